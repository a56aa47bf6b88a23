//! The smallest pieces of HTTP/1.1 syntax, which every other part of the
//! parser is built from: the character classes of RFC 9110 (one table
//! lookup a byte), lines ending in CRLF and nothing else (RFC 9112 §2.2),
//! and the `HTTP-version` token both start lines carry (RFC 9112 §2.3).

use super::Version;
use super::error::{BodyError, HeadError};

// ---------------------------------------------------------------------------
// Character classes (RFC 9110 §5.6.2, §5.5; RFC 5234 B.1)

/// The character classes below, one bit each, looked up per byte in
/// [`CLASSES`]: one load and one test a byte, where the rules written out
/// cost a search of a byte list (the `tchar` punctuation) per byte.
const TCHAR: u8 = 1;
const FIELD_BYTE: u8 = 2;
pub(super) const VISIBLE: u8 = 4;
pub(super) const HOST_BYTE: u8 = 8;

/// Each byte's classes.
static CLASSES: [u8; 256] = classes();

const fn classes() -> [u8; 256] {
    const fn listed(list: &[u8], b: u8) -> bool {
        let mut i = 0;
        while i < list.len() {
            if list[i] == b {
                return true;
            }
            i += 1;
        }
        false
    }
    let mut table = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        let b = i as u8;
        let mut class = 0;
        // `tchar` (RFC 9110 §5.6.2).
        if b.is_ascii_alphanumeric() || listed(b"!#$%&'*+-.^_`|~", b) {
            class |= TCHAR;
        }
        // A field value's byte: VCHAR, obs-text, SP or HTAB (RFC 9110 §5.5).
        if b == b'\t' || b == b' ' || (b >= 0x21 && b <= 0x7e) || b >= 0x80 {
            class |= FIELD_BYTE;
        }
        // VCHAR: a request target's bytes (RFC 9112 §3.2, RFC 3986).
        if b >= 0x21 && b <= 0x7e {
            class |= VISIBLE;
        }
        // A `Host` value's bytes: reg-name, IP literal and port (RFC 3986 §3.2.2).
        if b.is_ascii_alphanumeric() || listed(b"-._~%!$&'()*+,;=:[]", b) {
            class |= HOST_BYTE;
        }
        table[i] = class;
        i += 1;
    }
    table
}

#[inline(always)]
pub(super) fn has_class(b: u8, class: u8) -> bool {
    CLASSES[usize::from(b)] & class != 0
}

/// `tchar`: the bytes allowed in a token (RFC 9110 §5.6.2).
#[inline(always)] // a call per byte at opt-level "z" otherwise
pub(super) fn is_tchar(b: u8) -> bool {
    has_class(b, TCHAR)
}

/// Whether `s` is a token (RFC 9110 §5.6.2): a field name, a method.
pub fn is_token(s: &[u8]) -> bool {
    !s.is_empty() && s.iter().all(|&b| is_tchar(b))
}

/// A byte allowed in a field value: VCHAR, obs-text, SP or HTAB
/// (RFC 9110 §5.5). Everything else is a control byte (NUL, CR, LF, DEL…).
/// Whether `b` may stand in a field value (RFC 9110 §5.5).
#[inline(always)]
pub fn is_field_byte(b: u8) -> bool {
    has_class(b, FIELD_BYTE)
}

#[inline(always)]
pub(super) fn is_ows(b: u8) -> bool {
    b == b' ' || b == b'\t'
}

pub(super) fn trim_ows(s: &[u8]) -> &[u8] {
    let start = s.iter().position(|&b| !is_ows(b)).unwrap_or(s.len());
    let end = s.iter().rposition(|&b| !is_ows(b)).map_or(start, |i| i + 1);
    s.get(start..end).unwrap_or_default()
}

/// Splits a comma-separated list value into trimmed, non-empty elements
/// (RFC 9110 §5.6.1: empty elements are ignored).
pub(super) fn list_elements(value: &str) -> impl Iterator<Item = &str> {
    value
        .split(',')
        .map(|e| e.trim_matches(|c| c == ' ' || c == '\t'))
        .filter(|e| !e.is_empty())
}

// ---------------------------------------------------------------------------
// Lines

pub(super) enum Line {
    /// A line from the start offset to `end` (exclusive, CRLF excluded);
    /// the next line starts at `next`.
    Complete {
        end: usize,
        next: usize,
    },
    Partial,
}

pub(super) enum LineError {
    BareCr,
    BareLf,
}

/// Finds the CRLF ending the line that starts at `start` (RFC 9112 §2.2).
/// A CR must be followed by LF and a LF must be preceded by CR.
pub(super) fn next_line(buf: &[u8], start: usize) -> Result<Line, LineError> {
    let Some(rest) = buf.get(start..) else {
        return Ok(Line::Partial);
    };
    let Some(i) = rest.iter().position(|&b| b == b'\r' || b == b'\n') else {
        return Ok(Line::Partial);
    };
    if rest.get(i) == Some(&b'\n') {
        return Err(LineError::BareLf);
    }
    match rest.get(i + 1) {
        None => Ok(Line::Partial),
        Some(b'\n') => Ok(Line::Complete {
            end: start + i,
            next: start + i + 2,
        }),
        Some(_) => Err(LineError::BareCr),
    }
}

/// The length so far of a line that [`next_line`] found [`Line::Partial`]: a
/// final CR is the first half of the CRLF, not part of the line. (Found by
/// the http fuzz target: counting it refused a line of exactly the limit
/// whose LF had not arrived yet, so the answer depended on packetization.)
pub(super) fn partial_line_len(rest: &[u8]) -> usize {
    rest.strip_suffix(b"\r").map_or(rest.len(), <[u8]>::len)
}

impl From<LineError> for HeadError {
    fn from(e: LineError) -> Self {
        match e {
            LineError::BareCr => HeadError::BareCr,
            LineError::BareLf => HeadError::BareLf,
        }
    }
}

impl From<LineError> for BodyError {
    fn from(e: LineError) -> Self {
        match e {
            LineError::BareCr => BodyError::BareCr,
            LineError::BareLf => BodyError::BareLf,
        }
    }
}

// ---------------------------------------------------------------------------
// Version

/// `HTTP-version = "HTTP/" DIGIT "." DIGIT`, case-sensitive (RFC 9112 §2.3).
pub(super) fn parse_version(v: &[u8]) -> Result<Version, HeadError> {
    let [b'H', b'T', b'T', b'P', b'/', major, b'.', minor] = *v else {
        return Err(HeadError::InvalidVersion);
    };
    if !major.is_ascii_digit() || !minor.is_ascii_digit() {
        return Err(HeadError::InvalidVersion);
    }
    match (major, minor) {
        (b'1', b'0') => Ok(Version::Http10),
        (b'1', b'1') => Ok(Version::Http11),
        _ => Err(HeadError::UnsupportedVersion),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_class_table_holds_each_rule_as_written() {
        for b in 0..=255u8 {
            let tchar = b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b);
            let field = b == b'\t' || b == b' ' || (0x21..=0x7e).contains(&b) || b >= 0x80;
            let visible = (0x21..=0x7e).contains(&b);
            let host = b.is_ascii_alphanumeric() || b"-._~%!$&'()*+,;=:[]".contains(&b);
            assert_eq!(is_tchar(b), tchar, "tchar {b:#x}");
            assert_eq!(is_field_byte(b), field, "field byte {b:#x}");
            assert_eq!(has_class(b, VISIBLE), visible, "visible {b:#x}");
            assert_eq!(has_class(b, HOST_BYTE), host, "host byte {b:#x}");
        }
    }
}
