//! Fuzz target `schema`: the invariants are in `nexus_fuzz_checks::check_schema`
//! (crates/fuzz-checks), which that crate's tests/replay.rs also runs over
//! the committed corpus.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| nexus_fuzz_checks::check_schema(data));
