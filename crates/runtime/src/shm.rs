//! POSIX shared memory for large payloads of our own pools (SPEC §2.3),
//! through rustix; the mapping is `crate::sys`'s.
//!
//! Every object this nexus or its pools create is named
//! `nexus.<pid>.<generation>.<random>.<rest>`: the pid lets a later nexus
//! sweep what a dead one left (`crate::sweeper`), the random part (64 bits
//! from getrandom) makes names unguessable, and the generation changes on
//! every recovery so nothing from before a crash is read after it. The
//! first use of the naming [`space`] starts the sweeper. A mode that ends
//! cleanly calls [`release_all`] once its pools are stopped, so nothing is
//! left for the sweeper (which is for crashes and signals).
//!
//! A sandboxed pool (see `sandbox`) keeps its objects in a private
//! directory, `/dev/shm/nexus.<pid>.sandbox.<random>/`, which its workers see
//! as `/dev/shm`: the object names are the same, only the nexus's path to
//! them differs (the `_in` functions take that directory).

use crate::sweeper::{self, SHM_DIR};
use rustix::fs::Mode;
use rustix::shm;
use std::io;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};

/// Largest object we read back; a bound on what a pool can make us copy.
pub const MAX_OBJECT_BYTES: u64 = 1 << 34;

/// The naming space of one nexus process: `nexus.<pid>.<gen>.<random>.`
pub struct Space {
    pid: u32,
    random: String,
    generation: AtomicU64,
    counter: AtomicU64,
}

pub fn random_hex(bytes: usize) -> String {
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

static SPACE: OnceLock<Space> = OnceLock::new();

/// The process-wide space, created (and its sweeper started) on first use.
pub fn space() -> &'static Space {
    SPACE.get_or_init(|| {
        let pid = std::process::id();
        sweeper::start(pid);
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
        sweeper::unlink_with_prefix(&self.pid_prefix());
        sweeper::remove_dirs_with_prefix(&self.prefix());
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

/// A clean end: removes every object and directory of this process, in
/// every generation (volumes and socket directories of morloc sessions,
/// sandboxed pools' directories), so that `/dev/shm` is left as it was
/// found. Call it once the pools are stopped, just before exiting; the
/// sweeper is for ends that are not clean. Nothing to do, and no sweeper
/// started, when this process never used shared memory.
pub fn release_all() {
    if let Some(space) = SPACE.get() {
        let prefix = space.pid_prefix();
        sweeper::unlink_with_prefix(&prefix);
        sweeper::remove_dirs_with_prefix(&prefix);
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
        // Written, not mapped: the object's pages go to shared memory
        // without passing through (and counting in) the nexus's own.
        use std::io::Write;
        std::fs::File::from(fd.try_clone()?).write_all(bytes)
    })();
    if result.is_err() {
        unlink_in(dir, name);
    }
    result
}

/// Opens object `name` for reading, refusing a `declared` length past
/// `max` or past the object's real size.
fn open_declared(
    dir: Option<&std::path::Path>,
    name: &str,
    declared: u64,
    max: u64,
) -> io::Result<rustix::fd::OwnedFd> {
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
    Ok(fd)
}

/// Appends `declared` bytes of object `name` (in `dir`, a sandboxed pool's
/// directory, or `/dev/shm`) to `out`, refusing a declared length beyond
/// the object's real size or beyond `max`: read straight into the caller's buffer (reserved
/// once, with `spare` bytes more, once the length is found true), so a big
/// result is copied once and its object's pages are never mapped into the
/// nexus.
pub fn read_object_into(
    dir: Option<&std::path::Path>,
    name: &str,
    (declared, spare): (u64, usize),
    max: u64,
    out: &mut Vec<u8>,
) -> io::Result<()> {
    use std::io::Read;
    let fd = open_declared(dir, name, declared, max)?;
    let declared_len = usize::try_from(declared).map_err(io::Error::other)?;
    out.reserve_exact(declared_len.saturating_add(spare));
    let before = out.len();
    std::fs::File::from(fd).take(declared).read_to_end(out)?;
    if (out.len() - before) as u64 != declared {
        return Err(io::Error::other(format!(
            "shared-memory object {name} ended before its declared {declared} bytes"
        )));
    }
    Ok(())
}

/// A string result at least this long is left in its object
/// ([`TextObject`]); a shorter one is read out whole.
pub const TEXT_OBJECT_MIN: u64 = 1 << 20;

/// A pool's string result left in its shared-memory object (issue 30):
/// checked to be UTF-8 that a JSON string holds as it is (no `"`, `\\` or
/// control character), and read out only where it goes, a slice at a time,
/// so the nexus never holds it whole. Its caller unlinks the object once it
/// is open; the descriptor keeps its bytes until this is dropped.
#[derive(Debug)]
pub struct TextObject {
    file: std::fs::File,
    len: u64,
}

/// Bytes read per slice of a [`TextObject`].
pub const TEXT_SLICE: usize = 1 << 20;

impl TextObject {
    /// Opens object `name` (in `dir` or `/dev/shm`) holding a string of
    /// `declared` bytes, refusing a length past the object's real size or
    /// `max` as [`read_object_into`] does. `Ok(None)` when
    /// the bytes are not UTF-8 or need an escape in JSON: the caller reads
    /// the object the ordinary way (which escapes, or refuses, them). Reads
    /// it once, a slice at a time.
    pub fn open(
        dir: Option<&std::path::Path>,
        name: &str,
        declared: u64,
        max: u64,
    ) -> io::Result<Option<TextObject>> {
        let fd = open_declared(dir, name, declared, max)?;
        let text = TextObject {
            file: std::fs::File::from(fd),
            len: declared,
        };
        Ok(text.plain_utf8()?.then_some(text))
    }

    /// The string's length in bytes (its JSON form has two more).
    pub fn len(&self) -> u64 {
        self.len
    }

    /// Whether the object holds no bytes.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether the bytes are UTF-8 with nothing JSON escapes. A character
    /// cut by a slice's end is carried into the next slice.
    fn plain_utf8(&self) -> io::Result<bool> {
        let mut buf = vec![0u8; TEXT_SLICE.min(self.len as usize) + 3];
        let (mut at, mut carried) = (0u64, 0usize);
        while at < self.len {
            let n = self.read_at(at, &mut buf[carried..])?;
            let filled = carried + n;
            at += n as u64;
            let chunk = &buf[..filled];
            if crate::json::plain_len(chunk) != filled {
                return Ok(false);
            }
            carried = match std::str::from_utf8(chunk) {
                Ok(_) => 0,
                // A character cut at the slice's end (not at the string's).
                Err(e) if e.error_len().is_none() && at < self.len => filled - e.valid_up_to(),
                Err(_) => return Ok(false),
            };
            buf.copy_within(filled - carried..filled, 0);
        }
        Ok(true)
    }

    /// Up to `buf.len()` bytes of the string from byte `at`; fewer only at
    /// its end. An object cut shorter under us is an error.
    pub fn read_at(&self, at: u64, buf: &mut [u8]) -> io::Result<usize> {
        use std::os::unix::fs::FileExt;
        let want = buf.len().min(self.len.saturating_sub(at) as usize);
        let mut done = 0;
        while done < want {
            match self.file.read_at(&mut buf[done..want], at + done as u64) {
                Ok(0) => {
                    return Err(io::Error::other(
                        "the shared-memory object ended before its declared length",
                    ));
                }
                Ok(n) => done += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
        Ok(done)
    }

    /// The string as a JSON string literal in memory, with `spare` bytes
    /// of room after it, for a caller that needs the text itself.
    pub fn to_json(&self, spare: usize) -> io::Result<String> {
        let mut out = Vec::with_capacity((self.len as usize).saturating_add(2 + spare));
        out.push(b'"');
        out.resize(1 + self.len as usize, 0);
        self.read_at(0, &mut out[1..])?;
        out.push(b'"');
        String::from_utf8(out).map_err(|_| io::Error::other("the string is not UTF-8"))
    }

    /// Writes the string as a JSON string literal to `out`, a slice at a
    /// time.
    pub fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()> {
        out.write_all(b"\"")?;
        let mut buf = vec![0u8; TEXT_SLICE.min(self.len as usize)];
        let mut at = 0;
        while at < self.len {
            let n = self.read_at(at, &mut buf)?;
            out.write_all(&buf[..n])?;
            at += n as u64;
        }
        out.write_all(b"\"")
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn read_object_in(
        dir: Option<&std::path::Path>,
        name: &str,
        declared: u64,
        max: u64,
    ) -> io::Result<Vec<u8>> {
        let mut out = Vec::new();
        read_object_into(dir, name, (declared, 0), max, &mut out)?;
        Ok(out)
    }

    fn read_object(name: &str, declared: u64, max: u64) -> io::Result<Vec<u8>> {
        read_object_in(None, name, declared, max)
    }

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

    /// A string longer than a slice, with a character cut by each slice's
    /// end: checked whole, written out and read out exactly.
    #[test]
    fn a_text_object_is_checked_across_its_slices() {
        let name = format!("nexus.{}.t.{}.txt", std::process::id(), random_hex(4));
        // "é" is two bytes: at an odd offset it straddles every 1 MiB line.
        let text = format!("x{}", "é🎉a".repeat(TEXT_SLICE / 3));
        write_object(&name, text.as_bytes()).unwrap();
        let object = TextObject::open(None, &name, text.len() as u64, u64::MAX)
            .unwrap()
            .expect("plain UTF-8");
        unlink(&name);
        assert_eq!(object.len(), text.len() as u64);
        let mut out = Vec::new();
        object.write_json(&mut out).unwrap();
        assert_eq!(out, format!("\"{text}\"").as_bytes());
        assert_eq!(object.to_json(8).unwrap(), format!("\"{text}\""));
        // Declined: a quote, a control character, bytes that are not
        // UTF-8 (a character cut at the very end included).
        for bad in [
            format!("{text}\""),
            format!("{text}\n"),
            format!("{text}\\"),
        ] {
            write_object(&name, bad.as_bytes()).unwrap();
            let got = TextObject::open(None, &name, bad.len() as u64, u64::MAX).unwrap();
            unlink(&name);
            assert!(got.is_none(), "{:?}", &bad[bad.len() - 3..]);
        }
        let mut cut = text.as_bytes().to_vec();
        cut.extend_from_slice(&"é".as_bytes()[..1]);
        write_object(&name, &cut).unwrap();
        assert!(
            TextObject::open(None, &name, cut.len() as u64, u64::MAX)
                .unwrap()
                .is_none()
        );
        // Bounds, as read_object_into's.
        assert!(TextObject::open(None, &name, cut.len() as u64 + 1, u64::MAX).is_err());
        assert!(TextObject::open(None, &name, 10, 9).is_err());
        unlink(&name);
    }
}
