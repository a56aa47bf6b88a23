//! Progress and log reports from pool functions (issue 13): what a report
//! is, the per-call [`Sink`] the pool hands reports to, the [`Coalescer`]
//! that keeps a client's progress stream strictly increasing and at most
//! about ten a second, and the pure encoders of what the transports send
//! (MCP notifications, server-sent events, the structured stderr line).
//!
//! Nothing here does I/O or knows a transport: the MCP adapter, the JSON
//! API and `nexus run` each build a sink over their own output, and the
//! clock is the caller's (`now` arguments), so every rule is unit-tested.

use crate::json::{self, Value};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// MCP's log levels (RFC 5424 severities), least severe first; a level's
/// code in a REPORT packet is its index here.
pub const LEVELS: [&str; 8] = [
    "debug",
    "info",
    "notice",
    "warning",
    "error",
    "critical",
    "alert",
    "emergency",
];

/// The `_meta` key by which a 2026-07-28 request asks for log
/// notifications at or above a level.
pub const META_LOG_LEVEL: &str = "io.modelcontextprotocol/logLevel";

/// Time per progress notification of one call, on average: ten a second.
pub const MIN_INTERVAL: Duration = Duration::from_millis(100);

/// Notifications one call may send back to back before [`MIN_INTERVAL`]
/// paces them: a short job's start, middle and end all show.
pub const BURST: f64 = 3.0;

/// Longest silence on a server-sent event stream before a comment keeps
/// proxies (and clients' read deadlines) from thinking it dead.
pub const KEEPALIVE: Duration = Duration::from_secs(15);

/// The environment variable that shortens (or lengthens) [`KEEPALIVE`], in
/// milliseconds, so tests need not sit through 15 s of silence.
pub const KEEPALIVE_ENV: &str = "NEXUS_SSE_KEEPALIVE_MS";

/// The keep-alive interval for a [`KEEPALIVE_ENV`] value: whole
/// milliseconds from 10 to one hour; anything else (or no value) keeps
/// [`KEEPALIVE`].
pub fn keepalive_interval(value: Option<&str>) -> Duration {
    value
        .and_then(|v| v.trim().parse::<u64>().ok())
        .filter(|ms| (10..=3_600_000).contains(ms))
        .map_or(KEEPALIVE, Duration::from_millis)
}

/// The SSE comment sent as a keep-alive.
pub const SSE_KEEPALIVE: &str = ": keep-alive\n\n";

/// Longest message kept from one report; the rest is cut.
pub const MAX_MESSAGE_BYTES: usize = 16 * 1024;

/// One of [`LEVELS`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Level(u8);

impl Level {
    /// `debug`, the least severe (code 0).
    pub const DEBUG: Level = Level(0);
    /// `info` (code 1).
    pub const INFO: Level = Level(1);

    /// The level of a REPORT packet's code.
    pub fn from_code(code: u8) -> Option<Level> {
        (usize::from(code) < LEVELS.len()).then_some(Level(code))
    }

    /// The level named `name` (MCP spelling, lower case).
    pub fn parse(name: &str) -> Option<Level> {
        LEVELS
            .iter()
            .position(|l| *l == name)
            .map(|i| Level(i as u8))
    }

    /// The level's MCP name, as [`LEVELS`] spells it.
    pub fn name(self) -> &'static str {
        LEVELS[usize::from(self.0)]
    }

    /// The level's code in a REPORT packet: its index in [`LEVELS`].
    pub fn code(self) -> u8 {
        self.0
    }
}

/// How far a call has got: `done` of `total` (when known), with a message.
#[derive(Debug, Clone, PartialEq)]
pub struct Progress {
    /// Work done so far (`progress`).
    pub done: f64,
    /// The total amount of work, when known (`total`).
    pub total: Option<f64>,
    /// A message to show with it (`message`), cut to [`MAX_MESSAGE_BYTES`]
    /// when read from a payload.
    pub message: Option<String>,
}

/// What a pool function reported.
#[derive(Debug, Clone, PartialEq)]
pub enum Report {
    /// How far the call has got.
    Progress(Progress),
    /// A log message at a level.
    Log(Level, String),
}

/// Reads a progress payload, `{"progress":N,"total":N|null,"message":S|null}`.
pub fn parse_progress(payload: &[u8]) -> Result<Progress, String> {
    let bad = |why: &str| format!("a progress report {why}");
    let text = std::str::from_utf8(payload).map_err(|_| bad("is not UTF-8"))?;
    let value = json::parse(text).map_err(|e| bad(&format!("is not JSON: {e}")))?;
    let number = |key: &str| match json::get(&value, key) {
        Some(Value::Number(n)) => Some(match *n {
            json::Number::U64(u) => u as f64,
            json::Number::I64(i) => i as f64,
            json::Number::F64(f) => f,
        })
        .filter(|f| f.is_finite()),
        _ => None,
    };
    let done = number("progress").ok_or_else(|| bad("has no numeric \"progress\""))?;
    let message = json::get_str(&value, "message").map(|m| cut(m).to_string());
    Ok(Progress {
        done,
        total: number("total"),
        message,
    })
}

/// Reads a log payload: UTF-8 text (invalid bytes replaced), cut to
/// [`MAX_MESSAGE_BYTES`].
pub fn parse_log(payload: &[u8]) -> String {
    cut(&String::from_utf8_lossy(payload)).to_string()
}

fn cut(text: &str) -> &str {
    if text.len() <= MAX_MESSAGE_BYTES {
        return text;
    }
    let mut end = MAX_MESSAGE_BYTES;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

/// The per-call receiver of reports. `progress` tells the worker whether
/// anyone listens to progress (when nobody does, the runtime sends none);
/// logs always flow. `renders_logs` means the sink itself writes each log
/// line to stderr (`nexus run` draws them above its bar), so the dispatcher
/// does not.
#[derive(Clone)]
pub struct Sink {
    /// Whether anyone listens to progress; when nobody does, the runtime
    /// sends none.
    pub progress: bool,
    /// Whether the sink writes each log line to stderr itself, so that the
    /// dispatcher does not.
    pub renders_logs: bool,
    emit: Arc<dyn Fn(Report) + Send + Sync>,
}

impl std::fmt::Debug for Sink {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.debug_struct("Sink")
            .field("progress", &self.progress)
            .field("renders_logs", &self.renders_logs)
            .finish()
    }
}

impl Sink {
    /// A sink handing each report to `emit`; `progress` says whether anyone
    /// listens to progress. It does not render logs ([`Sink::rendering_logs`]).
    pub fn new(progress: bool, emit: impl Fn(Report) + Send + Sync + 'static) -> Sink {
        Sink {
            progress,
            renders_logs: false,
            emit: Arc::new(emit),
        }
    }

    /// The same sink, marked as writing each log line to stderr itself.
    pub fn rendering_logs(mut self) -> Sink {
        self.renders_logs = true;
        self
    }

    /// Hands one report to the sink's receiver.
    pub fn emit(&self, report: Report) {
        (self.emit)(report)
    }
}

/// Thins one call's progress stream: values that do not pass the last one
/// sent are dropped, and values go out as a token bucket allows ([`BURST`]
/// back to back, then one per [`MIN_INTERVAL`]); the latest held back goes
/// out when a token is there ([`due`]) or before the result ([`finish`]).
/// After [`finish`] or [`close`] nothing more goes out.
///
/// [`due`]: Coalescer::due
/// [`finish`]: Coalescer::finish
/// [`close`]: Coalescer::close
#[derive(Debug)]
pub struct Coalescer {
    interval: Duration,
    tokens: f64,
    refilled: Option<Instant>,
    last_sent: Option<f64>,
    pending: Option<Progress>,
    closed: bool,
}

impl Coalescer {
    /// A coalescer that lets [`BURST`] values out back to back, then one per
    /// `interval`.
    pub fn new(interval: Duration) -> Coalescer {
        Coalescer {
            interval,
            tokens: BURST,
            refilled: None,
            last_sent: None,
            pending: None,
            closed: false,
        }
    }

    /// A new value: returned if it should go out now, else held back.
    pub fn offer(&mut self, p: Progress, now: Instant) -> Option<Progress> {
        if self.closed || self.last_sent.is_some_and(|last| p.done <= last) {
            return None;
        }
        self.pending = Some(p);
        self.due(now)
    }

    /// The held-back value, if the interval since the last one has passed.
    pub fn due(&mut self, now: Instant) -> Option<Progress> {
        if let Some(t) = self.refilled {
            let gained = now.saturating_duration_since(t).as_secs_f64()
                / self.interval.as_secs_f64().max(1e-9);
            self.tokens = (self.tokens + gained).min(BURST);
        }
        self.refilled = Some(now);
        if self.closed || self.tokens < 1.0 {
            return None;
        }
        let p = self.pending.take()?;
        self.tokens -= 1.0;
        self.last_sent = Some(p.done);
        Some(p)
    }

    /// The call has its result: the held-back value, which must go out
    /// before it; nothing goes out afterwards.
    pub fn finish(&mut self) -> Option<Progress> {
        if self.closed {
            return None;
        }
        self.closed = true;
        self.pending.take()
    }

    /// The call was cancelled: nothing more goes out.
    pub fn close(&mut self) {
        self.closed = true;
        self.pending = None;
    }
}

/// A number as JSON: integral values without a fraction.
pub fn number(n: f64) -> String {
    if n.fract() == 0.0 && n.abs() < 9.0e15 {
        format!("{}", n as i64)
    } else {
        format!("{n}")
    }
}

/// `{"progress":N,"total":N,"message":S}` with absent parts left out, plus
/// the progress token when given (raw JSON).
pub fn progress_params(token: Option<&str>, p: &Progress) -> String {
    let mut o = json::Obj::new();
    if let Some(t) = token {
        o = o.raw("progressToken", t);
    }
    o = o.raw("progress", &number(p.done));
    if let Some(total) = p.total {
        o = o.raw("total", &number(total));
    }
    if let Some(m) = &p.message {
        o = o.str("message", m);
    }
    o.finish()
}

/// MCP `notifications/progress` for the request whose token is `token`
/// (its raw JSON, a string or an integer).
pub fn progress_notification(token: &str, p: &Progress) -> String {
    notification("notifications/progress", &progress_params(Some(token), p))
}

/// MCP `notifications/message` from the tool `logger`.
pub fn log_notification(level: Level, logger: &str, message: &str) -> String {
    let params = json::Obj::new()
        .str("level", level.name())
        .str("logger", logger)
        .str("data", message)
        .finish();
    notification("notifications/message", &params)
}

fn notification(method: &str, params: &str) -> String {
    json::Obj::new()
        .str("jsonrpc", "2.0")
        .str("method", method)
        .raw("params", params)
        .finish()
}

/// The one structured stderr line of a pool log call.
pub fn stderr_line(program: &str, tool: &str, level: Level, message: &str) -> String {
    format!(
        "nexus: log program={program} tool={tool} level={} message={}",
        level.name(),
        json::quote(message)
    )
}

/// The progress token of a request's `_meta` (`_meta.progressToken`), as
/// raw JSON: a string or an integer, per MCP.
pub fn progress_token(meta: Option<&Value>) -> Option<String> {
    match meta.and_then(|m| json::get(m, "progressToken")) {
        Some(v @ (Value::String(_) | Value::Number(_))) => Some(json::to_string(v)),
        _ => None,
    }
}

/// The level at or above which a request's log calls become
/// `notifications/message`, or `None` for none.
///
/// - 2025 era (`stateless` false): the level the session set with
///   `logging/setLevel`, if any.
/// - 2026-07-28 (`stateless` true): logging is deprecated; only a request
///   whose `_meta` carries `io.modelcontextprotocol/logLevel` gets them.
pub fn log_threshold(
    stateless: bool,
    session: Option<Level>,
    meta: Option<&Value>,
) -> Option<Level> {
    if stateless {
        return Level::parse(json::get_str(meta?, META_LOG_LEVEL)?);
    }
    session
}

/// One call's reports on their way to one listener: progress through a
/// [`Coalescer`] (when `progress`), logs at or above `threshold`, each
/// handed to `out`, which formats it for its transport. Between reports,
/// [`Reporter::tick`] lets held-back progress out on time; this crate has
/// no timer, and `nexus-runtime`'s `deadline::tick_reporter` is the loop
/// that calls it.
pub struct Reporter {
    progress: bool,
    threshold: Option<Level>,
    coalescer: std::sync::Mutex<Coalescer>,
    out: Box<dyn Fn(Report) + Send + Sync>,
}

impl Reporter {
    /// A reporter for one call: progress (when `progress`) thinned by a
    /// [`Coalescer`] at [`MIN_INTERVAL`], logs at or above `threshold` (none
    /// when `None`), each handed to `out`.
    pub fn new(
        progress: bool,
        threshold: Option<Level>,
        out: impl Fn(Report) + Send + Sync + 'static,
    ) -> Arc<Reporter> {
        Arc::new(Reporter {
            progress,
            threshold,
            coalescer: std::sync::Mutex::new(Coalescer::new(MIN_INTERVAL)),
            out: Box::new(out),
        })
    }

    /// Whether anything would reach the listener at all.
    pub fn listens(&self) -> bool {
        self.progress || self.threshold.is_some()
    }

    /// The sink to give the call.
    pub fn sink(self: &Arc<Self>) -> Sink {
        let me = self.clone();
        Sink::new(self.progress, move |r| me.report(r))
    }

    fn with<T>(&self, f: impl FnOnce(&mut Coalescer) -> T) -> Option<T> {
        self.coalescer.lock().ok().map(|mut c| f(&mut c))
    }

    fn report(&self, report: Report) {
        match report {
            Report::Progress(p) if self.progress => {
                if let Some(Some(p)) = self.with(|c| c.offer(p, Instant::now())) {
                    (self.out)(Report::Progress(p));
                }
            }
            Report::Log(level, message)
                if self.threshold.is_some_and(|t| level >= t)
                    && self.with(|c| !c.closed) == Some(true) =>
            {
                (self.out)(Report::Log(level, message));
            }
            _ => {}
        }
    }

    /// Lets held-back progress out whose interval has passed.
    pub fn tick(&self) {
        if let Some(Some(p)) = self.with(|c| c.due(Instant::now())) {
            (self.out)(Report::Progress(p));
        }
    }

    /// Whether held-back progress can be waiting: then the caller calls
    /// [`Reporter::tick`] every [`MIN_INTERVAL`] while the call runs (this
    /// crate has no timer; nexus's `deadline::tick_reporter` is that loop).
    pub fn needs_ticks(&self) -> bool {
        self.progress
    }

    /// The call has its result: the last held-back value goes out now,
    /// before it, and nothing after.
    pub fn finish(&self) {
        if let Some(Some(p)) = self.with(|c| c.finish()) {
            (self.out)(Report::Progress(p));
        }
    }

    /// The call was cancelled or abandoned: nothing more goes out.
    pub fn close(&self) {
        self.with(|c| c.close());
    }
}

/// One server-sent event: `event: NAME` (when given) and `data:` lines.
pub fn sse_event(name: Option<&str>, data: &str) -> String {
    let mut out = String::with_capacity(data.len() + 32);
    if let Some(n) = name {
        out.push_str("event: ");
        out.push_str(n);
        out.push('\n');
    }
    for line in data.split('\n') {
        out.push_str("data: ");
        out.push_str(line);
        out.push('\n');
    }
    out.push('\n');
    out
}

/// An incremental reader of a server-sent event stream (the front end
/// reading a daemon's): push bytes, take whole events as `(name, data)`.
/// Comments are skipped; a line longer than the bound is an error.
#[derive(Debug, Default)]
pub struct SseReader {
    buf: Vec<u8>,
    name: String,
    data: Option<String>,
}

/// Longest line an [`SseReader`] accepts.
pub const MAX_SSE_LINE: usize = 64 << 20;

impl SseReader {
    /// Feeds bytes, appending each event they complete to `out` as `(name,
    /// data)`; an error when a line outgrows [`MAX_SSE_LINE`].
    pub fn push(&mut self, bytes: &[u8], out: &mut Vec<(String, String)>) -> Result<(), String> {
        self.buf.extend_from_slice(bytes);
        let mut start = 0;
        while let Some(nl) = self.buf[start..].iter().position(|&b| b == b'\n') {
            let end = start + nl;
            let line = String::from_utf8_lossy(&self.buf[start..end]);
            let line = line.strip_suffix('\r').unwrap_or(&line).to_string();
            start = end + 1;
            self.line(&line, out);
        }
        self.buf.drain(..start);
        if self.buf.len() > MAX_SSE_LINE {
            return Err("an event-stream line is too long".into());
        }
        Ok(())
    }

    fn line(&mut self, line: &str, out: &mut Vec<(String, String)>) {
        if line.is_empty() {
            if let Some(data) = self.data.take() {
                out.push((std::mem::take(&mut self.name), data));
            }
            self.name.clear();
            return;
        }
        if line.starts_with(':') {
            return;
        }
        let (field, value) = line.split_once(':').unwrap_or((line, ""));
        let value = value.strip_prefix(' ').unwrap_or(value);
        match field {
            "event" => self.name = value.to_string(),
            "data" => match &mut self.data {
                Some(d) => {
                    d.push('\n');
                    d.push_str(value);
                }
                None => self.data = Some(value.to_string()),
            },
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_keepalive_knob_takes_sane_milliseconds_only() {
        assert_eq!(keepalive_interval(None), KEEPALIVE);
        assert_eq!(keepalive_interval(Some("300")), Duration::from_millis(300));
        assert_eq!(
            keepalive_interval(Some(" 300\n")),
            Duration::from_millis(300)
        );
        for bad in ["", "0", "9", "-5", "1.5", "soon", "3600001"] {
            assert_eq!(keepalive_interval(Some(bad)), KEEPALIVE, "{bad:?}");
        }
    }

    fn p(done: f64) -> Progress {
        Progress {
            done,
            total: Some(10.0),
            message: None,
        }
    }

    #[test]
    fn levels_order_and_round_trip() {
        for (i, name) in LEVELS.iter().enumerate() {
            let l = Level::parse(name).unwrap();
            assert_eq!(l.name(), *name);
            assert_eq!(Level::from_code(i as u8), Some(l));
        }
        assert!(Level::parse("warning") > Level::parse("info"));
        assert_eq!(Level::parse("warn"), None);
        assert_eq!(Level::from_code(8), None);
    }

    #[test]
    fn a_burst_goes_out_then_one_per_interval() {
        let t0 = Instant::now();
        let ms = |n| t0 + Duration::from_millis(n);
        let mut c = Coalescer::new(MIN_INTERVAL);
        assert_eq!(c.offer(p(1.0), t0), Some(p(1.0)));
        assert_eq!(c.offer(p(2.0), ms(1)), Some(p(2.0)));
        assert_eq!(c.offer(p(3.0), ms(2)), Some(p(3.0)));
        assert_eq!(c.offer(p(4.0), ms(10)), None);
        assert_eq!(c.offer(p(5.0), ms(20)), None);
        assert_eq!(c.due(ms(50)), None);
        // The latest held-back value goes out once a token is back.
        assert_eq!(c.due(ms(110)), Some(p(5.0)));
        assert_eq!(c.due(ms(300)), None);
    }

    #[test]
    fn the_conformance_fixture_shows_all_three_steps() {
        // tools-call-with-progress: 0, 50 and 100 of 100, ~50 ms apart.
        let t0 = Instant::now();
        let mut c = Coalescer::new(MIN_INTERVAL);
        let mut sent = 0;
        for (i, done) in [0.0, 50.0, 100.0].into_iter().enumerate() {
            let now = t0 + Duration::from_millis(50 * i as u64);
            sent += c.offer(p(done), now).is_some() as usize;
        }
        assert_eq!(sent, 3);
    }

    #[test]
    fn progress_only_increases() {
        let t0 = Instant::now();
        let mut c = Coalescer::new(MIN_INTERVAL);
        assert!(c.offer(p(5.0), t0).is_some());
        let later = t0 + Duration::from_secs(1);
        assert_eq!(c.offer(p(5.0), later), None);
        assert_eq!(c.offer(p(4.0), later), None);
        assert_eq!(c.finish(), None);
        let mut c = Coalescer::new(MIN_INTERVAL);
        assert!(c.offer(p(5.0), t0).is_some());
        assert_eq!(c.offer(p(6.0), later), Some(p(6.0)));
    }

    #[test]
    fn the_last_value_goes_out_before_the_result_and_nothing_after() {
        let t0 = Instant::now();
        let mut c = Coalescer::new(MIN_INTERVAL);
        for i in 1..=8 {
            c.offer(p(f64::from(i)), t0);
        }
        c.offer(p(9.0), t0);
        assert_eq!(c.finish(), Some(p(9.0)));
        let later = t0 + Duration::from_secs(1);
        assert_eq!(c.offer(p(10.0), later), None);
        assert_eq!(c.due(later), None);
        assert_eq!(c.finish(), None);
    }

    #[test]
    fn a_cancelled_call_sends_nothing_more() {
        let t0 = Instant::now();
        let mut c = Coalescer::new(MIN_INTERVAL);
        c.offer(p(1.0), t0);
        c.offer(p(2.0), t0);
        c.close();
        assert_eq!(c.due(t0 + Duration::from_secs(1)), None);
        assert_eq!(c.finish(), None);
    }

    #[test]
    fn a_hundred_thousand_reports_in_a_second_give_about_ten() {
        let t0 = Instant::now();
        let mut c = Coalescer::new(MIN_INTERVAL);
        let mut sent = 0;
        for i in 0..100_000u32 {
            let now = t0 + Duration::from_micros(u64::from(i) * 10);
            sent += c.offer(p(f64::from(i) + 1.0), now).is_some() as usize;
        }
        sent += c.finish().is_some() as usize;
        assert!((10..=15).contains(&sent), "{sent}");
    }

    #[test]
    fn notifications_follow_mcp() {
        let n = progress_notification(
            "\"t1\"",
            &Progress {
                done: 3.0,
                total: Some(10.0),
                message: Some("step \"3\"".into()),
            },
        );
        assert_eq!(
            n,
            r#"{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"t1","progress":3,"total":10,"message":"step \"3\""}}"#
        );
        let n = progress_notification(
            "7",
            &Progress {
                done: 0.5,
                total: None,
                message: None,
            },
        );
        assert!(
            n.ends_with(r#""params":{"progressToken":7,"progress":0.5}}"#),
            "{n}"
        );
        let m = log_notification(Level::parse("warning").unwrap(), "count", "low memory");
        assert_eq!(
            m,
            r#"{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"warning","logger":"count","data":"low memory"}}"#
        );
    }

    #[test]
    fn progress_payloads_are_read_strictly() {
        let ok = parse_progress(br#"{"progress":2,"total":4,"message":"half"}"#).unwrap();
        assert_eq!(ok.done, 2.0);
        assert_eq!(ok.total, Some(4.0));
        assert_eq!(ok.message.as_deref(), Some("half"));
        let bare = parse_progress(br#"{"progress":1.5,"total":null,"message":null}"#).unwrap();
        assert_eq!((bare.total, bare.message), (None, None));
        assert!(parse_progress(br#"{"total":4}"#).is_err());
        assert!(parse_progress(b"\xff").is_err());
        assert!(parse_progress(br#"{"progress":"2"}"#).is_err());
        let long = "é".repeat(MAX_MESSAGE_BYTES);
        assert!(parse_log(long.as_bytes()).len() <= MAX_MESSAGE_BYTES);
    }

    #[test]
    fn tokens_are_strings_or_integers_from_meta() {
        let meta = |t: &str| json::parse(t).unwrap();
        let v = meta(r#"{"progressToken":"abc"}"#);
        assert_eq!(progress_token(Some(&v)).as_deref(), Some("\"abc\""));
        let v = meta(r#"{"progressToken":12}"#);
        assert_eq!(progress_token(Some(&v)).as_deref(), Some("12"));
        assert_eq!(progress_token(Some(&meta("{}"))), None);
        assert_eq!(progress_token(None), None);
        assert_eq!(progress_token(Some(&meta(r#"{"progressToken":{}}"#))), None);
    }

    #[test]
    fn log_threshold_follows_the_era() {
        let warning = Level::parse("warning");
        let with_meta = json::parse(r#"{"io.modelcontextprotocol/logLevel":"warning"}"#).unwrap();
        let without = json::parse(r#"{}"#).unwrap();
        // 2025: the session's setLevel decides.
        assert_eq!(
            log_threshold(false, Some(Level::INFO), Some(&without)),
            Some(Level::INFO)
        );
        assert_eq!(log_threshold(false, None, Some(&without)), None);
        // 2026-07-28: only the request's _meta does.
        assert_eq!(log_threshold(true, None, Some(&with_meta)), warning);
        assert_eq!(log_threshold(true, Some(Level::INFO), Some(&without)), None);
        assert_eq!(log_threshold(true, None, None), None);
        let bad = json::parse(r#"{"io.modelcontextprotocol/logLevel":"loud"}"#).unwrap();
        assert_eq!(log_threshold(true, None, Some(&bad)), None);
    }

    #[test]
    fn sse_events_round_trip_through_the_reader() {
        let mut text = sse_event(Some("progress"), r#"{"progress":1}"#);
        text.push_str(SSE_KEEPALIVE);
        text.push_str(&sse_event(None, "two\nlines"));
        text.push_str(&sse_event(Some("result"), "{}"));
        let mut r = SseReader::default();
        let mut out = Vec::new();
        // Byte by byte: events come out whole however the stream is cut.
        for b in text.as_bytes() {
            r.push(std::slice::from_ref(b), &mut out).unwrap();
        }
        assert_eq!(
            out,
            vec![
                ("progress".to_string(), r#"{"progress":1}"#.to_string()),
                (String::new(), "two\nlines".to_string()),
                ("result".to_string(), "{}".to_string()),
            ]
        );
    }

    #[test]
    fn a_reporter_filters_logs_and_flushes_before_the_end() {
        let seen = Arc::new(std::sync::Mutex::new(Vec::new()));
        let log = seen.clone();
        let r = Reporter::new(true, Level::parse("warning"), move |rep| {
            log.lock().unwrap().push(rep)
        });
        let sink = r.sink();
        assert!(sink.progress);
        for i in 1..=4 {
            sink.emit(Report::Progress(p(f64::from(i))));
        }
        sink.emit(Report::Log(Level::INFO, "quiet".into()));
        sink.emit(Report::Log(Level::parse("error").unwrap(), "loud".into()));
        r.finish();
        sink.emit(Report::Progress(p(5.0)));
        sink.emit(Report::Log(Level::parse("error").unwrap(), "late".into()));
        let seen = seen.lock().unwrap().clone();
        assert_eq!(
            seen,
            vec![
                Report::Progress(p(1.0)),
                Report::Progress(p(2.0)),
                Report::Progress(p(3.0)),
                Report::Log(Level::parse("error").unwrap(), "loud".into()),
                Report::Progress(p(4.0)),
            ]
        );
    }

    #[test]
    fn the_stderr_line_names_program_tool_and_level() {
        let line = stderr_line("demo", "count", Level::INFO, "a \"b\"\nc");
        assert_eq!(
            line,
            r#"nexus: log program=demo tool=count level=info message="a \"b\"\nc""#
        );
    }
}
