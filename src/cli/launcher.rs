//! `nexus launcher`: an executable script that runs a program with this
//! nexus binary, both named by absolute path, so `./combat fighterDamage 15`
//! is `nexus run <program> fighterDamage 15`.

use super::help::LAUNCHER_HELP;
use super::{EXIT_FAILED, EXIT_OK, load, print_out, usage};

/// Quotes a path for a `/bin/sh` single-quoted word.
fn sh_quote(text: &str) -> String {
    format!("'{}'", text.replace('\'', "'\\''"))
}

/// `nexus launcher <program> -o PATH`.
pub(super) fn launcher(args: &[String]) -> i32 {
    if args.iter().any(|a| a == "--help" || a == "-h") {
        return print_out(LAUNCHER_HELP);
    }
    let (program, out) = match args {
        [p, o, path] if o == "-o" => (p, path),
        [o, path, p] if o == "-o" => (p, path),
        _ => return usage("launcher needs <program> -o PATH"),
    };
    let manifest_path = match crate::programs::locate(program) {
        Ok(p) => p,
        Err(e) => return usage(e),
    };
    if let Err(e) = load(program) {
        return e;
    }
    let exe = match std::env::current_exe() {
        Ok(e) => e,
        Err(e) => {
            crate::say!("nexus: cannot find the nexus binary: {e}");
            return EXIT_FAILED;
        }
    };
    let manifest_text = manifest_path.display().to_string();
    if manifest_text.contains('\'') {
        return usage("the manifest path contains a single quote, which launchers do not support");
    }
    let script = format!(
        "#!/bin/sh\n# launcher written by nexus {}; runs the program with nexus\nexec {} --program {} \"$@\"\n",
        env!("CARGO_PKG_VERSION"),
        sh_quote(&exe.display().to_string()),
        sh_quote(&manifest_text)
    );
    let tmp = format!("{out}.tmp{}", std::process::id());
    let written = std::fs::write(&tmp, script).and_then(|_| {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&tmp, std::fs::Permissions::from_mode(0o755))?;
        std::fs::rename(&tmp, out)
    });
    match written {
        Ok(()) => EXIT_OK,
        Err(e) => {
            let _ = std::fs::remove_file(&tmp);
            crate::say!("nexus: cannot write launcher {out}: {e}");
            EXIT_FAILED
        }
    }
}
