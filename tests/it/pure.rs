//! Pure commands (`"type": "pure"`): the nexus evaluates their expression
//! itself, with no pool, on the command line, over MCP and over HTTP.

use crate::common;

use common::{Mcp, TempDir, nexus, program, spawn_cmd};
use std::process::Command;
use std::time::Duration;

#[test]
fn pure_commands_run_on_the_command_line_without_any_pool() {
    let p = program("pure");
    assert_eq!(
        nexus(&["run", &p, "greet", "World"]).ok(),
        "\"Hello, World!\""
    );
    assert_eq!(nexus(&["run", &p, "origin"]).ok(), r#"{"x":0,"y":-7}"#);
    assert_eq!(nexus(&["run", &p, "getx", r#"{"x":41,"y":2}"#]).ok(), "41");
    // A wrong argument is refused before evaluation, like a pool command's.
    let bad = nexus(&["run", &p, "getx", r#"{"x":"a","y":2}"#]);
    assert_eq!(bad.code, Some(2), "{}", bad.stderr);

    // eval composes pure commands with each other and with pool commands.
    let composed = nexus(&["eval", "pure.shout (pure.greet \"eval\")", "--module", &p]);
    assert_eq!(composed.ok(), "\"HELLO, EVAL!\"");
    assert_eq!(
        nexus(&["eval", "pure.getx (pure.origin)", "--module", &p]).ok(),
        "0"
    );

    // With no python3 on PATH the pool command fails, the pure ones do not:
    // they never start a pool.
    let empty = TempDir::new("pure-nopath");
    let run = |cmd: &str, arg: &str| {
        spawn_cmd(
            Command::new(common::nexus_bin())
                .args(["run", &p, cmd, arg])
                .env("PATH", empty.display()),
        )
        .finish(Duration::from_secs(30))
    };
    assert_eq!(run("greet", "Ada").ok(), "\"Hello, Ada!\"");
    let shout = run("shout", "hey");
    assert_eq!(shout.code, Some(1), "{}", shout.stderr);
    assert!(shout.stderr.contains("python3"), "{}", shout.stderr);
}

#[test]
fn pure_commands_are_mcp_tools_and_http_calls() {
    let p = program("pure");
    let mut mcp = Mcp::start(&p);
    let (is_error, text) = mcp.call("greet", r#"{"_1":"MCP"}"#);
    assert!(!is_error, "{text}");
    assert_eq!(text, "\"Hello, MCP!\"");
    let (is_error, text) = mcp.call("getx", r#"{"_1":{"x":-3,"y":1}}"#);
    assert_eq!((is_error, text.as_str()), (false, "-3"));
    let (is_error, text) = mcp.call("shout", r#"{"_1":"mixed"}"#);
    assert_eq!((is_error, text.as_str()), (false, "\"MIXED\""));
    mcp.finish();

    let port_file = TempDir::new("pure-daemon");
    let port_path = port_file.join("port");
    let daemon = common::spawn(&[
        "daemon",
        &p,
        "--port",
        "0",
        "--port-file",
        &port_path.display().to_string(),
    ]);
    assert!(
        common::wait_until(Duration::from_secs(20), || std::fs::read_to_string(
            &port_path
        )
        .is_ok_and(|t| t.ends_with('\n'))),
        "the daemon did not start"
    );
    let addr = std::fs::read_to_string(&port_path).unwrap_or_default();
    let reply = post(addr.trim(), "/call/getx", r#"{"_1":{"x":9,"y":0}}"#);
    assert!(reply.ends_with(r#"{"status":"ok","result":9}"#), "{reply}");
    drop(daemon);
}

#[test]
fn a_broken_expression_is_a_one_line_manifest_error_with_its_path() {
    let dir = TempDir::new("pure-broken");
    dir.write(
        "manifest.json",
        r#"{"name":"b","pools":[],"commands":[{"name":"f","type":"pure","args":[],
            "return":{"schema":"s"},
            "expr":{"tag":"app","schema":"s","func":{"tag":"interpolation","schema":"s","strings":["a","b"]},
                    "args":[{"tag":"nope","schema":"s"}]}}]}"#,
    );
    let out = nexus(&["run", &dir.display(), "f"]);
    assert_eq!(out.code, Some(2), "{}", out.stderr);
    let line = out.stderr.lines().next().unwrap_or("");
    assert!(
        line.contains("commands[0].expr.args[0]") && line.contains("unknown tag \"nope\""),
        "{}",
        out.stderr
    );
}

/// One raw HTTP POST; the whole reply as text.
fn post(addr: &str, path: &str, body: &str) -> String {
    use std::io::{Read, Write};
    let mut s = std::net::TcpStream::connect(addr).expect("connect to the daemon");
    let _ = s.set_read_timeout(Some(Duration::from_secs(20)));
    let req = format!(
        "POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).expect("send");
    let mut out = String::new();
    let _ = s.read_to_string(&mut out);
    out
}
