//! The one sentence every crate says when a mode, flag or program needs a
//! subsystem this nexus was built without (issue 42 point 1): which
//! feature, and the command that builds it in. It lives here, the lowest
//! crate with anything to refuse, so `nexus` (src/features.rs) and the
//! pools' code say it the same way.

/// `WHAT: this nexus was built without the "FEATURE" feature; rebuild
/// with cargo build --release --features FEATURE`, one line.
pub fn missing(feature: &str, what: &str) -> String {
    format!(
        "{what}: this nexus was built without the \"{feature}\" feature; \
         rebuild with cargo build --release --features {feature}"
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_refusal_names_the_feature_and_the_command() {
        let m = super::missing("http", "nexus daemon");
        assert!(m.starts_with("nexus daemon: this nexus was built without the \"http\" feature"));
        assert!(m.ends_with("cargo build --release --features http"));
    }
}
