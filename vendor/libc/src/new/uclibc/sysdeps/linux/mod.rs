//! Directory source: `libc/sysdeps/linux`
//!
//! * Headers: <https://gogs.waldemar-brodkorb.de/oss/uclibc-ng/src/master/libc/sysdeps/linux> (official)
//! * Headers: <https://github.com/wbx-github/uclibc-ng/tree/master/libc/sysdeps/linux> (mirror)

/// Directory source: `libc/sysdeps/linux/common`
///
/// * Headers: <https://gogs.waldemar-brodkorb.de/oss/uclibc-ng/src/master/libc/sysdeps/linux/common> (official)
/// * Headers: <https://github.com/wbx-github/uclibc-ng/tree/master/libc/sysdeps/linux/common> (mirror)
pub(crate) mod common {
    pub(crate) mod bits;
}
