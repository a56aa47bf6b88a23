//! Redox libc.
//!
//! * Headers: <https://gitlab.redox-os.org/redox-os/relibc> (official)
//! * Headers: <https://github.com/redox-os/relibc> (mirror)
