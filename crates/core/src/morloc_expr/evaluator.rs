//! Evaluating a checked tree over a call's arguments: lexical scope, the
//! size budget every built value is charged against, and the nodes that
//! build values; the operations applied to values are in `builtins.rs`.

use super::builtins::{apply_pattern, show};
use super::{
    BASE_BUDGET, Expr, Func, Kind, Lambda, MAX_ARG_DEPTH, MAX_DEPTH, NODE_WEIGHT, Node, a_kind,
};
use crate::json::{self, Array, Object, Value};
use std::collections::HashMap;

/// Evaluates `expr` with the command's arguments, in call order. A top-level
/// lambda binds them (eval.c `morloc_eval`: the arguments are applied to the
/// top lambda); any other expression takes none. Errors are one-line
/// messages.
pub fn eval(expr: &Expr, args: &[Value]) -> Result<Value, String> {
    eval_with_budget(expr, args, BASE_BUDGET)
}

pub(super) fn eval_with_budget(
    expr: &Expr,
    args: &[Value],
    base_budget: u64,
) -> Result<Value, String> {
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

    /// A value and its weight. `depth` follows the tree, which [`parse`](super::parse)
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
