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
//! The modules share one process: helpers that name scratch paths after
//! `std::process::id()` add a tag of their own, and no test sets an
//! environment variable or a signal disposition of the process.

#[path = "../common/mod.rs"]
mod common;

mod big;
mod daemon_http;
mod daemon_recovery;
mod daemon_sdk;
mod depth;
mod eval;
mod frontend;
mod http_differential;
mod instances;
mod mcp_2026;
mod mcp_interop;
mod mcp_sdk;
mod mcp_stdio;
mod morloc_interop;
mod morloc_msgpack;
mod morloc_parity;
mod morloc_tables;
mod newcomer;
mod newcomer_values;
mod progress;
mod pure;
mod readme;
mod release_panic;
mod render;
mod replicas;
mod sandbox;
mod slowloris;
mod slurm;
mod source;
mod spine;
mod static_root;
mod tasks;
mod tracing;
