pub use crate::ugid::{Gid, Uid};
