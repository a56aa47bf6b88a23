//! The `rpc` target: JSON-RPC 2.0 over lines, from the bytes of a stream
//! to the MCP adapter's replies. Owns the line-framing reference model, the
//! echo backend the adapter answers through, and the rules a reply and a
//! rejection must keep (ids echoed byte for byte, the error code each rule
//! demands), because those are what the MCP stdio and HTTP transports rely
//! on for every line a client sends.

use crate::support::{chunks, written_json};
use nexus::mcp::{self, Adapter, Backend, BoxFuture, Outcome, Tool};
use nexus_core::json::{self, Object, Value};
use nexus_core::rpc::{self, Line, LineSplitter, Message};
use std::pin::pin;
use std::sync::Arc;
use std::task::{Context, Poll, Waker};

/// Line caps the rpc target tries: tiny ones exercise `TooLong`.
const RPC_MAX_LINES: [usize; 4] = [1, 8, 64, rpc::DEFAULT_MAX_LINE];

/// What [`LineSplitter`] must produce, computed the obvious way: split on
/// `\n`, report a segment over `max` as `TooLong`, drop one trailing `\r` of a
/// terminated line, and keep an unterminated last segment unless it is blank.
fn reference_lines(stream: &[u8], max: usize) -> Vec<Line> {
    let mut segments: Vec<&[u8]> = stream.split(|&b| b == b'\n').collect();
    let last = segments.pop().unwrap_or_default();
    let mut out = Vec::new();
    for seg in segments {
        if seg.len() > max {
            out.push(Line::TooLong);
        } else {
            let seg = seg.strip_suffix(b"\r").unwrap_or(seg);
            out.push(Line::Complete(seg.to_vec()));
        }
    }
    if last.len() > max {
        out.push(Line::TooLong);
    } else if !last.iter().all(u8::is_ascii_whitespace) {
        let last = last.strip_suffix(b"\r").unwrap_or(last);
        out.push(Line::Complete(last.to_vec()));
    }
    out
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

/// Checks that `reply` is one well-formed JSON-RPC 2.0 response to `id`
/// (JSON text), and returns its error code if it is an error.
fn check_reply(reply: &str, id: &str) -> Option<i64> {
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
    // The line read once, for every rule below.
    let tree = std::str::from_utf8(line).ok().map(json::parse);
    let object = match &tree {
        Some(Ok(Value::Object(map))) => Some(map),
        _ => None,
    };
    let raw_id = std::str::from_utf8(line)
        .ok()
        .and_then(|t| json::member_raw(t, "id"));
    match parsed {
        Ok(None) => {
            let text = std::str::from_utf8(line).expect("a line taken as blank must be UTF-8");
            assert!(
                text.trim().is_empty(),
                "only a blank line yields no message: {line:?}"
            );
        }
        Ok(Some(Message::Request { id, .. })) => {
            let map = object.expect("a request must be a JSON object");
            assert_eq!(
                raw_id,
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
                    Some(Value::String(_) | Value::Number(_)) => raw_id,
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
    assert_eq!(
        lines,
        reference_lines(stream, max),
        "framing must not depend on chunking"
    );

    let backend: Arc<dyn mcp::Backend> = ECHO.with(Arc::clone);
    let adapter = Adapter::new(backend, mcp::Options { evaluate: true });
    for line in &lines {
        let Line::Complete(line) = line else { continue };
        assert!(line.len() <= max && !line.contains(&b'\n'));
        let parsed = rpc::parse(line);
        assert_eq!(
            format!("{parsed:?}"),
            format!("{:?}", rpc::parse_in_full(line)),
            "the plain-message road and the full parse agree"
        );
        let rejection = parsed.as_ref().err().map(rpc::Rejected::to_reply);
        check_parsed(line, &parsed, rejection.as_deref());
        let reply = answer_now(adapter.handle_bytes(line)).reply;
        match (&parsed, &reply) {
            (Ok(Some(Message::Request { id, .. })), Some(reply)) => {
                check_reply(reply, id);
            }
            (Err(_), Some(reply)) => assert_eq!(Some(reply.as_str()), rejection.as_deref()),
            (Ok(None | Some(Message::Notification { .. } | Message::Response)), None) => {}
            (parsed, reply) => {
                panic!("one reply per request and none otherwise: {parsed:?} gave {reply:?}")
            }
        }
        replies.push(reply);
    }
    replies
}
