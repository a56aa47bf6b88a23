//! Commands with a `"remote"` object run as SLURM jobs (issue 27), on a
//! real cluster: `scripts/slurm-local.sh up` starts a one-node one on
//! loopback. Without a working `sbatch` every test here skips with one
//! line saying so; under `CI=true` that is a failure.
//!
//! Covered: `run`, `mcp`, `daemon` and the front end; a pool error inside
//! the job; a job over its time limit; a call cancelled mid-run (the job is
//! `scancel`led); `sbatch` missing (`--slurm auto` runs locally, `on`
//! refuses); `sacct` failing; a result file missing or corrupt (an `sbatch`
//! wrapper changes what the job runs). Tests take a lock: they share job
//! names and the one node's two CPUs.

use crate::common;

use common::{Daemon, Mcp, TempDir, nexus, spawn_cmd};
use std::io::{Read, Write};
use std::process::Command;
use std::sync::Mutex;
use std::time::{Duration, Instant};

static SERIAL: Mutex<()> = Mutex::new(());

/// Whether a cluster answers; skips (or fails under CI) otherwise.
fn cluster() -> bool {
    let up = Command::new("sinfo")
        .args(["-h", "-o", "%t"])
        .output()
        .is_ok_and(|o| o.status.success() && !o.stdout.is_empty())
        && Command::new("sacct")
            .args(["-n", "-X", "-j", "1"])
            .output()
            .is_ok_and(|o| o.status.success());
    if !up {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "no SLURM cluster answers (sinfo/sacct); CI brings one up with scripts/slurm-local.sh up"
        );
        eprintln!("skipped: no SLURM cluster; start one with scripts/slurm-local.sh up");
    }
    up
}

fn slurmy() -> String {
    common::program("slurmy")
}

/// The sacct state of job `id`, waiting up to `limit` for `want`.
fn sacct_state(id: &str, want: &str, limit: Duration) -> String {
    let start = Instant::now();
    loop {
        let out = Command::new("sacct")
            .args(["-n", "-X", "-P", "-o", "State", "-j", id])
            .output()
            .expect("sacct runs");
        let state = String::from_utf8_lossy(&out.stdout).trim().to_string();
        if state.starts_with(want) || start.elapsed() > limit {
            return state;
        }
        std::thread::sleep(Duration::from_millis(200));
    }
}

/// The job id in an error message (`SLURM job N`).
fn job_id(text: &str) -> String {
    let at = text.find("SLURM job ").expect("the message names the job") + 10;
    text[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect()
}

fn run(args: &[&str], env: &[(&str, &str)]) -> common::Out {
    let mut cmd = Command::new(common::nexus_bin());
    cmd.args(args);
    for (k, v) in env {
        cmd.env(k, v);
    }
    spawn_cmd(&mut cmd).finish(Duration::from_secs(120))
}

#[test]
fn run_mode_submits_a_job_and_gives_its_result() {
    let _l = SERIAL.lock();
    if !cluster() {
        return;
    }
    let p = slurmy();
    assert_eq!(nexus(&["run", &p, "square", "7"]).ok(), "49");
    let id = nexus(&["run", &p, "where"])
        .ok()
        .trim_matches('"')
        .to_string();
    assert!(!id.is_empty(), "the call ran outside a job");
    assert_eq!(
        sacct_state(&id, "COMPLETED", Duration::from_secs(10)),
        "COMPLETED"
    );
    // --slurm off: the same command in the nexus's own pool.
    assert_eq!(nexus(&["--slurm", "off", "run", &p, "where"]).ok(), "\"\"");
    assert_eq!(nexus(&["run", &p, "local_square", "5"]).ok(), "25");
}

#[test]
fn a_pool_error_inside_the_job_gives_the_functions_message_and_the_job_id() {
    let _l = SERIAL.lock();
    if !cluster() {
        return;
    }
    let out = nexus(&["run", &slurmy(), "boom", "kaput"]);
    assert_eq!(out.code, Some(1), "{}", out.stderr);
    assert!(out.stderr.contains("ValueError: kaput"), "{}", out.stderr);
    let id = job_id(&out.stderr);
    assert_eq!(
        sacct_state(&id, "FAILED", Duration::from_secs(10)),
        "FAILED"
    );
}

#[test]
fn a_job_over_its_time_limit_is_given_up_and_cancelled() {
    let _l = SERIAL.lock();
    if !cluster() {
        return;
    }
    let start = Instant::now();
    let out = run(
        &["run", &slurmy(), "nap", "60"],
        &[("NEXUS_SLURM_MARGIN_MS", "1500")],
    );
    assert_eq!(out.code, Some(1), "{}", out.stderr);
    assert!(
        out.stderr
            .contains("did not finish within its time limit of 2 s"),
        "{}",
        out.stderr
    );
    assert!(
        start.elapsed() < Duration::from_secs(20),
        "{:?}",
        start.elapsed()
    );
    let id = job_id(&out.stderr);
    assert!(
        sacct_state(&id, "CANCELLED", Duration::from_secs(15)).starts_with("CANCELLED"),
        "job {id} was not cancelled"
    );
}

#[test]
fn a_call_cancelled_over_mcp_scancels_its_job() {
    let _l = SERIAL.lock();
    if !cluster() {
        return;
    }
    let mut cmd = Command::new(common::nexus_bin());
    cmd.args(["mcp", &slurmy()])
        .env("NEXUS_SLURM_MARGIN_MS", "60000")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null());
    let mut child = cmd.spawn().expect("nexus mcp starts");
    let mut stdin = child.stdin.take().expect("stdin");
    let mut stdout = child.stdout.take().expect("stdout");
    for line in [
        r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"0"}}}"#,
        r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
        r#"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"nap","arguments":{"_1":30}}}"#,
    ] {
        writeln!(stdin, "{line}").unwrap();
    }
    // The job's id: the newest nexus-nap job once it runs.
    let start = Instant::now();
    let id = loop {
        let out = Command::new("squeue")
            .args(["-h", "-n", "nexus-nap", "-t", "RUNNING", "-o", "%i"])
            .output()
            .expect("squeue runs");
        let text = String::from_utf8_lossy(&out.stdout).trim().to_string();
        if let Some(id) = text.lines().last().filter(|l| !l.is_empty()) {
            break id.to_string();
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the nap job never ran"
        );
        std::thread::sleep(Duration::from_millis(100));
    };
    writeln!(
        stdin,
        r#"{{"jsonrpc":"2.0","method":"notifications/cancelled","params":{{"requestId":2,"reason":"test"}}}}"#
    )
    .unwrap();
    let state = sacct_state(&id, "CANCELLED", Duration::from_secs(15));
    drop(stdin);
    let _ = child.wait();
    let mut rest = String::new();
    let _ = stdout.read_to_string(&mut rest);
    assert!(state.starts_with("CANCELLED"), "job {id}: {state}");
}

#[test]
fn mcp_daemon_and_front_end_run_remote_commands_as_jobs() {
    let _l = SERIAL.lock();
    if !cluster() {
        return;
    }
    let p = slurmy();
    let mut m = Mcp::start(&p);
    let (err, text) = m.call("square", r#"{"_1":9}"#);
    assert!(!err, "{text}");
    assert_eq!(text, "81");
    let (err, text) = m.call("boom", r#"{"_1":"over mcp"}"#);
    assert!(
        err && text.contains("over mcp") && text.contains("SLURM job"),
        "{text}"
    );
    m.finish();

    let d = Daemon::start(&p, &[]);
    let reply = post(d.addr, "/call/square", "[11]");
    assert!(reply.contains("121"), "{reply}");

    // The front end: install, start, call, stop, in a home of its own.
    let home = TempDir::new("slurm-fe");
    let fe = |args: &[&str]| {
        let mut cmd = Command::new(common::nexus_bin());
        cmd.args(args)
            .env("NEXUS_HOME", home.join("h"))
            .env_remove("NEXUS_TOKEN");
        spawn_cmd(&mut cmd).finish(Duration::from_secs(60))
    };
    fe(&["install", &p]).ok();
    fe(&["expose", "add", "slurmy", "--as", "mcp,api"]).ok();
    let started = fe(&["start", "--port", "0"]);
    let stop = Guard(Box::new(|| {
        let _ = fe(&["stop"]);
    }));
    started.ok();
    let record = std::fs::read_to_string(home.join("h/server.json")).expect("server.json");
    let v = common::json(&record);
    let addr: std::net::SocketAddr = nexus::json::get_str(&v, "address")
        .expect("address")
        .parse()
        .expect("an address");
    let reply = post(addr, "/call/slurmy/square", "[12]");
    assert!(reply.contains("144"), "{reply}");
    drop(stop);
}

struct Guard<'a>(Box<dyn Fn() + 'a>);
impl Drop for Guard<'_> {
    fn drop(&mut self) {
        (self.0)()
    }
}

fn post(addr: std::net::SocketAddr, path: &str, body: &str) -> String {
    let mut s = std::net::TcpStream::connect(addr).expect("connect");
    s.set_read_timeout(Some(Duration::from_secs(120))).unwrap();
    write!(
        s,
        "POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut out = String::new();
    let _ = s.read_to_string(&mut out);
    out
}

/// A directory for PATH with links to `names` (from the current PATH) and
/// the scripts given.
fn path_dir(tag: &str, links: &[&str], scripts: &[(&str, &str)]) -> TempDir {
    let dir = TempDir::new(tag);
    for name in links {
        let target = if *name == "python3" {
            // The interpreter itself, not a shim (pyenv's needs bash).
            let out = Command::new("python3")
                .args(["-c", "import sys; print(sys.executable)"])
                .output()
                .expect("python3 runs");
            std::path::PathBuf::from(String::from_utf8_lossy(&out.stdout).trim())
        } else {
            which(name)
        };
        std::os::unix::fs::symlink(target, dir.join(name)).expect("symlink");
    }
    for (name, text) in scripts {
        let path = dir.write(name, text);
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    dir
}

fn which(name: &str) -> std::path::PathBuf {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .map(|d| d.join(name))
        .find(|p| p.is_file())
        .unwrap_or_else(|| panic!("{name} is not on PATH"))
}

#[test]
fn without_sbatch_auto_runs_locally_and_on_refuses() {
    let _l = SERIAL.lock();
    // No cluster needed: PATH has python3 and no sbatch.
    let dir = path_dir("nosbatch", &["python3"], &[]);
    let path = dir.display();
    let p = slurmy();
    let out = run(&["run", &p, "square", "6"], &[("PATH", &path)]);
    assert_eq!(out.ok(), "36");
    let lines = out.stderr_lines();
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].contains("sbatch is not on PATH"), "{lines:?}");
    let out = run(
        &["--slurm", "on", "run", &p, "square", "6"],
        &[("PATH", &path)],
    );
    assert_eq!(out.code, Some(1));
    assert!(
        out.stderr.contains("sbatch is not on PATH"),
        "{}",
        out.stderr
    );
    let out = run(&["--slurm", "maybe", "run", &p, "square", "6"], &[]);
    assert_eq!(out.code, Some(2), "{}", out.stderr);
}

#[test]
fn sacct_failing_is_a_clear_error_and_the_job_is_cancelled() {
    let _l = SERIAL.lock();
    if !cluster() {
        return;
    }
    let dir = path_dir(
        "badsacct",
        &[],
        &[(
            "sacct",
            "#!/bin/sh\necho 'sacct: error: accounting is down' >&2\nexit 1\n",
        )],
    );
    let path = format!(
        "{}:{}",
        dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let out = run(&["run", &slurmy(), "nap", "20"], &[("PATH", &path)]);
    assert_eq!(out.code, Some(1), "{}", out.stderr);
    assert!(
        out.stderr.contains("sacct failed") && out.stderr.contains("accounting is down"),
        "{}",
        out.stderr
    );
    let id = job_id(&out.stderr);
    assert!(sacct_state(&id, "CANCELLED", Duration::from_secs(15)).starts_with("CANCELLED"));
}

/// An sbatch that runs `job` (with DIR the job directory) instead of what
/// nexus asked for.
fn sbatch_running(tag: &str, job: &str) -> TempDir {
    let real = which("sbatch");
    let script = format!(
        "#!/bin/sh\nfor a; do case $a in --output=*) DIR=$(dirname \"${{a#--output=}}\");; esac; done\n\
         exec {} --parsable --output=$DIR/out --error=$DIR/err --time=1 --wrap=\"{job}\"\n",
        real.display()
    );
    path_dir(tag, &[], &[("sbatch", &script)])
}

#[test]
fn a_result_file_missing_or_corrupt_is_a_clear_error() {
    let _l = SERIAL.lock();
    if !cluster() {
        return;
    }
    for (tag, job, want) in [
        ("missing", "true", "left no result"),
        ("corrupt", "echo '{not json' > $DIR/result.json", "not JSON"),
    ] {
        let dir = sbatch_running(tag, job);
        let path = format!(
            "{}:{}",
            dir.display(),
            std::env::var("PATH").unwrap_or_default()
        );
        let out = run(&["run", &slurmy(), "square", "3"], &[("PATH", &path)]);
        assert_eq!(out.code, Some(1), "{tag}: {}", out.stderr);
        assert!(out.stderr.contains(want), "{tag}: {}", out.stderr);
        assert!(out.stderr.contains("SLURM job"), "{tag}: {}", out.stderr);
    }
}

/// The morloc peer (`../shared/morloc/build-peer.sh`), if built.
fn peer() -> Option<std::path::PathBuf> {
    let dir = crate::common::morloc_peer_dir();
    if dir.join("home/bin/morloc-nexus").is_file() {
        return Some(dir);
    }
    crate::common::skip_outside_ci(&format!(
        "skipped: no morloc peer at {} (PREFIX={} ../shared/morloc/build-peer.sh)",
        dir.display(),
        dir.display()
    ))
}

/// tests/morloc/make-remote.py's program, built into `dir`: its manifest.
fn remote_program(peer: &std::path::Path, dir: &TempDir) -> String {
    let status = Command::new("python3")
        .arg(common::repo().join("tests/morloc/make-remote.py"))
        .arg(peer)
        .arg(dir.join("build"))
        .stdout(std::process::Stdio::null())
        .status()
        .expect("python3 runs make-remote.py");
    assert!(status.success(), "make-remote.py failed");
    dir.join("build/remote/remote-build/manifest.json")
        .display()
        .to_string()
}

#[test]
fn morlocs_labelled_remote_calls_run_on_slurm_through_nexus() {
    let _l = SERIAL.lock();
    let Some(peer) = peer() else { return };
    if !cluster() {
        return;
    }
    let dir = TempDir::new("morloc-remote");
    let m = remote_program(&peer, &dir);
    let home = peer.join("home").display().to_string();
    let cache = dir.join("cache").display().to_string();
    let env = [
        ("MORLOC_HOME", home.as_str()),
        ("MORLOC_CACHE_BASE", cache.as_str()),
    ];
    // `foo x = big@bar x`, bar x = x + 1 (morloc's golden test): the
    // generated pool's remote_call submits `nexus --call-packet …`.
    let out = run(&["run", &m, "foo", "5"], &env);
    assert_eq!(out.ok(), "6");
    let out = run(&["run", &m, "fooJob", "7"], &env);
    let text = out.ok().trim_matches('"').to_string();
    let (id, x) = text.split_once(':').expect("JOBID:7");
    assert_eq!(x, "7");
    assert_eq!(
        sacct_state(id, "COMPLETED", Duration::from_secs(10)),
        "COMPLETED"
    );
    // Every result packet in libmorloc's cache is inline, without a
    // metadata block (libmorloc 0.98.2 frees a pointer into one).
    let mut results = 0;
    for entry in std::fs::read_dir(dir.join("cache/_remote")).expect("the remote cache") {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if name.ends_with(".dat") && !name.ends_with("-call.dat") {
            let bytes = std::fs::read(&path).unwrap();
            let header =
                nexus::morloc::packet::Header::decode(bytes[..32].try_into().unwrap(), u64::MAX)
                    .unwrap();
            if header.kind == nexus::morloc::packet::TYPE_DATA
                && header.source == nexus::morloc::packet::SOURCE_MESG
                && bytes.len() == 32 + header.length as usize
                && header.offset == 0
            {
                results += 1;
            }
        }
    }
    assert!(
        results >= 2,
        "no metadata-free inline result packets in the cache"
    );
    // A labelled function that raises: its message comes back.
    let out = run(&["run", &m, "fooFail", "3"], &env);
    assert_eq!(out.code, Some(1), "{}", out.stderr);
    assert!(out.stderr.contains("bar says no to 3"), "{}", out.stderr);

    // morloc's own nexus on the same program: its job fails on the argv
    // its own library emits, and the call fails.
    let cache2 = dir.join("cache2").display().to_string();
    let out = Command::new(peer.join("home/bin/morloc-nexus"))
        .args(["run", &m, "foo", "5"])
        .env("MORLOC_HOME", &home)
        .env("MORLOC_CACHE_BASE", &cache2)
        .output()
        .expect("morloc-nexus runs");
    assert!(!out.status.success());
    let err = std::fs::read_dir(dir.join("cache2/_remote"))
        .expect("morloc's remote cache")
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().ends_with(".err"))
        .map(|e| std::fs::read_to_string(e.path()).unwrap_or_default())
        .collect::<String>();
    assert!(err.contains("unexpected argument '--call-packet'"), "{err}");
}

#[test]
fn a_bad_call_packet_gives_a_fail_packet_and_exit_1() {
    let _l = SERIAL.lock();
    let Some(peer) = peer() else { return };
    let dir = TempDir::new("bad-packet");
    let m = remote_program(&peer, &dir);
    for (tag, bytes) in [
        (
            "garbage",
            b"not a packet at all, longer than a header....".to_vec(),
        ),
        ("truncated", {
            let mut call = nexus::morloc::packet::call(2, &[]);
            call[24] = 40; // says 40 bytes follow, none do
            call
        }),
    ] {
        let packet = dir.write(tag, "");
        std::fs::write(&packet, &bytes).unwrap();
        let out_file = dir.join(&format!("{tag}.out"));
        let out = run(
            &[
                "--call-packet",
                &packet.display().to_string(),
                "--socket-base",
                "pipe-py",
                "--output-file",
                &out_file.display().to_string(),
                "--output-form",
                "packet",
            ],
            &[("MORLOC_MANIFEST_PATH", &m)],
        );
        assert_eq!(out.code, Some(1), "{tag}: {}", out.stderr);
        let written = std::fs::read(&out_file).expect("a FAIL packet is written");
        let header =
            nexus::morloc::packet::Header::decode(written[..32].try_into().unwrap(), u64::MAX)
                .unwrap();
        assert_eq!(header.status, nexus::morloc::packet::STATUS_FAIL, "{tag}");
        let message = String::from_utf8_lossy(&written[32..]);
        assert!(message.contains("call packet"), "{tag}: {message}");
    }
}
