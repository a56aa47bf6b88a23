//! The front end and the operator lifecycle (issue 5): `nexus install`,
//! `expose`, `start`, `stop`, `status`, `logs`, and `nexus serve` behind
//! them, with lazily started daemons, status codes kept through the
//! forwarding, the token rules and eval.
//!
//! Every test runs the real binary with its own `$NEXUS_HOME` (a unique
//! directory under the temp dir) and `--port 0`, and always runs `nexus stop`
//! from a drop guard, so no server outlives a test even when it fails. All
//! waits are bounded. Rust std only.
//!
//! The official Python MCP SDK part runs `tests/py/test_frontend_mcp.py`
//! with `NEXUS_TEST_PYTHON`, else `<repo>/.venv/bin/python`, else
//! `/tmp/venv/bin/python`; without one that can `import mcp` it fails with
//! instructions, unless `NEXUS_SKIP_SDK_TESTS=1`.

use crate::common;

use nexus::json::{self, Value};
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

fn nexus_bin() -> &'static str {
    env!("CARGO_BIN_EXE_nexus")
}

/// A private link to (or copy of) the binary under test in `dir`.
///
/// Other builds in the same tree replace `target/debug/nexus` while tests
/// run; a server whose executable was unlinked cannot start its eval sandbox
/// (`current_exe()` then names a deleted file). Each test runs its own link,
/// which keeps the image it started with.
fn private_binary(dir: &Path) -> PathBuf {
    let dst = dir.join("nexus");
    for _ in 0..50 {
        if std::fs::hard_link(nexus_bin(), &dst).is_ok() || std::fs::copy(nexus_bin(), &dst).is_ok()
        {
            return dst;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    panic!("cannot link {} into {}", nexus_bin(), dir.display());
}

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A test program (`tests/programs/<name>`) or an example (`examples/<name>`).
fn program(name: &str) -> String {
    let test = repo().join("tests/programs").join(name);
    let path = if test.is_dir() {
        test
    } else {
        repo().join("examples").join(name)
    };
    path.display().to_string()
}

/// Bound on one `nexus` command (start waits up to 20 s for the server).
const COMMAND_TIMEOUT: Duration = Duration::from_secs(60);
/// Bound on one HTTP exchange (an eval runs up to its own deadline).
const HTTP_TIMEOUT: Duration = Duration::from_secs(60);

/// A unique directory under the temp dir.
fn scratch(tag: &str) -> PathBuf {
    static N: AtomicU64 = AtomicU64::new(0);
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.subsec_nanos())
        .unwrap_or(0);
    let dir = std::env::temp_dir().join(format!(
        "nexus-fe-{tag}-{}-{}-{nanos}",
        std::process::id(),
        N.fetch_add(1, Ordering::SeqCst)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create a scratch dir");
    dir
}

/// What a finished command gave.
#[derive(Debug)]
struct Out {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

impl Out {
    fn ok(&self) -> &str {
        assert_eq!(
            self.code,
            Some(0),
            "expected success; stdout: {} stderr: {}",
            self.stdout,
            self.stderr
        );
        self.stdout.trim_end()
    }

    /// Asserts a refusal: exit 1 (refused) or 2 (a usage error), with a message.
    fn refused(&self) -> &str {
        assert!(
            matches!(self.code, Some(1 | 2)) && !self.stderr.trim().is_empty(),
            "expected a refusal (exit 1 or 2 with a message); got {:?}; stdout: {} stderr: {}",
            self.code,
            self.stdout,
            self.stderr
        );
        self.stderr.trim_end()
    }
}

/// Runs a command to completion, killing it past `limit`.
fn run(cmd: &mut Command, limit: Duration) -> Out {
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn the command under test");
    let mut out = child.stdout.take().expect("stdout");
    let mut err = child.stderr.take().expect("stderr");
    let out_t = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = out.read_to_string(&mut s);
        s
    });
    let err_t = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = err.read_to_string(&mut s);
        s
    });
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("try_wait") {
            break status;
        }
        if started.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{cmd:?} did not finish within {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    // `start` leaves the server holding no copy of our pipes (its output goes
    // to server.log), so these reads end with the command.
    Out {
        code: status.code(),
        stdout: out_t.join().unwrap_or_default(),
        stderr: err_t.join().unwrap_or_default(),
    }
}

/// A running server's record, from `server.json`.
#[derive(Debug, Clone)]
struct Record {
    pid: u32,
    start_time: u64,
    addr: SocketAddr,
    since: u64,
}

/// One `$NEXUS_HOME`. Dropping it runs `nexus stop` and removes the directory.
struct Home {
    dir: PathBuf,
    /// Holds [`Home::bin`], outside `$NEXUS_HOME`.
    bin_dir: PathBuf,
    bin: PathBuf,
    /// `NEXUS_TOKEN` for the commands run here; none means it is removed.
    token: Option<String>,
}

impl Home {
    fn new(tag: &str) -> Home {
        let bin_dir = scratch(&format!("{tag}-bin"));
        Home {
            dir: scratch(tag),
            bin: private_binary(&bin_dir),
            bin_dir,
            token: None,
        }
    }

    fn command(&self, args: &[&str]) -> Command {
        let mut cmd = Command::new(&self.bin);
        cmd.args(args).env("NEXUS_HOME", &self.dir);
        match &self.token {
            Some(t) => cmd.env("NEXUS_TOKEN", t),
            None => cmd.env_remove("NEXUS_TOKEN"),
        };
        cmd
    }

    fn nexus(&self, args: &[&str]) -> Out {
        run(&mut self.command(args), COMMAND_TIMEOUT)
    }

    fn install(&self, programs: &[&str]) {
        for p in programs {
            self.nexus(&["install", &program(p)]).ok();
        }
    }

    fn expose(&self, module: &str, views: &str) {
        self.nexus(&["expose", "add", module, "--as", views]).ok();
    }

    fn allow_eval(&self, modules: &str) {
        self.nexus(&["expose", "eval", "--allow", modules]).ok();
    }

    /// `nexus start --port 0 extra…`; returns the record it wrote.
    fn start(&self, extra: &[&str]) -> Record {
        let mut args = vec!["start", "--port", "0"];
        args.extend_from_slice(extra);
        let out = self.nexus(&args);
        assert_eq!(
            out.code,
            Some(0),
            "start failed: {}\n--- server.log ---\n{}",
            out.stderr,
            self.log()
        );
        self.record().expect("start wrote server.json")
    }

    fn record(&self) -> Option<Record> {
        let text = std::fs::read_to_string(self.dir.join("server.json")).ok()?;
        let v = json::parse(&text).ok()?;
        let num = |k: &str| match json::get(&v, k) {
            Some(Value::Number(n)) => json::to_string(&Value::Number(n.clone())).parse().ok(),
            _ => None,
        };
        Some(Record {
            pid: num("pid")? as u32,
            start_time: num("start_time")?,
            addr: json::get_str(&v, "address")?.parse().ok()?,
            since: num("since")?,
        })
    }

    /// The front end's socket directory, as it recorded it.
    fn sockets_dir(&self) -> PathBuf {
        let text = std::fs::read_to_string(self.dir.join("server.sockets"))
            .expect("the server records its socket directory");
        PathBuf::from(text.trim())
    }

    fn log(&self) -> String {
        std::fs::read_to_string(self.dir.join("server.log")).unwrap_or_default()
    }

    fn stop(&self) -> Out {
        self.nexus(&["stop"])
    }
}

impl Drop for Home {
    fn drop(&mut self) {
        // Always: no server outlives its test, even one that failed.
        let _ = run(
            Command::new(&self.bin)
                .arg("stop")
                .env("NEXUS_HOME", &self.dir),
            Duration::from_secs(20),
        );
        let _ = std::fs::remove_dir_all(&self.dir);
        let _ = std::fs::remove_dir_all(&self.bin_dir);
    }
}

/// An HTTP reply.
#[derive(Debug)]
struct Reply {
    status: u16,
    headers: Vec<(String, String)>,
    body: String,
}

impl Reply {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    fn json(&self) -> Value {
        json::parse(&self.body).unwrap_or_else(|e| panic!("not JSON ({e}): {}", self.body))
    }

    /// The `error` field of a `{"status":"error",…}` body.
    fn error(&self) -> String {
        json::get_str(&self.json(), "error")
            .unwrap_or_else(|| panic!("no error field: {}", self.body))
            .to_string()
    }

    /// The `result` field of a `{"status":"ok",…}` body, as JSON text.
    fn result(&self) -> String {
        assert_eq!(self.status, 200, "{}", self.body);
        let v = self.json();
        json::to_string(json::get(&v, "result").expect("a result"))
    }
}

/// One HTTP/1.1 exchange on a fresh connection (`Connection: close`).
fn http(addr: SocketAddr, method: &str, path: &str, headers: &[(&str, &str)], body: &str) -> Reply {
    let mut stream =
        TcpStream::connect_timeout(&addr, Duration::from_secs(10)).expect("connect to the server");
    stream.set_read_timeout(Some(HTTP_TIMEOUT)).unwrap();
    stream.set_write_timeout(Some(HTTP_TIMEOUT)).unwrap();
    let mut req = format!(
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nConnection: close\r\nContent-Length: {}\r\n",
        addr.port(),
        body.len()
    );
    if !body.is_empty() {
        req.push_str("Content-Type: application/json\r\n");
    }
    for (k, v) in headers {
        req.push_str(&format!("{k}: {v}\r\n"));
    }
    req.push_str("\r\n");
    req.push_str(body);
    stream.write_all(req.as_bytes()).expect("send the request");
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).expect("read the reply");
    let text = String::from_utf8_lossy(&raw).into_owned();
    let (head, rest) = text
        .split_once("\r\n\r\n")
        .unwrap_or_else(|| panic!("no reply head: {text:?}"));
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("bad status line: {head:?}"));
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
        .collect();
    let len = headers
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case("content-length"))
        .and_then(|(_, v)| v.parse::<usize>().ok())
        .unwrap_or(rest.len());
    Reply {
        status,
        headers,
        body: rest[..len.min(rest.len())].to_string(),
    }
}

fn post(addr: SocketAddr, path: &str, body: &str) -> Reply {
    http(addr, "POST", path, &[], body)
}

fn get(addr: SocketAddr, path: &str) -> Reply {
    http(addr, "GET", path, &[], "")
}

/// Opens an MCP session (initialize, then notifications/initialized).
fn mcp_open(addr: SocketAddr, auth: &[(&str, &str)]) -> String {
    let r = http(
        addr,
        "POST",
        "/mcp",
        auth,
        r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"frontend.rs","version":"0"}}}"#,
    );
    assert_eq!(r.status, 200, "initialize: {}", r.body);
    let sid = r
        .header("mcp-session-id")
        .expect("Mcp-Session-Id")
        .to_string();
    let mut headers = auth.to_vec();
    headers.push(("Mcp-Session-Id", &sid));
    let r = http(
        addr,
        "POST",
        "/mcp",
        &headers,
        r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
    );
    assert_eq!(r.status, 202, "initialized: {}", r.body);
    sid
}

/// `tools/list` over a fresh session: the tool names.
fn mcp_tool_names(addr: SocketAddr, auth: &[(&str, &str)]) -> Vec<String> {
    let sid = mcp_open(addr, auth);
    let mut headers = auth.to_vec();
    headers.push(("Mcp-Session-Id", &sid));
    let r = http(
        addr,
        "POST",
        "/mcp",
        &headers,
        r#"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#,
    );
    assert_eq!(r.status, 200, "tools/list: {}", r.body);
    let v = r.json();
    let Some(Value::Array(tools)) = json::get(&v, "result").and_then(|r| json::get(r, "tools"))
    else {
        panic!("no tools: {}", r.body);
    };
    tools
        .iter()
        .filter_map(|t| json::get_str(t, "name").map(str::to_string))
        .collect()
}

/// The pids of every process on the machine.
fn all_pids() -> Vec<u32> {
    std::fs::read_dir("/proc")
        .map(|d| {
            d.flatten()
                .filter_map(|e| e.file_name().to_str().and_then(|n| n.parse().ok()))
                .collect()
        })
        .unwrap_or_default()
}

/// `(state, ppid)` from `/proc/<pid>/stat`.
fn stat(pid: u32) -> Option<(String, u32)> {
    let text = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // "pid (comm) state ppid …": comm may hold spaces and parentheses.
    let mut fields = text[text.rfind(')')? + 1..].split_whitespace();
    let state = fields.next()?.to_string();
    Some((state, fields.next()?.parse().ok()?))
}

/// Field 22 of `/proc/<pid>/stat`: the start time in clock ticks since boot.
fn start_time(pid: u32) -> Option<u64> {
    let text = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    text[text.rfind(')')? + 1..]
        .split_whitespace()
        .nth(19)?
        .parse()
        .ok()
}

fn cmdline(pid: u32) -> String {
    std::fs::read(format!("/proc/{pid}/cmdline"))
        .map(|b| String::from_utf8_lossy(&b).replace('\0', " "))
        .unwrap_or_default()
}

/// A process exists and is not a zombie.
fn alive(pid: u32) -> bool {
    stat(pid).is_some_and(|(state, _)| state != "Z")
}

/// Live children of `parent`, with their command lines.
fn children_of(parent: u32) -> Vec<(u32, String)> {
    all_pids()
        .into_iter()
        .filter(|&p| stat(p).is_some_and(|(s, ppid)| ppid == parent && s != "Z"))
        .map(|p| (p, cmdline(p)))
        // The sweeper (`nexus __sweep <pid>`) runs from the start.
        .filter(|(_, cmd)| !cmd.contains("__sweep"))
        .collect()
}

/// Every live descendant of `root` (not `root` itself).
fn descendants_of(root: u32) -> Vec<u32> {
    let parents: Vec<(u32, u32)> = all_pids()
        .into_iter()
        .filter_map(|p| stat(p).filter(|(s, _)| s != "Z").map(|(_, pp)| (p, pp)))
        .collect();
    let mut found = vec![root];
    let mut i = 0;
    while i < found.len() {
        let parent = found[i];
        found.extend(
            parents
                .iter()
                .filter(|(_, pp)| *pp == parent)
                .map(|(p, _)| *p),
        );
        i += 1;
    }
    found.remove(0);
    found
}

/// The server's module daemons: children whose command line runs `daemon`.
fn daemons_of(server: u32) -> Vec<(u32, String)> {
    children_of(server)
        .into_iter()
        .filter(|(_, c)| c.contains(" daemon "))
        .collect()
}

/// Processes anywhere whose command line names the server's socket
/// directory (`<tmp>/nexus-<server pid>-<tag>`).
fn socket_users(server: u32) -> Vec<(u32, String)> {
    let needle = format!("/nexus-{server}-");
    all_pids()
        .into_iter()
        .filter(|&p| alive(p))
        .map(|p| (p, cmdline(p)))
        .filter(|(_, c)| c.contains(&needle))
        .collect()
}

fn wait_until(limit: Duration, mut cond: impl FnMut() -> bool) -> bool {
    let started = Instant::now();
    loop {
        if cond() {
            return true;
        }
        if started.elapsed() > limit {
            return false;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn kill9(pid: u32) {
    // A direct syscall, not the `kill` program: the request that follows must
    // be able to race the daemon's exit.
    let pid = rustix::process::Pid::from_raw(pid as i32).expect("a positive pid");
    rustix::process::kill_process(pid, rustix::process::Signal::KILL).expect("kill -9");
}

/// A fresh random-looking token, unique to this test run.
fn fresh_token(tag: &str) -> String {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    format!("tok{tag}{:x}{}Zq", nanos, std::process::id())
}

/// Every file under `dir` whose bytes contain `needle`.
fn files_containing(dir: &Path, needle: &[u8]) -> Vec<PathBuf> {
    let mut hits = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return hits;
    };
    for e in entries.flatten() {
        let path = e.path();
        let Ok(meta) = std::fs::symlink_metadata(&path) else {
            continue;
        };
        if meta.is_dir() {
            hits.extend(files_containing(&path, needle));
        } else if meta.is_file()
            && let Ok(bytes) = std::fs::read(&path)
            && bytes.windows(needle.len()).any(|w| w == needle)
        {
            hits.push(path);
        }
    }
    hits
}

/// A `nexus daemon <program> --port 0` of our own, killed on drop.
struct DirectDaemon {
    child: Child,
    addr: SocketAddr,
    dir: PathBuf,
}

impl DirectDaemon {
    fn start(name: &str, extra: &[&str]) -> DirectDaemon {
        let dir = scratch("daemon");
        let port_file = dir.join("port");
        let log = std::fs::File::create(dir.join("log")).expect("log file");
        let mut child = Command::new(private_binary(&dir))
            .arg("daemon")
            .arg(program(name))
            .args(["--port", "0", "--port-file"])
            .arg(&port_file)
            .args(extra)
            .env_remove("NEXUS_TOKEN")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .expect("spawn nexus daemon");
        let started = Instant::now();
        loop {
            if let Ok(text) = std::fs::read_to_string(&port_file)
                && let Ok(addr) = text.trim().parse()
            {
                return DirectDaemon { child, addr, dir };
            }
            if child.try_wait().ok().flatten().is_some() || started.elapsed() > COMMAND_TIMEOUT {
                let _ = child.kill();
                let _ = child.wait();
                panic!(
                    "nexus daemon {name} did not start: {}",
                    std::fs::read_to_string(dir.join("log")).unwrap_or_default()
                );
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for DirectDaemon {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// `(state, modules)` of `/discover`'s eval entry.
fn discover_eval(addr: SocketAddr, auth: &[(&str, &str)]) -> (String, Vec<String>) {
    let r = http(addr, "GET", "/discover", auth, "");
    assert_eq!(r.status, 200, "{}", r.body);
    let v = r.json();
    let v = json::get(&v, "result").expect("the daemon's envelope");
    let eval = json::get(v, "eval").expect("an eval entry");
    let modules = match json::get(eval, "modules") {
        Some(Value::Array(m)) => m
            .iter()
            .filter_map(|m| match m {
                Value::String(s) => Some(s.clone()),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    };
    (
        json::get_str(eval, "state").unwrap_or("").to_string(),
        modules,
    )
}

// ---------------------------------------------------------------------------
// Views, lazy daemons, and the official SDK
// ---------------------------------------------------------------------------

/// combat on both views, allkinds on the API only, evaltest on MCP only;
/// eval may import combat and evaltest.
fn three_views(tag: &str) -> Home {
    let home = Home::new(tag);
    home.install(&["combat", "allkinds", "evaltest"]);
    home.expose("combat", "mcp,api");
    home.expose("allkinds", "api");
    home.expose("evaltest", "mcp");
    home.allow_eval("combat,evaltest");
    home
}

#[test]
fn each_program_answers_only_where_it_is_exposed_and_listing_starts_no_daemon() {
    let home = three_views("views");
    let listed = home.nexus(&["expose", "list"]);
    assert!(
        listed.ok().contains("mcp:  combat, evaltest")
            && listed.ok().contains("api:  combat, allkinds"),
        "{}",
        listed.ok()
    );
    let server = home.start(&[]);
    let addr = server.addr;

    // Listing tools reads the manifests: no daemon is started for it.
    let tools = mcp_tool_names(addr, &[]);
    assert!(
        tools.contains(&"combat__fighterDamage".to_string()),
        "{tools:?}"
    );
    assert!(tools.contains(&"evaltest__add".to_string()), "{tools:?}");
    assert!(tools.contains(&"eval".to_string()), "{tools:?}");
    // evaluate: seed 003's dry run, served by default (issue 15 defect 10).
    assert!(tools.contains(&"evaluate".to_string()), "{tools:?}");
    for t in &tools {
        assert!(
            t == "eval"
                || t == "evaluate"
                || t.starts_with("combat__")
                || t.starts_with("evaltest__"),
            "{t} is not from a module on the MCP view"
        );
    }
    std::thread::sleep(Duration::from_millis(200));
    assert!(
        children_of(server.pid).is_empty(),
        "tools/list started something: {:?}",
        children_of(server.pid)
    );
    assert!(
        socket_users(server.pid).is_empty(),
        "{:?}",
        socket_users(server.pid)
    );

    // /discover: the modules with their views, the MCP endpoint, the tool
    // count and the eval state; still no daemon.
    let d = get(addr, "/discover");
    assert_eq!(d.status, 200);
    let v = json::get(&d.json(), "result")
        .cloned()
        .expect("the daemon's envelope");
    assert_eq!(json::get_str(&v, "mcp"), Some("/mcp"));
    assert_eq!(
        json::get(&v, "tools").map(json::to_string),
        Some(tools.len().to_string()),
        "{}",
        d.body
    );
    let Some(Value::Array(modules)) = json::get(&v, "modules") else {
        panic!("{}", d.body)
    };
    let views: Vec<(String, String, String)> = modules
        .iter()
        .map(|m| {
            (
                json::get_str(m, "name").unwrap_or("").to_string(),
                json::get(m, "mcp").map(json::to_string).unwrap_or_default(),
                json::get(m, "api").map(json::to_string).unwrap_or_default(),
            )
        })
        .collect();
    for (name, mcp, api) in [
        ("allkinds", "false", "true"),
        ("combat", "true", "true"),
        ("evaltest", "true", "false"),
    ] {
        assert!(
            views.contains(&(name.into(), mcp.into(), api.into())),
            "{name}: {views:?}"
        );
    }
    assert_eq!(discover_eval(addr, &[]).0, "enabled");
    assert!(children_of(server.pid).is_empty());

    // The JSON API: only modules on the API view answer.
    assert_eq!(
        post(addr, "/call/combat/fighterDamage", "[10]").result(),
        "17"
    );
    assert_eq!(
        post(addr, "/call/allkinds/py_add", r#"{"_1":40,"_2":2}"#).result(),
        "42"
    );
    let r = post(addr, "/call/evaltest/add", "[1,2]");
    assert_eq!(r.status, 404, "{}", r.body);
    assert!(r.error().contains("evaltest"), "{}", r.body);
    assert_eq!(post(addr, "/call/nosuchmodule/f", "[]").status, 404);
    assert_eq!(post(addr, "/call/combat", "[]").status, 404);
    // Two modules used, two daemons; evaltest has none (MCP not called yet).
    let daemons = daemons_of(server.pid);
    assert_eq!(daemons.len(), 2, "{daemons:?}");
    assert!(
        daemons.iter().all(|(_, c)| !c.contains("evaltest")),
        "{daemons:?}"
    );

    // The official SDK's streamable-HTTP client against /mcp.
    let python = match common::sdk_python("import mcp.client.streamable_http") {
        Ok(p) => p,
        Err(why) if std::env::var("NEXUS_SKIP_SDK_TESTS").as_deref() == Ok("1") => {
            eprintln!("SDK part skipped (NEXUS_SKIP_SDK_TESTS=1): {why}");
            return;
        }
        Err(why) => panic!("{why}"),
    };
    let script = repo().join("tests/py/test_frontend_mcp.py");
    let out = run(
        Command::new(&python)
            .arg(&script)
            .current_dir(repo())
            .env("NEXUS_FE_URL", format!("http://{addr}/mcp"))
            .env("NEXUS_BIN", &home.bin),
        Duration::from_secs(120),
    );
    assert!(
        out.code == Some(0) && out.stdout.contains("checks passed"),
        "{} failed:\n{}\n{}\n--- server.log ---\n{}",
        script.display(),
        out.stdout,
        out.stderr,
        home.log()
    );
    assert!(!home.log().contains("panicked"), "{}", home.log());
}

// ---------------------------------------------------------------------------
// Startup checks and the lifecycle
// ---------------------------------------------------------------------------

#[test]
fn colliding_tool_names_make_start_refuse_naming_both() {
    let home = Home::new("collide");
    home.install(&["fe_a", "fe_ab"]);
    home.expose("a", "mcp");
    home.expose("a__b", "mcp");
    let err = home.nexus(&["start", "--port", "0"]).refused().to_string();
    assert!(err.contains("a__b__c"), "{err}");
    assert!(err.contains("a.b__c"), "names module a's command: {err}");
    assert!(err.contains("a__b.c"), "names module a__b's command: {err}");
    assert!(home.record().is_none(), "a refused start records nothing");

    // On the API view only, tool names do not matter: start works.
    home.nexus(&["expose", "rm", "a__b", "--as", "mcp"]).ok();
    home.expose("a__b", "api");
    let server = home.start(&[]);
    let tools = mcp_tool_names(server.addr, &[]);
    assert_eq!(tools, vec!["a__b__c".to_string(), "evaluate".to_string()]);
    assert_eq!(post(server.addr, "/call/a__b/c", "[]").result(), "2");
}

#[test]
fn the_first_request_starts_a_daemon_and_a_killed_one_is_started_again() {
    let home = Home::new("restart");
    home.install(&["combat"]);
    home.expose("combat", "api");
    let server = home.start(&[]);
    assert!(
        daemons_of(server.pid).is_empty(),
        "no daemon before a request"
    );

    assert_eq!(
        post(server.addr, "/call/combat/fighterDamage", "[20]").result(),
        "7"
    );
    let first = daemons_of(server.pid);
    assert_eq!(first.len(), 1, "{first:?}");
    let (old, line) = first[0].clone();
    assert!(line.contains("--socket"), "{line}");

    // The request follows the kill at once: the dying daemon may still hold
    // its listener, and the front end must see through that.
    kill9(old);
    let r = post(server.addr, "/call/combat/fighterDamage", "[25]");
    assert_eq!(r.result(), "2", "the next request after kill -9");
    let second = daemons_of(server.pid);
    assert_eq!(second.len(), 1, "{second:?}");
    assert_ne!(second[0].0, old, "a new daemon");
    assert!(!alive(old), "the daemon {old} survived kill -9");
    assert!(
        home.log().contains("exited; starting it again"),
        "{}",
        home.log()
    );

    // stop ends the server and its daemons, and removes their sockets.
    let daemon = second[0].0;
    let sockets = home.sockets_dir();
    assert!(
        second[0].1.contains(&sockets.display().to_string()),
        "{second:?}"
    );
    home.stop().ok();
    assert!(!sockets.exists(), "stop left {}", sockets.display());
    assert!(!alive(server.pid));
    assert!(
        wait_until(Duration::from_secs(10), || !alive(daemon)),
        "the daemon {daemon} outlived stop"
    );
}

/// Issue 31, defect 5: a front end that died (SIGKILL, a crash) left its
/// socket directory in the temp dir, and the next `start` swept only its own
/// state directory's. A starting front end now removes every dead front
/// end's directory, as dead shared memory is swept: only real directories
/// named exactly `nexus-<pid>-<12 hex>`, owned by us, whose pid is dead.
/// The temp dir is a private one (`TMPDIR`), so nothing else is touched.
#[test]
fn a_starting_front_end_sweeps_the_socket_directories_dead_front_ends_left() {
    let home = Home::new("sweep");
    home.install(&["evaltest"]);
    home.expose("evaltest", "api");
    let tmp = scratch("sweep-tmp");
    // A pid that is dead: a child spawned and reaped.
    let mut child = Command::new("true").spawn().expect("spawn true");
    let dead = child.id();
    child.wait().expect("reap true");
    let make = |name: &str| {
        let dir = tmp.join(name);
        std::fs::create_dir(&dir).expect("make a directory");
        std::fs::write(dir.join("keep"), "x").expect("write a file");
        dir
    };
    // What a SIGKILLed front end leaves: its directory with a daemon's socket.
    let dead_dir = make(&format!("nexus-{dead}-0123456789ab"));
    drop(std::os::unix::net::UnixListener::bind(dead_dir.join("evaltest.sock")).expect("bind"));
    // Kept: a live pid's, and names that are not exactly ours.
    let mut kept = vec![make(&format!("nexus-{}-0123456789ab", std::process::id()))];
    for name in [
        format!("nexus-{dead}-0123456789AB"),
        format!("nexus-{dead}-0123456789abc"),
        format!("nexus-fe-{dead}-0123456789ab"),
        format!("nexus-{dead}"),
    ] {
        kept.push(make(&name));
    }
    // Kept: a file, and a symbolic link (never followed) named like ours.
    let file = tmp.join(format!("nexus-{dead}-aaaaaaaaaaaa"));
    std::fs::write(&file, "x").expect("write a file");
    let target = make("elsewhere");
    let link = tmp.join(format!("nexus-{dead}-fedcba987654"));
    std::os::unix::fs::symlink(&target, &link).expect("symlink");
    // Kept: another user's (only checkable as root).
    let foreign_owner = tmp.join(format!("nexus-{dead}-bbbbbbbbbbbb"));
    let as_root = rustix::process::getuid().is_root();
    if as_root {
        make(&format!("nexus-{dead}-bbbbbbbbbbbb"));
        std::os::unix::fs::chown(&foreign_owner, Some(65534), Some(65534)).expect("chown");
    }

    let mut cmd = home.command(&["start", "--port", "0"]);
    cmd.env("TMPDIR", &tmp);
    let out = run(&mut cmd, COMMAND_TIMEOUT);
    assert_eq!(out.code, Some(0), "start: {}\n{}", out.stderr, home.log());

    assert!(
        !dead_dir.exists(),
        "the dead front end's directory is swept"
    );
    for dir in &kept {
        assert!(dir.join("keep").is_file(), "{} is kept", dir.display());
    }
    assert!(file.is_file(), "a file named like ours is kept");
    assert!(
        std::fs::symlink_metadata(&link).is_ok_and(|m| m.file_type().is_symlink())
            && target.join("keep").is_file(),
        "a link named like ours is kept, and what it names"
    );
    if as_root {
        assert!(
            foreign_owner.join("keep").is_file(),
            "another user's is kept"
        );
    }
    // The new front end's own directory is there, named like ours.
    let own = home.sockets_dir();
    assert!(own.starts_with(&tmp) && own.is_dir(), "{}", own.display());
    home.stop().ok();
    assert!(!own.exists(), "stop removes the server's own directory");
    let _ = std::fs::remove_dir_all(&tmp);
}

/// Issue 31, defect 9: seed 000's one step, `mim start --mcp combat`, which
/// took install, expose and start. `nexus start --mcp PROGRAM` does all
/// three and prints the URL and the client configuration; run twice, it
/// reports the server already serving; `nexus stop` cleans up.
#[test]
fn start_mcp_installs_exposes_and_starts_in_one_step_and_twice_is_the_same() {
    let home = Home::new("start-mcp");
    let combat = program("combat");
    let first = home.nexus(&["start", "--mcp", &combat, "--port", "0"]);
    let text = first.ok().to_string();
    let server = home.record().expect("start --mcp wrote server.json");
    let url = format!("http://{}/mcp", server.addr);
    assert!(text.contains("installed combat"), "{text}");
    assert!(
        text.contains(&format!("claude mcp add --transport http combat {url}")),
        "the line to paste: {text}"
    );
    let config = text
        .lines()
        .find(|l| l.starts_with('{'))
        .unwrap_or_else(|| panic!("a configuration entry: {text}"));
    let config = json::parse(config).expect("the entry is JSON");
    let entry = json::get(&config, "mcpServers")
        .and_then(|s| json::get(s, "combat"))
        .unwrap_or_else(|| panic!("mcpServers.combat: {text}"));
    assert_eq!(json::get_str(entry, "url"), Some(url.as_str()));
    assert_eq!(json::get_str(entry, "type"), Some("http"));

    // The MCP endpoint answers tools/list with the program's tools.
    let preview = run(
        Command::new(&home.bin).args([combat.as_str(), "--mcp-tools"]),
        COMMAND_TIMEOUT,
    );
    let preview = json::parse(preview.ok()).expect("--mcp-tools is JSON");
    let Some(Value::Array(tools)) = json::get(&preview, "tools") else {
        panic!("no tools in --mcp-tools");
    };
    // Each command as `combat__<command>`; seed 003's `evaluate` once, as is.
    let mut want: Vec<String> = tools
        .iter()
        .filter_map(|t| json::get_str(t, "name"))
        .map(|n| match n {
            "evaluate" => n.to_string(),
            _ => format!("combat__{n}"),
        })
        .collect();
    want.sort();
    assert!(!want.is_empty());
    let mut names = mcp_tool_names(server.addr, &[]);
    names.sort();
    assert_eq!(names, want);

    // Twice: the same server, reported, not refused; by module name too.
    for again in [combat.as_str(), "combat"] {
        let second = home.nexus(&["start", "--mcp", again, "--port", "0"]);
        let text = second.ok().to_string();
        assert!(text.contains("already running"), "{text}");
        assert!(text.contains(&url), "{text}");
        let record = home.record().expect("still recorded");
        assert_eq!(
            (record.pid, record.start_time),
            (server.pid, server.start_time)
        );
    }
    assert!(alive(server.pid));
    assert_eq!(
        home.nexus(&["expose", "list"]).ok().lines().next(),
        Some("mcp:  combat")
    );

    // A name that is neither a path nor installed is refused, naming both.
    let refused = home.nexus(&["start", "--mcp", "nosuchmodule"]);
    assert!(
        refused
            .refused()
            .contains("neither a program path nor an installed module")
    );

    let sockets = home.sockets_dir();
    home.stop().ok();
    assert!(
        wait_until(Duration::from_secs(10), || !alive(server.pid)),
        "stop ends the server"
    );
    assert!(home.record().is_none(), "stop removes the record");
    assert!(!sockets.exists(), "stop removes the socket directory");
}

#[test]
fn a_second_start_is_refused_and_stop_then_start_works() {
    let home = Home::new("twice");
    home.install(&["combat"]);
    home.expose("combat", "api");
    let first = home.start(&[]);
    assert_eq!(start_time(first.pid), Some(first.start_time), "{first:?}");

    let err = home.nexus(&["start", "--port", "0"]).refused().to_string();
    assert!(
        err.contains("already running") && err.contains(&first.pid.to_string()),
        "{err}"
    );
    assert!(alive(first.pid));
    assert_eq!(get(first.addr, "/health").status, 200);
    assert_eq!(home.record().map(|r| r.pid), Some(first.pid));

    // The daemons' socket directory is recorded, so stop can remove it.
    let first_sockets = home.sockets_dir();
    assert!(first_sockets.is_dir(), "{}", first_sockets.display());

    // --replace replaces it.
    let replaced = home.start(&["--replace"]);
    assert_ne!(replaced.pid, first.pid);
    assert!(wait_until(Duration::from_secs(10), || !alive(first.pid)));
    assert_eq!(get(replaced.addr, "/health").status, 200);
    assert!(
        !first_sockets.exists(),
        "the replaced server's sockets remain"
    );

    // stop ends it and removes the record and the sockets; then start works
    // again.
    let sockets = home.sockets_dir();
    assert_ne!(sockets, first_sockets);
    assert_eq!(
        post(replaced.addr, "/call/combat/fighterDamage", "[20]").result(),
        "7"
    );
    assert!(std::fs::read_dir(&sockets).is_ok_and(|mut d| d.next().is_some()));
    let out = home.stop();
    assert!(out.ok().contains("stopped"), "{}", out.ok());
    assert!(!alive(replaced.pid));
    assert!(home.record().is_none());
    assert!(!sockets.exists(), "stop left {}", sockets.display());
    assert!(home.nexus(&["status"]).ok().starts_with("not running"));
    assert!(home.stop().ok().contains("no server"));
    let again = home.start(&[]);
    assert_eq!(
        post(again.addr, "/call/combat/fighterDamage", "[20]").result(),
        "7"
    );
}

#[test]
fn a_stale_record_whose_pid_was_reused_does_not_block_start() {
    let home = Home::new("stale");
    home.install(&["combat"]);
    home.expose("combat", "api");
    // A live process that is not our server holds the recorded pid.
    struct Sleeper(Child);
    impl Drop for Sleeper {
        fn drop(&mut self) {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }
    let sleeper = Sleeper(
        Command::new("sleep")
            .arg("30")
            .stdin(Stdio::null())
            .spawn()
            .expect("spawn sleep"),
    );
    let pid = sleeper.0.id();
    let real_start = start_time(pid).expect("the sleeper's start time");
    std::fs::write(
        home.dir.join("server.json"),
        format!(
            r#"{{"pid":{pid},"start_time":{},"address":"127.0.0.1:9","since":1}}"#,
            real_start + 12345
        ),
    )
    .unwrap();
    let status = home.nexus(&["status"]);
    assert!(status.ok().starts_with("not running"), "{}", status.ok());
    // Changes are not refused on account of a stale record either.
    home.expose("combat", "mcp,api");

    let server = home.start(&[]);
    assert_ne!(server.pid, pid);
    assert!(alive(pid), "start must not touch the unrelated process");
    assert_eq!(
        post(server.addr, "/call/combat/fighterDamage", "[20]").result(),
        "7"
    );
    home.stop().ok();
    assert!(alive(pid), "stop must not touch the unrelated process");
}

#[test]
fn programs_are_immutable_while_serving_and_status_and_logs_report() {
    let home = Home::new("immutable");
    home.install(&["combat", "evaltest"]);
    home.expose("combat", "mcp,api");
    home.allow_eval("evaltest");
    let before = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs();
    let server = home.start(&[]);

    for args in [
        vec!["install", &program("allkinds")],
        vec!["install", &program("combat"), "--replace"],
        vec!["uninstall", "combat"],
        vec!["expose", "add", "evaltest", "--as", "api"],
        vec!["expose", "rm", "combat"],
        vec!["expose", "eval", "--off"],
        vec!["expose", "eval", "--allow", "combat"],
    ] {
        let out = home.nexus(&args);
        let err = out.refused();
        assert!(
            err.contains("while the server") && err.contains("immutable"),
            "{args:?}: {err}"
        );
    }
    assert!(!home.dir.join("programs/allkinds").exists());
    assert!(home.dir.join("programs/combat/manifest.json").is_file());
    // Reading is fine.
    assert!(
        home.nexus(&["expose", "list"])
            .ok()
            .contains("eval: allow evaltest")
    );
    assert!(home.nexus(&["list"]).ok().contains("combat"));

    // status: what is served, where, since when.
    let status = home.nexus(&["status"]).ok().to_string();
    assert!(
        status.contains(&format!("running: pid {}", server.pid))
            && status.contains(&format!("http://{}", server.addr))
            && status.contains(" since ")
            && status.contains(" UTC (")
            && !status.contains(&format!("since {}", server.since)),
        "{status}"
    );
    assert!(
        server.since >= before && server.since <= before + 60,
        "{server:?}"
    );
    assert!(status.contains("mcp:  combat"), "{status}");
    assert!(status.contains("api:  combat"), "{status}");
    assert!(status.contains("eval: evaltest"), "{status}");

    // logs: the server log.
    let logs = home.nexus(&["logs"]).ok().to_string();
    assert!(
        logs.contains(&format!("serving the front end on http://{}", server.addr)),
        "{logs}"
    );

    // After stop, changes are allowed again.
    home.stop().ok();
    home.install(&["allkinds"]);
    home.expose("allkinds", "api");
    home.nexus(&["uninstall", "allkinds"]).ok();
}

#[test]
fn the_token_is_never_on_a_command_line_on_disk_or_in_the_log() {
    let mut home = Home::new("token");
    let token = fresh_token("frontend");
    home.token = Some(token.clone());
    home.install(&["combat", "evaltest"]);
    home.expose("combat", "mcp,api");
    home.allow_eval("evaltest");
    let server = home.start(&[]);
    let bearer = format!("Bearer {token}");
    let auth = [("Authorization", bearer.as_str())];

    // Without it: 401 everywhere but /health.
    assert_eq!(get(server.addr, "/health").status, 200);
    for (method, path, body) in [
        ("GET", "/discover", ""),
        ("POST", "/call/combat/fighterDamage", "[20]"),
        ("POST", "/eval", r#"{"expr":"evaltest.double 2"}"#),
        (
            "POST",
            "/mcp",
            r#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#,
        ),
    ] {
        let r = http(server.addr, method, path, &[], body);
        assert_eq!(r.status, 401, "{method} {path}: {}", r.body);
        assert_eq!(r.header("www-authenticate"), Some("Bearer"), "{r:?}");
        let wrong = http(
            server.addr,
            method,
            path,
            &[("Authorization", "Bearer not-the-token")],
            body,
        );
        assert_eq!(wrong.status, 401, "{method} {path} with a wrong token");
    }
    assert!(
        daemons_of(server.pid).is_empty(),
        "a refused request started a daemon"
    );

    // With it: served; a call starts a daemon, eval a sandbox with pools.
    assert_eq!(
        http(
            server.addr,
            "POST",
            "/call/combat/fighterDamage",
            &auth,
            "[20]"
        )
        .result(),
        "7"
    );
    assert_eq!(
        http(
            server.addr,
            "POST",
            "/eval",
            &auth,
            r#"{"expr":"evaltest.environ \"NEXUS_TOKEN\""}"#
        )
        .result(),
        "[]",
        "eval's functions see no NEXUS_TOKEN, in themselves or their parent"
    );
    assert_eq!(discover_eval(server.addr, &auth).0, "enabled");
    assert!(mcp_tool_names(server.addr, &auth).contains(&"eval".to_string()));
    assert_eq!(daemons_of(server.pid).len(), 1);

    // No process on the machine has it on its command line.
    let on_cmdline: Vec<(u32, String)> = all_pids()
        .into_iter()
        .map(|p| (p, cmdline(p)))
        .filter(|(_, c)| c.contains(&token))
        .collect();
    assert!(on_cmdline.is_empty(), "{on_cmdline:?}");
    assert!(!cmdline(server.pid).contains(&token));
    // Only the server itself has it in its environment: daemons and pools
    // start without it.
    let server_env = std::fs::read(format!("/proc/{}/environ", server.pid)).unwrap_or_default();
    assert!(
        server_env
            .windows(token.len())
            .any(|w| w == token.as_bytes()),
        "the server reads the token from its environment"
    );
    let below = descendants_of(server.pid);
    assert!(!below.is_empty());
    for pid in below {
        let env = std::fs::read(format!("/proc/{pid}/environ")).unwrap_or_default();
        assert!(
            !env.windows(token.len()).any(|w| w == token.as_bytes()),
            "{pid} ({}) has the token in its environment",
            cmdline(pid)
        );
    }

    // Not on disk, not in the log.
    let hits = files_containing(&home.dir, token.as_bytes());
    assert!(hits.is_empty(), "the token is written to {hits:?}");
    let logs = home.nexus(&["logs", "-n", "1000"]);
    assert!(!logs.ok().is_empty());
    assert!(!logs.stdout.contains(&token) && !logs.stderr.contains(&token));
    let status = home.nexus(&["status"]);
    assert!(!status.stdout.contains(&token));
    home.stop().ok();
    let hits = files_containing(&home.dir, token.as_bytes());
    assert!(hits.is_empty(), "the token is written to {hits:?}");
}

// ---------------------------------------------------------------------------
// Status codes: the front end keeps the daemon's
// ---------------------------------------------------------------------------

#[test]
fn status_codes_through_the_front_end_match_the_daemons() {
    let home = Home::new("codes");
    home.install(&["allkinds", "fe_slow"]);
    home.expose("allkinds", "api");
    home.expose("fe_slow", "api");
    let server = home.start(&["--call-timeout", "1"]);
    let direct_allkinds = DirectDaemon::start("allkinds", &["--call-timeout", "1"]);
    let direct_slow = DirectDaemon::start("fe_slow", &["--call-timeout", "1"]);

    // Warm up: the first call starts the pools, which counts against the
    // one-second call deadline on a loaded machine.
    for (addr, path, body) in [
        (direct_allkinds.addr, "/call/py_add", "[1,2]"),
        (direct_slow.addr, "/call/nap", "[0]"),
        (server.addr, "/call/allkinds/py_add", "[1,2]"),
        (server.addr, "/call/fe_slow/nap", "[0]"),
    ] {
        let mut last = None;
        for _ in 0..20 {
            let r = post(addr, path, body);
            if r.status == 200 {
                last = None;
                break;
            }
            last = Some(r);
        }
        assert!(last.is_none(), "warming up {path}: {last:?}");
    }

    // (module, command, body, expected status, whether the bodies must match)
    let cases = [
        ("allkinds", "py_add", r#"[1,"x"]"#, 400, true),
        ("allkinds", "py_add", r#"{"_1":1}"#, 400, true),
        ("allkinds", "py_add", "not json", 400, true),
        ("allkinds", "no_such_command", "[]", 404, true),
        ("allkinds", "py_fail", "[]", 500, true),
        ("allkinds", "py_add", "[40,2]", 200, true),
        ("fe_slow", "nap", "[3]", 504, true),
        // The message names the worker's pid, which differs.
        ("fe_slow", "die", "[]", 503, false),
    ];
    for (module, command, body, want, same_body) in cases {
        let direct = match module {
            "allkinds" => direct_allkinds.addr,
            _ => direct_slow.addr,
        };
        let d = post(direct, &format!("/call/{command}"), body);
        let f = post(server.addr, &format!("/call/{module}/{command}"), body);
        assert_eq!(
            d.status, want,
            "daemon {module}.{command} {body}: {}",
            d.body
        );
        assert_eq!(
            f.status, d.status,
            "front end {module}.{command} {body}: {} (daemon: {})",
            f.body, d.body
        );
        assert_eq!(
            f.header("retry-after").is_some(),
            d.header("retry-after").is_some(),
            "Retry-After of {module}.{command}: {f:?} vs {d:?}"
        );
        if want == 503 {
            assert!(f.header("retry-after").is_some(), "{f:?}");
            assert!(f.error().contains("died"), "{}", f.body);
        }
        if same_body {
            assert_eq!(f.body, d.body, "{module}.{command} {body}");
        } else {
            assert_eq!(json::get_str(&f.json(), "status"), Some("error"));
        }
    }

    // The program recovers behind the front end: 503s with Retry-After until
    // it has, then answers again.
    let mut answered = None;
    for _ in 0..100 {
        let r = post(server.addr, "/call/fe_slow/nap", "[0.01]");
        if r.status == 200 {
            answered = Some(r);
            break;
        }
        assert_eq!(r.status, 503, "while recovering: {}", r.body);
        assert!(r.header("retry-after").is_some(), "{r:?}");
        std::thread::sleep(Duration::from_millis(100));
    }
    assert_eq!(answered.expect("fe_slow recovered").result(), "0.01");
    assert_eq!(
        post(server.addr, "/call/allkinds/py_add", "[1,2]").result(),
        "3"
    );
}

// ---------------------------------------------------------------------------
// Eval
// ---------------------------------------------------------------------------

fn eval(addr: SocketAddr, expr: &str) -> Reply {
    let body = json::Obj::new().str("expr", expr).finish();
    post(addr, "/eval", &body)
}

#[test]
fn eval_composes_commands_and_refuses_type_errors_and_other_modules() {
    let home = three_views("eval");
    let server = home.start(&[]);
    let addr = server.addr;

    // Compositions give the right answers.
    assert_eq!(
        eval(addr, "evaltest.add (evaltest.double 2) 3").result(),
        "7"
    );
    assert_eq!(
        eval(
            addr,
            "let x = evaltest.double 4 in evaltest.add x (combat.fighterDamage 20)"
        )
        .result(),
        "15"
    );
    // Eval imports by the allow-list, not the views: evaltest is MCP-only.
    assert_eq!(
        eval(addr, "evaltest.greet \"Ann\"").result(),
        "\"Hello, Ann!\""
    );

    // A type error: 400, with its line:column and the types.
    let r = eval(addr, "evaltest.add 1\n  (evaltest.greet \"x\")");
    assert_eq!(r.status, 400, "{}", r.body);
    let msg = r.error();
    assert!(msg.contains("2:4"), "the position of the argument: {msg}");
    assert!(msg.contains("Int") && msg.contains("Str"), "{msg}");
    let r = eval(addr, "evaltest.double \"two\"");
    assert_eq!(r.status, 400);
    assert!(r.error().contains("1:17"), "{}", r.body);
    // A parse error, too.
    let r = eval(addr, "evaltest.add (1");
    assert_eq!(r.status, 400);
    assert!(r.error().contains("1:"), "{}", r.body);

    // A module that is not allowed: 400, even one installed and on the API.
    let r = eval(addr, "allkinds.py_add 1 2");
    assert_eq!(r.status, 400, "{}", r.body);
    assert!(r.error().contains("allkinds"), "{}", r.body);
    assert!(r.error().contains("not importable"), "{}", r.body);
    let r = eval(addr, "nosuch.f 1");
    assert_eq!(r.status, 400, "{}", r.body);

    // A function that raises is a failure (500), not a client error.
    let r = eval(addr, "evaltest.fail \"bang\"");
    assert_eq!(r.status, 500, "{}", r.body);
    assert!(r.error().contains("bang"), "{}", r.body);

    // Malformed bodies.
    assert_eq!(post(addr, "/eval", "{}").status, 400);
    assert_eq!(post(addr, "/eval", "nope").status, 400);
    assert_eq!(get(addr, "/eval").status, 405);

    // No sandbox outlives its request.
    assert!(
        wait_until(Duration::from_secs(5), || children_of(server.pid)
            .iter()
            .all(|(_, c)| !c.contains("__eval"))),
        "{:?}",
        children_of(server.pid)
    );
}

#[test]
fn eval_past_its_cpu_and_memory_limits_is_refused_and_the_server_keeps_serving() {
    let home = Home::new("limits");
    home.install(&["evaltest"]);
    home.expose("evaltest", "api");
    home.allow_eval("evaltest");
    let server = home.start(&[
        "--eval-cpu",
        "1",
        "--eval-memory",
        "256",
        "--eval-timeout",
        "20",
    ]);
    let addr = server.addr;

    let started = Instant::now();
    let r = eval(addr, "evaltest.add 1 (evaltest.spin 0)");
    assert_eq!(r.status, 400, "{}", r.body);
    assert!(
        r.error().contains("exceeded its CPU limit of 1 s"),
        "{}",
        r.body
    );
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "took {:?}",
        started.elapsed()
    );
    assert_eq!(get(addr, "/health").status, 200);
    assert_eq!(
        eval(addr, "evaltest.add (evaltest.double 2) 3").result(),
        "7"
    );

    let r = eval(addr, "evaltest.hog 1024");
    assert_eq!(r.status, 400, "{}", r.body);
    assert!(
        r.error().contains("exceeded its memory limit of 256 MiB"),
        "{}",
        r.body
    );
    // Within the limit the same function runs.
    assert_eq!(
        eval(addr, "evaltest.hog 16").result(),
        (16u64 << 20).to_string()
    );

    // Nothing of the refused requests is left running: no sandbox, no pool
    // worker of evaltest (no daemon has been started yet).
    let program_path = home.dir.join("programs/evaltest").display().to_string();
    let leftovers = || -> Vec<(u32, String)> {
        all_pids()
            .into_iter()
            .filter(|&p| alive(p))
            .map(|p| (p, cmdline(p)))
            .filter(|(_, c)| c.contains(&program_path) || c.contains("__eval"))
            .filter(|(p, c)| !c.contains("__eval") || descendants_of(server.pid).contains(p))
            .collect()
    };
    assert!(
        wait_until(Duration::from_secs(5), || leftovers().is_empty()),
        "eval processes survived their requests: {:?}",
        leftovers()
    );

    // Still serving: eval, the API and MCP.
    assert_eq!(
        eval(addr, "evaltest.add (evaltest.double 2) 3").result(),
        "7"
    );
    assert_eq!(post(addr, "/call/evaltest/add", "[2,2]").result(), "4");
    assert!(mcp_tool_names(addr, &[]).contains(&"eval".to_string()));
    assert!(alive(server.pid));
}

/// What eval looks like on a server: its `/discover` state, whether
/// `tools/list` has it, and the status of `POST /eval`.
fn eval_surface(addr: SocketAddr, auth: &[(&str, &str)]) -> (String, bool, u16) {
    let (state, _) = discover_eval(addr, auth);
    let listed = mcp_tool_names(addr, auth).contains(&"eval".to_string());
    let body = r#"{"expr":"evaltest.add (evaltest.double 2) 3"}"#;
    let r = http(addr, "POST", "/eval", auth, body);
    if r.status == 200 {
        assert_eq!(r.result(), "7");
    }
    (state, listed, r.status)
}

/// Calling the `eval` tool anyway is a JSON-RPC error (unknown tool).
fn assert_eval_tool_refused(addr: SocketAddr) {
    let sid = mcp_open(addr, &[]);
    let r = http(
        addr,
        "POST",
        "/mcp",
        &[("Mcp-Session-Id", &sid)],
        r#"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"eval","arguments":{"expr":"evaltest.double 2"}}}"#,
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let v = r.json();
    assert!(json::get(&v, "result").is_none(), "{}", r.body);
    assert!(
        json::get(&v, "error").is_some_and(|e| json::to_string(e).contains("eval")),
        "{}",
        r.body
    );
}

fn eval_home(tag: &str) -> Home {
    let home = Home::new(tag);
    home.install(&["evaltest"]);
    home.expose("evaltest", "mcp,api");
    home.allow_eval("evaltest");
    home
}

#[test]
fn eval_matrix_loopback_without_a_token_is_enabled() {
    let home = eval_home("eval-loopback");
    let server = home.start(&[]);
    assert_eq!(
        eval_surface(server.addr, &[]),
        ("enabled".to_string(), true, 200)
    );
    assert_eq!(
        discover_eval(server.addr, &[]).1,
        vec!["evaltest".to_string()]
    );
}

#[test]
fn eval_matrix_a_public_bind_without_a_token_is_locked() {
    let home = eval_home("eval-locked");
    // A non-loopback bind without a token needs the server-wide waiver.
    let refused = home.nexus(&["start", "--port", "0", "--host", "0.0.0.0"]);
    assert!(
        refused.refused().contains("NEXUS_TOKEN"),
        "{}",
        refused.stderr
    );
    let server = home.start(&["--host", "0.0.0.0", "--allow-no-auth", "--allow-plaintext"]);
    let (state, listed, status) = eval_surface(server.addr, &[]);
    assert_eq!((state.as_str(), listed, status), ("locked", false, 403));
    let r = eval(server.addr, "evaltest.double 2");
    assert!(r.error().contains("locked"), "{}", r.body);
    assert_eval_tool_refused(server.addr);
    // The rest of the server is served.
    assert_eq!(
        post(server.addr, "/call/evaltest/double", "[2]").result(),
        "4"
    );
}

#[test]
fn eval_matrix_a_token_enables_it() {
    let mut home = eval_home("eval-token");
    let token = fresh_token("matrix");
    home.token = Some(token.clone());
    // A token alone is not enough for a public bind: plaintext is acknowledged.
    let refused = home.nexus(&["start", "--port", "0", "--host", "0.0.0.0"]);
    assert!(
        refused.refused().contains("--allow-plaintext"),
        "{}",
        refused.stderr
    );
    let server = home.start(&["--host", "0.0.0.0", "--allow-plaintext"]);
    let bearer = format!("Bearer {token}");
    let auth = [("Authorization", bearer.as_str())];
    assert_eq!(
        eval_surface(server.addr, &auth),
        ("enabled".to_string(), true, 200)
    );
    assert_eq!(eval(server.addr, "evaltest.double 2").status, 401);
}

/// Issue 31, defect 3: seed 001, "mim therefore requires the operator to
/// acknowledge plaintext before exposing a server" -- with no token too.
/// 198.51.100.7 (TEST-NET-2) is documentation-only, so a regression fails
/// to bind rather than exposing a server; the refusal comes before any server
/// is started.
#[test]
fn start_refuses_plaintext_without_the_acknowledgement_even_without_a_token() {
    let home = Home::new("plaintext");
    home.install(&["evaltest"]);
    home.expose("evaltest", "api");
    let refused = home.nexus(&[
        "start",
        "--host",
        "198.51.100.7",
        "--port",
        "18931",
        "--allow-no-auth",
    ]);
    let err = refused.refused();
    assert!(
        err.contains("--allow-plaintext") && err.contains("does not encrypt"),
        "names the flag and why: {err}"
    );
    assert!(
        !err.contains("exited at start"),
        "refused before serving: {err}"
    );
    assert!(home.record().is_none(), "no server recorded");
    assert!(home.log().is_empty(), "no server ran: {}", home.log());
}

#[test]
fn eval_matrix_its_own_waiver_enables_it_without_a_token() {
    let home = eval_home("eval-waived");
    let server = home.start(&[
        "--host",
        "0.0.0.0",
        "--allow-no-auth",
        "--allow-plaintext",
        "--allow-eval-without-token",
    ]);
    assert_eq!(
        eval_surface(server.addr, &[]),
        ("enabled".to_string(), true, 200)
    );
}

#[test]
fn eval_matrix_off_is_neither_listed_nor_served() {
    let home = eval_home("eval-off");
    home.nexus(&["expose", "eval", "--off"]).ok();
    assert!(home.nexus(&["expose", "list"]).ok().contains("eval: off"));
    let server = home.start(&[]);
    let (state, listed, status) = eval_surface(server.addr, &[]);
    assert_eq!((state.as_str(), listed, status), ("off", false, 404));
    assert_eval_tool_refused(server.addr);
}

// ---------------------------------------------------------------------------
// Stateful pools through the front end (issue 7)
// ---------------------------------------------------------------------------

/// `tools/call` in session `sid`: the first text content and `isError`.
fn mcp_call(addr: SocketAddr, sid: &str, tool: &str, args: &str) -> (String, bool) {
    let body = format!(
        r#"{{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{{"name":"{tool}","arguments":{args}}}}}"#
    );
    let r = http(addr, "POST", "/mcp", &[("Mcp-Session-Id", sid)], &body);
    assert_eq!(
        r.status, 200,
        "{tool} {args}: expected 200, got {}: {}",
        r.status, r.body
    );
    let v = r.json();
    let result = json::get(&v, "result")
        .unwrap_or_else(|| panic!("{tool} {args}: expected a result, got {}", r.body));
    let text = match json::get(result, "content") {
        Some(Value::Array(items)) => items.first().and_then(|c| json::get_str(c, "text")),
        _ => None,
    }
    .unwrap_or_else(|| panic!("{tool} {args}: expected text content, got {}", r.body));
    let is_error = json::get(result, "isError").is_some_and(|e| json::to_string(e) == "true");
    (text.to_string(), is_error)
}

/// A successful `tools/call`'s text; fails on `isError`.
fn mcp_text(addr: SocketAddr, sid: &str, tool: &str, args: &str) -> String {
    let (text, is_error) = mcp_call(addr, sid, tool, args);
    assert!(
        !is_error,
        "{tool} {args}: expected success, got an error: {text}"
    );
    text
}

/// JSON text in compact canonical form, for whitespace-insensitive equality.
fn canon(text: &str) -> String {
    json::to_string(&json::parse(text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}")))
}

#[test]
fn private_and_keyed_instances_work_through_the_front_end() {
    let home = Home::new("instances");
    home.install(&["private", "keyed"]);
    home.expose("private", "mcp,api");
    home.expose("keyed", "mcp,api");
    let addr = home.start(&[]).addr;

    // Private: each MCP session keeps its own worker and count.
    let a = mcp_open(addr, &[]);
    let b = mcp_open(addr, &[]);
    for want in ["1", "2", "3"] {
        let got = mcp_text(addr, &a, "private__incr", "{}");
        assert_eq!(got, want, "session A incr: expected {want}, got {got}");
    }
    let got = mcp_text(addr, &b, "private__incr", "{}");
    assert_eq!(got, "1", "session B starts afresh: expected 1, got {got}");
    let pid_of = |sid: &str| -> u32 {
        let text = mcp_text(addr, sid, "private__pid", "{}");
        text.parse()
            .unwrap_or_else(|_| panic!("private__pid: expected a pid, got {text}"))
    };
    let (a_pid, b_pid) = (pid_of(&a), pid_of(&b));
    assert_ne!(
        a_pid, b_pid,
        "expected a worker per session, got pid {a_pid} for both"
    );
    let again = pid_of(&a);
    assert_eq!(
        again, a_pid,
        "session A: expected the same worker {a_pid}, got {again}"
    );

    // The front end's /discover gathers each running daemon's live
    // instances: both sessions' workers are listed under `private`.
    let discover = get(addr, "/discover").body;
    let doc = common::json(&discover);
    let live = nexus::json::get(&doc, "result")
        .and_then(|r| nexus::json::get(r, "instances"))
        .and_then(|i| nexus::json::get(i, "private"))
        .and_then(|p| nexus::json::get(p, "live"))
        .map(nexus::json::to_string)
        .unwrap_or_default();
    for pid in [a_pid, b_pid] {
        assert!(
            live.contains(&pid.to_string()),
            "/discover: expected worker {pid} among private's live instances, got {discover}"
        );
    }

    // Ending session A ends its worker; B's lives on with its count.
    let r = http(addr, "DELETE", "/mcp", &[("Mcp-Session-Id", &a)], "");
    assert!(
        (200..300).contains(&r.status),
        "DELETE /mcp: expected 2xx, got {}: {}",
        r.status,
        r.body
    );
    assert!(
        wait_until(Duration::from_secs(10), || !alive(a_pid)),
        "expected session A's worker {a_pid} to exit after DELETE; it is still alive"
    );
    assert!(
        alive(b_pid),
        "expected session B's worker {b_pid} alive; it is gone"
    );
    let got = mcp_text(addr, &b, "private__incr", "{}");
    assert_eq!(got, "2", "session B continues: expected 2, got {got}");

    // The JSON API: a fresh private instance per request.
    for _ in 0..3 {
        let got = post(addr, "/call/private/incr", "[]").result();
        assert_eq!(got, "1", "POST /call/private/incr: expected 1, got {got}");
    }

    // Keyed: one key's state is shared across sessions, keys are isolated.
    let c = mcp_open(addr, &[]);
    let set = mcp_text(
        addr,
        &c,
        "keyed__kv_set",
        r#"{"instance":"k1","_1":"x","_2":"hello"}"#,
    );
    assert_eq!(
        set, "\"hello\"",
        "kv_set on k1: expected \"hello\", got {set}"
    );
    let get_on = |sid: &str, key: &str| {
        mcp_text(
            addr,
            sid,
            "keyed__kv_get",
            &format!(r#"{{"instance":"{key}","_1":"x"}}"#),
        )
    };
    let got = get_on(&b, "k1");
    assert_eq!(
        got, "\"hello\"",
        "kv_get on k1 from another session: expected \"hello\", got {got}"
    );
    let got = get_on(&b, "k2");
    assert_eq!(got, "null", "kv_get on k2: expected null, got {got}");

    // The release tool is listed and drops the key's instance.
    let tools = mcp_tool_names(addr, &[]);
    assert!(
        tools.iter().any(|t| t == "keyed__py__release"),
        "expected keyed__py__release in tools/list, got {tools:?}"
    );
    // Released once, then nothing left to release (no call in between:
    // any call on k1 would start a fresh instance for it).
    for want in [r#"{"released":true}"#, r#"{"released":false}"#] {
        let got = mcp_text(addr, &b, "keyed__py__release", r#"{"instance":"k1"}"#);
        assert_eq!(canon(&got), want, "release k1: expected {want}, got {got}");
    }
    let got = get_on(&c, "k1");
    assert_eq!(
        got, "null",
        "kv_get on released k1: expected null, got {got}"
    );

    // The same release over the JSON API.
    let set = post(
        addr,
        "/call/keyed/kv_set",
        r#"{"instance":"k2","_1":"x","_2":"v"}"#,
    )
    .result();
    assert_eq!(set, "\"v\"", "POST kv_set on k2: expected \"v\", got {set}");
    let released = post(addr, "/call/keyed/py__release", r#"{"instance":"k2"}"#).result();
    assert_eq!(
        canon(&released),
        r#"{"released":true}"#,
        "POST py__release k2: expected {{\"released\":true}}, got {released}"
    );
    let got = post(addr, "/call/keyed/kv_get", r#"{"instance":"k2","_1":"x"}"#).result();
    assert_eq!(
        got, "null",
        "POST kv_get on released k2: expected null, got {got}"
    );

    home.stop().ok();
}

/// Issue 31, defect 4: a record result keeps its declared field order over
/// the front end's `/mcp` (text and `structuredContent`), as it does over
/// the front end's JSON API: `{"name":"Orc","hp":7}`, not sorted by key.
#[test]
fn a_record_keeps_its_declared_field_order_over_the_front_ends_mcp() {
    let home = Home::new("order");
    home.install(&["combat"]);
    home.expose("combat", "mcp,api");
    let server = home.start(&[]);
    let api = post(
        server.addr,
        "/call/combat/spawn",
        r#"{"monster":{"name":"Orc","hp":7}}"#,
    );
    assert_eq!(api.status, 200, "{}", api.body);
    assert_eq!(
        api.body,
        r#"{"status":"ok","result":{"name":"Orc","hp":7}}"#
    );
    let sid = mcp_open(server.addr, &[]);
    let body = r#"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"combat__spawn","arguments":{"monster":{"name":"Orc","hp":7}}}}"#;
    let r = http(
        server.addr,
        "POST",
        "/mcp",
        &[("Mcp-Session-Id", &sid)],
        body,
    );
    assert_eq!(r.status, 200, "{}", r.body);
    assert!(
        r.body.contains(r#""text":"{\"name\":\"Orc\",\"hp\":7}""#),
        "the text content lost the declared order: {}",
        r.body
    );
    assert!(
        r.body
            .contains(r#""structuredContent":{"name":"Orc","hp":7}"#),
        "structuredContent lost the declared order: {}",
        r.body
    );
}

/// Issue 31, defect 8, through the front end: a refusal on `/mcp` is a
/// JSON-RPC error with `"id":null` (status unchanged), the JSON API keeps
/// its envelope.
#[test]
fn the_front_ends_refusals_on_mcp_are_jsonrpc_errors() {
    let home = Home::new("mcp-refusals");
    home.install(&["combat"]);
    home.expose("combat", "mcp,api");
    let server = home.start(&[]);
    let ping = r#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#;
    let evil = ("Origin", "https://evil.example");
    let modern = ("MCP-Protocol-Version", "2026-07-28");
    // (what, method, headers, status, code)
    let cases = [
        ("a foreign Origin", "POST", vec![evil], 403, "-32001"),
        (
            "a foreign Origin, modern",
            "POST",
            vec![evil, modern],
            403,
            "-32001",
        ),
        (
            "an unknown session",
            "POST",
            vec![("Mcp-Session-Id", "nope")],
            404,
            "-32001",
        ),
        ("no session", "POST", vec![], 400, "-32600"),
        ("GET", "GET", vec![], 405, "-32600"),
        ("GET, modern", "GET", vec![modern], 405, "-32600"),
    ];
    for (what, method, headers, status, code) in cases {
        let r = http(server.addr, method, "/mcp", &headers, ping);
        assert_eq!(r.status, status, "{what}: {}", r.body);
        let v = r.json();
        assert!(json::get(&v, "status").is_none(), "{what}: {}", r.body);
        assert!(
            matches!(json::get(&v, "id"), Some(Value::Null)),
            "{what}: {}",
            r.body
        );
        let error = json::get(&v, "error").unwrap_or_else(|| panic!("{what}: {}", r.body));
        assert_eq!(
            json::get(error, "code").map(json::to_string).as_deref(),
            Some(code),
            "{what}: {}",
            r.body
        );
    }
    let r = http(
        server.addr,
        "POST",
        "/call/combat/fighterDamage",
        &[evil],
        "[3]",
    );
    assert_eq!(r.status, 403);
    assert!(r.error().contains("Origin not allowed"), "{}", r.body);
}
