//! `sandbox` in a nexus built without the `sandbox` feature: the names
//! sandbox.rs gives the pools and the modes, and a refusal behind each.
//! Nothing here serves unsandboxed what asked for a sandbox: `--sandbox`,
//! a manifest's `"sandbox": true` and an inherited `NEXUS_SANDBOX=1` all
//! reach [`probe`], which refuses, naming the feature.

use std::path::Path;

/// Set to `1` in a child nexus's environment to sandbox its pools too.
pub const ENV: &str = "NEXUS_SANDBOX";

/// Whether this process was asked to sandbox its pools (an inherited
/// `NEXUS_SANDBOX=1`); a pool so asked is refused when it starts.
pub fn requested() -> bool {
    std::env::var_os(ENV).is_some_and(|v| v == "1")
}

/// `--sandbox`: refused in this build.
pub fn require() -> Result<(), String> {
    Err(crate::features::missing("sandbox", "--sandbox"))
}

/// A pool that asked for the sandbox: refused in this build.
pub fn probe() -> Result<(), String> {
    Err(crate::features::missing(
        "sandbox",
        "a sandboxed pool (--sandbox, \"sandbox\": true or NEXUS_SANDBOX=1)",
    ))
}

/// A worker's sandbox (never built in this build: [`probe`] refuses first).
pub struct Spec;

impl Spec {
    /// The spec of a worker; see [`Spec::trampoline`].
    pub fn for_worker(_program: &Path, _shm: &Path, _argv: &[String]) -> Spec {
        Spec
    }

    /// `nexus __sandbox`, which refuses in this build: a worker that got
    /// this far would fail closed, never run unsandboxed.
    pub fn trampoline(&self, _argv: &[String]) -> Vec<String> {
        vec!["__sandbox".to_string()]
    }
}

/// The body of `nexus __sandbox …`: refused.
pub fn main(_args: &[String]) -> i32 {
    crate::say!("{}", crate::features::missing("sandbox", "nexus __sandbox"));
    crate::exit::EXIT_USAGE
}
