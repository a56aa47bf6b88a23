//! Directory: `socket`

/// Directory: `socket/sys`
pub(crate) mod sys {
    pub(crate) mod socket;
}
