//! Header: `sys/signal.h`
//!
//! <https://github.com/apple-oss-distributions/xnu/blob/main/bsd/sys/signal.h>

pub use crate::machine::_mcontext::*;
pub use crate::sys::_types::_ucontext::*;
