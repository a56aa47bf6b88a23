//! The operations a pure expression applies to values, after morloc's
//! eval.c and eval_ffi.rs: patterns, which get or set the parts of a value
//! they select, and `show`, a value as JSON text in its schema's order.

use super::{Selector, a_kind};
use crate::json::{self, Value};
use crate::schema::Schema;

/// Applies a pattern (eval.c, APPLY_PATTERN). With one argument it is a
/// getter: a pattern with one `end` returns that value, one with several
/// returns the tuple of them in depth-first order (eval_ffi.rs
/// `count_pattern_terminals`; eval.c wrote a lone tuple-typed value wrongly).
/// With more it is a setter: a copy of the first argument with each selected
/// part replaced by the next of the others (eval.c `apply_setter`).
/// `schema` is the first argument's, needed only to index into a record.
pub(super) fn apply_pattern(
    selector: &Selector,
    schema: Option<&Schema>,
    values: Vec<(Value, u64)>,
) -> Result<Value, String> {
    let mut values = values.into_iter().map(|(v, _)| v);
    let Some(mut target) = values.next() else {
        return Err("a pattern is applied to no value".into());
    };
    if values.len() == 0 {
        let mut found = Vec::new();
        get(&target, schema, selector, &mut found)?;
        return Ok(match found.len() {
            1 => found.pop().unwrap_or(Value::Null),
            _ => Value::Array(found.into_iter().collect()),
        });
    }
    set(&mut target, schema, selector, &mut values)?;
    match values.next() {
        None => Ok(target),
        Some(_) => Err("a setter was given more new values than its pattern selects".into()),
    }
}

/// Where a selector leads inside a value.
enum Place<'s> {
    Item(usize),
    Field(&'s str),
}

/// The schema beneath hints and optionals: a selected value is never null
/// (selecting from null is an error), so its shape is the optional's inner.
fn shape(schema: Option<&Schema>) -> Option<&Schema> {
    let mut s = schema?.strip();
    while let Schema::Optional(inner) = s {
        s = inner.strip();
    }
    Some(s)
}

/// Resolves one selector step against `value`: checks the child exists and
/// finds its schema. An index into a record (a JSON object) follows the
/// record schema's field order, as eval.c does by offset.
fn place<'s>(
    value: &Value,
    schema: Option<&'s Schema>,
    step: Place<'s>,
) -> Result<(Place<'s>, Option<&'s Schema>), String> {
    let shape = shape(schema);
    match (step, value) {
        (Place::Item(i), Value::Array(items)) => {
            if i >= items.len() {
                return Err(format!(
                    "index {i} is out of range: the value has {} element(s)",
                    items.len()
                ));
            }
            let child = match shape {
                Some(Schema::Tuple(types)) => types.get(i),
                Some(Schema::List(t)) => Some(&**t),
                _ => None,
            };
            Ok((Place::Item(i), child))
        }
        (Place::Item(i), Value::Object(map)) => {
            let Some(Schema::Record(fields)) = shape else {
                return Err(format!(
                    "index {i} selects from a record whose schema is unknown, so its field order is too"
                ));
            };
            let Some((key, t)) = fields.get(i) else {
                return Err(format!(
                    "index {i} is out of range: the record has {} field(s)",
                    fields.len()
                ));
            };
            if !map.contains_key(key) {
                return Err(format!("the record has no field {key:?}"));
            }
            Ok((Place::Field(key), Some(t)))
        }
        (Place::Field(key), Value::Object(map)) => {
            if !map.contains_key(key) {
                return Err(format!("the record has no field {key:?}"));
            }
            let child = match shape {
                Some(Schema::Record(fields)) => {
                    fields.iter().find(|(k, _)| k == key).map(|(_, t)| t)
                }
                _ => None,
            };
            Ok((Place::Field(key), child))
        }
        (Place::Item(i), other) => Err(format!(
            "cannot select index {i}: the value is {}",
            a_kind(other)
        )),
        (Place::Field(key), other) => Err(format!(
            "cannot select field {key:?}: the value is {}",
            a_kind(other)
        )),
    }
}

fn child<'v>(value: &'v Value, place: &Place) -> Option<&'v Value> {
    match (place, value) {
        (Place::Item(i), Value::Array(items)) => items.get(*i),
        (Place::Field(key), Value::Object(map)) => map.get(*key),
        _ => None,
    }
}

fn child_mut<'v>(value: &'v mut Value, place: &Place) -> Option<&'v mut Value> {
    match (place, value) {
        (Place::Item(i), Value::Array(items)) => items.get_mut(*i),
        (Place::Field(key), Value::Object(map)) => map.get_mut(*key),
        _ => None,
    }
}

fn steps(selector: &Selector) -> Vec<(Place<'_>, &Selector)> {
    match selector {
        Selector::End => Vec::new(),
        Selector::Index(list) => list.iter().map(|(i, s)| (Place::Item(*i), s)).collect(),
        Selector::Key(list) => list.iter().map(|(k, s)| (Place::Field(k), s)).collect(),
    }
}

/// Collects the values a getter selects, depth first (eval.c `apply_getter`).
fn get<'s>(
    value: &Value,
    schema: Option<&'s Schema>,
    selector: &'s Selector,
    found: &mut Vec<Value>,
) -> Result<(), String> {
    if let Selector::End = selector {
        found.push(value.clone());
        return Ok(());
    }
    for (step, sub) in steps(selector) {
        let (place, sub_schema) = place(value, schema, step)?;
        let next = child(value, &place).ok_or("a selected part vanished")?;
        get(next, sub_schema, sub, found)?;
    }
    Ok(())
}

/// Replaces each selected part with the next new value, depth first
/// (eval.c `apply_setter_set`; the copy step is the clone we already own).
fn set<'s>(
    value: &mut Value,
    schema: Option<&'s Schema>,
    selector: &'s Selector,
    new: &mut dyn Iterator<Item = Value>,
) -> Result<(), String> {
    if let Selector::End = selector {
        *value = new
            .next()
            .ok_or("a setter was given fewer new values than its pattern selects")?;
        return Ok(());
    }
    for (step, sub) in steps(selector) {
        let (place, sub_schema) = place(value, schema, step)?;
        let next = child_mut(value, &place).ok_or("a selected part vanished")?;
        set(next, sub_schema, sub, new)?;
    }
    Ok(())
}

/// Writes `value` as compact JSON for `show`, with record fields in their
/// schema's order (as morloc's writer, which walks the schema, has them)
/// rather than the sorted order of a JSON object here. The recursion follows
/// the schema, which nests at most 64 levels; beneath it, miniserde's
/// non-recursive writer takes over.
pub(super) fn show(out: &mut String, value: &Value, schema: Option<&Schema>) {
    match (schema.map(Schema::strip), value) {
        (Some(Schema::Optional(inner)), v) if !matches!(v, Value::Null) => {
            show(out, v, Some(inner))
        }
        (Some(Schema::Record(fields)), Value::Object(map)) => {
            out.push('{');
            let mut first = true;
            let mut entry = |out: &mut String, key: &str, v: &Value, t: Option<&Schema>| {
                if !first {
                    out.push(',');
                }
                first = false;
                json::push_quoted(out, key);
                out.push(':');
                show(out, v, t);
            };
            for (key, t) in fields {
                if let Some(v) = map.get(key) {
                    entry(out, key, v, Some(t));
                }
            }
            for (key, v) in map.iter() {
                if !fields.iter().any(|(k, _)| k == key) {
                    entry(out, key, v, None);
                }
            }
            out.push('}');
        }
        (Some(Schema::List(t)), Value::Array(items)) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                show(out, item, Some(t));
            }
            out.push(']');
        }
        (Some(Schema::Tuple(types)), Value::Array(items)) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                show(out, item, types.get(i));
            }
            out.push(']');
        }
        _ => out.push_str(&json::to_string(value)),
    }
}
