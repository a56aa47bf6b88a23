//! Directory: `sys/`

pub(crate) mod socket;
