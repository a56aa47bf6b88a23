//! What no lint or crate boundary checks, run by `cargo test` (issue 41
//! left here only these; the toolchain does the rest):
//!
//! - the direct dependencies of the shipped crates are exactly the six
//!   design-card crates, `nexus-core` has miniserde alone and `nexus-sys`
//!   rustix alone (the crate-count and binary-size budgets need `cargo
//!   tree` and a release build, so `scripts/budgets.sh` checks those in CI);
//! - `nexus-fuzz-checks` (the fuzz targets' invariants, test code) depends
//!   on nexus, nexus-core, miniserde and smol alone, and no shipped crate depends
//!   on it, so none of it reaches the binary;
//! - every crate but `nexus-sys` takes the workspace's lints, which forbid
//!   `unsafe_code` and deny undocumented unsafe blocks (`nexus-sys` denies
//!   those itself): a Cargo.toml line a lint cannot ask for;
//! - the list of `unsafe` uses in BUILD.md is current, and they are all in
//!   `crates/sys` (the lints make it so; this names where to look).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The design card's dependencies, and no others.
const DESIGN_CARD_CRATES: [&str; 6] = [
    "async-net",
    "async-process",
    "getrandom",
    "miniserde",
    "rustix",
    "smol",
];

/// The crates that make the nexus binary, by the directory of their
/// Cargo.toml.
const SHIPPED: [&str; 4] = [".", "crates/core", "crates/sys", "crates/runtime"];

/// The crate of the fuzz targets' invariants and the corpus replay: a
/// workspace member, in no shipped crate's dependencies.
const FUZZ_CHECKS: &str = "crates/fuzz-checks";

/// What [`FUZZ_CHECKS`] may depend on: the crates it checks, the `Value`
/// type they read into, and smol to run the MCP adapter's futures.
const FUZZ_CHECKS_MAY_USE: [&str; 4] = ["miniserde", "nexus", "nexus-core", "smol"];

/// The workspace's crates, by the directory of their Cargo.toml.
const MEMBERS: [&str; 5] = [
    ".",
    "crates/core",
    "crates/sys",
    "crates/runtime",
    FUZZ_CHECKS,
];

const LIST_BEGIN: &str = "<!-- unsafe-list:begin -->";
const LIST_END: &str = "<!-- unsafe-list:end -->";

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn manifest(member: &str) -> String {
    std::fs::read_to_string(root().join(member).join("Cargo.toml")).expect("a member's Cargo.toml")
}

/// The dependency names declared in the Cargo.toml sections for which
/// `is_section` holds: `[dependencies]`-style tables (`name = …` lines) and
/// `[dependencies.name]`-style headers.
fn declared(manifest: &str, is_section: impl Fn(&str) -> bool) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let mut in_table = false;
    for line in manifest.lines().map(str::trim) {
        if let Some(header) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            in_table = is_section(header);
            if let Some((section, name)) = header.rsplit_once('.')
                && is_section(section)
            {
                names.insert(name.trim_matches('"').to_string());
                in_table = false;
            }
            continue;
        }
        if in_table && let Some((key, _)) = line.split_once('=') {
            let key = key.trim();
            if !key.is_empty() && !key.starts_with('#') {
                names.insert(key.trim_matches('"').to_string());
            }
        }
    }
    names
}

/// A crate's normal dependencies (platform-specific ones too), the
/// workspace's own crates among them (`path = …`), and its
/// build-dependencies.
fn all_dependencies(member: &str) -> (BTreeSet<String>, BTreeSet<String>) {
    let text = manifest(member);
    let normal = declared(&text, |s| {
        s == "dependencies" || (s.starts_with("target.") && s.ends_with(".dependencies"))
    });
    let build = declared(&text, |s| {
        s == "build-dependencies" || s.ends_with(".build-dependencies")
    });
    (normal, build)
}

/// [`all_dependencies`] without the workspace's own crates (`path = …`).
fn dependencies(member: &str) -> (BTreeSet<String>, BTreeSet<String>) {
    let (normal, build) = all_dependencies(member);
    let ours: BTreeSet<String> = manifest(member)
        .lines()
        .filter(|l| l.contains("path = \""))
        .filter_map(|l| l.split_once('=').map(|(k, _)| k.trim().to_string()))
        .collect();
    (&normal - &ours, build)
}

fn set(names: &[&str]) -> BTreeSet<String> {
    names.iter().map(|s| s.to_string()).collect()
}

#[test]
fn direct_dependencies_are_exactly_the_six_design_card_crates() {
    let mut all = BTreeSet::new();
    for member in SHIPPED {
        let (normal, build) = dependencies(member);
        assert!(
            build.is_empty(),
            "{member}: no build-dependencies are allowed, found {build:?}"
        );
        all.extend(normal);
    }
    assert_eq!(
        all,
        set(&DESIGN_CARD_CRATES),
        "the shipped crates' [dependencies] must be exactly the design card's six crates"
    );
    assert_eq!(
        dependencies("crates/core").0,
        set(&["miniserde"]),
        "nexus-core: miniserde alone, so it can do no I/O"
    );
    assert_eq!(
        dependencies("crates/sys").0,
        set(&["rustix"]),
        "nexus-sys: rustix alone"
    );
}

#[test]
fn the_fuzz_checks_ship_in_nothing_and_use_only_what_they_check() {
    let (normal, build) = all_dependencies(FUZZ_CHECKS);
    assert!(
        build.is_empty(),
        "{FUZZ_CHECKS}: no build-dependencies are allowed, found {build:?}"
    );
    assert!(
        normal.is_subset(&set(&FUZZ_CHECKS_MAY_USE)),
        "{FUZZ_CHECKS} may depend on {FUZZ_CHECKS_MAY_USE:?} alone, found {normal:?}"
    );
    assert!(
        manifest(FUZZ_CHECKS).contains("publish = false"),
        "{FUZZ_CHECKS} is never published"
    );
    for member in SHIPPED {
        let (normal, build) = all_dependencies(member);
        assert!(
            !normal.contains("nexus-fuzz-checks") && !build.contains("nexus-fuzz-checks"),
            "{member} must not depend on nexus-fuzz-checks: it is test code"
        );
    }
    // Every member of the workspace is audited here, and only members.
    let top = manifest(".");
    for key in ["members", "default-members"] {
        let listed: BTreeSet<String> = top
            .lines()
            .find_map(|l| l.trim().strip_prefix(key)?.trim().strip_prefix('='))
            .and_then(|l| l.trim().strip_prefix('[')?.strip_suffix(']'))
            .map(|l| {
                l.split(',')
                    .map(|m| m.trim().trim_matches('"').to_string())
                    .filter(|m| !m.is_empty())
                    .collect()
            })
            .unwrap_or_default();
        assert_eq!(
            listed,
            set(&MEMBERS),
            "the workspace's {key} and tests/audit.rs's MEMBERS must agree"
        );
    }
}

#[test]
fn every_crate_but_sys_forbids_unsafe_through_the_workspace_lints() {
    let top = manifest(".");
    let table = |name: &str| {
        top.split_once(&format!("[{name}]\n"))
            .map(|(_, rest)| rest.split("\n[").next().unwrap_or_default().to_string())
            .unwrap_or_default()
    };
    assert!(table("workspace.lints.rust").contains("unsafe_code = \"forbid\""));
    assert!(table("workspace.lints.clippy").contains("undocumented_unsafe_blocks = \"deny\""));
    for member in MEMBERS.iter().filter(|m| **m != "crates/sys") {
        assert!(
            manifest(member).contains("[lints]\nworkspace = true"),
            "{member}/Cargo.toml must take the workspace's lints ([lints] workspace = true)"
        );
    }
    let sys = manifest("crates/sys");
    assert!(
        sys.contains("undocumented_unsafe_blocks = \"deny\""),
        "nexus-sys denies undocumented unsafe blocks"
    );
    assert!(
        !sys.contains("workspace = true"),
        "nexus-sys has its own lints, which allow unsafe"
    );
}

/// One use of the `unsafe` keyword in the crates' sources.
#[derive(Debug)]
struct UnsafeUse {
    /// `crates/sys/src/lib.rs:51`.
    at: String,
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().filter_map(Result::ok) {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Whether `code` (a line without its `//` comment) uses the word `unsafe`.
fn uses_unsafe(code: &str) -> bool {
    let word = |c: char| c.is_ascii_alphanumeric() || c == '_';
    code.match_indices("unsafe").any(|(i, _)| {
        let before = code[..i].chars().next_back();
        let after = code[i + "unsafe".len()..].chars().next();
        !before.is_some_and(word) && !after.is_some_and(word)
    })
}

fn unsafe_uses() -> Vec<UnsafeUse> {
    let mut files = Vec::new();
    for member in MEMBERS {
        rust_files(&root().join(member).join("src"), &mut files);
    }
    files.sort();
    let mut uses = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let rel = file
            .strip_prefix(root())
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        for (i, line) in text.lines().enumerate() {
            if uses_unsafe(line.split("//").next().unwrap_or_default()) {
                uses.push(UnsafeUse {
                    at: format!("{rel}:{}", i + 1),
                });
            }
        }
    }
    uses
}

#[test]
fn build_md_lists_every_unsafe_where_it_is() {
    let build_md = std::fs::read_to_string(root().join("BUILD.md")).expect("BUILD.md exists");
    let section = build_md
        .split_once(LIST_BEGIN)
        .and_then(|(_, rest)| rest.split_once(LIST_END))
        .map(|(list, _)| list)
        .expect("BUILD.md has the unsafe-list markers");
    // Entries look like "- `crates/sys/src/lib.rs:51` unsafe block: …".
    let listed: BTreeSet<String> = section
        .lines()
        .filter_map(|l| {
            l.trim()
                .strip_prefix("- `")?
                .split_once('`')
                .map(|(at, _)| at.to_string())
        })
        .collect();
    let found: BTreeSet<String> = unsafe_uses().into_iter().map(|u| u.at).collect();
    assert_eq!(
        listed, found,
        "BUILD.md's unsafe list is out of date: run `scripts/unsafe-list.sh --update` and review the diff"
    );
}

/// The lints forbid `unsafe` outside nexus-sys; this says where it is.
#[test]
fn unsafe_lives_in_crates_sys_alone() {
    let elsewhere: Vec<String> = unsafe_uses()
        .into_iter()
        .map(|u| u.at)
        .filter(|at| !at.starts_with("crates/sys/src/"))
        .collect();
    assert!(
        elsewhere.is_empty(),
        "unsafe outside crates/sys (move the syscall behind a safe function there): {elsewhere:?}"
    );
}
