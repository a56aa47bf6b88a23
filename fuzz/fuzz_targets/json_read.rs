//! Fuzz target `json_read`: the invariants are in `nexus::fuzzing::check_json_read`,
//! which tests/fuzz_replay.rs also runs over the committed corpus.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| nexus::fuzzing::check_json_read(data));
