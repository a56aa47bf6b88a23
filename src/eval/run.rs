//! Evaluation of a checked expression with the dispatcher. This runs inside
//! the sandbox child (`nexus __eval`), never in the server: one
//! [`Program`] per module used, started lazily with one worker per pool, all
//! stopped when the evaluation ends.
//!
//! Evaluation is strict and left to right: a `let` value is computed once,
//! before its body, whether or not the body uses it; an application computes
//! its arguments in order, then makes one call. Values travel between calls
//! as JSON values.

use super::parse::{Expr, ExprKind};
use super::typecheck::Ty;
use super::{EvalError, LimitKind, Limits};
use crate::arguments;
use crate::dispatch::Program;
use crate::json::{self, Number, Object, Value};
use crate::manifest::Manifest;
use crate::pool::CallError;
use crate::schema::Schema;
use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex};

type Eval<'a> = Pin<Box<dyn Future<Output = Result<Value, EvalError>> + Send + 'a>>;

/// Evaluates expressions over a fixed set of modules.
pub struct Runner {
    modules: Vec<(String, Arc<Manifest>)>,
    programs: Mutex<Vec<(String, Arc<Program>)>>,
    limits: Limits,
}

impl Runner {
    /// `limits` is used only to name the limit a failure ran into.
    pub fn new(modules: Vec<(String, Arc<Manifest>)>, limits: Limits) -> Runner {
        Runner {
            modules,
            programs: Mutex::new(Vec::new()),
            limits,
        }
    }

    fn program(&self, module: &str) -> Result<Arc<Program>, EvalError> {
        let mut programs = self
            .programs
            .lock()
            .map_err(|_| EvalError::Internal("the program table is poisoned".into()))?;
        if let Some((_, p)) = programs.iter().find(|(m, _)| m == module) {
            return Ok(p.clone());
        }
        let Some((_, manifest)) = self.modules.iter().find(|(m, _)| m == module) else {
            return Err(EvalError::Internal(format!(
                "module '{module}' was not loaded"
            )));
        };
        let program = Arc::new(Program::new(manifest.clone(), Some(1), None));
        programs.push((module.to_string(), program.clone()));
        Ok(program)
    }

    /// Stops every pool this runner started.
    pub fn stop(&self) {
        if let Ok(programs) = self.programs.lock() {
            for (_, p) in programs.iter() {
                p.stop();
            }
        }
    }

    /// Evaluates `expr`, which must have passed the checker with type `ty`,
    /// to JSON text. Records are written in their declared field order (a
    /// command's record as its schema declares it, a literal as written),
    /// as every other way to call a command writes them.
    pub async fn evaluate(&self, expr: &Expr, ty: &Ty) -> Result<String, EvalError> {
        let mut env = Vec::new();
        let value = self.eval(expr, &mut env).await?;
        let mut out = String::new();
        push_typed(ty, &value, &mut out);
        Ok(out)
    }

    fn eval<'a>(&'a self, e: &'a Expr, env: &'a mut Vec<(String, Value)>) -> Eval<'a> {
        Box::pin(async move {
            Ok(match &e.kind {
                ExprKind::Int(n) => Value::Number(super::parse::int_number(*n)),
                ExprKind::Real(x) => Value::Number(Number::F64(*x)),
                ExprKind::Str(s) => Value::String(s.clone()),
                ExprKind::Bool(b) => Value::Bool(*b),
                ExprKind::Null | ExprKind::Unit => Value::Null,
                ExprKind::List(items) | ExprKind::Tuple(items) => {
                    let mut out = Vec::with_capacity(items.len());
                    for item in items {
                        out.push(self.eval(item, env).await?);
                    }
                    Value::Array(out.into_iter().collect())
                }
                ExprKind::Record(fields) => {
                    let mut out = Object::new();
                    for f in fields {
                        let v = self.eval(&f.value, env).await?;
                        out.insert(f.name.clone(), v);
                    }
                    Value::Object(out)
                }
                ExprKind::Var(name) => match env.iter().rev().find(|(n, _)| n == name) {
                    Some((_, v)) => v.clone(),
                    None => {
                        return Err(EvalError::Internal(format!(
                            "'{name}' is unbound at run time"
                        )));
                    }
                },
                ExprKind::Let { binds, body } => {
                    let depth = env.len();
                    for b in binds {
                        let v = self.eval(&b.value, env).await?;
                        env.push((b.name.clone(), v));
                    }
                    let v = self.eval(body, env).await;
                    env.truncate(depth);
                    v?
                }
                ExprKind::App {
                    module,
                    command,
                    args,
                } => {
                    let mut values = Vec::with_capacity(args.len());
                    for a in args {
                        values.push(self.eval(a, env).await?);
                    }
                    self.call(e, module, command, &values).await?
                }
            })
        })
    }

    async fn call(
        &self,
        e: &Expr,
        module: &str,
        command: &str,
        values: &[Value],
    ) -> Result<Value, EvalError> {
        let program = self.program(module)?;
        let Some(cmd) = program.manifest.command(command).cloned() else {
            return Err(EvalError::Internal(format!(
                "{module}.{command} vanished after the check"
            )));
        };
        // Values computed at run time (a result, a let-bound result) get
        // their exact check here, before the call.
        let filled = arguments::from_array(&cmd, values).map_err(|err| {
            EvalError::Type(super::typecheck::TypeError {
                pos: e.pos,
                message: format!("{module}.{command}: {err}"),
            })
        })?;
        let filled: Vec<Value> = filled
            .into_iter()
            .zip(&cmd.args)
            .map(|(v, arg)| promote(v, &arg.schema()))
            .collect();
        program
            .call_value(&cmd, crate::pool::args(filled))
            .await
            .map_err(|err| classify(&format!("{module}.{command}"), err, &self.limits))
    }
}

/// Writes `value` as JSON with records in the order `ty` gives them; keys
/// the type does not name (none, for a checked value) follow, sorted.
/// Bounded by the type's depth ([`super::typecheck::MAX_TYPE_DEPTH`]).
fn push_typed(ty: &Ty, value: &Value, out: &mut String) {
    match (ty, value) {
        (Ty::Of(schema), v) => out.push_str(&schema.to_json_text(v)),
        (Ty::Opt(inner), v) if !matches!(v, Value::Null) => push_typed(inner, v, out),
        (Ty::List(item), Value::Array(items)) => {
            push_items(out, items.iter().map(|v| (&**item, v)));
        }
        (Ty::Tuple(types), Value::Array(items)) if types.len() == items.len() => {
            push_items(out, types.iter().zip(items));
        }
        (Ty::Record(fields), Value::Object(map)) => {
            out.push('{');
            let declared = fields
                .iter()
                .filter_map(|(k, t)| Some((k, Some(t), map.get(k)?)));
            let others = map
                .iter()
                .filter(|(k, _)| !fields.iter().any(|(f, _)| f == *k))
                .map(|(k, v)| (k, None, v));
            for (n, (key, t, v)) in declared.chain(others).enumerate() {
                if n > 0 {
                    out.push(',');
                }
                json::push_quoted(out, key);
                out.push(':');
                match t {
                    Some(t) => push_typed(t, v, out),
                    None => out.push_str(&json::to_string(v)),
                }
            }
            out.push('}');
        }
        (_, v) => out.push_str(&json::to_string(v)),
    }
}

fn push_items<'a>(out: &mut String, items: impl Iterator<Item = (&'a Ty, &'a Value)>) {
    out.push('[');
    for (n, (t, v)) in items.enumerate() {
        if n > 0 {
            out.push(',');
        }
        push_typed(t, v, out);
    }
    out.push(']');
}

/// Turns integers into floats where the schema expects a `Real`, so an
/// integer literal written for a `Real` reaches the function as one.
fn promote(value: Value, schema: &Schema) -> Value {
    match (schema.strip(), value) {
        (Schema::Real { .. }, Value::Number(Number::I64(i))) => {
            Value::Number(Number::F64(i as f64))
        }
        (Schema::Real { .. }, Value::Number(Number::U64(u))) => {
            Value::Number(Number::F64(u as f64))
        }
        (Schema::Optional(t), v) => promote(v, t),
        (Schema::List(t), Value::Array(items)) => {
            Value::Array(items.into_iter().map(|v| promote(v, t)).collect())
        }
        (Schema::Tuple(ts), Value::Array(items)) => Value::Array(
            items
                .into_iter()
                .zip(ts)
                .map(|(v, t)| promote(v, t))
                .collect(),
        ),
        (Schema::Record(fields), Value::Object(mut map)) => {
            for (key, t) in fields {
                if let Some(v) = map.remove(key) {
                    map.insert(key.clone(), promote(v, t));
                }
            }
            Value::Object(map)
        }
        (_, v) => v,
    }
}

/// Whether a function's failure message is an out-of-memory error (Python's
/// `MemoryError`, R's "cannot allocate vector").
fn is_memory_failure(message: &str) -> bool {
    message.starts_with("MemoryError")
        || message.contains("cannot allocate vector")
        || message.contains("cannot allocate memory")
        || message.contains("Cannot allocate memory")
        || message.contains("std::bad_alloc")
}

fn signal_in(message: &str, signal: rustix::process::Signal) -> bool {
    message.contains(&format!("killed by signal {})", signal.as_raw()))
}

/// Turns a failed call into the error a caller can act on: a limit when
/// the failure is a limit's doing, else the function's failure.
pub fn classify(what: &str, err: CallError, limits: &Limits) -> EvalError {
    use rustix::process::Signal;
    match err {
        CallError::Failed(m) if is_memory_failure(&m) => EvalError::Limit {
            kind: LimitKind::Memory,
            message: format!(
                "{what} exceeded its memory limit of {} ({})",
                super::show_bytes(limits.memory_bytes),
                super::clip(&m).trim_end_matches(':')
            ),
        },
        CallError::Failed(m) => EvalError::Failed(format!("{what} failed: {}", super::clip(&m))),
        CallError::Crashed(m) if signal_in(&m, Signal::XCPU) => EvalError::Limit {
            kind: LimitKind::Cpu,
            message: format!(
                "{what} exceeded its CPU limit of {} s (its worker was stopped by SIGXCPU)",
                limits.cpu_secs
            ),
        },
        CallError::Crashed(m) if signal_in(&m, Signal::KILL) => EvalError::Limit {
            kind: LimitKind::Cpu,
            message: format!(
                "{what} was killed by SIGKILL: it exceeded its CPU limit of {} s (the hard stop), or the system ran out of memory",
                limits.cpu_secs
            ),
        },
        CallError::Crashed(m) if signal_in(&m, Signal::SEGV) || signal_in(&m, Signal::ABORT) => {
            EvalError::Failed(format!(
                "{what} crashed, possibly out of memory under the limit of {}: {}",
                super::show_bytes(limits.memory_bytes),
                super::clip(&m)
            ))
        }
        CallError::Crashed(m) => EvalError::Failed(format!("{what} crashed: {}", super::clip(&m))),
        CallError::Unavailable(m)
            if is_memory_failure(&m)
                || m.contains("MemoryError")
                || m.contains("out of memory") =>
        {
            EvalError::Limit {
                kind: LimitKind::Memory,
                message: format!(
                    "{what}: its pool could not start within the memory limit of {}; raise the limit ({})",
                    super::show_bytes(limits.memory_bytes),
                    super::clip(&m)
                ),
            }
        }
        other => EvalError::Internal(format!("{what}: {}", super::clip(&other.to_string()))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failures_name_the_limit_they_ran_into() {
        let limits = Limits {
            cpu_secs: 1,
            memory_bytes: 512 << 20,
            ..Limits::default()
        };
        let cpu = classify(
            "m.spin",
            CallError::Crashed("python pool 0 of m worker 7 died mid-call (killed by signal 24): the worker closed its reply pipe".into()),
            &limits,
        );
        assert_eq!(
            cpu.to_string(),
            "m.spin exceeded its CPU limit of 1 s (its worker was stopped by SIGXCPU)"
        );
        let mem = classify("m.hog", CallError::Failed("MemoryError: ".into()), &limits);
        assert!(
            matches!(
                mem,
                EvalError::Limit {
                    kind: LimitKind::Memory,
                    ..
                }
            ),
            "{mem}"
        );
        assert!(
            mem.to_string()
                .starts_with("m.hog exceeded its memory limit of 512 MiB"),
            "{mem}"
        );
        let r = classify(
            "m.hog",
            CallError::Failed("cannot allocate vector of size 7.5 Gb".into()),
            &limits,
        );
        assert!(matches!(
            r,
            EvalError::Limit {
                kind: LimitKind::Memory,
                ..
            }
        ));
        let plain = classify("m.f", CallError::Failed("ValueError: no".into()), &limits);
        assert_eq!(
            plain,
            EvalError::Failed("m.f failed: ValueError: no".into())
        );
    }
}
