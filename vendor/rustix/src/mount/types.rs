pub use crate::backend::mount::types::*;
