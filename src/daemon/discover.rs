//! The documents the daemon serves, built from the manifest alone (pure):
//! `/discover` (every command with its argument shapes, defaults and
//! docstrings, in morloc's field order first) and `/health`'s list of
//! pools.

use crate::arguments;
use crate::instances;
use crate::json;
use crate::manifest::{ArgKind, Manifest};
use crate::mcp;

/// The `/discover` document: every command with its argument shapes,
/// defaults and docstrings. Never holds the token.
pub fn discover_json(manifest: &Manifest, extra: &[(&str, String)]) -> String {
    let mut commands = Vec::new();
    for cmd in manifest.commands.iter().filter(|c| !c.internal) {
        let props = arguments::properties(cmd);
        let mut args = Vec::new();
        for (i, arg) in cmd.args.iter().enumerate() {
            let kind = match arg.kind {
                ArgKind::Pos { .. } => "pos",
                ArgKind::Opt { .. } => "opt",
                ArgKind::Flag { .. } => "flag",
                ArgKind::Grp { .. } => "grp",
            };
            let names = props
                .iter()
                .filter(|p| matches!(&p.target, arguments::Target::Arg(j) | arguments::Target::Field(j, _) if *j == i))
                .map(|p| json::quote(&p.name));
            let schema = arg.schema();
            // morloc's fields first, with its meanings (`default` is the
            // CLI string); ours after them.
            let mut a = json::Obj::new().str("kind", kind);
            let (metavar, type_name, short, long) = arg_names(&arg.kind);
            if let Some(m) = metavar {
                a = a.str("metavar", m);
            }
            a = a
                .str("type", type_name.unwrap_or(&schema.type_name()))
                .str("schema", &schema.to_string());
            if let Some(d) = cli_default(&arg.kind) {
                a = a.str("default", &d);
            }
            if let Some(l) = long {
                a = a.str("long", l);
            }
            if let Some(c) = short {
                a = a.str("short", &c.to_string());
            }
            if !arg.summary().is_empty() {
                a = a.str("desc", &arg.summary());
            }
            a = a
                .raw("position", &i.to_string())
                .raw("properties", &json::array_of_raw(names));
            a = match arguments::default_of(cmd, i) {
                Some(d) => a.value("value_default", &d).raw("required", "false"),
                None => a.raw("required", "true"),
            };
            args.push(a.finish());
        }
        let kind = match cmd.kind {
            crate::manifest::CommandType::Pure => "pure",
            _ => "remote",
        };
        let mut c = json::Obj::new()
            .str("name", &cmd.name)
            .str("type", kind)
            .raw("return", &{
                let mut r = json::Obj::new()
                    .str(
                        "type",
                        cmd.ret
                            .type_name
                            .as_deref()
                            .unwrap_or(&cmd.ret.schema.type_name()),
                    )
                    .str("schema", &cmd.ret.schema.to_string());
                if let Some(mime) = &cmd.ret.mime {
                    r = r.str("mime", mime);
                }
                r.finish()
            })
            .raw("args", &json::array_of_raw(args));
        if !cmd.summary().is_empty() {
            c = c.str("desc", cmd.summary());
        }
        if let Some(g) = &cmd.group {
            c = c.str("group", g);
        }
        c = c
            .str("summary", cmd.summary())
            .raw(
                "description",
                &json::array_of_raw(cmd.desc.iter().map(|d| json::quote(d))),
            )
            .raw("inputSchema", &arguments::input_schema(cmd));
        if !cmd.terminals.is_empty() {
            let renders = cmd.terminals.iter().map(|t| {
                let mut r = json::Obj::new()
                    .str("flag", &t.long)
                    .raw("default", &t.default.to_string());
                let mime = t
                    .entry
                    .as_deref()
                    .and_then(|e| manifest.commands.iter().find(|c| c.name == e))
                    .and_then(|e| e.ret.mime.as_deref());
                if let Some(m) = mime {
                    r = r.str("mime", m);
                }
                r.finish()
            });
            c = c.raw("renders", &json::array_of_raw(renders));
            let names = arguments::rendering_names(cmd).into_iter().map(json::quote);
            c = c.raw("renderings", &json::array_of_raw(names));
            if let Some(t) = cmd.terminals.iter().find(|t| t.default) {
                c = c.str("default_rendering", &t.long);
            }
        }
        c = match arguments::exclusion(cmd) {
            Some(why) => c.str("excluded", &why),
            None => c.str("call", &format!("/call/{}", cmd.name)),
        };
        commands.push(c.finish());
    }
    // morloc's `/discover` gives the compiler version right after the name
    // when the manifest carries one (its `manifest_ffi.rs`).
    let mut doc = json::Obj::new().str("name", &manifest.name);
    if let Some(v) = &manifest.morloc_version {
        doc = doc.str("morloc_version", v);
    }
    doc = doc.raw("commands", &json::array_of_raw(commands));
    if !manifest.groups.is_empty() {
        let groups = manifest.groups.iter().map(|g| {
            let mut o = json::Obj::new().str("name", &g.name);
            if let Some(d) = g.desc.first().filter(|d| !d.is_empty()) {
                o = o.str("desc", d);
            }
            o.finish()
        });
        doc = doc.raw("groups", &json::array_of_raw(groups));
    }
    doc = doc
        .str("version", manifest.version_or_default())
        .raw(
            "description",
            &json::array_of_raw(manifest.desc.iter().map(|d| json::quote(d))),
        )
        .str("mcp", "/mcp")
        .raw("protocolVersions", &mcp::served_versions_json());
    let releases: Vec<String> = instances::release_names(manifest)
        .into_iter()
        .map(|(pool, name)| {
            json::Obj::new()
                .str("name", &name)
                .raw("pool", &pool.to_string())
                .str("call", &format!("/call/{name}"))
                .str("body", "{\"instance\": KEY}")
                .finish()
        })
        .collect();
    if !releases.is_empty() {
        doc = doc.raw("releases", &json::array_of_raw(releases));
    }
    for (k, v) in extra {
        doc = doc.raw(k, v);
    }
    doc.finish()
}

/// An argument's metavar, manifest type name, short and long option names.
fn arg_names(kind: &ArgKind) -> (Option<&str>, Option<&str>, Option<char>, Option<&str>) {
    match kind {
        ArgKind::Pos {
            metavar, type_name, ..
        } => (metavar.as_deref(), type_name.as_deref(), None, None),
        ArgKind::Opt {
            metavar,
            short,
            long,
            ..
        } => (metavar.as_deref(), None, *short, long.as_deref()),
        ArgKind::Flag { short, long, .. } => (None, Some("Bool"), *short, long.as_deref()),
        ArgKind::Grp {
            metavar,
            type_name,
            group_opt,
            ..
        } => {
            let short = group_opt.as_ref().and_then(|(s, _)| *s);
            let long = group_opt.as_ref().and_then(|(_, l)| l.as_deref());
            (metavar.as_deref(), type_name.as_deref(), short, long)
        }
    }
}

/// An option's or flag's default as the manifest's CLI string (`"1"`,
/// `"false"`, `"\"none\""`), as morloc's `/discover` gives it.
fn cli_default(kind: &ArgKind) -> Option<String> {
    match kind {
        ArgKind::Opt {
            default: Some(d), ..
        } => Some(json::to_string(d)),
        ArgKind::Flag { default, .. } => Some(default.to_string()),
        _ => None,
    }
}

/// `/health`: `{"status":"ok","result":[…]}` with one boolean per pool,
/// as morloc's daemon answers: whether the pool is up (started and not
/// found dead). Our pools start on first use, so a pool not yet needed
/// reads `false` until a call starts it.
pub fn health_json(pools_up: &[bool]) -> String {
    let up = pools_up.iter().map(|b| b.to_string());
    format!(
        "{{\"status\":\"ok\",\"result\":{}}}",
        json::array_of_raw(up)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json::Value;
    use std::path::Path;

    fn manifest(text: &str) -> Manifest {
        crate::manifest::parse(text, "manifest.json", Path::new("/m/manifest.json")).unwrap()
    }

    /// Every argument kind, a group, a rendering with a media type, an
    /// internal command, a keyed pool and a command not served over HTTP.
    fn dice() -> Manifest {
        manifest(
            r#"{"name":"dice","version":"2.0.0","desc":["Roll dice."],"build":{"morloc_version":"0.98.2"},
              "groups":[{"name":"rolls","desc":["Rolling."]},{"name":"quiet"}],
              "pools":[{"lang":"py","source":"d.py"},{"lang":"r","source":"d.R","instances":"keyed"}],
              "commands":[
               {"name":"roll","group":"rolls","desc":["Roll some dice.","Fairly."],"args":[
                  {"kind":"pos","schema":"j","type":"Int","metavar":"N","desc":["how many"]},
                  {"kind":"opt","schema":"j","short":"s","long":"sides","default":"6"},
                  {"kind":"flag","long":"loud","default":"false"},
                  {"kind":"grp","schema":"m24names2hpj","type":"Monster","group_opt":{"short":"m","long":"monster"},
                   "entries":[{"key":"name","arg":{"kind":"opt","schema":"s","long":"name","default":"\"orc\""}},
                              {"key":"hp","arg":{"kind":"opt","schema":"j","long":"hp","default":"7"}}]}],
                "return":{"schema":"aj","type":"[Int]"},
                "terminals":[{"long":"text","entry":"roll_text","default":true}]},
               {"name":"roll_text","internal":true,"args":[
                  {"kind":"pos","schema":"j"},{"kind":"opt","schema":"j","long":"sides","default":"6"},
                  {"kind":"flag","long":"loud","default":"false"},
                  {"kind":"grp","schema":"m24names2hpj","entries":[
                     {"key":"name","arg":{"kind":"opt","schema":"s","long":"name"}},
                     {"key":"hp","arg":{"kind":"opt","schema":"j","long":"hp"}}]}],
                "return":{"schema":"s","mime":"text/plain"}},
               {"name":"slurp","pool":1,"args":[{"kind":"pos","schema":"s","stdin":true}],"return":{"schema":"j"}}]}"#,
        )
    }

    fn args_of(doc: &Value, command: usize) -> Vec<String> {
        let Some(Value::Array(commands)) = json::get(doc, "commands") else {
            panic!("no commands");
        };
        let Some(Value::Array(args)) = json::get(&commands[command], "args") else {
            panic!("no args");
        };
        args.iter().map(json::to_string).collect()
    }

    #[test]
    fn the_document_starts_as_morlocs_does() {
        let doc = discover_json(&dice(), &[]);
        // The name, then the compiler's version, then the commands; each
        // command's and argument's morloc fields first, in morloc's order.
        assert!(
            doc.starts_with(concat!(
                r#"{"name":"dice","morloc_version":"0.98.2","commands":[{"name":"roll","type":"remote","#,
                r#""return":{"type":"[Int]","schema":"aj"},"args":[{"kind":"pos","metavar":"N","type":"Int","#,
                r#""schema":"j","desc":"how many","position":0,"properties":["_1"],"required":true},"#,
                r#"{"kind":"opt","type":"Int","schema":"j","default":"6","long":"sides","short":"s","position":1,"#,
                r#""properties":["sides"],"value_default":6,"required":false},"#
            )),
            "{doc}"
        );
        assert!(
            doc.ends_with(&format!(
                concat!(
                    r#""groups":[{{"name":"rolls","desc":"Rolling."}},{{"name":"quiet"}}],"version":"2.0.0","#,
                    r#""description":["Roll dice."],"mcp":"/mcp","protocolVersions":{},"#,
                    r#""releases":[{{"name":"r__release","pool":1,"call":"/call/r__release","body":"{{\"instance\": KEY}}"}}]}}"#
                ),
                mcp::served_versions_json()
            )),
            "{doc}"
        );
    }

    #[test]
    fn each_argument_kind_gives_its_names_and_defaults() {
        let doc = json::parse(&discover_json(&dice(), &[])).unwrap();
        // Objects read back sort their keys.
        assert_eq!(
            args_of(&doc, 0)[2..],
            [
                r#"{"default":"false","kind":"flag","long":"loud","position":2,"properties":["loud"],"required":false,"schema":"b","type":"Bool","value_default":false}"#,
                r#"{"kind":"grp","long":"monster","position":3,"properties":["monster"],"required":false,"schema":"m24names2hpj","short":"m","type":"Monster","value_default":{"hp":7,"name":"orc"}}"#,
            ]
        );
    }

    #[test]
    fn commands_say_their_renderings_and_whether_http_serves_them() {
        let doc = json::parse(&discover_json(&dice(), &[])).unwrap();
        let Some(Value::Array(commands)) = json::get(&doc, "commands") else {
            panic!("no commands");
        };
        // The internal command is left out.
        let names: Vec<&str> = commands
            .iter()
            .filter_map(|c| json::get_str(c, "name"))
            .collect();
        assert_eq!(names, ["roll", "slurp"]);
        let roll = &commands[0];
        let field = |c: &Value, k: &str| json::get(c, k).map(json::to_string);
        assert_eq!(
            field(roll, "renders").as_deref(),
            Some(r#"[{"default":true,"flag":"text","mime":"text/plain"}]"#)
        );
        assert_eq!(
            field(roll, "renderings").as_deref(),
            Some(r#"["raw","text"]"#)
        );
        assert_eq!(json::get_str(roll, "default_rendering"), Some("text"));
        assert_eq!(json::get_str(roll, "call"), Some("/call/roll"));
        assert_eq!(json::get_str(roll, "group"), Some("rolls"));
        assert_eq!(json::get_str(roll, "desc"), Some("Roll some dice."));
        assert_eq!(
            field(roll, "description").as_deref(),
            Some(r#"["Roll some dice.","Fairly."]"#)
        );
        let slurp = &commands[1];
        assert_eq!(json::get(slurp, "call").map(json::to_string), None);
        assert_eq!(
            json::get_str(slurp, "excluded"),
            Some("argument 1 reads @stdin, which is the JSON-RPC input stream")
        );
        // No group, no renderings: those fields are absent.
        for absent in [
            "group",
            "renders",
            "renderings",
            "default_rendering",
            "desc",
        ] {
            assert!(json::get(slurp, absent).is_none(), "{absent}");
        }
    }

    #[test]
    fn a_plain_manifest_has_no_optional_members_and_extra_ones_come_last() {
        let m = manifest(
            r#"{"name":"p","pools":[{"lang":"py","source":"p.py"}],"commands":[{"name":"f","return":{"schema":"s"}}]}"#,
        );
        let doc = discover_json(&m, &[("extra", "[1]".into())]);
        assert_eq!(
            doc,
            format!(
                concat!(
                    r#"{{"name":"p","commands":[{{"name":"f","type":"remote","return":{{"type":"Str","schema":"s"}},"#,
                    r#""args":[],"summary":"","description":[],"inputSchema":{},"call":"/call/f"}}],"#,
                    r#""version":"0.1.0","description":[],"mcp":"/mcp","protocolVersions":{},"extra":[1]}}"#
                ),
                arguments::input_schema(&m.commands[0]),
                mcp::served_versions_json()
            )
        );
    }

    #[test]
    fn health_has_one_boolean_per_pool() {
        assert_eq!(health_json(&[]), r#"{"status":"ok","result":[]}"#);
        assert_eq!(
            health_json(&[true, false]),
            r#"{"status":"ok","result":[true,false]}"#
        );
    }
}
