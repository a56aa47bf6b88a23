//! The nesting limit on JSON from outside: its default, its ceiling, how
//! it is set (`--max-depth`, `NEXUS_MAX_DEPTH`), and [`too_deep`], the byte
//! scan that enforces it before a parser builds anything. Owned apart from
//! the readers because every walk over a parsed value is recursive: this
//! limit is what keeps those walks inside a thread's stack.

use super::bytes::{FAST_SCAN, plain_len};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Default deepest nesting of arrays and objects in JSON from outside. Valid
/// arguments and results are far shallower: schemas nest at most 64 levels.
pub const DEFAULT_MAX_DEPTH: usize = 128;

/// The highest nesting limit that may be set. The recursive walks over a
/// value (miniserde's derived `Clone` and `Debug`) take about 1 KiB of stack
/// per level in a debug build and overflow a 2 MiB thread stack between
/// 2000 and 4000 levels (measured); 1024 keeps them well inside it.
pub const MAX_DEPTH_CEILING: usize = 1024;

/// The environment variable that sets the nesting limit for every mode.
pub const MAX_DEPTH_ENV: &str = "NEXUS_MAX_DEPTH";

static MAX_DEPTH: AtomicUsize = AtomicUsize::new(DEFAULT_MAX_DEPTH);

/// The process's nesting limit, which [`parse`](super::parse) enforces.
pub fn max_depth() -> usize {
    MAX_DEPTH.load(Ordering::Relaxed)
}

/// Sets the process's nesting limit (clamped to `1..=MAX_DEPTH_CEILING`).
pub fn set_max_depth(limit: usize) {
    MAX_DEPTH.store(limit.clamp(1, MAX_DEPTH_CEILING), Ordering::Relaxed);
}

/// Reads a nesting limit given by `name` (a flag or the environment
/// variable): a whole number from 1 to [`MAX_DEPTH_CEILING`].
pub fn parse_max_depth(name: &str, text: &str) -> Result<usize, String> {
    text.trim()
        .parse::<usize>()
        .ok()
        .filter(|n| (1..=MAX_DEPTH_CEILING).contains(n))
        .ok_or_else(|| {
            format!("{name}: {text:?} is not a nesting limit; give a whole number from 1 to {MAX_DEPTH_CEILING}")
        })
}

/// Sets the nesting limit from [`MAX_DEPTH_ENV`], if it is set.
pub fn max_depth_from_env() -> Result<(), String> {
    match std::env::var(MAX_DEPTH_ENV) {
        Ok(text) => {
            set_max_depth(parse_max_depth(MAX_DEPTH_ENV, &text)?);
            Ok(())
        }
        Err(_) => Ok(()),
    }
}

/// The byte offset of the first `[` or `{` (outside strings) that opens a
/// level deeper than `limit`, or `None` if `bytes` nests at most `limit`
/// levels. `[]` is one level, a scalar none. Meant to run before a parser
/// builds anything, so it neither validates nor allocates.
pub fn too_deep(bytes: &[u8], limit: usize) -> Option<usize> {
    let fast = bytes.len() >= FAST_SCAN;
    let mut depth = 0usize;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                // A string, skipped in a loop of its own: only an escape
                // or the closing quote matter in it.
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                    // A plain run (most of a big string) at memory speed.
                    if fast {
                        i += plain_len(bytes.get(i..).unwrap_or_default());
                    }
                }
            }
            b'[' | b'{' => {
                depth += 1;
                if depth > limit {
                    return Some(i);
                }
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    None
}

/// `depth` nested arrays, `[[…]]`: the depth bomb the tests of this
/// module's neighbours share.
#[cfg(test)]
pub(super) fn bomb(depth: usize) -> String {
    "[".repeat(depth) + &"]".repeat(depth)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json::*;

    #[test]
    fn too_deep_counts_brackets_outside_strings() {
        assert_eq!(too_deep(b"1", 0), None);
        assert_eq!(too_deep(b"[]", 0), Some(0));
        assert_eq!(too_deep(b"[]", 1), None);
        assert_eq!(too_deep(br#"{"a":[{"b":[]}]}"#, 4), None);
        assert_eq!(too_deep(br#"{"a":[{"b":[]}]}"#, 3), Some(11));
        // Brackets in strings, escaped quotes and backslashes do not count.
        assert_eq!(too_deep(br#"["[[[\"[[","\\",["#, 1), Some(16));
        assert_eq!(too_deep(br#"["[[[\"[[","\\"]"#, 1), None);
        // Closers never take the depth below zero.
        assert_eq!(too_deep(b"]]]][[", 1), Some(5));
    }

    /// Every recursive walk a value may meet (miniserde's derived `Clone`
    /// and `Debug`, schema validation, our writers) stays inside a 2 MiB
    /// thread stack (smol's executor threads) at the highest settable limit.
    #[test]
    fn the_ceiling_fits_a_small_thread_stack() {
        let text = bomb(MAX_DEPTH_CEILING);
        let walk = move || {
            let v = parse_limited(&text, MAX_DEPTH_CEILING).unwrap();
            let copy = v.clone();
            let debug = format!("{copy:?}");
            let schema = crate::schema::Schema::parse("as").unwrap();
            let checked = schema.validate(&copy).is_err();
            (debug.len(), to_string(&copy).len(), checked)
        };
        let (debug, written, checked) = std::thread::Builder::new()
            .stack_size(2 << 20)
            .spawn(walk)
            .unwrap()
            .join()
            .unwrap();
        assert!(debug > MAX_DEPTH_CEILING && checked);
        assert_eq!(written, 2 * MAX_DEPTH_CEILING);
    }

    #[test]
    fn the_limit_is_read_from_flags_and_the_environment() {
        assert_eq!(parse_max_depth("--max-depth", "64"), Ok(64));
        assert_eq!(parse_max_depth("--max-depth", "1024"), Ok(1024));
        for bad in ["0", "1025", "-1", "ten", ""] {
            let e = parse_max_depth("--max-depth", bad).unwrap_err();
            assert!(e.contains("from 1 to 1024"), "{e}");
        }
    }
}
