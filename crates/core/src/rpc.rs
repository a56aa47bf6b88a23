//! JSON-RPC 2.0 framing and messages, as pure functions over bytes.
//!
//! [`LineSplitter`] cuts a byte stream into lines with a hard cap: a line over
//! the cap is reported once as [`Line::TooLong`] and its bytes are dropped as
//! they arrive, so it is never buffered whole. [`parse`] turns one line into a
//! [`Message`] or the JSON-RPC error it deserves (seed 000 §7.5.6, SPEC §3.1):
//! not UTF-8 or not JSON → -32700, a batch or a non-request → -32600.
//!
//! An id is echoed as the exact text it was sent as ([`json::member_raw`]):
//! `1.50`, `-0`, `1e3`, an integer beyond 64 bits or a string with escapes
//! all come back byte for byte. A null id is refused (MCP forbids it). A
//! line nested deeper than the nesting limit ([`json::max_depth`]) is
//! refused before anything is built: -32602 with the request's id when the
//! depth is all inside `params`, else -32600.

use crate::json::{self, Value};

/// -32700: the line is not one JSON value (or not UTF-8).
pub const PARSE_ERROR: i64 = -32700;
/// -32600: JSON, but not a request we take (a batch, a null id, no
/// `"jsonrpc": "2.0"`, ...).
pub const INVALID_REQUEST: i64 = -32600;
/// -32601: no method of that name.
pub const METHOD_NOT_FOUND: i64 = -32601;
/// -32602: the method's params do not fit it (or nest too deep).
pub const INVALID_PARAMS: i64 = -32602;
/// -32603: the server failed while handling the request.
pub const INTERNAL_ERROR: i64 = -32603;

/// Default cap on one line of JSON-RPC over stdio: 65 MiB, so that a 64
/// MiB value in its JSON form fits with its envelope (1 MiB for the request
/// around it). The cap is on memory per request, not on the size of a
/// value: a line is held once while it is read (README, "Limits").
pub const DEFAULT_MAX_LINE: usize = 65 << 20;

/// One framed line, or the fact that a line went over the cap.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// A whole line, without its `\n` or a trailing `\r`.
    Complete(Vec<u8>),
    /// A line went over the cap: reported once, its bytes dropped.
    TooLong,
}

/// Splits a byte stream on `\n` (a trailing `\r` is dropped), bounding every
/// line by `max` bytes.
#[derive(Debug)]
pub struct LineSplitter {
    max: usize,
    buf: Vec<u8>,
    skipping: bool,
}

impl LineSplitter {
    /// A splitter that bounds every line by `max` bytes.
    pub fn new(max: usize) -> LineSplitter {
        LineSplitter {
            max,
            buf: Vec::new(),
            skipping: false,
        }
    }

    /// Feeds bytes, appending every line they complete to `out`.
    pub fn push(&mut self, mut chunk: &[u8], out: &mut Vec<Line>) {
        while !chunk.is_empty() {
            let newline = json::find_byte(chunk, b'\n');
            let (part, rest) = match newline {
                Some(i) => (&chunk[..i], Some(&chunk[i + 1..])),
                None => (chunk, None),
            };
            if !self.skipping {
                if self.buf.len() + part.len() > self.max {
                    self.buf = Vec::new();
                    self.skipping = true;
                    out.push(Line::TooLong);
                } else {
                    self.buf.extend_from_slice(part);
                }
            }
            match rest {
                Some(rest) => {
                    if !self.skipping {
                        let mut line = std::mem::take(&mut self.buf);
                        if line.last() == Some(&b'\r') {
                            line.pop();
                        }
                        out.push(Line::Complete(line));
                    }
                    self.skipping = false;
                    chunk = rest;
                }
                None => break,
            }
        }
    }

    /// At end of input: the last line if it had no newline.
    pub fn finish(&mut self) -> Option<Line> {
        let skipping = std::mem::replace(&mut self.skipping, false);
        let mut line = std::mem::take(&mut self.buf);
        if line.last() == Some(&b'\r') {
            line.pop();
        }
        if skipping || line.iter().all(u8::is_ascii_whitespace) {
            None
        } else {
            Some(Line::Complete(line))
        }
    }
}

/// A parsed message. `id` is kept as JSON text, to echo back exactly.
#[derive(Debug, Clone)]
pub enum Message {
    /// A request: it has an id and is answered.
    Request {
        /// The id (a string or a number) as the JSON text it was sent as.
        id: String,
        /// The method's name.
        method: String,
        /// `params`, an object or an array; `None` when absent or null.
        params: Option<Value>,
    },
    /// A notification: no id, and no answer.
    Notification {
        /// The method's name.
        method: String,
        /// `params`, an object or an array; `None` when absent or null.
        params: Option<Value>,
    },
    /// A response from the peer; servers ignore these.
    Response,
}

/// A message that deserves an error reply.
#[derive(Debug, Clone, PartialEq)]
pub struct Rejected {
    /// The id to answer, as JSON text (`null` when unknown).
    pub id: String,
    /// The JSON-RPC error code ([`PARSE_ERROR`], [`INVALID_REQUEST`], ...).
    pub code: i64,
    /// The error message.
    pub message: String,
}

/// Parses one line. Blank lines yield `Ok(None)`.
pub fn parse(line: &[u8]) -> Result<Option<Message>, Rejected> {
    let Ok(text) = std::str::from_utf8(line) else {
        return Err(Rejected {
            id: "null".into(),
            code: PARSE_ERROR,
            message: "Parse error: the line is not valid UTF-8".into(),
        });
    };
    if is_blank(text) {
        return Ok(None);
    }
    match plain_message(text) {
        Some(message) => Ok(Some(message)),
        None => parse_tree(text),
    }
}

/// [`parse`] without its shortcut: the line read as one tree, which is how
/// every line that is not a plain message is read. Whatever [`parse`]
/// answers, this answers too: the reference its plain-message road is held
/// to (by the `rpc` fuzz target and the tests below).
pub fn parse_in_full(line: &[u8]) -> Result<Option<Message>, Rejected> {
    match std::str::from_utf8(line) {
        Ok(text) if !is_blank(text) => parse_tree(text),
        _ => parse(line),
    }
}

/// Whether a line is JSON whitespace only (RFC 8259 §2); a line of other
/// Unicode spaces is not JSON and gets -32700.
fn is_blank(text: &str) -> bool {
    text.bytes()
        .all(|b| matches!(b, b' ' | b'\t' | b'\r' | b'\n'))
}

/// The full reading of a UTF-8 line that is not blank.
fn parse_tree(text: &str) -> Result<Option<Message>, Rejected> {
    let reject = |id: &str, code, message: &str| Rejected {
        id: id.to_string(),
        code,
        message: message.to_string(),
    };
    let value = match json::parse(text) {
        Ok(v) => v,
        Err(json::ParseError::TooDeep { limit, offset }) => {
            return Err(too_deep(text, limit, offset));
        }
        Err(e @ json::ParseError::Unrepresentable { .. }) => {
            return Err(unrepresentable(text, e));
        }
        Err(json::ParseError::Invalid) => {
            return Err(reject(
                "null",
                PARSE_ERROR,
                "Parse error: the line is not one complete JSON value",
            ));
        }
    };
    let mut map = match value {
        Value::Object(map) => map,
        Value::Array(_) => {
            return Err(reject(
                "null",
                INVALID_REQUEST,
                "Invalid Request: batches are not supported; send one JSON object per line",
            ));
        }
        _ => {
            return Err(reject(
                "null",
                INVALID_REQUEST,
                "Invalid Request: expected a JSON object",
            ));
        }
    };
    let id = match map.get("id") {
        None => None,
        Some(v @ (Value::String(_) | Value::Number(_))) => Some(
            json::member_raw(text, "id")
                .map(str::to_string)
                .unwrap_or_else(|| json::to_string(v)),
        ),
        // A peer's error reply to a message it could not read carries a null
        // id (JSON-RPC §5); it is a response, ignored like the others.
        Some(Value::Null)
            if !map.contains_key("method")
                && (map.contains_key("result") || map.contains_key("error")) =>
        {
            return Ok(Some(Message::Response));
        }
        Some(Value::Null) => {
            return Err(reject(
                "null",
                INVALID_REQUEST,
                "Invalid Request: id must not be null (MCP); use a string or a number, or no id for a notification",
            ));
        }
        Some(_) => {
            return Err(reject(
                "null",
                INVALID_REQUEST,
                "Invalid Request: id must be a string or a number",
            ));
        }
    };
    let id_text = id.clone().unwrap_or_else(|| "null".into());
    if !matches!(map.get("jsonrpc"), Some(Value::String(v)) if v == "2.0") {
        return Err(reject(
            &id_text,
            INVALID_REQUEST,
            "Invalid Request: \"jsonrpc\" must be \"2.0\"",
        ));
    }
    // Params and method are moved out of the parsed line, not cloned.
    let params = match map.remove("params") {
        None | Some(Value::Null) => None,
        Some(p @ (Value::Object(_) | Value::Array(_))) => Some(p),
        Some(_) => {
            return Err(reject(
                &id_text,
                INVALID_REQUEST,
                "Invalid Request: params must be an object or an array",
            ));
        }
    };
    match (map.remove("method"), id) {
        (Some(Value::String(method)), Some(id)) => {
            Ok(Some(Message::Request { id, method, params }))
        }
        (Some(Value::String(method)), None) => Ok(Some(Message::Notification { method, params })),
        (None, Some(_)) if map.contains_key("result") || map.contains_key("error") => {
            Ok(Some(Message::Response))
        }
        _ => Err(reject(
            &id_text,
            INVALID_REQUEST,
            "Invalid Request: expected a string \"method\"",
        )),
    }
}

/// The usual message, read member by member instead of as one tree (about
/// half the allocations of a `tools/call` line): a request or notification
/// whose keys have no escapes, with `"jsonrpc":"2.0"` written so, a string
/// method, a string or number id, params an object, an array, null or
/// absent, every other member valid JSON, and nothing nested deeper than
/// the limit. Any other line, valid or not, gives `None` and the full parse
/// in [`parse`] decides, so both roads agree on every line (a fuzz target
/// holds them to it).
fn plain_message(text: &str) -> Option<Message> {
    // Every member's value is read under the limit less the line's own
    // object (a plain string key or value nests nothing), so a line too
    // deep comes out `None` here, and the full parse refuses it.
    let within = json::max_depth().saturating_sub(1);
    let valid = |raw: &str| json::parse_member_within(raw, within).ok();
    let mut members = json::Members::of(text)?;
    let (mut version, mut id, mut method, mut params) = (None, None, None, None);
    for (key, raw) in members.by_ref() {
        let slot = match json::plain_string(key)? {
            "jsonrpc" => &mut version,
            "id" => &mut id,
            "method" => &mut method,
            "params" => &mut params,
            // Read only to be sure the line is valid JSON.
            _ => {
                valid(raw)?;
                continue;
            }
        };
        // A repeated key counts once, its last time, as in the full parse;
        // the value it replaces must still be valid.
        if let Some(earlier) = slot.replace(raw) {
            valid(earlier)?;
        }
    }
    if !members.ends_the_text() || version? != "\"2.0\"" {
        return None;
    }
    let method = match json::plain_string(method?) {
        Some(plain) => plain.to_string(),
        None => match valid(method?)? {
            Value::String(m) => m,
            _ => return None,
        },
    };
    let params = match params.map(valid) {
        None | Some(Some(Value::Null)) => None,
        Some(Some(p @ (Value::Object(_) | Value::Array(_)))) => Some(p),
        Some(_) => return None,
    };
    let Some(id) = id else {
        return Some(Message::Notification { method, params });
    };
    let id_ok = json::plain_string(id).is_some()
        || matches!(valid(id), Some(Value::String(_) | Value::Number(_)));
    id_ok.then(|| Message::Request {
        id: id.to_string(),
        method,
        params,
    })
}

/// The refusal of a line nested deeper than `limit` (first past it at byte
/// `offset`), worked out from the raw text since nothing may be built from
/// it: the id is echoed when the top level holds a valid one, and the code
/// is -32602 (Invalid params) when the line is otherwise a request whose
/// depth is all inside `params`, else -32600 (Invalid Request).
fn too_deep(text: &str, limit: usize, offset: usize) -> Rejected {
    let members = json::raw_members(text).unwrap_or_default();
    let member =
        |key: &str| json::member_raw(text, key).and_then(|raw| json::parse_limited(raw, 0).ok());
    let id = match member("id") {
        Some(Value::String(_) | Value::Number(_)) => json::member_raw(text, "id"),
        _ => None,
    };
    let is_request = id.is_some()
        && matches!(member("method"), Some(Value::String(_)))
        && matches!(member("jsonrpc"), Some(Value::String(v)) if v == "2.0");
    let only_params_deep = members.iter().all(|(key, raw)| {
        json::key_is(key, "params") || json::too_deep(raw.as_bytes(), limit - 1).is_none()
    });
    let fix = format!(
        "flatten it, or raise the limit with --max-depth or {} (at most {})",
        json::MAX_DEPTH_ENV,
        json::MAX_DEPTH_CEILING
    );
    let (code, message) = if is_request && only_params_deep {
        (
            INVALID_PARAMS,
            format!("Invalid params: nested deeper than {limit} levels (at byte {offset}); {fix}"),
        )
    } else {
        (
            INVALID_REQUEST,
            format!(
                "Invalid Request: the message nests deeper than {limit} levels (at byte {offset}); {fix}"
            ),
        )
    };
    Rejected {
        id: id.unwrap_or("null").to_string(),
        code,
        message,
    }
}

/// The refusal of a line that is JSON but holds a token no value carries
/// (`e`: a number beyond `f64`, a lone surrogate). As with a line too deep,
/// the id is echoed when the top level holds a valid one, and the code is
/// -32602 (Invalid params) when the line is otherwise a valid request and
/// the token is inside `params`, else -32600 (Invalid Request).
fn unrepresentable(text: &str, e: json::ParseError) -> Rejected {
    let members = json::raw_members(text).unwrap_or_default();
    let member =
        |key: &str| json::member_raw(text, key).and_then(|raw| json::parse_member(raw).ok());
    let id = match member("id") {
        Some(Value::String(_) | Value::Number(_)) => json::member_raw(text, "id"),
        _ => None,
    };
    // The token is in `params`, which must then be an object or an array.
    let params_hold_it = json::member_raw(text, "params")
        .is_some_and(|raw| raw.starts_with('{') || raw.starts_with('['));
    let is_request = id.is_some()
        && params_hold_it
        && matches!(member("method"), Some(Value::String(_)))
        && matches!(member("jsonrpc"), Some(Value::String(v)) if v == "2.0");
    let only_in_params = members
        .iter()
        .all(|(key, raw)| json::key_is(key, "params") || json::parse_member(raw).is_ok());
    let (code, message) = if is_request && only_in_params {
        (INVALID_PARAMS, format!("Invalid params: {e}"))
    } else {
        (INVALID_REQUEST, format!("Invalid Request: {e}"))
    };
    Rejected {
        id: id.unwrap_or("null").to_string(),
        code,
        message,
    }
}

/// The key that matches a request's id (raw text) with the `requestId` of a
/// later `notifications/cancelled`: the id's value written canonically, so
/// `"\u0061"` and `"a"` (or `1e3` and `1000`) name the same request.
pub fn id_key(raw_id: &str) -> String {
    // Digits without a leading zero, or a string with nothing to unescape,
    // are already written canonically.
    let canonical_number = raw_id.bytes().all(|b| b.is_ascii_digit())
        && !raw_id.is_empty()
        && (raw_id == "0" || !raw_id.starts_with('0'))
        && raw_id.len() < 19;
    if canonical_number || json::plain_string(raw_id).is_some() {
        return raw_id.to_string();
    }
    match json::parse_limited(raw_id, 0) {
        Ok(v) => json::to_string(&v),
        Err(_) => raw_id.to_string(),
    }
}

/// A success reply; `result` is JSON text.
pub fn reply(id: &str, result: &str) -> String {
    // The envelope's own text is 33 bytes.
    let mut out = String::with_capacity(result.len() + id.len() + 40);
    out.push_str("{\"jsonrpc\":\"2.0\",\"id\":");
    out.push_str(id);
    out.push_str(",\"result\":");
    out.push_str(result);
    out.push('}');
    out
}

/// An error reply.
pub fn error(id: &str, code: i64, message: &str) -> String {
    // Written in place: every rejected line gets one.
    let mut out = String::with_capacity(id.len() + message.len() + 64);
    out.push_str("{\"jsonrpc\":\"2.0\",\"id\":");
    out.push_str(id);
    out.push_str(",\"error\":{\"code\":");
    out.push_str(&code.to_string());
    out.push_str(",\"message\":");
    json::push_quoted(&mut out, message);
    out.push_str("}}");
    out
}

impl Rejected {
    /// The error reply for this rejection, as one line of JSON-RPC.
    pub fn to_reply(&self) -> String {
        error(&self.id, self.code, &self.message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_key_is_the_id_written_canonically_whichever_way_it_is_found() {
        let ids = [
            "0",
            "7",
            "123456789012345678",
            "1234567890123456789",
            "12345678901234567890123",
            "01",
            "-3",
            "1e3",
            "1.50",
            r#""a""#,
            r#""""#,
            r#""\u0061""#,
            r#""a\"b""#,
            r#""é ü""#,
            r#""tab\t""#,
        ];
        for raw in ids {
            let canonical = match json::parse_limited(raw, 0) {
                Ok(v) => json::to_string(&v),
                Err(_) => raw.to_string(),
            };
            assert_eq!(id_key(raw), canonical, "{raw}");
        }
        assert_eq!(id_key(r#""\u0061""#), r#""a""#);
    }

    #[test]
    fn the_plain_road_takes_the_usual_messages_and_agrees_with_the_full_parse() {
        let plain = [
            r#"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"f","arguments":{"_1":15}}}"#,
            r#" {"method":"tools/list","id":"a b","jsonrpc":"2.0"} "#,
            r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            r#"{"jsonrpc":"2.0","id":-1.50,"method":"m","params":null}"#,
            r#"{"jsonrpc":"2.0","id":1,"method":"m","params":[1.25,18446744073709551616]}"#,
            r#"{"jsonrpc":"2.0","id":1,"id":2,"method":"a","method":"b","extra":{"x":[]}}"#,
            r#"{"jsonrpc":"2.0","id":1,"method":"m","result":{}}"#,
            r#"{"jsonrpc":"2.0","id":1,"method":"tools\/call"}"#,
            r#"{"jsonrpc":"2.0","id":"\u0061","method":"m"}"#,
        ];
        // Left to the full parse: escaped keys and version, other shapes,
        // errors.
        let full = [
            r#"{"json\u0072pc":"2.0","id":1,"method":"m"}"#,
            r#"{"jsonrpc":"2\u002e0","id":1,"method":"m"}"#,
            r#"{"jsonrpc":"2.0","id":null,"method":"m"}"#,
            r#"{"jsonrpc":"2.0","id":[1],"method":"m"}"#,
            r#"{"jsonrpc":"2.0","id":1,"method":7}"#,
            r#"{"jsonrpc":"2.0","id":1,"method":"m","params":"x"}"#,
            r#"{"jsonrpc":"2.0","id":1,"result":{}}"#,
            r#"{"jsonrpc":"1.0","id":1,"method":"m"}"#,
            r#"{"jsonrpc":"2.0","id":1,"method":"m"} x"#,
            r#"{"jsonrpc":"2.0","id":1,"method":"m","x":tru}"#,
            r#"{"jsonrpc":"2.0","id":1,"method":"m",}"#,
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"a\u{0}\",\"method\":\"m\"}",
            r#"{"jsonrpc":"2.0","id":1,"id":01,"id":2,"method":"m"}"#,
            r#"{"jsonrpc":"2.0","id":01,"method":"m"}"#,
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"a\u{1}\"}",
            r#"{"jsonrpc":"2.0","id":1,"method":"m","params":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}"#,
            r#"[{"jsonrpc":"2.0","id":1,"method":"m"}]"#,
        ];
        for line in plain.iter().chain(&full) {
            let fast = plain_message(line);
            assert_eq!(fast.is_some(), plain.contains(line), "{line}");
            assert_eq!(
                format!("{:?}", parse(line.as_bytes())),
                format!("{:?}", parse_in_full(line.as_bytes())),
                "{line}"
            );
        }
        let Some(Message::Request { id, method, params }) = plain_message(plain[0]) else {
            panic!("a tools/call line is a request");
        };
        assert_eq!((id.as_str(), method.as_str()), ("7", "tools/call"));
        assert_eq!(
            json::to_string(&params.unwrap()),
            r#"{"arguments":{"_1":15},"name":"f"}"#
        );
    }

    fn lines(max: usize, chunks: &[&[u8]]) -> Vec<Line> {
        let mut s = LineSplitter::new(max);
        let mut out = Vec::new();
        for c in chunks {
            s.push(c, &mut out);
        }
        out.extend(s.finish());
        out
    }

    #[test]
    fn splits_lines_across_chunks_and_drops_cr() {
        assert_eq!(
            lines(100, &[b"ab", b"c\r\nd", b"e\n"]),
            vec![
                Line::Complete(b"abc".to_vec()),
                Line::Complete(b"de".to_vec())
            ]
        );
    }

    #[test]
    fn an_over_long_line_is_reported_once_and_skipped() {
        assert_eq!(
            lines(4, &[b"123", b"456", b"789\nok\n"]),
            vec![Line::TooLong, Line::Complete(b"ok".to_vec())]
        );
    }

    #[test]
    fn a_final_line_without_newline_counts() {
        assert_eq!(lines(10, &[b"x"]), vec![Line::Complete(b"x".to_vec())]);
    }

    #[test]
    fn parse_errors_follow_the_table() {
        assert_eq!(parse(b"\xff").unwrap_err().code, PARSE_ERROR);
        assert_eq!(parse(b"{\"a\":").unwrap_err().code, PARSE_ERROR);
        assert_eq!(parse(b"[]").unwrap_err().code, INVALID_REQUEST);
        assert_eq!(parse(b"3").unwrap_err().code, INVALID_REQUEST);
        let e = parse(br#"{"jsonrpc":"2.0","id":7}"#).unwrap_err();
        assert_eq!((e.id.as_str(), e.code), ("7", INVALID_REQUEST));
        assert_eq!(
            parse(br#"{"jsonrpc":"1.0","id":1,"method":"x"}"#)
                .unwrap_err()
                .code,
            INVALID_REQUEST
        );
    }

    /// Issue 40 item 7: a line that is JSON but holds a number beyond
    /// `f64` or a lone surrogate is refused saying so, with its id and
    /// -32602 when the rest is a valid request and the token is in its
    /// params; -32600 when the token is elsewhere; -32700 when the line is
    /// not JSON anyway.
    #[test]
    fn a_token_no_value_carries_keeps_the_request_id() {
        let call = |args: &str| {
            format!(
                r#"{{"jsonrpc":"2.0","id":"q-7","method":"tools/call","params":{{"name":"f","arguments":{args}}}}}"#
            )
        };
        let e = parse(call(r#"{"x":1e400}"#).as_bytes()).unwrap_err();
        assert_eq!((e.id.as_str(), e.code), (r#""q-7""#, INVALID_PARAMS));
        assert!(
            e.message.contains("beyond the range of a 64-bit float"),
            "{}",
            e.message
        );
        let e = parse(call(r#"{"x":"\ud800"}"#).as_bytes()).unwrap_err();
        assert_eq!((e.id.as_str(), e.code), (r#""q-7""#, INVALID_PARAMS));
        assert!(e.message.contains("lone UTF-16 surrogate"), "{}", e.message);
        // Elsewhere in the line: not a params fault.
        let e = parse(br#"{"jsonrpc":"2.0","id":3,"method":"x","extra":1e400}"#).unwrap_err();
        assert_eq!((e.id.as_str(), e.code), ("3", INVALID_REQUEST));
        let e = parse(br#"{"jsonrpc":"2.0","id":1e400,"method":"x"}"#).unwrap_err();
        assert_eq!((e.id.as_str(), e.code), ("null", INVALID_REQUEST));
        assert!(e.message.contains("64-bit float"), "{}", e.message);
        // Not a request around it: no id to keep.
        let e = parse(br#"{"jsonrpc":"2.0","id":3,"params":[1e400]}"#).unwrap_err();
        assert_eq!((e.id.as_str(), e.code), ("3", INVALID_REQUEST));
        // Invalid elsewhere too: a parse error, as before.
        let e = parse(br#"{"jsonrpc":"2.0","id":3,"method":"x","params":[1e400],}"#).unwrap_err();
        assert_eq!((e.id.as_str(), e.code), ("null", PARSE_ERROR));
    }

    /// Issue 15 defect 3: MCP forbids a null id, so a request with one is
    /// refused (-32600, answered with id null as JSON-RPC §5.1 says); a
    /// peer's error reply with a null id is still just a response.
    #[test]
    fn a_null_id_is_refused() {
        let e = parse(br#"{"jsonrpc":"2.0","id":null,"method":"ping"}"#).unwrap_err();
        assert_eq!((e.id.as_str(), e.code), ("null", INVALID_REQUEST));
        assert!(e.message.contains("null"), "{}", e.message);
        let r = parse(br#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"x"}}"#);
        assert!(matches!(r, Ok(Some(Message::Response))));
    }

    /// Issue 15 defect 4: an id is echoed byte for byte, whatever its size
    /// or spelling.
    #[test]
    fn ids_are_kept_exactly_as_sent() {
        let ids = [
            "1180591620717411303424",
            "-1180591620717411303424",
            "1.50",
            "-0",
            "1e3",
            "0.1000000000000000000000001",
            r#""a\"b\\c\u00e9\ud83d\ude00""#,
            r#""""#,
        ];
        for raw in ids {
            let line = format!(r#"{{"jsonrpc":"2.0","id":{raw},"method":"ping"}}"#);
            match parse(line.as_bytes()) {
                Ok(Some(Message::Request { id, .. })) => {
                    assert_eq!(id, raw);
                    assert_eq!(
                        reply(&id, "{}"),
                        format!(r#"{{"jsonrpc":"2.0","id":{raw},"result":{{}}}}"#)
                    );
                }
                other => panic!("{line}: {other:?}"),
            }
            // A rejected request echoes its id exactly too.
            let bad = format!(r#"{{"jsonrpc":"1.0","id":{raw},"method":"ping"}}"#);
            assert_eq!(parse(bad.as_bytes()).unwrap_err().id, raw);
        }
        // Spacing around the id is not part of it.
        let m = parse(br#"{ "id" :	7 , "jsonrpc":"2.0","method":"ping"}"#)
            .unwrap()
            .unwrap();
        assert!(matches!(m, Message::Request { ref id, .. } if id == "7"));
        // Cancellation matches ids by value.
        assert_eq!(id_key("1e3"), id_key("1000.0"));
        assert_eq!(id_key(r#""\u0061""#), id_key(r#""a""#));
        assert_ne!(id_key("1"), id_key(r#""1""#));
    }

    /// Issue 15 defect 1: a line nested past the limit is refused from its
    /// bytes, before a value is built; the id is echoed when there is one.
    #[test]
    fn a_depth_bomb_is_refused_with_the_right_code() {
        let limit = json::max_depth();
        let bomb = |n: usize| "[".repeat(n) + &"]".repeat(n);
        for n in [limit + 1, 50_000, 500_000] {
            let whole = parse(bomb(n).as_bytes()).unwrap_err();
            assert_eq!((whole.id.as_str(), whole.code), ("null", INVALID_REQUEST));
            assert!(whole.message.contains("--max-depth"), "{}", whole.message);
            let args = format!(
                r#"{{"jsonrpc":"2.0","id":"c\"1","method":"tools/call","params":{{"name":"f","arguments":{{"x":{}}}}}}}"#,
                bomb(n)
            );
            let e = parse(args.as_bytes()).unwrap_err();
            assert_eq!((e.id.as_str(), e.code), (r#""c\"1""#, INVALID_PARAMS));
            // Deep anywhere but params: not a request we can read.
            let elsewhere = format!(
                r#"{{"jsonrpc":"2.0","id":2,"method":"ping","x":{}}}"#,
                bomb(n)
            );
            let e = parse(elsewhere.as_bytes()).unwrap_err();
            assert_eq!((e.id.as_str(), e.code), ("2", INVALID_REQUEST));
            // A notification gets no id to echo.
            let note = format!(r#"{{"jsonrpc":"2.0","method":"x","params":{}}}"#, bomb(n));
            let e = parse(note.as_bytes()).unwrap_err();
            assert_eq!((e.id.as_str(), e.code), ("null", INVALID_REQUEST));
        }
        // At the limit (params one level down) the request parses.
        let ok = format!(
            r#"{{"jsonrpc":"2.0","id":1,"method":"m","params":{}}}"#,
            bomb(limit - 1)
        );
        assert!(matches!(
            parse(ok.as_bytes()),
            Ok(Some(Message::Request { .. }))
        ));
    }

    #[test]
    fn only_json_whitespace_counts_as_a_blank_line() {
        assert!(parse(b" \t\r").unwrap().is_none());
        assert_eq!(parse("\u{a0}".as_bytes()).unwrap_err().code, PARSE_ERROR);
    }

    #[test]
    fn requests_notifications_and_responses() {
        let m = parse(br#"{"jsonrpc":"2.0","id":"a","method":"ping"}"#)
            .unwrap()
            .unwrap();
        assert!(
            matches!(m, Message::Request { ref id, ref method, params: None } if id == "\"a\"" && method == "ping")
        );
        let n = parse(br#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
            .unwrap()
            .unwrap();
        assert!(matches!(n, Message::Notification { .. }));
        let r = parse(br#"{"jsonrpc":"2.0","id":1,"result":{}}"#)
            .unwrap()
            .unwrap();
        assert!(matches!(r, Message::Response));
    }
}
