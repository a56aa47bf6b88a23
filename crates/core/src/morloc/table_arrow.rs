//! A table written as an Arrow IPC file, as morloc's `run -f arrow` writes
//! one (`write_arrow_ipc_to_buffer` in morloc 0.98.2's
//! `data/rust/morloc-runtime/src/arrow_ipc_reader.rs` uses arrow-rs's
//! `FileWriter`: the file format, `ARROW1` at both ends). Pure: columns in,
//! bytes out; pyarrow, polars and DuckDB read it back to the same table.
//!
//! Facts from the Arrow columnar format specification (arrow.apache.org,
//! "Serialization and Interprocess Communication" and `format/Schema.fbs`,
//! `Message.fbs`, `File.fbs`):
//! - file: `ARROW1`, two bytes of padding, the stream (a Schema message,
//!   the RecordBatch messages, the end-of-stream marker `0xFFFFFFFF 0`),
//!   the Footer FlatBuffer (version, schema, record batch blocks), its size
//!   (i32), `ARROW1`;
//! - an encapsulated message: `0xFFFFFFFF`, the metadata's size (i32, the
//!   FlatBuffer padded so the body starts 8-aligned), the Message
//!   FlatBuffer, then the body;
//! - in a body, each column has a validity buffer (empty: no nulls), then
//!   its values (a bit per boolean, LSB first; fixed-width numbers; for
//!   strings, `rows + 1` i32 offsets and the bytes), each buffer at a
//!   multiple of 8 (we use 64, the recommended alignment);
//! - union and enum codes: MetadataVersion V5 = 4; MessageHeader Schema = 1,
//!   RecordBatch = 3; Type Int = 2, FloatingPoint = 3, Utf8 = 5, Bool = 6;
//!   Precision SINGLE = 1, DOUBLE = 2.
//!
//! morloc's tables have no nulls (their shared-memory layout carries no
//! validity bitmap), so every field is written non-nullable, as morloc's
//! file declares them.

use super::flatbuf::{Obj, child, finish, scalar};
use super::table::{Cells, ColType, Column};

const MAGIC: &[u8; 6] = b"ARROW1";
const V5: [u8; 2] = 4i16.to_le_bytes();
const BUFFER_ALIGN: usize = 64;

/// A column's Field table: name, non-nullable, its type, no children.
fn field(col: &Column) -> Obj {
    let (code, ty) = match col.ty {
        ColType::Bool => (6u8, Obj::Table(vec![])),
        ColType::Str => (5, Obj::Table(vec![])),
        ColType::Int(w) | ColType::UInt(w) => (
            2,
            Obj::Table(vec![
                scalar((8 * i32::from(w)).to_le_bytes()),
                scalar([u8::from(matches!(col.ty, ColType::Int(_)))]),
            ]),
        ),
        ColType::Real(w) => (
            3,
            Obj::Table(vec![scalar(
                (if w == 4 { 1i16 } else { 2i16 }).to_le_bytes(),
            )]),
        ),
    };
    Obj::Table(vec![
        child(Obj::Str(col.name.clone())),
        scalar([0u8]),
        scalar([code]),
        child(ty),
        None,
        child(Obj::Tables(vec![])),
    ])
}

/// The Schema table: little-endian, the columns' fields.
fn schema(cols: &[Column]) -> Obj {
    Obj::Table(vec![
        scalar(0i16.to_le_bytes()),
        child(Obj::Tables(cols.iter().map(field).collect())),
    ])
}

/// A Message table of `kind` (`1` Schema, `3` RecordBatch).
fn message(kind: u8, header: Obj, body_len: usize) -> Vec<u8> {
    finish(&Obj::Table(vec![
        scalar(V5),
        scalar([kind]),
        child(header),
        scalar((body_len as i64).to_le_bytes()),
    ]))
}

/// The column's buffers' bytes, in order (after its empty validity one).
fn buffers(col: &Column, rows: usize) -> Vec<Vec<u8>> {
    match &col.cells {
        Cells::Bool(bits) => {
            let mut packed = vec![0u8; rows.div_ceil(8)];
            for (r, _) in bits.iter().enumerate().filter(|(_, b)| **b) {
                packed[r / 8] |= 1 << (r % 8);
            }
            vec![packed]
        }
        Cells::Str(offsets, bytes) => {
            let offs: Vec<u8> = offsets.iter().flat_map(|o| o.to_le_bytes()).collect();
            vec![offs, bytes.clone()]
        }
        Cells::Fixed(data) => vec![data.clone()],
    }
}

/// Appends an encapsulated message: the continuation marker, the padded
/// metadata's size, the metadata, the body. Returns the metadata's length
/// as a Block counts it (prefix included).
fn encapsulate(out: &mut Vec<u8>, metadata: &[u8], body: &[u8]) -> usize {
    let padded = (8 + metadata.len()).div_ceil(8) * 8 - 8;
    out.extend_from_slice(&0xFFFF_FFFFu32.to_le_bytes());
    out.extend_from_slice(&(padded as i32).to_le_bytes());
    out.extend_from_slice(metadata);
    out.resize(out.len() + padded - metadata.len(), 0);
    out.extend_from_slice(body);
    8 + padded
}

/// The table as an Arrow IPC file: one record batch of `rows` rows.
pub fn write(cols: &[Column], rows: usize) -> Vec<u8> {
    // The record batch's body and its buffer and node lists.
    let mut body = Vec::new();
    let mut buffer_list = Vec::new();
    let mut nodes = Vec::new();
    for col in cols {
        nodes.extend((rows as i64).to_le_bytes());
        nodes.extend(0i64.to_le_bytes());
        let mut add = |bytes: &[u8]| {
            buffer_list.extend((body.len() as i64).to_le_bytes());
            buffer_list.extend((bytes.len() as i64).to_le_bytes());
            body.extend_from_slice(bytes);
            body.resize(body.len().div_ceil(BUFFER_ALIGN) * BUFFER_ALIGN, 0);
        };
        add(&[]);
        for b in buffers(col, rows) {
            add(&b);
        }
    }
    let batch = Obj::Table(vec![
        scalar((rows as i64).to_le_bytes()),
        child(Obj::Structs(nodes, cols.len(), 8)),
        child(Obj::Structs(
            buffer_list,
            3 * cols.len() - count_fixed(cols),
            8,
        )),
    ]);
    let mut out = Vec::with_capacity(body.len() + 1024);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&[0, 0]);
    encapsulate(&mut out, &message(1, schema(cols), 0), &[]);
    let batch_at = out.len();
    let meta_len = encapsulate(&mut out, &message(3, batch, body.len()), &body);
    out.extend_from_slice(&0xFFFF_FFFFu32.to_le_bytes());
    out.extend_from_slice(&0u32.to_le_bytes());
    // The footer: version, schema, no dictionaries, the one batch's block
    // (offset i64, metadata length i32 and 4 bytes of padding, body i64).
    let mut block = Vec::with_capacity(24);
    block.extend((batch_at as i64).to_le_bytes());
    block.extend((meta_len as i32).to_le_bytes());
    block.extend([0; 4]);
    block.extend((body.len() as i64).to_le_bytes());
    let footer = finish(&Obj::Table(vec![
        scalar(V5),
        child(schema(cols)),
        child(Obj::Structs(Vec::new(), 0, 8)),
        child(Obj::Structs(block, 1, 8)),
    ]));
    out.extend_from_slice(&footer);
    out.extend_from_slice(&(footer.len() as i32).to_le_bytes());
    out.extend_from_slice(MAGIC);
    out
}

/// How many columns have one value buffer (not a string's two): each
/// column has a validity buffer, a value buffer, and a string one more.
fn count_fixed(cols: &[Column]) -> usize {
    cols.iter().filter(|c| c.ty != ColType::Str).count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json;
    use crate::morloc::table::{from_json_ordered, key_order};

    fn arrow(text: &str) -> Vec<u8> {
        let v = json::parse(text).unwrap();
        let (cols, rows) = from_json_ordered(&[], &v, &key_order(text)).unwrap();
        write(&cols, rows)
    }

    #[test]
    fn the_file_has_arrows_frame() {
        let f =
            arrow(r#"[{"name":"a","n":1,"x":0.5,"ok":true},{"name":"bc","n":2,"x":1,"ok":false}]"#);
        assert_eq!(&f[..8], b"ARROW1\0\0");
        assert_eq!(&f[f.len() - 6..], b"ARROW1");
        assert_eq!(&f[8..12], &[0xff; 4], "the schema message");
        let meta = i32::from_le_bytes([f[12], f[13], f[14], f[15]]) as usize;
        assert_eq!((16 + meta) % 8, 0);
        let n = f.len();
        let footer = i32::from_le_bytes([f[n - 10], f[n - 9], f[n - 8], f[n - 7]]) as usize;
        let footer_at = n - 10 - footer;
        assert_eq!(
            &f[footer_at - 8..footer_at],
            &[0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0]
        );
        // The body holds the strings and the booleans' bits (true, false).
        let text = String::from_utf8_lossy(&f);
        assert!(text.contains("abc"), "{text}");
        assert!(text.contains("name") && text.contains("ok"));
    }

    #[test]
    fn buffers_are_counted_per_column() {
        let v = json::parse(r#"[{"s":"x","b":true}]"#).unwrap();
        let (cols, _) = from_json_ordered(&[], &v, &["s".into(), "b".into()]).unwrap();
        assert_eq!(3 * cols.len() - count_fixed(&cols), 5);
    }
}
