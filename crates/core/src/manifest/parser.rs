//! Reading a manifest's parts, field by field: pools, commands, their
//! arguments, returns, renderings, `remote` and `mcp` objects, and
//! [`parse`], which reads the whole and runs `validate`'s rules on it.

use super::at::At;
use super::syntax::{line_column, syntax_fault};
use super::validate::{
    check_arg_names, check_entries, check_morloc_instances, check_property_names,
};
use super::{
    ANNOTATION_HINTS, Arg, ArgKind, Command, CommandType, DEFAULT_INLINE_SIZE, Group, Instances,
    Manifest, ManifestError, McpHints, Pool, Remote, Return, Terminal,
};
use crate::json::{self, Value};
use crate::schema::Schema;
use std::path::Path;

/// `[A-Za-z_][A-Za-z0-9_]*`: module and command names.
pub fn is_identifier(s: &str) -> bool {
    let mut bytes = s.bytes();
    matches!(bytes.next(), Some(b) if b.is_ascii_alphabetic() || b == b'_')
        && bytes.all(|b| b.is_ascii_alphanumeric() || b == b'_')
        && s.len() <= 128
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
