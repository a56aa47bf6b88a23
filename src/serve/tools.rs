//! The front end's MCP tool table (pure): which tools `tools/list` gives
//! and what a `tools/call` of each runs ([`Target`]). Every command of
//! every module on the MCP view is a tool `<module>__<command>`, as are
//! the release and open tools of its keyed and private pools; `eval` comes
//! last when it is enabled.

use crate::dispatch;
use crate::manage::Views;
use crate::manifest::{Command, Manifest};
use crate::mcp::{self, Tool};
use std::sync::Arc;

/// What one front-end tool runs.
pub enum Target {
    /// A module's command.
    Command(String, Box<Command>),
    /// A module's `<pool>__release` or `<pool>__open` tool, by its name in
    /// the daemon.
    Release(String, String),
    Eval,
}

/// The tools of the modules on the MCP view, in the manifests' order, and
/// `eval_tool` after them when given; `targets[i]` answers `tools[i]`.
/// `notes`: say on stderr which commands are not served as tools.
pub fn tool_table(
    views: &Views,
    manifests: &[(String, Arc<Manifest>)],
    notes: bool,
    eval_tool: Option<Tool>,
) -> (Vec<Tool>, Vec<Target>) {
    let mut tools = Vec::new();
    let mut targets = Vec::new();
    for (name, m) in manifests {
        if views.mcp.contains(name) {
            let (t, cmds) = mcp::program::program_tools(m, Some(name), notes);
            tools.extend(t);
            targets.extend(
                cmds.into_iter()
                    .map(|c| Target::Command(name.clone(), Box::new(c))),
            );
            let (mut t, _) = mcp::program::release_tools(m, Some(name));
            t.extend(mcp::program::open_tools(m, Some(name), dispatch::DEFAULT_INSTANCE_IDLE).0);
            for tool in t {
                let in_daemon = tool.name[name.len() + 2..].to_string();
                targets.push(Target::Release(name.clone(), in_daemon));
                tools.push(tool);
            }
        }
    }
    if let Some(tool) = eval_tool {
        tools.push(tool);
        targets.push(Target::Eval);
    }
    (tools, targets)
}

/// How many tools `tools/list` gives: these, and the `evaluate` dry run
/// (seed 003) unless one of them takes its name; module tools are all
/// `<module>__<command>`, so none does.
pub fn listed(tools: &[Tool]) -> usize {
    tools.len() + usize::from(!tools.iter().any(|t| t.name == mcp::EVALUATE_TOOL))
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

    fn modules() -> Vec<(String, Arc<Manifest>)> {
        let pools = |instances: &str| {
            format!(r#""pools":[{{"lang":"py","source":"p.py","instances":"{instances}"}}]"#)
        };
        let alpha = manifest(&format!(
            r#"{{"name":"alpha",{},"commands":[{{"name":"add","return":{{"schema":"j"}}}},
                {{"name":"helper","internal":true,"return":{{"schema":"j"}}}}]}}"#,
            pools("shared")
        ));
        let kv = manifest(&format!(
            r#"{{"name":"kv",{},"commands":[{{"name":"get","return":{{"schema":"j"}}}}]}}"#,
            pools("keyed")
        ));
        let mine = manifest(&format!(
            r#"{{"name":"mine",{},"commands":[{{"name":"incr","return":{{"schema":"j"}}}}]}}"#,
            pools("private")
        ));
        vec![
            ("alpha".into(), alpha),
            ("kv".into(), kv),
            ("mine".into(), mine),
        ]
    }

    /// Each tool's name and what it runs, in words.
    fn table(views: &Views, eval: Option<Tool>) -> Vec<(String, String)> {
        let (tools, targets) = tool_table(views, &modules(), false, eval);
        assert_eq!(tools.len(), targets.len());
        let runs = targets.iter().map(|t| match t {
            Target::Command(module, cmd) => format!("{module}: {}", cmd.name),
            Target::Release(module, name) => format!("{module}: {name} (pool tool)"),
            Target::Eval => "eval".into(),
        });
        tools.iter().map(|t| t.name.clone()).zip(runs).collect()
    }

    #[test]
    fn every_command_and_pool_tool_of_a_module_on_the_mcp_view_is_a_tool() {
        let views = Views {
            mcp: vec!["alpha".into(), "kv".into(), "mine".into()],
            api: Vec::new(),
            eval: None,
        };
        let pairs = |items: &[(&str, &str)]| -> Vec<(String, String)> {
            items
                .iter()
                .map(|(a, b)| (a.to_string(), b.to_string()))
                .collect()
        };
        assert_eq!(
            table(&views, None),
            pairs(&[
                ("alpha__add", "alpha: add"),
                ("kv__get", "kv: get"),
                ("kv__py__release", "kv: py__release (pool tool)"),
                ("mine__incr", "mine: incr"),
                ("mine__py__open", "mine: py__open (pool tool)"),
            ])
        );
        let eval = Tool::new("eval", "{}".into(), false);
        let with_eval = table(&views, Some(eval));
        assert_eq!(with_eval.last(), Some(&("eval".into(), "eval".into())));
        assert_eq!(with_eval.len(), 6);
    }

    #[test]
    fn a_module_off_the_mcp_view_has_no_tools() {
        let views = Views {
            mcp: vec!["kv".into()],
            api: vec!["alpha".into(), "mine".into()],
            eval: None,
        };
        let names: Vec<String> = table(&views, None).into_iter().map(|(n, _)| n).collect();
        assert_eq!(names, ["kv__get", "kv__py__release"]);
    }

    #[test]
    fn tools_list_counts_the_evaluate_dry_run_unless_a_tool_takes_its_name() {
        let tool = |name: &str| Tool::new(name, "{}".into(), false);
        assert_eq!(listed(&[]), 1);
        assert_eq!(listed(&[tool("a__f"), tool("eval")]), 3);
        assert_eq!(listed(&[tool("a__f"), tool(mcp::EVALUATE_TOOL)]), 2);
    }
}
