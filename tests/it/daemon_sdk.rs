//! The official Python MCP SDK's streamable-HTTP client against `nexus
//! daemon` (issue 4): runs `tests/py/test_mcp_http.py` against two daemons
//! this test starts (examples/combat and tests/programs/allkinds).
//!
//! The Python is `NEXUS_TEST_PYTHON`, else `.venv/bin/python` in the repo,
//! else `/tmp/venv/bin/python`; it must import `mcp` (pinned mcp==2.3.0).
//! Without one the test fails with instructions, unless
//! `NEXUS_SKIP_SDK_TESTS=1`. Nothing can hang: the script is killed after
//! 180 s and the daemons are killed by drop guards.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

use common::Daemon;

/// Runs `python script` with `env`, killing it after `limit`; returns
/// (success, stdout + stderr).
fn run_script(
    python: &Path,
    script: &Path,
    env: &[(&str, &str)],
    limit: Duration,
) -> (bool, String) {
    let dir = common::scratch("daemon-sdk", "py");
    let out = std::fs::File::create(dir.join("out")).expect("output file");
    let err = out.try_clone().expect("clone the output file");
    let mut cmd = Command::new(python);
    cmd.arg(script)
        .current_dir(repo())
        .env("NEXUS_BIN", env!("CARGO_BIN_EXE_nexus"))
        .stdin(Stdio::null())
        .stdout(out)
        .stderr(err);
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().expect("spawn python");
    let started = Instant::now();
    let status = loop {
        if let Ok(Some(status)) = child.try_wait() {
            break Some(status);
        }
        if started.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        thread::sleep(Duration::from_millis(50));
    };
    let mut text = std::fs::read_to_string(dir.join("out")).unwrap_or_default();
    let _ = std::fs::remove_dir_all(&dir);
    if status.is_none() {
        text.push_str(&format!("\n(killed after {limit:?})"));
    }
    (status.is_some_and(|s| s.success()), text)
}

#[test]
fn the_official_sdk_drives_mcp_over_http() {
    let python =
        match common::sdk_python("import mcp.client.streamable_http, mcp.shared._httpx_utils") {
            Ok(p) => p,
            Err(why) if std::env::var("NEXUS_SKIP_SDK_TESTS").as_deref() == Ok("1") => {
                eprintln!("skipped (NEXUS_SKIP_SDK_TESTS=1): {why}");
                return;
            }
            Err(why) => panic!("{why}"),
        };
    let combat = Daemon::start(&common::combat(), &[]);
    let allkinds = Daemon::start(&common::program("allkinds"), &[]);
    let script = repo().join("tests/py/test_mcp_http.py");
    let (ok, output) = run_script(
        &python,
        &script,
        &[
            ("NEXUS_COMBAT_URL", &combat.url("/mcp")),
            ("NEXUS_ALLKINDS_URL", &allkinds.url("/mcp")),
        ],
        Duration::from_secs(180),
    );
    assert!(
        ok,
        "{} failed:\n{output}\n--- combat daemon stderr ---\n{}\n--- allkinds daemon stderr ---\n{}",
        script.display(),
        combat.stderr(),
        allkinds.stderr()
    );
    assert!(output.contains("checks passed"), "{output}");
    for d in [&combat, &allkinds] {
        let err = d.stderr();
        assert!(!err.contains("panicked"), "the daemon panicked: {err}");
    }
}
