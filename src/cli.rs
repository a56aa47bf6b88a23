//! The command line: subcommand routing, `nexus run`, program help, and
//! launchers. Usage errors exit 2 with one line saying what was wrong; a
//! failed call exits 1 with the function's message on stderr.

use crate::arguments;
use crate::dispatch::{Answer, Program};
use crate::json::{self, Value};
use crate::manifest::{ArgKind, Command, Manifest};
use crate::pool::CallError;
use crate::schema::Schema;
use std::sync::Arc;

pub use crate::exit::{
    EXIT_CLOSED_STDOUT, EXIT_FAILED, EXIT_OK, EXIT_USAGE, print_out, usage, write_out,
};

const TOP_HELP: &str = "\
nexus: serve multi-language function programs (a manifest.json plus Python and R pools)

usage:
  nexus run <program> <command> [args…]   run one command; JSON result on stdout
                                          (run --sandbox <program> …: sandboxed pools;
                                          morloc's options before <command>: -p pretty,
                                          -o FILE, -f json|jsonl|mpk, -q no progress bar)
  nexus <program> --help                  list a program's commands
  nexus run <program> <command> --help    a command's usage, arguments and defaults
  nexus launcher <program> -o PATH        write a launcher script (./combat fighterDamage 15)
  nexus init <file.py|file.R> [-o DIR]    write the manifest a bare source file is served with
  nexus check <program>                   check a program against its sources; file:line findings
  nexus mcp <program> [options]           serve MCP over stdio (see nexus mcp --help)
  nexus mcp <program> --http-port P [--http-host H]   MCP over HTTP at /mcp (the daemon)
  nexus <program> --mcp-tools             print the tools/list payload; starts no pool
  nexus <program> --mcp-config            print an MCP client entry as JSON
  nexus daemon <program> [options]        serve the JSON API and MCP over HTTP (nexus daemon --help)
  nexus serve [options]                   the front end over installed programs (nexus serve --help)
  nexus eval <expr> --module PROGRAM …    type-check and run one expression in a sandbox
  nexus --slurm off|auto|on <mode> …      run remote-labelled commands as SLURM jobs: auto (the default,
                                          or NEXUS_SLURM) when sbatch is on PATH
  nexus install|uninstall|list|expose|start|stop|status|logs …   the operator lifecycle
                                          (nexus start --help)

<program> is a program directory, its manifest.json, a launcher script, or a
bare .py or .R file (its functions' signatures and docstrings describe it).
Exit status: 0 ok, 1 the call failed, 2 usage error, 141 stdout was closed
(a pipe whose reader ended, as in `nexus status | head -1`).
";

/// `nexus run --help`.
const RUN_HELP: &str = "\
usage: nexus run [--sandbox] <program> [options] <command> [args…]

Runs one command of a program and prints its result as JSON on stdout. What
the pools print (Python's print, R's cat, morloc's pools) goes to stderr, so
stdout is exactly the result. <program> is a program directory, its
manifest.json, a launcher script, or a bare .py or .R file.

options, between <program> and <command> (as morloc's nexus takes them):
  -p, --print              pretty-print the JSON result
  -o, --output-file FILE   write the result to FILE instead of stdout
  -f, --output-form FORM   json (the default), jsonl (a list one item per line)
                           or mpk (msgpack)
  -q, --quiet              no progress bar on stderr
  --keep-null              accepted: a null result always prints as null
  --max-depth N            deepest nesting of a JSON argument (default 128, at
                           most 1024; or NEXUS_MAX_DEPTH)
  --sandbox                (before <program>) run every pool worker in new
                           namespaces (see README)

  nexus run <program> --help             the program's commands
  nexus run <program> <command> --help   a command's arguments and defaults

Exit status: 0 ok, 1 the call failed, 2 usage error, 141 stdout was closed.
";

/// `nexus launcher --help`.
const LAUNCHER_HELP: &str = "\
usage: nexus launcher <program> -o PATH

Writes an executable script at PATH that runs the program with this nexus
binary: `./combat fighterDamage 15` is `nexus run <program> fighterDamage 15`.
The script names the binary and the manifest by absolute path.
";

/// The subcommands, for the suggestion a mistyped one gets (and for
/// tests/it/newcomer.rs, which asks each for its help).
pub const SUBCOMMANDS: &[&str] = &[
    "run",
    "launcher",
    "init",
    "check",
    "mcp",
    "daemon",
    "serve",
    "eval",
    "install",
    "uninstall",
    "list",
    "expose",
    "start",
    "stop",
    "status",
    "logs",
    "help",
];

/// The subcommand nearest to a mistyped `word` (at most two edits away).
fn nearest_subcommand(word: &str) -> Option<&'static str> {
    SUBCOMMANDS
        .iter()
        .map(|s| (edit_distance(word, s), *s))
        .filter(|(d, _)| *d <= 2 && *d < word.chars().count())
        .min()
        .map(|(_, s)| s)
}

/// Levenshtein distance, in characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1)
                .min(row[j] + 1)
                .min(diagonal + usize::from(ca != *cb));
            diagonal = above;
        }
    }
    row[b.len()]
}

/// Why morloc's `--auth-token` is refused in every mode.
const AUTH_TOKEN_REFUSAL: &str = "--auth-token would show the token to every local user \
     (a command line is visible in ps); set NEXUS_TOKEN (or MORLOC_MCP_TOKEN) in the environment instead";

/// Entry point of the binary.
pub fn main(args: Vec<String>) -> i32 {
    if let Err(e) = json::max_depth_from_env() {
        return usage(e);
    }
    let rest = &match take_slurm_flag(&args[1.min(args.len())..]) {
        Ok(rest) => rest,
        Err(e) => return usage(e),
    };
    let Some(first) = rest.first() else {
        crate::say_text!("{TOP_HELP}");
        return EXIT_USAGE;
    };
    let serving = matches!(first.as_str(), "mcp" | "daemon" | "serve" | "start");
    if serving
        && rest
            .iter()
            .any(|a| a == "--auth-token" || a.starts_with("--auth-token="))
    {
        return usage(AUTH_TOKEN_REFUSAL);
    }
    match first.as_str() {
        "--help" | "-h" | "help" => print_out(TOP_HELP),
        "--version" | "-V" => print_out(&format!("{}\n", version_line())),
        "__sandbox" => crate::sandbox::main(&rest[1..]),
        "__sweep" => crate::sweeper::run_sweeper(rest.get(1).map(String::as_str).unwrap_or("")),
        "__job" => crate::worker::job_main(&rest[1..]),
        "--call-packet" | "-c" => crate::worker::packet_main(rest),
        "run" if rest.iter().any(|a| a == "--call-packet") => {
            crate::worker::packet_main(&rest[1..])
        }
        "run" => run_mode(&rest[1..]),
        "mcp"
            if rest
                .iter()
                .any(|a| a == "--http-port" || a.starts_with("--http-port=")) =>
        {
            mcp_over_http(&rest[1..])
        }
        "mcp" => crate::mcp_stdio::main(&rest[1..]),
        "daemon" => crate::daemon::main(&rest[1..]),
        "eval" => crate::eval::main(&rest[1..]),
        "__eval" => crate::eval::sandbox_main(&rest[1..]),
        "serve" => crate::serve::main(&rest[1..]),
        "install" | "uninstall" | "list" | "expose" | "start" | "stop" | "status" | "logs" => {
            crate::manage::main(first, &rest[1..])
        }
        "launcher" => launcher(&rest[1..]),
        "init" => crate::check::init(&rest[1..]),
        "check" => crate::check::main(&rest[1..]),
        "--program" => match rest.get(1) {
            Some(program) => program_mode(program, &rest[2..]),
            None => usage("--program needs a manifest path"),
        },
        other => match other {
            _ if other.starts_with('-') => usage(format!("unknown option {other:?}")),
            _ => {
                let sub = &rest[1..];
                // A program with no command gets its help, as `run` gives it.
                if std::path::Path::new(other).exists() {
                    return program_mode(other, sub);
                }
                match nearest_subcommand(other) {
                    Some(near) => usage(format!(
                        "unknown subcommand {other:?}; did you mean `nexus {near}`?"
                    )),
                    None if sub.is_empty() => usage(format!(
                        "{other:?} is neither a subcommand nor a program path"
                    )),
                    None => program_mode(other, sub),
                }
            }
        },
    }
}

/// Takes `--slurm off|auto|on` (or `--slurm=…`) given before the mode or
/// right after it, and sets the mode (`crate::slurm`).
fn take_slurm_flag(args: &[String]) -> Result<Vec<String>, String> {
    let mut out = args.to_vec();
    for at in [0, 1] {
        let Some(word) = out.get(at) else { break };
        let (value, n) = match word.strip_prefix("--slurm=") {
            Some(v) => (v.to_string(), 1),
            None if word == "--slurm" => (
                out.get(at + 1)
                    .cloned()
                    .ok_or("--slurm needs off, auto or on")?,
                2,
            ),
            None => continue,
        };
        crate::slurm::set_mode(crate::slurm::parse_mode(&value)?);
        out.drain(at..at + n);
        break;
    }
    Ok(out)
}

/// `nexus 0.1.0 (static)`: the version, and whether the C library is
/// linked in (a static build runs in an empty root) or loaded at start.
pub fn version_line() -> String {
    let linkage = if cfg!(target_feature = "crt-static") {
        "static"
    } else {
        "dynamic"
    };
    format!("nexus {} ({linkage})", env!("CARGO_PKG_VERSION"))
}

/// `nexus <program> …` and launchers: help, MCP previews, or a command.
fn program_mode(program: &str, rest: &[String]) -> i32 {
    let Some(first) = rest.first() else {
        return match load(program) {
            Ok(m) => {
                crate::say_text!("{}", program_help(&m));
                EXIT_USAGE
            }
            Err(code) => code,
        };
    };
    match first.as_str() {
        "--help" | "-h" => match load(program) {
            Ok(m) => print_out(&program_help(&m)),
            Err(code) => code,
        },
        "--mcp-tools" => match load(program) {
            Ok(m) => {
                // Exactly what `tools/list` answers (`nexus mcp`, the
                // daemon's /mcp): one adapter builds both.
                let explicit = rest.iter().any(|a| a == "--evaluate");
                match crate::mcp::program::program_options(&m, explicit, false) {
                    Ok(options) => print_out(&format!(
                        "{}\n",
                        crate::mcp::program::program_tools_list(m, options)
                    )),
                    Err(e) => usage(e),
                }
            }
            Err(code) => code,
        },
        "--mcp-config" => mcp_config(program),
        _ => {
            let mut args = vec![program.to_string()];
            args.extend(rest.iter().cloned());
            run_mode(&args)
        }
    }
}

fn load(program: &str) -> Result<Manifest, i32> {
    crate::programs::load(program).map_err(|e| {
        crate::say!("nexus: {e}");
        EXIT_USAGE
    })
}

/// The program's `--help`: its description and its commands with summaries.
pub fn program_help(m: &Manifest) -> String {
    let mut out = format!("{} {}\n", m.name, m.version_or_default());
    for line in &m.desc {
        out.push_str(&format!("  {line}\n"));
    }
    out.push_str(&format!(
        "\nusage: {} <command> [args…]   (or: nexus run <program> <command> …)\n",
        m.name
    ));
    let visible: Vec<&Command> = m.commands.iter().filter(|c| !c.internal).collect();
    let width = visible.iter().map(|c| c.name.len()).max().unwrap_or(0);
    let mut groups: Vec<Option<&str>> = Vec::new();
    for c in &visible {
        if !groups.contains(&c.group.as_deref()) {
            groups.push(c.group.as_deref());
        }
    }
    for group in groups {
        match group {
            None => out.push_str("\ncommands:\n"),
            Some(g) => {
                let desc = m
                    .groups
                    .iter()
                    .find(|x| x.name == g)
                    .and_then(|x| x.desc.first().cloned());
                out.push_str(&format!(
                    "\n{g}{}:\n",
                    desc.map(|d| format!(" ({d})")).unwrap_or_default()
                ));
            }
        }
        for c in visible.iter().filter(|c| c.group.as_deref() == group) {
            out.push_str(&format!("  {:width$}  {}\n", c.name, c.summary()));
        }
    }
    out.push_str("\nRun a command with --help for its arguments.\n");
    out
}

fn metavar_of(arg: &ArgKind, schema: &Schema) -> String {
    let given = match arg {
        ArgKind::Pos { metavar, .. }
        | ArgKind::Opt { metavar, .. }
        | ArgKind::Grp { metavar, .. } => metavar.clone(),
        ArgKind::Flag { .. } => None,
    };
    given.unwrap_or_else(|| derived_metavar(schema))
}

/// The metavar a type gives: its name in capitals, a list's in brackets
/// (`[REAL]`, `[[INT]]`: a list reads as one).
fn derived_metavar(schema: &Schema) -> String {
    match schema.strip() {
        Schema::List(item) => format!("[{}]", derived_metavar(item)),
        _ => schema
            .type_name()
            .to_uppercase()
            .replace(['[', ']', '{', '}', ' ', ':', ','], ""),
    }
}

fn switch(short: &Option<char>, long: &Option<String>) -> String {
    match (short, long) {
        (Some(s), Some(l)) => format!("-{s}, --{l}"),
        (Some(s), None) => format!("-{s}"),
        (None, Some(l)) => format!("--{l}"),
        (None, None) => String::new(),
    }
}

/// A command's `--help`: usage, then each argument with type, default and
/// docstring.
pub fn command_help(m: &Manifest, cmd: &Command) -> String {
    let mut usage_line = format!("usage: {} {}", m.name, cmd.name);
    let mut lines = Vec::new();
    for arg in &cmd.args {
        let schema = arg.schema();
        let doc = arg.summary();
        match &arg.kind {
            ArgKind::Pos { .. } => {
                let mv = metavar_of(&arg.kind, &schema);
                usage_line.push_str(&format!(" {mv}"));
                lines.push((mv, schema.type_name(), None, doc));
            }
            ArgKind::Opt {
                short,
                long,
                default,
                ..
            } => {
                let mv = metavar_of(&arg.kind, &schema);
                usage_line.push_str(&format!(
                    " [{} {mv}]",
                    switch(short, &None).max(switch(&None, long))
                ));
                lines.push((
                    format!("{} {mv}", switch(short, long)),
                    schema.type_name(),
                    default.as_ref().map(json::to_string),
                    doc,
                ));
            }
            ArgKind::Flag {
                short,
                long,
                long_rev,
                default,
            } => {
                usage_line.push_str(&format!(" [{}]", switch(short, long)));
                let mut name = switch(short, long);
                if let Some(rev) = long_rev {
                    name.push_str(&format!(" / --{rev}"));
                }
                lines.push((name, "Bool".into(), Some(default.to_string()), doc));
            }
            ArgKind::Grp {
                group_opt, entries, ..
            } => {
                if let Some((s, l)) = group_opt {
                    let mv = metavar_of(&arg.kind, &schema);
                    usage_line.push_str(&format!(" [{} {mv}]", switch(s, l)));
                    lines.push((
                        format!("{} {mv}", switch(s, l)),
                        schema.type_name(),
                        None,
                        format!("{doc} (the whole record as JSON)"),
                    ));
                }
                for (key, entry) in entries {
                    let fschema = entry.schema();
                    match &entry.kind {
                        ArgKind::Opt {
                            short,
                            long,
                            default,
                            ..
                        } => lines.push((
                            format!(
                                "{} {}",
                                switch(short, long),
                                metavar_of(&entry.kind, &fschema)
                            ),
                            fschema.type_name(),
                            default.as_ref().map(json::to_string),
                            format!("{} (field {key})", entry.summary()),
                        )),
                        ArgKind::Flag {
                            short,
                            long,
                            default,
                            ..
                        } => lines.push((
                            switch(short, long),
                            "Bool".into(),
                            Some(default.to_string()),
                            format!("{} (field {key})", entry.summary()),
                        )),
                        _ => {}
                    }
                }
                if !entries.is_empty() {
                    usage_line.push_str(" [record options…]");
                }
            }
        }
    }
    let mut out = format!("{usage_line}\n\n");
    for line in &cmd.desc {
        out.push_str(&format!("  {line}\n"));
    }
    if !lines.is_empty() {
        out.push_str("\narguments:\n");
        let width = lines.iter().map(|l| l.0.len()).max().unwrap_or(0);
        for (name, ty, default, doc) in lines {
            let default = default
                .map(|d| format!(" [default: {d}]"))
                .unwrap_or_default();
            out.push_str(&format!("  {name:width$}  {ty}{default}  {doc}\n"));
        }
    }
    out.push_str(&format!("\nreturns: {}", cmd.ret.schema.type_name()));
    if let Some(mime) = &cmd.ret.mime {
        out.push_str(&format!(" as {mime} bytes"));
    }
    if !cmd.ret.desc.is_empty() {
        out.push_str(&format!("  {}", cmd.ret.desc.join(" ")));
    }
    out.push('\n');
    if !cmd.terminals.is_empty() {
        out.push_str("\nrenderings (or --render NAME; --render raw gives the typed value):\n");
        for t in &cmd.terminals {
            let switch = switch(&t.short, &Some(t.long.clone()));
            let default = if t.default { " [default]" } else { "" };
            out.push_str(&format!("  {switch}{default}  {}\n", t.description));
        }
    }
    out
}

/// Takes the rendering switches out of a command's words: `--render NAME`,
/// `--render=NAME`, and each rendering's own `--long`/`-short` where the
/// command has no option of that name. Stops at `--`.
fn take_render(cmd: &Command, words: &[String]) -> Result<(Option<String>, Vec<String>), String> {
    let mut render = None;
    let mut rest = Vec::new();
    let mut it = words.iter();
    while let Some(word) = it.next() {
        if word == "--" {
            rest.push(word.clone());
            rest.extend(it.cloned());
            break;
        }
        let chosen = if word == "--render" {
            Some(
                it.next()
                    .cloned()
                    .ok_or("--render needs a rendering name")?,
            )
        } else if let Some(name) = word.strip_prefix("--render=") {
            Some(name.to_string())
        } else if cmd.terminals.is_empty() || find_switch(cmd, word).is_some() {
            None
        } else {
            cmd.terminals
                .iter()
                .find(|t| {
                    word.strip_prefix("--") == Some(t.long.as_str())
                        || t.short.is_some_and(|c| *word == format!("-{c}"))
                })
                .map(|t| t.long.clone())
        };
        match chosen {
            Some(name) if render.is_some() => {
                return Err(format!("a second rendering {name:?}; choose one"));
            }
            Some(name) => render = Some(name),
            None => rest.push(word.clone()),
        }
    }
    Ok((render, rest))
}

/// Parses a CLI word under a schema: a bare word is a string where a
/// string is expected; anything else is JSON.
pub fn parse_cli_value(text: &str, schema: &Schema) -> Result<Value, String> {
    parse_cli_value_filled(text, schema, &|v| v)
}

/// [`parse_cli_value`], with `fill` applied to a JSON value (the word's,
/// stdin's or a file's) before it is checked: how a record given whole
/// takes the defaults of the fields it leaves out, as over MCP and at
/// `/call`.
fn parse_cli_value_filled(
    text: &str,
    schema: &Schema,
    fill: &dyn Fn(Value) -> Value,
) -> Result<Value, String> {
    if let Schema::Table(declared) = schema.strip() {
        let value = table_argument(text, declared)?;
        schema.validate(&value).map_err(|e| e.to_string())?;
        return Ok(value);
    }
    let optional_str =
        matches!(schema.strip(), Schema::Optional(t) if matches!(t.strip(), Schema::Str));
    let stringy = matches!(schema.strip(), Schema::Str) || optional_str;
    let value = match json::parse(text) {
        // A bare `null` is the absent ?Str; the string "null" is written `'"null"'`.
        Ok(Value::Null) if optional_str => Value::Null,
        Ok(Value::String(s)) if stringy && text.starts_with('"') => Value::String(s),
        // A JSON number or string no value carries (`1e400`, `"\ud800"`).
        Err(e @ json::ParseError::Unrepresentable { .. }) if !stringy || text.starts_with('"') => {
            return Err(format!(
                "the value for {} is refused: {e}",
                schema.type_name()
            ));
        }
        Ok(_) | Err(_) if stringy => Value::String(text.to_string()),
        Ok(v) => v,
        Err(e @ json::ParseError::TooDeep { .. }) => {
            return Err(format!(
                "the value for {} is refused: {e}",
                schema.type_name()
            ));
        }
        // As morloc's nexus reads a value that is not a string: `-` is
        // stdin, and the path of a file is its JSON.
        Err(_) if text == "-" => return read_stdin_filled(schema, fill),
        Err(_) if std::path::Path::new(text).is_file() => return file_value(text, schema, fill),
        Err(_) => {
            return Err(format!(
                "{text:?} is not valid JSON for {} (nor `-` for stdin, nor the path of a JSON file)",
                schema.type_name()
            ));
        }
    };
    let value = fill(value);
    schema.validate(&value).map_err(|e| e.to_string())?;
    Ok(value)
}

/// A value read from the JSON file at `path` (a non-string argument
/// given as a file, as morloc's nexus takes one).
fn file_value(path: &str, schema: &Schema, fill: &dyn Fn(Value) -> Value) -> Result<Value, String> {
    use std::io::Read;
    let mut text = String::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_STDIN_BYTES).read_to_string(&mut text))
        .map_err(|e| format!("cannot read the argument file {path}: {e}"))?;
    let value = json::parse(text.trim_end()).map_err(|e| match e {
        json::ParseError::TooDeep { .. } | json::ParseError::Unrepresentable { .. } => {
            format!("{path}: {e}")
        }
        _ => format!("{path} is not valid JSON for {}", schema.type_name()),
    })?;
    let value = fill(value);
    schema.validate(&value).map_err(|e| e.to_string())?;
    Ok(value)
}

/// A table argument on the command line: JSON rows or columns, or the path
/// of a file of them (`.json`) or of a CSV (`.csv`, `.tsv`) typed by the
/// declared columns, as morloc's nexus reads one.
fn table_argument(text: &str, declared: &[(String, Schema)]) -> Result<Value, String> {
    use std::io::Read;
    let path = std::path::Path::new(text);
    if text.trim_start().starts_with(['[', '{']) || !path.is_file() {
        return json::parse(text).map_err(|_| {
            format!("{text:?} is neither JSON rows or columns nor the path of a CSV or JSON file")
        });
    }
    let mut body = String::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_STDIN_BYTES).read_to_string(&mut body))
        .map_err(|e| format!("cannot read the table file {text}: {e}"))?;
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    match ext {
        "csv" | "tsv" => {
            let delimiter = if ext == "tsv" { b'\t' } else { b',' };
            crate::morloc::table::csv_to_json(&body, delimiter, declared)
                .map_err(|e| format!("{text}: {e}"))
        }
        _ => json::parse(&body).map_err(|_| {
            format!("{text} is not JSON rows or columns (a CSV file is named .csv or .tsv)")
        }),
    }
}

/// Parses a CLI word for `arg`: the literal text for a morloc "literal
/// string" ([`crate::manifest::Arg::literal`]), else [`parse_cli_value`].
fn parse_cli_word(text: &str, arg: &crate::manifest::Arg) -> Result<Value, String> {
    if arg.literal() {
        return Ok(Value::String(text.to_string()));
    }
    parse_cli_value(text, &arg.schema())
}

/// Largest value read from stdin for a `stdin: true` argument.
pub const MAX_STDIN_BYTES: u64 = 1 << 30;

/// Reads a `stdin: true` argument's value from stdin (SPEC §1.1).
fn read_stdin_value(schema: &Schema) -> Result<Value, String> {
    read_stdin_filled(schema, &|v| v)
}

/// [`read_stdin_value`], with `fill` as in [`parse_cli_value_filled`].
fn read_stdin_filled(schema: &Schema, fill: &dyn Fn(Value) -> Value) -> Result<Value, String> {
    use std::io::Read;
    let mut text = String::new();
    std::io::stdin()
        .take(MAX_STDIN_BYTES)
        .read_to_string(&mut text)
        .map_err(|e| format!("cannot read the argument from stdin: {e}"))?;
    let trimmed = text.strip_suffix('\n').unwrap_or(&text);
    parse_cli_value_filled(trimmed, schema, fill).map_err(|e| format!("stdin: {e}"))
}

/// Turns command-line words into positional call values.
pub fn parse_command_args(cmd: &Command, words: &[String]) -> Result<Vec<Value>, String> {
    parse_command_words(cmd, words).map(|(values, _)| values)
}

/// The order of a table argument's columns as the word gives them: a
/// CSV's header, or the keys of its JSON text (a JSON object is read into a
/// sorted map, which forgets it). Empty for anything else.
fn table_word_order(word: &str, schema: &Schema) -> Vec<String> {
    if !matches!(schema.strip(), Schema::Table(_)) {
        return Vec::new();
    }
    if word.trim_start().starts_with(['[', '{']) {
        return crate::morloc::table::key_order(word);
    }
    let path = std::path::Path::new(word);
    let Ok(body) = std::fs::read_to_string(path) else {
        return Vec::new();
    };
    match path.extension().and_then(|e| e.to_str()) {
        Some("csv") => crate::morloc::table::csv_header(&body, b','),
        Some("tsv") => crate::morloc::table::csv_header(&body, b'\t'),
        _ => crate::morloc::table::key_order(&body),
    }
}

/// [`parse_command_args`], with each table argument's column order
/// ([`table_word_order`]; empty for the others).
pub fn parse_command_words(
    cmd: &Command,
    words: &[String],
) -> Result<(Vec<Value>, Vec<Vec<String>>), String> {
    let mut orders: Vec<Vec<String>> = vec![Vec::new(); cmd.args.len()];
    let mut values: Vec<Option<Value>> = vec![None; cmd.args.len()];
    let mut fields: Vec<json::Object> = vec![json::Object::new(); cmd.args.len()];
    let positions: Vec<usize> = (0..cmd.args.len())
        .filter(|&i| matches!(cmd.args[i].kind, ArgKind::Pos { .. }))
        .collect();
    let mut next_pos = 0;
    let mut i = 0;
    let mut options_done = false;
    while i < words.len() {
        let word = &words[i];
        i += 1;
        if !options_done && word == "--" {
            options_done = true;
            continue;
        }
        if options_done || !word.starts_with('-') || word == "-" || word.parse::<f64>().is_ok() {
            let Some(&index) = positions.get(next_pos) else {
                return Err(format!(
                    "unexpected argument {word:?}: {} takes {} positional arguments",
                    cmd.name,
                    positions.len()
                ));
            };
            next_pos += 1;
            let from_stdin =
                word == "-" && matches!(cmd.args[index].kind, ArgKind::Pos { stdin: true, .. });
            values[index] = Some(if from_stdin {
                read_stdin_value(&cmd.args[index].schema())?
            } else {
                parse_cli_word(word, &cmd.args[index])
                    .map_err(|e| format!("argument {}: {e}", next_pos))?
            });
            orders[index] = table_word_order(word, &cmd.args[index].schema());
            continue;
        }
        let (name, inline) = match word.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n.to_string(), Some(v.to_string())),
            _ => (word.clone(), None),
        };
        let mut take_value = |what: &str| -> Result<String, String> {
            if let Some(v) = &inline {
                return Ok(v.clone());
            }
            let v = words
                .get(i)
                .cloned()
                .ok_or_else(|| format!("{name} needs a value ({what})"))?;
            i += 1;
            Ok(v)
        };
        let matched = find_switch(cmd, &name)
            .ok_or_else(|| format!("unknown option {name} for {}", cmd.name))?;
        match matched {
            Switch::Opt(index) => {
                let raw = take_value(&cmd.args[index].schema().type_name())?;
                values[index] = Some(
                    parse_cli_word(&raw, &cmd.args[index]).map_err(|e| format!("{name}: {e}"))?,
                );
                orders[index] = table_word_order(&raw, &cmd.args[index].schema());
            }
            Switch::Flag(index, on) => {
                if inline.is_some() {
                    return Err(format!("{name} is a flag and takes no value"));
                }
                values[index] = Some(Value::Bool(on));
            }
            Switch::Whole(index) => {
                let schema = cmd.args[index].schema();
                let raw = take_value("the record as JSON")?;
                // Fields left out take their defaults, as over MCP and at /call.
                let fill = |v| arguments::complete_record(cmd, index, v);
                values[index] = Some(
                    parse_cli_value_filled(&raw, &schema, &fill)
                        .map_err(|e| format!("{name}: {e}"))?,
                );
            }
            Switch::Field(index, key, entry, flag) => {
                let value = match flag {
                    Some(on) => Value::Bool(on),
                    None => {
                        let raw = take_value(&entry.schema().type_name())?;
                        parse_cli_word(&raw, entry).map_err(|e| format!("{name}: {e}"))?
                    }
                };
                fields[index].insert(key, value);
            }
        }
    }
    let mut out = Vec::with_capacity(cmd.args.len());
    for (index, (value, given_fields)) in values.into_iter().zip(fields).enumerate() {
        let value = match value {
            Some(Value::Object(mut whole)) if !given_fields.is_empty() => {
                whole.extend(given_fields);
                Value::Object(whole)
            }
            Some(v) => v,
            None if !given_fields.is_empty() => Value::Object(given_fields),
            None => match arguments::default_of(cmd, index) {
                Some(d) => d,
                None if matches!(cmd.args[index].kind, ArgKind::Pos { stdin: true, .. }) => {
                    read_stdin_value(&cmd.args[index].schema())?
                }
                None if matches!(cmd.args[index].kind, ArgKind::Pos { .. }) => {
                    let missing: Vec<String> = positions[next_pos..]
                        .iter()
                        .map(|&p| metavar_of(&cmd.args[p].kind, &cmd.args[p].schema()))
                        .collect();
                    return Err(format!(
                        "missing argument {} ({})",
                        missing.join(" "),
                        cmd.name
                    ));
                }
                None => {
                    return Err(format!(
                        "missing record argument {} for {}",
                        index + 1,
                        cmd.name
                    ));
                }
            },
        };
        out.push(value);
    }
    // Records given field by field: fill defaults and check the whole record.
    let as_array: Vec<Value> = out;
    let values = arguments::from_array(cmd, &as_array).map_err(|e| e.to_string())?;
    Ok((values, orders))
}

enum Switch<'a> {
    Opt(usize),
    Flag(usize, bool),
    Whole(usize),
    /// A record group's field: its argument, its key, the entry, and for a
    /// flag the value it sets.
    Field(usize, String, &'a crate::manifest::Arg, Option<bool>),
}

fn find_switch<'a>(cmd: &'a Command, name: &str) -> Option<Switch<'a>> {
    let is = |short: &Option<char>, long: &Option<String>| {
        short.is_some_and(|s| name.len() == 2 && name.strip_prefix('-') == Some(&s.to_string()))
            || long
                .as_ref()
                .is_some_and(|l| name.strip_prefix("--") == Some(l.as_str()))
    };
    for (i, arg) in cmd.args.iter().enumerate() {
        match &arg.kind {
            ArgKind::Opt { short, long, .. } if is(short, long) => return Some(Switch::Opt(i)),
            ArgKind::Flag {
                short,
                long,
                long_rev,
                ..
            } => {
                if is(short, long) {
                    return Some(Switch::Flag(i, true));
                }
                if is(&None, long_rev) {
                    return Some(Switch::Flag(i, false));
                }
            }
            ArgKind::Grp {
                group_opt, entries, ..
            } => {
                if let Some((s, l)) = group_opt
                    && is(s, l)
                {
                    return Some(Switch::Whole(i));
                }
                for (key, entry) in entries {
                    match &entry.kind {
                        ArgKind::Opt { short, long, .. } if is(short, long) => {
                            return Some(Switch::Field(i, key.clone(), entry, None));
                        }
                        ArgKind::Flag {
                            short,
                            long,
                            long_rev,
                            ..
                        } => {
                            if is(short, long) {
                                return Some(Switch::Field(i, key.clone(), entry, Some(true)));
                            }
                            if is(&None, long_rev) {
                                return Some(Switch::Field(i, key.clone(), entry, Some(false)));
                            }
                        }
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }
    None
}

/// The form `run` writes a result in (morloc's `-f`/`--output-form`).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
enum OutputForm {
    #[default]
    Json,
    /// A list result one item per line; anything else one line.
    Jsonl,
    /// msgpack, as libmorloc packs the return type.
    Mpk,
}

/// morloc's nexus options, given between `<program>` and `<command>`
/// (`polyglot -p pyStats '[1,2]'`), so its launchers and habits work.
#[derive(Debug, Default, PartialEq)]
struct RunOptions {
    /// `-p`/`--print`: pretty-print the JSON result.
    pretty: bool,
    /// `-o`/`--output-file FILE`: the result goes to FILE, not stdout.
    output_file: Option<String>,
    form: OutputForm,
    /// `-q`/`--quiet`: no progress bar on stderr.
    quiet: bool,
    /// `--help`, `--mcp-tools`, `--mcp-config`: answered instead of a call.
    info: Option<String>,
}

const OUTPUT_FORMS: &str = "json, jsonl or mpk";

/// Reads morloc's nexus options from the start of `words`: the options and
/// how many words they took. Short switches cluster (`-pq`); values come as
/// `-o F`, `-oF`, `--output-file F` or `--output-file=F`. `--keep-null` is
/// accepted: a null result always prints as `null` here. A switch given
/// twice, an unknown form, or one of morloc's options this nexus lacks is a
/// usage error that says so.
fn take_run_options(words: &[String]) -> Result<(RunOptions, usize), String> {
    let mut o = RunOptions::default();
    let mut given: Vec<char> = Vec::new();
    let mut i = 0;
    while let Some(word) = words.get(i).filter(|w| w.starts_with('-') && w.len() > 1) {
        i += 1;
        // The word as (switch, value attached to it) pairs, by short name.
        let mut switches: Vec<(char, Option<String>)> = Vec::new();
        if let Some(long) = word.strip_prefix("--") {
            let (name, value) = match long.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (long, None),
            };
            let short = match name {
                "print" => 'p',
                "quiet" => 'q',
                "output-file" => 'o',
                "output-form" => 'f',
                "keep-null" => 'k',
                "help" | "mcp-tools" | "mcp-config" => {
                    o.info = Some(word.clone());
                    return Ok((o, i));
                }
                // The nesting limit of JSON arguments, as the serving
                // modes take it (the deep-JSON refusal names it).
                "max-depth" => {
                    let v = match value {
                        Some(v) => v,
                        None => {
                            i += 1;
                            words
                                .get(i - 1)
                                .cloned()
                                .ok_or(format!("{word} needs a number"))?
                        }
                    };
                    json::set_max_depth(json::parse_max_depth("--max-depth", &v)?);
                    continue;
                }
                "json-help" | "log-dir" | "summary" | "compression-level" => {
                    return Err(morloc_only(word, name));
                }
                _ => {
                    return Err(format!(
                        "unknown option {word} before the command ({RUN_OPTIONS})"
                    ));
                }
            };
            switches.push((short, value));
        } else {
            let mut chars = word.chars().skip(1);
            while let Some(c) = chars.next() {
                if c == 'z' {
                    return Err(morloc_only(word, "compression-level"));
                }
                if !matches!(c, 'p' | 'q' | 'o' | 'f' | 'h') {
                    return Err(format!(
                        "unknown option -{c} before the command ({RUN_OPTIONS})"
                    ));
                }
                let rest: String = chars.clone().collect();
                if matches!(c, 'o' | 'f') && !rest.is_empty() {
                    switches.push((c, Some(rest)));
                    break;
                }
                switches.push((c, None));
            }
        }
        for (c, attached) in switches {
            if given.contains(&c) {
                return Err(format!("{word}: an option was given twice"));
            }
            given.push(c);
            let mut value = || {
                let v = attached.clone().or_else(|| words.get(i).cloned());
                i += usize::from(attached.is_none());
                v.ok_or(format!("{word} needs a value"))
            };
            match c {
                'h' => {
                    o.info = Some("--help".into());
                    return Ok((o, i));
                }
                'p' => o.pretty = true,
                'q' => o.quiet = true,
                'k' => {}
                'o' => o.output_file = Some(value()?),
                'f' => o.form = output_form(&value()?)?,
                _ => {} // no other switch gets here: refused when read
            }
        }
    }
    Ok((o, i))
}

const RUN_OPTIONS: &str = "options: -p, -o FILE, -f json|jsonl|mpk, -q, --keep-null, --max-depth N";

/// The refusal of one of morloc's `run` options this nexus lacks, with the
/// way to get what it gives (`name` is its long name).
fn morloc_only(word: &str, name: &str) -> String {
    let instead = match name {
        "json-help" => {
            "for a machine-readable description of the commands, see `nexus <program> --mcp-tools` or `nexus daemon`'s GET /discover"
        }
        "log-dir" => {
            "the pools' own output goes to stderr, so redirect it (2>FILE); for per-call records, `nexus daemon --trace-file FILE` writes one span per call"
        }
        "summary" => {
            "the result alone is printed on stdout; for a call's timing, `nexus daemon --trace-file FILE` records it"
        }
        _ => "results are written uncompressed; pipe stdout through gzip or zstd",
    };
    format!("{word} is an option of morloc's nexus that this nexus does not have: {instead}")
}

fn output_form(name: &str) -> Result<OutputForm, String> {
    match name {
        "json" => Ok(OutputForm::Json),
        "jsonl" => Ok(OutputForm::Jsonl),
        "mpk" => Ok(OutputForm::Mpk),
        "voidstar" | "packet" | "arrow" | "parquet" | "csv" => Err(format!(
            "output form {name} is one of morloc's binary or table forms, which this nexus does not write; use {OUTPUT_FORMS}"
        )),
        other => Err(format!("unknown output form {other:?}; use {OUTPUT_FORMS}")),
    }
}

/// The bytes `run` writes for a JSON result `text` of schema `ret`.
fn render_result(text: &str, ret: &Schema, o: &RunOptions) -> Result<Vec<u8>, String> {
    match o.form {
        OutputForm::Json if o.pretty => Ok(format!("{}\n", json::pretty(text)).into_bytes()),
        OutputForm::Json => Ok(format!("{text}\n").into_bytes()),
        OutputForm::Jsonl => Ok(match json::array_items(text) {
            Some(items) => items
                .iter()
                .map(|item| format!("{item}\n"))
                .collect::<String>(),
            None => format!("{text}\n"),
        }
        .into_bytes()),
        OutputForm::Mpk => {
            let value = json::parse(text).map_err(|e| format!("the result is not JSON: {e}"))?;
            crate::morloc::msgpack::encode(ret, &value)
                .map_err(|e| format!("the result cannot be written as msgpack: {e}"))
        }
    }
}

/// Writes a result to `-o`'s file, or to `out`: the private duplicate of
/// stdout that `run` keeps for its result (see [`run_mode`]).
fn emit(bytes: &[u8], file: Option<&str>, out: &mut std::fs::File) -> i32 {
    match file {
        Some(path) => match std::fs::write(path, bytes) {
            Ok(()) => EXIT_OK,
            Err(e) => {
                crate::say!("nexus: cannot write the result to {path}: {e}");
                EXIT_FAILED
            }
        },
        None => match crate::exit::write_to(out, bytes) {
            Ok(()) => EXIT_OK,
            Err(code) => code,
        },
    }
}

/// [`emit`] of a string left in its shared-memory object: its JSON form
/// and a newline, written a slice at a time.
fn emit_object(
    text: &crate::shm::TextObject,
    file: Option<&str>,
    stdout: &mut std::fs::File,
) -> i32 {
    use std::io::Write;
    let write = |out: &mut dyn Write| text.write_json(out).and_then(|()| out.write_all(b"\n"));
    match file {
        Some(path) => {
            let written = std::fs::File::create(path).and_then(|f| {
                let mut out = std::io::BufWriter::new(f);
                write(&mut out)?;
                out.flush()
            });
            match written {
                Ok(()) => EXIT_OK,
                Err(e) => {
                    crate::say!("nexus: cannot write the result to {path}: {e}");
                    EXIT_FAILED
                }
            }
        }
        None => {
            let mut out = std::io::BufWriter::new(stdout);
            let written = write(&mut out).and_then(|()| out.flush());
            match crate::exit::finish_write(written) {
                Ok(()) => EXIT_OK,
                Err(code) => code,
            }
        }
    }
}

/// `nexus run <program> [morloc's nexus options] <command> [args…]`.
fn run_mode(args: &[String]) -> i32 {
    if matches!(args.first().map(String::as_str), Some("--help" | "-h")) {
        return print_out(RUN_HELP);
    }
    let args = &match crate::flags::take_sandbox_flag(args, 1) {
        Ok(rest) => rest,
        Err(code) => return code,
    };
    if matches!(args.first().map(String::as_str), Some("--help" | "-h")) {
        return print_out(RUN_HELP);
    }
    let (options, taken) = match take_run_options(args.get(1..).unwrap_or_default()) {
        Ok(pair) => pair,
        Err(e) => return usage(e),
    };
    if let (Some(program), Some(info)) = (args.first(), &options.info) {
        return program_mode(program, std::slice::from_ref(info));
    }
    let args = &[
        &args[..1.min(args.len())],
        &args[(1 + taken).min(args.len())..],
    ]
    .concat();
    let (Some(program), Some(command)) = (args.first(), args.get(1)) else {
        if let Some(program) = args.first()
            && let Ok(m) = crate::programs::load(program)
        {
            crate::say_text!("{}", program_help(&m));
        }
        return usage("run needs <program> <command> [args…]");
    };
    let manifest = match load(program) {
        Ok(m) => m,
        Err(code) => return code,
    };
    if command == "--help" || command == "-h" {
        return print_out(&program_help(&manifest));
    }
    let Some(cmd) = manifest.command(command).cloned() else {
        let names: Vec<&str> = manifest
            .commands
            .iter()
            .filter(|c| !c.internal)
            .map(|c| c.name.as_str())
            .collect();
        return usage(format!(
            "{} has no command {command:?}; commands: {}",
            manifest.name,
            names.join(", ")
        ));
    };
    let words = &args[2..];
    if words.iter().any(|w| w == "--help" || w == "-h") {
        return print_out(&command_help(&manifest, &cmd));
    }
    let (render, words) = match take_render(&cmd, words) {
        Ok(pair) => pair,
        Err(e) => return usage(format!("{}: {e}", cmd.name)),
    };
    let target = match arguments::render_target(&manifest, &cmd, render.as_deref(), true) {
        Ok(t) => t.clone(),
        Err(e) => return usage(e),
    };
    // A rendering that emits final bytes, or a media type, prints raw.
    let raw_output = target.ret.mime.is_some()
        || cmd
            .terminals
            .iter()
            .any(|t| t.render && t.entry.as_deref() == Some(target.name.as_str()));
    let args = match parse_command_words(&cmd, &words) {
        // A table whose columns came in an order goes as its text in that
        // order, as morloc's nexus keeps a CSV header's or a JSON text's.
        Ok((values, orders)) => values
            .into_iter()
            .zip(orders)
            .map(|(v, order)| match order.is_empty() {
                true => crate::pool::Arg::Value(v),
                false => crate::pool::Arg::Json(crate::morloc::table::ordered_text(&v, &order)),
            })
            .collect::<crate::pool::Args>(),
        Err(e) => {
            // One line (SPEC §3): what was wrong, then the command's usage.
            let help = command_help(&manifest, &cmd);
            let usage_line = help.lines().next().unwrap_or("");
            crate::say!("nexus: {}: {e} ({usage_line}; see --help)", cmd.name);
            return EXIT_USAGE;
        }
    };
    // stdout is exactly the result: from here on fd 1 is stderr, so what a
    // pool prints (Python's `print`, R's `cat`, morloc's pools, which
    // inherit fd 1) lands there, and the result goes to a private
    // duplicate of the old stdout, as `mcp` and the HTTP modes do.
    let mut stdout = match crate::sys::rehome_stdout() {
        Ok(f) => f,
        Err(e) => {
            crate::say!("nexus: cannot write to stdout: {e}");
            return EXIT_FAILED;
        }
    };
    // On a terminal, progress shows as a bar on stderr (issue 13).
    let bar = crate::bar::Bar::for_stderr(&manifest.name, &cmd.name).filter(|_| !options.quiet);
    let sink = bar.as_ref().map(|b| b.sink());
    let program = Program::new(Arc::new(manifest), Some(1), None);
    let ctx = crate::dispatch::CallContext {
        sink,
        ..Default::default()
    };
    let result = smol::block_on(program.call_answer(&target, args, &ctx));
    if let Some(bar) = &bar {
        bar.clear();
    }
    program.stop();
    // A clean end leaves /dev/shm as it found it (morloc sessions included).
    crate::shm::release_all();
    let file = options.output_file.as_deref();
    let plain = options.form == OutputForm::Json && !options.pretty && !raw_output;
    let result = match result {
        // A big string, written out of its shared-memory object a slice at
        // a time: never held whole (issue 30).
        Ok(Answer::Object(text)) if plain => return emit_object(&text, file, &mut stdout),
        Ok(Answer::Object(text)) => text
            .to_json(0)
            .map_err(|e| CallError::Crashed(e.to_string())),
        Ok(Answer::Text(text)) => Ok(text),
        Err(e) => Err(e),
    };
    match result {
        Ok(text) if raw_output => emit(&arguments::raw_bytes(&text), file, &mut stdout),
        // The plain form is the text and a newline: no copy of a big
        // result (the newline grows the buffer in place).
        Ok(mut text) if options.form == OutputForm::Json && !options.pretty => {
            text.push('\n');
            emit(text.as_bytes(), file, &mut stdout)
        }
        Ok(text) => match render_result(&text, &target.ret.schema, &options) {
            Ok(bytes) => emit(&bytes, file, &mut stdout),
            Err(e) => {
                crate::say!("nexus: {}: {e}", cmd.name);
                EXIT_FAILED
            }
        },
        Err(CallError::Failed(msg)) => {
            crate::say!("nexus: {} failed: {msg}", cmd.name);
            EXIT_FAILED
        }
        Err(e) => {
            crate::say!("nexus: {}: {e}", cmd.name);
            EXIT_FAILED
        }
    }
}

/// `nexus mcp <program> --http-port P [--http-host H]`, morloc's spelling of
/// MCP over HTTP: the daemon on that port and host, which serves MCP at
/// `/mcp` (and its JSON API beside it). morloc's `--auth-token` would put
/// the token in argv, readable by any local user; it is refused in favour
/// of the environment (`NEXUS_TOKEN`, or morloc's `MORLOC_MCP_TOKEN`).
fn mcp_over_http(args: &[String]) -> i32 {
    let mut daemon_args = Vec::with_capacity(args.len());
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let (name, inline) = match arg.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n, Some(v.to_string())),
            _ => (arg.as_str(), None),
        };
        let renamed = match name {
            "--http-port" => "--port",
            "--http-host" => "--host",
            "--auth-token" => return usage(AUTH_TOKEN_REFUSAL),
            _ => {
                daemon_args.push(arg.clone());
                continue;
            }
        };
        let Some(value) = inline.or_else(|| it.next().cloned()) else {
            return usage(format!("{name} needs a value"));
        };
        daemon_args.push(renamed.to_string());
        daemon_args.push(value);
    }
    crate::daemon::main_with(&daemon_args, Some("MORLOC_MCP_TOKEN"))
}

/// `nexus <program> --mcp-config`: the client entry, as pure JSON on stdout
/// (seed 000 §7.5.7), with absolute paths of the binary and the manifest.
fn mcp_config(program: &str) -> i32 {
    let manifest = match load(program) {
        Ok(m) => m,
        Err(code) => return code,
    };
    let exe = match std::env::current_exe() {
        Ok(e) => e.display().to_string(),
        Err(e) => {
            crate::say!("nexus: cannot find the nexus binary: {e}");
            return EXIT_FAILED;
        }
    };
    // A bare source file is named itself, not its derived manifest in the cache.
    let path = manifest
        .origin
        .as_ref()
        .unwrap_or(&manifest.path)
        .display()
        .to_string();
    print_out(&format!(
        "{{\n  \"mcpServers\": {{\n    {}: {{\n      \"command\": {},\n      \"args\": [\"mcp\", {}]\n    }}\n  }}\n}}\n",
        json::quote(&manifest.name),
        json::quote(&exe),
        json::quote(&path)
    ))
}

/// Quotes a path for a `/bin/sh` single-quoted word.
fn sh_quote(text: &str) -> String {
    format!("'{}'", text.replace('\'', "'\\''"))
}

/// `nexus launcher <program> -o PATH`.
fn launcher(args: &[String]) -> i32 {
    if args.iter().any(|a| a == "--help" || a == "-h") {
        return print_out(LAUNCHER_HELP);
    }
    let (program, out) = match args {
        [p, o, path] if o == "-o" => (p, path),
        [o, path, p] if o == "-o" => (p, path),
        _ => return usage("launcher needs <program> -o PATH"),
    };
    let manifest_path = match crate::programs::locate(program) {
        Ok(p) => p,
        Err(e) => return usage(e),
    };
    if let Err(e) = load(program) {
        return e;
    }
    let exe = match std::env::current_exe() {
        Ok(e) => e,
        Err(e) => {
            crate::say!("nexus: cannot find the nexus binary: {e}");
            return EXIT_FAILED;
        }
    };
    let manifest_text = manifest_path.display().to_string();
    if manifest_text.contains('\'') {
        return usage("the manifest path contains a single quote, which launchers do not support");
    }
    let script = format!(
        "#!/bin/sh\n# launcher written by nexus {}; runs the program with nexus\nexec {} --program {} \"$@\"\n",
        env!("CARGO_PKG_VERSION"),
        sh_quote(&exe.display().to_string()),
        sh_quote(&manifest_text)
    );
    let tmp = format!("{out}.tmp{}", std::process::id());
    let written = std::fs::write(&tmp, script).and_then(|_| {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&tmp, std::fs::Permissions::from_mode(0o755))?;
        std::fs::rename(&tmp, out)
    });
    match written {
        Ok(()) => EXIT_OK,
        Err(e) => {
            let _ = std::fs::remove_file(&tmp);
            crate::say!("nexus: cannot write launcher {out}: {e}");
            EXIT_FAILED
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(words: &[&str]) -> Result<(RunOptions, usize), String> {
        take_run_options(&words.iter().map(|w| w.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn morlocs_nexus_options_are_read_before_the_command() {
        let (o, n) =
            options(&["-pq", "-o", "out.json", "--output-form=jsonl", "cmd", "-p"]).unwrap();
        assert_eq!(n, 4);
        assert!(o.pretty && o.quiet && o.info.is_none());
        assert_eq!(
            (o.output_file.as_deref(), o.form),
            (Some("out.json"), OutputForm::Jsonl)
        );
        let (o, n) = options(&["-fmpk", "-oF", "--keep-null", "cmd"]).unwrap();
        assert_eq!(
            (n, o.form, o.output_file.as_deref()),
            (3, OutputForm::Mpk, Some("F"))
        );
        assert_eq!(options(&["cmd", "-p"]).unwrap(), (RunOptions::default(), 0));
        assert_eq!(options(&[]).unwrap(), (RunOptions::default(), 0));
        let (o, n) = options(&["-p", "--mcp-tools", "ignored"]).unwrap();
        assert_eq!((o.info.as_deref(), n), (Some("--mcp-tools"), 2));
        for (bad, says) in [
            (&["-p", "--print", "c"][..], "given twice"),
            (&["-f", "csv", "c"], "does not write"),
            (&["-f", "xml", "c"], "unknown output form"),
            (&["-o"], "needs a value"),
            (&["-x", "c"], "unknown option -x"),
            (&["-k", "c"], "unknown option -k"),
            (&["-px", "c"], "unknown option -x"),
            (&["--json-help"], "does not have"),
            (&["--bogus", "c"], "unknown option --bogus"),
        ] {
            let e = options(bad).unwrap_err();
            assert!(e.contains(says), "{bad:?}: {e}");
        }
    }

    #[test]
    fn a_mistyped_subcommand_gets_the_nearest_one() {
        assert_eq!(nearest_subcommand("runn"), Some("run"));
        assert_eq!(nearest_subcommand("stats"), Some("status"));
        assert_eq!(nearest_subcommand("deamon"), Some("daemon"));
        assert_eq!(nearest_subcommand("combat"), None);
        assert_eq!(nearest_subcommand("x"), None);
    }

    #[test]
    fn a_result_is_written_in_the_chosen_form() {
        let with = |form, pretty| RunOptions {
            form,
            pretty,
            ..RunOptions::default()
        };
        let list = Schema::parse("aj").unwrap();
        let out = |text: &str, o: &RunOptions| render_result(text, &list, o).unwrap();
        assert_eq!(out("[1,2]", &with(OutputForm::Json, false)), b"[1,2]\n");
        assert_eq!(
            out("[1,2]", &with(OutputForm::Json, true)),
            b"[\n  1,\n  2\n]\n"
        );
        assert_eq!(out("[1,[2]]", &with(OutputForm::Jsonl, true)), b"1\n[2]\n");
        assert_eq!(out("[]", &with(OutputForm::Jsonl, false)), b"");
        assert_eq!(out("[1,2]", &with(OutputForm::Mpk, false)), [0x92, 1, 2]);
        let int = Schema::parse("j").unwrap();
        let o = with(OutputForm::Jsonl, false);
        assert_eq!(render_result("7", &int, &o).unwrap(), b"7\n");
    }

    /// morloc's "literal string" (`quoted: true` on a `Str`): the word as it
    /// is, for a positional, an option and a record group's field; any
    /// other string argument still reads a JSON string as that string.
    #[test]
    fn a_literal_string_takes_the_word_as_it_is() {
        let text = r#"{"name":"m","pools":[{"lang":"py","source":"p.py"}],"commands":[
          {"name":"f","args":[
             {"kind":"pos","schema":"s","quoted":true},
             {"kind":"pos","schema":"s","quoted":false},
             {"kind":"opt","schema":"s","long":"tag","quoted":true,"default":"\"t\""},
             {"kind":"opt","schema":"s","long":"note","default":"\"n\""},
             {"kind":"grp","schema":"m11ks","entries":[
                {"key":"k","arg":{"kind":"opt","schema":"s","long":"k","quoted":true,"default":"\"d\""}}]}
          ],"return":{"schema":"j"}}]}"#;
        let m = crate::manifest::parse(text, "m.json", std::path::Path::new("/m/m.json")).unwrap();
        let words: Vec<String> = [
            r#""a""#, r#""b""#, "--tag", r#""c""#, "--note", r#""e""#, "--k", r#""g""#,
        ]
        .map(String::from)
        .to_vec();
        let values = parse_command_args(&m.commands[0], &words).unwrap();
        let shown: Vec<String> = values.iter().map(json::to_string).collect();
        assert_eq!(
            shown,
            [
                r#""\"a\"""#,
                r#""b""#,
                r#""\"c\"""#,
                r#""e""#,
                r#"{"k":"\"g\""}"#
            ]
        );
        // Defaults are the manifest's values, not words: untouched.
        let values = parse_command_args(&m.commands[0], &["x".into(), "y".into()]).unwrap();
        assert_eq!(json::to_string(&values[2]), r#""t""#);
    }
}
