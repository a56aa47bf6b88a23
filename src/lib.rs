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
//! Everything that parses bytes (JSON-RPC framing, HTTP heads and bodies,
//! packets, schemas, manifests, eval syntax) is a pure function with no I/O,
//! so it can be fuzzed and unit-tested; I/O lives at the edges (`pool`,
//! `http::server`, the mode modules), and every system call that needs
//! `unsafe` is in `sys`, the one module allowed it.
//!
//! ## The modules, top down
//!
//! Imports point one way: a module uses only those below it (or beside it,
//! with no circle). Each row is a layer: its modules left of `│`, what they
//! do right of it (a row with nothing left of `│` goes on describing the
//! row above). `tests/layers.rs` reads this drawing and fails when the code
//! disagrees with it.
//!
//! ```text
//!  cli  check  bar                   │ argv → a mode; nexus init / check; the progress bar of nexus run
//!  worker                            │ a SLURM job's side: nexus __job, morloc's --call-packet worker
//!  serve  daemon  mcp_stdio  manage  │ the modes: front end, one program over HTTP, MCP over stdio, lifecycle
//!  http_modes  flags                 │ what the HTTP modes share: token/Origin/Host guard, MCP sessions, their
//!                                    │ flags; the flags every serving mode shares (--sandbox, instances)
//!  mcp  eval                         │ the transport-free MCP adapter (mcp::versions: versions and eras;
//!                                    │ mcp::program: a program's tools; mcp::content: result content;
//!                                    │ mcp::tasks: the tasks extension's records);
//!                                    │ the eval language and its sandbox
//!  instances                         │ opening and releasing private and keyed instances (MCP and JSON API)
//!  dispatch                          │ run a call: admission, route it to a pool or an instance, check the result
//!  arguments                         │ a command's call surface: arguments mapped, defaulted, checked; its
//!                                    │ JSON Schema; renderings (pure)
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
//! ```
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
    frame, json, json_scan, manifest, morloc_expr, progress, rpc, schema, trace, wire,
};
pub use nexus_sys as sys;

pub mod arguments;
pub mod bar;
pub mod check;
pub mod cli;
pub mod daemon;
pub mod deadline;
pub mod dispatch;
pub mod eval;
pub mod exit;
pub mod flags;
pub mod http;
pub mod http_modes;
pub mod ids;
pub mod instances;
pub mod manage;
pub mod mcp;
pub mod mcp_stdio;
pub mod morloc;
pub mod pool;
pub mod programs;
pub mod sandbox;
pub mod serve;
pub mod shm;
pub mod slurm;
pub mod source;
pub mod spans;
pub mod stderr_tail;
pub mod sweeper;
pub mod worker;
