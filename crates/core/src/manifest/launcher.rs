//! The one part of finding a program that is pure: the manifest path named
//! by a launcher script's `exec` line (nexus's `programs` does the rest).

/// The manifest path in a launcher script: ours (`nexus launcher`) has the
/// line `exec '<nexus>' --program '<manifest>' "$@"`, morloc's (as `morloc
/// make` writes it) `exec morloc-nexus run '<manifest>' "$@"`.
pub fn launcher_target(head: &[u8]) -> Option<String> {
    let text = std::str::from_utf8(head).ok()?;
    if !text.starts_with("#!") {
        return None;
    }
    let line = text.lines().find(|l| l.trim_start().starts_with("exec "))?;
    let after = |marker: &str| line.find(marker).map(|at| &line[at + marker.len()..]);
    let rest = after("--program '").or_else(|| after("morloc-nexus run '"))?;
    Some(rest[..rest.find('\'')?].to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn launcher_line_names_the_manifest() {
        let script = b"#!/bin/sh\nexec '/usr/bin/nexus' --program '/a/b/manifest.json' \"$@\"\n";
        assert_eq!(
            launcher_target(script).as_deref(),
            Some("/a/b/manifest.json")
        );
        // morloc's own launcher (issue 10): `morloc make` writes this.
        let morlocs = b"#!/bin/sh\nexport MORLOC_PROG_NAME=\"$0\"\nexec morloc-nexus run '/p/combat-build/manifest.json' \"$@\"\n";
        assert_eq!(
            launcher_target(morlocs).as_deref(),
            Some("/p/combat-build/manifest.json")
        );
        let pathed = b"#!/bin/sh\nexec /opt/bin/morloc-nexus run '/m.json' \"$@\"\n";
        assert_eq!(launcher_target(pathed).as_deref(), Some("/m.json"));
        assert_eq!(
            launcher_target(b"#!/bin/sh\nexec morloc-nexus mcp '/m.json'\n"),
            None
        );
    }
}
