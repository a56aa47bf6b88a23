//! Program manifests (SPEC §1.1): reading, validating, and finding them.
//!
//! The format is the one morloc 0.98 writes, plus a few optional fields of
//! ours for hand-written programs. Unknown keys are ignored and the build's
//! morloc version is never checked. [`parse`] is a pure function over the
//! manifest text; each error is one line naming the file, the JSON path
//! (`commands[2].args[0].schema`) and what was expected.
//!
//! It also names each argument's published property ([`Arg::property_name`],
//! seed 000 §7.5.3; `crate::arguments` builds the call surface from it),
//! so that validation can refuse a command whose arguments, record fields,
//! instance key ([`INSTANCE_PROPERTY`]) or rendering choice
//! ([`RENDER_PROPERTY`]) would share one property name.

use crate::json::{self, Number, Value};
use crate::schema::Schema;
use std::fmt;
use std::path::{Path, PathBuf};

/// Payloads at least this large travel through shared memory by default.
pub const DEFAULT_INLINE_SIZE: usize = 65536;

/// The largest manifest we read; a bound against accidental huge files.
pub const MAX_MANIFEST_BYTES: usize = 16 << 20;

#[derive(Debug, Clone)]
pub struct Manifest {
    /// The manifest file, absolute when it was loaded from disk.
    pub path: PathBuf,
    pub name: String,
    pub version: Option<String>,
    /// `build.morloc_version`: the morloc that built this manifest, shown by
    /// `/discover` and as the MCP server version as morloc's nexus shows it.
    /// Informational only: never a reason to refuse a manifest (issue 10).
    pub morloc_version: Option<String>,
    pub desc: Vec<String>,
    pub pools: Vec<Pool>,
    pub commands: Vec<Command>,
    pub groups: Vec<Group>,
    pub inline_size: usize,
    /// The bare `.py` or `.R` file this manifest was derived from (issue
    /// 11); `path` is then the derived manifest in the cache.
    pub origin: Option<PathBuf>,
    /// `"sandbox": true`: run this program's pool workers sandboxed, as with
    /// `--sandbox` (issue 14).
    pub sandbox: bool,
}

/// How callers share a pool's workers (issue 7).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Instances {
    Shared,
    Private,
    Keyed,
}

#[derive(Debug, Clone)]
pub struct Pool {
    pub lang: String,
    pub source: Option<String>,
    pub exec: Option<Vec<String>>,
    pub workers: Option<usize>,
    pub instances: Instances,
    /// `socket` (morloc writes it beside `exec`): the pool speaks libmorloc's
    /// protocol on `<tmpdir>/<socket>` instead of ours (src/morloc).
    pub socket: Option<String>,
    /// `pool_hash`: handed to a morloc pool as `MORLOC_POOL_HASH`.
    pub pool_hash: Option<String>,
}

#[derive(Debug, Clone)]
pub struct Group {
    pub name: String,
    pub desc: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CommandType {
    Remote,
    Pure,
}

#[derive(Debug, Clone)]
pub struct Command {
    pub name: String,
    pub kind: CommandType,
    pub pool: usize,
    pub mid: u32,
    pub function: String,
    pub desc: Vec<String>,
    pub args: Vec<Arg>,
    pub ret: Return,
    pub group: Option<String>,
    pub internal: bool,
    /// Alternative renderings of the result (seed 001 `_render`).
    pub terminals: Vec<Terminal>,
    /// How its pool's instances are shared (copied from the pool).
    pub instances: Instances,
    /// `needed_pools` (morloc writes it): every pool the call reaches, its
    /// own first, then those its function calls into (morloc's foreign
    /// calls). They are all started before the call is sent. Default: the
    /// command's pool alone; empty for a pure command.
    pub needed_pools: Vec<usize>,
    /// A pure command's expression, which the nexus evaluates itself.
    pub expr: Option<std::sync::Arc<crate::morloc_expr::Expr>>,
    /// What MCP clients are told about the tool beyond its docstring (issue
    /// 12): the optional `"mcp"` object of a command.
    pub mcp: McpHints,
    /// The optional `"remote"` object (morloc's `remote:` fields): each
    /// call runs as a SLURM job (`crate::slurm`).
    pub remote: Option<Remote>,
}

/// A command's `"remote"` object, morloc's `RemoteResources` fields:
/// `{"threads": 1, "memory": 2, "time": 600, "gpus": 0}` (memory in GB,
/// time in seconds). Missing: one thread, SLURM's default memory, an hour,
/// no GPU.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Remote {
    pub threads: u32,
    pub memory_gb: Option<u32>,
    pub time_s: u64,
    pub gpus: u32,
}

/// A command's optional `"mcp"` object: how MCP presents the tool.
///
/// ```json
/// "mcp": {"title": "Roll dice",
///         "annotations": {"readOnlyHint": true, "openWorldHint": false},
///         "client_capabilities": ["sampling"]}
/// ```
///
/// `annotations` takes MCP's `ToolAnnotations` keys (`title`, and the
/// booleans `readOnlyHint`, `destructiveHint`, `idempotentHint`,
/// `openWorldHint`); `client_capabilities` names capabilities a 2026-07-28
/// client must declare to call the tool (else -32021).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct McpHints {
    pub title: Option<String>,
    /// The `annotations` object as JSON text, keys checked.
    pub annotations: Option<String>,
    pub client_capabilities: Vec<String>,
    /// `"tasks": true`: a 2026-07-28 client that declares the tasks
    /// extension gets a task for each call (remote commands always do).
    pub tasks: bool,
}

/// The boolean keys of MCP's `ToolAnnotations`.
pub const ANNOTATION_HINTS: &[&str] = &[
    "readOnlyHint",
    "destructiveHint",
    "idempotentHint",
    "openWorldHint",
];

#[derive(Debug, Clone)]
pub struct Return {
    pub schema: Schema,
    pub type_name: Option<String>,
    pub desc: Vec<String>,
    /// The result's media type (`image/png`), as morloc writes `return.mime`:
    /// the result is served as raw bytes of that type (seed 001).
    pub mime: Option<String>,
}

/// One alternative rendering of a command's result, as morloc writes it:
/// selected by `--long`/`-short` on the command line, `_render` over MCP and
/// `?render=` over HTTP, it runs the `entry` command (same arguments)
/// instead of the command itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Terminal {
    pub long: String,
    pub short: Option<char>,
    /// The internal command that renders; `None`: only morloc's own command
    /// line can run it, so we refuse it with a clear error.
    pub entry: Option<String>,
    pub description: String,
    /// The entry emits the final bytes: the command line prints them raw.
    pub render: bool,
    /// Fires when no rendering is asked for (command line and HTTP; MCP
    /// defaults to `raw`, the typed value).
    pub default: bool,
}

#[derive(Debug, Clone)]
pub struct Arg {
    pub kind: ArgKind,
    pub desc: Vec<String>,
}

#[derive(Debug, Clone)]
pub enum ArgKind {
    Pos {
        schema: Schema,
        type_name: Option<String>,
        metavar: Option<String>,
        name: Option<String>,
        many: bool,
        stdin: bool,
        quoted: bool,
    },
    Opt {
        schema: Schema,
        short: Option<char>,
        long: Option<String>,
        metavar: Option<String>,
        /// The default, parsed and validated under `schema`.
        default: Option<Value>,
        /// `quoted` (morloc): a string option's word is the literal text.
        quoted: bool,
    },
    Flag {
        short: Option<char>,
        long: Option<String>,
        long_rev: Option<String>,
        default: bool,
    },
    Grp {
        schema: Schema,
        type_name: Option<String>,
        metavar: Option<String>,
        group_opt: Option<(Option<char>, Option<String>)>,
        entries: Vec<(String, Arg)>,
    },
}

impl Arg {
    /// The schema of the value this argument passes to the function.
    pub fn schema(&self) -> Schema {
        self.schema_ref().clone()
    }

    /// [`Arg::schema`] without the clone, for a call's hot path.
    pub fn schema_ref(&self) -> &Schema {
        match &self.kind {
            ArgKind::Pos { schema, .. }
            | ArgKind::Opt { schema, .. }
            | ArgKind::Grp { schema, .. } => schema,
            ArgKind::Flag { .. } => &Schema::Bool,
        }
    }

    /// Whether a command-line word for this argument is always the literal
    /// string (morloc's `"quoted": true` on a `Str` argument, its "literal
    /// string"): `'"Zoë"'` is the five characters with their quotes, as
    /// morloc's nexus passes it, not the JSON string `Zoë`.
    pub fn literal(&self) -> bool {
        match &self.kind {
            ArgKind::Pos { quoted, schema, .. } | ArgKind::Opt { quoted, schema, .. } => {
                *quoted && matches!(schema.strip(), Schema::Str)
            }
            _ => false,
        }
    }

    /// The first line of the docstring, or empty.
    pub fn summary(&self) -> String {
        self.desc.join(" ")
    }

    /// The one MCP property (and `/call` object key) this argument is
    /// published as, seed 000 §7.5.3: a positional is `_<position>` (its
    /// number among the positionals, from 1) unless it has a `name`; an
    /// option or flag goes by its long name, else its short one; a record
    /// passed whole is named for its type, lowercased. `None` for an
    /// unrolled record, which is one property per field, named for it.
    pub fn property_name(&self, position: usize) -> Option<String> {
        let option = |short: &Option<char>, long: &Option<String>| {
            long.clone()
                .or_else(|| short.map(String::from))
                .unwrap_or_default()
        };
        match &self.kind {
            ArgKind::Pos { name, .. } => {
                Some(name.clone().unwrap_or_else(|| format!("_{position}")))
            }
            ArgKind::Opt { short, long, .. } | ArgKind::Flag { short, long, .. } => {
                Some(option(short, long))
            }
            ArgKind::Grp {
                type_name,
                metavar,
                group_opt: Some((short, long)),
                ..
            } => Some(
                type_name
                    .as_deref()
                    .map(str::to_lowercase)
                    .or_else(|| long.clone())
                    .or_else(|| metavar.clone())
                    .unwrap_or_else(|| option(short, long)),
            ),
            ArgKind::Grp { .. } => None,
        }
    }

    /// How an error names this argument: `positional 1`, `option --x`,
    /// `flag --x`, `record argument --cfg`.
    fn describe(&self, position: usize) -> String {
        let switch = |short: &Option<char>, long: &Option<String>| match (long, short) {
            (Some(l), _) => format!("--{l}"),
            (None, Some(c)) => format!("-{c}"),
            (None, None) => "with no name".to_string(),
        };
        match &self.kind {
            ArgKind::Pos { .. } => format!("positional {position}"),
            ArgKind::Opt { short, long, .. } => format!("option {}", switch(short, long)),
            ArgKind::Flag { short, long, .. } => format!("flag {}", switch(short, long)),
            ArgKind::Grp {
                group_opt: Some((short, long)),
                ..
            } => format!("record argument {}", switch(short, long)),
            ArgKind::Grp { .. } => "unrolled record".to_string(),
        }
    }
}

/// The property naming a keyed or private instance (issues 7 and 12).
pub const INSTANCE_PROPERTY: &str = "instance";

/// The property choosing a rendering of the result (seed 001).
pub const RENDER_PROPERTY: &str = "_render";

impl Command {
    pub fn summary(&self) -> &str {
        self.desc.first().map(String::as_str).unwrap_or("")
    }
}

/// One line: `file: path: message`.
#[derive(Debug, Clone, PartialEq)]
pub struct ManifestError {
    pub file: String,
    pub path: String,
    pub message: String,
}

impl fmt::Display for ManifestError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        if self.path.is_empty() {
            write!(f, "{}: {}", self.file, self.message)
        } else {
            write!(f, "{}: {}: {}", self.file, self.path, self.message)
        }
    }
}

/// Reads fields from one JSON object while tracking its path for errors.
struct At<'a> {
    file: &'a str,
    path: String,
    value: &'a Value,
}

impl<'a> At<'a> {
    fn error(&self, message: impl Into<String>) -> ManifestError {
        ManifestError {
            file: self.file.to_string(),
            path: self.path.clone(),
            message: message.into().replace('\n', " "),
        }
    }

    fn child(&self, key: &str) -> Option<At<'a>> {
        let value = json::get(self.value, key)?;
        if matches!(value, Value::Null) {
            return None;
        }
        let path = if self.path.is_empty() {
            key.to_string()
        } else {
            format!("{}.{key}", self.path)
        };
        Some(At {
            file: self.file,
            path,
            value,
        })
    }

    fn required(&self, key: &str) -> Result<At<'a>, ManifestError> {
        self.child(key).ok_or_else(|| {
            let mut e = self.error(format!("missing required field {key:?}"));
            if e.path.is_empty() {
                e.path = key.to_string();
            } else {
                e.path = format!("{}.{key}", e.path);
            }
            e
        })
    }

    fn object(&self) -> Result<(), ManifestError> {
        match self.value {
            Value::Object(_) => Ok(()),
            other => Err(self.error(format!(
                "expected an object, found {}",
                json::kind_name(other)
            ))),
        }
    }

    fn string(&self) -> Result<String, ManifestError> {
        match self.value {
            Value::String(s) => Ok(s.clone()),
            other => Err(self.error(format!(
                "expected a string, found {}",
                json::kind_name(other)
            ))),
        }
    }

    fn bool(&self) -> Result<bool, ManifestError> {
        match self.value {
            Value::Bool(b) => Ok(*b),
            Value::String(s) if s == "true" || s == "false" => Ok(s == "true"),
            other => Err(self.error(format!(
                "expected true or false, found {}",
                json::kind_name(other)
            ))),
        }
    }

    fn uint(&self, max: u64) -> Result<u64, ManifestError> {
        match self.value {
            Value::Number(Number::U64(n)) if *n <= max => Ok(*n),
            other => Err(self.error(format!(
                "expected an integer in 0..={max}, found {}",
                json::to_string(other)
            ))),
        }
    }

    fn items(&self) -> Result<Vec<At<'a>>, ManifestError> {
        match self.value {
            Value::Array(items) => Ok(items
                .iter()
                .enumerate()
                .map(|(i, value)| At {
                    file: self.file,
                    path: format!("{}[{i}]", self.path),
                    value,
                })
                .collect()),
            other => Err(self.error(format!(
                "expected an array, found {}",
                json::kind_name(other)
            ))),
        }
    }

    fn opt_string(&self, key: &str) -> Result<Option<String>, ManifestError> {
        self.child(key).map(|c| c.string()).transpose()
    }

    fn opt_bool(&self, key: &str) -> Result<bool, ManifestError> {
        Ok(self
            .child(key)
            .map(|c| c.bool())
            .transpose()?
            .unwrap_or(false))
    }

    /// A docstring: a list of lines, or one string.
    fn desc(&self, key: &str) -> Result<Vec<String>, ManifestError> {
        let Some(c) = self.child(key) else {
            return Ok(Vec::new());
        };
        match c.value {
            Value::String(s) => Ok(s.lines().map(str::to_string).collect()),
            Value::Array(_) => c.items()?.iter().map(At::string).collect(),
            other => Err(c.error(format!(
                "expected a list of lines, found {}",
                json::kind_name(other)
            ))),
        }
    }

    fn schema(&self, key: &str) -> Result<Schema, ManifestError> {
        let c = self.required(key)?;
        let text = c.string()?;
        Schema::parse(&text).map_err(|e| {
            c.error(format!(
                "expected a schema string: {e} in {}",
                json::shown(&text)
            ))
        })
    }

    fn short(&self) -> Result<Option<char>, ManifestError> {
        let Some(c) = self.child("short") else {
            return Ok(None);
        };
        let s = c.string()?;
        let mut chars = s.chars();
        match (chars.next(), chars.next()) {
            (Some(ch), None) if ch.is_ascii_alphanumeric() => Ok(Some(ch)),
            _ => Err(c.error(format!("expected one letter or digit, found {s:?}"))),
        }
    }

    fn long(&self, key: &str) -> Result<Option<String>, ManifestError> {
        let Some(c) = self.child(key) else {
            return Ok(None);
        };
        let s = c.string()?;
        if is_option_name(&s) {
            Ok(Some(s))
        } else {
            Err(c.error(format!(
                "expected an option name ([A-Za-z0-9][A-Za-z0-9_-]*, not starting with '_'), found {s:?}"
            )))
        }
    }
}

/// `[A-Za-z_][A-Za-z0-9_]*`: module and command names.
pub fn is_identifier(s: &str) -> bool {
    let mut bytes = s.bytes();
    matches!(bytes.next(), Some(b) if b.is_ascii_alphabetic() || b == b'_')
        && bytes.all(|b| b.is_ascii_alphanumeric() || b == b'_')
        && s.len() <= 128
}

/// Option names: never start with `_` (seed 000 reserves `_N` for positionals).
fn is_option_name(s: &str) -> bool {
    let mut bytes = s.bytes();
    matches!(bytes.next(), Some(b) if b.is_ascii_alphanumeric())
        && bytes.all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
        && s.len() <= 64
}

/// Parses a CLI default (`"1"`, `"true"`, `"\"/tmp\""`) under its schema.
/// A string schema also takes an unquoted default as the literal text.
/// Read under the highest nesting limit, like the manifest around it.
pub fn parse_default(text: &str, schema: &Schema) -> Result<Value, String> {
    let shown = json::shown(text);
    let value = match json::parse_limited(text, json::MAX_DEPTH_CEILING) {
        Ok(v) => v,
        Err(_) if matches!(string_like(schema), Some(true)) => Value::String(text.to_string()),
        Err(e @ json::ParseError::TooDeep { .. }) => {
            return Err(format!("default {shown}: {e}"));
        }
        Err(_) => {
            return Err(format!(
                "default {shown} is not valid JSON for {}",
                schema.type_name()
            ));
        }
    };
    schema
        .validate(&value)
        .map_err(|e| format!("default {shown} does not fit {}: {e}", schema.type_name()))?;
    Ok(value)
}

/// Whether values of `schema` are strings (looking through hints and optionals).
fn string_like(schema: &Schema) -> Option<bool> {
    match schema {
        Schema::Hint(_, t) | Schema::Optional(t) => string_like(t),
        Schema::Str => Some(true),
        _ => Some(false),
    }
}

fn parse_arg(at: &At, in_group: bool) -> Result<Arg, ManifestError> {
    at.object()?;
    let kind_at = at.required("kind")?;
    let kind_name = kind_at.string()?;
    let desc = at.desc("desc")?;
    let kind = match kind_name.as_str() {
        "pos" if !in_group => ArgKind::Pos {
            schema: at.schema("schema")?,
            type_name: at.opt_string("type")?,
            metavar: at.opt_string("metavar")?,
            name: at.opt_string("name")?,
            many: at.opt_bool("many")?,
            stdin: at.opt_bool("stdin")?,
            quoted: at.opt_bool("quoted")?,
        },
        "opt" => {
            let schema = at.schema("schema")?;
            let default = match at.child("default") {
                None => None,
                Some(d) => {
                    let text = match d.value {
                        Value::String(s) => s.clone(),
                        other => json::to_string(other),
                    };
                    Some(parse_default(&text, &schema).map_err(|e| d.error(e))?)
                }
            };
            let (short, long) = (at.short()?, at.long("long")?);
            if short.is_none() && long.is_none() && !in_group {
                return Err(at.error("an opt needs \"short\" or \"long\""));
            }
            ArgKind::Opt {
                schema,
                short,
                long,
                metavar: at.opt_string("metavar")?,
                default,
                quoted: at.opt_bool("quoted")?,
            }
        }
        "flag" => {
            let default = match at.child("default") {
                None => false,
                Some(d) => d.bool()?,
            };
            let (short, long) = (at.short()?, at.long("long")?);
            if short.is_none() && long.is_none() && !in_group {
                return Err(at.error("a flag needs \"short\" or \"long\""));
            }
            ArgKind::Flag {
                short,
                long,
                long_rev: at.long("long_rev")?,
                default,
            }
        }
        "grp" if !in_group => parse_group(at)?,
        other => {
            let allowed = if in_group {
                "opt or flag"
            } else {
                "pos, opt, flag or grp"
            };
            return Err(kind_at.error(format!("expected {allowed}, found {other:?}")));
        }
    };
    Ok(Arg { kind, desc })
}

fn parse_group(at: &At) -> Result<ArgKind, ManifestError> {
    let schema = at.schema("schema")?;
    let group_opt = match at.child("group_opt") {
        None => None,
        Some(g) => {
            g.object()?;
            let pair = (g.short()?, g.long("long")?);
            if pair == (None, None) {
                return Err(g.error("group_opt needs \"short\" or \"long\""));
            }
            Some(pair)
        }
    };
    let mut entries = Vec::new();
    if let Some(list) = at.child("entries") {
        for entry in list.items()? {
            entry.object()?;
            let key = entry.required("key")?.string()?;
            let arg = parse_arg(&entry.required("arg")?, true)?;
            entries.push((key, arg));
        }
    }
    let Schema::Record(fields) = schema.strip() else {
        return Err(at.child("schema").map_or_else(
            || at.error("expected a record"),
            |s| s.error("expected a record schema (m…) for a grp"),
        ));
    };
    for (i, (key, arg)) in entries.iter().enumerate() {
        let Some((_, field)) = fields.iter().find(|(k, _)| k == key) else {
            return Err(at.error(format!(
                "entries[{i}].key {key:?} is not a field of the record"
            )));
        };
        if let ArgKind::Opt { schema, .. } = &arg.kind
            && schema != field
        {
            return Err(at.error(format!(
                "entries[{i}].arg.schema {schema} differs from the record field's {field}"
            )));
        }
    }
    Ok(ArgKind::Grp {
        schema,
        type_name: at.opt_string("type")?,
        metavar: at.opt_string("metavar")?,
        group_opt,
        entries,
    })
}

fn parse_command(at: &At, index: usize, pool_count: usize) -> Result<Command, ManifestError> {
    at.object()?;
    let name_at = at.required("name")?;
    let name = name_at.string()?;
    if !is_identifier(&name) {
        return Err(name_at.error(format!(
            "expected a name matching [A-Za-z_][A-Za-z0-9_]*, found {name:?}"
        )));
    }
    let kind = match at.opt_string("type")?.as_deref() {
        None | Some("remote") => CommandType::Remote,
        Some("pure") => CommandType::Pure,
        Some(other) => {
            return Err(at
                .required("type")?
                .error(format!("expected \"remote\" or \"pure\", found {other:?}")));
        }
    };
    let pool = match at.child("pool") {
        // Found by the manifest fuzz target: a remote command defaulting to
        // pool 0 of a manifest without pools failed only when called.
        None if pool_count == 0 && kind == CommandType::Remote => {
            return Err(at.error(
                "a remote command needs a pool, but the manifest has none: add one under \"pools\" or make the command \"type\": \"pure\"",
            ));
        }
        None => 0,
        Some(p) => {
            let n = p.uint(u32::MAX as u64)? as usize;
            if n >= pool_count && kind == CommandType::Remote {
                return Err(p.error(format!(
                    "pool index {n} is out of range: the manifest has {pool_count} pools"
                )));
            }
            n
        }
    };
    let needed_pools = match kind {
        CommandType::Pure => Vec::new(),
        CommandType::Remote => parse_needed_pools(at, pool, pool_count)?,
    };
    let mid = match at.child("mid") {
        None => index as u32,
        Some(m) => m.uint(u32::MAX as u64)? as u32,
    };
    let mut args = Vec::new();
    if let Some(list) = at.child("args") {
        for item in list.items()? {
            args.push(parse_arg(&item, false)?);
        }
    }
    let ret = match at.child("return") {
        None => Return {
            schema: Schema::Unit,
            type_name: None,
            desc: Vec::new(),
            mime: None,
        },
        Some(r) => {
            r.object()?;
            Return {
                schema: r.schema("schema")?,
                type_name: r.opt_string("type")?,
                desc: r.desc("desc")?,
                mime: match r.child("mime") {
                    Some(m) => Some(media_type(&m)?),
                    None => None,
                },
            }
        }
    };
    let terminals = match at.child("terminals") {
        Some(t) => parse_terminals(&t)?,
        None => Vec::new(),
    };
    check_arg_names(at, &args)?;
    let expr = match kind {
        CommandType::Remote => None,
        CommandType::Pure => {
            let e = at.required("expr")?;
            // The evaluator's errors start with their path inside `expr`.
            let parsed =
                crate::morloc_expr::parse(e.value).map_err(|msg| match msg.split_once(": ") {
                    Some((inner, message)) if inner.starts_with("expr") => {
                        let mut err = at.error(message);
                        err.path = format!("{}.{inner}", at.path);
                        err
                    }
                    _ => e.error(msg),
                })?;
            if parsed.arity() != args.len() {
                return Err(e.error(format!(
                    "the expression takes {} arguments but the command declares {}",
                    parsed.arity(),
                    args.len()
                )));
            }
            Some(std::sync::Arc::new(parsed))
        }
    };
    Ok(Command {
        function: at.opt_string("function")?.unwrap_or_else(|| name.clone()),
        name,
        kind,
        pool,
        mid,
        desc: at.desc("desc")?,
        args,
        ret,
        group: at.opt_string("group")?,
        internal: at.opt_bool("internal")?,
        terminals,
        instances: Instances::Shared,
        needed_pools,
        expr,
        mcp: match at.child("mcp") {
            Some(m) => parse_mcp_hints(&m)?,
            None => McpHints::default(),
        },
        remote: match at.child("remote") {
            Some(r) => Some(parse_remote(&r)?),
            None => None,
        },
    })
}

/// Reads a command's `"remote"` object (see [`Remote`]).
fn parse_remote(at: &At) -> Result<Remote, ManifestError> {
    at.object()?;
    if let Value::Object(map) = at.value
        && let Some(k) = map
            .keys()
            .find(|k| !["threads", "memory", "time", "gpus"].contains(&k.as_str()))
    {
        return Err(at.error(format!(
            "unknown key {k:?} in \"remote\"; use threads, memory (GB), time (seconds), gpus"
        )));
    }
    let field = |key: &str, max: u64| -> Result<Option<u64>, ManifestError> {
        at.child(key).map(|v| v.uint(max)).transpose()
    };
    let threads = field("threads", 4096)?.unwrap_or(1).max(1) as u32;
    let time_s = field("time", 3650 * 86400)?.unwrap_or(3600).max(1);
    Ok(Remote {
        threads,
        memory_gb: field("memory", 1 << 20)?.map(|m| m as u32),
        time_s,
        gpus: field("gpus", 1024)?.unwrap_or(0) as u32,
    })
}

/// Private and keyed instances of a pool morloc generated keep their state
/// in the pool's one worker process. morloc's Python and R pools fork a
/// second worker while a function waits on a foreign call (py/pool.py:42-53
/// and :420 count busy workers and spawn; r/pool.R:121-128 and :287-299),
/// and later calls then land on either worker: the Python one exits after
/// 5 s idle (py/pool.py:224, :252), taking its state with it; the R one
/// never exits. So an instance is refused for such a pool when one of its
/// commands calls into another pool. The C++ pool's workers are threads of
/// one process (rust/morloc-runtime/src/pool_ffi.rs:310-335), which share
/// its state, so it is exempt.
fn check_morloc_instances(
    pools: &[Pool],
    index: usize,
    commands: &[Command],
    at: &At,
) -> Result<(), ManifestError> {
    let pool = &pools[index];
    if pool.socket.is_none()
        || pool.instances == Instances::Shared
        || matches!(pool.lang.as_str(), "cpp" | "c++")
    {
        return Ok(());
    }
    let Some((cmd, other)) = commands
        .iter()
        .filter(|c| c.kind == CommandType::Remote && c.pool == index)
        .find_map(|c| Some((c, *c.needed_pools.iter().find(|&&n| n != index)?)))
    else {
        return Ok(());
    };
    Err(at.required("instances")?.error(format!(
        "a private or keyed instance keeps its state in the pool's one worker, but {:?} calls into pool {other}, and while it waits morloc's {} pool forks another worker that later calls may reach instead, so the state would split; keep the stateful functions in a pool whose commands call no other pool, or use \"shared\"",
        cmd.name,
        if matches!(pool.lang.as_str(), "r" | "R") { "R" } else { "Python" }
    )))
}

/// A remote command's `needed_pools`: pool indices in range, each once,
/// the command's own pool first (added when missing, as morloc always lists
/// it). morloc's nexus starts exactly these before the call
/// (morloc-nexus/src/dispatch.rs:324, `start_daemons(sockets, &cmd.needed_pools)`).
fn parse_needed_pools(
    at: &At,
    pool: usize,
    pool_count: usize,
) -> Result<Vec<usize>, ManifestError> {
    let mut needed = vec![pool];
    let Some(list) = at.child("needed_pools") else {
        return Ok(needed);
    };
    for item in list.items()? {
        let n = item.uint(u32::MAX as u64)? as usize;
        if n >= pool_count {
            return Err(item.error(format!(
                "pool index {n} is out of range: the manifest has {pool_count} pools"
            )));
        }
        if !needed.contains(&n) {
            needed.push(n);
        }
    }
    Ok(needed)
}

/// Reads a command's `"mcp"` object (see [`McpHints`]).
fn parse_mcp_hints(at: &At) -> Result<McpHints, ManifestError> {
    at.object()?;
    let annotations = match at.child("annotations") {
        None => None,
        Some(a) => {
            a.object()?;
            let mut obj = json::Obj::new();
            if let Value::Object(map) = a.value {
                for key in map.keys() {
                    let Some(v) = a.child(key) else { continue };
                    obj = if key == "title" {
                        obj.str("title", &v.string()?)
                    } else if ANNOTATION_HINTS.contains(&key.as_str()) {
                        obj.raw(key, if v.bool()? { "true" } else { "false" })
                    } else {
                        return Err(v.error(format!(
                            "unknown tool annotation; use title, {}",
                            ANNOTATION_HINTS.join(", ")
                        )));
                    };
                }
            }
            Some(obj.finish())
        }
    };
    let mut client_capabilities = Vec::new();
    if let Some(list) = at.child("client_capabilities") {
        for item in list.items()? {
            let name = item.string()?;
            if !is_identifier(&name) {
                return Err(item.error(format!(
                    "expected a capability name such as \"sampling\", found {name:?}"
                )));
            }
            client_capabilities.push(name);
        }
    }
    Ok(McpHints {
        tasks: at.opt_bool("tasks")?,
        title: at.opt_string("title")?,
        annotations,
        client_capabilities,
    })
}

/// Two arguments of one command may not answer to the same option name.
/// A media type as RFC 6838 §4.2 names them: `type/subtype`, each a
/// restricted name (letters, digits and `!#$&-^_.+`).
fn media_type(at: &At) -> Result<String, ManifestError> {
    let text = at.string()?;
    let name_ok = |s: &str| {
        !s.is_empty()
            && s.len() <= 127
            && s.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"!#$&-^_.+".contains(&b))
    };
    match text.split_once('/') {
        Some((t, sub)) if name_ok(t) && name_ok(sub) => Ok(text),
        _ => Err(at.error(format!(
            "expected a media type such as \"image/png\", found {text:?}"
        ))),
    }
}

/// `terminals`: `[{long, short, entry, description, render, default}]`.
fn parse_terminals(at: &At) -> Result<Vec<Terminal>, ManifestError> {
    let mut out: Vec<Terminal> = Vec::new();
    for t in at.items()? {
        t.object()?;
        let long_at = t.required("long")?;
        let long = long_at.string()?;
        if long.is_empty()
            || long == "raw"
            || !long
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        {
            return Err(long_at.error(format!(
                "expected a rendering name of letters, digits, - and _ other than \"raw\", found {long:?}"
            )));
        }
        if out.iter().any(|o| o.long == long) {
            return Err(long_at.error(format!("duplicate rendering {long:?}")));
        }
        let short = match t.child("short") {
            None => None,
            Some(s) => {
                let text = s.string()?;
                let mut chars = text.chars();
                match (chars.next(), chars.next()) {
                    (Some(c), None) if c.is_ascii_alphanumeric() => Some(c),
                    _ => return Err(s.error(format!("expected one letter, found {text:?}"))),
                }
            }
        };
        let terminal = Terminal {
            long,
            short,
            entry: t.opt_string("entry")?,
            description: t.opt_string("description")?.unwrap_or_default(),
            render: t.opt_bool("render")?,
            default: t.opt_bool("default")?,
        };
        if terminal.default && out.iter().any(|o| o.default) {
            return Err(t.error("a second default rendering; at most one may be the default"));
        }
        out.push(terminal);
    }
    Ok(out)
}

/// Each rendering's `entry` names a command with the command's own number
/// of arguments.
fn check_entries(command: &Command, at: &At, all: &[Command]) -> Result<(), ManifestError> {
    let Some(list) = at.child("terminals") else {
        return Ok(());
    };
    for (t, t_at) in command.terminals.iter().zip(list.items()?) {
        let (Some(entry), Some(entry_at)) = (&t.entry, t_at.child("entry")) else {
            continue;
        };
        match all.iter().find(|c| &c.name == entry) {
            None => {
                return Err(entry_at.error(format!("names no command of this manifest: {entry:?}")));
            }
            Some(c) if c.args.len() != command.args.len() => {
                return Err(entry_at.error(format!(
                    "{entry:?} takes {} arguments but {:?} takes {}; a rendering takes the command's own arguments",
                    c.args.len(),
                    command.name,
                    command.args.len()
                )));
            }
            Some(_) => {}
        }
    }
    Ok(())
}

/// Every property the command publishes over MCP and the JSON API
/// (`crate::arguments::properties`) has a name of its own: a positional
/// `name`, an option's or flag's long name, a record field, the instance
/// key and `_render` would otherwise take one value for two arguments, and
/// the JSON Schema would hold one key twice. Run once the command knows its
/// pool's `instances`. The error names both arguments and what to rename.
fn check_property_names(at: &At, command: &Command) -> Result<(), ManifestError> {
    // (property, what publishes it, the index of its argument if any)
    let mut seen: Vec<(String, String, Option<usize>)> = Vec::new();
    let mut position = 0;
    let mut claims = Vec::new();
    for (i, arg) in command.args.iter().enumerate() {
        if matches!(arg.kind, ArgKind::Pos { .. }) {
            position += 1;
        }
        let what = arg.describe(position);
        match arg.property_name(position) {
            Some(name) => claims.push((name, what, Some(i))),
            None => {
                if let Schema::Record(fields) = arg.schema().strip() {
                    for (key, _) in fields {
                        claims.push((key.clone(), format!("field {key:?} of the {what}"), Some(i)));
                    }
                }
            }
        }
    }
    if command.instances != Instances::Shared {
        claims.push((
            INSTANCE_PROPERTY.to_string(),
            format!(
                "the instance key of this {} pool",
                if command.instances == Instances::Keyed {
                    "keyed"
                } else {
                    "private"
                }
            ),
            None,
        ));
    }
    if !command.terminals.is_empty() {
        claims.push((
            RENDER_PROPERTY.to_string(),
            "the choice of rendering (the command has terminals)".to_string(),
            None,
        ));
    }
    for (name, what, index) in claims {
        if let Some((_, first, first_index)) = seen.iter().find(|(n, _, _)| *n == name) {
            let place = |i: &Option<usize>| i.map(|i| format!(" (args[{i}])")).unwrap_or_default();
            let path = match index.or(*first_index) {
                Some(i) => format!("{}.args[{i}]", at.path),
                None => at.path.clone(),
            };
            return Err(ManifestError {
                file: at.file.to_string(),
                path,
                message: format!(
                    "the {what}{} and the {first}{} are both published as the property {name:?}, so one value would fill both; rename one of them (a positional's \"name\", an option's or flag's \"long\", a record field)",
                    place(&index),
                    place(first_index),
                ),
            });
        }
        seen.push((name, what, index));
    }
    Ok(())
}

fn check_arg_names(at: &At, args: &[Arg]) -> Result<(), ManifestError> {
    let mut seen: Vec<String> = Vec::new();
    let mut claim = |name: String, i: usize| -> Result<(), ManifestError> {
        if seen.contains(&name) {
            return Err(ManifestError {
                file: at.file.to_string(),
                path: format!("{}.args[{i}]", at.path),
                message: format!("option {name:?} is used twice in this command"),
            });
        }
        seen.push(name);
        Ok(())
    };
    for (i, arg) in args.iter().enumerate() {
        let mut names = Vec::new();
        match &arg.kind {
            ArgKind::Opt { short, long, .. } => names.extend([
                short.map(|c| format!("-{c}")),
                long.as_ref().map(|l| format!("--{l}")),
            ]),
            ArgKind::Flag {
                short,
                long,
                long_rev,
                ..
            } => names.extend([
                short.map(|c| format!("-{c}")),
                long.as_ref().map(|l| format!("--{l}")),
                long_rev.as_ref().map(|l| format!("--{l}")),
            ]),
            ArgKind::Grp {
                group_opt, entries, ..
            } => {
                if let Some((s, l)) = group_opt {
                    names.extend([
                        s.map(|c| format!("-{c}")),
                        l.as_ref().map(|l| format!("--{l}")),
                    ]);
                }
                for (_, e) in entries {
                    if let ArgKind::Opt { short, long, .. } | ArgKind::Flag { short, long, .. } =
                        &e.kind
                    {
                        names.extend([
                            short.map(|c| format!("-{c}")),
                            long.as_ref().map(|l| format!("--{l}")),
                        ]);
                    }
                }
            }
            ArgKind::Pos { .. } => {}
        }
        for n in names.into_iter().flatten() {
            claim(n, i)?;
        }
    }
    Ok(())
}

fn parse_pool(at: &At) -> Result<Pool, ManifestError> {
    at.object()?;
    let lang = at.required("lang")?.string()?;
    let exec = match at.child("exec") {
        None => None,
        Some(e) => {
            let parts: Vec<String> = e
                .items()?
                .iter()
                .map(At::string)
                .collect::<Result<_, _>>()?;
            if parts.is_empty() {
                return Err(e.error("expected a non-empty command line"));
            }
            Some(parts)
        }
    };
    let source = at.opt_string("source")?;
    // Without `exec` only the built-in runtimes can run a pool; any other
    // language would silently be handed to the Python runtime.
    if exec.is_none() && !matches!(lang.as_str(), "py" | "python" | "python3" | "r" | "R") {
        return Err(at.required("lang")?.error(format!(
            "pool language {lang:?} has no built-in runtime: give \"exec\" (a command line) or use \"py\" or \"r\""
        )));
    }
    if exec.is_none() && source.is_none() {
        return Err(at.error("expected \"source\" (the pool's source file) or \"exec\""));
    }
    let workers = match at.child("workers") {
        None => None,
        Some(w) => Some(w.uint(1024)? as usize)
            .filter(|&n| n > 0)
            .map(Some)
            .ok_or_else(|| w.error("expected at least 1 worker"))?,
    };
    let instances = match at.opt_string("instances")?.as_deref() {
        None | Some("shared") => Instances::Shared,
        Some("private") => Instances::Private,
        Some("keyed") => Instances::Keyed,
        Some(other) => {
            return Err(at.required("instances")?.error(format!(
                "expected \"shared\", \"private\" or \"keyed\", found {other:?}"
            )));
        }
    };
    // A morloc pool: `exec` plus `socket`. Its name becomes a path under the
    // pool's private directory, so it must be one plain component.
    let socket = at.opt_string("socket")?;
    if let Some(name) = &socket {
        if exec.is_none() {
            return Err(
                at.error("\"socket\" needs \"exec\": a morloc pool is started by its command line")
            );
        }
        if name.is_empty() || name.len() > 64 || name.contains('/') || name == "." || name == ".." {
            return Err(at.required("socket")?.error(format!(
                "expected a plain file name of at most 64 bytes for the socket, found {name:?}"
            )));
        }
    }
    let pool_hash = at.opt_string("pool_hash")?;
    Ok(Pool {
        lang,
        source,
        exec,
        workers,
        instances,
        socket,
        pool_hash,
    })
}

/// Parses and validates manifest text. `file` names it in errors; `path` is
/// kept in the result so pools can find their sources beside it.
pub fn parse(text: &str, file: &str, path: &Path) -> Result<Manifest, ManifestError> {
    let whole = |message: String| ManifestError {
        file: file.to_string(),
        path: String::new(),
        message,
    };
    // The operator's file, not a request: read under the highest nesting
    // limit, whatever `--max-depth` says, so a low limit cannot refuse it.
    let value = json::parse_limited(text, json::MAX_DEPTH_CEILING).map_err(|e| match e {
        // Where the syntax breaks, as file:line:column.
        json::ParseError::Invalid => {
            let (at, what) = syntax_fault(text);
            let (line, column) = line_column(text, at);
            ManifestError {
                file: format!("{file}:{line}:{column}"),
                path: String::new(),
                message: format!("invalid JSON ({what}): the manifest must be one JSON object"),
            }
        }
        e => whole(format!("{e}: the manifest must be one JSON object")),
    })?;
    let top = At {
        file,
        path: String::new(),
        value: &value,
    };
    top.object()?;
    let name_at = top.required("name")?;
    let name = name_at.string()?;
    if !is_identifier(&name) {
        return Err(name_at.error(format!(
            "expected a module name matching [A-Za-z_][A-Za-z0-9_]*, found {name:?}"
        )));
    }
    // morloc writes a numeric `version`; ours is a string. Both are accepted.
    let version = match top.child("version").map(|v| v.value) {
        Some(Value::String(s)) => Some(s.clone()),
        _ => None,
    };
    let morloc_version = match top
        .child("build")
        .map(|b| json::get(b.value, "morloc_version"))
    {
        Some(Some(Value::String(s))) => Some(s.clone()),
        _ => None,
    };
    let pools = top
        .required("pools")?
        .items()?
        .iter()
        .map(parse_pool)
        .collect::<Result<Vec<_>, _>>()?;
    let command_list = top.required("commands")?;
    let mut commands: Vec<Command> = Vec::new();
    for (i, item) in command_list.items()?.iter().enumerate() {
        let command = parse_command(item, i, pools.len())?;
        if commands.iter().any(|c| c.name == command.name) {
            return Err(item.error(format!("duplicate command name {:?}", command.name)));
        }
        if command.kind == CommandType::Remote
            && let Some(other) = commands.iter().find(|c| {
                c.kind == CommandType::Remote && c.pool == command.pool && c.mid == command.mid
            })
        {
            return Err(item.error(format!(
                "mid {} in pool {} is already used by {:?}",
                command.mid, command.pool, other.name
            )));
        }
        let mut command = command;
        if let Some(pool) = pools.get(command.pool)
            && command.kind == CommandType::Remote
        {
            command.instances = pool.instances;
        }
        check_property_names(item, &command)?;
        commands.push(command);
    }
    for (command, item) in commands.iter().zip(command_list.items()?) {
        check_entries(command, &item, &commands)?;
    }
    for (i, item) in top.required("pools")?.items()?.iter().enumerate() {
        check_morloc_instances(&pools, i, &commands, item)?;
    }
    let mut groups = Vec::new();
    if let Some(list) = top.child("groups") {
        for g in list.items()? {
            g.object()?;
            groups.push(Group {
                name: g.required("name")?.string()?,
                desc: g.desc("desc")?,
            });
        }
    }
    let inline_size = match top.child("inline_size") {
        None => DEFAULT_INLINE_SIZE,
        Some(s) => s.uint(1 << 40)?.max(64) as usize,
    };
    Ok(Manifest {
        path: path.to_path_buf(),
        name,
        version,
        morloc_version,
        desc: top.desc("desc")?,
        pools,
        commands,
        groups,
        inline_size,
        origin: None,
        sandbox: top.opt_bool("sandbox")?,
    })
}

/// The 1-based line and column (in characters) of byte `at` of `text`.
fn line_column(text: &str, at: usize) -> (usize, usize) {
    let before = &text[..text.floor_char_boundary(at)];
    let line = before.matches('\n').count() + 1;
    let start = before.rfind('\n').map_or(0, |i| i + 1);
    (line, before[start..].chars().count() + 1)
}

/// Where a text that is not JSON first goes wrong, and how: the byte
/// offset of the fault and a few words for it. Only for messages, once the
/// parser has refused the text; nesting is bounded by the parser's ceiling,
/// which a text gets past only as `TooDeep`.
fn syntax_fault(text: &str) -> (usize, &'static str) {
    let b = text.as_bytes();
    let skip = |mut i: usize| {
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        i
    };
    // Reads one value at `i`; Ok(the offset after it) or Err(the fault).
    fn value(b: &[u8], i: usize, depth: usize) -> Result<usize, (usize, &'static str)> {
        let skip = |mut i: usize| {
            while i < b.len() && b[i].is_ascii_whitespace() {
                i += 1;
            }
            i
        };
        if depth > json::MAX_DEPTH_CEILING {
            return Err((i, "nested too deeply"));
        }
        match b.get(i) {
            None => Err((i, "the text ends where a value should be")),
            Some(b'{') | Some(b'[') => {
                let (close, object) = if b[i] == b'{' {
                    (b'}', true)
                } else {
                    (b']', false)
                };
                let mut j = skip(i + 1);
                if b.get(j) == Some(&close) {
                    return Ok(j + 1);
                }
                loop {
                    if object {
                        if b.get(j) != Some(&b'"') {
                            return Err((j, "a member name in double quotes was expected"));
                        }
                        j = skip(string(b, j)?);
                        if b.get(j) != Some(&b':') {
                            return Err((j, "a ':' was expected after the member name"));
                        }
                        j = skip(j + 1);
                    }
                    j = skip(value(b, j, depth + 1)?);
                    match b.get(j) {
                        Some(&c) if c == close => return Ok(j + 1),
                        Some(b',') => {
                            j = skip(j + 1);
                            if matches!(b.get(j), Some(b'}') | Some(b']')) {
                                return Err((j, "a trailing comma"));
                            }
                        }
                        None => return Err((j, "the text ends inside an object or array")),
                        Some(_) => return Err((j, "a ',' or a closing bracket was expected")),
                    }
                }
            }
            Some(b'"') => string(b, i),
            Some(b't') | Some(b'f') | Some(b'n') => {
                for word in [&b"true"[..], b"false", b"null"] {
                    if b[i..].starts_with(word) {
                        return Ok(i + word.len());
                    }
                }
                Err((i, "not a JSON value"))
            }
            Some(c) if *c == b'-' || c.is_ascii_digit() => {
                let mut j = i + 1;
                while j < b.len() && (b[j].is_ascii_digit() || b"+-.eE".contains(&b[j])) {
                    j += 1;
                }
                Ok(j)
            }
            Some(_) => Err((i, "not a JSON value")),
        }
    }
    fn string(b: &[u8], i: usize) -> Result<usize, (usize, &'static str)> {
        let mut j = i + 1;
        while j < b.len() {
            match b[j] {
                b'"' => return Ok(j + 1),
                b'\\' => j += 2,
                c if c < 0x20 => return Err((j, "a control character inside a string")),
                _ => j += 1,
            }
        }
        Err((i, "a string that never ends"))
    }
    let start = skip(0);
    if start == b.len() {
        return (start, "the file is empty");
    }
    match value(b, start, 0) {
        Err(fault) => fault,
        Ok(end) if skip(end) < b.len() => (skip(end), "more text after the JSON value"),
        // The grammar holds; the fault is in a token (a number's form, an
        // escape): point at the start.
        Ok(_) => (start, "a malformed number, escape or character"),
    }
}

/// The manifest path in a launcher script: ours (`nexus launcher`) has the
/// line `exec '<nexus>' --program '<manifest>' "$@"`, morloc's (as `morloc
/// make` writes it) `exec morloc-nexus run '<manifest>' "$@"`.
pub fn launcher_target(head: &[u8]) -> Option<String> {
    let text = std::str::from_utf8(head).ok()?;
    if !text.starts_with("#!") {
        return None;
    }
    let line = text.lines().find(|l| l.trim_start().starts_with("exec "))?;
    let after = |marker: &str| line.find(marker).map(|at| &line[at + marker.len()..]);
    let rest = after("--program '").or_else(|| after("morloc-nexus run '"))?;
    Some(rest[..rest.find('\'')?].to_string())
}

impl Manifest {
    pub fn command(&self, name: &str) -> Option<&Command> {
        self.commands.iter().find(|c| c.name == name && !c.internal)
    }

    /// The directory holding the manifest, where pool sources live (for a
    /// bare source file, the file's own directory).
    pub fn dir(&self) -> PathBuf {
        self.origin
            .as_deref()
            .unwrap_or(&self.path)
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_else(|| PathBuf::from("."))
    }

    pub fn version_or_default(&self) -> &str {
        self.version.as_deref().unwrap_or(env!("CARGO_PKG_VERSION"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_str(text: &str) -> Result<Manifest, ManifestError> {
        parse(text, "m.json", Path::new("/x/m.json"))
    }

    const MINIMAL: &str = r#"{"name":"demo","pools":[{"lang":"py","source":"d.py"}],
        "commands":[{"name":"f","pool":0,"args":[{"kind":"pos","schema":"j"}],"return":{"schema":"j"}}]}"#;

    #[test]
    fn needed_pools_are_kept_checked_and_start_with_the_own_pool() {
        let two = r#"{"name":"m","pools":[{"lang":"py","exec":["a"],"socket":"pipe-py"},
            {"lang":"r","exec":["b"],"socket":"pipe-r"}],
            "commands":[{"name":"f","pool":0,"mid":1,"needed_pools":[1,0,1]},
                        {"name":"g","pool":1,"mid":2},
                        {"name":"h","type":"pure","expr":{"tag":"str","schema":"s","value":"x"},"return":{"schema":"s"},"needed_pools":[]}]}"#;
        let m = parse_str(two).unwrap();
        assert_eq!(m.commands[0].needed_pools, vec![0, 1]);
        assert_eq!(m.commands[1].needed_pools, vec![1]);
        assert!(m.commands[2].needed_pools.is_empty());
        let bad = two.replace("[1,0,1]", "[0,2]");
        let e = parse_str(&bad).unwrap_err().to_string();
        assert!(
            e.contains("commands[0].needed_pools[1]") && e.contains("out of range"),
            "{e}"
        );
    }

    #[test]
    fn a_morloc_instance_is_refused_where_its_state_would_split() {
        let text = r#"{"name":"m","pools":[{"lang":"py","exec":["a"],"socket":"pipe-py","instances":"keyed"},
            {"lang":"r","exec":["b"],"socket":"pipe-r"},
            {"lang":"cpp","exec":["c"],"socket":"pipe-cpp","instances":"private"}],
            "commands":[{"name":"count","pool":0,"mid":1,"needed_pools":[0]},
                        {"name":"g","pool":1,"mid":2},
                        {"name":"viaR","pool":2,"mid":3,"needed_pools":[2,1]}]}"#;
        // The C++ pool's threads share its state: allowed with a foreign call.
        let m = parse_str(text).unwrap();
        assert_eq!(m.commands[0].instances, Instances::Keyed);
        assert_eq!(m.commands[2].instances, Instances::Private);
        let split = text.replace(r#""needed_pools":[0]"#, r#""needed_pools":[0,1]"#);
        let e = parse_str(&split).unwrap_err().to_string();
        assert!(
            e.contains("pools[0].instances")
                && e.contains("\"count\" calls into pool 1")
                && e.contains("Python pool forks another worker"),
            "{e}"
        );
    }

    /// Issue 31, defect 2: two arguments published under one property name.
    #[test]
    fn two_arguments_published_as_one_property_are_refused_naming_both() {
        let with = |pool: &str, args: &str, extra: &str| {
            format!(
                r#"{{"name":"m","pools":[{pool}],"commands":[{{"name":"f","pool":0,"args":[{args}]{extra}}}]}}"#
            )
        };
        let py = r#"{"lang":"py","source":"d.py"}"#;
        let cases = [
            // The issue's case: a named positional and an option.
            (
                with(
                    py,
                    r#"{"kind":"pos","schema":"j","name":"x"},{"kind":"opt","schema":"j","long":"x","default":"0"}"#,
                    "",
                ),
                r#"m.json: commands[0].args[1]: the option --x (args[1]) and the positional 1 (args[0]) are both published as the property "x""#,
            ),
            // A flag and a field of an unrolled record.
            (
                with(
                    py,
                    r#"{"kind":"flag","long":"loud","default":"false"},{"kind":"grp","schema":"m24loudb4sizej","entries":[]}"#,
                    "",
                ),
                r#"the field "loud" of the unrolled record (args[1]) and the flag --loud (args[0])"#,
            ),
            // A record passed whole and an option with its name.
            (
                with(
                    py,
                    r#"{"kind":"grp","schema":"m14sizej","type":"Cfg","group_opt":{"long":"config"},"entries":[]},{"kind":"opt","schema":"j","short":"c","long":"cfg","default":"0"}"#,
                    "",
                ),
                r#"the option --cfg (args[1]) and the record argument --config (args[0]) are both published as the property "cfg""#,
            ),
            // A positional named like the default name of a later one.
            (
                with(
                    py,
                    r#"{"kind":"pos","schema":"j","name":"_2"},{"kind":"pos","schema":"j"}"#,
                    "",
                ),
                r#"the positional 2 (args[1]) and the positional 1 (args[0]) are both published as the property "_2""#,
            ),
            // The instance key of a keyed pool.
            (
                with(
                    r#"{"lang":"py","exec":["a"],"socket":"s","instances":"keyed"}"#,
                    r#"{"kind":"opt","schema":"s","long":"instance","default":"\"a\""}"#,
                    "",
                ),
                r#"the instance key of this keyed pool and the option --instance (args[0])"#,
            ),
            // `_render`, when the command has renderings.
            (
                with(
                    py,
                    r#"{"kind":"pos","schema":"j","name":"_render"}"#,
                    r#","terminals":[{"long":"text"}]"#,
                ),
                r#"the choice of rendering (the command has terminals) and the positional 1 (args[0])"#,
            ),
        ];
        for (text, want) in cases {
            let e = error_of(&text);
            assert!(e.contains(want), "{text}\n  got: {e}\n want: {want}");
            assert!(e.contains("rename one of them"), "{e}");
        }
        // Without the clash each is fine: a shared pool has no instance
        // property, a command without terminals no `_render`.
        for ok in [
            with(
                py,
                r#"{"kind":"opt","schema":"s","long":"instance","default":"\"a\""}"#,
                "",
            ),
            with(py, r#"{"kind":"pos","schema":"j","name":"_render"}"#, ""),
            with(
                py,
                r#"{"kind":"pos","schema":"j","name":"x"},{"kind":"opt","schema":"j","long":"y","default":"0"}"#,
                "",
            ),
        ] {
            parse_str(&ok).unwrap_or_else(|e| panic!("{ok}: {e}"));
        }
    }

    #[test]
    fn reads_a_hand_written_manifest_with_defaults() {
        let m = parse_str(MINIMAL).unwrap();
        assert_eq!(m.inline_size, DEFAULT_INLINE_SIZE);
        assert_eq!(m.commands[0].mid, 0);
        assert_eq!(m.commands[0].function, "f");
    }

    #[test]
    fn a_build_of_any_shape_is_never_a_reason_to_refuse() {
        for build in [
            r#""build":{"morloc_version":"0.99.7"}"#,
            r#""build":{"morloc_version":98}"#,
            r#""build":"yesterday""#,
            r#""build":null"#,
            r#""nobuild":1"#,
        ] {
            let text = format!(
                r#"{{"name":"m",{build},"pools":[{{"lang":"py","source":"p.py"}}],
                  "commands":[{{"name":"f","args":[],"return":{{"schema":"j"}}}}]}}"#
            );
            let m = parse_str(&text).unwrap_or_else(|e| panic!("{build}: {e}"));
            let want = build.contains("0.99.7").then_some("0.99.7");
            assert_eq!(m.morloc_version.as_deref(), want, "{build}");
        }
    }

    #[test]
    fn accepts_morloc_fields_and_ignores_unknown_keys() {
        let text = r#"{"name":"m","version":1,"build":{"morloc_version":"0.1.0"},"surprise":[1],
          "pools":[{"lang":"py","exec":["python3","pool.py"],"socket":"pipe-py"}],
          "commands":[{"name":"g","type":"remote","mid":3,"pool":0,"needed_pools":[0],
             "arg_schemas":["j"],"return_schema":"j","group":null,"terminals":[],
             "args":[{"kind":"opt","schema":"s","long":"path","default":"\"/tmp\"","metavar":"P"},
                     {"kind":"flag","long":"clean","long_rev":"no-clean","default":"true"}],
             "return":{"schema":"j","type":"Int","desc":["x"]}}]}"#;
        let m = parse_str(text).unwrap();
        assert_eq!(m.morloc_version.as_deref(), Some("0.1.0"));
        let ArgKind::Opt { default, .. } = &m.commands[0].args[0].kind else {
            panic!()
        };
        assert_eq!(
            default.as_ref().map(json::to_string).as_deref(),
            Some("\"/tmp\"")
        );
    }

    fn error_of(text: &str) -> String {
        parse_str(text).unwrap_err().to_string()
    }

    #[test]
    fn errors_name_the_file_and_the_json_path() {
        let cases = [
            (r#"[]"#, "m.json: expected an object"),
            (
                r#"{"pools":[],"commands":[]}"#,
                "m.json: name: missing required field",
            ),
            (
                r#"{"name":"1x","pools":[],"commands":[]}"#,
                "m.json: name: expected a module name",
            ),
            (r#"{"name":"x","commands":[]}"#, "m.json: pools: missing"),
            (
                r#"{"name":"x","pools":[{}],"commands":[]}"#,
                "m.json: pools[0].lang: missing",
            ),
            (
                r#"{"name":"x","pools":[{"lang":"py"}],"commands":[]}"#,
                "m.json: pools[0]: expected \"source\"",
            ),
            (
                r#"{"name":"x","pools":[{"lang":"py","source":"a","workers":0}],"commands":[]}"#,
                "pools[0].workers",
            ),
            (
                r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f","pool":2}]}"#,
                "commands[0].pool: pool index 2",
            ),
            (
                r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f"},{"name":"f"}]}"#,
                "commands[1]: duplicate command",
            ),
            (
                r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f","args":[{"kind":"pos","schema":"q"}]}]}"#,
                "commands[0].args[0].schema: expected a schema string",
            ),
            (
                r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f","args":[{"kind":"wat"}]}]}"#,
                "commands[0].args[0].kind: expected pos",
            ),
            (
                r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f","args":[{"kind":"opt","long":"n","schema":"j","default":"abc"}]}]}"#,
                "commands[0].args[0].default: default \"abc\"",
            ),
            (
                r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f","args":[{"kind":"opt","long":"_n","schema":"j"}]}]}"#,
                "commands[0].args[0].long",
            ),
            (
                r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f","args":[{"kind":"grp","schema":"j"}]}]}"#,
                "commands[0].args[0].schema: expected a record",
            ),
            (
                r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f","mid":1},{"name":"g","mid":1}]}"#,
                "commands[1]: mid 1",
            ),
            (
                r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f","return":{"schema":5}}]}"#,
                "commands[0].return.schema: expected a string",
            ),
            (
                r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f","return":{"schema":"s","mime":"png"}}]}"#,
                "commands[0].return.mime: expected a media type such as \"image/png\"",
            ),
            (
                r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f","terminals":[{"long":"raw"}]}]}"#,
                "commands[0].terminals[0].long: expected a rendering name",
            ),
            (
                r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f","terminals":[{"long":"a","entry":"g"}]}]}"#,
                "commands[0].terminals[0].entry: names no command of this manifest: \"g\"",
            ),
            (
                r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f","terminals":[{"long":"a","entry":"g"}]},{"name":"g","args":[{"kind":"pos","schema":"j"}]}]}"#,
                "commands[0].terminals[0].entry: \"g\" takes 1 arguments but \"f\" takes 0",
            ),
            (
                r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f","terminals":[{"long":"a","default":true},{"long":"b","default":true}]}]}"#,
                "commands[0].terminals[1]: a second default rendering",
            ),
            (
                r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f","terminals":[{"long":"a","short":"ab"}]}]}"#,
                "commands[0].terminals[0].short: expected one letter",
            ),
        ];
        for (text, expected) in cases {
            let e = error_of(text);
            assert!(
                e.contains(expected),
                "{text}\n  gave: {e}\n  want: {expected}"
            );
            assert!(!e.contains('\n'));
        }
    }

    #[test]
    fn launcher_line_names_the_manifest() {
        let script = b"#!/bin/sh\nexec '/usr/bin/nexus' --program '/a/b/manifest.json' \"$@\"\n";
        assert_eq!(
            launcher_target(script).as_deref(),
            Some("/a/b/manifest.json")
        );
        // morloc's own launcher (issue 10): `morloc make` writes this.
        let morlocs = b"#!/bin/sh\nexport MORLOC_PROG_NAME=\"$0\"\nexec morloc-nexus run '/p/combat-build/manifest.json' \"$@\"\n";
        assert_eq!(
            launcher_target(morlocs).as_deref(),
            Some("/p/combat-build/manifest.json")
        );
        let pathed = b"#!/bin/sh\nexec /opt/bin/morloc-nexus run '/m.json' \"$@\"\n";
        assert_eq!(launcher_target(pathed).as_deref(), Some("/m.json"));
        assert_eq!(
            launcher_target(b"#!/bin/sh\nexec morloc-nexus mcp '/m.json'\n"),
            None
        );
    }
}
