//! # nexus-fuzz
//!
//! The checks of the fuzz targets that need what the main workspace must
//! never see: `serde_json` (the `json_diff` target's second reader) and
//! `arbitrary` (the structure-aware `http_struct` and `rpc_struct`
//! targets). Every other target's check, and these targets' byte-level
//! invariants, live in `crates/fuzz-checks` (`nexus_fuzz_checks`), which
//! the modules here call on the bytes they build. Test code only: this
//! crate is its own workspace (`fuzz/Cargo.toml`), so nothing here enters
//! the main `Cargo.lock`, `vendor/` or any shipped crate.
//!
//! `cargo test --lib` here (run by `scripts/fuzz-build-check.sh`) runs the
//! tests that pin `json_diff`'s documented differences and replays these
//! three targets' committed corpora through their full checks; the main
//! workspace's replay test (`crates/fuzz-checks/tests/replay.rs`) cannot,
//! and replays `json_diff`'s corpus through `check_json_read` instead.

pub mod http_struct;
pub mod json_diff;
pub mod rpc_struct;

pub use http_struct::check_http_struct;
pub use json_diff::check_json_diff;
pub use rpc_struct::check_rpc_struct;

#[cfg(test)]
mod replay {
    use std::path::Path;

    /// Runs `check` on every file under `fuzz/corpus/<target>/` and
    /// `fuzz/artifacts/<target>/`; at least one seed must be there.
    fn replay(target: &str, check: fn(&[u8])) {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut seeds = 0;
        for dir in ["corpus", "artifacts"] {
            let Ok(entries) = std::fs::read_dir(root.join(dir).join(target)) else {
                continue;
            };
            let mut files: Vec<_> = entries.filter_map(Result::ok).map(|e| e.path()).collect();
            files.sort();
            for file in files.iter().filter(|f| f.is_file()) {
                let data = std::fs::read(file).unwrap_or_default();
                if std::panic::catch_unwind(|| check(&data)).is_err() {
                    panic!(
                        "fuzz target {target}: {} breaks an invariant",
                        file.display()
                    );
                }
                seeds += 1;
            }
        }
        assert!(seeds > 0, "fuzz target {target} has no seed corpus");
    }

    #[test]
    fn json_diff_corpus() {
        replay("json_diff", super::check_json_diff);
    }

    #[test]
    fn http_struct_corpus() {
        replay("http_struct", super::check_http_struct);
    }

    #[test]
    fn rpc_struct_corpus() {
        replay("rpc_struct", super::check_rpc_struct);
    }
}
