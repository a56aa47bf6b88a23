//! The MCP adapter (seed 003): one transport-free type whose
//! [`Adapter::handle`] takes a JSON-RPC message and completes with the reply
//! text, or with nothing for a notification. It never fails; a fault becomes
//! a JSON-RPC error. stdio, the daemon's `/mcp` and the front end all use it.
//!
//! This module holds the adapter itself, the [`Backend`] a transport serves
//! and the [`Tool`]s it lists, the `tools/list` payloads, and seed 003's
//! `evaluate` dry run. The protocol's versions and its two eras (2025's
//! `initialize` sessions, 2026-07-28's self-describing requests) are
//! [`versions`]'s; what a tool result's content blocks look like is
//! [`content`]'s; one program's commands as tools is [`program`]'s. Beyond morloc's
//! server, requests run concurrently and `notifications/cancelled` abandons
//! a call (its worker is killed and replaced, see [`crate::pool`]).
//!
//! The adapter does its bookkeeping (handshake state, the in-flight table)
//! when a message is handed to it, before its future exists: every message
//! is routed at once (`Step`), and only a tool call's run is left to
//! await. So a transport that takes messages in arrival order keeps the
//! protocol's ordering even though calls then run concurrently, and the
//! future each request allocates stays small.

pub mod content;
pub mod program;
#[cfg(feature = "tasks")]
pub mod tasks;
pub mod versions;

use crate::instances;
use crate::json::{self, Object, Value};
use crate::progress::{self, Report, Reporter, Sink};
use crate::rpc::{self, Message};
use crate::tokens::Client;
use crate::trace::CallTrace;
use content::{error_result, media_content, push_text_content, text_content};
use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use versions::{CAPABILITIES, TOOL_ERRORS_SINCE};
pub use versions::{
    Envelope, Era, HEADER_MISMATCH, KNOWN_VERSIONS, LIST_TTL_MS, META_CAPABILITIES,
    META_SERVER_INFO, META_VERSION, MISSING_CAPABILITY, MODERN_VERSIONS, PROTOCOL_VERSION,
    UNSUPPORTED_VERSION, claims_modern, envelope, error_with_data, served_versions,
    served_versions_json, unsupported_version,
};

/// What the adapter answers one message with, and the HTTP status the
/// modern wire gives it (`streamable-http` §Server Validation): 200, 202
/// for a notification, 400 for a malformed or unsupported request, 404 for
/// an unknown method.
#[derive(Debug, Clone, PartialEq)]
pub struct Answer {
    pub reply: Option<String>,
    pub status: u16,
}

impl Answer {
    fn ok(reply: String) -> Answer {
        Answer {
            reply: Some(reply),
            status: 200,
        }
    }

    fn fail(status: u16, reply: String) -> Answer {
        Answer {
            reply: Some(reply),
            status,
        }
    }

    /// Nothing to send: a notification, or a cancelled request.
    fn none() -> Answer {
        Answer {
            reply: None,
            status: 202,
        }
    }
}

/// One tool as `tools/list` shows it.
#[derive(Debug, Clone)]
pub struct Tool {
    pub name: String,
    /// The `tools/list` entry, as JSON text, for 2025-06-18 and earlier.
    pub entry: String,
    /// The entry for 2025-11-25, where a non-object result is declared
    /// wrapped as `{"result": …}` (its `structuredContent` must be an object).
    pub entry_wrapped: String,
    /// The entry for 2026-07-28, where any JSON result has an `outputSchema`.
    pub entry_modern: String,
    /// Whether results carry `structuredContent` (the result is a record).
    pub structured: bool,
    /// Whether a non-record result is a typed JSON value, which 2025-11-25
    /// gets wrapped and 2026-07-28 as is in `structuredContent`.
    pub typed: bool,
    /// Client capabilities a modern request must declare to call it.
    pub requires: Vec<String>,
    /// Whether a call may become an MCP task (`tasks`): a SLURM command, or
    /// one whose `mcp` object says `"tasks": true`.
    pub tasks: bool,
}

impl Tool {
    /// A tool listed alike in every era.
    pub fn new(name: &str, entry: String, structured: bool) -> Tool {
        Tool {
            name: name.to_string(),
            entry_wrapped: entry.clone(),
            entry_modern: entry.clone(),
            entry,
            structured,
            typed: false,
            requires: Vec::new(),
            tasks: false,
        }
    }

    /// The entry a listing of `style` shows.
    fn entry_for(&self, style: Style) -> &str {
        match style {
            Style::Legacy { tool_errors: false } => &self.entry,
            Style::Legacy { tool_errors: true } => &self.entry_wrapped,
            Style::Modern => &self.entry_modern,
        }
    }
}

/// What a message comes to once routed ([`Adapter::route`]): its answer,
/// or a checked tool call still to run, the one thing that waits.
enum Step {
    Done(Answer),
    Call(ToolCall),
}

/// A `tools/call` that passed its checks, registered under `key` among the
/// running requests so a cancellation finds `cancel`.
struct ToolCall {
    id: String,
    tool: usize,
    args: Object,
    style: Style,
    key: String,
    cancel: CancelSwitch,
    reporter: Option<Arc<Reporter>>,
}

/// How a reply is shaped: by era, and within the legacy era by version.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Style {
    /// `tool_errors`: 2025-11-25 (validation failures are `isError`,
    /// non-object results wrapped).
    Legacy {
        tool_errors: bool,
    },
    Modern,
}

/// What running a tool gave.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    /// The result as JSON text.
    Ok(String),
    /// Bad arguments: a JSON-RPC -32602 error (2025-06-18 and earlier), an
    /// `isError` result from 2025-11-25 on.
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
    /// Like `call_reporting`, the call's trace going along (issue 28): a
    /// backend that reaches a pool records where it ran and passes the
    /// trace context on. One that cannot ignores it.
    fn call_traced(
        &self,
        tool: usize,
        args: Object,
        connection: u64,
        sink: Option<Sink>,
        trace: Option<Arc<CallTrace>>,
    ) -> BoxFuture<'_, Outcome> {
        let _ = trace;
        self.call_reporting(tool, args, connection, sink)
    }
    /// A dry run: the call that would be made, as JSON text, or the exact
    /// validation error.
    fn dry_run(&self, tool: usize, args: &Object, connection: u64) -> Result<String, String>;
    /// The connection ended: release what it holds.
    fn release(&self, _connection: u64) {}
    /// What became of a call of `tool` abandoned at its deadline, in words
    /// for its error ([`crate::dispatch::abandoned`]).
    fn abandoned(&self, _tool: usize) -> &'static str {
        crate::dispatch::WORKER_REPLACED
    }
    /// This server's replica name (`--replica`), which the task ids it
    /// mints start with (issue 28), if it has one.
    fn replica(&self) -> Option<&str> {
        None
    }
    /// The program `tool` belongs to, which a client's `modules` name
    /// (issue 44); none for a tool of no program.
    fn module_of(&self, _tool: usize) -> Option<&str> {
        None
    }
}

/// The `tools/list` result payload of 2025-06-18: `{"tools":[…]}`.
/// A tool's `CallToolResult` for an outcome (what a synchronous call
/// answers and a completed task holds). A legacy `Invalid` is the caller's
/// -32602 error, decided before this.
fn call_result(tool: &Tool, style: Style, outcome: Outcome) -> String {
    match outcome {
        Outcome::Ok(text) => {
            // Written in one buffer: this is every call's reply.
            let mut r = String::with_capacity(3 * text.len() + 96);
            r.push_str("{\"content\":");
            push_text_content(&mut r, &text);
            match (style, tool.structured, tool.typed) {
                (_, true, _) | (Style::Modern, _, true) => {
                    r.push_str(",\"structuredContent\":");
                    r.push_str(&text);
                }
                (Style::Legacy { tool_errors: true }, _, true) => {
                    r.push_str(",\"structuredContent\":{\"result\":");
                    r.push_str(&text);
                    r.push('}');
                }
                _ => {}
            }
            r.push_str(",\"isError\":false}");
            r
        }
        Outcome::Media(mime, bytes) => json::Obj::new()
            .raw("content", &media_content(&mime, &bytes))
            .raw("isError", "false")
            .finish(),
        // From 2025-11-25 on, input validation failures are tool
        // execution errors, so the model can correct itself (SEP-1303).
        Outcome::Invalid(msg) | Outcome::Failed(msg) => error_result(&msg),
    }
}

/// A JSON object's text with `fields` (members' text) added at its end.
fn with_fields(body: &str, fields: &str) -> String {
    let body = body.trim_end();
    let mut out = body.strip_suffix('}').unwrap_or(body).to_string();
    if !out.trim_end().ends_with('{') {
        out.push(',');
    }
    out.push_str(fields);
    out.push('}');
    out
}

/// A modern result: `resultType` complete and the server's `_meta`.
fn with_modern_fields(body: &str, meta: &str) -> String {
    with_fields(
        body,
        &format!("\"resultType\":\"complete\",\"_meta\":{meta}"),
    )
}

/// The capabilities `server/discover` states: ours plus the tasks
/// extension (ours alone without the `tasks` feature).
fn discover_capabilities() -> String {
    if !cfg!(feature = "tasks") {
        return CAPABILITIES.to_string();
    }
    let base = CAPABILITIES.strip_suffix('}').unwrap_or(CAPABILITIES);
    format!(
        "{base},\"extensions\":{{{}:{{}}}}}}",
        json::quote(versions::TASKS_EXTENSION)
    )
}

pub fn tools_payload(tools: &[Tool]) -> String {
    tools_payload_for(tools, Style::Legacy { tool_errors: false })
}

/// The `tools/list` payload of one style; the modern one carries cache
/// hints (`server/utilities/caching`).
fn tools_payload_for(tools: &[Tool], style: Style) -> String {
    let list = json::array_of_raw(tools.iter().map(|t| t.entry_for(style).to_string()));
    let payload = json::Obj::new().raw("tools", &list);
    match style {
        Style::Modern => payload
            .raw("ttlMs", &LIST_TTL_MS.to_string())
            .str("cacheScope", "public")
            .finish(),
        Style::Legacy { .. } => payload.finish(),
    }
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
    Tool::new(EVALUATE_TOOL, entry, false)
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

/// Where a request's notifications go (a JSON-RPC notification's text):
/// stdout for stdio, the request's own event stream for HTTP.
pub type Notify = Arc<dyn Fn(String) + Send + Sync>;

/// The era of an adapter's connection: both (stdio, issue 40: modern
/// requests served statelessly until an `initialize` opens a legacy
/// session), or fixed by the transport (an HTTP session or request).
const ERA_BOTH: u8 = 0;
const ERA_LEGACY: u8 = 1;
const ERA_MODERN: u8 = 2;

/// The MCP logic for one connection (a stdio process, an HTTP session, one
/// modern HTTP request).
pub struct Adapter {
    backend: Arc<dyn Backend>,
    options: Options,
    connection: u64,
    era: AtomicU8,
    initialize_seen: AtomicBool,
    initialized: AtomicBool,
    /// Whether the legacy version agreed is 2025-11-25 or later.
    tool_errors: AtomicBool,
    /// Cancel switches of running `tools/call` requests, by id text.
    inflight: Mutex<HashMap<String, CancelSwitch>>,
    /// Deadline of one `tools/call`, if the transport wants one here.
    call_timeout: Option<Duration>,
    /// The connection's notification channel (stdio); HTTP passes one per
    /// request to [`Adapter::handle_message_with`] instead.
    notify: Option<Notify>,
    /// The level `logging/setLevel` asked for (2025 era).
    log_level: Mutex<Option<progress::Level>>,
    /// The client this connection serves (issue 44): only the tools its
    /// catalog permits are listed and called. `None`: every tool.
    client: Option<Arc<Client>>,
}

/// A running `tools/call`'s cancel switch: `notifications/cancelled` throws
/// it, and the call's [`CancelSwitch::thrown`] ends. One allocation per
/// call, where a channel took four.
#[derive(Clone, Default)]
struct CancelSwitch(Arc<Mutex<SwitchState>>);

#[derive(Default)]
struct SwitchState {
    thrown: bool,
    waker: Option<std::task::Waker>,
}

impl CancelSwitch {
    fn throw(&self) {
        if let Ok(mut state) = self.0.lock() {
            state.thrown = true;
            if let Some(waker) = state.waker.take() {
                waker.wake();
            }
        }
    }

    /// Ready once the switch is thrown.
    async fn thrown(&self) {
        std::future::poll_fn(|cx| {
            let Ok(mut state) = self.0.lock() else {
                return std::task::Poll::Pending;
            };
            if state.thrown {
                return std::task::Poll::Ready(());
            }
            if !state
                .waker
                .as_ref()
                .is_some_and(|w| w.will_wake(cx.waker()))
            {
                state.waker = Some(cx.waker().clone());
            }
            std::task::Poll::Pending
        })
        .await
    }
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
            connection: instances::next_connection(),
            era: AtomicU8::new(ERA_BOTH),
            initialize_seen: AtomicBool::new(false),
            initialized: AtomicBool::new(false),
            tool_errors: AtomicBool::new(false),
            inflight: Mutex::new(HashMap::new()),
            call_timeout: None,
            notify: None,
            log_level: Mutex::new(None),
            client: None,
        }
    }

    /// Serves `client`'s catalog only (issue 44): `tools/list` shows the
    /// tools it permits, a call of any other is refused exactly as a call
    /// of an unknown tool, and `evaluate` reports it not permitted.
    pub fn with_client(mut self, client: Option<Arc<Client>>) -> Adapter {
        self.client = client;
        self
    }

    /// Whether this connection's client may use the backend's tool `i`.
    fn permitted(&self, i: usize) -> bool {
        match &self.client {
            None => true,
            Some(c) => self
                .backend
                .tools()
                .get(i)
                .is_some_and(|t| c.permits(self.backend.module_of(i), &t.name)),
        }
    }

    /// The backend's tool called `name`, if this connection may use it.
    fn find_tool(&self, name: &str) -> Option<usize> {
        self.backend
            .tools()
            .iter()
            .position(|t| t.name == name)
            .filter(|&i| self.permitted(i))
    }

    /// Sends this connection's notifications (progress, log messages)
    /// through `notify`.
    pub fn with_notifier(mut self, notify: Notify) -> Adapter {
        self.notify = Some(notify);
        self
    }

    /// Fixes the era instead of serving both (an HTTP transport knows it
    /// from the request).
    pub fn with_era(self, era: Era) -> Adapter {
        self.era.store(
            match era {
                Era::Legacy => ERA_LEGACY,
                Era::Modern => ERA_MODERN,
            },
            Ordering::SeqCst,
        );
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

    /// The reply style of this connection's legacy requests.
    fn legacy_style(&self) -> Style {
        Style::Legacy {
            tool_errors: self.tool_errors.load(Ordering::SeqCst),
        }
    }

    /// Whether `evaluate` is the dry run: it is enabled and no tool of the
    /// backend has that name.
    fn serves_evaluate(&self) -> bool {
        self.options.evaluate && !self.backend.tools().iter().any(|t| t.name == EVALUATE_TOOL)
    }

    /// The tools this adapter lists, `evaluate` included when served. This
    /// is the one source of the `tools/list` payload (and of `--mcp-tools`,
    /// which shows the 2025-06-18 listing).
    pub fn tools_payload(&self) -> String {
        self.tools_payload_for(Style::Legacy { tool_errors: false })
    }

    fn tools_payload_for(&self, style: Style) -> String {
        let mut tools: Vec<Tool> = self
            .backend
            .tools()
            .iter()
            .enumerate()
            .filter(|(i, _)| self.permitted(*i))
            .map(|(_, t)| t.clone())
            .collect();
        if self.serves_evaluate() {
            tools.push(evaluate_tool());
        }
        tools_payload_for(&tools, style)
    }

    /// Handles one JSON-RPC message (seed 003 `handle`).
    pub async fn handle(&self, message: &str) -> Option<String> {
        self.handle_bytes(message.as_bytes()).await.reply
    }

    /// Like [`Adapter::handle`], for a line that may not be UTF-8, giving the
    /// whole [`Answer`] (its reply is `None` for a notification). Unless the
    /// transport fixed the era ([`Adapter::with_era`]), both are served
    /// (issue 40): a request carrying a modern `_meta` ([`claims_modern`])
    /// statelessly, anything else in the legacy session `initialize` opens;
    /// see [`Adapter::route`] for the two requests that cannot mix.
    pub fn handle_bytes(&self, message: &[u8]) -> impl Future<Output = Answer> + Send + '_ {
        self.handle_bytes_with(message, None)
    }

    /// Like [`Adapter::handle_bytes`], sending this request's notifications
    /// (progress, log messages) through `notify`, else the connection's. They
    /// all go out before the future completes with the reply.
    ///
    /// The line is read and routed before the future is built; only a tool
    /// call waits (`Step`).
    pub fn handle_bytes_with(
        &self,
        message: &[u8],
        notify: Option<Notify>,
    ) -> impl Future<Output = Answer> + Send + '_ {
        let step = match rpc::parse(message) {
            Ok(Some(msg)) => self.route(msg, notify),
            Ok(None) => Step::Done(Answer::none()),
            Err(rejected) => Step::Done(Answer::ok(rejected.to_reply())),
        };
        self.answer(step)
    }

    /// Handles one parsed message, with the HTTP status the modern wire
    /// gives its answer.
    pub async fn handle_message(&self, msg: Message) -> Answer {
        self.handle_message_with(msg, None).await
    }

    /// [`Adapter::handle_message`], sending notifications through `notify`.
    /// The message is routed before the future is built.
    pub fn handle_message_with(
        &self,
        msg: Message,
        notify: Option<Notify>,
    ) -> impl Future<Output = Answer> + Send + '_ {
        self.handle_message_traced(msg, notify, None)
    }

    /// [`Adapter::handle_message_with`], a tool call carrying `trace` (its
    /// span's context) down to the backend.
    pub fn handle_message_traced(
        &self,
        msg: Message,
        notify: Option<Notify>,
        trace: Option<Arc<CallTrace>>,
    ) -> impl Future<Output = Answer> + Send + '_ {
        let step = self.route(msg, notify);
        self.answer_traced(step, trace)
    }

    /// Everything but a tool call is answered here, without waiting; a
    /// tool call is checked and handed back to run. Keeping the waiting
    /// part apart keeps each request's future small (under glibc's
    /// 1,000-byte per-thread cache; see
    /// `the_futures_every_call_allocates_stay_under_a_thousand_bytes`).
    ///
    /// Serving both eras (stdio), only two requests cannot mix, and both
    /// are refused at once, the connection going on: a request carrying a
    /// modern `_meta` after `initialize` (-32600: the session's version
    /// and capabilities would contradict it), and `tools/list` or
    /// `tools/call` with neither a session nor a modern `_meta` (-32602,
    /// the modern wire's answer to a missing `_meta`; between `initialize`
    /// and `notifications/initialized` it stays the legacy -32600). Every
    /// other legacy request is the legacy leg's: `ping` at any time, an
    /// unknown method (a bare `server/discover` probe) -32601 at once.
    fn route(&self, msg: Message, notify: Option<Notify>) -> Step {
        let (id, method, params) = match msg {
            Message::Response => return Step::Done(Answer::none()),
            Message::Notification { method, params } => {
                self.notification(&method, params.as_ref());
                return Step::Done(Answer::none());
            }
            Message::Request { id, method, params } => (id, method, params),
        };
        let notify = notify.or_else(|| self.notify.clone());
        let claim = if claims_modern(&method, params.as_ref()) {
            Era::Modern
        } else {
            Era::Legacy
        };
        let era = self.era.load(Ordering::SeqCst);
        let in_session = era == ERA_LEGACY || self.initialize_seen.load(Ordering::SeqCst);
        match (era, claim) {
            (ERA_MODERN, _) => self.modern(id, &method, params, notify),
            // A modern request inside a legacy session: the session's
            // version and capabilities would contradict its `_meta`.
            (_, Era::Modern) if in_session => Step::Done(Answer::ok(rpc::error(
                &id,
                rpc::INVALID_REQUEST,
                "Invalid Request: this connection has a 2025-era session (initialize was sent), so a request carrying a 2026-07-28 _meta cannot be served on it; send it without io.modelcontextprotocol/protocolVersion, or use a new connection for 2026-07-28",
            ))),
            (_, Era::Modern) => self.modern(id, &method, params, notify),
            // A tool request with neither a session nor a modern `_meta`.
            (ERA_BOTH, Era::Legacy)
                if !in_session && matches!(method.as_str(), "tools/list" | "tools/call") =>
            {
                Step::Done(Answer::ok(rpc::error(
                    &id,
                    rpc::INVALID_PARAMS,
                    &format!(
                        "Invalid params: no _meta, and no session; a 2026-07-28 request carries params._meta with \"{META_VERSION}\" and \"{META_CAPABILITIES}\", and a 2025-era client sends initialize, then notifications/initialized, first"
                    ),
                )))
            }
            _ => self.request(id, &method, params, notify),
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
                    cancel.throw();
                }
            }
            _ => {}
        }
    }

    /// One legacy-era request.
    fn request(
        &self,
        id: String,
        method: &str,
        params: Option<Value>,
        notify: Option<Notify>,
    ) -> Step {
        let done = |reply: String| Step::Done(Answer::ok(reply));
        let not_ready = || {
            done(rpc::error(
                &id,
                rpc::INVALID_REQUEST,
                "the session is not initialized: send initialize, then notifications/initialized",
            ))
        };
        match method {
            "initialize" => {
                if !matches!(params, Some(Value::Object(_))) {
                    return done(rpc::error(
                        &id,
                        rpc::INVALID_PARAMS,
                        "initialize needs params with protocolVersion",
                    ));
                }
                self.initialize_seen.store(true, Ordering::SeqCst);
                let asked = params
                    .as_ref()
                    .and_then(|p| json::get_str(p, "protocolVersion"));
                done(rpc::reply(&id, &self.initialize_result(asked)))
            }
            "ping" => done(rpc::reply(&id, "{}")),
            "tools/list" if !self.is_initialized() => not_ready(),
            "tools/call" if !self.is_initialized() => not_ready(),
            "tools/list" => done(rpc::reply(
                &id,
                &self.tools_payload_for(self.legacy_style()),
            )),
            "tools/call" => {
                let style = self.legacy_style();
                self.tools_call(id, params, style, None, notify)
            }
            "logging/setLevel" => done(self.set_level(&id, params.as_ref())),
            _ => done(rpc::error(
                &id,
                rpc::METHOD_NOT_FOUND,
                &format!("Method not found: {method}"),
            )),
        }
    }

    fn initialize_result(&self, asked: Option<&str>) -> String {
        let version = versions::legacy_version(asked);
        // The dates compare as text.
        self.tool_errors
            .store(version >= TOOL_ERRORS_SINCE, Ordering::SeqCst);
        json::Obj::new()
            .str("protocolVersion", version)
            .raw("capabilities", CAPABILITIES)
            .raw("serverInfo", &self.server_info())
            .finish()
    }

    fn server_info(&self) -> String {
        json::Obj::new()
            .str("name", &self.backend.server_name())
            .str("version", &self.backend.server_version())
            .finish()
    }

    /// One modern-era request (2026-07-28): its `_meta` is checked (-32602),
    /// then its version (-32022), then its method (-32601, 404).
    fn modern(
        &self,
        id: String,
        method: &str,
        params: Option<Value>,
        notify: Option<Notify>,
    ) -> Step {
        let envelope = match envelope(params.as_ref()) {
            Ok(e) => e,
            Err(msg) => {
                return Step::Done(Answer::fail(
                    400,
                    rpc::error(&id, rpc::INVALID_PARAMS, &msg),
                ));
            }
        };
        if !MODERN_VERSIONS.contains(&envelope.version.as_str()) {
            return Step::Done(Answer::fail(
                400,
                unsupported_version(&id, &envelope.version),
            ));
        }
        let answer = match method {
            "server/discover" => Answer::ok(rpc::reply(&id, &self.modern_result(&self.discover()))),
            "tools/list" => {
                let list = self.tools_payload_for(Style::Modern);
                Answer::ok(rpc::reply(&id, &self.modern_result(&list)))
            }
            "tools/call" => {
                #[cfg(feature = "tasks")]
                let wants_tasks = envelope.wants_tasks();
                return match self.tools_call(id, params, Style::Modern, Some(&envelope), notify) {
                    #[cfg(feature = "tasks")]
                    Step::Call(call) if wants_tasks && self.backend.tools()[call.tool].tasks => {
                        self.start_task(call)
                    }
                    step => step,
                };
            }
            #[cfg(feature = "tasks")]
            "tasks/get" | "tasks/cancel" | "tasks/update" => {
                return self.task_request(&id, method, params.as_ref());
            }
            _ => Answer::fail(
                404,
                rpc::error(
                    &id,
                    rpc::METHOD_NOT_FOUND,
                    &format!(
                        "Method not found: {method} (2026-07-28 serves server/discover, tools/list, tools/call and tasks/*; initialize, ping and logging/setLevel were removed)"
                    ),
                ),
            ),
        };
        Step::Done(answer)
    }

    /// The `server/discover` result body.
    fn discover(&self) -> String {
        json::Obj::new()
            .raw(
                "supportedVersions",
                &json::array_of_raw(MODERN_VERSIONS.iter().map(|v| json::quote(v))),
            )
            .raw("capabilities", &discover_capabilities())
            .raw("ttlMs", &LIST_TTL_MS.to_string())
            .str("cacheScope", "public")
            .finish()
    }

    /// A modern result: `body` (a JSON object's text) with `resultType` and
    /// the server's identity in `_meta`.
    fn modern_result(&self, body: &str) -> String {
        let meta = json::Obj::new()
            .raw(META_SERVER_INFO, &self.server_info())
            .finish();
        with_modern_fields(body, &meta)
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
        stateless: bool,
    ) -> Option<Arc<Reporter>> {
        let notify = notify?;
        let token = progress::progress_token(meta);
        let session = self.log_level.lock().ok().and_then(|l| *l);
        let threshold = progress::log_threshold(stateless, session, meta);
        if token.is_none() && threshold.is_none() {
            // Nobody listens (most calls): nothing to build.
            return None;
        }
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

    /// A `tools/call` checked: its answer when it cannot run (a malformed
    /// call, an unknown tool, a missing capability, a reused id; also the
    /// dry run, which waits for nothing), else the call to run.
    fn tools_call(
        &self,
        id: String,
        params: Option<Value>,
        style: Style,
        envelope: Option<&Envelope>,
        notify: Option<Notify>,
    ) -> Step {
        let invalid =
            |msg: String| Step::Done(Answer::ok(rpc::error(&id, rpc::INVALID_PARAMS, &msg)));
        let Some(Value::Object(mut params)) = params else {
            return invalid("tools/call needs params {name, arguments}".into());
        };
        // Taken, not cloned: the call owns its name and arguments.
        let Some(Value::String(name)) = params.remove("name") else {
            return invalid("tools/call needs a string \"name\"".into());
        };
        let name = name.as_str();
        let args = match params.remove("arguments") {
            None | Some(Value::Null) => Object::new(),
            Some(Value::Object(a)) => a,
            Some(_) => return invalid("\"arguments\" must be an object".into()),
        };
        if name == EVALUATE_TOOL && self.serves_evaluate() {
            return match self.evaluate(&args) {
                Ok(result) => Step::Done(self.finish(&id, style, &result)),
                Err(msg) if style == (Style::Legacy { tool_errors: false }) => invalid(msg),
                Err(msg) => Step::Done(self.finish(&id, style, &error_result(&msg))),
            };
        }
        // A tool outside the client's catalog is refused as unknown.
        let Some(tool) = self.find_tool(name) else {
            return invalid(format!("unknown tool '{name}'; see tools/list"));
        };
        if let Some(envelope) = envelope
            && let Some(missing) = self.backend.tools()[tool]
                .requires
                .iter()
                .find(|c| !envelope.capabilities.contains_key(*c))
        {
            let data = format!(
                "{{\"requiredCapabilities\":{}}}",
                json::Obj::new().raw(missing, "{}").finish()
            );
            return Step::Done(Answer::fail(
                400,
                error_with_data(
                    &id,
                    MISSING_CAPABILITY,
                    &format!(
                        "{name} needs the client capability {missing:?}; declare it in _meta[\"{META_CAPABILITIES}\"]"
                    ),
                    &data,
                ),
            ));
        }
        let cancel = CancelSwitch::default();
        let key = rpc::id_key(&id);
        if let Ok(mut inflight) = self.inflight.lock() {
            // JSON-RPC ids must be unique among running requests; a reused
            // id would make the first call's reply (and its cancellation)
            // ambiguous, so the second request is refused instead.
            if inflight.contains_key(&key) {
                return Step::Done(Answer::ok(rpc::error(
                    &id,
                    rpc::INVALID_REQUEST,
                    &format!(
                        "request id {id} is already used by a running request; use a fresh id"
                    ),
                )));
            }
            inflight.insert(key.clone(), cancel.clone());
        }
        let reporter = self.reporter(name, params.get("_meta"), notify, style == Style::Modern);
        Step::Call(ToolCall {
            id,
            tool,
            args,
            style,
            key,
            cancel,
            reporter,
        })
    }

    /// A reply carrying a tool's result, shaped for `style`.
    fn finish(&self, id: &str, style: Style, result: &str) -> Answer {
        match style {
            Style::Modern => Answer::ok(rpc::reply(id, &self.modern_result(result))),
            Style::Legacy { .. } => Answer::ok(rpc::reply(id, result)),
        }
    }

    /// What a routed message comes to: its answer as routed, or, for a
    /// tool call, the reply when the call ends, its deadline passes or it is
    /// cancelled (none once cancelled).
    async fn answer(&self, step: Step) -> Answer {
        self.answer_traced(step, None).await
    }

    /// [`Adapter::answer`], a tool call carrying `trace` to the backend.
    async fn answer_traced(&self, step: Step, trace: Option<Arc<CallTrace>>) -> Answer {
        let call = match step {
            Step::Done(answer) => return answer,
            Step::Call(call) => call,
        };
        let ToolCall {
            id,
            tool,
            args,
            style,
            key,
            cancel,
            reporter,
        } = call;
        let sink = reporter.as_ref().map(|r| r.sink());
        let call = async {
            let call = self
                .backend
                .call_traced(tool, args, self.connection, sink, trace);
            let ticks = async {
                match &reporter {
                    Some(r) => match crate::deadline::tick_reporter(r).await {},
                    None => std::future::pending().await,
                }
            };
            Some(Ok(smol::future::or(call, ticks).await))
        };
        let cancelled = async {
            cancel.thrown().await;
            None
        };
        // The deadline counts from here, not from its first poll: the
        // call's first poll may wait outside the event loop first (the
        // stdio loop's quick wait, capped at the call timeout).
        let timer = self
            .call_timeout
            .map(|limit| (limit, crate::deadline::after(limit)));
        let deadline = async move {
            match timer {
                Some((limit, at)) => {
                    at.await;
                    Some(Err(limit))
                }
                None => std::future::pending().await,
            }
        };
        // Whichever ends first drops the others: an abandoned call frees its
        // worker (the pool kills and replaces it).
        let outcome = smol::future::or(smol::future::or(call, deadline), cancelled).await;
        if let Ok(mut inflight) = self.inflight.lock() {
            inflight.remove(&key);
        }
        if let Some(r) = &reporter {
            // The last progress goes out before the result; after a
            // cancellation or the deadline, nothing more does.
            match &outcome {
                Some(Ok(_)) => r.finish(),
                _ => r.close(),
            }
        }
        // Cancelled: nothing more is sent for this request.
        let Some(outcome) = outcome else {
            return Answer::none();
        };
        let outcome = match outcome {
            Ok(outcome) => outcome,
            Err(limit) => {
                let message = format!(
                    "{} ran past the call deadline of {} (--call-timeout); {}",
                    self.backend.tools()[tool].name,
                    crate::deadline::show_secs(limit),
                    self.backend.abandoned(tool)
                );
                return self.finish(&id, style, &error_result(&message));
            }
        };
        let tool = &self.backend.tools()[tool];
        let result = match outcome {
            Outcome::Invalid(msg) if style == (Style::Legacy { tool_errors: false }) => {
                return Answer::ok(rpc::error(&id, rpc::INVALID_PARAMS, &msg));
            }
            outcome => call_result(tool, style, outcome),
        };
        self.finish(&id, style, &result)
    }

    /// A `tools/call` that becomes a task: the record is made, the call
    /// runs detached (its progress messages become the task's status
    /// message), and the reply is the `CreateTaskResult`. With the table
    /// full the call runs synchronously instead.
    #[cfg(feature = "tasks")]
    fn start_task(&self, call: ToolCall) -> Step {
        let tool_name = self.backend.tools()[call.tool].name.clone();
        let owner = self.client.as_ref().map(|c| c.name.as_str());
        let Some(task) = tasks::create(
            &format!("{tool_name} is running"),
            self.backend.replica(),
            owner,
        ) else {
            return Step::Call(call);
        };
        if let Ok(mut inflight) = self.inflight.lock() {
            // Not a request in flight any more: tasks/cancel reaches it.
            inflight.remove(&call.key);
        }
        let backend = self.backend.clone();
        let connection = self.connection;
        let meta = json::Obj::new()
            .raw(META_SERVER_INFO, &self.server_info())
            .finish();
        let reports = task.clone();
        let sink = Sink::new(true, move |report| {
            if let Report::Progress(p) = report
                && let Some(m) = p.message
            {
                reports.report(m);
            }
        });
        let (tool, args, runner) = (call.tool, call.args, task.clone());
        smol::spawn(async move {
            let run = async {
                Some(
                    backend
                        .call_reporting(tool, args, connection, Some(sink))
                        .await,
                )
            };
            let cancelled = async {
                runner.cancel.thrown().await;
                None
            };
            // A cancel (or the record's end of life) drops the call, which
            // scancels its SLURM job.
            let Some(outcome) = smol::future::or(run, cancelled).await else {
                return;
            };
            let failed = matches!(outcome, Outcome::Failed(_) | Outcome::Invalid(_));
            let result = call_result(&backend.tools()[tool], Style::Modern, outcome);
            let result = with_modern_fields(&result, &meta);
            let message = if failed { "the tool failed" } else { "done" };
            runner.finish(tasks::Status::Completed(result), message);
        })
        .detach();
        let created = with_fields(&task.to_json(), r#""resultType":"task""#);
        Step::Done(Answer::ok(rpc::reply(&call.id, &created)))
    }

    /// `tasks/get`, `tasks/cancel` and `tasks/update` (SEP-2663).
    #[cfg(feature = "tasks")]
    fn task_request(&self, id: &str, method: &str, params: Option<&Value>) -> Step {
        let Some(task_id) = params.and_then(|p| json::get_str(p, "taskId")) else {
            return Step::Done(Answer::fail(
                400,
                rpc::error(
                    id,
                    rpc::INVALID_PARAMS,
                    &format!("{method} needs params {{taskId}}"),
                ),
            ));
        };
        let asker = self.client.as_ref().map(|c| c.name.as_str());
        let Some(task) = tasks::find(task_id, asker) else {
            let replica = self.backend.replica();
            let message = match crate::ids::foreign(task_id, replica) {
                Some(owner) => crate::ids::not_here("task", owner, replica),
                None => format!(
                    "unknown task {task_id:?}: never created here, or past its lifetime of {} ms",
                    tasks::ttl().as_millis()
                ),
            };
            return Step::Done(Answer::ok(rpc::error(id, rpc::INVALID_PARAMS, &message)));
        };
        let body = match method {
            "tasks/get" => task.to_json(),
            "tasks/cancel" => {
                task.cancel();
                "{}".to_string()
            }
            // No task of ours asks for input: there is nothing to update.
            _ => "{}".to_string(),
        };
        Step::Done(Answer::ok(rpc::reply(id, &self.modern_result(&body))))
    }

    /// The dry run: its result, or the -32602 message of a malformed call.
    fn evaluate(&self, args: &Object) -> Result<String, String> {
        let [(action, tool), (body, arguments)] = EVALUATE_ARGS;
        if let Some(extra) = args
            .keys()
            .find(|k| ![action, tool, body, arguments].contains(&k.as_str()))
        {
            return Err(format!(
                "argument '{extra}': unexpected; evaluate takes {action} and {body} (or {tool} and {arguments})"
            ));
        }
        let tool_name = match evaluate_arg(args, action, tool)? {
            Some(Value::String(name)) => name,
            _ => {
                return Err(format!(
                    "argument '{action}' (or '{tool}'): expected the name of a tool"
                ));
            }
        };
        let call_args = match evaluate_arg(args, body, arguments)? {
            None | Some(Value::Null) => Object::new(),
            Some(Value::Object(a)) => a.clone(),
            Some(_) => {
                return Err(format!(
                    "argument '{body}' (or '{arguments}'): expected an object"
                ));
            }
        };
        let found = self
            .backend
            .tools()
            .iter()
            .position(|t| &t.name == tool_name);
        let body = match found {
            None => json::Obj::new()
                .raw("valid", "false")
                .str("error", &format!("unknown tool '{tool_name}'"))
                .finish(),
            Some(i) if !self.permitted(i) => json::Obj::new()
                .raw("valid", "false")
                .raw("permitted", "false")
                .str(
                    "error",
                    &format!(
                        "tool '{tool_name}' is not permitted for this client; its token's entry in the tokens file names the modules and tools it may use"
                    ),
                )
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
        Ok(json::Obj::new()
            .raw("content", &text_content(&body))
            .raw("isError", "false")
            .finish())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cancel_switch_ends_its_wait_whether_thrown_before_or_during_it() {
        let within_5s = |switch: CancelSwitch| {
            smol::block_on(smol::future::or(
                async move {
                    switch.thrown().await;
                    true
                },
                async {
                    smol::Timer::after(Duration::from_secs(5)).await;
                    false
                },
            ))
        };
        let early = CancelSwitch::default();
        early.throw();
        assert!(within_5s(early));
        let late = CancelSwitch::default();
        let thrower = late.clone();
        let throws = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(50));
            thrower.throw();
        });
        assert!(within_5s(late));
        throws.join().expect("the thrower ends");
        let never = CancelSwitch::default();
        let _kept = never.clone();
        assert!(!smol::block_on(smol::future::or(
            async {
                never.thrown().await;
                true
            },
            async {
                smol::Timer::after(Duration::from_millis(50)).await;
                false
            },
        )));
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
}
