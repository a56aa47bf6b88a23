//! Private and keyed instances as callers open and release them (issues 7
//! and 12), the same whether the call comes over MCP (the `<pool>__open`
//! and `<pool>__release` tools) or the JSON API (`POST /call/<pool>__open`,
//! `POST /call/<pool>__release`): the names of those entries, what their
//! arguments must be, their answers, and the connection ids that own
//! private instances. The instances themselves (their table, cap and idle
//! reaping) are the dispatcher's ([`crate::dispatch::Program`]); the MCP
//! tool listings that name these entries are [`crate::mcp`]'s. It also
//! owns what `--instances per-session` (issue 44, part 3) makes of a
//! manifest ([`per_session`]).

use crate::arguments::{INSTANCE_PROPERTY, instance_of, valid_instance_key};
use crate::dispatch::Program;
use crate::json::{self, Object};
use crate::manifest::{CommandType, Instances, Manifest};
use std::sync::atomic::{AtomicU64, Ordering};

/// Connection ids: each MCP connection (an [`crate::mcp::Adapter`]) and
/// each front-end session a daemon keeps owns its private instances under
/// one of these.
static NEXT_CONNECTION: AtomicU64 = AtomicU64::new(1);

/// A fresh connection id, distinct from every other in this process.
pub fn next_connection() -> u64 {
    NEXT_CONNECTION.fetch_add(1, Ordering::Relaxed)
}

/// The private pools of a manifest with the names of their open tools:
/// `<lang>__open`, or `<lang><index>__open` when two pools share a language.
pub fn open_names(manifest: &Manifest) -> Vec<(usize, String)> {
    pool_tool_names(manifest, Instances::Private, "open")
}

/// The private pool whose open tool is called `name`.
pub fn open_pool(manifest: &Manifest, name: &str) -> Option<usize> {
    open_names(manifest)
        .into_iter()
        .find(|(_, n)| n == name)
        .map(|(i, _)| i)
}

/// The keyed pools of a manifest with the names of their release tools:
/// `<lang>__release`, or `<lang><index>__release` when two pools share a
/// language.
pub fn release_names(manifest: &Manifest) -> Vec<(usize, String)> {
    pool_tool_names(manifest, Instances::Keyed, "release")
}

/// The keyed pool whose release tool is called `name`.
pub fn release_pool(manifest: &Manifest, name: &str) -> Option<usize> {
    release_names(manifest)
        .into_iter()
        .find(|(_, n)| n == name)
        .map(|(i, _)| i)
}

/// The pools of one sharing kind with their tool names for `verb`:
/// `<lang>__<verb>`, or `<lang><index>__<verb>` when two pools share a
/// language.
fn pool_tool_names(manifest: &Manifest, kind: Instances, verb: &str) -> Vec<(usize, String)> {
    let mut names = Vec::new();
    for (i, pool) in manifest.pools.iter().enumerate() {
        if pool.instances != kind {
            continue;
        }
        let same_lang = manifest
            .pools
            .iter()
            .filter(|p| p.lang == pool.lang)
            .count();
        let name = if same_lang > 1 {
            format!("{}{i}__{verb}", pool.lang)
        } else {
            format!("{}__{verb}", pool.lang)
        };
        names.push((i, name));
    }
    names
}

/// Why `<pool>__open` gave no handle.
pub enum OpenError {
    /// The call was malformed (it takes no arguments).
    Invalid(String),
    /// No instance could be opened (the cap, no randomness).
    Failed(String),
}

/// Opens a private instance of `pool` (`args` must be empty) and returns
/// `{"instance": HANDLE}`.
pub fn open_in(program: &Program, pool: usize, args: &Object) -> Result<String, OpenError> {
    if let Some(extra) = args.keys().next() {
        return Err(OpenError::Invalid(format!(
            "argument '{extra}': unexpected; open takes no arguments"
        )));
    }
    let handle = program
        .open_handle(pool)
        .map_err(|e| OpenError::Failed(e.to_string()))?;
    Ok(json::Obj::new().str(INSTANCE_PROPERTY, &handle).finish())
}

/// Releases the keyed instance named by `args` (`{"instance": KEY}`) of
/// `pool`: `{"released":true}`, or false when there was none.
pub fn release_in(program: &Program, pool: usize, args: &Object) -> Result<String, String> {
    if let Some(extra) = args.keys().find(|k| *k != INSTANCE_PROPERTY) {
        return Err(format!(
            "argument '{extra}': unexpected; release takes instance"
        ));
    }
    let Some(key) = instance_of(args).filter(|k| valid_instance_key(k)) else {
        return Err(
            "argument 'instance': expected an instance key: 1 to 64 of A-Z a-z 0-9 _ . -".into(),
        );
    };
    let released = program.release_key(pool, &key);
    Ok(format!("{{\"released\":{released}}}"))
}

/// `--instances per-session` (issue 44, part 3; seed 003: "one private
/// instance per model type, registered on the connection at its first
/// call"): every shared pool of `manifest` becomes private, so each MCP
/// session, each stdio connection and each handle of the pool's open tool
/// gets its own workers, started at its first call and released when it
/// ends; the cap on private instances (`--max-instances`) applies. Keyed
/// pools stay keyed. A morloc pool (not C++) whose commands call into
/// another pool stays shared, for the reason the manifest check refuses
/// it as private (its state would split across forked workers); each such
/// pool is returned, by index, so the caller can say so.
pub fn per_session(manifest: &mut Manifest) -> Vec<usize> {
    let mut kept = Vec::new();
    for index in 0..manifest.pools.len() {
        let pool = &manifest.pools[index];
        if pool.instances != Instances::Shared {
            continue;
        }
        let forks = pool.socket.is_some()
            && !matches!(pool.lang.as_str(), "cpp" | "c++")
            && manifest.commands.iter().any(|c| {
                c.kind == CommandType::Remote
                    && c.pool == index
                    && c.needed_pools.iter().any(|&n| n != index)
            });
        if forks {
            kept.push(index);
            continue;
        }
        manifest.pools[index].instances = Instances::Private;
        for cmd in manifest.commands.iter_mut().filter(|c| c.pool == index) {
            cmd.instances = Instances::Private;
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn per_session_makes_shared_pools_private_and_keeps_keyed_ones() {
        let text = r#"{"name":"p","pools":[{"lang":"py","source":"a.py"},{"lang":"py","source":"b.py","instances":"keyed"}],
            "commands":[{"name":"f","type":"remote","pool":0,"mid":0,"args":[],"return":{"schema":"i4"}},
                        {"name":"g","type":"remote","pool":1,"mid":0,"args":[],"return":{"schema":"i4"}}]}"#;
        let mut m = crate::manifest::parse(
            text,
            "manifest.json",
            std::path::Path::new("/m/manifest.json"),
        )
        .unwrap();
        assert_eq!(per_session(&mut m), Vec::<usize>::new());
        assert_eq!(m.pools[0].instances, Instances::Private);
        assert_eq!(m.commands[0].instances, Instances::Private);
        assert_eq!(m.pools[1].instances, Instances::Keyed);
        assert_eq!(m.commands[1].instances, Instances::Keyed);
        assert_eq!(open_names(&m), [(0, "py0__open".to_string())]);
    }
}
