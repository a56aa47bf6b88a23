//! Fuzz target `rpc_struct`: the invariants are in `nexus_fuzz::check_rpc_struct`
//! (fuzz/src/rpc_struct.rs, in this crate because it needs arbitrary, which the
//! main workspace must not see), whose `cargo test --lib` replays the
//! committed corpus.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| nexus_fuzz::check_rpc_struct(data));
