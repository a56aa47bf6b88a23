//! Directory: `netinet/`
//!
//! <https://github.com/apple-oss-distributions/xnu/tree/main/bsd/netinet>

pub(crate) mod tcp;
