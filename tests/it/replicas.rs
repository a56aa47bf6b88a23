//! Replicas behind the shipped load-balancer configurations (issue 28):
//! three `nexus daemon --replica rK` on loopback behind the real HAProxy
//! (`deploy/haproxy.cfg`) and nginx (`deploy/nginx.conf`), driven by the
//! official Python SDK `Client` (tests/py/replicas_client.py).
//!
//! The configuration under test is the shipped file with only its
//! addresses changed to free ports (every `127.0.0.1:808N` it names must be
//! there to be changed). Without haproxy or nginx a test is skipped with a
//! one-line note, except under `CI=true` (.ci/run installs both).

use crate::common;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// The proxy's executable, or `None` (after a note) when it is missing and
/// this is not CI.
fn tool(name: &str) -> Option<PathBuf> {
    let found = std::env::var("PATH")
        .unwrap_or_default()
        .split(':')
        .chain(["/usr/sbin", "/usr/local/sbin", "/sbin"])
        .map(|d| Path::new(d).join(name))
        .find(|p| p.is_file());
    if found.is_none() {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "{name} is missing; CI must run the load-balancer tests (apt-get install -y {name})"
        );
        eprintln!("skipped: {name} is not installed (apt-get install -y {name})");
    }
    found
}

fn sdk() -> Option<PathBuf> {
    match common::sdk_python("import mcp; from mcp import Client") {
        Ok(p) => Some(p),
        Err(why) if std::env::var("NEXUS_SKIP_SDK_TESTS").as_deref() == Ok("1") => {
            eprintln!("skipped (NEXUS_SKIP_SDK_TESTS=1): {why}");
            None
        }
        Err(why) => panic!("{why}"),
    }
}

/// Three replicas r1, r2, r3 of tests/programs/replicas and a proxy.
struct Bed {
    replicas: Vec<(common::Running, u16)>,
    proxy: common::Running,
    port: u16,
    _dir: PathBuf,
}

impl Bed {
    fn start(proxy: &Path, shipped: &str) -> Bed {
        let dir = common::scratch("replicas", "bed");
        let replicas: Vec<(common::Running, u16)> = (1..=3)
            .map(|k| {
                let port_file = dir.join(format!("r{k}.port"));
                let running = common::spawn(&[
                    "daemon".to_string(),
                    common::program("replicas"),
                    "--replica".into(),
                    format!("r{k}"),
                    "--port".into(),
                    "0".into(),
                    "--port-file".into(),
                    port_file.display().to_string(),
                ]);
                let mut port = 0;
                assert!(
                    common::wait_until(Duration::from_secs(30), || {
                        port = std::fs::read_to_string(&port_file)
                            .ok()
                            .and_then(|a| a.trim().rsplit(':').next()?.parse().ok())
                            .unwrap_or(0);
                        port != 0
                    }),
                    "replica r{k} did not start"
                );
                (running, port)
            })
            .collect();
        let port = common::free_port();
        let mut text = std::fs::read_to_string(common::repo().join(shipped)).expect("shipped");
        let mut swap = |from: &str, to: u16| {
            assert!(text.contains(from), "{shipped} no longer names {from}");
            text = text.replace(from, &format!("127.0.0.1:{to}"));
        };
        swap("127.0.0.1:8080", port);
        for (k, (_, p)) in replicas.iter().enumerate() {
            swap(&format!("127.0.0.1:808{}", k + 1), *p);
        }
        let conf = dir.join(Path::new(shipped).file_name().expect("name"));
        std::fs::write(&conf, text).expect("write the config");
        let proxy = if shipped.ends_with("haproxy.cfg") {
            common::spawn_cmd(Command::new(proxy).arg("-db").arg("-f").arg(&conf))
        } else {
            common::spawn_cmd(
                Command::new(proxy)
                    .arg("-p")
                    .arg(&dir)
                    .args(["-e", "stderr", "-c"])
                    .arg(&conf),
            )
        };
        let bed = Bed {
            replicas,
            proxy,
            port,
            _dir: dir,
        };
        assert!(
            common::wait_until(Duration::from_secs(20), || bed.healthy()),
            "{shipped}: the proxy on port {port} did not answer /health"
        );
        bed
    }

    fn healthy(&self) -> bool {
        use std::io::{Read, Write};
        let Ok(mut s) = std::net::TcpStream::connect(("127.0.0.1", self.port)) else {
            return false;
        };
        let _ = s.set_read_timeout(Some(Duration::from_secs(2)));
        let req = format!(
            "GET /health HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nConnection: close\r\n\r\n",
            self.port
        );
        let mut out = String::new();
        s.write_all(req.as_bytes()).is_ok()
            && s.read_to_string(&mut out).is_ok()
            && out.starts_with("HTTP/1.1 200")
    }

    fn url(&self) -> String {
        format!("http://127.0.0.1:{}/mcp", self.port)
    }

    /// Runs one scenario of tests/py/replicas_client.py; its JSON report.
    fn client(&self, python: &Path, args: &[&str]) -> nexus::json::Value {
        let script = common::repo().join("tests/py/replicas_client.py");
        let url = self.url();
        let mut cmd = Command::new(python);
        cmd.arg(script).arg(args[0]).arg(&url).args(&args[1..]);
        let out = common::spawn_cmd(cmd.stdin(Stdio::null())).finish(Duration::from_secs(180));
        assert_eq!(
            out.code,
            Some(0),
            "replicas_client.py {args:?} failed: {}",
            out.stderr
        );
        common::json(out.stdout.trim())
    }
}

impl Drop for Bed {
    /// SIGTERM first: nginx's workers outlive a SIGKILLed master. The
    /// replicas (one may be dead already) are killed when dropped.
    fn drop(&mut self) {
        let _ = Command::new("kill")
            .args(["-s", "TERM", &self.proxy.pid().to_string()])
            .stderr(Stdio::null())
            .status();
        common::wait_until(Duration::from_secs(5), || {
            matches!(self.proxy.child.try_wait(), Ok(Some(_)))
        });
    }
}

fn get<'a>(v: &'a nexus::json::Value, key: &str) -> &'a nexus::json::Value {
    nexus::json::get(v, key).unwrap_or_else(|| panic!("no {key} in the report"))
}

fn count(v: &nexus::json::Value, key: &str) -> f64 {
    match get(v, key) {
        nexus::json::Value::Number(n) => n.to_string().parse().unwrap_or(-1.0),
        other => panic!("{key}: {other:?}"),
    }
}

fn empty(v: &nexus::json::Value, key: &str) -> bool {
    matches!(get(v, key), nexus::json::Value::Array(a) if a.is_empty())
}

/// The scenarios both proxies pass: 20 legacy sessions × 5 calls with none
/// lost; 40 modern calls spread over at least two replicas.
fn sessions_stick_and_modern_calls_spread(bed: &Bed, python: &Path) {
    let legacy = bed.client(python, &["legacy"]);
    assert_eq!(count(&legacy, "lost"), 0.0, "legacy sessions: {legacy:?}");
    assert_eq!(count(&legacy, "ok_calls"), 100.0, "{legacy:?}");
    let modern = bed.client(python, &["modern", "40"]);
    let nexus::json::Value::Object(owners) = get(&modern, "owners") else {
        panic!("{modern:?}");
    };
    let total: f64 = owners
        .values()
        .map(|v| match v {
            nexus::json::Value::Number(n) => n.to_string().parse().unwrap_or(0.0),
            _ => 0.0,
        })
        .sum();
    assert_eq!(total, 40.0, "{modern:?}");
    assert!(
        owners.len() >= 2,
        "40 modern calls on one replica: {modern:?}"
    );
}

/// A replica SIGKILLed under 8 concurrent modern clients: no wrong answer,
/// and every call that started after the kill (once the replica's sockets
/// are closed) succeeds, unless the SDK transport it rode on was opened
/// before the kill and died with the replica (tests/py/replicas_client.py).
fn a_killed_replica_loses_only_its_calls_in_flight(bed: &Bed, python: &Path) {
    let victim = bed.replicas[2].0.pid().to_string();
    let report = bed.client(python, &["kill", &victim]);
    assert!(empty(&report, "wrong"), "{report:?}");
    assert!(empty(&report, "failed_after_kill"), "{report:?}");
    assert_eq!(count(&report, "ok_after_kill"), 80.0, "{report:?}");
}

#[test]
fn haproxy_sticks_sessions_routes_handles_and_survives_a_kill() {
    let (Some(haproxy), Some(python)) = (tool("haproxy"), sdk()) else {
        return;
    };
    let bed = Bed::start(&haproxy, "deploy/haproxy.cfg");
    sessions_stick_and_modern_calls_spread(&bed, &python);
    // The handle is read from the body: every call reaches its minter.
    let private = bed.client(&python, &["private"]);
    let counts: Vec<String> = (1..=10).map(|n| n.to_string()).collect();
    let got = match get(&private, "counts") {
        nexus::json::Value::Array(a) => a
            .iter()
            .map(|v| match v {
                nexus::json::Value::String(s) => s.clone(),
                other => format!("{other:?}"),
            })
            .collect::<Vec<_>>(),
        other => panic!("{other:?}"),
    };
    assert_eq!(got, counts, "{private:?}");
    a_killed_replica_loses_only_its_calls_in_flight(&bed, &python);
}

#[test]
fn nginx_routes_sessions_by_prefix_and_survives_a_kill() {
    let (Some(nginx), Some(python)) = (tool("nginx"), sdk()) else {
        return;
    };
    let bed = Bed::start(&nginx, "deploy/nginx.conf");
    sessions_stick_and_modern_calls_spread(&bed, &python);
    // nginx does not read bodies: a call with r1's handle that lands on r2
    // or r3 is an error result naming r1; on r1 it counts on.
    let foreign = bed.client(&python, &["foreign"]);
    let nexus::json::Value::Array(answers) = get(&foreign, "answers") else {
        panic!("{foreign:?}");
    };
    for a in answers {
        let text = match get(a, "text") {
            nexus::json::Value::String(s) => s.clone(),
            other => panic!("{other:?}"),
        };
        match get(a, "is_error") {
            nexus::json::Value::Bool(true) => assert!(
                text.contains("minted by replica \"r1\""),
                "a foreign handle's error names its owner: {text}"
            ),
            _ => assert!(text.parse::<u32>().is_ok(), "{text}"),
        }
    }
    a_killed_replica_loses_only_its_calls_in_flight(&bed, &python);
}
