//! The `eval` target: the sandboxed expression language of `eval`. Owns the
//! rules of its parser (positions inside the text and agreeing with
//! `position_of`, one-line errors, printing that parses back the same) and
//! that its type checker never panics, against a small demo program,
//! because `eval` reads expressions from any MCP or HTTP client.

use nexus::eval::{parse, typecheck};
use nexus_core::manifest::{self, Manifest};
use std::sync::Arc;

/// The eval target: `nexus::eval::parse` and `nexus::eval::typecheck`.
pub fn check_eval(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let expr = match parse::parse(text) {
        Ok(expr) => expr,
        Err(e) => {
            assert!(
                e.pos.offset <= text.len(),
                "eval: error offset {} past the end",
                e.pos.offset
            );
            assert!(
                text.is_char_boundary(e.pos.offset),
                "eval: error offset inside a character"
            );
            assert_eq!(
                parse::position_of(text, e.pos.offset),
                e.pos,
                "eval: line and column disagree with the offset"
            );
            assert!(
                !e.to_string().contains('\n'),
                "eval: an error message spans lines: {text:?} gives {e}"
            );
            return;
        }
    };
    let printed = expr.to_string();
    if printed.len() <= parse::MAX_EXPR_BYTES {
        let again = parse::parse(&printed)
            .unwrap_or_else(|e| panic!("eval: the printed form {printed:?} does not parse: {e}"));
        assert_eq!(
            again.to_string(),
            printed,
            "eval: printing is not canonical"
        );
    }
    static DEMO: std::sync::OnceLock<Vec<(String, Arc<Manifest>)>> = std::sync::OnceLock::new();
    let modules = DEMO.get_or_init(|| {
        let text = r#"{"name":"demo","pools":[{"lang":"py","source":"d.py"}],"commands":[
          {"name":"add","args":[{"kind":"pos","schema":"j"},{"kind":"pos","schema":"j"}],"return":{"schema":"j"}},
          {"name":"f","args":[{"kind":"pos","schema":"a?t2sf4"},{"kind":"opt","schema":"i1","long":"n","default":"1"},
             {"kind":"grp","schema":"m24names2hpj","entries":[{"key":"hp","arg":{"kind":"opt","schema":"j","long":"hp","default":"7"}}]}],
           "return":{"schema":"m11xaj"}}]}"#;
        manifest::parse(text, "demo.json", std::path::Path::new("/demo/manifest.json"))
            .map(|m| vec![("demo".to_string(), Arc::new(m))])
            .unwrap_or_default()
    });
    if let Err(e) = typecheck::check(&expr, modules, &["demo".to_string()]) {
        assert!(
            e.pos.offset <= text.len(),
            "eval: type error offset {} past the end",
            e.pos.offset
        );
        assert!(
            !e.to_string().contains('\n'),
            "eval: a type error spans lines: {text:?} gives {e}"
        );
    }
}

#[cfg(test)]
mod tests {
    use super::check_eval;

    /// A stable-Rust stand-in for the `eval` fuzz target: expressions glued
    /// from pieces of the grammar by a fixed xorshift, through the same
    /// invariants ([`check_eval`]).
    #[test]
    fn the_fuzz_invariants_hold_on_generated_expressions() {
        const PIECES: &[&str] = &[
            "demo.add",
            "demo.f",
            "nope.g",
            "let",
            "x",
            "=",
            "in",
            "(",
            ")",
            "[",
            "]",
            "{",
            "}",
            ",",
            "1",
            "-2",
            "2.5",
            "1e3",
            "\"s\\n\"",
            "\"é\"",
            "null",
            "true",
            "()",
            " ",
            "\n",
            "hp",
            "name",
            "\"",
            "\\u00",
            "01",
            "?",
            ".",
            "18446744073709551616",
            "300",
            "\"\\ud83d\\ude00\"",
        ];
        let mut state: u32 = 0x2545_F491;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            state as usize
        };
        for _ in 0..20_000 {
            let len = next() % 24;
            let text: String = (0..len).map(|_| PIECES[next() % PIECES.len()]).collect();
            check_eval(text.as_bytes());
        }
        for text in [
            "let x = [1, 2] in demo.f [null, (\"a\", 1.5)] 3 {name = \"o\"}",
            "demo.add (demo.add 1 2) x",
        ] {
            check_eval(text.as_bytes());
        }
        check_eval(&"[".repeat(100_000).into_bytes());
    }
}
