//! The HTTP/1.1 server: sockets, deadlines and connection lifetimes.
//!
//! This file owns everything between an accepted socket and a [`Handler`]:
//! the accept loop, the connection cap, one task per connection, the head,
//! body, idle and write deadlines, keep-alive and pipelining, `Expect:
//! 100-continue`, and closing after errors. What bytes mean is `parse`'s
//! business; what a request does is the handler's. It knows nothing about
//! MCP, routes or tokens.
//!
//! A connection is served strictly in order: read one request (head, then
//! body), run the handler, write the whole response with one write, and only
//! then look at the bytes of the next request. Pipelined requests therefore
//! get their responses in order, and a response never races a request.
//!
//! Tasks are spawned with `smol::spawn`, so they run on smol's global
//! executor (one thread unless `SMOL_THREADS` says otherwise).

use std::future::Future;
use std::io;
use std::net::SocketAddr;
use std::panic::AssertUnwindSafe;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use async_net::unix::UnixListener;
use async_net::TcpListener;
use smol::Timer;
use smol::future::{self, FutureExt};
use smol::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};

use super::parse::{
    self, BodyDecoder, Framing, Head, Limits, Response, Status, Version, WriteOptions,
};

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
/// How long a closing connection keeps draining the client's unread bytes,
/// so that closing does not reset the connection before the client has read
/// our last response (RFC 9112 §9.6).
const LINGER_TIMEOUT: Duration = Duration::from_secs(1);
/// Most bytes drained while lingering.
const LINGER_MAX_BYTES: usize = 64 * 1024;
/// Pause after a failed accept (e.g. out of file descriptors).
const ACCEPT_BACKOFF: Duration = Duration::from_millis(50);
/// The interim response to `Expect: 100-continue` (RFC 9110 §10.1.1).
const CONTINUE: &[u8] = b"HTTP/1.1 100 Continue\r\n\r\n";

/// A complete request, body included.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// Method, case-sensitive (`GET`, `POST`…).
    pub method: String,
    /// Request target: `/path?query`, or `*` for `OPTIONS *`.
    pub target: String,
    /// Protocol version of the request.
    pub version: Version,
    /// Header fields in order received; names lowercased, values trimmed.
    pub headers: Vec<(String, String)>,
    /// The body after transfer decoding.
    pub body: Vec<u8>,
}

impl Request {
    /// The value of the first field called `name` (ASCII case-insensitive).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// The target without its query.
    pub fn path(&self) -> &str {
        self.target.split_once('?').map_or(&self.target, |(p, _)| p)
    }

    /// The query, without `?`, if the target has one.
    pub fn query(&self) -> Option<&str> {
        self.target.split_once('?').map(|(_, q)| q)
    }

    fn from_head(head: &Head<'_>) -> Request {
        Request {
            method: head.method.to_owned(),
            target: head.target.to_owned(),
            version: head.version,
            headers: head
                .fields
                .iter()
                .map(|f| (f.name.to_ascii_lowercase(), f.value.to_owned()))
                .collect(),
            body: Vec::new(),
        }
    }
}

/// What answers requests. One value serves every connection concurrently.
pub trait Handler: Send + Sync + 'static {
    /// Answers one request. A panic here is answered with 500.
    fn handle(&self, req: Request) -> impl Future<Output = Response> + Send;
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
    /// Most connections served at once. One more is answered 503 with
    /// `Retry-After: 1` and closed, without reading its request.
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
pub async fn serve<H: Handler>(listener: Listener, limits: ServerLimits, handler: Arc<H>) -> io::Result<()> {
    let shared = Arc::new(Shared {
        busy: busy_response(),
        limits,
        handler,
        active: AtomicUsize::new(0),
    });
    // Fails early on a listener that is not usable.
    listener.local_addr()?;
    loop {
        match &listener {
            Listener::Tcp(l) => match l.accept().await {
                Ok((stream, _)) => {
                    // Responses are written whole; do not let Nagle hold the
                    // tail of one back waiting for an ACK.
                    let _ = stream.set_nodelay(true);
                    admit(&shared, stream).await;
                }
                Err(_) => backoff().await,
            },
            Listener::Unix(l) => match l.accept().await {
                Ok((stream, _)) => admit(&shared, stream).await,
                Err(_) => backoff().await,
            },
        }
    }
}

async fn backoff() {
    Timer::after(ACCEPT_BACKOFF).await;
}

/// State every connection task shares.
struct Shared<H> {
    limits: ServerLimits,
    handler: Arc<H>,
    active: AtomicUsize,
    /// The pre-written 503 for connections over the cap.
    busy: Vec<u8>,
}

/// A claim on one of the `max_connections` places, given back on drop
/// (even if the task panics).
struct Slot<H> {
    shared: Arc<Shared<H>>,
}

impl<H> Slot<H> {
    fn acquire(shared: &Arc<Shared<H>>) -> Option<Slot<H>> {
        let previous = shared.active.fetch_add(1, Ordering::AcqRel);
        if previous >= shared.limits.max_connections {
            shared.active.fetch_sub(1, Ordering::AcqRel);
            return None;
        }
        Some(Slot {
            shared: Arc::clone(shared),
        })
    }
}

impl<H> Drop for Slot<H> {
    fn drop(&mut self) {
        self.shared.active.fetch_sub(1, Ordering::AcqRel);
    }
}

/// What a connection's socket must offer.
trait Stream: AsyncRead + AsyncWrite + Unpin + Send + 'static {}
impl<S: AsyncRead + AsyncWrite + Unpin + Send + 'static> Stream for S {}

/// Starts a task for an accepted connection, or turns it away when the cap
/// is reached. Turning away never waits: the 503 is written only if the
/// socket takes it at once, so a flood cannot stall the accept loop.
async fn admit<H: Handler, S: Stream>(shared: &Arc<Shared<H>>, mut stream: S) {
    let Some(slot) = Slot::acquire(shared) else {
        let _ = future::poll_once(stream.write_all(&shared.busy)).await;
        return;
    };
    smol::spawn(async move {
        let mut conn = Connection::new(stream, &slot.shared);
        conn.run().await;
    })
    .detach();
}

fn busy_response() -> Vec<u8> {
    let resp = Response::error(503, "server at capacity; retry shortly").with_header("Retry-After", "1");
    let mut out = Vec::new();
    let opts = WriteOptions {
        version: Version::Http11,
        keep_alive: false,
        head_only: false,
        date: None,
    };
    parse::write_response(&resp, &opts, &mut out);
    out
}

/// Why a connection stops.
enum Exit {
    /// Close without a word (peer gone, idle, I/O error).
    Quiet,
    /// Answer this error once, then close.
    Reply(u16, &'static str),
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
    timer: Timer,
    date: DateCache,
    accepted: Instant,
}

impl<'a, S: Stream, H: Handler> Connection<'a, S, H> {
    fn new(stream: S, shared: &'a Shared<H>) -> Self {
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
            timer: Timer::never(),
            date: DateCache::default(),
            accepted: Instant::now(),
        }
    }

    async fn run(&mut self) {
        let mut first = true;
        loop {
            let exit = match self.serve_one(first).await {
                Ok(true) => {
                    first = false;
                    continue;
                }
                Ok(false) => None,
                Err(Exit::Quiet) => return,
                Err(Exit::Reply(status, message)) => Some(Response::error(status, message)),
            };
            if let Some(resp) = exit {
                // RFC 9112 §9.6: after a framing error, answer once, close.
                self.send(&resp, Version::Http11, false, false).await;
            }
            self.close().await;
            return;
        }
    }

    /// Serves one request. `Ok(true)`: keep the connection for another.
    async fn serve_one(&mut self, first: bool) -> Result<bool, Exit> {
        let mut incoming = self.read_head(first).await?;
        self.read_body(&mut incoming).await?;
        let Incoming {
            request, keep_alive, ..
        } = incoming;
        let version = request.version;
        let head_only = request.method == "HEAD";
        let resp = AssertUnwindSafe(self.shared.handler.handle(request))
            .catch_unwind()
            .await
            .unwrap_or_else(|_| Response::error(500, "internal error"));
        if !self.send(&resp, version, keep_alive, head_only).await {
            return Err(Exit::Quiet);
        }
        Ok(keep_alive)
    }

    /// Reads until a complete head is buffered, then parses it.
    async fn read_head(&mut self, first: bool) -> Result<Incoming, Exit> {
        let limits = &self.shared.limits;
        let deadline = if !self.buf.is_empty() {
            Instant::now() + limits.head_timeout
        } else if first {
            self.accepted + limits.head_timeout
        } else {
            // RFC 9112 §9.5: an idle kept-alive connection may be closed.
            match self.fill(Instant::now() + limits.keepalive_idle).await {
                Fill::Data => Instant::now() + limits.head_timeout,
                _ => return Err(Exit::Quiet),
            }
        };
        let mut parse_now = !self.buf.is_empty();
        loop {
            if parse_now {
                match parse::parse_head(self.buf.filled(), &limits.parse) {
                    Ok(Status::Complete((head, used))) => {
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
                    Err(e) => return Err(Exit::Reply(e.status(), e.message())),
                }
            }
            let before = self.buf.filled().len();
            match self.fill(deadline).await {
                // Only a line end (or a full buffer) can change the verdict,
                // so a client trickling bytes does not cost a parse per byte.
                Fill::Data => {
                    let new = self.buf.filled().get(before..).unwrap_or_default();
                    parse_now = new.iter().any(|&b| b == b'\n' || b == b'\r')
                        || self.buf.filled().len() >= limits.parse.max_head_bytes;
                }
                Fill::TimedOut => return Err(Exit::Reply(408, "request head not received in time")),
                Fill::Full => return Err(Exit::Reply(431, "request head too large")),
                Fill::Eof | Fill::Failed => return Err(Exit::Quiet),
            }
        }
    }

    /// Reads and decodes the body the head announced.
    async fn read_body(&mut self, incoming: &mut Incoming) -> Result<(), Exit> {
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
        if incoming.expect_continue && self.buf.is_empty() && !self.write_all_timed(CONTINUE).await {
            return Err(Exit::Quiet);
        }
        let deadline = Instant::now() + limits.body_timeout;
        loop {
            let progress = decoder
                .decode(self.buf.filled(), &mut incoming.request.body)
                .map_err(|e| Exit::Reply(e.status(), e.message()))?;
            self.buf.consume(progress.consumed);
            if progress.done {
                return Ok(());
            }
            match self.fill(deadline).await {
                Fill::Data => {}
                Fill::TimedOut => return Err(Exit::Reply(408, "request body not received in time")),
                Fill::Full => return Err(Exit::Reply(400, "chunk line too long")),
                Fill::Eof | Fill::Failed => return Err(Exit::Quiet),
            }
        }
    }

    /// Reads more bytes into the buffer, giving up at `deadline`.
    async fn fill(&mut self, deadline: Instant) -> Fill {
        read_some(&mut self.stream, &mut self.timer, &mut self.buf, deadline).await
    }

    /// Writes a response with one write. Returns false if the connection
    /// failed or the client did not take it in time.
    async fn send(&mut self, resp: &Response, version: Version, keep_alive: bool, head_only: bool) -> bool {
        self.out.clear();
        let opts = WriteOptions {
            version,
            keep_alive,
            head_only,
            date: Some(self.date.now()),
        };
        parse::write_response(resp, &opts, &mut self.out);
        let timeout = self.shared.limits.write_timeout;
        write_timed(&mut self.stream, &mut self.timer, &self.out, timeout).await
    }

    async fn write_all_timed(&mut self, bytes: &[u8]) -> bool {
        let timeout = self.shared.limits.write_timeout;
        write_timed(&mut self.stream, &mut self.timer, bytes, timeout).await
    }

    /// Closes our side, then drains what the client still sends for a short
    /// while, so our last response is not lost to a reset (RFC 9112 §9.6).
    async fn close(&mut self) {
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

/// Reads once into `buf`, giving up at `deadline`.
async fn read_some<S: Stream>(stream: &mut S, timer: &mut Timer, buf: &mut ReadBuf, deadline: Instant) -> Fill {
    let Some(space) = buf.space() else {
        return Fill::Full;
    };
    timer.set_at(deadline);
    let read = async {
        match stream.read(space).await {
            Ok(0) => Err(Fill::Eof),
            Ok(n) => Ok(n),
            Err(_) => Err(Fill::Failed),
        }
    };
    let timeout = async {
        timer.await;
        Err(Fill::TimedOut)
    };
    match read.or(timeout).await {
        Ok(n) => {
            buf.advance(n);
            Fill::Data
        }
        Err(fill) => fill,
    }
}

/// Writes all of `bytes`, giving up after `timeout`.
async fn write_timed<S: Stream>(stream: &mut S, timer: &mut Timer, bytes: &[u8], timeout: Duration) -> bool {
    timer.set_after(timeout);
    let write = async { stream.write_all(bytes).await.is_ok() };
    let expire = async {
        timer.await;
        false
    };
    write.or(expire).await
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

/// Formats seconds since the Unix epoch as an IMF-fixdate
/// (`Sun, 06 Nov 1994 08:49:37 GMT`, RFC 9110 §5.6.7).
pub fn http_date(unix_secs: u64) -> String {
    const DAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let days = unix_secs / 86_400;
    let secs_of_day = unix_secs % 86_400;
    // Civil date from days since 1970-01-01 (H. Hinnant's algorithm).
    let z = days + 719_468;
    let era = z / 146_097;
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + u64::from(month <= 2);
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
