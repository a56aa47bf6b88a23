//! Owns the truth of the module layers drawn in each crate's `src/lib.rs`
//! (`nexus`, `nexus-runtime`, `nexus-core`): inside one crate, no crate
//! boundary keeps imports pointing down, so this test does.
//!
//! The drawing under "## The modules, top down" is the crate's architecture:
//! each row is a layer, top first, and imports point down (or sideways, as
//! long as no circle forms). Nothing else keeps a drawing honest, so this test
//! reads it and every file under `src/`, collects the crate-internal paths
//! each file uses (`crate::…`, `super::…`, `self::…`, and in a module with
//! children, `child::…`), and fails when
//!
//! - a module declared in lib.rs is missing from the drawing, drawn twice, or
//!   drawn without being declared;
//! - a module uses one drawn above it;
//! - top-level modules use each other in a circle, or the children of one
//!   directory module (`src/x/a.rs`, `src/x/b.rs`, …) do. The parent,
//!   `src/x/mod.rs`, is the directory's face: it declares the interface
//!   its children implement (`pool::CallError`, used by `pool::workers`)
//!   and calls into them, so edges between a parent and its children are
//!   not circles.
//!
//! Test code (`#[cfg(test)]` items, `tests.rs`, `src/**/tests/`) is exempt;
//! comments, doc links and literals are not code. The checker works on text,
//! not files, so the unit tests at the end prove on small synthetic trees that
//! each rule can fail.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::path::Path;

/// The crates whose `src/lib.rs` draws its modules' layers. Between crates
/// the crate graph keeps imports pointing down (nexus → nexus-runtime →
/// nexus-core; nexus-sys beside them); inside a crate only this test does.
const DRAWN_CRATES: [&str; 3] = [".", "crates/runtime", "crates/core"];

#[test]
fn the_drawn_layers_hold() {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut problems = Vec::new();
    for krate in DRAWN_CRATES {
        let root = workspace.join(krate);
        let lib_rs = std::fs::read_to_string(root.join("src/lib.rs"))
            .unwrap_or_else(|e| panic!("{krate}/src/lib.rs: {e}"));
        let mut files = Vec::new();
        rust_files(&root, &root.join("src"), &mut files);
        files.sort();
        problems.extend(
            check(&lib_rs, &files)
                .into_iter()
                .map(|p| format!("[{krate}] {p}")),
        );
    }
    assert!(
        problems.is_empty(),
        "the code does not keep to the module layers drawn in each crate's src/lib.rs ({} problems):\n\n{}\n",
        problems.len(),
        problems.join("\n\n")
    );
}

/// Every `.rs` file under `dir`, as (path from the crate root, text).
fn rust_files(root: &Path, dir: &Path, out: &mut Vec<(String, String)>) {
    let entries =
        std::fs::read_dir(dir).unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("a readable entry under src/").path();
        if path.is_dir() {
            rust_files(root, &path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
            let rel = path
                .strip_prefix(root)
                .expect("a file under the crate root");
            out.push((rel.to_string_lossy().replace('\\', "/"), text));
        }
    }
}

// ---------------------------------------------------------------- the checker

/// Where a file uses another module: the line, and the path as written.
struct Site {
    file: String,
    line: usize,
    written: String,
}

/// (user, used) → every place the user uses it.
type Edges = BTreeMap<(String, String), Vec<Site>>;

/// Checks `files` (path from the crate root, text) against the layers drawn
/// in `lib_rs`; returns one message per problem, none when all holds.
fn check(lib_rs: &str, files: &[(String, String)]) -> Vec<String> {
    let layers = match drawing(lib_rs) {
        Ok(layers) => layers,
        Err(problem) => return vec![problem],
    };
    let declared = declared(lib_rs);
    let is_declared = |name: &str| declared.iter().any(|(d, _)| d == name);
    let mut problems = Vec::new();

    // The drawing and lib.rs's `mod` declarations name the same modules, once each.
    let mut row_of: BTreeMap<&str, usize> = BTreeMap::new();
    for (row, (names, line)) in layers.iter().enumerate() {
        for name in names {
            if let Some(first) = row_of.get(name.as_str()) {
                problems.push(format!(
                    "src/lib.rs:{line}: `{name}` is drawn twice (rows {} and {}); a module lives in one layer",
                    first + 1,
                    row + 1
                ));
                continue;
            }
            row_of.insert(name, row);
            if !is_declared(name) {
                problems.push(format!(
                    "src/lib.rs:{line}: the drawing names `{name}`, which lib.rs does not declare; \
                     take it out of the drawing, or declare `pub mod {name};`"
                ));
            }
        }
    }
    for (name, line) in &declared {
        if !row_of.contains_key(name.as_str()) {
            problems.push(format!(
                "src/lib.rs:{line}: `mod {name};` is missing from the drawing under \"## The modules, top down\"; \
                 draw it in a row below every module it uses and above every module that uses it"
            ));
        }
    }

    // Who uses whom: between top-level modules, and between the files of each directory module
    // (`src/x/mod.rs` is the node `x`, `src/x/a.rs` and `src/x/a/…` the node `x::a`).
    let modules: BTreeSet<Vec<String>> = files
        .iter()
        .filter(|(path, _)| !is_test_file(path))
        .filter_map(|(path, _)| module_of(path))
        .collect();
    let submodules: BTreeSet<(String, String)> = modules
        .iter()
        .filter_map(|module| match module.as_slice() {
            [x, sub, ..] => Some((x.clone(), sub.clone())),
            _ => None,
        })
        .collect();
    let mut between = Edges::new();
    let mut inside: BTreeMap<String, Edges> = BTreeMap::new();
    for (path, text) in files {
        if path == "src/main.rs" || path == "src/lib.rs" || is_test_file(path) {
            continue;
        }
        let Some(module) = module_of(path) else {
            continue;
        };
        let x = &module[0];
        if !is_declared(x) {
            continue; // not compiled into the library (a binary, a stray file)
        }
        let in_directory = path.matches('/').count() >= 2;
        let node = |sub: Option<&String>| match sub {
            Some(s) if submodules.contains(&(x.clone(), s.clone())) => format!("{x}::{s}"),
            _ => x.clone(),
        };
        let from = node(module.get(1));
        let children = modules
            .iter()
            .filter_map(|m| m.strip_prefix(module.as_slice())?.first().cloned())
            .collect();
        for used in uses(&tokenize(text), &module, &children) {
            let Some(target) = used.path.first() else {
                continue;
            };
            let site = Site {
                file: path.clone(),
                line: used.line,
                written: used.written,
            };
            if target != x {
                if is_declared(target) {
                    add(&mut between, (x.clone(), target.clone()), site);
                }
            } else if in_directory {
                let to = node(used.path.get(1));
                // Parent ⇄ child is the directory's shape, not a circle.
                if to != from && from != *x && to != *x {
                    add(
                        inside.entry(x.clone()).or_default(),
                        (from.clone(), to),
                        site,
                    );
                }
            }
        }
    }

    // Nothing uses a module drawn above it.
    for ((from, to), sites) in &between {
        let (Some(&from_row), Some(&to_row)) = (row_of.get(from.as_str()), row_of.get(to.as_str()))
        else {
            continue; // already reported as missing from the drawing
        };
        if to_row < from_row {
            for Site {
                file,
                line,
                written,
            } in sites
            {
                problems.push(format!(
                    "{file}:{line}: `{from}` (row {}) uses `{to}` (row {}, above it) with `{written}`; \
                     imports point down: move what `{from}` needs into `{from}` or a module below it, \
                     or redraw the layers in src/lib.rs if the architecture has changed",
                    from_row + 1,
                    to_row + 1
                ));
            }
        }
    }

    // Beside is fine, but no circles: between modules, or inside a directory module.
    for circle in circles(&between) {
        problems.push(describe(
            "a circle among the crate's modules",
            &circle,
            &between,
        ));
    }
    for (x, edges) in &inside {
        for circle in circles(edges) {
            problems.push(describe(
                &format!("a circle inside src/{x}/"),
                &circle,
                edges,
            ));
        }
    }
    problems
}

/// Records a use, once per line (`use crate::a::{self, f};` is one use of `a`).
fn add(edges: &mut Edges, edge: (String, String), site: Site) {
    let sites = edges.entry(edge).or_default();
    if !sites
        .last()
        .is_some_and(|last| last.file == site.file && last.line == site.line)
    {
        sites.push(site);
    }
}

/// The layers drawn under "## The modules, top down" in lib.rs, top first:
/// each row's module names and its line number.
fn drawing(lib_rs: &str) -> Result<Vec<(Vec<String>, usize)>, String> {
    let docs: Vec<(usize, &str)> = (1..)
        .zip(lib_rs.lines())
        .filter_map(|(n, line)| Some((n, line.trim_start().strip_prefix("//!")?.trim())))
        .collect();
    let block = docs
        .iter()
        .position(|(_, text)| *text == "## The modules, top down")
        .and_then(|heading| {
            let rest = &docs[heading..];
            let open = rest.iter().position(|(_, text)| *text == "```text")?;
            let close = open + 1 + rest[open + 1..].iter().position(|(_, text)| *text == "```")?;
            Some(&rest[open + 1..close])
        })
        .ok_or("src/lib.rs: no \"## The modules, top down\" section with a ```text drawing of the layers")?;
    let layers: Vec<(Vec<String>, usize)> = block
        .iter()
        .filter_map(|(n, text)| {
            let (left, _) = text.split_once('│')?;
            let names: Vec<String> = left.split_whitespace().map(String::from).collect();
            (!names.is_empty()).then_some((names, *n)) // a blank left side continues the row above
        })
        .collect();
    if layers.is_empty() {
        return Err(
            "src/lib.rs: the drawing of the layers has no row of the form `names │ what they do`"
                .into(),
        );
    }
    Ok(layers)
}

/// The modules lib.rs declares with `mod x;` (test-only ones aside), with their lines.
fn declared(lib_rs: &str) -> Vec<(String, usize)> {
    let tokens = tokenize(lib_rs);
    let text = |i: usize| tokens.get(i).map_or("", |t| t.text.as_str());
    let (mut out, mut depth, mut i) = (Vec::new(), 0usize, 0);
    while i < tokens.len() {
        if let Some(end) = test_item(&tokens, i) {
            i = end;
            continue;
        }
        match text(i) {
            "{" => depth += 1,
            "}" => depth = depth.saturating_sub(1),
            "mod" if depth == 0 && text(i + 2) == ";" => {
                out.push((text(i + 1).to_string(), tokens[i].line))
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// The module a file under src/ is: `src/x.rs` and `src/x/mod.rs` are `[x]`,
/// `src/x/a.rs` is `[x, a]`. None for a path that is not a `.rs` file under src/.
fn module_of(path: &str) -> Option<Vec<String>> {
    let mut module: Vec<String> = path
        .strip_prefix("src/")?
        .strip_suffix(".rs")?
        .split('/')
        .map(String::from)
        .collect();
    if module.len() > 1 && module.last().is_some_and(|last| last == "mod") {
        module.pop();
    }
    Some(module)
}

/// `tests.rs` files and whatever lives in a `tests/` directory are test code.
fn is_test_file(path: &str) -> bool {
    let parts: Vec<&str> = path.split('/').collect();
    parts.last() == Some(&"tests.rs") || parts[..parts.len() - 1].contains(&"tests")
}

/// A crate-internal path used in a file: its line, as written, and resolved
/// to segments from the crate root (`super::alloc` in src/morloc/process.rs is
/// `[morloc, alloc]`).
struct Use {
    line: usize,
    written: String,
    path: Vec<String>,
}

/// Every `crate::`, `super::` and `self::` path in `tokens` (a file of
/// module `module`), and every path that starts with one of the module's
/// `children` (`use check::TypeError;` in src/eval/mod.rs), outside
/// `#[cfg(test)]` items; grouped `use` trees give one path per leaf.
fn uses(tokens: &[Token], module: &[String], children: &BTreeSet<String>) -> Vec<Use> {
    let text = |i: usize| tokens.get(i).map_or("", |t| t.text.as_str());
    let before = |i: usize, n: usize| i.checked_sub(n).map_or("", text);
    let mut out = Vec::new();
    let mut scope = module.to_vec(); // deeper inside an inline `mod inner { … }`
    let mut inline_at = Vec::new(); // the brace depth of each inline module's body
    let (mut depth, mut i) = (0usize, 0);
    while i < tokens.len() {
        if let Some(end) = test_item(tokens, i) {
            i = end;
            continue;
        }
        match text(i) {
            "{" => depth += 1,
            "}" => {
                if inline_at.last() == Some(&depth) {
                    inline_at.pop();
                    scope.pop();
                }
                depth = depth.saturating_sub(1);
            }
            "mod" if is_ident(text(i + 1)) && text(i + 2) == "{" => {
                scope.push(text(i + 1).to_string());
                inline_at.push(depth + 1);
            }
            word if text(i + 1) == "::" && !matches!(before(i, 1), "::" | ".") => {
                let starts_path = match word {
                    "crate" | "super" | "self" => !(before(i, 1) == "in" && before(i, 2) == "("), // not pub(in …)
                    // `check::run(…)` in src/eval/mod.rs; not `parse::<T>`
                    child => {
                        children.contains(child)
                            && scope.len() == module.len()
                            && (is_ident(text(i + 2)) || text(i + 2) == "{")
                    }
                };
                if starts_path {
                    let mut leaves = Vec::new();
                    i = path_tree(tokens, i, Vec::new(), &mut leaves);
                    for (written, line) in leaves {
                        if let Some(path) = resolve(&scope, &written) {
                            out.push(Use {
                                line,
                                written: written.join("::"),
                                path,
                            });
                        }
                    }
                    continue;
                }
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// Reads the path (or `use` tree) starting at `tokens[i]` onto `prefix`,
/// pushing each leaf with its line; returns the index after it.
fn path_tree(
    tokens: &[Token],
    mut i: usize,
    mut prefix: Vec<String>,
    leaves: &mut Vec<(Vec<String>, usize)>,
) -> usize {
    let text = |i: usize| tokens.get(i).map_or("", |t| t.text.as_str());
    let line = |i: usize| tokens.get(i).map_or(0, |t| t.line);
    loop {
        match text(i) {
            "{" => {
                i += 1;
                while !matches!(text(i), "}" | "") {
                    let next = if text(i) == "," {
                        i + 1
                    } else {
                        path_tree(tokens, i, prefix.clone(), leaves)
                    };
                    i = next.max(i + 1);
                }
                return i + 1;
            }
            word if is_ident(word) => {
                if word != "self" || prefix.is_empty() {
                    prefix.push(word.to_string()); // `{self, …}` names the prefix itself
                }
                if text(i + 1) == "::" {
                    i += 2;
                    continue;
                }
                leaves.push((prefix, line(i)));
                return if text(i + 1) == "as" { i + 3 } else { i + 1 };
            }
            _ => {
                // `*`, or the end of an inline path such as `crate::x::<T>`.
                if text(i) == "*" {
                    prefix.push("*".to_string());
                }
                leaves.push((prefix, line(i)));
                return i + usize::from(text(i) == "*");
            }
        }
    }
}

/// A written path as segments from the crate root, or None if it climbs out of the crate.
fn resolve(scope: &[String], written: &[String]) -> Option<Vec<String>> {
    let mut path = if written.first().is_some_and(|s| s == "crate") {
        Vec::new()
    } else {
        scope.to_vec()
    };
    for segment in written {
        match segment.as_str() {
            "crate" | "self" => {}
            "super" => {
                path.pop()?;
            }
            name => path.push(name.to_string()),
        }
    }
    Some(path)
}

/// If `tokens[i]` starts `#[cfg(test)]`, the index after the item it marks
/// (its further attributes, then up to its `;` or through its `{ … }` body).
fn test_item(tokens: &[Token], i: usize) -> Option<usize> {
    let text = |i: usize| tokens.get(i).map_or("", |t| t.text.as_str());
    if (i..i + 7)
        .map(text)
        .ne(["#", "[", "cfg", "(", "test", ")", "]"])
    {
        return None;
    }
    let mut i = i + 7;
    let mut depth = 0usize;
    while i < tokens.len() {
        match text(i) {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" if depth == 0 => return Some(i), // the end of what encloses the item
            ")" | "]" => depth -= 1,
            "}" => {
                depth -= 1;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            ";" | "," if depth == 0 => return Some(i + 1),
            _ => {}
        }
        i += 1;
    }
    Some(i)
}

/// The shortest circle through each module on one, each once, starting at
/// its least module: `[a, b]` is a → b → a.
fn circles(edges: &Edges) -> BTreeSet<Vec<String>> {
    let mut next: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for (from, to) in edges.keys() {
        next.entry(from).or_default().push(to);
    }
    let mut found = BTreeSet::new();
    for &start in next.keys() {
        let mut queue = VecDeque::from([vec![start]]);
        let mut seen = BTreeSet::from([start]);
        'search: while let Some(path) = queue.pop_front() {
            let last = path[path.len() - 1];
            for &to in next.get(last).into_iter().flatten() {
                if to == start {
                    let mut circle: Vec<String> = path.iter().map(|s| s.to_string()).collect();
                    let least = (0..circle.len()).min_by_key(|&k| &circle[k]).unwrap_or(0);
                    circle.rotate_left(least);
                    found.insert(circle);
                    break 'search;
                }
                if seen.insert(to) {
                    let mut longer = path.clone();
                    longer.push(to);
                    queue.push_back(longer);
                }
            }
        }
    }
    found
}

/// A circle, with every use that makes each of its steps.
fn describe(what: &str, circle: &[String], edges: &Edges) -> String {
    let mut chain = circle.to_vec();
    chain.push(circle[0].clone());
    let mut out = format!("{what}: {}", chain.join(" → "));
    for step in chain.windows(2) {
        let sites = edges.get(&(step[0].clone(), step[1].clone()));
        for Site {
            file,
            line,
            written,
        } in sites.into_iter().flatten()
        {
            out += &format!(
                "\n    {} → {}  {file}:{line}  `{written}`",
                step[0], step[1]
            );
        }
    }
    out + "\n    modules that use each other cannot be layered: move what one side needs below both \
           (or into the side that needs it), so that the uses point one way"
}

// -------------------------------------------------------------- the tokenizer

/// A token of Rust source: an identifier or keyword, a lifetime, `::`, one
/// punctuation character, or `"…"` for any literal. Comments are dropped.
struct Token {
    text: String,
    line: usize,
}

fn tokenize(src: &str) -> Vec<Token> {
    let s: Vec<char> = src.chars().collect();
    let at = |i: usize| s.get(i).copied().unwrap_or('\0');
    let starts = |i: usize, with: &str| with.chars().enumerate().all(|(k, c)| at(i + k) == c);
    let mut line_at = Vec::with_capacity(s.len() + 1); // the line of each char
    let mut line = 1;
    for &c in &s {
        line_at.push(line);
        line += usize::from(c == '\n');
    }
    line_at.push(line);
    // The index after the string whose opening quote is at `i`.
    let quoted = |mut i: usize| {
        i += 1;
        while i < s.len() && s[i] != '"' {
            i += if s[i] == '\\' { 2 } else { 1 };
        }
        i + 1
    };
    // The index after the char literal at `i`, or None if `'` starts a lifetime.
    let char_literal = |i: usize| match (at(i + 1), at(i + 2)) {
        ('\\', _) => Some(i + 3 + (i + 3..s.len()).take_while(|&k| s[k] != '\'').count() + 1),
        (_, '\'') => Some(i + 3),
        _ => None,
    };

    let mut tokens = Vec::new();
    let mut i = 0;
    while i < s.len() {
        let (start, c) = (i, s[i]);
        let mut text = None;
        if c.is_whitespace() {
            i += 1;
        } else if c == '/' && at(i + 1) == '/' {
            while i < s.len() && s[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            while i < s.len() {
                if starts(i, "/*") {
                    depth += 1;
                    i += 2;
                } else if starts(i, "*/") {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if c == '"' {
            i = quoted(i);
            text = Some("\"…\"".to_string());
        } else if c == '\'' {
            if let Some(end) = char_literal(i) {
                i = end;
                text = Some("\"…\"".to_string());
            } else {
                i += 1
                    + (i + 1..s.len())
                        .take_while(|&k| is_ident_char(s[k]))
                        .count();
                text = Some(s[start..i].iter().collect());
            }
        } else if is_ident_char(c) {
            i += (i..s.len()).take_while(|&k| is_ident_char(s[k])).count();
            let word: String = s[start..i].iter().collect();
            let hashes = (i..s.len()).take_while(|&k| s[k] == '#').count();
            text = Some(match word.as_str() {
                "b" | "c" if at(i) == '"' => {
                    i = quoted(i);
                    "\"…\"".to_string()
                }
                "b" if at(i) == '\'' => {
                    i = char_literal(i).unwrap_or(i + 1);
                    "\"…\"".to_string()
                }
                "r" | "br" | "cr" if at(i + hashes) == '"' => {
                    let close: String = std::iter::once('"')
                        .chain(std::iter::repeat_n('#', hashes))
                        .collect();
                    i += hashes + 1;
                    while i < s.len() && !starts(i, &close) {
                        i += 1;
                    }
                    i += close.len();
                    "\"…\"".to_string()
                }
                "r" if hashes == 1 => {
                    // A raw identifier, r#type.
                    i += 1
                        + (i + 1..s.len())
                            .take_while(|&k| is_ident_char(s[k]))
                            .count();
                    s[start + 2..i].iter().collect()
                }
                _ if c.is_ascii_digit() => "\"…\"".to_string(),
                _ => word,
            });
        } else if c == ':' && at(i + 1) == ':' {
            i += 2;
            text = Some("::".to_string());
        } else {
            i += 1;
            text = Some(c.to_string());
        }
        if let Some(text) = text {
            tokens.push(Token {
                text,
                line: line_at[start.min(s.len())],
            });
        }
    }
    tokens
}

fn is_ident_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// An identifier or keyword (not a literal, lifetime or punctuation).
fn is_ident(text: &str) -> bool {
    text.starts_with(|c: char| c.is_alphabetic() || c == '_')
}

// -------------------------------------------- the checker, on synthetic trees

/// A lib.rs with three layers: `top`, then `a b`, then `low` (drawn with a
/// continuation row and an ignored line), declaring them in the ways lib.rs may.
const LIB: &str = "//! # a crate
//!
//! ```text
//!  elsewhere │ not the drawing
//! ```
//!
//! ## The modules, top down
//!
//! ```text
//!  top    │ the top
//!  a  b   │ beside each other
//!         │ (continued)
//!  -------+-------- a line with no bar is ignored
//!  low    │ the bottom
//! ```

pub mod a;
pub(crate) mod b;
#[doc(hidden)]
pub mod low;
mod top;
#[cfg(test)]
mod only_in_tests;
";

fn tree(files: &[(&str, &str)]) -> Vec<(String, String)> {
    files
        .iter()
        .map(|(path, text)| (path.to_string(), text.to_string()))
        .collect()
}

/// The problems of a tree where every module exists, `extra` added.
fn problems(extra: &[(&str, &str)]) -> Vec<String> {
    let mut files = tree(&[
        ("src/main.rs", "use crate::low; fn main() {}"),
        ("src/top.rs", "use crate::a::f;\npub fn t() {}"),
        ("src/a.rs", "pub fn f() {}"),
        ("src/b.rs", "pub fn g() { crate::low::h() }"),
        ("src/low.rs", ""),
    ]);
    for (path, text) in extra {
        files.retain(|(p, _)| p.as_str() != *path);
        files.push((path.to_string(), text.to_string()));
    }
    check(LIB, &files)
}

#[test]
fn a_tree_that_keeps_to_the_drawing_passes() {
    assert_eq!(problems(&[]), Vec::<String>::new());
    assert_eq!(
        problems(&[("src/a.rs", "use crate::b::X;\nuse crate::low;")]),
        Vec::<String>::new()
    );
}

#[test]
fn a_use_of_a_module_above_is_caught() {
    let found = problems(&[(
        "src/low.rs",
        "fn f() {}\nuse crate::a;\nfn g() { crate::top::t() }",
    )]);
    assert_eq!(found.len(), 2, "{found:#?}");
    assert!(
        found[0]
            .starts_with("src/low.rs:2: `low` (row 3) uses `a` (row 2, above it) with `crate::a`"),
        "{found:#?}"
    );
    assert!(
        found[1].starts_with("src/low.rs:3: `low` (row 3) uses `top` (row 1, above it)"),
        "{found:#?}"
    );
}

#[test]
fn a_circle_in_one_layer_is_caught() {
    let found = problems(&[
        ("src/a.rs", "use crate::b::X;"),
        ("src/b.rs", "\n\npub fn g() { crate::a::f() }"),
    ]);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert!(
        found[0].starts_with("a circle among the crate's modules: a → b → a"),
        "{found:#?}"
    );
    assert!(
        found[0].contains("a → b  src/a.rs:1  `crate::b::X`"),
        "{found:#?}"
    );
    assert!(
        found[0].contains("b → a  src/b.rs:3  `crate::a::f`"),
        "{found:#?}"
    );
}

#[test]
fn comments_doc_links_and_literals_are_not_uses() {
    let noise = r####"//! See [`crate::top`], and crate::a.
/// Calls [`crate::top::t`] /* not a comment opener in a line comment
/* a block /* nested */ crate::top still in the comment */
/** doc block crate::top */
fn f<'a>(x: &'a str) -> &'a str {
    let _ = ("crate::top", "a \" crate::top", r"crate::top", r#"crate::top " "#);
    let _ = (b"crate::top", br#"crate::top"#, br##"crate::top"#"##, c"crate::top", b'"', '"', '\'', '\u{22}');
    let _ = ('{', '}', b'{'); 'outer: loop { break 'outer; }
    let r#type = x; // crate::top
    r#type
}
"####;
    assert_eq!(problems(&[("src/low.rs", noise)]), Vec::<String>::new());
    // The same noise does not hide a real use after it, nor shift its line.
    let found = problems(&[(
        "src/low.rs",
        &format!("{noise}fn g() {{ crate::top::t() }}"),
    )]);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert!(
        found[0].starts_with("src/low.rs:12: `low` (row 3) uses `top`"),
        "{found:#?}"
    );
}

#[test]
fn test_code_is_exempt() {
    let test_items = "#[cfg(test)]\nmod tests {\n    use crate::top;\n    fn t() { let _ = '}'; }\n}\n\
                      #[cfg(test)]\n#[allow(unused)]\nuse crate::top::t;\n\
                      #[cfg(test)]\nfn helper() -> [u8; 2] { crate::a::f(); [0; 2] }\n\
                      struct S { #[cfg(test)] f: crate::top::T, g: u8 }\n";
    assert_eq!(
        problems(&[("src/low.rs", test_items)]),
        Vec::<String>::new()
    );
    // The item ends where it ends: a use after it counts.
    let found = problems(&[("src/low.rs", &format!("{test_items}use crate::a::f;\n"))]);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert!(
        found[0].starts_with("src/low.rs:12: `low` (row 3) uses `a`"),
        "{found:#?}"
    );
    // Test files, and the module lib.rs declares only under cfg(test).
    let files = [
        ("src/low/mod.rs", "mod tests;"),
        ("src/low/tests.rs", "use crate::top;"),
        ("src/low/tests/helpers.rs", "use crate::top;"),
        ("src/only_in_tests.rs", "use crate::top;"),
    ];
    assert_eq!(problems(&files), Vec::<String>::new());
}

#[test]
fn grouped_uses_over_several_lines_are_read() {
    let grouped = "use crate::{\n    json,\n    a::{self, f as g},\n    top::*,\n};\n";
    let found = problems(&[("src/low.rs", grouped)]);
    assert_eq!(found.len(), 2, "{found:#?}");
    assert!(
        found[0]
            .starts_with("src/low.rs:3: `low` (row 3) uses `a` (row 2, above it) with `crate::a`"),
        "{found:#?}"
    );
    assert!(
        found[1].starts_with(
            "src/low.rs:4: `low` (row 3) uses `top` (row 1, above it) with `crate::top::*`"
        ),
        "{found:#?}"
    );
}

#[test]
fn super_and_self_resolve_to_where_they_point() {
    // In src/low/x.rs, super::top is low's own item; super::super::top is the module.
    let own = [
        ("src/low/mod.rs", "pub mod x;\npub struct Top;"),
        ("src/low/x.rs", "use super::Top;"),
    ];
    assert_eq!(problems(&own), Vec::<String>::new());
    let found = problems(&[
        ("src/low/mod.rs", ""),
        ("src/low/x.rs", "use super::super::top::t;"),
    ]);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert!(
        found[0].starts_with("src/low/x.rs:1: `low` (row 3) uses `top`"),
        "{found:#?}"
    );
    // In src/low.rs (and src/low/mod.rs), super:: is the crate root.
    let found = problems(&[("src/low.rs", "fn f() { super::a::f() }")]);
    assert!(
        found.len() == 1 && found[0].contains("uses `a`"),
        "{found:#?}"
    );
    // Inside an inline module, super:: is the file's module.
    let found = problems(&[(
        "src/low.rs",
        "fn h() {}\nmod inner {\n    use super::h;\n    use super::super::top::t;\n}",
    )]);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert!(
        found[0].starts_with("src/low.rs:4: `low` (row 3) uses `top`"),
        "{found:#?}"
    );
    // pub(in crate::…) and pub(super) are visibility, not uses.
    assert_eq!(
        problems(&[(
            "src/low.rs",
            "pub(in crate::top) fn f() {}\npub(super) fn g() {}"
        )]),
        Vec::<String>::new()
    );
}

#[test]
fn a_circle_inside_a_directory_module_is_caught() {
    let files = [
        (
            "src/low/mod.rs",
            "pub mod x;\npub mod y;\npub use self::x::X;\npub struct Limits;",
        ),
        ("src/low/x.rs", "use super::{y::Y, Limits};\npub struct X;"),
        (
            "src/low/y.rs",
            "pub struct Y;\nfn f() { let _ = crate::low::x::X; }",
        ),
        ("src/low/y/z.rs", "use super::super::x;"),
    ];
    let found = problems(&files);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert!(
        found[0].starts_with("a circle inside src/low/: low::x → low::y → low::x\n"),
        "{found:#?}"
    );
    assert!(
        found[0].contains("low::y → low::x  src/low/y.rs:2  `crate::low::x::X`"),
        "{found:#?}"
    );
    assert!(
        found[0].contains("low::y → low::x  src/low/y/z.rs:1  `super::super::x`"),
        "{found:#?}"
    );
    // Declaring submodules, and using them one way, is no circle.
    let one_way = [
        ("src/low/mod.rs", "pub mod x;\npub use self::x::X;"),
        ("src/low/x.rs", "pub struct X;"),
    ];
    assert_eq!(problems(&one_way), Vec::<String>::new());
}

#[test]
fn the_drawing_and_the_declarations_must_agree() {
    let lib = LIB
        .replace("//!  a  b   │", "//!  a  top  ghost │")
        .replace("pub(crate) mod b;\n", "");
    let found = check(&lib, &tree(&[("src/a.rs", ""), ("src/b.rs", "")]));
    assert_eq!(found.len(), 2, "{found:#?}");
    assert!(
        found[0].starts_with("src/lib.rs:11: `top` is drawn twice (rows 1 and 2)"),
        "{found:#?}"
    );
    assert!(
        found[1]
            .starts_with("src/lib.rs:11: the drawing names `ghost`, which lib.rs does not declare"),
        "{found:#?}"
    );
    let lib = LIB.replace("//!  top    │ the top\n", "");
    let found = check(&lib, &[]);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert!(
        found[0].starts_with("src/lib.rs:20: `mod top;` is missing from the drawing"),
        "{found:#?}"
    );
    let found = check("pub mod a;", &[]);
    assert!(
        found.len() == 1 && found[0].contains("no \"## The modules, top down\" section"),
        "{found:#?}"
    );
}

#[test]
fn a_parent_and_its_children_are_no_circle_but_their_children_can_be() {
    // mod.rs uses its child by its bare name, the child uses mod.rs's type:
    // the directory's shape, not a circle.
    let files = [
        (
            "src/low/mod.rs",
            "mod x;\nmod y;\npub struct Limits;\nfn f(s: &str) {\n    let _ = s.parse::<u32>();\n    x::run();\n}",
        ),
        (
            "src/low/x.rs",
            "use super::Limits;\npub fn run() { super::y::go() }",
        ),
        ("src/low/y.rs", "pub fn go() {}"),
    ];
    assert_eq!(problems(&files), Vec::<String>::new());
    // A bare child path in mod.rs still names the child: a grandchild
    // circle through it is caught.
    let files = [
        ("src/low/mod.rs", "mod x;\nmod y;\nfn f() { x::run(); }"),
        ("src/low/x.rs", "pub fn run() { super::y::go() }"),
        ("src/low/y.rs", "pub fn go() { super::x::run() }"),
    ];
    let found = problems(&files);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert!(
        found[0].starts_with("a circle inside src/low/: low::x → low::y → low::x\n"),
        "{found:#?}"
    );
    // A method or a turbofish named like a child is not the child.
    let files = [
        (
            "src/low/mod.rs",
            "mod x;\nfn f(s: &str) { let _ = (s.x::<u8>(), x::<u8>()); }",
        ),
        ("src/low/x.rs", "use super::Limits;"),
    ];
    assert_eq!(problems(&files), Vec::<String>::new());
}
