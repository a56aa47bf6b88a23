//! Replies the serving loop waits for itself: one `poll(2)` over stdin and
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
//! How: the stdio serving loop installs a [`LoopPoller`] on its thread.
//! While it is polling, a morloc call that has sent its request hands its
//! socket to the poller ([`LoopWait`]) instead of to the event loop. When
//! every running call waits so and nothing else needs the thread, the loop
//! makes one `poll(2)` over stdin and those sockets ([`LoopPoller::poll`]),
//! wakes the calls whose replies came, and reads stdin if it is ready.
//! Whenever the loop must wait on the event loop instead (a call waits on
//! something else, stdout is full, or the poll found nothing in its time),
//! it first [releases](LoopPoller::release) every waiting call, which then
//! finishes on the event loop as before; so no call is ever left unwatched.
//!
//! Only the thread that installed the poller uses it: a call polled on any
//! other thread, or when no loop is polling, waits on the event loop.

use crate::sys::timespec;
use rustix::event::{PollFd, PollFlags};
use rustix::fd::{AsFd, BorrowedFd, OwnedFd};
use std::cell::RefCell;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll, Waker};
use std::time::Duration;

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

thread_local! {
    static WAITS: RefCell<Option<Waits>> = const { RefCell::new(None) };
}

/// What a [`LoopPoller::poll`] found.
#[derive(Debug, PartialEq, Eq)]
pub enum Polled {
    /// The input is readable (and perhaps some calls' replies came too).
    Input,
    /// Only calls' replies came; their calls are woken.
    Calls,
    /// Nothing within the limit, or the poll failed.
    Nothing,
}

/// The serving loop's side; see the module documentation. Dropping it
/// releases every waiting call and stops polling on this thread.
pub struct LoopPoller {
    /// Not `Send`: it stands for this thread's waits.
    _thread: std::marker::PhantomData<*const ()>,
}

impl LoopPoller {
    /// Installs the poller on this thread, polling.
    pub fn install() -> LoopPoller {
        let waits = Waits {
            polling: true,
            ..Waits::default()
        };
        let before = WAITS.with(|w| w.replace(Some(waits)));
        debug_assert!(before.is_none(), "one poller per thread");
        LoopPoller {
            _thread: std::marker::PhantomData,
        }
    }

    /// How many calls wait here for their replies.
    pub fn waiting(&self) -> usize {
        WAITS.with(|w| {
            w.borrow().as_ref().map_or(0, |w| {
                w.waiting.iter().filter(|e| e.outcome.is_none()).count()
            })
        })
    }

    /// Whether calls may start waiting here: true while the loop polls,
    /// false while it waits on the event loop. Turning it off releases
    /// every waiting call.
    pub fn set_polling(&self, on: bool) {
        if !on {
            self.release();
        }
        WAITS.with(|w| {
            if let Some(w) = w.borrow_mut().as_mut() {
                w.polling = on;
            }
        });
    }

    /// Hands every waiting call to the event loop: each is woken, and waits
    /// there from now on.
    pub fn release(&self) {
        let wakers = WAITS.with(|w| {
            let mut w = w.borrow_mut();
            let Some(w) = w.as_mut() else {
                return Vec::new();
            };
            w.waiting
                .iter_mut()
                .filter(|e| e.outcome.is_none())
                .map(|e| {
                    e.outcome = Some(false);
                    e.waker.clone()
                })
                .collect()
        });
        wakers.into_iter().for_each(Waker::wake);
    }

    /// One `poll(2)` over `input` and every waiting call's socket, for at
    /// most `limit`; wakes the calls whose sockets are readable.
    pub fn poll(&self, input: BorrowedFd<'_>, limit: Duration) -> Polled {
        let wait = timespec(limit);
        let (input_ready, wakers) = WAITS.with(|w| {
            let mut w = w.borrow_mut();
            let Some(w) = w.as_mut() else {
                return (false, Vec::new());
            };
            // stdin first, then the waiting calls in their order here.
            let mut fds = Vec::with_capacity(w.waiting.len() + 1);
            fds.push(PollFd::from_borrowed_fd(input, PollFlags::IN));
            for entry in w.waiting.iter().filter(|e| e.outcome.is_none()) {
                fds.push(PollFd::new(&*entry.fd, PollFlags::IN));
            }
            let ready: Vec<bool> = match rustix::event::poll(&mut fds, Some(&wait)) {
                Ok(n) if n > 0 => fds.iter().map(|f| !f.revents().is_empty()).collect(),
                _ => return (false, Vec::new()),
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
        });
        let calls = !wakers.is_empty();
        wakers.into_iter().for_each(Waker::wake);
        match (input_ready, calls) {
            (true, _) => Polled::Input,
            (false, true) => Polled::Calls,
            (false, false) => Polled::Nothing,
        }
    }
}

impl Drop for LoopPoller {
    fn drop(&mut self) {
        self.release();
        // The entries (and their wakers) are dropped outside the borrow.
        let _waits = WAITS.with(|w| w.borrow_mut().take());
    }
}

/// A call's wait for its reply on the loop's poll: ready with `true` once
/// the socket is readable, `false` once released to the event loop (or
/// when there is no longer a poller).
pub struct LoopWait {
    id: u64,
}

impl LoopWait {
    /// Starts waiting for `fd`, or `None` when no loop is polling on this
    /// thread.
    pub fn new(fd: &Arc<OwnedFd>, waker: &Waker) -> Option<LoopWait> {
        WAITS.with(|w| {
            let mut w = w.try_borrow_mut().ok()?;
            let w = w.as_mut().filter(|w| w.polling)?;
            let id = w.next_id;
            w.next_id += 1;
            w.waiting.push(Waiting {
                id,
                fd: fd.clone(),
                waker: waker.clone(),
                outcome: None,
            });
            Some(LoopWait { id })
        })
    }

    /// Takes this wait's entry out of the poller, if it is there.
    fn take_entry(&self) -> Option<Waiting> {
        WAITS
            .try_with(|w| {
                let mut w = w.try_borrow_mut().ok()?;
                let w = w.as_mut()?;
                let at = w.waiting.iter().position(|e| e.id == self.id)?;
                Some(w.waiting.swap_remove(at))
            })
            .ok()
            .flatten()
    }
}

impl Future for LoopWait {
    type Output = bool;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<bool> {
        let mut old_waker = None;
        let outcome = WAITS.with(|w| {
            let mut w = w.try_borrow_mut().ok()?;
            let w = w.as_mut()?;
            let entry = w.waiting.iter_mut().find(|e| e.id == self.id)?;
            if entry.outcome.is_none() && !entry.waker.will_wake(cx.waker()) {
                old_waker = Some(std::mem::replace(&mut entry.waker, cx.waker().clone()));
            }
            Some(entry.outcome)
        });
        // Dropped outside the borrow, as every waker and entry here is.
        drop(old_waker);
        match outcome {
            Some(None) => Poll::Pending,
            Some(Some(ready)) => {
                drop(self.take_entry());
                Poll::Ready(ready)
            }
            // The entry is gone: the poller was dropped.
            None => Poll::Ready(false),
        }
    }
}

impl Drop for LoopWait {
    fn drop(&mut self) {
        drop(self.take_entry());
    }
}

/// Waits on the loop's poll for `fd`, whose request is out, reading what
/// comes with `read` (true once the reply is whole). `Ok(true)`: the
/// reply is whole; `Ok(false)`: there is no poller on this thread or it
/// released the call, so the rest must be awaited on the event loop.
pub async fn read_by_loop<E>(
    fd: &Arc<OwnedFd>,
    mut read: impl FnMut(BorrowedFd<'_>) -> Result<bool, E>,
) -> Result<bool, E> {
    loop {
        let wait = std::future::poll_fn(|cx| Poll::Ready(LoopWait::new(fd, cx.waker()))).await;
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

    fn poll_once(wait: &mut LoopWait, waker: &Waker) -> Poll<bool> {
        Pin::new(wait).poll(&mut Context::from_waker(waker))
    }

    #[test]
    fn a_waiting_call_is_woken_when_its_reply_comes_and_input_is_seen() {
        let poller = LoopPoller::install();
        let (input_fd, mut input_writer) = pair();
        let (call_fd, mut pool) = pair();
        let (wakes, waker) = counter();
        let mut wait = LoopWait::new(&call_fd, &waker).expect("the loop is polling");
        assert_eq!(poll_once(&mut wait, &waker), Poll::Pending);
        assert_eq!(poller.waiting(), 1);

        // Nothing yet: the poll ends at its limit and wakes nobody.
        let limit = Duration::from_millis(20);
        assert_eq!(poller.poll(input_fd.as_fd(), limit), Polled::Nothing);
        assert_eq!(wakes.0.load(Ordering::SeqCst), 0);

        pool.write_all(b"reply").unwrap();
        assert_eq!(poller.poll(input_fd.as_fd(), limit), Polled::Calls);
        assert_eq!(wakes.0.load(Ordering::SeqCst), 1);
        assert_eq!(poll_once(&mut wait, &waker), Poll::Ready(true));
        assert_eq!(poller.waiting(), 0, "a finished wait leaves the poller");

        input_writer.write_all(b"{}\n").unwrap();
        assert_eq!(poller.poll(input_fd.as_fd(), limit), Polled::Input);
    }

    #[test]
    fn a_hung_up_pool_counts_as_a_reply() {
        let poller = LoopPoller::install();
        let (input_fd, _input_writer) = pair();
        let (call_fd, pool) = pair();
        let (_, waker) = counter();
        let mut wait = LoopWait::new(&call_fd, &waker).unwrap();
        assert_eq!(poll_once(&mut wait, &waker), Poll::Pending);
        drop(pool);
        let polled = poller.poll(input_fd.as_fd(), Duration::from_secs(5));
        assert_eq!(polled, Polled::Calls);
        assert_eq!(poll_once(&mut wait, &waker), Poll::Ready(true));
    }

    #[test]
    fn released_calls_go_back_to_the_event_loop_and_none_start_while_it_waits() {
        let poller = LoopPoller::install();
        let (call_fd, _pool) = pair();
        let (wakes, waker) = counter();
        let mut wait = LoopWait::new(&call_fd, &waker).unwrap();
        assert_eq!(poll_once(&mut wait, &waker), Poll::Pending);

        poller.set_polling(false);
        assert_eq!(
            wakes.0.load(Ordering::SeqCst),
            1,
            "a released call is woken"
        );
        assert_eq!(poll_once(&mut wait, &waker), Poll::Ready(false));
        assert!(
            LoopWait::new(&call_fd, &waker).is_none(),
            "nobody polls while the loop waits on the event loop"
        );
        poller.set_polling(true);
        assert!(LoopWait::new(&call_fd, &waker).is_some());
    }

    #[test]
    fn a_dropped_wait_leaves_the_poller_and_gives_its_socket_back() {
        let poller = LoopPoller::install();
        let (call_fd, _pool) = pair();
        let (_, waker) = counter();
        let wait = LoopWait::new(&call_fd, &waker).unwrap();
        assert_eq!(poller.waiting(), 1);
        assert_eq!(Arc::strong_count(&call_fd), 2);
        drop(wait);
        assert_eq!(poller.waiting(), 0);
        assert_eq!(Arc::strong_count(&call_fd), 1, "the poller holds no copy");
    }

    #[test]
    fn dropping_the_poller_wakes_and_releases_every_wait() {
        let poller = LoopPoller::install();
        let (call_fd, _pool) = pair();
        let (wakes, waker) = counter();
        let mut wait = LoopWait::new(&call_fd, &waker).unwrap();
        assert_eq!(poll_once(&mut wait, &waker), Poll::Pending);
        drop(poller);
        assert_eq!(wakes.0.load(Ordering::SeqCst), 1);
        assert_eq!(poll_once(&mut wait, &waker), Poll::Ready(false));
        assert_eq!(Arc::strong_count(&call_fd), 1);
    }

    #[test]
    fn without_a_poller_a_call_waits_on_the_event_loop() {
        let (call_fd, _pool) = pair();
        let (_, waker) = counter();
        assert!(LoopWait::new(&call_fd, &waker).is_none());
        let whole = smol::block_on(read_by_loop(&call_fd, |_| Ok::<bool, ()>(true)));
        assert_eq!(whole, Ok(false));
    }

    #[test]
    fn read_by_loop_reads_a_reply_that_comes_in_pieces() {
        let poller = LoopPoller::install();
        let (input_fd, _input_writer) = pair();
        let (call_fd, mut pool) = pair();
        let local = smol::LocalExecutor::new();
        let got = std::rc::Rc::new(RefCell::new(Vec::new()));
        let reading = {
            let got = got.clone();
            let call_fd = call_fd.clone();
            local.spawn(async move {
                read_by_loop(&call_fd, |fd| {
                    let mut buf = [0u8; 16];
                    let (n, _) = rustix::net::recv(fd, &mut buf, rustix::net::RecvFlags::empty())
                        .map_err(|e| e.to_string())?;
                    got.borrow_mut().extend_from_slice(&buf[..n]);
                    Ok::<bool, String>(got.borrow().len() >= 6)
                })
                .await
            })
        };
        let limit = Duration::from_secs(5);
        assert!(local.try_tick(), "the call starts waiting");
        assert_eq!(poller.waiting(), 1);
        for piece in [&b"abc"[..], &b"def"[..]] {
            pool.write_all(piece).unwrap();
            assert_eq!(poller.poll(input_fd.as_fd(), limit), Polled::Calls);
            assert!(local.try_tick());
        }
        assert!(reading.is_finished());
        assert_eq!(smol::block_on(reading), Ok(true));
        assert_eq!(&got.borrow()[..], b"abcdef");
        assert_eq!(poller.waiting(), 0);
    }
}
