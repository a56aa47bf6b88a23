//! Source directory: `arch/mips64/`
//!
//! * Headers: <https://git.musl-libc.org/cgit/musl/tree/arch/mips64> (official)
//! * Headers: <https://github.com/kraj/musl/tree/master/arch/mips64> (mirror)

pub(crate) mod bits {
    pub(crate) mod socket;
}
