//! `Dir` and `DirEntry`.

use crate::backend;

pub use backend::fs::dir::{Dir, DirEntry};
