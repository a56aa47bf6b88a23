//! Exit statuses and the one-line usage error, shared by the command line
//! and every mode (`run`, `mcp`, `daemon`, `serve`, `eval`), so the modes
//! need nothing from `cli` above them.

pub const EXIT_OK: i32 = 0;
pub const EXIT_FAILED: i32 = 1;
pub const EXIT_USAGE: i32 = 2;

/// A usage error: printed as one line, exit 2.
pub fn usage(message: impl std::fmt::Display) -> i32 {
    eprintln!("nexus: {message} (see nexus --help)");
    EXIT_USAGE
}
