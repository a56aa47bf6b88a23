//! The `rpc_struct` target: sessions of JSON-RPC messages of both MCP eras,
//! built by `arbitrary` and written one per line. The 2025 era's
//! `initialize` (with a known, future, malformed or missing
//! `protocolVersion`), `notifications/initialized`, `ping`, `tools/*` and
//! `logging/setLevel` in its session; the 2026-07-28 era's requests
//! carrying their version and capabilities in `params._meta` (see
//! `src/mcp/versions.rs`); notifications, responses, batches (which MCP
//! dropped: refused), requests of the wrong shape and cut-off lines.
//!
//! This module owns the session model: what the adapter must answer to a
//! message given the ones before it, the rules the structure makes
//! checkable. `initialize` answers the version `legacy_version` picks;
//! `ping` always answers; a 2025-era `tools/list` or `tools/call` before
//! `initialize` gets -32602, between it and `notifications/initialized`
//! -32600, after both a result (`tools/list`); a 2026-07-28 request gets
//! -32600 on a connection that sent `initialize`, else -32602 without
//! capabilities, -32022 for a version we do not serve, and a result for
//! `tools/list` and `server/discover`; a batch gets -32600. Everything else
//! is the byte-level `rpc` target's check (`nexus_fuzz_checks::check_rpc_replies`,
//! the same as `check_rpc`), run on the same bytes, which also hands back
//! the replies checked here.

use arbitrary::{Result, Unstructured};
use nexus::mcp::versions::{
    KNOWN_VERSIONS, META_CAPABILITIES, META_VERSION, MODERN_VERSIONS, legacy_version,
};
use nexus_core::json::{self, Number, Value};
use nexus_core::rpc;

/// What the adapter must answer to one line.
#[derive(Debug)]
enum Expect {
    /// Anything the byte-level rules allow.
    Any,
    /// A notification or a response: no reply.
    Nothing,
    /// A result.
    Result,
    /// An error with this code.
    Error(i64),
    /// `initialize`'s result, with this protocol version.
    Initialized(&'static str),
}

/// The session so far, as the adapter must see it.
#[derive(Default)]
struct Session {
    initialize_seen: bool,
    initialized: bool,
    next_id: i64,
}

/// A fresh request id: an integer or a string, never the same twice.
fn id(u: &mut Unstructured, s: &mut Session) -> Result<String> {
    s.next_id += 1;
    Ok(if u.ratio(1, 3)? {
        json::quote(&format!("r-{}", s.next_id))
    } else {
        s.next_id.to_string()
    })
}

/// A request line: `jsonrpc`, `id`, `method` and, if given, `params`
/// (JSON text), members in an order the input picks.
fn request(u: &mut Unstructured, id: &str, method: &str, params: Option<String>) -> Result<String> {
    let mut members = vec![
        ("jsonrpc".to_string(), "\"2.0\"".to_string()),
        ("id".to_string(), id.to_string()),
        ("method".to_string(), json::quote(method)),
    ];
    if let Some(p) = params {
        members.push(("params".to_string(), p));
    }
    if u.ratio(1, 3)? {
        members.reverse();
    }
    let body = members
        .iter()
        .map(|(k, v)| format!("{}:{v}", json::quote(k)))
        .collect::<Vec<_>>()
        .join(",");
    Ok(format!("{{{body}}}"))
}

fn notification(method: &str, params: Option<String>) -> String {
    match params {
        Some(p) => format!(
            "{{\"jsonrpc\":\"2.0\",\"method\":{},\"params\":{p}}}",
            json::quote(method)
        ),
        None => format!("{{\"jsonrpc\":\"2.0\",\"method\":{}}}", json::quote(method)),
    }
}

/// Tool arguments: a few members; `fail` or `invalid` now and then, which
/// the echo backend answers with a failure or a refusal.
fn arguments(u: &mut Unstructured) -> Result<String> {
    let mut members = Vec::new();
    for _ in 0..u.int_in_range(0..=3)? {
        let key = *u.choose(&["a", "b", "fail", "invalid", "x y", "é"])?;
        let value = match u.int_in_range(0..=4)? {
            0 => u.arbitrary::<i32>()?.to_string(),
            1 => json::quote(&String::from_utf8_lossy(u.bytes(u.len().min(6))?)),
            2 => "[1,2.5,null]".to_string(),
            3 => "{\"k\":true}".to_string(),
            _ => {
                let x = f64::from(u.arbitrary::<f32>()?);
                format!("{}", if x.is_finite() { x } else { 0.5 })
            }
        };
        members.push(format!("{}:{value}", json::quote(key)));
    }
    Ok(format!("{{{}}}", members.join(",")))
}

/// A 2026-07-28 `_meta`: its version (served or not) and its capabilities
/// (sometimes missing); and what a request carrying it must get when no
/// `initialize` came first, if it is not an error for another reason.
fn modern_meta(u: &mut Unstructured) -> Result<(String, Option<i64>)> {
    let version = match u.int_in_range(0..=3)? {
        0 => "2025-06-18".to_string(),
        1 => "2099-01-01".to_string(),
        _ => (*u.choose(MODERN_VERSIONS)?).to_string(),
    };
    let capabilities = match u.int_in_range(0..=5)? {
        0 => None,
        1 => Some("{\"extensions\":{}}".to_string()),
        2 => Some("{\"sampling\":{},\"roots\":{\"listChanged\":true}}".to_string()),
        _ => Some("{}".to_string()),
    };
    let mut meta = format!("{}:{}", json::quote(META_VERSION), json::quote(&version));
    if let Some(c) = &capabilities {
        meta.push_str(&format!(",{}:{c}", json::quote(META_CAPABILITIES)));
    }
    let code = if capabilities.is_none() {
        Some(rpc::INVALID_PARAMS)
    } else if !MODERN_VERSIONS.contains(&version.as_str()) {
        Some(nexus::mcp::versions::UNSUPPORTED_VERSION)
    } else {
        None
    };
    Ok((format!("{{{meta}}}"), code))
}

/// One message of the session and what it must get.
fn message(u: &mut Unstructured, s: &mut Session) -> Result<(String, Expect)> {
    // What a 2025-era tools request must get in this session.
    let legacy_tools = |s: &Session| {
        if !s.initialize_seen {
            Expect::Error(rpc::INVALID_PARAMS)
        } else if !s.initialized {
            Expect::Error(rpc::INVALID_REQUEST)
        } else {
            Expect::Result
        }
    };
    Ok(match u.int_in_range(0..=14)? {
        0 | 1 => {
            let asked = match u.int_in_range(0..=4)? {
                0 => None,
                1 => Some("2099-12-31"),
                2 => Some("not-a-date"),
                3 => Some(*u.choose(MODERN_VERSIONS)?),
                _ => Some(*u.choose(KNOWN_VERSIONS)?),
            };
            let mut params = String::from(
                "{\"capabilities\":{},\"clientInfo\":{\"name\":\"fuzz\",\"version\":\"1\"}",
            );
            if let Some(v) = asked {
                params.push_str(&format!(",\"protocolVersion\":{}", json::quote(v)));
            }
            params.push('}');
            let id = id(u, s)?;
            s.initialize_seen = true;
            (
                request(u, &id, "initialize", Some(params))?,
                Expect::Initialized(legacy_version(asked)),
            )
        }
        2 => {
            if s.initialize_seen {
                s.initialized = true;
            }
            (
                notification("notifications/initialized", None),
                Expect::Nothing,
            )
        }
        3 => {
            let id = id(u, s)?;
            let expect = legacy_tools(s);
            (request(u, &id, "tools/list", None)?, expect)
        }
        4 => {
            let id = id(u, s)?;
            let tool = *u.choose(&["echo", "evaluate", "nope"])?;
            let params = format!("{{\"name\":\"{tool}\",\"arguments\":{}}}", arguments(u)?);
            let expect = match legacy_tools(s) {
                Expect::Result => Expect::Any,
                other => other,
            };
            (request(u, &id, "tools/call", Some(params))?, expect)
        }
        5 => {
            let id = id(u, s)?;
            (request(u, &id, "ping", None)?, Expect::Result)
        }
        6..=8 => {
            let id = id(u, s)?;
            let (meta, code) = modern_meta(u)?;
            let method = *u.choose(&["tools/list", "server/discover", "tools/call"])?;
            let params = if method == "tools/call" {
                format!(
                    "{{\"name\":\"echo\",\"arguments\":{},\"_meta\":{meta}}}",
                    arguments(u)?
                )
            } else {
                format!("{{\"_meta\":{meta}}}")
            };
            let expect = match (s.initialize_seen, code, method) {
                (true, _, _) => Expect::Error(rpc::INVALID_REQUEST),
                (false, Some(code), _) => Expect::Error(code),
                (false, None, "tools/call") => Expect::Any,
                (false, None, _) => Expect::Result,
            };
            (request(u, &id, method, Some(params))?, expect)
        }
        9 => {
            let id = id(u, s)?;
            let level = *u.choose(&["debug", "info", "error", "loud"])?;
            let params = format!("{{\"level\":\"{level}\"}}");
            (
                request(u, &id, "logging/setLevel", Some(params))?,
                Expect::Any,
            )
        }
        10 => {
            let request_id = u.int_in_range(0..=s.next_id)?;
            let params = format!("{{\"requestId\":{request_id},\"reason\":\"fuzz\"}}");
            (
                notification("notifications/cancelled", Some(params)),
                Expect::Nothing,
            )
        }
        11 => {
            // A batch: MCP has none since 2025-06-18; refused whole.
            let a = id(u, s)?;
            let batch = format!(
                "[{},{}]",
                request(u, &a, "ping", None)?,
                notification("notifications/initialized", None)
            );
            (batch, Expect::Error(rpc::INVALID_REQUEST))
        }
        12 => {
            let id = u.int_in_range(0..=s.next_id)?;
            (
                format!("{{\"jsonrpc\":\"2.0\",\"id\":{id},\"result\":{{}}}}"),
                Expect::Nothing,
            )
        }
        13 => {
            // The wrong shape: a bad version, a null, bool or object id, a
            // method that is not a string, params that are a scalar.
            let line = match u.int_in_range(0..=4)? {
                0 => "{\"jsonrpc\":\"1.0\",\"id\":1,\"method\":\"ping\"}".to_string(),
                1 => "{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"ping\"}".to_string(),
                2 => "{\"jsonrpc\":\"2.0\",\"id\":{\"a\":1},\"method\":\"ping\"}".to_string(),
                3 => "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":5}".to_string(),
                _ => "{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":\"ping\",\"params\":3}".to_string(),
            };
            (line, Expect::Any)
        }
        _ => {
            // A line cut short, or any bytes (no newline in either).
            let mut line = if u.ratio(1, 2)? {
                let id = id(u, s)?;
                let full = request(u, &id, "tools/list", None)?;
                let cut = u.int_in_range(0..=full.len())?;
                String::from_utf8_lossy(&full.as_bytes()[..cut]).into_owned()
            } else {
                String::from_utf8_lossy(u.bytes(u.len().min(24))?).into_owned()
            };
            line.retain(|c| c != '\n');
            (line, Expect::Any)
        }
    })
}

/// The reply's error code, or `None` for a result; panics on a reply that
/// is not a JSON-RPC response (the byte-level check has said why already).
fn reply_code(reply: &str) -> (Option<i64>, Value) {
    let value = json::parse_limited(reply, json::MAX_DEPTH_CEILING)
        .unwrap_or_else(|_| panic!("a reply is not JSON: {reply}"));
    let code = match json::get(&value, "error").and_then(|e| json::get(e, "code")) {
        Some(Value::Number(Number::I64(c))) => Some(*c),
        _ => None,
    };
    (code, value)
}

/// `rpc_struct` target.
pub fn check_rpc_struct(data: &[u8]) {
    check(data);
}

/// [`check_rpc_struct`], giving how many replies were held to an exact
/// expectation (for the test that the session model is not vacuous).
fn check(data: &[u8]) -> usize {
    let mut u = Unstructured::new(data);
    let mut session = Session::default();
    let mut lines = Vec::new();
    let count = u.int_in_range(1..=12).unwrap_or(1);
    for _ in 0..count {
        match message(&mut u, &mut session) {
            Ok(m) => lines.push(m),
            Err(_) => break,
        }
    }
    // The line cap: the default nearly always (so every line is read
    // whole and the session model holds); a tiny one now and then.
    let whole = u.ratio(7, 8).unwrap_or(true);
    let cap = if whole {
        3
    } else {
        u.int_in_range(0..=2).unwrap_or(0)
    };
    let seed = u.arbitrary::<u8>().unwrap_or(0);
    let crlf = u.ratio(1, 4).unwrap_or(false);
    let mut stream = vec![cap, seed];
    for (line, _) in &lines {
        stream.extend_from_slice(line.as_bytes());
        stream.extend_from_slice(if crlf { b"\r\n" } else { b"\n" });
    }
    let replies = nexus_fuzz_checks::check_rpc_replies(&stream);
    if !whole {
        return 0;
    }
    assert_eq!(replies.len(), lines.len(), "one line read per line written");
    let mut checked = 0;
    for ((line, expect), reply) in lines.iter().zip(&replies) {
        checked += usize::from(!matches!(expect, Expect::Any));
        match (expect, reply) {
            (Expect::Any, _) => {}
            (Expect::Nothing, None) => {}
            (Expect::Nothing, Some(r)) => panic!("{line} is answered with nothing, not {r}"),
            (_, None) => panic!("{line} got no reply; expected {expect:?}"),
            (Expect::Result, Some(r)) => {
                assert_eq!(reply_code(r).0, None, "{line} must get a result: {r}")
            }
            (Expect::Error(code), Some(r)) => {
                assert_eq!(
                    reply_code(r).0,
                    Some(*code),
                    "{line} must get error {code}: {r}"
                )
            }
            (Expect::Initialized(version), Some(r)) => {
                let (code, value) = reply_code(r);
                assert_eq!(code, None, "{line} must get a result: {r}");
                let got =
                    json::get(&value, "result").and_then(|v| json::get_str(v, "protocolVersion"));
                assert_eq!(
                    got,
                    Some(*version),
                    "{line} is answered with version {version}: {r}"
                );
            }
        }
    }
    checked
}

#[cfg(test)]
mod tests {
    /// Pseudo-random inputs (xorshift) make sessions whose replies are
    /// mostly held to an exact expectation.
    #[test]
    fn random_inputs_make_sessions_the_model_checks() {
        let mut state = 0x9e37_79b9_u32;
        let mut checked = 0;
        for n in 0..300 {
            let data: Vec<u8> = (0..(32 + n % 400))
                .map(|_| {
                    state ^= state << 13;
                    state ^= state >> 17;
                    state ^= state << 5;
                    state as u8
                })
                .collect();
            checked += super::check(&data);
        }
        assert!(
            checked > 300,
            "only {checked} replies held to an expectation"
        );
    }
}
