//! Issue 15 ("Hardening"): depth bombs, null and exact ids, and number
//! errors, against the real binary over every transport.
//!
//! Defect 1: a JSON text nested 50,000 levels deep (or a 1,000,000-byte
//! one) overflowed the stack of `nexus daemon` on `/call` and `/mcp`, and of
//! `nexus mcp` inside a `tools/call` argument (miniserde's `Value` clones
//! and prints recursively). Every JSON text from outside is now refused past
//! the nesting limit (default 128, `--max-depth`, `NEXUS_MAX_DEPTH`) before
//! a value is built, and the server keeps serving.
//! Defect 3: a request with a null id was answered; MCP forbids it.
//! Defect 4: an id came back re-serialized (2^70 as `1.1805916207174113e+21`).
//! Defect 12: an integer beyond 64 bits read "a number with a fraction or
//! exponent 1e+23", and a null "null null".
//!
//! The helpers use std only, so this file also builds against the code
//! before the fix (to show each test failing there).

use crate::common;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

/// `levels` nested arrays: `[[…]]`.
fn bomb(levels: usize) -> String {
    "[".repeat(levels) + &"]".repeat(levels)
}

/// The deep texts each transport is tried with: 50,000 levels, and a
/// 1,000,000-byte one (500,000 levels).
fn bombs() -> [String; 2] {
    [bomb(50_000), bomb(500_000)]
}

/// What every depth refusal says.
const TOO_DEEP: &str = "nested deeper than 128 levels";

/// 2^70: beyond every 64-bit integer type.
const BIG: &str = "1180591620717411303424";

/// The ids a reply must echo byte for byte (defect 4).
fn exact_ids() -> Vec<String> {
    let mut ids: Vec<String> = [BIG, "-1180591620717411303424", "1.50", "-0", "1e3", "1E+2"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    ids.push(format!(
        r#""{}\"\\\n\u00e9\ud83d\ude00/\/""#,
        "long id ".repeat(200)
    ));
    ids
}

// ------------------------------------------------------------ the daemon

use common::Daemon;

/// Raw HTTP exchanges with a daemon under test.
trait Exchange {
    fn request(
        &mut self,
        path: &str,
        headers: &[(&str, &str)],
        body: &str,
    ) -> (u16, String, String);
    fn session(&mut self) -> String;
}

impl Exchange for Daemon {
    /// One request on a fresh connection: (status, headers, body). Status
    /// 0 means no response came (the daemon died; its stderr is in `body`).
    fn request(
        &mut self,
        path: &str,
        headers: &[(&str, &str)],
        body: &str,
    ) -> (u16, String, String) {
        let mut head = format!(
            "POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: {}\r\n",
            body.len()
        );
        for (k, v) in headers {
            head.push_str(&format!("{k}: {v}\r\n"));
        }
        head.push_str("\r\n");
        let mut reply = Vec::new();
        if let Ok(mut conn) = TcpStream::connect(self.addr) {
            let _ = conn.set_read_timeout(Some(common::TIMEOUT));
            let _ = conn.write_all(head.as_bytes());
            let _ = conn.write_all(body.as_bytes());
            let _ = conn.read_to_end(&mut reply);
        }
        let text = String::from_utf8_lossy(&reply).into_owned();
        let Some((head, body)) = text.split_once("\r\n\r\n") else {
            std::thread::sleep(Duration::from_millis(200));
            let alive = matches!(self.child.try_wait(), Ok(None));
            let err = self.stderr();
            return (
                0,
                String::new(),
                format!("no response (daemon alive: {alive}); stderr: {err}"),
            );
        };
        let status = head
            .split(' ')
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        (status, head.to_ascii_lowercase(), body.to_string())
    }

    /// Opens an MCP session; returns its id.
    fn session(&mut self) -> String {
        let (status, head, body) = self.request(
            "/mcp",
            &[],
            r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"depth","version":"0"}}}"#,
        );
        assert_eq!(status, 200, "{body}");
        let id = head
            .lines()
            .find_map(|l| l.strip_prefix("mcp-session-id: "))
            .expect("an Mcp-Session-Id")
            .trim()
            .to_string();
        let (status, _, body) = self.request(
            "/mcp",
            &[("Mcp-Session-Id", &id)],
            r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
        );
        assert_eq!(status, 202, "{body}");
        id
    }
}

fn tools_call(id: &str, name: &str, arguments: &str) -> String {
    format!(
        r#"{{"jsonrpc":"2.0","id":{id},"method":"tools/call","params":{{"name":"{name}","arguments":{arguments}}}}}"#
    )
}

fn ping(id: &str) -> String {
    format!(r#"{{"jsonrpc":"2.0","id":{id},"method":"ping"}}"#)
}

#[test]
fn http_call_refuses_depth_bombs_and_keeps_serving() {
    let mut d = Daemon::start(&common::combat(), &[]);
    let [deep, huge] = bombs();
    let object = format!(r#"{{"_1":{deep}}}"#);
    for body in [&deep, &huge, &object] {
        let (status, _, reply) = d.request("/call/fighterDamage", &[], body);
        assert_eq!(status, 400, "{reply:.300}");
        assert!(reply.contains(TOO_DEEP), "{reply:.300}");
        assert!(reply.contains("--max-depth"), "{reply:.300}");
        // The daemon is still serving.
        let (status, _, reply) = d.request("/call/fighterDamage", &[], "[3]");
        assert_eq!(
            (status, reply.as_str()),
            (200, r#"{"status":"ok","result":24}"#)
        );
    }
}

#[test]
fn http_mcp_refuses_depth_bombs_and_keeps_serving() {
    let mut d = Daemon::start(&common::combat(), &[]);
    let session = d.session();
    let with = [("Mcp-Session-Id", session.as_str())];
    for deep in bombs() {
        // Inside a tool's arguments: Invalid params, with the request's id.
        let args = format!(r#"{{"_1":{deep}}}"#);
        let (status, _, reply) = d.request("/mcp", &with, &tools_call(BIG, "fighterDamage", &args));
        assert_eq!(status, 400, "{reply:.300}");
        assert!(
            reply.starts_with(&format!(
                r#"{{"jsonrpc":"2.0","id":{BIG},"error":{{"code":-32602,"#
            )),
            "{reply:.300}"
        );
        assert!(reply.contains(TOO_DEEP), "{reply:.300}");
        // The whole message: Invalid Request.
        let (status, _, reply) = d.request("/mcp", &with, &deep);
        assert_eq!(status, 400, "{reply:.300}");
        assert!(
            reply.contains(r#""id":null,"error":{"code":-32600,"#),
            "{reply:.300}"
        );
        // Still serving, in the same session.
        let (status, _, reply) = d.request(
            "/mcp",
            &with,
            &tools_call("7", "fighterDamage", r#"{"_1":3}"#),
        );
        assert_eq!(status, 200, "{reply}");
        assert!(reply.contains(r#""text":"24""#), "{reply}");
    }
}

#[test]
fn http_mcp_refuses_a_null_id_and_echoes_ids_exactly() {
    let mut d = Daemon::start(&common::combat(), &[]);
    let session = d.session();
    let with = [("Mcp-Session-Id", session.as_str())];
    let (status, _, reply) = d.request("/mcp", &with, &ping("null"));
    assert!(
        reply.starts_with(r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"#),
        "{status} {reply}"
    );
    for id in exact_ids() {
        let (status, _, reply) = d.request("/mcp", &with, &ping(&id));
        assert_eq!(status, 200, "{reply}");
        assert_eq!(
            reply,
            format!(r#"{{"jsonrpc":"2.0","id":{id},"result":{{}}}}"#)
        );
    }
}

#[test]
fn the_daemon_takes_its_limit_from_max_depth() {
    let mut d = Daemon::start(&common::combat(), &["--max-depth", "2"]);
    let (status, _, reply) = d.request("/call/fighterDamage", &[], "[[[3]]]");
    assert_eq!(status, 400, "{reply}");
    assert!(reply.contains("nested deeper than 2 levels"), "{reply}");
    let (status, _, reply) = d.request("/call/fighterDamage", &[], "[3]");
    assert_eq!(
        (status, reply.as_str()),
        (200, r#"{"status":"ok","result":24}"#)
    );
}

// ------------------------------------------------------------ stdio

/// A `nexus mcp` process spoken to in raw lines.
struct Stdio_ {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Stdio_ {
    fn start(program: &str, args: &[&str]) -> Stdio_ {
        let mut child = Command::new(common::nexus_bin())
            .arg("mcp")
            .arg(program)
            .args(args)
            .env_remove("NEXUS_MAX_DEPTH")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn nexus mcp");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut s = Stdio_ {
            stdin: child.stdin.take(),
            child,
            lines,
        };
        s.ask(r#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"depth","version":"0"}}}"#);
        s.send(r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#);
        s
    }

    fn send(&mut self, line: &str) {
        if let Some(stdin) = self.stdin.as_mut() {
            // A server that died shows as a missing reply, not a write panic.
            let _ = stdin.write_all(line.as_bytes());
            let _ = stdin.write_all(b"\n");
            let _ = stdin.flush();
        }
    }

    /// Sends a line and returns the next reply line.
    fn ask(&mut self, line: &str) -> String {
        self.send(line);
        match self.lines.recv_timeout(common::TIMEOUT) {
            Ok(reply) => reply,
            Err(_) => {
                let status = self.child.try_wait().ok().flatten();
                panic!("no reply from nexus mcp (exit status: {status:?})");
            }
        }
    }

    /// Closes stdin; the exit code (None: killed by a signal).
    fn finish(mut self) -> Option<i32> {
        drop(self.stdin.take());
        let deadline = Instant::now() + common::TIMEOUT;
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                return status.code();
            }
            assert!(Instant::now() < deadline, "nexus mcp did not exit at EOF");
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

impl Drop for Stdio_ {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn stdio_refuses_depth_bombs_and_keeps_serving() {
    let mut s = Stdio_::start(&common::combat(), &[]);
    for deep in bombs() {
        let args = format!(r#"{{"_1":{deep}}}"#);
        let reply = s.ask(&tools_call("\"bomb\"", "fighterDamage", &args));
        assert!(
            reply.starts_with(r#"{"jsonrpc":"2.0","id":"bomb","error":{"code":-32602,"#),
            "{reply:.300}"
        );
        assert!(reply.contains(TOO_DEEP), "{reply:.300}");
        let reply = s.ask(&deep);
        assert!(
            reply.starts_with(r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"#),
            "{reply:.300}"
        );
        let reply = s.ask(&tools_call("8", "fighterDamage", r#"{"_1":3}"#));
        assert!(reply.contains(r#""text":"24""#), "{reply}");
    }
    assert_eq!(s.finish(), Some(0));
}

#[test]
fn stdio_refuses_a_null_id_and_echoes_ids_exactly() {
    let mut s = Stdio_::start(&common::combat(), &[]);
    let reply = s.ask(&ping("null"));
    assert!(
        reply.starts_with(r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"#),
        "{reply}"
    );
    for id in exact_ids() {
        let reply = s.ask(&ping(&id));
        assert_eq!(
            reply,
            format!(r#"{{"jsonrpc":"2.0","id":{id},"result":{{}}}}"#)
        );
        // An error reply echoes it exactly too.
        let reply = s.ask(&tools_call(&id, "fighterDamage", r#"{"_1":"x"}"#));
        assert!(
            reply.starts_with(&format!(r#"{{"jsonrpc":"2.0","id":{id},"#)),
            "{reply}"
        );
    }
    assert_eq!(s.finish(), Some(0));
}

#[test]
fn stdio_takes_its_limit_from_max_depth() {
    // params, arguments and the value's array: 4 levels.
    let mut s = Stdio_::start(&common::combat(), &["--max-depth", "4"]);
    let reply = s.ask(&tools_call("1", "fighterDamage", r#"{"_1":[[3]]}"#));
    assert!(reply.contains("nested deeper than 4 levels"), "{reply}");
    let reply = s.ask(&tools_call("2", "fighterDamage", r#"{"_1":[3]}"#));
    assert!(reply.contains("expected Int"), "{reply}");
    assert_eq!(s.finish(), Some(0));
}

// ------------------------------------------------------------ number errors

/// Defect 12, over MCP: an integer beyond 64 bits and a null.
#[test]
fn mcp_number_errors_read_naturally() {
    let mut s = Stdio_::start(&common::combat(), &[]);
    let reply = s.ask(&tools_call(
        "1",
        "fighterDamage",
        r#"{"_1":99999999999999999999999}"#,
    ));
    assert!(
        reply.contains("got an integer beyond 64 bits (about 1e23)"),
        "{reply}"
    );
    assert!(
        reply.contains("an integer in -9223372036854775808..=18446744073709551615"),
        "{reply}"
    );
    assert!(!reply.contains("fraction"), "{reply}");
    let reply = s.ask(&tools_call("2", "fighterDamage", r#"{"_1":null}"#));
    assert!(
        reply.contains("expected Int (an integer), got null"),
        "{reply}"
    );
    assert!(!reply.contains("null null"), "{reply}");
    assert_eq!(s.finish(), Some(0));
}

/// Defect 12, on the command line.
#[test]
fn cli_number_errors_read_naturally() {
    let out = common::nexus(&[
        "run",
        &common::combat(),
        "fighterDamage",
        "99999999999999999999999",
    ]);
    assert_eq!(out.code, Some(2), "{}", out.stderr);
    assert!(
        out.stderr
            .contains("got an integer beyond 64 bits (about 1e23)"),
        "{}",
        out.stderr
    );
    assert!(!out.stderr.contains("fraction"), "{}", out.stderr);
    let out = common::nexus(&["run", &common::combat(), "fighterDamage", "null"]);
    assert!(out.stderr.contains("got null"), "{}", out.stderr);
    assert!(!out.stderr.contains("null null"), "{}", out.stderr);
}

// ------------------------------------------------------------ the CLI, manifests, eval

/// Runs `nexus args…` with `stdin` as its input; (exit code, stderr).
fn run_with_stdin(args: &[&str], stdin: &str, env: &[(&str, &str)]) -> (Option<i32>, String) {
    let mut cmd = Command::new(common::nexus_bin());
    cmd.args(args)
        .env_remove("NEXUS_MAX_DEPTH")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().expect("spawn nexus");
    let mut input = child.stdin.take().expect("stdin");
    let text = stdin.to_string();
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(text.as_bytes());
    });
    let mut err = String::new();
    if let Some(mut e) = child.stderr.take() {
        let _ = e.read_to_string(&mut err);
    }
    let status = child.wait().expect("wait");
    let _ = writer.join();
    (status.code(), err)
}

/// A program of one command `ident :: [Int] -> [Int]` whose argument comes
/// from stdin, so a 1,000,000-byte value fits (argv words stop at 128 KiB).
fn ident_program(dir: &common::TempDir) -> String {
    dir.write("ident.py", "def ident(x):\n    return x\n");
    let manifest = r#"{"name":"deep","version":"0.1.0","pools":[{"lang":"py","source":"ident.py","workers":1}],
      "commands":[{"name":"ident","type":"remote","pool":0,"mid":0,"desc":["The list back."],
       "args":[{"kind":"pos","schema":"aj","type":"[Int]","metavar":"LIST","stdin":true,"desc":["A list"]}],
       "return":{"schema":"aj","type":"[Int]","desc":["It"]}}]}"#;
    dir.write("manifest.json", manifest).display().to_string()
}

#[test]
fn cli_arguments_refuse_depth_bombs() {
    let [deep, huge] = bombs();
    let out = common::nexus(&["run", &common::combat(), "fighterDamage", &deep]);
    assert_eq!(
        (out.code, out.signal),
        (Some(2), None),
        "{:.300}",
        out.stderr
    );
    assert!(out.stderr.contains(TOO_DEEP), "{:.300}", out.stderr);
    assert!(
        out.stderr.len() < 1000,
        "the value is not echoed whole: {:.300}",
        out.stderr
    );
    let dir = common::TempDir::new("depth-cli");
    let program = ident_program(&dir);
    for value in [&deep, &huge] {
        let (code, err) = run_with_stdin(&["run", &program, "ident"], value, &[]);
        assert_eq!(code, Some(2), "{err:.300}");
        assert!(err.contains(TOO_DEEP), "{err:.300}");
    }
    let (code, err) = run_with_stdin(&["run", &program, "ident"], "[1,2]", &[]);
    assert_eq!(code, Some(0), "{err}");
    let (code, err) = run_with_stdin(&["run", &program, "ident"], "[[1,2]]", &[]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("expected Int"), "{err}");
}

#[test]
fn the_environment_sets_the_limit_and_a_bad_one_is_a_usage_error() {
    let dir = common::TempDir::new("depth-env");
    let program = ident_program(&dir);
    let (code, err) = run_with_stdin(
        &["run", &program, "ident"],
        "[1]",
        &[("NEXUS_MAX_DEPTH", "0")],
    );
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("NEXUS_MAX_DEPTH") && err.contains("from 1 to 1024"),
        "{err}"
    );
    let (code, err) = run_with_stdin(
        &["run", &program, "ident"],
        "[[1]]",
        &[("NEXUS_MAX_DEPTH", "1")],
    );
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("nested deeper than 1 levels"), "{err}");
    for mode in ["daemon", "mcp", "serve"] {
        let out = common::nexus(&[mode, "--help"]);
        assert!(
            out.stdout.contains("--max-depth N"),
            "{mode}: {}",
            out.stdout
        );
    }
}

/// A manifest text with `deep` somewhere no reader looks, in a default,
/// in a schema string, or as a pure expression.
fn deep_manifests(deep: &str) -> Vec<(&'static str, String)> {
    let command = |args: &str, expr: &str| {
        format!(
            r#"{{"name":"deep","version":"0.1.0","pools":[],"commands":[{{"name":"f","type":"pure","desc":["x"],"args":[{args}],"return":{{"schema":"j","type":"Int","desc":["x"]}},"expr":{expr}}}]}}"#
        )
    };
    let lit = r#"{"tag":"lit","schema":"j","lit_type":"i8","value":"1"}"#;
    let mut expr = lit.to_string();
    let levels = deep.len() / 2 / 40;
    for _ in 0..levels {
        expr = format!(r#"{{"tag":"container","schema":"aj","elements":[{expr}]}}"#);
    }
    vec![
        (
            "an unknown field",
            command("", lit).replacen('{', &format!(r#"{{"x":{deep},"#), 1),
        ),
        (
            "a default",
            command(
                &format!(
                    r#"{{"kind":"opt","schema":"aj","type":"[Int]","metavar":"L","short":"l","long":"l","default":"{deep}","desc":["x"]}}"#
                ),
                lit,
            ),
        ),
        (
            "a schema string",
            command(
                &format!(
                    r#"{{"kind":"pos","schema":"{}j","type":"Int","metavar":"I","desc":["x"]}}"#,
                    "a".repeat(deep.len())
                ),
                lit,
            ),
        ),
        ("a pure expression", command("", &expr)),
    ]
}

#[test]
fn manifests_refuse_depth_bombs() {
    for deep in bombs() {
        for (what, text) in deep_manifests(&deep) {
            let dir = common::TempDir::new("depth-manifest");
            let path = dir.write("manifest.json", &text).display().to_string();
            for args in [
                vec![path.as_str(), "--help"],
                vec![path.as_str(), "--mcp-tools"],
            ] {
                let out = common::nexus(&args);
                assert_eq!(
                    (out.code, out.signal),
                    (Some(2), None),
                    "{what} ({} bytes): {:.300}",
                    text.len(),
                    out.stderr
                );
                assert!(
                    out.stderr.contains("deeper than"),
                    "{what}: {:.300}",
                    out.stderr
                );
                assert!(out.stderr.len() < 1000, "{what}: {:.300}", out.stderr);
            }
        }
    }
}

#[test]
fn eval_refuses_depth_bombs() {
    let combat = common::combat();
    // Within eval's 64 KiB size limit, the depth limit speaks.
    for source in [bomb(30_000), "(".repeat(30_000) + "1" + &")".repeat(30_000)] {
        let out = common::nexus(&["eval", &source, "--module", &combat]);
        assert_eq!(
            (out.code, out.signal),
            (Some(2), None),
            "{:.300}",
            out.stderr
        );
        assert!(
            out.stderr.contains("nests deeper than"),
            "{:.300}",
            out.stderr
        );
        assert!(out.stderr.len() < 1000, "{:.300}", out.stderr);
    }
    for source in bombs() {
        let (code, err) = run_with_stdin(&["eval", "-", "--module", &combat], &source, &[]);
        assert_eq!(code, Some(2), "{err:.300}");
        assert!(err.len() < 1000, "{err:.300}");
    }
    // Chained lets stack list literals 24,000 levels deep in 55 KB: this
    // overflowed the type checker's stack.
    let mut chain = String::from("let a0 = 3 in ");
    for i in 1..400 {
        chain.push_str(&format!(
            "let a{i} = {} in ",
            nest_around(60, &format!("a{}", i - 1))
        ));
    }
    chain.push_str("combat.fighterDamage a399");
    let (code, err) = run_with_stdin(&["eval", "-", "--module", &combat], &chain, &[]);
    assert_eq!(code, Some(2), "{err:.300}");
    assert!(err.contains("nests deeper than 64 levels"), "{err:.300}");
}

/// `inner` inside `levels` brackets.
fn nest_around(levels: usize, inner: &str) -> String {
    format!("{}{inner}{}", "[".repeat(levels), "]".repeat(levels))
}
