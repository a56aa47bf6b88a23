//! R functions to commands (pure). Types come from roxygen comments, by the
//! convention the README documents:
//!
//! ```r
//! #' Roll some dice.
//! #'
//! #' @param n [Int] how many dice
//! #' @param sides [Int] faces on each die
//! #' @return [[Int]] the rolls
//! roll <- function(n, sides = 6) sample(sides, n, replace = TRUE)
//! ```
//!
//! A type is written in morloc's notation between the first pair of
//! brackets: `Int`, `Real`, `Str`, `Bool`, `Unit`, `[T]`, `(A, B)`, `?T` and
//! records `{name: Str, hp: Int}`. Defaults come from the formals.

use super::collect::{Param, Words, collect, signature};
use super::{ArgSpec, CommandSpec, Kind, Lang, Refusal, Signature, as_u32};
use crate::json::{self, Value};
use crate::schema::Schema;

/// What a refusal of an R type lists as supported.
pub const SUPPORTED_TYPES: &str =
    "Int, Real, Str, Bool, Unit, [T], (A, B, …), ?T and records {name: T, …}";

/// Parses a morloc type (`[Int]`, `{name: Str, hp: Int}`); the schema and a
/// readable name.
pub fn parse_type(text: &str) -> Result<Schema, String> {
    let mut p = TypeParser {
        s: text.as_bytes(),
        at: 0,
    };
    let t = p.ty(0)?;
    p.space();
    if p.at != p.s.len() {
        return Err(format!("unexpected {:?}", &text[p.at..]));
    }
    Ok(t)
}

struct TypeParser<'a> {
    s: &'a [u8],
    at: usize,
}

impl TypeParser<'_> {
    fn space(&mut self) {
        while self.s.get(self.at).is_some_and(u8::is_ascii_whitespace) {
            self.at += 1;
        }
    }

    fn eat(&mut self, c: u8) -> bool {
        self.space();
        if self.s.get(self.at) == Some(&c) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn word(&mut self) -> String {
        self.space();
        let start = self.at;
        while self
            .s
            .get(self.at)
            .is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_' || *b == b'.')
        {
            self.at += 1;
        }
        String::from_utf8_lossy(&self.s[start..self.at]).into_owned()
    }

    fn ty(&mut self, depth: usize) -> Result<Schema, String> {
        if depth > 32 {
            return Err("types nested more than 32 deep".into());
        }
        if self.eat(b'?') {
            return Ok(Schema::Optional(Box::new(self.ty(depth + 1)?)));
        }
        if self.eat(b'[') {
            let t = self.ty(depth + 1)?;
            return match self.eat(b']') {
                true => Ok(Schema::List(Box::new(t))),
                false => Err("a list type without its closing ]".into()),
            };
        }
        if self.eat(b'(') {
            let mut items = vec![self.ty(depth + 1)?];
            while self.eat(b',') {
                items.push(self.ty(depth + 1)?);
            }
            if !self.eat(b')') {
                return Err("a tuple type without its closing )".into());
            }
            return match items.len() {
                1 => Ok(items.remove(0)),
                n if n > 63 => Err("a tuple of more than 63 items".into()),
                _ => Ok(Schema::Tuple(items)),
            };
        }
        if self.eat(b'{') {
            let mut fields = Vec::new();
            if !self.eat(b'}') {
                loop {
                    let key = self.word();
                    if key.is_empty() || !self.eat(b':') {
                        return Err("a record field written as name: Type".into());
                    }
                    fields.push((key, self.ty(depth + 1)?));
                    if self.eat(b'}') {
                        break;
                    }
                    if !self.eat(b',') {
                        return Err("a record type without its closing }".into());
                    }
                }
            }
            return super::record_schema(fields);
        }
        let w = self.word();
        match w.as_str() {
            "Int" => Ok(Schema::BigInt),
            "Real" | "Num" => Ok(Schema::Real { bytes: 8 }),
            "Str" => Ok(Schema::Str),
            "Bool" => Ok(Schema::Bool),
            "Unit" => Ok(Schema::Unit),
            "" => Err("an empty type".into()),
            other => Err(format!("the type {other}")),
        }
    }
}

/// A function's roxygen block, read.
#[derive(Debug, Default, PartialEq)]
pub struct Roxygen {
    pub desc: Vec<String>,
    /// name → (line offset in the block, type text or None, description)
    pub params: Vec<(String, usize, Option<String>, String)>,
    pub returns: Option<(usize, Option<String>, String)>,
}

/// Splits `[Type] rest` into the bracketed type (brackets balanced) and the rest.
fn bracketed(text: &str) -> (Option<String>, String) {
    let t = text.trim_start();
    if !t.starts_with('[') {
        return (None, t.trim().to_string());
    }
    let mut depth = 0;
    for (i, c) in t.char_indices() {
        match c {
            '[' => depth += 1,
            ']' => {
                depth -= 1;
                if depth == 0 {
                    return (Some(t[1..i].to_string()), t[i + 1..].trim().to_string());
                }
            }
            _ => {}
        }
    }
    (None, t.trim().to_string())
}

/// Reads roxygen lines (`#'` stripped).
pub fn roxygen(lines: &[String]) -> Roxygen {
    let mut out = Roxygen::default();
    let mut in_tags = false;
    // Which entry a continuation line extends: 0 none, 1 the last param, 2 the return.
    let mut extends = 0;
    for (i, line) in lines.iter().enumerate() {
        let t = line.trim();
        if let Some(rest) = t.strip_prefix('@') {
            in_tags = true;
            let (tag, body) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
            extends = 0;
            match tag {
                "param" => {
                    let body = body.trim_start();
                    let (name, rest) = body.split_once(char::is_whitespace).unwrap_or((body, ""));
                    let (ty, text) = bracketed(rest);
                    for n in name.split(',') {
                        out.params
                            .push((n.trim().to_string(), i, ty.clone(), text.clone()));
                    }
                    extends = 1;
                }
                "return" | "returns" => {
                    let (ty, text) = bracketed(body);
                    out.returns = Some((i, ty, text));
                    extends = 2;
                }
                _ => {}
            }
        } else if !in_tags {
            out.desc.push(line.trim_end().to_string());
        } else if !t.is_empty() {
            match extends {
                1 => {
                    if let Some(p) = out.params.last_mut() {
                        p.3 = format!("{} {t}", p.3).trim().to_string();
                    }
                }
                2 => {
                    if let Some(r) = out.returns.as_mut() {
                        r.2 = format!("{} {t}", r.2).trim().to_string();
                    }
                }
                _ => {}
            }
        }
    }
    while out.desc.last().is_some_and(|l| l.trim().is_empty()) {
        out.desc.pop();
    }
    while out.desc.first().is_some_and(|l| l.trim().is_empty()) {
        out.desc.remove(0);
    }
    out
}

struct Function<'a> {
    name: String,
    line: u32,
    doc: Roxygen,
    doc_line: u32,
    params: Vec<&'a Value>,
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
            doc: roxygen(&json::string_list(json::get(f, "doc"))),
            doc_line: json::get(f, "doc_line").and_then(as_u32).unwrap_or(0),
            params: match json::get(f, "params") {
                Some(Value::Array(ps)) => ps.iter().collect(),
                _ => Vec::new(),
            },
        })
        .collect()
}

/// The manifest for an R file's description, or every refusal.
pub fn render(desc: &Value, name: &str, source_ref: &str) -> Result<String, Vec<Refusal>> {
    let (commands, head) = commands(desc)?;
    Ok(super::manifest_json(
        name,
        &head,
        Lang::R,
        source_ref,
        &commands,
    ))
}

/// The commands of an R file, and its leading comment lines.
pub fn commands(desc: &Value) -> Result<(Vec<CommandSpec>, Vec<String>), Vec<Refusal>> {
    let all = functions(desc);
    let chosen: Vec<&Function> = all.iter().filter(|f| !f.name.starts_with('.')).collect();
    let out = collect(&chosen, &WORDS, |f| (&f.name, f.line), command)?;
    Ok((out, json::string_list(json::get(desc, "head"))))
}

/// What the collector says of R files: a tool is named for its function,
/// with `.` as `_` ([`super::identifier`]).
const WORDS: Words = Words {
    tool: super::identifier,
    clash: |tool, first, first_line| {
        format!("the tool name '{tool}', which '{first}' at line {first_line} also gets")
    },
    clash_supported: "one function per tool name ('.' becomes '_'); rename or remove one",
    none: (
        "no top-level functions",
        "name <- function(…) at the top level, with roxygen #' @param and @return lines",
    ),
};

fn command(f: &Function, tool: String) -> Result<CommandSpec, Vec<Refusal>> {
    let mut refusals = Vec::new();
    let mut args = Vec::new();
    let at = |offset: usize| f.doc_line + offset as u32;
    for p in &f.params {
        let name = json::get_str(p, "name").unwrap_or("").to_string();
        let documented = f.doc.params.iter().find(|d| d.0 == name);
        let line = documented.map_or(f.line, |d| at(d.1));
        let refusal = |found: String, supported: String| Refusal {
            line,
            subject: format!("function '{}', parameter '{name}'", f.name),
            found,
            supported,
        };
        if name == "..." {
            refusals.push(refusal(
                "...".into(),
                "named parameters; take a list [T] instead of ...".into(),
            ));
            continue;
        }
        let ty = match documented {
            Some((_, _, Some(ty), _)) => ty,
            Some(_) => {
                refusals.push(refusal(
                    "an @param line without a [Type]".into(),
                    format!("#' @param {name} [Type] text, with Type one of {SUPPORTED_TYPES}"),
                ));
                continue;
            }
            None => {
                refusals.push(refusal(
                    "no #' @param line".into(),
                    format!("#' @param {name} [Type] text, with Type one of {SUPPORTED_TYPES}"),
                ));
                continue;
            }
        };
        let schema = match parse_type(ty) {
            Ok(s) => s,
            Err(e) => {
                refusals.push(refusal(format!("[{ty}] ({e})"), SUPPORTED_TYPES.into()));
                continue;
            }
        };
        let default = match json::get(p, "default") {
            None | Some(Value::Null) => None,
            Some(d) => match (json::get_str(d, "json"), json::get_str(d, "text")) {
                (Some(text), _) => match json::parse(text) {
                    Ok(v) => Some(v),
                    Err(_) => Some(Value::Null),
                },
                (None, Some(text)) => {
                    refusals.push(refusal(
                        format!("the default {text}, which is not a literal"),
                        "literal defaults: numbers, strings, TRUE, FALSE, NULL and c(…) of them"
                            .into(),
                    ));
                    continue;
                }
                (None, None) => Some(Value::Null),
            },
        };
        let kind = match default {
            None => Kind::Pos {
                name: super::published_name(&name),
            },
            Some(value) => {
                // R has no scalars: c(1) and 1 are the same, so a one-item
                // list default fits a scalar and a scalar fits a list.
                let value = match (&schema, value) {
                    (
                        Schema::List(_),
                        v @ (Value::Number(_) | Value::String(_) | Value::Bool(_)),
                    ) => {
                        let mut a = json::Array::new();
                        a.push(v);
                        Value::Array(a)
                    }
                    (_, v) => v,
                };
                if let Err(e) = schema.validate(&value) {
                    refusals.push(refusal(
                        format!(
                            "the default {} for a {} ({e})",
                            json::to_string(&value),
                            schema.type_name()
                        ),
                        "a default of the declared type; ?T for a default of NULL".into(),
                    ));
                    continue;
                }
                if !super::option_name_ok(&name) {
                    refusals.push(refusal(
                        "an option name that is not a letter or digit first, then letters, digits, _ and -".into(),
                        "parameters with defaults named like n, max_n (they become --name options)".into(),
                    ));
                    continue;
                }
                match (&schema, &value) {
                    (Schema::Bool, Value::Bool(b)) => Kind::Flag { default: *b },
                    _ => Kind::Opt { default: value },
                }
            }
        };
        let desc = documented
            .map(|d| d.3.clone())
            .filter(|d| !d.is_empty())
            .into_iter()
            .collect();
        args.push(ArgSpec {
            name,
            type_name: schema.type_name(),
            schema,
            kind,
            desc,
        });
    }
    let ret = match &f.doc.returns {
        Some((offset, Some(ty), text)) => match parse_type(ty) {
            Ok(s) => Some((s, text.clone())),
            Err(e) => {
                refusals.push(Refusal {
                    line: at(*offset),
                    subject: format!("function '{}', its return", f.name),
                    found: format!("[{ty}] ({e})"),
                    supported: SUPPORTED_TYPES.into(),
                });
                None
            }
        },
        other => {
            refusals.push(Refusal {
                line: other.as_ref().map_or(f.line, |r| at(r.0)),
                subject: format!("function '{}', its return", f.name),
                found: match other {
                    Some(_) => "an @return line without a [Type]".into(),
                    None => "no #' @return line".into(),
                },
                supported: format!("#' @return [Type] text, with Type one of {SUPPORTED_TYPES}"),
            });
            None
        }
    };
    let Some((schema, text)) = ret.filter(|_| refusals.is_empty()) else {
        return Err(refusals);
    };
    Ok(CommandSpec {
        name: tool,
        function: f.name.clone(),
        line: f.line,
        desc: f.doc.desc.clone(),
        args,
        ret: (
            schema.clone(),
            schema.type_name(),
            Some(text).filter(|t| !t.is_empty()).into_iter().collect(),
        ),
        pool_hook: None,
    })
}

/// Each function's declared shape, for `nexus check`.
pub fn signatures(desc: &Value) -> Vec<Signature> {
    functions(desc)
        .iter()
        .map(|f| {
            let params = f.params.iter().map(|p| {
                let name = json::get_str(p, "name").unwrap_or("").to_string();
                if name == "..." {
                    return Param::Variadic;
                }
                let schema = f
                    .doc
                    .params
                    .iter()
                    .find(|d| d.0 == name)
                    .and_then(|d| d.2.as_deref())
                    .and_then(|t| parse_type(t).ok());
                Param::Named {
                    name,
                    required: matches!(json::get(p, "default"), None | Some(Value::Null)),
                    schema,
                }
            });
            let returns = f
                .doc
                .returns
                .as_ref()
                .and_then(|r| r.1.as_deref())
                .and_then(|t| parse_type(t).ok());
            signature(&f.name, f.line, params, returns)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn morloc_types() {
        let table = [
            ("Int", "j"),
            ("Real", "f8"),
            ("Str", "s"),
            ("Bool", "b"),
            ("Unit", "z"),
            ("[Int]", "aj"),
            ("[[Str]]", "aas"),
            ("?Real", "?f8"),
            ("(Int, Str)", "t2js"),
            ("{name: Str, hp: Int}", "m24names2hpj"),
            ("[{x: Real}]", "am11xf8"),
        ];
        for (text, schema) in table {
            assert_eq!(
                parse_type(text).map(|s| s.to_string()),
                Ok(schema.into()),
                "{text}"
            );
        }
        for bad in ["", "Foo", "[Int", "{x Int}", "(Int, Str", "Int Int"] {
            assert!(parse_type(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn roxygen_blocks() {
        let lines: Vec<String> = [
            "Roll dice.",
            "",
            "Many of them.",
            "@param n [Int] how many",
            "  dice to roll",
            "@param sides,faces [[Int]] faces",
            "@export",
            "@return [[Int]] the rolls",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let r = roxygen(&lines);
        assert_eq!(r.desc, ["Roll dice.", "", "Many of them."]);
        assert_eq!(
            r.params[0],
            (
                "n".into(),
                3,
                Some("Int".into()),
                "how many dice to roll".into()
            )
        );
        assert_eq!(r.params[1].2.as_deref(), Some("[Int]"));
        assert_eq!(r.params[2].0, "faces");
        assert_eq!(
            r.returns,
            Some((7, Some("[Int]".into()), "the rolls".into()))
        );
    }
}
