//! HTTP/1.1, written by hand: the one server behind `nexus daemon` and
//! `nexus serve`, and the small client the front end forwards with.
//!
//! The module owns the wire and nothing above it. It knows no routes, no MCP
//! and no tokens beyond the pure checks in `guard`; callers give it a
//! [`server::Handler`] and get [`server::Request`]s.
//!
//! - `parse`: pure, incremental parsing and writing of HTTP/1.1 messages
//!   (RFC 9112), every bound a field of [`parse::Limits`]; fuzz it with bytes.
//! - `server`: sockets, one task per connection, deadlines, keep-alive,
//!   pipelining and the connection cap.
//! - `client`: one request/response exchange on a stream the caller opened.
//! - `socket`: an accepted socket, with a wait for bytes that does not
//!   read first.
//! - `admission`: the connection table; at the cap it evicts the
//!   connection that has waited longest for a head (slowloris).
//! - `guard`: constant-time token comparison and the `Host`/`Origin` rules
//!   of seed 001.
//!
//! Deliberately left out: TLS (put a proxy in front), HTTP/2, proxies'
//! absolute-form targets, transfer codings other than `chunked`, and
//! response streaming (a response is one buffer, written with one write).

mod admission;
pub mod client;
pub mod guard;
pub mod response;
pub mod server;
mod socket;

pub use client::{ClientOptions, ClientResponse};
pub use nexus_core::http::parse;
pub use parse::{Limits, Version};
pub use response::Response;
pub use server::{Handler, Listener, LocalAddr, Request, ServerLimits, bind_tcp, bind_unix, serve};
