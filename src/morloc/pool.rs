//! Starting a pool that morloc generated, and calling it.
//!
//! As morloc's nexus does (morloc 0.98.2 `morloc-nexus/src/process.rs`,
//! `setup_sockets`, `start_language_server`, `wait_for_daemon`): the argv is
//! the manifest's `exec` (its last element resolved against the manifest's
//! directory) followed by `<tmpdir>/<socket> <tmpdir> <shm basename>`; the
//! environment gains `MORLOC_POOL_HASH`; the pool runs in its own process
//! group; it is ready once it answers a PING on its socket.
//!
//! Every program gets a *session*: a private directory for the sockets and a
//! shared-memory basename, both under this nexus's shared-memory prefix
//! (`nexus.<pid>.<generation>.<random>.`), so the existing sweeper removes
//! the sockets, volume 0, the volumes the pools create (`<basename>_<i>`)
//! and any registry segment at exit, and a recovery's new generation gets
//! fresh names. Volume 0 is created by the nexus with libmorloc's header.
//!
//! A call is one connection: the CALL packet goes out, one DATA packet comes
//! back, the pool closes. Calls go out in parallel, each on its own
//! connection; how many run at once is the pool's choice (morloc 0.98.2's
//! Python pool runs one per worker and forks another only while a worker
//! waits on a callback, so its calls queue). Dropping a call closes its
//! connection: the pool finishes the function, fails to send the result,
//! and takes the next call; nothing is left wedged, but a cancelled slow
//! call still holds its worker until it returns.

use super::{packet, voidstar};
use crate::json::{self, Value};
use crate::manifest::Manifest;
use crate::schema::Schema;
use crate::shm;
use smol::io::{AsyncReadExt, AsyncWriteExt};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Bytes of a pool's stderr kept for error messages.
const STDERR_TAIL_BYTES: usize = 2048;
/// The PING backoff: first retry, cap, and one attempt's bound.
const PING_FIRST_DELAY: Duration = Duration::from_millis(2);
const PING_MAX_DELAY: Duration = Duration::from_millis(200);
const PING_ATTEMPT: Duration = Duration::from_secs(2);

/// Argument and result types of one function of the pool.
#[derive(Debug, Clone)]
pub struct Signature {
    pub name: String,
    pub args: Vec<Schema>,
    pub ret: Schema,
}

/// What is needed to start and call one morloc pool.
#[derive(Debug, Clone)]
pub struct Spec {
    pub argv: Vec<String>,
    pub socket: String,
    pub pool_hash: String,
    /// The manifest: one session per program.
    pub program: PathBuf,
    pub functions: Arc<HashMap<u32, Signature>>,
}

impl Spec {
    /// The spec of pool `index`, if the manifest gives it `exec` and `socket`.
    pub fn from_manifest(manifest: &Manifest, index: usize) -> Option<Spec> {
        let pool = manifest.pools.get(index)?;
        let (Some(exec), Some(socket)) = (&pool.exec, &pool.socket) else {
            return None;
        };
        let mut argv = exec.clone();
        let n = argv.len();
        if n > 1 && Path::new(&argv[n - 1]).is_relative() {
            argv[n - 1] = manifest.dir().join(&argv[n - 1]).display().to_string();
        }
        if argv.len() == 1 && argv[0].contains('/') && Path::new(&argv[0]).is_relative() {
            argv[0] = manifest.dir().join(&argv[0]).display().to_string();
        }
        let functions = manifest
            .commands
            .iter()
            .filter(|c| c.pool == index && c.expr.is_none())
            .map(|c| {
                let sig = Signature {
                    name: c.name.clone(),
                    args: c.args.iter().map(|a| a.schema()).collect(),
                    ret: c.ret.schema.clone(),
                };
                (c.mid, sig)
            })
            .collect();
        Some(Spec {
            argv,
            socket: socket.clone(),
            pool_hash: pool.pool_hash.clone().unwrap_or_default(),
            program: manifest.path.clone(),
            functions: Arc::new(functions),
        })
    }
}

/// One program's private directory and shared-memory basename.
pub struct Session {
    pub dir: PathBuf,
    pub basename: String,
}

/// The session of `program` in the current shared-memory generation,
/// made (directory, volume 0) on first use.
pub fn session(program: &Path) -> Result<Arc<Session>, String> {
    static SESSIONS: Mutex<Vec<(PathBuf, String, Arc<Session>)>> = Mutex::new(Vec::new());
    let space = shm::space();
    let prefix = space.prefix();
    let mut sessions = SESSIONS
        .lock()
        .map_err(|_| "internal: the session table is poisoned".to_string())?;
    sessions.retain(|(_, p, _)| *p == prefix);
    if let Some((_, _, s)) = sessions.iter().find(|(p, _, _)| p == program) {
        return Ok(s.clone());
    }
    let basename = format!("{prefix}m{}", sessions.len());
    let dir = Path::new(shm::SHM_DIR).join(format!("{basename}.d"));
    std::fs::create_dir(&dir)
        .and_then(|()| {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o700))
        })
        .map_err(|e| {
            format!(
                "cannot make the morloc pools' directory {}: {e}; check that {} is writable",
                dir.display(),
                shm::SHM_DIR
            )
        })?;
    let volume0 = format!("{basename}_0");
    match shm::create_morloc_volume(&volume0, 0, shm::MORLOC_VOLUME0_SIZE) {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
        Err(e) => {
            return Err(format!(
                "cannot create shared-memory volume {volume0}: {e}; check the space in {}",
                shm::SHM_DIR
            ));
        }
    }
    let s = Arc::new(Session { dir, basename });
    sessions.push((program.to_path_buf(), prefix, s.clone()));
    Ok(s)
}

/// Why a call failed.
#[derive(Debug, Clone, PartialEq)]
pub enum Failure {
    /// The function raised (the message is its own), or the arguments or
    /// result do not fit the declared types.
    Failed(String),
    /// The pool broke protocol, closed the connection or died.
    Broken(String),
}

/// A running morloc pool process.
pub struct Process {
    pub label: String,
    spec: Spec,
    session: Arc<Session>,
    pid: u32,
    child: Mutex<async_process::Child>,
    stderr_tail: Arc<Mutex<Vec<u8>>>,
    max_result: u64,
}

impl Process {
    /// Starts the pool and waits (bounded) for it to answer a PING. A start
    /// failure names the pool, its exit status and the tail of its stderr.
    pub async fn start(
        label: &str,
        spec: &Spec,
        deadline: Duration,
        max_result: u64,
    ) -> Result<Process, String> {
        let session = session(&spec.program).map_err(|e| format!("{label}: {e}"))?;
        let socket = session.dir.join(&spec.socket);
        let _ = std::fs::remove_file(&socket);
        let mut cmd = std::process::Command::new(&spec.argv[0]);
        cmd.args(&spec.argv[1..])
            .arg(&socket)
            .arg(&session.dir)
            .arg(&session.basename)
            .env("MORLOC_POOL_HASH", &spec.pool_hash)
            .env_remove("NEXUS_TOKEN");
        {
            use std::os::unix::process::CommandExt;
            cmd.process_group(0);
            // SAFETY: the closure runs in the forked child before exec and
            // makes one raw syscall (prctl), which is async-signal-safe.
            unsafe {
                cmd.pre_exec(|| {
                    rustix::process::set_parent_process_death_signal(Some(
                        rustix::process::Signal::KILL,
                    ))?;
                    Ok(())
                });
            }
        }
        // async-process resets stdio when converting a std Command.
        let mut cmd = async_process::Command::from(cmd);
        cmd.stdin(async_process::Stdio::null())
            .stdout(async_process::Stdio::inherit())
            .stderr(async_process::Stdio::piped());
        let mut child = cmd.spawn().map_err(|e| {
            format!(
                "{label}: cannot start {:?}: {e}; check the pool's exec command in the manifest (morloc's runtime must be installed)",
                spec.argv[0]
            )
        })?;
        // Its workers do not inherit the parent-death signal: the sweeper
        // kills the whole group if this nexus dies without stopping it.
        shm::guard_group(child.id());
        let stderr_tail = Arc::new(Mutex::new(Vec::new()));
        if let Some(err) = child.stderr.take() {
            smol::spawn(forward_stderr(err, stderr_tail.clone())).detach();
        }
        let process = Process {
            label: label.to_string(),
            spec: spec.clone(),
            session,
            pid: child.id(),
            child: Mutex::new(child),
            stderr_tail,
            max_result,
        };
        match process.handshake(deadline).await {
            Ok(()) => Ok(process),
            Err(why) => {
                process.stop();
                let status = process.exit_description().await;
                let mut msg = format!("{label} failed to start ({status}): {why}");
                let tail = process.stderr_tail();
                if !tail.is_empty() {
                    msg.push_str(&format!("; its stderr ends: {tail}"));
                }
                Err(msg)
            }
        }
    }

    pub fn pid(&self) -> u32 {
        self.pid
    }

    fn socket(&self) -> PathBuf {
        self.session.dir.join(&self.spec.socket)
    }

    /// PING with a doubling delay until the pool answers, it exits, or the
    /// deadline passes.
    async fn handshake(&self, deadline: Duration) -> Result<(), String> {
        let start = Instant::now();
        let mut delay = PING_FIRST_DELAY;
        loop {
            if let Some(status) = self.exited() {
                return Err(format!("the pool exited before answering PING ({status})"));
            }
            let attempt = async { ping(&self.socket()).await.ok() };
            let limit = async {
                smol::Timer::after(PING_ATTEMPT).await;
                None
            };
            if smol::future::or(attempt, limit).await.is_some() {
                return Ok(());
            }
            if start.elapsed() >= deadline {
                return Err(format!("no answer to PING within {deadline:?}"));
            }
            smol::Timer::after(delay).await;
            delay = (delay * 2).min(PING_MAX_DELAY);
        }
    }

    /// The exit status, if the pool's main process has ended.
    pub fn exited(&self) -> Option<String> {
        let mut child = self.child.lock().ok()?;
        let status = child.try_status().ok()??;
        Some(describe(status))
    }

    async fn exit_description(&self) -> String {
        for _ in 0..40 {
            if let Some(s) = self.exited() {
                return s;
            }
            smol::Timer::after(Duration::from_millis(50)).await;
        }
        "still running".into()
    }

    pub fn stderr_tail(&self) -> String {
        let tail = self
            .stderr_tail
            .lock()
            .map(|t| t.clone())
            .unwrap_or_default();
        String::from_utf8_lossy(&tail).trim().replace('\n', " | ")
    }

    /// Kills the pool's whole process group (its listener and workers) and
    /// withdraws it from the sweeper.
    pub fn stop(&self) {
        if let Some(p) = rustix::process::Pid::from_raw(self.pid as i32) {
            let _ = rustix::process::kill_process_group(p, rustix::process::Signal::KILL);
        }
        if let Ok(mut c) = self.child.lock() {
            let _ = c.kill();
        }
        shm::release_group(self.pid);
    }

    /// Calls function `mid` with JSON-encoded arguments; the result's JSON.
    pub async fn call(&self, mid: u32, args: &[String]) -> Result<String, Failure> {
        let sig = self.spec.functions.get(&mid).ok_or_else(|| {
            Failure::Failed(format!(
                "{} has no function with mid {mid} in the manifest",
                self.label
            ))
        })?;
        let request = encode_call(mid, sig, args).map_err(Failure::Failed)?;
        let (header, body) = round_trip(&self.socket(), request, self.max_result).await?;
        let value = decode_reply(&header, &body, sig, &self.session.basename, self.max_result)?;
        Ok(json::to_string(&value))
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        self.stop();
        let _ = std::fs::remove_file(self.socket());
    }
}

/// The CALL packet: every argument as an inline voidstar DATA packet.
fn encode_call(mid: u32, sig: &Signature, args: &[String]) -> Result<Vec<u8>, String> {
    if args.len() != sig.args.len() {
        return Err(format!(
            "{} takes {} arguments, got {}",
            sig.name,
            sig.args.len(),
            args.len()
        ));
    }
    let mut packets = Vec::with_capacity(args.len());
    for (i, (schema, text)) in sig.args.iter().zip(args).enumerate() {
        let value = json::parse(text)
            .map_err(|_| format!("argument {} of {} is not valid JSON", i + 1, sig.name))?;
        let blob = voidstar::encode(schema, &value)
            .map_err(|e| format!("argument {} of {}: {e}", i + 1, sig.name))?;
        packets.push(packet::data(
            packet::SOURCE_MESG,
            packet::FORMAT_VOIDSTAR,
            &blob,
        ));
    }
    Ok(packet::call(mid, &packets))
}

/// Reads a reply into a value of the function's return type.
fn decode_reply(
    header: &packet::Header,
    body: &[u8],
    sig: &Signature,
    basename: &str,
    max: u64,
) -> Result<Value, Failure> {
    let broken = |e: String| Failure::Broken(format!("{} result: {e}", sig.name));
    match packet::reply(header, body).map_err(broken)? {
        packet::Reply::Fail(message) => Err(Failure::Failed(message)),
        packet::Reply::Inline {
            format: packet::FORMAT_VOIDSTAR,
            payload,
        } => voidstar::decode_flat(&sig.ret, payload, max).map_err(broken),
        packet::Reply::Inline {
            format: packet::FORMAT_JSON | packet::FORMAT_TEXT,
            payload,
        } => {
            let text = std::str::from_utf8(payload).map_err(|_| broken("not UTF-8".into()))?;
            json::parse(text.trim_end_matches('\0')).map_err(|e| broken(e.to_string()))
        }
        packet::Reply::Inline { format, .. } => Err(broken(format!(
            "inline format {format} is not one nexus reads (voidstar or JSON)"
        ))),
        packet::Reply::Rptr {
            format: packet::FORMAT_VOIDSTAR,
            relptr,
        } => {
            let mut volumes = Volumes {
                basename,
                open: HashMap::new(),
            };
            let mut budget = voidstar::Budget { remaining: max };
            voidstar::decode(&sig.ret, &mut volumes, relptr, &mut budget).map_err(broken)
        }
        packet::Reply::Rptr { format, .. } => Err(broken(format!(
            "shared-memory format {format} is not one nexus reads (voidstar)"
        ))),
    }
}

/// The volumes of one session, mapped on demand while one result is read.
struct Volumes<'a> {
    basename: &'a str,
    open: HashMap<usize, shm::MorlocVolume>,
}

impl voidstar::Memory for Volumes<'_> {
    fn read(&mut self, relptr: u64, len: usize) -> Result<&[u8], String> {
        let (vol, off) = voidstar::split_relptr(relptr)
            .ok_or_else(|| format!("a sentinel relptr {relptr:#x} where data was expected"))?;
        if !self.open.contains_key(&vol) {
            let name = format!("{}_{vol}", self.basename);
            let v = shm::MorlocVolume::open(&name)
                .map_err(|e| format!("cannot map shared-memory volume {name}: {e}"))?;
            self.open.insert(vol, v);
        }
        let data = self.open.get(&vol).map(|v| v.data()).unwrap_or_default();
        usize::try_from(off)
            .ok()
            .and_then(|o| data.get(o..o.checked_add(len)?))
            .ok_or_else(|| {
                format!(
                    "a relptr to {len} bytes at offset {off} of volume {vol} runs past its {} bytes",
                    data.len()
                )
            })
    }
}

/// One call on a fresh connection: the request out, one packet back.
///
/// Written for the fewest turns of the event loop, which on one CPU are
/// most of what a nexus adds to a call (BENCHMARKS.md): the connection is
/// made without waiting for writability, the request goes out in one
/// write, and the reply is read once the socket is readable.
async fn round_trip(
    socket: &Path,
    request: Vec<u8>,
    max_result: u64,
) -> Result<(packet::Header, Vec<u8>), Failure> {
    let stream = connect(socket)
        .await
        .map_err(|e| Failure::Broken(format!("cannot connect to the pool's socket: {e}")))?;
    let mut stream = &stream;
    stream
        .write_all(&request)
        .await
        .map_err(|e| Failure::Broken(format!("cannot send the call: {e}")))?;
    drop(request);
    // The pool answers only after it has run the function: wait first
    // rather than try a read that cannot succeed yet.
    stream
        .readable()
        .await
        .map_err(|e| Failure::Broken(format!("cannot wait for the pool's answer: {e}")))?;
    let mut head = [0u8; packet::HEADER_LEN];
    stream
        .read_exact(&mut head)
        .await
        .map_err(|_| Failure::Broken("the pool closed the connection before answering".into()))?;
    let header =
        packet::Header::decode(&head, max_result).map_err(|e| Failure::Broken(e.to_string()))?;
    let mut body = vec![0u8; header.body_len() as usize];
    stream
        .read_exact(&mut body)
        .await
        .map_err(|_| Failure::Broken("the pool closed the connection mid-reply".into()))?;
    Ok((header, body))
}

/// Longest pause between connection attempts while a pool's listen
/// backlog is full.
const CONNECT_MAX_PAUSE: Duration = Duration::from_millis(50);

/// Connects to a pool's Unix socket. A Unix connect completes at once, so
/// unlike `async_net`'s it does not wait for writability (a turn of the
/// event loop); when the pool's backlog is full it fails at once with
/// EAGAIN, and is tried again after a doubling pause, for as long as the
/// caller waits (its deadline drops this future).
async fn connect(socket: &Path) -> std::io::Result<smol::Async<std::os::unix::net::UnixStream>> {
    use rustix::net::{AddressFamily, SocketAddrUnix, SocketFlags, SocketType};
    let addr = SocketAddrUnix::new(socket)?;
    let mut pause = Duration::from_micros(100);
    loop {
        let fd = rustix::net::socket_with(
            AddressFamily::UNIX,
            SocketType::STREAM,
            SocketFlags::CLOEXEC | SocketFlags::NONBLOCK,
            None,
        )?;
        match rustix::net::connect(&fd, &addr) {
            Ok(()) => {
                return smol::Async::new_nonblocking(std::os::unix::net::UnixStream::from(fd));
            }
            Err(rustix::io::Errno::AGAIN) => {
                drop(fd);
                smol::Timer::after(pause).await;
                pause = (pause * 2).min(CONNECT_MAX_PAUSE);
            }
            Err(e) => return Err(e.into()),
        }
    }
}

/// One PING round trip on a fresh connection.
async fn ping(socket: &Path) -> std::io::Result<()> {
    let stream = connect(socket).await?;
    let mut s = &stream;
    s.write_all(&packet::ping()).await?;
    let mut reply = [0u8; packet::HEADER_LEN];
    s.read_exact(&mut reply).await?;
    match packet::Header::decode(&reply, 0) {
        Ok(h) if h.kind == packet::TYPE_PING => Ok(()),
        _ => Err(std::io::Error::other("not a PING reply")),
    }
}

fn describe(status: std::process::ExitStatus) -> String {
    use std::os::unix::process::ExitStatusExt;
    match (status.code(), status.signal()) {
        (Some(code), _) => format!("exit status {code}"),
        (None, Some(sig)) => format!("killed by signal {sig}"),
        _ => status.to_string(),
    }
}

/// Copies a pool's stderr to ours, keeping the last bytes for messages.
async fn forward_stderr(mut from: async_process::ChildStderr, tail: Arc<Mutex<Vec<u8>>>) {
    let mut buf = [0u8; 4096];
    loop {
        let n = match from.read(&mut buf).await {
            Ok(0) | Err(_) => return,
            Ok(n) => n,
        };
        let chunk = &buf[..n];
        {
            use std::io::Write;
            let _ = std::io::stderr().write_all(chunk);
        }
        if let Ok(mut t) = tail.lock() {
            t.extend_from_slice(chunk);
            let excess = t.len().saturating_sub(STDERR_TAIL_BYTES);
            t.drain(..excess);
        }
    }
}
