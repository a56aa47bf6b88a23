//! Switch libc.
// FIXME(horizon): link to headers or manpages needed.
