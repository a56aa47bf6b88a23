//! # nexus-runtime
//!
//! The I/O beneath the dispatcher: everything that starts a process,
//! maps memory, opens a socket or waits on a timer on behalf of a call,
//! and nothing that decides what a call is. Arguments, dispatch, MCP and
//! the modes are in `nexus`, above this crate; the parsers are in
//! `nexus-core`, below it; every `unsafe` block is in `nexus-sys`. A module
//! here cannot reach up to `nexus`: the crate graph has no such edge.
//!
//! `nexus` re-exports these modules under the same names, so
//! `nexus::pool` is `nexus_runtime::pool`.
//!
//! ## The modules, top down
//!
//! A module uses only those below it (or beside it, with no circle).
//! `tests/layers.rs` reads this drawing, as it reads `nexus`'s.
//!
//! ```text
//!  pool  sandbox  slurm              │ pools behind one interface (ours, morloc's); the worker sandbox;
//!                                    │ commands run as SLURM jobs (sbatch, sacct, scancel)
//!  morloc                            │ morloc-built pools: libmorloc's volumes, allocator, process, waits
//!  shm  sweeper  programs            │ our shared-memory objects; the sweeper of a dead nexus's objects;
//!                                    │ finding a program on disk and reading its manifest
//!  source                            │ bare .py / .R files as programs: signatures and docstrings → manifest
//!  deadline                          │ call deadlines that share one timer; how a duration is shown; the
//!                                    │ progress reporter's tick
//!  spans                             │ the span file: a writer thread appending one OTLP line per span
//!  http  exit  ids  stderr_tail      │ HTTP/1.1 (server, client, the responses they write); exit statuses and
//!                                    │ the usage line every mode shares; the ids we mint (sessions, handles,
//!                                    │ tasks: random, prefixed by the replica name); a pool child's stderr
//!  features                          │ the refusal of what this build left out (which feature to build with)
//! ```
//!
//! ## Features
//!
//! `http` (the `http` module), `sandbox`, `bare` (`source`), `morloc`
//! (`morloc`), `slurm` and `tracing` (`spans`) each compile a subsystem
//! in; `nexus` forwards its features of those names (BUILD.md,
//! "Features"). Without `sandbox`, `tracing` or `morloc`, `sandbox`,
//! `spans` and `pool::libmorloc` are small stand-ins (sandbox_off.rs,
//! spans_off.rs, pool/libmorloc_off.rs) with the same names, whose types
//! have no values or whose functions refuse: the code above them needs no
//! `cfg`. A pool or program that needs what was left out is refused with
//! [`features::missing`].

pub use nexus_core::{
    frame, json, json_scan, manifest, morloc_expr, progress, rpc, schema, trace, wire,
};
pub use nexus_sys as sys;

pub mod deadline;
pub mod exit;
pub mod features;
#[cfg(feature = "http")]
pub mod http;
pub mod ids;
#[cfg(feature = "morloc")]
pub mod morloc;
pub mod pool;
pub mod programs;
#[cfg_attr(not(feature = "sandbox"), path = "sandbox_off.rs")]
pub mod sandbox;
pub mod shm;
#[cfg(feature = "slurm")]
pub mod slurm;
#[cfg(feature = "bare")]
pub mod source;
#[cfg_attr(not(feature = "tracing"), path = "spans_off.rs")]
pub mod spans;
pub mod stderr_tail;
pub mod sweeper;
