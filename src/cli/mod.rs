//! The command line: subcommand routing, `nexus run`, program help, and
//! launchers. Usage errors exit 2 with one line saying what was wrong; a
//! failed call exits 1 with the function's message on stderr.
//!
//! One idea per file: this one routes argv to a mode (the subcommands, the
//! program paths, `--slurm`, the version) and answers the program-level
//! switches (`--mcp-tools`, `--mcp-config`, MCP over HTTP); `run` is
//! `nexus run` (morloc's options, the call, the result's forms); `argv`
//! turns a command's words into call values; `help` holds the help texts
//! and writes a program's and a command's; `launcher` writes launcher
//! scripts.

mod argv;
mod help;
mod launcher;
mod run;

pub use argv::{MAX_STDIN_BYTES, parse_cli_value, parse_command_args, parse_command_words};
pub use help::{command_help, program_help};

use crate::json;
use crate::manifest::Manifest;
use help::top_help;
use launcher::launcher;
use run::run_mode;

pub use crate::exit::{
    EXIT_CLOSED_STDOUT, EXIT_FAILED, EXIT_OK, EXIT_USAGE, print_out, usage, write_out,
};

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
    "fuzz",
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
        crate::say_text!("{}", top_help());
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
    // A mode whose feature was left out is refused here; the arms below
    // that would run it are compiled only with it.
    if let Some((feature, what)) = crate::features::lacking(rest) {
        return crate::features::refuse(feature, &what);
    }
    match first.as_str() {
        "--help" | "-h" | "help" => print_out(&top_help()),
        "--version" | "-V" => print_out(&format!("{}\n", version_for(&args))),
        // morloc's dev branch (still 0.98.2): the ABI its launchers and
        // pools check, unchanged since 0.98.
        "--abi-version" => print_out(&format!("{}\n", crate::flags::MORLOC_ABI_VERSION)),
        "__sandbox" => crate::sandbox::main(&rest[1..]),
        "__sweep" => crate::sweeper::run_sweeper(rest.get(1).map(String::as_str).unwrap_or("")),
        #[cfg(feature = "slurm")]
        "__job" => crate::worker::job_main(&rest[1..]),
        #[cfg(feature = "morloc")]
        "--call-packet" | "-c" => crate::worker::packet_main(rest),
        #[cfg(feature = "morloc")]
        "run" if rest.iter().any(|a| a == "--call-packet") => {
            crate::worker::packet_main(&rest[1..])
        }
        "run" => run_mode(&rest[1..]),
        #[cfg(feature = "http")]
        "mcp" if crate::features::over_http(rest) => mcp_over_http(&rest[1..]),
        "mcp" => crate::mcp_stdio::main(&rest[1..]),
        #[cfg(feature = "http")]
        "daemon" => crate::daemon::main(&rest[1..]),
        #[cfg(feature = "eval")]
        "eval" => crate::eval::main(&rest[1..]),
        #[cfg(feature = "eval")]
        "__eval" => crate::eval::sandbox_main(&rest[1..]),
        #[cfg(feature = "lifecycle")]
        "serve" => crate::serve::main(&rest[1..]),
        #[cfg(feature = "fuzz")]
        "fuzz" => crate::fuzz::main(&rest[1..]),
        #[cfg(feature = "lifecycle")]
        "install" | "uninstall" | "list" | "expose" | "start" | "stop" | "status" | "logs" => {
            crate::manage::main(first, &rest[1..])
        }
        "launcher" => launcher(&rest[1..]),
        #[cfg(feature = "bare")]
        "init" => crate::check::init(&rest[1..]),
        #[cfg(feature = "bare")]
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
        set_slurm_mode(&value)?;
        out.drain(at..at + n);
        break;
    }
    Ok(out)
}

/// Sets the SLURM mode (`crate::slurm`); refused without the `slurm` feature.
fn set_slurm_mode(value: &str) -> Result<(), String> {
    #[cfg(feature = "slurm")]
    return crate::slurm::parse_mode(value).map(crate::slurm::set_mode);
    #[cfg(not(feature = "slurm"))]
    Err(crate::features::missing(
        "slurm",
        &format!("--slurm {value}"),
    ))
}

/// `--version`'s line: morloc's (`morloc-nexus 0.98.2`, as morloc's dev
/// branch prints it) when this binary was started as `morloc-nexus` (a
/// user who swapped it in under that name, for morloc's launchers, gets
/// what their tools check), ours otherwise.
fn version_for(args: &[String]) -> String {
    let name = args
        .first()
        .map(|a| a.rsplit('/').next().unwrap_or(a))
        .unwrap_or("");
    match name == "morloc-nexus" {
        true => format!("morloc-nexus {}", crate::flags::MORLOC_VERSION),
        false => version_line(),
    }
}

/// `nexus 0.1.0 (static)`: the version, and whether the C library is
/// linked in (a static build runs in an empty root) or loaded at start.
/// A build without every feature lists those it has:
/// `nexus 0.1.0 (dynamic; features: http, bare)`.
pub fn version_line() -> String {
    let linkage = if cfg!(target_feature = "crt-static") {
        "static"
    } else {
        "dynamic"
    };
    let version = env!("CARGO_PKG_VERSION");
    if crate::features::all() {
        return format!("nexus {version} ({linkage})");
    }
    let features = crate::features::compiled();
    let listed = match features.is_empty() {
        true => "none".to_string(),
        false => features.join(", "),
    };
    format!("nexus {version} ({linkage}; features: {listed})")
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

#[cfg(feature = "http")]
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mistyped_subcommand_gets_the_nearest_one() {
        assert_eq!(nearest_subcommand("runn"), Some("run"));
        assert_eq!(nearest_subcommand("stats"), Some("status"));
        assert_eq!(nearest_subcommand("deamon"), Some("daemon"));
        assert_eq!(nearest_subcommand("combat"), None);
        assert_eq!(nearest_subcommand("x"), None);
    }
}
