//! Commands that run as SLURM jobs: a command with a `"remote"` object
//! (morloc's `remote:` fields) is submitted with `sbatch --parsable`, its
//! arguments in a job directory under the shared cache (`NEXUS_CACHE`), and
//! the job runs this same nexus binary as the worker (`nexus __job`, see
//! `crate::worker`), which writes the result there. The wait polls `sacct`,
//! fast at first and backing off, and gives up at the job's time limit plus
//! a margin; a dropped call (cancelled, timed out) is `scancel`led.
//!
//! Parsers of `sbatch`'s and `sacct`'s output are pure functions (unit
//! tests below); the rest runs the SLURM client commands. SLURM itself
//! carries the environment (`--export=ALL`, its default): `SBATCH_*`
//! variables (partition, account) apply as sbatch reads them.

use crate::json::{self, Value};
use crate::manifest::{Command, Remote};
use crate::pool::CallError;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU8, Ordering};
use std::time::{Duration, Instant};

/// `--slurm off|auto|on`: never submit, submit when `sbatch` is on PATH
/// (else run locally and say so once), always submit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Off,
    Auto,
    On,
}

/// 0: not yet read from `NEXUS_SLURM`.
static MODE: AtomicU8 = AtomicU8::new(0);

pub fn parse_mode(text: &str) -> Result<Mode, String> {
    match text {
        "off" => Ok(Mode::Off),
        "auto" => Ok(Mode::Auto),
        "on" => Ok(Mode::On),
        other => Err(format!(
            "--slurm takes off, auto or on, not {other:?} (NEXUS_SLURM takes the same)"
        )),
    }
}

/// Sets the mode for this process (`--slurm`); without it, `NEXUS_SLURM`
/// decides, which the processes this one starts inherit.
pub fn set_mode(mode: Mode) {
    MODE.store(mode as u8 + 1, Ordering::SeqCst);
}

pub fn mode() -> Mode {
    match MODE.load(Ordering::SeqCst) {
        1 => Mode::Off,
        2 => Mode::Auto,
        3 => Mode::On,
        _ => std::env::var("NEXUS_SLURM")
            .ok()
            .and_then(|v| parse_mode(&v).ok())
            .unwrap_or(Mode::Auto),
    }
}

/// Whether a call of `cmd` goes to SLURM: it has a `"remote"` object, the
/// mode is not off, and `sbatch` is on PATH (under `on`, its absence is the
/// call's error). Under `auto` without `sbatch`, one stderr line says the
/// call runs locally.
pub fn decide(cmd: &Command) -> Result<Option<Remote>, CallError> {
    let Some(remote) = cmd.remote else {
        return Ok(None);
    };
    match mode() {
        Mode::Off => Ok(None),
        _ if on_path("sbatch").is_some() => Ok(Some(remote)),
        Mode::On => Err(CallError::Unavailable(format!(
            "{} runs as a SLURM job (--slurm on), but sbatch is not on PATH; install the SLURM client or use --slurm auto to run it locally",
            cmd.name
        ))),
        Mode::Auto => {
            static SAID: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
            if !SAID.swap(true, Ordering::Relaxed) {
                crate::say!(
                    "nexus: sbatch is not on PATH: remote commands ({} first) run locally (--slurm on requires SLURM)",
                    cmd.name
                );
            }
            Ok(None)
        }
    }
}

/// The first `name` in PATH that is an executable file.
pub fn on_path(name: &str) -> Option<PathBuf> {
    use std::os::unix::fs::PermissionsExt;
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join(name))
        .find(|p| {
            std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
        })
}

/// Where job directories go: `NEXUS_CACHE`, else `$XDG_CACHE_HOME/nexus`,
/// else `$HOME/.cache/nexus`; it must be a directory every node sees at
/// the same path.
pub fn cache_dir() -> PathBuf {
    let env = |k: &str| {
        std::env::var_os(k)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    env("NEXUS_CACHE")
        .or_else(|| env("XDG_CACHE_HOME").map(|d| d.join("nexus")))
        .or_else(|| env("HOME").map(|d| d.join(".cache/nexus")))
        .unwrap_or_else(|| PathBuf::from("/tmp/nexus-cache"))
}

/// A job's files, in its directory.
pub const ARGS_FILE: &str = "args.json";
pub const RESULT_FILE: &str = "result.json";
pub const ERROR_FILE: &str = "error.txt";

/// SLURM's `--time` form of a number of seconds: `D-HH:MM:SS`.
pub fn slurm_time(secs: u64) -> String {
    let (d, r) = (secs / 86400, secs % 86400);
    format!("{d}-{:02}:{:02}:{:02}", r / 3600, r % 3600 / 60, r % 60)
}

/// One word quoted for `sh` (what `--wrap` runs), as libmorloc quotes.
pub fn sh_quote(word: &str) -> String {
    format!("'{}'", word.replace('\'', "'\\''"))
}

/// sbatch's arguments for a job of `remote` in `dir` running `argv`.
pub fn sbatch_args(name: &str, remote: &Remote, dir: &Path, argv: &[String]) -> Vec<String> {
    let mut args = vec![
        "--parsable".to_string(),
        format!("--job-name=nexus-{name}"),
        format!("--output={}", dir.join("out").display()),
        format!("--error={}", dir.join("err").display()),
        format!("--time={}", slurm_time(remote.time_s)),
        format!("--cpus-per-task={}", remote.threads),
    ];
    if let Some(gb) = remote.memory_gb {
        args.push(format!("--mem={gb}G"));
    }
    if remote.gpus > 0 {
        args.push(format!("--gres=gpu:{}", remote.gpus));
    }
    let wrap: Vec<String> = argv.iter().map(|a| sh_quote(a)).collect();
    args.push(format!("--wrap={}", wrap.join(" ")));
    args
}

/// The job id `sbatch --parsable` printed: `ID` or `ID;CLUSTER`.
pub fn parse_sbatch(out: &str) -> Result<u64, String> {
    let line = out.trim();
    match line.split(';').next().map(str::parse::<u64>) {
        Some(Ok(n)) if n > 0 => Ok(n),
        _ => Err(format!("sbatch printed {line:?} instead of a job id")),
    }
}

/// Where a job stands, from sacct.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum JobState {
    /// Not in accounting yet, pending, running, or finishing.
    Waiting,
    Completed,
    /// Ended otherwise: SLURM's state word (FAILED, TIMEOUT, CANCELLED,
    /// OUT_OF_MEMORY, NODE_FAIL, …) and the exit code `N:S`.
    Ended(String, String),
}

/// The job's state from `sacct -n -X -P -o State,ExitCode -j ID`: one
/// `STATE|N:S` line (a state may read `CANCELLED by 0`). No line: not in
/// accounting yet.
pub fn parse_sacct(out: &str) -> JobState {
    let Some(line) = out.lines().map(str::trim).find(|l| !l.is_empty()) else {
        return JobState::Waiting;
    };
    let mut fields = line.split('|');
    let state = fields.next().unwrap_or("").trim();
    let exit = fields.next().unwrap_or("").trim().to_string();
    let word = state.split_whitespace().next().unwrap_or("");
    match word {
        "COMPLETED" => JobState::Completed,
        "PENDING" | "RUNNING" | "REQUEUED" | "RESIZING" | "SUSPENDED" | "COMPLETING"
        | "CONFIGURING" | "STAGE_OUT" | "SIGNALING" | "" => JobState::Waiting,
        _ => JobState::Ended(state.to_string(), exit),
    }
}

/// A duration in milliseconds from the environment variable `name`.
pub fn env_ms(name: &str) -> Option<Duration> {
    let ms = std::env::var(name).ok()?.parse().ok()?;
    Some(Duration::from_millis(ms))
}

/// How long after the job's time limit the wait gives up:
/// `NEXUS_SLURM_MARGIN_MS`, default 60 s (time to queue, start and report).
fn margin() -> Duration {
    env_ms("NEXUS_SLURM_MARGIN_MS").unwrap_or(Duration::from_secs(60))
}

/// sacct's poll delays: each half again the last, up to 1 s.
pub fn next_delay(d: Duration) -> Duration {
    (d + d / 2).min(Duration::from_secs(1))
}

/// Cancels the job when dropped before it ended (the call was cancelled or
/// its deadline passed), and removes the job's directory either way.
struct Job {
    id: u64,
    dir: PathBuf,
    done: bool,
}

impl Drop for Job {
    fn drop(&mut self) {
        if !self.done {
            // Started here, so it runs even if this process exits next (as
            // `nexus run` does after a failed call); async-process reaps it.
            let _ = async_process::Command::new("scancel")
                .arg(self.id.to_string())
                .stdin(async_process::Stdio::null())
                .stdout(async_process::Stdio::null())
                .stderr(async_process::Stdio::null())
                .spawn();
        }
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Reports on a progress sink, if any.
pub type Say<'a> = &'a (dyn Fn(&str) + Sync);

/// Runs one call of `cmd` as a SLURM job and gives its result's JSON text.
pub async fn call(
    manifest: &Path,
    cmd: &Command,
    remote: Remote,
    values: &[Value],
    say: Say<'_>,
) -> Result<String, CallError> {
    let fail = |m: String| CallError::Failed(m);
    let root = cache_dir().join("jobs");
    let mut r = [0u8; 12];
    getrandom::fill(&mut r).map_err(|e| fail(format!("no randomness for a job directory: {e}")))?;
    let dir = root.join(r.iter().map(|b| format!("{b:02x}")).collect::<String>());
    std::fs::create_dir_all(&dir).map_err(|e| {
        CallError::Unavailable(format!(
            "cannot make the job directory {}: {e}; set NEXUS_CACHE to a directory every node shares",
            dir.display()
        ))
    })?;
    let args_text = format!(
        "[{}]",
        values
            .iter()
            .map(json::to_string)
            .collect::<Vec<_>>()
            .join(",")
    );
    let exe = std::env::current_exe()
        .map_err(|e| CallError::Unavailable(format!("cannot find the nexus binary: {e}")))?;
    let manifest = std::path::absolute(manifest).unwrap_or_else(|_| manifest.to_path_buf());
    let written = std::fs::write(dir.join(ARGS_FILE), args_text);
    let mut job = Job {
        id: 0,
        dir: dir.clone(),
        done: true,
    };
    written.map_err(|e| {
        fail(format!(
            "cannot write {}: {e}",
            dir.join(ARGS_FILE).display()
        ))
    })?;
    let argv = vec![
        exe.display().to_string(),
        "__job".to_string(),
        manifest.display().to_string(),
        cmd.name.clone(),
        dir.display().to_string(),
    ];
    let mut sbatch = std::process::Command::new("sbatch");
    sbatch.args(sbatch_args(&cmd.name, &remote, &dir, &argv));
    let out = output(sbatch)
        .await
        .map_err(|e| CallError::Unavailable(format!("cannot run sbatch: {e}")))?;
    if !out.status.success() {
        return Err(CallError::Unavailable(format!(
            "sbatch refused {}'s job ({}): {}",
            cmd.name,
            crate::sys::describe_exit(out.status),
            String::from_utf8_lossy(&out.stderr).trim()
        )));
    }
    let id = parse_sbatch(&String::from_utf8_lossy(&out.stdout)).map_err(CallError::Unavailable)?;
    job.id = id;
    job.done = false;
    say(&format!("SLURM job {id} submitted"));
    let limit = Duration::from_secs(remote.time_s) + margin();
    let start = Instant::now();
    // Two clocks: the result file (a stat) is looked for often, from 5 ms
    // up to 100 ms apart; sacct (a round trip to slurmdbd) from 50 ms up
    // to 1 s apart.
    let mut file_delay = Duration::from_millis(5);
    let mut sacct_delay = Duration::from_millis(50);
    let mut next_sacct = start + sacct_delay;
    let mut sacct_failures = 0;
    let mut last_state = JobState::Waiting;
    loop {
        // The result file ends the wait as soon as the job wrote it (it
        // writes it atomically, then exits); sacct says why otherwise.
        if dir.join(RESULT_FILE).exists() {
            break;
        }
        if Instant::now() >= next_sacct {
            match sacct(id).await {
                Ok(JobState::Waiting) => sacct_failures = 0,
                Ok(s) => {
                    last_state = s;
                    break;
                }
                Err(e) => {
                    sacct_failures += 1;
                    if sacct_failures >= 5 {
                        return Err(CallError::Unavailable(format!(
                            "SLURM job {id} ({}): sacct failed {sacct_failures} times in a row, last: {e}; the job was cancelled",
                            cmd.name
                        )));
                    }
                }
            }
            sacct_delay = next_delay(sacct_delay);
            next_sacct = Instant::now() + sacct_delay;
        }
        if start.elapsed() > limit {
            return Err(CallError::Failed(format!(
                "SLURM job {id} ({}) did not finish within its time limit of {} s plus a margin of {} s; it was cancelled{}",
                cmd.name,
                remote.time_s,
                margin().as_secs_f64(),
                stderr_tail(&dir)
            )));
        }
        smol::Timer::after(file_delay).await;
        file_delay = (file_delay + file_delay / 4).min(Duration::from_millis(100));
    }
    job.done = true;
    finish(id, &cmd.name, &dir, &last_state)
}

/// The job's outcome from its directory, once it ended.
fn finish(id: u64, name: &str, dir: &Path, state: &JobState) -> Result<String, CallError> {
    if let Ok(text) = std::fs::read_to_string(dir.join(RESULT_FILE)) {
        return match json::parse(&text) {
            Ok(_) => Ok(text),
            Err(e) => Err(CallError::Failed(format!(
                "SLURM job {id} ({name}) left a result that is not JSON ({e}){}",
                stderr_tail(dir)
            ))),
        };
    }
    if let Ok(message) = std::fs::read_to_string(dir.join(ERROR_FILE)) {
        return Err(CallError::Failed(format!(
            "{} (SLURM job {id})",
            message.trim()
        )));
    }
    let how = match state {
        JobState::Ended(s, exit) => format!("ended {s} (exit {exit})"),
        _ => "COMPLETED".to_string(),
    };
    Err(CallError::Failed(format!(
        "SLURM job {id} ({name}) {how} and left no result in {}{}",
        dir.display(),
        stderr_tail(dir)
    )))
}

/// `; its stderr ends: …` with the last 400 bytes of the job's stderr.
fn stderr_tail(dir: &Path) -> String {
    let text = std::fs::read(dir.join("err")).unwrap_or_default();
    let tail = String::from_utf8_lossy(&text[text.len().saturating_sub(400)..]);
    let tail = tail.trim();
    if tail.is_empty() {
        String::new()
    } else {
        format!("; its stderr ends: {}", tail.replace('\n', " / "))
    }
}

/// Runs a SLURM client command to its end on the blocking pool, its
/// output collected.
async fn output(mut cmd: std::process::Command) -> std::io::Result<std::process::Output> {
    cmd.stdin(std::process::Stdio::null());
    smol::unblock(move || cmd.output()).await
}

/// One sacct query.
async fn sacct(id: u64) -> Result<JobState, String> {
    let mut sacct = std::process::Command::new("sacct");
    sacct
        .args(["-n", "-X", "-P", "-o", "State,ExitCode", "-j"])
        .arg(id.to_string());
    let out = output(sacct)
        .await
        .map_err(|e| format!("cannot run sacct: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "sacct {}: {}",
            crate::sys::describe_exit(out.status),
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    Ok(parse_sacct(&String::from_utf8_lossy(&out.stdout)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sbatch_output_gives_the_job_id() {
        assert_eq!(parse_sbatch("42\n"), Ok(42));
        assert_eq!(parse_sbatch("42;cluster\n"), Ok(42));
        assert!(parse_sbatch("").is_err());
        assert!(parse_sbatch("Submitted batch job 42").is_err());
        assert!(parse_sbatch("0").is_err());
    }

    #[test]
    fn sacct_output_gives_the_state() {
        assert_eq!(parse_sacct(""), JobState::Waiting);
        assert_eq!(parse_sacct("PENDING|0:0\n"), JobState::Waiting);
        assert_eq!(parse_sacct("RUNNING|0:0\n"), JobState::Waiting);
        assert_eq!(parse_sacct("COMPLETED|0:0\n"), JobState::Completed);
        assert_eq!(
            parse_sacct("FAILED|1:0\n"),
            JobState::Ended("FAILED".into(), "1:0".into())
        );
        assert_eq!(
            parse_sacct("CANCELLED by 0|0:15\n"),
            JobState::Ended("CANCELLED by 0".into(), "0:15".into())
        );
        assert_eq!(
            parse_sacct("TIMEOUT|0:0"),
            JobState::Ended("TIMEOUT".into(), "0:0".into())
        );
    }

    #[test]
    fn times_and_quoting_are_slurms() {
        assert_eq!(slurm_time(60), "0-00:01:00");
        assert_eq!(slurm_time(90061), "1-01:01:01");
        assert_eq!(sh_quote("a'b"), "'a'\\''b'");
        let r = Remote {
            threads: 2,
            memory_gb: Some(1),
            time_s: 60,
            gpus: 0,
        };
        let args = sbatch_args(
            "f",
            &r,
            Path::new("/c/j"),
            &["/bin/nexus".into(), "x y".into()],
        );
        assert!(args.contains(&"--mem=1G".to_string()));
        assert!(args.contains(&"--cpus-per-task=2".to_string()));
        assert!(!args.iter().any(|a| a.starts_with("--gres")));
        assert_eq!(
            args.last().map(String::as_str),
            Some("--wrap='/bin/nexus' 'x y'")
        );
    }

    #[test]
    fn polling_backs_off_to_a_second() {
        let mut d = Duration::from_millis(50);
        for _ in 0..30 {
            d = next_delay(d);
        }
        assert_eq!(d, Duration::from_secs(1));
    }
}
