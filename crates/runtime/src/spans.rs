//! The span file (`--trace-file`, issue 28): spans are started and ended
//! here, and each finished one is appended to the file as one OTLP JSON
//! line ([`crate::trace::push_otlp_line`]). Writing never blocks or slows
//! a call: the line is made in the calling thread's own buffer, kept from
//! span to span, and copied into a buffer of pending lines under a lock
//! held for that copy alone (no allocation, no queue entry per span),
//! which one thread of its own
//! takes whole and writes with one `write(2)` on a file opened
//! `O_APPEND`, so lines from several processes never interleave, and a
//! replica killed by SIGKILL loses only the lines still pending
//! (a millisecond's worth). The thread is woken only when a line finds it
//! idle; under load it writes, pauses [`WRITE_PAUSE`], and takes what
//! came meanwhile, so a busy server wakes it at most once per pause. When
//! [`PENDING_BYTES`] are already pending the span is dropped and counted,
//! and the count is said on stderr.

use crate::trace::{Attrs, CallTrace, Span, TraceContext, parse_traceparent};
use std::io::Write;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
#[cfg(test)]
use std::time::Duration;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

/// Bytes of finished lines waiting for the writer thread (about 4,096
/// spans); past it spans are dropped.
pub const PENDING_BYTES: usize = 4 << 20;

/// The writer's pause after each write: spans finished meanwhile wait at
/// most this long (the most a SIGKILL can lose), and a busy server wakes
/// the writer at most once per pause.
pub const WRITE_PAUSE: std::time::Duration = std::time::Duration::from_millis(1);

/// The lines waiting for the writer thread, and whether it waits for them.
struct Pending {
    lines: String,
    /// The writer is parked (or about to park) until a line comes.
    idle: bool,
    /// The tracer is gone: the writer writes what is left and ends.
    closed: bool,
}

thread_local! {
    /// The span line a thread is making, reused from span to span.
    static LINE: std::cell::RefCell<String> = std::cell::RefCell::new(String::with_capacity(2048));
}

/// What the calls and the writer thread share.
struct Outbox {
    pending: Mutex<Pending>,
}

impl Outbox {
    fn lock(&self) -> MutexGuard<'_, Pending> {
        // A panic elsewhere while the lock was held leaves whole lines.
        self.pending.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// Where finished spans go.
pub struct Tracer {
    outbox: Arc<Outbox>,
    /// The writer thread, woken by the line that finds it idle.
    writer: std::thread::Thread,
    /// The state of the id generator: seeded from getrandom, stepped per
    /// id (trace and span ids need to be distinct, not secret; a syscall
    /// per span cost more than the rest of it).
    ids: AtomicU64,
    dropped: AtomicU64,
    resource: Attrs,
    /// This server's replica name, `nexus.replica` on every span.
    replica: Option<String>,
}

/// A span begun and not yet ended.
pub struct Started {
    pub context: TraceContext,
    parent: Option<[u8; 8]>,
    start_unix_nano: u64,
    started: Instant,
}

impl Tracer {
    /// Opens (creating, appending to) `path` and starts its writer thread.
    pub fn open(path: &str, replica: Option<String>) -> Result<Arc<Tracer>, String> {
        let mut file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .map_err(|e| format!("--trace-file {path}: cannot open it for appending: {e}"))?;
        let outbox = Arc::new(Outbox {
            pending: Mutex::new(Pending {
                lines: String::with_capacity(64 * 1024),
                idle: false,
                closed: false,
            }),
        });
        let shared = outbox.clone();
        let shown = path.to_string();
        let writer = std::thread::Builder::new()
            .name("nexus-spans".into())
            .spawn(move || write_spans(&shared, &mut file, &shown))
            .map_err(|e| format!("--trace-file: cannot start its writer thread: {e}"))?
            .thread()
            .clone();
        let mut seed = [0u8; 8];
        if getrandom::fill(&mut seed).is_err() {
            seed = (unix_nanos() ^ u64::from(std::process::id()) << 32).to_le_bytes();
        }
        Ok(Arc::new(Tracer {
            outbox,
            writer,
            ids: AtomicU64::new(u64::from_le_bytes(seed)),
            dropped: AtomicU64::new(0),
            resource: crate::trace::resource(replica.as_deref()),
            replica,
        }))
    }

    /// Begins a span under `parent` (a request's `traceparent`, if valid),
    /// else as the root of a new trace.
    pub fn begin(&self, parent: Option<TraceContext>) -> Started {
        let mut span_id = self.next_id().to_le_bytes();
        if span_id == [0; 8] {
            span_id[7] = 1;
        }
        let (trace_id, flags) = match parent {
            Some(p) => (p.trace_id, p.flags),
            None => {
                let mut t = [0u8; 16];
                t[..8].copy_from_slice(&self.next_id().to_le_bytes());
                t[8..].copy_from_slice(&self.next_id().to_le_bytes());
                (t, 1)
            }
        };
        Started {
            context: TraceContext {
                trace_id,
                span_id,
                flags,
            },
            parent: parent.map(|p| p.span_id),
            start_unix_nano: unix_nanos(),
            started: Instant::now(),
        }
    }

    /// Ends `span`: its line joins those pending for the file, or dropped and counted
    /// when the writer is behind. `call` adds where the call ran.
    pub fn end(
        &self,
        span: Started,
        name: String,
        error: Option<String>,
        mut attributes: Attrs,
        call: Option<&CallTrace>,
    ) {
        let elapsed = span.started.elapsed().as_nanos() as u64;
        if let Some(name) = &self.replica {
            attributes = attributes.str("nexus.replica", name);
        }
        let (pool, pid) = call.map(CallTrace::ran_on).unwrap_or_default();
        if let Some((index, language)) = pool {
            attributes = attributes
                .int("nexus.pool", *index as i64)
                .str("nexus.language", language);
        }
        if let Some(pid) = pid {
            attributes = attributes.int("nexus.worker.pid", i64::from(pid));
        }
        let span = Span {
            context: span.context,
            parent: span.parent,
            name,
            start_unix_nano: span.start_unix_nano,
            end_unix_nano: span.start_unix_nano + elapsed,
            error,
            attributes,
        };
        // The line is made outside the lock, in this thread's own buffer
        // (kept between spans: no allocation), so the calls of several
        // threads hold the lock only to copy their lines in.
        LINE.with_borrow_mut(|line| {
            line.clear();
            crate::trace::push_otlp_line(line, &span, &self.resource);
            line.push('\n');
            let mut pending = self.outbox.lock();
            if pending.closed || pending.lines.len() >= PENDING_BYTES {
                drop(pending);
                let n = self.dropped.fetch_add(1, Ordering::Relaxed) + 1;
                if n.is_power_of_two() {
                    crate::say!(
                        "nexus: --trace-file: the writer is behind; {n} spans dropped so far (calls are never held for it)"
                    );
                }
                return;
            }
            pending.lines.push_str(line);
            let wake = std::mem::take(&mut pending.idle);
            drop(pending);
            if wake {
                self.writer.unpark();
            }
        });
    }

    /// The next id: splitmix64 over a counter stepped by the golden ratio.
    fn next_id(&self) -> u64 {
        let mut z = self
            .ids
            .fetch_add(0x9e37_79b9_7f4a_7c15, Ordering::Relaxed)
            .wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Spans dropped because the writer was behind.
    pub fn dropped(&self) -> u64 {
        self.dropped.load(Ordering::Relaxed)
    }
}

impl Drop for Tracer {
    /// The writer writes the lines still pending, then ends.
    fn drop(&mut self) {
        self.outbox.lock().closed = true;
        self.writer.unpark();
    }
}

/// The writer thread: waits (parked) for lines, takes all that are pending
/// and writes them with one `write(2)`, pauses, and again.
fn write_spans(outbox: &Outbox, file: &mut std::fs::File, shown: &str) {
    let mut failed = false;
    let mut batch = String::with_capacity(64 * 1024);
    loop {
        {
            let mut pending = outbox.lock();
            while pending.lines.is_empty() {
                if pending.closed {
                    return;
                }
                pending.idle = true;
                drop(pending);
                std::thread::park();
                pending = outbox.lock();
            }
            // The pending lines are taken whole; the calls go on in the
            // buffer just written out.
            std::mem::swap(&mut pending.lines, &mut batch);
        }
        if let Err(e) = file.write_all(batch.as_bytes())
            && !failed
        {
            failed = true;
            crate::say!("nexus: --trace-file {shown}: cannot write a span: {e}");
        }
        batch.clear();
        // Under load, spans gather for a moment and the next write takes
        // them all: a wake-up per span cost more than the span. A quiet
        // server's span is written at once (its line wakes this thread).
        std::thread::sleep(WRITE_PAUSE);
    }
}

/// The parent of a request: its `_meta.traceparent` if valid, else its
/// `traceparent` header if valid, else none (a new trace; never an error).
pub fn parent_of(meta: Option<&str>, header: Option<&str>) -> Option<TraceContext> {
    meta.and_then(parse_traceparent)
        .or_else(|| header.and_then(parse_traceparent))
}

fn unix_nanos() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Spans ended on several threads at once all reach the file, each a
    /// whole line of its own, the last ones once the tracer is dropped.
    #[test]
    fn spans_from_threads_at_once_are_written_whole_and_none_lost() {
        let path = std::env::temp_dir().join(format!("nexus-spans-{}.jsonl", std::process::id()));
        let _ = std::fs::remove_file(&path);
        let tracer = Tracer::open(path.to_str().unwrap(), Some("t".into())).unwrap();
        let threads: Vec<_> = (0..4)
            .map(|t| {
                let tracer = tracer.clone();
                std::thread::spawn(move || {
                    for i in 0..500 {
                        let span = tracer.begin(None);
                        let attrs = Attrs::default().int("n", t * 1000 + i);
                        tracer.end(span, format!("span {t} {i}"), None, attrs, None);
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        assert_eq!(tracer.dropped(), 0);
        drop(tracer);
        let mut lines = Vec::new();
        for _ in 0..500 {
            lines = std::fs::read_to_string(&path)
                .unwrap_or_default()
                .lines()
                .map(str::to_string)
                .collect();
            if lines.len() >= 2000 {
                break;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        assert_eq!(lines.len(), 2000);
        let mut seen: Vec<i64> = lines
            .iter()
            .map(|l| {
                assert!(
                    l.starts_with("{\"resourceSpans\"") && l.ends_with("}]}]}]}"),
                    "{l}"
                );
                let key = "{\"key\":\"n\",\"value\":{\"intValue\":\"";
                let at = l.find(key).unwrap() + key.len();
                l[at..].split('"').next().unwrap().parse().unwrap()
            })
            .collect();
        seen.sort_unstable();
        let want: Vec<i64> = (0..4)
            .flat_map(|t| (0..500).map(move |i| t * 1000 + i))
            .collect();
        assert_eq!(seen, want);
        let _ = std::fs::remove_file(&path);
    }
}
