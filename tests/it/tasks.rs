//! MCP tasks (`io.modelcontextprotocol/tasks`, SEP-2663 with 2026-07-28):
//! raw JSON-RPC lines over `nexus mcp` for every method and state. A
//! command with `"mcp": {"tasks": true}` runs in the nexus's own pool
//! (no cluster needed); a `"remote"` command's task is a SLURM job, tested
//! when a cluster answers (scripts/slurm-local.sh up), else skipped with
//! one line (a failure under CI=true).

use crate::common;

use common::json;
use nexus::json::{Value, get, get_str};
use std::io::{BufRead, Write};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

const TASKS: &str = r#"{"extensions":{"io.modelcontextprotocol/tasks":{}}}"#;

fn meta(capabilities: &str) -> String {
    format!(
        r#""_meta":{{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{capabilities},"io.modelcontextprotocol/clientInfo":{{"name":"raw","version":"0"}}}}"#
    )
}

struct Server {
    child: Child,
    lines: Receiver<String>,
    next: u32,
}

impl Server {
    fn start(env: &[(&str, &str)]) -> Server {
        let mut cmd = Command::new(common::nexus_bin());
        cmd.args(["mcp", &common::program("slurmy")])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        for (k, v) in env {
            cmd.env(k, v);
        }
        let mut child = cmd.spawn().expect("nexus mcp starts");
        let out = child.stdout.take().unwrap();
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in std::io::BufReader::new(out).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Server {
            child,
            lines: rx,
            next: 1,
        }
    }

    /// One request (params' members as text, `_meta` added) → its result
    /// or error object.
    fn request(&mut self, method: &str, params: &str, capabilities: &str) -> Value {
        let id = self.next;
        self.next += 1;
        let sep = if params.is_empty() { "" } else { "," };
        let line = format!(
            r#"{{"jsonrpc":"2.0","id":{id},"method":"{method}","params":{{{params}{sep}{}}}}}"#,
            meta(capabilities)
        );
        let stdin = self.child.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
        let want = format!(r#""id":{id},"#);
        loop {
            let l = self
                .lines
                .recv_timeout(Duration::from_secs(120))
                .unwrap_or_else(|_| panic!("no reply to {method}"));
            if l.contains(&want) {
                let v = json(&l);
                return get(&v, "result")
                    .or_else(|| get(&v, "error"))
                    .cloned()
                    .unwrap_or(Value::Null);
            }
        }
    }

    fn call(&mut self, tool: &str, args: &str, capabilities: &str) -> Value {
        self.request(
            "tools/call",
            &format!(r#""name":"{tool}","arguments":{args}"#),
            capabilities,
        )
    }

    fn task(&mut self, method: &str, id: &str) -> Value {
        self.request(method, &format!(r#""taskId":"{id}""#), "{}")
    }

    /// Polls tasks/get until the status is not `working`.
    fn until_done(&mut self, id: &str, limit: Duration) -> Value {
        let start = Instant::now();
        loop {
            let t = self.task("tasks/get", id);
            if get_str(&t, "status") != Some("working") || start.elapsed() > limit {
                return t;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn text(v: &Value) -> String {
    nexus::json::to_string(v)
}

#[test]
fn discover_advertises_the_extension() {
    let mut s = Server::start(&[]);
    let d = s.request("server/discover", "", "{}");
    let ext = get(&d, "capabilities").and_then(|c| get(c, "extensions"));
    assert!(
        ext.and_then(|e| get(e, "io.modelcontextprotocol/tasks"))
            .is_some(),
        "{}",
        text(&d)
    );
}

#[test]
fn a_task_runs_to_completed_with_the_synchronous_result() {
    let mut s = Server::start(&[]);
    let sync = s.call("slow_local", r#"{"_1":0.2}"#, "{}");
    assert_eq!(
        get_str(&sync, "resultType"),
        Some("complete"),
        "{}",
        text(&sync)
    );
    let created = s.call("slow_local", r#"{"_1":0.2}"#, TASKS);
    assert_eq!(
        get_str(&created, "resultType"),
        Some("task"),
        "{}",
        text(&created)
    );
    assert_eq!(get_str(&created, "status"), Some("working"));
    let id = get_str(&created, "taskId").expect("a taskId").to_string();
    assert_eq!(id.len(), 32, "128 random bits as hex");
    for key in ["createdAt", "lastUpdatedAt", "ttlMs", "pollIntervalMs"] {
        assert!(
            get(&created, key).is_some(),
            "{key} missing: {}",
            text(&created)
        );
    }
    let ttl = get(&created, "ttlMs").map(text);
    assert_eq!(ttl.as_deref(), Some("3600000"));
    let working = s.task("tasks/get", &id);
    assert_eq!(
        get_str(&working, "status"),
        Some("working"),
        "{}",
        text(&working)
    );
    assert_eq!(get_str(&working, "resultType"), Some("complete"));
    let done = s.until_done(&id, Duration::from_secs(30));
    assert_eq!(
        get_str(&done, "status"),
        Some("completed"),
        "{}",
        text(&done)
    );
    // The result is exactly the synchronous call's.
    assert_eq!(get(&done, "result").map(text), Some(text(&sync)));
    // tasks/update has nothing to do but is acknowledged.
    let ack = s.request(
        "tasks/update",
        &format!(r#""taskId":"{id}","inputResponses":{{}}"#),
        "{}",
    );
    assert_eq!(
        get_str(&ack, "resultType"),
        Some("complete"),
        "{}",
        text(&ack)
    );
}

#[test]
fn without_the_capability_a_call_is_synchronous_and_other_tools_never_tasks() {
    let mut s = Server::start(&[]);
    let r = s.call("slow_local", r#"{"_1":0.1}"#, "{}");
    assert_eq!(get_str(&r, "resultType"), Some("complete"));
    assert!(get(&r, "content").is_some(), "{}", text(&r));
    // local_square has neither "remote" nor "mcp": {"tasks": true}.
    let r = s.call("local_square", r#"{"_1":4}"#, TASKS);
    assert_eq!(get_str(&r, "resultType"), Some("complete"), "{}", text(&r));
}

#[test]
fn a_failing_call_completes_with_is_error_and_unknown_ids_are_errors() {
    let mut s = Server::start(&[]);
    // A failing call is a completed task whose result is the synchronous
    // call's isError result (SEP-2663: `failed` is for JSON-RPC errors).
    let sync = s.call("slow_local", r#"{"_1":"not a number"}"#, "{}");
    assert_eq!(get(&sync, "isError").map(text).as_deref(), Some("true"));
    let created = s.call("slow_local", r#"{"_1":"not a number"}"#, TASKS);
    let id = get_str(&created, "taskId").expect("a task").to_string();
    let done = s.until_done(&id, Duration::from_secs(30));
    assert_eq!(
        get_str(&done, "status"),
        Some("completed"),
        "{}",
        text(&done)
    );
    assert_eq!(get(&done, "result").map(text), Some(text(&sync)));
    for method in ["tasks/get", "tasks/cancel", "tasks/update"] {
        let e = s.task(method, "0123456789abcdef0123456789abcdef");
        assert_eq!(
            get(&e, "code").map(text).as_deref(),
            Some("-32602"),
            "{method}"
        );
    }
    let e = s.request("tasks/get", "", "{}");
    assert_eq!(get(&e, "code").map(text).as_deref(), Some("-32602"));
}

#[test]
fn tasks_cancel_cancels_and_the_record_expires_after_its_lifetime() {
    let mut s = Server::start(&[("NEXUS_TASK_TTL_MS", "1500")]);
    let created = s.call("slow_local", r#"{"_1":30}"#, TASKS);
    let id = get_str(&created, "taskId").expect("a taskId").to_string();
    assert_eq!(get(&created, "ttlMs").map(text).as_deref(), Some("1500"));
    let ack = s.task("tasks/cancel", &id);
    assert_eq!(
        get_str(&ack, "resultType"),
        Some("complete"),
        "{}",
        text(&ack)
    );
    let t = s.task("tasks/get", &id);
    assert_eq!(get_str(&t, "status"), Some("cancelled"), "{}", text(&t));
    assert!(get(&t, "result").is_none());
    // The pool's worker is free again: a new call answers at once.
    let r = s.call("local_square", r#"{"_1":3}"#, "{}");
    assert!(text(&r).contains("\"9\""), "{}", text(&r));
    std::thread::sleep(Duration::from_millis(1600));
    let e = s.task("tasks/get", &id);
    assert_eq!(
        get(&e, "code").map(text).as_deref(),
        Some("-32602"),
        "{}",
        text(&e)
    );
}

fn cluster() -> bool {
    let up = Command::new("sinfo")
        .args(["-h"])
        .output()
        .is_ok_and(|o| o.status.success() && !o.stdout.is_empty());
    if !up {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "no SLURM cluster; CI starts one with scripts/slurm-local.sh up"
        );
        eprintln!("skipped: no SLURM cluster; start one with scripts/slurm-local.sh up");
    }
    up
}

#[test]
fn a_remote_commands_task_is_a_slurm_job_and_tasks_cancel_scancels_it() {
    if !cluster() {
        return;
    }
    let mut s = Server::start(&[]);
    let created = s.call("square", r#"{"_1":12}"#, TASKS);
    let id = get_str(&created, "taskId").expect("a task").to_string();
    let done = s.until_done(&id, Duration::from_secs(60));
    assert_eq!(
        get_str(&done, "status"),
        Some("completed"),
        "{}",
        text(&done)
    );
    assert!(text(&done).contains("144"), "{}", text(&done));
    // A long job: its latest progress message names the job, and
    // tasks/cancel scancels it.
    let created = s.call("nap", r#"{"_1":30}"#, TASKS);
    let id = get_str(&created, "taskId").expect("a task").to_string();
    let start = Instant::now();
    let job = loop {
        let t = s.task("tasks/get", &id);
        let m = get_str(&t, "statusMessage").unwrap_or("").to_string();
        if let Some(rest) = m.strip_prefix("SLURM job ") {
            break rest.split_whitespace().next().unwrap_or("").to_string();
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "no job message: {}",
            text(&t)
        );
        std::thread::sleep(Duration::from_millis(100));
    };
    s.task("tasks/cancel", &id);
    let start = Instant::now();
    let state = loop {
        let out = Command::new("sacct")
            .args(["-n", "-X", "-P", "-o", "State", "-j", &job])
            .output()
            .expect("sacct");
        let state = String::from_utf8_lossy(&out.stdout).trim().to_string();
        if state.starts_with("CANCELLED") || start.elapsed() > Duration::from_secs(20) {
            break state;
        }
        std::thread::sleep(Duration::from_millis(200));
    };
    assert!(state.starts_with("CANCELLED"), "job {job}: {state}");
}

/// One raw HTTP/1.1 POST of a 2026-era request to `/mcp`; the body.
fn post_mcp(port: u16, method: &str, name: &str, body: &str) -> String {
    use std::io::Read;
    let mut s = std::net::TcpStream::connect(("127.0.0.1", port)).expect("connect");
    s.set_read_timeout(Some(Duration::from_secs(60))).ok();
    let req = format!(
        "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nMCP-Protocol-Version: 2026-07-28\r\nMcp-Method: {method}\r\nMcp-Name: {name}\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).expect("send");
    let mut out = String::new();
    s.read_to_string(&mut out).expect("read");
    out.split_once("\r\n\r\n")
        .map(|(_, b)| b.to_string())
        .unwrap_or(out)
}

/// Issue 28 with 27: a daemon named `--replica r7` mints task ids that
/// start with `r7.` (a proxy routes `tasks/get` on the prefix), and a task
/// id another replica minted is refused naming its owner.
#[test]
fn a_replicas_task_ids_carry_its_name_and_a_foreign_one_names_its_owner() {
    let d = common::Daemon::start(&common::program("slurmy"), &["--replica", "r7"]);
    let call = format!(
        r#"{{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{{"name":"slow_local","arguments":{{"_1":0.1}},{}}}}}"#,
        meta(TASKS)
    );
    let created = json(&post_mcp(d.port(), "tools/call", "slow_local", &call));
    let result = get(&created, "result").cloned().unwrap_or(Value::Null);
    let id = get_str(&result, "taskId")
        .unwrap_or_else(|| panic!("a task: {}", text(&created)))
        .to_string();
    assert!(id.starts_with("r7.") && id.len() == 35, "{id}");
    let foreign = "r2.0123456789abcdef0123456789abcdef";
    let get_foreign = format!(
        r#"{{"jsonrpc":"2.0","id":2,"method":"tasks/get","params":{{"taskId":"{foreign}",{}}}}}"#,
        meta("{}")
    );
    let reply = post_mcp(d.port(), "tasks/get", foreign, &get_foreign);
    assert!(
        reply.contains("\"error\"") && reply.contains(r#"replica \"r2\""#),
        "{reply}"
    );
}
