//! `nexus fuzz PROGRAM [COMMAND…]` (issue 43 item 7), run as a user runs
//! it, against real pools: tests/programs/fuzzbugs plants a wrong type for
//! one input range, a crash on an empty list and a hang on a negative
//! number (in Python, and the crash and hang again in R), a command marked
//! idempotent that answers at random, and one that raises on purpose;
//! `clean.py` beside them has no bug. Each finding must come back shrunk
//! to its smallest input, the same seed must give the same findings, each
//! replay file must reproduce its finding, and nothing may outlive the
//! run: no worker, no /dev/shm object. A morloc-built program (the peer's
//! polyglot) is fuzzed through libmorloc's pools.

use crate::common::{self, TempDir, alive, children_of, shm_of, wait_until};
use std::collections::BTreeSet;
use std::path::PathBuf;
use std::time::Duration;

fn fuzzbugs(file: &str) -> String {
    common::repo()
        .join("tests/programs/fuzzbugs")
        .join(file)
        .display()
        .to_string()
}

/// Runs `nexus fuzz args…`, noting every child it starts while it runs;
/// once it has ended, checks that none of them is left and that it left
/// no /dev/shm object. Its output.
fn fuzz(args: &[&str]) -> common::Out {
    let mut running = common::spawn(&[&["fuzz"][..], args].concat());
    let pid = running.pid();
    let mut seen = BTreeSet::new();
    let deadline = std::time::Instant::now() + Duration::from_secs(120);
    while running.child.try_wait().expect("try_wait").is_none()
        && std::time::Instant::now() < deadline
    {
        for (child, cmdline) in children_of(pid) {
            if !cmdline.contains("__sweep") {
                seen.insert(child);
            }
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let out = running.finish(Duration::from_secs(5));
    assert!(!seen.is_empty(), "nexus fuzz started no worker: {}", out.stderr);
    assert!(
        wait_until(Duration::from_secs(5), || seen.iter().all(|p| !alive(*p))),
        "workers outlived nexus fuzz {pid}: {:?}",
        seen.iter().filter(|p| alive(**p)).collect::<Vec<_>>()
    );
    assert_eq!(shm_of(pid), Vec::<String>::new(), "/dev/shm objects of {pid}");
    out
}

/// The findings of a summary line (stdout) as `command class input`,
/// sorted.
fn findings(summary: &str) -> Vec<String> {
    let v = common::json(summary.trim());
    let Some(nexus::json::Value::Array(items)) = nexus::json::get(&v, "findings") else {
        panic!("no findings in {summary}");
    };
    let mut out: Vec<String> = items
        .iter()
        .map(|f| {
            format!(
                "{} {} {}",
                nexus::json::get_str(f, "command").unwrap_or(""),
                nexus::json::get_str(f, "class").unwrap_or(""),
                nexus::json::get(f, "input").map(nexus::json::to_string).unwrap_or_default()
            )
        })
        .collect();
    out.sort();
    out
}

#[test]
fn the_three_planted_bugs_are_found_shrunk_repeatably_and_replayed() {
    let dir = TempDir::new("fuzz-bugs");
    let (a, b) = (dir.join("a"), dir.join("b"));
    let bugs = fuzzbugs("bugs.py");
    let args = |out: &PathBuf| {
        vec![
            bugs.clone(),
            "scaled".into(),
            "mean".into(),
            "countdown".into(),
            "--seed".into(),
            "1".into(),
            "--runs".into(),
            "24".into(),
            "--call-timeout".into(),
            "0.4".into(),
            "--workers".into(),
            "2".into(),
            "--out".into(),
            out.display().to_string(),
        ]
    };
    let args_a = args(&a);
    let first = fuzz(&args_a.iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(first.code, Some(1), "findings exit 1: {}", first.stderr);
    assert_eq!(
        findings(&first.stdout),
        [
            "countdown timeout {\"n\":-1}",
            "mean crash {\"xs\":[]}",
            "scaled wrong-type {\"n\":1000}",
        ],
        "each bug, shrunk to its smallest input: {}",
        first.stderr
    );
    for command in ["scaled", "mean", "countdown"] {
        assert!(
            first
                .stderr
                .contains(&format!("nexus fuzz: {command}: 24 calls, found")),
            "a summary per command: {}",
            first.stderr
        );
    }
    // The same seed: the same line on stdout (but for the directory).
    let args_b = args(&b);
    let second = fuzz(&args_b.iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(
        second.stdout.replace(&b.display().to_string(), "DIR"),
        first.stdout.replace(&a.display().to_string(), "DIR"),
    );
    // Each replay file reproduces its finding, through fresh pools.
    for (file, says) in [
        ("scaled.wrong-type.jsonl", "wrong-type again"),
        ("mean.crash.jsonl", "crash again"),
        ("countdown.timeout.jsonl", "timeout again"),
    ] {
        let path = a.join(file).display().to_string();
        let line = std::fs::read_to_string(&path).expect("the replay file");
        assert_eq!(line.lines().count(), 1, "{line}");
        let replayed = fuzz(&["--replay", &path, "--call-timeout", "0.4"]);
        assert_eq!(replayed.code, Some(1), "{file}: {}", replayed.stderr);
        assert!(replayed.stderr.contains(says), "{file}: {}", replayed.stderr);
    }
}

#[test]
fn a_program_without_bugs_ends_clean() {
    let dir = TempDir::new("fuzz-clean");
    let out = fuzz(&[
        &fuzzbugs("clean.py"),
        "--seed",
        "5",
        "--runs",
        "40",
        "--out",
        &dir.display(),
    ]);
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert_eq!(findings(&out.stdout), Vec::<String>::new());
    for command in ["shout", "head", "rename", "pick"] {
        assert!(
            out.stderr
                .contains(&format!("nexus fuzz: {command}: 40 calls, nothing found")),
            "{}",
            out.stderr
        );
    }
    let left = std::fs::read_dir(dir.join("")).map(|d| d.count()).unwrap_or(0);
    assert_eq!(left, 0, "no replay file for a clean run");
    // --time bounds a run that --runs would not.
    let timed = fuzz(&[
        &fuzzbugs("clean.py"),
        "shout",
        "--runs",
        "100000000",
        "--time",
        "1",
        "--out",
        &dir.display(),
    ]);
    assert_eq!(timed.code, Some(0), "{}", timed.stderr);
    assert!(timed.elapsed < Duration::from_secs(30), "{:?}", timed.elapsed);
    assert!(
        timed.stderr.contains("shout: stopped by --time after"),
        "{}",
        timed.stderr
    );
}

/// A manifest program with a Python and an R pool: the crash in both
/// languages, a command marked idempotent that answers at random, and one
/// that raises on purpose (a finding, but not under --allow-raise).
#[test]
fn a_manifest_program_in_python_and_r_gets_every_class_of_finding() {
    let dir = TempDir::new("fuzz-manifest");
    let out_dir = dir.display();
    let program = fuzzbugs("manifest.json");
    let out = fuzz(&[
        &program, "coin", "strict", "mean", "r_mean", "--seed", "3", "--runs", "12", "--out",
        &out_dir,
    ]);
    assert_eq!(out.code, Some(1), "{}", out.stderr);
    assert_eq!(
        findings(&out.stdout),
        [
            "coin nondeterministic {\"_1\":0}",
            "mean crash {\"_1\":[]}",
            "r_mean crash {\"_1\":[]}",
            "strict exception {\"_1\":1}",
        ],
        "{}",
        out.stderr
    );
    let allowed = fuzz(&[
        &program,
        "strict",
        "--seed",
        "3",
        "--runs",
        "12",
        "--allow-raise",
        "--out",
        &out_dir,
    ]);
    assert_eq!(allowed.code, Some(0), "{}", allowed.stderr);
    assert!(
        allowed.stderr.contains("strict: 12 calls, nothing found"),
        "{}",
        allowed.stderr
    );
}

/// A bare R file: roxygen's types give the inputs; R's `rep` refuses a
/// negative count (an exception, shrunk to -1), and R's integers end at
/// 2³¹ - 1 (spawn's hit points, shrunk to exactly 2³¹).
#[test]
fn a_bare_r_file_is_fuzzed_through_an_r_pool() {
    let dir = TempDir::new("fuzz-r");
    let dice = common::repo()
        .join("tests/programs/bare/dice.R")
        .display()
        .to_string();
    let out = fuzz(&[
        &dice, "roll", "spawn", "--seed", "2", "--runs", "10", "--out", &dir.display(),
    ]);
    assert_eq!(out.code, Some(1), "{}", out.stderr);
    assert_eq!(
        findings(&out.stdout),
        [
            "roll exception {\"n\":-1}",
            "spawn exception {\"m\":{\"hp\":2147483648,\"name\":\"\"}}",
        ],
        "{}",
        out.stderr
    );
}

#[test]
fn usage_errors_exit_2_naming_the_problem() {
    for (args, says) in [
        (vec![], "fuzz needs <program>"),
        (vec![fuzzbugs("bugs.py"), "nope".into()], "has no command \"nope\""),
        (vec![fuzzbugs("bugs.py"), "--runs".into(), "0".into()], "--runs"),
        (vec!["--replay".into(), "/nonexistent.jsonl".into()], "cannot read"),
    ] {
        let mut all = vec!["fuzz".to_string()];
        all.extend(args.clone());
        let out = common::nexus(&all);
        assert_eq!(out.code, Some(2), "{args:?}: {}", out.stderr);
        assert!(out.stderr.contains(says), "{args:?}: {}", out.stderr);
        assert!(out.stdout.is_empty(), "{args:?}: {}", out.stdout);
    }
    let help = common::nexus(&["fuzz", "--help"]);
    assert!(help.ok().contains("--allow-raise"));
}

fn peer() -> Option<PathBuf> {
    crate::common::morloc_peer("fuzz of a morloc-built program")
}

/// A morloc-built program, through libmorloc's pools: two commands that
/// take anything in their types end clean, and pyAdd's overflow past 64
/// bits (a finding of morloc's Python pool: its result has no i64 ∪ u64
/// form) is found and shrunk.
#[test]
fn a_morloc_built_program_is_fuzzed_through_its_own_pools() {
    let Some(peer) = peer() else { return };
    let polyglot = peer
        .join("polyglot/polyglot-build/manifest.json")
        .display()
        .to_string();
    let dir = TempDir::new("fuzz-morloc");
    let clean = fuzz(&[
        &polyglot, "pyGreet", "cppLen", "--seed", "1", "--runs", "10", "--out", &dir.display(),
    ]);
    assert_eq!(clean.code, Some(0), "{}", clean.stderr);
    for command in ["pyGreet", "cppLen"] {
        assert!(
            clean
                .stderr
                .contains(&format!("{command}: 10 calls, nothing found")),
            "{}",
            clean.stderr
        );
    }
    let add = fuzz(&[
        &polyglot, "pyAdd", "--seed", "1", "--runs", "20", "--out", &dir.display(),
    ]);
    assert_eq!(add.code, Some(1), "{}", add.stderr);
    let found = findings(&add.stdout);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].starts_with("pyAdd crash "), "{found:?}");
    assert!(
        add.stderr.contains("python pool 0 of polyglot") && add.stderr.contains("64 bits"),
        "{}",
        add.stderr
    );
}
