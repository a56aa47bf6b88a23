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
//!
//! ## The files
//!
//! One idea per file: this one holds the tree both halves share ([`Expr`]
//! and its nodes), the bounds, and how a value's kind is worded in messages;
//! `parser` reads and checks the manifest's JSON into the tree; `evaluator`
//! walks it with its scope and size budget; `builtins` are the operations an
//! expression applies, patterns (getters and setters) and `show`.

mod builtins;
mod evaluator;
mod parser;
#[cfg(test)]
mod tests;

pub use evaluator::eval;
pub use parser::parse;

use crate::json::{self, Value};
use crate::schema::Schema;

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

/// "a string", "an object", "null": a value's kind for messages.
fn a_kind(value: &Value) -> String {
    let kind = json::kind_name(value);
    match value {
        Value::Null => kind.to_string(),
        _ if kind.starts_with(['a', 'e', 'i', 'o', 'u']) => format!("an {kind}"),
        _ => format!("a {kind}"),
    }
}
