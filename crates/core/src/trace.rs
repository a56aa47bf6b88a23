//! W3C trace context and OpenTelemetry spans as text (issue 28), pure: the
//! `traceparent` parser and writer (W3C Trace Context §3.2), and the OTLP
//! JSON encoding of one finished span (`resourceSpans` → `scopeSpans` →
//! `spans`, as an OpenTelemetry collector's file receiver reads it). Also
//! [`CallTrace`], what a call learns on its way down to a worker (its
//! pool, language and worker pid) for the span that ends it. Writing the
//! lines is the work of `nexus-runtime`'s `spans`. Without the `tracing`
//! feature only the context and [`CallTrace`] stay (the pool wire carries
//! them); the OTLP encoding is not compiled.

use std::borrow::Cow;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU32, Ordering};

/// One position in a trace: the trace, the span, and its flags.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TraceContext {
    /// The 16-byte id shared by every span of the trace.
    pub trace_id: [u8; 16],
    /// The 8-byte span id (in a parsed `traceparent`, the caller's span).
    pub span_id: [u8; 8],
    /// Trace flags; bit 0 is "sampled".
    pub flags: u8,
}

/// Parses a `traceparent` value: `VERSION-TRACEID-PARENTID-FLAGS`, lowercase
/// hex of 2, 32, 16 and 2 digits. Version `ff`, an all-zero trace or parent
/// id, uppercase hex, or a version-00 value with anything after the flags
/// is invalid: `None`, and the caller starts a new trace (W3C §3.2.2.1:
/// never an error). A higher version may append `-…` fields, ignored here.
pub fn parse_traceparent(value: &str) -> Option<TraceContext> {
    let v = value.trim_matches([' ', '\t']).as_bytes();
    if v.len() < 55 || v[2] != b'-' || v[35] != b'-' || v[52] != b'-' {
        return None;
    }
    let version = hex_byte(&v[0..2])?;
    if version == 0xff || (version == 0 && v.len() != 55) || (v.len() > 55 && v[55] != b'-') {
        return None;
    }
    let mut trace_id = [0u8; 16];
    for (i, b) in trace_id.iter_mut().enumerate() {
        *b = hex_byte(&v[3 + 2 * i..5 + 2 * i])?;
    }
    let mut span_id = [0u8; 8];
    for (i, b) in span_id.iter_mut().enumerate() {
        *b = hex_byte(&v[36 + 2 * i..38 + 2 * i])?;
    }
    let flags = hex_byte(&v[53..55])?;
    if trace_id == [0; 16] || span_id == [0; 8] {
        return None;
    }
    Some(TraceContext {
        trace_id,
        span_id,
        flags,
    })
}

/// Two lowercase hex digits as a byte.
fn hex_byte(two: &[u8]) -> Option<u8> {
    let digit = |c: u8| match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        _ => None,
    };
    Some(digit(two[0])? << 4 | digit(two[1])?)
}

/// Lowercase hex of `bytes`.
pub fn hex(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 2);
    push_hex(&mut out, bytes);
    out
}

/// Appends the lowercase hex of `bytes` (at most 16) to `out`.
fn push_hex(out: &mut String, bytes: &[u8]) {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut buf = [0u8; 32];
    let n = bytes.len().min(16);
    for (pair, b) in buf.chunks_exact_mut(2).zip(&bytes[..n]) {
        pair[0] = DIGITS[usize::from(b >> 4)];
        pair[1] = DIGITS[usize::from(b & 15)];
    }
    // Hex digits are ASCII: one check of the whole, cheaper than a push
    // per digit (String::push is about 20 instructions a char here).
    out.push_str(std::str::from_utf8(&buf[..2 * n]).unwrap_or_default());
}

impl TraceContext {
    /// The `traceparent` value (version 00) naming this span as parent.
    pub fn traceparent(&self) -> String {
        let mut out = String::with_capacity(55);
        self.push_traceparent(&mut out);
        out
    }

    fn push_traceparent(&self, out: &mut String) {
        out.push_str("00-");
        push_hex(out, &self.trace_id);
        out.push('-');
        push_hex(out, &self.span_id);
        out.push('-');
        push_hex(out, &[self.flags]);
    }
}

/// A span's attributes, written as they are added: OTLP's
/// `{"key":K,"value":{"stringValue":V}}` (or `intValue`, a decimal string
/// as proto3's JSON mapping writes 64-bit integers), comma-separated. Keys
/// are our own names, written as they are (no character in them needs
/// escaping); values are escaped.
#[derive(Debug, Clone)]
pub struct Attrs(String);

impl Default for Attrs {
    fn default() -> Attrs {
        // Room for a span's dozen attributes without growing.
        Attrs(String::with_capacity(640))
    }
}

impl Attrs {
    /// New attributes that begin with those of `fixed` (a span's constant
    /// attributes, written once and copied per span).
    pub fn after(fixed: &Attrs) -> Attrs {
        let mut attrs = Attrs::default();
        attrs.0.push_str(&fixed.0);
        attrs
    }

    /// Adds a string attribute.
    pub fn str(mut self, key: &'static str, value: &str) -> Attrs {
        self.open(key);
        self.0.push_str("{\"stringValue\":");
        crate::json::push_quoted(&mut self.0, value);
        self.0.push_str("}}");
        self
    }

    /// Adds an integer attribute (OTLP's `intValue`, a decimal string).
    pub fn int(mut self, key: &'static str, value: i64) -> Attrs {
        self.open(key);
        self.0.push_str("{\"intValue\":\"");
        push_int(&mut self.0, value);
        self.0.push_str("\"}}");
        self
    }

    fn open(&mut self, key: &'static str) {
        debug_assert!(!key.contains(['"', '\\']) && key.is_ascii());
        if !self.0.is_empty() {
            self.0.push(',');
        }
        self.0.push_str("{\"key\":\"");
        self.0.push_str(key);
        self.0.push_str("\",\"value\":");
    }
}

/// Appends `n` in decimal, without the formatting machinery (or 128-bit
/// division, which costs a thousand instructions a digit string).
fn push_int(out: &mut String, n: i64) {
    if n < 0 {
        out.push('-');
    }
    push_u64(out, n.unsigned_abs());
}

/// Appends `n` in decimal, two digits per division (a span writes three
/// 19-digit times): about a third of the instructions of a digit a
/// division pushed one char at a time.
fn push_u64(out: &mut String, n: u64) {
    const PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
        2021222324252627282930313233343536373839\
        4041424344454647484950515253545556575859\
        6061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899";
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    let mut m = n;
    while m >= 100 {
        let pair = usize::from((m % 100) as u8) * 2;
        m /= 100;
        i -= 2;
        buf[i..i + 2].copy_from_slice(&PAIRS[pair..pair + 2]);
    }
    if m >= 10 {
        let pair = usize::from(m as u8) * 2;
        i -= 2;
        buf[i..i + 2].copy_from_slice(&PAIRS[pair..pair + 2]);
    } else {
        i -= 1;
        buf[i] = b'0' + m as u8;
    }
    // Digits are ASCII: one check of the whole.
    out.push_str(std::str::from_utf8(&buf[i..]).unwrap_or_default());
}

#[cfg(feature = "tracing")]
/// A finished span.
#[derive(Debug, Clone)]
pub struct Span {
    /// The span's trace, its own span id, and its flags.
    pub context: TraceContext,
    /// The parent span's id; `None` for a root span.
    pub parent: Option<[u8; 8]>,
    /// The span's name.
    pub name: String,
    /// Nanoseconds since 1970 (a u64 holds them until 2554).
    pub start_unix_nano: u64,
    /// Nanoseconds since 1970 when the span ended.
    pub end_unix_nano: u64,
    /// `None`: OK; `Some(message)`: ERROR with that message.
    pub error: Option<String>,
    /// The span's attributes, already OTLP JSON.
    pub attributes: Attrs,
}

#[cfg(feature = "tracing")]
/// `SPAN_KIND_SERVER`: every span we make answers a request.
const KIND_SERVER: &str = "2";
/// OTLP status codes 1 (OK) and 2 (ERROR, its message follows).
#[cfg(feature = "tracing")]
const STATUS_OK: &str = "{\"code\":1}";
#[cfg(feature = "tracing")]
const STATUS_ERROR: &str = "{\"code\":2,\"message\":";

#[cfg(feature = "tracing")]
/// One span as one line of OTLP JSON (no newline), under a resource with
/// the attributes `resource` (`service.name` "nexus", `service.version`,
/// `service.instance.id` the replica name: [`resource`]).
pub fn otlp_line(span: &Span, resource: &Attrs) -> String {
    let mut out = String::with_capacity(1024);
    push_otlp_line(&mut out, span, resource);
    out
}

#[cfg(feature = "tracing")]
/// [`otlp_line`], appended to `out` (the span file's pending lines: no
/// line of its own is allocated).
pub fn push_otlp_line(out: &mut String, span: &Span, resource: &Attrs) {
    out.push_str("{\"resourceSpans\":[{\"resource\":{\"attributes\":[");
    out.push_str(&resource.0);
    out.push_str("]},\"scopeSpans\":[{\"scope\":{\"name\":\"nexus\",\"version\":\"");
    out.push_str(env!("CARGO_PKG_VERSION"));
    out.push_str("\"},\"spans\":[{\"traceId\":\"");
    push_hex(out, &span.context.trace_id);
    out.push_str("\",\"spanId\":\"");
    push_hex(out, &span.context.span_id);
    out.push_str("\",\"parentSpanId\":\"");
    if let Some(parent) = span.parent {
        push_hex(out, &parent);
    }
    out.push_str("\",\"flags\":");
    // The W3C flags, with bits 8 and 9 saying whether the parent is remote.
    let remote = if span.parent.is_some() { 0x300 } else { 0x100 };
    push_u64(out, u64::from(u32::from(span.context.flags) | remote));
    out.push_str(",\"name\":");
    crate::json::push_quoted(out, &span.name);
    out.push_str(",\"kind\":");
    out.push_str(KIND_SERVER);
    out.push_str(",\"startTimeUnixNano\":\"");
    push_u64(out, span.start_unix_nano);
    out.push_str("\",\"endTimeUnixNano\":\"");
    push_u64(out, span.end_unix_nano);
    out.push_str("\",\"attributes\":[");
    out.push_str(&span.attributes.0);
    out.push_str("],\"status\":");
    match &span.error {
        None => out.push_str(STATUS_OK),
        Some(message) => {
            out.push_str(STATUS_ERROR);
            crate::json::push_quoted(out, message);
            out.push('}');
        }
    }
    out.push_str("}]}]}]}");
}

#[cfg(feature = "tracing")]
/// The resource of a server's spans: `service.name` "nexus",
/// `service.version`, and `service.instance.id`, its replica name.
pub fn resource(replica: Option<&str>) -> Attrs {
    let attrs = Attrs::default()
        .str("service.name", "nexus")
        .str("service.version", env!("CARGO_PKG_VERSION"));
    match replica {
        Some(name) => attrs.str("service.instance.id", name),
        None => attrs,
    }
}

/// What a call learns on its way to a worker, for the span that ends it:
/// the position a pool sees as its parent (`traceparent`, sent in the CALL
/// packet's metadata to our pools), and where the call ran.
#[derive(Debug)]
pub struct CallTrace {
    /// The span this call runs under: a pool's work is its child.
    pub context: TraceContext,
    /// The pool index and its language, set when the call reaches one.
    pool: OnceLock<(usize, Cow<'static, str>)>,
    /// The pid of the worker that ran it (0: none).
    pid: AtomicU32,
}

impl CallTrace {
    /// A call's trace under `context`, not yet on a pool or a worker.
    pub fn new(context: TraceContext) -> CallTrace {
        CallTrace {
            context,
            pool: OnceLock::new(),
            pid: AtomicU32::new(0),
        }
    }

    /// The CALL packet's metadata for our pools: `traceparent=VALUE`.
    pub fn metadata(&self) -> Vec<u8> {
        let mut out = String::with_capacity(67);
        out.push_str("traceparent=");
        self.context.push_traceparent(&mut out);
        out.into_bytes()
    }

    /// Records the pool index and language the call reached; the first
    /// record stays.
    pub fn set_pool(&self, index: usize, language: &str) {
        // The usual languages are named without an allocation per call.
        let name = match language {
            "py" => Cow::Borrowed("py"),
            "r" => Cow::Borrowed("r"),
            "cpp" => Cow::Borrowed("cpp"),
            other => Cow::Owned(other.to_string()),
        };
        let _ = self.pool.set((index, name));
    }

    /// Records the pid of the worker that runs the call.
    pub fn set_pid(&self, pid: u32) {
        self.pid.store(pid, Ordering::Relaxed);
    }

    /// The pool index and language, and the worker pid, if known.
    pub fn ran_on(&self) -> (Option<&(usize, Cow<'static, str>)>, Option<u32>) {
        let pid = self.pid.load(Ordering::Relaxed);
        (self.pool.get(), (pid != 0).then_some(pid))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";

    #[test]
    fn parses_the_w3c_example_and_writes_it_back() {
        let c = parse_traceparent(GOOD).unwrap();
        assert_eq!(hex(&c.trace_id), "4bf92f3577b34da6a3ce929d0e0e4736");
        assert_eq!(hex(&c.span_id), "00f067aa0ba902b7");
        assert_eq!(c.flags, 1);
        assert_eq!(c.traceparent(), GOOD);
    }

    #[test]
    fn malformed_or_all_zero_traceparents_are_none() {
        let bad = [
            "",
            "00",
            "00-00000000000000000000000000000000-00f067aa0ba902b7-01",
            "00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01",
            "ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
            "00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01",
            "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-extra",
            "00_4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
            "00-4bf92f3577b34da6a3ce929d0e0e473g-00f067aa0ba902b7-01",
            "0-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01x",
            "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-0é",
        ];
        for b in bad {
            assert_eq!(parse_traceparent(b), None, "{b:?}");
        }
    }

    #[test]
    fn numbers_and_hex_are_written_as_std_writes_them() {
        let mut cases = vec![
            0,
            1,
            9,
            10,
            11,
            99,
            100,
            101,
            999,
            1000,
            u64::MAX,
            u64::MAX - 1,
        ];
        let mut x: u64 = 7;
        for _ in 0..2000 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            cases.push(x >> (x % 64));
        }
        for n in cases {
            let mut out = String::from("x");
            push_u64(&mut out, n);
            assert_eq!(out, format!("x{n}"));
        }
        let mut out = String::new();
        push_int(&mut out, i64::MIN);
        assert_eq!(out, i64::MIN.to_string());
        let bytes = [0u8, 1, 0x7f, 0x80, 0xab, 0xff];
        let mut out = String::new();
        push_hex(&mut out, &bytes);
        let want: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
        assert_eq!(out, want);
    }

    #[test]
    fn a_later_version_may_carry_more_fields() {
        let v = "01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-what-next";
        assert!(parse_traceparent(v).is_some());
        let glued = "01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01what";
        assert_eq!(parse_traceparent(glued), None);
    }

    #[cfg(feature = "tracing")]
    #[test]
    fn an_otlp_line_is_one_json_document_with_hex_ids_and_string_times() {
        let span = Span {
            context: parse_traceparent(GOOD).unwrap(),
            parent: Some([1, 2, 3, 4, 5, 6, 7, 8]),
            name: "tools/call \"add\"".into(),
            start_unix_nano: 1_700_000_000_000_000_000,
            end_unix_nano: 1_700_000_000_000_500_000,
            error: Some("bad\nthing".into()),
            attributes: Attrs::default()
                .str("mcp.method.name", "tools/call")
                .int("process.pid", -3),
        };
        let line = otlp_line(&span, &resource(Some("r1")));
        assert!(!line.contains('\n'));
        let v = crate::json::parse(&line).unwrap();
        let s = crate::json::get(&v, "resourceSpans")
            .and_then(|r| match r {
                crate::json::Value::Array(a) => a.first(),
                _ => None,
            })
            .unwrap();
        assert!(line.contains("\"traceId\":\"4bf92f3577b34da6a3ce929d0e0e4736\""));
        assert!(line.contains("\"parentSpanId\":\"0102030405060708\""));
        assert!(line.contains("\"startTimeUnixNano\":\"1700000000000000000\""));
        assert!(line.contains("{\"key\":\"process.pid\",\"value\":{\"intValue\":\"-3\"}}"));
        assert!(line.contains("\"status\":{\"code\":2,\"message\":\"bad\\nthing\"}"));
        assert!(crate::json::get(s, "scopeSpans").is_some());
        assert!(line.contains(r#"{"key":"service.instance.id","value":{"stringValue":"r1"}}"#));
        assert!(line.contains(r#"{"key":"mcp.method.name","value":{"stringValue":"tools/call"}}"#));
    }

    /// The CALL packet's metadata, read back as a pool reads it: its
    /// `traceparent`, if it has a valid one.
    fn metadata_traceparent(meta: &[u8]) -> Option<TraceContext> {
        let text = std::str::from_utf8(meta).ok()?;
        text.lines()
            .find_map(|l| l.strip_prefix("traceparent="))
            .and_then(parse_traceparent)
    }

    #[test]
    fn call_metadata_carries_the_traceparent() {
        let t = CallTrace::new(parse_traceparent(GOOD).unwrap());
        assert_eq!(
            metadata_traceparent(&t.metadata()).unwrap().traceparent(),
            GOOD
        );
        assert_eq!(metadata_traceparent(b"traceparent=junk"), None);
    }
}
