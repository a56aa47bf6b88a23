//! JSON values and writers, and the nesting limit on JSON from outside.
//!
//! Parsing is our own reader's (`json/read.rs`: iterative, miniserde's
//! answers on every input; the drop of miniserde's `Value` is iterative too).
//! But a `Value`'s `Clone` and `Debug` are recursive, and so is every walk
//! that follows a value, so [`parse`] refuses text nested deeper than the
//! process's nesting limit ([`max_depth`]) before it builds anything: a byte
//! scan ([`too_deep`]) counts `[` and `{` outside strings. Every JSON text
//! from outside (HTTP bodies, stdio lines, command-line values, eval
//! requests, pool results) goes through [`parse`], and manifests (the
//! operator's files) through [`parse_limited`] at [`MAX_DEPTH_CEILING`], so
//! nothing deeper than the ceiling reaches recursive code.
//!
//! Writing goes through small helpers that keep object keys in the order we
//! choose, because miniserde's `Object` is a sorted map and protocol replies
//! read better in the order the specs show them. [`member_raw`] reads one
//! member of an object as the exact text it was sent as, for JSON-RPC ids.
//!
//! The parts, each a file under `json/`:
//!
//! - `parse`: [`parse`] and its variants, and why a text is refused;
//! - `read`: our reader, which they call (iterative, one pass);
//! - `limits`: the nesting limit and [`too_deep`], its byte scan;
//! - `write`: compact text, string literals, ordered objects;
//! - `raw`: arrays and objects read as raw member texts, never parsed;
//! - `value`: accessors of a parsed value;
//! - `bytes`: the byte classes and the fast plain-run scan they all share.
//!
//! Every item is re-exported here, so `json::X` is the one path to it.

pub use miniserde::json::{Array, Number, Object, Value};

mod bytes;
mod limits;
mod parse;
mod raw;
mod read;
mod value;
mod write;

pub use bytes::{find_byte, plain_len};
pub use limits::{
    DEFAULT_MAX_DEPTH, MAX_DEPTH_CEILING, MAX_DEPTH_ENV, max_depth, max_depth_from_env,
    parse_max_depth, set_max_depth, too_deep,
};
pub use parse::{
    ENVELOPE_ROOM, ParseError, TAKE_OVER, Unrepresentable, number, parse, parse_limited,
    parse_member, parse_member_within, parse_owned, parse_owned_taking, take_span,
};
pub use raw::{Members, array_items, key_is, member_raw, plain_string, pretty, raw_members};
pub use value::{get, get_str, kind_name, string_list};
pub use write::{Obj, array_of_raw, push_quoted, quote, quote_owned, shown, to_string};
