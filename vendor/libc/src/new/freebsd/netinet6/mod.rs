//! Directory: `netinet6/`
//!
//! <https://github.com/freebsd/freebsd-src/tree/main/sys/netinet6>

pub(crate) mod in6_var;
