//! Issue 40, items 6, 7 and 22 to 26: values and records as a new user
//! meets them, and what the sandbox and the front end leave behind.
//!
//! - 6: an integer below `i64::MIN` is "beyond 64 bits";
//! - 7: `1e400` and a lone surrogate are refused saying so, and on stdio
//!   with the request's id;
//! - 22: a bare file's positionals keep their names (help, MCP, `/call`,
//!   `/discover`), `_N` still accepted;
//! - 23: a record given whole on the command line takes its fields'
//!   defaults, as MCP and `/call` do;
//! - 24: a field with a default is not in the published `required`;
//! - 25: `--sandbox` with a bare file and the default source cache;
//! - 26: SIGTERM or SIGINT on a foreground `nexus serve` leaves no socket
//!   directory.

use crate::common;

use common::*;
use nexus::json::{self, Value};
use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

/// A bare Python file whose positionals have names.
const BANK: &str = r#"
def withdraw(balance: int, amount: int) -> int:
    """Take money out.

    Args:
        balance: what the account holds
        amount: what to take out
    """
    return balance - amount
"#;

/// `nexus mcp PROGRAM` fed `lines` (after the handshake), stdin then
/// closed: every reply line.
fn stdio_replies(program: &str, lines: &[&str]) -> Vec<String> {
    let mut child = Command::new(nexus_bin())
        .args(["mcp", program])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start nexus mcp");
    let mut stdin = child.stdin.take().expect("stdin");
    let mut text = String::from(
        r#"{"jsonrpc":"2.0","id":"init","method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"newcomer","version":"0"}}}"#,
    );
    text.push('\n');
    text.push_str(r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#);
    text.push('\n');
    for l in lines {
        text.push_str(l);
        text.push('\n');
    }
    stdin
        .write_all(text.as_bytes())
        .expect("write to nexus mcp");
    drop(stdin);
    let mut out = String::new();
    let mut stdout = child.stdout.take().expect("stdout");
    let reader = std::thread::spawn(move || {
        let _ = stdout.read_to_string(&mut out);
        out
    });
    assert!(
        wait_until(TIMEOUT, || child.try_wait().ok().flatten().is_some()),
        "nexus mcp did not exit after stdin closed"
    );
    reader
        .join()
        .unwrap_or_default()
        .lines()
        .map(String::from)
        .collect()
}

/// The reply whose id is `id` (raw JSON text).
fn reply_to<'a>(replies: &'a [String], id: &str) -> &'a str {
    let want = format!(r#""id":{id},"#);
    replies
        .iter()
        .find(|r| r.contains(&want))
        .unwrap_or_else(|| panic!("no reply with id {id}: {replies:#?}"))
}

/// One HTTP/1.1 request to `addr` (Connection: close): status and body.
fn http(addr: std::net::SocketAddr, method: &str, path: &str, body: &str) -> (u16, String) {
    let mut s = std::net::TcpStream::connect(addr).expect("connect");
    s.set_read_timeout(Some(TIMEOUT)).expect("timeout");
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .expect("send");
    let mut text = String::new();
    let _ = s.read_to_string(&mut text);
    let status = text
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let body = text.split_once("\r\n\r\n").map(|(_, b)| b).unwrap_or("");
    (status, body.to_string())
}

/// A tool's inputSchema from `nexus PROGRAM --mcp-tools`.
fn input_schema(program: &str, tool: &str) -> Value {
    let out = nexus(&[program, "--mcp-tools"]);
    let v = json(out.ok());
    let Some(Value::Array(tools)) = json::get(&v, "tools") else {
        panic!("no tools: {}", out.stdout)
    };
    tools
        .iter()
        .find(|t| json::get_str(t, "name") == Some(tool))
        .and_then(|t| json::get(t, "inputSchema"))
        .cloned()
        .unwrap_or_else(|| panic!("no tool {tool}: {}", out.stdout))
}

fn keys(v: Option<&Value>) -> Vec<String> {
    match v {
        Some(Value::Object(o)) => o.keys().cloned().collect(),
        _ => Vec::new(),
    }
}

// ------------------------------------------------------------------ 6, 7

/// Item 6: one below i64::MIN was "a number with a fraction or exponent".
#[test]
fn an_integer_below_i64_min_is_beyond_64_bits() {
    let out = nexus(&[&combat(), "fighterDamage", "--", "-9223372036854775809"]);
    assert_eq!(out.code, Some(2), "{}", out.stderr);
    assert!(
        out.stderr.contains("got an integer beyond 64 bits"),
        "{}",
        out.stderr
    );
    assert!(
        !out.stderr.contains("fraction or exponent -9"),
        "{}",
        out.stderr
    );
}

/// Item 7 on the command line: `1e400` was "not valid JSON", a lone
/// surrogate passed as the text typed.
#[test]
fn a_huge_number_and_a_lone_surrogate_are_refused_by_name_on_the_command_line() {
    let out = nexus(&[&combat(), "fighterDamage", "1e400"]);
    assert_eq!(out.code, Some(2), "{}", out.stderr);
    assert!(
        out.stderr.contains("beyond the range of a 64-bit float"),
        "{}",
        out.stderr
    );
    let out = nexus(&[&combat(), "intro", r#""\ud800""#]);
    assert_eq!(out.code, Some(2), "{}{}", out.stdout, out.stderr);
    assert!(
        out.stderr.contains("lone UTF-16 surrogate"),
        "{}",
        out.stderr
    );
    // A pair is a character.
    let out = nexus(&[&combat(), "intro", r#""\ud83d\ude00""#]);
    assert!(out.ok().contains('😀'), "{}", out.stdout);
}

/// Item 7 on stdio: both were -32700 with id null; now -32602 with the
/// request's id, saying what is wrong.
#[test]
fn on_stdio_the_refusal_keeps_the_request_id() {
    let replies = stdio_replies(
        &combat(),
        &[
            r#"{"jsonrpc":"2.0","id":"big","method":"tools/call","params":{"name":"fighterDamage","arguments":{"_1":1e400}}}"#,
            r#"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"intro","arguments":{"_1":"\ud800"}}}"#,
            r#"{"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":"fighterDamage","arguments":{"_1":-9223372036854775809}}}"#,
        ],
    );
    let big = json(reply_to(&replies, r#""big""#));
    let error = json::get(&big, "error").expect("an error reply");
    assert_eq!(json::to_string(json::get(error, "code").unwrap()), "-32602");
    assert!(
        json::get_str(error, "message").is_some_and(|m| m.contains("64-bit float")),
        "{big:?}"
    );
    let lone = reply_to(&replies, "7");
    assert!(
        lone.contains("-32602") && lone.contains("lone UTF-16 surrogate"),
        "{lone}"
    );
    let below = reply_to(&replies, "8");
    assert!(below.contains("beyond 64 bits"), "{below}");
}

/// Item 7 at `/call`: the body's refusal names the token too.
#[test]
fn at_call_the_refusal_names_the_token() {
    let d = Daemon::start(&combat(), &[]);
    let (status, body) = http(d.addr, "POST", "/call/fighterDamage", "[1e400]");
    assert_eq!(status, 400, "{body}");
    assert!(
        body.contains("beyond the range of a 64-bit float"),
        "{body}"
    );
    let (status, body) = http(d.addr, "POST", "/call/intro", r#"["\udc00"]"#);
    assert_eq!(status, 400, "{body}");
    assert!(body.contains("lone UTF-16 surrogate"), "{body}");
}

// ------------------------------------------------------------------ 22

/// Item 22: `withdraw(balance, amount)` was `INT INT` in help, `_1`/`_2`
/// over MCP and at `/call`.
#[test]
fn a_bare_python_file_keeps_its_parameter_names() {
    let dir = TempDir::new("bank");
    let bank = dir.write("bank.py", BANK).display().to_string();
    let help = nexus(&["run", &bank, "withdraw", "--help"]);
    assert!(
        help.ok().contains("usage: bank withdraw BALANCE AMOUNT"),
        "{}",
        help.stdout
    );
    let schema = input_schema(&bank, "withdraw");
    assert_eq!(
        keys(json::get(&schema, "properties")),
        ["amount", "balance"]
    );
    assert_eq!(
        json::to_string(json::get(&schema, "required").unwrap()),
        r#"["balance","amount"]"#
    );
    // Over MCP: the names, and the seed's `_N` still.
    let replies = stdio_replies(
        &bank,
        &[
            r#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"withdraw","arguments":{"balance":10,"amount":3}}}"#,
            r#"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"withdraw","arguments":{"_1":10,"_2":4}}}"#,
            r#"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"withdraw","arguments":{"balance":10,"_1":10,"amount":1}}}"#,
        ],
    );
    assert!(
        reply_to(&replies, "1").contains(r#""structuredContent":{"result":7}"#),
        "{replies:#?}"
    );
    assert!(
        reply_to(&replies, "2").contains(r#""structuredContent":{"result":6}"#),
        "{replies:#?}"
    );
    let twice = reply_to(&replies, "3");
    assert!(
        twice.contains("given twice") && twice.contains(r#""isError":true"#),
        "{twice}"
    );
    // /call and /discover.
    let d = Daemon::start(&bank, &[]);
    let (status, body) = http(
        d.addr,
        "POST",
        "/call/withdraw",
        r#"{"balance":9,"amount":2}"#,
    );
    assert_eq!(
        (status, body.contains(r#""result":7"#)),
        (200, true),
        "{body}"
    );
    let (status, body) = http(d.addr, "GET", "/discover", "");
    assert_eq!(status, 200, "{body}");
    assert!(
        body.contains(r#""metavar":"BALANCE""#) && body.contains(r#""properties":["balance"]"#),
        "{body}"
    );
}

/// Item 22 for R: the same rule.
#[test]
fn a_bare_r_file_keeps_its_parameter_names() {
    let dice = repo().join("examples/bare/dice.R").display().to_string();
    let help = nexus(&["run", &dice, "total", "--help"]);
    assert!(help.ok().contains("usage: dice total N"), "{}", help.stdout);
    let schema = input_schema(&dice, "describe");
    assert_eq!(
        keys(json::get(&schema, "properties")),
        ["level", "loud", "monster"]
    );
    assert_eq!(
        json::to_string(json::get(&schema, "required").unwrap()),
        r#"["monster"]"#
    );
}

// ------------------------------------------------------------------ 23, 24

/// Item 23: `--monster '{"name":"Orc"}'` was refused ("hp … got nothing").
#[test]
fn a_record_given_whole_on_the_command_line_takes_its_fields_defaults() {
    let out = nexus(&[
        &combat(),
        "spawn",
        "--monster",
        r#"{"name":"Orc"}"#,
        "-l",
        "2",
    ]);
    assert_eq!(out.ok(), r#"{"name":"Orc","hp":14}"#);
    let dir = TempDir::new("monster");
    let file = dir.write("m.json", r#"{"hp":3}"#).display().to_string();
    let out = nexus(&[&combat(), "spawn", "--monster", &file]);
    assert_eq!(out.ok(), r#"{"name":"Goblin","hp":3}"#);
    // A field given wrong is still refused.
    let out = nexus(&[&combat(), "spawn", "--monster", r#"{"name":1}"#]);
    assert_eq!(out.code, Some(2), "{}", out.stderr);
    assert!(out.stderr.contains("at .name"), "{}", out.stderr);
}

/// Item 24: `monster` listed `"required":["name","hp"]` beside defaults.
#[test]
fn a_field_with_a_default_is_not_required_in_the_published_schema() {
    let schema = input_schema(&combat(), "spawn");
    let monster = json::get(&schema, "properties")
        .and_then(|p| json::get(p, "monster"))
        .expect("the monster property");
    assert_eq!(
        json::to_string(json::get(monster, "required").unwrap()),
        "[]"
    );
    // And the server accepts what the schema promises.
    let replies = stdio_replies(
        &combat(),
        &[
            r#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"spawn","arguments":{"monster":{}}}}"#,
        ],
    );
    assert!(
        reply_to(&replies, "1").contains(r#""structuredContent":{"name":"Goblin","hp":7}"#),
        "{replies:#?}"
    );
}

// ------------------------------------------------------------------ 25

/// Whether this system can build the sandbox; a note when it cannot.
fn sandbox_here() -> bool {
    let out = Command::new(nexus_bin())
        .args(["__sandbox", "--probe"])
        .stdin(Stdio::null())
        .output()
        .expect("run the probe");
    if !out.status.success() {
        assert!(
            std::env::var("CI").map_or(true, |v| v != "true"),
            "CI=true, and the sandbox cannot be built here"
        );
        eprintln!("skipped: the sandbox cannot be built here");
    }
    out.status.success()
}

/// Item 25: the worker could not read the derived manifest that the
/// hidden `$HOME` (or the fresh `/tmp`) took away: a `FileNotFoundError`.
#[test]
fn the_sandbox_serves_a_bare_file_from_the_default_cache() {
    if !sandbox_here() {
        return;
    }
    let dir = TempDir::new("sandbox-bare");
    // The program's directory is bound into the sandbox: the home and the
    // cache must lie outside it.
    std::fs::create_dir_all(dir.join("src")).expect("make a source dir");
    let bank = dir.write("src/bank.py", BANK).display().to_string();
    let home = dir.join("home");
    std::fs::create_dir_all(&home).expect("make a home");
    // The default cache, under $HOME; then one under /tmp.
    for cache in [None, Some(dir.join("cache"))] {
        let mut cmd = Command::new(nexus_bin());
        cmd.args(["run", "--sandbox", &bank, "withdraw", "5", "2"])
            .env("HOME", &home)
            .env_remove("XDG_CACHE_HOME")
            .env_remove("NEXUS_HOME");
        if let Some(c) = &cache {
            cmd.env("XDG_CACHE_HOME", c);
        }
        let out = spawn_cmd(&mut cmd).finish(TIMEOUT);
        assert_eq!(out.code, Some(0), "cache {cache:?}: {}", out.stderr);
        assert_eq!(out.stdout.trim(), "3");
        assert!(!out.stderr.contains("FileNotFoundError"), "{}", out.stderr);
    }
    let cached = std::fs::read_dir(home.join(".cache/nexus/source"))
        .map(|d| d.count())
        .unwrap_or(0);
    assert_eq!(cached, 1, "the derived manifest is cached under $HOME");
}

// ------------------------------------------------------------------ 26

/// Whether this test process ignores SIGINT (a background job of a
/// non-interactive shell does, and its children inherit that).
fn sigint_ignored() -> bool {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("SigIgn:").map(|m| m.trim().to_string()))
        })
        .and_then(|m| u64::from_str_radix(&m, 16).ok())
        .is_some_and(|mask| mask & 0b10 != 0)
}

/// The entries of `tmp` named like a front end's socket directory.
fn socket_dirs(tmp: &Path) -> Vec<String> {
    std::fs::read_dir(tmp)
        .map(|d| {
            d.flatten()
                .filter_map(|e| e.file_name().to_str().map(String::from))
                .filter(|n| nexus::sweeper::socket_dir_pid(n).is_some())
                .collect()
        })
        .unwrap_or_default()
}

/// Item 26: a foreground `nexus serve` ended by SIGTERM or Ctrl-C left
/// `<temp>/nexus-<pid>-<tag>` behind until the next front end started.
#[test]
fn a_foreground_front_end_ended_by_a_signal_leaves_no_socket_directory() {
    let world = TempDir::new("fe-signal");
    let home = world.join("home");
    let tmp = world.join("tmp");
    std::fs::create_dir_all(&tmp).expect("make a temp dir");
    let lifecycle = |args: &[&str]| {
        let mut cmd = Command::new(nexus_bin());
        cmd.args(args)
            .env("NEXUS_HOME", &home)
            .env("TMPDIR", &tmp)
            .env_remove("NEXUS_TOKEN");
        spawn_cmd(&mut cmd).finish(TIMEOUT).ok().to_string()
    };
    lifecycle(&["install", &program("evaltest")]);
    lifecycle(&["expose", "add", "evaltest", "--as", "api"]);
    let mut signals = vec!["TERM"];
    if sigint_ignored() {
        eprintln!("note: SIGINT is ignored in this test's process; only SIGTERM is sent");
    } else {
        signals.push("INT");
    }
    for sig in signals {
        let mut cmd = Command::new(nexus_bin());
        cmd.args(["serve", "--port", "0"])
            .env("NEXUS_HOME", &home)
            .env("TMPDIR", &tmp)
            .env_remove("NEXUS_TOKEN");
        let server = spawn_cmd(&mut cmd);
        let pid = server.pid();
        let own = format!("nexus-{pid}-");
        assert!(
            wait_until(Duration::from_secs(30), || socket_dirs(&tmp)
                .iter()
                .any(|n| n.starts_with(&own))),
            "serve made no socket directory in {}",
            tmp.display()
        );
        signal(pid, sig);
        let out = server.finish(TIMEOUT);
        assert!(out.signal.is_some(), "SIG{sig} ended it: {out:?}");
        assert!(
            wait_until(Duration::from_secs(10), || socket_dirs(&tmp).is_empty()),
            "SIG{sig} left {:?} in {}",
            socket_dirs(&tmp),
            tmp.display()
        );
    }
}
