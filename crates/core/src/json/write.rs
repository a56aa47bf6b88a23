//! Writing JSON text: compact text of a [`Value`], string literals
//! ([`quote`], [`push_quoted`], [`quote_owned`] in place), objects whose
//! keys stay in the order written ([`Obj`]), arrays of texts already
//! written, and a text shown short in a one-line message ([`shown`]). Owned
//! apart because miniserde's `Object` is a sorted map and protocol replies
//! read better in the order the specs show them.

use super::bytes::{FAST_SCAN, STRING_STOP, has_class, plain_len};
use super::{ENVELOPE_ROOM, Value};

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
            // One table test a byte (three comparisons each cost a call
            // a byte in a fuzz target's comparison tracing).
            while i < bytes.len() && !has_class(bytes[i], STRING_STOP) {
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
    /// An empty object, with room for a typical reply reserved.
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

    /// Closes the object and returns its JSON text.
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json::*;

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
    fn shown_cuts_long_texts() {
        assert_eq!(shown("a\nb"), "\"a\\nb\"");
        let long = "é".repeat(100);
        assert_eq!(shown(&long), format!("{:?}… (200 bytes)", "é".repeat(60)));
    }
}
