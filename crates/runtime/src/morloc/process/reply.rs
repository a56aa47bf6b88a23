//! The per-call protocol, coming back: a reply packet read into a value of
//! the function's return type, from whichever form the pool chose (inline
//! voidstar, msgpack or JSON, a relptr into shared memory held while it is
//! read, a msgpack file in the session directory, a table), giving up the
//! turn as soon as nexus holds the reply.
//!
//! The hand-off rule this code keeps (one call at a time per program, inline calls together) is
//! told in `process.rs`'s module doc, which the comments here call "the
//! module doc".

use super::session::{ResultHold, Turn};
use super::{Failure, Signature};
use crate::json::{self, Value};
#[cfg(feature = "tables")]
use crate::morloc::table;
use crate::morloc::volume::{self, VolumeView};
use crate::morloc::{msgpack, packet, voidstar};
use crate::schema::Schema;
use crate::sweeper::SHM_DIR;
use std::collections::HashMap;
use std::path::Path;

/// Reads a reply into a value of the function's return type.
/// `as_text`: a big list may come as its JSON text ([`Answer::Json`]).
/// `turn`: the call's turn, given up as soon as nexus holds the reply (an
/// inline one at once, a shared-memory one once `ResultHold` has it).
pub(super) fn decode_reply(
    header: &packet::Header,
    body: &[u8],
    sig: &Signature,
    basename: &str,
    max: u64,
    as_text: bool,
    turn: &mut Option<Turn>,
) -> Result<Answer, Failure> {
    let broken = |e: String| Failure::Broken(format!("{} result: {e}", sig.name));
    let reply = packet::reply(header, body).map_err(broken)?;
    if matches!(reply, packet::Reply::Fail(_) | packet::Reply::Inline { .. }) {
        drop(turn.take());
    }
    let value = match reply {
        packet::Reply::Fail(message) => Err(Failure::Failed(message)),
        packet::Reply::Inline {
            format: packet::FORMAT_VOIDSTAR,
            payload,
        } => voidstar::decode_flat(&sig.ret, payload, max).map_err(broken),
        packet::Reply::Inline {
            format: packet::FORMAT_JSON | packet::FORMAT_TEXT,
            payload,
        } => {
            let text = std::str::from_utf8(payload).map_err(|_| broken("not UTF-8".into()))?;
            json::parse(text.trim_end_matches('\0')).map_err(|e| broken(e.to_string()))
        }
        packet::Reply::Inline {
            format: packet::FORMAT_MSGPACK,
            payload,
        } => msgpack::decode(&sig.ret, payload, max).map_err(broken),
        packet::Reply::Inline { format, .. } => Err(broken(format!(
            "inline format {format} is not one nexus reads (voidstar, msgpack or JSON)"
        ))),
        packet::Reply::File {
            format: packet::FORMAT_MSGPACK,
            name,
        } => {
            let bytes = read_session_file(name, basename, max).map_err(broken)?;
            msgpack::decode(&sig.ret, &bytes, max).map_err(broken)
        }
        packet::Reply::File { format, .. } => Err(broken(format!(
            "a result file of format {format}; nexus reads result files only as msgpack (format 1), as libmorloc does for pool replies"
        ))),
        packet::Reply::Rptr {
            format: packet::FORMAT_VOIDSTAR,
            relptr,
        } => {
            let _hold = ResultHold::new(basename, relptr).map_err(broken)?;
            drop(turn.take());
            let mut volumes = Volumes {
                basename,
                open: HashMap::new(),
            };
            let mut budget = voidstar::Budget { remaining: max };
            // A big list is printed a run at a time, never held as a tree.
            if as_text
                && let Schema::List(elem) = sig.ret.strip()
                && list_bytes(elem, &mut volumes, relptr).is_some_and(|n| n >= LIST_TEXT_MIN)
            {
                return voidstar::decode_list_json(elem, &mut volumes, relptr, &mut budget)
                    .map(Answer::Json)
                    .map_err(broken);
            }
            voidstar::decode(&sig.ret, &mut volumes, relptr, &mut budget).map_err(broken)
        }
        #[cfg(not(feature = "tables"))]
        packet::Reply::Rptr {
            format: packet::FORMAT_ARROW,
            ..
        } => Err(broken(crate::features::missing(
            "tables",
            &format!("{} (a table result)", sig.name),
        ))),
        #[cfg(feature = "tables")]
        packet::Reply::Rptr {
            format: packet::FORMAT_ARROW,
            relptr,
        } => {
            let _hold = ResultHold::new(basename, relptr).map_err(broken)?;
            drop(turn.take());
            let mut volumes = Volumes {
                basename,
                open: HashMap::new(),
            };
            let total = table::total_size(
                voidstar::Memory::read(&mut volumes, relptr, 24).map_err(broken)?,
            )
            .map_err(broken)?;
            if total > max {
                return Err(broken(format!(
                    "a table of {total} bytes, above the bound on results ({max}); raise it or return less"
                )));
            }
            let region =
                voidstar::Memory::read(&mut volumes, relptr, total as usize).map_err(broken)?;
            let failed = |e: String| Failure::Failed(format!("{} result: {e}", sig.name));
            let view = table::read(region).map_err(failed)?;
            // Declared columns are a lower bound, matched by name, as
            // morloc's `arrow_validate` checks them.
            if let Schema::Table(declared) = sig.ret.strip()
                && let Some((name, _)) = declared
                    .iter()
                    .find(|(k, _)| !view.columns.iter().any(|c| c.name == k))
            {
                return Err(failed(format!(
                    "the table has no column {name:?}, which its type declares"
                )));
            }
            return view.rows_json().map(Answer::Rows).map_err(failed);
        }
        packet::Reply::Rptr { format, .. } => Err(broken(format!(
            "shared-memory format {format} is not one nexus reads (voidstar or a table)"
        ))),
    };
    value.map(Answer::Value)
}

/// A morloc pool's result: a value decoded from its wire, a big list's
/// JSON text (the text its tree prints, never built as a tree), or a
/// table's rows as JSON text (printed as morloc's nexus prints them), its
/// declared columns checked.
pub enum Answer {
    Value(Value),
    Json(String),
    Rows(String),
}

/// The size of a list result's element slots from which it is decoded
/// straight to text ([`voidstar::decode_list_json`]); a smaller one is
/// decoded to a value, which every caller can use as it is.
const LIST_TEXT_MIN: u64 = 64 * 1024;

/// The bytes of the element slots of the list whose slot is at `relptr`,
/// if that slot reads.
fn list_bytes(elem: &Schema, mem: &mut dyn voidstar::Memory, relptr: u64) -> Option<u64> {
    let slot = mem.read(relptr, 16).ok()?;
    let len = u64::from_le_bytes(slot.get(..8)?.try_into().ok()?);
    let (w, _) = voidstar::layout(elem).ok()?;
    len.checked_mul(w.max(1) as u64)
}

/// The bytes of the FILE+MSGPACK result `name`: a regular file directly in
/// the session directory (`session()` makes it `<SHM_DIR>/<basename>.d`),
/// opened without following a symlink or blocking on a FIFO, at most `max`
/// bytes. libmorloc reads the file and leaves it (`packet_ffi.rs:642`), and
/// so does nexus; the session directory goes at exit.
fn read_session_file(name: &[u8], basename: &str, max: u64) -> Result<Vec<u8>, String> {
    use std::io::Read;
    use std::os::unix::fs::OpenOptionsExt;
    let dir = Path::new(SHM_DIR).join(format!("{basename}.d"));
    let path = msgpack::file_in_session(name, &dir)?;
    let flags = rustix::fs::OFlags::NOFOLLOW | rustix::fs::OFlags::NONBLOCK;
    let file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(flags.bits() as i32)
        .open(&path)
        .map_err(|e| {
            let why = if e.raw_os_error() == Some(rustix::io::Errno::LOOP.raw_os_error()) {
                "it is a symbolic link, which nexus does not follow".to_string()
            } else {
                e.to_string()
            };
            format!(
                "cannot open the msgpack result file {}: {why}",
                path.display()
            )
        })?;
    let meta = file
        .metadata()
        .map_err(|e| format!("cannot stat {}: {e}", path.display()))?;
    if !meta.is_file() {
        return Err(format!(
            "the msgpack result {} is not a regular file",
            path.display()
        ));
    }
    if meta.len() > max {
        return Err(format!(
            "the msgpack result file {} holds {} bytes, above the bound on results ({max}); raise it or return less",
            path.display(),
            meta.len()
        ));
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.take(max.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    if bytes.len() as u64 > max {
        return Err(format!(
            "the msgpack result file {} grew past the bound on results ({max})",
            path.display()
        ));
    }
    Ok(bytes)
}

/// The volumes of one session, mapped on demand while one result is read.
struct Volumes<'a> {
    basename: &'a str,
    open: HashMap<usize, VolumeView>,
}

impl Volumes<'_> {
    /// The volume a relptr points into (mapped on first use) and the
    /// offset in its data region.
    fn volume(&mut self, relptr: u64) -> Result<(&VolumeView, usize, u64), String> {
        let (vol, off) = voidstar::split_relptr(relptr)
            .ok_or_else(|| format!("a sentinel relptr {relptr:#x} where data was expected"))?;
        if !self.open.contains_key(&vol) {
            let name = format!("{}_{vol}", self.basename);
            let v = VolumeView::open(&name)
                .map_err(|e| format!("cannot map shared-memory volume {name}: {e}"))?;
            self.open.insert(vol, v);
        }
        let view = self
            .open
            .get(&vol)
            .ok_or_else(|| format!("volume {vol} is not open"))?;
        Ok((view, vol, off))
    }
}

impl voidstar::Memory for Volumes<'_> {
    fn string(&mut self, relptr: u64, len: usize) -> Result<String, String> {
        if len < volume::DIRECT_BYTES {
            return voidstar::string_of(self.read(relptr, len)?);
        }
        let (view, vol, off) = self.volume(relptr)?;
        let bytes = usize::try_from(off)
            .map_err(|e| e.to_string())
            .and_then(|o| {
                view.read_copy(o, len, 2 + crate::json::ENVELOPE_ROOM)
                    .map_err(|e| e.to_string())
            })
            .map_err(|e| format!("a string in volume {vol}: {e}"))?;
        String::from_utf8(bytes).map_err(|_| "a string that is not UTF-8".to_string())
    }

    fn read(&mut self, relptr: u64, len: usize) -> Result<&[u8], String> {
        let (view, vol, off) = self.volume(relptr)?;
        let data = view.data();
        usize::try_from(off)
            .ok()
            .and_then(|o| data.get(o..o.checked_add(len)?))
            .ok_or_else(|| {
                format!(
                    "a relptr to {len} bytes at offset {off} of volume {vol} runs past its {} bytes",
                    data.len()
                )
            })
    }
}
