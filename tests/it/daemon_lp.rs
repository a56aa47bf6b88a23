//! morloc's length-prefixed daemon protocol on `nexus daemon --socket` and
//! `--port`, beside HTTP on the same listener (issue 45 item 3): for the
//! same requests, over a Unix socket and over TCP, with `-f json` and
//! `-f packet`, our reply's bytes are morloc's own daemon's (the peer,
//! `morloc-nexus daemon` on the same manifest); where a text cannot match
//! (a parse error worded by serde_json's reader, the discovery document,
//! which ours extends) the replies are compared by their structure. Also:
//! 16 connections in flight at once, a result over 1 MiB (through shared
//! memory) in both forms, frames that cannot be read, and HTTP still
//! answered on the same socket and port.
//!
//! Needs the peer (see `common::morloc_peer`); without it the comparisons
//! skip with a note (a failure under CI).

use crate::common::*;
use nexus::json::{self, Value};
use std::io::{Read, Write};
use std::net::{Shutdown, TcpStream};
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

fn peer() -> Option<PathBuf> {
    morloc_peer("daemon_lp")
}

/// Where a daemon listens.
#[derive(Clone, Debug)]
enum At {
    Unix(PathBuf),
    Tcp(u16),
}

/// A client's connection, either kind.
enum Conn {
    Unix(UnixStream),
    Tcp(TcpStream),
}

impl Conn {
    fn open(at: &At) -> std::io::Result<Conn> {
        let conn = match at {
            At::Unix(path) => Conn::Unix(UnixStream::connect(path)?),
            At::Tcp(port) => Conn::Tcp(TcpStream::connect(("127.0.0.1", *port))?),
        };
        let t = Some(Duration::from_secs(60));
        match &conn {
            Conn::Unix(s) => s.set_read_timeout(t)?,
            Conn::Tcp(s) => s.set_read_timeout(t)?,
        }
        Ok(conn)
    }

    fn send(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        match self {
            Conn::Unix(s) => s.write_all(bytes),
            Conn::Tcp(s) => s.write_all(bytes),
        }
    }

    fn half_close(&self) {
        let _ = match self {
            Conn::Unix(s) => s.shutdown(Shutdown::Write),
            Conn::Tcp(s) => s.shutdown(Shutdown::Write),
        };
    }

    /// Everything until the daemon closes.
    fn read_all(&mut self) -> Vec<u8> {
        let mut out = Vec::new();
        let _ = match self {
            Conn::Unix(s) => s.read_to_end(&mut out),
            Conn::Tcp(s) => s.read_to_end(&mut out),
        };
        out
    }
}

/// `message` framed: its length, big-endian, then it.
fn framed(message: &[u8]) -> Vec<u8> {
    let mut out = (message.len() as u32).to_be_bytes().to_vec();
    out.extend_from_slice(message);
    out
}

/// One request on its own connection: every byte of the reply, prefix
/// included.
fn ask(at: &At, message: &[u8]) -> Vec<u8> {
    let mut conn = Conn::open(at).expect("connect");
    conn.send(&framed(message)).expect("send");
    conn.read_all()
}

/// The reply's message, its prefix checked against its length.
fn unframed(reply: &[u8]) -> &[u8] {
    assert!(reply.len() >= 4, "no length prefix: {reply:?}");
    let len = u32::from_be_bytes(reply[..4].try_into().unwrap()) as usize;
    assert_eq!(len, reply.len() - 4, "the prefix says {len}: {reply:?}");
    &reply[4..]
}

/// A reply's JSON envelope.
fn envelope(reply: &[u8]) -> Value {
    let text = std::str::from_utf8(unframed(reply)).expect("a UTF-8 envelope");
    json::parse(text).unwrap_or_else(|_| panic!("not JSON: {text}"))
}

fn text(v: &Value, key: &str) -> Option<String> {
    json::get_str(v, key).map(str::to_string)
}

/// A daemon, ours or morloc's, killed (SIGTERM, so morloc's stops its
/// pools) on drop.
struct Served {
    child: Child,
    at: At,
    _dir: TempDir,
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = Command::new("kill").arg(self.child.id().to_string()).status();
        let _ = self.child.wait();
    }
}

/// `daemon MANIFEST [-f packet] --socket PATH | --port P`, ours or the
/// peer's, once it answers a length-prefixed `health`.
fn serve(peer: &Path, theirs: bool, manifest: &str, packet: bool, tcp: bool) -> Served {
    let dir = TempDir::new("lp");
    let mut cmd = match theirs {
        true => {
            let mut c = Command::new(peer.join("home/bin/morloc-nexus"));
            // morloc binds its TCP listener to 0.0.0.0; the peer's shim
            // keeps it on loopback.
            c.env("LD_PRELOAD", peer.join("bind_loopback.so"));
            c
        }
        false => Command::new(nexus_bin()),
    };
    cmd.env("MORLOC_HOME", peer.join("home"))
        .env_remove("NEXUS_TOKEN")
        .arg("daemon")
        .arg(manifest);
    if packet {
        cmd.args(["-f", "packet"]);
    }
    let at = match tcp {
        true => At::Tcp(free_port()),
        false => At::Unix(dir.join("d.sock")),
    };
    match &at {
        At::Tcp(port) => cmd.args(["--port", &port.to_string()]),
        At::Unix(path) => cmd.arg("--socket").arg(path),
    };
    cmd.stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    let mut served = Served {
        child: cmd.spawn().expect("the daemon starts"),
        at,
        _dir: dir,
    };
    let started = Instant::now();
    loop {
        let up = Conn::open(&served.at).is_ok_and(|mut c| {
            c.send(&framed(br#"{"method":"health"}"#)).is_ok() && {
                let reply = c.read_all();
                reply.len() > 4 && text(&envelope(&reply), "status").as_deref() == Some("ok")
            }
        });
        if up {
            return served;
        }
        assert!(
            served.child.try_wait().ok().flatten().is_none()
                && started.elapsed() < Duration::from_secs(60),
            "{cmd:?} did not come up"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

fn combat_manifest(peer: &Path) -> String {
    peer.join("combat/combat-build/manifest.json")
        .display()
        .to_string()
}

/// Requests whose replies are the same bytes from both daemons, in both
/// forms (a `call`'s as a packet under `-f packet`).
const SAME_BYTES: &[&str] = &[
    r#"{"id":"1","method":"call","command":"fighterDamage","args":[15]}"#,
    r#"{"method":"call","command":"fighterDamage","args":[3]}"#,
    r#"{"id":"f","command":"fighterDamage","args":[20]}"#,
    r#"{"id":"11","method":"call","command":"intro","args":["orc",2,true]}"#,
    // Call errors.
    r#"{"id":"2","method":"call","command":"nope","args":[]}"#,
    r#"{"id":"3","method":"call","command":"fighterDamage","args":[1,2]}"#,
    r#"{"id":"4","method":"call","command":"fighterDamage"}"#,
    r#"{"id":"5","method":"call","args":[1]}"#,
    // Control methods, JSON whatever -f says.
    r#"{"id":"h","method":"health"}"#,
    r#"{"method":"health"}"#,
    r#"{"id":"u","method":"frob"}"#,
    r#"{"id":"b","method":"bindings"}"#,
    r#"{"id":"x","method":"unbind","name":"x"}"#,
    r#"{"id":"t","method":"typecheck"}"#,
];

/// The parse errors: morloc words them with serde_json's messages, ours
/// with our reader's (and the fix); both are the error envelope without
/// an id, and begin alike.
const PARSE_ERRORS: &[&[u8]] = &[b"not json", b"", b"[]", br#"{"id":6,"method":"health"}"#];

#[test]
fn replies_are_morlocs_bytes_on_the_socket_and_the_port_in_both_forms() {
    let Some(peer) = peer() else { return };
    let manifest = combat_manifest(&peer);
    for (tcp, packet) in [(false, false), (false, true), (true, false), (true, true)] {
        let theirs = serve(&peer, true, &manifest, packet, tcp);
        let ours = serve(&peer, false, &manifest, packet, tcp);
        let case = format!("tcp {tcp}, packet {packet}");
        for request in SAME_BYTES {
            let (t, o) = (ask(&theirs.at, request.as_bytes()), ask(&ours.at, request.as_bytes()));
            assert_eq!(
                String::from_utf8_lossy(&o),
                String::from_utf8_lossy(&t),
                "{case}: {request}"
            );
        }
        // A call's reply under -f packet is a DATA packet (magic, then
        // the value); an error a FAIL packet: not JSON at all.
        let call = ask(&ours.at, SAME_BYTES[0].as_bytes());
        assert_eq!(unframed(&call).starts_with(b"m\xf8\x07\x07"), packet, "{case}");
        for bad in PARSE_ERRORS {
            let (t, o) = (envelope(&ask(&theirs.at, bad)), envelope(&ask(&ours.at, bad)));
            for v in [&t, &o] {
                assert_eq!(text(v, "status").as_deref(), Some("error"), "{case}");
                assert!(json::get(v, "id").is_none(), "{case}");
                let why = text(v, "error").unwrap_or_default();
                assert!(why.starts_with("Failed to parse request JSON: "), "{case}: {why}");
            }
        }
        // discover: morloc's document's every field, ours gives too, with
        // the same commands in the same order.
        let request = br#"{"id":"d","method":"discover"}"#;
        let (t, o) = (envelope(&ask(&theirs.at, request)), envelope(&ask(&ours.at, request)));
        assert_eq!(text(&o, "id").as_deref(), Some("d"));
        assert_eq!(text(&o, "status").as_deref(), Some("ok"));
        let (Some(Value::Object(t)), Some(Value::Object(o))) =
            (json::get(&t, "result"), json::get(&o, "result"))
        else {
            panic!("{case}: discover has no result object")
        };
        for key in t.keys() {
            assert!(o.contains_key(key), "{case}: our discover has no {key}");
        }
        let names = |doc: &json::Object| match doc.get("commands") {
            Some(Value::Array(cmds)) => cmds
                .iter()
                .filter_map(|c| json::get_str(c, "name").map(str::to_string))
                .collect::<Vec<_>>(),
            _ => Vec::new(),
        };
        assert_eq!(names(o), names(t), "{case}");
        assert_eq!(names(o).len(), 3, "{case}");
        // HTTP is still answered on our listener (morloc's serves it on
        // --http-port only).
        let http = ask_http(&ours.at, "GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
        assert!(http.starts_with("HTTP/1.1 200 OK\r\n"), "{case}: {http}");
        assert!(http.ends_with(r#"{"status":"ok","result":[true]}"#), "{case}: {http}");
        let call = "POST /call/fighterDamage HTTP/1.1\r\nHost: localhost\r\nContent-Length: 4\r\nConnection: close\r\n\r\n[15]";
        assert!(ask_http(&ours.at, call).ends_with(r#"{"status":"ok","result":10}"#), "{case}");
    }
}

/// One HTTP exchange on a connection of its own: the whole response.
fn ask_http(at: &At, request: &str) -> String {
    let mut conn = Conn::open(at).expect("connect");
    conn.send(request.as_bytes()).expect("send");
    String::from_utf8_lossy(&conn.read_all()).into_owned()
}

#[test]
fn sixteen_connections_in_flight_at_once_each_get_their_own_answer() {
    let Some(peer) = peer() else { return };
    let manifest = combat_manifest(&peer);
    for packet in [false, true] {
        let ours = serve(&peer, false, &manifest, packet, true);
        // What each call answers, one at a time.
        let request = |i: usize| {
            format!(r#"{{"id":"c{i}","method":"call","command":"intro","args":["m{i}",{},false]}}"#, i % 3 + 1)
        };
        let alone: Vec<Vec<u8>> = (0..16).map(|i| ask(&ours.at, request(i).as_bytes())).collect();
        // All 16 sent before any reply is read.
        let mut conns: Vec<Conn> = (0..16)
            .map(|i| {
                let mut c = Conn::open(&ours.at).expect("connect");
                c.send(&framed(request(i).as_bytes())).expect("send");
                c
            })
            .collect();
        let together: Vec<Vec<u8>> = std::thread::scope(|s| {
            let handles: Vec<_> = conns
                .iter_mut()
                .map(|c| s.spawn(move || c.read_all()))
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        for (i, (a, t)) in alone.iter().zip(&together).enumerate() {
            assert_eq!(a, t, "packet {packet}: call {i}");
            let want = format!(" m{i} ");
            assert!(
                String::from_utf8_lossy(t).contains(&want),
                "packet {packet}: call {i}: {}",
                String::from_utf8_lossy(t)
            );
        }
    }
}

#[test]
fn a_result_over_a_mib_through_shared_memory_is_morlocs_bytes_in_both_forms() {
    let Some(peer) = peer() else { return };
    let manifest = peer.join("polyglot/polyglot-build/manifest.json").display().to_string();
    let n = (1 << 20) + 3;
    let request = format!(r#"{{"id":"big","method":"call","command":"cppBig","args":[{n}]}}"#);
    for packet in [false, true] {
        let theirs = serve(&peer, true, &manifest, packet, false);
        let ours = serve(&peer, false, &manifest, packet, false);
        let (t, o) = (ask(&theirs.at, request.as_bytes()), ask(&ours.at, request.as_bytes()));
        assert!(o.len() > n, "packet {packet}: {} bytes", o.len());
        assert!(o == t, "packet {packet}: {} bytes against morloc's {}", o.len(), t.len());
        if !packet {
            let v = envelope(&o);
            assert_eq!(text(&v, "result").map(|s| s.len()), Some(n));
        }
    }
}

#[test]
fn frames_that_cannot_be_read_are_answered_and_never_hang() {
    let Some(peer) = peer() else { return };
    let manifest = combat_manifest(&peer);
    let ours = serve(&peer, false, &manifest, false, false);
    let error_of = |reply: &[u8]| text(&envelope(reply), "error").unwrap_or_default();
    // Too large: morloc closes without a word; ours says why.
    let mut c = Conn::open(&ours.at).unwrap();
    c.send(&((64u32 << 20) + 1).to_be_bytes()).unwrap();
    let why = error_of(&c.read_all());
    assert!(why.starts_with("Message too large: 67108865 bytes; "), "{why}");
    // Cut short: the client stops sending (half-closes) within the body.
    let mut c = Conn::open(&ours.at).unwrap();
    c.send(b"\0\0\0\x10{}").unwrap();
    c.half_close();
    assert_eq!(error_of(&c.read_all()), "Failed to read message body (got 2 of 16 bytes)");
    // A partial prefix that stalls is bounded by the head deadline.
    let slow = {
        let dir = TempDir::new("lp-slow");
        let sock = dir.join("s.sock");
        let mut cmd = Command::new(nexus_bin());
        cmd.env("MORLOC_HOME", peer.join("home"))
            .args(["daemon", &manifest, "--head-timeout", "1", "--socket"])
            .arg(&sock)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        let child = cmd.spawn().unwrap();
        let served = Served { child, at: At::Unix(sock), _dir: dir };
        assert!(wait_until(Duration::from_secs(30), || Conn::open(&served.at).is_ok()));
        served
    };
    let mut c = Conn::open(&slow.at).unwrap();
    c.send(b"\0\0").unwrap();
    let started = Instant::now();
    let why = error_of(&c.read_all());
    assert!(started.elapsed() < Duration::from_secs(10), "{:?}", started.elapsed());
    assert!(why.starts_with("Failed to read message length prefix"), "{why}");
    // A probe (connect, close) is no request; the daemon still serves.
    drop(Conn::open(&ours.at).unwrap());
    let ok = envelope(&ask(&ours.at, br#"{"method":"health"}"#));
    assert_eq!(text(&ok, "status").as_deref(), Some("ok"));
}

#[test]
fn a_daemon_that_checks_tokens_answers_only_health_here() {
    let Some(peer) = peer() else { return };
    let dir = TempDir::new("lp-token");
    let sock = dir.join("t.sock");
    let mut cmd = Command::new(nexus_bin());
    cmd.env("MORLOC_HOME", peer.join("home"))
        .env("NEXUS_TOKEN", "sekrit-token-for-lp")
        .args(["daemon", &combat_manifest(&peer), "--socket"])
        .arg(&sock)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    let served = Served { child: cmd.spawn().unwrap(), at: At::Unix(sock), _dir: dir };
    assert!(wait_until(Duration::from_secs(30), || Conn::open(&served.at).is_ok()));
    let health = envelope(&ask(&served.at, br#"{"method":"health"}"#));
    assert_eq!(text(&health, "status").as_deref(), Some("ok"));
    let call = envelope(&ask(&served.at, SAME_BYTES[0].as_bytes()));
    assert_eq!(text(&call, "status").as_deref(), Some("error"));
    assert!(text(&call, "error").unwrap_or_default().contains("Authorization: Bearer"));
}
