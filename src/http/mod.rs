//! tmp
pub mod guard;
pub mod parse;
pub mod server;
