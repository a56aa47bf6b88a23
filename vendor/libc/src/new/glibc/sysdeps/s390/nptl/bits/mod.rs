//! Directory: `sysdeps/s390/nptl/bits`

pub(crate) mod struct_mutex;
