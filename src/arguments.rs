//! A command's call surface, as every JSON transport publishes it: how its
//! arguments are named, mapped back onto the argument list, defaulted and
//! checked ([`properties`], [`from_object`], [`from_array`]); the JSON
//! Schema that describes them ([`input_schema`]); which rendering of the
//! result a call asks for ([`render_target`]); and why a command cannot be
//! served at all ([`exclusion`]).
//!
//! It is pure: no I/O, no pools, only the manifest and the values given,
//! so it can be unit-tested and fuzzed (the `json_scan` and `manifest`
//! targets, crates/fuzz-checks). The dispatcher ([`crate::dispatch`]) runs
//! what it produces.
//!
//! The naming of arguments follows seed 000 §7.5.3: positionals are `_1`,
//! `_2`, …; options go by long name, else short; flags are booleans named
//! for the flag; an unrolled record gives one property per field; a record
//! passed whole gives one object property named for the record type.

use crate::json::{self, Object, Value};
use crate::json_scan;
use crate::manifest::{ArgKind, Command, CommandType, Instances, Manifest};
use crate::pool::Arg;
use crate::schema::Schema;

/// How a published property maps back onto the command's arguments.
#[derive(Debug, Clone, PartialEq)]
pub enum Target {
    /// The whole argument `args[i]`.
    Arg(usize),
    /// Field `key` of the record argument `args[i]`.
    Field(usize, String),
    /// The key of a keyed instance (issue 7); not passed to the function.
    Instance,
    /// `_render`: which rendering of the result (seed 001); not passed to
    /// the function.
    Render,
}

/// One published argument: an MCP property, a `/call` object key.
#[derive(Debug, Clone)]
pub struct Property {
    pub name: String,
    pub schema: Schema,
    pub desc: String,
    /// Filled in when omitted; `None` means the property is required.
    pub default: Option<Value>,
    pub target: Target,
    /// Another key accepted for it, never published: the seed's `_N` of a
    /// positional published under its own name (a bare file's parameter,
    /// a manifest's `name`), so a client that counts positions still works.
    pub alias: Option<String>,
}

/// The published properties of a command, in argument order.
pub fn properties(cmd: &Command) -> Vec<Property> {
    let mut out = Vec::new();
    let mut position = 0;
    for (i, arg) in cmd.args.iter().enumerate() {
        let desc = arg.summary();
        match &arg.kind {
            ArgKind::Pos { schema, name, .. } => {
                position += 1;
                out.push(Property {
                    name: arg.property_name(position).unwrap_or_default(),
                    schema: schema.clone(),
                    desc,
                    // A `?T` positional may be left out, meaning null, as in
                    // morloc's nexus (`command_to_tool_shape`).
                    default: schema.is_optional().then_some(Value::Null),
                    target: Target::Arg(i),
                    alias: name.as_ref().map(|_| format!("_{position}")),
                });
            }
            ArgKind::Opt {
                schema, default, ..
            } => out.push(Property {
                name: arg.property_name(position).unwrap_or_default(),
                schema: schema.clone(),
                desc,
                default: Some(default.clone().unwrap_or(Value::Null)),
                target: Target::Arg(i),
                alias: None,
            }),
            ArgKind::Flag { default, .. } => out.push(Property {
                name: arg.property_name(position).unwrap_or_default(),
                schema: Schema::Bool,
                desc,
                default: Some(Value::Bool(*default)),
                target: Target::Arg(i),
                alias: None,
            }),
            ArgKind::Grp { schema, .. } => {
                // Whole: named for the record type, lowercased, as morloc's
                // nexus names it (`command_to_tool_shape`, seed 000 §7.5.3).
                if let Some(name) = arg.property_name(position) {
                    out.push(Property {
                        name,
                        schema: schema.clone(),
                        desc,
                        default: group_default(cmd, i).map(Value::Object),
                        target: Target::Arg(i),
                        alias: None,
                    });
                } else if let Schema::Record(fields) = schema.strip() {
                    for (key, field) in fields {
                        let (desc, default) = group_entry(cmd, i, key).unwrap_or_default();
                        out.push(Property {
                            name: key.clone(),
                            schema: field.clone(),
                            desc,
                            // A nullable field may be left out, meaning null.
                            default: default.or_else(|| field.is_optional().then_some(Value::Null)),
                            target: Target::Field(i, key.clone()),
                            alias: None,
                        });
                    }
                }
            }
        }
    }
    // An alias another property is published as is not one.
    let taken: Vec<String> = out.iter().map(|p| p.name.clone()).collect();
    for p in &mut out {
        if p.alias.as_ref().is_some_and(|a| taken.contains(a)) {
            p.alias = None;
        }
    }
    if cmd.instances == Instances::Keyed {
        out.push(Property {
            name: INSTANCE_PROPERTY.into(),
            schema: Schema::Str,
            desc: "The key of the shared instance to run on: 1 to 64 of A-Z a-z 0-9 _ . -; created on first use".into(),
            default: None,
            target: Target::Instance,
            alias: None,
        });
    }
    if cmd.instances == Instances::Private {
        // Optional: a handle from the pool's open tool (issue 12). Without
        // one, a call runs on its MCP connection's private instance (2025
        // era), or on a fresh instance for this call only.
        out.push(Property {
            name: INSTANCE_PROPERTY.into(),
            schema: Schema::Str,
            desc: "A handle from this pool's open tool, to run on that private instance and keep its state; without it the call runs on this connection's private instance (MCP 2025 sessions) or on a fresh one".into(),
            default: Some(Value::Null),
            target: Target::Instance,
            alias: None,
        });
    }
    if !cmd.terminals.is_empty() {
        let names: Vec<&str> = cmd.terminals.iter().map(|t| t.long.as_str()).collect();
        out.push(Property {
            name: RENDER_PROPERTY.into(),
            schema: Schema::Str,
            desc: format!(
                "How to render the result: raw (the typed value) or one of {}",
                names.join(", ")
            ),
            default: Some(Value::String("raw".into())),
            target: Target::Render,
            alias: None,
        });
    }
    out
}

/// What `_render` accepts: `raw` (the typed value), then the renderings.
pub fn rendering_names(cmd: &Command) -> Vec<&str> {
    std::iter::once("raw")
        .chain(cmd.terminals.iter().map(|t| t.long.as_str()))
        .collect()
}

/// The property choosing a rendering of the result (seed 001).
pub use crate::manifest::RENDER_PROPERTY;

/// The rendering named in named arguments, if any.
pub fn render_of(args: &Object) -> Option<&str> {
    match args.get(RENDER_PROPERTY) {
        Some(Value::String(r)) => Some(r),
        _ => None,
    }
}

/// The command that answers a call of `cmd` rendered as `asked`: `raw` is
/// the command itself; a rendering's name is its entry command (same
/// arguments). With nothing asked, the default rendering fires when
/// `use_default` (the command line and HTTP do, as in morloc; MCP does not).
pub fn render_target<'m>(
    manifest: &'m Manifest,
    cmd: &'m Command,
    asked: Option<&str>,
    use_default: bool,
) -> Result<&'m Command, String> {
    let terminal = match asked {
        Some("raw") => return Ok(cmd),
        Some(name) => cmd
            .terminals
            .iter()
            .find(|t| t.long == name)
            .ok_or_else(|| {
                format!(
                    "unknown rendering {name:?} of {}; choose one of: {}",
                    cmd.name,
                    rendering_names(cmd).join(", ")
                )
            })?,
        None if use_default => match cmd.terminals.iter().find(|t| t.default) {
            Some(t) => t,
            None => return Ok(cmd),
        },
        None => return Ok(cmd),
    };
    let entry = terminal.entry.as_deref().ok_or_else(|| {
        format!(
            "the rendering {} of {} runs only from morloc's own command line",
            terminal.long, cmd.name
        )
    })?;
    // The entry is usually internal: callable only through its rendering.
    manifest
        .commands
        .iter()
        .find(|c| c.name == entry)
        .ok_or_else(|| format!("the rendering {} names no command {entry:?}", terminal.long))
}

/// The raw bytes of a result served with a media type: a string's UTF-8, a
/// list of integers 0..=255 as those bytes, anything else its compact JSON.
pub fn raw_bytes(result_json: &str) -> Vec<u8> {
    match json::parse(result_json) {
        Ok(Value::String(s)) => s.into_bytes(),
        Ok(Value::Array(items)) => {
            let bytes: Option<Vec<u8>> = items
                .iter()
                .map(|v| match v {
                    Value::Number(miniserde::json::Number::U64(n)) => u8::try_from(*n).ok(),
                    _ => None,
                })
                .collect();
            bytes.unwrap_or_else(|| result_json.as_bytes().to_vec())
        }
        _ => result_json.as_bytes().to_vec(),
    }
}

/// The property naming a keyed instance.
pub use crate::manifest::INSTANCE_PROPERTY;

/// A keyed instance's key: a short printable name.
pub fn valid_instance_key(key: &str) -> bool {
    !key.is_empty()
        && key.len() <= 64
        && key
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-'))
}

/// The instance key given in named arguments, if any.
pub fn instance_of(args: &Object) -> Option<String> {
    match args.get(INSTANCE_PROPERTY) {
        Some(Value::String(k)) => Some(k.clone()),
        _ => None,
    }
}

/// The docstring and default of field `key` of record argument `i`.
fn group_entry(cmd: &Command, i: usize, key: &str) -> Option<(String, Option<Value>)> {
    let ArgKind::Grp { entries, .. } = &cmd.args[i].kind else {
        return None;
    };
    let (_, arg) = entries.iter().find(|(k, _)| k == key)?;
    let default = match &arg.kind {
        ArgKind::Opt { default, .. } => default.clone(),
        ArgKind::Flag { default, .. } => Some(Value::Bool(*default)),
        _ => None,
    };
    Some((arg.summary(), default))
}

/// The whole record from field defaults, when every field has one.
fn group_default(cmd: &Command, i: usize) -> Option<Object> {
    let ArgKind::Grp { schema, .. } = &cmd.args[i].kind else {
        return None;
    };
    let Schema::Record(fields) = schema.strip() else {
        return None;
    };
    let mut record = Object::new();
    for (key, _) in fields {
        record.insert(key.clone(), group_entry(cmd, i, key)?.1?);
    }
    Some(record)
}

/// Why a command cannot be served over a JSON protocol (seed 000 §7.5.5),
/// or `None` if it can.
pub fn exclusion(cmd: &Command) -> Option<String> {
    if cmd.kind == CommandType::Pure && cmd.expr.is_none() {
        return Some("it is a pure command without an expression".into());
    }
    for (i, arg) in cmd.args.iter().enumerate() {
        if let ArgKind::Pos { stdin: true, .. } = arg.kind {
            return Some(format!(
                "argument {} reads @stdin, which is the JSON-RPC input stream",
                i + 1
            ));
        }
        if let Some(why) = arg.schema().unservable() {
            return Some(format!("argument {}: {why}", i + 1));
        }
    }
    if let Schema::Stream('O') = cmd.ret.schema.strip() {
        return Some("it streams to @stdout, which is the JSON-RPC output stream".into());
    }
    cmd.ret
        .schema
        .unservable()
        .map(|why| format!("its result: {why}"))
}

/// A bad argument: which one, and what was wrong.
#[derive(Debug, Clone, PartialEq)]
pub struct ArgError {
    pub arg: String,
    pub message: String,
}

impl std::fmt::Display for ArgError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        if self.arg.is_empty() {
            f.write_str(&self.message)
        } else {
            write!(f, "argument '{}': {}", self.arg, self.message)
        }
    }
}

fn arg_error(arg: &str, message: impl Into<String>) -> ArgError {
    ArgError {
        arg: arg.to_string(),
        message: message.into(),
    }
}

/// Positional call values from an object keyed by property names.
pub fn from_object(cmd: &Command, given: &Object) -> Result<Vec<Value>, ArgError> {
    from_properties(cmd, &properties(cmd), given)
}

/// [`from_object`] of an object given away (a parsed body, an MCP call's
/// arguments): each value is moved into the call, never copied, so a big
/// argument is held once.
pub fn from_object_owned(cmd: &Command, given: Object) -> Result<Vec<Value>, ArgError> {
    from_properties_owned(cmd, &properties(cmd), given)
}

/// [`from_object`] with the command's [`properties`] worked out before (a
/// server keeps them per tool instead of building them per call).
pub fn from_properties(
    cmd: &Command,
    props: &[Property],
    given: &Object,
) -> Result<Vec<Value>, ArgError> {
    refuse_unknown(props, given)?;
    fill(cmd, props, |name| given.get(name).cloned())
}

/// [`from_properties`] of an object given away (see [`from_object_owned`]).
pub fn from_properties_owned(
    cmd: &Command,
    props: &[Property],
    mut given: Object,
) -> Result<Vec<Value>, ArgError> {
    refuse_unknown(props, &given)?;
    // Taken from its place, leaving null: cheaper than removing the member
    // (no rebalancing, no key freed now) and than a copy.
    fill(cmd, props, |name| {
        given
            .get_mut(name)
            .map(|v| std::mem::replace(v, Value::Null))
    })
}

/// An argument no property names is refused, with the names there are.
fn refuse_unknown(props: &[Property], given: &Object) -> Result<(), ArgError> {
    let known = |k: &String| {
        props
            .iter()
            .any(|p| &p.name == k || p.alias.as_ref() == Some(k))
    };
    if let Some(unknown) = given.keys().find(|k| !known(k)) {
        let known: Vec<&str> = props.iter().map(|p| p.name.as_str()).collect();
        let hint = if known.is_empty() {
            "this command takes no arguments".to_string()
        } else {
            format!("expected one of: {}", known.join(", "))
        };
        return Err(arg_error(unknown, format!("unexpected argument; {hint}")));
    }
    Ok(())
}

/// Positional values from each property's given value (`given(name)`), or
/// its default: completed, checked, and records assembled from their fields.
fn fill(
    cmd: &Command,
    props: &[Property],
    mut given: impl FnMut(&str) -> Option<Value>,
) -> Result<Vec<Value>, ArgError> {
    let mut values: Vec<Option<Value>> = vec![None; cmd.args.len()];
    let mut records: Vec<Object> = vec![Object::new(); cmd.args.len()];
    for p in props {
        let by_alias = p.alias.as_deref().and_then(&mut given);
        let by_name = given(&p.name);
        if let (Some(_), Some(_), Some(alias)) = (&by_name, &by_alias, &p.alias) {
            return Err(arg_error(
                &p.name,
                format!("given twice, as {} and as {alias}; give it once", p.name),
            ));
        }
        let value = match (by_name.or(by_alias), &p.default) {
            (Some(v), _) => v,
            (None, Some(d)) => d.clone(),
            (None, None) => {
                return Err(arg_error(
                    &p.name,
                    format!("missing required argument of type {}", p.schema.type_name()),
                ));
            }
        };
        match &p.target {
            Target::Arg(i) => {
                let value = complete_record(cmd, *i, value);
                let value = check(&p.name, &p.schema, value, p.default.is_some())?;
                values[*i] = Some(value);
            }
            Target::Render => {
                let names = rendering_names(cmd);
                if !matches!(&value, Value::String(r) if names.contains(&r.as_str())) {
                    return Err(arg_error(
                        &p.name,
                        format!("expected one of: {}", names.join(", ")),
                    ));
                }
            }
            Target::Instance => match &value {
                Value::String(k) if valid_instance_key(k) => {}
                // A private pool's handle is optional (its default is null).
                Value::Null if cmd.instances == Instances::Private => {}
                _ => {
                    return Err(arg_error(
                        &p.name,
                        "expected an instance key: 1 to 64 of A-Z a-z 0-9 _ . -",
                    ));
                }
            },
            Target::Field(i, key) => {
                let value = check(&p.name, &p.schema, value, p.default.is_some())?;
                records[*i].insert(key.clone(), value);
            }
        }
    }
    Ok(values
        .into_iter()
        .zip(records)
        .map(|(v, r)| v.unwrap_or(Value::Object(r)))
        .collect())
}

/// A whole record given for a `grp` argument may leave out fields that have
/// defaults (seed 000: "an omitted record field is filled from its default"),
/// in every mode: MCP, `/call`, and the command line's record option.
pub fn complete_record(cmd: &Command, i: usize, value: Value) -> Value {
    // Matched before anything is copied: any other value (a big string,
    // say) passes through as it is.
    let ArgKind::Grp { schema, .. } = &cmd.args[i].kind else {
        return value;
    };
    let Schema::Record(fields) = schema.strip() else {
        return value;
    };
    let mut given = match value {
        Value::Object(given) => given,
        other => return other,
    };
    for (key, _) in fields {
        if !given.contains_key(key)
            && let Some((_, Some(d))) = group_entry(cmd, i, key)
        {
            given.insert(key.clone(), d);
        }
    }
    Value::Object(given)
}

/// Validates one value, with its omitted nullable record fields filled
/// with null (they are not `required`); an option whose default is null
/// accepts null.
fn check(name: &str, schema: &Schema, value: Value, has_default: bool) -> Result<Value, ArgError> {
    if has_default && matches!(value, Value::Null) {
        return Ok(value);
    }
    let value = schema.fill_nulls(value);
    schema
        .validate(&value)
        .map_err(|e| arg_error(name, e.to_string()))?;
    Ok(value)
}

/// Positional call values from a JSON array (the `/call` body): one value per
/// argument in order; trailing options, flags and records may be omitted and
/// are filled from their defaults.
pub fn from_array(cmd: &Command, given: &[Value]) -> Result<Vec<Value>, ArgError> {
    from_array_owned(cmd, given.to_vec())
}

/// [`from_array`] of values given away (a parsed body): each is moved into
/// the call, never copied, so a big argument is held once.
pub fn from_array_owned(cmd: &Command, given: Vec<Value>) -> Result<Vec<Value>, ArgError> {
    crate::pool::values(from_array_args(cmd, given)?.into_boxed_slice())
        .map_err(|e| arg_error("", e.to_string()))
}

/// [`from_array_owned`] as a call's arguments (the daemon's `/call`).
pub fn from_array_args(cmd: &Command, given: Vec<Value>) -> Result<Vec<Arg>, ArgError> {
    // Mapped in place: the parsed array's spare room is kept, not shrunk
    // away by a reallocation.
    from_args(cmd, given.into_iter().map(Arg::Value).collect())
}

/// A `/call` body's items at least this long may pass as their text
/// ([`from_array_text`]); a shorter one is read as a value.
pub const RAW_MIN: usize = 1 << 16;

/// What [`from_array_text`] made of a body.
pub enum FromText {
    /// The arguments, some of them as their text, or what is wrong with them.
    Args(Result<Vec<Arg>, ArgError>),
    /// No item passes as its text: the body, given back, to be read whole.
    Declined(String),
}

/// Positional arguments from a JSON array `text` (the `/call` body), where
/// an item of at least `min` bytes whose argument is a list, tuple, record
/// or optional one, and whose text [`json_scan::conforms`] to its schema,
/// passes as that text ([`Arg::Json`]): checked over its bytes, never made
/// a tree. The longest such item becomes its text in the body's own buffer
/// ([`json::take_span`]), so it is held once. The other items are read as
/// values and filled and checked as [`from_array_owned`] does. Anything
/// else (a string, whose text crosses as format 2 from the value; an item
/// this pass cannot vouch for; a body that is not such an array) is
/// declined, and the body read whole gives the same answer, or the precise
/// error.
pub fn from_array_text(cmd: &Command, text: String, min: usize) -> FromText {
    let Some(items) = json_scan::array_items(&text) else {
        return FromText::Declined(text);
    };
    // An item is one level inside the body, whose own level counts.
    let limit = json::max_depth().saturating_sub(1);
    let passes = |(i, &(start, end)): (usize, &(usize, usize))| {
        end - start >= min
            && cmd.args.get(i).is_some_and(|arg| {
                matches!(arg.kind, ArgKind::Pos { .. } | ArgKind::Opt { .. })
                    && !matches!(arg.schema_ref().strip(), Schema::Str)
                    && json_scan::conforms_within(arg.schema_ref(), &text[start..end], limit)
            })
    };
    let raw: Vec<bool> = items.iter().enumerate().map(passes).collect();
    let Some(longest) = (0..items.len())
        .filter(|&i| raw[i])
        .max_by_key(|&i| items[i].1 - items[i].0)
    else {
        return FromText::Declined(text);
    };
    let mut given = Vec::with_capacity(items.len());
    for (i, &(start, end)) in items.iter().enumerate() {
        let item = &text[start..end];
        given.push(if i == longest {
            Arg::Json(String::new())
        } else if raw[i] {
            Arg::Json(item.to_string())
        } else {
            match json::parse_limited(item, limit) {
                Ok(value) => Arg::Value(value),
                Err(_) => return FromText::Declined(text),
            }
        });
    }
    given[longest] = Arg::Json(json::take_span(text, items[longest]));
    FromText::Args(from_args(cmd, given))
}

/// Positional arguments, each filled from its default when omitted and
/// checked against its schema; a text ([`Arg::Json`]) was checked where
/// it was made.
fn from_args(cmd: &Command, given: Vec<Arg>) -> Result<Vec<Arg>, ArgError> {
    if given.len() > cmd.args.len() {
        return Err(arg_error(
            "",
            format!(
                "{} takes at most {} arguments, {} given",
                cmd.name,
                cmd.args.len(),
                given.len()
            ),
        ));
    }
    let count = given.len();
    let mut given = given.into_iter();
    let mut out = Vec::with_capacity(cmd.args.len());
    for (i, arg) in cmd.args.iter().enumerate() {
        let value = match given.next() {
            Some(Arg::Value(v)) => complete_record(cmd, i, v),
            Some(text @ (Arg::Json(_) | Arg::Ordered(_))) => {
                out.push(text);
                continue;
            }
            None => match default_of(cmd, i) {
                Some(d) => d,
                None => {
                    return Err(arg_error(
                        &array_label(cmd, i),
                        format!(
                            "missing: {} needs at least {} arguments, {} given",
                            cmd.name,
                            required_count(cmd),
                            count
                        ),
                    ));
                }
            },
        };
        // Named only when something is wrong: the names come from the
        // command's properties, which a call that checks out never needs.
        let checked = check("", arg.schema_ref(), value, has_default(cmd, i)).map_err(|mut e| {
            e.arg = array_label(cmd, i);
            e
        });
        out.push(Arg::Value(checked?));
    }
    Ok(out)
}

/// What an error calls argument `i` of a positional call: its property's
/// name, or `#N` for a record's fields or an argument with no property.
fn array_label(cmd: &Command, i: usize) -> String {
    properties(cmd)
        .into_iter()
        .find(|p| matches!(&p.target, Target::Arg(j) | Target::Field(j, _) if *j == i))
        .filter(|p| !matches!(p.target, Target::Field(..)))
        .map(|p| p.name)
        .unwrap_or_else(|| format!("#{}", i + 1))
}

/// The value an omitted argument takes, if it may be omitted.
pub fn default_of(cmd: &Command, i: usize) -> Option<Value> {
    match &cmd.args[i].kind {
        ArgKind::Pos { .. } => None,
        ArgKind::Opt { default, .. } => Some(default.clone().unwrap_or(Value::Null)),
        ArgKind::Flag { default, .. } => Some(Value::Bool(*default)),
        ArgKind::Grp { .. } => group_default(cmd, i).map(Value::Object),
    }
}

/// Whether argument `i` may be omitted: [`default_of`] is `Some`, told
/// without making the default.
fn has_default(cmd: &Command, i: usize) -> bool {
    match &cmd.args[i].kind {
        ArgKind::Pos { .. } => false,
        ArgKind::Opt { .. } | ArgKind::Flag { .. } => true,
        ArgKind::Grp { .. } => group_default(cmd, i).is_some(),
    }
}

fn required_count(cmd: &Command) -> usize {
    (0..cmd.args.len())
        .rev()
        .find(|&i| !has_default(cmd, i))
        .map_or(0, |i| i + 1)
}

/// The JSON Schema of a command's input (a tool's `inputSchema`): an object
/// with one property per published argument (seed 000 §7.5.2), as morloc's
/// nexus builds it (`command_to_tool_shape` in its `json_help.rs`):
/// - a `?T` positional is not required;
/// - an option, a flag or an unrolled record field with a default says
///   ` (default: V)` at the end of its description (models read
///   descriptions), and also carries a JSON Schema `default`;
/// - a record passed whole (seed 000 §7.5.3) requires every non-null field
///   inside it; the dispatcher still fills an omitted field from its default
///   ("the client only has to supply what it wants to override").
pub fn input_schema(cmd: &Command) -> String {
    let props = properties(cmd);
    let mut properties = json::Obj::new();
    for p in &props {
        let shown = shown_default(cmd, p);
        let desc = with_default_text(&p.desc, shown);
        let desc = Some(desc.as_str()).filter(|d| !d.is_empty());
        let schema = match &p.target {
            Target::Arg(i) => whole_record_schema(&cmd.args[*i].kind, desc),
            Target::Render => Some(render_schema(cmd, desc)),
            Target::Field(..) | Target::Instance => None,
        }
        .unwrap_or_else(|| p.schema.json_schema_with(desc));
        let default = p.default.as_ref().filter(|_| !implicit_null(cmd, p));
        properties = properties.raw(&p.name, &with_default(schema, default));
    }
    let required = json::array_of_raw(
        props
            .iter()
            .filter(|p| p.default.is_none())
            .map(|p| json::quote(&p.name)),
    );
    json::Obj::new()
        .str("type", "object")
        .raw("properties", &properties.finish())
        .raw("required", &required)
        .raw("additionalProperties", "false")
        .finish()
}

/// Whether a property's default is only "null when left out" (an optional
/// handle, a `?T` positional, a nullable field without a manifest default),
/// which is not shown as a default.
fn implicit_null(cmd: &Command, p: &Property) -> bool {
    matches!(p.default, Some(Value::Null))
        && match &p.target {
            Target::Instance => true,
            Target::Arg(i) => matches!(cmd.args[*i].kind, ArgKind::Pos { .. }),
            Target::Field(i, key) => group_entry(cmd, *i, key).is_none_or(|(_, d)| d.is_none()),
            Target::Render => false,
        }
}

/// The default a property's description shows: options, flags and unrolled
/// record fields with a default, as morloc's nexus shows them (not
/// positionals, records passed whole, `_render` or instance keys).
fn shown_default<'p>(cmd: &Command, p: &'p Property) -> Option<&'p Value> {
    let shows = match &p.target {
        Target::Arg(i) => matches!(
            cmd.args[*i].kind,
            ArgKind::Opt { .. } | ArgKind::Flag { .. }
        ),
        Target::Field(..) => !implicit_null(cmd, p),
        Target::Instance | Target::Render => false,
    };
    p.default.as_ref().filter(|_| shows)
}

/// `desc (default: V)`, with V as morloc writes it: the default in JSON
/// (a string quoted, as the manifest's CLI default is).
fn with_default_text(desc: &str, default: Option<&Value>) -> String {
    match default {
        None => desc.to_string(),
        Some(d) if desc.is_empty() => format!("(default: {})", json::to_string(d)),
        Some(d) => format!("{desc} (default: {})", json::to_string(d)),
    }
}

/// `_render`: a string enum of `raw` and the renderings.
fn render_schema(cmd: &Command, desc: Option<&str>) -> String {
    let names = rendering_names(cmd).into_iter().map(json::quote);
    let mut o = json::Obj::new()
        .str("type", "string")
        .raw("enum", &json::array_of_raw(names));
    if let Some(d) = desc {
        o = o.str("description", d);
    }
    o.finish()
}

/// The schema of a `grp` argument passed whole, with its fields documented.
fn whole_record_schema(kind: &ArgKind, desc: Option<&str>) -> Option<String> {
    let ArgKind::Grp {
        schema,
        entries,
        group_opt: Some(_),
        ..
    } = kind
    else {
        return None;
    };
    let Schema::Record(fields) = schema.strip() else {
        return None;
    };
    let mut props = json::Obj::new();
    let mut required = Vec::new();
    for (key, field) in fields {
        let entry = entries.iter().find(|(k, _)| k == key).map(|(_, a)| a);
        let default = entry.and_then(|a| match &a.kind {
            ArgKind::Opt { default, .. } => default.clone(),
            ArgKind::Flag { default, .. } => Some(Value::Bool(*default)),
            _ => None,
        });
        let field_desc = entry
            .map(|a| with_default_text(&a.summary(), default.as_ref()))
            .filter(|d| !d.is_empty());
        // A field is required unless it may be left out: null, or filled
        // from its default (seed 000: "the client only has to supply what
        // it wants to override"). morloc's nexus lists every non-null field.
        if !field.is_optional() && default.is_none() {
            required.push(json::quote(key));
        }
        props = props.raw(
            key,
            &with_default(
                field.json_schema_with(field_desc.as_deref()),
                default.as_ref(),
            ),
        );
    }
    let mut obj = json::Obj::new();
    if let Some(d) = desc {
        obj = obj.str("description", d);
    }
    Some(
        obj.str("type", "object")
            .raw("properties", &props.finish())
            .raw("required", &json::array_of_raw(required))
            .raw("additionalProperties", "false")
            .finish(),
    )
}

/// Appends `"default": …` to a JSON object text.
fn with_default(mut schema: String, default: Option<&Value>) -> String {
    if let Some(d) = default {
        schema.pop();
        if !schema.ends_with('{') {
            schema.push(',');
        }
        schema.push_str("\"default\":");
        schema.push_str(&json::to_string(d));
        schema.push('}');
    }
    schema
}

#[cfg(test)]
mod tests {
    #[test]
    fn raw_bytes_are_a_strings_utf8_or_a_byte_lists_bytes() {
        use super::raw_bytes;
        assert_eq!(raw_bytes(r#""<b>é</b>""#), "<b>é</b>".as_bytes());
        assert_eq!(raw_bytes("[0,34,255]"), vec![0, 34, 255]);
        // Not bytes: the compact JSON itself.
        assert_eq!(raw_bytes("[1,256]"), b"[1,256]".to_vec());
        assert_eq!(raw_bytes("[-1]"), b"[-1]".to_vec());
        assert_eq!(raw_bytes(r#"{"a":1}"#), br#"{"a":1}"#.to_vec());
    }

    use super::*;
    use std::path::Path;

    fn combat_like() -> Manifest {
        let text = r#"{"name":"t","pools":[{"lang":"py","source":"t.py"}],"commands":[
          {"name":"f","args":[
             {"kind":"pos","schema":"j","desc":["Enemy Armor Class"]},
             {"kind":"opt","schema":"j","short":"b","long":"bonus","default":"2"},
             {"kind":"flag","long":"crit","long_rev":"no-crit","default":"false"},
             {"kind":"grp","schema":"m24names2hpj","type":"Monster","group_opt":{"short":"m","long":"monster"},
              "entries":[{"key":"name","arg":{"kind":"opt","schema":"s","long":"name","default":"\"orc\""}},
                         {"key":"hp","arg":{"kind":"opt","schema":"j","long":"hp","default":"7"}}]},
             {"kind":"grp","schema":"m11xf8","entries":[{"key":"x","arg":{"kind":"opt","schema":"f8","long":"x"}}]}
          ],"return":{"schema":"j"}}]}"#;
        crate::manifest::parse(text, "t.json", Path::new("/t/t.json")).unwrap()
    }

    #[test]
    fn properties_follow_the_seed_table() {
        let m = combat_like();
        let names: Vec<String> = properties(&m.commands[0])
            .into_iter()
            .map(|p| p.name)
            .collect();
        // A record passed whole is named for its type, lowercased (morloc).
        assert_eq!(names, ["_1", "bonus", "crit", "monster", "x"]);
    }

    #[test]
    fn object_arguments_fill_defaults_and_name_errors() {
        let m = combat_like();
        let cmd = &m.commands[0];
        let obj = |t: &str| match json::parse(t).unwrap() {
            Value::Object(o) => o,
            _ => panic!(),
        };
        let v = from_object(cmd, &obj(r#"{"_1":15,"x":1.5,"monster":{"name":"elf"}}"#)).unwrap();
        assert_eq!(
            json::to_string(&Value::Array(v.into_iter().collect())),
            r#"[15,2,false,{"hp":7,"name":"elf"},{"x":1.5}]"#
        );
        let e = from_object(cmd, &obj(r#"{"x":1.5}"#)).unwrap_err();
        assert_eq!(e.arg, "_1");
        let e = from_object(cmd, &obj(r#"{"_1":"a","x":1}"#)).unwrap_err();
        assert_eq!(
            e.to_string(),
            "argument '_1': expected Int (an integer), got string \"a\""
        );
        let e = from_object(cmd, &obj(r#"{"_1":1,"x":1,"zap":1}"#)).unwrap_err();
        assert_eq!(e.arg, "zap");
    }

    /// Issue 40 item 22: a positional published under its name also
    /// takes its seed key `_N`, unpublished; both at once are refused.
    #[test]
    fn a_named_positional_also_takes_its_seed_key() {
        let m = crate::manifest::parse(
            r#"{"name":"bank","pools":[{"lang":"py","source":"bank.py"}],"commands":[
              {"name":"withdraw","return":{"schema":"j"},"args":[
                {"kind":"pos","schema":"j","name":"balance"},
                {"kind":"pos","schema":"j","name":"amount"}]}]}"#,
            "bank.json",
            Path::new("/t/bank.json"),
        )
        .unwrap();
        let cmd = &m.commands[0];
        let obj = |t: &str| match json::parse(t).unwrap() {
            Value::Object(o) => o,
            _ => panic!(),
        };
        let names: Vec<String> = properties(cmd).into_iter().map(|p| p.name).collect();
        assert_eq!(names, ["balance", "amount"]);
        let s = input_schema(cmd);
        assert!(s.contains(r#""required":["balance","amount"]"#), "{s}");
        assert!(!s.contains("_1"), "{s}");
        for given in [
            r#"{"balance":10,"amount":3}"#,
            r#"{"_1":10,"_2":3}"#,
            r#"{"_1":10,"amount":3}"#,
        ] {
            let v = from_object(cmd, &obj(given)).unwrap();
            let v: Vec<String> = v.iter().map(json::to_string).collect();
            assert_eq!(v, ["10", "3"], "{given}");
        }
        let e = from_object(cmd, &obj(r#"{"balance":10,"_1":10,"amount":3}"#)).unwrap_err();
        assert!(e.message.contains("given twice"), "{e}");
        let e = from_object(cmd, &obj(r#"{"balance":10,"_3":1,"amount":3}"#)).unwrap_err();
        assert_eq!(e.arg, "_3");
    }

    #[test]
    fn array_arguments_fill_trailing_defaults() {
        let m = combat_like();
        let cmd = &m.commands[0];
        let e = from_array(cmd, &[Value::Number(json::Number::U64(3))]).unwrap_err();
        assert!(e.message.contains("needs at least 5"), "{e}");
        let arr = match json::parse(r#"[3,1,true,{"name":"a","hp":1},{"x":2}]"#).unwrap() {
            Value::Array(a) => a,
            _ => panic!(),
        };
        assert_eq!(from_array(cmd, &arr).unwrap().len(), 5);
    }

    #[test]
    fn input_schema_declares_defaults_and_required() {
        let m = combat_like();
        let s = input_schema(&m.commands[0]);
        assert!(
            s.contains(r#""_1":{"description":"Enemy Armor Class","type":"integer"}"#),
            "{s}"
        );
        // The default is both said (as morloc says it) and declared.
        assert!(
            s.contains(r#""bonus":{"description":"(default: 2)","type":"integer","default":2}"#),
            "{s}"
        );
        assert!(
            s.contains(
                r#""crit":{"description":"(default: false)","type":"boolean","default":false}"#
            ),
            "{s}"
        );
        // Issue 40 item 24: inside the record passed whole, a field with a
        // default is not required (morloc's nexus lists both; the seed wins).
        assert!(
            s.contains(
                r#""required":[],"additionalProperties":false,"default":{"hp":7,"name":"orc"}}"#
            ),
            "{s}"
        );
        assert!(s.contains(r#""required":["_1","x"]"#), "{s}");
    }

    #[test]
    fn nullable_positionals_and_fields_may_be_left_out() {
        let text = r#"{"name":"t","pools":[{"lang":"py","source":"t.py"}],"commands":[
          {"name":"f","args":[
             {"kind":"pos","schema":"?j"},
             {"kind":"pos","schema":"m21a?j1bs"},
             {"kind":"grp","schema":"m21c?s1dj","entries":[
                {"key":"c","arg":{"kind":"opt","schema":"?s","long":"c"}},
                {"key":"d","arg":{"kind":"opt","schema":"j","long":"d"}}]}
          ],"return":{"schema":"j"}}]}"#;
        let m = crate::manifest::parse(text, "t.json", Path::new("/t/t.json")).unwrap();
        let cmd = &m.commands[0];
        let s = input_schema(cmd);
        assert!(
            s.ends_with(r#""required":["_2","d"],"additionalProperties":false}"#),
            "{s}"
        );
        assert!(s.contains(r#""_1":{"type":["integer","null"]}"#), "{s}");
        assert!(s.contains(r#""required":["b"]"#), "{s}");
        let Value::Object(given) = json::parse(r#"{"_2":{"b":"x"},"d":1}"#).unwrap() else {
            panic!()
        };
        let v = from_object(cmd, &given).unwrap();
        assert_eq!(
            json::to_string(&Value::Array(v.into_iter().collect())),
            r#"[null,{"a":null,"b":"x"},{"c":null,"d":1}]"#
        );
    }

    fn lists() -> Manifest {
        let text = r#"{"name":"t","pools":[{"lang":"py","source":"t.py"}],"commands":[
          {"name":"f","args":[
             {"kind":"pos","schema":"af8"},
             {"kind":"pos","schema":"s"},
             {"kind":"opt","schema":"am11xj","long":"recs","default":"[]"}
          ],"return":{"schema":"j"}}]}"#;
        crate::manifest::parse(text, "t.json", Path::new("/t/t.json")).unwrap()
    }

    fn texts(from: FromText) -> Vec<String> {
        let FromText::Args(Ok(args)) = from else {
            panic!("not taken, or refused");
        };
        args.into_iter()
            .map(|a| match a {
                Arg::Json(t) => format!("text {t}"),
                Arg::Ordered(t) => format!("table {}", t.text()),
                Arg::Value(v) => format!("value {}", json::to_string(&v)),
            })
            .collect()
    }

    #[test]
    fn big_list_and_record_items_pass_as_their_text() {
        let m = lists();
        let cmd = &m.commands[0];
        // Items of 8 bytes or more pass; the string never does.
        let got = texts(from_array_text(
            cmd,
            r#" [ [1, 2.5e0 ] , "a long string" , [{"x":1}, {"x": 2}] ] "#.into(),
            8,
        ));
        assert_eq!(
            got,
            [
                "text [1, 2.5e0 ]",
                "value \"a long string\"",
                r#"text [{"x":1}, {"x": 2}]"#
            ]
        );
        // An omitted option takes its default; a short item is a value.
        let got = texts(from_array_text(cmd, r#"[[1,2,3,4,5], "s"]"#.into(), 8));
        assert_eq!(got, ["text [1,2,3,4,5]", "value \"s\"", "value []"]);
    }

    #[test]
    fn what_the_text_pass_cannot_vouch_for_is_declined() {
        let m = lists();
        let cmd = &m.commands[0];
        for body in [
            r#"[[1,2,"x"], "s"]"#,  // the wrong type: the precise error comes from the tree
            r#"[[1,2,3,4,5] "s"]"#, // not JSON
            r#"[[1,2,3,4,5], "s""#, // cut
            r#"{"_1":[1,2,3,4,5]}"#, // not an array
            r#"[[1], "s"]"#,        // nothing long enough
            r#"[[1,2,3,4,5], "s", [], 1]"#, // too many: the tree path says so
        ] {
            match from_array_text(cmd, body.into(), 8) {
                FromText::Declined(back) => assert_eq!(back, body),
                FromText::Args(r) => {
                    assert!(r.is_err() && body.ends_with("1]"), "{body}: taken");
                }
            }
        }
    }
}
