//! `--sandbox` (issue 14 point 4, seed 001): a pool function
//! (`tests/programs/sandbox_probe`) tries to break each promise. Every
//! attempt succeeds without `--sandbox`, which shows the test can fail, and
//! is refused with it; ordinary calls, payloads through shared memory and
//! crash recovery still work sandboxed; where the kernel refuses user
//! namespaces `--sandbox` refuses to start; a sandboxed front end keeps the
//! environment immutable.
//!
//! Without user namespaces the tests say why and pass, except under
//! CI=true, where they fail.

use crate::common;

use common::*;
use std::io::{BufRead, Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

/// Skips (one line on stderr) outside CI; fails in CI.
fn unavailable(why: &str) -> bool {
    if std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("CI=true, so this cannot be skipped: {why}");
    }
    eprintln!("skipped: {why}");
    true
}

/// Whether this system can build the sandbox (the nexus's own probe).
fn no_sandbox_here() -> bool {
    let out = Command::new(nexus_bin())
        .args(["__sandbox", "--probe"])
        .stdin(Stdio::null())
        .output()
        .expect("run the probe");
    !out.status.success()
        && unavailable(&format!(
            "the sandbox cannot be built here: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        ))
}

/// A copy of the probe program, a home and a state directory with a
/// secret in each.
struct World {
    dir: TempDir,
}

impl World {
    fn new() -> World {
        let dir = TempDir::new("sandbox");
        for sub in ["prog", "home", "state"] {
            std::fs::create_dir(dir.join(sub)).expect("mkdir");
        }
        for file in ["manifest.json", "probe.py"] {
            std::fs::copy(
                repo().join("tests/programs/sandbox_probe").join(file),
                dir.join("prog").join(file),
            )
            .expect("copy the program");
        }
        std::fs::write(dir.join("state/secret"), "state secret").expect("write");
        std::fs::write(dir.join("home/secret"), "home secret").expect("write");
        World { dir }
    }

    fn prog(&self) -> String {
        self.dir.join("prog").display().to_string()
    }

    fn path(&self, sub: &str) -> String {
        self.dir.join(sub).display().to_string()
    }

    /// `nexus <args…>` with this world's HOME and NEXUS_HOME.
    fn command(&self, args: &[&str]) -> Command {
        let mut cmd = Command::new(nexus_bin());
        cmd.args(args)
            .env("HOME", self.path("home"))
            .env("NEXUS_HOME", self.path("state"));
        cmd
    }

    /// `nexus run [--sandbox] prog attempt WHAT TARGET` → the answer.
    fn attempt(&self, sandbox: bool, what: &str, target: &str) -> String {
        let prog = self.prog();
        let mut args = vec!["run"];
        if sandbox {
            args.push("--sandbox");
        }
        args.extend([prog.as_str(), "attempt", what, target]);
        let out = spawn_cmd(&mut self.command(&args)).finish(TIMEOUT);
        match json(out.ok()) {
            nexus::json::Value::String(s) => s,
            other => panic!("not a string: {}", nexus::json::to_string(&other)),
        }
    }
}

/// A TCP server on 127.0.0.1 that answers "hello" to every connection.
fn hello_server() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let port = listener.local_addr().expect("addr").port();
    std::thread::spawn(move || {
        for mut stream in listener.incoming().flatten().take(16) {
            let _ = stream.write_all(b"hello");
        }
    });
    port
}

#[test]
fn each_promise_is_broken_without_the_sandbox_and_kept_with_it() {
    if no_sandbox_here() {
        return;
    }
    let world = World::new();
    let foreign = format!("nexus-test-foreign-{}", std::process::id());
    std::fs::write(
        Path::new("/dev/shm").join(&foreign),
        "another process's object",
    )
    .expect("write a foreign shared-memory object");
    let port = hello_server().to_string();
    let stamp = std::process::id();
    let etc = format!("/etc/nexus-sandbox-probe-{stamp}");
    let home = format!("{}/probe-{stamp}", world.path("home"));
    let in_prog = format!("{}/probe-{stamp}", world.prog());
    let secret = format!("{}/secret", world.path("state"));
    let attempts: [(&str, &str, &str); 7] = [
        ("write /etc", "write", &etc),
        ("write $HOME", "write", &home),
        ("write the program directory", "write", &in_prog),
        ("read the state directory", "read", &secret),
        ("list $HOME", "list", &world.path("home")),
        ("read another process's shared memory", "shm", &foreign),
        ("connect to 127.0.0.1", "connect", &port),
    ];
    let mut failures = Vec::new();
    for (label, what, target) in attempts {
        let open = world.attempt(false, what, target);
        if !open.starts_with("ok: ") {
            failures.push(format!("without --sandbox, {label} should work: {open}"));
        }
        let boxed = world.attempt(true, what, target);
        if !boxed.starts_with("denied: ") {
            failures.push(format!("with --sandbox, {label} must fail: {boxed}"));
        }
    }
    let _ = std::fs::remove_file(Path::new("/dev/shm").join(&foreign));
    let _ = std::fs::remove_file(&etc);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // What stays possible: a private /tmp.
    let tmp = world.attempt(true, "write", "/tmp/scratch");
    assert!(tmp.starts_with("ok: "), "a private /tmp is writable: {tmp}");
}

/// A `nexus mcp` session driven over stdio.
struct Session {
    child: std::process::Child,
    stdin: std::process::ChildStdin,
    lines: std::sync::mpsc::Receiver<String>,
    next: u64,
}

impl Session {
    fn start(mut cmd: Command) -> Session {
        let mut child = cmd
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start nexus mcp");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, lines) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in std::io::BufReader::new(stdout)
                .lines()
                .map_while(Result::ok)
            {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let stdin = child.stdin.take().expect("stdin");
        let mut s = Session {
            child,
            stdin,
            lines,
            next: 1,
        };
        s.request(
            "initialize",
            r#"{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"sandbox-test","version":"0"}}"#,
        );
        s.send(r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#);
        s
    }

    fn send(&mut self, line: &str) {
        self.stdin.write_all(line.as_bytes()).expect("write");
        self.stdin.write_all(b"\n").expect("write");
        self.stdin.flush().expect("flush");
    }

    fn request(&mut self, method: &str, params: &str) -> String {
        let id = self.next;
        self.next += 1;
        self.send(&format!(
            r#"{{"jsonrpc":"2.0","id":{id},"method":"{method}","params":{params}}}"#
        ));
        let want = format!(r#""id":{id},"#);
        loop {
            let line = self
                .lines
                .recv_timeout(TIMEOUT)
                .unwrap_or_else(|_| panic!("no reply to {method} within {TIMEOUT:?}"));
            if line.contains(&want) {
                return line;
            }
        }
    }

    /// `tools/call` → (isError, text).
    fn call(&mut self, tool: &str, arguments: &str) -> (bool, String) {
        let reply = self.request(
            "tools/call",
            &format!(r#"{{"name":"{tool}","arguments":{arguments}}}"#),
        );
        let v = json(&reply);
        let result = nexus::json::get(&v, "result").unwrap_or_else(|| panic!("{reply:.300}"));
        let is_error = matches!(
            nexus::json::get(result, "isError"),
            Some(nexus::json::Value::Bool(true))
        );
        let text = match nexus::json::get(result, "content") {
            Some(nexus::json::Value::Array(items)) => items
                .iter()
                .filter_map(|c| nexus::json::get_str(c, "text"))
                .collect(),
            _ => String::new(),
        };
        // A Str result is its JSON text; give back the string itself.
        match nexus::json::parse(&text) {
            Ok(nexus::json::Value::String(s)) if !is_error => (is_error, s),
            _ => (is_error, text),
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn calls_shared_memory_and_crash_recovery_work_sandboxed() {
    if no_sandbox_here() {
        return;
    }
    let world = World::new();
    let prog = world.prog();
    let mut s = Session::start(world.command(&["mcp", "--sandbox", &prog]));
    let nexus_pid = s.child.id();

    // Sandboxed indeed: the same session cannot write /etc.
    let (_, text) = s.call("attempt", r#"{"_1":"write","_2":"/etc/nexus-probe"}"#);
    assert!(text.starts_with("denied: "), "{text}");
    let (_, text) = s.call("where", "{}");
    assert_eq!(text, prog, "the worker's working directory");

    // A payload far above inline_size (4096) goes both ways through the
    // pool's private /dev/shm.
    let big = patterned(300_000);
    let (err, text) = s.call("echo", &format!(r#"{{"_1":"{big}"}}"#));
    assert!(!err && text == big, "a large payload comes back whole");
    let private_dirs = shm_entries(&format!("nexus.{nexus_pid}.sandbox."));
    assert_eq!(
        private_dirs.len(),
        1,
        "one private shm directory: {private_dirs:?}"
    );

    // The worker exits mid-call: the call fails, the next one works.
    let (err, _) = s.call("crash", "{}");
    assert!(err, "a crashed call is an error");
    let (err, text) = s.call("echo", r#"{"_1":"after a crash"}"#);
    assert!(!err && text == "after a crash", "{text}");

    // Killed from outside (SIGKILL to the worker's process group leader,
    // the trampoline): the next call works too.
    let workers: Vec<u32> = children_of(nexus_pid)
        .into_iter()
        .filter(|(_, cmd)| cmd.contains("__sandbox"))
        .map(|(pid, _)| pid)
        .collect();
    assert_eq!(workers.len(), 1, "one sandboxed worker");
    signal(workers[0], "KILL");
    assert!(wait_until(Duration::from_secs(10), || !alive(workers[0])));
    // The pool learns of the death when it next uses the worker: that call
    // may report the crash; the one after it must work.
    let (err, text) = s.call("echo", r#"{"_1":"notices"}"#);
    assert!(!err || text.contains("died mid-call"), "{text}");
    let (err, text) = s.call("echo", &format!(r#"{{"_1":"{big}"}}"#));
    assert!(
        !err && text == big,
        "after a kill, large payloads still work: {err} {text:.300}"
    );
    drop(s);
    assert!(
        wait_until(Duration::from_secs(5), || shm_of(nexus_pid).is_empty()),
        "the private directory is swept when the nexus ends: {:?}",
        shm_of(nexus_pid)
    );
}

#[test]
fn sandbox_refuses_to_start_where_user_namespaces_are_refused() {
    if no_sandbox_here() {
        return;
    }
    // A user namespace of our own whose limit on nested user namespaces is 0.
    let world = World::new();
    let run = |sandbox: &str| {
        let script = format!(
            "echo 0 > /proc/sys/user/max_user_namespaces && exec \"$0\" run {sandbox} \"$1\" where"
        );
        let mut cmd = Command::new("unshare");
        cmd.args(["-U", "-r", "sh", "-c", &script, nexus_bin(), &world.prog()]);
        spawn_cmd(&mut cmd).finish(TIMEOUT)
    };
    let open = run("");
    if open.code != Some(0) {
        unavailable(&format!(
            "cannot limit user namespaces in a namespace of our own: {}",
            open.stderr.trim()
        ));
        return;
    }
    let boxed = run("--sandbox");
    assert_eq!(boxed.code, Some(1), "stderr: {}", boxed.stderr);
    assert!(boxed.stdout.is_empty(), "no result: {}", boxed.stdout);
    let lines = boxed.stderr_lines();
    assert_eq!(lines.len(), 1, "one line: {lines:?}");
    assert!(
        lines[0].contains("--sandbox: this system cannot build the sandbox")
            && lines[0].contains("never serves unsandboxed")
            && lines[0].contains("user namespaces"),
        "{}",
        lines[0]
    );
}

#[test]
fn a_sandboxed_front_end_keeps_the_environment_immutable() {
    if no_sandbox_here() {
        return;
    }
    let world = World::new();
    let nexus = |args: &[&str]| spawn_cmd(&mut world.command(args)).finish(TIMEOUT);
    let prog = world.prog();
    nexus(&["install", &prog]).ok();
    nexus(&["expose", "add", "sandbox_probe", "--as", "mcp,api"]).ok();
    let started = nexus(&["start", "--sandbox", "--port", "0"]);
    let text = started.ok().to_string();
    let address = text
        .split("http://")
        .nth(1)
        .and_then(|a| a.split_whitespace().next())
        .expect("the address")
        .to_string();
    let refusals = [
        nexus(&["install", &prog, "--replace"]),
        nexus(&["uninstall", "sandbox_probe"]),
        nexus(&["expose", "rm", "sandbox_probe"]),
    ];
    // The front end's daemon runs its pool sandboxed.
    let body = r#"["write", "/etc/nexus-probe"]"#;
    let request = format!(
        "POST /call/sandbox_probe/attempt HTTP/1.1\r\nHost: {address}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let mut reply = String::new();
    if let Ok(mut stream) = std::net::TcpStream::connect(&address) {
        let _ = stream.set_read_timeout(Some(TIMEOUT));
        let _ = stream.write_all(request.as_bytes());
        let _ = stream.read_to_string(&mut reply);
    }
    nexus(&["stop"]).ok();
    for r in &refusals {
        assert_ne!(r.code, Some(0), "refused while serving");
        assert!(
            r.stderr.contains("immutable while it serves"),
            "{}",
            r.stderr
        );
    }
    assert!(
        reply.starts_with("HTTP/1.1 200") && reply.contains("denied: "),
        "the front end's pool is sandboxed: {reply}"
    );
}
