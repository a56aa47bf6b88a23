//! Directory: `sysdeps/x86/nptl/bits`

pub(crate) mod struct_mutex;
