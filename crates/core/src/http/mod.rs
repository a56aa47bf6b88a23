//! HTTP/1.1 message syntax (RFC 9112), pure: `parse` reads request heads,
//! response heads and bodies, every bound the caller's. The server, the
//! client and the responses they write are nexus's `http` module.

pub mod parse;
