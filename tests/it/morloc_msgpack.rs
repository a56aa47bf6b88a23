//! msgpack results from a morloc pool (issue 10): libmorloc accepts a pool's
//! reply as MESG+MSGPACK (inline) and FILE+MSGPACK (a file the payload
//! names), so nexus does too. morloc 0.98.2's generated pools never send
//! msgpack, so the pool here is a fake written in Python
//! (tests/morloc/msgpack-pool.py) that speaks libmorloc's packet protocol
//! and hand-encodes its msgpack, some of it deliberately hostile. It needs
//! no morloc peer, so these tests always run.

use crate::common;

use common::*;

const RECORD: &str = "m41nj4names4tagsa?s4pairt2bf8";
const RECORD_JSON: &str =
    r#"{"n":18446744073709551615,"name":"héllo → 世界","tags":["a",null,"c"],"pair":[true,2.5]}"#;

/// A morloc-style manifest (the shape `morloc make` writes) whose one pool
/// is the fake.
fn program(dir: &TempDir) -> String {
    let pool = repo().join("tests/morloc/msgpack-pool.py");
    let command = |name: &str, mid: u32, args: &[&str], ret: &str| {
        let args: Vec<String> = args
            .iter()
            .map(|s| {
                format!(
                    r#"{{"kind":"pos","schema":"{s}","type":"Int","name":null,"metavar":"X","quoted":false,"many":false,"stdin":false,"desc":[],"constraints":[],"metadata":{{}}}}"#
                )
            })
            .collect();
        format!(
            r#"{{"name":"{name}","type":"remote","mid":{mid},"pool":0,"needed_pools":[0],"desc":["{name}"],"args":[{}],"return":{{"schema":"{ret}","type":"T","desc":[],"constraints":[],"metadata":{{}}}},"constraints":[],"internal":false,"terminals":[],"metadata":{{}},"group":null}}"#,
            args.join(",")
        )
    };
    let commands = [
        command("record", 1, &[], RECORD),
        command("echo", 2, &["j"], "j"),
        command("truncated", 3, &[], "s"),
        command("cut", 4, &[], RECORD),
        command("asMap", 5, &[], "m11nj"),
        command("fromFile", 6, &[], RECORD),
        command("escape", 7, &[], "j"),
        command("viaSymlink", 8, &[], "j"),
    ];
    let manifest = format!(
        r#"{{"name":"mpk","build":{{"path":".","time":0,"morloc_version":"0.98.2","build_params":""}},
"pools":[{{"lang":"py","exec":["python3",{}],"socket":"pipe-py","pool_hash":"0123456789abcdef","allow_string_null":true,"metadata":{{}}}}],
"commands":[{}]}}"#,
        nexus::json::quote(&pool.display().to_string()),
        commands.join(",\n")
    );
    dir.write("manifest.json", &manifest).display().to_string()
}

#[test]
fn msgpack_results_are_read_in_run() {
    let dir = TempDir::new("msgpack-run");
    let m = program(&dir);
    let calls: &[(&[&str], &str)] = &[
        (&["record"], RECORD_JSON),
        (&["fromFile"], RECORD_JSON),
        (&["echo", "-9223372036854775808"], "-9223372036854775808"),
        (&["echo", "9223372036854775807"], "9223372036854775807"),
        (&["echo", "-33"], "-33"),
        (&["echo", "200"], "200"),
    ];
    let results = parallel(calls, 3, |(args, want)| {
        let mut argv = vec!["run", m.as_str()];
        argv.extend(args.iter());
        (args.join(" "), json(nexus(&argv).ok()), json(want))
    });
    for (call, got, want) in results {
        assert!(
            same(&got, &want, false),
            "{call}: got {got:?}, want {want:?}"
        );
    }
}

#[test]
fn hostile_msgpack_replies_fail_clearly_in_run() {
    let dir = TempDir::new("msgpack-hostile");
    let m = program(&dir);
    let calls: &[(&str, &[&str])] = &[
        (
            "truncated",
            &["Str at byte 0 declares 100 bytes but only 2 remain (truncated)"],
        ),
        ("cut", &["truncated"]),
        ("asMap", &["found a map", "array of its fields"]),
        (
            "escape",
            &["/etc/hostname", "not directly inside its session directory"],
        ),
        (
            "viaSymlink",
            &["is a symbolic link, which nexus does not follow"],
        ),
    ];
    let results = parallel(calls, 3, |(cmd, _)| nexus(&["run", m.as_str(), cmd]));
    for ((cmd, needles), out) in calls.iter().zip(results) {
        assert_ne!(
            out.code,
            Some(0),
            "{cmd} must fail; stdout {:?}",
            out.stdout
        );
        for needle in *needles {
            assert!(
                out.stderr.contains(needle),
                "{cmd}: stderr lacks {needle:?}: {}",
                out.stderr
            );
        }
        assert!(
            out.stderr.contains(cmd),
            "{cmd}: the message names the function: {}",
            out.stderr
        );
    }
}

#[test]
fn mcp_keeps_serving_after_hostile_msgpack_replies() {
    let dir = TempDir::new("msgpack-mcp");
    let m = program(&dir);
    let mut mcp = Mcp::start(&m);
    let (err, text) = mcp.call("record", "{}");
    assert!(!err, "record: {text}");
    assert!(
        same(&json(&text), &json(RECORD_JSON), false),
        "record: {text}"
    );
    for (tool, needle) in [
        ("truncated", "declares 100 bytes but only 2 remain"),
        ("asMap", "found a map"),
        ("escape", "not directly inside its session directory"),
    ] {
        let (err, text) = mcp.call(tool, "{}");
        assert!(err, "{tool} must be an error: {text}");
        assert!(text.contains(needle), "{tool}: {text}");
        let (err, text) = mcp.call("echo", r#"{"_1":-5}"#);
        assert!(!err && text.trim() == "-5", "echo after {tool}: {text}");
    }
    let (err, text) = mcp.call("fromFile", "{}");
    assert!(!err, "fromFile: {text}");
    assert!(
        same(&json(&text), &json(RECORD_JSON), false),
        "fromFile: {text}"
    );
    assert_eq!(mcp.finish(), Some(0));
}
