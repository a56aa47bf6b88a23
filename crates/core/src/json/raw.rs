//! JSON text handled as text: tokens skipped, never parsed. The items of
//! an array and the members of an object as their raw texts
//! ([`array_items`], [`raw_members`], [`Members`]), one member as sent
//! ([`member_raw`], for JSON-RPC ids), a key compared without unescaping
//! when it needs none ([`plain_string`]), and the pretty layout morloc's
//! nexus prints ([`pretty`]). Skipping counts brackets, so any depth costs
//! no stack and an integer of any size stays as written.

use super::bytes::{STRUCTURE, has_class, plain_len};

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
/// token is also how [`to_string`](super::to_string) writes that string.
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
/// the last one counts, as in [`parse`](super::parse).
pub fn member_raw<'t>(text: &'t str, key: &str) -> Option<&'t str> {
    // One walk, keeping the last match, allocating nothing (every line's id
    // is found this way).
    let mut members = Members::of(text)?;
    let found = members
        .by_ref()
        .filter(|(k, _)| key_is(k, key))
        .last()
        .map(|(_, v)| v);
    if members.failed { None } else { found }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json::limits::bomb;
    use crate::json::*;

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
}
