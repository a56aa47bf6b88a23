//! The request head (RFC 9112 §3): the request line, then the field lines
//! and the framing rules for requests. Its tests, the bulk of the parser's,
//! are in `tests.rs` beside this file.

use super::error::HeadError;
use super::fields::{Field, FieldMeta, parse_fields};
use super::syntax::{
    Line, VISIBLE, has_class, is_token, next_line, parse_version, partial_line_len,
};
use super::{Framing, Limits, Status, Version};

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
