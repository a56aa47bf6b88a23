//! libmorloc's packet header, as its pools read and write it: pure
//! encoders and a bounded decoder over bytes.
//!
//! Facts from morloc 0.98.2, `data/rust/morloc-runtime-types/src/packet.rs`
//! (`PacketHeader`, `CommandCall`, `CommandData`): a 32-byte little-endian
//! header — magic (u32), plain, version, flavor, mode (u16 each, zero), an
//! 8-byte command, the metadata length (u32) and the payload length (u64) —
//! then `offset` bytes of metadata, then `length` bytes of payload. A CALL's
//! payload is its argument DATA packets, back to back.

use std::fmt;

use crate::frame::{Data, Frame};
pub use crate::frame::{HEADER_LEN, MAGIC, TYPE_CALL, TYPE_DATA, TYPE_PING};

/// The DATA command's values, by libmorloc's names (`PACKET_SOURCE_*`,
/// `PACKET_FORMAT_*`, compression and status), as [`crate::frame`] has them.
pub use crate::frame::{
    COMPRESSION_NONE, FORMAT_ARROW, FORMAT_DATA, FORMAT_JSON, FORMAT_MSGPACK, FORMAT_TEXT,
    FORMAT_VOIDSTAR, SOURCE_FILE, SOURCE_MESG, SOURCE_RPTR, STATUS_FAIL, STATUS_PASS,
};
/// `PACKET_ENTRYPOINT_LOCAL`: a call from the nexus (not another pool).
pub const ENTRYPOINT_LOCAL: u8 = 0;

/// A decoded header; the fields that do not apply to its type are zero.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Header {
    /// The packet type: [`TYPE_DATA`], [`TYPE_CALL`] or [`TYPE_PING`].
    pub kind: u8,
    /// DATA: where the payload is, [`SOURCE_MESG`], [`SOURCE_FILE`] or
    /// [`SOURCE_RPTR`] (not checked by the decoder).
    pub source: u8,
    /// DATA: how the value is encoded, a `FORMAT_*` value.
    pub format: u8,
    /// DATA: [`COMPRESSION_NONE`], or libmorloc's zstd (1), which nexus
    /// does not decompress.
    pub compression: u8,
    /// DATA: [`STATUS_PASS`], or [`STATUS_FAIL`] with the message as the
    /// payload.
    pub status: u8,
    /// CALL: the function id (libmorloc's `midx`, command bytes 4..8).
    pub mid: u32,
    /// Metadata bytes between the header and the payload.
    pub offset: u32,
    /// Payload bytes after the metadata.
    pub length: u64,
}

/// Why a libmorloc packet was refused: its header, or (`Truncated`) a
/// reply's body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PacketError {
    /// The header does not start with [`MAGIC`], so the pool does not
    /// speak libmorloc's protocol: the value found.
    BadMagic(u32),
    /// A type other than DATA, CALL or PING (libmorloc's stream-file
    /// types, STREAM (3) and FOOTER (4), included): the type byte.
    UnknownType(u8),
    /// Metadata plus payload longer than the bound.
    TooLarge {
        /// The header's metadata plus payload length.
        length: u64,
        /// The bound it was checked against.
        max: u64,
    },
    /// A reply whose body does not hold exactly the metadata and payload
    /// its header declares ([`reply`] gives it as text).
    Truncated,
}

impl fmt::Display for PacketError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            PacketError::BadMagic(m) => write!(
                f,
                "bad morloc packet magic {m:#010x} (expected {MAGIC:#010x}): the pool does not speak libmorloc's protocol"
            ),
            PacketError::UnknownType(t) => write!(f, "unknown morloc packet type {t}"),
            PacketError::TooLarge { length, max } => write!(
                f,
                "morloc packet of {length} bytes exceeds the bound of {max}"
            ),
            PacketError::Truncated => write!(f, "morloc packet ends before its declared length"),
        }
    }
}

impl Header {
    /// The header's bytes, with only its type's fields written: a CALL as a
    /// local one ([`ENTRYPOINT_LOCAL`]) with its mid, a DATA packet's
    /// source, format, compression and status.
    pub fn encode(&self) -> [u8; HEADER_LEN] {
        let mut f = Frame::new(self.kind, self.offset, self.length);
        match self.kind {
            TYPE_CALL => {
                f.command[1] = ENTRYPOINT_LOCAL;
                f.set_mid(self.mid);
            }
            TYPE_DATA => f.set_data(Data {
                source: self.source,
                format: self.format,
                compression: self.compression,
                status: self.status,
            }),
            _ => {}
        }
        f.encode()
    }

    /// Decodes a header, refusing a bad magic, an unknown type, and a
    /// metadata-plus-payload length above `max`.
    pub fn decode(h: &[u8; HEADER_LEN], max: u64) -> Result<Header, PacketError> {
        let f = Frame::decode(h).map_err(PacketError::BadMagic)?;
        let mut header = Header {
            kind: f.kind(),
            offset: f.offset,
            length: f.length,
            ..Header::default()
        };
        match header.kind {
            TYPE_DATA => {
                let d = f.data();
                (header.source, header.format) = (d.source, d.format);
                (header.compression, header.status) = (d.compression, d.status);
            }
            TYPE_CALL => header.mid = f.mid(),
            TYPE_PING => {}
            other => return Err(PacketError::UnknownType(other)),
        }
        if f.body_len() > max {
            return Err(PacketError::TooLarge {
                length: f.body_len(),
                max,
            });
        }
        Ok(header)
    }

    /// Metadata plus payload: the bytes that follow the header.
    pub fn body_len(&self) -> u64 {
        u64::from(self.offset) + self.length
    }
}

/// A PING (the pool answers with a PING).
pub fn ping() -> [u8; HEADER_LEN] {
    crate::frame::ping()
}

/// `METADATA_HEADER_MAGIC` and `METADATA_TYPE_SCHEMA_STRING` in
/// morloc-runtime-types/src/packet.rs.
const METADATA_MAGIC: &[u8; 3] = b"mmh";
const METADATA_SCHEMA_STRING: u8 = 0x01;

/// The metadata block naming a DATA packet's schema, as libmorloc builds it
/// for every argument it sends (`build_schema_metadata` in
/// morloc-runtime/src/packet_ffi.rs): "mmh", the entry type, the string's
/// length with its NUL (u32), the string and its NUL, zero-padded to a
/// multiple of 32 bytes. libmorloc needs it to read a RPTR+VOIDSTAR
/// argument; the pools cache the parsed schema by it.
pub fn schema_metadata(schema: &str) -> Vec<u8> {
    let len = schema.len() + 1;
    let padded = (8 + len).div_ceil(32) * 32;
    let mut out = Vec::with_capacity(padded);
    out.extend_from_slice(METADATA_MAGIC);
    out.push(METADATA_SCHEMA_STRING);
    out.extend_from_slice(&(len as u32).to_le_bytes());
    out.extend_from_slice(schema.as_bytes());
    out.resize(padded, 0);
    out
}

/// A DATA packet with a metadata block (see [`schema_metadata`]).
pub fn data_with_metadata(source: u8, format: u8, metadata: &[u8], payload: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(HEADER_LEN + metadata.len() + payload.len());
    push_data_with_metadata(&mut out, source, format, metadata, payload);
    out
}

/// [`data_with_metadata`] written at the end of `out` (a CALL being built).
pub fn push_data_with_metadata(
    out: &mut Vec<u8>,
    source: u8,
    format: u8,
    metadata: &[u8],
    payload: &[u8],
) {
    let data = Data {
        source,
        format,
        ..Data::default()
    };
    crate::frame::push_data(out, data, metadata, payload);
}

/// A result as morloc's nexus writes it for `run -f packet` (and
/// `-f voidstar`, the same bytes) and the daemon's `-f packet` replies: a
/// DATA packet, inline ([`SOURCE_MESG`]), voidstar ([`FORMAT_VOIDSTAR`]),
/// its schema string in the metadata ([`schema_metadata`]). morloc's
/// `normalize_data_packet_for_output` brings every result to this form,
/// and uncompressed (`-z 0`) adds nothing to it.
pub fn result_packet(
    schema: &crate::schema::Schema,
    value: &crate::json::Value,
) -> Result<Vec<u8>, String> {
    if matches!(schema.strip(), crate::schema::Schema::Table(_)) {
        return Err(
            "morloc writes a table's packet around the Arrow IPC bytes of arrow-rs's writer, which ours (-f arrow) are not byte for byte; use -f arrow, csv or json"
                .into(),
        );
    }
    let mut payload = super::voidstar::encode(schema, value)
        .map_err(|e| format!("the result cannot be written as voidstar: {e}"))?;
    // morloc's buffer is sized for the worst-case padding, zero-filled.
    let flat = super::voidstar::flat_len(schema, value)?;
    if flat > payload.len() {
        payload.resize(flat, 0);
    }
    Ok(data_with_metadata(
        SOURCE_MESG,
        FORMAT_VOIDSTAR,
        &schema_metadata(&without_hints(schema).to_string()),
        &payload,
    ))
}

/// The schema with its `<hint>`s dropped at every level, as morloc's pools
/// name a result's schema in its metadata (`<dict>m21nj…` is `m21nj…`).
fn without_hints(schema: &crate::schema::Schema) -> crate::schema::Schema {
    use crate::schema::Schema;
    let fields = |fs: &[(String, Schema)]| -> Vec<(String, Schema)> {
        fs.iter()
            .map(|(k, t)| (k.clone(), without_hints(t)))
            .collect()
    };
    match schema {
        Schema::Hint(_, inner) => without_hints(inner),
        Schema::List(t) => Schema::List(Box::new(without_hints(t))),
        Schema::Optional(t) => Schema::Optional(Box::new(without_hints(t))),
        Schema::Tuple(items) => Schema::Tuple(items.iter().map(without_hints).collect()),
        Schema::Record(fs) => Schema::Record(fields(fs)),
        Schema::Table(fs) => Schema::Table(fields(fs)),
        other => other.clone(),
    }
}

/// morloc's inline threshold (`MORLOC_INLINE_THRESHOLD`,
/// morloc-runtime-types/src/packet.rs): a pool's result whose flat size is
/// above it comes back through shared memory.
pub const INLINE_THRESHOLD: usize = 64 * 1024;

/// A result as morloc's nexus writes it for `run -f voidstar`: the bytes of
/// [`result_packet`], except that a result above [`INLINE_THRESHOLD`],
/// which reached morloc's nexus through shared memory, keeps that source
/// ([`SOURCE_RPTR`]) in its header although its payload is the flat value
/// (`print_morloc_data_packet` in morloc-runtime/src/packet_ffi.rs
/// rewrites the length and not the source). Written the same, so a file
/// compares equal; morloc's readers take the flat payload either way.
pub fn voidstar_packet(
    schema: &crate::schema::Schema,
    value: &crate::json::Value,
) -> Result<Vec<u8>, String> {
    let mut out = result_packet(schema, value)?;
    if super::voidstar::flat_len(schema, value)? > INLINE_THRESHOLD {
        out[13] = SOURCE_RPTR;
    }
    Ok(out)
}

/// A DATA packet without metadata.
pub fn data(source: u8, format: u8, payload: &[u8]) -> Vec<u8> {
    data_with_metadata(source, format, &[], payload)
}

/// A local CALL of `mid` whose payload is the argument packets in order.
pub fn call(mid: u32, args: &[Vec<u8>]) -> Vec<u8> {
    let length: usize = args.iter().map(Vec::len).sum();
    let mut out = Vec::with_capacity(HEADER_LEN + length);
    out.extend_from_slice(&call_header(mid, length as u64));
    for a in args {
        out.extend_from_slice(a);
    }
    out
}

/// The header of a CALL to `mid` whose argument packets take `length`
/// bytes.
pub fn call_header(mid: u32, length: u64) -> [u8; HEADER_LEN] {
    Header {
        kind: TYPE_CALL,
        mid,
        length,
        ..Header::default()
    }
    .encode()
}

/// The schema string in a DATA packet's metadata block (see
/// [`schema_metadata`]): the first SCHEMA_STRING entry, without its NUL.
/// Entries are 8-byte heads ("mmh", type, u32 length) and their bodies,
/// each padded to 32 bytes. `None`: no such entry, or a malformed block.
pub fn metadata_schema(meta: &[u8]) -> Option<&str> {
    let mut at = 0usize;
    while let Some(head) = meta.get(at..at.checked_add(8)?) {
        if &head[..3] != METADATA_MAGIC {
            return None;
        }
        let len = u32::from_le_bytes(head[4..8].try_into().ok()?) as usize;
        let body = meta.get(at + 8..(at + 8).checked_add(len)?)?;
        if head[3] == METADATA_SCHEMA_STRING {
            let text = body.strip_suffix(&[0]).unwrap_or(body);
            return std::str::from_utf8(text).ok();
        }
        at = (8 + len).div_ceil(32).checked_mul(32)?.checked_add(at)?;
    }
    None
}

/// A FAIL packet carrying `message`, as libmorloc's `make_fail_packet`
/// builds it: inline text, status FAIL, no metadata.
pub fn fail(message: &str) -> Vec<u8> {
    let data = Data {
        source: SOURCE_MESG,
        format: FORMAT_TEXT,
        compression: COMPRESSION_NONE,
        status: STATUS_FAIL,
    };
    let mut out = Vec::with_capacity(HEADER_LEN + message.len());
    crate::frame::push_data(&mut out, data, &[], message.as_bytes());
    out
}

/// `PACKET_ENTRYPOINT_REMOTE_SFS`: a CALL that libmorloc's `remote_call`
/// wrote for a SLURM job (the pool looks it up in `remote_dispatch`).
pub const ENTRYPOINT_REMOTE: u8 = 1;

/// Checks a CALL packet file that libmorloc's `remote_call` wrote, before
/// it is sent on to a pool unchanged: a whole CALL packet of at most `max`
/// bytes whose payload is DATA packets back to back. Arguments libmorloc
/// compressed (`MORLOC_CACHE_COMPRESSION_LEVEL` > 0) stay compressed: the
/// pool decompresses its own arguments. The mid, for messages.
pub fn check_call_file(bytes: &[u8], max: u64) -> Result<u32, String> {
    let head: &[u8; HEADER_LEN] = bytes
        .get(..HEADER_LEN)
        .and_then(|h| h.try_into().ok())
        .ok_or_else(|| {
            format!(
                "the call packet has {} bytes, fewer than a header",
                bytes.len()
            )
        })?;
    let header = Header::decode(head, max).map_err(|e| format!("the call packet: {e}"))?;
    if header.kind != TYPE_CALL {
        let why = if header.kind == TYPE_DATA && header.compression != COMPRESSION_NONE {
            format!(
                "a compressed DATA packet (compression {}), which this nexus does not decompress",
                header.compression
            )
        } else {
            format!("a packet of type {}", header.kind)
        };
        return Err(format!("the call packet file holds {why}, not a CALL"));
    }
    if (bytes.len() - HEADER_LEN) as u64 != header.body_len() {
        return Err(format!(
            "the call packet's header says {} bytes follow it, but the file has {}",
            header.body_len(),
            bytes.len() - HEADER_LEN
        ));
    }
    let mut at = HEADER_LEN + header.offset as usize;
    while at < bytes.len() {
        let arg: &[u8; HEADER_LEN] = bytes
            .get(at..at + HEADER_LEN)
            .and_then(|h| h.try_into().ok())
            .ok_or("the call packet's last argument is cut short")?;
        let h = Header::decode(arg, max).map_err(|e| format!("an argument packet: {e}"))?;
        if h.kind != TYPE_DATA {
            return Err(format!(
                "an argument packet of type {} instead of DATA",
                h.kind
            ));
        }
        at = usize::try_from(h.body_len())
            .ok()
            .and_then(|n| (at + HEADER_LEN).checked_add(n))
            .filter(|&end| end <= bytes.len())
            .ok_or("an argument packet runs past the end of the call packet")?;
    }
    Ok(header.mid)
}

/// What a pool answered to a call.
#[derive(Debug, Clone, PartialEq)]
pub enum Reply<'a> {
    /// The function raised: its message.
    Fail(String),
    /// An inline payload (voidstar, msgpack, JSON or text).
    Inline {
        /// How `payload` is encoded, a `FORMAT_*` value.
        format: u8,
        /// The value's bytes, after the metadata.
        payload: &'a [u8],
    },
    /// A relative pointer into shared memory.
    Rptr {
        /// How the value in shared memory is laid out (nexus reads
        /// [`FORMAT_VOIDSTAR`] and [`FORMAT_ARROW`]).
        format: u8,
        /// libmorloc's relptr to the value: a volume index and an offset
        /// in it ([`crate::morloc::voidstar::split_relptr`]).
        relptr: u64,
    },
    /// A file the payload names (libmorloc's FILE source).
    File {
        /// How the file is encoded (nexus reads [`FORMAT_MSGPACK`] result
        /// files, as libmorloc does).
        format: u8,
        /// The payload: the file's name as bytes, not yet checked
        /// ([`crate::morloc::msgpack::file_in_session`] does).
        name: &'a [u8],
    },
}

/// Reads the reply a pool sent: `body` is the metadata plus payload that
/// followed `header`.
pub fn reply<'a>(header: &Header, body: &'a [u8]) -> Result<Reply<'a>, String> {
    if header.kind != TYPE_DATA {
        return Err(format!(
            "the pool answered a call with a packet of type {} instead of DATA",
            header.kind
        ));
    }
    let start = header.offset as usize;
    let payload = body
        .get(start..)
        .filter(|p| p.len() as u64 == header.length)
        .ok_or_else(|| PacketError::Truncated.to_string())?;
    if header.status == STATUS_FAIL {
        let text = String::from_utf8_lossy(payload);
        return Ok(Reply::Fail(text.trim_end_matches('\0').trim().to_string()));
    }
    if header.compression != COMPRESSION_NONE {
        return Err(format!(
            "the pool sent a compressed result (compression {}); nexus reads only uncompressed packets: build the program without compression",
            header.compression
        ));
    }
    match header.source {
        SOURCE_MESG => Ok(Reply::Inline {
            format: header.format,
            payload,
        }),
        SOURCE_RPTR => {
            let bytes: [u8; 8] = payload.try_into().map_err(|_| {
                format!(
                    "a shared-memory result of {} bytes instead of an 8-byte relative pointer",
                    payload.len()
                )
            })?;
            Ok(Reply::Rptr {
                format: header.format,
                relptr: u64::from_le_bytes(bytes),
            })
        }
        SOURCE_FILE => Ok(Reply::File {
            format: header.format,
            name: payload,
        }),
        other => Err(format!(
            "the pool sent a result from source {other}, which libmorloc does not define (0 inline, 1 file, 2 shared memory)"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_result_packet_is_what_morlocs_run_f_packet_writes() {
        use crate::json::parse;
        use crate::schema::Schema;
        // morloc-nexus 0.98.2, `run -f packet fighterDamage 3` (an Int, 22).
        let mut want = vec![0x6d, 0xf8, 0x07, 0x07, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0];
        want.extend([0, 0, 0, 0, 0x20, 0, 0, 0, 0x10, 0, 0, 0, 0, 0, 0, 0]);
        want.extend(b"mmh\x01\x02\x00\x00\x00j");
        want.resize(64, 0);
        want.extend([1, 0, 0, 0, 0, 0, 0, 0, 22, 0, 0, 0, 0, 0, 0, 0]);
        let int = Schema::parse("j").unwrap();
        assert_eq!(result_packet(&int, &parse("22").unwrap()).unwrap(), want);
        // Hints are not in the metadata, at any depth.
        let hinted = Schema::parse("<dict>m21nj4meanf8").unwrap();
        let p = result_packet(&hinted, &parse(r#"{"n":3,"mean":2.5}"#).unwrap()).unwrap();
        assert_eq!(&p[40..52], b"m21nj4meanf8");
        assert_eq!(p[52], 0);
        // A list ends in the padding morloc's buffer reserves (`rRev
        // [1,2,3]` from morloc's nexus: 64 bytes of list, then 7 zeros).
        let list = Schema::parse("aj").unwrap();
        let p = result_packet(&list, &parse("[3,2,1]").unwrap()).unwrap();
        assert_eq!(p.len(), 64 + 71);
        assert_eq!(p[24..32], 71u64.to_le_bytes());
        assert!(p[128..].iter().all(|&b| b == 0));
        // Above the inline threshold, -f voidstar keeps morloc's RPTR source.
        let s = Schema::parse("s").unwrap();
        let big = crate::json::Value::String("x".repeat(INLINE_THRESHOLD));
        let (packet, voidstar) = (
            result_packet(&s, &big).unwrap(),
            voidstar_packet(&s, &big).unwrap(),
        );
        assert_eq!((packet[13], voidstar[13]), (SOURCE_MESG, SOURCE_RPTR));
        assert_eq!(packet[14..], voidstar[14..]);
        let small = crate::json::Value::String("x".into());
        assert_eq!(result_packet(&s, &small), voidstar_packet(&s, &small));
        let table = Schema::parse("T").unwrap();
        assert!(result_packet(&table, &parse("[]").unwrap()).is_err());
        let wrong = result_packet(&int, &parse(r#""x""#).unwrap()).unwrap_err();
        assert!(wrong.contains("voidstar"), "{wrong}");
    }

    #[test]
    fn an_argument_packet_is_byte_for_byte_what_morloc_nexus_sends() {
        // combat's fighterDamage(15) as morloc-nexus 0.98.2 sends it
        // (captured with strace -xx; bench/morloc_ceiling.c replays it).
        let expected: Vec<u8> = [
            &[0x6d, 0xf8, 0x07, 0x07][..],
            &[0; 8],
            &[
                0x01, 0, 0, 0, 0x02, 0, 0, 0, 0, 0, 0, 0, 0x50, 0, 0, 0, 0, 0, 0, 0,
            ],
            &[0x6d, 0xf8, 0x07, 0x07],
            &[0; 8],
            &[
                0, 0, 0x04, 0, 0, 0, 0, 0, 0x20, 0, 0, 0, 0x10, 0, 0, 0, 0, 0, 0, 0,
            ],
            b"mmh\x01\x02\x00\x00\x00j",
            &[0; 23],
            &[0x01, 0, 0, 0, 0, 0, 0, 0, 0x0f, 0, 0, 0, 0, 0, 0, 0],
        ]
        .concat();
        let mut voidstar = 1u64.to_le_bytes().to_vec();
        voidstar.extend_from_slice(&15u64.to_le_bytes());
        let meta = schema_metadata("j");
        assert_eq!(meta.len(), 32);
        let arg = data_with_metadata(SOURCE_MESG, FORMAT_VOIDSTAR, &meta, &voidstar);
        assert_eq!(call(2, &[arg]), expected);
        // A schema string of 24 bytes or more takes a second 32-byte block.
        assert_eq!(schema_metadata(&"a".repeat(23)).len(), 32);
        assert_eq!(schema_metadata(&"a".repeat(24)).len(), 64);
    }

    #[test]
    fn headers_round_trip_and_match_libmorloc_offsets() {
        let p = ping();
        assert_eq!(&p[0..4], &[0x6d, 0xf8, 0x07, 0x07]);
        assert_eq!(p[12], TYPE_PING);
        let c = call(7, &[data(SOURCE_MESG, FORMAT_VOIDSTAR, b"abc")]);
        assert_eq!(c.len(), 32 + 32 + 3);
        assert_eq!(&c[16..20], &7u32.to_le_bytes());
        let h = Header::decode(c[..32].try_into().unwrap(), 1 << 20).unwrap();
        assert_eq!((h.kind, h.mid, h.length), (TYPE_CALL, 7, 35));
        let d = Header::decode(c[32..64].try_into().unwrap(), 1 << 20).unwrap();
        assert_eq!(
            (d.source, d.format, d.length),
            (SOURCE_MESG, FORMAT_VOIDSTAR, 3)
        );
    }

    #[test]
    fn bad_headers_are_refused() {
        let mut p = ping();
        p[0] = 0;
        assert!(matches!(
            Header::decode(&p, 10),
            Err(PacketError::BadMagic(_))
        ));
        let mut p = ping();
        p[12] = 9;
        assert_eq!(Header::decode(&p, 10), Err(PacketError::UnknownType(9)));
        let big = data(SOURCE_MESG, FORMAT_TEXT, &[0; 11]);
        assert!(Header::decode(big[..32].try_into().unwrap(), 10).is_err());
    }

    #[test]
    fn replies_are_read() {
        let mut fail = data(SOURCE_MESG, FORMAT_TEXT, b"boom\0");
        fail[17] = STATUS_FAIL;
        let h = Header::decode(fail[..32].try_into().unwrap(), 100).unwrap();
        assert_eq!(reply(&h, &fail[32..]), Ok(Reply::Fail("boom".into())));
        let r = data(SOURCE_RPTR, FORMAT_VOIDSTAR, &5u64.to_le_bytes());
        let h = Header::decode(r[..32].try_into().unwrap(), 100).unwrap();
        assert_eq!(
            reply(&h, &r[32..]),
            Ok(Reply::Rptr {
                format: FORMAT_VOIDSTAR,
                relptr: 5
            })
        );
        let f = data(SOURCE_FILE, FORMAT_MSGPACK, b"/x/r.mpk");
        let h = Header::decode(f[..32].try_into().unwrap(), 100).unwrap();
        assert_eq!(
            reply(&h, &f[32..]),
            Ok(Reply::File {
                format: FORMAT_MSGPACK,
                name: b"/x/r.mpk"
            })
        );
        let mut odd = data(SOURCE_FILE, FORMAT_MSGPACK, b"");
        odd[13] = 9;
        let h = Header::decode(odd[..32].try_into().unwrap(), 100).unwrap();
        assert!(reply(&h, &odd[32..]).unwrap_err().contains("source 9"));
        let bad = data(SOURCE_RPTR, FORMAT_VOIDSTAR, &[1, 2]);
        let h = Header::decode(bad[..32].try_into().unwrap(), 100).unwrap();
        assert!(reply(&h, &bad[32..]).is_err());
    }

    #[test]
    fn remote_call_files_and_metadata_are_read() {
        let arg = data_with_metadata(
            SOURCE_MESG,
            FORMAT_VOIDSTAR,
            &schema_metadata("ai4"),
            &[1; 8],
        );
        let call_file = call(2, std::slice::from_ref(&arg));
        assert_eq!(check_call_file(&call_file, 1 << 20), Ok(2));
        assert!(check_call_file(&call_file[..call_file.len() - 1], 1 << 20).is_err());
        let mut bad_arg = call_file.clone();
        bad_arg[HEADER_LEN + 24] = 200; // the argument claims more than there is
        assert!(check_call_file(&bad_arg, 1 << 20).is_err());
        let mut zstd = arg.clone();
        zstd[15] = 1;
        assert!(
            check_call_file(&zstd, 1 << 20)
                .unwrap_err()
                .contains("compressed")
        );
        assert_eq!(metadata_schema(&schema_metadata("ai4")), Some("ai4"));
        assert_eq!(metadata_schema(b"mmh"), None);
        assert_eq!(metadata_schema(&[]), None);
        let f = fail("no");
        let h = Header::decode(f[..HEADER_LEN].try_into().unwrap(), 100).unwrap();
        assert_eq!(reply(&h, &f[HEADER_LEN..]), Ok(Reply::Fail("no".into())));
    }
}
