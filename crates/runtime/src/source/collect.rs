//! The collector both readers share (pure): the functions a file serves
//! become commands, or the file is refused with every reason at once. A
//! function whose tool name an earlier one already took is refused, and so
//! is a file that serves no function; what each refusal says is the
//! language's ([`Words`]). For `nexus check`, each function's declared
//! shape is counted the same way in both languages ([`signature`]).

use super::{CommandSpec, Refusal, Signature};
use crate::schema::Schema;

/// What a language's reader says at the collector's refusals.
pub struct Words {
    /// The tool name a function of this name gets.
    pub tool: fn(&str) -> String,
    /// What a function whose tool name was taken is found to be, from the
    /// tool name and the first function's name and line.
    pub clash: fn(tool: &str, first: &str, first_line: u32) -> String,
    /// What is supported instead of such a clash.
    pub clash_supported: &'static str,
    /// What a file that serves no function is found to be, and what is
    /// supported.
    pub none: (&'static str, &'static str),
}

/// The commands of the functions in `chosen` (each function's name and
/// line given by `at`), in order, each made by `command` from the function
/// and its tool name; or every refusal, those of `command` included, in
/// the functions' order.
pub fn collect<F>(
    chosen: &[&F],
    words: &Words,
    at: impl Fn(&F) -> (&str, u32),
    mut command: impl FnMut(&F, String) -> Result<CommandSpec, Vec<Refusal>>,
) -> Result<Vec<CommandSpec>, Vec<Refusal>> {
    let mut refusals = Vec::new();
    let mut out = Vec::new();
    for (i, f) in chosen.iter().enumerate() {
        let (name, line) = at(f);
        let tool = (words.tool)(name);
        if let Some((first, first_line)) = chosen[..i]
            .iter()
            .map(|g| at(g))
            .find(|(g, _)| (words.tool)(g) == tool)
        {
            refusals.push(Refusal {
                line,
                subject: format!("function '{name}'"),
                found: (words.clash)(&tool, first, first_line),
                supported: words.clash_supported.into(),
            });
            continue;
        }
        match command(f, tool) {
            Ok(c) => out.push(c),
            Err(mut r) => refusals.append(&mut r),
        }
    }
    if chosen.is_empty() {
        refusals.push(Refusal {
            line: 1,
            subject: String::new(),
            found: words.none.0.into(),
            supported: words.none.1.into(),
        });
    }
    if !refusals.is_empty() {
        return Err(refusals);
    }
    Ok(out)
}

/// One parameter as a function declares it.
pub enum Param {
    /// `*args`, `**kwargs` or R's `...`: any number more.
    Variadic,
    /// A named parameter: whether it has no default, and its schema when
    /// its type is declared and supported.
    Named {
        name: String,
        required: bool,
        schema: Option<Schema>,
    },
}

/// A function's declared shape: how many parameters it needs and takes,
/// and their schemas.
pub fn signature(
    name: &str,
    line: u32,
    params: impl IntoIterator<Item = Param>,
    returns: Option<Schema>,
) -> Signature {
    let mut required = 0;
    let mut max = Some(0usize);
    let mut named = Vec::new();
    for p in params {
        match p {
            Param::Variadic => max = None,
            Param::Named {
                name,
                required: needed,
                schema,
            } => {
                max = max.map(|m| m + 1);
                required += usize::from(needed);
                named.push((name, schema));
            }
        }
    }
    Signature {
        name: name.to_string(),
        line,
        required,
        max,
        params: named,
        returns,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::schema::Schema;

    struct F(&'static str, u32);

    fn at(f: &F) -> (&str, u32) {
        (f.0, f.1)
    }

    const WORDS: Words = Words {
        tool: upper,
        clash: |tool, first, line| format!("{tool} again (first {first} at {line})"),
        clash_supported: "one per tool",
        none: ("nothing", "something"),
    };

    fn upper(name: &str) -> String {
        name.to_uppercase()
    }

    fn spec(name: String) -> CommandSpec {
        CommandSpec {
            function: name.to_lowercase(),
            name,
            line: 0,
            desc: Vec::new(),
            args: Vec::new(),
            ret: (Schema::Unit, "Unit".into(), Vec::new()),
            pool_hook: None,
        }
    }

    fn refusal(line: u32, subject: &str, found: &str, supported: &str) -> Refusal {
        Refusal {
            line,
            subject: subject.into(),
            found: found.into(),
            supported: supported.into(),
        }
    }

    #[test]
    fn each_function_becomes_a_command_under_its_tool_name() {
        let (a, b) = (F("a", 1), F("b", 5));
        let commands = collect(&[&a, &b], &WORDS, at, |_, tool| Ok(spec(tool))).unwrap();
        let names: Vec<(&str, &str)> = commands
            .iter()
            .map(|c| (c.name.as_str(), c.function.as_str()))
            .collect();
        assert_eq!(names, [("A", "a"), ("B", "b")]);
    }

    #[test]
    fn every_refusal_is_kept_in_order_and_a_taken_tool_name_is_one() {
        let (a, b, a2) = (F("a", 1), F("b", 5), F("A", 9));
        let refusals = collect(&[&a, &b, &a2], &WORDS, at, |f, tool| match f.0 {
            "b" => Err(vec![refusal(6, "function 'b'", "x", "y")]),
            _ => Ok(spec(tool)),
        })
        .unwrap_err();
        assert_eq!(
            refusals,
            [
                refusal(6, "function 'b'", "x", "y"),
                refusal(9, "function 'A'", "A again (first a at 1)", "one per tool"),
            ]
        );
    }

    #[test]
    fn a_file_that_serves_nothing_is_refused() {
        let none: [&F; 0] = [];
        assert_eq!(
            collect(&none, &WORDS, at, |_, tool| Ok(spec(tool))).unwrap_err(),
            [refusal(1, "", "nothing", "something")]
        );
    }

    #[test]
    fn a_signature_counts_what_must_and_may_be_given() {
        let named = |name: &str, required: bool| Param::Named {
            name: name.into(),
            required,
            schema: Some(Schema::Str),
        };
        let s = signature("f", 3, [named("a", true), named("b", false)], None);
        assert_eq!((s.name.as_str(), s.line), ("f", 3));
        assert_eq!((s.required, s.max), (1, Some(2)));
        assert_eq!(
            s.params,
            [
                ("a".into(), Some(Schema::Str)),
                ("b".into(), Some(Schema::Str))
            ]
        );
        // Variadic anywhere: any number more, and it is not a parameter.
        let s = signature(
            "g",
            1,
            [Param::Variadic, named("c", true)],
            Some(Schema::Bool),
        );
        assert_eq!((s.required, s.max, s.params.len()), (1, None, 1));
        assert_eq!(s.returns, Some(Schema::Bool));
    }
}
