//! The manifest's tests: what `parse` reads and defaults, the rules
//! `validate` keeps, and errors that name the file and the JSON path.

use super::*;
use crate::json;

fn parse_str(text: &str) -> Result<Manifest, ManifestError> {
    parse(text, "m.json", Path::new("/x/m.json"))
}

const MINIMAL: &str = r#"{"name":"demo","pools":[{"lang":"py","source":"d.py"}],
    "commands":[{"name":"f","pool":0,"args":[{"kind":"pos","schema":"j"}],"return":{"schema":"j"}}]}"#;

#[test]
fn needed_pools_are_kept_checked_and_start_with_the_own_pool() {
    let two = r#"{"name":"m","pools":[{"lang":"py","exec":["a"],"socket":"pipe-py"},
        {"lang":"r","exec":["b"],"socket":"pipe-r"}],
        "commands":[{"name":"f","pool":0,"mid":1,"needed_pools":[1,0,1]},
                    {"name":"g","pool":1,"mid":2},
                    {"name":"h","type":"pure","expr":{"tag":"str","schema":"s","value":"x"},"return":{"schema":"s"},"needed_pools":[]}]}"#;
    let m = parse_str(two).unwrap();
    assert_eq!(m.commands[0].needed_pools, vec![0, 1]);
    assert_eq!(m.commands[1].needed_pools, vec![1]);
    assert!(m.commands[2].needed_pools.is_empty());
    let bad = two.replace("[1,0,1]", "[0,2]");
    let e = parse_str(&bad).unwrap_err().to_string();
    assert!(
        e.contains("commands[0].needed_pools[1]") && e.contains("out of range"),
        "{e}"
    );
}

#[test]
fn a_morloc_instance_is_refused_where_its_state_would_split() {
    let text = r#"{"name":"m","pools":[{"lang":"py","exec":["a"],"socket":"pipe-py","instances":"keyed"},
        {"lang":"r","exec":["b"],"socket":"pipe-r"},
        {"lang":"cpp","exec":["c"],"socket":"pipe-cpp","instances":"private"}],
        "commands":[{"name":"count","pool":0,"mid":1,"needed_pools":[0]},
                    {"name":"g","pool":1,"mid":2},
                    {"name":"viaR","pool":2,"mid":3,"needed_pools":[2,1]}]}"#;
    // The C++ pool's threads share its state: allowed with a foreign call.
    let m = parse_str(text).unwrap();
    assert_eq!(m.commands[0].instances, Instances::Keyed);
    assert_eq!(m.commands[2].instances, Instances::Private);
    let split = text.replace(r#""needed_pools":[0]"#, r#""needed_pools":[0,1]"#);
    let e = parse_str(&split).unwrap_err().to_string();
    assert!(
        e.contains("pools[0].instances")
            && e.contains("\"count\" calls into pool 1")
            && e.contains("Python pool forks another worker"),
        "{e}"
    );
}

/// Issue 31, defect 2: two arguments published under one property name.
#[test]
fn two_arguments_published_as_one_property_are_refused_naming_both() {
    let with = |pool: &str, args: &str, extra: &str| {
        format!(
            r#"{{"name":"m","pools":[{pool}],"commands":[{{"name":"f","pool":0,"args":[{args}]{extra}}}]}}"#
        )
    };
    let py = r#"{"lang":"py","source":"d.py"}"#;
    let cases = [
        // The issue's case: a named positional and an option.
        (
            with(
                py,
                r#"{"kind":"pos","schema":"j","name":"x"},{"kind":"opt","schema":"j","long":"x","default":"0"}"#,
                "",
            ),
            r#"m.json: commands[0].args[1]: the option --x (args[1]) and the positional 1 (args[0]) are both published as the property "x""#,
        ),
        // A flag and a field of an unrolled record.
        (
            with(
                py,
                r#"{"kind":"flag","long":"loud","default":"false"},{"kind":"grp","schema":"m24loudb4sizej","entries":[]}"#,
                "",
            ),
            r#"the field "loud" of the unrolled record (args[1]) and the flag --loud (args[0])"#,
        ),
        // A record passed whole and an option with its name.
        (
            with(
                py,
                r#"{"kind":"grp","schema":"m14sizej","type":"Cfg","group_opt":{"long":"config"},"entries":[]},{"kind":"opt","schema":"j","short":"c","long":"cfg","default":"0"}"#,
                "",
            ),
            r#"the option --cfg (args[1]) and the record argument --config (args[0]) are both published as the property "cfg""#,
        ),
        // A positional named like the default name of a later one.
        (
            with(
                py,
                r#"{"kind":"pos","schema":"j","name":"_2"},{"kind":"pos","schema":"j"}"#,
                "",
            ),
            r#"the positional 2 (args[1]) and the positional 1 (args[0]) are both published as the property "_2""#,
        ),
        // The instance key of a keyed pool.
        (
            with(
                r#"{"lang":"py","exec":["a"],"socket":"s","instances":"keyed"}"#,
                r#"{"kind":"opt","schema":"s","long":"instance","default":"\"a\""}"#,
                "",
            ),
            r#"the instance key of this keyed pool and the option --instance (args[0])"#,
        ),
        // `_render`, when the command has renderings.
        (
            with(
                py,
                r#"{"kind":"pos","schema":"j","name":"_render"}"#,
                r#","terminals":[{"long":"text"}]"#,
            ),
            r#"the choice of rendering (the command has terminals) and the positional 1 (args[0])"#,
        ),
    ];
    for (text, want) in cases {
        let e = error_of(&text);
        assert!(e.contains(want), "{text}\n  got: {e}\n want: {want}");
        assert!(e.contains("rename one of them"), "{e}");
    }
    // Without the clash each is fine: a shared pool has no instance
    // property, a command without terminals no `_render`.
    for ok in [
        with(
            py,
            r#"{"kind":"opt","schema":"s","long":"instance","default":"\"a\""}"#,
            "",
        ),
        with(py, r#"{"kind":"pos","schema":"j","name":"_render"}"#, ""),
        with(
            py,
            r#"{"kind":"pos","schema":"j","name":"x"},{"kind":"opt","schema":"j","long":"y","default":"0"}"#,
            "",
        ),
    ] {
        parse_str(&ok).unwrap_or_else(|e| panic!("{ok}: {e}"));
    }
}

#[test]
fn reads_a_hand_written_manifest_with_defaults() {
    let m = parse_str(MINIMAL).unwrap();
    assert_eq!(m.inline_size, DEFAULT_INLINE_SIZE);
    assert_eq!(m.commands[0].mid, 0);
    assert_eq!(m.commands[0].function, "f");
}

#[test]
fn a_build_of_any_shape_is_never_a_reason_to_refuse() {
    for build in [
        r#""build":{"morloc_version":"0.99.7"}"#,
        r#""build":{"morloc_version":98}"#,
        r#""build":"yesterday""#,
        r#""build":null"#,
        r#""nobuild":1"#,
    ] {
        let text = format!(
            r#"{{"name":"m",{build},"pools":[{{"lang":"py","source":"p.py"}}],
              "commands":[{{"name":"f","args":[],"return":{{"schema":"j"}}}}]}}"#
        );
        let m = parse_str(&text).unwrap_or_else(|e| panic!("{build}: {e}"));
        let want = build.contains("0.99.7").then_some("0.99.7");
        assert_eq!(m.morloc_version.as_deref(), want, "{build}");
    }
}

#[test]
fn accepts_morloc_fields_and_ignores_unknown_keys() {
    let text = r#"{"name":"m","version":1,"build":{"morloc_version":"0.1.0"},"surprise":[1],
      "pools":[{"lang":"py","exec":["python3","pool.py"],"socket":"pipe-py"}],
      "commands":[{"name":"g","type":"remote","mid":3,"pool":0,"needed_pools":[0],
         "arg_schemas":["j"],"return_schema":"j","group":null,"terminals":[],
         "args":[{"kind":"opt","schema":"s","long":"path","default":"\"/tmp\"","metavar":"P"},
                 {"kind":"flag","long":"clean","long_rev":"no-clean","default":"true"}],
         "return":{"schema":"j","type":"Int","desc":["x"]}}]}"#;
    let m = parse_str(text).unwrap();
    assert_eq!(m.morloc_version.as_deref(), Some("0.1.0"));
    let ArgKind::Opt { default, .. } = &m.commands[0].args[0].kind else {
        panic!()
    };
    assert_eq!(
        default.as_ref().map(json::to_string).as_deref(),
        Some("\"/tmp\"")
    );
}

fn error_of(text: &str) -> String {
    parse_str(text).unwrap_err().to_string()
}

#[test]
fn errors_name_the_file_and_the_json_path() {
    let cases = [
        (r#"[]"#, "m.json: expected an object"),
        (
            r#"{"pools":[],"commands":[]}"#,
            "m.json: name: missing required field",
        ),
        (
            r#"{"name":"1x","pools":[],"commands":[]}"#,
            "m.json: name: expected a module name",
        ),
        (r#"{"name":"x","commands":[]}"#, "m.json: pools: missing"),
        (
            r#"{"name":"x","pools":[{}],"commands":[]}"#,
            "m.json: pools[0].lang: missing",
        ),
        (
            r#"{"name":"x","pools":[{"lang":"py"}],"commands":[]}"#,
            "m.json: pools[0]: expected \"source\"",
        ),
        (
            r#"{"name":"x","pools":[{"lang":"py","source":"a","workers":0}],"commands":[]}"#,
            "pools[0].workers",
        ),
        (
            r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f","pool":2}]}"#,
            "commands[0].pool: pool index 2",
        ),
        (
            r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f"},{"name":"f"}]}"#,
            "commands[1]: duplicate command",
        ),
        (
            r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f","args":[{"kind":"pos","schema":"q"}]}]}"#,
            "commands[0].args[0].schema: expected a schema string",
        ),
        (
            r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f","args":[{"kind":"wat"}]}]}"#,
            "commands[0].args[0].kind: expected pos",
        ),
        (
            r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f","args":[{"kind":"opt","long":"n","schema":"j","default":"abc"}]}]}"#,
            "commands[0].args[0].default: default \"abc\"",
        ),
        (
            r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f","args":[{"kind":"opt","long":"_n","schema":"j"}]}]}"#,
            "commands[0].args[0].long",
        ),
        (
            r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f","args":[{"kind":"grp","schema":"j"}]}]}"#,
            "commands[0].args[0].schema: expected a record",
        ),
        (
            r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f","mid":1},{"name":"g","mid":1}]}"#,
            "commands[1]: mid 1",
        ),
        (
            r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f","return":{"schema":5}}]}"#,
            "commands[0].return.schema: expected a string",
        ),
        (
            r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f","return":{"schema":"s","mime":"png"}}]}"#,
            "commands[0].return.mime: expected a media type such as \"image/png\"",
        ),
        (
            r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f","terminals":[{"long":"raw"}]}]}"#,
            "commands[0].terminals[0].long: expected a rendering name",
        ),
        (
            r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f","terminals":[{"long":"a","entry":"g"}]}]}"#,
            "commands[0].terminals[0].entry: names no command of this manifest: \"g\"",
        ),
        (
            r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f","terminals":[{"long":"a","entry":"g"}]},{"name":"g","args":[{"kind":"pos","schema":"j"}]}]}"#,
            "commands[0].terminals[0].entry: \"g\" takes 1 arguments but \"f\" takes 0",
        ),
        (
            r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f","terminals":[{"long":"a","default":true},{"long":"b","default":true}]}]}"#,
            "commands[0].terminals[1]: a second default rendering",
        ),
        (
            r#"{"name":"x","pools":[{"lang":"py","source":"a"}],"commands":[{"name":"f","terminals":[{"long":"a","short":"ab"}]}]}"#,
            "commands[0].terminals[0].short: expected one letter",
        ),
    ];
    for (text, expected) in cases {
        let e = error_of(text);
        assert!(
            e.contains(expected),
            "{text}\n  gave: {e}\n  want: {expected}"
        );
        assert!(!e.contains('\n'));
    }
}
