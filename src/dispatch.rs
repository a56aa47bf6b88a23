//! The dispatcher: every call, from the CLI, MCP, the JSON API or eval,
//! passes through here. It maps named or positional arguments onto the
//! command's argument list, fills defaults, validates every value against its
//! schema, and routes the call to the right pool, starting the pool on first
//! use.
//!
//! The naming of arguments follows seed 000 §7.5.3: positionals are `_1`,
//! `_2`, …; options go by long name, else short; flags are booleans named
//! for the flag; an unrolled record gives one property per field; a record
//! passed whole gives one object property named for the record type.

use crate::json::{self, Object, Value};
use crate::manifest::{ArgKind, Command, CommandType, Instances, Manifest};
use crate::pool::{CallError, CrashHook, Pool, PoolConfig};
use crate::progress::{self, Report, Sink};
use crate::schema::Schema;
use std::collections::HashMap;
use std::sync::Arc;

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
                    name: name.clone().unwrap_or_else(|| format!("_{position}")),
                    schema: schema.clone(),
                    desc,
                    // A `?T` positional may be left out, meaning null, as in
                    // morloc's nexus (`command_to_tool_shape`).
                    default: schema.is_optional().then_some(Value::Null),
                    target: Target::Arg(i),
                });
            }
            ArgKind::Opt {
                schema,
                short,
                long,
                default,
                ..
            } => out.push(Property {
                name: option_name(short, long),
                schema: schema.clone(),
                desc,
                default: Some(default.clone().unwrap_or(Value::Null)),
                target: Target::Arg(i),
            }),
            ArgKind::Flag {
                short,
                long,
                default,
                ..
            } => out.push(Property {
                name: option_name(short, long),
                schema: Schema::Bool,
                desc,
                default: Some(Value::Bool(*default)),
                target: Target::Arg(i),
            }),
            ArgKind::Grp {
                schema,
                type_name,
                metavar,
                group_opt,
                ..
            } => {
                if let Some((short, long)) = group_opt {
                    // Named for the record type, lowercased, as morloc's
                    // nexus names it (`command_to_tool_shape`, seed 000 §7.5.3).
                    let name = type_name
                        .as_deref()
                        .map(str::to_lowercase)
                        .or_else(|| long.clone())
                        .or_else(|| metavar.clone())
                        .unwrap_or_else(|| option_name(short, long));
                    out.push(Property {
                        name,
                        schema: schema.clone(),
                        desc,
                        default: group_default(cmd, i).map(Value::Object),
                        target: Target::Arg(i),
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
                        });
                    }
                }
            }
        }
    }
    if cmd.instances == Instances::Keyed {
        out.push(Property {
            name: INSTANCE_PROPERTY.into(),
            schema: Schema::Str,
            desc: "The key of the shared instance to run on: 1 to 64 of A-Z a-z 0-9 _ . -; created on first use".into(),
            default: None,
            target: Target::Instance,
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
pub const RENDER_PROPERTY: &str = "_render";

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
pub const INSTANCE_PROPERTY: &str = "instance";

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

fn option_name(short: &Option<char>, long: &Option<String>) -> String {
    long.clone()
        .or_else(|| short.map(String::from))
        .unwrap_or_default()
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

/// [`from_object`] with the command's [`properties`] worked out before (a
/// server keeps them per tool instead of building them per call).
pub fn from_properties(
    cmd: &Command,
    props: &[Property],
    given: &Object,
) -> Result<Vec<Value>, ArgError> {
    if let Some(unknown) = given.keys().find(|k| !props.iter().any(|p| &p.name == *k)) {
        let known: Vec<&str> = props.iter().map(|p| p.name.as_str()).collect();
        let hint = if known.is_empty() {
            "this command takes no arguments".to_string()
        } else {
            format!("expected one of: {}", known.join(", "))
        };
        return Err(arg_error(unknown, format!("unexpected argument; {hint}")));
    }
    let mut values: Vec<Option<Value>> = vec![None; cmd.args.len()];
    let mut records: Vec<Object> = vec![Object::new(); cmd.args.len()];
    for p in props {
        let value = match (given.get(&p.name), &p.default) {
            (Some(v), _) => v.clone(),
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
/// defaults (seed 000: "an omitted record field is filled from its default").
fn complete_record(cmd: &Command, i: usize, value: Value) -> Value {
    let (ArgKind::Grp { schema, .. }, Value::Object(mut given)) =
        (&cmd.args[i].kind, value.clone())
    else {
        return value;
    };
    let Schema::Record(fields) = schema.strip() else {
        return value;
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
    let props = properties(cmd);
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
    let mut out = Vec::with_capacity(cmd.args.len());
    for (i, arg) in cmd.args.iter().enumerate() {
        let schema = arg.schema();
        let label = props
            .iter()
            .find(|p| matches!(&p.target, Target::Arg(j) | Target::Field(j, _) if *j == i))
            .map(|p| {
                if matches!(p.target, Target::Field(..)) {
                    format!("#{}", i + 1)
                } else {
                    p.name.clone()
                }
            })
            .unwrap_or_else(|| format!("#{}", i + 1));
        let value = match given.get(i) {
            Some(v) => complete_record(cmd, i, v.clone()),
            None => match default_of(cmd, i) {
                Some(d) => d,
                None => {
                    return Err(arg_error(
                        &label,
                        format!(
                            "missing: {} needs at least {} arguments, {} given",
                            cmd.name,
                            required_count(cmd),
                            given.len()
                        ),
                    ));
                }
            },
        };
        let has_default = default_of(cmd, i).is_some();
        out.push(check(&label, &schema, value, has_default)?);
    }
    Ok(out)
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

fn required_count(cmd: &Command) -> usize {
    (0..cmd.args.len())
        .rev()
        .find(|&i| default_of(cmd, i).is_none())
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
        // Every non-null field is required, as in morloc's nexus.
        if !field.is_optional() {
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

/// A running program: its manifest and its pools, each started on first use.
///
/// It also holds the admission gate of crash recovery (SPEC §2.4): while
/// admission is closed new calls get [`CallError::Recovering`], and
/// [`Program::wait_idle`] tells when the calls already running have finished.
pub struct Program {
    pub manifest: Arc<Manifest>,
    slots: Vec<PoolSlot>,
    configs: Vec<PoolConfig>,
    on_crash: Option<CrashHook>,
    admission_closed: std::sync::atomic::AtomicBool,
    running: std::sync::atomic::AtomicUsize,
    /// Private and keyed instances (issue 7), by pool and scope.
    instances: std::sync::Mutex<HashMap<(usize, Scope), Arc<Instance>>>,
    /// Cap on live private plus keyed instances.
    pub max_instances: std::sync::atomic::AtomicUsize,
    /// Idle time after which a keyed instance or an open handle is
    /// released, in milliseconds (`--instance-idle`).
    instance_idle_ms: std::sync::atomic::AtomicU64,
}

/// A pool started on first use; a start failure is kept as its message.
type PoolSlot = smol::lock::Mutex<Option<Result<Arc<Pool>, String>>>;

/// Default cap on live private plus keyed instances of one program.
pub const DEFAULT_MAX_INSTANCES: usize = 32;

/// What became of a call abandoned at its deadline, for its error message.
pub const WORKER_REPLACED: &str = "its worker was stopped and replaced";

/// [`WORKER_REPLACED`] for `cmd`, unless its pool is morloc's: libmorloc's
/// protocol has no way to stop a call but closing its connection, so the
/// pool's worker finishes the function, and morloc's Python and R pools
/// serve the pool's next calls only after it (tests/morloc_interop.rs,
/// `cancelled_calls_leave_no_worker_wedged`).
pub fn abandoned(manifest: &Manifest, cmd: &Command) -> &'static str {
    match manifest.pools.get(cmd.pool) {
        Some(pool) if pool.socket.is_some() && cmd.kind == CommandType::Remote => {
            "it was abandoned, but morloc's pool cannot be told to stop it: its worker finishes the call, and the pool's next calls may wait for it"
        }
        _ => WORKER_REPLACED,
    }
}

/// Default idle time after which a keyed instance is released.
pub const DEFAULT_INSTANCE_IDLE: std::time::Duration = std::time::Duration::from_secs(600);

/// Where a call runs when its pool is not shared (issue 7).
#[derive(Debug, Clone, Default)]
pub struct CallContext {
    /// The caller's connection (an MCP stdio process, an HTTP session);
    /// `None` for a one-off request, which gets a fresh private instance.
    pub connection: Option<u64>,
    /// The key of a keyed instance.
    pub instance: Option<String>,
    /// Where the call's progress and log reports go (issue 13).
    pub sink: Option<Sink>,
}

/// Who an instance belongs to.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Scope {
    Connection(u64),
    Key(String),
}

/// One private or keyed instance: its own single-worker pool.
struct Instance {
    pool: PoolSlot,
    last_used: std::sync::Mutex<std::time::Instant>,
    busy: std::sync::atomic::AtomicUsize,
}

/// A live instance as `/discover` and the dry run describe it.
#[derive(Debug, Clone)]
pub struct InstanceInfo {
    pub pool: usize,
    pub scope: Scope,
    pub idle: std::time::Duration,
    pub pids: Vec<u32>,
}

static NEXT_ONE_OFF: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1 << 62);

/// Counts a call as running until dropped.
struct Running<'a>(&'a std::sync::atomic::AtomicUsize);

impl Drop for Running<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, std::sync::atomic::Ordering::SeqCst);
    }
}

impl Program {
    /// A program whose pools start lazily with `workers` workers each
    /// (`None`: the manifest's count, or the number of CPUs).
    pub fn new(
        manifest: Arc<Manifest>,
        workers: Option<usize>,
        on_crash: Option<CrashHook>,
    ) -> Program {
        let configs: Vec<PoolConfig> = (0..manifest.pools.len())
            .map(|i| {
                let mut c = PoolConfig::from_manifest(&manifest, i);
                if let Some(n) = workers {
                    c.workers = n;
                }
                c
            })
            .collect();
        Program {
            slots: configs
                .iter()
                .map(|_| smol::lock::Mutex::new(None))
                .collect(),
            configs,
            manifest,
            on_crash,
            admission_closed: std::sync::atomic::AtomicBool::new(false),
            running: std::sync::atomic::AtomicUsize::new(0),
            instances: std::sync::Mutex::new(HashMap::new()),
            max_instances: std::sync::atomic::AtomicUsize::new(DEFAULT_MAX_INSTANCES),
            instance_idle_ms: std::sync::atomic::AtomicU64::new(
                DEFAULT_INSTANCE_IDLE.as_millis() as u64
            ),
        }
    }

    /// Sets the idle time after which keyed instances and open handles are
    /// released (what the open tools' descriptions state); the reaper is
    /// [`Program::reap_forever`].
    pub fn set_instance_idle(&self, idle: std::time::Duration) {
        self.instance_idle_ms.store(
            idle.as_millis().min(u64::MAX as u128) as u64,
            std::sync::atomic::Ordering::Relaxed,
        );
    }

    /// The retention of an open handle: released after this long idle.
    pub fn handle_idle(&self) -> std::time::Duration {
        std::time::Duration::from_millis(
            self.instance_idle_ms
                .load(std::sync::atomic::Ordering::Relaxed),
        )
    }

    /// Opens a private instance of `pool` under a fresh handle: 128 bits
    /// from getrandom, as 32 hex digits (a valid instance key). It lives
    /// until idle past [`Program::handle_idle`], like a keyed instance.
    pub fn open_handle(&self, pool: usize) -> Result<String, CallError> {
        let mut bytes = [0u8; 16];
        getrandom::fill(&mut bytes).map_err(|e| {
            CallError::Unavailable(format!("no randomness for a handle: {e}; retry later"))
        })?;
        let handle: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
        self.instance(pool, Scope::Key(handle.clone()))?;
        Ok(handle)
    }

    /// The live instance for `(pool, scope)`; none is made.
    fn existing_instance(&self, pool: usize, scope: &Scope) -> Option<Arc<Instance>> {
        self.instances
            .lock()
            .ok()?
            .get(&(pool, scope.clone()))
            .cloned()
    }

    /// The instance for `(pool, scope)`, made if new and under the cap.
    fn instance(&self, pool: usize, scope: Scope) -> Result<Arc<Instance>, CallError> {
        let mut map = self
            .instances
            .lock()
            .map_err(|_| CallError::Unavailable("instance table poisoned".into()))?;
        if let Some(i) = map.get(&(pool, scope.clone())) {
            return Ok(i.clone());
        }
        let cap = self
            .max_instances
            .load(std::sync::atomic::Ordering::Relaxed);
        if map.len() >= cap {
            return Err(CallError::AtCapacity(format!(
                "{} already runs {cap} private or keyed instances (the cap, --max-instances); release one or retry later",
                self.manifest.name
            )));
        }
        let instance = Arc::new(Instance {
            pool: smol::lock::Mutex::new(None),
            last_used: std::sync::Mutex::new(std::time::Instant::now()),
            busy: std::sync::atomic::AtomicUsize::new(0),
        });
        map.insert((pool, scope), instance.clone());
        Ok(instance)
    }

    /// Stops and forgets the instances matching `which`; returns how many.
    fn release_where(&self, which: impl Fn(&(usize, Scope)) -> bool) -> usize {
        let removed: Vec<Arc<Instance>> = match self.instances.lock() {
            Ok(mut map) => {
                let keys: Vec<(usize, Scope)> = map.keys().filter(|k| which(k)).cloned().collect();
                keys.iter().filter_map(|k| map.remove(k)).collect()
            }
            Err(_) => Vec::new(),
        };
        for instance in removed.iter().cloned() {
            let started = instance.pool.try_lock().map(|guard| {
                if let Some(Ok(pool)) = guard.as_ref() {
                    pool.stop();
                }
            });
            match started {
                Some(()) => {}
                // Still starting: stop it as soon as the start completes.
                None => smol::spawn(async move {
                    if let Some(Ok(pool)) = instance.pool.lock().await.as_ref() {
                        pool.stop();
                    }
                })
                .detach(),
            }
        }
        removed.len()
    }

    /// Releases a connection's private instances (stdin EOF, `DELETE /mcp`,
    /// session expiry): their workers stop and their shared memory goes.
    pub fn release_connection(&self, connection: u64) -> usize {
        self.release_where(|(_, s)| *s == Scope::Connection(connection))
    }

    /// Releases the keyed instance `key` of `pool`; false if there was none.
    pub fn release_key(&self, pool: usize, key: &str) -> bool {
        self.release_where(|(p, s)| *p == pool && *s == Scope::Key(key.to_string())) > 0
    }

    /// Releases keyed instances idle for `limit` or longer.
    pub fn reap_idle(&self, limit: std::time::Duration) -> usize {
        let idle: Vec<(usize, Scope)> = match self.instances.lock() {
            Ok(map) => map
                .iter()
                .filter(|((_, s), i)| {
                    matches!(s, Scope::Key(_))
                        && i.busy.load(std::sync::atomic::Ordering::SeqCst) == 0
                        && i.last_used
                            .lock()
                            .map(|t| t.elapsed() >= limit)
                            .unwrap_or(false)
                })
                .map(|(k, _)| k.clone())
                .collect(),
            Err(_) => Vec::new(),
        };
        self.release_where(|k| idle.contains(k))
    }

    /// The live private and keyed instances.
    pub fn instances(&self) -> Vec<InstanceInfo> {
        let Ok(map) = self.instances.lock() else {
            return Vec::new();
        };
        map.iter()
            .map(|((pool, scope), i)| InstanceInfo {
                pool: *pool,
                scope: scope.clone(),
                idle: i.last_used.lock().map(|t| t.elapsed()).unwrap_or_default(),
                pids: i
                    .pool
                    .try_lock()
                    .and_then(|g| g.as_ref().and_then(|r| r.as_ref().ok().map(|p| p.pids())))
                    .unwrap_or_default(),
            })
            .collect()
    }

    /// Releases idle keyed instances every so often, forever.
    pub async fn reap_forever(self: Arc<Self>, idle: std::time::Duration) {
        let every = (idle / 4).clamp(
            std::time::Duration::from_millis(100),
            std::time::Duration::from_secs(5),
        );
        loop {
            smol::Timer::after(every).await;
            self.reap_idle(idle);
        }
    }

    /// The live instances as JSON: `{"count", "max", "live": [...]}`.
    pub fn instances_json(&self) -> String {
        let live = self.instances();
        let items = live.iter().map(|i| {
            let (kind, key) = match &i.scope {
                Scope::Connection(_) => ("private", None),
                Scope::Key(k) => ("keyed", Some(k.as_str())),
            };
            let mut o = json::Obj::new()
                .raw("pool", &i.pool.to_string())
                .str("kind", kind);
            if let Some(k) = key {
                o = o.str("key", k);
            }
            o.raw("idle_seconds", &format!("{:.1}", i.idle.as_secs_f64()))
                .raw(
                    "pids",
                    &json::array_of_raw(i.pids.iter().map(|p| p.to_string())),
                )
                .finish()
        });
        json::Obj::new()
            .raw("count", &live.len().to_string())
            .raw(
                "max",
                &self
                    .max_instances
                    .load(std::sync::atomic::Ordering::Relaxed)
                    .to_string(),
            )
            .raw("live", &json::array_of_raw(items))
            .finish()
    }

    /// Which instance a call would run on, for the dry run.
    pub fn describe_target(&self, cmd: &Command, ctx: &CallContext) -> String {
        match (cmd.instances, &ctx.instance, ctx.connection) {
            (Instances::Shared, _, _) => format!("the shared pool {}", cmd.pool),
            (Instances::Keyed, Some(key), _) => {
                let live = self
                    .instances
                    .lock()
                    .map(|m| m.contains_key(&(cmd.pool, Scope::Key(key.clone()))))
                    .unwrap_or(false);
                format!(
                    "the keyed instance {key:?} of pool {} ({})",
                    cmd.pool,
                    if live {
                        "running"
                    } else {
                        "created on first use"
                    }
                )
            }
            (Instances::Keyed, None, _) => "no instance: the call needs an \"instance\" key".into(),
            (Instances::Private, Some(handle), _) => {
                match self.existing_instance(cmd.pool, &Scope::Key(handle.clone())) {
                    Some(_) => format!("the opened private instance of pool {}", cmd.pool),
                    None => format!(
                        "no instance: the handle is unknown or expired; open a new one with pool {}'s open tool",
                        cmd.pool
                    ),
                }
            }
            (Instances::Private, _, Some(c)) => {
                let live = self
                    .instances
                    .lock()
                    .map(|m| m.contains_key(&(cmd.pool, Scope::Connection(c))))
                    .unwrap_or(false);
                format!(
                    "this connection's private instance of pool {} ({})",
                    cmd.pool,
                    if live {
                        "running"
                    } else {
                        "started on first call"
                    }
                )
            }
            (Instances::Private, _, None) => format!(
                "a fresh private instance of pool {} for this call only",
                cmd.pool
            ),
        }
    }

    /// The running pool of an instance, starting it (one worker) if needed.
    async fn instance_pool(&self, index: usize, instance: &Instance) -> Result<Arc<Pool>, String> {
        let mut slot = instance.pool.lock().await;
        if slot.is_none() {
            let mut config = self.configs[index].clone();
            config.workers = 1;
            config.label = format!("{} (instance)", config.label);
            if let Some(spec) = config.morloc.as_mut() {
                spec.instance = true;
            }
            // Boxed: a start runs once per instance, and inline its state
            // would make every call's future kilobytes larger.
            *slot = Some(Box::pin(Pool::start(config, None)).await);
        }
        slot.clone()
            .unwrap_or_else(|| Err("instance not started".into()))
    }

    /// Like [`Program::call`], for a caller with a connection and, for keyed
    /// pools, an instance key.
    pub async fn call_in(
        &self,
        cmd: &Command,
        values: &[Value],
        ctx: &CallContext,
    ) -> Result<String, CallError> {
        if cmd.instances == Instances::Shared {
            return self.call_reporting(cmd, values, ctx.sink.as_ref()).await;
        }
        // Boxed, so the shared path's future (every call's) does not carry
        // this one's state too.
        Box::pin(self.call_on_instance(cmd, values, ctx)).await
    }

    /// [`Program::call_in`] for a command whose pool runs in instances.
    async fn call_on_instance(
        &self,
        cmd: &Command,
        values: &[Value],
        ctx: &CallContext,
    ) -> Result<String, CallError> {
        let (scope, one_off) = match (cmd.instances, &ctx.instance, ctx.connection) {
            (Instances::Keyed, Some(key), _) => (Scope::Key(key.clone()), false),
            (Instances::Private, Some(handle), _) => {
                let scope = Scope::Key(handle.clone());
                if self.existing_instance(cmd.pool, &scope).is_none() {
                    return Err(CallError::Failed(format!(
                        "the handle {handle:?} is unknown or expired (handles are released after {} s idle); open a new one with this pool's open tool",
                        self.handle_idle().as_secs()
                    )));
                }
                (scope, false)
            }
            (Instances::Keyed, None, _) => {
                return Err(CallError::Failed(format!(
                    "{} runs on a keyed instance: give the \"instance\" argument",
                    cmd.name
                )));
            }
            (_, _, Some(c)) => (Scope::Connection(c), false),
            (_, _, None) => (
                Scope::Connection(NEXT_ONE_OFF.fetch_add(1, std::sync::atomic::Ordering::Relaxed)),
                true,
            ),
        };
        // The shared pools its function calls into come first; a failure
        // there holds no instance.
        self.needed(cmd, false).await?;
        let instance = self.instance(cmd.pool, scope.clone())?;
        instance
            .busy
            .fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        let result = async {
            let pool = match self.instance_pool(cmd.pool, &instance).await {
                Ok(p) => p,
                Err(e) => {
                    // A failed start holds no worker: it must not count
                    // against the cap.
                    let pool = cmd.pool;
                    self.release_where(|k| *k == (pool, scope.clone()));
                    return Err(CallError::Unavailable(e));
                }
            };
            let sink = ctx.sink.as_ref();
            self.run_on(&pool, cmd, values, sink)
                .await
                .map_err(|e| match e {
                    CallError::Crashed(m) => CallError::Crashed(format!(
                        "{m}; this instance's state was lost and it restarts empty"
                    )),
                    other => other,
                })
        }
        .await;
        instance
            .busy
            .fetch_sub(1, std::sync::atomic::Ordering::SeqCst);
        if let Ok(mut t) = instance.last_used.lock() {
            *t = std::time::Instant::now();
        }
        if one_off {
            let pool = cmd.pool;
            self.release_where(|k| *k == (pool, scope.clone()));
        }
        result
    }

    /// Closes admission: new calls get [`CallError::Recovering`]. Returns
    /// false if it was already closed.
    pub fn close_admission(&self) -> bool {
        !self
            .admission_closed
            .swap(true, std::sync::atomic::Ordering::SeqCst)
    }

    pub fn open_admission(&self) {
        self.admission_closed
            .store(false, std::sync::atomic::Ordering::SeqCst);
    }

    pub fn is_recovering(&self) -> bool {
        self.admission_closed
            .load(std::sync::atomic::Ordering::SeqCst)
    }

    /// Calls currently running.
    pub fn running(&self) -> usize {
        self.running.load(std::sync::atomic::Ordering::SeqCst)
    }

    /// Waits until no call is running, or `limit` passes; true if idle.
    pub async fn wait_idle(&self, limit: std::time::Duration) -> bool {
        let start = std::time::Instant::now();
        while self.running() > 0 {
            if start.elapsed() >= limit {
                return false;
            }
            smol::Timer::after(std::time::Duration::from_millis(10)).await;
        }
        true
    }

    /// Stops every pool and forgets them, so the next use starts them afresh.
    pub async fn reset(&self) {
        for slot in &self.slots {
            let mut slot = slot.lock().await;
            if let Some(Ok(pool)) = slot.take() {
                pool.stop();
            }
        }
    }

    /// Messages of pools that failed to start.
    pub async fn start_failures(&self) -> Vec<String> {
        let mut out = Vec::new();
        for slot in &self.slots {
            if let Some(Err(e)) = &*slot.lock().await {
                out.push(e.clone());
            }
        }
        out
    }

    /// The pool at `index`, starting it if needed. A pool that failed to
    /// start keeps failing with the same message; the rest serve on.
    pub async fn pool(&self, index: usize) -> Result<Arc<Pool>, String> {
        let Some(slot) = self.slots.get(index) else {
            return Err(format!("pool index {index} is out of range"));
        };
        // A started pool (every call but the first): no lock to wait for.
        if let Some(started) = slot.try_lock().and_then(|s| s.clone()) {
            return started;
        }
        let mut slot = slot.lock().await;
        if slot.is_none() {
            // Boxed: a start runs once per pool, and inline its state would
            // make every call's future kilobytes larger (a future over
            // 1,000 bytes also misses glibc's per-thread cache).
            let start = Pool::start(self.configs[index].clone(), self.on_crash.clone());
            *slot = Some(Box::pin(start).await);
        }
        slot.clone()
            .unwrap_or_else(|| Err("pool not started".into()))
    }

    /// Starts every pool now, in parallel; failures are kept for the calls
    /// that need those pools.
    pub async fn start_all(&self) {
        // Futures are lazy: awaiting them one by one would start the pools
        // one after another. Poll them together instead.
        let mut starts: Vec<_> = (0..self.slots.len())
            .map(|i| Box::pin(self.pool(i)))
            .collect();
        smol::future::poll_fn(|cx| {
            starts.retain_mut(|s| s.as_mut().poll(cx).is_pending());
            if starts.is_empty() {
                std::task::Poll::Ready(())
            } else {
                std::task::Poll::Pending
            }
        })
        .await;
    }

    /// Whether each pool, in manifest order, is started (the daemon's
    /// `/health`, as morloc's reports one boolean per pool).
    pub fn pools_up(&self) -> Vec<bool> {
        self.slots
            .iter()
            .map(|s| {
                s.try_lock()
                    .is_some_and(|g| matches!(g.as_ref(), Some(Ok(_))))
            })
            .collect()
    }

    /// Live pools, for stopping and status.
    pub fn started_pools(&self) -> Vec<Arc<Pool>> {
        self.slots
            .iter()
            .filter_map(|s| {
                s.try_lock()
                    .and_then(|g| g.as_ref().and_then(|r| r.as_ref().ok().cloned()))
            })
            .collect()
    }

    /// Stops every pool that is running.
    pub fn stop(&self) {
        for pool in self.started_pools() {
            pool.stop();
        }
    }

    /// Runs a command on positional values that [`from_object`] or
    /// [`from_array`] produced. Returns the result's JSON text, checked
    /// against the command's return schema.
    pub async fn call(&self, cmd: &Command, values: &[Value]) -> Result<String, CallError> {
        self.call_reporting(cmd, values, None).await
    }

    /// Like [`Program::call`], handing the function's progress and log
    /// reports to `sink`. Log calls also reach stderr as one structured line
    /// each, unless the sink draws them itself.
    pub async fn call_reporting(
        &self,
        cmd: &Command,
        values: &[Value],
        sink: Option<&Sink>,
    ) -> Result<String, CallError> {
        // Only a pure command is refused here (pools refuse the rest);
        // the schema walk is not made for the others.
        if cmd.kind == CommandType::Pure
            && let Some(why) = exclusion(cmd)
        {
            return Err(CallError::Unavailable(format!(
                "{} cannot run: {why}",
                cmd.name
            )));
        }
        self.running
            .fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        let _running = Running(&self.running);
        if self.is_recovering() {
            return Err(CallError::Recovering(format!(
                "{} is recovering from a pool crash; retry in a moment",
                self.manifest.name
            )));
        }
        if let Some(expr) = &cmd.expr {
            return self.evaluate_pure(cmd, expr, values);
        }
        let pool = match self.needed(cmd, true).await? {
            Some(pool) => pool,
            None => self.pool(cmd.pool).await.map_err(CallError::Unavailable)?,
        };
        self.run_on(&pool, cmd, values, sink).await
    }

    /// Starts the pools `indices` together and gives each one's outcome.
    async fn pools(&self, indices: &[usize]) -> Vec<Result<Arc<Pool>, String>> {
        let mut starts: Vec<_> = indices.iter().map(|&i| Box::pin(self.pool(i))).collect();
        let mut done: Vec<Option<Result<Arc<Pool>, String>>> = vec![None; indices.len()];
        smol::future::poll_fn(|cx| {
            for (start, out) in starts.iter_mut().zip(done.iter_mut()) {
                if out.is_none()
                    && let std::task::Poll::Ready(r) = start.as_mut().poll(cx)
                {
                    *out = Some(r);
                }
            }
            if done.iter().all(Option::is_some) {
                std::task::Poll::Ready(())
            } else {
                std::task::Poll::Pending
            }
        })
        .await;
        done.into_iter()
            .map(|r| r.unwrap_or_else(|| Err("internal: a pool start was lost".into())))
            .collect()
    }

    /// Starts every pool `cmd` needs (morloc's `needed_pools`: its own, then
    /// those its function calls into), together, before the call is sent, as
    /// morloc's nexus does (morloc-nexus/src/dispatch.rs:324). A pool that
    /// cannot start fails the calls that need it, with its own message, and
    /// no others. Returns the command's own pool (`None` when `own` is false).
    async fn needed(&self, cmd: &Command, own: bool) -> Result<Option<Arc<Pool>>, CallError> {
        if own && cmd.needed_pools[..] == [cmd.pool] {
            // The usual case, the command's own pool alone: nothing to
            // start together (five allocations fewer per call).
            let pool = self.pool(cmd.pool).await;
            return pool.map(Some).map_err(CallError::Unavailable);
        }
        let indices: Vec<usize> = cmd
            .needed_pools
            .iter()
            .copied()
            .filter(|&i| own || i != cmd.pool)
            .collect();
        let mut mine = None;
        for (i, started) in indices.iter().zip(self.pools(&indices).await) {
            let ready = started.and_then(|p| {
                if *i != cmd.pool {
                    p.ready()?;
                }
                Ok(p)
            });
            match ready {
                Ok(p) if *i == cmd.pool => mine = Some(p),
                Ok(_) => {}
                Err(e) if *i == cmd.pool => return Err(CallError::Unavailable(e)),
                Err(e) => {
                    return Err(CallError::Unavailable(format!(
                        "{} calls into pool {i}, which cannot serve: {e}",
                        cmd.name
                    )));
                }
            }
        }
        Ok(mine)
    }

    /// The sink the pool gets: log lines to stderr (naming the program and
    /// tool), then everything on to the caller's sink.
    fn pool_sink(&self, cmd: &Command, outer: Option<&Sink>) -> Sink {
        let program = self.manifest.name.clone();
        let tool = cmd.name.clone();
        let outer = outer.cloned();
        let progress = outer.as_ref().is_some_and(|s| s.progress);
        let rendered = outer.as_ref().is_some_and(|s| s.renders_logs);
        Sink::new(progress, move |report| {
            if let Report::Log(level, message) = &report
                && !rendered
            {
                eprintln!(
                    "{}",
                    progress::stderr_line(&program, &tool, *level, message)
                );
            }
            if let Some(outer) = &outer {
                outer.emit(report);
            }
        })
    }

    /// Evaluates a pure command in the nexus, no pool involved, and checks
    /// the result against the return schema like a pool's.
    fn evaluate_pure(
        &self,
        cmd: &Command,
        expr: &crate::pure::Expr,
        values: &[Value],
    ) -> Result<String, CallError> {
        let value = crate::pure::eval(expr, values)
            .map_err(|e| CallError::Failed(format!("{} failed: {e}", cmd.name)))?;
        cmd.ret.schema.validate(&value).map_err(|e| {
            CallError::Failed(format!(
                "{} evaluated to a value that does not match its declared type: {e}",
                cmd.name
            ))
        })?;
        Ok(json::to_string(&value))
    }

    /// Runs one call on `pool` and checks the result against the return schema.
    async fn run_on(
        &self,
        pool: &Arc<Pool>,
        cmd: &Command,
        values: &[Value],
        sink: Option<&Sink>,
    ) -> Result<String, CallError> {
        if !pool.reports() {
            // A morloc pool: values to voidstar and back, no JSON text
            // between (and no sink: it sends no reports).
            let value = pool.call_values(cmd.mid, values).await?;
            Self::check_result(cmd, &value)?;
            // Records in their declared field order, as morloc prints them.
            return Ok(cmd.ret.schema.to_json_text(&value));
        }
        let args: Vec<String> = values.iter().map(json::to_string).collect();
        let sink = self.pool_sink(cmd, sink);
        let text = pool.call_reporting(cmd.mid, &args, Some(&sink)).await?;
        let value = json::parse(&text).map_err(|e| match e {
            json::ParseError::TooDeep { .. } => CallError::Failed(format!(
                "{} returned a result that is refused: {e}",
                cmd.name
            )),
            json::ParseError::Invalid => {
                CallError::Crashed(format!("{} returned text that is not JSON", pool.label()))
            }
        })?;
        Self::check_result(cmd, &value)?;
        Ok(text)
    }

    /// Checks a pool's result against the command's return schema.
    fn check_result(cmd: &Command, value: &Value) -> Result<(), CallError> {
        cmd.ret.schema.validate(value).map_err(|e| {
            CallError::Failed(format!(
                "{} returned a value that does not match its declared type: {e}",
                cmd.name
            ))
        })
    }
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
        // The record passed whole requires its every field, as in morloc.
        assert!(
            s.contains(r#""required":["name","hp"],"additionalProperties":false,"default":{"hp":7,"name":"orc"}}"#),
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
}
