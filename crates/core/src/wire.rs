//! The pool packet format (SPEC §2.2, docs/POOL-PROTOCOL.md): pure encoders
//! and a bounded, incremental decoder over bytes.
//!
//! Every message is a 32-byte little-endian header, `offset` bytes of
//! metadata, then `length` bytes of payload. The decoder checks the magic and
//! bounds every length before anything is allocated.

use std::fmt;

use crate::frame::{self, Data, Frame};
pub use crate::frame::{HEADER_LEN, MAGIC, TYPE_CALL, TYPE_DATA, TYPE_PING};

/// Default bound on one packet's metadata plus payload (inline bytes; larger
/// payloads travel through shared memory and are bounded separately).
pub const DEFAULT_MAX_PACKET: u64 = 1 << 32;

/// Metadata longer than this is refused: the only metadata we write is a
/// CALL's `traceparent=…` line (issue 28), far shorter.
pub const MAX_METADATA: u32 = 1 << 16;

/// A progress or log report from the worker, sent before a call's DATA reply.
pub const TYPE_REPORT: u8 = 3;

/// REPORT kind (header byte 13) of progress: the payload is JSON,
/// `{"progress":N,"total":N|null,"message":S|null}`
/// ([`crate::progress::parse_progress`] reads it).
pub const REPORT_PROGRESS: u8 = 0;
/// REPORT kind of a log message: the payload is UTF-8 text, at the level in
/// header byte 14 ([`Header::level`]).
pub const REPORT_LOG: u8 = 1;
/// CALL flag (byte 14): someone listens to this call's progress.
pub const FLAG_PROGRESS: u8 = 1;
/// Largest REPORT payload; a larger one is a protocol error.
pub const MAX_REPORT: u64 = 1 << 16;

/// A DATA packet whose payload is the value, inline
/// ([`crate::frame::SOURCE_MESG`]). This and the next two are our names for
/// the DATA command's values we use; [`crate::frame`] has them all, by
/// libmorloc's names.
pub const SOURCE_INLINE: u8 = frame::SOURCE_MESG;
/// A DATA packet whose payload names a shared-memory object holding the
/// value ([`shm_reference`]; [`crate::frame::SOURCE_RPTR`]).
pub const SOURCE_SHM: u8 = frame::SOURCE_RPTR;
/// A DATA packet that is a result, not a failure
/// ([`crate::frame::STATUS_PASS`]).
pub const STATUS_OK: u8 = frame::STATUS_PASS;
pub use crate::frame::{FORMAT_JSON, FORMAT_TEXT, STATUS_FAIL};

/// A decoded header of our wire; the fields that do not apply to its type
/// are zero. A DATA packet's compression is written 0 and not read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Header {
    /// The packet type: [`TYPE_DATA`], [`TYPE_CALL`], [`TYPE_PING`] or
    /// [`TYPE_REPORT`].
    pub kind: u8,
    /// DATA: where the payload is (inline or shared memory).
    pub source: u8,
    /// DATA: how the payload is encoded, [`FORMAT_JSON`] or
    /// [`FORMAT_TEXT`] (not checked by the decoder).
    pub format: u8,
    /// DATA: [`STATUS_OK`], or [`STATUS_FAIL`] with the message as the
    /// payload.
    pub status: u8,
    /// CALL: the function id.
    pub mid: u32,
    /// CALL: [`FLAG_PROGRESS`] when someone listens to progress.
    pub flags: u8,
    /// REPORT: [`REPORT_PROGRESS`] or [`REPORT_LOG`].
    pub report: u8,
    /// REPORT of a log: the level's code (`crate::progress::LEVELS`).
    pub level: u8,
    /// Metadata bytes between the header and the payload (at most
    /// [`MAX_METADATA`] once decoded).
    pub offset: u32,
    /// Payload bytes after the metadata (at most the decoder's bound).
    pub length: u64,
}

/// Why a packet of our wire was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PacketError {
    /// The header does not start with [`MAGIC`]: the value found.
    BadMagic(u32),
    /// A type above [`TYPE_REPORT`]: the type byte.
    UnknownType(u8),
    /// A payload longer than the bound, or a packet whose size overflows
    /// a `u64`.
    TooLarge {
        /// The header's payload length.
        length: u64,
        /// The bound it was checked against.
        max: u64,
    },
    /// Metadata longer than [`MAX_METADATA`]: the header's `offset`.
    MetadataTooLarge(u32),
    /// A shared-memory reference [`parse_shm_reference`] refuses: shorter
    /// than 9 bytes or longer than 263, not UTF-8, or a name that is not
    /// visible ASCII (no spaces), holds a `/`, or starts with `.`.
    BadShmReference,
    /// A packet that ends before its declared length. No function of this
    /// module returns it: [`split`] answers `Ok(None)`, more bytes needed.
    Truncated,
}

impl fmt::Display for PacketError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            PacketError::BadMagic(m) => {
                write!(f, "bad packet magic {m:#010x} (expected {MAGIC:#010x})")
            }
            PacketError::UnknownType(t) => write!(f, "unknown packet type {t}"),
            PacketError::TooLarge { length, max } => {
                write!(f, "packet of {length} bytes exceeds the bound of {max}")
            }
            PacketError::MetadataTooLarge(n) => write!(
                f,
                "packet metadata of {n} bytes exceeds the bound of {MAX_METADATA}"
            ),
            PacketError::BadShmReference => {
                write!(f, "malformed shared-memory reference in a packet")
            }
            PacketError::Truncated => write!(f, "packet ends before its declared length"),
        }
    }
}

impl Header {
    /// The header's bytes, with only its type's fields written: a CALL's
    /// flags and mid, a REPORT's kind and level, a DATA packet's source,
    /// format and status (compression 0).
    pub fn encode(&self) -> [u8; HEADER_LEN] {
        let mut f = Frame::new(self.kind, self.offset, self.length);
        let c = &mut f.command;
        match self.kind {
            TYPE_CALL => {
                c[2] = self.flags;
                f.set_mid(self.mid);
            }
            TYPE_REPORT => {
                c[1] = self.report;
                c[2] = self.level;
            }
            TYPE_DATA => f.set_data(Data {
                source: self.source,
                format: self.format,
                compression: 0,
                status: self.status,
            }),
            _ => {}
        }
        f.encode()
    }

    /// Decodes a header, refusing a bad magic, an unknown type, and lengths
    /// above `max_len`.
    pub fn decode(h: &[u8; HEADER_LEN], max_len: u64) -> Result<Header, PacketError> {
        let f = Frame::decode(h).map_err(PacketError::BadMagic)?;
        let kind = f.kind();
        if kind > TYPE_REPORT {
            return Err(PacketError::UnknownType(kind));
        }
        if f.offset > MAX_METADATA {
            return Err(PacketError::MetadataTooLarge(f.offset));
        }
        if f.length > max_len {
            return Err(PacketError::TooLarge {
                length: f.length,
                max: max_len,
            });
        }
        let c = &f.command;
        let (call, report) = (kind == TYPE_CALL, kind == TYPE_REPORT);
        let data = if kind == TYPE_DATA {
            f.data()
        } else {
            Data::default()
        };
        Ok(Header {
            kind,
            source: data.source,
            format: data.format,
            status: data.status,
            mid: if call { f.mid() } else { 0 },
            flags: if call { c[2] } else { 0 },
            report: if report { c[1] } else { 0 },
            level: if report { c[2] } else { 0 },
            offset: f.offset,
            length: f.length,
        })
    }

    /// Bytes after the header: metadata plus payload.
    pub fn body_len(&self) -> u64 {
        u64::from(self.offset) + self.length
    }
}

/// A bare PING header; the reply is the same bytes.
pub fn ping() -> [u8; HEADER_LEN] {
    frame::ping()
}

/// Appends a DATA packet with an inline JSON or text payload.
pub fn push_data(out: &mut Vec<u8>, source: u8, format: u8, status: u8, payload: &[u8]) {
    let data = Data {
        source,
        format,
        compression: 0,
        status,
    };
    frame::push_data(out, data, &[], payload);
}

/// The payload of a shared-memory DATA packet: `u64 LE length` then the name.
pub fn shm_reference(length: u64, name: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(8 + name.len());
    out.extend_from_slice(&length.to_le_bytes());
    out.extend_from_slice(name.as_bytes());
    out
}

/// Reads a shared-memory reference: the declared length and the object name,
/// which must be a short printable name without `/`.
pub fn parse_shm_reference(payload: &[u8]) -> Result<(u64, &str), PacketError> {
    if payload.len() < 9 || payload.len() > 8 + 255 {
        return Err(PacketError::BadShmReference);
    }
    let mut len_bytes = [0u8; 8];
    len_bytes.copy_from_slice(&payload[..8]);
    let name = std::str::from_utf8(&payload[8..]).map_err(|_| PacketError::BadShmReference)?;
    if name.bytes().any(|b| b == b'/' || !b.is_ascii_graphic()) || name.starts_with('.') {
        return Err(PacketError::BadShmReference);
    }
    Ok((u64::from_le_bytes(len_bytes), name))
}

/// A CALL packet whose arguments are complete DATA packets laid end to end.
pub fn call(mid: u32, args: &[u8]) -> Vec<u8> {
    call_with(mid, 0, args)
}

/// A CALL packet with flags ([`FLAG_PROGRESS`]).
pub fn call_with(mid: u32, flags: u8, args: &[u8]) -> Vec<u8> {
    let header = Header {
        kind: TYPE_CALL,
        mid,
        flags,
        length: args.len() as u64,
        ..Header::default()
    };
    let mut out = Vec::with_capacity(HEADER_LEN + args.len());
    out.extend_from_slice(&header.encode());
    out.extend_from_slice(args);
    out
}

/// A CALL packet with flags and metadata: `metadata` goes between the
/// header and the arguments, its length in `offset` (issue 28: the call's
/// `traceparent=…`, docs/POOL-PROTOCOL.md).
pub fn call_with_metadata(mid: u32, flags: u8, metadata: &[u8], args: &[u8]) -> Vec<u8> {
    let header = Header {
        kind: TYPE_CALL,
        mid,
        flags,
        offset: metadata.len().min(MAX_METADATA as usize) as u32,
        length: args.len() as u64,
        ..Header::default()
    };
    let mut out = Vec::with_capacity(HEADER_LEN + metadata.len() + args.len());
    out.extend_from_slice(&header.encode());
    out.extend_from_slice(&metadata[..header.offset as usize]);
    out.extend_from_slice(args);
    out
}

/// A REPORT packet: a progress payload (JSON) or a log message at `level`.
pub fn report(kind: u8, level: u8, payload: &[u8]) -> Vec<u8> {
    let header = Header {
        kind: TYPE_REPORT,
        report: kind,
        level,
        length: payload.len() as u64,
        ..Header::default()
    };
    let mut out = Vec::with_capacity(HEADER_LEN + payload.len());
    out.extend_from_slice(&header.encode());
    out.extend_from_slice(payload);
    out
}

/// One complete packet found at the start of a buffer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Split {
    /// The packet's decoded header.
    pub header: Header,
    /// The payload's byte range within the buffer (metadata skipped).
    pub payload: std::ops::Range<usize>,
    /// Bytes the whole packet occupies.
    pub consumed: usize,
}

/// Finds the packet at the start of `buf`: `Ok(None)` when more bytes are
/// needed. Never reads past `buf` and never allocates.
pub fn split(buf: &[u8], max_len: u64) -> Result<Option<Split>, PacketError> {
    let Some(head) = buf.first_chunk::<HEADER_LEN>() else {
        return Ok(None);
    };
    let header = Header::decode(head, max_len)?;
    let Some(total) = (HEADER_LEN as u64).checked_add(header.body_len()) else {
        return Err(PacketError::TooLarge {
            length: header.length,
            max: max_len,
        });
    };
    if (buf.len() as u64) < total {
        return Ok(None);
    }
    let start = HEADER_LEN + header.offset as usize;
    Ok(Some(Split {
        header,
        payload: start..total as usize,
        consumed: total as usize,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ping_round_trips() {
        let p = ping();
        let h = Header::decode(&p, 0).unwrap();
        assert_eq!(h.kind, TYPE_PING);
        assert_eq!(h.encode(), p);
    }

    #[test]
    fn rejects_a_bad_magic_before_reading_lengths() {
        let mut p = ping();
        p[0] = 0;
        assert!(matches!(
            Header::decode(&p, 0),
            Err(PacketError::BadMagic(_))
        ));
    }

    #[test]
    fn bounds_the_length_before_allocating() {
        let mut out = Vec::new();
        push_data(&mut out, SOURCE_INLINE, FORMAT_JSON, STATUS_OK, b"12345");
        assert!(matches!(split(&out, 4), Err(PacketError::TooLarge { .. })));
        let s = split(&out, 100).unwrap().unwrap();
        assert_eq!(&out[s.payload.clone()], b"12345");
        assert_eq!(s.consumed, out.len());
        assert_eq!(split(&out[..out.len() - 1], 100).unwrap(), None);
    }

    #[test]
    fn call_carries_mid_and_arguments() {
        let mut args = Vec::new();
        push_data(&mut args, SOURCE_INLINE, FORMAT_JSON, STATUS_OK, b"15");
        let c = call(7, &args);
        let s = split(&c, 1000).unwrap().unwrap();
        assert_eq!(s.header.mid, 7);
        assert_eq!(&c[s.payload], &args[..]);
    }

    #[test]
    fn call_flags_and_reports_round_trip() {
        let c = call_with(3, FLAG_PROGRESS, &[]);
        let s = split(&c, 1000).unwrap().unwrap();
        assert_eq!((s.header.mid, s.header.flags), (3, FLAG_PROGRESS));
        assert_eq!(split(&call(3, &[]), 1000).unwrap().unwrap().header.flags, 0);
        let r = report(REPORT_LOG, 3, b"careful");
        let s = split(&r, MAX_REPORT).unwrap().unwrap();
        assert_eq!(s.header.kind, TYPE_REPORT);
        assert_eq!((s.header.report, s.header.level), (REPORT_LOG, 3));
        assert_eq!(&r[s.payload], b"careful");
        let mut bad = report(REPORT_PROGRESS, 0, b"{}");
        bad[12] = 4;
        assert!(matches!(split(&bad, 100), Err(PacketError::UnknownType(4))));
    }

    #[test]
    fn shm_references_are_checked() {
        let r = shm_reference(42, "nexus.1.0.ab.p3.1");
        assert_eq!(parse_shm_reference(&r).unwrap(), (42, "nexus.1.0.ab.p3.1"));
        assert!(parse_shm_reference(&shm_reference(1, "../etc/passwd")).is_err());
        assert!(parse_shm_reference(&shm_reference(1, "")).is_err());
    }
}
