//! Reading a parsed [`Value`]: a member by key, a string member, a list of
//! strings, and the name of a value's kind for error messages. Small
//! accessors, owned here so that callers across nexus read values one way.

use super::{Number, Value};

/// A short name for the kind of a value, for error messages.
pub fn kind_name(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(Number::F64(_)) => "number with a fraction or exponent",
        Value::Number(_) => "integer",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

/// Looks up `key` in an object value.
pub fn get<'a>(value: &'a Value, key: &str) -> Option<&'a Value> {
    match value {
        Value::Object(map) => map.get(key),
        _ => None,
    }
}

/// The strings of an array value, skipping anything else; empty when the
/// value is missing or not an array.
pub fn string_list(value: Option<&Value>) -> Vec<String> {
    match value {
        Some(Value::Array(items)) => items
            .iter()
            .filter_map(|i| match i {
                Value::String(s) => Some(s.clone()),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The string at `key`, if it is one.
pub fn get_str<'a>(value: &'a Value, key: &str) -> Option<&'a str> {
    match get(value, key) {
        Some(Value::String(s)) => Some(s),
        _ => None,
    }
}
