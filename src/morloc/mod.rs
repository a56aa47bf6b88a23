//! Programs that `morloc make` built, served unchanged: libmorloc's pool
//! protocol (docs/POOL-PROTOCOL.md, "morloc pools").
//!
//! A pool entry with `exec` and `socket` (as morloc writes it) runs morloc's
//! own generated pool. It listens on a Unix socket; each call is one
//! connection carrying one CALL packet whose arguments are voidstar DATA
//! packets, and the reply is one DATA packet: inline voidstar, a relative
//! pointer into shared memory, or a FAIL with the function's message.
//!
//! - `packet`: the header and packet builders (pure).
//! - `voidstar`: JSON ⇄ voidstar per schema (pure, bounded).
//! - `pool`: starting the pool processes and calling them.

pub mod alloc;
pub mod packet;
pub mod pool;
pub mod voidstar;
