//! One call on the wire: a fresh connection to the pool's socket, the
//! request out, one reply packet read back (with the fewest system calls),
//! and what the call holds (its turn, its argument blocks, the connection)
//! until the pool is done with it, even when the call is dropped first.
//!
//! The hand-off rule this code keeps (one call at a time per program, inline calls together) is
//! told in `process.rs`'s module doc, which the comments here call "the
//! module doc".

use super::Failure;
use super::session::{ArgBlock, Turn};
use crate::morloc::packet;
use crate::morloc::wait::LoopWaits;
use crate::sys;
use rustix::net::SocketAddrUnix;
use std::sync::Arc;
use std::time::Duration;

/// One call on a fresh connection: the request out, one packet back.
///
/// Written for the fewest system calls, which on one CPU are most of what
/// a nexus adds to a call (BENCHMARKS.md). The connection is made without
/// waiting for writability and the request goes out in one write. When
/// the call comes with a serving loop's [`LoopWaits`] that allows a quick
/// wait (this is its only call in flight), the reply is awaited with one
/// `poll(2)` on its socket and on the loop's input, outside the event
/// loop, whose wait costs six system calls more (its registration, timer
/// and wake-up bookkeeping); with nothing else in flight there is nothing
/// for it to do meanwhile. Input arriving first (a cancellation, another
/// request), a partial read, or a call longer than the allowance falls
/// back to the loop's poll, then to the event loop.
///
/// `flight` holds the connection while the reply is awaited; once this
/// returns (with the reply or with the reason there is none) the pool is
/// done with the call, and the connection is no longer held.
pub(super) async fn round_trip(
    socket: &SocketAddrUnix,
    request: Vec<u8>,
    max_result: u64,
    waits: Option<&LoopWaits>,
    flight: &mut InFlight,
) -> Result<(packet::Header, Vec<u8>), Failure> {
    let out = exchange(socket, request, max_result, waits, &mut flight.connection).await;
    flight.connection = None;
    out
}

/// [`round_trip`]'s exchange; `connection` gets the socket once it is
/// connected.
async fn exchange(
    socket: &SocketAddrUnix,
    request: Vec<u8>,
    max_result: u64,
    waits: Option<&LoopWaits>,
    connection: &mut Option<Arc<rustix::fd::OwnedFd>>,
) -> Result<(packet::Header, Vec<u8>), Failure> {
    let fd = Arc::new(
        connect(socket)
            .await
            .map_err(|e| Failure::Broken(format!("cannot connect to the pool's socket: {e}")))?,
    );
    *connection = Some(fd.clone());
    let sent = match rustix::net::send(&*fd, &request, rustix::net::SendFlags::NOSIGNAL) {
        Ok(n) => n,
        Err(rustix::io::Errno::AGAIN) => 0,
        Err(e) => return Err(Failure::Broken(format!("cannot send the call: {e}"))),
    };
    let mut reply = Reply::new(max_result);
    if sent == request.len()
        && waits
            .and_then(LoopWaits::quick)
            .is_some_and(|(input, limit)| sys::readable_first(&*fd, Some(input), limit))
        && reply.read_available(&*fd)?
    {
        return reply.finish();
    }
    if let Some(waits) = waits
        && sent == request.len()
        // With other calls in flight, the serving loop's own poll may
        // watch this one; it hands it back when it cannot.
        && waits
            .read_by_loop(&fd, |fd| reply.read_available(fd))
            .await?
    {
        return reply.finish();
    }
    let stream = smol::Async::new_nonblocking(fd)
        .map_err(|e| Failure::Broken(format!("cannot wait for the pool's answer: {e}")))?;
    let mut sent = sent;
    while sent < request.len() {
        sent += stream
            .write_with(|fd| {
                rustix::net::send(fd, &request[sent..], rustix::net::SendFlags::NOSIGNAL)
                    .map_err(std::io::Error::from)
            })
            .await
            .map_err(|e| Failure::Broken(format!("cannot send the call: {e}")))?;
    }
    drop(request);
    reply.read_rest(&stream).await?;
    reply.finish()
}

/// What one call holds at its program's pools until the pool is done with
/// it: its turn, its argument blocks and, while the reply is awaited, its
/// connection. Dropped with the connection still held (the call was
/// cancelled), it keeps all three until the pool closes that connection,
/// on a thread of its own: the worker may still be about to read the
/// arguments, and the next call must not reach the pool before it is
/// done (the module doc's hand-off rule).
pub(super) struct InFlight {
    pub(super) turn: Option<Turn>,
    pub(super) blocks: Vec<ArgBlock>,
    connection: Option<Arc<rustix::fd::OwnedFd>>,
}

impl InFlight {
    pub(super) fn new(turn: Turn) -> InFlight {
        InFlight {
            turn: Some(turn),
            blocks: Vec::new(),
            connection: None,
        }
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        let Some(connection) = self.connection.take() else {
            return;
        };
        let held = (self.turn.take(), std::mem::take(&mut self.blocks));
        smol::unblock(move || {
            await_close(&connection);
            drop(held);
        })
        .detach();
    }
}

/// Reads and discards what comes on a cancelled call's connection until
/// the pool closes it (or it fails): the pool has then read the call and
/// finished the function. No bound: a pool that never answers holds its
/// worker as long, and the calls behind it would wait on that worker.
fn await_close(fd: &rustix::fd::OwnedFd) {
    let mut sink = [0u8; 4096];
    loop {
        if !sys::readable_within(fd, Duration::from_secs(3600)) {
            continue;
        }
        match rustix::net::recv(fd, &mut sink, rustix::net::RecvFlags::empty()) {
            Ok((0, _)) => return,
            Ok(_) | Err(rustix::io::Errno::AGAIN | rustix::io::Errno::INTR) => {}
            Err(_) => return,
        }
    }
}

/// The first read of a reply: a small result's header and body in one
/// system call (combat's is 80 bytes), without zeroing much per call.
const FIRST_READ: usize = 512;

/// A reply packet being read: its header once whole, then its body.
struct Reply {
    max_result: u64,
    head: [u8; packet::HEADER_LEN],
    /// Bytes read so far: of the header, then of the body.
    got: usize,
    header: Option<packet::Header>,
    body: Vec<u8>,
}

impl Reply {
    fn new(max_result: u64) -> Reply {
        Reply {
            max_result,
            head: [0; packet::HEADER_LEN],
            got: 0,
            header: None,
            body: Vec::new(),
        }
    }

    /// Whether the packet is whole.
    fn done(&self) -> bool {
        self.header.is_some() && self.got == self.body.len()
    }

    /// Where the next read goes.
    fn room(&mut self) -> &mut [u8] {
        match self.header {
            None => &mut self.head[self.got..],
            Some(_) => &mut self.body[self.got..],
        }
    }

    /// Takes `n` bytes just read into [`Reply::room`].
    fn advance(&mut self, n: usize) -> Result<(), Failure> {
        self.got += n;
        if self.header.is_none() && self.got == packet::HEADER_LEN {
            let header = packet::Header::decode(&self.head, self.max_result)
                .map_err(|e| Failure::Broken(e.to_string()))?;
            // The length was bounded by `max_result` in `decode`.
            self.body = vec![0; header.body_len() as usize];
            self.header = Some(header);
            self.got = 0;
        }
        Ok(())
    }

    /// Takes bytes read elsewhere; any beyond the packet are ignored, as
    /// libmorloc reads one packet per connection.
    fn feed(&mut self, mut bytes: &[u8]) -> Result<(), Failure> {
        while !bytes.is_empty() && !self.done() {
            let room = self.room();
            let n = room.len().min(bytes.len());
            room[..n].copy_from_slice(&bytes[..n]);
            bytes = &bytes[n..];
            self.advance(n)?;
        }
        Ok(())
    }

    fn closed(&self) -> Failure {
        Failure::Broken(if self.header.is_none() {
            "the pool closed the connection before answering".into()
        } else {
            "the pool closed the connection mid-reply".into()
        })
    }

    /// Reads what the socket has without waiting; true once the packet is
    /// whole.
    fn read_available(&mut self, fd: impl rustix::fd::AsFd) -> Result<bool, Failure> {
        if self.header.is_none() && self.got == 0 {
            // Most replies are small: header and body in one read.
            let mut first = [0u8; FIRST_READ];
            match rustix::net::recv(&fd, &mut first, rustix::net::RecvFlags::empty()) {
                Ok((0, _)) => return Err(self.closed()),
                Ok((n, _)) => self.feed(&first[..n])?,
                Err(rustix::io::Errno::AGAIN) => return Ok(false),
                Err(rustix::io::Errno::INTR) => {}
                Err(_) => return Err(self.closed()),
            }
        }
        while !self.done() {
            match rustix::net::recv(&fd, self.room(), rustix::net::RecvFlags::empty()) {
                Ok((0, _)) => return Err(self.closed()),
                Ok((n, _)) => self.advance(n)?,
                Err(rustix::io::Errno::AGAIN) => return Ok(false),
                Err(rustix::io::Errno::INTR) => {}
                Err(_) => return Err(self.closed()),
            }
        }
        Ok(true)
    }

    /// Reads the rest of the packet on the event loop: waits until the
    /// socket is readable (nothing can be there yet, or a read just found
    /// nothing), then takes what it has.
    async fn read_rest(
        &mut self,
        stream: &smol::Async<Arc<rustix::fd::OwnedFd>>,
    ) -> Result<(), Failure> {
        loop {
            stream
                .readable()
                .await
                .map_err(|e| Failure::Broken(format!("cannot wait for the pool's answer: {e}")))?;
            if self.read_available(stream.get_ref())? {
                return Ok(());
            }
        }
    }

    fn finish(self) -> Result<(packet::Header, Vec<u8>), Failure> {
        match self.header {
            Some(h) => Ok((h, self.body)),
            None => Err(self.closed()),
        }
    }
}

/// Longest pause between connection attempts while a pool's listen
/// backlog is full.
const CONNECT_MAX_PAUSE: Duration = Duration::from_millis(50);

/// Connects to a pool's Unix socket. A Unix connect completes at once, so
/// unlike `async_net`'s it does not wait for writability (a turn of the
/// event loop); when the pool's backlog is full it fails at once with
/// EAGAIN, and is tried again after a doubling pause, for as long as the
/// caller waits (its deadline drops this future).
pub(super) async fn connect(socket: &SocketAddrUnix) -> std::io::Result<rustix::fd::OwnedFd> {
    match connect_once(socket)? {
        Some(fd) => Ok(fd),
        // A full backlog: retried with backoff. Boxed, so every call's
        // future does not carry the address and timer of this rare wait.
        None => Box::pin(connect_retrying(socket)).await,
    }
}

/// One attempt: the connected socket, or `None` when the pool's backlog
/// is full (`EAGAIN`, a Unix socket's answer to a busy listener).
fn connect_once(addr: &SocketAddrUnix) -> std::io::Result<Option<rustix::fd::OwnedFd>> {
    use rustix::net::{AddressFamily, SocketFlags, SocketType};
    let fd = rustix::net::socket_with(
        AddressFamily::UNIX,
        SocketType::STREAM,
        SocketFlags::CLOEXEC | SocketFlags::NONBLOCK,
        None,
    )?;
    match rustix::net::connect(&fd, addr) {
        Ok(()) => Ok(Some(fd)),
        Err(rustix::io::Errno::AGAIN) => Ok(None),
        Err(e) => Err(e.into()),
    }
}

/// [`connect`] after a full backlog: attempts with pauses doubling from
/// 100 µs up to `CONNECT_MAX_PAUSE`.
async fn connect_retrying(socket: &SocketAddrUnix) -> std::io::Result<rustix::fd::OwnedFd> {
    let mut pause = Duration::from_micros(100);
    loop {
        smol::Timer::after(pause).await;
        if let Some(fd) = connect_once(socket)? {
            return Ok(fd);
        }
        pause = (pause * 2).min(CONNECT_MAX_PAUSE);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sys::{readable_first, readable_within};
    use rustix::fd::AsFd;
    use std::path::{Path, PathBuf};
    use std::time::Instant;

    #[test]
    fn a_reply_is_read_whole_however_it_arrives() {
        let body = b"0123456789";
        let header = packet::Header {
            kind: packet::TYPE_DATA,
            length: body.len() as u64,
            ..packet::Header::default()
        };
        let mut bytes = header.encode().to_vec();
        bytes.extend_from_slice(body);
        bytes.extend_from_slice(b"trailing bytes are not ours");
        for split in [0, 1, 31, 32, 33, 41, 42] {
            let mut reply = Reply::new(1 << 20);
            reply.feed(&bytes[..split]).unwrap();
            assert_eq!(reply.done(), split >= 42, "split {split}");
            reply.feed(&bytes[split..]).unwrap();
            assert!(reply.done());
            let (h, b) = reply.finish().unwrap();
            assert_eq!((h.length, b.as_slice()), (10, &body[..]));
        }
        // A header that declares more than the bound is refused before
        // anything is allocated for it.
        let mut reply = Reply::new(4);
        assert!(reply.feed(&bytes).is_err());
        // A connection closed before the header is whole is "closed".
        let reply = Reply::new(1 << 20);
        assert!(
            matches!(reply.finish(), Err(Failure::Broken(m)) if m.contains("before answering"))
        );
    }

    /// A stand-in for a pool's listener: answers one connection with
    /// `reply`, after `delay`, in two writes split at `split`.
    fn one_shot_pool(
        dir: &Path,
        reply: Vec<u8>,
        delay: Duration,
        split: usize,
    ) -> (PathBuf, std::thread::JoinHandle<Vec<u8>>) {
        use std::io::{Read, Write};
        let path = dir.join("pool.sock");
        let listener = std::os::unix::net::UnixListener::bind(&path).unwrap();
        let thread = std::thread::spawn(move || {
            let (mut conn, _) = listener.accept().unwrap();
            let mut head = [0u8; 32];
            conn.read_exact(&mut head).unwrap();
            let h = packet::Header::decode(&head, 1 << 20).unwrap();
            let mut body = vec![0u8; h.body_len() as usize];
            conn.read_exact(&mut body).unwrap();
            std::thread::sleep(delay);
            conn.write_all(&reply[..split]).unwrap();
            std::thread::sleep(Duration::from_millis(5));
            conn.write_all(&reply[split..]).unwrap();
            [&head[..], &body].concat()
        });
        (path, thread)
    }

    #[test]
    fn round_trips_quick_slow_and_split_replies() {
        let reply = packet::data(packet::SOURCE_MESG, packet::FORMAT_VOIDSTAR, b"12345678");
        let request = packet::call(9, &[packet::data(packet::SOURCE_MESG, 4, b"x")]);
        // The serving loop's input: quiet, or with a request waiting.
        let (quiet, _quiet_w) = rustix::pipe::pipe().unwrap();
        let (busy, busy_w) = rustix::pipe::pipe().unwrap();
        rustix::io::write(&busy_w, b"{}\n").unwrap();
        // The loops that offer waits: quick waits allowed, no loop poll
        // (nothing here polls, so the rest is awaited on the event loop).
        let offer = |input| {
            let waits = LoopWaits::new(input);
            waits.set_polling(false);
            waits
        };
        let (quiet, busy) = (offer(quiet), offer(busy));
        let limit = Duration::from_millis(5);
        // (the quick wait's input if allowed, the pool's delay, where its
        // reply splits)
        let cases = [
            (Some(&quiet), Duration::ZERO, 20),
            (Some(&quiet), limit * 5, 40),
            (None, Duration::ZERO, 40),
            (Some(&quiet), Duration::ZERO, 40),
            (Some(&busy), Duration::from_millis(20), 40),
        ];
        for (i, (input, delay, split)) in cases.into_iter().enumerate() {
            let dir = std::env::temp_dir().join(format!("nexus-rt-{}-{i}", std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).unwrap();
            let (path, pool) = one_shot_pool(&dir, reply.clone(), delay, split);
            let got = smol::block_on(async {
                let _allowed = input.map(|w| w.allow_quick(limit));
                round_trip(
                    &SocketAddrUnix::new(&path).unwrap(),
                    request.clone(),
                    1 << 20,
                    input,
                    &mut InFlight::new(free_turn()),
                )
                .await
            });
            let (h, body) = got.unwrap_or_else(|_| panic!("case {i}"));
            assert_eq!(
                (h.format, body.as_slice()),
                (4, &b"12345678"[..]),
                "case {i}"
            );
            assert_eq!(
                pool.join().unwrap(),
                request,
                "case {i}: the pool got the request"
            );
            let _ = std::fs::remove_dir_all(&dir);
        }
    }

    /// A turn of a program nobody else calls.
    fn free_turn() -> Turn {
        Turn::Alone {
            _held: Arc::new(smol::lock::RwLock::new(()))
                .try_write_arc()
                .expect("a fresh lock is free"),
        }
    }

    /// The hand-off rule: the turn passes to the next call only once the
    /// pool is done with this one, even when this one is cancelled first.
    #[test]
    fn a_cancelled_call_keeps_its_turn_until_the_pool_closes() {
        let dir = std::env::temp_dir().join(format!("nexus-turn-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let reply = packet::data(packet::SOURCE_MESG, 4, b"12345678");
        let slow = Duration::from_millis(300);
        let whole = reply.len();
        let (path, pool) = one_shot_pool(&dir, reply, slow, whole);
        let lock = Arc::new(smol::lock::RwLock::new(()));
        let started = Instant::now();
        smol::block_on(async {
            let mut flight = InFlight::new(Turn::Shared {
                _held: lock.read_arc().await,
            });
            let address = SocketAddrUnix::new(&path).unwrap();
            let call = round_trip(
                &address,
                packet::ping().to_vec(),
                1 << 20,
                None,
                &mut flight,
            );
            let cancel = async {
                smol::Timer::after(Duration::from_millis(30)).await;
                Err(Failure::Broken("cancelled".into()))
            };
            assert!(smol::future::or(call, cancel).await.is_err());
            drop(flight);
            assert!(lock.try_write().is_none(), "the turn outlives the cancel");
            let _next = lock.write().await;
            assert!(
                started.elapsed() >= slow,
                "the next call waited for the pool: {:?}",
                started.elapsed()
            );
        });
        pool.join().unwrap();
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_quick_wait_ends_at_its_limit_or_when_input_comes() {
        let (reply, reply_w) = rustix::pipe::pipe().unwrap();
        let (input, input_w) = rustix::pipe::pipe().unwrap();
        let limit = Duration::from_millis(30);
        let t = Instant::now();
        assert!(!readable_first(&reply, Some(input.as_fd()), limit));
        assert!(t.elapsed() >= limit, "waited its limit");
        rustix::io::write(&input_w, b"x").unwrap();
        let t = Instant::now();
        assert!(!readable_first(
            &reply,
            Some(input.as_fd()),
            Duration::from_secs(10)
        ));
        assert!(t.elapsed() < Duration::from_secs(5), "input ended the wait");
        rustix::io::write(&reply_w, b"y").unwrap();
        assert!(
            readable_first(&reply, Some(input.as_fd()), limit),
            "both ready: the reply wins"
        );
        assert!(readable_within(&reply, limit));
        drop(reply_w);
        let (hung, hung_w) = rustix::pipe::pipe().unwrap();
        drop(hung_w);
        assert!(
            readable_within(&hung, limit),
            "a hang-up counts as readable"
        );
    }
}
