//! Pure morloc commands: the evaluator of the expression trees that morloc
//! writes into a manifest for commands of `"type": "pure"`.
//!
//! morloc compiles an exported function that calls no foreign code into an
//! expression tree (the command's `"expr"`), which the nexus evaluates itself,
//! without starting a pool. This module owns that little language: [`parse`]
//! reads and checks the tree once, when the manifest loads, and [`eval`] runs
//! it over the call's JSON arguments. Both are pure functions with no I/O, so
//! they can be unit-tested and fuzzed like the other readers.
//!
//! Both are bounded against hostile input: the tree nests at most
//! [`MAX_DEPTH`] levels (the parser counts before it recurses, so deeper input
//! is an error, never a stack overflow), arguments nest at most
//! [`MAX_ARG_DEPTH`] levels, and every value an evaluation builds must stay
//! under a size budget, so `let x2 = [x1, x1]` chains cannot grow a value
//! exponentially.
//!
//! ## The format, from morloc's own sources
//!
//! The writer is `exprToJson` and `toNexusExpr` in morloc's
//! `library/Morloc/CodeGenerator/Nexus.hs`; the readers are `build_expr` and
//! `build_pattern` in `data/morloc/manifest.c` (and their successor
//! `data/rust/morloc-runtime/src/manifest_ffi.rs`); the evaluator is
//! `morloc_eval` in `data/morloc/eval.c` (successor
//! `data/rust/morloc-runtime/src/eval_ffi.rs`). A node is a JSON object with a
//! `"tag"`:
//!
//! | tag             | fields                                   |
//! |-----------------|------------------------------------------|
//! | `lit`           | `schema`, `lit_type`, `value` (a string) |
//! | `str`           | `schema`, `value`                        |
//! | `container`     | `schema`, `elements`                     |
//! | `app`           | `schema`, `func`, `args`                 |
//! | `lambda`        | `vars`, `body` (no schema)               |
//! | `bound`         | `schema`, `var`                          |
//! | `interpolation` | `schema`, `strings`                      |
//! | `pattern`       | `schema`, `pattern`                      |
//! | `show`, `read`  | `schema`, `child`                        |
//!
//! The facts each part of this module relies on are cited where they are used.
//!
//! ## Where we differ from morloc
//!
//! - Variables are scoped lexically: after an inner lambda that rebinds `x`
//!   returns, the outer `x` is visible again. morloc's evaluators delete every
//!   binding of the name instead (`dict_delete` in eval.c, `HashMap::remove`
//!   in eval_ffi.rs), which makes the outer `x` unbound.
//! - morloc reads a malformed node leniently (a missing field becomes 0 or "",
//!   a bad literal becomes 0) or not at all (a lambda applied to too many
//!   arguments reads past its variables). Here every such node is a
//!   [`parse`] error naming its JSON path, and unbound variables, arities and
//!   setter counts are all checked at parse time.
//! - Integers above the 64-bit range (`lit_type` `j`), non-finite floats
//!   (`inf`, `nan`) and the I/O, hashing and bracket-accessor nodes have no
//!   JSON value here or need machinery a pure evaluator does not have; they
//!   are refused at parse time with a reason.

use crate::json::{self, Array, Number, Object, Value};
use crate::schema::Schema;
use std::collections::HashMap;
use std::fmt::Display;

/// The deepest nesting [`parse`] accepts. Each expression node counts one
/// level and so does each pattern selector; morloc's writer nests one level
/// per lambda, application and container in the source.
pub const MAX_DEPTH: usize = 256;

/// The deepest nesting accepted in an argument value. Arguments validated
/// against a schema are far shallower (schemas nest at most 64 levels); the
/// bound keeps every walk over values short.
pub const MAX_ARG_DEPTH: usize = 512;

/// The size budget, in approximate bytes, of every value one evaluation
/// builds, on top of four times the size of its arguments.
const BASE_BUDGET: u64 = 1 << 26;

/// What one JSON value costs in the budget, besides its string bytes.
const NODE_WEIGHT: u64 = 32;

/// A parsed pure expression, checked once when the manifest loads.
#[derive(Debug)]
pub struct Expr {
    root: Node,
}

impl Expr {
    /// How many arguments the command takes: the top lambda's variables, or
    /// none when the expression is a constant.
    pub fn arity(&self) -> usize {
        match &self.root.kind {
            Kind::Lambda(lambda) => lambda.vars.len(),
            _ => 0,
        }
    }
}

#[derive(Debug)]
struct Node {
    /// The node's schema, when it has one our schema parser reads. Only
    /// containers and `read` need theirs; the others are kept because an
    /// index pattern applied to a record needs the record's field order.
    schema: Option<Schema>,
    kind: Kind,
}

#[derive(Debug)]
enum Kind {
    /// A `lit` or `str`, converted at parse time, with its budget weight.
    Const(Value, u64),
    List(Vec<Node>),
    Tuple(Vec<Node>),
    /// Field names come from the schema, values in its order.
    Record(Vec<(String, Node)>),
    /// An optional container: no element is null, one is the value itself.
    Optional(Option<Box<Node>>),
    Bound(String),
    Apply(Box<Func>, Vec<Node>),
    /// Only at the top, where the call's arguments are applied to it.
    Lambda(Lambda),
    Show(Box<Node>),
    /// The inner schema `T` of the node's `?T`, and the string to read.
    Read(Schema, Box<Node>),
}

#[derive(Debug)]
struct Lambda {
    vars: Vec<String>,
    body: Box<Node>,
}

/// What an `app` may apply (manifest.c `build_expr`, case "app": a pattern,
/// a lambda or an interpolation; anything else is an error there too).
#[derive(Debug)]
enum Func {
    Lambda(Lambda),
    Pattern(Selector),
    Interpolation(Vec<String>),
}

/// A pattern (manifest.c `build_pattern`): `end` selects the value itself;
/// `idx` and `key` select one or more children, each followed by a sub-pattern.
#[derive(Debug)]
enum Selector {
    End,
    Index(Vec<(usize, Selector)>),
    Key(Vec<(String, Selector)>),
}

impl Selector {
    /// The number of `end`s: how many values a getter returns and how many
    /// new values a setter takes. Recursion is bounded by [`MAX_DEPTH`].
    fn terminals(&self) -> usize {
        match self {
            Selector::End => 1,
            Selector::Index(list) => list
                .iter()
                .fold(0, |n, (_, sub)| n.saturating_add(sub.terminals())),
            Selector::Key(list) => list
                .iter()
                .fold(0, |n, (_, sub)| n.saturating_add(sub.terminals())),
        }
    }
}

// ---------------------------------------------------------------------------
// Parsing
// ---------------------------------------------------------------------------

/// Parses the manifest's `expr` JSON into a tree. An error names the JSON
/// path inside `expr` (`expr.body.args[1]: unknown tag "foo": …`) and what
/// was expected there.
pub fn parse(expr: &Value) -> Result<Expr, String> {
    let mut parser = Parser {
        path: String::from("expr"),
        scope: HashMap::new(),
    };
    let root = parser.node(expr, 1, true)?;
    Ok(Expr { root })
}

struct Parser {
    /// The JSON path of the node being read, for messages.
    path: String,
    /// The variables in scope, with how many lambdas bind each.
    scope: HashMap<String, usize>,
}

impl Parser {
    fn fail<T>(&self, message: impl Display) -> Result<T, String> {
        Err(format!("{}: {message}", self.path))
    }

    /// Runs `f` with `segment` appended to the path.
    fn at<T>(
        &mut self,
        segment: impl Display,
        f: impl FnOnce(&mut Self) -> Result<T, String>,
    ) -> Result<T, String> {
        let len = self.path.len();
        self.path.push_str(&segment.to_string());
        let result = f(self);
        self.path.truncate(len);
        result
    }

    fn check_depth(&self, depth: usize) -> Result<(), String> {
        if depth > MAX_DEPTH {
            // The path would be hundreds of segments long; the limit says it.
            return Err(format!("expr: nested deeper than {MAX_DEPTH} levels"));
        }
        Ok(())
    }

    fn object<'v>(&self, value: &'v Value, what: &str) -> Result<&'v Object, String> {
        match value {
            Value::Object(map) => Ok(map),
            other => self.fail(format!(
                "expected {what} (an object), found {}",
                a_kind(other)
            )),
        }
    }

    fn field<'v>(&self, obj: &'v Object, key: &str) -> Result<&'v Value, String> {
        match obj.get(key) {
            Some(value) => Ok(value),
            None => self.fail(format!("missing {key:?}")),
        }
    }

    fn string<'v>(&self, obj: &'v Object, key: &str) -> Result<&'v str, String> {
        match self.field(obj, key)? {
            Value::String(s) => Ok(s),
            other => self.fail(format!("{key:?} must be a string, found {}", a_kind(other))),
        }
    }

    fn array<'v>(&self, obj: &'v Object, key: &str) -> Result<&'v Array, String> {
        match self.field(obj, key)? {
            Value::Array(items) => Ok(items),
            other => self.fail(format!("{key:?} must be an array, found {}", a_kind(other))),
        }
    }

    /// A schema the node cannot do without (containers, `read`).
    fn required_schema(&self, obj: &Object) -> Result<Schema, String> {
        let text = self.string(obj, "schema")?;
        Schema::parse(text).or_else(|e| self.fail(format!("bad schema {text:?}: {e}")))
    }

    /// A schema kept only to help index patterns: morloc's schema language
    /// has forms ours lacks (recursive types), so one we cannot read is
    /// dropped rather than refused.
    fn optional_schema(obj: &Object) -> Option<Schema> {
        match obj.get("schema") {
            Some(Value::String(text)) => Schema::parse(text).ok(),
            _ => None,
        }
    }

    fn node(&mut self, value: &Value, depth: usize, top: bool) -> Result<Node, String> {
        self.check_depth(depth)?;
        let obj = self.object(value, "an expression node")?;
        let tag = self.string(obj, "tag")?;
        let kind = match tag {
            // manifest.c `build_expr`, case "lit": `lit_type` picks how the
            // `value` string is read.
            "lit" => {
                let lit_type = self.string(obj, "lit_type")?;
                let text = self.string(obj, "value")?;
                let value = literal(lit_type, text).or_else(|e| self.fail(e))?;
                Kind::Const(value, NODE_WEIGHT)
            }
            "str" => {
                let text = self.string(obj, "value")?;
                let weight = NODE_WEIGHT.saturating_add(text.len() as u64);
                Kind::Const(Value::String(text.to_owned()), weight)
            }
            "container" => return self.container(obj, depth),
            "app" => self.app(obj, depth)?,
            // eval.c `morloc_eval`: only a top-level lambda receives the
            // command's arguments; elsewhere a lambda is only ever applied.
            "lambda" if top => Kind::Lambda(self.lambda(obj, depth, None)?),
            "lambda" | "pattern" | "interpolation" => {
                return self.fail(format!(
                    "a {tag} is a function: it may only be the \"func\" of an \"app\"{}",
                    if tag == "lambda" {
                        " or the whole expression"
                    } else {
                        ""
                    }
                ));
            }
            "bound" => {
                let var = self.string(obj, "var")?;
                if !self.scope.contains_key(var) {
                    return self.fail(format!("unbound variable {var:?}"));
                }
                Kind::Bound(var.to_owned())
            }
            // manifest_ffi.rs `build_expr`, case "show" | "read": one `child`.
            "show" => {
                let child = self.field(obj, "child")?;
                let child = self.at(".child", |p| p.node(child, depth + 1, false))?;
                Kind::Show(Box::new(child))
            }
            "read" => {
                let schema = self.required_schema(obj)?;
                let Schema::Optional(inner) = schema.strip() else {
                    return self.fail(format!(
                        "the schema of a read must be optional (?T), found {schema}"
                    ));
                };
                let inner = (**inner).clone();
                let child = self.field(obj, "child")?;
                let child = self.at(".child", |p| p.node(child, depth + 1, false))?;
                Kind::Read(inner, Box::new(child))
            }
            "hash" => {
                return self.fail(
                    "tag \"hash\" is not supported: it hashes morloc's binary layout, which this nexus does not reproduce",
                );
            }
            "map" => {
                return self.fail(
                    "tag \"map\" is not supported: it comes from morloc's bracket accessors, which this evaluator does not run",
                );
            }
            "save" | "load" | "open" | "close" | "fschema" | "flen" | "ifile_walk" | "next"
            | "stream" | "open_ostream" | "write" | "append" | "concat" | "flush" | "stdin"
            | "stdout" | "stderr" => {
                return self.fail(format!(
                    "tag {tag:?} is not supported: it does I/O, and this evaluator is pure"
                ));
            }
            other => {
                return self.fail(format!(
                    "unknown tag {other:?}: expected lit, str, container, app, lambda, bound, pattern, interpolation, show or read"
                ));
            }
        };
        Ok(Node {
            schema: Self::optional_schema(obj),
            kind,
        })
    }

    /// manifest.c `build_expr`, case "container": lists, tuples and records
    /// are all containers; the schema says which. A record's elements are its
    /// values in the schema's field order (Nexus.hs `exprToJson (NamX …)`
    /// writes `map snd entries`, and eval.c stores element `i` at the
    /// schema's offset `i`). An optional schema with no element is null and
    /// with one is that element (Nexus.hs `OptNullX`, `OptX`; manifest_ffi.rs
    /// "container", serial type Optional).
    fn container(&mut self, obj: &Object, depth: usize) -> Result<Node, String> {
        let schema = self.required_schema(obj)?;
        let elements = self.array(obj, "elements")?;
        let mut nodes = Vec::with_capacity(elements.len());
        for (i, element) in elements.iter().enumerate() {
            nodes.push(self.at(format_args!(".elements[{i}]"), |p| {
                p.node(element, depth + 1, false)
            })?);
        }
        let count = |n: usize, what: &str| {
            format!(
                "the schema {schema} is a {what} of {n}, but the container has {} element(s)",
                elements.len()
            )
        };
        let kind = match schema.strip() {
            Schema::List(_) => Kind::List(nodes),
            Schema::Tuple(items) if items.len() == nodes.len() => Kind::Tuple(nodes),
            Schema::Tuple(items) => return self.fail(count(items.len(), "tuple")),
            Schema::Record(fields) if fields.len() == nodes.len() => Kind::Record(
                fields
                    .iter()
                    .map(|(key, _)| key.clone())
                    .zip(nodes)
                    .collect(),
            ),
            Schema::Record(fields) => return self.fail(count(fields.len(), "record")),
            Schema::Optional(_) if nodes.len() <= 1 => Kind::Optional(nodes.pop().map(Box::new)),
            Schema::Optional(_) => {
                return self.fail(format!(
                    "an optional container has zero or one element, found {}",
                    nodes.len()
                ));
            }
            _ => {
                return self.fail(format!(
                    "the schema {schema} of a container is not a list, tuple, record or optional"
                ));
            }
        };
        Ok(Node {
            schema: Some(schema),
            kind,
        })
    }

    /// manifest.c `build_expr`, case "app". The arguments are read first:
    /// they live in the enclosing scope (eval.c evaluates them "outside the
    /// new lambda scope").
    fn app(&mut self, obj: &Object, depth: usize) -> Result<Kind, String> {
        let func = self.field(obj, "func")?;
        let arg_values = self.array(obj, "args")?;
        let mut args = Vec::with_capacity(arg_values.len());
        for (i, arg) in arg_values.iter().enumerate() {
            args.push(self.at(format_args!(".args[{i}]"), |p| {
                p.node(arg, depth + 1, false)
            })?);
        }
        let n = args.len();
        let func = self.at(".func", |p| p.func(func, depth + 1, n))?;
        Ok(Kind::Apply(Box::new(func), args))
    }

    fn func(&mut self, value: &Value, depth: usize, nargs: usize) -> Result<Func, String> {
        self.check_depth(depth)?;
        let obj = self.object(value, "a function node")?;
        match self.string(obj, "tag")? {
            "lambda" => Ok(Func::Lambda(self.lambda(obj, depth, Some(nargs))?)),
            // eval.c, APPLY_PATTERN: one argument is a getter; more are a
            // setter, the first being the value and the rest its new parts,
            // one per `end` of the pattern, in depth-first order.
            "pattern" => {
                let pattern = self.field(obj, "pattern")?;
                let selector = self.at(".pattern", |p| p.selector(pattern, depth + 1))?;
                let ends = selector.terminals();
                if nargs == 0 {
                    return self.fail("a pattern is applied to no value");
                }
                if nargs > 1 && nargs - 1 != ends {
                    return self.fail(format!(
                        "a setter whose pattern selects {ends} field(s) takes the value and {ends} new value(s), but it is applied to {nargs} argument(s)"
                    ));
                }
                Ok(Func::Pattern(selector))
            }
            // eval.c, APPLY_FORMAT: the strings interleave with the
            // arguments, so there is one string more than arguments.
            "interpolation" => {
                let items = self.array(obj, "strings")?;
                let mut strings = Vec::with_capacity(items.len());
                for (i, item) in items.iter().enumerate() {
                    match item {
                        Value::String(s) => strings.push(s.clone()),
                        other => {
                            return self.at(format_args!(".strings[{i}]"), |p| {
                                p.fail(format!("expected a string, found {}", a_kind(other)))
                            });
                        }
                    }
                }
                if strings.len() != nargs + 1 {
                    return self.fail(format!(
                        "an interpolation of {} string(s) takes {} argument(s), but it is applied to {nargs}",
                        strings.len(),
                        strings.len().saturating_sub(1)
                    ));
                }
                Ok(Func::Interpolation(strings))
            }
            other => self.fail(format!(
                "the function of an app must be a lambda, pattern or interpolation, found tag {other:?}"
            )),
        }
    }

    /// A lambda (manifest.c `build_expr`, case "lambda": `vars`, `body`).
    /// `nargs` is the number of arguments it is applied to, if known.
    fn lambda(
        &mut self,
        obj: &Object,
        depth: usize,
        nargs: Option<usize>,
    ) -> Result<Lambda, String> {
        let names = self.array(obj, "vars")?;
        let mut vars: Vec<String> = Vec::with_capacity(names.len());
        let mut seen = std::collections::HashSet::new();
        for (i, name) in names.iter().enumerate() {
            let Value::String(name) = name else {
                return self.at(format_args!(".vars[{i}]"), |p| {
                    p.fail(format!("expected a variable name, found {}", a_kind(name)))
                });
            };
            if !seen.insert(name.as_str()) {
                return self.fail(format!("variable {name:?} is bound twice"));
            }
            vars.push(name.clone());
        }
        if let Some(n) = nargs
            && n != vars.len()
        {
            return self.fail(format!(
                "the lambda takes {} argument(s), but it is applied to {n}",
                vars.len()
            ));
        }
        let body = self.field(obj, "body")?;
        for var in &vars {
            *self.scope.entry(var.clone()).or_insert(0) += 1;
        }
        let body = self.at(".body", |p| p.node(body, depth + 1, false));
        for var in &vars {
            if let Some(count) = self.scope.get_mut(var) {
                *count -= 1;
                if *count == 0 {
                    self.scope.remove(var);
                }
            }
        }
        Ok(Lambda {
            vars,
            body: Box::new(body?),
        })
    }

    /// manifest.c `build_pattern`: `{"type":"end"}`, or `"idx"`/`"key"` with
    /// `selectors` of `{"index": n, "sub": pattern}` / `{"key": k, "sub": …}`.
    /// Nexus.hs `selectorToJson` never writes an empty selector list.
    fn selector(&mut self, value: &Value, depth: usize) -> Result<Selector, String> {
        self.check_depth(depth)?;
        let obj = self.object(value, "a pattern")?;
        let kind = self.string(obj, "type")?;
        match kind {
            "end" => return Ok(Selector::End),
            "idx" | "key" => {}
            "bracket_index" | "bracket_slice" => {
                return self.fail(format!(
                    "pattern type {kind:?} is not supported: morloc runs bracket accessors in a pool"
                ));
            }
            other => {
                return self.fail(format!(
                    "unknown pattern type {other:?}: expected end, idx or key"
                ));
            }
        }
        let items = self.array(obj, "selectors")?;
        if items.is_empty() {
            return self.fail("a pattern must select at least one field");
        }
        let mut indices = Vec::new();
        let mut keys = Vec::new();
        for (i, item) in items.iter().enumerate() {
            self.at(format_args!(".selectors[{i}]"), |p| {
                let sel = p.object(item, "a selector")?;
                let sub = p.field(sel, "sub")?;
                let sub = p.at(".sub", |p| p.selector(sub, depth + 1))?;
                if kind == "idx" {
                    let index = match sel.get("index") {
                        Some(Value::Number(Number::U64(n))) => usize::try_from(*n).ok(),
                        _ => None,
                    };
                    match index {
                        Some(index) => indices.push((index, sub)),
                        None => return p.fail("\"index\" must be a non-negative integer"),
                    }
                } else {
                    keys.push((p.string(sel, "key")?.to_owned(), sub));
                }
                Ok(())
            })?;
        }
        Ok(if kind == "idx" {
            Selector::Index(indices)
        } else {
            Selector::Key(keys)
        })
    }
}

/// Reads a literal's `value` under its `lit_type` (manifest.c `build_expr`,
/// case "lit"; manifest_ffi.rs adds `j`, a decimal integer of any size).
/// Nexus.hs `toNexusExpr` writes booleans as "1"/"0", unit as "0", integers
/// with `show` and reals with `showRealLit` (`1.5`, `1.0e-2`, `inf`, `nan`).
/// Integers stay exact: they never pass through f64. An `f4` is range-checked
/// but kept at f64 precision, as a JSON argument of that type is. Booleans
/// also accept "true"/"false" (morloc's readers take any nonzero as true).
fn literal(lit_type: &str, text: &str) -> Result<Value, String> {
    let signed = |bytes: u32| -> Result<Value, String> {
        let bits = bytes * 8;
        let (lo, hi) = (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1);
        match text.parse::<i64>() {
            Ok(n) if (lo..=hi).contains(&i128::from(n)) => Ok(int(n)),
            _ => Err(format!(
                "{text:?} is not an integer in {lo}..={hi} (lit_type {lit_type:?})"
            )),
        }
    };
    let unsigned = |bytes: u32| -> Result<Value, String> {
        let hi = (1u128 << (bytes * 8)) - 1;
        match text.parse::<u64>() {
            Ok(n) if u128::from(n) <= hi => Ok(Value::Number(Number::U64(n))),
            _ => Err(format!(
                "{text:?} is not an integer in 0..={hi} (lit_type {lit_type:?})"
            )),
        }
    };
    match lit_type {
        "i1" => signed(1),
        "i2" => signed(2),
        "i4" => signed(4),
        "i8" => signed(8),
        "u1" => unsigned(1),
        "u2" => unsigned(2),
        "u4" => unsigned(4),
        "u8" => unsigned(8),
        "j" => {
            if let Ok(n) = text.parse::<i64>() {
                Ok(int(n))
            } else if let Ok(n) = text.parse::<u64>() {
                Ok(Value::Number(Number::U64(n)))
            } else {
                let digits = text.strip_prefix('-').unwrap_or(text);
                if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
                    Err(format!(
                        "the integer {text} is outside the 64-bit range, so JSON here cannot carry it exactly"
                    ))
                } else {
                    Err(format!("{text:?} is not an integer (lit_type \"j\")"))
                }
            }
        }
        "f4" | "f8" => {
            let x = text
                .parse::<f64>()
                .map_err(|_| format!("{text:?} is not a number (lit_type {lit_type:?})"))?;
            if !x.is_finite() {
                Err(format!(
                    "the real {text:?} is not finite, and JSON has no non-finite numbers"
                ))
            } else if lit_type == "f4" && (x as f32).is_infinite() {
                Err(format!("{text:?} is outside the 32-bit float range"))
            } else {
                Ok(Value::Number(Number::F64(x)))
            }
        }
        "b" => match text {
            "1" | "true" => Ok(Value::Bool(true)),
            "0" | "false" => Ok(Value::Bool(false)),
            _ => Err(format!(
                "{text:?} is not a boolean: expected \"1\" or \"0\" (lit_type \"b\")"
            )),
        },
        "z" => Ok(Value::Null),
        other => Err(format!(
            "unknown lit_type {other:?}: expected f4, f8, i1, i2, i4, i8, u1, u2, u4, u8, j, b or z"
        )),
    }
}

/// An integer as miniserde itself would read it: non-negative ones as U64.
fn int(n: i64) -> Value {
    Value::Number(match u64::try_from(n) {
        Ok(u) => Number::U64(u),
        Err(_) => Number::I64(n),
    })
}

// ---------------------------------------------------------------------------
// Evaluation
// ---------------------------------------------------------------------------

/// Evaluates `expr` with the command's arguments, in call order. A top-level
/// lambda binds them (eval.c `morloc_eval`: the arguments are applied to the
/// top lambda); any other expression takes none. Errors are one-line
/// messages.
pub fn eval(expr: &Expr, args: &[Value]) -> Result<Value, String> {
    eval_with_budget(expr, args, BASE_BUDGET)
}

fn eval_with_budget(expr: &Expr, args: &[Value], base_budget: u64) -> Result<Value, String> {
    let mut total: u64 = 0;
    let mut weights = Vec::with_capacity(args.len());
    for (i, arg) in args.iter().enumerate() {
        let (weight, depth) = measure(arg);
        if depth > MAX_ARG_DEPTH {
            return Err(format!(
                "argument {} nests deeper than {MAX_ARG_DEPTH} levels",
                i + 1
            ));
        }
        total = total.saturating_add(weight);
        weights.push(weight);
    }
    let mut evaluator = Evaluator {
        env: HashMap::new(),
        budget: base_budget.saturating_add(total.saturating_mul(4)),
    };
    match &expr.root.kind {
        Kind::Lambda(lambda) => {
            if args.len() != lambda.vars.len() {
                return Err(format!(
                    "the command takes {} argument(s), but it was given {}",
                    lambda.vars.len(),
                    args.len()
                ));
            }
            let bound = args.iter().cloned().zip(weights).collect();
            evaluator.apply_lambda(lambda, bound, 1).map(|(v, _)| v)
        }
        _ if !args.is_empty() => Err(format!(
            "the command takes no arguments, but it was given {}",
            args.len()
        )),
        _ => evaluator.node(&expr.root, 1).map(|(v, _)| v),
    }
}

struct Evaluator<'e> {
    /// Each variable's bindings, innermost last.
    env: HashMap<&'e str, Vec<(Value, u64)>>,
    /// No value built may weigh more.
    budget: u64,
}

impl<'e> Evaluator<'e> {
    fn charge(&self, weight: u64) -> Result<u64, String> {
        if weight > self.budget {
            return Err(format!(
                "the expression builds a value larger than its limit of {} bytes",
                self.budget
            ));
        }
        Ok(weight)
    }

    /// A value and its weight. `depth` follows the tree, which [`parse`]
    /// bounded; the check only guards against a tree built some other way.
    fn node(&mut self, node: &'e Node, depth: usize) -> Result<(Value, u64), String> {
        if depth > 2 * MAX_DEPTH {
            return Err(format!(
                "the expression nests deeper than {MAX_DEPTH} levels"
            ));
        }
        match &node.kind {
            Kind::Const(value, weight) => Ok((value.clone(), *weight)),
            Kind::List(items) | Kind::Tuple(items) => {
                let mut out = Array::new();
                let mut weight = NODE_WEIGHT;
                for item in items {
                    let (value, w) = self.node(item, depth + 1)?;
                    weight = self.charge(weight.saturating_add(w))?;
                    out.push(value);
                }
                Ok((Value::Array(out), weight))
            }
            Kind::Record(fields) => {
                let mut out = Object::new();
                let mut weight = NODE_WEIGHT;
                for (key, item) in fields {
                    let (value, w) = self.node(item, depth + 1)?;
                    weight =
                        self.charge(weight.saturating_add(w).saturating_add(key.len() as u64))?;
                    out.insert(key.clone(), value);
                }
                Ok((Value::Object(out), weight))
            }
            Kind::Optional(None) => Ok((Value::Null, NODE_WEIGHT)),
            Kind::Optional(Some(inner)) => self.node(inner, depth + 1),
            Kind::Bound(name) => match self.env.get(name.as_str()).and_then(|s| s.last()) {
                Some((value, weight)) => Ok((value.clone(), *weight)),
                None => Err(format!("unbound variable {name:?}")),
            },
            Kind::Apply(func, args) => {
                // eval.c: every argument is evaluated first, in the
                // enclosing scope.
                let mut values = Vec::with_capacity(args.len());
                for arg in args {
                    values.push(self.node(arg, depth + 1)?);
                }
                match &**func {
                    Func::Lambda(lambda) => self.apply_lambda(lambda, values, depth + 1),
                    Func::Pattern(selector) => {
                        let schema = args.first().and_then(|a| a.schema.as_ref());
                        let value = apply_pattern(selector, schema, values)?;
                        let weight = self.charge(measure(&value).0)?;
                        Ok((value, weight))
                    }
                    Func::Interpolation(strings) => self.interpolate(strings, values),
                }
            }
            Kind::Lambda(_) => Err("a lambda inside the expression is never applied".into()),
            // eval_ffi.rs, Show: the child as JSON text.
            Kind::Show(child) => {
                let (value, _) = self.node(child, depth + 1)?;
                let mut text = String::new();
                show(&mut text, &value, child.schema.as_ref());
                let weight = self.charge(NODE_WEIGHT.saturating_add(text.len() as u64))?;
                Ok((Value::String(text), weight))
            }
            // eval_ffi.rs, Read: JSON text to a value of the inner type, or
            // null (the optional's "nothing") when it does not parse or fit.
            Kind::Read(inner, child) => {
                let (value, _) = self.node(child, depth + 1)?;
                let Value::String(text) = value else {
                    return Err(format!("read expects a string, got {}", a_kind(&value)));
                };
                match json::parse(&text) {
                    Ok(parsed) if inner.validate(&parsed).is_ok() => {
                        let weight = self.charge(measure(&parsed).0)?;
                        Ok((parsed, weight))
                    }
                    _ => Ok((Value::Null, NODE_WEIGHT)),
                }
            }
        }
    }

    /// Binds `values` to the lambda's variables for its body, then restores
    /// the enclosing bindings (lexical scope; see the module notes).
    fn apply_lambda(
        &mut self,
        lambda: &'e Lambda,
        values: Vec<(Value, u64)>,
        depth: usize,
    ) -> Result<(Value, u64), String> {
        if values.len() != lambda.vars.len() {
            return Err(format!(
                "the lambda takes {} argument(s), but it is applied to {}",
                lambda.vars.len(),
                values.len()
            ));
        }
        for (var, value) in lambda.vars.iter().zip(values) {
            self.env.entry(var.as_str()).or_default().push(value);
        }
        let result = self.node(&lambda.body, depth + 1);
        for var in &lambda.vars {
            if let Some(stack) = self.env.get_mut(var.as_str()) {
                stack.pop();
            }
        }
        result
    }

    /// eval.c, APPLY_FORMAT: strings[0], arg 1, strings[1], …, strings[n].
    fn interpolate(
        &self,
        strings: &[String],
        values: Vec<(Value, u64)>,
    ) -> Result<(Value, u64), String> {
        let mut parts = Vec::with_capacity(values.len());
        for (i, (value, _)) in values.into_iter().enumerate() {
            match value {
                Value::String(s) => parts.push(s),
                other => {
                    return Err(format!(
                        "string interpolation takes strings, but argument {} is {}",
                        i + 1,
                        a_kind(&other)
                    ));
                }
            }
        }
        let len = strings
            .iter()
            .chain(parts.iter())
            .fold(0u64, |n, s| n.saturating_add(s.len() as u64));
        let weight = self.charge(NODE_WEIGHT.saturating_add(len))?;
        let mut out = String::new();
        for (i, s) in strings.iter().enumerate() {
            out.push_str(s);
            if let Some(part) = parts.get(i) {
                out.push_str(part);
            }
        }
        Ok((Value::String(out), weight))
    }
}

/// Applies a pattern (eval.c, APPLY_PATTERN). With one argument it is a
/// getter: a pattern with one `end` returns that value, one with several
/// returns the tuple of them in depth-first order (eval_ffi.rs
/// `count_pattern_terminals`; eval.c wrote a lone tuple-typed value wrongly).
/// With more it is a setter: a copy of the first argument with each selected
/// part replaced by the next of the others (eval.c `apply_setter`).
/// `schema` is the first argument's, needed only to index into a record.
fn apply_pattern(
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
fn show(out: &mut String, value: &Value, schema: Option<&Schema>) {
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

/// A value's weight in the budget (nodes plus string and key bytes) and its
/// depth, walked without recursion.
fn measure(value: &Value) -> (u64, usize) {
    let mut weight: u64 = 0;
    let mut deepest = 0;
    let mut todo = vec![(value, 1usize)];
    while let Some((v, depth)) = todo.pop() {
        deepest = deepest.max(depth);
        weight = weight.saturating_add(NODE_WEIGHT);
        match v {
            Value::String(s) => weight = weight.saturating_add(s.len() as u64),
            Value::Array(items) => todo.extend(items.iter().map(|x| (x, depth + 1))),
            Value::Object(map) => {
                for (key, x) in map.iter() {
                    weight = weight.saturating_add(key.len() as u64);
                    todo.push((x, depth + 1));
                }
            }
            _ => {}
        }
    }
    (weight, deepest)
}

/// "a string", "an object", "null": a value's kind for messages.
fn a_kind(value: &Value) -> String {
    let kind = json::kind_name(value);
    match value {
        Value::Null => kind.to_string(),
        _ if kind.starts_with(['a', 'e', 'i', 'o', 'u']) => format!("an {kind}"),
        _ => format!("a {kind}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// No nesting limit here: these tests reach pure's own bounds, which
    /// hold for trees deeper than any JSON the nexus reads.
    fn v(text: &str) -> Value {
        json::parse_limited(text, usize::MAX).unwrap_or_else(|e| panic!("{e}: {text}"))
    }

    fn p(text: &str) -> Expr {
        parse(&v(text)).unwrap_or_else(|e| panic!("{e}"))
    }

    fn parse_err(text: &str) -> String {
        parse(&v(text)).unwrap_err()
    }

    /// Parses and evaluates, giving the result as JSON text.
    fn run(text: &str, args: &[&str]) -> Result<String, String> {
        let expr = parse(&v(text))?;
        let args: Vec<Value> = args.iter().map(|a| v(a)).collect();
        eval(&expr, &args).map(|r| json::to_string(&r))
    }

    fn ok(text: &str, args: &[&str]) -> String {
        run(text, args).unwrap_or_else(|e| panic!("{e}"))
    }

    fn lit(lit_type: &str, value: &str) -> String {
        format!(
            r#"{{"tag":"lit","schema":"{lit_type}","lit_type":"{lit_type}","value":"{value}"}}"#
        )
    }

    fn bound(schema: &str, var: &str) -> String {
        format!(r#"{{"tag":"bound","schema":"{schema}","var":"{var}"}}"#)
    }

    const END: &str = r#"{"type":"end"}"#;

    fn key_pattern(keys: &[(&str, &str)]) -> String {
        let sels: Vec<String> = keys
            .iter()
            .map(|(k, sub)| format!(r#"{{"key":"{k}","sub":{sub}}}"#))
            .collect();
        format!(r#"{{"type":"key","selectors":[{}]}}"#, sels.join(","))
    }

    fn idx_pattern(indices: &[(usize, &str)]) -> String {
        let sels: Vec<String> = indices
            .iter()
            .map(|(i, sub)| format!(r#"{{"index":{i},"sub":{sub}}}"#))
            .collect();
        format!(r#"{{"type":"idx","selectors":[{}]}}"#, sels.join(","))
    }

    fn apply_pattern_to(pattern: &str, args: &[String]) -> String {
        format!(
            r#"{{"tag":"app","schema":"s","func":{{"tag":"pattern","schema":"s","pattern":{pattern}}},"args":[{}]}}"#,
            args.join(",")
        )
    }

    fn lambda(vars: &[&str], body: &str) -> String {
        let vars: Vec<String> = vars.iter().map(|x| json::quote(x)).collect();
        format!(
            r#"{{"tag":"lambda","vars":[{}],"body":{body}}}"#,
            vars.join(",")
        )
    }

    #[test]
    fn literals_of_every_type_are_exact() {
        let cases = [
            ("i1", "-128", "-128"),
            ("i2", "32767", "32767"),
            ("i4", "-2147483648", "-2147483648"),
            ("i8", "-9223372036854775808", "-9223372036854775808"),
            ("i8", "42", "42"),
            ("u1", "255", "255"),
            ("u2", "65535", "65535"),
            ("u4", "4294967295", "4294967295"),
            ("u8", "18446744073709551615", "18446744073709551615"),
            ("j", "9007199254740993", "9007199254740993"),
            ("j", "-5", "-5"),
            ("f8", "1.5", "1.5"),
            ("f8", "1.0e-2", "0.01"),
            ("f4", "0.25", "0.25"),
            ("b", "1", "true"),
            ("b", "0", "false"),
            ("b", "true", "true"),
            ("z", "0", "null"),
        ];
        for (lt, text, want) in cases {
            assert_eq!(ok(&lit(lt, text), &[]), want, "{lt} {text}");
        }
        // Exact integers are numbers of the integer kind, never floats.
        let expr = p(&lit("u8", "18446744073709551615"));
        assert!(matches!(
            eval(&expr, &[]),
            Ok(Value::Number(Number::U64(u64::MAX)))
        ));
        let expr = p(&lit("i8", "-9223372036854775808"));
        assert!(matches!(
            eval(&expr, &[]),
            Ok(Value::Number(Number::I64(i64::MIN)))
        ));
    }

    #[test]
    fn bad_literals_are_parse_errors() {
        for (lt, text, needle) in [
            ("i1", "128", "-128..=127"),
            ("u1", "-1", "0..=255"),
            ("i4", "1.5", "is not an integer"),
            ("f8", "abc", "is not a number"),
            ("f8", "inf", "not finite"),
            ("f8", "nan", "not finite"),
            ("f4", "1e39", "32-bit"),
            ("b", "yes", "not a boolean"),
            ("j", "99999999999999999999999", "outside the 64-bit range"),
            ("j", "12a", "is not an integer"),
            ("q", "1", "unknown lit_type \"q\""),
        ] {
            let e = parse_err(&lit(lt, text));
            assert!(e.starts_with("expr: "), "{e}");
            assert!(e.contains(needle), "{lt} {text}: {e}");
        }
        let e = parse_err(r#"{"tag":"lit","schema":"i4","lit_type":"i4","value":3}"#);
        assert_eq!(e, "expr: \"value\" must be a string, found an integer");
    }

    #[test]
    fn str_nodes_are_strings() {
        assert_eq!(
            ok(r#"{"tag":"str","schema":"s","value":"hi \"you\""}"#, &[]),
            r#""hi \"you\"""#
        );
    }

    #[test]
    fn containers_build_lists_tuples_records_and_optionals() {
        let list = format!(
            r#"{{"tag":"container","schema":"ai4","elements":[{},{}]}}"#,
            lit("i4", "1"),
            lit("i4", "2")
        );
        assert_eq!(ok(&list, &[]), "[1,2]");
        let empty = r#"{"tag":"container","schema":"ai4","elements":[]}"#;
        assert_eq!(ok(empty, &[]), "[]");
        let tuple = format!(
            r#"{{"tag":"container","schema":"t2si4","elements":[{{"tag":"str","schema":"s","value":"a"}},{}]}}"#,
            lit("i4", "7")
        );
        assert_eq!(ok(&tuple, &[]), r#"["a",7]"#);
        // A record: values in the schema's field order, keys from the schema.
        let record = format!(
            r#"{{"tag":"container","schema":"m24names2hpi4","elements":[{{"tag":"str","schema":"s","value":"orc"}},{}]}}"#,
            lit("i4", "30")
        );
        assert_eq!(ok(&record, &[]), r#"{"hp":30,"name":"orc"}"#);
        let some = format!(
            r#"{{"tag":"container","schema":"?i4","elements":[{}]}}"#,
            lit("i4", "5")
        );
        assert_eq!(ok(&some, &[]), "5");
        let none = r#"{"tag":"container","schema":"?i4","elements":[]}"#;
        assert_eq!(ok(none, &[]), "null");
    }

    #[test]
    fn container_shape_errors() {
        let e = parse_err(r#"{"tag":"container","schema":"t2si4","elements":[]}"#);
        assert_eq!(
            e,
            "expr: the schema t2si4 is a tuple of 2, but the container has 0 element(s)"
        );
        let e = parse_err(&format!(
            r#"{{"tag":"container","schema":"m11xi4","elements":[{0},{0}]}}"#,
            lit("i4", "1")
        ));
        assert!(e.contains("record of 1"), "{e}");
        let e = parse_err(r#"{"tag":"container","schema":"i4","elements":[]}"#);
        assert!(e.contains("not a list, tuple, record or optional"), "{e}");
        let e = parse_err(r#"{"tag":"container","schema":"zz","elements":[]}"#);
        assert!(e.starts_with("expr: bad schema \"zz\""), "{e}");
        let e = parse_err(r#"{"tag":"container","elements":[]}"#);
        assert_eq!(e, "expr: missing \"schema\"");
        let e = parse_err(&format!(
            r#"{{"tag":"container","schema":"?i4","elements":[{0},{0}]}}"#,
            lit("i4", "1")
        ));
        assert!(e.contains("zero or one"), "{e}");
    }

    #[test]
    fn interpolation_greets() {
        // \x -> "hi " ++ x ++ "!"
        let body = format!(
            r#"{{"tag":"app","schema":"s","func":{{"tag":"interpolation","schema":"s","strings":["hi ","!"]}},"args":[{}]}}"#,
            bound("s", "x")
        );
        let expr = p(&lambda(&["x"], &body));
        assert_eq!(expr.arity(), 1);
        let out = eval(&expr, &[Value::String("bob".into())]).unwrap();
        assert_eq!(json::to_string(&out), r#""hi bob!""#);
        let e = eval(&expr, &[v("3")]).unwrap_err();
        assert_eq!(
            e,
            "string interpolation takes strings, but argument 1 is an integer"
        );
        let bad = r#"{"tag":"app","schema":"s","func":{"tag":"interpolation","schema":"s","strings":["a","b","c"]},"args":[]}"#;
        let e = parse_err(bad);
        assert_eq!(
            e,
            "expr.func: an interpolation of 3 string(s) takes 2 argument(s), but it is applied to 0"
        );
    }

    #[test]
    fn lambdas_bind_and_shadow_lexically() {
        // \x -> [(\x -> x) "inner", x]: the inner binding ends with its body.
        let inner = format!(
            r#"{{"tag":"app","schema":"s","func":{},"args":[{{"tag":"str","schema":"s","value":"inner"}}]}}"#,
            lambda(&["x"], &bound("s", "x"))
        );
        let body = format!(
            r#"{{"tag":"container","schema":"as","elements":[{inner},{}]}}"#,
            bound("s", "x")
        );
        assert_eq!(
            ok(&lambda(&["x"], &body), &[r#""outer""#]),
            r#"["inner","outer"]"#
        );
        // let y = x in (y, x): arguments are evaluated in the enclosing scope.
        let let_in = format!(
            r#"{{"tag":"app","schema":"t2ss","func":{},"args":[{}]}}"#,
            lambda(
                &["y"],
                &format!(
                    r#"{{"tag":"container","schema":"t2ss","elements":[{},{}]}}"#,
                    bound("s", "y"),
                    bound("s", "x")
                )
            ),
            bound("s", "x")
        );
        assert_eq!(ok(&lambda(&["x"], &let_in), &[r#""a""#]), r#"["a","a"]"#);
        // Two variables, bound in order.
        let pair = format!(
            r#"{{"tag":"container","schema":"t2ss","elements":[{},{}]}}"#,
            bound("s", "b"),
            bound("s", "a")
        );
        assert_eq!(
            ok(&lambda(&["a", "b"], &pair), &[r#""1""#, r#""2""#]),
            r#"["2","1"]"#
        );
    }

    #[test]
    fn arity_and_scope_errors() {
        let e = parse_err(&lambda(&["x"], &bound("s", "y")));
        assert_eq!(e, "expr.body: unbound variable \"y\"");
        // A variable is not visible outside its lambda.
        let outside = format!(
            r#"{{"tag":"container","schema":"as","elements":[{{"tag":"app","schema":"s","func":{},"args":[{}]}},{}]}}"#,
            lambda(&["x"], &bound("s", "x")),
            lit("i4", "1"),
            bound("s", "x")
        );
        assert_eq!(
            parse_err(&outside),
            "expr.elements[1]: unbound variable \"x\""
        );
        // An inner lambda applied to the wrong number of arguments.
        let wrong = format!(
            r#"{{"tag":"app","schema":"s","func":{},"args":[{0},{0}]}}"#,
            lit("i4", "1"),
        )
        .replacen(&lit("i4", "1"), &lambda(&["x"], &bound("s", "x")), 1);
        assert_eq!(
            parse_err(&wrong),
            "expr.func: the lambda takes 1 argument(s), but it is applied to 2"
        );
        // The top lambda given the wrong number of call arguments.
        let expr = p(&lambda(&["x", "y"], &bound("s", "x")));
        assert_eq!(
            eval(&expr, &[v("1")]).unwrap_err(),
            "the command takes 2 argument(s), but it was given 1"
        );
        // A constant takes no arguments.
        let expr = p(&lit("i4", "1"));
        assert_eq!(expr.arity(), 0);
        assert_eq!(
            eval(&expr, &[v("1")]).unwrap_err(),
            "the command takes no arguments, but it was given 1"
        );
        let e = parse_err(&lambda(&["x", "x"], &bound("s", "x")));
        assert_eq!(e, "expr: variable \"x\" is bound twice");
    }

    #[test]
    fn node_errors_name_their_path() {
        let text = format!(
            r#"{{"tag":"lambda","vars":["x"],"body":{{"tag":"app","schema":"s","func":{},"args":[{},{{"tag":"foo"}}]}}}}"#,
            lambda(&["a", "b"], &bound("s", "a")),
            bound("s", "x")
        );
        let e = parse_err(&text);
        assert!(
            e.starts_with("expr.body.args[1]: unknown tag \"foo\""),
            "{e}"
        );
        assert_eq!(
            parse_err("3"),
            "expr: expected an expression node (an object), found an integer"
        );
        assert_eq!(parse_err("{}"), "expr: missing \"tag\"");
        assert_eq!(
            parse_err(
                r#"{"tag":"app","schema":"s","func":{"tag":"str","schema":"s","value":"f"},"args":[]}"#
            ),
            "expr.func: the function of an app must be a lambda, pattern or interpolation, found tag \"str\""
        );
        let e = parse_err(r#"{"tag":"pattern","schema":"s","pattern":{"type":"end"}}"#);
        assert!(e.contains("may only be the \"func\" of an \"app\""), "{e}");
        let e = parse_err(&format!(
            r#"{{"tag":"container","schema":"as","elements":[{}]}}"#,
            lambda(&[], &lit("i4", "1"))
        ));
        assert!(
            e.starts_with("expr.elements[0]: a lambda is a function"),
            "{e}"
        );
        for tag in ["save", "stdin", "hash", "map"] {
            let e = parse_err(&format!(r#"{{"tag":"{tag}"}}"#));
            assert!(e.contains("is not supported"), "{e}");
        }
    }

    #[test]
    fn pattern_getters_by_key_and_index() {
        let record = r#"{"name":"orc","hp":30,"pos":[1,2]}"#;
        let schema = "m34names2hpi43post2i4i4";
        let get = |pattern: &str| lambda(&["r"], &apply_pattern_to(pattern, &[bound(schema, "r")]));
        assert_eq!(ok(&get(&key_pattern(&[("hp", END)])), &[record]), "30");
        // Several selectors return a tuple, depth first.
        assert_eq!(
            ok(&get(&key_pattern(&[("name", END), ("hp", END)])), &[record]),
            r#"["orc",30]"#
        );
        // Nested: .pos.1
        let nested = key_pattern(&[("pos", &idx_pattern(&[(1, END)]))]);
        assert_eq!(ok(&get(&nested), &[record]), "2");
        // A lone selected value that is itself a tuple comes back whole.
        assert_eq!(ok(&get(&key_pattern(&[("pos", END)])), &[record]), "[1,2]");
        // An index into a record follows the schema's field order.
        assert_eq!(ok(&get(&idx_pattern(&[(1, END)])), &[record]), "30");
        // An index into a tuple.
        let tuple = lambda(
            &["t"],
            &apply_pattern_to(&idx_pattern(&[(2, END), (0, END)]), &[bound("t3si4b", "t")]),
        );
        assert_eq!(ok(&tuple, &[r#"["a",1,true]"#]), r#"[true,"a"]"#);
        // "end" alone selects the whole value.
        let whole = lambda(&["t"], &apply_pattern_to(END, &[bound("s", "t")]));
        assert_eq!(ok(&whole, &[r#""x""#]), r#""x""#);
    }

    #[test]
    fn pattern_getter_errors() {
        let get = |pattern: &str, schema: &str, arg: &str| {
            run(
                &lambda(&["r"], &apply_pattern_to(pattern, &[bound(schema, "r")])),
                &[arg],
            )
            .unwrap_err()
        };
        assert_eq!(
            get(&key_pattern(&[("mp", END)]), "m12hpi4", r#"{"hp":1}"#),
            "the record has no field \"mp\""
        );
        assert_eq!(
            get(&idx_pattern(&[(5, END)]), "t2i4i4", "[1,2]"),
            "index 5 is out of range: the value has 2 element(s)"
        );
        assert_eq!(
            get(&key_pattern(&[("a", END)]), "s", r#""str""#),
            "cannot select field \"a\": the value is a string"
        );
        assert_eq!(
            get(&idx_pattern(&[(0, END)]), "s", "null"),
            "cannot select index 0: the value is null"
        );
        // The record's field order is unknown without a readable schema.
        let e = get(&idx_pattern(&[(0, END)]), "??", r#"{"a":1}"#);
        assert!(e.contains("schema is unknown"), "{e}");
        // Malformed patterns are parse errors with a path.
        let e = parse_err(&apply_pattern_to(
            r#"{"type":"idx","selectors":[{"index":-1,"sub":{"type":"end"}}]}"#,
            &[lit("i4", "1")],
        ));
        assert_eq!(
            e,
            "expr.func.pattern.selectors[0]: \"index\" must be a non-negative integer"
        );
        let e = parse_err(&apply_pattern_to(
            r#"{"type":"key","selectors":[]}"#,
            &[lit("i4", "1")],
        ));
        assert!(e.contains("at least one field"), "{e}");
        let e = parse_err(&apply_pattern_to(
            r#"{"type":"bracket_index","sub":{"type":"end"}}"#,
            &[lit("i4", "1")],
        ));
        assert!(e.contains("not supported"), "{e}");
        let e = parse_err(&apply_pattern_to(END, &[]));
        assert_eq!(e, "expr.func: a pattern is applied to no value");
    }

    #[test]
    fn pattern_setters_replace_the_selected_parts() {
        let schema = "m24names2hpi4";
        let set_hp = lambda(
            &["r"],
            &apply_pattern_to(
                &key_pattern(&[("hp", END)]),
                &[bound(schema, "r"), lit("i4", "99")],
            ),
        );
        assert_eq!(
            ok(&set_hp, &[r#"{"name":"orc","hp":30}"#]),
            r#"{"hp":99,"name":"orc"}"#
        );
        // Nested, several parts at once: (.0, .1.a) on ("x", {a: 1, b: 2}).
        let pattern = idx_pattern(&[(0, END), (1, &key_pattern(&[("a", END)]))]);
        let setter = lambda(
            &["t"],
            &apply_pattern_to(
                &pattern,
                &[
                    bound("t2sm21ai41bi4", "t"),
                    r#"{"tag":"str","schema":"s","value":"y"}"#.to_string(),
                    lit("i4", "7"),
                ],
            ),
        );
        assert_eq!(
            ok(&setter, &[r#"["x",{"a":1,"b":2}]"#]),
            r#"["y",{"a":7,"b":2}]"#
        );
        // An index setter on a record uses the schema's order.
        let by_index = lambda(
            &["r"],
            &apply_pattern_to(
                &idx_pattern(&[(0, END)]),
                &[
                    bound(schema, "r"),
                    r#"{"tag":"str","schema":"s","value":"elf"}"#.to_string(),
                ],
            ),
        );
        assert_eq!(
            ok(&by_index, &[r#"{"name":"orc","hp":30}"#]),
            r#"{"hp":30,"name":"elf"}"#
        );
        // The number of new values must match the selected parts.
        let e = parse_err(&apply_pattern_to(
            &key_pattern(&[("a", END), ("b", END)]),
            &[lit("i4", "1"), lit("i4", "2")],
        ));
        assert_eq!(
            e,
            "expr.func: a setter whose pattern selects 2 field(s) takes the value and 2 new value(s), but it is applied to 2 argument(s)"
        );
    }

    #[test]
    fn show_and_read() {
        // show keeps the schema's field order.
        let shown = format!(
            r#"{{"tag":"show","schema":"s","child":{}}}"#,
            bound("m24names2hpi4", "r")
        );
        assert_eq!(
            ok(&lambda(&["r"], &shown), &[r#"{"name":"a\"b","hp":3}"#]),
            r#""{\"name\":\"a\\\"b\",\"hp\":3}""#
        );
        let read = format!(
            r#"{{"tag":"read","schema":"?ai4","child":{}}}"#,
            bound("s", "s")
        );
        let read = lambda(&["s"], &read);
        assert_eq!(ok(&read, &[r#""[1,2]""#]), "[1,2]");
        assert_eq!(ok(&read, &[r#""[1,\"x\"]""#]), "null");
        assert_eq!(ok(&read, &[r#""not json""#]), "null");
        let e = parse_err(
            r#"{"tag":"read","schema":"i4","child":{"tag":"str","schema":"s","value":"1"}}"#,
        );
        assert!(e.contains("must be optional"), "{e}");
    }

    /// `depth` containers, each holding the next, around a literal.
    fn nested_containers(depth: usize) -> Value {
        let mut node = v(&lit("i4", "1"));
        for _ in 0..depth {
            let mut elements = Array::new();
            elements.push(node);
            let mut obj = Object::new();
            obj.insert("tag".into(), Value::String("container".into()));
            obj.insert("schema".into(), Value::String("ai4".into()));
            obj.insert("elements".into(), Value::Array(elements));
            node = Value::Object(obj);
        }
        node
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_stack_overflow() {
        let e = parse(&nested_containers(10_000)).unwrap_err();
        assert_eq!(e, format!("expr: nested deeper than {MAX_DEPTH} levels"));
        // Just within the limit it parses and evaluates.
        let expr = parse(&nested_containers(MAX_DEPTH - 1)).unwrap();
        let out = json::to_string(&eval(&expr, &[]).unwrap());
        assert_eq!(out.matches('[').count(), MAX_DEPTH - 1);
        // Deep pattern selectors are bounded too.
        let mut pattern = String::from(END);
        for _ in 0..10_000 {
            pattern = key_pattern(&[("a", &pattern)]);
        }
        let text = apply_pattern_to(&pattern, &[lit("i4", "1")]);
        let e = parse_err(&text);
        assert!(e.contains("nested deeper than"), "{e}");
    }

    #[test]
    fn deep_arguments_are_refused() {
        let expr = p(&lambda(&["x"], &bound("s", "x")));
        let deep = format!(
            "{}{}",
            "[".repeat(MAX_ARG_DEPTH + 5),
            "]".repeat(MAX_ARG_DEPTH + 5)
        );
        let e = eval(&expr, &[v(&deep)]).unwrap_err();
        assert_eq!(
            e,
            format!("argument 1 nests deeper than {MAX_ARG_DEPTH} levels")
        );
    }

    /// `\x -> let x = [x, x] in … (levels times) in x`.
    fn doubling(levels: usize) -> String {
        let mut body = bound("as", "x");
        for _ in 0..levels {
            let doubled = format!(
                r#"{{"tag":"container","schema":"aas","elements":[{0},{0}]}}"#,
                bound("as", "x")
            );
            body = format!(
                r#"{{"tag":"app","schema":"as","func":{},"args":[{doubled}]}}"#,
                lambda(&["x"], &body)
            );
        }
        lambda(&["x"], &body)
    }

    #[test]
    fn exponential_values_hit_the_budget() {
        let expr = p(&doubling(60));
        let e = eval_with_budget(&expr, &[v(r#""ab""#)], 1 << 16).unwrap_err();
        assert!(e.contains("larger than its limit"), "{e}");
        // The same shape, a few levels deep, stays within the budget.
        let out = ok(&doubling(3), &[r#""ab""#]);
        assert_eq!(out.matches("ab").count(), 8);
    }

    /// Every way of breaking one node of some valid expressions: each is an
    /// error or a value, never a panic.
    #[test]
    fn mutated_expressions_never_panic() {
        let seeds = [
            lambda(
                &["x"],
                &format!(
                    r#"{{"tag":"app","schema":"s","func":{{"tag":"interpolation","schema":"s","strings":["hi ","!"]}},"args":[{}]}}"#,
                    bound("s", "x")
                ),
            ),
            lambda(
                &["r"],
                &apply_pattern_to(
                    &idx_pattern(&[(0, END), (1, &key_pattern(&[("a", END)]))]),
                    &[bound("t2sm11ai4", "r"), lit("i4", "1"), lit("i4", "2")],
                ),
            ),
            format!(
                r#"{{"tag":"container","schema":"m24names2hpi4","elements":[{{"tag":"show","schema":"s","child":{}}},{}]}}"#,
                lit("b", "1"),
                lit("i4", "3")
            ),
        ];
        let replacements = [
            "null",
            "0",
            "-1",
            "1.5",
            "\"x\"",
            "\"end\"",
            "\"lambda\"",
            "[]",
            "{}",
            "[{}]",
        ]
        .map(v);
        let arg_sets: [&[&str]; 5] = [
            &[],
            &[r#""a""#],
            &["1"],
            &[r#"["a",{"a":1}]"#],
            &[r#"{"a":1}"#, "[]"],
        ];
        let mut parsed = 0;
        for seed in &seeds {
            let root = v(seed);
            for path in all_paths(&root) {
                let mut variants = Vec::new();
                for r in &replacements {
                    let mut copy = root.clone();
                    if let Some(slot) = at_mut(&mut copy, &path) {
                        *slot = r.clone();
                        variants.push(copy);
                    }
                }
                if let Some(Value::Object(map)) = at(&root, &path) {
                    for key in map.keys() {
                        let mut copy = root.clone();
                        if let Some(Value::Object(m)) = at_mut(&mut copy, &path) {
                            m.remove(key);
                        }
                        variants.push(copy);
                    }
                }
                for variant in variants {
                    if let Ok(expr) = parse(&variant) {
                        parsed += 1;
                        for args in arg_sets {
                            let args: Vec<Value> = args.iter().map(|a| v(a)).collect();
                            let _ = eval(&expr, &args);
                        }
                    }
                }
            }
        }
        assert!(parsed > 0);
    }

    enum Seg {
        Key(String),
        Index(usize),
    }

    fn all_paths(root: &Value) -> Vec<Vec<Seg>> {
        let mut out = Vec::new();
        let mut todo = vec![(root, Vec::<Seg>::new())];
        while let Some((value, path)) = todo.pop() {
            match value {
                Value::Array(items) => {
                    for (i, item) in items.iter().enumerate() {
                        let mut p = clone_path(&path);
                        p.push(Seg::Index(i));
                        todo.push((item, p));
                    }
                }
                Value::Object(map) => {
                    for (k, item) in map.iter() {
                        let mut p = clone_path(&path);
                        p.push(Seg::Key(k.clone()));
                        todo.push((item, p));
                    }
                }
                _ => {}
            }
            out.push(path);
        }
        out
    }

    fn clone_path(path: &[Seg]) -> Vec<Seg> {
        path.iter()
            .map(|s| match s {
                Seg::Key(k) => Seg::Key(k.clone()),
                Seg::Index(i) => Seg::Index(*i),
            })
            .collect()
    }

    fn at<'a>(value: &'a Value, path: &[Seg]) -> Option<&'a Value> {
        let mut v = value;
        for seg in path {
            v = match (seg, v) {
                (Seg::Key(k), Value::Object(m)) => m.get(k)?,
                (Seg::Index(i), Value::Array(a)) => a.get(*i)?,
                _ => return None,
            };
        }
        Some(v)
    }

    fn at_mut<'a>(value: &'a mut Value, path: &[Seg]) -> Option<&'a mut Value> {
        let mut v = value;
        for seg in path {
            v = match (seg, v) {
                (Seg::Key(k), Value::Object(m)) => m.get_mut(k)?,
                (Seg::Index(i), Value::Array(a)) => a.get_mut(*i)?,
                _ => return None,
            };
        }
        Some(v)
    }
}
