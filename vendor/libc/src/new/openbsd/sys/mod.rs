//! Directory: `sys/`
//!
//! <https://github.com/openbsd/src/tree/trunk/sys/sys>

pub(crate) mod ipc;
pub(crate) mod sensors;
pub(crate) mod sysctl;
