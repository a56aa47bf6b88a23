//! Linux `mount` API.

mod fsopen;
mod mount_unmount;
mod types;

pub use fsopen::*;
pub use mount_unmount::*;
pub use types::*;
