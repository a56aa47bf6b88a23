//! Big values pass through (issue 30): payloads of every schema kind (a
//! string, a list of numbers, a list of nested records) round trip exactly,
//! byte for byte, through `nexus run`, the daemon's `POST /call` and MCP
//! over stdio, with `/dev/shm` left clean; a result from a pool that is not
//! its declared type, truncated, cut mid-character or oversized is refused
//! with an error that says which.
//!
//! Always on: 4 MiB payloads, which take the shared-memory path both ways.
//! The full 64 MiB set (slow in a debug build):
//! `cargo test --release --test it -- --ignored big::`.

use crate::common;

use common::*;
use std::io::{Read, Write};
use std::time::Duration;

const SMALL: usize = 4 << 20;
const FULL: usize = 64 << 20;

/// The JSON texts `tests/programs/big/big.py` makes for `n`, built the same
/// way here: (command kind, text).
fn texts(n: usize) -> Vec<(&'static str, String)> {
    let mut nums = String::from("[");
    let (mut size, mut i) = (2, 0);
    while size < n {
        let item = format!("{i}.5");
        size += item.len() + 1;
        if i > 0 {
            nums.push(',');
        }
        nums.push_str(&item);
        i += 1;
    }
    nums.push(']');
    let mut recs = String::from("[");
    let (mut size, mut i) = (2, 0);
    while size < n {
        if i > 0 {
            recs.push(',');
        }
        let item = format!(
            r#"{{"hp":{i},"leader":{{"hp":{},"name":"L{i}"}},"name":"R{i}","tags":["a","b\"c"]}}"#,
            i + 1
        );
        recs.push_str(&item);
        size += item.len() + 1;
        i += 1;
    }
    recs.push(']');
    vec![
        ("str", format!("\"{}\"", patterned(n))),
        ("nums", nums),
        ("recs", recs),
    ]
}

/// `POST path body` on a fresh connection: (status, body).
fn post(addr: std::net::SocketAddr, path: &str, body: &[u8]) -> (u16, Vec<u8>) {
    let mut s = std::net::TcpStream::connect(addr).expect("connect");
    s.set_read_timeout(Some(Duration::from_secs(120))).ok();
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    s.write_all(head.as_bytes()).expect("write head");
    s.write_all(body).expect("write body");
    let mut out = Vec::new();
    s.read_to_end(&mut out).expect("read reply");
    let end = out
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("a reply head");
    let status = std::str::from_utf8(&out[9..12])
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    (status, out.split_off(end + 4))
}

fn round_trips(n: usize) {
    let program = program("big");
    let texts = texts(n);

    // nexus run: made in the pool, printed as it came.
    for (kind, text) in &texts {
        let run = spawn(&["run", &program, &format!("make_{kind}"), &n.to_string()]);
        let pid = run.pid();
        let out = run.finish(Duration::from_secs(300));
        assert!(
            out.ok() == text.as_str(),
            "run make_{kind}: {} bytes came back, {} expected",
            out.stdout.len(),
            text.len() + 1
        );
        assert_eq!(
            shm_of(pid),
            Vec::<String>::new(),
            "run make_{kind} left objects"
        );
    }

    // The daemon: echoed (in through the body, out through shared memory
    // both ways) and made.
    let daemon = Daemon::start(&program, &[]);
    for (kind, text) in &texts {
        let want = format!("{{\"status\":\"ok\",\"result\":{text}}}");
        let (status, got) = post(
            daemon.addr,
            &format!("/call/echo_{kind}"),
            format!("[{text}]").as_bytes(),
        );
        assert!(
            status == 200 && got == want.as_bytes(),
            "/call/echo_{kind}: status {status}, {} bytes ({:.200})",
            got.len(),
            String::from_utf8_lossy(&got)
        );
        let (status, got) = post(
            daemon.addr,
            &format!("/call/make_{kind}"),
            format!("[{n}]").as_bytes(),
        );
        assert!(
            status == 200 && got == want.as_bytes(),
            "/call/make_{kind}: status {status}"
        );
    }
    assert_eq!(
        shm_of(daemon.child.id()),
        Vec::<String>::new(),
        "the daemon left objects between calls"
    );
    drop(daemon);

    // MCP over stdio: the argument in one line, the result in the reply's text.
    let mut mcp = Mcp::start(&program);
    let pid = mcp.pid();
    for (kind, text) in &texts {
        let (is_error, got) = mcp.call(&format!("echo_{kind}"), &format!("{{\"_1\":{text}}}"));
        assert!(
            !is_error && got == *text,
            "MCP echo_{kind}: {} bytes ({got:.200})",
            got.len()
        );
    }
    assert_eq!(mcp.finish(), Some(0));
    assert_eq!(shm_of(pid), Vec::<String>::new(), "nexus mcp left objects");
}

#[test]
fn four_mib_values_of_every_kind_round_trip_exactly_in_every_mode() {
    round_trips(SMALL);
}

#[test]
#[ignore = "64 MiB payloads: run with --release (see the module comment)"]
fn sixty_four_mib_values_of_every_kind_round_trip_exactly_in_every_mode() {
    round_trips(FULL);
}

#[test]
fn a_big_result_of_the_wrong_type_is_refused_where_it_goes_wrong() {
    let program = program("big");
    let out = nexus(&["run", &program, "bad_nums", "500000"]);
    assert_ne!(out.code, Some(0));
    assert!(
        out.stderr
            .contains("at [500000]: expected Real (a number), got string \"x\""),
        "{}",
        out.stderr
    );
    let out = nexus(&["run", &program, "bad_str", "3"]);
    assert!(
        out.stderr.contains("expected Str (a string), got array"),
        "{}",
        out.stderr
    );
}

#[test]
fn a_truncated_or_oversized_result_from_a_pool_is_refused_with_a_clear_error() {
    // tests/programs/liar: a pool that answers each command with one lie.
    let program = program("liar");
    for (command, says) in [
        ("short_object", "holds 5 bytes but the packet declares 1000"),
        ("cut_json", "returned text that is not JSON"),
        (
            "huge_packet",
            "packet of 2199023255552 bytes exceeds the bound of 4294967296",
        ),
        (
            "huge_object",
            "shared-memory payload of 8589934592 bytes exceeds the bound of 4294967296",
        ),
        ("cut_text", "the reply is not UTF-8"),
    ] {
        let run = spawn(&["run", &program, command]);
        let pid = run.pid();
        let out = run.finish(TIMEOUT);
        assert_eq!(out.code, Some(1), "{command}: {}", out.stderr);
        assert!(out.stderr.contains(says), "{command}: {}", out.stderr);
        assert_eq!(shm_of(pid), Vec::<String>::new(), "{command} left objects");
    }
}

#[test]
fn a_big_string_of_every_utf8_width_comes_back_exactly() {
    // Our Python runtime writes a big str result to shared memory a slice
    // of characters at a time: 3 Mi characters cross many slices, and the
    // nexus escapes the quote, backslash and newline on the way out.
    let n = 3 << 20;
    let mixed: String = "aé✓🎉\"\\\n".chars().cycle().take(n).collect();
    let mut want = String::from("\"");
    for c in mixed.chars() {
        match c {
            '"' => want.push_str("\\\""),
            '\\' => want.push_str("\\\\"),
            '\n' => want.push_str("\\n"),
            c => want.push(c),
        }
    }
    want.push('"');
    let program = program("big");
    let run = spawn(&["run", &program, "make_mixed", &n.to_string()]);
    let pid = run.pid();
    let out = run.finish(Duration::from_secs(120));
    assert!(
        out.ok() == want,
        "run make_mixed: {} bytes, {} expected: {}",
        out.stdout.len(),
        want.len() + 1,
        out.stderr
    );
    assert_eq!(shm_of(pid), Vec::<String>::new(), "run left objects");
    let daemon = Daemon::start(&program, &[]);
    let (status, got) = post(daemon.addr, "/call/make_mixed", format!("[{n}]").as_bytes());
    assert!(
        status == 200 && got == format!("{{\"status\":\"ok\",\"result\":{want}}}").as_bytes(),
        "/call/make_mixed: status {status}, {} bytes",
        got.len()
    );
}

/// How much the daemon's resident set grew (its VmHWM, in bytes, over its
/// VmRSS just before) while it answered `POST path body`.
fn daemon_peak(daemon: &Daemon, path: &str, body: &[u8]) -> (u16, usize, u64) {
    let pid = daemon.child.id();
    let field = |name: &str| -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
        status
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
            .expect("the field in /proc")
            * 1024
    };
    std::fs::write(format!("/proc/{pid}/clear_refs"), "5").expect("reset VmHWM");
    let before = field("VmRSS:");
    let (status, got) = post(daemon.addr, path, body);
    (status, got.len(), field("VmHWM:").saturating_sub(before))
}

#[test]
fn the_daemon_holds_a_big_argument_of_every_kind_once() {
    // A string: the body becomes the argument in its own buffer
    // (json::parse_owned), named arguments are moved, not copied
    // (from_object_owned). A list or records: passed to the pool as the
    // bytes they came in, checked over them (arguments::from_array_text),
    // never a tree. The pool drops the arguments once sent, and the result
    // is wrapped where it was read. Before, the peak over the payload was
    // 2.05 for the string, 5.6 for the numbers and 22 for the records.
    let n = 16 << 20;
    let daemon = Daemon::start(&program("big"), &[]);
    let (status, _, _) = daemon_peak(&daemon, "/call/echo_str", b"[\"warm\"]");
    assert_eq!(status, 200);
    // First, before any big buffer the allocator could keep and reuse: a
    // big string result made in the pool is streamed out of its
    // shared-memory object a slice at a time, never held (it was held
    // whole, 1.0× the payload, before).
    let (status, got, grew) = daemon_peak(&daemon, "/call/make_str", format!("[{n}]").as_bytes());
    assert_eq!((status, got), (200, n + 27));
    let grown = grew as f64 / n as f64;
    assert!(
        grown < 0.5,
        "make_str: the daemon's peak grew by {grown:.2}× the result"
    );
    let mut bodies = Vec::new();
    for (kind, text) in texts(n) {
        if kind == "str" {
            bodies.push((kind, format!("{{\"_1\":{text}}}"), text.len()));
            bodies.push((kind, format!("{{\"args\":[{text}]}}"), text.len()));
        }
        bodies.push((kind, format!("[{text}]"), text.len()));
    }
    for (kind, body, len) in bodies {
        let path = format!("/call/echo_{kind}");
        let (status, got, grew) = daemon_peak(&daemon, &path, body.as_bytes());
        assert_eq!((status, got), (200, len + 25), "{:.40}", body);
        let grown = grew as f64 / len as f64;
        assert!(
            grown < 1.5,
            "{:.12}…: the daemon's peak grew by {grown:.2}× the payload",
            body
        );
    }
}

#[test]
fn a_big_argument_of_the_wrong_type_gets_the_precise_error() {
    // The pass over the bytes declines it; the tree path names the place.
    let daemon = Daemon::start(&program("big"), &[]);
    let mut body = String::from("[[");
    for i in 0..100_000 {
        body.push_str(&format!("{i}.5,"));
    }
    body.push_str("\"x\"]]");
    let (status, got) = post(daemon.addr, "/call/echo_nums", body.as_bytes());
    let got = String::from_utf8_lossy(&got);
    assert_eq!(status, 400, "{got:.200}");
    assert!(
        got.contains("at [100000]: expected Real (a number), got string"),
        "{got:.300}"
    );
}
