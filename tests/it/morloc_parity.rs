//! Parity with morloc's own nexus (issue 10, point 6): `morloc-nexus` from
//! the peer that `../shared/morloc/build-peer.sh` builds, and ours, side by
//! side on the same manifests: the tool surface (`--mcp-tools`), morloc's
//! launcher scripts, the daemon's `/health`, `/discover` and `/call`
//! envelopes, and exit codes. Where ours differs on purpose, the README's
//! "Switching from morloc's nexus" says why, and these checks allow it.
//!
//! The peer is found at `$NEXUS_MORLOC_PEER` (default
//! `~/.cache/nexus-ci/morloc-peer`). Without it every test here is skipped
//! with a one-line note, and fails when `CI=true`.

use nexus::json::{self, Value};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const NEXUS: &str = env!("CARGO_BIN_EXE_nexus");

fn repo(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(rel)
}

/// The peer's directory, or `None` (with the note) when it is not built.
fn peer() -> Option<PathBuf> {
    let dir = std::env::var_os("NEXUS_MORLOC_PEER")
        .map(PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache/nexus-ci/morloc-peer"))
        })?;
    if dir.join("home/bin/morloc-nexus").is_file() {
        return Some(dir);
    }
    let note = format!(
        "morloc_parity: skipped, no morloc peer at {} (build it with ../shared/morloc/build-peer.sh, PREFIX=that directory)",
        dir.display()
    );
    assert!(std::env::var("CI").as_deref() != Ok("true"), "{note}");
    eprintln!("{note}");
    None
}

fn morloc(peer: &Path) -> Command {
    let mut cmd = Command::new(peer.join("home/bin/morloc-nexus"));
    cmd.env("MORLOC_HOME", peer.join("home"));
    let path = std::env::var("PATH").unwrap_or_default();
    cmd.env(
        "PATH",
        format!("{}:{path}", peer.join("home/bin").display()),
    );
    cmd
}

fn ours() -> Command {
    let mut cmd = Command::new(NEXUS);
    cmd.env_remove("NEXUS_TOKEN");
    cmd
}

fn tools(mut cmd: Command) -> Value {
    let out = cmd.output().unwrap();
    assert!(
        out.status.success(),
        "{cmd:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    json::parse(&String::from_utf8_lossy(&out.stdout)).unwrap()
}

fn obj(v: &Value) -> &json::Object {
    match v {
        Value::Object(o) => o,
        other => panic!("not an object: {}", json::to_string(other)),
    }
}

/// Whether `mine` says everything `theirs` says: every key of theirs with
/// the same meaning (ours may add keys), but `properties` and `required`
/// exactly, so that a property or requirement never differs.
fn covers(theirs: &Value, mine: &Value, at: &str) -> Result<(), String> {
    match (theirs, mine) {
        (Value::Object(t), Value::Object(m)) => {
            for (k, tv) in t.iter() {
                let here = format!("{at}.{k}");
                let mv = m.get(k).ok_or(format!("{here}: missing in ours"))?;
                if k == "required" {
                    // Issue 40 item 24 (the seed wins): ours leaves out of
                    // `required` a field with a default; nothing else.
                    let list = |v: &Value| match v {
                        Value::Array(a) => a.iter().map(json::to_string).collect::<Vec<_>>(),
                        _ => Vec::new(),
                    };
                    let (tl, ml) = (list(tv), list(mv));
                    let defaulted = |f: &String| {
                        let name = f.trim_matches('"');
                        m.get("properties")
                            .and_then(|p| json::get(p, name))
                            .and_then(|p| json::get(p, "default"))
                            .is_some()
                    };
                    let ok = ml.iter().all(|f| tl.contains(f))
                        && tl.iter().all(|f| ml.contains(f) || defaulted(f));
                    if !ok {
                        return Err(format!(
                            "{here}: {} vs ours {}",
                            json::to_string(tv),
                            json::to_string(mv)
                        ));
                    }
                    continue;
                }
                if k == "properties" {
                    let (tk, mk) = (obj(tv).keys(), obj(mv).keys());
                    if !tk.eq(mk) {
                        return Err(format!(
                            "{here}: {} vs ours {}",
                            json::to_string(tv),
                            json::to_string(mv)
                        ));
                    }
                }
                covers(tv, mv, &here)?;
            }
            Ok(())
        }
        (Value::Array(t), Value::Array(m)) if t.len() == m.len() => t
            .iter()
            .zip(m.iter())
            .enumerate()
            .try_for_each(|(i, (a, b))| covers(a, b, &format!("{at}[{i}]"))),
        _ if json::to_string(theirs) == json::to_string(mine) => Ok(()),
        _ => Err(format!(
            "{at}: {} vs ours {}",
            json::to_string(theirs),
            json::to_string(mine)
        )),
    }
}

fn by_name(doc: &Value, list: &str) -> Vec<(String, Value)> {
    match json::get(doc, list) {
        Some(Value::Array(items)) => items
            .iter()
            .map(|t| {
                let name = match json::get(t, "name") {
                    Some(Value::String(s)) => s.clone(),
                    _ => String::new(),
                };
                (name, t.clone())
            })
            .collect(),
        _ => panic!("no {list} in {}", json::to_string(doc)),
    }
}

/// allkinds's manifest with what morloc's manifest reader requires of a
/// pool (`exec`, `socket`) and of the build; the tool surface needs no pool.
fn allkinds_for_morloc(dir: &Path) -> PathBuf {
    let text = std::fs::read_to_string(repo("tests/programs/allkinds/manifest.json")).unwrap();
    let text = text.replacen(
        "\"pools\": [",
        "\"build\": {\"path\": \".\", \"time\": 0, \"morloc_version\": \"0.98.2\"},\n  \"pools\": [",
        1,
    );
    let text = text
        .replace(
            "{\"lang\": \"py\", \"source\": \"allkinds.py\"",
            "{\"lang\": \"py\", \"exec\": [\"python3\", \"pools/py/pool.py\"], \"socket\": \"pipe-py\", \"source\": \"allkinds.py\"",
        )
        .replace(
            "{\"lang\": \"r\", \"source\": \"allkinds.R\"",
            "{\"lang\": \"r\", \"exec\": [\"Rscript\", \"pools/r/pool.R\"], \"socket\": \"pipe-r\", \"source\": \"allkinds.R\"",
        );
    assert!(text.contains("pipe-r"), "allkinds's pool lines changed");
    std::fs::create_dir_all(dir).unwrap();
    for f in ["allkinds.py", "allkinds.R"] {
        std::fs::copy(repo("tests/programs/allkinds").join(f), dir.join(f)).unwrap();
    }
    let path = dir.join("manifest.json");
    std::fs::write(&path, text).unwrap();
    path
}

fn compare_tools(theirs: &Value, mine: &Value) {
    let (t, m) = (by_name(theirs, "tools"), by_name(mine, "tools"));
    let tn: Vec<&str> = t.iter().map(|(n, _)| n.as_str()).collect();
    // Ours adds `evaluate` (seed 003's dry run); nothing else.
    let mn: Vec<&str> = m
        .iter()
        .map(|(n, _)| n.as_str())
        .filter(|n| *n != "evaluate")
        .collect();
    assert_eq!(tn, mn, "the same tools, in the same order");
    let failures: Vec<String> = t
        .iter()
        .zip(m.iter())
        .filter_map(|((name, a), (_, b))| covers(a, b, name).err())
        .collect();
    assert!(
        failures.is_empty(),
        "tool surfaces differ:\n{}",
        failures.join("\n")
    );
}

#[test]
fn the_tool_surface_is_morlocs() {
    let Some(peer) = peer() else { return };
    let dir = std::env::temp_dir().join(format!("nexus-parity-{}", std::process::id()));
    let manifest = allkinds_for_morloc(&dir);
    let mut theirs = morloc(&peer);
    theirs.arg("run").arg(&manifest).arg("--mcp-tools");
    let mut mine = ours();
    mine.arg(&manifest).arg("--mcp-tools");
    compare_tools(&tools(theirs), &tools(mine));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn morlocs_launcher_is_a_program() {
    let Some(peer) = peer() else { return };
    let launcher = peer.join("combat/combat");
    let manifest = peer.join("combat/combat-build/manifest.json");
    let mut theirs = morloc(&peer);
    theirs.arg("run").arg(&manifest).arg("--mcp-tools");
    let mut mine = ours();
    mine.arg(&launcher).arg("--mcp-tools");
    compare_tools(&tools(theirs), &tools(mine));
}

/// One request, `Connection: close`: (status, parsed body).
fn http(port: u16, method: &str, path: &str, body: &str) -> Option<(u16, Value)> {
    let mut s = TcpStream::connect(("127.0.0.1", port)).ok()?;
    s.set_read_timeout(Some(Duration::from_secs(30))).ok()?;
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).ok()?;
    let mut raw = Vec::new();
    let _ = s.read_to_end(&mut raw);
    let text = String::from_utf8_lossy(&raw);
    let status = text.get(9..12)?.parse().ok()?;
    let body = &text[text.find("\r\n\r\n")? + 4..];
    Some((status, json::parse(body).ok()?))
}

struct Server(Child, u16);

impl Server {
    fn start(mut cmd: Command, port: u16) -> Server {
        cmd.stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        let server = Server(cmd.spawn().unwrap(), port);
        let started = Instant::now();
        while http(port, "GET", "/health", "").is_none() {
            assert!(
                started.elapsed() < Duration::from_secs(60),
                "{cmd:?} did not come up"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
        server
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        // SIGTERM, so that morloc's nexus stops its own pools.
        let _ = Command::new("kill").arg(self.0.id().to_string()).status();
        let _ = self.0.wait();
    }
}

fn status_of(v: &Value) -> Option<&str> {
    match json::get(v, "status") {
        Some(Value::String(s)) => Some(s),
        _ => None,
    }
}

#[test]
fn the_daemon_answers_in_morlocs_envelopes() {
    let Some(peer) = peer() else { return };
    let (pt, pm) = (crate::common::free_port(), crate::common::free_port());
    let mut theirs = morloc(&peer);
    theirs
        .arg("daemon")
        .arg(peer.join("combat/combat-build/manifest.json"))
        .arg("--http-port")
        .arg(pt.to_string())
        // morloc binds 0.0.0.0; the peer's shim keeps it on loopback.
        .env("LD_PRELOAD", peer.join("bind_loopback.so"));
    let theirs = Server::start(theirs, pt);
    let mut mine = ours();
    mine.arg("daemon")
        .arg(peer.join("combat/combat-build/manifest.json"))
        .env("MORLOC_HOME", peer.join("home"))
        // morloc's own spelling of the HTTP port.
        .arg("--http-port")
        .arg(pm.to_string());
    let mine = Server::start(mine, pm);

    // /health: ok, one boolean per pool.
    for (port, pools) in [(theirs.1, 1), (mine.1, 1)] {
        let (code, h) = http(port, "GET", "/health", "").unwrap();
        assert_eq!((code, status_of(&h)), (200, Some("ok")));
        match json::get(&h, "result") {
            Some(Value::Array(a)) => {
                assert_eq!(a.len(), pools, "{}", json::to_string(&h));
                assert!(a.iter().all(|b| matches!(b, Value::Bool(_))));
            }
            _ => panic!("no per-pool result: {}", json::to_string(&h)),
        }
    }

    // /discover: every field morloc gives the program, a command or an
    // argument, ours gives too, of the same kind (the compiler's version
    // with the same value).
    let (_, t) = http(theirs.1, "GET", "/discover", "").unwrap();
    let (_, m) = http(mine.1, "GET", "/discover", "").unwrap();
    assert_eq!((status_of(&t), status_of(&m)), (Some("ok"), Some("ok")));
    let (t, m) = (
        json::get(&t, "result").unwrap(),
        json::get(&m, "result").unwrap(),
    );
    for key in obj(t).keys() {
        assert!(obj(m).contains_key(key), "/discover has no {key}");
    }
    assert_eq!(
        json::get(m, "morloc_version").map(json::to_string),
        json::get(t, "morloc_version").map(json::to_string)
    );
    let mine_cmds = by_name(m, "commands");
    for (name, tc) in by_name(t, "commands") {
        let mc = &mine_cmds.iter().find(|(n, _)| *n == name).unwrap().1;
        for key in obj(&tc).keys() {
            assert!(obj(mc).contains_key(key), "{name} has no {key}");
            assert_eq!(
                std::mem::discriminant(json::get(&tc, key).unwrap()),
                std::mem::discriminant(json::get(mc, key).unwrap()),
                "{name}.{key} is another kind of value"
            );
        }
        let (Some(Value::Array(ta)), Some(Value::Array(ma))) =
            (json::get(&tc, "args"), json::get(mc, "args"))
        else {
            panic!()
        };
        for (a, b) in ta.iter().zip(ma.iter()) {
            for key in obj(a).keys() {
                assert!(obj(b).contains_key(key), "{name} argument has no {key}");
                assert_eq!(
                    std::mem::discriminant(json::get(a, key).unwrap()),
                    std::mem::discriminant(json::get(b, key).unwrap()),
                    "{name} argument {key} is another kind of value"
                );
            }
        }
    }

    // /call: both request forms, a bad argument, an unknown command.
    for port in [theirs.1, mine.1] {
        for body in ["[15]", r#"{"args":[15]}"#] {
            let (code, r) = http(port, "POST", "/call/fighterDamage", body).unwrap();
            assert_eq!((code, status_of(&r)), (200, Some("ok")), "{body}");
            assert!(matches!(json::get(&r, "result"), Some(Value::Number(_))));
        }
        let (code, r) = http(port, "POST", "/call/fighterDamage", r#"["x"]"#).unwrap();
        assert_eq!((code, status_of(&r)), (400, Some("error")));
        assert!(matches!(json::get(&r, "error"), Some(Value::String(_))));
        let (code, r) = http(port, "POST", "/call/nope", "[]").unwrap();
        assert_eq!((code, status_of(&r)), (404, Some("error")));
        // morloc's compiler routes: with no binding made, both list none
        // and refuse to delete one.
        let (code, r) = http(port, "GET", "/bindings", "").unwrap();
        assert_eq!((code, status_of(&r)), (200, Some("ok")));
        let bindings = json::get(&r, "result").and_then(|b| json::get(b, "bindings"));
        assert!(matches!(bindings, Some(Value::Array(a)) if a.is_empty()));
        let (code, r) = http(port, "DELETE", "/bindings/x", "").unwrap();
        assert_eq!((code, status_of(&r)), (404, Some("error")));
    }
    // Ours runs no morloc compiler: its compiling routes say so and name
    // what to use instead (morloc's, without the compiler on PATH, answers
    // /eval with an empty result and /typecheck with a 400).
    for route in ["/eval", "/typecheck", "/bind"] {
        let (code, r) = http(mine.1, "POST", route, r#"{"expr":"fighterDamage 15"}"#).unwrap();
        assert_eq!((code, status_of(&r)), (501, Some("error")), "{route}");
        let Some(Value::String(msg)) = json::get(&r, "error") else {
            panic!("{route}: no error text")
        };
        assert!(msg.contains("/call/<command>"), "{route}: {msg}");
    }
}

fn code(mut cmd: Command) -> Option<i32> {
    cmd.stdout(Stdio::null()).stderr(Stdio::null());
    cmd.status().unwrap().code()
}

#[test]
fn exit_codes_match_where_morloc_is_consistent() {
    let Some(peer) = peer() else { return };
    let manifest = peer.join("combat/combat-build/manifest.json");
    let cases: [&[&str]; 5] = [
        &[],
        &["--help"],
        &["bogus-subcommand"],
        &["--help-of-manifest"],
        &["nope"],
    ];
    for args in cases {
        // morloc's nexus takes `run <manifest> …`; ours takes that too.
        let (mut theirs, mut mine) = (morloc(&peer), ours());
        match args {
            ["--help-of-manifest"] => {
                theirs.arg("run").arg(&manifest).arg("--help");
                mine.arg("run").arg(&manifest).arg("--help");
            }
            ["nope"] => {
                theirs.arg("run").arg(&manifest).arg("nope");
                mine.arg("run").arg(&manifest).arg("nope");
            }
            _ => {
                theirs.args(args);
                mine.args(args);
            }
        }
        assert_eq!(code(theirs), code(mine), "exit code of {args:?}");
    }
    // A missing argument: both 2. A malformed one: morloc 1, ours 2 (a
    // usage error; see the README).
    let (mut theirs, mut mine) = (morloc(&peer), ours());
    theirs.arg("run").arg(&manifest).arg("fighterDamage");
    mine.arg("run").arg(&manifest).arg("fighterDamage");
    assert_eq!((code(theirs), code(mine)), (Some(2), Some(2)));
    let (mut theirs, mut mine) = (morloc(&peer), ours());
    theirs
        .arg("run")
        .arg(&manifest)
        .args(["fighterDamage", "x"]);
    mine.arg("run").arg(&manifest).args(["fighterDamage", "x"]);
    assert_eq!((code(theirs), code(mine)), (Some(1), Some(2)));
}

/// The answer to one MCP `initialize` line from `cmd` serving over stdio.
fn initialize(mut cmd: Command) -> Value {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let line = r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"0"}}}"#;
    let mut stdin = child.stdin.take().unwrap();
    writeln!(stdin, "{line}").unwrap();
    // The first line of the answer, read on a thread so that a server that
    // never answers fails the test within a minute instead of hanging it.
    let mut stdout = child.stdout.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut out = Vec::new();
        let mut byte = [0u8; 1];
        while stdout.read(&mut byte).is_ok_and(|n| n == 1) && byte[0] != b'\n' {
            out.push(byte[0]);
        }
        let _ = tx.send(String::from_utf8_lossy(&out).to_string());
    });
    let first = rx.recv_timeout(Duration::from_secs(60));
    drop(stdin); // EOF: both serve what came and exit
    let _ = child.kill();
    let _ = child.wait();
    let first = first.unwrap_or_else(|_| panic!("{cmd:?} gave no answer in 60 s"));
    json::parse(&first).unwrap_or_else(|e| panic!("{cmd:?}: {e}: {first:?}"))
}

/// A client that reads `serverInfo` sees the same name and version from
/// both nexuses on a morloc build: morloc gives the compiler's version.
#[test]
fn mcp_server_info_is_morlocs() {
    let Some(peer) = peer() else { return };
    let manifest = peer.join("combat/combat-build/manifest.json");
    let mut theirs = morloc(&peer);
    theirs.arg("mcp").arg(&manifest);
    let mut mine = ours();
    mine.arg("mcp")
        .arg(&manifest)
        .env("MORLOC_HOME", peer.join("home"));
    let (t, m) = (initialize(theirs), initialize(mine));
    let pick = |v: &Value, key: &str| {
        json::get(v, "result")
            .and_then(|r| json::get(r, "serverInfo"))
            .and_then(|s| json::get(s, key))
            .map(json::to_string)
    };
    assert!(pick(&t, "version").is_some(), "{}", json::to_string(&t));
    for key in ["name", "version"] {
        assert_eq!(pick(&m, key), pick(&t, key), "serverInfo.{key}");
    }
}

/// One `POST /mcp` with `body`, the bearer `token` and session `sid` when
/// given: (status, the `Mcp-Session-Id` header, the body).
fn post_mcp(
    port: u16,
    token: Option<&str>,
    sid: Option<&str>,
    body: &str,
) -> (u16, String, String) {
    let Ok(mut s) = TcpStream::connect(("127.0.0.1", port)) else {
        return (0, String::new(), String::new());
    };
    let _ = s.set_read_timeout(Some(Duration::from_secs(30)));
    let mut head = format!(
        "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nMCP-Protocol-Version: 2025-06-18\r\nConnection: close\r\nContent-Length: {}\r\n",
        body.len()
    );
    if let Some(t) = token {
        head.push_str(&format!("Authorization: Bearer {t}\r\n"));
    }
    if let Some(id) = sid {
        head.push_str(&format!("Mcp-Session-Id: {id}\r\n"));
    }
    let _ = s.write_all(format!("{head}\r\n{body}").as_bytes());
    let mut raw = Vec::new();
    let _ = s.read_to_end(&mut raw);
    let text = String::from_utf8_lossy(&raw).to_string();
    let status = text.get(9..12).and_then(|c| c.parse().ok()).unwrap_or(0);
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let sid = head
        .lines()
        .find_map(|l| {
            let (k, v) = l.split_once(':')?;
            k.eq_ignore_ascii_case("mcp-session-id")
                .then(|| v.trim().to_string())
        })
        .unwrap_or_default();
    (status, sid, body.to_string())
}

/// morloc's `mcp <program> --http-port P`, with the token from
/// `MORLOC_MCP_TOKEN`, works the same with ours: no token is 401, and with
/// it a client initializes and calls a tool and gets the same answers.
/// `--auth-token` (the token in argv) is refused by ours with a usage error.
#[test]
fn mcp_over_http_in_morlocs_spelling() {
    let Some(peer) = peer() else { return };
    let manifest = peer.join("combat/combat-build/manifest.json");
    let (pt, pm) = (crate::common::free_port(), crate::common::free_port());
    let mut servers = Vec::new();
    for (mut cmd, port) in [(morloc(&peer), pt), (ours(), pm)] {
        cmd.arg("mcp")
            .arg(&manifest)
            .arg("--http-port")
            .arg(port.to_string())
            .env("MORLOC_HOME", peer.join("home"))
            .env("MORLOC_MCP_TOKEN", "tok-123")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        servers.push(Server(cmd.spawn().unwrap(), port));
    }
    let started = Instant::now();
    while servers
        .iter()
        .any(|s| TcpStream::connect(("127.0.0.1", s.1)).is_err())
    {
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "no MCP HTTP server came up"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    let init = r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"0"}}}"#;
    let call = r#"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"fighterDamage","arguments":{"_1":15}}}"#;
    let mut answers = Vec::new();
    for s in &servers {
        let (code, _, _) = post_mcp(s.1, None, None, init);
        assert_eq!(code, 401, "port {}: no token", s.1);
        let (code, sid, body) = post_mcp(s.1, Some("tok-123"), None, init);
        assert_eq!(code, 200, "{body}");
        assert!(!sid.is_empty(), "a session id");
        let info = json::parse(&body).ok().and_then(|v| {
            json::get(&v, "result")
                .and_then(|r| json::get(r, "serverInfo"))
                .map(json::to_string)
        });
        let initialized = r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#;
        let (code, _, _) = post_mcp(s.1, Some("tok-123"), Some(&sid), initialized);
        assert_eq!(code, 202);
        let (code, _, body) = post_mcp(s.1, Some("tok-123"), Some(&sid), call);
        assert_eq!(code, 200, "{body}");
        let result = json::parse(&body)
            .ok()
            .and_then(|v| json::get(&v, "result").map(json::to_string));
        answers.push((info, result));
    }
    assert!(answers[0].1.is_some(), "{answers:?}");
    assert_eq!(answers[0], answers[1], "morloc's, then ours");

    let out = ours()
        .arg("mcp")
        .arg(&manifest)
        .args(["--http-port", "0", "--auth-token", "x"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("NEXUS_TOKEN"), "{err}");
}

/// The peer's own driver, `run_polyglot.sh` (morloc's command lines for
/// every mode), with ours put in place of `morloc-nexus`: each mode works
/// and `run` and `tools` print what the unmodified driver prints.
#[test]
fn morlocs_drivers_run_every_mode_with_ours_in_place() {
    let Some(peer) = peer() else { return };
    let text = std::fs::read_to_string(peer.join("run_polyglot.sh")).unwrap();
    let dir = std::env::temp_dir().join(format!("nexus-drivers-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let swapped: String = text
        .lines()
        .map(|l| {
            if l.starts_with("NEXUS=") {
                format!("NEXUS={NEXUS}")
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    assert_ne!(swapped, text, "the driver names its nexus on a NEXUS= line");
    let driver = dir.join("run_polyglot.sh");
    std::fs::write(&driver, swapped).unwrap();
    let theirs = peer.join("run_polyglot.sh");
    let output = |script: &Path, args: &[&str]| {
        let out = Command::new("bash")
            .arg(script)
            .args(args)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{script:?} {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).to_string()
    };
    for args in [
        &["run", "pyStats", "[1,2]"][..],
        &["run", "-p", "cppAdd", "2", "3"],
        &["run", "rRev", "[1,2]"],
    ] {
        assert_eq!(output(&driver, args), output(&theirs, args), "{args:?}");
    }
    let (t, m) = (output(&theirs, &["tools"]), output(&driver, &["tools"]));
    compare_tools(&json::parse(&t).unwrap(), &json::parse(&m).unwrap());

    // mcp over stdio: one initialize line in, its answer out.
    let mut mcp = Command::new("bash");
    mcp.arg(&driver).arg("mcp");
    let v = initialize(mcp);
    assert!(json::get(&v, "result").is_some(), "{}", json::to_string(&v));

    // daemon PORT and mcp-http PORT.
    let port = crate::common::free_port();
    let mut daemon = Command::new("bash");
    daemon.arg(&driver).arg("daemon").arg(port.to_string());
    let server = Server::start(daemon, port);
    let (code, r) = http(server.1, "POST", "/call/cppAdd", "[2,3]").unwrap();
    assert_eq!(
        (code, json::get(&r, "result").map(json::to_string)),
        (200, Some("5".into()))
    );
    drop(server);
    let port = crate::common::free_port();
    let mut child = Command::new("bash")
        .arg(&driver)
        .args(["mcp-http", &port.to_string()])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let started = Instant::now();
    let init = r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"0"}}}"#;
    let answer = loop {
        let (code, sid, body) = post_mcp(port, None, None, init);
        if code != 0 || started.elapsed() > Duration::from_secs(60) {
            break (code, sid, body);
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    let _ = Command::new("kill").arg(child.id().to_string()).status();
    let _ = child.wait();
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(answer.0, 200, "{answer:?}");
    assert!(!answer.1.is_empty(), "a session: {answer:?}");
}
