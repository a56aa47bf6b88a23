//! Fuzz target `lp`: the invariants are in `nexus_fuzz_checks::check_lp`
//! (crates/fuzz-checks), which that crate's tests/replay.rs also runs over
//! the committed corpus.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| nexus_fuzz_checks::check_lp(data));
