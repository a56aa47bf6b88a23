//! The `json_scan` and `json_read` targets: JSON text read two ways. Owns
//! the agreement rules between the byte-level schema check
//! (`nexus_core::json_scan`) and the tree path (`json::parse`, then
//! `Schema::validate`), between a `/call` body's items taken as their text
//! (`nexus::arguments::from_array_text`) and the whole body read, and
//! between our JSON reader and miniserde's: each pair must give one answer,
//! because requests take whichever road is cheaper.

use crate::oracle::parse_member_miniserde;
use nexus::arguments::{FromText, from_array_owned, from_array_text};
use nexus_core::json::{self, Value};
use nexus_core::json_scan;
use nexus_core::manifest::{self, Command};
use nexus_core::schema::Schema;

/// `json_scan` target: a schema on the first line, a JSON text after it.
/// [`json_scan::conforms`] is compared with the tree-building path
/// ([`json::parse`], then [`Schema::validate`]) on every input; and
/// [`from_array_text`] (items passed as their text) with
/// reading the whole body, for a command whose first argument has that
/// schema, on the text as a body and inside one (`[text, 5]`).
pub fn check_json_scan(data: &[u8]) {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    let (schema_text, text) = input.split_once('\n').unwrap_or((input, ""));
    let Ok(schema) = Schema::parse(schema_text) else {
        return;
    };
    check_conforms(&schema, text);
    let manifest = format!(
        r#"{{"name":"f","pools":[{{"lang":"py","source":"f.py"}}],"commands":[{{"name":"f",
          "args":[{{"kind":"pos","schema":{}}},{{"kind":"opt","schema":"i1","long":"n","default":"1"}},
             {{"kind":"grp","schema":"m24names2hpj","entries":[{{"key":"hp","arg":{{"kind":"opt","schema":"j","long":"hp","default":"7"}}}}]}}],
          "return":{{"schema":"j"}}}}]}}"#,
        json::quote(schema_text)
    );
    let path = std::path::Path::new("/f/manifest.json");
    if let Ok(m) = manifest::parse(&manifest, "f.json", path)
        && let Some(cmd) = m.commands.first()
    {
        check_text_args(cmd, text);
        check_text_args(cmd, &format!("[{text}, 5]"));
    }
}

/// [`from_array_text`], passing items of any length as
/// their text, against the whole body read and
/// [`from_array_owned`]: the same arguments (a text one
/// read back), or both refused.
fn check_text_args(cmd: &Command, body: &str) {
    let FromText::Args(got) = from_array_text(cmd, body.to_string(), 0) else {
        return;
    };
    let whole = match json::parse(body) {
        Ok(Value::Array(items)) => from_array_owned(cmd, items.to_vec()).ok(),
        _ => None,
    };
    match (got, whole) {
        (Ok(args), Some(values)) => {
            let args =
                nexus::pool::values(args.into_boxed_slice()).expect("a text argument reads back");
            let print = |v: &[Value]| v.iter().map(json::to_string).collect::<Vec<_>>();
            assert_eq!(print(&args), print(&values), "{body:.200}");
        }
        (Err(_), None) => {}
        (got, whole) => panic!(
            "from_array_text {} what the whole body's reading {}: {body:.200}",
            if got.is_ok() { "accepts" } else { "refuses" },
            if whole.is_some() {
                "accepts"
            } else {
                "refuses"
            },
        ),
    }
}

/// [`json_scan::conforms`] against the tree path on one text.
fn check_conforms(schema: &Schema, text: &str) {
    let schema = schema.clone();
    let tree = json::parse(text).ok();
    let tree_ok = tree.as_ref().is_some_and(|v| schema.validate(v).is_ok());
    if json_scan::conforms(&schema, text) {
        assert!(
            tree_ok,
            "json_scan vouched for a text the tree path refuses: {:.200}",
            text
        );
    }
    // The converse, on the compact text of what the tree path accepted
    // (records in their declared order): nothing in it is left undecided,
    // except under a table or stream, which the byte pass never vouches
    // for (a table's rows come from morloc's layout, never a pool's text).
    if let (true, Some(value), false) = (tree_ok, &tree, has_table_or_stream(&schema)) {
        let compact = schema.to_json_text(value);
        assert!(
            json_scan::conforms(&schema, &compact),
            "json_scan refused the compact text of an accepted value: {:.200}",
            compact
        );
    }
}

/// Whether a table or a stream lies anywhere in `schema`.
fn has_table_or_stream(schema: &Schema) -> bool {
    match schema {
        Schema::Table(_) | Schema::Stream(_) => true,
        Schema::Hint(_, t) | Schema::Optional(t) | Schema::List(t) => has_table_or_stream(t),
        Schema::Tuple(ts) => ts.iter().any(has_table_or_stream),
        Schema::Record(fields) => fields.iter().any(|(_, t)| has_table_or_stream(t)),
        _ => false,
    }
}

/// `json_read` target: any text, read by [`json::parse_member`] (ours) and
/// by [`parse_member_miniserde`] (the oracle). Past the nesting ceiling
/// only ours runs (every walk after a parse is bounded by it; ours must
/// merely not fall over). And [`json::parse_owned`], taking a plain string
/// of as few as 0 to 7 bytes into the text's buffer
/// ([`json::parse_owned_taking`]), must make what [`json::parse`] makes.
pub fn check_json_read(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let min = usize::from(data.first().copied().unwrap_or(0) % 8);
    let owned = json::parse_owned_taking(text.to_string(), min);
    let copied = json::parse(text);
    assert!(
        owned.as_ref().map(json::to_string) == copied.as_ref().map(json::to_string),
        "taking a string of {min}+ bytes changed the reading of {text:.200}"
    );
    let ours = json::parse_member(text);
    if json::too_deep(data, json::MAX_DEPTH_CEILING).is_some() {
        return;
    }
    let theirs = parse_member_miniserde(text);
    match (&ours, &theirs) {
        (Ok(a), Ok(b)) => {
            let (a, b) = (json::to_string(a), json::to_string(b));
            assert!(
                a == b,
                "the readers disagree on {text:.200}: ours {a:.200}, miniserde's {b:.200}"
            );
        }
        (Err(_), Err(_)) => {}
        _ => panic!(
            "the readers disagree on {text:.200}: ours {}, miniserde's {}",
            if ours.is_ok() { "accepts" } else { "refuses" },
            if theirs.is_ok() { "accepts" } else { "refuses" }
        ),
    }
}
