//! The syscall boundary: every `unsafe` block of the crate, and the process
//! plumbing that needs one or sits beside one.
//!
//! The crate root denies `unsafe_code`; this module alone is allowed it, so
//! an auditor reads one file (`scripts/unsafe-list.sh` lists it). Each
//! block carries a `// SAFETY:` comment. What lives here:
//!
//! - [`Mapping`]: a shared-memory mapping. Its bytes are a `&[u8]` through
//!   `&self` and a `&mut [u8]` only through `&mut self`, so safe code can
//!   never hold two aliasing views. [`SharedWords`] is the other way to use
//!   a writable mapping that other processes change at the same time
//!   (libmorloc's volumes): atomic words and bounded copies, never a slice.
//! - [`prepare_child`]: the one `pre_exec` set-up for every child we start
//!   (parent-death signal, new session, pipes onto fds 3 and 4, `/proc`
//!   for a sandbox's PID 1, resource limits), as a plain description.
//! - [`adopt_fd`] and [`unshare_namespaces`], which the sandbox needs.
//! - The safe helpers next to them: [`rehome_stdout`], [`self_exe`],
//!   [`kill_group`], [`high_fd`], how a child's end is described
//!   ([`describe_exit`]), and the `poll(2)` waits
//!   ([`readable_within`], [`readable_first`], [`timespec`]).

use rustix::event::{PollFd, PollFlags, Timespec};
use rustix::fd::{AsFd, BorrowedFd, OwnedFd};
use rustix::mm::{MapFlags, ProtFlags};
use std::io;
use std::sync::atomic::{AtomicU32, AtomicU64};
use std::time::Duration;

// ---------------------------------------------------------------- mappings

/// A shared mapping of `len` bytes of a file, unmapped on drop.
pub struct Mapping {
    ptr: *mut std::ffi::c_void,
    len: usize,
}

impl Mapping {
    /// Maps the first `len` bytes of `fd` (the caller checked that the
    /// object holds them, with ftruncate or fstat), shared with the object;
    /// writable when asked. `len` must not be 0.
    pub fn new(fd: &OwnedFd, len: usize, writable: bool) -> io::Result<Mapping> {
        let prot = if writable {
            ProtFlags::READ | ProtFlags::WRITE
        } else {
            ProtFlags::READ
        };
        // SAFETY: we map a fresh region chosen by the kernel (null hint), of
        // `len` bytes that the caller checked the object holds, shared with
        // the object. Nothing else in this process aliases the region; it is
        // unmapped exactly once, in Drop.
        let ptr =
            unsafe { rustix::mm::mmap(std::ptr::null_mut(), len, prot, MapFlags::SHARED, fd, 0)? };
        Ok(Mapping { ptr, len })
    }

    /// The mapping's length in bytes.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the mapping has no bytes (never, as made by `new`).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The mapped bytes. Another process may write the object meanwhile; we
    /// only copy bytes out of such a view, and a torn read yields bytes.
    pub fn bytes(&self) -> &[u8] {
        // SAFETY: `ptr` is a live mapping of `len` readable bytes (see new),
        // and no `&mut` view can exist while this borrow of `self` lives.
        unsafe { std::slice::from_raw_parts(self.ptr as *const u8, self.len) }
    }

    /// The mapped bytes, writable: only for a mapping made writable, and
    /// only through `&mut self`, so this is the one view while it lives.
    pub fn bytes_mut(&mut self) -> &mut [u8] {
        // SAFETY: `ptr` is a live mapping of `len` bytes; `&mut self` makes
        // this the only borrow of it in this process. Writing to a mapping
        // made read-only faults (SIGSEGV), which is a bug of ours, not UB
        // in our types; every caller maps with `writable` before writing.
        unsafe { std::slice::from_raw_parts_mut(self.ptr as *mut u8, self.len) }
    }
}

impl Drop for Mapping {
    fn drop(&mut self) {
        // SAFETY: `ptr`/`len` are exactly what mmap returned; no slice of the
        // region outlives `self`.
        let _ = unsafe { rustix::mm::munmap(self.ptr, self.len) };
    }
}

/// A writable mapping that other processes change concurrently (a
/// libmorloc volume): every word is read and written through an atomic,
/// and bytes go in by bounded copies; no slice of it is ever handed out.
pub struct SharedWords {
    map: Mapping,
}

impl SharedWords {
    /// Takes a writable mapping.
    pub fn new(map: Mapping) -> SharedWords {
        SharedWords { map }
    }

    /// The mapping's length in bytes.
    pub fn len(&self) -> usize {
        self.map.len
    }

    /// Whether the mapping has no bytes.
    pub fn is_empty(&self) -> bool {
        self.map.len == 0
    }

    fn word<T>(&self, at: usize) -> Option<*mut T> {
        let width = std::mem::size_of::<T>();
        (at.is_multiple_of(width) && at.checked_add(width)? <= self.map.len)
            .then(|| self.map.ptr.cast::<u8>().wrapping_add(at).cast::<T>())
    }

    /// The 4-byte word at `at`, if aligned and inside the mapping.
    pub fn u32_at(&self, at: usize) -> Option<&AtomicU32> {
        let p = self.word::<u32>(at)?;
        // SAFETY: `p` is 4-aligned (the mapping is page-aligned and `at` a
        // multiple of 4) and its 4 bytes lie inside the live mapping (checked
        // in `word`), which outlives the returned borrow of `self`. Every
        // access to shared words goes through atomics, here and in the pools,
        // and this type never hands out a slice that could alias them.
        Some(unsafe { AtomicU32::from_ptr(p) })
    }

    /// The 8-byte word at `at`, if aligned and inside the mapping.
    pub fn u64_at(&self, at: usize) -> Option<&AtomicU64> {
        let p = self.word::<u64>(at)?;
        // SAFETY: as in `u32_at`, with 8-byte alignment and bounds.
        Some(unsafe { AtomicU64::from_ptr(p) })
    }

    /// Copies `bytes` to offset `at`; nothing when the range runs past the end.
    pub fn write(&self, at: usize, bytes: &[u8]) {
        if at
            .checked_add(bytes.len())
            .is_some_and(|end| end <= self.map.len)
        {
            // SAFETY: the destination range is inside the live writable
            // mapping (checked above) and cannot overlap `bytes`, which is
            // process memory outside it. No Rust reference into the mapping
            // exists (this type hands out only atomics), and the allocator
            // writes only blocks it holds (claimed under the volume lock).
            unsafe {
                std::ptr::copy_nonoverlapping(
                    bytes.as_ptr(),
                    self.map.ptr.cast::<u8>().add(at),
                    bytes.len(),
                )
            };
        }
    }

    /// Zeroes `len` bytes at `at`; nothing when the range runs past the end.
    pub fn zero(&self, at: usize, len: usize) {
        if at.checked_add(len).is_some_and(|end| end <= self.map.len) {
            // SAFETY: as in `write`: a checked range of the live mapping.
            unsafe { std::ptr::write_bytes(self.map.ptr.cast::<u8>().add(at), 0, len) };
        }
    }
}

// ---------------------------------------------------------------- children

/// What a child does between fork and exec. Every step is one raw syscall
/// through rustix, async-signal-safe, allocating nothing.
#[derive(Clone, Copy, Debug, Default)]
pub struct ChildSetup {
    /// SIGKILL when the nexus dies (`prctl(PR_SET_PDEATHSIG)`).
    pub death_signal: bool,
    /// A new session and process group (`setsid`); otherwise the caller
    /// may use `CommandExt::process_group`.
    pub new_session: bool,
    /// Mount a fresh `/proc` (the child is PID 1 of a new PID namespace).
    pub mount_proc: bool,
    /// These fds become the child's fds 3 and 4 (a worker's pipes). Pass
    /// fds numbered 10 or more ([`high_fd`]) so a dup2 is never a no-op.
    pub pipes: Option<(i32, i32)>,
    /// `RLIMIT_CPU` soft and hard seconds.
    pub cpu_secs: Option<(u64, u64)>,
    /// `RLIMIT_AS` bytes (soft and hard).
    pub memory_bytes: Option<u64>,
}

/// Arranges for `cmd`'s child to run `setup` before exec.
pub fn prepare_child(cmd: &mut std::process::Command, setup: ChildSetup) {
    use std::os::unix::process::CommandExt;
    // SAFETY: the closure runs in the forked child before exec and only
    // makes raw syscalls through rustix (setsid, prctl, mount with static C
    // strings, dup2, setrlimit), which are async-signal-safe; it allocates
    // nothing (`setup` is Copy, its values computed in the parent). The
    // OwnedFd values for 3 and 4 are built from raw numbers and forgotten,
    // never closed: exec replaces the image right after.
    unsafe {
        cmd.pre_exec(move || run_child_setup(&setup));
    }
}

fn run_child_setup(setup: &ChildSetup) -> io::Result<()> {
    use rustix::process::{Resource, Rlimit, Signal};
    if setup.new_session {
        rustix::process::setsid()?;
    }
    if setup.death_signal {
        rustix::process::set_parent_process_death_signal(Some(Signal::KILL))?;
    }
    if setup.mount_proc {
        use rustix::mount::MountFlags;
        rustix::mount::mount(
            c"proc",
            c"/proc",
            c"proc",
            MountFlags::NOSUID | MountFlags::NODEV | MountFlags::NOEXEC,
            None,
        )?;
    }
    if let Some((fd3, fd4)) = setup.pipes {
        for (from, to) in [(fd3, 3), (fd4, 4)] {
            // SAFETY: `from` is an open fd the parent passed in (kept open
            // until after spawn); `to` is adopted only to name dup2's target
            // and is forgotten, never closed.
            let src = unsafe { BorrowedFd::borrow_raw(from) };
            // SAFETY: as above: `to` only names dup2's target and is
            // forgotten below, never closed.
            let mut target = unsafe { <OwnedFd as std::os::fd::FromRawFd>::from_raw_fd(to) };
            let r = rustix::io::dup2(src, &mut target);
            std::mem::forget(target);
            r?;
        }
    }
    if let Some((soft, hard)) = setup.cpu_secs {
        let limit = Rlimit {
            current: Some(soft),
            maximum: Some(hard),
        };
        rustix::process::setrlimit(Resource::Cpu, limit)?;
    }
    if let Some(bytes) = setup.memory_bytes {
        let limit = Rlimit {
            current: Some(bytes),
            maximum: Some(bytes),
        };
        rustix::process::setrlimit(Resource::As, limit)?;
    }
    Ok(())
}

/// Takes ownership of inherited fd `fd` (one a parent placed for us, such
/// as a worker's pipe on fd 3 or 4), as a close-on-exec copy numbered 10 or
/// more; the original number is closed.
///
/// # Errors
/// When `fd` is not open.
pub fn adopt_fd(fd: i32) -> io::Result<OwnedFd> {
    let borrowed_ok = rustix::io::fcntl_getfd(
        // SAFETY: only borrowed for one fcntl; a closed number yields EBADF.
        unsafe { BorrowedFd::borrow_raw(fd) },
    )
    .is_ok();
    if !borrowed_ok {
        return Err(io::Error::other(format!("fd {fd} is not open")));
    }
    // SAFETY: `fd` is open (checked above) and was placed by our parent for
    // this process; nothing else here owns it, and callers adopt each
    // number once (at start-up, before any other fd is opened).
    let owned = unsafe { <OwnedFd as std::os::fd::FromRawFd>::from_raw_fd(fd) };
    high_fd(owned)
}

/// Unshares the namespaces in `flags` for this process.
///
/// Sound only in a single-threaded process; only the `NEW*` flags (new
/// namespaces) are taken, never FILES, FS or SYSVSEM.
pub fn unshare_namespaces(flags: rustix::thread::UnshareFlags) -> io::Result<()> {
    use rustix::thread::UnshareFlags as U;
    let namespaces = U::NEWCGROUP
        | U::NEWIPC
        | U::NEWNET
        | U::NEWNS
        | U::NEWPID
        | U::NEWTIME
        | U::NEWUSER
        | U::NEWUTS;
    if !namespaces.contains(flags) {
        return Err(io::Error::other(
            "unshare_namespaces makes new namespaces only; FILES, FS and SYSVSEM are refused",
        ));
    }
    // SAFETY: the caller (`nexus __sandbox`) is single-threaded, and only
    // namespace flags pass the check above (no FILES or FS), so no thread
    // can lose a file descriptor or state that Rust code believes it holds.
    let unshared = unsafe { rustix::thread::unshare_unsafe(flags) };
    Ok(unshared?)
}

/// Moves `fd` to a number of at least 10, close-on-exec, so that dup2 onto
/// 3 or 4 in a child can never be a no-op that leaves close-on-exec set.
pub fn high_fd(fd: OwnedFd) -> io::Result<OwnedFd> {
    Ok(rustix::io::fcntl_dupfd_cloexec(&fd, 10)?)
}

/// Kills process group `pgid` (SIGKILL); a group already gone is fine.
pub fn kill_group(pgid: u32) {
    signal_group(pgid, rustix::process::Signal::KILL);
}

/// Sends `signal` to process group `pgid`; best effort.
pub fn signal_group(pgid: u32, signal: rustix::process::Signal) {
    if let Some(p) = i32::try_from(pgid)
        .ok()
        .and_then(rustix::process::Pid::from_raw)
    {
        let _ = rustix::process::kill_process_group(p, signal);
    }
}

/// Whether any process of group `pgid` still runs: a zombie does not (it
/// writes nothing, and where nobody reaps orphans, as under a container's
/// init, it stays one). Read from `/proc/<pid>/stat`: its state is the
/// field after the parenthesised name, its process group the second after.
pub fn group_running(pgid: u32) -> bool {
    let Ok(procs) = std::fs::read_dir("/proc") else {
        return false;
    };
    procs.flatten().any(|entry| {
        let name = entry.file_name();
        if !name
            .to_str()
            .is_some_and(|n| n.bytes().all(|b| b.is_ascii_digit()))
        {
            return false;
        }
        let Ok(stat) = std::fs::read_to_string(entry.path().join("stat")) else {
            return false;
        };
        let Some(after) = stat.rfind(')').map(|i| &stat[i + 1..]) else {
            return false;
        };
        let mut fields = after.split_ascii_whitespace();
        let state = fields.next();
        let group = fields.nth(1).and_then(|g| g.parse::<u32>().ok());
        group == Some(pgid) && !matches!(state, Some("Z" | "X"))
    })
}

/// Sends `signal` to process `pid`; best effort.
pub fn signal_process(pid: u32, signal: rustix::process::Signal) {
    if let Some(p) = i32::try_from(pid)
        .ok()
        .and_then(rustix::process::Pid::from_raw)
    {
        let _ = rustix::process::kill_process(p, signal);
    }
}

/// Whether process `pid` exists (it may belong to another user).
pub fn pid_alive(pid: u32) -> bool {
    match i32::try_from(pid)
        .ok()
        .and_then(rustix::process::Pid::from_raw)
    {
        Some(p) => !matches!(
            rustix::process::test_kill_process(p),
            Err(rustix::io::Errno::SRCH)
        ),
        None => false,
    }
}

/// The running nexus binary, for starting helpers of our own (the sweeper,
/// daemons, the eval sandbox). `/proc/self/exe` names the very binary that
/// runs, even after the file on disk was replaced by an upgrade or rebuild;
/// the path `current_exe` reports would then start a different version, or
/// nothing.
pub fn self_exe() -> io::Result<std::path::PathBuf> {
    let proc_exe = std::path::PathBuf::from("/proc/self/exe");
    if proc_exe.exists() {
        return Ok(proc_exe);
    }
    std::env::current_exe()
}

/// Points fd 1 at stderr and returns a private, close-on-exec duplicate of
/// the old fd 1: a protocol stream that a stray `print` can never reach.
pub fn rehome_stdout() -> io::Result<std::fs::File> {
    let private = rustix::io::fcntl_dupfd_cloexec(rustix::stdio::stdout(), 3)?;
    rustix::stdio::dup2_stdout(rustix::stdio::stderr())?;
    Ok(std::fs::File::from(private))
}

/// `exit status 3`, `killed by signal 9`: how messages name a child's end.
pub fn describe_exit(status: std::process::ExitStatus) -> String {
    use std::os::unix::process::ExitStatusExt;
    match (status.code(), status.signal()) {
        (Some(code), _) => format!("exit status {code}"),
        (None, Some(sig)) => format!("killed by signal {sig}"),
        _ => status.to_string(),
    }
}

// ---------------------------------------------------------------- waits

/// `limit` as `poll(2)` takes it.
pub fn timespec(limit: Duration) -> Timespec {
    Timespec {
        tv_sec: limit.as_secs() as _,
        tv_nsec: limit.subsec_nanos() as _,
    }
}

/// Whether `fd` becomes readable (or hung up) within `limit`: one
/// `poll(2)`, no event loop. An interrupted or failed poll says no.
pub fn readable_within(fd: impl AsFd, limit: Duration) -> bool {
    readable_first(fd, None, limit)
}

/// Like [`readable_within`], but gives up as soon as `unless` becomes
/// readable (then true only if `fd` is readable too): the caller has
/// something else to see to.
///
/// Why the waits that use this are long (the quick wait's limit, the stdio
/// idle wait): a `poll(2)` timeout that ends before the kernel's next timer
/// event makes the kernel reprogram its timer device when the wait starts
/// and again when it ends early. On a virtual machine whose timer is the
/// local APIC's TSC deadline (this one: Firecracker, `lapic-deadline`),
/// each reprogramming is a VM exit. With 1 ms and 10 ms waits, the nexus
/// and the Python pool together spent about 10 µs more CPU per call than
/// with 100 ms ones (BENCHMARKS.md, issue 10).
pub fn readable_first(fd: impl AsFd, unless: Option<BorrowedFd<'_>>, limit: Duration) -> bool {
    let wait = timespec(limit);
    let mut fds = [
        PollFd::new(&fd, PollFlags::IN),
        PollFd::new(&fd, PollFlags::IN),
    ];
    let count = match unless {
        Some(other) => {
            fds[1] = PollFd::from_borrowed_fd(other, PollFlags::IN);
            2
        }
        None => 1,
    };
    match rustix::event::poll(&mut fds[..count], Some(&wait)) {
        Ok(n) if n > 0 => !fds[0].revents().is_empty(),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_group_runs_until_its_last_member_is_killed_and_a_zombie_does_not_count() {
        use std::os::unix::process::CommandExt;
        let mut child = std::process::Command::new("sleep")
            .arg("30")
            .process_group(0)
            .spawn()
            .expect("sleep starts");
        let pgid = child.id();
        assert!(group_running(pgid), "a sleeping member runs");
        kill_group(pgid);
        // Not reaped yet: a zombie, which writes nothing.
        let deadline = std::time::Instant::now() + Duration::from_secs(5);
        while group_running(pgid) && std::time::Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(5));
        }
        assert!(!group_running(pgid), "a zombie is not running");
        assert!(pid_alive(pgid), "the zombie is still there to reap");
        let _ = child.wait();
    }

    #[test]
    fn a_mapping_writes_through_mut_and_reads_back() {
        let fd = rustix::fs::memfd_create("nexus-sys-test", rustix::fs::MemfdFlags::CLOEXEC)
            .expect("memfd");
        rustix::fs::ftruncate(&fd, 64).expect("ftruncate");
        let mut map = Mapping::new(&fd, 64, true).expect("map");
        map.bytes_mut()[..5].copy_from_slice(b"hello");
        assert_eq!(&map.bytes()[..5], b"hello");
        let words = SharedWords::new(map);
        assert!(words.u32_at(2).is_none(), "misaligned");
        assert!(words.u64_at(64).is_none(), "past the end");
        words.write(8, &7u32.to_le_bytes());
        assert_eq!(
            words
                .u32_at(8)
                .map(|a| a.load(std::sync::atomic::Ordering::SeqCst)),
            Some(7)
        );
        words.write(62, b"xyz"); // past the end: ignored
        words.zero(8, 4);
        assert_eq!(
            words
                .u32_at(8)
                .map(|a| a.load(std::sync::atomic::Ordering::SeqCst)),
            Some(0)
        );
    }

    #[test]
    fn adopting_a_closed_fd_is_an_error() {
        assert!(adopt_fd(987_654).is_err());
    }

    #[test]
    fn unshare_refuses_sharing_flags() {
        let e = unshare_namespaces(rustix::thread::UnshareFlags::FILES);
        assert!(e.is_err());
    }

    #[test]
    fn a_child_gets_its_limits_and_pipes() {
        let (r, w) = rustix::pipe::pipe_with(rustix::pipe::PipeFlags::CLOEXEC).expect("pipe");
        let w = high_fd(w).expect("high fd");
        let r2 = high_fd(r).expect("high fd");
        use std::os::fd::AsRawFd;
        let mut cmd = std::process::Command::new("sh");
        cmd.args(["-c", "ulimit -t; echo hi >&4"]);
        cmd.stdout(std::process::Stdio::piped());
        prepare_child(
            &mut cmd,
            ChildSetup {
                death_signal: true,
                new_session: true,
                pipes: Some((r2.as_raw_fd(), w.as_raw_fd())),
                cpu_secs: Some((7, 8)),
                ..ChildSetup::default()
            },
        );
        let out = cmd.output().expect("sh runs");
        drop(w);
        assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "7");
        let mut buf = [0u8; 8];
        let n = rustix::io::read(&r2, &mut buf).expect("read");
        assert_eq!(&buf[..n], b"hi\n");
    }
}
