//! `nexus mcp <program>`: the MCP adapter over stdio (seed 000 §7.5).
//!
//! Before any pool starts, stdout is re-homed: protocol lines go to a
//! private, close-on-exec duplicate of fd 1, and fd 1 itself is pointed at
//! stderr, so a `print()` in a pool (or anywhere) lands on stderr and can
//! never corrupt the protocol stream.
//!
//! stdin is cut into bounded lines ([`crate::rpc::LineSplitter`]); replies
//! are written whole, one per line, by one writer. Each message's `handle`
//! future is polled once in arrival order (so the handshake's ordering holds)
//! and then runs as its own task, so a slow call blocks neither `ping` nor
//! other calls. At EOF the running calls finish, their replies are written,
//! the pools stop and the process exits 0.
//!
//! Everything runs on one thread's event loop: when stdin and stdout are
//! pipes or sockets (as under an MCP client) they are read and written
//! there, the tasks run on a local executor, and that thread also drives
//! the I/O reactor, so a call crosses no thread boundary inside the nexus.
//! (A reader thread and a writer thread with a channel each cost about a
//! third of the nexus's CPU per call.) When stdin or stdout is a file or a
//! terminal, a reader or writer thread takes its place.
//!
//! While calls to morloc pools are in flight, the serving loop waits for
//! their replies itself: one `poll(2)` over stdin and their sockets
//! (`pool::LoopWaits`), which costs a call about six system calls fewer than
//! the event loop's registration and bookkeeping.

use crate::dispatch::Program;
use crate::mcp::Adapter;
use crate::mcp::program::ProgramBackend;
use crate::pool::{LoopWaits, Polled};
use crate::rpc::{self, Line, LineSplitter};
use std::cell::Cell;
use std::io::{Read, Write};
use std::rc::Rc;
use std::sync::Arc;

pub const HELP: &str = "\
usage: nexus mcp <program> [--call-timeout SECS] [--max-line BYTES] [--workers N]
                [--max-depth N]

Serves the program's exported commands as MCP tools over stdio (JSON-RPC 2.0,
one message per line; MCP 2026-07-28 per request, and 2025-06-18 and the other
2025-era versions in the session initialize opens, both on one connection),
with the dry-run tool `evaluate {action, body}` (also spelled
{tool, arguments}) unless a command is itself named evaluate.

  nexus mcp <program> --http-port P [--http-host H]
                    MCP over HTTP at /mcp instead (morloc's spelling): the
                    daemon on that port and host, with its JSON API beside it
                    and all its options (nexus daemon --help); the token comes
                    from NEXUS_TOKEN or MORLOC_MCP_TOKEN, never --auth-token

  --call-timeout SECS  deadline of one tools/call (default 300, as the daemon's);
                    past it the call gets an isError result and its worker is
                    stopped and replaced (a morloc pool's worker finishes it)
  --evaluate        accepted for compatibility (the dry run is on by default);
                    refused when a command is named evaluate
  --max-line BYTES  longest accepted line (default 68157440 = 65 MiB: a 64 MiB
                    value in its JSON form and its envelope); a longer
                    line gets an error reply and is skipped
  --workers N       workers per pool, 1 to 1024 (default: the manifest's, else one per CPU)
  --max-depth N     deepest nesting of arrays and objects in a message (default 128,
                    at most 1024; or NEXUS_MAX_DEPTH); deeper gets an error reply
  --sandbox         run every pool worker in new namespaces (read-only root, private
                    /tmp, no network, no $HOME or state directory; see README)
";

struct Settings {
    program: String,
    /// `--evaluate` was given (the dry run is on by default).
    evaluate: bool,
    call_timeout: std::time::Duration,
    max_line: usize,
    workers: Option<usize>,
    max_instances: usize,
    instance_idle: std::time::Duration,
}

fn parse_settings(args: &[String]) -> Result<Settings, String> {
    let mut settings = Settings {
        program: String::new(),
        evaluate: false,
        call_timeout: crate::dispatch::DEFAULT_CALL_TIMEOUT,
        max_line: rpc::DEFAULT_MAX_LINE,
        workers: None,
        max_instances: crate::dispatch::DEFAULT_MAX_INSTANCES,
        instance_idle: crate::dispatch::DEFAULT_INSTANCE_IDLE,
    };
    let mut it = args.iter().cloned();
    while let Some(a) = it.next() {
        let mut next = || it.next();
        if crate::flags::take_instance_flag(
            &a,
            &mut next,
            &mut settings.max_instances,
            &mut settings.instance_idle,
        )? {
            continue;
        }
        let mut number = |name: &str| -> Result<usize, String> {
            let v = next().ok_or_else(|| format!("{name} needs a number"))?;
            v.parse::<usize>()
                .ok()
                .filter(|&n| n > 0)
                .ok_or_else(|| format!("{name}: {v:?} is not a positive number"))
        };
        match a.as_str() {
            "--evaluate" => settings.evaluate = true,
            "--call-timeout" => settings.call_timeout = seconds("--call-timeout", next())?,
            "--max-line" => settings.max_line = number("--max-line")?,
            "--workers" => settings.workers = Some(crate::flags::workers(next())?),
            "--max-depth" => crate::json::set_max_depth(crate::json::parse_max_depth(
                "--max-depth",
                &next().ok_or("--max-depth needs a number")?,
            )?),
            _ if a.starts_with('-') => return Err(format!("unknown option {a:?} for mcp")),
            _ if settings.program.is_empty() => settings.program = a.clone(),
            _ => return Err(format!("unexpected argument {a:?}")),
        }
    }
    if settings.program.is_empty() {
        return Err("mcp needs <program>".into());
    }
    Ok(settings)
}

/// A positive number of seconds, as `--call-timeout` takes it.
fn seconds(name: &str, value: Option<String>) -> Result<std::time::Duration, String> {
    let v = value.ok_or_else(|| format!("{name} needs a number of seconds"))?;
    v.parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s > 0.0 && *s < 1e9)
        .map(std::time::Duration::from_secs_f64)
        .ok_or_else(|| format!("{name}: {v:?} is not a positive number of seconds"))
}

/// `nexus mcp …`; returns the exit status.
pub fn main(args: &[String]) -> i32 {
    let args = &match crate::flags::take_sandbox_flag(args, usize::MAX) {
        Ok(rest) => rest,
        Err(code) => return code,
    };
    if args.iter().any(|a| a == "--help" || a == "-h") {
        return crate::exit::print_out(&format!("{HELP}{}", crate::flags::INSTANCE_FLAGS_HELP));
    }
    let settings = match parse_settings(args) {
        Ok(s) => s,
        Err(e) => return crate::exit::usage(e),
    };
    let manifest = match crate::programs::load(&settings.program) {
        Ok(m) => m,
        Err(e) => return crate::exit::usage(e),
    };
    let options = match crate::mcp::program::program_options(&manifest, settings.evaluate, true) {
        Ok(o) => o,
        Err(e) => return crate::exit::usage(e),
    };
    let out = match crate::sys::rehome_stdout() {
        Ok(f) => f,
        Err(e) => {
            crate::say!("nexus: cannot re-home stdout: {e}");
            return 1;
        }
    };
    let program = Arc::new(Program::new(Arc::new(manifest), settings.workers, None));
    program.warn_missing_interpreters();
    program
        .max_instances
        .store(settings.max_instances, std::sync::atomic::Ordering::Relaxed);
    let idle = settings.instance_idle;
    program.set_instance_idle(idle);
    // The serving loop's offer to wait for morloc pools' replies itself
    // (`serve`); it travels with every call, through the backend.
    // None without the `morloc` feature: only morloc's pools take it.
    #[cfg(not(feature = "morloc"))]
    let waits: Option<Arc<LoopWaits>> = None;
    #[cfg(feature = "morloc")]
    let waits = rustix::io::fcntl_dupfd_cloexec(rustix::stdio::stdin(), 3)
        .ok()
        .map(|input| Arc::new(LoopWaits::new(input)));
    let backend = Arc::new(ProgramBackend::new(program.clone(), true).with_waits(waits.clone()));
    // Notifications (progress, log messages) go out on stdout, through the
    // one writer, ahead of the reply they precede.
    let (reply_tx, reply_rx) = smol::channel::unbounded::<String>();
    let notify_tx = reply_tx.clone();
    let adapter = Adapter::new(backend, options)
        .with_call_timeout(settings.call_timeout)
        .with_notifier(Arc::new(move |n| {
            let _ = notify_tx.try_send(n);
        }));
    let adapter = Arc::new(adapter);
    // The calls run on this thread, which also drives the I/O reactor while
    // it waits: a worker's reply wakes the very thread that finishes the
    // call, with no hand-off to an executor thread.
    //
    // The serving loop is a task of its own, not the future `run` drives:
    // that future is polled again whenever any task wakes, and each poll
    // would cost a read of stdin that finds nothing.
    let local = std::rc::Rc::new(smol::LocalExecutor::new());
    smol::block_on(local.run(async {
        smol::spawn(program.clone().reap_forever(idle)).detach();
        let replies = (reply_tx, reply_rx);
        let serving = serve(
            local.clone(),
            adapter,
            program,
            out,
            replies,
            (settings.max_line, settings.call_timeout),
            waits,
        );
        local.spawn(serving).await
    }));
    0
}

async fn serve(
    local: std::rc::Rc<smol::LocalExecutor<'static>>,
    adapter: Arc<Adapter>,
    program: Arc<Program>,
    out: std::fs::File,
    (reply_tx, reply_rx): (
        smol::channel::Sender<String>,
        smol::channel::Receiver<String>,
    ),
    (max_line, call_timeout): (usize, std::time::Duration),
    waits: Option<Arc<LoopWaits>>,
) {
    {
        let program = program.clone();
        smol::spawn(async move { program.start_all().await }).detach();
    }
    let writer = Writer::start(&local, out, reply_rx);
    let mut input = Input::open();
    // The loop's offer to its calls (`pool::LoopWaits`, made by `main` and
    // held by the backend too): a lone call's quick wait, and, with calls
    // running, one poll(2) of this loop's over stdin and their morloc
    // pools' sockets. Only stdin that epoll can watch is polled here.
    if let Some(waits) = &waits {
        waits.set_polling(input.pollable());
    }

    let mut splitter = LineSplitter::new(max_line);
    let mut lines = Vec::new();
    let mut running: Vec<smol::Task<()>> = Vec::new();
    loop {
        let chunk = match &waits {
            Some(waits) if input.pollable() && !running.is_empty() => {
                let quiet = || reply_tx.is_empty() && !writer.busy();
                input.next_beside_calls(waits, &running, quiet).await
            }
            _ => {
                // Idle: no call running and, once the writer has had its
                // turn, no reply waiting or half written (see `Input::next`).
                let mut idle = running.is_empty();
                if idle {
                    smol::future::yield_now().await;
                    idle = reply_tx.is_empty() && !writer.busy();
                }
                input.next(idle).await
            }
        };
        match &chunk {
            Some(bytes) => splitter.push(bytes, &mut lines),
            None => lines.extend(splitter.finish()),
        }
        let batch = lines.len();
        for (n, line) in lines.drain(..).enumerate() {
            let bytes = match line {
                Line::Complete(bytes) => bytes,
                Line::TooLong => {
                    let _ = reply_tx.send(too_long(max_line)).await;
                    continue;
                }
            };
            let adapter = adapter.clone();
            let tx = reply_tx.clone();
            let mut handling = Box::pin(async move {
                if let Some(reply) = adapter.handle_bytes(&bytes).await.reply {
                    let _ = tx.send(reply).await;
                }
            });
            // The last request of a batch, with no call running and no
            // reply to write, may wait for a morloc pool's reply outside
            // the event loop, until input comes or its deadline.
            let quick = waits
                .as_ref()
                .filter(|_| {
                    n + 1 == batch
                        && reply_tx.is_empty()
                        && !writer.busy()
                        && running.iter().all(|t| t.is_finished())
                })
                .map(|waits| waits.allow_quick(call_timeout));
            let first_poll = smol::future::poll_once(&mut handling).await;
            drop(quick);
            if first_poll.is_none() {
                running.push(local.spawn(handling));
            }
        }
        running.retain(|t| !t.is_finished());
        if chunk.is_none() {
            break;
        }
    }
    // What still runs finishes on the event loop.
    if let Some(waits) = &waits {
        waits.set_polling(false);
    }
    for task in running {
        task.await;
    }
    drop(adapter);
    reply_tx.close();
    writer.finish().await;
    program.stop();
    crate::shm::release_all();
}

/// The reply to a line longer than `max_line` bytes, which is skipped: it
/// has no id the reader could trust, so the error's is `null`.
fn too_long(max_line: usize) -> String {
    let msg = format!(
        "Invalid Request: line longer than {max_line} bytes (see --max-line); it was skipped"
    );
    rpc::error("null", rpc::INVALID_REQUEST, &msg)
}

/// Whether `fd` is a pipe or a socket, which epoll can watch. Only those are
/// read and written on the event loop; a file or a terminal keeps a thread.
fn pollable(fd: rustix::fd::BorrowedFd) -> bool {
    use rustix::fs::FileType;
    rustix::fs::fstat(fd)
        .map(|st| {
            matches!(
                FileType::from_raw_mode(st.st_mode),
                FileType::Fifo | FileType::Socket
            )
        })
        .unwrap_or(false)
}

/// Where stdin's bytes come from: the event loop itself when stdin is a pipe
/// or socket (no thread hand-off per message), else a reader thread.
enum Input {
    Async(smol::Async<std::fs::File>, Vec<u8>),
    Thread(smol::channel::Receiver<Vec<u8>>),
}

impl Input {
    fn open() -> Input {
        let stdin = rustix::stdio::stdin();
        if pollable(stdin)
            && let Ok(fd) = rustix::io::fcntl_dupfd_cloexec(stdin, 3)
            && let Ok(file) = smol::Async::new(std::fs::File::from(fd))
        {
            return Input::Async(file, vec![0u8; 1 << 16]);
        }
        let (chunk_tx, chunk_rx) = smol::channel::bounded::<Vec<u8>>(16);
        std::thread::spawn(move || read_stdin(chunk_tx));
        Input::Thread(chunk_rx)
    }

    /// Whether stdin is read on the event loop (a pipe or a socket), so
    /// that a `poll(2)` can watch it.
    fn pollable(&self) -> bool {
        matches!(self, Input::Async(..))
    }

    /// The next chunk of stdin while calls run: `Some` of an empty chunk
    /// when only calls' replies came (the woken calls run next), `None` at
    /// EOF.
    ///
    /// Runnable tasks go first: the calls the last poll woke, then the
    /// writer with their replies. Then, when each running call waits for a
    /// morloc pool's reply on `waits` and no reply waits to be written,
    /// one `poll(2)` watches stdin and all of them, for at most
    /// [`crate::pool::QUICK_WAIT_LIMIT`]. Otherwise, or when that
    /// poll finds nothing, every call is handed to the event loop and stdin
    /// is awaited there (`morloc::wait` says why this matters).
    async fn next_beside_calls(
        &mut self,
        waits: &LoopWaits,
        running: &[smol::Task<()>],
        quiet: impl Fn() -> bool,
    ) -> Option<Vec<u8>> {
        if let Input::Async(file, buf) = self {
            for _ in 0..MAX_YIELDS {
                smol::future::yield_now().await;
                if quiet() {
                    break;
                }
            }
            let unfinished = running.iter().filter(|t| !t.is_finished()).count();
            if unfinished == 0 {
                return Some(Vec::new());
            }
            if quiet() && waits.waiting() == unfinished {
                match waits.poll(crate::pool::QUICK_WAIT_LIMIT) {
                    Polled::Input => {
                        return read_now(file.get_ref(), buf).unwrap_or(Some(Vec::new()));
                    }
                    Polled::Calls => return Some(Vec::new()),
                    Polled::Nothing => {}
                }
            }
        }
        waits.set_polling(false);
        let chunk = self.next(false).await;
        waits.set_polling(true);
        chunk
    }

    /// The next chunk of stdin, or `None` at EOF (or on a read error).
    ///
    /// `idle` says this thread has nothing else to do: no call running, no
    /// reply waiting to be written. Then stdin is awaited with one `poll(2)`
    /// for at most [`IDLE_WAIT`] before the event loop takes over: a client
    /// that sends its next request at once (most do) costs two system
    /// calls instead of the event loop's nine.
    async fn next(&mut self, idle: bool) -> Option<Vec<u8>> {
        match self {
            Input::Thread(rx) => rx.recv().await.ok(),
            Input::Async(file, buf) => loop {
                if idle && let Some(chunk) = read_when_ready(file.get_ref(), buf) {
                    return chunk;
                }
                match smol::io::AsyncReadExt::read(file, buf).await {
                    Ok(0) => return None,
                    Ok(n) => return Some(buf[..n].to_vec()),
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                    Err(_) => return None,
                }
            },
        }
    }
}

/// How long an idle serving loop waits for stdin outside the event loop.
/// Nothing else needs the thread while it is idle, so this only bounds
/// what nobody foresaw; a shorter wait costs the kernel two timer
/// reprogrammings per request (see `crate::sys::readable_first`).
const IDLE_WAIT: std::time::Duration = std::time::Duration::from_millis(100);

/// How many turns a serving loop with calls running gives the other tasks
/// before it polls: enough for the woken calls and then the writer.
const MAX_YIELDS: usize = 4;

/// Waits up to [`IDLE_WAIT`] for `file` to be readable, then reads it
/// without blocking: `Some(chunk)` (`Some(None)` at EOF or on an error), or
/// `None` when there was nothing to read in time.
fn read_when_ready(file: &std::fs::File, buf: &mut [u8]) -> Option<Option<Vec<u8>>> {
    if !crate::sys::readable_within(file, IDLE_WAIT) {
        return None;
    }
    read_now(file, buf)
}

/// Reads `file` without blocking: `Some(chunk)` (`Some(None)` at EOF or on
/// an error), or `None` when there was nothing to read.
fn read_now(file: &std::fs::File, buf: &mut [u8]) -> Option<Option<Vec<u8>>> {
    match rustix::io::read(file, &mut *buf) {
        Ok(0) => Some(None),
        Ok(n) => Some(Some(buf[..n].to_vec())),
        Err(rustix::io::Errno::AGAIN | rustix::io::Errno::INTR) => None,
        Err(_) => Some(None),
    }
}

/// The single writer of stdout: a task on the event loop when stdout is a
/// pipe or socket, else a thread. Either way replies are written whole, one
/// per line, and whatever is ready is batched into one write.
enum Writer {
    /// The task, and whether it holds bytes it has not written yet.
    Task(smol::Task<()>, Rc<Cell<bool>>),
    Thread(std::thread::JoinHandle<()>),
}

impl Writer {
    fn start(
        local: &smol::LocalExecutor<'static>,
        out: std::fs::File,
        rx: smol::channel::Receiver<String>,
    ) -> Writer {
        if pollable(std::os::fd::AsFd::as_fd(&out))
            && let Ok(out) = out.try_clone().and_then(smol::Async::new)
        {
            let busy = Rc::new(Cell::new(false));
            let task = local.spawn(write_replies_async(out, rx, busy.clone()));
            return Writer::Task(task, busy);
        }
        Writer::Thread(std::thread::spawn(move || write_replies(out, rx)))
    }

    /// Whether the writer task is partway through writing (stdout full):
    /// it needs the event loop, so the serving loop must not wait outside
    /// it. A writer thread never needs this thread.
    fn busy(&self) -> bool {
        match self {
            Writer::Task(_, busy) => busy.get(),
            Writer::Thread(_) => false,
        }
    }

    /// Waits until every reply sent before the channel closed is written.
    async fn finish(self) {
        match self {
            Writer::Task(task, _) => task.await,
            Writer::Thread(thread) => {
                let _ = thread.join();
            }
        }
    }
}

async fn write_replies_async(
    mut out: smol::Async<std::fs::File>,
    rx: smol::channel::Receiver<String>,
    busy: Rc<Cell<bool>>,
) {
    use smol::io::AsyncWriteExt;
    const BATCH: usize = 1 << 16;
    let mut buf = Vec::with_capacity(BATCH);
    while let Ok(reply) = rx.recv().await {
        busy.set(true);
        let mut next = Some(reply);
        while let Some(reply) = next.take() {
            if reply.len() >= BATCH {
                // A large reply goes out directly, after what is batched.
                if !buf.is_empty() && out.write_all(&buf).await.is_err() {
                    return;
                }
                buf.clear();
                if out.write_all(reply.as_bytes()).await.is_err()
                    || out.write_all(b"\n").await.is_err()
                {
                    return;
                }
            } else {
                buf.extend_from_slice(reply.as_bytes());
                buf.push(b'\n');
            }
            // Batch whatever else is ready before writing.
            if buf.len() < BATCH {
                next = rx.try_recv().ok();
            }
        }
        if !buf.is_empty() && out.write_all(&buf).await.is_err() {
            return;
        }
        buf.clear();
        busy.set(false);
    }
}

fn read_stdin(tx: smol::channel::Sender<Vec<u8>>) {
    let mut stdin = std::io::stdin().lock();
    let mut buf = vec![0u8; 1 << 16];
    loop {
        match stdin.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => {
                if tx.send_blocking(buf[..n].to_vec()).is_err() {
                    break;
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(_) => break,
        }
    }
}

fn write_replies(out: std::fs::File, rx: smol::channel::Receiver<String>) {
    let mut out = std::io::BufWriter::with_capacity(1 << 16, out);
    while let Ok(reply) = rx.recv_blocking() {
        let mut ok = out
            .write_all(reply.as_bytes())
            .and_then(|_| out.write_all(b"\n"));
        // Batch whatever else is ready before flushing.
        while ok.is_ok()
            && let Ok(more) = rx.try_recv()
        {
            ok = out
                .write_all(more.as_bytes())
                .and_then(|_| out.write_all(b"\n"));
        }
        if ok.and_then(|_| out.flush()).is_err() {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn settings(items: &[&str]) -> Result<Settings, String> {
        let args: Vec<String> = items.iter().map(|s| s.to_string()).collect();
        parse_settings(&args)
    }

    #[test]
    fn the_defaults_are_the_daemons() {
        let s = settings(&["dice"]).unwrap();
        assert_eq!(s.program, "dice");
        assert!(!s.evaluate);
        assert_eq!(s.call_timeout, crate::dispatch::DEFAULT_CALL_TIMEOUT);
        assert_eq!(s.max_line, rpc::DEFAULT_MAX_LINE);
        assert_eq!(s.workers, None);
        assert_eq!(s.max_instances, crate::dispatch::DEFAULT_MAX_INSTANCES);
        assert_eq!(s.instance_idle, crate::dispatch::DEFAULT_INSTANCE_IDLE);
    }

    #[test]
    fn each_flag_sets_its_setting() {
        let s = settings(&[
            "--call-timeout",
            "2.5",
            "dice",
            "--max-line",
            "4096",
            "--workers",
            "2",
            "--evaluate",
            "--max-instances",
            "9",
        ])
        .unwrap();
        assert_eq!(s.program, "dice");
        assert!(s.evaluate);
        assert_eq!(s.call_timeout, Duration::from_millis(2500));
        assert_eq!(s.max_line, 4096);
        assert_eq!(s.workers, Some(2));
        assert_eq!(s.max_instances, 9);
    }

    #[test]
    fn a_wrong_argument_is_a_usage_error() {
        let error = |items: &[&str]| settings(items).err();
        assert_eq!(error(&[]), Some("mcp needs <program>".into()));
        assert_eq!(
            error(&["dice", "--http-port", "1"]),
            Some("unknown option \"--http-port\" for mcp".into())
        );
        assert_eq!(error(&["a", "b"]), Some("unexpected argument \"b\"".into()));
        assert_eq!(
            error(&["dice", "--max-line", "0"]),
            Some("--max-line: \"0\" is not a positive number".into())
        );
        assert_eq!(
            error(&["dice", "--max-line"]),
            Some("--max-line needs a number".into())
        );
        for bad in ["0", "-1", "nan", "inf", "1e9", "soon"] {
            assert_eq!(
                error(&["dice", "--call-timeout", bad]),
                Some(format!(
                    "--call-timeout: {bad:?} is not a positive number of seconds"
                )),
                "{bad}"
            );
        }
        assert_eq!(
            error(&["dice", "--call-timeout"]),
            Some("--call-timeout needs a number of seconds".into())
        );
    }

    #[test]
    fn a_line_too_long_gets_an_invalid_request_with_no_id() {
        assert_eq!(
            too_long(64),
            format!(
                "{{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{{\"code\":{},\"message\":\"Invalid Request: line longer than 64 bytes (see --max-line); it was skipped\"}}}}",
                rpc::INVALID_REQUEST
            )
        );
    }
}
