//! # nexus-fuzz-checks
//!
//! The invariants our fuzz targets check, one `check_<target>` per target.
//!
//! This crate owns nothing at run time and ships in nothing: it exists so
//! that the cargo-fuzz targets in `fuzz/` and the corpus replay in
//! `tests/replay.rs` call the very same code, through the public API of
//! `nexus-core` (the pure parsers) and `nexus` (the MCP adapter, argument
//! mapping, the response writer, eval and the morloc allocator). Each
//! function takes arbitrary bytes, drives one parser with them, and panics
//! (naming the broken rule) when an invariant does not hold. A check never
//! panics merely because the input is invalid: rejecting bad input is the
//! parsers' job, and the checks verify *how* they reject it.
//!
//! The invariants, in short, by module:
//!
//! - `rpc`: framing does not depend on how the stream is chunked and agrees
//!   with a one-line reference model; every line gets exactly one well-formed
//!   JSON-RPC reply from the MCP adapter, or none for a notification, a
//!   response or a blank line; a reply echoes the request's id byte for byte
//!   (a null id is refused) and an error carries the code its rule demands
//!   (a line past the nesting limit: -32600, or -32602 for deep params).
//! - `schema`: a schema that parses prints back to the same text, reparses to
//!   the same value, and renders as valid JSON Schema text.
//! - `manifest`: parsing never panics; an error is one line naming the file;
//!   an accepted manifest's tool list is valid JSON.
//! - `packet`: the splitter never claims more bytes than it was given, the
//!   payload lies inside the packet, and headers survive encode/decode.
//! - `http`: the head parser never claims more bytes than it was given; the
//!   body framer never consumes more than it was given and never yields a
//!   body for a rejected request.
//! - `eval`: the expression parser never panics; an error's position lies
//!   in the text and its line and column agree with its offset; an accepted
//!   expression prints to text that parses back and prints the same; the
//!   type checker never panics on it.
//! - `morloc` (targets `voidstar`, `msgpack`, `table`, `table_out`) and `alloc`:
//!   - `voidstar`: decoding untrusted voidstar bytes against a schema never
//!     panics and stays in budget; what decodes encodes back to bytes that
//!     decode to the same value; relptrs resolve inside the buffer or fail;
//!     a morloc packet header above its bound is refused; the shared-memory
//!     allocator, run by the input as a script, never hands out a block
//!     outside the volume or overlapping another (`alloc`).
//!   - `msgpack`: decoding untrusted msgpack against a schema never panics,
//!     stays in budget and errs in one line; what decodes fits the schema
//!     and survives encode/decode; a strict prefix of an accepted input is
//!     refused; a result file name is accepted only inside the session
//!     directory.
//!   - `table`: reading morloc's table layout never panics and never reads
//!     past the region (bytes after it change nothing, a cut one is
//!     refused); what reads writes back to the same bytes' columns
//!     (write∘read is the identity) and prints as JSON; JSON rows or columns
//!     that convert write and read back to the same columns; CSV never
//!     panics.
//!   - `table_out`: a table written as `run -f csv` writes it reads back
//!     with its header and row count; as `-f arrow` writes it, the file has
//!     Arrow's frame.
//! - `lp`: morloc's length-prefixed daemon protocol: the first byte tells a
//!   length prefix from HTTP exactly when the prefix is accepted; a frame
//!   reads back to its bytes; a request is refused in one line in morloc's
//!   words, or read as a JSON object (`args` handed on as sent, inside the
//!   message) that agrees with the whole JSON reading; reply envelopes are
//!   JSON echoing the id.
//! - `tokens`: reading a tokens file never panics; an error is one line
//!   and shows no token; accepted clients are valid and unique, and read
//!   back the same when written again.
//! - `json` (targets `json_scan`, `json_read`) and `oracle`:
//!   - `json_scan`: the byte-level check of a JSON text against its schema
//!     never panics (depth bombs included) and never vouches for a text the
//!     tree-building path refuses; every value the tree path accepts,
//!     written compactly, it accepts too.
//!   - `json_read`: our JSON reader (`nexus_core::json`, `json/read.rs`)
//!     never panics (depth bombs included) and gives miniserde's answer
//!     (with exact floats, the `oracle`) on every text: the same value, or a
//!     refusal from both.

// Empty without the `checks` feature (Cargo.toml says why).
#![cfg(feature = "checks")]

mod alloc;
mod eval;
mod http;
mod json;
mod lp;
mod manifest;
mod morloc;
mod oracle;
mod packet;
mod rpc;
mod schema;
mod support;
mod tokens;

pub use eval::check_eval;
pub use http::{check_http, check_traceparent};
pub use json::{check_json_read, check_json_scan};
pub use lp::check_lp;
pub use manifest::check_manifest;
pub use morloc::{check_msgpack, check_table, check_table_out, check_voidstar};
pub use packet::check_packet;
pub use rpc::{check_rpc, check_rpc_replies};
pub use schema::check_schema;
pub use tokens::check_tokens;
