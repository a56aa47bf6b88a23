//! The oracle of the `json_read` target: miniserde's JSON reader, then
//! every float re-read exactly. This is how nexus read JSON before it had
//! its own reader (`nexus_core::json`, `json/read.rs`), and what that
//! reader must still answer on every text: the same value, or a refusal.
//! It lives here, not in nexus-core, because nothing shipped calls it; it
//! owns the comparison, and the tests that hold the reader to it.

use nexus_core::json::{Number, ParseError, Value, plain_len};

/// A text at least this long has its strings' plain runs skipped with
/// [`plain_len`] (as nexus-core's own scans do past the same length); a
/// shorter one byte by byte. Either way the walk sees the same bytes.
const FAST_SCAN: usize = 4096;

/// What [`nexus_core::json::parse_member`] made before our reader (`json/read.rs`):
/// miniserde's reader, then every float re-read exactly. The `json_read`
/// target and the tests below hold the two to the same answer.
pub(crate) fn parse_member_miniserde(text: &str) -> Result<Value, ParseError> {
    let in_range = numbers_by_range(text)?;
    let mut value = miniserde::json::from_str::<Value>(in_range.as_deref().unwrap_or(text))
        .map_err(|_| ParseError::Invalid)?;
    if may_hold_a_float(text.as_bytes()) && has_float(&value) {
        exact_floats(text, &mut value);
    }
    Ok(value)
}

/// The one rule our reader does not take from miniserde: a number token
/// is accepted exactly when std's reading of it is finite (`json/read.rs`;
/// miniserde's arithmetic overflows on some finite tokens near `f64::MAX`).
/// A text with a valid number token (RFC 8259 §6) of magnitude 1e300 or
/// more is handed to miniserde with each such token written `0.0` (the
/// walk of [`exact_floats`] over the original text then puts the exact
/// value back), and refused if one is past `f64`'s range. `None`: no such
/// token, the text as it is.
fn numbers_by_range(text: &str) -> Result<Option<String>, ParseError> {
    let bytes = text.as_bytes();
    let mut out: Option<String> = None;
    let mut copied = 0;
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        match b {
            b'"' => {
                i += 1;
                while let Some(&c) = bytes.get(i) {
                    i += if c == b'\\' { 2 } else { 1 };
                    if c == b'"' {
                        break;
                    }
                }
            }
            b'-' | b'0'..=b'9' => {
                let start = i;
                while let Some(b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9') = bytes.get(i) {
                    i += 1;
                }
                let token = &text[start..i];
                if !is_json_number(token) {
                    continue;
                }
                match token.parse::<f64>() {
                    Ok(x) if x.is_finite() && x.abs() < 1e300 => {}
                    Ok(x) if x.is_finite() => {
                        let o = out.get_or_insert_with(String::new);
                        o.push_str(&text[copied..start]);
                        o.push_str("0.0");
                        copied = i;
                    }
                    _ => return Err(ParseError::Invalid),
                }
            }
            _ => i += 1,
        }
    }
    Ok(out.map(|mut o| {
        o.push_str(&text[copied..]);
        o
    }))
}

/// Whether `token` is a whole JSON number (RFC 8259 §6): `-`? then `0` or
/// a digit run not starting with `0`, then `.` digits?, then `e` sign? digits?.
fn is_json_number(token: &str) -> bool {
    let b = token.as_bytes();
    let digits = |mut i: usize| {
        let from = i;
        while b.get(i).is_some_and(u8::is_ascii_digit) {
            i += 1;
        }
        (i > from).then_some(i)
    };
    let mut i = usize::from(b.first() == Some(&b'-'));
    i = match b.get(i) {
        Some(b'0') => i + 1,
        Some(b'1'..=b'9') => digits(i).unwrap_or(i),
        _ => return false,
    };
    if b.get(i) == Some(&b'.') {
        let Some(j) = digits(i + 1) else { return false };
        i = j;
    }
    if let Some(b'e' | b'E') = b.get(i) {
        let sign = usize::from(matches!(b.get(i + 1), Some(b'+' | b'-')));
        let Some(j) = digits(i + 1 + sign) else {
            return false;
        };
        i = j;
    }
    i == b.len()
}

/// Whether valid JSON `bytes` may hold a float. miniserde makes an `F64`
/// of a token with a `.`, or an exponent's `e`/`E` right after a digit
/// (RFC 8259 §6), and of an integer too long for 64 bits (19 digits or
/// more may be). A text with none of these (most requests) skips the walk
/// of [`has_float`]; a string that looks so only costs that walk.
fn may_hold_a_float(bytes: &[u8]) -> bool {
    let fast = bytes.len() >= FAST_SCAN;
    let mut digits = 0;
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        i += 1;
        match b {
            // The text is valid JSON: a string holds no number; its plain
            // runs are skipped at memory speed.
            b'"' => {
                digits = 0;
                while i < bytes.len() {
                    if fast {
                        i += plain_len(&bytes[i..]);
                    }
                    match bytes.get(i) {
                        Some(b'\\') => i += 2,
                        Some(b'"') => {
                            i += 1;
                            break;
                        }
                        Some(_) => i += 1,
                        None => {}
                    }
                }
            }
            b'.' => return true,
            b'e' | b'E' if digits > 0 => return true,
            b'0'..=b'9' => {
                digits += 1;
                if digits >= 19 {
                    return true;
                }
            }
            _ => digits = 0,
        }
    }
    false
}

/// Whether `root` holds an `F64` anywhere. Only containers wait on the
/// stack, so a request like `tools/call`'s makes one small allocation
/// here, not one per member.
fn has_float(root: &Value) -> bool {
    fn visit<'v>(value: &'v Value, open: &mut Vec<&'v Value>) -> bool {
        match value {
            Value::Number(Number::F64(_)) => true,
            Value::Array(_) | Value::Object(_) => {
                open.push(value);
                false
            }
            _ => false,
        }
    }
    let mut open = Vec::new();
    if visit(root, &mut open) {
        return true;
    }
    while let Some(container) = open.pop() {
        let found = match container {
            Value::Array(items) => items.iter().any(|v| visit(v, &mut open)),
            Value::Object(map) => map.values().any(|v| visit(v, &mut open)),
            _ => false,
        };
        if found {
            return true;
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
    let fast = bytes.len() >= FAST_SCAN;
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
                    // A plain run (most of a big string) at memory speed.
                    if fast {
                        i += plain_len(bytes.get(i..).unwrap_or_default());
                    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use nexus_core::json;

    /// Our reader and the oracle read `text` the same: one value, or a
    /// refusal from both.
    fn same(text: &str) {
        let ours = json::parse_member(text).ok();
        let theirs = parse_member_miniserde(text).ok();
        assert_eq!(
            ours.as_ref().map(json::to_string),
            theirs.as_ref().map(json::to_string),
            "{text:?}"
        );
    }

    #[test]
    fn reads_every_kind_as_miniserde_does() {
        for text in [
            "0",
            "-0",
            "1",
            "-1",
            "01",
            "-01",
            "1.",
            ".5",
            "1.5",
            "-1.5e3",
            "1e",
            "1e+",
            "1E-2",
            "+1",
            "-",
            "18446744073709551615",
            "18446744073709551616",
            "-9223372036854775808",
            "-9223372036854775809",
            "-18446744073709551615",
            "-18446744073709551616",
            "1e308",
            "1.7976931348623157e308",
            "1.7976931348623159e308",
            "1e309",
            "-1e400",
            "1e-400",
            "0e99999999999999999999",
            "1e99999999999999999999",
            "2.5e-324",
            "123456789012345678901234567890",
            "-61.802154783813876",
            "true",
            "false",
            "null",
            "tru",
            "nulll",
            "\"\"",
            "\"a\"",
            "\"a\\\"b\"",
            "\"\\u00e9\\ud83c\\udf89\"",
            "\"\\ud800\"",
            "\"\\ud800x\"",
            "\"\\udc00\"",
            "\"\\x\"",
            "\"a\tb\"",
            "\"a",
            "\"\\",
            "\"\\\"",
            "\"é✓🎉\"",
            "[]",
            "[ ]",
            "[1,]",
            "[,1]",
            "[1 2]",
            "[1,[2,[3,{}]]]",
            "{}",
            "{ }",
            "{\"a\":1,\"a\":2}",
            "{\"a\":{\"b\":[]},\"a\":3}",
            "{\"a\"1}",
            "{\"a\":}",
            "{\"a\":1,}",
            "{1:2}",
            "{\"\\u0061\":1,\"a\":2}",
            " \t\r\n[1]\n ",
            "[1] x",
            "",
            " ",
            "[",
            "{",
            "]",
            "\"x\" \"y\"",
            "[\"a\\\\\",\"b\"]",
            "{\"k\":\"v\\n\"}",
        ] {
            same(text);
        }
    }

    #[test]
    fn every_text_miniserde_reads_a_float_from_is_flagged_as_maybe_holding_one() {
        let floats = [
            "1.5",
            "[1e3]",
            "{\"a\":2E-1}",
            "18446744073709551616",
            "-9223372036854775809",
            "[0.0]",
            "1000000000000000000000",
        ];
        for text in floats {
            assert!(
                has_float(&miniserde::json::from_str::<Value>(text).unwrap()),
                "{text}"
            );
            assert!(may_hold_a_float(text.as_bytes()), "{text}");
        }
        let none = [
            "15",
            "{\"_1\":15,\"name\":\"free\"}",
            "999999999999999999",
            "-922337203685477580",
            "[true,null,\"e\"]",
        ];
        for text in none {
            assert!(!may_hold_a_float(text.as_bytes()), "{text}");
        }
        // A look-alike inside a string is skipped with the string.
        assert!(!may_hold_a_float(b"\"v1.2\""));
        assert!(!may_hold_a_float(b"[\"a\\\"1.5\",\"\\\\\",2]"));
        assert!(may_hold_a_float(b"[\"a\\\"\",1.5]"));
        assert!(matches!(json::parse("\"v1.2\""), Ok(Value::String(s)) if s == "v1.2"));
    }

    #[test]
    fn has_float_finds_a_float_at_any_depth_and_nothing_else() {
        let with = [
            "1.5",
            r#"{"a":1,"b":[2,{"c":[3,4.25]}]}"#,
            r#"[[[],{}],{"x":"1.5"},[1e3]]"#,
        ];
        for text in with {
            let value: Value = miniserde::json::from_str(text).unwrap();
            assert!(has_float(&value), "{text}");
        }
        let without = ["1", r#"{"a":1,"b":[2,{"c":[3,"4.25",null,true]}]}"#, "[]"];
        for text in without {
            let value: Value = miniserde::json::from_str(text).unwrap();
            assert!(!has_float(&value), "{text}");
        }
    }

    /// Numbers near and past the end of `f64`'s range: accepted exactly
    /// when their reading is finite, in our reader and in the oracle
    /// (`regress-finite-number-near-f64-max`, which miniserde alone refuses).
    #[test]
    fn numbers_at_the_end_of_the_range_follow_their_exact_reading() {
        let max = "1.7976931348623158e308";
        assert!(miniserde::json::from_str::<Value>(max).is_err());
        for text in [
            max,
            "-1.7976931348623158e308",
            "[1e300, {\"a\": -1.5e307}, 1.7976931348623157e308]",
            "{\"1e400\": 1e308, \"x\": 1e300}",
            &format!("1{}", "0".repeat(300)),
            "[1.7976931348623159e308]",
            "1e400",
            "[1e300,]",
            "[01e300]",
            "-1e300e1",
        ] {
            same(text);
        }
        assert!(parse_member_miniserde(max).is_ok_and(
            |v| json::to_string(&v) == json::to_string(&json::parse_member(max).unwrap())
        ));
        assert!(parse_member_miniserde("[1.7976931348623159e308]").is_err());
        assert!(is_json_number("-0.5e+3") && is_json_number("0") && !is_json_number("01"));
        assert!(!is_json_number("1.") && !is_json_number("-") && !is_json_number("1e"));
    }

    #[test]
    fn a_big_plain_string_reads_as_miniserde_reads_it() {
        let inner = "abcdefghij".repeat(100_000);
        same(&format!("[\"{inner}\",\"{inner}\\n\"]"));
    }

    /// A long string (past [`FAST_SCAN`]) holding every ASCII byte, quoted:
    /// nothing in it looks like a float.
    #[test]
    fn a_long_quoted_string_holds_no_float() {
        let all: String = (0u8..0x80).map(char::from).collect();
        let long = format!("{}{all}", "x".repeat(FAST_SCAN)).repeat(3);
        assert!(!may_hold_a_float(json::quote(&long).as_bytes()));
    }
}
