use super::*;

fn n(s: &str) -> Ty {
    Ty::Name(s.into())
}
fn sub(base: &str, args: Vec<Ty>) -> Ty {
    Ty::Sub(base.into(), args.into_iter().map(Some).collect())
}
fn or(items: Vec<Ty>) -> Ty {
    Ty::Or(items.into_iter().map(Some).collect())
}

fn point(dataclass: bool) -> Record {
    Record {
        name: "Point".into(),
        line: 3,
        dataclass,
        total: true,
        fields: vec![
            ("x".into(), 4, Some(n("float")), "float".into()),
            ("y".into(), 5, Some(n("float")), "float".into()),
        ],
    }
}

#[test]
fn type_hints_map_to_schemas() {
    let records = [point(true)];
    let table = [
        (n("int"), "j", "Int"),
        (n("float"), "f8", "Real"),
        (n("str"), "s", "Str"),
        (n("bool"), "b", "Bool"),
        (Ty::None, "z", "Unit"),
        (sub("list", vec![n("int")]), "aj", "[Int]"),
        (sub("List", vec![n("str")]), "as", "[Str]"),
        (
            sub("list", vec![sub("list", vec![n("float")])]),
            "aaf8",
            "[[Real]]",
        ),
        (sub("tuple", vec![n("int"), n("str")]), "t2js", "(Int, Str)"),
        (sub("Optional", vec![n("int")]), "?j", "?Int"),
        (or(vec![n("str"), Ty::None]), "?s", "?Str"),
        (or(vec![Ty::None, n("bool")]), "?b", "?Bool"),
        (sub("Union", vec![n("int"), n("None")]), "?j", "?Int"),
        (n("Point"), "m21xf81yf8", "Point"),
        (sub("list", vec![n("Point")]), "am21xf81yf8", "[Point]"),
        (
            sub("Optional", vec![sub("tuple", vec![n("int"), n("int")])]),
            "?t2jj",
            "?(Int, Int)",
        ),
    ];
    for (ty, schema, name) in table {
        let m = map_type(&ty, &records).unwrap_or_else(|e| panic!("{ty:?}: {e:?}"));
        assert_eq!(
            (m.schema.to_string().as_str(), m.type_name.as_str()),
            (schema, name)
        );
    }
}

#[test]
fn unsupported_types_are_refused_with_what_was_found() {
    let table = [
        (sub("dict", vec![n("str"), n("int")]), "dict[str, int]"),
        (n("Any"), "Any"),
        (
            Ty::Other("Callable[[int], int]".into()),
            "Callable[[int], int]",
        ),
        (
            or(vec![n("int"), n("str")]),
            "the union int | str (only T | None is supported)",
        ),
        (n("list"), "list without its element types"),
        (n("bytes"), "bytes"),
    ];
    for (ty, found) in table {
        assert_eq!(
            map_type(&ty, &[]).map_err(|e| e.found),
            Err(found.to_string())
        );
    }
}

#[test]
fn dataclasses_carry_a_conversion_and_typeddicts_do_not() {
    let dc = map_type(&sub("list", vec![n("Point")]), &[point(true)]).unwrap();
    assert_eq!(
        dc.convert.as_deref(),
        Some(r#"{"list":{"class":"Point","fields":{}}}"#)
    );
    let td = map_type(&n("Point"), &[point(false)]).unwrap();
    assert_eq!(td.convert, None);
}

#[test]
fn records_inside_records_and_their_refusals() {
    let mut bad = point(false);
    bad.fields
        .push(("z".into(), 9, Some(n("Any")), "Any".into()));
    let e = map_type(&n("Point"), &[bad]).unwrap_err();
    assert_eq!(e.found, "Any in field 'z' of record Point");
    assert_eq!(e.line, Some(9));
    let mut looped = point(false);
    looped
        .fields
        .push(("next".into(), 7, Some(n("Point")), "Point".into()));
    let e = map_type(&n("Point"), &[looped]).unwrap_err();
    assert!(e.found.starts_with("the recursive record Point"), "{e:?}");
    let mut partial = point(false);
    partial.total = false;
    assert!(map_type(&n("Point"), &[partial]).is_err());
}

fn desc(text: &str) -> Value {
    crate::json::parse(text).unwrap()
}

#[test]
fn parameters_become_argument_kinds() {
    let d = desc(
        r#"{"doc":"Mod.","all":null,"records":[],"functions":[{"name":"f","line":2,"async":false,
        "doc":"Do f.\n\nArgs:\n    a: the a\n    flag: a flag","returns":{"name":"int","src":"int"},
        "params":[
          {"name":"a","line":2,"kind":"pos","type":{"name":"int","src":"int"},"default":null},
          {"name":"b","line":2,"kind":"pos","type":{"name":"str","src":"str"},"default":{"json":"x"}},
          {"name":"flag","line":2,"kind":"pos","type":{"name":"bool","src":"bool"},"default":{"json":true}},
          {"name":"k","line":2,"kind":"kwonly","type":{"name":"float","src":"float"},"default":null},
          {"name":"m","line":2,"kind":"kwonly","type":{"name":"int","src":"int"},"default":{"json":3}}
        ]}]}"#,
    );
    let (cmds, module_doc) = commands(&d).unwrap();
    assert_eq!(module_doc, ["Mod."]);
    let c = &cmds[0];
    assert_eq!(c.desc, ["Do f."]);
    let kinds: Vec<&Kind> = c.args.iter().map(|a| &a.kind).collect();
    // Issue 40 item 22: a positional keeps its parameter's name.
    assert!(matches!(kinds[0], Kind::Pos { name: Some(a) } if a == "a"));
    assert!(matches!(kinds[1], Kind::Opt { default: Value::String(s) } if s == "x"));
    assert!(matches!(kinds[2], Kind::Flag { default: true }));
    assert!(matches!(kinds[3], Kind::Pos { name: Some(k) } if k == "k"));
    assert!(matches!(kinds[4], Kind::Opt { .. }));
    assert_eq!(c.args[0].desc, ["the a"]);
    assert_eq!(
        c.pool_hook.as_ref().map(|h| h.1.as_str()),
        Some(r#"{"kw":[null,null,null,"k","m"]}"#)
    );
}

#[test]
fn public_functions_and_all() {
    let f = |name: &str| {
        format!(
            r#"{{"name":"{name}","line":1,"async":false,"doc":null,"params":[],"returns":{{"none":true,"src":"None"}}}}"#
        )
    };
    let names =
        |d: &Value| -> Vec<String> { commands(d).unwrap().0.into_iter().map(|c| c.name).collect() };
    let fs = [f("a"), f("_b"), f("c")].join(",");
    let d = desc(&format!(
        r#"{{"all":null,"records":[],"functions":[{fs}]}}"#
    ));
    assert_eq!(names(&d), ["a", "c"]);
    let d = desc(&format!(
        r#"{{"all":{{"line":1,"names":["c","_b","zz"]}},"records":[],"functions":[{fs}]}}"#
    ));
    assert_eq!(names(&d), ["_b", "c"]);
    let d = desc(&format!(
        r#"{{"all":null,"records":[],"functions":[{},{}]}}"#,
        f("a"),
        f("a")
    ));
    let r = commands(&d).unwrap_err();
    assert!(r[0].found.starts_with("a second definition"), "{r:?}");
}
