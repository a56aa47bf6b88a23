pub mod epoll;
pub(crate) mod poll_fd;
pub(crate) mod syscalls;
pub(crate) mod types;
