//! Reading a pure command's `expr` into the checked tree, once, when the
//! manifest loads: every node's shape, literal and scope is judged here, so
//! evaluation meets no malformed node. Depth is counted before recursing.

use super::{Expr, Func, Kind, Lambda, MAX_DEPTH, NODE_WEIGHT, Node, Selector, a_kind};
use crate::json::{Array, Number, Object, Value};
use crate::schema::Schema;
use std::collections::HashMap;
use std::fmt::Display;

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
