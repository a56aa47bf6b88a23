//! HelenOS libc/loc
//!
//! * Header file: <https://github.com/HelenOS/helenos/tree/master/uspace/lib/c/include/loc.h>

pub use crate::ipc::loc::*;
