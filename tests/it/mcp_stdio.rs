//! `nexus mcp <program>` over stdio, driven line by line (issue 3, seed 000
//! §7.5, SPEC §3.1): the real binary is spawned and spoken to in raw
//! JSON-RPC lines. Every read has a timeout, so a server that never answers
//! fails the test instead of hanging it.
//!
//! Covered: every row of the error table; batches, over-long lines, bad
//! UTF-8, notifications, requests before the handshake, protocol version
//! negotiation; a pool that prints to stdout; cancellation; EOF with calls in
//! flight; concurrency; the `evaluate` dry-run tool; `--mcp-tools` against
//! the committed expected file; a large reply read late is not stalled.

use nexus::json::{self, Number, Value};
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const NEXUS: &str = env!("CARGO_BIN_EXE_nexus");
/// The longest any single reply may take (pool start-up included).
const PATIENCE: Duration = Duration::from_secs(20);

const PARSE_ERROR: i64 = -32700;
const INVALID_REQUEST: i64 = -32600;
const METHOD_NOT_FOUND: i64 = -32601;
const INVALID_PARAMS: i64 = -32602;

fn repo(path: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(path)
        .to_string_lossy()
        .into_owned()
}

fn combat() -> String {
    repo("examples/combat")
}

fn allkinds() -> String {
    repo("tests/programs/allkinds")
}

fn nor() -> String {
    repo("tests/programs/nor")
}

// ---------------------------------------------------------------- the helper

/// A running `nexus mcp` with its stdout read line by line on a thread.
struct Server {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<Vec<u8>>,
    stderr: Arc<Mutex<Vec<u8>>>,
    /// Every stdout line seen so far, for diagnostics.
    seen: Vec<String>,
}

impl Server {
    fn start(program: &str, extra: &[&str]) -> Server {
        let mut child = Command::new(NEXUS)
            .arg("mcp")
            .arg(program)
            .args(extra)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn nexus mcp");
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            loop {
                let mut line = Vec::new();
                match reader.read_until(b'\n', &mut line) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {
                        if tx.send(line).is_err() {
                            break;
                        }
                    }
                }
            }
        });
        let stderr = Arc::new(Mutex::new(Vec::new()));
        let mut err_pipe = child.stderr.take().unwrap();
        let sink = stderr.clone();
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = err_pipe.read(&mut buf) {
                if n == 0 {
                    break;
                }
                sink.lock().unwrap().extend_from_slice(&buf[..n]);
            }
        });
        Server {
            stdin: child.stdin.take(),
            child,
            lines,
            stderr,
            seen: Vec::new(),
        }
    }

    /// A server that has completed the handshake.
    fn ready(program: &str, extra: &[&str]) -> Server {
        let mut s = Server::start(program, extra);
        s.handshake();
        s
    }

    fn stderr(&self) -> String {
        String::from_utf8_lossy(&self.stderr.lock().unwrap()).into_owned()
    }

    /// stderr once `done` holds of it, or after a few seconds.
    fn stderr_until(&self, done: impl Fn(&str) -> bool) -> String {
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            let err = self.stderr();
            if done(&err) || Instant::now() > deadline {
                return err;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    fn context(&self) -> String {
        format!(
            "stdout so far:\n{}\nstderr:\n{}",
            self.seen.join(""),
            self.stderr()
        )
    }

    fn send_raw(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("stdin is open");
        stdin
            .write_all(bytes)
            .and_then(|_| stdin.flush())
            .expect("write to nexus");
    }

    /// Writes one line (the newline is added).
    fn send(&mut self, line: &str) {
        let mut bytes = line.as_bytes().to_vec();
        bytes.push(b'\n');
        self.send_raw(&bytes);
    }

    fn request(&mut self, id: i64, method: &str, params: &str) {
        self.send(&format!(
            r#"{{"jsonrpc":"2.0","id":{id},"method":"{method}","params":{params}}}"#
        ));
    }

    fn call(&mut self, id: i64, tool: &str, arguments: &str) {
        self.request(
            id,
            "tools/call",
            &format!(r#"{{"name":"{tool}","arguments":{arguments}}}"#),
        );
    }

    /// The next stdout line within `wait`, parsed and checked to be a
    /// JSON-RPC 2.0 message (so any stray output fails the test).
    fn recv_within(&mut self, wait: Duration) -> Option<Value> {
        match self.lines.recv_timeout(wait) {
            Ok(line) => {
                let text = String::from_utf8(line.clone()).unwrap_or_else(|_| {
                    panic!("stdout line is not UTF-8: {line:?}\n{}", self.context())
                });
                self.seen.push(text.clone());
                assert!(
                    text.ends_with('\n'),
                    "a reply must end with a newline: {text:?}"
                );
                let value = json::parse(text.trim_end()).unwrap_or_else(|_| {
                    panic!("stdout line is not JSON: {text:?}\n{}", self.context())
                });
                assert_eq!(
                    str_at(&value, "jsonrpc"),
                    Some("2.0"),
                    "stdout line is not JSON-RPC 2.0: {text}\n{}",
                    self.context()
                );
                Some(value)
            }
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => None,
        }
    }

    fn recv(&mut self) -> Value {
        match self.recv_within(PATIENCE) {
            Some(v) => v,
            None => panic!("no reply within {PATIENCE:?}\n{}", self.context()),
        }
    }

    /// The next reply, which must answer `id`.
    fn reply(&mut self, id: i64) -> Value {
        let v = self.recv();
        assert_eq!(
            id_of(&v),
            Some(id),
            "expected the reply to id {id}, got {}",
            json::to_string(&v)
        );
        v
    }

    /// Sends a request and returns its reply.
    fn ask(&mut self, id: i64, method: &str, params: &str) -> Value {
        self.request(id, method, params);
        self.reply(id)
    }

    fn ask_call(&mut self, id: i64, tool: &str, arguments: &str) -> Value {
        self.call(id, tool, arguments);
        self.reply(id)
    }

    fn handshake(&mut self) {
        let init = self.ask(
            0,
            "initialize",
            r#"{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"0"}}"#,
        );
        assert!(
            at(&init, "result.serverInfo").is_some(),
            "{}",
            json::to_string(&init)
        );
        self.send(r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#);
    }

    /// Closes stdin (EOF for the server).
    fn close(&mut self) {
        self.stdin = None;
    }

    /// Every remaining stdout line until the server closes stdout.
    fn drain(&mut self) -> Vec<Value> {
        let mut out = Vec::new();
        let deadline = Instant::now() + PATIENCE;
        while let Some(v) = self.recv_within(deadline.saturating_duration_since(Instant::now())) {
            out.push(v);
        }
        out
    }

    fn wait_exit(&mut self, within: Duration) -> ExitStatus {
        let deadline = Instant::now() + within;
        loop {
            if let Some(status) = self.child.try_wait().expect("wait for nexus") {
                return status;
            }
            if Instant::now() > deadline {
                panic!("nexus did not exit within {within:?}\n{}", self.context());
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stdin = None;
        if self.child.try_wait().ok().flatten().is_none() {
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
    }
}

// ------------------------------------------------------------- JSON access

/// The value at a dotted path (`result.content.0.text`).
fn at<'a>(v: &'a Value, path: &str) -> Option<&'a Value> {
    let mut cur = v;
    for key in path.split('.') {
        cur = match cur {
            Value::Object(o) => o.get(key)?,
            Value::Array(a) => a.get(key.parse::<usize>().ok()?)?,
            _ => return None,
        };
    }
    Some(cur)
}

/// The compact JSON text at a path, or `<missing>`.
fn jat(v: &Value, path: &str) -> String {
    at(v, path).map_or_else(|| "<missing>".into(), json::to_string)
}

fn str_at<'a>(v: &'a Value, path: &str) -> Option<&'a str> {
    match at(v, path)? {
        Value::String(s) => Some(s),
        _ => None,
    }
}

fn int(v: &Value) -> Option<i64> {
    match v {
        Value::Number(Number::U64(n)) => i64::try_from(*n).ok(),
        Value::Number(Number::I64(n)) => Some(*n),
        _ => None,
    }
}

fn int_at(v: &Value, path: &str) -> Option<i64> {
    at(v, path).and_then(int)
}

fn id_of(v: &Value) -> Option<i64> {
    int_at(v, "id")
}

fn error_code(v: &Value) -> Option<i64> {
    int_at(v, "error.code")
}

fn error_message(v: &Value) -> String {
    str_at(v, "error.message").unwrap_or_default().to_string()
}

/// Asserts a JSON-RPC error with `code` whose message contains `fragment`.
fn assert_error(v: &Value, code: i64, fragment: &str) {
    assert_eq!(
        error_code(v),
        Some(code),
        "expected error {code}: {}",
        json::to_string(v)
    );
    assert!(
        at(v, "result").is_none(),
        "an error has no result: {}",
        json::to_string(v)
    );
    let message = error_message(v);
    assert!(
        message.contains(fragment),
        "error message {message:?} should contain {fragment:?}"
    );
}

/// The text of a successful `tools/call` result.
fn ok_text(v: &Value) -> String {
    assert_eq!(jat(v, "result.isError"), "false", "{}", json::to_string(v));
    str_at(v, "result.content.0.text")
        .unwrap_or_else(|| panic!("no text block: {}", json::to_string(v)))
        .to_string()
}

/// The message of an `isError` result.
fn failed_text(v: &Value) -> String {
    assert!(
        at(v, "error").is_none(),
        "a failed call is a result, not an error: {}",
        json::to_string(v)
    );
    assert_eq!(jat(v, "result.isError"), "true", "{}", json::to_string(v));
    assert_eq!(str_at(v, "result.content.0.type"), Some("text"));
    str_at(v, "result.content.0.text").unwrap().to_string()
}

/// Canonical JSON text (miniserde sorts object keys).
fn canonical(text: &str) -> String {
    json::to_string(&json::parse(text).unwrap_or_else(|_| panic!("not JSON: {text}")))
}

fn temp_dir(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("nexus-mcp-stdio-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

// ------------------------------------------------------------------- tests

#[test]
fn every_row_of_the_error_table() {
    let mut s = Server::ready(&allkinds(), &[]);

    // Each broken line: -32700, id null. A pretty-printed object split across
    // lines is several broken fragments, each answered.
    s.send(r#"{"jsonrpc":"2.0","id":1,"#);
    let v = s.recv();
    assert_error(&v, PARSE_ERROR, "");
    assert_eq!(jat(&v, "id"), "null");
    s.send("{\n\"jsonrpc\": \"2.0\",\n\"id\": 2,\n\"method\": \"ping\"\n}");
    for _ in 0..5 {
        assert_error(&s.recv(), PARSE_ERROR, "");
    }
    s.send("not json at all");
    assert_error(&s.recv(), PARSE_ERROR, "");

    // Unknown method.
    assert_error(
        &s.ask(3, "resources/list", "{}"),
        METHOD_NOT_FOUND,
        "resources/list",
    );
    assert_error(&s.ask(4, "tools/frobnicate", "{}"), METHOD_NOT_FOUND, "");

    // Unknown tool; missing, unexpected and wrong-typed arguments.
    let v = s.ask_call(5, "fireball", "{}");
    assert_error(&v, INVALID_PARAMS, "unknown tool 'fireball'");
    assert_error(
        &s.ask_call(6, "py_add", r#"{"_1":1}"#),
        INVALID_PARAMS,
        "_2",
    );
    assert_error(
        &s.ask_call(7, "py_add", r#"{"_1":1,"_2":2,"_3":3}"#),
        INVALID_PARAMS,
        "_3",
    );
    assert_error(
        &s.ask_call(8, "py_add", r#"{"_1":1,"_2":"two"}"#),
        INVALID_PARAMS,
        "_2",
    );
    assert_error(
        &s.ask_call(9, "py_kinds", r#"{"_1":1,"loud":"yes"}"#),
        INVALID_PARAMS,
        "loud",
    );
    assert_error(
        &s.ask_call(10, "py_id_u1", r#"{"_1":300}"#),
        INVALID_PARAMS,
        "_1",
    );
    assert_error(
        &s.ask_call(11, "py_grp", r#"{"weapon":{"wname":"axe","dmg":"d8"}}"#),
        INVALID_PARAMS,
        "weapon",
    );
    assert_error(
        &s.ask_call(12, "py_grp", r#"{"Monster":{}}"#),
        INVALID_PARAMS,
        "Monster",
    );
    // Excluded functions are not tools.
    assert_error(
        &s.ask_call(13, "py_stdin", r#"{"_1":"x"}"#),
        INVALID_PARAMS,
        "unknown tool",
    );
    // tools/call params themselves.
    assert_error(
        &s.ask(14, "tools/call", r#"{"arguments":{}}"#),
        INVALID_PARAMS,
        "name",
    );
    assert_error(
        &s.ask(15, "tools/call", r#"{"name":"py_add","arguments":[1,2]}"#),
        INVALID_PARAMS,
        "arguments",
    );

    // A function that raises: a result with isError and the message.
    assert!(failed_text(&s.ask_call(16, "py_fail", "{}")).contains("boom from python"));
    assert!(failed_text(&s.ask_call(17, "r_fail", "{}")).contains("boom from R"));

    // Omitted properties and omitted fields of a whole record take defaults.
    let armed = ok_text(&s.ask_call(20, "py_grp", r#"{"name":"Orc","weapon":{"wname":"axe"}}"#));
    assert_eq!(
        canonical(&armed),
        canonical(r#"{"monster":{"name":"Orc","hp":7},"weapon":{"wname":"axe","dmg":4}}"#)
    );

    // The session survives all of it.
    assert_eq!(
        ok_text(&s.ask_call(18, "py_add", r#"{"_1":2,"_2":3}"#)),
        "5"
    );
    assert_eq!(ok_text(&s.ask_call(19, "r_add", r#"{"_1":2,"_2":3}"#)), "5");
}

#[test]
fn a_pool_that_fails_gives_an_error_result_and_the_rest_serve_on() {
    let mut s = Server::ready(&nor(), &[]);
    let message = failed_text(&s.ask_call(1, "r_hello", r#"{"_1":"x"}"#));
    assert!(message.contains("cannot start"), "{message}");
    assert_eq!(
        ok_text(&s.ask_call(2, "py_hello", r#"{"_1":"x"}"#)),
        r#""hello x""#
    );
    // Still failing, still a result.
    failed_text(&s.ask_call(3, "r_hello", r#"{"_1":"y"}"#));
}

#[test]
fn framing_batches_long_lines_and_bad_utf8() {
    let mut s = Server::ready(&nor(), &["--max-line", "1000"]);

    // A batch.
    s.send(
        r#"[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","id":2,"method":"ping"}]"#,
    );
    let v = s.recv();
    assert_error(&v, INVALID_REQUEST, "batch");
    assert_eq!(jat(&v, "id"), "null");
    s.send("[]");
    assert_error(&s.recv(), INVALID_REQUEST, "");

    // An over-long line, sent in pieces: one error, then the next request works.
    let long = format!(
        r#"{{"jsonrpc":"2.0","id":3,"method":"ping","params":{{"pad":"{}"}}}}"#,
        "x".repeat(5000)
    );
    let (a, b) = long.as_bytes().split_at(2500);
    s.send_raw(a);
    std::thread::sleep(Duration::from_millis(50));
    s.send_raw(b);
    s.send_raw(b"\n");
    let v = s.recv();
    assert!(
        error_code(&v).is_some(),
        "an over-long line gets an error: {}",
        json::to_string(&v)
    );
    assert!(error_message(&v).contains("1000"), "{}", error_message(&v));
    assert!(at(&s.ask(4, "ping", "{}"), "result").is_some());
    // A line just under the cap is fine.
    let pad = 1000 - r#"{"jsonrpc":"2.0","id":5,"method":"ping","params":{"pad":""}}"#.len();
    let fits = format!(
        r#"{{"jsonrpc":"2.0","id":5,"method":"ping","params":{{"pad":"{}"}}}}"#,
        "y".repeat(pad)
    );
    assert_eq!(fits.len(), 1000);
    s.send(&fits);
    assert!(at(&s.reply(5), "result").is_some());

    // Invalid UTF-8: -32700.
    s.send_raw(b"{\"jsonrpc\":\"2.0\",\"id\":6,\"method\":\"p\xffing\"}\n");
    let v = s.recv();
    assert_error(&v, PARSE_ERROR, "UTF-8");
    s.send_raw(b"\xc3\x28\n");
    assert_error(&s.recv(), PARSE_ERROR, "");

    // Not a request object.
    s.send("42");
    assert_error(&s.recv(), INVALID_REQUEST, "");
    s.send(r#"{"jsonrpc":"1.0","id":7,"method":"ping"}"#);
    assert_error(&s.reply(7), INVALID_REQUEST, "");

    // Blank lines are ignored; CRLF is accepted; string ids are echoed.
    s.send_raw(b"\n\r\n");
    s.send_raw(b"{\"jsonrpc\":\"2.0\",\"id\":\"eight\",\"method\":\"ping\"}\r\n");
    let v = s.recv();
    assert_eq!(str_at(&v, "id"), Some("eight"), "{}", json::to_string(&v));
    assert_eq!(at(&v, "result").map(json::to_string).as_deref(), Some("{}"));
}

#[test]
fn notifications_get_no_reply() {
    let mut s = Server::start(&nor(), &[]);
    s.send(r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#); // too early: ignored
    s.send(r#"{"jsonrpc":"2.0","method":"notifications/unknown","params":{"x":1}}"#);
    s.send(r#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":99}}"#);
    s.send(r#"{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":1}}"#);
    // A response from the client is not answered either.
    s.send(r#"{"jsonrpc":"2.0","id":50,"result":{}}"#);
    // The next line is the ping's reply.
    assert!(at(&s.ask(1, "ping", "{}"), "result").is_some());
    s.handshake();
    s.send(r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#);
    s.send(r#"{"jsonrpc":"2.0","method":"notifications/roots/list_changed"}"#);
    assert!(at(&s.ask(2, "ping", "{}"), "result").is_some());
    s.close();
    assert!(
        s.drain().is_empty(),
        "nothing after the ping\n{}",
        s.context()
    );
    assert!(s.wait_exit(PATIENCE).success());
}

#[test]
fn the_handshake_gates_tools_and_ping_works_at_any_time() {
    let mut s = Server::start(&nor(), &[]);
    // ping before anything.
    let v = s.ask(1, "ping", "{}");
    assert_eq!(at(&v, "result").map(json::to_string).as_deref(), Some("{}"));
    // tools/* before initialize.
    assert!(error_code(&s.ask(2, "tools/list", "{}")).is_some());
    assert!(error_code(&s.ask_call(3, "py_hello", r#"{"_1":"x"}"#)).is_some());
    // Unknown methods are -32601 at any time.
    assert_error(&s.ask(4, "nope", "{}"), METHOD_NOT_FOUND, "");

    // A version newer than every legacy one gets the latest legacy one (the
    // lifecycle's "SHOULD be the latest", issue 40); a known older one is
    // echoed, as the MCP lifecycle requires (clients such as Claude Desktop
    // refuse a server that answers a newer version than they asked for).
    let v = s.ask(
        5,
        "initialize",
        r#"{"protocolVersion":"2099-01-01","capabilities":{},"clientInfo":{"name":"future","version":"0"}}"#,
    );
    assert_eq!(str_at(&v, "result.protocolVersion"), Some("2025-11-25"));
    let v = s.ask(
        5,
        "initialize",
        r#"{"protocolVersion":"2024-11-05","capabilities":{},"clientInfo":{"name":"old","version":"0"}}"#,
    );
    assert_eq!(str_at(&v, "result.protocolVersion"), Some("2024-11-05"));
    assert_eq!(jat(&v, "result.capabilities.tools.listChanged"), "false");
    assert_eq!(str_at(&v, "result.serverInfo.name"), Some("nor"));
    assert_eq!(str_at(&v, "result.serverInfo.version"), Some("0.1.0"));

    // initialize alone does not complete the handshake.
    assert!(error_code(&s.ask(6, "tools/list", "{}")).is_some());
    assert!(error_code(&s.ask_call(7, "py_hello", r#"{"_1":"x"}"#)).is_some());
    assert!(at(&s.ask(8, "ping", "{}"), "result").is_some());

    s.send(r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#);
    let v = s.ask(9, "tools/list", "{}");
    let names: Vec<&str> = match at(&v, "result.tools") {
        Some(Value::Array(tools)) => tools.iter().filter_map(|t| str_at(t, "name")).collect(),
        _ => panic!("{}", json::to_string(&v)),
    };
    // evaluate: seed 003's dry run, served by default (issue 15 defect 10).
    assert_eq!(names, ["py_hello", "r_hello", "evaluate"]);
    assert_eq!(
        ok_text(&s.ask_call(10, "py_hello", r#"{"_1":"x"}"#)),
        r#""hello x""#
    );
    assert!(at(&s.ask(11, "ping", "{}"), "result").is_some());
}

#[test]
fn a_pool_that_prints_leaves_the_protocol_stream_clean() {
    let mut s = Server::ready(&allkinds(), &[]);
    // Every stdout line is parsed as JSON-RPC by `recv`; stray output fails.
    for id in 1..=3 {
        assert_eq!(ok_text(&s.ask_call(id, "py_print", "{}")), "1");
    }
    assert!(at(&s.ask(4, "ping", "{}"), "result").is_some());

    // tools/list over the session is exactly what --mcp-tools prints.
    let listed = s.ask(5, "tools/list", "{}");
    let out = Command::new(NEXUS)
        .arg(allkinds())
        .arg("--mcp-tools")
        .output()
        .unwrap();
    let printed = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        json::to_string(at(&listed, "result").unwrap()),
        canonical(&printed)
    );

    s.close();
    let rest = s.drain(); // each line checked as JSON-RPC
    assert!(rest.is_empty(), "{}", s.context());
    assert!(s.wait_exit(PATIENCE).success());
    // The stderr pipe is read on a thread: give it a moment to catch up.
    let err = s.stderr_until(|e| e.matches("noise").count() >= 3);
    assert_eq!(
        err.matches("noise").count(),
        3,
        "the prints land on stderr:\n{err}"
    );
    assert_eq!(
        err.matches("noise").count(),
        3,
        "the prints land on stderr:\n{err}"
    );
}

/// The child processes of `pid`, with their command lines (Linux `/proc`).
fn children(pid: u32) -> Vec<(u32, String)> {
    let mut out = Vec::new();
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
        return out;
    };
    for task in tasks.flatten() {
        let list = std::fs::read_to_string(task.path().join("children")).unwrap_or_default();
        for child in list
            .split_whitespace()
            .filter_map(|c| c.parse::<u32>().ok())
        {
            let cmdline = std::fs::read(format!("/proc/{child}/cmdline")).unwrap_or_default();
            out.push((child, String::from_utf8_lossy(&cmdline).replace('\0', " ")));
        }
    }
    out
}

/// Whether a process is gone or a zombie (killed, not yet reaped).
fn is_dead(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Err(_) => true,
        Ok(stat) => stat
            .rsplit(')')
            .next()
            .is_some_and(|rest| rest.trim_start().starts_with('Z')),
    }
}

/// Timing-sensitive tests run one at a time, so they do not slow each other,
/// and never beside another module's heavy test (the process-wide lock).
fn timing() -> std::sync::MutexGuard<'static, ()> {
    crate::common::quiet()
}

#[test]
fn cancelling_a_sleeping_call_frees_its_worker() {
    let _serial = timing();
    let mut s = Server::ready(&allkinds(), &["--workers", "1"]);
    // Warm the Python pool (one worker).
    assert_eq!(ok_text(&s.ask_call(1, "py_add", r#"{"_1":1,"_2":1}"#)), "2");
    let nexus = s.child.id();
    let python_workers = || -> Vec<u32> {
        children(nexus)
            .into_iter()
            .filter(|(pid, cmd)| cmd.contains("pool.py") && !is_dead(*pid))
            .map(|(pid, _)| pid)
            .collect()
    };
    let before = python_workers();
    assert_eq!(
        before.len(),
        1,
        "one Python worker: {:?}",
        children(s.child.id())
    );
    let sleeper = before[0];

    s.call(2, "py_sleep", r#"{"_1":10}"#);
    std::thread::sleep(Duration::from_millis(300));
    s.send(r#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":2,"reason":"test"}}"#);
    let cancelled = Instant::now();
    // The sleeping worker is killed within 1 s.
    while !is_dead(sleeper) {
        assert!(
            cancelled.elapsed() < Duration::from_secs(1),
            "worker {sleeper} still alive 1 s after the cancel"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    // The only worker was busy sleeping: this call needs its replacement, and
    // must not wait out the 10 s.
    let v = s.ask_call(3, "py_add", r#"{"_1":20,"_2":22}"#);
    let took = cancelled.elapsed();
    assert_eq!(ok_text(&v), "42");
    assert!(
        took < Duration::from_millis(1500),
        "the next call took {took:?} after the cancel"
    );
    let after = python_workers();
    assert!(
        after.len() == 1 && after[0] != sleeper,
        "a fresh worker replaced {sleeper}: {after:?}"
    );

    // And again, so the replacement worker really serves.
    assert_eq!(ok_text(&s.ask_call(4, "py_add", r#"{"_1":1,"_2":2}"#)), "3");
    s.close();
    let rest = s.drain();
    assert!(
        rest.iter().all(|v| id_of(v) != Some(2)),
        "a cancelled call gets no reply\n{}",
        s.context()
    );
    assert!(rest.is_empty(), "{}", s.context());
    let status = s.wait_exit(Duration::from_secs(5));
    assert!(status.success(), "{status:?}");
}

#[test]
fn eof_with_three_slow_calls_in_flight_writes_all_replies_then_exits_0() {
    let _serial = timing();
    let mut s = Server::ready(&allkinds(), &["--workers", "3"]);
    for id in 1..=3 {
        s.call(id, "py_sleep", r#"{"_1":1}"#);
    }
    s.close();
    let mut ids: Vec<i64> = s
        .drain()
        .iter()
        .map(|v| {
            assert_eq!(ok_text(v), "1");
            id_of(v).unwrap()
        })
        .collect();
    ids.sort();
    assert_eq!(ids, [1, 2, 3], "{}", s.context());
    let status = s.wait_exit(Duration::from_secs(10));
    assert_eq!(status.code(), Some(0), "{}", s.context());
}

#[test]
fn a_slow_call_blocks_neither_ping_nor_another_call() {
    let _serial = timing();
    let mut s = Server::ready(&allkinds(), &["--workers", "2"]);
    assert_eq!(ok_text(&s.ask_call(1, "py_add", r#"{"_1":1,"_2":1}"#)), "2"); // warm up
    let start = Instant::now();
    s.call(2, "py_sleep", r#"{"_1":2}"#);
    s.request(3, "ping", "{}");
    s.call(4, "py_add", r#"{"_1":2,"_2":2}"#);
    let first = s.recv();
    let second = s.recv();
    let fast = start.elapsed();
    let mut ids = [id_of(&first), id_of(&second)];
    ids.sort();
    assert_eq!(
        ids,
        [Some(3), Some(4)],
        "the fast replies come first\n{}",
        s.context()
    );
    assert!(
        fast < Duration::from_millis(1500),
        "the fast replies took {fast:?}"
    );
    let slow = s.reply(2);
    assert_eq!(ok_text(&slow), "2");
    assert!(start.elapsed() >= Duration::from_secs(2));
}

#[test]
fn evaluate_dry_runs_a_call() {
    let mut s = Server::ready(&combat(), &["--evaluate"]);
    let v = s.ask(1, "tools/list", "{}");
    let Some(Value::Array(tools)) = at(&v, "result.tools") else {
        panic!()
    };
    assert!(tools.iter().any(|t| str_at(t, "name") == Some("evaluate")));

    // A valid call: the positional call, defaults filled in.
    let text = ok_text(&s.ask_call(2, "evaluate", r#"{"tool":"attack","arguments":{"_1":15}}"#));
    let body = json::parse(&text).unwrap();
    assert_eq!(jat(&body, "valid"), "true", "{text}");
    assert_eq!(str_at(&body, "call.command"), Some("attack"));
    assert_eq!(
        at(&body, "call.args").map(json::to_string).as_deref(),
        Some("[15,0,false]")
    );
    let text = ok_text(&s.ask_call(
        3,
        "evaluate",
        r#"{"tool":"spawn","arguments":{"monster":{"name":"Orc"}}}"#,
    ));
    let body = json::parse(&text).unwrap();
    assert_eq!(
        at(&body, "call.args").map(json::to_string),
        Some(canonical(r#"[{"name":"Orc","hp":7},1]"#)),
        "{text}"
    );

    // An invalid one: exactly the validation error tools/call would give.
    let bad = r#"{"_1":"fifteen"}"#;
    let text = ok_text(&s.ask_call(
        4,
        "evaluate",
        &format!(r#"{{"tool":"attack","arguments":{bad}}}"#),
    ));
    let body = json::parse(&text).unwrap();
    assert_eq!(jat(&body, "valid"), "false", "{text}");
    let real = s.ask_call(5, "attack", bad);
    assert_error(&real, INVALID_PARAMS, "_1");
    assert_eq!(str_at(&body, "error"), Some(error_message(&real).as_str()));
    let text = ok_text(&s.ask_call(6, "evaluate", r#"{"tool":"fireball"}"#));
    assert!(text.contains("unknown tool 'fireball'"), "{text}");
    // Bad arguments to evaluate itself.
    assert_error(&s.ask_call(7, "evaluate", "{}"), INVALID_PARAMS, "tool");

    // Nothing ran: the R pool's rollAdv still works, and no reply is left over.
    let roll: i64 = ok_text(&s.ask_call(8, "rollAdv", "{}")).parse().unwrap();
    assert!((1..=20).contains(&roll));

    // Without --evaluate it is served too (issue 15 defect 10: on by default).
    let mut plain = Server::ready(&combat(), &[]);
    let text = ok_text(&plain.ask_call(1, "evaluate", r#"{"tool":"attack"}"#));
    assert!(text.contains("\"valid\":false"), "{text}");
}

#[test]
fn evaluate_is_refused_when_a_command_is_named_evaluate() {
    let dir = temp_dir("evaluate");
    std::fs::write(dir.join("ev.py"), "def evaluate(x):\n    return x\n").unwrap();
    std::fs::write(
        dir.join("manifest.json"),
        r#"{"name":"ev","version":"0.1.0","pools":[{"lang":"py","source":"ev.py","workers":1}],
            "commands":[{"name":"evaluate","type":"remote","pool":0,"mid":0,"desc":["Identity."],
              "args":[{"kind":"pos","schema":"j","type":"Int","metavar":"INT","desc":["x"]}],
              "return":{"schema":"j","type":"Int"}}]}"#,
    )
    .unwrap();
    let program = dir.to_string_lossy().into_owned();

    let out = Command::new(NEXUS)
        .args(["mcp", &program, "--evaluate"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(out.stdout.is_empty());
    assert!(
        err.contains("'evaluate'") && err.contains("--evaluate"),
        "a clear message: {err}"
    );

    let out = Command::new(NEXUS)
        .args([&program, "--mcp-tools", "--evaluate"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));

    // Without the flag the program's own evaluate is served, and listed
    // once: the dry run (on by default) gives way, in tools/list and in
    // --mcp-tools alike.
    let mut s = Server::ready(&program, &[]);
    assert_eq!(ok_text(&s.ask_call(1, "evaluate", r#"{"_1":7}"#)), "7");
    let listed = s.ask(2, "tools/list", "{}");
    let out = Command::new(NEXUS)
        .args([&program, "--mcp-tools"])
        .output()
        .unwrap();
    let printed = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        json::to_string(at(&listed, "result").unwrap()),
        canonical(&printed)
    );
    assert_eq!(
        printed.matches(r#""name":"evaluate""#).count(),
        1,
        "{printed}"
    );
    assert!(
        printed.contains("Identity."),
        "the program's own: {printed}"
    );
    drop(s);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn mcp_tools_matches_the_committed_expected_file() {
    let out = Command::new(NEXUS)
        .arg(allkinds())
        .arg("--mcp-tools")
        .output()
        .unwrap();
    assert!(out.status.success());
    let stdout = String::from_utf8(out.stdout).unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    // Pure JSON on stdout: exactly one line.
    assert_eq!(stdout.matches('\n').count(), 1, "{stdout}");
    let expected_path = repo("tests/expected/allkinds.mcp-tools.json");
    let expected = std::fs::read_to_string(&expected_path).unwrap();
    assert_eq!(
        canonical(&stdout),
        canonical(&expected),
        "--mcp-tools differs from {expected_path}; if the change is intended, regenerate it with\n  \
         target/debug/nexus tests/programs/allkinds --mcp-tools | python3 -m json.tool --indent 1 --no-ensure-ascii > {expected_path}\n\
         and review the diff against seed 000's mapping table"
    );

    // Each exclusion is absent and gets a stderr note naming it and the reason.
    for (name, why) in [
        ("py_stdin", "@stdin"),
        ("py_table", "Arrow table"),
        ("py_stream", "stream handle"),
        ("r_table", "Arrow table"),
    ] {
        assert!(
            !stdout.contains(&format!("\"name\":\"{name}\"")),
            "{name} is excluded"
        );
        assert!(
            stderr
                .lines()
                .any(|l| l.contains(&format!("allkinds.{name} ")) && l.contains(why)),
            "a note for {name} ({why}):\n{stderr}"
        );
    }

    // A few mapping rows, spelled out (the expected file has them all).
    let v = json::parse(&stdout).unwrap();
    let Some(Value::Array(tools)) = at(&v, "tools") else {
        panic!()
    };
    let tool = |name: &str| {
        tools
            .iter()
            .find(|t| str_at(t, "name") == Some(name))
            .unwrap()
            .clone()
    };
    let kinds = tool("py_kinds");
    assert_eq!(
        str_at(&kinds, "description"),
        Some("Echo a positional, two options and a flag as a record.")
    );
    let props = |t: &Value| match at(t, "inputSchema.properties") {
        Some(Value::Object(o)) => o.keys().cloned().collect::<Vec<_>>(),
        _ => panic!(),
    };
    let mut k = props(&kinds);
    k.sort();
    assert_eq!(k, ["_1", "label", "loud", "n"]);
    assert_eq!(
        str_at(&kinds, "inputSchema.properties.loud.type"),
        Some("boolean")
    );
    assert_eq!(int_at(&kinds, "inputSchema.properties.n.default"), Some(3));
    assert_eq!(
        str_at(&kinds, "inputSchema.properties._1.description"),
        Some("A positional integer")
    );
    assert!(at(&kinds, "outputSchema").is_some() && at(&tool("py_add"), "outputSchema").is_none());
    let mut g = props(&tool("py_grp"));
    g.sort();
    assert_eq!(g, ["hp", "name", "weapon"]);
    // A record passed whole, as morloc's nexus publishes it: named for its
    // type lowercased; ours also documents and defaults the fields, and a
    // field with a default is not required (issue 40 item 24: seed 000,
    // the server fills an omitted one in; morloc's lists every field).
    let grp = tool("py_grp");
    assert_eq!(jat(&grp, "inputSchema.properties.weapon.required"), "[]");
    assert_eq!(
        str_at(
            &grp,
            "inputSchema.properties.weapon.properties.dmg.description"
        ),
        Some("The weapon's damage die (default: 4)")
    );
    assert_eq!(
        jat(&grp, "inputSchema.properties.weapon.properties.dmg.default"),
        "4"
    );
    assert_eq!(jat(&grp, "inputSchema.properties.hp.default"), "7");
    assert_eq!(
        str_at(&grp, "inputSchema.properties.hp.description"),
        Some("The monster's hit points (default: 7)")
    );
    // A `?T` positional may be left out, as in morloc's nexus.
    assert_eq!(jat(&tool("py_id_opt_int"), "inputSchema.required"), "[]");
    assert_eq!(props(&tool("py_add")), ["_1", "_2"]);
}

/// Seed 000 §7.5.5 rows that allkinds does not exercise: a function that
/// streams to @stdout and stream handles as a result or an `IStream`
/// argument. Each is left out with a stderr note; the rest are served.
#[test]
fn stream_exclusions_are_noted_and_the_rest_served() {
    let dir = temp_dir("streams");
    std::fs::write(dir.join("s.py"), "def ok(x):\n    return x\n").unwrap();
    let cmd = |name: &str, mid: u32, arg: &str, ret: &str| {
        format!(
            r#"{{"name":"{name}","type":"remote","pool":0,"mid":{mid},"desc":["{name}"],
                "args":[{{"kind":"pos","schema":"{arg}","desc":["x"]}}],"return":{{"schema":"{ret}"}}}}"#
        )
    };
    let commands = [
        cmd("ok", 0, "j", "j"),
        cmd("to_stdout", 1, "j", "O"),
        cmd("gives_handle", 2, "j", "I"),
        cmd("takes_istream", 3, "I", "j"),
    ]
    .join(",");
    std::fs::write(
        dir.join("manifest.json"),
        format!(
            r#"{{"name":"streams","version":"0.1.0","pools":[{{"lang":"py","source":"s.py"}}],"commands":[{commands}]}}"#
        ),
    )
    .unwrap();
    let out = Command::new(NEXUS)
        .arg(dir.to_string_lossy().as_ref())
        .arg("--mcp-tools")
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(out.status.success(), "{stderr}");
    let v = json::parse(&stdout).unwrap();
    let Some(Value::Array(tools)) = at(&v, "tools") else {
        panic!("{stdout}")
    };
    let names: Vec<&str> = tools.iter().filter_map(|t| str_at(t, "name")).collect();
    assert_eq!(names, ["ok", "evaluate"]);
    for (name, why) in [
        ("to_stdout", "@stdout"),
        ("gives_handle", "stream handle"),
        ("takes_istream", "stream handle"),
    ] {
        assert!(
            stderr
                .lines()
                .any(|l| l.contains(&format!("streams.{name} ")) && l.contains(why)),
            "a note for {name} ({why}):\n{stderr}"
        );
    }
    let _ = std::fs::remove_dir_all(dir);
}

/// JSON-RPC 2.0 §4: ids identify requests, so a second request reusing the
/// id of one still running is refused rather than silently losing a reply.
#[test]
fn a_reused_id_of_a_running_call_is_refused_and_the_first_call_still_answers() {
    let mut s = Server::ready(&allkinds(), &["--workers", "2"]);
    s.call(7, "py_sleep", r#"{"_1":1}"#);
    s.call(7, "py_add", r#"{"_1":1,"_2":1}"#);
    let refused = s.recv();
    assert_eq!(id_of(&refused), Some(7));
    assert_eq!(
        int(at(&refused, "error.code").expect("an error")),
        Some(-32600),
        "{}",
        s.context()
    );
    let first = s.recv();
    assert_eq!(ok_text(&first), "1", "{}", s.context());
}

/// A large reply whose client reads it late, with a notification arriving
/// meanwhile: the serving loop then has no call running and nothing queued,
/// but the writer is partway through the reply and needs the event loop.
/// An idle wait for stdin outside the event loop (up to 100 ms) would stall
/// the rest of the reply until it ended; the writer being busy must keep
/// the loop on the event loop. Three rounds: with the stall every round
/// takes at least the idle wait, without it each takes a few ms.
#[test]
fn a_reply_still_being_written_is_not_stalled_by_an_idle_wait() {
    let _serial = timing();
    let mut child = Command::new(NEXUS)
        .arg("mcp")
        .arg(allkinds())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn nexus mcp");
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::with_capacity(1 << 20, child.stdout.take().unwrap());
    let send = |stdin: &mut ChildStdin, line: &str| {
        stdin.write_all(line.as_bytes()).unwrap();
        stdin.write_all(b"\n").unwrap();
        stdin.flush().unwrap();
    };
    let mut line = Vec::new();
    let mut read_line = |line: &mut Vec<u8>| {
        line.clear();
        stdout.read_until(b'\n', line).unwrap();
    };
    send(
        &mut stdin,
        r#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"0"}}}"#,
    );
    read_line(&mut line);
    send(
        &mut stdin,
        r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
    );
    let n = 4_000_000;
    let mut rounds = Vec::new();
    for id in 1..=3 {
        send(
            &mut stdin,
            &format!(
                r#"{{"jsonrpc":"2.0","id":{id},"method":"tools/call","params":{{"name":"py_big","arguments":{{"_1":{n}}}}}}}"#
            ),
        );
        // The call finishes and the writer fills the pipe and waits.
        std::thread::sleep(Duration::from_millis(300));
        send(
            &mut stdin,
            r#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":999}}"#,
        );
        std::thread::sleep(Duration::from_millis(20));
        let start = Instant::now();
        read_line(&mut line);
        rounds.push(start.elapsed());
        assert!(
            line.len() > n,
            "round {id}: a reply of {} bytes",
            line.len()
        );
    }
    drop(stdin);
    let _ = child.wait();
    let fastest = rounds.iter().min().copied().unwrap_or_default();
    assert!(
        fastest < Duration::from_millis(60),
        "reading the rest of a reply took {rounds:?}: the writer waited for an idle wait to end"
    );
}
