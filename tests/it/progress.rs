//! Long calls talk back (issue 13): progress and logs from pool functions,
//! on the raw wire of MCP over stdio and HTTP (both eras) and of the JSON
//! API (the daemon's and the front end's, keep-alives included), through
//! the official Python SDK (stdio, daemon, front end; both eras), and as
//! `nexus run`'s bar in a pseudo-terminal. The program is
//! tests/programs/progress.

use crate::common;

use common::{nexus_bin, program, repo};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

const LIMIT: Duration = Duration::from_secs(60);

/// `nexus mcp tests/programs/progress`, initialized, speaking raw lines.
struct Stdio_ {
    child: Child,
    stdin: ChildStdin,
    lines: BufReader<ChildStdout>,
}

impl Stdio_ {
    /// Initialized in the 2025 era.
    fn start() -> Stdio_ {
        let mut s = Stdio_::spawn();
        s.send(r#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#);
        assert!(s.line().contains("\"id\":0"));
        s.send(r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#);
        s
    }

    /// No handshake: the first request fixes the era.
    fn spawn() -> Stdio_ {
        let mut child = Command::new(nexus_bin())
            .args(["mcp", &program("progress")])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn nexus mcp");
        let stdin = child.stdin.take().unwrap();
        let lines = BufReader::new(child.stdout.take().unwrap());
        Stdio_ {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
    }

    fn line(&mut self) -> String {
        let mut l = String::new();
        self.lines.read_line(&mut l).unwrap();
        assert!(!l.is_empty(), "nexus mcp closed stdout");
        l
    }

    /// Lines up to and including the reply with `id`.
    fn until_reply(&mut self, id: u32) -> Vec<String> {
        let mut out = Vec::new();
        loop {
            let l = self.line();
            let done = l.contains(&format!("\"id\":{id},"));
            out.push(l);
            if done {
                return out;
            }
        }
    }

    fn call(&mut self, id: u32, tool: &str, args: &str, token: Option<&str>) {
        let meta = token
            .map(|t| format!(r#","_meta":{{"progressToken":{t}}}"#))
            .unwrap_or_default();
        self.send(&format!(
            r#"{{"jsonrpc":"2.0","id":{id},"method":"tools/call","params":{{"name":"{tool}","arguments":{args}{meta}}}}}"#
        ));
    }
}

impl Drop for Stdio_ {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The `progress` values of the progress notifications among `lines`.
fn progress_values(lines: &[String]) -> Vec<f64> {
    lines
        .iter()
        .filter(|l| l.contains("notifications/progress"))
        .map(|l| {
            let at = l.find("\"progress\":").expect("progress field") + 11;
            let rest = &l[at..];
            let end = rest.find([',', '}']).unwrap();
            rest[..end].parse().unwrap()
        })
        .collect()
}

#[test]
fn stdio_notifications_come_before_the_result_and_never_after() {
    let mut s = Stdio_::start();
    s.call(1, "count", r#"{"n":4,"delay":0.05}"#, Some(r#""tok-1""#));
    let lines = s.until_reply(1);
    assert_eq!(
        progress_values(&lines),
        vec![1.0, 2.0, 3.0, 4.0],
        "{lines:?}"
    );
    assert!(
        lines[..lines.len() - 1]
            .iter()
            .all(|l| l.contains("\"progressToken\":\"tok-1\"")),
        "{lines:?}"
    );
    // Nothing follows the result: the next line is the next request's reply.
    s.send(r#"{"jsonrpc":"2.0","id":2,"method":"ping"}"#);
    let next = s.line();
    assert!(next.contains("\"id\":2"), "after the result: {next}");
}

#[test]
fn stdio_no_token_means_no_notifications() {
    let mut s = Stdio_::start();
    s.call(1, "count", r#"{"n":3,"delay":0.02}"#, None);
    let lines = s.until_reply(1);
    assert_eq!(lines.len(), 1, "{lines:?}");
    // No logging/setLevel either: no log messages.
    assert!(!lines[0].contains("notifications/"), "{lines:?}");
}

#[test]
fn stdio_coalesces_a_hundred_thousand_reports() {
    let mut s = Stdio_::start();
    let started = Instant::now();
    s.call(1, "spin", r#"{"n":100000}"#, Some("7"));
    let lines = s.until_reply(1);
    let secs = started.elapsed().as_secs_f64();
    let values = progress_values(&lines);
    assert_eq!(values.last(), Some(&100000.0), "the last value is sent");
    assert!(values.windows(2).all(|w| w[0] < w[1]), "{values:?}");
    // A burst of 3, then ten a second, plus the last one.
    let bound = 4.0 + 10.0 * secs.ceil();
    assert!(
        (values.len() as f64) <= bound,
        "{} notifications in {secs:.2} s",
        values.len()
    );
}

#[test]
fn stdio_cancellation_stops_the_notifications() {
    let mut s = Stdio_::start();
    s.call(1, "count", r#"{"n":100,"delay":0.05}"#, Some("1"));
    // Wait for the stream to start, then cancel.
    let first = s.line();
    assert!(first.contains("notifications/progress"), "{first}");
    s.send(r#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}"#);
    // Whatever was in flight drains within a moment; then a ping's reply is
    // the only line, and nothing more comes for the cancelled call.
    std::thread::sleep(Duration::from_millis(300));
    s.send(r#"{"jsonrpc":"2.0","id":2,"method":"ping"}"#);
    let lines = s.until_reply(2);
    assert!(lines.len() <= 3, "{lines:?}");
    std::thread::sleep(Duration::from_millis(400));
    s.send(r#"{"jsonrpc":"2.0","id":3,"method":"ping"}"#);
    let after = s.until_reply(3);
    assert_eq!(
        after.len(),
        1,
        "notifications after the cancellation: {after:?}"
    );
}

#[test]
fn stdio_logs_follow_set_level_with_the_tool_as_logger() {
    let mut s = Stdio_::start();
    s.send(r#"{"jsonrpc":"2.0","id":1,"method":"logging/setLevel","params":{"level":"warning"}}"#);
    assert!(s.line().contains("\"result\":{}"));
    s.call(2, "count", r#"{"n":1,"delay":0}"#, None);
    let lines = s.until_reply(2);
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(
        lines[0].contains(r#""params":{"level":"warning","logger":"count","data":"counted to 1"}"#),
        "{lines:?}"
    );
    s.send(r#"{"jsonrpc":"2.0","id":3,"method":"logging/setLevel","params":{"level":"loud"}}"#);
    assert!(s.line().contains("-32602"));
}

#[test]
fn log_calls_reach_stderr_as_one_structured_line() {
    let out = Command::new(nexus_bin())
        .args(["run", &program("progress"), "count", "2", "0"])
        .output()
        .expect("run");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "2\n");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(r#"nexus: log program=progress tool=count level=debug message="starting""#),
        "{err}"
    );
    assert!(
        err.contains("level=warning message=\"counted to 2\""),
        "{err}"
    );
    assert!(!err.contains('\x1b'), "no bar in a pipe: {err:?}");
}

/// A `nexus daemon tests/programs/progress --port 0`, killed on drop.
struct Daemon {
    child: Child,
    addr: SocketAddr,
    dir: PathBuf,
}

impl Daemon {
    fn start() -> Daemon {
        Daemon::start_with(&[])
    }

    /// A daemon with extra environment variables.
    fn start_with(env: &[(&str, &str)]) -> Daemon {
        let dir = common::scratch("progress", "daemon");
        let port_file = dir.join("port");
        let mut child = Command::new(nexus_bin())
            .args(["daemon", &program("progress"), "--port", "0", "--port-file"])
            .arg(&port_file)
            .envs(env.iter().copied())
            .env_remove("NEXUS_TOKEN")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn daemon");
        let started = Instant::now();
        loop {
            if let Ok(t) = std::fs::read_to_string(&port_file)
                && let Ok(addr) = t.trim().parse()
            {
                return Daemon { child, addr, dir };
            }
            if child.try_wait().ok().flatten().is_some() || started.elapsed() > LIMIT {
                let _ = child.kill();
                let _ = child.wait();
                panic!("the daemon did not start");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// One POST; returns the raw response (head and body) once the server
    /// closes or the body completes (`Connection: close`).
    fn post(&self, path: &str, headers: &[&str], body: &str) -> String {
        let mut s = TcpStream::connect(self.addr).unwrap();
        s.set_read_timeout(Some(LIMIT)).unwrap();
        let mut req = format!(
            "POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n",
            body.len()
        );
        for h in headers {
            req.push_str(h);
            req.push_str("\r\n");
        }
        req.push_str("\r\n");
        req.push_str(body);
        s.write_all(req.as_bytes()).unwrap();
        let mut out = String::new();
        s.read_to_string(&mut out).unwrap();
        out
    }

    fn pid(&self) -> String {
        let r = self.post("/call/pid", &[], "{}");
        r.rsplit("\r\n\r\n").next().unwrap().to_string()
    }
}

impl Drop for Daemon {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// The body of a chunked response, de-chunked.
fn dechunk(raw: &str) -> String {
    let (_, mut rest) = raw.split_once("\r\n\r\n").unwrap();
    let mut out = String::new();
    loop {
        let (size, after) = rest.split_once("\r\n").expect("chunk size line");
        let n = usize::from_str_radix(size.trim(), 16).expect("hex chunk size");
        if n == 0 {
            return out;
        }
        out.push_str(&after[..n]);
        rest = &after[n + 2..];
    }
}

/// `(event, data)` pairs of an SSE body.
fn events(body: &str) -> Vec<(String, String)> {
    body.split("\n\n")
        .filter(|e| !e.trim().is_empty() && !e.starts_with(':'))
        .map(|e| {
            let mut name = String::new();
            let mut data = String::new();
            for line in e.lines() {
                if let Some(v) = line.strip_prefix("event: ") {
                    name = v.to_string();
                } else if let Some(v) = line.strip_prefix("data: ") {
                    data = v.to_string();
                } else {
                    panic!("not an SSE line: {line:?} in {body:?}");
                }
            }
            (name, data)
        })
        .collect()
}

const MCP_ACCEPT: &str = "Accept: application/json, text/event-stream";

fn mcp_session(d: &Daemon) -> String {
    let init = d.post(
        "/mcp",
        &[MCP_ACCEPT],
        r#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#,
    );
    let sid = init
        .lines()
        .find_map(|l| l.strip_prefix("Mcp-Session-Id: "))
        .expect("a session id")
        .trim()
        .to_string();
    d.post(
        "/mcp",
        &[MCP_ACCEPT, &format!("Mcp-Session-Id: {sid}")],
        r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
    );
    sid
}

#[test]
fn http_progress_goes_on_the_requests_own_event_stream() {
    let d = Daemon::start();
    let sid = mcp_session(&d);
    let session = format!("Mcp-Session-Id: {sid}");
    let raw = d.post(
        "/mcp",
        &[MCP_ACCEPT, &session],
        r#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"count","arguments":{"n":3,"delay":0.05},"_meta":{"progressToken":"h"}}}"#,
    );
    assert!(raw.contains("Content-Type: text/event-stream"), "{raw}");
    assert!(raw.contains("X-Accel-Buffering: no"), "{raw}");
    let evs = events(&dechunk(&raw));
    let datas: Vec<String> = evs.iter().map(|(_, d)| d.clone()).collect();
    assert_eq!(progress_values(&datas), vec![1.0, 2.0, 3.0], "{datas:?}");
    assert!(
        datas.last().unwrap().contains("\"id\":1,\"result\""),
        "{datas:?}"
    );
    assert_eq!(
        datas.iter().filter(|d| d.contains("\"id\":1")).count(),
        1,
        "one reply, last"
    );
    // A call that reports nothing is answered as plain JSON.
    let raw = d.post(
        "/mcp",
        &[MCP_ACCEPT, &session],
        r#"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"quiet","arguments":{"n":10},"_meta":{"progressToken":"q"}}}"#,
    );
    assert!(raw.contains("Content-Type: application/json"), "{raw}");
    assert!(raw.contains("Content-Length:"), "{raw}");
}

#[test]
fn the_json_api_event_stream_is_well_formed() {
    let d = Daemon::start();
    let raw = d.post(
        "/call/count",
        &["Accept: text/event-stream"],
        r#"{"n":3,"delay":0.02}"#,
    );
    assert!(raw.starts_with("HTTP/1.1 200"), "{raw}");
    assert!(raw.contains("Content-Type: text/event-stream"), "{raw}");
    let evs = events(&dechunk(&raw));
    let names: Vec<&str> = evs.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(
        names,
        [
            "log", "log", "progress", "progress", "progress", "log", "result"
        ],
        "{evs:?}"
    );
    assert_eq!(evs[0].1, r#"{"level":"debug","message":"starting"}"#);
    assert_eq!(evs[2].1, r#"{"progress":1,"total":3,"message":"step 1"}"#);
    assert_eq!(evs[6].1, r#"{"status":"ok","result":3}"#);
    // An error ends with an error event carrying the status code.
    let raw = d.post(
        "/call/count",
        &["Accept: text/event-stream"],
        r#"{"n":"three","delay":0}"#,
    );
    let evs = events(&dechunk(&raw));
    assert_eq!(evs.len(), 1, "{evs:?}");
    assert_eq!(evs[0].0, "error");
    assert!(
        evs[0]
            .1
            .starts_with(r#"{"code":400,"status":"error","error":"argument 'n'"#),
        "{evs:?}"
    );
    // The default response is unchanged.
    let raw = d.post("/call/count", &[], r#"{"n":2,"delay":0}"#);
    assert!(raw.ends_with(r#"{"status":"ok","result":2}"#), "{raw}");
}

#[test]
fn a_disconnecting_http_client_ends_the_call() {
    let d = Daemon::start();
    let before = d.pid();
    let mut s = TcpStream::connect(d.addr).unwrap();
    let body = r#"{"n":200,"delay":0.05}"#;
    write!(
        s,
        "POST /call/count HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut first = [0u8; 256];
    let n = common::read_some(&mut s, &mut first).unwrap();
    assert!(String::from_utf8_lossy(&first[..n]).contains("200 OK"));
    drop(s);
    // The call (10 s long) is cancelled: its worker is replaced at once.
    let started = Instant::now();
    loop {
        let now = d.pid();
        if now != before {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "the worker still runs the abandoned call"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn nexus_run_draws_a_bar_on_a_terminal_only() {
    if Command::new("script").arg("--version").output().is_err() {
        panic!("`script` (util-linux) is needed: apt-get install bsdutils");
    }
    let cmd = format!("{} run {} count 4 0.05", nexus_bin(), program("progress"));
    let out = Command::new("script")
        .args(["-qec", &cmd, "/dev/null"])
        .stdin(Stdio::null())
        .output()
        .expect("script");
    let tty = String::from_utf8_lossy(&out.stdout);
    assert!(tty.contains("\x1b[2K"), "the bar redraws in place: {tty:?}");
    assert!(
        tty.contains("step 2 [############------------]  50% 2/4"),
        "{tty:?}"
    );
    assert!(tty.contains("ETA"), "{tty:?}");
    assert!(
        tty.contains("level=warning message=\"counted to 4\""),
        "{tty:?}"
    );
    // The result comes after the bar is erased, on the cleared line.
    assert!(tty.ends_with("\r\x1b[2K4\r\n"), "{tty:?}");
    // In a pipe: no bar, plain log lines, stdout exactly the result.
    let piped = Command::new(nexus_bin())
        .args(["run", &program("progress"), "count", "4", "0.05"])
        .output()
        .unwrap();
    assert_eq!(piped.stdout, b"4\n");
    let err = String::from_utf8_lossy(&piped.stderr);
    assert!(!err.contains('[') && !err.contains('\x1b'), "{err:?}");
}

/// Runs tests/py/test_progress.py with the SDK's Python.
fn sdk(args: &[&str]) {
    let python = match common::sdk_python("import mcp.client.streamable_http") {
        Ok(p) => p,
        Err(why) if std::env::var("NEXUS_SKIP_SDK_TESTS").as_deref() == Ok("1") => {
            eprintln!("skipped (NEXUS_SKIP_SDK_TESTS=1): {why}");
            return;
        }
        Err(why) => panic!("{why}"),
    };
    let out = Command::new(python)
        .arg(repo().join("tests/py/test_progress.py"))
        .args(args)
        .env("NEXUS_BIN", nexus_bin())
        .output()
        .expect("python");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        out.status.success() && text.contains("checks passed"),
        "{text}"
    );
}

#[test]
fn sdk_gets_progress_and_logs_over_stdio() {
    sdk(&["stdio"]);
}

#[test]
fn sdk_gets_progress_and_logs_over_http() {
    let d = Daemon::start();
    sdk(&["http", &format!("http://{}/mcp", d.addr)]);
}

#[test]
fn sdk_gets_progress_and_logs_through_the_front_end() {
    let front = FrontEnd::start(&[]);
    sdk(&["frontend", &format!("http://{}/mcp", front.addr)]);
}

#[test]
fn sdk_modern_gets_progress_and_asked_for_logs_over_stdio() {
    sdk(&["modern-stdio"]);
}

#[test]
fn sdk_modern_gets_progress_and_asked_for_logs_over_http() {
    let d = Daemon::start();
    sdk(&["modern-http", &format!("http://{}/mcp", d.addr)]);
}

#[test]
fn sdk_modern_gets_progress_and_asked_for_logs_through_the_front_end() {
    let front = FrontEnd::start(&[]);
    sdk(&["modern-frontend", &format!("http://{}/mcp", front.addr)]);
}

/// A front end (`nexus start`) in a scratch NEXUS_HOME with the progress
/// program on its MCP and API views; stopped on drop.
struct FrontEnd {
    home: PathBuf,
    addr: SocketAddr,
}

impl FrontEnd {
    fn start(env: &[(&str, &str)]) -> FrontEnd {
        let home = common::scratch("progress", "home");
        let nexus = |args: &[&str]| {
            let out = Command::new(nexus_bin())
                .args(args)
                .env("NEXUS_HOME", &home)
                .envs(env.iter().copied())
                .env_remove("NEXUS_TOKEN")
                .stdin(Stdio::null())
                .output()
                .unwrap();
            assert!(out.status.success(), "{args:?}: {out:?}");
        };
        nexus(&["install", &program("progress")]);
        nexus(&["expose", "add", "progress", "--as", "mcp,api"]);
        nexus(&["start", "--port", "0"]);
        let record = std::fs::read_to_string(home.join("server.json")).unwrap();
        let at = record.find("\"address\":\"").unwrap() + 11;
        let addr = record[at..at + record[at..].find('"').unwrap()]
            .parse()
            .unwrap();
        FrontEnd { home, addr }
    }

    /// The progress program's worker pid, through the front end's JSON API.
    fn pid(&self) -> String {
        let mut s = TcpStream::connect(self.addr).unwrap();
        s.set_read_timeout(Some(LIMIT)).unwrap();
        s.write_all(b"POST /call/progress/pid HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: 2\r\n\r\n{}")
            .unwrap();
        let mut out = String::new();
        s.read_to_string(&mut out).unwrap();
        assert!(out.starts_with("HTTP/1.1 200"), "{out}");
        out.rsplit("\r\n\r\n").next().unwrap().to_string()
    }
}

impl Drop for FrontEnd {
    fn drop(&mut self) {
        let _ = Command::new(nexus_bin())
            .arg("stop")
            .env("NEXUS_HOME", &self.home)
            .stdin(Stdio::null())
            .output();
        let _ = std::fs::remove_dir_all(&self.home);
    }
}

/// Sends one request (`Connection: close`) and reads the raw response as
/// it arrives, noting when each of `marks` first shows in it.
fn timed(addr: SocketAddr, request: &str, marks: &[&str]) -> (String, Vec<Option<Duration>>) {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(LIMIT)).unwrap();
    s.write_all(request.as_bytes()).unwrap();
    let started = Instant::now();
    let mut seen = vec![None; marks.len()];
    let mut raw = Vec::new();
    let mut buf = [0u8; 4096];
    loop {
        let n = common::read_some(&mut s, &mut buf).unwrap();
        if n == 0 {
            break;
        }
        raw.extend_from_slice(&buf[..n]);
        let text = String::from_utf8_lossy(&raw);
        for (at, mark) in seen.iter_mut().zip(marks) {
            if at.is_none() && text.contains(mark) {
                *at = Some(started.elapsed());
            }
        }
    }
    (String::from_utf8_lossy(&raw).into_owned(), seen)
}

fn post(path: &str, headers: &[&str], body: &str) -> String {
    let mut req = format!(
        "POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n",
        body.len()
    );
    for h in headers {
        req.push_str(h);
        req.push_str("\r\n");
    }
    req.push_str("\r\n");
    req.push_str(body);
    req
}

#[test]
fn the_front_ends_json_api_streams_events_as_they_come() {
    let front = FrontEnd::start(&[(KEEPALIVE_ENV, "300")]);
    // Start the daemon first, so the timing below is the call's own.
    front.pid();
    let (raw, at) = timed(
        front.addr,
        &post(
            "/call/progress/nap",
            &["Accept: text/event-stream"],
            r#"{"secs":1.5}"#,
        ),
        &["event: progress", "event: result"],
    );
    // The front end keeps its own stream alive through the silence.
    assert!(
        keepalives_between(&raw, "event: progress", "event: result") >= 2,
        "{raw}"
    );
    assert!(raw.starts_with("HTTP/1.1 200"), "{raw}");
    assert!(raw.contains("Content-Type: text/event-stream"), "{raw}");
    assert!(raw.contains("X-Accel-Buffering: no"), "{raw}");
    let (progress, result) = (at[0].expect("a progress event"), at[1].expect("a result"));
    assert!(
        progress + Duration::from_millis(1000) < result,
        "the progress event came at {progress:?}, the result at {result:?}: buffered"
    );
    let evs = events(&dechunk(&raw));
    assert_eq!(
        evs,
        [
            (
                "progress".to_string(),
                r#"{"progress":1,"total":2,"message":"napping"}"#.to_string()
            ),
            (
                "result".to_string(),
                r#"{"status":"ok","result":1.5}"#.to_string()
            ),
        ]
    );
    // A refusal (bad argument) is one error event with its code; an
    // unknown command too; the default response is unchanged.
    let (raw, _) = timed(
        front.addr,
        &post(
            "/call/progress/nap",
            &["Accept: text/event-stream"],
            r#"{"secs":"x"}"#,
        ),
        &[],
    );
    let evs = events(&dechunk(&raw));
    assert_eq!(evs.len(), 1, "{evs:?}");
    assert_eq!(evs[0].0, "error");
    assert!(
        evs[0]
            .1
            .starts_with(r#"{"code":400,"status":"error","error":"argument 'secs'"#),
        "{evs:?}"
    );
    let (raw, _) = timed(
        front.addr,
        &post("/call/progress/nope", &["Accept: text/event-stream"], "{}"),
        &[],
    );
    let evs = events(&dechunk(&raw));
    assert_eq!(evs.len(), 1, "{evs:?}");
    assert!(evs[0].1.starts_with(r#"{"code":404,"#), "{evs:?}");
    let (raw, _) = timed(
        front.addr,
        &post("/call/progress/nap", &[], r#"{"secs":0}"#),
        &[],
    );
    assert!(raw.contains("Content-Type: application/json"), "{raw}");
    assert!(
        raw.ends_with(r#"{"status":"ok","result":0}"#)
            || raw.ends_with(r#"{"status":"ok","result":0.0}"#),
        "{raw}"
    );
}

#[test]
fn a_client_leaving_the_front_ends_event_stream_cancels_the_call() {
    let front = FrontEnd::start(&[]);
    let before = front.pid();
    let mut s = TcpStream::connect(front.addr).unwrap();
    s.set_read_timeout(Some(LIMIT)).unwrap();
    s.write_all(
        post(
            "/call/progress/count",
            &["Accept: text/event-stream"],
            r#"{"n":200,"delay":0.05}"#,
        )
        .as_bytes(),
    )
    .unwrap();
    // Wait for the first progress event, then hang up.
    let mut raw = Vec::new();
    let mut buf = [0u8; 1024];
    while !String::from_utf8_lossy(&raw).contains("event: progress") {
        let n = common::read_some(&mut s, &mut buf).unwrap();
        assert!(
            n > 0,
            "the stream closed early: {:?}",
            String::from_utf8_lossy(&raw)
        );
        raw.extend_from_slice(&buf[..n]);
    }
    drop(s);
    // The call (10 s long) is cancelled: its worker is replaced at once.
    let started = Instant::now();
    while front.pid() == before {
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "the worker still runs the abandoned call"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

const KEEPALIVE_ENV: &str = "NEXUS_SSE_KEEPALIVE_MS";

/// How many keep-alive comments a raw response carries between two marks.
fn keepalives_between(raw: &str, from: &str, to: &str) -> usize {
    let start = raw.find(from).expect("the first mark");
    let end = raw.find(to).expect("the second mark");
    raw[start..end].matches("\n: keep-alive\n").count()
}

#[test]
fn event_streams_carry_keepalive_comments_through_a_silent_stretch() {
    // NEXUS_SSE_KEEPALIVE_MS shortens the 15 s interval: a call that
    // reports once and then sleeps 1.2 s gets a comment every 200 ms.
    let d = Daemon::start_with(&[(KEEPALIVE_ENV, "200")]);
    let (raw, _) = timed(
        d.addr,
        &post(
            "/call/nap",
            &["Accept: text/event-stream"],
            r#"{"secs":1.2}"#,
        ),
        &[],
    );
    let n = keepalives_between(&raw, "event: progress", "event: result");
    assert!((3..=8).contains(&n), "{n} keep-alives in 1.2 s: {raw}");
    // The comments are well formed: the events parse around them.
    let names: Vec<String> = events(&dechunk(&raw)).into_iter().map(|(n, _)| n).collect();
    assert_eq!(names, ["progress", "result"]);

    // MCP over HTTP, modern era: the same on the request's own stream.
    let (raw, _) = timed(
        d.addr,
        &post(
            "/mcp",
            &[
                MCP_ACCEPT,
                "MCP-Protocol-Version: 2026-07-28",
                "Mcp-Method: tools/call",
                "Mcp-Name: nap",
            ],
            &modern_call(1, "nap", r#"{"secs":1.2}"#, r#","progressToken":"k""#),
        ),
        &[],
    );
    assert!(raw.contains("Content-Type: text/event-stream"), "{raw}");
    let n = keepalives_between(&raw, "notifications/progress", "\"id\":1,");
    assert!(n >= 3, "{n} keep-alives: {raw}");

    // Without the variable the interval is 15 s: a 1.2 s call has none.
    let quiet = Daemon::start();
    let (raw, _) = timed(
        quiet.addr,
        &post(
            "/call/nap",
            &["Accept: text/event-stream"],
            r#"{"secs":1.2}"#,
        ),
        &[],
    );
    assert!(!raw.contains(": keep-alive"), "{raw}");
}

/// A 2026-07-28 `tools/call` body; `extra_meta` is appended inside `_meta`
/// (start it with a comma).
fn modern_call(id: u32, tool: &str, args: &str, extra_meta: &str) -> String {
    format!(
        r#"{{"jsonrpc":"2.0","id":{id},"method":"tools/call","params":{{"name":"{tool}","arguments":{args},"_meta":{{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{{}},"io.modelcontextprotocol/clientInfo":{{"name":"raw","version":"0"}}{extra_meta}}}}}}}"#
    )
}

/// A 2026-07-28 `ping`.
fn modern_ping(id: u32) -> String {
    format!(
        r#"{{"jsonrpc":"2.0","id":{id},"method":"ping","params":{{"_meta":{{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{{}},"io.modelcontextprotocol/clientInfo":{{"name":"raw","version":"0"}}}}}}}}"#
    )
}

const LOG_INFO: &str = r#","io.modelcontextprotocol/logLevel":"info""#;

/// The `data` of the `notifications/message` lines among `lines`.
fn log_datas(lines: &[String]) -> Vec<String> {
    lines
        .iter()
        .filter(|l| l.contains("notifications/message"))
        .map(|l| {
            let at = l.find("\"data\":\"").expect("a data string") + 8;
            l[at..at + l[at..].find('"').unwrap()].to_string()
        })
        .collect()
}

#[test]
fn modern_stdio_sends_logs_only_when_the_request_asks_and_nothing_after_the_result() {
    let mut s = Stdio_::spawn();
    // Progress token and log level: progress, then info-and-above logs.
    s.send(&modern_call(
        1,
        "count",
        r#"{"n":3,"delay":0.05}"#,
        &format!(r#","progressToken":"m"{LOG_INFO}"#),
    ));
    let lines = s.until_reply(1);
    assert_eq!(progress_values(&lines), vec![1.0, 2.0, 3.0], "{lines:?}");
    assert_eq!(
        log_datas(&lines),
        ["counting to 3", "counted to 3"],
        "{lines:?}"
    );
    assert!(lines.last().unwrap().contains("\"result\""), "{lines:?}");
    // No log level: no log notifications, progress still.
    s.send(&modern_call(
        2,
        "count",
        r#"{"n":2,"delay":0.02}"#,
        r#","progressToken":"n""#,
    ));
    let lines = s.until_reply(2);
    assert_eq!(progress_values(&lines), vec![1.0, 2.0], "{lines:?}");
    assert!(log_datas(&lines).is_empty(), "{lines:?}");
    // Neither: the reply alone.
    s.send(&modern_call(3, "count", r#"{"n":2,"delay":0.02}"#, ""));
    assert_eq!(s.until_reply(3).len(), 1);
    // A storm of reports: the last progress still precedes the result,
    // and nothing follows it.
    s.send(&modern_call(
        4,
        "spin",
        r#"{"n":100000}"#,
        r#","progressToken":4"#,
    ));
    let lines = s.until_reply(4);
    assert_eq!(progress_values(&lines).last(), Some(&100000.0), "{lines:?}");
    std::thread::sleep(Duration::from_millis(300));
    s.send(&modern_ping(5));
    let next = s.line();
    assert!(next.contains("\"id\":5,"), "after the result: {next}");
}

#[test]
fn modern_http_sends_logs_only_when_the_request_asks_and_nothing_after_the_result() {
    let d = Daemon::start();
    let call = |id: u32, tool: &str, args: &str, meta: &str| {
        let name = format!("Mcp-Name: {tool}");
        let raw = d.post(
            "/mcp",
            &[
                MCP_ACCEPT,
                "MCP-Protocol-Version: 2026-07-28",
                "Mcp-Method: tools/call",
                &name,
            ],
            &modern_call(id, tool, args, meta),
        );
        assert!(raw.starts_with("HTTP/1.1 200"), "{raw}");
        raw
    };
    let raw = call(
        1,
        "count",
        r#"{"n":3,"delay":0.05}"#,
        &format!(r#","progressToken":"m"{LOG_INFO}"#),
    );
    let datas: Vec<String> = events(&dechunk(&raw)).into_iter().map(|(_, d)| d).collect();
    assert_eq!(progress_values(&datas), vec![1.0, 2.0, 3.0], "{datas:?}");
    assert_eq!(
        log_datas(&datas),
        ["counting to 3", "counted to 3"],
        "{datas:?}"
    );
    // The reply is the stream's last event: nothing follows the result.
    assert!(
        datas.last().unwrap().contains("\"id\":1,\"result\""),
        "{datas:?}"
    );
    assert_eq!(datas.iter().filter(|d| d.contains("\"id\":1,")).count(), 1);
    // No log level: progress only.
    let raw = call(
        2,
        "count",
        r#"{"n":2,"delay":0.05}"#,
        r#","progressToken":"n""#,
    );
    let datas: Vec<String> = events(&dechunk(&raw)).into_iter().map(|(_, d)| d).collect();
    assert_eq!(progress_values(&datas), vec![1.0, 2.0], "{datas:?}");
    assert!(log_datas(&datas).is_empty(), "{datas:?}");
    // Neither: a plain JSON reply, even though the function logs.
    let raw = call(3, "count", r#"{"n":2,"delay":0.02}"#, "");
    assert!(raw.contains("Content-Type: application/json"), "{raw}");
    // A log level alone: log notifications on a stream, no progress.
    let raw = call(4, "count", r#"{"n":2,"delay":0.02}"#, LOG_INFO);
    let datas: Vec<String> = events(&dechunk(&raw)).into_iter().map(|(_, d)| d).collect();
    assert!(progress_values(&datas).is_empty(), "{datas:?}");
    assert_eq!(
        log_datas(&datas),
        ["counting to 2", "counted to 2"],
        "{datas:?}"
    );
    // A storm of reports: the last progress precedes the closing reply.
    let raw = call(5, "spin", r#"{"n":100000}"#, r#","progressToken":5"#);
    let datas: Vec<String> = events(&dechunk(&raw)).into_iter().map(|(_, d)| d).collect();
    assert_eq!(progress_values(&datas).last(), Some(&100000.0));
    assert!(
        datas.last().unwrap().contains("\"id\":5,\"result\""),
        "{datas:?}"
    );
}
