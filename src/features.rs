//! What this nexus was built with (issue 42 point 1): the Cargo features
//! compiled in, for `nexus --version` and `nexus --help`, and the refusal
//! of a mode or flag whose feature was left out. The refusal's text is
//! [`missing`] (nexus-runtime's, so the pools say it the same way); this
//! module adds the exit status, 2, as for any usage error.

pub use nexus_runtime::features::missing;

/// Every subsystem feature, and whether this build has it (BUILD.md,
/// "Features"). `test-panic` is not a subsystem and is not listed.
pub const FEATURES: [(&str, bool); 11] = [
    ("http", cfg!(feature = "http")),
    ("lifecycle", cfg!(feature = "lifecycle")),
    ("eval", cfg!(feature = "eval")),
    ("sandbox", cfg!(feature = "sandbox")),
    ("bare", cfg!(feature = "bare")),
    ("morloc", cfg!(feature = "morloc")),
    ("tables", cfg!(feature = "tables")),
    ("slurm", cfg!(feature = "slurm")),
    ("tracing", cfg!(feature = "tracing")),
    ("tasks", cfg!(feature = "tasks")),
    ("fuzz", cfg!(feature = "fuzz")),
];

/// The features compiled in, in [`FEATURES`]' order.
pub fn compiled() -> Vec<&'static str> {
    FEATURES
        .iter()
        .filter(|(_, on)| *on)
        .map(|(name, _)| *name)
        .collect()
}

/// Whether every subsystem is compiled in (the default build).
pub fn all() -> bool {
    FEATURES.iter().all(|(_, on)| *on)
}

/// Each mode (argv's first word) that needs a feature, and that feature.
pub const MODES: [(&str, &str); 17] = [
    ("daemon", "http"),
    ("serve", "lifecycle"),
    ("install", "lifecycle"),
    ("uninstall", "lifecycle"),
    ("list", "lifecycle"),
    ("expose", "lifecycle"),
    ("start", "lifecycle"),
    ("stop", "lifecycle"),
    ("status", "lifecycle"),
    ("logs", "lifecycle"),
    ("eval", "eval"),
    ("__eval", "eval"),
    ("init", "bare"),
    ("check", "bare"),
    ("fuzz", "fuzz"),
    ("__job", "slurm"),
    ("--call-packet", "morloc"),
];

/// `nexus mcp … --http-port P`: MCP over HTTP, which the daemon serves.
pub fn over_http(args: &[String]) -> bool {
    args.iter()
        .any(|a| a == "--http-port" || a.starts_with("--http-port="))
}

/// The feature `args` (a mode and its arguments) needs and this build
/// lacks, with what to call the refused thing (`nexus daemon`).
pub fn lacking(args: &[String]) -> Option<(&'static str, String)> {
    let first = args.first()?.as_str();
    let packet = first == "-c" || (first == "run" && args.iter().any(|a| a == "--call-packet"));
    let needs = match MODES.iter().find(|(mode, _)| *mode == first) {
        Some((_, feature)) => *feature,
        None if packet => "morloc",
        None if first == "mcp" && over_http(args) => "http",
        None => return None,
    };
    let on = FEATURES.iter().any(|(name, on)| *name == needs && *on);
    let what = match needs {
        "morloc" => "--call-packet (morloc's worker)".to_string(),
        "http" if first == "mcp" => "MCP over HTTP (nexus mcp --http-port)".to_string(),
        _ => format!("nexus {first}"),
    };
    (!on).then_some((needs, what))
}

/// Refuses `what` (`nexus daemon`, `--sandbox`, …), which needs `feature`:
/// one line on stderr naming the feature to build with; exit status 2.
pub fn refuse(feature: &str, what: &str) -> i32 {
    crate::say!("{}", missing(feature, what));
    crate::exit::EXIT_USAGE
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_says_what_cargo_compiled_in() {
        assert_eq!(compiled().contains(&"http"), cfg!(feature = "http"));
        assert_eq!(all(), compiled().len() == FEATURES.len());
        assert!(missing("eval", "nexus eval").contains("--features eval"));
        let args = |a: &[&str]| a.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let daemon = lacking(&args(&["daemon", "p"]));
        assert_eq!(daemon.is_some(), !cfg!(feature = "http"));
        let http = lacking(&args(&["mcp", "p", "--http-port", "1"]));
        assert_eq!(
            http.map(|(f, _)| f),
            (!cfg!(feature = "http")).then_some("http")
        );
        assert_eq!(lacking(&args(&["run", "p", "f"])), None);
    }
}
