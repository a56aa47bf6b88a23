//! Bare source files as programs (issue 11): a `.py` or `.R` file whose
//! public functions, type hints and docstrings (roxygen comments in R)
//! describe the program, with no manifest.
//!
//! Reading a file means running its interpreter with a small reader embedded
//! in the binary (`read.py` parses with `ast`, `read.R` with `parse()`;
//! neither imports, sources or executes the user's code). The reader prints a
//! plain description as JSON; everything that judges it — which functions
//! are served, how each type maps to a morloc schema, which argument kind a
//! parameter becomes, what a docstring says — is a pure function here, so it
//! is unit-tested without an interpreter. The result is manifest JSON text,
//! which `manifest` parses and validates like any other manifest: a bare
//! file is served exactly as its `nexus init` manifest would be.
//!
//! The derived manifest is cached under `$XDG_CACHE_HOME/nexus/source` (else
//! `~/.cache/nexus/source`), keyed by a hash of the source's bytes, its path
//! and this binary's readers, so a warm start runs no interpreter. The pools
//! read that cached manifest (its pool `source` is the file's absolute path).
//!
//! Sits below `manifest` (which calls [`derive`] for a bare file) and above
//! `schema` and `json`.

mod collect;
pub mod doc;
pub mod python;
pub mod r;

use crate::json::{self, Obj, Value};
use crate::schema::Schema;
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The Python reader, run as `python3 -I -c READER FILE`.
pub const PY_READER: &str = include_str!("read.py");
/// The R reader, run as `Rscript --vanilla -e … FILE`.
pub const R_READER: &str = include_str!("read.R");

/// How long a reader may run before it is killed.
const READER_DEADLINE: Duration = Duration::from_secs(60);

/// The largest source file we read.
pub const MAX_SOURCE_BYTES: usize = 16 << 20;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lang {
    Py,
    R,
}

impl Lang {
    fn pool_lang(self) -> &'static str {
        match self {
            Lang::Py => "py",
            Lang::R => "r",
        }
    }
}

/// The language of a bare source file, by its extension.
pub fn lang_of(path: &Path) -> Option<Lang> {
    match path.extension()?.to_str()? {
        "py" => Some(Lang::Py),
        "R" | "r" => Some(Lang::R),
        _ => None,
    }
}

/// Whether `program` names a bare source file (rather than a manifest, a
/// program directory or a launcher).
pub fn is_source(program: &str) -> bool {
    let path = Path::new(program);
    lang_of(path).is_some() && path.is_file()
}

/// One reason a file cannot be served, as one line:
/// `file:line: function 'f', parameter 'x': found …; supported: …`.
#[derive(Debug, Clone, PartialEq)]
pub struct Refusal {
    pub line: u32,
    /// `function 'f', parameter 'x'`, or `function 'f'`, or empty.
    pub subject: String,
    pub found: String,
    pub supported: String,
}

impl Refusal {
    /// One line naming `file`.
    pub fn render(&self, file: &str) -> String {
        let subject = if self.subject.is_empty() {
            String::new()
        } else {
            format!(" {}:", self.subject)
        };
        format!(
            "{file}:{}:{subject} found {}; supported: {}",
            self.line, self.found, self.supported
        )
        .replace('\n', " ")
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(&self.render("<source>"))
    }
}

/// A program derived from a source file, ready for `manifest::parse`.
#[derive(Debug, Clone)]
pub struct Derived {
    /// The manifest JSON text.
    pub text: String,
    /// Where that text lives on disk (in the cache), for the pools.
    pub manifest_path: PathBuf,
    /// The source file, canonical.
    pub origin: PathBuf,
}

/// The manifest of a bare source file: from the cache when its key is
/// there, else from a reader run, then cached.
pub fn derive(program: &str) -> Result<Derived, String> {
    let origin = std::fs::canonicalize(program)
        .map_err(|e| format!("cannot open program {program:?}: {e}"))?;
    let lang = lang_of(&origin).ok_or_else(|| format!("{program}: not a .py or .R file"))?;
    let bytes = read_source(&origin)?;
    let cache = cache_dir()?;
    let key = cache_key(lang, &origin, &bytes);
    let manifest_path = cache.join(format!("{key}.json"));
    if let Ok(text) = std::fs::read_to_string(&manifest_path) {
        return Ok(Derived {
            text,
            manifest_path,
            origin,
        });
    }
    let shown = program.to_string();
    let source_ref = origin.display().to_string();
    let text = describe_and_render(lang, &origin, &shown, &source_ref)?;
    write_atomically(&cache, &manifest_path, &text)?;
    Ok(Derived {
        text,
        manifest_path,
        origin,
    })
}

/// The manifest `nexus init` writes: the pool's source is the file's name,
/// beside the manifest. Always runs the reader.
pub fn init_manifest(program: &str) -> Result<(String, PathBuf), String> {
    let origin = std::fs::canonicalize(program)
        .map_err(|e| format!("cannot open program {program:?}: {e}"))?;
    let lang = lang_of(&origin)
        .ok_or_else(|| format!("{program}: not a .py or .R file; init needs a bare source file"))?;
    let file_name = origin
        .file_name()
        .and_then(|n| n.to_str())
        .ok_or_else(|| format!("{program}: the file name is not UTF-8"))?
        .to_string();
    let text = describe_and_render(lang, &origin, program, &file_name)?;
    Ok((text, origin))
}

/// Every refusal for a source file (for `nexus check`): an empty list when
/// it is servable. Errors are failures to read it at all.
pub fn findings(program: &str) -> Result<Vec<String>, String> {
    let origin = std::fs::canonicalize(program)
        .map_err(|e| format!("cannot open program {program:?}: {e}"))?;
    let lang = lang_of(&origin).ok_or_else(|| format!("{program}: not a .py or .R file"))?;
    let description = run_reader(lang, &origin)?;
    let name = program_name(&origin);
    let result = match lang {
        Lang::Py => python::render(&description, &name, "x"),
        Lang::R => r::render(&description, &name, "x"),
    };
    Ok(match result {
        Ok(_) => Vec::new(),
        Err(refusals) => refusals.iter().map(|r| r.render(program)).collect(),
    })
}

/// The functions a source file defines, with their lines and the schemas of
/// their annotated parameters (for `nexus check` against a manifest).
pub fn signatures(path: &Path) -> Result<Vec<Signature>, String> {
    let lang = lang_of(path).ok_or_else(|| format!("{}: not a .py or .R file", path.display()))?;
    let description = run_reader(lang, path)?;
    Ok(match lang {
        Lang::Py => python::signatures(&description),
        Lang::R => r::signatures(&description),
    })
}

/// A function as its source declares it.
#[derive(Debug, Clone)]
pub struct Signature {
    pub name: String,
    pub line: u32,
    /// Parameters that must be given.
    pub required: usize,
    /// All parameters; `None` when it takes any number (`*args`, `...`).
    pub max: Option<usize>,
    /// Each parameter's schema, when annotated and supported.
    pub params: Vec<(String, Option<Schema>)>,
    pub returns: Option<Schema>,
}

/// Writes the equivalent manifest and a copy of the source into `dir`
/// (`nexus init`, and `nexus install` of a bare file); the program's name.
pub fn write_program(program: &str, dir: &Path) -> Result<String, String> {
    let (text, origin) = init_manifest(program)?;
    let file_name = origin.file_name().unwrap_or_default();
    let manifest = dir.join("manifest.json");
    if manifest.exists() {
        return Err(format!(
            "{} already exists; remove it or choose another directory with -o",
            manifest.display()
        ));
    }
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let copy = dir.join(file_name);
    let same = std::fs::canonicalize(&copy).is_ok_and(|c| c == origin);
    if !same {
        std::fs::copy(&origin, &copy).map_err(|e| {
            format!(
                "cannot copy {} to {}: {e}",
                origin.display(),
                copy.display()
            )
        })?;
    }
    std::fs::write(&manifest, text)
        .map_err(|e| format!("cannot write {}: {e}", manifest.display()))?;
    Ok(program_name(&origin))
}

fn describe_and_render(
    lang: Lang,
    origin: &Path,
    shown: &str,
    source_ref: &str,
) -> Result<String, String> {
    let description = run_reader(lang, origin)?;
    let name = program_name(origin);
    let result = match lang {
        Lang::Py => python::render(&description, &name, source_ref),
        Lang::R => r::render(&description, &name, source_ref),
    };
    result.map_err(|refusals| {
        let first = refusals[0].render(shown);
        match refusals.len() {
            1 => first,
            n => format!(
                "{first} (and {} more; nexus check {shown} lists them all)",
                n - 1
            ),
        }
    })
}

fn read_source(path: &Path) -> Result<Vec<u8>, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    if bytes.len() > MAX_SOURCE_BYTES {
        return Err(format!(
            "{}: the source is larger than {MAX_SOURCE_BYTES} bytes",
            path.display()
        ));
    }
    Ok(bytes)
}

/// The program's name: the file's stem, made an identifier (`my-tools.py`
/// is `my_tools`).
pub fn program_name(path: &Path) -> String {
    let stem = path
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("program");
    identifier(stem)
}

/// `text` with every character outside `[A-Za-z0-9_]` made `_`, and a
/// leading digit prefixed with `_`.
pub fn identifier(text: &str) -> String {
    let mut out: String = text
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    if out.is_empty() || out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, '_');
    }
    out.truncate(128);
    out
}

/// `$XDG_CACHE_HOME/nexus/source`, else `$HOME/.cache/nexus/source`.
pub fn cache_dir() -> Result<PathBuf, String> {
    let base = match std::env::var_os("XDG_CACHE_HOME") {
        Some(x) if Path::new(&x).is_absolute() => PathBuf::from(x),
        _ => match std::env::var_os("HOME") {
            Some(h) if Path::new(&h).is_absolute() => Path::new(&h).join(".cache"),
            _ => {
                return Err(
                    "no cache directory for derived manifests: set XDG_CACHE_HOME or HOME to an absolute path".into(),
                );
            }
        },
    };
    Ok(base.join("nexus").join("source"))
}

/// FNV-1a over the readers and renderers, computed at compile time: a new
/// binary whose reading differs misses every cached entry.
const READERS_FINGERPRINT: u64 = {
    let parts: [&[u8]; 7] = [
        env!("CARGO_PKG_VERSION").as_bytes(),
        PY_READER.as_bytes(),
        R_READER.as_bytes(),
        include_bytes!("python.rs"),
        include_bytes!("r.rs"),
        include_bytes!("doc.rs"),
        include_bytes!("mod.rs"),
    ];
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut p = 0;
    while p < parts.len() {
        let bytes = parts[p];
        let mut i = 0;
        while i < bytes.len() {
            h ^= bytes[i] as u64;
            h = h.wrapping_mul(0x0100_0000_01b3);
            i += 1;
        }
        p += 1;
    }
    h
};

/// 128 bits of two independent SipHash runs over the readers' fingerprint,
/// the path and the bytes: a changed file, reader or binary misses.
fn cache_key(lang: Lang, path: &Path, bytes: &[u8]) -> String {
    use std::hash::{Hash, Hasher};
    let half = |salt: u64| {
        let mut h = std::hash::DefaultHasher::new();
        salt.hash(&mut h);
        READERS_FINGERPRINT.hash(&mut h);
        lang.pool_lang().hash(&mut h);
        path.hash(&mut h);
        bytes.hash(&mut h);
        h.finish()
    };
    format!(
        "{:016x}{:016x}",
        half(0x6e65_7875_7331),
        half(0x736f_7572_6365)
    )
}

fn write_atomically(dir: &Path, target: &Path, text: &str) -> Result<(), String> {
    let fail = |e: std::io::Error| {
        format!(
            "cannot write the derived manifest into {}: {e}; set XDG_CACHE_HOME to a writable directory",
            dir.display()
        )
    };
    std::fs::create_dir_all(dir).map_err(fail)?;
    let tmp = target.with_extension(format!("tmp{}", std::process::id()));
    std::fs::write(&tmp, text).map_err(fail)?;
    std::fs::rename(&tmp, target).map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        fail(e)
    })
}

/// Runs the language's reader on `path`; its JSON description.
fn run_reader(lang: Lang, path: &Path) -> Result<Value, String> {
    use std::process::{Command, Stdio};
    let file = path.display().to_string();
    let mut cmd = match lang {
        Lang::Py => {
            let mut c = Command::new("python3");
            c.args(["-I", "-c", PY_READER, &file]);
            c
        }
        Lang::R => {
            let mut c = Command::new("Rscript");
            c.env("NEXUS_READER", R_READER).args([
                "--vanilla",
                "-e",
                "eval(parse(text = Sys.getenv('NEXUS_READER')))",
                &file,
            ]);
            c
        }
    };
    let interpreter = match lang {
        Lang::Py => "python3",
        Lang::R => "Rscript",
    };
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| {
            format!(
                "{file}: cannot run {interpreter} to read it: {e}; install {} or write a manifest (see README)",
                match lang {
                    Lang::Py => "Python 3.9 or later",
                    Lang::R => "R with the jsonlite package",
                }
            )
        })?;
    let drain = |pipe: Option<Box<dyn std::io::Read + Send>>| {
        std::thread::spawn(move || {
            let mut out = Vec::new();
            if let Some(p) = pipe {
                use std::io::Read;
                let _ = p.take(64 << 20).read_to_end(&mut out);
            }
            out
        })
    };
    let out = drain(child.stdout.take().map(|p| Box::new(p) as _));
    let err = drain(child.stderr.take().map(|p| Box::new(p) as _));
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if start.elapsed() < READER_DEADLINE => {
                std::thread::sleep(Duration::from_millis(2))
            }
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!(
                    "{file}: {interpreter} did not finish reading it within {}s",
                    READER_DEADLINE.as_secs()
                ));
            }
        }
    };
    let stdout = out.join().unwrap_or_default();
    let stderr = err.join().unwrap_or_default();
    let last_line = |b: &[u8]| {
        String::from_utf8_lossy(b)
            .lines()
            .rev()
            .find(|l| !l.trim().is_empty())
            .unwrap_or("")
            .to_string()
    };
    if !status.success() {
        return Err(format!(
            "{file}: {interpreter} could not read it: {}",
            last_line(&stderr)
        ));
    }
    let text = String::from_utf8_lossy(&stdout);
    let value = json::parse(text.trim())
        .map_err(|e| format!("{file}: the {interpreter} reader printed no description ({e})"))?;
    if let Some(err) = json::get(&value, "syntax_error") {
        let line = json::get(err, "line").and_then(as_u32).unwrap_or(0);
        let message = json::get_str(err, "message").unwrap_or("syntax error");
        return Err(format!(
            "{file}:{line}: cannot parse the file: {message}; fix the syntax error"
        ));
    }
    Ok(value)
}

// ---------------------------------------------------------------------------
// Shared pieces of the renderers.

pub(crate) fn as_u32(v: &Value) -> Option<u32> {
    match v {
        Value::Number(json::Number::U64(n)) => u32::try_from(*n).ok(),
        _ => None,
    }
}

/// The kind of argument a parameter becomes.
#[derive(Debug, Clone)]
pub enum Kind {
    /// No default: positional. `name` is the property MCP and `/call`
    /// publish it as: the parameter's own name ([`published_name`]), else
    /// the seed's `_1`, `_2`, … (which are accepted beside a name too).
    Pos { name: Option<String> },
    /// A default: `--name VALUE`.
    Opt { default: Value },
    /// A `bool` with a default: `--name` / `--no-name`.
    Flag { default: bool },
}

/// One argument of a command being rendered.
#[derive(Debug, Clone)]
pub struct ArgSpec {
    pub name: String,
    pub schema: Schema,
    pub type_name: String,
    pub kind: Kind,
    pub desc: Vec<String>,
}

/// One command being rendered.
#[derive(Debug, Clone)]
pub struct CommandSpec {
    pub name: String,
    pub function: String,
    pub line: u32,
    pub desc: Vec<String>,
    pub args: Vec<ArgSpec>,
    pub ret: (Schema, String, Vec<String>),
    /// Extra keys for the pool runtime (Python: `py_call`), as JSON text.
    pub pool_hook: Option<(String, String)>,
}

/// Manifest JSON text for one pool of `lang` at `source_ref` and `commands`.
pub fn manifest_json(
    name: &str,
    desc: &[String],
    lang: Lang,
    source_ref: &str,
    commands: &[CommandSpec],
) -> String {
    let lines = |l: &[String]| json::array_of_raw(l.iter().map(|s| json::quote(s)));
    let pool = Obj::new()
        .str("lang", lang.pool_lang())
        .str("source", source_ref)
        .finish();
    let cmds = commands.iter().enumerate().map(|(i, c)| {
        let args = json::array_of_raw(c.args.iter().map(arg_json));
        let ret = Obj::new()
            .str("schema", &c.ret.0.to_string())
            .str("type", &c.ret.1)
            .raw("desc", &lines(&c.ret.2))
            .finish();
        let mut o = Obj::new()
            .str("name", &c.name)
            .str("type", "remote")
            .raw("pool", "0")
            .raw("mid", &i.to_string())
            .str("function", &c.function)
            .raw("line", &c.line.to_string())
            .raw("desc", &lines(&c.desc))
            .raw("args", &args)
            .raw("return", &ret);
        if let Some((key, raw)) = &c.pool_hook {
            o = o.raw(key, raw);
        }
        o.finish()
    });
    let mut out = Obj::new()
        .str("name", name)
        .raw("desc", &lines(desc))
        .raw("pools", &format!("[{pool}]"))
        .raw("commands", &json::array_of_raw(cmds))
        .finish();
    out.push('\n');
    pretty_top(&out)
}

/// Puts each command of the compact text on its own line, so the file
/// `nexus init` writes reads and diffs well.
fn pretty_top(compact: &str) -> String {
    compact
        .replacen(",\"pools\":", ",\n \"pools\":", 1)
        .replacen(",\"commands\":[", ",\n \"commands\":[\n  ", 1)
        .replace("},{\"name\":", "},\n  {\"name\":")
}

fn arg_json(a: &ArgSpec) -> String {
    let desc = json::array_of_raw(a.desc.iter().map(|s| json::quote(s)));
    // `MONSTER` for a record named Monster, `INT` for [Int], `(INT,STR)`.
    let metavar = a.type_name.to_uppercase().replace(['[', ']', ' '], "");
    match &a.kind {
        Kind::Pos { name } => {
            // A positional is shown by its parameter's name (`BALANCE`),
            // its type beside it in the help.
            let shown = if a.name.is_empty() {
                metavar
            } else {
                a.name.to_uppercase()
            };
            let mut o = Obj::new()
                .str("kind", "pos")
                .str("schema", &a.schema.to_string())
                .str("type", &a.type_name)
                .str("metavar", &shown);
            if let Some(n) = name {
                o = o.str("name", n);
            }
            o.raw("desc", &desc).finish()
        }
        Kind::Opt { default } => Obj::new()
            .str("kind", "opt")
            .str("schema", &a.schema.to_string())
            .str("type", &a.type_name)
            .str("metavar", &metavar)
            .str("long", &a.name)
            .str("default", &json::to_string(default))
            .raw("desc", &desc)
            .finish(),
        Kind::Flag { default } => Obj::new()
            .str("kind", "flag")
            .str("long", &a.name)
            .str("long_rev", &format!("no-{}", a.name))
            .raw("default", if *default { "true" } else { "false" })
            .raw("desc", &desc)
            .finish(),
    }
}

/// The name a positional parameter is published under over MCP and at
/// `/call`: its own, when it is one every client takes as a property name
/// (1 to 64 of `A-Za-z0-9_.-`, the pattern the strictest clients check)
/// and not one of the seed's positional names (`_1`, `_2`, …); else
/// `None`, and it keeps its `_N`.
pub fn published_name(name: &str) -> Option<String> {
    let fits = (1..=64).contains(&name.len())
        && name
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'-'));
    let seed_like = name
        .strip_prefix('_')
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|c| c.is_ascii_digit()));
    (fits && !seed_like).then(|| name.to_string())
}

/// Option names may not start with `_` and may hold letters, digits, `_`, `-`.
pub(crate) fn option_name_ok(name: &str) -> bool {
    let mut b = name.bytes();
    matches!(b.next(), Some(c) if c.is_ascii_alphanumeric())
        && b.all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'-')
        && name.len() <= 60
}

/// A record schema, refused when a size does not fit one base-64 digit.
pub(crate) fn record_schema(fields: Vec<(String, Schema)>) -> Result<Schema, String> {
    if fields.len() > 63 {
        return Err(format!("a record of {} fields", fields.len()));
    }
    if let Some((k, _)) = fields.iter().find(|(k, _)| k.is_empty() || k.len() > 63) {
        return Err(format!("a record field name of {} bytes ({k:?})", k.len()));
    }
    Ok(Schema::Record(fields))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_become_identifiers() {
        assert_eq!(identifier("my-tools"), "my_tools");
        assert_eq!(identifier("2fa"), "_2fa");
        assert_eq!(identifier("ok_1"), "ok_1");
        assert_eq!(program_name(Path::new("/x/stats.tool.py")), "stats_tool");
    }

    /// Issue 40 item 22: a parameter keeps its name where every client
    /// takes it, and the seed's `_N` where it could not.
    #[test]
    fn positional_names_are_published_where_clients_take_them() {
        for ok in ["balance", "amount_2", "x", "my.arg", "_private", "a-b"] {
            assert_eq!(published_name(ok).as_deref(), Some(ok));
        }
        for kept in ["_1", "_23", "café", "", &"n".repeat(65)] {
            assert_eq!(published_name(kept), None, "{kept}");
        }
    }

    #[test]
    fn refusals_are_one_line() {
        let r = Refusal {
            line: 7,
            subject: "function 'f', parameter 'x'".into(),
            found: "dict[str,\nint]".into(),
            supported: "int".into(),
        };
        assert_eq!(
            r.render("t.py"),
            "t.py:7: function 'f', parameter 'x': found dict[str, int]; supported: int"
        );
    }

    #[test]
    fn languages_by_extension() {
        assert_eq!(lang_of(Path::new("a.py")), Some(Lang::Py));
        assert_eq!(lang_of(Path::new("a.R")), Some(Lang::R));
        assert_eq!(lang_of(Path::new("a.r")), Some(Lang::R));
        assert_eq!(lang_of(Path::new("manifest.json")), None);
    }

    #[test]
    fn the_cache_key_follows_path_and_bytes() {
        let a = cache_key(Lang::Py, Path::new("/a.py"), b"x");
        assert_eq!(a.len(), 32);
        assert_eq!(a, cache_key(Lang::Py, Path::new("/a.py"), b"x"));
        assert_ne!(a, cache_key(Lang::Py, Path::new("/a.py"), b"y"));
        assert_ne!(a, cache_key(Lang::Py, Path::new("/b.py"), b"x"));
    }
}
