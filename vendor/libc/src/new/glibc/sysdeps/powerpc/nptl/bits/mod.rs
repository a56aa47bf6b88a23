//! Directory: `sysdeps/powerpc/nptl/bits`

pub(crate) mod struct_mutex;
