//! The HTTP/1.1 server: sockets, deadlines and connection lifetimes.
//!
//! This file owns everything between an accepted socket and a [`Handler`]:
//! the accept loop, the connection cap, one task per connection, the head,
//! body, idle and write deadlines, keep-alive and pipelining, `Expect:
//! 100-continue`, and closing after errors. What bytes mean is `parse`'s
//! business; what a request does is the handler's. It knows nothing about
//! MCP, routes or tokens: a refusal of its own (framing, sizes, deadlines)
//! is worded by the handler ([`Handler::refuse`], given the request's path
//! when its request line was read), except the 503 at the connection cap,
//! written before any byte of the request is read.
//!
//! A connection is served strictly in order: read one request (head, then
//! body), run the handler, write the whole response with one write, and only
//! then look at the bytes of the next request. Pipelined requests therefore
//! get their responses in order, and a response never races a request.
//!
//! A handler may also speak morloc's length-prefixed protocol on the same
//! listener ([`Handler::length_prefixed`]; `nexus_core::lp`): a connection
//! whose first byte is 0x00 to 0x04 (a length prefix; an HTTP request
//! starts with a method's letter) carries one framed message, read under
//! the head deadline (prefix) and the body deadline (message), answered
//! with the handler's framed reply, then closed.
//!
//! Tasks are spawned with `smol::spawn`, so they run on smol's global
//! executor (one thread unless `SMOL_THREADS` says otherwise).

use std::future::Future;
use std::io;
use std::net::{Shutdown, SocketAddr};
use std::panic::AssertUnwindSafe;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use async_net::TcpListener;
use async_net::unix::UnixListener;
use smol::Timer;
use smol::future::{self, FutureExt};
use smol::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};
use smol::stream::StreamExt;

use super::admission::{Closer, Table, Ticket};
use super::parse::{self, BodyDecoder, Framing, Head, Limits, Status, Version};
use super::response::{self, BodyStream, Response, WriteOptions};
use super::socket::Socket;

/// Default for [`ServerLimits::max_connections`].
pub const DEFAULT_MAX_CONNECTIONS: usize = 256;
/// Default for [`ServerLimits::head_timeout`].
pub const DEFAULT_HEAD_TIMEOUT: Duration = Duration::from_secs(10);
/// Default for [`ServerLimits::body_timeout`].
pub const DEFAULT_BODY_TIMEOUT: Duration = Duration::from_secs(30);
/// Default for [`ServerLimits::keepalive_idle`].
pub const DEFAULT_KEEPALIVE_IDLE: Duration = Duration::from_secs(5);
/// Default for [`ServerLimits::write_timeout`].
pub const DEFAULT_WRITE_TIMEOUT: Duration = Duration::from_secs(30);

/// Initial size of a connection's read buffer; it grows up to the largest
/// line or head the limits allow.
const READ_BUFFER_BYTES: usize = 8 * 1024;
/// Read space below which the buffer is compacted before the next read.
const MIN_READ_SPACE: usize = 1024;
/// Most body bytes reserved up front from a `Content-Length`; the rest grows
/// as bytes arrive, so a large declared length costs nothing until sent.
const MAX_BODY_RESERVE: usize = 64 * 1024;

/// A response body this large is written on its own, after the head.
const SEPARATE_BODY: usize = 64 * 1024;
/// How long a closing connection keeps draining the client's unread bytes,
/// so that closing does not reset the connection before the client has read
/// our last response (RFC 9112 §9.6).
const LINGER_TIMEOUT: Duration = Duration::from_secs(1);
/// Most bytes drained while lingering.
const LINGER_MAX_BYTES: usize = 64 * 1024;
/// How long one wait for the peer's end lasts before it is renewed.
const PEER_WATCH: Duration = Duration::from_secs(3600);
/// Shortest deadline-check period.
const MIN_TICK: Duration = Duration::from_millis(5);
/// Longest deadline-check period.
const MAX_TICK: Duration = Duration::from_millis(500);
/// Pause after a failed accept (e.g. out of file descriptors).
const ACCEPT_BACKOFF: Duration = Duration::from_millis(50);
/// Longest head deadline while the connection table is more than half full.
const PRESSED_HEAD_TIMEOUT: Duration = Duration::from_secs(2);
/// Longest keep-alive idle time while the table is more than half full.
const PRESSED_KEEPALIVE_IDLE: Duration = Duration::from_secs(1);
/// The interim response to `Expect: 100-continue` (RFC 9110 §10.1.1).
const CONTINUE: &[u8] = b"HTTP/1.1 100 Continue\r\n\r\n";

/// A complete request, body included.
///
/// Its head is held as one text, the parsed head's parts copied once: the
/// method, the target, then each field's name (lowercased) and value, back
/// to back, with where each ends. A request thus costs two allocations
/// whatever its number of fields, not two per field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// Method, target, and each field's name and value, back to back.
    text: String,
    /// Where the method ends in `text`; the target follows it.
    method_end: usize,
    /// Where the target ends; the first field's name follows it.
    target_end: usize,
    /// Where each field's name and then its value end, in order received.
    fields: Vec<(usize, usize)>,
    /// Protocol version of the request.
    pub version: Version,
    /// The body after transfer decoding.
    pub body: Vec<u8>,
}

impl Request {
    /// A request with these parts; field names are lowercased.
    pub fn new(method: &str, target: &str, version: Version, headers: &[(&str, &str)]) -> Request {
        Request::build(method, target, version, headers.iter().copied())
    }

    fn build<'a>(
        method: &str,
        target: &str,
        version: Version,
        headers: impl Iterator<Item = (&'a str, &'a str)> + Clone,
    ) -> Request {
        let len = method.len()
            + target.len()
            + headers
                .clone()
                .map(|(n, v)| n.len() + v.len())
                .sum::<usize>();
        let mut text = String::with_capacity(len);
        text.push_str(method);
        let method_end = text.len();
        text.push_str(target);
        let target_end = text.len();
        let mut fields = Vec::with_capacity(headers.clone().count());
        for (name, value) in headers {
            let start = text.len();
            text.push_str(name);
            text[start..].make_ascii_lowercase();
            let name_end = text.len();
            text.push_str(value);
            fields.push((name_end, text.len()));
        }
        Request {
            text,
            method_end,
            target_end,
            fields,
            version,
            body: Vec::new(),
        }
    }

    /// Method, case-sensitive (`GET`, `POST`…).
    pub fn method(&self) -> &str {
        &self.text[..self.method_end]
    }

    /// Request target: `/path?query`, or `*` for `OPTIONS *`.
    pub fn target(&self) -> &str {
        &self.text[self.method_end..self.target_end]
    }

    /// Header fields in order received: names lowercased, values trimmed.
    pub fn headers(&self) -> impl Iterator<Item = (&str, &str)> {
        let mut start = self.target_end;
        self.fields.iter().map(move |&(name_end, value_end)| {
            let field = (&self.text[start..name_end], &self.text[name_end..value_end]);
            start = value_end;
            field
        })
    }

    /// The value of the first field called `name` (ASCII case-insensitive).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v)
    }

    /// The target without its query.
    pub fn path(&self) -> &str {
        let target = self.target();
        target.get(..self.query_mark()).unwrap_or(target)
    }

    /// The query, without `?`, if the target has one.
    pub fn query(&self) -> Option<&str> {
        self.target().get(self.query_mark() + 1..)
    }

    /// Where the target's `?` is, or its length. Found by byte: a `char`
    /// pattern is encoded by a call on each use at `opt-level = "z"`.
    fn query_mark(&self) -> usize {
        let target = self.target().as_bytes();
        target
            .iter()
            .position(|&b| b == b'?')
            .unwrap_or(target.len())
    }

    fn from_head(head: &Head<'_>) -> Request {
        let fields = head.fields.iter().map(|f| (f.name, f.value));
        Request::build(head.method, head.target, head.version, fields)
    }
}

/// What answers requests. One value serves every connection concurrently.
pub trait Handler: Send + Sync + 'static {
    /// Answers one request. A panic here is answered with 500.
    fn handle(&self, req: Request) -> impl Future<Output = Response> + Send;

    /// Words the server's own refusal of a request that never reached
    /// [`Handler::handle`] (a framing error, a head or body too large or too
    /// slow): `path` is the request's path when its request line was read.
    /// The default is [`Response::error`]'s envelope; a handler whose
    /// endpoints speak another format (MCP's JSON-RPC) answers in it.
    fn refuse(&self, path: Option<&str>, status: u16, message: &str) -> Response {
        let _ = path;
        Response::error(status, message)
    }

    /// Whether a connection whose first byte is 0x00 to 0x04 speaks
    /// morloc's length-prefixed protocol rather than HTTP (the default:
    /// no, it is read as HTTP and refused as such).
    fn length_prefixed(&self) -> bool {
        false
    }

    /// Answers one length-prefixed message: `Ok` its bytes, `Err` why the
    /// frame could not be read (too large, cut short, too slow). Returns
    /// the reply, framed. A panic here is answered with `Err("internal
    /// error")`'s reply.
    fn message(&self, message: Result<Vec<u8>, String>) -> impl Future<Output = Vec<u8>> + Send {
        drop(message);
        std::future::ready(Vec::new())
    }
}

/// A listening socket.
#[derive(Debug)]
pub enum Listener {
    /// TCP.
    Tcp(TcpListener),
    /// A Unix-domain stream socket.
    Unix(UnixListener),
}

/// Where a [`Listener`] listens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LocalAddr {
    /// A TCP address.
    Tcp(SocketAddr),
    /// A Unix socket path, if it has one.
    Unix(Option<PathBuf>),
}

impl Listener {
    /// The address the listener is bound to.
    pub fn local_addr(&self) -> io::Result<LocalAddr> {
        match self {
            Listener::Tcp(l) => l.local_addr().map(LocalAddr::Tcp),
            Listener::Unix(l) => {
                let addr = l.local_addr()?;
                Ok(LocalAddr::Unix(addr.as_pathname().map(Path::to_path_buf)))
            }
        }
    }

    /// Whether only this machine can connect: a loopback TCP address or a
    /// Unix socket.
    pub fn is_loopback(&self) -> bool {
        match self.local_addr() {
            Ok(LocalAddr::Tcp(a)) => a.ip().is_loopback(),
            Ok(LocalAddr::Unix(_)) => true,
            Err(_) => false,
        }
    }
}

/// Binds a TCP listener on `host:port` (port 0 picks a free port).
pub async fn bind_tcp(host: &str, port: u16) -> io::Result<Listener> {
    TcpListener::bind((host, port)).await.map(Listener::Tcp)
}

/// Binds a Unix-domain listener at `path`.
pub fn bind_unix(path: impl AsRef<Path>) -> io::Result<Listener> {
    UnixListener::bind(path).map(Listener::Unix)
}

/// Every bound the server enforces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServerLimits {
    /// Message size bounds.
    pub parse: Limits,
    /// Most connections open at once. At the cap a newcomer evicts the
    /// connection that has waited longest for a request head (idle, partial
    /// head or lingering); if every connection is serving a request, the
    /// newcomer is answered 503 with `Retry-After: 1` and closed, without
    /// reading its request. Above half the cap, heads and idle keep-alive
    /// get shorter deadlines (2 s and 1 s at most).
    pub max_connections: usize,
    /// Time for the whole request head to arrive, from its first byte (from
    /// the accept, for a connection's first request). Exceeded: 408 and
    /// close. This is the slowloris bound.
    pub head_timeout: Duration,
    /// Time for the whole body to arrive after the head. Exceeded: 408 and
    /// close.
    pub body_timeout: Duration,
    /// Time a kept-alive connection may wait for the next request's first
    /// byte. Exceeded: closed silently.
    pub keepalive_idle: Duration,
    /// Time to write one response. Exceeded: closed (a client that does not
    /// read cannot hold a connection forever).
    pub write_timeout: Duration,
}

impl Default for ServerLimits {
    fn default() -> Self {
        ServerLimits {
            parse: Limits::default(),
            max_connections: DEFAULT_MAX_CONNECTIONS,
            head_timeout: DEFAULT_HEAD_TIMEOUT,
            body_timeout: DEFAULT_BODY_TIMEOUT,
            keepalive_idle: DEFAULT_KEEPALIVE_IDLE,
            write_timeout: DEFAULT_WRITE_TIMEOUT,
        }
    }
}

/// Serves `listener` forever, one task per connection.
///
/// Accept errors (such as running out of file descriptors) are transient:
/// the loop pauses briefly and goes on, so this only returns if the listener
/// itself cannot be used.
pub async fn serve<H: Handler>(
    listener: Listener,
    limits: ServerLimits,
    handler: Arc<H>,
) -> io::Result<()> {
    let shared = Arc::new(Shared {
        busy: busy_response(),
        table: Arc::new(Table::new(limits.max_connections)),
        limits,
        handler,
    });
    // Fails early on a listener that is not usable.
    listener.local_addr()?;
    raise_fd_limit();
    loop {
        match &listener {
            Listener::Tcp(l) => match l.accept().await {
                Ok((stream, _)) => {
                    // Responses are written whole; do not let Nagle hold the
                    // tail of one back waiting for an ACK.
                    let _ = stream.set_nodelay(true);
                    let stream = Socket::from(stream);
                    let peer = stream.handle();
                    let close = Box::new(move || {
                        let _ = peer.get_ref().shutdown(Shutdown::Both);
                    });
                    admit(&shared, stream, close).await;
                }
                Err(_) => backoff().await,
            },
            Listener::Unix(l) => match l.accept().await {
                Ok((stream, _)) => {
                    let stream = Socket::from(stream);
                    let peer = stream.handle();
                    let close = Box::new(move || {
                        let _ = peer.get_ref().shutdown(Shutdown::Both);
                    });
                    admit(&shared, stream, close).await;
                }
                Err(_) => backoff().await,
            },
        }
    }
}

async fn backoff() {
    Timer::after(ACCEPT_BACKOFF).await;
}

/// Raises the soft limit on open files to the hard limit, so that a flood
/// of idle sockets meets the connection cap (and eviction) before it meets
/// `EMFILE`. Best effort: an error leaves the limit as it was.
fn raise_fd_limit() {
    use rustix::process::{Resource, getrlimit, setrlimit};
    let limit = getrlimit(Resource::Nofile);
    if limit.current < limit.maximum {
        let raised = rustix::process::Rlimit {
            current: limit.maximum,
            maximum: limit.maximum,
        };
        let _ = setrlimit(Resource::Nofile, raised);
    }
}

/// State every connection task shares.
struct Shared<H> {
    limits: ServerLimits,
    handler: Arc<H>,
    /// The connections holding a place, and whom to evict at the cap.
    table: Arc<Table>,
    /// The pre-written 503 for connections over the cap.
    busy: Vec<u8>,
}

/// What a connection's socket must offer.
trait Stream: AsyncRead + AsyncWrite + Unpin + Send + Sync + 'static {
    /// See [`Socket::poll_readable`].
    fn poll_readable(&self, cx: &mut Context<'_>) -> Poll<io::Result<()>>;
}

impl<T: std::os::fd::AsFd + Send + Sync + 'static> Stream for Socket<T>
where
    for<'a> &'a T: io::Read + io::Write,
{
    fn poll_readable(&self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Socket::poll_readable(self, cx)
    }
}

/// Starts a task for an accepted connection. At the cap the connection
/// that has waited longest for a head is evicted to make room (`close` shuts
/// this one's socket down if it is evicted in turn); only when every place
/// is serving a request is the newcomer turned away. Turning away never
/// waits: the 503 is written only if the socket takes it at once, so a flood
/// cannot stall the accept loop.
async fn admit<H: Handler, S: Stream>(shared: &Arc<Shared<H>>, mut stream: S, close: Closer) {
    let Some(ticket) = shared.table.admit(close) else {
        let _ = future::poll_once(stream.write_all(&shared.busy)).await;
        return;
    };
    let shared = Arc::clone(shared);
    smol::spawn(async move {
        let mut conn = Connection::new(stream, &shared, ticket);
        conn.run().await;
    })
    .detach();
}

fn busy_response() -> Vec<u8> {
    let resp =
        Response::error(503, "server at capacity; retry shortly").with_header("Retry-After", "1");
    let mut out = Vec::new();
    let opts = WriteOptions {
        version: Version::Http11,
        keep_alive: false,
        head_only: false,
        date: None,
    };
    response::write_response(&resp, &opts, &mut out);
    out
}

/// Why a connection stops.
enum Exit {
    /// Close without a word (peer gone, idle, I/O error).
    Quiet,
    /// Answer this error once, then close; the request's path, if known.
    Reply(u16, &'static str, Option<String>),
}

/// What happened while a streamed response waited.
enum StreamEvent {
    /// The producer sent a chunk, or closed the stream (`None`).
    Chunk(Option<Vec<u8>>),
    /// The client sent bytes (its next request).
    PeerSent(usize),
    /// The client closed its end or the socket failed.
    PeerGone,
}

/// The outcome of one read.
enum Fill {
    Data,
    Eof,
    TimedOut,
    /// The buffer is at its largest and holds no complete line.
    Full,
    Failed,
}

/// A request head turned into owned parts, before its body.
struct Incoming {
    request: Request,
    framing: Framing,
    keep_alive: bool,
    expect_continue: bool,
}

struct Connection<'a, S, H> {
    stream: S,
    shared: &'a Shared<H>,
    buf: ReadBuf,
    out: Vec<u8>,
    ticker: Timer,
    date: DateCache,
    accepted: Instant,
    ticket: Ticket,
}

impl<'a, S: Stream, H: Handler> Connection<'a, S, H> {
    fn new(stream: S, shared: &'a Shared<H>, ticket: Ticket) -> Self {
        let p = &shared.limits.parse;
        // The buffer must hold the longest head, chunk-size line or trailer
        // line the limits allow, CRLF included.
        let max_buffer = p
            .max_head_bytes
            .max(p.max_chunk_line_bytes + 2)
            .max(p.max_trailer_bytes + 2);
        Connection {
            stream,
            shared,
            buf: ReadBuf::new(READ_BUFFER_BYTES.min(max_buffer), max_buffer),
            out: Vec::with_capacity(1024),
            ticker: Timer::interval(tick_period(&shared.limits)),
            date: DateCache::default(),
            accepted: Instant::now(),
            ticket,
        }
    }

    async fn run(&mut self) {
        if self.shared.handler.length_prefixed() {
            match self.first_byte().await {
                Some(b) if nexus_core::lp::starts_message(b) => {
                    self.serve_message().await;
                    return self.close().await;
                }
                Some(_) => {}
                // A probe (connected, closed) or a silent client.
                None => return,
            }
        }
        let mut first = true;
        let reply = loop {
            match self.serve_one(first).await {
                Ok(true) => first = false,
                Ok(false) => break None,
                Err(Exit::Quiet) => return,
                Err(Exit::Reply(status, message, path)) => {
                    break Some(self.shared.handler.refuse(path.as_deref(), status, message));
                }
            }
        };
        if let Some(resp) = reply {
            // RFC 9112 §9.6: after a framing error, answer once, then close.
            self.send(&resp, Version::Http11, false, false).await;
        }
        self.close().await;
    }

    /// The connection's first byte, waited for under the head deadline;
    /// `None` if none came.
    async fn first_byte(&mut self) -> Option<u8> {
        let deadline = self.accepted + self.shared.limits.head_timeout;
        while self.buf.is_empty() {
            if !matches!(self.fill(deadline).await, Fill::Data) {
                return None;
            }
        }
        self.buf.filled().first().copied()
    }

    /// Serves the one length-prefixed message of the connection: reads
    /// its prefix (by the head deadline) and its bytes (by the body
    /// deadline after the prefix), hands it to the handler and writes the
    /// reply. A frame that cannot be read gets the handler's reply to why.
    async fn serve_message(&mut self) {
        use nexus_core::lp::{PREFIX_LEN, message_len};
        let limits = &self.shared.limits;
        let deadline = self.accepted + limits.head_timeout;
        let read = 'read: {
            while self.buf.filled().len() < PREFIX_LEN {
                match self.fill(deadline).await {
                    Fill::Data => {}
                    Fill::TimedOut => {
                        break 'read Err(
                            "Failed to read message length prefix: not received in time"
                                .to_string(),
                        );
                    }
                    _ => break 'read Err("Failed to read message length prefix".to_string()),
                }
            }
            let mut prefix = [0u8; PREFIX_LEN];
            prefix.copy_from_slice(&self.buf.filled()[..PREFIX_LEN]);
            self.buf.consume(PREFIX_LEN);
            let len = match message_len(prefix) {
                Ok(len) => len,
                Err(e) => break 'read Err(e),
            };
            if !self.ticket.busy() {
                // Evicted just now: its socket is shut down.
                return;
            }
            let mut message = Vec::with_capacity(len.min(MAX_BODY_RESERVE));
            let deadline = Instant::now() + limits.body_timeout;
            loop {
                let take = (len - message.len()).min(self.buf.filled().len());
                message.extend_from_slice(&self.buf.filled()[..take]);
                self.buf.consume(take);
                if message.len() == len {
                    break 'read Ok(message);
                }
                if message.len() >= MAX_BODY_RESERVE / 2 {
                    message.reserve_exact(len - message.len());
                }
                let cut = |why: &str| {
                    Err(format!(
                        "Failed to read message body (got {} of {len} bytes){why}",
                        message.len()
                    ))
                };
                match self.fill(deadline).await {
                    Fill::Data => {}
                    Fill::TimedOut => break 'read cut(": not received in time"),
                    _ => break 'read cut(""),
                }
            }
        };
        let handler = &self.shared.handler;
        let reply = match AssertUnwindSafe(handler.message(read)).catch_unwind().await {
            Ok(reply) => reply,
            Err(_) => handler.message(Err("internal error".into())).await,
        };
        let deadline = Instant::now() + self.shared.limits.write_timeout;
        write_timed(&mut self.stream, &mut self.ticker, &reply, deadline).await;
    }

    /// Serves one request. `Ok(true)`: keep the connection for another.
    async fn serve_one(&mut self, first: bool) -> Result<bool, Exit> {
        let mut incoming = self.read_head(first).await?;
        self.read_body(&mut incoming).await?;
        let Incoming {
            request,
            keep_alive,
            ..
        } = incoming;
        let version = request.version;
        let head_only = request.method() == "HEAD";
        // A client that closes the connection while its request is handled
        // cancels it: the handler's future is dropped (MCP 2026-07-28 treats
        // a closed response stream as cancellation; a dropped call frees its
        // worker), and nothing is sent.
        let shared = self.shared;
        let handling = async {
            Some(
                AssertUnwindSafe(shared.handler.handle(request))
                    .catch_unwind()
                    .await
                    .unwrap_or_else(|_| Response::error(500, "internal error")),
            )
        };
        let gone = async {
            self.peer_gone().await;
            None
        };
        let Some(mut resp) = handling.or(gone).await else {
            return Err(Exit::Quiet);
        };
        if let Some(stream) = resp.stream.take() {
            return self
                .send_stream(&resp, stream, version, keep_alive, head_only)
                .await;
        }
        if !self.send(&resp, version, keep_alive, head_only).await {
            return Err(Exit::Quiet);
        }
        Ok(keep_alive)
    }

    /// Reads until a complete head is buffered, then parses it.
    async fn read_head(&mut self, first: bool) -> Result<Incoming, Exit> {
        let limits = &self.shared.limits;
        self.ticket.waiting();
        // Under pressure a head gets less time: places held by slow or idle
        // clients come back sooner.
        let pressed = self.ticket.under_pressure();
        let head_timeout = if pressed {
            limits.head_timeout.min(PRESSED_HEAD_TIMEOUT)
        } else {
            limits.head_timeout
        };
        let deadline = if !self.buf.is_empty() {
            Instant::now() + head_timeout
        } else if first {
            self.accepted + head_timeout
        } else {
            let idle = if pressed {
                limits.keepalive_idle.min(PRESSED_KEEPALIVE_IDLE)
            } else {
                limits.keepalive_idle
            };
            // RFC 9112 §9.5: an idle kept-alive connection may be closed.
            // The client has had no time to send its next request yet:
            // wait for it rather than try a read that finds nothing.
            match self.fill_after_wait(Instant::now() + idle).await {
                Fill::Data => {
                    self.ticket.waiting();
                    Instant::now() + head_timeout
                }
                _ => return Err(Exit::Quiet),
            }
        };
        let mut parse_now = !self.buf.is_empty();
        loop {
            if parse_now {
                match parse::parse_head(self.buf.filled(), &limits.parse) {
                    Ok(Status::Complete((head, used))) => {
                        if !self.ticket.busy() {
                            // Evicted just now: its socket is shut down.
                            return Err(Exit::Quiet);
                        }
                        let incoming = Incoming {
                            request: Request::from_head(&head),
                            framing: head.framing,
                            keep_alive: head.keep_alive,
                            expect_continue: head.expect_continue,
                        };
                        self.buf.consume(used);
                        return Ok(incoming);
                    }
                    Ok(Status::Partial) => {}
                    Err(e) => return Err(self.head_refusal(e.status(), e.message())),
                }
            }
            let before = self.buf.filled().len();
            match self.fill(deadline).await {
                // Only a line end (or a full buffer) can change the verdict,
                // so a client trickling bytes does not cost a parse per byte.
                Fill::Data => {
                    self.ticket.waiting();
                    let new = self.buf.filled().get(before..).unwrap_or_default();
                    parse_now = new.iter().any(|&b| b == b'\n' || b == b'\r')
                        || self.buf.filled().len() >= limits.parse.max_head_bytes;
                }
                Fill::TimedOut => {
                    return Err(self.head_refusal(408, "request head not received in time"));
                }
                Fill::Full => return Err(self.head_refusal(431, "request head too large")),
                Fill::Eof | Fill::Failed => return Err(Exit::Quiet),
            }
        }
    }

    /// A refusal of the head in the buffer, with its path if its request
    /// line reads.
    fn head_refusal(&self, status: u16, message: &'static str) -> Exit {
        let path = parse::request_line_path(self.buf.filled()).map(str::to_owned);
        Exit::Reply(status, message, path)
    }

    /// Reads and decodes the body the head announced.
    async fn read_body(&mut self, incoming: &mut Incoming) -> Result<(), Exit> {
        let refusal = |incoming: &Incoming, status, message| {
            Exit::Reply(status, message, Some(incoming.request.path().to_owned()))
        };
        let limits = &self.shared.limits;
        let mut decoder = BodyDecoder::new(incoming.framing, &limits.parse);
        if decoder.is_done() {
            return Ok(());
        }
        if let Framing::Length(n) = incoming.framing {
            let reserve = usize::try_from(n).map_or(MAX_BODY_RESERVE, |n| n.min(MAX_BODY_RESERVE));
            incoming.request.body.reserve(reserve);
        }
        // RFC 9110 §10.1.1: tell a waiting client to send the body; not
        // needed if some of it has already arrived.
        if incoming.expect_continue && self.buf.is_empty() && !self.write_all_timed(CONTINUE).await
        {
            return Err(Exit::Quiet);
        }
        let deadline = Instant::now() + limits.body_timeout;
        loop {
            let progress = decoder
                .decode(self.buf.filled(), &mut incoming.request.body)
                .map_err(|e| refusal(incoming, e.status(), e.message()))?;
            self.buf.consume(progress.consumed);
            if progress.done {
                return Ok(());
            }
            // A big body, once its bytes come, gets its whole declared
            // length (under max_body, checked with the head) at once: it is
            // read into its final buffer, never moved by growing.
            if let Framing::Length(n) = incoming.framing
                && let Ok(n) = usize::try_from(n)
                && incoming.request.body.len() >= MAX_BODY_RESERVE / 2
            {
                let body = &mut incoming.request.body;
                body.reserve_exact(n.saturating_sub(body.len()));
            }
            match self.fill(deadline).await {
                Fill::Data => {}
                Fill::TimedOut => {
                    return Err(refusal(incoming, 408, "request body not received in time"));
                }
                Fill::Full => return Err(refusal(incoming, 400, "chunk line too long")),
                Fill::Eof | Fill::Failed => return Err(Exit::Quiet),
            }
        }
    }

    /// Completes when the client closes its end (or the connection fails);
    /// bytes it sends meanwhile (a pipelined request) stay buffered.
    async fn peer_gone(&mut self) {
        loop {
            match self.fill_after_wait(Instant::now() + PEER_WATCH).await {
                Fill::Eof | Fill::Failed => return,
                // Nothing more can be read until the buffer drains.
                Fill::Full => return std::future::pending().await,
                Fill::Data | Fill::TimedOut => {}
            }
        }
    }

    /// Reads more bytes into the buffer, giving up at `deadline`.
    async fn fill(&mut self, deadline: Instant) -> Fill {
        read_some(
            &mut self.stream,
            &mut self.ticker,
            &mut self.buf,
            deadline,
            false,
        )
        .await
    }

    /// [`Connection::fill`] when bytes are not expected yet: waits until
    /// the socket is readable before reading.
    async fn fill_after_wait(&mut self, deadline: Instant) -> Fill {
        read_some(
            &mut self.stream,
            &mut self.ticker,
            &mut self.buf,
            deadline,
            true,
        )
        .await
    }

    /// Writes a response with one write. Returns false if the connection
    /// failed or the client did not take it in time.
    async fn send(
        &mut self,
        resp: &Response,
        version: Version,
        keep_alive: bool,
        head_only: bool,
    ) -> bool {
        self.out.clear();
        // A big body is written from where it lies, after its head, not
        // copied behind the head into the connection's buffer.
        let apart = resp.body.len() >= SEPARATE_BODY && resp.stream.is_none();
        let opts = WriteOptions {
            version,
            keep_alive,
            head_only: head_only || apart,
            date: Some(self.date.now()),
        };
        response::write_response(resp, &opts, &mut self.out);
        let deadline = Instant::now() + self.shared.limits.write_timeout;
        write_timed(&mut self.stream, &mut self.ticker, &self.out, deadline).await
            && (!apart
                || head_only
                || write_timed(&mut self.stream, &mut self.ticker, &resp.body, deadline).await)
    }

    /// Writes a streamed response: the head, then each chunk as it arrives,
    /// until the producer closes the stream. Meanwhile the socket is watched:
    /// a client that goes away ends the stream (the receiver is dropped, so
    /// the producer's sends fail); bytes of a pipelined request are kept.
    async fn send_stream(
        &mut self,
        head: &Response,
        stream: BodyStream,
        version: Version,
        keep_alive: bool,
        head_only: bool,
    ) -> Result<bool, Exit> {
        let BodyStream(chunks, length) = stream;
        let mut framed = head.clone();
        framed.stream = Some(BodyStream(chunks.clone(), length));
        self.out.clear();
        let opts = WriteOptions {
            version,
            keep_alive,
            head_only,
            date: Some(self.date.now()),
        };
        response::write_response(&framed, &opts, &mut self.out);
        drop(framed);
        if !self.write_out().await || head_only {
            return if head_only {
                Ok(keep_alive)
            } else {
                Err(Exit::Quiet)
            };
        }
        // A stream of known length goes as it is, under its Content-Length.
        let chunked = version == Version::Http11 && length.is_none();
        let mut sent = 0u64;
        let mut watching = true;
        loop {
            let event = {
                let next = async { StreamEvent::Chunk(chunks.recv().await.ok()) };
                let peer = async {
                    let space = match self.buf.space() {
                        Some(space) if watching => space,
                        _ => return future::pending().await,
                    };
                    match self.stream.read(space).await {
                        Ok(0) | Err(_) => StreamEvent::PeerGone,
                        Ok(n) => StreamEvent::PeerSent(n),
                    }
                };
                next.or(peer).await
            };
            let chunk = match event {
                // The client closed its end: stop, dropping the stream.
                StreamEvent::PeerGone => return Err(Exit::Quiet),
                StreamEvent::PeerSent(n) => {
                    // Bytes of the client's next request: keep them.
                    self.buf.advance(n);
                    watching = false;
                    continue;
                }
                StreamEvent::Chunk(chunk) => chunk,
            };
            self.out.clear();
            match (&chunk, chunked) {
                (Some(c), _) if c.is_empty() => continue,
                (Some(c), true) => {
                    self.out
                        .extend_from_slice(format!("{:x}\r\n", c.len()).as_bytes());
                    self.out.extend_from_slice(c);
                    self.out.extend_from_slice(b"\r\n");
                }
                (Some(c), false) => self.out.extend_from_slice(c),
                (None, true) => self.out.extend_from_slice(b"0\r\n\r\n"),
                (None, false) => {}
            }
            sent += chunk.as_ref().map_or(0, |c| c.len() as u64);
            if length.is_some_and(|n| sent > n) || !self.write_out().await {
                return Err(Exit::Quiet);
            }
            match (chunk, length) {
                // Short of its declared length: only a close can tell.
                (None, Some(n)) if sent != n => return Err(Exit::Quiet),
                (None, Some(_)) => return Ok(keep_alive),
                (None, None) => return Ok(keep_alive && chunked),
                (Some(_), _) => {}
            }
        }
    }

    async fn write_out(&mut self) -> bool {
        let deadline = Instant::now() + self.shared.limits.write_timeout;
        write_timed(&mut self.stream, &mut self.ticker, &self.out, deadline).await
    }

    async fn write_all_timed(&mut self, bytes: &[u8]) -> bool {
        let deadline = Instant::now() + self.shared.limits.write_timeout;
        write_timed(&mut self.stream, &mut self.ticker, bytes, deadline).await
    }

    /// Closes our side, then drains what the client still sends for a short
    /// while, so our last response is not lost to a reset (RFC 9112 §9.6).
    async fn close(&mut self) {
        self.ticket.lingering();
        let _ = self.stream.close().await;
        let deadline = Instant::now() + LINGER_TIMEOUT;
        let mut drained = 0;
        while drained < LINGER_MAX_BYTES {
            self.buf.clear();
            match self.fill(deadline).await {
                Fill::Data => drained += self.buf.filled().len(),
                _ => return,
            }
        }
    }
}

/// Reads once into `buf`, giving up at `deadline`; with `wait_first`,
/// only once the socket is readable (see [`Socket::poll_readable`]).
///
/// Deadlines are checked on each tick of the connection's periodic
/// `ticker` rather than by arming a timer per read: inserting a timer wakes
/// the reactor thread, which per request costs more than the request.
async fn read_some<S: Stream>(
    stream: &mut S,
    ticker: &mut Timer,
    buf: &mut ReadBuf,
    deadline: Instant,
    wait_first: bool,
) -> Fill {
    let Some(space) = buf.space() else {
        return Fill::Full;
    };
    loop {
        if Instant::now() >= deadline {
            return Fill::TimedOut;
        }
        let read = async {
            if wait_first && let Err(e) = future::poll_fn(|cx| stream.poll_readable(cx)).await {
                return Some(Err(e));
            }
            Some(stream.read(space).await)
        };
        let tick = async {
            ticker.next().await;
            None
        };
        match read.or(tick).await {
            None => continue,
            Some(Ok(0)) => return Fill::Eof,
            Some(Ok(n)) => {
                buf.advance(n);
                return Fill::Data;
            }
            Some(Err(_)) => return Fill::Failed,
        }
    }
}

/// Writes all of `bytes`, giving up at `deadline` (checked per tick, as in
/// [`read_some`]).
async fn write_timed<S: Stream>(
    stream: &mut S,
    ticker: &mut Timer,
    bytes: &[u8],
    deadline: Instant,
) -> bool {
    let mut written = 0;
    while written < bytes.len() {
        if Instant::now() >= deadline {
            return false;
        }
        let rest = bytes.get(written..).unwrap_or_default();
        let write = async { Some(stream.write(rest).await) };
        let tick = async {
            ticker.next().await;
            None
        };
        match write.or(tick).await {
            None => {}
            Some(Ok(0)) | Some(Err(_)) => return false,
            Some(Ok(n)) => written += n,
        }
    }
    true
}

/// How often a connection checks its deadlines: an eighth of the shortest
/// timeout, within [`MIN_TICK`, `MAX_TICK`]. A deadline is thus enforced at
/// most one tick late.
fn tick_period(limits: &ServerLimits) -> Duration {
    let shortest = limits
        .head_timeout
        .min(limits.body_timeout)
        .min(limits.keepalive_idle)
        .min(limits.write_timeout);
    (shortest / 8).clamp(MIN_TICK, MAX_TICK)
}

/// A connection's reusable read buffer: bytes `start..end` are received and
/// not yet consumed.
struct ReadBuf {
    data: Vec<u8>,
    start: usize,
    end: usize,
    max: usize,
}

impl ReadBuf {
    fn new(initial: usize, max: usize) -> ReadBuf {
        ReadBuf {
            data: vec![0; initial.max(1)],
            start: 0,
            end: 0,
            max,
        }
    }

    fn filled(&self) -> &[u8] {
        &self.data[self.start..self.end]
    }

    fn is_empty(&self) -> bool {
        self.start == self.end
    }

    fn consume(&mut self, n: usize) {
        self.start = (self.start + n).min(self.end);
        if self.start == self.end {
            self.clear();
        }
    }

    fn clear(&mut self) {
        self.start = 0;
        self.end = 0;
    }

    fn advance(&mut self, n: usize) {
        self.end = (self.end + n).min(self.data.len());
    }

    /// Room to read into: compacts, then grows up to `max`. `None` when the
    /// buffer is full of unconsumed bytes at its largest.
    fn space(&mut self) -> Option<&mut [u8]> {
        if self.data.len() - self.end < MIN_READ_SPACE && self.start > 0 {
            self.data.copy_within(self.start..self.end, 0);
            self.end -= self.start;
            self.start = 0;
        }
        if self.end == self.data.len() {
            if self.data.len() >= self.max {
                return None;
            }
            let grown = (self.data.len() * 2).min(self.max);
            self.data.resize(grown, 0);
        }
        self.data.get_mut(self.end..)
    }
}

/// The `Date` value, formatted once per second (RFC 9110 §6.6.1).
#[derive(Default)]
struct DateCache {
    secs: u64,
    text: String,
}

impl DateCache {
    fn now(&mut self) -> &str {
        let secs = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        if secs != self.secs || self.text.is_empty() {
            self.secs = secs;
            self.text = http_date(secs);
        }
        &self.text
    }
}

pub use nexus_core::http::civil_date;

/// Formats seconds since the Unix epoch as an IMF-fixdate
/// (`Sun, 06 Nov 1994 08:49:37 GMT`, RFC 9110 §5.6.7).
pub fn http_date(unix_secs: u64) -> String {
    const DAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let days = unix_secs / 86_400;
    let secs_of_day = unix_secs % 86_400;
    let (year, month, day) = civil_date(days);
    format!(
        "{}, {:02} {} {:04} {:02}:{:02}:{:02} GMT",
        DAYS[(days % 7) as usize],
        day,
        MONTHS[(month - 1) as usize],
        year,
        secs_of_day / 3600,
        secs_of_day / 60 % 60,
        secs_of_day % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use async_net::TcpStream;

    /// Answers `<method> <target> <body length>`; `/panic` panics.
    struct Echo;

    impl Handler for Echo {
        async fn handle(&self, req: Request) -> Response {
            if req.path() == "/panic" {
                panic!("handler panicked on purpose");
            }
            if req.path() == "/slow" {
                Timer::after(Duration::from_millis(800)).await;
            }
            let text = format!("{} {} {}", req.method(), req.target(), req.body.len());
            Response::json(200, text)
        }
    }

    fn short_limits() -> ServerLimits {
        ServerLimits {
            head_timeout: Duration::from_millis(600),
            body_timeout: Duration::from_millis(600),
            keepalive_idle: Duration::from_millis(300),
            ..ServerLimits::default()
        }
    }

    fn start(limits: ServerLimits) -> SocketAddr {
        let listener = smol::block_on(bind_tcp("127.0.0.1", 0)).unwrap();
        let Ok(LocalAddr::Tcp(addr)) = listener.local_addr() else {
            panic!("not a TCP listener");
        };
        assert!(listener.is_loopback());
        smol::spawn(serve(listener, limits, Arc::new(Echo))).detach();
        addr
    }

    /// Reads until the server closes (or 5 s pass).
    async fn read_to_end(stream: &mut TcpStream) -> String {
        let mut out = Vec::new();
        let read = async {
            let _ = stream.read_to_end(&mut out).await;
        };
        read.or(async {
            Timer::after(Duration::from_secs(5)).await;
        })
        .await;
        String::from_utf8_lossy(&out).into_owned()
    }

    /// Reads one response framed by Content-Length; returns its text.
    async fn read_one(stream: &mut TcpStream) -> String {
        let mut buf = Vec::new();
        let mut chunk = [0u8; 4096];
        loop {
            if let Ok(Status::Complete((head, n))) =
                parse::parse_response_head(&buf, &Limits::default())
            {
                let len = match head.framing {
                    Framing::Length(len) => len as usize,
                    _ => 0,
                };
                if buf.len() >= n + len {
                    return String::from_utf8_lossy(&buf[..n + len]).into_owned();
                }
            }
            let n = stream.read(&mut chunk).await.unwrap();
            assert!(
                n > 0,
                "closed early after {:?}",
                String::from_utf8_lossy(&buf)
            );
            buf.extend_from_slice(&chunk[..n]);
        }
    }

    fn exchange(addr: SocketAddr, request: &[u8]) -> String {
        smol::block_on(async {
            let mut s = TcpStream::connect(addr).await.unwrap();
            s.write_all(request).await.unwrap();
            read_to_end(&mut s).await
        })
    }

    #[test]
    fn answers_pipelined_requests_in_order() {
        // RFC 9112 §9.3.2.
        let addr = start(short_limits());
        let text = exchange(
            addr,
            b"GET /a HTTP/1.1\r\nHost: a\r\n\r\nPOST /b HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\n\r\nxyz\
              GET /c HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n",
        );
        assert_eq!(text.matches("HTTP/1.1 200 OK").count(), 3, "{text}");
        let (a, b, c) = (
            text.find("GET /a 0"),
            text.find("POST /b 3"),
            text.find("GET /c 0"),
        );
        assert!(a < b && b < c && a.is_some(), "{text}");
        assert!(text.ends_with("GET /c 0") && text.contains("Connection: close"));
    }

    #[test]
    fn http10_closes_after_the_response() {
        let addr = start(short_limits());
        let text = exchange(addr, b"GET /x HTTP/1.0\r\n\r\n");
        assert!(text.starts_with("HTTP/1.1 200 OK\r\n"), "{text}");
        assert!(text.contains("Connection: close\r\n") && text.ends_with("GET /x 0"));
    }

    #[test]
    fn http10_with_keep_alive_stays_open() {
        // RFC 9112 §9.3 and Appendix C.2.2 (what `ab -k` sends).
        let addr = start(short_limits());
        smol::block_on(async {
            let mut s = TcpStream::connect(addr).await.unwrap();
            for path in ["/1", "/2"] {
                let req = format!("GET {path} HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n");
                s.write_all(req.as_bytes()).await.unwrap();
                let text = read_one(&mut s).await;
                assert!(text.contains("Connection: keep-alive\r\n"), "{text}");
                assert!(text.ends_with(&format!("GET {path} 0")));
            }
        });
    }

    #[test]
    fn framing_error_is_answered_once_then_closed() {
        // SPEC §3.2: after any framing error answer once and close.
        let addr = start(short_limits());
        let text = exchange(
            addr,
            b"POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n\
              0\r\n\r\nGET /smuggled HTTP/1.1\r\nHost: a\r\n\r\n",
        );
        assert!(text.starts_with("HTTP/1.1 400 Bad Request\r\n"), "{text}");
        assert_eq!(text.matches("HTTP/1.1").count(), 1, "{text}");
        assert!(text.contains("Connection: close\r\n"));
        assert!(text.ends_with(
            r#"{"status":"error","error":"both Transfer-Encoding and Content-Length"}"#
        ));
    }

    #[test]
    fn each_framing_error_gets_its_status() {
        let addr = start(short_limits());
        let cases: [(&[u8], &str); 4] = [
            (b"GET / HTTP/1.2\r\nHost: a\r\n\r\n", "505"),
            (
                b"POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: gzip, chunked\r\n\r\n",
                "501",
            ),
            (
                b"POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 99999999999\r\n\r\n",
                "413",
            ),
            (
                b"POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n0x1\r\n",
                "400",
            ),
        ];
        for (req, status) in cases {
            let text = exchange(addr, req);
            assert!(text.starts_with(&format!("HTTP/1.1 {status} ")), "{text}");
        }
    }

    #[test]
    fn too_many_headers_get_431() {
        let limits = ServerLimits {
            parse: Limits {
                max_headers: 4,
                ..Limits::default()
            },
            ..short_limits()
        };
        let addr = start(limits);
        let text = exchange(
            addr,
            b"GET / HTTP/1.1\r\nHost: a\r\nA: 1\r\nB: 1\r\nC: 1\r\nD: 1\r\n\r\n",
        );
        assert!(text.starts_with("HTTP/1.1 431 "), "{text}");
    }

    #[test]
    fn over_the_cap_of_busy_connections_gets_503_without_reading() {
        let limits = ServerLimits {
            max_connections: 1,
            ..short_limits()
        };
        let addr = start(limits);
        smol::block_on(async {
            let mut first = TcpStream::connect(addr).await.unwrap();
            first
                .write_all(b"GET /slow HTTP/1.1\r\nHost: a\r\n\r\n")
                .await
                .unwrap();
            Timer::after(Duration::from_millis(200)).await;
            let mut second = TcpStream::connect(addr).await.unwrap();
            let text = read_to_end(&mut second).await;
            assert!(
                text.starts_with("HTTP/1.1 503 Service Unavailable\r\n"),
                "{text}"
            );
            assert!(text.contains("Retry-After: 1\r\n") && text.contains("Connection: close\r\n"));
            // The call in flight was not evicted.
            assert!(read_one(&mut first).await.ends_with("GET /slow 0"));
        });
    }

    #[test]
    fn at_the_cap_the_longest_idle_connection_makes_room() {
        let limits = ServerLimits {
            max_connections: 2,
            ..short_limits()
        };
        let addr = start(limits);
        smol::block_on(async {
            let mut idle = TcpStream::connect(addr).await.unwrap();
            Timer::after(Duration::from_millis(50)).await;
            let mut partial = TcpStream::connect(addr).await.unwrap();
            partial.write_all(b"GET / HTTP/1.1\r\n").await.unwrap();
            Timer::after(Duration::from_millis(50)).await;
            let text = exchange(
                addr,
                b"GET /new HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n",
            );
            assert!(text.ends_with("GET /new 0"), "{text}");
            // The idle one went first, closed without a word.
            assert_eq!(read_to_end(&mut idle).await, "");
            partial.write_all(b"Host: a\r\n\r\n").await.unwrap();
            let got = read_one(&mut partial).await;
            assert!(got.ends_with("GET / 0"), "{got:?}");
        });
    }

    #[test]
    fn slowloris_gets_408_at_the_head_deadline() {
        let addr = start(short_limits());
        smol::block_on(async {
            let mut s = TcpStream::connect(addr).await.unwrap();
            let started = Instant::now();
            let mut writer = s.clone();
            let trickle = smol::spawn(async move {
                for &b in b"GET / HTTP/1.1\r\nHost: a\r\nX-Slow: yes\r\n" {
                    if writer.write_all(&[b]).await.is_err() {
                        return;
                    }
                    Timer::after(Duration::from_millis(100)).await;
                }
            });
            let text = read_to_end(&mut s).await;
            let elapsed = started.elapsed();
            assert!(
                text.starts_with("HTTP/1.1 408 Request Timeout\r\n"),
                "{text}"
            );
            assert!(
                elapsed >= Duration::from_millis(550) && elapsed < Duration::from_secs(3),
                "{elapsed:?}"
            );
            trickle.cancel().await;
        });
    }

    #[test]
    fn idle_keep_alive_connection_closes_silently() {
        let addr = start(short_limits());
        smol::block_on(async {
            let mut s = TcpStream::connect(addr).await.unwrap();
            s.write_all(b"GET / HTTP/1.1\r\nHost: a\r\n\r\n")
                .await
                .unwrap();
            read_one(&mut s).await;
            let started = Instant::now();
            assert_eq!(read_to_end(&mut s).await, "");
            assert!(started.elapsed() < Duration::from_secs(2));
        });
    }

    /// [`Echo`] over HTTP; a length-prefixed message is answered
    /// `ok:<message>`, a frame that did not read `err:<why>`; the message
    /// `panic` panics.
    struct Framed;

    impl Handler for Framed {
        async fn handle(&self, req: Request) -> Response {
            Echo.handle(req).await
        }

        fn length_prefixed(&self) -> bool {
            true
        }

        async fn message(&self, message: Result<Vec<u8>, String>) -> Vec<u8> {
            match message {
                Ok(m) if m == b"panic" => panic!("message handler panicked on purpose"),
                Ok(m) => [&b"ok:"[..], &m].concat(),
                Err(why) => format!("err:{why}").into_bytes(),
            }
        }
    }

    #[test]
    fn a_first_byte_of_0_to_4_is_a_length_prefixed_message_beside_http() {
        let listener = smol::block_on(bind_tcp("127.0.0.1", 0)).unwrap();
        let Ok(LocalAddr::Tcp(addr)) = listener.local_addr() else {
            panic!("not a TCP listener");
        };
        smol::spawn(serve(listener, short_limits(), Arc::new(Framed))).detach();
        // HTTP is served as before on the same listener.
        let http = exchange(
            addr,
            b"GET /x HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n",
        );
        assert!(http.ends_with("GET /x 0"), "{http}");
        // One message, then the connection closes.
        assert_eq!(exchange(addr, b"\0\0\0\x05hello"), "ok:hello");
        assert_eq!(exchange(addr, b"\0\0\0\0"), "ok:");
        // A message bigger than the read buffer.
        let big = vec![b'x'; 300_000];
        let mut framed = (big.len() as u32).to_be_bytes().to_vec();
        framed.extend_from_slice(&big);
        assert_eq!(exchange(addr, &framed).len(), 3 + big.len());
        // Too large, cut short, too slow: the handler words the refusal.
        let too_large = exchange(addr, &[4, 0, 0, 1]);
        assert!(
            too_large.starts_with("err:Message too large: 67108865 bytes"),
            "{too_large}"
        );
        let cut = smol::block_on(async {
            let mut s = TcpStream::connect(addr).await.unwrap();
            s.write_all(b"\0\0\0\x10ab").await.unwrap();
            s.shutdown(Shutdown::Write).unwrap();
            read_to_end(&mut s).await
        });
        assert_eq!(cut, "err:Failed to read message body (got 2 of 16 bytes)");
        let started = Instant::now();
        let slow = exchange(addr, b"\0\0");
        assert!(started.elapsed() < Duration::from_secs(3));
        assert_eq!(
            slow,
            "err:Failed to read message length prefix: not received in time"
        );
        let slow_body = exchange(addr, b"\0\0\0\x09ab");
        assert!(
            slow_body.ends_with("(got 2 of 9 bytes): not received in time"),
            "{slow_body}"
        );
        // A panic gets the handler's reply to "internal error".
        assert_eq!(exchange(addr, b"\0\0\0\x05panic"), "err:internal error");
        // A probe (connect, close) is no request, and the server goes on.
        drop(std::net::TcpStream::connect(addr).unwrap());
        assert_eq!(exchange(addr, b"\0\0\0\x02ok"), "ok:ok");
    }

    #[test]
    fn a_handler_without_the_protocol_reads_a_0_byte_as_http() {
        let addr = start(short_limits());
        let text = exchange(addr, b"\0\0\0\x05hello\r\n\r\n");
        assert!(text.starts_with("HTTP/1.1 400 "), "{text}");
    }

    #[test]
    fn slow_body_gets_408() {
        let addr = start(short_limits());
        smol::block_on(async {
            let mut s = TcpStream::connect(addr).await.unwrap();
            s.write_all(b"POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\nab")
                .await
                .unwrap();
            let text = read_to_end(&mut s).await;
            assert!(text.starts_with("HTTP/1.1 408 "), "{text}");
        });
    }

    #[test]
    fn expect_100_continue_is_answered_before_the_body() {
        // RFC 9110 §10.1.1.
        let addr = start(short_limits());
        smol::block_on(async {
            let mut s = TcpStream::connect(addr).await.unwrap();
            let head = b"POST /up HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\n";
            s.write_all(head).await.unwrap();
            let mut interim = [0u8; 25];
            s.read_exact(&mut interim).await.unwrap();
            assert_eq!(&interim, b"HTTP/1.1 100 Continue\r\n\r\n");
            s.write_all(b"data").await.unwrap();
            assert!(read_one(&mut s).await.ends_with("POST /up 4"));
        });
    }

    #[test]
    fn decodes_a_chunked_request_body() {
        let addr = start(short_limits());
        let text = exchange(
            addr,
            b"POST /c HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n\
              3;x=1\r\nabc\r\n2\r\nde\r\n0\r\nTrailer: t\r\n\r\n",
        );
        assert!(text.ends_with("POST /c 5"), "{text}");
    }

    #[test]
    fn head_response_has_no_body() {
        let addr = start(short_limits());
        let text = exchange(
            addr,
            b"HEAD /h HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n",
        );
        assert!(
            text.contains("Content-Length: 9\r\n") && text.ends_with("\r\n\r\n"),
            "{text}"
        );
    }

    #[test]
    fn a_panicking_handler_gets_500_and_the_connection_survives() {
        let addr = start(short_limits());
        let text = exchange(
            addr,
            b"GET /panic HTTP/1.1\r\nHost: a\r\n\r\nGET /after HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n",
        );
        assert!(text.starts_with("HTTP/1.1 500 "), "{text}");
        assert!(text.ends_with("GET /after 0"), "{text}");
    }

    #[test]
    fn serves_a_unix_socket() {
        let path = std::env::temp_dir().join(format!("nexus-http-{}.sock", std::process::id()));
        let _ = std::fs::remove_file(&path);
        let listener = bind_unix(&path).unwrap();
        assert!(listener.is_loopback());
        smol::spawn(serve(listener, short_limits(), Arc::new(Echo))).detach();
        smol::block_on(async {
            let mut s = async_net::unix::UnixStream::connect(&path).await.unwrap();
            s.write_all(b"GET /u HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
                .await
                .unwrap();
            let mut out = String::new();
            s.read_to_string(&mut out).await.unwrap();
            assert!(out.ends_with("GET /u 0"), "{out}");
        });
        let _ = std::fs::remove_file(&path);
    }

    #[test]
    fn request_exposes_path_query_and_headers() {
        let req = Request::new(
            "GET",
            "/call/f?x=1&y",
            Version::Http11,
            &[("Host", "a"), ("X-Empty", ""), ("accept", "*/*")],
        );
        assert_eq!(
            (req.method(), req.target(), req.path(), req.query()),
            ("GET", "/call/f?x=1&y", "/call/f", Some("x=1&y"))
        );
        assert_eq!(
            (
                req.header("HOST"),
                req.header("x-empty"),
                req.header("Accept")
            ),
            (Some("a"), Some(""), Some("*/*"))
        );
        let all: Vec<(&str, &str)> = req.headers().collect();
        assert_eq!(all, [("host", "a"), ("x-empty", ""), ("accept", "*/*")]);
        assert_eq!(req.header("missing"), None);
        let plain = Request::new("GET", "/health", Version::Http10, &[]);
        assert_eq!(
            (plain.path(), plain.query(), plain.headers().count()),
            ("/health", None, 0)
        );
        let empty = Request::new("GET", "/x?", Version::Http11, &[]);
        assert_eq!((empty.path(), empty.query()), ("/x", Some("")));
    }

    #[test]
    fn formats_imf_fixdate() {
        // RFC 9110 §5.6.7's example.
        assert_eq!(http_date(784_111_777), "Sun, 06 Nov 1994 08:49:37 GMT");
        assert_eq!(http_date(0), "Thu, 01 Jan 1970 00:00:00 GMT");
        assert_eq!(http_date(951_782_400), "Tue, 29 Feb 2000 00:00:00 GMT");
    }
}
