mod raw;
mod socket;

pub use raw::{AsRawSocket, FromRawSocket, IntoRawSocket, RawSocket};
pub use socket::{AsSocket, BorrowedSocket, OwnedSocket};
