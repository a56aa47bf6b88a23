//! morloc's length-prefixed daemon protocol, as bytes: how a connection that
//! speaks it is told from HTTP, its frame (a 4-byte big-endian length, at
//! most [`MAX_MESSAGE`], then the message), the JSON request a message
//! holds, and the JSON envelope of a reply.
//!
//! Facts from morloc 0.98.2's `morloc-runtime/src/daemon_ffi.rs`
//! (`read_lp_message`, `write_lp_message`, `daemon_parse_request`,
//! `daemon_serialize_response`, `handle_lp_connection`): one request per
//! connection; a request is `{"id":…,"method":…,"command":…,"args":…}`
//! where every member may be missing (no method is a `call`); a reply is
//! `{"id":…,"status":"ok","result":…}` or `{"id":…,"status":"error","error":…}`
//! in that key order, without `id` when the request had none or could not
//! be read. A request that cannot be read is answered with the error
//! envelope and no id. The daemon itself (what each method does, and the
//! raw DATA packet `-f packet` sends for a `call`) is `nexus`'s
//! `daemon/lp.rs`; reading the frame off a socket is the HTTP server's.

use crate::json::{self, Members, Value};
use std::ops::Range;

/// The longest message either side sends: 64 MiB (`MAX_LP_MESSAGE`).
pub const MAX_MESSAGE: usize = 64 * 1024 * 1024;

/// The length prefix's size.
pub const PREFIX_LEN: usize = 4;

/// Whether a connection whose first byte is `first` speaks this protocol:
/// the prefix of a message of at most [`MAX_MESSAGE`] bytes starts with
/// 0x00 to 0x04, and an HTTP request starts with a method, a token
/// character (RFC 9110 §5.6.2), which is never a control byte.
pub fn starts_message(first: u8) -> bool {
    usize::from(first) <= MAX_MESSAGE >> 24
}

/// The length a prefix announces, or why it is refused (too large).
pub fn message_len(prefix: [u8; PREFIX_LEN]) -> Result<usize, String> {
    let len = u32::from_be_bytes(prefix) as usize;
    if len > MAX_MESSAGE {
        return Err(format!(
            "Message too large: {len} bytes; a request is at most {MAX_MESSAGE} bytes (64 MiB): send big values by HTTP (POST /call/<command>)"
        ));
    }
    Ok(len)
}

/// `body` framed: its length, big-endian, then its bytes. A body too long
/// for the prefix (over 4 GiB) is framed as the error envelope saying so.
pub fn frame(body: &[u8]) -> Vec<u8> {
    let Ok(len) = u32::try_from(body.len()) else {
        let refusal = error(
            None,
            "the reply is longer than a length prefix can say (4 GiB)",
        );
        return frame(refusal.as_bytes());
    };
    let mut out = Vec::with_capacity(PREFIX_LEN + body.len());
    out.extend_from_slice(&len.to_be_bytes());
    out.extend_from_slice(body);
    out
}

/// What a request asks (morloc's `DaemonMethod`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Run a command.
    Call,
    /// The program's commands.
    Discover,
    /// One boolean per pool.
    Health,
    /// Evaluate a morloc expression (morloc's compiler).
    Eval,
    /// Type-check a morloc expression (morloc's compiler).
    Typecheck,
    /// Compile and name an expression (morloc's compiler).
    Bind,
    /// The bound expressions.
    Bindings,
    /// Forget a bound expression.
    Unbind,
}

impl Method {
    /// The method named `name`, as morloc spells them.
    pub fn named(name: &str) -> Option<Method> {
        Some(match name {
            "call" => Method::Call,
            "discover" => Method::Discover,
            "health" => Method::Health,
            "eval" => Method::Eval,
            "typecheck" => Method::Typecheck,
            "bind" => Method::Bind,
            "bindings" => Method::Bindings,
            "unbind" => Method::Unbind,
            _ => return None,
        })
    }

    /// Its name on the wire.
    pub fn name(self) -> &'static str {
        match self {
            Method::Call => "call",
            Method::Discover => "discover",
            Method::Health => "health",
            Method::Eval => "eval",
            Method::Typecheck => "typecheck",
            Method::Bind => "bind",
            Method::Bindings => "bindings",
            Method::Unbind => "unbind",
        }
    }
}

/// One request, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// Echoed in the reply.
    pub id: Option<String>,
    /// `call` when the request names none.
    pub method: Method,
    /// The command of a `call` (the binding of an `unbind`).
    pub command: Option<String>,
    /// Where `args` lies in the message, as sent (an array of positional
    /// arguments, or any JSON: the call judges it), so a big one is handed
    /// on without being copied or parsed twice.
    pub args: Option<Range<usize>>,
    /// The expression of `eval`, `typecheck` and `bind`.
    pub expr: Option<String>,
    /// The name of `bind` and `unbind`.
    pub name: Option<String>,
}

impl Method {
    /// The fields of a request object, as morloc's `JsonRequest` has them.
    pub const FIELDS: [&str; 7] = ["id", "method", "command", "args", "expr", "name", "media"];
}

const FIELDS: [&str; 7] = Method::FIELDS;

/// What a request looks like, for messages.
const SHAPE: &str =
    r#"send one JSON object: {"id":"1","method":"call","command":"<name>","args":[…]}"#;

/// Reads a request message, or says in one line (morloc's words first,
/// then the fix) why it cannot be read: not UTF-8, not one JSON object, a
/// member of the wrong kind or given twice, an unknown method.
pub fn parse_request(message: &[u8]) -> Result<Request, String> {
    let text =
        std::str::from_utf8(message).map_err(|_| format!("Invalid UTF-8 in request; {SHAPE}"))?;
    let bad = |why: &str| format!("Failed to parse request JSON: {why}; {SHAPE}");
    let mut members = Members::of(text).ok_or_else(|| bad("not a JSON object"))?;
    let mut seen = [false; FIELDS.len()];
    let mut request = Request {
        id: None,
        method: Method::Call,
        command: None,
        args: None,
        expr: None,
        name: None,
    };
    let mut method = None;
    for (key, raw) in members.by_ref() {
        // The walk finds a key's end, not whether it is a JSON string.
        let key = match json::plain_string(key) {
            Some(plain) => std::borrow::Cow::Borrowed(plain),
            None => match json::parse_member(key) {
                Ok(Value::String(k)) => std::borrow::Cow::Owned(k),
                _ => return Err(bad("a key is not a JSON string")),
            },
        };
        let Some(field) = FIELDS.iter().position(|f| *f == key) else {
            // Another member is allowed (morloc ignores it), if it is JSON.
            member(raw).map_err(|e| bad(&e.to_string()))?;
            continue;
        };
        if std::mem::replace(&mut seen[field], true) {
            return Err(bad(&format!("duplicate field `{}`", FIELDS[field])));
        }
        if FIELDS[field] == "args" {
            let start = raw.as_ptr() as usize - text.as_ptr() as usize;
            request.args = Some(start..start + raw.len());
            continue;
        }
        let value = member(raw).map_err(|e| bad(&e.to_string()))?;
        if FIELDS[field] == "media" {
            if !matches!(value, Value::Bool(_) | Value::Null) {
                return Err(bad("`media` must be true or false"));
            }
            continue;
        }
        let text = match value {
            Value::String(s) => Some(s),
            Value::Null => None,
            other => {
                return Err(bad(&format!(
                    "`{}` must be a string, not {} {}",
                    FIELDS[field],
                    article(json::kind_name(&other)),
                    json::kind_name(&other)
                )));
            }
        };
        match FIELDS[field] {
            "id" => request.id = text,
            "method" => method = text,
            "command" => request.command = text,
            "expr" => request.expr = text,
            _ => request.name = text,
        }
    }
    if !members.ends_the_text() {
        return Err(bad("not one JSON object"));
    }
    if let Some(name) = method {
        // morloc's words exactly, which its clients may match on.
        request.method =
            Method::named(&name).ok_or_else(|| format!("Unknown method: {}", shown_name(&name)))?;
    }
    Ok(request)
}

/// A name from a request as a message shows it: as it is, as morloc
/// shows it, unless it holds a control character (a line break would
/// break the message's one line), or is long: then quoted and cut
/// ([`json::shown`]).
pub fn shown_name(name: &str) -> std::borrow::Cow<'_, str> {
    if name.len() <= 200 && !name.chars().any(char::is_control) {
        return std::borrow::Cow::Borrowed(name);
    }
    std::borrow::Cow::Owned(json::shown(name))
}

/// A member's value, read one level inside the object, whose own level
/// counts against the nesting limit.
fn member(raw: &str) -> Result<Value, json::ParseError> {
    json::parse_limited(raw, json::max_depth().saturating_sub(1))
}

fn article(kind: &str) -> &'static str {
    if kind.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}

/// The envelope of a success: `{"id":…,"status":"ok","result":…}`, with
/// `result_json` as it is (already JSON) and without `result` when there
/// is none, as morloc writes it.
pub fn ok(id: Option<&str>, result_json: Option<&str>) -> String {
    let mut out = head(id, "ok", result_json.map_or(0, str::len));
    if let Some(result) = result_json {
        out.push_str(",\"result\":");
        out.push_str(result);
    }
    out.push('}');
    out
}

/// The envelope of a failure: `{"id":…,"status":"error","error":"…"}`.
pub fn error(id: Option<&str>, message: &str) -> String {
    let mut out = head(id, "error", message.len());
    out.push_str(",\"error\":");
    json::push_quoted(&mut out, message);
    out.push('}');
    out
}

/// `{"id":…,"status":"…"`, with room for `more` bytes after it.
fn head(id: Option<&str>, status: &str, more: usize) -> String {
    let mut out = String::with_capacity(40 + id.map_or(0, str::len) + more);
    out.push('{');
    if let Some(id) = id {
        out.push_str("\"id\":");
        json::push_quoted(&mut out, id);
        out.push(',');
    }
    out.push_str("\"status\":\"");
    out.push_str(status);
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_byte_tells_a_prefix_from_an_http_method() {
        for b in 0..=4u8 {
            assert!(starts_message(b));
        }
        for b in [5u8, b'G', b'P', b'D', b'O', b'H', b' ', 0xff] {
            assert!(!starts_message(b), "{b}");
        }
        // The largest message's prefix starts with 0x04.
        let max = (MAX_MESSAGE as u32).to_be_bytes();
        assert!(starts_message(max[0]));
    }

    #[test]
    fn a_prefix_is_big_endian_and_at_most_64_mib() {
        assert_eq!(message_len([0, 0, 0, 0x24]), Ok(36));
        assert_eq!(message_len([4, 0, 0, 0]), Ok(MAX_MESSAGE));
        let e = message_len([4, 0, 0, 1]).unwrap_err();
        assert!(e.starts_with("Message too large: 67108865 bytes; "), "{e}");
        assert!(message_len(*b"GET ").is_err());
        assert_eq!(frame(b"{}"), b"\0\0\0\x02{}");
        assert_eq!(frame(b""), b"\0\0\0\0");
    }

    #[test]
    fn a_request_reads_as_morloc_reads_it() {
        let text =
            br#"{"id":"1","method":"call","command":"fighterDamage","args":[15],"x":{"y":[]}}"#;
        let r = parse_request(text).unwrap();
        assert_eq!(r.id.as_deref(), Some("1"));
        assert_eq!(r.method, Method::Call);
        assert_eq!(r.command.as_deref(), Some("fighterDamage"));
        assert_eq!(&text[r.args.clone().unwrap()], b"[15]");
        // Every member may be missing; no method is a call.
        let r = parse_request(b" {} ").unwrap();
        assert_eq!(
            (r.id, r.method, r.command, r.args),
            (None, Method::Call, None, None)
        );
        let r =
            parse_request(br#"{"method":"unbind","name":"b","expr":null,"media":true}"#).unwrap();
        assert_eq!((r.method, r.name.as_deref()), (Method::Unbind, Some("b")));
        for m in [
            "call",
            "discover",
            "health",
            "eval",
            "typecheck",
            "bind",
            "bindings",
            "unbind",
        ] {
            let text = format!(r#"{{"method":"{m}"}}"#);
            assert_eq!(parse_request(text.as_bytes()).unwrap().method.name(), m);
        }
        // An escaped key is the key.
        let r = parse_request(br#"{"\u0069d":"7"}"#).unwrap();
        assert_eq!(r.id.as_deref(), Some("7"));
    }

    #[test]
    fn a_bad_request_is_refused_in_one_line_with_the_fix() {
        let refused = |text: &[u8]| parse_request(text).unwrap_err();
        assert_eq!(
            refused(br#"{"id":"5","method":"frob"}"#),
            "Unknown method: frob"
        );
        // A line break in a name is shown escaped.
        assert_eq!(
            refused(br#"{"method":"he\nalth"}"#),
            r#"Unknown method: "he\nalth""#
        );
        for (text, why) in [
            (&b"not json"[..], "not a JSON object"),
            (b"", "not a JSON object"),
            (b"[]", "not a JSON object"),
            (b"{\"id\":\"1\"", "not one JSON object"),
            (b"{} {}", "not one JSON object"),
            (br#"{"id":6}"#, "`id` must be a string, not an integer"),
            (
                br#"{"method":["call"]}"#,
                "`method` must be a string, not an array",
            ),
            (br#"{"media":1}"#, "`media` must be true or false"),
            (br#"{"id":"1","id":"2"}"#, "duplicate field `id`"),
            (br#"{"x":tru}"#, "invalid JSON"),
            (b"{\"i\x02d\":\"1\"}", "a key is not a JSON string"),
            (br#"{"\x":1}"#, "a key is not a JSON string"),
            (br#"{"command":"\ud800"}"#, "lone UTF-16 surrogate"),
        ] {
            let e = refused(text);
            assert!(e.starts_with("Failed to parse request JSON: "), "{e}");
            assert!(e.contains(why), "{e}");
            assert!(e.ends_with(SHAPE), "{e}");
            assert!(!e.contains('\n'), "{e}");
        }
        assert!(refused(b"{\"id\":\"\xff\"}").starts_with("Invalid UTF-8 in request; "));
        // Deep JSON in another member is refused, not walked.
        let deep = format!("{{\"x\":{}{}}}", "[".repeat(100_000), "]".repeat(100_000));
        assert!(refused(deep.as_bytes()).contains("nested deeper"));
    }

    #[test]
    fn replies_are_morlocs_envelopes_in_its_key_order() {
        assert_eq!(
            ok(Some("1"), Some("10")),
            r#"{"id":"1","status":"ok","result":10}"#
        );
        assert_eq!(
            ok(None, Some("[true]")),
            r#"{"status":"ok","result":[true]}"#
        );
        assert_eq!(ok(None, None), r#"{"status":"ok"}"#);
        assert_eq!(
            error(Some("2"), "Unknown command: \"nope\""),
            r#"{"id":"2","status":"error","error":"Unknown command: \"nope\""}"#
        );
        assert_eq!(
            error(Some("a\"b"), "x"),
            r#"{"id":"a\"b","status":"error","error":"x"}"#
        );
    }
}
