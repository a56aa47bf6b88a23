//! HTTP/1.1 message syntax (RFC 9112) as pure functions over bytes.
//!
//! This module owns every rule about what bytes on the wire mean: the request
//! and status lines, field lines, message framing (`Content-Length`,
//! `Transfer-Encoding: chunked`) and the response head we write back. It does
//! no I/O, spawns nothing and keeps no hidden state, in the manner of
//! `httparse`:
//!
//! - [`parse_head`] and [`parse_response_head`] take the bytes received so far
//!   and answer [`Status::Complete`] with the number of bytes the head used,
//!   [`Status::Partial`] (call again with more bytes), or an error;
//! - the [`BodyDecoder`] takes whatever body bytes are at hand, appends the
//!   decoded content to the caller's `Vec`, and reports how many input bytes
//!   it consumed; it never consumes more than it was given, and the bytes it
//!   leaves are the caller's to keep and offer again;
//! - every bound is a field of [`Limits`], chosen by the caller.
//!
//! Errors are enums with one variant per rule ([`HeadError`], [`BodyError`]);
//! each knows the status code a server answers with and a short message.
//!
//! The parser is deliberately stricter than RFC 9112 requires where the RFC
//! allows leniency (RFC 9112 §11.2, request smuggling): a bare LF is never a
//! line terminator, obs-fold is rejected rather than unfolded, and a request
//! with both `Transfer-Encoding` and `Content-Length` is refused. The server
//! is an origin server, not a proxy, so only origin-form and asterisk-form
//! request targets are accepted.
//!
//! One idea per file, the parts in the order a message arrives:
//!
//! - this file: the shared vocabulary, [`Limits`] and their defaults,
//!   [`Status`], [`Version`] and [`Framing`];
//! - `syntax`: the pieces every part is made of: character classes, CRLF
//!   lines and the `HTTP-version` token;
//! - `fields`: field lines, and what they say about framing and the
//!   connection;
//! - `head`: the request head; `response`: the response head;
//! - `body`: the body decoder, `Content-Length` and chunked;
//! - `write`: the helpers the response writer and the client share;
//! - `error`: [`HeadError`] and [`BodyError`], one variant per rule.

mod body;
mod error;
mod fields;
mod head;
mod response;
mod syntax;
#[cfg(test)]
mod tests;
mod write;

pub use body::{BodyDecoder, Progress};
pub use error::{BodyError, HeadError};
pub use fields::Field;
pub use head::{Head, parse_head};
pub use response::{ResponseHead, parse_response_head};
pub use syntax::{is_field_byte, is_token};
pub use write::{push_decimal, reason_phrase, request_line_path};

/// Default for [`Limits::max_request_line_bytes`]: 8 KiB.
pub const DEFAULT_MAX_REQUEST_LINE_BYTES: usize = 8 * 1024;
/// Default for [`Limits::max_head_bytes`]: 16 KiB.
pub const DEFAULT_MAX_HEAD_BYTES: usize = 16 * 1024;
/// Default for [`Limits::max_headers`]: 100 field lines.
pub const DEFAULT_MAX_HEADERS: usize = 100;
/// Default for [`Limits::max_body_bytes`]: 65 MiB, a 64 MiB value in its
/// JSON form with 1 MiB for the request around it. The bound is on memory
/// per request (a body is held once while it is read and parsed), not on
/// the size of a value (README, "Limits").
pub const DEFAULT_MAX_BODY_BYTES: u64 = 65 * 1024 * 1024;
/// Default for [`Limits::max_chunk_line_bytes`]: 1 KiB.
pub const DEFAULT_MAX_CHUNK_LINE_BYTES: usize = 1024;
/// Default for [`Limits::max_trailer_bytes`]: 8 KiB.
pub const DEFAULT_MAX_TRAILER_BYTES: usize = 8 * 1024;

/// Every bound the parser enforces. All sizes are in bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Longest request line (method, target and version, without CRLF).
    /// Longer lines are refused with 414 (RFC 9112 §3).
    pub max_request_line_bytes: usize,
    /// Largest head: start line, all field lines and the empty line that ends
    /// them. Larger heads are refused with 431.
    pub max_head_bytes: usize,
    /// Most field lines in a head. More are refused with 431.
    pub max_headers: usize,
    /// Largest body after transfer decoding. Larger bodies are refused with
    /// 413; a `Content-Length` over it is refused before any body is read.
    pub max_body_bytes: u64,
    /// Longest chunk-size line, chunk extensions included, without CRLF
    /// (RFC 9112 §7.1.1 lets a recipient bound extensions).
    pub max_chunk_line_bytes: usize,
    /// Largest trailer section of a chunked body (RFC 9112 §7.1.2).
    pub max_trailer_bytes: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_request_line_bytes: DEFAULT_MAX_REQUEST_LINE_BYTES,
            max_head_bytes: DEFAULT_MAX_HEAD_BYTES,
            max_headers: DEFAULT_MAX_HEADERS,
            max_body_bytes: DEFAULT_MAX_BODY_BYTES,
            max_chunk_line_bytes: DEFAULT_MAX_CHUNK_LINE_BYTES,
            max_trailer_bytes: DEFAULT_MAX_TRAILER_BYTES,
        }
    }
}

/// The outcome of parsing bytes that may not all have arrived yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status<T> {
    /// Parsing finished.
    Complete(T),
    /// The bytes so far are a valid prefix; call again with more.
    Partial,
}

/// The protocol versions we speak (RFC 9112 §2.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Version {
    /// `HTTP/1.0`.
    Http10,
    /// `HTTP/1.1`.
    Http11,
}

impl Version {
    /// The version as it appears on the wire.
    pub fn as_str(self) -> &'static str {
        match self {
            Version::Http10 => "HTTP/1.0",
            Version::Http11 => "HTTP/1.1",
        }
    }
}

/// How the body after a head is delimited (RFC 9112 §6.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Framing {
    /// No body.
    None,
    /// Exactly this many bytes (`Content-Length`).
    Length(u64),
    /// `Transfer-Encoding: chunked`.
    Chunked,
    /// Responses only: the body runs until the connection closes
    /// (RFC 9112 §6.3, rule 8).
    Close,
}
