//! The eval type checker (SPEC §3.4): resolves every `module.command`
//! against the allow-list and the manifests, checks arity, and checks every
//! argument against its parameter's schema. Pure: it reads only the tree and
//! the manifests, so it runs in the calling process and refuses a bad
//! expression before any process starts.
//!
//! Literals are checked *against* the type their position expects, so an
//! integer literal is checked for the exact range of `Int8`, may stand where a
//! `Real` is expected, and a record literal for a record argument may leave
//! out fields that have defaults. Everything else (a command's result, a
//! `let`-bound name) has an inferred type ([`Ty`]) that must *fit* the
//! expected schema. Integer widths of computed values are not tracked: any
//! integer fits any integer type here, and the dispatcher checks the actual
//! value's range when the call is made.

use super::parse::{Bind, Expr, ExprKind, Pos};
use crate::arguments;
use crate::json::{Number, Value};
use crate::manifest::{ArgKind, Command, Manifest};
use crate::schema::Schema;
use std::fmt;
use std::sync::Arc;

/// A type error: where, and what was expected and found.
#[derive(Debug, Clone, PartialEq)]
pub struct TypeError {
    pub pos: Pos,
    pub message: String,
}

impl fmt::Display for TypeError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}: {}", self.pos, self.message)
    }
}

/// The type of an expression as inferred. `Of` is a type a schema names;
/// the other variants are literal shapes a schema cannot name yet (`null`
/// alone, `[]`, and containers holding them).
#[derive(Debug, Clone, PartialEq)]
pub enum Ty {
    Of(Schema),
    /// The literal `null`: fits any optional (and `Unit`).
    Null,
    /// The literal `[]`: fits any list.
    EmptyList,
    Opt(Box<Ty>),
    List(Box<Ty>),
    Tuple(Vec<Ty>),
    Record(Vec<(String, Ty)>),
}

/// The deepest nesting an inferred type may have: as deep as a schema may
/// nest, so any value that could reach a command fits. It bounds the
/// recursive walks over types here and over values in `run`: chained `let`s
/// could otherwise stack list literals thousands of levels deep in 64 KiB of
/// source (issue 15: `let a1 = [[…a0…]] in let a2 = [[…a1…]] in …`
/// overflowed the stack).
pub const MAX_TYPE_DEPTH: usize = crate::schema::MAX_SCHEMA_DEPTH;

impl Ty {
    /// How deep a value of this type nests, counted as [`Schema::depth`]
    /// does. Walked without recursion.
    pub fn depth(&self) -> usize {
        let mut deepest = 0;
        let mut todo = vec![(self, 0)];
        while let Some((t, d)) = todo.pop() {
            match t {
                Ty::Of(s) => deepest = deepest.max(d + s.depth()),
                Ty::Null => deepest = deepest.max(d),
                Ty::EmptyList => deepest = deepest.max(d + 1),
                Ty::Opt(t) => todo.push((t, d)),
                Ty::List(t) => todo.push((t, d + 1)),
                Ty::Tuple(items) => todo.extend(items.iter().map(|t| (t, d + 1))),
                Ty::Record(fields) => todo.extend(fields.iter().map(|(_, t)| (t, d + 1))),
            }
        }
        deepest
    }

    /// A readable name, in the notation of [`Schema::type_name`].
    pub fn name(&self) -> String {
        match self {
            Ty::Of(s) => s.type_name(),
            Ty::Null => "null".into(),
            Ty::EmptyList => "[]".into(),
            Ty::Opt(t) => format!("?{}", t.name()),
            Ty::List(t) => format!("[{}]", t.name()),
            Ty::Tuple(items) => {
                let parts: Vec<String> = items.iter().map(Ty::name).collect();
                format!("({})", parts.join(", "))
            }
            Ty::Record(fields) => {
                let parts: Vec<String> = fields
                    .iter()
                    .map(|(k, t)| format!("{}: {}", k.escape_debug(), t.name()))
                    .collect();
                format!("{{{}}}", parts.join(", "))
            }
        }
    }

    /// Folds a shape whose parts all have schemas back into `Of`.
    fn normal(self) -> Ty {
        match self {
            Ty::List(t) => match *t {
                Ty::Of(s) => Ty::Of(Schema::List(Box::new(s))),
                t => Ty::List(Box::new(t)),
            },
            Ty::Opt(t) => match *t {
                Ty::Of(Schema::Optional(s)) => Ty::Of(Schema::Optional(s)),
                Ty::Of(s) => Ty::Of(Schema::Optional(Box::new(s))),
                Ty::Null => Ty::Null,
                Ty::Opt(inner) => Ty::Opt(inner),
                t => Ty::Opt(Box::new(t)),
            },
            Ty::Tuple(items) if items.iter().all(|t| matches!(t, Ty::Of(_))) => {
                Ty::Of(Schema::Tuple(
                    items
                        .into_iter()
                        .filter_map(|t| match t {
                            Ty::Of(s) => Some(s),
                            _ => None,
                        })
                        .collect(),
                ))
            }
            Ty::Record(fields) if fields.iter().all(|(_, t)| matches!(t, Ty::Of(_))) => {
                Ty::Of(Schema::Record(
                    fields
                        .into_iter()
                        .filter_map(|(k, t)| match t {
                            Ty::Of(s) => Some((k, s)),
                            _ => None,
                        })
                        .collect(),
                ))
            }
            other => other,
        }
    }

    /// Opens one level of an `Of` into a shape, so schemas and literal
    /// shapes can be compared structurally.
    fn view(&self) -> Ty {
        match self {
            Ty::Of(Schema::Hint(_, s)) => Ty::Of((**s).clone()).view(),
            Ty::Of(Schema::Optional(s)) => Ty::Opt(Box::new(Ty::Of((**s).clone()))),
            Ty::Of(Schema::List(s)) => Ty::List(Box::new(Ty::Of((**s).clone()))),
            Ty::Of(Schema::Tuple(items)) => Ty::Tuple(items.iter().cloned().map(Ty::Of).collect()),
            Ty::Of(Schema::Record(fields)) => Ty::Record(
                fields
                    .iter()
                    .map(|(k, s)| (k.clone(), Ty::Of(s.clone())))
                    .collect(),
            ),
            other => other.clone(),
        }
    }
}

fn is_int(s: &Schema) -> bool {
    matches!(s.strip(), Schema::Int { .. } | Schema::BigInt)
}

fn is_real(s: &Schema) -> bool {
    matches!(s.strip(), Schema::Real { .. })
}

/// Whether a value of scalar type `s` may stand where `w` is expected.
fn scalar_fits(s: &Schema, w: &Schema) -> bool {
    let (s, w) = (s.strip(), w.strip());
    s == w || (is_int(s) && is_int(w)) || ((is_int(s) || is_real(s)) && is_real(w))
}

/// The one type two list elements share, if they share one.
fn join(a: &Ty, b: &Ty) -> Option<Ty> {
    let (a, b) = (a.view(), b.view());
    let joined = match (a, b) {
        (Ty::Null, Ty::Null) => Ty::Null,
        (Ty::Null, t) | (t, Ty::Null) => Ty::Opt(Box::new(t)),
        (Ty::Opt(x), Ty::Opt(y)) => Ty::Opt(Box::new(join(&x, &y)?)),
        (Ty::Opt(x), y) | (y, Ty::Opt(x)) => Ty::Opt(Box::new(join(&x, &y)?)),
        (Ty::EmptyList, Ty::EmptyList) => Ty::EmptyList,
        (Ty::EmptyList, Ty::List(t)) | (Ty::List(t), Ty::EmptyList) => Ty::List(t),
        (Ty::List(x), Ty::List(y)) => Ty::List(Box::new(join(&x, &y)?)),
        (Ty::Tuple(xs), Ty::Tuple(ys)) if xs.len() == ys.len() => Ty::Tuple(
            xs.iter()
                .zip(&ys)
                .map(|(x, y)| join(x, y))
                .collect::<Option<Vec<Ty>>>()?,
        ),
        (Ty::Record(xs), Ty::Record(ys)) if xs.len() == ys.len() => {
            let mut fields = Vec::with_capacity(xs.len());
            for (k, x) in &xs {
                let (_, y) = ys.iter().find(|(j, _)| j == k)?;
                fields.push((k.clone(), join(x, y)?));
            }
            Ty::Record(fields)
        }
        (Ty::Of(s), Ty::Of(t)) => {
            let (s, t) = (s.strip(), t.strip());
            if s == t {
                Ty::Of(s.clone())
            } else if is_int(s) && is_int(t) {
                Ty::Of(Schema::BigInt)
            } else if (is_int(s) || is_real(s)) && (is_int(t) || is_real(t)) {
                Ty::Of(Schema::Real { bytes: 8 })
            } else {
                return None;
            }
        }
        _ => return None,
    };
    Some(joined.normal())
}

/// Where a type does not fit: the path inside the value, and the two types.
struct Mismatch {
    path: String,
    expected: String,
    found: String,
}

/// Whether a value of type `ty` may stand where `want` is expected.
/// `omittable` names record fields that may be missing (they have defaults).
fn fits(ty: &Ty, want: &Schema, omittable: &[String], path: &mut String) -> Result<(), Mismatch> {
    let want = want.strip();
    let ty = ty.view();
    if let Schema::Optional(w) = want {
        return match ty {
            Ty::Null => Ok(()),
            Ty::Opt(t) => fits(&t, w, omittable, path),
            other => fits(&other, w, omittable, path),
        };
    }
    let mismatch = |path: &String| Mismatch {
        path: path.clone(),
        expected: want.type_name(),
        found: ty.name(),
    };
    match (&ty, want) {
        (Ty::Null, Schema::Unit) | (Ty::EmptyList, Schema::List(_)) => Ok(()),
        (Ty::List(t), Schema::List(w)) => {
            let len = path.len();
            path.push_str("[]");
            fits(t, w, &[], path)?;
            path.truncate(len);
            Ok(())
        }
        (Ty::Tuple(ts), Schema::Tuple(ws)) if ts.len() == ws.len() => {
            for (i, (t, w)) in ts.iter().zip(ws).enumerate() {
                let len = path.len();
                path.push_str(&format!("[{i}]"));
                fits(t, w, &[], path)?;
                path.truncate(len);
            }
            Ok(())
        }
        (Ty::Record(fs), Schema::Record(ws)) => {
            for (key, w) in ws {
                let len = path.len();
                path.push('.');
                path.push_str(key);
                match fs.iter().find(|(k, _)| k == key) {
                    Some((_, t)) => fits(t, w, &[], path)?,
                    None if omittable.contains(key) => {}
                    None => {
                        return Err(Mismatch {
                            path: path.clone(),
                            expected: w.type_name(),
                            found: "nothing (the field is missing)".into(),
                        });
                    }
                }
                path.truncate(len);
            }
            match fs.iter().find(|(k, _)| !ws.iter().any(|(w, _)| w == k)) {
                Some((extra, t)) => Err(Mismatch {
                    path: format!("{path}.{}", extra.escape_debug()),
                    expected: "nothing (the record has no such field)".into(),
                    found: t.name(),
                }),
                None => Ok(()),
            }
        }
        (Ty::Of(s), w) if scalar_fits(s, w) => Ok(()),
        _ => Err(mismatch(path)),
    }
}

/// The record fields of argument `i` that have defaults.
fn omittable_fields(cmd: &Command, i: usize) -> Vec<String> {
    let Some(ArgKind::Grp { entries, .. }) = cmd.args.get(i).map(|a| &a.kind) else {
        return Vec::new();
    };
    entries
        .iter()
        .filter(|(_, arg)| match &arg.kind {
            ArgKind::Opt { default, .. } => default.is_some(),
            ArgKind::Flag { .. } => true,
            _ => false,
        })
        .map(|(k, _)| k.clone())
        .collect()
}

fn required_count(cmd: &Command) -> usize {
    (0..cmd.args.len())
        .rev()
        .find(|&i| arguments::default_of(cmd, i).is_none())
        .map_or(0, |i| i + 1)
}

/// How argument `i` is named in messages: `argument 2 (--bonus)`.
fn arg_label(cmd: &Command, i: usize) -> String {
    let name = match &cmd.args[i].kind {
        ArgKind::Pos { name, .. } => name.clone(),
        ArgKind::Opt { long, short, .. } | ArgKind::Flag { long, short, .. } => long
            .as_ref()
            .map(|l| format!("--{l}"))
            .or_else(|| short.map(|s| format!("-{s}"))),
        ArgKind::Grp { type_name, .. } => type_name.clone(),
    };
    match name {
        Some(n) => format!("argument {} ({n})", i + 1),
        None => format!("argument {}", i + 1),
    }
}

/// `demo.add : Int -> Int -> Int`, optional arguments in brackets.
pub fn signature(module: &str, cmd: &Command) -> String {
    let mut parts = Vec::new();
    for (i, arg) in cmd.args.iter().enumerate() {
        let t = arg.schema().type_name();
        parts.push(match arguments::default_of(cmd, i) {
            Some(_) => format!("[{t}]"),
            None => t,
        });
    }
    parts.push(cmd.ret.schema.type_name());
    format!("{module}.{} : {}", cmd.name, parts.join(" -> "))
}

/// A `let`-bound name in scope.
struct Var<'e> {
    name: &'e str,
    pos: Pos,
    ty: Ty,
    /// The bound expression when it is a closed literal: it is then checked
    /// against each use's expected type, exactly as if written there.
    constant: Option<&'e Expr>,
}

/// The result of a successful check.
#[derive(Debug, Clone)]
pub struct Checked {
    /// The type of the whole expression.
    pub ty: Ty,
    /// The modules the expression calls, in order of first use.
    pub modules: Vec<String>,
}

struct Checker<'a, 'e> {
    modules: &'a [(String, Arc<Manifest>)],
    importable: &'a [String],
    vars: Vec<Var<'e>>,
    used: Vec<String>,
}

fn is_constant(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Var(_) | ExprKind::App { .. } | ExprKind::Let { .. } => false,
        ExprKind::List(items) | ExprKind::Tuple(items) => items.iter().all(is_constant),
        ExprKind::Record(fields) => fields.iter().all(|f| is_constant(&f.value)),
        _ => true,
    }
}

fn fail<T>(pos: Pos, message: impl Into<String>) -> Result<T, TypeError> {
    Err(TypeError {
        pos,
        message: message.into(),
    })
}

/// Lists names for a message, at most a screenful.
fn name_list(names: &[&str]) -> String {
    const SHOWN: usize = 24;
    let mut out = names
        .iter()
        .take(SHOWN)
        .copied()
        .collect::<Vec<_>>()
        .join(", ");
    if names.len() > SHOWN {
        out.push_str(&format!(", … ({} in all)", names.len()));
    }
    out
}

impl<'a, 'e> Checker<'a, 'e> {
    fn resolve(&mut self, pos: Pos, module: &str, command: &str) -> Result<&'a Command, TypeError> {
        let found = self.modules.iter().find(|(name, _)| name == module);
        let manifest = match found {
            Some((_, m)) if self.importable.iter().any(|a| a == module) => m,
            _ => {
                let names: Vec<&str> = self.importable.iter().map(String::as_str).collect();
                return if names.is_empty() {
                    fail(
                        pos,
                        format!(
                            "module '{module}' is not importable here; no module is importable"
                        ),
                    )
                } else {
                    fail(
                        pos,
                        format!(
                            "module '{module}' is not importable here; importable: {}",
                            name_list(&names)
                        ),
                    )
                };
            }
        };
        let Some(cmd) = manifest.command(command) else {
            let names: Vec<&str> = manifest
                .commands
                .iter()
                .filter(|c| !c.internal && arguments::exclusion(c).is_none())
                .map(|c| c.name.as_str())
                .collect();
            return fail(
                pos,
                format!(
                    "module '{module}' has no command '{command}'; its commands: {}",
                    name_list(&names)
                ),
            );
        };
        if let Some(why) = arguments::exclusion(cmd) {
            return fail(
                pos,
                format!("{module}.{command} cannot be called from eval: {why}"),
            );
        }
        if !self.used.iter().any(|u| u == module) {
            self.used.push(module.to_string());
        }
        Ok(cmd)
    }

    fn app(
        &mut self,
        e: &'e Expr,
        module: &str,
        command: &str,
        args: &'e [Expr],
        in_argument: bool,
    ) -> Result<Ty, TypeError> {
        let cmd = self.resolve(e.pos, module, command)?;
        if args.len() > cmd.args.len() {
            let mut message = format!(
                "{module}.{command} takes {} argument{}, given {} ({})",
                cmd.args.len(),
                if cmd.args.len() == 1 { "" } else { "s" },
                args.len(),
                signature(module, cmd)
            );
            let bare = args.iter().find_map(|a| match &a.kind {
                ExprKind::App {
                    module,
                    command,
                    args,
                } if args.is_empty() => Some(format!("{module}.{command}")),
                _ => None,
            });
            if let Some(name) = bare {
                message.push_str(&format!(
                    "; an argument that is a call with arguments must be parenthesized: ({name} …)"
                ));
            }
            return fail(args[cmd.args.len()].pos, message);
        }
        let required = required_count(cmd);
        if args.len() < required {
            let missing = args.len();
            let mut message = format!(
                "{module}.{command} needs {}{required} argument{}, given {}; missing {} of type {} ({})",
                if required < cmd.args.len() {
                    "at least "
                } else {
                    ""
                },
                if required == 1 { "" } else { "s" },
                args.len(),
                arg_label(cmd, missing),
                cmd.args[missing].schema().type_name(),
                signature(module, cmd)
            );
            if in_argument && args.is_empty() {
                message.push_str(&format!("; to pass its result as an argument, parenthesize the call: ({module}.{command} …)"));
            }
            return fail(e.pos, message);
        }
        for (i, arg) in args.iter().enumerate() {
            let what = format!("{} of {module}.{command}", arg_label(cmd, i));
            let null_ok = arguments::default_of(cmd, i).is_some();
            self.check(
                arg,
                &cmd.args[i].schema(),
                &what,
                null_ok,
                &omittable_fields(cmd, i),
            )?;
        }
        Ok(Ty::Of(cmd.ret.schema.clone()))
    }

    fn lookup(&self, pos: Pos, name: &str) -> Result<usize, TypeError> {
        if let Some(i) = self.vars.iter().rposition(|v| v.name == name) {
            return Ok(i);
        }
        let mut bound: Vec<&str> = Vec::new();
        for v in self.vars.iter().rev() {
            if !bound.contains(&v.name) {
                bound.push(v.name);
            }
        }
        if bound.is_empty() {
            fail(
                pos,
                format!(
                    "'{name}' is not bound; bind it with let {name} = … in …, or call a command as module.command"
                ),
            )
        } else {
            fail(
                pos,
                format!("'{name}' is not bound; bound here: {}", name_list(&bound)),
            )
        }
    }

    fn bind(&mut self, binds: &'e [Bind]) -> Result<(), TypeError> {
        for b in binds {
            let ty = self.infer(&b.value)?;
            let constant = is_constant(&b.value).then_some(&b.value);
            self.vars.push(Var {
                name: &b.name,
                pos: b.pos,
                ty,
                constant,
            });
        }
        Ok(())
    }

    /// Infers the type of an expression that has no expected type (the
    /// whole expression, a `let` value, a list element). A type deeper than
    /// [`MAX_TYPE_DEPTH`] is an error.
    fn infer(&mut self, e: &'e Expr) -> Result<Ty, TypeError> {
        let ty = self.infer_shape(e)?;
        if matches!(
            e.kind,
            ExprKind::List(_) | ExprKind::Tuple(_) | ExprKind::Record(_)
        ) && ty.depth() > MAX_TYPE_DEPTH
        {
            return fail(
                e.pos,
                format!(
                    "this value nests deeper than {MAX_TYPE_DEPTH} levels, deeper than any schema; build a flatter value"
                ),
            );
        }
        Ok(ty)
    }

    fn infer_shape(&mut self, e: &'e Expr) -> Result<Ty, TypeError> {
        Ok(match &e.kind {
            ExprKind::Int(_) => Ty::Of(Schema::BigInt),
            ExprKind::Real(_) => Ty::Of(Schema::Real { bytes: 8 }),
            ExprKind::Str(_) => Ty::Of(Schema::Str),
            ExprKind::Bool(_) => Ty::Of(Schema::Bool),
            ExprKind::Null => Ty::Null,
            ExprKind::Unit => Ty::Of(Schema::Unit),
            ExprKind::List(items) => {
                let Some(first) = items.first() else {
                    return Ok(Ty::EmptyList);
                };
                let mut ty = self.infer(first)?;
                for (i, item) in items.iter().enumerate().skip(1) {
                    let t = self.infer(item)?;
                    ty = match join(&ty, &t) {
                        Some(j) => j,
                        None => {
                            return fail(
                                item.pos,
                                format!(
                                    "the elements of a list must share one type: element {} is {}, but elements before it are {}",
                                    i + 1,
                                    t.name(),
                                    ty.name()
                                ),
                            );
                        }
                    };
                }
                Ty::List(Box::new(ty)).normal()
            }
            ExprKind::Tuple(items) => {
                let mut tys = Vec::with_capacity(items.len());
                for item in items {
                    tys.push(self.infer(item)?);
                }
                Ty::Tuple(tys).normal()
            }
            ExprKind::Record(fields) => {
                let mut tys = Vec::with_capacity(fields.len());
                for f in fields {
                    tys.push((f.name.clone(), self.infer(&f.value)?));
                }
                Ty::Record(tys).normal()
            }
            ExprKind::Var(name) => {
                let i = self.lookup(e.pos, name)?;
                self.vars[i].ty.clone()
            }
            ExprKind::App {
                module,
                command,
                args,
            } => self.app(e, module, command, args, false)?,
            ExprKind::Let { binds, body } => {
                let depth = self.vars.len();
                self.bind(binds)?;
                let ty = self.infer(body);
                self.vars.truncate(depth);
                ty?
            }
        })
    }

    /// A short name of what a literal is, for messages when its type cannot
    /// be inferred on its own.
    fn found_name(&mut self, e: &'e Expr) -> String {
        let saved = self.used.len();
        let name = match self.infer(e) {
            Ok(t) => t.name(),
            Err(_) => match &e.kind {
                ExprKind::List(_) => "a list".into(),
                ExprKind::Tuple(_) => "a tuple".into(),
                ExprKind::Record(_) => "a record".into(),
                _ => "an expression".into(),
            },
        };
        self.used.truncate(saved);
        name
    }

    fn mismatch<T>(&mut self, e: &'e Expr, want: &Schema, what: &str) -> Result<T, TypeError> {
        let found = self.found_name(e);
        fail(
            e.pos,
            format!("{what}: expected {}, found {found}", want.type_name()),
        )
    }

    /// Checks `e` where a value of `want` is expected. `null_ok`: the
    /// position has a default, which `null` selects. `omittable`: record
    /// fields that may be left out.
    fn check(
        &mut self,
        e: &'e Expr,
        want: &Schema,
        what: &str,
        null_ok: bool,
        omittable: &[String],
    ) -> Result<(), TypeError> {
        let w = want.strip();
        let literal = !matches!(
            e.kind,
            ExprKind::Null | ExprKind::Var(_) | ExprKind::App { .. } | ExprKind::Let { .. }
        );
        if let (true, Schema::Optional(inner)) = (literal, w) {
            return self.check(e, inner, what, false, omittable);
        }
        match &e.kind {
            ExprKind::Null if null_ok || matches!(w, Schema::Optional(_) | Schema::Unit) => Ok(()),
            ExprKind::Unit if matches!(w, Schema::Unit) => Ok(()),
            ExprKind::Str(_) if matches!(w, Schema::Str) => Ok(()),
            ExprKind::Bool(_) if matches!(w, Schema::Bool) => Ok(()),
            ExprKind::Int(n) if is_int(w) || is_real(w) => {
                self.number(e, Value::Number(super::parse::int_number(*n)), want, what)
            }
            ExprKind::Real(x) if is_real(w) => {
                self.number(e, Value::Number(Number::F64(*x)), want, what)
            }
            ExprKind::List(items) if matches!(w, Schema::List(_)) => {
                let Schema::List(t) = w else { return Ok(()) };
                for (i, item) in items.iter().enumerate() {
                    self.check(item, t, &format!("element {} of {what}", i + 1), false, &[])?;
                }
                Ok(())
            }
            ExprKind::Tuple(items) if matches!(w, Schema::Tuple(ts) if ts.len() == items.len()) => {
                let Schema::Tuple(ts) = w else { return Ok(()) };
                for (i, (item, t)) in items.iter().zip(ts).enumerate() {
                    self.check(item, t, &format!("element {} of {what}", i + 1), false, &[])?;
                }
                Ok(())
            }
            ExprKind::Record(fields) if matches!(w, Schema::Record(_)) => {
                let Schema::Record(ws) = w else { return Ok(()) };
                for f in fields {
                    let Some((_, t)) = ws.iter().find(|(k, _)| *k == f.name) else {
                        let known: Vec<&str> = ws.iter().map(|(k, _)| k.as_str()).collect();
                        return fail(
                            f.pos,
                            format!(
                                "{what}: unexpected field '{}'; {} has the fields {}",
                                f.name.escape_debug(),
                                want.type_name(),
                                name_list(&known)
                            ),
                        );
                    };
                    self.check(
                        &f.value,
                        t,
                        &format!("field '{}' of {what}", f.name.escape_debug()),
                        false,
                        &[],
                    )?;
                }
                if let Some((key, t)) = ws
                    .iter()
                    .find(|(k, _)| !fields.iter().any(|f| f.name == *k) && !omittable.contains(k))
                {
                    return fail(
                        e.pos,
                        format!(
                            "{what}: missing field '{key}' of type {} (expected {})",
                            t.type_name(),
                            want.type_name()
                        ),
                    );
                }
                Ok(())
            }
            ExprKind::Var(name) => {
                let i = self.lookup(e.pos, name)?;
                if let Some(value) = self.vars[i].constant {
                    let (bound_at, name) = (self.vars[i].pos, self.vars[i].name);
                    return self
                        .check(value, want, what, null_ok, omittable)
                        .map_err(|err| TypeError {
                            pos: e.pos,
                            message: format!(
                                "{} (the value of '{name}', bound at {bound_at}, at {})",
                                err.message, err.pos
                            ),
                        });
                }
                let ty = self.vars[i].ty.clone();
                self.fit(e, &ty, want, what, null_ok, omittable)
            }
            ExprKind::App {
                module,
                command,
                args,
            } => {
                let ty = self.app(e, module, command, args, true)?;
                self.fit(e, &ty, want, what, null_ok, omittable)
            }
            ExprKind::Let { binds, body } => {
                let depth = self.vars.len();
                let checked = self
                    .bind(binds)
                    .and_then(|_| self.check(body, want, what, null_ok, omittable));
                self.vars.truncate(depth);
                checked
            }
            _ => self.mismatch(e, want, what),
        }
    }

    fn fit(
        &mut self,
        e: &Expr,
        ty: &Ty,
        want: &Schema,
        what: &str,
        null_ok: bool,
        omittable: &[String],
    ) -> Result<(), TypeError> {
        if null_ok && *ty == Ty::Null {
            return Ok(());
        }
        fits(ty, want, omittable, &mut String::new()).or_else(|m| {
            let mut message = format!("{what}: expected {}, found {}", want.type_name(), ty.name());
            if !m.path.is_empty() {
                message.push_str(&format!(
                    " (at {}: expected {}, found {})",
                    m.path, m.expected, m.found
                ));
            }
            fail(e.pos, message)
        })
    }

    /// A number literal where a number is expected: its exact range.
    fn number(
        &mut self,
        e: &Expr,
        value: Value,
        want: &Schema,
        what: &str,
    ) -> Result<(), TypeError> {
        match want.validate(&value) {
            Ok(()) => Ok(()),
            Err(err) => fail(
                e.pos,
                format!("{what}: expected {}, found {}", err.expected, err.found),
            ),
        }
    }
}

/// Type-checks `expr` against the modules it may import: those of
/// `modules` whose names are in `allow`.
pub fn check(
    expr: &Expr,
    modules: &[(String, Arc<Manifest>)],
    allow: &[String],
) -> Result<Checked, TypeError> {
    let importable: Vec<String> = allow
        .iter()
        .filter(|a| modules.iter().any(|(m, _)| m == *a))
        .cloned()
        .collect();
    check_with(expr, modules, &importable)
}

/// Like [`check`], with the importable names given: `modules` may hold
/// only the manifests the expression needs, while the names listed in
/// messages are all of `importable`.
pub fn check_with(
    expr: &Expr,
    modules: &[(String, Arc<Manifest>)],
    importable: &[String],
) -> Result<Checked, TypeError> {
    let mut checker = Checker {
        modules,
        importable,
        vars: Vec::new(),
        used: Vec::new(),
    };
    let ty = checker.infer(expr)?;
    Ok(Checked {
        ty,
        modules: checker.used,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::parse::parse;
    use std::path::Path;

    fn demo() -> Vec<(String, Arc<Manifest>)> {
        let text = r#"{"name":"demo","pools":[{"lang":"py","source":"d.py"}],"commands":[
          {"name":"add","args":[{"kind":"pos","schema":"j"},{"kind":"pos","schema":"j"}],"return":{"schema":"j"}},
          {"name":"double","args":[{"kind":"pos","schema":"j"}],"return":{"schema":"j"}},
          {"name":"greet","args":[{"kind":"pos","schema":"s"}],"return":{"schema":"s"}},
          {"name":"small","args":[{"kind":"pos","schema":"i1"}],"return":{"schema":"i1"}},
          {"name":"scale","args":[{"kind":"pos","schema":"f8"},{"kind":"opt","schema":"f8","long":"factor","default":"2.0"}],"return":{"schema":"f8"}},
          {"name":"maybe","args":[{"kind":"pos","schema":"?s"}],"return":{"schema":"?s"}},
          {"name":"total","args":[{"kind":"pos","schema":"aj"}],"return":{"schema":"j"}},
          {"name":"swap","args":[{"kind":"pos","schema":"t2sj"}],"return":{"schema":"t2js"}},
          {"name":"pair","args":[{"kind":"pos","schema":"s"},{"kind":"pos","schema":"j"}],"return":{"schema":"m24names2hpj"}},
          {"name":"hp","args":[{"kind":"grp","schema":"m24names2hpj","type":"Monster","entries":[
              {"key":"name","arg":{"kind":"opt","schema":"s","long":"name","default":"\"orc\""}},
              {"key":"hp","arg":{"kind":"opt","schema":"j","long":"hp"}}]}],"return":{"schema":"j"}},
          {"name":"stream","args":[],"return":{"schema":"O"}},
          {"name":"hidden","internal":true,"args":[],"return":{"schema":"j"}}
        ]}"#;
        let m = crate::manifest::parse(text, "d.json", Path::new("/d/d.json")).unwrap();
        let other = crate::manifest::parse(
            r#"{"name":"other","pools":[{"lang":"py","source":"o.py"}],"commands":[{"name":"f","args":[],"return":{"schema":"j"}}]}"#,
            "o.json",
            Path::new("/o/o.json"),
        )
        .unwrap();
        vec![
            ("demo".into(), Arc::new(m)),
            ("other".into(), Arc::new(other)),
        ]
    }

    fn ok(text: &str) -> Ty {
        let e = parse(text).unwrap_or_else(|err| panic!("{text}: {err}"));
        check(&e, &demo(), &["demo".to_string()])
            .unwrap_or_else(|err| panic!("{text}: {err}"))
            .ty
    }

    fn err(text: &str) -> String {
        let e = parse(text).unwrap_or_else(|err| panic!("{text}: {err}"));
        check(&e, &demo(), &["demo".to_string()])
            .expect_err(text)
            .to_string()
    }

    /// `let a1 = [[…a0…]] in let a2 = [[…a1…]] in … demo.total aN`.
    fn let_chain(lets: usize, levels: usize) -> String {
        let mut text = String::from("let a0 = 1 in ");
        for i in 1..lets {
            let (open, close) = ("[".repeat(levels), "]".repeat(levels));
            text.push_str(&format!("let a{i} = {open}a{}{close} in ", i - 1));
        }
        text + &format!("demo.total a{}", lets - 1)
    }

    /// Issue 15: chained lets stacked list types 24,000 levels deep in 55 KB
    /// of source, and the recursive walks over them overflowed the stack.
    #[test]
    fn values_nest_no_deeper_than_a_schema() {
        let text = let_chain(400, 60);
        let e = std::thread::Builder::new()
            .stack_size(2 << 20)
            .spawn(move || err(&text))
            .unwrap()
            .join()
            .expect("no stack overflow");
        assert!(e.contains("nests deeper than 64 levels"), "{e}");
        // At the limit the type is inferred (and refused by the command).
        let nest = |n: usize, inner: &str| format!("{}{inner}{}", "[".repeat(n), "]".repeat(n));
        let two = |n: usize| format!("let a = {} in let b = {} in b", nest(32, "1"), nest(n, "a"));
        assert_eq!(ok(&two(32)).depth(), 64);
        let e = err(&two(33));
        assert!(e.contains("nests deeper than 64 levels"), "{e}");
    }

    #[test]
    fn composes_and_infers_result_types() {
        assert_eq!(ok("demo.add (demo.double 2) 3").name(), "Int");
        assert_eq!(ok("let x = demo.double 2 in demo.add x 3").name(), "Int");
        assert_eq!(ok("demo.pair \"orc\" 3").name(), "{name: Str, hp: Int}");
        assert_eq!(ok("[demo.double 1, 2]").name(), "[Int]");
        assert_eq!(ok("[1, 2.5]").name(), "[Real]");
        assert_eq!(ok("[null, \"a\"]").name(), "[?Str]");
        assert_eq!(ok("[[], [1]]").name(), "[[Int]]");
        assert_eq!(ok("(1, \"a\", ())").name(), "(Int, Str, Unit)");
        assert_eq!(ok("{a = [], b = null}").name(), "{a: [], b: null}");
    }

    #[test]
    fn type_errors_give_position_expected_and_found() {
        assert_eq!(
            err("demo.add 1 \"two\""),
            "1:12: argument 2 of demo.add: expected Int, found Str"
        );
        assert_eq!(
            err("demo.add 1\n  (demo.greet \"x\")"),
            "2:4: argument 2 of demo.add: expected Int, found Str"
        );
        assert_eq!(
            err("demo.small 300"),
            "1:12: argument 1 of demo.small: expected Int8 (an integer in -128..=127), found integer 300"
        );
        assert_eq!(
            err("demo.double 1.5"),
            "1:13: argument 1 of demo.double: expected Int, found Real"
        );
        assert_eq!(
            err("demo.total [1, \"a\"]"),
            "1:16: element 2 of argument 1 of demo.total: expected Int, found Str"
        );
        assert_eq!(
            err("[1, \"a\"]"),
            "1:5: the elements of a list must share one type: element 2 is Str, but elements before it are Int"
        );
        assert!(err("demo.greet null").contains("expected Str, found null"));
        assert_eq!(
            err("let s = \"x\" in demo.double s"),
            "1:28: argument 1 of demo.double: expected Int, found Str (the value of 's', bound at 1:5, at 1:9)"
        );
        assert_eq!(
            err("let s = demo.greet \"x\" in demo.double s"),
            "1:39: argument 1 of demo.double: expected Int, found Str"
        );
        assert!(
            err("demo.swap (1, \"a\")")
                .contains("element 1 of argument 1 of demo.swap: expected Str, found Int")
        );
        assert!(
            err("demo.swap (\"a\", 1, 2)").contains("expected (Str, Int), found (Str, Int, Int)")
        );
    }

    #[test]
    fn literals_fit_their_parameters() {
        ok("demo.scale 2");
        ok("demo.scale 2.5 3");
        ok("demo.scale 2.5 null");
        ok("demo.maybe null");
        ok("demo.maybe \"x\"");
        ok("demo.total []");
        ok("let xs = [1, 2] in demo.total xs");
        ok("demo.swap (\"a\", 1)");
        ok("demo.hp {name = \"elf\", hp = 3}");
        ok("demo.hp {hp = 3}");
        ok("demo.hp (demo.pair \"a\" 1)");
        assert!(err("demo.hp {name = \"elf\"}").contains("missing field 'hp' of type Int"));
        assert!(err("demo.hp {hp = 1, mp = 2}").contains("unexpected field 'mp'"));
        ok("demo.maybe (demo.maybe null)");
        assert!(err("demo.greet (demo.maybe \"x\")").contains("expected Str, found ?Str"));
    }

    #[test]
    fn literal_let_values_are_checked_where_used() {
        assert_eq!(
            err("let m = {name = \"a\", hp = null} in demo.hp m"),
            "1:44: field 'hp' of argument 1 (Monster) of demo.hp: expected Int, found null (the value of 'm', bound at 1:5, at 1:27)"
        );
    }

    #[test]
    fn computed_values_name_the_path_that_does_not_fit() {
        assert_eq!(
            err("let m = {name = demo.greet \"a\", hp = null} in demo.hp m"),
            "1:55: argument 1 (Monster) of demo.hp: expected {name: Str, hp: Int}, found {name: Str, hp: null} (at .hp: expected Int, found null)"
        );
        assert!(
            err("let m = {name = demo.greet \"a\", hp = 1, mp = 2} in demo.hp m")
                .contains("(at .mp: expected nothing (the record has no such field), found Int)")
        );
        assert!(
            err("let xs = [demo.greet \"a\"] in demo.total xs")
                .contains("expected [Int], found [Str] (at []: expected Int, found Str)")
        );
    }

    #[test]
    fn arity_is_checked() {
        assert!(err("demo.add 1 2 3").starts_with(
            "1:14: demo.add takes 2 arguments, given 3 (demo.add : Int -> Int -> Int)"
        ));
        assert!(err("demo.add 1").starts_with(
            "1:1: demo.add needs 2 arguments, given 1; missing argument 2 of type Int"
        ));
        assert!(err("demo.add demo.double 2 3").contains("must be parenthesized: (demo.double …)"));
        assert!(err("demo.add demo.double 2").contains("parenthesize the call: (demo.double …)"));
        ok("demo.scale 1.0");
    }

    #[test]
    fn only_allowed_modules_are_importable() {
        assert_eq!(
            err("other.f"),
            "1:1: module 'other' is not importable here; importable: demo"
        );
        assert_eq!(
            err("nope.f"),
            "1:1: module 'nope' is not importable here; importable: demo"
        );
        let e = parse("demo.add 1 2").unwrap();
        let none = check(&e, &demo(), &[]).unwrap_err();
        assert!(none.message.contains("no module is importable"), "{none}");
        let both = check(
            &parse("other.f").unwrap(),
            &demo(),
            &["demo".into(), "other".into()],
        )
        .unwrap();
        assert_eq!(both.modules, ["other"]);
    }

    #[test]
    fn unknown_hidden_and_excluded_commands_are_refused() {
        assert!(
            err("demo.nope")
                .starts_with("1:1: module 'demo' has no command 'nope'; its commands: add, double")
        );
        assert!(err("demo.hidden").contains("has no command 'hidden'"));
        assert!(err("demo.stream").contains("cannot be called from eval"));
    }

    #[test]
    fn names_must_be_bound() {
        assert!(err("demo.double x").starts_with("1:13: 'x' is not bound"));
        assert!(err("let y = 1 in demo.double x").contains("bound here: y"));
        assert!(err("demo.add (let x = 1 in x) x").starts_with("1:27: 'x' is not bound"));
        ok("let x = 1 in let x = \"s\" in demo.greet x");
    }
}
