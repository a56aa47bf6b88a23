//! The official Python MCP SDK (`mcp`, pinned) drives `nexus mcp` over
//! stdio: runs `tests/py/test_mcp_stdio.py` (issue 3's acceptance).
//!
//! The Python is `$NEXUS_TEST_PYTHON`, else `.venv/bin/python` under the
//! repository if it exists, else `/tmp/venv/bin/python`. If none of them can
//! import `mcp`, the test fails and says how to make one, unless
//! `NEXUS_SKIP_SDK_TESTS=1`.

use crate::common;

use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const NEXUS: &str = env!("CARGO_BIN_EXE_nexus");
const REPO: &str = env!("CARGO_MANIFEST_DIR");

#[test]
fn the_official_python_sdk_drives_nexus_mcp() {
    if std::env::var("NEXUS_SKIP_SDK_TESTS").as_deref() == Ok("1") {
        eprintln!("skipped: NEXUS_SKIP_SDK_TESTS=1");
        return;
    }
    let python = common::sdk_python("import mcp, mcp.client.stdio, anyio")
        .unwrap_or_else(|why| panic!("{why}"));
    let script = Path::new(REPO).join("tests/py/test_mcp_stdio.py");
    let mut child = Command::new(&python)
        .arg(&script)
        .env("NEXUS_BIN", NEXUS)
        .current_dir(REPO)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run the SDK test script");
    // Pipes are drained on threads so a chatty child cannot block on them.
    let drain = |mut pipe: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut text = String::new();
            let _ = pipe.read_to_string(&mut text);
            text
        })
    };
    let stdout = drain(Box::new(child.stdout.take().unwrap()));
    let stderr = drain(Box::new(child.stderr.take().unwrap()));
    // The script has its own 60 s limit; this one only guards against a hang.
    let deadline = Instant::now() + Duration::from_secs(120);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            break child.wait().unwrap();
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let stdout = stdout.join().unwrap();
    let stderr = stderr.join().unwrap();
    assert!(
        status.success(),
        "{} {} failed ({status}):\n--- stdout\n{stdout}\n--- stderr\n{stderr}",
        python.display(),
        script.display(),
    );
    assert!(stdout.contains("ok:"), "{stdout}");
}
