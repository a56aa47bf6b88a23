//! JSON values and writers.
//!
//! Parsing is miniserde's (non-recursive, so deep nesting cannot overflow the
//! stack). Writing goes through small helpers that keep object keys in the
//! order we choose, because miniserde's `Object` is a sorted map and protocol
//! replies read better in the order the specs show them.

pub use miniserde::json::{Array, Number, Object, Value};

/// Parses one JSON text. miniserde reports no position, so the error is a
/// fixed message the caller decorates with context.
///
/// miniserde computes floats as `significand * 10^exp` in f64 arithmetic,
/// which is off by one ulp for about one float in ten (`-61.802154783813876`
/// comes back as `-61.80215478381387`). Values are re-serialized on their way
/// to a pool, so that error would reach the function; every float is
/// therefore re-read from its token with the correctly rounded parser of std.
pub fn parse(text: &str) -> Result<Value, &'static str> {
    let mut value = miniserde::json::from_str::<Value>(text).map_err(|_| "invalid JSON")?;
    if has_float(&value) {
        exact_floats(text, &mut value);
    }
    Ok(value)
}

fn has_float(value: &Value) -> bool {
    let mut todo = vec![value];
    while let Some(v) = todo.pop() {
        match v {
            Value::Number(Number::F64(_)) => return true,
            Value::Array(items) => todo.extend(items.iter()),
            Value::Object(map) => todo.extend(map.values()),
            _ => {}
        }
    }
    false
}

/// Walks `text` (already known to be valid JSON) alongside `root`, which
/// miniserde parsed from it, and replaces each `F64` with the exact parse of
/// its token. Iterative: each open container is moved out of its parent onto
/// a stack and put back when it closes, so deep nesting cannot overflow the
/// stack. With duplicate keys the last occurrence is walked last, matching
/// miniserde's last-wins objects.
fn exact_floats(text: &str, root: &mut Value) {
    enum Home {
        Root,
        Index(usize),
        Key(String),
    }
    struct Frame {
        /// The container, or None while walking text that has no counterpart.
        value: Option<Value>,
        home: Home,
        index: usize,
        key: Option<String>,
    }
    fn slot(frame: &mut Frame) -> Option<&mut Value> {
        match frame.value.as_mut()? {
            Value::Array(items) => items.get_mut(frame.index),
            Value::Object(map) => map.get_mut(frame.key.as_deref()?),
            _ => None,
        }
    }
    fn done(stack: &mut [Frame]) {
        if let Some(top) = stack.last_mut() {
            top.index += 1;
            top.key = None;
        }
    }
    let bytes = text.as_bytes();
    let mut stack: Vec<Frame> = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        match b {
            b'"' => {
                let start = i;
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
                let end = i.min(bytes.len());
                match stack.last_mut() {
                    Some(top)
                        if matches!(top.value, Some(Value::Object(_))) && top.key.is_none() =>
                    {
                        top.key = match miniserde::json::from_str::<Value>(&text[start..end]) {
                            Ok(Value::String(k)) => Some(k),
                            _ => None,
                        };
                    }
                    _ => done(&mut stack),
                }
                continue;
            }
            b'-' | b'0'..=b'9' => {
                let start = i;
                while i < bytes.len()
                    && matches!(bytes[i], b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9')
                {
                    i += 1;
                }
                let target = match stack.last_mut() {
                    Some(top) => slot(top),
                    None => Some(&mut *root),
                };
                if let Some(Value::Number(Number::F64(x))) = target
                    && let Ok(exact) = text[start..i].parse::<f64>()
                    && exact.is_finite()
                {
                    *x = exact;
                }
                done(&mut stack);
                continue;
            }
            b'[' | b'{' => {
                let want_object = b == b'{';
                let fits = |v: &Value| match v {
                    Value::Object(_) => want_object,
                    Value::Array(_) => !want_object,
                    _ => false,
                };
                // Move the matching container out of its parent; a container
                // with no counterpart (a shadowed duplicate key) is walked
                // with no value, so nothing in it is touched.
                let (child, home) = match stack.last_mut() {
                    None => (
                        fits(root).then(|| std::mem::replace(root, Value::Null)),
                        Home::Root,
                    ),
                    Some(top) => {
                        let home = match &top.key {
                            Some(k) => Home::Key(k.clone()),
                            None => Home::Index(top.index),
                        };
                        let child = slot(top)
                            .filter(|v| fits(v))
                            .map(|v| std::mem::replace(v, Value::Null));
                        (child, home)
                    }
                };
                stack.push(Frame {
                    value: child,
                    home,
                    index: 0,
                    key: None,
                });
            }
            b']' | b'}' => {
                if let Some(frame) = stack.pop() {
                    if let Some(value) = frame.value {
                        match (frame.home, stack.last_mut()) {
                            (Home::Root, _) => *root = value,
                            (
                                Home::Index(n),
                                Some(Frame {
                                    value: Some(Value::Array(items)),
                                    ..
                                }),
                            ) => {
                                if let Some(s) = items.get_mut(n) {
                                    *s = value;
                                }
                            }
                            (
                                Home::Key(k),
                                Some(Frame {
                                    value: Some(Value::Object(map)),
                                    ..
                                }),
                            ) => {
                                if let Some(s) = map.get_mut(&k) {
                                    *s = value;
                                }
                            }
                            _ => {}
                        }
                    }
                    done(&mut stack);
                }
            }
            b't' | b'f' | b'n' => {
                while i < bytes.len() && bytes[i].is_ascii_alphabetic() {
                    i += 1;
                }
                done(&mut stack);
                continue;
            }
            _ => {}
        }
        i += 1;
    }
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

    #[test]
    fn parse_keeps_integer_extremes_exact() {
        let v = parse("[18446744073709551615,-9223372036854775808]").unwrap();
        assert_eq!(to_string(&v), "[18446744073709551615,-9223372036854775808]");
    }
}
