//! libmorloc's shared-memory allocator, over any [`Region`]: pure logic,
//! bounded and total over untrusted bytes (pools write the same volumes).
//!
//! Facts from morloc 0.98.2 (`data/rust/morloc-runtime-types/src/shm_types.rs`
//! for the layouts, `morloc-runtime/src/shm.rs` for the algorithm):
//!
//! - A volume is a 168-byte `ShmHeader` (magic u32 at 0, volume_name
//!   [u8; 128] at 4, volume_index i32 at 132, volume_size usize at 136,
//!   relative_offset at 144, lock AtomicU32 at 152, cursor isize at 160)
//!   followed by `volume_size` data bytes.
//! - The data region is tiled by blocks: a 16-byte `BlockHeader` (magic
//!   u32, reference_count AtomicU32, size usize) then `size` bytes. A block
//!   with reference count 0 is free. Offsets (`VolPtr`, the cursor) count
//!   from the data region's start; requests are rounded up to 8 bytes
//!   (`BLOCK_ALIGN`), a zero request to 8 (`shmalloc`).
//! - `find_free_block_in_volume` / `scan_volume` search first-fit under the
//!   volume lock, merging each free block with the free blocks after it;
//!   `split_block` cuts the found block to the request when more than a
//!   header is left (the rest becomes a free block and the cursor points
//!   at it), else hands out the whole block and sets the cursor to -1.
//! - `shfree` decrements the reference count and zeroes the data when it
//!   reaches 0; blocks are merged later, by the next search. `shincref`
//!   increments it. Pools do both with atomics, without the volume lock.
//! - The lock (`shm_lock`) is a futex word: 0 unlocked, 1 locked; a CAS,
//!   40 spins, then FUTEX_WAIT with a 5 s timeout.
//!
//! Where this allocator is stricter than libmorloc, it stays compatible:
//! search, split and claim happen in one lock hold (libmorloc releases the
//! lock between finding a block and splitting it); reference counts change
//! under the lock as well as atomically; a block is only released or
//! retained when a walk of the block chain lands on it; a lock held past
//! the timeout is an error, not stolen; any header that is out of bounds,
//! misaligned or without its magic is an error naming the volume offset.

use std::time::{Duration, Instant};

/// `SHM_MAGIC`.
pub const SHM_MAGIC: u32 = 0xFECA_0DF0;
/// `BLK_MAGIC`.
pub const BLK_MAGIC: u32 = 0x0CB1_0DF0;
/// `size_of::<ShmHeader>()` on a 64-bit target.
pub const HEADER_LEN: usize = 168;
/// `size_of::<BlockHeader>()`.
pub const BLOCK_HEADER_LEN: usize = 16;
/// `BLOCK_ALIGN` (the alignment of `BlockHeader`).
pub const BLOCK_ALIGN: usize = 8;
/// `MAX_FILENAME_SIZE`: the volume name field.
pub const NAME_LEN: usize = 128;
/// `VOLNULL` as the cursor's bytes.
pub const VOLNULL: u64 = u64::MAX;
/// `LOCK_TIMEOUT_SECS`.
pub const LOCK_TIMEOUT: Duration = Duration::from_secs(5);
/// `SPIN_LIMIT`.
const SPIN_LIMIT: u32 = 40;
/// Longest single futex wait, so the deadline is checked often.
const WAIT_SLICE: Duration = Duration::from_millis(50);

const NAME_AT: usize = 4;
const INDEX_AT: usize = 132;
const SIZE_AT: usize = 136;
const LOCK_AT: usize = 152;
const CURSOR_AT: usize = 160;

const LOCK_UNLOCKED: u32 = 0;
const LOCK_LOCKED: u32 = 1;

/// Memory a volume lives in, accessed word by word. Implementations are
/// total: an access out of bounds or misaligned reads 0 and writes
/// nothing (the allocator checks before it asks).
pub trait Region {
    fn len(&self) -> usize;
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    fn load_u32(&self, at: usize) -> u32;
    fn store_u32(&self, at: usize, v: u32);
    fn load_u64(&self, at: usize) -> u64;
    fn store_u64(&self, at: usize, v: u64);
    /// Compare-and-swap; whether it swapped.
    fn cas_u32(&self, at: usize, current: u32, new: u32) -> bool;
    /// Atomic add (wrapping); the previous value.
    fn fetch_add_u32(&self, at: usize, v: u32) -> u32;
    /// Atomic subtract (wrapping); the previous value.
    fn fetch_sub_u32(&self, at: usize, v: u32) -> u32;
    /// Sleeps while the word at `at` equals `expected`, at most `timeout`.
    fn wait_u32(&self, at: usize, expected: u32, timeout: Duration);
    /// Wakes one waiter on the word at `at`.
    fn wake_u32(&self, at: usize);
    fn write(&self, at: usize, bytes: &[u8]);
    fn zero(&self, at: usize, len: usize);
}

fn align_up(x: usize, a: usize) -> Option<usize> {
    Some(x.checked_add(a - 1)? / a * a)
}

/// Writes a fresh volume into `r` as libmorloc's `shinit` does: the header
/// (name, index, data size = the region less the header) and one free
/// block spanning the data.
pub fn init(r: &dyn Region, name: &str, index: u32) -> Result<(), String> {
    if name.len() >= NAME_LEN || r.len() < HEADER_LEN + BLOCK_HEADER_LEN + BLOCK_ALIGN {
        return Err(format!(
            "cannot make morloc volume {name:?} in {} bytes: the name must be under {NAME_LEN} bytes and the volume above {} bytes",
            r.len(),
            HEADER_LEN + BLOCK_HEADER_LEN + BLOCK_ALIGN
        ));
    }
    let data = r.len() - HEADER_LEN;
    r.zero(0, HEADER_LEN + BLOCK_HEADER_LEN);
    r.store_u32(0, SHM_MAGIC);
    r.write(NAME_AT, name.as_bytes());
    r.store_u32(INDEX_AT, index);
    r.store_u64(SIZE_AT, data as u64);
    r.store_u64(CURSOR_AT, 0);
    r.store_u32(HEADER_LEN, BLK_MAGIC);
    r.store_u64(HEADER_LEN + 8, (data - BLOCK_HEADER_LEN) as u64);
    Ok(())
}

/// One block as read from its header (offsets from the data start).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Block {
    pub at: usize,
    pub refs: u32,
    pub size: usize,
}

/// What a walk of a volume's blocks found.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Usage {
    pub used_blocks: usize,
    pub used_bytes: usize,
    pub free_blocks: usize,
    pub free_bytes: usize,
}

/// A checked view of one volume in a region.
pub struct Volume<'r> {
    r: &'r dyn Region,
    data_len: usize,
    timeout: Duration,
}

/// The volume lock, released on drop.
struct Held<'v> {
    r: &'v dyn Region,
}

impl Drop for Held<'_> {
    fn drop(&mut self) {
        self.r.store_u32(LOCK_AT, LOCK_UNLOCKED);
        self.r.wake_u32(LOCK_AT);
    }
}

impl<'r> Volume<'r> {
    /// Checks the magic; the data region is bounded by both the header's
    /// `volume_size` and the region's real length.
    pub fn new(r: &'r dyn Region, timeout: Duration) -> Result<Volume<'r>, String> {
        if r.len() < HEADER_LEN {
            return Err(format!(
                "a volume of {} bytes is smaller than libmorloc's {HEADER_LEN}-byte header",
                r.len()
            ));
        }
        let magic = r.load_u32(0);
        if magic != SHM_MAGIC {
            return Err(format!(
                "volume magic {magic:#010x} is not libmorloc's {SHM_MAGIC:#010x}"
            ));
        }
        let declared = r.load_u64(SIZE_AT);
        let real = (r.len() - HEADER_LEN) as u64;
        Ok(Volume {
            r,
            data_len: declared.min(real) as usize,
            timeout,
        })
    }

    /// Bytes of data after the header.
    pub fn data_len(&self) -> usize {
        self.data_len
    }

    /// The volume index its header records.
    pub fn index(&self) -> u32 {
        self.r.load_u32(INDEX_AT)
    }

    fn lock(&self) -> Result<Held<'_>, String> {
        let deadline = Instant::now() + self.timeout;
        let mut spins = 0;
        loop {
            if self.r.cas_u32(LOCK_AT, LOCK_UNLOCKED, LOCK_LOCKED) {
                return Ok(Held { r: self.r });
            }
            if spins < SPIN_LIMIT {
                spins += 1;
                std::hint::spin_loop();
                continue;
            }
            let now = Instant::now();
            if now >= deadline {
                return Err(format!(
                    "the allocator lock of a shared-memory volume was held for over {:?} (its word reads {}): a pool likely died holding it; restart the program",
                    self.timeout,
                    self.r.load_u32(LOCK_AT)
                ));
            }
            self.r
                .wait_u32(LOCK_AT, LOCK_LOCKED, (deadline - now).min(WAIT_SLICE));
        }
    }

    /// The block whose header is at data offset `at`, checked.
    fn block_at(&self, at: usize) -> Result<Block, String> {
        let corrupt = |why: &str| {
            format!("a corrupted block header at offset {at} of a shared-memory volume: {why}")
        };
        if !at.is_multiple_of(BLOCK_ALIGN) {
            return Err(corrupt("misaligned"));
        }
        let room = self
            .data_len
            .checked_sub(at)
            .and_then(|r| r.checked_sub(BLOCK_HEADER_LEN))
            .ok_or_else(|| corrupt("past the end of the volume"))?;
        let abs = HEADER_LEN + at;
        let magic = self.r.load_u32(abs);
        if magic != BLK_MAGIC {
            return Err(corrupt(&format!("magic {magic:#010x}")));
        }
        let size = self.r.load_u64(abs + 8);
        if size > room as u64 {
            return Err(corrupt(&format!(
                "a size of {size} bytes where {room} remain"
            )));
        }
        Ok(Block {
            at,
            refs: self.r.load_u32(abs + 4),
            size: size as usize,
        })
    }

    /// Where the block after `b` starts, if a header fits there (a tail
    /// shorter than a header is slack).
    fn next(&self, b: &Block) -> Option<usize> {
        let n = b.at + BLOCK_HEADER_LEN + b.size;
        (n + BLOCK_HEADER_LEN <= self.data_len).then_some(n)
    }

    /// Every block, in order (under the lock).
    fn walk(&self, mut visit: impl FnMut(&Block) -> bool) -> Result<(), String> {
        let mut at = Some(0);
        while let Some(off) = at {
            let b = self.block_at(off)?;
            if !visit(&b) {
                return Ok(());
            }
            at = self.next(&b);
        }
        Ok(())
    }

    /// Allocates `size` bytes first-fit: the data offset of the block's
    /// data (its header sits 16 bytes before), or `None` when no free
    /// block is large enough. The block's reference count is 1.
    pub fn alloc(&self, size: usize) -> Result<Option<usize>, String> {
        let want = align_up(size.max(1), BLOCK_ALIGN).ok_or("an allocation size that overflows")?;
        let _held = self.lock()?;
        let mut at = Some(0);
        while let Some(off) = at {
            let mut b = self.block_at(off)?;
            if b.refs == 0 {
                // Merge the free blocks that follow (`scan_volume`).
                while let Some(n) = self.next(&b) {
                    let nb = self.block_at(n)?;
                    if nb.refs != 0 {
                        break;
                    }
                    b.size += BLOCK_HEADER_LEN + nb.size;
                    self.r.store_u64(HEADER_LEN + off + 8, b.size as u64);
                    if self.r.load_u64(CURSOR_AT) == n as u64 {
                        // The cursor must never point into a block.
                        self.r.store_u64(CURSOR_AT, off as u64);
                    }
                }
                if b.size >= want {
                    self.claim(&b, want);
                    return Ok(Some(off + BLOCK_HEADER_LEN));
                }
            }
            at = self.next(&b);
        }
        Ok(None)
    }

    /// `split_block`, then the reference count of 1 (under the lock).
    fn claim(&self, b: &Block, want: usize) {
        let abs = HEADER_LEN + b.at;
        if b.size != want {
            let rest = b.size - want;
            if rest > BLOCK_HEADER_LEN {
                self.r.store_u64(abs + 8, want as u64);
                let n = b.at + BLOCK_HEADER_LEN + want;
                self.r.store_u32(HEADER_LEN + n, BLK_MAGIC);
                self.r.store_u32(HEADER_LEN + n + 4, 0);
                self.r
                    .store_u64(HEADER_LEN + n + 8, (rest - BLOCK_HEADER_LEN) as u64);
                self.r.store_u64(CURSOR_AT, n as u64);
            } else {
                self.r.store_u64(CURSOR_AT, VOLNULL);
            }
        }
        self.r.store_u32(abs + 4, 1);
    }

    /// The block whose data starts at data offset `data_at`, found by
    /// walking the chain (a relptr that is not a block's start is refused).
    fn find(&self, data_at: usize) -> Result<Block, String> {
        let header = data_at.checked_sub(BLOCK_HEADER_LEN).ok_or_else(|| {
            format!("offset {data_at} of a shared-memory volume is not the start of a block")
        })?;
        let mut found = None;
        self.walk(|b| {
            if b.at >= header {
                found = (b.at == header).then_some(*b);
                return false;
            }
            true
        })?;
        found.ok_or_else(|| {
            format!("offset {data_at} of a shared-memory volume is not the start of a block")
        })
    }

    /// `shincref` of the block whose data starts at `data_at`, refusing a
    /// block already released (its owner let go before we could hold it).
    pub fn retain(&self, data_at: usize) -> Result<(), String> {
        let _held = self.lock()?;
        let b = self.find(data_at)?;
        if b.refs == 0 {
            return Err(format!(
                "the shared-memory block at offset {data_at} was released before nexus could hold it"
            ));
        }
        if b.refs == u32::MAX {
            return Err(format!(
                "the shared-memory block at offset {data_at} has a saturated reference count"
            ));
        }
        self.r.fetch_add_u32(HEADER_LEN + b.at + 4, 1);
        Ok(())
    }

    /// `shfree` of the block whose data starts at `data_at`: one reference
    /// less, the data zeroed when none is left.
    pub fn release(&self, data_at: usize) -> Result<(), String> {
        let _held = self.lock()?;
        let b = self.find(data_at)?;
        if b.refs == 0 {
            return Err(format!(
                "the shared-memory block at offset {data_at} is already free"
            ));
        }
        if self.r.fetch_sub_u32(HEADER_LEN + b.at + 4, 1) == 1 {
            self.r.zero(HEADER_LEN + data_at, b.size);
        }
        Ok(())
    }

    /// Counts used and free blocks (under the lock).
    pub fn usage(&self) -> Result<Usage, String> {
        let _held = self.lock()?;
        let mut u = Usage::default();
        self.walk(|b| {
            if b.refs == 0 {
                u.free_blocks += 1;
                u.free_bytes += b.size;
            } else {
                u.used_blocks += 1;
                u.used_bytes += b.size;
            }
            true
        })?;
        Ok(u)
    }
}

/// A region in ordinary process memory (a `Vec`), accessed as the
/// shared mapping is: a volume's bytes read or built without mapping them
/// (a copy of a `/dev/shm` volume, or one made up by a test).
pub struct Plain(pub std::cell::RefCell<Vec<u8>>);

impl Plain {
    pub fn new(len: usize) -> Plain {
        Plain(std::cell::RefCell::new(vec![0; len]))
    }

    fn get<const N: usize>(&self, at: usize) -> [u8; N] {
        let mut out = [0u8; N];
        if at.is_multiple_of(N)
            && let Some(b) = self.0.borrow().get(at..at.saturating_add(N))
        {
            out.copy_from_slice(b);
        }
        out
    }

    fn set(&self, at: usize, bytes: &[u8]) {
        if at.is_multiple_of(bytes.len().max(1)) {
            self.write(at, bytes);
        }
    }
}

impl Region for Plain {
    fn len(&self) -> usize {
        self.0.borrow().len()
    }
    fn load_u32(&self, at: usize) -> u32 {
        u32::from_le_bytes(self.get(at))
    }
    fn store_u32(&self, at: usize, v: u32) {
        self.set(at, &v.to_le_bytes());
    }
    fn load_u64(&self, at: usize) -> u64 {
        u64::from_le_bytes(self.get(at))
    }
    fn store_u64(&self, at: usize, v: u64) {
        self.set(at, &v.to_le_bytes());
    }
    fn cas_u32(&self, at: usize, current: u32, new: u32) -> bool {
        if !at.is_multiple_of(4)
            || at.saturating_add(4) > self.len()
            || self.load_u32(at) != current
        {
            return false;
        }
        self.store_u32(at, new);
        true
    }
    fn fetch_add_u32(&self, at: usize, v: u32) -> u32 {
        let old = self.load_u32(at);
        self.store_u32(at, old.wrapping_add(v));
        old
    }
    fn fetch_sub_u32(&self, at: usize, v: u32) -> u32 {
        let old = self.load_u32(at);
        self.store_u32(at, old.wrapping_sub(v));
        old
    }
    fn wait_u32(&self, _at: usize, _expected: u32, timeout: Duration) {
        std::thread::sleep(timeout.min(Duration::from_millis(1)));
    }
    fn wake_u32(&self, _at: usize) {}
    fn write(&self, at: usize, bytes: &[u8]) {
        if let Some(dst) = self
            .0
            .borrow_mut()
            .get_mut(at..at.saturating_add(bytes.len()))
        {
            dst.copy_from_slice(bytes);
        }
    }
    fn zero(&self, at: usize, len: usize) {
        if let Some(dst) = self.0.borrow_mut().get_mut(at..at.saturating_add(len)) {
            dst.fill(0);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fresh(data: usize) -> Plain {
        let r = Plain::new(HEADER_LEN + data);
        init(&r, "t_0", 0).unwrap();
        r
    }

    #[test]
    fn a_fresh_volume_is_one_free_block() {
        let r = fresh(0xffff);
        let v = Volume::new(&r, LOCK_TIMEOUT).unwrap();
        assert_eq!(v.data_len(), 0xffff);
        let u = v.usage().unwrap();
        assert_eq!(
            (u.free_blocks, u.free_bytes, u.used_blocks),
            (1, 0xffff - 16, 0)
        );
        assert_eq!(r.load_u32(0), SHM_MAGIC);
        assert_eq!(&r.0.borrow()[4..7], b"t_0");
    }

    #[test]
    fn blocks_split_merge_and_are_reused() {
        let r = fresh(4096);
        let v = Volume::new(&r, LOCK_TIMEOUT).unwrap();
        let a = v.alloc(100).unwrap().unwrap();
        let b = v.alloc(0).unwrap().unwrap();
        assert_eq!(a, 16, "first fit, after the header");
        assert_eq!(b, 16 + 104 + 16, "rounded to 8");
        assert_eq!(r.load_u64(CURSOR_AT), (b + 8) as u64, "cursor at the rest");
        r.write(HEADER_LEN + a, &[7; 100]);
        v.release(a).unwrap();
        assert!(
            r.0.borrow()[HEADER_LEN + a..HEADER_LEN + a + 104]
                .iter()
                .all(|&x| x == 0)
        );
        assert!(v.release(a).is_err(), "a double release is refused");
        v.release(b).unwrap();
        // All free again: one allocation of nearly everything succeeds
        // because the search merges the three free blocks.
        let big = v.alloc(4096 - 16).unwrap().unwrap();
        assert_eq!(big, 16);
        assert_eq!(v.alloc(1).unwrap(), None, "full");
        v.release(big).unwrap();
        assert_eq!(v.usage().unwrap().used_bytes, 0);
    }

    #[test]
    fn retain_and_release_count_references() {
        let r = fresh(1024);
        let v = Volume::new(&r, LOCK_TIMEOUT).unwrap();
        let a = v.alloc(64).unwrap().unwrap();
        v.retain(a).unwrap();
        v.release(a).unwrap();
        assert_eq!(v.usage().unwrap().used_blocks, 1, "one reference left");
        v.release(a).unwrap();
        assert!(v.retain(a).is_err(), "a released block is not revived");
        assert!(v.release(a + 8).is_err(), "not a block start");
        assert!(v.release(3).is_err());
    }

    #[test]
    fn a_held_lock_times_out_with_a_clear_error() {
        let r = fresh(1024);
        r.store_u32(LOCK_AT, LOCK_LOCKED);
        let v = Volume::new(&r, Duration::from_millis(30)).unwrap();
        let start = Instant::now();
        let e = v.alloc(8).unwrap_err();
        assert!(e.contains("held for over"), "{e}");
        assert!(start.elapsed() < Duration::from_secs(2));
        r.store_u32(LOCK_AT, 7);
        assert!(v.release(16).is_err(), "a garbage lock word is never taken");
    }

    #[test]
    fn hostile_headers_are_errors() {
        let r = fresh(1024);
        let v = Volume::new(&r, LOCK_TIMEOUT).unwrap();
        let a = v.alloc(64).unwrap().unwrap();
        // A size running past the volume.
        r.store_u64(HEADER_LEN + a - 8, 1 << 40);
        assert!(v.alloc(8).unwrap_err().contains("corrupted"));
        assert!(v.release(a).unwrap_err().contains("corrupted"));
        // A bad magic.
        r.store_u64(HEADER_LEN + a - 8, 64);
        r.store_u32(HEADER_LEN + a - 16, 0xdead);
        assert!(v.alloc(8).unwrap_err().contains("magic"));
        // A misaligned successor.
        r.store_u32(HEADER_LEN + a - 16, BLK_MAGIC);
        r.store_u64(HEADER_LEN + a - 8, 61);
        assert!(v.usage().unwrap_err().contains("misaligned"));
        // A volume size beyond the region is bounded by the region.
        r.store_u64(SIZE_AT, u64::MAX);
        assert_eq!(Volume::new(&r, LOCK_TIMEOUT).unwrap().data_len(), 1024);
        r.store_u32(0, 1);
        assert!(Volume::new(&r, LOCK_TIMEOUT).is_err());
        // The lock is free after every error.
        assert_eq!(r.load_u32(LOCK_AT), LOCK_UNLOCKED);
    }
}
