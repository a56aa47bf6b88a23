//! SPEC §2.4 and seed 001: "if recovery keeps failing, the daemon exits
//! instead of serving from an inconsistent state".

use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

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
    let start = Instant::now();
    let addr = loop {
        if let Ok(text) = std::fs::read_to_string(&port_file)
            && text.ends_with('\n')
        {
            break text.trim().to_string();
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the daemon did not listen"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    let post = |path: &str| -> String {
        let Ok(mut s) = TcpStream::connect(&addr) else {
            return String::new();
        };
        let _ = s.set_read_timeout(Some(Duration::from_secs(20)));
        let req = format!(
            "POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: 2\r\n\r\n[]"
        );
        let _ = s.write_all(req.as_bytes());
        let mut out = String::new();
        let _ = s.read_to_string(&mut out);
        out
    };
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
