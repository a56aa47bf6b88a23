pub(crate) mod errno;
pub(crate) mod syscalls;
pub(crate) mod types;
