//! A table written as CSV, as morloc's `run -f csv` writes one: what a user
//! pipes into the next tool without JSON. Pure: columns in, bytes out.
//!
//! Facts from morloc 0.98.2 (`write_csv_to_buffer` in
//! `data/rust/morloc-runtime/src/arrow_ipc_reader.rs`, which hands the
//! table to the arrow-csv writer with a header and `,`), checked against
//! its nexus's output:
//! - a header row of the column names, then one line per row, each line
//!   ended by `\n`;
//! - a field is quoted only when it must be: it holds the delimiter, a `"`
//!   (doubled inside the quotes), `\r` or `\n`; an empty string is written
//!   empty, except as the only field of a line, which is `""`;
//! - booleans are `true`/`false`, integers in decimal, reals with at least
//!   one digit after the point (`0.0`, `0.5`, `1.0`), as Arrow displays
//!   them.

use super::table::{Cells, ColType, Column};

/// Appends `field`, quoted if it must be (see the module's rules).
fn push_field(out: &mut Vec<u8>, field: &[u8], delimiter: u8, alone: bool) {
    let must = field
        .iter()
        .any(|&c| c == delimiter || matches!(c, b'"' | b'\n' | b'\r'))
        || (alone && field.is_empty());
    if !must {
        out.extend_from_slice(field);
        return;
    }
    out.push(b'"');
    for &c in field {
        if c == b'"' {
            out.push(b'"');
        }
        out.push(c);
    }
    out.push(b'"');
}

/// A real as Arrow displays it: the shortest digits that read back, with
/// `.0` on an integral value (`1.0`, not `1`); `NaN`, `inf`, `-inf`.
fn real(x: f64) -> String {
    match x {
        _ if x.is_nan() => "NaN".into(),
        _ if x.is_infinite() => (if x > 0.0 { "inf" } else { "-inf" }).into(),
        _ => format!("{x:?}"),
    }
}

/// Row `r`'s cell of `col`, as its CSV text before quoting.
fn cell(col: &Column, r: usize) -> Vec<u8> {
    let fixed = |w: usize, data: &[u8]| -> [u8; 8] {
        let mut b = [0u8; 8];
        if let Some(s) = data.get(r * w..(r + 1) * w) {
            b[..w].copy_from_slice(s);
        }
        b
    };
    match (&col.cells, col.ty) {
        (Cells::Bool(bits), _) => match bits.get(r) {
            Some(true) => b"true".to_vec(),
            _ => b"false".to_vec(),
        },
        (Cells::Str(offsets, bytes), _) => {
            let at = |i: usize| offsets.get(i).map_or(0, |&o| o.max(0) as usize);
            bytes.get(at(r)..at(r + 1)).unwrap_or_default().to_vec()
        }
        (Cells::Fixed(data), ColType::Int(w)) => {
            let shift = 64 - 8 * u32::from(w);
            let v = (i64::from_le_bytes(fixed(w as usize, data)) << shift) >> shift;
            v.to_string().into_bytes()
        }
        (Cells::Fixed(data), ColType::UInt(w)) => u64::from_le_bytes(fixed(w as usize, data))
            .to_string()
            .into_bytes(),
        (Cells::Fixed(data), ColType::Real(4)) => {
            let b = fixed(4, data);
            let x = f32::from_le_bytes([b[0], b[1], b[2], b[3]]);
            match x.is_finite() {
                true => format!("{x:?}").into_bytes(),
                false => real(f64::from(x)).into_bytes(),
            }
        }
        (Cells::Fixed(data), _) => real(f64::from_le_bytes(fixed(8, data))).into_bytes(),
    }
}

/// The table as CSV (`delimiter` `,`, or `\t` for TSV): a header, then
/// `rows` lines.
pub fn write(cols: &[Column], rows: usize, delimiter: u8) -> Vec<u8> {
    let alone = cols.len() == 1;
    let mut out = Vec::with_capacity(16 * cols.len() * (rows + 1));
    let line = |out: &mut Vec<u8>, fields: &mut dyn Iterator<Item = Vec<u8>>| {
        for (i, f) in fields.enumerate() {
            if i > 0 {
                out.push(delimiter);
            }
            push_field(out, &f, delimiter, alone);
        }
        out.push(b'\n');
    };
    line(
        &mut out,
        &mut cols.iter().map(|c| c.name.as_bytes().to_vec()),
    );
    for r in 0..rows {
        line(&mut out, &mut cols.iter().map(|c| cell(c, r)));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json;
    use crate::morloc::table::{from_json_ordered, key_order};

    fn csv(text: &str) -> String {
        let v = json::parse(text).unwrap();
        let (cols, rows) = from_json_ordered(&[], &v, &key_order(text)).unwrap();
        String::from_utf8(write(&cols, rows, b',')).unwrap()
    }

    #[test]
    fn rows_are_written_as_morlocs_nexus_writes_them() {
        // What morloc-nexus 0.98.2 wrote for these rows (`run -f csv`).
        assert_eq!(
            csv(
                r#"[{"name":"Smith, J","age":30,"ok":true},{"name":"Zoë \"z\"","age":2,"ok":false},{"name":"","age":5,"ok":true}]"#
            ),
            "name,age,ok\n\"Smith, J\",30,true\n\"Zoë \"\"z\"\"\",2,false\n,5,true\n"
        );
        assert_eq!(
            csv(r#"[{"i":0,"x":0,"s":"r0","b":true},{"i":1,"x":0.5,"s":"r1","b":false}]"#),
            "i,x,s,b\n0,0.0,r0,true\n1,0.5,r1,false\n"
        );
        assert_eq!(
            csv(r#"{"a\nb":["x\ry"],"c":[-1.5e300]}"#),
            "\"a\nb\",c\n\"x\ry\",-1.5e300\n"
        );
        assert_eq!(csv(r#"[{"s":""},{"s":"t"}]"#), "s\n\"\"\nt\n");
    }

    #[test]
    fn a_tab_delimiter_quotes_tabs_not_commas() {
        let v = json::parse(r#"[{"a":"x,y","b":"p\tq"}]"#).unwrap();
        let (cols, rows) = from_json_ordered(&[], &v, &["a".into(), "b".into()]).unwrap();
        assert_eq!(write(&cols, rows, b'\t'), b"a\tb\nx,y\t\"p\tq\"\n");
    }
}
