//! The `packet` target: the pool wires' packets. Owns the rules of our
//! wire's splitter and header codec (never past the input, payload inside
//! the packet, encode∘decode the identity) and of libmorloc's call packet
//! files and replies as the SLURM worker reads them, because every byte a
//! pool or a shared cache hands back goes through one of them.

use nexus_core::morloc::packet as mp;
use nexus_core::wire::{self, HEADER_LEN};

/// Length bounds the packet target tries.
const PACKET_MAX_LENS: [u64; 4] = [0, 64, 1 << 16, wire::DEFAULT_MAX_PACKET];

/// Splits every packet laid end to end in `buf`, checking each; recurses into
/// the arguments of a CALL once.
fn check_packets(buf: &[u8], max: u64, depth: u32) {
    let mut at = 0;
    while at <= buf.len() {
        let rest = &buf[at..];
        let split = match wire::split(rest, max) {
            Ok(Some(s)) => s,
            Ok(None) => {
                if let Some(head) = rest.first_chunk::<HEADER_LEN>() {
                    let h = wire::Header::decode(head, max)
                        .expect("Ok(None) with a whole header means it decoded");
                    assert!(
                        (rest.len() as u64) < HEADER_LEN as u64 + h.body_len(),
                        "Ok(None) only when bytes are missing"
                    );
                }
                return;
            }
            Err(_) => {
                assert!(
                    rest.len() >= HEADER_LEN,
                    "no error before a whole header is there"
                );
                return;
            }
        };
        let h = split.header;
        assert!(
            split.consumed <= rest.len(),
            "split consumed {} of {} bytes",
            split.consumed,
            rest.len()
        );
        assert_eq!(split.consumed as u64, HEADER_LEN as u64 + h.body_len());
        assert!(h.length <= max, "a length over the bound was accepted");
        assert!(split.payload.start <= split.payload.end && split.payload.end <= split.consumed);
        assert_eq!((split.payload.end - split.payload.start) as u64, h.length);
        assert_eq!(split.payload.start, HEADER_LEN + h.offset as usize);

        // Header round trip: decode(encode(h)) == h, and encoding is stable.
        let encoded = h.encode();
        assert_eq!(
            wire::Header::decode(&encoded, max),
            Ok(h),
            "a decoded header re-encodes to itself"
        );
        let head = rest
            .first_chunk::<HEADER_LEN>()
            .expect("a split packet has a header");
        assert_eq!(wire::Header::decode(head, max), Ok(h));

        let payload = &rest[split.payload.clone()];
        if h.kind == wire::TYPE_DATA
            && h.source == wire::SOURCE_SHM
            && let Ok((len, name)) = wire::parse_shm_reference(payload)
        {
            assert!(!name.is_empty() && !name.contains('/') && !name.starts_with('.'));
            assert_eq!(
                wire::shm_reference(len, name),
                payload,
                "an shm reference round-trips"
            );
        }
        if h.kind == wire::TYPE_CALL && depth == 0 {
            check_packets(payload, max, depth + 1);
        }
        if split.consumed == 0 {
            return;
        }
        at += split.consumed;
    }
}

/// `packet` target. Byte 0 picks the length bound; the rest is a stream of
/// packets. Also checks the encoders on a payload taken from the input.
pub fn check_packet(data: &[u8]) {
    let Some((&bound, stream)) = data.split_first() else {
        return;
    };
    let max = PACKET_MAX_LENS[usize::from(bound) % PACKET_MAX_LENS.len()];
    check_packets(stream, max, 0);

    let payload = &stream[..stream.len().min(256)];
    let mut data_packet = Vec::new();
    wire::push_data(
        &mut data_packet,
        wire::SOURCE_INLINE,
        wire::FORMAT_TEXT,
        wire::STATUS_FAIL,
        payload,
    );
    let call = wire::call(u32::from(bound), &data_packet);
    let split = wire::split(&call, u64::MAX)
        .expect("our own CALL decodes")
        .expect("and is whole");
    assert_eq!(split.consumed, call.len());
    assert_eq!(split.header.mid, u32::from(bound));
    let inner = wire::split(&call[split.payload], u64::MAX)
        .expect("our own DATA decodes")
        .expect("and is whole");
    assert_eq!(inner.header.status, wire::STATUS_FAIL);
    assert_eq!(&data_packet[inner.payload], payload);
    check_remote_packet(stream, max);
}

/// A call packet file that libmorloc's `remote_call` wrote (untrusted: it
/// sits in a shared cache) and the metadata block of a pool's reply, as the
/// SLURM worker reads them (`nexus::worker`).
fn check_remote_packet(stream: &[u8], max: u64) {
    if let Ok(mid) = mp::check_call_file(stream, max) {
        // Accepted: a CALL header whose length covers the file exactly, and
        // argument packets that tile its payload.
        let head: &[u8; mp::HEADER_LEN] = stream[..mp::HEADER_LEN].try_into().expect("a header");
        let h = mp::Header::decode(head, max).expect("an accepted header decodes");
        assert_eq!((h.kind, h.mid), (mp::TYPE_CALL, mid));
        assert_eq!((stream.len() - mp::HEADER_LEN) as u64, h.body_len());
    }
    if let Some(schema) = mp::metadata_schema(stream) {
        // The schema is bytes of the block, not made up.
        assert!(
            stream
                .windows(schema.len().max(1))
                .any(|w| schema.is_empty() || w == schema.as_bytes())
        );
    }
    // A FAIL packet the worker writes reads back as that message.
    let message = String::from_utf8_lossy(&stream[..stream.len().min(128)]).into_owned();
    let fail = mp::fail(&message);
    let head: &[u8; mp::HEADER_LEN] = fail[..mp::HEADER_LEN].try_into().expect("a header");
    let h = mp::Header::decode(head, u64::MAX).expect("our FAIL decodes");
    match mp::reply(&h, &fail[mp::HEADER_LEN..]) {
        Ok(mp::Reply::Fail(m)) => assert_eq!(m, message.trim_end_matches('\0').trim()),
        other => panic!("our FAIL packet read back as {other:?}"),
    }
}
