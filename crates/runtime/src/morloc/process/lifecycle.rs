//! A pool process's life: started in its session's (or an instance's own)
//! socket directory with morloc's argv and environment, ready once it
//! answers a PING; stopped by killing its process group, which the sweeper
//! guards meanwhile; its socket and instance directory removed when it is
//! dropped.
//!
//! The hand-off rule this code keeps (one call at a time per program, inline calls together) is
//! told in `process.rs`'s module doc, which the comments here call "the
//! module doc".

use super::exchange::connect;
use super::session::{Session, session};
use super::{Process, Spec};
use crate::morloc::packet;
use crate::sweeper::{self, SHM_DIR};
use crate::sys;
use rustix::net::SocketAddrUnix;
use smol::io::{AsyncReadExt, AsyncWriteExt};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The PING backoff: first retry, cap, and one attempt's bound.
const PING_FIRST_DELAY: Duration = Duration::from_millis(2);
const PING_MAX_DELAY: Duration = Duration::from_millis(200);
const PING_ATTEMPT: Duration = Duration::from_secs(2);

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
