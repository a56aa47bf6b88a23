pub(crate) mod syscalls;
pub(crate) mod types;
pub(crate) mod wait;
