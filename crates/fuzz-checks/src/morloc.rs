//! The `voidstar`, `msgpack`, `table` and `table_out` targets: the three
//! layouts in which morloc's pools hand back data (libmorloc's voidstar,
//! msgpack result files, Arrow-like tables in shared memory), and a table
//! written out as `run -f csv|arrow` writes it. Owns their decode,
//! encode and round-trip rules under a budget, because each reads bytes a
//! pool wrote, maybe into shared memory another process can change.

use crate::alloc::check_alloc;
use nexus_core::json::{self, Value};
use nexus_core::json_scan;
use nexus_core::morloc::{msgpack, packet as mp, table, table_arrow, table_csv, voidstar};
use nexus_core::schema::Schema;

/// Schemas the voidstar target decodes against when the input does not
/// carry a parsable one.
const VOIDSTAR_SCHEMAS: [&str; 12] = [
    "j",
    "s",
    "b",
    "af8",
    "aj",
    "?s",
    "m21nj4meanf8",
    "t3bsi2",
    "a?m11xas",
    "u8",
    "aaz",
    "m21xa?m11ys1zt2bu1",
];

/// `voidstar` target: input `schema \0 bytes` (or byte 0 picks a schema
/// from a list when no NUL-terminated schema parses). The decoder never
/// panics and never yields more than its budget; a decoded value encodes
/// again, and that encoding decodes to the same value; the morloc packet
/// header decoder never accepts a body above its bound; relptr resolution
/// against a flat buffer stays inside it; the shared-memory allocator, run
/// by the input as a script over a fresh volume and over one whose blocks
/// the input overwrote, never panics or hangs and never hands out a block
/// outside the volume or overlapping another ([`crate::alloc`]).
pub fn check_voidstar(data: &[u8]) {
    check_alloc(data);
    let parsed = data.iter().position(|&b| b == 0).and_then(|nul| {
        let text = std::str::from_utf8(&data[..nul]).ok()?;
        Some((Schema::parse(text).ok()?, &data[nul + 1..]))
    });
    let (schema, bytes) = match parsed {
        Some(p) => p,
        None => {
            let Some((&pick, rest)) = data.split_first() else {
                return;
            };
            let text = VOIDSTAR_SCHEMAS[usize::from(pick) % VOIDSTAR_SCHEMAS.len()];
            (Schema::parse(text).expect("listed schemas parse"), rest)
        }
    };
    const BUDGET: u64 = 1 << 20;
    // A list decoded a run at a time to text says what the tree says: the
    // same text, or a refusal where the tree is refused (issue 30).
    if let Schema::List(elem) = schema.strip() {
        let mut budget = voidstar::Budget { remaining: BUDGET };
        let text = voidstar::decode_list_json(elem, &mut voidstar::Flat(bytes), 0, &mut budget);
        let tree = voidstar::decode_flat(&schema, bytes, BUDGET);
        match (text, tree) {
            (Ok(text), Ok(tree)) => assert_eq!(text, json::to_string(&tree), "list text"),
            (Err(_), Err(_)) => {}
            (text, tree) => panic!("list text {text:?} but tree {tree:?}"),
        }
    }
    if let Ok(value) = voidstar::decode_flat(&schema, bytes, BUDGET) {
        let again = voidstar::encode(&schema, &value)
            .unwrap_or_else(|e| panic!("a decoded value does not encode again: {e}"));
        assert_eq!(
            voidstar::encoded_len(&schema, &value),
            Some(again.len()),
            "encoded_len measures what encode makes"
        );
        if let Some(bound) = voidstar::max_len(&schema) {
            assert!(again.len() <= bound, "max_len bounds what encode makes");
        }
        // A flat list given as its text encodes to the bytes its value
        // encodes to (issue 30: big list arguments to morloc's pools).
        if let Schema::List(elem) = schema.strip() {
            let text = json::to_string(&value);
            let items = json_scan::array_items(&text).expect("printed lists split");
            if let Some(len) = voidstar::flat_list_len(elem, &text, &items) {
                assert_eq!(len, again.len(), "flat_list_len measures the list");
                let mut bytes = vec![0u8; len];
                voidstar::encode_flat_list_text(elem, &text, &items, 0, &mut |at, b| {
                    bytes[at..at + b.len()].copy_from_slice(b)
                })
                .unwrap_or_else(|e| panic!("a decoded list does not encode from its text: {e}"));
                assert_eq!(
                    bytes, again,
                    "a list from its text encodes as from its value"
                );
            }
        }
        let back = voidstar::decode_flat(&schema, &again, u64::MAX)
            .unwrap_or_else(|e| panic!("a re-encoded value does not decode: {e}"));
        assert_eq!(
            json::to_string(&back),
            json::to_string(&value),
            "decode . encode is not the identity"
        );
    }
    // Resolution through `Flat` returns exactly the bytes asked for, inside
    // the buffer, or an error.
    let mut flat = voidstar::Flat(bytes);
    for window in bytes.chunks(8).take(16) {
        let mut word = [0u8; 8];
        word[..window.len()].copy_from_slice(window);
        let relptr = u64::from_le_bytes(word);
        if let Ok(slice) = voidstar::Memory::read(&mut flat, relptr, 16) {
            assert_eq!(
                slice.len(),
                16,
                "a resolved relptr returned the wrong length"
            );
        }
    }
    if let Some(head) = bytes.get(..mp::HEADER_LEN) {
        let head: &[u8; mp::HEADER_LEN] = head.try_into().expect("32 bytes");
        if let Ok(h) = mp::Header::decode(head, 4096) {
            assert!(
                h.body_len() <= 4096,
                "a header above its bound was accepted"
            );
            let body = &bytes[mp::HEADER_LEN..];
            if let Ok(mp::Reply::Inline { payload, .. }) = mp::reply(&h, body) {
                assert_eq!(payload.len() as u64, h.length, "payload length mismatch");
            }
        }
    }
}

/// Schemas the msgpack target decodes against when the input does not
/// carry a parsable one.
const MSGPACK_SCHEMAS: [&str; 14] = [
    "j",
    "s",
    "b",
    "z",
    "f4",
    "af8",
    "aj",
    "?s",
    "u8",
    "i1",
    "m21nj4meanf8",
    "t3bsi2",
    "a?m11xas",
    "m41nj4names4tagsa?s4pairt2bf8",
];

/// Nodes plus string bytes: what a decode is charged at least.
fn msgpack_size(value: &Value) -> u64 {
    match value {
        Value::String(s) => 1 + s.len() as u64,
        Value::Array(items) => 1 + items.iter().map(msgpack_size).sum::<u64>(),
        Value::Object(map) => 1 + map.values().map(msgpack_size).sum::<u64>(),
        _ => 1,
    }
}

/// `msgpack` target: input `schema \0 bytes` (or byte 0 picks a schema from
/// a list when no NUL-terminated schema parses). The decoder never panics,
/// never yields more than its budget, and its errors are one line; a
/// decoded value fits its schema, encodes again, and that encoding decodes
/// to the same value; msgpack is prefix-free, so a strict prefix of an
/// accepted input is refused; a FILE reply's name is accepted only
/// directly inside the session directory.
pub fn check_msgpack(data: &[u8]) {
    let parsed = data.iter().position(|&b| b == 0).and_then(|nul| {
        let text = std::str::from_utf8(&data[..nul]).ok()?;
        Some((Schema::parse(text).ok()?, &data[nul + 1..]))
    });
    let (schema, bytes) = match parsed {
        Some(p) => p,
        None => {
            let Some((&pick, rest)) = data.split_first() else {
                return;
            };
            let text = MSGPACK_SCHEMAS[usize::from(pick) % MSGPACK_SCHEMAS.len()];
            (Schema::parse(text).expect("listed schemas parse"), rest)
        }
    };
    const BUDGET: u64 = 1 << 20;
    match msgpack::decode(&schema, bytes, BUDGET) {
        Ok(value) => {
            assert!(
                msgpack_size(&value) <= BUDGET,
                "msgpack: a decode produced more than its budget"
            );
            if let Err(e) = schema.validate(&value) {
                panic!("msgpack: a decoded value does not fit its schema: {e}");
            }
            let again = msgpack::encode(&schema, &value)
                .unwrap_or_else(|e| panic!("msgpack: a decoded value does not encode again: {e}"));
            let back = msgpack::decode(&schema, &again, u64::MAX)
                .unwrap_or_else(|e| panic!("msgpack: a re-encoded value does not decode: {e}"));
            assert_eq!(
                json::to_string(&back),
                json::to_string(&value),
                "msgpack: decode . encode is not the identity"
            );
            for cut in [bytes.len() / 2, bytes.len().saturating_sub(1)] {
                if cut < bytes.len() {
                    assert!(
                        msgpack::decode(&schema, &bytes[..cut], BUDGET).is_err(),
                        "msgpack: a strict prefix of an accepted value was accepted"
                    );
                }
            }
        }
        Err(e) => assert!(!e.contains('\n'), "msgpack: an error spans lines: {e}"),
    }
    let dir = std::path::Path::new("/dev/shm/nexus.1.0.0.m0.d");
    if let Ok(path) = msgpack::file_in_session(bytes, dir) {
        assert_eq!(
            path.parent(),
            Some(dir),
            "msgpack: a file name outside the session directory was accepted"
        );
        // Names need not be UTF-8 (the crash this target found first).
        use std::os::unix::ffi::OsStrExt;
        assert!(
            !matches!(
                path.file_name().map(|f| f.as_bytes()),
                Some(b"." | b"..") | None
            ),
            "msgpack: a file name that is not a file was accepted"
        );
    }
}

/// `table` target: the input as a table region, and (when it is UTF-8) as
/// JSON rows or columns and as CSV.
pub fn check_table(data: &[u8]) {
    if let Ok(view) = table::read(data) {
        let total = table::total_size(data).expect("a read table has a size") as usize;
        let mut longer = data.to_vec();
        longer.extend_from_slice(&[0xa5; 64]);
        let again = table::read(&longer).expect("bytes after the region change nothing");
        assert_eq!(
            again.to_columns(),
            view.to_columns(),
            "read past the region"
        );
        assert!(
            table::read(&data[..total - 1]).is_err(),
            "a cut region is refused"
        );
        let cols = view.to_columns();
        let bytes = table::encode(&cols, view.rows).expect("what reads writes");
        let back = table::read(&bytes).expect("what was written reads");
        assert_eq!(back.to_columns(), cols, "write then read is the identity");
        if let Ok(text) = view.rows_json() {
            assert!(json::parse(&text).is_ok(), "rows print as JSON: {text}");
        }
    }
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = table::csv_to_json(text, b',', &[]);
    if let Ok(value) = json::parse(text)
        && let Ok((cols, rows)) = table::from_json(&[], &value)
    {
        let bytes = table::encode(&cols, rows).expect("converted columns write");
        let view = table::read(&bytes).expect("written columns read");
        assert_eq!(
            view.to_columns(),
            cols,
            "JSON columns survive write and read"
        );
        let printed = view.rows_json().expect("written strings are UTF-8");
        assert!(
            json::parse(&printed).is_ok(),
            "rows print as JSON: {printed}"
        );
    }
}

/// `table_out` target: a table (a region, or JSON rows or columns) written
/// as `run -f csv` and `-f arrow` write it. The CSV reads back with the
/// same header and as many rows (when its text is UTF-8 and its names are
/// distinct); the Arrow file has its frame (magic at both ends, the
/// end-of-stream marker before a footer that lies inside the file).
pub fn check_table_out(data: &[u8]) {
    let (cols, rows) = match table::read(data) {
        Ok(view) => (view.to_columns(), view.rows),
        Err(_) => {
            let Some(value) = std::str::from_utf8(data)
                .ok()
                .and_then(|t| json::parse(t).ok())
            else {
                return;
            };
            match table::from_json(&[], &value) {
                Ok(pair) => pair,
                Err(_) => return,
            }
        }
    };
    let csv = table_csv::write(&cols, rows, b',');
    let names: Vec<&str> = cols.iter().map(|c| c.name.as_str()).collect();
    let distinct = names
        .iter()
        .enumerate()
        .all(|(i, n)| !names[..i].contains(n));
    if let Ok(text) = std::str::from_utf8(&csv)
        && distinct
        && !cols.is_empty()
    {
        assert_eq!(table::csv_header(text, b','), names, "the header: {text:?}");
        let back = table::csv_to_json(text, b',', &[]).expect("what we write reads");
        let Value::Object(back) = back else {
            panic!("CSV reads as columns");
        };
        for name in &names {
            match back.get(*name) {
                Some(Value::Array(cells)) => {
                    assert_eq!(cells.len(), rows, "column {name:?} of {text:?}")
                }
                other => panic!("column {name:?} is missing: {other:?}"),
            }
        }
    }
    let file = table_arrow::write(&cols, rows);
    let n = file.len();
    assert!(n >= 8 + 8 + 4 + 6, "an Arrow file has its frame");
    assert_eq!(&file[..8], b"ARROW1\0\0");
    assert_eq!(&file[n - 6..], b"ARROW1");
    let footer = i32::from_le_bytes([file[n - 10], file[n - 9], file[n - 8], file[n - 7]]);
    let footer = usize::try_from(footer).expect("the footer's size is positive");
    assert!(footer + 10 + 16 <= n, "the footer lies inside the file");
    let at = n - 10 - footer;
    assert_eq!(&file[at - 8..at], &[0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0]);
}
