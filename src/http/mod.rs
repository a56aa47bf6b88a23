//! tmp
pub mod parse;
