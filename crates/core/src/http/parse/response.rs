//! The response head (RFC 9112 §4), for nexus's HTTP client: the status
//! line, then the same field rules as a request, with the framing rules
//! for responses (RFC 9112 §6.3).

use super::error::HeadError;
use super::fields::{Field, FieldMeta, parse_fields};
use super::syntax::{Line, is_field_byte, next_line, parse_version};
use super::{Framing, Limits, Status, Version};

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

/// Parses a response head from the start of `buf` (for the client).
///
/// The same line and field rules as [`parse_head`](super::parse_head) apply; `Host` is not
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

#[cfg(test)]
mod tests {
    use super::*;

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
