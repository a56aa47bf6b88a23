//! Issue 12: MCP 2026-07-28 beside the 2025 era, on the raw wire.
//!
//! Over HTTP to a real daemon serving `tests/programs/conformance` (and
//! `fe_slow`, `private`): every error code and HTTP status of the modern
//! wire (-32602, -32020, -32021, -32022 with 400; -32601 with 404; 405 for
//! GET and DELETE; refused batches), `resultType` and cache hints, the
//! legacy handshake at 2025-11-25 and its `MCP-Protocol-Version` header,
//! cancellation by a closed response stream. Over stdio: the legacy
//! session opened by initialize, a probe that exits at once, `notifications/cancelled`,
//! and private state carried by an `open` handle.

use crate::common;

use common::{json, program};
use nexus::json::{Value, get, get_str};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const MODERN: &str = "2026-07-28";

fn meta(version: &str, capabilities: &str) -> String {
    format!(
        r#""_meta":{{"io.modelcontextprotocol/protocolVersion":"{version}","io.modelcontextprotocol/clientCapabilities":{capabilities},"io.modelcontextprotocol/clientInfo":{{"name":"raw","version":"0"}}}}"#
    )
}

/// A modern request body: `params` (JSON object text without braces, may be
/// empty) plus the `_meta`.
fn body(id: u32, method: &str, params: &str) -> String {
    let sep = if params.is_empty() { "" } else { "," };
    format!(
        r#"{{"jsonrpc":"2.0","id":{id},"method":"{method}","params":{{{params}{sep}{}}}}}"#,
        meta(MODERN, "{}")
    )
}

use common::Daemon;

fn daemon(name: &str) -> Daemon {
    Daemon::start(&program(name), &[])
}

#[derive(Debug)]
struct Resp {
    status: u16,
    headers: String,
    body: String,
}

impl Resp {
    fn json(&self) -> Value {
        json(&self.body)
    }

    fn code(&self) -> Option<String> {
        let v = self.json();
        get(&v, "error")
            .and_then(|e| get(e, "code"))
            .map(nexus::json::to_string)
    }
}

/// One HTTP/1.1 exchange on a fresh connection, closed after.
fn http(addr: &str, method: &str, headers: &[(&str, &str)], body: &str) -> Resp {
    let mut s = TcpStream::connect(addr).expect("connect");
    s.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
    let mut req = format!(
        "{method} /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: {}\r\n",
        body.len()
    );
    for (k, v) in headers {
        req.push_str(&format!("{k}: {v}\r\n"));
    }
    req.push_str("\r\n");
    req.push_str(body);
    s.write_all(req.as_bytes()).expect("write");
    let mut raw = Vec::new();
    let _ = s.read_to_end(&mut raw);
    let text = String::from_utf8_lossy(&raw).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or_else(|| panic!("no status in {head:?}"));
    Resp {
        status,
        headers: head.to_ascii_lowercase(),
        body: body.to_string(),
    }
}

/// A modern POST with the headers a conforming client sends.
fn post(addr: &str, method: &str, name: Option<&str>, body: &str) -> Resp {
    let mut headers = vec![("MCP-Protocol-Version", MODERN), ("Mcp-Method", method)];
    if let Some(n) = name {
        headers.push(("Mcp-Name", n));
    }
    http(addr, "POST", &headers, body)
}

/// A boolean field of a JSON object.
fn flag(v: &Value, key: &str) -> Option<bool> {
    match get(v, key) {
        Some(Value::Bool(b)) => Some(*b),
        _ => None,
    }
}

fn result_of(resp: &Resp) -> Value {
    assert_eq!(resp.status, 200, "{}", resp.body);
    get(&resp.json(), "result")
        .cloned()
        .unwrap_or_else(|| panic!("no result: {}", resp.body))
}

#[test]
fn http_meta_validation_gets_32602_with_400() {
    let d = daemon("conformance");
    for params in [
        "{}".to_string(),
        r#"{"_meta":{"io.modelcontextprotocol/clientCapabilities":{}}}"#.to_string(),
        format!(r#"{{"_meta":{{"io.modelcontextprotocol/protocolVersion":"{MODERN}"}}}}"#),
    ] {
        let b = format!(
            r#"{{"jsonrpc":"2.0","id":"m1","method":"server/discover","params":{params}}}"#
        );
        let r = post(&d.addr.to_string(), "server/discover", None, &b);
        assert_eq!(r.status, 400, "{params}: {}", r.body);
        assert_eq!(r.code().as_deref(), Some("-32602"), "{}", r.body);
        assert_eq!(
            get_str(&r.json(), "id"),
            Some("m1"),
            "the error keeps the id"
        );
    }
    // clientInfo is not required.
    let b = format!(
        r#"{{"jsonrpc":"2.0","id":2,"method":"server/discover","params":{{"_meta":{{"io.modelcontextprotocol/protocolVersion":"{MODERN}","io.modelcontextprotocol/clientCapabilities":{{}}}}}}}}"#
    );
    result_of(&post(&d.addr.to_string(), "server/discover", None, &b));
}

#[test]
fn http_unsupported_version_gets_32022_with_supported_and_requested() {
    let d = daemon("conformance");
    let b = format!(
        r#"{{"jsonrpc":"2.0","id":3,"method":"tools/list","params":{{{}}}}}"#,
        meta("2099-01-01", "{}")
    );
    let r = http(
        &d.addr.to_string(),
        "POST",
        &[
            ("MCP-Protocol-Version", "2099-01-01"),
            ("Mcp-Method", "tools/list"),
        ],
        &b,
    );
    assert_eq!(r.status, 400, "{}", r.body);
    assert_eq!(r.code().as_deref(), Some("-32022"), "{}", r.body);
    let data = get(get(&r.json(), "error").unwrap(), "data")
        .cloned()
        .unwrap();
    assert_eq!(get_str(&data, "requested"), Some("2099-01-01"));
    assert_eq!(
        nexus::json::to_string(get(&data, "supported").unwrap()),
        r#"["2026-07-28"]"#
    );
}

#[test]
fn http_header_mismatches_get_32020_with_400_even_with_an_unsupported_version() {
    // The spec's full strictness (issue 40: by default an absent Mcp-Method
    // or Mcp-Name is served; tests/it/mcp_interop.rs covers that).
    let d = Daemon::start(&program("conformance"), &["--strict-headers"]);
    let call = body(
        4,
        "tools/call",
        r#""name":"test_simple_text","arguments":{}"#,
    );
    let cases: Vec<(&str, Vec<(&str, &str)>)> = vec![
        (
            "no MCP-Protocol-Version",
            vec![
                ("Mcp-Method", "tools/call"),
                ("Mcp-Name", "test_simple_text"),
            ],
        ),
        (
            "no Mcp-Method",
            vec![
                ("MCP-Protocol-Version", MODERN),
                ("Mcp-Name", "test_simple_text"),
            ],
        ),
        (
            "no Mcp-Name",
            vec![
                ("MCP-Protocol-Version", MODERN),
                ("Mcp-Method", "tools/call"),
            ],
        ),
        (
            "wrong Mcp-Method",
            vec![
                ("MCP-Protocol-Version", MODERN),
                ("Mcp-Method", "tools/list"),
                ("Mcp-Name", "test_simple_text"),
            ],
        ),
        (
            "wrong Mcp-Name",
            vec![
                ("MCP-Protocol-Version", MODERN),
                ("Mcp-Method", "tools/call"),
                ("Mcp-Name", "test_error_handling"),
            ],
        ),
        (
            "bad base64 Mcp-Name",
            vec![
                ("MCP-Protocol-Version", MODERN),
                ("Mcp-Method", "tools/call"),
                ("Mcp-Name", "=?base64?!!?="),
            ],
        ),
    ];
    for (what, headers) in cases {
        let r = http(&d.addr.to_string(), "POST", &headers, &call);
        assert_eq!(
            (r.status, r.code().as_deref()),
            (400, Some("-32020")),
            "{what}: {}",
            r.body
        );
    }
    // The base64 form of the right name is accepted.
    let encoded = format!(
        "=?base64?{}?=",
        nexus::mcp::content::base64(b"test_simple_text")
    );
    let r = post(&d.addr.to_string(), "tools/call", Some(&encoded), &call);
    assert_eq!(flag(&result_of(&r), "isError"), Some(false));
    // Header 2026-07-28, body an unsupported version: the mismatch wins.
    let b = format!(
        r#"{{"jsonrpc":"2.0","id":5,"method":"tools/list","params":{{{}}}}}"#,
        meta("v999.0.0", "{}")
    );
    let r = post(&d.addr.to_string(), "tools/list", None, &b);
    assert_eq!(
        (r.status, r.code().as_deref()),
        (400, Some("-32020")),
        "{}",
        r.body
    );
}

#[test]
fn http_missing_capability_gets_32021_with_required_capabilities() {
    let d = daemon("conformance");
    let r = post(
        &d.addr.to_string(),
        "tools/call",
        Some("test_missing_capability"),
        &body(
            6,
            "tools/call",
            r#""name":"test_missing_capability","arguments":{}"#,
        ),
    );
    assert_eq!(
        (r.status, r.code().as_deref()),
        (400, Some("-32021")),
        "{}",
        r.body
    );
    assert!(
        r.body.contains(r#""requiredCapabilities":{"sampling":{}}"#),
        "{}",
        r.body
    );
    // Declared: the call runs.
    let b = format!(
        r#"{{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{{"name":"test_missing_capability",{}}}}}"#,
        meta(MODERN, r#"{"sampling":{}}"#)
    );
    let r = post(
        &d.addr.to_string(),
        "tools/call",
        Some("test_missing_capability"),
        &b,
    );
    assert_eq!(flag(&result_of(&r), "isError"), Some(false));
}

#[test]
fn http_removed_and_unknown_methods_get_404_with_32601() {
    let d = daemon("conformance");
    for method in [
        "initialize",
        "ping",
        "logging/setLevel",
        "resources/subscribe",
        "no/such",
    ] {
        let r = post(&d.addr.to_string(), method, None, &body(8, method, ""));
        assert_eq!(
            (r.status, r.code().as_deref()),
            (404, Some("-32601")),
            "{method}: {}",
            r.body
        );
    }
}

#[test]
fn http_get_and_delete_on_the_modern_wire_get_405_and_batches_are_refused() {
    let d = daemon("conformance");
    for method in ["GET", "DELETE"] {
        let r = http(
            &d.addr.to_string(),
            method,
            &[("MCP-Protocol-Version", MODERN)],
            "",
        );
        assert_eq!(r.status, 405, "{method}: {}", r.body);
        assert!(r.headers.contains("allow: post"), "{}", r.headers);
    }
    let batch = format!("[{}]", body(9, "tools/list", ""));
    let r = post(&d.addr.to_string(), "tools/list", None, &batch);
    assert_eq!(
        (r.status, r.code().as_deref()),
        (400, Some("-32600")),
        "{}",
        r.body
    );
}

#[test]
fn http_results_carry_result_type_and_lists_carry_cache_hints() {
    let d = daemon("conformance");
    let discover = result_of(&post(
        &d.addr.to_string(),
        "server/discover",
        None,
        &body(10, "server/discover", ""),
    ));
    let list = result_of(&post(
        &d.addr.to_string(),
        "tools/list",
        None,
        &body(11, "tools/list", ""),
    ));
    let call = result_of(&post(
        &d.addr.to_string(),
        "tools/call",
        Some("test_error_handling"),
        &body(12, "tools/call", r#""name":"test_error_handling""#),
    ));
    for r in [&discover, &list, &call] {
        assert_eq!(get_str(r, "resultType"), Some("complete"));
        let info = get(r, "_meta").and_then(|m| get(m, "io.modelcontextprotocol/serverInfo"));
        assert_eq!(info.and_then(|i| get_str(i, "name")), Some("conformance"));
    }
    for r in [&discover, &list] {
        assert!(matches!(get(r, "ttlMs"), Some(Value::Number(_))));
        assert_eq!(get_str(r, "cacheScope"), Some("public"));
    }
    assert_eq!(
        nexus::json::to_string(get(&discover, "supportedVersions").unwrap()),
        r#"["2026-07-28"]"#
    );
    assert_eq!(flag(&call, "isError"), Some(true));
    // Title and annotations from the manifest's "mcp" field.
    let Some(Value::Array(tools)) = get(&list, "tools") else {
        panic!()
    };
    let simple = tools
        .iter()
        .find(|t| get_str(t, "name") == Some("test_simple_text"))
        .unwrap();
    assert_eq!(get_str(simple, "title"), Some("Simple text"));
    let hints = get(simple, "annotations").unwrap();
    assert_eq!(flag(hints, "readOnlyHint"), Some(true));
}

/// The legacy handshake, through `/mcp`, at `version`, with its header.
fn legacy_session(addr: &str, version: &str) -> String {
    let init = format!(
        r#"{{"jsonrpc":"2.0","id":1,"method":"initialize","params":{{"protocolVersion":"{version}","capabilities":{{}},"clientInfo":{{"name":"raw","version":"0"}}}}}}"#
    );
    let r = http(addr, "POST", &[("MCP-Protocol-Version", version)], &init);
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(get_str(&result_of(&r), "protocolVersion"), Some(version));
    let session = r
        .headers
        .lines()
        .find_map(|l| l.strip_prefix("mcp-session-id: "))
        .expect("a session id")
        .trim()
        .to_string();
    let note = r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#;
    let h = [
        ("Mcp-Session-Id", session.as_str()),
        ("MCP-Protocol-Version", version),
    ];
    assert_eq!(http(addr, "POST", &h, note).status, 202);
    session
}

#[test]
fn http_legacy_initialize_at_2025_11_25_is_served_with_its_header() {
    // Before issue 12 this initialize got HTTP 400 (unknown header version).
    let d = daemon("private");
    let session = legacy_session(&d.addr.to_string(), "2025-11-25");
    let h = [
        ("Mcp-Session-Id", session.as_str()),
        ("MCP-Protocol-Version", "2025-11-25"),
    ];
    // 2025-11-25: a validation failure is an isError result, not -32602.
    let bad = r#"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"kv_get","arguments":{}}}"#;
    let r = http(&d.addr.to_string(), "POST", &h, bad);
    assert_eq!(flag(&result_of(&r), "isError"), Some(true), "{}", r.body);
    // 2025-11-25 declares a non-object result wrapped, and returns it so.
    let list = r#"{"jsonrpc":"2.0","id":3,"method":"tools/list"}"#;
    let r = http(&d.addr.to_string(), "POST", &h, list);
    assert!(r.body.contains(r#""required":["result"]"#), "{}", r.body);
    let incr =
        r#"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"incr","arguments":{}}}"#;
    let r = result_of(&http(&d.addr.to_string(), "POST", &h, incr));
    assert_eq!(
        nexus::json::to_string(get(&r, "structuredContent").unwrap()),
        r#"{"result":1}"#
    );
    // 2025-06-18 keeps -32602 for the same failure.
    let old = legacy_session(&d.addr.to_string(), "2025-06-18");
    let h = [
        ("Mcp-Session-Id", old.as_str()),
        ("MCP-Protocol-Version", "2025-06-18"),
    ];
    assert_eq!(
        http(&d.addr.to_string(), "POST", &h, bad).code().as_deref(),
        Some("-32602")
    );
}

#[test]
fn http_a_closed_response_stream_cancels_the_call() {
    // fe_slow has two workers: two abandoned 30 s naps would hold both for
    // 30 s unless closing the connection cancels them.
    let d = daemon("fe_slow");
    let warm = body(1, "tools/call", r#""name":"nap","arguments":{"_1":0.01}"#);
    let r = result_of(&post(&d.addr.to_string(), "tools/call", Some("nap"), &warm));
    assert_eq!(flag(&r, "isError"), Some(false), "{r:?}");
    for id in [2, 3] {
        let b = body(id, "tools/call", r#""name":"nap","arguments":{"_1":30}"#);
        let mut s = TcpStream::connect(d.addr).unwrap();
        let req = format!(
            "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nMCP-Protocol-Version: {MODERN}\r\nMcp-Method: tools/call\r\nMcp-Name: nap\r\nContent-Length: {}\r\n\r\n{b}",
            b.len()
        );
        s.write_all(req.as_bytes()).unwrap();
        std::thread::sleep(Duration::from_millis(300));
        drop(s);
    }
    let started = Instant::now();
    let quick = body(4, "tools/call", r#""name":"nap","arguments":{"_1":0.01}"#);
    let r = result_of(&post(
        &d.addr.to_string(),
        "tools/call",
        Some("nap"),
        &quick,
    ));
    assert_eq!(flag(&r, "isError"), Some(false), "{r:?}");
    assert!(
        started.elapsed() < Duration::from_secs(15),
        "a call waited {:?}: the closed streams did not free their workers",
        started.elapsed()
    );
}

/// `nexus mcp <program>` over raw lines.
struct Stdio2 {
    child: Child,
    stdin: Option<std::process::ChildStdin>,
    lines: std::sync::mpsc::Receiver<String>,
}

impl Stdio2 {
    fn start(name: &str) -> Stdio2 {
        let (child, stdin, lines) = common::mcp_lines(&program(name));
        Stdio2 {
            stdin,
            child,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        let s = self.stdin.as_mut().unwrap();
        s.write_all(line.as_bytes()).unwrap();
        s.write_all(b"\n").unwrap();
        s.flush().unwrap();
    }

    fn next(&self, within: Duration) -> Option<Value> {
        self.lines.recv_timeout(within).ok().map(|l| json(&l))
    }

    fn ask(&mut self, line: &str) -> Value {
        self.send(line);
        self.next(Duration::from_secs(30)).expect("a reply")
    }
}

impl Drop for Stdio2 {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn stdio_a_probe_gets_discover_and_the_server_exits_at_stdin_eof() {
    let mut s = Stdio2::start("conformance");
    let reply = s.ask(&body(1, "server/discover", ""));
    let result = get(&reply, "result").expect("a DiscoverResult");
    assert_eq!(get_str(result, "resultType"), Some("complete"));
    drop(s.stdin.take());
    let started = Instant::now();
    assert!(
        common::wait_until(Duration::from_secs(5), || matches!(
            s.child.try_wait(),
            Ok(Some(_))
        )),
        "nexus mcp did not exit after the probe's EOF"
    );
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
}

#[test]
fn stdio_initialize_opens_the_legacy_session() {
    // Legacy: an unknown pre-initialize request gets an error, not silence;
    // once initialize has opened the session, a modern request on that
    // connection is refused (issue 40: before it, modern requests are
    // served, see tests/it/mcp_interop.rs).
    let mut s = Stdio2::start("conformance");
    let r = s.ask(r#"{"jsonrpc":"2.0","id":1,"method":"server/discover"}"#);
    assert!(get(&r, "error").is_some(), "{r:?}");
    let r = s.ask(
        r#"{"jsonrpc":"2.0","id":3,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"raw","version":"0"}}}"#,
    );
    assert!(get(&r, "result").is_some(), "{r:?}");
    let r = s.ask(&body(2, "tools/list", ""));
    assert_eq!(
        get(&r, "error")
            .and_then(|e| get(e, "code"))
            .map(nexus::json::to_string)
            .as_deref(),
        Some("-32600")
    );
    // Modern: no initialize needed; each request still needs its _meta.
    let mut s = Stdio2::start("conformance");
    let r = s.ask(&body(1, "tools/list", ""));
    assert_eq!(
        get(&r, "result").and_then(|r| get_str(r, "resultType")),
        Some("complete")
    );
    let r = s.ask(r#"{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{}}"#);
    assert_eq!(
        get(&r, "error")
            .and_then(|e| get(e, "code"))
            .map(nexus::json::to_string)
            .as_deref(),
        Some("-32602")
    );
}

#[test]
fn stdio_notifications_cancelled_sends_nothing_more_for_the_request() {
    let mut s = Stdio2::start("fe_slow");
    s.ask(&body(
        1,
        "tools/call",
        r#""name":"nap","arguments":{"_1":0.01}"#,
    ));
    s.send(&body(
        2,
        "tools/call",
        r#""name":"nap","arguments":{"_1":3}"#,
    ));
    std::thread::sleep(Duration::from_millis(200));
    s.send(r#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":2,"reason":"test"}}"#);
    let r = s.ask(&body(
        3,
        "tools/call",
        r#""name":"nap","arguments":{"_1":0.01}"#,
    ));
    assert_eq!(
        get(&r, "id").map(nexus::json::to_string).as_deref(),
        Some("3")
    );
    assert!(
        s.next(Duration::from_secs(5)).is_none(),
        "something was sent for the cancelled request"
    );
}

#[test]
fn stdio_and_http_private_state_travels_in_an_open_handle() {
    let call = |id: u32, name: &str, args: &str| {
        body(
            id,
            "tools/call",
            &format!(r#""name":"{name}","arguments":{args}"#),
        )
    };
    let text = |r: &Value| -> String {
        let content = get(r, "content").expect("content");
        let Value::Array(items) = content else {
            panic!()
        };
        get_str(&items[0], "text").unwrap_or_default().to_string()
    };
    // stdio, modern.
    let mut s = Stdio2::start("private");
    let r = s.ask(&call(1, "py__open", "{}"));
    let opened = get(&r, "result").unwrap();
    let handle = get(get(opened, "structuredContent").unwrap(), "instance").unwrap();
    let handle = nexus::json::to_string(handle);
    assert_eq!(handle.len(), 34, "128 bits as hex: {handle}");
    for want in ["1", "2"] {
        let r = s.ask(&call(2, "incr", &format!(r#"{{"instance":{handle}}}"#)));
        assert_eq!(text(get(&r, "result").unwrap()), want);
    }
    let r = s.ask(&call(
        3,
        "incr",
        r#"{"instance":"0123456789abcdef0123456789abcdef"}"#,
    ));
    let result = get(&r, "result").unwrap();
    assert_eq!(flag(result, "isError"), Some(true));
    assert!(
        text(result).contains("unknown or expired"),
        "{}",
        text(result)
    );
    // HTTP, modern: the handle outlives the request that opened it.
    let d = daemon("private");
    let r = result_of(&post(
        &d.addr.to_string(),
        "tools/call",
        Some("py__open"),
        &call(1, "py__open", "{}"),
    ));
    let handle =
        nexus::json::to_string(get(get(&r, "structuredContent").unwrap(), "instance").unwrap());
    for want in ["1", "2"] {
        let args = format!(r#"{{"instance":{handle}}}"#);
        let r = result_of(&post(
            &d.addr.to_string(),
            "tools/call",
            Some("incr"),
            &call(2, "incr", &args),
        ));
        assert_eq!(text(&r), want);
    }
    // The open tool states the retention.
    let list = result_of(&post(
        &d.addr.to_string(),
        "tools/list",
        None,
        &body(3, "tools/list", ""),
    ));
    let Some(Value::Array(tools)) = get(&list, "tools") else {
        panic!()
    };
    let open = tools
        .iter()
        .find(|t| get_str(t, "name") == Some("py__open"))
        .unwrap();
    assert!(
        get_str(open, "description")
            .unwrap()
            .contains("600 s without a call")
    );
}

#[test]
fn discover_lists_the_protocol_versions_served() {
    let d = daemon("conformance");
    let mut s = TcpStream::connect(d.addr).unwrap();
    s.write_all(b"GET /discover HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        .unwrap();
    let mut raw = String::new();
    let _ = s.read_to_string(&mut raw);
    assert!(
        raw.contains(r#""protocolVersions":["2026-07-28","2025-11-25","2025-06-18","2025-03-26","2024-11-05"]"#),
        "{raw}"
    );
}

#[test]
fn the_python_sdk_client_in_each_mode_on_each_transport() {
    let python = match common::sdk_python("import mcp; from mcp import Client") {
        Ok(p) => p,
        Err(why) if std::env::var("NEXUS_SKIP_SDK_TESTS").as_deref() == Ok("1") => {
            eprintln!("skipped (NEXUS_SKIP_SDK_TESTS=1): {why}");
            return;
        }
        Err(why) => panic!("{why}"),
    };
    let script = common::repo().join("tests/py/test_client_modes.py");
    let mut cmd = Command::new(python);
    cmd.arg(&script)
        .env("NEXUS_BIN", common::nexus_bin())
        .env_remove("NEXUS_TOKEN")
        .stdin(Stdio::null());
    let out = common::spawn_cmd(&mut cmd).finish(Duration::from_secs(300));
    assert!(
        out.code == Some(0) && out.stdout.contains("checks passed"),
        "{}: {out:?}",
        script.display()
    );
}
