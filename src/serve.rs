//! `nexus serve`: the front end over installed programs (seed 001, SPEC §3.3).
//!
//! It reads the views and checks every exposed manifest at startup (a tool
//! name collision is refused), then serves on one port:
//!
//! - `POST /call/<module>/<command>` for modules on the API view, forwarded
//!   to the module's daemon over a Unix socket with our own HTTP client,
//!   keeping the daemon's status codes (400, 404, 500, 503 with
//!   `Retry-After`, 504) instead of flattening them to 500 as morloc does;
//!   with `Accept: text/event-stream`, the daemon's event stream of the
//!   call's progress and logs, relayed event by event as it comes (issue 13);
//! - MCP at `/mcp` with tools `<module>__<command>` built from the manifests,
//!   so listing tools starts no daemon;
//! - `POST /eval` and the MCP tool `eval` when eval is enabled and unlocked;
//! - `GET /discover` and `GET /health`.
//!
//! Each module's daemon (`nexus daemon <dir> --socket …`) starts on the first
//! request for it and starts again on the next request after it exits.

use crate::arguments;
use crate::http::client;
use crate::http::response::Response;
use crate::http::server::{self, Request};
use crate::http_modes::{self, Security, ServeFlags, Sessions};
use crate::json::{self, Object, Value};
use crate::manage::{self, Views};
use crate::manifest::{Instances, Manifest};
use crate::mcp::{self, Adapter, Backend, BoxFuture, Outcome, Tool};
use crate::spans::{self, Tracer};
use crate::tokens::Client;
use routes::Route;
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tools::Target;

mod discover;
mod routes;
mod tools;

/// How long a daemon may take to listen on its socket.
pub const DAEMON_START_WAIT: Duration = Duration::from_secs(30);

pub const HELP_HEAD: &str = "\
usage: nexus serve [--home DIR] [--host H] [--port P] [options]

The front end over the programs installed under $NEXUS_HOME (or --home):
  GET  /health                    {\"status\":\"ok\",\"result\":true}, no token needed
  GET  /discover                  {\"status\":\"ok\",\"result\":{…}}: modules, views, tools, eval, instances
  POST /call/<module>/<command>   modules on the API view (Accept: text/event-stream
                                  streams progress, log and result events)
  POST /mcp, DELETE /mcp          MCP tools <module>__<command> for modules on the MCP view
  POST /eval {\"expr\": …}          when eval is enabled (nexus expose eval --allow a,b)
Usually started by `nexus start`.

options:
  --home DIR                    the state directory (default $NEXUS_HOME)
  --allow-eval-without-token    unlock eval without a token on a non-loopback bind
  --eval-cpu SECS               CPU seconds of each process of an eval request (default 10)
  --eval-memory MIB             address space of each process of an eval request (default 1024; at least 128)
  --eval-timeout SECS           wall-clock deadline of one eval request (default 30);
                                past it: 504, as a call past --call-timeout
";

/// Whether eval is served (seed 001: locked without a token unless waived;
/// a loopback server is waived).
#[derive(Debug, Clone, PartialEq)]
pub enum EvalState {
    Off,
    Locked,
    Enabled(Vec<String>),
}

impl EvalState {
    /// Eval's state for the views' allow-list (`None`: eval is off) on a
    /// server where it is `unlocked`: with a token, the waiver, or a
    /// loopback bind.
    fn of(allow: Option<&Vec<String>>, unlocked: bool) -> EvalState {
        match allow {
            None => EvalState::Off,
            Some(_) if !unlocked => EvalState::Locked,
            Some(allow) => EvalState::Enabled(allow.clone()),
        }
    }

    fn name(&self) -> &'static str {
        match self {
            EvalState::Off => "off",
            EvalState::Locked => "locked",
            EvalState::Enabled(_) => "enabled",
        }
    }
}

/// One installed module and its lazily started daemon.
struct Module {
    manifest: Arc<Manifest>,
    dir: PathBuf,
    socket: PathBuf,
    daemon: smol::lock::Mutex<Option<async_process::Child>>,
}

/// The modules and their daemons, shared by the HTTP routes and MCP.
pub struct Daemons {
    modules: Vec<(String, Module)>,
    call_timeout: Duration,
    exe: PathBuf,
    lifeline: Lifeline,
    /// The front end's `--replica` and `--trace-file`, passed on to its
    /// daemons: the handles they mint carry the front end's replica name,
    /// and their spans go to the same file.
    replica: Option<String>,
    trace_file: Option<String>,
    /// `--instances per-session`, passed on to every daemon.
    per_session: bool,
}

/// The pipe that ties every daemon's life to ours (issue 15 defect 7). Each
/// daemon gets a copy of the read end as its stdin and runs with
/// `--watch-stdin`; the write end, close-on-exec, is held only here. When
/// this process ends, however (SIGKILL included), the kernel closes it, each
/// daemon reads end-of-file and stops its pools and exits.
struct Lifeline {
    read: rustix::fd::OwnedFd,
    _write: rustix::fd::OwnedFd,
}

impl Lifeline {
    fn new() -> Result<Lifeline, String> {
        let (read, write) = rustix::pipe::pipe_with(rustix::pipe::PipeFlags::CLOEXEC)
            .map_err(|e| format!("cannot make the daemons' lifeline pipe: {e}"))?;
        Ok(Lifeline {
            read,
            _write: write,
        })
    }

    /// A daemon's stdin: a fresh copy of the read end.
    fn stdin(&self) -> std::io::Result<std::process::Stdio> {
        Ok(std::process::Stdio::from(self.read.try_clone()?))
    }
}

impl Daemons {
    fn module(&self, name: &str) -> Option<&Module> {
        self.modules.iter().find(|(n, _)| n == name).map(|(_, m)| m)
    }

    /// Makes sure the module's daemon is running and listening.
    async fn ensure(&self, module: &Module) -> Result<(), String> {
        let mut slot = module.daemon.lock().await;
        if let Some(child) = slot.as_mut() {
            match child.try_status() {
                Ok(None) => return Ok(()),
                _ => {
                    crate::say!(
                        "nexus: the daemon of {} exited; starting it again",
                        module.manifest.name
                    );
                    *slot = None;
                }
            }
        }
        let _ = std::fs::remove_file(&module.socket);
        let lifeline = self.lifeline.stdin().map_err(|e| {
            format!(
                "cannot start the daemon of {}: no copy of the lifeline pipe: {e}",
                module.manifest.name
            )
        })?;
        let mut cmd = async_process::Command::new(&self.exe);
        cmd.arg("daemon")
            .arg(&module.dir)
            .arg("--socket")
            .arg(&module.socket)
            .arg("--call-timeout")
            .arg(format!("{}", self.call_timeout.as_secs_f64()))
            .arg("--watch-stdin")
            .arg("--max-depth")
            .arg(crate::json::max_depth().to_string())
            .env_remove("NEXUS_TOKEN")
            .env_remove(http_modes::clients::TOKENS_ENV)
            .env_remove("MORLOC_MCP_TOKEN")
            .env_remove("NEXUS_REPLICA")
            .env_remove("NEXUS_TRACE_FILE")
            .stdin(lifeline);
        if let Some(name) = &self.replica {
            cmd.arg("--replica").arg(name);
        }
        if let Some(file) = &self.trace_file {
            cmd.arg("--trace-file").arg(file);
        }
        if self.per_session {
            cmd.arg("--instances").arg("per-session");
        }
        if crate::sandbox::requested() {
            cmd.env(crate::sandbox::ENV, "1");
        }
        let mut child = cmd
            .spawn()
            .map_err(|e| format!("cannot start the daemon of {}: {e}", module.manifest.name))?;
        let started = Instant::now();
        loop {
            if std::os::unix::net::UnixStream::connect(&module.socket).is_ok() {
                break;
            }
            if let Ok(Some(status)) = child.try_status() {
                return Err(format!(
                    "the daemon of {} exited at start ({status}); see nexus logs",
                    module.manifest.name
                ));
            }
            if started.elapsed() > DAEMON_START_WAIT {
                let _ = child.kill();
                return Err(format!(
                    "the daemon of {} did not listen within {DAEMON_START_WAIT:?}",
                    module.manifest.name
                ));
            }
            smol::Timer::after(Duration::from_millis(10)).await;
        }
        *slot = Some(child);
        Ok(())
    }

    /// Releases a finished MCP session's private instances in a module's
    /// daemon. A daemon that is not running holds none, so none is started.
    async fn release_session(&self, module_name: &str, session: u64) {
        let Some(module) = self.module(module_name) else {
            return;
        };
        let running = matches!(
            module.daemon.lock().await.as_mut().map(|c| c.try_status()),
            Some(Ok(None))
        );
        if !running {
            return;
        }
        let Ok(mut stream) = async_net::unix::UnixStream::connect(&module.socket).await else {
            return;
        };
        let no_headers: [(&str, &str); 0] = [];
        let options = client::ClientOptions {
            timeout: Duration::from_secs(10),
            ..Default::default()
        };
        let target = format!("/connections/{session}");
        if let Err(e) =
            client::request_with(&mut stream, "DELETE", &target, &no_headers, b"", &options).await
        {
            crate::say!("nexus: releasing a session's instances in {module_name} failed: {e}");
        }
    }

    /// Whether the module's daemon has exited, waiting up to a second for a
    /// dying one to finish exiting.
    async fn exited(&self, module: &Module) -> bool {
        let started = Instant::now();
        loop {
            match module.daemon.lock().await.as_mut().map(|c| c.try_status()) {
                Some(Ok(None)) => {}
                _ => return true,
            }
            if started.elapsed() > Duration::from_secs(1) {
                return false;
            }
            smol::Timer::after(Duration::from_millis(10)).await;
        }
    }

    /// Forwards one request to a module's daemon, starting it if needed and
    /// once more if its socket turns out dead.
    async fn forward(
        &self,
        module_name: &str,
        method: &str,
        target: &str,
        body: &[u8],
    ) -> Result<client::ClientResponse, String> {
        self.forward_for(module_name, method, target, body, (None, None), None)
            .await
    }

    /// `forward`, on behalf of one MCP session (its private instances live
    /// in the daemon under `Nexus-Connection`) when `session` is given,
    /// with a `traceparent` header when the request is traced.
    async fn forward_for(
        &self,
        module_name: &str,
        method: &str,
        target: &str,
        body: &[u8],
        (session, traceparent): (Option<u64>, Option<String>),
        mut on_events: Option<&mut BodySink<'_>>,
    ) -> Result<client::ClientResponse, String> {
        let Some(module) = self.module(module_name) else {
            return Err(format!("module '{module_name}' is not served here"));
        };
        let mut headers = vec![("Content-Type", "application/json".to_string())];
        if let Some(id) = session {
            headers.push((http_modes::CONNECTION_HEADER, id.to_string()));
        }
        if let Some(parent) = traceparent {
            // The daemon's span of this call is a child of ours.
            headers.push(("traceparent", parent));
        }
        if on_events.is_some() {
            // The daemon streams the call's progress and logs (issue 13).
            headers.push(("Accept", "text/event-stream".to_string()));
        }
        let options = client::ClientOptions {
            timeout: self.call_timeout + Duration::from_secs(5),
            ..Default::default()
        };
        let mut last_error = String::new();
        for _ in 0..2 {
            self.ensure(module).await?;
            match async_net::unix::UnixStream::connect(&module.socket).await {
                Ok(mut stream) => {
                    let streaming = on_events.is_some();
                    let mut relay = |head: &client::ClientResponse, bytes: &[u8]| {
                        if let Some(f) = on_events.as_mut() {
                            f(head, bytes)
                        }
                    };
                    let on_body = streaming.then_some(&mut relay as &mut BodySink<'_>);
                    let reply = client::request_streaming(
                        &mut stream,
                        method,
                        target,
                        &headers,
                        body,
                        &options,
                        on_body,
                    )
                    .await;
                    match reply {
                        Ok(resp) => return Ok(resp),
                        // A daemon killed an instant ago can still accept: its
                        // last threads hold the listener while the kernel tears
                        // them down, and waitpid cannot see the exit yet. Its
                        // pools die with it, so no reply can come; once the
                        // exit is confirmed, start a fresh daemon and retry.
                        Err(e) if peer_vanished(&e) && self.exited(module).await => {
                            last_error = e.to_string();
                        }
                        Err(e) => {
                            return Err(format!("the daemon of {module_name} did not answer: {e}"));
                        }
                    }
                }
                Err(e) => {
                    last_error = e.to_string();
                    if let Some(child) = module.daemon.lock().await.as_mut() {
                        let _ = child.kill();
                    }
                    self.exited(module).await;
                }
            }
        }
        Err(format!(
            "cannot reach the daemon of {module_name}: {last_error}"
        ))
    }
}

/// Takes a daemon's response body piece by piece as it arrives.
type BodySink<'a> = client::OnBody<'a>;

/// Reads a daemon's `/call` event stream (issue 13) into `sink`'s reports,
/// and keeps its final `result` or `error` event as the reply `outcome_of`
/// reads.
struct CallEvents {
    reader: crate::progress::SseReader,
    sink: crate::progress::Sink,
    last: Option<(u16, String)>,
}

impl CallEvents {
    fn take(&mut self, head: &client::ClientResponse, bytes: &[u8]) {
        use crate::progress::{self, Report};
        let streamed = head
            .header("content-type")
            .is_some_and(|t| t.starts_with("text/event-stream"));
        if !streamed {
            return;
        }
        let mut events = Vec::new();
        if self.reader.push(bytes, &mut events).is_err() {
            return;
        }
        for (name, data) in events {
            let value = json::parse(&data).ok();
            match (name.as_str(), value) {
                ("progress", _) => {
                    if let Ok(p) = progress::parse_progress(data.as_bytes()) {
                        self.sink.emit(Report::Progress(p));
                    }
                }
                ("log", Some(v)) => {
                    let level = json::get_str(&v, "level").and_then(progress::Level::parse);
                    if let (Some(level), Some(m)) = (level, json::get_str(&v, "message")) {
                        self.sink.emit(Report::Log(level, m.to_string()));
                    }
                }
                ("result", _) => self.last = Some((200, data)),
                ("error", Some(v)) => {
                    let code = match json::get(&v, "code") {
                        Some(Value::Number(json::Number::U64(c))) => *c as u16,
                        _ => 500,
                    };
                    self.last = Some((code, data));
                }
                _ => {}
            }
        }
    }

    /// The reply as a plain `/call` would have given it.
    fn reply(self, resp: client::ClientResponse) -> client::ClientResponse {
        match self.last {
            Some((status, body)) => client::ClientResponse {
                status,
                headers: vec![("content-type".into(), "application/json".into())],
                body: body.into_bytes(),
                reusable: false,
            },
            None => resp,
        }
    }
}

/// A daemon's plain `/call` reply as the front end's: its status, its
/// `Retry-After`, and a media-typed result's type and bytes (seed 001).
fn plain_reply(mut resp: client::ClientResponse) -> Response {
    let content_type = resp.header("content-type").unwrap_or("application/json");
    let mut out = Response::new(resp.status).with_header("Content-Type", content_type.to_owned());
    if let Some(retry) = resp.header("retry-after") {
        out = out.with_header("Retry-After", retry.to_owned());
    }
    out.body = std::mem::take(&mut resp.body);
    out
}

/// Relays a daemon's `/call` event stream onto the front end's, one whole
/// event at a time (comments dropped: the front end sends its own
/// keep-alives). A reply that is not an event stream (the daemon refused
/// the call before running it) is kept whole in `plain`.
struct Relay {
    reader: crate::progress::SseReader,
    tx: smol::channel::Sender<String>,
    plain: Vec<u8>,
    /// Whether the final `result` or `error` event has passed.
    ended: bool,
}

impl Relay {
    fn take(&mut self, head: &client::ClientResponse, bytes: &[u8]) {
        let streamed = head
            .header("content-type")
            .is_some_and(|t| t.starts_with("text/event-stream"));
        if !streamed {
            self.plain.extend_from_slice(bytes);
            return;
        }
        let mut events = Vec::new();
        // A line past the bound stops the relay; the end reports it.
        if self.reader.push(bytes, &mut events).is_err() {
            return;
        }
        for (name, data) in events {
            self.ended |= name == "result" || name == "error";
            let name = (!name.is_empty()).then_some(name.as_str());
            let _ = self.tx.try_send(crate::progress::sse_event(name, &data));
        }
    }
}

/// The last event of a relayed call: none when the daemon's stream ended
/// with its own; otherwise an `error` event (with the HTTP `code`) for a
/// refusal, a broken stream or an unreachable daemon, or the `result` of a
/// plain success.
fn relayed_end(
    (module, reply, ended): (String, Result<client::ClientResponse, String>, bool),
) -> Option<String> {
    use crate::progress::sse_event;
    let resp = match reply {
        Ok(_) if ended => return None,
        Ok(resp) => resp,
        Err(e) => return Some(sse_event(Some("error"), &error_data(503, &e))),
    };
    let streamed = resp
        .header("content-type")
        .is_some_and(|t| t.starts_with("text/event-stream"));
    if streamed {
        let why = format!(
            "the daemon of {module} ended the call's event stream without a result; see nexus logs"
        );
        return Some(sse_event(Some("error"), &error_data(502, &why)));
    }
    let text = String::from_utf8_lossy(&resp.body);
    if resp.status == 200 {
        return Some(sse_event(Some("result"), &text));
    }
    let message = json::parse(&text)
        .ok()
        .and_then(|v| json::get_str(&v, "error").map(str::to_string))
        .unwrap_or_else(|| text.into_owned());
    Some(sse_event(Some("error"), &error_data(resp.status, &message)))
}

/// An `error` event's data: `{"code":N,"status":"error","error":"…"}`.
fn error_data(code: u16, message: &str) -> String {
    json::Obj::new()
        .raw("code", &code.to_string())
        .str("status", "error")
        .str("error", message)
        .finish()
}

/// Whether an exchange failed because the daemon's end went away (reset,
/// closed, or a broken pipe) rather than by a timeout or a bad reply.
fn peer_vanished(e: &std::io::Error) -> bool {
    use std::io::ErrorKind::*;
    matches!(
        e.kind(),
        ConnectionReset | BrokenPipe | UnexpectedEof | ConnectionAborted
    )
}

/// The MCP backend of the front end: every command of every module on the MCP
/// view, named `<module>__<command>`, the release tools of keyed pools, and
/// `eval` when enabled.
pub struct FrontBackend {
    daemons: Arc<Daemons>,
    tools: Vec<Tool>,
    /// `targets[i]` answers `tools[i]`.
    targets: Vec<Target>,
    eval: Arc<EvalRunner>,
    /// The modules on whose private pools each MCP session has called, so
    /// the session's end releases its instances there (issue 7).
    private_users: std::sync::Mutex<HashMap<u64, Vec<String>>>,
}

impl FrontBackend {
    /// Runs eval for the `eval` tool.
    async fn eval_tool(&self, args: &Object) -> Outcome {
        let Some(Value::String(expr)) = args.get("expr") else {
            return Outcome::Invalid("argument 'expr': expected the expression as a string".into());
        };
        if let Some(extra) = args.keys().find(|k| *k != "expr") {
            return Outcome::Invalid(format!("argument '{extra}': unexpected; eval takes expr"));
        }
        // 400 (parse, type, a limit the request asked past) is the
        // caller's: invalid params. A deadline (504) or a failure is an
        // isError result, as a tool call past its deadline is.
        match self.eval.run(expr).await {
            Ok(text) => Outcome::Ok(text),
            Err((400, msg)) => Outcome::Invalid(msg),
            Err((_, msg)) => Outcome::Failed(msg),
        }
    }

    /// Notes that `connection` holds a private instance in `module`'s daemon.
    fn note_private_user(&self, connection: u64, module: &str) {
        if let Ok(mut users) = self.private_users.lock() {
            let modules = users.entry(connection).or_default();
            if !modules.iter().any(|m| m == module) {
                modules.push(module.to_string());
            }
        }
    }
}

impl Backend for FrontBackend {
    fn replica(&self) -> Option<&str> {
        self.daemons.replica.as_deref()
    }

    fn server_name(&self) -> String {
        "nexus".into()
    }

    fn server_version(&self) -> String {
        env!("CARGO_PKG_VERSION").into()
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
        sink: Option<crate::progress::Sink>,
    ) -> BoxFuture<'_, Outcome> {
        self.call_traced(tool, args, connection, sink, None)
    }

    fn call_traced(
        &self,
        tool: usize,
        mut args: Object,
        connection: u64,
        sink: Option<crate::progress::Sink>,
        trace: Option<Arc<crate::trace::CallTrace>>,
    ) -> BoxFuture<'_, Outcome> {
        Box::pin(async move {
            let mut events = None;
            let (module, name, session) = match &self.targets[tool] {
                Target::Eval => return self.eval_tool(&args).await,
                Target::Release(module, name) => (module, name, None),
                Target::Command(module, cmd) => {
                    if let Err(e) = arguments::from_object(cmd, &args) {
                        return Outcome::Invalid(e.to_string());
                    }
                    // A private pool keeps this session's instance across
                    // calls: the daemon keys it by our connection.
                    let session = (cmd.instances == Instances::Private).then(|| {
                        self.note_private_user(connection, module);
                        connection
                    });
                    // MCP renders `raw` unless asked (the daemon's HTTP
                    // default would fire the default rendering).
                    if !cmd.terminals.is_empty() && arguments::render_of(&args).is_none() {
                        args.insert(
                            arguments::RENDER_PROPERTY.into(),
                            Value::String("raw".into()),
                        );
                    }
                    // A plain JSON result can come at the end of an event
                    // stream of the call's progress and logs.
                    if cmd.ret.mime.is_none() && cmd.terminals.is_empty() {
                        events = sink.map(|sink| CallEvents {
                            reader: Default::default(),
                            sink,
                            last: None,
                        });
                    }
                    (module, &cmd.name, session)
                }
            };
            let body = json::to_string(&Value::Object(args));
            let target = format!("/call/{name}");
            let mut take = events
                .as_mut()
                .map(|e| move |head: &client::ClientResponse, bytes: &[u8]| e.take(head, bytes));
            let on_events = take.as_mut().map(|t| t as &mut BodySink<'_>);
            let reply = self
                .daemons
                .forward_for(
                    module,
                    "POST",
                    &target,
                    body.as_bytes(),
                    (session, trace.map(|t| t.context.traceparent())),
                    on_events,
                )
                .await;
            match (reply, events) {
                (Ok(resp), Some(events)) => outcome_of(events.reply(resp)),
                (Ok(resp), None) => outcome_of(resp),
                (Err(e), _) => Outcome::Failed(e),
            }
        })
    }

    fn release(&self, connection: u64) {
        let modules = match self.private_users.lock() {
            Ok(mut users) => users.remove(&connection).unwrap_or_default(),
            Err(_) => return,
        };
        for module in modules {
            let daemons = self.daemons.clone();
            smol::spawn(async move { daemons.release_session(&module, connection).await }).detach();
        }
    }

    fn module_of(&self, tool: usize) -> Option<&str> {
        match self.targets.get(tool)? {
            Target::Command(module, _) | Target::Release(module, _) => Some(module),
            Target::Eval => None,
        }
    }

    fn dry_run(&self, tool: usize, args: &Object, _connection: u64) -> Result<String, String> {
        match &self.targets[tool] {
            Target::Release(module, name) => Ok(json::Obj::new()
                .str("module", module)
                .str("releases", name)
                .finish()),
            Target::Command(module, cmd) => {
                let values = arguments::from_object(cmd, args).map_err(|e| e.to_string())?;
                Ok(json::Obj::new()
                    .str("module", module)
                    .str("command", &cmd.name)
                    .raw(
                        "args",
                        &json::array_of_raw(values.iter().map(json::to_string)),
                    )
                    .str("runs_on", &runs_on(module, cmd, args))
                    .finish())
            }
            Target::Eval => Ok(json::Obj::new()
                .str(
                    "eval",
                    json::get_str(&Value::Object(args.clone()), "expr").unwrap_or(""),
                )
                .finish()),
        }
    }
}

/// Where a front-end call of `cmd` would run, for the dry run (issue 44),
/// in the words of the daemon's own ([`crate::dispatch::Program::describe_target`]).
fn runs_on(module: &str, cmd: &crate::manifest::Command, args: &Object) -> String {
    let place = match (cmd.instances, arguments::instance_of(args)) {
        (Instances::Shared, _) => format!("the shared pool {}", cmd.pool),
        (Instances::Keyed, Some(key)) => format!("the keyed instance {key:?} of pool {}", cmd.pool),
        (Instances::Keyed, None) => "no instance: the call needs an \"instance\" key".into(),
        (Instances::Private, Some(_)) => {
            format!("the opened private instance of pool {}", cmd.pool)
        }
        (Instances::Private, None) => format!(
            "this session's private instance of pool {} (started on its first call)",
            cmd.pool
        ),
    };
    format!("{place}, in the daemon of {module}")
}

/// Maps a daemon's `/call` reply onto an MCP outcome.
fn outcome_of(mut resp: client::ClientResponse) -> Outcome {
    if let Some(mime) = resp
        .header("content-type")
        .filter(|t| resp.status == 200 && !t.starts_with("application/json"))
        .map(str::to_string)
    {
        return Outcome::Media(mime, std::mem::take(&mut resp.body));
    }
    let body = String::from_utf8_lossy(&resp.body).into_owned();
    let parsed = json::parse(&body).ok();
    let field = |k: &str| parsed.as_ref().and_then(|v| json::get(v, k));
    match resp.status {
        // The result's text exactly as the daemon wrote it: a record keeps
        // its declared field order, which writing the parsed value again
        // would sort (issue 31). The parse above vouches that it is JSON.
        200 => match parsed
            .as_ref()
            .and_then(|_| json::member_raw(&body, "result"))
        {
            Some(text) => Outcome::Ok(text.to_string()),
            None => Outcome::Failed("the daemon answered without a result".into()),
        },
        status => {
            let msg = field("error")
                .and_then(|e| {
                    if let Value::String(s) = e {
                        Some(s.clone())
                    } else {
                        None
                    }
                })
                .unwrap_or(body);
            if status == 400 {
                Outcome::Invalid(msg)
            } else {
                Outcome::Failed(msg)
            }
        }
    }
}

/// An eval request's limits (`--eval-cpu` …); none without the `eval`
/// feature, whose flags are refused.
#[cfg(feature = "eval")]
type EvalLimits = crate::eval::Limits;
#[cfg(not(feature = "eval"))]
type EvalLimits = ();

/// Runs eval requests in the sandbox, against the allow-listed modules.
pub struct EvalRunner {
    state: EvalState,
    modules: Vec<(String, PathBuf)>,
    limits: EvalLimits,
}

impl EvalRunner {
    /// The result JSON text, or a status code and message.
    async fn run(&self, expr: &str) -> Result<String, (u16, String)> {
        let EvalState::Enabled(allow) = &self.state else {
            return Err((403, "eval is not enabled on this server".into()));
        };
        #[cfg(not(feature = "eval"))]
        return {
            let _ = (expr, allow, &self.modules, &self.limits);
            Err((501, crate::features::missing("eval", "eval")))
        };
        #[cfg(feature = "eval")]
        crate::eval::run_sandboxed(expr, &self.modules, allow, &self.limits)
            .await
            .map_err(|e| (e.http_status(), e.to_string()))
    }

    fn tool(&self) -> Tool {
        let modules = match &self.state {
            EvalState::Enabled(a) => a.join(", "),
            _ => String::new(),
        };
        let description = format!(
            "Evaluate one expression that composes installed functions, in a fresh sandboxed process. Importable modules: {modules}. Syntax: module.command arg1 arg2, let x = e1 in e2, literals (numbers, \"strings\", true/false, [lists], (tuples), {{records = 1}})."
        );
        let entry = json::Obj::new()
            .str("name", "eval")
            .str("description", &description)
            .raw("inputSchema", r#"{"type":"object","properties":{"expr":{"type":"string","description":"The expression"}},"required":["expr"],"additionalProperties":false}"#)
            .finish();
        Tool::new("eval", entry, false)
    }
}

/// The front end's request handler.
pub struct FrontEnd {
    views: Views,
    daemons: Arc<Daemons>,
    backend: Arc<FrontBackend>,
    security: Security,
    sessions: Arc<Sessions>,
    eval: Arc<EvalRunner>,
    discover: String,
    /// The exposed manifests, for each client's `/discover` (issue 44).
    manifests: Vec<(String, Arc<Manifest>)>,
    /// Where each request's span goes (`--trace-file`).
    tracer: Option<Arc<Tracer>>,
}

crate::routes_are_the_handler!(FrontEnd);

impl http_modes::Routes for FrontEnd {
    async fn route(&self, req: Request) -> Response {
        let path = req.path().to_string();
        let route = routes::route(req.method(), &path);
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
            Route::Health => routes::health(),
            Route::Discover => http_modes::ok_result(&self.discover_now(caller.as_deref()).await),
            Route::McpPost => {
                let make = || Adapter::new(self.backend.clone(), mcp::Options::default());
                self.sessions.post(&req, caller, make).await
            }
            Route::McpDelete => self.sessions.delete(&req, caller.as_ref()),
            Route::McpOtherMethod => http_modes::mcp_other_method(&req),
            // eval is a tool of no module: a catalog names it, or "*".
            Route::Own(routes::Eval)
                if caller.as_deref().is_some_and(|c| !c.permits(None, "eval")) =>
            {
                Response::error(
                    404,
                    "eval is off on this server (nexus expose eval --allow a,b enables it)",
                )
            }
            Route::Own(routes::Eval) => self.eval_route(&req.body).await,
            Route::Call(rest) if let Some(refusal) = self.outside(caller.as_deref(), rest) => {
                refusal
            }
            Route::Call(rest) => {
                let stream = http_modes::wants_event_stream(req.header("accept"));
                // The daemon's span (with the pool, language and worker)
                // is this one's child. One await either way (each await
                // inlines the call again).
                let span = self.tracer.as_ref().map(|tracer| {
                    let parent = spans::parent_of(None, req.header("traceparent"));
                    (tracer, tracer.begin(parent))
                });
                let parent = span.as_ref().map(|(_, s)| s.context.traceparent());
                let response = self
                    .call(rest, req.query(), &req.body, stream, parent)
                    .await;
                if let Some((tracer, started)) = span {
                    let failure = http_modes::failure_of(&response);
                    let attributes = crate::daemon::call_attributes(rest);
                    tracer.end(started, format!("POST {path}"), failure, attributes, None);
                }
                response
            }
            Route::MethodNotAllowed(allow) => http_modes::method_not_allowed(allow),
            Route::NotFound(path) => http_modes::no_route(path),
        }
    }
}

impl FrontEnd {
    /// The refusal of a `/call/<module>/<command>` outside `caller`'s
    /// catalog (issue 44), worded exactly as for a module not served or a
    /// command the module does not have; `None` when it may go on.
    fn outside(&self, caller: Option<&Client>, rest: &str) -> Option<Response> {
        let caller = caller?;
        let (module, command) = rest.split_once('/')?;
        let tool = format!("{module}__{command}");
        if caller.permits(Some(module), &tool) {
            return None;
        }
        match self.daemons.module(module) {
            Some(m)
                if caller.permits_some_of(module) && self.views.api.iter().any(|a| a == module) =>
            {
                Some(Response::error(
                    404,
                    &format!(
                        "{} has no command '{command}'; see GET /discover",
                        m.manifest.name
                    ),
                ))
            }
            _ => Some(Response::error(
                404,
                &format!("module '{module}' is not exposed over the JSON API"),
            )),
        }
    }

    /// `/discover` as `caller` gets it: the modules, commands and tools of
    /// its catalog only (issue 44).
    fn discover_for(&self, caller: Option<&Client>) -> std::borrow::Cow<'_, str> {
        let Some(c) = caller.filter(|c| !c.permits_all()) else {
            return std::borrow::Cow::Borrowed(&self.discover);
        };
        let manifests: Vec<(String, Arc<Manifest>)> = self
            .manifests
            .iter()
            .filter_map(|(name, m)| {
                let mut m = (**m).clone();
                m.commands
                    .retain(|cmd| c.permits(Some(name), &format!("{name}__{}", cmd.name)));
                (!m.commands.is_empty()).then(|| (name.clone(), Arc::new(m)))
            })
            .collect();
        let listed = (0..self.backend.tools.len())
            .filter(|&i| c.permits(self.backend.module_of(i), &self.backend.tools[i].name))
            .count()
            + 1;
        let eval = match &self.eval.state {
            EvalState::Enabled(_) if !c.permits(None, "eval") => EvalState::Off,
            state => state.clone(),
        };
        std::borrow::Cow::Owned(discover::discover_json(
            &self.views,
            &manifests,
            listed,
            &eval,
        ))
    }

    /// `/discover` with the live instances of every module whose daemon runs
    /// (issue 7); a module whose daemon has not started has none.
    async fn discover_now(&self, caller: Option<&Client>) -> String {
        let mut live = json::Obj::new();
        for (name, module) in &self.daemons.modules {
            // A client sees the instances of its own modules only.
            if caller.is_some_and(|c| !c.permits_some_of(name)) {
                continue;
            }
            let running = match module.daemon.lock().await.as_mut() {
                Some(child) => matches!(child.try_status(), Ok(None)),
                None => false,
            };
            if !running {
                continue;
            }
            if let Ok(resp) = self.daemons.forward(name, "GET", "/discover", b"").await
                && resp.status == 200
                && let Some(instances) = discover::instances_of(&resp.body)
            {
                live = live.value(name, &instances);
            }
        }
        http_modes::with_instances(&self.discover_for(caller), &live.finish())
    }

    async fn call(
        &self,
        rest: &str,
        query: Option<&str>,
        body: &[u8],
        stream: bool,
        traceparent: Option<String>,
    ) -> Response {
        let (module, target) = match routes::call_target(rest, query, &self.views.api) {
            Ok(to) => to,
            Err(refusal) => return refusal,
        };
        if stream {
            return self.stream_call(module, target, body, traceparent).await;
        }
        let reply =
            self.daemons
                .forward_for(module, "POST", &target, body, (None, traceparent), None);
        match reply.await {
            Ok(resp) => plain_reply(resp),
            Err(e) => http_modes::unavailable(&e),
        }
    }

    /// `POST /call/<module>/<command>` with `Accept: text/event-stream`
    /// (issue 13): the daemon's event stream, relayed event by event as it
    /// arrives (never buffered to the end), ending with its `result` or
    /// `error` event; a keep-alive comment after each silent stretch. A
    /// client that disconnects drops the relay, whose closed socket makes
    /// the daemon cancel the call and replace its worker.
    async fn stream_call(
        &self,
        module: &str,
        target: String,
        body: &[u8],
        traceparent: Option<String>,
    ) -> Response {
        let (tx, events) = smol::channel::unbounded::<String>();
        let daemons = self.daemons.clone();
        let module = module.to_string();
        let body = body.to_vec();
        let call = smol::spawn(async move {
            let mut relay = Relay {
                reader: Default::default(),
                tx,
                plain: Vec::new(),
                ended: false,
            };
            let mut take = |head: &client::ClientResponse, bytes: &[u8]| relay.take(head, bytes);
            let reply = daemons
                .forward_for(
                    &module,
                    "POST",
                    &target,
                    &body,
                    (None, traceparent),
                    Some(&mut take),
                )
                .await;
            let ended = relay.ended;
            let reply = reply.map(|mut resp| {
                resp.body = std::mem::take(&mut relay.plain);
                resp
            });
            (module, reply, ended)
        });
        match http_modes::stream_events(events, call, relayed_end, || {}, true).await {
            http_modes::Streamed::Stream(r) => r,
            // Not reached with `always`; answer as the plain route would.
            http_modes::Streamed::Plain((_, Ok(resp), _)) => plain_reply(resp),
            http_modes::Streamed::Plain((_, Err(e), _)) => http_modes::unavailable(&e),
        }
    }

    async fn eval_route(&self, body: &[u8]) -> Response {
        let expr = match eval_expr(&self.eval.state, body) {
            Ok(expr) => expr,
            Err(refusal) => return refusal,
        };
        match self.eval.run(&expr).await {
            Ok(result) => http_modes::ok_result(&result),
            Err((status, msg)) => Response::error(status, &msg),
        }
    }
}

/// The expression a `POST /eval` asks for (`{"expr": "…"}`), or its
/// refusal: 404 when eval is off, 403 when it is locked, 400 for a body
/// that is not such an object.
fn eval_expr(state: &EvalState, body: &[u8]) -> Result<String, Response> {
    match state {
        EvalState::Off => {
            return Err(Response::error(
                404,
                "eval is off on this server (nexus expose eval --allow a,b enables it)",
            ));
        }
        EvalState::Locked => {
            return Err(Response::error(
                403,
                "eval is locked: it needs a token (NEXUS_TOKEN) or the separate --allow-eval-without-token waiver",
            ));
        }
        EvalState::Enabled(_) => {}
    }
    match std::str::from_utf8(body)
        .ok()
        .and_then(|t| json::parse(t).ok())
    {
        Some(v) => match json::get(&v, "expr") {
            Some(Value::String(e)) => Ok(e.clone()),
            _ => Err(Response::error(400, "the body must be {\"expr\": \"…\"}")),
        },
        None => Err(Response::error(
            400,
            "the body must be JSON: {\"expr\": \"…\"}",
        )),
    }
}

/// A private directory for the daemons' sockets (short, so socket paths fit
/// the 108-byte limit wherever `$NEXUS_HOME` is).
/// First it removes those that dead front ends left (`sweeper`).
fn socket_dir() -> Result<PathBuf, String> {
    crate::sweeper::sweep_dead_socket_dirs(&std::env::temp_dir());
    // The sweeper (started with the shared-memory space) removes this
    // directory however the front end ends: Ctrl-C and SIGTERM included.
    crate::shm::space();
    let mut bytes = [0u8; crate::sweeper::SOCKET_DIR_TAG_BYTES];
    getrandom::fill(&mut bytes).map_err(|e| format!("no randomness: {e}"))?;
    let name = crate::sweeper::socket_dir_name(std::process::id(), &bytes);
    let dir = std::env::temp_dir().join(name);
    use std::os::unix::fs::DirBuilderExt;
    std::fs::DirBuilder::new()
        .mode(0o700)
        .create(&dir)
        .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    Ok(dir)
}

/// `nexus serve …`; returns the exit status.
pub fn main(args: &[String]) -> i32 {
    let args = &match crate::flags::take_sandbox_flag(args, usize::MAX) {
        Ok(rest) => rest,
        Err(code) => return code,
    };
    if args.iter().any(|a| a == "--help" || a == "-h") {
        return crate::exit::print_out(&format!("{HELP_HEAD}{}", http_modes::FLAGS_HELP));
    }
    let mut flags = ServeFlags::new(8080);
    let mut home = manage::home();
    let mut eval_waiver = false;
    #[allow(unused_mut, clippy::let_unit_value)]
    let mut limits = EvalLimits::default();
    let mut it = args.iter().cloned();
    while let Some(a) = it.next() {
        let mut next = || it.next();
        match flags.take(&a, &mut next) {
            Ok(true) => continue,
            Ok(false) => {}
            Err(e) => return crate::exit::usage(e),
        }
        match a.as_str() {
            "--home" => match next() {
                Some(h) => home = PathBuf::from(h),
                None => return crate::exit::usage("--home needs a directory"),
            },
            "--allow-eval-without-token" => eval_waiver = true,
            #[cfg(not(feature = "eval"))]
            "--eval-cpu" | "--eval-memory" | "--eval-timeout" => {
                return crate::features::refuse("eval", &format!("nexus serve {a}"));
            }
            #[cfg(feature = "eval")]
            "--eval-cpu" | "--eval-memory" | "--eval-timeout" => {
                let n = match next()
                    .and_then(|v| v.parse::<u64>().ok())
                    .filter(|&n| n > 0)
                {
                    Some(n) => n,
                    None => {
                        return crate::exit::usage(format!("{a} needs a positive whole number"));
                    }
                };
                match a.as_str() {
                    "--eval-cpu" => limits.cpu_secs = n,
                    "--eval-timeout" => limits.timeout = Duration::from_secs(n),
                    _ => match n.checked_mul(1 << 20) {
                        Some(b) if b >= crate::eval::MIN_MEMORY_BYTES => limits.memory_bytes = b,
                        _ => return crate::exit::usage("--eval-memory needs at least 128 (MiB)"),
                    },
                }
            }
            _ => return crate::exit::usage(format!("unknown argument {a:?} for serve")),
        }
    }
    if let Err(e) = flags.apply_env() {
        return crate::exit::usage(e);
    }
    smol::future::block_on(smol::spawn(run(home, flags, eval_waiver, limits)))
}

async fn run(home: PathBuf, flags: ServeFlags, eval_waiver: bool, limits: EvalLimits) -> i32 {
    let views = match Views::load(&home) {
        Ok(v) => v,
        Err(e) => {
            crate::say!("nexus: {e}");
            return 1;
        }
    };
    let loaded = match manage::check_exposed(&home, &views) {
        Ok(l) => l,
        Err(e) => {
            crate::say!("nexus: {e}");
            return 1;
        }
    };
    let (listener, security) = match http_modes::listen(&flags).await {
        Ok(pair) => pair,
        Err(code) => return code,
    };
    let unlocked = security.checks_tokens() || eval_waiver || security.loopback;
    // Without the `eval` feature eval is off, whatever views.json says.
    let eval_allowed = views.eval.as_ref().filter(|_| cfg!(feature = "eval"));
    let eval_state = EvalState::of(eval_allowed, unlocked);
    let sockets = match socket_dir() {
        Ok(d) => d,
        Err(e) => {
            crate::say!("nexus: {e}");
            return 1;
        }
    };
    // `nexus stop` ends us with a signal, so we never get to clean up;
    // it removes the directory named here once we are gone.
    if let Err(e) = http_modes::write_atomically(
        &home.join(manage::SOCKETS_FILE).display().to_string(),
        &sockets.display().to_string(),
    ) {
        crate::say!("nexus: cannot record the socket directory: {e}");
    }
    let exe = match crate::sys::self_exe() {
        Ok(e) => e,
        Err(e) => {
            crate::say!("nexus: cannot find the nexus binary: {e}");
            return 1;
        }
    };
    let lifeline = match Lifeline::new() {
        Ok(l) => l,
        Err(e) => {
            crate::say!("nexus: {e}");
            return 1;
        }
    };
    let manifests: Vec<(String, Arc<Manifest>)> = loaded
        .into_iter()
        .map(|(n, mut m)| {
            // The daemons get the flag too, so the tools listed here and
            // the instances there agree (issue 44, part 3).
            if flags.per_session {
                for pool in crate::instances::per_session(&mut m) {
                    crate::say!(
                        "nexus: --instances per-session: pool {pool} of {n} stays shared (a morloc pool whose commands call another pool cannot keep one worker's state)"
                    );
                }
            }
            (n, Arc::new(m))
        })
        .collect();
    let daemons = Arc::new(Daemons {
        modules: manifests
            .iter()
            .map(|(name, m)| {
                let module = Module {
                    manifest: m.clone(),
                    dir: manage::program_dir(&home, name),
                    socket: sockets.join(format!("{name}.sock")),
                    daemon: smol::lock::Mutex::new(None),
                };
                (name.clone(), module)
            })
            .collect(),
        call_timeout: flags.call_timeout,
        exe,
        lifeline,
        replica: flags.replica.clone(),
        trace_file: flags.trace_file.clone(),
        per_session: flags.per_session,
    });
    let eval = Arc::new(EvalRunner {
        state: eval_state.clone(),
        modules: manifests
            .iter()
            .filter(|(n, _)| views.eval.as_ref().is_some_and(|e| e.contains(n)))
            .map(|(n, m)| (n.clone(), m.path.clone()))
            .collect(),
        limits,
    });
    let eval_tool = matches!(eval_state, EvalState::Enabled(_)).then(|| eval.tool());
    let (tools, targets) = tools::tool_table(&views, &manifests, true, eval_tool);
    let listed = tools::listed(&tools);
    let discover = discover::discover_json(&views, &manifests, listed, &eval_state);
    let tracer = match flags.tracer() {
        Ok(t) => t,
        Err(e) => {
            crate::say!("nexus: {e}");
            return 2;
        }
    };
    let backend = Arc::new(FrontBackend {
        daemons: daemons.clone(),
        tools,
        targets,
        eval: eval.clone(),
        private_users: std::sync::Mutex::new(HashMap::new()),
    });
    let front = Arc::new(FrontEnd {
        views,
        daemons,
        backend,
        security,
        sessions: Arc::new(
            Sessions::new(flags.max_sessions, flags.session_idle)
                .with_replica(flags.replica.clone())
                .with_tracer(tracer.clone()),
        ),
        eval,
        discover,
        manifests: manifests.clone(),
        tracer,
    });
    if let Err(e) = http_modes::announce(&listener, &flags, "the front end") {
        crate::say!("nexus: {e}");
        return 1;
    }
    smol::spawn(http_modes::expire_forever(front.sessions.clone())).detach();
    let result = server::serve(listener, flags.limits, front).await;
    let _ = std::fs::remove_dir_all(&sockets);
    match result {
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

    fn reply(status: u16, content_type: &str, body: &str) -> client::ClientResponse {
        client::ClientResponse {
            status,
            headers: vec![("content-type".into(), content_type.into())],
            body: body.as_bytes().to_vec(),
            reusable: true,
        }
    }

    fn text(r: &Response) -> &str {
        std::str::from_utf8(&r.body).unwrap()
    }

    #[test]
    fn eval_is_enabled_only_where_it_is_unlocked() {
        let allow = vec!["a".to_string()];
        assert_eq!(EvalState::of(None, true), EvalState::Off);
        assert_eq!(EvalState::of(Some(&allow), false), EvalState::Locked);
        assert_eq!(
            EvalState::of(Some(&allow), true),
            EvalState::Enabled(allow.clone())
        );
    }

    #[test]
    fn an_eval_request_is_refused_by_state_then_by_body() {
        let on = EvalState::Enabled(vec!["a".into()]);
        assert_eq!(eval_expr(&on, br#"{"expr":"a.f 1"}"#), Ok("a.f 1".into()));
        let status = |state: &EvalState, body: &[u8]| eval_expr(state, body).unwrap_err().status;
        assert_eq!(status(&EvalState::Off, br#"{"expr":"1"}"#), 404);
        assert_eq!(status(&EvalState::Locked, br#"{"expr":"1"}"#), 403);
        let r = eval_expr(&on, br#"{"expr":1}"#).unwrap_err();
        assert_eq!(
            (r.status, text(&r)),
            (
                400,
                r#"{"status":"error","error":"the body must be {\"expr\": \"…\"}"}"#
            )
        );
        let r = eval_expr(&on, b"expr=1").unwrap_err();
        assert_eq!(r.status, 400);
        assert!(text(&r).contains("the body must be JSON"), "{}", text(&r));
    }

    #[test]
    fn a_daemons_reply_becomes_an_mcp_outcome() {
        // The result's text as the daemon wrote it: field order kept.
        let ok = reply(
            200,
            "application/json",
            r#"{"status":"ok","result":{"b":1,"a":2}}"#,
        );
        assert_eq!(outcome_of(ok), Outcome::Ok(r#"{"b":1,"a":2}"#.into()));
        let media = reply(200, "image/png", "\u{1}PNG");
        assert_eq!(
            outcome_of(media),
            Outcome::Media("image/png".into(), b"\x01PNG".to_vec())
        );
        let bad = reply(
            400,
            "application/json",
            r#"{"status":"error","error":"argument 'x': expected Int"}"#,
        );
        assert_eq!(
            outcome_of(bad),
            Outcome::Invalid("argument 'x': expected Int".into())
        );
        let busy = reply(
            503,
            "application/json",
            r#"{"status":"error","error":"recovering"}"#,
        );
        assert_eq!(outcome_of(busy), Outcome::Failed("recovering".into()));
        let odd = reply(502, "text/plain", "bad gateway");
        assert_eq!(outcome_of(odd), Outcome::Failed("bad gateway".into()));
        let empty = reply(200, "application/json", r#"{"status":"ok"}"#);
        assert_eq!(
            outcome_of(empty),
            Outcome::Failed("the daemon answered without a result".into())
        );
    }

    #[test]
    fn a_plain_reply_keeps_the_daemons_status_type_and_retry_after() {
        let mut busy = reply(503, "application/json", r#"{"status":"error","error":"x"}"#);
        busy.headers.push(("retry-after".into(), "1".into()));
        let r = plain_reply(busy);
        assert_eq!(r.status, 503);
        assert_eq!(text(&r), r#"{"status":"error","error":"x"}"#);
        let headers: Vec<(&str, &str)> = r
            .headers
            .iter()
            .map(|(k, v)| (k.as_ref(), v.as_ref()))
            .collect();
        assert_eq!(
            headers,
            [("Content-Type", "application/json"), ("Retry-After", "1")]
        );
        let svg = plain_reply(reply(200, "image/svg+xml", "<svg/>"));
        assert_eq!(svg.headers[0].1, "image/svg+xml");
    }

    #[test]
    fn a_relayed_stream_ends_with_one_result_or_error_event() {
        let end = |reply: Result<client::ClientResponse, String>, ended: bool| {
            relayed_end(("m".to_string(), reply, ended))
        };
        let ok = || reply(200, "application/json", r#"{"status":"ok","result":1}"#);
        // The daemon's own stream ended with its event: nothing to add.
        assert_eq!(end(Ok(ok()), true), None);
        assert_eq!(
            end(Ok(ok()), false),
            Some("event: result\ndata: {\"status\":\"ok\",\"result\":1}\n\n".into())
        );
        assert_eq!(
            end(
                Ok(reply(
                    404,
                    "application/json",
                    r#"{"status":"error","error":"no f"}"#
                )),
                false
            ),
            Some(
                "event: error\ndata: {\"code\":404,\"status\":\"error\",\"error\":\"no f\"}\n\n"
                    .into()
            )
        );
        let cut = end(Ok(reply(200, "text/event-stream", "")), false).unwrap();
        assert!(
            cut.starts_with("event: error\ndata: {\"code\":502,"),
            "{cut}"
        );
        assert!(
            cut.contains("the daemon of m ended the call's event stream without a result"),
            "{cut}"
        );
        let gone = end(Err("cannot reach the daemon of m".into()), false).unwrap();
        assert_eq!(
            gone,
            "event: error\ndata: {\"code\":503,\"status\":\"error\",\"error\":\"cannot reach the daemon of m\"}\n\n"
        );
    }

    #[test]
    fn only_a_vanished_peer_is_worth_a_fresh_daemon() {
        use std::io::{Error, ErrorKind};
        for kind in [
            ErrorKind::ConnectionReset,
            ErrorKind::BrokenPipe,
            ErrorKind::UnexpectedEof,
            ErrorKind::ConnectionAborted,
        ] {
            assert!(peer_vanished(&Error::from(kind)), "{kind:?}");
        }
        for kind in [ErrorKind::TimedOut, ErrorKind::InvalidData] {
            assert!(!peer_vanished(&Error::from(kind)), "{kind:?}");
        }
    }
}
