//! Program manifests (SPEC §1.1): reading and validating them.
//!
//! The format is the one morloc 0.98 writes, plus a few optional fields of
//! ours for hand-written programs. Unknown keys are ignored and the build's
//! morloc version is never checked. [`parse`] is a pure function over the
//! manifest text; each error is one line naming the file, the JSON path
//! (`commands[2].args[0].schema`) and what was expected.
//!
//! It also names each argument's published property ([`Arg::property_name`],
//! seed 000 §7.5.3; `crate::arguments` builds the call surface from it),
//! so that validation can refuse a command whose arguments, record fields,
//! instance key ([`INSTANCE_PROPERTY`]) or rendering choice
//! ([`RENDER_PROPERTY`]) would share one property name.
//!
//! One idea per file: this one holds the manifest's types, what a program
//! is once read; `at` reads a JSON value while keeping its path for errors;
//! `parser` reads each part of a manifest, field by field; `validate` holds
//! the rules that look across fields and commands; `syntax` says where a
//! text that is not JSON goes wrong; `launcher` reads the manifest path out
//! of a launcher script (finding programs on disk is nexus's `programs`).

mod at;
mod launcher;
mod parser;
mod syntax;
#[cfg(test)]
mod tests;
mod validate;

pub use launcher::launcher_target;
pub use parser::{is_identifier, parse, parse_default};

use crate::json::Value;
use crate::schema::Schema;
use std::fmt;
use std::path::{Path, PathBuf};

/// Payloads at least this large travel through shared memory by default.
pub const DEFAULT_INLINE_SIZE: usize = 65536;

/// The largest manifest we read; a bound against accidental huge files.
pub const MAX_MANIFEST_BYTES: usize = 16 << 20;

/// A program's manifest, read and validated: its commands, the pools that
/// run them, and what to tell callers about them.
#[derive(Debug, Clone)]
pub struct Manifest {
    /// The manifest file, absolute when it was loaded from disk.
    pub path: PathBuf,
    /// The module name (`name`), an identifier ([`is_identifier`]).
    pub name: String,
    /// `version` when it is a string; morloc's numeric one reads as `None`.
    pub version: Option<String>,
    /// `build.morloc_version`: the morloc that built this manifest, shown by
    /// `/discover` and as the MCP server version as morloc's nexus shows it.
    /// Informational only: never a reason to refuse a manifest (issue 10).
    pub morloc_version: Option<String>,
    /// The program's docstring (`desc`), one entry per line.
    pub desc: Vec<String>,
    /// The pools (`pools`), which [`Command::pool`] indexes.
    pub pools: Vec<Pool>,
    /// The commands (`commands`), in manifest order, names unique, internal
    /// ones included.
    pub commands: Vec<Command>,
    /// The command groups (`groups`) that [`Command::group`] names, for help.
    pub groups: Vec<Group>,
    /// `inline_size`, in bytes: where payloads switch from inline to shared
    /// memory (our pools move one of exactly this size, morloc's pools keep
    /// it inline); default [`DEFAULT_INLINE_SIZE`], raised to at least 64.
    pub inline_size: usize,
    /// The bare `.py` or `.R` file this manifest was derived from (issue
    /// 11); `path` is then the derived manifest in the cache.
    pub origin: Option<PathBuf>,
    /// `"sandbox": true`: run this program's pool workers sandboxed, as with
    /// `--sandbox` (issue 14).
    pub sandbox: bool,
}

/// How callers share a pool's workers (issue 7).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Instances {
    /// `"shared"` (the default): every caller shares the pool's workers.
    Shared,
    /// `"private"`: each caller runs on an instance of its own (a handle
    /// from the pool's open tool, its connection's, or a fresh one).
    Private,
    /// `"keyed"`: a call names its instance by key ([`INSTANCE_PROPERTY`]);
    /// calls giving the same key share it, created on first use.
    Keyed,
}

/// One pool: a process in one language, with its workers, that runs the
/// remote commands naming its index.
#[derive(Debug, Clone)]
pub struct Pool {
    /// The pool's language (`lang`); only `py` and `r` (or `python`,
    /// `python3`, `R`) have built-in runtimes, any other needs `exec`.
    pub lang: String,
    /// The pool's source file (`source`), relative to the manifest's directory.
    pub source: Option<String>,
    /// The command line that starts the pool (`exec`), never empty; without
    /// it a built-in runtime loads `source`.
    pub exec: Option<Vec<String>>,
    /// How many workers to run (`workers`, 1 to 1024); `None`: one per CPU.
    /// `--workers` overrides either.
    pub workers: Option<usize>,
    /// How callers share its workers (`instances`).
    pub instances: Instances,
    /// `socket` (morloc writes it beside `exec`): the pool speaks libmorloc's
    /// protocol on `<tmpdir>/<socket>` instead of ours (src/morloc).
    pub socket: Option<String>,
    /// `pool_hash`: handed to a morloc pool as `MORLOC_POOL_HASH`.
    pub pool_hash: Option<String>,
}

/// A command group (`groups`): a heading that help lists commands under.
#[derive(Debug, Clone)]
pub struct Group {
    /// The group's name, as a command's `group` gives it.
    pub name: String,
    /// The group's docstring, one entry per line.
    pub desc: Vec<String>,
}

/// Where a command runs (`type`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CommandType {
    /// `"remote"` (the default): in its pool.
    Remote,
    /// `"pure"`: nexus evaluates its `expr` itself; no pool is involved.
    Pure,
}

/// One command of the program: its name, where it runs, its arguments and
/// its return.
#[derive(Debug, Clone)]
pub struct Command {
    /// The command's name (`name`), an identifier unique in the manifest.
    pub name: String,
    /// Where it runs (`type`).
    pub kind: CommandType,
    /// Index into [`Manifest::pools`] of the pool that runs it (`pool`,
    /// default 0); in range for a remote command.
    pub pool: usize,
    /// The function's id in its pool (`mid`, default the command's index),
    /// unique per pool; a CALL packet carries it.
    pub mid: u32,
    /// The name of the function the pool runs (`function`, default the
    /// command's name).
    pub function: String,
    /// The command's docstring (`desc`), one entry per line.
    pub desc: Vec<String>,
    /// Its arguments (`args`), in the order the function takes them.
    pub args: Vec<Arg>,
    /// What it returns (`return`; `Unit` when absent).
    pub ret: Return,
    /// The group help lists it under (`group`), if any.
    pub group: Option<String>,
    /// `internal`: left out of listings and of [`Manifest::command`];
    /// callable only through a rendering whose `entry` it is.
    pub internal: bool,
    /// Alternative renderings of the result (seed 001 `_render`).
    pub terminals: Vec<Terminal>,
    /// How its pool's instances are shared (copied from the pool).
    pub instances: Instances,
    /// `needed_pools` (morloc writes it): every pool the call reaches, its
    /// own first, then those its function calls into (morloc's foreign
    /// calls). They are all started before the call is sent. Default: the
    /// command's pool alone; empty for a pure command.
    pub needed_pools: Vec<usize>,
    /// A pure command's expression, which the nexus evaluates itself.
    pub expr: Option<std::sync::Arc<crate::morloc_expr::Expr>>,
    /// What MCP clients are told about the tool beyond its docstring (issue
    /// 12): the optional `"mcp"` object of a command.
    pub mcp: McpHints,
    /// The optional `"remote"` object (morloc's `remote:` fields): each
    /// call runs as a SLURM job (`crate::slurm`).
    pub remote: Option<Remote>,
}

/// A command's `"remote"` object, morloc's `RemoteResources` fields:
/// `{"threads": 1, "memory": 2, "time": 600, "gpus": 0}` (memory in GB,
/// time in seconds). Missing: one thread, SLURM's default memory, an hour,
/// no GPU.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Remote {
    /// CPU threads per job (`threads`, default 1, at least 1, at most 4096).
    pub threads: u32,
    /// Memory per job in GB (`memory`); `None`: SLURM's default.
    pub memory_gb: Option<u32>,
    /// Time limit per job in seconds (`time`, default 3600, at least 1).
    pub time_s: u64,
    /// GPUs per job (`gpus`, default 0, at most 1024).
    pub gpus: u32,
}

/// A command's optional `"mcp"` object: how MCP presents the tool.
///
/// ```json
/// "mcp": {"title": "Roll dice",
///         "annotations": {"readOnlyHint": true, "openWorldHint": false},
///         "client_capabilities": ["sampling"]}
/// ```
///
/// `annotations` takes MCP's `ToolAnnotations` keys (`title`, and the
/// booleans `readOnlyHint`, `destructiveHint`, `idempotentHint`,
/// `openWorldHint`); `client_capabilities` names capabilities a 2026-07-28
/// client must declare to call the tool (else -32021).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct McpHints {
    /// The tool's display title (`title`).
    pub title: Option<String>,
    /// The `annotations` object as JSON text, keys checked.
    pub annotations: Option<String>,
    /// Capabilities a 2026-07-28 client must declare to call the tool
    /// (`client_capabilities`), each an identifier.
    pub client_capabilities: Vec<String>,
    /// `"tasks": true`: a 2026-07-28 client that declares the tasks
    /// extension gets a task for each call (remote commands always do).
    pub tasks: bool,
}

/// The boolean keys of MCP's `ToolAnnotations`.
pub const ANNOTATION_HINTS: &[&str] = &[
    "readOnlyHint",
    "destructiveHint",
    "idempotentHint",
    "openWorldHint",
];

/// What a command returns (its `return` object).
#[derive(Debug, Clone)]
pub struct Return {
    /// The result's schema (`schema`).
    pub schema: Schema,
    /// The morloc type name shown for the result (`type`), if given.
    pub type_name: Option<String>,
    /// The return's docstring (`desc`), one entry per line.
    pub desc: Vec<String>,
    /// The result's media type (`image/png`), as morloc writes `return.mime`:
    /// the result is served as raw bytes of that type (seed 001).
    pub mime: Option<String>,
}

/// One alternative rendering of a command's result, as morloc writes it:
/// selected by `--long`/`-short` on the command line, `_render` over MCP and
/// `?render=` over HTTP, it runs the `entry` command (same arguments)
/// instead of the command itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Terminal {
    /// The rendering's name (`long`): letters, digits, `-` and `_`, not
    /// `raw`, unique in the command.
    pub long: String,
    /// Its one-character switch (`short`, an ASCII letter or digit), if any.
    pub short: Option<char>,
    /// The internal command that renders; `None`: only morloc's own command
    /// line can run it, so we refuse it with a clear error.
    pub entry: Option<String>,
    /// What the rendering shows (`description`; empty when absent).
    pub description: String,
    /// The entry emits the final bytes: the command line prints them raw.
    pub render: bool,
    /// Fires when no rendering is asked for (command line and HTTP; MCP
    /// defaults to `raw`, the typed value).
    pub default: bool,
}

/// One argument of a command, as `args` lists it.
#[derive(Debug, Clone)]
pub struct Arg {
    /// What sort of argument it is (`kind`), with that kind's fields.
    pub kind: ArgKind,
    /// The argument's docstring (`desc`), one entry per line.
    pub desc: Vec<String>,
}

/// The kinds of argument (`kind`): positional, option, flag and record
/// group. A group's `entries` hold options and flags only.
#[derive(Debug, Clone)]
pub enum ArgKind {
    /// `"pos"`: a positional argument.
    Pos {
        /// The value's schema (`schema`).
        schema: Schema,
        /// The morloc type name shown for it (`type`).
        type_name: Option<String>,
        /// The placeholder help shows for it (`metavar`).
        metavar: Option<String>,
        /// The property it is published as (`name`); `None`: `_<position>`
        /// ([`Arg::property_name`]).
        name: Option<String>,
        /// morloc's `many`, kept as read; nexus does not act on it.
        many: bool,
        /// `stdin`: the word `-` reads the value from standard input.
        stdin: bool,
        /// `quoted`: for a `Str`, the command-line word is the literal text
        /// ([`Arg::literal`]).
        quoted: bool,
    },
    /// `"opt"`: an option with a value, named by `short` or `long` (a
    /// group's entry may have neither).
    Opt {
        /// The value's schema (`schema`).
        schema: Schema,
        /// Its one-character switch (`-x`), if any.
        short: Option<char>,
        /// Its long name (`--name`, without the dashes), if any.
        long: Option<String>,
        /// The placeholder help shows for its value (`metavar`).
        metavar: Option<String>,
        /// The default, parsed and validated under `schema`.
        default: Option<Value>,
        /// `quoted` (morloc): a string option's word is the literal text.
        quoted: bool,
    },
    /// `"flag"`: a boolean switch; naming it gives `true`.
    Flag {
        /// Its one-character switch (`-x`), if any.
        short: Option<char>,
        /// Its long name (`--name`, without the dashes), if any.
        long: Option<String>,
        /// The long name that gives `false` (`long_rev`, as `no-crit`), if any.
        long_rev: Option<String>,
        /// Its value when not given (`default`, false when absent).
        default: bool,
    },
    /// `"grp"`: a record, passed whole as one option (`group_opt`) and/or
    /// field by field (`entries`).
    Grp {
        /// The record's schema (a record under any hints).
        schema: Schema,
        /// The record's morloc type name (`type`): what a record passed whole is
        /// published as, lowercased.
        type_name: Option<String>,
        /// The placeholder help shows for it (`metavar`).
        metavar: Option<String>,
        /// `group_opt`: the short and long names of the option that takes the
        /// whole record; `None`: the record is unrolled into its entries.
        group_opt: Option<(Option<char>, Option<String>)>,
        /// `entries`: each record field's key with the option or flag that sets
        /// it.
        entries: Vec<(String, Arg)>,
    },
}

impl Arg {
    /// The schema of the value this argument passes to the function.
    pub fn schema(&self) -> Schema {
        self.schema_ref().clone()
    }

    /// [`Arg::schema`] without the clone, for a call's hot path.
    pub fn schema_ref(&self) -> &Schema {
        match &self.kind {
            ArgKind::Pos { schema, .. }
            | ArgKind::Opt { schema, .. }
            | ArgKind::Grp { schema, .. } => schema,
            ArgKind::Flag { .. } => &Schema::Bool,
        }
    }

    /// Whether a command-line word for this argument is always the literal
    /// string (morloc's `"quoted": true` on a `Str` argument, its "literal
    /// string"): `'"Zoë"'` is the five characters with their quotes, as
    /// morloc's nexus passes it, not the JSON string `Zoë`.
    pub fn literal(&self) -> bool {
        match &self.kind {
            ArgKind::Pos { quoted, schema, .. } | ArgKind::Opt { quoted, schema, .. } => {
                *quoted && matches!(schema.strip(), Schema::Str)
            }
            _ => false,
        }
    }

    /// The whole docstring on one line, its lines joined with spaces, or
    /// empty.
    pub fn summary(&self) -> String {
        self.desc.join(" ")
    }

    /// The one MCP property (and `/call` object key) this argument is
    /// published as, seed 000 §7.5.3: a positional is `_<position>` (its
    /// number among the positionals, from 1) unless it has a `name`; an
    /// option or flag goes by its long name, else its short one; a record
    /// passed whole is named for its type, lowercased. `None` for an
    /// unrolled record, which is one property per field, named for it.
    pub fn property_name(&self, position: usize) -> Option<String> {
        let option = |short: &Option<char>, long: &Option<String>| {
            long.clone()
                .or_else(|| short.map(String::from))
                .unwrap_or_default()
        };
        match &self.kind {
            ArgKind::Pos { name, .. } => {
                Some(name.clone().unwrap_or_else(|| format!("_{position}")))
            }
            ArgKind::Opt { short, long, .. } | ArgKind::Flag { short, long, .. } => {
                Some(option(short, long))
            }
            ArgKind::Grp {
                type_name,
                metavar,
                group_opt: Some((short, long)),
                ..
            } => Some(
                type_name
                    .as_deref()
                    .map(str::to_lowercase)
                    .or_else(|| long.clone())
                    .or_else(|| metavar.clone())
                    .unwrap_or_else(|| option(short, long)),
            ),
            ArgKind::Grp { .. } => None,
        }
    }
}

/// The property naming a keyed or private instance (issues 7 and 12).
pub const INSTANCE_PROPERTY: &str = "instance";

/// The property choosing a rendering of the result (seed 001).
pub const RENDER_PROPERTY: &str = "_render";

impl Command {
    /// The first line of the docstring, or empty.
    pub fn summary(&self) -> &str {
        self.desc.first().map(String::as_str).unwrap_or("")
    }
}

/// One line: `file: path: message`.
#[derive(Debug, Clone, PartialEq)]
pub struct ManifestError {
    /// The manifest's name as given to [`parse`], with `:LINE:COLUMN` when
    /// its JSON syntax is broken.
    pub file: String,
    /// The JSON path of the fault (`commands[2].args[0].schema`); empty when
    /// it is the whole file.
    pub path: String,
    /// What was expected, and what was found.
    pub message: String,
}

impl fmt::Display for ManifestError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        if self.path.is_empty() {
            write!(f, "{}: {}", self.file, self.message)
        } else {
            write!(f, "{}: {}: {}", self.file, self.path, self.message)
        }
    }
}

impl Manifest {
    /// The command called `name`, unless it is internal.
    pub fn command(&self, name: &str) -> Option<&Command> {
        self.commands.iter().find(|c| c.name == name && !c.internal)
    }

    /// The directory holding the manifest, where pool sources live (for a
    /// bare source file, the file's own directory).
    pub fn dir(&self) -> PathBuf {
        self.origin
            .as_deref()
            .unwrap_or(&self.path)
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_else(|| PathBuf::from("."))
    }

    /// `version`, or nexus's own version when the manifest gives none.
    pub fn version_or_default(&self) -> &str {
        self.version.as_deref().unwrap_or(env!("CARGO_PKG_VERSION"))
    }
}
