//! The front end's `/discover` document, built at startup from the views
//! and the manifests (pure), and the live instances it reads from each
//! module's daemon's own document on each request.

use super::EvalState;
use crate::arguments;
use crate::json::{self, Value};
use crate::manage::Views;
use crate::manifest::Manifest;
use crate::mcp;
use std::sync::Arc;

/// The document: each module on a view with its version, views and
/// commands (those served, with their input schemas), the MCP endpoint
/// and versions, how many tools `tools/list` gives (`tool_count`), and
/// eval's state with the modules it may import.
pub fn discover_json(
    views: &Views,
    modules: &[(String, Arc<Manifest>)],
    tool_count: usize,
    eval: &EvalState,
) -> String {
    let mut list = Vec::new();
    for (name, m) in modules {
        let (mcp_on, api_on) = (views.mcp.contains(name), views.api.contains(name));
        if !mcp_on && !api_on {
            continue;
        }
        let commands = m
            .commands
            .iter()
            .filter(|c| !c.internal && arguments::exclusion(c).is_none())
            .map(|c| {
                json::Obj::new()
                    .str("name", &c.name)
                    .str("summary", c.summary())
                    .raw("inputSchema", &arguments::input_schema(c))
                    .finish()
            });
        list.push(
            json::Obj::new()
                .str("name", name)
                .str("version", m.version_or_default())
                .raw("mcp", if mcp_on { "true" } else { "false" })
                .raw("api", if api_on { "true" } else { "false" })
                .raw("commands", &json::array_of_raw(commands))
                .finish(),
        );
    }
    let eval_modules = match eval {
        EvalState::Enabled(a) => a.clone(),
        _ => views.eval.clone().unwrap_or_default(),
    };
    json::Obj::new()
        .raw("modules", &json::array_of_raw(list))
        .str("mcp", "/mcp")
        .raw("protocolVersions", &mcp::served_versions_json())
        .raw("tools", &tool_count.to_string())
        .raw(
            "eval",
            &json::Obj::new()
                .str("state", eval.name())
                .raw(
                    "modules",
                    &json::array_of_raw(eval_modules.iter().map(|m| json::quote(m))),
                )
                .finish(),
        )
        .finish()
}

/// The live instances in a module's daemon's `/discover` reply (its
/// `result.instances`), or `None` when the reply is not such a document.
pub fn instances_of(body: &[u8]) -> Option<Value> {
    // Our own daemon's document: a schema nested to its limit (64) writes
    // JSON Schema about twice as deep, past the request limit, so read it
    // at the ceiling.
    let doc = json::parse_limited(&String::from_utf8_lossy(body), json::MAX_DEPTH_CEILING).ok()?;
    // The daemon answers in morloc's envelope (issue 10).
    json::get(&doc, "result")
        .and_then(|r| json::get(r, "instances"))
        .cloned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    fn manifest(text: &str) -> Arc<Manifest> {
        Arc::new(
            crate::manifest::parse(text, "manifest.json", Path::new("/m/manifest.json")).unwrap(),
        )
    }

    /// alpha on both views, beta on MCP only, gamma on none.
    fn modules() -> (Views, Vec<(String, Arc<Manifest>)>) {
        let alpha = manifest(
            r#"{"name":"alpha","version":"1.2.3","pools":[{"lang":"py","source":"a.py"}],"commands":[
              {"name":"add","desc":["Add two numbers.","More."],"args":[
                 {"kind":"pos","schema":"j","name":"x"},
                 {"kind":"opt","schema":"j","long":"by","default":"2"}],"return":{"schema":"j"}},
              {"name":"helper","internal":true,"return":{"schema":"j"}},
              {"name":"slurp","args":[{"kind":"pos","schema":"s","stdin":true}],"return":{"schema":"j"}}]}"#,
        );
        let beta = manifest(
            r#"{"name":"beta","pools":[{"lang":"py","source":"b.py"}],"commands":[
              {"name":"hi","return":{"schema":"s"}}]}"#,
        );
        let gamma = manifest(
            r#"{"name":"gamma","pools":[{"lang":"py","source":"g.py"}],"commands":[
              {"name":"no","return":{"schema":"s"}}]}"#,
        );
        let views = Views {
            mcp: vec!["alpha".into(), "beta".into()],
            api: vec!["alpha".into()],
            eval: None,
        };
        let modules = vec![
            ("alpha".to_string(), alpha),
            ("beta".to_string(), beta),
            ("gamma".to_string(), gamma),
        ];
        (views, modules)
    }

    #[test]
    fn the_document_lists_the_modules_on_a_view_with_their_served_commands() {
        let (views, modules) = modules();
        let doc = discover_json(&views, &modules, 4, &EvalState::Off);
        assert!(
            doc.starts_with(
                r#"{"modules":[{"name":"alpha","version":"1.2.3","mcp":true,"api":true,"commands":[{"name":"add","summary":"Add two numbers.","inputSchema":{"#
            ),
            "{doc}"
        );
        let v = json::parse(&doc).unwrap();
        let Some(Value::Array(list)) = json::get(&v, "modules") else {
            panic!("{doc}");
        };
        let names: Vec<&str> = list
            .iter()
            .filter_map(|m| json::get_str(m, "name"))
            .collect();
        assert_eq!(names, ["alpha", "beta"], "gamma is on no view");
        // Internal and unservable commands are left out.
        let Some(Value::Array(commands)) = json::get(&list[0], "commands") else {
            panic!("{doc}");
        };
        assert_eq!(commands.len(), 1, "{doc}");
        assert!(doc.contains(r#"{"name":"beta","version":"0.1.0","mcp":true,"api":false,"commands":[{"name":"hi","summary":"","#), "{doc}");
        assert!(doc.contains(&format!(
            r#"],"mcp":"/mcp","protocolVersions":{},"tools":4,"eval":{{"state":"off","modules":[]}}}}"#,
            mcp::served_versions_json()
        )), "{doc}");
    }

    #[test]
    fn eval_shows_its_state_and_modules() {
        let (mut views, modules) = modules();
        views.eval = Some(vec!["alpha".into()]);
        let eval_of = |state: &EvalState| {
            let doc = discover_json(&views, &modules, 0, state);
            let v = json::parse(&doc).unwrap();
            json::to_string(json::get(&v, "eval").unwrap())
        };
        // Locked, the allow-list still shows what eval would import.
        assert_eq!(
            eval_of(&EvalState::Locked),
            r#"{"modules":["alpha"],"state":"locked"}"#
        );
        assert_eq!(
            eval_of(&EvalState::Enabled(vec!["alpha".into(), "beta".into()])),
            r#"{"modules":["alpha","beta"],"state":"enabled"}"#
        );
    }

    #[test]
    fn live_instances_are_read_from_a_daemons_document() {
        let body = br#"{"status":"ok","result":{"name":"alpha","instances":[{"pool":0,"kind":"keyed","key":"k"}]}}"#;
        assert_eq!(
            instances_of(body).map(|v| json::to_string(&v)),
            Some(r#"[{"key":"k","kind":"keyed","pool":0}]"#.to_string())
        );
        assert!(instances_of(br#"{"status":"ok","result":{"name":"alpha"}}"#).is_none());
        assert!(instances_of(b"<html>").is_none());
        // Deeper than a request may nest, as a deep schema's JSON Schema is.
        let deep = format!(
            r#"{{"result":{{"schema":{}0{},"instances":[]}}}}"#,
            "[".repeat(200),
            "]".repeat(200)
        );
        assert_eq!(
            instances_of(deep.as_bytes()).map(|v| json::to_string(&v)),
            Some("[]".into())
        );
    }
}
