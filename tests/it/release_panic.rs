//! Issue 40 item 3: in the shipped profile, a panic in one HTTP handler is
//! answered with 500 and the daemon serves on. Run by
//! `scripts/release-panic.sh`, which builds the release binary with the
//! `test-panic` feature (`GET /__test/panic` panics) and passes it as
//! `$NEXUS_PANIC_BIN`; under a plain `cargo test` there is no such binary
//! and the test says so and passes (scripts/test.sh runs the script).

use crate::common;

use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Sends `request` and reads until `responses` status lines have come or
/// the peer closes; the text.
fn exchange(addr: &str, request: &str, responses: usize) -> String {
    let mut s = TcpStream::connect(addr).expect("connect to the daemon");
    s.set_read_timeout(Some(Duration::from_secs(10))).ok();
    s.write_all(request.as_bytes()).expect("send");
    let mut text = String::new();
    let mut buf = [0u8; 4096];
    while text.matches("HTTP/1.1 ").count() < responses || !text.ends_with('}') {
        match s.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => text.push_str(&String::from_utf8_lossy(&buf[..n])),
        }
    }
    text
}

#[test]
fn the_release_binary_answers_the_request_after_a_handlers_panic() {
    let Ok(bin) = std::env::var("NEXUS_PANIC_BIN") else {
        eprintln!("no $NEXUS_PANIC_BIN: scripts/release-panic.sh builds it and runs this test");
        return;
    };
    let dir = common::TempDir::new("release-panic");
    let port_file = dir.join("port");
    let mut child = Command::new(&bin)
        .arg("daemon")
        .arg(common::combat())
        .args(["--port", "0", "--port-file"])
        .arg(&port_file)
        .env_remove("NEXUS_TOKEN")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(dir.join("stderr")).expect("stderr file"))
        .spawn()
        .expect("spawn the release daemon");
    let started = Instant::now();
    let addr = loop {
        let text = std::fs::read_to_string(&port_file).unwrap_or_default();
        if !text.trim().is_empty() {
            break text.trim().to_string();
        }
        assert!(started.elapsed() < Duration::from_secs(20), "no port");
        std::thread::sleep(Duration::from_millis(20));
    };
    // Pipelined on one connection: the panic, then a call.
    let body = r#"[20]"#;
    let both = format!(
        "GET /__test/panic HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nPOST /call/fighterDamage HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let text = exchange(&addr, &both, 2);
    assert!(text.starts_with("HTTP/1.1 500"), "{text}");
    let second = text.find("HTTP/1.1 200").map(|i| &text[i..]);
    assert!(
        second.is_some_and(|t| t.contains("\"status\":\"ok\"")),
        "the call after the panic: {text}"
    );
    // A new connection is served too, and the process never ended.
    let health = exchange(
        &addr,
        "GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
        1,
    );
    assert!(health.starts_with("HTTP/1.1 200"), "{health}");
    assert!(
        child.try_wait().ok().flatten().is_none(),
        "the daemon ended"
    );
    let stderr = std::fs::read_to_string(dir.join("stderr")).unwrap_or_default();
    assert!(
        stderr.contains("the test-panic feature's trigger"),
        "{stderr}"
    );
    let _ = child.kill();
    let _ = child.wait();
}
