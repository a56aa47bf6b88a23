//! What `nexus fuzz` finds (issue 43 item 7), and its replay files. Pure:
//! the classes of finding, the outcome of one call sorted into them, and a
//! replay file's lines written and read back.
//!
//! A replay file is JSON lines, one finding a line:
//!
//! ```text
//! {"program":"/abs/bugs.py","command":"mean","class":"crash","input":{"_1":[]},"message":"…"}
//! ```
//!
//! `input` is the call's arguments as an MCP client or `/call` sends them
//! (properties by name; an argument left out takes its default).
//! `nexus fuzz --replay FILE` calls each line's command with its input
//! again and says whether the same class of finding comes back.

use crate::json::{self, Object, Value};

/// A class of finding.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Class {
    /// The result does not match the declared return type.
    WrongType,
    /// The worker died or broke the protocol during the call.
    Crash,
    /// The call ran past its deadline (`--call-timeout`).
    Timeout,
    /// A command marked pure gave two results for one input.
    Nondeterministic,
    /// The function raised (ignored with `--allow-raise`).
    Exception,
}

/// Every class, in the order summaries list them.
pub const CLASSES: [Class; 5] = [
    Class::WrongType,
    Class::Crash,
    Class::Timeout,
    Class::Nondeterministic,
    Class::Exception,
];

impl Class {
    /// Its name in summaries, replay files and file names.
    pub fn name(self) -> &'static str {
        match self {
            Class::WrongType => "wrong-type",
            Class::Crash => "crash",
            Class::Timeout => "timeout",
            Class::Nondeterministic => "nondeterministic",
            Class::Exception => "exception",
        }
    }

    pub fn from_name(name: &str) -> Option<Class> {
        CLASSES.into_iter().find(|c| c.name() == name)
    }
}

/// One finding: the command, the class, the (shrunk) input, and the
/// message of the call that showed it.
#[derive(Debug, Clone)]
pub struct Finding {
    pub program: String,
    pub command: String,
    pub class: Class,
    pub input: Object,
    pub message: String,
}

/// A finding as one replay line (no newline).
pub fn to_line(f: &Finding) -> String {
    json::Obj::new()
        .str("program", &f.program)
        .str("command", &f.command)
        .str("class", f.class.name())
        .raw("input", &json::to_string(&Value::Object(f.input.clone())))
        .str("message", &f.message)
        .finish()
}

/// Reads one replay line; the error says what is wrong with it.
pub fn from_line(line: &str) -> Result<Finding, String> {
    let value = json::parse(line).map_err(|e| format!("not JSON: {e}"))?;
    let text = |key: &str| {
        json::get_str(&value, key)
            .map(str::to_string)
            .ok_or_else(|| format!("no string {key:?}"))
    };
    let class = text("class")?;
    let class = Class::from_name(&class).ok_or_else(|| {
        let names: Vec<&str> = CLASSES.iter().map(|c| c.name()).collect();
        format!("unknown class {class:?} (one of {})", names.join(", "))
    })?;
    let input = match json::get(&value, "input") {
        Some(Value::Object(o)) => o.clone(),
        _ => return Err("no object \"input\"".into()),
    };
    Ok(Finding {
        program: text("program")?,
        command: text("command")?,
        class,
        input,
        message: json::get_str(&value, "message").unwrap_or("").to_string(),
    })
}

/// A name for a finding's replay file: the command and the class, with
/// anything outside `A-Za-z0-9_-` made `_`.
pub fn file_name(command: &str, class: Class) -> String {
    let safe: String = command
        .chars()
        .map(
            |c| match c.is_ascii_alphanumeric() || c == '_' || c == '-' {
                true => c,
                false => '_',
            },
        )
        .collect();
    format!("{safe}.{}.jsonl", class.name())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_finding_survives_its_replay_line() {
        let input = match json::parse(r#"{"_1":[],"name":"Zoë \"x\""}"#).unwrap() {
            Value::Object(o) => o,
            _ => unreachable!(),
        };
        for class in CLASSES {
            let f = Finding {
                program: "/p/bugs.py".into(),
                command: "mean".into(),
                class,
                input: input.clone(),
                message: "line\nbreak".into(),
            };
            let line = to_line(&f);
            assert!(!line.contains('\n'), "{line}");
            assert_eq!(to_line(&from_line(&line).unwrap()), line);
            assert_eq!(Class::from_name(class.name()), Some(class));
        }
    }

    #[test]
    fn a_bad_replay_line_says_what_is_wrong() {
        for (line, says) in [
            ("nope", "not JSON"),
            (r#"{"class":"crash"}"#, "no object \"input\""),
            (r#"{"class":"odd","input":{}}"#, "unknown class"),
            (
                r#"{"class":"crash","input":{},"command":"f"}"#,
                "\"program\"",
            ),
        ] {
            let e = from_line(line).unwrap_err();
            assert!(e.contains(says), "{line}: {e}");
        }
        assert_eq!(file_name("a/b c", Class::Crash), "a_b_c.crash.jsonl");
    }
}
