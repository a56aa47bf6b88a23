//! The `manifest` target: program manifests, the operator's files. Owns
//! the rules that an error is one line naming the file and that whatever is
//! accepted can be served: remote commands name pools that exist, pure
//! commands evaluate or fail cleanly, renderings resolve, and the tool list
//! is valid JSON.

use crate::support::written_json;
use nexus::arguments::render_target;
use nexus::mcp;
use nexus_core::manifest::{self, CommandType};

/// The file name the manifest target passes; every error must name it.
const MANIFEST_FILE: &str = "fuzz/manifest.json";

/// `manifest` target: the input (lossily UTF-8) as manifest text.
pub fn check_manifest(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let path = std::path::Path::new("/fuzz/manifest.json");
    match manifest::parse(&text, MANIFEST_FILE, path) {
        Err(e) => {
            let shown = e.to_string();
            assert!(
                !shown.contains(['\n', '\r']),
                "a manifest error is exactly one line: {shown:?}"
            );
            // `file: message`, or `file:LINE:COLUMN: message` for a syntax error.
            match shown.strip_prefix(MANIFEST_FILE) {
                Some(rest) if rest.starts_with(": ") => {}
                Some(rest) if let Some(at) = rest.strip_prefix(':') => {
                    check_position(&text, at, &shown)
                }
                _ => panic!("a manifest error names the file: {shown:?}"),
            }
        }
        Ok(m) => {
            assert_eq!(m.path, path);
            assert!(manifest::is_identifier(&m.name));
            for cmd in &m.commands {
                if cmd.kind == CommandType::Remote {
                    assert!(cmd.pool < m.pools.len(), "a remote command's pool exists");
                }
                // A pure command that takes no arguments evaluates to a
                // value or a clear error, never a panic.
                if let Some(expr) = cmd.expr.as_ref().filter(|_| cmd.args.is_empty()) {
                    let _ = nexus_core::morloc_expr::eval(expr, &[]);
                }
                for t in cmd.terminals.iter().filter(|t| t.entry.is_some()) {
                    let target = render_target(&m, cmd, Some(&t.long), false);
                    assert!(
                        target.is_ok_and(|c| c.args.len() == cmd.args.len()),
                        "a rendering's entry exists and takes the command's arguments"
                    );
                }
            }
            let (tools, _) = mcp::program::program_tools(&m, Some("p"), false);
            for tool in &tools {
                written_json("a tools/list entry", &tool.entry);
            }
            written_json("the tools/list payload", &mcp::tools_payload(&tools));
        }
    }
}

/// A syntax error names `file:LINE:COLUMN: ` (issue 40 item 12): both
/// counted from 1, and the line one of the text's (or the one after its
/// last, for an error at the end).
fn check_position(text: &str, at: &str, shown: &str) {
    let mut parts = at.splitn(3, ':');
    let number = |p: Option<&str>| p.and_then(|n| n.parse::<usize>().ok());
    let (line, column) = (number(parts.next()), number(parts.next()));
    let tail = parts.next().unwrap_or("");
    assert!(
        line.is_some_and(|l| l >= 1 && l <= text.lines().count() + 1)
            && column.is_some_and(|c| c >= 1)
            && tail.starts_with(' '),
        "a manifest syntax error names the file, a line of the text and a column: {shown:?}"
    );
}
