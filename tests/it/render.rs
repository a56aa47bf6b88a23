//! Renderings (morloc "terminals": `--render`/`-t`, MCP `_render`, HTTP
//! `?render=`) and media-typed results (`return.mime`) over the CLI, MCP
//! stdio, the HTTP daemon and the front end, with `tests/programs/render`.
//! Rust std only; every wait is bounded.

use crate::common;

use common::{Mcp, Out, TempDir, json, program};
use nexus::json::{self as j, Value};
use std::fmt::Debug;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::Command;
use std::time::Duration;

const SVG: &str = r#"<svg xmlns="http://www.w3.org/2000/svg"><rect x="0" y="0" width="8" height="1"/><rect x="10" y="0" width="8" height="2"/><rect x="20" y="0" width="8" height="3"/></svg>"#;
const DOT: [u8; 12] = [137, 80, 78, 71, 13, 10, 26, 10, 0, 34, 92, 255];
const RECORD: &str = r#"{"n":3,"total":6}"#;
const TEXT: &str = "n=3 total=6";
/// The argument `[1,2,3]` on the command line, and as an HTTP call's body.
const XS: &str = "[1,2,3]";
const BODY: &str = "[[1,2,3]]";
const OK_RECORD: &str = r#"{"status":"ok","result":{"n":3,"total":6}}"#;
const INIT: &str = r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"render.rs","version":"0"}}}"#;
const DOT_BLOCK: &str = r#"[{"type":"image","data":"iVBORw0KGgoAIlz/","mimeType":"image/png"}]"#;

/// Standard base64 with padding.
fn b64(bytes: &[u8]) -> String {
    const A: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let n = (chunk.iter().enumerate()).fold(0, |n, (i, b)| n | u32::from(*b) << (16 - 8 * i));
        for i in 0..4 {
            let c = A[(n >> (18 - 6 * i)) as usize & 63] as char;
            out.push(if i <= chunk.len() { c } else { '=' });
        }
    }
    out
}

#[track_caller]
fn eq<T: PartialEq + Debug>(what: &str, got: T, want: T) {
    assert!(got == want, "{what}: expected {want:?}, got {got:?}");
}

#[track_caller]
fn has(what: &str, text: &str, needle: &str) {
    let ok = text.contains(needle);
    assert!(ok, "{what}: expected {needle:?} in {text:?}");
}

/// Asserts `got` is the same JSON as `want`.
#[track_caller]
fn same(what: &str, got: &Value, want: &str) {
    let (ok, got) = (common::same(got, &json(want), false), j::to_string(got));
    assert!(ok, "{what}: expected {want}, got {got}");
}

/// Asserts an exit code, showing the whole run when it differs.
#[track_caller]
fn exits(what: &str, out: &Out, code: i32) {
    let ok = out.code == Some(code);
    assert!(ok, "{what}: expected exit {code}, got {out:?}");
}

// ---------------------------------------------------------------- CLI

#[test]
fn cli_renders_by_default_and_on_request() {
    let p = program("render");
    let stats = |extra: &[&str]| common::nexus(&[&["run", &p, "stats"], extra].concat());
    let out = stats(&[XS]);
    exits("default rendering", &out, 0);
    eq("default rendering (raw SVG)", out.stdout.trim_end(), SVG);
    eq("--render raw", stats(&["--render", "raw", XS]).ok(), RECORD);
    eq("-t", stats(&["-t", XS]).ok(), TEXT);
    eq("--text", stats(&["--text", XS]).ok(), TEXT);

    let out = stats(&["--render", "ascii", XS]);
    exits("--render ascii", &out, 2);
    let needle = "only from morloc's own command line";
    has("--render ascii", &out.stderr, needle);
    let out = stats(&["--render", "nope", XS]);
    exits("--render nope", &out, 2);
    has("--render nope", &out.stderr, "raw, text, svg, ascii");
    let help = stats(&["--help"]);
    has("stats --help", help.ok(), "--svg [default]");
    has("stats --help", help.ok(), "-t, --text");
    let out = common::nexus(&["run", &p, "stats_text", "[1]"]);
    exits("internal stats_text", &out, 2);

    // Raw bytes, compared byte for byte.
    let mut dot = Command::new(common::nexus_bin());
    let dot = dot.args(["run", &p, "dot"]).output().expect("run nexus");
    eq("dot exit", dot.status.code(), Some(0));
    eq("dot stdout", &dot.stdout[..], &DOT[..]);
}

// ---------------------------------------------------------------- MCP stdio

/// The `result.content` of a `tools/call` reply (panics on a JSON-RPC error).
#[track_caller]
fn content(reply: &str) -> Value {
    let v = json(reply);
    let c = j::get(&v, "result").and_then(|r| j::get(r, "content"));
    c.unwrap_or_else(|| panic!("expected result.content, got {reply}"))
        .clone()
}

/// A `[{"type":"text",…}]` content list.
fn text_block(text: &str) -> String {
    format!(r#"[{{"type":"text","text":{}}}]"#, j::quote(text))
}

/// Asserts a JSON-RPC error -32602 whose message contains `needle`.
#[track_caller]
fn invalid_params(what: &str, reply: &str, needle: &str) {
    let v = json(reply);
    let e = j::get(&v, "error").unwrap_or_else(|| panic!("{what}: expected -32602, got {reply}"));
    eq(
        what,
        j::get(e, "code").map(j::to_string).as_deref(),
        Some("-32602"),
    );
    has(what, j::get_str(e, "message").unwrap_or_default(), needle);
}

#[test]
fn mcp_stdio_offers_renderings_and_images() {
    let mut mcp = Mcp::start(&program("render"));
    let list = json(&mcp.request("tools/list", "{}"));
    let Some(Value::Array(tools)) = j::get(&list, "result").and_then(|r| j::get(r, "tools")) else {
        panic!("tools/list: expected tools, got {}", j::to_string(&list));
    };
    let names: Vec<&str> = tools.iter().filter_map(|t| j::get_str(t, "name")).collect();
    // evaluate: seed 003's dry run, served by default (issue 15).
    eq(
        "tools/list names",
        &names[..],
        &["stats", "dot", "evaluate"][..],
    );
    let schema = |k: &str| j::get(&tools[0], k).map(j::to_string);
    eq("stats outputSchema", schema("outputSchema"), None);
    let input = json(&schema("inputSchema").expect("an inputSchema"));
    let render = j::get(&input, "properties").and_then(|p| j::get(p, "_render"));
    let render = render.unwrap_or_else(|| panic!("expected _render, got {}", j::to_string(&input)));
    same(
        "_render enum",
        j::get(render, "enum").unwrap(),
        r#"["raw","text","svg","ascii"]"#,
    );
    let required = j::get(&input, "required").map(j::to_string);
    eq("required", required.as_deref(), Some(r#"["_1"]"#));

    let mut call = |name: &str, args: &str| {
        mcp.request(
            "tools/call",
            &format!(r#"{{"name":"{name}","arguments":{args}}}"#),
        )
    };
    // MCP defaults to raw, not to the default rendering.
    same(
        "stats",
        &content(&call("stats", r#"{"_1":[1,2,3]}"#)),
        &text_block(RECORD),
    );
    let got = content(&call("stats", r#"{"_1":[1,2,3],"_render":"text"}"#));
    same("stats text", &got, &text_block(&j::quote(TEXT)));
    let got = content(&call("stats", r#"{"_1":[1,2,3],"_render":"svg"}"#));
    let svg = b64(SVG.as_bytes());
    let want = format!(r#"[{{"type":"image","data":"{svg}","mimeType":"image/svg+xml"}}]"#);
    same("stats svg", &got, &want);

    let reply = call("stats", r#"{"_1":[1,2,3],"_render":"nope"}"#);
    invalid_params("_render nope", &reply, "_render");
    let reply = call("stats", r#"{"_1":[1,2,3],"_render":"ascii"}"#);
    invalid_params("_render ascii", &reply, "morloc's own command line");

    eq(
        "base64 of the dot bytes",
        &b64(&DOT)[..],
        "iVBORw0KGgoAIlz/",
    );
    same("dot", &content(&call("dot", "{}")), DOT_BLOCK);
}

// ---------------------------------------------------------------- HTTP

#[derive(Debug)]
struct Reply {
    status: u16,
    head: String,
    body: Vec<u8>,
}

impl Reply {
    fn header(&self, name: &str) -> Option<&str> {
        self.head.lines().skip(1).find_map(|l| {
            let (k, v) = l.split_once(':')?;
            k.trim().eq_ignore_ascii_case(name).then(|| v.trim())
        })
    }

    fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    #[track_caller]
    fn status(&self, what: &str, code: u16) -> &Reply {
        let (got, body) = (self.status, self.text());
        assert!(got == code, "{what}: expected {code}, got {got} {body}");
        self
    }

    /// The JSON body, asserting status `code` first.
    #[track_caller]
    fn json(&self, what: &str, code: u16) -> Value {
        json(&self.status(what, code).text())
    }

    /// Asserts a 200 reply of media type `mime` whose body is exactly `want`.
    #[track_caller]
    fn media(&self, what: &str, mime: &str, want: &[u8]) {
        let len = want.len().to_string();
        let got = (self.header("content-type"), self.header("content-length"));
        self.status(what, 200);
        let what_head = format!("{what} Content-Type and Content-Length");
        eq(&what_head, got, (Some(mime), Some(len.as_str())));
        eq(&format!("{what} body"), &self.body[..], want);
    }
}

/// One POST on a fresh connection (`Connection: close`), read to EOF as bytes.
fn post(addr: SocketAddr, path: &str, headers: &[(&str, &str)], body: &str) -> Reply {
    let mut s = TcpStream::connect_timeout(&addr, Duration::from_secs(10)).expect("connect");
    s.set_read_timeout(Some(common::TIMEOUT)).unwrap();
    let mut req = format!("POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n");
    req.push_str(&format!(
        "Content-Type: application/json\r\nContent-Length: {}\r\n",
        body.len()
    ));
    for (k, v) in headers {
        req.push_str(&format!("{k}: {v}\r\n"));
    }
    s.write_all(format!("{req}\r\n{body}").as_bytes()).unwrap();
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).expect("read the reply");
    let at = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("a head");
    let head = String::from_utf8_lossy(&raw[..at]).into_owned();
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let body = raw[at + 4..].to_vec();
    Reply { status, head, body }
}

#[test]
fn http_daemon_serves_renderings_and_media() {
    let dir = TempDir::new("render-daemon");
    let port_file = dir.join("port").display().to_string();
    let p = program("render");
    let _daemon = common::spawn(&["daemon", &p, "--port", "0", "--port-file", &port_file]);
    let mut addr = None;
    common::wait_until(Duration::from_secs(20), || {
        addr = std::fs::read_to_string(&port_file)
            .ok()
            .and_then(|t| t.trim().parse().ok());
        addr.is_some()
    });
    let addr: SocketAddr = addr.expect("the daemon wrote its port file within 20 s");
    let addr = SocketAddr::from(([127, 0, 0, 1], addr.port()));

    post(addr, "/call/stats", &[], BODY).media(
        "stats (default svg)",
        "image/svg+xml",
        SVG.as_bytes(),
    );
    let text = r#"{"status":"ok","result":"n=3 total=6"}"#;
    let object = r#"{"_1":[1,2,3],"_render":"raw"}"#;
    for (path, body, want) in [
        ("/call/stats?render=raw", BODY, OK_RECORD),
        ("/call/stats?render=text", BODY, text),
        ("/call/stats", object, OK_RECORD),
    ] {
        let what = format!("{path} {body}");
        same(&what, &post(addr, path, &[], body).json(&what, 200), want);
    }
    let v = post(addr, "/call/stats?render=bogus", &[], BODY).json("render=bogus", 400);
    has(
        "render=bogus",
        j::get_str(&v, "error").unwrap_or_default(),
        "raw, text, svg, ascii",
    );
    post(addr, "/call/dot", &[], "[]").media("dot", "image/png", &DOT);
    post(addr, "/call/stats_svg", &[], BODY).status("internal stats_svg", 404);
}

// ---------------------------------------------------------------- front end

/// A `$NEXUS_HOME`, run with a private link to the binary (a rebuild that
/// replaces target/debug/nexus must not break it); `nexus stop` on drop.
struct Home {
    dir: TempDir,
    bin: TempDir,
}

impl Home {
    fn nexus(&self, args: &[&str]) -> Out {
        let mut cmd = Command::new(self.bin.join("nexus"));
        cmd.args(args)
            .env("NEXUS_HOME", &self.dir.path)
            .env_remove("NEXUS_TOKEN");
        common::spawn_cmd(&mut cmd).finish(common::TIMEOUT)
    }
}

impl Drop for Home {
    fn drop(&mut self) {
        let _ = self.nexus(&["stop"]);
    }
}

#[test]
fn front_end_forwards_media_and_renderings() {
    let home = Home {
        dir: TempDir::new("render-home"),
        bin: TempDir::new("render-bin"),
    };
    let (bin, link) = (common::nexus_bin(), home.bin.join("nexus"));
    let linked = std::fs::hard_link(bin, &link).or_else(|_| std::fs::copy(bin, &link).map(drop));
    linked.expect("link the binary under test");
    home.nexus(&["install", &program("render")]).ok();
    home.nexus(&["expose", "add", "render", "--as", "mcp,api"])
        .ok();
    let out = home.nexus(&["start", "--port", "0"]);
    let log = std::fs::read_to_string(home.dir.join("server.log")).unwrap_or_default();
    assert!(
        out.code == Some(0),
        "start: expected exit 0, got {out:?}\n{log}"
    );
    let record = json(&std::fs::read_to_string(home.dir.join("server.json")).unwrap());
    let addr: SocketAddr = j::get_str(&record, "address").unwrap().parse().unwrap();

    post(addr, "/call/render/dot", &[], "[]").media("front end dot", "image/png", &DOT);
    let r = post(addr, "/call/render/stats?render=raw", &[], BODY);
    same(
        "front end stats raw",
        &r.json("front end stats raw", 200),
        OK_RECORD,
    );

    // MCP over HTTP: initialize, initialized, then the module's tools.
    let r = post(addr, "/mcp", &[], INIT);
    r.status("initialize", 200);
    let sid = r
        .header("mcp-session-id")
        .expect("an Mcp-Session-Id")
        .to_string();
    let session = [("Mcp-Session-Id", sid.as_str())];
    let initialized = r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#;
    post(addr, "/mcp", &session, initialized).status("initialized", 202);
    let call = |tool: &str, args: &str| {
        let p = format!(r#"{{"name":"{tool}","arguments":{args}}}"#);
        let body = format!(r#"{{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{p}}}"#);
        content(&post(addr, "/mcp", &session, &body).status(tool, 200).text())
    };
    same(
        "render__stats",
        &call("render__stats", r#"{"_1":[1,2,3]}"#),
        &text_block(RECORD),
    );
    same("render__dot", &call("render__dot", "{}"), DOT_BLOCK);

    exits("nexus stop", &home.nexus(&["stop"]), 0);
}
