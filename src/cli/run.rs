//! `nexus run`: morloc's nexus options before the command, the command's
//! help or its call (stdout kept for the result alone, a progress bar on
//! stderr), and the result written in the chosen form, to stdout or a file.

use super::argv::{parse_command_words, take_render};
use super::help::{RUN_HELP, command_help, program_help};
use super::{EXIT_FAILED, EXIT_OK, EXIT_USAGE, load, print_out, program_mode, usage};
use crate::arguments;
use crate::dispatch::{Answer, Program};
use crate::json;
use crate::pool::CallError;
use crate::schema::Schema;
use std::sync::Arc;

/// The form `run` writes a result in (morloc's `-f`/`--output-form`).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
enum OutputForm {
    #[default]
    Json,
    /// A list result one item per line; anything else one line.
    Jsonl,
    /// msgpack, as libmorloc packs the return type.
    Mpk,
    /// morloc's DATA packet: the schema in its metadata, the value in
    /// voidstar.
    Packet,
    /// The same packet as morloc's `-f voidstar` writes it (its header
    /// keeps a shared-memory source for a big result).
    Voidstar,
    /// A table as CSV, a header row first.
    Csv,
    /// A table as an Arrow IPC file.
    Arrow,
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
    /// `--keep-null`: a null result is written (`-f packet`/`voidstar`;
    /// the JSON forms always print `null`).
    keep_null: bool,
    /// `--log-dir DIR`: the run's directory under DIR, with its summary.
    log_dir: Option<String>,
    /// `--summary PATH`: the run's `summary.json` at PATH.
    summary: Option<String>,
}

const OUTPUT_FORMS: &str = "json, jsonl, mpk, voidstar, packet, csv or arrow";

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
            if let Some(refusal) = crate::flags::morloc_debug_flag(&format!("--{name}")) {
                return Err(refusal);
            }
            let short = match name {
                "print" => 'p',
                "quiet" => 'q',
                "output-file" => 'o',
                "output-form" => 'f',
                "keep-null" => 'k',
                "log-dir" => 'L',
                "summary" => 'S',
                "compression-level" => 'z',
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
                "json-help" => return Err(morloc_only(word)),
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
                if !matches!(c, 'p' | 'q' | 'o' | 'f' | 'h' | 'z') {
                    return Err(format!(
                        "unknown option -{c} before the command ({RUN_OPTIONS})"
                    ));
                }
                let rest: String = chars.clone().collect();
                if matches!(c, 'o' | 'f' | 'z') && !rest.is_empty() {
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
                'k' => o.keep_null = true,
                'o' => o.output_file = Some(value()?),
                'f' => o.form = output_form(&value()?)?,
                'L' => o.log_dir = Some(log_flag("--log-dir", value()?)?),
                'S' => o.summary = Some(log_flag("--summary", value()?)?),
                'z' => crate::flags::compression_level(&value()?)?,
                _ => {} // no other switch gets here: refused when read
            }
        }
    }
    Ok((o, i))
}

const RUN_OPTIONS: &str = "options: -p, -o FILE, -f json|jsonl|mpk|voidstar|packet|csv|arrow, -q, --keep-null, --log-dir DIR, --summary PATH, -z 0, --max-depth N";

/// `--log-dir`'s and `--summary`'s value, in a build with `morloc`.
fn log_flag(flag: &str, value: String) -> Result<String, String> {
    match cfg!(feature = "morloc") {
        true if value.is_empty() => Err(format!("{flag} needs a path")),
        true => Ok(value),
        false => Err(crate::features::missing("morloc", flag)),
    }
}

/// The refusal of `--json-help`, the one option of morloc's `run` this
/// nexus lacks, with the way to get what it gives.
fn morloc_only(word: &str) -> String {
    format!(
        "{word} is an option of morloc's nexus that this nexus does not have: for a machine-readable description of the commands, see `nexus <program> --mcp-tools` or `nexus daemon`'s GET /discover"
    )
}

/// Why `-f parquet` is refused: Parquet's Thrift-encoded footer and page
/// encodings need a writer none of our six dependencies provides.
const PARQUET_REFUSAL: &str = "-f parquet needs a Parquet writer (Thrift metadata, page encodings), which this nexus does not have (none of its six dependencies writes Parquet); write -f arrow -o t.arrow and convert, e.g. python3 -c \"import pyarrow.ipc as i, pyarrow.parquet as p; p.write_table(i.open_file('t.arrow').read_all(), 't.parquet')\"";

fn output_form(name: &str) -> Result<OutputForm, String> {
    match name {
        "json" => Ok(OutputForm::Json),
        "jsonl" => Ok(OutputForm::Jsonl),
        "mpk" if !cfg!(feature = "morloc") => Err(crate::features::missing("morloc", "-f mpk")),
        "mpk" => Ok(OutputForm::Mpk),
        "voidstar" | "packet" if !cfg!(feature = "morloc") => {
            Err(crate::features::missing("morloc", &format!("-f {name}")))
        }
        "packet" => Ok(OutputForm::Packet),
        "voidstar" => Ok(OutputForm::Voidstar),
        "csv" | "arrow" | "parquet" if !cfg!(feature = "tables") => {
            Err(crate::features::missing("tables", &format!("-f {name}")))
        }
        "csv" => Ok(OutputForm::Csv),
        "arrow" => Ok(OutputForm::Arrow),
        "parquet" => Err(PARQUET_REFUSAL.into()),
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
            #[cfg(not(feature = "morloc"))]
            return {
                let _ = (ret, value);
                Err(crate::features::missing("morloc", "-f mpk"))
            };
            #[cfg(feature = "morloc")]
            crate::morloc::msgpack::encode(ret, &value)
                .map_err(|e| format!("the result cannot be written as msgpack: {e}"))
        }
        OutputForm::Packet | OutputForm::Voidstar => {
            let value = json::parse(text).map_err(|e| format!("the result is not JSON: {e}"))?;
            // A null result (a Unit, an empty Optional) is no packet at
            // all unless --keep-null, as morloc's nexus suppresses it.
            if matches!(value, json::Value::Null) && !o.keep_null {
                return Ok(Vec::new());
            }
            #[cfg(not(feature = "morloc"))]
            return {
                let _ = (ret, value);
                Err(crate::features::missing("morloc", "-f packet"))
            };
            #[cfg(feature = "morloc")]
            match o.form {
                OutputForm::Voidstar => crate::morloc::packet::voidstar_packet(ret, &value),
                _ => crate::morloc::packet::result_packet(ret, &value),
            }
        }
        OutputForm::Csv | OutputForm::Arrow => {
            #[cfg(not(feature = "tables"))]
            return {
                let _ = (ret, text);
                Err(crate::features::missing("tables", "-f csv"))
            };
            #[cfg(feature = "tables")]
            {
                use crate::morloc::{table, table_csv};
                let declared = match ret.strip() {
                    Schema::Table(cols) => cols.as_slice(),
                    _ => &[],
                };
                let value =
                    json::parse(text).map_err(|e| format!("the result is not JSON: {e}"))?;
                let (cols, rows) =
                    table::from_json_ordered(declared, &value, &table::key_order(text))?;
                Ok(match o.form {
                    OutputForm::Arrow => crate::morloc::table_arrow::write(&cols, rows),
                    _ => table_csv::write(&cols, rows, b','),
                })
            }
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

/// `nexus run [options] <program> [morloc's nexus options] <command>
/// [args…]`: morloc's options go before the program too, as
/// `morloc-nexus run -f packet <program> …` takes them.
pub(super) fn run_mode(args: &[String]) -> i32 {
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
    // Options before the program (the sandbox flag aside), then after it.
    let (before, skip) = match take_run_options(args) {
        Ok((o, n)) if o.info.is_none() => (o, n),
        Ok(_) => return print_out(RUN_HELP),
        Err(e) => return usage(e),
    };
    let args = &args[skip..];
    let (options, taken) = match take_run_options(args.get(1..).unwrap_or_default()) {
        Ok((after, n)) => match merge(before, after) {
            Ok(o) => (o, n),
            Err(e) => return usage(e),
        },
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
    #[cfg(feature = "morloc")]
    let mut log =
        crate::runlog::RunLog::start(options.log_dir.as_deref(), options.summary.as_deref());
    #[cfg(not(feature = "morloc"))]
    let mut log: Option<Never> = None;
    let code = run_command(program, command, &args[2..], &options, &mut log);
    if let Some(log) = log {
        log.finish(code);
    }
    code
}

/// Stands for the run log in a build without `morloc` (never made).
#[cfg(not(feature = "morloc"))]
enum Never {}

#[cfg(not(feature = "morloc"))]
impl Never {
    fn command(&mut self, _: &str) {}
    fn error(&mut self, _: &str) {}
    fn pool_env(&self) -> Vec<(String, String)> {
        Vec::new()
    }
    fn finish(self, _: i32) {}
}

#[cfg(feature = "morloc")]
type Log = crate::runlog::RunLog;
#[cfg(not(feature = "morloc"))]
type Log = Never;

/// The options given before the program and after it, as one set; a
/// switch given in both places is refused as given twice.
fn merge(a: RunOptions, b: RunOptions) -> Result<RunOptions, String> {
    let twice = (a.pretty && b.pretty)
        || (a.quiet && b.quiet)
        || (a.output_file.is_some() && b.output_file.is_some())
        || (a.form != OutputForm::Json && b.form != OutputForm::Json)
        || (a.log_dir.is_some() && b.log_dir.is_some())
        || (a.summary.is_some() && b.summary.is_some());
    if twice {
        return Err("an option was given both before and after the program".into());
    }
    Ok(RunOptions {
        pretty: a.pretty || b.pretty,
        quiet: a.quiet || b.quiet,
        keep_null: a.keep_null || b.keep_null,
        output_file: a.output_file.or(b.output_file),
        form: match a.form {
            OutputForm::Json => b.form,
            form => form,
        },
        log_dir: a.log_dir.or(b.log_dir),
        summary: a.summary.or(b.summary),
        info: b.info,
    })
}

/// Says `message` as `run`'s failure and records it in the run log.
fn failed(log: &mut Option<Log>, code: i32, message: String) -> i32 {
    crate::say!("nexus: {message}");
    if let Some(log) = log {
        log.error(&message);
    }
    code
}

/// The call itself, once the program and the command are named.
fn run_command(
    program: &str,
    command: &str,
    words: &[String],
    options: &RunOptions,
    log: &mut Option<Log>,
) -> i32 {
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
    if words.iter().any(|w| w == "--help" || w == "-h") {
        return print_out(&command_help(&manifest, &cmd));
    }
    if let Some(log) = log.as_mut() {
        log.command(&cmd.name);
    }
    let (render, words) = match take_render(&cmd, words) {
        Ok(pair) => pair,
        Err(e) => return failed(log, EXIT_USAGE, format!("{}: {e}", cmd.name)),
    };
    let target = match arguments::render_target(&manifest, &cmd, render.as_deref(), true) {
        Ok(t) => t.clone(),
        Err(e) => return failed(log, EXIT_USAGE, e),
    };
    // The table forms need a table, as morloc's nexus says (after the call
    // there; before it here, so no pool is started for nothing).
    if matches!(options.form, OutputForm::Csv | OutputForm::Arrow)
        && !matches!(target.ret.schema.strip(), Schema::Table(_))
    {
        return failed(
            log,
            EXIT_FAILED,
            format!(
                "{}: --format=arrow|parquet|csv requires a Table return type ({} returns {})",
                cmd.name,
                cmd.name,
                target.ret.schema.type_name()
            ),
        );
    }
    // A rendering that emits final bytes, or a media type, prints raw.
    let raw_output = target.ret.mime.is_some()
        || cmd
            .terminals
            .iter()
            .any(|t| t.render && t.entry.as_deref() == Some(target.name.as_str()));
    // stdout is exactly the result: from here on fd 1 is stderr, so what a
    // pool prints (Python's `print`, R's `cat`, morloc's pools, which
    // inherit fd 1) lands there, and the result goes to a private
    // duplicate of the old stdout, as `mcp` and the HTTP modes do.
    let mut stdout = match crate::sys::rehome_stdout() {
        Ok(f) => f,
        Err(e) => return failed(log, EXIT_FAILED, format!("cannot write to stdout: {e}")),
    };
    let manifest = Arc::new(manifest);
    let pool_env = log.as_ref().map(|l| l.pool_env()).unwrap_or_default();
    let program = Program::new(manifest.clone(), Some(1), None).with_env(&pool_env);
    // An interpreter the command's pools need and the machine lacks is
    // named before any pool starts (after a usage error, which comes first).
    let missing = program
        .missing_interpreters(Some(&cmd.needed_pools))
        .first()
        .cloned();
    // A table argument (a CSV or JSON file of a million rows) takes as long
    // to read as a pool takes to start, so the command's pool starts while
    // a thread reads the arguments; a start that fails is kept for the
    // call, which reports it as before. Other commands read first.
    let early_start = missing.is_none()
        && target.instances == crate::manifest::Instances::Shared
        && target.pool < manifest.pools.len()
        && cmd
            .args
            .iter()
            .any(|a| matches!(a.schema_ref().strip(), Schema::Table(_)));
    let parsed = std::thread::scope(|scope| {
        let reading = scope.spawn(|| parse_command_words(&cmd, &words));
        if early_start {
            let _ = smol::block_on(program.pool(target.pool));
        }
        reading
            .join()
            .unwrap_or_else(|_| Err("the arguments could not be read".into()))
    });
    let args = match parsed {
        // A table whose columns came in an order goes with that order, as
        // morloc's nexus keeps a CSV header's or a JSON text's.
        Ok((values, orders, tables)) => values
            .into_iter()
            .zip(orders)
            .zip(tables)
            .map(|((v, order), table)| match (table, order.is_empty()) {
                #[cfg(feature = "tables")]
                (Some((cols, rows)), _) => {
                    crate::pool::Arg::Ordered(Box::new(crate::pool::Ordered::Columns(cols, rows)))
                }
                (_, true) => crate::pool::Arg::Value(v),
                #[cfg(feature = "tables")]
                (_, false) => crate::pool::Arg::Ordered(Box::new(crate::pool::Ordered::Value {
                    value: v,
                    order,
                })),
                #[cfg(not(feature = "tables"))]
                (_, false) => crate::pool::Arg::Value(v),
            })
            .collect::<crate::pool::Args>(),
        Err(e) => {
            program.stop();
            crate::shm::release_all();
            // One line (SPEC §3): what was wrong, then the command's usage.
            let help = command_help(&manifest, &cmd);
            let usage_line = help.lines().next().unwrap_or("");
            return failed(
                log,
                EXIT_USAGE,
                format!("{}: {e} ({usage_line}; see --help)", cmd.name),
            );
        }
    };
    if let Some(missing) = missing {
        return failed(log, EXIT_FAILED, missing);
    }
    // On a terminal, progress shows as a bar on stderr (issue 13).
    let bar = crate::bar::Bar::for_stderr(&manifest.name, &cmd.name).filter(|_| !options.quiet);
    let sink = bar.as_ref().map(|b| b.sink());
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
        Ok(text) => match render_result(&text, &target.ret.schema, options) {
            Ok(bytes) => emit(&bytes, file, &mut stdout),
            Err(e) => failed(log, EXIT_FAILED, format!("{}: {e}", cmd.name)),
        },
        Err(CallError::Failed(msg)) => {
            failed(log, EXIT_FAILED, format!("{} failed: {msg}", cmd.name))
        }
        Err(e) => failed(log, EXIT_FAILED, format!("{}: {e}", cmd.name)),
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
        if cfg!(feature = "morloc") {
            let (o, n) = options(&["-fmpk", "-oF", "--keep-null", "cmd"]).unwrap();
            assert_eq!(
                (n, o.form, o.output_file.as_deref()),
                (3, OutputForm::Mpk, Some("F"))
            );
        } else {
            let e = options(&["-fmpk", "cmd"]).unwrap_err();
            assert!(e.contains("\"morloc\" feature"), "{e}");
        }
        assert_eq!(options(&["cmd", "-p"]).unwrap(), (RunOptions::default(), 0));
        if cfg!(feature = "tables") {
            let (o, n) =
                options(&["--log-dir=L", "--summary", "S", "-z0", "-f", "csv", "c"]).unwrap();
            assert_eq!(n, 6);
            assert_eq!(
                (o.log_dir.as_deref(), o.summary.as_deref()),
                (Some("L"), Some("S"))
            );
            assert_eq!(o.form, OutputForm::Csv);
            let (o, _) = options(&["-f", "voidstar", "--keep-null", "c"]).unwrap();
            assert!(o.keep_null && o.form == OutputForm::Voidstar);
        }
        assert_eq!(options(&[]).unwrap(), (RunOptions::default(), 0));
        let (o, n) = options(&["-p", "--mcp-tools", "ignored"]).unwrap();
        assert_eq!((o.info.as_deref(), n), (Some("--mcp-tools"), 2));
        for (bad, says) in [
            (&["-p", "--print", "c"][..], "given twice"),
            (&["-f", "xml", "c"], "csv or arrow"),
            (
                &["-f", "parquet", "c"],
                if cfg!(feature = "tables") {
                    "Parquet writer"
                } else {
                    "\"tables\" feature"
                },
            ),
            (&["-z", "3", "c"], "zstd"),
            (&["-z1", "c"], "zstd"),
            (&["-z", "x", "c"], "not a compression level"),
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
        if cfg!(feature = "morloc") {
            assert_eq!(out("[1,2]", &with(OutputForm::Mpk, false)), [0x92, 1, 2]);
        }
        let int = Schema::parse("j").unwrap();
        let o = with(OutputForm::Jsonl, false);
        assert_eq!(render_result("7", &int, &o).unwrap(), b"7\n");
    }
}
