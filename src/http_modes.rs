//! What the daemon and the front end share on top of the HTTP server:
//! the security policy of seed 001 (what a non-loopback bind needs, checked
//! before binding: the plaintext acknowledgement and a token or its waiver;
//! Origin; Host), MCP sessions over Streamable HTTP (SPEC §3.2), JSON
//! replies, and the serving flags. Every refusal on `/mcp` (guard,
//! sessions, methods, and the HTTP server's own through [`refusal`]) is a
//! JSON-RPC error with `"id":null` ([`mcp_error`]); the JSON API's routes
//! keep `{"status":"error","error":…}`.
//!
//! `http` knows nothing about MCP and `mcp` nothing about HTTP; this module is
//! where the two meet.

pub mod clients;
pub mod routes;

use crate::http::guard;
use crate::http::response::BodyStream;
use crate::http::response::Response;
use crate::http::server::{self, LocalAddr, Request, ServerLimits};
use crate::ids;
use crate::json;
use crate::mcp::{self, Adapter, Era};
use crate::progress;
use crate::rpc::{self, Message};
use crate::spans::{self, Tracer};
use crate::tokens::Client;
use crate::trace::{Attrs, CallTrace, TraceContext};
use clients::Clients;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Default idle time after which an MCP session expires.
pub const DEFAULT_SESSION_IDLE: Duration = Duration::from_secs(30 * 60);
/// Default cap on live MCP sessions.
pub const DEFAULT_MAX_SESSIONS: usize = 1024;
pub use crate::dispatch::DEFAULT_CALL_TIMEOUT;
/// The header by which the front end names the MCP session a call it
/// forwards to a daemon belongs to (issue 7: a connection is an MCP session,
/// also through the front end). Daemons honour it only on a Unix socket.
pub const CONNECTION_HEADER: &str = "nexus-connection";
/// `Retry-After` seconds on 503.
pub const RETRY_AFTER_SECS: &str = "1";

/// The request guard of seed 001.
pub struct Security {
    /// The clients whose bearer tokens let a request but `/health` in
    /// (none: every request is let in), each with its catalog.
    pub clients: Clients,
    pub allowed_origins: Vec<String>,
    pub allowed_hosts: Vec<String>,
    /// Whether the server is bound to loopback (or a Unix socket).
    pub loopback: bool,
}

impl Security {
    /// The client a request comes from (`None` on a server that checks
    /// no tokens) when it may proceed, else the refusal: on `/mcp` a
    /// JSON-RPC error ([`refusal`]), elsewhere the JSON API's envelope.
    pub fn check(&self, req: &Request) -> Result<Option<Arc<Client>>, Response> {
        let refuse = |status, message| refusal(Some(req.path()), status, message);
        if !guard::check_origin(req.header("origin"), &self.allowed_origins) {
            return Err(refuse(
                403,
                "Origin not allowed; start the server with --allow-origin ORIGIN to allow it",
            ));
        }
        if let Some(host) = req.header("host")
            && !guard::check_host(host, self.loopback, &self.allowed_hosts)
        {
            return Err(refuse(
                403,
                "Host not allowed (DNS-rebinding guard); use a loopback name or --allow-host NAME",
            ));
        }
        if !self.clients.checked() {
            return Ok(None);
        }
        match self.clients.authenticate(req.header("authorization")) {
            Some(client) => Ok(Some(client)),
            None => Err(refuse(
                401,
                "missing or wrong bearer token: send Authorization: Bearer <token>",
            )
            .with_header("WWW-Authenticate", "Bearer")),
        }
    }

    /// Whether requests must present a token.
    pub fn checks_tokens(&self) -> bool {
        self.clients.checked()
    }
}

/// The MCP endpoint, whose refusals are JSON-RPC errors.
pub const MCP_PATH: &str = "/mcp";

/// The JSON-RPC error code of a refusal on `/mcp` with this HTTP status
/// (issue 31): the request was not let in (401, 403) or names no session
/// (404): -32001, as the MCP SDKs answer an unknown session; a server
/// fault or a busy server (5xx): -32603, internal error; any other
/// refusal of the request as sent (400, 405, 408, 413, 431, …): -32600,
/// invalid request.
pub fn mcp_error_code(status: u16) -> i64 {
    match status {
        401 | 403 | 404 => MCP_REFUSED,
        500.. => rpc::INTERNAL_ERROR,
        _ => rpc::INVALID_REQUEST,
    }
}

/// The code of a refusal by the security guard or of an unknown session.
pub const MCP_REFUSED: i64 = -32001;

/// A refusal on `/mcp`: the same status and message as the JSON API's,
/// the body a JSON-RPC error with no id (`"id":null`), as the Streamable
/// HTTP transport allows for a message the server could not take.
pub fn mcp_error(status: u16, message: &str) -> Response {
    Response::json(status, rpc::error("null", mcp_error_code(status), message))
}

/// A refusal of a request to `path` (when known): [`mcp_error`] on
/// `/mcp`, else the JSON API's envelope ([`Response::error`]). The HTTP
/// server words its own refusals (framing, sizes, deadlines) with it, via
/// [`server::Handler::refuse`].
pub fn refusal(path: Option<&str>, status: u16, message: &str) -> Response {
    if path == Some(MCP_PATH) {
        mcp_error(status, message)
    } else {
        Response::error(status, message)
    }
}

/// `405` on `/mcp` with its `Allow` header, as a JSON-RPC error.
pub fn mcp_method_not_allowed(allow: &'static str) -> Response {
    mcp_error(405, &format!("method not allowed; use {allow}")).with_header("Allow", allow)
}

/// A method `/mcp` does not take (neither `POST` nor `DELETE`): on the
/// modern wire [`modern_method_not_allowed`], else a 405 that allows both.
pub fn mcp_other_method(req: &Request) -> Response {
    if modern_header(req) {
        modern_method_not_allowed()
    } else {
        mcp_method_not_allowed("POST, DELETE")
    }
}

/// `405` on a JSON API route, with its `Allow` header.
pub fn method_not_allowed(allow: &'static str) -> Response {
    Response::error(405, &format!("method not allowed; use {allow}")).with_header("Allow", allow)
}

/// `404` for a path no route takes, pointing at `GET /discover`.
pub fn no_route(path: &str) -> Response {
    Response::error(404, &format!("no route {path}; see GET /discover"))
}

/// Whether a request to `path` must pass the guard ([`Security::check`])
/// before it is routed: every path but `/health`, which a load balancer
/// probes without a token.
pub fn guarded(path: &str) -> bool {
    path != "/health"
}

/// A serving mode's request handling: the daemon's and the front end's.
/// Each is the HTTP server's [`server::Handler`] the same way
/// ([`routes_are_the_handler!`]): a request goes to [`Routes::route`], and
/// the server's own refusals are worded by [`refusal`], so on `/mcp` they
/// are JSON-RPC errors (issue 31).
pub trait Routes: Send + Sync + 'static {
    /// Answers one request.
    fn route(&self, req: Request) -> impl Future<Output = Response> + Send;

    /// Whether the listener also speaks morloc's length-prefixed protocol
    /// (only the daemon's does; see `Handler::length_prefixed`).
    fn length_prefixed(&self) -> bool {
        false
    }

    /// Answers one length-prefixed message, framed (see `Handler::message`).
    fn message(&self, message: Result<Vec<u8>, String>) -> impl Future<Output = Vec<u8>> + Send {
        drop(message);
        std::future::ready(Vec::new())
    }
}

/// Makes a [`Routes`] type the HTTP server's handler. A macro, not a
/// blanket impl: the server's `Handler` trait lives in `nexus-runtime`,
/// and the orphan rule lets this crate implement it only for its own
/// named types.
#[macro_export]
macro_rules! routes_are_the_handler {
    ($mode:ty) => {
        impl $crate::http::server::Handler for $mode {
            async fn handle(&self, req: $crate::http::server::Request) -> $crate::http::Response {
                $crate::http_modes::Routes::route(self, req).await
            }

            fn refuse(
                &self,
                path: Option<&str>,
                status: u16,
                message: &str,
            ) -> $crate::http::Response {
                $crate::http_modes::refusal(path, status, message)
            }

            fn length_prefixed(&self) -> bool {
                $crate::http_modes::Routes::length_prefixed(self)
            }

            async fn message(&self, message: Result<Vec<u8>, String>) -> Vec<u8> {
                $crate::http_modes::Routes::message(self, message).await
            }
        }
    };
}

/// A 503 with `Retry-After`.
pub fn unavailable(message: &str) -> Response {
    Response::error(503, message).with_header("Retry-After", RETRY_AFTER_SECS)
}

/// The value of `name` in a query string (`a=1&render=png`), undecoded.
pub fn query_param<'q>(query: Option<&'q str>, name: &str) -> Option<&'q str> {
    query?
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v)
}

/// `{"status":"ok","result":<json>}`.
pub fn ok_result(result_json: &str) -> Response {
    Response::json(200, ok_json(result_json))
}

/// The body of [`ok_result`]: `{"status":"ok","result":<json>}`.
pub fn ok_json(result_json: &str) -> String {
    let mut body = String::with_capacity(result_json.len() + 32);
    body.push_str(OK_PREFIX);
    body.push_str(result_json);
    body.push('}');
    body
}

const OK_PREFIX: &str = "{\"status\":\"ok\",\"result\":";

/// A `/discover` document as one request gets it: the document built at
/// startup (a JSON object) with the live instances (`"instances":…`, raw
/// JSON) added as its last member. The daemon adds its program's, the
/// front end those of each module whose daemon runs (issue 7).
pub fn with_instances(doc: &str, instances_json: &str) -> String {
    let mut out = String::with_capacity(doc.len() + instances_json.len() + 16);
    out.push_str(doc);
    out.pop();
    out.push_str(",\"instances\":");
    out.push_str(instances_json);
    out.push('}');
    out
}

/// [`ok_json`] of a result given away: a big one is wrapped where it lies
/// (the buffer grows in place and its bytes move up once) rather than
/// copied into a new buffer of the same size.
pub fn ok_json_owned(mut result_json: String) -> String {
    if result_json.len() < 1 << 16 {
        return ok_json(&result_json);
    }
    // Within the room the result was read into (json::ENVELOPE_ROOM).
    result_json.reserve_exact(OK_PREFIX.len() + 1);
    result_json.insert_str(0, OK_PREFIX);
    result_json.push('}');
    result_json
}

/// [`ok_result`] of a string left in its shared-memory object: the body
/// streamed out of it a slice at a time, under its Content-Length, so the
/// daemon never holds it whole (issue 30). A read that fails midway closes
/// the connection short of that length, which the client sees.
pub fn ok_object(text: crate::shm::TextObject) -> Response {
    let prefix = format!("{OK_PREFIX}\"");
    let length = prefix.len() as u64 + text.len() + 2;
    // Two slices in flight: the producer reads one while the other is sent.
    let (tx, rx) = smol::channel::bounded::<Vec<u8>>(2);
    smol::spawn(async move {
        if tx.send(prefix.into_bytes()).await.is_err() {
            return;
        }
        let mut at = 0;
        while at < text.len() {
            let mut slice = vec![0u8; crate::shm::TEXT_SLICE.min((text.len() - at) as usize)];
            match text.read_at(at, &mut slice) {
                Ok(n) if n == slice.len() => at += n as u64,
                _ => return,
            }
            if tx.send(slice).await.is_err() {
                return;
            }
        }
        let _ = tx.send(b"\"}".to_vec()).await;
    })
    .detach();
    let mut r = Response::new(200).with_header("Content-Type", "application/json");
    r.stream = Some(BodyStream(rx, Some(length)));
    r
}

struct Session {
    adapter: Arc<Adapter>,
    last_used: Mutex<Instant>,
    /// The client that opened it (issue 44): only that client's token
    /// reaches it; to any other the session does not exist.
    owner: Option<String>,
}

/// The name of the client a request comes from, if tokens are checked.
fn owner_of(caller: Option<&Arc<Client>>) -> Option<String> {
    caller.map(|c| c.name.clone())
}

/// MCP sessions over HTTP: ids of 128 random bits, idle expiry, and a cap.
pub struct Sessions {
    map: Mutex<HashMap<String, Arc<Session>>>,
    pub max: usize,
    pub idle: Duration,
    /// Deadline of one `tools/call`; past it the call is abandoned (its
    /// worker is freed) and answered with an `isError` result. `None`: no
    /// deadline here (the front end leaves it to the daemon behind it).
    pub call_timeout: Option<Duration>,
    /// This server's replica name (`--replica`): it starts every session
    /// id minted here ([`crate::ids`]).
    pub replica: Option<String>,
    /// Where each request's span goes (`--trace-file`).
    pub tracer: Option<Arc<Tracer>>,
}

impl Sessions {
    pub fn new(max: usize, idle: Duration) -> Sessions {
        Sessions {
            map: Mutex::new(HashMap::new()),
            max,
            idle,
            call_timeout: None,
            replica: None,
            tracer: None,
        }
    }

    /// Writes a span per request to `tracer` (`--trace-file`).
    pub fn with_tracer(mut self, tracer: Option<Arc<Tracer>>) -> Sessions {
        self.tracer = tracer;
        self
    }

    /// Names this server's replica (`--replica`) in the session ids it mints.
    pub fn with_replica(mut self, replica: Option<String>) -> Sessions {
        self.replica = replica;
        self
    }

    /// Sets the deadline of one `tools/call` (`--call-timeout`).
    pub fn with_call_timeout(mut self, timeout: Duration) -> Sessions {
        self.call_timeout = Some(timeout);
        self
    }

    /// `adapter` with the call deadline, when one is set.
    fn timed(&self, adapter: Adapter) -> Adapter {
        match self.call_timeout {
            Some(limit) => adapter.with_call_timeout(limit),
            None => adapter,
        }
    }

    pub fn count(&self) -> usize {
        self.map.lock().map(|m| m.len()).unwrap_or(0)
    }

    /// Ends sessions idle past the limit; their adapters release their
    /// connections when the last reference goes.
    pub fn expire(&self) {
        let idle = self.idle;
        if let Ok(mut map) = self.map.lock() {
            map.retain(|_, s| {
                s.last_used
                    .lock()
                    .map(|t| t.elapsed() < idle)
                    .unwrap_or(false)
            });
        }
    }

    fn get(&self, id: &str, caller: Option<&Arc<Client>>) -> Option<Arc<Session>> {
        let session = self.map.lock().ok()?.get(id).cloned()?;
        if session.owner != owner_of(caller) {
            return None;
        }
        if let Ok(mut t) = session.last_used.lock() {
            if t.elapsed() >= self.idle {
                drop(t);
                self.remove(id);
                return None;
            }
            *t = Instant::now();
        }
        Some(session)
    }

    fn remove(&self, id: &str) -> bool {
        self.map
            .lock()
            .map(|mut m| m.remove(id).is_some())
            .unwrap_or(false)
    }

    /// Ends session `id` if `caller` owns it.
    fn remove_owned(&self, id: &str, caller: Option<&Arc<Client>>) -> bool {
        let Ok(mut map) = self.map.lock() else {
            return false;
        };
        match map.get(id) {
            Some(s) if s.owner == owner_of(caller) => map.remove(id).is_some(),
            _ => false,
        }
    }

    /// `POST /mcp`: a modern request is answered on its own
    /// ([`Sessions::post_modern`]); a legacy message goes to its session's
    /// adapter, the session being created on `initialize`.
    ///
    /// With `--trace-file`, the request gets a span ([`mcp_span`]).
    ///
    /// `caller` is the client the request comes from (issue 44): its
    /// catalog goes into the adapter, and a legacy session is its own.
    pub async fn post(
        &self,
        req: &Request,
        caller: Option<Arc<Client>>,
        make_adapter: impl FnOnce() -> Adapter,
    ) -> Response {
        let parsed = rpc::parse(&req.body);
        // One await of the request either way: each await of a future
        // inlines its state machine again.
        let span = self.tracer.as_ref().map(|tracer| {
            let (parent, name, attributes) = mcp_span(req, &parsed);
            (tracer, tracer.begin(parent), name, attributes)
        });
        let call = span
            .as_ref()
            .map(|(_, started, ..)| Arc::new(CallTrace::new(started.context)));
        let make_adapter = {
            let caller = caller.clone();
            move || make_adapter().with_client(caller)
        };
        let response = self
            .post_parsed(req, parsed, caller.as_ref(), make_adapter, call.clone())
            .await;
        if let Some((tracer, started, name, attributes)) = span {
            let failure = failure_of(&response);
            tracer.end(started, name, failure, attributes, call.as_deref());
        }
        response
    }

    async fn post_parsed(
        &self,
        req: &Request,
        parsed: Result<Option<Message>, rpc::Rejected>,
        caller: Option<&Arc<Client>>,
        make_adapter: impl FnOnce() -> Adapter,
        trace: Option<Arc<CallTrace>>,
    ) -> Response {
        if era_of(req, &parsed) == Era::Modern {
            return self.post_modern(req, parsed, make_adapter, trace).await;
        }
        let parsed = match parsed {
            Ok(message) => message,
            Err(rejected) => return Response::json(400, rejected.to_reply()),
        };
        let is_initialize =
            matches!(&parsed, Some(Message::Request { method, .. }) if method == "initialize");
        let session_header = req.header("mcp-session-id");
        let (session, new_id) = match (session_header, is_initialize) {
            (Some(id), _) => match self.get(id, caller) {
                Some(s) => (s, None),
                None if let Some(owner) = ids::foreign(id, self.replica.as_deref()) => {
                    let what = "this Mcp-Session-Id";
                    return mcp_error(404, &ids::not_here(what, owner, self.replica.as_deref()));
                }
                None => {
                    return mcp_error(
                        404,
                        "unknown or expired Mcp-Session-Id; send initialize to start a new session",
                    );
                }
            },
            (None, true) => {
                if self.count() >= self.max {
                    self.expire();
                    if self.count() >= self.max {
                        return mcp_error(
                            503,
                            "too many MCP sessions; end one with DELETE /mcp or retry later",
                        )
                        .with_header("Retry-After", RETRY_AFTER_SECS);
                    }
                }
                let id = match ids::mint(self.replica.as_deref()) {
                    Ok(id) => id,
                    Err(e) => return mcp_error(500, &e),
                };
                let session = Arc::new(Session {
                    adapter: Arc::new(self.timed(make_adapter().with_era(Era::Legacy))),
                    last_used: Mutex::new(Instant::now()),
                    owner: owner_of(caller),
                });
                if let Ok(mut map) = self.map.lock() {
                    map.insert(id.clone(), session.clone());
                }
                (session, Some(id))
            }
            (None, false) => {
                return mcp_error(
                    400,
                    "missing Mcp-Session-Id header; send initialize first to get one",
                );
            }
        };
        // Parsed once, above: the adapter takes the message as it is.
        let mut response = match parsed {
            Some(Message::Request { id, method, params }) if method == "tools/call" => {
                let cancel = cancelled_notification(&id);
                let msg = Message::Request { id, method, params };
                let events = events_notifier(req);
                Self::call_in_session(session, msg, cancel, events, trace).await
            }
            Some(msg) => match session.adapter.handle_message(msg).await.reply {
                Some(text) => Response::json(200, text),
                None => Response::new(202),
            },
            // An empty message: nothing to answer.
            None => Response::new(202),
        };
        if let Some(id) = new_id {
            response = response.with_header("Mcp-Session-Id", id);
        }
        response
    }

    /// A legacy `tools/call` in its session. A call may talk back (issue
    /// 13): its notifications go on this request's own event stream, ahead
    /// of the reply. `cancel` is its `notifications/cancelled`, sent if the
    /// client goes away.
    async fn call_in_session(
        session: Arc<Session>,
        msg: Message,
        cancel: String,
        (notify, events): (mcp::Notify, smol::channel::Receiver<String>),
        trace: Option<Arc<CallTrace>>,
    ) -> Response {
        let call = {
            let session = session.clone();
            smol::spawn(async move {
                session
                    .adapter
                    .handle_message_traced(msg, Some(notify), trace)
                    .await
                    .reply
            })
        };
        let adapter = session.adapter.clone();
        let on_gone = move || {
            // The client went away: the call was dropped (see
            // `dispatch::abandoned` for its worker); clear its cancel
            // switch too.
            smol::spawn(async move { adapter.handle(&cancel).await }).detach();
        };
        let finish = |reply: Option<String>| reply.map(|r| progress::sse_event(None, &r));
        match stream_events(events, call, finish, on_gone, false).await {
            Streamed::Plain(Some(text)) => Response::json(200, text),
            Streamed::Plain(None) => Response::new(202),
            Streamed::Stream(r) => r,
        }
    }

    /// A 2026-07-28 request (`streamable-http` §Server Validation): one
    /// message, no session. Its `_meta` is checked first (-32602), then its
    /// headers against the body (-32020), then, in the adapter, its version
    /// (-32022) and method (-32601, 404). Every refusal is HTTP 400 unless
    /// said otherwise.
    async fn post_modern(
        &self,
        req: &Request,
        parsed: Result<Option<Message>, rpc::Rejected>,
        make_adapter: impl FnOnce() -> Adapter,
        trace: Option<Arc<CallTrace>>,
    ) -> Response {
        if req.body.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'[') {
            return Response::json(
                400,
                rpc::error(
                    "null",
                    rpc::INVALID_REQUEST,
                    "Invalid Request: batches are refused on the 2026-07-28 wire; POST one JSON-RPC message",
                ),
            );
        }
        let msg = match parsed {
            Err(rejected) => return Response::json(400, rejected.to_reply()),
            Ok(None) => {
                return Response::json(
                    400,
                    rpc::error(
                        "null",
                        rpc::INVALID_REQUEST,
                        "Invalid Request: empty body; POST one JSON-RPC message",
                    ),
                );
            }
            Ok(Some(msg)) => msg,
        };
        if let Message::Request { id, method, params } = &msg {
            let envelope = match mcp::envelope(params.as_ref()) {
                Ok(e) => e,
                Err(m) => return Response::json(400, rpc::error(id, rpc::INVALID_PARAMS, &m)),
            };
            if let Err(m) = check_headers(req, method, params.as_ref(), &envelope, strict_headers())
            {
                return Response::json(400, rpc::error(id, mcp::HEADER_MISMATCH, &m));
            }
        }
        let adapter = self.timed(make_adapter().with_era(Era::Modern));
        let is_call = matches!(&msg, Message::Request { method, .. } if method == "tools/call");
        if !is_call {
            return answered(adapter.handle_message(msg).await);
        }
        // A call may talk back (issue 13): its notifications go on this
        // request's own event stream, ahead of the reply. A client that
        // closes the stream drops the call, which cancels it.
        let (notify, events) = events_notifier(req);
        let call = smol::spawn(async move {
            adapter
                .handle_message_traced(msg, Some(notify), trace)
                .await
        });
        let finish = |answer: mcp::Answer| answer.reply.map(|r| progress::sse_event(None, &r));
        match stream_events(events, call, finish, || {}, false).await {
            Streamed::Plain(answer) => answered(answer),
            Streamed::Stream(r) => r,
        }
    }

    /// `DELETE /mcp`: ends the session (one of `caller`'s own); 405 on the
    /// modern wire, which has none.
    pub fn delete(&self, req: &Request, caller: Option<&Arc<Client>>) -> Response {
        if modern_header(req) {
            return modern_method_not_allowed();
        }
        match req.header("mcp-session-id") {
            None => mcp_error(400, "missing Mcp-Session-Id header"),
            Some(id) if self.remove_owned(id, caller) => Response::json(200, "{\"status\":\"ok\"}"),
            Some(id) => match ids::foreign(id, self.replica.as_deref()) {
                Some(owner) => mcp_error(
                    404,
                    &ids::not_here("this Mcp-Session-Id", owner, self.replica.as_deref()),
                ),
                None => mcp_error(404, "unknown or expired Mcp-Session-Id"),
            },
        }
    }
}

/// A `POST /mcp` request's span: its parent (`_meta.traceparent`, else the
/// `traceparent` header; an invalid one starts a new trace), its name
/// (`METHOD` or `tools/call TOOL`, as the Python SDK names them), and the
/// attributes the Python SDK sets: `mcp.method.name`,
/// `mcp.protocol.version`, `jsonrpc.request.id`, and for a tool call
/// `gen_ai.operation.name` and `gen_ai.tool.name`.
fn mcp_span(
    req: &Request,
    parsed: &Result<Option<Message>, rpc::Rejected>,
) -> (Option<TraceContext>, String, Attrs) {
    let header = req.header("traceparent");
    let (id, method, params) = match parsed {
        Ok(Some(Message::Request { id, method, params })) => (Some(id), method.as_str(), params),
        Ok(Some(Message::Notification { method, params })) => (None, method.as_str(), params),
        _ => {
            return (
                spans::parent_of(None, header),
                "mcp".into(),
                Attrs::default(),
            );
        }
    };
    let params = params.as_ref();
    let meta = params.and_then(|p| json::get(p, "_meta"));
    let parent = spans::parent_of(meta.and_then(|m| json::get_str(m, "traceparent")), header);
    let mut attributes = Attrs::default().str("mcp.method.name", method);
    let version = req
        .header("mcp-protocol-version")
        .or_else(|| meta.and_then(|m| json::get_str(m, mcp::META_VERSION)))
        .or_else(|| params.and_then(|p| json::get_str(p, "protocolVersion")));
    if let Some(v) = version {
        attributes = attributes.str("mcp.protocol.version", v);
    }
    if let Some(id) = id {
        attributes = attributes.str("jsonrpc.request.id", id.trim_matches('"'));
    }
    let mut name = method.to_string();
    if method == "tools/call"
        && let Some(tool) = params.and_then(|p| json::get_str(p, "name"))
    {
        attributes = attributes
            .str("gen_ai.operation.name", "execute_tool")
            .str("gen_ai.tool.name", tool);
        name = format!("tools/call {tool}");
    }
    (parent, name, attributes)
}

/// A JSON API response's failure, for its span: its HTTP status when that
/// is an error (a `/call` that fails says so in its status; its result,
/// whatever text it holds, is not searched).
pub fn failure_of_status(response: &Response) -> Option<String> {
    (response.status >= 400).then(|| format!("HTTP {}", response.status))
}

/// A response's failure for its span: an HTTP error status, a JSON-RPC
/// error, or a tool's `isError` result (a streamed response is judged by
/// its status alone).
pub fn failure_of(response: &Response) -> Option<String> {
    if let Some(failure) = failure_of_status(response) {
        return Some(failure);
    }
    let body = &response.body;
    let at = |needle: &[u8]| body.windows(needle.len()).position(|w| w == needle);
    // A JSON-RPC error reply has "error" where a result reply has "result".
    if let Some(e) = at(b",\"error\":{\"code\":")
        && at(b",\"result\":").is_none_or(|r| e < r)
    {
        return Some("JSON-RPC error".into());
    }
    at(b"\"isError\":true").map(|_| "the tool's result is an error (isError)".into())
}

/// Whether the request's `MCP-Protocol-Version` header names a version
/// outside the legacy era (unknown values included, as the Python SDK
/// does): such a request is on the modern wire.
pub fn modern_header(req: &Request) -> bool {
    req.header("mcp-protocol-version")
        .is_some_and(|v| !mcp::KNOWN_VERSIONS.contains(&v))
}

/// The era of one `POST /mcp`: modern when its header says so or its body
/// claims it ([`mcp::claims_modern`]); legacy otherwise (`initialize`, a
/// session's requests, batches).
fn era_of(req: &Request, parsed: &Result<Option<Message>, rpc::Rejected>) -> Era {
    let claims = match parsed {
        Ok(Some(Message::Request { method, params, .. })) => {
            mcp::claims_modern(method, params.as_ref())
        }
        _ => false,
    };
    if modern_header(req) || claims {
        Era::Modern
    } else {
        Era::Legacy
    }
}

/// `GET` or `DELETE /mcp` on the modern wire: there is no stream to open
/// and no session to end.
pub fn modern_method_not_allowed() -> Response {
    mcp_error(
        405,
        "method not allowed on the 2026-07-28 wire: POST one request per exchange (there are no sessions or standalone streams)",
    )
    .with_header("Allow", "POST")
}

/// The methods whose `Mcp-Name` header mirrors a body field, and that field.
const NAMED_METHODS: &[(&str, &str)] = &[
    ("tools/call", "name"),
    ("resources/read", "uri"),
    ("prompts/get", "name"),
    // The tasks extension (SEP-2663 §Streamable HTTP: Routing Headers).
    ("tasks/get", "taskId"),
    ("tasks/update", "taskId"),
    ("tasks/cancel", "taskId"),
];

/// `--strict-headers`: the modern wire's request headers are checked as
/// the spec says, with none of [`check_headers`]'s leniencies. Process-wide,
/// like `--max-depth`: set once while the flags are read.
static STRICT_HEADERS: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Sets `--strict-headers` ([`STRICT_HEADERS`]).
pub fn set_strict_headers(strict: bool) {
    STRICT_HEADERS.store(strict, std::sync::atomic::Ordering::Relaxed);
}

/// Whether `--strict-headers` was given.
pub fn strict_headers() -> bool {
    STRICT_HEADERS.load(std::sync::atomic::Ordering::Relaxed)
}

/// Checks the modern request headers against the body
/// (`streamable-http` §Request Metadata): `MCP-Protocol-Version` equals
/// the `_meta` version, `Mcp-Method` the method, and for named methods
/// `Mcp-Name` the name, which may come as `=?base64?…?=`.
///
/// Unless `strict` (`--strict-headers`), two departures serve the clients
/// that exist (issue 40, item 28), the `_meta` having already been checked
/// complete: an `MCP-Protocol-Version` naming a legacy revision (older than
/// any modern one) while the `_meta` names a version we serve (claude.ai
/// connectors send `2025-11-25` with a `2026-07-28` `_meta`), and an absent
/// `Mcp-Method` or `Mcp-Name` (the TypeScript, Python and Swift SDK clients
/// of early 2026 send neither). A header that is present and contradicts
/// the body is refused either way, and so is a missing
/// `MCP-Protocol-Version`.
fn check_headers(
    req: &Request,
    method: &str,
    params: Option<&json::Value>,
    envelope: &mcp::Envelope,
    strict: bool,
) -> Result<(), String> {
    let missing = |name: &str, want: &str| {
        format!(
            "Header mismatch: missing {name} header; send it with the value {want:?} from the body"
        )
    };
    let header = |name: &str, want: &str| -> Result<(), String> {
        match req.header(name) {
            None if !strict => Ok(()),
            None => Err(missing(name, want)),
            Some(got) if got == want => Ok(()),
            Some(got) => Err(format!(
                "Header mismatch: {name} is {got:?} but the body says {want:?}; make them agree"
            )),
        }
    };
    let version = envelope.version.as_str();
    match req.header("mcp-protocol-version") {
        None => return Err(missing("MCP-Protocol-Version", version)),
        Some(older)
            if !strict
                && mcp::KNOWN_VERSIONS.contains(&older)
                && mcp::MODERN_VERSIONS.contains(&version) => {}
        Some(_) => header("MCP-Protocol-Version", version)?,
    }
    header("Mcp-Method", method)?;
    if let Some((_, field)) = NAMED_METHODS.iter().find(|(m, _)| *m == method) {
        let want = params.and_then(|p| json::get_str(p, field)).unwrap_or("");
        let got = req.header("mcp-name").map(decode_header_value);
        match got {
            None if !strict => {}
            None => {
                return Err(format!(
                    "Header mismatch: missing Mcp-Name header; a {method} request sends params.{field} ({want:?}) there"
                ));
            }
            Some(None) => {
                return Err("Header mismatch: Mcp-Name has a malformed =?base64?…?= value".into());
            }
            Some(Some(got)) if got != want => {
                return Err(format!(
                    "Header mismatch: Mcp-Name is {got:?} but params.{field} is {want:?}; make them agree"
                ));
            }
            Some(Some(_)) => {}
        }
    }
    Ok(())
}

/// A header value as sent, or decoded from its `=?base64?…?=` form; `None`
/// when that form is malformed.
fn decode_header_value(value: &str) -> Option<String> {
    match value
        .strip_prefix("=?base64?")
        .and_then(|v| v.strip_suffix("?="))
    {
        Some(encoded) => String::from_utf8(mcp::content::base64_decode(encoded)?).ok(),
        None => Some(value.to_string()),
    }
}

/// Whether a JSON API request asks for an event stream (issue 13): the
/// first media range of its `Accept` that names JSON, an event stream or
/// anything (`*/*`, `application/*`) is `text/event-stream`. So an MCP-style
/// `Accept: application/json, text/event-stream` keeps the default JSON
/// reply, and only a client that prefers the stream gets one.
pub fn wants_event_stream(accept: Option<&str>) -> bool {
    let Some(accept) = accept else {
        return false;
    };
    accept
        .split(',')
        .map(|range| {
            range
                .split(';')
                .next()
                .unwrap_or("")
                .trim()
                .to_ascii_lowercase()
        })
        .find(|range| {
            matches!(
                range.as_str(),
                "text/event-stream" | "application/json" | "application/*" | "*/*"
            )
        })
        .is_some_and(|range| range == "text/event-stream")
}

/// Where a `tools/call`'s notifications go (issue 13): onto the channel
/// [`stream_events`] turns into the request's own event stream, ahead of
/// the reply. A client whose `Accept` refuses `text/event-stream`
/// ([`accepts_event_stream`]) gets none, so its reply stays one JSON body
/// (issue 40, item 29: minimal clients send `Accept: application/json`).
fn events_notifier(req: &Request) -> (mcp::Notify, smol::channel::Receiver<String>) {
    let (events_tx, events) = smol::channel::unbounded::<String>();
    let streams = accepts_event_stream(req.header("accept"));
    let notify: mcp::Notify = Arc::new(move |n| {
        if streams {
            let _ = events_tx.try_send(progress::sse_event(None, &n));
        }
    });
    (notify, events)
}

/// Whether a request's `Accept` admits `text/event-stream`: no header (RFC
/// 9110 §12.5.1: any type), or a range `text/event-stream`, `text/*` or
/// `*/*` with a non-zero `q`. Nothing is refused for its `Accept` (no
/// 406): a client that admits only JSON gets JSON.
pub fn accepts_event_stream(accept: Option<&str>) -> bool {
    let Some(accept) = accept else {
        return true;
    };
    accept.split(',').any(|range| {
        let mut parts = range.split(';');
        let kind = parts.next().unwrap_or("").trim().to_ascii_lowercase();
        let refused = parts.any(|p| {
            let p = p.trim();
            p.len() > 2
                && p[..2].eq_ignore_ascii_case("q=")
                && p[2..].parse::<f64>().is_ok_and(|q| q <= 0.0)
        });
        matches!(kind.as_str(), "text/event-stream" | "text/*" | "*/*") && !refused
    })
}

/// A modern answer as a response: its JSON with its status, or 202.
fn answered(answer: mcp::Answer) -> Response {
    match answer.reply {
        Some(text) => Response::json(answer.status, text),
        None => Response::new(202),
    }
}

/// `notifications/cancelled` for request `id` (raw JSON).
fn cancelled_notification(id: &str) -> String {
    format!(
        "{{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{{\"requestId\":{id}}}}}"
    )
}

/// How [`stream_events`] answered.
pub enum Streamed<T> {
    /// The call ended before any event: its result, for a plain reply.
    Plain(T),
    /// A server-sent event stream, already carrying the call's events.
    Stream(Response),
}

/// Answers a running call whose events (server-sent event text) arrive on
/// `events`: if the call ends with no event sent (and `always` is false),
/// [`Streamed::Plain`] with its result; else an event stream that carries
/// each event as it comes, a keep-alive comment after each
/// [`keepalive`] of silence, and then `finish(result)`. The
/// stream is marked `X-Accel-Buffering: no` so proxies pass it on at once.
/// A client that goes away drops the call (the task is cancelled, which
/// frees its worker) and runs `on_gone`.
pub async fn stream_events<T: Send + 'static>(
    events: smol::channel::Receiver<String>,
    mut call: smol::Task<T>,
    finish: impl FnOnce(T) -> Option<String> + Send + 'static,
    on_gone: impl FnOnce() + Send + 'static,
    always: bool,
) -> Streamed<T> {
    let first = if always {
        None
    } else {
        // A closed event channel means the call is ending: wait for it.
        let event = async {
            match events.recv().await {
                Ok(e) => Ok(e),
                Err(_) => std::future::pending().await,
            }
        };
        let done = async { Err((&mut call).await) };
        match smol::future::or(event, done).await {
            Err(result) => match events.try_recv() {
                Ok(e) => {
                    // Events sent just before the end still lead the reply.
                    let mut out = vec![e];
                    out.extend(std::iter::from_fn(|| events.try_recv().ok()));
                    let (tx, rx) = smol::channel::unbounded::<Vec<u8>>();
                    for e in out {
                        let _ = tx.try_send(e.into_bytes());
                    }
                    if let Some(last) = finish(result) {
                        let _ = tx.try_send(last.into_bytes());
                    }
                    return Streamed::Stream(sse_response(rx));
                }
                Err(_) => return Streamed::Plain(result),
            },
            Ok(first) => Some(first),
        }
    };
    let (tx, rx) = smol::channel::unbounded::<Vec<u8>>();
    if let Some(e) = first {
        let _ = tx.try_send(e.into_bytes());
    }
    smol::spawn(forward_events(events, call, tx, finish, on_gone)).detach();
    Streamed::Stream(sse_response(rx))
}

fn sse_response(rx: smol::channel::Receiver<Vec<u8>>) -> Response {
    let mut r = Response::new(200)
        .with_header("Content-Type", "text/event-stream")
        .with_header("Cache-Control", "no-cache")
        .with_header("X-Accel-Buffering", "no");
    r.stream = Some(BodyStream(rx, None));
    r
}

/// What [`forward_events`] waits for.
enum Next<T> {
    Event(Option<String>),
    Done(T),
    Quiet,
    Gone,
}

/// The silence after which an event stream carries a keep-alive comment:
/// [`progress::KEEPALIVE`], or `NEXUS_SSE_KEEPALIVE_MS` when set (read once).
fn keepalive() -> Duration {
    static INTERVAL: std::sync::OnceLock<Duration> = std::sync::OnceLock::new();
    *INTERVAL.get_or_init(|| {
        let value = std::env::var(progress::KEEPALIVE_ENV).ok();
        progress::keepalive_interval(value.as_deref())
    })
}

/// Moves a call's events onto its response stream until the call ends.
async fn forward_events<T>(
    events: smol::channel::Receiver<String>,
    mut call: smol::Task<T>,
    tx: smol::channel::Sender<Vec<u8>>,
    finish: impl FnOnce(T) -> Option<String>,
    on_gone: impl FnOnce(),
) {
    let mut events_open = true;
    loop {
        let event = async {
            if events_open {
                Next::Event(events.recv().await.ok())
            } else {
                std::future::pending().await
            }
        };
        let done = async { Next::Done((&mut call).await) };
        let quiet = async {
            smol::Timer::after(keepalive()).await;
            Next::Quiet
        };
        let gone = async {
            tx.closed().await;
            Next::Gone
        };
        use smol::future::or;
        let next = or(or(event, done), or(gone, quiet)).await;
        let bytes = match next {
            Next::Event(Some(e)) => e.into_bytes(),
            Next::Event(None) => {
                events_open = false;
                continue;
            }
            Next::Quiet => progress::SSE_KEEPALIVE.as_bytes().to_vec(),
            Next::Gone => break,
            Next::Done(result) => {
                while let Ok(e) = events.try_recv() {
                    let _ = tx.send(e.into_bytes()).await;
                }
                if let Some(last) = finish(result) {
                    let _ = tx.send(last.into_bytes()).await;
                }
                return;
            }
        };
        if tx.send(bytes).await.is_err() {
            break;
        }
    }
    drop(call);
    on_gone();
}

/// Flags common to `nexus daemon` and `nexus serve`.
pub struct ServeFlags {
    pub host: String,
    pub port: u16,
    pub socket: Option<String>,
    pub port_file: Option<String>,
    pub allow_no_auth: bool,
    /// `--allow-plaintext`: the operator acknowledges that a non-loopback
    /// bind is unencrypted (seed 001).
    pub allow_plaintext: bool,
    pub allowed_origins: Vec<String>,
    pub allowed_hosts: Vec<String>,
    pub limits: ServerLimits,
    pub max_sessions: usize,
    pub session_idle: Duration,
    pub call_timeout: Duration,
    /// Another variable the token may come from when `NEXUS_TOKEN` is
    /// unset: `MORLOC_MCP_TOKEN` under `nexus mcp --http-port`, morloc's form.
    pub token_fallback: Option<&'static str>,
    /// `--replica NAME` (or `NEXUS_REPLICA`): the prefix of every id this
    /// server mints ([`crate::ids`]), and `nexus.replica` on its spans.
    pub replica: Option<String>,
    /// `--trace-file FILE` (or `NEXUS_TRACE_FILE`): one OTLP JSON line per
    /// finished span is appended there ([`crate::spans`]).
    pub trace_file: Option<String>,
    /// `--published-as H`: inside a container, the host address the
    /// engine publishes this server's port on (`nexus start --container`).
    /// The bind policy, the Host guard and eval's lock judge it instead of
    /// `--host`, which must be the container's own wildcard for the
    /// published port to reach it. Refused outside a container.
    pub published_as: Option<String>,
    /// `--tokens FILE` (or `NEXUS_TOKENS_FILE`): the clients and their
    /// catalogs ([`clients`]).
    pub tokens_file: Option<String>,
    /// `--instances per-session`: every pool runs in private instances, one
    /// per MCP session or handle ([`crate::instances::per_session`]).
    pub per_session: bool,
}

/// The `--help` lines for [`ServeFlags`].
pub const FLAGS_HELP: &str =
    "  --host H                 address to bind (default 127.0.0.1; a non-loopback
                           address needs --allow-plaintext, and NEXUS_TOKEN in the
                           environment or --allow-no-auth)
  --port P                 TCP port (default 8080; 0 picks a free port and prints it);
                           also spelled --http-port, as morloc's nexus does
  --port-file PATH         write the bound address there, atomically
  --allow-no-auth          serve a non-loopback address without a token
  --allow-plaintext        acknowledge that a non-loopback address is served unencrypted
                           (put a TLS proxy or a tunnel in front)
  --allow-origin ORIGIN    accept this Origin besides loopback ones (repeatable)
  --allow-host NAME        accept this Host besides loopback names (repeatable)
  --published-as H         inside a container only: the host address its port is published
                           on; the bind rules and the Host guard judge H, not --host
                           (nexus start --container passes it)
  --max-connections N      simultaneous connections (default 256); at it the longest idle
                           one is evicted, and 503 only if all are serving a request
  --head-timeout SECS      the whole request head must arrive within it; else 408 (default 10)
  --body-timeout SECS      the body must arrive within it; else 408 (default 30)
  --keepalive SECS         idle time of a kept-alive connection (default 5)
  --max-head BYTES         request line plus headers; over it: 431 (default 16384)
  --max-headers N          header count; over it: 431 (default 100)
  --max-body BYTES         body size; over it: 413 (default 68157440 = 65 MiB: a 64 MiB
                           value in its JSON form and its envelope)
  --call-timeout SECS      deadline of one call; past it: 504 and the worker is freed (default 300)
  --max-sessions N         live MCP sessions; over it: 503 (default 1024)
  --session-idle SECS      an idle MCP session expires after it (default 1800)
  --max-depth N            deepest nesting of arrays and objects in JSON; deeper: 400, or
                           a JSON-RPC error (default 128, at most 1024; or NEXUS_MAX_DEPTH)
  --replica NAME           run as replica NAME behind a load balancer: every session id and
                           instance handle minted here starts with NAME. (or NEXUS_REPLICA;
                           1 to 16 of A-Z a-z 0-9 _ -; see README, Scaling out)
  --trace-file FILE        append one OTLP JSON line per finished span (each MCP request and
                           JSON-API call) to FILE (or NEXUS_TRACE_FILE; see README, Tracing)
  --tokens FILE            the clients and the tools each may use: one bearer token per
                           client (or NEXUS_TOKENS_FILE; mode 600; see README, Clients and
                           their catalogs); instead of NEXUS_TOKEN, never with it
  --instances per-session  every pool runs in private instances: each MCP session (and
                           each handle of a pool's open tool) gets its own workers, started
                           at its first call and stopped when it ends (default: shared,
                           as the manifest's pools say; see README, Private instances)
  --strict-headers         check MCP 2026-07-28 request headers exactly as the spec says: refuse
                           an MCP-Protocol-Version older than the body's _meta and a missing
                           Mcp-Method or Mcp-Name (by default served, for the clients that
                           send them so; see README, Header leniency)
  --sandbox                run every pool worker in new namespaces (read-only root, private
                           /tmp, no network, no $HOME or state directory; see README)
";

fn secs(name: &str, v: &str) -> Result<Duration, String> {
    v.parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s > 0.0 && *s < 1e9)
        .map(Duration::from_secs_f64)
        .ok_or_else(|| format!("{name}: {v:?} is not a positive number of seconds"))
}

fn count(name: &str, v: &str) -> Result<usize, String> {
    v.parse::<usize>()
        .ok()
        .filter(|&n| n > 0)
        .ok_or_else(|| format!("{name}: {v:?} is not a positive number"))
}

impl ServeFlags {
    pub fn new(default_port: u16) -> ServeFlags {
        ServeFlags {
            host: "127.0.0.1".into(),
            port: default_port,
            socket: None,
            port_file: None,
            allow_no_auth: false,
            allow_plaintext: false,
            allowed_origins: Vec::new(),
            allowed_hosts: Vec::new(),
            limits: ServerLimits::default(),
            max_sessions: DEFAULT_MAX_SESSIONS,
            session_idle: DEFAULT_SESSION_IDLE,
            call_timeout: DEFAULT_CALL_TIMEOUT,
            token_fallback: None,
            replica: None,
            trace_file: None,
            published_as: None,
            tokens_file: None,
            per_session: false,
        }
    }

    /// Takes one flag and its value; `Ok(false)` if the flag is not ours.
    pub fn take(
        &mut self,
        flag: &str,
        next: &mut dyn FnMut() -> Option<String>,
    ) -> Result<bool, String> {
        let mut value = || next().ok_or_else(|| format!("{flag} needs a value"));
        match flag {
            "--host" => self.host = crate::flags::check_host(&value()?)?,
            // `--http-port` is morloc's name for its daemon's HTTP port.
            "--port" | "--http-port" => {
                let v = value()?;
                self.port = v
                    .parse()
                    .map_err(|_| format!("{flag}: {v:?} is not a port number"))?;
            }
            "--socket" => self.socket = Some(value()?),
            "--port-file" => self.port_file = Some(value()?),
            "--allow-no-auth" => self.allow_no_auth = true,
            "--allow-plaintext" => self.allow_plaintext = true,
            "--allow-origin" => self.allowed_origins.push(value()?),
            "--allow-host" => self.allowed_hosts.push(value()?),
            "--max-connections" => self.limits.max_connections = count(flag, &value()?)?,
            "--head-timeout" => self.limits.head_timeout = secs(flag, &value()?)?,
            "--body-timeout" => self.limits.body_timeout = secs(flag, &value()?)?,
            "--keepalive" => self.limits.keepalive_idle = secs(flag, &value()?)?,
            "--max-head" => self.limits.parse.max_head_bytes = count(flag, &value()?)?,
            "--max-headers" => self.limits.parse.max_headers = count(flag, &value()?)?,
            "--max-body" => self.limits.parse.max_body_bytes = count(flag, &value()?)? as u64,
            "--call-timeout" => self.call_timeout = secs(flag, &value()?)?,
            "--max-sessions" => self.max_sessions = count(flag, &value()?)?,
            "--session-idle" => self.session_idle = secs(flag, &value()?)?,
            "--replica" => {
                let name = value()?;
                ids::check_replica(&name).map_err(|e| format!("--replica: {e}"))?;
                self.replica = Some(name);
            }
            "--trace-file" => self.trace_file = Some(value()?).filter(|f| !f.is_empty()),
            "--published-as" => {
                self.published_as = Some(crate::flags::check_host(&value()?)?);
            }
            "--tokens" => self.tokens_file = Some(value()?).filter(|f| !f.is_empty()),
            "--instances" => {
                self.per_session = match value()?.as_str() {
                    "per-session" => true,
                    "shared" => false,
                    other => {
                        return Err(format!(
                            "--instances: {other:?} is not per-session or shared"
                        ));
                    }
                }
            }
            "--strict-headers" => set_strict_headers(true),
            "--max-depth" => {
                crate::json::set_max_depth(crate::json::parse_max_depth(flag, &value()?)?)
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// Fills what no flag set from the environment: `NEXUS_REPLICA` and
    /// `NEXUS_TRACE_FILE` (an empty value is unset). Call it after the
    /// flags are read.
    pub fn apply_env(&mut self) -> Result<(), String> {
        let from = |name: &str| std::env::var(name).ok().filter(|v| !v.is_empty());
        if self.replica.is_none()
            && let Some(name) = from("NEXUS_REPLICA")
        {
            ids::check_replica(&name).map_err(|e| format!("NEXUS_REPLICA: {e}"))?;
            self.replica = Some(name);
        }
        if self.trace_file.is_none() {
            self.trace_file = from("NEXUS_TRACE_FILE");
        }
        if self.tokens_file.is_none() {
            self.tokens_file = from(clients::TOKENS_ENV);
        }
        match &self.trace_file {
            Some(file) if !cfg!(feature = "tracing") => Err(crate::features::missing(
                "tracing",
                &format!("--trace-file {file} (or NEXUS_TRACE_FILE)"),
            )),
            _ => Ok(()),
        }
    }

    /// The span file of `--trace-file` / `NEXUS_TRACE_FILE`, opened with
    /// its writer started, if one is named.
    pub fn tracer(&self) -> Result<Option<Arc<Tracer>>, String> {
        self.trace_file
            .as_deref()
            .map(|file| Tracer::open(file, self.replica.clone()))
            .transpose()
    }

    /// The bind policy of seed 001 ([`exposure`]): a non-loopback bind needs
    /// the plaintext acknowledgement, and a token from the environment (or
    /// a tokens file) or an explicit waiver. Returns the clients.
    pub fn clients(&self, loopback: bool) -> Result<Clients, String> {
        let from = |name: &str| std::env::var(name).ok().filter(|t| !t.is_empty());
        let token = from("NEXUS_TOKEN").or_else(|| self.token_fallback.and_then(from));
        let clients = clients::resolve(self.tokens_file.as_deref(), token)?;
        exposure(
            self.published_as.as_deref().unwrap_or(&self.host),
            loopback,
            clients.checked(),
            self.allow_plaintext,
            self.allow_no_auth,
        )?;
        Ok(clients)
    }

    /// Whether the listener these flags name will be loopback, judged
    /// before binding: a Unix socket is; an address is when
    /// [`host_is_loopback`] says so.
    pub fn binds_loopback(&self) -> bool {
        if let Some(published) = &self.published_as {
            return host_is_loopback(published);
        }
        self.socket.is_some() || host_is_loopback(&self.host)
    }
}

/// Whether `host` names only loopback addresses: a loopback IP literal
/// (`127.0.0.0/8`, `::1`, `::ffff:127.x.y.z`), or a name every address of
/// which is loopback (`localhost`). A name that does not resolve is not.
pub fn host_is_loopback(host: &str) -> bool {
    let bare = host.trim_start_matches('[').trim_end_matches(']');
    if let Ok(ip) = bare.parse::<std::net::IpAddr>() {
        return ip.to_canonical().is_loopback();
    }
    use std::net::ToSocketAddrs;
    match (host, 0u16).to_socket_addrs() {
        Ok(addrs) => {
            let addrs: Vec<_> = addrs.collect();
            !addrs.is_empty() && addrs.iter().all(|a| a.ip().to_canonical().is_loopback())
        }
        Err(_) => false,
    }
}

/// Seed 001's rule for exposing a server on `host`: "mim therefore requires
/// the operator to acknowledge plaintext before exposing a server", and a
/// non-loopback bind needs a token (`has_token`) or an explicit waiver. A
/// loopback bind needs neither. The error names every missing piece and
/// why; `start`, `serve`, `daemon` and `mcp --http-port` all apply it
/// before they bind.
pub fn exposure(
    host: &str,
    loopback: bool,
    has_token: bool,
    allow_plaintext: bool,
    allow_no_auth: bool,
) -> Result<(), String> {
    if loopback {
        return Ok(());
    }
    let plaintext = "--allow-plaintext (the server does not encrypt, so anyone on the network can read its traffic and token; put a TLS proxy or a tunnel in front)";
    let token =
        "NEXUS_TOKEN in the environment (or --allow-no-auth if a gateway already checks callers)";
    let missing = match (allow_plaintext, has_token || allow_no_auth) {
        (true, true) => return Ok(()),
        (false, true) => plaintext.to_string(),
        (true, false) => token.to_string(),
        (false, false) => format!("{token} and {plaintext}"),
    };
    Err(format!(
        "refusing to bind {host}, which is not loopback: it needs {missing}"
    ))
}

/// Writes `text` to `path` atomically (a temporary file, then rename).
pub fn write_atomically(path: &str, text: &str) -> std::io::Result<()> {
    let tmp = format!("{path}.tmp{}", std::process::id());
    std::fs::write(&tmp, text)
        .and_then(|_| std::fs::rename(&tmp, path))
        .inspect_err(|_| {
            let _ = std::fs::remove_file(&tmp);
        })
}

/// Binds the listener named by the flags: a Unix socket or TCP.
pub async fn bind(flags: &ServeFlags) -> Result<server::Listener, String> {
    match &flags.socket {
        Some(path) => {
            if let Ok(meta) = std::fs::symlink_metadata(path) {
                use std::os::unix::fs::FileTypeExt;
                if meta.file_type().is_socket()
                    && std::os::unix::net::UnixStream::connect(path).is_err()
                {
                    let _ = std::fs::remove_file(path);
                }
            }
            let listener =
                server::bind_unix(path).map_err(|e| format!("cannot listen on {path}: {e}"))?;
            use std::os::unix::fs::PermissionsExt;
            let _ = std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600));
            Ok(listener)
        }
        None => server::bind_tcp(&flags.host, flags.port)
            .await
            .map_err(|e| format!("cannot listen on {}:{}: {e}", flags.host, flags.port)),
    }
}

/// Announces the bound address on stdout (and in `--port-file`), then
/// points fd 1 at stderr so pool output never reaches stdout.
pub fn announce(listener: &server::Listener, flags: &ServeFlags, what: &str) -> Result<(), String> {
    let addr = match listener.local_addr() {
        Ok(LocalAddr::Tcp(a)) => a.to_string(),
        Ok(LocalAddr::Unix(p)) => p.map(|p| p.display().to_string()).unwrap_or_default(),
        Err(e) => return Err(format!("cannot read the bound address: {e}")),
    };
    if let Some(file) = &flags.port_file {
        write_atomically(file, &format!("{addr}\n"))
            .map_err(|e| format!("cannot write {file}: {e}"))?;
    }
    let shown = if flags.socket.is_some() {
        addr.clone()
    } else {
        format!("http://{addr}")
    };
    // Not println!, which panics when stdout is a closed pipe: nobody
    // reading the announcement is no reason to stop (--port-file has it).
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "nexus: serving {what} on {shown}").and_then(|()| out.flush());
    drop(out);
    crate::sys::rehome_stdout().map_err(|e| format!("cannot re-home stdout: {e}"))?;
    Ok(())
}

/// Applies the bind policy ([`exposure`]) before binding and again on the
/// bound address, binds the listener, and makes the process
/// non-dumpable: code the server runs (pools, eval) runs as the same user,
/// and a non-dumpable process keeps its `/proc/<pid>/environ` (the token)
/// and memory from them. Errors are printed; the exit status is returned.
pub async fn listen(flags: &ServeFlags) -> Result<(server::Listener, Security), i32> {
    if flags.published_as.is_some() && !in_container() {
        crate::say!(
            "nexus: --published-as is for a server inside a container (nexus start --container); outside one, bind the address itself with --host"
        );
        return Err(2);
    }
    // The policy first: a refused exposure never binds, even for a moment.
    flags.clients(flags.binds_loopback()).map_err(|e| {
        crate::say!("nexus: {e} (see nexus --help)");
        2
    })?;
    let listener = bind(flags).await.map_err(|e| {
        crate::say!("nexus: {e}");
        1
    })?;
    // Again on the address actually bound (a name may resolve otherwise
    // now), or on the published one inside a container.
    let loopback = match &flags.published_as {
        Some(published) => host_is_loopback(published),
        None => listener.is_loopback(),
    };
    let clients = flags.clients(loopback).map_err(|e| {
        crate::say!("nexus: {e} (see nexus --help)");
        2
    })?;
    let _ = rustix::process::set_dumpable_behavior(rustix::process::DumpableBehavior::NotDumpable);
    let security = Security {
        clients,
        allowed_origins: flags.allowed_origins.clone(),
        allowed_hosts: flags.allowed_hosts.clone(),
        loopback,
    };
    Ok((listener, security))
}

/// Whether this process runs in a container: podman writes
/// `/run/.containerenv` into every container, docker `/.dockerenv`.
pub fn in_container() -> bool {
    std::path::Path::new("/run/.containerenv").exists()
        || std::path::Path::new("/.dockerenv").exists()
}

/// Ends idle MCP sessions every so often, forever.
pub async fn expire_forever(sessions: Arc<Sessions>) {
    let every = (sessions.idle / 4).clamp(Duration::from_millis(100), Duration::from_secs(5));
    loop {
        smol::Timer::after(every).await;
        sessions.expire();
    }
}

#[cfg(test)]
mod tests {
    use super::wants_event_stream as wants;
    use super::{Request, Response, Routes};
    use super::{accepts_event_stream, exposure, guarded, host_is_loopback};
    use crate::http::server::Handler;

    fn text(r: &Response) -> &str {
        std::str::from_utf8(&r.body).unwrap()
    }

    /// A mode that answers every request with 204.
    struct Quiet;

    crate::routes_are_the_handler!(Quiet);

    impl Routes for Quiet {
        async fn route(&self, _req: Request) -> Response {
            Response::new(204)
        }
    }

    #[test]
    fn a_modes_server_refusals_are_json_rpc_errors_on_mcp_only() {
        let r = Quiet.refuse(Some("/mcp"), 413, "too big");
        assert_eq!(r.status, 413);
        assert_eq!(
            text(&r),
            r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"too big"}}"#
        );
        let r = Quiet.refuse(Some("/mcp"), 401, "who");
        assert!(text(&r).contains(r#""code":-32001"#), "{}", text(&r));
        for path in [Some("/call/f"), Some("/mcp/x"), None] {
            let r = Quiet.refuse(path, 408, "slow");
            assert_eq!(
                (r.status, text(&r)),
                (408, r#"{"status":"error","error":"slow"}"#),
                "{path:?}"
            );
        }
    }

    #[test]
    fn only_health_is_served_without_the_guard() {
        assert!(!guarded("/health"));
        for path in ["/discover", "/mcp", "/call/f", "/health/", "/eval", "/"] {
            assert!(guarded(path), "{path}");
        }
    }

    #[test]
    fn the_json_apis_refusals_and_documents() {
        let r = super::method_not_allowed("POST");
        assert_eq!(r.status, 405);
        assert_eq!(
            text(&r),
            r#"{"status":"error","error":"method not allowed; use POST"}"#
        );
        assert!(r.headers.iter().any(|(k, v)| k == "Allow" && v == "POST"));
        let r = super::no_route("/x");
        assert_eq!(
            (r.status, text(&r)),
            (
                404,
                r#"{"status":"error","error":"no route /x; see GET /discover"}"#
            )
        );
        assert_eq!(
            super::with_instances(r#"{"name":"p","mcp":"/mcp"}"#, "[]"),
            r#"{"name":"p","mcp":"/mcp","instances":[]}"#
        );
    }

    #[test]
    fn a_published_address_is_judged_instead_of_the_bound_one() {
        let mut flags = super::ServeFlags::new(0);
        let mut values = vec!["127.0.0.1".to_string(), "0.0.0.0".to_string()];
        for flag in ["--host", "--published-as"] {
            let mut next = || values.pop();
            assert_eq!(flags.take(flag, &mut next), Ok(true));
        }
        assert_eq!(flags.host, "0.0.0.0");
        assert_eq!(flags.published_as.as_deref(), Some("127.0.0.1"));
        assert!(flags.binds_loopback());
        flags.published_as = Some("192.0.2.1".into());
        assert!(!flags.binds_loopback());
        let mut bad = || Some("not a host!".to_string());
        assert!(flags.take("--published-as", &mut bad).is_err());
    }

    #[test]
    fn a_non_loopback_bind_needs_the_plaintext_acknowledgement_token_or_not() {
        // Loopback needs nothing.
        assert!(exposure("127.0.0.1", true, false, false, false).is_ok());
        // Not loopback: the acknowledgement, and a token or its waiver.
        assert!(exposure("h", false, true, true, false).is_ok());
        assert!(exposure("h", false, false, true, true).is_ok());
        for (token, plaintext, no_auth) in [
            (false, false, true),
            (true, false, false),
            (false, true, false),
            (false, false, false),
        ] {
            let e = exposure("h", false, token, plaintext, no_auth).unwrap_err();
            assert!(
                e.starts_with("refusing to bind h, which is not loopback"),
                "{e}"
            );
            assert_eq!(e.contains("--allow-plaintext"), !plaintext, "{e}");
            assert_eq!(e.contains("does not encrypt"), !plaintext, "{e}");
            assert_eq!(e.contains("NEXUS_TOKEN"), !(token || no_auth), "{e}");
        }
    }

    #[test]
    fn loopback_hosts_are_judged_before_binding() {
        for h in [
            "127.0.0.1",
            "127.8.9.10",
            "::1",
            "[::1]",
            "::ffff:127.0.0.1",
            "localhost",
        ] {
            assert!(host_is_loopback(h), "{h}");
        }
        // Literals only: a name would be looked up (no traffic leaves loopback here).
        for h in ["0.0.0.0", "::", "198.51.100.7", "::ffff:198.51.100.7"] {
            assert!(!host_is_loopback(h), "{h}");
        }
    }

    #[test]
    fn an_event_stream_only_when_it_is_preferred() {
        assert!(wants(Some("text/event-stream")));
        assert!(wants(Some("Text/Event-Stream; q=1, application/json")));
        assert!(wants(Some("text/html, text/event-stream")));
        assert!(!wants(Some("application/json, text/event-stream")));
        assert!(!wants(Some("*/*")));
        assert!(!wants(Some("application/json")));
        assert!(!wants(None));
    }

    #[test]
    fn an_event_stream_only_to_a_client_whose_accept_admits_it() {
        for admits in [
            None,
            Some("application/json, text/event-stream"),
            Some("*/*"),
            Some("text/*"),
            Some("Text/Event-Stream;q=0.5"),
        ] {
            assert!(accepts_event_stream(admits), "{admits:?}");
        }
        for refuses in [
            Some("application/json"),
            Some("application/*"),
            Some("application/json, text/event-stream;q=0"),
            Some(""),
        ] {
            assert!(!accepts_event_stream(refuses), "{refuses:?}");
        }
    }
}
