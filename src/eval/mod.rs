//! Eval (SPEC §3.4): a small expression language over installed functions,
//! run in a sandbox. This module owns the language, its checker, and the
//! sandbox; the front end only calls [`run_sandboxed`].
//!
//! A request goes through four steps:
//!
//! ```text
//!  text ─parse─> tree ─check─> typed tree ──────── calling process (fast errors, no process started)
//!                                   │ request JSON on stdin
//!                                   v
//!                      nexus __eval (setsid, RLIMIT_CPU, RLIMIT_AS)
//!                      parse, check, run ─> Program::call_value ─> pools (inherit the limits)
//!                                   │ header line + result on stdout (capped, under a deadline)
//!                                   v
//!                              result JSON text
//! ```
//!
//! - [`parse`] is pure and bounded ([`parse::MAX_EXPR_BYTES`],
//!   [`parse::MAX_DEPTH`]); the `eval` fuzz target drives it
//!   (`nexus_fuzz_checks::check_eval`, crates/fuzz-checks).
//! - [`typecheck`] resolves `module.command` against the allow-list and the
//!   manifests and checks every argument against its schema.
//! - `run` evaluates with the dispatcher, one [`crate::dispatch::Program`]
//!   per module, one worker per pool, started lazily.
//! - `child` runs each request in a fresh child and maps the ways it can
//!   end (a limit, a failure, a crash) to an [`EvalError`].
//!
//! What we deliberately leave out: functions as values, lambdas, operators,
//! comments, and concurrency between the arguments of one call. The limits
//! are per process (each pool worker has its own CPU seconds and address
//! space); the wall-clock deadline bounds the request as a whole.

mod child;
pub mod parse;
mod run;
pub mod typecheck;

pub use child::sandbox_main;
pub use parse::{Expr, ParseError, Pos};
pub use typecheck::{Checked, Ty, TypeError};

use crate::manifest::Manifest;
use std::fmt;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

/// Default CPU seconds of each process of a request (`--cpu`).
pub const DEFAULT_CPU_SECS: u64 = 10;

/// Default address space of each process of a request (`--memory`):
/// 1 GiB. Measured: python3 starts in under 32 MiB of address space and
/// Rscript with jsonlite in 96 MiB, so this leaves most of it to the work.
pub const DEFAULT_MEMORY_BYTES: u64 = 1 << 30;

/// The smallest `--memory` the CLI accepts; below it R cannot start.
pub const MIN_MEMORY_BYTES: u64 = 128 << 20;

/// Default wall-clock deadline of a whole request (`--timeout`).
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(30);

/// Default cap on the result's size in bytes (`--max-output`).
pub const DEFAULT_MAX_OUTPUT: usize = 1 << 20;

/// Longest error message carried back from the sandbox.
pub const MAX_MESSAGE_BYTES: usize = 4096;

/// The bounds of one request.
#[derive(Debug, Clone, PartialEq)]
pub struct Limits {
    /// `RLIMIT_CPU` of every process of the request, in seconds.
    pub cpu_secs: u64,
    /// `RLIMIT_AS` of every process of the request, in bytes.
    pub memory_bytes: u64,
    /// The wall-clock deadline of the whole request, pools' start included.
    pub timeout: Duration,
    /// The largest result, in bytes of JSON text.
    pub max_output: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            cpu_secs: DEFAULT_CPU_SECS,
            memory_bytes: DEFAULT_MEMORY_BYTES,
            timeout: DEFAULT_TIMEOUT,
            max_output: DEFAULT_MAX_OUTPUT,
        }
    }
}

/// Which limit a request ran into.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LimitKind {
    Cpu,
    Memory,
    Deadline,
    Output,
}

impl LimitKind {
    pub fn name(self) -> &'static str {
        match self {
            LimitKind::Cpu => "cpu",
            LimitKind::Memory => "memory",
            LimitKind::Deadline => "deadline",
            LimitKind::Output => "output",
        }
    }

    pub fn from_name(name: &str) -> Option<LimitKind> {
        [
            LimitKind::Cpu,
            LimitKind::Memory,
            LimitKind::Deadline,
            LimitKind::Output,
        ]
        .into_iter()
        .find(|k| k.name() == name)
    }
}

/// Why an eval request produced no result.
#[derive(Debug, Clone, PartialEq)]
pub enum EvalError {
    /// The text is not an expression (HTTP 400).
    Parse(ParseError),
    /// The expression does not type-check, or names a module it may not
    /// import (HTTP 400).
    Type(TypeError),
    /// The request ran into one of its limits: HTTP 400 for CPU, memory and
    /// output (the request asked for more than it may have; retrying it
    /// unchanged fails again), 504 for the wall-clock deadline, as a call
    /// past its deadline answers.
    Limit { kind: LimitKind, message: String },
    /// A function raised (HTTP 500, as a failed `/call`).
    Failed(String),
    /// The sandbox or a pool could not do its part (HTTP 500).
    Internal(String),
}

impl EvalError {
    /// The HTTP status the front end answers with.
    pub fn http_status(&self) -> u16 {
        match self {
            EvalError::Limit {
                kind: LimitKind::Deadline,
                ..
            } => 504,
            EvalError::Parse(_) | EvalError::Type(_) | EvalError::Limit { .. } => 400,
            EvalError::Failed(_) | EvalError::Internal(_) => 500,
        }
    }

    /// `parse`, `type`, `limit`, `failed` or `internal`.
    pub fn kind(&self) -> &'static str {
        match self {
            EvalError::Parse(_) => "parse",
            EvalError::Type(_) => "type",
            EvalError::Limit { .. } => "limit",
            EvalError::Failed(_) => "failed",
            EvalError::Internal(_) => "internal",
        }
    }

    /// Where in the expression, for parse and type errors.
    pub fn pos(&self) -> Option<Pos> {
        match self {
            EvalError::Parse(e) => Some(e.pos),
            EvalError::Type(e) => Some(e.pos),
            _ => None,
        }
    }
}

impl fmt::Display for EvalError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            EvalError::Parse(e) => write!(f, "parse error at {e}"),
            EvalError::Type(e) => write!(f, "type error at {e}"),
            EvalError::Limit { message, .. }
            | EvalError::Failed(message)
            | EvalError::Internal(message) => f.write_str(message),
        }
    }
}

/// `1 GiB`, `512 MiB`, or a byte count.
pub(crate) fn show_bytes(n: u64) -> String {
    if n >= 1 << 30 && n.is_multiple_of(1 << 30) {
        format!("{} GiB", n >> 30)
    } else if n >= 1 << 20 && n.is_multiple_of(1 << 20) {
        format!("{} MiB", n >> 20)
    } else {
        format!("{n} bytes")
    }
}

fn show_duration(d: Duration) -> String {
    if d.subsec_nanos() == 0 {
        format!("{} s", d.as_secs())
    } else {
        format!("{:.3} s", d.as_secs_f64())
    }
}

/// One line of at most [`MAX_MESSAGE_BYTES`].
pub(crate) fn clip(message: &str) -> String {
    let line = message.trim().replace('\n', " | ");
    if line.len() <= MAX_MESSAGE_BYTES {
        return line;
    }
    let mut end = MAX_MESSAGE_BYTES;
    while !line.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}…", &line[..end])
}

/// Parses and type-checks `expr` against the modules of `modules` named in
/// `allow`, without running anything.
pub fn check_only(
    expr: &str,
    modules: &[(String, Arc<Manifest>)],
    allow: &[String],
) -> Result<Checked, EvalError> {
    let tree = parse::parse(expr).map_err(EvalError::Parse)?;
    typecheck::check(&tree, modules, allow).map_err(EvalError::Type)
}

/// Runs one eval request: parses and type-checks `expr` here (no process is
/// started for a bad expression), then evaluates it in a fresh sandboxed
/// child under `limits`. `modules` maps module names to their manifests
/// (a program directory or its `manifest.json`); only those named in `allow`
/// are importable. Returns the result as JSON text.
pub async fn run_sandboxed(
    expr: &str,
    modules: &[(String, PathBuf /*manifest path*/)],
    allow: &[String],
    limits: &Limits,
) -> Result<String, EvalError> {
    let tree = parse::parse(expr).map_err(EvalError::Parse)?;
    let importable: Vec<String> = allow
        .iter()
        .filter(|a| modules.iter().any(|(m, _)| m == *a))
        .cloned()
        .collect();
    // Load only the importable modules the expression names.
    let named = tree.commands();
    let mut loaded: Vec<(String, Arc<Manifest>)> = Vec::new();
    for (name, path) in modules {
        if !importable.contains(name)
            || !named.iter().any(|(m, _)| m == name)
            || loaded.iter().any(|(n, _)| n == name)
        {
            continue;
        }
        let shown = path.to_string_lossy();
        let m = crate::programs::load(&shown)
            .map_err(|e| EvalError::Internal(format!("cannot load module '{name}': {e}")))?;
        loaded.push((name.clone(), Arc::new(m)));
    }
    let checked = typecheck::check_with(&tree, &loaded, &importable).map_err(EvalError::Type)?;
    if checked.modules.is_empty() {
        // Literals only: no function runs, so no sandbox is needed.
        let text = run::Runner::new(Vec::new(), limits.clone())
            .evaluate(&tree, &checked.ty)
            .await?;
        if text.len() > limits.max_output {
            return Err(EvalError::Limit {
                kind: LimitKind::Output,
                message: format!(
                    "output too large: the result is over the {} output limit",
                    show_bytes(limits.max_output as u64)
                ),
            });
        }
        return Ok(text);
    }
    let used: Vec<(String, PathBuf)> = loaded
        .iter()
        .filter(|(n, _)| checked.modules.contains(n))
        .map(|(n, m)| (n.clone(), m.path.clone()))
        .collect();
    let request = child::request_json(expr, &used, limits)?;
    child::run_child(&request, limits).await
}

const HELP: &str = "\
usage: nexus eval <expr> --module PROGRAM [--module PROGRAM …] [options]

Type-checks an expression over the given programs' commands, then runs it in
a sandbox (a fresh process group under CPU, memory, wall-clock and output
limits, with its own pools) and prints the result as JSON.

  demo.add (demo.double 2) 3
  let x = demo.double 2 in demo.add x 3
  combat.hp {name = \"orc\", hp = 7}

options:
  --module PROGRAM   a program directory, its manifest.json, or a launcher (repeatable)
  --allow a,b        the modules the expression may import (default: every --module)
  --cpu SECS         CPU seconds of each process (default 10)
  --memory MIB       address space of each process, in MiB (default 1024; at least 128)
  --timeout SECS     wall-clock deadline of the whole request (default 30)
  --max-output BYTES largest result (default 1048576)

<expr> may be `-` to read it from stdin; put `--` before an expression that
begins with `--`. The grammar is in docs/EVAL.md.
Exit status: 0 ok, 1 the evaluation failed or ran into a limit, 2 usage, parse or type error.
";

/// What `nexus eval` was asked to do.
#[derive(Debug, Default)]
struct Settings {
    expr: String,
    programs: Vec<String>,
    allow: Option<Vec<String>>,
    limits: Limits,
}

/// Parses the words after `nexus eval`; `Ok(None)` means help was asked for.
fn parse_args(args: &[String]) -> Result<Option<Settings>, String> {
    let mut settings = Settings::default();
    let mut expr: Option<String> = None;
    let mut options_done = false;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if options_done || !(a.starts_with("--") || a == "-h") {
            if expr.replace(a.clone()).is_some() {
                return Err(format!(
                    "unexpected argument {a:?}: eval takes one expression (quote it)"
                ));
            }
            continue;
        }
        let mut value = |what: &str| {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{a} needs {what}"))
        };
        let mut number = |what: &str| -> Result<u64, String> {
            match value(what)?.parse::<u64>() {
                Ok(n) if n > 0 => Ok(n),
                _ => Err(format!("{a} needs {what}, a positive whole number")),
            }
        };
        match a.as_str() {
            "--help" | "-h" => return Ok(None),
            "--" => options_done = true,
            "--module" => settings.programs.push(value("a program")?),
            "--allow" => {
                let list = value("a comma-separated list of modules")?;
                settings.allow = Some(
                    list.split(',')
                        .map(str::trim)
                        .filter(|s| !s.is_empty())
                        .map(String::from)
                        .collect(),
                );
            }
            "--cpu" => settings.limits.cpu_secs = number("seconds")?,
            "--memory" => {
                let bytes = number("MiB")?
                    .checked_mul(1 << 20)
                    .ok_or("--memory is too large")?;
                if bytes < MIN_MEMORY_BYTES {
                    return Err(format!(
                        "--memory must be at least {} (an R pool needs about 120 MiB of address space to start)",
                        MIN_MEMORY_BYTES >> 20
                    ));
                }
                settings.limits.memory_bytes = bytes;
            }
            "--timeout" => settings.limits.timeout = Duration::from_secs(number("seconds")?),
            "--max-output" => {
                settings.limits.max_output =
                    usize::try_from(number("bytes")?).map_err(|_| "--max-output is too large")?
            }
            _ => return Err(format!("unknown option {a:?} for eval")),
        }
    }
    settings.expr = expr.ok_or("eval needs an expression")?;
    Ok(Some(settings))
}

/// `nexus eval …`; returns the exit status.
pub fn main(args: &[String]) -> i32 {
    use crate::exit::{EXIT_FAILED, EXIT_USAGE, usage};
    let mut settings = match parse_args(args) {
        Ok(Some(s)) => s,
        Ok(None) => return crate::exit::print_out(HELP),
        Err(e) => return usage(e),
    };
    if settings.expr == "-" {
        use std::io::Read;
        let mut text = String::new();
        let read = std::io::stdin()
            .take(parse::MAX_EXPR_BYTES as u64 + 1)
            .read_to_string(&mut text);
        if let Err(e) = read {
            return usage(format!("cannot read the expression from stdin: {e}"));
        }
        settings.expr = text;
    }
    let mut modules: Vec<(String, PathBuf)> = Vec::new();
    for program in &settings.programs {
        let m = match crate::programs::load(program) {
            Ok(m) => m,
            Err(e) => return usage(e),
        };
        if modules.iter().any(|(n, _)| *n == m.name) {
            return usage(format!("module '{}' is given twice", m.name));
        }
        modules.push((m.name.clone(), m.path.clone()));
    }
    let allow = settings
        .allow
        .unwrap_or_else(|| modules.iter().map(|(n, _)| n.clone()).collect());
    match smol::block_on(run_sandboxed(
        &settings.expr,
        &modules,
        &allow,
        &settings.limits,
    )) {
        Ok(text) => crate::exit::print_out(&format!("{text}\n")),
        Err(e @ (EvalError::Parse(_) | EvalError::Type(_))) => {
            crate::say!("nexus: eval: {e}");
            EXIT_USAGE
        }
        Err(e) => {
            crate::say!("nexus: eval: {e}");
            EXIT_FAILED
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The front end spawns eval requests on a multi-threaded executor.
    #[test]
    fn run_sandboxed_is_send() {
        fn send<T: Send>(_: &T) {}
        let modules: Vec<(String, PathBuf)> = Vec::new();
        let limits = Limits::default();
        let future = run_sandboxed("1", &modules, &[], &limits);
        send(&future);
        assert_eq!(smol::block_on(future).unwrap(), "1");
    }

    fn words(text: &str) -> Vec<String> {
        text.split(' ').map(String::from).collect()
    }

    #[test]
    fn cli_flags_set_the_limits() {
        let s = parse_args(&words(
            "-3 --module a --module b --allow a,,b --cpu 2 --memory 256 --timeout 5 --max-output 9",
        ))
        .unwrap()
        .unwrap();
        assert_eq!(s.expr, "-3");
        assert_eq!(s.programs, ["a", "b"]);
        assert_eq!(s.allow, Some(vec!["a".to_string(), "b".to_string()]));
        assert_eq!(
            s.limits,
            Limits {
                cpu_secs: 2,
                memory_bytes: 256 << 20,
                timeout: Duration::from_secs(5),
                max_output: 9
            }
        );
        let s = parse_args(&words("--module a -- --x")).unwrap().unwrap();
        assert_eq!(s.expr, "--x");
        for (bad, why) in [
            ("x --cpu 0", "--cpu needs seconds"),
            ("x --memory 64", "at least 128"),
            ("x --module", "--module needs a program"),
            ("x y", "one expression"),
            ("--module a", "needs an expression"),
            ("x --wat", "unknown option"),
        ] {
            let e = parse_args(&words(bad)).unwrap_err();
            assert!(e.contains(why), "{bad}: {e}");
        }
    }

    #[test]
    fn limits_are_shown_in_their_units() {
        assert_eq!(show_bytes(1 << 30), "1 GiB");
        assert_eq!(show_bytes(512 << 20), "512 MiB");
        assert_eq!(show_bytes(1000), "1000 bytes");
        assert_eq!(show_duration(Duration::from_secs(30)), "30 s");
    }

    #[test]
    fn errors_map_to_http_statuses() {
        let limit = EvalError::Limit {
            kind: LimitKind::Cpu,
            message: String::new(),
        };
        assert_eq!(limit.http_status(), 400);
        // Issue 15 defect 11: past the deadline is 504, as a call's.
        let late = EvalError::Limit {
            kind: LimitKind::Deadline,
            message: String::new(),
        };
        assert_eq!(late.http_status(), 504);
        assert_eq!(EvalError::Failed(String::new()).http_status(), 500);
        let e = check_only("demo.f (", &[], &[]).unwrap_err();
        assert_eq!((e.http_status(), e.kind()), (400, "parse"));
        assert_eq!(
            e.to_string(),
            "parse error at 1:9: expected an expression (a literal, a name, or module.command), found the end of the expression"
        );
    }

    #[test]
    fn messages_are_clipped_to_one_line() {
        assert_eq!(clip("a\nb"), "a | b");
        let long = "é".repeat(MAX_MESSAGE_BYTES);
        assert!(clip(&long).len() <= MAX_MESSAGE_BYTES + "…".len());
    }
}
