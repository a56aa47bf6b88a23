//! The dispatcher: every call, from the CLI, MCP, the JSON API or eval,
//! passes through here as positional values that [`crate::arguments`] mapped,
//! filled and checked. A [`Program`] runs it: it refuses it while crash
//! recovery holds admission closed, starts the pools the command needs on
//! first use, routes the call to the shared pool or to a private or keyed
//! instance (issue 7), and checks the result against the command's return
//! schema. It also keeps the program's pools and instances: which are
//! running, the cap on instances, and releasing idle ones.
//!
//! The pool registry, the admission gate and the instance table stay in
//! this one type: a call consults all three on its way to a worker, and the
//! instance table's pools start from the same per-pool configurations.

use crate::json::{self, Value};
use crate::manifest::{Command, CommandType, Instances, Manifest};
use crate::pool::{Args, CallError, CrashHook, LoopWaits, Pool, PoolConfig, Reply};
use crate::progress::{self, Report, Sink};
use crate::shm::TextObject;
use crate::trace::CallTrace;
use std::collections::HashMap;
use std::sync::Arc;

/// A running program: its manifest and its pools, each started on first use.
///
/// It also holds the admission gate of crash recovery (SPEC §2.4): while
/// admission is closed new calls get [`CallError::Recovering`], and
/// [`Program::wait_idle`] tells when the calls already running have finished.
pub struct Program {
    pub manifest: Arc<Manifest>,
    slots: Vec<PoolSlot>,
    configs: Vec<PoolConfig>,
    on_crash: Option<CrashHook>,
    admission_closed: std::sync::atomic::AtomicBool,
    running: std::sync::atomic::AtomicUsize,
    /// Private and keyed instances (issue 7), by pool and scope.
    instances: std::sync::Mutex<HashMap<(usize, Scope), Arc<Instance>>>,
    /// Cap on live private plus keyed instances.
    pub max_instances: std::sync::atomic::AtomicUsize,
    /// Idle time after which a keyed instance or an open handle is
    /// released, in milliseconds (`--instance-idle`).
    instance_idle_ms: std::sync::atomic::AtomicU64,
    /// The server's replica name (`--replica`): the prefix of the handles
    /// it mints ([`crate::ids`]).
    replica: std::sync::OnceLock<String>,
}

/// A pool started on first use; a start failure is kept as its message.
type PoolSlot = smol::lock::Mutex<Option<Result<Arc<Pool>, String>>>;

/// Default cap on live private plus keyed instances of one program.
pub const DEFAULT_MAX_INSTANCES: usize = 32;

/// Default deadline of one call; past it the answer is 504 (HTTP) or an
/// error, and the worker is freed.
pub const DEFAULT_CALL_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(300);

/// What the error of a result that does not match the command's return
/// schema says (after the command's name), so `nexus fuzz` can tell it
/// from the function raising.
pub const MISMATCH: &str = "a value that does not match its declared type";

/// What became of a call abandoned at its deadline, for its error message.
pub const WORKER_REPLACED: &str = "its worker was stopped and replaced";

/// [`WORKER_REPLACED`] for `cmd`, unless its pool is morloc's: libmorloc's
/// protocol has no way to stop a call but closing its connection, so the
/// pool's worker finishes the function, and morloc's Python and R pools
/// serve the pool's next calls only after it (tests/it/morloc_interop.rs,
/// `cancelled_calls_leave_no_worker_wedged`).
pub fn abandoned(manifest: &Manifest, cmd: &Command) -> &'static str {
    match manifest.pools.get(cmd.pool) {
        Some(pool) if pool.socket.is_some() && cmd.kind == CommandType::Remote => {
            "it was abandoned, but morloc's pool cannot be told to stop it: its worker finishes the call, and the pool's next calls may wait for it"
        }
        _ => WORKER_REPLACED,
    }
}

/// Default idle time after which a keyed instance is released.
pub const DEFAULT_INSTANCE_IDLE: std::time::Duration = std::time::Duration::from_secs(600);

/// Where a call runs when its pool is not shared (issue 7).
#[derive(Debug, Clone, Default)]
pub struct CallContext {
    /// The caller's connection (an MCP stdio process, an HTTP session);
    /// `None` for a one-off request, which gets a fresh private instance.
    pub connection: Option<u64>,
    /// The key of a keyed instance.
    pub instance: Option<String>,
    /// Where the call's progress and log reports go (issue 13).
    pub sink: Option<Sink>,
    /// The serving loop's offer to wait for the reply itself (`nexus mcp`
    /// makes one; a pool that offers the quick wait takes it).
    pub waits: Option<Arc<LoopWaits>>,
    /// The call's span context (`--trace-file`): our pools get it in the
    /// CALL packet, and learn where the call ran into it.
    pub trace: Option<Arc<CallTrace>>,
}

/// Who an instance belongs to.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Scope {
    Connection(u64),
    Key(String),
}

/// One private or keyed instance: its own single-worker pool.
struct Instance {
    pool: PoolSlot,
    last_used: std::sync::Mutex<std::time::Instant>,
    busy: std::sync::atomic::AtomicUsize,
}

/// A live instance as `/discover` and the dry run describe it.
#[derive(Debug, Clone)]
pub struct InstanceInfo {
    pub pool: usize,
    pub scope: Scope,
    pub idle: std::time::Duration,
    pub pids: Vec<u32>,
}

static NEXT_ONE_OFF: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1 << 62);

/// Counts a call as running until dropped.
struct Running<'a>(&'a std::sync::atomic::AtomicUsize);

impl Drop for Running<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, std::sync::atomic::Ordering::SeqCst);
    }
}

/// A result that passed its command's return schema, in the form it came
/// in: the transports take its JSON text, eval its value, and neither is
/// made from the other unless asked for.
enum Checked {
    /// A pool's JSON text, passed on as it is, and the value read from it
    /// for the check.
    Text(String, Value),
    /// A pool's JSON text that [`crate::json_scan::conforms`] checked over
    /// its bytes, for a caller that takes text: no tree was built.
    Raw(String),
    /// A value with no JSON text behind it: a morloc pool's (decoded from
    /// voidstar or msgpack, see [`Program::run_on`]) or a pure command's
    /// (evaluated in the nexus).
    Value(Value),
    /// A morloc table's rows as JSON text, checked against the declared
    /// columns where it was read ([`Reply::Rows`]); parsed only if a value
    /// is asked for.
    Rows(String),
    /// A big string of a command that returns one, left in its
    /// shared-memory object ([`Reply::Text`]).
    Object(TextObject),
}

/// A result for a caller that can write a big string out of its object
/// (the command line, the daemon's `/call`), or its JSON text.
pub enum Answer {
    Text(String),
    Object(TextObject),
}

/// The failure to read a result out of its object (the object is open,
/// so only the machine failing gets here).
fn unreadable(e: std::io::Error) -> CallError {
    CallError::Crashed(format!(
        "the result could not be read from shared memory: {e}"
    ))
}

/// What a caller takes of a [`Checked`] result of a call of `cmd`.
trait Take: Sized {
    /// Whether the caller goes on with the value (not only its text).
    const VALUE: bool;
    fn take(checked: Checked, cmd: &Command) -> Result<Self, CallError>;
}

/// The result's JSON text (the transports, the command line).
impl Take for String {
    const VALUE: bool = false;
    fn take(checked: Checked, cmd: &Command) -> Result<String, CallError> {
        Ok(match checked {
            Checked::Text(text, _) | Checked::Rows(text) | Checked::Raw(text) => text,
            // A string (a morloc pool's, decoded from voidstar) is quoted
            // where it lies: never held twice.
            Checked::Value(Value::String(s)) => json::quote_owned(s),
            // Records in their declared field order, as morloc prints them
            // and as a pool's text has them.
            Checked::Value(value) => cmd.ret.schema.to_json_text(&value),
            Checked::Object(text) => text.to_json(json::ENVELOPE_ROOM).map_err(unreadable)?,
        })
    }
}

/// The result's value (eval).
impl Take for Value {
    const VALUE: bool = true;
    fn take(checked: Checked, _: &Command) -> Result<Value, CallError> {
        Ok(match checked {
            Checked::Text(_, value) | Checked::Value(value) => value,
            // Not made for this caller (run_on builds the tree for it).
            Checked::Rows(text) | Checked::Raw(text) => json::parse(&text).unwrap_or(Value::Null),
            Checked::Object(text) => {
                let mut s = text.to_json(0).map_err(unreadable)?;
                s.pop();
                s.remove(0);
                Value::String(s)
            }
        })
    }
}

/// A big string left in its object; anything else as its text.
impl Take for Answer {
    const VALUE: bool = false;
    fn take(checked: Checked, cmd: &Command) -> Result<Answer, CallError> {
        match checked {
            Checked::Object(text) => Ok(Answer::Object(text)),
            other => String::take(other, cmd).map(Answer::Text),
        }
    }
}

impl Program {
    /// A program whose pools start lazily with `workers` workers each
    /// (`None`: the manifest's count, or the number of CPUs).
    pub fn new(
        manifest: Arc<Manifest>,
        workers: Option<usize>,
        on_crash: Option<CrashHook>,
    ) -> Program {
        let configs: Vec<PoolConfig> = (0..manifest.pools.len())
            .map(|i| {
                let mut c = PoolConfig::from_manifest(&manifest, i);
                if let Some(n) = workers {
                    c.workers = n;
                }
                c
            })
            .collect();
        Program {
            slots: configs
                .iter()
                .map(|_| smol::lock::Mutex::new(None))
                .collect(),
            configs,
            manifest,
            on_crash,
            admission_closed: std::sync::atomic::AtomicBool::new(false),
            running: std::sync::atomic::AtomicUsize::new(0),
            instances: std::sync::Mutex::new(HashMap::new()),
            max_instances: std::sync::atomic::AtomicUsize::new(DEFAULT_MAX_INSTANCES),
            instance_idle_ms: std::sync::atomic::AtomicU64::new(
                DEFAULT_INSTANCE_IDLE.as_millis() as u64
            ),
            replica: std::sync::OnceLock::new(),
        }
    }

    /// Adds `vars` to every pool's environment (a run's `MORLOC_RUN_DIR`
    /// and the rest of morloc's run variables, which its pools read).
    pub fn with_env(mut self, vars: &[(String, String)]) -> Program {
        for c in &mut self.configs {
            c.env.extend(vars.iter().cloned());
        }
        self
    }

    /// Sets the idle time after which keyed instances and open handles are
    /// released (what the open tools' descriptions state); the reaper is
    /// [`Program::reap_forever`].
    pub fn set_instance_idle(&self, idle: std::time::Duration) {
        self.instance_idle_ms.store(
            idle.as_millis().min(u64::MAX as u128) as u64,
            std::sync::atomic::Ordering::Relaxed,
        );
    }

    /// Names this server's replica: handles minted from now on start with
    /// `NAME.`. Set once, at start; a second name is ignored.
    pub fn set_replica(&self, replica: Option<String>) {
        if let Some(name) = replica {
            let _ = self.replica.set(name);
        }
    }

    /// This server's replica name, if it has one.
    pub fn replica(&self) -> Option<&str> {
        self.replica.get().map(String::as_str)
    }

    /// The retention of an open handle: released after this long idle.
    pub fn handle_idle(&self) -> std::time::Duration {
        std::time::Duration::from_millis(
            self.instance_idle_ms
                .load(std::sync::atomic::Ordering::Relaxed),
        )
    }

    /// Opens a private instance of `pool` under a fresh handle
    /// ([`crate::ids::mint`]: 128 random bits as 32 hex digits, after
    /// `REPLICA.` on a named replica; a valid instance key). It lives until
    /// idle past [`Program::handle_idle`], like a keyed instance.
    pub fn open_handle(&self, pool: usize) -> Result<String, CallError> {
        let handle = crate::ids::mint(self.replica())
            .map_err(|e| CallError::Unavailable(format!("{e}; retry later")))?;
        self.instance(pool, Scope::Key(handle.clone()))?;
        Ok(handle)
    }

    /// The live instance for `(pool, scope)`; none is made.
    fn existing_instance(&self, pool: usize, scope: &Scope) -> Option<Arc<Instance>> {
        self.instances
            .lock()
            .ok()?
            .get(&(pool, scope.clone()))
            .cloned()
    }

    /// The instance for `(pool, scope)`, made if new and under the cap.
    fn instance(&self, pool: usize, scope: Scope) -> Result<Arc<Instance>, CallError> {
        let mut map = self
            .instances
            .lock()
            .map_err(|_| CallError::Unavailable("instance table poisoned".into()))?;
        if let Some(i) = map.get(&(pool, scope.clone())) {
            return Ok(i.clone());
        }
        let cap = self
            .max_instances
            .load(std::sync::atomic::Ordering::Relaxed);
        if map.len() >= cap {
            return Err(CallError::AtCapacity(format!(
                "{} already runs {cap} private or keyed instances (the cap, --max-instances); release one or retry later",
                self.manifest.name
            )));
        }
        let instance = Arc::new(Instance {
            pool: smol::lock::Mutex::new(None),
            last_used: std::sync::Mutex::new(std::time::Instant::now()),
            busy: std::sync::atomic::AtomicUsize::new(0),
        });
        map.insert((pool, scope), instance.clone());
        Ok(instance)
    }

    /// Stops and forgets the instances matching `which`; returns how many.
    fn release_where(&self, which: impl Fn(&(usize, Scope)) -> bool) -> usize {
        let removed: Vec<Arc<Instance>> = match self.instances.lock() {
            Ok(mut map) => {
                let keys: Vec<(usize, Scope)> = map.keys().filter(|k| which(k)).cloned().collect();
                keys.iter().filter_map(|k| map.remove(k)).collect()
            }
            Err(_) => Vec::new(),
        };
        for instance in removed.iter().cloned() {
            let started = instance.pool.try_lock().map(|guard| {
                if let Some(Ok(pool)) = guard.as_ref() {
                    pool.stop();
                }
            });
            match started {
                Some(()) => {}
                // Still starting: stop it as soon as the start completes.
                None => smol::spawn(async move {
                    if let Some(Ok(pool)) = instance.pool.lock().await.as_ref() {
                        pool.stop();
                    }
                })
                .detach(),
            }
        }
        removed.len()
    }

    /// Releases a connection's private instances (stdin EOF, `DELETE /mcp`,
    /// session expiry): their workers stop and their shared memory goes.
    pub fn release_connection(&self, connection: u64) -> usize {
        self.release_where(|(_, s)| *s == Scope::Connection(connection))
    }

    /// Releases the keyed instance `key` of `pool`; false if there was none.
    pub fn release_key(&self, pool: usize, key: &str) -> bool {
        self.release_where(|(p, s)| *p == pool && *s == Scope::Key(key.to_string())) > 0
    }

    /// Releases keyed instances idle for `limit` or longer.
    pub fn reap_idle(&self, limit: std::time::Duration) -> usize {
        let idle: Vec<(usize, Scope)> = match self.instances.lock() {
            Ok(map) => map
                .iter()
                .filter(|((_, s), i)| {
                    matches!(s, Scope::Key(_))
                        && i.busy.load(std::sync::atomic::Ordering::SeqCst) == 0
                        && i.last_used
                            .lock()
                            .map(|t| t.elapsed() >= limit)
                            .unwrap_or(false)
                })
                .map(|(k, _)| k.clone())
                .collect(),
            Err(_) => Vec::new(),
        };
        self.release_where(|k| idle.contains(k))
    }

    /// The live private and keyed instances.
    pub fn instances(&self) -> Vec<InstanceInfo> {
        let Ok(map) = self.instances.lock() else {
            return Vec::new();
        };
        map.iter()
            .map(|((pool, scope), i)| InstanceInfo {
                pool: *pool,
                scope: scope.clone(),
                idle: i.last_used.lock().map(|t| t.elapsed()).unwrap_or_default(),
                pids: i
                    .pool
                    .try_lock()
                    .and_then(|g| g.as_ref().and_then(|r| r.as_ref().ok().map(|p| p.pids())))
                    .unwrap_or_default(),
            })
            .collect()
    }

    /// Releases idle keyed instances every so often, forever.
    pub async fn reap_forever(self: Arc<Self>, idle: std::time::Duration) {
        let every = (idle / 4).clamp(
            std::time::Duration::from_millis(100),
            std::time::Duration::from_secs(5),
        );
        loop {
            smol::Timer::after(every).await;
            self.reap_idle(idle);
        }
    }

    /// The live instances as JSON: `{"count", "max", "live": [...]}`.
    pub fn instances_json(&self) -> String {
        let live = self.instances();
        let items = live.iter().map(|i| {
            let (kind, key) = match &i.scope {
                Scope::Connection(_) => ("private", None),
                Scope::Key(k) => ("keyed", Some(k.as_str())),
            };
            let mut o = json::Obj::new()
                .raw("pool", &i.pool.to_string())
                .str("kind", kind);
            if let Some(k) = key {
                o = o.str("key", k);
            }
            o.raw("idle_seconds", &format!("{:.1}", i.idle.as_secs_f64()))
                .raw(
                    "pids",
                    &json::array_of_raw(i.pids.iter().map(|p| p.to_string())),
                )
                .finish()
        });
        json::Obj::new()
            .raw("count", &live.len().to_string())
            .raw(
                "max",
                &self
                    .max_instances
                    .load(std::sync::atomic::Ordering::Relaxed)
                    .to_string(),
            )
            .raw("live", &json::array_of_raw(items))
            .finish()
    }

    /// Which instance a call would run on, for the dry run.
    pub fn describe_target(&self, cmd: &Command, ctx: &CallContext) -> String {
        match (cmd.instances, &ctx.instance, ctx.connection) {
            (Instances::Shared, _, _) => format!("the shared pool {}", cmd.pool),
            (Instances::Keyed, Some(key), _) => {
                let live = self
                    .instances
                    .lock()
                    .map(|m| m.contains_key(&(cmd.pool, Scope::Key(key.clone()))))
                    .unwrap_or(false);
                format!(
                    "the keyed instance {key:?} of pool {} ({})",
                    cmd.pool,
                    if live {
                        "running"
                    } else {
                        "created on first use"
                    }
                )
            }
            (Instances::Keyed, None, _) => "no instance: the call needs an \"instance\" key".into(),
            (Instances::Private, Some(handle), _) => {
                match self.existing_instance(cmd.pool, &Scope::Key(handle.clone())) {
                    Some(_) => format!("the opened private instance of pool {}", cmd.pool),
                    None => format!(
                        "no instance: the handle is unknown or expired; open a new one with pool {}'s open tool",
                        cmd.pool
                    ),
                }
            }
            (Instances::Private, _, Some(c)) => {
                let live = self
                    .instances
                    .lock()
                    .map(|m| m.contains_key(&(cmd.pool, Scope::Connection(c))))
                    .unwrap_or(false);
                format!(
                    "this connection's private instance of pool {} ({})",
                    cmd.pool,
                    if live {
                        "running"
                    } else {
                        "started on first call"
                    }
                )
            }
            (Instances::Private, _, None) => format!(
                "a fresh private instance of pool {} for this call only",
                cmd.pool
            ),
        }
    }

    /// The running pool of an instance, starting it (one worker) if needed.
    async fn instance_pool(&self, index: usize, instance: &Instance) -> Result<Arc<Pool>, String> {
        let mut slot = instance.pool.lock().await;
        if slot.is_none() {
            let mut config = self.configs[index].clone();
            config.workers = 1;
            config.label = format!("{} (instance)", config.label);
            if let Some(spec) = config.morloc.as_mut() {
                spec.instance = true;
            }
            // Boxed: a start runs once per instance, and inline its state
            // would make every call's future kilobytes larger.
            *slot = Some(Box::pin(Pool::start(config, None)).await);
        }
        slot.clone()
            .unwrap_or_else(|| Err("instance not started".into()))
    }

    /// Like [`Program::call_reporting`], for a caller with a connection
    /// and, for keyed pools, an instance key.
    /// (Not an `async fn`: that would wrap the call's future in one more,
    /// and every MCP call allocates it; see
    /// `the_futures_every_call_allocates_stay_under_a_thousand_bytes`.)
    pub fn call_in<'a>(
        &'a self,
        cmd: &'a Command,
        values: Args,
        ctx: &'a CallContext,
    ) -> impl Future<Output = Result<String, CallError>> + 'a {
        self.call_in_as(cmd, values, ctx)
    }

    /// [`Program::call_in`] for a caller that writes a big string result
    /// out of its shared-memory object ([`Answer::Object`]) itself.
    pub fn call_answer<'a>(
        &'a self,
        cmd: &'a Command,
        values: Args,
        ctx: &'a CallContext,
    ) -> impl Future<Output = Result<Answer, CallError>> + 'a {
        self.call_in_as(cmd, values, ctx)
    }

    async fn call_in_as<T: Take>(
        &self,
        cmd: &Command,
        values: Args,
        ctx: &CallContext,
    ) -> Result<T, CallError> {
        if cmd.instances == Instances::Shared {
            return self.call_as(cmd, values, ctx).await;
        }
        // Boxed, so the shared path's future (every call's) does not carry
        // this one's state too.
        Box::pin(self.call_on_instance(cmd, values, ctx)).await
    }

    /// [`Program::call_in`] for a command whose pool runs in instances.
    async fn call_on_instance<T: Take>(
        &self,
        cmd: &Command,
        values: Args,
        ctx: &CallContext,
    ) -> Result<T, CallError> {
        // A "remote" command runs as a SLURM job on another node, where
        // the instance's state is not: refused, saying why, where SLURM
        // would be used (it ran locally, against the label, before issue
        // 45). With SLURM off it runs locally, as every remote command.
        #[cfg(not(feature = "slurm"))]
        if cmd.remote.is_some() {
            return Err(CallError::Unavailable(crate::features::missing(
                "slurm",
                &format!("{} (a command with a \"remote\" object)", cmd.name),
            )));
        }
        #[cfg(feature = "slurm")]
        if crate::slurm::decide(cmd)?.is_some() {
            return Err(CallError::Unavailable(format!(
                "{} is labelled remote (a SLURM job on another node), but its pool keeps state per {} instance, which a job cannot reach; drop \"remote\" or make the pool \"shared\" in the manifest, or run with --slurm off to run it here",
                cmd.name,
                match cmd.instances {
                    Instances::Keyed => "keyed",
                    _ => "private",
                }
            )));
        }
        let (scope, one_off) = match (cmd.instances, &ctx.instance, ctx.connection) {
            (Instances::Keyed, Some(key), _) => (Scope::Key(key.clone()), false),
            (Instances::Private, Some(handle), _) => {
                let scope = Scope::Key(handle.clone());
                if let Some(owner) = crate::ids::foreign(handle, self.replica()) {
                    let what = format!("the handle {handle:?}");
                    return Err(CallError::Failed(crate::ids::not_here(
                        &what,
                        owner,
                        self.replica(),
                    )));
                }
                if self.existing_instance(cmd.pool, &scope).is_none() {
                    return Err(CallError::Failed(format!(
                        "the handle {handle:?} is unknown or expired (handles are released after {} s idle); open a new one with this pool's open tool",
                        self.handle_idle().as_secs()
                    )));
                }
                (scope, false)
            }
            (Instances::Keyed, None, _) => {
                return Err(CallError::Failed(format!(
                    "{} runs on a keyed instance: give the \"instance\" argument",
                    cmd.name
                )));
            }
            (_, _, Some(c)) => (Scope::Connection(c), false),
            (_, _, None) => (
                Scope::Connection(NEXT_ONE_OFF.fetch_add(1, std::sync::atomic::Ordering::Relaxed)),
                true,
            ),
        };
        // The shared pools its function calls into come first; a failure
        // there holds no instance.
        self.needed(cmd, false).await?;
        let instance = self.instance(cmd.pool, scope.clone())?;
        instance
            .busy
            .fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        let result = async {
            let pool = match self.instance_pool(cmd.pool, &instance).await {
                Ok(p) => p,
                Err(e) => {
                    // A failed start holds no worker: it must not count
                    // against the cap.
                    let pool = cmd.pool;
                    self.release_where(|k| *k == (pool, scope.clone()));
                    return Err(CallError::Unavailable(e));
                }
            };
            self.run_on(&pool, cmd, values, ctx, T::VALUE)
                .await
                .map_err(|e| match e {
                    CallError::Crashed(m) => CallError::Crashed(format!(
                        "{m}; this instance's state was lost and it restarts empty"
                    )),
                    other => other,
                })
        }
        .await;
        instance
            .busy
            .fetch_sub(1, std::sync::atomic::Ordering::SeqCst);
        if let Ok(mut t) = instance.last_used.lock() {
            *t = std::time::Instant::now();
        }
        if one_off {
            let pool = cmd.pool;
            self.release_where(|k| *k == (pool, scope.clone()));
        }
        result.and_then(|checked| T::take(checked, cmd))
    }

    /// Closes admission: new calls get [`CallError::Recovering`]. Returns
    /// false if it was already closed.
    pub fn close_admission(&self) -> bool {
        !self
            .admission_closed
            .swap(true, std::sync::atomic::Ordering::SeqCst)
    }

    pub fn open_admission(&self) {
        self.admission_closed
            .store(false, std::sync::atomic::Ordering::SeqCst);
    }

    pub fn is_recovering(&self) -> bool {
        self.admission_closed
            .load(std::sync::atomic::Ordering::SeqCst)
    }

    /// Calls currently running.
    pub fn running(&self) -> usize {
        self.running.load(std::sync::atomic::Ordering::SeqCst)
    }

    /// Waits until no call is running, or `limit` passes; true if idle.
    pub async fn wait_idle(&self, limit: std::time::Duration) -> bool {
        let start = std::time::Instant::now();
        while self.running() > 0 {
            if start.elapsed() >= limit {
                return false;
            }
            smol::Timer::after(std::time::Duration::from_millis(10)).await;
        }
        true
    }

    /// Stops every pool and forgets them, so the next use starts them afresh.
    pub async fn reset(&self) {
        for slot in &self.slots {
            let mut slot = slot.lock().await;
            if let Some(Ok(pool)) = slot.take() {
                pool.stop();
            }
        }
    }

    /// Of these pools (`None`: every pool), each whose interpreter cannot
    /// be found, as one line naming it and the fix: checked before any
    /// pool starts, so a missing `python3` or `Rscript` is said plainly
    /// rather than as a pool that failed to start.
    pub fn missing_interpreters(&self, pools: Option<&[usize]>) -> Vec<String> {
        let all: Vec<usize> = (0..self.configs.len()).collect();
        pools
            .unwrap_or(&all)
            .iter()
            .filter_map(|&i| self.configs.get(i))
            .filter_map(PoolConfig::missing_interpreter)
            .collect()
    }

    /// [`Program::missing_interpreters`] of every pool, said on stderr by
    /// a serving mode as it starts; it serves on, and calls to those pools
    /// fail with the same hint.
    pub fn warn_missing_interpreters(&self) {
        for line in self.missing_interpreters(None) {
            crate::say!("nexus: warning: {line}");
        }
    }

    /// Messages of pools that failed to start.
    pub async fn start_failures(&self) -> Vec<String> {
        let mut out = Vec::new();
        for slot in &self.slots {
            if let Some(Err(e)) = &*slot.lock().await {
                out.push(e.clone());
            }
        }
        out
    }

    /// The pool at `index`, starting it if needed. A pool that failed to
    /// start keeps failing with the same message; the rest serve on.
    pub async fn pool(&self, index: usize) -> Result<Arc<Pool>, String> {
        let Some(slot) = self.slots.get(index) else {
            return Err(format!("pool index {index} is out of range"));
        };
        // A started pool (every call but the first): no lock to wait for.
        if let Some(started) = slot.try_lock().and_then(|s| s.clone()) {
            return started;
        }
        let mut slot = slot.lock().await;
        if slot.is_none() {
            // Boxed: a start runs once per pool, and inline its state would
            // make every call's future kilobytes larger (a future over
            // 1,000 bytes also misses glibc's per-thread cache).
            let start = Pool::start(self.configs[index].clone(), self.on_crash.clone());
            *slot = Some(Box::pin(start).await);
        }
        slot.clone()
            .unwrap_or_else(|| Err("pool not started".into()))
    }

    /// Starts every pool now, in parallel; failures are kept for the calls
    /// that need those pools.
    pub async fn start_all(&self) {
        // Futures are lazy: awaiting them one by one would start the pools
        // one after another. Poll them together instead.
        let mut starts: Vec<_> = (0..self.slots.len())
            .map(|i| Box::pin(self.pool(i)))
            .collect();
        smol::future::poll_fn(|cx| {
            starts.retain_mut(|s| s.as_mut().poll(cx).is_pending());
            if starts.is_empty() {
                std::task::Poll::Ready(())
            } else {
                std::task::Poll::Pending
            }
        })
        .await;
    }

    /// Whether each pool, in manifest order, is started (the daemon's
    /// `/health`, as morloc's reports one boolean per pool).
    pub fn pools_up(&self) -> Vec<bool> {
        self.slots
            .iter()
            .map(|s| {
                s.try_lock()
                    .is_some_and(|g| matches!(g.as_ref(), Some(Ok(_))))
            })
            .collect()
    }

    /// Live pools, for stopping and status.
    pub fn started_pools(&self) -> Vec<Arc<Pool>> {
        self.slots
            .iter()
            .filter_map(|s| {
                s.try_lock()
                    .and_then(|g| g.as_ref().and_then(|r| r.as_ref().ok().cloned()))
            })
            .collect()
    }

    /// Stops every pool that is running.
    pub fn stop(&self) {
        for pool in self.started_pools() {
            pool.stop();
        }
    }

    /// Runs a command on positional values that
    /// [`crate::arguments::from_object`] or [`crate::arguments::from_array`]
    /// produced, handing the function's progress and log reports to `sink`.
    /// Log calls also reach stderr as one structured line each, unless the
    /// sink draws them itself. Returns the result's JSON text, checked
    /// against the command's return schema.
    pub async fn call_reporting(
        &self,
        cmd: &Command,
        values: Args,
        sink: Option<&Sink>,
    ) -> Result<String, CallError> {
        let ctx = CallContext {
            sink: sink.cloned(),
            ..CallContext::default()
        };
        self.call_as(cmd, values, &ctx).await
    }

    /// [`Program::call_reporting`] with no sink, giving the result as a
    /// value, for a caller that goes on with it (eval): no JSON text is
    /// written for it only to be read back.
    pub async fn call_value(&self, cmd: &Command, values: Args) -> Result<Value, CallError> {
        self.call_as(cmd, values, &CallContext::default()).await
    }

    /// [`Program::call_reporting`], its result taken as `T` (text or value)
    /// here, at its end: taken in [`Program::call_in`], after the await,
    /// it made every call's future larger (see
    /// `the_futures_every_call_allocates_stay_under_a_thousand_bytes`).
    async fn call_as<T: Take>(
        &self,
        cmd: &Command,
        values: Args,
        ctx: &CallContext,
    ) -> Result<T, CallError> {
        // Only a pure command is refused here (pools refuse the rest);
        // the schema walk is not made for the others.
        if cmd.kind == CommandType::Pure
            && let Some(why) = crate::arguments::exclusion(cmd)
        {
            return Err(CallError::Unavailable(format!(
                "{} cannot run: {why}",
                cmd.name
            )));
        }
        self.running
            .fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        let _running = Running(&self.running);
        if self.is_recovering() {
            return Err(CallError::Recovering(format!(
                "{} is recovering from a pool crash; retry in a moment",
                self.manifest.name
            )));
        }
        #[cfg(not(feature = "slurm"))]
        if cmd.remote.is_some() {
            return Err(CallError::Unavailable(crate::features::missing(
                "slurm",
                &format!("{} (a command with a \"remote\" object)", cmd.name),
            )));
        }
        #[cfg(feature = "slurm")]
        if cmd.remote.is_some()
            && let Some(remote) = crate::slurm::decide(cmd)?
        {
            // Boxed: only remote commands carry the job's wait.
            let values = crate::pool::values(values)?;
            let checked =
                Box::pin(self.call_slurm(cmd, remote, &values, ctx.sink.as_ref())).await?;
            return T::take(checked, cmd);
        }
        if let Some(expr) = &cmd.expr {
            return self
                .evaluate_pure(cmd, expr, &crate::pool::values(values)?)
                .and_then(|c| T::take(c, cmd));
        }
        let pool = match self.needed(cmd, true).await? {
            Some(pool) => pool,
            None => self.pool(cmd.pool).await.map_err(CallError::Unavailable)?,
        };
        let checked = self.run_on(&pool, cmd, values, ctx, T::VALUE).await?;
        T::take(checked, cmd)
    }

    /// Runs a call of a `"remote"` command as a SLURM job (`crate::slurm`);
    /// its progress messages (submitted, …) go to the caller's sink.
    #[cfg(feature = "slurm")]
    async fn call_slurm(
        &self,
        cmd: &Command,
        remote: crate::manifest::Remote,
        values: &[Value],
        sink: Option<&Sink>,
    ) -> Result<Checked, CallError> {
        let say = |m: &str| {
            if let Some(s) = sink.filter(|s| s.progress) {
                s.emit(Report::Progress(progress::Progress {
                    done: 0.0,
                    total: None,
                    message: Some(m.to_string()),
                }));
            }
        };
        let text = crate::slurm::call(&self.manifest.path, cmd, remote, values, &say).await?;
        let value =
            json::parse(&text).map_err(|e| CallError::Failed(format!("{}: {e}", cmd.name)))?;
        Self::check_result(cmd, &value)?;
        Ok(Checked::Text(text, value))
    }

    /// Starts the pools `indices` together and gives each one's outcome.
    async fn pools(&self, indices: &[usize]) -> Vec<Result<Arc<Pool>, String>> {
        let mut starts: Vec<_> = indices.iter().map(|&i| Box::pin(self.pool(i))).collect();
        let mut done: Vec<Option<Result<Arc<Pool>, String>>> = vec![None; indices.len()];
        smol::future::poll_fn(|cx| {
            for (start, out) in starts.iter_mut().zip(done.iter_mut()) {
                if out.is_none()
                    && let std::task::Poll::Ready(r) = start.as_mut().poll(cx)
                {
                    *out = Some(r);
                }
            }
            if done.iter().all(Option::is_some) {
                std::task::Poll::Ready(())
            } else {
                std::task::Poll::Pending
            }
        })
        .await;
        done.into_iter()
            .map(|r| r.unwrap_or_else(|| Err("internal: a pool start was lost".into())))
            .collect()
    }

    /// Starts every pool `cmd` needs (morloc's `needed_pools`: its own, then
    /// those its function calls into), together, before the call is sent, as
    /// morloc's nexus does (morloc-nexus/src/dispatch.rs:324). A pool that
    /// cannot start fails the calls that need it, with its own message, and
    /// no others. Returns the command's own pool (`None` when `own` is false).
    async fn needed(&self, cmd: &Command, own: bool) -> Result<Option<Arc<Pool>>, CallError> {
        if own && cmd.needed_pools[..] == [cmd.pool] {
            // The usual case, the command's own pool alone: nothing to
            // start together (five allocations fewer per call).
            let pool = self.pool(cmd.pool).await;
            return pool.map(Some).map_err(CallError::Unavailable);
        }
        let indices: Vec<usize> = cmd
            .needed_pools
            .iter()
            .copied()
            .filter(|&i| own || i != cmd.pool)
            .collect();
        let mut mine = None;
        for (i, started) in indices.iter().zip(self.pools(&indices).await) {
            let ready = started.and_then(|p| {
                if *i != cmd.pool {
                    p.ready()?;
                }
                Ok(p)
            });
            match ready {
                Ok(p) if *i == cmd.pool => mine = Some(p),
                Ok(_) => {}
                Err(e) if *i == cmd.pool => return Err(CallError::Unavailable(e)),
                Err(e) => {
                    return Err(CallError::Unavailable(format!(
                        "{} calls into pool {i}, which cannot serve: {e}",
                        cmd.name
                    )));
                }
            }
        }
        Ok(mine)
    }

    /// The sink the pool gets: log lines to stderr (naming the program and
    /// tool), then everything on to the caller's sink.
    fn pool_sink(&self, cmd: &Command, outer: Option<&Sink>) -> Sink {
        let program = self.manifest.name.clone();
        let tool = cmd.name.clone();
        let outer = outer.cloned();
        let progress = outer.as_ref().is_some_and(|s| s.progress);
        let rendered = outer.as_ref().is_some_and(|s| s.renders_logs);
        Sink::new(progress, move |report| {
            if let Report::Log(level, message) = &report
                && !rendered
            {
                crate::say!(
                    "{}",
                    progress::stderr_line(&program, &tool, *level, message)
                );
            }
            if let Some(outer) = &outer {
                outer.emit(report);
            }
        })
    }

    /// Evaluates a pure command in the nexus, no pool involved, and checks
    /// the result against the return schema like a pool's.
    fn evaluate_pure(
        &self,
        cmd: &Command,
        expr: &crate::morloc_expr::Expr,
        values: &[Value],
    ) -> Result<Checked, CallError> {
        let value = crate::morloc_expr::eval(expr, values)
            .map_err(|e| CallError::Failed(format!("{} failed: {e}", cmd.name)))?;
        cmd.ret
            .schema
            .validate(&value)
            .map_err(|e| CallError::Failed(format!("{} evaluated to {MISMATCH}: {e}", cmd.name)))?;
        Ok(Checked::Value(value))
    }

    /// Runs one call on `pool` and checks the result against the return schema.
    async fn run_on(
        &self,
        pool: &Arc<Pool>,
        cmd: &Command,
        values: Args,
        ctx: &CallContext,
        value: bool,
    ) -> Result<Checked, CallError> {
        // Only a pool that sends reports gets a sink (morloc's send none).
        let sink = pool
            .reports()
            .then(|| self.pool_sink(cmd, ctx.sink.as_ref()));
        let (waits, trace) = (ctx.waits.as_deref(), ctx.trace.as_deref());
        if let (Some(t), Some(p)) = (trace, self.manifest.pools.get(cmd.pool)) {
            t.set_pool(cmd.pool, &p.lang);
        }
        let reply = pool
            .call(cmd.mid, values, sink.as_ref(), waits, trace)
            .await;
        let text = match reply.map_err(|e| self.blame_recovery(e))? {
            Reply::Json(text) => text,
            // Any string conforms to a command that returns one; for any
            // other, the text is read, and the tree path says what is wrong.
            Reply::Text(text)
                if cmd
                    .ret
                    .schema
                    .validate(&Value::String(String::new()))
                    .is_ok() =>
            {
                return Ok(Checked::Object(text));
            }
            Reply::Text(text) => text.to_json(json::ENVELOPE_ROOM).map_err(unreadable)?,
            Reply::Rows(text) => return Ok(Checked::Rows(text)),
            Reply::Value(value) => {
                // Decoded from voidstar or msgpack: no JSON text between.
                Self::check_result(cmd, &value)?;
                return Ok(Checked::Value(value));
            }
        };
        // Text passed on as text: checked over its bytes, no tree built
        // (a big result crosses at memory speed). What that pass cannot
        // vouch for takes the tree path, which has the precise error.
        if !value && crate::json_scan::conforms(&cmd.ret.schema, &text) {
            return Ok(Checked::Raw(text));
        }
        let value = json::parse(&text).map_err(|e| match e {
            json::ParseError::TooDeep { .. } | json::ParseError::Unrepresentable { .. } => {
                CallError::Failed(format!(
                    "{} returned a result that is refused: {e}",
                    cmd.name
                ))
            }
            json::ParseError::Invalid => {
                CallError::Crashed(format!("{} returned text that is not JSON", pool.label()))
            }
        })?;
        Self::check_result(cmd, &value)?;
        Ok(Checked::Text(text, value))
    }

    /// A call whose pool was stopped under it (`Unavailable`) while the
    /// program recovers from a crash was stopped by that recovery (SPEC
    /// §2.4), not by a fault of its own worker: it says so, and that it can
    /// be retried, as [`CallError::Recovering`] (503 with `Retry-After`
    /// over HTTP, an `isError` result over MCP).
    fn blame_recovery(&self, e: CallError) -> CallError {
        match e {
            CallError::Unavailable(m) if self.is_recovering() => CallError::Recovering(format!(
                "{m}: it was stopped by the program's crash recovery (a pool of {} crashed), not by a fault of its own; retry the call in a moment",
                self.manifest.name
            )),
            other => other,
        }
    }

    /// Checks a pool's result against the command's return schema.
    fn check_result(cmd: &Command, value: &Value) -> Result<(), CallError> {
        cmd.ret
            .schema
            .validate(value)
            .map_err(|e| CallError::Failed(format!("{} returned {MISMATCH}: {e}", cmd.name)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_result_is_written_in_its_declared_field_order() {
        let text = r#"{"pools":[{"lang":"py","source":"x.py"}],"name":"m","commands":[
            {"name":"spawn","args":[],"return":{"schema":"m24names2hpj"}}]}"#;
        let manifest = crate::manifest::parse(text, "m.json", std::path::Path::new("/m/m.json"))
            .expect("parses");
        let cmd = &manifest.commands[0];
        let value = json::parse(r#"{"hp":7,"name":"Orc"}"#).expect("JSON");
        assert_eq!(
            <String as Take>::take(Checked::Value(value.clone()), cmd).unwrap(),
            r#"{"name":"Orc","hp":7}"#
        );
        assert_eq!(
            json::to_string(&<Value as Take>::take(Checked::Value(value.clone()), cmd).unwrap()),
            json::to_string(&value)
        );
        let text = r#"{"hp":7,"name":"Orc"}"#.to_string();
        assert_eq!(
            <String as Take>::take(Checked::Text(text.clone(), value), cmd).unwrap(),
            text,
            "a pool's text passes as it came"
        );
    }
}
