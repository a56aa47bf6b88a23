//! JSON values and writers.
//!
//! Parsing is miniserde's (non-recursive, so deep nesting cannot overflow the
//! stack). Writing goes through small helpers that keep object keys in the
//! order we choose, because miniserde's `Object` is a sorted map and protocol
//! replies read better in the order the specs show them.

pub use miniserde::json::{Array, Number, Object, Value};

/// Parses one JSON text. miniserde reports no position, so the error is a
/// fixed message the caller decorates with context.
pub fn parse(text: &str) -> Result<Value, &'static str> {
    miniserde::json::from_str::<Value>(text).map_err(|_| "invalid JSON")
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

/// Appends `text` as a JSON string literal.
pub fn push_quoted(out: &mut String, text: &str) {
    out.push('"');
    let bytes = text.as_bytes();
    let mut start = 0;
    for (i, &b) in bytes.iter().enumerate() {
        let escape: Option<&str> = match b {
            b'"' => Some("\\\""),
            b'\\' => Some("\\\\"),
            b'\n' => Some("\\n"),
            b'\r' => Some("\\r"),
            b'\t' => Some("\\t"),
            0x00..=0x1f => None,
            _ => continue,
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
    }
    out.push_str(&text[start..]);
    out.push('"');
}

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
        Obj {
            text: String::from("{"),
            empty: true,
        }
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
pub fn get_str<'a>(value: &'a Value, key: &str) -> Option<&'a str> {
    match get(value, key) {
        Some(Value::String(s)) => Some(s),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quote_escapes_quotes_backslashes_and_controls() {
        assert_eq!(quote("a\"b\\c\n\u{1}é"), "\"a\\\"b\\\\c\\n\\u0001é\"");
    }

    #[test]
    fn obj_keeps_insertion_order() {
        let text = Obj::new().str("b", "x").raw("a", "1").finish();
        assert_eq!(text, r#"{"b":"x","a":1}"#);
    }

    #[test]
    fn parse_keeps_integer_extremes_exact() {
        let v = parse("[18446744073709551615,-9223372036854775808]").unwrap();
        assert_eq!(to_string(&v), "[18446744073709551615,-9223372036854775808]");
    }
}
