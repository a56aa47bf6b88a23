//! `--trace-file` (issue 28): one OTLP JSON line per finished span, one
//! span per MCP request and per JSON-API call, the parent taken from
//! `_meta.traceparent` or the `traceparent` header (a malformed or all-zero
//! one starts a new trace and is never an error), our pools given the
//! call's context, and several replicas writing their own files at once.
//! Real daemons and a real front end on loopback, raw HTTP.

use crate::common;

use nexus::json::Value;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

const PARENT: &str = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";
const META_PARENT: &str = "00-11111111111111111111111111111111-2222222222222222-01";

/// A daemon of tests/programs/replicas with a replica name and a span file.
struct Daemon {
    _running: common::Running,
    port: u16,
}

impl Daemon {
    fn start(replica: &str, trace_file: &Path, by_env: bool) -> Daemon {
        let dir = common::scratch("tracing", replica);
        let port_file = dir.join("port");
        let mut cmd = std::process::Command::new(common::nexus_bin());
        cmd.args(["daemon", &common::program("replicas"), "--port", "0"])
            .arg("--port-file")
            .arg(&port_file);
        if by_env {
            cmd.env("NEXUS_REPLICA", replica)
                .env("NEXUS_TRACE_FILE", trace_file);
        } else {
            cmd.args(["--replica", replica])
                .arg("--trace-file")
                .arg(trace_file);
        }
        let running = common::spawn_cmd(&mut cmd);
        let port = wait_port(&port_file);
        Daemon {
            _running: running,
            port,
        }
    }
}

fn wait_port(port_file: &Path) -> u16 {
    let mut port = 0;
    assert!(
        common::wait_until(Duration::from_secs(30), || {
            port = std::fs::read_to_string(port_file)
                .ok()
                .and_then(|a| a.trim().rsplit(':').next()?.parse().ok())
                .unwrap_or(0);
            port != 0
        }),
        "no port in {}",
        port_file.display()
    );
    port
}

/// One POST; the status, the named response header, and the body.
fn post(port: u16, path: &str, headers: &[(&str, &str)], body: &str) -> (u16, String, String) {
    let mut s = std::net::TcpStream::connect(("127.0.0.1", port)).expect("connect");
    s.set_read_timeout(Some(Duration::from_secs(60))).ok();
    let mut req = format!(
        "POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: {}\r\n",
        body.len()
    );
    for (k, v) in headers {
        req.push_str(&format!("{k}: {v}\r\n"));
    }
    req.push_str("\r\n");
    req.push_str(body);
    s.write_all(req.as_bytes()).expect("send");
    let mut out = String::new();
    s.read_to_string(&mut out).expect("read");
    let (head, body) = out.split_once("\r\n\r\n").unwrap_or((&out, ""));
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let session = head
        .lines()
        .find_map(|l| {
            l.to_ascii_lowercase()
                .starts_with("mcp-session-id:")
                .then(|| l[15..].trim().to_string())
        })
        .unwrap_or_default();
    (status, session, body.to_string())
}

/// A modern `tools/call` with `_meta` (and `extra_meta` inside it).
fn modern_call(tool: &str, args: &str, extra_meta: &str) -> String {
    format!(
        r#"{{"jsonrpc":"2.0","id":"c-{tool}","method":"tools/call","params":{{"name":"{tool}","arguments":{args},"_meta":{{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{{}}{extra_meta}}}}}}}"#
    )
}

fn modern_headers(tool: &'static str) -> Vec<(&'static str, &'static str)> {
    vec![
        ("MCP-Protocol-Version", "2026-07-28"),
        ("Mcp-Method", "tools/call"),
        ("Mcp-Name", tool),
    ]
}

/// The spans in `file` once it holds at least `n` lines (each line checked
/// to be one OTLP JSON document of one span).
fn spans(file: &Path, n: usize) -> Vec<Value> {
    let mut lines = Vec::new();
    common::wait_until(Duration::from_secs(10), || {
        lines = std::fs::read_to_string(file)
            .unwrap_or_default()
            .lines()
            .map(str::to_string)
            .collect();
        lines.len() >= n
    });
    assert!(
        lines.len() >= n,
        "{} has {} spans, not {n}",
        file.display(),
        lines.len()
    );
    lines.iter().map(|l| one_span(l)).collect()
}

fn arr<'a>(v: &'a Value, key: &str) -> &'a Vec<Value> {
    match nexus::json::get(v, key) {
        Some(Value::Array(a)) => a,
        other => panic!("{key}: {other:?}"),
    }
}

fn text<'a>(v: &'a Value, key: &str) -> &'a str {
    nexus::json::get_str(v, key).unwrap_or_else(|| panic!("no string {key} in {v:?}"))
}

/// The one span of an OTLP line, its shape checked on the way.
fn one_span(line: &str) -> Value {
    let doc = common::json(line);
    let resource = &arr(&doc, "resourceSpans")[0];
    let attrs = arr(
        nexus::json::get(resource, "resource").expect("resource"),
        "attributes",
    );
    assert!(
        attr_of(attrs, "service.name").as_deref() == Some("nexus"),
        "{line}"
    );
    let scope = &arr(resource, "scopeSpans")[0];
    let spans = arr(scope, "spans");
    assert_eq!(spans.len(), 1, "{line}");
    let span = spans[0].clone();
    let hex = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_hexdigit());
    assert!(hex(text(&span, "traceId"), 32), "{line}");
    assert!(hex(text(&span, "spanId"), 16), "{line}");
    let parent = text(&span, "parentSpanId");
    assert!(parent.is_empty() || hex(parent, 16), "{line}");
    let start: u128 = text(&span, "startTimeUnixNano").parse().expect("start");
    let end: u128 = text(&span, "endTimeUnixNano").parse().expect("end");
    assert!(start > 1_600_000_000_000_000_000 && end >= start, "{line}");
    assert!(nexus::json::get(&span, "status").is_some(), "{line}");
    span
}

/// An attribute's value as text (`stringValue`, or `intValue`'s digits).
fn attr_of(attrs: &[Value], key: &str) -> Option<String> {
    attrs
        .iter()
        .find(|a| nexus::json::get_str(a, "key") == Some(key))
        .and_then(|a| {
            let v = nexus::json::get(a, "value")?;
            nexus::json::get_str(v, "stringValue")
                .or_else(|| nexus::json::get_str(v, "intValue"))
                .map(str::to_string)
        })
}

fn attr(span: &Value, key: &str) -> Option<String> {
    attr_of(arr(span, "attributes"), key)
}

fn find<'a>(spans: &'a [Value], name: &str) -> Vec<&'a Value> {
    spans.iter().filter(|s| text(s, "name") == name).collect()
}

fn status_code(span: &Value) -> String {
    let status = nexus::json::get(span, "status").expect("status");
    match nexus::json::get(status, "code") {
        Some(Value::Number(n)) => n.to_string(),
        other => format!("{other:?}"),
    }
}

fn trace_file(tag: &str) -> PathBuf {
    common::scratch("tracing", tag).join("spans.jsonl")
}

#[test]
fn a_span_per_call_with_its_parent_from_meta_or_the_header() {
    let file = trace_file("parents");
    let d = Daemon::start("r1", &file, false);
    // /call with a traceparent header: its span is that span's child, and
    // the worker is given this span's context.
    let (status, _, body) = post(
        d.port,
        "/call/traceparent",
        &[("traceparent", PARENT)],
        "[]",
    );
    assert_eq!(status, 200, "{body}");
    // A modern tools/call with _meta.traceparent and a different header:
    // _meta wins.
    let call = modern_call(
        "add",
        r#"{"_1":2,"_2":3}"#,
        &format!(r#","traceparent":"{META_PARENT}""#),
    );
    let mut headers = modern_headers("add");
    headers.push(("traceparent", PARENT));
    let (status, _, answer) = post(d.port, "/mcp", &headers, &call);
    assert_eq!(status, 200, "{answer}");
    assert!(answer.contains(r#""text":"5""#), "{answer}");
    // Malformed and all-zero values start new traces; the calls succeed.
    let bad = [
        "00-00000000000000000000000000000000-00f067aa0ba902b7-01",
        "00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01",
        "not a traceparent",
        "ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
    ];
    for b in bad {
        let (status, _, body) = post(d.port, "/call/add", &[("traceparent", b)], "[1,2]");
        assert_eq!(
            (status, body.as_str()),
            (200, r#"{"status":"ok","result":3}"#),
            "{b}"
        );
        let meta = format!(r#","traceparent":"{b}""#);
        let (status, _, answer) = post(
            d.port,
            "/mcp",
            &modern_headers("add"),
            &modern_call("add", r#"{"_1":1,"_2":2}"#, &meta),
        );
        assert_eq!(status, 200, "{b}: {answer}");
    }
    // A legacy session: initialize, then a call, each a span.
    let init = r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#;
    let (status, session, _) = post(d.port, "/mcp", &[], init);
    assert_eq!(status, 200);
    assert!(session.starts_with("r1."), "session id {session}");
    let sid = [
        ("Mcp-Session-Id", session.as_str()),
        ("MCP-Protocol-Version", "2025-11-25"),
    ];
    post(
        d.port,
        "/mcp",
        &sid,
        r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
    );
    let legacy_call = r#"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"add","arguments":{"_1":40,"_2":2}}}"#;
    let mut with_parent = sid.to_vec();
    with_parent.push(("traceparent", PARENT));
    let (status, _, answer) = post(d.port, "/mcp", &with_parent, legacy_call);
    assert_eq!(status, 200, "{answer}");

    let all = spans(&file, 2 + 2 * bad.len() + 3);
    // The /call span and what its worker saw.
    let traced = find(&all, "POST /call/traceparent");
    let call_span = traced[0];
    assert_eq!(
        text(call_span, "traceId"),
        "4bf92f3577b34da6a3ce929d0e0e4736"
    );
    assert_eq!(text(call_span, "parentSpanId"), "00f067aa0ba902b7");
    let seen = common::json(&body);
    let expected = format!(
        "00-4bf92f3577b34da6a3ce929d0e0e4736-{}-01",
        text(call_span, "spanId")
    );
    assert_eq!(
        nexus::json::get_str(&seen, "result"),
        Some(expected.as_str()),
        "{body}"
    );
    assert_eq!(attr(call_span, "nexus.replica").as_deref(), Some("r1"));
    assert_eq!(attr(call_span, "nexus.language").as_deref(), Some("py"));
    assert_eq!(attr(call_span, "nexus.pool").as_deref(), Some("0"));
    assert_eq!(
        attr(call_span, "gen_ai.tool.name").as_deref(),
        Some("traceparent")
    );
    assert!(attr(call_span, "nexus.worker.pid").is_some_and(|p| p.parse::<u32>().is_ok()));
    assert_eq!(status_code(call_span), "1");
    // The modern call: parent from _meta, the SDK's attributes.
    let tool_spans = find(&all, "tools/call add");
    let modern = tool_spans
        .iter()
        .find(|s| text(s, "traceId") == "11111111111111111111111111111111")
        .expect("a span under _meta's traceparent");
    assert_eq!(text(modern, "parentSpanId"), "2222222222222222");
    assert_eq!(
        attr(modern, "mcp.method.name").as_deref(),
        Some("tools/call")
    );
    assert_eq!(
        attr(modern, "mcp.protocol.version").as_deref(),
        Some("2026-07-28")
    );
    assert_eq!(attr(modern, "jsonrpc.request.id").as_deref(), Some("c-add"));
    assert_eq!(attr(modern, "gen_ai.tool.name").as_deref(), Some("add"));
    assert_eq!(attr(modern, "nexus.language").as_deref(), Some("py"));
    // Each malformed value: a root span, status OK.
    let roots = all
        .iter()
        .filter(|s| text(s, "parentSpanId").is_empty() && status_code(s) == "1")
        .count();
    assert!(roots >= 2 * bad.len(), "{roots} root spans");
    // The legacy session's spans: initialize, and the call under the header.
    assert_eq!(find(&all, "initialize").len(), 1);
    let legacy = tool_spans
        .iter()
        .find(|s| attr(s, "mcp.protocol.version").as_deref() == Some("2025-11-25"))
        .expect("the legacy call's span");
    assert_eq!(text(legacy, "parentSpanId"), "00f067aa0ba902b7");
}

#[test]
fn a_failed_call_is_an_error_span_and_untraced_pools_see_none() {
    let file = trace_file("errors");
    let d = Daemon::start("r2", &file, true);
    let (status, _, _) = post(d.port, "/call/add", &[], r#"["x",1]"#);
    assert_eq!(status, 400);
    let call = modern_call("add", r#"{"_1":"x"}"#, "");
    let (_, _, answer) = post(d.port, "/mcp", &modern_headers("add"), &call);
    assert!(answer.contains(r#""isError":true"#), "{answer}");
    let all = spans(&file, 2);
    for s in &all {
        assert_eq!(status_code(s), "2", "{s:?}");
        // NEXUS_REPLICA named it.
        assert_eq!(attr(s, "nexus.replica").as_deref(), Some("r2"));
    }
    // A session id another replica minted: 404, naming its owner.
    let list = r#"{"jsonrpc":"2.0","id":3,"method":"tools/list"}"#;
    let (status, _, body) = post(d.port, "/mcp", &[("Mcp-Session-Id", "r9.0123")], list);
    assert_eq!(status, 404, "{body}");
    assert!(
        body.contains(r#"minted by replica \"r9\", not replica \"r2\""#),
        "{body}"
    );
    // Without --trace-file a pool is given no context.
    let out = common::nexus(&["run", &common::program("replicas"), "traceparent"]);
    assert_eq!(out.ok(), "null");
}

#[test]
fn replicas_write_their_own_files_at_once() {
    let files: Vec<PathBuf> = (1..=3).map(|k| trace_file(&format!("many{k}"))).collect();
    let daemons: Vec<Daemon> = files
        .iter()
        .enumerate()
        .map(|(k, f)| Daemon::start(&format!("r{}", k + 1), f, false))
        .collect();
    let jobs: Vec<usize> = (0..90).collect();
    let answers = common::parallel(&jobs, 8, |&i| {
        let d = &daemons[i % 3];
        post(d.port, "/call/add", &[], &format!("[{i},1]")).2
    });
    for (i, a) in answers.iter().enumerate() {
        assert_eq!(a, &format!(r#"{{"status":"ok","result":{}}}"#, i + 1));
    }
    for (k, f) in files.iter().enumerate() {
        let all = spans(f, 30);
        assert_eq!(all.len(), 30, "{}", f.display());
        let name = format!("r{}", k + 1);
        assert!(
            all.iter()
                .all(|s| attr(s, "nexus.replica").as_deref() == Some(&name))
        );
        let mut ids: Vec<&str> = all.iter().map(|s| text(s, "spanId")).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), 30, "span ids are distinct");
    }
}

#[test]
fn the_front_end_is_a_replica_and_its_daemons_spans_are_children_of_its_own() {
    let dir = common::scratch("tracing", "front");
    let home = dir.join("home");
    let file = dir.join("spans.jsonl");
    let env = |cmd: &mut std::process::Command| {
        cmd.env("NEXUS_HOME", &home).env_remove("NEXUS_TOKEN");
    };
    for args in [
        vec!["install".to_string(), common::program("replicas")],
        vec![
            "expose".into(),
            "add".into(),
            "replicas".into(),
            "--as".into(),
            "mcp,api".into(),
        ],
    ] {
        let mut cmd = std::process::Command::new(common::nexus_bin());
        cmd.args(&args);
        env(&mut cmd);
        let out = common::spawn_cmd(&mut cmd).finish(common::TIMEOUT);
        out.ok();
    }
    let port_file = dir.join("port");
    let mut cmd = std::process::Command::new(common::nexus_bin());
    cmd.args(["serve", "--port", "0", "--replica", "f1", "--trace-file"])
        .arg(&file)
        .arg("--port-file")
        .arg(&port_file);
    env(&mut cmd);
    let _front = common::spawn_cmd(&mut cmd);
    let port = wait_port(&port_file);
    // A legacy session minted by the front end carries its name.
    let init = r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#;
    let (status, session, _) = post(port, "/mcp", &[], init);
    assert_eq!(status, 200);
    assert!(session.starts_with("f1."), "{session}");
    // A handle its daemon mints carries it too.
    let (status, _, opened) = post(port, "/call/replicas/py1__open", &[], "{}");
    assert_eq!(status, 200, "{opened}");
    assert!(opened.contains(r#""instance":"f1."#), "{opened}");
    // The front end's /call span is the parent of its daemon's.
    let (status, _, body) = post(
        port,
        "/call/replicas/add",
        &[("traceparent", PARENT)],
        "[1,1]",
    );
    assert_eq!(
        (status, body.as_str()),
        (200, r#"{"status":"ok","result":2}"#)
    );
    // initialize; open and add, each in the front end and its daemon.
    let all = spans(&file, 5);
    let front = find(&all, "POST /call/replicas/add");
    let inner = find(&all, "POST /call/add");
    assert_eq!((front.len(), inner.len()), (1, 1), "{all:?}");
    assert_eq!(text(front[0], "parentSpanId"), "00f067aa0ba902b7");
    assert_eq!(text(inner[0], "parentSpanId"), text(front[0], "spanId"));
    assert_eq!(
        text(inner[0], "traceId"),
        "4bf92f3577b34da6a3ce929d0e0e4736"
    );
    assert_eq!(attr(inner[0], "nexus.replica").as_deref(), Some("f1"));
    assert_eq!(attr(inner[0], "nexus.language").as_deref(), Some("py"));
}
