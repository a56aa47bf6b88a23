//! The tests of pure expressions: each node kind, literal and pattern
//! through `parse` and `eval` together, the errors and their paths, and the
//! bounds against hostile trees and arguments.

use super::evaluator::eval_with_budget;
use super::*;
use crate::json::{Array, Number, Object};

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
    format!(r#"{{"tag":"lit","schema":"{lit_type}","lit_type":"{lit_type}","value":"{value}"}}"#)
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
    let e =
        parse_err(r#"{"tag":"read","schema":"i4","child":{"tag":"str","schema":"s","value":"1"}}"#);
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
