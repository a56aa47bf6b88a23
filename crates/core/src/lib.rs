//! # nexus-core
//!
//! The pure half of nexus: functions from bytes to values and back, with
//! no runtime, no sockets, no processes and no `unsafe`. Everything a
//! client or a pool sends nexus is first read by a function of this crate,
//! so this is what the fuzz targets drive (`fuzz/`, through the checks in
//! `crates/fuzz-checks`), and what an auditor reads to know how input is
//! judged.
//!
//! The crate depends on miniserde alone. `nexus` (the runtime: pools,
//! dispatch, MCP, the HTTP server and the modes) re-exports these modules
//! under the same names, so `nexus::json` is `nexus_core::json`.
//!
//! ## The modules, top down
//!
//! A module uses only those below it:
//!
//! ```text
//!  manifest                     │ program manifests: read, validated (finding them on disk is nexus's)
//!  morloc_expr                  │ pure morloc commands' expression trees
//!  morloc                       │ libmorloc's packets, voidstar, msgpack and Arrow tables, as bytes
//!  json_scan  progress          │ a JSON text checked against its schema over its bytes; progress and
//!                               │ log reports, their coalescing and their SSE text
//!  tokens                       │ the tokens file: clients, their secrets, the tools each may use
//!  schema  wire  trace  rpc  lp │ morloc schema strings; our pool wire; W3C trace context and OTLP
//!                               │ spans; JSON-RPC 2.0 framing; morloc's length-prefixed daemon requests
//!  json  frame  http            │ JSON values, the reader and writers; the 32-byte header both pool
//!                               │ wires share; the HTTP/1.1 request and response-head parser
//! ```
//!
//! Every public item is documented; the crate denies `missing_docs`.
//!
//! Features (BUILD.md, "Features"; `nexus` forwards its own): `morloc`
//! compiles `morloc` (libmorloc's packets, voidstar, msgpack), `tables`
//! its `table`, `tracing` the OTLP encoding in `trace`.

#![deny(missing_docs)]

pub mod frame;
pub mod http;
pub mod json;
pub mod json_scan;
pub mod lp;
pub mod manifest;
#[cfg(feature = "morloc")]
pub mod morloc;
pub mod morloc_expr;
pub mod progress;
pub mod rpc;
pub mod schema;
pub mod tokens;
pub mod trace;
pub mod wire;
