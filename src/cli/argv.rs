//! A command's words on the command line, read into its call values:
//! positionals, options, flags and record fields by their switches, a
//! bare word as a string where a string is expected and JSON otherwise,
//! `-` for stdin and a path for a JSON, CSV or TSV file, as morloc's
//! nexus reads them; and the rendering switches taken out first.

use super::help::metavar_of;
use crate::arguments;
use crate::json::{self, Value};
use crate::manifest::{ArgKind, Command};
use crate::schema::Schema;

/// Takes the rendering switches out of a command's words: `--render NAME`,
/// `--render=NAME`, and each rendering's own `--long`/`-short` where the
/// command has no option of that name. Stops at `--`.
pub(super) fn take_render(
    cmd: &Command,
    words: &[String],
) -> Result<(Option<String>, Vec<String>), String> {
    let mut render = None;
    let mut rest = Vec::new();
    let mut it = words.iter();
    while let Some(word) = it.next() {
        if word == "--" {
            rest.push(word.clone());
            rest.extend(it.cloned());
            break;
        }
        let chosen = if word == "--render" {
            Some(
                it.next()
                    .cloned()
                    .ok_or("--render needs a rendering name")?,
            )
        } else if let Some(name) = word.strip_prefix("--render=") {
            Some(name.to_string())
        } else if cmd.terminals.is_empty() || find_switch(cmd, word).is_some() {
            None
        } else {
            cmd.terminals
                .iter()
                .find(|t| {
                    word.strip_prefix("--") == Some(t.long.as_str())
                        || t.short.is_some_and(|c| *word == format!("-{c}"))
                })
                .map(|t| t.long.clone())
        };
        match chosen {
            Some(name) if render.is_some() => {
                return Err(format!("a second rendering {name:?}; choose one"));
            }
            Some(name) => render = Some(name),
            None => rest.push(word.clone()),
        }
    }
    Ok((render, rest))
}

/// Parses a CLI word under a schema: a bare word is a string where a
/// string is expected; anything else is JSON.
pub fn parse_cli_value(text: &str, schema: &Schema) -> Result<Value, String> {
    parse_cli_value_filled(text, schema, &|v| v)
}

/// [`parse_cli_value`], with `fill` applied to a JSON value (the word's,
/// stdin's or a file's) before it is checked: how a record given whole
/// takes the defaults of the fields it leaves out, as over MCP and at
/// `/call`.
fn parse_cli_value_filled(
    text: &str,
    schema: &Schema,
    fill: &dyn Fn(Value) -> Value,
) -> Result<Value, String> {
    if let Schema::Table(declared) = schema.strip() {
        let value = table_argument(text, declared)?;
        schema.validate(&value).map_err(|e| e.to_string())?;
        return Ok(value);
    }
    let optional_str =
        matches!(schema.strip(), Schema::Optional(t) if matches!(t.strip(), Schema::Str));
    let stringy = matches!(schema.strip(), Schema::Str) || optional_str;
    let value = match json::parse(text) {
        // A bare `null` is the absent ?Str; the string "null" is written `'"null"'`.
        Ok(Value::Null) if optional_str => Value::Null,
        Ok(Value::String(s)) if stringy && text.starts_with('"') => Value::String(s),
        // A JSON number or string no value carries (`1e400`, `"\ud800"`).
        Err(e @ json::ParseError::Unrepresentable { .. }) if !stringy || text.starts_with('"') => {
            return Err(format!(
                "the value for {} is refused: {e}",
                schema.type_name()
            ));
        }
        Ok(_) | Err(_) if stringy => Value::String(text.to_string()),
        Ok(v) => v,
        Err(e @ json::ParseError::TooDeep { .. }) => {
            return Err(format!(
                "the value for {} is refused: {e}",
                schema.type_name()
            ));
        }
        // As morloc's nexus reads a value that is not a string: `-` is
        // stdin, and the path of a file is its JSON.
        Err(_) if text == "-" => return read_stdin_filled(schema, fill),
        Err(_) if std::path::Path::new(text).is_file() => return file_value(text, schema, fill),
        Err(_) => {
            return Err(format!(
                "{text:?} is not valid JSON for {} (nor `-` for stdin, nor the path of a JSON file)",
                schema.type_name()
            ));
        }
    };
    let value = fill(value);
    schema.validate(&value).map_err(|e| e.to_string())?;
    Ok(value)
}

/// A value read from the JSON file at `path` (a non-string argument
/// given as a file, as morloc's nexus takes one).
fn file_value(path: &str, schema: &Schema, fill: &dyn Fn(Value) -> Value) -> Result<Value, String> {
    use std::io::Read;
    let mut text = String::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_STDIN_BYTES).read_to_string(&mut text))
        .map_err(|e| format!("cannot read the argument file {path}: {e}"))?;
    let value = json::parse(text.trim_end()).map_err(|e| match e {
        json::ParseError::TooDeep { .. } | json::ParseError::Unrepresentable { .. } => {
            format!("{path}: {e}")
        }
        _ => format!("{path} is not valid JSON for {}", schema.type_name()),
    })?;
    let value = fill(value);
    schema.validate(&value).map_err(|e| e.to_string())?;
    Ok(value)
}

/// A table argument on the command line: JSON rows or columns, or the path
/// of a file of them (`.json`) or of a CSV (`.csv`, `.tsv`) typed by the
/// declared columns, as morloc's nexus reads one.
fn table_argument(text: &str, declared: &[(String, Schema)]) -> Result<Value, String> {
    use std::io::Read;
    let path = std::path::Path::new(text);
    if text.trim_start().starts_with(['[', '{']) || !path.is_file() {
        return json::parse(text).map_err(|_| {
            format!("{text:?} is neither JSON rows or columns nor the path of a CSV or JSON file")
        });
    }
    let mut body = String::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_STDIN_BYTES).read_to_string(&mut body))
        .map_err(|e| format!("cannot read the table file {text}: {e}"))?;
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    match ext {
        "csv" | "tsv" => csv_rows(&body, ext, declared).map_err(|e| format!("{text}: {e}")),
        _ => json::parse(&body).map_err(|_| {
            format!("{text} is not JSON rows or columns (a CSV file is named .csv or .tsv)")
        }),
    }
}

/// A CSV (`csv`) or TSV file's rows, typed by the declared columns
/// (morloc's tables; refused without the `tables` feature).
fn csv_rows(body: &str, ext: &str, declared: &[(String, Schema)]) -> Result<Value, String> {
    #[cfg(feature = "tables")]
    return crate::morloc::table::csv_to_json(
        body,
        if ext == "tsv" { b'\t' } else { b',' },
        declared,
    );
    #[cfg(not(feature = "tables"))]
    {
        let _ = (body, declared);
        Err(crate::features::missing(
            "tables",
            &format!("a .{ext} table argument"),
        ))
    }
}

/// Parses a CLI word for `arg`: the literal text for a morloc "literal
/// string" ([`crate::manifest::Arg::literal`]), else [`parse_cli_value`].
fn parse_cli_word(text: &str, arg: &crate::manifest::Arg) -> Result<Value, String> {
    if arg.literal() {
        return Ok(Value::String(text.to_string()));
    }
    parse_cli_value(text, &arg.schema())
}

/// Largest value read from stdin for a `stdin: true` argument.
pub const MAX_STDIN_BYTES: u64 = 1 << 30;

/// Reads a `stdin: true` argument's value from stdin (SPEC §1.1).
fn read_stdin_value(schema: &Schema) -> Result<Value, String> {
    read_stdin_filled(schema, &|v| v)
}

/// [`read_stdin_value`], with `fill` as in [`parse_cli_value_filled`].
fn read_stdin_filled(schema: &Schema, fill: &dyn Fn(Value) -> Value) -> Result<Value, String> {
    use std::io::Read;
    let mut text = String::new();
    std::io::stdin()
        .take(MAX_STDIN_BYTES)
        .read_to_string(&mut text)
        .map_err(|e| format!("cannot read the argument from stdin: {e}"))?;
    let trimmed = text.strip_suffix('\n').unwrap_or(&text);
    parse_cli_value_filled(trimmed, schema, fill).map_err(|e| format!("stdin: {e}"))
}

/// Turns command-line words into positional call values.
pub fn parse_command_args(cmd: &Command, words: &[String]) -> Result<Vec<Value>, String> {
    parse_command_words(cmd, words).map(|(values, ..)| values)
}

/// The order of a table argument's columns as the word gives them: a
/// CSV's header, or the keys of its JSON text (a JSON object is read into a
/// sorted map, which forgets it). Empty for anything else, and always
/// without the `tables` feature.
#[cfg(not(feature = "tables"))]
fn table_word_order(_word: &str, _schema: &Schema) -> Vec<String> {
    Vec::new()
}

/// See the stand-in above.
#[cfg(feature = "tables")]
fn table_word_order(word: &str, schema: &Schema) -> Vec<String> {
    if !matches!(schema.strip(), Schema::Table(_)) {
        return Vec::new();
    }
    if word.trim_start().starts_with(['[', '{']) {
        return crate::morloc::table::key_order(word);
    }
    let path = std::path::Path::new(word);
    let Ok(body) = std::fs::read_to_string(path) else {
        return Vec::new();
    };
    match path.extension().and_then(|e| e.to_str()) {
        Some("csv") => crate::morloc::table::csv_header(&body, b','),
        Some("tsv") => crate::morloc::table::csv_header(&body, b'\t'),
        _ => crate::morloc::table::key_order(&body),
    }
}

/// [`parse_command_args`], with each table argument's column order
/// ([`table_word_order`]; empty for the others).
pub fn parse_command_words(cmd: &Command, words: &[String]) -> Result<Words, String> {
    let mut orders: Vec<Vec<String>> = vec![Vec::new(); cmd.args.len()];
    let mut tables: Vec<Option<CsvColumns>> = (0..cmd.args.len()).map(|_| None).collect();
    let mut values: Vec<Option<Value>> = vec![None; cmd.args.len()];
    let mut fields: Vec<json::Object> = vec![json::Object::new(); cmd.args.len()];
    let positions: Vec<usize> = (0..cmd.args.len())
        .filter(|&i| matches!(cmd.args[i].kind, ArgKind::Pos { .. }))
        .collect();
    let mut next_pos = 0;
    let mut i = 0;
    let mut options_done = false;
    while i < words.len() {
        let word = &words[i];
        i += 1;
        if !options_done && word == "--" {
            options_done = true;
            continue;
        }
        if options_done || !word.starts_with('-') || word == "-" || word.parse::<f64>().is_ok() {
            let Some(&index) = positions.get(next_pos) else {
                return Err(format!(
                    "unexpected argument {word:?}: {} takes {} positional arguments",
                    cmd.name,
                    positions.len()
                ));
            };
            next_pos += 1;
            let from_stdin =
                word == "-" && matches!(cmd.args[index].kind, ArgKind::Pos { stdin: true, .. });
            values[index] = Some(if from_stdin {
                read_stdin_value(&cmd.args[index].schema())?
            } else if let Some(cols) = csv_columns(word, &cmd.args[index]) {
                tables[index] = Some(cols);
                // Stands in for the table in the check of the whole call
                // below: the columns were typed as they were read.
                Value::Array(Default::default())
            } else {
                parse_cli_word(word, &cmd.args[index])
                    .map_err(|e| format!("argument {}: {e}", next_pos))?
            });
            if tables[index].is_none() {
                orders[index] = table_word_order(word, &cmd.args[index].schema());
            }
            continue;
        }
        let (name, inline) = match word.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n.to_string(), Some(v.to_string())),
            _ => (word.clone(), None),
        };
        let mut take_value = |what: &str| -> Result<String, String> {
            if let Some(v) = &inline {
                return Ok(v.clone());
            }
            let v = words
                .get(i)
                .cloned()
                .ok_or_else(|| format!("{name} needs a value ({what})"))?;
            i += 1;
            Ok(v)
        };
        let matched = find_switch(cmd, &name)
            .ok_or_else(|| format!("unknown option {name} for {}", cmd.name))?;
        match matched {
            Switch::Opt(index) => {
                let raw = take_value(&cmd.args[index].schema().type_name())?;
                values[index] = Some(match csv_columns(&raw, &cmd.args[index]) {
                    Some(cols) => {
                        tables[index] = Some(cols);
                        Value::Array(Default::default())
                    }
                    None => parse_cli_word(&raw, &cmd.args[index])
                        .map_err(|e| format!("{name}: {e}"))?,
                });
                if tables[index].is_none() {
                    orders[index] = table_word_order(&raw, &cmd.args[index].schema());
                }
            }
            Switch::Flag(index, on) => {
                if inline.is_some() {
                    return Err(format!("{name} is a flag and takes no value"));
                }
                values[index] = Some(Value::Bool(on));
            }
            Switch::Whole(index) => {
                let schema = cmd.args[index].schema();
                let raw = take_value("the record as JSON")?;
                // Fields left out take their defaults, as over MCP and at /call.
                let fill = |v| arguments::complete_record(cmd, index, v);
                values[index] = Some(
                    parse_cli_value_filled(&raw, &schema, &fill)
                        .map_err(|e| format!("{name}: {e}"))?,
                );
            }
            Switch::Field(index, key, entry, flag) => {
                let value = match flag {
                    Some(on) => Value::Bool(on),
                    None => {
                        let raw = take_value(&entry.schema().type_name())?;
                        parse_cli_word(&raw, entry).map_err(|e| format!("{name}: {e}"))?
                    }
                };
                fields[index].insert(key, value);
            }
        }
    }
    let mut out = Vec::with_capacity(cmd.args.len());
    for (index, (value, given_fields)) in values.into_iter().zip(fields).enumerate() {
        let value = match value {
            Some(Value::Object(mut whole)) if !given_fields.is_empty() => {
                whole.extend(given_fields);
                Value::Object(whole)
            }
            Some(v) => v,
            None if !given_fields.is_empty() => Value::Object(given_fields),
            None => match arguments::default_of(cmd, index) {
                Some(d) => d,
                None if matches!(cmd.args[index].kind, ArgKind::Pos { stdin: true, .. }) => {
                    read_stdin_value(&cmd.args[index].schema())?
                }
                None if matches!(cmd.args[index].kind, ArgKind::Pos { .. }) => {
                    let missing: Vec<String> = positions[next_pos..]
                        .iter()
                        .map(|&p| metavar_of(&cmd.args[p].kind, &cmd.args[p].schema()))
                        .collect();
                    return Err(format!(
                        "missing argument {} ({})",
                        missing.join(" "),
                        cmd.name
                    ));
                }
                None => {
                    return Err(format!(
                        "missing record argument {} for {}",
                        index + 1,
                        cmd.name
                    ));
                }
            },
        };
        out.push(value);
    }
    // Records given field by field: fill defaults and check the whole record.
    let as_array: Vec<Value> = out;
    let values = arguments::from_array(cmd, &as_array).map_err(|e| e.to_string())?;
    Ok((values, orders, tables))
}

/// What [`parse_command_words`] reads: each argument's value, a table
/// argument's column order (empty for the others), and a CSV table read
/// straight into columns (its value then an empty stand-in).
pub type Words = (Vec<Value>, Vec<Vec<String>>, Vec<Option<CsvColumns>>);

/// A CSV table argument's columns and row count.
#[cfg(feature = "tables")]
pub type CsvColumns = (Vec<crate::morloc::table::Column>, usize);
/// A CSV table argument's columns: none without the `tables` feature.
#[cfg(not(feature = "tables"))]
pub type CsvColumns = std::convert::Infallible;

/// A `.csv` or `.tsv` file given for a table argument, read straight into
/// columns ([`crate::morloc::table::csv_to_columns`]); `None` for any
/// other word, or a file that path leaves to the value path (which reads
/// it, or says what is wrong with it).
#[cfg(feature = "tables")]
fn csv_columns(word: &str, arg: &crate::manifest::Arg) -> Option<CsvColumns> {
    let Schema::Table(declared) = arg.schema_ref().strip() else {
        return None;
    };
    if arg.literal() || word.trim_start().starts_with(['[', '{']) {
        return None;
    }
    let path = std::path::Path::new(word);
    let delimiter = match path.extension().and_then(|e| e.to_str()) {
        Some("csv") => b',',
        Some("tsv") => b'\t',
        _ => return None,
    };
    let size = std::fs::metadata(path).ok().filter(|m| m.is_file())?.len();
    if size > MAX_STDIN_BYTES {
        return None;
    }
    let body = std::fs::read_to_string(path).ok()?;
    crate::morloc::table::csv_to_columns(&body, delimiter, declared)
}

/// See the stand-in above.
#[cfg(not(feature = "tables"))]
fn csv_columns(_word: &str, _arg: &crate::manifest::Arg) -> Option<CsvColumns> {
    None
}

enum Switch<'a> {
    Opt(usize),
    Flag(usize, bool),
    Whole(usize),
    /// A record group's field: its argument, its key, the entry, and for a
    /// flag the value it sets.
    Field(usize, String, &'a crate::manifest::Arg, Option<bool>),
}

fn find_switch<'a>(cmd: &'a Command, name: &str) -> Option<Switch<'a>> {
    let is = |short: &Option<char>, long: &Option<String>| {
        short.is_some_and(|s| name.len() == 2 && name.strip_prefix('-') == Some(&s.to_string()))
            || long
                .as_ref()
                .is_some_and(|l| name.strip_prefix("--") == Some(l.as_str()))
    };
    for (i, arg) in cmd.args.iter().enumerate() {
        match &arg.kind {
            ArgKind::Opt { short, long, .. } if is(short, long) => return Some(Switch::Opt(i)),
            ArgKind::Flag {
                short,
                long,
                long_rev,
                ..
            } => {
                if is(short, long) {
                    return Some(Switch::Flag(i, true));
                }
                if is(&None, long_rev) {
                    return Some(Switch::Flag(i, false));
                }
            }
            ArgKind::Grp {
                group_opt, entries, ..
            } => {
                if let Some((s, l)) = group_opt
                    && is(s, l)
                {
                    return Some(Switch::Whole(i));
                }
                for (key, entry) in entries {
                    match &entry.kind {
                        ArgKind::Opt { short, long, .. } if is(short, long) => {
                            return Some(Switch::Field(i, key.clone(), entry, None));
                        }
                        ArgKind::Flag {
                            short,
                            long,
                            long_rev,
                            ..
                        } => {
                            if is(short, long) {
                                return Some(Switch::Field(i, key.clone(), entry, Some(true)));
                            }
                            if is(&None, long_rev) {
                                return Some(Switch::Field(i, key.clone(), entry, Some(false)));
                            }
                        }
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// morloc's "literal string" (`quoted: true` on a `Str`): the word as it
    /// is, for a positional, an option and a record group's field; any
    /// other string argument still reads a JSON string as that string.
    #[test]
    fn a_literal_string_takes_the_word_as_it_is() {
        let text = r#"{"name":"m","pools":[{"lang":"py","source":"p.py"}],"commands":[
          {"name":"f","args":[
             {"kind":"pos","schema":"s","quoted":true},
             {"kind":"pos","schema":"s","quoted":false},
             {"kind":"opt","schema":"s","long":"tag","quoted":true,"default":"\"t\""},
             {"kind":"opt","schema":"s","long":"note","default":"\"n\""},
             {"kind":"grp","schema":"m11ks","entries":[
                {"key":"k","arg":{"kind":"opt","schema":"s","long":"k","quoted":true,"default":"\"d\""}}]}
          ],"return":{"schema":"j"}}]}"#;
        let m = crate::manifest::parse(text, "m.json", std::path::Path::new("/m/m.json")).unwrap();
        let words: Vec<String> = [
            r#""a""#, r#""b""#, "--tag", r#""c""#, "--note", r#""e""#, "--k", r#""g""#,
        ]
        .map(String::from)
        .to_vec();
        let values = parse_command_args(&m.commands[0], &words).unwrap();
        let shown: Vec<String> = values.iter().map(json::to_string).collect();
        assert_eq!(
            shown,
            [
                r#""\"a\"""#,
                r#""b""#,
                r#""\"c\"""#,
                r#""e""#,
                r#"{"k":"\"g\""}"#
            ]
        );
        // Defaults are the manifest's values, not words: untouched.
        let values = parse_command_args(&m.commands[0], &["x".into(), "y".into()]).unwrap();
        assert_eq!(json::to_string(&values[2]), r#""t""#);
    }
}
