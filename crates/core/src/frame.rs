//! The 32-byte packet header that both pool wires share: ours
//! (`crate::wire`, SPEC §2.2) and libmorloc's (`crate::morloc::packet`).
//! A pure codec over bytes.
//!
//! The layout is libmorloc's `PacketHeader` (morloc 0.98.2,
//! `data/rust/morloc-runtime-types/src/packet.rs`), little-endian: the magic
//! (u32), four u16 fields that are zero (plain, version, flavor, mode), an
//! 8-byte command, the metadata length (u32) and the payload length (u64).
//! The command's first byte is the packet type; what the other seven mean
//! depends on the type and the wire, so each wire reads them its own way.

/// Bytes in a header.
pub const HEADER_LEN: usize = 32;
/// `PACKET_MAGIC` in morloc-runtime-types/src/packet.rs.
pub const MAGIC: u32 = 0x0707_F86D;

/// Packet type (command byte 0, the same on both wires) of DATA: a value,
/// an argument in a CALL or the reply to one (libmorloc's
/// `PACKET_TYPE_DATA`).
pub const TYPE_DATA: u8 = 0;
/// Packet type of a CALL: the function id in command bytes 4..8, its
/// arguments as DATA packets back to back in the payload
/// (`PACKET_TYPE_CALL`).
pub const TYPE_CALL: u8 = 1;
/// Packet type of a PING: a bare header, to check that a pool is alive
/// (`PACKET_TYPE_PING`).
pub const TYPE_PING: u8 = 2;

/// A DATA packet's `source` (command byte 1) when the payload is the value,
/// inline (libmorloc's `PACKET_SOURCE_MESG`).
pub const SOURCE_MESG: u8 = 0;
/// `source` when the payload is the name of a file that holds the value
/// (`PACKET_SOURCE_FILE`; libmorloc's pools may reply so with a msgpack
/// file). Our wire does not use it.
pub const SOURCE_FILE: u8 = 1;
/// `source` when the value is in shared memory (`PACKET_SOURCE_RPTR`): on
/// libmorloc's wire the payload is an 8-byte relptr into its volumes; on
/// ours it names a shared-memory object ([`crate::wire::shm_reference`]).
pub const SOURCE_RPTR: u8 = 2;

/// A DATA packet's `format` (command byte 2) for JSON text (libmorloc's
/// `PACKET_FORMAT_JSON`). Our wire uses this and [`FORMAT_TEXT`] alone.
pub const FORMAT_JSON: u8 = 0;
/// `format` for msgpack (`PACKET_FORMAT_MSGPACK`), inline or in a file;
/// [`crate::morloc::msgpack`] reads it.
pub const FORMAT_MSGPACK: u8 = 1;
/// `format` for UTF-8 text (`PACKET_FORMAT_TEXT`): a FAIL's message on both
/// wires, and on ours a string argument or result, unquoted.
pub const FORMAT_TEXT: u8 = 2;
/// `format` 3, libmorloc's `PACKET_FORMAT_DATA`: with [`SOURCE_FILE`], the
/// payload names a file whose content libmorloc's `load_morloc_data_file`
/// reads (a packet, or an Arrow IPC file for a table). Our remote worker
/// returns a table so.
pub const FORMAT_DATA: u8 = 3;
/// `format` for morloc's binary layout (`PACKET_FORMAT_VOIDSTAR`), inline
/// or by RPTR; [`crate::morloc::voidstar`] reads and writes it.
pub const FORMAT_VOIDSTAR: u8 = 4;
/// morloc's table layout in shared memory (`morloc::table`), only by RPTR.
pub const FORMAT_ARROW: u8 = 5;

/// A DATA packet's `compression` (command byte 3): none
/// (`PACKET_COMPRESSION_NONE`), the only one either wire reads; libmorloc
/// also has zstd (1).
pub const COMPRESSION_NONE: u8 = 0;

/// A DATA packet's `status` (command byte 5) for a result
/// (`PACKET_STATUS_PASS`).
pub const STATUS_PASS: u8 = 0;
/// `status` for a failure (`PACKET_STATUS_FAIL`): the payload is its
/// message, as text.
pub const STATUS_FAIL: u8 = 1;

/// A header by position. `command[0]` is the type. On both wires a CALL's
/// function id is `command[4..8]`, and a DATA packet's command is
/// libmorloc's `CommandData` ([`Data`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Frame {
    /// The 8-byte command, header bytes 12..20: the type, then bytes that
    /// each type and wire read their own way.
    pub command: [u8; 8],
    /// Metadata bytes after the header.
    pub offset: u32,
    /// Payload bytes after the metadata.
    pub length: u64,
}

/// A DATA packet's command (libmorloc's `CommandData`): where the payload
/// is, how it is encoded, whether it is compressed, and whether it is a
/// failure. Byte 4 (libmorloc's `encryption`, always none) and bytes 6
/// and 7 (padding) are zero.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Data {
    /// Where the payload is: a `SOURCE_*` value (command byte 1).
    pub source: u8,
    /// How the payload is encoded: a `FORMAT_*` value (command byte 2).
    pub format: u8,
    /// [`COMPRESSION_NONE`], or libmorloc's zstd (1) (command byte 3).
    pub compression: u8,
    /// [`STATUS_PASS`] or [`STATUS_FAIL`] (command byte 5).
    pub status: u8,
}

impl Frame {
    /// A frame of type `kind` with these lengths; the rest of its command
    /// is the wire's to fill.
    pub fn new(kind: u8, offset: u32, length: u64) -> Frame {
        let mut command = [0u8; 8];
        command[0] = kind;
        Frame {
            command,
            offset,
            length,
        }
    }

    /// The packet type (command byte 0): a `TYPE_*` value, or a wire's own.
    pub fn kind(&self) -> u8 {
        self.command[0]
    }

    /// A CALL's function id (command bytes 4..8).
    pub fn mid(&self) -> u32 {
        let c = &self.command;
        u32::from_le_bytes([c[4], c[5], c[6], c[7]])
    }

    /// Sets a CALL's function id (command bytes 4..8, little-endian).
    pub fn set_mid(&mut self, mid: u32) {
        self.command[4..8].copy_from_slice(&mid.to_le_bytes());
    }

    /// A DATA packet's command bytes.
    pub fn data(&self) -> Data {
        let c = &self.command;
        Data {
            source: c[1],
            format: c[2],
            compression: c[3],
            status: c[5],
        }
    }

    /// Sets a DATA packet's command bytes 1, 2, 3 and 5 from `d`; the
    /// others are left as they are.
    pub fn set_data(&mut self, d: Data) {
        let c = &mut self.command;
        (c[1], c[2], c[3], c[5]) = (d.source, d.format, d.compression, d.status);
    }

    /// The header's bytes: [`MAGIC`], eight zero bytes (plain, version,
    /// flavor, mode), the command, `offset` and `length`, little-endian.
    pub fn encode(&self) -> [u8; HEADER_LEN] {
        let mut h = [0u8; HEADER_LEN];
        h[0..4].copy_from_slice(&MAGIC.to_le_bytes());
        h[12..20].copy_from_slice(&self.command);
        h[20..24].copy_from_slice(&self.offset.to_le_bytes());
        h[24..32].copy_from_slice(&self.length.to_le_bytes());
        h
    }

    /// Reads a header; `Err` carries the magic found when it is not ours.
    /// Bounds are each wire's to check.
    pub fn decode(h: &[u8; HEADER_LEN]) -> Result<Frame, u32> {
        let magic = u32::from_le_bytes([h[0], h[1], h[2], h[3]]);
        if magic != MAGIC {
            return Err(magic);
        }
        let mut command = [0u8; 8];
        command.copy_from_slice(&h[12..20]);
        let mut length = [0u8; 8];
        length.copy_from_slice(&h[24..32]);
        Ok(Frame {
            command,
            offset: u32::from_le_bytes([h[20], h[21], h[22], h[23]]),
            length: u64::from_le_bytes(length),
        })
    }

    /// Metadata plus payload: the bytes that follow the header (saturating:
    /// a wire bounds it before use).
    pub fn body_len(&self) -> u64 {
        u64::from(self.offset).saturating_add(self.length)
    }
}

/// Appends a DATA packet, the same on both wires: its header (command
/// `data`), `metadata`, then `payload`.
pub fn push_data(out: &mut Vec<u8>, data: Data, metadata: &[u8], payload: &[u8]) {
    let mut f = Frame::new(TYPE_DATA, metadata.len() as u32, payload.len() as u64);
    f.set_data(data);
    out.extend_from_slice(&f.encode());
    out.extend_from_slice(metadata);
    out.extend_from_slice(payload);
}

/// A bare PING header, the same on both wires: a pool answers it with the
/// same bytes (ours) or a PING of its own (libmorloc's).
pub fn ping() -> [u8; HEADER_LEN] {
    Frame::new(TYPE_PING, 0, 0).encode()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_frame_round_trips_at_libmorlocs_offsets() {
        let mut f = Frame::new(TYPE_CALL, 64, 1 << 40);
        f.set_mid(0x0102_0304);
        let h = f.encode();
        assert_eq!(&h[0..4], &MAGIC.to_le_bytes());
        assert_eq!(&h[4..12], &[0u8; 8], "plain, version, flavor, mode");
        assert_eq!(h[12], TYPE_CALL);
        assert_eq!(&h[16..20], &[4, 3, 2, 1]);
        assert_eq!(Frame::decode(&h), Ok(f));
        assert_eq!(f.mid(), 0x0102_0304);
        assert_eq!(f.body_len(), 64 + (1 << 40));
    }

    #[test]
    fn a_data_command_sits_where_libmorloc_puts_it() {
        let mut f = Frame::new(TYPE_DATA, 0, 0);
        let d = Data {
            source: 2,
            format: 4,
            compression: 0,
            status: 1,
        };
        f.set_data(d);
        let h = f.encode();
        assert_eq!(&h[12..20], &[TYPE_DATA, 2, 4, 0, 0, 1, 0, 0]);
        assert_eq!(Frame::decode(&h).map(|f| f.data()), Ok(d));
    }

    #[test]
    fn a_data_packet_is_its_header_metadata_and_payload() {
        let d = Data {
            source: SOURCE_RPTR,
            format: FORMAT_TEXT,
            compression: COMPRESSION_NONE,
            status: STATUS_FAIL,
        };
        let mut out = b"x".to_vec();
        push_data(&mut out, d, b"meta", b"payload");
        assert_eq!(out.len(), 1 + HEADER_LEN + 4 + 7);
        let head: &[u8; HEADER_LEN] = out[1..1 + HEADER_LEN].try_into().unwrap();
        let f = Frame::decode(head).unwrap();
        assert_eq!(
            (f.kind(), f.data(), f.offset, f.length),
            (TYPE_DATA, d, 4, 7)
        );
        assert_eq!(&out[1 + HEADER_LEN..], b"metapayload");
    }

    #[test]
    fn a_ping_is_the_magic_and_its_type_alone() {
        let mut want = [0u8; HEADER_LEN];
        want[..4].copy_from_slice(&[0x6d, 0xf8, 0x07, 0x07]);
        want[12] = TYPE_PING;
        assert_eq!(ping(), want);
    }

    #[test]
    fn a_bad_magic_is_refused_with_what_was_found() {
        let mut h = Frame::default().encode();
        h[0] = 0;
        assert_eq!(Frame::decode(&h), Err(0x0707_F800));
    }
}
