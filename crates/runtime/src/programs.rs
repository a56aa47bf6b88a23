//! Finding a program on disk: the `<program>` argument every mode takes (a
//! program directory, its `manifest.json`, a launcher script, or a bare
//! `.py` / `.R` file) located, read and parsed into a [`Manifest`].
//!
//! The parsing is `nexus_core::manifest`'s, pure over the text; this module
//! is the file-system side of it, and of `source`'s derived manifests
//! (refused, naming the `bare` feature, in a build without it).

use crate::manifest::{MAX_MANIFEST_BYTES, Manifest, launcher_target, parse};
use std::path::{Path, PathBuf};

/// Finds the manifest a `<program>` argument names: a directory holding
/// `manifest.json`, the manifest itself, or a launcher script whose `exec`
/// line names it.
pub fn locate(program: &str) -> Result<PathBuf, String> {
    #[cfg(not(feature = "bare"))]
    refuse_bare(program)?;
    #[cfg(feature = "bare")]
    if crate::source::is_source(program) {
        return std::fs::canonicalize(program).map_err(|e| format!("{program}: {e}"));
    }
    let path = Path::new(program);
    let meta = std::fs::metadata(path).map_err(|e| {
        format!("cannot open program {program:?}: {e}; give a program directory, its manifest.json, a launcher, or a .py or .R file")
    })?;
    let found = if meta.is_dir() {
        path.join("manifest.json")
    } else {
        let head = read_head(path).map_err(|e| format!("cannot read {program:?}: {e}"))?;
        match launcher_target(&head) {
            Some(target) => PathBuf::from(target),
            None => path.to_path_buf(),
        }
    };
    if !found.is_file() {
        return Err(format!(
            "{}: no manifest.json here; give a program directory, its manifest.json, or a launcher",
            found.display()
        ));
    }
    std::fs::canonicalize(&found).map_err(|e| format!("{}: {e}", found.display()))
}

/// A bare `.py` / `.R` file, in a nexus built without the `bare` feature:
/// refused, naming the feature (the file is not read).
#[cfg(not(feature = "bare"))]
fn refuse_bare(program: &str) -> Result<(), String> {
    let path = Path::new(program);
    let bare = matches!(
        path.extension().and_then(|e| e.to_str()),
        Some("py" | "R" | "r")
    );
    match bare && path.is_file() {
        true => Err(crate::features::missing(
            "bare",
            &format!("{program} (a bare .py or .R file)"),
        )),
        false => Ok(()),
    }
}

fn read_head(path: &Path) -> std::io::Result<Vec<u8>> {
    use std::io::Read;
    let mut buf = vec![0u8; 4096];
    let mut file = std::fs::File::open(path)?;
    let n = file.read(&mut buf)?;
    buf.truncate(n);
    Ok(buf)
}

/// Locates, reads and parses a program's manifest; a bare `.py` or `.R`
/// file is read into one (see `source`).
pub fn load(program: &str) -> Result<Manifest, String> {
    #[cfg(not(feature = "bare"))]
    refuse_bare(program)?;
    #[cfg(feature = "bare")]
    if crate::source::is_source(program) {
        let derived = crate::source::derive(program)?;
        let mut m = parse(&derived.text, program, &derived.manifest_path).map_err(|e| {
            format!("{e} (in the manifest derived from it; nexus init {program} writes it out)")
        })?;
        m.origin = Some(derived.origin);
        return Ok(m);
    }
    let path = locate(program)?;
    let shown = path.display().to_string();
    let bytes = std::fs::read(&path).map_err(|e| format!("{shown}: {e}"))?;
    if bytes.len() > MAX_MANIFEST_BYTES {
        return Err(format!(
            "{shown}: the manifest is larger than {MAX_MANIFEST_BYTES} bytes"
        ));
    }
    let text =
        String::from_utf8(bytes).map_err(|_| format!("{shown}: the manifest is not UTF-8"))?;
    // A file that is no kind of program says which kinds are: not a
    // launcher, not named .json, and not an object's text.
    let named_json = path.extension().is_some_and(|e| e == "json");
    if !named_json && !text.trim_start().starts_with('{') {
        return Err(format!(
            "{shown} is not a program: give a program directory, its manifest.json (a JSON object), a launcher script (nexus launcher), or a bare .py or .R file"
        ));
    }
    parse(&text, &shown, &path).map_err(|e| e.to_string())
}
