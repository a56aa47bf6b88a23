//! Replies a serving loop waits for itself: one `poll(2)` over its input and
//! every morloc call in flight, instead of the event loop.
//!
//! Why: with calls in flight, each waiting on the event loop costs a morloc
//! call about six system calls of the loop's own bookkeeping: its socket's
//! registration, arming and removal (three `epoll_ctl`), a read of stdin
//! that finds nothing and its re-arming, and the timer re-arming of each
//! turn of the loop; and the event loop's helper thread wakes every 50 µs
//! while the loop turns. Waiting as below took our stdio nexus from 12.6
//! to 5.1 system calls and from 20.3 to 17.8 µs of CPU per call with 16 in
//! flight on one CPU (BENCHMARKS.md, issue 10). A stand-in
//! nexus that waits like this (`bench/morloc_relay.c`) comes within 3 to
//! 7 % of the bare-pool ceiling.
//!
//! How: a serving loop (`nexus mcp`'s) makes one [`LoopWaits`] and hands it
//! down with every call it runs: through the MCP adapter's backend, the
//! dispatcher's call context and [`crate::pool::Pool::call`] to the morloc
//! pool's call, which is the only kind that uses it. Two waits are offered:
//!
//! - the *quick wait*: while the loop [allows](LoopWaits::allow_quick) it
//!   (around the first poll of a lone call, when nothing else needs the
//!   thread), a call whose request is out waits for its reply with one
//!   `poll(2)` on its socket and the loop's input, outside the event loop;
//! - the *loop poll*: while the loop is polling, a call that has sent its
//!   request hands its socket to the loop ([`LoopWaits::read_by_loop`])
//!   instead of to the event loop. When every running call waits so and
//!   nothing else needs the thread, the loop makes one `poll(2)` over its
//!   input and those sockets ([`LoopWaits::poll`]), wakes the calls whose
//!   replies came, and reads its input if it is ready. Whenever the loop
//!   must wait on the event loop instead (a call waits on something else,
//!   stdout is full, or the poll found nothing in its time), it first
//!   [releases](LoopWaits::release) every waiting call, which then
//!   finishes on the event loop as before; so no call is ever left
//!   unwatched.
//!
//! A call made without a `LoopWaits` (the daemons, `run`, eval) waits on
//! the event loop.

use crate::sys::timespec;
use rustix::event::{PollFd, PollFlags};
use rustix::fd::{AsFd, BorrowedFd, OwnedFd};
use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::task::{Context, Poll, Waker};
use std::time::Duration;

/// The longest a lone call waits for its reply outside the event loop
/// before handing the wait to it. Input ends the wait at once, so this
/// bounds only what nobody is waiting for; see [`crate::sys::readable_first`]
/// for why it is not shorter.
pub const QUICK_WAIT_LIMIT: Duration = Duration::from_millis(100);

/// One call's socket, waiting for the loop's poll.
struct Waiting {
    id: u64,
    fd: Arc<OwnedFd>,
    waker: Waker,
    /// `None` while waiting; `Some(true)` once the poll found the socket
    /// readable (or hung up), `Some(false)` once released to the event loop.
    outcome: Option<bool>,
}

#[derive(Default)]
struct Waits {
    /// False while the serving loop waits on the event loop: then nobody
    /// polls, so no call may start waiting here.
    polling: bool,
    next_id: u64,
    waiting: Vec<Waiting>,
}

/// What a [`LoopWaits::poll`] found.
#[derive(Debug, PartialEq, Eq)]
pub enum Polled {
    /// The input is readable (and perhaps some calls' replies came too).
    Input,
    /// Only calls' replies came; their calls are woken.
    Calls,
    /// Nothing within the limit, or the poll failed.
    Nothing,
}

/// A serving loop's offer to wait for its calls' replies itself; see the
/// module documentation. Shared (`Arc`) between the loop and its calls.
pub struct LoopWaits {
    /// The loop's input: its arrival ends a quick wait, and the loop's
    /// poll watches it.
    input: OwnedFd,
    /// While the loop allows a quick wait, how long it may last, in
    /// nanoseconds (at most [`QUICK_WAIT_LIMIT`]); 0 when it allows none.
    /// An atomic, not under the lock: every call reads it.
    quick_ns: AtomicU64,
    waits: Mutex<Waits>,
}

impl LoopWaits {
    /// The offer of a loop reading `input`, polling from the start.
    pub fn new(input: OwnedFd) -> LoopWaits {
        LoopWaits {
            input,
            quick_ns: AtomicU64::new(0),
            waits: Mutex::new(Waits {
                polling: true,
                ..Waits::default()
            }),
        }
    }

    fn lock(&self) -> Option<MutexGuard<'_, Waits>> {
        self.waits.lock().ok()
    }

    // ------------------------------------------------------------ the loop's side

    /// While the returned guard lives, a call first polled may wait for
    /// its reply outside the event loop, until the reply comes, the input
    /// becomes readable, or `limit` (at most [`QUICK_WAIT_LIMIT`]) passes.
    /// A serving loop takes one around the first poll of a call only when
    /// it has nothing else to do: no other call running, no other request
    /// read and waiting, no reply to write, so the wait delays nobody; the
    /// loop's `limit` keeps the call's deadline.
    pub fn allow_quick(&self, limit: Duration) -> QuickWait<'_> {
        // A zero limit would read as "none"; the least allowed is 1 ns.
        let ns = limit.min(QUICK_WAIT_LIMIT).as_nanos().max(1) as u64;
        let before = self.quick_ns.swap(ns, Ordering::Relaxed);
        QuickWait {
            waits: self,
            before,
        }
    }

    /// How many calls wait here for their replies.
    pub fn waiting(&self) -> usize {
        self.lock().map_or(0, |w| {
            w.waiting.iter().filter(|e| e.outcome.is_none()).count()
        })
    }

    /// Whether calls may start waiting here: true while the loop polls,
    /// false while it waits on the event loop. Turning it off releases
    /// every waiting call.
    pub fn set_polling(&self, on: bool) {
        if !on {
            self.release();
        }
        if let Some(mut w) = self.lock() {
            w.polling = on;
        }
    }

    /// Hands every waiting call to the event loop: each is woken, and waits
    /// there from now on.
    pub fn release(&self) {
        let wakers: Vec<Waker> = match self.lock() {
            Some(mut w) => w
                .waiting
                .iter_mut()
                .filter(|e| e.outcome.is_none())
                .map(|e| {
                    e.outcome = Some(false);
                    e.waker.clone()
                })
                .collect(),
            None => Vec::new(),
        };
        // Woken outside the lock: a waker may poll at once.
        wakers.into_iter().for_each(Waker::wake);
    }

    /// One `poll(2)` over the input and every waiting call's socket, for at
    /// most `limit`; wakes the calls whose sockets are readable.
    pub fn poll(&self, limit: Duration) -> Polled {
        let wait = timespec(limit);
        // The lock is held across the poll(2): the loop's own thread is the
        // only one that polls, and its calls, which take the lock too, run
        // on that thread between polls, never during one.
        let (input_ready, wakers) = {
            let Some(mut w) = self.lock() else {
                return Polled::Nothing;
            };
            // The input first, then the waiting calls in their order here.
            let mut fds = Vec::with_capacity(w.waiting.len() + 1);
            fds.push(PollFd::new(&self.input, PollFlags::IN));
            for entry in w.waiting.iter().filter(|e| e.outcome.is_none()) {
                fds.push(PollFd::new(&*entry.fd, PollFlags::IN));
            }
            let ready: Vec<bool> = match rustix::event::poll(&mut fds, Some(&wait)) {
                Ok(n) if n > 0 => fds.iter().map(|f| !f.revents().is_empty()).collect(),
                _ => return Polled::Nothing,
            };
            drop(fds);
            let (input_ready, mut ready) = (ready[0], ready[1..].iter().copied());
            let mut wakers = Vec::new();
            for entry in w.waiting.iter_mut().filter(|e| e.outcome.is_none()) {
                if ready.next() == Some(true) {
                    entry.outcome = Some(true);
                    wakers.push(entry.waker.clone());
                }
            }
            (input_ready, wakers)
        };
        let calls = !wakers.is_empty();
        wakers.into_iter().for_each(Waker::wake);
        match (input_ready, calls) {
            (true, _) => Polled::Input,
            (false, true) => Polled::Calls,
            (false, false) => Polled::Nothing,
        }
    }

    // ------------------------------------------------------------ a call's side

    /// The loop's input and how long a quick wait may last, while the loop
    /// allows one.
    pub fn quick(&self) -> Option<(BorrowedFd<'_>, Duration)> {
        match self.quick_ns.load(Ordering::Relaxed) {
            0 => None,
            ns => Some((self.input.as_fd(), Duration::from_nanos(ns))),
        }
    }

    /// Waits on the loop's poll for `fd`, whose request is out, reading
    /// what comes with `read` (true once the reply is whole). `Ok(true)`:
    /// the reply is whole; `Ok(false)`: the loop is not polling or it
    /// released the call, so the rest must be awaited on the event loop.
    pub async fn read_by_loop<E>(
        &self,
        fd: &Arc<OwnedFd>,
        mut read: impl FnMut(BorrowedFd<'_>) -> Result<bool, E>,
    ) -> Result<bool, E> {
        loop {
            let wait =
                std::future::poll_fn(|cx| Poll::Ready(LoopWait::new(self, fd, cx.waker()))).await;
            let Some(wait) = wait else {
                return Ok(false);
            };
            if !wait.await {
                return Ok(false);
            }
            if read(fd.as_fd())? {
                return Ok(true);
            }
        }
    }
}

impl std::fmt::Debug for LoopWaits {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LoopWaits")
            .field("waiting", &self.waiting())
            .finish_non_exhaustive()
    }
}

impl Drop for LoopWaits {
    fn drop(&mut self) {
        self.release();
    }
}

/// A quick wait the loop allows; see [`LoopWaits::allow_quick`]. Dropping
/// it restores what was allowed before.
pub struct QuickWait<'a> {
    waits: &'a LoopWaits,
    /// What was allowed before, in the form of `LoopWaits::quick_ns`.
    before: u64,
}

impl Drop for QuickWait<'_> {
    fn drop(&mut self) {
        self.waits.quick_ns.store(self.before, Ordering::Relaxed);
    }
}

/// A call's wait for its reply on the loop's poll: ready with `true` once
/// the socket is readable, `false` once released to the event loop.
struct LoopWait<'a> {
    waits: &'a LoopWaits,
    id: u64,
}

impl<'a> LoopWait<'a> {
    /// Starts waiting for `fd`, or `None` when the loop is not polling.
    fn new(waits: &'a LoopWaits, fd: &Arc<OwnedFd>, waker: &Waker) -> Option<LoopWait<'a>> {
        let mut w = waits.lock()?;
        if !w.polling {
            return None;
        }
        let id = w.next_id;
        w.next_id += 1;
        w.waiting.push(Waiting {
            id,
            fd: fd.clone(),
            waker: waker.clone(),
            outcome: None,
        });
        Some(LoopWait { waits, id })
    }

    /// Takes this wait's entry out of the loop's list, if it is there.
    fn take_entry(&self) -> Option<Waiting> {
        let mut w = self.waits.lock()?;
        let at = w.waiting.iter().position(|e| e.id == self.id)?;
        Some(w.waiting.swap_remove(at))
    }
}

impl Future for LoopWait<'_> {
    type Output = bool;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<bool> {
        let mut old_waker = None;
        let outcome = self.waits.lock().and_then(|mut w| {
            let entry = w.waiting.iter_mut().find(|e| e.id == self.id)?;
            if entry.outcome.is_none() && !entry.waker.will_wake(cx.waker()) {
                old_waker = Some(std::mem::replace(&mut entry.waker, cx.waker().clone()));
            }
            Some(entry.outcome)
        });
        // Dropped outside the lock, as every waker and entry here is.
        drop(old_waker);
        match outcome {
            Some(None) => Poll::Pending,
            Some(Some(ready)) => {
                drop(self.take_entry());
                Poll::Ready(ready)
            }
            // The entry is gone.
            None => Poll::Ready(false),
        }
    }
}

impl Drop for LoopWait<'_> {
    fn drop(&mut self) {
        drop(self.take_entry());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;
    use std::os::unix::net::UnixStream;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::task::Wake;

    /// A waker that counts its wakes.
    struct Count(AtomicUsize);
    impl Wake for Count {
        fn wake(self: Arc<Self>) {
            self.0.fetch_add(1, Ordering::SeqCst);
        }
    }

    fn counter() -> (Arc<Count>, Waker) {
        let count = Arc::new(Count(AtomicUsize::new(0)));
        (count.clone(), Waker::from(count))
    }

    /// A connected pair: the call's end (owned, as a pool connection is)
    /// and the pool's end.
    fn pair() -> (Arc<OwnedFd>, UnixStream) {
        let (ours, theirs) = UnixStream::pair().unwrap();
        (Arc::new(OwnedFd::from(ours)), theirs)
    }

    /// A loop whose input is the first end of a pair; the writer feeds it.
    fn waits() -> (LoopWaits, UnixStream) {
        let (input, writer) = UnixStream::pair().unwrap();
        (LoopWaits::new(OwnedFd::from(input)), writer)
    }

    fn poll_once(wait: &mut LoopWait<'_>, waker: &Waker) -> Poll<bool> {
        Pin::new(wait).poll(&mut Context::from_waker(waker))
    }

    #[test]
    fn a_waiting_call_is_woken_when_its_reply_comes_and_input_is_seen() {
        let (waits, mut input_writer) = waits();
        let (call_fd, mut pool) = pair();
        let (wakes, waker) = counter();
        let mut wait = LoopWait::new(&waits, &call_fd, &waker).expect("the loop is polling");
        assert_eq!(poll_once(&mut wait, &waker), Poll::Pending);
        assert_eq!(waits.waiting(), 1);

        // Nothing yet: the poll ends at its limit and wakes nobody.
        let limit = Duration::from_millis(20);
        assert_eq!(waits.poll(limit), Polled::Nothing);
        assert_eq!(wakes.0.load(Ordering::SeqCst), 0);

        pool.write_all(b"reply").unwrap();
        assert_eq!(waits.poll(limit), Polled::Calls);
        assert_eq!(wakes.0.load(Ordering::SeqCst), 1);
        assert_eq!(poll_once(&mut wait, &waker), Poll::Ready(true));
        assert_eq!(waits.waiting(), 0, "a finished wait leaves the loop");

        input_writer.write_all(b"{}\n").unwrap();
        assert_eq!(waits.poll(limit), Polled::Input);
    }

    #[test]
    fn a_hung_up_pool_counts_as_a_reply() {
        let (waits, _input_writer) = waits();
        let (call_fd, pool) = pair();
        let (_, waker) = counter();
        let mut wait = LoopWait::new(&waits, &call_fd, &waker).unwrap();
        assert_eq!(poll_once(&mut wait, &waker), Poll::Pending);
        drop(pool);
        assert_eq!(waits.poll(Duration::from_secs(5)), Polled::Calls);
        assert_eq!(poll_once(&mut wait, &waker), Poll::Ready(true));
    }

    #[test]
    fn released_calls_go_back_to_the_event_loop_and_none_start_while_it_waits() {
        let (waits, _input_writer) = waits();
        let (call_fd, _pool) = pair();
        let (wakes, waker) = counter();
        let mut wait = LoopWait::new(&waits, &call_fd, &waker).unwrap();
        assert_eq!(poll_once(&mut wait, &waker), Poll::Pending);

        waits.set_polling(false);
        assert_eq!(
            wakes.0.load(Ordering::SeqCst),
            1,
            "a released call is woken"
        );
        assert_eq!(poll_once(&mut wait, &waker), Poll::Ready(false));
        assert!(
            LoopWait::new(&waits, &call_fd, &waker).is_none(),
            "nobody polls while the loop waits on the event loop"
        );
        waits.set_polling(true);
        assert!(LoopWait::new(&waits, &call_fd, &waker).is_some());
    }

    #[test]
    fn a_dropped_wait_leaves_the_loop_and_gives_its_socket_back() {
        let (waits, _input_writer) = waits();
        let (call_fd, _pool) = pair();
        let (_, waker) = counter();
        let wait = LoopWait::new(&waits, &call_fd, &waker).unwrap();
        assert_eq!(waits.waiting(), 1);
        assert_eq!(Arc::strong_count(&call_fd), 2);
        drop(wait);
        assert_eq!(waits.waiting(), 0);
        assert_eq!(Arc::strong_count(&call_fd), 1, "the loop holds no copy");
    }

    #[test]
    fn releasing_wakes_every_wait() {
        let (waits, _input_writer) = waits();
        let (call_fd, _pool) = pair();
        let (wakes, waker) = counter();
        let mut wait = LoopWait::new(&waits, &call_fd, &waker).unwrap();
        assert_eq!(poll_once(&mut wait, &waker), Poll::Pending);
        waits.release();
        assert_eq!(wakes.0.load(Ordering::SeqCst), 1);
        assert_eq!(poll_once(&mut wait, &waker), Poll::Ready(false));
        drop(wait);
        assert_eq!(Arc::strong_count(&call_fd), 1);
    }

    #[test]
    fn quick_waits_are_allowed_only_inside_the_guard_and_capped() {
        let (waits, _input_writer) = waits();
        let now = || waits.quick().map(|(_, limit)| limit);
        assert_eq!(now(), None);
        {
            let _outer = waits.allow_quick(Duration::from_millis(7));
            assert_eq!(now(), Some(Duration::from_millis(7)));
            {
                let _inner = waits.allow_quick(Duration::from_secs(3600));
                assert_eq!(now(), Some(QUICK_WAIT_LIMIT), "capped");
            }
            assert_eq!(now(), Some(Duration::from_millis(7)), "restored");
        }
        assert_eq!(now(), None);
    }

    #[test]
    fn read_by_loop_reads_a_reply_that_comes_in_pieces() {
        let (waits, _input_writer) = waits();
        let waits = Arc::new(waits);
        let (call_fd, mut pool) = pair();
        let local = smol::LocalExecutor::new();
        let got = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
        let reading = {
            let got = got.clone();
            let call_fd = call_fd.clone();
            let waits = waits.clone();
            local.spawn(async move {
                waits
                    .read_by_loop(&call_fd, |fd| {
                        let mut buf = [0u8; 16];
                        let (n, _) =
                            rustix::net::recv(fd, &mut buf, rustix::net::RecvFlags::empty())
                                .map_err(|e| e.to_string())?;
                        got.borrow_mut().extend_from_slice(&buf[..n]);
                        Ok::<bool, String>(got.borrow().len() >= 6)
                    })
                    .await
            })
        };
        let limit = Duration::from_secs(5);
        assert!(local.try_tick(), "the call starts waiting");
        assert_eq!(waits.waiting(), 1);
        for piece in [&b"abc"[..], &b"def"[..]] {
            pool.write_all(piece).unwrap();
            assert_eq!(waits.poll(limit), Polled::Calls);
            assert!(local.try_tick());
        }
        assert!(reading.is_finished());
        assert_eq!(smol::block_on(reading), Ok(true));
        assert_eq!(&got.borrow()[..], b"abcdef");
        assert_eq!(waits.waiting(), 0);
    }

    #[test]
    fn without_polling_a_call_waits_on_the_event_loop() {
        let (waits, _input_writer) = waits();
        waits.set_polling(false);
        let (call_fd, _pool) = pair();
        let whole = smol::block_on(waits.read_by_loop(&call_fd, |_| Ok::<bool, ()>(true)));
        assert_eq!(whole, Ok(false));
    }
}
