//! Exit statuses and the one-line usage error, shared by the command line
//! and every mode (`run`, `mcp`, `daemon`, `serve`, `eval`), so the modes
//! need nothing from `cli` above them.

pub const EXIT_OK: i32 = 0;
pub const EXIT_FAILED: i32 = 1;
pub const EXIT_USAGE: i32 = 2;

/// A usage error: printed as one line, exit 2.
pub fn usage(message: impl std::fmt::Display) -> i32 {
    say_line(format_args!("nexus: {message} (see nexus --help)"));
    EXIT_USAGE
}

/// `eprintln!` that cannot fail: one line to stderr, written with one
/// `write`, whose failure (a closed pipe, as in `nexus bogus 2>&1 | true`)
/// is ignored. `eprintln!` panics on a failed write, and in the release
/// build a panic aborts the process; the exit status must stay the one
/// the error meant. Use it everywhere instead of `eprintln!`.
#[macro_export]
macro_rules! say {
    ($($arg:tt)*) => {
        $crate::exit::say_line(format_args!($($arg)*))
    };
}

/// [`say!`] without the newline (`eprint!` that cannot fail).
#[macro_export]
macro_rules! say_text {
    ($($arg:tt)*) => {
        $crate::exit::say_str(&format!($($arg)*))
    };
}

/// One line to stderr, its errors ignored (see [`say!`]).
pub fn say_line(args: std::fmt::Arguments) {
    let mut line = args.to_string();
    line.push('\n');
    say_str(&line);
}

/// Text to stderr, its errors ignored (see [`say!`]).
pub fn say_str(text: &str) {
    use std::io::Write;
    let _ = std::io::stderr().lock().write_all(text.as_bytes());
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
    write_to(&mut std::io::stdout().lock(), bytes)
}

/// [`write_out`] to `out`, the result stream (stdout, or the private
/// duplicate of it that `run` keeps once fd 1 points at stderr).
pub fn write_to(out: &mut dyn std::io::Write, bytes: &[u8]) -> Result<(), i32> {
    finish_write(out.write_all(bytes).and_then(|()| out.flush()))
}

/// The exit status for the outcome of a write to the result stream: a
/// closed pipe is [`EXIT_CLOSED_STDOUT`], quietly; any other failure is
/// said and is [`EXIT_FAILED`].
pub fn finish_write(written: std::io::Result<()>) -> Result<(), i32> {
    match written {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Err(EXIT_CLOSED_STDOUT),
        Err(e) => {
            say_line(format_args!("nexus: cannot write to stdout: {e}"));
            Err(EXIT_FAILED)
        }
    }
}
