//! Programs that `morloc make` built, served unchanged: libmorloc's pool
//! protocol (docs/POOL-PROTOCOL.md, "morloc pools").
//!
//! A pool entry with `exec` and `socket` (as morloc writes it) runs morloc's
//! own generated pool. It listens on a Unix socket; each call is one
//! connection carrying one CALL packet whose arguments are voidstar DATA
//! packets (inline, or above `inline_size` a relptr into shared memory),
//! and the reply is one DATA packet: inline voidstar or msgpack, a
//! relative pointer into shared memory, a msgpack file in the session
//! directory, or a FAIL with the function's message.
//!
//! - `packet`: the header and packet builders (pure).
//! - `voidstar`: JSON ⇄ voidstar per schema (pure, bounded).
//! - `msgpack`: msgpack results → JSON per schema (pure, bounded).
//! - `alloc`: libmorloc's shared-memory allocator over a volume (pure over
//!   a `Region`).
//! - `volume`: libmorloc's shared-memory volumes, made and mapped (the
//!   mapping is `crate::sys`'s).
//! - `process`: starting a pool process and calling it (`crate::pool`
//!   puts it behind the pool interface).
//! - `wait`: replies the stdio serving loop polls for itself.
//! - `table`: morloc's Arrow tables in shared memory ⇄ JSON rows, columns,
//!   CSV (pure, bounded).

pub mod alloc;
pub mod process;
pub mod volume;
pub mod wait;

pub use nexus_core::morloc::{msgpack, packet, runlog, voidstar};
#[cfg(feature = "tables")]
pub use nexus_core::morloc::{table, table_arrow, table_csv};
