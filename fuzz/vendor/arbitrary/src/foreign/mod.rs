//! Implementations of [`Arbitrary`] for foreign types.
//!
//! [`Arbitrary`]: crate::Arbitrary

mod alloc;
mod core;
mod std;
