//! Acceptance tests for issue 2 (the spine): each runs the real `nexus`
//! binary with real Python and R pools. Nothing is mocked.
//!
//! Pool start-up dominates the cost (R takes about 0.25 s per run), so
//! tests that make many calls run them on a few threads at once, and the
//! full round-trip table, the 32 MiB argument and "the worker survives a
//! failure" go through one `nexus mcp` session each (`nexus run` makes one
//! call per process, and argv cannot carry 32 MiB).

use crate::common;

use common::*;
use std::time::Duration;

const THREADS: usize = 4;

/// One identity call: `<lang>_id_<suffix> ARG` must print EXPECTED.
#[derive(Clone)]
struct IdCase {
    suffix: &'static str,
    arg: String,
    expected: String,
    /// Floats: an integer and a float of the same value are equal.
    float_ok: bool,
}

fn id_cases() -> Vec<IdCase> {
    let unicode = "héllo wörld ✓ 😀 ℵ\ttab \"quoted\" back\\slash\nnew line";
    // (suffix, [(CLI word, the JSON it stands for and must come back as)]).
    let table: Vec<(&str, Vec<(&str, String)>)> = vec![
        ("unit", vec![("null", "null".into())]),
        ("bool", vec![("true", "true".into()), ("false", "false".into())]),
        ("i1", vec![("-128", "-128".into()), ("127", "127".into())]),
        ("i2", vec![("-32768", "-32768".into()), ("32767", "32767".into())]),
        ("i4", vec![("-2147483648", "-2147483648".into()), ("2147483647", "2147483647".into())]),
        (
            "i8",
            vec![
                ("-9223372036854775808", "-9223372036854775808".into()),
                ("9223372036854775807", "9223372036854775807".into()),
            ],
        ),
        ("u1", vec![("0", "0".into()), ("255", "255".into())]),
        ("u2", vec![("65535", "65535".into())]),
        ("u4", vec![("4294967295", "4294967295".into())]),
        ("u8", vec![("18446744073709551615", "18446744073709551615".into()), ("0", "0".into())]),
        (
            "int",
            vec![
                ("-1", "-1".into()),
                ("18446744073709551615", "18446744073709551615".into()),
                ("-9223372036854775808", "-9223372036854775808".into()),
            ],
        ),
        // f32::MAX written as an f64 and as f32's own shortest form.
        (
            "f4",
            vec![
                ("-0.25", "-0.25".into()),
                ("3.4028234663852886e38", "3.4028234663852886e38".into()),
                ("3.4028235e38", "3.4028235e38".into()),
            ],
        ),
        // Floats that a naive decimal parser gets one ulp wrong, the extremes,
        // and an integer-written real.
        (
            "f8",
            vec![
                ("0.1", "0.1".into()),
                ("-61.802154783813876", "-61.802154783813876".into()),
                ("978.1676562727869", "978.1676562727869".into()),
                ("5e-324", "5e-324".into()),
                ("1.7976931348623157e308", "1.7976931348623157e308".into()),
                ("2", "2".into()),
            ],
        ),
        (
            "str",
            vec![
                ("", "\"\"".into()),
                (unicode, nexus::json::quote(unicode)),
                ("42", "\"42\"".into()),
                ("\"json quoted\"", "\"json quoted\"".into()),
            ],
        ),
        (
            "list_int",
            vec![
                ("[]", "[]".into()),
                (
                    "[0,-1,9223372036854775807,-9223372036854775808,18446744073709551615]",
                    "[0,-1,9223372036854775807,-9223372036854775808,18446744073709551615]".into(),
                ),
            ],
        ),
        (
            "list_i8",
            vec![
                ("[7]", "[7]".into()),
                ("[-9223372036854775808,9223372036854775807,0]", "[-9223372036854775808,9223372036854775807,0]".into()),
            ],
        ),
        ("list_u8", vec![("[18446744073709551615,0,1]", "[18446744073709551615,0,1]".into()), ("[18446744073709551615]", "[18446744073709551615]".into())]),
        (
            "list_real",
            vec![
                ("[]", "[]".into()),
                ("[0.5,-2.25,1e-10,1.0,-0.0,9.999999999999999e22]", "[0.5,-2.25,1e-10,1.0,-0.0,9.999999999999999e22]".into()),
            ],
        ),
        ("list_bool", vec![("[]", "[]".into()), ("[true]", "[true]".into()), ("[true,false]", "[true,false]".into())]),
        ("list_str", vec![("[]", "[]".into()), ("[\"\"]", "[\"\"]".into()), ("[\"é😀\",\"a\\\"b\",\"\"]", "[\"é😀\",\"a\\\"b\",\"\"]".into())]),
        ("list_list", vec![("[[],[1],[-2,3]]", "[[],[1],[-2,3]]".into()), ("[]", "[]".into())]),
        ("tuple", vec![("[\"é\",-9223372036854775808,false]", "[\"é\",-9223372036854775808,false]".into()), ("[\"\",0,true]", "[\"\",0,true]".into())]),
        ("record", vec![("{\"name\":\"Goblin ✓\",\"hp\":-7}", "{\"hp\":-7,\"name\":\"Goblin ✓\"}".into())]),
        (
            "nested",
            vec![
                (
                    "{\"name\":\"\",\"leader\":{\"name\":\"Ann\",\"hp\":0},\"tags\":[\"x\"],\"scores\":[0.5]}",
                    "{\"tags\":[\"x\"],\"scores\":[0.5],\"leader\":{\"hp\":0,\"name\":\"Ann\"},\"name\":\"\"}".into(),
                ),
                (
                    "{\"name\":\"p\",\"leader\":{\"name\":\"Bo\",\"hp\":18446744073709551615},\"tags\":[],\"scores\":[]}",
                    "{\"name\":\"p\",\"leader\":{\"name\":\"Bo\",\"hp\":18446744073709551615},\"tags\":[],\"scores\":[]}".into(),
                ),
            ],
        ),
        ("list_record", vec![("[]", "[]".into()), ("[{\"name\":\"a\",\"hp\":1}]", "[{\"name\":\"a\",\"hp\":1}]".into())]),
        ("opt_int", vec![("null", "null".into()), ("0", "0".into()), ("-5", "-5".into())]),
        (
            "opt_str",
            vec![("null", "null".into()), ("\"null\"", "\"null\"".into()), ("", "\"\"".into()), ("ü", "\"ü\"".into())],
        ),
        ("opt_record", vec![("null", "null".into()), ("{\"name\":\"n\",\"hp\":2}", "{\"name\":\"n\",\"hp\":2}".into())]),
        ("list_opt", vec![("[null,1,null]", "[null,1,null]".into()), ("[null]", "[null]".into()), ("[]", "[]".into())]),
        ("hinted", vec![("[]", "[]".into()), ("[[\"k\",1],[\"é\",-2]]", "[[\"k\",1],[\"é\",-2]]".into())]),
    ];
    let mut cases = Vec::new();
    for (suffix, values) in table {
        for (arg, expected) in values {
            cases.push(IdCase {
                suffix,
                arg: arg.to_string(),
                expected,
                float_ok: matches!(suffix, "f4" | "f8" | "list_real"),
            });
        }
    }
    cases
}

/// Calls every identity case over one MCP session (one pool start instead
/// of one per value) and returns the failures.
fn identity_failures_over_mcp(lang: &str, cases: &[IdCase]) -> Vec<String> {
    let mut mcp = Mcp::start(&program("allkinds"));
    let pid = mcp.pid();
    let mut failures = Vec::new();
    for c in cases {
        let tool = format!("{lang}_id_{}", c.suffix);
        let (is_error, got) = mcp.call(&tool, &format!("{{\"_1\":{}}}", c.expected));
        if is_error {
            failures.push(format!("{tool} {}: error: {got}", c.expected));
        } else if !nexus::json::parse(&got).is_ok_and(|v| same(&v, &json(&c.expected), c.float_ok))
        {
            failures.push(format!("{tool} {}: got {got}", c.expected));
        }
    }
    assert_eq!(mcp.finish(), Some(0), "nexus mcp did not exit cleanly");
    assert_eq!(
        shm_of(pid),
        Vec::<String>::new(),
        "/dev/shm objects outlived nexus {pid}"
    );
    failures
}

#[test]
fn every_schema_type_round_trips_unchanged_through_both_pools() {
    let cases = id_cases();
    let failures: Vec<String> = parallel(&["py", "r"], 2, |lang| {
        identity_failures_over_mcp(lang, &cases)
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(
        failures.is_empty(),
        "{} of {} identity calls changed their value:\n{}",
        failures.len(),
        2 * cases.len(),
        failures.join("\n")
    );
}

#[test]
fn values_typed_on_the_command_line_reach_both_pools_unchanged() {
    // The same property through `nexus run`, for the values whose CLI form
    // is special: bare words for Str, `null` for ?Str, extremes, a float a
    // naive parser rounds wrongly, a one-element list, a nested record.
    // Parsing is the nexus's, so every case goes to Python and the ones
    // marked true also to R (each R start costs a quarter second or more).
    let wanted = [
        ("i8", "-9223372036854775808", false),
        ("u8", "18446744073709551615", true),
        ("str", "", false),
        ("str", "héllo", true),
        ("str", "42", false),
        ("opt_str", "null", true),
        ("f8", "-61.802154783813876", false),
        ("list_i8", "[7]", false),
        ("nested", "{", false),
    ];
    let mut cases: Vec<(&str, IdCase)> = Vec::new();
    for c in id_cases() {
        let hit = wanted.iter().find(|(s, a, _)| {
            *s == c.suffix && c.arg.starts_with(a) && (!a.is_empty() || c.arg.is_empty())
        });
        if let Some((_, _, also_r)) = hit {
            if *also_r {
                cases.push(("r", c.clone()));
            }
            cases.push(("py", c));
        }
    }
    assert!(
        cases.len() >= wanted.len() + 3,
        "the CLI subset lost cases: {}",
        cases.len()
    );
    let allkinds = program("allkinds");
    let failures: Vec<String> = parallel(&cases, THREADS, |(lang, c)| {
        let command = format!("{lang}_id_{}", c.suffix);
        let out = nexus(&["run", &allkinds, &command, &c.arg]);
        if out.code != Some(0) {
            return Some(format!(
                "{command} {:?}: exit {:?}: {}",
                c.arg,
                out.code,
                out.stderr.trim()
            ));
        }
        let got = out.stdout.trim_end_matches('\n');
        (!nexus::json::parse(got).is_ok_and(|v| same(&v, &json(&c.expected), c.float_ok)))
            .then(|| format!("{command} {:?}: got {got}, want {}", c.arg, c.expected))
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(
        failures.is_empty(),
        "values changed on the way from the command line:\n{}",
        failures.join("\n")
    );
}

#[test]
fn cli_reads_positionals_options_flags_records_and_defaults() {
    let allkinds = program("allkinds");
    let kinds: Vec<(Vec<&str>, &str)> = vec![
        (vec!["5"], r#"{"pos":5,"n":3,"label":"none","loud":false}"#),
        (
            vec!["5", "-n", "9", "--label", "hi", "--loud"],
            r#"{"pos":5,"n":9,"label":"hi","loud":true}"#,
        ),
        (
            vec!["--label=a=b", "-v", "--", "-4"],
            r#"{"pos":-4,"n":3,"label":"a=b","loud":true}"#,
        ),
        (
            vec!["-n", "-2", "--loud", "--quiet", "0"],
            r#"{"pos":0,"n":-2,"label":"none","loud":false}"#,
        ),
        (
            vec!["7", "-l", "two words ✓"],
            r#"{"pos":7,"n":3,"label":"two words ✓","loud":false}"#,
        ),
    ];
    let grp: Vec<(Vec<&str>, &str)> = vec![
        (
            vec![],
            r#"{"monster":{"name":"Goblin","hp":7},"weapon":{"wname":"club","dmg":4}}"#,
        ),
        (
            vec!["--name", "Orc", "--hp", "15", "--wname", "axe"],
            r#"{"monster":{"name":"Orc","hp":15},"weapon":{"wname":"axe","dmg":4}}"#,
        ),
        (
            vec!["-w", r#"{"wname":"bow","dmg":6}"#],
            r#"{"monster":{"name":"Goblin","hp":7},"weapon":{"wname":"bow","dmg":6}}"#,
        ),
        (
            vec![
                r#"--weapon={"wname":"bow","dmg":6}"#,
                "--dmg",
                "8",
                "--hp",
                "-1",
            ],
            r#"{"monster":{"name":"Goblin","hp":-1},"weapon":{"wname":"bow","dmg":8}}"#,
        ),
    ];
    let mut calls: Vec<(String, Vec<&str>, &str)> = Vec::new();
    // Every form through Python; the R pool gets the richest of each (the
    // parsing is the nexus's, the pool only has to keep the values).
    for (args, want) in &kinds {
        calls.push(("py_kinds".into(), args.clone(), want));
    }
    for (args, want) in &grp {
        calls.push(("py_grp".into(), args.clone(), want));
    }
    calls.push(("r_kinds".into(), kinds[2].0.clone(), kinds[2].1));
    calls.push(("r_grp".into(), grp[3].0.clone(), grp[3].1));
    let failures: Vec<String> = parallel(&calls, THREADS, |(command, args, want)| {
        let mut argv = vec!["run", allkinds.as_str(), command.as_str()];
        argv.extend(args.iter().copied());
        let out = nexus(&argv);
        if out.code != Some(0) {
            return Some(format!(
                "{command} {args:?}: exit {:?}: {}",
                out.code,
                out.stderr.trim()
            ));
        }
        let got = out.stdout.trim_end();
        (!same(&json(got), &json(want), false))
            .then(|| format!("{command} {args:?}: got {got}, want {want}"))
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(
        failures.is_empty(),
        "argument parsing went wrong:\n{}",
        failures.join("\n")
    );
}

#[test]
fn program_help_lists_every_command_with_its_summary() {
    let allkinds = program("allkinds");
    let out = nexus(&[allkinds.as_str(), "--help"]);
    let help = out.ok();
    let manifest = json(&std::fs::read_to_string(format!("{allkinds}/manifest.json")).unwrap());
    let Some(nexus::json::Value::Array(commands)) = nexus::json::get(&manifest, "commands") else {
        panic!("allkinds manifest has no commands")
    };
    for c in commands {
        let name = nexus::json::get_str(c, "name").unwrap();
        let summary = match nexus::json::get(c, "desc") {
            Some(nexus::json::Value::Array(lines)) => match lines.first() {
                Some(nexus::json::Value::String(s)) => s.clone(),
                _ => String::new(),
            },
            _ => String::new(),
        };
        assert!(
            help.lines()
                .any(|l| l.split_whitespace().next() == Some(name) && l.contains(&summary)),
            "--help has no line for {name} with its summary {summary:?}:\n{help}"
        );
    }
    // The top-level help explains the modes, and exits 0.
    let top = nexus(&["--help"]);
    assert!(
        top.ok().contains("nexus run <program> <command>"),
        "{}",
        top.stdout
    );
}

#[test]
fn command_help_shows_usage_and_each_argument_with_type_default_and_doc() {
    let allkinds = program("allkinds");
    let kinds = nexus(&["run", allkinds.as_str(), "py_kinds", "--help"]);
    let text = kinds.ok();
    assert!(text.starts_with("usage: "), "{text}");
    let line_with =
        |text: &str, parts: &[&str]| text.lines().any(|l| parts.iter().all(|p| l.contains(p)));
    for parts in [
        &["INT", "Int", "A positional integer"][..],
        &[
            "-n INT",
            "Int",
            "[default: 3]",
            "An option with only a short name",
        ],
        &[
            "-l, --label STR",
            "Str",
            "[default: \"none\"]",
            "An option with a long name",
        ],
        &[
            "--loud",
            "--quiet",
            "Bool",
            "[default: false]",
            "A flag with a reverse form",
        ],
    ] {
        assert!(
            line_with(text, parts),
            "py_kinds --help has no line with {parts:?}:\n{text}"
        );
    }
    let grp = nexus(&["run", allkinds.as_str(), "r_grp", "--help"]);
    let text = grp.ok();
    for parts in [
        &[
            "--name STR",
            "Str",
            "[default: \"Goblin\"]",
            "The monster's name",
        ][..],
        &["--hp INT", "Int", "[default: 7]", "hit points"],
        &[
            "-w, --weapon",
            "{wname: Str, dmg: Int}",
            "settable whole as JSON",
        ],
        &["--dmg INT", "[default: 4]", "damage die"],
    ] {
        assert!(
            line_with(text, parts),
            "r_grp --help has no line with {parts:?}:\n{text}"
        );
    }
    let combat = nexus(&["run", &combat(), "fighterDamage", "--help"]);
    let text = combat.ok();
    assert!(text.starts_with("usage: combat fighterDamage"), "{text}");
    assert!(line_with(text, &["Int", "Enemy Armor Class"]), "{text}");
    // Help starts no pool: it is instant even for the R command.
    assert!(
        grp.elapsed < Duration::from_secs(2),
        "help took {:?}",
        grp.elapsed
    );
}

#[test]
fn usage_errors_exit_2_with_one_line_saying_what_was_wrong() {
    let allkinds = program("allkinds");
    let a = allkinds.as_str();
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["run", a, "py_kinds"], "missing argument"),
        (vec!["run", a, "py_kinds", "abc"], "not valid JSON for Int"),
        (vec!["run", a, "py_kinds", "1", "2"], "unexpected argument"),
        (
            vec!["run", a, "py_kinds", "1", "--bogus"],
            "unknown option --bogus",
        ),
        (vec!["run", a, "py_kinds", "1", "-n"], "-n needs a value"),
        (
            vec!["run", a, "py_kinds", "1", "--loud=yes"],
            "takes no value",
        ),
        (vec!["run", a, "py_id_u1", "256"], "0..=255"),
        (vec!["run", a, "py_id_i8", "9223372036854775808"], "Int64"),
        (vec!["run", a, "py_id_int", "1.5"], "Int"),
        (
            vec!["run", a, "py_id_int", "99999999999999999999"],
            "got an integer beyond 64 bits",
        ),
        (
            vec!["run", a, "r_id_record", r#"{"name":1,"hp":2}"#],
            "name",
        ),
        (vec!["run", a, "r_id_record", r#"{"name":"x"}"#], "hp"),
        (vec!["run", a, "py_id_f4", "1e39"], "32-bit float"),
        (vec!["run", a, "py_id_tuple", r#"["a",1]"#], ""),
        (vec!["run", a, "py_id_list_int", "[1,"], "not valid JSON"),
        (vec!["run", a, "r_grp", "-w", "[1]"], "-w"),
        (vec!["run", a, "r_grp", "--hp", "x"], "--hp"),
        (vec!["run", a, "no_such_command"], "no_such_command"),
        (
            vec!["run", "/nonexistent/program", "f"],
            "/nonexistent/program",
        ),
        (vec!["--bogus"], "--bogus"),
    ];
    let failures: Vec<String> = parallel(&cases, THREADS, |(args, fragment)| {
        let out = nexus(args);
        let lines = out.stderr_lines();
        let mut problems = Vec::new();
        if out.code != Some(2) {
            problems.push(format!("exit {:?}, want 2", out.code));
        }
        if lines.len() != 1 {
            problems.push(format!("{} stderr lines, want 1", lines.len()));
        }
        if !out.stderr.contains(fragment) {
            problems.push(format!("stderr lacks {fragment:?}"));
        }
        if !out.stdout.is_empty() {
            problems.push("wrote to stdout".into());
        }
        if out.elapsed > Duration::from_secs(3) {
            problems.push(format!(
                "took {:?}: a usage error must not start pools",
                out.elapsed
            ));
        }
        (!problems.is_empty()).then(|| {
            format!(
                "{:?}: {}; stderr: {}",
                &args[1.min(args.len())..],
                problems.join(", "),
                out.stderr.trim()
            )
        })
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(
        failures.is_empty(),
        "usage errors:\n{}",
        failures.join("\n")
    );
}

#[test]
fn a_32_mib_result_passes_through_shared_memory_and_nothing_is_left() {
    const N: usize = 32 << 20;
    let allkinds = program("allkinds");
    let commands = ["py_big", "r_big"];
    let outs = parallel(&commands, 2, |command| {
        let run = spawn(&["run", allkinds.as_str(), command, &N.to_string()]);
        let pid = run.pid();
        (pid, run.finish(TIMEOUT))
    });
    for ((pid, out), command) in outs.iter().zip(commands) {
        let got = out.ok();
        assert_eq!(got.len(), N + 2, "{command}: result of {} bytes", got.len());
        assert!(
            got.starts_with("\"x")
                && got.ends_with("x\"")
                && got[1..N + 1].bytes().all(|b| b == b'x'),
            "{command}: wrong bytes"
        );
        // The nexus unlinks a result object as soon as it has read it, and
        // every object of a call when the call ends: nothing is left at exit.
        assert_eq!(
            shm_of(*pid),
            Vec::<String>::new(),
            "{command}: /dev/shm objects outlived nexus {pid}"
        );
    }
}

#[test]
fn a_string_argument_above_inline_size_passes_through_shared_memory_and_nothing_is_left() {
    // argv limits one argument to 128 KiB, so the CLI can carry at most that;
    // 120 000 bytes is well above inline_size (65536), so it travels through
    // shared memory. The 32 MiB argument is sent over MCP stdio below.
    // TODO: once the daemon tests exist, also POST a 32 MiB argument to R.
    let text = patterned(120_000);
    let allkinds = program("allkinds");
    let commands = ["py_echo", "r_echo"];
    let outs = parallel(&commands, 2, |command| {
        let run = spawn(&["run", allkinds.as_str(), command, &text]);
        let pid = run.pid();
        (pid, run.finish(TIMEOUT))
    });
    for ((pid, out), command) in outs.iter().zip(commands) {
        assert_eq!(
            out.ok(),
            nexus::json::quote(&text),
            "{command} changed the string"
        );
        assert_eq!(
            shm_of(*pid),
            Vec::<String>::new(),
            "{command}: /dev/shm objects outlived nexus {pid}"
        );
    }
}

#[test]
fn a_32_mib_argument_and_result_pass_through_shared_memory_over_mcp() {
    // argv cannot carry 32 MiB, so the argument goes in over MCP stdio.
    // Python only: a 32 MiB echo costs seconds in a debug build, and R's
    // shared-memory paths are covered by r_echo (120 kB argument) and
    // r_big (32 MiB result) above.
    const N: usize = 32 << 20;
    let text = patterned(N);
    let args = format!("{{\"_1\":\"{text}\"}}");
    let mut mcp = Mcp::start(&program("allkinds"));
    let pid = mcp.pid();
    let (is_error, got) = mcp.call("py_echo", &args);
    assert!(!is_error, "py_echo: {got:.300}");
    assert!(
        got.len() == N + 2 && got[1..N + 1] == text,
        "py_echo: the 32 MiB string came back changed ({} bytes)",
        got.len()
    );
    assert_eq!(mcp.finish(), Some(0));
    assert_eq!(
        shm_of(pid),
        Vec::<String>::new(),
        "/dev/shm objects outlived nexus {pid}"
    );
}

/// A program whose calls hold a large argument while they sleep and mark
/// themselves with a shared-memory object of their own, as a pool that
/// wrote a result would; both pools, one worker each.
fn holder() -> TempDir {
    let dir = TempDir::new("holder");
    dir.write(
        "manifest.json",
        r#"{"name":"holder","pools":[{"lang":"py","source":"holder.py","workers":1},{"lang":"r","source":"holder.R","workers":1}],
 "commands":[
  {"name":"hold","pool":0,"args":[{"kind":"pos","schema":"s"},{"kind":"pos","schema":"f8"}],"return":{"schema":"j"}},
  {"name":"hold_r","pool":1,"args":[{"kind":"pos","schema":"s"},{"kind":"pos","schema":"f8"}],"return":{"schema":"j"}},
  {"name":"pid","pool":0,"return":{"schema":"j"}},
  {"name":"pid_r","pool":1,"return":{"schema":"j"}},
  {"name":"fail","pool":0,"return":{"schema":"j"}},
  {"name":"fail_r","pool":1,"return":{"schema":"j"}}]}"#,
    );
    dir.write(
        "holder.py",
        r#"import os, time

def hold(s, secs):
    name = os.environ["NEXUS_SHM_PREFIX"] + "p%d.mark" % os.getpid()
    with open("/dev/shm/" + name, "wb") as f:
        f.write(b"in call")
    time.sleep(secs)
    return len(s)

def pid():
    return os.getpid()

def fail():
    raise RuntimeError("held and failed")
"#,
    );
    dir.write(
        "holder.R",
        r#"hold_r <- function(s, secs) {
  name <- paste0(Sys.getenv("NEXUS_SHM_PREFIX"), "p", Sys.getpid(), ".mark")
  writeBin(charToRaw("in call"), file.path("/dev/shm", name))
  Sys.sleep(secs)
  nchar(s)
}
pid_r <- function() Sys.getpid()
fail_r <- function() stop("R held and failed")
"#,
    );
    dir
}

/// Starts `hold` (or `hold_r`) with a 100 KB argument and waits until the
/// call is running: the argument's object and the pool's mark both exist.
fn start_holding(dir: &TempDir, command: &str) -> Running {
    let arg = patterned(100_000);
    let run = spawn(&["run", &dir.display(), command, &arg, "30"]);
    let pid = run.pid();
    let running = wait_until(Duration::from_secs(20), || {
        let objects = shm_of(pid);
        objects.iter().any(|o| o.ends_with(".mark"))
            && objects.iter().any(|o| !o.ends_with(".mark"))
    });
    assert!(
        running,
        "{command} never showed its argument object and its mark in /dev/shm: {:?}",
        shm_of(pid)
    );
    run
}

#[test]
fn after_sigterm_mid_call_no_shared_memory_object_survives() {
    let dir = holder();
    let run = start_holding(&dir, "hold");
    let pid = run.pid();
    let workers: Vec<u32> = children_of(pid).into_iter().map(|(p, _)| p).collect();
    signal(pid, "TERM");
    let out = run.finish(Duration::from_secs(5));
    assert_ne!(
        out.code,
        Some(0),
        "a nexus stopped by SIGTERM mid-call reported success"
    );
    assert!(
        wait_until(Duration::from_secs(2), || shm_of(pid).is_empty()),
        "objects left 2 s after SIGTERM: {:?}",
        shm_of(pid)
    );
    assert!(
        wait_until(Duration::from_secs(2), || workers
            .iter()
            .all(|w| !alive(*w))),
        "workers outlived the nexus: {workers:?}"
    );
}

#[test]
fn after_sigkill_mid_call_the_sweeper_removes_every_object() {
    let dir = holder();
    let run = start_holding(&dir, "hold");
    let pid = run.pid();
    signal(pid, "KILL");
    let out = run.finish(Duration::from_secs(5));
    assert_eq!(out.signal, Some(9));
    assert!(
        wait_until(Duration::from_secs(2), || shm_of(pid).is_empty()),
        "objects left 2 s after SIGKILL: {:?}",
        shm_of(pid)
    );
}

#[test]
fn objects_of_a_killed_nexus_whose_sweeper_also_died_are_swept_at_the_next_start() {
    let dir = holder();
    let run = start_holding(&dir, "hold");
    let pid = run.pid();
    let sweepers: Vec<u32> = children_of(pid)
        .into_iter()
        .filter(|(_, cmd)| cmd.contains("__sweep"))
        .map(|(p, _)| p)
        .collect();
    assert_eq!(
        sweepers.len(),
        1,
        "expected one sweeper child of nexus {pid}: {:?}",
        children_of(pid)
    );
    signal(sweepers[0], "KILL");
    assert!(
        wait_until(Duration::from_secs(2), || !alive(sweepers[0])),
        "the sweeper survived SIGKILL"
    );
    signal(pid, "KILL");
    let _ = run.finish(Duration::from_secs(5));
    // The objects existed (start_holding saw them) and no sweeper is left,
    // so only a starting nexus can remove them: this one, or one that a test
    // running alongside starts first; either is the rule under test.
    // Any later nexus that starts a pool sweeps objects of dead nexus pids.
    let next = nexus(&["run", &program("allkinds"), "py_add", "1", "2"]);
    assert_eq!(next.ok(), "3");
    assert_eq!(
        shm_of(pid),
        Vec::<String>::new(),
        "the next start did not sweep nexus {pid}'s objects"
    );
}

#[test]
fn a_python_exception_and_an_r_stop_exit_1_with_the_message() {
    let allkinds = program("allkinds");
    let outs = parallel(&["py_fail", "r_fail"], 2, |c| {
        nexus(&["run", allkinds.as_str(), c])
    });
    for (out, message) in outs
        .iter()
        .zip(["ValueError: boom from python", "boom from R"])
    {
        assert_eq!(out.code, Some(1), "stderr: {}", out.stderr);
        assert!(
            out.stderr.contains(message),
            "stderr lacks {message:?}: {}",
            out.stderr
        );
        assert!(out.stdout.is_empty(), "stdout: {}", out.stdout);
    }
}

#[test]
fn after_a_function_fails_the_same_worker_serves_the_next_call() {
    // One worker per pool; `nexus run` makes a single call, so the session
    // is held open over MCP stdio.
    let dir = holder();
    let mut mcp = Mcp::start(&dir.display());
    for (pid_tool, fail_tool, message) in [
        ("pid", "fail", "RuntimeError: held and failed"),
        ("pid_r", "fail_r", "R held and failed"),
    ] {
        let (err, before) = mcp.call(pid_tool, "{}");
        assert!(!err, "{before}");
        let (err, text) = mcp.call(fail_tool, "{}");
        assert!(
            err && text.contains(message),
            "{fail_tool}: isError {err}, {text}"
        );
        let (err, after) = mcp.call(pid_tool, "{}");
        assert!(!err, "{after}");
        assert_eq!(before, after, "{fail_tool} cost the pool its worker");
    }
    assert_eq!(mcp.finish(), Some(0));
}

#[test]
fn a_worker_killed_mid_call_gives_a_clear_error_never_a_hang() {
    let dir = holder();
    let outs = parallel(&["hold", "hold_r"], 2, |command| {
        let run = start_holding(&dir, command);
        let pid = run.pid();
        let workers: Vec<(u32, String)> = children_of(pid)
            .into_iter()
            .filter(|(_, cmd)| !cmd.contains("__sweep"))
            .collect();
        assert_eq!(
            workers.len(),
            1,
            "{command}: expected one worker child of nexus {pid}: {workers:?}"
        );
        signal(workers[0].0, "KILL");
        (pid, run.finish(Duration::from_secs(5)))
    });
    for ((pid, out), command) in outs.iter().zip(["hold", "hold_r"]) {
        assert_eq!(out.code, Some(1), "{command}: stderr: {}", out.stderr);
        assert!(
            out.stderr.contains("died"),
            "{command}: the error does not say the worker died: {}",
            out.stderr
        );
        assert!(
            wait_until(Duration::from_secs(2), || shm_of(*pid).is_empty()),
            "{command}: objects left: {:?}",
            shm_of(*pid)
        );
    }
}

#[test]
fn without_its_r_runtime_a_program_still_runs_python_and_says_how_to_install_r() {
    let nor = program("nor");
    let outs = parallel(&["py_hello", "r_hello"], 2, |c| {
        nexus(&["run", nor.as_str(), c, "bob"])
    });
    assert_eq!(outs[0].ok(), "\"hello bob\"");
    let r = &outs[1];
    assert_eq!(r.code, Some(1), "stderr: {}", r.stderr);
    assert!(
        r.stderr.contains("install R") && r.stderr.contains("r-base-core"),
        "no install hint: {}",
        r.stderr
    );
}

#[test]
fn malformed_manifests_each_give_one_line_naming_the_json_path() {
    let pools = r#""pools":[{"lang":"py","source":"a.py"}]"#;
    let with_cmd = |cmd: &str| format!(r#"{{"name":"x",{pools},"commands":[{cmd}]}}"#);
    let cases: Vec<(String, &str)> = vec![
        (r#"{"pools":[],"commands":[]}"#.into(), "name"),
        (r#"{"name":"1x","pools":[],"commands":[]}"#.into(), "name"),
        (r#"{"name":"x","commands":[]}"#.into(), "pools"),
        (
            r#"{"name":"x","pools":[{"source":"a.py"}],"commands":[]}"#.into(),
            "pools[0].lang",
        ),
        (
            r#"{"name":"x","pools":[{"lang":"py","source":"a.py","workers":0}],"commands":[]}"#
                .into(),
            "pools[0].workers",
        ),
        (
            r#"{"name":"x","pools":[{"lang":"cobol","source":"a.cbl"}],"commands":[]}"#.into(),
            "pools[0].lang",
        ),
        (
            format!(r#"{{"name":"x",{pools},"commands":{{}}}}"#),
            "commands",
        ),
        (
            format!(r#"{{"name":"x",{pools},"inline_size":"big","commands":[]}}"#),
            "inline_size",
        ),
        (with_cmd(r#"{"name":"f-g"}"#), "commands[0].name"),
        (with_cmd(r#"{"name":"f","pool":1}"#), "commands[0].pool"),
        (
            with_cmd(r#"{"name":"f","type":"lazy"}"#),
            "commands[0].type",
        ),
        (with_cmd(r#"{"name":"f"},{"name":"f"}"#), "commands[1]"),
        (
            with_cmd(r#"{"name":"f","mid":1},{"name":"g","mid":1}"#),
            "commands[1]",
        ),
        (with_cmd(r#"{"name":"f","desc":5}"#), "commands[0].desc"),
        (
            with_cmd(r#"{"name":"f","args":[{"kind":"pos","schema":"q"}]}"#),
            "commands[0].args[0].schema",
        ),
        (
            with_cmd(r#"{"name":"f","args":[{"kind":"pos","schema":"m21xj"}]}"#),
            "commands[0].args[0].schema",
        ),
        (
            with_cmd(r#"{"name":"f","args":[{"kind":"pos"}]}"#),
            "commands[0].args[0].schema",
        ),
        (
            with_cmd(r#"{"name":"f","args":[{"kind":"wat","schema":"j"}]}"#),
            "commands[0].args[0].kind",
        ),
        (
            with_cmd(
                r#"{"name":"f","args":[{"kind":"opt","long":"n","schema":"u1","default":"300"}]}"#,
            ),
            "commands[0].args[0].default",
        ),
        (
            with_cmd(r#"{"name":"f","args":[{"kind":"flag","long":"v","default":"maybe"}]}"#),
            "commands[0].args[0].default",
        ),
        (
            with_cmd(r#"{"name":"f","args":[{"kind":"opt","short":"ab","schema":"j"}]}"#),
            "commands[0].args[0].short",
        ),
        (
            with_cmd(r#"{"name":"f","args":[{"kind":"opt","long":"_n","schema":"j"}]}"#),
            "commands[0].args[0].long",
        ),
        (
            with_cmd(
                r#"{"name":"f","args":[{"kind":"opt","long":"x","schema":"j"},{"kind":"flag","long":"x"}]}"#,
            ),
            "commands[0].args[1]",
        ),
        (
            with_cmd(r#"{"name":"f","args":[{"kind":"grp","schema":"j","entries":[]}]}"#),
            "commands[0].args[0].schema",
        ),
        (
            with_cmd(
                r#"{"name":"f","args":[{"kind":"grp","schema":"m11xj","entries":[{"key":"x","arg":{"kind":"opt","long":"x","schema":"?"}}]}]}"#,
            ),
            "commands[0].args[0].entries[0].arg.schema",
        ),
        (
            with_cmd(r#"{"name":"f","return":{"schema":5}}"#),
            "commands[0].return.schema",
        ),
    ];
    assert!(cases.len() >= 12);
    let dirs: Vec<TempDir> = cases
        .iter()
        .map(|(text, _)| {
            let d = TempDir::new("manifest");
            d.write("manifest.json", text);
            d
        })
        .collect();
    let indices: Vec<usize> = (0..cases.len()).collect();
    let failures: Vec<String> = parallel(&indices, THREADS, |&i| {
        let (text, path) = &cases[i];
        let file = dirs[i].join("manifest.json").display().to_string();
        let out = nexus(&["run", dirs[i].display().as_str(), "f"]);
        let lines = out.stderr_lines();
        let mut problems = Vec::new();
        if out.code != Some(2) {
            problems.push(format!("exit {:?}", out.code));
        }
        if lines.len() != 1 {
            problems.push(format!("{} lines", lines.len()));
        }
        let first = lines.first().copied().unwrap_or("");
        if !first.contains(&file) {
            problems.push("does not name the file".into());
        }
        if !first.contains(&format!(": {path}: ")) {
            problems.push(format!("does not name the path {path}"));
        }
        (!problems.is_empty())
            .then(|| format!("{text}\n    {}: {}", problems.join(", "), out.stderr.trim()))
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(
        failures.is_empty(),
        "malformed manifests:\n{}",
        failures.join("\n")
    );
}

#[test]
fn a_written_launcher_runs_commands_and_help() {
    let dir = TempDir::new("launcher");
    let path = dir.join("combat");
    let path_text = path.display().to_string();
    let out = nexus(&["launcher", &combat(), "-o", &path_text]);
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    let launch =
        |args: &[&str]| spawn_cmd(std::process::Command::new(&path).args(args)).finish(TIMEOUT);
    assert_eq!(launch(&["fighterDamage", "15"]).ok(), "12");
    let help = launch(&["--help"]);
    let text = help.ok();
    assert!(
        text.lines()
            .any(|l| l.contains("fighterDamage") && l.contains("Expected damage")),
        "{text}"
    );
    let cmd_help = launch(&["fighterDamage", "--help"]);
    assert!(
        cmd_help.ok().contains("Enemy Armor Class"),
        "{}",
        cmd_help.stdout
    );
    // A launcher also names the program wherever <program> is expected.
    let via = nexus(&["run", &path_text, "fighterDamage", "15"]);
    assert_eq!(via.ok(), "12");
    // Seed 000 §7.5.2 and §7.5.7: the previews work through the launcher.
    let tools = json(launch(&["--mcp-tools"]).ok());
    let names = match nexus::json::get(&tools, "tools") {
        Some(nexus::json::Value::Array(list)) => list.len(),
        _ => 0,
    };
    assert!(names >= 3, "--mcp-tools lists the tools");
    let config = json(launch(&["--mcp-config"]).ok());
    let entry = nexus::json::get(&config, "mcpServers").and_then(|s| nexus::json::get(s, "combat"));
    let args = entry
        .and_then(|e| nexus::json::get(e, "args"))
        .map(nexus::json::to_string);
    assert!(
        args.as_deref()
            .is_some_and(|a| a.starts_with("[\"mcp\",\"/") && a.ends_with("manifest.json\"]")),
        "--mcp-config names the absolute manifest: {args:?}"
    );
}

/// SPEC §1.1: a `pos` argument with `stdin: true` reads its value from stdin
/// when it is omitted or given as `-`.
#[test]
fn a_stdin_argument_reads_its_value_from_stdin() {
    use std::io::Write;
    for extra in [&[][..], &["-"][..]] {
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_nexus"))
            .args(["run", &common::program("allkinds"), "py_stdin"])
            .args(extra)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("nexus runs");
        let mut input = child.stdin.take().expect("stdin");
        input.write_all("héllo\n".as_bytes()).expect("write stdin");
        drop(input);
        let out = child.wait_with_output().expect("nexus exits");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(
            String::from_utf8_lossy(&out.stdout).trim(),
            "5",
            "len of the text read from stdin"
        );
    }
}

/// Issue 31, defect 2: a positional named `x` beside an option `--x` would
/// be published as one property `x` for both (an `inputSchema` with the
/// key twice, one value filling both). The manifest is refused at load, so
/// `nexus check`, `--mcp-tools` and `run` all say so, naming both.
#[test]
fn a_positional_named_like_an_option_is_refused_at_load() {
    let dir = TempDir::new("clash");
    dir.write("clash.py", "def f(x, y):\n    return x + y\n");
    let manifest = dir.write(
        "manifest.json",
        r#"{"name":"clash","pools":[{"lang":"py","source":"clash.py"}],
            "commands":[{"name":"f","args":[{"kind":"pos","schema":"j","name":"x"},
                {"kind":"opt","schema":"j","long":"x","default":"0"}],"return":{"schema":"j"}}]}"#,
    );
    let m = manifest.display().to_string();
    let want = r#"commands[0].args[1]: the option --x (args[1]) and the positional 1 (args[0]) are both published as the property "x""#;
    let check = nexus(&["check", &m]);
    assert_eq!(check.code, Some(1), "nexus check: {check:?}");
    let said = format!("{}{}", check.stdout, check.stderr);
    assert!(said.contains(want), "nexus check said: {said}");
    for args in [vec![m.as_str(), "--mcp-tools"], vec!["run", &m, "f", "1"]] {
        let out = nexus(&args);
        assert_ne!(
            out.code,
            Some(0),
            "nexus {args:?} served it: {}",
            out.stdout
        );
        assert!(out.stderr.contains(want), "nexus {args:?}: {}", out.stderr);
    }
}
