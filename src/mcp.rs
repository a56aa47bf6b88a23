//! The MCP adapter (seed 003): one transport-free type whose
//! [`Adapter::handle`] takes a JSON-RPC message and completes with the reply
//! text, or with nothing for a notification. It never fails; a fault becomes
//! a JSON-RPC error. stdio, the daemon's `/mcp` and the front end all use it.
//!
//! The tool surface is seed 000 §7.5: one tool per exported command, its
//! docstring as the description, properties named as in
//! [`crate::dispatch::properties`], records returned with `structuredContent`
//! and an `outputSchema`. Beyond morloc's server, requests run concurrently
//! and `notifications/cancelled` abandons a call (its worker is killed and
//! replaced, see [`crate::pool`]).
//!
//! The adapter does its bookkeeping (handshake state, the in-flight table)
//! synchronously before its first await, so a transport that polls each
//! `handle` future once in arrival order keeps the protocol's ordering even
//! though calls then run concurrently.

use crate::dispatch::{self, Program};
use crate::json::{self, Object, Value};
use crate::manifest::{Command, Manifest};
use crate::pool::CallError;
use crate::progress::{self, Report, Reporter, Sink};
use crate::rpc::{self, Message};
use crate::schema::Schema;
use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The protocol version we speak (seed 001); a client asking for one we do
/// not know gets this.
pub const PROTOCOL_VERSION: &str = "2025-06-18";

/// Protocol versions we answer `initialize` with when a client asks for one
/// of them (MCP lifecycle: a server that supports the requested version
/// responds with it), and accept in the HTTP `MCP-Protocol-Version` header.
pub const KNOWN_VERSIONS: &[&str] = &["2025-06-18", "2025-03-26", "2024-11-05"];

/// One tool as `tools/list` shows it.
#[derive(Debug, Clone)]
pub struct Tool {
    pub name: String,
    /// The `tools/list` entry, as JSON text.
    pub entry: String,
    /// Whether results carry `structuredContent` (the result is a record).
    pub structured: bool,
}

/// What running a tool gave.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    /// The result as JSON text.
    Ok(String),
    /// Bad arguments: a JSON-RPC -32602 error.
    Invalid(String),
    /// The function raised or its pool failed: an `isError` result.
    Failed(String),
    /// A result with a media type (seed 001): its raw bytes, served as an
    /// image, audio, text or resource block.
    Media(String, Vec<u8>),
}

pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// What the adapter serves: a tool list and a way to run tools. A
/// *connection* id lets a backend keep per-connection state (issue 7).
pub trait Backend: Send + Sync + 'static {
    fn server_name(&self) -> String;
    fn server_version(&self) -> String;
    fn tools(&self) -> &[Tool];
    fn call(&self, tool: usize, args: Object, connection: u64) -> BoxFuture<'_, Outcome>;
    /// Like `call`, handing the call's progress and log reports to `sink`
    /// (issue 13). A backend that cannot report ignores it.
    fn call_reporting(
        &self,
        tool: usize,
        args: Object,
        connection: u64,
        sink: Option<Sink>,
    ) -> BoxFuture<'_, Outcome> {
        let _ = sink;
        self.call(tool, args, connection)
    }
    /// A dry run: the call that would be made, as JSON text, or the exact
    /// validation error.
    fn dry_run(&self, tool: usize, args: &Object, connection: u64) -> Result<String, String>;
    /// The connection ended: release what it holds.
    fn release(&self, _connection: u64) {}
}

/// Builds the `tools/list` entry of a command under a tool name.
pub fn tool_for(name: &str, cmd: &Command) -> Tool {
    let description = cmd.desc.join("\n");
    // A rendering or a media type changes what comes back, so only a plain
    // record result promises an output schema.
    let structured = matches!(cmd.ret.schema.strip(), Schema::Record(_))
        && cmd.terminals.is_empty()
        && cmd.ret.mime.is_none();
    let mut entry = json::Obj::new()
        .str("name", name)
        .str("description", &description)
        .raw("inputSchema", &dispatch::input_schema(cmd));
    if structured {
        entry = entry.raw("outputSchema", &cmd.ret.schema.json_schema());
    }
    Tool {
        name: name.to_string(),
        entry: entry.finish(),
        structured,
    }
}

/// The `tools/list` result payload: `{"tools":[…]}`.
pub fn tools_payload(tools: &[Tool]) -> String {
    let list = json::array_of_raw(tools.iter().map(|t| t.entry.clone()));
    json::Obj::new().raw("tools", &list).finish()
}

/// The name of seed 003's dry-run tool.
pub const EVALUATE_TOOL: &str = "evaluate";

/// The argument names of `evaluate`: seed 003's first, ours as aliases.
///
/// Seed 003: "A tool evaluate, taking {action, body}, is a dry run through
/// ui-evaluate." We first called them `tool` and `arguments` (the names of
/// a `tools/call`); both spellings are accepted, one per slot.
pub const EVALUATE_ARGS: [(&str, &str); 2] = [("action", "tool"), ("body", "arguments")];

/// The `evaluate` tool's `tools/list` entry.
pub fn evaluate_tool() -> Tool {
    let input = r#"{"type":"object","properties":{"action":{"type":"string","description":"The tool to dry-run (seed 003's name; 'tool' is accepted too)"},"body":{"type":"object","description":"The arguments as they would be passed to tools/call (seed 003's name; 'arguments' is accepted too)"},"tool":{"type":"string","description":"Alias of action"},"arguments":{"type":"object","description":"Alias of body"}},"additionalProperties":false}"#;
    let entry = json::Obj::new()
        .str("name", EVALUATE_TOOL)
        .str(
            "description",
            "Dry run of a tool call, {action, body} (or {tool, arguments}): shows the positional call a tools/call would make, with defaults filled in, or the exact validation error. Runs nothing.",
        )
        .raw("inputSchema", input)
        .finish();
    Tool {
        name: EVALUATE_TOOL.into(),
        entry,
        structured: false,
    }
}

/// One slot of an `evaluate` call, under either of its names; giving both
/// is an error.
fn evaluate_arg<'a>(
    args: &'a Object,
    seed: &str,
    alias: &str,
) -> Result<Option<&'a Value>, String> {
    match (args.get(seed), args.get(alias)) {
        (Some(_), Some(_)) => Err(format!(
            "arguments '{seed}' and '{alias}' are two names for one thing; give one"
        )),
        (a, b) => Ok(a.or(b)),
    }
}

/// The `tools/list` payload of one program served on its own (`nexus mcp`,
/// the daemon's `/mcp`), built by the very adapter that answers `tools/list`
/// over a program that starts nothing: what `--mcp-tools` prints.
pub fn program_tools_list(manifest: Manifest, options: Options) -> String {
    let program = Arc::new(Program::new(Arc::new(manifest), None, None));
    let adapter = Adapter::new(Arc::new(ProgramBackend::new(program, true)), options);
    adapter.tools_payload()
}

/// One program served directly: tools are its exported commands.
pub struct ProgramBackend {
    pub program: Arc<Program>,
    tools: Vec<Tool>,
    /// `commands[i]` answers `tools[i]`; the release tools of keyed pools
    /// follow, `release_pools[j]` answering `tools[commands.len() + j]`.
    commands: Vec<Command>,
    release_pools: Vec<usize>,
}

impl ProgramBackend {
    /// Builds the tool surface, writing a note to stderr for each excluded
    /// command when `notes` is set.
    pub fn new(program: Arc<Program>, notes: bool) -> ProgramBackend {
        let (mut tools, commands) = program_tools(&program.manifest, None, notes);
        let (release, release_pools) = release_tools(&program.manifest, None);
        tools.extend(release);
        ProgramBackend {
            program,
            tools,
            commands,
            release_pools,
        }
    }
}

/// The servable commands of a manifest as tools, named `<prefix>__<command>`
/// when a prefix is given.
pub fn program_tools(
    manifest: &Manifest,
    prefix: Option<&str>,
    notes: bool,
) -> (Vec<Tool>, Vec<Command>) {
    let mut tools = Vec::new();
    let mut commands = Vec::new();
    for cmd in manifest.commands.iter().filter(|c| !c.internal) {
        if let Some(why) = dispatch::exclusion(cmd) {
            if notes {
                eprintln!(
                    "nexus: {}.{} is not served as an MCP tool: {why}",
                    manifest.name, cmd.name
                );
            }
            continue;
        }
        let name = match prefix {
            Some(p) => format!("{p}__{}", cmd.name),
            None => cmd.name.clone(),
        };
        tools.push(tool_for(&name, cmd));
        commands.push(cmd.clone());
    }
    (tools, commands)
}

impl Backend for ProgramBackend {
    fn server_name(&self) -> String {
        self.program.manifest.name.clone()
    }

    fn server_version(&self) -> String {
        self.program.manifest.version_or_default().to_string()
    }

    fn tools(&self) -> &[Tool] {
        &self.tools
    }

    fn call(&self, tool: usize, args: Object, connection: u64) -> BoxFuture<'_, Outcome> {
        self.call_reporting(tool, args, connection, None)
    }

    fn call_reporting(
        &self,
        tool: usize,
        args: Object,
        connection: u64,
        sink: Option<Sink>,
    ) -> BoxFuture<'_, Outcome> {
        Box::pin(async move {
            let Some(cmd) = self.commands.get(tool) else {
                return self.release_tool(tool, &args);
            };
            let values = match dispatch::from_object(cmd, &args) {
                Ok(v) => v,
                Err(e) => return Outcome::Invalid(e.to_string()),
            };
            let manifest = &self.program.manifest;
            let target =
                match dispatch::render_target(manifest, cmd, dispatch::render_of(&args), false) {
                    Ok(t) => t,
                    Err(e) => return Outcome::Invalid(e),
                };
            let ctx = dispatch::CallContext {
                connection: Some(connection),
                instance: dispatch::instance_of(&args),
                sink,
            };
            match self.program.call_in(target, &values, &ctx).await {
                Ok(text) => match &target.ret.mime {
                    Some(mime) => Outcome::Media(mime.clone(), dispatch::raw_bytes(&text)),
                    None => Outcome::Ok(text),
                },
                Err(CallError::Failed(m)) => Outcome::Failed(m),
                Err(e) => Outcome::Failed(e.to_string()),
            }
        })
    }

    fn dry_run(&self, tool: usize, args: &Object, connection: u64) -> Result<String, String> {
        let Some(cmd) = self.commands.get(tool) else {
            return Ok(json::Obj::new()
                .str("releases", "a keyed instance")
                .finish());
        };
        let values = dispatch::from_object(cmd, args).map_err(|e| e.to_string())?;
        let ctx = dispatch::CallContext {
            connection: Some(connection),
            instance: dispatch::instance_of(args),
            sink: None,
        };
        let call = json::Obj::new()
            .str("command", &cmd.name)
            .raw(
                "args",
                &json::array_of_raw(values.iter().map(json::to_string)),
            )
            .str("runs_on", &self.program.describe_target(cmd, &ctx))
            .finish();
        Ok(call)
    }

    fn release(&self, connection: u64) {
        self.program.release_connection(connection);
    }
}

impl ProgramBackend {
    /// `<pool>__release {instance}`: ends a keyed instance.
    fn release_tool(&self, tool: usize, args: &Object) -> Outcome {
        let Some(&pool) = self.release_pools.get(tool - self.commands.len()) else {
            return Outcome::Invalid("unknown tool".into());
        };
        match release_in(&self.program, pool, args) {
            Ok(text) => Outcome::Ok(text),
            Err(msg) => Outcome::Invalid(msg),
        }
    }
}

/// Releases the keyed instance named by `args` (`{"instance": KEY}`) of
/// `pool`: `{"released":true}`, or false when there was none.
pub fn release_in(program: &Program, pool: usize, args: &Object) -> Result<String, String> {
    if let Some(extra) = args.keys().find(|k| *k != dispatch::INSTANCE_PROPERTY) {
        return Err(format!(
            "argument '{extra}': unexpected; release takes instance"
        ));
    }
    let Some(key) = dispatch::instance_of(args).filter(|k| dispatch::valid_instance_key(k)) else {
        return Err(
            "argument 'instance': expected an instance key: 1 to 64 of A-Z a-z 0-9 _ . -".into(),
        );
    };
    let released = program.release_key(pool, &key);
    Ok(format!("{{\"released\":{released}}}"))
}

/// A fresh connection id, distinct from every adapter's.
pub fn next_connection() -> u64 {
    NEXT_CONNECTION.fetch_add(1, Ordering::Relaxed)
}

/// The keyed pools of a manifest with the names of their release tools:
/// `<lang>__release`, or `<lang><index>__release` when two pools share a
/// language.
pub fn release_names(manifest: &Manifest) -> Vec<(usize, String)> {
    let mut names = Vec::new();
    for (i, pool) in manifest.pools.iter().enumerate() {
        if pool.instances != crate::manifest::Instances::Keyed {
            continue;
        }
        let same_lang = manifest
            .pools
            .iter()
            .filter(|p| p.lang == pool.lang)
            .count();
        let name = if same_lang > 1 {
            format!("{}{i}__release", pool.lang)
        } else {
            format!("{}__release", pool.lang)
        };
        names.push((i, name));
    }
    names
}

/// The keyed pool whose release tool is called `name`.
pub fn release_pool(manifest: &Manifest, name: &str) -> Option<usize> {
    release_names(manifest)
        .into_iter()
        .find(|(_, n)| n == name)
        .map(|(i, _)| i)
}

/// The release tools of a manifest's keyed pools, named `<prefix>__<name>`
/// when a prefix is given, with the pool each releases.
pub fn release_tools(manifest: &Manifest, prefix: Option<&str>) -> (Vec<Tool>, Vec<usize>) {
    let mut tools = Vec::new();
    let mut pools = Vec::new();
    for (i, name) in release_names(manifest) {
        let pool = &manifest.pools[i];
        let name = match prefix {
            Some(p) => format!("{p}__{name}"),
            None => name,
        };
        let input = r#"{"type":"object","properties":{"instance":{"type":"string","description":"The key of the keyed instance to release"}},"required":["instance"],"additionalProperties":false}"#;
        let entry = json::Obj::new()
            .str("name", &name)
            .str("description", &format!("Release the keyed instance with this key of pool {i} ({}): its workers stop and its state is discarded.", pool.lang))
            .raw("inputSchema", input)
            .raw("outputSchema", r#"{"type":"object","properties":{"released":{"type":"boolean"}},"required":["released"]}"#)
            .finish();
        tools.push(Tool {
            name,
            entry,
            structured: true,
        });
        pools.push(i);
    }
    (tools, pools)
}

/// Options of one adapter.
#[derive(Debug, Clone)]
pub struct Options {
    /// Serve seed 003's `evaluate` dry-run tool (the default), unless the
    /// backend has a tool of that name, which then wins.
    pub evaluate: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options { evaluate: true }
    }
}

static NEXT_CONNECTION: AtomicU64 = AtomicU64::new(1);

/// Where a request's notifications go (a JSON-RPC notification's text):
/// stdout for stdio, the request's own event stream for HTTP.
pub type Notify = Arc<dyn Fn(String) + Send + Sync>;

/// The MCP logic for one connection (a stdio process, an HTTP session).
pub struct Adapter {
    backend: Arc<dyn Backend>,
    options: Options,
    connection: u64,
    initialize_seen: AtomicBool,
    initialized: AtomicBool,
    /// Cancel switches of running `tools/call` requests, by id text.
    inflight: Mutex<HashMap<String, smol::channel::Sender<()>>>,
    /// Deadline of one `tools/call`, if the transport wants one here.
    call_timeout: Option<Duration>,
    /// The connection's notification channel (stdio); HTTP passes one per
    /// request to [`Adapter::handle_bytes_with`] instead.
    notify: Option<Notify>,
    /// The level `logging/setLevel` asked for (2025 era).
    log_level: Mutex<Option<progress::Level>>,
}

impl Drop for Adapter {
    fn drop(&mut self) {
        self.backend.release(self.connection);
    }
}

impl Adapter {
    pub fn new(backend: Arc<dyn Backend>, options: Options) -> Adapter {
        Adapter {
            backend,
            options,
            connection: next_connection(),
            initialize_seen: AtomicBool::new(false),
            initialized: AtomicBool::new(false),
            inflight: Mutex::new(HashMap::new()),
            call_timeout: None,
            notify: None,
            log_level: Mutex::new(None),
        }
    }

    /// Sends this connection's notifications (progress, log messages)
    /// through `notify`.
    pub fn with_notifier(mut self, notify: Notify) -> Adapter {
        self.notify = Some(notify);
        self
    }

    /// Gives each `tools/call` a deadline: past it the call is abandoned
    /// (its worker is killed and replaced, see [`crate::pool`]) and answered
    /// with an `isError` result naming the deadline and `--call-timeout`.
    pub fn with_call_timeout(mut self, timeout: Duration) -> Adapter {
        self.call_timeout = Some(timeout);
        self
    }

    pub fn connection(&self) -> u64 {
        self.connection
    }

    /// Whether the handshake has completed.
    pub fn is_initialized(&self) -> bool {
        self.initialized.load(Ordering::SeqCst)
    }

    /// Whether `evaluate` is the dry run: it is enabled and no tool of the
    /// backend has that name.
    fn serves_evaluate(&self) -> bool {
        self.options.evaluate && !self.backend.tools().iter().any(|t| t.name == EVALUATE_TOOL)
    }

    /// The tools this adapter lists, `evaluate` included when served. This
    /// is the one source of the `tools/list` payload (and of `--mcp-tools`).
    pub fn tools_payload(&self) -> String {
        let mut tools = self.backend.tools().to_vec();
        if self.serves_evaluate() {
            tools.push(evaluate_tool());
        }
        tools_payload(&tools)
    }

    /// Handles one JSON-RPC message (seed 003 `handle`).
    pub async fn handle(&self, message: &str) -> Option<String> {
        self.handle_bytes(message.as_bytes()).await
    }

    /// Like [`Adapter::handle`], for a line that may not be UTF-8.
    pub async fn handle_bytes(&self, message: &[u8]) -> Option<String> {
        self.handle_bytes_with(message, None).await
    }

    /// Like [`Adapter::handle_bytes`], sending this request's notifications
    /// through `notify` (else the connection's). They all go out before the
    /// future completes with the reply.
    pub async fn handle_bytes_with(
        &self,
        message: &[u8],
        notify: Option<Notify>,
    ) -> Option<String> {
        let msg = match rpc::parse(message) {
            Ok(Some(m)) => m,
            Ok(None) => return None,
            Err(rejected) => return Some(rejected.to_reply()),
        };
        match msg {
            Message::Response => None,
            Message::Notification { method, params } => {
                self.notification(&method, params.as_ref());
                None
            }
            Message::Request { id, method, params } => {
                let notify = notify.or_else(|| self.notify.clone());
                self.request(id, &method, params, notify).await
            }
        }
    }

    fn notification(&self, method: &str, params: Option<&Value>) {
        match method {
            "notifications/initialized" if self.initialize_seen.load(Ordering::SeqCst) => {
                self.initialized.store(true, Ordering::SeqCst);
            }
            "notifications/cancelled" => {
                if let Some(id) = params.and_then(|p| json::get(p, "requestId"))
                    && let Ok(mut inflight) = self.inflight.lock()
                    && let Some(cancel) = inflight.remove(&json::to_string(id))
                {
                    cancel.close();
                }
            }
            _ => {}
        }
    }

    async fn request(
        &self,
        id: String,
        method: &str,
        params: Option<Value>,
        notify: Option<Notify>,
    ) -> Option<String> {
        let not_ready = || {
            Some(rpc::error(
                &id,
                rpc::INVALID_REQUEST,
                "the session is not initialized: send initialize, then notifications/initialized",
            ))
        };
        match method {
            "initialize" => {
                if !matches!(params, Some(Value::Object(_))) {
                    return Some(rpc::error(
                        &id,
                        rpc::INVALID_PARAMS,
                        "initialize needs params with protocolVersion",
                    ));
                }
                self.initialize_seen.store(true, Ordering::SeqCst);
                let asked = params
                    .as_ref()
                    .and_then(|p| json::get_str(p, "protocolVersion"));
                Some(rpc::reply(&id, &self.initialize_result(asked)))
            }
            "ping" => Some(rpc::reply(&id, "{}")),
            "tools/list" if !self.is_initialized() => not_ready(),
            "tools/call" if !self.is_initialized() => not_ready(),
            "tools/list" => Some(rpc::reply(&id, &self.tools_payload())),
            "tools/call" => self.tools_call(id, params, notify).await,
            "logging/setLevel" => Some(self.set_level(&id, params.as_ref())),
            _ => Some(rpc::error(
                &id,
                rpc::METHOD_NOT_FOUND,
                &format!("Method not found: {method}"),
            )),
        }
    }

    fn initialize_result(&self, asked: Option<&str>) -> String {
        let version = asked
            .and_then(|v| KNOWN_VERSIONS.iter().find(|k| **k == v))
            .copied()
            .unwrap_or(PROTOCOL_VERSION);
        let server = json::Obj::new()
            .str("name", &self.backend.server_name())
            .str("version", &self.backend.server_version())
            .finish();
        json::Obj::new()
            .str("protocolVersion", version)
            .raw(
                "capabilities",
                r#"{"tools":{"listChanged":false},"logging":{}}"#,
            )
            .raw("serverInfo", &server)
            .finish()
    }

    /// `logging/setLevel {level}` (2025 era): log calls at or above it
    /// reach this connection as `notifications/message`.
    fn set_level(&self, id: &str, params: Option<&Value>) -> String {
        let Some(level) = params
            .and_then(|p| json::get_str(p, "level"))
            .and_then(progress::Level::parse)
        else {
            return rpc::error(
                id,
                rpc::INVALID_PARAMS,
                &format!(
                    "logging/setLevel needs params {{level}}, one of {}",
                    progress::LEVELS.join(", ")
                ),
            );
        };
        if let Ok(mut l) = self.log_level.lock() {
            *l = Some(level);
        }
        rpc::reply(id, "{}")
    }

    /// The reporter of one `tools/call`: progress when the request carries
    /// a token, logs at the connection's level, as notifications through
    /// `notify`. `None` when nothing would be sent.
    fn reporter(
        &self,
        tool: &str,
        meta: Option<&Value>,
        notify: Option<Notify>,
    ) -> Option<Arc<Reporter>> {
        let notify = notify?;
        let token = progress::progress_token(meta);
        let session = self.log_level.lock().ok().and_then(|l| *l);
        let threshold = progress::log_threshold(false, session, meta);
        let logger = tool.to_string();
        let reporter = Reporter::new(token.is_some(), threshold, move |report| match report {
            Report::Progress(p) => {
                if let Some(t) = &token {
                    notify(progress::progress_notification(t, &p));
                }
            }
            Report::Log(level, message) => {
                notify(progress::log_notification(level, &logger, &message))
            }
        });
        reporter.listens().then_some(reporter)
    }

    async fn tools_call(
        &self,
        id: String,
        params: Option<Value>,
        notify: Option<Notify>,
    ) -> Option<String> {
        let invalid = |msg: String| Some(rpc::error(&id, rpc::INVALID_PARAMS, &msg));
        let Some(Value::Object(params)) = params else {
            return invalid("tools/call needs params {name, arguments}".into());
        };
        let Some(Value::String(name)) = params.get("name") else {
            return invalid("tools/call needs a string \"name\"".into());
        };
        let args = match params.get("arguments") {
            None | Some(Value::Null) => Object::new(),
            Some(Value::Object(a)) => a.clone(),
            Some(_) => return invalid("\"arguments\" must be an object".into()),
        };
        if name == EVALUATE_TOOL && self.serves_evaluate() {
            return Some(self.evaluate(&id, &args));
        }
        let Some(tool) = self.backend.tools().iter().position(|t| &t.name == name) else {
            return invalid(format!("unknown tool '{name}'"));
        };
        let (cancel_tx, cancel_rx) = smol::channel::bounded::<()>(1);
        if let Ok(mut inflight) = self.inflight.lock() {
            // JSON-RPC ids must be unique among running requests; a reused
            // id would make the first call's reply (and its cancellation)
            // ambiguous, so the second request is refused instead.
            if inflight.contains_key(&id) {
                return Some(rpc::error(
                    &id,
                    rpc::INVALID_REQUEST,
                    &format!(
                        "request id {id} is already used by a running request; use a fresh id"
                    ),
                ));
            }
            inflight.insert(id.clone(), cancel_tx);
        }
        let reporter = self.reporter(name, params.get("_meta"), notify);
        let sink = reporter.as_ref().map(|r| r.sink());
        let call = async {
            let call = self
                .backend
                .call_reporting(tool, args, self.connection, sink);
            let ticks = async {
                match &reporter {
                    Some(r) => match r.tick_forever().await {},
                    None => std::future::pending().await,
                }
            };
            Some(Ok(smol::future::or(call, ticks).await))
        };
        let cancelled = async {
            let _ = cancel_rx.recv().await;
            None
        };
        let deadline = async {
            match self.call_timeout {
                Some(limit) => {
                    smol::Timer::after(limit).await;
                    Some(Err(limit))
                }
                None => std::future::pending().await,
            }
        };
        // Whichever ends first drops the others: an abandoned call frees its
        // worker (the pool kills and replaces it).
        let outcome = smol::future::or(smol::future::or(call, deadline), cancelled).await;
        if let Ok(mut inflight) = self.inflight.lock() {
            inflight.remove(&id);
        }
        if let Some(r) = &reporter {
            // The last progress goes out before the result; after a
            // cancellation or the deadline, nothing more does.
            match &outcome {
                Some(Ok(_)) => r.finish(),
                _ => r.close(),
            }
        }
        let outcome = match outcome? {
            Ok(outcome) => outcome,
            Err(limit) => {
                let message = format!(
                    "{name} ran past the call deadline of {} (--call-timeout); its worker was stopped and replaced",
                    show_secs(limit)
                );
                return Some(rpc::reply(&id, &error_result(&message)));
            }
        };
        let result = match outcome {
            Outcome::Ok(text) => {
                let mut r = json::Obj::new().raw("content", &text_content(&text));
                if self.backend.tools()[tool].structured {
                    r = r.raw("structuredContent", &text);
                }
                r.raw("isError", "false").finish()
            }
            Outcome::Media(mime, bytes) => json::Obj::new()
                .raw("content", &media_content(&mime, &bytes))
                .raw("isError", "false")
                .finish(),
            Outcome::Invalid(msg) => return invalid(msg),
            Outcome::Failed(msg) => error_result(&msg),
        };
        Some(rpc::reply(&id, &result))
    }

    fn evaluate(&self, id: &str, args: &Object) -> String {
        let invalid = |msg: String| rpc::error(id, rpc::INVALID_PARAMS, &msg);
        let [(action, tool), (body, arguments)] = EVALUATE_ARGS;
        if let Some(extra) = args
            .keys()
            .find(|k| ![action, tool, body, arguments].contains(&k.as_str()))
        {
            return invalid(format!(
                "argument '{extra}': unexpected; evaluate takes {action} and {body} (or {tool} and {arguments})"
            ));
        }
        let tool_name = match evaluate_arg(args, action, tool) {
            Err(e) => return invalid(e),
            Ok(Some(Value::String(name))) => name,
            Ok(_) => {
                return invalid(format!(
                    "argument '{action}' (or '{tool}'): expected the name of a tool"
                ));
            }
        };
        let call_args = match evaluate_arg(args, body, arguments) {
            Err(e) => return invalid(e),
            Ok(None | Some(Value::Null)) => Object::new(),
            Ok(Some(Value::Object(a))) => a.clone(),
            Ok(Some(_)) => {
                return invalid(format!(
                    "argument '{body}' (or '{arguments}'): expected an object"
                ));
            }
        };
        let body = match self
            .backend
            .tools()
            .iter()
            .position(|t| &t.name == tool_name)
        {
            None => json::Obj::new()
                .raw("valid", "false")
                .str("error", &format!("unknown tool '{tool_name}'"))
                .finish(),
            Some(i) => match self.backend.dry_run(i, &call_args, self.connection) {
                Ok(call) => json::Obj::new()
                    .raw("valid", "true")
                    .raw("call", &call)
                    .finish(),
                Err(e) => json::Obj::new()
                    .raw("valid", "false")
                    .str("error", &e)
                    .finish(),
            },
        };
        let result = json::Obj::new()
            .raw("content", &text_content(&body))
            .raw("isError", "false")
            .finish();
        rpc::reply(id, &result)
    }
}

fn text_content(text: &str) -> String {
    let block = json::Obj::new()
        .str("type", "text")
        .str("text", text)
        .finish();
    format!("[{block}]")
}

/// The content of a media-typed result (MCP 2025-06-18 "Tool Result"):
/// `image/*` and `audio/*` as base64 image and audio blocks, `text/*` as
/// text, anything else as an embedded resource with a base64 blob.
fn media_content(mime: &str, bytes: &[u8]) -> String {
    let kind = mime.split('/').next().unwrap_or("");
    let block = match kind {
        "image" | "audio" => json::Obj::new()
            .str("type", kind)
            .str("data", &base64(bytes))
            .str("mimeType", mime)
            .finish(),
        "text" => json::Obj::new()
            .str("type", "text")
            .str("text", &String::from_utf8_lossy(bytes))
            .finish(),
        _ => {
            let resource = json::Obj::new()
                .str("uri", "nexus://result")
                .str("mimeType", mime)
                .str("blob", &base64(bytes))
                .finish();
            json::Obj::new()
                .str("type", "resource")
                .raw("resource", &resource)
                .finish()
        }
    };
    format!("[{block}]")
}

/// Standard base64 with padding (RFC 4648 §4).
pub fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | (b as u32) << (16 - 8 * i));
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// A `tools/call` result flagged `isError`, holding `message`.
pub fn error_result(message: &str) -> String {
    json::Obj::new()
        .raw("content", &text_content(message))
        .raw("isError", "true")
        .finish()
}

/// `1 s`, `2.5 s`: a deadline as the flags take it.
fn show_secs(d: Duration) -> String {
    let text = format!("{:.3}", d.as_secs_f64());
    let text = text.trim_end_matches('0').trim_end_matches('.');
    format!("{text} s")
}

/// The adapter options of a program served on its own. The dry run is on
/// by default; a command named `evaluate` then wins (with a note on stderr
/// when `notes`), while an explicit `--evaluate` is refused for it.
pub fn program_options(
    manifest: &Manifest,
    explicit: bool,
    notes: bool,
) -> Result<Options, String> {
    match check_evaluate(manifest) {
        Err(e) if explicit => Err(e),
        Err(_) => {
            if notes {
                eprintln!(
                    "nexus: {}.evaluate is served as the program's command, so the evaluate dry-run tool is not",
                    manifest.name
                );
            }
            Ok(Options::default())
        }
        Ok(()) => Ok(Options::default()),
    }
}

/// Refuses `--evaluate` when a command already has the name.
pub fn check_evaluate(manifest: &Manifest) -> Result<(), String> {
    if manifest.commands.iter().any(|c| c.name == EVALUATE_TOOL) {
        return Err(format!(
            "{} has a command named 'evaluate', which would collide with the dry-run tool; rename it or drop --evaluate",
            manifest.name
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_matches_the_rfc_4648_vectors() {
        // RFC 4648 §10.
        let cases = [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ];
        for (plain, encoded) in cases {
            assert_eq!(base64(plain.as_bytes()), encoded, "{plain:?}");
        }
        assert_eq!(base64(&[0xff, 0xfe, 0x00]), "//4A");
    }

    #[test]
    fn deadlines_show_as_the_flags_take_them() {
        assert_eq!(show_secs(Duration::from_secs(1)), "1 s");
        assert_eq!(show_secs(Duration::from_millis(2500)), "2.5 s");
        assert_eq!(show_secs(Duration::from_secs(300)), "300 s");
    }

    #[test]
    fn evaluate_takes_seed_003_names_or_ours_but_not_both() {
        // Seed 003: "A tool evaluate, taking {action, body}, is a dry run".
        let args = |text: &str| match json::parse(text) {
            Ok(Value::Object(o)) => o,
            other => panic!("{other:?}"),
        };
        let seed = args(r#"{"action":"f","body":{"x":1}}"#);
        let ours = args(r#"{"tool":"f","arguments":{"x":1}}"#);
        for a in [&seed, &ours] {
            let tool = evaluate_arg(a, "action", "tool").unwrap();
            assert!(matches!(tool, Some(Value::String(f)) if f == "f"));
            assert!(evaluate_arg(a, "body", "arguments").unwrap().is_some());
        }
        let both = args(r#"{"action":"f","tool":"g"}"#);
        let e = evaluate_arg(&both, "action", "tool").unwrap_err();
        assert!(e.contains("'action'") && e.contains("'tool'"), "{e}");
    }

    #[test]
    fn media_results_become_image_text_or_resource_blocks() {
        let image = media_content("image/png", &[0x89, b'P', b'N', b'G']);
        assert_eq!(
            image,
            r#"[{"type":"image","data":"iVBORw==","mimeType":"image/png"}]"#
        );
        let text = media_content("text/html", b"<b>hi</b>");
        assert_eq!(text, r#"[{"type":"text","text":"<b>hi</b>"}]"#);
        let other = media_content("application/pdf", b"%PDF");
        assert_eq!(
            other,
            r#"[{"type":"resource","resource":{"uri":"nexus://result","mimeType":"application/pdf","blob":"JVBERg=="}}]"#
        );
    }
}
