//! `nexus check PROGRAM` (issue 11 point 6): validates a program — a
//! manifest or a bare source file — against its pool sources. Every
//! command's function must exist in its pool's source with a compatible
//! arity, and the declared types must agree with the source's annotations
//! where it has them. Each finding is one `file:line: …` line; exit 0 when
//! clean, 1 with findings, 2 when the program cannot be read at all.

use crate::exit::{EXIT_FAILED, EXIT_OK, usage};
use crate::manifest::{self, ArgKind, CommandType, Manifest};
use crate::schema::Schema;
use crate::source::{self, Signature};
use std::path::Path;

const HELP: &str = "\
usage: nexus check <program>

Validates a program: a manifest (every command's function must exist in its
pool source with a compatible arity, and declared types must agree with the
source's annotations where it has them) or a bare .py / .R file (every
public function must be fully described). Findings are file:line lines.
Exit status: 0 clean, 1 findings, 2 the program cannot be read.
";

pub fn main(args: &[String]) -> i32 {
    let program = match args {
        [h] if h == "--help" || h == "-h" => {
            return crate::exit::print_out(HELP);
        }
        [p] => p,
        _ => return usage("check needs exactly one <program>"),
    };
    let findings = if source::is_source(program) {
        match source::findings(program) {
            Ok(f) => f,
            Err(e) => return usage(e),
        }
    } else {
        // No manifest to be found is exit 2, as the help says; a manifest
        // that is found but wrong is a finding.
        if let Err(e) = crate::programs::locate(program) {
            return usage(e);
        }
        match crate::programs::load(program) {
            Ok(m) => check_manifest(&m),
            Err(e) => vec![e],
        }
    };
    let listed: String = findings.iter().map(|f| format!("{f}\n")).collect();
    if let Err(code) = crate::exit::write_out(listed.as_bytes()) {
        return code;
    }
    if findings.is_empty() {
        crate::say!("nexus: {program}: ok");
        EXIT_OK
    } else {
        crate::say!("nexus: {program}: {} finding(s)", findings.len());
        EXIT_FAILED
    }
}

/// The line of `"name": "<command>"` in the manifest text (1-based), else 1.
fn command_line(text: &str, name: &str) -> usize {
    let quoted = format!("\"{name}\"");
    text.lines()
        .position(|l| l.contains("\"name\"") && l.contains(&quoted))
        .map_or(1, |i| i + 1)
}

/// Every finding for a manifest's remote commands in built-in pools.
pub fn check_manifest(m: &Manifest) -> Vec<String> {
    let text = std::fs::read_to_string(&m.path).unwrap_or_default();
    let shown = m.path.display().to_string();
    let mut out = Vec::new();
    for (index, pool) in m.pools.iter().enumerate() {
        let Some(file) = pool.source.as_ref().filter(|_| pool.exec.is_none()) else {
            continue;
        };
        let path = m.dir().join(file);
        let src_shown = path.display().to_string();
        let sigs = match source::signatures(&path) {
            Ok(s) => s,
            Err(e) => {
                out.push(format!("{shown}:1: pools[{index}]: {e}"));
                continue;
            }
        };
        for cmd in m
            .commands
            .iter()
            .filter(|c| c.kind == CommandType::Remote && c.pool == index)
        {
            let at = format!("{shown}:{}", command_line(&text, &cmd.name));
            let Some(sig) = sigs.iter().rev().find(|s| s.name == cmd.function) else {
                out.push(format!(
                    "{at}: command '{}': function '{}' is not defined at the top level of {src_shown}; define it or fix \"function\"",
                    cmd.name, cmd.function
                ));
                continue;
            };
            out.extend(compare(cmd, sig, &at, &src_shown));
        }
    }
    out
}

fn compare(cmd: &manifest::Command, sig: &Signature, at: &str, src: &str) -> Vec<String> {
    let mut out = Vec::new();
    let n = cmd.args.len();
    let fits = sig.required <= n && sig.max.is_none_or(|max| n <= max);
    if !fits {
        let takes = match sig.max {
            Some(max) if max == sig.required => format!("{max}"),
            Some(max) => format!("{} to {max}", sig.required),
            None => format!("at least {}", sig.required),
        };
        out.push(format!(
            "{src}:{}: function '{}' takes {takes} arguments but command '{}' passes {n} ({at}); make them agree",
            sig.line, sig.name, cmd.name
        ));
        return out;
    }
    for (arg, (pname, declared)) in cmd.args.iter().zip(&sig.params) {
        let Some(declared) = declared else { continue };
        let given = match &arg.kind {
            ArgKind::Flag { .. } => Schema::Bool,
            _ => arg.schema(),
        };
        if !compatible(declared, &given) {
            out.push(format!(
                "{src}:{}: function '{}', parameter '{pname}': annotated {} but command '{}' declares {} ({at}); make them agree",
                sig.line,
                sig.name,
                declared.type_name(),
                cmd.name,
                given.type_name()
            ));
        }
    }
    if let Some(declared) = &sig.returns
        && !compatible(declared, &cmd.ret.schema)
    {
        out.push(format!(
            "{src}:{}: function '{}', its return: annotated {} but command '{}' declares {} ({at}); make them agree",
            sig.line,
            sig.name,
            declared.type_name(),
            cmd.name,
            cmd.ret.schema.type_name()
        ));
    }
    out
}

/// Whether a source annotation and a manifest schema describe the same
/// values, with every integer width one `int` and every float one `float`.
pub fn compatible(a: &Schema, b: &Schema) -> bool {
    use Schema::*;
    match (a.strip(), b.strip()) {
        (BigInt | Int { .. }, BigInt | Int { .. }) => true,
        (Real { .. }, Real { .. }) => true,
        (List(x), List(y)) | (Optional(x), Optional(y)) => compatible(x, y),
        (Tuple(x), Tuple(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(a, b)| compatible(a, b))
        }
        (Record(x), Record(y)) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|((k, a), (l, b))| k == l && compatible(a, b))
        }
        (x, y) => x == y,
    }
}

/// `nexus init FILE [-o DIR]`.
pub fn init(args: &[String]) -> i32 {
    let (file, dir) = match args {
        [f] if !f.starts_with('-') => (f, None),
        [f, o, d] if o == "-o" => (f, Some(d)),
        [o, d, f] if o == "-o" => (f, Some(d)),
        [h] if h == "--help" || h == "-h" => {
            return crate::exit::print_out(
                "usage: nexus init <file.py|file.R> [-o DIR]\n\nWrites DIR/manifest.json (default DIR: ./<name>), the manifest the bare\nsource file is served with, and copies the source beside it, for editing\nby hand.\n",
            );
        }
        _ => return usage("init needs <file.py|file.R> [-o DIR]"),
    };
    if !source::is_source(file) {
        return usage(format!("{file}: init needs a .py or .R file"));
    }
    let dir = match dir {
        Some(d) => Path::new(d).to_path_buf(),
        None => Path::new(".").join(source::program_name(Path::new(file))),
    };
    match source::write_program(file, &dir) {
        Ok(name) => {
            crate::say!(
                "nexus: wrote {} for program {name}; serve it with nexus run {} …",
                dir.join("manifest.json").display(),
                dir.display()
            );
            EXIT_OK
        }
        Err(e) => {
            crate::say!("nexus: {e}");
            EXIT_FAILED
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_and_float_widths_are_compatible() {
        let p = |s: &str| Schema::parse(s).unwrap();
        assert!(compatible(&p("j"), &p("i4")));
        assert!(compatible(&p("af8"), &p("af4")));
        assert!(compatible(&p("m11xj"), &p("m11xi8")));
        assert!(!compatible(&p("j"), &p("s")));
        assert!(!compatible(&p("m11xj"), &p("m11yj")));
        assert!(!compatible(&p("t2jj"), &p("t3jjj")));
    }

    #[test]
    fn the_line_of_a_command() {
        let text = "{\n \"commands\": [\n  {\"name\": \"a\"},\n  {\"name\": \"bb\"}\n ]\n}";
        assert_eq!(command_line(text, "bb"), 4);
        assert_eq!(command_line(text, "zz"), 1);
    }
}
