//! Our own pools (SPEC §2.1): the supervisor that starts language workers,
//! queues calls to idle ones, and notices when one dies. They speak our
//! protocol (`crate::wire`) on pipes.
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
//! reported so the whole program can recover. A call whose worker was
//! killed because the pool was stopped (by that recovery, say) did not
//! crash: it gets `Unavailable`, saying so and that it can be retried.

use super::{Arg, Args, CallError, CrashHook, PoolConfig, Reply};
use crate::json::{self, Value};
use crate::progress::{self, Report, Sink};
use crate::shm;
use crate::sys::{self, kill_group};
use crate::wire::{self, HEADER_LEN};
use smol::Async;
use smol::channel::{Receiver, Sender};
use smol::io::{AsyncReadExt, AsyncWriteExt};
use std::fs::File;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// A pool of our workers: a fixed number of processes behind a stack of
/// idle ones.
pub struct Workers {
    config: PoolConfig,
    /// One token per worker on `idle`; closed when the pool stops.
    idle_tx: Sender<()>,
    idle_rx: Receiver<()>,
    /// Idle workers, the most recently used last.
    /// Boxed, so a call's future holds a pointer, not the worker (it
    /// moves between this stack and a lease without a new allocation).
    #[allow(clippy::vec_box)]
    idle: Mutex<Vec<Box<Worker>>>,
    /// Pids of live workers, for tests, `status`, and stopping.
    pids: Mutex<Vec<u32>>,
    on_crash: Option<CrashHook>,
    /// Set when the pool can no longer serve; later calls get it.
    broken: Mutex<Option<String>>,
    /// Set by [`Workers::stop`] before it kills anything: a call whose
    /// worker dies after it was stopped, not crashed.
    stopped: AtomicBool,
}

struct Worker {
    pid: u32,
    child: async_process::Child,
    requests: Async<File>,
    replies: Async<File>,
    stderr_tail: crate::stderr_tail::StderrTail,
    buf: Vec<u8>,
}

impl Workers {
    /// Starts every worker and waits until each answers a PING. A start
    /// failure names the pool, the exit status, and the tail of stderr.
    pub async fn start(
        mut config: PoolConfig,
        on_crash: Option<CrashHook>,
    ) -> Result<Arc<Workers>, String> {
        if config.sandbox {
            crate::sandbox::probe().map_err(|e| format!("{}: {e}", config.label))?;
            let dir = shm::space().private_dir().map_err(|e| {
                format!(
                    "{}: cannot make a private shared-memory directory in {}: {e}",
                    config.label,
                    crate::sweeper::SHM_DIR
                )
            })?;
            config.shm_dir = Some(dir);
        }
        let (idle_tx, idle_rx) = smol::channel::unbounded();
        let pool = Arc::new(Workers {
            config,
            idle_tx,
            idle_rx,
            idle: Mutex::new(Vec::new()),
            pids: Mutex::new(Vec::new()),
            on_crash,
            broken: Mutex::new(None),
            stopped: AtomicBool::new(false),
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

    fn broken(&self) -> Option<String> {
        self.broken.lock().ok().and_then(|b| b.clone())
    }

    /// Whether the pool can take a call: not stopped or broken.
    pub fn ready(&self) -> Result<(), String> {
        match self.broken() {
            Some(msg) => Err(msg),
            None => Ok(()),
        }
    }

    fn adopt(&self, worker: Box<Worker>) {
        if let Ok(mut pids) = self.pids.lock() {
            pids.push(worker.pid);
        }
        self.put_idle(worker);
    }

    /// Returns a worker to the idle stack and wakes one waiting caller.
    fn put_idle(&self, mut worker: Box<Worker>) {
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
    async fn take_idle(&self) -> Option<Box<Worker>> {
        self.idle_rx.recv().await.ok()?;
        self.idle.lock().ok()?.pop()
    }

    fn forget(&self, pid: u32) {
        if let Ok(mut pids) = self.pids.lock() {
            pids.retain(|&p| p != pid);
        }
    }

    /// Pids of the live workers.
    pub fn pids(&self) -> Vec<u32> {
        self.pids.lock().map(|p| p.clone()).unwrap_or_default()
    }

    pub fn label(&self) -> &str {
        &self.config.label
    }

    /// Calls function `mid` with these arguments (sent as JSON), waiting
    /// for an idle worker first, and hands the worker's progress and log
    /// reports to `sink` as they arrive; the result's JSON text, unparsed.
    /// Dropping the future mid-call kills and replaces the worker.
    pub async fn call(
        self: &Arc<Self>,
        mid: u32,
        args: Args,
        sink: Option<&Sink>,
        trace: Option<&crate::trace::CallTrace>,
    ) -> Result<Reply, CallError> {
        if let Some(msg) = self.broken() {
            return Err(CallError::Unavailable(msg));
        }
        let worker = self.take_idle().await.ok_or_else(|| {
            CallError::Unavailable(
                self.broken()
                    .unwrap_or_else(|| format!("{} has stopped", self.config.label)),
            )
        })?;
        let mut lease = Lease {
            pool: self.clone(),
            worker: Some(worker),
        };
        let Some(worker) = lease.worker.as_mut() else {
            return Err(CallError::Unavailable("internal: empty lease".into()));
        };
        if let Some(t) = trace {
            t.set_pid(worker.pid);
        }
        match worker.call(&self.config, mid, args, sink, trace).await {
            Ok(reply) => {
                lease.release();
                reply
            }
            // The pool was stopped under the call (a crash recovery, say):
            // the worker did not crash, and the call may be tried again.
            Err(_) if self.stopped.load(Ordering::SeqCst) => {
                let pid = worker.pid;
                lease.discard();
                Err(CallError::Unavailable(format!(
                    "{} was stopped while this call ran (its worker {pid} was ended with it); the call did not finish and can be retried",
                    self.config.label
                )))
            }
            Err(crash) => {
                let message = Box::pin(lease.crashed(crash)).await;
                Err(CallError::Crashed(message))
            }
        }
    }

    /// Kills every worker (their whole process groups). Waiting callers get
    /// `Unavailable`, and so do calls running on the workers it kills.
    pub fn stop(&self) {
        self.stopped.store(true, Ordering::SeqCst);
        self.mark_broken(format!("{} has stopped", self.config.label));
        self.idle_tx.close();
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
                    crate::say!("nexus: {e}");
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

impl Drop for Workers {
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
    pool: Arc<Workers>,
    worker: Option<Box<Worker>>,
}

impl Lease {
    fn release(&mut self) {
        if let Some(w) = self.worker.take() {
            self.pool.put_idle(w);
        }
    }

    /// The worker was ended with its stopped pool: nothing to report or
    /// replace.
    fn discard(&mut self) {
        if let Some(mut w) = self.worker.take() {
            w.kill();
            self.pool.forget(w.pid);
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

impl Worker {
    async fn start(config: &PoolConfig) -> Result<Box<Worker>, String> {
        let fail = |what: String| format!("{}: {what}", config.label);
        let (req_r, req_w) = rustix::pipe::pipe_with(rustix::pipe::PipeFlags::CLOEXEC)
            .map_err(|e| fail(format!("cannot make a pipe: {e}")))?;
        let (rep_r, rep_w) = rustix::pipe::pipe_with(rustix::pipe::PipeFlags::CLOEXEC)
            .map_err(|e| fail(format!("cannot make a pipe: {e}")))?;
        let child_in = sys::high_fd(req_r).map_err(|e| fail(e.to_string()))?;
        let child_out = sys::high_fd(rep_w).map_err(|e| fail(e.to_string()))?;
        let mut cmd = match &config.shm_dir {
            Some(shm_dir) => {
                let exe = sys::self_exe()
                    .map_err(|e| fail(format!("cannot find the nexus binary: {e}")))?;
                let spec = crate::sandbox::Spec::for_worker(&config.cwd, shm_dir, &config.argv);
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
            cmd.process_group(0);
            let setup = sys::ChildSetup {
                death_signal: true,
                pipes: Some((child_in.as_raw_fd(), child_out.as_raw_fd())),
                ..sys::ChildSetup::default()
            };
            sys::prepare_child(&mut cmd, setup);
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
        let stderr_tail = crate::stderr_tail::StderrTail::default();
        if let Some(err) = child.stderr.take() {
            smol::spawn(stderr_tail.clone().forward(err)).detach();
        }
        let io =
            |fd: rustix::fd::OwnedFd| Async::new(File::from(fd)).map_err(|e| fail(e.to_string()));
        let mut worker = Box::new(Worker {
            pid,
            child,
            requests: io(req_w)?,
            replies: io(rep_r)?,
            stderr_tail,
            buf: Vec::new(),
        });
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
        let ping = wire::ping();
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
        args: Args,
        sink: Option<&Sink>,
        trace: Option<&crate::trace::CallTrace>,
    ) -> Result<Result<Reply, CallError>, String> {
        let dir = config.shm_dir.clone();
        let mut arg_objects = Objects(dir.clone(), Vec::new());
        let mut payload = Vec::new();
        let text_strings = config.embedded();
        for value in &args {
            // A string goes to our runtimes as its text (format 2): no
            // JSON quoting here, none to undo there, and a big one is
            // written once, straight from the value into shared memory.
            let json_text;
            let (arg, format) = match value {
                Arg::Value(Value::String(s)) if text_strings => (s.as_bytes(), wire::FORMAT_TEXT),
                Arg::Value(value) => {
                    json_text = json::to_string(value);
                    (json_text.as_bytes(), wire::FORMAT_JSON)
                }
                // Checked over its bytes: sent as it came.
                Arg::Json(text) => (text.as_bytes(), wire::FORMAT_JSON),
                Arg::Ordered(table) => {
                    json_text = table.text();
                    (json_text.as_bytes(), wire::FORMAT_JSON)
                }
            };
            if arg.len() >= config.inline_size {
                let name = shm::space().fresh_name();
                shm::write_object_in(dir.as_deref(), &name, arg)
                    .map_err(|e| format!("cannot write shared memory {name}: {e}"))?;
                arg_objects.1.push(name.clone());
                let reference = wire::shm_reference(arg.len() as u64, &name);
                wire::push_data(
                    &mut payload,
                    wire::SOURCE_SHM,
                    format,
                    wire::STATUS_OK,
                    &reference,
                );
            } else {
                wire::push_data(
                    &mut payload,
                    wire::SOURCE_INLINE,
                    format,
                    wire::STATUS_OK,
                    arg,
                );
            }
        }
        let listens = sink.is_some_and(|s| s.progress);
        let flags = if listens { wire::FLAG_PROGRESS } else { 0 };
        let request = match trace {
            Some(t) => wire::call_with_metadata(mid, flags, &t.metadata(), &payload),
            None => wire::call_with(mid, flags, &payload),
        };
        drop(payload);
        // Sent: a big argument is not held while the result comes back
        // (the daemon's peak during a 64 MiB echo was both).
        drop(args);
        self.requests
            .write_all(&request)
            .await
            .map_err(|e| format!("cannot send the call: {e}"))?;
        drop(request);
        let (header, body) = loop {
            let (header, body) = self.read_packet(config.max_result).await?;
            if header.kind != wire::TYPE_REPORT {
                break (header, body);
            }
            route_report(&header, &body, sink, &config.label)?;
        };
        if header.kind != wire::TYPE_DATA {
            return Err(format!(
                "expected a DATA reply, got packet type {}",
                header.kind
            ));
        }
        // A string result may come as its text (format 2, status ok): it
        // becomes a JSON string here, in the one copy the nexus makes.
        let quote = header.status == wire::STATUS_OK && header.format == wire::FORMAT_TEXT;
        let text = if header.source == wire::SOURCE_SHM {
            let (length, name) = wire::parse_shm_reference(&body).map_err(|e| e.to_string())?;
            if !shm::space().owns(name) {
                return Err(format!(
                    "the worker named a shared-memory object outside its prefix: {name}"
                ));
            }
            // A big string is left where it lies, to be read out where it
            // goes (issue 30); one that needs escapes is read below.
            if quote && header.status == wire::STATUS_OK && length >= shm::TEXT_OBJECT_MIN {
                let object = shm::TextObject::open(dir.as_deref(), name, length, config.max_result);
                match object {
                    Ok(Some(text)) => {
                        shm::unlink_in(dir.as_deref(), name);
                        return Ok(Ok(Reply::Text(text)));
                    }
                    Ok(None) => {}
                    Err(e) => {
                        shm::unlink_in(dir.as_deref(), name);
                        return Err(e.to_string());
                    }
                }
            }
            // Read straight into the text's buffer (behind its opening
            // quote, if it gets one); the object is unlinked at once.
            // Room for the closing quote and a transport's envelope.
            let mut text = Vec::new();
            if quote {
                text.push(b'"');
            }
            let spare = 2 + json::ENVELOPE_ROOM;
            let read = shm::read_object_into(
                dir.as_deref(),
                name,
                (length, spare),
                config.max_result,
                &mut text,
            );
            shm::unlink_in(dir.as_deref(), name);
            read.map_err(|e| e.to_string())?;
            reply_text(text, quote)?
        } else if quote {
            let mut text = Vec::with_capacity(body.len() + 2);
            text.push(b'"');
            text.extend_from_slice(&body);
            reply_text(text, true)?
        } else {
            reply_text(body, false)?
        };
        Ok(if header.status == wire::STATUS_OK {
            Ok(Reply::Json(text))
        } else {
            Err(CallError::Failed(text))
        })
    }

    async fn read_packet(&mut self, max: u64) -> Result<(wire::Header, Vec<u8>), String> {
        let mut head = [0u8; HEADER_LEN];
        self.replies
            .read_exact(&mut head)
            .await
            .map_err(|_| "the worker closed its reply pipe".to_string())?;
        let header = wire::Header::decode(&head, max).map_err(|e| e.to_string())?;
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
            Some(status) => sys::describe_exit(status),
            None => "still running".into(),
        }
    }

    fn stderr_tail(&self) -> String {
        self.stderr_tail.text()
    }
}

/// A reply's bytes as text, checked to be UTF-8. With `quote` (a string
/// result sent as its text) `bytes` is `"` and the text, made a JSON string
/// here: closed in place when nothing in it needs an escape (a big string's
/// usual case: no second copy), else written out again with its escapes.
fn reply_text(mut bytes: Vec<u8>, quote: bool) -> Result<String, String> {
    const BAD: &str = "the reply is not UTF-8";
    if quote && json::plain_len(&bytes[1..]) != bytes.len() - 1 {
        let text = std::str::from_utf8(&bytes[1..]).map_err(|_| BAD.to_string())?;
        return Ok(json::quote(text));
    }
    if quote {
        bytes.push(b'"');
    }
    String::from_utf8(bytes).map_err(|_| BAD.to_string())
}

/// Hands one REPORT packet to the call's sink. A malformed report breaks
/// protocol; progress nobody asked for is dropped.
fn route_report(
    header: &wire::Header,
    body: &[u8],
    sink: Option<&Sink>,
    label: &str,
) -> Result<(), String> {
    if header.length > wire::MAX_REPORT {
        return Err(format!(
            "a report of {} bytes exceeds the bound of {}",
            header.length,
            wire::MAX_REPORT
        ));
    }
    let report = match header.report {
        wire::REPORT_PROGRESS => Report::Progress(progress::parse_progress(body)?),
        wire::REPORT_LOG => {
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
            crate::say!("{}", progress::stderr_line(label, "?", level, &message));
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
