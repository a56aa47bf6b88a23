//! Fuzz target `table_out`: the invariants are in
//! `nexus_fuzz_checks::check_table_out` (crates/fuzz-checks), which that
//! crate's tests/replay.rs also runs over the committed corpus.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| nexus_fuzz_checks::check_table_out(data));
