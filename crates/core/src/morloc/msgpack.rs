//! msgpack (libmorloc's packet format 1) → JSON, per schema: pure, bounded,
//! and total over untrusted bytes.
//!
//! Where libmorloc accepts msgpack, from morloc 0.98.2: the nexus reads a
//! pool's reply with `get_morloc_data_packet_value`
//! (`morloc-nexus/src/dispatch.rs:1234`), which decodes MESG+MSGPACK (the
//! payload is the msgpack) and FILE+MSGPACK (the payload names a file whose
//! contents are the msgpack; at most 4096 bytes of name, trailing NULs
//! trimmed) and refuses RPTR+MSGPACK ("For RPTR source, expected voidstar
//! or arrow format"): `morloc-runtime/src/packet_ffi.rs:622-731`.
//!
//! How it maps msgpack to a schema (`unpack_obj_inner` and `read_float` in
//! `morloc-runtime/src/mpack.rs:247-520`), which this decoder follows:
//!
//! | schema          | msgpack accepted                                    |
//! |-----------------|-----------------------------------------------------|
//! | Unit            | nil                                                  |
//! | Bool            | true, false                                          |
//! | i/u 1,2,4,8     | any integer marker, range-checked to the width       |
//! | Real (f4, f8)   | float32, float64, or any integer marker              |
//! | Int (`j`)       | any integer marker, or bin of little-endian limbs (two's complement, 8 bytes each) |
//! | Str             | str only (bin is refused)                            |
//! | list            | array                                                |
//! | tuple, record   | array of the items or fields in schema order (a map is refused) |
//! | optional        | nil for absent, else the value                       |
//! | Table, streams  | refused (a table comes only in shared memory; streams are not JSON) |
//!
//! Where this decoder is stricter or wider than libmorloc, on purpose:
//! a tuple or record array must have exactly the schema's count (libmorloc
//! ignores the count and reads on, out of step); bytes after the value are
//! refused (libmorloc ignores them); a bin `Int` must be whole limbs;
//! integers above `i64::MAX` are read exactly for `u8` and `j` (libmorloc's
//! `read_int::<i64>` refuses them, although its own packer writes them).
//!
//! Recursion follows the schema, so it is bounded by the schema's depth;
//! every length is checked against the bytes left before anything is
//! allocated, and every node and byte produced is charged to a budget.

use crate::json::{Number, Object, Value};
use crate::schema::Schema;

/// Longest FILE+MSGPACK file name libmorloc reads (`packet_ffi.rs:643`).
pub const MAX_FILE_NAME: usize = 4096;
/// Most limbs a bin `Int` may carry (as `voidstar::MAX_LIMBS`).
pub const MAX_LIMBS: usize = 1024;

/// Decodes `bytes`, one msgpack value of `schema`, producing at most `max`
/// bytes and nodes.
pub fn decode(schema: &Schema, bytes: &[u8], max: u64) -> Result<Value, String> {
    let mut r = Reader {
        buf: bytes,
        at: 0,
        budget: max,
    };
    let value = r.value(schema)?;
    if r.at != bytes.len() {
        return Err(format!(
            "msgpack: {} bytes follow the {} value that ends at byte {}; the payload must be exactly one value",
            bytes.len() - r.at,
            schema.type_name(),
            r.at
        ));
    }
    Ok(value)
}

/// What a msgpack marker byte starts.
fn describe(b: u8) -> &'static str {
    match b {
        0x00..=0x7f | 0xcc..=0xd3 | 0xe0..=0xff => "an integer",
        0x80..=0x8f | 0xde | 0xdf => "a map",
        0x90..=0x9f | 0xdc | 0xdd => "an array",
        0xa0..=0xbf | 0xd9..=0xdb => "a string",
        0xc0 => "nil",
        0xc1 => "the never-used byte",
        0xc2 | 0xc3 => "a boolean",
        0xc4..=0xc6 => "binary data",
        0xc7..=0xc9 | 0xd4..=0xd8 => "an extension value",
        0xca | 0xcb => "a float",
    }
}

struct Reader<'a> {
    buf: &'a [u8],
    at: usize,
    budget: u64,
}

impl<'a> Reader<'a> {
    fn charge(&mut self, n: u64) -> Result<(), String> {
        self.budget = self
            .budget
            .checked_sub(n)
            .ok_or("the result is larger than the bound on results; raise it or return less")?;
        Ok(())
    }

    fn left(&self) -> usize {
        self.buf.len() - self.at
    }

    /// `n` bytes, or an error naming what they were to hold.
    fn take(&mut self, n: usize, what: &str) -> Result<&'a [u8], String> {
        if n > self.left() {
            return Err(format!(
                "msgpack: {what} at byte {} needs {n} bytes but only {} remain (truncated)",
                self.at,
                self.left()
            ));
        }
        let s = &self.buf[self.at..self.at + n];
        self.at += n;
        Ok(s)
    }

    fn be(&mut self, n: usize, what: &str) -> Result<u64, String> {
        Ok(self
            .take(n, what)?
            .iter()
            .fold(0u64, |acc, &b| (acc << 8) | u64::from(b)))
    }

    /// The next marker byte, consumed.
    fn marker(&mut self, schema: &Schema) -> Result<u8, String> {
        match self.buf.get(self.at) {
            Some(&b) => {
                self.at += 1;
                Ok(b)
            }
            None => Err(format!(
                "msgpack: expected {} at byte {} but the payload ends there (truncated)",
                schema.type_name(),
                self.at
            )),
        }
    }

    fn wrong(&self, schema: &Schema, b: u8, hint: &str) -> String {
        format!(
            "msgpack: expected {} at byte {} but found {} (0x{b:02x}){hint}",
            schema.type_name(),
            self.at - 1,
            describe(b)
        )
    }

    /// The integer after marker `b`, if `b` starts one.
    fn integer(&mut self, b: u8) -> Result<Option<i128>, String> {
        let what = "an integer";
        Ok(Some(match b {
            0x00..=0x7f => i128::from(b),
            0xe0..=0xff => i128::from(b as i8),
            0xcc => i128::from(self.be(1, what)?),
            0xcd => i128::from(self.be(2, what)?),
            0xce => i128::from(self.be(4, what)?),
            0xcf => i128::from(self.be(8, what)?),
            0xd0 => i128::from(self.be(1, what)? as u8 as i8),
            0xd1 => i128::from(self.be(2, what)? as u16 as i16),
            0xd2 => i128::from(self.be(4, what)? as u32 as i32),
            0xd3 => i128::from(self.be(8, what)? as i64),
            _ => return Ok(None),
        }))
    }

    /// The length of an array after marker `b`, if `b` starts one.
    fn array_len(&mut self, b: u8) -> Result<Option<usize>, String> {
        Ok(Some(match b {
            0x90..=0x9f => usize::from(b & 0x0f),
            0xdc => self.be(2, "an array length")? as usize,
            0xdd => self.be(4, "an array length")? as usize,
            _ => return Ok(None),
        }))
    }

    fn value(&mut self, schema: &Schema) -> Result<Value, String> {
        self.charge(1)?;
        if let Schema::Hint(_, inner) = schema {
            return self.value(inner);
        }
        if let Schema::Table(_) = schema {
            return Err(
                "msgpack: an Arrow table comes only in shared memory (RPTR+ARROW), never as msgpack"
                    .into(),
            );
        }
        if let Some(why) = schema.unservable() {
            return Err(format!(
                "msgpack: a {} result cannot be read: {why}",
                schema.type_name()
            ));
        }
        let b = self.marker(schema)?;
        let at = self.at - 1;
        Ok(match schema {
            Schema::Unit => match b {
                0xc0 => Value::Null,
                _ => return Err(self.wrong(schema, b, "; Unit is nil")),
            },
            Schema::Bool => match b {
                0xc2 => Value::Bool(false),
                0xc3 => Value::Bool(true),
                _ => return Err(self.wrong(schema, b, "")),
            },
            Schema::Int { signed, .. } => {
                let n = self.integer(b)?.ok_or_else(|| self.wrong(schema, b, ""))?;
                let (lo, hi) = schema.int_range();
                if n < lo || n > hi {
                    return Err(format!(
                        "msgpack: {n} at byte {at} is out of range for {} ({lo}..={hi})",
                        schema.type_name()
                    ));
                }
                // In range, so the conversion holds.
                if *signed {
                    Value::Number(Number::I64(n as i64))
                } else {
                    Value::Number(Number::U64(n as u64))
                }
            }
            Schema::BigInt => match b {
                0xc4..=0xc6 => self.limbs(b)?,
                _ => {
                    let n = self.integer(b)?.ok_or_else(|| {
                        self.wrong(schema, b, " (Int is an integer or limbs in bin)")
                    })?;
                    exact(n)?
                }
            },
            Schema::Real { bytes } => {
                let x = match b {
                    0xca => f64::from(f32::from_bits(self.be(4, "a float32")? as u32)),
                    0xcb => f64::from_bits(self.be(8, "a float64")?),
                    _ => {
                        let n = self.integer(b)?.ok_or_else(|| self.wrong(schema, b, ""))?;
                        n as f64
                    }
                };
                // A Real32 slot holds an f32, as libmorloc stores it.
                let x = if *bytes == 4 { f64::from(x as f32) } else { x };
                if !x.is_finite() {
                    return Err(format!(
                        "msgpack: a non-finite {} ({x}) at byte {at} has no JSON form",
                        schema.type_name()
                    ));
                }
                Value::Number(Number::F64(x))
            }
            Schema::Str => {
                let len = match b {
                    0xa0..=0xbf => usize::from(b & 0x1f),
                    0xd9 => self.be(1, "a string length")? as usize,
                    0xda => self.be(2, "a string length")? as usize,
                    0xdb => self.be(4, "a string length")? as usize,
                    0xc4..=0xc6 => {
                        return Err(self.wrong(
                            schema,
                            b,
                            "; libmorloc reads Str only from a msgpack string",
                        ));
                    }
                    _ => return Err(self.wrong(schema, b, "")),
                };
                if len > self.left() {
                    return Err(format!(
                        "msgpack: the Str at byte {at} declares {len} bytes but only {} remain (truncated)",
                        self.left()
                    ));
                }
                let bytes = self.take(len, "a string")?;
                self.charge(len as u64)?;
                let text = std::str::from_utf8(bytes)
                    .map_err(|_| format!("msgpack: the string at byte {at} is not UTF-8"))?;
                Value::String(text.to_string())
            }
            Schema::List(elem) => {
                let n = self
                    .array_len(b)?
                    .ok_or_else(|| self.wrong(schema, b, ""))?;
                // Every msgpack value takes a byte at least.
                if n > self.left() {
                    return Err(format!(
                        "msgpack: a list of {n} elements at byte {at} but only {} bytes remain (truncated)",
                        self.left()
                    ));
                }
                self.charge(n as u64)?;
                let mut items = Vec::with_capacity(n);
                for _ in 0..n {
                    items.push(self.value(elem)?);
                }
                Value::Array(items.into_iter().collect())
            }
            Schema::Tuple(types) => {
                self.fixed_array(schema, b, types.len())?;
                let mut items = Vec::with_capacity(types.len());
                for t in types {
                    items.push(self.value(t)?);
                }
                Value::Array(items.into_iter().collect())
            }
            Schema::Record(fields) => {
                self.fixed_array(schema, b, fields.len())?;
                let mut map = Object::new();
                for (name, t) in fields {
                    let v = self
                        .value(t)
                        .map_err(|e| format!("{e} (in field {name:?})"))?;
                    map.insert(name.clone(), v);
                }
                Value::Object(map)
            }
            Schema::Optional(inner) => {
                if b == 0xc0 {
                    Value::Null
                } else {
                    self.at -= 1;
                    self.value(inner)?
                }
            }
            // Handled above: unservable, and hints unwrapped.
            Schema::Table(_) | Schema::Stream(_) | Schema::Hint(..) => Value::Null,
        })
    }

    /// The array header of a tuple or record of `count` members.
    fn fixed_array(&mut self, schema: &Schema, b: u8, count: usize) -> Result<(), String> {
        let at = self.at - 1;
        let hint = if matches!(schema, Schema::Record(_)) {
            "; libmorloc reads a record as an array of its fields in order"
        } else {
            ""
        };
        let n = self
            .array_len(b)?
            .ok_or_else(|| self.wrong(schema, b, hint))?;
        if n != count {
            return Err(format!(
                "msgpack: expected {} (an array of {count}) at byte {at} but found an array of {n}",
                schema.type_name()
            ));
        }
        Ok(())
    }

    /// An `Int` as bin: little-endian 8-byte limbs, two's complement
    /// (`mpack.rs:286`, the voidstar limb layout).
    fn limbs(&mut self, b: u8) -> Result<Value, String> {
        let at = self.at - 1;
        let len = self.be(1 << (b - 0xc4), "a bin length")? as usize;
        if !len.is_multiple_of(8) || len / 8 > MAX_LIMBS {
            return Err(format!(
                "msgpack: an Int at byte {at} as {len} bytes of bin; expected whole 8-byte limbs, at most {MAX_LIMBS}"
            ));
        }
        let bytes = self.take(len, "Int limbs")?;
        self.charge(len as u64)?;
        let limbs: Vec<u64> = bytes
            .chunks_exact(8)
            .map(|c| {
                c.iter()
                    .rev()
                    .fold(0u64, |acc, &x| (acc << 8) | u64::from(x))
            })
            .collect();
        let negative = limbs.last().is_some_and(|l| l >> 63 == 1);
        let fill = if negative { u64::MAX } else { 0 };
        if limbs.iter().skip(2).any(|&l| l != fill) {
            return Err(beyond_64(at));
        }
        let lo = limbs.first().copied().unwrap_or(0);
        let hi = limbs.get(1).copied().unwrap_or(fill);
        exact((i128::from(hi as i64) << 64) | i128::from(lo)).map_err(|_| beyond_64(at))
    }
}

fn beyond_64(at: usize) -> String {
    format!(
        "msgpack: an Int at byte {at} beyond 64 bits; nexus carries integers in i64 ∪ u64 exactly"
    )
}

/// An integer as JSON: i64 where it fits, else u64.
fn exact(n: i128) -> Result<Value, String> {
    if let Ok(i) = i64::try_from(n) {
        Ok(Value::Number(Number::I64(i)))
    } else if let Ok(u) = u64::try_from(n) {
        Ok(Value::Number(Number::U64(u)))
    } else {
        Err(format!("msgpack: {n} is beyond i64 ∪ u64"))
    }
}

/// The file a FILE+MSGPACK reply names, if it is one nexus will read: an
/// absolute path directly inside the session directory `dir` (where the
/// pool keeps its socket), named in at most [`MAX_FILE_NAME`] bytes with
/// trailing NULs trimmed (as libmorloc trims them). Lexical only: the
/// caller opens it without following a symlink.
pub fn file_in_session(
    payload: &[u8],
    dir: &std::path::Path,
) -> Result<std::path::PathBuf, String> {
    use std::os::unix::ffi::OsStrExt;
    if payload.len() > MAX_FILE_NAME {
        return Err(format!(
            "a msgpack file name of {} bytes (libmorloc reads at most {MAX_FILE_NAME})",
            payload.len()
        ));
    }
    let mut end = payload.len();
    while end > 0 && payload[end - 1] == 0 {
        end -= 1;
    }
    let name = &payload[..end];
    let shown = String::from_utf8_lossy(name);
    if name.is_empty() || name.contains(&0) {
        return Err(format!(
            "a msgpack file name {shown:?} that is empty or holds NUL"
        ));
    }
    // Byte-wise, so no spelling (`.`, `..`, `//`, a subdirectory) slips
    // through a normalising parser.
    let prefix = dir.as_os_str().as_bytes();
    let file = name
        .strip_prefix(prefix)
        .and_then(|rest| rest.strip_prefix(b"/"))
        .filter(|f| !f.is_empty() && *f != b"." && *f != b".." && !f.contains(&b'/'));
    let Some(file) = file else {
        return Err(format!(
            "the pool named the msgpack file {shown:?}, which is not directly inside its session directory {}; nexus reads result files only there",
            dir.display()
        ));
    };
    Ok(dir.join(std::ffi::OsStr::from_bytes(file)))
}

// ---------------------------------------------------------------- encode

/// Encodes `value` as msgpack per `schema`, as libmorloc's packer writes
/// it (`pack_data_inner`, `mpack.rs:30`): a result written as `.mpk`
/// (`nexus run -f mpk`), and the round trip of [`decode`] in tests.
pub fn encode(schema: &Schema, value: &Value) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    write(&mut out, schema, value)?;
    Ok(out)
}

fn write_int(out: &mut Vec<u8>, n: i128) {
    // The shortest form, as rmp's `write_uint` / `write_sint` choose it.
    if (0..=0x7f).contains(&n) || (-32..0).contains(&n) {
        out.push(n as i8 as u8);
    } else if n >= 0 {
        let (marker, width) = if n <= 0xff {
            (0xcc, 1)
        } else if n <= 0xffff {
            (0xcd, 2)
        } else if n <= 0xffff_ffff {
            (0xce, 4)
        } else {
            (0xcf, 8)
        };
        out.push(marker);
        out.extend_from_slice(&(n as u64).to_be_bytes()[8 - width..]);
    } else {
        let (marker, width) = if n >= i128::from(i8::MIN) {
            (0xd0, 1)
        } else if n >= i128::from(i16::MIN) {
            (0xd1, 2)
        } else if n >= i128::from(i32::MIN) {
            (0xd2, 4)
        } else {
            (0xd3, 8)
        };
        out.push(marker);
        out.extend_from_slice(&(n as i64).to_be_bytes()[8 - width..]);
    }
}

fn write_len(
    out: &mut Vec<u8>,
    n: usize,
    fix: u8,
    fix_max: usize,
    m16: u8,
    m32: u8,
) -> Result<(), String> {
    if n <= fix_max {
        out.push(fix | n as u8);
    } else if n <= 0xffff {
        out.push(m16);
        out.extend_from_slice(&(n as u16).to_be_bytes());
    } else {
        let n = u32::try_from(n).map_err(|_| "a value too long for msgpack".to_string())?;
        out.push(m32);
        out.extend_from_slice(&n.to_be_bytes());
    }
    Ok(())
}

fn write(out: &mut Vec<u8>, schema: &Schema, value: &Value) -> Result<(), String> {
    let mismatch = || {
        format!(
            "expected {} but got {}",
            schema.type_name(),
            crate::json::kind_name(value)
        )
    };
    match (schema, value) {
        (Schema::Hint(_, inner), v) => write(out, inner, v)?,
        (Schema::Unit, _) => out.push(0xc0),
        (Schema::Bool, Value::Bool(b)) => out.push(if *b { 0xc3 } else { 0xc2 }),
        (Schema::Int { .. } | Schema::BigInt, Value::Number(Number::I64(i))) => {
            write_int(out, i128::from(*i))
        }
        (Schema::Int { .. } | Schema::BigInt, Value::Number(Number::U64(u))) => {
            write_int(out, i128::from(*u))
        }
        (Schema::Real { .. }, Value::Number(n)) => {
            let x = match n {
                Number::F64(x) => *x,
                Number::I64(i) => *i as f64,
                Number::U64(u) => *u as f64,
            };
            out.push(0xcb);
            out.extend_from_slice(&x.to_bits().to_be_bytes());
        }
        (Schema::Str, Value::String(s)) => {
            if (32..=0xff).contains(&s.len()) {
                out.push(0xd9);
                out.push(s.len() as u8);
            } else {
                write_len(out, s.len(), 0xa0, 31, 0xda, 0xdb)?;
            }
            out.extend_from_slice(s.as_bytes());
        }
        (Schema::List(elem), Value::Array(items)) => {
            write_len(out, items.len(), 0x90, 15, 0xdc, 0xdd)?;
            for item in items.iter() {
                write(out, elem, item)?;
            }
        }
        (Schema::Tuple(types), Value::Array(items)) if types.len() == items.len() => {
            write_len(out, items.len(), 0x90, 15, 0xdc, 0xdd)?;
            for (t, item) in types.iter().zip(items.iter()) {
                write(out, t, item)?;
            }
        }
        (Schema::Record(fields), Value::Object(map)) => {
            write_len(out, fields.len(), 0x90, 15, 0xdc, 0xdd)?;
            for (name, t) in fields {
                write(out, t, map.get(name).unwrap_or(&Value::Null))?;
            }
        }
        (Schema::Optional(_), Value::Null) => out.push(0xc0),
        (Schema::Optional(inner), v) => write(out, inner, v)?,
        _ => return Err(mismatch()),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json;

    fn s(text: &str) -> Schema {
        Schema::parse(text).unwrap()
    }

    fn ok(schema: &str, bytes: &[u8]) -> String {
        json::to_string(&decode(&s(schema), bytes, 1 << 20).unwrap())
    }

    fn err(schema: &str, bytes: &[u8]) -> String {
        decode(&s(schema), bytes, 1 << 20).unwrap_err()
    }

    /// JSON → msgpack → JSON is the identity, and the value validates.
    fn round(schema: &str, text: &str) -> Vec<u8> {
        let sc = s(schema);
        let v = json::parse(text).unwrap();
        let bytes = encode(&sc, &v).unwrap();
        let back = decode(&sc, &bytes, 1 << 30).unwrap();
        assert_eq!(
            json::to_string(&back),
            json::to_string(&v),
            "{schema} {text}"
        );
        sc.validate(&back).unwrap();
        bytes
    }

    #[test]
    fn scalars_in_every_integer_width() {
        assert_eq!(ok("z", &[0xc0]), "null");
        assert_eq!(ok("b", &[0xc3]), "true");
        assert_eq!(ok("b", &[0xc2]), "false");
        assert_eq!(ok("i4", &[42]), "42");
        assert_eq!(ok("i4", &[0xff]), "-1");
        assert_eq!(ok("i1", &[0xd0, 0x80]), "-128");
        assert_eq!(ok("u1", &[0xcc, 0xff]), "255");
        assert_eq!(ok("u2", &[0xcd, 0xff, 0xff]), "65535");
        assert_eq!(ok("i2", &[0xd1, 0x80, 0x00]), "-32768");
        assert_eq!(ok("u4", &[0xce, 0xff, 0xff, 0xff, 0xff]), "4294967295");
        assert_eq!(ok("i4", &[0xd2, 0x80, 0, 0, 0]), "-2147483648");
        // A wider marker carrying a value that fits is accepted (rmp's read_int).
        assert_eq!(ok("u1", &[0xd3, 0, 0, 0, 0, 0, 0, 0, 7]), "7");
        let mut min = vec![0xd3];
        min.extend_from_slice(&i64::MIN.to_be_bytes());
        assert_eq!(ok("i8", &min), "-9223372036854775808");
        assert_eq!(ok("j", &min), "-9223372036854775808");
        let mut max = vec![0xcf];
        max.extend_from_slice(&u64::MAX.to_be_bytes());
        assert_eq!(ok("u8", &max), "18446744073709551615");
        assert_eq!(ok("j", &max), "18446744073709551615");
        assert!(err("i8", &max).contains("out of range for Int64"));
        assert!(err("u1", &[0xcd, 1, 0]).contains("256 at byte 0 is out of range for UInt8"));
        assert!(err("u4", &[0xff]).contains("-1 at byte 0 is out of range for UInt32"));
        for n in [
            "0",
            "-1",
            "127",
            "-32",
            "-33",
            "128",
            "255",
            "256",
            "65536",
            "-129",
            "-40000",
            "-3000000000",
            "5000000000",
            "9223372036854775807",
            "-9223372036854775808",
            "18446744073709551615",
        ] {
            round("j", n);
        }
    }

    #[test]
    fn reals_take_floats_and_integers() {
        assert_eq!(ok("f8", &[0xcb, 0x40, 0x04, 0, 0, 0, 0, 0, 0]), "2.5");
        assert_eq!(ok("f8", &[0xca, 0x3f, 0x00, 0, 0]), "0.5");
        assert_eq!(ok("f8", &[3]), "3.0");
        assert_eq!(ok("f4", &[0xd0, 0xfe]), "-2.0");
        // A Real32 holds an f32, as libmorloc stores it.
        let mut tenth = vec![0xcb];
        tenth.extend_from_slice(&0.1f64.to_bits().to_be_bytes());
        assert_eq!(
            ok("f4", &tenth),
            json::to_string(&Value::Number(Number::F64(f64::from(0.1f32))))
        );
        let mut nan = vec![0xcb];
        nan.extend_from_slice(&f64::NAN.to_bits().to_be_bytes());
        assert!(err("f8", &nan).contains("non-finite Real"));
        let mut big = vec![0xcb];
        big.extend_from_slice(&1e300f64.to_bits().to_be_bytes());
        assert!(err("f4", &big).contains("non-finite Real32"));
        assert!(err("f8", &[0xa1, b'x']).contains("expected Real at byte 0 but found a string"));
        round("f8", "1.5");
        round("f4", "0.25");
    }

    #[test]
    fn bigint_limbs_in_bin() {
        let limbs = |ls: &[u64]| {
            let mut v = vec![0xc4, (ls.len() * 8) as u8];
            for l in ls {
                v.extend_from_slice(&l.to_le_bytes());
            }
            v
        };
        assert_eq!(ok("j", &limbs(&[5])), "5");
        assert_eq!(ok("j", &limbs(&[u64::MAX, 0])), "18446744073709551615");
        assert_eq!(ok("j", &limbs(&[u64::MAX])), "-1");
        assert_eq!(ok("j", &limbs(&[u64::MAX, u64::MAX, u64::MAX])), "-1");
        assert_eq!(ok("j", &[0xc4, 0]), "0");
        assert!(err("j", &limbs(&[0, 1])).contains("beyond 64 bits"));
        assert!(err("j", &limbs(&[0, 0, 1])).contains("beyond 64 bits"));
        assert!(err("j", &[0xc4, 3, 1, 2, 3]).contains("whole 8-byte limbs"));
        assert!(err("j", &[0xc4, 16, 1]).contains("truncated"));
        assert!(err("j", &[0xa1, b'1']).contains("expected Int at byte 0 but found a string"));
        assert!(err("j", &[0xcb, 0, 0, 0, 0, 0, 0, 0, 0]).contains("found a float"));
    }

    #[test]
    fn strings_are_str_not_bin() {
        assert_eq!(ok("s", &[0xa2, b'h', b'i']), r#""hi""#);
        assert_eq!(ok("s", &[0xa0]), r#""""#);
        assert_eq!(ok("s", &[0xd9, 1, b'x']), r#""x""#);
        assert_eq!(ok("s", &[0xda, 0, 1, b'x']), r#""x""#);
        assert_eq!(ok("s", &[0xdb, 0, 0, 0, 1, b'x']), r#""x""#);
        let e = err("s", &[0xc4, 1, b'x']);
        assert!(
            e.contains("found binary data") && e.contains("only from a msgpack string"),
            "{e}"
        );
        assert!(err("s", &[0xa2, 0xff, 0xfe]).contains("not UTF-8"));
        round("s", r#""héllo, 世界""#);
        round("s", &json::quote(&"x".repeat(40)));
        round("s", &json::quote(&"y".repeat(300)));
        round("s", &json::quote(&"z".repeat(70000)));
    }

    #[test]
    fn containers() {
        assert_eq!(ok("ai4", &[0x93, 1, 2, 3]), "[1,2,3]");
        assert_eq!(ok("ai4", &[0x90]), "[]");
        assert_eq!(ok("ai4", &[0xdc, 0, 1, 9]), "[9]");
        assert_eq!(ok("t2bs", &[0x92, 0xc3, 0xa1, b'x']), r#"[true,"x"]"#);
        assert_eq!(
            ok("m21nj4meanf8", &[0x92, 3, 0xcb, 0x40, 0, 0, 0, 0, 0, 0, 0]),
            r#"{"mean":2.0,"n":3}"#
        );
        assert_eq!(ok("?j", &[0xc0]), "null");
        assert_eq!(ok("?j", &[7]), "7");
        assert_eq!(ok("<dict>a?s", &[0x92, 0xc0, 0xa1, b'q']), r#"[null,"q"]"#);
        round(
            "m21xa?m11ys1zt2bu1",
            r#"{"x":[{"y":"q"},null],"z":[false,9]}"#,
        );
        round("aaj", "[[1],[],[2,3]]");
        round("ai1", &format!("[{}]", vec!["1"; 70000].join(",")));
        round("t3bsi2", r#"[true,"x",-2]"#);
        round("?m11ab", "null");
        round("az", "[null,null]");
    }

    #[test]
    fn records_are_arrays_of_exactly_their_fields() {
        let e = err("m11xj", &[0x81, 0xa1, b'x', 1]);
        assert!(
            e.contains("expected {x: Int} at byte 0 but found a map")
                && e.contains("array of its fields"),
            "{e}"
        );
        let e = err("m21xj1yj", &[0x91, 1]);
        assert!(
            e.contains("an array of 2") && e.contains("found an array of 1"),
            "{e}"
        );
        let e = err("t2jj", &[0x93, 1, 2, 3]);
        assert!(e.contains("found an array of 3"), "{e}");
        let e = err("m11xs", &[0x91, 5]);
        assert!(e.contains("in field \"x\""), "{e}");
    }

    #[test]
    fn hostile_and_truncated_inputs_are_refused() {
        assert!(err("s", &[]).contains("expected Str at byte 0 but the payload ends"));
        // A string whose length runs past the end.
        let e = err("s", &[0xdb, 0xff, 0xff, 0xff, 0xff, b'a']);
        assert!(
            e.contains("the Str at byte 0 declares 4294967295 bytes but only 1 remain"),
            "{e}"
        );
        assert!(err("s", &[0xda, 0]).contains("truncated"));
        // An array count beyond the bytes left is refused before allocating.
        let e = err("aj", &[0xdd, 0xff, 0xff, 0xff, 0xff, 1]);
        assert!(
            e.contains("4294967295 elements") && e.contains("only 1 bytes remain"),
            "{e}"
        );
        assert!(err("ai4", &[0x93, 1, 2]).contains("truncated"));
        assert!(err("ai4", &[0x93, 1, 2, 0xc0]).contains("expected Int32 at byte 3 but found nil"));
        assert!(err("u8", &[0xcf, 1, 2]).contains("truncated"));
        assert!(err("j", &[0xc6, 0xff, 0xff, 0xff, 0xf8]).contains("at most 1024"));
        assert!(err("b", &[0xc1]).contains("never-used"));
        assert!(err("j", &[0xd4, 0, 0]).contains("an extension value"));
        assert!(err("z", &[0x00]).contains("Unit is nil"));
        let e = err("j", &[1, 2]);
        assert!(e.contains("1 bytes follow the Int value"), "{e}");
        assert!(err("T", &[0xc0]).contains("Arrow table"));
        assert!(err("aF", &[0x91, 0xa1, b'p']).contains("stream"));
        // The budget bounds nodes and bytes.
        let many = [&[0xdc, 0x03, 0xe8][..], &[0xc0; 1000][..]].concat();
        assert!(decode(&s("az"), &many, 1 << 20).is_ok());
        assert!(
            decode(&s("az"), &many, 500)
                .unwrap_err()
                .contains("bound on results")
        );
        let long = [&[0xda, 0x03, 0xe8][..], &[b'a'; 1000][..]].concat();
        assert!(
            decode(&s("s"), &long, 100)
                .unwrap_err()
                .contains("bound on results")
        );
        // Every prefix of a valid value fails cleanly.
        let full = encode(
            &s("m21xa?m11ys1zt2bu1"),
            &json::parse(r#"{"x":[{"y":"q"},null],"z":[false,9]}"#).unwrap(),
        )
        .unwrap();
        for cut in 0..full.len() {
            assert!(decode(&s("m21xa?m11ys1zt2bu1"), &full[..cut], 1 << 20).is_err());
        }
    }

    #[test]
    fn deep_schemas_recurse_only_along_the_schema() {
        let deep = format!("{}j", "a".repeat(60));
        let mut bytes = vec![0x91; 59];
        bytes.extend_from_slice(&[0x90]);
        assert!(decode(&s(&deep), &bytes, 1 << 20).is_ok());
        // A deep array against a shallow schema is refused at once.
        assert!(err("aj", &[0x91; 10000]).contains("expected Int at byte 1 but found an array"));
    }

    #[test]
    fn file_names_must_sit_directly_in_the_session_directory() {
        let dir = std::path::Path::new("/dev/shm/nexus.1.0.ab.m0.d");
        let good = file_in_session(b"/dev/shm/nexus.1.0.ab.m0.d/r.mpk\0\0", dir).unwrap();
        assert_eq!(good, dir.join("r.mpk"));
        for bad in [
            &b"/etc/passwd"[..],
            b"r.mpk",
            b"/dev/shm/nexus.1.0.ab.m0.d/../x",
            b"/dev/shm/nexus.1.0.ab.m0.d/sub/r.mpk",
            b"/dev/shm/nexus.1.0.ab.m0.d/./r.mpk",
            b"/dev/shm/nexus.1.0.ab.m0.d",
            b"/dev/shm/nexus.1.0.ab.m0.d/",
            b"",
            b"\0\0",
            b"/dev/shm/nexus.1.0.ab.m0.d/a\0b",
        ] {
            assert!(
                file_in_session(bad, dir).is_err(),
                "{:?}",
                String::from_utf8_lossy(bad)
            );
        }
        assert!(
            file_in_session(&[b'/'; 5000], dir)
                .unwrap_err()
                .contains("4096")
        );
    }
}
