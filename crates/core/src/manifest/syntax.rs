//! Where a manifest that is not JSON goes wrong: the line, column and a
//! few words for the first fault, for the one error the operator reads.

use crate::json;

/// The 1-based line and column (in characters) of byte `at` of `text`.
pub(super) fn line_column(text: &str, at: usize) -> (usize, usize) {
    let before = &text[..text.floor_char_boundary(at)];
    let line = before.matches('\n').count() + 1;
    let start = before.rfind('\n').map_or(0, |i| i + 1);
    (line, before[start..].chars().count() + 1)
}

/// Where a text that is not JSON first goes wrong, and how: the byte
/// offset of the fault and a few words for it. Only for messages, once the
/// parser has refused the text; nesting is bounded by the parser's ceiling,
/// which a text gets past only as `TooDeep`.
pub(super) fn syntax_fault(text: &str) -> (usize, &'static str) {
    let b = text.as_bytes();
    let skip = |mut i: usize| {
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        i
    };
    // Reads one value at `i`; Ok(the offset after it) or Err(the fault).
    fn value(b: &[u8], i: usize, depth: usize) -> Result<usize, (usize, &'static str)> {
        let skip = |mut i: usize| {
            while i < b.len() && b[i].is_ascii_whitespace() {
                i += 1;
            }
            i
        };
        if depth > json::MAX_DEPTH_CEILING {
            return Err((i, "nested too deeply"));
        }
        match b.get(i) {
            None => Err((i, "the text ends where a value should be")),
            Some(b'{') | Some(b'[') => {
                let (close, object) = if b[i] == b'{' {
                    (b'}', true)
                } else {
                    (b']', false)
                };
                let mut j = skip(i + 1);
                if b.get(j) == Some(&close) {
                    return Ok(j + 1);
                }
                loop {
                    if object {
                        if b.get(j) != Some(&b'"') {
                            return Err((j, "a member name in double quotes was expected"));
                        }
                        j = skip(string(b, j)?);
                        if b.get(j) != Some(&b':') {
                            return Err((j, "a ':' was expected after the member name"));
                        }
                        j = skip(j + 1);
                    }
                    j = skip(value(b, j, depth + 1)?);
                    match b.get(j) {
                        Some(&c) if c == close => return Ok(j + 1),
                        Some(b',') => {
                            j = skip(j + 1);
                            if matches!(b.get(j), Some(b'}') | Some(b']')) {
                                return Err((j, "a trailing comma"));
                            }
                        }
                        None => return Err((j, "the text ends inside an object or array")),
                        Some(_) => return Err((j, "a ',' or a closing bracket was expected")),
                    }
                }
            }
            Some(b'"') => string(b, i),
            Some(b't') | Some(b'f') | Some(b'n') => {
                for word in [&b"true"[..], b"false", b"null"] {
                    if b[i..].starts_with(word) {
                        return Ok(i + word.len());
                    }
                }
                Err((i, "not a JSON value"))
            }
            Some(c) if *c == b'-' || c.is_ascii_digit() => {
                let mut j = i + 1;
                while j < b.len() && (b[j].is_ascii_digit() || b"+-.eE".contains(&b[j])) {
                    j += 1;
                }
                Ok(j)
            }
            Some(_) => Err((i, "not a JSON value")),
        }
    }
    fn string(b: &[u8], i: usize) -> Result<usize, (usize, &'static str)> {
        let mut j = i + 1;
        while j < b.len() {
            match b[j] {
                b'"' => return Ok(j + 1),
                b'\\' => j += 2,
                c if c < 0x20 => return Err((j, "a control character inside a string")),
                _ => j += 1,
            }
        }
        Err((i, "a string that never ends"))
    }
    let start = skip(0);
    if start == b.len() {
        return (start, "the file is empty");
    }
    match value(b, start, 0) {
        Err(fault) => fault,
        Ok(end) if skip(end) < b.len() => (skip(end), "more text after the JSON value"),
        // The grammar holds; the fault is in a token (a number's form, an
        // escape): point at the start.
        Ok(_) => (start, "a malformed number, escape or character"),
    }
}
