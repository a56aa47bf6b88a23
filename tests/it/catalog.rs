//! Issue 44, part 2: a tool catalog per client. Two clients with different
//! tokens from one tokens file (`--tokens FILE`), on one front end
//! (`nexus start --tokens`) and on one daemon, each see only their own
//! tools in `tools/list` (2025-11-25 sessions and 2026-07-28 requests) and
//! in `/discover`, and each is refused the other's tools over MCP in both
//! eras and over `/call`, exactly as a tool that does not exist is;
//! `evaluate` says "not permitted"; a session is its opener's alone. A
//! tokens file others can read is refused, naming `chmod 600`. Requests of
//! both clients are in flight at once, and a 1 MiB string goes through a
//! permitted tool. Last, part 3 through the front end, with a catalog:
//! `--instances per-session` gives each session its own worker.

use crate::common;
use nexus::json::{self, Value};
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const ALPHA: &str = "alpha-token-0123456789abcdef";
const BETA: &str = "beta-token-fedcba9876543210";
const MODERN: &str = "2026-07-28";

/// A tokens file, mode 600: alpha may use every tool of `alpha_module`,
/// beta only `beta_tool`.
fn tokens_file(dir: &Path, alpha_module: &str, beta_tool: &str) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let path = dir.join("tokens.json");
    let text = format!(
        r#"{{"clients":[{{"name":"alpha","token":"{ALPHA}","modules":["{alpha_module}"]}},{{"name":"beta","token":"{BETA}","tools":["{beta_tool}"]}}]}}"#
    );
    std::fs::write(&path, text).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
    path
}

/// One HTTP exchange on a fresh connection: status, headers, body.
fn http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &str,
) -> (u16, String, String) {
    let mut s = TcpStream::connect_timeout(&addr, Duration::from_secs(10)).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
    let mut req = format!(
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: {}\r\n",
        body.len()
    );
    for (k, v) in headers {
        req.push_str(&format!("{k}: {v}\r\n"));
    }
    req.push_str("\r\n");
    req.push_str(body);
    s.write_all(req.as_bytes()).unwrap();
    let mut out = Vec::new();
    s.read_to_end(&mut out).unwrap();
    let out = String::from_utf8_lossy(&out).into_owned();
    let (head, body) = out.split_once("\r\n\r\n").unwrap_or((&out, ""));
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    (status, head.to_string(), body.to_string())
}

/// A client of one server, by its token.
#[derive(Clone, Copy)]
struct Client<'a> {
    addr: SocketAddr,
    token: &'a str,
}

impl Client<'_> {
    fn auth(&self) -> String {
        format!("Bearer {}", self.token)
    }

    /// A legacy (2025-11-25) session: its id.
    fn session(&self) -> String {
        let auth = self.auth();
        let (status, head, body) = http(
            self.addr,
            "POST",
            "/mcp",
            &[("Authorization", &auth)],
            r#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"catalog.rs","version":"0"}}}"#,
        );
        assert_eq!(status, 200, "{body}");
        let id = head
            .lines()
            .find_map(|l| {
                let (k, v) = l.split_once(':')?;
                k.eq_ignore_ascii_case("mcp-session-id")
                    .then(|| v.trim().to_string())
            })
            .expect("a session id");
        let (status, _, _) = self.legacy(&id, r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#);
        assert_eq!(status, 202);
        id
    }

    fn legacy(&self, session: &str, body: &str) -> (u16, String, String) {
        let auth = self.auth();
        http(
            self.addr,
            "POST",
            "/mcp",
            &[
                ("Authorization", &auth),
                ("Mcp-Session-Id", session),
                ("MCP-Protocol-Version", "2025-11-25"),
            ],
            body,
        )
    }

    /// One 2026-07-28 request: status and body.
    fn modern(&self, method: &str, params: &str) -> (u16, String) {
        let auth = self.auth();
        let meta = format!(
            r#""_meta":{{"io.modelcontextprotocol/protocolVersion":"{MODERN}","io.modelcontextprotocol/clientCapabilities":{{}}}}"#
        );
        let params = match params {
            "" => format!("{{{meta}}}"),
            p => format!("{{{},{meta}}}", &p[1..p.len() - 1]),
        };
        let body = format!(r#"{{"jsonrpc":"2.0","id":7,"method":"{method}","params":{params}}}"#);
        let (status, _, reply) = http(
            self.addr,
            "POST",
            "/mcp",
            &[
                ("Authorization", &auth),
                ("MCP-Protocol-Version", MODERN),
                ("Mcp-Method", method),
            ],
            &body,
        );
        (status, reply)
    }

    /// The tool names of `tools/list`, in a legacy session and in a
    /// modern request (which must agree).
    fn tool_names(&self) -> Vec<String> {
        let sid = self.session();
        let (status, _, legacy) =
            self.legacy(&sid, r#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#);
        assert_eq!(status, 200, "{legacy}");
        let (status, modern) = self.modern("tools/list", "");
        assert_eq!(status, 200, "{modern}");
        let (a, b) = (names(&legacy), names(&modern));
        assert_eq!(a, b, "both eras list the same catalog");
        a
    }

    /// A legacy `tools/call` in a fresh session: the reply body.
    fn call_legacy(&self, tool: &str, args: &str) -> String {
        let sid = self.session();
        let (status, _, body) = self.legacy(
            &sid,
            &format!(
                r#"{{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{{"name":"{tool}","arguments":{args}}}}}"#
            ),
        );
        assert_eq!(status, 200, "{body}");
        body
    }

    fn call_modern(&self, tool: &str, args: &str) -> (u16, String) {
        self.modern(
            "tools/call",
            &format!(r#"{{"name":"{tool}","arguments":{args}}}"#),
        )
    }

    fn get(&self, path: &str) -> (u16, String) {
        let auth = self.auth();
        let (status, _, body) = http(self.addr, "GET", path, &[("Authorization", &auth)], "");
        (status, body)
    }

    fn post(&self, path: &str, body: &str) -> (u16, String) {
        let auth = self.auth();
        let (status, _, body) = http(self.addr, "POST", path, &[("Authorization", &auth)], body);
        (status, body)
    }
}

fn names(reply: &str) -> Vec<String> {
    let v = json::parse(reply).unwrap_or_else(|e| panic!("{e}: {reply}"));
    let Some(Value::Array(tools)) = json::get(&v, "result").and_then(|r| json::get(r, "tools"))
    else {
        panic!("no tools: {reply}");
    };
    let mut out: Vec<String> = tools
        .iter()
        .filter_map(|t| json::get_str(t, "name").map(str::to_string))
        .collect();
    out.sort();
    out
}

/// `reply` with `tool` written as `other`: a refusal of one tool compared
/// with the refusal of another.
fn renamed(reply: &str, tool: &str, other: &str) -> String {
    reply.replace(tool, other)
}

/// Checks that `refused` is answered, in both eras and on the JSON API,
/// exactly as the tool `unknown` (which does not exist) is.
/// `call`: the refused `/call` path, one that does not exist, and what
/// to rewrite in the first's 404 to get the second's.
fn refused_as_unknown(
    c: Client<'_>,
    refused: &str,
    unknown: &str,
    call: (&str, &str, (&str, &str)),
) {
    let legacy = c.call_legacy(refused, "{}");
    assert!(
        legacy.contains(&format!("unknown tool '{refused}'")),
        "{legacy}"
    );
    assert_eq!(
        renamed(&legacy, refused, unknown),
        c.call_legacy(unknown, "{}")
    );
    let (status, modern) = c.call_modern(refused, "{}");
    let (unknown_status, unknown_modern) = c.call_modern(unknown, "{}");
    assert_eq!(
        (status, renamed(&modern, refused, unknown)),
        (unknown_status, unknown_modern),
        "2026-07-28"
    );
    // The JSON API: the same 404 as a command that is not there.
    let (refused_path, unknown_path, (from, to)) = call;
    let (status, body) = c.post(refused_path, "{}");
    let (unknown_status, unknown_body) = c.post(unknown_path, "{}");
    assert_eq!(status, 404, "{body}");
    assert_eq!(
        (status, body.replace(from, to)),
        (unknown_status, unknown_body),
        "/call"
    );
    // evaluate says why.
    let dry = c.call_legacy(
        "evaluate",
        &format!(r#"{{"action":"{refused}","body":{{}}}}"#),
    );
    assert!(dry.contains("not permitted for this client"), "{dry}");
}

#[test]
fn two_clients_of_one_daemon_see_and_call_only_their_own_tools() {
    let dir = common::TempDir::new("catalog-daemon");
    let tokens = tokens_file(&dir.path, "stateful", "pid");
    let d = common::Daemon::start(
        &common::program("stateful"),
        &["--tokens", &tokens.display().to_string()],
    );
    let alpha = Client {
        addr: d.addr,
        token: ALPHA,
    };
    let beta = Client {
        addr: d.addr,
        token: BETA,
    };
    // Both clients at once, each listing and calling.
    let (a_tools, b_tools) = std::thread::scope(|s| {
        let a = s.spawn(|| alpha.tool_names());
        let b = s.spawn(|| beta.tool_names());
        (a.join().unwrap(), b.join().unwrap())
    });
    assert_eq!(a_tools, ["evaluate", "incr", "kv_get", "kv_set", "pid"]);
    assert_eq!(b_tools, ["evaluate", "pid"]);
    // A 1 MiB value through a tool alpha may use.
    let big = common::patterned(1 << 20);
    let reply = alpha.call_legacy("kv_set", &format!(r#"{{"_1":"k","_2":"{big}"}}"#));
    assert!(reply.contains(r#""isError":false"#), "{}", &reply[..200.min(reply.len())]);
    assert!(reply.contains(&big));
    refused_as_unknown(
        beta,
        "incr",
        "nope",
        ("/call/incr", "/call/nope", ("'incr'", "'nope'")),
    );
    // The JSON API: beta's own tool runs; /discover shows it alone.
    let (status, body) = beta.post("/call/pid", "[]");
    assert_eq!(status, 200, "{body}");
    let (_, discover) = beta.get("/discover");
    assert!(discover.contains(r#""name":"pid""#), "{discover}");
    assert!(!discover.contains(r#""name":"incr""#), "{discover}");
    let (_, discover) = alpha.get("/discover");
    assert!(discover.contains(r#""name":"incr""#), "{discover}");
    // A session is its opener's: beta cannot use or end alpha's.
    let sid = alpha.session();
    let (status, _, body) = beta.legacy(&sid, r#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#);
    assert_eq!(status, 404, "{body}");
    let auth = beta.auth();
    let (status, _, _) = http(
        d.addr,
        "DELETE",
        "/mcp",
        &[("Authorization", &auth), ("Mcp-Session-Id", &sid)],
        "",
    );
    assert_eq!(status, 404);
    let (status, _, _) = alpha.legacy(&sid, r#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#);
    assert_eq!(status, 200, "alpha's session outlives beta's attempts");
    // No token, or a wrong one: 401, as before.
    let (status, _, _) = http(d.addr, "GET", "/discover", &[], "");
    assert_eq!(status, 401);
    let (status, _, _) = http(
        d.addr,
        "GET",
        "/discover",
        &[("Authorization", "Bearer alpha-token-0123456789abcdeX")],
        "",
    );
    assert_eq!(status, 401);
}

#[test]
fn a_tokens_file_others_can_read_is_refused_and_so_is_one_beside_nexus_token() {
    use std::os::unix::fs::PermissionsExt;
    let dir = common::TempDir::new("catalog-mode");
    let tokens = tokens_file(&dir.path, "stateful", "pid");
    std::fs::set_permissions(&tokens, std::fs::Permissions::from_mode(0o644)).unwrap();
    let path = tokens.display().to_string();
    for (args, env) in [
        (vec!["--tokens", path.as_str()], None),
        (vec![], Some(("NEXUS_TOKENS_FILE", path.as_str()))),
    ] {
        let mut cmd = Command::new(common::nexus_bin());
        cmd.args(["daemon", &common::program("stateful"), "--port", "0"])
            .args(&args)
            .env_remove("NEXUS_TOKEN");
        if let Some((k, v)) = env {
            cmd.env(k, v);
        }
        let out = common::spawn_cmd(&mut cmd).finish(Duration::from_secs(20));
        assert_eq!(out.code, Some(2), "{}", out.stderr);
        assert!(
            out.stderr.contains(&format!("run chmod 600 {path}")),
            "{}",
            out.stderr
        );
        assert!(!out.stderr.contains(ALPHA), "{}", out.stderr);
    }
    std::fs::set_permissions(&tokens, std::fs::Permissions::from_mode(0o600)).unwrap();
    let out = common::spawn_cmd(
        Command::new(common::nexus_bin())
            .args(["daemon", &common::program("stateful"), "--port", "0"])
            .args(["--tokens", &path])
            .env("NEXUS_TOKEN", "single-token-0123456789"),
    )
    .finish(Duration::from_secs(20));
    assert_eq!(out.code, Some(2), "{}", out.stderr);
    assert!(out.stderr.contains("unset NEXUS_TOKEN"), "{}", out.stderr);
}

/// A `$NEXUS_HOME` with `big` and `stateful` installed and exposed on both
/// views; `nexus stop` and removal on drop.
struct Home {
    dir: common::TempDir,
}

impl Home {
    fn nexus(&self, args: &[&str]) -> common::Out {
        common::spawn_cmd(
            Command::new(common::nexus_bin())
                .args(args)
                .env("NEXUS_HOME", &self.dir.path)
                .env_remove("NEXUS_TOKEN")
                .env_remove("NEXUS_TOKENS_FILE"),
        )
        .finish(Duration::from_secs(60))
    }
}

impl Drop for Home {
    fn drop(&mut self) {
        let _ = self.nexus(&["stop"]);
    }
}

#[test]
fn two_clients_of_one_front_end_see_and_call_only_their_own_tools() {
    let home = Home {
        dir: common::TempDir::new("catalog-front"),
    };
    for p in ["big", "stateful"] {
        home.nexus(&["install", &common::program(p)]).ok();
        home.nexus(&["expose", "add", p, "--as", "mcp,api"]).ok();
    }
    let scratch = common::TempDir::new("catalog-front-tokens");
    let tokens = tokens_file(&scratch.path, "big", "stateful__incr");
    let out = home.nexus(&[
        "start",
        "--port",
        "0",
        "--tokens",
        &tokens.display().to_string(),
    ]);
    out.ok();
    let record =
        std::fs::read_to_string(home.dir.path.join("server.json")).expect("server.json");
    let v = common::json(&record);
    let addr: SocketAddr = json::get_str(&v, "address").unwrap().parse().unwrap();
    let alpha = Client { addr, token: ALPHA };
    let beta = Client { addr, token: BETA };
    let (a_tools, b_tools) = std::thread::scope(|s| {
        let a = s.spawn(|| alpha.tool_names());
        let b = s.spawn(|| beta.tool_names());
        (a.join().unwrap(), b.join().unwrap())
    });
    assert!(a_tools.iter().any(|t| t == "big__echo_str"), "{a_tools:?}");
    assert!(a_tools.iter().all(|t| t.starts_with("big__") || t == "evaluate"), "{a_tools:?}");
    assert_eq!(b_tools, ["evaluate", "stateful__incr"]);
    // 1 MiB through alpha's tool, over MCP and the JSON API, at once.
    let big = common::patterned(1 << 20);
    std::thread::scope(|s| {
        let mcp = s.spawn(|| alpha.call_legacy("big__echo_str", &format!(r#"{{"_1":"{big}"}}"#)));
        let api = s.spawn(|| alpha.post("/call/big/echo_str", &format!(r#"["{big}"]"#)));
        let beta_call = s.spawn(|| beta.call_legacy("stateful__incr", "{}"));
        let reply = mcp.join().unwrap();
        assert!(reply.contains(&big), "{}", &reply[..200.min(reply.len())]);
        let (status, body) = api.join().unwrap();
        assert_eq!(status, 200, "{}", &body[..200.min(body.len())]);
        assert!(body.contains(&big));
        let reply = beta_call.join().unwrap();
        assert!(reply.contains(r#""isError":false"#), "{reply}");
    });
    // Each is refused the other's tools as unknown ones are.
    refused_as_unknown(
        alpha,
        "stateful__incr",
        "stateful__nope",
        (
            "/call/stateful/incr",
            "/call/nosuch/incr",
            ("'stateful'", "'nosuch'"),
        ),
    );
    refused_as_unknown(
        beta,
        "stateful__pid",
        "stateful__nope",
        (
            "/call/stateful/pid",
            "/call/stateful/nope",
            ("'pid'", "'nope'"),
        ),
    );
    refused_as_unknown(
        beta,
        "big__echo_str",
        "big__nope",
        (
            "/call/big/echo_str",
            "/call/nosuch/echo_str",
            ("'big'", "'nosuch'"),
        ),
    );
    let (_, discover) = beta.get("/discover");
    assert!(!discover.contains(r#""name":"big""#), "{discover}");
    assert!(discover.contains(r#""name":"incr""#), "{discover}");
    assert!(!discover.contains(r#""name":"pid""#), "{discover}");
}

/// Parts 2 and 3 together, through the front end: `nexus start --tokens
/// … --instances per-session`; two sessions of one client on a shared
/// pool each get their own worker (the front end passes the flag to the
/// module's daemon), with calls of both in flight at once, and a
/// session's DELETE stops its worker alone.
#[test]
fn per_session_instances_through_the_front_end_follow_each_session() {
    let home = Home {
        dir: common::TempDir::new("catalog-persession"),
    };
    home.nexus(&["install", &common::program("stateful")]).ok();
    home.nexus(&["expose", "add", "stateful", "--as", "mcp,api"])
        .ok();
    let scratch = common::TempDir::new("catalog-persession-tokens");
    let tokens = tokens_file(&scratch.path, "stateful", "stateful__pid");
    home.nexus(&[
        "start",
        "--port",
        "0",
        "--tokens",
        &tokens.display().to_string(),
        "--instances",
        "per-session",
    ])
    .ok();
    let record =
        std::fs::read_to_string(home.dir.path.join("server.json")).expect("server.json");
    let v = common::json(&record);
    let addr: SocketAddr = json::get_str(&v, "address").unwrap().parse().unwrap();
    let alpha = Client { addr, token: ALPHA };
    let (a, b) = (alpha.session(), alpha.session());
    let call = |sid: &str, id: u64, tool: &str| {
        let (status, _, body) = alpha.legacy(
            sid,
            &format!(
                r#"{{"jsonrpc":"2.0","id":{id},"method":"tools/call","params":{{"name":"{tool}","arguments":{{}}}}}}"#
            ),
        );
        assert_eq!(status, 200, "{body}");
        let (is_error, text) = common::call_result(&body);
        assert!(!is_error, "{body}");
        text
    };
    let (mut ca, mut cb) = std::thread::scope(|s| {
        let (a, b, call) = (a.as_str(), b.as_str(), &call);
        let ha: Vec<_> = (1..=3u64)
            .map(|id| s.spawn(move || call(a, id, "stateful__incr")))
            .collect();
        let hb: Vec<_> = (1..=3u64)
            .map(|id| s.spawn(move || call(b, id, "stateful__incr")))
            .collect();
        let join = |hs: Vec<std::thread::ScopedJoinHandle<'_, String>>| {
            hs.into_iter().map(|h| h.join().unwrap()).collect::<Vec<_>>()
        };
        (join(ha), join(hb))
    });
    ca.sort();
    cb.sort();
    assert_eq!(ca, ["1", "2", "3"], "session a counts alone");
    assert_eq!(cb, ["1", "2", "3"], "session b counts alone");
    let a_pid: u32 = call(&a, 10, "stateful__pid").parse().unwrap();
    let b_pid: u32 = call(&b, 10, "stateful__pid").parse().unwrap();
    assert_ne!(a_pid, b_pid, "each session has its own worker");
    let auth = alpha.auth();
    let (status, _, _) = http(
        addr,
        "DELETE",
        "/mcp",
        &[("Authorization", &auth), ("Mcp-Session-Id", &a)],
        "",
    );
    assert_eq!(status, 200);
    assert!(
        common::wait_until(Duration::from_secs(5), || !common::alive(a_pid)),
        "the deleted session's worker {a_pid} is gone"
    );
    assert!(common::alive(b_pid), "the other session's worker lives on");
    assert_eq!(call(&b, 11, "stateful__incr"), "4");
}

/// The official Python MCP SDK as two clients of one daemon at once
/// (`tests/py/test_catalog_sdk.py`): each lists its own catalog, and is
/// refused the other's tools as unknown ones. The Python is found as the
/// other SDK tests find it (`common::sdk_python`); without one the test
/// fails with instructions, unless `NEXUS_SKIP_SDK_TESTS=1`.
#[test]
fn the_official_sdk_sees_each_clients_own_catalog() {
    let python = match common::sdk_python("import mcp.client.streamable_http, mcp.shared._httpx_utils")
    {
        Ok(p) => p,
        Err(why) if std::env::var("NEXUS_SKIP_SDK_TESTS").as_deref() == Ok("1") => {
            eprintln!("skipped (NEXUS_SKIP_SDK_TESTS=1): {why}");
            return;
        }
        Err(why) => panic!("{why}"),
    };
    let dir = common::TempDir::new("catalog-sdk");
    let tokens = tokens_file(&dir.path, "stateful", "pid");
    let d = common::Daemon::start(
        &common::program("stateful"),
        &["--tokens", &tokens.display().to_string()],
    );
    let script = common::repo().join("tests/py/test_catalog_sdk.py");
    let out = common::spawn_cmd(
        Command::new(&python)
            .arg(&script)
            .current_dir(common::repo())
            .env("NEXUS_CATALOG_URL", d.url("/mcp"))
            .env("NEXUS_ALPHA_TOKEN", ALPHA)
            .env("NEXUS_BETA_TOKEN", BETA),
    )
    .finish(Duration::from_secs(180));
    assert!(
        out.code == Some(0) && out.stdout.contains("checks passed"),
        "{} failed:\n{}\n{}\n--- daemon ---\n{}",
        script.display(),
        out.stdout,
        out.stderr,
        d.stderr()
    );
}

/// A task belongs to the client that made it: another client's
/// `tasks/get` and `tasks/cancel` find no such task, while its maker polls
/// it to completion.
#[cfg(feature = "tasks")]
#[test]
fn a_task_is_found_only_by_the_client_that_made_it() {
    let dir = common::TempDir::new("catalog-tasks");
    let tokens = tokens_file(&dir.path, "slurmy", "slow_local");
    let d = common::Daemon::start(
        &common::program("slurmy"),
        &["--tokens", &tokens.display().to_string()],
    );
    let alpha = Client {
        addr: d.addr,
        token: ALPHA,
    };
    let beta = Client {
        addr: d.addr,
        token: BETA,
    };
    let request = |c: &Client, method: &str, params: &str, capabilities: &str| {
        let auth = c.auth();
        let body = format!(
            r#"{{"jsonrpc":"2.0","id":9,"method":"{method}","params":{{{params},"_meta":{{"io.modelcontextprotocol/protocolVersion":"{MODERN}","io.modelcontextprotocol/clientCapabilities":{capabilities}}}}}}}"#
        );
        let (status, _, reply) = http(
            d.addr,
            "POST",
            "/mcp",
            &[
                ("Authorization", &auth),
                ("MCP-Protocol-Version", MODERN),
                ("Mcp-Method", method),
            ],
            &body,
        );
        assert_eq!(status, 200, "{reply}");
        reply
    };
    let created = request(
        &alpha,
        "tools/call",
        r#""name":"slow_local","arguments":{"_1":0.3}"#,
        r#"{"extensions":{"io.modelcontextprotocol/tasks":{}}}"#,
    );
    let v = common::json(&created);
    let result = json::get(&v, "result").expect(&created);
    let id = json::get_str(result, "taskId").expect(&created).to_string();
    let task = format!(r#""taskId":"{id}""#);
    for method in ["tasks/get", "tasks/cancel"] {
        let other = request(&beta, method, &task, "{}");
        assert!(other.contains("unknown task"), "{method}: {other}");
    }
    let start = std::time::Instant::now();
    loop {
        let mine = request(&alpha, "tasks/get", &task, "{}");
        assert!(!mine.contains("unknown task"), "{mine}");
        if mine.contains(r#""status":"completed""#) {
            break;
        }
        assert!(start.elapsed() < Duration::from_secs(60), "{mine}");
        std::thread::sleep(Duration::from_millis(100));
    }
}
