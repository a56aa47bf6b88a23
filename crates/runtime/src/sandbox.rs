//! Sandboxed pool workers (seed 001, issue 14). With `--sandbox`, or
//! `"sandbox": true` at the top of a manifest, every pool worker starts
//! through `nexus __sandbox`, a trampoline that builds new namespaces with
//! rustix (no external program) and then runs the worker. The defaults follow
//! bubblewrap's `--unshare-all --ro-bind / / --dev /dev --proc /proc
//! --tmpfs /tmp`:
//!
//! - new user, mount, PID, network and IPC namespaces;
//! - the root file system read-only (a recursive bind of `/`, every mount
//!   remounted read-only), a minimal `/dev` (null, zero, full, random,
//!   urandom, tty) and a fresh `/proc` showing only the sandbox's processes;
//! - a private, writable, empty `/tmp` (tmpfs);
//! - the program directory read-only;
//! - `/dev/shm` replaced by the pool's private shared-memory directory
//!   ([`crate::shm::Space::private_dir`]), where the nexus keeps this pool's
//!   objects: the nexus's objects stay reachable and nothing else is;
//! - no network: a new network namespace, whose loopback stays down;
//! - `$HOME` and the state directory covered by empty read-only tmpfs;
//! - the files the worker's command line names (its manifest: a bare
//!   file's derived one lives in the source cache, under `$HOME` or
//!   `/tmp`) bound read-only where they are, when nothing else shows them.
//!
//! The worker runs as PID 1 of the new PID namespace with no capabilities
//! (its uid inside is never 0, and `no_new_privs` is set); the trampoline
//! waits for it and exits with its status. This is not a seccomp jail:
//! every system call stays available, and whatever the user may read on
//! the visible file system stays readable.

use rustix::mount::{MountFlags, MountPropagationFlags, UnmountFlags};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

/// Set to `1` in a child nexus's environment (a front end's daemons and eval
/// children) to sandbox its pools too.
pub const ENV: &str = "NEXUS_SANDBOX";

/// The uid and gid a worker has inside when the nexus runs as root: never 0,
/// so that exec drops every capability the new user namespace gave.
pub const ROOT_INSIDE_ID: u32 = 1000;

static REQUESTED: AtomicBool = AtomicBool::new(false);

/// Whether this process sandboxes every pool: `--sandbox`, or `NEXUS_SANDBOX=1`
/// inherited from the nexus that started it.
pub fn requested() -> bool {
    REQUESTED.load(Ordering::SeqCst) || std::env::var_os(ENV).is_some_and(|v| v == "1")
}

/// `--sandbox`: checks that this system lets us build the sandbox, then turns
/// it on for every pool this process starts. Never falls back to unsandboxed.
pub fn require() -> Result<(), String> {
    probe()?;
    REQUESTED.store(true, Ordering::SeqCst);
    Ok(())
}

/// Builds the whole sandbox once in a throwaway child (`nexus __sandbox
/// --probe`); the answer is cached for the life of the process.
pub fn probe() -> Result<(), String> {
    static ANSWER: OnceLock<Result<(), String>> = OnceLock::new();
    ANSWER.get_or_init(run_probe).clone()
}

fn run_probe() -> Result<(), String> {
    let refuse = |why: String| {
        format!(
            "--sandbox: this system cannot build the sandbox ({why}), and nexus never serves unsandboxed when asked for one; \
             allow unprivileged user namespaces (sysctl user.max_user_namespaces=15000, kernel.unprivileged_userns_clone=1, \
             or on Ubuntu kernel.apparmor_restrict_unprivileged_userns=0), or run without --sandbox"
        )
    };
    let exe =
        crate::sys::self_exe().map_err(|e| refuse(format!("cannot find the nexus binary: {e}")))?;
    let out = std::process::Command::new(exe)
        .args(["__sandbox", "--probe"])
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .output()
        .map_err(|e| refuse(format!("cannot run the probe: {e}")))?;
    if out.status.success() {
        return Ok(());
    }
    let err = String::from_utf8_lossy(&out.stderr);
    let line = err.lines().last().unwrap_or("").trim();
    let line = line.strip_prefix("nexus: sandbox: ").unwrap_or(line);
    Err(refuse(if line.is_empty() {
        format!("the probe ended with {}", out.status)
    } else {
        line.to_string()
    }))
}

/// What one sandboxed worker sees besides the read-only root.
#[derive(Debug, Clone, PartialEq)]
pub struct Spec {
    /// Bound read-only at the same path; the worker's working directory.
    pub program: PathBuf,
    /// Bound writable over `/dev/shm`.
    pub shm: PathBuf,
    /// Covered by empty read-only tmpfs (`$HOME`, the state directory).
    pub hide: Vec<PathBuf>,
    /// Files bound read-only at the same path, when the rest of the spec
    /// leaves them out of sight: those the worker's command line names.
    pub show: Vec<PathBuf>,
}

impl Spec {
    /// A spec for a program directory and a shared-memory directory, hiding
    /// [`default_hidden`].
    pub fn new(program: &Path, shm: &Path) -> Spec {
        let program = std::fs::canonicalize(program).unwrap_or_else(|_| program.to_path_buf());
        Spec {
            program,
            shm: shm.to_path_buf(),
            hide: default_hidden(),
            show: Vec::new(),
        }
    }

    /// [`Spec::new`] for a worker that runs `argv`: every absolute path
    /// in it that names a regular file (the manifest the runtime loads) is
    /// shown. A bare `.py` / `.R` file's derived manifest lives in the
    /// source cache (`~/.cache/nexus/source`, or under `/tmp`), which the
    /// hidden `$HOME` or the fresh `/tmp` would otherwise take away.
    pub fn for_worker(program: &Path, shm: &Path, argv: &[String]) -> Spec {
        let mut spec = Spec::new(program, shm);
        spec.show = argv
            .iter()
            .map(Path::new)
            .filter(|p| p.is_absolute() && p.is_file())
            .map(|p| std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf()))
            .collect();
        spec
    }

    /// The arguments after the nexus binary that run `argv` in the sandbox.
    pub fn trampoline(&self, argv: &[String]) -> Vec<String> {
        let mut out = vec![
            "__sandbox".to_string(),
            "--program".into(),
            self.program.display().to_string(),
            "--shm".into(),
            self.shm.display().to_string(),
        ];
        for h in &self.hide {
            out.extend(["--hide".into(), h.display().to_string()]);
        }
        for f in &self.show {
            out.extend(["--show".into(), f.display().to_string()]);
        }
        out.push("--".into());
        out.extend(argv.iter().cloned());
        out
    }
}

/// `$HOME` and the state directory (`$NEXUS_HOME`; its default lies under
/// `$HOME`). Relative or root paths are left out.
pub fn default_hidden() -> Vec<PathBuf> {
    let mut out = Vec::new();
    for var in ["HOME", "NEXUS_HOME"] {
        if let Some(p) = std::env::var_os(var).map(PathBuf::from)
            && p.is_absolute()
            && p != Path::new("/")
        {
            out.push(std::fs::canonicalize(&p).unwrap_or(p));
        }
    }
    out
}

/// What `nexus __sandbox` was asked to do.
#[derive(Debug, PartialEq)]
pub enum Invocation {
    /// Build the sandbox, run `nexus --version` in it, report.
    Probe,
    Run(Spec, Vec<String>),
}

/// Parses `--probe`, or `--program DIR --shm DIR [--hide DIR]… [--show
/// FILE]… -- ARGV…`.
pub fn parse_args(args: &[String]) -> Result<Invocation, String> {
    if args == ["--probe"] {
        return Ok(Invocation::Probe);
    }
    let (mut program, mut shm, mut hide, mut show) = (None, None, Vec::new(), Vec::new());
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == "--" {
            let argv: Vec<String> = it.cloned().collect();
            if argv.is_empty() {
                return Err("__sandbox: nothing to run after --".into());
            }
            let program = program.ok_or("__sandbox: --program is required")?;
            let shm = shm.ok_or("__sandbox: --shm is required")?;
            return Ok(Invocation::Run(
                Spec {
                    program,
                    shm,
                    hide,
                    show,
                },
                argv,
            ));
        }
        let value = it
            .next()
            .map(PathBuf::from)
            .filter(|p| p.is_absolute())
            .ok_or(format!("__sandbox: {a} needs an absolute path"))?;
        match a.as_str() {
            "--program" => program = Some(value),
            "--shm" => shm = Some(value),
            "--hide" => hide.push(value),
            "--show" => show.push(value),
            other => return Err(format!("__sandbox: unknown option {other:?}")),
        }
    }
    Err("__sandbox: missing -- before the command".into())
}

/// The mount points in `/proc/self/mountinfo` text (field 5, unescaped).
pub fn mount_points(mountinfo: &str) -> Vec<String> {
    mountinfo
        .lines()
        .filter_map(|line| line.split(' ').nth(4))
        .map(unescape_octal)
        .collect()
}

/// Undoes the kernel's `\ooo` escapes (space, tab, newline, backslash).
fn unescape_octal(field: &str) -> String {
    let bytes = field.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let digits = bytes.get(i + 1..i + 4);
        match digits {
            Some(d) if bytes[i] == b'\\' && d.iter().all(|c| (b'0'..=b'7').contains(c)) => {
                let v = d.iter().fold(0u32, |acc, c| acc * 8 + u32::from(c - b'0'));
                out.push(v as u8);
                i += 4;
            }
            _ => {
                out.push(bytes[i]);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// `base` joined with absolute `path` (`/newroot` + `/home/x`).
fn under(base: &str, path: &Path) -> PathBuf {
    Path::new(base).join(path.strip_prefix("/").unwrap_or(path))
}

/// The body of `nexus __sandbox …`.
pub fn main(args: &[String]) -> i32 {
    let result = match parse_args(args) {
        Ok(Invocation::Probe) => probe_main(),
        Ok(Invocation::Run(spec, argv)) => run(&spec, &argv),
        Err(e) => Err(e),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            crate::say!("nexus: sandbox: {e}");
            126
        }
    }
}

fn probe_main() -> Result<i32, String> {
    let dir = std::env::temp_dir();
    let spec = Spec {
        program: dir.clone(),
        shm: dir,
        hide: default_hidden(),
        show: Vec::new(),
    };
    enter(&spec)?;
    let argv = ["/proc/self/exe".to_string(), "--version".to_string()];
    match run_inside(&argv, None)? {
        0 => Ok(0),
        code => Err(format!("a process inside exited with status {code}")),
    }
}

/// Runs `argv` as PID 1 of the sandbox with the worker's pipes on fds 3
/// and 4, and returns its exit status.
fn run(spec: &Spec, argv: &[String]) -> Result<i32, String> {
    let pipes = take_pipes()?;
    enter(spec)?;
    run_inside(argv, Some(pipes))
}

/// Starts `argv` as PID 1 of the new PID namespace, with a fresh `/proc`
/// and, for a worker, its pipes on fds 3 and 4; waits for it.
fn run_inside(argv: &[String], pipes: Option<[rustix::fd::OwnedFd; 2]>) -> Result<i32, String> {
    let mut cmd = std::process::Command::new(&argv[0]);
    cmd.args(&argv[1..]);
    {
        use std::os::fd::AsRawFd;
        // The child is PID 1 of the new PID namespace, so the proc it
        // mounts shows only the sandbox's processes.
        let setup = crate::sys::ChildSetup {
            death_signal: true,
            mount_proc: true,
            pipes: pipes.as_ref().map(|p| (p[0].as_raw_fd(), p[1].as_raw_fd())),
            ..crate::sys::ChildSetup::default()
        };
        crate::sys::prepare_child(&mut cmd, setup);
    }
    let mut child = cmd
        .spawn()
        .map_err(|e| format!("cannot start {:?} inside the sandbox: {e}", argv[0]))?;
    drop(pipes);
    let status = child
        .wait()
        .map_err(|e| format!("cannot wait for the worker: {e}"))?;
    use std::os::unix::process::ExitStatusExt;
    Ok(match (status.code(), status.signal()) {
        (Some(code), _) => code,
        (None, Some(sig)) => 128 + sig,
        _ => 125,
    })
}

/// Moves the worker's pipes (fds 3 and 4, placed by the pool supervisor) to
/// close-on-exec copies, so this process keeps no copy the worker's end
/// would depend on.
fn take_pipes() -> Result<[rustix::fd::OwnedFd; 2], String> {
    // The pool supervisor (src/pool/workers.rs) starts `nexus __sandbox`
    // with its request and reply pipes on fds 3 and 4; nothing else in this
    // process owns them, and each is adopted exactly once, here.
    let take = |fd: i32| {
        crate::sys::adopt_fd(fd)
            .map_err(|e| format!("fd {fd} is not the worker's pipe ({e}); __sandbox is started by the pool supervisor only"))
    };
    Ok([take(3)?, take(4)?])
}

fn step<E: std::fmt::Display>(what: &str) -> impl FnOnce(E) -> String + '_ {
    move |e| format!("cannot {what}: {e}")
}

fn tmpfs(target: &Path, mode: &std::ffi::CStr) -> Result<(), String> {
    rustix::mount::mount(
        c"tmpfs",
        target,
        c"tmpfs",
        MountFlags::NOSUID | MountFlags::NODEV,
        Some(mode),
    )
    .map_err(step(&format!("mount a tmpfs on {}", target.display())))
}

/// Unshares the namespaces and makes the sandbox's mount tree the root,
/// with the working directory at the program directory. Everything but the
/// final exec.
fn enter(spec: &Spec) -> Result<(), String> {
    use rustix::thread::UnshareFlags;
    let uid = rustix::process::getuid().as_raw();
    let gid = rustix::process::getgid().as_raw();
    let flags = UnshareFlags::NEWUSER
        | UnshareFlags::NEWNS
        | UnshareFlags::NEWPID
        | UnshareFlags::NEWNET
        | UnshareFlags::NEWIPC;
    // This process is single-threaded (`nexus __sandbox` starts no thread),
    // as `sys::unshare_namespaces` requires.
    let unshared = crate::sys::unshare_namespaces(flags);
    unshared.map_err(step(
        "unshare user, mount, PID, network and IPC namespaces (user namespaces may be disabled)",
    ))?;
    let inside = |id: u32| if id == 0 { ROOT_INSIDE_ID } else { id };
    for (file, text) in [
        ("/proc/self/setgroups", "deny".to_string()),
        ("/proc/self/uid_map", format!("{} {uid} 1", inside(uid))),
        ("/proc/self/gid_map", format!("{} {gid} 1", inside(gid))),
    ] {
        std::fs::write(file, text).map_err(step(&format!("write {file}")))?;
    }
    rustix::mount::mount_change(
        "/",
        MountPropagationFlags::PRIVATE | MountPropagationFlags::REC,
    )
    .map_err(step("make the mount tree private"))?;
    // A tmpfs becomes the root while the new tree is built, with the old
    // root at /oldroot and the new one at /newroot (bubblewrap's method).
    let base = Path::new("/tmp");
    tmpfs(base, c"mode=0700")?;
    for d in ["/tmp/newroot", "/tmp/oldroot"] {
        std::fs::create_dir(d).map_err(step(&format!("make {d}")))?;
    }
    std::env::set_current_dir(base).map_err(step("enter /tmp"))?;
    rustix::process::pivot_root(".", "oldroot").map_err(step("pivot into the build root"))?;
    std::env::set_current_dir("/").map_err(step("enter the build root"))?;
    rustix::mount::mount_bind_recursive("/oldroot", "/newroot").map_err(step("bind the root"))?;
    tmpfs(Path::new("/newroot/tmp"), c"mode=1777")?;
    minimal_dev(&spec.shm)?;
    let mut hide = spec.hide.clone();
    hide.sort_by_key(|p| p.as_os_str().len());
    for h in &hide {
        let target = under("/newroot", h);
        if h != Path::new("/") && target.is_dir() {
            tmpfs(&target, c"mode=0755")?;
        }
    }
    if spec.program != Path::new("/") {
        let target = under("/newroot", &spec.program);
        std::fs::create_dir_all(&target).map_err(step(&format!("make {}", target.display())))?;
        rustix::mount::mount_bind_recursive(under("/oldroot", &spec.program), &target)
            .map_err(step(&format!("bind {}", spec.program.display())))?;
    }
    for file in &spec.show {
        show_file(file)?;
    }
    read_only_except(&["/newroot/tmp", "/newroot/dev/shm"])?;
    rustix::mount::unmount("/oldroot", UnmountFlags::DETACH)
        .map_err(step("detach the old root"))?;
    std::env::set_current_dir("/newroot").map_err(step("enter the new root"))?;
    rustix::process::pivot_root(".", ".").map_err(step("pivot into the new root"))?;
    rustix::mount::unmount(".", UnmountFlags::DETACH).map_err(step("detach the build root"))?;
    std::env::set_current_dir(&spec.program)
        .map_err(step(&format!("enter {}", spec.program.display())))?;
    rustix::thread::set_no_new_privs(true).map_err(step("set no_new_privs"))?;
    Ok(())
}

/// Binds `file` read-only at its own path in the new root, unless it is
/// already there (the root, the program directory): under a hidden
/// directory or the fresh `/tmp` it is not, so an empty file is made to
/// bind it onto, its directories with it.
fn show_file(file: &Path) -> Result<(), String> {
    let target = under("/newroot", file);
    if target.is_file() {
        return Ok(());
    }
    if let Some(parent) = target.parent() {
        std::fs::create_dir_all(parent).map_err(step(&format!("make {}", parent.display())))?;
    }
    std::fs::write(&target, b"").map_err(step(&format!("make {}", target.display())))?;
    rustix::mount::mount_bind(under("/oldroot", file), &target)
        .map_err(step(&format!("bind {}", file.display())))?;
    // Read-only here, since one under `/tmp` is not made so with the rest.
    rustix::mount::mount_remount(
        &target,
        MountFlags::BIND | MountFlags::RDONLY | MountFlags::NOSUID | MountFlags::NODEV,
        "",
    )
    .map_err(step(&format!("make {} read-only", file.display())))
}

/// A tmpfs `/dev` with the harmless devices bound in, `/dev/shm` bound to
/// the pool's private directory, and the usual fd links.
fn minimal_dev(shm: &Path) -> Result<(), String> {
    tmpfs(Path::new("/newroot/dev"), c"mode=0755")?;
    for name in ["null", "zero", "full", "random", "urandom", "tty"] {
        let source = format!("/oldroot/dev/{name}");
        if std::fs::symlink_metadata(&source).is_err() {
            continue;
        }
        let target = format!("/newroot/dev/{name}");
        std::fs::write(&target, b"").map_err(step(&format!("make {target}")))?;
        rustix::mount::mount_bind(source.as_str(), target.as_str())
            .map_err(step(&format!("bind /dev/{name}")))?;
    }
    for (link, to) in [
        ("fd", "/proc/self/fd"),
        ("stdin", "/proc/self/fd/0"),
        ("stdout", "/proc/self/fd/1"),
        ("stderr", "/proc/self/fd/2"),
    ] {
        std::os::unix::fs::symlink(to, format!("/newroot/dev/{link}"))
            .map_err(step(&format!("link /dev/{link}")))?;
    }
    std::fs::create_dir("/newroot/dev/shm").map_err(step("make /dev/shm"))?;
    rustix::mount::mount_bind(under("/oldroot", shm), "/newroot/dev/shm")
        .map_err(step(&format!("bind {} over /dev/shm", shm.display())))
}

/// Remounts every mount under `/newroot` read-only, but for `writable`,
/// keeping the flags a user namespace may not drop (nosuid, nodev, noexec,
/// the atime ones). A mount that cannot be reached is skipped; any other
/// failure is an error, so nothing is left writable by accident.
fn read_only_except(writable: &[&str]) -> Result<(), String> {
    use rustix::fs::StatVfsMountFlags as St;
    // The old root's /proc: this process is still in the PID namespace it
    // describes (only its children enter the new one).
    let info = std::fs::read_to_string("/oldroot/proc/self/mountinfo")
        .map_err(step("read /proc/self/mountinfo"))?;
    for point in mount_points(&info) {
        if !(point == "/newroot" || point.starts_with("/newroot/"))
            || writable.contains(&point.as_str())
        {
            continue;
        }
        let unreachable = |e: &rustix::io::Errno| {
            matches!(
                *e,
                rustix::io::Errno::NOENT | rustix::io::Errno::NOTDIR | rustix::io::Errno::ACCESS
            )
        };
        let have = match rustix::fs::statvfs(point.as_str()) {
            Ok(s) => s.f_flag,
            Err(e) if unreachable(&e) => continue,
            Err(e) => return Err(format!("cannot inspect the mount {point}: {e}")),
        };
        let mut flags = MountFlags::BIND | MountFlags::RDONLY;
        for (st, ms) in [
            (St::NOSUID, MountFlags::NOSUID),
            (St::NODEV, MountFlags::NODEV),
            (St::NOEXEC, MountFlags::NOEXEC),
            (St::NOATIME, MountFlags::NOATIME),
            (St::NODIRATIME, MountFlags::NODIRATIME),
            (St::from_bits_retain(0x1000), MountFlags::RELATIME),
        ] {
            if have.contains(st) {
                flags |= ms;
            }
        }
        match rustix::mount::mount_remount(point.as_str(), flags, "") {
            Ok(()) => {}
            Err(e) if unreachable(&e) => {}
            Err(e) => return Err(format!("cannot make {point} read-only: {e}")),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn trampoline_arguments_parse_back() {
        let spec = Spec {
            program: "/srv/prog".into(),
            shm: "/dev/shm/nexus.1.sandbox.ab".into(),
            hide: vec!["/root".into(), "/root/.local/share/nexus".into()],
            show: vec!["/root/.cache/nexus/source/ab.json".into()],
        };
        let argv = words("python3 -c pass --hide x");
        let args = spec.trampoline(&argv);
        assert_eq!(args[0], "__sandbox");
        assert_eq!(parse_args(&args[1..]), Ok(Invocation::Run(spec, argv)));
        assert_eq!(parse_args(&words("--probe")), Ok(Invocation::Probe));
    }

    /// Issue 40 item 25: a worker's manifest, named on its command line,
    /// is shown; words that are not absolute paths of files are not.
    #[test]
    fn a_worker_sees_the_files_its_command_line_names() {
        let dir = std::env::temp_dir().join(format!("nexus-show-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let manifest = dir.join("m.json");
        std::fs::write(&manifest, "{}").unwrap();
        let argv = vec![
            "python3".to_string(),
            "-c".into(),
            "/not/a/file".into(),
            dir.display().to_string(),
            manifest.display().to_string(),
            "0".into(),
        ];
        let spec = Spec::for_worker(&dir, Path::new("/dev/shm"), &argv);
        assert_eq!(spec.show, [std::fs::canonicalize(&manifest).unwrap()]);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn bad_trampoline_arguments_are_refused() {
        for bad in [
            "--program /p --shm /s",
            "--program /p -- python3",
            "--program relative --shm /s -- x",
            "--program /p --shm /s --",
            "--bogus /x --program /p --shm /s -- x",
            "--program",
        ] {
            assert!(parse_args(&words(bad)).is_err(), "{bad}");
        }
    }

    #[test]
    fn mount_points_are_unescaped() {
        let info = "22 1 0:21 / /proc rw,nosuid - proc proc rw\n\
                    30 22 0:5 / /a\\040b\\134c rw - tmpfs tmpfs rw\n";
        assert_eq!(mount_points(info), vec!["/proc", "/a b\\c"]);
    }
}
