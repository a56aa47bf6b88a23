//! Issue 40, section E: the MCP clients people run, on the raw wire.
//!
//! - Item 27: one stdio connection serves `server/discover` (modern) and a
//!   later `initialize` (legacy), one at a time and pipelined; only what
//!   cannot mix is refused (a modern `_meta` inside the session, -32600;
//!   a tool request with neither session nor `_meta`, -32602).
//! - Item 28: HTTP header leniency by default (an older
//!   `MCP-Protocol-Version` than the `_meta`, absent `Mcp-Method` and
//!   `Mcp-Name`), a contradicting header refused always, and
//!   `--strict-headers` restoring the spec's strictness.
//! - Item 29: the late-2026 traps: a fast answer before `initialize`,
//!   `resultType`/`ttlMs`/`cacheScope` on modern results, object-only
//!   `structuredContent` for legacy clients, self-contained schemas,
//!   `Accept` leniency (and no event stream to a client that refuses one),
//!   version counter-offers.

use crate::common;

use common::{Daemon, json, program};
use nexus::json::{Value, get, get_str};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::Child;
use std::time::{Duration, Instant};

const MODERN: &str = "2026-07-28";

fn meta(version: &str) -> String {
    format!(
        r#""_meta":{{"io.modelcontextprotocol/protocolVersion":"{version}","io.modelcontextprotocol/clientCapabilities":{{}},"io.modelcontextprotocol/clientInfo":{{"name":"interop","version":"0"}}}}"#
    )
}

/// A modern request: `params` (members without braces, may be empty) plus
/// the `_meta`.
fn modern(id: u32, method: &str, params: &str) -> String {
    let sep = if params.is_empty() { "" } else { "," };
    format!(
        r#"{{"jsonrpc":"2.0","id":{id},"method":"{method}","params":{{{params}{sep}{}}}}}"#,
        meta(MODERN)
    )
}

/// A legacy request (no `_meta` version).
fn legacy(id: u32, method: &str, params: &str) -> String {
    format!(r#"{{"jsonrpc":"2.0","id":{id},"method":"{method}","params":{{{params}}}}}"#)
}

fn initialize(id: u32, version: &str) -> String {
    legacy(
        id,
        "initialize",
        &format!(
            r#""protocolVersion":"{version}","capabilities":{{}},"clientInfo":{{"name":"interop","version":"0"}}"#
        ),
    )
}

const INITIALIZED: &str = r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#;

fn code(reply: &Value) -> Option<String> {
    get(reply, "error")
        .and_then(|e| get(e, "code"))
        .map(nexus::json::to_string)
}

fn result(reply: &Value) -> &Value {
    get(reply, "result").unwrap_or_else(|| panic!("no result: {}", nexus::json::to_string(reply)))
}

/// `nexus mcp <program>` over raw lines.
struct Conn {
    child: Child,
    stdin: Option<std::process::ChildStdin>,
    lines: std::sync::mpsc::Receiver<String>,
}

impl Conn {
    fn start(program: &str) -> Conn {
        let (child, stdin, lines) = common::mcp_lines(program);
        Conn {
            stdin,
            child,
            lines,
        }
    }

    /// Writes `lines` in one write: pipelined.
    fn send_all(&mut self, lines: &[String]) {
        let mut text = String::new();
        for l in lines {
            text.push_str(l);
            text.push('\n');
        }
        let s = self.stdin.as_mut().unwrap();
        s.write_all(text.as_bytes()).unwrap();
        s.flush().unwrap();
    }

    fn next(&self, within: Duration) -> Option<Value> {
        self.lines.recv_timeout(within).ok().map(|l| json(&l))
    }

    fn ask(&mut self, line: &str) -> Value {
        self.send_all(&[line.to_string()]);
        self.next(Duration::from_secs(60)).expect("a reply")
    }

    /// The replies to `n` requests, by id.
    fn replies(&self, n: usize) -> std::collections::BTreeMap<i64, Value> {
        let mut out = std::collections::BTreeMap::new();
        while out.len() < n {
            let r = self
                .next(Duration::from_secs(60))
                .unwrap_or_else(|| panic!("only {} of {n} replies: {out:?}", out.len()));
            let id = get(&r, "id")
                .map(nexus::json::to_string)
                .and_then(|t| t.parse().ok())
                .expect("a numeric id");
            assert!(out.insert(id, r).is_none(), "two replies to id {id}");
        }
        out
    }
}

impl Drop for Conn {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

// ---------------------------------------------------------------- item 27

#[test]
fn stdio_discover_then_initialize_on_one_connection_are_both_served() {
    let mut s = Conn::start(&program("conformance"));
    // Copilot CLI's order: the probe, then (its answer being late) initialize.
    let r = s.ask(&modern(1, "server/discover", ""));
    assert_eq!(get_str(result(&r), "resultType"), Some("complete"));
    let r = s.ask(&initialize(2, "2025-11-25"));
    assert_eq!(get_str(result(&r), "protocolVersion"), Some("2025-11-25"));
    s.send_all(&[INITIALIZED.to_string()]);
    // The session is legacy: its results carry no resultType.
    let r = s.ask(&legacy(3, "tools/list", ""));
    assert!(get(result(&r), "tools").is_some());
    assert!(get(result(&r), "resultType").is_none(), "{r:?}");
    let r = s.ask(&legacy(
        4,
        "tools/call",
        r#""name":"test_simple_text","arguments":{}"#,
    ));
    assert_eq!(
        get(result(&r), "isError").map(nexus::json::to_string),
        Some("false".into())
    );
    // A modern _meta inside the session cannot mix: -32600, and the
    // session goes on.
    let r = s.ask(&modern(5, "tools/list", ""));
    assert_eq!(code(&r).as_deref(), Some("-32600"), "{r:?}");
    let r = s.ask(&legacy(6, "ping", ""));
    assert!(get(&r, "result").is_some(), "{r:?}");
}

#[test]
fn stdio_pipelined_modern_and_legacy_requests_are_each_answered_by_their_era() {
    let mut s = Conn::start(&program("conformance"));
    let call = r#""name":"test_simple_text","arguments":{}"#;
    s.send_all(&[
        modern(1, "server/discover", ""),
        modern(2, "tools/list", ""),
        modern(3, "tools/call", call),
        // No session yet and no _meta: cannot be served.
        legacy(4, "tools/list", ""),
        initialize(5, "2025-11-25"),
        INITIALIZED.to_string(),
        legacy(6, "tools/list", ""),
        legacy(7, "tools/call", call),
        modern(8, "tools/call", call),
        legacy(9, "ping", ""),
    ]);
    let r = s.replies(9);
    for id in [1, 2, 3] {
        assert_eq!(
            get_str(result(&r[&id]), "resultType"),
            Some("complete"),
            "{id}"
        );
    }
    assert_eq!(code(&r[&4]).as_deref(), Some("-32602"), "{:?}", r[&4]);
    assert_eq!(
        get_str(result(&r[&5]), "protocolVersion"),
        Some("2025-11-25")
    );
    for id in [6, 7] {
        assert!(get(result(&r[&id]), "resultType").is_none(), "{id}");
    }
    assert_eq!(code(&r[&8]).as_deref(), Some("-32600"), "{:?}", r[&8]);
    assert!(get(&r[&9], "result").is_some());
}

#[test]
fn stdio_modern_requests_stay_stateless_until_initialize() {
    let mut s = Conn::start(&program("conformance"));
    // The legacy leg answers what it can at any time: a bare probe is an
    // unknown method (-32601), ping is answered.
    let r = s.ask(&legacy(1, "server/discover", ""));
    assert_eq!(code(&r).as_deref(), Some("-32601"), "{r:?}");
    let r = s.ask(&legacy(2, "ping", ""));
    assert!(get(&r, "result").is_some(), "{r:?}");
    // Neither opened a session: modern requests are served.
    let r = s.ask(&modern(3, "tools/list", ""));
    assert_eq!(get_str(result(&r), "resultType"), Some("complete"));
    // A tool request with neither session nor _meta: -32602, which names
    // both ways.
    let r = s.ask(&legacy(4, "tools/call", r#""name":"test_simple_text""#));
    assert_eq!(code(&r).as_deref(), Some("-32602"), "{r:?}");
    let message = get(&r, "error")
        .and_then(|e| get_str(e, "message"))
        .unwrap_or("");
    assert!(
        message.contains("_meta") && message.contains("initialize"),
        "{message}"
    );
    // A modern request with an incomplete _meta is still -32602.
    let r = s.ask(
        r#"{"jsonrpc":"2.0","id":5,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}}"#,
    );
    assert_eq!(code(&r).as_deref(), Some("-32602"), "{r:?}");
    // Between initialize and notifications/initialized a tool request is
    // the legacy -32600, and a modern one is refused (-32600) as in the
    // session.
    let r = s.ask(&initialize(6, "2025-06-18"));
    assert_eq!(get_str(result(&r), "protocolVersion"), Some("2025-06-18"));
    let r = s.ask(&legacy(7, "tools/list", ""));
    assert_eq!(code(&r).as_deref(), Some("-32600"), "{r:?}");
    let r = s.ask(&modern(8, "server/discover", ""));
    assert_eq!(code(&r).as_deref(), Some("-32600"), "{r:?}");
}

// ---------------------------------------------------------------- item 28

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
        code(&self.json())
    }
}

/// One `POST /mcp` on a fresh connection with exactly `headers` (besides
/// Host, Content-Type and Content-Length).
fn post(addr: &str, headers: &[(&str, &str)], body: &str) -> Resp {
    let mut s = TcpStream::connect(addr).expect("connect");
    s.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
    let mut req = format!(
        "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n",
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
    let text = String::from_utf8_lossy(&raw).to_string();
    let (head, rest) = text.split_once("\r\n\r\n").expect("a response head");
    let status = head.split(' ').nth(1).unwrap().parse().unwrap();
    let chunked = head
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked");
    body_of(status, head, rest, chunked)
}

/// A response's body, de-chunked.
fn body_of(status: u16, head: &str, rest: &str, chunked: bool) -> Resp {
    let body = if chunked {
        let mut out = String::new();
        let mut rest = rest;
        while let Some((size, tail)) = rest.split_once("\r\n") {
            let n = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
            if n == 0 {
                break;
            }
            out.push_str(&tail[..n]);
            rest = &tail[n + 2..];
        }
        out
    } else {
        rest.to_string()
    };
    Resp {
        status,
        headers: head.to_ascii_lowercase(),
        body,
    }
}

const ACCEPT: (&str, &str) = ("Accept", "application/json, text/event-stream");

#[test]
fn http_claude_connectors_older_version_header_is_served_unless_strict_headers() {
    // claude.ai connectors: MCP-Protocol-Version 2025-11-25, _meta 2026-07-28.
    let headers = [
        ACCEPT,
        ("MCP-Protocol-Version", "2025-11-25"),
        ("Mcp-Method", "tools/call"),
        ("Mcp-Name", "test_simple_text"),
    ];
    let call = modern(
        1,
        "tools/call",
        r#""name":"test_simple_text","arguments":{}"#,
    );
    let lenient = Daemon::start(&program("conformance"), &[]);
    let r = post(&lenient.addr.to_string(), &headers, &call);
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(get_str(result(&r.json()), "resultType"), Some("complete"));
    let strict = Daemon::start(&program("conformance"), &["--strict-headers"]);
    let r = post(&strict.addr.to_string(), &headers, &call);
    assert_eq!(
        (r.status, r.code().as_deref()),
        (400, Some("-32020")),
        "{}",
        r.body
    );
}

#[test]
fn http_sdk_clients_without_mcp_method_or_mcp_name_are_served_unless_strict_headers() {
    // The TypeScript, Python and Swift SDK clients of early 2026.
    let headers = [ACCEPT, ("MCP-Protocol-Version", MODERN)];
    let requests = [
        modern(1, "tools/list", ""),
        modern(
            2,
            "tools/call",
            r#""name":"test_simple_text","arguments":{}"#,
        ),
        // Mcp-Method sent, Mcp-Name not.
        modern(3, "tools/call", r#""name":"test_simple_text""#),
    ];
    let lenient = Daemon::start(&program("conformance"), &[]);
    let strict = Daemon::start(&program("conformance"), &["--strict-headers"]);
    for (n, body) in requests.iter().enumerate() {
        let mut h = headers.to_vec();
        if n == 2 {
            h.push(("Mcp-Method", "tools/call"));
        }
        let r = post(&lenient.addr.to_string(), &h, body);
        assert_eq!(r.status, 200, "{body}: {}", r.body);
        assert_eq!(get_str(result(&r.json()), "resultType"), Some("complete"));
        let r = post(&strict.addr.to_string(), &h, body);
        assert_eq!(
            (r.status, r.code().as_deref()),
            (400, Some("-32020")),
            "{body}: {}",
            r.body
        );
    }
}

#[test]
fn http_a_header_present_and_contradicting_the_body_is_refused_in_both_modes() {
    let call = modern(
        1,
        "tools/call",
        r#""name":"test_simple_text","arguments":{}"#,
    );
    let unserved = format!(
        r#"{{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{{{}}}}}"#,
        meta("v999.0.0")
    );
    type Case<'a> = (&'a str, Vec<(&'a str, &'a str)>, &'a String);
    let cases: Vec<Case> = vec![
        (
            "no MCP-Protocol-Version",
            vec![
                ("Mcp-Method", "tools/call"),
                ("Mcp-Name", "test_simple_text"),
            ],
            &call,
        ),
        (
            "a newer MCP-Protocol-Version than the _meta",
            vec![
                ("MCP-Protocol-Version", "2027-01-01"),
                ("Mcp-Method", "tools/call"),
                ("Mcp-Name", "test_simple_text"),
            ],
            &call,
        ),
        (
            "a legacy header, but a _meta version not served",
            vec![
                ("MCP-Protocol-Version", "2025-11-25"),
                ("Mcp-Method", "tools/list"),
            ],
            &unserved,
        ),
        (
            "wrong Mcp-Method",
            vec![
                ("MCP-Protocol-Version", MODERN),
                ("Mcp-Method", "tools/list"),
                ("Mcp-Name", "test_simple_text"),
            ],
            &call,
        ),
        (
            "wrong Mcp-Name",
            vec![
                ("MCP-Protocol-Version", MODERN),
                ("Mcp-Method", "tools/call"),
                ("Mcp-Name", "test_error_handling"),
            ],
            &call,
        ),
        (
            "wrong Mcp-Name under an older version header",
            vec![
                ("MCP-Protocol-Version", "2025-11-25"),
                ("Mcp-Name", "test_error_handling"),
            ],
            &call,
        ),
    ];
    for args in [&[][..], &["--strict-headers"][..]] {
        let d = Daemon::start(&program("conformance"), args);
        for (what, headers, body) in &cases {
            let mut h = headers.clone();
            h.push(ACCEPT);
            let r = post(&d.addr.to_string(), &h, body);
            assert_eq!(
                (r.status, r.code().as_deref()),
                (400, Some("-32020")),
                "{args:?} {what}: {}",
                r.body
            );
        }
    }
}

// ---------------------------------------------------------------- item 29

#[test]
fn stdio_answers_before_initialize_at_once_and_keeps_running() {
    // Copilot CLI gives server/discover about 0.6 s; an unknown method
    // before initialize must get -32601 at once, never silence or an exit.
    let started = Instant::now();
    let mut s = Conn::start(&program("conformance"));
    s.send_all(&[
        modern(1, "server/discover", ""),
        legacy(2, "bogus/probe", ""),
    ]);
    let r = s.replies(2);
    let took = started.elapsed();
    assert_eq!(get_str(result(&r[&1]), "resultType"), Some("complete"));
    assert_eq!(code(&r[&2]).as_deref(), Some("-32601"));
    assert!(
        took < Duration::from_millis(500),
        "spawn to both answers took {took:?}"
    );
    let r = s.ask(&initialize(3, "2025-11-25"));
    assert!(get(&r, "result").is_some());
    assert!(matches!(s.child.try_wait(), Ok(None)), "the server exited");
}

/// Whether a modern result has what Claude Code checks before it
/// registers any tool: `resultType`, and on lists `ttlMs` and `cacheScope`.
fn assert_modern_result(what: &str, reply: &Value, list: bool) {
    let r = result(reply);
    assert!(
        matches!(get_str(r, "resultType"), Some("complete" | "task")),
        "{what}: {reply:?}"
    );
    assert!(
        get(r, "_meta")
            .and_then(|m| get(m, "io.modelcontextprotocol/serverInfo"))
            .is_some(),
        "{what}: {reply:?}"
    );
    if list {
        let ttl = get(r, "ttlMs").map(nexus::json::to_string);
        assert!(
            ttl.as_deref().and_then(|t| t.parse::<u64>().ok()) > Some(0),
            "{what}: a zero or missing ttlMs disables client caches: {reply:?}"
        );
        assert_eq!(get_str(r, "cacheScope"), Some("public"), "{what}");
    }
}

#[test]
fn every_modern_result_carries_result_type_and_lists_their_cache_hints() {
    let requests = [
        (modern(1, "server/discover", ""), true),
        (modern(2, "tools/list", ""), true),
        (
            modern(
                3,
                "tools/call",
                r#""name":"test_simple_text","arguments":{}"#,
            ),
            false,
        ),
        (
            modern(
                4,
                "tools/call",
                r#""name":"test_error_handling","arguments":{}"#,
            ),
            false,
        ),
        (
            modern(
                5,
                "tools/call",
                r#""name":"evaluate","arguments":{"action":"test_simple_text","body":{}}"#,
            ),
            false,
        ),
        (
            modern(
                6,
                "tools/call",
                r#""name":"test_simple_text","arguments":{"bogus":1}"#,
            ),
            false,
        ),
    ];
    // stdio, pipelined.
    let mut s = Conn::start(&program("conformance"));
    s.send_all(&requests.iter().map(|(r, _)| r.clone()).collect::<Vec<_>>());
    let replies = s.replies(requests.len());
    for (n, (_, list)) in requests.iter().enumerate() {
        let id = n as i64 + 1;
        assert_modern_result(&format!("stdio {id}"), &replies[&id], *list);
    }
    // HTTP, leniently headed (no Mcp-Method/Mcp-Name) as the SDKs do.
    let d = Daemon::start(&program("conformance"), &[]);
    for (body, list) in &requests {
        let r = post(
            &d.addr.to_string(),
            &[ACCEPT, ("MCP-Protocol-Version", MODERN)],
            body,
        );
        assert_eq!(r.status, 200, "{body}: {}", r.body);
        assert_modern_result(&format!("http {body}"), &r.json(), *list);
    }
}

#[test]
fn legacy_clients_only_ever_get_object_structured_content() {
    let calls = [
        (1, "py_echo", r#"{"_1":"abc"}"#, r#""abc""#),
        (2, "py_id_list_int", r#"{"_1":[1,2]}"#, "[1,2]"),
        (3, "py_id_opt_record", r#"{"_1":null}"#, "null"),
        (4, "py_id_int", r#"{"_1":7}"#, "7"),
        (
            5,
            "py_id_record",
            r#"{"_1":{"name":"orc","hp":3}}"#,
            r#"{"name":"orc","hp":3}"#,
        ),
        (6, "py_fail", "{}", ""),
    ];
    let call = |id: u32, name: &str, args: &str, modern_meta: bool| {
        let params = format!(r#""name":"{name}","arguments":{args}"#);
        if modern_meta {
            modern(id, "tools/call", &params)
        } else {
            legacy(id, "tools/call", &params)
        }
    };
    // 2025-06-18, 2025-11-25, and 2025-11-25 after a modern probe on the
    // same connection (item 27's path).
    for (version, probe) in [
        ("2025-06-18", false),
        ("2025-11-25", false),
        ("2025-11-25", true),
    ] {
        let mut s = Conn::start(&program("allkinds"));
        let mut lines = Vec::new();
        if probe {
            lines.push(modern(90, "server/discover", ""));
        }
        lines.push(initialize(91, version));
        lines.push(INITIALIZED.to_string());
        for (id, name, args, _) in calls {
            lines.push(call(id, name, args, false));
        }
        s.send_all(&lines);
        let replies = s.replies(calls.len() + 1 + probe as usize);
        for (id, name, _, value) in calls {
            let r = result(&replies[&(id as i64)]);
            let what = format!("{version} probe={probe} {name}");
            match get(r, "structuredContent") {
                None => assert!(
                    version == "2025-06-18" && name != "py_id_record" || name == "py_fail",
                    "{what}: no structuredContent"
                ),
                Some(Value::Object(o)) if name == "py_id_record" => {
                    assert_eq!(
                        nexus::json::to_string(&Value::Object(o.clone())),
                        nexus::json::to_string(&json(value))
                    )
                }
                Some(Value::Object(o)) => {
                    assert_eq!(version, "2025-11-25", "{what}");
                    let wrapped = o.get("result").map(nexus::json::to_string);
                    assert_eq!(wrapped.as_deref(), Some(value), "{what}");
                }
                Some(other) => panic!("{what}: a non-object structuredContent {other:?}"),
            }
            if name == "py_fail" {
                assert_eq!(
                    get(r, "isError").map(nexus::json::to_string).as_deref(),
                    Some("true")
                );
            }
        }
    }
    // The modern era gets any JSON value as is.
    let mut s = Conn::start(&program("allkinds"));
    let r = s.ask(&call(1, "py_echo", r#"{"_1":"abc"}"#, true));
    assert_eq!(get_str(result(&r), "structuredContent"), Some("abc"));
}

/// Every `tools/list` payload of `program` in each era, as text.
fn listings(program: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for version in ["2025-06-18", "2025-11-25", MODERN] {
        let mut s = Conn::start(program);
        let r = if version == MODERN {
            s.ask(&modern(1, "tools/list", ""))
        } else {
            s.send_all(&[initialize(0, version), INITIALIZED.to_string()]);
            s.next(Duration::from_secs(60)).expect("initialize's reply");
            s.ask(&legacy(1, "tools/list", ""))
        };
        out.push((version.to_string(), nexus::json::to_string(result(&r))));
    }
    out
}

#[test]
fn tool_schemas_are_self_contained_without_ref_or_defs() {
    // Gemini CLI, Copilot CLI and LM Studio fail to resolve $ref.
    let dir = common::TempDir::new("interop-schemas");
    let bare = dir.write(
        "nested.py",
        r#"from dataclasses import dataclass
from typing import List, Optional


@dataclass
class Inner:
    x: int


@dataclass
class Outer:
    a: Inner
    b: Optional[Inner]
    c: List[Inner]


def pair(o: Outer) -> Outer:
    """Echo a record holding one record type three times."""
    return o
"#,
    );
    for p in [program("allkinds"), bare.display().to_string()] {
        for (era, text) in listings(&p) {
            for word in ["$ref", "$defs", "definitions", "$id", "$anchor"] {
                assert!(!text.contains(word), "{p} {era}: {word} in {text}");
            }
        }
    }
    // The record used three times is written out each time.
    let (_, text) = &listings(&bare.display().to_string())[2];
    assert!(
        text.matches(r#""x":{"type":"integer"}"#).count() >= 6,
        "{text}"
    );
}

#[test]
fn http_no_accept_is_refused() {
    // Minimal clients send `*/*` or `application/json`: never a 406.
    let d = Daemon::start(&program("progress"), &[]);
    let addr = d.addr.to_string();
    let heads = [
        ("MCP-Protocol-Version", MODERN),
        ("Mcp-Method", "tools/list"),
    ];
    for accept in [
        Some("*/*"),
        Some("application/json"),
        Some("text/event-stream"),
        None,
    ] {
        let accept: Vec<(&str, &str)> = accept.map(|a| ("Accept", a)).into_iter().collect();
        let h: Vec<_> = heads.iter().copied().chain(accept.clone()).collect();
        let r = post(&addr, &h, &modern(1, "tools/list", ""));
        assert_eq!(r.status, 200, "{accept:?}: {}", r.body);
        let r = post(&addr, &accept, &initialize(2, "2025-11-25"));
        assert_eq!(r.status, 200, "{accept:?}: {}", r.body);
    }
}

#[test]
fn http_a_json_only_client_gets_json_from_a_call_that_reports_progress() {
    let d = Daemon::start(&program("progress"), &[]);
    let addr = d.addr.to_string();
    let heads = [
        ("MCP-Protocol-Version", MODERN),
        ("Mcp-Method", "tools/call"),
        ("Mcp-Name", "count"),
    ];
    let with = |accept: (&'static str, &'static str)| {
        let mut h = heads.to_vec();
        h.push(accept);
        h
    };
    // A call that reports progress streams it to a client that accepts an
    // event stream, and answers a JSON-only client with one JSON body.
    let call = format!(
        r#"{{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{{"name":"count","arguments":{{"n":3,"delay":0.05}},"_meta":{{"progressToken":"p","io.modelcontextprotocol/protocolVersion":"{MODERN}","io.modelcontextprotocol/clientCapabilities":{{}}}}}}}}"#
    );
    let r = post(&addr, &with(ACCEPT), &call);
    assert!(
        r.headers.contains("content-type: text/event-stream"),
        "{r:?}"
    );
    assert!(r.body.contains("notifications/progress"), "{}", r.body);
    let r = post(&addr, &with(("Accept", "application/json")), &call);
    assert_eq!(r.status, 200, "{}", r.body);
    assert!(
        r.headers.contains("content-type: application/json"),
        "{r:?}"
    );
    assert_eq!(get_str(result(&r.json()), "resultType"), Some("complete"));
    // The same in a legacy session.
    let r = post(&addr, &[ACCEPT], &initialize(4, "2025-11-25"));
    let session = r
        .headers
        .lines()
        .find_map(|l| l.strip_prefix("mcp-session-id: "))
        .expect("a session id")
        .trim()
        .to_string();
    let sid = ("Mcp-Session-Id", session.as_str());
    let legacy_v = ("MCP-Protocol-Version", "2025-11-25");
    let r = post(&addr, &[ACCEPT, sid, legacy_v], INITIALIZED);
    assert_eq!(r.status, 202, "{}", r.body);
    let call = r#"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"count","arguments":{"n":3,"delay":0.05},"_meta":{"progressToken":"q"}}}"#;
    let r = post(
        &addr,
        &[("Accept", "application/json"), sid, legacy_v],
        call,
    );
    assert!(
        r.headers.contains("content-type: application/json"),
        "{r:?}"
    );
    assert!(get(result(&r.json()), "content").is_some(), "{}", r.body);
}

#[test]
fn initialize_counter_offers_the_latest_legacy_version_to_a_newer_one() {
    // A client that asks a revision newer than any legacy one (a 2026
    // client sending initialize) gets 2025-11-25, the latest we serve
    // there, as the lifecycle's "SHOULD be the latest" and the Python SDK
    // do; never a refusal.
    let mut s = Conn::start(&program("conformance"));
    for (id, asked, offered) in [
        (1, MODERN, "2025-11-25"),
        (2, "2099-01-01", "2025-11-25"),
        (3, "2025-11-25", "2025-11-25"),
        (4, "2024-11-05", "2024-11-05"),
        (5, "2024-01-01", "2025-06-18"),
    ] {
        let r = s.ask(&initialize(id, asked));
        assert_eq!(
            get_str(result(&r), "protocolVersion"),
            Some(offered),
            "{asked}"
        );
    }
    // Over HTTP too.
    let d = Daemon::start(&program("conformance"), &[]);
    let r = post(&d.addr.to_string(), &[ACCEPT], &initialize(6, MODERN));
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(
        get_str(result(&r.json()), "protocolVersion"),
        Some("2025-11-25")
    );
}
