//! Programs that `morloc make` built, served by our nexus (issue 10): the
//! real peer's pools (morloc 0.98.2's Python, R and C++ pool templates over
//! libmorloc) through `run` and `mcp`, compared with morloc's own nexus on
//! the same manifest.
//!
//! The peer is built by `../shared/morloc/build-peer.sh` into
//! `$NEXUS_MORLOC_PEER` (default `~/.cache/nexus-ci/morloc-peer`). Without
//! it these tests skip with a note, unless `CI=true`, where a missing peer
//! fails. The `extras` program (raising functions in each language,
//! integer extremes, optionals, nested records, large strings) is generated
//! by tests/morloc/make-extras.py into the cache directory beside the peer.

use crate::common;

use common::*;
use std::path::PathBuf;
use std::time::Duration;

fn peer() -> Option<PathBuf> {
    crate::common::morloc_peer("morloc interop")
}

fn polyglot(peer: &std::path::Path) -> String {
    peer.join("polyglot/polyglot-build/manifest.json")
        .display()
        .to_string()
}

/// The extras program (tests/morloc/make-extras.py), built once beside the
/// peer per content of its generator (`common::peer_program`).
fn extras(peer: &std::path::Path) -> String {
    peer_program(peer, "extras")
}

/// morloc's own nexus on the same manifest: `run CMD ARGS…` → stdout.
fn upstream_run(peer: &std::path::Path, manifest: &str, args: &[&str]) -> String {
    let out = std::process::Command::new(peer.join("home/bin/morloc-nexus"))
        .env("MORLOC_HOME", peer.join("home"))
        .arg("run")
        .arg(manifest)
        .args(args)
        .output()
        .expect("morloc-nexus runs");
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

#[test]
fn polyglot_in_run_matches_morlocs_nexus() {
    let Some(peer) = peer() else { return };
    let m = polyglot(&peer);
    let calls: &[(&[&str], &str)] = &[
        (&["pyAdd", "2", "3"], "5"),
        (&["pyGreet", "World"], r#""Hello, World!""#),
        // A "literal string" argument (`quoted: true`) takes the word as it
        // is, quotes and all.
        (&["pyGreet", r#""Zoë""#], r#""Hello, \"Zoë\"!""#),
        (&["cppLen", r#""ab""#], "4"),
        (&["pyStats", "[1,2,3]"], r#"{"n":3,"mean":2.0}"#),
        (&["rAdd", "2", "3"], "5"),
        (&["rRev", "[1,2,3]"], "[3,2,1]"),
        (&["cppAdd", "2", "3"], "5"),
        (&["cppLen", "hello"], "5"),
    ];
    let results = parallel(calls, 4, |(args, want)| {
        let mut argv = vec!["run", m.as_str()];
        argv.extend(args.iter());
        let ours = json(nexus(&argv).ok());
        let theirs = upstream_run(&peer, &m, args);
        (args[0], ours, json(want), json(&theirs))
    });
    for (name, ours, want, theirs) in results {
        assert!(
            same(&ours, &want, true),
            "{name}: ours {ours:?}, want {want:?}"
        );
        assert!(
            same(&ours, &theirs, true),
            "{name}: ours {ours:?}, morloc's {theirs:?}"
        );
    }
    // 200,000 characters built in C++ come back through shared memory, and
    // 3 MiB, which the nexus reads out of the volume with pread(2).
    for n in [200_000, 3 << 20] {
        let big = nexus(&["run", m.as_str(), "cppBig", &n.to_string()]);
        assert_eq!(big.ok().trim(), format!("\"{}\"", "x".repeat(n)));
    }
}

/// A list result above 64 KiB (R's `rRev` of 20,000 integers: 320 KB of
/// slots in shared memory) is printed from its voidstar a run at a time,
/// never held as a tree (issue 30): the same bytes as morloc's nexus in
/// `run`, plain and pretty, and the same list over the daemon's `/call`,
/// where the argument (120 KB of text) is encoded from its text.
#[test]
fn a_big_list_result_prints_what_morlocs_nexus_prints() {
    let Some(peer) = peer() else { return };
    let m = polyglot(&peer);
    let items: Vec<String> = (0..10_000i64)
        .map(|i| (i * 3 - 5_000).to_string())
        .collect();
    let arg = format!("[{}]", items.join(","));
    let reversed: Vec<&str> = items.iter().rev().map(String::as_str).collect();
    let want = format!("[{}]", reversed.join(","));
    for opts in [&[][..], &["-p"][..]] {
        let mut args = opts.to_vec();
        args.extend(["rRev", arg.as_str()]);
        let mut argv = vec!["run", m.as_str()];
        argv.extend(args.iter());
        let (ours, theirs) = (nexus(&argv), upstream_out(&peer, &m, &args));
        assert_eq!(
            (ours.code, theirs.code),
            (Some(0), Some(0)),
            "{opts:?}: {}",
            ours.stderr
        );
        assert!(
            ours.stdout == theirs.stdout,
            "{opts:?}: the printed lists differ"
        );
        if opts.is_empty() {
            assert!(ours.stdout.trim() == want, "the list came back changed");
        }
    }
    let daemon = Daemon::start(&m, &[]);
    let (status, body) = post(daemon.addr, "/call/rRev", &format!("[{arg}]"));
    assert_eq!(status, 200);
    assert!(
        body == format!("{{\"status\":\"ok\",\"result\":{want}}}"),
        "the daemon's list came back changed"
    );
}

/// `morloc-nexus run <manifest> ARGS…`: exit code, stdout, stderr.
fn upstream_out(peer: &std::path::Path, manifest: &str, args: &[&str]) -> Out {
    let mut cmd = std::process::Command::new(peer.join("home/bin/morloc-nexus"));
    cmd.env("MORLOC_HOME", peer.join("home"))
        .arg("run")
        .arg(manifest)
        .args(args);
    spawn_cmd(&mut cmd).finish(Duration::from_secs(60))
}

/// morloc's nexus options before the command (`-p`, `-f`, `-o`, `-q`), and
/// a record's declared field order: what morloc's nexus prints, byte for
/// byte, and the same exit code for a form neither writes.
#[test]
fn nexus_options_print_what_morlocs_nexus_prints() {
    let Some(peer) = peer() else { return };
    let m = polyglot(&peer);
    let runs: &[&[&str]] = &[
        &["pyStats", "[1,2]"],
        &["-p", "pyStats", "[1,2]"],
        &["--print", "rRev", "[]"],
        &["-pq", "rRev", "[1,2]"],
        &["-f", "jsonl", "rRev", "[1,2]"],
        &["--output-form=jsonl", "pyStats", "[1,2]"],
        &["-p", "-f", "jsonl", "rRev", "[3]"],
        &["-f", "xml", "rRev", "[1]"],
        &["-p", "-p", "pyAdd", "1", "2"],
    ];
    let results = parallel(runs, 4, |args| {
        let mut argv = vec!["run", m.as_str()];
        argv.extend(args.iter());
        (args.to_vec(), nexus(&argv), upstream_out(&peer, &m, args))
    });
    for (args, ours, theirs) in results {
        assert_eq!(ours.code, theirs.code, "{args:?}: {ours:?} vs {theirs:?}");
        assert_eq!(ours.stdout, theirs.stdout, "{args:?}");
    }
    // -o: the same file, JSON and msgpack.
    let dir = TempDir::new("nexus-options");
    for (form, args) in [("json", ["pyStats", "[1,2]"]), ("mpk", ["rRev", "[1,2]"])] {
        let (mine, upstream) = (
            dir.join(&format!("ours.{form}")),
            dir.join(&format!("theirs.{form}")),
        );
        for (file, ours) in [(&mine, true), (&upstream, false)] {
            let file = file.display().to_string();
            let argv = ["-o", file.as_str(), "-f", form, args[0], args[1]];
            let out = if ours {
                let mut all = vec!["run", m.as_str()];
                all.extend(argv);
                nexus(&all)
            } else {
                upstream_out(&peer, &m, &argv)
            };
            assert_eq!(
                (out.code, out.stdout.as_str()),
                (Some(0), ""),
                "{argv:?}: {out:?}"
            );
        }
        let (a, b) = (
            std::fs::read(&mine).unwrap(),
            std::fs::read(&upstream).unwrap(),
        );
        assert!(
            !a.is_empty() && a == b,
            "-o -f {form}: {a:?} vs morloc's {b:?}"
        );
    }
}

#[test]
fn a_raising_function_fails_with_its_own_message_in_each_language() {
    let Some(peer) = peer() else { return };
    let m = extras(&peer);
    for (cmd, lang) in [("pyFail", "py"), ("rFail", "r"), ("cppFail", "cpp")] {
        let out = nexus(&["run", m.as_str(), cmd, "7"]);
        assert_ne!(out.code, Some(0), "{cmd} must fail");
        assert!(
            out.stderr.contains(&format!("{lang} says no to 7")),
            "{cmd}: the function's message, got {:?}",
            out.stderr
        );
    }
}

#[test]
fn every_schema_kind_round_trips_through_a_python_pool() {
    let Some(peer) = peer() else { return };
    let m = extras(&peer);
    let nest = r#"{"name":"ünï","tags":["x","y"],"inner":{"a":1,"b":null}}"#;
    let nest_set = r#"{"name":"a","tags":[],"inner":{"a":-1,"b":2.5}}"#;
    let calls: &[(&str, &str, &str)] = &[
        ("pyInt", "9223372036854775807", "9223372036854775807"),
        ("pyInt", "-9223372036854775808", "-9223372036854775808"),
        ("pyInt", "18446744073709551615", "18446744073709551615"),
        ("pyI64", "-9223372036854775808", "-9223372036854775808"),
        ("pyU64", "18446744073709551615", "18446744073709551615"),
        ("pyU64", "0", "0"),
        ("pyOpt", "null", "null"),
        ("pyOpt", "5", "5"),
        ("pyStr", "héllo → 世界 🦀", r#""héllo → 世界 🦀""#),
        ("pyLen", "héllo", "6"),
        (
            "pyNest",
            nest,
            r#"{"name":"ünï!","tags":["y","x"],"inner":{"a":2,"b":null}}"#,
        ),
        (
            "pyNest",
            nest_set,
            r#"{"name":"a!","tags":[],"inner":{"a":0,"b":2.5}}"#,
        ),
    ];
    let results = parallel(calls, 4, |(cmd, arg, want)| {
        let out = nexus(&["run", m.as_str(), cmd, arg]);
        (*cmd, *arg, json(out.ok()), json(want))
    });
    for (cmd, arg, got, want) in results {
        assert!(
            same(&got, &want, false),
            "{cmd} {arg}: got {got:?}, want {want:?}"
        );
    }
}

/// Starts `nexus mcp`, sends every call at once (all in flight), and
/// collects (isError, text) by id.
fn mcp_batch(program: &str, calls: &[(String, String)]) -> Vec<(bool, String)> {
    let mut client = McpStdio::start(&[program]);
    for (i, (name, args)) in calls.iter().enumerate() {
        client.call(i as u32 + 1, name, args);
    }
    let mut out: Vec<Option<(bool, String)>> = vec![None; calls.len()];
    let deadline = std::time::Instant::now() + Duration::from_secs(120);
    while out.iter().any(Option::is_none) {
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        let line = client
            .lines
            .recv_timeout(left)
            .expect("every call is answered in time");
        let v = json(&line);
        let Some(id) = nexus::json::get(&v, "id").and_then(|i| match i {
            nexus::json::Value::Number(nexus::json::Number::U64(n)) => Some(*n as usize),
            _ => None,
        }) else {
            continue;
        };
        if id == 0 || id > calls.len() {
            continue;
        }
        let result = nexus::json::get(&v, "result");
        let is_error = result.is_none_or(|r| {
            matches!(
                nexus::json::get(r, "isError"),
                Some(nexus::json::Value::Bool(true))
            )
        });
        out[id - 1] = Some((is_error, line));
    }
    out.into_iter().map(|o| o.unwrap_or_default()).collect()
}

/// Issue 39's reproduction: eight calls of a 200 kB string in flight at
/// once, each result in shared memory, every round right (the pool frees
/// a result at its next job; nexus lets the next call reach it only once
/// it holds the one before).
#[test]
fn eight_big_strings_in_flight_come_back_right_every_round() {
    let Some(peer) = peer() else { return };
    let m = extras(&peer);
    for round in 0..4 {
        let texts: Vec<String> = (0..8)
            .map(|i| format!("round {round} caller {i} ") + &patterned(200_000))
            .collect();
        let calls: Vec<(String, String)> = texts
            .iter()
            .map(|t| {
                (
                    "pyStr".to_string(),
                    format!(r#"{{"_1":{}}}"#, nexus::json::quote(t)),
                )
            })
            .collect();
        let replies = mcp_batch(&m, &calls);
        for (i, (is_error, line)) in replies.iter().enumerate() {
            assert!(
                !is_error,
                "round {round}, caller {i}: {}",
                &line[..line.len().min(400)]
            );
            let v = json(line);
            let text = nexus::json::get(&v, "result")
                .and_then(|r| nexus::json::get(r, "content"))
                .and_then(|c| match c {
                    nexus::json::Value::Array(a) => a.first(),
                    _ => None,
                })
                .and_then(|c| nexus::json::get_str(c, "text"))
                .map(json);
            let got = match text {
                Some(nexus::json::Value::String(s)) => s,
                other => panic!("round {round}, caller {i}: {other:?}"),
            };
            assert!(got == texts[i], "round {round}, caller {i}: another answer");
        }
    }
}

#[test]
fn sixteen_concurrent_mcp_callers_get_their_own_answers() {
    let Some(peer) = peer() else { return };
    let m = extras(&peer);
    let calls: Vec<(String, String)> = (0..16)
        .map(|i| ("pyStr".to_string(), format!(r#"{{"_1":"caller {i} ✓"}}"#)))
        .collect();
    let start = std::time::Instant::now();
    let replies = mcp_batch(&m, &calls);
    for (i, (is_error, text)) in replies.iter().enumerate() {
        assert!(!is_error, "caller {i}: {text}");
        assert!(
            text.contains(&format!("caller {i} ✓")),
            "caller {i} got {text}"
        );
    }
    assert!(start.elapsed() < Duration::from_secs(60));
}

#[test]
fn sixteen_mebibyte_strings_travel_each_way() {
    let Some(peer) = peer() else { return };
    let m = extras(&peer);
    let n = 16 << 20;
    let big = "é".repeat(n / 2);
    let calls = vec![
        (
            "pyLen".to_string(),
            format!(r#"{{"_1":{}}}"#, nexus::json::quote(&big)),
        ),
        ("pyBig".to_string(), format!(r#"{{"_1":{n}}}"#)),
    ];
    let replies = mcp_batch(&m, &calls);
    assert!(!replies[0].0, "{:.300}", replies[0].1);
    assert!(
        replies[0].1.contains(&n.to_string()),
        "{:.300}",
        replies[0].1
    );
    assert!(!replies[1].0, "{:.300}", replies[1].1);
    assert!(replies[1].1.matches('y').count() >= n, "16 MiB back");
}

#[test]
fn a_pool_killed_mid_call_fails_that_call_and_the_next_one_is_served() {
    let Some(peer) = peer() else { return };
    let m = extras(&peer);
    let mut mcp = Mcp::start(&m);
    let (err, text) = mcp.call("pyInt", r#"{"_1":1}"#);
    assert!(!err, "{text}");
    let pool = children_of(mcp.pid())
        .into_iter()
        .find(|(_, cmd)| cmd.contains("pool.py"))
        .expect("the python pool runs under the nexus");
    let killer = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(500));
        signal(pool.0, "KILL");
        let _ = std::process::Command::new("kill")
            .args(["-s", "KILL", "--", &format!("-{}", pool.0)])
            .status();
    });
    let (err, text) = mcp.call("pySleep", r#"{"_1":5.0}"#);
    killer.join().unwrap();
    assert!(err, "the call on a killed pool fails: {text}");
    let mut served = false;
    for _ in 0..100 {
        let (err, text) = mcp.call("pyInt", r#"{"_1":2}"#);
        if !err && text.contains('2') {
            served = true;
            break;
        }
        std::thread::sleep(Duration::from_millis(200));
    }
    assert!(served, "a restarted pool serves the next call");
    mcp.finish();
}

/// Live (non-zombie) processes whose process group is `pgid`.
fn group_members(pgid: u32) -> Vec<u32> {
    let mut out = Vec::new();
    let Ok(dir) = std::fs::read_dir("/proc") else {
        return out;
    };
    for e in dir.flatten() {
        let Some(pid) = e.file_name().to_str().and_then(|n| n.parse::<u32>().ok()) else {
            continue;
        };
        let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
            continue;
        };
        let Some(after) = stat.rfind(')').map(|i| &stat[i + 1..]) else {
            continue;
        };
        // state ppid pgrp …
        let fields: Vec<&str> = after.split_whitespace().collect();
        if fields.len() > 2 && fields[0] != "Z" && fields[2].parse::<u32>().ok() == Some(pgid) {
            out.push(pid);
        }
    }
    out
}

/// Kills a process group on drop, so a failing test leaves nothing behind.
struct GroupReaper(u32);

impl Drop for GroupReaper {
    fn drop(&mut self) {
        let _ = std::process::Command::new("kill")
            .args(["-s", "KILL", "--", &format!("-{}", self.0)])
            .stderr(std::process::Stdio::null())
            .status();
    }
}

/// A pool's main process killed just before the nexus (so it never passes
/// the nexus's end on to its workers) leaves a worker busy in a call: the
/// sweeper must still end the whole group once the nexus is SIGKILLed.
#[test]
fn sigkill_of_the_nexus_ends_every_morloc_pool_process() {
    use std::io::Write;
    let Some(peer) = peer() else { return };
    let m = extras(&peer);
    let mut child = std::process::Command::new(nexus_bin())
        .args(["mcp", m.as_str()])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("nexus mcp starts");
    let mut stdin = child.stdin.take().expect("stdin");
    let text = concat!(
        r#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"0"}}}"#,
        "\n",
        r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
        "\n",
        r#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"pySleep","arguments":{"_1":30.0}}}"#,
        "\n"
    );
    stdin.write_all(text.as_bytes()).expect("write");
    let nexus_pid = child.id();
    let mut pool = None;
    let found = wait_until(Duration::from_secs(30), || {
        pool = children_of(nexus_pid)
            .into_iter()
            .find(|(_, cmd)| cmd.contains("pool.py"));
        pool.as_ref().is_some_and(|p| group_members(p.0).len() > 2)
    });
    let pool = pool.expect("the python pool runs under the nexus");
    let _reaper = GroupReaper(pool.0);
    assert!(
        found,
        "the pool forked workers: {:?}",
        group_members(pool.0)
    );
    // The call is in a worker now.
    std::thread::sleep(Duration::from_millis(1500));
    signal(pool.0, "KILL");
    signal(nexus_pid, "KILL");
    let _ = child.wait();
    let gone = wait_until(Duration::from_secs(3), || group_members(pool.0).is_empty());
    assert!(
        gone,
        "pool processes outlived the nexus: {:?}",
        group_members(pool.0)
    );
}

/// `POST path body` to a daemon, one connection: (status, body).
fn post(addr: std::net::SocketAddr, path: &str, body: &str) -> (u16, String) {
    use std::io::{Read, Write};
    let Ok(mut s) = std::net::TcpStream::connect(addr) else {
        return (0, String::new());
    };
    let _ = s.set_read_timeout(Some(Duration::from_secs(30)));
    let req = format!(
        "POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    let _ = s.write_all(req.as_bytes());
    let mut out = String::new();
    let _ = s.read_to_string(&mut out);
    let status = out
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let body = out.split_once("\r\n\r\n").map(|(_, b)| b).unwrap_or("");
    (status, body.to_string())
}

/// Seed 001 with a morloc pool: its whole group killed under a daemon, the
/// daemon recovers (new processes, a new shared-memory generation, the old
/// one swept) and serves again.
#[test]
fn a_daemon_recovers_from_a_killed_morloc_pool() {
    let Some(peer) = peer() else { return };
    let m = extras(&peer);
    let daemon = Daemon::start(&m, &[]);
    let (status, body) = post(daemon.addr, "/call/pyInt", "[1]");
    assert_eq!(status, 200, "{body}");
    let pid = daemon.child.id();
    let pool = children_of(pid)
        .into_iter()
        .find(|(_, cmd)| cmd.contains("pool.py"))
        .expect("the python pool runs under the daemon");
    let gen0 = format!("nexus.{pid}.0.");
    assert!(!shm_entries(&gen0).is_empty(), "generation 0 has objects");
    let _reaper = GroupReaper(pool.0);
    let _ = std::process::Command::new("kill")
        .args(["-s", "KILL", "--", &format!("-{}", pool.0)])
        .status();
    let mut served = false;
    for _ in 0..150 {
        let (status, body) = post(daemon.addr, "/call/pyInt", "[2]");
        if status == 200 && body.contains('2') {
            served = true;
            break;
        }
        assert!(
            status == 503 || status == 0,
            "a call during recovery: {status} {body}"
        );
        std::thread::sleep(Duration::from_millis(200));
    }
    assert!(
        served,
        "the daemon serves after recovery: {}",
        daemon.stderr()
    );
    let fresh = children_of(pid)
        .into_iter()
        .find(|(_, cmd)| cmd.contains("pool.py"))
        .expect("a new python pool");
    assert_ne!(fresh.0, pool.0, "a new pool process");
    assert!(
        group_members(pool.0).is_empty(),
        "the old pool's group is gone"
    );
    assert!(
        wait_until(Duration::from_secs(5), || shm_entries(&gen0).is_empty()),
        "generation 0 swept: {:?}",
        shm_entries(&gen0)
    );
}

/// `nexus mcp` over pipes, handshake sent, its stdout read line by line on
/// a thread; killed when dropped.
struct McpStdio {
    child: std::process::Child,
    stdin: std::process::ChildStdin,
    lines: std::sync::mpsc::Receiver<String>,
}

impl McpStdio {
    fn start(args: &[&str]) -> McpStdio {
        use std::io::BufRead;
        let mut child = std::process::Command::new(nexus_bin())
            .arg("mcp")
            .args(args)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("nexus mcp starts");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, lines) = std::sync::mpsc::channel::<String>();
        std::thread::spawn(move || {
            for line in std::io::BufReader::new(stdout)
                .lines()
                .map_while(Result::ok)
            {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut s = McpStdio {
            child,
            stdin,
            lines,
        };
        s.send(r#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"0"}}}"#);
        s.send(r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#);
        s
    }

    fn send(&mut self, line: &str) {
        use std::io::Write;
        self.stdin.write_all(line.as_bytes()).expect("write");
        self.stdin.write_all(b"\n").expect("write");
        self.stdin.flush().expect("flush");
    }

    fn call(&mut self, id: u32, name: &str, args: &str) {
        let name = nexus::json::quote(name);
        self.send(&format!(
            r#"{{"jsonrpc":"2.0","id":{id},"method":"tools/call","params":{{"name":{name},"arguments":{args}}}}}"#
        ));
    }

    /// The reply to `id` within `within`, handing every line read on the
    /// way to `each`; `None` if it did not come.
    fn reply(&self, id: u32, within: Duration, mut each: impl FnMut(&str)) -> Option<String> {
        let deadline = std::time::Instant::now() + within;
        let want = format!(r#""id":{id},"#);
        loop {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            let line = self.lines.recv_timeout(left).ok()?;
            each(&line);
            if line.contains(&want) {
                return Some(line);
            }
        }
    }
}

impl Drop for McpStdio {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Cancelled slow calls over MCP stdio close their connections: no reply
/// goes out for a cancelled id, later calls are served, and the pool's
/// process count does not grow.
#[test]
fn cancelled_calls_leave_no_worker_wedged() {
    let Some(peer) = peer() else { return };
    let m = extras(&peer);
    let mut client = McpStdio::start(&[m.as_str()]);
    let no_cancelled_reply = |line: &str| {
        assert!(
            !(2..=4).any(|c| line.contains(&format!(r#""id":{c},"#))),
            "a cancelled call was answered: {line:.300}"
        );
    };
    client.call(1, "pyInt", r#"{"_1":1}"#);
    let first = client
        .reply(1, Duration::from_secs(60), no_cancelled_reply)
        .expect("the first call is answered");
    assert!(
        first.contains("\"1\"") || first.contains(":1"),
        "{first:.300}"
    );
    let nexus_pid = client.child.id();
    let pool = children_of(nexus_pid)
        .into_iter()
        .find(|(_, cmd)| cmd.contains("pool.py"))
        .expect("the python pool runs under the nexus");
    let _reaper = GroupReaper(pool.0);
    let baseline = group_members(pool.0).len();
    for id in 2..=4 {
        client.call(id, "pySleep", r#"{"_1":2.0}"#);
        std::thread::sleep(Duration::from_millis(400));
        client.send(&format!(
            r#"{{"jsonrpc":"2.0","method":"notifications/cancelled","params":{{"requestId":{id},"reason":"test"}}}}"#
        ));
    }
    // morloc's Python pool runs one call per worker and forks more only for
    // callbacks: the next call waits for the abandoned ones to return.
    client.call(5, "pyInt", r#"{"_1":5}"#);
    let reply = client
        .reply(5, Duration::from_secs(20), no_cancelled_reply)
        .expect("a call after cancellations");
    assert!(!reply.contains("\"isError\":true"), "{reply:.300}");
    assert!(
        client
            .reply(99, Duration::from_secs(3), no_cancelled_reply)
            .is_none()
    );
    let settled = wait_until(Duration::from_secs(20), || {
        group_members(pool.0).len() <= baseline
    });
    assert!(
        settled,
        "the pool grew from {baseline} to {:?}",
        group_members(pool.0)
    );
    client.call(6, "pyInt", r#"{"_1":6}"#);
    let reply = client
        .reply(6, Duration::from_secs(10), no_cancelled_reply)
        .expect("a call after the workers settled");
    assert!(!reply.contains("\"isError\":true"), "{reply:.300}");
}

/// The front end with morloc builds: `nexus install` of a build's manifest
/// takes the whole project (the pools import its sources from the build
/// directory's parent), and `nexus serve` answers the Python-only combat
/// and the polyglot program's Python, R and C++ commands over its JSON API.
#[test]
fn the_front_end_serves_installed_morloc_builds() {
    let Some(peer) = peer() else { return };
    let home = scratch("morloc-fe", "home");
    let nexus = |args: &[&str]| {
        let out = std::process::Command::new(nexus_bin())
            .args(args)
            .env("NEXUS_HOME", &home)
            .env_remove("NEXUS_TOKEN")
            .output()
            .expect("run nexus");
        assert!(
            out.status.success(),
            "nexus {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    let combat = peer.join("combat/combat-build/manifest.json");
    nexus(&["install", &combat.display().to_string()]);
    nexus(&["install", &polyglot(&peer)]);
    for module in ["combat", "polyglot"] {
        nexus(&["expose", "add", module, "--as", "mcp,api"]);
    }
    let port_file = home.join("port");
    let _serve = spawn_cmd(
        std::process::Command::new(nexus_bin())
            .args(["serve", "--port", "0", "--port-file"])
            .arg(&port_file)
            .env("NEXUS_HOME", &home)
            .env_remove("NEXUS_TOKEN"),
    );
    let mut addr = None;
    wait_until(Duration::from_secs(20), || {
        addr = std::fs::read_to_string(&port_file)
            .ok()
            .and_then(|t| t.trim().parse().ok());
        addr.is_some()
    });
    let addr = addr.expect("nexus serve wrote its port file");
    let (status, body) = post(addr, "/call/combat/fighterDamage", "[15]");
    assert_eq!(
        status, 200,
        "combat fighterDamage through the front end: {body}"
    );
    let reply = json(&body);
    let expected = upstream_run(
        &peer,
        &combat.display().to_string(),
        &["fighterDamage", "15"],
    );
    assert!(
        same(
            nexus::json::get(&reply, "result").expect("a result"),
            &json(&expected),
            false
        ),
        "ours {body} vs morloc-nexus {expected}"
    );
    // One command per language of the polyglot program.
    for cmd in ["pyAdd", "rAdd", "cppAdd"] {
        let (status, body) = post(addr, &format!("/call/polyglot/{cmd}"), "[2, 3]");
        assert_eq!(status, 200, "polyglot {cmd} through the front end: {body}");
        let result = nexus::json::get(&json(&body), "result").map(nexus::json::to_string);
        assert_eq!(result.as_deref(), Some("5"), "polyglot {cmd} 2 3: {body}");
    }
}

/// `--sandbox` does not cover morloc's pools yet: asked for, it refuses
/// rather than serving them unsandboxed.
#[test]
fn sandbox_is_refused_for_morloc_pools_not_ignored() {
    let Some(peer) = peer() else { return };
    let combat = peer.join("combat/combat-build/manifest.json");
    let out = nexus(&[
        "run",
        "--sandbox",
        &combat.display().to_string(),
        "fighterDamage",
        "15",
    ]);
    assert_eq!(out.code, Some(1), "{out:?}");
    assert!(out.stdout.is_empty(), "no result may come: {out:?}");
    assert!(
        out.stderr
            .contains("does not cover pools that morloc built"),
        "{}",
        out.stderr
    );
}

// ------------------------------------------------ shared-memory arguments

/// The libmorloc volumes (`<basename>_<i>`) of the nexus with `pid`, each
/// with its object size and the block walk of its contents.
fn morloc_volumes(pid: u32) -> Vec<(String, u64, nexus::morloc::alloc::Usage)> {
    use nexus::morloc::alloc;
    let mut out = Vec::new();
    for name in shm_of(pid) {
        let Some((_, index)) = name.rsplit_once('_') else {
            continue;
        };
        if index.parse::<u32>().is_err() {
            continue;
        }
        let Ok(bytes) = std::fs::read(format!("/dev/shm/{name}")) else {
            continue;
        };
        let size = bytes.len() as u64;
        let region = alloc::Plain(std::cell::RefCell::new(bytes));
        let usage = alloc::Volume::new(&region, Duration::from_secs(1))
            .and_then(|v| v.usage())
            .unwrap_or_else(|e| panic!("volume {name}: {e}"));
        out.push((name, size, usage));
    }
    out
}

/// A copy of the extras manifest beside it with `inline_size` set, removed
/// on drop.
struct InlineCopy(PathBuf);

impl InlineCopy {
    fn new(manifest: &str, inline_size: usize) -> InlineCopy {
        let text = std::fs::read_to_string(manifest).expect("the extras manifest");
        let mut v = json(&text);
        if let nexus::json::Value::Object(o) = &mut v {
            o.insert(
                "inline_size".to_string(),
                nexus::json::Value::Number(nexus::json::Number::U64(inline_size as u64)),
            );
        }
        let path = std::path::Path::new(manifest).with_file_name(format!(
            "manifest-inline{inline_size}-{}.json",
            std::process::id()
        ));
        std::fs::write(&path, nexus::json::to_string(&v)).expect("write the copy");
        InlineCopy(path)
    }

    fn path(&self) -> String {
        self.0.display().to_string()
    }
}

impl Drop for InlineCopy {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// A 16 MiB argument is above the default `inline_size` (64 KiB): nexus
/// allocates it in a volume of its own (`<basename>_<i>`, i > 0, as
/// libmorloc's `shmalloc` grows), the pool reads it there, and after the
/// reply nexus releases its reference. The pool holds one more (it
/// `shincref`s what it reads) until its next dispatch; after that the
/// volume is all free and serves the next large argument.
#[test]
fn a_sixteen_mebibyte_argument_travels_through_shared_memory_and_is_released() {
    let Some(peer) = peer() else { return };
    let m = extras(&peer);
    let mut mcp = Mcp::start(&m);
    let n = 16 << 20;
    let big = "é".repeat(n / 2);
    let (is_error, text) = mcp.call(
        "pyLen",
        &format!(r#"{{"_1":{}}}"#, nexus::json::quote(&big)),
    );
    assert!(!is_error, "{text:.300}");
    assert!(text.contains(&n.to_string()), "{text:.300}");
    let volumes = morloc_volumes(mcp.pid());
    let ours: Vec<_> = volumes
        .iter()
        .filter(|(name, size, _)| !name.ends_with("_0") && *size >= n as u64)
        .collect();
    assert_eq!(ours.len(), 1, "one volume holds the argument: {volumes:?}");
    assert!(ours[0].2.used_blocks <= 1, "{volumes:?}");
    let (is_error, text) = mcp.call("pyInt", r#"{"_1":1}"#);
    assert!(!is_error, "{text}");
    let volumes = morloc_volumes(mcp.pid());
    let ours: Vec<_> = volumes
        .iter()
        .filter(|(name, size, _)| !name.ends_with("_0") && *size >= n as u64)
        .collect();
    assert_eq!(
        ours[0].2.used_blocks, 0,
        "the argument block is released once the pool's next dispatch lets go: {volumes:?}"
    );
    // The same volume serves the next large argument: nothing new is made.
    let (is_error, text) = mcp.call(
        "pyLen",
        &format!(r#"{{"_1":{}}}"#, nexus::json::quote(&big)),
    );
    assert!(!is_error, "{text:.300}");
    let again = morloc_volumes(mcp.pid());
    assert_eq!(again.len(), volumes.len(), "{again:?}");
    let _ = mcp.finish();
}

/// With a small `inline_size` (a copied manifest), arguments and results
/// of a few hundred bytes go through shared memory both ways; 2,000 calls
/// later the volumes' used bytes and sizes have not grown (each argument
/// block is released after its reply; the pool releases its result block
/// at its next dispatch).
#[test]
fn two_thousand_shared_memory_calls_keep_the_volumes_flat() {
    let Some(peer) = peer() else { return };
    let copy = InlineCopy::new(&extras(&peer), 64);
    let mut mcp = Mcp::start(&copy.path());
    let call = |mcp: &mut Mcp, i: usize| {
        let s = format!("call {i} {}", "ü".repeat(100 + i % 50));
        let (is_error, text) =
            mcp.call("pyStr", &format!(r#"{{"_1":{}}}"#, nexus::json::quote(&s)));
        assert!(!is_error, "call {i}: {text:.300}");
        assert!(text.contains(&s), "call {i} got {text:.300}");
    };
    for i in 0..50 {
        call(&mut mcp, i);
    }
    let total = |v: &[(String, u64, nexus::morloc::alloc::Usage)]| {
        (
            v.iter().map(|(_, s, _)| *s).sum::<u64>(),
            v.iter().map(|(_, _, u)| u.used_bytes).sum::<usize>(),
        )
    };
    let before = morloc_volumes(mcp.pid());
    assert!(!before.is_empty(), "volume 0 exists");
    let (size0, used0) = total(&before);
    for i in 50..2050 {
        call(&mut mcp, i);
    }
    let after = morloc_volumes(mcp.pid());
    let (size1, used1) = total(&after);
    assert_eq!(
        size1, size0,
        "no volume grew or was added: {before:?} → {after:?}"
    );
    assert!(
        used1 <= used0 + 1024,
        "used bytes grew from {used0} to {used1}: {after:?}"
    );
    let _ = mcp.finish();
}

// ---- Inter-pool calls, needed_pools and instances (issue 10, points 2 and 5)

/// A copy of the extras manifest in `dir` (pool paths made absolute, so the
/// copy runs the same pools), changed by `edit`.
fn routing_variant(
    manifest: &str,
    dir: &TempDir,
    edit: impl FnOnce(&mut nexus::json::Object),
) -> String {
    use nexus::json::Value;
    let text = std::fs::read_to_string(manifest).expect("the extras manifest");
    let build = std::path::Path::new(manifest)
        .parent()
        .expect("its directory");
    let Value::Object(mut top) = json(&text) else {
        panic!("the extras manifest is an object")
    };
    if let Some(Value::Array(pools)) = top.get_mut("pools") {
        for pool in pools.iter_mut() {
            let Value::Object(pool) = pool else { continue };
            if let Some(Value::Array(exec)) = pool.get_mut("exec")
                && let Some(Value::String(last)) = exec.last_mut()
                && last.contains('/')
                && !last.starts_with('/')
            {
                *last = build.join(&*last).display().to_string();
            }
        }
    }
    edit(&mut top);
    dir.write(
        "manifest.json",
        &nexus::json::to_string(&Value::Object(top)),
    )
    .display()
    .to_string()
}

/// Sets `pools[index].key` to `value` in a manifest being edited.
fn routing_set_pool(top: &mut nexus::json::Object, index: usize, key: &str, value: &str) {
    use nexus::json::Value;
    if let Some(Value::Array(pools)) = top.get_mut("pools")
        && let Some(Value::Object(pool)) = pools.get_mut(index)
    {
        pool.insert(key.to_string(), json(value));
    }
}

/// The commands of the extras build, by name.
fn routing_has(manifest: &str, command: &str) -> bool {
    std::fs::read_to_string(manifest)
        .unwrap_or_default()
        .contains(&format!("\"name\": \"{command}\""))
}

/// Commands whose Python function calls into the R pool (and back), or the
/// C++ pool, through morloc's foreign calls, answer as under morloc's own
/// nexus, in `run`, `mcp` and `daemon`. Before `needed_pools` was kept, `run`
/// started only the Python pool and the call hung in libmorloc's connect
/// retries.
#[test]
fn foreign_calls_cross_pools_in_every_mode_as_under_morlocs_nexus() {
    let Some(peer) = peer() else { return };
    let m = extras(&peer);
    let mut calls: Vec<(&str, i64, i64)> = vec![("pyViaR", 5, 11), ("pyRoundTrip", 5, 12)];
    if routing_has(&m, "cppViaPy") {
        calls.extend([("pyViaCpp", 5, 26), ("cppViaPy", 4, 25)]);
    }
    let results = parallel(&calls, 2, |&(cmd, x, want)| {
        let arg = x.to_string();
        let ours = spawn(&["run", m.as_str(), cmd, arg.as_str()]).finish(Duration::from_secs(20));
        let theirs = upstream_run(&peer, &m, &[cmd, arg.as_str()]);
        (cmd, want, ours, theirs)
    });
    for (cmd, want, ours, theirs) in results {
        assert_eq!(ours.code, Some(0), "{cmd} in run: {}", ours.stderr);
        assert_eq!(ours.stdout.trim(), want.to_string(), "{cmd}: ours");
        assert_eq!(theirs, want.to_string(), "{cmd}: morloc's nexus");
    }
    let mut mcp = Mcp::start(&m);
    for &(cmd, x, want) in &calls {
        let (is_error, text) = mcp.call(cmd, &format!(r#"{{"_1":{x}}}"#));
        assert!(!is_error, "{cmd} over MCP: {text}");
        assert_eq!(text.trim(), want.to_string(), "{cmd} over MCP");
    }
    drop(mcp);
    let daemon = Daemon::start(&m, &[]);
    for &(cmd, x, want) in &calls {
        let (status, body) = post(daemon.addr, &format!("/call/{cmd}"), &format!("[{x}]"));
        assert_eq!(status, 200, "{cmd} on the daemon: {body}");
        assert!(
            same(
                &json(&body),
                &json(&format!(r#"{{"status":"ok","result":{want}}}"#)),
                false
            ),
            "{cmd} on the daemon: {body}"
        );
    }
}

/// A copy of extras whose R pool cannot start: the calls that need it (its
/// own, and the Python ones that call into it) fail naming it and quoting
/// its stderr, promptly, in `run`, `mcp` and `daemon`; everything else,
/// including calls between the other pools, is served.
#[test]
fn a_needed_pool_that_cannot_start_fails_only_the_calls_that_need_it() {
    let Some(peer) = peer() else { return };
    let m = extras(&peer);
    let dir = TempDir::new("morloc-routing-broken");
    let broken = routing_variant(&m, &dir, |top| {
        routing_set_pool(
            top,
            1,
            "exec",
            r#"["sh", "-c", "echo r pool broken on purpose >&2; exit 3", "pool.R"]"#,
        );
    });
    let failing = [("pyViaR", "5"), ("pyRoundTrip", "5"), ("rFail", "1")];
    let mut working = vec![("pyInt", "4", "4")];
    if routing_has(&m, "cppViaPy") {
        working.extend([("pyViaCpp", "5", "26"), ("cppViaPy", "4", "25")]);
    }
    let says_why =
        |text: &str| text.contains("R pool 1") && text.contains("r pool broken on purpose");
    for (cmd, arg) in failing {
        let out = spawn(&["run", broken.as_str(), cmd, arg]).finish(Duration::from_secs(20));
        assert_eq!(out.code, Some(1), "{cmd} must fail: {}", out.stderr);
        assert!(says_why(&out.stderr), "{cmd}: {}", out.stderr);
    }
    for (cmd, arg, want) in &working {
        let out = spawn(&["run", broken.as_str(), cmd, arg]).finish(Duration::from_secs(20));
        assert_eq!(out.stdout.trim(), *want, "{cmd}: {}", out.stderr);
    }
    let mut mcp = Mcp::start(&broken);
    for (cmd, arg) in failing {
        let (is_error, text) = mcp.call(cmd, &format!(r#"{{"_1":{arg}}}"#));
        assert!(is_error && says_why(&text), "{cmd} over MCP: {text}");
    }
    for (cmd, arg, want) in &working {
        let (is_error, text) = mcp.call(cmd, &format!(r#"{{"_1":{arg}}}"#));
        assert!(!is_error && text.trim() == *want, "{cmd} over MCP: {text}");
    }
    drop(mcp);
    let daemon = Daemon::start(&broken, &[]);
    for (cmd, arg) in failing {
        let (status, body) = post(daemon.addr, &format!("/call/{cmd}"), &format!("[{arg}]"));
        assert_ne!(status, 200, "{cmd} on the daemon: {body}");
        assert!(says_why(&body), "{cmd} on the daemon: {status} {body}");
    }
    for (cmd, arg, want) in &working {
        let (status, body) = post(daemon.addr, &format!("/call/{cmd}"), &format!("[{arg}]"));
        assert_eq!(status, 200, "{cmd} on the daemon: {body}");
        assert!(
            body.contains(&format!("\"result\":{want}")),
            "{cmd}: {body}"
        );
    }
}

/// Keyed instances of morloc pools: each key runs its own pool process,
/// whose module state (a counter) persists across its calls and is not
/// seen by other keys; a C++ instance's foreign call reaches the shared
/// Python pool. A Python pool whose commands call into another pool is
/// refused, with the reason (morloc's pool forks a second worker while it
/// waits, and the state would split).
#[test]
fn keyed_instances_of_morloc_pools_keep_their_own_state() {
    let Some(peer) = peer() else { return };
    let m = extras(&peer);
    let cpp = routing_has(&m, "cppViaPy");
    let dir = TempDir::new("morloc-routing-keyed");
    let refused = routing_variant(&m, &dir, |top| {
        routing_set_pool(top, 0, "instances", r#""keyed""#)
    });
    let out = nexus(&["run", refused.as_str(), "pyInt", "1"]);
    assert_ne!(out.code, Some(0));
    assert!(
        out.stderr.contains("pools[0].instances")
            && out.stderr.contains("calls into pool")
            && out.stderr.contains("Python pool forks another worker"),
        "{}",
        out.stderr
    );
    let dir = TempDir::new("morloc-routing-keyed-ok");
    let keyed = routing_variant(&m, &dir, |top| {
        use nexus::json::Value;
        routing_set_pool(top, 0, "instances", r#""keyed""#);
        if cpp {
            routing_set_pool(top, 2, "instances", r#""keyed""#);
        }
        // The Python pool keeps only functions that call no other pool.
        if let Some(Value::Array(cmds)) = top.get_mut("commands") {
            cmds.retain(|c| {
                !matches!(
                    nexus::json::get_str(c, "name"),
                    Some("pyViaR" | "pyRoundTrip" | "pyViaCpp")
                )
            });
        }
    });
    let mut mcp = Mcp::start(&keyed);
    let steps = [
        ("a", 1, 1),
        ("a", 2, 3),
        ("b", 5, 5),
        ("a", 1, 4),
        ("b", 1, 6),
    ];
    for (key, x, want) in steps {
        let (is_error, text) = mcp.call("pyCount", &format!(r#"{{"_1":{x},"instance":"{key}"}}"#));
        assert!(!is_error, "pyCount {x} on {key}: {text}");
        assert_eq!(text.trim(), want.to_string(), "pyCount {x} on {key}");
    }
    let (is_error, text) = mcp.call("pyCount", r#"{"_1":1}"#);
    assert!(is_error && text.contains("instance"), "no key: {text}");
    if cpp {
        let (is_error, text) = mcp.call("cppViaPy", r#"{"_1":4,"instance":"k"}"#);
        assert!(
            !is_error && text.trim() == "25",
            "cppViaPy on an instance: {text}"
        );
    }
    let (is_error, text) = mcp.call("py__release", r#"{"instance":"a"}"#);
    assert!(!is_error, "release: {text}");
    let (is_error, text) = mcp.call("pyCount", r#"{"_1":1,"instance":"a"}"#);
    assert!(
        !is_error && text.trim() == "1",
        "a released key starts empty: {text}"
    );
    drop(mcp);
    // A shared Python pool keeps its state across calls too (one worker).
    let mut mcp = Mcp::start(&m);
    for (x, want) in [(1, 1), (2, 3)] {
        let (is_error, text) = mcp.call("pyCount", &format!(r#"{{"_1":{x}}}"#));
        assert!(
            !is_error && text.trim() == want.to_string(),
            "shared pyCount: {text}"
        );
    }
}

/// The R pool killed between calls: the next call that needs it (a Python
/// function calling into R) does not wait on the dead socket (libmorloc's
/// foreign call retries its connect for 30 s) but gets the pool restarted
/// and an error saying so, and the calls after are served, over MCP (the
/// pool restarts alone) and on the daemon (the program recovers, seed 001).
#[test]
fn a_dead_needed_pool_is_restarted_before_a_call_reaches_it() {
    let Some(peer) = peer() else { return };
    let m = extras(&peer);
    let kill_r = |parent: u32| {
        let r = children_of(parent)
            .into_iter()
            .find(|(_, cmd)| cmd.contains("pool.R"))
            .expect("the R pool runs");
        let reaper = GroupReaper(r.0);
        let _ = std::process::Command::new("kill")
            .args(["-s", "KILL", "--", &format!("-{}", r.0)])
            .status();
        // Dead means reapable: a killed process's main thread shows as a
        // zombie while its other threads are still exiting, and until they
        // have, waitpid does not report it, so the nexus cannot know yet (a
        // call then races the death, which the README describes).
        let reapable = || {
            std::fs::read_dir(format!("/proc/{}/task", r.0))
                .map_or(true, |tasks| tasks.count() <= 1)
        };
        assert!(wait_until(Duration::from_secs(5), || {
            group_members(r.0).is_empty() && reapable()
        }));
        reaper
    };
    let mut mcp = Mcp::start(&m);
    let (is_error, text) = mcp.call("pyViaR", r#"{"_1":5}"#);
    assert!(!is_error && text.trim() == "11", "{text}");
    let _dead = kill_r(mcp.pid());
    let mut served = false;
    for _ in 0..50 {
        let start = std::time::Instant::now();
        let (is_error, text) = mcp.call("pyViaR", r#"{"_1":5}"#);
        assert!(start.elapsed() < Duration::from_secs(5), "waited: {text}");
        if !is_error && text.trim() == "11" {
            served = true;
            break;
        }
        // The pool's own error, or, for a call racing its death, the
        // foreign call's (libmorloc's IPC error).
        assert!(
            text.contains("R pool 1") || text.contains("at pyViaR [py]"),
            "{text}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    assert!(served, "served again over MCP");
    drop(mcp);
    let daemon = Daemon::start(&m, &[]);
    let (status, body) = post(daemon.addr, "/call/pyViaR", "[5]");
    assert_eq!(status, 200, "{body}");
    let _dead = kill_r(daemon.child.id());
    let mut served = false;
    for _ in 0..50 {
        let start = std::time::Instant::now();
        let (status, body) = post(daemon.addr, "/call/pyViaR", "[5]");
        assert!(start.elapsed() < Duration::from_secs(5), "waited: {body}");
        if status == 200 && body.contains("\"result\":11") {
            served = true;
            break;
        }
        // 503 while the program recovers; a call racing the pool's death
        // may instead fail in its foreign call (libmorloc's IPC error).
        assert!(
            status == 503 || status == 0 || (status == 500 && body.contains("at pyViaR [py]")),
            "{status} {body}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    assert!(served, "the daemon serves again: {}", daemon.stderr());
}

/// `nexus mcp --call-timeout` with other calls in flight: the stdio serving
/// loop waits for morloc replies on its own poll (`morloc::wait`), not the
/// event loop, and a call past its deadline there still gets its deadline
/// error on time. The calls sent beside it, to another pool of the same
/// program, are like it always inline (a real and an integer in, a real
/// or a failure out), so they share the program's turn with it (the
/// hand-off rule in src/morloc/process.rs) and are answered at once, with
/// their own result, while it runs: none waits for it, none is lost.
/// (Per-pool turns were tried: calls to two pools at once then corrupted
/// the argument blocks nexus placed, `scripts/stress-morloc.sh`; shared
/// turns place no blocks.)
#[test]
fn a_morloc_call_past_its_deadline_among_calls_in_flight_gets_the_deadline_error() {
    let Some(peer) = peer() else { return };
    let m = extras(&peer);
    let mut client = McpStdio::start(&[m.as_str(), "--call-timeout", "1"]);
    client.call(1, "pyInt", r#"{"_1":1}"#);
    let warm = client.reply(1, Duration::from_secs(60), |_| {});
    assert!(warm.is_some(), "the Python pool answers");
    client.call(2, "cppFail", r#"{"_1":7}"#);
    let warm = client.reply(2, Duration::from_secs(60), |_| {});
    assert!(warm.is_some(), "the C++ pool answers");

    let start = std::time::Instant::now();
    client.call(3, "pySleep", r#"{"_1":3.0}"#);
    // Pipelined beside it: eight calls to the C++ pool.
    for id in 100..108 {
        client.call(id, "cppFail", r#"{"_1":7}"#);
    }
    let mut beside = 0;
    let overdue = client.reply(3, Duration::from_secs(15), |line| {
        if line.contains("cpp says no to 7") {
            beside += 1;
        }
    });
    assert_eq!(
        beside, 8,
        "every call beside the overdue one is answered before it, with its own answer"
    );
    let took = start.elapsed();
    let overdue = overdue.expect("the overdue call is answered");
    assert!(
        overdue.contains("\"isError\":true") && overdue.contains("deadline of 1 s"),
        "{overdue:.300}"
    );
    assert!(
        took >= Duration::from_secs(1) && took < Duration::from_millis(2500),
        "the deadline error came after {took:?}"
    );
}

#[test]
fn a_lone_morloc_call_past_its_deadline_gets_the_deadline_error() {
    let Some(peer) = peer() else { return };
    let m = extras(&peer);
    let mut client = McpStdio::start(&[m.as_str(), "--call-timeout", "1"]);
    client.call(1, "pyInt", r#"{"_1":1}"#);
    let warm = client.reply(1, Duration::from_secs(60), |_| {});
    let warm = warm.expect("the first call is answered");
    assert!(!warm.contains("\"isError\":true"), "{warm:.300}");
    let start = std::time::Instant::now();
    client.call(2, "pySleep", r#"{"_1":4.0}"#);
    let overdue = client.reply(2, Duration::from_secs(10), |_| {});
    let overdue = overdue.expect("the overdue call is answered");
    let took = start.elapsed();
    assert!(
        overdue.contains("\"isError\":true")
            && overdue.contains("deadline of 1 s")
            && overdue.contains("its worker finishes the call")
            && !overdue.contains("replaced"),
        "{overdue:.300}"
    );
    assert!(
        took >= Duration::from_secs(1) && took < Duration::from_millis(2500),
        "the deadline error came after {took:?}"
    );
    // The abandoned pySleep holds morloc's one Python worker for 4 s.
    std::thread::sleep(Duration::from_secs(4).saturating_sub(start.elapsed()));
    client.call(3, "pyInt", r#"{"_1":3}"#);
    let next = client.reply(3, Duration::from_secs(20), |_| {});
    let next = next.expect("a call after the worker is free");
    assert!(!next.contains("\"isError\":true"), "{next:.300}");
}

/// Issue 31, defect 1: a clean end leaves `/dev/shm` as it found it. The
/// morloc session's volume 0 and socket directory (`nexus.<pid>.….m0.d`)
/// are gone the moment `nexus run` or `nexus mcp` (at stdin EOF) has
/// exited, not a little later, when the sweeper (which is for crashes)
/// would remove them.
#[test]
fn a_clean_end_leaves_no_morloc_session_in_dev_shm() {
    let Some(peer) = peer() else { return };
    let combat = peer
        .join("combat/combat-build/manifest.json")
        .display()
        .to_string();
    // `wait_with_output` returns at the exit itself (stdout and stderr
    // close with the nexus and its killed pools), and the listing follows
    // at once.
    let child = std::process::Command::new(nexus_bin())
        .args(["run", &combat, "fighterDamage", "15"])
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("nexus run starts");
    let pid = child.id();
    let out = child.wait_with_output().expect("nexus run ends");
    let left = shm_of(pid);
    assert!(
        out.status.success(),
        "nexus run failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        left,
        Vec::<String>::new(),
        "nexus run {pid} exited cleanly but left these in /dev/shm"
    );

    // `nexus mcp`, ended by stdin EOF after a call.
    let mut mcp = Mcp::start(&combat);
    let pid = mcp.pid();
    let (is_error, text) = mcp.call("fighterDamage", r#"{"_1":15}"#);
    assert!(!is_error, "fighterDamage over MCP: {text}");
    assert_eq!(mcp.finish(), Some(0), "nexus mcp did not exit cleanly");
    assert_eq!(
        shm_of(pid),
        Vec::<String>::new(),
        "nexus mcp {pid} exited cleanly at EOF but left these in /dev/shm"
    );
}

/// A 3 MiB string through morloc's pools in the daemon: the argument is
/// written into a shared-memory volume with pwrite(2), and a string answer
/// read out of one with pread(2), never through the nexus's mapping; both
/// arrive whole, byte for byte.
#[test]
fn a_big_string_crosses_morlocs_pools_whole() {
    let Some(peer) = peer() else { return };
    let m = polyglot(&peer);
    let text = format!("{}é✓\\\"", "abcdefghij".repeat(300_000));
    let quoted = nexus::json::quote(&text);
    let daemon = Daemon::start(&m, &[]);
    let (status, body) = post(daemon.addr, "/call/pyGreet", &format!("[{quoted}]"));
    assert_eq!(status, 200, "{:.300}", body);
    let want = format!(
        "{{\"status\":\"ok\",\"result\":{}}}",
        nexus::json::quote(&format!("Hello, {text}!"))
    );
    assert!(
        body == want,
        "pyGreet: {} bytes, {} expected",
        body.len(),
        want.len()
    );
    let (status, body) = post(daemon.addr, "/call/cppLen", &format!("[{quoted}]"));
    assert_eq!(status, 200, "{:.300}", body);
    assert_eq!(
        body,
        format!("{{\"status\":\"ok\",\"result\":{}}}", text.len())
    );
}
