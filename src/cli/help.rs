//! What nexus says when asked for help: the texts of `nexus --help`,
//! `nexus run --help` and `nexus launcher --help`, and the help a program
//! and each of its commands get, written from the manifest (usage line,
//! arguments with their types, defaults and docstrings, renderings).

use crate::json;
use crate::manifest::{ArgKind, Command, Manifest};
use crate::schema::Schema;

pub(super) const TOP_HELP: &str = "\
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
  nexus fuzz <program> [command…]         call commands with inputs from their schemas; report
                                          wrong types, crashes, hangs, exceptions (nexus fuzz --help)
  nexus --slurm off|auto|on <mode> …      run remote-labelled commands as SLURM jobs: auto (the default,
                                          or NEXUS_SLURM) when sbatch is on PATH
  nexus install|uninstall|list|expose|start|stop|status|logs …   the operator lifecycle
                                          (nexus start --help)

<program> is a program directory, its manifest.json, a launcher script, or a
bare .py or .R file (its functions' signatures and docstrings describe it).
Exit status: 0 ok, 1 the call failed, 2 usage error, 141 stdout was closed
(a pipe whose reader ended, as in `nexus status | head -1`).
";

/// `nexus --help`: [`TOP_HELP`], and in a build without every feature a
/// last paragraph naming those left out (their modes are refused).
pub(super) fn top_help() -> String {
    let left_out: Vec<&str> = crate::features::FEATURES
        .iter()
        .filter(|(_, on)| !*on)
        .map(|(name, _)| *name)
        .collect();
    if left_out.is_empty() {
        return TOP_HELP.to_string();
    }
    format!(
        "{TOP_HELP}\nThis nexus was built without the features {}:\nwhat needs them is refused (BUILD.md, \"Features\"; rebuild with\ncargo build --release --features NAME).\n",
        left_out.join(", ")
    )
}

/// `nexus run --help`.
pub(super) const RUN_HELP: &str = "\
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
pub(super) const LAUNCHER_HELP: &str = "\
usage: nexus launcher <program> -o PATH

Writes an executable script at PATH that runs the program with this nexus
binary: `./combat fighterDamage 15` is `nexus run <program> fighterDamage 15`.
The script names the binary and the manifest by absolute path.
";

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

pub(super) fn metavar_of(arg: &ArgKind, schema: &Schema) -> String {
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
