//! Fuzz target `json_diff`: the invariants are in `nexus_fuzz::check_json_diff`
//! (fuzz/src/json_diff.rs, in this crate because it needs serde_json, which the
//! main workspace must not see), whose `cargo test --lib` replays the
//! committed corpus.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| nexus_fuzz::check_json_diff(data));
