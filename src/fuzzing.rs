//! The invariants our fuzz targets check, one `check_<target>` per target.
//!
//! This module owns nothing at run time: it exists so that the cargo-fuzz
//! targets in `fuzz/` and the corpus replay in `tests/fuzz_replay.rs` call the
//! very same code. Each function takes arbitrary bytes, drives one pure parser
//! with them, and panics (naming the broken rule) when an invariant does not
//! hold. A check never panics merely because the input is invalid: rejecting
//! bad input is the parsers' job, and the checks verify *how* they reject it.
//!
//! The invariants, in short:
//!
//! - `rpc`: framing does not depend on how the stream is chunked and agrees
//!   with a one-line reference model; every line gets exactly one well-formed
//!   JSON-RPC reply from the MCP adapter, or none for a notification, a
//!   response or a blank line; a reply echoes the request's id byte for byte
//!   (a null id is refused) and an error carries the code its rule demands
//!   (a line past the nesting limit: -32600, or -32602 for deep params).
//! - `schema`: a schema that parses prints back to the same text, reparses to
//!   the same value, and renders as valid JSON Schema text.
//! - `manifest`: parsing never panics; an error is one line naming the file;
//!   an accepted manifest's tool list is valid JSON.
//! - `packet`: the splitter never claims more bytes than it was given, the
//!   payload lies inside the packet, and headers survive encode/decode.
//! - `http`: the head parser never claims more bytes than it was given; the
//!   body framer never consumes more than it was given and never yields a
//!   body for a rejected request.
//! - `eval`: the expression parser never panics; an error's position lies
//!   in the text and its line and column agree with its offset; an accepted
//!   expression prints to text that parses back and prints the same; the
//!   type checker never panics on it.
//! - `voidstar`: decoding untrusted voidstar bytes against a schema never
//!   panics and stays in budget; what decodes encodes back to bytes that
//!   decode to the same value; relptrs resolve inside the buffer or fail;
//!   a morloc packet header above its bound is refused.
//! - `msgpack`: decoding untrusted msgpack against a schema never panics,
//!   stays in budget and errs in one line; what decodes fits the schema and
//!   survives encode/decode; a strict prefix of an accepted input is
//!   refused; a result file name is accepted only inside the session
//!   directory.
//! - `table`: reading morloc's table layout never panics and never reads
//!   past the region (bytes after it change nothing, a cut one is refused);
//!   what reads writes back to the same bytes' columns (write∘read is the
//!   identity) and prints as JSON; JSON rows or columns that convert write
//!   and read back to the same columns; CSV never panics.
//! - `json_scan`: the byte-level check of a JSON text against its schema
//!   never panics (depth bombs included) and never vouches for a text the
//!   tree-building path refuses; every value the tree path accepts, written
//!   compactly, it accepts too.
//! - `json_read`: our JSON reader (`json/read.rs`) never panics (depth bombs
//!   included) and gives miniserde's answer (with exact floats) on every
//!   text: the same value, or a refusal from both.

use crate::json::{self, Object, Value};
use crate::mcp::{self, Adapter, Backend, BoxFuture, Outcome, Tool};
use crate::rpc::{self, Line, LineSplitter, Message};
use crate::schema::Schema;
use crate::wire::{self, HEADER_LEN};
use std::sync::Arc;

/// A tiny deterministic generator (xorshift) so that one input byte can
/// choose many chunk sizes without a dependency.
struct Rng(u32);

impl Rng {
    fn new(seed: u8) -> Rng {
        Rng((0x9E37_79B9 ^ u32::from(seed).wrapping_mul(0x0101_0101)) | 1)
    }

    fn below(&mut self, n: u32) -> u32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 17;
        self.0 ^= self.0 << 5;
        self.0 % n
    }
}

/// Cuts `data` into chunks of 1 to 16 bytes chosen by `seed`.
fn chunks(data: &[u8], seed: u8) -> Vec<&[u8]> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    let mut rest = data;
    while !rest.is_empty() {
        let n = (rng.below(16) as usize + 1).min(rest.len());
        let (chunk, tail) = rest.split_at(n);
        out.push(chunk);
        rest = tail;
    }
    out
}

// ---------------------------------------------------------------- rpc

/// Line caps the rpc target tries: tiny ones exercise `TooLong`.
const RPC_MAX_LINES: [usize; 4] = [1, 8, 64, rpc::DEFAULT_MAX_LINE];

/// What [`LineSplitter`] must produce, computed the obvious way: split on
/// `\n`, report a segment over `max` as `TooLong`, drop one trailing `\r` of a
/// terminated line, and keep an unterminated last segment unless it is blank.
fn reference_lines(stream: &[u8], max: usize) -> Vec<Line> {
    let mut segments: Vec<&[u8]> = stream.split(|&b| b == b'\n').collect();
    let last = segments.pop().unwrap_or_default();
    let mut out = Vec::new();
    for seg in segments {
        if seg.len() > max {
            out.push(Line::TooLong);
        } else {
            let seg = seg.strip_suffix(b"\r").unwrap_or(seg);
            out.push(Line::Complete(seg.to_vec()));
        }
    }
    if last.len() > max {
        out.push(Line::TooLong);
    } else if !last.iter().all(u8::is_ascii_whitespace) {
        let last = last.strip_suffix(b"\r").unwrap_or(last);
        out.push(Line::Complete(last.to_vec()));
    }
    out
}

/// A backend with one tool, `echo`, that answers at once: it returns its
/// arguments, or fails on `{"fail":…}`, or refuses `{"invalid":…}`.
struct EchoBackend {
    tools: Vec<Tool>,
}

impl EchoBackend {
    fn new() -> EchoBackend {
        let entry = r#"{"name":"echo","description":"Echoes its arguments","inputSchema":{"type":"object"}}"#;
        EchoBackend {
            tools: vec![Tool::new("echo", entry.into(), true)],
        }
    }
}

impl Backend for EchoBackend {
    fn server_name(&self) -> String {
        "fuzz".into()
    }

    fn server_version(&self) -> String {
        "0.0.0".into()
    }

    fn tools(&self) -> &[Tool] {
        &self.tools
    }

    fn call(&self, _tool: usize, args: Object, _connection: u64) -> BoxFuture<'_, Outcome> {
        Box::pin(async move {
            if args.contains_key("fail") {
                Outcome::Failed("echo was asked to fail\nwith two lines".into())
            } else if args.contains_key("invalid") {
                Outcome::Invalid("argument 'invalid': refused".into())
            } else {
                Outcome::Ok(json::to_string(&Value::Object(args)))
            }
        })
    }

    fn dry_run(&self, _tool: usize, args: &Object, _connection: u64) -> Result<String, String> {
        if args.contains_key("invalid") {
            Err("argument 'invalid': refused".into())
        } else {
            Ok(json::to_string(&Value::Object(args.clone())))
        }
    }
}

/// Parses JSON text that the code under test wrote, panicking if it is not
/// valid JSON. Read at the ceiling, not the request limit: a schema nested
/// to [`crate::schema::MAX_SCHEMA_DEPTH`] writes JSON Schema about twice as
/// deep, which is valid output (the corpus keeps such a schema).
fn written_json(what: &str, text: &str) -> Value {
    match json::parse_limited(text, json::MAX_DEPTH_CEILING) {
        Ok(v) => v,
        Err(_) => panic!("{what} is not valid JSON: {text}"),
    }
}

/// Checks that `reply` is one well-formed JSON-RPC 2.0 response to `id`
/// (JSON text), and returns its error code if it is an error.
fn check_reply(reply: &str, id: &str) -> Option<i64> {
    let value = written_json("a reply", reply);
    let Value::Object(map) = &value else {
        panic!("a reply must be a JSON object: {reply}");
    };
    assert!(
        matches!(map.get("jsonrpc"), Some(Value::String(v)) if v == "2.0"),
        "a reply must say \"jsonrpc\":\"2.0\": {reply}"
    );
    written_json("a reply id", id);
    assert_eq!(
        json::member_raw(reply, "id"),
        Some(id),
        "the reply id must echo the request's byte for byte: {reply}"
    );
    match (map.get("result"), map.get("error")) {
        (Some(_), None) => None,
        (None, Some(error)) => {
            let code = match json::get(error, "code") {
                Some(Value::Number(json::Number::I64(c))) => *c,
                _ => panic!("an error reply needs an integer code: {reply}"),
            };
            assert!(
                matches!(json::get(error, "message"), Some(Value::String(_))),
                "an error reply needs a string message: {reply}"
            );
            Some(code)
        }
        _ => panic!("a reply has exactly one of result and error: {reply}"),
    }
}

/// The error codes [`rpc::parse`] may give a line it rejects, worked out
/// from the rules (-32700 for bytes that are not one JSON value, -32600 for
/// a JSON value that is not a valid request; past the nesting limit, or
/// holding a token no value carries, -32600, or -32602 for a request whose
/// depth or odd token is all in its params).
fn expected_rejection_codes(line: &[u8]) -> &'static [i64] {
    match std::str::from_utf8(line).ok().map(json::parse) {
        Some(Ok(_)) => &[rpc::INVALID_REQUEST],
        Some(Err(json::ParseError::TooDeep { .. } | json::ParseError::Unrepresentable { .. })) => {
            &[rpc::INVALID_REQUEST, rpc::INVALID_PARAMS]
        }
        _ => &[rpc::PARSE_ERROR],
    }
}

/// Checks what [`rpc::parse`] said about `line` against the line itself.
fn check_parsed(line: &[u8], parsed: &Result<Option<Message>, rpc::Rejected>) {
    let object = std::str::from_utf8(line)
        .ok()
        .and_then(|t| match json::parse(t) {
            Ok(Value::Object(map)) => Some(map),
            _ => None,
        });
    let raw_id = std::str::from_utf8(line)
        .ok()
        .and_then(|t| json::member_raw(t, "id"));
    match parsed {
        Ok(None) => {
            let text = std::str::from_utf8(line).expect("a line taken as blank must be UTF-8");
            assert!(
                text.trim().is_empty(),
                "only a blank line yields no message: {line:?}"
            );
        }
        Ok(Some(Message::Request { id, .. })) => {
            let map = object.expect("a request must be a JSON object");
            assert_eq!(
                raw_id,
                Some(id.as_str()),
                "a request keeps its id text exactly"
            );
            assert!(
                matches!(map.get("id"), Some(Value::String(_) | Value::Number(_))),
                "a request's id is a string or a number (MCP forbids null)"
            );
            assert!(matches!(map.get("jsonrpc"), Some(Value::String(v)) if v == "2.0"));
            assert!(matches!(map.get("method"), Some(Value::String(_))));
            // The reply we would send round-trips the id.
            check_reply(&rpc::reply(id, "{}"), id);
        }
        Ok(Some(Message::Notification { .. })) => {
            let map = object.expect("a notification must be a JSON object");
            assert!(
                !map.contains_key("id"),
                "a message with an id is not a notification"
            );
            assert!(matches!(map.get("method"), Some(Value::String(_))));
        }
        Ok(Some(Message::Response)) => {
            let map = object.expect("a response must be a JSON object");
            assert!(map.contains_key("id") && !map.contains_key("method"));
            assert!(map.contains_key("result") || map.contains_key("error"));
        }
        Err(rejected) => {
            let code = check_reply(&rejected.to_reply(), &rejected.id);
            assert_eq!(code, Some(rejected.code));
            assert!(
                expected_rejection_codes(line).contains(&rejected.code),
                "wrong code {} for {line:?}",
                rejected.code
            );
            // A rejected object's id is echoed exactly when it is a valid id.
            if let Some(map) = &object {
                let want = match map.get("id") {
                    Some(Value::String(_) | Value::Number(_)) => raw_id,
                    Some(_) | None => Some("null"),
                };
                assert_eq!(
                    Some(rejected.id.as_str()),
                    want,
                    "a rejection echoes a valid id"
                );
            }
            if rejected.code == rpc::INVALID_PARAMS {
                assert_ne!(
                    rejected.id, "null",
                    "-32602 answers a request, which has an id"
                );
            }
        }
    }
}

/// `rpc` target. Byte 0 picks the line cap, byte 1 the chunking; the rest is
/// the stream. Checks the splitter against [`reference_lines`] under the
/// chosen chunking, then feeds every line to one MCP [`Adapter`] in order.
pub fn check_rpc(data: &[u8]) {
    let (Some(&cap), Some(&seed)) = (data.first(), data.get(1)) else {
        return;
    };
    let stream = &data[2..];
    let max = RPC_MAX_LINES[usize::from(cap) % RPC_MAX_LINES.len()];

    let mut splitter = LineSplitter::new(max);
    let mut lines = Vec::new();
    for chunk in chunks(stream, seed) {
        splitter.push(chunk, &mut lines);
    }
    lines.extend(splitter.finish());
    assert_eq!(
        lines,
        reference_lines(stream, max),
        "framing must not depend on chunking"
    );

    let adapter = Adapter::new(
        Arc::new(EchoBackend::new()),
        mcp::Options { evaluate: true },
    );
    for line in &lines {
        let Line::Complete(line) = line else { continue };
        assert!(line.len() <= max && !line.contains(&b'\n'));
        let parsed = rpc::parse(line);
        assert_eq!(
            format!("{parsed:?}"),
            format!("{:?}", rpc::parse_in_full(line)),
            "the plain-message road and the full parse agree"
        );
        check_parsed(line, &parsed);
        let reply = smol::block_on(adapter.handle_bytes(line)).reply;
        match (&parsed, reply) {
            (Ok(Some(Message::Request { id, .. })), Some(reply)) => {
                check_reply(&reply, id);
            }
            (Err(rejected), Some(reply)) => assert_eq!(reply, rejected.to_reply()),
            (Ok(None | Some(Message::Notification { .. } | Message::Response)), None) => {}
            (parsed, reply) => {
                panic!("one reply per request and none otherwise: {parsed:?} gave {reply:?}")
            }
        }
    }
}

// ---------------------------------------------------------------- schema

/// `schema` target: the input as a schema string.
pub fn check_schema(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let schema = match Schema::parse(text) {
        Ok(s) => s,
        Err(e) => {
            assert!(
                e.offset <= text.len(),
                "error offset {} past the end: {e}",
                e.offset
            );
            return;
        }
    };
    let printed = schema.to_string();
    assert_eq!(printed, text, "a schema prints back to the same text");
    assert_eq!(
        Schema::parse(&printed).as_ref(),
        Ok(&schema),
        "a printed schema reparses to itself"
    );
    written_json("json_schema", &schema.json_schema());
    written_json("json_schema_with", &schema.json_schema_with(Some(text)));
    let (lo, hi) = schema.int_range();
    assert!(lo <= hi);
    let _ = (schema.type_name(), schema.unservable());
    for value in ["null", "true", "0", "-1", "1.5", "\"s\"", "[]", "{}"] {
        let _ = schema.validate(&written_json("a probe value", value));
    }
}

// ---------------------------------------------------------------- json_scan

/// `json_scan` target: a schema on the first line, a JSON text after it.
/// [`crate::json_scan::conforms`] is compared with the tree-building path
/// ([`json::parse`], then [`Schema::validate`]) on every input; and
/// [`crate::arguments::from_array_text`] (items passed as their text) with
/// reading the whole body, for a command whose first argument has that
/// schema, on the text as a body and inside one (`[text, 5]`).
pub fn check_json_scan(data: &[u8]) {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    let (schema_text, text) = input.split_once('\n').unwrap_or((input, ""));
    let Ok(schema) = Schema::parse(schema_text) else {
        return;
    };
    check_conforms(&schema, text);
    let manifest = format!(
        r#"{{"name":"f","pools":[{{"lang":"py","source":"f.py"}}],"commands":[{{"name":"f",
          "args":[{{"kind":"pos","schema":{}}},{{"kind":"opt","schema":"i1","long":"n","default":"1"}},
             {{"kind":"grp","schema":"m24names2hpj","entries":[{{"key":"hp","arg":{{"kind":"opt","schema":"j","long":"hp","default":"7"}}}}]}}],
          "return":{{"schema":"j"}}}}]}}"#,
        json::quote(schema_text)
    );
    let path = std::path::Path::new("/f/manifest.json");
    if let Ok(m) = crate::manifest::parse(&manifest, "f.json", path)
        && let Some(cmd) = m.commands.first()
    {
        check_text_args(cmd, text);
        check_text_args(cmd, &format!("[{text}, 5]"));
    }
}

/// [`crate::arguments::from_array_text`], passing items of any length as
/// their text, against the whole body read and
/// [`crate::arguments::from_array_owned`]: the same arguments (a text one
/// read back), or both refused.
fn check_text_args(cmd: &crate::manifest::Command, body: &str) {
    use crate::arguments::{FromText, from_array_owned, from_array_text};
    let FromText::Args(got) = from_array_text(cmd, body.to_string(), 0) else {
        return;
    };
    let whole = match json::parse(body) {
        Ok(Value::Array(items)) => from_array_owned(cmd, items.to_vec()).ok(),
        _ => None,
    };
    match (got, whole) {
        (Ok(args), Some(values)) => {
            let args =
                crate::pool::values(args.into_boxed_slice()).expect("a text argument reads back");
            let print = |v: &[Value]| v.iter().map(json::to_string).collect::<Vec<_>>();
            assert_eq!(print(&args), print(&values), "{body:.200}");
        }
        (Err(_), None) => {}
        (got, whole) => panic!(
            "from_array_text {} what the whole body's reading {}: {body:.200}",
            if got.is_ok() { "accepts" } else { "refuses" },
            if whole.is_some() {
                "accepts"
            } else {
                "refuses"
            },
        ),
    }
}

/// [`crate::json_scan::conforms`] against the tree path on one text.
fn check_conforms(schema: &Schema, text: &str) {
    let schema = schema.clone();
    let tree = json::parse(text).ok();
    let tree_ok = tree.as_ref().is_some_and(|v| schema.validate(v).is_ok());
    if crate::json_scan::conforms(&schema, text) {
        assert!(
            tree_ok,
            "json_scan vouched for a text the tree path refuses: {:.200}",
            text
        );
    }
    // The converse, on the compact text of what the tree path accepted
    // (records in their declared order): nothing in it is left undecided,
    // except under a table or stream, which the byte pass never vouches
    // for (a table's rows come from morloc's layout, never a pool's text).
    if let (true, Some(value), false) = (tree_ok, &tree, has_table_or_stream(&schema)) {
        let compact = schema.to_json_text(value);
        assert!(
            crate::json_scan::conforms(&schema, &compact),
            "json_scan refused the compact text of an accepted value: {:.200}",
            compact
        );
    }
}

/// Whether a table or a stream lies anywhere in `schema`.
fn has_table_or_stream(schema: &Schema) -> bool {
    match schema {
        Schema::Table(_) | Schema::Stream(_) => true,
        Schema::Hint(_, t) | Schema::Optional(t) | Schema::List(t) => has_table_or_stream(t),
        Schema::Tuple(ts) => ts.iter().any(has_table_or_stream),
        Schema::Record(fields) => fields.iter().any(|(_, t)| has_table_or_stream(t)),
        _ => false,
    }
}

// ---------------------------------------------------------------- manifest

/// The file name the manifest target passes; every error must name it.
const MANIFEST_FILE: &str = "fuzz/manifest.json";

/// `manifest` target: the input (lossily UTF-8) as manifest text.
pub fn check_manifest(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let path = std::path::Path::new("/fuzz/manifest.json");
    match crate::manifest::parse(&text, MANIFEST_FILE, path) {
        Err(e) => {
            let shown = e.to_string();
            assert!(
                !shown.contains(['\n', '\r']),
                "a manifest error is exactly one line: {shown:?}"
            );
            assert!(
                shown.starts_with(&format!("{MANIFEST_FILE}: ")),
                "a manifest error names the file: {shown:?}"
            );
        }
        Ok(m) => {
            assert_eq!(m.path, path);
            assert!(crate::manifest::is_identifier(&m.name));
            for cmd in &m.commands {
                if cmd.kind == crate::manifest::CommandType::Remote {
                    assert!(cmd.pool < m.pools.len(), "a remote command's pool exists");
                }
                // A pure command that takes no arguments evaluates to a
                // value or a clear error, never a panic.
                if let Some(expr) = cmd.expr.as_ref().filter(|_| cmd.args.is_empty()) {
                    let _ = crate::morloc_expr::eval(expr, &[]);
                }
                for t in cmd.terminals.iter().filter(|t| t.entry.is_some()) {
                    let target = crate::arguments::render_target(&m, cmd, Some(&t.long), false);
                    assert!(
                        target.is_ok_and(|c| c.args.len() == cmd.args.len()),
                        "a rendering's entry exists and takes the command's arguments"
                    );
                }
            }
            let (tools, _) = mcp::program::program_tools(&m, Some("p"), false);
            for tool in &tools {
                written_json("a tools/list entry", &tool.entry);
            }
            written_json("the tools/list payload", &mcp::tools_payload(&tools));
        }
    }
}

// ---------------------------------------------------------------- packet

/// Length bounds the packet target tries.
const PACKET_MAX_LENS: [u64; 4] = [0, 64, 1 << 16, wire::DEFAULT_MAX_PACKET];

/// Splits every packet laid end to end in `buf`, checking each; recurses into
/// the arguments of a CALL once.
fn check_packets(buf: &[u8], max: u64, depth: u32) {
    let mut at = 0;
    while at <= buf.len() {
        let rest = &buf[at..];
        let split = match wire::split(rest, max) {
            Ok(Some(s)) => s,
            Ok(None) => {
                if let Some(head) = rest.first_chunk::<HEADER_LEN>() {
                    let h = wire::Header::decode(head, max)
                        .expect("Ok(None) with a whole header means it decoded");
                    assert!(
                        (rest.len() as u64) < HEADER_LEN as u64 + h.body_len(),
                        "Ok(None) only when bytes are missing"
                    );
                }
                return;
            }
            Err(_) => {
                assert!(
                    rest.len() >= HEADER_LEN,
                    "no error before a whole header is there"
                );
                return;
            }
        };
        let h = split.header;
        assert!(
            split.consumed <= rest.len(),
            "split consumed {} of {} bytes",
            split.consumed,
            rest.len()
        );
        assert_eq!(split.consumed as u64, HEADER_LEN as u64 + h.body_len());
        assert!(h.length <= max, "a length over the bound was accepted");
        assert!(split.payload.start <= split.payload.end && split.payload.end <= split.consumed);
        assert_eq!((split.payload.end - split.payload.start) as u64, h.length);
        assert_eq!(split.payload.start, HEADER_LEN + h.offset as usize);

        // Header round trip: decode(encode(h)) == h, and encoding is stable.
        let encoded = h.encode();
        assert_eq!(
            wire::Header::decode(&encoded, max),
            Ok(h),
            "a decoded header re-encodes to itself"
        );
        let head = rest
            .first_chunk::<HEADER_LEN>()
            .expect("a split packet has a header");
        assert_eq!(wire::Header::decode(head, max), Ok(h));

        let payload = &rest[split.payload.clone()];
        if h.kind == wire::TYPE_DATA
            && h.source == wire::SOURCE_SHM
            && let Ok((len, name)) = wire::parse_shm_reference(payload)
        {
            assert!(!name.is_empty() && !name.contains('/') && !name.starts_with('.'));
            assert_eq!(
                wire::shm_reference(len, name),
                payload,
                "an shm reference round-trips"
            );
        }
        if h.kind == wire::TYPE_CALL && depth == 0 {
            check_packets(payload, max, depth + 1);
        }
        if split.consumed == 0 {
            return;
        }
        at += split.consumed;
    }
}

/// `packet` target. Byte 0 picks the length bound; the rest is a stream of
/// packets. Also checks the encoders on a payload taken from the input.
pub fn check_packet(data: &[u8]) {
    let Some((&bound, stream)) = data.split_first() else {
        return;
    };
    let max = PACKET_MAX_LENS[usize::from(bound) % PACKET_MAX_LENS.len()];
    check_packets(stream, max, 0);

    let payload = &stream[..stream.len().min(256)];
    let mut data_packet = Vec::new();
    wire::push_data(
        &mut data_packet,
        wire::SOURCE_INLINE,
        wire::FORMAT_TEXT,
        wire::STATUS_FAIL,
        payload,
    );
    let call = wire::call(u32::from(bound), &data_packet);
    let split = wire::split(&call, u64::MAX)
        .expect("our own CALL decodes")
        .expect("and is whole");
    assert_eq!(split.consumed, call.len());
    assert_eq!(split.header.mid, u32::from(bound));
    let inner = wire::split(&call[split.payload], u64::MAX)
        .expect("our own DATA decodes")
        .expect("and is whole");
    assert_eq!(inner.header.status, wire::STATUS_FAIL);
    assert_eq!(&data_packet[inner.payload], payload);
    check_remote_packet(stream, max);
}

/// A call packet file that libmorloc's `remote_call` wrote (untrusted: it
/// sits in a shared cache) and the metadata block of a pool's reply, as the
/// SLURM worker reads them (`crate::worker`).
fn check_remote_packet(stream: &[u8], max: u64) {
    use crate::morloc::packet as mp;
    if let Ok(mid) = mp::check_call_file(stream, max) {
        // Accepted: a CALL header whose length covers the file exactly, and
        // argument packets that tile its payload.
        let head: &[u8; mp::HEADER_LEN] = stream[..mp::HEADER_LEN].try_into().expect("a header");
        let h = mp::Header::decode(head, max).expect("an accepted header decodes");
        assert_eq!((h.kind, h.mid), (mp::TYPE_CALL, mid));
        assert_eq!((stream.len() - mp::HEADER_LEN) as u64, h.body_len());
    }
    if let Some(schema) = mp::metadata_schema(stream) {
        // The schema is bytes of the block, not made up.
        assert!(
            stream
                .windows(schema.len().max(1))
                .any(|w| schema.is_empty() || w == schema.as_bytes())
        );
    }
    // A FAIL packet the worker writes reads back as that message.
    let message = String::from_utf8_lossy(&stream[..stream.len().min(128)]).into_owned();
    let fail = mp::fail(&message);
    let head: &[u8; mp::HEADER_LEN] = fail[..mp::HEADER_LEN].try_into().expect("a header");
    let h = mp::Header::decode(head, u64::MAX).expect("our FAIL decodes");
    match mp::reply(&h, &fail[mp::HEADER_LEN..]) {
        Ok(mp::Reply::Fail(m)) => assert_eq!(m, message.trim_end_matches('\0').trim()),
        other => panic!("our FAIL packet read back as {other:?}"),
    }
}

// ---------------------------------------------------------------- http

use crate::http::parse::{self as http, BodyDecoder, Framing, Limits, Status};

/// Tight limits, so that the fuzzer reaches every bound quickly.
fn small_limits() -> Limits {
    Limits {
        max_request_line_bytes: 40,
        max_head_bytes: 160,
        max_headers: 4,
        max_body_bytes: 64,
        max_chunk_line_bytes: 12,
        max_trailer_bytes: 40,
    }
}

/// What a body decoder made of some input: the content, the input bytes it
/// used, whether the body was complete, and the error that stopped it.
#[derive(Debug, PartialEq)]
struct Decoded {
    content: Vec<u8>,
    consumed: usize,
    done: bool,
    error: Option<http::BodyError>,
}

/// Decodes `input` delivered in `pieces`, as a connection would: bytes the
/// decoder leaves are kept and offered again with the next piece. Checks on
/// every call that the decoder consumed no more than it was given and wrote
/// no more content than it consumed.
fn decode_in_pieces(framing: Framing, limits: &Limits, pieces: &[&[u8]], eof: bool) -> Decoded {
    let mut decoder = BodyDecoder::new(framing, limits);
    let mut pending: Vec<u8> = Vec::new();
    let mut content = Vec::new();
    let mut consumed = 0;
    let mut error = None;
    for piece in pieces {
        pending.extend_from_slice(piece);
        let before = content.len();
        match decoder.decode(&pending, &mut content) {
            Ok(progress) => {
                assert!(
                    progress.consumed <= pending.len(),
                    "the framer consumed more bytes than it was given"
                );
                assert!(
                    content.len() - before <= progress.consumed,
                    "more content than input consumed"
                );
                assert_eq!(progress.done, decoder.is_done());
                pending.drain(..progress.consumed);
                consumed += progress.consumed;
                if progress.done {
                    break;
                }
            }
            Err(e) => {
                error = Some(e);
                break;
            }
        }
    }
    if error.is_none() && !decoder.is_done() && eof {
        error = decoder.finish_at_eof().err();
    }
    assert!(
        content.len() as u64 <= limits.max_body_bytes,
        "a body over max_body_bytes was yielded"
    );
    Decoded {
        content,
        consumed,
        done: error.is_none() && decoder.is_done(),
        error,
    }
}

/// The framing RFC 9112 §6.3 gives a request whose head was accepted,
/// worked out from its fields alone.
fn expected_request_framing(head: &http::Head) -> Framing {
    fn named<'h, 'b>(
        head: &'h http::Head<'b>,
        name: &'static str,
    ) -> impl Iterator<Item = &'h http::Field<'b>> {
        head.fields
            .iter()
            .filter(move |f| f.name.eq_ignore_ascii_case(name))
    }
    let te = named(head, "transfer-encoding").count();
    let cl: Vec<_> = named(head, "content-length").collect();
    assert!(
        te == 0 || cl.is_empty(),
        "a request with both Transfer-Encoding and Content-Length was accepted"
    );
    assert!(
        cl.len() <= 1,
        "a request with two Content-Length fields was accepted"
    );
    if te > 0 {
        assert_eq!(
            head.version,
            http::Version::Http11,
            "Transfer-Encoding accepted in HTTP/1.0"
        );
        let last = named(head, "transfer-encoding")
            .flat_map(|f| f.value.split(','))
            .map(|c| c.trim_matches([' ', '\t']))
            .filter(|c| !c.is_empty())
            .last();
        assert!(
            last.is_some_and(|c| c.eq_ignore_ascii_case("chunked")),
            "chunked must be the final coding"
        );
        return Framing::Chunked;
    }
    match cl.first() {
        Some(f) => Framing::Length(
            f.value
                .parse()
                .expect("an accepted Content-Length is a decimal u64"),
        ),
        None => Framing::None,
    }
}

/// A `traceparent` header's value (issue 28): parsed, it is never an all-
/// zero id, writes back as version 00 that parses to the same context, and
/// a version-00 value reads back exactly (lowercase, 55 bytes).
pub fn check_traceparent(value: &str) {
    let Some(c) = crate::trace::parse_traceparent(value) else {
        return;
    };
    assert!(c.trace_id != [0; 16] && c.span_id != [0; 8], "{value:?}");
    let written = c.traceparent();
    assert_eq!(
        crate::trace::parse_traceparent(&written),
        Some(c),
        "{value:?}"
    );
    if value.trim_matches([' ', '\t']).starts_with("00-") {
        assert_eq!(written, value.trim_matches([' ', '\t']), "{value:?}");
    }
}

/// `http` target. Byte 0 picks the limits, byte 1 the chunking; the rest is
/// what a client sent. Checks the head parser, the body framer (whole and in
/// pieces must agree), and that a response we write parses back.
pub fn check_http(data: &[u8]) {
    let (Some(&mode), Some(&seed)) = (data.first(), data.get(1)) else {
        return;
    };
    let buf = &data[2..];
    let limits = if mode & 1 == 0 {
        small_limits()
    } else {
        Limits::default()
    };

    // The path the server reads from a head it refused (to shape the
    // refusal of /mcp): one space-free word of the first line, no query.
    if let Some(path) = http::request_line_path(buf) {
        assert!(
            !path.contains([' ', '?', '\n']),
            "request_line_path gave {path:?}"
        );
    }

    let parsed = http::parse_head(buf, &limits);
    let (head, used) = match parsed {
        Err(e) => {
            // A rejected request: no head, so no framing and no body.
            assert!(
                (400..600).contains(&e.status()),
                "{e:?} answers {}",
                e.status()
            );
            check_response_writer(buf, mode);
            return;
        }
        Ok(Status::Partial) => {
            assert!(
                buf.len() < limits.max_head_bytes,
                "Partial on a buffer that already fills max_head_bytes"
            );
            check_response_writer(buf, mode);
            return;
        }
        Ok(Status::Complete(done)) => done,
    };
    assert!(
        used <= buf.len() && used <= limits.max_head_bytes,
        "the head parser claimed {used} of {} bytes",
        buf.len()
    );
    assert!(
        buf[..used].ends_with(b"\r\n\r\n"),
        "a head ends with an empty line"
    );
    assert_eq!(
        http::parse_head(&buf[..used], &limits),
        Ok(Status::Complete((head.clone(), used))),
        "a head does not depend on the bytes after it"
    );
    // Every prefix of a good head is a good beginning: Partial, never an
    // error. A prefix ending in CR (its LF not yet read) is the edge where
    // a line's length is easiest to miscount, so try each of those.
    let cuts = (0..used).filter(|&i| buf[i] == b'\r').map(|i| i + 1);
    for cut in cuts.chain([used / 2, used - 1]) {
        assert_eq!(
            http::parse_head(&buf[..cut], &limits),
            Ok(Status::Partial),
            "a head cut short after {cut} of {used} bytes is Partial"
        );
    }
    assert!(head.target.starts_with('/') || (head.target == "*" && head.method == "OPTIONS"));
    let traceparents = head
        .fields
        .iter()
        .filter(|f| f.name.eq_ignore_ascii_case("traceparent"));
    for field in traceparents {
        check_traceparent(field.value);
    }
    assert_eq!(head.framing, expected_request_framing(&head));
    if let Framing::Length(n) = head.framing {
        assert!(
            n <= limits.max_body_bytes,
            "a Content-Length over the bound was accepted"
        );
    }

    // The body framer, given the rest whole and in pieces.
    let rest = &buf[used..];
    let whole = decode_in_pieces(head.framing, &limits, &[rest], true);
    let pieces = decode_in_pieces(head.framing, &limits, &chunks(rest, seed), true);
    // A body is accepted or rejected the same way however its bytes arrive,
    // and an accepted body is the same. (A rejected one's partial content and
    // byte count are the caller's to drop, and which rule trips first may
    // depend on where a piece ends: a line over its bound before its bare
    // LF is seen, say.)
    assert_eq!(
        whole.error.is_some(),
        pieces.error.is_some(),
        "whether a body is rejected must not depend on how the bytes arrive: {whole:?} vs {pieces:?}"
    );
    if whole.error.is_none() {
        assert_eq!(
            whole, pieces,
            "body framing must not depend on how the bytes arrive"
        );
    }
    match head.framing {
        Framing::None => assert_eq!(
            (whole.consumed, whole.done, whole.content.len()),
            (0, true, 0)
        ),
        Framing::Length(n) if whole.done => {
            assert_eq!((whole.consumed as u64, whole.content.len() as u64), (n, n));
            assert_eq!(whole.content, rest[..whole.consumed]);
        }
        Framing::Chunked if whole.done => assert!(rest[..whole.consumed].ends_with(b"\r\n")),
        _ => {}
    }
    if whole.error.is_some() {
        assert!(!whole.done, "a rejected body is never complete");
    }
    check_response_writer(buf, mode);
}

/// A response we write, with a header taken from the input, parses back with
/// its status, the header (or without it, if it was not a valid field), a
/// `Content-Length` and the body.
fn check_response_writer(input: &[u8], mode: u8) {
    let text = String::from_utf8_lossy(input);
    let (name, value) = text.split_once(':').unwrap_or(("X-Fuzz", &text));
    let value = value.trim_matches([' ', '\t']);
    let status = 100 + u16::from(mode) * 2;
    let response = crate::http::response::Response {
        stream: None,
        status,
        headers: vec![(name.to_string().into(), value.to_string().into())],
        body: b"{}".to_vec(),
    };
    let options = crate::http::response::WriteOptions {
        version: if mode & 2 == 0 {
            http::Version::Http11
        } else {
            http::Version::Http10
        },
        keep_alive: mode & 4 == 0,
        head_only: false,
        date: None,
    };
    let mut out = Vec::new();
    crate::http::response::write_response(&response, &options, &mut out);
    let limits = Limits {
        max_head_bytes: out.len() + 1,
        max_request_line_bytes: out.len() + 1,
        ..Limits::default()
    };
    let (parsed, used) = match http::parse_response_head(&out, &limits) {
        Ok(Status::Complete(done)) => done,
        // A Host field of the handler's may be refused by the shared field
        // rules (duplicate or invalid host); that is the parser's call.
        Err(http::HeadError::InvalidHost | http::HeadError::DuplicateHost)
            if name.eq_ignore_ascii_case("host") =>
        {
            return;
        }
        other => panic!(
            "a response we wrote does not parse back: {other:?}\n{}",
            String::from_utf8_lossy(&out)
        ),
    };
    let written = if (100..600).contains(&status) {
        status
    } else {
        500
    };
    assert_eq!(parsed.status, written);
    let has_content = !(written < 200 || written == 204 || written == 304);
    if has_content {
        assert_eq!(parsed.framing, Framing::Length(2));
        assert_eq!(&out[used..], b"{}");
    } else {
        assert_eq!(parsed.framing, Framing::None);
        assert_eq!(used, out.len());
    }
    let ours = parsed.fields.iter().filter(|f| f.name == name).count();
    assert!(ours <= 1, "a handler's header was written twice");
}

/// The eval target: `crate::eval::parse` and `crate::eval::typecheck`.
pub fn check_eval(data: &[u8]) {
    use crate::eval::parse;
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let expr = match parse::parse(text) {
        Ok(expr) => expr,
        Err(e) => {
            assert!(
                e.pos.offset <= text.len(),
                "eval: error offset {} past the end",
                e.pos.offset
            );
            assert!(
                text.is_char_boundary(e.pos.offset),
                "eval: error offset inside a character"
            );
            assert_eq!(
                parse::position_of(text, e.pos.offset),
                e.pos,
                "eval: line and column disagree with the offset"
            );
            assert!(
                !e.to_string().contains('\n'),
                "eval: an error message spans lines: {text:?} gives {e}"
            );
            return;
        }
    };
    let printed = expr.to_string();
    if printed.len() <= parse::MAX_EXPR_BYTES {
        let again = parse::parse(&printed)
            .unwrap_or_else(|e| panic!("eval: the printed form {printed:?} does not parse: {e}"));
        assert_eq!(
            again.to_string(),
            printed,
            "eval: printing is not canonical"
        );
    }
    static DEMO: std::sync::OnceLock<Vec<(String, Arc<crate::manifest::Manifest>)>> =
        std::sync::OnceLock::new();
    let modules = DEMO.get_or_init(|| {
        let text = r#"{"name":"demo","pools":[{"lang":"py","source":"d.py"}],"commands":[
          {"name":"add","args":[{"kind":"pos","schema":"j"},{"kind":"pos","schema":"j"}],"return":{"schema":"j"}},
          {"name":"f","args":[{"kind":"pos","schema":"a?t2sf4"},{"kind":"opt","schema":"i1","long":"n","default":"1"},
             {"kind":"grp","schema":"m24names2hpj","entries":[{"key":"hp","arg":{"kind":"opt","schema":"j","long":"hp","default":"7"}}]}],
           "return":{"schema":"m11xaj"}}]}"#;
        crate::manifest::parse(text, "demo.json", std::path::Path::new("/demo/manifest.json"))
            .map(|m| vec![("demo".to_string(), Arc::new(m))])
            .unwrap_or_default()
    });
    if let Err(e) = crate::eval::typecheck::check(&expr, modules, &["demo".to_string()]) {
        assert!(
            e.pos.offset <= text.len(),
            "eval: type error offset {} past the end",
            e.pos.offset
        );
        assert!(
            !e.to_string().contains('\n'),
            "eval: a type error spans lines: {text:?} gives {e}"
        );
    }
}

// ---------------------------------------------------------------- voidstar

/// Schemas the voidstar target decodes against when the input does not
/// carry a parsable one.
const VOIDSTAR_SCHEMAS: [&str; 12] = [
    "j",
    "s",
    "b",
    "af8",
    "aj",
    "?s",
    "m21nj4meanf8",
    "t3bsi2",
    "a?m11xas",
    "u8",
    "aaz",
    "m21xa?m11ys1zt2bu1",
];

/// `voidstar` target: input `schema \0 bytes` (or byte 0 picks a schema
/// from a list when no NUL-terminated schema parses). The decoder never
/// panics and never yields more than its budget; a decoded value encodes
/// again, and that encoding decodes to the same value; the morloc packet
/// header decoder never accepts a body above its bound; relptr resolution
/// against a flat buffer stays inside it; the shared-memory allocator, run
/// by the input as a script over a fresh volume and over one whose blocks
/// the input overwrote, never panics or hangs and never hands out a block
/// outside the volume or overlapping another (`morloc::alloc::exercise`).
pub fn check_voidstar(data: &[u8]) {
    check_alloc(data);
    use crate::morloc::{packet as mp, voidstar};
    let parsed = data.iter().position(|&b| b == 0).and_then(|nul| {
        let text = std::str::from_utf8(&data[..nul]).ok()?;
        Some((Schema::parse(text).ok()?, &data[nul + 1..]))
    });
    let (schema, bytes) = match parsed {
        Some(p) => p,
        None => {
            let Some((&pick, rest)) = data.split_first() else {
                return;
            };
            let text = VOIDSTAR_SCHEMAS[usize::from(pick) % VOIDSTAR_SCHEMAS.len()];
            (Schema::parse(text).expect("listed schemas parse"), rest)
        }
    };
    const BUDGET: u64 = 1 << 20;
    // A list decoded a run at a time to text says what the tree says: the
    // same text, or a refusal where the tree is refused (issue 30).
    if let Schema::List(elem) = schema.strip() {
        let mut budget = voidstar::Budget { remaining: BUDGET };
        let text = voidstar::decode_list_json(elem, &mut voidstar::Flat(bytes), 0, &mut budget);
        let tree = voidstar::decode_flat(&schema, bytes, BUDGET);
        match (text, tree) {
            (Ok(text), Ok(tree)) => assert_eq!(text, json::to_string(&tree), "list text"),
            (Err(_), Err(_)) => {}
            (text, tree) => panic!("list text {text:?} but tree {tree:?}"),
        }
    }
    if let Ok(value) = voidstar::decode_flat(&schema, bytes, BUDGET) {
        let again = voidstar::encode(&schema, &value)
            .unwrap_or_else(|e| panic!("a decoded value does not encode again: {e}"));
        assert_eq!(
            voidstar::encoded_len(&schema, &value),
            Some(again.len()),
            "encoded_len measures what encode makes"
        );
        if let Some(bound) = voidstar::max_len(&schema) {
            assert!(again.len() <= bound, "max_len bounds what encode makes");
        }
        // A flat list given as its text encodes to the bytes its value
        // encodes to (issue 30: big list arguments to morloc's pools).
        if let Schema::List(elem) = schema.strip() {
            let text = json::to_string(&value);
            let items = crate::json_scan::array_items(&text).expect("printed lists split");
            if let Some(len) = voidstar::flat_list_len(elem, &text, &items) {
                assert_eq!(len, again.len(), "flat_list_len measures the list");
                let mut bytes = vec![0u8; len];
                voidstar::encode_flat_list_text(elem, &text, &items, 0, &mut |at, b| {
                    bytes[at..at + b.len()].copy_from_slice(b)
                })
                .unwrap_or_else(|e| panic!("a decoded list does not encode from its text: {e}"));
                assert_eq!(
                    bytes, again,
                    "a list from its text encodes as from its value"
                );
            }
        }
        let back = voidstar::decode_flat(&schema, &again, u64::MAX)
            .unwrap_or_else(|e| panic!("a re-encoded value does not decode: {e}"));
        assert_eq!(
            json::to_string(&back),
            json::to_string(&value),
            "decode . encode is not the identity"
        );
    }
    // Resolution through `Flat` returns exactly the bytes asked for, inside
    // the buffer, or an error.
    let mut flat = voidstar::Flat(bytes);
    for window in bytes.chunks(8).take(16) {
        let mut word = [0u8; 8];
        word[..window.len()].copy_from_slice(window);
        let relptr = u64::from_le_bytes(word);
        if let Ok(slice) = voidstar::Memory::read(&mut flat, relptr, 16) {
            assert_eq!(
                slice.len(),
                16,
                "a resolved relptr returned the wrong length"
            );
        }
    }
    if let Some(head) = bytes.get(..mp::HEADER_LEN) {
        let head: &[u8; mp::HEADER_LEN] = head.try_into().expect("32 bytes");
        if let Ok(h) = mp::Header::decode(head, 4096) {
            assert!(
                h.body_len() <= 4096,
                "a header above its bound was accepted"
            );
            let body = &bytes[mp::HEADER_LEN..];
            if let Ok(mp::Reply::Inline { payload, .. }) = mp::reply(&h, body) {
                assert_eq!(payload.len() as u64, h.length, "payload length mismatch");
            }
        }
    }
}

// ---------------------------------------------------------------- msgpack

/// Schemas the msgpack target decodes against when the input does not
/// carry a parsable one.
const MSGPACK_SCHEMAS: [&str; 14] = [
    "j",
    "s",
    "b",
    "z",
    "f4",
    "af8",
    "aj",
    "?s",
    "u8",
    "i1",
    "m21nj4meanf8",
    "t3bsi2",
    "a?m11xas",
    "m41nj4names4tagsa?s4pairt2bf8",
];

/// Nodes plus string bytes: what a decode is charged at least.
fn msgpack_size(value: &Value) -> u64 {
    match value {
        Value::String(s) => 1 + s.len() as u64,
        Value::Array(items) => 1 + items.iter().map(msgpack_size).sum::<u64>(),
        Value::Object(map) => 1 + map.values().map(msgpack_size).sum::<u64>(),
        _ => 1,
    }
}

/// `msgpack` target: input `schema \0 bytes` (or byte 0 picks a schema from
/// a list when no NUL-terminated schema parses). The decoder never panics,
/// never yields more than its budget, and its errors are one line; a
/// decoded value fits its schema, encodes again, and that encoding decodes
/// to the same value; msgpack is prefix-free, so a strict prefix of an
/// accepted input is refused; a FILE reply's name is accepted only
/// directly inside the session directory.
pub fn check_msgpack(data: &[u8]) {
    use crate::morloc::msgpack;
    let parsed = data.iter().position(|&b| b == 0).and_then(|nul| {
        let text = std::str::from_utf8(&data[..nul]).ok()?;
        Some((Schema::parse(text).ok()?, &data[nul + 1..]))
    });
    let (schema, bytes) = match parsed {
        Some(p) => p,
        None => {
            let Some((&pick, rest)) = data.split_first() else {
                return;
            };
            let text = MSGPACK_SCHEMAS[usize::from(pick) % MSGPACK_SCHEMAS.len()];
            (Schema::parse(text).expect("listed schemas parse"), rest)
        }
    };
    const BUDGET: u64 = 1 << 20;
    match msgpack::decode(&schema, bytes, BUDGET) {
        Ok(value) => {
            assert!(
                msgpack_size(&value) <= BUDGET,
                "msgpack: a decode produced more than its budget"
            );
            if let Err(e) = schema.validate(&value) {
                panic!("msgpack: a decoded value does not fit its schema: {e}");
            }
            let again = msgpack::encode(&schema, &value)
                .unwrap_or_else(|e| panic!("msgpack: a decoded value does not encode again: {e}"));
            let back = msgpack::decode(&schema, &again, u64::MAX)
                .unwrap_or_else(|e| panic!("msgpack: a re-encoded value does not decode: {e}"));
            assert_eq!(
                json::to_string(&back),
                json::to_string(&value),
                "msgpack: decode . encode is not the identity"
            );
            for cut in [bytes.len() / 2, bytes.len().saturating_sub(1)] {
                if cut < bytes.len() {
                    assert!(
                        msgpack::decode(&schema, &bytes[..cut], BUDGET).is_err(),
                        "msgpack: a strict prefix of an accepted value was accepted"
                    );
                }
            }
        }
        Err(e) => assert!(!e.contains('\n'), "msgpack: an error spans lines: {e}"),
    }
    let dir = std::path::Path::new("/dev/shm/nexus.1.0.0.m0.d");
    if let Ok(path) = msgpack::file_in_session(bytes, dir) {
        assert_eq!(
            path.parent(),
            Some(dir),
            "msgpack: a file name outside the session directory was accepted"
        );
        // Names need not be UTF-8 (the crash this target found first).
        use std::os::unix::ffi::OsStrExt;
        assert!(
            !matches!(
                path.file_name().map(|f| f.as_bytes()),
                Some(b"." | b"..") | None
            ),
            "msgpack: a file name that is not a file was accepted"
        );
    }
}

fn check_alloc(data: &[u8]) {
    use crate::morloc::alloc;
    let fresh = alloc::Plain::new(alloc::HEADER_LEN + 512);
    if alloc::init(&fresh, "fuzz_0", 0).is_err() {
        return;
    }
    let clean = fresh.0.borrow().clone();
    alloc::exercise(&clean, data);
    let mut bent = clean;
    let at = alloc::HEADER_LEN + usize::from(data.first().copied().unwrap_or(0) % 64) * 8;
    let n = data.len().min(bent.len() - at);
    bent[at..at + n].copy_from_slice(&data[..n]);
    alloc::exercise(&bent, data);
}

// ---------------------------------------------------------------- table

/// `table` target: the input as a table region, and (when it is UTF-8) as
/// JSON rows or columns and as CSV.
pub fn check_table(data: &[u8]) {
    use crate::morloc::table;
    if let Ok(view) = table::read(data) {
        let total = table::total_size(data).expect("a read table has a size") as usize;
        let mut longer = data.to_vec();
        longer.extend_from_slice(&[0xa5; 64]);
        let again = table::read(&longer).expect("bytes after the region change nothing");
        assert_eq!(
            again.to_columns(),
            view.to_columns(),
            "read past the region"
        );
        assert!(
            table::read(&data[..total - 1]).is_err(),
            "a cut region is refused"
        );
        let cols = view.to_columns();
        let bytes = table::encode(&cols, view.rows).expect("what reads writes");
        let back = table::read(&bytes).expect("what was written reads");
        assert_eq!(back.to_columns(), cols, "write then read is the identity");
        if let Ok(text) = view.rows_json() {
            assert!(json::parse(&text).is_ok(), "rows print as JSON: {text}");
        }
    }
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = table::csv_to_json(text, b',', &[]);
    if let Ok(value) = json::parse(text)
        && let Ok((cols, rows)) = table::from_json(&[], &value)
    {
        let bytes = table::encode(&cols, rows).expect("converted columns write");
        let view = table::read(&bytes).expect("written columns read");
        assert_eq!(
            view.to_columns(),
            cols,
            "JSON columns survive write and read"
        );
        let printed = view.rows_json().expect("written strings are UTF-8");
        assert!(
            json::parse(&printed).is_ok(),
            "rows print as JSON: {printed}"
        );
    }
}

// ---------------------------------------------------------------- json_read

/// `json_read` target: any text, read by [`json::parse_member`] (ours) and
/// by [`json::parse_member_miniserde`]. Past the nesting ceiling only ours
/// runs (every walk after a parse is bounded by it; ours must merely not
/// fall over). And [`json::parse_owned`], taking a plain string of as few
/// as 0 to 7 bytes into the text's buffer, must make what [`json::parse`]
/// makes.
pub fn check_json_read(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let min = usize::from(data.first().copied().unwrap_or(0) % 8);
    let owned = json::parse_owned_taking(text.to_string(), min);
    let copied = json::parse(text);
    assert!(
        owned.as_ref().map(json::to_string) == copied.as_ref().map(json::to_string),
        "taking a string of {min}+ bytes changed the reading of {text:.200}"
    );
    let ours = json::parse_member(text);
    if json::too_deep(data, json::MAX_DEPTH_CEILING).is_some() {
        return;
    }
    let theirs = json::parse_member_miniserde(text);
    match (&ours, &theirs) {
        (Ok(a), Ok(b)) => {
            let (a, b) = (json::to_string(a), json::to_string(b));
            assert!(
                a == b,
                "the readers disagree on {text:.200}: ours {a:.200}, miniserde's {b:.200}"
            );
        }
        (Err(_), Err(_)) => {}
        _ => panic!(
            "the readers disagree on {text:.200}: ours {}, miniserde's {}",
            if ours.is_ok() { "accepts" } else { "refuses" },
            if theirs.is_ok() { "accepts" } else { "refuses" }
        ),
    }
}
