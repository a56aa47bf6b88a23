//! Issue 7: private instances per connection and keyed shared instances,
//! against the real binary and a stateful Python pool (a counter and a
//! key-value store): over MCP stdio and MCP over HTTP sessions.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_nexus");

fn program(name: &str) -> String {
    format!("{}/tests/programs/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// Kills the child when the test ends, however it ends.
struct Guard(Child);

impl Drop for Guard {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// An MCP stdio client with a read timeout.
struct Stdio_ {
    _guard: Guard,
    input: ChildStdin,
    lines: mpsc::Receiver<String>,
    next_id: u64,
}

fn spawn_reader(out: ChildStdout) -> mpsc::Receiver<String> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(out).lines() {
            match line {
                Ok(l) => {
                    if tx.send(l).is_err() {
                        return;
                    }
                }
                Err(_) => return,
            }
        }
    });
    rx
}

impl Stdio_ {
    fn start(prog: &str, extra: &[&str]) -> Stdio_ {
        let mut child = Command::new(BIN)
            .arg("mcp")
            .arg(program(prog))
            .args(extra)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start nexus mcp");
        let input = child.stdin.take().unwrap();
        let lines = spawn_reader(child.stdout.take().unwrap());
        let mut client = Stdio_ {
            _guard: Guard(child),
            input,
            lines,
            next_id: 1,
        };
        client.request("initialize", r#"{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"0"}}"#);
        client.send(r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#);
        client
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    fn request(&mut self, method: &str, params: &str) -> String {
        let id = self.next_id;
        self.next_id += 1;
        self.send(&format!(
            r#"{{"jsonrpc":"2.0","id":{id},"method":"{method}","params":{params}}}"#
        ));
        let line = self
            .lines
            .recv_timeout(Duration::from_secs(20))
            .expect("a reply within 20 s");
        assert!(
            line.contains(&format!("\"id\":{id}")),
            "reply out of order: {line}"
        );
        line
    }

    fn call(&mut self, tool: &str, args: &str) -> String {
        self.request(
            "tools/call",
            &format!(r#"{{"name":"{tool}","arguments":{args}}}"#),
        )
    }
}

/// The text of a successful tools/call reply.
fn text_of(reply: &str) -> String {
    assert!(
        reply.contains("\"isError\":false"),
        "expected success: {reply}"
    );
    let v = nexus::json::parse(reply).expect("a JSON reply");
    let content = nexus::json::get(&v, "result").and_then(|r| nexus::json::get(r, "content"));
    match content {
        Some(nexus::json::Value::Array(blocks)) => nexus::json::get_str(&blocks[0], "text")
            .unwrap_or("")
            .to_string(),
        _ => panic!("no content in {reply}"),
    }
}

#[test]
fn two_stdio_clients_on_a_private_pool_each_see_their_own_state() {
    let mut a = Stdio_::start("private", &[]);
    let mut b = Stdio_::start("private", &[]);
    assert_eq!(text_of(&a.call("incr", "{}")), "1");
    assert_eq!(text_of(&a.call("incr", "{}")), "2");
    assert_eq!(text_of(&b.call("incr", "{}")), "1");
    assert_eq!(text_of(&a.call("incr", "{}")), "3");
}

/// A daemon on an ephemeral port, killed on drop.
struct Daemon {
    _guard: Guard,
    addr: String,
}

impl Daemon {
    fn start(prog: &str, extra: &[&str]) -> Daemon {
        let port_file = std::env::temp_dir().join(format!(
            "nexus-inst-{}-{}",
            std::process::id(),
            rand_suffix()
        ));
        let child = Command::new(BIN)
            .arg("daemon")
            .arg(program(prog))
            .args(["--port", "0", "--port-file"])
            .arg(&port_file)
            .args(extra)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start nexus daemon");
        let guard = Guard(child);
        let start = Instant::now();
        loop {
            if let Ok(text) = std::fs::read_to_string(&port_file)
                && text.ends_with('\n')
            {
                let _ = std::fs::remove_file(&port_file);
                return Daemon {
                    _guard: guard,
                    addr: text.trim().to_string(),
                };
            }
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "daemon did not start"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// One HTTP exchange: (status, headers, body).
    fn http(
        &self,
        method: &str,
        path: &str,
        headers: &[(&str, &str)],
        body: &str,
    ) -> (u16, String, String) {
        let mut s = TcpStream::connect(&self.addr).unwrap();
        s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
        let mut req = format!(
            "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: {}\r\n",
            body.len()
        );
        for (k, v) in headers {
            req.push_str(&format!("{k}: {v}\r\n"));
        }
        req.push_str("\r\n");
        req.push_str(body);
        s.write_all(req.as_bytes()).unwrap();
        let mut out = String::new();
        s.read_to_string(&mut out).unwrap();
        let (head, body) = out.split_once("\r\n\r\n").unwrap_or((&out, ""));
        let status = head
            .split(' ')
            .nth(1)
            .and_then(|c| c.parse().ok())
            .unwrap_or(0);
        (status, head.to_string(), body.to_string())
    }

    fn session(&self) -> Session<'_> {
        let (status, head, _) = self.http(
            "POST",
            "/mcp",
            &[],
            r#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"0"}}}"#,
        );
        assert_eq!(status, 200);
        let id = head
            .lines()
            .find_map(|l| {
                l.strip_prefix("Mcp-Session-Id: ")
                    .or_else(|| l.strip_prefix("mcp-session-id: "))
            })
            .expect("a session id")
            .trim()
            .to_string();
        let s = Session { daemon: self, id };
        let (status, _, _) = s.post(r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#);
        assert_eq!(status, 202);
        s
    }
}

fn rand_suffix() -> u128 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos()
}

struct Session<'a> {
    daemon: &'a Daemon,
    id: String,
}

impl Session<'_> {
    fn post(&self, body: &str) -> (u16, String, String) {
        self.daemon
            .http("POST", "/mcp", &[("Mcp-Session-Id", &self.id)], body)
    }

    fn call(&self, tool: &str, args: &str) -> String {
        let (status, _, body) = self.post(&format!(
            r#"{{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{{"name":"{tool}","arguments":{args}}}}}"#
        ));
        assert_eq!(status, 200, "{body}");
        body
    }

    fn delete(&self) -> u16 {
        self.daemon
            .http("DELETE", "/mcp", &[("Mcp-Session-Id", &self.id)], "")
            .0
    }
}

/// Whether `pid` runs: its stat reads and it is not a zombie. One read:
/// a process reaped between a check that /proc/PID exists and the read
/// of its stat counted as alive, and failed a CI run.
fn pid_alive(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| !stat.contains(") Z "))
}

#[test]
fn http_sessions_on_a_private_pool_are_isolated_and_released_by_delete() {
    let d = Daemon::start("private", &[]);
    let a = d.session();
    let b = d.session();
    assert_eq!(text_of(&a.call("incr", "{}")), "1");
    assert_eq!(text_of(&a.call("incr", "{}")), "2");
    assert_eq!(text_of(&b.call("incr", "{}")), "1");
    let a_pid: u32 = text_of(&a.call("pid", "{}")).parse().unwrap();
    let b_pid: u32 = text_of(&b.call("pid", "{}")).parse().unwrap();
    assert_ne!(a_pid, b_pid, "each session has its own worker");
    assert!(pid_alive(a_pid));
    assert_eq!(a.delete(), 200);
    let start = Instant::now();
    while pid_alive(a_pid) && start.elapsed() < Duration::from_secs(5) {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(
        !pid_alive(a_pid),
        "the deleted session's worker {a_pid} is gone"
    );
    assert!(pid_alive(b_pid), "the other session's worker lives on");
    assert_eq!(text_of(&b.call("incr", "{}")), "2");
}

#[test]
fn a_private_pool_on_the_json_api_gets_a_fresh_instance_per_request() {
    let d = Daemon::start("private", &[]);
    for _ in 0..2 {
        let (status, _, body) = d.http("POST", "/call/incr", &[], "[]");
        assert_eq!(
            (status, body.as_str()),
            (200, r#"{"status":"ok","result":1}"#)
        );
    }
}

#[test]
fn the_front_ends_connection_header_is_ignored_over_tcp() {
    // Only the front end, on the daemon's Unix socket, may name a session:
    // over TCP every /call on a private pool still gets a fresh instance,
    // and the release route does not exist.
    let d = Daemon::start("private", &[]);
    for _ in 0..2 {
        let (status, _, body) = d.http("POST", "/call/incr", &[("Nexus-Connection", "7")], "[]");
        assert_eq!(
            (status, body.as_str()),
            (200, r#"{"status":"ok","result":1}"#)
        );
    }
    let (status, _, _) = d.http("DELETE", "/connections/7", &[], "");
    assert_eq!(status, 404);
}

#[test]
fn a_keyed_instance_is_released_over_the_json_api() {
    let d = Daemon::start("keyed", &[]);
    let (_, _, discover) = d.http("GET", "/discover", &[], "");
    assert!(
        discover
            .contains(r#""releases":[{"name":"py__release","pool":0,"call":"/call/py__release""#),
        "/discover lists the release route: {discover}"
    );
    let set = d.http(
        "POST",
        "/call/kv_set",
        &[],
        r#"{"instance":"k","_1":"a","_2":"b"}"#,
    );
    assert_eq!(set.0, 200, "{}", set.2);
    let release = |expect: &str| {
        let (status, _, body) = d.http("POST", "/call/py__release", &[], r#"{"instance":"k"}"#);
        assert_eq!(
            (status, body.as_str()),
            (
                200,
                format!(r#"{{"status":"ok","result":{{"released":{expect}}}}}"#).as_str()
            )
        );
    };
    release("true");
    let (_, _, body) = d.http("POST", "/call/kv_get", &[], r#"{"instance":"k","_1":"a"}"#);
    assert_eq!(
        body, r#"{"status":"ok","result":null}"#,
        "released state is gone"
    );
    // That kv_get made a fresh instance for k; releasing it empties the key.
    release("true");
    release("false");
    let (status, _, body) = d.http(
        "POST",
        "/call/py__release",
        &[],
        r#"{"instance":"no spaces"}"#,
    );
    assert_eq!(status, 400, "{body}");
    assert!(body.contains("instance key"), "{body}");
    let (status, _, body) = d.http("POST", "/call/py__release", &[], "[]");
    assert_eq!(status, 400, "{body}");
}

#[test]
fn keyed_instances_are_shared_by_key_isolated_across_keys_and_expire_when_idle() {
    let d = Daemon::start("keyed", &["--instance-idle", "1"]);
    let a = d.session();
    let b = d.session();
    assert_eq!(
        text_of(&a.call("kv_set", r#"{"_1":"k","_2":"v1","instance":"shared-1"}"#)),
        "\"v1\""
    );
    assert_eq!(
        text_of(&b.call("kv_get", r#"{"_1":"k","instance":"shared-1"}"#)),
        "\"v1\"",
        "same key shares state across sessions"
    );
    assert_eq!(
        text_of(&b.call("kv_get", r#"{"_1":"k","instance":"other"}"#)),
        "null",
        "different keys are isolated"
    );
    let missing = a.call("incr", "{}");
    assert!(
        missing.contains("-32602") && missing.contains("instance"),
        "{missing}"
    );
    let bad = a.call("incr", r#"{"instance":"no spaces allowed"}"#);
    assert!(bad.contains("-32602"), "{bad}");
    let (_, _, discover) = d.http("GET", "/discover", &[], "");
    assert!(
        discover.contains("\"kind\":\"keyed\"") && discover.contains("\"key\":\"shared-1\""),
        "{discover}"
    );
    std::thread::sleep(Duration::from_millis(2500));
    assert_eq!(
        text_of(&a.call("kv_get", r#"{"_1":"k","instance":"shared-1"}"#)),
        "null",
        "an idle key expired"
    );
    assert_eq!(text_of(&a.call("incr", r#"{"instance":"r"}"#)), "1");
    let released = a.call("py__release", r#"{"instance":"r"}"#);
    assert_eq!(text_of(&released), r#"{"released":true}"#);
    assert_eq!(
        text_of(&a.call("incr", r#"{"instance":"r"}"#)),
        "1",
        "a released key starts afresh"
    );
}

#[test]
fn the_instance_cap_refuses_the_next_instance_and_keeps_the_others_working() {
    let d = Daemon::start("keyed", &["--max-instances", "2"]);
    let s = d.session();
    assert_eq!(text_of(&s.call("incr", r#"{"instance":"a"}"#)), "1");
    assert_eq!(text_of(&s.call("incr", r#"{"instance":"b"}"#)), "1");
    let refused = s.call("incr", r#"{"instance":"c"}"#);
    assert!(
        refused.contains("\"isError\":true") && refused.contains("cap"),
        "{refused}"
    );
    let (status, head, _) = d.http("POST", "/call/incr", &[], r#"{"instance":"d"}"#);
    assert_eq!(status, 503);
    assert!(head.to_ascii_lowercase().contains("retry-after"));
    assert_eq!(text_of(&s.call("incr", r#"{"instance":"a"}"#)), "2");
}

#[test]
fn killing_one_private_instance_leaves_the_others_untouched() {
    let d = Daemon::start("private", &[]);
    let a = d.session();
    let b = d.session();
    assert_eq!(text_of(&a.call("incr", "{}")), "1");
    assert_eq!(text_of(&b.call("incr", "{}")), "1");
    assert_eq!(text_of(&b.call("incr", "{}")), "2");
    let a_pid: u32 = text_of(&a.call("pid", "{}")).parse().unwrap();
    let _ = Command::new("kill")
        .args(["-9", &a_pid.to_string()])
        .status();
    std::thread::sleep(Duration::from_millis(200));
    let after = a.call("incr", "{}");
    // The crashed instance reports its state loss (or, if its replacement was
    // already up, starts from zero); the other session is untouched.
    assert!(
        after.contains("state was lost") || text_of(&after) == "1",
        "{after}"
    );
    assert_eq!(text_of(&b.call("incr", "{}")), "3");
}

#[test]
fn a_sequential_client_keeps_reaching_the_most_recently_idle_worker() {
    // Idle workers form a stack: with two workers, one call after another
    // lands on the same warm worker instead of alternating between them.
    let d = Daemon::start("stateful", &["--workers", "2"]);
    let pids: Vec<String> = (0..6)
        .map(|_| {
            let (status, _, body) = d.http("POST", "/call/pid", &[], "[]");
            assert_eq!(status, 200, "{body}");
            body
        })
        .collect();
    assert!(
        pids.iter().all(|p| *p == pids[0]),
        "sequential calls moved between workers: {pids:?}"
    );
}

#[test]
fn the_serving_modes_help_documents_the_instances_field() {
    for mode in ["mcp", "daemon"] {
        let out = Command::new(BIN)
            .args([mode, "--help"])
            .output()
            .expect("run nexus --help");
        let text = String::from_utf8_lossy(&out.stdout);
        for needle in [
            "\"instances\" field",
            "\"shared\"",
            "\"private\"",
            "\"keyed\"",
            "--max-instances",
        ] {
            assert!(
                text.contains(needle),
                "nexus {mode} --help lacks {needle}:\n{text}"
            );
        }
    }
}

impl Session<'_> {
    /// A `tools/call` under request id `id` (calls in flight at once in one
    /// session need distinct ids).
    fn call_id(&self, id: u64, tool: &str, args: &str) -> String {
        let (status, _, body) = self.post(&format!(
            r#"{{"jsonrpc":"2.0","id":{id},"method":"tools/call","params":{{"name":"{tool}","arguments":{args}}}}}"#
        ));
        assert_eq!(status, 200, "{body}");
        body
    }
}

/// Issue 44, part 3: `--instances per-session` on a program whose pool is
/// shared (one worker): each legacy session gets its own worker, started at
/// its first call, with its own state, and DELETE stops it; each handle of
/// the pool's open tool is one more, on the JSON API; `evaluate` says where
/// a call would run. Calls of both sessions are in flight at once.
#[test]
fn per_session_instances_give_each_session_its_own_workers_until_it_ends() {
    let d = Daemon::start("stateful", &["--instances", "per-session"]);
    let a = d.session();
    let b = d.session();
    let dry = a.call_id(9, "evaluate", r#"{"action":"incr","body":{}}"#);
    assert!(
        dry.contains("this connection's private instance of pool 0 (started on first call)"),
        "{dry}"
    );
    // Three calls per session, all six in flight at once.
    let (mut ca, mut cb) = std::thread::scope(|scope| {
        let (a, b) = (&a, &b);
        let ha: Vec<_> = (1..=3u64)
            .map(|id| scope.spawn(move || text_of(&a.call_id(id, "incr", "{}"))))
            .collect();
        let hb: Vec<_> = (1..=3u64)
            .map(|id| scope.spawn(move || text_of(&b.call_id(id, "incr", "{}"))))
            .collect();
        let ca: Vec<String> = ha.into_iter().map(|h| h.join().unwrap()).collect();
        let cb: Vec<String> = hb.into_iter().map(|h| h.join().unwrap()).collect();
        (ca, cb)
    });
    ca.sort();
    cb.sort();
    assert_eq!(ca, ["1", "2", "3"], "session a counts alone");
    assert_eq!(cb, ["1", "2", "3"], "session b counts alone");
    let a_pid: u32 = text_of(&a.call("pid", "{}")).parse().unwrap();
    let b_pid: u32 = text_of(&b.call("pid", "{}")).parse().unwrap();
    assert_ne!(a_pid, b_pid, "each session has its own worker");
    let dry = a.call_id(9, "evaluate", r#"{"action":"incr","body":{}}"#);
    assert!(
        dry.contains("private instance of pool 0 (running)"),
        "{dry}"
    );
    // A handle of the JSON API is its own instance too.
    let (status, _, body) = d.http("POST", "/call/py__open", &[], "{}");
    assert_eq!(status, 200, "{body}");
    let v = nexus::json::parse(&body).unwrap();
    let handle = nexus::json::get(&v, "result")
        .and_then(|r| nexus::json::get_str(r, "instance"))
        .expect("a handle")
        .to_string();
    let with = format!(r#"{{"instance":"{handle}"}}"#);
    for want in ["1", "2"] {
        let (status, _, body) = d.http("POST", "/call/incr", &[], &with);
        assert_eq!(
            (status, body.as_str()),
            (
                200,
                format!(r#"{{"status":"ok","result":{want}}}"#).as_str()
            )
        );
    }
    // DELETE stops a's worker alone.
    assert_eq!(a.delete(), 200);
    let start = Instant::now();
    while pid_alive(a_pid) && start.elapsed() < Duration::from_secs(5) {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(
        !pid_alive(a_pid),
        "the deleted session's worker {a_pid} is gone"
    );
    assert!(pid_alive(b_pid), "the other session's worker lives on");
    assert_eq!(text_of(&b.call("incr", "{}")), "4");
}
