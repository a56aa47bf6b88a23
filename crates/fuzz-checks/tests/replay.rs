//! Replays every committed fuzz input on stable, so a fixed crash stays fixed.
//!
//! Each file under `fuzz/corpus/<target>/` (the seeds and the regression
//! inputs of crashes we fixed) and under `fuzz/artifacts/<target>/` (crashes
//! a local campaign left behind, if any) goes through the same
//! `nexus_fuzz_checks::check_<target>` function the cargo-fuzz target calls.
//!
//! Three targets' checks live in the fuzz crate instead (`fuzz/src/`),
//! because they need crates this workspace must never depend on:
//! `json_diff` (serde_json), `http_struct` and `rpc_struct` (arbitrary).
//! The fuzz crate's own `cargo test --lib` replays their corpora through
//! those full checks (`scripts/fuzz-build-check.sh` runs it). Here,
//! `json_diff`'s corpus (JSON texts, meaningful to `json_read` too) goes
//! through `check_json_read`; the structured targets' inputs are choices
//! for `arbitrary`, meaningful only to their own renderers, so they are
//! only required to exist ([`REPLAYED_IN_FUZZ_CRATE`]).

// Empty without the `checks` feature (Cargo.toml says why).
#![cfg(feature = "checks")]

use std::path::{Path, PathBuf};

/// An invariant check: panics on a violated invariant.
type Check = fn(&[u8]);

/// Every fuzz target and its invariant check.
const TARGETS: &[(&str, Check)] = &[
    ("rpc", nexus_fuzz_checks::check_rpc),
    ("schema", nexus_fuzz_checks::check_schema),
    ("manifest", nexus_fuzz_checks::check_manifest),
    ("packet", nexus_fuzz_checks::check_packet),
    ("http", nexus_fuzz_checks::check_http),
    ("eval", nexus_fuzz_checks::check_eval),
    ("voidstar", nexus_fuzz_checks::check_voidstar),
    ("msgpack", nexus_fuzz_checks::check_msgpack),
    ("table", nexus_fuzz_checks::check_table),
    ("table_out", nexus_fuzz_checks::check_table_out),
    ("json_scan", nexus_fuzz_checks::check_json_scan),
    ("json_read", nexus_fuzz_checks::check_json_read),
    ("tokens", nexus_fuzz_checks::check_tokens),
    ("lp", nexus_fuzz_checks::check_lp),
    // Its own check (ours against serde_json) is in fuzz/src/json_diff.rs;
    // the same texts hold json_read's invariants.
    ("json_diff", nexus_fuzz_checks::check_json_read),
];

/// Targets whose corpora only the fuzz crate's `cargo test --lib` can
/// replay (their inputs are `arbitrary`'s choices): here each must have a
/// seed corpus and a dictionary, and no row in [`TARGETS`].
const REPLAYED_IN_FUZZ_CRATE: &[&str] = &["http_struct", "rpc_struct"];

fn files_under(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    files
}

/// Runs `check` on every file in `dirs`, naming the first file that breaks
/// an invariant. Returns how many files were replayed.
fn replay(target: &str, check: Check, dirs: &[PathBuf]) -> usize {
    let mut count = 0;
    for file in dirs.iter().flat_map(|d| files_under(d)) {
        let data = std::fs::read(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        if std::panic::catch_unwind(|| check(&data)).is_err() {
            panic!(
                "fuzz target {target}: {} breaks an invariant (the panic above says which); \
                 reproduce with `cargo fuzz run --sanitizer none {target} {}`",
                file.display(),
                file.display()
            );
        }
        count += 1;
    }
    count
}

/// `fuzz/` at the repository root, two levels above this crate.
fn fuzz_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz")
}

#[test]
fn every_corpus_file_and_artifact_keeps_its_invariants() {
    for (target, check) in TARGETS {
        let corpus = fuzz_dir().join("corpus").join(target);
        let artifacts = fuzz_dir().join("artifacts").join(target);
        let seeds = files_under(&corpus).len();
        assert!(
            seeds > 0,
            "fuzz target {target} has no seed corpus in {}",
            corpus.display()
        );
        let replayed = replay(target, *check, &[corpus, artifacts]);
        assert!(replayed >= seeds);
    }
}

#[test]
fn every_fuzz_target_has_a_dictionary_and_a_check() {
    // A target under fuzz/fuzz_targets/ without a row in TARGETS would have
    // its corpus silently skipped here.
    let targets = fuzz_dir().join("fuzz_targets");
    for file in files_under(&targets) {
        let name = file
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default()
            .to_string();
        assert!(
            TARGETS.iter().any(|(t, _)| *t == name)
                || REPLAYED_IN_FUZZ_CRATE.contains(&name.as_str()),
            "fuzz target {name} has no row in crates/fuzz-checks/tests/replay.rs"
        );
        let dict = fuzz_dir().join("dict").join(format!("{name}.dict"));
        assert!(
            dict.is_file(),
            "fuzz target {name} has no dictionary at {}",
            dict.display()
        );
        let text = std::fs::read_to_string(&dict).unwrap_or_default();
        for (n, line) in text.lines().enumerate() {
            assert!(
                dict_line_is_valid(line),
                "{}:{}: libFuzzer would refuse this line (ParseDictionaryFile): {line:?}; \
                 write name=\"…\" with only \\\\, \\\" and \\xAB escapes",
                dict.display(),
                n + 1
            );
        }
    }
}

/// Whether libFuzzer reads `line` of a dictionary (`-dict`): blank, a
/// `#` comment, or an optional name, `=`, and a double-quoted string whose
/// only escapes are `\\`, `\"` and `\xAB` (its ParseOneDictionaryEntry;
/// `\n` is refused, so a scripts/fuzz.sh run stops at once).
fn dict_line_is_valid(line: &str) -> bool {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return true;
    }
    let Some(start) = line.find('"') else {
        return false;
    };
    let name = line[..start].trim_end();
    if !(name.is_empty() || name.ends_with('=')) {
        return false;
    }
    let Some(body) = line[start + 1..].strip_suffix('"') else {
        return false;
    };
    let bytes = body.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => match bytes.get(i + 1) {
                Some(b'\\' | b'"') => i += 2,
                Some(b'x')
                    if bytes.get(i + 2).is_some_and(u8::is_ascii_hexdigit)
                        && bytes.get(i + 3).is_some_and(u8::is_ascii_hexdigit) =>
                {
                    i += 4
                }
                _ => return false,
            },
            b'"' => return false,
            b if !(b' '..=b'~').contains(&b) => return false,
            _ => i += 1,
        }
    }
    true
}

#[test]
fn dictionary_lines_are_checked_as_libfuzzer_reads_them() {
    for ok in [
        "",
        "# c",
        r#"a="x""#,
        r#""\x0A""#,
        r#"q="\"\\""#,
        r#"kw_1="[{""#,
    ] {
        assert!(dict_line_is_valid(ok), "{ok}");
    }
    for bad in [r#"n="\n""#, r#"a="x"#, r#"a=x"#, r#"a="\x0""#, r#"a="x"y""#] {
        assert!(!dict_line_is_valid(bad), "{bad}");
    }
}

#[test]
fn the_targets_replayed_in_the_fuzz_crate_have_seeds() {
    for target in REPLAYED_IN_FUZZ_CRATE {
        assert!(
            !TARGETS.iter().any(|(t, _)| t == target),
            "{target} is replayed by the fuzz crate, not here"
        );
        let corpus = fuzz_dir().join("corpus").join(target);
        assert!(
            !files_under(&corpus).is_empty(),
            "fuzz target {target} has no seed corpus in {}",
            corpus.display()
        );
    }
}

#[test]
fn every_depth_bomb_of_every_corpus_goes_through_json_scan_bounded() {
    // The byte-level validator (issue 30) takes the nesting bombs of all the
    // corpora, under schemas that want a string, nested lists and an
    // optional record, and the tree path agrees with it on each.
    let corpus = fuzz_dir().join("corpus");
    let mut bombs = 0;
    let files = std::fs::read_dir(&corpus)
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
        .flat_map(|d| files_under(&d.path()));
    for file in files {
        let name = file
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        if !(name.contains("bomb") || name.contains("deep")) {
            continue;
        }
        let data = std::fs::read(&file).unwrap_or_default();
        for schema in ["s", "aaaaas", "?m11aaj", "t2af8s"] {
            let mut input = format!("{schema}\n").into_bytes();
            input.extend_from_slice(&data);
            nexus_fuzz_checks::check_json_scan(&input);
        }
        bombs += 1;
    }
    assert!(bombs >= 3, "only {bombs} depth bombs found in the corpora");
}
