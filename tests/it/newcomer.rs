//! The first hour of a new user: stdout stays the result, a closed stderr
//! never aborts, every subcommand has `--help`, exit codes match their help,
//! and each refusal names the right problem and the right fix. Each test
//! runs the real binary and fails on the code before these fixes.

use crate::common;

use common::{TempDir, nexus, nexus_bin};
use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::time::Duration;

/// A bare Python file whose function prints (both ways) and then returns.
const NOISY_PY: &str = r#"import os

def noisy(n: int) -> int:
    """Prints, then returns twice n."""
    print("printed by print")
    os.write(1, b"written to fd 1\n")
    return n * 2
"#;

/// The same in R: `print` and `cat` both go to R's stdout.
const NOISY_R: &str = r#"#' Prints, then returns twice n.
#' @param n [Int] a number
#' @return [Int] twice n
noisy <- function(n) {
  print("printed by print")
  cat("written by cat\n")
  n * 2L
}
"#;

#[test]
fn run_keeps_what_a_pool_prints_off_stdout() {
    let dir = TempDir::new("noisy");
    let py = dir.write("noisy.py", NOISY_PY).display().to_string();
    let r = dir.write("noisy.R", NOISY_R).display().to_string();
    for (file, printed) in [(&py, "written to fd 1"), (&r, "written by cat")] {
        let out = nexus(&["run", file, "noisy", "2"]);
        assert_eq!(out.code, Some(0), "{file}: {}", out.stderr);
        assert_eq!(out.stdout, "4\n", "{file}: stdout is exactly the result");
        assert!(
            out.stderr.contains(printed) && out.stderr.contains("printed by print"),
            "{file}: what the pool printed goes to stderr: {}",
            out.stderr
        );
    }
}

/// Runs nexus with stderr (and, when `close_stdout`, stdout) a pipe whose
/// reader is already gone: every write to it fails with EPIPE.
fn with_closed_pipes(args: &[&str], close_stdout: bool) -> std::process::ExitStatus {
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let stdout = if close_stdout {
        Stdio::from(writer.try_clone().expect("dup"))
    } else {
        Stdio::null()
    };
    let mut child = Command::new(nexus_bin())
        .args(args)
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(Stdio::from(writer))
        .spawn()
        .expect("nexus starts");
    for _ in 0..600 {
        if let Some(status) = child.try_wait().expect("wait") {
            return status;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let _ = child.kill();
    panic!("nexus {args:?} did not end");
}

#[test]
fn a_closed_stderr_never_aborts() {
    use std::os::unix::process::ExitStatusExt;
    // The error's own status, though its message cannot be written.
    let bogus = with_closed_pipes(&["bogus"], false);
    assert_eq!((bogus.code(), bogus.signal()), (Some(2), None), "{bogus:?}");
    let usage = with_closed_pipes(&["check"], false);
    assert_eq!(usage.code(), Some(2), "{usage:?}");
    // stdout closed as well: the result cannot be written, 141.
    let textkit = common::repo().join("examples/bare/textkit.py");
    let textkit = textkit.display().to_string();
    let run = with_closed_pipes(&["run", &textkit, "count", "two words"], true);
    assert_eq!((run.code(), run.signal()), (Some(141), None), "{run:?}");
}

#[test]
fn every_subcommand_answers_help_with_status_0() {
    // The router's own list: a subcommand added later is asked too.
    let subs = nexus::cli::SUBCOMMANDS.iter().filter(|s| **s != "help");
    assert!(subs.clone().count() >= 16, "the subcommand list shrank");
    for &sub in subs {
        let out = nexus(&[sub, "--help"]);
        assert_eq!(out.code, Some(0), "{sub} --help: {}", out.stderr);
        assert!(out.stdout.contains("nexus"), "{sub} --help: {}", out.stdout);
        // No project-internal words in what a user reads.
        for word in [" seed ", "seed 0", "(issue", "issue 1", " SPEC"] {
            assert!(!out.stdout.contains(word), "{sub} --help says {word:?}");
        }
    }
}

/// A fresh state directory for the lifecycle commands.
fn home(tag: &str) -> TempDir {
    TempDir::new(tag)
}

fn nexus_at(home: &TempDir, args: &[&str]) -> common::Out {
    common::spawn_cmd(
        Command::new(nexus_bin())
            .args(args)
            .env("NEXUS_HOME", home.display())
            .env_remove("NEXUS_TOKEN"),
    )
    .finish(common::TIMEOUT)
}

#[test]
fn exit_codes_match_their_help() {
    let out = nexus(&["check", "/nonexistent"]);
    assert_eq!(out.code, Some(2), "check: {}", out.stderr);
    let h = home("codes");
    for args in [
        &["expose", "add", "m", "--as", "bogus"][..],
        &["install", "/nonexistent"],
        &["logs", "-n", "abc"],
        &["logs", "-n", "-5"],
        &["logs", "--bogus"],
        &["status", "--bogus"],
    ] {
        let out = nexus_at(&h, args);
        assert_eq!(out.code, Some(2), "{args:?}: {}", out.stderr);
    }
    let out = nexus_at(&h, &["expose", "add", "m", "--as", "bogus"]);
    assert!(out.stderr.contains("--as takes mcp, api"), "{}", out.stderr);
}

#[test]
fn start_checks_its_port_and_host_itself() {
    let h = home("port");
    let out = nexus_at(&h, &["start", "--port", "70000"]);
    assert_eq!(out.code, Some(2), "{}", out.stderr);
    assert!(out.stderr.contains("not a port number"), "{}", out.stderr);
    for args in [
        &["start", "--host", "999.1.1.1"][..],
        &["daemon", &common::combat(), "--host", "999.1.1.1"],
        &["serve", "--host", "999.1.1.1"],
    ] {
        let out = nexus_at(&h, args);
        assert_eq!(out.code, Some(2), "{args:?}: {}", out.stderr);
        assert!(
            out.stderr.contains("not a valid IP address")
                && !out.stderr.contains("NEXUS_TOKEN")
                && !out.stderr.contains("plaintext"),
            "{args:?}: {}",
            out.stderr
        );
    }
}

#[test]
fn a_failed_start_shows_only_its_own_log_lines() {
    let h = home("replay");
    let textkit = common::repo().join("examples/bare/textkit.py");
    nexus_at(&h, &["install", &textkit.display().to_string()]).ok();
    nexus_at(&h, &["expose", "add", "textkit", "--as", "api"]).ok();
    std::fs::write(h.join("server.log"), "OLD-RUN-LINE from an earlier start\n").unwrap();
    // serve refuses this value; start passes it on as given.
    let out = nexus_at(&h, &["start", "--port", "0", "--call-timeout", "abc"]);
    assert_eq!(out.code, Some(1), "{}", out.stderr);
    assert!(out.stderr.contains("exited at start"), "{}", out.stderr);
    assert!(!out.stderr.contains("OLD-RUN-LINE"), "{}", out.stderr);
    assert!(out.stderr.contains("call-timeout"), "{}", out.stderr);
}

/// GET `path` from 127.0.0.1 at `address` (host:port): status line and body.
fn get(address: &str, path: &str) -> (String, String) {
    let mut s = std::net::TcpStream::connect(address).expect("connect");
    s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut text = String::new();
    s.read_to_string(&mut text).expect("a response");
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    (
        head.lines().next().unwrap_or("").to_string(),
        body.to_string(),
    )
}

#[test]
fn the_lifecycle_says_what_is_true() {
    let h = home("life");
    let textkit = common::repo()
        .join("examples/bare/textkit.py")
        .display()
        .to_string();
    let out = nexus_at(&h, &["start", "--mcp", &textkit, "--port", "0"]);
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    // Only MCP is exposed: no API URL is printed.
    assert!(out.stdout.contains("MCP: http://"), "{}", out.stdout);
    assert!(!out.stdout.contains("API:"), "{}", out.stdout);
    let address = std::fs::read_to_string(h.join("server.addr"))
        .expect("server.addr")
        .trim()
        .to_string();
    let again = nexus_at(&h, &["start", "--mcp", &textkit, "--port", "9"]);
    let status = nexus_at(&h, &["status"]);
    let health = get(&address, "/health");
    let discover = get(&address, "/discover");
    nexus_at(&h, &["stop"]).ok();

    assert_eq!(again.code, Some(0), "{}", again.stderr);
    assert!(
        again.stdout.contains("already running") && again.stdout.contains("--port 9 was ignored"),
        "{}",
        again.stdout
    );
    // A date and an age, not epoch seconds.
    let text = status.ok();
    let since = text.split(" since ").nth(1).unwrap_or("");
    let date: String = since.chars().take(10).collect();
    assert!(
        date.len() == 10
            && date.as_bytes()[4] == b'-'
            && since.contains(" UTC (")
            && since.contains(" ago)"),
        "{text}"
    );
    // The front end answers in the daemon's envelope.
    assert!(health.0.contains("200"), "{health:?}");
    assert_eq!(health.1, r#"{"status":"ok","result":true}"#);
    assert!(
        discover.1.starts_with(r#"{"status":"ok","result":{"#),
        "{discover:?}"
    );
}

#[test]
fn a_broken_manifest_names_its_line_and_column() {
    let dir = TempDir::new("broken");
    let trailing = dir.write("trailing.json", "{\n  \"name\": \"x\",\n}\n");
    let empty = dir.write("empty.json", "");
    let text = dir.write("notes.txt", "just some notes\n");
    for (file, says) in [
        (
            &trailing,
            "trailing.json:3:1: invalid JSON (a trailing comma)",
        ),
        (&empty, "empty.json:1:1: invalid JSON (the file is empty)"),
        (&text, "is not a program: give a program directory"),
    ] {
        let out = nexus(&[&file.display().to_string(), "--help"]);
        assert_eq!(out.code, Some(2), "{}", out.stderr);
        assert!(out.stderr.contains(says), "{says}: {}", out.stderr);
    }
}

#[test]
fn a_program_alone_gets_its_help_and_a_typo_its_subcommand() {
    let out = nexus(&[&common::combat()]);
    assert!(
        out.stderr.contains("Run a command with --help"),
        "{}",
        out.stderr
    );
    assert!(!out.stderr.contains("unknown subcommand"), "{}", out.stderr);
    let out = nexus(&["runn", "x"]);
    assert_eq!(out.code, Some(2));
    assert!(
        out.stderr.contains("did you mean `nexus run`"),
        "{}",
        out.stderr
    );
}

#[test]
fn helps_say_what_the_servers_do() {
    let mcp = nexus(&["mcp", "--help"]).stdout;
    assert!(
        mcp.contains("--http-port") && mcp.contains("--http-host"),
        "{mcp}"
    );
    let daemon = nexus(&["daemon", "--help"]).stdout;
    assert!(
        daemon.contains(r#"{"status":"ok","result":[true,…]}"#),
        "{daemon}"
    );
}

#[test]
fn morlocs_flags_are_refused_with_the_right_reason() {
    let combat = common::combat();
    // --log-dir and --summary are taken (tests/it/morloc_flags.rs); what
    // is refused says why and what to use instead.
    for (flag, value, says) in [
        ("-z", "3", "zstd"),
        ("-f", "parquet", "Parquet writer"),
        ("--json-help", "", "GET /discover"),
    ] {
        let mut args = vec!["run", &combat, flag];
        if !value.is_empty() {
            args.push(value);
        }
        args.extend(["fighterDamage", "1"]);
        let out = nexus(&args);
        assert_eq!(out.code, Some(2), "{flag}");
        assert!(
            out.stderr.contains(says) && !out.stderr.contains("unknown option"),
            "{flag}: {}",
            out.stderr
        );
    }
    for mode in ["mcp", "daemon"] {
        let out = nexus(&[mode, &combat, "--auth-token", "secret"]);
        assert_eq!(out.code, Some(2), "{mode}");
        assert!(
            out.stderr.contains("ps") && out.stderr.contains("NEXUS_TOKEN"),
            "{mode}: {}",
            out.stderr
        );
        let out = nexus(&[mode, &combat, "--workers", "1025"]);
        assert_eq!(out.code, Some(2), "{mode}: {}", out.stderr);
        assert!(out.stderr.contains("1024"), "{mode}: {}", out.stderr);
    }
}

const LISTS_PY: &str = r#"def mean(xs: list[float]) -> float:
    """The mean of xs."""
    return sum(xs) / len(xs)
"#;

#[test]
fn a_list_argument_reads_as_a_list() {
    let dir = TempDir::new("lists");
    dir.write("lists.py", LISTS_PY);
    dir.write(
        "manifest.json",
        r#"{"name": "lists", "pools": [{"lang": "py", "source": "lists.py"}],
            "commands": [{"name": "mean", "type": "remote", "pool": 0, "function": "mean",
              "args": [{"kind": "pos", "schema": "af8"}], "return": {"schema": "f8"}}]}"#,
    );
    let help = nexus(&["run", &dir.display(), "mean", "--help"]);
    assert!(
        help.ok().contains("usage: lists mean [REAL]"),
        "{}",
        help.stdout
    );
}

#[test]
fn run_takes_the_max_depth_its_refusal_names() {
    let dir = TempDir::new("depth");
    let file = dir.write("lists.py", LISTS_PY).display().to_string();
    let deep = format!("{}{}", "[".repeat(200), "]".repeat(200));
    let out = nexus(&["run", &file, "mean", &deep]);
    assert_eq!(out.code, Some(2));
    assert!(out.stderr.contains("--max-depth"), "{}", out.stderr);
    // run takes it: past the depth check, the value is refused for its type.
    let out = nexus(&["run", &file, "--max-depth", "300", "mean", &deep]);
    assert_eq!(out.code, Some(2));
    assert!(
        !out.stderr.contains("nested deeper") && !out.stderr.contains("unknown option"),
        "{}",
        out.stderr
    );
}
