//! Pools that morloc built, behind the pool interface: one process that
//! forks its own workers, started as morloc's nexus starts it, called over
//! libmorloc's protocol (`crate::morloc::process`). This file owns what
//! the interface promises on top of that: a pool found dead mid-call or
//! before one is reported to the crash hook or restarted, and a stopped or
//! broken pool answers every later call with why (a call cut short by
//! [`MorlocPool::stop`] gets `Unavailable`, not a crash). A morloc pool offers the
//! quick wait: a call that comes with a serving loop's [`LoopWaits`] may
//! wait for its reply with the loop's own `poll(2)` (`crate::morloc::wait`).

use super::{Args, CallError, CrashHook, PoolConfig, Reply};
use crate::morloc::process::{Answer, CallArg, Failure, Process};
pub use crate::morloc::process::{Spec, worker_env};
use crate::morloc::wait::LoopWaits;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// A running morloc pool.
pub struct MorlocPool {
    config: PoolConfig,
    on_crash: Option<CrashHook>,
    /// Set when the pool can no longer serve; later calls get it.
    broken: Mutex<Option<String>>,
    /// The running process; `None` while a restart is under way.
    process: Mutex<Option<Arc<Process>>>,
    /// Set by [`MorlocPool::stop`] before it kills the process: a call cut
    /// short after it was stopped, not crashed.
    stopped: AtomicBool,
}

impl MorlocPool {
    /// Starts the pool process. It cannot be sandboxed yet, so asking for
    /// that is refused rather than served unsandboxed.
    pub async fn start(
        config: PoolConfig,
        on_crash: Option<CrashHook>,
    ) -> Result<Arc<MorlocPool>, String> {
        if config.sandbox {
            return Err(format!(
                "{}: --sandbox (or the manifest's \"sandbox\": true) does not cover pools that morloc built yet, and nexus never serves unsandboxed when asked for a sandbox; serve this program without it",
                config.label
            ));
        }
        let process = spawn(&config).await?;
        Ok(Arc::new(MorlocPool {
            config,
            on_crash,
            broken: Mutex::new(None),
            process: Mutex::new(Some(Arc::new(process))),
            stopped: AtomicBool::new(false),
        }))
    }

    fn process(&self) -> Option<Arc<Process>> {
        self.process.lock().ok().and_then(|m| m.clone())
    }

    fn broken(&self) -> Option<String> {
        self.broken.lock().ok().and_then(|b| b.clone())
    }

    /// Calls function `mid` with these arguments; the result. Values go
    /// straight to voidstar and back, with no JSON text between. Each call
    /// has its own connection, so calls run in parallel; dropping the
    /// future closes it. A pool found dead mid-call is reported to the
    /// crash hook, or restarted.
    pub async fn call(
        self: &Arc<Self>,
        mid: u32,
        args: Args,
        waits: Option<&LoopWaits>,
    ) -> Result<Reply, CallError> {
        if let Some(msg) = self.broken() {
            return Err(CallError::Unavailable(msg));
        }
        let process = self.process().ok_or_else(|| {
            CallError::Unavailable(format!("{} is restarting; retry", self.config.label))
        })?;
        // morloc's pools take voidstar: encoded from values, and a big list
        // of flat elements from its text (issue 30). Mapped in place.
        let values: Box<[CallArg]> = Vec::from(args)
            .into_iter()
            .map(|arg| match arg {
                super::Arg::Value(value) => CallArg::Value(value),
                super::Arg::Json(text) => CallArg::Json(text),
                super::Arg::Ordered(table) => match *table {
                    super::Ordered::Value { value, order } => CallArg::Ordered(value, order),
                    #[cfg(feature = "tables")]
                    super::Ordered::Columns(cols, rows) => CallArg::Columns(cols, rows),
                },
            })
            .collect();
        let why = match process.call_values(mid, values, waits).await {
            Ok(Answer::Value(value)) => return Ok(Reply::Value(value)),
            Ok(Answer::Json(text)) => return Ok(Reply::Json(text)),
            Ok(Answer::Rows(text)) => return Ok(Reply::Rows(text)),
            Err(Failure::Failed(message)) => return Err(CallError::Failed(message)),
            // Stopped under the call (a crash recovery, say): not a crash,
            // and the call may be tried again.
            Err(Failure::Broken(_)) if self.stopped.load(Ordering::SeqCst) => {
                return Err(CallError::Unavailable(format!(
                    "{} was stopped while this call ran (its process {} was ended with it); the call did not finish and can be retried",
                    self.config.label,
                    process.pid()
                )));
            }
            Err(Failure::Broken(why)) => why,
        };
        // Boxed: the crash path is rare, and would otherwise grow every
        // call's future.
        Err(Box::pin(self.broke_mid_call(&process, why)).await)
    }

    async fn broke_mid_call(self: &Arc<Self>, process: &Arc<Process>, why: String) -> CallError {
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
                None => self.restart(process),
            }
        }
        CallError::Crashed(message)
    }

    /// Whether the pool can take a call now: for a morloc pool another
    /// pool's function is about to call into, its process must be alive, or
    /// the caller's foreign call would retry its connection for half a
    /// minute (libmorloc's `send_and_receive_over_socket`, ipc_ffi.rs, 300
    /// tries 100 ms apart). A dead one is reported or restarted, as a crash
    /// found mid-call is.
    pub fn ready(self: &Arc<Self>) -> Result<(), String> {
        if let Some(msg) = self.broken() {
            return Err(msg);
        }
        let Some(process) = self.process() else {
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
            None => self.restart(&process),
        }
        Err(format!("{message}; it is restarting, retry"))
    }

    /// Replaces a dead pool process in the background.
    fn restart(self: &Arc<Self>, dead: &Arc<Process>) {
        if let Ok(mut slot) = self.process.lock() {
            if !slot.as_ref().is_some_and(|p| Arc::ptr_eq(p, dead)) {
                return;
            }
            *slot = None;
        }
        let pool = self.clone();
        smol::spawn(async move {
            match spawn(&pool.config).await {
                Ok(p) => {
                    if let Ok(mut slot) = pool.process.lock() {
                        *slot = Some(Arc::new(p));
                    }
                }
                Err(e) => {
                    crate::say!("nexus: {e}");
                    pool.mark_broken(e);
                }
            }
        })
        .detach();
    }

    /// Kills the pool's process group; later calls get `Unavailable`.
    pub fn stop(&self) {
        self.stopped.store(true, Ordering::SeqCst);
        self.mark_broken(format!("{} has stopped", self.config.label));
        if let Some(p) = self.process.lock().ok().and_then(|mut m| m.take()) {
            p.stop();
        }
    }

    fn mark_broken(&self, msg: String) {
        if let Ok(mut b) = self.broken.lock() {
            b.get_or_insert(msg);
        }
    }

    /// The pool's main process, while it runs.
    pub fn pids(&self) -> Vec<u32> {
        self.process().map(|p| vec![p.pid()]).unwrap_or_default()
    }

    pub fn label(&self) -> &str {
        &self.config.label
    }
}

async fn spawn(config: &PoolConfig) -> Result<Process, String> {
    let Some(spec) = &config.morloc else {
        return Err(format!("{}: not a morloc pool", config.label));
    };
    Process::start(
        &config.label,
        spec,
        config.start_deadline,
        config.max_result,
    )
    .await
}
