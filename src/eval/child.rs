//! The sandbox: every eval request runs in a fresh child process,
//! `nexus __eval`, and nothing about it outlives the request.
//!
//! The parent starts the child (the current executable) with a `pre_exec`
//! that calls `setsid` (a new session, hence a new process group whose id is
//! the child's pid), asks for SIGKILL if the parent dies, and sets
//! `RLIMIT_CPU` and `RLIMIT_AS`. The pools the child starts inherit both
//! limits, so every process of the request is bounded; the limits are per
//! process. The request (the expression and the modules' manifest paths) is
//! JSON on the child's stdin; the answer is one header line of JSON on its
//! stdout, followed by the result text. The parent reads at most the output
//! cap and waits at most the wall-clock deadline; past either it kills the
//! whole process group with SIGKILL, and the pools, each in its own group,
//! die with their parent through their parent-death signal.
//!
//! The child's environment is the parent's minus `NEXUS_TOKEN`.

use super::parse::Pos;
use super::{EvalError, LimitKind, Limits};
use crate::json::{self, Value};
use smol::io::{AsyncReadExt, AsyncWriteExt};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The largest request the child reads from its stdin.
pub const MAX_REQUEST_BYTES: usize = 4 << 20;

/// Room on stdout beyond the output cap for the header line.
pub const HEADER_ALLOWANCE: usize = 16 << 10;

/// Bytes of the child's stderr kept for error messages.
pub const STDERR_TAIL_BYTES: usize = 4096;

/// Bytes of the child's stderr (the functions' own diagnostics) copied to
/// ours per request; the rest is dropped.
pub const MAX_FORWARDED_STDERR: usize = 64 << 10;

/// How long to wait for a killed child and its stderr to close.
pub const REAP_GRACE: Duration = Duration::from_secs(2);

/// The request the parent writes on the child's stdin.
pub(super) fn request_json(
    expr: &str,
    modules: &[(String, PathBuf)],
    limits: &Limits,
) -> Result<String, EvalError> {
    let mut list = Vec::with_capacity(modules.len());
    for (name, path) in modules {
        let Some(path) = path.to_str() else {
            return Err(EvalError::Internal(format!(
                "the manifest path of module '{name}' is not UTF-8"
            )));
        };
        list.push(
            json::Obj::new()
                .str("name", name)
                .str("manifest", path)
                .finish(),
        );
    }
    Ok(json::Obj::new()
        .str("expr", expr)
        .raw("modules", &json::array_of_raw(list))
        .raw("cpu_secs", &limits.cpu_secs.to_string())
        .raw("memory_bytes", &limits.memory_bytes.to_string())
        .raw("max_output", &limits.max_output.to_string())
        .finish())
}

/// A soft and hard limit no higher than the hard limit we already have
/// (raising it would fail).
fn clamp(resource: rustix::process::Resource, soft: u64, hard: u64) -> (u64, u64) {
    let ceiling = rustix::process::getrlimit(resource)
        .maximum
        .unwrap_or(u64::MAX);
    (soft.min(ceiling), hard.min(ceiling))
}

enum Outcome {
    Exited(Vec<u8>, Option<std::process::ExitStatus>),
    TooLarge,
    Deadline,
}

/// Runs one request in a fresh child and returns its result text.
pub(super) async fn run_child(request: &str, limits: &Limits) -> Result<String, EvalError> {
    use rustix::process::Resource;
    let exe = crate::sys::self_exe()
        .map_err(|e| EvalError::Internal(format!("cannot find the nexus binary: {e}")))?;
    let mut cmd = std::process::Command::new(exe);
    cmd.arg("__eval")
        .env_remove("NEXUS_TOKEN")
        .env_remove("MORLOC_MCP_TOKEN");
    if crate::sandbox::requested() {
        cmd.env(crate::sandbox::ENV, "1");
    }
    // SIGXCPU at the soft limit; the hard limit, a second later, is SIGKILL
    // for a process that ignores SIGXCPU.
    let cpu = clamp(
        Resource::Cpu,
        limits.cpu_secs.max(1),
        limits.cpu_secs.max(1).saturating_add(1),
    );
    let memory = clamp(Resource::As, limits.memory_bytes, limits.memory_bytes);
    // The limits are computed here, in the parent; the child only applies them.
    crate::sys::prepare_child(
        &mut cmd,
        crate::sys::ChildSetup {
            new_session: true,
            death_signal: true,
            cpu_secs: Some(cpu),
            memory_bytes: Some(memory.0),
            ..crate::sys::ChildSetup::default()
        },
    );
    // Stdio is set on the async Command: converting a std Command resets
    // whatever stdio it had to "inherit".
    let mut child = async_process::Command::from(cmd)
        .stdin(async_process::Stdio::piped())
        .stdout(async_process::Stdio::piped())
        .stderr(async_process::Stdio::piped())
        .spawn()
        .map_err(|e| EvalError::Internal(format!("cannot start the eval sandbox: {e}")))?;
    let pid = child.id();
    // Declared after `child`, so dropped before it: if this future is
    // dropped mid-request (a client gone, an outer deadline), the group dies
    // while the unreaped child still holds its pid.
    let mut guard = KillOnDrop { pid, armed: true };
    let tail = Arc::new(Mutex::new(Vec::new()));
    let stderr_task = child
        .stderr
        .take()
        .map(|err| smol::spawn(drain_stderr(err, tail.clone())));
    let stdin = child.stdin.take();
    let stdout = child.stdout.take();
    let cap = limits.max_output.saturating_add(HEADER_ALLOWANCE);

    let outcome = {
        let work = async {
            let write = async {
                if let Some(mut s) = stdin {
                    // A child that died early closes the pipe; its status says why.
                    let _ = s.write_all(request.as_bytes()).await;
                }
            };
            let read = async {
                let mut out = Vec::new();
                let Some(mut s) = stdout else {
                    return Some(out);
                };
                let mut chunk = vec![0u8; 64 << 10];
                loop {
                    match s.read(&mut chunk).await {
                        Ok(0) | Err(_) => return Some(out),
                        Ok(n) => {
                            out.extend_from_slice(&chunk[..n]);
                            if out.len() > cap {
                                return None;
                            }
                        }
                    }
                }
            };
            let ((), read) = smol::future::zip(write, read).await;
            match read {
                None => Outcome::TooLarge,
                Some(bytes) => Outcome::Exited(bytes, child.status().await.ok()),
            }
        };
        let deadline = async {
            smol::Timer::after(limits.timeout).await;
            Outcome::Deadline
        };
        smol::future::or(work, deadline).await
    };

    match &outcome {
        // Reaped: the pid may be reused from here on, so never signal it.
        Outcome::Exited(_, Some(_)) => guard.armed = false,
        _ => {
            crate::sys::kill_group(pid);
            let _ = child.kill();
            let reap = async { child.status().await.is_ok() };
            let reaped = smol::future::or(reap, async {
                sleep(REAP_GRACE).await;
                false
            })
            .await;
            guard.armed = !reaped;
        }
    }
    if let Some(task) = stderr_task {
        smol::future::or(task, sleep(REAP_GRACE)).await;
    }
    let tail = tail
        .lock()
        .map(|t| String::from_utf8_lossy(&t).trim().replace('\n', " | "))
        .unwrap_or_default();
    match outcome {
        Outcome::Deadline => Err(EvalError::Limit {
            kind: LimitKind::Deadline,
            message: format!(
                "the expression ran past its deadline of {} and was stopped",
                super::show_duration(limits.timeout)
            ),
        }),
        Outcome::TooLarge => Err(EvalError::Limit {
            kind: LimitKind::Output,
            message: format!(
                "output too large: the result is over the {} output limit",
                super::show_bytes(limits.max_output as u64)
            ),
        }),
        Outcome::Exited(bytes, status) => interpret(&bytes, status, &tail, limits),
    }
}

async fn sleep(d: Duration) {
    smol::Timer::after(d).await;
}

/// Kills the child's process group when dropped while armed.
struct KillOnDrop {
    pid: u32,
    armed: bool,
}

impl Drop for KillOnDrop {
    fn drop(&mut self) {
        if self.armed {
            crate::sys::kill_group(self.pid);
        }
    }
}

/// Copies the child's stderr to ours (up to [`MAX_FORWARDED_STDERR`]),
/// keeping the last [`STDERR_TAIL_BYTES`] for messages.
async fn drain_stderr(mut from: async_process::ChildStderr, tail: Arc<Mutex<Vec<u8>>>) {
    let mut buf = vec![0u8; 8192];
    let mut forwarded = 0usize;
    loop {
        let n = match from.read(&mut buf).await {
            Ok(0) | Err(_) => return,
            Ok(n) => n,
        };
        let chunk = &buf[..n];
        if forwarded < MAX_FORWARDED_STDERR {
            use std::io::Write;
            let take = chunk.len().min(MAX_FORWARDED_STDERR - forwarded);
            let _ = std::io::stderr().write_all(&chunk[..take]);
            forwarded += take;
        }
        if let Ok(mut t) = tail.lock() {
            t.extend_from_slice(chunk);
            let excess = t.len().saturating_sub(STDERR_TAIL_BYTES);
            t.drain(..excess);
        }
    }
}

/// The child's answer: a header line, then the result text.
fn interpret(
    bytes: &[u8],
    status: Option<std::process::ExitStatus>,
    tail: &str,
    limits: &Limits,
) -> Result<String, EvalError> {
    use std::os::unix::process::ExitStatusExt;
    if let Some(newline) = bytes.iter().position(|&b| b == b'\n') {
        let header = std::str::from_utf8(&bytes[..newline])
            .ok()
            .and_then(|h| json::parse(h).ok())
            .ok_or_else(|| {
                EvalError::Internal("the eval sandbox answered with a malformed header".into())
            })?;
        return match json::get_str(&header, "status") {
            Some("ok") => {
                let body = String::from_utf8(bytes[newline + 1..].to_vec()).map_err(|_| {
                    EvalError::Internal("the eval sandbox's result is not UTF-8".into())
                })?;
                Ok(body.trim_end_matches('\n').to_string())
            }
            _ => Err(blame_memory(error_from_header(&header), tail, limits)),
        };
    }
    let signal = status.and_then(|s| s.signal());
    let shown = match status {
        Some(s) => s.to_string(),
        None => "status unknown".into(),
    };
    use rustix::process::Signal;
    Err(match signal {
        Some(s) if s == Signal::XCPU.as_raw() => EvalError::Limit {
            kind: LimitKind::Cpu,
            message: format!(
                "the expression exceeded its CPU limit of {} s",
                limits.cpu_secs
            ),
        },
        Some(s) if s == Signal::KILL.as_raw() => EvalError::Limit {
            kind: LimitKind::Cpu,
            message: format!(
                "the expression was killed by SIGKILL: it exceeded its CPU limit of {} s (the hard stop), or the system ran out of memory",
                limits.cpu_secs
            ),
        },
        _ if tail.contains("memory allocation of") || tail.contains("MemoryError") => {
            EvalError::Limit {
                kind: LimitKind::Memory,
                message: format!(
                    "the expression exceeded its memory limit of {}",
                    super::show_bytes(limits.memory_bytes)
                ),
            }
        }
        _ if tail.is_empty() => EvalError::Internal(format!(
            "the eval sandbox ended without an answer ({shown})"
        )),
        _ => EvalError::Internal(format!(
            "the eval sandbox ended without an answer ({shown}); its stderr ends: {}",
            super::clip(tail)
        )),
    })
}

/// What a process prints when it runs out of address space while starting
/// (the dynamic loader, R, Python, Rust's allocator).
const OUT_OF_MEMORY_SIGNS: [&str; 7] = [
    "failed to map segment",
    "cannot allocate",
    "Cannot allocate memory",
    "MemoryError",
    "C stack overflow",
    "out of memory",
    "memory allocation of",
];

/// A pool that could not start, when its stderr shows it ran out of
/// address space, ran into the memory limit.
fn blame_memory(err: EvalError, tail: &str, limits: &Limits) -> EvalError {
    match err {
        EvalError::Internal(m)
            if m.contains("failed to start")
                && OUT_OF_MEMORY_SIGNS.iter().any(|s| tail.contains(s)) =>
        {
            EvalError::Limit {
                kind: LimitKind::Memory,
                message: format!(
                    "{m}; it could not start within the memory limit of {}: raise the limit",
                    super::show_bytes(limits.memory_bytes)
                ),
            }
        }
        other => other,
    }
}

/// The header line of an answer.
fn header_of(result: &Result<String, EvalError>) -> String {
    let Err(err) = result else {
        return json::Obj::new().str("status", "ok").finish();
    };
    let (kind, message, pos) = match err {
        EvalError::Parse(e) => ("parse", e.message(), Some(e.pos)),
        EvalError::Type(e) => ("type", e.message.clone(), Some(e.pos)),
        EvalError::Limit { kind, message } => (kind.name(), message.clone(), None),
        EvalError::Failed(m) => ("failed", m.clone(), None),
        EvalError::Internal(m) => ("internal", m.clone(), None),
    };
    let mut obj = json::Obj::new()
        .str("status", "error")
        .str("kind", kind)
        .str("error", &super::clip(&message));
    if let Some(p) = pos {
        obj = obj
            .raw("offset", &p.offset.to_string())
            .raw("line", &p.line.to_string())
            .raw("column", &p.column.to_string());
    }
    obj.finish()
}

fn error_from_header(header: &Value) -> EvalError {
    let message = json::get_str(header, "error")
        .unwrap_or("the eval sandbox gave no message")
        .to_string();
    let num = |key: &str| match json::get(header, key) {
        Some(Value::Number(json::Number::U64(n))) => *n,
        Some(Value::Number(json::Number::I64(n))) => u64::try_from(*n).unwrap_or(0),
        _ => 0,
    };
    let pos = Pos {
        offset: usize::try_from(num("offset")).unwrap_or(0),
        line: u32::try_from(num("line")).unwrap_or(0),
        column: u32::try_from(num("column")).unwrap_or(0),
    };
    match json::get_str(header, "kind").unwrap_or("internal") {
        "type" => EvalError::Type(super::typecheck::TypeError { pos, message }),
        "failed" => EvalError::Failed(message),
        kind => match LimitKind::from_name(kind) {
            Some(kind) => EvalError::Limit { kind, message },
            None => EvalError::Internal(message),
        },
    }
}

struct Request {
    expr: String,
    modules: Vec<(String, String)>,
    limits: Limits,
}

fn read_request() -> Result<Request, String> {
    use std::io::Read;
    let mut text = String::new();
    std::io::stdin()
        .take(MAX_REQUEST_BYTES as u64 + 1)
        .read_to_string(&mut text)
        .map_err(|e| format!("cannot read the request: {e}"))?;
    if text.len() > MAX_REQUEST_BYTES {
        return Err(format!(
            "the request is larger than {MAX_REQUEST_BYTES} bytes"
        ));
    }
    let v = json::parse(&text).map_err(|e| format!("the request is not JSON: {e}"))?;
    let expr = json::get_str(&v, "expr")
        .ok_or("the request has no \"expr\"")?
        .to_string();
    let mut modules = Vec::new();
    if let Some(Value::Array(items)) = json::get(&v, "modules") {
        for item in items {
            match (json::get_str(item, "name"), json::get_str(item, "manifest")) {
                (Some(n), Some(p)) => modules.push((n.to_string(), p.to_string())),
                _ => return Err("a module in the request lacks \"name\" or \"manifest\"".into()),
            }
        }
    }
    let num = |key: &str, default: u64| match json::get(&v, key) {
        Some(Value::Number(json::Number::U64(n))) => *n,
        Some(Value::Number(json::Number::I64(n))) => u64::try_from(*n).unwrap_or(default),
        _ => default,
    };
    let d = Limits::default();
    let limits = Limits {
        cpu_secs: num("cpu_secs", d.cpu_secs),
        memory_bytes: num("memory_bytes", d.memory_bytes),
        max_output: usize::try_from(num("max_output", d.max_output as u64)).unwrap_or(d.max_output),
        ..d
    };
    Ok(Request {
        expr,
        modules,
        limits,
    })
}

/// Parses, checks and evaluates one request, in this process.
fn serve(req: &Request) -> Result<String, EvalError> {
    let mut modules = Vec::with_capacity(req.modules.len());
    for (name, path) in &req.modules {
        let m = crate::programs::load(path)
            .map_err(|e| EvalError::Internal(format!("cannot load module '{name}': {e}")))?;
        modules.push((name.clone(), Arc::new(m)));
    }
    let names: Vec<String> = modules.iter().map(|(n, _)| n.clone()).collect();
    let expr = super::parse::parse(&req.expr).map_err(EvalError::Parse)?;
    let checked = super::typecheck::check(&expr, &modules, &names).map_err(EvalError::Type)?;
    let runner = super::run::Runner::new(modules, req.limits.clone());
    let result = smol::block_on(runner.evaluate(&expr, &checked.ty));
    runner.stop();
    crate::shm::release_all();
    let text = result?;
    if text.len() > req.limits.max_output {
        return Err(EvalError::Limit {
            kind: LimitKind::Output,
            message: format!(
                "output too large: the result is {} bytes, over the {} output limit",
                text.len(),
                super::show_bytes(req.limits.max_output as u64)
            ),
        });
    }
    Ok(text)
}

/// `nexus __eval`: the body of the sandbox child. Reads one request on
/// stdin, writes the answer on stdout, exits 0 once the answer is written.
pub fn sandbox_main(args: &[String]) -> i32 {
    use std::io::Write;
    if !args.is_empty() {
        crate::say!(
            "nexus: __eval takes no arguments; it reads one request on stdin (it is started by eval)"
        );
        return crate::exit::EXIT_USAGE;
    }
    // Pools inherit fd 1; it must not be the answer pipe.
    let mut out = match crate::sys::rehome_stdout() {
        Ok(f) => f,
        Err(e) => {
            crate::say!("nexus: __eval: cannot re-home stdout: {e}");
            return crate::exit::EXIT_FAILED;
        }
    };
    let result = match read_request() {
        Ok(req) => serve(&req),
        Err(e) => Err(EvalError::Internal(e)),
    };
    let mut answer = header_of(&result);
    answer.push('\n');
    if let Ok(text) = &result {
        answer.push_str(text);
        answer.push('\n');
    }
    match out.write_all(answer.as_bytes()).and_then(|_| out.flush()) {
        Ok(()) => crate::exit::EXIT_OK,
        Err(_) => crate::exit::EXIT_FAILED,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headers_round_trip_every_error() {
        let errors = [
            EvalError::Type(crate::eval::typecheck::TypeError {
                pos: Pos {
                    offset: 11,
                    line: 1,
                    column: 12,
                },
                message: "argument 2 of m.f: expected Int, found Str".into(),
            }),
            EvalError::Limit {
                kind: LimitKind::Memory,
                message: "m.hog exceeded its memory limit of 1 GiB".into(),
            },
            EvalError::Limit {
                kind: LimitKind::Cpu,
                message: "cpu".into(),
            },
            EvalError::Failed("m.f failed: ValueError: x".into()),
            EvalError::Internal("boom".into()),
        ];
        for e in errors {
            let header = header_of(&Err(e.clone()));
            let back = error_from_header(&json::parse(&header).unwrap());
            assert_eq!(back, e, "{header}");
        }
        let ok = format!("{}\n[1,2]\n", header_of(&Ok(String::new())));
        assert_eq!(
            interpret(ok.as_bytes(), None, "", &Limits::default()).unwrap(),
            "[1,2]"
        );
    }
}
