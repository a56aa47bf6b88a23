pub(crate) mod cpu_set;
pub(crate) mod futex;
pub(crate) mod syscalls;
pub(crate) mod types;
