//! `nexus daemon <program>`: one program over HTTP (SPEC §3.2): the JSON API
//! (`/health`, `/discover`, `/call/<command>`) and MCP Streamable HTTP at
//! `/mcp`, through the same adapter as stdio.
//!
//! The daemon outlives any one call, so it survives pool crashes (SPEC §2.4,
//! seed 001): when a worker is found dead, admission closes (503 with
//! `Retry-After`; MCP calls get an `isError` result), every pool stops, the
//! calls already running finish, shared memory is discarded and made afresh
//! under a new generation, every pool restarts and answers a PING, and
//! admission reopens. No request spans a recovery. If running calls do not
//! finish within a minute, or recovery keeps failing, the daemon exits
//! non-zero rather than serve from an inconsistent state.

use crate::arguments;
use crate::dispatch::{self, Program};
use crate::http::response::Response;
use crate::http::server::{self, Request};
use crate::http_modes::{self, Security, ServeFlags, Sessions};
use crate::instances;
use crate::json::{self, Value};
use crate::manifest::Manifest;
use crate::mcp::program::ProgramBackend;
use crate::mcp::{self, Adapter, content};
use crate::pool::{CallError, CrashHook};
use crate::spans::{self, Tracer};
use crate::tokens::Client;
use crate::trace::{Attrs, CallTrace};
use discover::health_json;
use routes::{Own, Route};
use std::collections::HashMap;
use std::sync::{Arc, OnceLock, Weak};
use std::time::{Duration, Instant};

mod discover;
mod lp;
mod routes;

pub use discover::discover_json;

/// Running calls must finish within this time once recovery starts.
pub const RECOVERY_DRAIN_LIMIT: Duration = Duration::from_secs(60);
/// Front-end sessions a daemon tracks for private instances; the front
/// end's own session cap (1024 by default) stays below it.
const MAX_FRONT_END_SESSIONS: usize = 4096;

/// Restart attempts before the daemon gives up and exits.
pub const RECOVERY_ATTEMPTS: usize = 3;

pub const HELP_HEAD: &str = "\
usage: nexus daemon <program> [--host H] [--port P | --socket PATH] [--port-file PATH] [options]

Serves one program over HTTP/1.1:
  GET  /health                 {\"status\":\"ok\",\"result\":[true,…]}: one boolean per pool
                               (started and up), no token needed
  GET  /discover               {\"status\":\"ok\",\"result\":{…}}: the commands, their
                               argument shapes and defaults, live instances
  POST /call/<command>         body: a JSON array of positional arguments, or an
                               object keyed like the MCP properties
  POST /mcp, DELETE /mcp       MCP Streamable HTTP: 2026-07-28 per request, 2025 era in sessions

On the same socket or port, morloc's length-prefixed protocol (a first byte
0x00-0x04): a 4-byte big-endian length, then {\"id\":…,\"method\":\"call\",
\"command\":…,\"args\":[…]}; answered in kind, one request per connection.

options:
  --socket PATH            listen on a Unix socket instead of TCP
  -f json|packet           a length-prefixed call's reply: the JSON envelope (default) or
                           the result's raw DATA packet (HTTP answers JSON either way)
  --evaluate               accepted for compatibility: MCP serves the `evaluate` tool
                           (a dry run, {action, body}) by default (refused when a command
                           is named evaluate, which otherwise wins)
  --watch-stdin            end, stopping the pools, when stdin reaches end-of-file;
                           nexus serve gives each daemon a pipe that only it holds
                           open, so its daemons end with it however it ends
  --workers N              workers per pool, 1 to 1024 (default: the manifest's, else
                           one per CPU)
";

/// Per-program flags of the serving modes.
struct ProgramFlags {
    /// `--watch-stdin`: end when stdin reaches end-of-file.
    watch_stdin: bool,
    workers: Option<usize>,
    max_instances: usize,
    instance_idle: Duration,
    /// `-f packet`: length-prefixed `call`s are answered with packets.
    packet: bool,
}

/// The request handler of one program.
pub struct Daemon {
    pub program: Arc<Program>,
    backend: Arc<ProgramBackend>,
    security: Security,
    sessions: Arc<Sessions>,
    call_timeout: Duration,
    options: mcp::Options,
    discover: String,
    /// Whether `Nexus-Connection` is honoured: only on a Unix socket, which
    /// only the front end (same user, mode 0600) reaches.
    front_end_channel: bool,
    /// The front end's MCP sessions, by its `Nexus-Connection` value, each
    /// mapped to a connection of ours so its private instances persist.
    connections: std::sync::Mutex<HashMap<String, u64>>,
    /// Where each request's span goes (`--trace-file`).
    tracer: Option<Arc<Tracer>>,
    /// `-f packet`: a `call` over the length-prefixed protocol is answered
    /// with the result's DATA packet.
    packet: bool,
}

crate::routes_are_the_handler!(Daemon);

impl http_modes::Routes for Daemon {
    fn length_prefixed(&self) -> bool {
        true
    }

    async fn message(&self, message: Result<Vec<u8>, String>) -> Vec<u8> {
        self.lp_message(message).await
    }

    async fn route(&self, mut req: Request) -> Response {
        let path = req.path().to_string();
        let route = routes::route(req.method(), &path, self.front_end_channel);
        // The client a guarded request comes from, whose catalog it gets
        // (issue 44).
        let caller = match http_modes::guarded(&path) {
            true => match self.security.check(&req) {
                Ok(caller) => caller,
                Err(refusal) => return refusal,
            },
            false => None,
        };
        match route {
            Route::Health => Response::json(200, health_json(&self.program.pools_up())),
            Route::Discover => http_modes::ok_result(&http_modes::with_instances(
                &self.discover_for(caller.as_deref()),
                &self.program.instances_json(),
            )),
            Route::McpPost => {
                let make = || Adapter::new(self.backend.clone(), self.options.clone());
                self.sessions.post(&req, caller, make).await
            }
            Route::McpDelete => self.sessions.delete(&req, caller.as_ref()),
            Route::McpOtherMethod => http_modes::mcp_other_method(&req),
            // A command outside the caller's catalog is refused exactly
            // as one the program does not have.
            Route::Call(name) if !self.permits(caller.as_deref(), name) => self.no_command(name),
            Route::Call(name) => {
                // Given away: a big body is freed once its arguments are read.
                let body = std::mem::take(&mut req.body);
                let connection = self.connection_of(&req);
                let render = http_modes::query_param(req.query(), "render");
                let stream = http_modes::wants_event_stream(req.header("accept"));
                // One await either way (each await inlines the call again).
                let span = self.tracer.as_ref().map(|tracer| {
                    let parent = spans::parent_of(None, req.header("traceparent"));
                    (tracer, tracer.begin(parent))
                });
                let trace = span
                    .as_ref()
                    .map(|(_, started)| Arc::new(CallTrace::new(started.context)));
                let how = (render, stream);
                let response = self.call(name, body, connection, how, trace.clone()).await;
                if let Some((tracer, started)) = span {
                    let failure = http_modes::failure_of_status(&response);
                    let attributes = call_attributes(name);
                    let mut name = String::with_capacity(5 + path.len());
                    name.push_str("POST ");
                    name.push_str(&path);
                    tracer.end(started, name, failure, attributes, trace.as_deref());
                }
                response
            }
            Route::MethodNotAllowed(allow) => http_modes::method_not_allowed(allow),
            Route::NotFound(path) => http_modes::no_route(path),
            Route::Own(Own::ReleaseConnection(name)) => {
                let released = self.release_connection(name);
                http_modes::ok_result(&format!("{{\"released\":{released}}}"))
            }
            #[cfg(feature = "test-panic")]
            Route::Own(Own::TestPanic) => panic!("the test-panic feature's trigger"),
            Route::Own(Own::Compiler(compiler)) => compiler.response(),
        }
    }
}

impl Daemon {
    /// Whether `caller` (none: tokens are not checked) may use the tool or
    /// command called `name`.
    fn permits(&self, caller: Option<&Client>, name: &str) -> bool {
        caller.is_none_or(|c| c.permits(Some(&self.program.manifest.name), name))
    }

    /// The 404 of a command the program does not have.
    fn no_command(&self, name: &str) -> Response {
        Response::error(
            404,
            &format!(
                "{} has no command '{name}'; see GET /discover",
                self.program.manifest.name
            ),
        )
    }

    /// The `/discover` document `caller` gets: the commands of its catalog
    /// only (issue 44).
    fn discover_for(&self, caller: Option<&Client>) -> std::borrow::Cow<'_, str> {
        match caller {
            Some(c) if !c.permits_all() => {
                let mut manifest = (*self.program.manifest).clone();
                let module = manifest.name.clone();
                manifest
                    .commands
                    .retain(|cmd| c.permits(Some(&module), &cmd.name));
                std::borrow::Cow::Owned(discover_json(&manifest, &[]))
            }
            _ => std::borrow::Cow::Borrowed(&self.discover),
        }
    }

    /// Our connection for a call forwarded by the front end on behalf of one
    /// of its MCP sessions; `None` for a plain request.
    /// Only a program with a private pool keeps any, and at most
    /// [`MAX_FRONT_END_SESSIONS`] at once; past that a call is a one-off.
    fn connection_of(&self, req: &Request) -> Option<u64> {
        let has_private = self
            .program
            .manifest
            .pools
            .iter()
            .any(|p| p.instances == crate::manifest::Instances::Private);
        if !self.front_end_channel || !has_private {
            return None;
        }
        let name = req.header(http_modes::CONNECTION_HEADER)?;
        let mut map = self.connections.lock().ok()?;
        if let Some(&known) = map.get(name) {
            return Some(known);
        }
        if map.len() >= MAX_FRONT_END_SESSIONS {
            return None;
        }
        let fresh = instances::next_connection();
        map.insert(name.to_string(), fresh);
        Some(fresh)
    }

    /// Ends a front-end session's private instances; how many were released.
    fn release_connection(&self, name: &str) -> usize {
        let connection = self
            .connections
            .lock()
            .ok()
            .and_then(|mut m| m.remove(name));
        connection.map_or(0, |c| self.program.release_connection(c))
    }

    async fn call(
        &self,
        name: &str,
        body: Vec<u8>,
        connection: Option<u64>,
        (render, stream): (Option<&str>, bool),
        trace: Option<Arc<CallTrace>>,
    ) -> Response {
        let manifest = &self.program.manifest;
        if manifest.command(name).is_none()
            && let Some(pool) = instances::release_pool(manifest, name)
        {
            return release_command(&self.program, pool, &body);
        }
        if manifest.command(name).is_none()
            && let Some(pool) = instances::open_pool(manifest, name)
        {
            return open_command(&self.program, pool, &body);
        }
        let Some(cmd) = manifest.command(name) else {
            return self.no_command(name);
        };
        if let Some(why) = arguments::exclusion(cmd) {
            return Response::error(404, &format!("'{name}' is not served over HTTP: {why}"));
        }
        if stream {
            let how = (self.call_timeout, connection, render.map(str::to_string));
            return stream_call(self.program.clone(), cmd.clone(), body, how, trace).await;
        }
        let how = CallHow {
            timeout: self.call_timeout,
            connection,
            render,
            sink: None,
            trace,
        };
        call_command(&self.program, cmd, body, &how)
            .await
            .response()
    }
}

/// `POST /call/<pool>__release {"instance": KEY}`: ends a keyed instance,
/// as the MCP tool of the same name does.
fn release_command(program: &Program, pool: usize, body: &[u8]) -> Response {
    let args = match release_args(body) {
        Ok(args) => args,
        Err(refusal) => return refusal,
    };
    match instances::release_in(program, pool, &args) {
        Ok(text) => http_modes::ok_result(&text),
        Err(msg) => Response::error(400, &msg),
    }
}

/// `POST /call/<pool>__open {}`: opens a private instance and returns its
/// handle, as the MCP tool of the same name does.
fn open_command(program: &Program, pool: usize, body: &[u8]) -> Response {
    let args = match open_args(body) {
        Ok(args) => args,
        Err(refusal) => return refusal,
    };
    match instances::open_in(program, pool, &args) {
        Ok(text) => http_modes::ok_result(&text),
        Err(instances::OpenError::Invalid(msg)) => Response::error(400, &msg),
        Err(instances::OpenError::Failed(msg)) => http_modes::unavailable(&msg),
    }
}

/// The arguments of a `<pool>__release` body: an object, or the 400.
fn release_args(body: &[u8]) -> Result<json::Object, Response> {
    match std::str::from_utf8(body).ok().map(json::parse) {
        Some(Ok(Value::Object(map))) => Ok(map),
        _ => Err(Response::error(
            400,
            "the body must be an object: {\"instance\": \"KEY\"}",
        )),
    }
}

/// The arguments of a `<pool>__open` body: an object (an empty body is
/// one), or the 400.
fn open_args(body: &[u8]) -> Result<json::Object, Response> {
    let refused = || Response::error(400, "the body must be an empty object: {}");
    match std::str::from_utf8(body).ok().map(str::trim) {
        Some("") => Ok(json::Object::new()),
        Some(text) => match json::parse(text) {
            Ok(Value::Object(map)) => Ok(map),
            _ => Err(refused()),
        },
        None => Err(refused()),
    }
}

/// How one `/call` runs.
pub struct CallHow<'a> {
    /// The call's deadline.
    pub timeout: Duration,
    /// The front end's session, for private instances.
    pub connection: Option<u64>,
    /// `?render=`: a rendering of the result (seed 001).
    pub render: Option<&'a str>,
    /// Where the call's progress and log reports go (issue 13).
    pub sink: Option<crate::progress::Sink>,
    /// The call's span context (`--trace-file`).
    pub trace: Option<Arc<CallTrace>>,
}

/// The attributes of a `/call` span: the command, as `gen_ai.tool.name`
/// names an MCP tool call's.
pub fn call_attributes(name: &str) -> Attrs {
    static FIXED: std::sync::OnceLock<Attrs> = std::sync::OnceLock::new();
    let fixed = FIXED.get_or_init(|| {
        Attrs::default()
            .str("http.request.method", "POST")
            .str("gen_ai.operation.name", "execute_tool")
    });
    Attrs::after(fixed).str("gen_ai.tool.name", name)
}

/// `POST /call/<command>` with `Accept: text/event-stream` (issue 13): a
/// server-sent event stream of `progress` and `log` events, then one
/// `result` event (the default response's JSON, or for a media result
/// `{"status":"ok","mimeType":…,"base64":…}`) or one `error` event (the
/// default error JSON with its HTTP `code`). A client that disconnects
/// cancels the call: its worker is replaced.
async fn stream_call(
    program: Arc<Program>,
    cmd: crate::manifest::Command,
    body: Vec<u8>,
    (timeout, connection, render): (Duration, Option<u64>, Option<String>),
    trace: Option<Arc<CallTrace>>,
) -> Response {
    use crate::progress::{self, Level, Report, Reporter};
    let (tx, events) = smol::channel::unbounded::<String>();
    let reporter = Reporter::new(true, Some(Level::DEBUG), move |report| {
        let event = match report {
            Report::Progress(p) => {
                progress::sse_event(Some("progress"), &progress::progress_params(None, &p))
            }
            Report::Log(level, message) => {
                let data = json::Obj::new()
                    .str("level", level.name())
                    .str("message", &message)
                    .finish();
                progress::sse_event(Some("log"), &data)
            }
        };
        let _ = tx.try_send(event);
    });
    let call = smol::spawn(async move {
        let how = CallHow {
            timeout,
            connection,
            render: render.as_deref(),
            sink: Some(reporter.sink()),
            trace,
        };
        let run = call_command(&program, &cmd, body, &how);
        let ticks = async { match crate::deadline::tick_reporter(&reporter).await {} };
        let called = smol::future::or(run, ticks).await;
        reporter.finish();
        called
    });
    match http_modes::stream_events(events, call, |c| Some(c.event()), || {}, true).await {
        http_modes::Streamed::Stream(r) => r,
        http_modes::Streamed::Plain(called) => called.response(),
    }
}

/// What one `/call` came to, written either as the plain response or as
/// the last event of a streamed call.
pub enum Called {
    /// The result's JSON text; with a media type (seed 001), it is sent as
    /// the raw bytes of that type.
    Result { text: String, mime: Option<String> },
    /// A big string result left in its shared-memory object, written out
    /// of it a slice at a time (issue 30).
    Object(crate::shm::TextObject),
    /// A failure with its HTTP status.
    Error(u16, String),
    /// A 503 with `Retry-After`: recovering, at capacity, or a pool that
    /// cannot serve until recovery ends.
    Unavailable(String),
}

impl Called {
    /// The response a plain call gets.
    pub fn response(self) -> Response {
        match self {
            Called::Object(text) => http_modes::ok_object(text),
            Called::Result { text, mime: None } => {
                Response::json(200, http_modes::ok_json_owned(text))
            }
            Called::Result {
                text,
                mime: Some(mime),
            } => {
                let mut r = Response::new(200).with_header("Content-Type", mime);
                r.body = arguments::raw_bytes(&text);
                r
            }
            Called::Error(status, message) => Response::error(status, &message),
            Called::Unavailable(message) => http_modes::unavailable(&message),
        }
    }

    /// The last event of a streamed call: `result` with the plain
    /// response's JSON body (a media result, whose body is not JSON, as
    /// `{"status":"ok","mimeType":…,"base64":…}`), or `error` with the
    /// plain error body, its HTTP `code` first.
    pub fn event(self) -> String {
        use crate::progress::sse_event;
        match self.read() {
            // Read out above.
            Called::Object(_) => error_event(500, "the result was not read"),
            Called::Result { text, mime: None } => {
                sse_event(Some("result"), &http_modes::ok_json(&text))
            }
            Called::Result {
                text,
                mime: Some(mime),
            } => {
                let bytes = arguments::raw_bytes(&text);
                if mime.starts_with("application/json") {
                    // Its body is JSON already: the event carries it.
                    return sse_event(Some("result"), &String::from_utf8_lossy(&bytes));
                }
                let data = json::Obj::new()
                    .str("status", "ok")
                    .str("mimeType", &mime)
                    .str("base64", &content::base64(&bytes))
                    .finish();
                sse_event(Some("result"), &data)
            }
            Called::Error(status, message) => error_event(status, &message),
            Called::Unavailable(message) => error_event(503, &message),
        }
    }
}

impl Called {
    /// An object's string read out as JSON text, for an event, which
    /// carries the text itself.
    fn read(self) -> Called {
        match self {
            Called::Object(text) => match text.to_json(json::ENVELOPE_ROOM) {
                Ok(text) => Called::Result { text, mime: None },
                Err(e) => Called::Error(500, format!("the result could not be read: {e}")),
            },
            other => other,
        }
    }
}

/// An `error` event: the plain error body with its HTTP `code` first.
fn error_event(status: u16, message: &str) -> String {
    let body = Response::error_json(message);
    let fields = body.strip_prefix('{').unwrap_or(&body);
    crate::progress::sse_event(Some("error"), &format!("{{\"code\":{status},{fields}"))
}

/// Parses a `/call` body (array or object), runs the command (or the
/// rendering asked for) under a deadline, and says what it came to, with
/// the status code of each failure (SPEC §3.2).
pub async fn call_command(
    program: &Program,
    cmd: &crate::manifest::Command,
    body: Vec<u8>,
    how: &CallHow<'_>,
) -> Called {
    let (timeout, connection) = (how.timeout, how.connection);
    let mut render = how.render.map(str::to_string);
    let text = match String::from_utf8(body) {
        Ok(t) if !t.trim().is_empty() => t,
        Ok(_) => "[]".to_string(),
        Err(_) => return Called::Error(400, "the body is not UTF-8 JSON".into()),
    };
    let mut ctx = dispatch::CallContext {
        connection,
        instance: None,
        sink: how.sink.clone(),
        waits: None,
        trace: how.trace.clone(),
    };
    let values = match body_args(program, cmd, text, &mut ctx, &mut render) {
        Ok(args) => args,
        Err(called) => return called,
    };
    let target = match arguments::render_target(&program.manifest, cmd, render.as_deref(), true) {
        Ok(t) => t,
        Err(e) => return Called::Error(400, e),
    };
    let run = async { Some(program.call_answer(target, values, &ctx).await) };
    let deadline = async {
        crate::deadline::after(timeout).await;
        None
    };
    match smol::future::or(run, deadline).await {
        None => Called::Error(
            504,
            format!(
                "{} ran past the call deadline of {} (--call-timeout); {}",
                cmd.name,
                crate::deadline::show_secs(timeout),
                dispatch::abandoned(&program.manifest, cmd)
            ),
        ),
        Some(Ok(dispatch::Answer::Object(text))) if target.ret.mime.is_none() => {
            Called::Object(text)
        }
        Some(Ok(answer)) => {
            let text = match answer {
                dispatch::Answer::Text(text) => text,
                dispatch::Answer::Object(text) => match text.to_json(json::ENVELOPE_ROOM) {
                    Ok(text) => text,
                    Err(e) => {
                        return Called::Error(500, format!("the result could not be read: {e}"));
                    }
                },
            };
            Called::Result {
                text,
                mime: target.ret.mime.clone(),
            }
        }
        Some(Err(CallError::Failed(msg))) => Called::Error(500, msg),
        Some(Err(CallError::Recovering(msg) | CallError::AtCapacity(msg))) => {
            Called::Unavailable(msg)
        }
        Some(Err(CallError::Crashed(msg))) => {
            Called::Unavailable(format!("{msg}; the program is recovering, retry"))
        }
        Some(Err(CallError::Unavailable(msg))) if program.is_recovering() => {
            Called::Unavailable(msg)
        }
        Some(Err(CallError::Unavailable(msg))) => Called::Error(500, msg),
    }
}

/// The arguments of a `/call` body, or the error answer for it. A big
/// positional body to a pool (ours or morloc's) is offered to
/// [`arguments::from_array_text`] first: its big list and record items pass
/// to our pools as the bytes they came in, and a big list of numbers goes
/// to morloc's encoded from its text (issue 30). Otherwise the body is read
/// whole.
fn body_args(
    program: &Program,
    cmd: &crate::manifest::Command,
    text: String,
    ctx: &mut dispatch::CallContext,
    render: &mut Option<String>,
) -> Result<crate::pool::Args, Called> {
    let pooled = program.manifest.pools.get(cmd.pool).is_some()
        && cmd.expr.is_none()
        && cmd.remote.is_none()
        && cmd.instances != crate::manifest::Instances::Keyed;
    let text = if pooled && text.len() >= arguments::RAW_MIN {
        match arguments::from_array_text(cmd, text, arguments::RAW_MIN) {
            arguments::FromText::Args(args) => {
                return args
                    .map(Vec::into_boxed_slice)
                    .map_err(|e| Called::Error(400, e.to_string()));
            }
            arguments::FromText::Declined(text) => text,
        }
    } else {
        text
    };
    // The body is given to the reader: a big string argument becomes a
    // string in the body's own buffer, so it is never held twice.
    let values = match json::parse_owned(text) {
        Ok(Value::Array(_)) if cmd.instances == crate::manifest::Instances::Keyed => {
            return Err(Called::Error(
                400,
                format!(
                    "{} runs on a keyed instance: send an object body with \"instance\"",
                    cmd.name
                ),
            ));
        }
        Ok(Value::Array(mut items)) => arguments::from_array_args(cmd, std::mem::take(&mut *items)),
        // morloc's daemon also takes `{"args": [...]}`; a command whose
        // only argument is named `args` keeps its named-object meaning.
        Ok(Value::Object(mut map)) if morloc_args(cmd, &map).is_some() => {
            match map.remove("args") {
                Some(Value::Array(mut items)) => {
                    arguments::from_array_args(cmd, std::mem::take(&mut *items))
                }
                _ => arguments::from_array_args(cmd, Vec::new()),
            }
        }
        Ok(Value::Object(map)) => {
            ctx.instance = arguments::instance_of(&map);
            if render.is_none() {
                *render = arguments::render_of(&map).map(str::to_string);
            }
            arguments::from_object_owned(cmd, map).map(|v| Vec::from(crate::pool::args(v)))
        }
        Ok(_) => {
            return Err(Called::Error(
                400,
                "the body must be a JSON array of positional arguments or an object of named ones"
                    .into(),
            ));
        }
        Err(e @ (json::ParseError::TooDeep { .. } | json::ParseError::Unrepresentable { .. })) => {
            return Err(Called::Error(400, format!("the body is refused: {e}")));
        }
        Err(_) => return Err(Called::Error(400, "the body is not valid JSON".into())),
    };
    values
        .map(Vec::into_boxed_slice)
        .map_err(|e| Called::Error(400, e.to_string()))
}

/// The positional arguments of a body in morloc's other form,
/// `{"args": [...]}` (its `http_ffi.rs` takes it besides a bare array), when
/// `args` is not one of the command's own named properties.
fn morloc_args<'a>(cmd: &crate::manifest::Command, map: &'a json::Object) -> Option<&'a [Value]> {
    if map.len() != 1
        || cmd.instances == crate::manifest::Instances::Keyed
        || arguments::properties(cmd).iter().any(|p| p.name == "args")
    {
        return None;
    }
    match map.get("args") {
        Some(Value::Array(items)) => Some(items.as_slice()),
        _ => None,
    }
}

/// A crash hook that closes admission at once and wakes the recovery task.
fn crash_hook(slot: Arc<OnceLock<Weak<Program>>>, tx: smol::channel::Sender<String>) -> CrashHook {
    Arc::new(move |msg: String| {
        if let Some(program) = slot.get().and_then(Weak::upgrade)
            && program.close_admission()
        {
            let _ = tx.try_send(msg);
        }
    })
}

/// Recovers from each reported crash (SPEC §2.4); exits the process when
/// recovery cannot complete.
async fn recover_forever(program: Arc<Program>, crashes: smol::channel::Receiver<String>) {
    let mut generation = 0u64;
    while let Ok(cause) = crashes.recv().await {
        let started = Instant::now();
        let failed_at_boot = program.start_failures().await;
        program.stop();
        if !program.wait_idle(RECOVERY_DRAIN_LIMIT).await {
            crate::say!(
                "nexus: {}: running calls did not finish within {RECOVERY_DRAIN_LIMIT:?} of a pool crash; exiting",
                program.manifest.name
            );
            std::process::exit(1);
        }
        crate::shm::space().new_generation();
        generation += 1;
        let mut attempt = 0;
        loop {
            program.reset().await;
            program.start_all().await;
            let failures: Vec<String> = program
                .start_failures()
                .await
                .into_iter()
                .filter(|f| !failed_at_boot.contains(f))
                .collect();
            if failures.is_empty() {
                break;
            }
            attempt += 1;
            if attempt >= RECOVERY_ATTEMPTS {
                crate::say!(
                    "nexus: {}: recovery failed {attempt} times ({}); exiting",
                    program.manifest.name,
                    failures.join("; ")
                );
                std::process::exit(1);
            }
            smol::Timer::after(Duration::from_millis(500)).await;
        }
        while crashes.try_recv().is_ok() {}
        program.open_admission();
        crate::say!(
            "nexus: recovered {} from a pool crash in {} ms (shared-memory generation {generation}): {cause}",
            program.manifest.name,
            started.elapsed().as_millis()
        );
    }
}

/// `--watch-stdin`: a thread that reads stdin until end-of-file, then stops
/// the pools, removes our shared memory and exits 0, as on a normal end.
///
/// `nexus serve` starts each daemon with stdin the read end of a pipe whose
/// only write end it holds (close-on-exec, so no child of anyone inherits
/// it). When the front end ends, by any signal, SIGKILL included, the kernel
/// closes that write end and the read here sees end-of-file. A parent-death
/// signal would not do: it fires when the parent *thread* that spawned us
/// exits, and the front end spawns daemons from executor threads.
fn end_with_stdin(program: Arc<Program>) {
    std::thread::spawn(move || {
        use std::io::Read;
        let mut stdin = std::io::stdin().lock();
        let mut buf = [0u8; 256];
        loop {
            match stdin.read(&mut buf) {
                Ok(0) => break,
                Ok(_) => {}
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(_) => break,
            }
        }
        crate::say!(
            "nexus: {}: stdin closed (--watch-stdin; the front end is gone); stopping",
            program.manifest.name
        );
        program.stop();
        crate::shm::release_all();
        #[cfg(feature = "morloc")]
        crate::runlog::finish_process(0);
        std::process::exit(0);
    });
}

/// `nexus daemon …`; returns the exit status.
pub fn main(args: &[String]) -> i32 {
    main_with(args, None)
}

/// [`main`], the token also read from `token_fallback` when `NEXUS_TOKEN`
/// is unset (`nexus mcp --http-port` passes morloc's `MORLOC_MCP_TOKEN`).
pub fn main_with(args: &[String], token_fallback: Option<&'static str>) -> i32 {
    let args = &match crate::flags::take_sandbox_flag(args, usize::MAX) {
        Ok(rest) => rest,
        Err(code) => return code,
    };
    if args.iter().any(|a| a == "--help" || a == "-h") {
        return crate::exit::print_out(&format!(
            "{HELP_HEAD}{}{}",
            http_modes::FLAGS_HELP,
            crate::flags::INSTANCE_FLAGS_HELP
        ));
    }
    let (
        mut flags,
        Args {
            program,
            evaluate,
            pflags,
            log_dir,
            summary,
        },
    ) = match parse_args(args) {
        Ok(parsed) => parsed,
        Err(e) => return crate::exit::usage(e),
    };
    flags.token_fallback = token_fallback;
    if let Err(e) = flags.apply_env() {
        return crate::exit::usage(e);
    }
    let mut manifest = match crate::programs::load(&program) {
        Ok(m) => m,
        Err(e) => return crate::exit::usage(e),
    };
    if flags.per_session {
        for pool in instances::per_session(&mut manifest) {
            crate::say!(
                "nexus: --instances per-session: pool {pool} of {} stays shared (a morloc pool whose commands call another pool cannot keep one worker's state)",
                manifest.name
            );
        }
    }
    let options = match mcp::program::program_options(&manifest, evaluate, true) {
        Ok(o) => o,
        Err(e) => return crate::exit::usage(e),
    };
    // The daemon's lifetime is its run (morloc scopes the record so): the
    // summary is written when it stops, with no command.
    // A daemon killed by a signal writes none (no signal handlers here).
    #[cfg(feature = "morloc")]
    if let Some(log) = crate::runlog::RunLog::start(log_dir.as_deref(), summary.as_deref()) {
        crate::runlog::keep_for_process(log);
    }
    #[cfg(not(feature = "morloc"))]
    let _ = (log_dir, summary);
    let code = smol::future::block_on(smol::spawn(run(manifest, flags, options, pflags)));
    #[cfg(feature = "morloc")]
    crate::runlog::finish_process(code);
    code
}

/// What `nexus daemon` is asked besides the serving flags.
struct Args {
    program: String,
    /// `--evaluate` was given (the dry run is on by default).
    evaluate: bool,
    pflags: ProgramFlags,
    /// morloc's `--log-dir DIR` and `--summary PATH`: the daemon's run
    /// record, written when it ends.
    log_dir: Option<String>,
    summary: Option<String>,
}

/// morloc's daemon options that are not serving flags: `-f json|packet`
/// (the form of a length-prefixed `call`'s reply), `-z 0`, `-q`,
/// `--log-dir`, `--summary`; `-z N` and the served-eval bounds are refused
/// with the reason. `Ok(false)` when `flag` is none of them.
fn take_morloc_flag(
    flag: &str,
    next: &mut dyn FnMut() -> Option<String>,
    (log_dir, summary): (&mut Option<String>, &mut Option<String>),
    packet: &mut bool,
) -> Result<bool, String> {
    let (name, inline) = match flag.split_once('=') {
        Some((n, v)) if n.starts_with("--") => (n, Some(v.to_string())),
        _ => (flag, None),
    };
    let mut value = || {
        inline
            .clone()
            .or_else(&mut *next)
            .ok_or_else(|| format!("{name} needs a value"))
    };
    if let Some(refusal) = crate::flags::morloc_debug_flag(name) {
        return Err(refusal);
    }
    match name {
        "-q" | "--quiet" => {}
        "-f" | "--output-form" => match value()?.as_str() {
            "json" => *packet = false,
            "packet" if !cfg!(feature = "morloc") => {
                return Err(crate::features::missing("morloc", "daemon -f packet"));
            }
            "packet" => *packet = true,
            other => {
                return Err(format!(
                    "daemon -f {other:?}: the daemon's output forms are json and packet (a length-prefixed call's reply)"
                ));
            }
        },
        "-z" | "--compression-level" => crate::flags::compression_level(&value()?)?,
        "--log-dir" | "--summary" if !cfg!(feature = "morloc") => {
            return Err(crate::features::missing("morloc", name));
        }
        "--log-dir" => *log_dir = Some(value()?),
        "--summary" => *summary = Some(value()?),
        "--eval-timeout" | "--eval-allowed-modules" => {
            return Err(format!("{name} {}", crate::flags::DAEMON_EVAL_REFUSAL));
        }
        _ => return Ok(false),
    }
    Ok(true)
}

/// Reads `nexus daemon`'s arguments: the serving flags ([`ServeFlags`]),
/// the instance flags, `--evaluate`, `--watch-stdin`, `--workers` and the
/// one program; the usage error otherwise. The environment is read after.
fn parse_args(args: &[String]) -> Result<(ServeFlags, Args), String> {
    let mut flags = ServeFlags::new(8080);
    let mut program = None;
    let mut evaluate = false;
    let mut pflags = ProgramFlags {
        watch_stdin: false,
        workers: None,
        max_instances: dispatch::DEFAULT_MAX_INSTANCES,
        instance_idle: dispatch::DEFAULT_INSTANCE_IDLE,
        packet: false,
    };
    let (mut log_dir, mut summary) = (None, None);
    let mut it = args.iter().cloned();
    while let Some(a) = it.next() {
        let mut next = || it.next();
        if flags.take(&a, &mut next)? {
            continue;
        }
        let logs = (&mut log_dir, &mut summary);
        if take_morloc_flag(&a, &mut next, logs, &mut pflags.packet)? {
            continue;
        }
        if crate::flags::take_instance_flag(
            &a,
            &mut next,
            &mut pflags.max_instances,
            &mut pflags.instance_idle,
        )? {
            continue;
        }
        match a.as_str() {
            "--evaluate" => evaluate = true,
            "--watch-stdin" => pflags.watch_stdin = true,
            "--workers" => pflags.workers = Some(crate::flags::workers(next())?),
            _ if a.starts_with('-') => return Err(format!("unknown option {a:?} for daemon")),
            _ if program.is_none() => program = Some(a),
            _ => return Err(format!("unexpected argument {a:?}")),
        }
    }
    let program = program.ok_or("daemon needs <program>")?;
    let args = Args {
        program,
        evaluate,
        pflags,
        log_dir,
        summary,
    };
    Ok((flags, args))
}

async fn run(
    manifest: Manifest,
    flags: ServeFlags,
    options: mcp::Options,
    pflags: ProgramFlags,
) -> i32 {
    let (listener, security) = match http_modes::listen(&flags).await {
        Ok(pair) => pair,
        Err(code) => return code,
    };
    let slot = Arc::new(OnceLock::new());
    let (crash_tx, crash_rx) = smol::channel::unbounded();
    let manifest = Arc::new(manifest);
    #[cfg(feature = "morloc")]
    let run_env = crate::runlog::process_pool_env();
    #[cfg(not(feature = "morloc"))]
    let run_env = Vec::new();
    let program = Arc::new(
        Program::new(
            manifest.clone(),
            pflags.workers,
            Some(crash_hook(slot.clone(), crash_tx)),
        )
        .with_env(&run_env),
    );
    program.warn_missing_interpreters();
    program
        .max_instances
        .store(pflags.max_instances, std::sync::atomic::Ordering::Relaxed);
    let _ = slot.set(Arc::downgrade(&program));
    if pflags.watch_stdin {
        end_with_stdin(program.clone());
    }
    program.set_instance_idle(pflags.instance_idle);
    program.set_replica(flags.replica.clone());
    smol::spawn(program.clone().reap_forever(pflags.instance_idle)).detach();
    let tracer = match flags.tracer() {
        Ok(t) => t,
        Err(e) => {
            crate::say!("nexus: {e}");
            return 2;
        }
    };
    let backend = Arc::new(ProgramBackend::new(program.clone(), true));
    let daemon = Arc::new(Daemon {
        program: program.clone(),
        backend,
        security,
        sessions: Arc::new(
            Sessions::new(flags.max_sessions, flags.session_idle)
                .with_call_timeout(flags.call_timeout)
                .with_replica(flags.replica.clone())
                .with_tracer(tracer.clone()),
        ),
        call_timeout: flags.call_timeout,
        options,
        discover: discover_json(&manifest, &[]),
        front_end_channel: flags.socket.is_some(),
        connections: std::sync::Mutex::new(HashMap::new()),
        tracer,
        packet: pflags.packet,
    });
    if let Err(e) = http_modes::announce(&listener, &flags, &manifest.name) {
        crate::say!("nexus: {e}");
        return 1;
    }
    smol::spawn(recover_forever(program.clone(), crash_rx)).detach();
    {
        let program = program.clone();
        smol::spawn(async move { program.start_all().await }).detach();
    }
    smol::spawn(http_modes::expire_forever(daemon.sessions.clone())).detach();
    match server::serve(listener, flags.limits, daemon).await {
        Ok(()) => 0,
        Err(e) => {
            crate::say!("nexus: the listener failed: {e}");
            1
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(r: &Response) -> &str {
        std::str::from_utf8(&r.body).unwrap()
    }

    fn header<'r>(r: &'r Response, name: &str) -> Option<&'r str> {
        r.headers
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_ref())
    }

    fn strings(items: &[&str]) -> Vec<String> {
        items.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn the_arguments_name_one_program_and_its_flags() {
        let (flags, args) = parse_args(&strings(&[
            "dice",
            "--socket",
            "/tmp/d.sock",
            "--evaluate",
            "--watch-stdin",
            "--workers",
            "3",
            "--max-instances",
            "5",
        ]))
        .unwrap();
        assert_eq!(args.program, "dice");
        assert!(args.evaluate && args.pflags.watch_stdin);
        assert_eq!(args.pflags.workers, Some(3));
        assert_eq!(args.pflags.max_instances, 5);
        assert_eq!(flags.socket.as_deref(), Some("/tmp/d.sock"));
        assert_eq!(flags.port, 8080);
        let (_, args) = parse_args(&strings(&["dice"])).unwrap();
        assert!(!args.evaluate && !args.pflags.watch_stdin);
        assert_eq!(args.pflags.workers, None);
        assert_eq!(args.pflags.max_instances, dispatch::DEFAULT_MAX_INSTANCES);
        assert_eq!(args.pflags.instance_idle, dispatch::DEFAULT_INSTANCE_IDLE);
    }

    #[test]
    fn a_wrong_argument_is_a_usage_error() {
        let error = |items: &[&str]| parse_args(&strings(items)).err();
        assert_eq!(error(&[]), Some("daemon needs <program>".into()));
        assert_eq!(
            error(&["dice", "--frobnicate"]),
            Some("unknown option \"--frobnicate\" for daemon".into())
        );
        assert_eq!(
            error(&["dice", "dice2"]),
            Some("unexpected argument \"dice2\"".into())
        );
        assert!(error(&["dice", "--workers", "0"]).is_some());
        assert!(error(&["dice", "--port"]).is_some());
    }

    #[test]
    fn pool_tool_bodies_are_objects() {
        let keys = |args: json::Object| args.keys().cloned().collect::<Vec<_>>();
        assert_eq!(
            release_args(br#"{"instance":"k"}"#).map(keys).ok(),
            Some(vec!["instance".to_string()])
        );
        for bad in [&b""[..], b"[]", b"\"k\"", b"\xff"] {
            let r = release_args(bad).unwrap_err();
            assert_eq!(r.status, 400);
            assert_eq!(
                text(&r),
                r#"{"status":"error","error":"the body must be an object: {\"instance\": \"KEY\"}"}"#
            );
        }
        // An open takes an empty body as an empty object.
        assert_eq!(open_args(b"").map(keys).ok(), Some(Vec::new()));
        assert_eq!(open_args(b"  {} ").map(keys).ok(), Some(Vec::new()));
        for bad in [&b"[]"[..], b"x", b"\xff"] {
            assert_eq!(open_args(bad).unwrap_err().status, 400);
        }
    }

    #[test]
    fn a_call_comes_to_a_response() {
        let ok = Called::Result {
            text: "[1,2]".into(),
            mime: None,
        }
        .response();
        assert_eq!(
            (ok.status, text(&ok)),
            (200, r#"{"status":"ok","result":[1,2]}"#)
        );
        let media = Called::Result {
            text: "\"<svg/>\"".into(),
            mime: Some("image/svg+xml".into()),
        }
        .response();
        assert_eq!((media.status, text(&media)), (200, "<svg/>"));
        assert_eq!(header(&media, "Content-Type"), Some("image/svg+xml"));
        let bad = Called::Error(504, "late".into()).response();
        assert_eq!(
            (bad.status, text(&bad)),
            (504, r#"{"status":"error","error":"late"}"#)
        );
        let busy = Called::Unavailable("recovering".into()).response();
        assert_eq!(busy.status, 503);
        assert_eq!(
            header(&busy, "Retry-After"),
            Some(http_modes::RETRY_AFTER_SECS)
        );
    }

    #[test]
    fn a_streamed_call_ends_with_its_response_as_an_event() {
        let event = |c: Called| c.event();
        assert_eq!(
            event(Called::Result {
                text: "3".into(),
                mime: None
            }),
            "event: result\ndata: {\"status\":\"ok\",\"result\":3}\n\n"
        );
        // A JSON media type's body is JSON: the event carries it.
        assert_eq!(
            event(Called::Result {
                text: "\"{\\\"a\\\":1}\"".into(),
                mime: Some("application/json".into())
            }),
            "event: result\ndata: {\"a\":1}\n\n"
        );
        assert_eq!(
            event(Called::Result {
                text: "[1,2]".into(),
                mime: Some("image/png".into())
            }),
            "event: result\ndata: {\"status\":\"ok\",\"mimeType\":\"image/png\",\"base64\":\"AQI=\"}\n\n"
        );
        assert_eq!(
            event(Called::Error(400, "bad".into())),
            "event: error\ndata: {\"code\":400,\"status\":\"error\",\"error\":\"bad\"}\n\n"
        );
        assert_eq!(
            event(Called::Unavailable("busy".into())),
            "event: error\ndata: {\"code\":503,\"status\":\"error\",\"error\":\"busy\"}\n\n"
        );
    }

    #[test]
    fn a_call_span_names_its_tool() {
        let attrs = format!("{:?}", call_attributes("roll"));
        for part in [
            r#"{\"key\":\"http.request.method\",\"value\":{\"stringValue\":\"POST\"}}"#,
            r#"{\"key\":\"gen_ai.operation.name\",\"value\":{\"stringValue\":\"execute_tool\"}}"#,
            r#"{\"key\":\"gen_ai.tool.name\",\"value\":{\"stringValue\":\"roll\"}}"#,
        ] {
            assert!(attrs.contains(part), "{attrs}");
        }
    }

    #[test]
    fn morlocs_args_object_is_positional_unless_args_is_a_property() {
        let m = crate::manifest::parse(
            r#"{"name":"t","pools":[{"lang":"py","source":"t.py"}],"commands":[
              {"name":"f","args":[{"kind":"pos","schema":"j"}],"return":{"schema":"j"}},
              {"name":"g","args":[{"kind":"pos","schema":"aj","name":"args"}],"return":{"schema":"j"}}]}"#,
            "t.json",
            std::path::Path::new("/t/t.json"),
        )
        .unwrap();
        let object = |t: &str| match json::parse(t).unwrap() {
            Value::Object(o) => o,
            _ => panic!("{t}"),
        };
        let f = &m.commands[0];
        assert_eq!(
            morloc_args(f, &object(r#"{"args":[1]}"#)).map(<[Value]>::len),
            Some(1)
        );
        assert!(morloc_args(f, &object(r#"{"args":[1],"x":2}"#)).is_none());
        assert!(morloc_args(f, &object(r#"{"args":1}"#)).is_none());
        // g's own property is called args: a named object.
        assert!(morloc_args(&m.commands[1], &object(r#"{"args":[1]}"#)).is_none());
    }
}
