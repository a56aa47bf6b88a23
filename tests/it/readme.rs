//! The README's shell examples, run against the real binary (issue 31,
//! defect 6: the demo annotated `curl …/call/intro` as returning
//! `"A wild Goblin appears!"` when it returns the whole JSON reply).
//!
//! Every line of a ```` ```sh ```` block whose shell comment is a JSON value
//! (`command   # {"status":"ok","result":12}`, `# 28`, `# "hello_world"`)
//! is an example with an expected output: it runs with `sh -c` in the
//! repository, and its stdout must be exactly the comment. Other lines
//! (descriptions, placeholders like `<program>`, servers that would block)
//! are skipped. In a run:
//!
//! - `target/release/nexus`, and `nexus` as the first word, are the binary
//!   under test; a block's plain `NAME=value` lines (`N=target/release/nexus`)
//!   are set before each of its later examples;
//! - `127.0.0.1:8080` is the demo's daemon, which `scripts/demo.sh` runs
//!   (`nexus daemon examples/combat`): the test starts one on a free loopback
//!   port and rewrites the address; any other URL is an error here;
//! - `$NEXUS_HOME` is a fresh temp dir and `NEXUS_TOKEN` is unset.
//!
//! Every run is bounded; the daemon is killed on drop.

use crate::common;

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// One example: where it is, the block's assignments before it, the
/// command, and the stdout it promises.
#[derive(Debug)]
struct Example {
    line: usize,
    prelude: Vec<String>,
    command: String,
    expected: String,
}

/// Splits a shell line at its comment, as `sh` does: a `#` that starts a
/// word, outside quotes. Returns the command and the comment's text.
fn split_comment(line: &str) -> (&str, Option<&str>) {
    let (mut single, mut double, mut escaped) = (false, false, false);
    let mut prev_blank = true;
    for (i, c) in line.char_indices() {
        let quoted = escaped || single || double;
        if escaped {
            escaped = false;
        } else if single {
            single = c != '\'';
        } else if c == '\\' {
            escaped = true;
        } else if double {
            double = c != '"';
        } else if c == '\'' {
            single = true;
        } else if c == '"' {
            double = true;
        } else if c == '#' && prev_blank {
            return (line[..i].trim_end(), Some(line[i + 1..].trim()));
        }
        prev_blank = c.is_whitespace() && !quoted;
    }
    (line.trim_end(), None)
}

/// A plain `NAME=value` line (no command after it).
fn is_assignment(command: &str) -> bool {
    let Some((name, value)) = command.split_once('=') else {
        return false;
    };
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !value.contains(char::is_whitespace)
}

/// The examples of every ```` ```sh ```` block in `readme`.
fn examples(readme: &str) -> Vec<Example> {
    let mut found = Vec::new();
    let mut in_block = false;
    let mut prelude: Vec<String> = Vec::new();
    let mut pending = String::new();
    let mut pending_line = 0;
    for (i, raw) in readme.lines().enumerate() {
        let trimmed = raw.trim();
        if trimmed.starts_with("```") {
            in_block = !in_block && trimmed == "```sh";
            prelude.clear();
            pending.clear();
            continue;
        }
        if !in_block {
            continue;
        }
        if pending.is_empty() {
            pending_line = i + 1;
        }
        // A continued line joins the next one.
        if let Some(head) = raw.strip_suffix('\\') {
            pending.push_str(head);
            continue;
        }
        pending.push_str(raw);
        let line = std::mem::take(&mut pending);
        let (command, comment) = split_comment(&line);
        if is_assignment(command) {
            prelude.push(command.to_string());
            continue;
        }
        let Some(comment) = comment else { continue };
        if command.is_empty() || nexus::json::parse(comment).is_err() {
            continue;
        }
        found.push(Example {
            line: pending_line,
            prelude: prelude.clone(),
            command: command.to_string(),
            expected: comment.to_string(),
        });
    }
    found
}

/// `scripts/demo.sh`'s daemon (`nexus daemon examples/combat`), on a free
/// loopback port; killed on drop.
struct DemoDaemon {
    child: Child,
    address: String,
    _dir: common::TempDir,
}

impl DemoDaemon {
    fn start() -> DemoDaemon {
        let dir = common::TempDir::new("readme-demo");
        let port_file = dir.join("port");
        let mut child = Command::new(common::nexus_bin())
            .args(["daemon", &common::combat(), "--port", "0", "--port-file"])
            .arg(&port_file)
            .env_remove("NEXUS_TOKEN")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start the demo daemon");
        let started = Instant::now();
        loop {
            if let Ok(text) = std::fs::read_to_string(&port_file)
                && let Some(address) = text.trim().strip_prefix("127.0.0.1:")
            {
                return DemoDaemon {
                    child,
                    address: format!("127.0.0.1:{address}"),
                    _dir: dir,
                };
            }
            if started.elapsed() > Duration::from_secs(20)
                || child.try_wait().ok().flatten().is_some()
            {
                let _ = child.kill();
                let _ = child.wait();
                panic!("the demo daemon did not listen");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for DemoDaemon {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn every_readme_example_with_an_expected_output_prints_it() {
    let repo = common::repo();
    let readme = std::fs::read_to_string(repo.join("README.md")).expect("read README.md");
    let examples = examples(&readme);
    // A README reformatted out of the test's reach must not pass silently.
    assert!(
        examples.len() >= 5 && examples.iter().any(|e| e.command.starts_with("curl ")),
        "too few examples found; is the README still annotated as `command   # output`? {examples:#?}"
    );
    let bin = format!("'{}'", common::nexus_bin());
    let home = common::TempDir::new("readme-home");
    let mut demo: Option<DemoDaemon> = None;
    let mut failures = Vec::new();
    for e in &examples {
        let mut command = e.command.replace("target/release/nexus", &bin);
        if let Some(rest) = command.strip_prefix("nexus ") {
            command = format!("{bin} {rest}");
        }
        if command.contains("127.0.0.1:8080") {
            let d = demo.get_or_insert_with(DemoDaemon::start);
            command = command.replace("127.0.0.1:8080", &d.address);
        } else if command.contains("://") {
            failures.push(format!(
                "README.md:{}: {}\n  names a server this test does not run; use the demo's 127.0.0.1:8080",
                e.line, e.command
            ));
            continue;
        }
        let prelude: Vec<String> = e
            .prelude
            .iter()
            .map(|p| p.replace("target/release/nexus", &bin))
            .collect();
        let script = format!("{}\n{command}", prelude.join("\n"));
        let out = common::spawn_cmd(
            Command::new("sh")
                .args(["-c", &script])
                .current_dir(&repo)
                .env("NEXUS_HOME", &home.path)
                .env_remove("NEXUS_TOKEN"),
        )
        .finish(common::TIMEOUT);
        let got = out.stdout.trim_end();
        if got != e.expected {
            failures.push(format!(
                "README.md:{}: {}\n  the README says: {}\n  it prints:       {got}\n  (exit {:?}; stderr: {})",
                e.line,
                e.command,
                e.expected,
                out.code,
                out.stderr.trim_end()
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} README examples print something else:\n\n{}",
        failures.len(),
        examples.len(),
        failures.join("\n\n")
    );
}

#[test]
fn comments_split_where_sh_splits_them() {
    assert_eq!(split_comment("a b   # 28"), ("a b", Some("28")));
    assert_eq!(
        split_comment(r##"curl -d '{"x":"#1"}'  # {"a":"# b"}"##),
        (r##"curl -d '{"x":"#1"}'"##, Some(r##"{"a":"# b"}"##))
    );
    assert_eq!(
        split_comment(r##"echo "a #b" c#d"##),
        (r##"echo "a #b" c#d"##, None)
    );
    assert_eq!(split_comment(r"echo a\ #b"), (r"echo a\ #b", None));
    assert_eq!(split_comment(r"echo \# x # y"), (r"echo \# x", Some("y")));
    assert_eq!(split_comment("# only"), ("", Some("only")));
}

#[test]
fn examples_are_json_commented_lines_of_sh_blocks_only() {
    let text = "```sh\nN=bin/nexus\n$N run p c 1   # 28\n$N run p c  # a description\nlong \\\n  line   # \"x\"\n```\n\n```\nnot sh   # 1\n```\n";
    let found = examples(text);
    assert_eq!(found.len(), 2, "{found:#?}");
    assert_eq!(
        (
            found[0].line,
            found[0].command.as_str(),
            found[0].expected.as_str()
        ),
        (3, "$N run p c 1", "28")
    );
    assert_eq!(found[0].prelude, vec!["N=bin/nexus".to_string()]);
    assert_eq!((found[1].line, found[1].expected.as_str()), (5, "\"x\""));
    assert!(is_assignment("N=target/release/nexus"));
    assert!(!is_assignment("export N=x") && !is_assignment("a=b c"));
}
