#[cfg(not(windows))]
pub(crate) mod syscalls;
pub(crate) mod types;
