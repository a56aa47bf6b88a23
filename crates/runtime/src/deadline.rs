//! Call deadlines without a timer per call.
//!
//! Every call the MCP adapter and the daemon serve carries a deadline
//! (`--call-timeout`, default 300 s). A `smol::Timer` per call costs the
//! event loop a wake-up each time one is made: async-io notifies its
//! reactor on every timer insertion, an eventfd write and an extra turn of
//! the loop (five more system calls) for a deadline that almost never
//! fires. Here the deadlines of all calls share one watchdog task with one
//! timer, set to the earliest deadline. Deadlines of equal length arrive in
//! order, so a new call almost never moves the watchdog: registering one is
//! a lock and a map insertion.
//!
//! [`after`] is the only entry point: a future that is ready once its
//! deadline has passed, and removes itself when dropped. [`show_secs`]
//! writes a deadline as the flags take it, for the errors of calls that
//! ran past one.

use std::collections::BTreeMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex, OnceLock};
use std::task::{Context, Poll, Waker};
use std::time::{Duration, Instant};

/// Lets `reporter`'s held-back progress out every
/// [`crate::progress::MIN_INTERVAL`] while its call runs; never ends (race
/// it with the call). A reporter with no progress to hold never wakes.
pub async fn tick_reporter(reporter: &crate::progress::Reporter) -> std::convert::Infallible {
    if !reporter.needs_ticks() {
        return std::future::pending().await;
    }
    loop {
        smol::Timer::after(crate::progress::MIN_INTERVAL).await;
        reporter.tick();
    }
}

/// A future ready once `limit` has passed from now.
pub fn after(limit: Duration) -> Deadline {
    let at = Instant::now().checked_add(limit);
    Deadline { at, key: None }
}

/// See [`after`].
pub struct Deadline {
    /// `None` when the limit is beyond what `Instant` can hold: never.
    at: Option<Instant>,
    /// Where this deadline is registered, once polled.
    key: Option<(Instant, u64)>,
}

#[derive(Default)]
struct State {
    next_id: u64,
    /// Pending deadlines: the waker of the call waiting on each.
    pending: BTreeMap<(Instant, u64), Waker>,
    /// What the watchdog's timer is set to; `kick` and its waker wake it
    /// when an earlier deadline arrives.
    watchdog_at: Option<Instant>,
    kick: bool,
    watchdog: Option<Waker>,
}

struct Shared {
    state: Mutex<State>,
}

fn shared() -> &'static Arc<Shared> {
    static SHARED: OnceLock<Arc<Shared>> = OnceLock::new();
    SHARED.get_or_init(|| {
        let shared = Arc::new(Shared {
            state: Mutex::new(State::default()),
        });
        smol::spawn(watchdog(shared.clone())).detach();
        shared
    })
}

impl Future for Deadline {
    type Output = ();

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<()> {
        let Some(at) = self.at else {
            return Poll::Pending;
        };
        if Instant::now() >= at {
            self.deregister();
            return Poll::Ready(());
        }
        let shared = shared();
        let Ok(mut state) = shared.state.lock() else {
            return Poll::Pending;
        };
        match self.key {
            // The watchdog removes a deadline only once it has passed,
            // which the clock check above sees first; absent means passed.
            Some(key) => match state.pending.get_mut(&key) {
                Some(w) => {
                    if !w.will_wake(cx.waker()) {
                        *w = cx.waker().clone();
                    }
                }
                None => {
                    self.key = None;
                    return Poll::Ready(());
                }
            },
            None => {
                state.next_id += 1;
                let key = (at, state.next_id);
                state.pending.insert(key, cx.waker().clone());
                self.key = Some(key);
                // Only a deadline earlier than the watchdog's moves it.
                if state.watchdog_at.is_none_or(|w| at < w) {
                    state.watchdog_at = Some(at);
                    state.kick = true;
                    if let Some(w) = state.watchdog.take() {
                        w.wake();
                    }
                }
            }
        }
        Poll::Pending
    }
}

impl Deadline {
    fn deregister(&mut self) {
        if let Some(key) = self.key.take()
            && let Ok(mut state) = shared().state.lock()
        {
            state.pending.remove(&key);
        }
    }
}

impl Drop for Deadline {
    fn drop(&mut self) {
        self.deregister();
    }
}

/// Wakes the calls whose deadlines passed, then sleeps until the earliest
/// pending one or until a call registers an earlier deadline.
async fn watchdog(shared: Arc<Shared>) {
    loop {
        let next = {
            let Ok(mut state) = shared.state.lock() else {
                return;
            };
            let now = Instant::now();
            while let Some((&key, _)) = state.pending.first_key_value() {
                if key.0 > now {
                    break;
                }
                if let Some(waker) = state.pending.remove(&key) {
                    waker.wake();
                }
            }
            let next = state.pending.first_key_value().map(|(k, _)| k.0);
            state.watchdog_at = next;
            next
        };
        // Ready once a registration asks for an earlier wake-up.
        let kicked = std::future::poll_fn(|cx| {
            let Ok(mut state) = shared.state.lock() else {
                return Poll::Ready(());
            };
            if std::mem::take(&mut state.kick) {
                return Poll::Ready(());
            }
            state.watchdog = Some(cx.waker().clone());
            Poll::Pending
        });
        match next {
            Some(at) => {
                let timer = async {
                    smol::Timer::at(at).await;
                };
                smol::future::or(timer, kicked).await;
            }
            None => kicked.await,
        }
    }
}

/// `1 s`, `2.5 s`: a deadline as the flags take it.
pub fn show_secs(d: Duration) -> String {
    let text = format!("{:.3}", d.as_secs_f64());
    let text = text.trim_end_matches('0').trim_end_matches('.');
    format!("{text} s")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deadlines_fire_in_order_and_not_early() {
        smol::block_on(async {
            let start = Instant::now();
            let long = after(Duration::from_millis(300));
            let short = after(Duration::from_millis(60));
            // The long one registers first: the short one must move the
            // watchdog, or it would fire at 300 ms.
            let first = smol::future::or(
                async {
                    long.await;
                    "long"
                },
                async {
                    short.await;
                    "short"
                },
            )
            .await;
            let took = start.elapsed();
            assert_eq!(first, "short");
            assert!(took >= Duration::from_millis(60), "{took:?}");
            assert!(took < Duration::from_millis(250), "{took:?}");
        });
    }

    #[test]
    fn a_dropped_deadline_leaves_nothing_behind() {
        smol::block_on(async {
            for _ in 0..100 {
                let d = after(Duration::from_secs(60));
                let _ = smol::future::poll_once(d).await;
            }
            let pending = shared().state.lock().map(|s| s.pending.len()).unwrap_or(1);
            // Other tests may hold deadlines of their own, but not 100.
            assert!(pending < 100, "{pending} deadlines left registered");
            let fired = after(Duration::from_millis(20));
            fired.await;
        });
    }

    #[test]
    fn a_limit_beyond_instant_never_fires() {
        smol::block_on(async {
            let never = after(Duration::MAX);
            let r = smol::future::or(
                async {
                    never.await;
                    false
                },
                async {
                    smol::Timer::after(Duration::from_millis(30)).await;
                    true
                },
            )
            .await;
            assert!(r);
        });
    }

    #[test]
    fn deadlines_show_as_the_flags_take_them() {
        assert_eq!(show_secs(Duration::from_secs(1)), "1 s");
        assert_eq!(show_secs(Duration::from_millis(2500)), "2.5 s");
        assert_eq!(show_secs(Duration::from_secs(300)), "300 s");
    }
}
