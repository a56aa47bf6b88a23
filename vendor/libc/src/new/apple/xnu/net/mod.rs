//! Directory: `net/`
//!
//! <https://github.com/apple-oss-distributions/xnu/tree/main/bsd/net>

#[cfg(target_os = "macos")]
pub(crate) mod bpf;
