//! Python signatures to commands (pure): which functions are served, how
//! type hints map to morloc schemas, which argument kind each parameter
//! becomes, and what the pool must do around the call (keyword-only
//! arguments, dataclass records).

use super::collect::{Param, Words, collect, signature};
use super::doc::{self, Doc};
use super::{ArgSpec, CommandSpec, Kind, Lang, Refusal, Signature, as_u32};
use crate::json::{self, Value};
use crate::schema::Schema;

/// What a refusal of a type lists as supported.
pub const SUPPORTED_TYPES: &str = "int, float, str, bool, None, list[T], tuple[A, B, …], Optional[T], T | None, and TypedDict or @dataclass records defined in this file";

/// An annotation as the reader describes it.
#[derive(Debug, Clone, PartialEq)]
pub enum Ty {
    Name(String),
    Sub(String, Vec<Option<Ty>>),
    Or(Vec<Option<Ty>>),
    None,
    /// Anything else, by its source text.
    Other(String),
}

/// `Ty` with the annotation's source text, for messages.
#[derive(Debug, Clone, PartialEq)]
pub struct Annotation {
    pub ty: Ty,
    pub src: String,
}

/// Reads a reader's annotation node.
pub fn annotation(v: &Value) -> Option<Annotation> {
    if matches!(v, Value::Null) {
        return None;
    }
    let src = json::get_str(v, "src")
        .or_else(|| json::get_str(v, "other"))
        .unwrap_or("?")
        .to_string();
    let sub_ty = |v: &Value| annotation(v).map(|a| a.ty);
    let list = |key: &str| match json::get(v, key) {
        Some(Value::Array(items)) => items.iter().map(sub_ty).collect(),
        _ => Vec::new(),
    };
    let ty = if let Some(name) = json::get_str(v, "sub") {
        Ty::Sub(name.to_string(), list("args"))
    } else if json::get(v, "or").is_some() {
        Ty::Or(list("or"))
    } else if json::get(v, "none").is_some() {
        Ty::None
    } else if let Some(name) = json::get_str(v, "name") {
        Ty::Name(name.to_string())
    } else {
        Ty::Other(src.clone())
    };
    Some(Annotation { ty, src })
}

/// A `TypedDict` or `@dataclass` of the file.
#[derive(Debug, Clone)]
pub struct Record {
    pub name: String,
    pub line: u32,
    pub dataclass: bool,
    pub total: bool,
    pub fields: Vec<(String, u32, Option<Ty>, String)>,
}

fn records(desc: &Value) -> Vec<Record> {
    let Some(Value::Array(items)) = json::get(desc, "records") else {
        return Vec::new();
    };
    items
        .iter()
        .map(|r| Record {
            name: json::get_str(r, "name").unwrap_or("").to_string(),
            line: json::get(r, "line").and_then(as_u32).unwrap_or(0),
            dataclass: json::get_str(r, "kind") == Some("dataclass"),
            total: !matches!(json::get(r, "total"), Some(Value::Bool(false))),
            fields: match json::get(r, "fields") {
                Some(Value::Array(fs)) => fs
                    .iter()
                    .map(|f| {
                        let a = json::get(f, "type").and_then(annotation);
                        (
                            json::get_str(f, "name").unwrap_or("").to_string(),
                            json::get(f, "line").and_then(as_u32).unwrap_or(0),
                            a.as_ref().map(|a| a.ty.clone()),
                            a.map(|a| a.src).unwrap_or_default(),
                        )
                    })
                    .collect(),
                _ => Vec::new(),
            },
        })
        .collect()
}

/// A type mapped to its schema.
#[derive(Debug, Clone, PartialEq)]
pub struct Mapped {
    pub schema: Schema,
    pub type_name: String,
    /// How the pool builds dataclasses from this value (JSON), if it holds any.
    pub convert: Option<String>,
}

/// Why a type cannot be served.
#[derive(Debug, Clone, PartialEq)]
pub struct TypeRefusal {
    pub found: String,
    /// A record field's line, when the problem is inside a record.
    pub line: Option<u32>,
}

fn refuse<T>(found: impl Into<String>) -> Result<T, TypeRefusal> {
    Err(TypeRefusal {
        found: found.into(),
        line: None,
    })
}

fn plain(schema: Schema, name: &str) -> Mapped {
    Mapped {
        schema,
        type_name: name.to_string(),
        convert: None,
    }
}

fn show(t: &Option<Ty>) -> String {
    match t {
        Some(Ty::Name(n)) => n.clone(),
        Some(Ty::Sub(n, args)) => {
            format!(
                "{n}[{}]",
                args.iter().map(show).collect::<Vec<_>>().join(", ")
            )
        }
        Some(Ty::Or(items)) => items.iter().map(show).collect::<Vec<_>>().join(" | "),
        Some(Ty::None) => "None".into(),
        Some(Ty::Other(src)) => src.clone(),
        None => "?".into(),
    }
}

/// Maps a type to its morloc schema: the heart of issue 11 point 2.
pub fn map_type(ty: &Ty, records: &[Record]) -> Result<Mapped, TypeRefusal> {
    map_in(ty, records, &mut Vec::new())
}

fn map_in(ty: &Ty, records: &[Record], open: &mut Vec<String>) -> Result<Mapped, TypeRefusal> {
    if open.len() > 32 {
        return refuse("types nested more than 32 deep");
    }
    let inner = |t: &Option<Ty>, open: &mut Vec<String>| match t {
        Some(t) => map_in(t, records, open),
        None => refuse(show(&Some(ty.clone()))),
    };
    match ty {
        Ty::None => Ok(plain(Schema::Unit, "Unit")),
        Ty::Name(n) => match n.as_str() {
            "int" => Ok(plain(Schema::BigInt, "Int")),
            "float" => Ok(plain(Schema::Real { bytes: 8 }, "Real")),
            "str" => Ok(plain(Schema::Str, "Str")),
            "bool" => Ok(plain(Schema::Bool, "Bool")),
            "None" | "NoneType" => Ok(plain(Schema::Unit, "Unit")),
            "list" | "List" | "tuple" | "Tuple" => refuse(format!("{n} without its element types")),
            other => match records.iter().find(|r| r.name == other) {
                Some(r) => map_record(r, records, open),
                None => refuse(other.to_string()),
            },
        },
        Ty::Sub(base, args) => match (base.as_str(), args.as_slice()) {
            ("list" | "List", [t]) => {
                let m = inner(t, open)?;
                Ok(Mapped {
                    type_name: format!("[{}]", m.type_name),
                    convert: m.convert.map(|c| format!("{{\"list\":{c}}}")),
                    schema: Schema::List(Box::new(m.schema)),
                })
            }
            ("tuple" | "Tuple", items) if !items.is_empty() && items.len() <= 63 => {
                let mut schemas = Vec::new();
                let mut names = Vec::new();
                let mut converts = Vec::new();
                for t in items {
                    if matches!(t, Some(Ty::Other(s)) if s == "...") {
                        return refuse(format!(
                            "{} (a tuple of any length; use list[T])",
                            show(&Some(ty.clone()))
                        ));
                    }
                    let m = inner(t, open)?;
                    schemas.push(m.schema);
                    names.push(m.type_name);
                    converts.push(m.convert);
                }
                let convert = converts.iter().any(Option::is_some).then(|| {
                    let parts: Vec<String> = converts
                        .iter()
                        .map(|c| c.clone().unwrap_or_else(|| "null".into()))
                        .collect();
                    format!("{{\"tuple\":[{}]}}", parts.join(","))
                });
                Ok(Mapped {
                    schema: Schema::Tuple(schemas),
                    type_name: format!("({})", names.join(", ")),
                    convert,
                })
            }
            ("Optional", [t]) => optional(inner(t, open)?),
            ("Union", items) => union(ty, items, records, open),
            _ => refuse(show(&Some(ty.clone()))),
        },
        Ty::Or(items) => union(ty, items, records, open),
        Ty::Other(src) => refuse(src.clone()),
    }
}

fn optional(m: Mapped) -> Result<Mapped, TypeRefusal> {
    if matches!(m.schema, Schema::Optional(_) | Schema::Unit) {
        return Ok(m);
    }
    Ok(Mapped {
        type_name: format!("?{}", m.type_name),
        convert: m.convert.map(|c| format!("{{\"opt\":{c}}}")),
        schema: Schema::Optional(Box::new(m.schema)),
    })
}

/// `T | None` and `Union[T, None]` are optional; other unions are refused.
fn union(
    whole: &Ty,
    items: &[Option<Ty>],
    records: &[Record],
    open: &mut Vec<String>,
) -> Result<Mapped, TypeRefusal> {
    let mut flat = Vec::new();
    fn flatten(items: &[Option<Ty>], out: &mut Vec<Option<Ty>>) {
        for t in items {
            match t {
                Some(Ty::Or(inner)) => flatten(inner, out),
                Some(Ty::Sub(b, inner)) if b == "Union" => flatten(inner, out),
                other => out.push(other.clone()),
            }
        }
    }
    flatten(items, &mut flat);
    let is_none = |t: &Option<Ty>| {
        matches!(t, Some(Ty::None)) || matches!(t, Some(Ty::Name(n)) if n == "None")
    };
    let others: Vec<&Option<Ty>> = flat.iter().filter(|t| !is_none(t)).collect();
    match others.as_slice() {
        [Some(t)] if others.len() < flat.len() => optional(map_in(t, records, open)?),
        _ => refuse(format!(
            "the union {} (only T | None is supported)",
            show(&Some(whole.clone()))
        )),
    }
}

fn map_record(
    r: &Record,
    records: &[Record],
    open: &mut Vec<String>,
) -> Result<Mapped, TypeRefusal> {
    if open.contains(&r.name) {
        return Err(TypeRefusal {
            found: format!("the recursive record {}", r.name),
            line: Some(r.line),
        });
    }
    if !r.total {
        return Err(TypeRefusal {
            found: format!(
                "TypedDict {} with total=False (fields that may be absent)",
                r.name
            ),
            line: Some(r.line),
        });
    }
    open.push(r.name.clone());
    let mut fields = Vec::new();
    let mut converts = Vec::new();
    for (name, line, ty, src) in &r.fields {
        let mapped = match ty {
            Some(t) => map_in(t, records, open),
            None => refuse(src.clone()),
        }
        .map_err(|e| TypeRefusal {
            found: format!("{} in field '{name}' of record {}", e.found, r.name),
            line: e.line.or(Some(*line)),
        })?;
        if let Some(c) = &mapped.convert {
            converts.push(format!("{}:{c}", json::quote(name)));
        }
        fields.push((name.clone(), mapped.schema));
    }
    open.pop();
    let schema = super::record_schema(fields).map_err(|found| TypeRefusal {
        found,
        line: Some(r.line),
    })?;
    let convert = r.dataclass.then(|| {
        format!(
            "{{\"class\":{},\"fields\":{{{}}}}}",
            json::quote(&r.name),
            converts.join(",")
        )
    });
    Ok(Mapped {
        schema,
        type_name: r.name.clone(),
        convert,
    })
}

/// A function as the reader describes it.
struct Function<'a> {
    name: String,
    line: u32,
    is_async: bool,
    doc: Doc,
    params: Vec<&'a Value>,
    returns: Option<Annotation>,
}

fn functions(desc: &Value) -> Vec<Function<'_>> {
    let Some(Value::Array(items)) = json::get(desc, "functions") else {
        return Vec::new();
    };
    items
        .iter()
        .map(|f| Function {
            name: json::get_str(f, "name").unwrap_or("").to_string(),
            line: json::get(f, "line").and_then(as_u32).unwrap_or(0),
            is_async: matches!(json::get(f, "async"), Some(Value::Bool(true))),
            doc: json::get_str(f, "doc").map(doc::parse).unwrap_or_default(),
            params: match json::get(f, "params") {
                Some(Value::Array(ps)) => ps.iter().collect(),
                _ => Vec::new(),
            },
            returns: json::get(f, "returns").and_then(annotation),
        })
        .collect()
}

/// The functions served: those in `__all__` when present, else every
/// top-level function without a leading underscore.
fn served<'a>(desc: &Value, all: &'a [Function<'a>]) -> Result<Vec<&'a Function<'a>>, Refusal> {
    match json::get(desc, "all") {
        Some(a @ Value::Object(_)) => {
            let line = json::get(a, "line").and_then(as_u32).unwrap_or(0);
            if !matches!(json::get(a, "names"), Some(Value::Array(_))) {
                return Err(Refusal {
                    line,
                    subject: String::new(),
                    found: "an __all__ that is not a literal list of strings".into(),
                    supported: "__all__ = [\"f\", \"g\"], or no __all__ (every function without a leading underscore)".into(),
                });
            }
            let names = json::string_list(json::get(a, "names"));
            Ok(all.iter().filter(|f| names.contains(&f.name)).collect())
        }
        _ => Ok(all.iter().filter(|f| !f.name.starts_with('_')).collect()),
    }
}

fn param_subject(f: &str, p: &str) -> String {
    format!("function '{f}', parameter '{p}'")
}

/// The manifest for a Python file's description, or every refusal.
pub fn render(desc: &Value, name: &str, source_ref: &str) -> Result<String, Vec<Refusal>> {
    let (commands, module_doc) = commands(desc)?;
    Ok(super::manifest_json(
        name,
        &module_doc,
        Lang::Py,
        source_ref,
        &commands,
    ))
}

/// The commands of a Python file, and the module docstring's lines.
pub fn commands(desc: &Value) -> Result<(Vec<CommandSpec>, Vec<String>), Vec<Refusal>> {
    let records = records(desc);
    let all = functions(desc);
    let chosen = served(desc, &all).map_err(|r| vec![r])?;
    let out = collect(
        &chosen,
        &WORDS,
        |f| (&f.name, f.line),
        |f, _| command(f, &records),
    )?;
    let module_doc = json::get_str(desc, "doc")
        .map(|d| doc::parse(d).desc)
        .unwrap_or_default();
    Ok((out, module_doc))
}

/// What the collector says of Python files: a tool is named for its
/// function.
const WORDS: Words = Words {
    tool: str::to_string,
    clash: |tool, _, first_line| {
        format!(
            "a second definition (the first is at line {first_line}), so two tools would be named '{tool}'"
        )
    },
    clash_supported: "one definition per tool name; rename one, or list the one to serve in __all__",
    none: (
        "no public functions",
        "top-level def statements without a leading underscore, or those listed in __all__",
    ),
};

fn command(f: &Function, records: &[Record]) -> Result<CommandSpec, Vec<Refusal>> {
    let mut refusals = Vec::new();
    if f.is_async {
        refusals.push(Refusal {
            line: f.line,
            subject: format!("function '{}'", f.name),
            found: "async def".into(),
            supported: "plain def (the pool calls functions synchronously)".into(),
        });
    }
    let mut args = Vec::new();
    let mut kw = Vec::new();
    let mut converts = Vec::new();
    for p in &f.params {
        match param(f, p, records) {
            Ok((arg, keyword, convert)) => {
                args.push(arg);
                kw.push(keyword);
                converts.push(convert);
            }
            Err(r) => refusals.push(r),
        }
    }
    let ret = match &f.returns {
        None => Err(Refusal {
            line: f.line,
            subject: format!("function '{}', its return", f.name),
            found: "no return annotation".into(),
            supported: format!("-> T with T one of {SUPPORTED_TYPES}"),
        }),
        Some(a) => map_type(&a.ty, records).map_err(|e| Refusal {
            line: e.line.unwrap_or(f.line),
            subject: format!("function '{}', its return", f.name),
            found: e.found,
            supported: SUPPORTED_TYPES.into(),
        }),
    };
    let ret = match ret {
        Ok(m) => Some(m),
        Err(r) => {
            refusals.push(r);
            None
        }
    };
    let Some(ret) = ret.filter(|_| refusals.is_empty()) else {
        return Err(refusals);
    };
    let mut hook = Vec::new();
    if kw.iter().any(Option::is_some) {
        let names: Vec<String> = kw
            .iter()
            .map(|k| k.as_ref().map_or("null".into(), |n| json::quote(n)))
            .collect();
        hook.push(format!("\"kw\":[{}]", names.join(",")));
    }
    if converts.iter().any(Option::is_some) {
        let specs: Vec<String> = converts
            .iter()
            .map(|c| c.clone().unwrap_or_else(|| "null".into()))
            .collect();
        hook.push(format!("\"args\":[{}]", specs.join(",")));
    }
    if ret.convert.is_some() {
        hook.push("\"ret\":true".into());
    }
    Ok(CommandSpec {
        name: f.name.clone(),
        function: f.name.clone(),
        line: f.line,
        desc: f.doc.desc.clone(),
        args,
        ret: (
            ret.schema,
            ret.type_name,
            Some(f.doc.returns.clone())
                .filter(|s| !s.is_empty())
                .into_iter()
                .collect(),
        ),
        pool_hook: (!hook.is_empty())
            .then(|| ("py_call".into(), format!("{{{}}}", hook.join(",")))),
    })
}

type ParamOut = (ArgSpec, Option<String>, Option<String>);

fn param(f: &Function, p: &Value, records: &[Record]) -> Result<ParamOut, Refusal> {
    let name = json::get_str(p, "name").unwrap_or("").to_string();
    let line = json::get(p, "line").and_then(as_u32).unwrap_or(f.line);
    let kind = json::get_str(p, "kind").unwrap_or("pos");
    let refusal = |found: String, supported: &str| Refusal {
        line,
        subject: param_subject(&f.name, &name),
        found,
        supported: supported.to_string(),
    };
    match kind {
        "varargs" => {
            return Err(refusal(
                format!("*{name}"),
                "named parameters; take a list[T] instead of *args",
            ));
        }
        "varkw" => {
            return Err(refusal(
                format!("**{name}"),
                "named parameters; take a TypedDict record instead of **kwargs",
            ));
        }
        _ => {}
    }
    let Some(a) = json::get(p, "type").and_then(annotation) else {
        return Err(refusal(
            "no type annotation".into(),
            &format!("an annotation with one of {SUPPORTED_TYPES}"),
        ));
    };
    let mapped = map_type(&a.ty, records).map_err(|e| Refusal {
        line: e.line.unwrap_or(line),
        ..refusal(e.found, SUPPORTED_TYPES)
    })?;
    let default = match json::get(p, "default") {
        None | Some(Value::Null) => None,
        Some(d) => match (json::get(d, "json"), json::get_str(d, "text")) {
            (Some(v), _) => Some(v.clone()),
            (None, Some(text)) => {
                return Err(refusal(
                    format!("the default {text}, which is not a literal"),
                    "literal defaults: numbers, strings, True, False, None, and lists or tuples of them",
                ));
            }
            (None, None) => Some(Value::Null),
        },
    };
    let keyword = (kind == "kwonly").then(|| name.clone());
    let kind = match default {
        None if keyword.is_some() => {
            if !super::option_name_ok(&name) {
                return Err(refusal(
                    "a keyword-only parameter whose name starts with '_'".into(),
                    "keyword-only parameters named with a letter first",
                ));
            }
            Kind::Pos {
                name: Some(name.clone()),
            }
        }
        None => Kind::Pos {
            name: super::published_name(&name),
        },
        Some(value) => {
            if let Err(e) = mapped.schema.validate(&value) {
                return Err(refusal(
                    format!(
                        "the default {} for a {} ({e})",
                        json::to_string(&value),
                        mapped.type_name
                    ),
                    "a default of the annotated type; Optional[T] for a default of None",
                ));
            }
            if !super::option_name_ok(&name) {
                return Err(refusal(
                    "an option name starting with '_'".into(),
                    "parameters with defaults named with a letter first (they become --name options)",
                ));
            }
            match (&mapped.schema, &value) {
                (Schema::Bool, Value::Bool(b)) => Kind::Flag { default: *b },
                _ => Kind::Opt { default: value },
            }
        }
    };
    let desc = f
        .doc
        .param(&name)
        .filter(|d| !d.is_empty())
        .map(|d| vec![d.to_string()])
        .unwrap_or_default();
    Ok((
        ArgSpec {
            name,
            schema: mapped.schema,
            type_name: mapped.type_name,
            kind,
            desc,
        },
        keyword,
        mapped.convert,
    ))
}

/// Each function's declared shape, for `nexus check`.
pub fn signatures(desc: &Value) -> Vec<Signature> {
    let records = records(desc);
    functions(desc)
        .iter()
        .map(|f| {
            let params = f
                .params
                .iter()
                .map(|p| match json::get_str(p, "kind").unwrap_or("pos") {
                    "varargs" | "varkw" => Param::Variadic,
                    _ => Param::Named {
                        name: json::get_str(p, "name").unwrap_or("").to_string(),
                        required: matches!(json::get(p, "default"), None | Some(Value::Null)),
                        schema: json::get(p, "type")
                            .and_then(annotation)
                            .and_then(|a| map_type(&a.ty, &records).ok())
                            .map(|m| m.schema),
                    },
                });
            let returns = f
                .returns
                .as_ref()
                .and_then(|a| map_type(&a.ty, &records).ok())
                .map(|m| m.schema);
            signature(&f.name, f.line, params, returns)
        })
        .collect()
}

#[cfg(test)]
mod tests;
