//! The daemon's side of morloc's length-prefixed protocol (issue 45 item
//! 3): what each method of a request read by `nexus_core::lp` does, on the
//! same `--socket` and `--port` listeners as HTTP (the server tells them
//! apart by a connection's first byte).
//!
//! As morloc 0.98.2's daemon (`daemon_dispatch`, `handle_lp_connection` in
//! `morloc-runtime/src/daemon_ffi.rs`): `call` runs through the same path
//! as `POST /call/<command>` (admission, shared memory, catalog rules,
//! deadline), without the `@default` rendering, and answers
//! `{"id":…,"status":"ok","result":…}`, or under `daemon -f packet` the
//! raw DATA packet of the result (a FAIL packet carrying the error);
//! `discover` and `health` answer what `GET /discover` and `GET /health`
//! carry; `bindings` and `unbind` answer as the HTTP routes do (no
//! bindings); `eval`, `typecheck` and `bind` are refused with the reason
//! `POST /eval` is answered 501 (no morloc compiler here). Control methods
//! answer JSON whatever `-f` says. A daemon that checks bearer tokens
//! answers only `health` here: the protocol carries no token.

use super::{CallHow, Called, Daemon, call_command};
use crate::arguments;
use crate::http_modes;
use crate::json;
use nexus_core::lp::{self, Method, Request};

/// What morloc's daemon answers while it recovers from a pool crash.
const RECOVERING: &str = "Daemon recovering from a pool process crash; please retry.";

/// Why a token-checking daemon refuses all but `health` here.
const NO_TOKEN: &str = "this daemon checks bearer tokens, which the length-prefixed protocol cannot carry; call it over HTTP with Authorization: Bearer <token>";

/// A reply: the JSON envelope, or under `-f packet` a call's packet.
enum Reply {
    Ok(Option<String>),
    Error(String),
    // Built only with `morloc` (without it `-f packet` is refused).
    #[cfg_attr(not(feature = "morloc"), allow(dead_code))]
    Packet(Vec<u8>),
}

impl Daemon {
    /// Answers one message read off a length-prefixed connection, framed.
    pub(super) async fn lp_message(&self, message: Result<Vec<u8>, String>) -> Vec<u8> {
        let request = message.and_then(|m| lp::parse_request(&m).map(|r| (r, m)));
        let (request, message) = match request {
            Ok(pair) => pair,
            Err(why) => return lp::frame(lp::error(None, &why).as_bytes()),
        };
        let packet = self.packet && request.method == Method::Call;
        let id = request.id.clone();
        let reply = self.lp_answer(request, message, packet).await;
        match reply {
            Reply::Packet(bytes) => lp::frame(&bytes),
            Reply::Error(why) if packet => lp::frame(&fail_packet(&why)),
            Reply::Error(why) => lp::frame(lp::error(id.as_deref(), &why).as_bytes()),
            Reply::Ok(result) => lp::frame(lp::ok(id.as_deref(), result.as_deref()).as_bytes()),
        }
    }

    async fn lp_answer(&self, request: Request, message: Vec<u8>, packet: bool) -> Reply {
        if self.program.is_recovering() {
            return Reply::Error(RECOVERING.into());
        }
        if self.security.checks_tokens() && request.method != Method::Health {
            return Reply::Error(NO_TOKEN.into());
        }
        match request.method {
            Method::Health => {
                let up = self.program.pools_up().into_iter().map(|b| b.to_string());
                Reply::Ok(Some(json::array_of_raw(up)))
            }
            Method::Discover => Reply::Ok(Some(http_modes::with_instances(
                &self.discover,
                &self.program.instances_json(),
            ))),
            Method::Eval | Method::Typecheck | Method::Bind if request.expr.is_none() => {
                Reply::Error(format!(
                    "Missing 'expr' field in {} request",
                    request.method.name()
                ))
            }
            Method::Eval | Method::Typecheck | Method::Bind => Reply::Error(format!(
                "{} compiles a morloc expression with the morloc compiler, which this nexus does not run; \
                 call a command with the call method (see the discover method), \
                 or compose commands with the front end's POST /eval (nexus serve; docs/EVAL.md)",
                request.method.name()
            )),
            Method::Bindings => Reply::Ok(Some("{\"bindings\":[]}".into())),
            Method::Unbind => match request.command.or(request.name) {
                Some(name) => Reply::Error(format!("Binding not found: {}", lp::shown_name(&name))),
                None => Reply::Error("Missing binding name".into()),
            },
            Method::Call => self.lp_call(request, message, packet).await,
        }
    }

    /// A `call`: the command's own result (no `@default` rendering, as in
    /// morloc), its arguments the request's `args` as a `/call` body.
    async fn lp_call(&self, request: Request, mut message: Vec<u8>, packet: bool) -> Reply {
        let Some(name) = request.command else {
            return Reply::Error("Missing 'command' field in call request".into());
        };
        let manifest = &self.program.manifest;
        let Some(cmd) = manifest.command(&name) else {
            return Reply::Error(format!("Unknown command: {}", lp::shown_name(&name)));
        };
        if let Some(why) = arguments::exclusion(cmd) {
            return Reply::Error(format!("'{name}' is not served by the daemon: {why}"));
        }
        let body = match request.args {
            Some(range) => {
                // The message's own buffer becomes the body.
                message.truncate(range.end);
                message.drain(..range.start);
                message
            }
            None if cmd.args.is_empty() => b"[]".to_vec(),
            None => return Reply::Error("Missing 'args' field in call request".into()),
        };
        // morloc's count check, in its words; fewer are filled from the
        // defaults, as `/call` fills them.
        if let Some(given) = std::str::from_utf8(&body)
            .ok()
            .and_then(json::array_items)
            .map(|items| items.len())
            && given > cmd.args.len()
        {
            return Reply::Error(format!(
                "Expected {} arguments, got {given}",
                cmd.args.len()
            ));
        }
        let how = CallHow {
            timeout: self.call_timeout,
            connection: None,
            render: Some("raw"),
            sink: None,
            trace: None,
        };
        let text = match call_command(&self.program, cmd, body, &how).await {
            Called::Result { text, .. } => text,
            Called::Object(object) => match object.to_json(0) {
                Ok(text) => text,
                Err(e) => return Reply::Error(format!("the result could not be read: {e}")),
            },
            Called::Error(_, why) | Called::Unavailable(why) => return Reply::Error(why),
        };
        if !packet {
            return Reply::Ok(Some(text));
        }
        result_packet(&cmd.ret.schema, &text)
    }
}

/// A result's DATA packet, as `run -f packet` writes it and morloc's
/// daemon sends it (its `normalize_data_packet_for_output`: inline, no
/// compression at `-z 0`).
#[cfg(feature = "morloc")]
fn result_packet(schema: &crate::schema::Schema, text: &str) -> Reply {
    let value = match json::parse(text) {
        Ok(v) => v,
        Err(e) => return Reply::Error(format!("the result is not JSON: {e}")),
    };
    match crate::morloc::packet::result_packet(schema, &value) {
        Ok(bytes) => Reply::Packet(bytes),
        Err(e) => Reply::Error(e),
    }
}

#[cfg(not(feature = "morloc"))]
fn result_packet(_: &crate::schema::Schema, _: &str) -> Reply {
    // `-f packet` is refused at the command line without the feature.
    Reply::Error(crate::features::missing("morloc", "daemon -f packet"))
}

/// The FAIL packet a packet-mode call's error is sent as.
#[cfg(feature = "morloc")]
fn fail_packet(why: &str) -> Vec<u8> {
    crate::morloc::packet::fail(why)
}

#[cfg(not(feature = "morloc"))]
fn fail_packet(why: &str) -> Vec<u8> {
    lp::error(None, why).into_bytes()
}
