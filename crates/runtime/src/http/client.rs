//! A small HTTP/1.1 client, for the front end forwarding to a daemon.
//!
//! This file owns one exchange on a stream the caller connected (a Unix
//! socket to `nexus daemon --socket`, or TCP in tests): write a request,
//! read its response. The response head goes through the same strict parser
//! as the server's requests (`parse::parse_response_head`), the body through
//! the same decoder, both bounded by [`Limits`], and the whole exchange by a
//! deadline. There is no pooling, redirect or retry: the caller decides
//! whether to reuse the stream ([`ClientResponse::reusable`]).

use std::io;
use std::time::Duration;

use smol::Timer;
use smol::future::FutureExt;
use smol::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};

use super::parse::{self, BodyDecoder, Framing, Limits, Status};

/// Default for [`ClientOptions::timeout`]: five minutes, longer than any call
/// deadline a daemon enforces, so the daemon's 504 arrives first.
pub const DEFAULT_CLIENT_TIMEOUT: Duration = Duration::from_secs(300);
/// Most interim (1xx) responses skipped before the final one.
const MAX_INTERIM_RESPONSES: usize = 8;
/// Bytes read per read call.
const READ_CHUNK_BYTES: usize = 16 * 1024;

/// Bounds for one exchange.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClientOptions {
    /// Size bounds for the response head and body.
    pub limits: Limits,
    /// Time for the whole exchange, request and response.
    pub timeout: Duration,
}

impl Default for ClientOptions {
    fn default() -> Self {
        ClientOptions {
            limits: Limits::default(),
            timeout: DEFAULT_CLIENT_TIMEOUT,
        }
    }
}

/// Takes a response's body piece by piece, with the response's head.
pub type OnBody<'a> = dyn FnMut(&ClientResponse, &[u8]) + Send + 'a;

/// A complete response.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClientResponse {
    /// Status code.
    pub status: u16,
    /// Header fields in order received; names lowercased.
    pub headers: Vec<(String, String)>,
    /// The body after transfer decoding.
    pub body: Vec<u8>,
    /// Whether the stream may carry another request: the server kept the
    /// connection open and the body was length-delimited.
    pub reusable: bool,
}

impl ClientResponse {
    /// The value of the first field called `name` (ASCII case-insensitive).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// Sends one request on `stream` and reads the response, with default
/// bounds. See [`request_with`].
pub async fn request<S, N, V>(
    stream: &mut S,
    method: &str,
    target: &str,
    headers: &[(N, V)],
    body: &[u8],
) -> io::Result<ClientResponse>
where
    S: AsyncRead + AsyncWrite + Unpin,
    N: AsRef<str>,
    V: AsRef<str>,
{
    request_with(
        stream,
        method,
        target,
        headers,
        body,
        &ClientOptions::default(),
    )
    .await
}

/// Sends one request on `stream` and reads the response.
///
/// The client writes `Host: localhost` unless `headers` has a Host, and
/// frames the body itself with `Content-Length`: any `Content-Length` or
/// `Transfer-Encoding` in `headers` is dropped. A method, target or header
/// that would not form a valid request (a CR or LF in a value, say) is
/// refused with `InvalidInput` before anything is sent. A malformed response
/// is `InvalidData`; the deadline is `TimedOut`.
pub async fn request_with<S, N, V>(
    stream: &mut S,
    method: &str,
    target: &str,
    headers: &[(N, V)],
    body: &[u8],
    options: &ClientOptions,
) -> io::Result<ClientResponse>
where
    S: AsyncRead + AsyncWrite + Unpin,
    N: AsRef<str>,
    V: AsRef<str>,
{
    request_streaming(stream, method, target, headers, body, options, None).await
}

/// Like [`request_with`], handing the body to `on_body` piece by piece as
/// it arrives (decoded), when given; the response's `body` is then empty.
/// For a stream of events, the deadline still bounds the whole exchange.
pub async fn request_streaming<S, N, V>(
    stream: &mut S,
    method: &str,
    target: &str,
    headers: &[(N, V)],
    body: &[u8],
    options: &ClientOptions,
    on_body: Option<&mut OnBody<'_>>,
) -> io::Result<ClientResponse>
where
    S: AsyncRead + AsyncWrite + Unpin,
    N: AsRef<str>,
    V: AsRef<str>,
{
    let head = encode_request(method, target, headers, body)?;
    let exchange = async {
        stream.write_all(&head).await?;
        stream.write_all(body).await?;
        stream.flush().await?;
        read_response(stream, method == "HEAD", &options.limits, on_body).await
    };
    let deadline = async {
        Timer::after(options.timeout).await;
        Err(io::Error::new(
            io::ErrorKind::TimedOut,
            "HTTP exchange timed out",
        ))
    };
    exchange.or(deadline).await
}

/// Writes the request head (RFC 9112 §3), checking every part.
fn encode_request<N: AsRef<str>, V: AsRef<str>>(
    method: &str,
    target: &str,
    headers: &[(N, V)],
    body: &[u8],
) -> io::Result<Vec<u8>> {
    let invalid =
        |what: &str| io::Error::new(io::ErrorKind::InvalidInput, format!("invalid {what}"));
    if !is_token(method) {
        return Err(invalid("method"));
    }
    let target_ok = target.starts_with('/') || target == "*";
    if !target_ok || !target.bytes().all(|b| (0x21..=0x7e).contains(&b)) {
        return Err(invalid("request target"));
    }
    let mut out = Vec::with_capacity(256);
    for part in [method, " ", target, " HTTP/1.1\r\n"] {
        out.extend_from_slice(part.as_bytes());
    }
    let mut has_host = false;
    for (name, value) in headers {
        let (name, value) = (name.as_ref(), value.as_ref());
        if !is_token(name) {
            return Err(invalid("header name"));
        }
        if !value.bytes().all(|b| b == b'\t' || b >= 0x20 && b != 0x7f) {
            return Err(invalid("header value"));
        }
        if name.eq_ignore_ascii_case("content-length")
            || name.eq_ignore_ascii_case("transfer-encoding")
        {
            continue;
        }
        has_host |= name.eq_ignore_ascii_case("host");
        for part in [name, ": ", value.trim_matches([' ', '\t']), "\r\n"] {
            out.extend_from_slice(part.as_bytes());
        }
    }
    if !has_host {
        out.extend_from_slice(b"Host: localhost\r\n");
    }
    // RFC 9110 §8.6: send a length when there is content or the method
    // defines a meaning for it.
    if !body.is_empty() || matches!(method, "POST" | "PUT" | "PATCH") {
        out.extend_from_slice(b"Content-Length: ");
        parse::push_decimal(&mut out, body.len() as u64);
        out.extend_from_slice(b"\r\n");
    }
    out.extend_from_slice(b"\r\n");
    Ok(out)
}

fn is_token(s: &str) -> bool {
    !s.is_empty()
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b))
}

fn invalid_data(e: impl std::fmt::Display) -> io::Error {
    io::Error::new(
        io::ErrorKind::InvalidData,
        format!("bad HTTP response: {e}"),
    )
}

/// Reads one final response, skipping interim 1xx responses.
async fn read_response<S: AsyncRead + Unpin>(
    stream: &mut S,
    head_request: bool,
    limits: &Limits,
    mut on_body: Option<&mut OnBody<'_>>,
) -> io::Result<ClientResponse> {
    let mut buf = Vec::with_capacity(READ_CHUNK_BYTES);
    let mut chunk = vec![0u8; READ_CHUNK_BYTES];
    let mut interim = 0;
    loop {
        let parsed = parse::parse_response_head(&buf, limits).map_err(invalid_data)?;
        let Status::Complete((head, used)) = parsed else {
            read_more(stream, &mut chunk, &mut buf).await?;
            continue;
        };
        // RFC 9110 §15.2: 1xx responses are interim; the final one follows.
        // 101 would switch protocols, which we never ask for.
        if (100..200).contains(&head.status) && head.status != 101 {
            interim += 1;
            if interim > MAX_INTERIM_RESPONSES {
                return Err(invalid_data("too many interim responses"));
            }
            buf.drain(..used);
            continue;
        }
        let framing = if head_request {
            Framing::None
        } else {
            head.framing
        };
        let mut response = ClientResponse {
            status: head.status,
            headers: head
                .fields
                .iter()
                .map(|f| (f.name.to_ascii_lowercase(), f.value.to_owned()))
                .collect(),
            body: Vec::new(),
            reusable: head.keep_alive,
        };
        buf.drain(..used);
        let mut body = Vec::new();
        let mut deliver = |piece: &mut Vec<u8>| match on_body.as_mut() {
            Some(f) if !piece.is_empty() => {
                f(&response, piece);
                piece.clear();
            }
            _ => {}
        };
        read_body(
            stream,
            framing,
            limits,
            buf,
            &mut chunk,
            &mut body,
            &mut deliver,
        )
        .await?;
        response.body = body;
        return Ok(response);
    }
}

/// Reads and decodes a body, starting with the bytes already buffered.
async fn read_body<S: AsyncRead + Unpin>(
    stream: &mut S,
    framing: Framing,
    limits: &Limits,
    mut buf: Vec<u8>,
    chunk: &mut [u8],
    body: &mut Vec<u8>,
    deliver: &mut (dyn FnMut(&mut Vec<u8>) + Send),
) -> io::Result<()> {
    let mut decoder = BodyDecoder::new(framing, limits);
    loop {
        let progress = decoder.decode(&buf, body).map_err(invalid_data)?;
        buf.drain(..progress.consumed);
        deliver(body);
        if progress.done {
            return Ok(());
        }
        let n = stream.read(chunk).await?;
        if n == 0 {
            return decoder.finish_at_eof().map_err(invalid_data);
        }
        buf.extend_from_slice(&chunk[..n]);
    }
}

async fn read_more<S: AsyncRead + Unpin>(
    stream: &mut S,
    chunk: &mut [u8],
    buf: &mut Vec<u8>,
) -> io::Result<()> {
    let n = stream.read(chunk).await?;
    if n == 0 {
        return Err(io::Error::new(
            io::ErrorKind::UnexpectedEof,
            "connection closed before the response head was complete",
        ));
    }
    buf.extend_from_slice(&chunk[..n]);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::http::response::Response;
    use crate::http::server::{self, Handler, LocalAddr, Request, ServerLimits};
    use async_net::{TcpListener, TcpStream};
    use std::sync::Arc;

    /// A one-shot fake server: accepts, reads a little, writes `reply`.
    fn fake_server(reply: &'static [u8]) -> std::net::SocketAddr {
        let listener = smol::block_on(TcpListener::bind("127.0.0.1:0")).unwrap();
        let addr = listener.local_addr().unwrap();
        smol::spawn(async move {
            if let Ok((mut s, _)) = listener.accept().await {
                let mut scratch = [0u8; 1024];
                let _ = s.read(&mut scratch).await;
                let _ = s.write_all(reply).await;
            }
        })
        .detach();
        addr
    }

    fn get(addr: std::net::SocketAddr, options: &ClientOptions) -> io::Result<ClientResponse> {
        smol::block_on(async {
            let mut s = TcpStream::connect(addr).await?;
            let no_headers: [(&str, &str); 0] = [];
            request_with(&mut s, "GET", "/", &no_headers, b"", options).await
        })
    }

    struct Echo;

    impl Handler for Echo {
        async fn handle(&self, req: Request) -> Response {
            let mut resp = Response::json(201, String::from_utf8_lossy(&req.body).into_owned());
            resp.headers
                .push(("X-Target".into(), req.target().to_owned().into()));
            resp
        }
    }

    #[test]
    fn round_trips_through_the_server_and_reuses_the_stream() {
        let listener = smol::block_on(server::bind_tcp("127.0.0.1", 0)).unwrap();
        let Ok(LocalAddr::Tcp(addr)) = listener.local_addr() else {
            panic!()
        };
        smol::spawn(server::serve(
            listener,
            ServerLimits::default(),
            Arc::new(Echo),
        ))
        .detach();
        smol::block_on(async {
            let mut s = TcpStream::connect(addr).await.unwrap();
            for i in 0..2 {
                let headers = [("X-Id", i.to_string())];
                let r = request(&mut s, "POST", "/call/f?x", &headers, b"[1,2]")
                    .await
                    .unwrap();
                assert_eq!((r.status, r.body.as_slice()), (201, &b"[1,2]"[..]));
                assert_eq!(r.header("x-target"), Some("/call/f?x"));
                assert!(r.reusable);
            }
        });
    }

    #[test]
    fn reads_a_chunked_response_after_an_interim_100() {
        let addr = fake_server(b"HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n0\r\n\r\n");
        let r = get(addr, &ClientOptions::default()).unwrap();
        assert_eq!((r.status, r.body.as_slice()), (200, &b"ok"[..]));
    }

    #[test]
    fn reads_a_close_delimited_response() {
        let addr = fake_server(b"HTTP/1.1 200 OK\r\n\r\nuntil close");
        let r = get(addr, &ClientOptions::default()).unwrap();
        assert_eq!(r.body, b"until close");
        assert!(!r.reusable);
    }

    #[test]
    fn rejects_a_malformed_response_head() {
        let addr =
            fake_server(b"HTTP/1.1 200 OK\r\nContent-Length: 1\r\nContent-Length: 1\r\n\r\nx");
        let e = get(addr, &ClientOptions::default()).unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::InvalidData);
    }

    #[test]
    fn rejects_a_truncated_body() {
        let addr = fake_server(b"HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nshort");
        let e = get(addr, &ClientOptions::default()).unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::InvalidData);
    }

    #[test]
    fn rejects_a_body_over_the_limit() {
        let addr = fake_server(b"HTTP/1.1 200 OK\r\n\r\n0123456789");
        let options = ClientOptions {
            limits: Limits {
                max_body_bytes: 4,
                ..Limits::default()
            },
            ..ClientOptions::default()
        };
        assert_eq!(
            get(addr, &options).unwrap_err().kind(),
            io::ErrorKind::InvalidData
        );
    }

    #[test]
    fn times_out() {
        let listener = smol::block_on(TcpListener::bind("127.0.0.1:0")).unwrap();
        let addr = listener.local_addr().unwrap();
        let options = ClientOptions {
            timeout: Duration::from_millis(200),
            ..ClientOptions::default()
        };
        let e = get(addr, &options).unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::TimedOut);
        drop(listener);
    }

    #[test]
    fn refuses_to_send_a_header_that_would_split_the_request() {
        let headers = [("X-Evil", "a\r\nHost: b")];
        assert!(encode_request("GET", "/", &headers, b"").is_err());
        let no_headers: [(&str, &str); 0] = [];
        assert!(encode_request("G T", "/", &no_headers, b"").is_err());
        assert!(encode_request("GET", "/a b", &no_headers, b"").is_err());
    }

    #[test]
    fn owns_host_default_and_body_framing() {
        let headers = [("Content-Length", "99"), ("Transfer-Encoding", "chunked")];
        let head = encode_request("POST", "/x", &headers, b"abc").unwrap();
        assert_eq!(
            head,
            b"POST /x HTTP/1.1\r\nHost: localhost\r\nContent-Length: 3\r\n\r\n"
        );
    }
}
