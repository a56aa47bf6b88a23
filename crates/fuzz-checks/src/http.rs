//! The `http` target: HTTP/1.1 requests as the daemon reads them. Owns the
//! rules of the head parser (never past the input, prefixes of a good head
//! are `Partial`), the framing RFC 9112 §6.3 gives a head, the body
//! decoder's independence from how bytes arrive, the `traceparent` header
//! (issue 28), and the response writer's output parsing back, because a
//! request smuggled or split differently is the classic HTTP fault.

use crate::support::chunks;
use nexus::http::response::{Response, WriteOptions, write_response};
use nexus_core::http::parse::{self as http, BodyDecoder, Framing, Limits, Status};
use nexus_core::trace;

/// Tight limits, so that the fuzzer reaches every bound quickly.
fn small_limits() -> Limits {
    Limits {
        max_request_line_bytes: 40,
        max_head_bytes: 160,
        max_headers: 4,
        max_body_bytes: 64,
        max_chunk_line_bytes: 12,
        max_trailer_bytes: 40,
    }
}

/// What a body decoder made of some input: the content, the input bytes it
/// used, whether the body was complete, and the error that stopped it.
#[derive(Debug, PartialEq)]
struct Decoded {
    content: Vec<u8>,
    consumed: usize,
    done: bool,
    error: Option<http::BodyError>,
}

/// Decodes `input` delivered in `pieces`, as a connection would: bytes the
/// decoder leaves are kept and offered again with the next piece. Checks on
/// every call that the decoder consumed no more than it was given and wrote
/// no more content than it consumed.
fn decode_in_pieces(framing: Framing, limits: &Limits, pieces: &[&[u8]], eof: bool) -> Decoded {
    let mut decoder = BodyDecoder::new(framing, limits);
    let mut pending: Vec<u8> = Vec::new();
    let mut content = Vec::new();
    let mut consumed = 0;
    let mut error = None;
    for piece in pieces {
        pending.extend_from_slice(piece);
        let before = content.len();
        match decoder.decode(&pending, &mut content) {
            Ok(progress) => {
                assert!(
                    progress.consumed <= pending.len(),
                    "the framer consumed more bytes than it was given"
                );
                assert!(
                    content.len() - before <= progress.consumed,
                    "more content than input consumed"
                );
                assert_eq!(progress.done, decoder.is_done());
                pending.drain(..progress.consumed);
                consumed += progress.consumed;
                if progress.done {
                    break;
                }
            }
            Err(e) => {
                error = Some(e);
                break;
            }
        }
    }
    if error.is_none() && !decoder.is_done() && eof {
        error = decoder.finish_at_eof().err();
    }
    assert!(
        content.len() as u64 <= limits.max_body_bytes,
        "a body over max_body_bytes was yielded"
    );
    Decoded {
        content,
        consumed,
        done: error.is_none() && decoder.is_done(),
        error,
    }
}

/// The framing RFC 9112 §6.3 gives a request whose head was accepted,
/// worked out from its fields alone.
fn expected_request_framing(head: &http::Head) -> Framing {
    fn named<'h, 'b>(
        head: &'h http::Head<'b>,
        name: &'static str,
    ) -> impl Iterator<Item = &'h http::Field<'b>> {
        head.fields
            .iter()
            .filter(move |f| f.name.eq_ignore_ascii_case(name))
    }
    let te = named(head, "transfer-encoding").count();
    let cl: Vec<_> = named(head, "content-length").collect();
    assert!(
        te == 0 || cl.is_empty(),
        "a request with both Transfer-Encoding and Content-Length was accepted"
    );
    assert!(
        cl.len() <= 1,
        "a request with two Content-Length fields was accepted"
    );
    if te > 0 {
        assert_eq!(
            head.version,
            http::Version::Http11,
            "Transfer-Encoding accepted in HTTP/1.0"
        );
        let last = named(head, "transfer-encoding")
            .flat_map(|f| f.value.split(','))
            .map(|c| c.trim_matches([' ', '\t']))
            .filter(|c| !c.is_empty())
            .last();
        assert!(
            last.is_some_and(|c| c.eq_ignore_ascii_case("chunked")),
            "chunked must be the final coding"
        );
        return Framing::Chunked;
    }
    match cl.first() {
        Some(f) => Framing::Length(
            f.value
                .parse()
                .expect("an accepted Content-Length is a decimal u64"),
        ),
        None => Framing::None,
    }
}

/// A `traceparent` header's value (issue 28): parsed, it is never an all-
/// zero id, writes back as version 00 that parses to the same context, and
/// a version-00 value reads back exactly (lowercase, 55 bytes).
pub fn check_traceparent(value: &str) {
    let Some(c) = trace::parse_traceparent(value) else {
        return;
    };
    assert!(c.trace_id != [0; 16] && c.span_id != [0; 8], "{value:?}");
    let written = c.traceparent();
    assert_eq!(trace::parse_traceparent(&written), Some(c), "{value:?}");
    if value.trim_matches([' ', '\t']).starts_with("00-") {
        assert_eq!(written, value.trim_matches([' ', '\t']), "{value:?}");
    }
}

/// `http` target. Byte 0 picks the limits, byte 1 the chunking; the rest is
/// what a client sent. Checks the head parser, the body framer (whole and in
/// pieces must agree), and that a response we write parses back.
pub fn check_http(data: &[u8]) {
    let (Some(&mode), Some(&seed)) = (data.first(), data.get(1)) else {
        return;
    };
    let buf = &data[2..];
    let limits = if mode & 1 == 0 {
        small_limits()
    } else {
        Limits::default()
    };

    // The path the server reads from a head it refused (to shape the
    // refusal of /mcp): one space-free word of the first line, no query.
    if let Some(path) = http::request_line_path(buf) {
        assert!(
            !path.contains([' ', '?', '\n']),
            "request_line_path gave {path:?}"
        );
    }

    let parsed = http::parse_head(buf, &limits);
    let (head, used) = match parsed {
        Err(e) => {
            // A rejected request: no head, so no framing and no body.
            assert!(
                (400..600).contains(&e.status()),
                "{e:?} answers {}",
                e.status()
            );
            check_response_writer(buf, mode);
            return;
        }
        Ok(Status::Partial) => {
            assert!(
                buf.len() < limits.max_head_bytes,
                "Partial on a buffer that already fills max_head_bytes"
            );
            check_response_writer(buf, mode);
            return;
        }
        Ok(Status::Complete(done)) => done,
    };
    assert!(
        used <= buf.len() && used <= limits.max_head_bytes,
        "the head parser claimed {used} of {} bytes",
        buf.len()
    );
    assert!(
        buf[..used].ends_with(b"\r\n\r\n"),
        "a head ends with an empty line"
    );
    assert_eq!(
        http::parse_head(&buf[..used], &limits),
        Ok(Status::Complete((head.clone(), used))),
        "a head does not depend on the bytes after it"
    );
    // Every prefix of a good head is a good beginning: Partial, never an
    // error. A prefix ending in CR (its LF not yet read) is the edge where
    // a line's length is easiest to miscount, so try each of those.
    let cuts = (0..used).filter(|&i| buf[i] == b'\r').map(|i| i + 1);
    for cut in cuts.chain([used / 2, used - 1]) {
        assert_eq!(
            http::parse_head(&buf[..cut], &limits),
            Ok(Status::Partial),
            "a head cut short after {cut} of {used} bytes is Partial"
        );
    }
    assert!(head.target.starts_with('/') || (head.target == "*" && head.method == "OPTIONS"));
    let traceparents = head
        .fields
        .iter()
        .filter(|f| f.name.eq_ignore_ascii_case("traceparent"));
    for field in traceparents {
        check_traceparent(field.value);
    }
    assert_eq!(head.framing, expected_request_framing(&head));
    if let Framing::Length(n) = head.framing {
        assert!(
            n <= limits.max_body_bytes,
            "a Content-Length over the bound was accepted"
        );
    }

    // The body framer, given the rest whole and in pieces.
    let rest = &buf[used..];
    let whole = decode_in_pieces(head.framing, &limits, &[rest], true);
    let pieces = decode_in_pieces(head.framing, &limits, &chunks(rest, seed), true);
    // A body is accepted or rejected the same way however its bytes arrive,
    // and an accepted body is the same. (A rejected one's partial content and
    // byte count are the caller's to drop, and which rule trips first may
    // depend on where a piece ends: a line over its bound before its bare
    // LF is seen, say.)
    assert_eq!(
        whole.error.is_some(),
        pieces.error.is_some(),
        "whether a body is rejected must not depend on how the bytes arrive: {whole:?} vs {pieces:?}"
    );
    if whole.error.is_none() {
        assert_eq!(
            whole, pieces,
            "body framing must not depend on how the bytes arrive"
        );
    }
    match head.framing {
        Framing::None => assert_eq!(
            (whole.consumed, whole.done, whole.content.len()),
            (0, true, 0)
        ),
        Framing::Length(n) if whole.done => {
            assert_eq!((whole.consumed as u64, whole.content.len() as u64), (n, n));
            assert_eq!(whole.content, rest[..whole.consumed]);
        }
        Framing::Chunked if whole.done => assert!(rest[..whole.consumed].ends_with(b"\r\n")),
        _ => {}
    }
    if whole.error.is_some() {
        assert!(!whole.done, "a rejected body is never complete");
    }
    check_response_writer(buf, mode);
}

/// A response we write, with a header taken from the input, parses back with
/// its status, the header (or without it, if it was not a valid field), a
/// `Content-Length` and the body.
fn check_response_writer(input: &[u8], mode: u8) {
    let text = String::from_utf8_lossy(input);
    let (name, value) = text.split_once(':').unwrap_or(("X-Fuzz", &text));
    let value = value.trim_matches([' ', '\t']);
    let status = 100 + u16::from(mode) * 2;
    let response = Response {
        stream: None,
        status,
        headers: vec![(name.to_string().into(), value.to_string().into())],
        body: b"{}".to_vec(),
    };
    let options = WriteOptions {
        version: if mode & 2 == 0 {
            http::Version::Http11
        } else {
            http::Version::Http10
        },
        keep_alive: mode & 4 == 0,
        head_only: false,
        date: None,
    };
    let mut out = Vec::new();
    write_response(&response, &options, &mut out);
    let limits = Limits {
        max_head_bytes: out.len() + 1,
        max_request_line_bytes: out.len() + 1,
        ..Limits::default()
    };
    let (parsed, used) = match http::parse_response_head(&out, &limits) {
        Ok(Status::Complete(done)) => done,
        // A Host field of the handler's may be refused by the shared field
        // rules (duplicate or invalid host); that is the parser's call.
        Err(http::HeadError::InvalidHost | http::HeadError::DuplicateHost)
            if name.eq_ignore_ascii_case("host") =>
        {
            return;
        }
        other => panic!(
            "a response we wrote does not parse back: {other:?}\n{}",
            String::from_utf8_lossy(&out)
        ),
    };
    let written = if (100..600).contains(&status) {
        status
    } else {
        500
    };
    assert_eq!(parsed.status, written);
    let has_content = !(written < 200 || written == 204 || written == 304);
    if has_content {
        assert_eq!(parsed.framing, Framing::Length(2));
        assert_eq!(&out[used..], b"{}");
    } else {
        assert_eq!(parsed.framing, Framing::None);
        assert_eq!(used, out.len());
    }
    let ours = parsed.fields.iter().filter(|f| f.name == name).count();
    assert!(ours <= 1, "a handler's header was written twice");
}
