//! The per-call protocol, going out: a call takes its program's turn, its
//! arguments become a CALL packet (each inline, or placed in shared memory
//! and sent by relptr), the exchange carries it, and the reply is decoded
//! while the turn is still held; a packet forwarded for another pool's
//! foreign call goes the same way.
//!
//! The hand-off rule this code keeps (one call at a time per program, inline calls together) is
//! told in `process.rs`'s module doc, which the comments here call "the
//! module doc".

use super::exchange::{InFlight, round_trip};
use super::reply::{Answer, decode_reply};
use super::session::Fill;
use super::{Failure, Process, Signature};
use crate::json::{self, Value};
#[cfg(feature = "tables")]
use crate::morloc::table;
use crate::morloc::wait::LoopWaits;
use crate::morloc::{packet, voidstar};
use crate::schema::Schema;

impl Process {
    /// Calls function `mid` with these arguments; the result. Values go
    /// straight to voidstar and back, with no JSON text between. `waits`:
    /// the serving loop's offer to wait for the reply itself, if it makes one.
    pub async fn call_values(
        &self,
        mid: u32,
        args: Box<[CallArg]>,
        waits: Option<&LoopWaits>,
    ) -> Result<Answer, Failure> {
        let sig = self.spec.functions.get(&mid).ok_or_else(|| {
            Failure::Failed(format!(
                "{} has no function with mid {mid} in the manifest",
                self.label
            ))
        })?;
        // The turn comes first: arguments are placed in shared memory only
        // when they are about to be sent, never by a queue of waiting calls.
        // A call whose arguments and result are all inline shares it.
        let mut flight = InFlight::new(self.session.turn(sig.inline_only).await);
        let session = self.session.clone();
        let blocks = &mut flight.blocks;
        let request = encode_call(mid, sig, &args, self.spec.inline_size, &mut |len, fill| {
            let block = session.place(len, fill)?;
            let rp = block.relptr;
            blocks.push(block);
            Ok(rp)
        })
        .map_err(Failure::Failed)?;
        // Encoded: a big argument is not held while the result comes back.
        drop(args);
        let (header, body) =
            round_trip(&self.address, request, self.max_result, waits, &mut flight).await?;
        decode_reply(
            &header,
            &body,
            sig,
            &self.session.basename,
            self.max_result,
            true,
            &mut flight.turn,
        )
    }
}

impl Process {
    /// Sends a CALL packet as libmorloc's `remote_call` wrote it and gives
    /// the reply as a self-contained DATA packet: inline, with no metadata
    /// block (libmorloc 0.98.2's `remote_call` frees a pointer into that
    /// block and crashes the calling pool), a shared-memory or file result
    /// read back per the schema in the reply's own metadata and flattened
    /// to inline voidstar, a table as an Arrow IPC file ([`Forwarded`]). A
    /// FAIL is `Err(Failed(message))`.
    pub async fn forward(&self, request: Vec<u8>) -> Result<Forwarded, Failure> {
        let mut flight = InFlight::new(self.session.turn(false).await);
        let (header, body) =
            round_trip(&self.address, request, self.max_result, None, &mut flight).await?;
        let broken = |e: String| Failure::Broken(format!("{} result: {e}", self.label));
        match packet::reply(&header, &body).map_err(broken)? {
            packet::Reply::Fail(message) => Err(Failure::Failed(message)),
            packet::Reply::Inline { format, payload } => Ok(Forwarded::Packet(packet::data(
                packet::SOURCE_MESG,
                format,
                payload,
            ))),
            _ => {
                let meta = body.get(..header.offset as usize).unwrap_or_default();
                let text = packet::metadata_schema(meta).ok_or_else(|| {
                    broken("a shared-memory or file result without a schema in its metadata, which cannot be made self-contained".into())
                })?;
                let schema =
                    Schema::parse(text).map_err(|e| broken(format!("its schema {text:?}: {e}")))?;
                let sig = Signature::new("the result".into(), Vec::new(), schema);
                let value = decode_reply(
                    &header,
                    &body,
                    &sig,
                    &self.session.basename,
                    self.max_result,
                    false,
                    &mut flight.turn,
                )?;
                let value = match value {
                    Answer::Value(value) => value,
                    Answer::Json(text) => json::parse(&text).map_err(|e| broken(e.to_string()))?,
                    // A table lives in shared memory, which the calling
                    // node does not see: it goes back as an Arrow IPC file.
                    #[cfg(feature = "tables")]
                    Answer::Rows(text) => {
                        let declared = match sig.ret.strip() {
                            Schema::Table(cols) => cols.as_slice(),
                            _ => &[],
                        };
                        let rows = json::parse(&text).map_err(|e| broken(e.to_string()))?;
                        let (cols, n) =
                            table::from_json_ordered(declared, &rows, &table::key_order(&text))
                                .map_err(broken)?;
                        return Ok(Forwarded::Table(crate::morloc::table_arrow::write(
                            &cols, n,
                        )));
                    }
                    #[cfg(not(feature = "tables"))]
                    Answer::Rows(_) => {
                        return Err(broken(crate::features::missing("tables", "a table result")));
                    }
                };
                let blob = voidstar::encode(&sig.ret, &value).map_err(broken)?;
                Ok(Forwarded::Packet(packet::data(
                    packet::SOURCE_MESG,
                    packet::FORMAT_VOIDSTAR,
                    &blob,
                )))
            }
        }
    }
}

/// What [`Process::forward`] gives back.
#[derive(Debug)]
pub enum Forwarded {
    /// A self-contained DATA packet, for the output file as it is.
    Packet(Vec<u8>),
    /// A table result as an Arrow IPC file's bytes: the caller writes them
    /// to a file its caller's node sees, and answers a FILE+DATA packet
    /// naming it, which libmorloc's `load_morloc_data_file` reads into a
    /// table (it knows an Arrow file by its magic).
    Table(Vec<u8>),
}

/// An argument for [`Process::call_values`]: a value, or the JSON text of
/// one, checked against its type over its bytes. A list of flat elements
/// given as text is encoded from its items' text a run at a time
/// ([`voidstar::encode_flat_list_text`]), never made a tree; any other
/// text is read first.
pub enum CallArg {
    Value(Value),
    Json(String),
    /// A table value and the order its columns came in.
    Ordered(Value, Vec<String>),
    /// A table's columns and row count, read straight from a CSV.
    #[cfg(feature = "tables")]
    Columns(Vec<table::Column>, usize),
}

/// A table's columns in shared memory, as morloc's layout, and its RPTR
/// DATA packet after `out`'s.
#[cfg(feature = "tables")]
fn put_table(
    out: &mut Vec<u8>,
    metadata: &[u8],
    cols: &[table::Column],
    rows: usize,
    place: &mut Place<'_>,
) -> Result<(), String> {
    let len = table::encoded_len(cols, rows)?;
    let relptr = place(len, &mut |_, write| {
        table::encode_into(cols, rows, write).map(drop)
    })?;
    packet::push_data_with_metadata(
        out,
        packet::SOURCE_RPTR,
        packet::FORMAT_ARROW,
        metadata,
        &relptr.to_le_bytes(),
    );
    Ok(())
}

/// Places one argument in shared memory: (its length, what writes it) →
/// the relptr of its block.
type Place<'a> = dyn FnMut(usize, &mut Fill<'_>) -> Result<u64, String> + 'a;

/// The CALL packet: each argument an inline voidstar DATA packet when its
/// voidstar is at most `inline_size` bytes, else a RPTR DATA packet whose
/// payload is the relptr `place` put it at (`make_data_packet_auto` in
/// morloc-runtime/src/packet_ffi.rs: inline when `flat_size <= threshold`).
fn encode_call(
    mid: u32,
    sig: &Signature,
    args: &[CallArg],
    inline_size: usize,
    place: &mut Place<'_>,
) -> Result<Vec<u8>, String> {
    if args.len() != sig.args.len() {
        return Err(format!(
            "{} takes {} arguments, got {}",
            sig.name,
            sig.args.len(),
            args.len()
        ));
    }
    // One buffer: the CALL header, patched at the end, then each argument's
    // DATA packet.
    let mut out = Vec::with_capacity(packet::HEADER_LEN * (1 + args.len()) + 128);
    out.extend_from_slice(&[0; packet::HEADER_LEN]);
    for (i, ((schema, metadata), arg)) in
        sig.args.iter().zip(&sig.arg_metadata).zip(args).enumerate()
    {
        let fail = |e: String| format!("argument {} of {}: {e}", i + 1, sig.name);
        let read;
        let value = match arg {
            CallArg::Value(value) => value,
            CallArg::Ordered(value, _) => value,
            // Read straight into columns: they go as they are.
            #[cfg(feature = "tables")]
            CallArg::Columns(cols, rows) => {
                if !matches!(schema.strip(), Schema::Table(_)) {
                    return Err(fail("a table where the type is not a table".into()));
                }
                put_table(&mut out, metadata, cols, *rows, place).map_err(fail)?;
                continue;
            }
            CallArg::Json(text) => {
                if push_list_text(&mut out, schema, metadata, text, inline_size, place)
                    .map_err(fail)?
                {
                    continue;
                }
                read = json::parse(text).map_err(|e| fail(e.to_string()))?;
                &read
            }
        };
        #[cfg(not(feature = "tables"))]
        if let Schema::Table(_) = schema.strip() {
            return Err(crate::features::missing(
                "tables",
                &format!("{} (a table argument)", sig.name),
            ));
        }
        // A table goes as morloc's table layout in shared memory, the only
        // form its pools read (RPTR+ARROW, `get_morloc_data_packet_value`).
        #[cfg(feature = "tables")]
        if let Schema::Table(declared) = schema.strip() {
            // Undeclared columns keep the order their keys came in, which
            // only a text still has.
            let order = match arg {
                CallArg::Json(text) => table::key_order(text),
                CallArg::Ordered(_, order) => order.clone(),
                CallArg::Columns(..) => Vec::new(),
                CallArg::Value(_) => Vec::new(),
            };
            let (cols, rows) = table::from_json_ordered(declared, value, &order).map_err(fail)?;
            put_table(&mut out, metadata, &cols, rows, place).map_err(fail)?;
            continue;
        }
        // Measured first (unless no value of its type can pass the inline
        // size), so the value is encoded once, where it goes.
        let len = match sig.arg_max_len.get(i) {
            Some(Some(max)) if *max <= inline_size => None,
            _ => voidstar::encoded_len(schema, value),
        };
        match len {
            Some(len) if len > inline_size => {
                let relptr = place(len, &mut |base, write| {
                    voidstar::encode_to(schema, value, base, write)
                })
                .map_err(fail)?;
                packet::push_data_with_metadata(
                    &mut out,
                    packet::SOURCE_RPTR,
                    packet::FORMAT_VOIDSTAR,
                    metadata,
                    &relptr.to_le_bytes(),
                );
            }
            // Inline, or a value that does not fit: the encoder says why.
            measured => {
                let blob = voidstar::encode(schema, value).map_err(fail)?;
                debug_assert!(
                    measured.is_none_or(|m| m == blob.len()),
                    "encoded_len and encode agree"
                );
                packet::push_data_with_metadata(
                    &mut out,
                    packet::SOURCE_MESG,
                    packet::FORMAT_VOIDSTAR,
                    metadata,
                    &blob,
                );
            }
        }
    }
    let length = (out.len() - packet::HEADER_LEN) as u64;
    out[..packet::HEADER_LEN].copy_from_slice(&packet::call_header(mid, length));
    Ok(out)
}

/// A list of flat elements given as text, as its DATA packet: inline or
/// placed in shared memory as [`encode_call`] decides for a value, encoded
/// from the items' text. `Ok(false)`: not such a list (the caller reads it).
fn push_list_text(
    out: &mut Vec<u8>,
    schema: &Schema,
    metadata: &[u8],
    text: &str,
    inline_size: usize,
    place: &mut Place<'_>,
) -> Result<bool, String> {
    let Schema::List(elem) = schema.strip() else {
        return Ok(false);
    };
    let Some(items) = crate::json_scan::array_items(text) else {
        return Ok(false);
    };
    let Some(len) = voidstar::flat_list_len(elem, text, &items) else {
        return Ok(false);
    };
    if len > inline_size {
        let relptr = place(len, &mut |base, write| {
            voidstar::encode_flat_list_text(elem, text, &items, base, write)
        })?;
        packet::push_data_with_metadata(
            out,
            packet::SOURCE_RPTR,
            packet::FORMAT_VOIDSTAR,
            metadata,
            &relptr.to_le_bytes(),
        );
    } else {
        let mut blob = vec![0; len];
        voidstar::encode_flat_list_text(elem, text, &items, 0, &mut |at, bytes| {
            if let Some(to) = blob.get_mut(at..at + bytes.len()) {
                to.copy_from_slice(bytes);
            }
        })?;
        packet::push_data_with_metadata(
            out,
            packet::SOURCE_MESG,
            packet::FORMAT_VOIDSTAR,
            metadata,
            &blob,
        );
    }
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sig() -> Signature {
        Signature::new(
            "f".into(),
            vec![Schema::parse("s").unwrap(), Schema::parse("i8").unwrap()],
            Schema::parse("s").unwrap(),
        )
    }

    /// The argument packets of a CALL: (source, payload).
    fn arg_packets(call: &[u8]) -> Vec<(u8, Vec<u8>)> {
        let mut out = Vec::new();
        let mut at = packet::HEADER_LEN;
        while at < call.len() {
            let h = packet::Header::decode(call[at..at + 32].try_into().unwrap(), 1 << 30).unwrap();
            let end = at + 32 + h.body_len() as usize;
            out.push((h.source, call[at + 32 + h.offset as usize..end].to_vec()));
            at = end;
        }
        out
    }

    /// Which calls share the turn: every argument and the result bounded
    /// within the inline size, whatever the values.
    #[test]
    fn a_call_is_always_inline_when_every_voidstar_is_bounded_within_the_inline_size() {
        let of = |args: &[&str], ret: &str| {
            Signature::new(
                "f".into(),
                args.iter().map(|a| Schema::parse(a).unwrap()).collect(),
                Schema::parse(ret).unwrap(),
            )
        };
        assert!(of(&["i8"], "i8").always_inline(1 << 16));
        assert!(of(&["f8", "b"], "f8").always_inline(1 << 16));
        assert!(of(&[], "i8").always_inline(8));
        assert!(!of(&[], "i8").always_inline(7), "above the inline size");
        assert!(!of(&["i8"], "s").always_inline(1 << 16), "a string result");
        assert!(
            !of(&["af8"], "i8").always_inline(1 << 16),
            "a list argument"
        );
        assert!(!sig().always_inline(1 << 16));
    }

    #[test]
    fn arguments_above_inline_size_go_by_relptr() {
        let args = [
            CallArg::Value(Value::String("x".repeat(100))),
            CallArg::Value(json::parse("7").unwrap()),
        ];
        let mut placed = Vec::new();
        let call = encode_call(3, &sig(), &args, 64, &mut |len, fill| {
            let mut bytes = Vec::new();
            fill(5 << 48, &mut |_, b| bytes.extend_from_slice(b)).unwrap();
            placed.push(bytes);
            assert_eq!(len, 16 + 100, "the flat length");
            Ok((5 << 48) | 4096)
        })
        .unwrap();
        let packets = arg_packets(&call);
        assert_eq!(packets.len(), 2);
        assert_eq!(packets[0].0, packet::SOURCE_RPTR);
        assert_eq!(packets[0].1, ((5u64 << 48) | 4096).to_le_bytes());
        assert_eq!(
            packets[1].0,
            packet::SOURCE_MESG,
            "a small one stays inline"
        );
        // The placed string's data pointer is volume-relative.
        assert_eq!(&placed[0][8..16], &((5u64 << 48) + 16).to_le_bytes());
        // At the threshold exactly, inline (`flat_size <= threshold`).
        let call =
            encode_call(3, &sig(), &args, 116, &mut |_, _| Err("not placed".into())).unwrap();
        assert!(
            arg_packets(&call)
                .iter()
                .all(|(s, _)| *s == packet::SOURCE_MESG)
        );
        // A placement failure is the call's error.
        let e = encode_call(3, &sig(), &args, 64, &mut |_, _| Err("full".into())).unwrap_err();
        assert!(e.contains("argument 1 of f: full"), "{e}");
    }

    /// A list of flat elements given as text makes the CALL its value makes,
    /// inline and placed; any other text is read and encoded as its value.
    #[test]
    fn a_list_given_as_text_is_encoded_as_its_value() {
        let sig = Signature::new(
            "g".into(),
            vec![
                Schema::parse("af8").unwrap(),
                Schema::parse("aj").unwrap(),
                Schema::parse("aj").unwrap(),
                Schema::parse("as").unwrap(),
            ],
            Schema::parse("s").unwrap(),
        );
        let texts = [
            "[0.1, -2, 1e300]",
            "[1, -99, 5]",
            "[1,-99,12345678901234567890]",
            r#"["a","bc"]"#,
        ];
        let as_text: Vec<CallArg> = texts.iter().map(|t| CallArg::Json(t.to_string())).collect();
        let as_values: Vec<CallArg> = texts
            .iter()
            .map(|t| CallArg::Value(json::parse(t).unwrap()))
            .collect();
        for inline_size in [0, 1 << 16] {
            let mut calls = Vec::new();
            for args in [&as_text, &as_values] {
                let mut placed = Vec::new();
                let call = encode_call(3, &sig, args, inline_size, &mut |len, fill| {
                    let mut bytes = vec![0u8; len];
                    fill(7 << 48, &mut |at, b| {
                        bytes[at..at + b.len()].copy_from_slice(b)
                    })?;
                    placed.push(bytes);
                    Ok((7 << 48) | (placed.len() as u64 * 4096))
                })
                .unwrap();
                calls.push((call, placed));
            }
            assert!(calls[0] == calls[1], "inline size {inline_size}");
        }
    }
}
