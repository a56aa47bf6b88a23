//! libmorloc's shared-memory volumes, as its nexus and pools make and map
//! them: `<basename>_<index>` objects in `/dev/shm`, each a header
//! (`alloc`'s layout) followed by the allocator's blocks. Results above a
//! pool's inline size come back as relptrs into them, and large arguments
//! go in the same way.
//!
//! The mapping itself is `crate::sys`'s; the allocator over it is
//! `alloc`, pure over a `Region`.

use super::alloc;
use crate::shm::MAX_OBJECT_BYTES;
use crate::sys::{Mapping, SharedWords};
use rustix::fs::Mode;
use rustix::shm;
use std::io;
use std::sync::atomic::Ordering;

/// `SHM_MAGIC` in morloc 0.98.2 `data/rust/morloc-runtime-types/src/shm_types.rs`.
pub const SHM_MAGIC: u32 = alloc::SHM_MAGIC;
/// `BLK_MAGIC` (same file): the magic of each allocator block header.
pub const BLK_MAGIC: u32 = alloc::BLK_MAGIC;
/// `size_of::<ShmHeader>()` (see `morloc::alloc` for the layout).
pub const HEADER_LEN: usize = alloc::HEADER_LEN;
/// `size_of::<BlockHeader>()`: magic u32, reference_count u32, size usize.
pub const BLOCK_HEADER_LEN: usize = alloc::BLOCK_HEADER_LEN;
/// The data size libmorloc's nexus and pools give volume 0 (`0xffff`, in
/// morloc-nexus/src/process.rs `init_shm` and the pool templates).
pub const VOLUME0_SIZE: usize = 0xffff;

/// Creates libmorloc volume `name` (`<basename>_<index>`) exclusively, with
/// `data_size` bytes of data after the header, initialised as libmorloc's
/// `shinit` does: the header, then one free block spanning the data. The
/// pages are reserved up front (as `shinit` does), so a full `/dev/shm`
/// is an error here rather than a SIGBUS on first write.
pub fn create(name: &str, index: u32, data_size: usize) -> io::Result<()> {
    let full = HEADER_LEN
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
        let map = VolumeMap {
            words: SharedWords::new(Mapping::new(&fd, full, true)?),
            fd: fd.try_clone()?,
        };
        alloc::init(&map, name, index).map_err(io::Error::other)
    })();
    if result.is_err() {
        let _ = shm::unlink(name);
    }
    result
}

/// One libmorloc volume mapped read-only, to read a result from.
pub struct VolumeView {
    map: Mapping,
    data_len: usize,
    /// The object, kept open to read big values with pread(2): their
    /// pages are copied once into the caller's buffer and never touched
    /// through the mapping (where they would count in the nexus's
    /// resident set beside that copy).
    fd: rustix::fd::OwnedFd,
}

impl VolumeView {
    /// Maps volume `name`, checking its magic; the data region is bounded by
    /// both the header's `volume_size` and the object's real size.
    pub fn open(name: &str) -> io::Result<VolumeView> {
        let fd = shm::open(name, shm::OFlags::RDONLY, Mode::empty())?;
        let size = rustix::fs::fstat(&fd)?.st_size as u64;
        if size < HEADER_LEN as u64 || size > MAX_OBJECT_BYTES {
            return Err(io::Error::other(format!(
                "shared-memory volume {name} has {size} bytes, not a libmorloc volume"
            )));
        }
        let map = Mapping::new(&fd, size as usize, false)?;
        let bytes = map.bytes();
        let magic = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
        if magic != SHM_MAGIC {
            return Err(io::Error::other(format!(
                "shared-memory volume {name} has magic {magic:#010x}, not libmorloc's {SHM_MAGIC:#010x}"
            )));
        }
        let mut declared = [0u8; 8];
        declared.copy_from_slice(&bytes[136..144]);
        let declared = u64::from_le_bytes(declared);
        let real = size - HEADER_LEN as u64;
        Ok(VolumeView {
            data_len: declared.min(real) as usize,
            map,
            fd,
        })
    }

    /// `len` bytes at offset `off` of the data region, read with pread(2)
    /// into a new buffer with `spare` bytes of capacity beyond them.
    pub fn read_copy(&self, off: usize, len: usize, spare: usize) -> io::Result<Vec<u8>> {
        let inside = off.checked_add(len).is_some_and(|end| end <= self.data_len);
        let capacity = len.checked_add(spare).filter(|_| inside).ok_or_else(|| {
            io::Error::other(format!(
                "{len} bytes at offset {off} run past the volume's {} bytes",
                self.data_len
            ))
        })?;
        // Zeroed by the allocator (fresh pages for a big buffer), filled
        // by the kernel's copy.
        let mut out = vec![0u8; capacity];
        out.truncate(len);
        let mut done = 0;
        while done < len {
            let at = (HEADER_LEN + off + done) as u64;
            match rustix::io::pread(&self.fd, &mut out[done..], at) {
                Ok(0) => {
                    return Err(io::Error::other(format!(
                        "the volume ended {done} bytes into a {len}-byte value"
                    )));
                }
                Ok(n) => done += n,
                Err(rustix::io::Errno::INTR) => {}
                Err(e) => return Err(e.into()),
            }
        }
        Ok(out)
    }

    /// The data region (after the header).
    pub fn data(&self) -> &[u8] {
        &self.map.bytes()[HEADER_LEN..HEADER_LEN + self.data_len]
    }
}

/// One libmorloc volume mapped read-write, for the allocator
/// (`morloc::alloc`): every word goes through an atomic, since pools in
/// other processes change headers and reference counts concurrently.
pub struct VolumeMap {
    words: SharedWords,
    /// The object, kept open to write big values with pwrite(2): their
    /// pages go to shared memory without being touched through the
    /// mapping (where they would count in the nexus's resident set).
    fd: rustix::fd::OwnedFd,
}

/// A value at least this long is written with pwrite(2) and read with
/// pread(2) ([`VolumeView::read_copy`]), not through the mapping: its pages
/// then never count in the nexus's resident set beside its own copy.
pub const DIRECT_BYTES: usize = 1 << 20;

impl VolumeMap {
    /// Maps volume `name` read-write; `Ok(None)` when it does not exist.
    pub fn open(name: &str) -> io::Result<Option<VolumeMap>> {
        let fd = match shm::open(name, shm::OFlags::RDWR, Mode::empty()) {
            Ok(fd) => fd,
            Err(rustix::io::Errno::NOENT) => return Ok(None),
            Err(e) => return Err(e.into()),
        };
        let size = rustix::fs::fstat(&fd)?.st_size as u64;
        if size < HEADER_LEN as u64 || size > MAX_OBJECT_BYTES {
            return Err(io::Error::other(format!(
                "shared-memory volume {name} has {size} bytes, not a libmorloc volume"
            )));
        }
        Ok(Some(VolumeMap {
            words: SharedWords::new(Mapping::new(&fd, size as usize, true)?),
            fd,
        }))
    }
}

impl VolumeMap {
    /// `bytes` at `at` with pwrite(2), inside the mapped length; false
    /// (nothing promised written) when that fails, and the caller writes
    /// through the mapping instead.
    fn pwrite_all(&self, at: usize, bytes: &[u8]) -> bool {
        if at
            .checked_add(bytes.len())
            .is_none_or(|end| end > self.words.len())
        {
            return false;
        }
        let mut done = 0;
        while done < bytes.len() {
            match rustix::io::pwrite(&self.fd, &bytes[done..], (at + done) as u64) {
                Ok(0) => return false,
                Ok(n) => done += n,
                Err(rustix::io::Errno::INTR) => {}
                Err(_) => return false,
            }
        }
        true
    }
}

impl alloc::Region for VolumeMap {
    fn len(&self) -> usize {
        self.words.len()
    }
    fn load_u32(&self, at: usize) -> u32 {
        self.words
            .u32_at(at)
            .map_or(0, |a| a.load(Ordering::Acquire))
    }
    fn store_u32(&self, at: usize, v: u32) {
        if let Some(a) = self.words.u32_at(at) {
            a.store(v, Ordering::Release);
        }
    }
    fn load_u64(&self, at: usize) -> u64 {
        self.words
            .u64_at(at)
            .map_or(0, |a| a.load(Ordering::Acquire))
    }
    fn store_u64(&self, at: usize, v: u64) {
        if let Some(a) = self.words.u64_at(at) {
            a.store(v, Ordering::Release);
        }
    }
    fn cas_u32(&self, at: usize, current: u32, new: u32) -> bool {
        self.words.u32_at(at).is_some_and(|a| {
            a.compare_exchange(current, new, Ordering::Acquire, Ordering::Relaxed)
                .is_ok()
        })
    }
    fn fetch_add_u32(&self, at: usize, v: u32) -> u32 {
        self.words
            .u32_at(at)
            .map_or(0, |a| a.fetch_add(v, Ordering::AcqRel))
    }
    fn fetch_sub_u32(&self, at: usize, v: u32) -> u32 {
        self.words
            .u32_at(at)
            .map_or(0, |a| a.fetch_sub(v, Ordering::AcqRel))
    }
    fn wait_u32(&self, at: usize, expected: u32, timeout: std::time::Duration) {
        if let Some(a) = self.words.u32_at(at) {
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
        if let Some(a) = self.words.u32_at(at) {
            let _ = rustix::thread::futex::wake(a, rustix::thread::futex::Flags::empty(), 1);
        }
    }
    fn write(&self, at: usize, bytes: &[u8]) {
        if bytes.len() < DIRECT_BYTES || !self.pwrite_all(at, bytes) {
            self.words.write(at, bytes);
        }
    }
    fn zero(&self, at: usize, len: usize) {
        self.words.zero(at, len);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_real_volume_allocates_under_its_futex_lock() {
        use crate::morloc::alloc::{self, Region};
        let name = format!(
            "nexus.{}.t.{}_0",
            std::process::id(),
            crate::shm::random_hex(4)
        );
        create(&name, 0, VOLUME0_SIZE).unwrap();
        let map = VolumeMap::open(&name).unwrap().unwrap();
        let v = alloc::Volume::new(&map, alloc::LOCK_TIMEOUT).unwrap();
        assert_eq!(v.data_len(), VOLUME0_SIZE);
        let a = v.alloc(1000).unwrap().unwrap();
        map.write(HEADER_LEN + a, b"payload");
        let ro = VolumeView::open(&name).unwrap();
        assert_eq!(&ro.data()[a..a + 7], b"payload");
        assert_eq!(v.usage().unwrap().used_bytes, 1000);
        // A second thread waits on the futex while the lock is held.
        map.store_u32(152, 1);
        let waiter = std::thread::spawn({
            let name = name.clone();
            move || {
                let map = VolumeMap::open(&name).unwrap().unwrap();
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
        assert!(VolumeMap::open(&format!("{name}x")).unwrap().is_none());
        let _ = shm::unlink(name.as_str());
    }
}
