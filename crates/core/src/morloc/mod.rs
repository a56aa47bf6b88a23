//! The bytes of morloc's pool protocol (docs/POOL-PROTOCOL.md, "morloc
//! pools"), pure and bounded; nexus's `morloc` module does the calls.
//!
//! - `packet`: the header and packet builders.
//! - `voidstar`: JSON ⇄ voidstar per schema.
//! - `msgpack`: msgpack results → JSON per schema.
//! - `table`: morloc's Arrow tables ⇄ JSON rows, columns, CSV.

pub mod msgpack;
pub mod packet;
#[cfg(feature = "tables")]
pub mod table;
pub mod voidstar;
