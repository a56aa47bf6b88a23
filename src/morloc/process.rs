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
//! back, the pool closes.
//!
//! ## One call at a time per program: the hand-off rule
//!
//! A pool's worker owns the shared-memory block its result travels in and
//! frees it when it *starts its next job* (`shm_tracker_flush` at the top
//! of `run_job` in lang/py/pool.py, of `cpp_local_dispatch` in
//! lang/cpp/pool.cpp, and in lang/r/rmorloc.c). libmorloc's callers keep it
//! alive with `shincref` as soon as the reply arrives (pymorloc.c
//! `foreign_call`: "Incref the result's SHM so the callee's tracker flush
//! won't destroy data"). That is only safe when no other job can reach the
//! worker between its reply and the caller's `shincref`: libmorloc's pools
//! assume a synchronous caller, as morloc's own nexus is (one call per
//! `run`). Pools accept every connection at once and queue it for the next
//! idle worker (`wait_for_client` in morloc-runtime/src/ipc_ffi.rs), so a
//! second call connected while the first is in flight is that next job,
//! and frees the first one's result before nexus can hold it. The same
//! holds across pools: a pool's foreign call to another is a job there too.
//!
//! So every call to one program's pools takes the session's [`Session`]
//! turn before it connects, and gives it up only once nexus holds its
//! reply (`ResultHold`, an `shincref` of the block) or knows the reply is
//! inline. The pools see exactly the synchronous caller they were written
//! for; calls queue in nexus instead of in the pool (a morloc pool starts
//! one worker, so they queued there anyway).
//!
//! Arguments follow the pool's rule for them: the pool `shincref`s each
//! argument it reads and releases it at its next job; nexus releases its
//! own reference after the reply. A call dropped before its reply (a
//! cancellation, a deadline) keeps its connection, argument blocks and
//! turn until the pool closes the connection ([`InFlight`]): the worker
//! may not have read the arguments yet, and must not read blocks already
//! given to another call.

use super::volume::{self, VolumeMap, VolumeView};
use super::wait::LoopWaits;
use super::{alloc, msgpack, packet, table, voidstar};
use crate::json::{self, Value};
use crate::manifest::Manifest;
use crate::schema::Schema;
use crate::shm;
use crate::sweeper::{self, SHM_DIR};
use crate::sys;
use rustix::net::SocketAddrUnix;
use smol::io::{AsyncReadExt, AsyncWriteExt};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

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
    /// Each argument's schema metadata block, sent with it as libmorloc
    /// sends it.
    pub arg_metadata: Vec<Vec<u8>>,
    /// The most bytes each argument's voidstar can take, where that is
    /// bounded (`voidstar::max_len`): a bound within the inline size sends
    /// it inline without measuring it per call.
    pub arg_max_len: Vec<Option<usize>>,
}

impl Signature {
    pub fn new(name: String, args: Vec<Schema>, ret: Schema) -> Signature {
        let arg_metadata = args
            .iter()
            .map(|a| packet::schema_metadata(&a.to_string()))
            .collect();
        let arg_max_len = args.iter().map(voidstar::max_len).collect();
        Signature {
            name,
            args,
            ret,
            arg_metadata,
            arg_max_len,
        }
    }
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
    /// Arguments whose voidstar is larger go through shared memory; the
    /// pools get it as `MORLOC_INLINE_SIZE` for their results, as morloc's
    /// nexus passes it (morloc-nexus/src/main.rs).
    pub inline_size: usize,
    /// The sockets of the program's other morloc pools, which this pool's
    /// functions may call into (morloc's foreign calls find them at
    /// `<tmpdir>/<socket>`).
    pub peers: Vec<String>,
    /// A private or keyed instance: the process gets its own socket
    /// directory (a fresh one at every start), in which the peers' sockets
    /// are symbolic links to the shared pools' sockets.
    pub instance: bool,
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
                let sig = Signature::new(
                    c.name.clone(),
                    c.args.iter().map(|a| a.schema()).collect(),
                    c.ret.schema.clone(),
                );
                (c.mid, sig)
            })
            .collect();
        let peers = manifest
            .pools
            .iter()
            .enumerate()
            .filter(|(i, p)| *i != index && p.exec.is_some())
            .filter_map(|(_, p)| p.socket.clone())
            .filter(|s| s != socket)
            .collect();
        Some(Spec {
            argv,
            socket: socket.clone(),
            pool_hash: pool.pool_hash.clone().unwrap_or_default(),
            program: manifest.path.clone(),
            functions: Arc::new(functions),
            inline_size: manifest.inline_size,
            peers,
            instance: false,
        })
    }
}

/// One program's private directory and shared-memory basename.
pub struct Session {
    pub dir: PathBuf,
    pub basename: String,
    /// Indices of the volumes this nexus created for arguments (besides
    /// volume 0), searched in order before a new one is made.
    volumes: Mutex<Vec<(u32, usize)>>,
    /// The program's turn: held by the one call whose reply its pools may
    /// still free (the hand-off rule in the module doc).
    turn: Arc<smol::lock::Mutex<()>>,
}

/// A call's turn at its program's pools (see the module doc).
type Turn = smol::lock::MutexGuardArc<()>;

/// Most argument volumes one session creates.
const MAX_ARG_VOLUMES: usize = 64;
/// `MAX_VOLUME_NUMBER` in morloc-runtime-types/src/shm_types.rs.
const MAX_VOLUME_NUMBER: u32 = 32768;

impl Session {
    /// Waits for the program's turn (first come, first served).
    async fn turn(&self) -> Turn {
        self.turn.lock_arc().await
    }

    fn volume_name(&self, index: u32) -> String {
        format!("{}_{index}", self.basename)
    }

    /// Allocates `len` bytes in one of the session's volumes as libmorloc's
    /// `shmalloc` would (volume 0, then the volumes made for arguments, then
    /// a new volume `<basename>_<i>` at a random free index, at least twice
    /// the size of the last: `find_free_block` in morloc-runtime/src/shm.rs),
    /// writes `fill(relptr)` there, and returns the block.
    fn place(&self, len: usize, fill: &mut Fill<'_>) -> Result<ArgBlock, String> {
        let mut volumes = self
            .volumes
            .lock()
            .map_err(|_| "internal: the volume table is poisoned".to_string())?;
        let mut candidates: Vec<u32> = vec![0];
        candidates.extend(volumes.iter().map(|(i, _)| *i));
        for index in candidates {
            let name = self.volume_name(index);
            let Some(map) = VolumeMap::open(&name)
                .map_err(|e| format!("cannot map shared-memory volume {name}: {e}"))?
            else {
                volumes.retain(|(i, _)| *i != index);
                continue;
            };
            let at = {
                let v = alloc::Volume::new(&map, alloc::LOCK_TIMEOUT)
                    .map_err(|e| format!("shared-memory volume {name}: {e}"))?;
                v.alloc(len)
                    .map_err(|e| format!("shared-memory volume {name}: {e}"))?
            };
            if let Some(at) = at {
                drop(volumes);
                return self.fill_block(&map, index, at, len, fill);
            }
        }
        if volumes.len() >= MAX_ARG_VOLUMES {
            return Err(format!(
                "{MAX_ARG_VOLUMES} shared-memory volumes are full of arguments in flight; send fewer large arguments at once"
            ));
        }
        let last = volumes
            .last()
            .map_or(volume::VOLUME0_SIZE, |(_, size)| *size);
        // The allocator rounds a block up to its alignment: a fresh volume
        // sized to the bare length could not hold an odd-sized argument.
        let size = (len.next_multiple_of(alloc::BLOCK_ALIGN) + volume::BLOCK_HEADER_LEN)
            .max(last.saturating_mul(2));
        for _ in 0..16 {
            let mut r = [0u8; 4];
            let _ = getrandom::fill(&mut r);
            let index = 1 + u32::from_le_bytes(r) % (MAX_VOLUME_NUMBER - 1);
            let name = self.volume_name(index);
            match volume::create(&name, index, size) {
                Ok(()) => {}
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => {
                    return Err(format!(
                        "cannot create shared-memory volume {name} of {size} bytes: {e}; check the space in {}",
                        SHM_DIR
                    ));
                }
            }
            volumes.push((index, size));
            let map = VolumeMap::open(&name)
                .map_err(|e| format!("cannot map shared-memory volume {name}: {e}"))?
                .ok_or_else(|| format!("shared-memory volume {name} vanished"))?;
            let at = alloc::Volume::new(&map, alloc::LOCK_TIMEOUT)
                .and_then(|v| v.alloc(len))
                .map_err(|e| format!("shared-memory volume {name}: {e}"))?
                .ok_or_else(|| format!("a fresh volume {name} cannot hold {len} bytes"))?;
            drop(volumes);
            return self.fill_block(&map, index, at, len, fill);
        }
        Err("no free shared-memory volume index after 16 tries".into())
    }

    fn fill_block(
        &self,
        map: &VolumeMap,
        index: u32,
        at: usize,
        len: usize,
        fill: &mut Fill<'_>,
    ) -> Result<ArgBlock, String> {
        let relptr = (u64::from(index) << voidstar::VOL_SHIFT) | at as u64;
        let block = ArgBlock {
            volume: self.volume_name(index),
            at,
            relptr,
        };
        // Every write lands inside the block, or the argument is refused.
        let base = volume::HEADER_LEN + at;
        let mut written = 0;
        fill(
            relptr,
            &mut |off, bytes| match off.checked_add(bytes.len()) {
                Some(end) if end <= len => {
                    alloc::Region::write(map, base + off, bytes);
                    written = written.max(end);
                }
                _ => written = usize::MAX,
            },
        )?;
        if written != len {
            return Err(format!(
                "internal: an argument of {len} bytes was written as {written}"
            ));
        }
        Ok(block)
    }
}

/// An argument block this nexus allocated; released (`shfree`) when
/// dropped, which is after the reply, or when the call is cancelled, as
/// morloc's daemon releases its argument arena after the reply
/// (morloc-runtime/src/daemon_ffi.rs: the pool `shincref`s the arguments
/// it reads and releases them at its next dispatch).
struct ArgBlock {
    volume: String,
    at: usize,
    relptr: u64,
}

impl Drop for ArgBlock {
    fn drop(&mut self) {
        if let Ok(Some(map)) = VolumeMap::open(&self.volume)
            && let Ok(v) = alloc::Volume::new(&map, alloc::LOCK_TIMEOUT)
        {
            let _ = v.release(self.at);
        }
    }
}

/// A result block held (`shincref`) while nexus reads it, then released:
/// the pool that wrote it owns it and releases it at its next dispatch
/// (`shm_tracker_flush` in lang/py/pymorloc.c, pool.cpp, rmorloc.c), so
/// nexus must not free it, only keep the pool from freeing it mid-read,
/// as pools do for each other's results (pymorloc.c `foreign_call`).
struct ResultHold {
    map: VolumeMap,
    at: usize,
}

impl ResultHold {
    fn new(basename: &str, relptr: u64) -> Result<ResultHold, String> {
        let (vol, off) = voidstar::split_relptr(relptr)
            .ok_or_else(|| format!("a sentinel relptr {relptr:#x} as the result"))?;
        let name = format!("{basename}_{vol}");
        let map = VolumeMap::open(&name)
            .map_err(|e| format!("cannot map shared-memory volume {name}: {e}"))?
            .ok_or_else(|| format!("the result names volume {name}, which does not exist"))?;
        let at = off as usize;
        alloc::Volume::new(&map, alloc::LOCK_TIMEOUT)
            .and_then(|v| v.retain(at))
            .map_err(|e| format!("volume {name}: {e}"))?;
        Ok(ResultHold { map, at })
    }
}

impl Drop for ResultHold {
    fn drop(&mut self) {
        if let Ok(v) = alloc::Volume::new(&self.map, alloc::LOCK_TIMEOUT) {
            let _ = v.release(self.at);
        }
    }
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
    let dir = Path::new(SHM_DIR).join(format!("{basename}.d"));
    std::fs::create_dir(&dir)
        .and_then(|()| {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o700))
        })
        .map_err(|e| {
            format!(
                "cannot make the morloc pools' directory {}: {e}; check that {} is writable",
                dir.display(),
                SHM_DIR
            )
        })?;
    let volume0 = format!("{basename}_0");
    match volume::create(&volume0, 0, volume::VOLUME0_SIZE) {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
        Err(e) => {
            return Err(format!(
                "cannot create shared-memory volume {volume0}: {e}; check the space in {}",
                SHM_DIR
            ));
        }
    }
    let s = Arc::new(Session {
        dir,
        basename,
        volumes: Mutex::new(Vec::new()),
        turn: Arc::new(smol::lock::Mutex::new(())),
    });
    sessions.push((program.to_path_buf(), prefix, s.clone()));
    Ok(s)
}

/// A fresh socket directory for one start of an instance's process, beside
/// the session's: the instance's own socket goes here, and each peer's
/// socket is a symbolic link to the shared pool's, so the instance's foreign
/// calls reach the shared pools while nothing reaches the instance but its
/// own calls.
fn instance_dir(session: &Session, peers: &[String]) -> Result<PathBuf, String> {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = Path::new(SHM_DIR).join(format!("{}.i{n}.d", session.basename));
    let made = std::fs::create_dir(&dir).and_then(|()| {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o700))?;
        for peer in peers {
            std::os::unix::fs::symlink(session.dir.join(peer), dir.join(peer))?;
        }
        Ok(())
    });
    made.map_err(|e| {
        let _ = std::fs::remove_dir_all(&dir);
        format!(
            "cannot make an instance's socket directory {}: {e}; check that {} is writable",
            dir.display(),
            SHM_DIR
        )
    })?;
    Ok(dir)
}

/// What morloc's nexus exports to every pool, and so do we: its own path
/// (`MORLOC_NEXUS_PATH`, which libmorloc's `remote_call` submits as the
/// SLURM job's worker) and the manifest's (`MORLOC_MANIFEST_PATH`, where
/// that worker finds the program), both absolute.
pub fn worker_env(manifest: &Path) -> Vec<(&'static str, PathBuf)> {
    let mut env = Vec::new();
    if let Ok(exe) = std::env::current_exe() {
        env.push(("MORLOC_NEXUS_PATH", exe));
    }
    if let Ok(m) = std::path::absolute(manifest) {
        env.push(("MORLOC_MANIFEST_PATH", m));
    }
    env
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
    /// Where its socket is: the session's directory, or an instance's own.
    dir: PathBuf,
    /// Its socket, in `dir` (joined once, not per call).
    socket: PathBuf,
    /// The same as a socket address, made once: a call connects to it
    /// without building a C string (and allocating) each time.
    address: SocketAddrUnix,
    /// The inode of its socket once it answered, so that dropping it never
    /// removes the socket of its replacement at the same path.
    socket_ino: std::sync::atomic::AtomicU64,
    pid: u32,
    child: Mutex<async_process::Child>,
    stderr_tail: crate::stderr_tail::StderrTail,
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
        let dir = if spec.instance {
            instance_dir(&session, &spec.peers).map_err(|e| format!("{label}: {e}"))?
        } else {
            session.dir.clone()
        };
        let socket = dir.join(&spec.socket);
        let _ = std::fs::remove_file(&socket);
        let mut cmd = std::process::Command::new(&spec.argv[0]);
        cmd.args(&spec.argv[1..])
            .arg(&socket)
            .arg(&dir)
            .arg(&session.basename)
            .env("MORLOC_POOL_HASH", &spec.pool_hash)
            .env("MORLOC_INLINE_SIZE", spec.inline_size.to_string())
            .envs(worker_env(&spec.program))
            .env_remove("NEXUS_TOKEN")
            .env_remove("MORLOC_MCP_TOKEN");
        {
            use std::os::unix::process::CommandExt;
            cmd.process_group(0);
            sys::prepare_child(
                &mut cmd,
                sys::ChildSetup {
                    death_signal: true,
                    ..sys::ChildSetup::default()
                },
            );
        }
        // async-process resets stdio when converting a std Command.
        let mut cmd = async_process::Command::from(cmd);
        cmd.stdin(async_process::Stdio::null())
            .stdout(async_process::Stdio::inherit())
            .stderr(async_process::Stdio::piped());
        let spawned = cmd.spawn();
        if spawned.is_err() && spec.instance {
            let _ = std::fs::remove_dir_all(&dir);
        }
        let mut child = spawned.map_err(|e| {
            format!(
                "{label}: cannot start {:?}: {e}; check the pool's exec command in the manifest (morloc's runtime must be installed)",
                spec.argv[0]
            )
        })?;
        // Its workers do not inherit the parent-death signal: the sweeper
        // kills the whole group if this nexus dies without stopping it.
        sweeper::guard_group(child.id());
        let stderr_tail = crate::stderr_tail::StderrTail::default();
        let stderr_done = Arc::new(std::sync::atomic::AtomicBool::new(false));
        if let Some(err) = child.stderr.take() {
            let (tail, done) = (stderr_tail.clone(), stderr_done.clone());
            smol::spawn(async move {
                tail.forward(err).await;
                done.store(true, std::sync::atomic::Ordering::SeqCst);
            })
            .detach();
        }
        let socket = dir.join(&spec.socket);
        let address = SocketAddrUnix::new(&socket).map_err(|e| {
            format!(
                "{label}: the socket path {} cannot be a Unix socket address ({e}); \
                 a shorter state or instance directory fixes this",
                socket.display()
            )
        })?;
        let process = Process {
            label: label.to_string(),
            spec: spec.clone(),
            session,
            socket,
            address,
            dir,
            socket_ino: std::sync::atomic::AtomicU64::new(0),
            pid: child.id(),
            child: Mutex::new(child),
            stderr_tail,
            max_result,
        };
        match process.handshake(deadline).await {
            Ok(()) => {
                use std::os::unix::fs::MetadataExt;
                if let Ok(m) = std::fs::symlink_metadata(process.socket()) {
                    process
                        .socket_ino
                        .store(m.ino(), std::sync::atomic::Ordering::SeqCst);
                }
                Ok(process)
            }
            Err(why) => {
                process.stop();
                let status = process.exit_description().await;
                // What it wrote last may still be in the pipe: wait
                // (bounded) for the copy to reach the end of it.
                for _ in 0..50 {
                    if stderr_done.load(std::sync::atomic::Ordering::SeqCst) {
                        break;
                    }
                    smol::Timer::after(Duration::from_millis(10)).await;
                }
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

    fn socket(&self) -> &Path {
        &self.socket
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
            let attempt = async { ping(&self.address).await.ok() };
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
        Some(sys::describe_exit(status))
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
        self.stderr_tail.text()
    }

    /// Kills the pool's whole process group (its listener and workers) and
    /// withdraws it from the sweeper.
    pub fn stop(&self) {
        sys::kill_group(self.pid);
        if let Ok(mut c) = self.child.lock() {
            let _ = c.kill();
        }
        sweeper::release_group(self.pid);
    }

    /// Calls function `mid` with these arguments; the result. Values go
    /// straight to voidstar and back, with no JSON text between. `waits`:
    /// the serving loop's offer to wait for the reply itself, if it makes one.
    pub async fn call_values(
        &self,
        mid: u32,
        args: Box<[CallArg]>,
        waits: Option<&LoopWaits>,
    ) -> Result<Answer, Failure> {
        let sig = self.spec.functions.get(&mid).ok_or_else(|| {
            Failure::Failed(format!(
                "{} has no function with mid {mid} in the manifest",
                self.label
            ))
        })?;
        // The turn comes first: arguments are placed in shared memory only
        // when they are about to be sent, never by a queue of waiting calls.
        let mut flight = InFlight::new(self.session.turn().await);
        let session = self.session.clone();
        let blocks = &mut flight.blocks;
        let request = encode_call(mid, sig, &args, self.spec.inline_size, &mut |len, fill| {
            let block = session.place(len, fill)?;
            let rp = block.relptr;
            blocks.push(block);
            Ok(rp)
        })
        .map_err(Failure::Failed)?;
        // Encoded: a big argument is not held while the result comes back.
        drop(args);
        let (header, body) =
            round_trip(&self.address, request, self.max_result, waits, &mut flight).await?;
        decode_reply(
            &header,
            &body,
            sig,
            &self.session.basename,
            self.max_result,
            true,
            &mut flight.turn,
        )
    }
}

impl Process {
    /// Sends a CALL packet as libmorloc's `remote_call` wrote it and gives
    /// the reply as a self-contained DATA packet: inline, with no metadata
    /// block (libmorloc 0.98.2's `remote_call` frees a pointer into that
    /// block and crashes the calling pool), a shared-memory or file result
    /// read back per the schema in the reply's own metadata and flattened
    /// to inline voidstar. A FAIL is `Err(Failed(message))`.
    pub async fn forward(&self, request: Vec<u8>) -> Result<Vec<u8>, Failure> {
        let mut flight = InFlight::new(self.session.turn().await);
        let (header, body) =
            round_trip(&self.address, request, self.max_result, None, &mut flight).await?;
        let broken = |e: String| Failure::Broken(format!("{} result: {e}", self.label));
        match packet::reply(&header, &body).map_err(broken)? {
            packet::Reply::Fail(message) => Err(Failure::Failed(message)),
            packet::Reply::Inline { format, payload } => {
                Ok(packet::data(packet::SOURCE_MESG, format, payload))
            }
            _ => {
                let meta = body.get(..header.offset as usize).unwrap_or_default();
                let text = packet::metadata_schema(meta).ok_or_else(|| {
                    broken("a shared-memory or file result without a schema in its metadata, which cannot be made self-contained".into())
                })?;
                let schema =
                    Schema::parse(text).map_err(|e| broken(format!("its schema {text:?}: {e}")))?;
                let sig = Signature::new("the result".into(), Vec::new(), schema);
                let value = decode_reply(
                    &header,
                    &body,
                    &sig,
                    &self.session.basename,
                    self.max_result,
                    false,
                    &mut flight.turn,
                )?;
                let Answer::Value(value) = value else {
                    return Err(broken(
                        "a table result, which a self-contained packet has no form for (morloc's tables live in shared memory only); return it from a non-remote function".into(),
                    ));
                };
                let blob = voidstar::encode(&sig.ret, &value).map_err(broken)?;
                Ok(packet::data(
                    packet::SOURCE_MESG,
                    packet::FORMAT_VOIDSTAR,
                    &blob,
                ))
            }
        }
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        self.stop();
        use std::os::unix::fs::MetadataExt;
        let ours = self.socket_ino.load(std::sync::atomic::Ordering::SeqCst);
        if std::fs::symlink_metadata(self.socket()).is_ok_and(|m| m.ino() == ours) {
            let _ = std::fs::remove_file(self.socket());
        }
        if self.spec.instance {
            let _ = std::fs::remove_dir_all(&self.dir);
        }
    }
}

/// Writes one argument into its block: given the relptr the block has, it
/// hands each piece to `write(offset in the block, bytes)`.
type Fill<'a> = dyn FnMut(u64, &mut dyn FnMut(usize, &[u8])) -> Result<(), String> + 'a;

/// An argument for [`Process::call_values`]: a value, or the JSON text of
/// one, checked against its type over its bytes. A list of flat elements
/// given as text is encoded from its items' text a run at a time
/// ([`voidstar::encode_flat_list_text`]), never made a tree; any other
/// text is read first.
pub enum CallArg {
    Value(Value),
    Json(String),
}

/// Places one argument in shared memory: (its length, what writes it) →
/// the relptr of its block.
type Place<'a> = dyn FnMut(usize, &mut Fill<'_>) -> Result<u64, String> + 'a;

/// The CALL packet: each argument an inline voidstar DATA packet when its
/// voidstar is at most `inline_size` bytes, else a RPTR DATA packet whose
/// payload is the relptr `place` put it at (`make_data_packet_auto` in
/// morloc-runtime/src/packet_ffi.rs: inline when `flat_size <= threshold`).
fn encode_call(
    mid: u32,
    sig: &Signature,
    args: &[CallArg],
    inline_size: usize,
    place: &mut Place<'_>,
) -> Result<Vec<u8>, String> {
    if args.len() != sig.args.len() {
        return Err(format!(
            "{} takes {} arguments, got {}",
            sig.name,
            sig.args.len(),
            args.len()
        ));
    }
    // One buffer: the CALL header, patched at the end, then each argument's
    // DATA packet.
    let mut out = Vec::with_capacity(packet::HEADER_LEN * (1 + args.len()) + 128);
    out.extend_from_slice(&[0; packet::HEADER_LEN]);
    for (i, ((schema, metadata), arg)) in
        sig.args.iter().zip(&sig.arg_metadata).zip(args).enumerate()
    {
        let fail = |e: String| format!("argument {} of {}: {e}", i + 1, sig.name);
        let read;
        let value = match arg {
            CallArg::Value(value) => value,
            CallArg::Json(text) => {
                if push_list_text(&mut out, schema, metadata, text, inline_size, place)
                    .map_err(fail)?
                {
                    continue;
                }
                read = json::parse(text).map_err(|e| fail(e.to_string()))?;
                &read
            }
        };
        // A table goes as morloc's table layout in shared memory, the only
        // form its pools read (RPTR+ARROW, `get_morloc_data_packet_value`).
        if let Schema::Table(declared) = schema.strip() {
            // Undeclared columns keep the order their keys came in, which
            // only a text still has.
            let order = match arg {
                CallArg::Json(text) => table::key_order(text),
                CallArg::Value(_) => Vec::new(),
            };
            let (cols, rows) = table::from_json_ordered(declared, value, &order).map_err(fail)?;
            let len = table::encoded_len(&cols, rows).map_err(fail)?;
            let relptr = place(len, &mut |_, write| {
                table::encode_into(&cols, rows, write).map(drop)
            })
            .map_err(fail)?;
            packet::push_data_with_metadata(
                &mut out,
                packet::SOURCE_RPTR,
                packet::FORMAT_ARROW,
                metadata,
                &relptr.to_le_bytes(),
            );
            continue;
        }
        // Measured first (unless no value of its type can pass the inline
        // size), so the value is encoded once, where it goes.
        let len = match sig.arg_max_len.get(i) {
            Some(Some(max)) if *max <= inline_size => None,
            _ => voidstar::encoded_len(schema, value),
        };
        match len {
            Some(len) if len > inline_size => {
                let relptr = place(len, &mut |base, write| {
                    voidstar::encode_to(schema, value, base, write)
                })
                .map_err(fail)?;
                packet::push_data_with_metadata(
                    &mut out,
                    packet::SOURCE_RPTR,
                    packet::FORMAT_VOIDSTAR,
                    metadata,
                    &relptr.to_le_bytes(),
                );
            }
            // Inline, or a value that does not fit: the encoder says why.
            measured => {
                let blob = voidstar::encode(schema, value).map_err(fail)?;
                debug_assert!(
                    measured.is_none_or(|m| m == blob.len()),
                    "encoded_len and encode agree"
                );
                packet::push_data_with_metadata(
                    &mut out,
                    packet::SOURCE_MESG,
                    packet::FORMAT_VOIDSTAR,
                    metadata,
                    &blob,
                );
            }
        }
    }
    let length = (out.len() - packet::HEADER_LEN) as u64;
    out[..packet::HEADER_LEN].copy_from_slice(&packet::call_header(mid, length));
    Ok(out)
}

/// A list of flat elements given as text, as its DATA packet: inline or
/// placed in shared memory as [`encode_call`] decides for a value, encoded
/// from the items' text. `Ok(false)`: not such a list (the caller reads it).
fn push_list_text(
    out: &mut Vec<u8>,
    schema: &Schema,
    metadata: &[u8],
    text: &str,
    inline_size: usize,
    place: &mut Place<'_>,
) -> Result<bool, String> {
    let Schema::List(elem) = schema.strip() else {
        return Ok(false);
    };
    let Some(items) = crate::json_scan::array_items(text) else {
        return Ok(false);
    };
    let Some(len) = voidstar::flat_list_len(elem, text, &items) else {
        return Ok(false);
    };
    if len > inline_size {
        let relptr = place(len, &mut |base, write| {
            voidstar::encode_flat_list_text(elem, text, &items, base, write)
        })?;
        packet::push_data_with_metadata(
            out,
            packet::SOURCE_RPTR,
            packet::FORMAT_VOIDSTAR,
            metadata,
            &relptr.to_le_bytes(),
        );
    } else {
        let mut blob = vec![0; len];
        voidstar::encode_flat_list_text(elem, text, &items, 0, &mut |at, bytes| {
            if let Some(to) = blob.get_mut(at..at + bytes.len()) {
                to.copy_from_slice(bytes);
            }
        })?;
        packet::push_data_with_metadata(
            out,
            packet::SOURCE_MESG,
            packet::FORMAT_VOIDSTAR,
            metadata,
            &blob,
        );
    }
    Ok(true)
}

/// Reads a reply into a value of the function's return type.
/// `as_text`: a big list may come as its JSON text ([`Answer::Json`]).
/// `turn`: the call's turn, given up as soon as nexus holds the reply (an
/// inline one at once, a shared-memory one once `ResultHold` has it).
fn decode_reply(
    header: &packet::Header,
    body: &[u8],
    sig: &Signature,
    basename: &str,
    max: u64,
    as_text: bool,
    turn: &mut Option<Turn>,
) -> Result<Answer, Failure> {
    let broken = |e: String| Failure::Broken(format!("{} result: {e}", sig.name));
    let reply = packet::reply(header, body).map_err(broken)?;
    if matches!(reply, packet::Reply::Fail(_) | packet::Reply::Inline { .. }) {
        drop(turn.take());
    }
    let value = match reply {
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
        packet::Reply::Inline {
            format: packet::FORMAT_MSGPACK,
            payload,
        } => msgpack::decode(&sig.ret, payload, max).map_err(broken),
        packet::Reply::Inline { format, .. } => Err(broken(format!(
            "inline format {format} is not one nexus reads (voidstar, msgpack or JSON)"
        ))),
        packet::Reply::File {
            format: packet::FORMAT_MSGPACK,
            name,
        } => {
            let bytes = read_session_file(name, basename, max).map_err(broken)?;
            msgpack::decode(&sig.ret, &bytes, max).map_err(broken)
        }
        packet::Reply::File { format, .. } => Err(broken(format!(
            "a result file of format {format}; nexus reads result files only as msgpack (format 1), as libmorloc does for pool replies"
        ))),
        packet::Reply::Rptr {
            format: packet::FORMAT_VOIDSTAR,
            relptr,
        } => {
            let _hold = ResultHold::new(basename, relptr).map_err(broken)?;
            drop(turn.take());
            let mut volumes = Volumes {
                basename,
                open: HashMap::new(),
            };
            let mut budget = voidstar::Budget { remaining: max };
            // A big list is printed a run at a time, never held as a tree.
            if as_text
                && let Schema::List(elem) = sig.ret.strip()
                && list_bytes(elem, &mut volumes, relptr).is_some_and(|n| n >= LIST_TEXT_MIN)
            {
                return voidstar::decode_list_json(elem, &mut volumes, relptr, &mut budget)
                    .map(Answer::Json)
                    .map_err(broken);
            }
            voidstar::decode(&sig.ret, &mut volumes, relptr, &mut budget).map_err(broken)
        }
        packet::Reply::Rptr {
            format: packet::FORMAT_ARROW,
            relptr,
        } => {
            let _hold = ResultHold::new(basename, relptr).map_err(broken)?;
            drop(turn.take());
            let mut volumes = Volumes {
                basename,
                open: HashMap::new(),
            };
            let total = table::total_size(
                voidstar::Memory::read(&mut volumes, relptr, 24).map_err(broken)?,
            )
            .map_err(broken)?;
            if total > max {
                return Err(broken(format!(
                    "a table of {total} bytes, above the bound on results ({max}); raise it or return less"
                )));
            }
            let region =
                voidstar::Memory::read(&mut volumes, relptr, total as usize).map_err(broken)?;
            let failed = |e: String| Failure::Failed(format!("{} result: {e}", sig.name));
            let view = table::read(region).map_err(failed)?;
            // Declared columns are a lower bound, matched by name, as
            // morloc's `arrow_validate` checks them.
            if let Schema::Table(declared) = sig.ret.strip()
                && let Some((name, _)) = declared
                    .iter()
                    .find(|(k, _)| !view.columns.iter().any(|c| c.name == k))
            {
                return Err(failed(format!(
                    "the table has no column {name:?}, which its type declares"
                )));
            }
            return view.rows_json().map(Answer::Rows).map_err(failed);
        }
        packet::Reply::Rptr { format, .. } => Err(broken(format!(
            "shared-memory format {format} is not one nexus reads (voidstar or a table)"
        ))),
    };
    value.map(Answer::Value)
}

/// A morloc pool's result: a value decoded from its wire, a big list's
/// JSON text (the text its tree prints, never built as a tree), or a
/// table's rows as JSON text (printed as morloc's nexus prints them), its
/// declared columns checked.
pub enum Answer {
    Value(Value),
    Json(String),
    Rows(String),
}

/// The size of a list result's element slots from which it is decoded
/// straight to text ([`voidstar::decode_list_json`]); a smaller one is
/// decoded to a value, which every caller can use as it is.
const LIST_TEXT_MIN: u64 = 64 * 1024;

/// The bytes of the element slots of the list whose slot is at `relptr`,
/// if that slot reads.
fn list_bytes(elem: &Schema, mem: &mut dyn voidstar::Memory, relptr: u64) -> Option<u64> {
    let slot = mem.read(relptr, 16).ok()?;
    let len = u64::from_le_bytes(slot.get(..8)?.try_into().ok()?);
    let (w, _) = voidstar::layout(elem).ok()?;
    len.checked_mul(w.max(1) as u64)
}

/// The bytes of the FILE+MSGPACK result `name`: a regular file directly in
/// the session directory (`session()` makes it `<SHM_DIR>/<basename>.d`),
/// opened without following a symlink or blocking on a FIFO, at most `max`
/// bytes. libmorloc reads the file and leaves it (`packet_ffi.rs:642`), and
/// so does nexus; the session directory goes at exit.
fn read_session_file(name: &[u8], basename: &str, max: u64) -> Result<Vec<u8>, String> {
    use std::io::Read;
    use std::os::unix::fs::OpenOptionsExt;
    let dir = Path::new(SHM_DIR).join(format!("{basename}.d"));
    let path = msgpack::file_in_session(name, &dir)?;
    let flags = rustix::fs::OFlags::NOFOLLOW | rustix::fs::OFlags::NONBLOCK;
    let file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(flags.bits() as i32)
        .open(&path)
        .map_err(|e| {
            let why = if e.raw_os_error() == Some(rustix::io::Errno::LOOP.raw_os_error()) {
                "it is a symbolic link, which nexus does not follow".to_string()
            } else {
                e.to_string()
            };
            format!(
                "cannot open the msgpack result file {}: {why}",
                path.display()
            )
        })?;
    let meta = file
        .metadata()
        .map_err(|e| format!("cannot stat {}: {e}", path.display()))?;
    if !meta.is_file() {
        return Err(format!(
            "the msgpack result {} is not a regular file",
            path.display()
        ));
    }
    if meta.len() > max {
        return Err(format!(
            "the msgpack result file {} holds {} bytes, above the bound on results ({max}); raise it or return less",
            path.display(),
            meta.len()
        ));
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.take(max.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    if bytes.len() as u64 > max {
        return Err(format!(
            "the msgpack result file {} grew past the bound on results ({max})",
            path.display()
        ));
    }
    Ok(bytes)
}

/// The volumes of one session, mapped on demand while one result is read.
struct Volumes<'a> {
    basename: &'a str,
    open: HashMap<usize, VolumeView>,
}

impl Volumes<'_> {
    /// The volume a relptr points into (mapped on first use) and the
    /// offset in its data region.
    fn volume(&mut self, relptr: u64) -> Result<(&VolumeView, usize, u64), String> {
        let (vol, off) = voidstar::split_relptr(relptr)
            .ok_or_else(|| format!("a sentinel relptr {relptr:#x} where data was expected"))?;
        if !self.open.contains_key(&vol) {
            let name = format!("{}_{vol}", self.basename);
            let v = VolumeView::open(&name)
                .map_err(|e| format!("cannot map shared-memory volume {name}: {e}"))?;
            self.open.insert(vol, v);
        }
        let view = self
            .open
            .get(&vol)
            .ok_or_else(|| format!("volume {vol} is not open"))?;
        Ok((view, vol, off))
    }
}

impl voidstar::Memory for Volumes<'_> {
    fn string(&mut self, relptr: u64, len: usize) -> Result<String, String> {
        if len < volume::DIRECT_BYTES {
            return voidstar::string_of(self.read(relptr, len)?);
        }
        let (view, vol, off) = self.volume(relptr)?;
        let bytes = usize::try_from(off)
            .map_err(|e| e.to_string())
            .and_then(|o| {
                view.read_copy(o, len, 2 + crate::json::ENVELOPE_ROOM)
                    .map_err(|e| e.to_string())
            })
            .map_err(|e| format!("a string in volume {vol}: {e}"))?;
        String::from_utf8(bytes).map_err(|_| "a string that is not UTF-8".to_string())
    }

    fn read(&mut self, relptr: u64, len: usize) -> Result<&[u8], String> {
        let (view, vol, off) = self.volume(relptr)?;
        let data = view.data();
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
/// Written for the fewest system calls, which on one CPU are most of what
/// a nexus adds to a call (BENCHMARKS.md). The connection is made without
/// waiting for writability and the request goes out in one write. When
/// the call comes with a serving loop's [`LoopWaits`] that allows a quick
/// wait (this is its only call in flight), the reply is awaited with one
/// `poll(2)` on its socket and on the loop's input, outside the event
/// loop, whose wait costs six system calls more (its registration, timer
/// and wake-up bookkeeping); with nothing else in flight there is nothing
/// for it to do meanwhile. Input arriving first (a cancellation, another
/// request), a partial read, or a call longer than the allowance falls
/// back to the loop's poll, then to the event loop.
///
/// `flight` holds the connection while the reply is awaited; once this
/// returns (with the reply or with the reason there is none) the pool is
/// done with the call, and the connection is no longer held.
async fn round_trip(
    socket: &SocketAddrUnix,
    request: Vec<u8>,
    max_result: u64,
    waits: Option<&LoopWaits>,
    flight: &mut InFlight,
) -> Result<(packet::Header, Vec<u8>), Failure> {
    let out = exchange(socket, request, max_result, waits, &mut flight.connection).await;
    flight.connection = None;
    out
}

/// [`round_trip`]'s exchange; `connection` gets the socket once it is
/// connected.
async fn exchange(
    socket: &SocketAddrUnix,
    request: Vec<u8>,
    max_result: u64,
    waits: Option<&LoopWaits>,
    connection: &mut Option<Arc<rustix::fd::OwnedFd>>,
) -> Result<(packet::Header, Vec<u8>), Failure> {
    let fd = Arc::new(
        connect(socket)
            .await
            .map_err(|e| Failure::Broken(format!("cannot connect to the pool's socket: {e}")))?,
    );
    *connection = Some(fd.clone());
    let sent = match rustix::net::send(&*fd, &request, rustix::net::SendFlags::NOSIGNAL) {
        Ok(n) => n,
        Err(rustix::io::Errno::AGAIN) => 0,
        Err(e) => return Err(Failure::Broken(format!("cannot send the call: {e}"))),
    };
    let mut reply = Reply::new(max_result);
    if sent == request.len()
        && waits
            .and_then(LoopWaits::quick)
            .is_some_and(|(input, limit)| sys::readable_first(&*fd, Some(input), limit))
        && reply.read_available(&*fd)?
    {
        return reply.finish();
    }
    if let Some(waits) = waits
        && sent == request.len()
        // With other calls in flight, the serving loop's own poll may
        // watch this one; it hands it back when it cannot.
        && waits
            .read_by_loop(&fd, |fd| reply.read_available(fd))
            .await?
    {
        return reply.finish();
    }
    let stream = smol::Async::new_nonblocking(fd)
        .map_err(|e| Failure::Broken(format!("cannot wait for the pool's answer: {e}")))?;
    let mut sent = sent;
    while sent < request.len() {
        sent += stream
            .write_with(|fd| {
                rustix::net::send(fd, &request[sent..], rustix::net::SendFlags::NOSIGNAL)
                    .map_err(std::io::Error::from)
            })
            .await
            .map_err(|e| Failure::Broken(format!("cannot send the call: {e}")))?;
    }
    drop(request);
    reply.read_rest(&stream).await?;
    reply.finish()
}

/// What one call holds at its program's pools until the pool is done with
/// it: its turn, its argument blocks and, while the reply is awaited, its
/// connection. Dropped with the connection still held (the call was
/// cancelled), it keeps all three until the pool closes that connection,
/// on a thread of its own: the worker may still be about to read the
/// arguments, and the next call must not reach the pool before it is
/// done (the module doc's hand-off rule).
struct InFlight {
    turn: Option<Turn>,
    blocks: Vec<ArgBlock>,
    connection: Option<Arc<rustix::fd::OwnedFd>>,
}

impl InFlight {
    fn new(turn: Turn) -> InFlight {
        InFlight {
            turn: Some(turn),
            blocks: Vec::new(),
            connection: None,
        }
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        let Some(connection) = self.connection.take() else {
            return;
        };
        let held = (self.turn.take(), std::mem::take(&mut self.blocks));
        smol::unblock(move || {
            await_close(&connection);
            drop(held);
        })
        .detach();
    }
}

/// Reads and discards what comes on a cancelled call's connection until
/// the pool closes it (or it fails): the pool has then read the call and
/// finished the function. No bound: a pool that never answers holds its
/// worker as long, and the calls behind it would wait on that worker.
fn await_close(fd: &rustix::fd::OwnedFd) {
    let mut sink = [0u8; 4096];
    loop {
        if !sys::readable_within(fd, Duration::from_secs(3600)) {
            continue;
        }
        match rustix::net::recv(fd, &mut sink, rustix::net::RecvFlags::empty()) {
            Ok((0, _)) => return,
            Ok(_) | Err(rustix::io::Errno::AGAIN | rustix::io::Errno::INTR) => {}
            Err(_) => return,
        }
    }
}

/// The first read of a reply: a small result's header and body in one
/// system call (combat's is 80 bytes), without zeroing much per call.
const FIRST_READ: usize = 512;

/// A reply packet being read: its header once whole, then its body.
struct Reply {
    max_result: u64,
    head: [u8; packet::HEADER_LEN],
    /// Bytes read so far: of the header, then of the body.
    got: usize,
    header: Option<packet::Header>,
    body: Vec<u8>,
}

impl Reply {
    fn new(max_result: u64) -> Reply {
        Reply {
            max_result,
            head: [0; packet::HEADER_LEN],
            got: 0,
            header: None,
            body: Vec::new(),
        }
    }

    /// Whether the packet is whole.
    fn done(&self) -> bool {
        self.header.is_some() && self.got == self.body.len()
    }

    /// Where the next read goes.
    fn room(&mut self) -> &mut [u8] {
        match self.header {
            None => &mut self.head[self.got..],
            Some(_) => &mut self.body[self.got..],
        }
    }

    /// Takes `n` bytes just read into [`Reply::room`].
    fn advance(&mut self, n: usize) -> Result<(), Failure> {
        self.got += n;
        if self.header.is_none() && self.got == packet::HEADER_LEN {
            let header = packet::Header::decode(&self.head, self.max_result)
                .map_err(|e| Failure::Broken(e.to_string()))?;
            // The length was bounded by `max_result` in `decode`.
            self.body = vec![0; header.body_len() as usize];
            self.header = Some(header);
            self.got = 0;
        }
        Ok(())
    }

    /// Takes bytes read elsewhere; any beyond the packet are ignored, as
    /// libmorloc reads one packet per connection.
    fn feed(&mut self, mut bytes: &[u8]) -> Result<(), Failure> {
        while !bytes.is_empty() && !self.done() {
            let room = self.room();
            let n = room.len().min(bytes.len());
            room[..n].copy_from_slice(&bytes[..n]);
            bytes = &bytes[n..];
            self.advance(n)?;
        }
        Ok(())
    }

    fn closed(&self) -> Failure {
        Failure::Broken(if self.header.is_none() {
            "the pool closed the connection before answering".into()
        } else {
            "the pool closed the connection mid-reply".into()
        })
    }

    /// Reads what the socket has without waiting; true once the packet is
    /// whole.
    fn read_available(&mut self, fd: impl rustix::fd::AsFd) -> Result<bool, Failure> {
        if self.header.is_none() && self.got == 0 {
            // Most replies are small: header and body in one read.
            let mut first = [0u8; FIRST_READ];
            match rustix::net::recv(&fd, &mut first, rustix::net::RecvFlags::empty()) {
                Ok((0, _)) => return Err(self.closed()),
                Ok((n, _)) => self.feed(&first[..n])?,
                Err(rustix::io::Errno::AGAIN) => return Ok(false),
                Err(rustix::io::Errno::INTR) => {}
                Err(_) => return Err(self.closed()),
            }
        }
        while !self.done() {
            match rustix::net::recv(&fd, self.room(), rustix::net::RecvFlags::empty()) {
                Ok((0, _)) => return Err(self.closed()),
                Ok((n, _)) => self.advance(n)?,
                Err(rustix::io::Errno::AGAIN) => return Ok(false),
                Err(rustix::io::Errno::INTR) => {}
                Err(_) => return Err(self.closed()),
            }
        }
        Ok(true)
    }

    /// Reads the rest of the packet on the event loop: waits until the
    /// socket is readable (nothing can be there yet, or a read just found
    /// nothing), then takes what it has.
    async fn read_rest(
        &mut self,
        stream: &smol::Async<Arc<rustix::fd::OwnedFd>>,
    ) -> Result<(), Failure> {
        loop {
            stream
                .readable()
                .await
                .map_err(|e| Failure::Broken(format!("cannot wait for the pool's answer: {e}")))?;
            if self.read_available(stream.get_ref())? {
                return Ok(());
            }
        }
    }

    fn finish(self) -> Result<(packet::Header, Vec<u8>), Failure> {
        match self.header {
            Some(h) => Ok((h, self.body)),
            None => Err(self.closed()),
        }
    }
}

/// Longest pause between connection attempts while a pool's listen
/// backlog is full.
const CONNECT_MAX_PAUSE: Duration = Duration::from_millis(50);

/// Connects to a pool's Unix socket. A Unix connect completes at once, so
/// unlike `async_net`'s it does not wait for writability (a turn of the
/// event loop); when the pool's backlog is full it fails at once with
/// EAGAIN, and is tried again after a doubling pause, for as long as the
/// caller waits (its deadline drops this future).
async fn connect(socket: &SocketAddrUnix) -> std::io::Result<rustix::fd::OwnedFd> {
    match connect_once(socket)? {
        Some(fd) => Ok(fd),
        // A full backlog: retried with backoff. Boxed, so every call's
        // future does not carry the address and timer of this rare wait.
        None => Box::pin(connect_retrying(socket)).await,
    }
}

/// One attempt: the connected socket, or `None` when the pool's backlog
/// is full (`EAGAIN`, a Unix socket's answer to a busy listener).
fn connect_once(addr: &SocketAddrUnix) -> std::io::Result<Option<rustix::fd::OwnedFd>> {
    use rustix::net::{AddressFamily, SocketFlags, SocketType};
    let fd = rustix::net::socket_with(
        AddressFamily::UNIX,
        SocketType::STREAM,
        SocketFlags::CLOEXEC | SocketFlags::NONBLOCK,
        None,
    )?;
    match rustix::net::connect(&fd, addr) {
        Ok(()) => Ok(Some(fd)),
        Err(rustix::io::Errno::AGAIN) => Ok(None),
        Err(e) => Err(e.into()),
    }
}

/// [`connect`] after a full backlog: attempts with pauses doubling from
/// 100 µs up to `CONNECT_MAX_PAUSE`.
async fn connect_retrying(socket: &SocketAddrUnix) -> std::io::Result<rustix::fd::OwnedFd> {
    let mut pause = Duration::from_micros(100);
    loop {
        smol::Timer::after(pause).await;
        if let Some(fd) = connect_once(socket)? {
            return Ok(fd);
        }
        pause = (pause * 2).min(CONNECT_MAX_PAUSE);
    }
}

/// One PING round trip on a fresh connection.
async fn ping(socket: &SocketAddrUnix) -> std::io::Result<()> {
    let fd = connect(socket).await?;
    let stream = smol::Async::new_nonblocking(std::os::unix::net::UnixStream::from(fd))?;
    let mut s = &stream;
    s.write_all(&packet::ping()).await?;
    let mut reply = [0u8; packet::HEADER_LEN];
    s.read_exact(&mut reply).await?;
    match packet::Header::decode(&reply, 0) {
        Ok(h) if h.kind == packet::TYPE_PING => Ok(()),
        _ => Err(std::io::Error::other("not a PING reply")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sys::{readable_first, readable_within};
    use rustix::fd::AsFd;

    fn sig() -> Signature {
        Signature::new(
            "f".into(),
            vec![Schema::parse("s").unwrap(), Schema::parse("i8").unwrap()],
            Schema::parse("s").unwrap(),
        )
    }

    /// The argument packets of a CALL: (source, payload).
    fn arg_packets(call: &[u8]) -> Vec<(u8, Vec<u8>)> {
        let mut out = Vec::new();
        let mut at = packet::HEADER_LEN;
        while at < call.len() {
            let h = packet::Header::decode(call[at..at + 32].try_into().unwrap(), 1 << 30).unwrap();
            let end = at + 32 + h.body_len() as usize;
            out.push((h.source, call[at + 32 + h.offset as usize..end].to_vec()));
            at = end;
        }
        out
    }

    #[test]
    fn a_reply_is_read_whole_however_it_arrives() {
        let body = b"0123456789";
        let header = packet::Header {
            kind: packet::TYPE_DATA,
            length: body.len() as u64,
            ..packet::Header::default()
        };
        let mut bytes = header.encode().to_vec();
        bytes.extend_from_slice(body);
        bytes.extend_from_slice(b"trailing bytes are not ours");
        for split in [0, 1, 31, 32, 33, 41, 42] {
            let mut reply = Reply::new(1 << 20);
            reply.feed(&bytes[..split]).unwrap();
            assert_eq!(reply.done(), split >= 42, "split {split}");
            reply.feed(&bytes[split..]).unwrap();
            assert!(reply.done());
            let (h, b) = reply.finish().unwrap();
            assert_eq!((h.length, b.as_slice()), (10, &body[..]));
        }
        // A header that declares more than the bound is refused before
        // anything is allocated for it.
        let mut reply = Reply::new(4);
        assert!(reply.feed(&bytes).is_err());
        // A connection closed before the header is whole is "closed".
        let reply = Reply::new(1 << 20);
        assert!(
            matches!(reply.finish(), Err(Failure::Broken(m)) if m.contains("before answering"))
        );
    }

    /// A stand-in for a pool's listener: answers one connection with
    /// `reply`, after `delay`, in two writes split at `split`.
    fn one_shot_pool(
        dir: &Path,
        reply: Vec<u8>,
        delay: Duration,
        split: usize,
    ) -> (PathBuf, std::thread::JoinHandle<Vec<u8>>) {
        use std::io::{Read, Write};
        let path = dir.join("pool.sock");
        let listener = std::os::unix::net::UnixListener::bind(&path).unwrap();
        let thread = std::thread::spawn(move || {
            let (mut conn, _) = listener.accept().unwrap();
            let mut head = [0u8; 32];
            conn.read_exact(&mut head).unwrap();
            let h = packet::Header::decode(&head, 1 << 20).unwrap();
            let mut body = vec![0u8; h.body_len() as usize];
            conn.read_exact(&mut body).unwrap();
            std::thread::sleep(delay);
            conn.write_all(&reply[..split]).unwrap();
            std::thread::sleep(Duration::from_millis(5));
            conn.write_all(&reply[split..]).unwrap();
            [&head[..], &body].concat()
        });
        (path, thread)
    }

    #[test]
    fn round_trips_quick_slow_and_split_replies() {
        let reply = packet::data(packet::SOURCE_MESG, packet::FORMAT_VOIDSTAR, b"12345678");
        let request = packet::call(9, &[packet::data(packet::SOURCE_MESG, 4, b"x")]);
        // The serving loop's input: quiet, or with a request waiting.
        let (quiet, _quiet_w) = rustix::pipe::pipe().unwrap();
        let (busy, busy_w) = rustix::pipe::pipe().unwrap();
        rustix::io::write(&busy_w, b"{}\n").unwrap();
        // The loops that offer waits: quick waits allowed, no loop poll
        // (nothing here polls, so the rest is awaited on the event loop).
        let offer = |input| {
            let waits = LoopWaits::new(input);
            waits.set_polling(false);
            waits
        };
        let (quiet, busy) = (offer(quiet), offer(busy));
        let limit = Duration::from_millis(5);
        // (the quick wait's input if allowed, the pool's delay, where its
        // reply splits)
        let cases = [
            (Some(&quiet), Duration::ZERO, 20),
            (Some(&quiet), limit * 5, 40),
            (None, Duration::ZERO, 40),
            (Some(&quiet), Duration::ZERO, 40),
            (Some(&busy), Duration::from_millis(20), 40),
        ];
        for (i, (input, delay, split)) in cases.into_iter().enumerate() {
            let dir = std::env::temp_dir().join(format!("nexus-rt-{}-{i}", std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).unwrap();
            let (path, pool) = one_shot_pool(&dir, reply.clone(), delay, split);
            let got = smol::block_on(async {
                let _allowed = input.map(|w| w.allow_quick(limit));
                round_trip(
                    &SocketAddrUnix::new(&path).unwrap(),
                    request.clone(),
                    1 << 20,
                    input,
                    &mut InFlight::new(free_turn()),
                )
                .await
            });
            let (h, body) = got.unwrap_or_else(|_| panic!("case {i}"));
            assert_eq!(
                (h.format, body.as_slice()),
                (4, &b"12345678"[..]),
                "case {i}"
            );
            assert_eq!(
                pool.join().unwrap(),
                request,
                "case {i}: the pool got the request"
            );
            let _ = std::fs::remove_dir_all(&dir);
        }
    }

    /// A turn of a program nobody else calls.
    fn free_turn() -> Turn {
        Arc::new(smol::lock::Mutex::new(()))
            .try_lock_arc()
            .expect("a fresh lock is free")
    }

    /// The hand-off rule: the turn passes to the next call only once the
    /// pool is done with this one, even when this one is cancelled first.
    #[test]
    fn a_cancelled_call_keeps_its_turn_until_the_pool_closes() {
        let dir = std::env::temp_dir().join(format!("nexus-turn-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let reply = packet::data(packet::SOURCE_MESG, 4, b"12345678");
        let slow = Duration::from_millis(300);
        let whole = reply.len();
        let (path, pool) = one_shot_pool(&dir, reply, slow, whole);
        let lock = Arc::new(smol::lock::Mutex::new(()));
        let started = Instant::now();
        smol::block_on(async {
            let mut flight = InFlight::new(lock.lock_arc().await);
            let address = SocketAddrUnix::new(&path).unwrap();
            let call = round_trip(
                &address,
                packet::ping().to_vec(),
                1 << 20,
                None,
                &mut flight,
            );
            let cancel = async {
                smol::Timer::after(Duration::from_millis(30)).await;
                Err(Failure::Broken("cancelled".into()))
            };
            assert!(smol::future::or(call, cancel).await.is_err());
            drop(flight);
            assert!(lock.try_lock().is_none(), "the turn outlives the cancel");
            let _next = lock.lock().await;
            assert!(
                started.elapsed() >= slow,
                "the next call waited for the pool: {:?}",
                started.elapsed()
            );
        });
        pool.join().unwrap();
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_quick_wait_ends_at_its_limit_or_when_input_comes() {
        let (reply, reply_w) = rustix::pipe::pipe().unwrap();
        let (input, input_w) = rustix::pipe::pipe().unwrap();
        let limit = Duration::from_millis(30);
        let t = Instant::now();
        assert!(!readable_first(&reply, Some(input.as_fd()), limit));
        assert!(t.elapsed() >= limit, "waited its limit");
        rustix::io::write(&input_w, b"x").unwrap();
        let t = Instant::now();
        assert!(!readable_first(
            &reply,
            Some(input.as_fd()),
            Duration::from_secs(10)
        ));
        assert!(t.elapsed() < Duration::from_secs(5), "input ended the wait");
        rustix::io::write(&reply_w, b"y").unwrap();
        assert!(
            readable_first(&reply, Some(input.as_fd()), limit),
            "both ready: the reply wins"
        );
        assert!(readable_within(&reply, limit));
        drop(reply_w);
        let (hung, hung_w) = rustix::pipe::pipe().unwrap();
        drop(hung_w);
        assert!(
            readable_within(&hung, limit),
            "a hang-up counts as readable"
        );
    }

    #[test]
    fn arguments_above_inline_size_go_by_relptr() {
        let args = [
            CallArg::Value(Value::String("x".repeat(100))),
            CallArg::Value(json::parse("7").unwrap()),
        ];
        let mut placed = Vec::new();
        let call = encode_call(3, &sig(), &args, 64, &mut |len, fill| {
            let mut bytes = Vec::new();
            fill(5 << 48, &mut |_, b| bytes.extend_from_slice(b)).unwrap();
            placed.push(bytes);
            assert_eq!(len, 16 + 100, "the flat length");
            Ok((5 << 48) | 4096)
        })
        .unwrap();
        let packets = arg_packets(&call);
        assert_eq!(packets.len(), 2);
        assert_eq!(packets[0].0, packet::SOURCE_RPTR);
        assert_eq!(packets[0].1, ((5u64 << 48) | 4096).to_le_bytes());
        assert_eq!(
            packets[1].0,
            packet::SOURCE_MESG,
            "a small one stays inline"
        );
        // The placed string's data pointer is volume-relative.
        assert_eq!(&placed[0][8..16], &((5u64 << 48) + 16).to_le_bytes());
        // At the threshold exactly, inline (`flat_size <= threshold`).
        let call =
            encode_call(3, &sig(), &args, 116, &mut |_, _| Err("not placed".into())).unwrap();
        assert!(
            arg_packets(&call)
                .iter()
                .all(|(s, _)| *s == packet::SOURCE_MESG)
        );
        // A placement failure is the call's error.
        let e = encode_call(3, &sig(), &args, 64, &mut |_, _| Err("full".into())).unwrap_err();
        assert!(e.contains("argument 1 of f: full"), "{e}");
    }

    /// A list of flat elements given as text makes the CALL its value makes,
    /// inline and placed; any other text is read and encoded as its value.
    #[test]
    fn a_list_given_as_text_is_encoded_as_its_value() {
        let sig = Signature::new(
            "g".into(),
            vec![
                Schema::parse("af8").unwrap(),
                Schema::parse("aj").unwrap(),
                Schema::parse("aj").unwrap(),
                Schema::parse("as").unwrap(),
            ],
            Schema::parse("s").unwrap(),
        );
        let texts = [
            "[0.1, -2, 1e300]",
            "[1, -99, 5]",
            "[1,-99,12345678901234567890]",
            r#"["a","bc"]"#,
        ];
        let as_text: Vec<CallArg> = texts.iter().map(|t| CallArg::Json(t.to_string())).collect();
        let as_values: Vec<CallArg> = texts
            .iter()
            .map(|t| CallArg::Value(json::parse(t).unwrap()))
            .collect();
        for inline_size in [0, 1 << 16] {
            let mut calls = Vec::new();
            for args in [&as_text, &as_values] {
                let mut placed = Vec::new();
                let call = encode_call(3, &sig, args, inline_size, &mut |len, fill| {
                    let mut bytes = vec![0u8; len];
                    fill(7 << 48, &mut |at, b| {
                        bytes[at..at + b.len()].copy_from_slice(b)
                    })?;
                    placed.push(bytes);
                    Ok((7 << 48) | (placed.len() as u64 * 4096))
                })
                .unwrap();
                calls.push((call, placed));
            }
            assert!(calls[0] == calls[1], "inline size {inline_size}");
        }
    }
}
