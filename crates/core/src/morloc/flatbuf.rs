//! A minimal FlatBuffers writer, for the Arrow IPC messages `run -f arrow`
//! writes (`table_arrow`): tables of scalars and offsets, strings, vectors
//! of structs and vectors of tables. Pure: an object tree in, bytes out.
//!
//! Facts from the FlatBuffers binary format (flatbuffers.dev, "Internals"):
//! a buffer starts with a u32 offset to its root table; an offset (u32) is
//! added to its own position and points forward; a table starts with an
//! i32 that, subtracted from the table's position, gives its vtable; a
//! vtable is u16s: its own size, the table's inline size, then each
//! field's offset inside the table (0: absent, the default); a string or
//! vector is a u32 count followed by its elements (a string also by a NUL);
//! every scalar is aligned to its size from the buffer's start.
//!
//! This writer lays the tree out front to back: a table's vtable, then the
//! table, then its children, each offset patched once its target is
//! written.

/// A field of a table.
#[derive(Debug, Clone, PartialEq)]
pub enum Val {
    /// A scalar stored inline: its little-endian bytes (1, 2, 4 or 8).
    Scalar(Vec<u8>),
    /// An offset to another object.
    Child(Obj),
}

/// An object a buffer holds.
#[derive(Debug, Clone, PartialEq)]
pub enum Obj {
    /// A table: its fields by id, `None` for an absent one.
    Table(Vec<Option<Val>>),
    /// A UTF-8 string.
    Str(String),
    /// A vector of structs: the elements' bytes, their count, and the
    /// structs' alignment.
    Structs(Vec<u8>, usize, usize),
    /// A vector of tables (offsets to them).
    Tables(Vec<Obj>),
}

/// A scalar field of `bytes`.
pub fn scalar<const N: usize>(bytes: [u8; N]) -> Option<Val> {
    Some(Val::Scalar(bytes.to_vec()))
}

/// A child field.
pub fn child(obj: Obj) -> Option<Val> {
    Some(Val::Child(obj))
}

fn pad_to(out: &mut Vec<u8>, align: usize) {
    while !out.len().is_multiple_of(align) {
        out.push(0);
    }
}

fn patch(out: &mut [u8], at: usize, target: usize) {
    let rel = (target - at) as u32;
    out[at..at + 4].copy_from_slice(&rel.to_le_bytes());
}

/// Writes `obj` at the end of `out` and returns where it starts (the
/// position an offset to it names).
fn write(out: &mut Vec<u8>, obj: &Obj) -> usize {
    match obj {
        Obj::Str(text) => {
            pad_to(out, 4);
            let at = out.len();
            out.extend_from_slice(&(text.len() as u32).to_le_bytes());
            out.extend_from_slice(text.as_bytes());
            out.push(0);
            at
        }
        Obj::Structs(bytes, count, align) => {
            pad_to(out, 4);
            while !(out.len() + 4).is_multiple_of((*align).max(4)) {
                out.extend_from_slice(&[0; 4]);
            }
            let at = out.len();
            out.extend_from_slice(&(*count as u32).to_le_bytes());
            out.extend_from_slice(bytes);
            at
        }
        Obj::Tables(items) => {
            pad_to(out, 4);
            let at = out.len();
            out.extend_from_slice(&(items.len() as u32).to_le_bytes());
            let slots: Vec<usize> = items
                .iter()
                .map(|_| {
                    out.extend_from_slice(&[0; 4]);
                    out.len() - 4
                })
                .collect();
            for (slot, item) in slots.into_iter().zip(items) {
                let target = write(out, item);
                patch(out, slot, target);
            }
            at
        }
        Obj::Table(fields) => write_table(out, fields),
    }
}

fn write_table(out: &mut Vec<u8>, fields: &[Option<Val>]) -> usize {
    // The inline layout: the vtable offset, then each field aligned to its
    // size, offsets as u32s.
    let size = |v: &Val| match v {
        Val::Scalar(b) => b.len(),
        Val::Child(_) => 4,
    };
    let mut max_align = 4usize;
    let mut at = 4usize;
    let mut places = vec![0u16; fields.len()];
    for (i, f) in fields.iter().enumerate() {
        let Some(v) = f else { continue };
        let s = size(v);
        max_align = max_align.max(s);
        at = at.div_ceil(s) * s;
        places[i] = at as u16;
        at += s;
    }
    let inline = at.div_ceil(max_align) * max_align;
    // The vtable, just before the table.
    pad_to(out, 2);
    let vtable = out.len();
    out.extend_from_slice(&((4 + 2 * fields.len()) as u16).to_le_bytes());
    out.extend_from_slice(&(inline as u16).to_le_bytes());
    for p in &places {
        out.extend_from_slice(&p.to_le_bytes());
    }
    pad_to(out, max_align);
    let table = out.len();
    out.resize(table + inline, 0);
    out[table..table + 4].copy_from_slice(&((table - vtable) as i32).to_le_bytes());
    let mut children = Vec::new();
    for (f, &p) in fields.iter().zip(&places) {
        match f {
            Some(Val::Scalar(b)) => {
                let p = table + p as usize;
                out[p..p + b.len()].copy_from_slice(b);
            }
            Some(Val::Child(obj)) => children.push((table + p as usize, obj)),
            None => {}
        }
    }
    for (slot, obj) in children {
        let target = write(out, obj);
        patch(out, slot, target);
    }
    table
}

/// A whole buffer whose root is `root` (a table), padded to 8 bytes.
pub fn finish(root: &Obj) -> Vec<u8> {
    let mut out = vec![0u8; 4];
    let at = write(&mut out, root);
    patch(&mut out, 0, at);
    pad_to(&mut out, 8);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn u32_at(b: &[u8], at: usize) -> usize {
        u32::from_le_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]]) as usize
    }

    fn u16_at(b: &[u8], at: usize) -> usize {
        u16::from_le_bytes([b[at], b[at + 1]]) as usize
    }

    /// Field `id` of the table at `table`: its position, if present.
    fn field(b: &[u8], table: usize, id: usize) -> Option<usize> {
        let soff = i32::from_le_bytes([b[table], b[table + 1], b[table + 2], b[table + 3]]);
        let vtable = (table as i64 - i64::from(soff)) as usize;
        let vsize = u16_at(b, vtable);
        let slot = 4 + 2 * id;
        (slot < vsize)
            .then(|| u16_at(b, vtable + slot))
            .filter(|&o| o != 0)
            .map(|o| table + o)
    }

    #[test]
    fn a_buffer_reads_back_as_the_format_says() {
        let root = Obj::Table(vec![
            scalar(7i16.to_le_bytes()),
            None,
            child(Obj::Str("name".into())),
            scalar(1u64.wrapping_neg().to_le_bytes()),
            child(Obj::Tables(vec![
                Obj::Table(vec![scalar([1u8])]),
                Obj::Table(vec![]),
            ])),
            child(Obj::Structs(vec![9; 16], 1, 8)),
        ]);
        let b = finish(&root);
        assert_eq!(b.len() % 8, 0);
        let t = u32_at(&b, 0);
        assert_eq!(t % 4, 0);
        let v = field(&b, t, 0).unwrap();
        assert_eq!(i16::from_le_bytes([b[v], b[v + 1]]), 7);
        assert_eq!(field(&b, t, 1), None);
        assert_eq!(field(&b, t, 9), None);
        let s = field(&b, t, 2).unwrap();
        let s = s + u32_at(&b, s);
        assert_eq!(&b[s..s + 8], b"\x04\0\0\0name");
        assert_eq!(b[s + 8], 0);
        let big = field(&b, t, 3).unwrap();
        assert_eq!(big % 8, 0, "an 8-byte scalar is aligned");
        assert_eq!(&b[big..big + 8], &[0xff; 8]);
        let tables = field(&b, t, 4).unwrap();
        let tables = tables + u32_at(&b, tables);
        assert_eq!(u32_at(&b, tables), 2);
        let first = tables + 4 + u32_at(&b, tables + 4);
        assert_eq!(b[field(&b, first, 0).unwrap()], 1);
        let second = tables + 8 + u32_at(&b, tables + 8);
        assert_eq!(field(&b, second, 0), None);
        let structs = field(&b, t, 5).unwrap();
        let structs = structs + u32_at(&b, structs);
        assert_eq!(u32_at(&b, structs), 1);
        assert_eq!((structs + 4) % 8, 0, "struct elements are aligned");
        assert_eq!(&b[structs + 4..structs + 20], &[9; 16]);
    }
}
