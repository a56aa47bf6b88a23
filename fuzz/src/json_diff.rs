//! The `json_diff` target: our JSON reader (`nexus_core::json`, the entry
//! point the `json_read` target fuzzes, [`json::parse_member`]) against
//! serde_json on the same bytes. This module owns that comparison and the
//! list of the two readers' documented differences; it lives in the fuzz
//! crate, not in crates/fuzz-checks, because serde_json may enter the fuzz
//! crate's lockfile and vendor directory only (the main workspace, and so
//! crates/fuzz-checks, never sees it).
//!
//! The rules, on every input:
//!
//! - One decision: both readers accept the text, or both refuse it. Bytes
//!   that are not UTF-8 (which our reader, taking `&str`, never sees) are
//!   refused by serde_json.
//! - One value: the same tree, strings equal, object members equal by key
//!   (both keep the *last* of duplicate keys, so duplicates are no
//!   difference: see the test `duplicate_keys_keep_the_last_value_in_both`),
//!   numbers of the same kind and value, floats equal bit for bit (serde_json
//!   is built with `float_roundtrip`, so both read floats correctly
//!   rounded, and without `arbitrary_precision`, so both make a number a
//!   `u64`, else a negative `i64`, else an `f64`; an integer too big for
//!   64 bits is an `f64` in both, see
//!   `big_integers_are_floats_in_both_and_read_exactly`).
//!
//! The differences, each excluded exactly and each pinned by a test below:
//!
//! 1. **`-0`.** The integer token `-0` is `I64(0)` in ours (as miniserde
//!    reads it, which our reader matches) and the float `-0.0` in
//!    serde_json (its parser makes a float of a negative zero integer).
//!    So ours `I64(0)` is taken to equal serde_json's `-0.0`, and nothing
//!    else: no other token gives ours `I64(0)` (`0` is `U64(0)`, `-0.0`
//!    and `-0e0` are `-0.0` in both). Test: `minus_zero_is_an_integer_in_ours_and_a_float_in_serde_json`.
//! 2. **Nesting.** serde_json refuses a text nested [`SERDE_JSON_DEPTH`]
//!    levels or deeper (its default recursion limit of 128 counts down to
//!    zero at the 128th open container, so 127 levels is the most it
//!    reads). [`json::parse_member`] has no limit of its own (it is
//!    iterative; its callers bound the nesting first with [`json::too_deep`],
//!    at the request limit [`json::DEFAULT_MAX_DEPTH`] of 128 or up to
//!    [`json::MAX_DEPTH_CEILING`], 1024). So past 127 levels the values are
//!    not compared: there serde_json must refuse, and ours, read with the
//!    same bound ([`json::parse_member_within`] at 127), must refuse too;
//!    at exactly 128 levels our request limit ([`json::parse`]) accepts what
//!    serde_json refuses. Test: `nesting_past_127_levels_is_refused_by_serde_json_only`.
//!
//! Numbers at the end of `f64`'s range were a third difference until
//! issue 43: our reader took miniserde's decision there, and miniserde's
//! arithmetic refuses some finite tokens (`1.7976931348623158e308`, which
//! rounds to `f64::MAX`; found by this target in its first minute,
//! `regress-finite-number-near-f64-max`). Ours now accepts a number exactly
//! when its correctly rounded reading is finite, as serde_json does, and
//! the values are compared like any other. Test:
//! `a_finite_number_near_f64_max_is_read_by_both`.
use nexus_core::json;
use nexus_core::json::{Number, Value};

/// The deepest nesting serde_json reads with its default recursion limit
/// (128, counted down to zero at the 128th open container): one less.
pub const SERDE_JSON_DEPTH: usize = 127;

/// serde_json's reading of `data`: its own `Value`, or a refusal.
fn serde_read(data: &[u8]) -> Result<serde_json::Value, serde_json::Error> {
    serde_json::from_slice(data)
}

/// The `json_diff` target: panics, naming the input, when the two readers
/// disagree anywhere outside the documented differences above.
pub fn check_json_diff(data: &[u8]) {
    let theirs = serde_read(data);
    let Ok(text) = std::str::from_utf8(data) else {
        assert!(
            theirs.is_err(),
            "serde_json accepted bytes that are not UTF-8: {data:?}"
        );
        return;
    };
    let ours = json::parse_member(text);
    if json::too_deep(data, SERDE_JSON_DEPTH).is_some() {
        // Difference 2: past serde_json's limit only the decision is
        // compared, ours read with the same bound.
        assert!(
            theirs.is_err(),
            "serde_json read a text nested past {SERDE_JSON_DEPTH} levels: {text:.200}"
        );
        assert!(
            json::parse_member_within(text, SERDE_JSON_DEPTH).is_err(),
            "ours, bounded at {SERDE_JSON_DEPTH} levels, read a text nested deeper: {text:.200}"
        );
        return;
    }
    match (&ours, &theirs) {
        (Ok(a), Ok(b)) => assert!(
            same_value(a, b),
            "the readers disagree on {text:.200}: ours {:.200}, serde_json's {:.200}",
            json::to_string(a),
            b
        ),
        (Err(_), Err(_)) => {}
        (a, b) => panic!(
            "the readers disagree on {text:.200}: ours {}, serde_json {}",
            if a.is_ok() { "accepts" } else { "refuses" },
            match b {
                Ok(_) => "accepts".to_string(),
                Err(e) => format!("refuses ({e})"),
            }
        ),
    }
}

/// Whether `ours` and `theirs` are the same JSON value, numbers by kind
/// and bits ([`same_number`]). Recursive: both are nested at most
/// [`SERDE_JSON_DEPTH`] levels here.
fn same_value(ours: &Value, theirs: &serde_json::Value) -> bool {
    use serde_json::Value as J;
    match (ours, theirs) {
        (Value::Null, J::Null) => true,
        (Value::Bool(a), J::Bool(b)) => a == b,
        (Value::String(a), J::String(b)) => a == b,
        (Value::Number(a), J::Number(b)) => same_number(a, b),
        (Value::Array(a), J::Array(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(x, y)| same_value(x, y))
        }
        (Value::Object(a), J::Object(b)) => {
            a.len() == b.len()
                && a.iter()
                    .all(|(k, v)| b.get(k.as_str()).is_some_and(|w| same_value(v, w)))
        }
        _ => false,
    }
}

/// Whether two numbers are the same kind (a `u64`, a negative `i64`, an
/// `f64`) and value, floats bit for bit; ours `I64(0)` (the token `-0`)
/// equals serde_json's `-0.0` (difference 1).
fn same_number(ours: &Number, theirs: &serde_json::Number) -> bool {
    match *ours {
        Number::U64(n) => theirs.is_u64() && theirs.as_u64() == Some(n),
        Number::I64(0) => {
            theirs.is_f64() && theirs.as_f64().map(f64::to_bits) == Some((-0.0f64).to_bits())
        }
        Number::I64(n) => !theirs.is_u64() && theirs.is_i64() && theirs.as_i64() == Some(n),
        Number::F64(x) => theirs.is_f64() && theirs.as_f64().map(f64::to_bits) == Some(x.to_bits()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nested(depth: usize) -> String {
        "[".repeat(depth) + &"]".repeat(depth)
    }

    #[test]
    fn minus_zero_is_an_integer_in_ours_and_a_float_in_serde_json() {
        assert!(matches!(
            json::parse_member("-0"),
            Ok(Value::Number(Number::I64(0)))
        ));
        let theirs = serde_read(b"-0").unwrap();
        let n = theirs.as_number().unwrap();
        assert!(n.is_f64());
        assert_eq!(n.as_f64().unwrap().to_bits(), (-0.0f64).to_bits());
        // The exclusion is exact: `0`, `-0.0` and `-0e0` agree by the
        // general rule, and ours `I64(0)` matches nothing but `-0.0`.
        for text in ["-0", "0", "-0.0", "-0e0", "[-0,0,-0.0]", "{\"a\":-0}"] {
            check_json_diff(text.as_bytes());
        }
        assert!(!same_number(
            &Number::I64(0),
            serde_read(b"0").unwrap().as_number().unwrap()
        ));
        assert!(!same_number(
            &Number::I64(0),
            serde_read(b"0.0").unwrap().as_number().unwrap()
        ));
    }

    #[test]
    fn nesting_past_127_levels_is_refused_by_serde_json_only() {
        let deepest = nested(SERDE_JSON_DEPTH);
        assert!(serde_read(deepest.as_bytes()).is_ok());
        assert!(json::parse_member(&deepest).is_ok());
        check_json_diff(deepest.as_bytes());
        for depth in [SERDE_JSON_DEPTH + 1, json::DEFAULT_MAX_DEPTH, 5000] {
            let text = nested(depth);
            assert!(serde_read(text.as_bytes()).is_err(), "{depth}");
            // Ours reads it (unbounded), and refuses it bounded as serde_json is.
            assert!(json::parse_member(&text).is_ok(), "{depth}");
            assert!(json::parse_member_within(&text, SERDE_JSON_DEPTH).is_err());
            check_json_diff(text.as_bytes());
        }
        // At exactly 128 levels, our request limit accepts what serde_json
        // refuses.
        let at_limit = nested(json::DEFAULT_MAX_DEPTH);
        assert!(json::parse(&at_limit).is_ok());
        assert!(serde_read(at_limit.as_bytes()).is_err());
    }

    #[test]
    fn a_finite_number_near_f64_max_is_read_by_both() {
        let text = "1.7976931348623158e308";
        assert_eq!(text.parse::<f64>().unwrap(), f64::MAX);
        assert!(matches!(
            json::parse_member(text),
            Ok(Value::Number(Number::F64(x))) if x == f64::MAX
        ));
        let theirs = serde_read(text.as_bytes()).unwrap();
        assert_eq!(theirs.as_f64(), Some(f64::MAX));
        check_json_diff(text.as_bytes());
        check_json_diff(format!("[1,{{\"a\":-{text}}}]").as_bytes());
        // Past the range both refuse; the values near it are compared bit
        // for bit.
        assert!(json::parse_member("1.7976931348623159e308").is_err());
        assert!(serde_read(b"1.7976931348623159e308").is_err());
        check_json_diff(b"[1.7976931348623159e308]");
        check_json_diff(b"[1.7976931348623157e308,-1e300,1e400]");
        check_json_diff(format!("1{}", "0".repeat(308)).as_bytes());
    }

    #[test]
    fn duplicate_keys_keep_the_last_value_in_both() {
        for text in [
            r#"{"a":1,"a":2}"#,
            r#"{"a":{"b":[]},"a":3.5}"#,
            r#"{"\u0061":1,"a":"x"}"#,
        ] {
            let ours = json::parse_member(text).unwrap();
            let theirs = serde_read(text.as_bytes()).unwrap();
            assert!(same_value(&ours, &theirs), "{text}");
            check_json_diff(text.as_bytes());
        }
        let ours = json::parse_member(r#"{"a":1,"a":2}"#).unwrap();
        assert!(matches!(
            json::get(&ours, "a"),
            Some(Value::Number(Number::U64(2)))
        ));
        // A shadowed value is still read: an invalid one refuses the text in both.
        check_json_diff(br#"{"a":1e999,"a":2}"#);
        assert!(serde_read(br#"{"a":1e999,"a":2}"#).is_err());
    }

    #[test]
    fn big_integers_are_floats_in_both_and_read_exactly() {
        for text in [
            "18446744073709551615",
            "18446744073709551616",
            "-9223372036854775808",
            "-9223372036854775809",
            "-18446744073709551616",
            "123456789012345678901234567890",
            "1.7976931348623157e308",
            "2.5e-324",
            "-61.802154783813876",
            "1e400",
            "-1e400",
            "1e-400",
        ] {
            check_json_diff(text.as_bytes());
        }
        assert!(matches!(
            json::parse_member("18446744073709551616"),
            Ok(Value::Number(Number::F64(_)))
        ));
    }

    #[test]
    fn every_kind_and_every_refusal_agree() {
        for text in [
            "",
            " ",
            "null",
            "true",
            "false",
            "tru",
            "1",
            "01",
            "1.",
            ".5",
            "+1",
            "-",
            "1e",
            "\"a\"",
            "\"\\ud800\"",
            "\"\\udc00\"",
            "\"\\u00e9\\ud83c\\udf89\"",
            "\"a\tb\"",
            "\"\\x\"",
            "[1,]",
            "[,1]",
            "{\"a\":1,}",
            "{1:2}",
            "[1] x",
            " \t\r\n[1]\n ",
            "\"x\" \"y\"",
            "\u{feff}1",
        ] {
            check_json_diff(text.as_bytes());
        }
        check_json_diff(b"\"\xff\"");
        check_json_diff(b"[1,\xc3]");
    }
}
