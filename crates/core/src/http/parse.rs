//! HTTP/1.1 message syntax (RFC 9112) as pure functions over bytes.
//!
//! This file owns every rule about what bytes on the wire mean: the request
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

use std::fmt;

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

/// Longest chunk-size accepted, in hex digits: 16 digits fill a `u64`.
const MAX_CHUNK_SIZE_DIGITS: usize = 16;

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

/// One field line: the name as received, and the value without surrounding
/// whitespace (RFC 9112 §5.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field<'b> {
    /// Field name, a token; compare it case-insensitively.
    pub name: &'b str,
    /// Field value with leading and trailing OWS removed.
    pub value: &'b str,
}

/// A parsed request head, borrowing from the caller's buffer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Head<'b> {
    /// Request method, a token (case-sensitive, RFC 9110 §9.1).
    pub method: &'b str,
    /// Request target in origin-form (`/path?query`) or asterisk-form (`*`).
    pub target: &'b str,
    /// Protocol version.
    pub version: Version,
    /// Field lines in the order received.
    pub fields: Vec<Field<'b>>,
    /// How the body is delimited.
    pub framing: Framing,
    /// Whether the client allows the connection to stay open afterwards
    /// (RFC 9112 §9.3).
    pub keep_alive: bool,
    /// Whether the client sent `Expect: 100-continue` (RFC 9110 §10.1.1).
    pub expect_continue: bool,
}

/// A parsed response head, borrowing from the caller's buffer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResponseHead<'b> {
    /// Protocol version.
    pub version: Version,
    /// Status code, 100 to 599.
    pub status: u16,
    /// Reason phrase; meaningless, kept for display (RFC 9112 §4).
    pub reason: &'b str,
    /// Field lines in the order received.
    pub fields: Vec<Field<'b>>,
    /// How the body is delimited, not knowing the request method: a response
    /// to HEAD has no body whatever this says (RFC 9112 §6.3, rule 1).
    pub framing: Framing,
    /// Whether the server allows the connection to be reused.
    pub keep_alive: bool,
}

/// Why a head was refused. One variant per rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeadError {
    /// The request line exceeds [`Limits::max_request_line_bytes`].
    RequestLineTooLong,
    /// The head exceeds [`Limits::max_head_bytes`].
    HeadTooLarge,
    /// More field lines than [`Limits::max_headers`].
    TooManyHeaders,
    /// A CR not followed by LF (RFC 9112 §2.2).
    BareCr,
    /// A LF not preceded by CR; we do not accept it as a line terminator.
    BareLf,
    /// The request line is not `method SP target SP version` (RFC 9112 §3).
    MalformedRequestLine,
    /// The method is not a token (RFC 9112 §3.1).
    InvalidMethod,
    /// The target contains a byte that is not a visible ASCII character.
    InvalidTarget,
    /// The target is neither origin-form nor asterisk-form with OPTIONS,
    /// or the method is CONNECT (RFC 9112 §3.2.3: authority-form, proxies).
    UnsupportedTargetForm,
    /// The version is not `HTTP/` DIGIT `.` DIGIT (RFC 9112 §2.3).
    InvalidVersion,
    /// A well-formed version other than 1.0 or 1.1.
    UnsupportedVersion,
    /// The status line is not `version SP 3DIGIT SP reason` (RFC 9112 §4).
    InvalidStatusLine,
    /// Whitespace between the start line and the first field (RFC 9112 §2.2).
    WhitespaceBeforeFirstField,
    /// A field line starting with SP or HTAB: obs-fold (RFC 9112 §5.2).
    ObsFold,
    /// A field line without a colon (RFC 9112 §5).
    MissingColon,
    /// A field name that is empty or not a token (RFC 9110 §5.1).
    InvalidFieldName,
    /// Whitespace between a field name and the colon (RFC 9112 §5.1).
    WhitespaceBeforeColon,
    /// NUL or another control byte other than HTAB in a value (RFC 9110 §5.5).
    ControlInValue,
    /// A field value that is not UTF-8.
    ValueNotUtf8,
    /// An HTTP/1.1 request without `Host` (RFC 9112 §3.2).
    MissingHost,
    /// More than one `Host` field line (RFC 9112 §3.2).
    DuplicateHost,
    /// A `Host` value that is not `host [":" port]` (RFC 9112 §3.2).
    InvalidHost,
    /// More than one `Content-Length` field line, even if equal.
    DuplicateContentLength,
    /// A `Content-Length` that is not one or more digits (RFC 9112 §6.3).
    InvalidContentLength,
    /// A `Content-Length` larger than 2^64 - 1.
    ContentLengthOverflow,
    /// A `Content-Length` larger than [`Limits::max_body_bytes`].
    ContentLengthTooLarge,
    /// Both `Transfer-Encoding` and `Content-Length` (RFC 9112 §6.3, rule 3).
    ContentLengthWithTransferEncoding,
    /// `Transfer-Encoding` in an HTTP/1.0 message (RFC 9112 §6.1).
    TransferEncodingInHttp10,
    /// A `Transfer-Encoding` that lists no coding.
    EmptyTransferEncoding,
    /// `chunked` is not the final transfer coding (RFC 9112 §6.3, rule 4).
    ChunkedNotFinal,
    /// `chunked` applied more than once (RFC 9112 §6.1).
    ChunkedRepeated,
    /// A transfer coding other than `chunked` (RFC 9112 §6.1).
    UnsupportedTransferCoding,
}

impl HeadError {
    /// The status code a server answers this error with.
    pub fn status(self) -> u16 {
        use HeadError::*;
        match self {
            RequestLineTooLong => 414,
            HeadTooLarge | TooManyHeaders => 431,
            ContentLengthTooLarge => 413,
            UnsupportedVersion => 505,
            UnsupportedTransferCoding => 501,
            InvalidStatusLine => 502,
            _ => 400,
        }
    }

    /// A short message saying what was wrong.
    pub fn message(self) -> &'static str {
        use HeadError::*;
        match self {
            RequestLineTooLong => "request line too long",
            HeadTooLarge => "request head too large",
            TooManyHeaders => "too many header fields",
            BareCr => "bare CR in head; lines must end with CRLF",
            BareLf => "bare LF in head; lines must end with CRLF",
            MalformedRequestLine => "malformed request line; expected 'METHOD /target HTTP/1.1'",
            InvalidMethod => "method is not a token",
            InvalidTarget => "request target contains a byte that is not visible ASCII",
            UnsupportedTargetForm => {
                "request target must be an absolute path ('/...') or '*' with OPTIONS; CONNECT is for proxies"
            }
            InvalidVersion => "malformed HTTP version",
            UnsupportedVersion => "HTTP version not supported; use HTTP/1.1 or HTTP/1.0",
            InvalidStatusLine => "malformed status line",
            WhitespaceBeforeFirstField => "whitespace before the first header field",
            ObsFold => "obsolete line folding in header field",
            MissingColon => "header field line without a colon",
            InvalidFieldName => "header field name is not a token",
            WhitespaceBeforeColon => "whitespace between header field name and colon",
            ControlInValue => "control character in header field value",
            ValueNotUtf8 => "header field value is not UTF-8",
            MissingHost => "missing Host header",
            DuplicateHost => "more than one Host header",
            InvalidHost => "invalid Host header",
            DuplicateContentLength => "more than one Content-Length header",
            InvalidContentLength => "Content-Length must be decimal digits",
            ContentLengthOverflow => "Content-Length too large to represent",
            ContentLengthTooLarge => "request body too large",
            ContentLengthWithTransferEncoding => "both Transfer-Encoding and Content-Length",
            TransferEncodingInHttp10 => "Transfer-Encoding in an HTTP/1.0 message",
            EmptyTransferEncoding => "empty Transfer-Encoding",
            ChunkedNotFinal => "chunked must be the final transfer coding",
            ChunkedRepeated => "chunked applied more than once",
            UnsupportedTransferCoding => "transfer coding not supported; only chunked is",
        }
    }
}

impl fmt::Display for HeadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for HeadError {}

/// Why a body was refused. One variant per rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BodyError {
    /// The body exceeds [`Limits::max_body_bytes`].
    TooLarge,
    /// A chunk-size line with no hex digits (RFC 9112 §7.1).
    EmptyChunkSize,
    /// A chunk size of more than 16 hex digits.
    ChunkSizeTooLong,
    /// A chunk size followed by something other than an extension or CRLF
    /// (`0x10`, `1g`, `5 `).
    InvalidChunkSize,
    /// A chunk extension with a control byte (RFC 9112 §7.1.1).
    InvalidChunkExtension,
    /// A chunk-size line over [`Limits::max_chunk_line_bytes`].
    ChunkLineTooLong,
    /// Chunk data not followed by CRLF (RFC 9112 §7.1).
    MissingChunkCrlf,
    /// A CR not followed by LF in a chunk line or trailer.
    BareCr,
    /// A LF not preceded by CR in a chunk line or trailer.
    BareLf,
    /// A trailer line that is not a valid field line (RFC 9112 §7.1.2).
    InvalidTrailer,
    /// A trailer section over [`Limits::max_trailer_bytes`].
    TrailerTooLarge,
    /// `Content-Length` or `Transfer-Encoding` in the trailer section
    /// (RFC 9110 §6.5.1: framing fields must not be trailers).
    FramingFieldInTrailer,
    /// The connection closed before the body was complete.
    Truncated,
}

impl BodyError {
    /// The status code a server answers this error with.
    pub fn status(self) -> u16 {
        match self {
            BodyError::TooLarge => 413,
            BodyError::TrailerTooLarge => 431,
            _ => 400,
        }
    }

    /// A short message saying what was wrong.
    pub fn message(self) -> &'static str {
        use BodyError::*;
        match self {
            TooLarge => "request body too large",
            EmptyChunkSize => "empty chunk size",
            ChunkSizeTooLong => "chunk size longer than 16 hex digits",
            InvalidChunkSize => "chunk size is not hexadecimal",
            InvalidChunkExtension => "invalid chunk extension",
            ChunkLineTooLong => "chunk size line too long",
            MissingChunkCrlf => "chunk data not followed by CRLF",
            BareCr => "bare CR in chunked body; lines must end with CRLF",
            BareLf => "bare LF in chunked body; lines must end with CRLF",
            InvalidTrailer => "invalid trailer field",
            TrailerTooLarge => "trailer section too large",
            FramingFieldInTrailer => {
                "Content-Length or Transfer-Encoding in the chunked trailer; send framing fields in the head only"
            }
            Truncated => "connection closed before the body was complete",
        }
    }
}

impl fmt::Display for BodyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for BodyError {}

// ---------------------------------------------------------------------------
// Character classes (RFC 9110 §5.6.2, §5.5; RFC 5234 B.1)

/// The character classes below, one bit each, looked up per byte in
/// [`CLASSES`]: one load and one test a byte, where the rules written out
/// cost a search of a byte list (the `tchar` punctuation) per byte.
const TCHAR: u8 = 1;
const FIELD_BYTE: u8 = 2;
const VISIBLE: u8 = 4;
const HOST_BYTE: u8 = 8;

/// Each byte's classes.
static CLASSES: [u8; 256] = classes();

const fn classes() -> [u8; 256] {
    const fn listed(list: &[u8], b: u8) -> bool {
        let mut i = 0;
        while i < list.len() {
            if list[i] == b {
                return true;
            }
            i += 1;
        }
        false
    }
    let mut table = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        let b = i as u8;
        let mut class = 0;
        // `tchar` (RFC 9110 §5.6.2).
        if b.is_ascii_alphanumeric() || listed(b"!#$%&'*+-.^_`|~", b) {
            class |= TCHAR;
        }
        // A field value's byte: VCHAR, obs-text, SP or HTAB (RFC 9110 §5.5).
        if b == b'\t' || b == b' ' || (b >= 0x21 && b <= 0x7e) || b >= 0x80 {
            class |= FIELD_BYTE;
        }
        // VCHAR: a request target's bytes (RFC 9112 §3.2, RFC 3986).
        if b >= 0x21 && b <= 0x7e {
            class |= VISIBLE;
        }
        // A `Host` value's bytes: reg-name, IP literal and port (RFC 3986 §3.2.2).
        if b.is_ascii_alphanumeric() || listed(b"-._~%!$&'()*+,;=:[]", b) {
            class |= HOST_BYTE;
        }
        table[i] = class;
        i += 1;
    }
    table
}

#[inline(always)]
fn has_class(b: u8, class: u8) -> bool {
    CLASSES[usize::from(b)] & class != 0
}

/// `tchar`: the bytes allowed in a token (RFC 9110 §5.6.2).
#[inline(always)] // a call per byte at opt-level "z" otherwise
fn is_tchar(b: u8) -> bool {
    has_class(b, TCHAR)
}

/// Whether `s` is a token (RFC 9110 §5.6.2): a field name, a method.
pub fn is_token(s: &[u8]) -> bool {
    !s.is_empty() && s.iter().all(|&b| is_tchar(b))
}

/// A byte allowed in a field value: VCHAR, obs-text, SP or HTAB
/// (RFC 9110 §5.5). Everything else is a control byte (NUL, CR, LF, DEL…).
/// Whether `b` may stand in a field value (RFC 9110 §5.5).
#[inline(always)]
pub fn is_field_byte(b: u8) -> bool {
    has_class(b, FIELD_BYTE)
}

#[inline(always)]
fn is_ows(b: u8) -> bool {
    b == b' ' || b == b'\t'
}

fn trim_ows(s: &[u8]) -> &[u8] {
    let start = s.iter().position(|&b| !is_ows(b)).unwrap_or(s.len());
    let end = s.iter().rposition(|&b| !is_ows(b)).map_or(start, |i| i + 1);
    s.get(start..end).unwrap_or_default()
}

/// Splits a comma-separated list value into trimmed, non-empty elements
/// (RFC 9110 §5.6.1: empty elements are ignored).
fn list_elements(value: &str) -> impl Iterator<Item = &str> {
    value
        .split(',')
        .map(|e| e.trim_matches(|c| c == ' ' || c == '\t'))
        .filter(|e| !e.is_empty())
}

// ---------------------------------------------------------------------------
// Lines

enum Line {
    /// A line from the start offset to `end` (exclusive, CRLF excluded);
    /// the next line starts at `next`.
    Complete {
        end: usize,
        next: usize,
    },
    Partial,
}

enum LineError {
    BareCr,
    BareLf,
}

/// Finds the CRLF ending the line that starts at `start` (RFC 9112 §2.2).
/// A CR must be followed by LF and a LF must be preceded by CR.
fn next_line(buf: &[u8], start: usize) -> Result<Line, LineError> {
    let Some(rest) = buf.get(start..) else {
        return Ok(Line::Partial);
    };
    let Some(i) = rest.iter().position(|&b| b == b'\r' || b == b'\n') else {
        return Ok(Line::Partial);
    };
    if rest.get(i) == Some(&b'\n') {
        return Err(LineError::BareLf);
    }
    match rest.get(i + 1) {
        None => Ok(Line::Partial),
        Some(b'\n') => Ok(Line::Complete {
            end: start + i,
            next: start + i + 2,
        }),
        Some(_) => Err(LineError::BareCr),
    }
}

/// The length so far of a line that [`next_line`] found [`Line::Partial`]: a
/// final CR is the first half of the CRLF, not part of the line. (Found by
/// the http fuzz target: counting it refused a line of exactly the limit
/// whose LF had not arrived yet, so the answer depended on packetization.)
fn partial_line_len(rest: &[u8]) -> usize {
    rest.strip_suffix(b"\r").map_or(rest.len(), <[u8]>::len)
}

impl From<LineError> for HeadError {
    fn from(e: LineError) -> Self {
        match e {
            LineError::BareCr => HeadError::BareCr,
            LineError::BareLf => HeadError::BareLf,
        }
    }
}

impl From<LineError> for BodyError {
    fn from(e: LineError) -> Self {
        match e {
            LineError::BareCr => BodyError::BareCr,
            LineError::BareLf => BodyError::BareLf,
        }
    }
}

// ---------------------------------------------------------------------------
// Request head

/// Parses a request head from the start of `buf`.
///
/// On success returns the head and the number of bytes it occupies
/// (including any empty lines before the request line, which RFC 9112 §2.2
/// says a server SHOULD ignore); the body, if any, starts there.
/// Errors are reported as soon as the offending line is complete, so a bad
/// request is refused without waiting for the rest of its head.
pub fn parse_head<'b>(
    buf: &'b [u8],
    limits: &Limits,
) -> Result<Status<(Head<'b>, usize)>, HeadError> {
    let window = &buf[..buf.len().min(limits.max_head_bytes)];
    let out_of_room = buf.len() >= limits.max_head_bytes;
    let mut pos = 0;
    // RFC 9112 §2.2: ignore empty lines received before the request line.
    while window.get(pos..pos + 2) == Some(b"\r\n") {
        pos += 2;
    }
    let (end, next) = match next_line(window, pos)? {
        Line::Complete { end, next } => (end, next),
        Line::Partial if partial_line_len(&window[pos..]) > limits.max_request_line_bytes => {
            return Err(HeadError::RequestLineTooLong);
        }
        Line::Partial if out_of_room => return Err(HeadError::HeadTooLarge),
        Line::Partial => return Ok(Status::Partial),
    };
    if end - pos > limits.max_request_line_bytes {
        return Err(HeadError::RequestLineTooLong);
    }
    let (method, target, version) = parse_request_line(&window[pos..end])?;
    let Status::Complete((fields, consumed)) = parse_fields(window, next, out_of_room, limits)?
    else {
        return Ok(Status::Partial);
    };
    let meta = FieldMeta::collect(&fields)?;
    // RFC 9112 §3.2: an HTTP/1.1 request without Host gets 400.
    if version == Version::Http11 && meta.hosts == 0 {
        return Err(HeadError::MissingHost);
    }
    let framing = request_framing(&meta, version, limits)?;
    let head = Head {
        method,
        target,
        version,
        keep_alive: meta.keep_alive(version),
        // RFC 9110 §10.1.1: a 100-continue expectation in HTTP/1.0 is ignored.
        expect_continue: meta.expect_continue && version == Version::Http11,
        framing,
        fields,
    };
    Ok(Status::Complete((head, consumed)))
}

/// `request-line = method SP request-target SP HTTP-version` (RFC 9112 §3).
/// Exactly one SP separates the parts; no other whitespace is accepted.
fn parse_request_line(line: &[u8]) -> Result<(&str, &str, Version), HeadError> {
    let mut parts = line.splitn(3, |&b| b == b' ');
    let (Some(method), Some(target), Some(version)) = (parts.next(), parts.next(), parts.next())
    else {
        return Err(HeadError::MalformedRequestLine);
    };
    if method.is_empty() || target.is_empty() || version.contains(&b' ') {
        return Err(HeadError::MalformedRequestLine);
    }
    // RFC 9112 §3.1: method = token.
    if !is_token(method) {
        return Err(HeadError::InvalidMethod);
    }
    // RFC 9112 §3.2 / RFC 3986: a URI is visible ASCII only.
    if !target.iter().all(|&b| has_class(b, VISIBLE)) {
        return Err(HeadError::InvalidTarget);
    }
    let version = parse_version(version)?;
    let method = std::str::from_utf8(method).map_err(|_| HeadError::InvalidMethod)?;
    let target = std::str::from_utf8(target).map_err(|_| HeadError::InvalidTarget)?;
    // RFC 9112 §3.2.1 origin-form, §3.2.4 asterisk-form (OPTIONS only).
    // absolute-form and authority-form are for proxies; we are not one.
    // CONNECT always asks for a tunnel (§3.2.3), whatever its target says.
    let origin_form = target.starts_with('/') && method != "CONNECT";
    let asterisk_form = target == "*" && method == "OPTIONS";
    if !origin_form && !asterisk_form {
        return Err(HeadError::UnsupportedTargetForm);
    }
    Ok((method, target, version))
}

/// `HTTP-version = "HTTP/" DIGIT "." DIGIT`, case-sensitive (RFC 9112 §2.3).
fn parse_version(v: &[u8]) -> Result<Version, HeadError> {
    let [b'H', b'T', b'T', b'P', b'/', major, b'.', minor] = *v else {
        return Err(HeadError::InvalidVersion);
    };
    if !major.is_ascii_digit() || !minor.is_ascii_digit() {
        return Err(HeadError::InvalidVersion);
    }
    match (major, minor) {
        (b'1', b'0') => Ok(Version::Http10),
        (b'1', b'1') => Ok(Version::Http11),
        _ => Err(HeadError::UnsupportedVersion),
    }
}

/// Parses field lines from `pos` up to and including the empty line that
/// ends the section. Returns the fields and the offset after that line.
fn parse_fields<'b>(
    window: &'b [u8],
    mut pos: usize,
    out_of_room: bool,
    limits: &Limits,
) -> Result<Status<(Vec<Field<'b>>, usize)>, HeadError> {
    let mut fields = Vec::with_capacity(16);
    loop {
        let (end, next) = match next_line(window, pos)? {
            Line::Complete { end, next } => (end, next),
            Line::Partial if out_of_room => return Err(HeadError::HeadTooLarge),
            Line::Partial => return Ok(Status::Partial),
        };
        if end == pos {
            return Ok(Status::Complete((fields, next)));
        }
        if fields.len() == limits.max_headers {
            return Err(HeadError::TooManyHeaders);
        }
        fields.push(parse_field(&window[pos..end], fields.is_empty())?);
        pos = next;
    }
}

/// `field-line = field-name ":" OWS field-value OWS` (RFC 9112 §5).
fn parse_field(line: &[u8], first: bool) -> Result<Field<'_>, HeadError> {
    if line.first().is_some_and(|&b| is_ows(b)) {
        // RFC 9112 §2.2 (before the first field) and §5.2 (obs-fold):
        // a server MUST reject or unfold; we reject.
        return Err(if first {
            HeadError::WhitespaceBeforeFirstField
        } else {
            HeadError::ObsFold
        });
    }
    let colon = line
        .iter()
        .position(|&b| b == b':')
        .ok_or(HeadError::MissingColon)?;
    let (name, rest) = line.split_at(colon);
    // RFC 9112 §5.1: no whitespace between field name and colon; 400.
    if name.last().is_some_and(|&b| is_ows(b)) {
        return Err(HeadError::WhitespaceBeforeColon);
    }
    if !is_token(name) {
        return Err(HeadError::InvalidFieldName);
    }
    let value = trim_ows(rest.get(1..).unwrap_or_default());
    // RFC 9110 §5.5: CR, LF and NUL are invalid; we refuse every CTL but HTAB.
    if !value.iter().all(|&b| is_field_byte(b)) {
        return Err(HeadError::ControlInValue);
    }
    let name = std::str::from_utf8(name).map_err(|_| HeadError::InvalidFieldName)?;
    let value = std::str::from_utf8(value).map_err(|_| HeadError::ValueNotUtf8)?;
    Ok(Field { name, value })
}

/// What the framing and connection rules need from the field lines.
#[derive(Default)]
struct FieldMeta {
    content_length: Option<u64>,
    transfer_encoding: Option<TransferCodings>,
    hosts: usize,
    close: bool,
    keep_alive_token: bool,
    expect_continue: bool,
}

/// A summary of every coding listed in all `Transfer-Encoding` lines.
#[derive(Default)]
struct TransferCodings {
    count: usize,
    chunked: usize,
    last_is_chunked: bool,
}

impl FieldMeta {
    fn collect(fields: &[Field<'_>]) -> Result<FieldMeta, HeadError> {
        let mut meta = FieldMeta::default();
        for f in fields {
            let name = f.name.as_bytes();
            if name.eq_ignore_ascii_case(b"content-length") {
                // RFC 9112 §6.3 rule 5; we refuse even equal repeats.
                if meta.content_length.is_some() {
                    return Err(HeadError::DuplicateContentLength);
                }
                meta.content_length = Some(parse_content_length(f.value)?);
            } else if name.eq_ignore_ascii_case(b"transfer-encoding") {
                // RFC 9110 §5.3: repeated lines form one list, in order.
                let te = meta
                    .transfer_encoding
                    .get_or_insert_with(TransferCodings::default);
                for coding in list_elements(f.value) {
                    te.count += 1;
                    // RFC 9112 §7: coding names are case-insensitive.
                    te.last_is_chunked = coding.eq_ignore_ascii_case("chunked");
                    te.chunked += usize::from(te.last_is_chunked);
                }
            } else if name.eq_ignore_ascii_case(b"host") {
                meta.hosts += 1;
                if meta.hosts > 1 {
                    return Err(HeadError::DuplicateHost);
                }
                if !is_valid_host(f.value) {
                    return Err(HeadError::InvalidHost);
                }
            } else if name.eq_ignore_ascii_case(b"connection") {
                for option in list_elements(f.value) {
                    meta.close |= option.eq_ignore_ascii_case("close");
                    meta.keep_alive_token |= option.eq_ignore_ascii_case("keep-alive");
                }
            } else if name.eq_ignore_ascii_case(b"expect") {
                meta.expect_continue |= f.value.eq_ignore_ascii_case("100-continue");
            }
        }
        Ok(meta)
    }

    /// RFC 9112 §9.3: HTTP/1.1 persists unless `close`; HTTP/1.0 persists
    /// only with `keep-alive`.
    fn keep_alive(&self, version: Version) -> bool {
        match version {
            Version::Http11 => !self.close,
            Version::Http10 => self.keep_alive_token && !self.close,
        }
    }

    /// The shared `Transfer-Encoding` / `Content-Length` rules of
    /// RFC 9112 §6.1 and §6.3. `None` when neither field is present.
    fn framing_fields(
        &self,
        version: Version,
        max_body: u64,
    ) -> Result<Option<Framing>, HeadError> {
        if let Some(te) = &self.transfer_encoding {
            // §6.3 rule 3: both fields may be a smuggling attempt; refuse.
            if self.content_length.is_some() {
                return Err(HeadError::ContentLengthWithTransferEncoding);
            }
            // §6.1: HTTP/1.0 framing with Transfer-Encoding is faulty.
            if version == Version::Http10 {
                return Err(HeadError::TransferEncodingInHttp10);
            }
            return te.framing().map(Some);
        }
        match self.content_length {
            Some(n) if n > max_body => Err(HeadError::ContentLengthTooLarge),
            Some(n) => Ok(Some(Framing::Length(n))),
            None => Ok(None),
        }
    }
}

impl TransferCodings {
    fn framing(&self) -> Result<Framing, HeadError> {
        if self.count == 0 {
            return Err(HeadError::EmptyTransferEncoding);
        }
        // RFC 9112 §6.3 rule 4: chunked not final → 400.
        if !self.last_is_chunked {
            return Err(HeadError::ChunkedNotFinal);
        }
        // RFC 9112 §6.1: chunked MUST NOT be applied more than once.
        if self.chunked > 1 {
            return Err(HeadError::ChunkedRepeated);
        }
        // RFC 9112 §6.1: an unknown coding SHOULD get 501.
        if self.count > 1 {
            return Err(HeadError::UnsupportedTransferCoding);
        }
        Ok(Framing::Chunked)
    }
}

/// RFC 9112 §6.3 rules 6 and 7 for requests: no body unless framed.
fn request_framing(
    meta: &FieldMeta,
    version: Version,
    limits: &Limits,
) -> Result<Framing, HeadError> {
    Ok(meta
        .framing_fields(version, limits.max_body_bytes)?
        .unwrap_or(Framing::None))
}

/// `Content-Length = 1*DIGIT` (RFC 9110 §8.6). No sign, no list, no spaces.
fn parse_content_length(value: &str) -> Result<u64, HeadError> {
    if value.is_empty() || !value.bytes().all(|b| b.is_ascii_digit()) {
        return Err(HeadError::InvalidContentLength);
    }
    value.bytes().try_fold(0u64, |n, d| {
        n.checked_mul(10)
            .and_then(|n| n.checked_add(u64::from(d - b'0')))
            .ok_or(HeadError::ContentLengthOverflow)
    })
}

/// `Host = uri-host [ ":" port ]` (RFC 9112 §3.2, RFC 3986 §3.2.2): only
/// the characters of a reg-name, an IP literal and a port. An empty value is
/// allowed (RFC 9112 §3.2, target without authority).
fn is_valid_host(value: &str) -> bool {
    value.bytes().all(|b| has_class(b, HOST_BYTE))
}

// ---------------------------------------------------------------------------
// Response head

/// Parses a response head from the start of `buf` (for the client).
///
/// The same line and field rules as [`parse_head`] apply; `Host` is not
/// required. A response with status 1xx, 204 or 304 has no body
/// (RFC 9112 §6.3 rule 1); one with neither `Content-Length` nor
/// `Transfer-Encoding` runs until the connection closes (rule 8).
pub fn parse_response_head<'b>(
    buf: &'b [u8],
    limits: &Limits,
) -> Result<Status<(ResponseHead<'b>, usize)>, HeadError> {
    let window = &buf[..buf.len().min(limits.max_head_bytes)];
    let out_of_room = buf.len() >= limits.max_head_bytes;
    let (end, next) = match next_line(window, 0)? {
        Line::Complete { end, next } => (end, next),
        Line::Partial if out_of_room => return Err(HeadError::HeadTooLarge),
        Line::Partial => return Ok(Status::Partial),
    };
    let (version, status, reason) = parse_status_line(&window[..end])?;
    let Status::Complete((fields, consumed)) = parse_fields(window, next, out_of_room, limits)?
    else {
        return Ok(Status::Partial);
    };
    let meta = FieldMeta::collect(&fields)?;
    let no_body = (100..200).contains(&status) || status == 204 || status == 304;
    let framing = if no_body {
        Framing::None
    } else {
        meta.framing_fields(version, limits.max_body_bytes)?
            .unwrap_or(Framing::Close)
    };
    let head = ResponseHead {
        version,
        status,
        reason,
        keep_alive: meta.keep_alive(version) && framing != Framing::Close,
        framing,
        fields,
    };
    Ok(Status::Complete((head, consumed)))
}

/// `status-line = HTTP-version SP status-code SP [ reason-phrase ]`
/// (RFC 9112 §4).
fn parse_status_line(line: &[u8]) -> Result<(Version, u16, &str), HeadError> {
    let mut parts = line.splitn(3, |&b| b == b' ');
    let (Some(version), Some(code), Some(reason)) = (parts.next(), parts.next(), parts.next())
    else {
        return Err(HeadError::InvalidStatusLine);
    };
    let version = parse_version(version)?;
    let [a, b, c] = *code else {
        return Err(HeadError::InvalidStatusLine);
    };
    if ![a, b, c].iter().all(u8::is_ascii_digit) {
        return Err(HeadError::InvalidStatusLine);
    }
    let status = u16::from(a - b'0') * 100 + u16::from(b - b'0') * 10 + u16::from(c - b'0');
    if !(100..600).contains(&status) || !reason.iter().all(|&b| is_field_byte(b)) {
        return Err(HeadError::InvalidStatusLine);
    }
    let reason = std::str::from_utf8(reason).map_err(|_| HeadError::InvalidStatusLine)?;
    Ok((version, status, reason))
}

// ---------------------------------------------------------------------------
// Body

/// How far a [`BodyDecoder::decode`] call got.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Input bytes used; the rest belong to the caller (the next request, or
    /// a partial line to offer again with more bytes after it).
    pub consumed: usize,
    /// Whether the body is complete.
    pub done: bool,
}

/// An incremental body decoder for one message.
///
/// Its state is a few integers; the bytes stay in the caller's buffer.
#[derive(Clone, Debug)]
pub struct BodyDecoder {
    state: BodyState,
    total: u64,
    max_body: u64,
    max_chunk_line: usize,
    max_trailer: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum BodyState {
    Length { remaining: u64 },
    UntilClose,
    ChunkSize,
    ChunkData { remaining: u64 },
    ChunkDataEnd,
    Trailer { bytes: usize },
    Done,
}

impl BodyDecoder {
    /// A decoder for a body framed as `framing`, bounded by `limits`.
    pub fn new(framing: Framing, limits: &Limits) -> BodyDecoder {
        let state = match framing {
            Framing::None | Framing::Length(0) => BodyState::Done,
            Framing::Length(n) => BodyState::Length { remaining: n },
            Framing::Chunked => BodyState::ChunkSize,
            Framing::Close => BodyState::UntilClose,
        };
        BodyDecoder {
            state,
            total: 0,
            max_body: limits.max_body_bytes,
            max_chunk_line: limits.max_chunk_line_bytes,
            max_trailer: limits.max_trailer_bytes,
        }
    }

    /// Whether the whole body has been decoded.
    pub fn is_done(&self) -> bool {
        self.state == BodyState::Done
    }

    /// Decodes as much of `input` as possible, appending content to `out`.
    pub fn decode(&mut self, input: &[u8], out: &mut Vec<u8>) -> Result<Progress, BodyError> {
        let mut pos = 0;
        while !self.is_done() {
            let used = self.step(input.get(pos..).unwrap_or_default(), out)?;
            if used == 0 && !self.is_done() {
                break;
            }
            pos += used;
        }
        Ok(Progress {
            consumed: pos,
            done: self.is_done(),
        })
    }

    /// Tells the decoder the peer closed the connection. A close-delimited
    /// body is then complete; any other unfinished body is truncated.
    pub fn finish_at_eof(&mut self) -> Result<(), BodyError> {
        match self.state {
            BodyState::Done => Ok(()),
            BodyState::UntilClose => {
                self.state = BodyState::Done;
                Ok(())
            }
            _ => Err(BodyError::Truncated),
        }
    }

    /// One state transition; returns the bytes used (0 = need more input).
    fn step(&mut self, input: &[u8], out: &mut Vec<u8>) -> Result<usize, BodyError> {
        match self.state {
            BodyState::Length { remaining } => {
                let n = self.take(input, remaining, out)?;
                self.state = if remaining == n as u64 {
                    BodyState::Done
                } else {
                    BodyState::Length {
                        remaining: remaining - n as u64,
                    }
                };
                Ok(n)
            }
            BodyState::UntilClose => self.take(input, u64::MAX, out),
            BodyState::ChunkSize => self.chunk_size(input),
            BodyState::ChunkData { remaining } => {
                let n = self.take(input, remaining, out)?;
                self.state = if remaining == n as u64 {
                    BodyState::ChunkDataEnd
                } else {
                    BodyState::ChunkData {
                        remaining: remaining - n as u64,
                    }
                };
                Ok(n)
            }
            BodyState::ChunkDataEnd => self.chunk_data_end(input),
            BodyState::Trailer { bytes } => self.trailer_line(input, bytes),
            BodyState::Done => Ok(0),
        }
    }

    /// Copies up to `limit` bytes of content, enforcing the body bound.
    fn take(&mut self, input: &[u8], limit: u64, out: &mut Vec<u8>) -> Result<usize, BodyError> {
        let n = usize::try_from(limit)
            .unwrap_or(usize::MAX)
            .min(input.len());
        let total = self.total.saturating_add(n as u64);
        if total > self.max_body {
            return Err(BodyError::TooLarge);
        }
        self.total = total;
        out.extend_from_slice(&input[..n]);
        Ok(n)
    }

    /// `chunk-size [ chunk-ext ] CRLF` (RFC 9112 §7.1).
    fn chunk_size(&mut self, input: &[u8]) -> Result<usize, BodyError> {
        let (end, next) = match next_line(input, 0)? {
            Line::Complete { end, next } => (end, next),
            Line::Partial if partial_line_len(input) > self.max_chunk_line => {
                return Err(BodyError::ChunkLineTooLong);
            }
            Line::Partial => return Ok(0),
        };
        if end > self.max_chunk_line {
            return Err(BodyError::ChunkLineTooLong);
        }
        let size = parse_chunk_size(&input[..end])?;
        if size == 0 {
            // RFC 9112 §7.1: last-chunk, then the trailer section.
            self.state = BodyState::Trailer { bytes: 0 };
        } else {
            if self.total.saturating_add(size) > self.max_body {
                return Err(BodyError::TooLarge);
            }
            self.state = BodyState::ChunkData { remaining: size };
        }
        Ok(next)
    }

    /// The CRLF after chunk data (RFC 9112 §7.1).
    fn chunk_data_end(&mut self, input: &[u8]) -> Result<usize, BodyError> {
        match input {
            [b'\r', b'\n', ..] => {
                self.state = BodyState::ChunkSize;
                Ok(2)
            }
            [] | [b'\r'] => Ok(0),
            _ => Err(BodyError::MissingChunkCrlf),
        }
    }

    /// One line of the trailer section, which we check and discard
    /// (RFC 9112 §7.1.2: a recipient MAY discard trailer fields).
    fn trailer_line(&mut self, input: &[u8], bytes: usize) -> Result<usize, BodyError> {
        let room = self.max_trailer.saturating_sub(bytes);
        let (end, next) = match next_line(input, 0)? {
            Line::Complete { end, next } => (end, next),
            Line::Partial if partial_line_len(input) > room => {
                return Err(BodyError::TrailerTooLarge);
            }
            Line::Partial => return Ok(0),
        };
        if end == 0 {
            self.state = BodyState::Done;
            return Ok(next);
        }
        if next > room {
            return Err(BodyError::TrailerTooLarge);
        }
        let field = parse_field(&input[..end], false).map_err(|_| BodyError::InvalidTrailer)?;
        if field.name.eq_ignore_ascii_case("content-length")
            || field.name.eq_ignore_ascii_case("transfer-encoding")
        {
            return Err(BodyError::FramingFieldInTrailer);
        }
        self.state = BodyState::Trailer {
            bytes: bytes + next,
        };
        Ok(next)
    }
}

/// `chunk-size = 1*HEXDIG`, then optional `chunk-ext` (RFC 9112 §7.1,
/// §7.1.1). Extensions are checked against their grammar and ignored.
fn parse_chunk_size(line: &[u8]) -> Result<u64, BodyError> {
    if line.is_empty() {
        return Err(BodyError::EmptyChunkSize);
    }
    let digits = line.iter().take_while(|b| b.is_ascii_hexdigit()).count();
    if digits == 0 {
        return Err(BodyError::InvalidChunkSize);
    }
    if digits > MAX_CHUNK_SIZE_DIGITS {
        return Err(BodyError::ChunkSizeTooLong);
    }
    let (hex, rest) = line.split_at(digits);
    if !rest.is_empty() {
        if skip_ows(rest).first() != Some(&b';') {
            return Err(BodyError::InvalidChunkSize);
        }
        if !is_chunk_ext(rest) {
            return Err(BodyError::InvalidChunkExtension);
        }
    }
    Ok(hex.iter().fold(0u64, |n, &d| (n << 4) | hex_value(d)))
}

fn skip_ows(s: &[u8]) -> &[u8] {
    &s[s.iter().take_while(|&&b| is_ows(b)).count()..]
}

/// `chunk-ext = *( BWS ";" BWS chunk-ext-name [ BWS "=" BWS chunk-ext-val ] )`
/// with `chunk-ext-name = token` and `chunk-ext-val = token / quoted-string`
/// (RFC 9112 §7.1.1). An empty name (`4;`) or value (`4;a=`) is refused.
fn is_chunk_ext(mut rest: &[u8]) -> bool {
    while !rest.is_empty() {
        let Some(after_semi) = skip_ows(rest).strip_prefix(b";") else {
            return false;
        };
        let Some(after_name) = strip_token(skip_ows(after_semi)) else {
            return false;
        };
        rest = after_name;
        if let Some(after_eq) = skip_ows(rest).strip_prefix(b"=") {
            let value = skip_ows(after_eq);
            let Some(after_value) = strip_token(value).or_else(|| strip_quoted(value)) else {
                return false;
            };
            rest = after_value;
        }
    }
    true
}

/// The bytes after a leading non-empty token, if `s` starts with one.
fn strip_token(s: &[u8]) -> Option<&[u8]> {
    let n = s.iter().take_while(|&&b| is_tchar(b)).count();
    (n > 0).then(|| &s[n..])
}

/// The bytes after a leading `quoted-string` (RFC 9110 §5.6.4), if `s`
/// starts with a complete one.
fn strip_quoted(s: &[u8]) -> Option<&[u8]> {
    let mut i = 1;
    if s.first() != Some(&b'"') {
        return None;
    }
    loop {
        match *s.get(i)? {
            b'"' => return s.get(i + 1..),
            b'\\' if s.get(i + 1).is_some_and(|&b| is_field_byte(b)) => i += 2,
            b if b != b'\\' && is_field_byte(b) => i += 1,
            _ => return None,
        }
    }
}

/// The value of a hex digit already checked with `is_ascii_hexdigit`.
fn hex_value(d: u8) -> u64 {
    char::from(d).to_digit(16).map_or(0, u64::from)
}

// ---------------------------------------------------------------------------
// Writing helpers the response writer (nexus's `http::response`) and the client share

/// The path of the request target on the first line of `buf`
/// (`POST /mcp?x HTTP/1.1` gives `/mcp`), when that line is complete and
/// has the request line's three parts; for wording the refusal of a head
/// that did not parse as a whole (a `Content-Length` over the limit, say).
pub fn request_line_path(buf: &[u8]) -> Option<&str> {
    let end = buf.iter().position(|&b| b == b'\n')?;
    let line = &buf[..end];
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    let mut parts = std::str::from_utf8(line).ok()?.split(' ');
    let (_method, target, _version) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() {
        return None;
    }
    Some(target.split_once('?').map_or(target, |(p, _)| p))
}

/// Appends `n` in decimal.
pub fn push_decimal(out: &mut Vec<u8>, mut n: u64) {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    loop {
        i -= 1;
        digits[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.extend_from_slice(&digits[i..]);
}

/// The reason phrase for a status code (RFC 9110 §15); empty if unknown.
pub fn reason_phrase(status: u16) -> &'static str {
    match status {
        100 => "Continue",
        101 => "Switching Protocols",
        200 => "OK",
        201 => "Created",
        202 => "Accepted",
        204 => "No Content",
        301 => "Moved Permanently",
        302 => "Found",
        304 => "Not Modified",
        307 => "Temporary Redirect",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        406 => "Not Acceptable",
        408 => "Request Timeout",
        409 => "Conflict",
        411 => "Length Required",
        413 => "Content Too Large",
        414 => "URI Too Long",
        415 => "Unsupported Media Type",
        417 => "Expectation Failed",
        422 => "Unprocessable Content",
        429 => "Too Many Requests",
        431 => "Request Header Fields Too Large",
        500 => "Internal Server Error",
        501 => "Not Implemented",
        502 => "Bad Gateway",
        503 => "Service Unavailable",
        504 => "Gateway Timeout",
        505 => "HTTP Version Not Supported",
        _ => "",
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_path_of_a_request_line_is_read_without_the_rest_of_the_head() {
        assert_eq!(
            request_line_path(b"POST /mcp?x=1 HTTP/1.1\r\nContent-Length: 99999"),
            Some("/mcp")
        );
        assert_eq!(
            request_line_path(b"GET /health HTTP/1.0\n"),
            Some("/health")
        );
        assert_eq!(request_line_path(b"POST /mcp HTTP/1.1"), None);
        assert_eq!(request_line_path(b"POST  /mcp HTTP/1.1\r\n"), None);
        assert_eq!(request_line_path(b"POST /mcp\r\n"), None);
        assert_eq!(request_line_path(b"\xff /mcp HTTP/1.1\r\n"), None);
    }

    use super::*;

    #[test]
    fn the_class_table_holds_each_rule_as_written() {
        for b in 0..=255u8 {
            let tchar = b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b);
            let field = b == b'\t' || b == b' ' || (0x21..=0x7e).contains(&b) || b >= 0x80;
            let visible = (0x21..=0x7e).contains(&b);
            let host = b.is_ascii_alphanumeric() || b"-._~%!$&'()*+,;=:[]".contains(&b);
            assert_eq!(is_tchar(b), tchar, "tchar {b:#x}");
            assert_eq!(is_field_byte(b), field, "field byte {b:#x}");
            assert_eq!(has_class(b, VISIBLE), visible, "visible {b:#x}");
            assert_eq!(has_class(b, HOST_BYTE), host, "host byte {b:#x}");
        }
    }

    fn head(raw: &[u8]) -> Result<Status<(Head<'_>, usize)>, HeadError> {
        parse_head(raw, &Limits::default())
    }

    fn head_err(raw: &[u8]) -> HeadError {
        match head(raw) {
            Err(e) => e,
            Ok(s) => panic!(
                "expected an error for {:?}, got {s:?}",
                String::from_utf8_lossy(raw)
            ),
        }
    }

    fn complete(raw: &[u8]) -> (Head<'_>, usize) {
        match head(raw) {
            Ok(Status::Complete(h)) => h,
            other => panic!("expected a complete head, got {other:?}"),
        }
    }

    /// A request with the given extra field lines.
    fn req(fields: &str) -> Vec<u8> {
        format!("POST /x HTTP/1.1\r\nHost: a\r\n{fields}\r\n").into_bytes()
    }

    // --- request line (RFC 9112 §3) ---

    #[test]
    fn parses_a_simple_get() {
        let raw = b"GET /health?x=1 HTTP/1.1\r\nHost: localhost\r\nX-A:  b c \r\n\r\nNEXT";
        let (h, n) = complete(raw);
        assert_eq!(n, raw.len() - 4);
        assert_eq!(
            (h.method, h.target, h.version),
            ("GET", "/health?x=1", Version::Http11)
        );
        assert_eq!(
            h.fields[1],
            Field {
                name: "X-A",
                value: "b c"
            }
        );
        assert_eq!(h.framing, Framing::None);
        assert!(h.keep_alive);
    }

    #[test]
    fn reports_partial_until_the_empty_line() {
        let raw = b"GET / HTTP/1.1\r\nHost: a\r\n\r\n";
        for cut in 0..raw.len() {
            assert_eq!(head(&raw[..cut]), Ok(Status::Partial), "cut at {cut}");
        }
        assert!(matches!(head(raw), Ok(Status::Complete(_))));
    }

    #[test]
    fn ignores_empty_lines_before_the_request_line() {
        // RFC 9112 §2.2.
        let (h, n) = complete(b"\r\n\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n");
        assert_eq!((h.method, n), ("GET", 31));
    }

    #[test]
    fn rejects_request_line_too_long_with_414() {
        let limits = Limits {
            max_request_line_bytes: 16,
            ..Limits::default()
        };
        let e = parse_head(b"GET /aaaaaaaaaaaaaaaaaaaa", &limits).unwrap_err();
        assert_eq!((e, e.status()), (HeadError::RequestLineTooLong, 414));
        let e = parse_head(b"GET /aaaaaaaaaaaaaaa HTTP/1.1\r\n", &limits).unwrap_err();
        assert_eq!(e, HeadError::RequestLineTooLong);
    }

    #[test]
    fn rejects_head_too_large_with_431() {
        let limits = Limits {
            max_head_bytes: 64,
            ..Limits::default()
        };
        let mut raw = b"GET / HTTP/1.1\r\nHost: a\r\nX: ".to_vec();
        raw.resize(64, b'a');
        let e = parse_head(&raw, &limits).unwrap_err();
        assert_eq!((e, e.status()), (HeadError::HeadTooLarge, 431));
        // One byte fewer is still a valid prefix.
        assert_eq!(parse_head(&raw[..63], &limits), Ok(Status::Partial));
    }

    #[test]
    fn accepts_a_head_of_exactly_the_limit() {
        let raw = b"GET / HTTP/1.1\r\nHost: a\r\n\r\n";
        let limits = Limits {
            max_head_bytes: raw.len(),
            ..Limits::default()
        };
        assert!(matches!(parse_head(raw, &limits), Ok(Status::Complete(_))));
    }

    #[test]
    fn rejects_too_many_headers_with_431() {
        let limits = Limits {
            max_headers: 3,
            ..Limits::default()
        };
        let ok = b"GET / HTTP/1.1\r\nHost: a\r\nA: 1\r\nB: 2\r\n\r\n";
        assert!(matches!(parse_head(ok, &limits), Ok(Status::Complete(_))));
        let raw = b"GET / HTTP/1.1\r\nHost: a\r\nA: 1\r\nB: 2\r\nC: 3\r\n\r\n";
        let e = parse_head(raw, &limits).unwrap_err();
        assert_eq!((e, e.status()), (HeadError::TooManyHeaders, 431));
    }

    #[test]
    fn rejects_bare_cr_anywhere_in_the_head() {
        // RFC 9112 §2.2.
        assert_eq!(
            head_err(b"GET / HTTP/1.1\rHost: a\r\n\r\n"),
            HeadError::BareCr
        );
        assert_eq!(
            head_err(b"GET / HTTP/1.1\r\nHost: a\rb\r\n\r\n"),
            HeadError::BareCr
        );
        assert_eq!(
            head_err(b"GET / HTTP/1.1\r\nHost: a\r\n\r\r\n"),
            HeadError::BareCr
        );
    }

    #[test]
    fn rejects_bare_lf_as_line_terminator() {
        assert_eq!(head_err(b"GET / HTTP/1.1\nHost: a\n\n"), HeadError::BareLf);
        assert_eq!(
            head_err(b"GET / HTTP/1.1\r\nHost: a\n\r\n"),
            HeadError::BareLf
        );
        assert_eq!(
            head_err(b"GET / HTTP/1.1\r\nHost: a\r\n\n"),
            HeadError::BareLf
        );
    }

    #[test]
    fn rejects_a_bad_line_before_the_head_is_complete() {
        assert_eq!(head_err(b"GET / HTTP/1.1\r\nHost: a\nX"), HeadError::BareLf);
        assert_eq!(
            head_err(b"GET  / HTTP/1.1\r\n"),
            HeadError::MalformedRequestLine
        );
    }

    #[test]
    fn rejects_extra_spaces_in_the_request_line() {
        for raw in [
            &b"GET  / HTTP/1.1\r\nHost: a\r\n\r\n"[..],
            b"GET / HTTP/1.1 \r\nHost: a\r\n\r\n",
            b"GET /  HTTP/1.1\r\nHost: a\r\n\r\n",
            b" GET / HTTP/1.1\r\nHost: a\r\n\r\n",
        ] {
            assert_eq!(head_err(raw), HeadError::MalformedRequestLine);
        }
    }

    #[test]
    fn rejects_a_request_line_with_missing_parts() {
        for raw in [
            &b"GET /\r\n\r\n"[..],
            b"GET\r\n\r\n",
            b"\x20\r\n\r\n",
            b"GET / \r\n\r\n",
        ] {
            let e = head_err(raw);
            assert!(
                matches!(
                    e,
                    HeadError::MalformedRequestLine | HeadError::InvalidVersion
                ),
                "{e:?}"
            );
        }
    }

    #[test]
    fn rejects_a_method_that_is_not_a_token() {
        // RFC 9112 §3.1.
        assert_eq!(
            head_err(b"GE(T / HTTP/1.1\r\nHost: a\r\n\r\n"),
            HeadError::InvalidMethod
        );
        assert_eq!(
            head_err(b"GET\t/ HTTP/1.1\r\nHost: a\r\n\r\n"),
            HeadError::MalformedRequestLine
        );
    }

    #[test]
    fn rejects_control_and_non_ascii_bytes_in_the_target() {
        assert_eq!(
            head_err(b"GET /\x01 HTTP/1.1\r\nHost: a\r\n\r\n"),
            HeadError::InvalidTarget
        );
        assert_eq!(
            head_err(b"GET /\xc3\xa9 HTTP/1.1\r\nHost: a\r\n\r\n"),
            HeadError::InvalidTarget
        );
        assert_eq!(
            head_err(b"GET /\t HTTP/1.1\r\nHost: a\r\n\r\n"),
            HeadError::InvalidTarget
        );
    }

    #[test]
    fn rejects_targets_not_in_origin_form() {
        // RFC 9112 §3.2: absolute-form and authority-form are for proxies.
        for raw in [
            &b"GET http://a/ HTTP/1.1\r\nHost: a\r\n\r\n"[..],
            b"CONNECT a:443 HTTP/1.1\r\nHost: a\r\n\r\n",
            b"GET x HTTP/1.1\r\nHost: a\r\n\r\n",
            // Found by tests/it/http_differential.rs: llhttp takes what follows
            // a CONNECT head for tunnel bytes, we took it for a body.
            b"CONNECT /c HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\n\r\nx",
        ] {
            assert_eq!(head_err(raw), HeadError::UnsupportedTargetForm);
        }
    }

    #[test]
    fn accepts_asterisk_form_only_with_options() {
        // RFC 9112 §3.2.4.
        let (h, _) = complete(b"OPTIONS * HTTP/1.1\r\nHost: a\r\n\r\n");
        assert_eq!(h.target, "*");
        assert_eq!(
            head_err(b"GET * HTTP/1.1\r\nHost: a\r\n\r\n"),
            HeadError::UnsupportedTargetForm
        );
    }

    #[test]
    fn rejects_a_garbage_version_with_400() {
        // RFC 9112 §2.3: HTTP-name is case-sensitive.
        for v in [
            "HTTP/1",
            "HTTP/1.1.1",
            "http/1.1",
            "HTTP/x.1",
            "FOO/1.1",
            "HTTP/11",
        ] {
            let raw = format!("GET / {v}\r\nHost: a\r\n\r\n");
            let e = head_err(raw.as_bytes());
            assert_eq!((e, e.status()), (HeadError::InvalidVersion, 400), "{v}");
        }
    }

    #[test]
    fn rejects_other_well_formed_versions_with_505() {
        for v in ["HTTP/1.2", "HTTP/2.0", "HTTP/0.9"] {
            let raw = format!("GET / {v}\r\nHost: a\r\n\r\n");
            let e = head_err(raw.as_bytes());
            assert_eq!((e, e.status()), (HeadError::UnsupportedVersion, 505), "{v}");
        }
    }

    // --- field lines (RFC 9112 §5) ---

    #[test]
    fn rejects_whitespace_before_the_first_field() {
        // RFC 9112 §2.2.
        let e = head_err(b"GET / HTTP/1.1\r\n Host: a\r\n\r\n");
        assert_eq!(e, HeadError::WhitespaceBeforeFirstField);
    }

    #[test]
    fn rejects_obs_fold() {
        // RFC 9112 §5.2.
        assert_eq!(head_err(&req("X: a\r\n b\r\n")), HeadError::ObsFold);
        assert_eq!(head_err(&req("X: a\r\n\tb\r\n")), HeadError::ObsFold);
    }

    #[test]
    fn rejects_a_field_line_without_colon() {
        assert_eq!(head_err(&req("NoColon\r\n")), HeadError::MissingColon);
    }

    #[test]
    fn rejects_whitespace_between_field_name_and_colon() {
        // RFC 9112 §5.1.
        assert_eq!(
            head_err(&req("Content-Length : 1\r\n")),
            HeadError::WhitespaceBeforeColon
        );
        assert_eq!(
            head_err(&req("X\t: 1\r\n")),
            HeadError::WhitespaceBeforeColon
        );
    }

    #[test]
    fn rejects_field_names_that_are_not_tokens() {
        for line in [": empty\r\n", "X(y): 1\r\n", "X y: 1\r\n", "\u{e9}: 1\r\n"] {
            assert_eq!(
                head_err(&req(line)),
                HeadError::InvalidFieldName,
                "{line:?}"
            );
        }
    }

    #[test]
    fn rejects_nul_in_a_field_value() {
        // RFC 9110 §5.5.
        assert_eq!(head_err(&req("X: a\0b\r\n")), HeadError::ControlInValue);
    }

    #[test]
    fn rejects_control_bytes_other_than_htab_in_a_field_value() {
        for ctl in [0x01u8, 0x0b, 0x0c, 0x1b, 0x1f, 0x7f] {
            let mut raw = b"GET / HTTP/1.1\r\nHost: a\r\nX: a".to_vec();
            raw.extend_from_slice(&[ctl, b'b', b'\r', b'\n', b'\r', b'\n']);
            assert_eq!(head_err(&raw), HeadError::ControlInValue, "{ctl:#x}");
        }
        let (h, _) = complete(b"GET / HTTP/1.1\r\nHost: a\r\nX: a\tb\r\n\r\n");
        assert_eq!(h.fields[1].value, "a\tb");
    }

    #[test]
    fn rejects_a_field_value_that_is_not_utf8() {
        let raw = b"GET / HTTP/1.1\r\nHost: a\r\nX: \xff\xfe\r\n\r\n";
        assert_eq!(head_err(raw), HeadError::ValueNotUtf8);
    }

    #[test]
    fn trims_optional_whitespace_around_values() {
        let (h, _) = complete(b"GET / HTTP/1.1\r\nHost:a\r\nX: \t v \t\r\nY:\r\n\r\n");
        assert_eq!(h.fields[0].value, "a");
        assert_eq!(h.fields[1].value, "v");
        assert_eq!(h.fields[2].value, "");
    }

    // --- Host (RFC 9112 §3.2) ---

    #[test]
    fn rejects_http11_request_without_host() {
        assert_eq!(head_err(b"GET / HTTP/1.1\r\n\r\n"), HeadError::MissingHost);
    }

    #[test]
    fn accepts_http10_request_without_host() {
        let (h, _) = complete(b"GET / HTTP/1.0\r\n\r\n");
        assert_eq!(h.version, Version::Http10);
    }

    #[test]
    fn rejects_a_repeated_host() {
        assert_eq!(head_err(&req("Host: a\r\n")), HeadError::DuplicateHost);
        assert_eq!(
            head_err(b"GET / HTTP/1.0\r\nHost: a\r\nhost: a\r\n\r\n"),
            HeadError::DuplicateHost
        );
    }

    #[test]
    fn rejects_an_invalid_host() {
        for host in ["a b", "a/b", "user@a", "a?b", "a#b"] {
            let raw = format!("GET / HTTP/1.1\r\nHost: {host}\r\n\r\n");
            assert_eq!(head_err(raw.as_bytes()), HeadError::InvalidHost, "{host}");
        }
        for host in [
            "localhost:8080",
            "[::1]:80",
            "127.0.0.1",
            "",
            "xn--bcher-kva.example",
        ] {
            let raw = format!("GET / HTTP/1.1\r\nHost: {host}\r\n\r\n");
            assert!(
                matches!(head(raw.as_bytes()), Ok(Status::Complete(_))),
                "{host}"
            );
        }
    }

    // --- Content-Length (RFC 9112 §6.3, RFC 9110 §8.6) ---

    #[test]
    fn frames_a_body_by_content_length() {
        let raw = req("Content-Length: 0042\r\n");
        assert_eq!(complete(&raw).0.framing, Framing::Length(42));
    }

    #[test]
    fn rejects_repeated_content_length_even_if_equal() {
        let e = head_err(&req("Content-Length: 5\r\nContent-Length: 5\r\n"));
        assert_eq!(e, HeadError::DuplicateContentLength);
    }

    #[test]
    fn rejects_signed_content_length() {
        for v in ["+5", "-5", "-0"] {
            let e = head_err(&req(&format!("Content-Length: {v}\r\n")));
            assert_eq!(e, HeadError::InvalidContentLength, "{v}");
        }
    }

    #[test]
    fn rejects_content_length_list() {
        for v in ["5,5", "5, 5", "5 5"] {
            let e = head_err(&req(&format!("Content-Length: {v}\r\n")));
            assert_eq!(e, HeadError::InvalidContentLength, "{v}");
        }
    }

    #[test]
    fn rejects_non_digit_content_length() {
        for v in ["", "0x10", "1e3", "five", "5.0"] {
            let e = head_err(&req(&format!("Content-Length: {v}\r\n")));
            assert_eq!(e, HeadError::InvalidContentLength, "{v:?}");
        }
    }

    #[test]
    fn rejects_content_length_overflow() {
        let e = head_err(&req("Content-Length: 18446744073709551616\r\n"));
        assert_eq!(e, HeadError::ContentLengthOverflow);
    }

    #[test]
    fn rejects_content_length_over_the_body_limit_with_413() {
        let limits = Limits {
            max_body_bytes: 10,
            ..Limits::default()
        };
        let raw = req("Content-Length: 11\r\n");
        let e = parse_head(&raw, &limits).unwrap_err();
        assert_eq!((e, e.status()), (HeadError::ContentLengthTooLarge, 413));
    }

    // --- Transfer-Encoding (RFC 9112 §6.1, §6.3) ---

    #[test]
    fn rejects_content_length_with_transfer_encoding() {
        let e = head_err(&req("Transfer-Encoding: chunked\r\nContent-Length: 5\r\n"));
        assert_eq!(e, HeadError::ContentLengthWithTransferEncoding);
        let e = head_err(&req("Content-Length: 5\r\nTransfer-Encoding: chunked\r\n"));
        assert_eq!(e, HeadError::ContentLengthWithTransferEncoding);
    }

    #[test]
    fn rejects_transfer_encoding_in_http10() {
        let e = head_err(b"POST / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n");
        assert_eq!(e, HeadError::TransferEncodingInHttp10);
    }

    #[test]
    fn accepts_chunked_in_any_case_with_ows() {
        // RFC 9112 §7: coding names are case-insensitive; OWS is trimmed.
        for v in ["chunked", "Chunked", "CHUNKED", "chunked \t", ", chunked"] {
            let raw = req(&format!("Transfer-Encoding: {v}\r\n"));
            assert_eq!(complete(&raw).0.framing, Framing::Chunked, "{v:?}");
        }
    }

    #[test]
    fn rejects_other_codings_before_chunked_with_501() {
        let e = head_err(&req("Transfer-Encoding: gzip, chunked\r\n"));
        assert_eq!((e, e.status()), (HeadError::UnsupportedTransferCoding, 501));
        let e = head_err(&req(
            "Transfer-Encoding: gzip\r\nTransfer-Encoding: chunked\r\n",
        ));
        assert_eq!(e, HeadError::UnsupportedTransferCoding);
    }

    #[test]
    fn rejects_a_final_coding_other_than_chunked() {
        // RFC 9112 §6.3 rule 4.
        for v in [
            "identity",
            "gzip",
            "chunked, gzip",
            "chunked;q=1",
            "chunked x",
        ] {
            let e = head_err(&req(&format!("Transfer-Encoding: {v}\r\n")));
            assert_eq!((e, e.status()), (HeadError::ChunkedNotFinal, 400), "{v}");
        }
    }

    #[test]
    fn rejects_chunked_applied_twice() {
        // RFC 9112 §6.1.
        let e = head_err(&req("Transfer-Encoding: chunked, chunked\r\n"));
        assert_eq!(e, HeadError::ChunkedRepeated);
        let e = head_err(&req(
            "Transfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n",
        ));
        assert_eq!(e, HeadError::ChunkedRepeated);
    }

    #[test]
    fn rejects_an_empty_transfer_encoding() {
        let e = head_err(&req("Transfer-Encoding: \r\n"));
        assert_eq!(e, HeadError::EmptyTransferEncoding);
        let e = head_err(&req("Transfer-Encoding: , ,\r\n"));
        assert_eq!(e, HeadError::EmptyTransferEncoding);
    }

    // --- connection options (RFC 9112 §9.3, RFC 9110 §10.1.1) ---

    #[test]
    fn http11_keeps_alive_unless_close() {
        assert!(complete(&req("")).0.keep_alive);
        assert!(!complete(&req("Connection: Close\r\n")).0.keep_alive);
        assert!(!complete(&req("Connection: foo, close\r\n")).0.keep_alive);
    }

    #[test]
    fn http10_closes_unless_keep_alive() {
        assert!(!complete(b"GET / HTTP/1.0\r\n\r\n").0.keep_alive);
        assert!(
            complete(b"GET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n")
                .0
                .keep_alive
        );
    }

    #[test]
    fn detects_expect_100_continue_in_http11_only() {
        assert!(complete(&req("Expect: 100-Continue\r\n")).0.expect_continue);
        let raw = b"POST / HTTP/1.0\r\nExpect: 100-continue\r\n\r\n";
        assert!(!complete(raw).0.expect_continue);
    }

    #[test]
    fn every_error_maps_to_a_client_or_server_status_and_a_message() {
        let all = [
            HeadError::RequestLineTooLong,
            HeadError::HeadTooLarge,
            HeadError::UnsupportedVersion,
            HeadError::UnsupportedTransferCoding,
            HeadError::ObsFold,
            HeadError::ContentLengthTooLarge,
        ];
        let statuses: Vec<u16> = all.iter().map(|e| e.status()).collect();
        assert_eq!(statuses, [414, 431, 505, 501, 400, 413]);
        assert!(all.iter().all(|e| !e.message().is_empty()));
        assert_eq!(BodyError::TooLarge.status(), 413);
        assert_eq!(
            BodyError::InvalidChunkSize.to_string(),
            "chunk size is not hexadecimal"
        );
    }

    // --- bodies (RFC 9112 §6, §7.1) ---

    fn decode_all(
        framing: Framing,
        input: &[u8],
        limits: &Limits,
    ) -> Result<(Vec<u8>, Progress), BodyError> {
        let mut d = BodyDecoder::new(framing, limits);
        let mut out = Vec::new();
        let p = d.decode(input, &mut out)?;
        Ok((out, p))
    }

    fn chunked(input: &[u8]) -> Result<(Vec<u8>, Progress), BodyError> {
        decode_all(Framing::Chunked, input, &Limits::default())
    }

    fn chunked_err(input: &[u8]) -> BodyError {
        match chunked(input) {
            Err(e) => e,
            Ok(r) => panic!("expected an error, got {r:?}"),
        }
    }

    #[test]
    fn decodes_a_content_length_body_and_leaves_the_next_request() {
        let (out, p) = decode_all(Framing::Length(5), b"helloGET /", &Limits::default()).unwrap();
        assert_eq!(
            (out.as_slice(), p),
            (
                &b"hello"[..],
                Progress {
                    consumed: 5,
                    done: true
                }
            )
        );
    }

    #[test]
    fn decodes_a_content_length_body_in_pieces() {
        let mut d = BodyDecoder::new(Framing::Length(5), &Limits::default());
        let mut out = Vec::new();
        assert_eq!(
            d.decode(b"he", &mut out),
            Ok(Progress {
                consumed: 2,
                done: false
            })
        );
        assert_eq!(
            d.decode(b"llo!", &mut out),
            Ok(Progress {
                consumed: 3,
                done: true
            })
        );
        assert_eq!(out, b"hello");
    }

    #[test]
    fn decodes_a_chunked_body() {
        let raw = b"5\r\nhello\r\n6\r\n world\r\n0\r\n\r\nNEXT";
        let (out, p) = chunked(raw).unwrap();
        assert_eq!(out, b"hello world");
        assert_eq!(
            p,
            Progress {
                consumed: raw.len() - 4,
                done: true
            }
        );
    }

    #[test]
    fn decodes_a_chunked_body_offered_one_byte_at_a_time() {
        let raw = b"A;x=y\r\n0123456789\r\n0\r\nT: v\r\n\r\n";
        let mut d = BodyDecoder::new(Framing::Chunked, &Limits::default());
        let (mut out, mut pending) = (Vec::new(), Vec::new());
        for &b in raw {
            pending.push(b);
            let p = d.decode(&pending, &mut out).unwrap();
            assert!(p.consumed <= pending.len());
            pending.drain(..p.consumed);
        }
        assert!(d.is_done() && pending.is_empty());
        assert_eq!(out, b"0123456789");
    }

    #[test]
    fn accepts_and_ignores_chunk_extensions() {
        // RFC 9112 §7.1.1.
        let (out, _) = chunked(b"3 ; name=\"v a\"; x\r\nabc\r\n0;last\r\n\r\n").unwrap();
        assert_eq!(out, b"abc");
    }

    #[test]
    fn rejects_a_chunk_extension_without_a_name() {
        // RFC 9112 §7.1.1: chunk-ext-name is a token; llhttp refuses `4;` too.
        for raw in [
            &b"4;\r\nabcd\r\n0\r\n\r\n"[..],
            b"4\r\nabcd\r\n0;\r\n\r\n",
            b"4;=v\r\nabcd\r\n0\r\n\r\n",
            b"4;a;\r\nabcd\r\n0\r\n\r\n",
            b"4;a=b c\r\nabcd\r\n0\r\n\r\n",
            b"4;a=\"x\r\nabcd\r\n0\r\n\r\n",
            b"4;a=\"x\"y\r\nabcd\r\n0\r\n\r\n",
            b"4;a@b\r\nabcd\r\n0\r\n\r\n",
        ] {
            assert_eq!(
                chunked_err(raw),
                BodyError::InvalidChunkExtension,
                "{}",
                String::from_utf8_lossy(raw)
            );
        }
    }

    #[test]
    fn accepts_chunk_extensions_of_every_valid_shape() {
        let raw = b"4;a\r\nabcd\r\n1 ; b = c ;d=\"q \\\" ;\"\r\ne\r\n0;z=1\r\n\r\n";
        assert_eq!(chunked(raw).unwrap().0, b"abcde");
    }

    #[test]
    fn rejects_framing_fields_in_the_trailer() {
        // RFC 9110 §6.5.1: a trailer must not carry framing fields; llhttp
        // refuses them, and a proxy that merged them would be smuggled to.
        for field in ["Content-Length: 5", "transfer-encoding: chunked"] {
            let raw = format!("1\r\na\r\n0\r\n{field}\r\n\r\n");
            assert_eq!(
                chunked_err(raw.as_bytes()),
                BodyError::FramingFieldInTrailer,
                "{field}"
            );
        }
    }

    #[test]
    fn rejects_an_empty_chunk_size_line() {
        assert_eq!(chunked_err(b"\r\nabc\r\n"), BodyError::EmptyChunkSize);
    }

    #[test]
    fn rejects_a_chunk_size_of_more_than_16_hex_digits() {
        assert_eq!(
            chunked_err(b"00000000000000001\r\n"),
            BodyError::ChunkSizeTooLong
        );
    }

    #[test]
    fn rejects_a_0x_prefixed_chunk_size() {
        assert_eq!(
            chunked_err(b"0x5\r\nhello\r\n"),
            BodyError::InvalidChunkSize
        );
    }

    #[test]
    fn rejects_a_non_hex_chunk_size() {
        for raw in [
            &b"g\r\n"[..],
            b"-5\r\n",
            b"+5\r\n",
            b"5g\r\n",
            b" 5\r\n",
            b";x\r\n",
        ] {
            assert_eq!(chunked_err(raw), BodyError::InvalidChunkSize, "{raw:?}");
        }
    }

    #[test]
    fn rejects_whitespace_after_a_chunk_size_without_extension() {
        assert_eq!(chunked_err(b"5 \r\nhello\r\n"), BodyError::InvalidChunkSize);
    }

    #[test]
    fn rejects_control_bytes_in_a_chunk_extension() {
        assert_eq!(
            chunked_err(b"5;a=\x01\r\nhello\r\n"),
            BodyError::InvalidChunkExtension
        );
    }

    #[test]
    fn rejects_a_chunk_size_line_over_the_limit() {
        let limits = Limits {
            max_chunk_line_bytes: 8,
            ..Limits::default()
        };
        let e = decode_all(Framing::Chunked, b"5;aaaaaaa", &limits).unwrap_err();
        assert_eq!(e, BodyError::ChunkLineTooLong);
        let e = decode_all(Framing::Chunked, b"5;aaaaaaa\r\n", &limits).unwrap_err();
        assert_eq!(e, BodyError::ChunkLineTooLong);
        assert!(decode_all(Framing::Chunked, b"5;aaaaaa\r\n", &limits).is_ok());
    }

    #[test]
    fn rejects_missing_crlf_after_chunk_data() {
        assert_eq!(
            chunked_err(b"3\r\nabcd\r\n0\r\n\r\n"),
            BodyError::MissingChunkCrlf
        );
        assert_eq!(chunked_err(b"3\r\nabc\rX"), BodyError::MissingChunkCrlf);
        assert_eq!(
            chunked_err(b"3\r\nabc\n0\r\n\r\n"),
            BodyError::MissingChunkCrlf
        );
    }

    #[test]
    fn rejects_bare_lf_and_bare_cr_in_chunk_lines() {
        assert_eq!(chunked_err(b"3\nabc\r\n"), BodyError::BareLf);
        assert_eq!(chunked_err(b"3\rabc\r\n"), BodyError::BareCr);
        assert_eq!(chunked_err(b"0\r\n\n"), BodyError::BareLf);
    }

    #[test]
    fn accepts_and_ignores_bounded_trailers() {
        // RFC 9112 §7.1.2.
        let raw = b"1\r\na\r\n0\r\nX-Sum: 1\r\nY: 2\r\n\r\nZ";
        let (out, p) = chunked(raw).unwrap();
        assert_eq!(
            (out.as_slice(), p.consumed, p.done),
            (&b"a"[..], raw.len() - 1, true)
        );
    }

    #[test]
    fn rejects_an_invalid_trailer_field() {
        assert_eq!(
            chunked_err(b"0\r\nno colon\r\n\r\n"),
            BodyError::InvalidTrailer
        );
        assert_eq!(
            chunked_err(b"0\r\nX: \x00\r\n\r\n"),
            BodyError::InvalidTrailer
        );
        assert_eq!(
            chunked_err(b"0\r\n folded\r\n\r\n"),
            BodyError::InvalidTrailer
        );
    }

    #[test]
    fn rejects_a_trailer_section_over_the_limit() {
        let limits = Limits {
            max_trailer_bytes: 10,
            ..Limits::default()
        };
        let e = decode_all(Framing::Chunked, b"0\r\nX: 12345678\r\n\r\n", &limits).unwrap_err();
        assert_eq!((e, e.status()), (BodyError::TrailerTooLarge, 431));
        let e = decode_all(Framing::Chunked, b"0\r\nA: 1\r\nB: 2\r\n\r\n", &limits).unwrap_err();
        assert_eq!(e, BodyError::TrailerTooLarge);
        assert!(decode_all(Framing::Chunked, b"0\r\nA: 1\r\n\r\n", &limits).is_ok());
    }

    #[test]
    fn rejects_a_chunked_body_over_the_limit_with_413() {
        let limits = Limits {
            max_body_bytes: 4,
            ..Limits::default()
        };
        let e = decode_all(Framing::Chunked, b"3\r\nabc\r\n2\r\n", &limits).unwrap_err();
        assert_eq!((e, e.status()), (BodyError::TooLarge, 413));
        let e = decode_all(Framing::Chunked, b"ffffffffffffffff\r\n", &limits).unwrap_err();
        assert_eq!(e, BodyError::TooLarge);
    }

    #[test]
    fn rejects_a_close_delimited_body_over_the_limit() {
        let limits = Limits {
            max_body_bytes: 4,
            ..Limits::default()
        };
        let e = decode_all(Framing::Close, b"hello", &limits).unwrap_err();
        assert_eq!(e, BodyError::TooLarge);
    }

    #[test]
    fn reports_truncation_at_eof_except_for_close_delimited_bodies() {
        let mut d = BodyDecoder::new(Framing::Length(3), &Limits::default());
        assert_eq!(d.finish_at_eof(), Err(BodyError::Truncated));
        let mut d = BodyDecoder::new(Framing::Close, &Limits::default());
        let mut out = Vec::new();
        assert_eq!(d.decode(b"abc", &mut out).map(|p| p.done), Ok(false));
        assert_eq!(d.finish_at_eof(), Ok(()));
        assert!(d.is_done());
    }

    // --- response heads (RFC 9112 §4, §6.3) ---

    fn resp_head(raw: &[u8]) -> Result<Status<(ResponseHead<'_>, usize)>, HeadError> {
        parse_response_head(raw, &Limits::default())
    }

    #[test]
    fn parses_a_response_with_content_length() {
        let raw = b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nhi";
        let Ok(Status::Complete((h, n))) = resp_head(raw) else {
            panic!()
        };
        assert_eq!(
            (h.status, h.reason, h.framing, n),
            (200, "OK", Framing::Length(2), raw.len() - 2)
        );
        assert!(h.keep_alive);
    }

    #[test]
    fn treats_a_response_without_length_as_close_delimited() {
        let Ok(Status::Complete((h, _))) = resp_head(b"HTTP/1.1 200 \r\n\r\n") else {
            panic!()
        };
        assert_eq!(
            (h.framing, h.keep_alive, h.reason),
            (Framing::Close, false, "")
        );
    }

    #[test]
    fn gives_1xx_204_and_304_responses_no_body() {
        for code in [100, 204, 304] {
            let raw = format!("HTTP/1.1 {code} X\r\nContent-Length: 5\r\n\r\n");
            let Ok(Status::Complete((h, _))) = resp_head(raw.as_bytes()) else {
                panic!()
            };
            assert_eq!(h.framing, Framing::None, "{code}");
        }
    }

    #[test]
    fn rejects_a_malformed_status_line() {
        for raw in [
            &b"HTTP/1.1 200\r\n\r\n"[..],
            b"HTTP/1.1 20 OK\r\n\r\n",
            b"HTTP/1.1 2000 OK\r\n\r\n",
            b"HTTP/1.1 099 X\r\n\r\n",
            b"HTTP/1.1 600 X\r\n\r\n",
            b"HTTP/1.1 200 O\x01K\r\n\r\n",
        ] {
            assert_eq!(resp_head(raw), Err(HeadError::InvalidStatusLine), "{raw:?}");
        }
    }

    #[test]
    fn response_heads_follow_the_same_framing_rules() {
        let raw = b"HTTP/1.1 200 OK\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n";
        assert_eq!(
            resp_head(raw),
            Err(HeadError::ContentLengthWithTransferEncoding)
        );
        let raw = b"HTTP/1.1 200 OK\r\nX: a\nb\r\n\r\n";
        assert_eq!(resp_head(raw), Err(HeadError::BareLf));
    }
}
