//! morloc schema strings (SPEC §1.2): parsing, printing, value validation and
//! rendering as JSON Schema.
//!
//! A schema is a compact type string such as `m24names2hpj` (a record with a
//! `name: Str` and an `hp: Int`). Sizes and counts are one base-64 digit
//! (`0-9a-zA-Z+/`). Parsing is a pure function over the string; printing
//! gives the same string back, which the fuzz target checks.
//!
//! Integers are validated exactly: miniserde keeps every integer that fits in
//! i64 or u64 exact and turns larger ones into a lossy f64, so an f64 where an
//! integer is expected is always refused, never rounded.

use crate::json::{self, Number, Value};
use std::fmt;

/// Deepest nesting a schema may have; bounds the parser's recursion.
pub const MAX_SCHEMA_DEPTH: usize = 64;

/// A morloc type as its schema string spells it (SPEC §1.2):
/// [`Schema::parse`] reads one and `Display` writes it back.
#[derive(Debug, Clone, PartialEq)]
pub enum Schema {
    /// `z`: no value, JSON `null`.
    Unit,
    /// `b`: a boolean.
    Bool,
    /// A fixed-width integer: `bytes` is 1, 2, 4 or 8.
    Int {
        /// `i` (true) or `u` (false).
        signed: bool,
        /// Width in bytes: 1, 2, 4 or 8.
        bytes: u8,
    },
    /// `j`: an integer of any size the nexus carries exactly (i64 ∪ u64).
    BigInt,
    /// `f4` or `f8`.
    Real {
        /// Width in bytes: 4 or 8.
        bytes: u8,
    },
    /// `s`: a UTF-8 string.
    Str,
    /// `aT`: a list of `T`, a JSON array.
    List(Box<Schema>),
    /// `t<n>T…`: `n` items, each of its own type, a JSON array.
    Tuple(Vec<Schema>),
    /// `m<n>(<klen><key><T>)…`: named fields in their declared order, a
    /// JSON object.
    Record(Vec<(String, Schema)>),
    /// `?T`: a `T` or null.
    Optional(Box<Schema>),
    /// `T` or `T:<n>(<klen><key><T>)…`: an Arrow table, with its declared
    /// columns as in a record (morloc 0.98's form, `parse_schema_r` in
    /// `morloc-runtime-types/src/schema.rs`). Not servable.
    Table(Vec<(String, Schema)>),
    /// `F`, `O` or `I`: a stream handle. Not servable.
    Stream(char),
    /// `<hint>T`: kept for printing, transparent for values.
    Hint(String, Box<Schema>),
}

/// Why a schema string does not parse, and where.
#[derive(Debug, Clone, PartialEq)]
pub struct SchemaError {
    /// Byte offset in the schema string where parsing failed.
    pub offset: usize,
    /// What was wrong there.
    pub message: String,
}

impl fmt::Display for SchemaError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{} at byte {}", self.message, self.offset)
    }
}

const BASE64: &[u8; 64] = b"0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ+/";

fn digit_value(b: u8) -> Option<usize> {
    BASE64.iter().position(|&d| d == b)
}

struct Parser<'a> {
    text: &'a [u8],
    at: usize,
}

impl Parser<'_> {
    fn fail<T>(&self, message: impl Into<String>) -> Result<T, SchemaError> {
        Err(SchemaError {
            offset: self.at,
            message: message.into(),
        })
    }

    fn next(&mut self) -> Option<u8> {
        let b = self.text.get(self.at).copied();
        if b.is_some() {
            self.at += 1;
        }
        b
    }

    fn size(&mut self) -> Result<usize, SchemaError> {
        match self.next() {
            Some(b) => match digit_value(b) {
                Some(v) => Ok(v),
                None => {
                    self.at -= 1;
                    self.fail(format!(
                        "expected a base-64 size digit (0-9a-zA-Z+/), found {:?}",
                        b as char
                    ))
                }
            },
            None => self.fail("expected a base-64 size digit, found the end"),
        }
    }

    fn fields(&mut self, depth: usize) -> Result<Vec<(String, Schema)>, SchemaError> {
        let count = self.size()?;
        let mut fields = Vec::with_capacity(count);
        for _ in 0..count {
            let klen = self.size()?;
            let start = self.at;
            let end = start + klen;
            if end > self.text.len() {
                return self.fail(format!("expected a {klen}-byte field name, found the end"));
            }
            let key = match std::str::from_utf8(&self.text[start..end]) {
                Ok(k) => k.to_string(),
                Err(_) => return self.fail("field name is not UTF-8"),
            };
            self.at = end;
            if fields.iter().any(|(k, _)| *k == key) {
                return self.fail(format!("duplicate field name {key:?}"));
            }
            let field = self.schema(depth + 1)?;
            fields.push((key, field));
        }
        Ok(fields)
    }

    fn width(&mut self, allowed: &[u8]) -> Result<u8, SchemaError> {
        match self.next() {
            Some(b) if allowed.contains(&b) => Ok(b - b'0'),
            _ => {
                self.at = self.at.saturating_sub(1);
                let list: Vec<String> = allowed.iter().map(|&b| (b as char).to_string()).collect();
                self.fail(format!("expected a width ({})", list.join(", ")))
            }
        }
    }

    fn schema(&mut self, depth: usize) -> Result<Schema, SchemaError> {
        if depth > MAX_SCHEMA_DEPTH {
            return self.fail(format!("schema nested deeper than {MAX_SCHEMA_DEPTH}"));
        }
        let start = self.at;
        let Some(b) = self.next() else {
            return self.fail("expected a type, found the end");
        };
        Ok(match b {
            b'z' => Schema::Unit,
            b'b' => Schema::Bool,
            b'j' => Schema::BigInt,
            b's' => Schema::Str,
            b'i' => Schema::Int {
                signed: true,
                bytes: self.width(b"1248")?,
            },
            b'u' => Schema::Int {
                signed: false,
                bytes: self.width(b"1248")?,
            },
            b'f' => Schema::Real {
                bytes: self.width(b"48")?,
            },
            b'a' => Schema::List(Box::new(self.schema(depth + 1)?)),
            b'?' => Schema::Optional(Box::new(self.schema(depth + 1)?)),
            b't' => {
                let count = self.size()?;
                let mut items = Vec::with_capacity(count);
                for _ in 0..count {
                    items.push(self.schema(depth + 1)?);
                }
                Schema::Tuple(items)
            }
            b'm' => Schema::Record(self.fields(depth)?),
            b'T' => {
                // Bare `T` declares no columns; `T:` is followed by them.
                if self.text.get(self.at) == Some(&b':') {
                    self.at += 1;
                    let columns = self.fields(depth)?;
                    if columns.is_empty() {
                        // One spelling per table, so a schema prints back
                        // to its own text (the fuzz invariant found `T:0`).
                        self.at = start;
                        return self.fail(
                            "a table `T:` declares at least one column; write a bare `T` for none",
                        );
                    }
                    Schema::Table(columns)
                } else {
                    Schema::Table(Vec::new())
                }
            }
            b'F' | b'O' | b'I' => Schema::Stream(b as char),
            b'<' => {
                let rest = &self.text[self.at..];
                let Some(close) = rest.iter().position(|&c| c == b'>') else {
                    return self.fail("unclosed <hint>");
                };
                let hint = match std::str::from_utf8(&rest[..close]) {
                    Ok(h) if !h.contains('<') => h.to_string(),
                    _ => return self.fail("a hint must be UTF-8 without '<'"),
                };
                self.at += close + 1;
                Schema::Hint(hint, Box::new(self.schema(depth + 1)?))
            }
            other => {
                self.at = start;
                return self.fail(format!("unknown type code {:?}", other as char));
            }
        })
    }
}

impl Schema {
    /// Parses a whole schema string; trailing bytes are an error.
    pub fn parse(text: &str) -> Result<Schema, SchemaError> {
        let mut p = Parser {
            text: text.as_bytes(),
            at: 0,
        };
        let schema = p.schema(0)?;
        if p.at != text.len() {
            return p.fail("unexpected bytes after the type");
        }
        Ok(schema)
    }

    /// How deep a JSON value of this schema nests: lists, tuples, records
    /// and tables count one level each; optionals and hints none. Walked
    /// without recursion.
    pub fn depth(&self) -> usize {
        let mut deepest = 0;
        let mut todo = vec![(self, 0)];
        while let Some((s, d)) = todo.pop() {
            deepest = deepest.max(d);
            match s {
                Schema::List(t) => todo.push((t, d + 1)),
                Schema::Optional(t) | Schema::Hint(_, t) => todo.push((t, d)),
                Schema::Tuple(items) => todo.extend(items.iter().map(|t| (t, d + 1))),
                Schema::Record(fields) | Schema::Table(fields) => {
                    todo.extend(fields.iter().map(|(_, t)| (t, d + 1)))
                }
                _ => {}
            }
        }
        deepest
    }

    /// Whether the value may be null (`?T`, under any hints).
    pub fn is_optional(&self) -> bool {
        matches!(self.strip(), Schema::Optional(_))
    }

    /// `value` with every omitted nullable record field set to null, at any
    /// depth, so that a record may leave those fields out (they are not
    /// `required` in its JSON Schema). Recursion follows the schema, whose
    /// depth is bounded by [`MAX_SCHEMA_DEPTH`].
    pub fn fill_nulls(&self, value: Value) -> Value {
        match (self.strip(), value) {
            (Schema::Optional(t), v) if !matches!(v, Value::Null) => t.fill_nulls(v),
            (Schema::List(t), Value::Array(items)) => {
                Value::Array(items.into_iter().map(|v| t.fill_nulls(v)).collect())
            }
            (Schema::Tuple(ts), Value::Array(items)) => Value::Array(
                items
                    .into_iter()
                    .enumerate()
                    .map(|(i, v)| match ts.get(i) {
                        Some(t) => t.fill_nulls(v),
                        None => v,
                    })
                    .collect(),
            ),
            (Schema::Record(fields), Value::Object(mut map)) => {
                for (key, t) in fields {
                    match map.remove(key) {
                        Some(v) => {
                            map.insert(key.clone(), t.fill_nulls(v));
                        }
                        None if t.is_optional() => {
                            map.insert(key.clone(), Value::Null);
                        }
                        None => {}
                    }
                }
                Value::Object(map)
            }
            (_, v) => v,
        }
    }

    /// `value`'s compact JSON text with every record's fields in the order
    /// this schema declares them, as morloc writes a record (a
    /// [`Value::Object`] alone would list them sorted by key). The walk
    /// follows the schema, so its depth is the schema's; keys the schema
    /// does not name, and values that do not fit it, are written as they are.
    pub fn to_json_text(&self, value: &Value) -> String {
        match self.strip() {
            Schema::Optional(_) | Schema::List(_) | Schema::Tuple(_) | Schema::Record(_) => {
                let mut out = String::new();
                self.push_json(value, &mut out);
                out
            }
            // A scalar: nothing to order (and no second copy of the text).
            _ => match value {
                Value::String(s) => json::quote(s),
                _ => json::to_string(value),
            },
        }
    }

    fn push_json(&self, value: &Value, out: &mut String) {
        match (self.strip(), value) {
            (Schema::Optional(inner), v) if !matches!(v, Value::Null) => inner.push_json(v, out),
            (Schema::List(item), Value::Array(items)) => {
                push_json_items(out, items.iter().map(|v| (&**item, v)))
            }
            (Schema::Tuple(schemas), Value::Array(items)) if schemas.len() == items.len() => {
                push_json_items(out, schemas.iter().zip(items))
            }
            (Schema::Record(fields), Value::Object(map)) => {
                let declared = fields
                    .iter()
                    .filter_map(|(k, s)| Some((k, Some(s), map.get(k)?)));
                let others = map
                    .iter()
                    .filter(|(k, _)| !fields.iter().any(|(f, _)| f == *k))
                    .map(|(k, v)| (k, None, v));
                out.push('{');
                for (n, (key, schema, v)) in declared.chain(others).enumerate() {
                    if n > 0 {
                        out.push(',');
                    }
                    json::push_quoted(out, key);
                    out.push(':');
                    match schema {
                        Some(s) => s.push_json(v, out),
                        None => out.push_str(&json::to_string(v)),
                    }
                }
                out.push('}');
            }
            (_, Value::String(s)) => json::push_quoted(out, s),
            _ => out.push_str(&json::to_string(value)),
        }
    }

    /// The schema beneath any hints.
    pub fn strip(&self) -> &Schema {
        match self {
            Schema::Hint(_, inner) => inner.strip(),
            other => other,
        }
    }

    /// Why a value of this schema cannot travel as JSON, if it cannot. A
    /// table travels as its rows, as a whole argument or result (morloc
    /// 0.98.2's pools take one only there) of flat columns.
    pub fn unservable(&self) -> Option<&'static str> {
        match self.strip() {
            Schema::Table(cols) if cols.iter().all(|(_, t)| t.is_cell()) => None,
            Schema::Table(_) => Some(
                "an Arrow table column is nested, and morloc's tables carry only booleans, numbers and strings",
            ),
            _ => self.unservable_inside(),
        }
    }

    /// Whether a table column of this type is flat: a boolean, number or
    /// string, or a nullable one.
    pub fn is_cell(&self) -> bool {
        match self.strip() {
            Schema::Bool
            | Schema::Int { .. }
            | Schema::BigInt
            | Schema::Real { .. }
            | Schema::Str => true,
            Schema::Optional(t) => t.is_cell(),
            _ => false,
        }
    }

    fn unservable_inside(&self) -> Option<&'static str> {
        match self {
            Schema::Table(_) => Some(
                "a table inside another type, and morloc 0.98.2's pools take a table only as a whole argument or result",
            ),
            Schema::Stream(_) => Some("a stream handle cannot be marshalled as a JSON value"),
            Schema::List(t) | Schema::Optional(t) | Schema::Hint(_, t) => t.unservable_inside(),
            Schema::Tuple(items) => items.iter().find_map(Schema::unservable_inside),
            Schema::Record(fields) => fields.iter().find_map(|(_, t)| t.unservable_inside()),
            _ => None,
        }
    }

    /// A readable type name for messages: `Int32`, `[Str]`, `{name: Str}`.
    pub fn type_name(&self) -> String {
        match self {
            Schema::Unit => "Unit".into(),
            Schema::Bool => "Bool".into(),
            Schema::Int { signed, bytes } => {
                format!(
                    "{}{}",
                    if *signed { "Int" } else { "UInt" },
                    *bytes as u32 * 8
                )
            }
            Schema::BigInt => "Int".into(),
            Schema::Real { bytes: 4 } => "Real32".into(),
            Schema::Real { .. } => "Real".into(),
            Schema::Str => "Str".into(),
            Schema::List(t) => format!("[{}]", t.type_name()),
            Schema::Tuple(items) => {
                let parts: Vec<String> = items.iter().map(Schema::type_name).collect();
                format!("({})", parts.join(", "))
            }
            Schema::Record(fields) => {
                let parts: Vec<String> = fields
                    .iter()
                    // Escaped: a field name may hold any character, and a
                    // type name sits inside one-line messages (found by the
                    // eval fuzz target: a record literal's field "a\nb").
                    .map(|(k, t)| format!("{}: {}", k.escape_debug(), t.type_name()))
                    .collect();
                format!("{{{}}}", parts.join(", "))
            }
            Schema::Optional(t) => format!("?{}", t.type_name()),
            Schema::Table(_) => "Table".into(),
            Schema::Stream('F') => "IFile".into(),
            Schema::Stream('O') => "OStream".into(),
            Schema::Stream(_) => "IStream".into(),
            Schema::Hint(_, t) => t.type_name(),
        }
    }

    /// Checks `value` against this schema. The error names the path inside the
    /// value (`.hp`, `[2]`) and what was expected.
    pub fn validate(&self, value: &Value) -> Result<(), ValueError> {
        self.check(value, &mut String::new())
    }

    fn check(&self, value: &Value, path: &mut String) -> Result<(), ValueError> {
        let wrong = |path: &String, expected: String| {
            Err(ValueError {
                path: path.clone(),
                expected,
                found: describe(value),
            })
        };
        match (self, value) {
            (Schema::Hint(_, t), v) => t.check(v, path),
            (Schema::Unit, Value::Null) => Ok(()),
            (Schema::Bool, Value::Bool(_)) => Ok(()),
            (Schema::Str, Value::String(_)) => Ok(()),
            (Schema::Real { bytes }, Value::Number(n)) => {
                let x = match n {
                    Number::F64(x) => *x,
                    Number::I64(i) => *i as f64,
                    Number::U64(u) => *u as f64,
                };
                if *bytes == 4 && x.is_finite() && (x as f32).is_infinite() {
                    return wrong(path, "a number within the 32-bit float range".into());
                }
                Ok(())
            }
            (Schema::Int { .. } | Schema::BigInt, Value::Number(n)) => {
                let (lo, hi) = self.int_range();
                let fits = match n {
                    Number::U64(u) => i128::from(*u) >= lo && i128::from(*u) <= hi,
                    Number::I64(i) => i128::from(*i) >= lo && i128::from(*i) <= hi,
                    Number::F64(x) if beyond_64_bits(*x) => {
                        return wrong(
                            path,
                            format!("{} (an integer in {lo}..={hi})", self.type_name()),
                        );
                    }
                    Number::F64(_) => {
                        return wrong(
                            path,
                            format!(
                                "{} (an integer without a fraction or exponent)",
                                self.type_name()
                            ),
                        );
                    }
                };
                if fits {
                    Ok(())
                } else {
                    wrong(
                        path,
                        format!("{} (an integer in {lo}..={hi})", self.type_name()),
                    )
                }
            }
            (Schema::Optional(_), Value::Null) => Ok(()),
            (Schema::Optional(t), v) => t.check(v, path),
            (Schema::List(t), Value::Array(items)) => {
                for (i, item) in items.iter().enumerate() {
                    let len = path.len();
                    path.push_str(&format!("[{i}]"));
                    t.check(item, path)?;
                    path.truncate(len);
                }
                Ok(())
            }
            (Schema::Tuple(types), Value::Array(items)) => {
                if types.len() != items.len() {
                    return Err(ValueError {
                        path: path.clone(),
                        expected: format!(
                            "{} (an array of exactly {})",
                            self.type_name(),
                            types.len()
                        ),
                        found: format!("an array of {}", items.len()),
                    });
                }
                for (i, (t, item)) in types.iter().zip(items.iter()).enumerate() {
                    let len = path.len();
                    path.push_str(&format!("[{i}]"));
                    t.check(item, path)?;
                    path.truncate(len);
                }
                Ok(())
            }
            (Schema::Record(fields), Value::Object(map)) => {
                for (key, t) in fields {
                    let len = path.len();
                    path.push('.');
                    path.push_str(key);
                    match map.get(key) {
                        Some(v) => t.check(v, path)?,
                        None => {
                            return Err(ValueError {
                                path: path.clone(),
                                expected: format!("field {key:?} of type {}", t.type_name()),
                                found: "nothing (the field is missing)".into(),
                            });
                        }
                    }
                    path.truncate(len);
                }
                if let Some(extra) = map.keys().find(|k| !fields.iter().any(|(f, _)| f == *k)) {
                    let known: Vec<&str> = fields.iter().map(|(k, _)| k.as_str()).collect();
                    return Err(ValueError {
                        path: path.clone(),
                        expected: format!("only the fields {}", known.join(", ")),
                        found: format!("an unexpected field {extra:?}"),
                    });
                }
                Ok(())
            }
            (Schema::Table(cols), Value::Array(_) | Value::Object(_)) => check_table(cols, value),
            (Schema::Table(_), _) => wrong(
                path,
                "a table: rows [{\"col\": value, …}] or columns {\"col\": [value, …]}".into(),
            ),
            (Schema::Stream(_), _) => {
                wrong(path, format!("{} (not servable as JSON)", self.type_name()))
            }
            _ => wrong(path, self.expected_kind()),
        }
    }

    fn expected_kind(&self) -> String {
        let what = match self.strip() {
            Schema::Unit => "null",
            Schema::Bool => "a boolean",
            Schema::Int { .. } | Schema::BigInt => "an integer",
            Schema::Real { .. } => "a number",
            Schema::Str => "a string",
            Schema::List(_) | Schema::Tuple(_) => "an array",
            Schema::Record(_) => "an object",
            _ => "a value",
        };
        format!("{} ({what})", self.type_name())
    }

    /// The exact integer range of an integer schema.
    pub fn int_range(&self) -> (i128, i128) {
        match self.strip() {
            Schema::Int {
                signed: true,
                bytes,
            } => {
                let bits = *bytes as u32 * 8;
                (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
            }
            Schema::Int {
                signed: false,
                bytes,
            } => (0, (1i128 << (*bytes as u32 * 8)) - 1),
            _ => (i128::from(i64::MIN), i128::from(u64::MAX)),
        }
    }

    /// The JSON Schema for values of this schema, as JSON text (SPEC §1.2).
    pub fn json_schema(&self) -> String {
        self.json_schema_with(None)
    }

    /// Like [`Schema::json_schema`], with a `description` as the first key.
    pub fn json_schema_with(&self, description: Option<&str>) -> String {
        let mut obj = json::Obj::new();
        if let Some(d) = description {
            obj = obj.str("description", d);
        }
        self.fill(obj, false).finish()
    }

    fn fill(&self, obj: json::Obj, nullable: bool) -> json::Obj {
        let ty = |name: &str| {
            if nullable {
                format!("[\"{name}\",\"null\"]")
            } else {
                json::quote(name)
            }
        };
        match self {
            Schema::Hint(_, t) => t.fill(obj, nullable),
            Schema::Optional(t) => t.fill(obj, true),
            Schema::Unit => obj.str("type", "null"),
            Schema::Bool => obj.raw("type", &ty("boolean")),
            Schema::Int { .. } => {
                let (lo, hi) = self.int_range();
                obj.raw("type", &ty("integer"))
                    .raw("minimum", &lo.to_string())
                    .raw("maximum", &hi.to_string())
            }
            Schema::BigInt => obj.raw("type", &ty("integer")),
            Schema::Real { .. } => obj.raw("type", &ty("number")),
            Schema::Str => obj.raw("type", &ty("string")),
            Schema::List(t) => obj.raw("type", &ty("array")).raw("items", &t.json_schema()),
            Schema::Tuple(items) => {
                let prefix = json::array_of_raw(items.iter().map(Schema::json_schema));
                obj.raw("type", &ty("array"))
                    .raw("prefixItems", &prefix)
                    .raw("minItems", &items.len().to_string())
                    .raw("maxItems", &items.len().to_string())
            }
            Schema::Record(fields) => {
                let mut props = json::Obj::new();
                for (k, t) in fields {
                    props = props.raw(k, &t.json_schema());
                }
                // A nullable field may be left out (as in morloc's
                // `object_schema`); the dispatcher fills it with null.
                let required = json::array_of_raw(
                    fields
                        .iter()
                        .filter(|(_, t)| !t.is_optional())
                        .map(|(k, _)| json::quote(k)),
                );
                obj.raw("type", &ty("object"))
                    .raw("properties", &props.finish())
                    .raw("required", &required)
                    .raw("additionalProperties", "false")
            }
            // Rows, as morloc's `--json-help` has it (`json_help.rs`); declared
            // columns are a lower bound, so others may come too.
            Schema::Table(cols) => {
                let mut props = json::Obj::new();
                for (k, t) in cols {
                    props = props.raw(k, &t.json_schema());
                }
                let required = json::array_of_raw(cols.iter().map(|(k, _)| json::quote(k)));
                let row = json::Obj::new()
                    .raw("type", &ty("object"))
                    .raw("properties", &props.finish())
                    .raw("required", &required)
                    .finish();
                obj.raw("type", &ty("array")).raw("items", &row)
            }
            Schema::Stream(_) => obj.str("description", "not servable"),
        }
    }
}

impl fmt::Display for Schema {
    /// Prints the schema string back, so that `parse(print(s)) == s`.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let size = |n: usize| BASE64.get(n).map(|&b| b as char).unwrap_or('?');
        match self {
            Schema::Unit => write!(f, "z"),
            Schema::Bool => write!(f, "b"),
            Schema::Int { signed, bytes } => {
                write!(f, "{}{bytes}", if *signed { 'i' } else { 'u' })
            }
            Schema::BigInt => write!(f, "j"),
            Schema::Real { bytes } => write!(f, "f{bytes}"),
            Schema::Str => write!(f, "s"),
            Schema::List(t) => write!(f, "a{t}"),
            Schema::Optional(t) => write!(f, "?{t}"),
            Schema::Tuple(items) => {
                write!(f, "t{}", size(items.len()))?;
                items.iter().try_for_each(|t| write!(f, "{t}"))
            }
            Schema::Record(fields) | Schema::Table(fields) => {
                match self {
                    Schema::Record(_) => write!(f, "m{}", size(fields.len()))?,
                    _ if fields.is_empty() => return write!(f, "T"),
                    _ => write!(f, "T:{}", size(fields.len()))?,
                }
                fields
                    .iter()
                    .try_for_each(|(k, t)| write!(f, "{}{k}{t}", size(k.len())))
            }
            Schema::Stream(c) => write!(f, "{c}"),
            Schema::Hint(h, t) => write!(f, "<{h}>{t}"),
        }
    }
}

/// A table's rows `[{…}]` or columns `{"col": […]}` against its declared
/// columns: each present in every row and of its type (a null passes: it
/// is for the pool's side to refuse or take). Other columns pass.
fn check_table(cols: &[(String, Schema)], value: &Value) -> Result<(), ValueError> {
    let at = |r: usize, k: &str| format!("row {r}, column {}", json::quote(k));
    for (k, t) in cols {
        let cells: Box<dyn Iterator<Item = Option<&Value>>> = match value {
            Value::Array(rows) => Box::new(rows.iter().map(|row| match row {
                Value::Object(o) => o.get(k),
                _ => None,
            })),
            Value::Object(map) => match map.get(k) {
                Some(Value::Array(items)) => Box::new(items.iter().map(Some)),
                other => {
                    return Err(ValueError {
                        path: format!("column {}", json::quote(k)),
                        expected: format!("an array of {}", t.type_name()),
                        found: other.map_or("nothing (the column is missing)".into(), describe),
                    });
                }
            },
            _ => return Ok(()),
        };
        for (r, cell) in cells.enumerate() {
            match cell {
                Some(Value::Null) => {}
                // The path is made only for an error: this runs per cell.
                Some(v) => t.check(v, &mut String::new()).map_err(|e| ValueError {
                    path: at(r, k),
                    ..e
                })?,
                None if matches!(value, Value::Array(rows) if !matches!(rows[r], Value::Object(_))) =>
                {
                    return Err(ValueError {
                        path: format!("row {r}"),
                        expected: "a row object".into(),
                        found: "something else".into(),
                    });
                }
                None => {
                    return Err(ValueError {
                        path: at(r, k),
                        expected: t.type_name(),
                        found: "nothing (the row has no such column)".into(),
                    });
                }
            }
        }
    }
    Ok(())
}

/// A value that does not match its schema.
#[derive(Debug, Clone, PartialEq)]
pub struct ValueError {
    /// Where inside the value: empty for the value itself, else `.field[3]`.
    pub path: String,
    /// What the schema wanted there: a type name, or a phrase.
    pub expected: String,
    /// A short description of what was there instead.
    pub found: String,
}

impl fmt::Display for ValueError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        if self.path.is_empty() {
            write!(f, "expected {}, got {}", self.expected, self.found)
        } else {
            write!(
                f,
                "at {}: expected {}, got {}",
                self.path, self.expected, self.found
            )
        }
    }
}

/// Whether `x` is a whole number outside i64 ∪ u64: an integer literal
/// beyond 64 bits, which the reader can only keep as a lossy f64. Both
/// ends are open: an integer that fits is read as `I64` or `U64`, so an
/// f64 of -2^63 is the rounding of one below `i64::MIN`
/// (`-9223372036854775809`), as an f64 of 2^64 is of one above `u64::MAX`.
fn beyond_64_bits(x: f64) -> bool {
    const LOW: f64 = -9_223_372_036_854_775_808.0;
    const HIGH: f64 = 18_446_744_073_709_551_616.0;
    x.fract() == 0.0 && !(x > LOW && x < HIGH)
}

/// A short description of a value for messages: its kind, and for scalars the
/// value itself (truncated). It follows "got": `got null`, `got integer 5`,
/// `got an integer beyond 64 bits (about 1e23)`.
/// `[item,…]`, each item written under its own schema
/// ([`Schema::to_json_text`]).
fn push_json_items<'a>(out: &mut String, items: impl Iterator<Item = (&'a Schema, &'a Value)>) {
    out.push('[');
    for (n, (schema, item)) in items.enumerate() {
        if n > 0 {
            out.push(',');
        }
        schema.push_json(item, out);
    }
    out.push(']');
}

fn describe(value: &Value) -> String {
    match value {
        Value::Null => "null".into(),
        Value::Array(_) | Value::Object(_) => json::kind_name(value).to_string(),
        Value::String(s) if s.len() > 40 => format!("a string of {} bytes", s.len()),
        // The literal's digits are gone; its f64 is the nearest we have.
        Value::Number(Number::F64(x)) if beyond_64_bits(*x) => {
            format!("an integer beyond 64 bits (about {x:e})")
        }
        other => format!("{} {}", json::kind_name(other), json::to_string(other)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_text_keeps_the_declared_field_order_at_every_depth() {
        // Record fields z, a; inside a list, a tuple and an optional.
        let schema = Schema::parse("m21z?m21bs1aj1aam21yj1xj").unwrap();
        let value = json::parse(r#"{"a":[{"x":1,"y":2}],"z":{"b":"s","extra":true}}"#).unwrap();
        assert_eq!(
            schema.to_json_text(&value),
            r#"{"z":{"b":"s","extra":true},"a":[{"y":2,"x":1}]}"#
        );
        let tuple = Schema::parse("t2m21bj1aj?m21dj1cj").unwrap();
        let value = json::parse(r#"[{"a":1,"b":2},null]"#).unwrap();
        assert_eq!(tuple.to_json_text(&value), r#"[{"b":2,"a":1},null]"#);
        // Anything else is its plain text.
        assert_eq!(
            Schema::BigInt.to_json_text(&json::parse("-7").unwrap()),
            "-7"
        );
    }

    fn v(text: &str) -> Value {
        json::parse(text).unwrap()
    }

    #[test]
    fn parses_and_prints_back_every_form() {
        for s in [
            "z",
            "b",
            "i1",
            "i2",
            "i4",
            "i8",
            "u1",
            "u2",
            "u4",
            "u8",
            "j",
            "f4",
            "f8",
            "s",
            "aj",
            "t2sj",
            "m24names2hpj",
            "?s",
            "<dict>m14keyss",
            "aa?m11xf8",
            "T:13colaj",
            "T",
            "t2Tj",
            "F",
            "O",
            "I",
            "t0",
            "m0",
        ] {
            let schema = Schema::parse(s).unwrap_or_else(|e| panic!("{s}: {e}"));
            assert_eq!(schema.to_string(), s);
        }
    }

    #[test]
    fn rejects_bad_schemas_with_offsets() {
        let e = Schema::parse("m24namex").unwrap_err();
        assert!(e.message.contains("unknown type code"), "{e}");
        assert_eq!(Schema::parse("i3").unwrap_err().offset, 1);
        assert!(Schema::parse("a").is_err());
        assert!(Schema::parse("ss").is_err());
        assert!(Schema::parse("<hint").is_err());
        assert!(Schema::parse("m2").is_err());
        assert!(Schema::parse(&"a".repeat(1000)).is_err());
    }

    #[test]
    fn base64_sizes_go_past_ten() {
        let fields: String = (0..11)
            .map(|i| format!("2f{}j", (b'a' + i) as char))
            .collect();
        let s = format!("mb{fields}");
        let Schema::Record(f) = Schema::parse(&s).unwrap() else {
            panic!()
        };
        assert_eq!(f.len(), 11);
    }

    #[test]
    fn integers_are_checked_exactly() {
        let i1 = Schema::parse("i1").unwrap();
        assert!(i1.validate(&v("127")).is_ok());
        assert!(i1.validate(&v("-128")).is_ok());
        assert!(i1.validate(&v("128")).is_err());
        let u8_ = Schema::parse("u8").unwrap();
        assert!(u8_.validate(&v("18446744073709551615")).is_ok());
        assert!(u8_.validate(&v("-1")).is_err());
        let j = Schema::parse("j").unwrap();
        assert!(j.validate(&v("-9223372036854775808")).is_ok());
        let lossy = j.validate(&v("18446744073709551616")).unwrap_err();
        assert_eq!(
            lossy.found,
            "an integer beyond 64 bits (about 1.8446744073709552e19)"
        );
        let float = j.validate(&v("1.0")).unwrap_err();
        assert!(float.expected.contains("without a fraction"), "{float}");
    }

    /// Issue 15 defect 12: an integer beyond 64 bits was "a number with a
    /// fraction or exponent 1e+23", and a null (as the MCP Inspector sends
    /// for a bad field) was "null null".
    #[test]
    fn number_and_null_errors_read_naturally() {
        let j = Schema::parse("j").unwrap();
        let e = j.validate(&v("99999999999999999999999")).unwrap_err();
        assert_eq!(
            e.to_string(),
            "expected Int (an integer in -9223372036854775808..=18446744073709551615), got an integer beyond 64 bits (about 1e23)"
        );
        let e = Schema::parse("i4")
            .unwrap()
            .validate(&v("null"))
            .unwrap_err();
        assert_eq!(e.to_string(), "expected Int32 (an integer), got null");
        let e = Schema::parse("i4")
            .unwrap()
            .validate(&v("-1e30"))
            .unwrap_err();
        assert!(e.to_string().contains("in -2147483648..=2147483647"), "{e}");
        assert!(
            e.to_string()
                .ends_with("got an integer beyond 64 bits (about -1e30)"),
            "{e}"
        );
        // Issue 40 item 6: one below i64::MIN rounds to -2^63 itself.
        for below in ["-9223372036854775809", "-9223372036854775900"] {
            let e = j.validate(&v(below)).unwrap_err();
            assert!(
                e.to_string()
                    .ends_with("got an integer beyond 64 bits (about -9.223372036854776e18)"),
                "{below}: {e}"
            );
            assert!(e.expected.contains("-9223372036854775808..="), "{e}");
        }
        // An exponent that stays within 64 bits is still refused as one.
        let e = j.validate(&v("1e3")).unwrap_err();
        assert!(
            e.to_string().contains("without a fraction or exponent"),
            "{e}"
        );
    }

    #[test]
    fn depth_counts_the_levels_of_a_value() {
        for (text, depth) in [
            ("j", 0),
            ("aj", 1),
            ("?aaj", 2),
            ("<h>aj", 1),
            ("t2jaj", 2),
            ("m11xas", 2),
        ] {
            assert_eq!(Schema::parse(text).unwrap().depth(), depth, "{text}");
        }
    }

    #[test]
    fn records_name_the_missing_and_the_extra_field() {
        let m = Schema::parse("m24names2hpj").unwrap();
        assert!(m.validate(&v(r#"{"name":"x","hp":3}"#)).is_ok());
        let e = m.validate(&v(r#"{"name":"x"}"#)).unwrap_err();
        assert_eq!(e.path, ".hp");
        let e = m.validate(&v(r#"{"name":"x","hp":3,"mp":1}"#)).unwrap_err();
        assert!(e.found.contains("mp"));
        let e = m.validate(&v(r#"{"name":1,"hp":3}"#)).unwrap_err();
        assert_eq!(
            e.to_string(),
            "at .name: expected Str (a string), got integer 1"
        );
    }

    #[test]
    fn optionals_tuples_and_lists() {
        let s = Schema::parse("a?t2sb").unwrap();
        assert!(s.validate(&v(r#"[null,["a",true]]"#)).is_ok());
        let e = s.validate(&v(r#"[["a"]]"#)).unwrap_err();
        assert_eq!(e.path, "[0]");
    }

    #[test]
    fn json_schema_follows_the_table() {
        assert_eq!(
            Schema::parse("i1").unwrap().json_schema(),
            r#"{"type":"integer","minimum":-128,"maximum":127}"#
        );
        assert_eq!(
            Schema::parse("?s").unwrap().json_schema(),
            r#"{"type":["string","null"]}"#
        );
        assert_eq!(
            Schema::parse("t2sj").unwrap().json_schema(),
            r#"{"type":"array","prefixItems":[{"type":"string"},{"type":"integer"}],"minItems":2,"maxItems":2}"#
        );
        assert_eq!(
            Schema::parse("m11xs").unwrap().json_schema(),
            r#"{"type":"object","properties":{"x":{"type":"string"}},"required":["x"],"additionalProperties":false}"#
        );
        assert_eq!(
            Schema::parse("z").unwrap().json_schema(),
            r#"{"type":"null"}"#
        );
        // A nullable field is not required, as in morloc's nexus.
        assert_eq!(
            Schema::parse("m21a?j1bs").unwrap().json_schema(),
            r#"{"type":"object","properties":{"a":{"type":["integer","null"]},"b":{"type":"string"}},"required":["b"],"additionalProperties":false}"#
        );
    }

    #[test]
    fn tables_take_morlocs_forms() {
        assert_eq!(Schema::parse("T").unwrap(), Schema::Table(Vec::new()));
        assert_eq!(
            Schema::parse("T:13colaj").unwrap(),
            Schema::Table(vec![("col".into(), Schema::List(Box::new(Schema::BigInt)))])
        );
        // A bare `T` inside a tuple leaves the next type alone.
        assert_eq!(Schema::parse("t2Tj").unwrap().to_string(), "t2Tj");
        assert!(Schema::parse("T:").is_err());
        assert!(
            Schema::parse("T:0").is_err(),
            "a column-less T: is written T"
        );
    }

    #[test]
    fn omitted_nullable_fields_become_null() {
        let s = Schema::parse("am21a?m11bj1cs").unwrap();
        let filled = s.fill_nulls(v(r#"[{"c":"x"},{"a":{},"c":"y"}]"#));
        assert_eq!(
            crate::json::to_string(&filled),
            crate::json::to_string(&v(r#"[{"c":"x","a":null},{"a":{},"c":"y"}]"#))
        );
        assert!(
            s.validate(&filled).is_err(),
            "a set record still needs its fields"
        );
        let ok = s.fill_nulls(v(r#"[{"c":"x"}]"#));
        assert!(s.validate(&ok).is_ok());
    }

    #[test]
    fn tables_travel_whole_and_flat() {
        assert!(Schema::parse("T:13colaj").unwrap().unservable().is_some());
        assert!(Schema::parse("T").unwrap().unservable().is_none());
        assert!(Schema::parse("T:13col?j").unwrap().unservable().is_none());
        assert!(Schema::parse("aT").unwrap().unservable().is_some());
        let t = Schema::parse("T:13agej").unwrap();
        assert!(t.validate(&v(r#"[{"age":1,"x":"extra"}]"#)).is_ok());
        assert!(
            t.validate(&v(r#"{"age":[1,null]}"#)).is_ok(),
            "nulls are the codec's to refuse"
        );
        let e = t
            .validate(&v(r#"[{"age":1},{"ag":2}]"#))
            .unwrap_err()
            .to_string();
        assert!(e.contains("row 1, column \"age\""), "{e}");
        let e = t
            .validate(&v(r#"{"age":[1,"x"]}"#))
            .unwrap_err()
            .to_string();
        assert!(e.contains("row 1, column \"age\": expected Int"), "{e}");
        assert_eq!(
            t.json_schema(),
            r#"{"type":"array","items":{"type":"object","properties":{"age":{"type":"integer"}},"required":["age"]}}"#
        );
        assert!(Schema::parse("aF").unwrap().unservable().is_some());
        assert!(Schema::parse("aj").unwrap().unservable().is_none());
    }
}
