//! `nexus fuzz PROGRAM [COMMAND…]` (issue 43 item 7): calls a program's
//! own commands with inputs made from their argument schemas, through the
//! dispatcher to the program's real workers (ours, or morloc's libmorloc
//! pools), and reports what breaks: a result that does not match the
//! declared return type, a worker that crashed, a call past its deadline, a
//! command marked pure that answers one input two ways, and (unless
//! `--allow-raise`) a function that raised. Each finding's input is shrunk
//! and written as a replay file that `nexus fuzz --replay FILE` re-runs.
//!
//! This file is the mode: its flags, the calls (as many in flight as the
//! pool has workers, each raced against its deadline, as `nexus mcp` and
//! the daemon race theirs), the shrinking loop, the summaries and the
//! cleanup. What it calls with is [`inputs`]'s, how an input shrinks is
//! [`shrink`]'s, the classes and replay lines are [`finding`]'s; all three
//! are pure.

pub mod finding;
pub mod inputs;
pub mod shrink;

use crate::arguments::{self, Property, Target};
use crate::dispatch::{CallContext, Program};
use crate::json::{self, Object, Value};
use crate::manifest::{Command, CommandType, Instances, Manifest};
use crate::pool::{Arg, CallError};
use finding::{CLASSES, Class, Finding};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::pin::Pin;
use std::sync::Arc;
use std::time::{Duration, Instant};

pub const HELP: &str = "\
usage: nexus fuzz <program> [COMMAND…] [--seed N] [--runs N] [--time SECS]
                  [--call-timeout SECS] [--workers N] [--allow-raise]
                  [--out DIR] [--quiet]
       nexus fuzz [<program>] --replay FILE [--call-timeout SECS] [--allow-raise]

Calls the program's commands (all, or those named) with inputs made from each
argument's schema, within the declared type: integers and reals at the edges
of their type, empty, long and non-ASCII strings, empty and long lists, nested
records and tuples, null optionals, defaults left out and given. Every call
goes through the dispatcher to the program's real workers, as `nexus run`'s.

A finding is one of:
  wrong-type        the result does not match the declared return type
  crash             the worker died or broke the protocol during the call
  timeout           the call ran past --call-timeout (its worker is replaced)
  nondeterministic  a command marked pure (\"type\": \"pure\", or the MCP
                    annotation idempotentHint) gave two results for one input
  exception         the function raised (ignored with --allow-raise)

The first input of each class per command is shrunk (arguments with a default
left out, strings and lists cut, numbers moved toward zero) and written to
DIR/<command>.<class>.jsonl, one JSON line per finding; --replay re-runs such a
file and says whether each finding still comes back (on the program the file
names, or on <program> when one is given). A summary per command goes
to stderr, one JSON line on stdout.

  --seed N            the number the inputs are made from (default: a random
                      one, printed); the same N gives the same inputs
  --runs N            calls per command (default 100)
  --time SECS         stop making inputs after SECS in all (default: no limit;
                      shrinking what was found then takes at most 60 s each)
  --call-timeout SECS deadline of one call (default 10)
  --workers N         workers per pool, and calls in flight (default: the pool's)
  --allow-raise       a function that raises is not a finding
  --out DIR           where replay files go (default ./nexus-fuzz)
  -q, --quiet         no progress bar

Exit status: 0 nothing found, 1 something found (or a replayed finding came
back, or a command could not run), 2 a usage error.
";

/// The deadline of one call unless `--call-timeout` says otherwise:
/// shorter than the serving modes' 300 s, as a fuzzed function is called
/// many times.
pub const DEFAULT_CALL_TIMEOUT: Duration = Duration::from_secs(10);

/// Calls per command unless `--runs` says otherwise.
pub const DEFAULT_RUNS: u64 = 100;

/// Calls one finding's shrinking may make (halving a 64-bit integer down
/// to a small threshold takes about 200).
const SHRINK_CALLS: usize = 1000;

/// Time one finding's shrinking may take.
const SHRINK_TIME: Duration = Duration::from_secs(60);

/// The instance key a keyed command's calls run on.
const FUZZ_INSTANCE: &str = "fuzz";

#[derive(Debug)]
struct Settings {
    program: Option<String>,
    commands: Vec<String>,
    seed: Option<u64>,
    runs: u64,
    time: Option<Duration>,
    call_timeout: Duration,
    workers: Option<usize>,
    allow_raise: bool,
    out: PathBuf,
    replay: Option<String>,
    quiet: bool,
}

fn parse_settings(args: &[String]) -> Result<Settings, String> {
    let mut s = Settings {
        program: None,
        commands: Vec::new(),
        seed: None,
        runs: DEFAULT_RUNS,
        time: None,
        call_timeout: DEFAULT_CALL_TIMEOUT,
        workers: None,
        allow_raise: false,
        out: PathBuf::from("nexus-fuzz"),
        replay: None,
        quiet: false,
    };
    let mut it = args.iter().cloned();
    while let Some(a) = it.next() {
        let (name, inline) = match a.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n.to_string(), Some(v.to_string())),
            _ => (a.clone(), None),
        };
        let mut value = || {
            inline
                .clone()
                .or_else(|| it.next())
                .ok_or_else(|| format!("{name} needs a value"))
        };
        let whole = |v: String, name: &str| {
            v.parse::<u64>()
                .map_err(|_| format!("{name}: {v:?} is not a whole number"))
        };
        match name.as_str() {
            "--seed" => s.seed = Some(whole(value()?, "--seed")?),
            "--runs" => {
                s.runs = whole(value()?, "--runs")?;
                if s.runs == 0 {
                    return Err("--runs: 0 would call nothing; give 1 or more".into());
                }
            }
            "--time" => s.time = Some(seconds("--time", &value()?)?),
            "--call-timeout" => s.call_timeout = seconds("--call-timeout", &value()?)?,
            "--workers" => s.workers = Some(crate::flags::workers(Some(value()?))?),
            "--allow-raise" => s.allow_raise = true,
            "--out" => s.out = PathBuf::from(value()?),
            "--replay" => s.replay = Some(value()?),
            "-q" | "--quiet" => s.quiet = true,
            _ if a.starts_with('-') && a.len() > 1 => {
                return Err(format!(
                    "unknown option {a:?} for fuzz (see nexus fuzz --help)"
                ));
            }
            _ if s.program.is_none() => s.program = Some(a.clone()),
            _ => s.commands.push(a.clone()),
        }
    }
    match (&s.program, &s.replay) {
        (None, None) => Err("fuzz needs <program> (or --replay FILE)".into()),
        (_, Some(_)) if !s.commands.is_empty() => {
            Err("--replay re-runs the commands its file names; name no commands".into())
        }
        _ => Ok(s),
    }
}

/// A positive number of seconds.
fn seconds(name: &str, v: &str) -> Result<Duration, String> {
    v.parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s > 0.0 && *s < 1e9)
        .map(Duration::from_secs_f64)
        .ok_or_else(|| format!("{name}: {v:?} is not a positive number of seconds"))
}

/// `nexus fuzz …`; returns the exit status.
pub fn main(args: &[String]) -> i32 {
    if args.iter().any(|a| a == "--help" || a == "-h") {
        return crate::exit::print_out(HELP);
    }
    let settings = match parse_settings(args) {
        Ok(s) => s,
        Err(e) => return crate::exit::usage(e),
    };
    match &settings.replay {
        Some(file) => replay(&settings, file),
        None => fuzz(&settings),
    }
}

/// What one call gave: its result's text, or why not.
enum Outcome {
    Ok(String),
    /// The input was refused before any call (a bug in [`inputs`]).
    Refused(String),
    Error(CallError),
    /// Past the deadline; the call was dropped (its worker replaced).
    Timeout,
}

/// A command being fuzzed: its published properties and what to call it with.
struct Subject<'m> {
    cmd: &'m Command,
    props: Vec<Property>,
    slots: Vec<shrink::Slot>,
    /// Called twice per input and the results compared.
    deterministic: bool,
    /// Calls in flight at once.
    in_flight: usize,
    /// `--workers`, and each pool's own count.
    workers: Option<usize>,
    manifest_workers: Vec<usize>,
}

impl<'m> Subject<'m> {
    fn new(manifest: &Manifest, cmd: &'m Command, workers: Option<usize>) -> Subject<'m> {
        let props = arguments::properties(cmd);
        let slots = props
            .iter()
            .filter(|p| matches!(p.target, Target::Arg(_) | Target::Field(..)))
            .map(|p| shrink::Slot {
                name: p.name.clone(),
                schema: p.schema.clone(),
                optional: p.default.is_some(),
            })
            .collect();
        let in_flight = match (workers, cmd.kind) {
            (Some(n), _) => n,
            (None, CommandType::Pure) => 1,
            (None, CommandType::Remote) => {
                crate::pool::PoolConfig::from_manifest(manifest, cmd.pool).workers
            }
        };
        Subject {
            cmd,
            props,
            slots,
            deterministic: marked_pure(cmd),
            in_flight: in_flight.max(1),
            workers,
            manifest_workers: (0..manifest.pools.len())
                .map(|i| crate::pool::PoolConfig::from_manifest(manifest, i).workers)
                .collect(),
        }
    }

    /// The workers pool `i` runs with.
    fn pool_workers(&self, i: usize) -> usize {
        self.workers
            .unwrap_or(self.manifest_workers.get(i).copied().unwrap_or(1))
    }

    /// Input `index` under `seed`: each argument's value, those with a
    /// default left out about half the time.
    fn input(&self, seed: u64, index: u64) -> Object {
        let mut rng = inputs::Rng::for_input(seed, &self.cmd.name, index);
        let mut input = Object::new();
        for slot in &self.slots {
            if slot.optional && rng.percent(50) {
                continue;
            }
            input.insert(slot.name.clone(), inputs::value(&slot.schema, &mut rng));
        }
        input
    }
}

/// Whether the manifest promises that `cmd` gives one result per input: a
/// pure command (`"type": "pure"`), or one whose MCP annotations say
/// `idempotentHint: true`.
fn marked_pure(cmd: &Command) -> bool {
    cmd.kind == CommandType::Pure
        || cmd
            .mcp
            .annotations
            .as_deref()
            .and_then(|a| json::parse(a).ok())
            .is_some_and(|a| matches!(json::get(&a, "idempotentHint"), Some(Value::Bool(true))))
}

/// Calls `t` once with `input`, through the dispatcher, under `timeout`.
/// A pool that is restarting after a crash is waited for (a few seconds).
async fn call(program: &Program, t: &Subject<'_>, input: &Object, timeout: Duration) -> Outcome {
    let mut given = input.clone();
    let keyed = t.cmd.instances == Instances::Keyed;
    if keyed {
        given.insert(
            arguments::INSTANCE_PROPERTY.into(),
            Value::String(FUZZ_INSTANCE.into()),
        );
    }
    let ctx = CallContext {
        instance: keyed.then(|| FUZZ_INSTANCE.to_string()),
        ..CallContext::default()
    };
    for _ in 0..50 {
        let values = match arguments::from_properties(t.cmd, &t.props, &given) {
            Ok(v) => v,
            Err(e) => return Outcome::Refused(e.to_string()),
        };
        let args: crate::pool::Args = values.into_iter().map(Arg::Value).collect();
        let run = async { Some(program.call_in(t.cmd, args, &ctx).await) };
        let deadline = async {
            crate::deadline::after(timeout).await;
            None
        };
        match smol::future::or(run, deadline).await {
            None => return Outcome::Timeout,
            Some(Err(CallError::Recovering(_))) => {}
            Some(Err(CallError::Unavailable(m))) if m.contains("restarting") => {}
            Some(Ok(text)) => return Outcome::Ok(text),
            Some(Err(e)) => return Outcome::Error(e),
        }
        smol::Timer::after(Duration::from_millis(100)).await;
    }
    Outcome::Error(CallError::Unavailable(format!(
        "{} stayed unavailable while its pool restarted",
        t.cmd.name
    )))
}

/// Starts the pools `t` needs, and waits (up to 10 s) until each has all
/// its workers: a worker killed at a deadline or by a crash is being
/// replaced, and a call queued behind its start would count that start
/// against its own deadline. Every batch of calls starts after it, and a
/// batch is no bigger than the pool's workers, so no call waits for a
/// worker. Returns why a pool cannot serve, if one cannot.
async fn settle(program: &Program, t: &Subject<'_>) -> Result<(), String> {
    // A private or keyed command's calls start instances of their own.
    if t.cmd.instances != Instances::Shared {
        return Ok(());
    }
    for &i in &t.cmd.needed_pools {
        let pool = program.pool(i).await?;
        let full = match &*pool {
            crate::pool::Pool::Workers(_) => t.pool_workers(i),
            crate::pool::Pool::Morloc(_) => 1,
        };
        for _ in 0..200 {
            if pool.pids().len() >= full && pool.ready().is_ok() {
                break;
            }
            smol::Timer::after(Duration::from_millis(50)).await;
        }
    }
    Ok(())
}

/// What one input showed: a finding's class and message, nothing, or a
/// reason the command cannot be fuzzed at all.
enum Verdict {
    Clean,
    Found(Class, String),
    Fatal(String),
}

/// Runs `input` (twice, for a command marked pure) and sorts the outcome.
async fn try_input(
    program: &Program,
    t: &Subject<'_>,
    input: &Object,
    settings: &Settings,
) -> Verdict {
    let first = match call(program, t, input, settings.call_timeout).await {
        Outcome::Ok(a) if t.deterministic => a,
        other => return classify(other, settings.allow_raise),
    };
    // Marked pure: the same input again must give the same text.
    match call(program, t, input, settings.call_timeout).await {
        Outcome::Ok(second) if second == first => Verdict::Clean,
        Outcome::Ok(second) => Verdict::Found(
            Class::Nondeterministic,
            format!("two calls with the same input gave {first:.200} and then {second:.200}"),
        ),
        other => match classify(other, settings.allow_raise) {
            Verdict::Clean => Verdict::Clean,
            Verdict::Found(_, m) => Verdict::Found(
                Class::Nondeterministic,
                format!("the same input succeeded once, then failed: {m}"),
            ),
            fatal => fatal,
        },
    }
}

fn classify(outcome: Outcome, allow_raise: bool) -> Verdict {
    match outcome {
        Outcome::Ok(_) => Verdict::Clean,
        Outcome::Timeout => Verdict::Found(Class::Timeout, "the call ran past its deadline".into()),
        Outcome::Refused(m) => Verdict::Fatal(format!("an input was refused: {m}")),
        Outcome::Error(CallError::Failed(m)) if m.contains(crate::dispatch::MISMATCH) => {
            Verdict::Found(Class::WrongType, m)
        }
        Outcome::Error(CallError::Failed(_)) if allow_raise => Verdict::Clean,
        Outcome::Error(CallError::Failed(m)) => Verdict::Found(Class::Exception, m),
        Outcome::Error(CallError::Crashed(m)) => Verdict::Found(Class::Crash, m),
        Outcome::Error(e) => Verdict::Fatal(e.to_string()),
    }
}

/// A call under way, boxed so a batch of them can be polled together.
type Running<'a, T> = Pin<Box<dyn Future<Output = T> + 'a>>;

/// Polls every future of `all` together, giving their outputs in order.
async fn together<T>(all: Vec<Running<'_, T>>) -> Vec<T> {
    let mut all: Vec<(Running<'_, T>, Option<T>)> = all.into_iter().map(|f| (f, None)).collect();
    smol::future::poll_fn(|cx| {
        let mut pending = false;
        for (f, out) in all.iter_mut() {
            if out.is_none() {
                match f.as_mut().poll(cx) {
                    std::task::Poll::Ready(v) => *out = Some(v),
                    std::task::Poll::Pending => pending = true,
                }
            }
        }
        match pending {
            true => std::task::Poll::Pending,
            false => std::task::Poll::Ready(()),
        }
    })
    .await;
    all.into_iter().filter_map(|(_, out)| out).collect()
}

/// What fuzzing one command came to.
#[derive(Default)]
struct Tally {
    calls: u64,
    /// Inputs that showed each class.
    counts: BTreeMap<Class, u64>,
    /// The first input of each class, shrunk, and its message.
    findings: Vec<Finding>,
    /// Why the command could not be fuzzed, if it could not.
    fatal: Option<String>,
}

/// The program path a replay file names: the file the user gave, made
/// absolute (a bare source file, not its derived manifest).
fn program_path(manifest: &Manifest) -> String {
    let path = manifest.origin.as_ref().unwrap_or(&manifest.path);
    std::fs::canonicalize(path)
        .unwrap_or_else(|_| path.clone())
        .display()
        .to_string()
}

fn fuzz(settings: &Settings) -> i32 {
    let Some(program_arg) = settings.program.as_deref() else {
        return crate::exit::usage("fuzz needs <program>");
    };
    let manifest = match crate::programs::load(program_arg) {
        Ok(m) => m,
        Err(e) => return crate::exit::usage(e),
    };
    let mut names: Vec<String> = settings.commands.clone();
    if names.is_empty() {
        names = manifest
            .commands
            .iter()
            .filter(|c| !c.internal)
            .map(|c| c.name.clone())
            .collect();
    }
    for name in &names {
        if manifest.command(name).is_none() {
            let known: Vec<&str> = manifest
                .commands
                .iter()
                .filter(|c| !c.internal)
                .map(|c| c.name.as_str())
                .collect();
            return crate::exit::usage(format!(
                "{} has no command {name:?}; it has: {}",
                manifest.name,
                known.join(", ")
            ));
        }
    }
    let seed = settings.seed.unwrap_or_else(|| {
        let mut b = [0u8; 8];
        let _ = getrandom::fill(&mut b);
        u64::from_le_bytes(b) >> 11
    });
    // What pools print goes to stderr; stdout keeps the summary line.
    let mut stdout = match crate::sys::rehome_stdout() {
        Ok(f) => f,
        Err(e) => {
            crate::say!("nexus: cannot write to stdout: {e}");
            return crate::exit::EXIT_FAILED;
        }
    };
    let manifest = Arc::new(manifest);
    let path = program_path(&manifest);
    crate::say!(
        "nexus fuzz: {} with seed {seed} ({} run{} per command; repeat with --seed {seed})",
        manifest.name,
        settings.runs,
        if settings.runs == 1 { "" } else { "s" }
    );
    let program = Program::new(manifest.clone(), settings.workers, None);
    let bar = crate::bar::Bar::for_stderr(&manifest.name, "fuzz").filter(|_| !settings.quiet);
    let sink = bar.as_ref().map(|b| b.sink());
    let started = Instant::now();
    let total = settings.runs * names.len() as u64;
    let mut done = 0u64;
    let mut tallies: Vec<(String, Tally)> = Vec::new();
    for name in &names {
        let Some(cmd) = manifest.command(name) else {
            continue;
        };
        if let Some(why) = arguments::exclusion(cmd) {
            crate::say!("nexus fuzz: {name}: skipped, it cannot be called: {why}");
            continue;
        }
        // Hundreds of SLURM jobs are not what a fuzz run should submit.
        #[cfg(feature = "slurm")]
        if !matches!(crate::slurm::decide(cmd), Ok(None)) {
            crate::say!(
                "nexus fuzz: {name}: skipped, its calls would run as SLURM jobs; fuzz it in its pool with nexus --slurm off fuzz …"
            );
            continue;
        }
        let t = Subject::new(&manifest, cmd, settings.workers);
        let mut tally = Tally::default();
        if let Err(e) = smol::block_on(settle(&program, &t)) {
            tally.fatal = Some(format!("a pool cannot start: {e}"));
        }
        let mut first: BTreeMap<Class, (Object, String)> = BTreeMap::new();
        let mut index = 0u64;
        'batches: while tally.fatal.is_none() && index < settings.runs {
            if settings
                .time
                .is_some_and(|limit| started.elapsed() >= limit)
            {
                crate::say!("nexus fuzz: {name}: stopped by --time after {index} calls");
                break;
            }
            let batch: Vec<(u64, Object)> = (index..settings.runs.min(index + t.in_flight as u64))
                .map(|i| (i, t.input(seed, i)))
                .collect();
            index += batch.len() as u64;
            done += batch.len() as u64;
            let runs = batch
                .iter()
                .map(|(_, input)| {
                    Box::pin(try_input(&program, &t, input, settings)) as Running<'_, Verdict>
                })
                .collect();
            let verdicts = smol::block_on(together(runs));
            // Workers lost to this batch are replaced before the next.
            if let Err(e) = smol::block_on(settle(&program, &t)) {
                tally.fatal = Some(format!("a pool cannot restart: {e}"));
            }
            for ((_, input), verdict) in batch.into_iter().zip(verdicts) {
                tally.calls += 1;
                match verdict {
                    Verdict::Clean => {}
                    Verdict::Found(class, message) => {
                        *tally.counts.entry(class).or_default() += 1;
                        first.entry(class).or_insert((input, message));
                    }
                    Verdict::Fatal(m) => {
                        tally.fatal = Some(m);
                        break 'batches;
                    }
                }
            }
            if let Some(sink) = &sink {
                sink.emit(crate::progress::Report::Progress(
                    crate::progress::Progress {
                        done: done.min(total) as f64,
                        total: Some(total as f64),
                        message: Some(name.clone()),
                    },
                ));
            }
        }
        for (class, (input, message)) in first {
            let (input, message) = smol::block_on(shrink_finding(
                &program, &t, class, input, message, settings,
            ));
            tally.findings.push(Finding {
                program: path.clone(),
                command: name.clone(),
                class,
                input,
                message,
            });
        }
        if let Some(bar) = &bar {
            bar.clear();
        }
        crate::say!("{}", summary_line(name, &tally));
        tallies.push((name.clone(), tally));
    }
    if let Some(bar) = &bar {
        bar.clear();
    }
    program.stop();
    // A clean end leaves /dev/shm as it found it (morloc sessions included).
    crate::shm::release_all();
    let mut written = Vec::new();
    let mut status = crate::exit::EXIT_OK;
    for (_, tally) in &tallies {
        if tally.fatal.is_some() || !tally.findings.is_empty() {
            status = crate::exit::EXIT_FAILED;
        }
        for f in &tally.findings {
            match write_replay(&settings.out, f) {
                Ok(file) => written.push((f, file)),
                Err(e) => {
                    crate::say!("nexus fuzz: {e}");
                    status = crate::exit::EXIT_FAILED;
                }
            }
        }
    }
    for (f, file) in &written {
        crate::say!(
            "nexus fuzz: {} {} with {}: {:.300} (replay: nexus fuzz --replay {})",
            f.command,
            f.class.name(),
            brief(&f.input),
            f.message,
            file.display()
        );
    }
    let line = summary_json(&manifest.name, seed, &tallies, &written);
    if let Err(e) = std::io::Write::write_all(&mut stdout, format!("{line}\n").as_bytes()) {
        crate::say!("nexus: cannot write to stdout: {e}");
        return crate::exit::EXIT_FAILED;
    }
    status
}

/// Shrinks a finding's input greedily: the first smaller input that shows
/// the same class replaces it, until none does or [`SHRINK_CALLS`] calls
/// or [`SHRINK_TIME`] are spent. Candidates run as many at once as the pool has workers.
async fn shrink_finding(
    program: &Program,
    t: &Subject<'_>,
    class: Class,
    mut input: Object,
    mut message: String,
    settings: &Settings,
) -> (Object, String) {
    let mut calls = 0;
    let started = Instant::now();
    'smaller: while calls < SHRINK_CALLS && started.elapsed() < SHRINK_TIME {
        let candidates = shrink::inputs(&t.slots, &input);
        for chunk in candidates.chunks(t.in_flight) {
            let runs = chunk
                .iter()
                .map(|c| Box::pin(try_input(program, t, c, settings)) as Running<'_, Verdict>)
                .collect();
            let verdicts = together(runs).await;
            calls += chunk.len();
            if settle(program, t).await.is_err() {
                break 'smaller;
            }
            for (c, v) in chunk.iter().zip(verdicts) {
                if let Verdict::Found(found, m) = v
                    && found == class
                {
                    input = c.clone();
                    message = m;
                    continue 'smaller;
                }
            }
            if calls >= SHRINK_CALLS || started.elapsed() >= SHRINK_TIME {
                break 'smaller;
            }
        }
        break;
    }
    (input, message)
}

/// An input as JSON for a line on stderr, cut after 200 characters.
fn brief(input: &Object) -> String {
    let text = json::to_string(&Value::Object(input.clone()));
    match text.char_indices().nth(200) {
        Some((at, _)) => format!("{}… ({} bytes)", &text[..at], text.len()),
        None => text,
    }
}

/// `f: 100 calls, 2 findings (crash 1, timeout 3 inputs)`, for stderr.
fn summary_line(name: &str, tally: &Tally) -> String {
    let counts: Vec<String> = CLASSES
        .iter()
        .filter_map(|c| tally.counts.get(c).map(|n| format!("{} in {n}", c.name())))
        .collect();
    let found = match counts.is_empty() {
        true => "nothing found".to_string(),
        false => format!("found {}", counts.join(", ")),
    };
    let fatal = match &tally.fatal {
        Some(m) => format!("; stopped: {m}"),
        None => String::new(),
    };
    format!(
        "nexus fuzz: {name}: {} call{}, {found}{fatal}",
        tally.calls,
        if tally.calls == 1 { "" } else { "s" }
    )
}

/// The run's summary as one JSON line (stdout): the seed, per command its
/// calls and the inputs that showed each class, and each finding with its
/// shrunk input and replay file. Nothing in it depends on timing, so two
/// runs with one seed and `--runs` print the same line.
fn summary_json(
    program: &str,
    seed: u64,
    tallies: &[(String, Tally)],
    written: &[(&Finding, PathBuf)],
) -> String {
    let commands = tallies.iter().map(|(name, t)| {
        let mut counts = json::Obj::new();
        for (c, n) in &t.counts {
            counts = counts.raw(c.name(), &n.to_string());
        }
        let mut o = json::Obj::new()
            .str("command", name)
            .raw("calls", &t.calls.to_string())
            .raw("found", &counts.finish());
        if let Some(m) = &t.fatal {
            o = o.str("stopped", m);
        }
        o.finish()
    });
    let findings = written.iter().map(|(f, file)| {
        json::Obj::new()
            .str("command", &f.command)
            .str("class", f.class.name())
            .raw("input", &json::to_string(&Value::Object(f.input.clone())))
            .str("replay", &file.display().to_string())
            .finish()
    });
    json::Obj::new()
        .str("program", program)
        .raw("seed", &seed.to_string())
        .raw("commands", &json::array_of_raw(commands))
        .raw("findings", &json::array_of_raw(findings))
        .finish()
}

/// Writes `f` as its replay file in `dir`; the file's path.
fn write_replay(dir: &std::path::Path, f: &Finding) -> Result<PathBuf, String> {
    std::fs::create_dir_all(dir)
        .map_err(|e| format!("cannot make the replay directory {}: {e}", dir.display()))?;
    let file = dir.join(finding::file_name(&f.command, f.class));
    std::fs::write(&file, format!("{}\n", finding::to_line(f)))
        .map_err(|e| format!("cannot write {}: {e}", file.display()))?;
    Ok(file)
}

/// `nexus fuzz --replay FILE`: each line's command called with its input
/// again; exit 1 if any finding comes back, 0 if none does.
fn replay(settings: &Settings, file: &str) -> i32 {
    let text = match std::fs::read_to_string(file) {
        Ok(t) => t,
        Err(e) => return crate::exit::usage(format!("cannot read the replay file {file}: {e}")),
    };
    let mut findings = Vec::new();
    for (n, line) in text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
    {
        match finding::from_line(line) {
            Ok(f) => findings.push(f),
            Err(e) => {
                return crate::exit::usage(format!(
                    "{file}:{}: {e} (a replay line is what nexus fuzz wrote)",
                    n + 1
                ));
            }
        }
    }
    let Some(first) = findings.first() else {
        return crate::exit::usage(format!("{file} holds no finding"));
    };
    let program_arg = settings.program.clone().unwrap_or(first.program.clone());
    let manifest = match crate::programs::load(&program_arg) {
        Ok(m) => Arc::new(m),
        Err(e) => return crate::exit::usage(e),
    };
    let _stdout = match crate::sys::rehome_stdout() {
        Ok(f) => f,
        Err(e) => {
            crate::say!("nexus: cannot write to stdout: {e}");
            return crate::exit::EXIT_FAILED;
        }
    };
    let program = Program::new(manifest.clone(), settings.workers, None);
    let mut status = crate::exit::EXIT_OK;
    for f in &findings {
        let Some(cmd) = manifest.command(&f.command) else {
            crate::say!(
                "nexus fuzz: {}: no such command in {}",
                f.command,
                manifest.name
            );
            status = crate::exit::EXIT_FAILED;
            continue;
        };
        let t = Subject::new(&manifest, cmd, settings.workers);
        let shown = brief(&f.input);
        let verdict = smol::block_on(async {
            match settle(&program, &t).await {
                Ok(()) => try_input(&program, &t, &f.input, settings).await,
                Err(e) => Verdict::Fatal(e),
            }
        });
        match verdict {
            Verdict::Found(class, m) if class == f.class => {
                crate::say!(
                    "nexus fuzz: {} {shown}: {} again: {m}",
                    f.command,
                    class.name()
                );
                status = crate::exit::EXIT_FAILED;
            }
            Verdict::Found(class, m) => {
                crate::say!(
                    "nexus fuzz: {} {shown}: now {} (was {}): {m}",
                    f.command,
                    class.name(),
                    f.class.name()
                );
                status = crate::exit::EXIT_FAILED;
            }
            Verdict::Clean => crate::say!(
                "nexus fuzz: {} {shown}: fixed (was {})",
                f.command,
                f.class.name()
            ),
            Verdict::Fatal(m) => {
                crate::say!("nexus fuzz: {}: cannot run: {m}", f.command);
                status = crate::exit::EXIT_FAILED;
            }
        }
    }
    program.stop();
    crate::shm::release_all();
    status
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(words: &[&str]) -> Result<Settings, String> {
        parse_settings(&words.iter().map(|w| w.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn flags_are_read_and_bad_ones_refused() {
        let s = parse(&[
            "p.py",
            "f",
            "g",
            "--seed",
            "7",
            "--runs=5",
            "--time",
            "1.5",
            "--workers",
            "3",
            "--allow-raise",
            "--out",
            "d",
            "-q",
        ])
        .unwrap();
        assert_eq!(s.program.as_deref(), Some("p.py"));
        assert_eq!(s.commands, ["f", "g"]);
        assert_eq!((s.seed, s.runs, s.workers), (Some(7), 5, Some(3)));
        assert_eq!(s.time, Some(Duration::from_millis(1500)));
        assert!(s.allow_raise && s.quiet);
        assert_eq!(s.call_timeout, DEFAULT_CALL_TIMEOUT);
        for (bad, says) in [
            (&[][..], "needs <program>"),
            (&["p", "--runs", "0"], "would call nothing"),
            (&["p", "--seed", "x"], "not a whole number"),
            (&["p", "--call-timeout", "-1"], "positive number of seconds"),
            (&["p", "--bogus"], "unknown option"),
            (&["p", "--runs"], "needs a value"),
            (&["--replay", "f", "p", "cmd"], "name no commands"),
        ] {
            let e = parse(bad).unwrap_err();
            assert!(e.contains(says), "{bad:?}: {e}");
        }
        assert!(parse(&["--replay", "f.jsonl"]).unwrap().program.is_none());
    }

    #[test]
    fn inputs_give_every_required_argument_and_leave_defaults_out_at_times() {
        let text = r#"{"name":"m","pools":[{"lang":"py","source":"m.py","workers":3}],"commands":[
            {"name":"f","args":[{"kind":"pos","schema":"aj"},
              {"kind":"opt","schema":"f8","long":"scale","default":1.5},
              {"kind":"flag","long":"loud"}],"return":{"schema":"j"},
             "mcp":{"annotations":{"idempotentHint":true}}},
            {"name":"g","args":[],"return":{"schema":"z"}}]}"#;
        let m = crate::manifest::parse(text, "m.json", std::path::Path::new("/m/m.json"))
            .expect("parses");
        let t = Subject::new(&m, &m.commands[0], None);
        assert_eq!(t.in_flight, 3, "the pool's workers");
        assert!(t.deterministic, "idempotentHint marks it pure");
        assert!(!marked_pure(&m.commands[1]));
        assert_eq!(Subject::new(&m, &m.commands[0], Some(5)).in_flight, 5);
        let inputs: Vec<Object> = (0..60).map(|i| t.input(9, i)).collect();
        assert!(inputs.iter().all(|i| i.contains_key("_1")));
        for optional in ["scale", "loud"] {
            let given = inputs.iter().filter(|i| i.contains_key(optional)).count();
            assert!(given > 10 && given < 50, "{optional} given {given} of 60");
        }
        // Each is accepted as a call's arguments, as a client's would be.
        for input in &inputs {
            arguments::from_properties(&m.commands[0], &t.props, input).expect("accepted");
        }
        let again: Vec<Object> = (0..60).map(|i| t.input(9, i)).collect();
        let text = |v: &[Object]| {
            v.iter()
                .map(|o| json::to_string(&Value::Object(o.clone())))
                .collect::<Vec<_>>()
        };
        assert_eq!(text(&inputs), text(&again));
    }

    #[test]
    fn outcomes_sort_into_their_classes() {
        let found = |o, allow| match classify(o, allow) {
            Verdict::Found(c, _) => Some(c),
            _ => None,
        };
        let mismatch = format!("f returned {}: expected Int", crate::dispatch::MISMATCH);
        assert_eq!(
            found(Outcome::Error(CallError::Failed(mismatch.clone())), true),
            Some(Class::WrongType)
        );
        let raised = || Outcome::Error(CallError::Failed("ValueError: no".into()));
        assert_eq!(found(raised(), false), Some(Class::Exception));
        assert_eq!(found(raised(), true), None, "--allow-raise");
        let died = Outcome::Error(CallError::Crashed("worker exited".into()));
        assert_eq!(found(died, true), Some(Class::Crash));
        assert_eq!(found(Outcome::Timeout, true), Some(Class::Timeout));
        assert_eq!(found(Outcome::Ok("1".into()), false), None);
        assert!(matches!(
            classify(Outcome::Refused("x".into()), false),
            Verdict::Fatal(_)
        ));
    }
}
