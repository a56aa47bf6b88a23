//! SPEC §2.4 and seed 001: "if recovery keeps failing, the daemon exits
//! instead of serving from an inconsistent state".

use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The address a daemon writes to its `--port-file` once it listens.
fn listening_addr(port_file: &std::path::Path) -> String {
    let start = Instant::now();
    loop {
        if let Ok(text) = std::fs::read_to_string(port_file)
            && text.ends_with('\n')
        {
            return text.trim().to_string();
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the daemon did not listen"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// One `POST path` with `body` on its own connection; the whole response,
/// or nothing when the daemon is gone.
fn post(addr: &str, path: &str, body: &str, timeout: Duration) -> String {
    let Ok(mut s) = TcpStream::connect(addr) else {
        return String::new();
    };
    let _ = s.set_read_timeout(Some(timeout));
    let req = format!(
        "POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    let _ = s.write_all(req.as_bytes());
    let mut out = String::new();
    let _ = s.read_to_string(&mut out);
    out
}

#[test]
fn a_daemon_whose_recovery_keeps_failing_exits_non_zero() {
    let dir = std::env::temp_dir().join(format!("nexus-fragile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let marker = dir.join("marker");
    let port_file = dir.join("port");
    let _ = std::fs::remove_file(&marker);
    let program = format!("{}/tests/programs/fragile", env!("CARGO_MANIFEST_DIR"));
    let mut daemon = Command::new(env!("CARGO_BIN_EXE_nexus"))
        .args(["daemon", &program, "--port", "0", "--port-file"])
        .arg(&port_file)
        .env("FRAGILE_MARKER", &marker)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the daemon starts");
    let addr = listening_addr(&port_file);
    let post = |path: &str| post(&addr, path, "[]", Duration::from_secs(20));
    assert!(
        post("/call/ok").starts_with("HTTP/1.1 200"),
        "the pool serves first"
    );
    let crashed = post("/call/die");
    assert!(
        crashed.starts_with("HTTP/1.1 503"),
        "the crashed call gets 503: {crashed}"
    );
    let begin = Instant::now();
    let status = loop {
        if let Some(status) = daemon.try_wait().unwrap() {
            break status;
        }
        if begin.elapsed() > Duration::from_secs(60) {
            let _ = daemon.kill();
            panic!("the daemon kept running although its pool cannot restart");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let mut stderr = String::new();
    daemon
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    assert!(!status.success(), "exit status {status}");
    assert!(stderr.contains("recovery failed"), "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 31, defect 7: a call running when another worker crashes is
/// stopped by the program's crash recovery (SPEC §2.4: every pool stops).
/// Its answer says so, and that it can be retried (503 with Retry-After),
/// instead of blaming its own worker ("died mid-call (killed by signal 9)").
#[test]
fn a_call_stopped_by_crash_recovery_says_so_and_can_be_retried() {
    let dir = std::env::temp_dir().join(format!("nexus-stopped-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let port_file = dir.join("port");
    let _ = std::fs::remove_file(&port_file);
    let program = format!("{}/tests/programs/fe_slow", env!("CARGO_MANIFEST_DIR"));
    let mut daemon = Command::new(env!("CARGO_BIN_EXE_nexus"))
        .args(["daemon", &program, "--port", "0", "--port-file"])
        .arg(&port_file)
        .env_remove("NEXUS_TOKEN")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the daemon starts");
    let addr = listening_addr(&port_file);
    let post = move |path: &str, body: &str| post(&addr, path, body, Duration::from_secs(30));
    // Both workers up, then one runs a long nap while the other dies.
    assert!(
        post("/call/nap", "[0]").starts_with("HTTP/1.1 200"),
        "the pool serves first"
    );
    let napper = {
        let post = post.clone();
        std::thread::spawn(move || post("/call/nap", "[20]"))
    };
    std::thread::sleep(Duration::from_millis(700));
    let crashed = post("/call/die", "[]");
    assert!(
        crashed.starts_with("HTTP/1.1 503"),
        "the crashed call gets 503: {crashed}"
    );
    let stopped = napper.join().expect("the nap's client");
    let _ = daemon.kill();
    let _ = daemon.wait();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        stopped.starts_with("HTTP/1.1 503"),
        "the stopped call gets 503: {stopped}"
    );
    assert!(
        stopped.to_ascii_lowercase().contains("\r\nretry-after:"),
        "the stopped call says when to retry: {stopped}"
    );
    assert!(
        stopped.contains("stopped by the program's crash recovery")
            && stopped.contains("retry the call"),
        "the stopped call says why and that it can be retried: {stopped}"
    );
    assert!(
        !stopped.contains("died mid-call"),
        "the stopped call blames its own worker: {stopped}"
    );
}
