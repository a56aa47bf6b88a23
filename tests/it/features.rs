//! The Cargo features (issue 42 point 1; BUILD.md, "Features"), checked
//! against the binary of whichever build runs this: every build serves a
//! manifest program with our own pools through `nexus run` and `nexus mcp`
//! (a pipelined initialize, tools/list and tools/call on stdin), says in
//! `--version` which features it has, and refuses each mode, flag or
//! program whose feature it lacks with one line on stderr naming that
//! feature, exit status 2, nothing on stdout. `cfg!(feature = …)` says
//! which refusals to expect; scripts/features.sh runs this module for the
//! minimal build, each feature alone and the default.

use crate::common::{self, TempDir, combat, nexus, program};
use std::io::Write;
use std::process::{Command, Stdio};

/// Whether `out` is the refusal of something that needs `feature`.
fn assert_refused(out: &common::Out, feature: &str, what: &str) {
    assert_eq!(
        out.code,
        Some(2),
        "{what}: expected the refusal (exit 2) for the missing feature {feature}; stdout {:?}, stderr {:?}",
        out.stdout,
        out.stderr
    );
    let named = format!("built without the \"{feature}\" feature");
    let rebuild = format!("--features {feature}");
    assert!(
        out.stderr.contains(&named) && out.stderr.contains(&rebuild),
        "{what}: the refusal should name the feature {feature}: {:?}",
        out.stderr
    );
    assert_eq!(
        out.stderr.trim_end().lines().count(),
        1,
        "{what}: one line: {:?}",
        out.stderr
    );
    assert!(
        out.stdout.is_empty(),
        "{what}: nothing on stdout: {:?}",
        out.stdout
    );
}

#[test]
fn run_serves_a_manifest_program_with_our_pools() {
    let out = nexus(&["run", &combat(), "fighterDamage", "15"]);
    assert_eq!(out.ok(), "12");
}

/// `nexus mcp PROGRAM` fed `requests` all at once (pipelined, as clients
/// send them), stdin then closed: its stdout once it has ended, after
/// checking that it ended well, and its pid.
fn mcp_pipelined(program: &str, requests: &[String]) -> (String, u32) {
    let mut child = Command::new(common::nexus_bin())
        .args(["mcp", program])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start nexus mcp");
    let pid = child.id();
    let mut stdin = child.stdin.take().expect("stdin");
    stdin
        .write_all(format!("{}\n", requests.join("\n")).as_bytes())
        .expect("write the requests");
    drop(stdin);
    let out = child.wait_with_output().expect("nexus mcp ends");
    assert!(
        out.status.success(),
        "nexus mcp failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    (String::from_utf8_lossy(&out.stdout).into_owned(), pid)
}

/// The reply line with the numeric `id`: pipelined calls may be answered
/// in any order.
fn reply(stdout: &str, id: u32) -> &str {
    let key = format!("\"id\":{id}");
    stdout
        .lines()
        .find(|l| l.contains(&key))
        .unwrap_or_else(|| panic!("no reply with id {id} in {stdout:.2000}"))
}

/// The 2025-era handshake, as the first two lines of a pipelined session.
fn handshake() -> [String; 2] {
    [
        r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"features-test","version":"0"}}}"#.to_string(),
        r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#.to_string(),
    ]
}

#[test]
fn mcp_serves_a_manifest_program_over_stdio() {
    let mut requests = handshake().to_vec();
    requests.push(r#"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#.to_string());
    requests.push(
        r#"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"fighterDamage","arguments":{"_1":15}}}"#.to_string(),
    );
    let (stdout, _) = mcp_pipelined(&combat(), &requests);
    assert!(
        reply(&stdout, 1).contains("\"result\""),
        "initialize: {stdout}"
    );
    let tools = reply(&stdout, 2);
    assert!(tools.contains("fighterDamage"), "tools/list: {tools}");
    let call = reply(&stdout, 3);
    assert!(
        call.contains("\"isError\":false") && call.contains("12"),
        "tools/call: {call}"
    );
}

/// Every build moves values past the manifest's `inline_size` (64 KiB)
/// through shared memory: strings of 1 and 2 MiB and a small one, three
/// calls in flight at once, each back unchanged, and no /dev/shm object
/// left behind.
#[test]
fn values_past_inline_size_pass_through_shared_memory_in_every_build() {
    let sizes = [1 << 20, 10, 2 << 20];
    let texts: Vec<String> = sizes.iter().map(|&n| common::patterned(n)).collect();
    let mut requests = handshake().to_vec();
    for (i, text) in texts.iter().enumerate() {
        requests.push(format!(
            r#"{{"jsonrpc":"2.0","id":{},"method":"tools/call","params":{{"name":"py_echo","arguments":{{"_1":"{text}"}}}}}}"#,
            i + 10
        ));
    }
    let (stdout, pid) = mcp_pipelined(&program("allkinds"), &requests);
    for (i, text) in texts.iter().enumerate() {
        let (is_error, got) = common::call_result(reply(&stdout, i as u32 + 10));
        assert!(
            !is_error && got == format!("\"{text}\""),
            "py_echo of {} bytes came back changed ({} bytes): {got:.300}",
            text.len(),
            got.len()
        );
    }
    assert_eq!(
        common::shm_of(pid),
        Vec::<String>::new(),
        "/dev/shm objects outlived nexus {pid}"
    );
}

#[test]
fn version_lists_the_features_of_a_partial_build() {
    let out = nexus(&["--version"]);
    let line = out.ok();
    let all = [
        cfg!(feature = "http"),
        cfg!(feature = "lifecycle"),
        cfg!(feature = "eval"),
        cfg!(feature = "sandbox"),
        cfg!(feature = "bare"),
        cfg!(feature = "morloc"),
        cfg!(feature = "tables"),
        cfg!(feature = "slurm"),
        cfg!(feature = "tracing"),
        cfg!(feature = "tasks"),
        cfg!(feature = "fuzz"),
    ]
    .iter()
    .all(|on| *on);
    assert_eq!(!line.contains("features:"), all, "{line}");
    if !all {
        assert_eq!(
            line.contains("http"),
            cfg!(feature = "http"),
            "{line} and http"
        );
        let help = nexus(&["--help"]);
        assert!(
            help.stdout.contains("built without the features"),
            "--help marks what is left out: {}",
            help.stdout
        );
    }
}

#[test]
fn modes_compiled_out_are_refused_naming_their_feature() {
    let c = combat();
    let mut checked = 0;
    let mut refused = |feature: &str, args: &[&str]| {
        assert_refused(&nexus(args), feature, &args.join(" "));
        checked += 1;
    };
    if !cfg!(feature = "http") {
        refused("http", &["daemon", &c]);
        refused("http", &["mcp", &c, "--http-port", "0"]);
    }
    if !cfg!(feature = "lifecycle") {
        refused("lifecycle", &["serve"]);
        refused("lifecycle", &["install", &c]);
        refused("lifecycle", &["status"]);
    }
    if !cfg!(feature = "eval") {
        refused("eval", &["eval", "combat.fighterDamage 15", "--module", &c]);
    }
    if !cfg!(feature = "sandbox") {
        refused("sandbox", &["run", "--sandbox", &c, "fighterDamage", "15"]);
        refused("sandbox", &["mcp", "--sandbox", &c]);
    }
    if !cfg!(feature = "bare") {
        let py = common::repo().join("examples/bare/textkit.py");
        let py = py.display().to_string();
        refused("bare", &["run", &py, "--help"]);
        refused("bare", &["mcp", &py]);
        refused("bare", &["check", &c]);
        refused("bare", &["init", &py]);
    }
    if !cfg!(feature = "morloc") {
        refused("morloc", &["run", &c, "-f", "mpk", "fighterDamage", "15"]);
        refused("morloc", &["--call-packet", "/nonexistent"]);
    }
    if cfg!(feature = "http") && !cfg!(feature = "morloc") {
        refused("morloc", &["daemon", &c, "--port", "0", "-f", "packet"]);
    }
    if !cfg!(feature = "slurm") {
        refused(
            "slurm",
            &["--slurm", "on", "run", &c, "fighterDamage", "15"],
        );
    }
    if !cfg!(feature = "fuzz") {
        refused("fuzz", &["fuzz", &c, "--runs", "1"]);
    }
    if cfg!(feature = "http") && !cfg!(feature = "tracing") {
        refused(
            "tracing",
            &["daemon", &c, "--port", "0", "--trace-file", "/dev/null"],
        );
    }
    let expected = [
        ("http", 2),
        ("lifecycle", 3),
        ("eval", 1),
        ("sandbox", 2),
        ("bare", 4),
        ("morloc", 2),
        ("slurm", 1),
        ("fuzz", 1),
    ]
    .iter()
    .filter(|(f, _)| !compiled(f))
    .map(|(_, n)| n)
    .sum::<usize>()
        + usize::from(cfg!(feature = "http") && !cfg!(feature = "tracing"))
        + usize::from(cfg!(feature = "http") && !cfg!(feature = "morloc"));
    assert_eq!(checked, expected);
}

/// Whether this build has `feature` (the library's list; the same
/// package's features as this test's `cfg!`).
fn compiled(feature: &str) -> bool {
    nexus::features::compiled().contains(&feature)
}

/// A pool that `morloc make` built (`exec` and `socket`) is refused when
/// it would start, naming the feature; nothing is started.
#[test]
fn a_morloc_built_program_is_refused_without_morloc() {
    if cfg!(feature = "morloc") {
        return;
    }
    let dir = TempDir::new("features-morloc");
    let manifest = r#"{"name":"mbuilt","build":{"path":".","time":0,"morloc_version":"0.98.2","build_params":""},
"pools":[{"lang":"py","exec":["python3","pool.py"],"socket":"pipe-py","pool_hash":"0123456789abcdef","allow_string_null":true,"metadata":{}}],
"commands":[{"name":"echo","type":"remote","mid":1,"pool":0,"needed_pools":[0],"desc":["echo"],"args":[{"kind":"pos","schema":"j","type":"Int","name":null,"metavar":"X","quoted":false,"many":false,"stdin":false,"desc":[],"constraints":[],"metadata":{}}],"return":{"schema":"j","type":"Int","desc":[],"constraints":[],"metadata":{}},"constraints":[],"internal":false,"terminals":[],"metadata":{},"group":null}]}"#;
    let path = dir.write("manifest.json", manifest).display().to_string();
    let out = nexus(&["run", &path, "echo", "1"]);
    assert_ne!(out.code, Some(0), "{out:?}");
    assert!(
        out.stderr.contains("built without the \"morloc\" feature"),
        "{}",
        out.stderr
    );
    assert!(out.stdout.is_empty(), "{}", out.stdout);
}

/// A table argument given as a CSV file needs the `tables` feature.
#[test]
fn a_csv_table_argument_is_refused_without_tables() {
    if cfg!(feature = "tables") {
        return;
    }
    let dir = TempDir::new("features-tables");
    let csv = dir
        .write("t.csv", "name,age\nada,36\n")
        .display()
        .to_string();
    let out = nexus(&["run", &program("allkinds"), "py_table", &csv]);
    assert_eq!(out.code, Some(2), "{out:?}");
    assert!(
        out.stderr.contains("built without the \"tables\" feature"),
        "{}",
        out.stderr
    );
}

/// Without the `tasks` feature, `server/discover` states no tasks
/// extension, and a call that asks for a task is answered in full.
#[test]
fn tasks_are_not_advertised_without_tasks() {
    let meta = r#""_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{"extensions":{"io.modelcontextprotocol/tasks":{}}},"io.modelcontextprotocol/clientInfo":{"name":"features-test","version":"0"}}"#;
    let requests = [
        format!(r#"{{"jsonrpc":"2.0","id":1,"method":"server/discover","params":{{{meta}}}}}"#),
        format!(
            r#"{{"jsonrpc":"2.0","id":2,"method":"tasks/get","params":{{"taskId":"x",{meta}}}}}"#
        ),
    ];
    let (stdout, _) = mcp_pipelined(&combat(), &requests);
    let discover = reply(&stdout, 1);
    let get = reply(&stdout, 2);
    assert!(discover.contains("\"result\""), "{stdout}");
    assert_eq!(
        discover.contains("io.modelcontextprotocol/tasks"),
        cfg!(feature = "tasks"),
        "{discover}"
    );
    if !cfg!(feature = "tasks") {
        assert!(
            get.contains("-32601") && get.contains("Method not found"),
            "{get}"
        );
    }
}
