//! Reading one JSON text into a [`Value`]: the errors a text gets
//! ([`ParseError`]), [`parse`] under the process's nesting limit, its
//! variants (an explicit limit, a member already depth-checked, a text
//! given away whose big string is taken, not copied), and one number alone.
//! The reading itself is `read.rs`'s; this file owns the entry points and
//! the order of their checks (depth first, then the reader).

use super::{MAX_DEPTH_CEILING, MAX_DEPTH_ENV, Value, max_depth, read, too_deep};

/// Why [`parse`] refused a text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParseError {
    /// Not one complete JSON value.
    Invalid,
    /// Nested deeper than `limit`; `offset` is the byte that went past it.
    TooDeep {
        /// The nesting limit the text was read under.
        limit: usize,
        /// Byte offset of the `[` or `{` that went past the limit.
        offset: usize,
    },
    /// JSON by RFC 8259's grammar, but holding a token no value of ours can
    /// carry (§6 and §8.2 leave these to the reader): the first one starts
    /// at byte `offset`. Only a text valid everywhere else gets this; any
    /// other fault makes it `Invalid`.
    Unrepresentable {
        /// Which kind of token it is.
        what: Unrepresentable,
        /// Byte offset where that token starts.
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json::limits::bomb;
    use crate::json::*;

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
            let whole = parse(text).ok();
            assert_eq!(
                number(text).map(|v| to_string(&v)),
                whole.map(|v| to_string(&v)),
                "{text}"
            );
        }
        for text in [
            "", " 1", "1 ", "01", "-", "1.", ".5", "1e", "+1", "\"1\"", "true",
        ] {
            assert!(number(text).is_none(), "{text:?}");
        }
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
