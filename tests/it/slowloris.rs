//! Slowloris against `nexus daemon` (issue 15, defect 2): sockets that are
//! accepted and then send nothing, or trickle a head that never ends, must
//! not starve fresh clients. At the connection cap the daemon evicts the
//! connection that has waited longest for a head, never one whose request
//! is being served.

use crate::common;

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::thread;
use std::time::{Duration, Instant};

/// The connection cap of the daemons under test.
const CAP: usize = 16;

use common::Daemon;

/// Sends `request` on a fresh connection and reads the response until the
/// daemon closes (the request says `Connection: close`). Returns the text
/// and how long it took.
fn exchange(addr: SocketAddr, request: &str, limit: Duration) -> (String, Duration) {
    let started = Instant::now();
    let Ok(mut s) = TcpStream::connect_timeout(&addr, limit) else {
        return ("connect failed".into(), started.elapsed());
    };
    let _ = s.set_read_timeout(Some(limit));
    let _ = s.write_all(request.as_bytes());
    let mut out = Vec::new();
    let _ = s.read_to_end(&mut out);
    (
        String::from_utf8_lossy(&out).into_owned(),
        started.elapsed(),
    )
}

fn health(addr: SocketAddr) -> (String, Duration) {
    exchange(
        addr,
        "GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
        Duration::from_secs(5),
    )
}

/// `count` connections: even ones send nothing, odd ones the start of a
/// head that never ends.
fn attackers(addr: SocketAddr, count: usize) -> Vec<TcpStream> {
    (0..count)
        .filter_map(|i| {
            let mut s = TcpStream::connect(addr).ok()?;
            if i % 2 == 1 {
                let _ = s.write_all(b"GET /health HTTP/1.1\r\nX-Slow: ");
            }
            Some(s)
        })
        .collect()
}

#[test]
fn idle_and_partial_heads_do_not_starve_a_fresh_client() {
    let daemon = Daemon::start(&common::combat(), &["--max-connections", &CAP.to_string()]);
    let _attackers = attackers(daemon.addr, 3 * CAP);
    // Let the daemon accept them all.
    thread::sleep(Duration::from_millis(300));
    for probe in 0..5 {
        let (text, took) = health(daemon.addr);
        assert!(
            text.starts_with("HTTP/1.1 200 "),
            "probe {probe}: a fresh client got {text:?} while {} idle sockets held a cap of {CAP}",
            3 * CAP
        );
        // Far below the 10 s head deadline the attackers would otherwise hold.
        assert!(took < Duration::from_secs(2), "probe {probe} took {took:?}");
    }
}

#[test]
fn a_call_in_flight_is_never_evicted() {
    let slow = common::program("fe_slow");
    let daemon = Daemon::start(&slow, &["--max-connections", &CAP.to_string()]);
    let addr = daemon.addr;
    let body = "[1.5]";
    let request = format!(
        "POST /call/nap HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    let call = thread::spawn(move || exchange(addr, &request, Duration::from_secs(20)));
    // The call is in flight before the flood starts.
    thread::sleep(Duration::from_millis(300));
    let _attackers = attackers(addr, 3 * CAP);
    thread::sleep(Duration::from_millis(200));
    let (probe, _) = health(addr);
    assert!(probe.starts_with("HTTP/1.1 200 "), "{probe}");
    let (text, _) = call.join().expect("the call thread");
    assert!(
        text.starts_with("HTTP/1.1 200 ") && text.ends_with(r#""result":1.5}"#),
        "the in-flight call was cut: {text:?}"
    );
}
