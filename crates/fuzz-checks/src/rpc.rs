//! The `rpc` target: JSON-RPC 2.0 over lines, from the bytes of a stream
//! to the MCP adapter's replies. Owns the line-framing reference model, the
//! echo backend the adapter answers through, and the rules a reply and a
//! rejection must keep (ids echoed byte for byte, the error code each rule
//! demands), because those are what the MCP stdio and HTTP transports rely
//! on for every line a client sends. Also owns what makes the check cheap
//! enough to fuzz fast: the lines and replies it has passed, kept so that
//! it does not read them again (BUILD.md, "The `rpc` target's rate").

use crate::support::{chunks, written_json};
use nexus::mcp::{self, Adapter, Backend, BoxFuture, Outcome, Tool};
use nexus_core::json::{self, Object, Value};
use nexus_core::rpc::{self, Line, LineSplitter, Message};
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};
use std::pin::pin;
use std::sync::Arc;
use std::task::{Context, Poll, Waker};

/// Line caps the rpc target tries: tiny ones exercise `TooLong`.
const RPC_MAX_LINES: [usize; 4] = [1, 8, 64, rpc::DEFAULT_MAX_LINE];

/// What [`LineSplitter`] must produce, computed the obvious way: split on
/// `\n`, report a segment over `max` as `TooLong` (`None` here), drop one
/// trailing `\r` of a terminated line, and keep an unterminated last
/// segment unless it is blank. Borrowed from the stream, so that comparing
/// with the splitter's lines copies nothing.
fn reference_lines(stream: &[u8], max: usize) -> impl Iterator<Item = Option<&[u8]>> {
    let mut segments = stream.split(|&b| b == b'\n').peekable();
    std::iter::from_fn(move || {
        let seg = segments.next()?;
        let last = segments.peek().is_none();
        if seg.len() > max {
            Some(None)
        } else if last && seg.iter().all(u8::is_ascii_whitespace) {
            None
        } else {
            Some(Some(seg.strip_suffix(b"\r").unwrap_or(seg)))
        }
    })
}

/// Whether the splitter's `lines` are the reference's, line for line.
fn same_lines(lines: &[Line], stream: &[u8], max: usize) -> bool {
    let mut want = reference_lines(stream, max);
    lines.iter().all(|line| match (line, want.next()) {
        (Line::Complete(got), Some(Some(want))) => got == want,
        (Line::TooLong, Some(None)) => true,
        _ => false,
    }) && want.next().is_none()
}

/// A backend with one tool, `echo`, that answers at once: it returns its
/// arguments, or fails on `{"fail":…}`, or refuses `{"invalid":…}`.
struct EchoBackend {
    tools: Vec<Tool>,
}

impl EchoBackend {
    fn new() -> EchoBackend {
        let entry = r#"{"name":"echo","description":"Echoes its arguments","inputSchema":{"type":"object"}}"#;
        EchoBackend {
            tools: vec![Tool::new("echo", entry.into(), true)],
        }
    }
}

impl Backend for EchoBackend {
    fn server_name(&self) -> String {
        "fuzz".into()
    }

    fn server_version(&self) -> String {
        "0.0.0".into()
    }

    fn tools(&self) -> &[Tool] {
        &self.tools
    }

    fn call(&self, _tool: usize, args: Object, _connection: u64) -> BoxFuture<'_, Outcome> {
        Box::pin(async move {
            if args.contains_key("fail") {
                Outcome::Failed("echo was asked to fail\nwith two lines".into())
            } else if args.contains_key("invalid") {
                Outcome::Invalid("argument 'invalid': refused".into())
            } else {
                Outcome::Ok(json::to_string(&Value::Object(args)))
            }
        })
    }

    fn dry_run(&self, _tool: usize, args: &Object, _connection: u64) -> Result<String, String> {
        if args.contains_key("invalid") {
            Err("argument 'invalid': refused".into())
        } else {
            Ok(json::to_string(&Value::Object(args.clone())))
        }
    }
}

/// Lines and replies longer than this are not kept as passed (most are
/// far shorter).
const KEPT_BYTES: usize = 4096;

/// Lines, and replies, kept as passed at most; a set is emptied when it
/// is full.
const KEPT_ENTRIES: usize = 4096;

/// The hash of the sets of lines and replies passed: FNV-1a over eight
/// bytes at a time. The keys are the fuzzer's own bytes in a process of
/// its own, so a hash that resists chosen collisions (std's SipHash) buys
/// nothing here, and it cost more than the lookups it served.
#[derive(Default)]
struct KeptHasher(u64);

impl Hasher for KeptHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut h = if self.0 == 0 {
            0xcbf2_9ce4_8422_2325
        } else {
            self.0
        };
        let mut words = bytes.chunks_exact(8);
        for word in &mut words {
            let mut w = [0u8; 8];
            w.copy_from_slice(word);
            h = (h ^ u64::from_le_bytes(w)).wrapping_mul(0x0000_0100_0000_01b3);
        }
        for &b in words.remainder() {
            h = (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
        }
        self.0 = h;
    }

    fn finish(&self) -> u64 {
        // The high bits mixed into the low ones, which pick the bucket.
        self.0 ^ (self.0 >> 29)
    }
}

type Kept = BuildHasherDefault<KeptHasher>;

thread_local! {
    /// Replies [`check_reply`] has passed, with the id each echoed and its
    /// error code: most lines a fuzzer writes get one of a few replies
    /// (`-32700` with id null above all), and reading each again cost a
    /// quarter of the target's time.
    static PASSED: RefCell<HashMap<String, (String, Option<i64>), Kept>> = RefCell::default();
}

thread_local! {
    /// Lines whose parse passed [`check_parsed`] and the comparison with
    /// [`rpc::parse_in_full`]: a fuzzer's inputs are mostly lines it has
    /// sent before (a mutation changes one; 3,450 distinct lines in the
    /// 17,545 of an 858-input corpus), and the check's reading of each
    /// again cost a fifth of the target's time.
    static PASSED_LINES: RefCell<HashSet<Vec<u8>, Kept>> = RefCell::default();
}

/// Whether `line` passed the line checks before. Those checks are a pure
/// function of the line: [`rpc::parse`] reads nothing else but the nesting
/// limit, which is fixed for the process. `rpc::parse` itself and the
/// adapter still see every line.
fn passed_before(line: &[u8]) -> bool {
    PASSED_LINES.with(|passed| passed.borrow().contains(line))
}

/// Remembers that `line` passed the line checks (not a line longer than
/// [`KEPT_BYTES`]; the set is emptied when it holds [`KEPT_ENTRIES`]).
fn keep_passed(line: &[u8]) {
    if line.len() <= KEPT_BYTES {
        PASSED_LINES.with(|passed| {
            let mut passed = passed.borrow_mut();
            if passed.len() >= KEPT_ENTRIES {
                passed.clear();
            }
            passed.insert(line.to_vec());
        });
    }
}

/// Checks that `reply` is one well-formed JSON-RPC 2.0 response to `id`
/// (JSON text), and returns its error code if it is an error. A reply
/// passed before (the same text: the check is a pure function of it) is
/// only held to the id it echoed then.
fn check_reply(reply: &str, id: &str) -> Option<i64> {
    let seen = PASSED.with(|passed| passed.borrow().get(reply).cloned());
    if let Some((echoed, code)) = seen {
        assert_eq!(
            echoed, id,
            "the reply id must echo the request's byte for byte: {reply}"
        );
        return code;
    }
    let code = read_reply(reply, id);
    if reply.len() <= KEPT_BYTES {
        PASSED.with(|passed| {
            let mut passed = passed.borrow_mut();
            if passed.len() >= KEPT_ENTRIES {
                passed.clear();
            }
            passed.insert(reply.to_string(), (id.to_string(), code));
        });
    }
    code
}

/// [`check_reply`]'s reading of a reply it has not passed before.
fn read_reply(reply: &str, id: &str) -> Option<i64> {
    let value = written_json("a reply", reply);
    let Value::Object(map) = &value else {
        panic!("a reply must be a JSON object: {reply}");
    };
    assert!(
        matches!(map.get("jsonrpc"), Some(Value::String(v)) if v == "2.0"),
        "a reply must say \"jsonrpc\":\"2.0\": {reply}"
    );
    written_json("a reply id", id);
    assert_eq!(
        json::member_raw(reply, "id"),
        Some(id),
        "the reply id must echo the request's byte for byte: {reply}"
    );
    match (map.get("result"), map.get("error")) {
        (Some(_), None) => None,
        (None, Some(error)) => {
            let code = match json::get(error, "code") {
                Some(Value::Number(json::Number::I64(c))) => *c,
                _ => panic!("an error reply needs an integer code: {reply}"),
            };
            assert!(
                matches!(json::get(error, "message"), Some(Value::String(_))),
                "an error reply needs a string message: {reply}"
            );
            Some(code)
        }
        _ => panic!("a reply has exactly one of result and error: {reply}"),
    }
}

/// The error codes [`rpc::parse`] may give a line it rejects, worked out
/// from the rules (-32700 for bytes that are not one JSON value, -32600 for
/// a JSON value that is not a valid request; past the nesting limit, or
/// holding a token no value carries, -32600, or -32602 for a request whose
/// depth or odd token is all in its params).
///
/// `tree` is the line read by [`json::parse`] (`None`: not UTF-8).
fn expected_rejection_codes(tree: Option<&Result<Value, json::ParseError>>) -> &'static [i64] {
    match tree {
        Some(Ok(_)) => &[rpc::INVALID_REQUEST],
        Some(Err(json::ParseError::TooDeep { .. } | json::ParseError::Unrepresentable { .. })) => {
            &[rpc::INVALID_REQUEST, rpc::INVALID_PARAMS]
        }
        _ => &[rpc::PARSE_ERROR],
    }
}

/// Checks what [`rpc::parse`] said about `line` against the line itself;
/// `rejection` is the reply of a rejected line (`Rejected::to_reply`),
/// built once by the caller, who also compares the adapter's reply with it.
fn check_parsed(
    line: &[u8],
    parsed: &Result<Option<Message>, rpc::Rejected>,
    rejection: Option<&str>,
) {
    let text = std::str::from_utf8(line).ok();
    if let Ok(None) = parsed {
        let text = text.expect("a line taken as blank must be UTF-8");
        assert!(
            text.trim().is_empty(),
            "only a blank line yields no message: {line:?}"
        );
        return;
    }
    // The line read once, for every rule below; its id's text is found
    // only by the rules that need it.
    let tree = text.map(json::parse);
    let object = match &tree {
        Some(Ok(Value::Object(map))) => Some(map),
        _ => None,
    };
    let raw_id = || text.and_then(|t| json::member_raw(t, "id"));
    match parsed {
        Ok(None) => {}
        Ok(Some(Message::Request { id, .. })) => {
            let map = object.expect("a request must be a JSON object");
            assert_eq!(
                raw_id(),
                Some(id.as_str()),
                "a request keeps its id text exactly"
            );
            assert!(
                matches!(map.get("id"), Some(Value::String(_) | Value::Number(_))),
                "a request's id is a string or a number (MCP forbids null)"
            );
            assert!(matches!(map.get("jsonrpc"), Some(Value::String(v)) if v == "2.0"));
            assert!(matches!(map.get("method"), Some(Value::String(_))));
            // The reply we would send round-trips the id.
            check_reply(&rpc::reply(id, "{}"), id);
        }
        Ok(Some(Message::Notification { .. })) => {
            let map = object.expect("a notification must be a JSON object");
            assert!(
                !map.contains_key("id"),
                "a message with an id is not a notification"
            );
            assert!(matches!(map.get("method"), Some(Value::String(_))));
        }
        Ok(Some(Message::Response)) => {
            let map = object.expect("a response must be a JSON object");
            assert!(map.contains_key("id") && !map.contains_key("method"));
            assert!(map.contains_key("result") || map.contains_key("error"));
        }
        Err(rejected) => {
            let reply = rejection.expect("a rejected line has its rejection reply");
            let code = check_reply(reply, &rejected.id);
            assert_eq!(code, Some(rejected.code));
            assert!(
                expected_rejection_codes(tree.as_ref()).contains(&rejected.code),
                "wrong code {} for {line:?}",
                rejected.code
            );
            // A rejected object's id is echoed exactly when it is a valid id.
            if let Some(map) = &object {
                let want = match map.get("id") {
                    Some(Value::String(_) | Value::Number(_)) => raw_id(),
                    Some(_) | None => Some("null"),
                };
                assert_eq!(
                    Some(rejected.id.as_str()),
                    want,
                    "a rejection echoes a valid id"
                );
            }
            if rejected.code == rpc::INVALID_PARAMS {
                assert_ne!(
                    rejected.id, "null",
                    "-32602 answers a request, which has an id"
                );
            }
        }
    }
}

/// Whether two readings of a line are the same message: the
/// [`Debug`]-free comparison of [`rpc::parse`] with [`rpc::parse_in_full`]
/// (printing both cost a fifth of the target's time).
fn same_parse(
    a: &Result<Option<Message>, rpc::Rejected>,
    b: &Result<Option<Message>, rpc::Rejected>,
) -> bool {
    match (a, b) {
        (Err(a), Err(b)) => a == b,
        (Ok(None), Ok(None)) | (Ok(Some(Message::Response)), Ok(Some(Message::Response))) => true,
        (
            Ok(Some(Message::Request { id, method, params })),
            Ok(Some(Message::Request {
                id: id2,
                method: method2,
                params: params2,
            })),
        ) => id == id2 && method == method2 && same_params(params, params2),
        (
            Ok(Some(Message::Notification { method, params })),
            Ok(Some(Message::Notification {
                method: method2,
                params: params2,
            })),
        ) => method == method2 && same_params(params, params2),
        _ => false,
    }
}

fn same_params(a: &Option<Value>, b: &Option<Value>) -> bool {
    match (a, b) {
        (None, None) => true,
        (Some(a), Some(b)) => same_value(a, b),
        _ => false,
    }
}

/// Equality of two values, floats bit for bit (miniserde's `Value` has no
/// `PartialEq`). Recursive: both come from a parse held to the nesting
/// limit.
fn same_value(a: &Value, b: &Value) -> bool {
    use json::Number::{F64, I64, U64};
    match (a, b) {
        (Value::Null, Value::Null) => true,
        (Value::Bool(a), Value::Bool(b)) => a == b,
        (Value::Number(I64(a)), Value::Number(I64(b))) => a == b,
        (Value::Number(U64(a)), Value::Number(U64(b))) => a == b,
        (Value::Number(F64(a)), Value::Number(F64(b))) => a.to_bits() == b.to_bits(),
        (Value::String(a), Value::String(b)) => a == b,
        (Value::Array(a), Value::Array(b)) => {
            a.len() == b.len() && a.iter().zip(b.iter()).all(|(a, b)| same_value(a, b))
        }
        (Value::Object(a), Value::Object(b)) => {
            a.len() == b.len()
                && a.iter()
                    .zip(b.iter())
                    .all(|((ka, a), (kb, b))| ka == kb && same_value(a, b))
        }
        _ => false,
    }
}

/// Runs one of the adapter's futures to its answer without a runtime when
/// it can: polled once with a waker that does nothing, it is ready at once
/// for every line here (the adapter routes a line before it builds the
/// future, and the echo backend's calls never wait). Only a future still
/// pending after that poll goes to `smol::block_on`, which polls it again
/// with a real waker (a future registers the waker of its latest poll).
/// `smol::block_on` per line cost most of the target's time: it wakes the
/// async-io driver thread on every return (issue 43: the target ran
/// 2,300-4,100 inputs a second).
fn answer_now<F: Future>(future: F) -> F::Output {
    let mut future = pin!(future);
    match future
        .as_mut()
        .poll(&mut Context::from_waker(Waker::noop()))
    {
        Poll::Ready(answer) => answer,
        Poll::Pending => smol::block_on(future),
    }
}

thread_local! {
    /// One echo backend per thread, shared by every input's adapter: it
    /// holds no state between calls, only its tool list.
    static ECHO: Arc<EchoBackend> = Arc::new(EchoBackend::new());
}

/// `rpc` target. Byte 0 picks the line cap, byte 1 the chunking; the rest is
/// the stream. Checks the splitter against [`reference_lines`] under the
/// chosen chunking, then feeds every line to one MCP [`Adapter`] in order.
pub fn check_rpc(data: &[u8]) {
    check_rpc_replies(data);
}

/// [`check_rpc`], handing back the adapter's reply to each complete line,
/// in order (`None` for a line that gets none), for the structure-aware
/// `rpc_struct` target (fuzz/src/rpc_struct.rs), which knows what each
/// line it wrote must get. Lines refused as too long get no entry.
pub fn check_rpc_replies(data: &[u8]) -> Vec<Option<String>> {
    let mut replies = Vec::new();
    let (Some(&cap), Some(&seed)) = (data.first(), data.get(1)) else {
        return replies;
    };
    let stream = &data[2..];
    let max = RPC_MAX_LINES[usize::from(cap) % RPC_MAX_LINES.len()];

    let mut splitter = LineSplitter::new(max);
    let mut lines = Vec::new();
    for chunk in chunks(stream, seed) {
        splitter.push(chunk, &mut lines);
    }
    lines.extend(splitter.finish());
    assert!(
        same_lines(&lines, stream, max),
        "framing must not depend on chunking"
    );

    let backend: Arc<dyn mcp::Backend> = ECHO.with(Arc::clone);
    let adapter = Adapter::new(backend, mcp::Options { evaluate: true });
    for line in &lines {
        let Line::Complete(line) = line else { continue };
        assert!(line.len() <= max && !line.contains(&b'\n'));
        let parsed = rpc::parse(line);
        let rejection = parsed.as_ref().err().map(rpc::Rejected::to_reply);
        if !passed_before(line) {
            // `parse` differs from `parse_in_full` only by its plain-message
            // road, which gives a message or nothing: a rejection or a
            // blank line came from the very reading `parse_in_full` makes
            // of the same bytes, and need not be read twice.
            if let Ok(Some(_)) = &parsed {
                assert!(
                    same_parse(&parsed, &rpc::parse_in_full(line)),
                    "the plain-message road and the full parse agree"
                );
            }
            check_parsed(line, &parsed, rejection.as_deref());
            keep_passed(line);
        }
        // What `Adapter::handle_bytes` (the stdio road) does with a line,
        // done here so that the line is read once: `rpc::parse`, then the
        // error reply of a rejected line, or the parsed message to
        // `Adapter::handle_message` (the HTTP road takes it from there).
        let reply = match parsed {
            Err(_) => rejection,
            Ok(None) => None,
            Ok(Some(msg)) => {
                let id = match &msg {
                    Message::Request { id, .. } => Some(id.clone()),
                    Message::Notification { .. } | Message::Response => None,
                };
                let reply = answer_now(adapter.handle_message(msg)).reply;
                match (&id, &reply) {
                    (Some(id), Some(reply)) => {
                        check_reply(reply, id);
                    }
                    (None, None) => {}
                    (id, reply) => {
                        panic!("one reply per request and none otherwise: id {id:?} gave {reply:?}")
                    }
                }
                reply
            }
        };
        replies.push(reply);
    }
    replies
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reference_lines_are_the_splitters() {
        let stream = b"a\r\nbb\n\n0123456789\nlast \r";
        let mut splitter = LineSplitter::new(8);
        let mut lines = Vec::new();
        splitter.push(stream, &mut lines);
        lines.extend(splitter.finish());
        assert!(same_lines(&lines, stream, 8));
        let want: Vec<Option<&[u8]>> =
            vec![Some(b"a"), Some(b"bb"), Some(b""), None, Some(b"last ")];
        assert_eq!(reference_lines(stream, 8).collect::<Vec<_>>(), want);
        // A blank unterminated last line is no line; a line more or less is
        // a difference.
        assert_eq!(reference_lines(b"x\n \t", 8).count(), 1);
        assert!(!same_lines(&lines[..4], stream, 8));
        let mut more = lines.clone();
        more.push(Line::TooLong);
        assert!(!same_lines(&more, stream, 8));
    }

    #[test]
    fn two_parses_are_the_same_only_when_every_value_is() {
        let read = |text: &str| rpc::parse_in_full(text.as_bytes());
        let call =
            |params: &str| format!(r#"{{"jsonrpc":"2.0","id":1,"method":"m","params":{params}}}"#);
        let same = |a: &str, b: &str| same_parse(&read(&call(a)), &read(&call(b)));
        assert!(same(
            r#"{"a":[1,-2,3.5,"x",null,true]}"#,
            r#"{"a":[1,-2,3.5,"x",null,true]}"#
        ));
        // Floats bit for bit, integers by kind, keys and lengths counted.
        assert!(!same("[0.0]", "[-0.0]"));
        assert!(!same("[1]", "[1.0]"));
        assert!(!same("[18446744073709551615]", "[-1]"));
        assert!(!same(r#"{"a":1}"#, r#"{"b":1}"#));
        assert!(!same("[1,2]", "[1]"));
        assert!(!same("[true]", "[false]"));
        let other_id = read(r#"{"jsonrpc":"2.0","id":2,"method":"m","params":[]}"#);
        assert!(!same_parse(&read(&call("[]")), &other_id));
        assert!(same_parse(&read("[]"), &read("[]")));
        assert!(!same_parse(&read("[]"), &read("{}")));
    }

    #[test]
    fn a_reply_passed_before_is_still_held_to_its_id() {
        let reply = rpc::error("7", rpc::INVALID_REQUEST, "no");
        assert_eq!(check_reply(&reply, "7"), Some(rpc::INVALID_REQUEST));
        assert_eq!(check_reply(&reply, "7"), Some(rpc::INVALID_REQUEST));
        let other = std::panic::catch_unwind(|| check_reply(&reply, "8"));
        assert!(other.is_err(), "a kept reply must not pass for another id");
    }
}
