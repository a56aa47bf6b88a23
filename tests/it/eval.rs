//! `nexus eval` (issue 5 §4, SPEC §3.4): the real binary, real pools, a real
//! sandbox. Each test runs `nexus eval <expr> --module …` and reads its exit
//! status, stdout and stderr.
//!
//! Covered: compositions (with and without let, across Python and R);
//! literals of every kind; type and parse errors with their positions; the
//! allow-list; the CPU, memory, deadline and output limits, each refused
//! cleanly; function failures; nothing kept between requests; the token
//! never reaching the sandbox.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const NEXUS: &str = env!("CARGO_BIN_EXE_nexus");

fn repo(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
}

fn evaltest() -> String {
    repo("tests/programs/evaltest").display().to_string()
}

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
    took: Duration,
}

fn eval_with(expr: &str, args: &[&str], env: &[(&str, &str)]) -> Run {
    let start = Instant::now();
    let mut cmd = Command::new(NEXUS);
    cmd.arg("eval").arg(expr).args(args).stdin(Stdio::null());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().expect("run nexus eval");
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).trim_end().to_string(),
        stderr: String::from_utf8_lossy(&out.stderr).trim_end().to_string(),
        took: start.elapsed(),
    }
}

/// `nexus eval EXPR --module evaltest [args…]`.
fn eval(expr: &str, args: &[&str]) -> Run {
    let program = evaltest();
    let mut all = vec!["--module", program.as_str()];
    all.extend_from_slice(args);
    eval_with(expr, &all, &[])
}

fn ok(expr: &str) -> String {
    let r = eval(expr, &[]);
    assert_eq!(r.code, 0, "{expr}: {}", r.stderr);
    r.stdout
}

fn refused(expr: &str, args: &[&str], code: i32) -> Run {
    let r = eval(expr, args);
    assert_eq!(
        r.code, code,
        "{expr}: stdout {:?}, stderr {:?}",
        r.stdout, r.stderr
    );
    assert!(r.stdout.is_empty(), "{expr}: {}", r.stdout);
    r
}

// ------------------------------------------------------------- compositions

#[test]
fn a_composition_of_two_commands_gives_the_right_answer() {
    assert_eq!(ok("evaltest.add (evaltest.double 2) 3"), "7");
}

#[test]
fn let_binds_a_result_for_later_use() {
    assert_eq!(ok("let x = evaltest.double 2 in evaltest.add x 3"), "7");
    assert_eq!(
        ok("let x = evaltest.double 2 in\nlet y = evaltest.add x x in\n(x, y, [x, y])"),
        "[4,8,[4,8]]"
    );
}

#[test]
fn compositions_cross_languages() {
    // combat.intro is R, evaltest.greet is Python.
    let combat = repo("examples/combat").display().to_string();
    let r = eval_with(
        "combat.intro (evaltest.greet \"x\")",
        &["--module", &combat, "--module", &evaltest()],
        &[],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout, "\"A wild Hello, x! appears!\"");
}

// ----------------------------------------------------------------- literals

#[test]
fn literals_of_every_kind_type_check_and_run() {
    // Strings with JSON escapes and unicode, both escaped and raw.
    assert_eq!(
        ok(r#"evaltest.greet "tab\t\"q\" \u00e9 😀 \ud83d\ude00""#),
        r#""Hello, tab\t\"q\" é 😀 😀!""#
    );
    // A record holding every kind: integer, decimal where Real is expected,
    // an integer where Real is expected, booleans, lists, tuples, null.
    assert_eq!(
        ok(
            r#"evaltest.echo {text = "a\nb", count = -3, ratio = 2, ok = true, tags = ["x", "y"], point = (1, -2), note = null}"#
        ),
        r#"{"text":"a\nb","count":-3,"ratio":2.0,"ok":true,"tags":["x","y"],"point":[1,-2],"note":null}"#
    );
    assert_eq!(
        ok(
            r#"evaltest.echo {note = "n", point = (0, 0), tags = [], ok = false, ratio = 0.25, count = 18446744073709551615, text = ""}"#
        ),
        r#"{"text":"","count":18446744073709551615,"ratio":0.25,"ok":false,"tags":[],"point":[0,0],"note":"n"}"#
    );
    assert_eq!(ok("evaltest.swap (\"a\", 1)"), "[1,\"a\"]");
    assert_eq!(ok("evaltest.total [1, 2, evaltest.double 3]"), "9");
    assert_eq!(ok("evaltest.total []"), "0");
    assert_eq!(ok("evaltest.maybe null"), "\"nothing\"");
    assert_eq!(ok("evaltest.maybe \"x\""), "\"just x\"");
    // Records in their declared field order, as run, the daemon and MCP
    // write them (issue 31).
    assert_eq!(ok("evaltest.pair \"orc\" 3"), "{\"name\":\"orc\",\"hp\":3}");
    assert_eq!(
        ok("let p = evaltest.pair \"orc\" 3 in [p, p]"),
        "[{\"name\":\"orc\",\"hp\":3},{\"name\":\"orc\",\"hp\":3}]"
    );
    // Literals alone need no module and start no pool.
    assert_eq!(
        eval_with(
            "(1.5, true, null, (), [[]], {b = [null, 1], a = 2})",
            &[],
            &[]
        )
        .stdout,
        "[1.5,true,null,null,[[]],{\"b\":[null,1],\"a\":2}]"
    );
}

#[test]
fn omitted_trailing_options_and_record_fields_take_their_defaults() {
    // scale's --factor defaults to 2.5; an Int literal stands for a Real
    // and reaches the function as one.
    assert_eq!(ok("evaltest.scale 2"), "5.0");
    assert_eq!(ok("evaltest.scale 2 3"), "6.0");
    // hp's record fields default to name "orc" and hp 7.
    assert_eq!(ok("evaltest.hp {name = \"elf\"}"), "7");
    assert_eq!(ok("evaltest.hp {hp = 12}"), "12");
    assert_eq!(ok("evaltest.hp (evaltest.pair \"elf\" 4)"), "4");
}

// ------------------------------------------------------------------- errors

#[test]
fn a_type_error_gives_its_position_and_the_expected_and_actual_types() {
    let r = refused("evaltest.add 1 \"two\"", &[], 2);
    assert_eq!(
        r.stderr,
        "nexus: eval: type error at 1:16: argument 2 of evaltest.add: expected Int, found Str"
    );
    let r = refused(
        "let s = evaltest.greet \"x\" in\n  evaltest.double s",
        &[],
        2,
    );
    assert!(
        r.stderr
            .contains("at 2:19: argument 1 of evaltest.double: expected Int, found Str"),
        "{}",
        r.stderr
    );
    let r = refused("evaltest.small 300", &[], 2);
    assert!(r.stderr.contains("1:16: argument 1 of evaltest.small: expected Int8 (an integer in -128..=127), found integer 300"), "{}", r.stderr);
    let r = refused("evaltest.hp {name = \"elf\", mp = 1}", &[], 2);
    assert!(
        r.stderr
            .contains("1:28: argument 1 (Monster) of evaltest.hp: unexpected field 'mp'"),
        "{}",
        r.stderr
    );
    let r = refused("evaltest.add 1", &[], 2);
    assert!(
        r.stderr.contains("evaltest.add needs 2 arguments, given 1"),
        "{}",
        r.stderr
    );
    let r = refused("evaltest.nope 1", &[], 2);
    assert!(
        r.stderr.contains("module 'evaltest' has no command 'nope'"),
        "{}",
        r.stderr
    );
}

#[test]
fn a_parse_error_gives_its_position_and_what_was_expected() {
    let r = refused("evaltest.add (evaltest.double 2 3", &[], 2);
    assert_eq!(
        r.stderr,
        "nexus: eval: parse error at 1:34: expected ',' or ')' in parentheses, found the end of the expression"
    );
}

#[test]
fn a_module_that_is_not_allowed_is_refused_at_type_check() {
    let stateful = repo("tests/programs/stateful").display().to_string();
    let r = eval_with(
        "evaltest.add 1 (stateful.incr)",
        &[
            "--module",
            &evaltest(),
            "--module",
            &stateful,
            "--allow",
            "evaltest",
        ],
        &[],
    );
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert_eq!(
        r.stderr,
        "nexus: eval: type error at 1:17: module 'stateful' is not importable here; importable: evaltest"
    );
    // A module that is not installed at all gets the same answer.
    let r = eval("other.f 1", &[]);
    assert!(
        r.stderr
            .contains("module 'other' is not importable here; importable: evaltest"),
        "{}",
        r.stderr
    );
}

#[test]
fn a_function_that_raises_fails_with_its_message() {
    let r = refused("evaltest.fail \"boom\"", &[], 1);
    assert_eq!(
        r.stderr,
        "nexus: eval: evaltest.fail failed: ValueError: boom"
    );
}

// ------------------------------------------------------------------- limits

#[test]
fn an_expression_past_its_cpu_limit_is_stopped_cleanly() {
    let r = refused("evaltest.spin 0", &["--cpu", "1", "--timeout", "10"], 1);
    assert!(
        r.stderr
            .contains("evaltest.spin exceeded its CPU limit of 1 s"),
        "{}",
        r.stderr
    );
    assert!(r.took < Duration::from_secs(6), "took {:?}", r.took);
}

#[test]
fn an_expression_past_its_memory_limit_is_stopped_cleanly() {
    let r = refused("evaltest.hog 4000", &["--memory", "512"], 1);
    assert!(
        r.stderr
            .contains("evaltest.hog exceeded its memory limit of 512 MiB"),
        "{}",
        r.stderr
    );
    // Within the limit the same function runs.
    assert_eq!(
        eval("evaltest.hog 64", &["--memory", "512"]).stdout,
        (64u64 << 20).to_string()
    );
}

#[test]
fn an_expression_past_its_deadline_is_killed_with_its_pools() {
    let (dir, needle) = private_copy("deadline");
    let program = dir.display().to_string();
    let r = eval_with(
        "evaltest.spin 0",
        &["--module", &program, "--cpu", "60", "--timeout", "1"],
        &[],
    );
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(
        r.stderr.contains("ran past its deadline of 1 s"),
        "{}",
        r.stderr
    );
    assert!(r.took < Duration::from_secs(5), "took {:?}", r.took);
    // No worker of this program survives the request.
    let left = survivors(&needle);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(left.is_empty(), "still running: {left:?}");
}

/// A private copy of the evaltest program, so that its workers can be found
/// by the path in their command line.
fn private_copy(tag: &str) -> (PathBuf, String) {
    let dir = std::env::temp_dir().join(format!("nexus-eval-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for f in ["manifest.json", "evaltest.py"] {
        std::fs::copy(repo("tests/programs/evaltest").join(f), dir.join(f)).unwrap();
    }
    let needle = dir
        .join("manifest.json")
        .canonicalize()
        .unwrap()
        .display()
        .to_string();
    (dir, needle)
}

/// Waits up to two seconds for every process mentioning `needle` to end.
fn survivors(needle: &str) -> Vec<String> {
    let mut left = Vec::new();
    for _ in 0..40 {
        left = processes_mentioning(needle);
        if left.is_empty() {
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    left
}

#[test]
fn the_sandbox_dies_with_its_caller() {
    let (dir, needle) = private_copy("orphan");
    let program = dir.display().to_string();
    let mut caller = Command::new(NEXUS)
        .args([
            "eval",
            "evaltest.spin 0",
            "--module",
            &program,
            "--cpu",
            "60",
            "--timeout",
            "60",
        ])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // The first sighting is the evidence: a second scan can fall in an
    // exec of the interpreter's launcher (a pyenv shim execs bash, then
    // python), when the process's command line is briefly unreadable.
    let start = Instant::now();
    let mut seen = processes_mentioning(&needle);
    while seen.is_empty() && start.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(20));
        seen = processes_mentioning(&needle);
    }
    assert!(!seen.is_empty(), "the worker never started");
    caller.kill().unwrap();
    caller.wait().unwrap();
    let left = survivors(&needle);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        left.is_empty(),
        "still running after the caller died: {left:?}"
    );
}

fn processes_mentioning(needle: &str) -> Vec<String> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        if let Ok(cmdline) = std::fs::read(entry.path().join("cmdline")) {
            let text = String::from_utf8_lossy(&cmdline).replace('\0', " ");
            if text.contains(needle) {
                found.push(format!("{}: {text}", entry.file_name().to_string_lossy()));
            }
        }
    }
    found
}

#[test]
fn a_result_over_the_output_cap_is_refused() {
    let r = refused("evaltest.big 2000000", &[], 1);
    assert!(r.stderr.contains("output too large"), "{}", r.stderr);
    let r = refused("evaltest.greet \"world\"", &["--max-output", "8"], 1);
    assert!(r.stderr.contains("output too large"), "{}", r.stderr);
    assert_eq!(
        eval("evaltest.greet \"world\"", &["--max-output", "15"]).stdout,
        "\"Hello, world!\""
    );
}

// ---------------------------------------------------------------- isolation

#[test]
fn nothing_is_kept_between_requests() {
    let stateful = repo("tests/programs/stateful").display().to_string();
    let args = ["--module", stateful.as_str()];
    for _ in 0..2 {
        let r = eval_with("stateful.incr", &args, &[]);
        assert_eq!((r.code, r.stdout.as_str()), (0, "1"), "{}", r.stderr);
    }
    // Within one request the pool is shared.
    let r = eval_with("let a = stateful.incr in (a, stateful.incr)", &args, &[]);
    assert_eq!(r.stdout, "[1,2]", "{}", r.stderr);
}

#[test]
fn the_token_never_reaches_the_sandbox() {
    let r = eval_with(
        "(evaltest.environ \"NEXUS_TOKEN\", evaltest.environ \"NEXUS_EVAL_TEST_MARK\")",
        &["--module", &evaltest()],
        &[("NEXUS_TOKEN", "s3cret"), ("NEXUS_EVAL_TEST_MARK", "1")],
    );
    // Neither the worker nor its parent (the sandbox process) holds the
    // token, while ordinary variables pass through.
    assert_eq!(r.stdout, "[[],[\"self\",\"parent\"]]", "{}", r.stderr);
}
