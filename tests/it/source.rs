//! Bare source files as programs (issue 11), through the real binary: the
//! table of Python signatures (inputSchema, outputSchema, CLI usage), the R
//! table, every refusal with its exact message, the cache, `init` and
//! `check`, and end to end through `run`, the daemon, the front end and the
//! official MCP SDK (tests/py/test_source_*.py, which also compare with the
//! SDK's own high-level server, FastMCP / MCPServer).

use crate::common;

use common::{Out, TIMEOUT, TempDir, json, same, spawn_cmd};
use nexus::json::{self as nj, Value};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn bare(name: &str) -> String {
    common::repo()
        .join("tests/programs/bare")
        .join(name)
        .display()
        .to_string()
}

/// `nexus ARGS` with its own cache directory, in `cwd`.
fn nx(cache: &Path, cwd: &Path, args: &[&str]) -> Out {
    let mut cmd = Command::new(common::nexus_bin());
    cmd.args(args)
        .current_dir(cwd)
        .env("XDG_CACHE_HOME", cache)
        .env_remove("NEXUS_TOKEN");
    spawn_cmd(&mut cmd).finish(TIMEOUT)
}

fn tools(cache: &Path, program: &str) -> Vec<Value> {
    let out = nx(cache, Path::new("/"), &[program, "--mcp-tools"]);
    let v = json(out.ok());
    match nj::get(&v, "tools") {
        Some(Value::Array(a)) => a.iter().cloned().collect(),
        _ => panic!("no tools: {}", out.stdout),
    }
}

fn tool<'a>(all: &'a [Value], name: &str) -> &'a Value {
    all.iter()
        .find(|t| nj::get_str(t, "name") == Some(name))
        .unwrap_or_else(|| panic!("no tool {name}"))
}

fn assert_json(found: Option<&Value>, expected: &str, what: &str) {
    let want = json(expected);
    let got = found.cloned().unwrap_or(Value::Null);
    assert!(
        same(&got, &want, false),
        "{what}:\n  found    {}\n  expected {expected}",
        nj::to_string(&got)
    );
}

const POINT: &str = r#"{"type":"object","properties":{"x":{"type":"number"},"y":{"type":"number"}},"required":["x","y"],"additionalProperties":false}"#;
const MONSTER: &str = r#"{"type":"object","properties":{"name":{"type":"string"},"hp":{"type":"integer"}},"required":["name","hp"],"additionalProperties":false}"#;

/// (tool, its inputSchema properties, required, outputSchema or "", usage line)
fn python_table() -> Vec<(&'static str, String, &'static str, String, &'static str)> {
    let p = |s: &str| s.to_string();
    vec![
        (
            "s01_int",
            p(r#"{"n":{"type":"integer"}}"#),
            r#"["n"]"#,
            p(""),
            "sigs s01_int N",
        ),
        (
            "s02_float",
            p(r#"{"x":{"type":"number"}}"#),
            r#"["x"]"#,
            p(""),
            "sigs s02_float X",
        ),
        (
            "s03_str",
            p(r#"{"s":{"type":"string"}}"#),
            r#"["s"]"#,
            p(""),
            "sigs s03_str S",
        ),
        (
            "s04_bool",
            p(r#"{"b":{"type":"boolean"}}"#),
            r#"["b"]"#,
            p(""),
            "sigs s04_bool B",
        ),
        ("s05_none", p("{}"), "[]", p(""), "sigs s05_none"),
        (
            "s06_list",
            p(r#"{"xs":{"type":"array","items":{"type":"integer"}}}"#),
            r#"["xs"]"#,
            p(""),
            "sigs s06_list XS",
        ),
        (
            "s07_typing_list",
            p(r#"{"xs":{"type":"array","items":{"type":"string"}}}"#),
            r#"["xs"]"#,
            p(""),
            "sigs s07_typing_list XS",
        ),
        (
            "s08_nested",
            p(r#"{"xss":{"type":"array","items":{"type":"array","items":{"type":"number"}}}}"#),
            r#"["xss"]"#,
            p(""),
            "sigs s08_nested XSS",
        ),
        (
            "s09_tuple",
            p(
                r#"{"p":{"type":"array","prefixItems":[{"type":"integer"},{"type":"string"}],"minItems":2,"maxItems":2}}"#,
            ),
            r#"["p"]"#,
            p(""),
            "sigs s09_tuple P",
        ),
        (
            "s10_typing_tuple",
            p(
                r#"{"p":{"type":"array","prefixItems":[{"type":"number"},{"type":"number"},{"type":"number"}],"minItems":3,"maxItems":3}}"#,
            ),
            r#"["p"]"#,
            p(""),
            "sigs s10_typing_tuple P",
        ),
        (
            "s11_optional",
            p(r#"{"x":{"type":["integer","null"]}}"#),
            "[]",
            p(""),
            "sigs s11_optional X",
        ),
        (
            "s12_pipe_none",
            p(r#"{"x":{"type":["string","null"]}}"#),
            "[]",
            p(""),
            "sigs s12_pipe_none X",
        ),
        (
            "s13_union_none",
            p(r#"{"x":{"type":["number","null"]}}"#),
            "[]",
            p(""),
            "sigs s13_union_none X",
        ),
        (
            "s14_default_int",
            p(r#"{"n":{"type":"integer","default":3,"description":"(default: 3)"}}"#),
            "[]",
            p(""),
            "sigs s14_default_int [--n INT]",
        ),
        (
            "s15_default_str",
            p(r#"{"greeting":{"type":"string","default":"hi","description":"(default: \"hi\")"}}"#),
            "[]",
            p(""),
            "sigs s15_default_str [--greeting STR]",
        ),
        (
            "s16_flag_false",
            p(r#"{"loud":{"type":"boolean","default":false,"description":"(default: false)"}}"#),
            "[]",
            p(""),
            "sigs s16_flag_false [--loud]",
        ),
        (
            "s17_flag_true",
            p(r#"{"color":{"type":"boolean","default":true,"description":"(default: true)"}}"#),
            "[]",
            p(""),
            "sigs s17_flag_true [--color]",
        ),
        (
            "s18_optional_default",
            p(
                r#"{"limit":{"type":["integer","null"],"default":null,"description":"(default: null)"}}"#,
            ),
            "[]",
            p(""),
            "sigs s18_optional_default [--limit ?INT]",
        ),
        (
            "s19_list_default",
            p(
                r#"{"xs":{"type":"array","items":{"type":"integer"},"default":[1,2],"description":"(default: [1,2])"}}"#,
            ),
            "[]",
            p(""),
            "sigs s19_list_default [--xs INT]",
        ),
        (
            "s20_keyword_only",
            p(
                r#"{"a":{"type":"integer"},"scale":{"type":"number","default":1.0,"description":"(default: 1.0)"},"tag":{"type":"string"}}"#,
            ),
            r#"["a","tag"]"#,
            p(""),
            "sigs s20_keyword_only A [--scale REAL] TAG",
        ),
        (
            "s21_typeddict",
            format!(r#"{{"m":{MONSTER}}}"#),
            r#"["m"]"#,
            p(MONSTER),
            "sigs s21_typeddict M",
        ),
        (
            "s22_dataclass",
            format!(r#"{{"p":{POINT},"q":{POINT}}}"#),
            r#"["p","q"]"#,
            p(POINT),
            "sigs s22_dataclass P Q",
        ),
        (
            "s23_nested_dataclass",
            format!(
                r#"{{"s":{{"type":"object","properties":{{"a":{POINT},"b":{POINT}}},"required":["a","b"],"additionalProperties":false}}}}"#
            ),
            r#"["s"]"#,
            p(""),
            "sigs s23_nested_dataclass S",
        ),
        (
            "s24_list_of_records",
            format!(r#"{{"ms":{{"type":"array","items":{MONSTER}}}}}"#),
            r#"["ms"]"#,
            p(""),
            "sigs s24_list_of_records MS",
        ),
        (
            "s25_google",
            p(
                r#"{"count":{"type":"integer","description":"how many times"},"label":{"type":"string","default":"x","description":"what to repeat (one character is best) (default: \"x\")"}}"#,
            ),
            r#"["count"]"#,
            p(""),
            "sigs s25_google COUNT [--label STR]",
        ),
        (
            "s26_numpy",
            p(
                r#"{"values":{"type":"array","items":{"type":"number"},"description":"The values to scale."},"k":{"type":"number","default":2.0,"description":"The factor. (default: 2.0)"}}"#,
            ),
            r#"["values"]"#,
            p(""),
            "sigs s26_numpy VALUES [--k REAL]",
        ),
        (
            "s27_rest",
            p(
                r#"{"name":{"type":"string","description":"who to greet"},"times":{"type":"integer","default":1,"description":"how often (default: 1)"}}"#,
            ),
            r#"["name"]"#,
            p(""),
            "sigs s27_rest NAME [--times INT]",
        ),
        (
            "s28_string_annotation",
            p(r#"{"n":{"type":"integer"}}"#),
            r#"["n"]"#,
            p(""),
            "sigs s28_string_annotation N",
        ),
        (
            "s29_optional_record",
            {
                let mut m =
                    MONSTER.replacen(r#""type":"object""#, r#""type":["object","null"]"#, 1);
                m.insert_str(
                    m.len() - 1,
                    r#","default":null,"description":"(default: null)""#,
                );
                format!(r#"{{"m":{m}}}"#)
            },
            "[]",
            p(""),
            "sigs s29_optional_record [--m ?MONSTER]",
        ),
    ]
}

#[test]
fn python_signatures_table() {
    let cache = TempDir::new("src-table");
    let program = bare("sigs.py");
    let all = tools(&cache.path, &program);
    let table = python_table();
    assert!(table.len() >= 25);
    let names: Vec<&str> = all.iter().filter_map(|t| nj::get_str(t, "name")).collect();
    let mut expected: Vec<&str> = table.iter().map(|r| r.0).collect();
    expected.push("evaluate"); // seed 003's dry run, served with every program
    assert_eq!(
        names, expected,
        "every public function, in file order; _private is not served"
    );
    for (name, props, required, output, usage) in &table {
        let t = tool(&all, name);
        let input = nj::get(t, "inputSchema").expect("inputSchema");
        assert_json(
            nj::get(input, "properties"),
            props,
            &format!("{name} properties"),
        );
        assert_json(
            nj::get(input, "required"),
            required,
            &format!("{name} required"),
        );
        if output.is_empty() {
            assert!(
                nj::get(t, "outputSchema").is_none(),
                "{name} has no outputSchema"
            );
        } else {
            assert_json(
                nj::get(t, "outputSchema"),
                output,
                &format!("{name} outputSchema"),
            );
        }
        let help = nx(
            &cache.path,
            Path::new("/"),
            &["run", &program, name, "--help"],
        );
        assert_eq!(
            help.ok().lines().next(),
            Some(format!("usage: {usage}").as_str())
        );
    }
    // Docstrings: the description is the text before the sections.
    assert_eq!(
        nj::get_str(tool(&all, "s25_google"), "description"),
        Some("Repeat a label.")
    );
    let help = nx(&cache.path, Path::new("/"), &[&program, "--help"]);
    assert!(
        help.ok().contains("Signatures of every supported shape"),
        "{}",
        help.stdout
    );
}

#[test]
fn python_calls_run_through_the_pool() {
    let cache = TempDir::new("src-calls");
    let program = bare("sigs.py");
    let calls: &[(&[&str], &str)] = &[
        (&["s01_int", "41"], "41"),
        (&["s05_none"], "null"),
        (&["s09_tuple", r#"[1,"a"]"#], r#"["a",1]"#),
        (&["s14_default_int"], "3"),
        (&["s16_flag_false", "--loud"], "true"),
        (&["s17_flag_true", "--no-color"], "false"),
        (&["s18_optional_default", "--limit", "4"], "4"),
        // keyword-only parameters are passed by name
        (
            &["s20_keyword_only", "2", "t", "--scale", "1.5"],
            r#""t:3.0""#,
        ),
        (
            &["s21_typeddict", r#"{"name":"Orc","hp":4}"#],
            r#"{"name":"Orc","hp":8}"#,
        ),
        // dataclasses are built before the call and flattened after it
        (
            &["s22_dataclass", r#"{"x":0,"y":0}"#, r#"{"x":2,"y":4}"#],
            r#"{"x":1.0,"y":2.0}"#,
        ),
        (
            &[
                "s23_nested_dataclass",
                r#"{"a":{"x":0,"y":0},"b":{"x":3,"y":4}}"#,
            ],
            "5.0",
        ),
        (&["s28_string_annotation", "3"], "[0,1,2]"),
        (
            &["s29_optional_record", "--m", r#"{"name":"Imp","hp":1}"#],
            r#""Imp""#,
        ),
    ];
    for (args, want) in calls {
        let mut argv = vec!["run", program.as_str()];
        argv.extend_from_slice(args);
        let out = nx(&cache.path, Path::new("/"), &argv);
        assert_eq!(out.ok(), *want, "{args:?}");
    }
    let bad = nx(
        &cache.path,
        Path::new("/"),
        &["run", &program, "s01_int", "x"],
    );
    assert_eq!(bad.code, Some(2), "{}", bad.stderr);
}

/// Each refusal of point 4, with its exact one-line message.
#[test]
fn refusals_name_the_file_line_function_parameter_and_what_is_supported() {
    let dir = TempDir::new("src-refuse");
    const TYPES: &str = "int, float, str, bool, None, list[T], tuple[A, B, …], Optional[T], T | None, and TypedDict or @dataclass records defined in this file";
    let cases: &[(&str, &str, String)] = &[
        ("dict.py", "def f(x: dict[str, int]) -> int:\n    return 1\n",
         format!("dict.py:1: function 'f', parameter 'x': found dict[str, int]; supported: {TYPES}")),
        ("any.py", "from typing import Any\n\ndef f(n: int, x: Any = 1) -> int:\n    return 1\n",
         format!("any.py:3: function 'f', parameter 'x': found Any; supported: {TYPES}")),
        ("callable.py", "from typing import Callable\ndef g(f: Callable[[int], int]) -> int:\n    return 1\n",
         format!("callable.py:2: function 'g', parameter 'f': found Callable[[int], int]; supported: {TYPES}")),
        ("args.py", "def f(*args: int) -> int:\n    return 1\n",
         "args.py:1: function 'f', parameter 'args': found *args; supported: named parameters; take a list[T] instead of *args".into()),
        ("kwargs.py", "def f(**kw: int) -> int:\n    return 1\n",
         "kwargs.py:1: function 'f', parameter 'kw': found **kw; supported: named parameters; take a TypedDict record instead of **kwargs".into()),
        ("bare.py", "def f(x) -> int:\n    return 1\n",
         format!("bare.py:1: function 'f', parameter 'x': found no type annotation; supported: an annotation with one of {TYPES}")),
        ("noret.py", "\ndef f(x: int):\n    return 1\n",
         format!("noret.py:2: function 'f', its return: found no return annotation; supported: -> T with T one of {TYPES}")),
        ("union.py", "def f(x: int | str) -> int:\n    return 1\n",
         format!("union.py:1: function 'f', parameter 'x': found the union int | str (only T | None is supported); supported: {TYPES}")),
        ("twice.py", "def f(x: int) -> int:\n    return 1\n\ndef f(y: int) -> int:\n    return 2\n",
         "twice.py:4: function 'f': found a second definition (the first is at line 1), so two tools would be named 'f'; supported: one definition per tool name; rename one, or list the one to serve in __all__".into()),
        ("default.py", "def f(n: int = \"3\") -> int:\n    return 1\n",
         "default.py:1: function 'f', parameter 'n': found the default \"3\" for a Int (expected Int (an integer), got string \"3\"); supported: a default of the annotated type; Optional[T] for a default of None".into()),
        ("nested.py", "from typing import TypedDict\nclass R(TypedDict):\n    a: int\n    b: set[int]\n\ndef f(r: R) -> int:\n    return 1\n",
         format!("nested.py:4: function 'f', parameter 'r': found set[int] in field 'b' of record R; supported: {TYPES}")),
        ("clash.R", "#' A\n#' @param x [Int] x\n#' @return [Int] x\nmy.f <- function(x) x\n#' B\n#' @param x [Int] x\n#' @return [Int] x\nmy_f <- function(x) x\n",
         "clash.R:8: function 'my_f': found the tool name 'my_f', which 'my.f' at line 4 also gets; supported: one function per tool name ('.' becomes '_'); rename or remove one".into()),
        ("untyped.R", "#' Doc\n#' @param x how many\n#' @return [Int] x\nf <- function(x) x\n",
         "untyped.R:2: function 'f', parameter 'x': found an @param line without a [Type]; supported: #' @param x [Type] text, with Type one of Int, Real, Str, Bool, Unit, [T], (A, B, …), ?T and records {name: T, …}".into()),
        ("badtype.R", "#' Doc\n#' @param x [Map] how many\n#' @return [Int] x\nf <- function(x) x\n",
         "badtype.R:2: function 'f', parameter 'x': found [Map] (the type Map); supported: Int, Real, Str, Bool, Unit, [T], (A, B, …), ?T and records {name: T, …}".into()),
        ("dots.R", "#' Doc\n#' @param x [Int] x\n#' @return [Int] x\nf <- function(x, ...) x\n",
         "dots.R:4: function 'f', parameter '...': found ...; supported: named parameters; take a list [T] instead of ...".into()),
    ];
    for (file, text, message) in cases {
        dir.write(file, text);
        let out = nx(&dir.path, &dir.path, &[file, "--mcp-tools"]);
        assert_eq!(out.code, Some(2), "{file}: {}", out.stderr);
        assert_eq!(out.stdout, "", "{file}: nothing is served half-described");
        let line = out.stderr.trim_end();
        assert!(!line.contains('\n'), "{file}: one line: {line}");
        assert_eq!(line, format!("nexus: {message}"), "{file}");
    }
    // Several problems: the first, and a pointer to `nexus check`, which lists all.
    dir.write(
        "many.py",
        "def a(x) -> int: ...\ndef b(y: dict) -> int: ...\n",
    );
    let out = nx(&dir.path, &dir.path, &["many.py", "--mcp-tools"]);
    assert!(
        out.stderr
            .trim_end()
            .ends_with("(and 1 more; nexus check many.py lists them all)"),
        "{}",
        out.stderr
    );
    let check = nx(&dir.path, &dir.path, &["check", "many.py"]);
    assert_eq!(check.code, Some(1));
    assert_eq!(check.stdout.lines().count(), 2, "{}", check.stdout);
    assert!(
        check.stdout.lines().all(|l| l.starts_with("many.py:")),
        "{}",
        check.stdout
    );
}

#[test]
fn r_signatures_table_and_calls() {
    let cache = TempDir::new("src-r");
    let program = bare("dice.R");
    let all = tools(&cache.path, &program);
    let names: Vec<&str> = all.iter().filter_map(|t| nj::get_str(t, "name")).collect();
    assert_eq!(
        names,
        [
            "roll",
            "greet_monster",
            "spawn",
            "average",
            "swap",
            "evaluate"
        ],
        ".hidden is not served"
    );
    let table: &[(&str, &str, &str, &str)] = &[
        (
            "roll",
            r#"{"n":{"type":"integer","description":"how many dice"},"sides":{"type":"integer","default":6,"description":"faces on each die (default: 6)"}}"#,
            r#"["n"]"#,
            "",
        ),
        (
            "greet_monster",
            r#"{"who":{"type":"string","description":"its name"},"loud":{"type":"boolean","default":false,"description":"shout it (default: false)"}}"#,
            r#"["who"]"#,
            "",
        ),
        (
            "spawn",
            &format!(
                r#"{{"m":{},"level":{{"type":"integer","default":1,"description":"its level (default: 1)"}}}}"#,
                MONSTER.replacen('{', r#"{"description":"the monster","#, 1)
            ),
            r#"["m"]"#,
            MONSTER,
        ),
        (
            "average",
            r#"{"xs":{"type":"array","items":{"type":"number"},"description":"the numbers"},"fallback":{"type":["number","null"],"default":null,"description":"returned for no numbers (default: null)"}}"#,
            r#"["xs"]"#,
            "",
        ),
        (
            "swap",
            r#"{"p":{"type":"array","prefixItems":[{"type":"integer"},{"type":"string"}],"minItems":2,"maxItems":2,"description":"the pair"}}"#,
            r#"["p"]"#,
            "",
        ),
    ];
    for (name, props, required, output) in table {
        let t = tool(&all, name);
        let input = nj::get(t, "inputSchema").expect("inputSchema");
        assert_json(
            nj::get(input, "properties"),
            props,
            &format!("{name} properties"),
        );
        assert_json(
            nj::get(input, "required"),
            required,
            &format!("{name} required"),
        );
        if output.is_empty() {
            assert!(nj::get(t, "outputSchema").is_none(), "{name}");
        } else {
            assert_json(nj::get(t, "outputSchema"), output, name);
        }
    }
    assert_eq!(
        nj::get_str(tool(&all, "roll"), "description"),
        Some("Roll dice: every die shows its highest face.")
    );
    let calls: &[(&[&str], &str)] = &[
        (&["roll", "2", "--sides", "4"], "[4,4]"),
        (
            &["greet_monster", "Orc", "--loud"],
            r#""A WILD ORC APPEARS!""#,
        ),
        (
            &["spawn", r#"{"name":"Orc","hp":5}"#, "--level", "2"],
            r#"{"name":"Orc","hp":10}"#,
        ),
        (&["average", "[]", "--fallback", "7"], "7.0"),
        (&["swap", r#"[1,"a"]"#], r#"["a",1]"#),
    ];
    for (args, want) in calls {
        let mut argv = vec!["run", program.as_str()];
        argv.extend_from_slice(args);
        assert_eq!(
            nx(&cache.path, Path::new("/"), &argv).ok(),
            *want,
            "{args:?}"
        );
    }
    let help = nx(
        &cache.path,
        Path::new("/"),
        &["run", &program, "roll", "--help"],
    );
    // Issue 40 item 22: the parameter's name, its type beside it.
    assert_eq!(
        help.ok().lines().next(),
        Some("usage: dice roll N [--sides INT]")
    );
    assert!(
        help.ok().contains("  N            Int  how many dice"),
        "{}",
        help.ok()
    );
}

/// A warm cache serves without the interpreter: the second run has no
/// python3 on its PATH at all. A changed file misses the cache.
#[test]
fn the_cache_spares_the_interpreter_and_follows_the_content() {
    let dir = TempDir::new("src-cache");
    let file = dir.write("t.py", "def f(x: int) -> int:\n    return x\n");
    let file = file.display().to_string();
    let first = nx(&dir.path, &dir.path, &[&file, "--mcp-tools"]);
    let payload = first.ok().to_string();
    let no_python = |args: &[&str]| {
        let mut cmd = Command::new(common::nexus_bin());
        cmd.args(args)
            .env("XDG_CACHE_HOME", &dir.path)
            .env("PATH", "/nonexistent");
        spawn_cmd(&mut cmd).finish(TIMEOUT)
    };
    let warm = no_python(&[&file, "--mcp-tools"]);
    assert_eq!(warm.ok(), payload, "served from the cache: {}", warm.stderr);
    let cached: Vec<PathBuf> = std::fs::read_dir(dir.join("nexus/source"))
        .expect("the cache directory")
        .flatten()
        .map(|e| e.path())
        .collect();
    assert_eq!(cached.len(), 1, "{cached:?}");
    std::fs::write(&file, "def f(x: int) -> str:\n    return str(x)\n").unwrap();
    let cold = no_python(&[&file, "--mcp-tools"]);
    assert_eq!(cold.code, Some(2));
    assert!(
        cold.stderr.contains("cannot run python3"),
        "{}",
        cold.stderr
    );
}

#[test]
fn init_writes_the_manifest_the_file_is_served_with_and_check_validates_it() {
    let dir = TempDir::new("src-init");
    let program = bare("sigs.py");
    let out = dir.join("sigs");
    let o = out.display().to_string();
    nx(&dir.path, &dir.path, &["init", &program, "-o", &o]).ok();
    assert!(out.join("sigs.py").is_file());
    let from_file = nx(&dir.path, &dir.path, &[&program, "--mcp-tools"]);
    let from_dir = nx(&dir.path, &dir.path, &[&o, "--mcp-tools"]);
    assert_eq!(from_file.ok(), from_dir.ok());
    assert_eq!(
        nx(
            &dir.path,
            &dir.path,
            &[
                "run",
                &o,
                "s22_dataclass",
                r#"{"x":0,"y":0}"#,
                r#"{"x":2,"y":2}"#
            ]
        )
        .ok(),
        r#"{"x":1.0,"y":1.0}"#
    );
    let again = nx(&dir.path, &dir.path, &["init", &program, "-o", &o]);
    assert_eq!(
        again.code,
        Some(1),
        "init never overwrites: {}",
        again.stderr
    );
    // check: clean, then each kind of finding.
    let clean = nx(&dir.path, &dir.path, &["check", &o]);
    assert_eq!(clean.code, Some(0), "{}{}", clean.stdout, clean.stderr);
    assert_eq!(
        nx(&dir.path, &dir.path, &["check", &common::combat()]).code,
        Some(0)
    );
    let manifest = out.join("manifest.json");
    let text = std::fs::read_to_string(&manifest).unwrap();
    // Line 4 is s01_int, 5 s02_float, 6 s03_str (one command per line).
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    lines[3] = lines[3].replacen(r#""function":"s01_int""#, r#""function":"gone""#, 1);
    lines[4] = lines[4].replacen(
        r#""args":[{"kind":"pos","schema":"f8""#,
        r#""args":[{"kind":"pos","schema":"s""#,
        1,
    );
    let args_at = lines[5].find(r#""args":["#).unwrap();
    let args_end = lines[5][args_at..].find("}]").unwrap() + args_at + 2;
    lines[5].replace_range(args_at..args_end, r#""args":[]"#);
    let text = lines.join("\n");
    std::fs::write(&manifest, &text).unwrap();
    let found = nx(&dir.path, &dir.path, &["check", &o]);
    assert_eq!(found.code, Some(1), "{}", found.stderr);
    let lines: Vec<&str> = found.stdout.lines().collect();
    let m = manifest.display().to_string();
    let py = out.join("sigs.py").display().to_string();
    assert_eq!(lines.len(), 3, "{}", found.stdout);
    assert_eq!(
        lines[0],
        format!(
            "{m}:4: command 's01_int': function 'gone' is not defined at the top level of {py}; define it or fix \"function\""
        )
    );
    assert_eq!(
        lines[1],
        format!(
            "{py}:32: function 's02_float', parameter 'x': annotated Real but command 's02_float' declares Str ({m}:5); make them agree"
        )
    );
    assert_eq!(
        lines[2],
        format!(
            "{py}:37: function 's03_str' takes 1 arguments but command 's03_str' passes 0 ({m}:6); make them agree"
        )
    );
}

// ---------------------------------------------------------------------------
// Servers.

fn http(addr: &str, method: &str, path: &str, body: &str) -> (u16, String) {
    let mut s = TcpStream::connect(addr).expect("connect");
    s.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).unwrap();
    let mut text = String::new();
    let _ = s.read_to_string(&mut text);
    let status = text.get(9..12).and_then(|c| c.parse().ok()).unwrap_or(0);
    let body = text
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_string())
        .unwrap_or_default();
    (status, body)
}

/// Waits for `file` to hold an address.
fn address(file: &Path) -> String {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(30) {
        if let Ok(a) = std::fs::read_to_string(file)
            && !a.trim().is_empty()
        {
            return a.trim().to_string();
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    panic!("no address in {}", file.display());
}

struct Server(std::process::Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn server(dir: &Path, args: &[&str], env: &[(&str, &Path)]) -> Server {
    let mut cmd = Command::new(common::nexus_bin());
    cmd.args(args)
        .env("XDG_CACHE_HOME", dir)
        .env_remove("NEXUS_TOKEN")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(dir.join("server.err")).unwrap());
    for (k, v) in env {
        cmd.env(k, v);
    }
    Server(cmd.spawn().expect("spawn a server"))
}

#[test]
fn the_daemon_serves_a_python_and_an_r_file() {
    let dir = TempDir::new("src-daemon");
    for (program, path, body, want) in [
        (
            bare("sigs.py"),
            "/call/s22_dataclass",
            r#"[{"x":0,"y":0},{"x":4,"y":2}]"#,
            r#"{"x":2.0,"y":1.0}"#,
        ),
        (
            bare("sigs.py"),
            "/call/s20_keyword_only",
            r#"{"_1":3,"tag":"k"}"#,
            r#""k:3.0""#,
        ),
        (
            bare("dice.R"),
            "/call/greet_monster",
            r#"{"_1":"Imp","loud":true}"#,
            r#""A WILD IMP APPEARS!""#,
        ),
    ] {
        let port = dir.join("port");
        let _ = std::fs::remove_file(&port);
        let p = port.display().to_string();
        let _d = server(
            &dir.path,
            &[
                "daemon",
                &program,
                "--port",
                "0",
                "--port-file",
                &p,
                "--workers",
                "1",
            ],
            &[],
        );
        let addr = address(&port);
        let (status, reply) = http(&addr, "POST", path, body);
        assert_eq!(status, 200, "{reply}");
        let v = json(&reply);
        assert!(
            same(nj::get(&v, "result").unwrap(), &json(want), false),
            "{reply}"
        );
        let (_, discover) = http(&addr, "GET", "/discover", "");
        assert!(discover.contains("\"name\""), "{discover}");
    }
}

#[test]
fn the_front_end_serves_installed_bare_files() {
    let dir = TempDir::new("src-fe");
    let home = dir.join("home");
    let run = |args: &[&str]| {
        let mut cmd = Command::new(common::nexus_bin());
        cmd.args(args)
            .env("XDG_CACHE_HOME", &dir.path)
            .env("NEXUS_HOME", &home);
        spawn_cmd(&mut cmd).finish(TIMEOUT)
    };
    run(&["install", &bare("sigs.py")]).ok();
    run(&["install", &bare("dice.R")]).ok();
    assert!(home.join("programs/sigs/manifest.json").is_file());
    assert!(home.join("programs/dice/dice.R").is_file());
    run(&["expose", "add", "sigs", "--as", "mcp,api"]).ok();
    run(&["expose", "add", "dice", "--as", "mcp,api"]).ok();
    let port = dir.join("port");
    let p = port.display().to_string();
    let h = home.display().to_string();
    let _s = server(
        &dir.path,
        &["serve", "--home", &h, "--port", "0", "--port-file", &p],
        &[("NEXUS_HOME", &home)],
    );
    let addr = address(&port);
    let (status, reply) = http(
        &addr,
        "POST",
        "/call/sigs/s21_typeddict",
        r#"[{"name":"Orc","hp":3}]"#,
    );
    assert_eq!(
        (status, reply.as_str()),
        (200, r#"{"status":"ok","result":{"name":"Orc","hp":6}}"#)
    );
    let (status, reply) = http(&addr, "POST", "/call/dice/roll", r#"[3]"#);
    assert_eq!(
        (status, reply.as_str()),
        (200, r#"{"status":"ok","result":[6,6,6]}"#)
    );
    let (_, discover) = http(&addr, "GET", "/discover", "");
    assert!(
        discover.contains("sigs") && discover.contains("dice"),
        "{discover}"
    );
}

/// The official SDK drives `nexus mcp FILE` for a .py and an .R file, and
/// our inputSchema is compared with the SDK's own server's.
#[test]
fn the_official_sdk_serves_bare_files_and_agrees_with_its_own_server() {
    if std::env::var("NEXUS_SKIP_SDK_TESTS").as_deref() == Ok("1") {
        eprintln!("skipped: NEXUS_SKIP_SDK_TESTS=1");
        return;
    }
    let python = common::sdk_python("import mcp, mcp.client.stdio, anyio")
        .unwrap_or_else(|why| panic!("{why}"));
    let cache = TempDir::new("src-sdk");
    for script in ["test_source_sdk.py", "test_source_fastmcp.py"] {
        let mut cmd = Command::new(&python);
        cmd.arg(common::repo().join("tests/py").join(script))
            .env("NEXUS_BIN", common::nexus_bin())
            .env("XDG_CACHE_HOME", &cache.path)
            .current_dir(common::repo());
        let out = spawn_cmd(&mut cmd).finish(Duration::from_secs(120));
        assert_eq!(
            out.code,
            Some(0),
            "{script}:\n{}\n{}",
            out.stdout,
            out.stderr
        );
        eprintln!("{script}: {}", out.stdout.trim_end());
    }
}

/// `eval --module FILE` and a launcher of a bare file, for the example the
/// README's quick start shows.
#[test]
fn eval_and_launchers_take_a_bare_file() {
    let dir = TempDir::new("src-eval");
    let example = common::repo()
        .join("examples/bare/textkit.py")
        .display()
        .to_string();
    let out = nx(
        &dir.path,
        &dir.path,
        &[
            "eval",
            r#"textkit.slug "Hello, World""#,
            "--module",
            &example,
        ],
    );
    assert_eq!(out.ok(), r#""hello-world""#);
    let launcher = dir.join("tk").display().to_string();
    nx(
        &dir.path,
        &dir.path,
        &["launcher", &example, "-o", &launcher],
    )
    .ok();
    let mut cmd = Command::new(&launcher);
    cmd.args(["count", "a b\nc"])
        .env("XDG_CACHE_HOME", &dir.path);
    let out = spawn_cmd(&mut cmd).finish(TIMEOUT);
    assert_eq!(out.ok(), r#"{"words":3,"lines":2,"chars":5}"#);
    let r = common::repo()
        .join("examples/bare/dice.R")
        .display()
        .to_string();
    let out = nx(
        &dir.path,
        &dir.path,
        &[
            "run",
            &r,
            "describe",
            r#"{"name":"Orc","hp":7}"#,
            "--level",
            "2",
        ],
    );
    assert_eq!(out.ok(), r#""Orc (level 2, 14 hp)""#);
}
