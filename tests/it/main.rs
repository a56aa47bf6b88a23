//! The integration tests, one binary (issue 41 point 5): each file here was
//! a test binary of its own, and each re-linked the library and recompiled
//! `tests/common/mod.rs`. Every module keeps its old file's name, so
//! `cargo test --test it daemon_http::` runs what `--test daemon_http` ran.
//!
//! Separate binaries remain where a file's tests are about this process
//! itself or are changed elsewhere: `tests/hardening.rs` (pipes this
//! process makes and closes, whose read end a child forked by another test
//! thread must never hold), and `tests/audit.rs`, `tests/layers.rs` and
//! `tests/fuzz_replay.rs` (source scans and the fuzz corpora, no binary).
//!
//! Each module that needs a Cargo feature (BUILD.md, "Features") is
//! compiled only with it; a module that drives several subsystems at
//! once needs them all (the default build). So `cargo test
//! --no-default-features --features F --test it` compiles for every F,
//! and runs what that build can serve; `features` checks every build's
//! refusals (scripts/features.sh runs it for each feature set).
//!
//! The modules share one process: helpers that name scratch paths after
//! `std::process::id()` add a tag of their own, and no test sets an
//! environment variable or a signal disposition of the process.

// A build without every feature leaves some helpers unused.
#[cfg_attr(
    not(all(
        feature = "http",
        feature = "lifecycle",
        feature = "eval",
        feature = "sandbox",
        feature = "bare",
        feature = "morloc",
        feature = "tables",
        feature = "slurm",
        feature = "tracing",
        feature = "tasks",
        feature = "fuzz"
    )),
    allow(dead_code)
)]
#[path = "../common/mod.rs"]
mod common;

#[cfg(feature = "http")]
mod big;
#[cfg(all(feature = "lifecycle", feature = "bare"))]
mod container;
#[cfg(feature = "http")]
mod daemon_recovery;
#[cfg(all(feature = "http", feature = "bare"))]
mod daemon_sdk;
mod features;
#[cfg(feature = "http")]
mod http_differential;
#[cfg(feature = "http")]
mod instances;
#[cfg(all(feature = "http", feature = "bare"))]
mod mcp_2026;
#[cfg(all(feature = "http", feature = "bare"))]
mod mcp_interop;
#[cfg(feature = "bare")]
mod mcp_sdk;
#[cfg(feature = "morloc")]
mod morloc_msgpack;
#[cfg(feature = "http")]
mod release_panic;
#[cfg(feature = "http")]
mod slowloris;
#[cfg(all(feature = "tasks", feature = "slurm", feature = "http"))]
mod tasks;
#[cfg(all(feature = "tracing", feature = "lifecycle"))]
mod tracing;

/// Declares modules that drive several subsystems at once, each compiled
/// only with every feature (the default build).
macro_rules! with_every_feature {
    ($($module:ident),* $(,)?) => {
        $(
            #[cfg(all(
                feature = "http",
                feature = "lifecycle",
                feature = "eval",
                feature = "sandbox",
                feature = "bare",
                feature = "morloc",
                feature = "tables",
                feature = "slurm",
                feature = "tracing",
                feature = "tasks",
                feature = "fuzz"
            ))]
            mod $module;
        )*
    };
}

with_every_feature!(
    catalog,
    daemon_http,
    daemon_lp,
    depth,
    eval,
    frontend,
    fuzz_cmd,
    mcp_stdio,
    morloc_flags,
    morloc_interop,
    morloc_parity,
    morloc_tables,
    newcomer,
    newcomer_values,
    progress,
    pure,
    readme,
    render,
    replicas,
    sandbox,
    slurm,
    source,
    spine,
    static_root,
);
