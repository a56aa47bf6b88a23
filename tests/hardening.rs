//! Issue 15 ("Hardening"), defects 6 to 11, each against the real binary:
//!
//! - 6: a closed stdout ends a command quietly (no panic), exit 141;
//! - 7: a program daemon (and its pools) ends with its front end, however
//!   the front end ended;
//! - 8: `nexus mcp --call-timeout` answers an overdue call with `isError`
//!   and frees the worker;
//! - 9: `--mcp-tools` prints exactly what `tools/list` answers;
//! - 10: seed 003's `evaluate {action, body}` is served wherever tools are;
//! - 11: eval past its deadline answers 504, as a call does.
//!
//! Every wait is bounded; every process started here is killed on drop.

// Shared with tests/it, which uses every helper; this binary only a few.
#[allow(dead_code)]
mod common;

use common::{alive, children_of, nexus_bin, program, repo, wait_until};
use nexus::json::{self, Value};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

const PATIENCE: Duration = Duration::from_secs(60);

/// A test program or an example, by name.
fn any_program(name: &str) -> String {
    let test = repo().join("tests/programs").join(name);
    if test.is_dir() {
        test.display().to_string()
    } else {
        repo().join("examples").join(name).display().to_string()
    }
}

/// Every program under tests/programs and examples/.
fn every_program() -> Vec<PathBuf> {
    let mut all = Vec::new();
    for dir in ["tests/programs", "examples"] {
        for e in std::fs::read_dir(repo().join(dir))
            .expect("list programs")
            .flatten()
        {
            if e.path().join("manifest.json").is_file() {
                all.push(e.path());
            }
        }
    }
    all.sort();
    all
}

/// Canonical JSON text (keys sorted by the parser's map).
fn canonical(text: &str) -> String {
    json::to_string(&json::parse(text.trim()).unwrap_or_else(|e| panic!("{e}: {text:.300}")))
}

fn at<'v>(v: &'v Value, path: &str) -> Option<&'v Value> {
    path.split('.').try_fold(v, |v, k| json::get(v, k))
}

fn tool_names(tools: &Value) -> Vec<String> {
    match json::get(tools, "tools") {
        Some(Value::Array(list)) => list
            .iter()
            .filter_map(|t| json::get_str(t, "name").map(str::to_string))
            .collect(),
        _ => panic!("no tools in {}", json::to_string(tools)),
    }
}

/// A unique scratch directory, removed on drop.
struct Scratch(PathBuf);

impl Scratch {
    fn new(tag: &str) -> Scratch {
        Scratch(common::scratch("harden", tag))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

// ------------------------------------------------------ defect 6: closed pipe

/// A pipe's write end whose read end is already closed: any write gets EPIPE.
///
/// Close-on-exec, or a child that another test thread spawns between the
/// pipe and the `drop` inherits the read end and keeps the pipe open: then
/// nexus's writes fit in the pipe's buffer and it exits 0 (the CI failure
/// of stop 46, where `nexus --help` ended 0).
fn closed_pipe() -> std::os::fd::OwnedFd {
    let (read, write) = rustix::pipe::pipe_with(rustix::pipe::PipeFlags::CLOEXEC).expect("a pipe");
    drop(read);
    write
}

/// Runs nexus with stdout a closed pipe; returns (exit code, signal, stderr).
fn into_closed_pipe(args: &[&str], home: &Path) -> (Option<i32>, Option<i32>, String) {
    let mut child = Command::new(nexus_bin())
        .args(args)
        .env("NEXUS_HOME", home)
        .stdin(Stdio::null())
        .stdout(Stdio::from(closed_pipe()))
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn nexus");
    let mut err = String::new();
    let mut pipe = child.stderr.take().expect("stderr");
    let reader = std::thread::spawn(move || {
        let _ = pipe.read_to_string(&mut err);
        err
    });
    let started = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().expect("try_wait") {
            break s;
        }
        if started.elapsed() > PATIENCE {
            let _ = child.kill();
            let _ = child.wait();
            panic!("nexus {args:?} did not end within {PATIENCE:?} with stdout closed");
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    use std::os::unix::process::ExitStatusExt;
    (
        status.code(),
        status.signal(),
        reader.join().unwrap_or_default(),
    )
}

/// Issue 15 defect 6: `nexus status | head -1` panicked with "failed
/// printing to stdout: Broken pipe". Every command that writes to stdout
/// ends quietly instead, with status 141 (128 + SIGPIPE, what a shell
/// reports for a writer ended by a closed pipe).
#[test]
fn a_closed_stdout_ends_every_command_quietly_with_status_141() {
    let home = Scratch::new("pipe");
    let combat = common::combat();
    let keyed = program("keyed");
    let evaltest = program("evaltest");
    let cases: Vec<Vec<&str>> = vec![
        vec!["--help"],
        vec!["--version"],
        vec![&combat, "--help"],
        vec![&combat, "--mcp-tools"],
        vec![&keyed, "--mcp-tools"],
        vec![&combat, "--mcp-config"],
        vec!["run", &combat, "fighterDamage", "20"],
        vec!["run", &combat, "attack", "--help"],
        vec!["status"],
        vec!["list"],
        vec!["start", "--help"],
        vec!["mcp", "--help"],
        vec!["daemon", "--help"],
        vec!["serve", "--help"],
        vec!["eval", "--help"],
        vec!["eval", "evaltest.add 1 2", "--module", &evaltest],
        vec!["check", "--help"],
        vec!["init", "--help"],
    ];
    for args in &cases {
        let (code, signal, stderr) = into_closed_pipe(args, &home.0);
        assert!(
            !stderr.contains("panicked"),
            "nexus {args:?} panicked on a closed stdout:\n{stderr}"
        );
        assert_eq!(
            (code, signal),
            (Some(141), None),
            "nexus {args:?} with stdout closed; stderr: {stderr}"
        );
        assert!(
            !stderr.contains("Broken pipe"),
            "nexus {args:?} should end quietly: {stderr}"
        );
    }
}

// ------------------------------------------------------ a front end to test

/// `$NEXUS_HOME` with programs installed and exposed.
struct Home {
    dir: Scratch,
}

impl Home {
    fn new(tag: &str) -> Home {
        Home {
            dir: Scratch::new(tag),
        }
    }

    fn nexus(&self, args: &[&str]) -> common::Out {
        common::spawn_cmd(
            Command::new(nexus_bin())
                .args(args)
                .env("NEXUS_HOME", &self.dir.0)
                .env_remove("NEXUS_TOKEN"),
        )
        .finish(PATIENCE)
    }

    fn install(&self, name: &str, views: &str) {
        self.nexus(&["install", &any_program(name)]).ok();
        self.nexus(&["expose", "add", name, "--as", views]).ok();
    }

    fn allow_eval(&self, modules: &str) {
        self.nexus(&["expose", "eval", "--allow", modules]).ok();
    }
}

/// A `nexus serve` (or `nexus daemon`) on a free loopback port, in a process
/// group of its own; the group and every daemon seen are killed on drop.
struct Server {
    child: Child,
    addr: SocketAddr,
    daemons: Vec<u32>,
    _dir: Scratch,
}

impl Server {
    fn spawn(args: &[&str], home: Option<&Home>) -> Server {
        let dir = Scratch::new("server");
        let port_file = dir.0.join("addr");
        let mut cmd = Command::new(nexus_bin());
        cmd.args(args)
            .args(["--port", "0", "--port-file"])
            .arg(&port_file)
            .env_remove("NEXUS_TOKEN")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        if let Some(h) = home {
            cmd.env("NEXUS_HOME", &h.dir.0);
        }
        use std::os::unix::process::CommandExt;
        let mut child = cmd.process_group(0).spawn().expect("spawn the server");
        let started = Instant::now();
        let addr = loop {
            if let Ok(text) = std::fs::read_to_string(&port_file)
                && let Ok(addr) = text.trim().parse()
            {
                break addr;
            }
            if child.try_wait().ok().flatten().is_some() || started.elapsed() > PATIENCE {
                let _ = child.kill();
                panic!("nexus {args:?} did not start");
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        Server {
            child,
            addr,
            daemons: Vec::new(),
            _dir: dir,
        }
    }

    fn serve(home: &Home, extra: &[&str]) -> Server {
        let home_dir = home.dir.0.display().to_string();
        let mut args = vec!["serve", "--home", &home_dir];
        args.extend_from_slice(extra);
        Server::spawn(&args, Some(home))
    }

    fn pid(&self) -> u32 {
        self.child.id()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        for &pid in self.daemons.iter().chain([self.child.id()].iter()) {
            if let Some(p) = rustix::process::Pid::from_raw(pid as i32) {
                let _ = rustix::process::kill_process_group(p, rustix::process::Signal::KILL);
                let _ = rustix::process::kill_process(p, rustix::process::Signal::KILL);
            }
        }
        let _ = self.child.wait();
    }
}

/// An HTTP reply: status and body.
struct Reply {
    status: u16,
    session: Option<String>,
    body: String,
}

impl Reply {
    fn json(&self) -> Value {
        json::parse(&self.body).unwrap_or_else(|e| panic!("not JSON ({e}): {}", self.body))
    }
}

fn http(addr: SocketAddr, path: &str, headers: &[(&str, &str)], body: &str) -> Reply {
    let mut stream = TcpStream::connect_timeout(&addr, Duration::from_secs(10)).expect("connect");
    stream.set_read_timeout(Some(PATIENCE)).unwrap();
    let mut req = format!(
        "POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nConnection: close\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: {}\r\n",
        addr.port(),
        body.len()
    );
    for (k, v) in headers {
        req.push_str(&format!("{k}: {v}\r\n"));
    }
    req.push_str("\r\n");
    req.push_str(body);
    stream.write_all(req.as_bytes()).expect("send");
    let mut raw = Vec::new();
    let _ = stream.read_to_end(&mut raw);
    let text = String::from_utf8_lossy(&raw).into_owned();
    let (head, rest) = text.split_once("\r\n\r\n").expect("a reply head");
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("a status");
    let session = head
        .split("\r\n")
        .filter_map(|l| l.split_once(':'))
        .find(|(k, _)| k.eq_ignore_ascii_case("mcp-session-id"))
        .map(|(_, v)| v.trim().to_string());
    Reply {
        status,
        session,
        body: rest.to_string(),
    }
}

/// An MCP session over HTTP at `/mcp`.
struct HttpMcp {
    addr: SocketAddr,
    session: String,
    next: u64,
}

impl HttpMcp {
    fn open(addr: SocketAddr) -> HttpMcp {
        let r = http(
            addr,
            "/mcp",
            &[],
            r#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"hardening","version":"0"}}}"#,
        );
        assert_eq!(r.status, 200, "{}", r.body);
        let session = r.session.expect("Mcp-Session-Id");
        let r = http(
            addr,
            "/mcp",
            &[("Mcp-Session-Id", &session)],
            r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
        );
        assert_eq!(r.status, 202, "{}", r.body);
        HttpMcp {
            addr,
            session,
            next: 1,
        }
    }

    fn request(&mut self, method: &str, params: &str) -> Value {
        self.next += 1;
        let body = format!(
            r#"{{"jsonrpc":"2.0","id":{},"method":"{method}","params":{params}}}"#,
            self.next
        );
        let r = http(
            self.addr,
            "/mcp",
            &[("Mcp-Session-Id", &self.session)],
            &body,
        );
        assert_eq!(r.status, 200, "{}", r.body);
        r.json()
    }
}

// ------------------------------------------------------ defect 7: orphans

/// Every live descendant of `root`.
fn descendants(root: u32) -> Vec<u32> {
    let mut found = vec![root];
    let mut i = 0;
    while i < found.len() {
        found.extend(children_of(found[i]).into_iter().map(|(p, _)| p));
        i += 1;
    }
    found.remove(0);
    found
}

/// Starts the daemon of `combat` behind `server` with one call, and returns
/// the daemon's pid and the pids of everything under it (its pools).
fn start_a_daemon(addr: SocketAddr, server: u32) -> (u32, Vec<u32>) {
    let r = http(addr, "/call/combat/fighterDamage", &[], "[20]");
    assert_eq!(r.status, 200, "{}", r.body);
    let daemons: Vec<u32> = children_of(server)
        .into_iter()
        .filter(|(_, c)| c.contains(" daemon "))
        .map(|(p, _)| p)
        .collect();
    assert_eq!(daemons.len(), 1, "one daemon under the front end");
    let pools = descendants(daemons[0]);
    assert!(!pools.is_empty(), "the daemon runs pools");
    (daemons[0], pools)
}

fn assert_all_end(what: &str, pids: &[u32]) {
    let gone = wait_until(Duration::from_secs(10), || pids.iter().all(|&p| !alive(p)));
    let left: Vec<(u32, String)> = pids
        .iter()
        .filter(|&&p| alive(p))
        .map(|&p| {
            let cmd = std::fs::read(format!("/proc/{p}/cmdline"))
                .map(|b| String::from_utf8_lossy(&b).replace('\0', " "))
                .unwrap_or_default();
            (p, cmd)
        })
        .collect();
    assert!(gone, "{what}: still running after 10 s: {left:?}");
}

fn orphan_case(signal: rustix::process::Signal) {
    let home = Home::new("orphans");
    home.install("combat", "api");
    let mut server = Server::serve(&home, &[]);
    let (daemon, pools) = start_a_daemon(server.addr, server.pid());
    server.daemons.push(daemon);
    server.daemons.extend(&pools);
    let pid = rustix::process::Pid::from_raw(server.pid() as i32).unwrap();
    // Only the front end itself: its process group is left alone.
    rustix::process::kill_process(pid, signal).expect("signal the front end");
    let _ = server.child.wait();
    assert_all_end(
        &format!("after {signal:?} of the front end, the daemon {daemon}"),
        &[daemon],
    );
    assert_all_end("the daemon's pools", &pools);
    assert!(
        wait_until(Duration::from_secs(5), || common::shm_of(daemon).is_empty()),
        "the daemon's shared memory: {:?}",
        common::shm_of(daemon)
    );
}

/// Issue 15 defect 7: SIGKILL of `nexus serve` left its daemons (and their
/// pools) running under pid 1.
#[test]
fn daemons_and_their_pools_end_when_the_front_end_is_killed() {
    orphan_case(rustix::process::Signal::KILL);
}

#[test]
fn daemons_and_their_pools_end_when_the_front_end_is_terminated() {
    orphan_case(rustix::process::Signal::TERM);
}

/// The same for the front end that `nexus start` made, killed by pid alone.
#[test]
fn daemons_end_when_the_server_of_nexus_start_is_killed() {
    let home = Home::new("orphans-start");
    home.install("combat", "api");
    home.nexus(&["start", "--port", "0"]).ok();
    let record = std::fs::read_to_string(home.dir.0.join("server.json")).expect("server.json");
    let record = json::parse(&record).expect("a record");
    let server = json::to_string(json::get(&record, "pid").expect("pid"))
        .parse::<u32>()
        .expect("a pid");
    let addr: SocketAddr = json::get_str(&record, "address")
        .expect("address")
        .parse()
        .expect("an address");
    let (daemon, pools) = start_a_daemon(addr, server);
    let guard = Killer(
        std::iter::once(daemon)
            .chain(pools.iter().copied())
            .collect(),
    );
    let pid = rustix::process::Pid::from_raw(server as i32).unwrap();
    rustix::process::kill_process(pid, rustix::process::Signal::KILL).expect("kill -9");
    assert_all_end("the daemon of the started server", &[daemon]);
    assert_all_end("its pools", &pools);
    drop(guard);
    let _ = home.nexus(&["stop"]);
}

/// Kills these pids on drop (a failed test leaves nothing running).
struct Killer(Vec<u32>);

impl Drop for Killer {
    fn drop(&mut self) {
        for &pid in &self.0 {
            if let Some(p) = rustix::process::Pid::from_raw(pid as i32) {
                let _ = rustix::process::kill_process(p, rustix::process::Signal::KILL);
            }
        }
    }
}

// ------------------------------------------------------ stdio MCP driver

/// `nexus mcp PROGRAM extra…`, driven request by request.
struct StdioMcp {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    next: u64,
}

impl StdioMcp {
    fn start(program: &str, extra: &[&str]) -> StdioMcp {
        let mut child = Command::new(nexus_bin())
            .arg("mcp")
            .arg(program)
            .args(extra)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn nexus mcp");
        let out = child.stdout.take().expect("stdout");
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(out).lines() {
                let Ok(l) = line else { break };
                if tx.send(l).is_err() {
                    break;
                }
            }
        });
        let mut s = StdioMcp {
            stdin: child.stdin.take(),
            child,
            lines,
            next: 0,
        };
        s.request(
            "initialize",
            r#"{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"hardening","version":"0"}}"#,
        );
        s.send(r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#);
        s
    }

    fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("stdin");
        stdin.write_all(line.as_bytes()).expect("write");
        stdin.write_all(b"\n").expect("write");
        stdin.flush().expect("flush");
    }

    fn request(&mut self, method: &str, params: &str) -> Value {
        self.next += 1;
        let id = self.next;
        self.send(&format!(
            r#"{{"jsonrpc":"2.0","id":{id},"method":"{method}","params":{params}}}"#
        ));
        let want = format!("\"id\":{id},");
        let deadline = Instant::now() + PATIENCE;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = self
                .lines
                .recv_timeout(left)
                .unwrap_or_else(|_| panic!("no reply to {method} (id {id})"));
            if line.contains(&want) {
                return json::parse(&line).expect("a JSON reply");
            }
        }
    }
}

impl Drop for StdioMcp {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `(isError, text)` of a tools/call result; a JSON-RPC error is
/// `(true, its message)`.
fn call_outcome(reply: &Value) -> (bool, String) {
    if let Some(message) = at(reply, "error.message").and_then(|m| match m {
        Value::String(s) => Some(s.clone()),
        _ => None,
    }) {
        return (true, format!("JSON-RPC error: {message}"));
    }
    let result = json::get(reply, "result").expect("a result");
    let is_error = matches!(json::get(result, "isError"), Some(Value::Bool(true)));
    let text = match json::get(result, "content") {
        Some(Value::Array(items)) => items
            .iter()
            .filter_map(|c| json::get_str(c, "text"))
            .collect::<Vec<_>>()
            .join(""),
        _ => String::new(),
    };
    (is_error, text)
}

// ------------------------------------------------------ defect 8: deadline

/// Issue 15 defect 8: a function that never returns kept its stdio call
/// pending forever. With `--call-timeout` the call is answered with an
/// `isError` result naming the deadline and the flag, and the worker is
/// replaced, so the next call runs.
#[test]
fn a_stdio_call_past_its_deadline_is_an_error_result_and_the_worker_is_replaced() {
    let help = common::nexus(&["mcp", "--help"]);
    assert!(help.ok().contains("--call-timeout SECS"), "{}", help.stdout);

    let mut s = StdioMcp::start(
        &program("fe_slow"),
        &["--call-timeout", "1", "--workers", "1"],
    );
    let started = Instant::now();
    let reply = s.request("tools/call", r#"{"name":"nap","arguments":{"_1":60}}"#);
    let took = started.elapsed();
    let (is_error, text) = call_outcome(&reply);
    assert!(is_error, "an isError result: {}", json::to_string(&reply));
    assert!(
        text.contains("deadline of 1 s") && text.contains("--call-timeout"),
        "{text}"
    );
    assert!(took < Duration::from_secs(20), "took {took:?}");
    // The only worker was stuck; a fresh one answers now.
    let reply = s.request("tools/call", r#"{"name":"nap","arguments":{"_1":0}}"#);
    let (is_error, text) = call_outcome(&reply);
    assert!(!is_error && text.parse::<f64>() == Ok(0.0), "{text}");
}

// ------------------------------------------------------ defect 9: one payload

/// `nexus PROGRAM --mcp-tools extra…` as parsed JSON text.
fn printed_tools(program: &Path, extra: &[&str]) -> String {
    let out = Command::new(nexus_bin())
        .arg(program)
        .arg("--mcp-tools")
        .args(extra)
        .stdin(Stdio::null())
        .output()
        .expect("run --mcp-tools");
    assert!(
        out.status.success(),
        "{}: {}",
        program.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    canonical(&String::from_utf8_lossy(&out.stdout))
}

/// Issue 15 defect 9: for a keyed pool `tools/list` listed `py__release` and
/// `--mcp-tools` did not. They are one payload, for every program, and both
/// carry the `evaluate` dry run (seed 003).
#[test]
fn mcp_tools_prints_exactly_what_tools_list_answers_for_every_program() {
    let programs = every_program();
    assert!(programs.len() >= 10, "{programs:?}");
    for dir in &programs {
        let printed = printed_tools(dir, &[]);
        let mut s = StdioMcp::start(&dir.display().to_string(), &[]);
        let listed = s.request("tools/list", "{}");
        let listed = json::to_string(json::get(&listed, "result").expect("a result"));
        assert_eq!(printed, listed, "{}", dir.display());
        let names = tool_names(&json::parse(&printed).unwrap());
        assert_eq!(
            names.iter().filter(|n| *n == "evaluate").count(),
            1,
            "{}: {names:?}",
            dir.display()
        );
    }
    // --evaluate (now the default) changes neither.
    let combat = repo().join("examples/combat");
    assert_eq!(
        printed_tools(&combat, &["--evaluate"]),
        printed_tools(&combat, &[])
    );
    let keyed = printed_tools(&repo().join("tests/programs/keyed"), &[]);
    assert!(
        tool_names(&json::parse(&keyed).unwrap()).contains(&"py__release".to_string()),
        "{keyed}"
    );
}

// ------------------------------------------------------ defect 10: evaluate

/// Both spellings of an evaluate call: seed 003's `{action, body}` and ours,
/// `{tool, arguments}`.
fn both_spellings(tool: &str, args: &str) -> [String; 2] {
    [
        format!(r#"{{"name":"evaluate","arguments":{{"action":"{tool}","body":{args}}}}}"#),
        format!(r#"{{"name":"evaluate","arguments":{{"tool":"{tool}","arguments":{args}}}}}"#),
    ]
}

/// The dry run's body for each spelling: they must agree, and be valid.
fn dry_runs(mut ask: impl FnMut(&str) -> Value, tool: &str, args: &str) -> Value {
    let mut bodies = Vec::new();
    for params in both_spellings(tool, args) {
        let reply = ask(&params);
        let (is_error, text) = call_outcome(&reply);
        assert!(!is_error, "{params}: {text}");
        bodies.push(text);
    }
    assert_eq!(bodies[0], bodies[1], "both spellings give one answer");
    let body = json::parse(&bodies[0]).expect("a JSON body");
    assert!(
        matches!(json::get(&body, "valid"), Some(Value::Bool(true))),
        "{}",
        bodies[0]
    );
    body
}

/// Seed 003: "A tool evaluate, taking {action, body}, is a dry run" —
/// served without a flag over stdio.
#[test]
fn evaluate_takes_action_and_body_over_stdio_without_a_flag() {
    let mut s = StdioMcp::start(&common::combat(), &[]);
    let listed = s.request("tools/list", "{}");
    assert!(tool_names(json::get(&listed, "result").unwrap()).contains(&"evaluate".into()));
    let body = dry_runs(|p| s.request("tools/call", p), "attack", r#"{"_1":15}"#);
    assert_eq!(
        at(&body, "call.args").map(json::to_string).as_deref(),
        Some("[15,0,false]")
    );
    // Two names for one slot are refused.
    let reply = s.request(
        "tools/call",
        r#"{"name":"evaluate","arguments":{"action":"attack","tool":"attack"}}"#,
    );
    let (is_error, text) = call_outcome(&reply);
    assert!(
        is_error && text.contains("action") && text.contains("tool"),
        "{text}"
    );
}

#[test]
fn evaluate_takes_action_and_body_over_the_daemons_mcp() {
    let combat = common::combat();
    let server = Server::spawn(&["daemon", &combat], None);
    let mut mcp = HttpMcp::open(server.addr);
    let listed = mcp.request("tools/list", "{}");
    assert!(tool_names(json::get(&listed, "result").unwrap()).contains(&"evaluate".into()));
    let body = dry_runs(|p| mcp.request("tools/call", p), "attack", r#"{"_1":15}"#);
    assert_eq!(
        at(&body, "call.args").map(json::to_string).as_deref(),
        Some("[15,0,false]")
    );
}

#[test]
fn evaluate_takes_action_and_body_over_the_front_ends_mcp() {
    let home = Home::new("evaluate");
    home.install("combat", "mcp");
    let server = Server::serve(&home, &[]);
    let mut mcp = HttpMcp::open(server.addr);
    let listed = mcp.request("tools/list", "{}");
    assert!(tool_names(json::get(&listed, "result").unwrap()).contains(&"evaluate".into()));
    let body = dry_runs(
        |p| mcp.request("tools/call", p),
        "combat__attack",
        r#"{"_1":15}"#,
    );
    assert_eq!(
        at(&body, "call.module").map(json::to_string).as_deref(),
        Some("\"combat\"")
    );
    assert_eq!(
        at(&body, "call.args").map(json::to_string).as_deref(),
        Some("[15,0,false]")
    );
    // A dry run starts no daemon.
    assert!(
        children_of(server.pid())
            .iter()
            .all(|(_, c)| !c.contains(" daemon ")),
        "evaluate started a daemon"
    );
}

// ------------------------------------------------------ defect 11: eval 504

/// Issue 15 defect 11: eval past its deadline answered 400. It answers 504
/// like a call past its deadline, and the MCP `eval` tool gives an
/// `isError` result (not a JSON-RPC invalid-params error).
#[test]
fn eval_past_its_deadline_answers_504_and_an_error_result() {
    let home = Home::new("eval504");
    home.install("evaltest", "mcp");
    home.allow_eval("evaltest");
    let server = Server::serve(&home, &["--eval-timeout", "1", "--eval-cpu", "60"]);
    let r = http(server.addr, "/eval", &[], r#"{"expr":"evaltest.spin 0"}"#);
    assert_eq!(r.status, 504, "{}", r.body);
    assert!(r.body.contains("deadline of 1 s"), "{}", r.body);

    let mut mcp = HttpMcp::open(server.addr);
    let reply = mcp.request(
        "tools/call",
        r#"{"name":"eval","arguments":{"expr":"evaltest.spin 0"}}"#,
    );
    assert!(
        json::get(&reply, "error").is_none(),
        "{}",
        json::to_string(&reply)
    );
    let (is_error, text) = call_outcome(&reply);
    assert!(is_error && text.contains("deadline of 1 s"), "{text}");

    // A type error is still the caller's fault: 400.
    let r = http(
        server.addr,
        "/eval",
        &[],
        r#"{"expr":"evaltest.add \"x\" 1"}"#,
    );
    assert_eq!(r.status, 400, "{}", r.body);
}
