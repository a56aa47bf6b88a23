//! The pool supervisor (SPEC §2.1): starts language workers, queues calls to
//! idle ones, and notices when one dies.
//!
//! A worker is a process in its own process group with a parent-death
//! signal, fd 0 on `/dev/null`, requests on fd 3 and replies on fd 4 (pipes;
//! no socket path exists, so nothing else can reach it), fd 1 inherited (the
//! serving modes point the nexus's fd 1 at stderr before any pool starts) and
//! fd 2 piped through the nexus so a start failure can quote its tail.
//!
//! A call leases an idle worker: callers wait in FIFO order on a channel of
//! tokens, one per idle worker, and take the most recently idle worker (a
//! stack), whose pages and caches are warm; a FIFO of workers would make a
//! sequential client alternate between them. If the call is dropped
//! while the worker is busy (a cancelled MCP request, an HTTP deadline), the
//! lease kills the worker's process group and starts a fresh one, so no
//! worker is ever left mid-call. A worker found dead mid-call is replaced,
//! or, when the pool was made with a crash hook (the daemon, SPEC §2.4),
//! reported so the whole program can recover.

use crate::json::{self, Value};
use crate::manifest::Manifest;
use crate::packet::{self, HEADER_LEN};
use crate::progress::{self, Report, Sink};
use crate::shm;
use smol::Async;
use smol::channel::{Receiver, Sender};
use smol::io::{AsyncReadExt, AsyncWriteExt};
use std::fs::File;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The Python runtime, embedded so a copied binary needs no other files.
pub const PYTHON_RUNTIME: &str = include_str!("../pools/python/pool.py");
/// The R runtime (base R and jsonlite).
pub const R_RUNTIME: &str = include_str!("../pools/r/pool.R");

/// A worker must answer its first PING within this time.
pub const DEFAULT_START_DEADLINE: Duration = Duration::from_secs(30);

/// Bytes of a worker's stderr kept for error messages.
pub const STDERR_TAIL_BYTES: usize = 2048;

/// Largest result a worker may return (inline or through shared memory).
pub const DEFAULT_MAX_RESULT: u64 = 1 << 32;

/// Why a call did not produce a value.
#[derive(Debug, Clone, PartialEq)]
pub enum CallError {
    /// The function ran and raised; the message is the function's.
    Failed(String),
    /// The worker died or broke protocol mid-call.
    Crashed(String),
    /// The pool could not start.
    Unavailable(String),
    /// Admission is closed while the program recovers from a crash (SPEC §2.4).
    Recovering(String),
    /// A new instance would pass the program's instance cap (issue 7).
    AtCapacity(String),
}

impl std::fmt::Display for CallError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            CallError::Failed(m)
            | CallError::Crashed(m)
            | CallError::Unavailable(m)
            | CallError::Recovering(m)
            | CallError::AtCapacity(m) => f.write_str(m),
        }
    }
}

/// Everything needed to start a pool's workers.
#[derive(Clone)]
pub struct PoolConfig {
    /// For messages: `python pool 0 of combat`.
    pub label: String,
    pub lang: String,
    pub argv: Vec<String>,
    /// Environment added for the worker (the runtime's source).
    pub env: Vec<(String, String)>,
    pub cwd: PathBuf,
    pub workers: usize,
    pub inline_size: usize,
    pub start_deadline: Duration,
    pub max_result: u64,
    /// Run each worker through `nexus __sandbox` (issue 14).
    pub sandbox: bool,
    /// A sandboxed pool's private shared-memory directory, made when the
    /// pool starts (`None`: objects live in `/dev/shm`).
    pub shm_dir: Option<PathBuf>,
    /// Set for a pool morloc generated (`exec` plus `socket`): it speaks
    /// libmorloc's protocol (src/morloc) and forks its own workers.
    pub morloc: Option<crate::morloc::pool::Spec>,
}

impl PoolConfig {
    /// The configuration of pool `index` of a manifest.
    pub fn from_manifest(manifest: &Manifest, index: usize) -> PoolConfig {
        let pool = &manifest.pools[index];
        let path = manifest.path.display().to_string();
        let dir = manifest.dir();
        let mut env = Vec::new();
        let argv = match (&pool.exec, pool.lang.as_str()) {
            (Some(exec), _) => {
                let mut argv = exec.clone();
                if argv[0].contains('/') && !argv[0].starts_with('/') {
                    argv[0] = dir.join(&argv[0]).display().to_string();
                }
                argv.extend([path, index.to_string()]);
                argv
            }
            (None, "r" | "R") => {
                env.push(("NEXUS_RUNTIME".to_string(), R_RUNTIME.to_string()));
                vec![
                    "Rscript".into(),
                    "--vanilla".into(),
                    "-e".into(),
                    "eval(parse(text = Sys.getenv('NEXUS_RUNTIME')))".into(),
                    path,
                    index.to_string(),
                ]
            }
            (None, _) => {
                env.push(("NEXUS_RUNTIME".to_string(), PYTHON_RUNTIME.to_string()));
                vec![
                    "python3".into(),
                    "-c".into(),
                    "import os; exec(compile(os.environ.pop('NEXUS_RUNTIME'), 'nexus-pool.py', 'exec'), {'__name__': '__main__'})".into(),
                    path,
                    index.to_string(),
                ]
            }
        };
        let cpus = std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(1);
        PoolConfig {
            label: format!(
                "{} pool {index} of {}",
                language_name(&pool.lang),
                manifest.name
            ),
            lang: pool.lang.clone(),
            argv,
            env,
            cwd: dir,
            workers: pool.workers.unwrap_or(cpus).max(1),
            inline_size: manifest.inline_size,
            start_deadline: DEFAULT_START_DEADLINE,
            max_result: DEFAULT_MAX_RESULT,
            sandbox: manifest.sandbox || crate::sandbox::requested(),
            shm_dir: None,
            morloc: crate::morloc::pool::Spec::from_manifest(manifest, index),
        }
    }

    /// What to tell a user whose runtime could not be started at all.
    fn missing_runtime_hint(&self) -> String {
        match self.lang.as_str() {
            "r" | "R" => "install R and jsonlite (Debian: apt-get install --no-install-recommends r-base-core r-cran-jsonlite)".into(),
            "py" | "python" | "python3" => "install Python 3 (python3 must be on PATH)".into(),
            _ => format!("check the pool's exec command {:?}", self.argv[0]),
        }
    }
}

fn language_name(lang: &str) -> &str {
    match lang {
        "py" | "python" | "python3" => "python",
        "r" | "R" => "R",
        "cpp" | "c++" => "C++",
        other => other,
    }
}

/// Called with a message when a worker dies unexpectedly.
pub type CrashHook = Arc<dyn Fn(String) + Send + Sync>;

/// One language pool: a fixed number of workers behind a stack of idle ones.
pub struct Pool {
    config: PoolConfig,
    /// One token per worker on `idle`; closed when the pool stops.
    idle_tx: Sender<()>,
    idle_rx: Receiver<()>,
    /// Idle workers, the most recently used last.
    idle: Mutex<Vec<Worker>>,
    /// Pids of live workers, for tests, `status`, and stopping.
    pids: Mutex<Vec<u32>>,
    on_crash: Option<CrashHook>,
    /// Set when the pool can no longer serve; later calls get it.
    broken: Mutex<Option<String>>,
    /// The running process of a morloc pool (`config.morloc`).
    morloc: Mutex<Option<Arc<crate::morloc::pool::Process>>>,
}

struct Worker {
    pid: u32,
    child: async_process::Child,
    requests: Async<File>,
    replies: Async<File>,
    stderr_tail: Arc<Mutex<Vec<u8>>>,
    buf: Vec<u8>,
}

impl Pool {
    /// Starts every worker and waits until each answers a PING. A start
    /// failure names the pool, the exit status, and the tail of stderr.
    pub async fn start(
        mut config: PoolConfig,
        on_crash: Option<CrashHook>,
    ) -> Result<Arc<Pool>, String> {
        if config.morloc.is_some() {
            return Pool::start_morloc(config, on_crash).await;
        }
        if config.sandbox {
            crate::sandbox::probe().map_err(|e| format!("{}: {e}", config.label))?;
            let dir = shm::space().private_dir().map_err(|e| {
                format!(
                    "{}: cannot make a private shared-memory directory in {}: {e}",
                    config.label,
                    shm::SHM_DIR
                )
            })?;
            config.shm_dir = Some(dir);
        }
        let (idle_tx, idle_rx) = smol::channel::unbounded();
        let pool = Arc::new(Pool {
            config,
            idle_tx,
            idle_rx,
            idle: Mutex::new(Vec::new()),
            pids: Mutex::new(Vec::new()),
            on_crash,
            broken: Mutex::new(None),
            morloc: Mutex::new(None),
        });
        let starts: Vec<_> = (0..pool.config.workers)
            .map(|_| {
                let config = pool.config.clone();
                smol::spawn(async move { Worker::start(&config).await })
            })
            .collect();
        let mut first_error = None;
        for start in starts {
            match start.await {
                Ok(w) => pool.adopt(w),
                Err(e) => {
                    first_error.get_or_insert(e);
                }
            }
        }
        if let Some(e) = first_error {
            pool.stop();
            return Err(e);
        }
        Ok(pool)
    }

    /// A morloc pool: one process that forks its own workers, started as
    /// morloc starts it. It cannot be sandboxed yet, so asking for that is
    /// refused rather than served unsandboxed.
    async fn start_morloc(
        config: PoolConfig,
        on_crash: Option<CrashHook>,
    ) -> Result<Arc<Pool>, String> {
        if config.sandbox {
            return Err(format!(
                "{}: --sandbox (or the manifest's \"sandbox\": true) does not cover pools that morloc built yet, and nexus never serves unsandboxed when asked for a sandbox; serve this program without it",
                config.label
            ));
        }
        let process = Pool::spawn_morloc(&config).await?;
        let (idle_tx, idle_rx) = smol::channel::unbounded();
        Ok(Arc::new(Pool {
            config,
            idle_tx,
            idle_rx,
            idle: Mutex::new(Vec::new()),
            pids: Mutex::new(Vec::new()),
            on_crash,
            broken: Mutex::new(None),
            morloc: Mutex::new(Some(Arc::new(process))),
        }))
    }

    async fn spawn_morloc(config: &PoolConfig) -> Result<crate::morloc::pool::Process, String> {
        let Some(spec) = &config.morloc else {
            return Err(format!("{}: not a morloc pool", config.label));
        };
        crate::morloc::pool::Process::start(
            &config.label,
            spec,
            config.start_deadline,
            config.max_result,
        )
        .await
    }

    fn morloc_process(&self) -> Option<Arc<crate::morloc::pool::Process>> {
        self.morloc.lock().ok().and_then(|m| m.clone())
    }

    /// One call to a morloc pool: its own connection, so calls run in
    /// parallel; dropping the future closes it. A pool found dead is
    /// reported to the crash hook, or restarted.
    async fn call_morloc(self: &Arc<Self>, mid: u32, args: &[String]) -> Result<String, CallError> {
        let mut values = Vec::with_capacity(args.len());
        for (i, text) in args.iter().enumerate() {
            let value = json::parse(text).map_err(|_| {
                CallError::Failed(format!("argument {} of mid {mid} is not valid JSON", i + 1))
            })?;
            values.push(value);
        }
        Ok(json::to_string(&self.call_values(mid, &values).await?))
    }

    /// Calls function `mid` of a morloc pool with these arguments; the
    /// result. Values go straight to voidstar and back, with no JSON text
    /// between (dispatch takes this way to morloc pools). A pool found dead
    /// mid-call is reported to the crash hook, or restarted.
    pub async fn call_values(
        self: &Arc<Self>,
        mid: u32,
        args: &[Value],
    ) -> Result<Value, CallError> {
        use crate::morloc::pool::Failure;
        if let Some(msg) = self.broken.lock().ok().and_then(|b| b.clone()) {
            return Err(CallError::Unavailable(msg));
        }
        if self.config.morloc.is_none() {
            return Err(CallError::Failed(format!(
                "internal: {} is not a morloc pool",
                self.config.label
            )));
        }
        let process = self.morloc_process().ok_or_else(|| {
            CallError::Unavailable(format!("{} is restarting; retry", self.config.label))
        })?;
        let why = match process.call_values(mid, args).await {
            Ok(value) => return Ok(value),
            Err(Failure::Failed(message)) => return Err(CallError::Failed(message)),
            Err(Failure::Broken(why)) => why,
        };
        let mut status = None;
        for _ in 0..10 {
            status = process.exited();
            if status.is_some() {
                break;
            }
            smol::Timer::after(Duration::from_millis(20)).await;
        }
        let tail = process.stderr_tail();
        let mut message = format!(
            "{} (pid {}) broke mid-call: {why}",
            self.config.label,
            process.pid()
        );
        if let Some(status) = &status {
            message.push_str(&format!(" (the pool ended: {status})"));
        }
        if !tail.is_empty() {
            message.push_str(&format!("; its stderr ends: {tail}"));
        }
        if status.is_some() {
            match &self.on_crash {
                Some(hook) => hook(message.clone()),
                None => self.restart_morloc(&process),
            }
        }
        Err(CallError::Crashed(message))
    }

    /// Whether the pool can take a call now: for a morloc pool another
    /// pool's function is about to call into, its process must be alive, or
    /// the caller's foreign call would retry its connection for half a
    /// minute (libmorloc's `send_and_receive_over_socket`, ipc_ffi.rs, 300
    /// tries 100 ms apart). A dead one is reported or restarted, as a crash
    /// found mid-call is.
    pub fn ready(self: &Arc<Self>) -> Result<(), String> {
        if let Some(msg) = self.broken.lock().ok().and_then(|b| b.clone()) {
            return Err(msg);
        }
        if self.config.morloc.is_none() {
            return Ok(());
        }
        let Some(process) = self.morloc_process() else {
            return Err(format!("{} is restarting; retry", self.config.label));
        };
        let Some(status) = process.exited() else {
            return Ok(());
        };
        let mut message = format!(
            "{} (pid {}) has ended ({status})",
            self.config.label,
            process.pid()
        );
        let tail = process.stderr_tail();
        if !tail.is_empty() {
            message.push_str(&format!("; its stderr ends: {tail}"));
        }
        match &self.on_crash {
            Some(hook) => hook(message.clone()),
            None => self.restart_morloc(&process),
        }
        Err(format!("{message}; it is restarting, retry"))
    }

    /// Replaces a dead morloc pool process in the background.
    fn restart_morloc(self: &Arc<Self>, dead: &Arc<crate::morloc::pool::Process>) {
        if let Ok(mut slot) = self.morloc.lock() {
            if !slot.as_ref().is_some_and(|p| Arc::ptr_eq(p, dead)) {
                return;
            }
            *slot = None;
        }
        let pool = self.clone();
        smol::spawn(async move {
            match Pool::spawn_morloc(&pool.config).await {
                Ok(p) => {
                    if let Ok(mut slot) = pool.morloc.lock() {
                        *slot = Some(Arc::new(p));
                    }
                }
                Err(e) => {
                    eprintln!("nexus: {e}");
                    pool.mark_broken(e);
                }
            }
        })
        .detach();
    }

    fn adopt(&self, worker: Worker) {
        if let Ok(mut pids) = self.pids.lock() {
            pids.push(worker.pid);
        }
        self.put_idle(worker);
    }

    /// Returns a worker to the idle stack and wakes one waiting caller.
    fn put_idle(&self, mut worker: Worker) {
        match self.idle.lock() {
            Ok(mut idle) if !self.idle_tx.is_closed() => idle.push(worker),
            _ => {
                worker.kill();
                return;
            }
        }
        let _ = self.idle_tx.try_send(());
    }

    /// Waits for an idle worker; `None` once the pool has stopped.
    async fn take_idle(&self) -> Option<Worker> {
        self.idle_rx.recv().await.ok()?;
        self.idle.lock().ok()?.pop()
    }

    fn forget(&self, pid: u32) {
        if let Ok(mut pids) = self.pids.lock() {
            pids.retain(|&p| p != pid);
        }
    }

    /// Pids of the live workers (of a morloc pool: its main process).
    pub fn pids(&self) -> Vec<u32> {
        if let Some(p) = self.morloc_process() {
            return vec![p.pid()];
        }
        self.pids.lock().map(|p| p.clone()).unwrap_or_default()
    }

    pub fn label(&self) -> &str {
        &self.config.label
    }

    /// Whether its workers can send progress and log reports: ours can;
    /// morloc's pools send none in their protocol.
    pub fn reports(&self) -> bool {
        self.config.morloc.is_none()
    }

    /// Calls function `mid` with JSON-encoded arguments, waiting for an idle
    /// worker first. Dropping the future mid-call kills and replaces the worker.
    pub async fn call(self: &Arc<Self>, mid: u32, args: &[String]) -> Result<Value, CallError> {
        let text = self.call_raw(mid, args).await?;
        json::parse(&text).map_err(|_| {
            CallError::Crashed(format!(
                "{} returned a result that is not valid JSON",
                self.config.label
            ))
        })
    }

    /// Like [`Pool::call`], returning the result's JSON text unparsed.
    pub async fn call_raw(
        self: &Arc<Self>,
        mid: u32,
        args: &[String],
    ) -> Result<String, CallError> {
        self.call_reporting(mid, args, None).await
    }

    /// Like [`Pool::call_raw`], handing the worker's progress and log
    /// reports to `sink` as they arrive, before the result.
    pub async fn call_reporting(
        self: &Arc<Self>,
        mid: u32,
        args: &[String],
        sink: Option<&Sink>,
    ) -> Result<String, CallError> {
        if self.config.morloc.is_some() {
            // `call_values` sees to a broken pool. Boxed, like the crash
            // below: dispatch calls morloc pools by value, and these
            // futures would grow every call's.
            return Box::pin(self.call_morloc(mid, args)).await;
        }
        if let Some(msg) = self.broken.lock().ok().and_then(|b| b.clone()) {
            return Err(CallError::Unavailable(msg));
        }
        let worker = self.take_idle().await.ok_or_else(|| {
            let msg = self.broken.lock().ok().and_then(|b| b.clone());
            CallError::Unavailable(
                msg.unwrap_or_else(|| format!("{} has stopped", self.config.label)),
            )
        })?;
        let mut lease = Lease {
            pool: self.clone(),
            worker: Some(worker),
        };
        let Some(worker) = lease.worker.as_mut() else {
            return Err(CallError::Unavailable("internal: empty lease".into()));
        };
        match worker.call(&self.config, mid, args, sink).await {
            Ok(reply) => {
                lease.release();
                reply
            }
            Err(crash) => {
                let message = Box::pin(lease.crashed(crash)).await;
                Err(CallError::Crashed(message))
            }
        }
    }

    /// Kills every worker (their whole process groups). Waiting callers get
    /// `Unavailable`.
    pub fn stop(&self) {
        self.mark_broken(format!("{} has stopped", self.config.label));
        self.idle_tx.close();
        if let Some(p) = self.morloc.lock().ok().and_then(|mut m| m.take()) {
            p.stop();
        }
        if let Ok(mut idle) = self.idle.lock() {
            for mut w in idle.drain(..) {
                w.kill();
            }
        }
        for pid in self.pids() {
            kill_group(pid);
        }
    }

    fn mark_broken(&self, msg: String) {
        if let Ok(mut b) = self.broken.lock() {
            b.get_or_insert(msg);
        }
    }

    /// Starts a replacement worker in the background.
    fn replace(self: &Arc<Self>) {
        let pool = self.clone();
        smol::spawn(async move {
            if pool.broken.lock().map(|b| b.is_some()).unwrap_or(true) {
                return;
            }
            match Worker::start(&pool.config).await {
                Ok(w) => pool.adopt(w),
                Err(e) => {
                    eprintln!("nexus: {e}");
                    if pool.pids().is_empty() {
                        pool.mark_broken(e);
                        pool.idle_tx.close();
                    }
                }
            }
        })
        .detach();
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        self.stop();
        if let Some(dir) = &self.config.shm_dir {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

/// A worker on loan to one call. Returned to the idle queue on success;
/// killed and replaced if the call is dropped or the worker breaks.
struct Lease {
    pool: Arc<Pool>,
    worker: Option<Worker>,
}

impl Lease {
    fn release(&mut self) {
        if let Some(w) = self.worker.take() {
            self.pool.put_idle(w);
        }
    }

    /// The worker broke mid-call: collect why, then replace it (or report
    /// it, for a pool with a crash hook). Returns the message for the caller.
    async fn crashed(&mut self, reason: String) -> String {
        let Some(mut w) = self.worker.take() else {
            return reason;
        };
        w.kill();
        let status = w.exit_description().await;
        self.pool.forget(w.pid);
        let message = format!(
            "{} worker {} died mid-call ({status}): {reason}",
            self.pool.config.label, w.pid
        );
        match &self.pool.on_crash {
            Some(hook) => hook(message.clone()),
            None => self.pool.replace(),
        }
        message
    }
}

impl Drop for Lease {
    fn drop(&mut self) {
        // Still holding the worker here means the call was abandoned mid-way:
        // its state is unknown, so it is killed and a fresh one started.
        if let Some(mut w) = self.worker.take() {
            w.kill();
            self.pool.forget(w.pid);
            self.pool.replace();
        }
    }
}

fn kill_group(pid: u32) {
    if let Some(p) = rustix::process::Pid::from_raw(pid as i32) {
        let _ = rustix::process::kill_process_group(p, rustix::process::Signal::KILL);
    }
}

/// Moves `fd` to a number of at least 10, so that dup2 onto 3 or 4 in the
/// child can never be a no-op that leaves close-on-exec set.
fn high_fd(fd: rustix::fd::OwnedFd) -> std::io::Result<rustix::fd::OwnedFd> {
    Ok(rustix::io::fcntl_dupfd_cloexec(&fd, 10)?)
}

impl Worker {
    async fn start(config: &PoolConfig) -> Result<Worker, String> {
        let fail = |what: String| format!("{}: {what}", config.label);
        let (req_r, req_w) = rustix::pipe::pipe_with(rustix::pipe::PipeFlags::CLOEXEC)
            .map_err(|e| fail(format!("cannot make a pipe: {e}")))?;
        let (rep_r, rep_w) = rustix::pipe::pipe_with(rustix::pipe::PipeFlags::CLOEXEC)
            .map_err(|e| fail(format!("cannot make a pipe: {e}")))?;
        let child_in = high_fd(req_r).map_err(|e| fail(e.to_string()))?;
        let child_out = high_fd(rep_w).map_err(|e| fail(e.to_string()))?;
        let mut cmd = match &config.shm_dir {
            Some(shm_dir) => {
                let exe = shm::self_exe()
                    .map_err(|e| fail(format!("cannot find the nexus binary: {e}")))?;
                let spec = crate::sandbox::Spec::new(&config.cwd, shm_dir);
                let mut cmd = std::process::Command::new(exe);
                cmd.args(spec.trampoline(&config.argv));
                cmd
            }
            None => {
                let mut cmd = std::process::Command::new(&config.argv[0]);
                cmd.args(&config.argv[1..]);
                cmd
            }
        };
        cmd.current_dir(&config.cwd)
            .env("NEXUS_SHM_PREFIX", shm::space().prefix())
            // The operator's token is the server's secret, never a pool's.
            .env_remove("NEXUS_TOKEN")
            .env_remove("MORLOC_MCP_TOKEN")
            .stdin(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped());
        for (k, v) in &config.env {
            cmd.env(k, v);
        }
        {
            use std::os::fd::AsRawFd;
            use std::os::unix::process::CommandExt;
            let (fd3, fd4) = (child_in.as_raw_fd(), child_out.as_raw_fd());
            cmd.process_group(0);
            // SAFETY: the closure runs in the forked child before exec and only
            // makes raw syscalls (prctl, dup2), which are async-signal-safe. The
            // OwnedFd values for 3 and 4 are built from raw numbers and
            // forgotten, never closed: exec replaces the image right after.
            unsafe {
                cmd.pre_exec(move || {
                    rustix::process::set_parent_process_death_signal(Some(
                        rustix::process::Signal::KILL,
                    ))?;
                    for (from, to) in [(fd3, 3), (fd4, 4)] {
                        let src = std::os::fd::BorrowedFd::borrow_raw(from);
                        let mut target =
                            <rustix::fd::OwnedFd as std::os::fd::FromRawFd>::from_raw_fd(to);
                        let r = rustix::io::dup2(src, &mut target);
                        std::mem::forget(target);
                        r?;
                    }
                    Ok(())
                });
            }
        }
        // async-process resets stdio when converting a std Command, so the
        // worker's fd 0 and fd 2 are set again on the async one.
        let mut async_cmd = async_process::Command::from(cmd);
        async_cmd
            .stdin(async_process::Stdio::null())
            .stdout(async_process::Stdio::inherit())
            .stderr(async_process::Stdio::piped());
        let mut child = async_cmd.spawn().map_err(|e| {
            fail(format!(
                "cannot start {:?}: {e}; {}",
                config.argv[0],
                config.missing_runtime_hint()
            ))
        })?;
        drop(child_in);
        drop(child_out);
        let pid = child.id();
        let stderr_tail = Arc::new(Mutex::new(Vec::new()));
        if let Some(err) = child.stderr.take() {
            smol::spawn(forward_stderr(err, stderr_tail.clone())).detach();
        }
        let io =
            |fd: rustix::fd::OwnedFd| Async::new(File::from(fd)).map_err(|e| fail(e.to_string()));
        let mut worker = Worker {
            pid,
            child,
            requests: io(req_w)?,
            replies: io(rep_r)?,
            stderr_tail,
            buf: Vec::new(),
        };
        let ping = async { worker.ping().await };
        let deadline = async {
            smol::Timer::after(config.start_deadline).await;
            Err(format!(
                "no answer to PING within {:?}",
                config.start_deadline
            ))
        };
        match smol::future::or(ping, deadline).await {
            Ok(()) => Ok(worker),
            Err(why) => {
                worker.kill();
                let status = worker.exit_description().await;
                let tail = worker.stderr_tail();
                let mut msg = format!("{} failed to start ({status}): {why}", config.label);
                if status.contains("127") || tail.contains("not found") {
                    msg.push_str(&format!("; {}", config.missing_runtime_hint()));
                }
                if !tail.is_empty() {
                    msg.push_str(&format!("; its stderr ends: {tail}"));
                }
                Err(msg)
            }
        }
    }

    async fn ping(&mut self) -> Result<(), String> {
        let ping = packet::ping();
        self.requests
            .write_all(&ping)
            .await
            .map_err(|e| format!("cannot send PING: {e}"))?;
        let mut reply = [0u8; HEADER_LEN];
        self.replies
            .read_exact(&mut reply)
            .await
            .map_err(|_| "the worker exited before answering PING".to_string())?;
        if reply != ping {
            return Err("the worker answered PING with something else".into());
        }
        Ok(())
    }

    /// One call. `Ok(Err(_))` is a function failure; `Err(_)` means the
    /// worker is broken and must be replaced. REPORT packets before the
    /// reply go to `sink`.
    async fn call(
        &mut self,
        config: &PoolConfig,
        mid: u32,
        args: &[String],
        sink: Option<&Sink>,
    ) -> Result<Result<String, CallError>, String> {
        let dir = config.shm_dir.clone();
        let mut arg_objects = Objects(dir.clone(), Vec::new());
        let mut payload = Vec::new();
        for arg in args {
            if arg.len() >= config.inline_size {
                let name = shm::space().fresh_name();
                shm::write_object_in(dir.as_deref(), &name, arg.as_bytes())
                    .map_err(|e| format!("cannot write shared memory {name}: {e}"))?;
                arg_objects.1.push(name.clone());
                let reference = packet::shm_reference(arg.len() as u64, &name);
                packet::push_data(
                    &mut payload,
                    packet::SOURCE_SHM,
                    packet::FORMAT_JSON,
                    packet::STATUS_OK,
                    &reference,
                );
            } else {
                packet::push_data(
                    &mut payload,
                    packet::SOURCE_INLINE,
                    packet::FORMAT_JSON,
                    packet::STATUS_OK,
                    arg.as_bytes(),
                );
            }
        }
        let listens = sink.is_some_and(|s| s.progress);
        let flags = if listens { packet::FLAG_PROGRESS } else { 0 };
        let request = packet::call_with(mid, flags, &payload);
        drop(payload);
        self.requests
            .write_all(&request)
            .await
            .map_err(|e| format!("cannot send the call: {e}"))?;
        drop(request);
        let (header, body) = loop {
            let (header, body) = self.read_packet(config.max_result).await?;
            if header.kind != packet::TYPE_REPORT {
                break (header, body);
            }
            route_report(&header, &body, sink, &config.label)?;
        };
        if header.kind != packet::TYPE_DATA {
            return Err(format!(
                "expected a DATA reply, got packet type {}",
                header.kind
            ));
        }
        let bytes = if header.source == packet::SOURCE_SHM {
            let (length, name) = packet::parse_shm_reference(&body).map_err(|e| e.to_string())?;
            if !shm::space().owns(name) {
                return Err(format!(
                    "the worker named a shared-memory object outside its prefix: {name}"
                ));
            }
            let read = shm::read_object_in(dir.as_deref(), name, length, config.max_result);
            shm::unlink_in(dir.as_deref(), name);
            read.map_err(|e| e.to_string())?
        } else {
            body
        };
        let text = String::from_utf8(bytes).map_err(|_| "the reply is not UTF-8".to_string())?;
        Ok(if header.status == packet::STATUS_OK {
            Ok(text)
        } else {
            Err(CallError::Failed(text))
        })
    }

    async fn read_packet(&mut self, max: u64) -> Result<(packet::Header, Vec<u8>), String> {
        let mut head = [0u8; HEADER_LEN];
        self.replies
            .read_exact(&mut head)
            .await
            .map_err(|_| "the worker closed its reply pipe".to_string())?;
        let header = packet::Header::decode(&head, max).map_err(|e| e.to_string())?;
        let meta = header.offset as usize;
        self.buf.clear();
        self.buf.resize(meta + header.length as usize, 0);
        self.replies
            .read_exact(&mut self.buf)
            .await
            .map_err(|_| "the worker closed its reply pipe mid-packet".to_string())?;
        let body = self.buf.split_off(meta);
        Ok((header, body))
    }

    fn kill(&mut self) {
        kill_group(self.pid);
        let _ = self.child.kill();
    }

    /// `exit status 3`, `killed by signal 9`, after the process has ended.
    async fn exit_description(&mut self) -> String {
        let wait = async { self.child.status().await.ok() };
        let limit = async {
            smol::Timer::after(Duration::from_secs(2)).await;
            None
        };
        match smol::future::or(wait, limit).await {
            Some(status) => {
                use std::os::unix::process::ExitStatusExt;
                match (status.code(), status.signal()) {
                    (Some(code), _) => format!("exit status {code}"),
                    (None, Some(sig)) => format!("killed by signal {sig}"),
                    _ => status.to_string(),
                }
            }
            None => "still running".into(),
        }
    }

    fn stderr_tail(&self) -> String {
        let tail = self
            .stderr_tail
            .lock()
            .map(|t| t.clone())
            .unwrap_or_default();
        String::from_utf8_lossy(&tail).trim().replace('\n', " | ")
    }
}

/// Hands one REPORT packet to the call's sink. A malformed report breaks
/// protocol; progress nobody asked for is dropped.
fn route_report(
    header: &packet::Header,
    body: &[u8],
    sink: Option<&Sink>,
    label: &str,
) -> Result<(), String> {
    if header.length > packet::MAX_REPORT {
        return Err(format!(
            "a report of {} bytes exceeds the bound of {}",
            header.length,
            packet::MAX_REPORT
        ));
    }
    let report = match header.report {
        packet::REPORT_PROGRESS => Report::Progress(progress::parse_progress(body)?),
        packet::REPORT_LOG => {
            let level = progress::Level::from_code(header.level)
                .ok_or_else(|| format!("a log report with unknown level {}", header.level))?;
            Report::Log(level, progress::parse_log(body))
        }
        other => return Err(format!("a report of unknown kind {other}")),
    };
    match (sink, report) {
        (Some(sink), report @ Report::Log(..)) => sink.emit(report),
        (Some(sink), report) if sink.progress => sink.emit(report),
        (None, Report::Log(level, message)) => {
            eprintln!("{}", progress::stderr_line(label, "?", level, &message));
        }
        _ => {}
    }
    Ok(())
}

/// Unlinks a call's argument objects (in the pool's directory, if it has
/// one) when the call ends, however it ends.
struct Objects(Option<PathBuf>, Vec<String>);

impl Drop for Objects {
    fn drop(&mut self) {
        for name in &self.1 {
            shm::unlink_in(self.0.as_deref(), name);
        }
    }
}

/// Copies a worker's stderr to ours, keeping the last bytes for messages.
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
