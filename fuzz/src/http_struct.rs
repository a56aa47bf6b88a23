//! The `http_struct` target: HTTP/1.1 requests built from their parts
//! (method, target, version, header fields, a body sized by
//! `Content-Length` or sent chunked, with trailers) by `arbitrary`, written
//! out as bytes and delivered in pieces cut where the input says. This
//! module owns the shape of such a request and the one rule the shape
//! makes checkable: a request built well-formed (within the default
//! limits) is accepted, its head reads back as built, and its body, in
//! whatever pieces it arrives, decodes to the content sent. Everything
//! else is the byte-level `http` target's check
//! (`nexus_fuzz_checks::check_http`), run on the same bytes: the byte
//! target finds what no well-formed shape reaches, this one reaches deep
//! framing states the byte target rarely builds.

use arbitrary::{Result, Unstructured};
use nexus_core::http::parse::{self as http, BodyDecoder, Framing, Limits, Status};

/// Methods a request may carry; an arbitrary token is drawn too.
const METHODS: &[&str] = &["GET", "POST", "PUT", "DELETE", "HEAD", "OPTIONS", "PATCH"];
/// Path segments of a well-formed target.
const SEGMENTS: &[&str] = &[
    "mcp", "call", "discover", "health", "f", "a.b", "x-y", "%20", "1",
];
/// Field names with no meaning to the framing or the connection.
const PLAIN_FIELDS: &[&str] = &[
    "Accept",
    "Content-Type",
    "User-Agent",
    "X-Request-Id",
    "traceparent",
    "Mcp-Session-Id",
    "MCP-Protocol-Version",
];
/// Field names that change framing or the connection: drawn only in
/// malformed requests, where anything may come.
const FRAMING_FIELDS: &[&str] = &[
    "Content-Length",
    "Transfer-Encoding",
    "Host",
    "Connection",
    "Expect",
    "TE",
    "content-length",
    "transfer-encoding",
];

/// How the body is framed.
enum Body {
    None,
    Sized(Vec<u8>),
    /// Chunks (each non-empty), optional chunk extensions, and trailers.
    Chunked {
        chunks: Vec<(Vec<u8>, Option<String>)>,
        trailers: Vec<(String, String)>,
    },
}

/// A request as built: each part, and whether it was built well-formed.
struct Request {
    method: String,
    target: String,
    http10: bool,
    host: Option<String>,
    fields: Vec<(String, String)>,
    body: Body,
    /// Lines end in a bare LF somewhere (refused; RFC 9112 §2.2 leniency
    /// we do not take).
    bare_lf: bool,
    /// Bytes added after the body, which must not change the head.
    trailing: Vec<u8>,
    well_formed: bool,
}

/// A token (RFC 9110 §5.6.2) from the input: letters, digits and a few
/// marks, 1 to 8 of them.
fn token(u: &mut Unstructured) -> Result<String> {
    const TCHAR: &[u8] =
        b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+-.^_`|~";
    let n = u.int_in_range(1..=8)?;
    (0..n)
        .map(|_| u.choose(TCHAR).map(|&b| char::from(b)))
        .collect()
}

/// A field value of visible ASCII and inner spaces, 0 to 24 bytes.
fn plain_value(u: &mut Unstructured) -> Result<String> {
    let n = u.int_in_range(0..=24)?;
    let mut s: String = (0..n)
        .map(|_| u.int_in_range(0x21u8..=0x7e).map(char::from))
        .collect::<Result<_>>()?;
    if s.len() > 2 && u.ratio(1, 4)? {
        s.insert(1, ' ');
    }
    Ok(s)
}

/// Anything at all as a string, for the malformed parts.
fn wild(u: &mut Unstructured) -> Result<String> {
    let n = u.int_in_range(0..=12)?;
    let bytes = u.bytes(n.min(u.len()))?;
    Ok(String::from_utf8_lossy(bytes).into_owned())
}

fn build(u: &mut Unstructured) -> Result<Request> {
    let mut well_formed = true;
    let method = if u.ratio(7, 8)? {
        (*u.choose(METHODS)?).to_string()
    } else {
        token(u)?
    };
    let mut target = if method == "OPTIONS" && u.ratio(1, 4)? {
        "*".to_string()
    } else {
        let mut t = String::new();
        for _ in 0..u.int_in_range(0..=3)? {
            t.push('/');
            t.push_str(u.choose(SEGMENTS)?);
        }
        if t.is_empty() || u.ratio(1, 4)? {
            t.push('/');
        }
        if u.ratio(1, 4)? {
            t.push('?');
            t.push_str(&token(u)?);
            t.push('=');
            t.push_str(&token(u)?);
        }
        t
    };
    if method == "CONNECT" {
        well_formed = false;
    }
    let http10 = u.ratio(1, 5)?;
    let host = if !http10 || u.ratio(1, 2)? {
        Some(if u.ratio(1, 2)? {
            "localhost".to_string()
        } else {
            format!("example.org:{}", u.int_in_range(1u16..=65535)?)
        })
    } else {
        None
    };
    let mut fields = Vec::new();
    for _ in 0..u.int_in_range(0..=6)? {
        fields.push(((*u.choose(PLAIN_FIELDS)?).to_string(), plain_value(u)?));
    }
    let body = match u.int_in_range(0..=2)? {
        0 => Body::None,
        1 => {
            let n = u.int_in_range(0..=48)?;
            Body::Sized(u.bytes(n.min(u.len()))?.to_vec())
        }
        _ if http10 => Body::None,
        _ => {
            let mut chunks = Vec::new();
            for _ in 0..u.int_in_range(0..=4)? {
                let n = u.int_in_range(1..=20)?;
                let data = u.bytes(n.min(u.len()))?.to_vec();
                let ext = if u.ratio(1, 6)? {
                    Some(format!("{}={}", token(u)?, token(u)?))
                } else {
                    None
                };
                if !data.is_empty() {
                    chunks.push((data, ext));
                }
            }
            let mut trailers = Vec::new();
            for _ in 0..u.int_in_range(0..=2)? {
                trailers.push((format!("X-{}", token(u)?), plain_value(u)?));
            }
            Body::Chunked { chunks, trailers }
        }
    };
    // The malformed turns, each making the request no longer well-formed.
    let mut bare_lf = false;
    let mut trailing = Vec::new();
    if u.ratio(1, 3)? {
        well_formed = false;
        match u.int_in_range(0..=6)? {
            0 => fields.push(((*u.choose(FRAMING_FIELDS)?).to_string(), plain_value(u)?)),
            1 => fields.push((wild(u)?, wild(u)?)),
            2 => target = wild(u)?,
            3 => bare_lf = true,
            4 => fields.push((
                (*u.choose(FRAMING_FIELDS)?).to_string(),
                u.int_in_range(0u64..=100)?.to_string(),
            )),
            5 => fields.push(("Transfer-Encoding".into(), "gzip, chunked".into())),
            _ => fields.push((token(u)?, format!(" {}\t", plain_value(u)?))),
        }
    }
    if u.ratio(1, 4)? {
        let n = u.int_in_range(0..=16)?;
        trailing = u.bytes(n.min(u.len()))?.to_vec();
    }
    Ok(Request {
        method,
        target,
        http10,
        host,
        fields,
        body,
        bare_lf,
        trailing,
        well_formed,
    })
}

/// The request's bytes, and where its head ends and its body ends.
fn render(r: &Request) -> (Vec<u8>, usize, usize) {
    let eol: &[u8] = b"\r\n";
    let mut out = Vec::new();
    out.extend_from_slice(r.method.as_bytes());
    out.push(b' ');
    out.extend_from_slice(r.target.as_bytes());
    out.extend_from_slice(if r.http10 { b" HTTP/1.0" } else { b" HTTP/1.1" });
    out.extend_from_slice(eol);
    if let Some(host) = &r.host {
        out.extend_from_slice(format!("Host: {host}").as_bytes());
        out.extend_from_slice(if r.bare_lf { b"\n" } else { eol });
    }
    for (name, value) in &r.fields {
        out.extend_from_slice(format!("{name}: {value}").as_bytes());
        out.extend_from_slice(eol);
    }
    match &r.body {
        Body::None => {}
        Body::Sized(b) => {
            out.extend_from_slice(format!("Content-Length: {}\r\n", b.len()).as_bytes())
        }
        Body::Chunked { .. } => out.extend_from_slice(b"Transfer-Encoding: chunked\r\n"),
    }
    out.extend_from_slice(eol);
    let head_end = out.len();
    match &r.body {
        Body::None => {}
        Body::Sized(b) => out.extend_from_slice(b),
        Body::Chunked { chunks, trailers } => {
            for (data, ext) in chunks {
                out.extend_from_slice(format!("{:x}", data.len()).as_bytes());
                if let Some(ext) = ext {
                    out.push(b';');
                    out.extend_from_slice(ext.as_bytes());
                }
                out.extend_from_slice(eol);
                out.extend_from_slice(data);
                out.extend_from_slice(eol);
            }
            out.extend_from_slice(b"0\r\n");
            for (name, value) in trailers {
                out.extend_from_slice(format!("{name}: {value}\r\n").as_bytes());
            }
            out.extend_from_slice(eol);
        }
    }
    let body_end = out.len();
    out.extend_from_slice(&r.trailing);
    (out, head_end, body_end)
}

/// The content a well-formed body carries.
fn content(body: &Body) -> Vec<u8> {
    match body {
        Body::None => Vec::new(),
        Body::Sized(b) => b.clone(),
        Body::Chunked { chunks, .. } => chunks.iter().flat_map(|(d, _)| d.clone()).collect(),
    }
}

/// Cuts `bytes` into pieces of the lengths the input gives (1 to 32 bytes
/// each; the rest whole once the input runs out), as reads would.
fn pieces<'a>(u: &mut Unstructured, mut bytes: &'a [u8]) -> Vec<&'a [u8]> {
    let mut out = Vec::new();
    while !bytes.is_empty() {
        let n = u
            .int_in_range(1..=32)
            .unwrap_or(bytes.len())
            .min(bytes.len());
        let (piece, rest) = bytes.split_at(n);
        out.push(piece);
        bytes = rest;
    }
    out
}

/// The head parser, fed the request read by read as a connection is: each
/// read appended, the parse retried until it is no longer `Partial`.
fn parse_in_reads(bytes: &[u8], reads: &[&[u8]], limits: &Limits) -> Option<usize> {
    let mut got = 0;
    for read in reads {
        got += read.len();
        match http::parse_head(&bytes[..got], limits) {
            Ok(Status::Partial) => continue,
            Ok(Status::Complete((_, used))) => return Some(used),
            Err(e) => panic!("a well-formed request was refused after {got} bytes: {e:?}"),
        }
    }
    None
}

/// `http_struct` target.
pub fn check_http_struct(data: &[u8]) {
    check(data);
}

/// [`check_http_struct`], saying whether the request was built
/// well-formed, and so held to the acceptance rules too (for the test that
/// the rules are not vacuous).
fn check(data: &[u8]) -> bool {
    let mut u = Unstructured::new(data);
    let Ok(request) = build(&mut u) else {
        return false;
    };
    let (bytes, head_end, body_end) = render(&request);
    // The byte-level target's invariants on the same bytes: the mode byte
    // (limits, response writer) and the chunking seed from the input.
    let mode = u.arbitrary::<u8>().unwrap_or(1);
    let seed = u.arbitrary::<u8>().unwrap_or(0);
    let mut framed = vec![mode, seed];
    framed.extend_from_slice(&bytes);
    nexus_fuzz_checks::check_http(&framed);

    if !request.well_formed {
        return false;
    }
    // A well-formed request is accepted whole and in reads, its head
    // reads back as built, and its body decodes to the content sent.
    let limits = Limits::default();
    let (head, used) = match http::parse_head(&bytes, &limits) {
        Ok(Status::Complete(done)) => done,
        other => panic!(
            "a well-formed request was not accepted: {other:?}\n{}",
            String::from_utf8_lossy(&bytes)
        ),
    };
    assert_eq!(used, head_end, "the head ends where it was written to");
    assert_eq!(head.method, request.method);
    assert_eq!(head.target, request.target);
    let want_fields = request.host.iter().count()
        + request.fields.len()
        + usize::from(!matches!(request.body, Body::None));
    assert_eq!(head.fields.len(), want_fields, "every field line is kept");
    let want_framing = match &request.body {
        Body::None => Framing::None,
        Body::Sized(b) => Framing::Length(b.len() as u64),
        Body::Chunked { .. } => Framing::Chunked,
    };
    assert_eq!(head.framing, want_framing);
    let reads = pieces(&mut u, &bytes);
    if let Some(used_in_reads) = parse_in_reads(&bytes, &reads, &limits) {
        assert_eq!(used_in_reads, used, "the head does not depend on the reads");
    }

    let mut decoder = BodyDecoder::new(head.framing, &limits);
    let mut pending = Vec::new();
    let mut body = Vec::new();
    let mut consumed = 0;
    for read in pieces(&mut u, &bytes[head_end..body_end]) {
        pending.extend_from_slice(read);
        let progress = decoder
            .decode(&pending, &mut body)
            .unwrap_or_else(|e| panic!("a well-formed body was refused: {e:?}"));
        pending.drain(..progress.consumed);
        consumed += progress.consumed;
        if progress.done {
            break;
        }
    }
    if !decoder.is_done() {
        // Nothing framed the body's end but the connection (none here) or
        // an empty body: no framing has nothing to read.
        assert!(
            matches!(head.framing, Framing::None) || body_end == head_end,
            "a well-formed body was not complete"
        );
    }
    assert_eq!(
        body,
        content(&request.body),
        "the body decodes to what was sent"
    );
    assert_eq!(
        consumed,
        body_end - head_end,
        "the body ends where it was written to"
    );
    true
}

#[cfg(test)]
mod tests {
    /// Pseudo-random inputs (xorshift): most build a request, and a good
    /// share of those are well-formed and held to the acceptance rules.
    #[test]
    fn random_inputs_build_well_formed_requests_that_are_accepted() {
        let mut state = 0x2545_f491_u32;
        let mut well_formed = 0;
        for n in 0..400 {
            let data: Vec<u8> = (0..(16 + n % 300))
                .map(|_| {
                    state ^= state << 13;
                    state ^= state >> 17;
                    state ^= state << 5;
                    state as u8
                })
                .collect();
            well_formed += usize::from(super::check(&data));
        }
        assert!(
            well_formed > 100,
            "only {well_formed} of 400 were well-formed"
        );
    }
}
