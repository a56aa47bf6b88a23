//! A program's session: the private directory for its pools' sockets and
//! the shared-memory basename its volumes are named by, made on first use;
//! the argument blocks nexus places in those volumes and the result blocks
//! it holds while it reads them; and the program's turn, which one call at
//! a time holds, or any number of calls that can neither place nor be
//! handed a block in shared memory at once.
//!
//! The hand-off rule this code keeps (one call at a time per program, inline calls together) is
//! told in `process.rs`'s module doc, which the comments here call "the
//! module doc".

use crate::morloc::volume::{self, VolumeMap};
use crate::morloc::{alloc, voidstar};
use crate::shm;
use crate::sweeper::SHM_DIR;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// One program's private directory and shared-memory basename.
pub struct Session {
    pub dir: PathBuf,
    pub basename: String,
    /// Indices of the volumes this nexus created for arguments (besides
    /// volume 0), searched in order before a new one is made.
    volumes: Mutex<Vec<(u32, usize)>>,
    /// The program's turn: held alone by the one call whose reply its
    /// pools may still free or whose arguments nexus places, shared by
    /// calls that do neither (the hand-off rule in the module doc).
    turn: Arc<smol::lock::RwLock<()>>,
}

/// A call's turn at its program's pools (see the module doc): alone, or
/// shared with other calls whose arguments and result are all inline.
pub(super) enum Turn {
    Alone {
        _held: smol::lock::RwLockWriteGuardArc<()>,
    },
    Shared {
        _held: smol::lock::RwLockReadGuardArc<()>,
    },
}

/// Most argument volumes one session creates.
const MAX_ARG_VOLUMES: usize = 64;
/// `MAX_VOLUME_NUMBER` in morloc-runtime-types/src/shm_types.rs.
const MAX_VOLUME_NUMBER: u32 = 32768;

/// Writes one argument into its block: given the relptr the block has, it
/// hands each piece to `write(offset in the block, bytes)`.
pub(super) type Fill<'a> = dyn FnMut(u64, &mut dyn FnMut(usize, &[u8])) -> Result<(), String> + 'a;

impl Session {
    /// Waits for the program's turn: alone (first come, first served), or
    /// `shared` with the other inline calls running (a call waiting to be
    /// alone goes first: async-lock's `RwLock` prefers writers).
    pub(super) async fn turn(&self, shared: bool) -> Turn {
        if shared {
            Turn::Shared {
                _held: self.turn.read_arc().await,
            }
        } else {
            Turn::Alone {
                _held: self.turn.write_arc().await,
            }
        }
    }

    fn volume_name(&self, index: u32) -> String {
        format!("{}_{index}", self.basename)
    }

    /// Allocates `len` bytes in one of the session's volumes as libmorloc's
    /// `shmalloc` would (volume 0, then the volumes made for arguments, then
    /// a new volume `<basename>_<i>` at a random free index, at least twice
    /// the size of the last: `find_free_block` in morloc-runtime/src/shm.rs),
    /// writes `fill(relptr)` there, and returns the block.
    pub(super) fn place(&self, len: usize, fill: &mut Fill<'_>) -> Result<ArgBlock, String> {
        let mut volumes = self
            .volumes
            .lock()
            .map_err(|_| "internal: the volume table is poisoned".to_string())?;
        let mut candidates: Vec<u32> = vec![0];
        candidates.extend(volumes.iter().map(|(i, _)| *i));
        for index in candidates {
            let name = self.volume_name(index);
            let Some(map) = VolumeMap::open(&name)
                .map_err(|e| format!("cannot map shared-memory volume {name}: {e}"))?
            else {
                volumes.retain(|(i, _)| *i != index);
                continue;
            };
            let at = {
                let v = alloc::Volume::new(&map, alloc::LOCK_TIMEOUT)
                    .map_err(|e| format!("shared-memory volume {name}: {e}"))?;
                v.alloc(len)
                    .map_err(|e| format!("shared-memory volume {name}: {e}"))?
            };
            if let Some(at) = at {
                drop(volumes);
                return self.fill_block(&map, index, at, len, fill);
            }
        }
        if volumes.len() >= MAX_ARG_VOLUMES {
            return Err(format!(
                "{MAX_ARG_VOLUMES} shared-memory volumes are full of arguments in flight; send fewer large arguments at once"
            ));
        }
        let last = volumes
            .last()
            .map_or(volume::VOLUME0_SIZE, |(_, size)| *size);
        // The allocator rounds a block up to its alignment: a fresh volume
        // sized to the bare length could not hold an odd-sized argument.
        let size = (len.next_multiple_of(alloc::BLOCK_ALIGN) + volume::BLOCK_HEADER_LEN)
            .max(last.saturating_mul(2));
        for _ in 0..16 {
            let mut r = [0u8; 4];
            let _ = getrandom::fill(&mut r);
            let index = 1 + u32::from_le_bytes(r) % (MAX_VOLUME_NUMBER - 1);
            let name = self.volume_name(index);
            match volume::create(&name, index, size) {
                Ok(()) => {}
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => {
                    return Err(format!(
                        "cannot create shared-memory volume {name} of {size} bytes: {e}; check the space in {}",
                        SHM_DIR
                    ));
                }
            }
            volumes.push((index, size));
            let map = VolumeMap::open(&name)
                .map_err(|e| format!("cannot map shared-memory volume {name}: {e}"))?
                .ok_or_else(|| format!("shared-memory volume {name} vanished"))?;
            let at = alloc::Volume::new(&map, alloc::LOCK_TIMEOUT)
                .and_then(|v| v.alloc(len))
                .map_err(|e| format!("shared-memory volume {name}: {e}"))?
                .ok_or_else(|| format!("a fresh volume {name} cannot hold {len} bytes"))?;
            drop(volumes);
            return self.fill_block(&map, index, at, len, fill);
        }
        Err("no free shared-memory volume index after 16 tries".into())
    }

    fn fill_block(
        &self,
        map: &VolumeMap,
        index: u32,
        at: usize,
        len: usize,
        fill: &mut Fill<'_>,
    ) -> Result<ArgBlock, String> {
        let relptr = (u64::from(index) << voidstar::VOL_SHIFT) | at as u64;
        let block = ArgBlock {
            volume: self.volume_name(index),
            at,
            relptr,
        };
        // Every write lands inside the block, or the argument is refused.
        let base = volume::HEADER_LEN + at;
        let mut written = 0;
        fill(
            relptr,
            &mut |off, bytes| match off.checked_add(bytes.len()) {
                Some(end) if end <= len => {
                    alloc::Region::write(map, base + off, bytes);
                    written = written.max(end);
                }
                _ => written = usize::MAX,
            },
        )?;
        if written != len {
            return Err(format!(
                "internal: an argument of {len} bytes was written as {written}"
            ));
        }
        Ok(block)
    }
}

/// An argument block this nexus allocated; released (`shfree`) when
/// dropped, which is after the reply, or when the call is cancelled, as
/// morloc's daemon releases its argument arena after the reply
/// (morloc-runtime/src/daemon_ffi.rs: the pool `shincref`s the arguments
/// it reads and releases them at its next dispatch).
pub(super) struct ArgBlock {
    volume: String,
    at: usize,
    pub(super) relptr: u64,
}

impl Drop for ArgBlock {
    fn drop(&mut self) {
        if let Ok(Some(map)) = VolumeMap::open(&self.volume)
            && let Ok(v) = alloc::Volume::new(&map, alloc::LOCK_TIMEOUT)
        {
            let _ = v.release(self.at);
        }
    }
}

/// A result block held (`shincref`) while nexus reads it, then released:
/// the pool that wrote it owns it and releases it at its next dispatch
/// (`shm_tracker_flush` in lang/py/pymorloc.c, pool.cpp, rmorloc.c), so
/// nexus must not free it, only keep the pool from freeing it mid-read,
/// as pools do for each other's results (pymorloc.c `foreign_call`).
pub(super) struct ResultHold {
    map: VolumeMap,
    at: usize,
}

impl ResultHold {
    pub(super) fn new(basename: &str, relptr: u64) -> Result<ResultHold, String> {
        let (vol, off) = voidstar::split_relptr(relptr)
            .ok_or_else(|| format!("a sentinel relptr {relptr:#x} as the result"))?;
        let name = format!("{basename}_{vol}");
        let map = VolumeMap::open(&name)
            .map_err(|e| format!("cannot map shared-memory volume {name}: {e}"))?
            .ok_or_else(|| format!("the result names volume {name}, which does not exist"))?;
        let at = off as usize;
        alloc::Volume::new(&map, alloc::LOCK_TIMEOUT)
            .and_then(|v| v.retain(at))
            .map_err(|e| format!("volume {name}: {e}"))?;
        Ok(ResultHold { map, at })
    }
}

impl Drop for ResultHold {
    fn drop(&mut self) {
        if let Ok(v) = alloc::Volume::new(&self.map, alloc::LOCK_TIMEOUT) {
            let _ = v.release(self.at);
        }
    }
}

/// The session of `program` in the current shared-memory generation,
/// made (directory, volume 0) on first use.
pub fn session(program: &Path) -> Result<Arc<Session>, String> {
    static SESSIONS: Mutex<Vec<(PathBuf, String, Arc<Session>)>> = Mutex::new(Vec::new());
    let space = shm::space();
    let prefix = space.prefix();
    let mut sessions = SESSIONS
        .lock()
        .map_err(|_| "internal: the session table is poisoned".to_string())?;
    sessions.retain(|(_, p, _)| *p == prefix);
    if let Some((_, _, s)) = sessions.iter().find(|(p, _, _)| p == program) {
        return Ok(s.clone());
    }
    let basename = format!("{prefix}m{}", sessions.len());
    let dir = Path::new(SHM_DIR).join(format!("{basename}.d"));
    std::fs::create_dir(&dir)
        .and_then(|()| {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o700))
        })
        .map_err(|e| {
            format!(
                "cannot make the morloc pools' directory {}: {e}; check that {} is writable",
                dir.display(),
                SHM_DIR
            )
        })?;
    let volume0 = format!("{basename}_0");
    match volume::create(&volume0, 0, volume::VOLUME0_SIZE) {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
        Err(e) => {
            return Err(format!(
                "cannot create shared-memory volume {volume0}: {e}; check the space in {}",
                SHM_DIR
            ));
        }
    }
    let s = Arc::new(Session {
        dir,
        basename,
        volumes: Mutex::new(Vec::new()),
        turn: Arc::new(smol::lock::RwLock::new(())),
    });
    sessions.push((program.to_path_buf(), prefix, s.clone()));
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bare() -> Session {
        Session {
            dir: PathBuf::new(),
            basename: String::new(),
            volumes: Mutex::new(Vec::new()),
            turn: Arc::new(smol::lock::RwLock::new(())),
        }
    }

    /// Inline calls hold the turn together; a call that needs it alone
    /// waits for them all, and one that comes after it waits for it.
    #[test]
    fn inline_calls_share_the_turn_and_a_lone_call_waits_for_them() {
        let s = bare();
        smol::block_on(async {
            let a = s.turn(true).await;
            let b = s.turn(true).await;
            let mut alone = std::pin::pin!(s.turn(false));
            assert!(smol::future::poll_once(&mut alone).await.is_none());
            drop(a);
            assert!(smol::future::poll_once(&mut alone).await.is_none());
            let mut later = std::pin::pin!(s.turn(true));
            drop(b);
            let held = alone.await;
            assert!(
                smol::future::poll_once(&mut later).await.is_none(),
                "an inline call after a lone one waits for it"
            );
            drop(held);
            let _shared = later.await;
        });
    }
}
