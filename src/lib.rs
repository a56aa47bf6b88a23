//! # nexus
//!
//! A small, auditable runtime that serves multi-language function *programs*
//! (a `manifest.json` plus Python and R pool sources) as a command-line tool,
//! an MCP server over stdio, an HTTP daemon (JSON API and MCP), and a
//! multi-program front end with sandboxed `eval`.
//!
//! ## The path a request takes
//!
//! ```text
//!  transport        adapter          dispatcher        pools            shared memory
//!  ---------        -------          ----------        -----            -------------
//!  cli (argv)  ─┐
//!  stdio lines ─┼─> mcp::Adapter ─> Program::call* ─> pool::Pool ─fd3─> worker ─┐
//!  http (/mcp) ─┘   (JSON-RPC)      validate, fill    workers, or     (py / R)  │ payloads ≥ inline_size
//!  http (/call) ───────────────────> defaults, route   morloc's socket <─fd4─────┘ travel via /dev/shm
//! ```
//!
//! ## The crates
//!
//! The workspace is cut where the imports already pointed one way, so the
//! compiler keeps the direction rather than a text scan:
//!
//! ```text
//!  nexus           │ this crate: argv, the modes, MCP, eval, dispatch, arguments (src/)
//!     │            │
//!  nexus-runtime   │ the I/O beneath the dispatcher: pools (ours, morloc's), shared memory,
//!     │            │ the sweeper, the sandbox, SLURM, bare source files, HTTP/1.1 server
//!     │            │ and client, deadlines, spans (crates/runtime)
//!  nexus-core      │ pure functions over bytes: JSON, JSON-RPC, schemas, both pool wires,
//!                  │ morloc's codecs, manifests, HTTP parsing, trace context (crates/core);
//!                  │ depends on miniserde alone, so it can do no I/O
//!  nexus-sys       │ every `unsafe` block, behind safe functions named for their system
//!                  │ calls (crates/sys); rustix alone
//! ```
//!
//! An arrow down is a dependency; there is none up (cargo refuses a
//! cycle). `nexus-sys` is used by `nexus-runtime` and `nexus`. The
//! workspace's lints forbid `unsafe_code` in every crate but `nexus-sys`.
//! `nexus` re-exports the modules of the crates below under their old
//! names (`nexus::json`, `nexus::pool`), so a path reads the same from
//! anywhere. `crates/fuzz-checks`, the fuzz targets' invariants, is test
//! code: nothing shipped depends on it.
//!
//! Everything that parses bytes (JSON-RPC framing, HTTP heads and bodies,
//! packets, schemas, manifests) is in `nexus-core`, pure, fuzzed and
//! unit-tested; I/O lives at the edges (`nexus-runtime`, the mode
//! modules).
//!
//! ## The modules, top down
//!
//! This crate's own modules. Imports point one way: a module uses only
//! those below it (or beside it, with no circle), and everything here may
//! use the crates below. Each row
//! is a layer: its modules left of `│`, what they do right of it (a row
//! with nothing left of `│` goes on describing the row above).
//! `tests/layers.rs` reads this drawing (and those of `nexus-runtime` and
//! `nexus-core`) and fails when the code disagrees with it: inside one
//! crate, no crate boundary can say it.
//!
//! ```text
//!  cli  check  bar  fuzz             │ argv → a mode; nexus init / check; the progress bar of nexus run;
//!                                    │ nexus fuzz (inputs from schemas, findings shrunk, replay files)
//!  worker                            │ a SLURM job's side: nexus __job, morloc's --call-packet worker
//!  serve  daemon  mcp_stdio  manage  │ the modes: front end, one program over HTTP, MCP over stdio, lifecycle
//!  container                         │ the engine behind start --container: podman/docker lines, their errors
//!  http_modes  flags  runlog         │ what the HTTP modes share: token/Origin/Host guard, clients and their
//!                                    │ catalogs (--tokens), MCP sessions, their flags; the flags every
//!                                    │ serving mode shares (--sandbox, instances, morloc's -z); the run
//!                                    │ record of --log-dir and --summary
//!  mcp  eval                         │ the transport-free MCP adapter (mcp::versions: versions and eras;
//!                                    │ mcp::program: a program's tools; mcp::content: result content;
//!                                    │ mcp::tasks: the tasks extension's records);
//!                                    │ the eval language and its sandbox
//!  instances                         │ opening and releasing private and keyed instances (MCP and JSON API)
//!  dispatch                          │ run a call: admission, route it to a pool or an instance, check the result
//!  arguments                         │ a command's call surface: arguments mapped, defaulted, checked; its
//!                                    │ JSON Schema; renderings (pure)
//!  features                          │ the features compiled in; the refusal of a mode or flag left out
//! ```
//!
//! ## Features
//!
//! Each subsystem is a Cargo feature, all on by default (BUILD.md,
//! "Features"): `http` (daemon, MCP over HTTP, the HTTP server and
//! client), `lifecycle` (install … logs and the front end, `serve`),
//! `eval`, `sandbox`, `bare` (`.py` / `.R` files, `check`, `init`),
//! `morloc` (libmorloc pools and codecs, the `--call-packet` worker),
//! `tables`, `slurm`, `tracing`, `tasks` and `fuzz` (`nexus fuzz`). A feature left out takes its
//! modules with it here and in the crates below (which get it forwarded),
//! and whatever needed it is refused with one line naming it
//! ([`features::refuse`]). `cargo build --no-default-features` still runs
//! and serves a manifest program with our own pools (`nexus run`,
//! `nexus mcp`).
//!
//! Threads: smol's executor runs the connection and call tasks; async-io
//! runs its reactor; blocking work (stdin when it is a file or terminal)
//! gets a thread of its own. Each pool worker is a child process; a second
//! child, `nexus __sweep`, outlives the nexus only to unlink its shared
//! memory.
//!
//! ## What we deliberately leave out
//!
//! - No TLS: bind loopback, or put a TLS proxy in front (seed 001).
//! - No async runtime beyond smol, no serde, no HTTP or JSON-RPC framework.
//! - No compiler: programs are hand-written manifests, morloc's output, or
//!   a bare `.py` / `.R` file whose signatures and docstrings are read
//!   (with `ast` and `parse()`, never executed) into the same manifest.
//! - No sockets between the nexus and its own pools: pipes on fds 3 and 4
//!   only. Pools that morloc built speak libmorloc's protocol over their
//!   Unix sockets, one connection per call (`morloc`).
//! - No signal handlers: cleanup after SIGINT, SIGTERM or SIGKILL is done
//!   by the sweeper child, which notices the nexus's end on a pipe.

pub use nexus_core::{
    frame, json, json_scan, manifest, morloc_expr, progress, rpc, schema, tokens, trace, wire,
};
#[cfg(feature = "http")]
pub use nexus_runtime::http;
#[cfg(feature = "morloc")]
pub use nexus_runtime::morloc;
#[cfg(feature = "slurm")]
pub use nexus_runtime::slurm;
#[cfg(feature = "bare")]
pub use nexus_runtime::source;
pub use nexus_runtime::{
    deadline, exit, ids, pool, programs, sandbox, say, say_text, shm, spans, stderr_tail, sweeper,
};
pub use nexus_sys as sys;

pub mod arguments;
pub mod bar;
#[cfg(feature = "bare")]
pub mod check;
pub mod cli;
#[cfg(feature = "lifecycle")]
pub mod container;
#[cfg(feature = "http")]
pub mod daemon;
pub mod dispatch;
#[cfg(feature = "eval")]
pub mod eval;
pub mod features;
pub mod flags;
#[cfg(feature = "fuzz")]
pub mod fuzz;
#[cfg(feature = "http")]
pub mod http_modes;
pub mod instances;
#[cfg(feature = "lifecycle")]
pub mod manage;
pub mod mcp;
pub mod mcp_stdio;
#[cfg(feature = "morloc")]
pub mod runlog;
#[cfg(feature = "lifecycle")]
pub mod serve;
#[cfg(any(feature = "slurm", feature = "morloc"))]
pub mod worker;
