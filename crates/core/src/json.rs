//! JSON values and writers, and the nesting limit on JSON from outside.
//!
//! Parsing is our own reader's (`json/read.rs`: iterative, miniserde's
//! answers on every input; the drop of miniserde's `Value` is iterative too).
//! But a `Value`'s `Clone` and `Debug` are recursive, and so is every walk
//! that follows a value, so [`parse`] refuses text nested deeper than the
//! process's nesting limit ([`max_depth`]) before it builds anything: a byte
//! scan ([`too_deep`]) counts `[` and `{` outside strings. Every JSON text
//! from outside (HTTP bodies, stdio lines, command-line values, eval
//! requests, pool results) goes through [`parse`], and manifests (the
//! operator's files) through [`parse_limited`] at [`MAX_DEPTH_CEILING`], so
//! nothing deeper than the ceiling reaches recursive code.
//!
//! Writing goes through small helpers that keep object keys in the order we
//! choose, because miniserde's `Object` is a sorted map and protocol replies
//! read better in the order the specs show them. [`member_raw`] reads one
//! member of an object as the exact text it was sent as, for JSON-RPC ids.

pub use miniserde::json::{Array, Number, Object, Value};

mod read;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Default deepest nesting of arrays and objects in JSON from outside. Valid
/// arguments and results are far shallower: schemas nest at most 64 levels.
pub const DEFAULT_MAX_DEPTH: usize = 128;

/// The highest nesting limit that may be set. The recursive walks over a
/// value (miniserde's derived `Clone` and `Debug`) take about 1 KiB of stack
/// per level in a debug build and overflow a 2 MiB thread stack between
/// 2000 and 4000 levels (measured); 1024 keeps them well inside it.
pub const MAX_DEPTH_CEILING: usize = 1024;

/// The environment variable that sets the nesting limit for every mode.
pub const MAX_DEPTH_ENV: &str = "NEXUS_MAX_DEPTH";

static MAX_DEPTH: AtomicUsize = AtomicUsize::new(DEFAULT_MAX_DEPTH);

/// The process's nesting limit, which [`parse`] enforces.
pub fn max_depth() -> usize {
    MAX_DEPTH.load(Ordering::Relaxed)
}

/// Sets the process's nesting limit (clamped to `1..=MAX_DEPTH_CEILING`).
pub fn set_max_depth(limit: usize) {
    MAX_DEPTH.store(limit.clamp(1, MAX_DEPTH_CEILING), Ordering::Relaxed);
}

/// Reads a nesting limit given by `name` (a flag or the environment
/// variable): a whole number from 1 to [`MAX_DEPTH_CEILING`].
pub fn parse_max_depth(name: &str, text: &str) -> Result<usize, String> {
    text.trim()
        .parse::<usize>()
        .ok()
        .filter(|n| (1..=MAX_DEPTH_CEILING).contains(n))
        .ok_or_else(|| {
            format!("{name}: {text:?} is not a nesting limit; give a whole number from 1 to {MAX_DEPTH_CEILING}")
        })
}

/// Sets the nesting limit from [`MAX_DEPTH_ENV`], if it is set.
pub fn max_depth_from_env() -> Result<(), String> {
    match std::env::var(MAX_DEPTH_ENV) {
        Ok(text) => {
            set_max_depth(parse_max_depth(MAX_DEPTH_ENV, &text)?);
            Ok(())
        }
        Err(_) => Ok(()),
    }
}

/// The byte offset of the first `[` or `{` (outside strings) that opens a
/// level deeper than `limit`, or `None` if `bytes` nests at most `limit`
/// levels. `[]` is one level, a scalar none. Meant to run before a parser
/// builds anything, so it neither validates nor allocates.
pub fn too_deep(bytes: &[u8], limit: usize) -> Option<usize> {
    let fast = bytes.len() >= FAST_SCAN;
    let mut depth = 0usize;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                // A string, skipped in a loop of its own: only an escape
                // or the closing quote matter in it.
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                    // A plain run (most of a big string) at memory speed.
                    if fast {
                        i += plain_len(bytes.get(i..).unwrap_or_default());
                    }
                }
            }
            b'[' | b'{' => {
                depth += 1;
                if depth > limit {
                    return Some(i);
                }
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    None
}

/// A text at least this long has its strings' plain runs skipped eight
/// bytes at a time ([`plain_len`]); a shorter one (every small request) a
/// byte at a time, which costs it nothing in set-up per string.
const FAST_SCAN: usize = 4096;

/// Why [`parse`] refused a text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParseError {
    /// Not one complete JSON value.
    Invalid,
    /// Nested deeper than `limit`; `offset` is the byte that went past it.
    TooDeep { limit: usize, offset: usize },
    /// JSON by RFC 8259's grammar, but holding a token no value of ours can
    /// carry (§6 and §8.2 leave these to the reader): the first one starts
    /// at byte `offset`. Only a text valid everywhere else gets this; any
    /// other fault makes it `Invalid`.
    Unrepresentable {
        what: Unrepresentable,
        offset: usize,
    },
}

/// What made a JSON text [`ParseError::Unrepresentable`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unrepresentable {
    /// A number beyond the range of a 64-bit float (`1e400`, or an integer
    /// of more than 309 digits).
    HugeNumber,
    /// A string with a lone UTF-16 surrogate escape (`"\ud800"`): a high
    /// one (`\ud800`–`\udbff`) not followed by a low one, or a low one
    /// (`\udc00`–`\udfff`) alone. It stands for no Unicode character.
    LoneSurrogate,
}

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            ParseError::Invalid => f.write_str("invalid JSON"),
            ParseError::TooDeep { limit, offset } if *limit >= MAX_DEPTH_CEILING => write!(
                f,
                "JSON nested deeper than {limit} levels (at byte {offset}), the most nexus reads; flatten it"
            ),
            ParseError::TooDeep { limit, offset } => write!(
                f,
                "JSON nested deeper than {limit} levels (at byte {offset}); flatten it, or raise the limit with --max-depth or {MAX_DEPTH_ENV} (at most {MAX_DEPTH_CEILING})"
            ),
            ParseError::Unrepresentable {
                what: Unrepresentable::HugeNumber,
                offset,
            } => write!(
                f,
                "the number at byte {offset} is beyond the range of a 64-bit float (about ±1.8e308), the widest number nexus reads; send a smaller one, or the digits as a string"
            ),
            ParseError::Unrepresentable {
                what: Unrepresentable::LoneSurrogate,
                offset,
            } => write!(
                f,
                "the string at byte {offset} holds a lone UTF-16 surrogate escape (\\ud800 to \\udfff without its pair), which is no Unicode character; send the pair (\\ud83d\\ude00) or the character itself"
            ),
        }
    }
}

/// Parses one JSON text from outside, under the process's nesting limit.
/// The reader reports no position, so an invalid text gets a fixed message
/// the caller decorates with context.
///
/// Floats are std's correctly rounded reading of their tokens. (miniserde
/// computes them as `significand * 10^exp` in f64 arithmetic, off by one
/// ulp for about one float in ten: `-61.802154783813876` came back as
/// `-61.80215478381387`, and values are re-serialized on their way to a
/// pool.)
pub fn parse(text: &str) -> Result<Value, ParseError> {
    parse_limited(text, max_depth())
}

/// A text that is one JSON number and nothing else (no whitespace), read
/// as [`parse`] reads it; `None` for any other text. A list of numbers is
/// read one item at a time with it, without a parse's set-up per item.
pub fn number(text: &str) -> Option<Value> {
    read::number_only(text)
}

/// [`parse`] under an explicit nesting limit.
pub fn parse_limited(text: &str, limit: usize) -> Result<Value, ParseError> {
    if let Some(offset) = too_deep(text.as_bytes(), limit) {
        return Err(ParseError::TooDeep { limit, offset });
    }
    parse_member(text)
}

/// Spare capacity a big result's text is read into, beyond its own bytes
/// (and the quotes of a string): room for the envelope a transport puts
/// around it (`{"status":"ok","result":…}`), so wrapping it moves its bytes
/// up in place and never copies it into a new buffer. (A buffer grown
/// instead is copied when the allocator serves it from its heap, which
/// glibc does for anything under its raised mmap threshold, up to 32 MiB:
/// the daemon's peak was twice a 16 MiB result.)
pub const ENVELOPE_ROOM: usize = 64;

/// A plain string at least this long in a text given to [`parse_owned`]
/// becomes a string in the text's own buffer.
pub const TAKE_OVER: usize = 1 << 20;

/// [`parse`] of a text given away (a request's body). Its first plain
/// string of [`TAKE_OVER`] bytes or more is not copied: its characters are
/// moved to the front of the text's buffer, which becomes that string. A
/// body holding a 64 MiB argument is then held once while it is read, not
/// twice (the daemon's peak was both). The value is the one [`parse`]
/// makes of the same text.
pub fn parse_owned(text: String) -> Result<Value, ParseError> {
    parse_owned_taking(text, TAKE_OVER)
}

/// [`parse_owned`] with the threshold given: the first plain string of at
/// least `min` bytes is taken into the text's buffer (`parse_owned` is this
/// at [`TAKE_OVER`]). A small `min` takes a string from a short text, which
/// is how every place a taken string can be is reached without megabytes
/// of input (the `json_read` fuzz target does so).
pub fn parse_owned_taking(text: String, min: usize) -> Result<Value, ParseError> {
    let limit = max_depth();
    if let Some(offset) = too_deep(text.as_bytes(), limit) {
        return Err(ParseError::TooDeep { limit, offset });
    }
    let mut take = read::Take::at_least(min);
    let mut value = read::read_taking(&text, usize::MAX, &mut take)?;
    if let Some(span) = take.span {
        take.put_back(&mut value, take_span(text, span));
    }
    Ok(value)
}

/// The part `start..end` of `text`, in `text`'s own buffer: its bytes moved
/// to the front, the rest cut off. A big part of a text given away is so
/// kept once, not copied beside it. Both ends must be character
/// boundaries (as ASCII quotes and brackets are); if not, the part is
/// empty.
pub fn take_span(text: String, (start, end): (usize, usize)) -> String {
    if !(text.is_char_boundary(start) && text.is_char_boundary(end) && start <= end) {
        return String::new();
    }
    let mut bytes = text.into_bytes();
    bytes.copy_within(start..end, 0);
    bytes.truncate(end - start);
    String::from_utf8(bytes).unwrap_or_default()
}

/// [`parse`] for a part of a text whose nesting [`too_deep`] has already
/// checked (a member of a JSON-RPC line), so it is not scanned again.
pub fn parse_member(text: &str) -> Result<Value, ParseError> {
    read::read(text, usize::MAX)
}

/// [`parse_member`] of a member nested at most `limit` levels, checked as
/// it is read (no separate scan): past it, `TooDeep`, or `Invalid` if
/// something invalid comes first.
pub fn parse_member_within(text: &str, limit: usize) -> Result<Value, ParseError> {
    read::read(text, limit)
}

/// Compact JSON text of a value.
pub fn to_string(value: &Value) -> String {
    miniserde::json::to_string(value)
}

/// A JSON string literal for `text`, with every escape JSON requires.
pub fn quote(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    push_quoted(&mut out, text);
    out
}

/// Bytes that end a plain run in a JSON string: `"`, `\\` and the
/// control characters (RFC 8259 §7).
const STRING_STOP: u8 = 1;
/// Bytes a skip over a raw array, object or string must look at: quotes,
/// backslashes and brackets.
const STRUCTURE: u8 = 2;

/// Each byte's classes: one load and one test a byte, where a closure over
/// comparisons became a call per byte at `opt-level = "z"`.
static BYTE_CLASSES: [u8; 256] = byte_classes();

const fn byte_classes() -> [u8; 256] {
    let mut table = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        let b = i as u8;
        let mut class = 0;
        if b < 0x20 || b == b'"' || b == b'\\' {
            class |= STRING_STOP;
        }
        if matches!(b, b'"' | b'\\' | b'[' | b']' | b'{' | b'}') {
            class |= STRUCTURE;
        }
        table[i] = class;
        i += 1;
    }
    table
}

#[inline(always)]
fn has_class(b: u8, class: u8) -> bool {
    BYTE_CLASSES[usize::from(b)] & class != 0
}

/// How many bytes at the start of `bytes` a JSON string holds as they are:
/// the length of the run before the first `"`, `\\` or control character.
/// Thirty-two bytes at a time, so a big plain string is scanned at memory
/// speed.
pub fn plain_len(bytes: &[u8]) -> usize {
    let special = |b: u8| has_class(b, STRING_STOP);
    // A short run (between the escapes of a string full of them) ends in
    // its first bytes: found there before any set-up.
    let mut i = 0;
    while i < 8 {
        match bytes.get(i) {
            Some(&b) if !special(b) => i += 1,
            _ => return i,
        }
    }
    // Thirty-two bytes a turn while nothing is found (four independent
    // words, one branch), then eight at a time to the word that holds it.
    for block in bytes[i..].chunks_exact(32) {
        let any = special_bytes(word(block, 0))
            | special_bytes(word(block, 8))
            | special_bytes(word(block, 16))
            | special_bytes(word(block, 24));
        if any & HIGHS != 0 {
            break;
        }
        i += 32;
    }
    for chunk in bytes[i..].chunks_exact(8) {
        if special_bytes(word(chunk, 0)) & HIGHS != 0 {
            break;
        }
        i += 8;
    }
    i + bytes[i..]
        .iter()
        .position(|&b| special(b))
        .unwrap_or(bytes.len() - i)
}

const ONES: u64 = 0x0101_0101_0101_0101;
const HIGHS: u64 = 0x8080_8080_8080_8080;

/// The little-endian word at `at` of `chunk` (which holds it).
#[inline(always)]
fn word(chunk: &[u8], at: usize) -> u64 {
    let bytes = chunk.get(at..at + 8).and_then(|w| w.try_into().ok());
    u64::from_le_bytes(bytes.unwrap_or([0; 8]))
}

/// A word whose byte has its high bit set ([`HIGHS`]) if there is a `"`,
/// `\\` or control byte in `x` (exact on whether, not on where).
/// Always inlined: at `opt-level = "z"` a closure here became a call per
/// word, which doubled the cost of a big string.
#[inline(always)]
fn special_bytes(x: u64) -> u64 {
    // The high bit of a byte of `zero(x)` is set below the first zero byte
    // of `x` only if there is one (the classic test: exact on whether).
    #[inline(always)]
    fn zero(x: u64) -> u64 {
        x.wrapping_sub(ONES) & !x
    }
    // A byte below 0x20 has its three top bits clear.
    zero(x ^ (ONES * b'"' as u64)) | zero(x ^ (ONES * b'\\' as u64)) | zero(x & (ONES * 0xe0))
}

/// `text` made a JSON string literal where it lies when nothing in it needs
/// an escape (the buffer grows in place, its bytes move up once: a big
/// string is never held twice), else [`quote`]d.
pub fn quote_owned(mut text: String) -> String {
    if plain_len(text.as_bytes()) != text.len() {
        return quote(&text);
    }
    text.reserve_exact(2 + ENVELOPE_ROOM);
    text.insert(0, '"');
    text.push('"');
    text
}

/// Appends `text` as a JSON string literal.
pub fn push_quoted(out: &mut String, text: &str) {
    out.reserve(text.len() + 2);
    out.push('"');
    let bytes = text.as_bytes();
    let fast = bytes.len() >= FAST_SCAN;
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        if fast {
            i += plain_len(&bytes[i..]);
        } else {
            while i < bytes.len() && !(bytes[i] == b'"' || bytes[i] == b'\\' || bytes[i] < 0x20) {
                i += 1;
            }
        }
        let Some(&b) = bytes.get(i) else { break };
        let escape: Option<&str> = match b {
            b'"' => Some("\\\""),
            b'\\' => Some("\\\\"),
            b'\n' => Some("\\n"),
            b'\r' => Some("\\r"),
            b'\t' => Some("\\t"),
            // As miniserde and Python's json write them.
            0x08 => Some("\\b"),
            0x0c => Some("\\f"),
            _ => None,
        };
        out.push_str(&text[start..i]);
        match escape {
            Some(e) => out.push_str(e),
            None => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\u00");
                out.push(HEX[(b >> 4) as usize] as char);
                out.push(HEX[(b & 15) as usize] as char);
            }
        }
        start = i + 1;
        i += 1;
    }
    out.push_str(&text[start..]);
    out.push('"');
}

/// What an [`Obj`] reserves when it starts.
const OBJ_START_CAPACITY: usize = 128;

/// Builds a JSON object whose keys stay in insertion order. Values are given
/// either as strings to quote or as JSON text already written.
pub struct Obj {
    text: String,
    empty: bool,
}

impl Default for Obj {
    fn default() -> Self {
        Self::new()
    }
}

impl Obj {
    pub fn new() -> Self {
        // Room for a typical reply or content object at once: grown from
        // one byte it took five reallocations on each MCP call.
        let mut text = String::with_capacity(OBJ_START_CAPACITY);
        text.push('{');
        Obj { text, empty: true }
    }

    fn key(&mut self, key: &str) {
        if !self.empty {
            self.text.push(',');
        }
        self.empty = false;
        push_quoted(&mut self.text, key);
        self.text.push(':');
    }

    /// Adds `key` with `raw`, which must already be JSON text.
    pub fn raw(mut self, key: &str, raw: &str) -> Self {
        self.key(key);
        self.text.push_str(raw);
        self
    }

    /// Adds `key` with a string value.
    pub fn str(mut self, key: &str, value: &str) -> Self {
        self.key(key);
        push_quoted(&mut self.text, value);
        self
    }

    /// Adds `key` with a value.
    pub fn value(self, key: &str, value: &Value) -> Self {
        let raw = to_string(value);
        self.raw(key, &raw)
    }

    pub fn finish(mut self) -> String {
        self.text.push('}');
        self.text
    }
}

/// JSON text of an array whose elements are JSON texts already.
pub fn array_of_raw<I: IntoIterator<Item = String>>(items: I) -> String {
    let mut out = String::from("[");
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&item);
    }
    out.push(']');
    out
}

/// `text` quoted for a one-line message, cut after 60 characters so a huge
/// input is not echoed whole: `"aaaa…" (100000 bytes)`.
pub fn shown(text: &str) -> String {
    match text.char_indices().nth(60) {
        Some((at, _)) => format!("{:?}… ({} bytes)", &text[..at], text.len()),
        None => format!("{text:?}"),
    }
}

/// A short name for the kind of a value, for error messages.
pub fn kind_name(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(Number::F64(_)) => "number with a fraction or exponent",
        Value::Number(_) => "integer",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

/// Looks up `key` in an object value.
pub fn get<'a>(value: &'a Value, key: &str) -> Option<&'a Value> {
    match value {
        Value::Object(map) => map.get(key),
        _ => None,
    }
}

/// The string at `key`, if it is one.
/// The strings of an array value, skipping anything else; empty when the
/// value is missing or not an array.
pub fn string_list(value: Option<&Value>) -> Vec<String> {
    match value {
        Some(Value::Array(items)) => items
            .iter()
            .filter_map(|i| match i {
                Value::String(s) => Some(s.clone()),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

pub fn get_str<'a>(value: &'a Value, key: &str) -> Option<&'a str> {
    match get(value, key) {
        Some(Value::String(s)) => Some(s),
        _ => None,
    }
}

/// JSON whitespace (RFC 8259 §2).
#[inline(always)]
fn skip_space(bytes: &[u8], mut i: usize) -> usize {
    while i < bytes.len() && matches!(bytes[i], b' ' | b'\t' | b'\n' | b'\r') {
        i += 1;
    }
    i
}

/// The end (exclusive) of the token that starts at `start`: a string; an
/// array or object, skipped by counting brackets outside strings (so any
/// depth costs no stack); else a scalar, up to the next delimiter. Nothing
/// is validated; a token cut short ends at the end of `bytes`.
fn token_end(bytes: &[u8], start: usize) -> usize {
    let mut i = start;
    let mut depth = 0usize;
    let mut in_string = false;
    match bytes.get(start) {
        Some(b'"' | b'[' | b'{') => {
            while i < bytes.len() {
                if !has_class(bytes[i], STRUCTURE) {
                    i += 1;
                    continue;
                }
                match (in_string, bytes[i]) {
                    (true, b'\\') => i += 1,
                    (true, b'"') => {
                        in_string = false;
                        if depth == 0 {
                            return i + 1;
                        }
                    }
                    (false, b'"') => in_string = true,
                    (false, b'[' | b'{') => depth += 1,
                    (false, b']' | b'}') => {
                        depth = depth.saturating_sub(1);
                        if depth == 0 {
                            return i + 1;
                        }
                    }
                    _ => {}
                }
                i += 1;
            }
            bytes.len()
        }
        _ => {
            while i < bytes.len()
                && !matches!(
                    bytes[i],
                    b',' | b':' | b'}' | b']' | b'"' | b' ' | b'\t' | b'\n' | b'\r'
                )
            {
                i += 1;
            }
            i
        }
    }
}

/// The items of the array `text` holds, each as its raw text, in order;
/// `None` when the top level is not an array. Items are skipped as tokens,
/// not parsed, so an exact integer of any size stays as written. For valid
/// JSON only (a result the nexus already checked): nothing is validated.
pub fn array_items(text: &str) -> Option<Vec<&str>> {
    let inner = text
        .trim_matches(|c: char| c.is_ascii_whitespace())
        .strip_prefix('[')?
        .strip_suffix(']')?;
    let bytes = inner.as_bytes();
    let mut items = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if matches!(bytes[i], b' ' | b'\t' | b'\n' | b'\r' | b',') {
            i += 1;
            continue;
        }
        let end = token_end(bytes, i).max(i + 1);
        items.push(&inner[i..end]);
        i = end;
    }
    Some(items)
}

/// `text` (valid JSON) indented by two spaces per level, one member or
/// item per line, `": "` after keys, and `[]`/`{}` for empty containers,
/// the layout morloc's nexus prints with `--print`. Strings and numbers are
/// copied as written.
pub fn pretty(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len() * 2);
    let mut depth = 0usize;
    let mut i = 0;
    let newline = |out: &mut String, depth: usize| {
        out.push('\n');
        out.extend(std::iter::repeat_n("  ", depth));
    };
    while i < bytes.len() {
        let c = bytes[i];
        match c {
            b' ' | b'\t' | b'\n' | b'\r' => {}
            b'[' | b'{' => {
                let close = if c == b'[' { b']' } else { b'}' };
                let next = bytes[i + 1..]
                    .iter()
                    .position(|b| !b.is_ascii_whitespace())
                    .map(|n| i + 1 + n);
                if let Some(n) = next.filter(|&n| bytes[n] == close) {
                    out.push(c as char);
                    out.push(close as char);
                    i = n + 1;
                    continue;
                }
                out.push(c as char);
                depth += 1;
                newline(&mut out, depth);
            }
            b']' | b'}' => {
                depth = depth.saturating_sub(1);
                newline(&mut out, depth);
                out.push(c as char);
            }
            b',' => {
                out.push(',');
                newline(&mut out, depth);
            }
            b':' => out.push_str(": "),
            // A string or a scalar, copied as written.
            _ => {
                let end = token_end(bytes, i).max(i + 1);
                out.push_str(&text[i..end]);
                i = end;
                continue;
            }
        }
        i += 1;
    }
    out
}

/// The members of the object `text` holds, each as its raw key token
/// (quotes and escapes included) and its raw value text, in the order
/// written; `None` when the top level is not an object by this shallow
/// reading. Values are skipped, not parsed or validated, so this works on a
/// text of any depth and builds nothing.
pub fn raw_members(text: &str) -> Option<Vec<(&str, &str)>> {
    let mut members = Members::of(text)?;
    let out = members.by_ref().collect();
    (!members.failed).then_some(out)
}

/// [`raw_members`] one at a time, allocating nothing. A member that does
/// not read ends the walk with [`Members::failed`] set; once the walk is
/// over, [`Members::ends_the_text`] says whether anything follows.
pub struct Members<'t> {
    text: &'t str,
    at: usize,
    /// The walk met text that is not a member (or the object never closed).
    pub failed: bool,
    /// The walk is over: the object closed, or it failed.
    done: bool,
}

impl<'t> Members<'t> {
    /// The walk over the object `text` holds; `None` unless it opens one.
    pub fn of(text: &'t str) -> Option<Members<'t>> {
        let b = text.as_bytes();
        let i = skip_space(b, 0);
        if b.get(i) != Some(&b'{') {
            return None;
        }
        let mut members = Members {
            text,
            at: skip_space(b, i + 1),
            failed: false,
            done: false,
        };
        if b.get(members.at) == Some(&b'}') {
            members.at += 1;
            members.done = true;
        }
        Some(members)
    }

    /// After a walk that did not fail: whether only whitespace follows the
    /// closing brace, so the text is this one object and nothing more.
    pub fn ends_the_text(&self) -> bool {
        self.done && !self.failed && skip_space(self.text.as_bytes(), self.at) == self.text.len()
    }

    fn fail(&mut self) -> Option<(&'t str, &'t str)> {
        self.failed = true;
        self.done = true;
        None
    }
}

impl<'t> Iterator for Members<'t> {
    type Item = (&'t str, &'t str);

    fn next(&mut self) -> Option<(&'t str, &'t str)> {
        if self.done {
            return None;
        }
        let (text, b) = (self.text, self.text.as_bytes());
        let mut i = self.at;
        if b.get(i) != Some(&b'"') {
            return self.fail();
        }
        let key_end = token_end(b, i);
        let Some(key) = text.get(i..key_end) else {
            return self.fail();
        };
        i = skip_space(b, key_end);
        if b.get(i) != Some(&b':') {
            return self.fail();
        }
        i = skip_space(b, i + 1);
        let value_end = token_end(b, i);
        let Some(value) = text.get(i..value_end).filter(|v| !v.is_empty()) else {
            return self.fail();
        };
        i = skip_space(b, value_end);
        match b.get(i) {
            Some(b',') => self.at = skip_space(b, i + 1),
            Some(b'}') => {
                self.at = i + 1;
                self.done = true;
            }
            _ => return self.fail(),
        }
        Some((key, value))
    }
}

/// Whether the raw key token `raw` (quoted, maybe escaped) spells `key`.
pub fn key_is(raw: &str, key: &str) -> bool {
    match plain_string(raw) {
        Some(inner) => inner == key,
        None => matches!(miniserde::json::from_str::<String>(raw), Ok(k) if k == key),
    }
}

/// The inside of a raw string token that needs no unescaping: quoted, with
/// no backslash and no control character (which JSON forbids raw). Such a
/// token is also how [`to_string`] writes that string.
pub fn plain_string(raw: &str) -> Option<&str> {
    // Bytes, not `strip_prefix('"')`: at `opt-level = "z"` a char pattern
    // is encoded to UTF-8 by a call on every use.
    let quoted =
        raw.len() >= 2 && raw.as_bytes()[0] == b'"' && raw.as_bytes()[raw.len() - 1] == b'"';
    let inner = raw.get(1..raw.len() - 1).filter(|_| quoted)?;
    (plain_len(inner.as_bytes()) == inner.len()).then_some(inner)
}

/// The exact text of member `key` of the object `text` holds, as sent
/// (`1.50` stays `1.50`, `"\u0061"` keeps its escape). With duplicate keys
/// the last one counts, as in [`parse`].
pub fn member_raw<'t>(text: &'t str, key: &str) -> Option<&'t str> {
    raw_members(text)?
        .into_iter()
        .rev()
        .find(|(k, _)| key_is(k, key))
        .map(|(_, v)| v)
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_number_alone_reads_as_the_whole_reading_reads_it() {
        for text in [
            "0",
            "-0",
            "12",
            "-7",
            "18446744073709551615",
            "18446744073709551616",
            "-9223372036854775808",
            "1.5",
            "1e2",
            "-2.5E-3",
            "1e400",
        ] {
            let whole = super::parse(text).ok();
            assert_eq!(
                super::number(text).map(|v| super::to_string(&v)),
                whole.map(|v| super::to_string(&v)),
                "{text}"
            );
        }
        for text in [
            "", " 1", "1 ", "01", "-", "1.", ".5", "1e", "+1", "\"1\"", "true",
        ] {
            assert!(super::number(text).is_none(), "{text:?}");
        }
    }

    #[test]
    fn the_byte_classes_hold_each_rule_as_written() {
        for b in 0..=255u8 {
            let stop = b == b'"' || b == b'\\' || b < 0x20;
            let structure = b"\"\\[]{}".contains(&b);
            assert_eq!(super::has_class(b, super::STRING_STOP), stop, "{b:#x}");
            assert_eq!(super::has_class(b, super::STRUCTURE), structure, "{b:#x}");
        }
    }

    #[test]
    fn pretty_indents_as_morloc_prints_and_keeps_numbers_and_strings() {
        let text = r#"{"n":2,"big":123456789012345678901234567890,"s":"a,b:{[\"]","e":[],"o":{},"l":[1,[2,{"k":null}]]}"#;
        let want = r#"{
  "n": 2,
  "big": 123456789012345678901234567890,
  "s": "a,b:{[\"]",
  "e": [],
  "o": {},
  "l": [
    1,
    [
      2,
      {
        "k": null
      }
    ]
  ]
}"#;
        assert_eq!(pretty(text), want);
        assert_eq!(pretty("[ ]"), "[]");
        assert_eq!(pretty("7"), "7");
        assert_eq!(pretty("\"x\""), "\"x\"");
        // The result is the same JSON.
        assert_eq!(
            to_string(&parse(&pretty(r#"{"a":[1,{"b":"c"}]}"#)).unwrap()),
            r#"{"a":[1,{"b":"c"}]}"#
        );
    }

    #[test]
    fn array_items_are_the_raw_texts_of_a_top_level_array() {
        assert_eq!(
            array_items(r#" [1, "a,]", [2,3], {"k":[4]}, 123456789012345678901234567890] "#),
            Some(vec![
                "1",
                r#""a,]""#,
                "[2,3]",
                r#"{"k":[4]}"#,
                "123456789012345678901234567890"
            ])
        );
        assert_eq!(array_items("[]"), Some(vec![]));
        assert_eq!(array_items(r#"{"a":1}"#), None);
        assert_eq!(array_items("3"), None);
    }

    use super::*;

    #[test]
    fn quote_escapes_quotes_backslashes_and_controls() {
        assert_eq!(quote("a\"b\\c\n\u{1}é"), "\"a\\\"b\\\\c\\n\\u0001é\"");
        // Byte for byte what miniserde writes, for every byte below 0x80.
        let all: String = (0u8..0x80).map(char::from).collect();
        assert_eq!(quote(&all), to_string(&Value::String(all.clone())));
        assert_eq!(quote_owned(all.clone()), quote(&all));
        // plain_len finds the first byte to escape wherever it sits.
        // Past several 32-byte blocks, among bytes that look close to the
        // three (a space, 0x21, 0x5d, 0x7f, UTF-8's high bytes).
        let fill = [b' ', 0x21, 0x5d, 0x7f, 0x80, 0xe2, 0xff, b'x'];
        for at in 0..100 {
            for special in [b'"', b'\\', 0u8, 0x1f] {
                let mut bytes: Vec<u8> = fill.iter().copied().cycle().take(100).collect();
                bytes[at] = special;
                assert_eq!(plain_len(&bytes), at, "{special:#x} at {at}");
                assert_eq!(plain_len(&bytes[..at]), at);
            }
        }
        // The same past FAST_SCAN, where plain runs are skipped in eights.
        let long = format!("{}{all}", "x".repeat(FAST_SCAN)).repeat(3);
        assert_eq!(quote(&long), to_string(&Value::String(long.clone())));
        let text = quote(&long);
        assert_eq!(too_deep(text.as_bytes(), 0), None);
        assert_eq!(quote_owned("plain é".into()), "\"plain é\"");
    }

    #[test]
    fn obj_keeps_insertion_order() {
        let text = Obj::new().str("b", "x").raw("a", "1").finish();
        assert_eq!(text, r#"{"b":"x","a":1}"#);
    }

    #[test]
    fn members_walks_an_object_like_raw_members_and_sees_what_follows_it() {
        let text = r#" { "a" : 1 , "b":{"c":[2]}, "d":"x" }  "#;
        let mut walk = Members::of(text).unwrap();
        let got: Vec<_> = walk.by_ref().collect();
        assert_eq!(
            got,
            [("\"a\"", "1"), ("\"b\"", "{\"c\":[2]}"), ("\"d\"", "\"x\"")]
        );
        assert!(walk.ends_the_text());
        assert_eq!(raw_members(text), Some(got));
        let mut trailing = Members::of("{\"a\":1} x").unwrap();
        assert_eq!(trailing.by_ref().count(), 1);
        assert!(!trailing.failed && !trailing.ends_the_text());
        for bad in [
            "{\"a\":1,}",
            "{\"a\" 1}",
            "{\"a\":}",
            "{\"a\":1 \"b\":2}",
            "{\"a\":1",
        ] {
            let mut walk = Members::of(bad).unwrap();
            walk.by_ref().count();
            assert!(walk.failed && !walk.ends_the_text(), "{bad}");
            assert_eq!(raw_members(bad), None, "{bad}");
        }
        assert!(Members::of("[1]").is_none());
        let mut empty = Members::of("{ }").unwrap();
        assert_eq!(empty.next(), None);
        assert!(empty.ends_the_text());
    }

    #[test]
    fn parse_reads_floats_exactly_wherever_they_sit() {
        // Each of these comes back one ulp off from miniserde's own parser.
        let floats = [
            "-61.802154783813876",
            "978.1676562727869",
            "3.4028234663852886e38",
            "9.999999999999999e22",
        ];
        for f in floats {
            let want: f64 = f.parse().unwrap();
            let texts = [
                f.to_string(),
                format!("[1,{f},\"x\"]"),
                format!("{{\"b\":[{{}},{{\"k\\\"\":{f}}}],\"a\":{f},\"c\":[[{f}]]}}"),
                format!("{{\"a\":[{f}],\"a\":{f}}}"),
                format!("{{\"a\":{{\"x\":0.5}},\"a\":[{f}]}}"),
            ];
            for text in texts {
                let v = parse(&text).unwrap();
                let mut floats = Vec::new();
                let mut todo = vec![&v];
                while let Some(v) = todo.pop() {
                    match v {
                        Value::Number(Number::F64(x)) => floats.push(*x),
                        Value::Array(a) => todo.extend(a.iter()),
                        Value::Object(m) => todo.extend(m.values()),
                        _ => {}
                    }
                }
                assert!(!floats.is_empty(), "{text}");
                for x in floats {
                    assert_eq!(
                        x.to_bits(),
                        want.to_bits(),
                        "{text}: got {x:e}, want {want:e}"
                    );
                }
            }
        }
        assert_eq!(to_string(&parse("[1.5,-0.0,2]").unwrap()), "[1.5,-0.0,2]");
    }

    /// `depth` nested arrays: `[[…]]`.
    fn bomb(depth: usize) -> String {
        "[".repeat(depth) + &"]".repeat(depth)
    }

    #[test]
    fn too_deep_counts_brackets_outside_strings() {
        assert_eq!(too_deep(b"1", 0), None);
        assert_eq!(too_deep(b"[]", 0), Some(0));
        assert_eq!(too_deep(b"[]", 1), None);
        assert_eq!(too_deep(br#"{"a":[{"b":[]}]}"#, 4), None);
        assert_eq!(too_deep(br#"{"a":[{"b":[]}]}"#, 3), Some(11));
        // Brackets in strings, escaped quotes and backslashes do not count.
        assert_eq!(too_deep(br#"["[[[\"[[","\\",["#, 1), Some(16));
        assert_eq!(too_deep(br#"["[[[\"[[","\\"]"#, 1), None);
        // Closers never take the depth below zero.
        assert_eq!(too_deep(b"]]]][[", 1), Some(5));
    }

    #[test]
    fn parse_refuses_depth_bombs_before_building_them() {
        for depth in [DEFAULT_MAX_DEPTH + 1, 50_000, 500_000] {
            let e = parse_limited(&bomb(depth), DEFAULT_MAX_DEPTH).unwrap_err();
            assert_eq!(
                e,
                ParseError::TooDeep {
                    limit: DEFAULT_MAX_DEPTH,
                    offset: DEFAULT_MAX_DEPTH
                }
            );
            assert!(e.to_string().contains("--max-depth"), "{e}");
        }
        let at_limit = parse_limited(&bomb(DEFAULT_MAX_DEPTH), DEFAULT_MAX_DEPTH).unwrap();
        assert_eq!(to_string(&at_limit), bomb(DEFAULT_MAX_DEPTH));
        assert_eq!(parse_limited("[", 8).unwrap_err(), ParseError::Invalid);
        // Depth is checked first: a bomb cut short is still too deep.
        assert!(matches!(
            parse_limited("[[", 1),
            Err(ParseError::TooDeep { offset: 1, .. })
        ));
    }

    /// Every recursive walk a value may meet (miniserde's derived `Clone`
    /// and `Debug`, schema validation, our writers) stays inside a 2 MiB
    /// thread stack (smol's executor threads) at the highest settable limit.
    #[test]
    fn the_ceiling_fits_a_small_thread_stack() {
        let text = bomb(MAX_DEPTH_CEILING);
        let walk = move || {
            let v = parse_limited(&text, MAX_DEPTH_CEILING).unwrap();
            let copy = v.clone();
            let debug = format!("{copy:?}");
            let schema = crate::schema::Schema::parse("as").unwrap();
            let checked = schema.validate(&copy).is_err();
            (debug.len(), to_string(&copy).len(), checked)
        };
        let (debug, written, checked) = std::thread::Builder::new()
            .stack_size(2 << 20)
            .spawn(walk)
            .unwrap()
            .join()
            .unwrap();
        assert!(debug > MAX_DEPTH_CEILING && checked);
        assert_eq!(written, 2 * MAX_DEPTH_CEILING);
    }

    #[test]
    fn the_limit_is_read_from_flags_and_the_environment() {
        assert_eq!(parse_max_depth("--max-depth", "64"), Ok(64));
        assert_eq!(parse_max_depth("--max-depth", "1024"), Ok(1024));
        for bad in ["0", "1025", "-1", "ten", ""] {
            let e = parse_max_depth("--max-depth", bad).unwrap_err();
            assert!(e.contains("from 1 to 1024"), "{e}");
        }
    }

    #[test]
    fn shown_cuts_long_texts() {
        assert_eq!(shown("a\nb"), "\"a\\nb\"");
        let long = "é".repeat(100);
        assert_eq!(shown(&long), format!("{:?}… (200 bytes)", "é".repeat(60)));
    }

    #[test]
    fn member_raw_reads_a_member_as_sent() {
        let text = r#" { "jsonrpc" : "2.0", "id" : 1180591620717411303424 , "x":{"id":[1]} } "#;
        assert_eq!(member_raw(text, "id"), Some("1180591620717411303424"));
        assert_eq!(member_raw(text, "x"), Some(r#"{"id":[1]}"#));
        assert_eq!(member_raw(text, "nope"), None);
        for id in [
            "1.50",
            "-0",
            "1e3",
            "-1E-7",
            r#""a\"b\\c\u00e9""#,
            "null",
            r#""""#,
        ] {
            let text = format!(r#"{{"id":{id},"method":"ping"}}"#);
            assert_eq!(member_raw(&text, "id"), Some(id), "{text}");
        }
        // An escaped key still names its member; the last duplicate wins.
        assert_eq!(member_raw(r#"{"id":7}"#, "id"), Some("7"));
        assert_eq!(member_raw(r#"{"id":1,"id":2}"#, "id"), Some("2"));
        // Depth costs nothing: a member after a bomb is still found.
        let deep = format!(r#"{{"params":{},"id":"z"}}"#, bomb(500_000));
        assert_eq!(member_raw(&deep, "id"), Some(r#""z""#));
        // Not an object, or broken at the top level.
        for bad in [
            "[1]",
            "1",
            r#"{"id" 1}"#,
            r#"{"id":}"#,
            r#"{"id":1"#,
            "{id:1}",
            "",
        ] {
            assert_eq!(member_raw(bad, "id"), None, "{bad}");
        }
        assert_eq!(raw_members("{}"), Some(vec![]));
    }

    #[test]
    fn parse_keeps_integer_extremes_exact() {
        let v = parse("[18446744073709551615,-9223372036854775808]").unwrap();
        assert_eq!(to_string(&v), "[18446744073709551615,-9223372036854775808]");
    }

    /// [`parse_owned`] makes what [`parse`] makes, whichever string it
    /// takes, and takes a big plain one into the text's own buffer.
    #[test]
    fn a_text_given_away_reads_as_the_same_value() {
        let big = "ab\u{e9}\u{1F600}".repeat(TAKE_OVER / 4);
        let cases = [
            format!("[\"{big}\"]"),
            format!(" {{ \"a\" : \"{big}\" , \"b\": [1, \"\", 2.5] }} "),
            format!("[[1,{{\"x\":\"{big}\"}}],\"{big}\"]"),
            format!("\"{big}\""),
            // An escape: copied, as parse copies it.
            format!("[\"{big}\\n\"]"),
            // A repeated key: the last value wins, taken or not.
            format!("{{\"a\":\"{big}\",\"a\":\"\"}}"),
            format!("{{\"a\":\"\",\"a\":\"{big}\"}}"),
            // A key is never taken.
            format!("{{\"{big}\":1}}"),
            // Invalid after, or inside.
            format!("[\"{big}\""),
            format!("[\"{big}\"]x"),
            format!("[\"{big}"),
        ];
        for text in cases {
            let want = parse(&text).map(|v| to_string(&v));
            let got = parse_owned(text.clone()).map(|v| to_string(&v));
            assert!(want == got, "{:.80}", text);
        }
        // Taken, not copied: the string is the text's buffer, whose
        // capacity it keeps.
        let text = format!("[\"{big}\"]");
        let capacity = text.capacity();
        let Ok(Value::Array(items)) = parse_owned(text) else {
            panic!("not read");
        };
        let Some(Value::String(s)) = items.first() else {
            panic!("no string");
        };
        assert_eq!((s.len(), s.capacity()), (big.len(), capacity));
    }
}
