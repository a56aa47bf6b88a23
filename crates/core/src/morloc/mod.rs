//! The bytes of morloc's pool protocol (docs/POOL-PROTOCOL.md, "morloc
//! pools"), pure and bounded; nexus's `morloc` module does the calls.
//!
//! - `packet`: the header and packet builders.
//! - `voidstar`: JSON ⇄ voidstar per schema.
//! - `msgpack`: msgpack results → JSON per schema.
//! - `table`: morloc's Arrow tables ⇄ JSON rows, columns, CSV.
//! - `table_csv`: a table written as CSV, as `run -f csv` writes it.
//! - `table_arrow`: a table written as an Arrow IPC file (`run -f arrow`),
//!   its FlatBuffers by `flatbuf`.
//! - `runlog`: the run record `--log-dir` and `--summary` write.

#[cfg(feature = "tables")]
pub mod flatbuf;
pub mod msgpack;
pub mod packet;
pub mod runlog;
#[cfg(feature = "tables")]
pub mod table;
#[cfg(feature = "tables")]
pub mod table_arrow;
#[cfg(feature = "tables")]
pub mod table_csv;
pub mod voidstar;
