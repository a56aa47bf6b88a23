//! The cheap audit checks of issue 6, run by `cargo test`:
//!
//! - the direct dependencies in Cargo.toml are exactly the six design-card
//!   crates (the crate-count and binary-size budgets need `cargo tree` and a
//!   release build, so `scripts/budgets.sh` checks those in CI);
//! - every `unsafe` in src/ has a `// SAFETY:` comment on its line or within
//!   the 8 lines above it (the same rule as `scripts/unsafe-list.sh`);
//! - the list of `unsafe` uses in BUILD.md is current.

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

/// How far above an `unsafe` its `// SAFETY:` comment may start.
const SAFETY_WINDOW_LINES: usize = 8;

const LIST_BEGIN: &str = "<!-- unsafe-list:begin -->";
const LIST_END: &str = "<!-- unsafe-list:end -->";

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
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

#[test]
fn direct_dependencies_are_exactly_the_six_design_card_crates() {
    let manifest = std::fs::read_to_string(root().join("Cargo.toml")).unwrap();
    // Normal dependencies, including platform-specific ones.
    let normal = declared(&manifest, |s| {
        s == "dependencies" || (s.starts_with("target.") && s.ends_with(".dependencies"))
    });
    let expected: BTreeSet<String> = DESIGN_CARD_CRATES.iter().map(|s| s.to_string()).collect();
    assert_eq!(
        normal, expected,
        "[dependencies] must be exactly the design card's six crates"
    );
    let build = declared(&manifest, |s| {
        s == "build-dependencies" || s.ends_with(".build-dependencies")
    });
    assert!(
        build.is_empty(),
        "no build-dependencies are allowed, found {build:?}"
    );
}

/// One use of the `unsafe` keyword in src/.
#[derive(Debug)]
struct UnsafeUse {
    /// `src/sys.rs:51`.
    at: String,
    has_safety: bool,
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
    rust_files(&root().join("src"), &mut files);
    files.sort();
    let mut uses = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let rel = file
            .strip_prefix(root())
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        for (i, line) in lines.iter().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            if !uses_unsafe(code) {
                continue;
            }
            let from = i.saturating_sub(SAFETY_WINDOW_LINES);
            uses.push(UnsafeUse {
                at: format!("{rel}:{}", i + 1),
                has_safety: lines[from..=i].iter().any(|l| l.contains("// SAFETY:")),
            });
        }
    }
    uses
}

#[test]
fn every_unsafe_has_a_safety_comment() {
    let missing: Vec<String> = unsafe_uses()
        .into_iter()
        .filter(|u| !u.has_safety)
        .map(|u| u.at)
        .collect();
    assert!(
        missing.is_empty(),
        "unsafe without a `// SAFETY:` comment within {SAFETY_WINDOW_LINES} lines above: {missing:?}"
    );
}

#[test]
fn build_md_lists_every_unsafe_where_it_is() {
    let build_md = std::fs::read_to_string(root().join("BUILD.md")).expect("BUILD.md exists");
    let section = build_md
        .split_once(LIST_BEGIN)
        .and_then(|(_, rest)| rest.split_once(LIST_END))
        .map(|(list, _)| list)
        .expect("BUILD.md has the unsafe-list markers");
    // Entries look like "- `src/sys.rs:51` unsafe block: …".
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

/// Issue 26: `unsafe` lives in one module at the syscall boundary, and the
/// crate root denies it everywhere else, allowing it on that module alone.
#[test]
fn unsafe_lives_in_src_sys_rs_alone_and_is_denied_elsewhere() {
    let elsewhere: Vec<String> = unsafe_uses()
        .into_iter()
        .map(|u| u.at)
        .filter(|at| !at.starts_with("src/sys.rs:"))
        .collect();
    assert!(
        elsewhere.is_empty(),
        "unsafe outside src/sys.rs (move the syscall behind a safe function there): {elsewhere:?}"
    );
    let lib = std::fs::read_to_string(root().join("src/lib.rs")).expect("src/lib.rs");
    assert!(
        lib.contains("#![deny(unsafe_code)]"),
        "src/lib.rs must deny unsafe_code for the whole crate"
    );
    let allows: Vec<&str> = lib
        .lines()
        .filter(|l| l.contains("allow(unsafe_code)"))
        .collect();
    assert_eq!(
        allows,
        ["#[allow(unsafe_code)]"],
        "one allow, on `pub mod sys;`"
    );
    let next = lib
        .split_once("#[allow(unsafe_code)]\n")
        .and_then(|(_, rest)| rest.lines().next());
    assert_eq!(next, Some("pub mod sys;"), "the allow is on `pub mod sys;`");
}
