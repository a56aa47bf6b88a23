//! morloc's Arrow tables in shared memory: its own layout (not Arrow IPC),
//! read and written as pure functions over bytes, every offset and length
//! checked against the region; JSON rows or columns and CSV in, row JSON
//! out byte for byte as morloc's nexus prints it.
//!
//! The layout (morloc-runtime/src/arrow_ffi.rs: `ArrowShmHeader`,
//! `ArrowColumnDesc`, `arrow_to_shm`), little-endian, offsets relative to
//! the region's start:
//! - a 24-byte header: magic `0xA770DA7A` u32, `n_columns` u32, `n_rows`
//!   u64, `total_size` u64;
//! - `n_columns` 48-byte descriptors: `col_type` u32 (morloc's serial code)
//!   and 4 bytes of padding, `length` u64, `null_count` u64, `name_offset`
//!   u32, `name_length` u16 and 2 of padding, `data_offset` u64,
//!   `data_size` u64;
//! - the names, unterminated, then each column's buffer at a 64-byte
//!   boundary: `n_rows` fixed-width values, or for strings `n_rows + 1`
//!   i32 offsets then the UTF-8 bytes.
//!
//! Booleans: a pool reads a column as the Arrow format its export declares,
//! and bool's is `b`, bit-packed (LSB first), so bits are what we write and
//! read; the buffer keeps morloc's size of a byte per row. (morloc's own
//! JSON path writes a byte per row, so `true,false,true,true` arrives as
//! `True,False,False,False`.)
//!
//! Nulls: the layout has no validity bitmap (`arrow_from_shm` exports none,
//! `arrow_to_shm` keeps only the count), so a null can neither reach a
//! morloc 0.98.2 pool nor come back in its result. [`from_json`] refuses
//! a null and [`read`] a column with a null count, each saying why, rather
//! than deliver the zero that fills the null's slot.

use crate::json::{Number, Value};
use crate::schema::Schema;
use std::borrow::Cow;

/// The header's first u32: the magic number of a morloc table region.
pub const MAGIC: u32 = 0xA770_DA7A;
const HEADER: usize = 24;
const DESC: usize = 48;
const ALIGN: usize = 64;

/// The longest column name the layout holds: its descriptor keeps the
/// name's length in 16 bits.
const MAX_NAME: usize = u16::MAX as usize;

/// A column name the layout cannot hold, refused with the limit and the
/// fix (where JSON becomes columns, and where columns are written).
fn name_too_long(name: &str) -> Option<String> {
    (name.len() > MAX_NAME).then(|| {
        let shown: String = name.chars().take(40).collect();
        format!(
            "a column name of {} bytes ({shown:?}…): morloc's table layout holds names of at most {MAX_NAME} bytes; shorten it",
            name.len()
        )
    })
}

/// Why a null cannot travel, said wherever one is refused.
pub const NO_NULLS: &str = "morloc 0.98.2's shared-memory table layout has no validity bitmap, so a null cannot cross into or out of its pools (it would arrive as 0)";

/// A column's type, as morloc's serial code names it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ColType {
    /// Booleans: bit-packed (LSB first) in a buffer of a byte per row.
    Bool,
    /// A signed integer of this many bytes (1, 2, 4 or 8).
    Int(u8),
    /// An unsigned integer of this many bytes (1, 2, 4 or 8).
    UInt(u8),
    /// A float of this many bytes (4 or 8).
    Real(u8),
    /// UTF-8 strings: `n_rows + 1` i32 offsets, then the bytes.
    Str,
}

impl ColType {
    fn code(self) -> u32 {
        let log = |b: u8| b.trailing_zeros();
        match self {
            ColType::Bool => 1,
            ColType::Int(b) => 2 + log(b),
            ColType::UInt(b) => 6 + log(b),
            ColType::Real(4) => 10,
            ColType::Real(_) => 11,
            ColType::Str => 12,
        }
    }

    fn from_code(code: u32) -> Option<ColType> {
        Some(match code {
            1 => ColType::Bool,
            2..=5 => ColType::Int(1 << (code - 2)),
            6..=9 => ColType::UInt(1 << (code - 6)),
            10 => ColType::Real(4),
            11 => ColType::Real(8),
            12 => ColType::Str,
            _ => return None,
        })
    }

    /// Bytes a row takes in a fixed-width buffer (bool: a byte of room).
    fn width(self) -> usize {
        match self {
            ColType::Bool | ColType::Str => 1,
            ColType::Int(b) | ColType::UInt(b) | ColType::Real(b) => b as usize,
        }
    }

    /// The column type of a declared column's schema (`Int` and `Real` are
    /// i64 and f64, as morloc has them); `None` for a nested type.
    pub fn of(schema: &Schema) -> Option<ColType> {
        Some(match schema.strip() {
            Schema::Bool => ColType::Bool,
            Schema::Int {
                signed: true,
                bytes,
            } => ColType::Int(*bytes),
            Schema::Int {
                signed: false,
                bytes,
            } => ColType::UInt(*bytes),
            Schema::BigInt => ColType::Int(8),
            Schema::Real { bytes } => ColType::Real(*bytes),
            Schema::Str => ColType::Str,
            Schema::Optional(t) => return ColType::of(t),
            _ => return None,
        })
    }
}

/// One column's values, owned: what a table is written from.
#[derive(Debug, Clone, PartialEq)]
pub enum Cells {
    /// One boolean per row.
    Bool(Vec<bool>),
    /// Fixed-width integers and reals, as their little-endian bytes.
    Fixed(Vec<u8>),
    /// `rows + 1` offsets (the first 0) into the UTF-8 bytes.
    Str(Vec<i32>, Vec<u8>),
}

/// One named column and its values, owned: what [`encode`] writes.
#[derive(Debug, Clone, PartialEq)]
pub struct Column {
    /// The column's name.
    pub name: String,
    /// Its type, which says how `cells` are laid out.
    pub ty: ColType,
    /// Its values, one per row.
    pub cells: Cells,
}

impl Column {
    fn rows(&self) -> usize {
        match &self.cells {
            Cells::Bool(v) => v.len(),
            Cells::Fixed(b) => b.len() / self.ty.width(),
            Cells::Str(o, _) => o.len().saturating_sub(1),
        }
    }

    fn buffer_len(&self, rows: usize) -> usize {
        match &self.cells {
            Cells::Str(_, bytes) => (rows + 1) * 4 + bytes.len(),
            _ => rows * self.ty.width(),
        }
    }
}

fn align(x: usize) -> usize {
    x.div_ceil(ALIGN) * ALIGN
}

/// Writes the table as morloc lays it out. Every column holds `rows`
/// values; at least one column (morloc's pools refuse none).
pub fn encode(cols: &[Column], rows: usize) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    encode_into(cols, rows, &mut |at, bytes| {
        out.resize(at, 0);
        out.extend_from_slice(bytes);
    })?;
    Ok(out)
}

/// Where each column's buffer goes, and the region's length.
fn plan(cols: &[Column], rows: usize) -> Result<(Vec<usize>, usize), String> {
    if cols.is_empty() {
        return Err("a table needs at least one column".into());
    }
    let names: usize = cols.iter().map(|c| c.name.len()).sum();
    let mut at = align(HEADER + DESC * cols.len() + names);
    let mut places = Vec::with_capacity(cols.len());
    for c in cols {
        if c.rows() != rows || matches!(&c.cells, Cells::Fixed(b) if b.len() % c.ty.width() != 0) {
            return Err(format!(
                "column {:?} has {} rows, not {rows}",
                c.name,
                c.rows()
            ));
        }
        if let Some(why) = name_too_long(&c.name) {
            return Err(why);
        }
        at = align(at);
        places.push(at);
        at += c.buffer_len(rows);
    }
    Ok((places, at))
}

/// The region's length for these columns ([`encode_into`] writes it).
pub fn encoded_len(cols: &[Column], rows: usize) -> Result<usize, String> {
    plan(cols, rows).map(|(_, len)| len)
}

/// [`encode`], each piece handed to `write(offset, bytes)` in order, every
/// byte of the region once (padding as zeros): how a table goes straight
/// into shared memory, its buffers copied once. The region's length.
pub fn encode_into(
    cols: &[Column],
    rows: usize,
    write: &mut dyn FnMut(usize, &[u8]),
) -> Result<usize, String> {
    let (places, at) = plan(cols, rows)?;
    let mut head = Vec::with_capacity(places[0]);
    for word in [
        u64::from(MAGIC) | (cols.len() as u64) << 32,
        rows as u64,
        at as u64,
    ] {
        head.extend_from_slice(&word.to_le_bytes());
    }
    let mut name_at = HEADER + DESC * cols.len();
    for (c, place) in cols.iter().zip(&places) {
        let name = name_at as u64 | (c.name.len() as u64) << 32;
        for word in [u64::from(c.ty.code()), rows as u64, 0, name, *place as u64] {
            head.extend_from_slice(&word.to_le_bytes());
        }
        head.extend_from_slice(&(c.buffer_len(rows) as u64).to_le_bytes());
        name_at += c.name.len();
    }
    for c in cols {
        head.extend_from_slice(c.name.as_bytes());
    }
    let mut end = head.len();
    write(0, &head);
    let mut chunk = Vec::with_capacity(4096);
    for (c, place) in cols.iter().zip(&places) {
        write(end, &[0; ALIGN][..place - end]);
        let mut put = |chunk: &mut Vec<u8>, at: &mut usize, last: bool| {
            if chunk.len() >= 4096 || last {
                write(*at, chunk);
                *at += chunk.len();
                chunk.clear();
            }
        };
        let mut at = *place;
        match &c.cells {
            Cells::Bool(v) => {
                for (i, eight) in v.chunks(8).enumerate() {
                    chunk.push(eight.iter().rev().fold(0, |b, x| b << 1 | u8::from(*x)));
                    put(&mut chunk, &mut at, i + 1 == v.len().div_ceil(8));
                }
                // A byte of room per row, as morloc sizes a bool buffer.
                chunk.resize(rows - rows.div_ceil(8), 0);
                put(&mut chunk, &mut at, true);
            }
            Cells::Fixed(b) => {
                write(at, b);
                at += b.len();
            }
            Cells::Str(offsets, bytes) => {
                for (i, o) in offsets.iter().enumerate() {
                    chunk.extend_from_slice(&o.to_le_bytes());
                    put(&mut chunk, &mut at, i + 1 == offsets.len());
                }
                write(at, bytes);
                at += bytes.len();
            }
        }
        end = at;
    }
    Ok(end)
}

fn u32_at(b: &[u8], at: usize) -> u32 {
    b.get(at..at + 4)
        .map_or(0, |s| u32::from_le_bytes([s[0], s[1], s[2], s[3]]))
}
fn u64_at(b: &[u8], at: usize) -> u64 {
    u64::from(u32_at(b, at)) | u64::from(u32_at(b, at + 4)) << 32
}

/// A column of a table read in place.
#[derive(Debug)]
pub struct ColumnView<'a> {
    /// The column's name, a slice of the region.
    pub name: &'a str,
    /// Its type, from its descriptor's `col_type`.
    pub ty: ColType,
    rows: usize,
    data: &'a [u8],
}

/// A table read in place: header and descriptors checked, each buffer a
/// slice of the region.
#[derive(Debug)]
pub struct View<'a> {
    /// Rows in every column (the header's `n_rows`).
    pub rows: usize,
    /// The columns, in their descriptors' order.
    pub columns: Vec<ColumnView<'a>>,
}

/// The region's `total_size`, from its first 24 bytes (to know how much
/// of shared memory to read).
pub fn total_size(header: &[u8]) -> Result<u64, String> {
    if header.len() < HEADER || u32_at(header, 0) != MAGIC {
        return Err("the result is not a morloc table (no table header)".into());
    }
    Ok(u64_at(header, 16))
}

/// Reads a table region. Refuses a column with nulls ([`NO_NULLS`]).
pub fn read(bytes: &[u8]) -> Result<View<'_>, String> {
    let total = total_size(bytes)?;
    let bytes = usize::try_from(total)
        .ok()
        .and_then(|t| bytes.get(..t))
        .ok_or_else(|| format!("a table of {total} bytes in a region of {}", bytes.len()))?;
    let ncols = u32_at(bytes, 4) as usize;
    let rows = u64_at(bytes, 8);
    if ncols == 0 || ncols > bytes.len().saturating_sub(HEADER) / DESC {
        return Err(format!("a table of {ncols} columns in {total} bytes"));
    }
    let rows = usize::try_from(rows)
        .ok()
        .filter(|r| *r < i32::MAX as usize)
        .ok_or_else(|| format!("a table of {rows} rows"))?;
    let slice = |at: u64, len: u64| {
        let at = usize::try_from(at).ok()?;
        bytes.get(at..at.checked_add(usize::try_from(len).ok()?)?)
    };
    let mut columns = Vec::with_capacity(ncols);
    for i in 0..ncols {
        let d = HEADER + DESC * i;
        let bad = |what: &str| format!("column {i} of the table: {what}");
        let ty = ColType::from_code(u32_at(bytes, d)).ok_or_else(|| bad("an unknown type"))?;
        if u64_at(bytes, d + 8) != rows as u64 {
            return Err(bad("its length is not the table's row count"));
        }
        let name = slice(
            u64::from(u32_at(bytes, d + 24)),
            u64::from(u32_at(bytes, d + 28) & 0xffff),
        )
        .ok_or_else(|| bad("its name lies outside the table"))?;
        let name = std::str::from_utf8(name).map_err(|_| bad("its name is not UTF-8"))?;
        let nulls = u64_at(bytes, d + 16);
        if nulls != 0 {
            return Err(format!(
                "column {name:?} of the table has {nulls} null(s), and {NO_NULLS}; nexus will not guess which rows they were"
            ));
        }
        let data = slice(u64_at(bytes, d + 32), u64_at(bytes, d + 40))
            .ok_or_else(|| bad("its buffer lies outside the table"))?;
        let need = match ty {
            ColType::Bool => rows.div_ceil(8),
            ColType::Str => (rows + 1) * 4,
            _ => rows * ty.width(),
        };
        if data.len() < need {
            return Err(bad("its buffer is shorter than its rows"));
        }
        if ty == ColType::Str {
            let room = (data.len() - need) as u64;
            let mut last = 0;
            for r in 0..=rows {
                let o = u64::from(u32_at(data, r * 4));
                if o < last || o > room || (r == 0 && o != 0) {
                    return Err(bad("its string offsets are out of order or out of bounds"));
                }
                last = o;
            }
        }
        columns.push(ColumnView {
            name,
            ty,
            rows,
            data,
        });
    }
    Ok(View { rows, columns })
}

impl ColumnView<'_> {
    fn fixed(&self, row: usize) -> [u8; 8] {
        let w = self.ty.width();
        let mut b = [0; 8];
        b[..w].copy_from_slice(&self.data[row * w..row * w + w]);
        b
    }

    fn bit(&self, row: usize) -> bool {
        self.data[row / 8] >> (row % 8) & 1 == 1
    }

    fn string(&self, row: usize) -> &[u8] {
        let base = (self.rows + 1) * 4;
        let o = |r: usize| base + u32_at(self.data, r * 4) as usize;
        &self.data[o(row)..o(row + 1)]
    }

    /// The column's values, owned.
    pub fn cells(&self) -> Cells {
        match self.ty {
            ColType::Bool => Cells::Bool((0..self.rows).map(|r| self.bit(r)).collect()),
            ColType::Str => {
                let offsets: Vec<i32> = (0..=self.rows)
                    .map(|r| u32_at(self.data, r * 4) as i32)
                    .collect();
                let base = (self.rows + 1) * 4;
                let end = base + offsets[self.rows] as usize;
                Cells::Str(offsets, self.data[base..end].to_vec())
            }
            ty => Cells::Fixed(self.data[..self.rows * ty.width()].to_vec()),
        }
    }

    /// Appends row `row`'s value as morloc's `print_arrow_value` prints it
    /// (`%.15g` reals, `%.7g` for 32-bit; strings escaped byte by byte).
    /// A non-finite real, which morloc prints as bare `nan` or `inf`
    /// (not JSON), is `null`; a string not UTF-8 is refused.
    fn push(&self, row: usize, out: &mut Vec<u8>) -> Result<(), String> {
        match self.ty {
            ColType::Bool => out.extend_from_slice(if self.bit(row) { b"true" } else { b"false" }),
            ColType::Int(w) => {
                let shift = 64 - 8 * u32::from(w);
                let x = (i64::from_le_bytes(self.fixed(row)) << shift) >> shift;
                if x < 0 {
                    out.push(b'-');
                }
                push_decimal(out, x.unsigned_abs());
            }
            ColType::UInt(_) => push_decimal(out, u64::from_le_bytes(self.fixed(row))),
            ColType::Real(4) => {
                let b = self.fixed(row);
                let x = f32::from_le_bytes([b[0], b[1], b[2], b[3]]);
                push_g(out, f64::from(x), 7);
            }
            ColType::Real(_) => push_g(out, f64::from_le_bytes(self.fixed(row)), 15),
            ColType::Str => {
                let s = self.string(row);
                if std::str::from_utf8(s).is_err() {
                    return Err(format!(
                        "column {:?} row {row}: the string is not UTF-8",
                        self.name
                    ));
                }
                push_quoted(out, s);
            }
        }
        Ok(())
    }
}

/// `x` in decimal digits, as `{}` prints it, without the formatter's
/// machinery (a table prints millions of cells).
fn push_decimal(out: &mut Vec<u8>, mut x: u64) {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (x % 10) as u8;
        x /= 10;
        if x == 0 {
            break;
        }
    }
    out.extend_from_slice(&digits[at..]);
}

/// A string quoted as morloc's `print_arrow_value` quotes it: `"`, `\\`,
/// `\n`, `\r`, `\t` escaped, other control bytes as `\u00XX`, the rest as
/// they are.
fn push_quoted(out: &mut Vec<u8>, s: &[u8]) {
    out.push(b'"');
    for &c in s {
        match c {
            b'"' => out.extend_from_slice(b"\\\""),
            b'\\' => out.extend_from_slice(b"\\\\"),
            b'\n' => out.extend_from_slice(b"\\n"),
            b'\r' => out.extend_from_slice(b"\\r"),
            b'\t' => out.extend_from_slice(b"\\t"),
            c if c < 32 => {
                use std::io::Write;
                let _ = write!(out, "\\u{:04x}", c);
            }
            c => out.push(c),
        }
    }
    out.push(b'"');
}

/// C's `%.<p>g` for a finite `x`; `null` otherwise.
fn push_g(out: &mut Vec<u8>, x: f64, p: usize) {
    if !x.is_finite() {
        out.extend_from_slice(b"null");
        return;
    }
    let e = format!("{:.*e}", p - 1, x);
    let (mant, exp) = e.split_once('e').unwrap_or((&e, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let trim = |s: &str| -> String {
        if s.contains('.') {
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            s.to_string()
        }
    };
    let text = if exp < -4 || exp >= p as i32 {
        let text = format!(
            "{}e{}{:02}",
            trim(mant),
            if exp < 0 { '-' } else { '+' },
            exp.abs()
        );
        // Within a few ulps of f64::MAX, `p` digits round past it
        // (1.79769313486232e+308 is infinite to every reader, so morloc's
        // own %.15g prints a row nobody can read back). Such a value is
        // printed with the shortest digits that read back as it.
        if text.parse::<f64>().is_ok_and(f64::is_finite) {
            text
        } else {
            format!("{x:e}")
        }
    } else {
        trim(&format!("{:.*}", (p as i32 - 1 - exp) as usize, x))
    };
    out.extend_from_slice(text.as_bytes());
}

impl View<'_> {
    /// The rows as JSON, as morloc's `print_arrow_as_json` prints them
    /// (without its newline): `[{"name":"Alice","age":30},…]`.
    pub fn rows_json(&self) -> Result<String, String> {
        // Each column's key, `"name":`, quoted once: quoted as a string is
        // (morloc prints a name raw, so a name with a quote in it would
        // break its JSON).
        let keys: Vec<Vec<u8>> = self
            .columns
            .iter()
            .map(|c| {
                let mut key = Vec::with_capacity(c.name.len() + 3);
                push_quoted(&mut key, c.name.as_bytes());
                key.push(b':');
                key
            })
            .collect();
        let per_row: usize = keys.iter().map(|k| k.len() + 12).sum();
        let mut out = Vec::with_capacity(2 + self.rows * per_row);
        out.push(b'[');
        for r in 0..self.rows {
            if r > 0 {
                out.push(b',');
            }
            out.push(b'{');
            for (i, (c, key)) in self.columns.iter().zip(&keys).enumerate() {
                if i > 0 {
                    out.push(b',');
                }
                out.extend_from_slice(key);
                c.push(r, &mut out)?;
            }
            out.push(b'}');
        }
        out.push(b']');
        String::from_utf8(out).map_err(|_| "a column name is not UTF-8".into())
    }

    /// The columns, owned (what [`encode`] takes back).
    pub fn to_columns(&self) -> Vec<Column> {
        self.columns
            .iter()
            .map(|c| Column {
                name: c.name.to_string(),
                ty: c.ty,
                cells: c.cells(),
            })
            .collect()
    }
}

/// The column type a JSON cell suggests, for a column nobody declared
/// (morloc's `sample_to_serial_type`: integers i64, other numbers f64).
fn infer(v: &Value) -> Option<ColType> {
    Some(match v {
        Value::Bool(_) => ColType::Bool,
        Value::Number(Number::F64(_)) => ColType::Real(8),
        Value::Number(_) => ColType::Int(8),
        Value::String(_) => ColType::Str,
        _ => return None,
    })
}

/// A table argument (rows `[{…}]` or columns `{"col":[…]}`) as columns:
/// the declared ones first in their order, then the others in the order
/// first seen (as morloc's `merge_table_schema_with_json`). A missing
/// declared column, a cell of the wrong type or a null is refused, naming
/// the column and the row.
pub fn from_json(
    declared: &[(String, Schema)],
    value: &Value,
) -> Result<(Vec<Column>, usize), String> {
    from_json_ordered(declared, value, &[])
}

/// [`from_json`], the undeclared columns in the order `order` gives (the
/// order their keys came in, [`key_order`]; a JSON object is read into a
/// sorted map, which forgets it), then any others in name order.
pub fn from_json_ordered(
    declared: &[(String, Schema)],
    value: &Value,
    order: &[String],
) -> Result<(Vec<Column>, usize), String> {
    let mut names: Vec<&str> = declared.iter().map(|(k, _)| k.as_str()).collect();
    for k in order {
        if !names.contains(&k.as_str()) {
            names.push(k);
        }
    }
    let rows = match value {
        Value::Array(rows) => {
            for (r, row) in rows.iter().enumerate() {
                let Value::Object(row) = row else {
                    return Err(format!("row {r} of the table is not an object"));
                };
                for k in row.keys() {
                    if !names.contains(&k.as_str()) {
                        names.push(k);
                    }
                }
            }
            rows.len()
        }
        Value::Object(cols) => {
            for k in cols.keys() {
                if !names.contains(&k.as_str()) {
                    names.push(k);
                }
            }
            let mut n = None;
            for (k, v) in cols {
                let Value::Array(items) = v else {
                    return Err(format!("column {k:?} of the table is not an array"));
                };
                match n {
                    Some(n) if n != items.len() => {
                        return Err(format!(
                            "column {k:?} has {} rows where the others have {n}",
                            items.len()
                        ));
                    }
                    _ => n = Some(items.len()),
                }
            }
            n.unwrap_or(0)
        }
        _ => {
            return Err(
                "a table is given as rows [{\"col\": value, …}, …] or columns {\"col\": [value, …], …}"
                    .into(),
            );
        }
    };
    if names.is_empty() {
        return Err("the table has no columns (morloc's pools take none)".into());
    }
    if let Some(why) = names.iter().find_map(|n| name_too_long(n)) {
        return Err(why);
    }
    let mut out = Vec::with_capacity(names.len());
    for name in names {
        // A column given whole is looked up once, not once per cell.
        let given = match value {
            Value::Object(cols) => match cols.get(name) {
                Some(Value::Array(items)) => Some(items),
                _ => None,
            },
            _ => None,
        };
        let cell = |col: &str, r: usize| -> Option<&Value> {
            match (value, given) {
                (Value::Array(rows), _) => match &rows[r] {
                    Value::Object(o) => o.get(col),
                    _ => None,
                },
                (_, Some(items)) => items.get(r),
                _ => None,
            }
        };
        let schema = declared.iter().find(|(k, _)| k == name).map(|(_, s)| s);
        let mut ty = match schema {
            Some(s) => Some(ColType::of(s).ok_or_else(|| {
                format!(
                    "column {name:?} is declared {}, which morloc's tables do not carry (flat booleans, numbers and strings only)",
                    s.type_name()
                )
            })?),
            None => None,
        };
        let mut bools = Vec::new();
        let mut fixed = Vec::new();
        let mut offsets = vec![0i32];
        let mut bytes = Vec::new();
        for r in 0..rows {
            let here = || format!("row {r}, column {name:?}");
            let v = cell(name, r).ok_or_else(|| {
                format!(
                    "{}: missing (every row needs every declared column)",
                    here()
                )
            })?;
            if matches!(v, Value::Null) {
                return Err(format!(
                    "{}: null, and {NO_NULLS}; fill the cell or drop the row",
                    here()
                ));
            }
            let t = match ty {
                Some(t) => t,
                None => {
                    let t = infer(v).ok_or_else(|| {
                        format!(
                            "{}: a nested value, but table cells are booleans, numbers or strings",
                            here()
                        )
                    })?;
                    // A column of integers with a real further down is real.
                    let real = (r..rows)
                        .any(|i| matches!(cell(name, i), Some(Value::Number(Number::F64(_)))));
                    let t = if t == ColType::Int(8) && real {
                        ColType::Real(8)
                    } else {
                        t
                    };
                    ty = Some(t);
                    t
                }
            };
            let wrong = |what: &str| {
                format!(
                    "{}: expected {what}, got {}",
                    here(),
                    crate::json::to_string(v)
                )
            };
            match (t, v) {
                (ColType::Bool, Value::Bool(b)) => bools.push(*b),
                (ColType::Str, Value::String(s)) => {
                    bytes.extend_from_slice(s.as_bytes());
                    offsets.push(i32::try_from(bytes.len()).map_err(|_| {
                        format!("column {name:?}: over 2 GiB of text, more than a morloc table's i32 offsets reach")
                    })?);
                }
                (ColType::Real(w), Value::Number(n)) => {
                    let x = match n {
                        Number::F64(x) => *x,
                        Number::I64(i) => *i as f64,
                        Number::U64(u) => *u as f64,
                    };
                    if w == 4 {
                        fixed.extend_from_slice(&(x as f32).to_le_bytes());
                    } else {
                        fixed.extend_from_slice(&x.to_le_bytes());
                    }
                }
                (ColType::Int(w) | ColType::UInt(w), Value::Number(n)) => {
                    let signed = matches!(t, ColType::Int(_));
                    let bits = 8 * u32::from(w);
                    let x: Option<i128> = match n {
                        Number::I64(i) => Some(i128::from(*i)),
                        Number::U64(u) => Some(i128::from(*u)),
                        Number::F64(_) => None,
                    };
                    let (lo, hi) = if signed {
                        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
                    } else {
                        (0, (1i128 << bits) - 1)
                    };
                    let x = x
                        .filter(|x| (lo..=hi).contains(x))
                        .ok_or_else(|| wrong(&format!("an integer in {lo}..={hi}")))?;
                    fixed.extend_from_slice(&(x as i64).to_le_bytes()[..w as usize]);
                }
                (ColType::Bool, _) => return Err(wrong("a boolean")),
                (ColType::Str, _) => return Err(wrong("a string")),
                (ColType::Real(_), _) => return Err(wrong("a number")),
                _ => return Err(wrong("an integer")),
            }
        }
        let ty = ty.unwrap_or(ColType::Str);
        let cells = match ty {
            ColType::Bool => Cells::Bool(bools),
            ColType::Str => Cells::Str(offsets, bytes),
            _ => Cells::Fixed(fixed),
        };
        out.push(Column {
            name: name.to_string(),
            ty,
            cells,
        });
    }
    Ok((out, rows))
}

/// A CSV file (a header line, then rows; `"` quotes, `""` inside quotes,
/// CRLF or LF) as columns `{"col": […]}`: declared columns typed by their
/// declaration, the others as integers, reals or booleans when every cell
/// reads as one, else strings. An empty cell is a null.
/// The keys of a table's JSON text in the order they first come: the
/// column names of the columns form `{"a": […], …}`, or of the rows of the
/// rows form `[{"a": …}, …]` (keys of objects at most two levels down).
/// Pure and total: a text that is not JSON gives what it has scanned.
pub fn key_order(text: &str) -> Vec<String> {
    let b = text.as_bytes();
    let mut out: Vec<String> = Vec::new();
    let mut stack: Vec<u8> = Vec::new();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'{' | b'[' => stack.push(b[i]),
            b'}' | b']' => {
                stack.pop();
            }
            b'"' => {
                let start = i + 1;
                let mut j = start;
                while j < b.len() && b[j] != b'"' {
                    j += if b[j] == b'\\' { 2 } else { 1 };
                }
                let end = j.min(b.len());
                let mut k = end + 1;
                while k < b.len() && b[k].is_ascii_whitespace() {
                    k += 1;
                }
                let is_key = stack.last() == Some(&b'{') && b.get(k) == Some(&b':');
                if is_key
                    && stack.len() <= 2
                    && let Ok(crate::json::Value::String(key)) =
                        crate::json::parse(&text[start - 1..(end + 1).min(b.len())])
                    && !out.contains(&key)
                {
                    out.push(key);
                }
                i = end;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// The JSON text of a table value with its columns in `order` (then any
/// others in name order): rows keep the form they had.
pub fn ordered_text(value: &Value, order: &[String]) -> String {
    use crate::json::{quote, to_string};
    let keys = |o: &crate::json::Object| -> Vec<String> {
        let mut ks: Vec<String> = order
            .iter()
            .filter(|k| o.contains_key(*k))
            .cloned()
            .collect();
        ks.extend(o.keys().filter(|k| !order.contains(k)).cloned());
        ks
    };
    let object = |o: &crate::json::Object| -> String {
        let fields: Vec<String> = keys(o)
            .iter()
            .filter_map(|k| Some(format!("{}:{}", quote(k), to_string(o.get(k)?))))
            .collect();
        format!("{{{}}}", fields.join(","))
    };
    match value {
        Value::Object(o) => object(o),
        Value::Array(rows) => {
            let rows: Vec<String> = rows
                .iter()
                .map(|r| match r {
                    Value::Object(o) => object(o),
                    other => to_string(other),
                })
                .collect();
            format!("[{}]", rows.join(","))
        }
        other => to_string(other),
    }
}

/// The column names of a CSV's header line, in their order.
pub fn csv_header(text: &str, delimiter: u8) -> Vec<String> {
    // The first record alone: the rows after it are not read.
    csv_records(text, delimiter, 1)
        .ok()
        .filter(|r| r.len() > 0)
        .map(|r| r.get(0).iter().map(|c| c.to_string()).collect())
        .unwrap_or_default()
}

/// Reads CSV text (RFC 4180, fields split on `delimiter`) into a JSON
/// object of columns, each name to an array of its cells. The first line
/// names the columns. A column in `declared` reads as its schema's type;
/// any other as integers, reals or booleans if every nonempty cell is one,
/// else strings. An empty cell of a column that is not strings is `null`;
/// any other cell that does not read as its column's type is an error.
pub fn csv_to_json(
    text: &str,
    delimiter: u8,
    declared: &[(String, Schema)],
) -> Result<Value, String> {
    let records = csv_records(text, delimiter, usize::MAX)?;
    if records.len() == 0 {
        return Err("the CSV file is empty; its first line names the columns".into());
    }
    let header = records.get(0);
    let mut cols = crate::json::Object::new();
    for (i, name) in header.iter().enumerate() {
        let cells: Vec<&str> = (1..records.len())
            .map(|r| records.get(r).get(i).map_or("", |c| c.as_ref()))
            .collect();
        let ty = match declared.iter().find(|(k, _)| k == name) {
            Some((_, s)) => ColType::of(s),
            None => [ColType::Int(8), ColType::Real(8), ColType::Bool]
                .into_iter()
                .find(|t| {
                    cells
                        .iter()
                        .all(|c| c.is_empty() || csv_cell(c, *t).is_some())
                }),
        }
        .unwrap_or(ColType::Str);
        let mut values = Vec::with_capacity(cells.len());
        for (r, c) in cells.iter().enumerate() {
            values.push(match csv_cell(c, ty) {
                Some(v) => v,
                None if c.is_empty() => Value::Null,
                None => {
                    return Err(format!(
                        "CSV line {}, column {name:?}: {c:?} does not read as {}",
                        r + 2,
                        match ty {
                            ColType::Bool => "a boolean (true or false)",
                            ColType::Real(_) => "a number",
                            _ => "an integer",
                        }
                    ));
                }
            });
        }
        cols.insert(name.to_string(), Value::Array(values.into_iter().collect()));
    }
    Ok(Value::Object(cols))
}

fn csv_bool(c: &str) -> Option<bool> {
    if c.eq_ignore_ascii_case("true") {
        Some(true)
    } else if c.eq_ignore_ascii_case("false") {
        Some(false)
    } else {
        None
    }
}

/// A CSV integer cell as [`csv_cell`] reads it (i64, else u64), in the
/// range of `ty`'s width and sign.
fn csv_int(c: &str, ty: ColType) -> Option<i64> {
    let c = c.trim();
    let x = match c.parse::<i64>() {
        Ok(i) => i128::from(i),
        Err(_) => i128::from(c.parse::<u64>().ok()?),
    };
    let (signed, bits) = match ty {
        ColType::Int(w) => (true, 8 * u32::from(w)),
        ColType::UInt(w) => (false, 8 * u32::from(w)),
        _ => return None,
    };
    let (lo, hi) = if signed {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    };
    (lo..=hi).contains(&x).then_some(x as i64)
}

/// A CSV file straight into columns, as [`csv_to_json`] then
/// [`from_json_ordered`] (with the header's order) make them, without a
/// value per cell: a million rows are read in a fraction of the time and
/// memory. `None` for anything but the plain case (no rows, a null or
/// empty cell outside a string column, a declared column missing or of a
/// nested type, a repeated name, a non-finite real, an integer out of its
/// column's range): the value path reads those, and says what is wrong.
pub fn csv_to_columns(
    text: &str,
    delimiter: u8,
    declared: &[(String, Schema)],
) -> Option<(Vec<Column>, usize)> {
    let records = csv_records(text, delimiter, usize::MAX).ok()?;
    let header = (records.len() > 0).then(|| records.get(0))?;
    let rows = records.len() - 1;
    if rows == 0 || (1..header.len()).any(|i| header[..i].contains(&header[i])) {
        return None;
    }
    let mut names: Vec<&str> = declared.iter().map(|(k, _)| k.as_str()).collect();
    names.extend(
        header
            .iter()
            .map(|h| h.as_ref())
            .filter(|h| !declared.iter().any(|(k, _)| k == h)),
    );
    let mut out = Vec::with_capacity(names.len());
    for name in names {
        let at = header.iter().position(|h| h == name)?;
        let cell = |r: usize| records.get(r + 1).get(at).map_or("", |c| c.as_ref());
        let ty = match declared.iter().find(|(k, _)| k == name) {
            Some((_, s)) => ColType::of(s)?,
            None => [ColType::Int(8), ColType::Real(8), ColType::Bool]
                .into_iter()
                .find(|t| {
                    (0..rows).all(|r| {
                        let c = cell(r);
                        c.is_empty() || csv_cell(c, *t).is_some()
                    })
                })
                .unwrap_or(ColType::Str),
        };
        let cells = match ty {
            ColType::Bool => Cells::Bool(
                (0..rows)
                    .map(|r| csv_bool(cell(r)))
                    .collect::<Option<_>>()?,
            ),
            ColType::Str => {
                let mut offsets = Vec::with_capacity(rows + 1);
                offsets.push(0i32);
                let mut bytes = Vec::new();
                for r in 0..rows {
                    bytes.extend_from_slice(cell(r).as_bytes());
                    offsets.push(i32::try_from(bytes.len()).ok()?);
                }
                Cells::Str(offsets, bytes)
            }
            ColType::Real(w) => {
                let mut fixed = Vec::with_capacity(rows * usize::from(w));
                for r in 0..rows {
                    let x: f64 = cell(r)
                        .trim()
                        .parse()
                        .ok()
                        .filter(|x: &f64| x.is_finite())?;
                    if w == 4 {
                        fixed.extend_from_slice(&(x as f32).to_le_bytes());
                    } else {
                        fixed.extend_from_slice(&x.to_le_bytes());
                    }
                }
                Cells::Fixed(fixed)
            }
            ColType::Int(w) | ColType::UInt(w) => {
                let mut fixed = Vec::with_capacity(rows * usize::from(w));
                for r in 0..rows {
                    let x = csv_int(cell(r), ty)?;
                    fixed.extend_from_slice(&x.to_le_bytes()[..usize::from(w)]);
                }
                Cells::Fixed(fixed)
            }
        };
        out.push(Column {
            name: name.to_string(),
            ty,
            cells,
        });
    }
    Some((out, rows))
}

/// The columns as a value `{"col": […], …}` (integers, reals widened to
/// f64, booleans, strings): what a route that takes values gets of a table
/// read by [`csv_to_columns`].
pub fn columns_value(cols: &[Column]) -> Value {
    let mut out = crate::json::Object::new();
    for c in cols {
        let rows = c.rows();
        let w = c.ty.width();
        let fixed = |r: usize| -> [u8; 8] {
            let mut b = [0; 8];
            if let Cells::Fixed(f) = &c.cells {
                b[..w].copy_from_slice(&f[r * w..r * w + w]);
            }
            b
        };
        let items = (0..rows).map(|r| match (&c.cells, c.ty) {
            (Cells::Bool(v), _) => Value::Bool(v[r]),
            (Cells::Str(o, b), _) => Value::String(
                String::from_utf8_lossy(&b[o[r] as usize..o[r + 1] as usize]).into_owned(),
            ),
            (_, ColType::Real(4)) => {
                let b = fixed(r);
                Value::Number(Number::F64(f64::from(f32::from_le_bytes([
                    b[0], b[1], b[2], b[3],
                ]))))
            }
            (_, ColType::Real(_)) => Value::Number(Number::F64(f64::from_le_bytes(fixed(r)))),
            (_, ColType::UInt(_)) => Value::Number(Number::U64(u64::from_le_bytes(fixed(r)))),
            (_, ColType::Int(w)) => {
                let shift = 64 - 8 * u32::from(w);
                Value::Number(Number::I64(
                    (i64::from_le_bytes(fixed(r)) << shift) >> shift,
                ))
            }
            _ => Value::Null,
        });
        out.insert(c.name.clone(), Value::Array(items.collect()));
    }
    Value::Object(out)
}

fn csv_cell(c: &str, ty: ColType) -> Option<Value> {
    Some(match ty {
        ColType::Str => Value::String(c.to_string()),
        ColType::Bool => Value::Bool(csv_bool(c)?),
        ColType::Real(_) => Value::Number(Number::F64(c.trim().parse().ok()?)),
        _ => Value::Number(match c.trim().parse::<i64>() {
            Ok(i) => Number::I64(i),
            Err(_) => Number::U64(c.trim().parse().ok()?),
        }),
    })
}

/// CSV records, their fields in one list (no allocation per row): a
/// field is a slice of the text, or its unquoted copy when it was quoted.
struct Records<'a> {
    fields: Vec<Cow<'a, str>>,
    /// Where each record's fields end in `fields`.
    ends: Vec<usize>,
}

impl<'a> Records<'a> {
    fn len(&self) -> usize {
        self.ends.len()
    }

    /// Record `r`'s fields (`r` below [`Records::len`]).
    fn get(&self, r: usize) -> &[Cow<'a, str>] {
        let start = if r == 0 { 0 } else { self.ends[r - 1] };
        &self.fields[start..self.ends[r]]
    }
}

/// RFC 4180 records, at most `limit` of them.
fn csv_records(text: &str, delimiter: u8, limit: usize) -> Result<Records<'_>, String> {
    let b = text.as_bytes();
    let mut records = Records {
        fields: Vec::new(),
        ends: Vec::new(),
    };
    let mut i = 0;
    let mut line = 1;
    while i < b.len() && records.len() < limit {
        let field = if b[i] == b'"' {
            let opened = line;
            let mut f = String::new();
            let mut start = i + 1;
            i += 1;
            loop {
                match b.get(i) {
                    None => {
                        return Err(format!(
                            "the CSV file ends inside a quoted field (opened on line {opened})"
                        ));
                    }
                    Some(b'"') if b.get(i + 1) == Some(&b'"') => {
                        f.push_str(&text[start..=i]);
                        i += 2;
                        start = i;
                    }
                    Some(b'"') => {
                        f.push_str(&text[start..i]);
                        i += 1;
                        break;
                    }
                    Some(c) => {
                        line += usize::from(*c == b'\n');
                        i += 1;
                    }
                }
            }
            // Anything between the closing quote and the delimiter is kept.
            let rest = i;
            while i < b.len() && b[i] != delimiter && b[i] != b'\n' {
                i += 1;
            }
            f.push_str(text[rest..i].trim_end_matches('\r'));
            Cow::Owned(f)
        } else {
            let start = i;
            while i < b.len() && b[i] != delimiter && b[i] != b'\n' {
                i += 1;
            }
            Cow::Borrowed(text[start..i].trim_end_matches('\r'))
        };
        records.fields.push(field);
        match b.get(i) {
            Some(&c) if c == delimiter => {
                i += 1;
                if i == b.len() {
                    records.fields.push(Cow::Borrowed(""));
                }
            }
            _ => {
                i += 1;
                line += 1;
                records.ends.push(records.fields.len());
            }
        }
    }
    // A last record without its line end.
    if records.fields.len() > records.ends.last().copied().unwrap_or(0) {
        records.ends.push(records.fields.len());
    }
    Ok(records)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(s: &str) -> Value {
        crate::json::parse(s).unwrap()
    }

    fn round(declared: &str, json: &str) -> String {
        let Schema::Table(cols) = Schema::parse(declared).unwrap() else {
            panic!()
        };
        let (cols, rows) = from_json(&cols, &parse(json)).unwrap();
        let bytes = encode(&cols, rows).unwrap();
        let view = read(&bytes).unwrap();
        assert_eq!(view.to_columns(), cols);
        assert_eq!(encode(&view.to_columns(), rows).unwrap(), bytes);
        view.rows_json().unwrap()
    }

    #[test]
    fn key_order_and_ordered_text_keep_the_order_keys_came_in() {
        let rows = r#"[{"name":"a, \"b\"","age":3},{"age":4,"name":"c","z":1}]"#;
        assert_eq!(key_order(rows), ["name", "age", "z"]);
        let cols = r#"{ "zeta" : [1], "alpha": [2] }"#;
        assert_eq!(key_order(cols), ["zeta", "alpha"]);
        assert_eq!(key_order("[{\"a\":{\"deep\":1}}]"), ["a"]);
        assert_eq!(key_order("{\"x\""), Vec::<String>::new());
        let order = key_order(rows);
        assert_eq!(
            ordered_text(&parse(rows), &order),
            r#"[{"name":"a, \"b\"","age":3},{"name":"c","age":4,"z":1}]"#
        );
        let (c, _) = from_json_ordered(&[], &parse(cols), &key_order(cols)).unwrap();
        let names: Vec<&str> = c.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, ["zeta", "alpha"]);
        assert_eq!(csv_header("b,\"a, x\"\n1,2\n", b','), ["b", "a, x"]);
    }

    #[test]
    fn a_column_name_over_the_layouts_limit_is_refused_from_json_with_the_fix() {
        let long = "n".repeat(MAX_NAME + 1);
        for json in [
            format!(r#"{{"{long}":[1,2]}}"#),
            format!(r#"[{{"{long}":1}}]"#),
        ] {
            let err = from_json(&[], &parse(&json)).unwrap_err();
            assert!(err.contains("65536 bytes"), "{err}");
            assert!(err.contains("at most 65535 bytes; shorten it"), "{err}");
            assert!(err.len() < 300, "the name is not printed whole: {err}");
        }
        let ok = "n".repeat(MAX_NAME);
        let (cols, rows) = from_json(&[], &parse(&format!(r#"{{"{ok}":[1]}}"#))).unwrap();
        assert_eq!(
            read(&encode(&cols, rows).unwrap()).unwrap().to_columns(),
            cols
        );
    }

    #[test]
    fn rows_and_columns_give_the_same_table() {
        let rows =
            r#"[{"name":"Ann","age":30,"ok":true},{"name":"Bé, \"x\"","age":-2,"ok":false}]"#;
        let cols = r#"{"age":[30,-2],"name":["Ann","Bé, \"x\""],"ok":[true,false]}"#;
        let want =
            r#"[{"name":"Ann","age":30,"ok":true},{"name":"Bé, \"x\"","age":-2,"ok":false}]"#;
        assert_eq!(round("T:24names3agej", rows), want);
        assert_eq!(round("T:24names3agej", cols), want);
    }

    #[test]
    fn layout_is_morlocs() {
        let (cols, n) = from_json(
            &[],
            &parse(r#"[{"b":true},{"b":false},{"b":true},{"b":true}]"#),
        )
        .unwrap();
        let bytes = encode(&cols, n).unwrap();
        assert_eq!(u32_at(&bytes, 0), MAGIC);
        assert_eq!(u32_at(&bytes, 4), 1);
        assert_eq!(u64_at(&bytes, 8), 4);
        assert_eq!(u64_at(&bytes, 16), bytes.len() as u64);
        assert_eq!(u32_at(&bytes, 24), 1, "bool is serial code 1");
        assert_eq!(
            u64_at(&bytes, 24 + 32),
            128,
            "the buffer at a 64-byte boundary"
        );
        assert_eq!(u64_at(&bytes, 24 + 40), 4, "a byte of room per row");
        assert_eq!(bytes[128], 0b1101, "bit-packed, LSB first");
    }

    #[test]
    fn integers_and_booleans_print_as_morloc_prints_them() {
        let int = |ty, bytes: Vec<u8>| Column {
            name: "x".into(),
            ty,
            cells: Cells::Fixed(bytes),
        };
        let cols = vec![
            int(
                ColType::Int(8),
                [0, -1, i64::MIN, i64::MAX, 10]
                    .iter()
                    .flat_map(|x| x.to_le_bytes())
                    .collect(),
            ),
            Column {
                name: "u".into(),
                ..int(
                    ColType::UInt(8),
                    [0, 9, u64::MAX, 100, 7]
                        .iter()
                        .flat_map(|x| x.to_le_bytes())
                        .collect(),
                )
            },
            Column {
                name: "b".into(),
                ..int(ColType::Int(1), vec![0x80, 0xff, 0x7f, 0, 5])
            },
            Column {
                name: "ok".into(),
                ty: ColType::Bool,
                cells: Cells::Bool(vec![true, false, false, true, true]),
            },
        ];
        let bytes = encode(&cols, 5).unwrap();
        assert_eq!(
            read(&bytes).unwrap().rows_json().unwrap(),
            concat!(
                r#"[{"x":0,"u":0,"b":-128,"ok":true},{"x":-1,"u":9,"b":-1,"ok":false},"#,
                r#"{"x":-9223372036854775808,"u":18446744073709551615,"b":127,"ok":false},"#,
                r#"{"x":9223372036854775807,"u":100,"b":0,"ok":true},{"x":10,"u":7,"b":5,"ok":true}]"#
            )
        );
    }

    #[test]
    fn reals_print_as_percent_g() {
        let out = |x: f64, p| {
            let mut v = Vec::new();
            push_g(&mut v, x, p);
            String::from_utf8(v).unwrap()
        };
        assert_eq!(out(2.5, 15), "2.5");
        assert_eq!(out(3.0, 15), "3");
        assert_eq!(out(0.1 + 0.2, 15), "0.3");
        assert_eq!(out(1e20, 15), "1e+20");
        assert_eq!(out(1.5e-7, 15), "1.5e-07");
        assert_eq!(out(123456789012345678.0, 15), "1.23456789012346e+17");
        assert_eq!(out(0.0001, 15), "0.0001");
        assert_eq!(out(f64::NAN, 15), "null");
        assert_eq!(out(f64::from(0.1f32), 7), "0.1");
        // 15 digits of the largest doubles round past f64::MAX.
        assert_eq!(out(f64::MAX, 15), "1.7976931348623157e308");
        assert_eq!(out(-f64::MAX, 15), "-1.7976931348623157e308");
        assert_eq!(out(1.7976931348623e308, 15), "1.7976931348623e+308");
        assert_eq!(out(f64::from(f32::MAX), 7), "3.402823e+38");
    }

    #[test]
    fn a_table_of_the_largest_reals_prints_rows_that_read_back() {
        let cols = vec![Column {
            name: "x".into(),
            ty: ColType::Real(8),
            cells: Cells::Fixed(
                [f64::MAX, -f64::MAX, 2.5]
                    .iter()
                    .flat_map(|x| x.to_le_bytes())
                    .collect(),
            ),
        }];
        let bytes = encode(&cols, 3).unwrap();
        let text = read(&bytes).unwrap().rows_json().unwrap();
        let back = crate::json::parse(&text).unwrap();
        let (again, rows) = from_json(&[], &back).unwrap();
        assert_eq!((again, rows), (cols, 3), "{text}");
    }

    #[test]
    fn refusals_name_the_column_and_row() {
        let Schema::Table(decl) = Schema::parse("T:13agej").unwrap() else {
            panic!()
        };
        let err = |j: &str| from_json(&decl, &parse(j)).unwrap_err();
        assert!(err(r#"[{"age":1},{"x":2}]"#).contains("row 1, column \"age\": missing"));
        assert!(
            err(r#"[{"age":1},{"age":"x"}]"#)
                .contains("row 1, column \"age\": expected an integer")
        );
        assert!(err(r#"[{"age":null}]"#).contains("no validity bitmap"));
        assert!(err(r#"[{"age":1,"n":[1]}]"#).contains("nested"));
        assert!(err(r#"{"age":[1,2],"b":[1]}"#).contains("rows"));
    }

    #[test]
    fn reading_refuses_nulls_and_bad_bounds() {
        let (cols, n) = from_json(&[], &parse(r#"{"s":["a","bc"]}"#)).unwrap();
        let mut bytes = encode(&cols, n).unwrap();
        assert_eq!(
            read(&bytes).unwrap().rows_json().unwrap(),
            r#"[{"s":"a"},{"s":"bc"}]"#
        );
        assert!(read(&bytes[..bytes.len() - 1]).is_err());
        bytes[24 + 16] = 1;
        assert!(read(&bytes).unwrap_err().contains("no validity bitmap"));
        bytes[24 + 16] = 0;
        let data = u64_at(&bytes, 24 + 32) as usize;
        bytes[data + 4] = 9;
        assert!(read(&bytes).unwrap_err().contains("offsets"));
    }

    #[test]
    fn csv_straight_to_columns_is_the_value_path_or_leaves_it_to_it() {
        let slow = |csv: &str, decl: &[(String, Schema)]| {
            let v = csv_to_json(csv, b',', decl).ok()?;
            from_json_ordered(decl, &v, &csv_header(csv, b',')).ok()
        };
        let decls = [
            "T",
            "T:24names3agej",
            "T:23agef41xb",
            "T:13ageai1",
            "T:12okb",
        ];
        let csvs = [
            "name,age,ok\nn0,0,true\nn1,1,FALSE\n",
            "ok,name,age,x\r\ntrue,\"Smith, J\",-3,2.5\nfalse,Zoë,7,1e3\n",
            "x,age\n1,300\n2,-129\n",
            "x,age\n1,\n2,3\n",
            "age,name\n18446744073709551615,a\n1,b\n",
            "age,s\n1,\n2,b\n",
            "a,a\n1,2\n",
            "name,age\n",
            "age\nnan\n",
            "age,b\n1.5,x\n2,y\n",
        ];
        let mut fast_ones = 0;
        for d in decls {
            let Schema::Table(decl) = Schema::parse(d).unwrap() else {
                panic!()
            };
            for csv in csvs {
                let fast = csv_to_columns(csv, b',', &decl);
                if let Some(fast) = &fast {
                    fast_ones += 1;
                    assert_eq!(Some(fast.clone()), slow(csv, &decl), "{d} {csv:?}");
                    let back = from_json(&decl, &columns_value(&fast.0)).unwrap();
                    assert_eq!(back.1, fast.1);
                }
            }
        }
        assert!(fast_ones >= 8, "{fast_ones}");
        assert!(csv_to_columns("x\n1,\n", b',', &[]).is_some());
        assert!(
            csv_to_columns("x,y\n1,\n", b',', &[]).is_none(),
            "an empty non-string cell"
        );
    }

    #[test]
    fn csv_reads_quotes_and_types() {
        let Schema::Table(decl) = Schema::parse("T:24names3agef8").unwrap() else {
            panic!()
        };
        let csv = "name,age,n,flag\r\n\"Smith, J\",30,1,true\nZoë \"\"z\"\",2.5,2,false\n";
        let v = csv_to_json(csv, b',', &decl);
        // `"` inside an unquoted field is kept as it is.
        let v = v.unwrap();
        assert_eq!(
            crate::json::to_string(&v),
            r#"{"age":[30.0,2.5],"flag":[true,false],"n":[1,2],"name":["Smith, J","Zoë \"\"z\"\""]}"#
        );
        assert!(csv_to_json("a\n\"x", b',', &[]).is_err());
    }
}
