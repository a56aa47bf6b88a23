//! The shared-memory allocator, as the `voidstar` target drives it:
//! libmorloc's volume allocator (`nexus::morloc::alloc`) run by the input
//! as a script over a fresh volume and over one whose blocks the input
//! overwrote. Owns the rules that it never panics or hangs and never hands
//! out a block outside the volume or overlapping another, because pools
//! write the same volumes and may leave any bytes there.

use nexus::morloc::alloc::{self, BLOCK_ALIGN, BLOCK_HEADER_LEN, Plain, Volume};
use std::cell::RefCell;
use std::time::Duration;

/// The input as a script over a fresh 512-byte volume, then over the same
/// volume with the input written over its blocks (at an offset its first
/// byte picks).
pub(crate) fn check_alloc(data: &[u8]) {
    let fresh = Plain::new(alloc::HEADER_LEN + 512);
    if alloc::init(&fresh, "fuzz_0", 0).is_err() {
        return;
    }
    let clean = fresh.0.borrow().clone();
    exercise(&clean, data);
    let mut bent = clean;
    let at = alloc::HEADER_LEN + usize::from(data.first().copied().unwrap_or(0) % 64) * 8;
    let n = data.len().min(bent.len() - at);
    bent[at..at + n].copy_from_slice(&data[..n]);
    exercise(&bent, data);
}

/// `bytes` become a volume's region, then a script of allocations, retains
/// and releases runs against it, three bytes an operation. Every operation
/// returns (never panics, never hangs: the lock timeout is zero), and every
/// block handed out lies inside the data region and does not overlap
/// another live one.
fn exercise(bytes: &[u8], script: &[u8]) {
    let r = Plain(RefCell::new(bytes.to_vec()));
    let Ok(v) = Volume::new(&r, Duration::ZERO) else {
        return;
    };
    let mut live: Vec<(usize, usize)> = Vec::new();
    for op in script.chunks(3) {
        let arg =
            usize::from(*op.get(1).unwrap_or(&0)) | usize::from(*op.get(2).unwrap_or(&0)) << 8;
        match op[0] % 4 {
            0 | 1 => {
                if let Ok(Some(at)) = v.alloc(arg) {
                    // A request is rounded up to the block alignment.
                    let size = arg
                        .max(1)
                        .checked_next_multiple_of(BLOCK_ALIGN)
                        .unwrap_or(usize::MAX);
                    assert!(
                        at >= BLOCK_HEADER_LEN && at + size <= v.data_len(),
                        "a block outside the volume"
                    );
                    for &(o, s) in &live {
                        assert!(at + size <= o || o + s <= at, "overlapping blocks");
                    }
                    live.push((at, size));
                }
            }
            2 => {
                if let Some(&(at, _)) = live.get(arg % live.len().max(1)) {
                    let _ = v.retain(at);
                }
            }
            _ => {
                if !live.is_empty() {
                    let (at, _) = live.swap_remove(arg % live.len());
                    let _ = v.release(at);
                } else {
                    let _ = v.release(arg);
                }
            }
        }
    }
    let _ = v.usage();
}

#[cfg(test)]
mod tests {
    use super::*;
    use nexus::morloc::alloc::HEADER_LEN;

    #[test]
    fn the_fuzz_driver_holds_its_invariants_on_samples() {
        let r = Plain::new(HEADER_LEN + 600);
        alloc::init(&r, "t_0", 0).unwrap();
        let base = r.0.borrow().clone();
        for seed in 0u32..300 {
            let script: Vec<u8> = (0..60u32)
                .map(|i| (seed.wrapping_mul(2654435761).wrapping_add(i * 40503) >> 7) as u8)
                .collect();
            exercise(&base, &script);
            let mut bent = base.clone();
            let k = HEADER_LEN + (seed as usize * 7) % 600;
            bent[k] ^= seed as u8 | 1;
            exercise(&bent, &script);
        }
    }
}
