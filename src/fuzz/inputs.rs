//! The inputs `nexus fuzz` calls a command with (issue 43 item 7): a value
//! for each argument, made from its schema and always within the declared
//! type, and which arguments with a default are left out. Pure: the same
//! seed gives the same inputs, whatever order the calls run in, so a run is
//! repeatable and a finding's input can be shown again.
//!
//! The values lean on the edges where functions break: the ends of an
//! integer type's range and the numbers beside them, zero and negative zero,
//! the smallest and largest reals, empty, long and non-ASCII strings, empty
//! and long lists, null for an optional, and nested records and tuples as
//! their schemas nest them. Reals stay finite (JSON carries no NaN or
//! infinity), and strings carry no NUL (neither R's strings nor C's do).
//!
//! The random numbers are SplitMix64 (Steele, Lea and Flood, "Fast
//! splittable pseudorandom number generators", OOPSLA 2014): one 64-bit
//! state and three multiply-xorshift steps per number.

use crate::json::{Array, Number, Object, Value};
use crate::schema::Schema;

/// A deterministic stream of random numbers (SplitMix64).
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// The stream of `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The stream of input `index` of command `command` under `seed`: its
    /// own, so an input does not depend on the ones made before it.
    pub fn for_input(seed: u64, command: &str, index: u64) -> Rng {
        // FNV-1a of the name, mixed with the seed and the index.
        let name = command.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        });
        let mut mix = Rng(seed ^ name.rotate_left(17));
        let base = mix.next_u64();
        Rng(base ^ index.wrapping_mul(0x9e37_79b9_7f4a_7c15))
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }

    /// True `percent` times in a hundred.
    pub fn percent(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }

    /// One of `items` (not empty).
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u64) as usize]
    }
}

/// Characters of a long string, in turn: ASCII, Latin-1, CJK, an emoji,
/// and the characters JSON escapes.
const LONG_PATTERN: &str = "abcXYZ 09 ë ü 日本 🦀 \" \\ \t\n/";

/// Strings at the edges: empty, one character, whitespace, escapes,
/// non-ASCII (two-, three- and four-byte UTF-8), a combining mark, a
/// right-to-left mark, words that look like other types.
const EDGE_STRINGS: &[&str] = &[
    "",
    "a",
    " ",
    "Zoë",
    "日本語",
    "🦀",
    "e\u{301}",
    "\u{200f}abc",
    "\u{10ffff}",
    "\"quoted\"",
    "back\\slash",
    "line\nbreak\ttab",
    "null",
    "0",
    "-1",
    "true",
    "[]",
    "{}",
];

/// The length of a long string or a long list of scalars.
pub const LONG: usize = 2000;

/// A value of `schema`, made from `rng`.
pub fn value(schema: &Schema, rng: &mut Rng) -> Value {
    value_at(schema, rng, 0)
}

fn value_at(schema: &Schema, rng: &mut Rng, depth: usize) -> Value {
    match schema {
        Schema::Unit | Schema::Table(_) | Schema::Stream(_) => Value::Null,
        Schema::Hint(_, inner) => value_at(inner, rng, depth),
        Schema::Bool => Value::Bool(rng.percent(50)),
        Schema::Int { .. } | Schema::BigInt => int(schema.int_range(), rng),
        Schema::Real { bytes } => Value::Number(Number::F64(real(*bytes, rng))),
        Schema::Str => Value::String(string(rng)),
        Schema::Optional(inner) => match rng.percent(30) {
            true => Value::Null,
            false => value_at(inner, rng, depth + 1),
        },
        Schema::List(item) => {
            let scalar = matches!(
                item.strip(),
                Schema::Bool | Schema::Int { .. } | Schema::BigInt | Schema::Real { .. }
            );
            let len = match rng.below(100) {
                0..25 => 0,
                25..45 => 1,
                45..80 => 2 + rng.below(4) as usize,
                // Long: a long list of scalars; of anything else a few
                // more, shorter the deeper it lies.
                _ if scalar => LONG / 4 + rng.below(LONG as u64) as usize,
                _ => 6 + rng.below(8 >> depth.min(3)) as usize,
            };
            let mut items = Array::new();
            for _ in 0..len {
                items.push(value_at(item, rng, depth + 1));
            }
            Value::Array(items)
        }
        Schema::Tuple(items) => {
            let mut out = Array::new();
            for t in items {
                out.push(value_at(t, rng, depth + 1));
            }
            Value::Array(out)
        }
        Schema::Record(fields) => {
            let mut out = Object::new();
            for (key, t) in fields {
                out.insert(key.clone(), value_at(t, rng, depth + 1));
            }
            Value::Object(out)
        }
    }
}

/// An integer in `lo..=hi` (a range that holds 0), half the time one at an
/// edge: 0, ±1, the ends and their neighbours, the 8-, 16- and 32-bit ends
/// inside the range, 10ⁿ.
fn int((lo, hi): (i128, i128), rng: &mut Rng) -> Value {
    let n = if rng.percent(50) {
        let edges = [
            0,
            1,
            -1,
            2,
            lo,
            hi,
            lo + 1,
            hi - 1,
            i128::from(i8::MIN),
            i128::from(i8::MAX),
            i128::from(u8::MAX),
            i128::from(i16::MIN),
            i128::from(i16::MAX),
            i128::from(u16::MAX),
            i128::from(i32::MIN),
            i128::from(i32::MAX),
            i128::from(u32::MAX),
            i128::from(i32::MAX) + 1,
            10,
            100,
            1000,
            -1000,
            1_000_000,
        ];
        *rng.pick(&edges)
    } else if rng.percent(60) {
        // Small: -100..=100.
        rng.below(201) as i128 - 100
    } else {
        // Anywhere in the range.
        let span = (hi - lo) as u128 + 1;
        let r = (u128::from(rng.next_u64()) << 64) | u128::from(rng.next_u64());
        lo + (r % span) as i128
    };
    let n = n.clamp(lo, hi);
    Value::Number(match i64::try_from(n) {
        Ok(i) if i < 0 => Number::I64(i),
        _ => Number::U64(u64::try_from(n).unwrap_or(u64::MAX)),
    })
}

/// A finite real of `bytes` (4 or 8) width, half the time one at an edge:
/// ±0, ±1, ½, the smallest normal and subnormal, the largest, 2⁵³ and its
/// neighbour, numbers with no short decimal form.
fn real(bytes: u8, rng: &mut Rng) -> f64 {
    let (max, min_normal, min_sub) = match bytes {
        4 => (
            f64::from(f32::MAX),
            f64::from(f32::MIN_POSITIVE),
            f64::from(f32::from_bits(1)),
        ),
        _ => (f64::MAX, f64::MIN_POSITIVE, f64::from_bits(1)),
    };
    if rng.percent(50) {
        let edges = [
            0.0,
            -0.0,
            1.0,
            -1.0,
            0.5,
            0.1,
            -2.5,
            min_normal,
            -min_normal,
            min_sub,
            max,
            -max,
            9_007_199_254_740_992.0,
            9_007_199_254_740_994.0,
            1e-7,
            1e15,
            std::f64::consts::PI,
        ];
        return *rng.pick(&edges);
    }
    if rng.percent(60) {
        // A small one: -1000.0..1000.0 in steps of 1/1024.
        return (rng.below(2_048_000) as f64 - 1_024_000.0) / 1024.0;
    }
    // Any finite bit pattern of the width.
    loop {
        let x = match bytes {
            4 => f64::from(f32::from_bits(rng.next_u64() as u32)),
            _ => f64::from_bits(rng.next_u64()),
        };
        if x.is_finite() {
            return x;
        }
    }
}

/// A string: half the time one at an edge, else short random text over
/// mixed scripts, now and then [`LONG`] characters of it.
fn string(rng: &mut Rng) -> String {
    if rng.percent(45) {
        return rng.pick(EDGE_STRINGS).to_string();
    }
    let chars: Vec<char> = LONG_PATTERN.chars().collect();
    let len = match rng.percent(15) {
        true => LONG,
        false => 1 + rng.below(12) as usize,
    };
    (0..len).map(|_| *rng.pick(&chars)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn schema(text: &str) -> Schema {
        Schema::parse(text).unwrap()
    }

    /// Many values of `text`'s schema, each checked against it.
    fn values(text: &str, n: u64) -> Vec<Value> {
        let s = schema(text);
        (0..n)
            .map(|i| {
                let v = value(&s, &mut Rng::for_input(7, text, i));
                s.validate(&v).unwrap_or_else(|e| panic!("{text}: {e}"));
                v
            })
            .collect()
    }

    fn ints(text: &str) -> Vec<i128> {
        values(text, 400)
            .iter()
            .map(|v| match v {
                Value::Number(Number::I64(i)) => i128::from(*i),
                Value::Number(Number::U64(u)) => i128::from(*u),
                other => panic!("{other:?}"),
            })
            .collect()
    }

    #[test]
    fn the_same_seed_gives_the_same_inputs_and_another_seed_others() {
        let s = schema("m24names4tagsas");
        let make = |seed| {
            (0..20)
                .map(|i| crate::json::to_string(&value(&s, &mut Rng::for_input(seed, "f", i))))
                .collect::<Vec<_>>()
        };
        assert_eq!(make(1), make(1));
        assert_ne!(make(1), make(2));
        let a = crate::json::to_string(&value(&s, &mut Rng::for_input(1, "f", 3)));
        let b = crate::json::to_string(&value(&s, &mut Rng::for_input(1, "g", 3)));
        assert_ne!(a, b, "each command has its own inputs");
    }

    #[test]
    fn integers_reach_both_ends_of_their_type_and_stay_inside() {
        for (text, lo, hi) in [
            ("i1", -128, 127),
            ("u1", 0, 255),
            ("i4", i128::from(i32::MIN), i128::from(i32::MAX)),
            ("u8", 0, i128::from(u64::MAX)),
            ("j", i128::from(i64::MIN), i128::from(u64::MAX)),
        ] {
            let got = ints(text);
            for edge in [lo, hi, 0] {
                assert!(got.contains(&edge), "{text} never gave {edge}");
            }
            assert!(got.iter().all(|n| (lo..=hi).contains(n)), "{text}");
            assert!(got.iter().any(|n| *n < 0) == (lo < 0), "{text}: negatives");
        }
    }

    #[test]
    fn reals_are_finite_and_reach_zero_negative_zero_and_the_extremes() {
        let reals: Vec<f64> = values("f8", 400)
            .iter()
            .map(|v| match v {
                Value::Number(Number::F64(x)) => *x,
                other => panic!("{other:?}"),
            })
            .collect();
        assert!(reals.iter().all(|x| x.is_finite()));
        for edge in [0.0f64, f64::MAX, -f64::MAX, f64::from_bits(1)] {
            assert!(
                reals.iter().any(|x| x.to_bits() == edge.to_bits()),
                "{edge}"
            );
        }
        assert!(reals.iter().any(|x| x.to_bits() == (-0.0f64).to_bits()));
        // Every f4 fits in 32 bits (validate also checks it).
        assert!(values("f4", 300).iter().all(|v| match v {
            Value::Number(Number::F64(x)) => x.abs() <= f64::from(f32::MAX),
            _ => false,
        }));
    }

    #[test]
    fn strings_are_empty_long_and_non_ascii_and_never_hold_nul() {
        let strings: Vec<String> = values("s", 300)
            .into_iter()
            .map(|v| match v {
                Value::String(s) => s,
                other => panic!("{other:?}"),
            })
            .collect();
        assert!(strings.iter().any(String::is_empty));
        assert!(strings.iter().any(|s| s.chars().count() == LONG));
        assert!(strings.iter().any(|s| !s.is_ascii()));
        assert!(strings.iter().all(|s| !s.contains('\0')));
    }

    #[test]
    fn lists_are_empty_or_long_and_records_and_tuples_nest() {
        let lens: Vec<usize> = values("aj", 300)
            .iter()
            .map(|v| match v {
                Value::Array(a) => a.len(),
                other => panic!("{other:?}"),
            })
            .collect();
        assert!(lens.contains(&0));
        assert!(lens.iter().any(|n| *n >= LONG / 4));
        // A record holding a tuple holding a list of optional records.
        let nested = values("m21at2sa?m11xf81nb", 200);
        let text: Vec<String> = nested.iter().map(crate::json::to_string).collect();
        assert!(text.iter().any(|t| t.contains("\"x\":")), "inner records");
        assert!(text.iter().any(|t| t.contains("null")), "null optionals");
        values("t3sjb", 50);
        values("<dict>at2sj", 50);
        values("?m24names2hpj", 50);
    }
}
