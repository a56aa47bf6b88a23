//! Fuzz target `voidstar`: the invariants are in `nexus::fuzzing::check_voidstar`,
//! which tests/fuzz_replay.rs also runs over the committed corpus.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| nexus::fuzzing::check_voidstar(data));
