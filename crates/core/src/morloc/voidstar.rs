//! JSON ⇄ libmorloc's voidstar layout, per schema: pure, bounded, and
//! total over untrusted bytes.
//!
//! Facts from morloc 0.98.2 (`data/rust/morloc-runtime-types/src/schema.rs`
//! for widths and alignments, `morloc-runtime/src/voidstar.rs` for the flat
//! layout, `morloc-runtime/src/json.rs` and `eval_ffi.rs` for `Int`):
//!
//! | type            | slot (width, alignment)                          |
//! |-----------------|--------------------------------------------------|
//! | Unit            | 0, 1                                             |
//! | Bool            | 1 byte, 0 or 1                                   |
//! | i/u 1,2,4,8     | that many bytes, little-endian                   |
//! | Real (f4, f8)   | IEEE 754, little-endian                          |
//! | Int (`j`)       | 16, 8: limb count, then the one limb (i64) or a relptr to the limbs (u64, little-endian, two's complement) |
//! | Str, list       | 16, 8: element count, relptr to the elements     |
//! | tuple           | C struct of the items; alignment the largest item's |
//! | record          | C struct of the fields; alignment 8              |
//! | optional        | 8, 8: RELNULL (-1) when absent, else a relptr to the value |
//!
//! A relptr packs a 15-bit volume index (bits 62..48) and a 48-bit offset
//! (`shm_types.rs`); bit 63 marks sentinels. In a flat (inline) buffer,
//! relptrs are offsets from the buffer's start. List element data is
//! aligned to 64 bytes for numeric elements (`array_data_alignment`), else
//! to the element's alignment; a string's bytes to 1.
//!
//! Decoding walks the schema, so its recursion is bounded by the schema's
//! depth, and every node and byte it produces is charged to a budget.

use crate::json::{Number, Object, Value};
use crate::schema::Schema;

/// `RELNULL` in morloc-runtime-types/src/shm_types.rs.
pub const RELNULL: u64 = u64::MAX;
/// Bit 63: a sentinel relptr.
pub const SENTINEL_BIT: u64 = 1 << 63;
/// Bits 62..48: the volume index.
pub const VOL_SHIFT: u32 = 48;
/// The volume index's mask once shifted down by [`VOL_SHIFT`] (15 bits).
pub const VOL_MASK: u64 = 0x7FFF;
/// Bits 47..0: the offset inside the volume.
pub const OFFSET_MASK: u64 = (1 << 48) - 1;
/// `MORLOC_ARRAY_DATA_ALIGN`: numeric list data is 64-byte aligned.
pub const NUMERIC_DATA_ALIGN: usize = 64;
/// Most limbs an `Int` may carry (nexus carries i64 ∪ u64 exactly).
pub const MAX_LIMBS: u64 = 1024;

/// The (volume, offset) of a relptr, or `None` for a sentinel.
pub fn split_relptr(relptr: u64) -> Option<(usize, u64)> {
    if relptr & SENTINEL_BIT != 0 {
        return None;
    }
    Some((
        ((relptr >> VOL_SHIFT) & VOL_MASK) as usize,
        relptr & OFFSET_MASK,
    ))
}

/// Width and alignment of a schema's slot.
pub fn layout(schema: &Schema) -> Result<(usize, usize), String> {
    Ok(match schema {
        Schema::Unit => (0, 1),
        Schema::Bool => (1, 1),
        Schema::Int { bytes, .. } | Schema::Real { bytes } => (*bytes as usize, *bytes as usize),
        Schema::BigInt | Schema::Str | Schema::List(_) => (16, 8),
        Schema::Optional(_) => (8, 8),
        Schema::Tuple(items) => {
            let (width, align, _) = struct_layout(items.iter())?;
            (width, align)
        }
        Schema::Record(fields) => {
            let (width, _, _) = struct_layout(fields.iter().map(|(_, s)| s))?;
            (width, 8)
        }
        Schema::Hint(_, inner) => layout(inner)?,
        Schema::Table(_) | Schema::Stream(_) => {
            return Err(format!(
                "{} has no voidstar codec in nexus",
                schema.type_name()
            ));
        }
    })
}

/// C-struct layout: (width padded to the largest alignment, that
/// alignment, each member's offset) — `calculate_tuple_layout` upstream.
fn struct_layout<'a>(
    members: impl Iterator<Item = &'a Schema>,
) -> Result<(usize, usize, Vec<usize>), String> {
    let mut offsets = Vec::new();
    let mut at = 0usize;
    let mut max_align = 1;
    for m in members {
        let (w, a) = layout(m)?;
        max_align = max_align.max(a);
        at = align_up(at, a);
        offsets.push(at);
        at += w;
    }
    Ok((align_up(at, max_align), max_align, offsets))
}

fn align_up(x: usize, align: usize) -> usize {
    x.div_ceil(align) * align
}

fn is_numeric(schema: &Schema) -> bool {
    matches!(schema.strip(), Schema::Int { .. } | Schema::Real { .. })
}

/// Alignment of a list's element data.
fn data_align(elem: &Schema) -> Result<usize, String> {
    let (_, a) = layout(elem)?;
    Ok(if is_numeric(elem) {
        a.max(NUMERIC_DATA_ALIGN)
    } else {
        a
    })
}

// ------------------------------------------------------ morloc's flat size

/// Whether a slot holds its whole value (morloc's `is_fixed_width`): the
/// primitives, and tuples and records of them.
fn fixed_width(schema: &Schema) -> bool {
    match schema {
        Schema::Unit | Schema::Bool | Schema::Int { .. } | Schema::Real { .. } => true,
        Schema::Tuple(items) => items.iter().all(fixed_width),
        Schema::Record(fields) => fields.iter().all(|(_, s)| fixed_width(s)),
        Schema::Hint(_, inner) => fixed_width(inner),
        _ => false,
    }
}

/// The size of the buffer morloc's nexus writes a value's flat voidstar
/// in (`calc_voidstar_size` in morloc-runtime/src/ffi.rs, which
/// `flatten_to_buffer` allocates and zero-fills): the value's bytes plus
/// the worst-case alignment padding of each list's data (`align - 1`, 63
/// for numbers) and each present optional's value, so a flat result can
/// end in zeros that [`encode`] does not write. A big integer of one limb
/// is 16 bytes, as every integer nexus carries is.
pub fn flat_len(schema: &Schema, value: &Value) -> Result<usize, String> {
    let (width, _) = layout(schema)?;
    // The bytes a member adds beyond its slot.
    let beyond = |s: &Schema, v: &Value| -> Result<usize, String> {
        Ok(flat_len(s, v)?.saturating_sub(layout(s)?.0))
    };
    Ok(match (schema, value) {
        (Schema::Hint(_, inner), v) => flat_len(inner, v)?,
        (Schema::Str, Value::String(text)) => 16 + text.len(),
        (Schema::List(_), Value::Array(items)) if items.is_empty() => 16,
        (Schema::List(elem), Value::Array(items)) => {
            let data = match fixed_width(elem) {
                true => layout(elem)?.0 * items.len(),
                false => items
                    .iter()
                    .map(|v| flat_len(elem, v))
                    .sum::<Result<usize, String>>()?,
            };
            16 + data_align(elem)? - 1 + data
        }
        (Schema::Optional(_), Value::Null) => 8,
        (Schema::Optional(inner), v) => 8 + layout(inner)?.1.max(1) - 1 + flat_len(inner, v)?,
        _ if fixed_width(schema) => width,
        (Schema::Tuple(items), Value::Array(vs)) => {
            let mut n = width;
            for (s, v) in items.iter().zip(vs) {
                n += beyond(s, v)?;
            }
            n
        }
        (Schema::Record(fields), Value::Object(map)) => {
            let mut n = width;
            for (k, s) in fields {
                if let Some(v) = map.get(k) {
                    n += beyond(s, v)?;
                }
            }
            n
        }
        _ => width,
    })
}

// ---------------------------------------------------------------- encode

/// Encodes `value` as a flat voidstar buffer (the payload of a MESG+VOIDSTAR
/// packet): the root slot at offset 0, variable data after it.
pub fn encode(schema: &Schema, value: &Value) -> Result<Vec<u8>, String> {
    encode_at(schema, value, 0)
}

/// [`encode`] for a buffer that will sit at relptr `base` (a block in a
/// shared-memory volume): every relptr it holds is `base` plus the offset
/// in the buffer, so the value resolves where it is placed. The layout is
/// the same for every base; `base` must be 8-aligned so the alignments
/// inside the buffer hold in the volume.
pub fn encode_at(schema: &Schema, value: &Value, base: u64) -> Result<Vec<u8>, String> {
    let (width, _) = layout(schema)?;
    let mut buf = vec![0u8; width];
    write_slot(&mut buf, 0, schema, value, base)?;
    Ok(buf)
}

/// [`encode_at`] handed out piece by piece to `write(offset, bytes)`: a
/// string (a big argument's usual case) goes from the value straight to
/// `write`, its slot then its bytes, with no buffer of its encoding in
/// between; any other value is encoded whole first.
pub fn encode_to(
    schema: &Schema,
    value: &Value,
    base: u64,
    write: &mut dyn FnMut(usize, &[u8]),
) -> Result<(), String> {
    match (schema.strip(), value) {
        // The layout `write_slot` gives it: the 16-byte slot (length,
        // relptr), the bytes right after it.
        (Schema::Str, Value::String(s)) if !s.is_empty() => {
            let mut slot = [0u8; 16];
            slot[..8].copy_from_slice(&(s.len() as u64).to_le_bytes());
            slot[8..].copy_from_slice(&(base + 16).to_le_bytes());
            write(0, &slot);
            write(16, s.as_bytes());
        }
        _ => write(0, &encode_at(schema, value, base)?),
    }
    Ok(())
}

/// Whether a value of `schema` is its slot alone: no relptr, nothing
/// reserved after it (a Boolean, a number, a unit).
fn is_flat(schema: &Schema) -> bool {
    match schema {
        Schema::Hint(_, inner) => is_flat(inner),
        Schema::Unit | Schema::Bool | Schema::Int { .. } | Schema::Real { .. } => true,
        _ => false,
    }
}

/// Whether an integer's text is at most 18 digits: an `i64` for sure, so
/// a big integer of it is its slot alone (above `i64` its limbs are
/// reserved after the list's data).
fn small_integer_text(text: &str) -> bool {
    let text = text.trim();
    let digits = text.strip_prefix('-').unwrap_or(text);
    (1..=18).contains(&digits.len()) && digits.bytes().all(|b| b.is_ascii_digit())
}

/// The voidstar length of the list whose items are `items` of `text`, as
/// [`encode`] makes it for the parsed list, when every element is its slot
/// alone (`is_flat`; a big integer when its text is a small integer);
/// `None` otherwise (the list is then encoded from its tree).
pub fn flat_list_len(elem: &Schema, text: &str, items: &[(usize, usize)]) -> Option<usize> {
    let flat = match elem.strip() {
        Schema::BigInt => items
            .iter()
            .all(|&(a, b)| text.get(a..b).is_some_and(small_integer_text)),
        _ => is_flat(elem),
    };
    if !flat {
        return None;
    }
    if items.is_empty() {
        return Some(16);
    }
    let (w, _) = layout(elem).ok()?;
    align_up(16, data_align(elem).ok()?).checked_add(w.checked_mul(items.len())?)
}

/// A list of flat elements encoded from its items' JSON text (`items`:
/// spans of `text`, as [`crate::json_scan::array_items`] finds them), at
/// relptr `base`, handed to `write(offset, bytes)` a run at a time: each
/// item is read as the whole text's reading reads it ([`crate::json::parse`])
/// and written by the rule a parsed list's elements are, so the bytes are
/// [`encode_at`]'s for the parsed list, without the list ever being a tree
/// (issue 30). Its length is [`flat_list_len`]'s.
pub fn encode_flat_list_text(
    elem: &Schema,
    text: &str,
    items: &[(usize, usize)],
    base: u64,
    write: &mut dyn FnMut(usize, &[u8]),
) -> Result<(), String> {
    let (w, _) = layout(elem)?;
    let data = if items.is_empty() {
        0
    } else {
        align_up(16, data_align(elem)?)
    };
    let mut slot = [0u8; 16];
    slot[..8].copy_from_slice(&(items.len() as u64).to_le_bytes());
    if !items.is_empty() {
        slot[8..].copy_from_slice(&(base + data as u64).to_le_bytes());
    }
    write(0, &slot);
    write(16, &vec![0; data.saturating_sub(16)]);
    let mut run = Vec::with_capacity(LIST_RUN.min(items.len()) * w);
    for (k, chunk) in items.chunks(LIST_RUN).enumerate() {
        run.clear();
        run.resize(chunk.len() * w, 0);
        for (i, &(start, end)) in chunk.iter().enumerate() {
            let item = text.get(start..end).ok_or("an item outside its list")?;
            let value = match crate::json::number(item) {
                Some(number) => number,
                None => crate::json::parse(item).map_err(|e| e.to_string())?,
            };
            write_slot(&mut run, i * w, elem, &value, base)?;
        }
        write(data + k * LIST_RUN * w, &run);
    }
    Ok(())
}

/// The length of `value`'s voidstar buffer, as [`encode`] would make it,
/// without making it: the caller learns whether an argument goes inline or
/// into shared memory before encoding it once, where it goes. `None` when
/// the value does not fit the schema; [`encode`] then says why. Walks the
/// value in the order `write_slot` reserves its data (bounded by the
/// value's depth, which parsing bounded).
pub fn encoded_len(schema: &Schema, value: &Value) -> Option<usize> {
    let (width, _) = layout(schema).ok()?;
    let mut end = width;
    measure(&mut end, schema, value)?;
    Some(end)
}

/// The most bytes any value of `schema` encodes to, when that is bounded
/// (no strings or lists inside): its slot, and what its big integers and
/// optionals may reserve after it. A caller whose bound is small enough
/// need not [measure](encoded_len) each value.
pub fn max_len(schema: &Schema) -> Option<usize> {
    /// The most bytes `write_slot` may reserve past the slot.
    fn extra(schema: &Schema) -> Option<usize> {
        match schema {
            Schema::Unit | Schema::Bool | Schema::Int { .. } | Schema::Real { .. } => Some(0),
            // Beyond i64: two limbs, 8-aligned.
            Schema::BigInt => Some(7 + 16),
            Schema::Optional(inner) => {
                let (w, a) = layout(inner).ok()?;
                Some(a - 1 + w + extra(inner)?)
            }
            Schema::Tuple(items) => items.iter().map(extra).sum(),
            Schema::Record(fields) => fields.iter().map(|(_, s)| extra(s)).sum(),
            Schema::Hint(_, inner) => extra(inner),
            _ => None,
        }
    }
    let (width, _) = layout(schema).ok()?;
    width.checked_add(extra(schema)?)
}

/// Advances `end` past the data `write_slot` would reserve for `value`.
fn measure(end: &mut usize, schema: &Schema, value: &Value) -> Option<()> {
    let mut reserve = |len: usize, align: usize| -> Option<()> {
        *end = align_up(*end, align).checked_add(len)?;
        Some(())
    };
    match (schema, value) {
        (Schema::Hint(_, inner), v) => measure(end, inner, v)?,
        (Schema::Unit, _) | (Schema::Bool, Value::Bool(_)) => {}
        (Schema::Int { .. } | Schema::Real { .. }, Value::Number(_)) => {}
        (Schema::BigInt, v) => {
            if i64::try_from(integer(v)?).is_err() {
                reserve(16, 8)?;
            }
        }
        (Schema::Str, Value::String(s)) => {
            if !s.is_empty() {
                reserve(s.len(), 1)?;
            }
        }
        (Schema::List(elem), Value::Array(items)) => {
            if !items.is_empty() {
                let (w, _) = layout(elem).ok()?;
                reserve(w.checked_mul(items.len())?, data_align(elem).ok()?)?;
                for item in items {
                    measure(end, elem, item)?;
                }
            }
        }
        (Schema::Tuple(types), Value::Array(items)) if types.len() == items.len() => {
            for (t, item) in types.iter().zip(items) {
                measure(end, t, item)?;
            }
        }
        (Schema::Record(fields), Value::Object(map)) => {
            for (name, t) in fields {
                match map.get(name) {
                    Some(v) => measure(end, t, v)?,
                    None if matches!(t.strip(), Schema::Optional(_)) => {}
                    None => return None,
                }
            }
        }
        (Schema::Optional(_), Value::Null) => {}
        (Schema::Optional(inner), v) => {
            let (w, a) = layout(inner).ok()?;
            reserve(w, a)?;
            measure(end, inner, v)?;
        }
        _ => return None,
    }
    Some(())
}

/// Reserves `len` zeroed bytes at the end aligned to `align`; returns where.
fn reserve(buf: &mut Vec<u8>, len: usize, align: usize) -> usize {
    let at = align_up(buf.len(), align);
    buf.resize(at + len, 0);
    at
}

fn put(buf: &mut [u8], at: usize, bytes: &[u8]) {
    buf[at..at + bytes.len()].copy_from_slice(bytes);
}

fn mismatch(schema: &Schema, value: &Value) -> String {
    format!(
        "expected {} but got {}",
        schema.type_name(),
        crate::json::kind_name(value)
    )
}

fn integer(value: &Value) -> Option<i128> {
    match value {
        Value::Number(Number::I64(i)) => Some(i128::from(*i)),
        Value::Number(Number::U64(u)) => Some(i128::from(*u)),
        _ => None,
    }
}

fn write_slot(
    buf: &mut Vec<u8>,
    at: usize,
    schema: &Schema,
    value: &Value,
    base: u64,
) -> Result<(), String> {
    match (schema, value) {
        (Schema::Hint(_, inner), v) => write_slot(buf, at, inner, v, base)?,
        (Schema::Unit, _) => {}
        (Schema::Bool, Value::Bool(b)) => buf[at] = u8::from(*b),
        (Schema::Int { signed, bytes }, v) => {
            let n = integer(v).ok_or_else(|| mismatch(schema, v))?;
            let bits = u32::from(*bytes) * 8;
            let (lo, hi) = if *signed {
                (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
            } else {
                (0, (1i128 << bits) - 1)
            };
            if n < lo || n > hi {
                return Err(format!("{n} is out of range for {}", schema.type_name()));
            }
            put(buf, at, &n.to_le_bytes()[..*bytes as usize]);
        }
        (Schema::BigInt, v) => {
            let n = integer(v).ok_or_else(|| mismatch(schema, v))?;
            if let Ok(small) = i64::try_from(n) {
                put(buf, at, &1u64.to_le_bytes());
                put(buf, at + 8, &small.to_le_bytes());
            } else {
                // Beyond i64: only u64 values reach here; two limbs, the
                // high one zero so the sign stays positive (`decimal_to_limbs`).
                let limbs = reserve(buf, 16, 8);
                put(buf, limbs, &(n as u64).to_le_bytes());
                put(buf, at, &2u64.to_le_bytes());
                put(buf, at + 8, &(base + limbs as u64).to_le_bytes());
            }
        }
        (Schema::Real { bytes }, v) => {
            let x = match v {
                Value::Number(Number::F64(x)) => *x,
                Value::Number(Number::I64(i)) => *i as f64,
                Value::Number(Number::U64(u)) => *u as f64,
                _ => return Err(mismatch(schema, v)),
            };
            if *bytes == 4 {
                put(buf, at, &(x as f32).to_le_bytes());
            } else {
                put(buf, at, &x.to_le_bytes());
            }
        }
        (Schema::Str, Value::String(s)) => {
            let data = if s.is_empty() {
                0
            } else {
                let d = reserve(buf, s.len(), 1);
                put(buf, d, s.as_bytes());
                base + d as u64
            };
            put(buf, at, &(s.len() as u64).to_le_bytes());
            put(buf, at + 8, &data.to_le_bytes());
        }
        (Schema::List(elem), Value::Array(items)) => {
            let (w, _) = layout(elem)?;
            let data = if items.is_empty() {
                0
            } else {
                let len = w
                    .checked_mul(items.len())
                    .ok_or("a list too large to encode")?;
                let d = reserve(buf, len, data_align(elem)?);
                for (i, item) in items.iter().enumerate() {
                    write_slot(buf, d + i * w, elem, item, base)?;
                }
                base + d as u64
            };
            put(buf, at, &(items.len() as u64).to_le_bytes());
            put(buf, at + 8, &data.to_le_bytes());
        }
        (Schema::Tuple(types), Value::Array(items)) if types.len() == items.len() => {
            let (_, _, offsets) = struct_layout(types.iter())?;
            for ((t, item), off) in types.iter().zip(items).zip(offsets) {
                write_slot(buf, at + off, t, item, base)?;
            }
        }
        (Schema::Record(fields), Value::Object(map)) => {
            let (_, _, offsets) = struct_layout(fields.iter().map(|(_, s)| s))?;
            for ((name, t), off) in fields.iter().zip(offsets) {
                let item = match (map.get(name), t.strip()) {
                    (Some(v), _) => v,
                    (None, Schema::Optional(_)) => &Value::Null,
                    (None, _) => return Err(format!("the record lacks its field {name:?}")),
                };
                write_slot(buf, at + off, t, item, base)
                    .map_err(|e| format!("field {name:?}: {e}"))?;
            }
        }
        (Schema::Optional(_), Value::Null) => put(buf, at, &RELNULL.to_le_bytes()),
        (Schema::Optional(inner), v) => {
            let (w, a) = layout(inner)?;
            let d = reserve(buf, w, a);
            write_slot(buf, d, inner, v, base)?;
            put(buf, at, &(base + d as u64).to_le_bytes());
        }
        (s, v) => return Err(mismatch(s, v)),
    }
    Ok(())
}

// ---------------------------------------------------------------- decode

/// Where a decoder finds the bytes a relptr names.
pub trait Memory {
    /// `len` bytes at `relptr`, or why they cannot be read.
    fn read(&mut self, relptr: u64, len: usize) -> Result<&[u8], String>;

    /// The string of `len` bytes at `relptr`, checked to be UTF-8, with
    /// room for the two quotes of its JSON form (so quoting it later moves
    /// it within its buffer, never to a new one).
    fn string(&mut self, relptr: u64, len: usize) -> Result<String, String> {
        string_of(self.read(relptr, len)?)
    }
}

/// `bytes` as a new string, checked to be UTF-8, with room for two quotes
/// ([`Memory::string`]).
pub fn string_of(bytes: &[u8]) -> Result<String, String> {
    let text = std::str::from_utf8(bytes).map_err(|_| "a string that is not UTF-8".to_string())?;
    let mut out = String::with_capacity(text.len() + 2);
    out.push_str(text);
    Ok(out)
}

/// A flat buffer (an inline payload): relptrs are offsets into it.
pub struct Flat<'a>(pub &'a [u8]);

impl Memory for Flat<'_> {
    fn read(&mut self, relptr: u64, len: usize) -> Result<&[u8], String> {
        let (vol, off) = split_relptr(relptr)
            .ok_or_else(|| format!("a sentinel relptr {relptr:#x} where data was expected"))?;
        if vol != 0 {
            return Err(format!(
                "an inline value names shared-memory volume {vol}; inline relptrs are buffer offsets"
            ));
        }
        usize::try_from(off)
            .ok()
            .and_then(|o| self.0.get(o..o.checked_add(len)?))
            .ok_or_else(|| {
                format!(
                    "a relptr to {len} bytes at offset {off} runs past the {}-byte payload",
                    self.0.len()
                )
            })
    }
}

/// Limits on what one decode may produce.
pub struct Budget {
    /// Bytes of strings and slots, plus one per value node.
    pub remaining: u64,
}

impl Budget {
    fn charge(&mut self, n: u64) -> Result<(), String> {
        self.remaining = self
            .remaining
            .checked_sub(n)
            .ok_or("the result is larger than the bound on results; raise it or return less")?;
        Ok(())
    }
}

/// Decodes the value of `schema` whose root slot is at `root`.
pub fn decode(
    schema: &Schema,
    mem: &mut dyn Memory,
    root: u64,
    budget: &mut Budget,
) -> Result<Value, String> {
    let (w, _) = layout(schema)?;
    // The slot is copied out, as `mem` is read again below it; a small one
    // (any scalar, most records) to the stack.
    let mut small = [0u8; 64];
    if let Some(slot) = small.get_mut(..w) {
        slot.copy_from_slice(mem.read(root, w)?);
        return read_slot(schema, slot, mem, budget);
    }
    let slot = mem.read(root, w)?.to_vec();
    read_slot(schema, &slot, mem, budget)
}

/// Elements decoded per run by [`decode_list_json`], at most.
const LIST_RUN: usize = 4096;
/// Bytes of strings and slots one run may take before it is written out.
const LIST_RUN_BYTES: u64 = 1 << 20;

/// Decodes a list result, the list slot at `root`, straight into its JSON
/// text: a run of elements at a time is decoded and printed, so what is
/// held besides the text is one run's values (at most `LIST_RUN`
/// elements or about `LIST_RUN_BYTES`), not the whole tree (a 64 MiB
/// list of numbers is 8 million nodes, 256 MB as a tree). The text is the
/// one the whole tree prints, and the budget is charged as [`decode`]
/// charges it.
pub fn decode_list_json(
    elem: &Schema,
    mem: &mut dyn Memory,
    root: u64,
    budget: &mut Budget,
) -> Result<String, String> {
    decode_list_json_in_runs(elem, mem, root, budget, LIST_RUN)
}

fn decode_list_json_in_runs(
    elem: &Schema,
    mem: &mut dyn Memory,
    root: u64,
    budget: &mut Budget,
    run: usize,
) -> Result<String, String> {
    let slot = mem.read(root, 16)?;
    let (len, ptr) = (u64_at(slot, 0)?, u64_at(slot, 8)?);
    let (w, _) = layout(elem)?;
    // As read_slot charges a list: its node, a node per element, its slots.
    budget.charge(1)?;
    budget.charge(len)?;
    let total = (w as u64)
        .checked_mul(len)
        .ok_or("a list whose size overflows")?;
    budget.charge(total)?;
    let len = usize::try_from(len).map_err(|_| format!("a list of {len} elements"))?;
    let mut out = String::with_capacity(2 + len.min(1 << 20) * 2);
    out.push('[');
    let mut done = 0;
    while done < len {
        // The run's slots in one read (copied out, as `mem` is read again
        // below them for strings and other pointers).
        let first = done;
        let n = run.min(len - done);
        let at = ptr
            .checked_add((first * w) as u64)
            .ok_or("a list whose address overflows")?;
        let slots = mem.read(at, n * w)?.to_vec();
        let start = budget.remaining;
        let mut items = Vec::with_capacity(n);
        for i in 0..n {
            if done > first && start - budget.remaining >= LIST_RUN_BYTES {
                break;
            }
            // A zero-width element (a unit) has an empty slot.
            let slot = slots.get(i * w..(i + 1) * w).unwrap_or_default();
            items.push(read_slot(elem, slot, mem, budget)?);
            done += 1;
        }
        let text = miniserde::json::to_string(&Value::Array(items.into_iter().collect()));
        if first > 0 {
            out.push(',');
        }
        out.push_str(text.get(1..text.len() - 1).unwrap_or_default());
    }
    out.push(']');
    Ok(out)
}

/// Decodes a flat buffer whose root slot is at offset 0.
pub fn decode_flat(schema: &Schema, buf: &[u8], max: u64) -> Result<Value, String> {
    let mut budget = Budget { remaining: max };
    decode(schema, &mut Flat(buf), 0, &mut budget)
}

fn u64_at(slot: &[u8], at: usize) -> Result<u64, String> {
    slot.get(at..at + 8)
        .and_then(|b| b.try_into().ok())
        .map(u64::from_le_bytes)
        .ok_or_else(|| "a slot shorter than its type".to_string())
}

fn read_slot(
    schema: &Schema,
    slot: &[u8],
    mem: &mut dyn Memory,
    budget: &mut Budget,
) -> Result<Value, String> {
    budget.charge(1)?;
    Ok(match schema {
        Schema::Hint(_, inner) => read_slot(inner, slot, mem, budget)?,
        Schema::Unit => Value::Null,
        Schema::Bool => match slot.first() {
            Some(0) => Value::Bool(false),
            Some(1) => Value::Bool(true),
            other => return Err(format!("a Bool byte of {other:?} (expected 0 or 1)")),
        },
        Schema::Int { signed, bytes } => {
            let n = *bytes as usize;
            let raw = slot.get(..n).ok_or("a slot shorter than its type")?;
            let mut wide = [0u8; 8];
            wide[..n].copy_from_slice(raw);
            if *signed && raw[n - 1] & 0x80 != 0 {
                wide[n..].fill(0xff);
            }
            if *signed {
                Value::Number(Number::I64(i64::from_le_bytes(wide)))
            } else {
                Value::Number(Number::U64(u64::from_le_bytes(wide)))
            }
        }
        Schema::Real { bytes } => {
            let x = if *bytes == 4 {
                let b: [u8; 4] = slot
                    .get(..4)
                    .and_then(|b| b.try_into().ok())
                    .ok_or("short slot")?;
                f64::from(f32::from_le_bytes(b))
            } else {
                f64::from_bits(u64_at(slot, 0)?)
            };
            if x.is_finite() {
                Value::Number(Number::F64(x))
            } else {
                return Err(format!("a non-finite Real ({x}) has no JSON form"));
            }
        }
        Schema::BigInt => read_bigint(slot, mem, budget)?,
        Schema::Str => {
            let (len, ptr) = (u64_at(slot, 0)?, u64_at(slot, 8)?);
            if len == 0 {
                return Ok(Value::String(String::new()));
            }
            budget.charge(len)?;
            let len = usize::try_from(len).map_err(|_| format!("a string of {len} bytes"))?;
            Value::String(mem.string(ptr, len)?)
        }
        Schema::List(elem) => {
            let (len, ptr) = (u64_at(slot, 0)?, u64_at(slot, 8)?);
            let (w, _) = layout(elem)?;
            // Every element costs at least one node, so a huge count of
            // zero-width elements is refused before any work.
            budget.charge(len)?;
            let total = (w as u64)
                .checked_mul(len)
                .ok_or("a list whose size overflows")?;
            budget.charge(total)?;
            let data = if len == 0 {
                Vec::new()
            } else {
                mem.read(ptr, total as usize)?.to_vec()
            };
            let mut items = Vec::with_capacity(len.min(1 << 16) as usize);
            for i in 0..len as usize {
                items.push(read_slot(elem, &data[i * w..(i + 1) * w], mem, budget)?);
            }
            Value::Array(items.into_iter().collect())
        }
        Schema::Tuple(types) => {
            let (_, _, offsets) = struct_layout(types.iter())?;
            let mut items = Vec::with_capacity(types.len());
            for (t, off) in types.iter().zip(offsets) {
                items.push(read_slot(t, member(slot, off, t)?, mem, budget)?);
            }
            Value::Array(items.into_iter().collect())
        }
        Schema::Record(fields) => {
            let (_, _, offsets) = struct_layout(fields.iter().map(|(_, s)| s))?;
            let mut map = Object::new();
            for ((name, t), off) in fields.iter().zip(offsets) {
                let v = read_slot(t, member(slot, off, t)?, mem, budget)?;
                map.insert(name.clone(), v);
            }
            Value::Object(map)
        }
        Schema::Optional(inner) => {
            let ptr = u64_at(slot, 0)?;
            if ptr == RELNULL {
                Value::Null
            } else {
                let (w, _) = layout(inner)?;
                let inner_slot = mem.read(ptr, w)?.to_vec();
                read_slot(inner, &inner_slot, mem, budget)?
            }
        }
        Schema::Table(_) | Schema::Stream(_) => layout(schema).map(|_| Value::Null)?,
    })
}

fn member<'s>(slot: &'s [u8], off: usize, t: &Schema) -> Result<&'s [u8], String> {
    let (w, _) = layout(t)?;
    slot.get(off..off + w)
        .ok_or_else(|| "a struct slot shorter than its members".to_string())
}

/// `Int`: one inline limb, or a relptr to `size` little-endian limbs in
/// two's complement. nexus carries i64 ∪ u64; beyond that is refused.
fn read_bigint(slot: &[u8], mem: &mut dyn Memory, budget: &mut Budget) -> Result<Value, String> {
    let size = u64_at(slot, 0)?;
    let second = u64_at(slot, 8)?;
    let limbs: Vec<u64> = match size {
        // One limb is the value itself, in two's complement.
        0 => return Ok(Value::Number(Number::I64(0))),
        1 => return Ok(Value::Number(Number::I64(second as i64))),
        n if n > MAX_LIMBS => {
            return Err(format!(
                "an Int of {n} limbs exceeds the bound of {MAX_LIMBS}"
            ));
        }
        n => {
            budget.charge(n * 8)?;
            mem.read(second, n as usize * 8)?
                .chunks_exact(8)
                .map(|c| u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]))
                .collect()
        }
    };
    let negative = limbs.last().is_some_and(|l| l >> 63 == 1);
    let fill = if negative { u64::MAX } else { 0 };
    if limbs.iter().skip(2).any(|&l| l != fill) {
        return Err("an Int beyond 64 bits; nexus carries integers in i64 ∪ u64 exactly".into());
    }
    let lo = limbs[0];
    let hi = limbs.get(1).copied().unwrap_or(fill);
    let n = (i128::from(hi as i64) << 64) | i128::from(lo);
    if let Ok(i) = i64::try_from(n) {
        Ok(Value::Number(Number::I64(i)))
    } else if let Ok(u) = u64::try_from(n) {
        Ok(Value::Number(Number::U64(u)))
    } else {
        Err("an Int beyond 64 bits; nexus carries integers in i64 ∪ u64 exactly".into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json;

    fn round(schema: &str, text: &str) -> Vec<u8> {
        let s = Schema::parse(schema).unwrap();
        let v = json::parse(text).unwrap();
        let buf = encode(&s, &v).unwrap();
        assert_eq!(encoded_len(&s, &v), Some(buf.len()), "{schema} {text}");
        let back = decode_flat(&s, &buf, 1 << 30).unwrap();
        assert_eq!(
            json::to_string(&back),
            json::to_string(&v),
            "{schema} {text}"
        );
        buf
    }

    /// A list schema and its element's.
    fn list_schema(text: &str) -> (Schema, Schema) {
        let s = Schema::parse(text).unwrap();
        let Schema::List(elem) = s.strip() else {
            panic!("{text} is not a list")
        };
        let elem = (**elem).clone();
        (s, elem)
    }

    #[test]
    fn a_flat_list_encodes_from_its_text_as_from_its_tree() {
        let cases = [
            ("ai4", "[]"),
            ("ai4", " [ 1 , -2,3 ,2147483647,-2147483648] "),
            ("ai8", "[9007199254740993,-1,0]"),
            ("aj", "[9007199254740993,-1,0,-999999999999999999]"),
            ("af8", "[0.1,-1e300,3,1e-7,2.5e-308,5e-324]"),
            ("af4", "[0.1,16777217,1e30]"),
            ("ab", "[true,false]"),
            ("au1", "[0,255,7]"),
        ];
        for (schema, text) in cases {
            let (s, elem) = list_schema(schema);
            let elem = &elem;
            let items = crate::json_scan::array_items(text).unwrap();
            for base in [0u64, 4096] {
                let want = encode_at(&s, &json::parse(text).unwrap(), base).unwrap();
                assert_eq!(
                    flat_list_len(elem, text, &items),
                    Some(want.len()),
                    "{schema} {text}"
                );
                let mut got = vec![0xaa; want.len()];
                encode_flat_list_text(elem, text, &items, base, &mut |at, bytes| {
                    got[at..at + bytes.len()].copy_from_slice(bytes)
                })
                .unwrap();
                assert_eq!(got, want, "{schema} {text} at {base}");
            }
        }
        // Out of range or of the wrong kind: refused as the tree's encoding refuses it.
        for (schema, text) in [("ai1", "[1,300]"), ("ab", "[true,1]"), ("au1", "[-1]")] {
            let (s, elem) = list_schema(schema);
            let elem = &elem;
            let items = crate::json_scan::array_items(text).unwrap();
            let want = encode(&s, &json::parse(text).unwrap()).unwrap_err();
            let got = encode_flat_list_text(elem, text, &items, 0, &mut |_, _| {}).unwrap_err();
            assert_eq!(got, want, "{schema} {text}");
        }
        let (s, text) = (Schema::parse("s").unwrap(), r#"["a"]"#);
        let items = crate::json_scan::array_items(text).unwrap();
        assert_eq!(flat_list_len(&s, text, &items), None);
        // A big integer above 18 digits has limbs: not flat.
        let (j, text) = (Schema::parse("j").unwrap(), "[1,1234567890123456789]");
        let items = crate::json_scan::array_items(text).unwrap();
        assert_eq!(flat_list_len(&j, text, &items), None);
    }

    #[test]
    fn a_list_decodes_to_the_text_its_tree_prints_in_runs_of_any_size() {
        let cases = [
            ("ai4", "[]"),
            ("ai4", "[1,-2,3,4,5,6,7]"),
            ("af8", "[0.5,-1e300,3.0,1e-7,2.5]"),
            ("ab", "[true,false,true]"),
            ("as", r#"["", "zoë", "a\"b", "", "x"]"#),
            ("at2si4", r#"[["a",1],["",2],["ccc",-3],["d",4]]"#),
            ("aai4", "[[],[1],[2,3],[],[4,5,6]]"),
            ("a?i4", "[1,null,3,null]"),
        ];
        for (schema, text) in cases {
            let (s, elem) = list_schema(schema);
            let elem = &elem;
            let buf = round(schema, text);
            let mut whole = Budget { remaining: 1 << 30 };
            let tree = decode(&s, &mut Flat(&buf), 0, &mut whole).unwrap();
            for run in [1, 2, 3, 64] {
                let mut budget = Budget { remaining: 1 << 30 };
                let got =
                    decode_list_json_in_runs(elem, &mut Flat(&buf), 0, &mut budget, run).unwrap();
                assert_eq!(
                    got,
                    json::to_string(&tree),
                    "{schema} {text} in runs of {run}"
                );
                assert_eq!(
                    budget.remaining, whole.remaining,
                    "{schema} {text} charged alike"
                );
            }
            // The bound on results holds as it does for the tree.
            let used = (1u64 << 30) - whole.remaining;
            let mut short = Budget {
                remaining: used - 1,
            };
            assert!(
                decode_list_json(elem, &mut Flat(&buf), 0, &mut short).is_err(),
                "{schema}"
            );
        }
    }

    #[test]
    fn encoded_len_is_none_exactly_where_encode_refuses() {
        for (schema, text) in [
            ("b", "1"),
            ("s", "5"),
            ("as", "[\"a\", 1]"),
            ("m11ai4", "{}"),
            ("t2i4s", "[1]"),
            ("j", "1.5"),
        ] {
            let s = Schema::parse(schema).unwrap();
            let v = json::parse(text).unwrap();
            assert!(encode(&s, &v).is_err(), "{schema} {text}");
            assert_eq!(encoded_len(&s, &v), None, "{schema} {text}");
        }
        let s = Schema::parse("a?s").unwrap();
        let v = json::parse("[\"abc\", null, \"\", \"de\"]").unwrap();
        assert_eq!(encoded_len(&s, &v), Some(encode(&s, &v).unwrap().len()));
        assert_eq!(max_len(&s), None);
        // The bound holds for the largest values, and is exact where every
        // value has one length.
        for (schema, text, exact) in [
            ("i4", "7", true),
            ("t2i1f8", "[1, 2.5]", true),
            ("m21ab1bi2", "{\"a\":true,\"b\":3}", true),
            ("j", "18446744073709551615", false),
            ("t2bj", "[true, 18446744073709551615]", false),
            ("?j", "18446744073709551615", false),
            ("?t2i1j", "[1, 18446744073709551615]", false),
        ] {
            let s = Schema::parse(schema).unwrap();
            let v = json::parse(text).unwrap();
            let len = encode(&s, &v).unwrap().len();
            let bound = max_len(&s).unwrap();
            assert!(len <= bound, "{schema}: {len} > {bound}");
            if exact {
                assert_eq!(len, bound, "{schema}");
            }
        }
        for schema in ["s", "as", "m11as", "?s"] {
            assert_eq!(max_len(&Schema::parse(schema).unwrap()), None, "{schema}");
        }
    }

    #[test]
    fn scalars_round_trip() {
        round("z", "null");
        assert_eq!(round("b", "true"), [1]);
        round("i1", "-128");
        round("u1", "255");
        round("i2", "-300");
        round("u4", "4000000000");
        round("i8", "-9223372036854775808");
        round("u8", "18446744073709551615");
        round("f8", "2.5");
        round("f4", "0.5");
        for n in [
            "0",
            "-1",
            "9223372036854775807",
            "-9223372036854775808",
            "18446744073709551615",
        ] {
            round("j", n);
        }
    }

    #[test]
    fn int_layout_is_limbs() {
        let buf = round("j", "5");
        assert_eq!(&buf[..8], &1u64.to_le_bytes());
        assert_eq!(&buf[8..16], &5i64.to_le_bytes());
        let buf = round("j", "18446744073709551615");
        assert_eq!(&buf[..8], &2u64.to_le_bytes());
        assert_eq!(&buf[16..24], &u64::MAX.to_le_bytes());
        assert_eq!(&buf[24..32], &0u64.to_le_bytes());
    }

    #[test]
    fn containers_round_trip() {
        round("s", r#""héllo, 世界""#);
        round("s", r#""""#);
        round("aj", "[1,2,3]");
        round("aj", "[]");
        round("af8", "[1.5,2.5]");
        round("as", r#"["a","","ccc"]"#);
        round("t3bsi2", r#"[true,"x",-2]"#);
        round("m21nj4meanf8", r#"{"mean":2.0,"n":3}"#);
        round("<dict>m21nj4meanf8", r#"{"mean":2.0,"n":3}"#);
        round("?j", "null");
        round("?j", "7");
        round("a?s", r#"["a",null,"b"]"#);
        round(
            "m21xa?m11ys1zt2bu1",
            r#"{"x":[{"y":"q"},null],"z":[false,9]}"#,
        );
        round("aaj", "[[1],[],[2,3]]");
    }

    #[test]
    fn numeric_list_data_is_64_aligned_and_strings_packed() {
        let buf = round("ai8", "[1]");
        assert_eq!(u64::from_le_bytes(buf[8..16].try_into().unwrap()), 64);
        // `j` is not a primitive numeric upstream: natural alignment.
        let buf = round("aj", "[1]");
        assert_eq!(u64::from_le_bytes(buf[8..16].try_into().unwrap()), 16);
        let buf = round("s", r#""ab""#);
        assert_eq!(u64::from_le_bytes(buf[8..16].try_into().unwrap()), 16);
        assert_eq!(&buf[16..], b"ab");
    }

    #[test]
    fn record_alignment_is_eight_tuple_alignment_is_its_largest_item() {
        let rec = Schema::parse("m11ai1").unwrap();
        assert_eq!(layout(&rec).unwrap(), (1, 8));
        let tup = Schema::parse("t2i1i2").unwrap();
        assert_eq!(layout(&tup).unwrap(), (4, 2));
        let outer = Schema::parse("t2i1m11ai1").unwrap();
        assert_eq!(layout(&outer).unwrap(), (16, 8));
    }

    #[test]
    fn hostile_buffers_are_refused_not_followed() {
        let s = Schema::parse("s").unwrap();
        let mut buf = encode(&s, &json::parse(r#""abc""#).unwrap()).unwrap();
        buf[0] = 200;
        assert!(decode_flat(&s, &buf, 1 << 20).is_err());
        let l = Schema::parse("az").unwrap();
        let mut huge = vec![0u8; 16];
        huge[..8].copy_from_slice(&u64::MAX.to_le_bytes());
        assert!(
            decode_flat(&l, &huge, 1 << 20).is_err(),
            "zero-width elements are charged"
        );
        let o = Schema::parse("?j").unwrap();
        let mut vol = vec![0u8; 8];
        vol.copy_from_slice(&(3u64 << 48).to_le_bytes());
        assert!(
            decode_flat(&o, &vol, 1 << 20).is_err(),
            "inline relptrs stay in the buffer"
        );
        let b = Schema::parse("b").unwrap();
        assert!(decode_flat(&b, &[2], 10).is_err());
        assert!(decode_flat(&b, &[], 10).is_err());
    }

    /// Memory whose bytes sit at relptr `base`.
    struct At<'a>(u64, &'a [u8]);

    impl Memory for At<'_> {
        fn read(&mut self, relptr: u64, len: usize) -> Result<&[u8], String> {
            let off = relptr.checked_sub(self.0).ok_or("below the base")? as usize;
            self.1
                .get(off..off + len)
                .ok_or_else(|| "past the end".into())
        }
    }

    #[test]
    fn a_buffer_encoded_at_a_base_resolves_there() {
        let s = Schema::parse("m21xa?m11ys1zt2bu1").unwrap();
        let v = json::parse(r#"{"x":[{"y":"q"},null],"z":[false,9]}"#).unwrap();
        let base = (7u64 << VOL_SHIFT) | 1000;
        let flat = encode(&s, &v).unwrap();
        let placed = encode_at(&s, &v, base).unwrap();
        assert_eq!(flat.len(), placed.len(), "the layout does not move");
        assert_ne!(flat, placed);
        let mut mem = At(base, &placed);
        let back = decode(&s, &mut mem, base, &mut Budget { remaining: 1 << 20 }).unwrap();
        assert_eq!(json::to_string(&back), json::to_string(&v));
    }

    #[test]
    fn encode_to_writes_what_encode_at_makes() {
        for (schema, value) in [
            ("s", Value::String("a".repeat(1000))),
            ("s", Value::String(String::new())),
            ("<s>s", Value::String("é✓".into())),
            ("as", json::parse(r#"["x"]"#).unwrap()),
            ("i4", Value::Number(Number::I64(-3))),
        ] {
            let schema = Schema::parse(schema).unwrap();
            let want = encode_at(&schema, &value, 4096).unwrap();
            let mut got = vec![0u8; want.len()];
            encode_to(&schema, &value, 4096, &mut |at, bytes| {
                got[at..at + bytes.len()].copy_from_slice(bytes)
            })
            .unwrap();
            assert_eq!(got, want, "{schema}");
        }
    }
}
