//! A JSON text checked against its schema over its bytes, without building
//! a tree: how a big value (a pool's 64 MiB result) passes through the
//! nexus as the bytes it came in.
//!
//! [`conforms`] answers one question: is this text certainly one JSON value
//! that [`crate::json::parse`] would read and [`Schema::validate`] would
//! accept? `true` means yes, and the text may be passed on as it is.
//! `false` means "not certainly": the caller takes the tree-building path,
//! which gives the precise error (or, for the few texts this pass does not
//! decide, such as a record with a duplicate key, a lone `\u` surrogate or
//! an integer written `-0`, accepts it). The fuzz target `json_scan` checks
//! that a `true` here is never a refusal there, and that every text the
//! tree path accepts in compact form is accepted here too.
//!
//! Depth: the walk recurses along the *schema*, never along the text, so
//! it is at most [`crate::schema::MAX_SCHEMA_DEPTH`] frames deep whatever
//! the text holds; a text nested deeper than its schema is a mismatch where
//! the nesting starts. The process's nesting limit ([`json::max_depth`]) is
//! honoured as the tree path honours it. No allocation, no I/O.

use crate::json;
use crate::schema::Schema;

/// Whether `text` is certainly a JSON value of `schema` (see the module
/// comment): `true` only when the tree path would accept it.
pub fn conforms(schema: &Schema, text: &str) -> bool {
    conforms_within(schema, text, json::max_depth())
}

/// [`conforms`] for a text nested at most `limit` levels (an item of an
/// array, whose own level counts against the process's limit).
pub fn conforms_within(schema: &Schema, text: &str, limit: usize) -> bool {
    let mut scan = Scan {
        b: text.as_bytes(),
        i: 0,
        depth: 0,
        limit,
    };
    scan.value(schema) && {
        scan.ws();
        scan.i == scan.b.len()
    }
}

/// Where the items of the JSON array `text` lie: each item's first and
/// past-its-last byte, without the whitespace around it. Found by counting
/// brackets outside strings (no recursion, no tree): the items are *not*
/// checked, so each must still be read ([`crate::json::parse_limited`]) or
/// checked ([`conforms_within`]) by the caller. `None` when the text is
/// not an array whose brackets and strings close, with only whitespace
/// after it; a text that is not valid JSON either way yields spans that
/// the item's own reading refuses.
pub fn array_items(text: &str) -> Option<Vec<(usize, usize)>> {
    let b = text.as_bytes();
    let skip_ws = |mut i: usize| {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = b.get(i) {
            i += 1;
        }
        i
    };
    let mut i = skip_ws(0);
    if b.get(i) != Some(&b'[') {
        return None;
    }
    i = skip_ws(i + 1);
    let mut items = Vec::new();
    if b.get(i) == Some(&b']') {
        return (skip_ws(i + 1) == b.len()).then_some(items);
    }
    let (mut start, mut depth) = (i, 0usize);
    loop {
        match *b.get(i)? {
            b'"' => {
                i += 1;
                loop {
                    i += json::plain_len(b.get(i..)?);
                    match *b.get(i)? {
                        b'"' => break,
                        b'\\' => i += 2,
                        _ => i += 1, // a control character: refused later
                    }
                }
            }
            b'[' | b'{' => depth += 1,
            b']' | b'}' if depth > 0 => depth -= 1,
            b',' | b']' if depth == 0 => {
                let mut end = i;
                while end > start && matches!(b[end - 1], b' ' | b'\t' | b'\n' | b'\r') {
                    end -= 1;
                }
                items.push((start, end));
                if b[i] == b']' {
                    return (skip_ws(i + 1) == b.len()).then_some(items);
                }
                start = skip_ws(i + 1);
                i = start;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
}

struct Scan<'t> {
    b: &'t [u8],
    i: usize,
    /// Open arrays and objects, against `limit`.
    depth: usize,
    limit: usize,
}

impl Scan<'_> {
    fn peek(&self) -> Option<u8> {
        self.b.get(self.i).copied()
    }

    fn ws(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.peek() {
            self.i += 1;
        }
    }

    fn eat(&mut self, c: u8) -> bool {
        self.ws();
        if self.peek() == Some(c) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn word(&mut self, w: &[u8]) -> bool {
        self.ws();
        if self.b[self.i.min(self.b.len())..].starts_with(w) {
            self.i += w.len();
            true
        } else {
            false
        }
    }

    /// One value of `schema`. Recursion follows the schema only.
    fn value(&mut self, schema: &Schema) -> bool {
        match schema {
            Schema::Hint(_, t) => self.value(t),
            Schema::Unit => self.word(b"null"),
            Schema::Bool => self.word(b"true") || self.word(b"false"),
            Schema::Str => self.string().is_some(),
            Schema::Int { .. } | Schema::BigInt => self.integer(schema),
            Schema::Real { bytes } => self.real(*bytes),
            Schema::Optional(t) => self.word(b"null") || self.value(t),
            Schema::List(t) => self.items(|s, _| s.value(t), None),
            Schema::Tuple(ts) => {
                self.items(|s, n| ts.get(n).is_some_and(|t| s.value(t)), Some(ts.len()))
            }
            Schema::Record(fields) => self.record(fields),
            Schema::Table(_) | Schema::Stream(_) => false,
        }
    }

    fn open(&mut self, c: u8) -> bool {
        if !self.eat(c) {
            return false;
        }
        self.depth += 1;
        self.depth <= self.limit
    }

    /// `[` items `]`, each read by `item` (given its index); exactly
    /// `count` of them when given.
    fn items(
        &mut self,
        mut item: impl FnMut(&mut Self, usize) -> bool,
        count: Option<usize>,
    ) -> bool {
        if !self.open(b'[') {
            return false;
        }
        let mut n = 0;
        if !self.eat(b']') {
            loop {
                if !item(self, n) {
                    return false;
                }
                n += 1;
                if self.eat(b']') {
                    break;
                }
                if !self.eat(b',') {
                    return false;
                }
            }
        }
        self.depth -= 1;
        count.is_none_or(|c| c == n)
    }

    /// `{` members `}`: every declared field exactly once, no other key,
    /// keys without escapes (a key with one is left to the tree path).
    fn record(&mut self, fields: &[(String, Schema)]) -> bool {
        if fields.len() > 64 || !self.open(b'{') {
            return false;
        }
        let mut seen = 0u64;
        if !self.eat(b'}') {
            loop {
                self.ws();
                let Some((true, key)) = self.string() else {
                    return false;
                };
                let Some(k) = fields.iter().position(|(f, _)| f.as_bytes() == key) else {
                    return false;
                };
                if seen & (1 << k) != 0 || !self.eat(b':') || !self.value(&fields[k].1) {
                    return false;
                }
                seen |= 1 << k;
                if self.eat(b'}') {
                    break;
                }
                if !self.eat(b',') {
                    return false;
                }
            }
        }
        self.depth -= 1;
        seen.count_ones() as usize == fields.len()
    }

    /// A string token: whether it holds no escape, and its raw bytes
    /// between the quotes. `None` when it is not a string, or has an escape
    /// the tree path might read differently (a `\u` surrogate).
    fn string(&mut self) -> Option<(bool, &[u8])> {
        self.ws();
        if self.peek() != Some(b'"') {
            return None;
        }
        let start = self.i + 1;
        let mut i = start;
        let mut plain = true;
        loop {
            i += json::plain_len(&self.b[i.min(self.b.len())..]);
            match *self.b.get(i)? {
                b'"' => break,
                b'\\' => {
                    plain = false;
                    match *self.b.get(i + 1)? {
                        b'"' | b'\\' | b'/' | b'b' | b'f' | b'n' | b'r' | b't' => i += 2,
                        b'u' => {
                            let hex = self.b.get(i + 2..i + 6)?;
                            let code =
                                u32::from_str_radix(std::str::from_utf8(hex).ok()?, 16).ok()?;
                            if !hex.iter().all(u8::is_ascii_hexdigit)
                                || (0xD800..0xE000).contains(&code)
                            {
                                return None;
                            }
                            i += 6;
                        }
                        _ => return None,
                    }
                }
                _ => return None, // a control character
            }
        }
        self.i = i + 1;
        Some((plain, &self.b[start..i]))
    }

    /// A number token: (whether it has a fraction or exponent, its text).
    fn number(&mut self) -> Option<(bool, &str)> {
        self.ws();
        let start = self.i;
        let b = self.b;
        let mut i = start;
        if b.get(i) == Some(&b'-') {
            i += 1;
        }
        let digits = |i: &mut usize| {
            let s = *i;
            while b.get(*i).is_some_and(u8::is_ascii_digit) {
                *i += 1;
            }
            *i - s
        };
        let first = *b.get(i)?;
        let int_digits = digits(&mut i);
        if int_digits == 0 || (first == b'0' && int_digits > 1) {
            return None;
        }
        let mut float = false;
        if b.get(i) == Some(&b'.') {
            i += 1;
            if digits(&mut i) == 0 {
                return None;
            }
            float = true;
        }
        if let Some(b'e' | b'E') = b.get(i) {
            i += 1;
            if let Some(b'+' | b'-') = b.get(i) {
                i += 1;
            }
            if digits(&mut i) == 0 {
                return None;
            }
            float = true;
        }
        self.i = i;
        Some((float, std::str::from_utf8(&b[start..i]).ok()?))
    }

    fn integer(&mut self, schema: &Schema) -> bool {
        let Some((false, text)) = self.number() else {
            return false;
        };
        // Up to 19 digits always fit an i128 here; longer ones (which the
        // tree path may read as a float) and `-0` are left to it.
        if text.len() > 20 || text == "-0" {
            return false;
        }
        let Ok(n) = text.parse::<i128>() else {
            return false;
        };
        let (lo, hi) = schema.int_range();
        (lo..=hi).contains(&n)
    }

    fn real(&mut self, bytes: u8) -> bool {
        let Some((float, text)) = self.number() else {
            return false;
        };
        // A plain integer of at most 38 digits is finite even as an f32;
        // anything else is read (the tree path reads it exactly too).
        if !float && text.len() <= 38 {
            return true;
        }
        match text.parse::<f64>() {
            Ok(x) if x.is_finite() => bytes != 4 || (x as f32).is_finite(),
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(schema: &str, text: &str) -> bool {
        conforms(&Schema::parse(schema).expect("schema"), text)
    }

    #[test]
    fn array_items_are_found_where_they_lie() {
        fn items(t: &str) -> Option<Vec<&str>> {
            array_items(t).map(|v| v.iter().map(|&(s, e)| &t[s..e]).collect())
        }
        assert_eq!(items(" [ ] "), Some(vec![]));
        assert_eq!(items("[1]"), Some(vec!["1"]));
        assert_eq!(
            items(r#" [ 1 , "a,]\"[" , [2,[3]] , {"k":[4,"}"]} ] "#),
            Some(vec!["1", r#""a,]\"[""#, "[2,[3]]", r#"{"k":[4,"}"]}"#])
        );
        // Spans for the items' own readers to refuse.
        assert_eq!(items("[1 2]"), Some(vec!["1 2"]));
        assert_eq!(items("[,]"), Some(vec!["", ""]));
        assert_eq!(items("[{]}]"), Some(vec!["{]}"]));
        // Not an array that closes.
        for t in [
            "", "{}", "[", "[1", r#"["a]"#, "[1]x", "[1]]", r#"["\"#, "[[1]",
        ] {
            assert_eq!(items(t), None, "{t:?}");
        }
    }

    #[test]
    fn accepts_what_the_tree_path_accepts() {
        assert!(ok("s", r#""hello""#));
        assert!(ok("s", r#" "a\"b\\c\u00e9\n" "#));
        assert!(ok("i4", "-2147483648"));
        assert!(ok("u1", "255"));
        assert!(ok("j", "18446744073709551615"));
        assert!(ok("f8", "1.5e300"));
        assert!(ok("f8", "7"));
        assert!(ok("af8", "[0.5, 1, -2e-3]"));
        assert!(ok("as", "[]"));
        assert!(ok("m24names2hpj", r#"{"hp":7,"name":"Orc"}"#));
        assert!(ok("?s", "null"));
        assert!(ok("t2si4", r#"["a",1]"#));
        assert!(ok("b", "true"));
        assert!(ok("z", "null"));
    }

    #[test]
    fn refuses_or_defers_what_it_cannot_vouch_for() {
        assert!(
            !ok("s", r#""\ud800""#),
            "a lone surrogate goes to the tree path"
        );
        assert!(!ok("s", "\"a\u{1}b\""), "a raw control character");
        assert!(!ok("s", r#""abc"#), "truncated");
        assert!(!ok("s", r#""a" "b""#), "two values");
        assert!(!ok("u1", "256"));
        assert!(!ok("i4", "1.0"));
        assert!(!ok("j", "-0"));
        assert!(!ok("j", "123456789012345678901234"));
        assert!(!ok("f4", "1e39"));
        assert!(!ok("f8", "1e999"));
        assert!(!ok("f8", "01"));
        assert!(!ok("t2si4", r#"["a"]"#));
        assert!(!ok("m24names2hpj", r#"{"hp":7}"#), "a missing field");
        assert!(
            !ok("m24names2hpj", r#"{"hp":7,"hp":7,"name":"x"}"#),
            "a duplicate"
        );
        assert!(
            !ok("m24names2hpj", r#"{"hp":7,"name":"x","x":1}"#),
            "an extra key"
        );
        assert!(
            !ok("m24names2hpj", r#"{"h\u0070":7,"name":"x"}"#),
            "an escaped key"
        );
        assert!(!ok("af8", "[1,]"));
        assert!(!ok("af8", "[1 2]"));
    }

    #[test]
    fn depth_follows_the_schema_not_the_text() {
        // A depth bomb where the schema wants a string: refused at its start.
        let bomb = "[".repeat(1_000_000);
        assert!(!ok("s", &bomb));
        assert!(!ok("aas", &bomb));
        let deep = format!("{}{}", "[".repeat(3), "]".repeat(3));
        assert!(ok("aaas", &deep));
    }

    #[test]
    fn honours_the_nesting_limit() {
        // The limit is process-wide; 128 by default, more than any schema.
        assert!(ok("aaaaj", "[[[[1]]]]"));
    }
}
