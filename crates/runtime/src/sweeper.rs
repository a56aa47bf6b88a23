//! The sweeper: what removes the shared memory of a nexus that ended, however
//! it ended.
//!
//! Cleanup does not rely on signal handlers: the first time shared memory is
//! set up (`crate::shm::space`), the nexus starts a *sweeper* (itself,
//! `nexus __sweep`) in its own process group holding the read end of a
//! pipe. When the nexus ends for any reason (exit, SIGINT, SIGTERM, even
//! SIGKILL) the pipe closes and the sweeper unlinks every object with the
//! nexus's pid prefix. Pools that fork workers of their own (morloc's) are
//! registered with the sweeper by process group (`guard_group`, a
//! `+<pgid>` line on the same pipe; a `-` line when the pool is stopped):
//! it kills those groups first, so workers whose parent died before
//! passing the nexus's end on do not outlive it. A starting nexus also
//! sweeps what dead ones left ([`sweep_dead`]).
//!
//! The front end's socket directories (`<temp>/nexus-<pid>-<tag>`, named by
//! [`socket_dir_name`]) are swept the same way, by the next front end to
//! start ([`sweep_dead_socket_dirs`], called by `nexus serve`): every such
//! directory of ours whose front end is dead, whatever its state directory.
//! And by the front end's own sweeper, as soon as it ends
//! ([`remove_socket_dirs_of`]): Ctrl-C or SIGTERM on a foreground `nexus
//! serve` leaves nothing behind either, with no signal handler.

use crate::sys::{self, self_exe};
use std::io;
use std::sync::Mutex;

/// Where Linux keeps POSIX shared-memory objects.
pub const SHM_DIR: &str = "/dev/shm";

/// Unlinks one object; a missing object is not an error.
fn unlink(name: &str) {
    let _ = rustix::shm::unlink(name);
}

/// Unlinks every object in `/dev/shm` whose name starts with `prefix`, and
/// every object in such a private directory (the directories stay: their
/// pools' workers have them as `/dev/shm`).
pub fn unlink_with_prefix(prefix: &str) -> usize {
    let mut removed = 0;
    if let Ok(dir) = std::fs::read_dir(SHM_DIR) {
        for entry in dir.flatten() {
            let name = entry.file_name();
            if let Some(name) = name.to_str()
                && name.starts_with(prefix)
            {
                if entry.file_type().is_ok_and(|t| t.is_dir()) {
                    removed += empty_dir(&entry.path());
                } else {
                    unlink(name);
                    removed += 1;
                }
            }
        }
    }
    removed
}

fn empty_dir(dir: &std::path::Path) -> usize {
    let mut removed = 0;
    if let Ok(objects) = std::fs::read_dir(dir) {
        for object in objects.flatten() {
            if std::fs::remove_file(object.path()).is_ok() {
                removed += 1;
            }
        }
    }
    removed
}

/// Removes the private directories whose names start with `prefix`.
pub fn remove_dirs_with_prefix(prefix: &str) {
    if let Ok(dir) = std::fs::read_dir(SHM_DIR) {
        for entry in dir.flatten() {
            if entry
                .file_name()
                .to_str()
                .is_some_and(|n| n.starts_with(prefix))
                && entry.file_type().is_ok_and(|t| t.is_dir())
            {
                let _ = std::fs::remove_dir_all(entry.path());
            }
        }
    }
}

/// The pid in an object name `nexus.<pid>.…`, if it is one of ours.
pub fn owner_pid(name: &str) -> Option<u32> {
    let rest = name.strip_prefix("nexus.")?;
    rest[..rest.find('.')?].parse().ok()
}

/// Unlinks objects left by nexus processes that are no longer alive.
pub fn sweep_dead() -> usize {
    let mut removed = 0;
    if let Ok(dir) = std::fs::read_dir(SHM_DIR) {
        for entry in dir.flatten() {
            let name = entry.file_name();
            if let Some(name) = name.to_str()
                && let Some(pid) = owner_pid(name)
                && !sys::pid_alive(pid)
            {
                if entry.file_type().is_ok_and(|t| t.is_dir()) {
                    let _ = std::fs::remove_dir_all(entry.path());
                } else {
                    unlink(name);
                }
                removed += 1;
            }
        }
    }
    removed
}

/// Random bytes in a socket directory's name (shown as twice as many hex digits).
pub const SOCKET_DIR_TAG_BYTES: usize = 6;

/// The name of a front end's socket directory under the temp dir:
/// `nexus-<pid>-<tag>`, the tag in lowercase hex.
pub fn socket_dir_name(pid: u32, tag: &[u8; SOCKET_DIR_TAG_BYTES]) -> String {
    let tag: String = tag.iter().map(|b| format!("{b:02x}")).collect();
    format!("nexus-{pid}-{tag}")
}

/// The pid in `name` when it is exactly a name [`socket_dir_name`] makes:
/// `nexus-`, a pid in decimal without leading zeros, `-`, and 12 lowercase
/// hex digits. Anything else (`nexus-fe-…`, `nexus-rt-…`, other tags) is
/// not ours.
pub fn socket_dir_pid(name: &str) -> Option<u32> {
    let (pid, tag) = name.strip_prefix("nexus-")?.split_once('-')?;
    let hex = |c: char| c.is_ascii_digit() || ('a'..='f').contains(&c);
    if tag.len() != 2 * SOCKET_DIR_TAG_BYTES || !tag.chars().all(hex) {
        return None;
    }
    if pid.is_empty() || pid.starts_with('0') || !pid.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    pid.parse().ok()
}

/// Removes the socket directories in `tmp` that dead front ends left, as
/// [`sweep_dead`] removes their shared memory: only an entry named exactly
/// like ours ([`socket_dir_pid`]), that is a directory itself (a symbolic
/// link is never followed nor removed), owned by our uid, whose pid is not
/// alive. Returns how many were removed.
pub fn sweep_dead_socket_dirs(tmp: &std::path::Path) -> usize {
    use std::os::unix::fs::MetadataExt;
    let uid = rustix::process::getuid().as_raw();
    let mut removed = 0;
    let Ok(dir) = std::fs::read_dir(tmp) else {
        return 0;
    };
    for entry in dir.flatten() {
        let Some(pid) = entry.file_name().to_str().and_then(socket_dir_pid) else {
            continue;
        };
        // lstat: the entry itself, never what a link points to.
        let Ok(meta) = std::fs::symlink_metadata(entry.path()) else {
            continue;
        };
        if !meta.file_type().is_dir() || meta.uid() != uid || sys::pid_alive(pid) {
            continue;
        }
        // remove_dir_all does not follow symbolic links inside either.
        if std::fs::remove_dir_all(entry.path()).is_ok() {
            removed += 1;
        }
    }
    removed
}

/// Removes the socket directories in `tmp` that the front end `pid` made
/// (named by [`socket_dir_name`] with that pid), under the checks of
/// [`sweep_dead_socket_dirs`]: real directories, never links, owned by our
/// uid. Run by the sweeper once `pid` has ended. Returns how many.
pub fn remove_socket_dirs_of(tmp: &std::path::Path, pid: u32) -> usize {
    use std::os::unix::fs::MetadataExt;
    let uid = rustix::process::getuid().as_raw();
    let Ok(dir) = std::fs::read_dir(tmp) else {
        return 0;
    };
    let mut removed = 0;
    for entry in dir.flatten() {
        if entry.file_name().to_str().and_then(socket_dir_pid) != Some(pid) {
            continue;
        }
        let Ok(meta) = std::fs::symlink_metadata(entry.path()) else {
            continue;
        };
        if meta.file_type().is_dir()
            && meta.uid() == uid
            && std::fs::remove_dir_all(entry.path()).is_ok()
        {
            removed += 1;
        }
    }
    removed
}

/// Keeps the write end of the sweeper's pipe open for the life of the process.
static SWEEPER_PIPE: Mutex<Option<std::process::ChildStdin>> = Mutex::new(None);

/// Starts the sweeper for this process `pid` (once, from `shm::space`).
pub fn start(pid: u32) {
    sweep_dead();
    let Ok(exe) = self_exe() else {
        return;
    };
    use std::os::unix::process::CommandExt;
    let child = std::process::Command::new(exe)
        .arg("__sweep")
        .arg(pid.to_string())
        // The sweeper needs no secret.
        .env_remove("NEXUS_TOKEN")
        .env_remove("MORLOC_MCP_TOKEN")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .process_group(0)
        .spawn();
    if let Ok(mut child) = child
        && let Ok(mut slot) = SWEEPER_PIPE.lock()
    {
        *slot = child.stdin.take();
        // The sweeper outlives us by design; reap nothing here.
        std::mem::forget(child);
    }
}

/// Most process groups the sweeper tracks; beyond it a `+` line is ignored.
const MAX_GUARDED_GROUPS: usize = 4096;

/// Registers process group `pgid` with the sweeper: it is killed when this
/// nexus ends for any reason. Best effort: without a sweeper, nothing.
pub fn guard_group(pgid: u32) {
    tell_sweeper(&format!("+{pgid}\n"));
}

/// Withdraws a group registered with [`guard_group`] (its pool was stopped),
/// so a later process reusing the id is never killed.
pub fn release_group(pgid: u32) {
    tell_sweeper(&format!("-{pgid}\n"));
}

fn tell_sweeper(line: &str) {
    use std::io::Write;
    if let Ok(mut slot) = SWEEPER_PIPE.lock()
        && let Some(pipe) = slot.as_mut()
    {
        // One short write (< PIPE_BUF) is atomic; the sweeper always reads.
        let _ = pipe.write_all(line.as_bytes());
    }
}

/// Applies one line of the sweeper's pipe (`+<pgid>` or `-<pgid>`) to the
/// set of guarded groups. Anything else, and groups 0 and 1 (which `kill`
/// would read as "every process"), are ignored.
fn apply_guard_line(groups: &mut Vec<u32>, line: &[u8]) {
    let Some((&op, digits)) = line.split_first() else {
        return;
    };
    let Some(pgid) = std::str::from_utf8(digits)
        .ok()
        .and_then(|d| d.parse::<u32>().ok())
        .filter(|p| *p > 1 && *p <= i32::MAX as u32)
    else {
        return;
    };
    match op {
        b'+' if groups.len() < MAX_GUARDED_GROUPS && !groups.contains(&pgid) => groups.push(pgid),
        b'-' => groups.retain(|g| *g != pgid),
        _ => {}
    }
}

/// The body of `nexus __sweep <pid>`: collect the guarded process groups
/// until the parent's pipe closes, kill them, then unlink the parent's
/// objects twice (pools may finish a write just after the parent died).
pub fn run_sweeper(pid: &str) -> i32 {
    use std::io::Read;
    let Ok(pid) = pid.parse::<u32>() else {
        return 2;
    };
    let mut groups = Vec::new();
    let mut pending: Vec<u8> = Vec::new();
    let mut chunk = [0u8; 512];
    let mut stdin = io::stdin();
    while let Ok(n) = stdin.read(&mut chunk) {
        if n == 0 {
            break;
        }
        pending.extend_from_slice(&chunk[..n]);
        while let Some(end) = pending.iter().position(|b| *b == b'\n') {
            apply_guard_line(&mut groups, &pending[..end]);
            pending.drain(..=end);
        }
        // A line longer than any we write is noise: drop it.
        if pending.len() > 64 {
            pending.clear();
        }
    }
    for pgid in &groups {
        sys::kill_group(*pgid);
    }
    // Nothing is unlinked while a pool's process may still write: one that
    // outlived the nexus by a moment (a shutdown handler, a worker mid-call)
    // could make a volume or registry after the sweep. The groups are gone
    // once no member runs (bounded: a process the kernel cannot kill must
    // not keep the sweep from happening at all).
    let until = std::time::Instant::now() + GROUP_EXIT_WAIT;
    while groups.iter().any(|g| sys::group_running(*g)) && std::time::Instant::now() < until {
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let prefix = format!("nexus.{pid}.");
    unlink_with_prefix(&prefix);
    remove_dirs_with_prefix(&prefix);
    // A process outside the groups (none of ours, but a pool may fork one
    // into a session of its own) gets one more moment.
    std::thread::sleep(std::time::Duration::from_millis(50));
    unlink_with_prefix(&prefix);
    remove_dirs_with_prefix(&prefix);
    // A front end's socket directory (the sweeper has its temp dir: the
    // environment is inherited). Its daemons were guarded groups, so they
    // are gone and their sockets with them.
    remove_socket_dirs_of(&std::env::temp_dir(), pid);
    0
}

/// Longest wait for the killed pools' processes to end.
const GROUP_EXIT_WAIT: std::time::Duration = std::time::Duration::from_secs(3);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sweeper_tracks_guarded_groups_and_refuses_0_and_1() {
        let mut g = Vec::new();
        for line in [
            &b"+42"[..],
            b"+43",
            b"+42",
            b"-43",
            b"+0",
            b"+1",
            b"+-5",
            b"+4294967295",
            b"x7",
            b"",
            b"+",
        ] {
            apply_guard_line(&mut g, line);
        }
        assert_eq!(g, vec![42]);
    }

    #[test]
    fn socket_dir_names_round_trip_and_nothing_else_is_ours() {
        let name = socket_dir_name(4242, &[0, 0xab, 0x12, 0xff, 0x9c, 0x01]);
        assert_eq!(name, "nexus-4242-00ab12ff9c01");
        assert_eq!(socket_dir_pid(&name), Some(4242));
        for other in [
            "nexus-4242-00ab12ff9c0",    // short tag
            "nexus-4242-00ab12ff9c011",  // long tag
            "nexus-4242-00AB12FF9C01",   // not our case
            "nexus-04242-00ab12ff9c01",  // leading zero
            "nexus--00ab12ff9c01",       // no pid
            "nexus-fe-00ab12ff9c01",     // a test's scratch dir
            "nexus-rt-4242-0",           // another directory of ours
            "nexus-4242-00ab12ff9c01/x", // not a name
            "nexus-99999999999-00ab12ff9c01",
            "xnexus-4242-00ab12ff9c01",
            "nexus-4242",
        ] {
            assert_eq!(socket_dir_pid(other), None, "{other}");
        }
    }

    /// Issue 40 item 26: what the sweeper removes when a front end ends is
    /// that front end's socket directories and nothing else.
    #[test]
    fn a_front_ends_own_socket_directories_are_removed_and_no_other() {
        let tmp = std::env::temp_dir().join(format!("nexus-sweep-own-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&tmp);
        std::fs::create_dir_all(&tmp).unwrap();
        let own = tmp.join(socket_dir_name(4242, &[1, 2, 3, 4, 5, 6]));
        let other = tmp.join(socket_dir_name(4243, &[1, 2, 3, 4, 5, 6]));
        let elsewhere = tmp.join("elsewhere");
        let link = tmp.join(socket_dir_name(4242, &[9, 9, 9, 9, 9, 9]));
        for d in [&own, &other, &elsewhere] {
            std::fs::create_dir(d).unwrap();
            std::fs::write(d.join("keep"), "x").unwrap();
        }
        std::os::unix::fs::symlink(&elsewhere, &link).unwrap();
        assert_eq!(remove_socket_dirs_of(&tmp, 4242), 1);
        assert!(!own.exists());
        assert!(other.join("keep").is_file() && elsewhere.join("keep").is_file());
        assert!(std::fs::symlink_metadata(&link).is_ok());
        let _ = std::fs::remove_dir_all(&tmp);
    }

    #[test]
    fn owner_pid_reads_our_names_only() {
        assert_eq!(owner_pid("nexus.42.0.ab.n1"), Some(42));
        assert_eq!(owner_pid("other.42.0"), None);
    }
}
