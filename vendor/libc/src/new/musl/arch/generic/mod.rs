//! Source directory: `arch/generic/`
//!
//! * Headers: <https://git.musl-libc.org/cgit/musl/tree/arch/generic> (official)
//! * Headers: <https://github.com/kraj/musl/tree/master/arch/generic> (mirror)

pub(crate) mod bits {
    // Currently unused
}
