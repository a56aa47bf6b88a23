//! `nexus daemon` over real sockets (issue 4, SPEC §3.2 and §2.4, seed 001).
//!
//! Every test starts the real binary on an ephemeral loopback port and talks
//! raw HTTP/1.1 to it with `std::net::TcpStream`: a hostile-input table,
//! keep-alive and pipelining, slowloris and the connection cap, the auth
//! matrix, the MCP session lifecycle, `/call` edge cases, and a worker killed
//! with SIGKILL under concurrent load.
//!
//! Nothing can hang: every socket has read and write timeouts, every loop is
//! bounded, and each daemon is killed by a drop guard. Independent daemons
//! run in parallel tests. Rust std only; helpers live in this file and
//! `tests/common`.

use crate::common;

use std::io::{self, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

// ---------------------------------------------------------------------------
// The daemon under test

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn combat() -> String {
    repo().join("examples/combat").display().to_string()
}

fn allkinds() -> String {
    repo().join("tests/programs/allkinds").display().to_string()
}

/// A running `nexus daemon`, killed (SIGKILL) and reaped on drop.
struct Daemon {
    child: Child,
    addr: SocketAddr,
    dir: PathBuf,
}

/// How long a daemon may take to write its port file.
const START_LIMIT: Duration = Duration::from_secs(20);

impl Daemon {
    fn start(program: &str, args: &[&str]) -> Daemon {
        Daemon::start_env(program, args, &[])
    }

    /// Starts a daemon; `env` is added to the child's environment, which
    /// never inherits a `NEXUS_TOKEN`.
    fn start_env(program: &str, args: &[&str], env: &[(&str, &str)]) -> Daemon {
        let (mut child, dir) = spawn(program, args, env);
        let port_file = dir.join("port");
        let started = Instant::now();
        loop {
            if let Ok(text) = std::fs::read_to_string(&port_file)
                && let Ok(addr) = text.trim().parse::<SocketAddr>()
            {
                // A wildcard bind is reached through loopback.
                let addr = SocketAddr::from(([127, 0, 0, 1], addr.port()));
                return Daemon { child, addr, dir };
            }
            if let Ok(Some(status)) = child.try_wait() {
                let err = std::fs::read_to_string(dir.join("stderr")).unwrap_or_default();
                let _ = std::fs::remove_dir_all(&dir);
                panic!("nexus daemon {program} {args:?} exited early ({status}): {err}");
            }
            if started.elapsed() > START_LIMIT {
                let _ = child.kill();
                let _ = child.wait();
                let err = std::fs::read_to_string(dir.join("stderr")).unwrap_or_default();
                let _ = std::fs::remove_dir_all(&dir);
                panic!("nexus daemon {program} wrote no port file within {START_LIMIT:?}: {err}");
            }
            thread::sleep(Duration::from_millis(20));
        }
    }

    fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Everything the daemon wrote to stderr (and stdout) so far.
    fn stderr(&self) -> String {
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

/// Spawns `nexus daemon <program> --port 0 --port-file DIR/port ARGS` with
/// stdout and stderr going to files in a fresh scratch dir.
fn spawn(program: &str, args: &[&str], env: &[(&str, &str)]) -> (Child, PathBuf) {
    let dir = common::scratch("daemon-http", "d");
    let port_file = dir.join("port");
    let stdout = std::fs::File::create(dir.join("stdout")).expect("stdout file");
    let stderr = std::fs::File::create(dir.join("stderr")).expect("stderr file");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_nexus"));
    cmd.arg("daemon")
        .arg(program)
        .args(["--port", "0", "--port-file"])
        .arg(&port_file)
        .args(args)
        .env_remove("NEXUS_TOKEN")
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(stderr);
    for (k, v) in env {
        cmd.env(k, v);
    }
    let child = cmd.spawn().expect("spawn nexus daemon");
    (child, dir)
}

/// Runs a daemon that is expected to refuse to start: returns its exit code
/// and stderr. Killed after 20 s.
fn run_refused(args: &[&str], env: &[(&str, &str)]) -> (Option<i32>, String) {
    let (mut child, dir) = spawn(&combat(), args, env);
    let started = Instant::now();
    let status = loop {
        if let Ok(Some(status)) = child.try_wait() {
            break Some(status);
        }
        if started.elapsed() > START_LIMIT {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        thread::sleep(Duration::from_millis(20));
    };
    let err = std::fs::read_to_string(dir.join("stderr")).unwrap_or_default();
    let _ = std::fs::remove_dir_all(&dir);
    (status.and_then(|s| s.code()), err)
}

// ---------------------------------------------------------------------------
// A raw HTTP/1.1 client

/// Default bound on any single socket read or write.
const IO_TIMEOUT: Duration = Duration::from_secs(20);

#[derive(Debug, Clone)]
struct Resp {
    status: u16,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Resp {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    fn json(&self) -> J {
        parse_json(&self.text()).unwrap_or_else(|e| panic!("not JSON ({e}): {self:?}"))
    }

    /// The `error` of a `{"status":"error","error":…}` body.
    fn error(&self) -> String {
        let j = self.json();
        assert_eq!(
            j.get("status").and_then(J::as_str),
            Some("error"),
            "{}",
            self.text()
        );
        j.get("error")
            .and_then(J::as_str)
            .unwrap_or_default()
            .to_string()
    }
}

/// One connection with the bytes received but not yet parsed.
struct Conn {
    s: TcpStream,
    buf: Vec<u8>,
}

impl Conn {
    fn open(addr: SocketAddr) -> Conn {
        let s = TcpStream::connect_timeout(&addr, Duration::from_secs(5)).expect("connect");
        s.set_read_timeout(Some(IO_TIMEOUT)).unwrap();
        s.set_write_timeout(Some(IO_TIMEOUT)).unwrap();
        Conn { s, buf: Vec::new() }
    }

    fn send(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.s.write_all(bytes)
    }

    /// Reads more bytes; `Ok(0)` at EOF.
    fn fill(&mut self) -> io::Result<usize> {
        let mut chunk = [0u8; 64 * 1024];
        let n = common::read_some(&mut self.s, &mut chunk)?;
        self.buf.extend_from_slice(&chunk[..n]);
        Ok(n)
    }

    /// Reads one response framed by `Content-Length` (or by close).
    fn response(&mut self) -> Result<Resp, String> {
        let deadline = Instant::now() + Duration::from_secs(120);
        loop {
            if let Some((resp, used)) = parse_response(&self.buf, false)? {
                self.buf.drain(..used);
                return Ok(resp);
            }
            if Instant::now() > deadline {
                return Err("no complete response within 120 s".into());
            }
            match self.fill() {
                Ok(0) => {
                    return match parse_response(&self.buf, true)? {
                        Some((resp, used)) => {
                            self.buf.drain(..used);
                            Ok(resp)
                        }
                        None => Err(format!(
                            "connection closed before a complete response; got {:?}",
                            String::from_utf8_lossy(&self.buf)
                        )),
                    };
                }
                Ok(_) => {}
                Err(e) => {
                    return Err(format!(
                        "reading a response: {e}; got {:?}",
                        String::from_utf8_lossy(&self.buf)
                    ));
                }
            }
        }
    }

    /// Reads until the server closes, within `limit`: everything received
    /// (including what was buffered). A reset after data counts as closed.
    fn read_to_eof(&mut self, limit: Duration) -> Result<Vec<u8>, String> {
        let deadline = Instant::now() + limit;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(format!(
                    "the connection was not closed within {limit:?}; got {:?}",
                    String::from_utf8_lossy(&self.buf)
                ));
            }
            self.s.set_read_timeout(Some(left)).unwrap();
            match self.fill() {
                Ok(0) => return Ok(std::mem::take(&mut self.buf)),
                Ok(_) => {}
                Err(e)
                    if matches!(
                        e.kind(),
                        io::ErrorKind::ConnectionReset | io::ErrorKind::ConnectionAborted
                    ) =>
                {
                    return Ok(std::mem::take(&mut self.buf));
                }
                Err(e)
                    if matches!(
                        e.kind(),
                        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                    ) => {}
                Err(e) => return Err(format!("reading to EOF: {e}")),
            }
        }
    }

    /// Sends a request and reads its response.
    fn exchange(
        &mut self,
        method: &str,
        path: &str,
        headers: &[(&str, &str)],
        body: &[u8],
    ) -> Resp {
        let raw = request_bytes(method, path, headers, body);
        self.send(&raw)
            .unwrap_or_else(|e| panic!("{method} {path}: sending: {e}"));
        self.response()
            .unwrap_or_else(|e| panic!("{method} {path}: {e}"))
    }
}

/// A request with `Host` and `Content-Length` (for a body or a POST) added.
fn request_bytes(method: &str, path: &str, headers: &[(&str, &str)], body: &[u8]) -> Vec<u8> {
    let mut raw = format!("{method} {path} HTTP/1.1\r\n");
    if !headers.iter().any(|(n, _)| n.eq_ignore_ascii_case("host")) {
        raw.push_str("Host: 127.0.0.1\r\n");
    }
    for (n, v) in headers {
        raw.push_str(&format!("{n}: {v}\r\n"));
    }
    if !body.is_empty() || method == "POST" {
        raw.push_str(&format!("Content-Length: {}\r\n", body.len()));
    }
    raw.push_str("\r\n");
    let mut raw = raw.into_bytes();
    raw.extend_from_slice(body);
    raw
}

/// Parses one response from the start of `buf`: `Ok(None)` when incomplete.
/// With `at_eof`, a response without `Content-Length` ends at the close.
fn parse_response(buf: &[u8], at_eof: bool) -> Result<Option<(Resp, usize)>, String> {
    let Some(head_end) = buf.windows(4).position(|w| w == b"\r\n\r\n") else {
        return Ok(None);
    };
    let head = std::str::from_utf8(&buf[..head_end])
        .map_err(|_| "response head is not UTF-8".to_string())?;
    let mut lines = head.split("\r\n");
    let status_line = lines.next().unwrap_or_default();
    let mut parts = status_line.splitn(3, ' ');
    let version = parts.next().unwrap_or_default();
    if version != "HTTP/1.1" && version != "HTTP/1.0" {
        return Err(format!("bad status line {status_line:?}"));
    }
    let status: u16 = parts
        .next()
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| format!("bad status line {status_line:?}"))?;
    let mut headers = Vec::new();
    for line in lines {
        let (n, v) = line
            .split_once(':')
            .ok_or_else(|| format!("bad header line {line:?}"))?;
        headers.push((n.to_string(), v.trim().to_string()));
    }
    let start = head_end + 4;
    let length = headers
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case("content-length"))
        .map(|(_, v)| {
            v.parse::<usize>()
                .map_err(|_| format!("bad Content-Length {v:?}"))
        })
        .transpose()?;
    let end = match length {
        Some(n) if buf.len() >= start + n => start + n,
        Some(_) => return Ok(None),
        None if (100..200).contains(&status) || status == 204 || status == 304 => start,
        None if at_eof => buf.len(),
        None => return Ok(None),
    };
    let body = buf[start..end].to_vec();
    Ok(Some((
        Resp {
            status,
            headers,
            body,
        },
        end,
    )))
}

/// One request on a fresh connection.
fn request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> Resp {
    let mut c = Conn::open(addr);
    c.exchange(method, path, headers, body)
}

fn get(addr: SocketAddr, path: &str) -> Resp {
    request(addr, "GET", path, &[], b"")
}

/// `POST /call/<name>` with a JSON body.
fn call(addr: SocketAddr, name: &str, body: &str) -> Resp {
    request(
        addr,
        "POST",
        &format!("/call/{name}"),
        &[("Content-Type", "application/json")],
        body.as_bytes(),
    )
}

/// Asserts a `{"status":"ok","result":…}` reply and returns the result.
fn ok_result(resp: &Resp) -> J {
    assert_eq!(resp.status, 200, "{}", resp.text());
    let j = resp.json();
    assert_eq!(
        j.get("status").and_then(J::as_str),
        Some("ok"),
        "{}",
        resp.text()
    );
    j.get("result")
        .cloned()
        .unwrap_or_else(|| panic!("no result: {}", resp.text()))
}

/// Waits until the pools answer (they start in the background; a short
/// `--call-timeout` may expire while they do).
fn warm_up(addr: SocketAddr) {
    let started = Instant::now();
    loop {
        let r = call(addr, "py_echo", "[\"warm\"]");
        if r.status == 200 {
            assert_eq!(ok_result(&r), J::Str("warm".into()));
            return;
        }
        assert!(
            started.elapsed() < Duration::from_secs(30) && (r.status == 503 || r.status == 504),
            "the pools did not come up: {} {}",
            r.status,
            r.text()
        );
        thread::sleep(Duration::from_millis(100));
    }
}

fn assert_health(addr: SocketAddr) {
    let r = get(addr, "/health");
    // morloc's daemon's form: one boolean per pool (issue 10).
    assert_eq!(r.status, 200, "{r:?}");
    assert!(
        r.text().starts_with("{\"status\":\"ok\",\"result\":["),
        "{r:?}"
    );
}

// ---------------------------------------------------------------------------
// A small JSON reader and writer (std only)

#[derive(Debug, Clone, PartialEq)]
enum J {
    Null,
    Bool(bool),
    Num(f64),
    Str(String),
    Arr(Vec<J>),
    Obj(Vec<(String, J)>),
}

impl J {
    fn get(&self, key: &str) -> Option<&J> {
        match self {
            J::Obj(fields) => fields.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    fn as_str(&self) -> Option<&str> {
        match self {
            J::Str(s) => Some(s),
            _ => None,
        }
    }

    fn as_arr(&self) -> &[J] {
        match self {
            J::Arr(items) => items,
            _ => &[],
        }
    }
}

fn parse_json(text: &str) -> Result<J, String> {
    let mut p = JsonParser {
        b: text.as_bytes(),
        i: 0,
    };
    let v = p.value(0)?;
    p.ws();
    if p.i != p.b.len() {
        return Err(format!("trailing bytes at {}", p.i));
    }
    Ok(v)
}

struct JsonParser<'a> {
    b: &'a [u8],
    i: usize,
}

impl JsonParser<'_> {
    fn ws(&mut self) {
        while self.i < self.b.len() && matches!(self.b[self.i], b' ' | b'\t' | b'\n' | b'\r') {
            self.i += 1;
        }
    }

    fn eat(&mut self, c: u8) -> Result<(), String> {
        self.ws();
        if self.b.get(self.i) == Some(&c) {
            self.i += 1;
            Ok(())
        } else {
            Err(format!("expected {:?} at {}", c as char, self.i))
        }
    }

    fn value(&mut self, depth: usize) -> Result<J, String> {
        if depth > 64 {
            return Err("nested too deeply".into());
        }
        self.ws();
        match self.b.get(self.i) {
            Some(b'{') => {
                self.i += 1;
                let mut fields = Vec::new();
                self.ws();
                if self.b.get(self.i) == Some(&b'}') {
                    self.i += 1;
                    return Ok(J::Obj(fields));
                }
                loop {
                    self.ws();
                    let k = self.string()?;
                    self.eat(b':')?;
                    fields.push((k, self.value(depth + 1)?));
                    self.ws();
                    match self.b.get(self.i) {
                        Some(b',') => self.i += 1,
                        Some(b'}') => {
                            self.i += 1;
                            return Ok(J::Obj(fields));
                        }
                        _ => return Err(format!("bad object at {}", self.i)),
                    }
                }
            }
            Some(b'[') => {
                self.i += 1;
                let mut items = Vec::new();
                self.ws();
                if self.b.get(self.i) == Some(&b']') {
                    self.i += 1;
                    return Ok(J::Arr(items));
                }
                loop {
                    items.push(self.value(depth + 1)?);
                    self.ws();
                    match self.b.get(self.i) {
                        Some(b',') => self.i += 1,
                        Some(b']') => {
                            self.i += 1;
                            return Ok(J::Arr(items));
                        }
                        _ => return Err(format!("bad array at {}", self.i)),
                    }
                }
            }
            Some(b'"') => self.string().map(J::Str),
            Some(b't') if self.b[self.i..].starts_with(b"true") => {
                self.i += 4;
                Ok(J::Bool(true))
            }
            Some(b'f') if self.b[self.i..].starts_with(b"false") => {
                self.i += 5;
                Ok(J::Bool(false))
            }
            Some(b'n') if self.b[self.i..].starts_with(b"null") => {
                self.i += 4;
                Ok(J::Null)
            }
            Some(_) => {
                let start = self.i;
                while self.i < self.b.len()
                    && matches!(
                        self.b[self.i],
                        b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9'
                    )
                {
                    self.i += 1;
                }
                let s = std::str::from_utf8(&self.b[start..self.i]).unwrap_or_default();
                s.parse::<f64>()
                    .map(J::Num)
                    .map_err(|_| format!("bad value at {start}"))
            }
            None => Err("unexpected end".into()),
        }
    }

    fn hex4(&mut self) -> Result<u32, String> {
        let h = self.b.get(self.i..self.i + 4).ok_or("short \\u escape")?;
        self.i += 4;
        u32::from_str_radix(std::str::from_utf8(h).map_err(|_| "bad \\u")?, 16)
            .map_err(|_| "bad \\u".into())
    }

    fn string(&mut self) -> Result<String, String> {
        if self.b.get(self.i) != Some(&b'"') {
            return Err(format!("expected a string at {}", self.i));
        }
        self.i += 1;
        let mut out: Vec<u8> = Vec::new();
        loop {
            let c = *self.b.get(self.i).ok_or("unterminated string")?;
            self.i += 1;
            match c {
                b'"' => return String::from_utf8(out).map_err(|_| "string is not UTF-8".into()),
                b'\\' => {
                    let e = *self.b.get(self.i).ok_or("unterminated escape")?;
                    self.i += 1;
                    let ch = match e {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => {
                            let hi = self.hex4()?;
                            let code = if (0xD800..0xDC00).contains(&hi) {
                                if self.b.get(self.i..self.i + 2) != Some(b"\\u") {
                                    return Err("lone high surrogate".into());
                                }
                                self.i += 2;
                                let lo = self.hex4()?;
                                if !(0xDC00..0xE000).contains(&lo) {
                                    return Err("bad low surrogate".into());
                                }
                                0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00)
                            } else {
                                hi
                            };
                            char::from_u32(code).ok_or("bad code point")?
                        }
                        _ => return Err(format!("bad escape at {}", self.i)),
                    };
                    let mut tmp = [0u8; 4];
                    out.extend_from_slice(ch.encode_utf8(&mut tmp).as_bytes());
                }
                c if c < 0x20 => return Err("raw control byte in a string".into()),
                c => out.push(c),
            }
        }
    }
}

/// A JSON string literal: quotes, backslashes and control characters
/// escaped; everything else (all non-ASCII) left as raw UTF-8.
fn jstr(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Serializes the crash storm, which loads every core, with the tests that
/// measure deadlines, so that neither runs while the other skews the clock:
/// the process-wide lock, since other modules' timing tests share the process.
fn heavy_lock() -> std::sync::MutexGuard<'static, ()> {
    common::quiet()
}

// ---------------------------------------------------------------------------
// Processes and /dev/shm

/// `/dev/shm` objects named with this daemon's prefix `nexus.<pid>.`.
fn shm_objects(pid: u32) -> Vec<String> {
    let prefix = format!("nexus.{pid}.");
    std::fs::read_dir("/dev/shm")
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.starts_with(&prefix))
                .collect()
        })
        .unwrap_or_default()
}

/// Waits up to `limit` for the daemon's shared-memory objects to be gone.
fn assert_shm_clean(pid: u32, limit: Duration) {
    let started = Instant::now();
    loop {
        let left = shm_objects(pid);
        if left.is_empty() {
            return;
        }
        assert!(started.elapsed() < limit, "/dev/shm still holds {left:?}");
        thread::sleep(Duration::from_millis(50));
    }
}

/// The live Python workers of a daemon: children whose cmdline names python
/// (the `__sweep` helper and R workers are skipped).
fn python_workers(daemon_pid: u32) -> Vec<u32> {
    let mut out: Vec<u32> = common::children_of(daemon_pid)
        .into_iter()
        .filter(|(_, cmdline)| !cmdline.contains("__sweep") && cmdline.contains("python"))
        .map(|(pid, _)| pid)
        .collect();
    out.sort_unstable();
    out
}

fn sigkill(pid: u32) {
    let status = Command::new("kill")
        .args(["-KILL", &pid.to_string()])
        .stderr(Stdio::null())
        .status()
        .expect("run kill");
    assert!(status.success() || !std::path::Path::new(&format!("/proc/{pid}")).exists());
}

// ---------------------------------------------------------------------------
// The hostile-input table

/// A request head with `Host`, the given field lines, and a body.
fn raw(start: &str, fields: &[&str], body: &[u8]) -> Vec<u8> {
    let mut out = format!("{start}\r\n");
    for f in fields {
        out.push_str(f);
        out.push_str("\r\n");
    }
    out.push_str("\r\n");
    let mut out = out.into_bytes();
    out.extend_from_slice(body);
    out
}

fn post_call(fields: &[&str], body: &[u8]) -> Vec<u8> {
    let mut all = vec!["Host: 127.0.0.1", "Content-Type: application/json"];
    all.extend_from_slice(fields);
    raw("POST /call/fighterDamage HTTP/1.1", &all, body)
}

fn get_with(fields: &[&str]) -> Vec<u8> {
    let mut all = vec!["Host: 127.0.0.1"];
    all.extend_from_slice(fields);
    raw("GET /health HTTP/1.1", &all, b"")
}

fn chunked(body: &[u8]) -> Vec<u8> {
    post_call(&["Transfer-Encoding: chunked"], body)
}

/// Each case: a name, the raw bytes sent on a fresh connection, and the
/// status that must answer them before the server closes the connection.
fn hostile_cases() -> Vec<(&'static str, Vec<u8>, u16)> {
    let many: Vec<String> = (0..25).map(|i| format!("X-Header-{i}: v")).collect();
    let many: Vec<&str> = many.iter().map(String::as_str).collect();
    let big = format!("X-Big: {}", "a".repeat(5000));
    vec![
        // Transfer-Encoding with Content-Length (request smuggling).
        (
            "CL + TE",
            post_call(
                &["Content-Length: 5", "Transfer-Encoding: chunked"],
                b"0\r\n\r\n",
            ),
            400,
        ),
        (
            "TE + CL, TE first, upper case",
            post_call(
                &["Transfer-Encoding: CHUNKED", "Content-Length: 5"],
                b"0\r\n\r\n",
            ),
            400,
        ),
        // Transfer-Encoding variants.
        (
            "TE gzip, chunked",
            post_call(&["Transfer-Encoding: gzip, chunked"], b"0\r\n\r\n"),
            501,
        ),
        (
            "TE chunked, chunked",
            post_call(&["Transfer-Encoding: chunked, chunked"], b"0\r\n\r\n"),
            400,
        ),
        (
            "TE chunked on two lines",
            post_call(
                &["Transfer-Encoding: chunked", "Transfer-Encoding: chunked"],
                b"0\r\n\r\n",
            ),
            400,
        ),
        (
            "TE identity",
            post_call(&["Transfer-Encoding: identity"], b"[3]"),
            400,
        ),
        (
            "TE xchunked",
            post_call(&["Transfer-Encoding: xchunked"], b"0\r\n\r\n"),
            400,
        ),
        (
            "TE chunked, identity (chunked not last)",
            post_call(&["Transfer-Encoding: chunked, identity"], b"0\r\n\r\n"),
            400,
        ),
        (
            "TE empty value",
            post_call(&["Transfer-Encoding: "], b"0\r\n\r\n"),
            400,
        ),
        (
            "TE with a vertical tab",
            post_call(&["Transfer-Encoding: chunked\x0b"], b"0\r\n\r\n"),
            400,
        ),
        (
            "TE space before colon",
            post_call(&["Transfer-Encoding : chunked"], b"0\r\n\r\n"),
            400,
        ),
        (
            "TE on HTTP/1.0",
            raw(
                "POST /call/fighterDamage HTTP/1.0",
                &["Transfer-Encoding: chunked"],
                b"3\r\n[3]\r\n0\r\n\r\n",
            ),
            400,
        ),
        // Content-Length.
        (
            "CL duplicate, equal",
            post_call(&["Content-Length: 3", "Content-Length: 3"], b"[3]"),
            400,
        ),
        (
            "CL duplicate, different",
            post_call(&["Content-Length: 3", "Content-Length: 4"], b"[3] "),
            400,
        ),
        ("CL +3", post_call(&["Content-Length: +3"], b"[3]"), 400),
        ("CL -3", post_call(&["Content-Length: -3"], b"[3]"), 400),
        (
            "CL comma list 3, 3",
            post_call(&["Content-Length: 3, 3"], b"[3]"),
            400,
        ),
        (
            "CL non-digit",
            post_call(&["Content-Length: three"], b"[3]"),
            400,
        ),
        ("CL hex", post_call(&["Content-Length: 0x3"], b"[3]"), 400),
        (
            "CL overflowing u64",
            post_call(&["Content-Length: 184467440737095516160000"], b"[3]"),
            400,
        ),
        (
            "CL over --max-body",
            post_call(&["Content-Length: 2000"], b"[3]"),
            413,
        ),
        // Field syntax.
        ("obs-fold", get_with(&["X-A: a", " folded"]), 400),
        (
            "obs-fold with a tab",
            get_with(&["X-A: a", "\tfolded"]),
            400,
        ),
        ("bare CR in a value", get_with(&["X-A: a\rb"]), 400),
        (
            "bare LF line endings",
            b"GET /health HTTP/1.1\nHost: 127.0.0.1\n\n".to_vec(),
            400,
        ),
        (
            "bare LF after one field",
            b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\nX-A: b\r\n\r\n".to_vec(),
            400,
        ),
        ("NUL in a value", get_with(&["X-A: a\0b"]), 400),
        (
            "field line without a colon",
            get_with(&["NoColonHere"]),
            400,
        ),
        (
            "whitespace before the first field",
            raw("GET /health HTTP/1.1", &[" Host: 127.0.0.1"], b""),
            400,
        ),
        // Bounds.
        ("too many headers (--max-headers 20)", get_with(&many), 431),
        ("too large head (--max-head 4096)", get_with(&[&big]), 431),
        // Chunk sizes.
        (
            "chunk: empty size line",
            chunked(b"\r\n[3]\r\n0\r\n\r\n"),
            400,
        ),
        (
            "chunk: 17 hex digits",
            chunked(b"00000000000000003\r\n[3]\r\n0\r\n\r\n"),
            400,
        ),
        ("chunk: 0x prefix", chunked(b"0x3\r\n[3]\r\n0\r\n\r\n"), 400),
        (
            "chunk: non-hex size",
            chunked(b"zz\r\n[3]\r\n0\r\n\r\n"),
            400,
        ),
        (
            "chunk: negative size",
            chunked(b"-3\r\n[3]\r\n0\r\n\r\n"),
            400,
        ),
        (
            "chunk: bad CRLF after data",
            chunked(b"3\r\n[3]XX0\r\n\r\n"),
            400,
        ),
        (
            "chunk: data longer than its size",
            chunked(b"2\r\n[3]\r\n0\r\n\r\n"),
            400,
        ),
        (
            "chunks over --max-body",
            chunked(
                &[
                    b"400\r\n".as_slice(),
                    &[b' '; 1024],
                    b"\r\n400\r\n",
                    &[b' '; 1024],
                    b"\r\n0\r\n\r\n",
                ]
                .concat(),
            ),
            413,
        ),
        // Host.
        ("missing Host", raw("GET /health HTTP/1.1", &[], b""), 400),
        (
            "two Host headers",
            raw(
                "GET /health HTTP/1.1",
                &["Host: 127.0.0.1", "Host: 127.0.0.1"],
                b"",
            ),
            400,
        ),
        (
            "Host with a space",
            raw("GET /health HTTP/1.1", &["Host: 127.0.0.1 evil"], b""),
            400,
        ),
        // Request line.
        (
            "HTTP/1.2",
            raw("GET /health HTTP/1.2", &["Host: 127.0.0.1"], b""),
            505,
        ),
        (
            "HTTP/2.0",
            raw("GET /health HTTP/2.0", &["Host: 127.0.0.1"], b""),
            505,
        ),
        (
            "double space in the request line",
            raw("GET  /health HTTP/1.1", &["Host: 127.0.0.1"], b""),
            400,
        ),
        (
            "missing version",
            raw("GET /health", &["Host: 127.0.0.1"], b""),
            400,
        ),
        (
            "lowercase http/1.1",
            raw("GET /health http/1.1", &["Host: 127.0.0.1"], b""),
            400,
        ),
        (
            "trailing space after the version",
            raw("GET /health HTTP/1.1 ", &["Host: 127.0.0.1"], b""),
            400,
        ),
        (
            "tab separators",
            raw("GET\t/health\tHTTP/1.1", &["Host: 127.0.0.1"], b""),
            400,
        ),
        (
            "absolute-form target",
            raw(
                "GET http://evil.example/health HTTP/1.1",
                &["Host: 127.0.0.1"],
                b"",
            ),
            400,
        ),
        (
            "control byte in the target",
            raw("GET /hea\x01lth HTTP/1.1", &["Host: 127.0.0.1"], b""),
            400,
        ),
        (
            "method not a token",
            raw("G(T /health HTTP/1.1", &["Host: 127.0.0.1"], b""),
            400,
        ),
    ]
}

/// Sends one hostile case and checks the status, that exactly one response
/// came back and that the connection was closed.
fn hostile_case(addr: SocketAddr, bytes: &[u8], want: u16) -> Result<(), String> {
    let mut c = Conn::open(addr);
    // The server may refuse and close before taking every byte.
    let _ = c.send(bytes);
    let got = c.read_to_eof(Duration::from_secs(5))?;
    let (resp, used) = parse_response(&got, true)?
        .ok_or_else(|| format!("no response: {:?}", String::from_utf8_lossy(&got)))?;
    if resp.status != want {
        return Err(format!(
            "status {} (want {want}): {}",
            resp.status,
            resp.text()
        ));
    }
    if used != got.len() {
        return Err(format!(
            "more than one response: {:?}",
            String::from_utf8_lossy(&got)
        ));
    }
    if resp.header("connection") != Some("close") {
        return Err(format!("no Connection: close: {resp:?}"));
    }
    Ok(())
}

#[test]
fn hostile_inputs_get_the_right_status_and_a_closed_connection() {
    let d = Daemon::start(
        &combat(),
        &[
            "--max-headers",
            "20",
            "--max-head",
            "4096",
            "--max-body",
            "1000",
        ],
    );
    let cases = hostile_cases();
    assert!(cases.len() >= 30, "the table needs at least 30 cases");
    let mut failures = Vec::new();
    for (name, bytes, want) in &cases {
        if let Err(e) = hostile_case(d.addr, bytes, *want) {
            failures.push(format!("{name}: {e}"));
        }
        // The server still answers the next client.
        let after = Conn::open(d.addr).exchange("GET", "/health", &[("Connection", "close")], b"");
        if after.status != 200 {
            failures.push(format!(
                "{name}: the next client's /health got {}",
                after.status
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases failed:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
    // A well-formed chunked request on the same daemon is served.
    let r = Conn::open(d.addr).exchange("GET", "/health", &[], b"");
    assert_eq!(r.status, 200);
    let mut c = Conn::open(d.addr);
    c.send(&chunked(b"1\r\n[\r\n2\r\n3]\r\n0\r\n\r\n")).unwrap();
    assert_eq!(ok_result(&c.response().unwrap()), J::Num(24.0));
}

#[test]
fn help_lists_every_limit_with_a_default() {
    let out = Command::new(env!("CARGO_BIN_EXE_nexus"))
        .args(["daemon", "--help"])
        .stdin(Stdio::null())
        .output()
        .expect("run nexus daemon --help");
    assert!(out.status.success());
    let help = String::from_utf8_lossy(&out.stdout);
    for flag in [
        "--host",
        "--port",
        "--socket",
        "--port-file",
        "--allow-no-auth",
        "--allow-plaintext",
        "--allow-origin",
        "--allow-host",
        "--max-connections",
        "--head-timeout",
        "--body-timeout",
        "--keepalive",
        "--max-head",
        "--max-headers",
        "--max-body",
        "--call-timeout",
        "--max-sessions",
        "--session-idle",
    ] {
        let line = help
            .lines()
            .find(|l| l.trim_start().starts_with(&format!("{flag} ")))
            .unwrap_or_else(|| panic!("{flag} is not in --help:\n{help}"));
        assert!(
            line.starts_with("  --"),
            "{flag}'s line is not indented: {line:?}"
        );
        if flag.starts_with("--max-")
            || flag.ends_with("-timeout")
            || flag == "--keepalive"
            || flag == "--session-idle"
        {
            assert!(
                line.contains("(default "),
                "{flag} names no default: {line:?}"
            );
        }
    }
    // A bad limit is a usage error: exit 2 with one line.
    let (code, err) = run_refused(&["--max-body", "lots"], &[]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("--max-body"), "{err}");
}

// ---------------------------------------------------------------------------
// Keep-alive, pipelining, HTTP/1.0

#[test]
fn keep_alive_pipelining_and_http10() {
    let d = Daemon::start(&combat(), &[]);
    // Keep-alive: several requests on one connection.
    let mut c = Conn::open(d.addr);
    for ac in [3, 10, 30] {
        let r = c.exchange(
            "POST",
            "/call/fighterDamage",
            &[],
            format!("[{ac}]").as_bytes(),
        );
        assert_eq!(ok_result(&r), J::Num(f64::from((27 - ac).max(0))));
        assert_ne!(r.header("connection"), Some("close"));
    }
    let r = c.exchange("GET", "/health", &[], b"");
    assert_eq!(r.status, 200);

    // Pipelining: four requests in one write, four responses in order.
    let mut c = Conn::open(d.addr);
    let mut batch = request_bytes("GET", "/mcp", &[], b"");
    batch.extend(request_bytes("POST", "/call/fighterDamage", &[], b"[7]"));
    batch.extend(request_bytes("POST", "/call/noSuchCommand", &[], b"[]"));
    batch.extend(request_bytes(
        "GET",
        "/health",
        &[("Connection", "close")],
        b"",
    ));
    c.send(&batch).unwrap();
    let statuses: Vec<u16> = (0..4)
        .map(|_| c.response().unwrap())
        .map(|r| r.status)
        .collect();
    assert_eq!(statuses, [405, 200, 404, 200]);
    assert!(c.read_to_eof(Duration::from_secs(5)).unwrap().is_empty());

    // The pipelined call's result is the one asked for.
    let mut c = Conn::open(d.addr);
    let mut batch = Vec::new();
    for ac in [1, 2, 3] {
        batch.extend(request_bytes(
            "POST",
            "/call/fighterDamage",
            &[],
            format!("[{ac}]").as_bytes(),
        ));
    }
    c.send(&batch).unwrap();
    for ac in [1, 2, 3] {
        assert_eq!(
            ok_result(&c.response().unwrap()),
            J::Num(f64::from(27 - ac))
        );
    }

    // HTTP/1.0 closes after the response.
    let mut c = Conn::open(d.addr);
    c.send(b"GET /health HTTP/1.0\r\n\r\n").unwrap();
    let got = c.read_to_eof(Duration::from_secs(5)).unwrap();
    let (r, used) = parse_response(&got, true).unwrap().unwrap();
    assert_eq!((r.status, used), (200, got.len()));

    // HTTP/1.0 with Connection: keep-alive stays open (`ab -k`).
    let mut c = Conn::open(d.addr);
    for _ in 0..3 {
        c.send(b"GET /health HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
            .unwrap();
        let r = c.response().unwrap();
        assert_eq!(r.status, 200);
        assert_eq!(
            r.header("connection")
                .map(str::to_ascii_lowercase)
                .as_deref(),
            Some("keep-alive")
        );
    }
    // HTTP/1.1 with Connection: close closes.
    let mut c = Conn::open(d.addr);
    let r = c.exchange("GET", "/health", &[("Connection", "close")], b"");
    assert_eq!(r.header("connection"), Some("close"));
    assert!(c.read_to_eof(Duration::from_secs(5)).unwrap().is_empty());

    // HEAD /health: the GET's head, no body.
    let mut c = Conn::open(d.addr);
    c.send(b"HEAD /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        .unwrap();
    let got = c.read_to_eof(Duration::from_secs(5)).unwrap();
    let text = String::from_utf8_lossy(&got);
    assert!(text.starts_with("HTTP/1.1 200 "), "{text}");
    assert!(
        text.ends_with("\r\n\r\n"),
        "a HEAD response has no body: {text:?}"
    );

    // A deep pipeline: 50 requests in one write, 50 responses in order.
    let mut c = Conn::open(d.addr);
    let mut batch = Vec::new();
    for i in 0..50usize {
        let path = if i.is_multiple_of(2) {
            "/health"
        } else {
            "/nope"
        };
        batch.extend(request_bytes("GET", path, &[], b""));
    }
    c.send(&batch).unwrap();
    for i in 0..50usize {
        let r = c.response().unwrap();
        assert_eq!(
            r.status,
            if i.is_multiple_of(2) { 200 } else { 404 },
            "response {i}"
        );
    }
    // The connection is still usable afterwards.
    assert_eq!(c.exchange("GET", "/health", &[], b"").status, 200);
}

// ---------------------------------------------------------------------------
// Slowloris

enum Flood {
    /// Turned away at once (evicted by a newer connection, or refused with
    /// 503): what it received before the close.
    Rejected(Result<Vec<u8>, String>),
    /// Admitted: what it received before the close, and when it closed.
    Admitted {
        trickled: bool,
        got: Result<Vec<u8>, String>,
        closed_after: Duration,
    },
}

fn flood_client(s: TcpStream, connected: Instant, trickle: bool) -> Flood {
    let mut c = Conn { s, buf: Vec::new() };
    c.s.set_write_timeout(Some(Duration::from_secs(2))).unwrap();
    // Over the cap, an older waiting connection is evicted (closed without
    // a word) when a newer one is accepted: all within the flood's first
    // milliseconds.
    c.s.set_read_timeout(Some(Duration::from_millis(250)))
        .unwrap();
    match c.fill() {
        Ok(0) => return Flood::Rejected(Ok(Vec::new())),
        Ok(_) => return Flood::Rejected(c.read_to_eof(Duration::from_secs(3))),
        Err(e)
            if matches!(
                e.kind(),
                io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
            ) => {}
        Err(e) => return Flood::Rejected(Err(format!("read: {e}"))),
    }
    let got = if trickle {
        // A byte every 300 ms of a head that never ends.
        let head =
            b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
        let mut result = Err("the trickle ran out before the server closed".to_string());
        for &b in head {
            if c.s.write_all(&[b]).is_err() {
                result = c.read_to_eof(Duration::from_secs(3));
                break;
            }
            c.s.set_read_timeout(Some(Duration::from_millis(300)))
                .unwrap();
            match c.fill() {
                Ok(_) => {
                    result = c.read_to_eof(Duration::from_secs(3));
                    break;
                }
                Err(e)
                    if matches!(
                        e.kind(),
                        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                    ) => {}
                Err(_) => {
                    result = Ok(std::mem::take(&mut c.buf));
                    break;
                }
            }
        }
        result
    } else {
        c.read_to_eof(Duration::from_secs(5))
    };
    Flood::Admitted {
        trickled: trickle,
        got,
        closed_after: connected.elapsed(),
    }
}

#[test]
fn slowloris_cannot_hold_the_server() {
    let _quiet = heavy_lock();
    let d = Daemon::start(
        &combat(),
        &[
            "--max-connections",
            "8",
            "--head-timeout",
            "1",
            "--keepalive",
            "1",
            "--body-timeout",
            "1",
        ],
    );
    assert_health(d.addr);
    // Let the probe's connection task finish and give its slot back.
    thread::sleep(Duration::from_millis(300));

    let mut clients = Vec::new();
    for i in 0..40usize {
        let s = TcpStream::connect_timeout(&d.addr, Duration::from_secs(5)).expect("connect");
        let connected = Instant::now();
        clients.push(thread::spawn(move || {
            flood_client(s, connected, i.is_multiple_of(2))
        }));
    }
    let outcomes: Vec<Flood> = clients.into_iter().map(|t| t.join().unwrap()).collect();
    let all_gone = Instant::now();

    let mut admitted = 0;
    let mut problems = Vec::new();
    for (i, o) in outcomes.iter().enumerate() {
        match o {
            Flood::Rejected(Err(e)) => problems.push(format!("client {i}: turned away but {e}")),
            // Issue 15: evicted for a newer connection, silently.
            Flood::Rejected(Ok(got)) if got.is_empty() => {}
            Flood::Rejected(Ok(got)) => match parse_response(got, true) {
                Ok(Some((r, used))) if r.status == 503 && used == got.len() => {
                    if r.header("retry-after").is_none() {
                        problems.push(format!("client {i}: 503 without Retry-After"));
                    }
                }
                other => problems.push(format!("client {i}: expected one 503, got {other:?}")),
            },
            Flood::Admitted {
                trickled,
                got,
                closed_after,
            } => {
                admitted += 1;
                if *closed_after < Duration::from_millis(800)
                    || *closed_after > Duration::from_millis(3000)
                {
                    problems.push(format!(
                        "client {i}: closed after {closed_after:?}, not at the 1 s head deadline"
                    ));
                }
                match (got, trickled) {
                    (Err(e), _) => problems.push(format!("client {i}: {e}")),
                    (Ok(got), true) => match parse_response(got, true) {
                        Ok(Some((r, _))) if r.status == 408 => {}
                        other => problems.push(format!(
                            "client {i}: a partial head should get 408, got {other:?}"
                        )),
                    },
                    (Ok(got), false) => match parse_response(got, true) {
                        Ok(Some((r, _))) if r.status == 408 => {}
                        _ if got.is_empty() => {}
                        other => {
                            problems.push(format!("client {i}: an idle connection got {other:?}"))
                        }
                    },
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert_eq!(
        admitted, 8,
        "the connection cap is 8; {admitted} of 40 kept their place"
    );

    // Once they are gone, a fresh client is served at once.
    assert_health(d.addr);
    assert!(
        all_gone.elapsed() < Duration::from_secs(1),
        "the fresh client waited {:?}",
        all_gone.elapsed()
    );

    // An idle kept-alive connection is closed silently after --keepalive.
    let mut c = Conn::open(d.addr);
    assert_eq!(c.exchange("GET", "/health", &[], b"").status, 200);
    let idle = Instant::now();
    let got = c.read_to_eof(Duration::from_secs(5)).unwrap();
    assert!(got.is_empty(), "{:?}", String::from_utf8_lossy(&got));
    let waited = idle.elapsed();
    assert!(
        waited > Duration::from_millis(800) && waited < Duration::from_millis(3000),
        "{waited:?}"
    );

    // A request whose head starts but never finishes gets 408 at the deadline,
    // even on a kept-alive connection.
    let mut c = Conn::open(d.addr);
    assert_eq!(c.exchange("GET", "/health", &[], b"").status, 200);
    c.send(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        .unwrap();
    let started = Instant::now();
    let got = c.read_to_eof(Duration::from_secs(5)).unwrap();
    let (r, _) = parse_response(&got, true).unwrap().unwrap();
    assert_eq!(r.status, 408);
    assert!(started.elapsed() < Duration::from_millis(3000));

    // A body that stops short gets 408 at the body deadline.
    let mut c = Conn::open(d.addr);
    c.send(b"POST /call/fighterDamage HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 10\r\n\r\n[3")
        .unwrap();
    let started = Instant::now();
    let got = c.read_to_eof(Duration::from_secs(5)).unwrap();
    let (r, _) = parse_response(&got, true).unwrap().unwrap();
    assert_eq!(r.status, 408);
    let waited = started.elapsed();
    assert!(
        waited > Duration::from_millis(800) && waited < Duration::from_millis(3000),
        "{waited:?}"
    );
    assert_health(d.addr);
}

// ---------------------------------------------------------------------------
// The auth matrix

const TOKEN: &str = "tok-9f2c41d7-secret-Zq8";

#[test]
fn loopback_without_a_token_serves() {
    let d = Daemon::start(&combat(), &[]);
    let r = get(d.addr, "/discover");
    assert_eq!(r.status, 200);
    // /discover describes every command with its argument shapes and defaults.
    let doc = ok_result(&r);
    let commands = doc.get("commands").map(J::as_arr).unwrap_or_default();
    let attack = commands
        .iter()
        .find(|c| c.get("name").and_then(J::as_str) == Some("attack"))
        .unwrap_or_else(|| panic!("no attack in {}", r.text()));
    let args = attack.get("args").map(J::as_arr).unwrap_or_default();
    assert_eq!(args.len(), 3, "{}", r.text());
    assert_eq!(args[0].get("required"), Some(&J::Bool(true)));
    // `default` is the CLI string, as in morloc's /discover; ours typed.
    assert_eq!(args[1].get("default"), Some(&J::Str("0".into())));
    assert_eq!(args[1].get("value_default"), Some(&J::Num(0.0)));
    assert_eq!(args[2].get("default"), Some(&J::Str("false".into())));
    assert_eq!(
        args[2].get("value_default"),
        Some(&J::Bool(false)),
        "{}",
        r.text()
    );
    assert!(attack.get("inputSchema").is_some());
    assert_eq!(
        ok_result(&call(d.addr, "fighterDamage", "[20]")),
        J::Num(7.0)
    );
    // morloc's other request form.
    assert_eq!(
        ok_result(&call(d.addr, "fighterDamage", r#"{"args":[20]}"#)),
        J::Num(7.0)
    );
    // No token configured: an Authorization header changes nothing.
    let r = request(
        d.addr,
        "GET",
        "/discover",
        &[("Authorization", "Bearer whatever")],
        b"",
    );
    assert_eq!(r.status, 200);
}

#[test]
fn a_non_loopback_bind_needs_a_token_or_a_waiver() {
    let (code, err) = run_refused(&["--host", "0.0.0.0"], &[]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("NEXUS_TOKEN"), "{err}");
    assert_eq!(err.trim().lines().count(), 1, "one line: {err}");

    // An empty token is no token.
    let (code, err) = run_refused(&["--host", "0.0.0.0"], &[("NEXUS_TOKEN", "")]);
    assert_eq!(code, Some(2), "{err}");

    // The waiver.
    let d = Daemon::start(
        &combat(),
        &["--host", "0.0.0.0", "--allow-no-auth", "--allow-plaintext"],
    );
    assert_eq!(get(d.addr, "/discover").status, 200);

    // With a token, an exposed server starts and demands it.
    let d = Daemon::start_env(
        &combat(),
        &["--host", "0.0.0.0", "--allow-plaintext"],
        &[("NEXUS_TOKEN", TOKEN)],
    );
    let r = get(d.addr, "/discover");
    assert_eq!(
        (r.status, r.header("www-authenticate")),
        (401, Some("Bearer"))
    );
    let bearer = format!("Bearer {TOKEN}");
    assert_eq!(
        request(
            d.addr,
            "GET",
            "/discover",
            &[("Authorization", &bearer)],
            b""
        )
        .status,
        200
    );
    assert_health(d.addr);
    assert!(!d.stderr().contains(TOKEN));
}

/// Issue 31, defect 3: seed 001, "mim therefore requires the operator to
/// acknowledge plaintext before exposing a server". Every mode that binds
/// refuses a non-loopback address without `--allow-plaintext`, with a token
/// or with the no-token waiver, and says why, before it binds. 198.51.100.7
/// (TEST-NET-2) is documentation-only, so a regression fails to bind ("cannot
/// listen") rather than exposing a server on one of this machine's addresses.
#[test]
fn every_mode_refuses_a_non_loopback_bind_without_the_plaintext_acknowledgement() {
    let home = common::scratch("daemon-http", "plaintext-home");
    let combat = combat();
    let modes: [Vec<&str>; 3] = [
        vec!["daemon", &combat, "--port", "18931"],
        vec!["mcp", &combat, "--http-port", "18931"],
        vec!["serve", "--port", "18931"],
    ];
    for base in &modes {
        // No token and the waiver; a token and no waiver.
        for token in [None, Some(TOKEN)] {
            let mut args = base.clone();
            args.extend(["--host", "198.51.100.7"]);
            if token.is_none() {
                args.push("--allow-no-auth");
            }
            let mut cmd = Command::new(env!("CARGO_BIN_EXE_nexus"));
            cmd.args(&args)
                .env("NEXUS_HOME", &home)
                .env_remove("NEXUS_TOKEN")
                .env_remove("MORLOC_MCP_TOKEN");
            if let Some(t) = token {
                cmd.env("NEXUS_TOKEN", t);
            }
            let out = common::spawn_cmd(&mut cmd).finish(START_LIMIT);
            assert_eq!(out.code, Some(2), "{args:?}: {}", out.stderr);
            assert!(
                out.stderr.contains("--allow-plaintext")
                    && out.stderr.contains("does not encrypt")
                    && !out.stderr.contains("cannot listen"),
                "{args:?} must refuse before binding, naming the flag and why: {}",
                out.stderr
            );
            assert_eq!(
                out.stderr.trim().lines().count(),
                1,
                "one line: {}",
                out.stderr
            );
        }
    }
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn the_token_origin_and_host_matrix() {
    let d = Daemon::start_env(&combat(), &[], &[("NEXUS_TOKEN", TOKEN)]);
    let bearer = format!("Bearer {TOKEN}");
    let mut bodies = Vec::new();
    let mut expect =
        |what: &str, method: &str, path: &str, headers: &[(&str, &str)], body: &[u8], want: u16| {
            let r = request(d.addr, method, path, headers, body);
            assert_eq!(r.status, want, "{what}: {}", r.text());
            if want == 401 {
                assert_eq!(r.header("www-authenticate"), Some("Bearer"), "{what}");
            }
            bodies.push(r.text());
            r
        };
    // The token.
    expect("no token", "GET", "/discover", &[], b"", 401);
    expect(
        "wrong token",
        "GET",
        "/discover",
        &[("Authorization", "Bearer wrong")],
        b"",
        401,
    );
    expect(
        "a prefix of the token",
        "GET",
        "/discover",
        &[("Authorization", &bearer[..bearer.len() - 1])],
        b"",
        401,
    );
    expect(
        "the token plus a byte",
        "GET",
        "/discover",
        &[("Authorization", &format!("{bearer}x"))],
        b"",
        401,
    );
    expect(
        "another scheme",
        "GET",
        "/discover",
        &[("Authorization", &format!("Basic {TOKEN}"))],
        b"",
        401,
    );
    expect(
        "the bare token",
        "GET",
        "/discover",
        &[("Authorization", TOKEN)],
        b"",
        401,
    );
    expect(
        "token in the query",
        "GET",
        &format!("/discover?token={TOKEN}"),
        &[],
        b"",
        401,
    );
    expect(
        "access_token in the query",
        "GET",
        &format!("/discover?access_token={TOKEN}"),
        &[],
        b"",
        401,
    );
    expect(
        "no token on /call",
        "POST",
        "/call/fighterDamage",
        &[],
        b"[3]",
        401,
    );
    expect(
        "no token on /mcp",
        "POST",
        "/mcp",
        &[],
        br#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#,
        401,
    );
    expect(
        "no token on an unknown route",
        "GET",
        "/nope",
        &[],
        b"",
        401,
    );
    let r = expect(
        "the right token",
        "GET",
        "/discover",
        &[("Authorization", &bearer)],
        b"",
        200,
    );
    assert!(!r.text().contains(TOKEN), "the token leaked into /discover");
    let r = expect(
        "the right token on /call",
        "POST",
        "/call/fighterDamage",
        &[("Authorization", &bearer)],
        b"[3]",
        200,
    );
    assert_eq!(ok_result(&r), J::Num(24.0));
    expect(
        "lower-case scheme",
        "GET",
        "/discover",
        &[("Authorization", &format!("bearer {TOKEN}"))],
        b"",
        200,
    );
    // /health is exempt.
    expect("health without a token", "GET", "/health", &[], b"", 200);
    // Origin.
    expect(
        "bad Origin",
        "GET",
        "/discover",
        &[
            ("Authorization", &bearer),
            ("Origin", "http://evil.example"),
        ],
        b"",
        403,
    );
    expect(
        "bad Origin that starts like localhost",
        "GET",
        "/discover",
        &[
            ("Authorization", &bearer),
            ("Origin", "http://localhost.evil.example"),
        ],
        b"",
        403,
    );
    expect(
        "null Origin",
        "GET",
        "/discover",
        &[("Authorization", &bearer), ("Origin", "null")],
        b"",
        403,
    );
    expect(
        "loopback Origin",
        "GET",
        "/discover",
        &[
            ("Authorization", &bearer),
            ("Origin", "http://localhost:5173"),
        ],
        b"",
        200,
    );
    expect(
        "127.0.0.1 Origin",
        "GET",
        "/discover",
        &[
            ("Authorization", &bearer),
            ("Origin", "http://127.0.0.1:8080"),
        ],
        b"",
        200,
    );
    // Host (DNS rebinding).
    expect(
        "bad Host",
        "GET",
        "/discover",
        &[("Authorization", &bearer), ("Host", "evil.example")],
        b"",
        403,
    );
    expect(
        "bad Host with a port",
        "GET",
        "/discover",
        &[("Authorization", &bearer), ("Host", "evil.example:80")],
        b"",
        403,
    );
    expect(
        "localhost Host",
        "GET",
        "/discover",
        &[("Authorization", &bearer), ("Host", "localhost")],
        b"",
        200,
    );
    let port = d.addr.port().to_string();
    let host = format!("127.0.0.1:{port}");
    expect(
        "127.0.0.1:PORT Host",
        "GET",
        "/discover",
        &[("Authorization", &bearer), ("Host", &host)],
        b"",
        200,
    );
    for b in &bodies {
        assert!(!b.contains(TOKEN), "the token leaked into a reply: {b}");
    }
    let err = d.stderr();
    assert!(!err.contains(TOKEN), "the token leaked into stderr: {err}");
}

#[test]
fn allowed_origins_and_hosts_are_accepted() {
    let d = Daemon::start(
        &combat(),
        &[
            "--allow-origin",
            "https://app.example.com",
            "--allow-host",
            "box.lan",
        ],
    );
    let r = request(
        d.addr,
        "GET",
        "/discover",
        &[("Origin", "https://app.example.com")],
        b"",
    );
    assert_eq!(r.status, 200);
    let r = request(
        d.addr,
        "GET",
        "/discover",
        &[("Origin", "https://other.example.com")],
        b"",
    );
    assert_eq!(r.status, 403);
    let r = request(d.addr, "GET", "/discover", &[("Host", "box.lan:8080")], b"");
    assert_eq!(r.status, 200);
    let r = request(d.addr, "GET", "/discover", &[("Host", "evil.example")], b"");
    assert_eq!(r.status, 403);
}

// ---------------------------------------------------------------------------
// MCP sessions

const INITIALIZE: &str = r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"daemon_http","version":"0"}}}"#;
const INITIALIZED: &str = r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#;
const TOOLS_LIST: &str = r#"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#;

fn mcp(addr: SocketAddr, session: Option<&str>, body: &str) -> Resp {
    mcp_with(addr, session, &[], body)
}

fn mcp_with(addr: SocketAddr, session: Option<&str>, extra: &[(&str, &str)], body: &str) -> Resp {
    let mut headers = vec![
        ("Content-Type", "application/json"),
        ("Accept", "application/json, text/event-stream"),
    ];
    if let Some(id) = session {
        headers.push(("Mcp-Session-Id", id));
    }
    headers.extend_from_slice(extra);
    request(addr, "POST", "/mcp", &headers, body.as_bytes())
}

fn mcp_delete(addr: SocketAddr, session: Option<&str>) -> Resp {
    let headers: Vec<(&str, &str)> = session
        .map(|id| ("Mcp-Session-Id", id))
        .into_iter()
        .collect();
    request(addr, "DELETE", "/mcp", &headers, b"")
}

/// Initializes a session and returns its id.
fn open_session(addr: SocketAddr) -> String {
    let r = mcp(addr, None, INITIALIZE);
    assert_eq!(r.status, 200, "{}", r.text());
    let id = r
        .header("mcp-session-id")
        .unwrap_or_else(|| panic!("no Mcp-Session-Id: {r:?}"))
        .to_string();
    let r = mcp(addr, Some(&id), INITIALIZED);
    assert_eq!(r.status, 202, "{}", r.text());
    id
}

fn tool_call(id: u64, name: &str, args: &str) -> String {
    format!(
        r#"{{"jsonrpc":"2.0","id":{id},"method":"tools/call","params":{{"name":"{name}","arguments":{args}}}}}"#
    )
}

#[test]
fn mcp_session_lifecycle() {
    let d = Daemon::start(&combat(), &[]);
    // initialize returns a 128-bit session id.
    let r = mcp(d.addr, None, INITIALIZE);
    assert_eq!(r.status, 200, "{}", r.text());
    assert!(
        r.header("content-type")
            .unwrap_or_default()
            .starts_with("application/json")
    );
    let j = r.json();
    assert_eq!(j.get("id"), Some(&J::Num(1.0)));
    let result = j.get("result").expect("an initialize result");
    assert_eq!(
        result.get("protocolVersion").and_then(J::as_str),
        Some("2025-06-18")
    );
    let id = r
        .header("mcp-session-id")
        .expect("Mcp-Session-Id")
        .to_string();
    assert!(
        id.len() == 32 && id.bytes().all(|b| b.is_ascii_hexdigit()),
        "{id:?} is not 128 bits of hex"
    );
    let other = open_session(d.addr);
    assert_ne!(id, other, "two sessions share an id");

    // A notification gets 202 and no body.
    let r = mcp(d.addr, Some(&id), INITIALIZED);
    assert_eq!((r.status, r.body.len()), (202, 0), "{r:?}");
    // A posted response (to nothing) is accepted the same way.
    let r = mcp(
        d.addr,
        Some(&id),
        r#"{"jsonrpc":"2.0","id":99,"result":{}}"#,
    );
    assert_eq!((r.status, r.body.len()), (202, 0), "{r:?}");

    // The session works, with and without a protocol version header.
    let r = mcp(d.addr, Some(&id), TOOLS_LIST);
    assert_eq!(r.status, 200);
    let tools = r.json();
    let names: Vec<&str> = tools
        .get("result")
        .and_then(|r| r.get("tools"))
        .map(J::as_arr)
        .unwrap_or_default()
        .iter()
        .filter_map(|t| t.get("name").and_then(J::as_str))
        .collect();
    assert!(
        names.contains(&"fighterDamage") && names.contains(&"intro"),
        "{names:?}"
    );
    let r = mcp_with(
        d.addr,
        Some(&id),
        &[("MCP-Protocol-Version", "2025-06-18")],
        &tool_call(3, "fighterDamage", r#"{"_1":5}"#),
    );
    assert_eq!(r.status, 200);
    let content = r.json();
    let text = content
        .get("result")
        .and_then(|r| r.get("content"))
        .map(J::as_arr)
        .unwrap_or_default();
    assert_eq!(
        text.first().and_then(|c| c.get("text")).and_then(J::as_str),
        Some("22"),
        "{}",
        r.text()
    );

    // Missing id → 400; unknown id → 404.
    let r = mcp(d.addr, None, TOOLS_LIST);
    assert_eq!(r.status, 400, "{}", r.text());
    let r = mcp(d.addr, Some("0123456789abcdef0123456789abcdef"), TOOLS_LIST);
    assert_eq!(r.status, 404, "{}", r.text());
    let r = mcp(d.addr, Some("not-a-session"), TOOLS_LIST);
    assert_eq!(r.status, 404, "{}", r.text());

    // An unsupported protocol version → 400.
    let r = mcp_with(
        d.addr,
        Some(&id),
        &[("MCP-Protocol-Version", "1999-01-01")],
        TOOLS_LIST,
    );
    assert_eq!(r.status, 400, "{}", r.text());
    let r = mcp_with(
        d.addr,
        None,
        &[("MCP-Protocol-Version", "nonsense")],
        INITIALIZE,
    );
    assert_eq!(r.status, 400, "{}", r.text());
    assert!(r.header("mcp-session-id").is_none());

    // Malformed JSON and a batch are refused without a session being made.
    let r = mcp(d.addr, None, "{not json");
    assert_eq!(r.status, 400, "{}", r.text());
    assert!(r.header("mcp-session-id").is_none());
    assert!(r.text().contains("-32700"), "{}", r.text());
    let r = mcp(d.addr, None, &format!("[{INITIALIZE}]"));
    assert_eq!(r.status, 400, "{}", r.text());
    assert!(r.header("mcp-session-id").is_none());
    assert!(r.text().contains("-32600"), "{}", r.text());
    let r = mcp(d.addr, Some(&id), &format!("[{TOOLS_LIST}]"));
    assert_eq!(r.status, 400, "{}", r.text());

    // GET /mcp → 405 (no server-initiated stream).
    let r = get(d.addr, "/mcp");
    assert_eq!(r.status, 405);
    assert!(
        r.header("allow").is_some_and(|a| a.contains("POST")),
        "{r:?}"
    );

    // DELETE ends the session; then it is unknown.
    assert_eq!(mcp_delete(d.addr, None).status, 400);
    let r = mcp_delete(d.addr, Some(&id));
    assert!(r.status == 200 || r.status == 204, "{r:?}");
    assert_eq!(mcp(d.addr, Some(&id), TOOLS_LIST).status, 404);
    assert_eq!(mcp_delete(d.addr, Some(&id)).status, 404);
    // The other session is untouched.
    assert_eq!(mcp(d.addr, Some(&other), TOOLS_LIST).status, 200);
}

#[test]
fn mcp_session_cap() {
    let d = Daemon::start(&combat(), &["--max-sessions", "2"]);
    let a = open_session(d.addr);
    let _b = open_session(d.addr);
    let r = mcp(d.addr, None, INITIALIZE);
    assert_eq!(r.status, 503, "{}", r.text());
    assert!(r.header("retry-after").is_some(), "{r:?}");
    assert!(r.header("mcp-session-id").is_none());
    // Ending one makes room.
    assert_eq!(mcp_delete(d.addr, Some(&a)).status, 200);
    let c = open_session(d.addr);
    assert_eq!(mcp(d.addr, Some(&c), TOOLS_LIST).status, 200);
}

#[test]
fn mcp_session_idle_expiry() {
    let d = Daemon::start(&combat(), &["--session-idle", "1"]);
    let idle = open_session(d.addr);
    let busy = open_session(d.addr);
    // A session in use stays alive past the idle time.
    for _ in 0..5 {
        thread::sleep(Duration::from_millis(400));
        assert_eq!(mcp(d.addr, Some(&busy), TOOLS_LIST).status, 200);
    }
    // The idle one expired.
    let r = mcp(d.addr, Some(&idle), TOOLS_LIST);
    assert_eq!(r.status, 404, "{}", r.text());
    thread::sleep(Duration::from_millis(2100));
    assert_eq!(mcp(d.addr, Some(&busy), TOOLS_LIST).status, 404);
    // A new session can be made.
    let fresh = open_session(d.addr);
    assert_eq!(mcp(d.addr, Some(&fresh), TOOLS_LIST).status, 200);
}

// ---------------------------------------------------------------------------
// /call

#[test]
fn call_strings_round_trip_exactly() {
    let d = Daemon::start(&allkinds(), &[]);
    let strings = [
        "",
        "plain",
        "she said \"hi\"",
        "\"",
        "\\",
        "back\\slash \\\" \\n literal",
        "C:\\path\\to\\file",
        "line one\nline two\r\nline three\ttab",
        "héllo wörld ✓ — 日本語 🎉 \u{1F9EA}",
        "\u{7f} \u{1} \u{1f} \u{2028}\u{2029}",
        "{\"json\": [1, 2, \"three\"]}",
        "</script><script>alert(1)</script>",
        "'single' `back` $dollar %s %d {}",
    ];
    for lang in ["py_echo", "r_echo"] {
        for s in strings {
            let r = call(d.addr, lang, &format!("[{}]", jstr(s)));
            assert_eq!(
                ok_result(&r),
                J::Str(s.to_string()),
                "{lang} {s:?}: {}",
                r.text()
            );
            // The same as an object keyed like the MCP properties.
            let r = call(d.addr, lang, &format!("{{\"_1\":{}}}", jstr(s)));
            assert_eq!(ok_result(&r), J::Str(s.to_string()), "{lang} {s:?}");
        }
        // \u escapes, surrogate pairs included, arrive as the characters.
        let r = call(d.addr, lang, r#"["\u00e9\u65e5\ud83c\udf89\u0022\u005c"]"#);
        assert_eq!(ok_result(&r), J::Str("é日🎉\"\\".to_string()), "{lang}");
    }
}

#[test]
fn call_errors_name_the_argument() {
    let d = Daemon::start(&allkinds(), &[]);
    // Arity.
    let r = call(d.addr, "py_add", "[1]");
    assert_eq!(r.status, 400);
    assert!(r.error().contains("_2"), "{}", r.text());
    let r = call(d.addr, "py_add", "[1, 2, 3]");
    assert_eq!(r.status, 400);
    assert!(r.error().contains("at most 2"), "{}", r.text());
    let r = call(d.addr, "py_add", "{\"_1\": 1}");
    assert_eq!(r.status, 400);
    assert!(r.error().contains("_2"), "{}", r.text());
    // Types.
    let r = call(d.addr, "py_add", "[1, \"x\"]");
    assert_eq!(r.status, 400);
    assert!(
        r.error().contains("_2") && r.error().contains("Int"),
        "{}",
        r.text()
    );
    let r = call(d.addr, "r_add", "[1.5, 2]");
    assert_eq!(r.status, 400);
    assert!(r.error().contains("_1"), "{}", r.text());
    let r = call(d.addr, "py_id_record", r#"[{"name": "orc", "hp": "many"}]"#);
    assert_eq!(r.status, 400);
    assert!(r.error().contains("hp"), "{}", r.text());
    let r = call(d.addr, "py_add", "{\"_1\": 1, \"_2\": 2, \"bogus\": 3}");
    assert_eq!(r.status, 400);
    assert!(r.error().contains("bogus"), "{}", r.text());
    // Bodies that are not arguments at all.
    for body in ["{not json", "42", "\"str\""] {
        let r = call(d.addr, "py_add", body);
        assert_eq!(r.status, 400, "{body}: {}", r.text());
    }
    let r = request(d.addr, "POST", "/call/py_echo", &[], b"[\"\xff\xfe\"]");
    assert_eq!(r.status, 400, "{}", r.text());
    // Unknown command and method.
    let r = call(d.addr, "no_such_command", "[]");
    assert_eq!(r.status, 404);
    assert!(r.error().contains("no_such_command"), "{}", r.text());
    assert_eq!(get(d.addr, "/call/py_add").status, 405);
    assert_eq!(get(d.addr, "/no/such/route").status, 404);
    // A function that raises: 500 with its message.
    let r = call(d.addr, "py_fail", "[]");
    assert_eq!(r.status, 500);
    assert!(r.error().contains("boom from python"), "{}", r.text());
    // The server still works, and defaults fill omitted options.
    assert_eq!(
        ok_result(&call(d.addr, "py_add", "{\"_1\": 40, \"_2\": 2}")),
        J::Num(42.0)
    );
    let r = ok_result(&call(d.addr, "py_kinds", "[7]"));
    assert_eq!(r.get("n"), Some(&J::Num(3.0)));
    assert_eq!(r.get("label").and_then(J::as_str), Some("none"));
    let r = ok_result(&call(
        d.addr,
        "py_kinds",
        r#"{"_1": 7, "label": "x", "loud": true}"#,
    ));
    assert_eq!(
        (r.get("label"), r.get("loud")),
        (Some(&J::Str("x".into())), Some(&J::Bool(true)))
    );
}

#[test]
fn call_a_32_mib_string_through_shared_memory() {
    let d = Daemon::start(&allkinds(), &["--max-body", "100000000"]);
    // A warm-up call, so the pools are up.
    warm_up(d.addr);
    let unit = "abcdefghij\"\\\n✓🎉 ";
    let mut s = String::with_capacity(32 << 20);
    while s.len() < 32 << 20 {
        s.push_str(unit);
    }
    let body = format!("[{}]", jstr(&s));
    // Watch /dev/shm while the call runs: the payload must travel there.
    let done = Arc::new(AtomicBool::new(false));
    let watcher = {
        let (done, pid) = (done.clone(), d.pid());
        thread::spawn(move || {
            let mut seen = Vec::new();
            let end = Instant::now() + Duration::from_secs(120);
            while !done.load(Ordering::SeqCst) && Instant::now() < end {
                for name in shm_objects(pid) {
                    if !seen.contains(&name) {
                        seen.push(name);
                    }
                }
                thread::sleep(Duration::from_millis(2));
            }
            seen
        })
    };
    let r = call(d.addr, "py_echo", &body);
    done.store(true, Ordering::SeqCst);
    let seen = watcher.join().unwrap();
    assert!(
        !seen.is_empty(),
        "no nexus.{}. object appeared in /dev/shm during the call",
        d.pid()
    );
    assert_eq!(
        r.status,
        200,
        "{}",
        String::from_utf8_lossy(&r.body[..r.body.len().min(300)])
    );
    let got = r.json();
    assert_eq!(
        got.get("result").and_then(J::as_str).map(str::len),
        Some(s.len())
    );
    assert!(
        got.get("result").and_then(J::as_str) == Some(s.as_str()),
        "the 32 MiB string came back changed"
    );
    // Every shared-memory object of the call is gone.
    assert_shm_clean(d.pid(), Duration::from_secs(2));
    assert_eq!(
        ok_result(&call(d.addr, "py_echo", "[\"after\"]")),
        J::Str("after".into())
    );
}

#[test]
fn call_past_its_deadline_gets_504_and_frees_the_worker() {
    let d = Daemon::start(&allkinds(), &["--call-timeout", "2", "--workers", "1"]);
    warm_up(d.addr);
    let started = Instant::now();
    let r = call(d.addr, "py_sleep", "[6]");
    let took = started.elapsed();
    assert_eq!(r.status, 504, "{}", r.text());
    assert!(
        r.text().contains("deadline of 2 s (--call-timeout)"),
        "{}",
        r.text()
    );
    assert!(
        took > Duration::from_millis(1800) && took < Duration::from_millis(4500),
        "the 504 took {took:?}"
    );
    // With one worker, the next call works only if that worker was freed.
    let started = Instant::now();
    let r = call(d.addr, "py_echo", "[\"next\"]");
    assert_eq!(ok_result(&r), J::Str("next".into()));
    assert!(started.elapsed() < Duration::from_secs(10));
    assert_eq!(ok_result(&call(d.addr, "py_sleep", "[0]")), J::Num(0.0));

    // The same deadline holds for an MCP tools/call: an isError result.
    let session = open_session(d.addr);
    let started = Instant::now();
    let r = mcp(
        d.addr,
        Some(&session),
        &tool_call(7, "py_sleep", r#"{"_1":6}"#),
    );
    let took = started.elapsed();
    assert_eq!(r.status, 200, "{}", r.text());
    let j = r.json();
    assert_eq!(j.get("id"), Some(&J::Num(7.0)), "{}", r.text());
    let result = j.get("result").expect("a result");
    assert_eq!(result.get("isError"), Some(&J::Bool(true)), "{}", r.text());
    assert!(r.text().contains("deadline"), "{}", r.text());
    assert!(
        took < Duration::from_millis(4500),
        "the MCP deadline took {took:?}"
    );
    let r = mcp(
        d.addr,
        Some(&session),
        &tool_call(8, "py_echo", r#"{"_1":"next"}"#),
    );
    assert!(r.text().contains(r#""isError":false"#), "{}", r.text());
}

// ---------------------------------------------------------------------------
// A worker killed with SIGKILL under concurrent load

/// How a loaded client's replies went.
#[derive(Default)]
struct Tally {
    ok: AtomicUsize,
    unavailable: AtomicUsize,
    wrong: Mutex<Vec<String>>,
}

fn load_client(addr: SocketAddr, n: usize, stop: Arc<AtomicBool>, tally: Arc<Tally>) {
    // Half the clients send strings past the inline size, through /dev/shm.
    let size = if n.is_multiple_of(2) { 16 } else { 70_000 };
    let mut conn = Conn::open(addr);
    let mut i = 0u64;
    let end = Instant::now() + Duration::from_secs(60);
    while !stop.load(Ordering::SeqCst) && Instant::now() < end {
        i += 1;
        let tag = format!("client {n} call {i} ");
        let mut s = tag.clone();
        while s.len() < size {
            s.push_str("\"quoted\" \\ ✓ ");
        }
        let raw = request_bytes(
            "POST",
            "/call/py_echo",
            &[],
            format!("[{}]", jstr(&s)).as_bytes(),
        );
        let resp = conn
            .send(&raw)
            .map_err(|e| e.to_string())
            .and_then(|_| conn.response());
        let resp = match resp {
            Ok(r) => r,
            Err(e) => {
                tally.wrong.lock().unwrap().push(format!("{tag}: {e}"));
                conn = Conn::open(addr);
                continue;
            }
        };
        match resp.status {
            200 if parse_json(&resp.text())
                .ok()
                .and_then(|j| j.get("result").cloned())
                == Some(J::Str(s)) =>
            {
                tally.ok.fetch_add(1, Ordering::SeqCst);
            }
            503 if resp.header("retry-after").is_some() => {
                tally.unavailable.fetch_add(1, Ordering::SeqCst);
                thread::sleep(Duration::from_millis(100));
            }
            _ => {
                let text = resp.text();
                tally.wrong.lock().unwrap().push(format!(
                    "{tag}: {} {}",
                    resp.status,
                    &text[..text.len().min(200)]
                ));
            }
        }
        if resp.header("connection") == Some("close") {
            conn = Conn::open(addr);
        }
    }
}

/// An MCP client in the same storm: each result is right or `isError`.
fn mcp_load_client(addr: SocketAddr, stop: Arc<AtomicBool>, tally: Arc<Tally>) {
    let session = open_session(addr);
    let mut id = 10;
    let end = Instant::now() + Duration::from_secs(60);
    while !stop.load(Ordering::SeqCst) && Instant::now() < end {
        id += 1;
        let word = format!("mcp {id}");
        let r = mcp(
            addr,
            Some(&session),
            &tool_call(id, "py_echo", &format!("{{\"_1\":{}}}", jstr(&word))),
        );
        let j = (r.status == 200)
            .then(|| parse_json(&r.text()).ok())
            .flatten();
        let result = j.as_ref().and_then(|j| j.get("result"));
        let is_error = result.and_then(|r| r.get("isError")) == Some(&J::Bool(true));
        let text = result
            .and_then(|r| r.get("content"))
            .map(J::as_arr)
            .and_then(|c| c.first())
            .and_then(|c| c.get("text"))
            .and_then(J::as_str)
            .map(str::to_string);
        if is_error {
            tally.unavailable.fetch_add(1, Ordering::SeqCst);
            thread::sleep(Duration::from_millis(100));
        } else if text == Some(jstr(&word)) {
            tally.ok.fetch_add(1, Ordering::SeqCst);
        } else {
            tally
                .wrong
                .lock()
                .unwrap()
                .push(format!("mcp {id}: {} {}", r.status, r.text()));
        }
    }
}

#[test]
fn a_worker_killed_under_load_costs_only_503s() {
    let _heavy = heavy_lock();
    let d = Daemon::start(&allkinds(), &["--workers", "2"]);
    warm_up(d.addr);
    let stop = Arc::new(AtomicBool::new(false));
    let tally = Arc::new(Tally::default());
    let mut clients: Vec<_> = (0..8)
        .map(|n| {
            let (stop, tally) = (stop.clone(), tally.clone());
            let addr = d.addr;
            thread::spawn(move || load_client(addr, n, stop, tally))
        })
        .collect();
    {
        let (stop, tally) = (stop.clone(), tally.clone());
        let addr = d.addr;
        clients.push(thread::spawn(move || mcp_load_client(addr, stop, tally)));
    }

    let recoveries = |d: &Daemon| {
        d.stderr()
            .lines()
            .filter(|l| l.contains("recovered"))
            .count()
    };
    // Once a second, for at least 10 s and 10 kills, SIGKILL a live worker
    // (waiting for the previous recovery to be logged first).
    let started = Instant::now();
    let mut kills = 0;
    let mut last_kill = Instant::now();
    while (kills < 10 || started.elapsed() < Duration::from_secs(10))
        && started.elapsed() < Duration::from_secs(40)
    {
        thread::sleep(Duration::from_secs(1).saturating_sub(last_kill.elapsed()));
        let wait = Instant::now();
        if recoveries(&d) < kills {
            while recoveries(&d) < kills && wait.elapsed() < Duration::from_secs(15) {
                thread::sleep(Duration::from_millis(20));
            }
            // Let the recovered daemon serve a little before the next kill.
            thread::sleep(Duration::from_millis(250));
        }
        assert_eq!(
            recoveries(&d),
            kills,
            "recovery {kills} was not logged: {}",
            d.stderr()
        );
        let mut workers = python_workers(d.pid());
        let wait = Instant::now();
        while workers.len() < 2 && wait.elapsed() < Duration::from_secs(10) {
            thread::sleep(Duration::from_millis(20));
            workers = python_workers(d.pid());
        }
        assert!(
            !workers.is_empty(),
            "no python worker to kill: {}",
            d.stderr()
        );
        sigkill(workers[kills % workers.len()]);
        last_kill = Instant::now();
        kills += 1;
    }
    thread::sleep(Duration::from_millis(500));
    stop.store(true, Ordering::SeqCst);
    for c in clients {
        c.join().unwrap();
    }

    let wrong = tally.wrong.lock().unwrap();
    assert!(
        wrong.is_empty(),
        "{} replies were neither right nor 503:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    let (ok, unavailable) = (
        tally.ok.load(Ordering::SeqCst),
        tally.unavailable.load(Ordering::SeqCst),
    );
    assert!(
        ok > 100,
        "only {ok} calls succeeded ({unavailable} were 503): {}",
        d.stderr()
    );
    assert!(kills >= 10, "only {kills} kills");

    // The daemon recovers and serves correctly afterwards.
    let wait = Instant::now();
    while recoveries(&d) < kills && wait.elapsed() < Duration::from_secs(15) {
        thread::sleep(Duration::from_millis(50));
    }
    let err = d.stderr();
    assert_eq!(recoveries(&d), kills, "one recovery line per kill: {err}");
    let recovery_lines: Vec<&str> = err.lines().filter(|l| l.contains("recovered")).collect();
    assert!(
        recovery_lines.iter().all(|l| l.starts_with("nexus: ")),
        "{recovery_lines:?}"
    );
    let r = call(
        d.addr,
        "py_echo",
        &format!("[{}]", jstr("after the storm ✓")),
    );
    assert_eq!(ok_result(&r), J::Str("after the storm ✓".into()));
    assert_eq!(ok_result(&call(d.addr, "py_add", "[20, 22]")), J::Num(42.0));
    let big = "y".repeat(200_000);
    assert_eq!(
        ok_result(&call(d.addr, "py_echo", &format!("[{}]", jstr(&big)))),
        J::Str(big)
    );
    assert_eq!(python_workers(d.pid()).len(), 2);
    assert_shm_clean(d.pid(), Duration::from_secs(3));
    eprintln!("{ok} right replies, {unavailable} 503s or isError results, {kills} kills");
}

/// Asserts that a refusal on `/mcp` is a JSON-RPC error with no id:
/// `{"jsonrpc":"2.0","id":null,"error":{"code":CODE,"message":…}}`, with
/// no trace of the JSON API's `{"status":"error",…}` envelope. Returns the
/// message.
fn assert_jsonrpc_refusal(what: &str, r: &Resp, status: u16, code: f64) -> String {
    assert_eq!(r.status, status, "{what}: {}", r.text());
    let j = r.json();
    assert!(
        j.get("status").is_none(),
        "{what}: the JSON API's envelope: {}",
        r.text()
    );
    assert_eq!(
        j.get("jsonrpc").and_then(J::as_str),
        Some("2.0"),
        "{what}: {}",
        r.text()
    );
    assert!(
        matches!(j.get("id"), Some(J::Null)),
        "{what}: id is not null: {}",
        r.text()
    );
    let error = j
        .get("error")
        .unwrap_or_else(|| panic!("{what}: no error: {}", r.text()));
    assert!(
        matches!(error.get("code"), Some(J::Num(c)) if *c == code),
        "{what}: code is not {code}: {}",
        r.text()
    );
    error
        .get("message")
        .and_then(J::as_str)
        .unwrap_or_else(|| panic!("{what}: no message: {}", r.text()))
        .to_string()
}

/// One refusal on `/mcp`: (what, method, headers, body, status, JSON-RPC
/// code, a word of the message).
type RefusalCase<'a> = (
    &'a str,
    &'a str,
    Vec<(&'a str, &'a str)>,
    Vec<u8>,
    u16,
    f64,
    &'a str,
);

/// Issue 31, defect 8: every non-2xx answer on `/mcp` is a JSON-RPC error
/// with `"id":null` (the status codes and headers unchanged; -32001 for a
/// refusal of who is asking or of an unknown session, -32600 for a request
/// refused as sent, -32603 for a server fault), in both eras; the JSON API
/// keeps its envelope for the same refusals.
#[test]
fn every_refusal_on_mcp_is_a_jsonrpc_error_with_no_id() {
    let d = Daemon::start_env(
        &combat(),
        &["--max-body", "4096"],
        &[("NEXUS_TOKEN", TOKEN)],
    );
    let bearer = format!("Bearer {TOKEN}");
    let auth = ("Authorization", bearer.as_str());
    let ping = br#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#;
    let modern = ("MCP-Protocol-Version", "2026-07-28");
    // (what, method, headers, body, status, code, a word of the message)
    let cases: Vec<RefusalCase> = vec![
        (
            "no token",
            "POST",
            vec![],
            ping.to_vec(),
            401,
            -32001.0,
            "bearer token",
        ),
        (
            "no token, modern",
            "POST",
            vec![modern],
            ping.to_vec(),
            401,
            -32001.0,
            "bearer token",
        ),
        (
            "a foreign Origin",
            "POST",
            vec![auth, ("Origin", "https://evil.example")],
            ping.to_vec(),
            403,
            -32001.0,
            "Origin not allowed",
        ),
        (
            "a foreign Origin, modern",
            "POST",
            vec![auth, modern, ("Origin", "https://evil.example")],
            ping.to_vec(),
            403,
            -32001.0,
            "Origin not allowed",
        ),
        (
            "a rebinding Host",
            "POST",
            vec![auth, ("Host", "evil.example")],
            ping.to_vec(),
            403,
            -32001.0,
            "Host not allowed",
        ),
        (
            "no session",
            "POST",
            vec![auth],
            ping.to_vec(),
            400,
            -32600.0,
            "missing Mcp-Session-Id",
        ),
        (
            "an unknown session",
            "POST",
            vec![auth, ("Mcp-Session-Id", "nope")],
            ping.to_vec(),
            404,
            -32001.0,
            "unknown or expired",
        ),
        (
            "DELETE without a session",
            "DELETE",
            vec![auth],
            vec![],
            400,
            -32600.0,
            "missing Mcp-Session-Id",
        ),
        (
            "DELETE of an unknown session",
            "DELETE",
            vec![auth, ("Mcp-Session-Id", "nope")],
            vec![],
            404,
            -32001.0,
            "unknown or expired",
        ),
        (
            "GET",
            "GET",
            vec![auth],
            vec![],
            405,
            -32600.0,
            "method not allowed",
        ),
        (
            "PUT",
            "PUT",
            vec![auth],
            vec![],
            405,
            -32600.0,
            "method not allowed",
        ),
        (
            "GET, modern",
            "GET",
            vec![auth, modern],
            vec![],
            405,
            -32600.0,
            "2026-07-28",
        ),
        (
            "DELETE, modern",
            "DELETE",
            vec![auth, modern],
            vec![],
            405,
            -32600.0,
            "2026-07-28",
        ),
        (
            "a body over --max-body",
            "POST",
            vec![auth],
            vec![b' '; 5000],
            413,
            -32600.0,
            "too large",
        ),
        (
            "a body over --max-body, modern",
            "POST",
            vec![auth, modern],
            vec![b' '; 5000],
            413,
            -32600.0,
            "too large",
        ),
    ];
    for (what, method, headers, body, status, code, word) in &cases {
        let r = request(d.addr, method, "/mcp", headers, body);
        let message = assert_jsonrpc_refusal(what, &r, *status, *code);
        assert!(message.contains(word), "{what}: {message}");
        if *status == 401 {
            assert_eq!(r.header("www-authenticate"), Some("Bearer"), "{what}");
        }
        if *status == 405 {
            assert!(r.header("allow").is_some(), "{what}: no Allow header");
        }
    }
    // A chunked body over the limit is refused while it is read.
    let mut c = Conn::open(d.addr);
    let mut raw = format!(
        "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: {bearer}\r\nTransfer-Encoding: chunked\r\n\r\n"
    )
    .into_bytes();
    for _ in 0..5 {
        raw.extend_from_slice(b"400\r\n");
        raw.extend_from_slice(&[b' '; 0x400]);
        raw.extend_from_slice(b"\r\n");
    }
    raw.extend_from_slice(b"0\r\n\r\n");
    // The server may answer and close before it has read every chunk.
    let _ = c.send(&raw);
    let r = c.response().expect("a response to the chunked body");
    assert_jsonrpc_refusal("chunks over --max-body", &r, 413, -32600.0);
    // The JSON API keeps its envelope for the same refusals.
    let r = request(d.addr, "POST", "/call/fighterDamage", &[], b"[3]");
    assert_eq!(r.status, 401);
    assert!(r.error().contains("bearer token"), "{}", r.text());
    let r = request(
        d.addr,
        "POST",
        "/call/fighterDamage",
        &[auth],
        &[b' '; 5000],
    );
    assert_eq!(r.status, 413);
    assert!(r.error().contains("too large"), "{}", r.text());
}
