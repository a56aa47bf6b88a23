//! The connection table: who holds one of the server's `max_connections`
//! places, and whom to evict when a newcomer finds them all taken.
//!
//! A slowloris client holds a place by connecting and then sending nothing,
//! or a head one byte at a time. Refusing newcomers at the cap would hand
//! the server to such clients for a whole head deadline, so at the cap the
//! table evicts instead: the connection that has waited longest without a
//! byte of progress, among those waiting for a head (a kept-alive idle
//! connection, a partial head, or one lingering after its last response).
//! A connection whose request is being served (body, call or response) is
//! never evicted; if every place is busy that way, the newcomer is refused.
//!
//! Evicting shuts the victim's socket down, which wakes its task with an
//! end of stream; the task then ends quietly. The table also tells
//! connections when it is more than half full, so that they give heads a
//! shorter deadline while under pressure.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

/// `progress` of a connection whose request is being served.
const BUSY: u64 = u64::MAX;
/// `progress` of a connection chosen for eviction; it must not be served.
const EVICTED: u64 = u64::MAX - 1;
/// `progress` of a connection that only lingers before closing: first to go.
const LINGERING: u64 = 0;
/// How many times `admit` looks for a victim whose state changed under it.
const EVICTION_TRIES: usize = 4;

/// Shuts a connection's socket down (both directions).
pub(super) type Closer = Box<dyn Fn() + Send + Sync>;

/// Every admitted connection, at most `max` of them.
pub(super) struct Table {
    max: usize,
    epoch: Instant,
    live: AtomicUsize,
    inner: Mutex<Inner>,
}

#[derive(Default)]
struct Inner {
    next_id: u64,
    entries: HashMap<u64, Entry>,
}

struct Entry {
    state: Arc<AtomicU64>,
    close: Closer,
}

/// One connection's place in the table, given back on drop (even if the
/// connection's task panics).
pub(super) struct Ticket {
    table: Arc<Table>,
    id: u64,
    /// `BUSY`, `LINGERING`, or 1 + nanoseconds from the table's epoch to the
    /// last progress while waiting for a head.
    progress: Arc<AtomicU64>,
}

impl Table {
    pub(super) fn new(max: usize) -> Table {
        Table {
            max: max.max(1),
            epoch: Instant::now(),
            live: AtomicUsize::new(0),
            inner: Mutex::new(Inner::default()),
        }
    }

    /// Admits a new connection, evicting the longest-waiting one if the
    /// table is full; `None` if it is full of connections being served.
    pub(super) fn admit(self: &Arc<Self>, close: Closer) -> Option<Ticket> {
        let mut inner = self.lock();
        if inner.entries.len() >= self.max {
            let victim = (0..EVICTION_TRIES).find_map(|_| evict_one(&inner))?;
            if let Some(evicted) = inner.entries.remove(&victim) {
                (evicted.close)();
            }
        }
        let id = inner.next_id;
        inner.next_id += 1;
        let progress = Arc::new(AtomicU64::new(self.now()));
        let entry = Entry {
            state: Arc::clone(&progress),
            close,
        };
        inner.entries.insert(id, entry);
        self.live.store(inner.entries.len(), Ordering::Release);
        Some(Ticket {
            table: Arc::clone(self),
            id,
            progress,
        })
    }

    /// Whether more than half the places are taken.
    pub(super) fn under_pressure(&self) -> bool {
        self.live.load(Ordering::Acquire) > self.max / 2
    }

    fn now(&self) -> u64 {
        let nanos = u64::try_from(self.epoch.elapsed().as_nanos()).unwrap_or(EVICTED);
        nanos.saturating_add(1).min(EVICTED - 1)
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        // A panic while holding the lock leaves the map consistent: every
        // operation on it is a single insert or remove.
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// Marks the longest-waiting connection evicted and returns its id; `None`
/// if there is none, or if it changed state meanwhile (then try again).
fn evict_one(inner: &Inner) -> Option<u64> {
    let (progress, id, state) = inner
        .entries
        .iter()
        .map(|(&id, e)| (e.state.load(Ordering::Acquire), id, &e.state))
        .filter(|&(progress, _, _)| progress != BUSY && progress != EVICTED)
        .min_by_key(|&(progress, id, _)| (progress, id))?;
    state
        .compare_exchange(progress, EVICTED, Ordering::AcqRel, Ordering::Acquire)
        .ok()
        .map(|_| id)
}

impl Ticket {
    /// The connection waits for a head and has just made progress (it was
    /// accepted, finished a response, or received head bytes).
    pub(super) fn waiting(&self) {
        self.set(self.table.now());
    }

    /// The connection's request is about to be served, which makes it not
    /// evictable. False if it was evicted first: then it must not be served.
    #[must_use]
    pub(super) fn busy(&self) -> bool {
        self.set(BUSY)
    }

    /// The connection is only draining before it closes: evicted first.
    pub(super) fn lingering(&self) {
        self.set(LINGERING);
    }

    /// Stores `state` unless the connection was evicted; false if it was.
    fn set(&self, state: u64) -> bool {
        self.progress
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |v| {
                (v != EVICTED).then_some(state)
            })
            .is_ok()
    }

    /// Whether the table is more than half full.
    pub(super) fn under_pressure(&self) -> bool {
        self.table.under_pressure()
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let mut inner = self.table.lock();
        inner.entries.remove(&self.id);
        self.table
            .live
            .store(inner.entries.len(), Ordering::Release);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicBool;

    fn closer(flag: &Arc<AtomicBool>) -> Closer {
        let flag = Arc::clone(flag);
        Box::new(move || flag.store(true, Ordering::Release))
    }

    #[test]
    fn evicts_the_longest_waiting_connection_at_the_cap() {
        let table = Arc::new(Table::new(2));
        let (a, b) = (
            Arc::new(AtomicBool::new(false)),
            Arc::new(AtomicBool::new(false)),
        );
        let ta = table.admit(closer(&a)).unwrap();
        let tb = table.admit(closer(&b)).unwrap();
        // `a` made progress after `b`, so `b` has waited longest.
        ta.waiting();
        let _tc = table.admit(Box::new(|| {})).unwrap();
        assert!(b.load(Ordering::Acquire) && !a.load(Ordering::Acquire));
        drop(tb);
        assert_eq!(table.lock().entries.len(), 2);
    }

    #[test]
    fn never_evicts_a_busy_connection_and_refuses_instead() {
        let table = Arc::new(Table::new(2));
        let flags = [
            Arc::new(AtomicBool::new(false)),
            Arc::new(AtomicBool::new(false)),
        ];
        let tickets: Vec<Ticket> = flags
            .iter()
            .map(|f| table.admit(closer(f)).unwrap())
            .collect();
        assert!(tickets.iter().all(Ticket::busy));
        assert!(table.admit(Box::new(|| {})).is_none());
        assert!(flags.iter().all(|f| !f.load(Ordering::Acquire)));
        tickets[1].lingering();
        assert!(table.admit(Box::new(|| {})).is_some());
        assert!(flags[1].load(Ordering::Acquire));
        // An evicted connection is never served.
        assert!(!tickets[1].busy());
    }

    #[test]
    fn reports_pressure_above_half_the_cap() {
        let table = Arc::new(Table::new(4));
        let t1 = table.admit(Box::new(|| {})).unwrap();
        let t2 = table.admit(Box::new(|| {})).unwrap();
        assert!(!t1.under_pressure());
        let t3 = table.admit(Box::new(|| {})).unwrap();
        assert!(t3.under_pressure());
        drop((t1, t2));
        assert!(!t3.under_pressure());
    }
}
