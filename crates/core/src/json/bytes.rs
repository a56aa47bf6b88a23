//! The byte-level primitives every JSON scan here shares: a table of byte
//! classes (string stops, structure) and [`plain_len`], which finds where a
//! JSON string's plain run ends thirty-two bytes at a time. Owned apart so
//! that the reader, the writers, the raw scans and the depth scan all skip
//! a big string at memory speed the same way.

/// A text at least this long has its strings' plain runs skipped eight
/// bytes at a time ([`plain_len`]); a shorter one (every small request) a
/// byte at a time, which costs it nothing in set-up per string.
pub(super) const FAST_SCAN: usize = 4096;

/// Bytes that end a plain run in a JSON string: `"`, `\\` and the
/// control characters (RFC 8259 §7).
pub(super) const STRING_STOP: u8 = 1;
/// Bytes a skip over a raw array, object or string must look at: quotes,
/// backslashes and brackets.
pub(super) const STRUCTURE: u8 = 2;

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
pub(super) fn has_class(b: u8, class: u8) -> bool {
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

/// Where the first `needle` in `bytes` is, eight bytes a turn: a line
/// splitter's search for `\n` (`rpc::LineSplitter`), which a 64 MiB line
/// on MCP stdio makes long, and which the `rpc` fuzz target runs on every
/// byte it sends.
pub fn find_byte(bytes: &[u8], needle: u8) -> Option<usize> {
    let pattern = ONES * u64::from(needle);
    let mut words = bytes.chunks_exact(8);
    let mut i = 0;
    for chunk in &mut words {
        let x = word(chunk, 0) ^ pattern;
        // The lowest flagged byte is the first zero byte of `x` exactly
        // (a borrow only flags bytes above a true zero), and the words are
        // little-endian, so it is the first `needle`.
        let hits = x.wrapping_sub(ONES) & !x & HIGHS;
        if hits != 0 {
            return Some(i + (hits.trailing_zeros() / 8) as usize);
        }
        i += 8;
    }
    let rest = words.remainder();
    rest.iter().position(|&b| b == needle).map(|at| i + at)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn find_byte_finds_the_first_needle_wherever_it_is() {
        // Every position in and across words, with needles and near
        // misses (a byte one below or above, which a borrow or a carry
        // could confuse) before and after it.
        for len in 0..40 {
            for at in 0..=len {
                for (needle, filler) in [(b'\n', b'\x0b'), (b'\n', b'\t'), (0, 1), (255, 254)] {
                    let mut bytes = vec![filler; len];
                    if at < len {
                        bytes[at] = needle;
                        for later in bytes.iter_mut().skip(at + 1).step_by(3) {
                            *later = needle;
                        }
                    }
                    let want = bytes.iter().position(|&b| b == needle);
                    assert_eq!(find_byte(&bytes, needle), want, "{bytes:?}");
                }
            }
        }
    }

    #[test]
    fn the_byte_classes_hold_each_rule_as_written() {
        for b in 0..=255u8 {
            let stop = b == b'"' || b == b'\\' || b < 0x20;
            let structure = b"\"\\[]{}".contains(&b);
            assert_eq!(has_class(b, STRING_STOP), stop, "{b:#x}");
            assert_eq!(has_class(b, STRUCTURE), structure, "{b:#x}");
        }
    }
}
