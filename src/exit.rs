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
/// Stdout's reader went away (a closed pipe, as in `nexus status | head -1`):
/// the command ends quietly with 128 + SIGPIPE, the status a shell reports
/// for a writer that a closed pipe ended.
pub const EXIT_CLOSED_STDOUT: i32 = 141;

/// Writes `text` to stdout and flushes it; the exit status. A closed stdout
/// (EPIPE) ends the command quietly with [`EXIT_CLOSED_STDOUT`]: nothing is
/// printed, since nobody is reading. Every command-line path writes its
/// output through here or [`write_out`], never `print!`, which panics.
pub fn print_out(text: &str) -> i32 {
    match write_out(text.as_bytes()) {
        Ok(()) => EXIT_OK,
        Err(code) => code,
    }
}

/// Writes `bytes` to stdout and flushes; on failure, the exit status to end
/// with (see [`print_out`]), after a message for anything but EPIPE.
pub fn write_out(bytes: &[u8]) -> Result<(), i32> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    match out.write_all(bytes).and_then(|()| out.flush()) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Err(EXIT_CLOSED_STDOUT),
        Err(e) => {
            eprintln!("nexus: cannot write to stdout: {e}");
            Err(EXIT_FAILED)
        }
    }
}
