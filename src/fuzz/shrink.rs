//! Shrinking a finding's input (issue 43 item 7): the smaller inputs to
//! try in its place, simplest first. Pure; the mode re-runs each candidate
//! and keeps the first that gives the same finding, then asks again, until
//! none does or its budget is spent (greedy, as QuickCheck's and
//! Hypothesis's shrinkers are).
//!
//! Every candidate stays within the declared type: an argument with a
//! default is left out, an optional becomes null, a string or list is
//! emptied, halved or loses an item, a number moves toward zero (to 0, to
//! ±1, then by a half, a quarter, an eighth … of itself, then by one), a
//! boolean becomes false, and a record's fields and a tuple's or list's
//! items shrink in place.

use crate::json::{Array, Number, Object, Value};
use crate::schema::Schema;

/// One argument of an input: its property name, its schema, and whether
/// it may be left out (it has a default).
#[derive(Debug, Clone)]
pub struct Slot {
    pub name: String,
    pub schema: Schema,
    pub optional: bool,
}

/// Inputs smaller than `input` (an object of property values), simplest
/// change first: each argument that may be omitted left out, then each
/// argument's value made smaller.
pub fn inputs(slots: &[Slot], input: &Object) -> Vec<Object> {
    let mut out = Vec::new();
    for slot in slots.iter().filter(|s| s.optional) {
        if input.contains_key(&slot.name) {
            let mut smaller = input.clone();
            smaller.remove(&slot.name);
            out.push(smaller);
        }
    }
    for slot in slots {
        let Some(v) = input.get(&slot.name) else {
            continue;
        };
        for candidate in values(&slot.schema, v) {
            let mut smaller = input.clone();
            smaller.insert(slot.name.clone(), candidate);
            out.push(smaller);
        }
    }
    out
}

/// Values of `schema` smaller than `v`, simplest first.
pub fn values(schema: &Schema, v: &Value) -> Vec<Value> {
    match (schema, v) {
        (Schema::Hint(_, inner), v) => values(inner, v),
        (Schema::Optional(_), Value::Null) => Vec::new(),
        (Schema::Optional(inner), v) => {
            let mut out = vec![Value::Null];
            out.extend(values(inner, v));
            out
        }
        (Schema::Bool, Value::Bool(true)) => vec![Value::Bool(false)],
        (Schema::Int { .. } | Schema::BigInt, Value::Number(n)) => ints(n),
        (Schema::Real { .. }, Value::Number(Number::F64(x))) => reals(*x),
        (Schema::Str, Value::String(s)) => strings(s),
        (Schema::List(item), Value::Array(items)) => lists(item, items),
        (Schema::Tuple(types), Value::Array(items)) => {
            let mut out = Vec::new();
            for (i, (t, item)) in types.iter().zip(items.iter()).enumerate() {
                for smaller in values(t, item) {
                    let mut copy = items.clone();
                    copy[i] = smaller;
                    out.push(Value::Array(copy));
                }
            }
            out
        }
        (Schema::Record(fields), Value::Object(map)) => {
            let mut out = Vec::new();
            for (key, t) in fields {
                let Some(field) = map.get(key) else { continue };
                for smaller in values(t, field) {
                    let mut copy = map.clone();
                    copy.insert(key.clone(), smaller);
                    out.push(Value::Object(copy));
                }
            }
            out
        }
        _ => Vec::new(),
    }
}

/// Integers nearer zero than `n`: 0, ±1, then `n` less a half, a quarter,
/// an eighth … of itself, then one step. The greedy loop takes the first
/// that still fails, so a threshold is found in about log² n calls (each
/// round halves the distance to it), not n.
fn ints(n: &Number) -> Vec<Value> {
    let n: i128 = match n {
        Number::I64(i) => i128::from(*i),
        Number::U64(u) => i128::from(*u),
        Number::F64(_) => return Vec::new(),
    };
    let mut steps = vec![0, n.signum()];
    let mut cut = n / 2;
    while cut != 0 {
        steps.push(n - cut);
        cut /= 2;
    }
    steps.push(n - n.signum());
    let mut out: Vec<i128> = Vec::new();
    for c in steps {
        if c.abs() < n.abs() && !out.contains(&c) {
            out.push(c);
        }
    }
    out.into_iter()
        .map(|c| {
            Value::Number(match i64::try_from(c) {
                Ok(i) if i < 0 => Number::I64(i),
                _ => Number::U64(u64::try_from(c).unwrap_or(u64::MAX)),
            })
        })
        .collect()
}

/// Reals simpler than `x`: 0, ±1, its integer part, half of it.
fn reals(x: f64) -> Vec<Value> {
    let mut out: Vec<f64> = Vec::new();
    for c in [0.0, x.signum(), x.trunc(), x / 2.0] {
        let simpler = c.abs() < x.abs() || (c == x.trunc() && c != x);
        if simpler && c.is_finite() && !out.iter().any(|o| o.to_bits() == c.to_bits()) {
            out.push(c);
        }
    }
    out.into_iter()
        .map(|c| Value::Number(Number::F64(c)))
        .collect()
}

/// Strings shorter than `s`: empty, its first half, all but the last
/// character, its first character alone made ASCII.
fn strings(s: &str) -> Vec<Value> {
    let chars: Vec<char> = s.chars().collect();
    if chars.is_empty() {
        return Vec::new();
    }
    let mut out = vec![String::new()];
    let half: String = chars[..chars.len() / 2].iter().collect();
    let most: String = chars[..chars.len() - 1].iter().collect();
    for c in [half, most] {
        if !out.contains(&c) {
            out.push(c);
        }
    }
    if chars.len() == 1 && chars[0] != 'a' {
        out.push("a".into());
    }
    out.into_iter().map(Value::String).collect()
}

/// Lists smaller than `items`: empty, each half, the list without each
/// quarter, without its last item, without each of its first items, then
/// its first items made smaller. Cutting by halves and quarters first takes
/// a long list down in a few steps (as delta debugging does).
fn lists(item: &Schema, items: &Array) -> Vec<Value> {
    if items.is_empty() {
        return Vec::new();
    }
    let n = items.len();
    // The ranges to cut out, each once.
    let mut cuts: Vec<(usize, usize)> = vec![(0, n)];
    if n > 2 {
        cuts.extend([(n / 2, n), (0, n / 2)]);
    }
    if n > 4 {
        cuts.extend((0..4).map(|q| (q * n / 4, (q + 1) * n / 4)));
    }
    if n > 1 {
        cuts.push((n - 1, n));
        cuts.extend((0..n.min(8)).map(|i| (i, i + 1)));
    }
    let mut out: Vec<Value> = Vec::new();
    let mut seen: Vec<(usize, usize)> = Vec::new();
    for (from, to) in cuts {
        if from < to && !seen.contains(&(from, to)) {
            seen.push((from, to));
            let mut a = Array::new();
            a.extend(items[..from].iter().cloned());
            a.extend(items[to..].iter().cloned());
            out.push(Value::Array(a));
        }
    }
    // Only the first items shrink in place: a long list is first cut.
    for (i, v) in items.iter().enumerate().take(8) {
        for smaller in values(item, v) {
            let mut copy = items.clone();
            copy[i] = smaller;
            out.push(Value::Array(copy));
        }
    }
    out
}

/// A measure of how big an input is, for tests and for telling that a
/// shrink made progress: characters of its JSON text.
pub fn size(input: &Object) -> usize {
    crate::json::to_string(&Value::Object(input.clone())).len()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json;

    fn s(text: &str) -> Schema {
        Schema::parse(text).unwrap()
    }

    fn texts(schema: &str, v: &str) -> Vec<String> {
        values(&s(schema), &json::parse(v).unwrap())
            .iter()
            .map(json::to_string)
            .collect()
    }

    /// Shrinks `start` greedily while `still` holds, as the mode does.
    fn shrink(schema: &str, start: &str, still: impl Fn(&Value) -> bool) -> String {
        let schema = s(schema);
        let mut v = json::parse(start).unwrap();
        'outer: loop {
            for c in values(&schema, &v) {
                schema.validate(&c).expect("a candidate keeps the type");
                if still(&c) {
                    v = c;
                    continue 'outer;
                }
            }
            return json::to_string(&v);
        }
    }

    #[test]
    fn numbers_move_toward_zero_within_their_type() {
        assert_eq!(
            texts("i4", "-37"),
            ["0", "-1", "-19", "-28", "-33", "-35", "-36"]
        );
        assert_eq!(texts("u1", "1"), ["0"]);
        assert!(texts("j", "0").is_empty());
        let big = texts("u8", "18446744073709551615");
        assert_eq!(big[0], "0");
        assert!(texts("f8", "2.5").contains(&"2.0".to_string()));
        assert!(texts("f8", "0.0").is_empty());
        // A value wrong in 100..1000 shrinks to the edge of that range.
        let at = |v: &Value| matches!(v, Value::Number(Number::U64(n)) if (100..1000).contains(n));
        assert_eq!(shrink("j", "537", at), "100");
        let negative = |v: &Value| matches!(v, Value::Number(Number::I64(_)));
        assert_eq!(shrink("i8", "-9223372036854775808", negative), "-1");
    }

    #[test]
    fn strings_lists_records_and_optionals_get_smaller() {
        assert_eq!(texts("s", "\"ab\""), ["\"\"", "\"a\""]);
        assert!(texts("s", "\"\"").is_empty());
        assert!(texts("aj", "[]").is_empty());
        assert_eq!(texts("aj", "[5]"), ["[]", "[0]", "[1]", "[3]", "[4]"]);
        assert_eq!(texts("?j", "3")[0], "null");
        assert!(texts("?j", "null").is_empty());
        assert_eq!(texts("b", "true"), ["false"]);
        // A list that fails when it holds a 7 shrinks to [7].
        let has7 = |v: &Value| json::to_string(v).contains('7');
        assert_eq!(shrink("aj", "[1,2,7,9,4]", has7), "[7]");
        // A record's fields shrink in place, keeping every field.
        let long_name =
            |v: &Value| matches!(json::get_str(v, "name"), Some(n) if n.chars().count() >= 3);
        let r = shrink(
            "m24names2hpj",
            r#"{"name":"Ogre the great","hp":-50}"#,
            long_name,
        );
        assert_eq!(r, r#"{"hp":0,"name":"Ogr"}"#);
    }

    #[test]
    fn an_input_first_drops_the_arguments_that_have_a_default() {
        let slots = vec![
            Slot {
                name: "_1".into(),
                schema: s("aj"),
                optional: false,
            },
            Slot {
                name: "scale".into(),
                schema: s("f8"),
                optional: true,
            },
        ];
        let input = match json::parse(r#"{"_1":[3],"scale":1.5}"#).unwrap() {
            Value::Object(o) => o,
            _ => unreachable!(),
        };
        let got: Vec<String> = inputs(&slots, &input)
            .into_iter()
            .map(|o| json::to_string(&Value::Object(o)))
            .collect();
        assert_eq!(got[0], r#"{"_1":[3]}"#);
        assert!(got.contains(&r#"{"_1":[],"scale":1.5}"#.to_string()));
        assert!(size(&input) > 10);
    }
}
