//! The operator lifecycle of seed 001: install → expose → start → stop.
//!
//! State lives under `$NEXUS_HOME` (default `~/.local/share/nexus`):
//!
//! ```text
//! programs/<module>/   installed copies of programs, keyed by module name
//! views.json           {"mcp": [...], "api": [...], "eval": [...] or null}
//! server.json          the record of the running front end: pid, start time, address,
//!                      and its container (engine, id, image) when it runs in one
//! container/           what a container server may write (mounted at $NEXUS_HOME inside)
//! server.log           the front end's stdout and stderr
//! server.sockets       where the front end's daemon sockets are (removed by stop)
//! ```
//!
//! Installing never serves. `start` runs `nexus serve` in the background
//! (or, with `--container IMAGE`, in a container: [`crate::container`]) and
//! records it (`start --mcp PROGRAM` installs, exposes over MCP and starts in
//! one step, and prints the client configuration); a second `start` is refused while the recorded server is alive,
//! judged by its pid *and* its start time from `/proc`, so a reused pid does
//! not count. While a server runs, installed programs and views cannot change.
//! The token reaches the server through its environment only: it is never put
//! on a command line or written to disk.

use crate::container::{self, Container};
use crate::json::{self, Value};
use crate::manifest::{self, Manifest};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Names the front end's socket directory (under the temp dir), which
/// `stop` removes once the server is gone.
pub const SOCKETS_FILE: &str = "server.sockets";

/// How long `start` waits for the front end to listen.
pub const START_WAIT: Duration = Duration::from_secs(20);
/// How long `stop` waits after SIGTERM before SIGKILL.
pub const STOP_WAIT: Duration = Duration::from_secs(5);

pub const HELP: &str = "\
the operator lifecycle (state under $NEXUS_HOME, default ~/.local/share/nexus):

  nexus install <program> [--replace]    copy a program in, keyed by its module name
  nexus uninstall <module>
  nexus list                             installed modules and where they are exposed
  nexus expose add <module> --as mcp,api serve a module over MCP and/or the JSON API
  nexus expose rm <module> [--as mcp,api]
  nexus expose list
  nexus expose eval --allow a,b | --off  the modules eval may import, or no eval
  nexus start [--host H] [--port P] [--allow-plaintext] [--allow-no-auth] [--allow-eval-without-token] [--replace] [--sandbox]
              [--call-timeout SECS] [--eval-cpu SECS] [--eval-memory MIB] [--eval-timeout SECS]
              [--tokens FILE] [--instances per-session]
                                         run the front end in the background (nexus serve)
  nexus start --mcp <program|module> [start's options]
                                         one step: install the program (when it is a path),
                                         expose it over MCP, start, and print the URL and the
                                         client configuration to paste; run again, it reports
                                         the running server (--replace reinstalls and restarts)
  nexus start --container IMAGE [--engine podman|docker] [--engine-arg ARG]... [--nexus FILE]
              [--shm-size SIZE] [start's options]
                                         the same server in a container with a read-only root:
                                         nexus (FILE, default this one; mount a static build)
                                         and the programs mounted read-only, writable only /tmp,
                                         /dev/shm and $NEXUS_HOME/container, one port published
                                         on --host; deploy/image.sh builds an image
  nexus stop | status | logs [-n LINES]

A non-loopback --host needs --allow-plaintext (the server does not encrypt), and
NEXUS_TOKEN in the environment (or a tokens file, --tokens FILE or NEXUS_TOKENS_FILE,
one token and catalog per client) or --allow-no-auth. Tokens are never read from
the command line. While a server runs, install, uninstall and expose are refused.
";

/// Why a lifecycle command failed: the command line was wrong (a usage
/// error, exit 2, as `run`'s), or the action could not be done (exit 1).
#[derive(Debug, PartialEq)]
enum Failure {
    Usage(String),
    Failed(String),
}

impl From<String> for Failure {
    fn from(message: String) -> Failure {
        Failure::Failed(message)
    }
}

/// A usage error of the lifecycle's command line.
fn wrong(message: impl Into<String>) -> Failure {
    Failure::Usage(message.into())
}

/// The state directory: `NEXUS_HOME`, else morloc's `MORLOC_STATE` (its
/// dev branch's state directory, for installed programs and logs), else
/// `~/.local/share/nexus`. `MORLOC_HOME` is not read: it is morloc's
/// install root (`bin/`, `lib/`, `include/` that its pools load), where our
/// `programs/` would be mixed into morloc's own files.
pub fn home() -> PathBuf {
    for var in ["NEXUS_HOME", "MORLOC_STATE"] {
        if let Some(h) = std::env::var_os(var).filter(|h| !h.is_empty()) {
            return PathBuf::from(h);
        }
    }
    let base = std::env::var_os("HOME")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/tmp"));
    base.join(".local/share/nexus")
}

/// Which modules answer where.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Views {
    pub mcp: Vec<String>,
    pub api: Vec<String>,
    /// The eval allow-list; `None` means eval is off.
    pub eval: Option<Vec<String>>,
}

fn quote_list(items: &[String]) -> String {
    json::array_of_raw(items.iter().map(|s| json::quote(s)))
}

impl Views {
    pub fn load(home: &Path) -> Result<Views, String> {
        let path = home.join("views.json");
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Views::default()),
            Err(e) => return Err(format!("{}: {e}", path.display())),
        };
        let v = json::parse(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        Ok(Views {
            mcp: json::string_list(json::get(&v, "mcp")),
            api: json::string_list(json::get(&v, "api")),
            eval: match json::get(&v, "eval") {
                Some(Value::Array(_)) => Some(json::string_list(json::get(&v, "eval"))),
                _ => None,
            },
        })
    }

    pub fn save(&self, home: &Path) -> Result<(), String> {
        let text = json::Obj::new()
            .raw("mcp", &quote_list(&self.mcp))
            .raw("api", &quote_list(&self.api))
            .raw(
                "eval",
                &self
                    .eval
                    .as_ref()
                    .map_or("null".to_string(), |e| quote_list(e)),
            )
            .finish();
        let path = home.join("views.json");
        crate::http_modes::write_atomically(&path.display().to_string(), &text)
            .map_err(|e| format!("{}: {e}", path.display()))
    }

    /// Every module named by some view.
    pub fn exposed(&self) -> Vec<String> {
        let mut all: Vec<String> = self.mcp.iter().chain(self.api.iter()).cloned().collect();
        all.sort();
        all.dedup();
        all
    }
}

/// The record of a running front end.
#[derive(Debug, Clone, PartialEq)]
pub struct ServerRecord {
    /// The server's pid on the host; in a container, its main process's.
    pub pid: u32,
    /// Field 22 of `/proc/<pid>/stat`: start time in clock ticks since boot.
    pub start_time: u64,
    pub address: String,
    pub since: u64,
    /// The container it runs in, if `start --container` started it.
    pub container: Option<Container>,
}

/// The start time of a live process, from `/proc/<pid>/stat`.
pub fn process_start_time(pid: u32) -> Option<u64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command name (field 2) may hold spaces and parentheses; the
    // fields after the last ')' are plain numbers.
    let after = &stat[stat.rfind(')')? + 1..];
    after.split_whitespace().nth(19)?.parse().ok()
}

impl ServerRecord {
    pub fn load(home: &Path) -> Option<ServerRecord> {
        let text = std::fs::read_to_string(home.join("server.json")).ok()?;
        let v = json::parse(&text).ok()?;
        let num = |k: &str| match json::get(&v, k) {
            Some(Value::Number(json::Number::U64(n))) => Some(*n),
            _ => None,
        };
        Some(ServerRecord {
            pid: num("pid")? as u32,
            start_time: num("start_time")?,
            address: json::get_str(&v, "address")?.to_string(),
            since: num("since").unwrap_or(0),
            container: json::get(&v, "container").and_then(|c| {
                Some(Container {
                    engine: json::get_str(c, "engine")?.to_string(),
                    id: json::get_str(c, "id")?.to_string(),
                    image: json::get_str(c, "image")?.to_string(),
                })
            }),
        })
    }

    fn save(&self, home: &Path) -> Result<(), String> {
        let text = json::Obj::new()
            .raw("pid", &self.pid.to_string())
            .raw("start_time", &self.start_time.to_string())
            .str("address", &self.address)
            .raw("since", &self.since.to_string())
            .raw(
                "container",
                &self.container.as_ref().map_or("null".to_string(), |c| {
                    json::Obj::new()
                        .str("engine", &c.engine)
                        .str("id", &c.id)
                        .str("image", &c.image)
                        .finish()
                }),
            )
            .finish();
        let path = home.join("server.json");
        crate::http_modes::write_atomically(&path.display().to_string(), &text)
            .map_err(|e| format!("{}: {e}", path.display()))
    }

    /// Alive means: that pid exists *and* started at the recorded time.
    pub fn is_alive(&self) -> bool {
        process_start_time(self.pid) == Some(self.start_time)
    }
}

/// Refuses changes while a server runs (the environment is immutable).
fn refuse_while_serving(home: &Path, what: &str) -> Result<(), String> {
    match ServerRecord::load(home) {
        Some(r) if r.is_alive() => Err(format!(
            "cannot {what} while the server (pid {}) is running: the environment is immutable while it serves; run nexus stop first",
            r.pid
        )),
        _ => Ok(()),
    }
}

/// The installed program directory of a module.
pub fn program_dir(home: &Path, module: &str) -> PathBuf {
    home.join("programs").join(module)
}

/// Loads an installed module's manifest.
pub fn installed(home: &Path, module: &str) -> Result<Manifest, String> {
    let dir = program_dir(home, module);
    if !dir.join("manifest.json").is_file() {
        return Err(format!(
            "module '{module}' is not installed; nexus install <program> first"
        ));
    }
    crate::programs::load(&dir.display().to_string())
}

/// Installed module names, sorted.
pub fn installed_modules(home: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(home.join("programs"))
        .map(|d| {
            d.flatten()
                .filter_map(|e| e.file_name().to_str().map(str::to_string))
                .filter(|n| manifest::is_identifier(n))
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

fn copy_dir(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        let meta = std::fs::metadata(entry.path())?;
        if meta.is_dir() {
            if entry.file_name() == "__pycache__" {
                continue;
            }
            copy_dir(&entry.path(), &target)?;
        } else if meta.is_file() {
            std::fs::copy(entry.path(), &target)?;
        }
    }
    Ok(())
}

/// The project directory of a program `morloc make` built: the parent of
/// its build directory, when the manifest's pools speak libmorloc's protocol
/// and that parent holds the morloc source (`*.loc`). morloc's pool
/// templates put `<pool file>/../../..` first on their import path
/// (`pools/py/pool.py`, `pools/r/pool.R` in morloc 0.98.2), which is there.
fn morloc_project(m: &Manifest) -> Option<PathBuf> {
    if !m.pools.iter().any(|p| p.socket.is_some()) {
        return None;
    }
    let project = m.dir().parent()?.to_path_buf();
    let has_loc = std::fs::read_dir(&project)
        .ok()?
        .flatten()
        .any(|e| e.path().extension().is_some_and(|x| x == "loc") && e.path().is_file());
    has_loc.then_some(project)
}

/// What a program `morloc make` built loads from beside its build
/// directory when there is no `*.loc` there to mark the project (a build
/// moved or generated on its own): `(project, names)`, the names relative
/// to the project, only those that exist. Read from the pools' own files,
/// as morloc 0.98.2's templates write them: a Python pool imports each
/// module by `importlib.import_module("m")` (`m.py`, or the package `m/`)
/// and an R pool sources each file by `.morloc.source("f.R")`, both
/// relative to `<pool file>/../../..`, the build directory's parent.
fn morloc_pool_needs(m: &Manifest) -> Option<(PathBuf, Vec<PathBuf>)> {
    let project = m.dir().parent()?.to_path_buf();
    let mut names: Vec<PathBuf> = Vec::new();
    for pool in m.pools.iter().filter(|p| p.socket.is_some()) {
        let Some(file) = pool.exec.as_ref().and_then(|e| e.last()) else {
            continue;
        };
        // A pool file is a few kilobytes; a compiled pool is not read.
        let path = m.dir().join(file);
        if !matches!(
            path.extension().and_then(|x| x.to_str()),
            Some("py" | "R" | "r")
        ) {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        for (call, python) in [
            ("importlib.import_module(\"", true),
            (".morloc.source(\"", false),
        ] {
            for piece in text.split(call).skip(1) {
                let Some(arg) = piece.split('"').next().filter(|a| !a.is_empty()) else {
                    continue;
                };
                let candidates = match python {
                    true => {
                        let top = arg.split('.').next().unwrap_or(arg);
                        vec![PathBuf::from(format!("{top}.py")), PathBuf::from(top)]
                    }
                    false => vec![PathBuf::from(arg)],
                };
                for c in candidates {
                    let inside = c.is_relative()
                        && c.components()
                            .all(|p| matches!(p, std::path::Component::Normal(_)));
                    if inside && project.join(&c).exists() && !names.contains(&c) {
                        names.push(c);
                    }
                }
            }
        }
    }
    (!names.is_empty()).then_some((project, names))
}

/// A morloc build's manifest rewritten to live one level up, in the
/// project directory: each pool's relative `exec` file (what the nexus
/// resolves against the manifest's directory) gains the build directory's
/// name, so `pools/py/pool.py` becomes `combat-build/pools/py/pool.py`.
fn lift_morloc_manifest(text: &str, build: &Path) -> Result<String, String> {
    let mut doc = json::parse(text).map_err(|e| format!("the manifest: {e}"))?;
    let Value::Object(top) = &mut doc else {
        return Err("the manifest is not a JSON object".into());
    };
    if let Some(Value::Array(pools)) = top.get_mut("pools") {
        for pool in pools.iter_mut() {
            let Value::Object(pool) = pool else { continue };
            let Some(Value::Array(exec)) = pool.get_mut("exec") else {
                continue;
            };
            // As the nexus resolves it: the last element when there are
            // several, else a lone element that names a file.
            let n = exec.len();
            let at = n.saturating_sub(1);
            if let Some(Value::String(file)) = exec.get_mut(at)
                && Path::new(file.as_str()).is_relative()
                && (n > 1 || file.contains('/'))
            {
                *file = build.join(file.as_str()).display().to_string();
            }
        }
    }
    Ok(json::to_string(&doc))
}

/// Writes a bare file's `nexus init` program into `dir`. Without the
/// `bare` feature, loading such a file was refused before this.
fn write_bare(program: &str, dir: &Path) -> Result<(), String> {
    #[cfg(feature = "bare")]
    return crate::source::write_program(program, dir).map(drop);
    #[cfg(not(feature = "bare"))]
    Err(crate::features::missing(
        "bare",
        &format!("{program} in {}", dir.display()),
    ))
}

fn install(home: &Path, args: &[String]) -> Result<String, Failure> {
    let replace = args.iter().any(|a| a == "--replace");
    if let Some(other) = args
        .iter()
        .find(|a| a.starts_with('-') && *a != "--replace")
    {
        return Err(wrong(format!(
            "unknown option {other:?} for install (it takes <program> [--replace])"
        )));
    }
    let programs: Vec<&String> = args.iter().filter(|a| !a.starts_with('-')).collect();
    let [program] = programs.as_slice() else {
        return Err(wrong("install needs exactly one <program>"));
    };
    refuse_while_serving(home, "install")?;
    // A program that cannot be read is a usage error, as it is for `run`.
    let m = crate::programs::load(program).map_err(wrong)?;
    let source = m.dir();
    for (i, pool) in m.pools.iter().enumerate() {
        let Some(file) = &pool.source else { continue };
        let inside = std::fs::canonicalize(source.join(file)).is_ok_and(|p| p.starts_with(&source));
        if !inside {
            return Err(format!(
                "pools[{i}].source {file:?} is missing or lies outside the program directory {}; install copies only that directory, so move the source inside it",
                source.display()
            )
            .into());
        }
    }
    let dest = program_dir(home, &m.name);
    if dest.exists() && !replace {
        return Err(format!(
            "module '{}' is already installed; pass --replace to overwrite it",
            m.name
        )
        .into());
    }
    let staging = home
        .join("programs")
        .join(format!(".staging-{}-{}", m.name, std::process::id()));
    let _ = std::fs::remove_dir_all(&staging);
    if m.origin.is_some() {
        // A bare .py or .R file: install its `nexus init` manifest and a copy.
        write_bare(program, &staging)?;
    } else if let Some(project) = morloc_project(&m) {
        // A program `morloc make` built: its pools import the project's
        // sources from the build directory's parent, so the whole project
        // is installed, with the manifest lifted to its top.
        copy_dir(&project, &staging)
            .map_err(|e| format!("cannot copy {}: {e}", project.display()))?;
        let build = source.strip_prefix(&project).unwrap_or(Path::new(""));
        let text = std::fs::read_to_string(&m.path)
            .map_err(|e| format!("cannot read {}: {e}", m.path.display()))?;
        let lifted = lift_morloc_manifest(&text, build)?;
        std::fs::write(staging.join("manifest.json"), lifted)
            .map_err(|e| format!("cannot write the installed manifest: {e}"))?;
    } else if let Some((project, needs)) = morloc_pool_needs(&m) {
        // A morloc build without its project's `*.loc` beside it: the
        // build, and what its pools load from beside it, laid out as the
        // project is, the manifest lifted to the top (issue 45 item 5).
        let build = source.strip_prefix(&project).unwrap_or(Path::new(""));
        copy_dir(&source, &staging.join(build))
            .map_err(|e| format!("cannot copy {}: {e}", source.display()))?;
        for name in &needs {
            let (from, to) = (project.join(name), staging.join(name));
            let copied = match from.is_dir() {
                true => copy_dir(&from, &to),
                false => std::fs::copy(&from, &to).map(drop),
            };
            copied.map_err(|e| format!("cannot copy {}: {e}", from.display()))?;
        }
        let text = std::fs::read_to_string(&m.path)
            .map_err(|e| format!("cannot read {}: {e}", m.path.display()))?;
        std::fs::write(
            staging.join("manifest.json"),
            lift_morloc_manifest(&text, build)?,
        )
        .map_err(|e| format!("cannot write the installed manifest: {e}"))?;
    } else {
        copy_dir(&source, &staging)
            .map_err(|e| format!("cannot copy {}: {e}", source.display()))?;
    }
    if dest.exists() {
        std::fs::remove_dir_all(&dest)
            .map_err(|e| format!("cannot replace {}: {e}", dest.display()))?;
    }
    std::fs::rename(&staging, &dest)
        .map_err(|e| format!("cannot install into {}: {e}", dest.display()))?;
    Ok(format!(
        "installed {} {} into {} (not served until exposed and started)",
        m.name,
        m.version_or_default(),
        dest.display()
    ))
}

fn uninstall(home: &Path, args: &[String]) -> Result<String, Failure> {
    let [module] = args else {
        return Err(wrong("uninstall needs exactly one <module>"));
    };
    refuse_while_serving(home, "uninstall")?;
    let dir = program_dir(home, module);
    if !manifest::is_identifier(module) || !dir.exists() {
        return Err(format!("module '{module}' is not installed").into());
    }
    std::fs::remove_dir_all(&dir).map_err(|e| format!("cannot remove {}: {e}", dir.display()))?;
    let mut views = Views::load(home)?;
    views.mcp.retain(|m| m != module);
    views.api.retain(|m| m != module);
    if let Some(e) = &mut views.eval {
        e.retain(|m| m != module);
    }
    views.save(home)?;
    Ok(format!("uninstalled {module}"))
}

fn list(home: &Path) -> Result<String, Failure> {
    let views = Views::load(home)?;
    let mut out = String::new();
    for module in installed_modules(home) {
        let shown = match installed(home, &module) {
            Ok(m) => format!(
                "{} {} ({} commands)",
                m.name,
                m.version_or_default(),
                m.commands.iter().filter(|c| !c.internal).count()
            ),
            Err(e) => format!("{module} (broken: {e})"),
        };
        let mut where_ = Vec::new();
        if views.mcp.contains(&module) {
            where_.push("mcp");
        }
        if views.api.contains(&module) {
            where_.push("api");
        }
        if views.eval.as_ref().is_some_and(|e| e.contains(&module)) {
            where_.push("eval");
        }
        let exposed = if where_.is_empty() {
            "not exposed".to_string()
        } else {
            format!("exposed: {}", where_.join(","))
        };
        out.push_str(&format!("{shown}  [{exposed}]\n"));
    }
    if out.is_empty() {
        out.push_str("no programs installed; nexus install <program>\n");
    }
    Ok(out.trim_end().to_string())
}

fn parse_as(value: &str) -> Result<(bool, bool), Failure> {
    let mut mcp = false;
    let mut api = false;
    for part in value.split(',').map(str::trim) {
        match part {
            "mcp" => mcp = true,
            "api" => api = true,
            other => {
                return Err(wrong(format!(
                    "--as takes mcp, api or mcp,api; got {other:?}"
                )));
            }
        }
    }
    Ok((mcp, api))
}

fn expose(home: &Path, args: &[String]) -> Result<String, Failure> {
    let mut views = Views::load(home)?;
    let as_value = args
        .iter()
        .position(|a| a == "--as")
        .and_then(|i| args.get(i + 1));
    match args.first().map(String::as_str) {
        Some("list") | None => {
            let eval = match &views.eval {
                None => "off".to_string(),
                Some(e) => format!(
                    "allow {}",
                    if e.is_empty() {
                        "(none)".into()
                    } else {
                        e.join(",")
                    }
                ),
            };
            return Ok(format!(
                "mcp:  {}\napi:  {}\neval: {eval}",
                views.mcp.join(", "),
                views.api.join(", ")
            ));
        }
        _ => {}
    }
    refuse_while_serving(home, "change what is exposed")?;
    let message = match args.first().map(String::as_str) {
        Some("add") => {
            let module = args
                .get(1)
                .filter(|m| !m.starts_with('-'))
                .ok_or_else(|| wrong("expose add needs <module> --as mcp,api"))?;
            // The command line is checked before the module is looked up.
            let (mcp, api) = parse_as(
                as_value.ok_or_else(|| wrong("expose add needs --as mcp, api or mcp,api"))?,
            )?;
            installed(home, module)?;
            if mcp && !views.mcp.contains(module) {
                views.mcp.push(module.clone());
            }
            if api && !views.api.contains(module) {
                views.api.push(module.clone());
            }
            format!("exposed {module}")
        }
        Some("rm") => {
            let module = args
                .get(1)
                .filter(|m| !m.starts_with('-'))
                .ok_or_else(|| wrong("expose rm needs <module>"))?;
            let (mcp, api) = match as_value {
                Some(v) => parse_as(v)?,
                None => (true, true),
            };
            if mcp {
                views.mcp.retain(|m| m != module);
            }
            if api {
                views.api.retain(|m| m != module);
            }
            format!("unexposed {module}")
        }
        Some("eval") if !cfg!(feature = "eval") && args.get(1).is_some_and(|a| a != "--off") => {
            return Err(wrong(crate::features::missing("eval", "nexus expose eval")));
        }
        Some("eval") => match args.get(1).map(String::as_str) {
            Some("--off") => {
                views.eval = None;
                "eval is off".to_string()
            }
            Some("--allow") => {
                let list: Vec<String> = args
                    .get(2)
                    .ok_or_else(|| wrong("--allow needs a,b"))?
                    .split(',')
                    .map(|s| s.trim().to_string())
                    .filter(|s| !s.is_empty())
                    .collect();
                for module in &list {
                    installed(home, module)?;
                }
                views.eval = Some(list.clone());
                format!("eval may import: {}", list.join(", "))
            }
            _ => return Err(wrong("expose eval needs --allow a,b or --off")),
        },
        Some(other) => {
            return Err(wrong(format!(
                "unknown expose action {other:?}; use add, rm, list or eval"
            )));
        }
        None => return Err(wrong("expose needs add, rm, list or eval")),
    };
    views.save(home)?;
    Ok(message)
}

/// Loads every exposed module and refuses tool-name collisions, naming both
/// sides. Returns the manifests by module name.
pub fn check_exposed(home: &Path, views: &Views) -> Result<Vec<(String, Manifest)>, String> {
    let mut loaded = Vec::new();
    let mut modules = views.exposed();
    if let Some(e) = &views.eval {
        modules.extend(e.iter().cloned());
        modules.sort();
        modules.dedup();
    }
    for module in modules {
        let m = installed(home, &module).map_err(|e| format!("exposed module {module}: {e}"))?;
        if m.name != module {
            return Err(format!(
                "installed directory {module} holds module {}; reinstall it",
                m.name
            ));
        }
        loaded.push((module, m));
    }
    let mut seen: Vec<(String, String)> = Vec::new();
    for (module, m) in &loaded {
        if !views.mcp.contains(module) {
            continue;
        }
        let (tools, commands) = crate::mcp::program::program_tools(m, Some(module), false);
        for (tool, cmd) in tools.into_iter().zip(commands) {
            if let Some((_, owner)) = seen.iter().find(|(t, _)| *t == tool.name) {
                return Err(format!(
                    "tool name collision: {} is produced by both {owner} and {module}.{}; unexpose one of them",
                    tool.name, cmd.name
                ));
            }
            if tool.name == "eval" && views.eval.is_some() {
                return Err(format!(
                    "tool name collision: {module} produces a tool named eval, which is reserved"
                ));
            }
            seen.push((tool.name, format!("{module}.{}", cmd.name)));
        }
        for tool in crate::mcp::program::release_tools(m, Some(module)).0 {
            if let Some((_, owner)) = seen.iter().find(|(t, _)| *t == tool.name) {
                return Err(format!(
                    "tool name collision: {} is produced by both {owner} and the release tool of a keyed pool of {module}; unexpose one of them",
                    tool.name
                ));
            }
            seen.push((tool.name, format!("{module} (release tool)")));
        }
    }
    Ok(loaded)
}

fn now_secs() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// Signals the front end's process group (its daemons and pools), then
/// the front end itself.
fn kill(pid: u32, signal: rustix::process::Signal) {
    crate::sys::signal_group(pid, signal);
    crate::sys::signal_process(pid, signal);
}

fn stop_server(home: &Path, record: &ServerRecord) -> Result<(), String> {
    if let Some(c) = &record.container {
        keep_container_log(home, c);
        return container::remove(c, STOP_WAIT.as_secs());
    }
    kill(record.pid, rustix::process::Signal::TERM);
    let start = std::time::Instant::now();
    while record.is_alive() && start.elapsed() < STOP_WAIT {
        std::thread::sleep(Duration::from_millis(50));
    }
    if record.is_alive() {
        kill(record.pid, rustix::process::Signal::KILL);
    }
    Ok(())
}

/// Appends a container's log to `server.log` before the container is
/// removed, so `nexus logs` still shows it afterwards.
fn keep_container_log(home: &Path, c: &Container) {
    let text = container::logs(c, 10_000);
    if text.is_empty() {
        return;
    }
    use std::io::Write;
    if let Ok(mut log) = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(home.join("server.log"))
    {
        let _ = writeln!(log, "{text}");
    }
}

/// What `start --mcp PROGRAM` names: an installed module, and the program
/// to install it from when PROGRAM is a path.
struct McpTarget {
    module: String,
    install_from: Option<String>,
}

/// Resolves `start --mcp PROGRAM`: a path that exists (a program directory,
/// manifest, bare source or launcher) is loaded for its module name; any
/// other word must be an installed module.
fn mcp_target(home: &Path, program: &str) -> Result<McpTarget, String> {
    if Path::new(program).exists() {
        let m = crate::programs::load(program)?;
        return Ok(McpTarget {
            module: m.name,
            install_from: Some(program.to_string()),
        });
    }
    if manifest::is_identifier(program)
        && program_dir(home, program).join("manifest.json").is_file()
    {
        return Ok(McpTarget {
            module: program.to_string(),
            install_from: None,
        });
    }
    Err(format!(
        "--mcp {program:?} is neither a program path nor an installed module; give the program's directory or manifest, or nexus install it first"
    ))
}

/// What to paste into an MCP client for the front end at `address`
/// (seed 000 §7.5.8: "the client is registered with a URL rather than a
/// command"): a `claude mcp add` line and a configuration entry. The token
/// is never printed: with one set, both name the environment variable.
fn mcp_client_config(modules: &[String], address: &str) -> String {
    let name = match modules {
        [one] => one.as_str(),
        _ => "nexus",
    };
    let url = format!("http://{address}/mcp");
    let with_token = std::env::var("NEXUS_TOKEN").is_ok_and(|t| !t.is_empty());
    let header = if with_token {
        " --header \"Authorization: Bearer $NEXUS_TOKEN\""
    } else {
        ""
    };
    let mut entry = json::Obj::new().str("type", "http").str("url", &url);
    if with_token {
        entry = entry.raw(
            "headers",
            &json::Obj::new()
                .str("Authorization", "Bearer ${NEXUS_TOKEN}")
                .finish(),
        );
    }
    let config = json::Obj::new()
        .raw(
            "mcpServers",
            &json::Obj::new().raw(name, &entry.finish()).finish(),
        )
        .finish();
    format!(
        "MCP over HTTP: {url} (tools {}__<command>)\nadd it to Claude Code with:\n  claude mcp add --transport http{header} {name} {url}\nor to a client's configuration:\n{config}",
        modules.join("__<command>, ")
    )
}

fn start(home: &Path, args: &[String]) -> Result<String, Failure> {
    let mut host = "127.0.0.1".to_string();
    let mut port = "8080".to_string();
    let mut port_given = false;
    let (mut plaintext, mut no_auth, mut replace, mut eval_waiver) = (false, false, false, false);
    // Passed to `nexus serve` as given; it checks them.
    let mut passed: Vec<String> = Vec::new();
    // `--mcp PROGRAM` (seed 000's `mim start --mcp combat`): install,
    // expose over MCP and start in one step.
    let mut mcp: Vec<String> = Vec::new();
    // `--container IMAGE` and its options (issue 44).
    let mut boxed = container::Request::default();
    let mut container_only: Option<&str> = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--host" => {
                host = it
                    .next()
                    .ok_or_else(|| wrong("--host needs a value"))?
                    .clone();
                crate::flags::check_host(&host).map_err(wrong)?;
            }
            "--port" => {
                port = it
                    .next()
                    .ok_or_else(|| wrong("--port needs a value"))?
                    .clone();
                crate::flags::check_port("--port", &port).map_err(wrong)?;
                port_given = true;
            }
            "--allow-plaintext" => plaintext = true,
            "--allow-no-auth" => no_auth = true,
            "--allow-eval-without-token" => eval_waiver = true,
            "--replace" => replace = true,
            "--mcp" => mcp.push(
                it.next()
                    .ok_or_else(|| wrong("--mcp needs a program or module"))?
                    .clone(),
            ),
            "--container" => {
                boxed.image = it
                    .next()
                    .filter(|v| !v.is_empty())
                    .ok_or_else(|| {
                        wrong("--container needs an image (deploy/image.sh builds one)")
                    })?
                    .clone();
            }
            "--engine" | "--engine-arg" | "--nexus" | "--shm-size" => {
                let value = it
                    .next()
                    .ok_or_else(|| wrong(format!("{a} needs a value")))?
                    .clone();
                container_only = Some(a);
                match a.as_str() {
                    "--engine" => boxed.engine = Some(value),
                    "--engine-arg" => boxed.engine_args.push(value),
                    "--nexus" => boxed.nexus = Some(PathBuf::from(value)),
                    _ => boxed.shm_size = Some(value),
                }
            }
            "--sandbox" | "--strict-headers" => passed.push(a.clone()),
            "--call-timeout" | "--eval-cpu" | "--eval-memory" | "--eval-timeout" | "--tokens"
            | "--instances" => {
                let value = it
                    .next()
                    .ok_or_else(|| wrong(format!("{a} needs a value")))?;
                passed.extend([a.clone(), value.clone()]);
            }
            other => {
                return Err(wrong(format!(
                    "unknown option {other:?} for start (see nexus start --help)"
                )));
            }
        }
    }
    if let Some(flag) = container_only.filter(|_| boxed.image.is_empty()) {
        return Err(wrong(format!(
            "{flag} applies to a container only; add --container IMAGE"
        )));
    }
    if let Some(engine) = &boxed.engine
        && !container::ENGINES.contains(&engine.as_str())
    {
        return Err(wrong(format!(
            "--engine takes podman or docker; got {engine:?}"
        )));
    }
    // Seed 001's bind rule, before anything is stopped or started; `nexus
    // serve` applies it again before it binds.
    let token = std::env::var("NEXUS_TOKEN").ok().filter(|t| !t.is_empty());
    let tokens_file = passed.iter().any(|a| a == "--tokens")
        || std::env::var(crate::http_modes::clients::TOKENS_ENV).is_ok_and(|f| !f.is_empty());
    crate::http_modes::exposure(
        &host,
        crate::http_modes::host_is_loopback(&host),
        token.is_some() || tokens_file,
        plaintext,
        no_auth,
    )
    .map_err(wrong)?;
    let targets = mcp
        .iter()
        .map(|p| mcp_target(home, p))
        .collect::<Result<Vec<_>, String>>()
        .map_err(wrong)?;
    let modules: Vec<String> = targets.iter().map(|t| t.module.clone()).collect();
    if let Some(record) = ServerRecord::load(home) {
        if record.is_alive() {
            // Run twice, `start --mcp` finds its work done: the server
            // runs and serves the modules over MCP (the views cannot have
            // changed while it runs).
            if !modules.is_empty() && !replace {
                let views = Views::load(home)?;
                let missing: Vec<&String> =
                    modules.iter().filter(|m| !views.mcp.contains(m)).collect();
                if missing.is_empty() {
                    let ignored = if port_given {
                        format!(
                            "\n(--port {port} was ignored: the running server keeps its address {})",
                            record.address
                        )
                    } else {
                        String::new()
                    };
                    return Ok(format!(
                        "the server (pid {}) is already running on http://{} and serves {} over MCP; pass --replace to start it afresh{ignored}\n{}",
                        record.pid,
                        record.address,
                        modules.join(", "),
                        mcp_client_config(&modules, &record.address)
                    ));
                }
                return Err(Failure::Failed(format!(
                    "a server is already running (pid {}, {}) and does not serve {} over MCP; programs cannot change while it serves: pass --replace to stop it and start again with them, or nexus stop first",
                    record.pid,
                    record.address,
                    missing
                        .iter()
                        .map(|m| m.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                )));
            }
            if !replace {
                return Err(format!(
                    "a server is already running (pid {}, {}); nexus stop it, or pass --replace",
                    record.pid, record.address
                )
                .into());
            }
            stop_server(home, &record)?;
        } else if let Some(c) = &record.container {
            // Exited on its own: the stopped container still holds its
            // name and mounts.
            let _ = container::remove(c, 0);
        }
        remove_socket_dir(home, record.pid);
        let _ = std::fs::remove_file(home.join("server.json"));
    }
    // The server is not running now: install and expose as the separate
    // commands do.
    let mut steps = String::new();
    for target in &targets {
        if let Some(program) = &target.install_from {
            steps += &install(home, &[program.clone(), "--replace".into()])?;
            steps.push('\n');
        }
        let add = ["add", &target.module, "--as", "mcp"].map(String::from);
        steps += &expose(home, &add)?;
        steps += " over MCP\n";
    }
    let views = Views::load(home)?;
    if views.exposed().is_empty() {
        return Err(String::from(
            "nothing is exposed; nexus expose add <module> --as mcp,api first",
        )
        .into());
    }
    check_exposed(home, &views)?;
    let mut serve_args: Vec<String> = Vec::new();
    if no_auth {
        serve_args.push("--allow-no-auth".into());
    }
    if plaintext {
        serve_args.push("--allow-plaintext".into());
    }
    if eval_waiver {
        serve_args.push("--allow-eval-without-token".into());
    }
    serve_args.extend(passed.iter().cloned());
    if !boxed.image.is_empty() {
        let record = start_container(home, &boxed, &host, &port, token.is_some(), &serve_args)?;
        return Ok(started_message(&steps, &record, &views, &modules));
    }
    let exe = std::env::current_exe().map_err(|e| format!("cannot find the nexus binary: {e}"))?;
    let log_path = home.join("server.log");
    let log = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&log_path)
        .map_err(|e| format!("{}: {e}", log_path.display()))?;
    let log2 = log.try_clone().map_err(|e| e.to_string())?;
    // Where this start's lines begin: a failed start shows only them, never
    // the lines of earlier runs the log still holds.
    let log_start = log.metadata().map(|m| m.len()).unwrap_or(0);
    let addr_file = home.join("server.addr");
    let _ = std::fs::remove_file(&addr_file);
    let mut cmd = std::process::Command::new(exe);
    cmd.arg("serve")
        .arg("--home")
        .arg(home)
        .args(["--host", &host, "--port", &port, "--port-file"])
        .arg(&addr_file);
    cmd.args(&serve_args);
    use std::os::unix::process::CommandExt;
    let mut child = cmd
        .stdin(std::process::Stdio::null())
        .stdout(log)
        .stderr(log2)
        .process_group(0)
        .spawn()
        .map_err(|e| format!("cannot start the server: {e}"))?;
    let started = std::time::Instant::now();
    let address = loop {
        if let Ok(text) = std::fs::read_to_string(&addr_file)
            && !text.trim().is_empty()
        {
            break text.trim().to_string();
        }
        if let Ok(Some(status)) = child.try_wait() {
            return Err(format!(
                "the server exited at start ({status}); its log ends:\n{}",
                log_tail_from(&log_path, log_start, 10)
            )
            .into());
        }
        if started.elapsed() > START_WAIT {
            let _ = child.kill();
            return Err(
                format!("the server did not listen within {START_WAIT:?}; see nexus logs").into(),
            );
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let pid = child.id();
    let record = ServerRecord {
        pid,
        start_time: process_start_time(pid).ok_or_else(|| {
            Failure::Failed("the server exited right after starting; see nexus logs".into())
        })?,
        address,
        since: now_secs(),
        container: None,
    };
    record.save(home)?;
    std::mem::forget(child);
    Ok(started_message(&steps, &record, &views, &modules))
}

/// What `start` prints: the steps it took, the server, the endpoints
/// something is exposed on, and for `--mcp` the client configuration.
fn started_message(
    steps: &str,
    record: &ServerRecord,
    views: &Views,
    modules: &[String],
) -> String {
    let address = &record.address;
    let mut urls = Vec::new();
    if !views.mcp.is_empty() {
        urls.push(format!("MCP: http://{address}/mcp"));
    }
    if !views.api.is_empty() {
        urls.push(format!("API: http://{address}/call/<module>/<command>"));
    }
    let what = match &record.container {
        Some(c) => format!(
            "in container {} ({}, image {}, read-only root)",
            container::short(&c.id),
            c.engine,
            c.image
        ),
        None => format!("(pid {})", record.pid),
    };
    let mut message = format!(
        "{steps}started the server {what} on http://{address}\n  {}",
        urls.join("   ")
    );
    if !modules.is_empty() {
        message = format!("{message}\n{}", mcp_client_config(modules, address));
    }
    message
}

/// `start --container IMAGE`: runs `nexus serve` in a container with a
/// read-only root ([`container`]), waits until `/health` answers through
/// the published port, and records the container. On any failure the
/// container is removed and the error is one line naming the fix (with
/// the server's own last lines when it exited).
fn start_container(
    home: &Path,
    req: &container::Request,
    host: &str,
    port: &str,
    token: bool,
    serve_args: &[String],
) -> Result<ServerRecord, Failure> {
    let engine = container::choose_engine(req.engine.as_deref())?;
    let nexus = match &req.nexus {
        Some(p) => {
            std::fs::canonicalize(p).map_err(|e| wrong(format!("--nexus {}: {e}", p.display())))?
        }
        None => {
            std::env::current_exe().map_err(|e| format!("cannot find the nexus binary: {e}"))?
        }
    };
    let state = home.join(container::STATE_DIR);
    std::fs::create_dir_all(&state).map_err(|e| format!("{}: {e}", state.display()))?;
    let name = container::name_for(home);
    let user = (
        rustix::process::getuid().as_raw(),
        rustix::process::getgid().as_raw(),
    );
    let shm = req.shm_size.as_deref().unwrap_or(container::DEFAULT_SHM);
    // A tokens file (--tokens, or NEXUS_TOKENS_FILE, which the engine does
    // not pass in) is mounted read-only at its own absolute path and named
    // to the server by that path.
    let mut serve_args = serve_args.to_vec();
    let named = serve_args.iter().position(|a| a == "--tokens");
    let tokens = match named.and_then(|i| serve_args.get(i + 1)) {
        Some(f) => Some(f.clone()),
        None => std::env::var(crate::http_modes::clients::TOKENS_ENV)
            .ok()
            .filter(|f| !f.is_empty()),
    };
    let tokens = match tokens {
        Some(f) => {
            let abs = std::fs::canonicalize(&f).map_err(|e| wrong(format!("--tokens {f}: {e}")))?;
            if let Some(i) = named {
                serve_args.drain(i..(i + 2).min(serve_args.len()));
            }
            serve_args.extend(["--tokens".into(), abs.display().to_string()]);
            Some(abs)
        }
        None => None,
    };
    let plan = container::Plan {
        engine: &engine,
        image: &req.image,
        name: &name,
        nexus: &nexus,
        home,
        host,
        port,
        shm_size: shm,
        user,
        token,
        engine_args: &req.engine_args,
        tokens: tokens.as_deref(),
        serve_args: &serve_args,
    };
    let args = container::run_args(&plan)?;
    container::remove_leftover(&engine, &name);
    let id = container::engine(&engine, &args)
        .map_err(|stderr| container::explain(&engine, &req.image, host, port, &stderr))?;
    let c = Container {
        engine: engine.clone(),
        id,
        image: req.image.clone(),
    };
    let fail = |why: String| -> Failure {
        let tail = container::logs(&c, 10);
        let _ = container::remove(&c, 0);
        if let Some(hint) = container::exit_hint(&tail, &c.image) {
            Failure::Failed(hint)
        } else if tail.is_empty() {
            Failure::Failed(why)
        } else {
            Failure::Failed(format!("{why}; its log ends:\n{tail}"))
        }
    };
    let started = std::time::Instant::now();
    let (pid, address) = loop {
        match container::state(&c) {
            Some((true, pid)) => {
                if let Some(address) = container::published(&c)
                    && health(&address)
                {
                    break (pid, address);
                }
            }
            _ => {
                return Err(fail(format!(
                    "the server in container {} exited at start",
                    container::short(&c.id)
                )));
            }
        }
        if started.elapsed() > START_WAIT {
            return Err(fail(format!(
                "the server in container {} did not answer /health within {START_WAIT:?}",
                container::short(&c.id)
            )));
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    let record = ServerRecord {
        pid,
        start_time: process_start_time(pid)
            .ok_or_else(|| fail("the server exited right after starting".into()))?,
        address,
        since: now_secs(),
        container: Some(c),
    };
    record.save(home)?;
    Ok(record)
}

/// Whether `GET /health` at `address` answers 200, within a second.
fn health(address: &str) -> bool {
    let probe = async {
        let mut stream = async_net::TcpStream::connect(address).await.ok()?;
        let headers = vec![("Host".to_string(), address.to_string())];
        let options = crate::http::client::ClientOptions {
            timeout: Duration::from_secs(1),
            ..Default::default()
        };
        let resp = crate::http::client::request_with(
            &mut stream,
            "GET",
            "/health",
            &headers,
            b"",
            &options,
        )
        .await
        .ok()?;
        Some(resp.status == 200)
    };
    smol::block_on(async {
        smol::future::or(probe, async {
            smol::Timer::after(Duration::from_secs(2)).await;
            None
        })
        .await
    })
    .unwrap_or(false)
}

fn log_tail(path: &Path, lines: usize) -> String {
    log_tail_from(path, 0, lines)
}

/// The last `lines` lines of the log at `path` from byte `from` on.
fn log_tail_from(path: &Path, from: u64, lines: usize) -> String {
    let text = std::fs::read(path).unwrap_or_default();
    let start = usize::try_from(from).unwrap_or(usize::MAX).min(text.len());
    let text = String::from_utf8_lossy(&text[start..]);
    let all: Vec<&str> = text.lines().collect();
    all[all.len().saturating_sub(lines)..].join("\n")
}

/// Removes the socket directory of the recorded server `pid`, which is gone:
/// only a directory named like the ones `nexus serve` makes for that pid.
fn remove_socket_dir(home: &Path, pid: u32) {
    let file = home.join(SOCKETS_FILE);
    if let Ok(text) = std::fs::read_to_string(&file) {
        let dir = PathBuf::from(text.trim());
        let ours = dir
            .file_name()
            .and_then(|n| n.to_str())
            .and_then(crate::sweeper::socket_dir_pid)
            == Some(pid);
        if ours && dir.is_dir() {
            let _ = std::fs::remove_dir_all(&dir);
        }
    }
    let _ = std::fs::remove_file(file);
}

fn stop(home: &Path) -> Result<String, Failure> {
    let Some(record) = ServerRecord::load(home) else {
        return Ok("no server is recorded as running".into());
    };
    let message = if let Some(c) = &record.container {
        // Stopped or not, the container is removed, with its mounts and
        // its /dev/shm.
        stop_server(home, &record)?;
        format!(
            "stopped and removed the container {} ({}, image {})",
            container::short(&c.id),
            c.engine,
            c.image
        )
    } else if record.is_alive() {
        stop_server(home, &record)?;
        format!("stopped the server (pid {})", record.pid)
    } else {
        format!(
            "the recorded server (pid {}) was not running; removed its stale record",
            record.pid
        )
    };
    remove_socket_dir(home, record.pid);
    let _ = std::fs::remove_file(home.join("server.json"));
    Ok(message)
}

/// The live private and keyed instances (issue 7), as the running server's
/// `/discover` reports them: one line per module that has any.
fn live_instances(address: &str) -> String {
    let token = std::env::var("NEXUS_TOKEN").ok().filter(|t| !t.is_empty());
    let fetch = async {
        let mut stream = async_net::TcpStream::connect(address).await.ok()?;
        let mut headers = vec![("Host".to_string(), "127.0.0.1".to_string())];
        if let Some(t) = &token {
            headers.push(("Authorization".into(), format!("Bearer {t}")));
        }
        let options = crate::http::client::ClientOptions {
            timeout: Duration::from_secs(3),
            ..Default::default()
        };
        let resp = crate::http::client::request_with(
            &mut stream,
            "GET",
            "/discover",
            &headers,
            b"",
            &options,
        )
        .await
        .ok()?;
        // The server's own document, read at the ceiling: a deeply nested
        // schema writes JSON Schema past the request limit.
        json::parse_limited(
            &String::from_utf8_lossy(&resp.body),
            json::MAX_DEPTH_CEILING,
        )
        .ok()
    };
    let Some(doc) = smol::block_on(fetch) else {
        return "\n  instances: unknown (the server did not answer /discover)".into();
    };
    let Some(Value::Object(modules)) =
        json::get(&doc, "result").and_then(|r| json::get(r, "instances"))
    else {
        return String::new();
    };
    let mut out = String::new();
    for (module, info) in modules {
        let Some(Value::Array(live)) = json::get(info, "live") else {
            continue;
        };
        let items: Vec<String> = live
            .iter()
            .map(|i| {
                let what = match json::get_str(i, "key") {
                    Some(k) => format!("key {k:?}"),
                    None => json::get_str(i, "kind").unwrap_or("instance").to_string(),
                };
                let idle = json::get(i, "idle_seconds")
                    .map(json::to_string)
                    .unwrap_or_default();
                format!("{what} idle {idle} s")
            })
            .collect();
        let max = json::get(info, "max")
            .map(json::to_string)
            .unwrap_or_default();
        out.push_str(&format!(
            "\n  instances of {module}: {} (max {max}){}{}",
            live.len(),
            if items.is_empty() { "" } else { ": " },
            items.join(", ")
        ));
    }
    out
}

fn status(home: &Path) -> Result<String, Failure> {
    let views = Views::load(home)?;
    let served = format!(
        "  mcp:  {}\n  api:  {}\n  eval: {}",
        views.mcp.join(", "),
        views.api.join(", "),
        views
            .eval
            .as_ref()
            .map_or("off".to_string(), |e| e.join(", "))
    );
    match ServerRecord::load(home) {
        Some(r) if r.is_alive() => {
            let ago = now_secs().saturating_sub(r.since);
            let what = match &r.container {
                Some(c) => format!(
                    "container {} ({}, image {}, pid {})",
                    container::short(&c.id),
                    c.engine,
                    c.image,
                    r.pid
                ),
                None => format!("pid {}", r.pid),
            };
            Ok(format!(
                "running: {what} on http://{} since {} ({} ago)\n{served}{}",
                r.address,
                utc_date(r.since),
                show_age(ago),
                live_instances(&r.address)
            ))
        }
        Some(r) => Ok(format!(
            "not running (stale record of {}; nexus start will replace it)\n{served}",
            match &r.container {
                Some(c) => format!("container {} ({})", container::short(&c.id), c.engine),
                None => format!("pid {}", r.pid),
            }
        )),
        None => Ok(format!("not running\n{served}")),
    }
}

/// `nexus install|uninstall|list|expose|start|stop|status|logs …`.
pub fn main(action: &str, args: &[String]) -> i32 {
    if args.iter().any(|a| a == "--help" || a == "-h") {
        return crate::exit::print_out(HELP);
    }
    // The actions that take nothing refuse what they were given, before
    // anything is created.
    if matches!(action, "list" | "stop" | "status")
        && let Some(extra) = args.first()
    {
        return crate::exit::usage(format!("{action} takes no arguments; got {extra:?}"));
    }
    let lines = match action {
        "logs" => match logs_lines(args) {
            Ok(n) => n,
            Err(e) => return crate::exit::usage(e),
        },
        _ => 0,
    };
    let home = home();
    if let Err(e) = std::fs::create_dir_all(home.join("programs")) {
        crate::say!("nexus: cannot create {}: {e}", home.display());
        return crate::exit::EXIT_FAILED;
    }
    let result = match action {
        "install" => install(&home, args),
        "uninstall" => uninstall(&home, args),
        "list" => list(&home),
        "expose" => expose(&home, args),
        "start" => start(&home, args),
        "stop" => stop(&home),
        "status" => status(&home),
        "logs" => Ok(match ServerRecord::load(&home).and_then(|r| r.container) {
            Some(c) => container::logs(&c, lines),
            None => log_tail(&home.join("server.log"), lines),
        }),
        _ => Err(wrong(format!("unknown action {action}"))),
    };
    match result {
        Ok(text) if text.is_empty() => crate::exit::EXIT_OK,
        Ok(text) => crate::exit::print_out(&format!("{text}\n")),
        Err(Failure::Usage(e)) => crate::exit::usage(e),
        Err(Failure::Failed(e)) => {
            crate::say!("nexus: {e}");
            crate::exit::EXIT_FAILED
        }
    }
}

/// `logs [-n LINES]`: how many lines to show (50 unless told).
fn logs_lines(args: &[String]) -> Result<usize, String> {
    let mut lines = 50;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f, Some(v.to_string())),
            _ => (arg.as_str(), None),
        };
        match flag {
            "-n" | "--lines" => {
                let value = inline
                    .or_else(|| it.next().cloned())
                    .ok_or(format!("{flag} needs a number of lines"))?;
                lines = value.parse().map_err(|_| {
                    format!(
                        "{flag}: {value:?} is not a number of lines (a whole number, 0 or more)"
                    )
                })?;
            }
            other => {
                return Err(format!(
                    "unknown argument {other:?} for logs (it takes [-n LINES])"
                ));
            }
        }
    }
    Ok(lines)
}

/// `2026-03-01 14:05:09 UTC`: seconds since the epoch as a UTC date.
fn utc_date(secs: u64) -> String {
    let days = (secs / 86_400) as i64;
    let rest = secs % 86_400;
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}:{:02} UTC",
        rest / 3600,
        rest % 3600 / 60,
        rest % 60
    )
}

/// `42 s`, `3 min 5 s`, `2 h 7 min`, `3 d 4 h`: an age, to the unit that matters.
fn show_age(secs: u64) -> String {
    match secs {
        0..60 => format!("{secs} s"),
        60..3600 => format!("{} min {} s", secs / 60, secs % 60),
        3600..86_400 => format!("{} h {} min", secs / 3600, secs % 3600 / 60),
        _ => format!("{} d {} h", secs / 86_400, secs % 86_400 / 3600),
    }
}

#[cfg(test)]
mod tests {
    use super::{lift_morloc_manifest, logs_lines, show_age, utc_date};
    use std::path::Path;

    #[test]
    fn status_shows_a_date_and_an_age() {
        assert_eq!(utc_date(0), "1970-01-01 00:00:00 UTC");
        assert_eq!(utc_date(951_782_400), "2000-02-29 00:00:00 UTC");
        assert_eq!(utc_date(1_767_225_599), "2025-12-31 23:59:59 UTC");
        assert_eq!(show_age(42), "42 s");
        assert_eq!(show_age(185), "3 min 5 s");
        assert_eq!(show_age(7_620), "2 h 7 min");
        assert_eq!(show_age(273_600), "3 d 4 h");
    }

    #[test]
    fn logs_reads_its_line_count_or_refuses() {
        let words = |w: &[&str]| w.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(logs_lines(&[]), Ok(50));
        assert_eq!(logs_lines(&words(&["-n", "7"])), Ok(7));
        assert_eq!(logs_lines(&words(&["--lines=3"])), Ok(3));
        for bad in [&["-n", "abc"][..], &["-n", "-5"], &["--bogus"], &["-n"]] {
            assert!(logs_lines(&words(bad)).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn a_lifted_morloc_manifest_names_its_pools_inside_the_build() {
        let text = r#"{"name":"p","pools":[
            {"lang":"py","exec":["python3","pools/py/pool.py"],"socket":"pipe-py"},
            {"lang":"cpp","exec":["pools/cpp/pool-cpp.out"],"socket":"pipe-cpp"},
            {"lang":"r","exec":["Rscript","/abs/pool.R"],"socket":"pipe-r"},
            {"lang":"x","exec":["tool"],"socket":"pipe-x"}],"commands":[]}"#;
        let lifted = lift_morloc_manifest(text, Path::new("p-build")).expect("lifted");
        for want in [
            r#"["python3","p-build/pools/py/pool.py"]"#,
            r#"["p-build/pools/cpp/pool-cpp.out"]"#,
            r#"["Rscript","/abs/pool.R"]"#,
            r#"["tool"]"#,
        ] {
            assert!(lifted.contains(want), "{want} in {lifted}");
        }
        assert!(lift_morloc_manifest("[1]", Path::new("b")).is_err());
    }
}
