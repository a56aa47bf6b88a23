//! Pools: the processes that run a program's functions, behind one
//! interface (SPEC §2.1). `dispatch` starts a pool, calls it by value,
//! asks whether it is ready, and stops it; it never asks which kind it is.
//!
//! Two kinds sit behind [`Pool`]:
//! - [`workers`]: our own pools (Python and R runtimes embedded in the
//!   binary, or any `exec` that speaks our protocol, `crate::wire`): a fixed
//!   number of worker processes on pipes, leased one call at a time, which
//!   can send progress and log reports;
//! - [`libmorloc`]: pools that morloc built, speaking libmorloc's protocol
//!   (`crate::morloc`): one process that forks its own workers, one socket
//!   connection per call, values as voidstar. A morloc pool also offers the
//!   quick wait: a call that comes with a serving loop's [`LoopWaits`]
//!   (`nexus mcp` makes one) is waited for by that loop's own `poll(2)`
//!   rather than the event loop, which saves a call about six system calls
//!   (`crate::morloc::wait`). Our kind ignores it.
//!
//! Which kind a manifest's pool is: an entry with `exec` *and* `socket`, as
//! `morloc make` writes it, is morloc's ([`PoolConfig::from_manifest`]).

//! Without the `morloc` feature, `libmorloc` is libmorloc_off.rs: a
//! morloc-built pool is refused when it would start, naming the feature.

#[cfg_attr(not(feature = "morloc"), path = "libmorloc_off.rs")]
pub mod libmorloc;
pub mod workers;

#[cfg(feature = "morloc")]
pub use crate::morloc::wait::{LoopWaits, Polled, QUICK_WAIT_LIMIT};
#[cfg(not(feature = "morloc"))]
pub use libmorloc::{LoopWaits, Polled, QUICK_WAIT_LIMIT};

use crate::json::{self, Value};
use crate::manifest::Manifest;
use crate::progress::Sink;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

/// The Python runtime, embedded so a copied binary needs no other files.
pub const PYTHON_RUNTIME: &str = include_str!("../../../../pools/python/pool.py");
/// The R runtime (base R and jsonlite).
pub const R_RUNTIME: &str = include_str!("../../../../pools/r/pool.R");

/// A worker must answer its first PING within this time.
pub const DEFAULT_START_DEADLINE: Duration = Duration::from_secs(30);

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

/// A call's arguments, given to the pool, which drops them once they are
/// sent (a big one is then not held while the result comes back). A boxed
/// slice, not a `Vec`: every future a call passes through holds it, and
/// the two words are what a borrowed slice took (see
/// `the_futures_every_call_allocates_stay_under_a_thousand_bytes`).
pub type Args = Box<[Arg]>;

/// One argument of a call.
#[derive(Debug, Clone)]
pub enum Arg {
    /// A value, read, filled and checked.
    Value(Value),
    /// A JSON text of the argument's type, checked over its bytes
    /// ([`crate::json_scan::conforms`]) and sent to our pools as it came:
    /// a big list or record is never made a tree only to be printed again
    /// (issue 30). Only `nexus::arguments::from_array_text` makes one.
    Json(String),
    /// A table value, read and checked, with the order its columns came
    /// in (a CSV header's), which a value's sorted map forgets: a morloc
    /// pool takes its columns in that order and our pools its text in that
    /// order, and the table is never printed only to be read again. Boxed:
    /// an [`Arg`] stays as large as a [`Value`].
    Ordered(Box<Ordered>),
}

/// A table argument ([`Arg::Ordered`]): a value and its columns' order, or
/// columns read straight from a CSV file.
#[derive(Debug, Clone)]
pub enum Ordered {
    /// The table, rows or columns, checked against its type, and its
    /// column names in the order they came.
    Value { value: Value, order: Vec<String> },
    /// Columns in the order a morloc pool takes them, and the row count,
    /// read from a CSV without a value per cell.
    #[cfg(feature = "tables")]
    Columns(Vec<nexus_core::morloc::table::Column>, usize),
}

impl Ordered {
    /// The table's JSON text with its columns in their order.
    pub fn text(&self) -> String {
        match self {
            #[cfg(feature = "tables")]
            Ordered::Value { value, order } => {
                nexus_core::morloc::table::ordered_text(value, order)
            }
            #[cfg(not(feature = "tables"))]
            Ordered::Value { value, .. } => json::to_string(value),
            #[cfg(feature = "tables")]
            Ordered::Columns(cols, _) => {
                let order: Vec<String> = cols.iter().map(|c| c.name.clone()).collect();
                nexus_core::morloc::table::ordered_text(&self.value(), &order)
            }
        }
    }

    /// The table as a value.
    pub fn value(&self) -> Value {
        match self {
            Ordered::Value { value, .. } => value.clone(),
            #[cfg(feature = "tables")]
            Ordered::Columns(cols, _) => nexus_core::morloc::table::columns_value(cols),
        }
    }

    fn into_value(self) -> Value {
        match self {
            Ordered::Value { value, .. } => value,
            #[cfg(feature = "tables")]
            Ordered::Columns(cols, _) => nexus_core::morloc::table::columns_value(&cols),
        }
    }
}

impl Arg {
    /// The argument as a value, for a route that needs one (morloc's pools
    /// encode values; a SLURM job's file and a pure command take values).
    pub fn into_value(self) -> Result<Value, CallError> {
        match self {
            Arg::Value(v) => Ok(v),
            Arg::Ordered(o) => Ok(o.into_value()),
            Arg::Json(text) => json::parse(&text).map_err(|e| {
                CallError::Failed(format!("an argument could not be read again: {e}"))
            }),
        }
    }
}

/// Values as a call's arguments. An [`Arg`] is as large as a [`Value`], so
/// the values' own buffer is reused (no allocation on a call's path).
pub fn args(values: Vec<Value>) -> Args {
    values.into_iter().map(Arg::Value).collect()
}

/// The arguments as values (see [`Arg::into_value`]). The texts are read
/// first, so what follows maps the buffer in place (no allocation on a
/// call's path).
pub fn values(args: Args) -> Result<Vec<Value>, CallError> {
    let mut args = Vec::from(args);
    for arg in &mut args {
        if let Arg::Json(_) | Arg::Ordered(_) = arg {
            let text = std::mem::replace(arg, Arg::Value(Value::Null));
            *arg = Arg::Value(text.into_value()?);
        }
    }
    Ok(args
        .into_iter()
        .map(|arg| match arg {
            Arg::Value(v) => v,
            Arg::Json(_) | Arg::Ordered(_) => Value::Null,
        })
        .collect())
}

/// What a pool answered.
#[derive(Debug)]
pub enum Reply {
    /// JSON text, as our pools send it (not yet parsed or checked).
    Json(String),
    /// A big string result of our pools, left in its shared-memory object
    /// (checked: UTF-8 that JSON holds unescaped), to be read out where it
    /// goes.
    Text(crate::shm::TextObject),
    /// A value decoded from libmorloc's wire per the return schema.
    Value(Value),
    /// A morloc table's rows as JSON text, printed from shared memory and
    /// checked against the declared columns there.
    Rows(String),
}

/// Called with a message when a worker dies unexpectedly.
pub type CrashHook = Arc<dyn Fn(String) + Send + Sync>;

/// Everything needed to start a pool.
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
    /// libmorloc's protocol and forks its own workers.
    pub morloc: Option<libmorloc::Spec>,
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
        for (k, v) in libmorloc::worker_env(&manifest.path) {
            env.push((k.to_string(), v.display().to_string()));
        }
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
            morloc: libmorloc::Spec::from_manifest(manifest, index),
        }
    }

    /// Whether the pool runs one of our embedded runtimes (Python or R),
    /// which take a string argument as its text (format 2) as well as JSON.
    pub fn embedded(&self) -> bool {
        self.env.iter().any(|(k, _)| k == "NEXUS_RUNTIME")
    }

    /// The pool's interpreter (or program) when it cannot be found: one
    /// line naming it and the fix, said before any pool starts (morloc's
    /// dev branch checks the same). `None` when `argv[0]` is a path that
    /// exists or a name found on `PATH`.
    pub fn missing_interpreter(&self) -> Option<String> {
        let exe = self.argv.first()?;
        let found = match exe.contains('/') {
            true => std::path::Path::new(exe).is_file(),
            false => std::env::var_os("PATH").is_some_and(|path| {
                std::env::split_paths(&path).any(|dir| is_executable(&dir.join(exe)))
            }),
        };
        let what = match exe.contains('/') {
            true => "which does not exist",
            false => "which is not on PATH",
        };
        (!found).then(|| {
            format!(
                "the {} needs {exe}, {what}: {}",
                self.label,
                self.missing_runtime_hint()
            )
        })
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

/// A regular file with an execute bit.
fn is_executable(path: &std::path::Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

fn language_name(lang: &str) -> &str {
    match lang {
        "py" | "python" | "python3" => "python",
        "r" | "R" => "R",
        "cpp" | "c++" => "C++",
        other => other,
    }
}

/// One started pool, of either kind. Dropping the last handle stops it.
pub enum Pool {
    Workers(Arc<workers::Workers>),
    Morloc(Arc<libmorloc::MorlocPool>),
}

impl Pool {
    /// Starts the pool and waits until it answers a PING. A start failure
    /// names the pool, the exit status, and the tail of its stderr. With a
    /// crash hook (the daemon, SPEC §2.4), a worker that dies is reported
    /// so the whole program can recover; without one it is replaced.
    pub async fn start(
        config: PoolConfig,
        on_crash: Option<CrashHook>,
    ) -> Result<Arc<Pool>, String> {
        let pool = if config.morloc.is_some() {
            Pool::Morloc(libmorloc::MorlocPool::start(config, on_crash).await?)
        } else {
            Pool::Workers(workers::Workers::start(config, on_crash).await?)
        };
        Ok(Arc::new(pool))
    }

    /// Calls function `mid` with these arguments. `sink` gets the progress
    /// and log reports of a pool that [reports](Pool::reports) them, as
    /// they arrive and before the reply; `waits` is the serving loop's offer
    /// to wait for the reply itself, which a pool that offers the quick
    /// wait takes. The arguments are given away: each kind drops them once
    /// they are sent, so a big one is not held while the result comes back.
    /// Dropping the future mid-call abandons the call: our kind
    /// kills and replaces the worker, morloc's closes the call's connection.
    pub async fn call(
        &self,
        mid: u32,
        args: Args,
        sink: Option<&Sink>,
        waits: Option<&LoopWaits>,
        trace: Option<&crate::trace::CallTrace>,
    ) -> Result<Reply, CallError> {
        // morloc's pools get no trace context: libmorloc's CALL packet has
        // no field for it (README, Tracing). Their call is boxed: it holds
        // the program's turn and the arguments' blocks, and would make every
        // call's future too big for glibc's per-thread cache
        // (`the_futures_every_call_allocates_stay_under_a_thousand_bytes`).
        match self {
            Pool::Workers(w) => w.call(mid, args, sink, trace).await,
            Pool::Morloc(m) => Box::pin(m.call(mid, args, waits)).await,
        }
    }

    /// Whether the pool can take a call now; see [`libmorloc::MorlocPool::ready`]
    /// for why that matters to a pool another pool is about to call into.
    pub fn ready(&self) -> Result<(), String> {
        match self {
            Pool::Workers(w) => w.ready(),
            Pool::Morloc(m) => m.ready(),
        }
    }

    /// Kills every process of the pool (whole process groups). Waiting
    /// callers get [`CallError::Unavailable`].
    pub fn stop(&self) {
        match self {
            Pool::Workers(w) => w.stop(),
            Pool::Morloc(m) => m.stop(),
        }
    }

    /// Pids of the live workers (of a morloc pool: its main process).
    pub fn pids(&self) -> Vec<u32> {
        match self {
            Pool::Workers(w) => w.pids(),
            Pool::Morloc(m) => m.pids(),
        }
    }

    pub fn label(&self) -> &str {
        match self {
            Pool::Workers(w) => w.label(),
            Pool::Morloc(m) => m.label(),
        }
    }

    /// Whether its workers can send progress and log reports: ours can;
    /// morloc's protocol has no reports, so a caller need not build a sink.
    pub fn reports(&self) -> bool {
        matches!(self, Pool::Workers(_))
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        self.stop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`args`] reuses the values' buffer only while an argument is as
    /// large as a value (and as aligned).
    #[test]
    fn an_argument_is_as_large_as_a_value() {
        assert_eq!(std::mem::size_of::<Arg>(), std::mem::size_of::<Value>());
        assert_eq!(std::mem::align_of::<Arg>(), std::mem::align_of::<Value>());
        let values = vec![Value::Bool(true), Value::Null];
        let at = values.as_ptr() as usize;
        let args = args(values);
        assert_eq!(args.as_ptr() as usize, at, "the buffer was reused");
        let back = super::values(args).expect("values");
        assert!(matches!(back[..], [Value::Bool(true), Value::Null]));
    }
}
