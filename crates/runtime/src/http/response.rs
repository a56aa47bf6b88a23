//! The responses nexus's HTTP server writes: [`Response`] (what a handler
//! returns, a buffer or a [`BodyStream`] of chunks) and [`write_response`],
//! which frames one for the connection (RFC 9112 §4, §6, §9.3).
//!
//! It lives beside the server, not with the pure parser in
//! `nexus_core::http::parse`, because a streamed body is a smol channel:
//! the parser's crate has no runtime to hold one.

use nexus_core::http::parse::{Version, is_field_byte, is_token, push_decimal, reason_phrase};
use std::borrow::Cow;

/// A response a handler returns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Response {
    /// When set, the content is not `body` but what arrives on this stream,
    /// written as it comes (chunked; close-delimited to HTTP/1.0) until the
    /// sender closes it. The server drops the stream when the client goes
    /// away, which is how the producer learns of it.
    pub stream: Option<BodyStream>,
    /// Status code, 100 to 599.
    pub status: u16,
    /// Extra header fields. The writer owns `Content-Length`,
    /// `Transfer-Encoding`, `Connection` and `Date`, and drops any of those
    /// given here, as well as any field that would split the response
    /// (RFC 9112 §11.1). Fixed names and values are borrowed, not copied.
    pub headers: Vec<(Cow<'static, str>, Cow<'static, str>)>,
    /// Content.
    pub body: Vec<u8>,
}

impl Response {
    /// An empty response with this status.
    pub fn new(status: u16) -> Response {
        Response {
            stream: None,
            status,
            headers: Vec::new(),
            body: Vec::new(),
        }
    }

    /// A JSON response; `body` must already be JSON text.
    pub fn json(status: u16, body: impl Into<String>) -> Response {
        Response {
            stream: None,
            status,
            headers: vec![("Content-Type".into(), "application/json".into())],
            body: body.into().into_bytes(),
        }
    }

    /// `{"status":"error","error":"<message>"}` with this status.
    pub fn error(status: u16, message: &str) -> Response {
        Response::json(status, Response::error_json(message))
    }

    /// The body of [`Response::error`]: `{"status":"error","error":"<message>"}`.
    pub fn error_json(message: &str) -> String {
        let quoted = miniserde::json::to_string(message);
        format!("{{\"status\":\"error\",\"error\":{quoted}}}")
    }

    /// Adds a header field: a fixed name, and a value borrowed when it is
    /// fixed too.
    pub fn with_header(
        mut self,
        name: &'static str,
        value: impl Into<Cow<'static, str>>,
    ) -> Response {
        self.headers.push((name.into(), value.into()));
        self
    }
}

/// The content of a streamed [`Response`]: chunks as the producer sends
/// them, and its length when known beforehand (then it is framed by
/// `Content-Length`, and a producer that ends short or sends more closes
/// the connection).
#[derive(Clone, Debug)]
pub struct BodyStream(pub smol::channel::Receiver<Vec<u8>>, pub Option<u64>);

impl PartialEq for BodyStream {
    fn eq(&self, other: &BodyStream) -> bool {
        self.0.same_channel(&other.0)
    }
}

impl Eq for BodyStream {}

/// How to frame a response on the connection.
#[derive(Clone, Copy, Debug)]
pub struct WriteOptions<'a> {
    /// The request's version: decides how keep-alive is announced.
    pub version: Version,
    /// Whether the connection stays open after this response.
    pub keep_alive: bool,
    /// A response to HEAD: the head announces the body's length but the body
    /// is not sent (RFC 9110 §9.3.2).
    pub head_only: bool,
    /// An IMF-fixdate for the `Date` field (RFC 9110 §6.6.1), if any.
    pub date: Option<&'a str>,
}

/// Appends the response's bytes to `out`, ready for one write.
///
/// The status line always says HTTP/1.1 (RFC 9110 §6.2). `Content-Length`
/// frames every response that may have content (not 1xx, 204 or 304,
/// RFC 9110 §8.6). `Connection: close` is sent when the connection will
/// close; `Connection: keep-alive` only to an HTTP/1.0 client that asked for
/// it (RFC 9112 §9.3, §C.2.2).
pub fn write_response(resp: &Response, opts: &WriteOptions<'_>, out: &mut Vec<u8>) {
    let status = if (100..600).contains(&resp.status) {
        resp.status
    } else {
        500
    };
    out.extend_from_slice(b"HTTP/1.1 ");
    push_decimal(out, u64::from(status));
    out.push(b' ');
    out.extend_from_slice(reason_phrase(status).as_bytes());
    out.extend_from_slice(b"\r\n");
    if let Some(date) = opts.date {
        push_field(out, "Date", date);
    }
    for (name, value) in &resp.headers {
        if is_writable_field(name, value, opts.date.is_some()) {
            push_field(out, name, value);
        }
    }
    let has_content = !(status < 200 || status == 204 || status == 304);
    let length = match &resp.stream {
        Some(BodyStream(_, known)) => *known,
        None => Some(resp.body.len() as u64),
    };
    match length {
        Some(n) if has_content => {
            out.extend_from_slice(b"Content-Length: ");
            push_decimal(out, n);
            out.extend_from_slice(b"\r\n");
        }
        // Streamed: chunked to HTTP/1.1, delimited by the close to 1.0.
        None if has_content && opts.version == Version::Http11 => {
            out.extend_from_slice(b"Transfer-Encoding: chunked\r\n");
        }
        _ => {}
    }
    let close_delimited = length.is_none() && opts.version != Version::Http11;
    if !opts.keep_alive || close_delimited {
        out.extend_from_slice(b"Connection: close\r\n");
    } else if opts.version == Version::Http10 {
        out.extend_from_slice(b"Connection: keep-alive\r\n");
    }
    out.extend_from_slice(b"\r\n");
    if has_content && !opts.head_only {
        out.extend_from_slice(&resp.body);
    }
}

/// A handler's field is written only if it is a valid field line and not one
/// the writer owns.
fn is_writable_field(name: &str, value: &str, writing_date: bool) -> bool {
    const OWNED: [&str; 3] = ["content-length", "transfer-encoding", "connection"];
    is_token(name.as_bytes())
        && value.bytes().all(is_field_byte)
        && !OWNED.iter().any(|o| name.eq_ignore_ascii_case(o))
        && !(writing_date && name.eq_ignore_ascii_case("date"))
}

fn push_field(out: &mut Vec<u8>, name: &str, value: &str) {
    out.extend_from_slice(name.as_bytes());
    out.extend_from_slice(b": ");
    out.extend_from_slice(value.as_bytes());
    out.extend_from_slice(b"\r\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    // --- writing responses (RFC 9112 §4, §6, §9.3) ---

    fn written(resp: &Response, version: Version, keep_alive: bool, head_only: bool) -> String {
        let mut out = Vec::new();
        let opts = WriteOptions {
            version,
            keep_alive,
            head_only,
            date: None,
        };
        write_response(resp, &opts, &mut out);
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn writes_status_line_content_length_and_body() {
        let s = written(&Response::json(200, "{}"), Version::Http11, true, false);
        assert_eq!(
            s,
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}"
        );
    }

    #[test]
    fn announces_keep_alive_only_to_http10_clients_that_asked() {
        let s = written(&Response::new(200), Version::Http10, true, false);
        assert!(s.contains("Connection: keep-alive\r\n"));
        let s = written(&Response::new(200), Version::Http11, true, false);
        assert!(!s.contains("Connection"));
    }

    #[test]
    fn sends_connection_close_when_closing() {
        for v in [Version::Http10, Version::Http11] {
            let s = written(&Response::new(200), v, false, false);
            assert!(s.contains("Connection: close\r\n"), "{v:?}");
        }
    }

    #[test]
    fn head_response_keeps_length_but_omits_body() {
        let s = written(&Response::json(200, "{}"), Version::Http11, true, true);
        assert!(s.ends_with("Content-Length: 2\r\n\r\n"));
    }

    #[test]
    fn no_content_length_or_body_for_204() {
        let mut r = Response::new(204);
        r.body = b"x".to_vec();
        assert_eq!(
            written(&r, Version::Http11, true, false),
            "HTTP/1.1 204 No Content\r\n\r\n"
        );
    }

    #[test]
    fn drops_header_fields_that_would_split_the_response_or_override_framing() {
        // RFC 9112 §11.1.
        let r = Response::new(200)
            .with_header("X-Ok", "fine")
            .with_header("X-Evil", "a\r\nSet-Cookie: b")
            .with_header("Bad Name", "v")
            .with_header("content-length", "99")
            .with_header("Transfer-Encoding", "chunked");
        let s = written(&r, Version::Http11, true, false);
        assert_eq!(
            s,
            "HTTP/1.1 200 OK\r\nX-Ok: fine\r\nContent-Length: 0\r\n\r\n"
        );
    }

    #[test]
    fn writes_date_and_replaces_a_handler_date() {
        let r = Response::new(200).with_header("Date", "yesterday");
        let mut out = Vec::new();
        let date = "Sun, 06 Nov 1994 08:49:37 GMT";
        let opts = WriteOptions {
            version: Version::Http11,
            keep_alive: true,
            head_only: false,
            date: Some(date),
        };
        write_response(&r, &opts, &mut out);
        let s = String::from_utf8(out).unwrap();
        assert!(s.contains("Date: Sun, 06 Nov 1994 08:49:37 GMT\r\n") && !s.contains("yesterday"));
    }

    #[test]
    fn error_responses_are_escaped_json() {
        let r = Response::error(400, "bad \"x\"\n");
        assert_eq!(r.body, br#"{"status":"error","error":"bad \"x\"\n"}"#);
    }
}
