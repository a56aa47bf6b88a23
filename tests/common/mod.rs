//! Shared helpers for the integration tests: run the real `nexus` binary with
//! a timeout (a test can fail but never hang), make unique temp dirs, look at
//! `/dev/shm`, find a process's children, and compare JSON by structure.
//! Rust std only. Used by `tests/it` (every helper) and `tests/hardening.rs`
//! (a few, so it allows dead code there).

use std::io::Read;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The binary under test: `$NEXUS_BIN` when set (CI runs tests against the
/// static build this way), else the one cargo built.
pub fn nexus_bin() -> &'static str {
    static BIN: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    BIN.get_or_init(|| {
        std::env::var("NEXUS_BIN")
            .ok()
            .filter(|b| !b.is_empty())
            .unwrap_or_else(|| env!("CARGO_BIN_EXE_nexus").to_string())
    })
}

/// The repository root.
pub fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A test program under `tests/programs/<name>`, as an absolute path.
pub fn program(name: &str) -> String {
    repo()
        .join("tests/programs")
        .join(name)
        .display()
        .to_string()
}

/// The combat example.
pub fn combat() -> String {
    repo().join("examples/combat").display().to_string()
}

/// Default bound on one `nexus` run; generous, since R starts slowly on a
/// loaded machine, but finite.
pub const TIMEOUT: Duration = Duration::from_secs(60);

/// What a finished run gave.
#[derive(Debug)]
pub struct Out {
    /// Exit code, or None when a signal ended the process.
    pub code: Option<i32>,
    /// The signal that ended the process, if one did.
    pub signal: Option<i32>,
    pub stdout: String,
    pub stderr: String,
    pub elapsed: Duration,
}

impl Out {
    /// Asserts exit 0 and returns stdout without its trailing newline.
    pub fn ok(&self) -> &str {
        assert_eq!(
            self.code,
            Some(0),
            "expected success; stderr: {}",
            self.stderr
        );
        self.stdout.strip_suffix('\n').unwrap_or(&self.stdout)
    }

    /// The non-empty lines of stderr.
    pub fn stderr_lines(&self) -> Vec<&str> {
        self.stderr
            .lines()
            .filter(|l| !l.trim().is_empty())
            .collect()
    }
}

/// A running `nexus` whose output is being collected.
pub struct Running {
    pub child: Child,
    pub started: Instant,
    out: Option<JoinHandle<Vec<u8>>>,
    err: Option<JoinHandle<Vec<u8>>>,
}

fn collect(mut r: impl Read + Send + 'static) -> JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = r.read_to_end(&mut buf);
        buf
    })
}

/// Starts `nexus args…` with stdin closed and stdout/stderr captured.
pub fn spawn<S: AsRef<std::ffi::OsStr>>(args: &[S]) -> Running {
    spawn_cmd(Command::new(nexus_bin()).args(args))
}

/// Starts an arbitrary command (a launcher, say) the same way.
pub fn spawn_cmd(cmd: &mut Command) -> Running {
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cannot start the command under test");
    let out = child.stdout.take().map(collect);
    let err = child.stderr.take().map(collect);
    Running {
        child,
        started: Instant::now(),
        out,
        err,
    }
}

impl Running {
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Waits up to `timeout` from now for the process to end; past it the
    /// process is killed and the test fails, showing its stderr so far.
    pub fn finish(mut self, timeout: Duration) -> Out {
        let deadline = Instant::now() + timeout;
        let status = loop {
            match self.child.try_wait().expect("try_wait") {
                Some(status) => break status,
                None if Instant::now() >= deadline => {
                    let _ = self.child.kill();
                    let _ = self.child.wait();
                    let err = self
                        .err
                        .take()
                        .map(|h| h.join().unwrap_or_default())
                        .unwrap_or_default();
                    panic!(
                        "nexus (pid {}) did not finish within {timeout:?}; it was killed. stderr so far: {}",
                        self.child.id(),
                        String::from_utf8_lossy(&err)
                    );
                }
                None => std::thread::sleep(Duration::from_millis(5)),
            }
        };
        let elapsed = self.started.elapsed();
        let stdout = self
            .out
            .take()
            .map(|h| h.join().unwrap_or_default())
            .unwrap_or_default();
        let stderr = self
            .err
            .take()
            .map(|h| h.join().unwrap_or_default())
            .unwrap_or_default();
        use std::os::unix::process::ExitStatusExt;
        Out {
            code: status.code(),
            signal: status.signal(),
            stdout: String::from_utf8_lossy(&stdout).into_owned(),
            stderr: String::from_utf8_lossy(&stderr).into_owned(),
            elapsed,
        }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        // A test that panicked mid-way must not leave a nexus behind.
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// Runs `nexus args…` to completion under [`TIMEOUT`].
pub fn nexus<S: AsRef<std::ffi::OsStr>>(args: &[S]) -> Out {
    spawn(args).finish(TIMEOUT)
}

/// Runs `f` over `items` on up to `threads` threads, returning results in order.
pub fn parallel<T: Sync, R: Send>(
    items: &[T],
    threads: usize,
    f: impl Fn(&T) -> R + Sync,
) -> Vec<R> {
    let next = AtomicU64::new(0);
    let mut results: Vec<Option<R>> = (0..items.len()).map(|_| None).collect();
    let slots: Vec<std::sync::Mutex<&mut Option<R>>> =
        results.iter_mut().map(std::sync::Mutex::new).collect();
    std::thread::scope(|s| {
        for _ in 0..threads.max(1) {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::SeqCst) as usize;
                    if i >= items.len() {
                        break;
                    }
                    let r = f(&items[i]);
                    **slots[i].lock().unwrap() = Some(r);
                }
            });
        }
    });
    drop(slots);
    results
        .into_iter()
        .map(|r| r.expect("every item ran"))
        .collect()
}

/// A directory under the system temp dir, unique per call, removed on drop.
pub struct TempDir {
    pub path: PathBuf,
}

impl TempDir {
    pub fn new(tag: &str) -> TempDir {
        static COUNTER: AtomicU64 = AtomicU64::new(0);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0);
        let path = std::env::temp_dir().join(format!(
            "nexus-test-{tag}-{}-{}-{nanos}",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::SeqCst)
        ));
        std::fs::create_dir_all(&path).expect("create temp dir");
        TempDir { path }
    }

    /// Writes `name` inside the directory and returns its path.
    pub fn write(&self, name: &str, text: &str) -> PathBuf {
        let p = self.path.join(name);
        std::fs::write(&p, text).expect("write temp file");
        p
    }

    pub fn join(&self, name: &str) -> PathBuf {
        self.path.join(name)
    }

    pub fn display(&self) -> String {
        self.path.display().to_string()
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.path);
    }
}

/// A fresh scratch directory `<temp>/nexus-<prefix>-<pid>-<tag>-<n>`, emptied
/// if it existed; its owner removes it.
pub fn scratch(prefix: &str, tag: &str) -> PathBuf {
    static N: AtomicU64 = AtomicU64::new(0);
    let dir = std::env::temp_dir().join(format!(
        "nexus-{prefix}-{}-{tag}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create a scratch dir");
    dir
}

/// The Python to run an official MCP SDK script with: the first of
/// `$NEXUS_TEST_PYTHON` (if set and non-empty), else whichever of
/// `<repo>/.venv/bin/python` and `/tmp/venv/bin/python` exist, that can run
/// `python -c PROBE_IMPORT`; or why there is none, with how to make one.
pub fn sdk_python(probe_import: &str) -> Result<PathBuf, String> {
    let candidates: Vec<PathBuf> =
        match std::env::var_os("NEXUS_TEST_PYTHON").filter(|p| !p.is_empty()) {
            Some(p) => vec![PathBuf::from(p)],
            None => [
                repo().join(".venv/bin/python"),
                PathBuf::from("/tmp/venv/bin/python"),
            ]
            .into_iter()
            .filter(|p| p.exists())
            .collect(),
        };
    let mut tried = Vec::new();
    for p in candidates {
        let ok = Command::new(&p)
            .args(["-c", probe_import])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        if ok {
            return Ok(p);
        }
        tried.push(p.display().to_string());
    }
    Err(format!(
        "no Python with the official MCP SDK (tried: {}; probe: `{probe_import}`).\n\
         Create one with:  python3 -m venv .venv && .venv/bin/pip install mcp==2.3.0\n\
         or point NEXUS_TEST_PYTHON at a python that can `import mcp`,\n\
         or set NEXUS_SKIP_SDK_TESTS=1 to skip the SDK tests.",
        if tried.is_empty() {
            "none found".to_string()
        } else {
            tried.join(", ")
        }
    ))
}

/// Names in `/dev/shm` that start with `prefix`.
pub fn shm_entries(prefix: &str) -> Vec<String> {
    let mut names = Vec::new();
    if let Ok(dir) = std::fs::read_dir("/dev/shm") {
        for e in dir.flatten() {
            if let Some(n) = e.file_name().to_str()
                && n.starts_with(prefix)
            {
                names.push(n.to_string());
            }
        }
    }
    names.sort();
    names
}

/// The shared-memory objects of the nexus with this pid (`nexus.<pid>.…`).
pub fn shm_of(pid: u32) -> Vec<String> {
    shm_entries(&format!("nexus.{pid}."))
}

/// A loopback TCP port free at the time of asking (bound, then let go).
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free loopback port")
}

/// One `read`, retried when a signal interrupts it. A socket with a read
/// timeout reports `EINTR` even without a handler, after the process is
/// stopped and continued (signal(7), "Interruption of system calls").
pub fn read_some(from: &mut impl Read, buf: &mut [u8]) -> std::io::Result<usize> {
    loop {
        match from.read(buf) {
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            other => return other,
        }
    }
}

/// One lock for the whole test process, taken by the tests that load every
/// core (the crash storm of daemon_http) and by the tests that time short
/// intervals (daemon_http's slowloris, mcp_stdio's slow calls), so that no
/// two of them run at once. Each file had a lock of its own while it was a
/// binary of its own; in `tests/it` a test of one module runs beside any
/// other's, so they share this one.
pub fn quiet() -> std::sync::MutexGuard<'static, ()> {
    static QUIET: std::sync::Mutex<()> = std::sync::Mutex::new(());
    QUIET.lock().unwrap_or_else(|e| e.into_inner())
}

/// Polls `cond` every 10 ms until it holds or `timeout` passes.
pub fn wait_until(timeout: Duration, mut cond: impl FnMut() -> bool) -> bool {
    let deadline = Instant::now() + timeout;
    loop {
        if cond() {
            return true;
        }
        if Instant::now() >= deadline {
            return false;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// `(pid, cmdline)` of every live process whose parent is `parent`.
pub fn children_of(parent: u32) -> Vec<(u32, String)> {
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
        // "pid (comm) state ppid …": comm may hold spaces and parentheses.
        let Some(after) = stat.rfind(')').map(|i| &stat[i + 1..]) else {
            continue;
        };
        let mut fields = after.split_whitespace();
        let state = fields.next().unwrap_or("");
        let ppid = fields.next().and_then(|p| p.parse::<u32>().ok());
        if ppid == Some(parent) && state != "Z" {
            let cmdline = std::fs::read(format!("/proc/{pid}/cmdline"))
                .map(|b| String::from_utf8_lossy(&b).replace('\0', " "))
                .unwrap_or_default();
            out.push((pid, cmdline));
        }
    }
    out
}

/// Whether a process exists and is not a zombie.
pub fn alive(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Ok(stat) => stat
            .rfind(')')
            .map(|i| stat[i + 1..].split_whitespace().next() != Some("Z"))
            .unwrap_or(false),
        Err(_) => false,
    }
}

/// Sends a signal by name (`TERM`, `KILL`) with the system `kill`.
pub fn signal(pid: u32, name: &str) {
    let status = Command::new("kill")
        .args(["-s", name, &pid.to_string()])
        .stderr(Stdio::null())
        .status()
        .expect("cannot run kill");
    assert!(status.success(), "kill -s {name} {pid} failed");
}

/// Parses JSON text with the crate's own parser (exact integers and floats).
pub fn json(text: &str) -> nexus::json::Value {
    nexus::json::parse(text).unwrap_or_else(|e| panic!("{e}: {text:?}"))
}

/// Structural equality of two JSON values: objects by key (order ignored),
/// integers exactly, and floats by their bits. With `float_ok`, an integer
/// and a float of the same value are equal (R writes 2 as 2.0); without it
/// a float never equals an integer, so a lossy 64-bit integer is caught.
pub fn same(a: &nexus::json::Value, b: &nexus::json::Value, float_ok: bool) -> bool {
    use nexus::json::{Number, Value};
    match (a, b) {
        (Value::Null, Value::Null) => true,
        (Value::Bool(x), Value::Bool(y)) => x == y,
        (Value::String(x), Value::String(y)) => x == y,
        (Value::Number(x), Value::Number(y)) => match (x, y) {
            (Number::U64(x), Number::U64(y)) => x == y,
            (Number::I64(x), Number::I64(y)) => x == y,
            (Number::U64(u), Number::I64(i)) | (Number::I64(i), Number::U64(u)) => {
                i128::from(*u) == i128::from(*i)
            }
            (Number::F64(x), Number::F64(y)) => x.to_bits() == y.to_bits(),
            (Number::F64(f), Number::U64(u)) | (Number::U64(u), Number::F64(f)) => {
                float_ok && *f == *u as f64
            }
            (Number::F64(f), Number::I64(i)) | (Number::I64(i), Number::F64(f)) => {
                float_ok && *f == *i as f64
            }
        },
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y.iter()).all(|(a, b)| same(a, b, float_ok))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| same(v, w, float_ok)))
        }
        _ => false,
    }
}

/// A string of `n` ASCII letters (a to w, repeating) that is not all one
/// character, so a truncated or shifted copy cannot compare equal. It needs
/// no JSON escaping, so `"{text}"` is its JSON form.
pub fn patterned(n: usize) -> String {
    let mut s = "abcdefghijklmnopqrstuvw".repeat(n / 23 + 1);
    s.truncate(n);
    s
}

/// A `tools/call` reply line read as a client reads it: whether it is an
/// error (a JSON-RPC error, or `isError`), and its text content joined (or
/// the error object).
pub fn call_result(reply: &str) -> (bool, String) {
    let v = json(reply);
    if let Some(error) = nexus::json::get(&v, "error") {
        // A JSON-RPC error (say, -32602 for an argument the nexus refused).
        return (true, nexus::json::to_string(error));
    }
    let result =
        nexus::json::get(&v, "result").unwrap_or_else(|| panic!("no result in {reply:.300}"));
    let is_error = matches!(
        nexus::json::get(result, "isError"),
        Some(nexus::json::Value::Bool(true))
    );
    let text = match nexus::json::get(result, "content") {
        Some(nexus::json::Value::Array(items)) => items
            .iter()
            .filter_map(|c| nexus::json::get_str(c, "text"))
            .collect::<Vec<_>>()
            .join(""),
        _ => String::new(),
    };
    (is_error, text)
}

/// A `nexus mcp <program>` session driven one request at a time over stdio.
pub struct Mcp {
    pub child: Child,
    stdin: Option<std::process::ChildStdin>,
    lines: std::sync::mpsc::Receiver<String>,
    next_id: u64,
}

/// `nexus mcp <program>` with its stdin piped and its stdout read line by
/// line on a thread of its own, stderr discarded: the child, its stdin and
/// the lines.
pub fn mcp_lines(
    program: &str,
) -> (
    Child,
    Option<std::process::ChildStdin>,
    std::sync::mpsc::Receiver<String>,
) {
    let mut child = Command::new(nexus_bin())
        .args(["mcp", program])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("cannot start nexus mcp");
    let stdout = child.stdout.take().expect("stdout");
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        use std::io::BufRead;
        for line in std::io::BufReader::new(stdout)
            .lines()
            .map_while(Result::ok)
        {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let stdin = child.stdin.take();
    (child, stdin, rx)
}

impl Mcp {
    /// Starts the server and completes the handshake.
    pub fn start(program: &str) -> Mcp {
        let (child, stdin, lines) = mcp_lines(program);
        let mut mcp = Mcp {
            stdin,
            child,
            lines,
            next_id: 1,
        };
        mcp.request(
            "initialize",
            r#"{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"spine-test","version":"0"}}"#,
        );
        mcp.send(r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#);
        mcp
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    fn send(&mut self, line: &str) {
        use std::io::Write;
        let stdin = self.stdin.as_mut().expect("stdin open");
        stdin
            .write_all(line.as_bytes())
            .expect("write to nexus mcp");
        stdin.write_all(b"\n").expect("write to nexus mcp");
        stdin.flush().expect("flush");
    }

    /// Sends one request (params as JSON text) and waits for its reply line.
    pub fn request(&mut self, method: &str, params: &str) -> String {
        let id = self.next_id;
        self.next_id += 1;
        self.send(&format!(
            r#"{{"jsonrpc":"2.0","id":{id},"method":{},"params":{params}}}"#,
            nexus::json::quote(method)
        ));
        let want = format!(r#""id":{id},"#);
        let deadline = Instant::now() + TIMEOUT;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = self
                .lines
                .recv_timeout(left)
                .unwrap_or_else(|_| panic!("no reply to {method} (id {id}) within {TIMEOUT:?}"));
            if line.contains(&want) {
                return line;
            }
        }
    }

    /// `tools/call name arguments` → (isError, the text content); a JSON-RPC
    /// error reply counts as an error, with the error object as text.
    pub fn call(&mut self, name: &str, arguments: &str) -> (bool, String) {
        let reply = self.request(
            "tools/call",
            &format!(
                r#"{{"name":{},"arguments":{arguments}}}"#,
                nexus::json::quote(name)
            ),
        );
        call_result(&reply)
    }

    /// Closes stdin and waits for the server to exit.
    pub fn finish(mut self) -> Option<i32> {
        drop(self.stdin.take());
        let deadline = Instant::now() + TIMEOUT;
        loop {
            if let Some(status) = self.child.try_wait().expect("try_wait") {
                return status.code();
            }
            if Instant::now() >= deadline {
                let _ = self.child.kill();
                let _ = self.child.wait();
                panic!("nexus mcp did not exit within {TIMEOUT:?} of stdin EOF");
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }
}

impl Drop for Mcp {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// A `nexus daemon` on an ephemeral loopback port: stdout and stderr go to
/// files in its scratch directory, and it is killed and reaped on drop (also
/// when it never wrote its port file, so a failed start cannot leak it).
pub struct Daemon {
    pub child: Child,
    pub addr: std::net::SocketAddr,
    pub dir: PathBuf,
}

impl Daemon {
    /// `nexus daemon <program> --port 0 --port-file … <args>`, without any
    /// `NEXUS_TOKEN` or `NEXUS_MAX_DEPTH` from the test's environment.
    pub fn start(program: &str, args: &[&str]) -> Daemon {
        Daemon::start_with(program, args, |_| {})
    }

    /// [`Daemon::start`], letting `adjust` change the command first (its
    /// environment, say).
    pub fn start_with(program: &str, args: &[&str], adjust: impl FnOnce(&mut Command)) -> Daemon {
        let dir = scratch("daemon", "d");
        let port_file = dir.join("port");
        let mut cmd = Command::new(nexus_bin());
        cmd.arg("daemon")
            .arg(program)
            .args(["--port", "0", "--port-file"])
            .arg(&port_file)
            .args(args)
            .env_remove("NEXUS_TOKEN")
            .env_remove("NEXUS_MAX_DEPTH")
            .stdin(Stdio::null())
            .stdout(std::fs::File::create(dir.join("stdout")).expect("stdout file"))
            .stderr(std::fs::File::create(dir.join("stderr")).expect("stderr file"));
        adjust(&mut cmd);
        let child = cmd.spawn().expect("spawn nexus daemon");
        let mut daemon = Daemon {
            child,
            addr: std::net::SocketAddr::from(([127, 0, 0, 1], 0)),
            dir,
        };
        let started = Instant::now();
        loop {
            let text = std::fs::read_to_string(&port_file).unwrap_or_default();
            if let Ok(addr) = text.trim().parse::<std::net::SocketAddr>() {
                daemon.addr = addr;
                return daemon;
            }
            let ended = daemon.child.try_wait().ok().flatten();
            assert!(
                ended.is_none() && started.elapsed() < Duration::from_secs(20),
                "nexus daemon {program} did not start ({ended:?}): {}",
                daemon.stderr()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    pub fn port(&self) -> u16 {
        self.addr.port()
    }

    /// `http://<addr><path>`.
    pub fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.addr)
    }

    /// Everything the daemon wrote to stderr and stdout so far.
    pub fn stderr(&self) -> String {
        let mut text = std::fs::read_to_string(self.dir.join("stderr")).unwrap_or_default();
        text.push_str(&std::fs::read_to_string(self.dir.join("stdout")).unwrap_or_default());
        text
    }
}

impl Drop for Daemon {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// A test program that `tests/morloc/make-<program>.py` generates beside
/// the morloc peer (filling morloc's own pool templates): built once per
/// content of that script and of `tests/morloc/morloc_templates.py`, which
/// it imports, in `morloc-<program>/<hash>/` next to the peer (CI keeps
/// that cache across runs), into a scratch directory renamed into place
/// whole. Its manifest's path.
pub fn peer_program(peer: &std::path::Path, program: &str) -> String {
    static BUILT: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _one = BUILT.lock().unwrap_or_else(|e| e.into_inner());
    let script = repo().join(format!("tests/morloc/make-{program}.py"));
    let mut text = std::fs::read(&script)
        .unwrap_or_else(|e| panic!("{} is not readable: {e}", script.display()));
    text.extend(
        std::fs::read(repo().join("tests/morloc/morloc_templates.py"))
            .expect("tests/morloc/morloc_templates.py is readable"),
    );
    // FNV-1a, 64 bits: stable across Rust versions, unlike DefaultHasher.
    let hash = text.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    let root = peer
        .parent()
        .unwrap_or(peer)
        .join(format!("morloc-{program}"));
    let out = root.join(format!("{hash:016x}"));
    let manifest = out.join(format!("{program}/{program}-build/manifest.json"));
    if !manifest.is_file() {
        let scratch = root.join(format!("{hash:016x}.tmp{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&scratch);
        let status = Command::new("python3")
            .arg(&script)
            .arg(peer)
            .arg(&scratch)
            .status()
            .unwrap_or_else(|e| panic!("python3 cannot run make-{program}.py: {e}"));
        assert!(status.success(), "make-{program}.py failed");
        // Another process may have renamed its identical build first.
        if std::fs::rename(&scratch, &out).is_err() {
            let _ = std::fs::remove_dir_all(&scratch);
        }
        assert!(manifest.is_file(), "make-{program}.py wrote no manifest");
    }
    manifest.display().to_string()
}

/// Where the morloc peer (`../shared/morloc/build-peer.sh`) is looked for:
/// `$NEXUS_MORLOC_PEER`, else the CI cache.
pub fn morloc_peer_dir() -> std::path::PathBuf {
    use std::path::PathBuf;
    std::env::var("NEXUS_MORLOC_PEER")
        .ok()
        .filter(|d| !d.is_empty())
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(std::env::var("HOME").unwrap_or_default())
                .join(".cache/nexus-ci/morloc-peer")
        })
}

/// A test's missing prerequisite: `None` after the one-line `note` (what is
/// skipped and how to get what it needs), or, under CI, a failure: there a
/// missing peer is never a skip.
pub fn skip_outside_ci<T>(note: &str) -> Option<T> {
    assert!(std::env::var("CI").as_deref() != Ok("true"), "{note}");
    eprintln!("{note}");
    None
}

/// The morloc peer ([`morloc_peer_dir`]), or `None` with a note naming
/// `what` is skipped and how to build it ([`skip_outside_ci`]).
pub fn morloc_peer(what: &str) -> Option<std::path::PathBuf> {
    let dir = morloc_peer_dir();
    if dir.join("polyglot/polyglot-build/manifest.json").is_file() {
        return Some(dir);
    }
    skip_outside_ci(&format!(
        "{what} skipped: no peer at {} (build it: PREFIX={} ../shared/morloc/build-peer.sh)",
        dir.display(),
        dir.display()
    ))
}
