//! POSIX shared memory for large payloads (SPEC §2.3), through rustix.
//!
//! Every object this nexus or its pools create is named
//! `nexus.<pid>.<generation>.<random>.<rest>`: the pid lets a later nexus
//! sweep what a dead one left, the random part (64 bits from getrandom)
//! makes names unguessable, and the generation changes on every recovery so
//! nothing from before a crash is read after it.
//!
//! Cleanup does not rely on signal handlers: the first time shared memory is
//! set up, the nexus starts a *sweeper* (itself, `nexus __sweep`) in its own
//! process group holding the read end of a pipe. When the nexus ends for any
//! reason (exit, SIGINT, SIGTERM, even SIGKILL) the pipe closes and the
//! sweeper unlinks every object with the nexus's pid prefix. Pools that
//! fork workers of their own (morloc's) are registered with the sweeper by
//! process group (`guard_group`, a `+<pgid>` line on the same pipe; a `-`
//! line when the pool is stopped): it kills those groups first, so workers
//! whose parent died before passing the nexus's end on do not outlive it.
//!
//! A sandboxed pool (see `sandbox`) keeps its objects in a private
//! directory, `/dev/shm/nexus.<pid>.sandbox.<random>/`, which its workers see
//! as `/dev/shm`: the object names are the same, only the nexus's path to
//! them differs (the `_in` functions take that directory).

use crate::morloc::alloc;
use rustix::fs::Mode;
use rustix::mm::{MapFlags, ProtFlags};
use rustix::shm;
use std::io;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::sync::{Mutex, OnceLock};

/// Where Linux keeps POSIX shared-memory objects.
pub const SHM_DIR: &str = "/dev/shm";

/// Largest object we read back; a bound on what a pool can make us copy.
pub const MAX_OBJECT_BYTES: u64 = 1 << 34;

/// The naming space of one nexus process: `nexus.<pid>.<gen>.<random>.`
pub struct Space {
    pid: u32,
    random: String,
    generation: AtomicU64,
    counter: AtomicU64,
}

fn random_hex(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    if getrandom::fill(&mut buf).is_err() {
        // No entropy source: fall back to time and address bits; names stay
        // unique (pid + counter) even if they become guessable.
        let t = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0);
        for (i, b) in buf.iter_mut().enumerate() {
            *b = (t >> ((i % 16) * 8)) as u8;
        }
    }
    buf.iter().map(|b| format!("{b:02x}")).collect()
}

/// The process-wide space, created (and its sweeper started) on first use.
pub fn space() -> &'static Space {
    static SPACE: OnceLock<Space> = OnceLock::new();
    SPACE.get_or_init(|| {
        let pid = std::process::id();
        start_sweeper(pid);
        Space {
            pid,
            random: random_hex(8),
            generation: AtomicU64::new(0),
            counter: AtomicU64::new(0),
        }
    })
}

impl Space {
    /// The prefix of every object of the current generation; pools get it
    /// as `NEXUS_SHM_PREFIX`.
    pub fn prefix(&self) -> String {
        format!(
            "nexus.{}.{}.{}.",
            self.pid,
            self.generation.load(Ordering::SeqCst),
            self.random
        )
    }

    /// The prefix shared by every generation of this process.
    pub fn pid_prefix(&self) -> String {
        format!("nexus.{}.", self.pid)
    }

    /// Starts a new generation (after a recovery), discarding all objects
    /// and the old generation's directories (morloc pools' sessions).
    pub fn new_generation(&self) {
        unlink_with_prefix(&self.pid_prefix());
        remove_dirs_with_prefix(&self.prefix());
        self.generation.fetch_add(1, Ordering::SeqCst);
    }

    /// A fresh object name for a payload the nexus writes.
    pub fn fresh_name(&self) -> String {
        format!(
            "{}n{}",
            self.prefix(),
            self.counter.fetch_add(1, Ordering::Relaxed)
        )
    }

    /// Makes a fresh private directory (mode 0700) for one sandboxed pool's
    /// objects; the sweeper removes it with the process's other objects.
    pub fn private_dir(&self) -> io::Result<std::path::PathBuf> {
        let path = std::path::Path::new(SHM_DIR).join(format!(
            "{}sandbox.{}",
            self.pid_prefix(),
            random_hex(8)
        ));
        rustix::fs::mkdir(&path, Mode::RWXU)?;
        Ok(path)
    }

    /// Whether `name` belongs to the current generation of this process;
    /// pools may only hand us objects of ours.
    pub fn owns(&self, name: &str) -> bool {
        name.starts_with(&self.prefix())
    }
}

/// Opens object `name` in `/dev/shm` (`dir` None, with shm_open) or in a
/// sandboxed pool's private directory, refusing a name that is not one
/// path component, and never following a symlink.
fn open_object(
    dir: Option<&std::path::Path>,
    name: &str,
    flags: shm::OFlags,
    mode: Mode,
) -> io::Result<rustix::fd::OwnedFd> {
    let Some(dir) = dir else {
        return Ok(shm::open(name, flags, mode)?);
    };
    if name.is_empty() || name == "." || name == ".." || name.contains('/') {
        return Err(io::Error::other(format!(
            "{name:?} is not a shared-memory object name"
        )));
    }
    let flags = rustix::fs::OFlags::from_bits_retain(flags.bits())
        | rustix::fs::OFlags::CLOEXEC
        | rustix::fs::OFlags::NOFOLLOW;
    Ok(rustix::fs::open(dir.join(name), flags, mode)?)
}

/// Creates `name` exclusively (mode 0600) holding `bytes`.
pub fn write_object(name: &str, bytes: &[u8]) -> io::Result<()> {
    write_object_in(None, name, bytes)
}

/// [`write_object`] in `dir` (a sandboxed pool's directory) or `/dev/shm`.
pub fn write_object_in(dir: Option<&std::path::Path>, name: &str, bytes: &[u8]) -> io::Result<()> {
    let fd = open_object(
        dir,
        name,
        shm::OFlags::CREATE | shm::OFlags::EXCL | shm::OFlags::RDWR,
        Mode::RUSR | Mode::WUSR,
    )?;
    let result = (|| {
        rustix::fs::ftruncate(&fd, bytes.len() as u64)?;
        if bytes.is_empty() {
            return Ok(());
        }
        let map = Mapping::new(&fd, bytes.len(), true)?;
        map.as_mut_slice().copy_from_slice(bytes);
        Ok(())
    })();
    if result.is_err() {
        unlink_in(dir, name);
    }
    result
}

/// Copies `declared` bytes out of object `name`, refusing a declared length
/// beyond the object's real size or beyond `max`.
pub fn read_object(name: &str, declared: u64, max: u64) -> io::Result<Vec<u8>> {
    read_object_in(None, name, declared, max)
}

/// [`read_object`] in `dir` (a sandboxed pool's directory) or `/dev/shm`.
pub fn read_object_in(
    dir: Option<&std::path::Path>,
    name: &str,
    declared: u64,
    max: u64,
) -> io::Result<Vec<u8>> {
    if declared > max {
        return Err(io::Error::other(format!(
            "shared-memory payload of {declared} bytes exceeds the bound of {max}"
        )));
    }
    let fd = open_object(dir, name, shm::OFlags::RDONLY, Mode::empty())?;
    let size = rustix::fs::fstat(&fd)?.st_size as u64;
    if declared > size {
        return Err(io::Error::other(format!(
            "shared-memory object {name} holds {size} bytes but the packet declares {declared}"
        )));
    }
    if declared == 0 {
        return Ok(Vec::new());
    }
    let map = Mapping::new(&fd, declared as usize, false)?;
    Ok(map.as_slice().to_vec())
}

/// Unlinks one object; a missing object is not an error.
pub fn unlink(name: &str) {
    let _ = shm::unlink(name);
}

/// [`unlink`] in `dir` (a sandboxed pool's directory) or `/dev/shm`.
pub fn unlink_in(dir: Option<&std::path::Path>, name: &str) {
    match dir {
        None => unlink(name),
        Some(dir) if !name.contains('/') && !name.is_empty() => {
            let _ = std::fs::remove_file(dir.join(name));
        }
        Some(_) => {}
    }
}

// ---------------------------------------------------------------- libmorloc volumes

/// `SHM_MAGIC` in morloc 0.98.2 `data/rust/morloc-runtime-types/src/shm_types.rs`.
pub const MORLOC_SHM_MAGIC: u32 = alloc::SHM_MAGIC;
/// `BLK_MAGIC` (same file): the magic of each allocator block header.
pub const MORLOC_BLK_MAGIC: u32 = alloc::BLK_MAGIC;
/// `size_of::<ShmHeader>()` (see `morloc::alloc` for the layout).
pub const MORLOC_HEADER_LEN: usize = alloc::HEADER_LEN;
/// `size_of::<BlockHeader>()`: magic u32, reference_count u32, size usize.
pub const MORLOC_BLOCK_HEADER_LEN: usize = alloc::BLOCK_HEADER_LEN;
/// The data size libmorloc's nexus and pools give volume 0 (`0xffff`, in
/// morloc-nexus/src/process.rs `init_shm` and the pool templates).
pub const MORLOC_VOLUME0_SIZE: usize = 0xffff;

/// Creates libmorloc volume `name` (`<basename>_<index>`) exclusively, with
/// `data_size` bytes of data after the header, initialised as libmorloc's
/// `shinit` does: the header, then one free block spanning the data. The
/// pages are reserved up front (as `shinit` does), so a full `/dev/shm`
/// is an error here rather than a SIGBUS on first write.
pub fn create_morloc_volume(name: &str, index: u32, data_size: usize) -> io::Result<()> {
    let full = MORLOC_HEADER_LEN
        .checked_add(data_size)
        .filter(|f| *f as u64 <= MAX_OBJECT_BYTES)
        .ok_or_else(|| {
            io::Error::other(format!("a morloc volume of {data_size} bytes is too large"))
        })?;
    let fd = shm::open(
        name,
        shm::OFlags::CREATE | shm::OFlags::EXCL | shm::OFlags::RDWR,
        Mode::RUSR | Mode::WUSR,
    )?;
    let result = (|| {
        rustix::fs::ftruncate(&fd, full as u64)?;
        rustix::fs::fallocate(&fd, rustix::fs::FallocateFlags::empty(), 0, full as u64)?;
        let map = MorlocVolumeMap {
            map: Mapping::new(&fd, full, true)?,
        };
        alloc::init(&map, name, index).map_err(io::Error::other)
    })();
    if result.is_err() {
        unlink(name);
    }
    result
}

/// One libmorloc volume mapped read-only, to read a result from.
pub struct MorlocVolume {
    map: Mapping,
    data_len: usize,
}

impl MorlocVolume {
    /// Maps volume `name`, checking its magic; the data region is bounded by
    /// both the header's `volume_size` and the object's real size.
    pub fn open(name: &str) -> io::Result<MorlocVolume> {
        let fd = shm::open(name, shm::OFlags::RDONLY, Mode::empty())?;
        let size = rustix::fs::fstat(&fd)?.st_size as u64;
        if size < MORLOC_HEADER_LEN as u64 || size > MAX_OBJECT_BYTES {
            return Err(io::Error::other(format!(
                "shared-memory volume {name} has {size} bytes, not a libmorloc volume"
            )));
        }
        let map = Mapping::new(&fd, size as usize, false)?;
        let bytes = map.as_slice();
        let magic = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
        if magic != MORLOC_SHM_MAGIC {
            return Err(io::Error::other(format!(
                "shared-memory volume {name} has magic {magic:#010x}, not libmorloc's {MORLOC_SHM_MAGIC:#010x}"
            )));
        }
        let mut declared = [0u8; 8];
        declared.copy_from_slice(&bytes[136..144]);
        let declared = u64::from_le_bytes(declared);
        let real = size - MORLOC_HEADER_LEN as u64;
        Ok(MorlocVolume {
            data_len: declared.min(real) as usize,
            map,
        })
    }

    /// The data region (after the header).
    pub fn data(&self) -> &[u8] {
        &self.map.as_slice()[MORLOC_HEADER_LEN..MORLOC_HEADER_LEN + self.data_len]
    }
}

/// One libmorloc volume mapped read-write, for the allocator
/// (`morloc::alloc`): every word goes through an atomic, since pools in
/// other processes change headers and reference counts concurrently.
pub struct MorlocVolumeMap {
    map: Mapping,
}

impl MorlocVolumeMap {
    /// Maps volume `name` read-write; `Ok(None)` when it does not exist.
    pub fn open(name: &str) -> io::Result<Option<MorlocVolumeMap>> {
        let fd = match shm::open(name, shm::OFlags::RDWR, Mode::empty()) {
            Ok(fd) => fd,
            Err(rustix::io::Errno::NOENT) => return Ok(None),
            Err(e) => return Err(e.into()),
        };
        let size = rustix::fs::fstat(&fd)?.st_size as u64;
        if size < MORLOC_HEADER_LEN as u64 || size > MAX_OBJECT_BYTES {
            return Err(io::Error::other(format!(
                "shared-memory volume {name} has {size} bytes, not a libmorloc volume"
            )));
        }
        Ok(Some(MorlocVolumeMap {
            map: Mapping::new(&fd, size as usize, true)?,
        }))
    }

    fn word<T>(&self, at: usize) -> Option<*mut T> {
        let width = std::mem::size_of::<T>();
        (at.is_multiple_of(width) && at.checked_add(width)? <= self.map.len)
            .then(|| self.map.ptr.cast::<u8>().wrapping_add(at).cast::<T>())
    }

    fn u32_at(&self, at: usize) -> Option<&AtomicU32> {
        let p = self.word::<u32>(at)?;
        // SAFETY: `p` is 4-aligned (the mapping is page-aligned and `at` a
        // multiple of 4) and its 4 bytes lie inside the live mapping (checked
        // in `word`), which outlives the returned borrow of `self`. Every
        // access to shared words goes through atomics, here and in the pools.
        Some(unsafe { AtomicU32::from_ptr(p) })
    }

    fn u64_at(&self, at: usize) -> Option<&AtomicU64> {
        let p = self.word::<u64>(at)?;
        // SAFETY: as in `u32_at`, with 8-byte alignment and bounds.
        Some(unsafe { AtomicU64::from_ptr(p) })
    }
}

impl alloc::Region for MorlocVolumeMap {
    fn len(&self) -> usize {
        self.map.len
    }
    fn load_u32(&self, at: usize) -> u32 {
        self.u32_at(at).map_or(0, |a| a.load(Ordering::Acquire))
    }
    fn store_u32(&self, at: usize, v: u32) {
        if let Some(a) = self.u32_at(at) {
            a.store(v, Ordering::Release);
        }
    }
    fn load_u64(&self, at: usize) -> u64 {
        self.u64_at(at).map_or(0, |a| a.load(Ordering::Acquire))
    }
    fn store_u64(&self, at: usize, v: u64) {
        if let Some(a) = self.u64_at(at) {
            a.store(v, Ordering::Release);
        }
    }
    fn cas_u32(&self, at: usize, current: u32, new: u32) -> bool {
        self.u32_at(at).is_some_and(|a| {
            a.compare_exchange(current, new, Ordering::Acquire, Ordering::Relaxed)
                .is_ok()
        })
    }
    fn fetch_add_u32(&self, at: usize, v: u32) -> u32 {
        self.u32_at(at)
            .map_or(0, |a| a.fetch_add(v, Ordering::AcqRel))
    }
    fn fetch_sub_u32(&self, at: usize, v: u32) -> u32 {
        self.u32_at(at)
            .map_or(0, |a| a.fetch_sub(v, Ordering::AcqRel))
    }
    fn wait_u32(&self, at: usize, expected: u32, timeout: std::time::Duration) {
        if let Some(a) = self.u32_at(at) {
            let ts = rustix::thread::futex::Timespec {
                tv_sec: timeout.as_secs() as i64,
                tv_nsec: i64::from(timeout.subsec_nanos()),
            };
            // Shared (not PRIVATE): the waker may be another process, as in
            // libmorloc's `shm_lock_slow`.
            let _ = rustix::thread::futex::wait(
                a,
                rustix::thread::futex::Flags::empty(),
                expected,
                Some(&ts),
            );
        }
    }
    fn wake_u32(&self, at: usize) {
        if let Some(a) = self.u32_at(at) {
            let _ = rustix::thread::futex::wake(a, rustix::thread::futex::Flags::empty(), 1);
        }
    }
    fn write(&self, at: usize, bytes: &[u8]) {
        if at
            .checked_add(bytes.len())
            .is_some_and(|end| end <= self.map.len)
        {
            // SAFETY: the destination range is inside the live writable
            // mapping (checked above) and cannot overlap `bytes`, which is
            // process memory outside it. The allocator only writes blocks
            // it holds (reference count 1, claimed under the volume lock).
            unsafe {
                std::ptr::copy_nonoverlapping(
                    bytes.as_ptr(),
                    self.map.ptr.cast::<u8>().add(at),
                    bytes.len(),
                )
            };
        }
    }
    fn zero(&self, at: usize, len: usize) {
        if at.checked_add(len).is_some_and(|end| end <= self.map.len) {
            // SAFETY: as in `write`: a checked range of the live mapping.
            unsafe { std::ptr::write_bytes(self.map.ptr.cast::<u8>().add(at), 0, len) };
        }
    }
}

/// A mapped region, unmapped on drop. The only `unsafe` in this module.
struct Mapping {
    ptr: *mut std::ffi::c_void,
    len: usize,
}

impl Mapping {
    fn new(fd: &rustix::fd::OwnedFd, len: usize, writable: bool) -> io::Result<Mapping> {
        let prot = if writable {
            ProtFlags::READ | ProtFlags::WRITE
        } else {
            ProtFlags::READ
        };
        // SAFETY: we map a fresh region chosen by the kernel (null hint), of
        // `len` bytes that the caller checked the object holds (ftruncate or
        // fstat), shared with the object. Nothing else aliases the region in
        // this process; it is unmapped exactly once, in Drop.
        let ptr =
            unsafe { rustix::mm::mmap(std::ptr::null_mut(), len, prot, MapFlags::SHARED, fd, 0)? };
        Ok(Mapping { ptr, len })
    }

    fn as_slice(&self) -> &[u8] {
        // SAFETY: `ptr` is a live mapping of `len` readable bytes (see new).
        // Another process may write the object concurrently; we only copy
        // bytes out, and any torn read yields bytes, never UB in our types.
        unsafe { std::slice::from_raw_parts(self.ptr as *const u8, self.len) }
    }

    #[allow(clippy::mut_from_ref)]
    fn as_mut_slice(&self) -> &mut [u8] {
        // SAFETY: `ptr` is a live, writable mapping of `len` bytes created by
        // us for an object we just created with O_EXCL; only this call
        // borrows it, and the borrow ends before Drop unmaps it.
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
fn remove_dirs_with_prefix(prefix: &str) {
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

fn pid_alive(pid: u32) -> bool {
    match rustix::process::Pid::from_raw(pid as i32) {
        Some(p) => !matches!(
            rustix::process::test_kill_process(p),
            Err(rustix::io::Errno::SRCH)
        ),
        None => false,
    }
}

/// Unlinks objects left by nexus processes that are no longer alive.
pub fn sweep_dead() -> usize {
    let mut removed = 0;
    if let Ok(dir) = std::fs::read_dir(SHM_DIR) {
        for entry in dir.flatten() {
            let name = entry.file_name();
            if let Some(name) = name.to_str()
                && let Some(pid) = owner_pid(name)
                && !pid_alive(pid)
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

/// The running nexus binary, for starting helpers of our own (the sweeper,
/// daemons, the eval sandbox). `/proc/self/exe` names the very binary that
/// runs, even after the file on disk was replaced by an upgrade or rebuild;
/// the path `current_exe` reports would then start a different version, or
/// nothing.
pub fn self_exe() -> std::io::Result<std::path::PathBuf> {
    let proc_exe = std::path::PathBuf::from("/proc/self/exe");
    if proc_exe.exists() {
        return Ok(proc_exe);
    }
    std::env::current_exe()
}

/// Keeps the write end of the sweeper's pipe open for the life of the process.
static SWEEPER_PIPE: Mutex<Option<std::process::ChildStdin>> = Mutex::new(None);

fn start_sweeper(pid: u32) {
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
        if let Some(p) = rustix::process::Pid::from_raw(*pgid as i32) {
            let _ = rustix::process::kill_process_group(p, rustix::process::Signal::KILL);
        }
    }
    let prefix = format!("nexus.{pid}.");
    unlink_with_prefix(&prefix);
    std::thread::sleep(std::time::Duration::from_millis(300));
    unlink_with_prefix(&prefix);
    remove_dirs_with_prefix(&prefix);
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn objects_round_trip_and_bound_the_declared_length() {
        let name = format!("nexus.{}.t.{}.x", std::process::id(), random_hex(4));
        write_object(&name, b"hello").unwrap();
        assert_eq!(read_object(&name, 5, 100).unwrap(), b"hello");
        assert!(
            read_object(&name, 6, 100).is_err(),
            "declared beyond the object's size"
        );
        assert!(
            read_object(&name, 5, 4).is_err(),
            "declared beyond the bound"
        );
        assert!(
            write_object(&name, b"again").is_err(),
            "O_EXCL refuses a second create"
        );
        unlink(&name);
        assert!(read_object(&name, 5, 100).is_err());
    }

    #[test]
    fn a_private_directory_holds_objects_by_the_same_names() {
        let dir = space().private_dir().unwrap();
        let name = format!("{}x", space().prefix());
        write_object_in(Some(&dir), &name, b"boxed").unwrap();
        assert!(
            dir.join(&name).exists(),
            "the object lives in the directory"
        );
        assert_eq!(read_object_in(Some(&dir), &name, 5, 100).unwrap(), b"boxed");
        for bad in ["", ".", "..", "a/b", "../x"] {
            assert!(write_object_in(Some(&dir), bad, b"x").is_err(), "{bad:?}");
        }
        unlink_in(Some(&dir), &name);
        assert!(!dir.join(&name).exists());
        std::fs::remove_dir(&dir).unwrap();
    }

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
    fn owner_pid_reads_our_names_only() {
        assert_eq!(owner_pid("nexus.42.0.ab.n1"), Some(42));
        assert_eq!(owner_pid("other.42.0"), None);
    }

    #[test]
    fn a_real_volume_allocates_under_its_futex_lock() {
        use crate::morloc::alloc::{self, Region};
        let name = format!("nexus.{}.t.{}_0", std::process::id(), random_hex(4));
        create_morloc_volume(&name, 0, MORLOC_VOLUME0_SIZE).unwrap();
        let map = MorlocVolumeMap::open(&name).unwrap().unwrap();
        let v = alloc::Volume::new(&map, alloc::LOCK_TIMEOUT).unwrap();
        assert_eq!(v.data_len(), MORLOC_VOLUME0_SIZE);
        let a = v.alloc(1000).unwrap().unwrap();
        map.write(MORLOC_HEADER_LEN + a, b"payload");
        let ro = MorlocVolume::open(&name).unwrap();
        assert_eq!(&ro.data()[a..a + 7], b"payload");
        assert_eq!(v.usage().unwrap().used_bytes, 1000);
        // A second thread waits on the futex while the lock is held.
        map.store_u32(152, 1);
        let waiter = std::thread::spawn({
            let name = name.clone();
            move || {
                let map = MorlocVolumeMap::open(&name).unwrap().unwrap();
                let v = alloc::Volume::new(&map, alloc::LOCK_TIMEOUT).unwrap();
                v.alloc(8).unwrap().unwrap()
            }
        });
        std::thread::sleep(std::time::Duration::from_millis(100));
        map.store_u32(152, 0);
        map.wake_u32(152);
        assert!(waiter.join().unwrap() > a);
        v.release(a).unwrap();
        assert_eq!(v.usage().unwrap().used_blocks, 1);
        assert!(
            MorlocVolumeMap::open(&format!("{name}x"))
                .unwrap()
                .is_none()
        );
        unlink(&name);
    }
}
