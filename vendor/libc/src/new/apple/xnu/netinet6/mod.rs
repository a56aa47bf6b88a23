//! Directory: `netinet6/`
//!
//! <https://github.com/apple-oss-distributions/xnu/tree/main/bsd/netinet6>

#[cfg(target_os = "macos")]
pub(crate) mod in6_var;
