//! The run record of `nexus run` (and `nexus daemon`, for its lifetime), as
//! morloc's nexus keeps it: `--log-dir DIR`
//! (or `MORLOC_LOG_DIR`) makes a run directory `DIR/<run id>/` and writes
//! `summary.json` there when the run ends; `--summary PATH` (or
//! `MORLOC_SUMMARY`) writes that file at PATH instead, with or without a
//! run directory. The text is `nexus_core::morloc::runlog`'s; this module
//! owns the clock, the files and the variables the pools inherit.
//!
//! As morloc does (morloc-runtime/src/run.rs), a flag wins over its
//! variable, the pools get `MORLOC_LOG_DIR`, `MORLOC_SUMMARY`,
//! `MORLOC_RUN_DIR`, `MORLOC_RUN_BASE` and `MORLOC_RUN_PARENT_PID`, the
//! directory is made only when something is written to it, and a command
//! line refused before its command is known leaves no record.

use crate::morloc::runlog::{Instant, Summary, run_id, summary_json};
use std::path::PathBuf;

/// One run's record, kept from the start of `run` to its end.
#[derive(Debug)]
pub struct RunLog {
    /// `DIR/<run id>`, with the run id, when a log directory was given.
    dir: Option<(PathBuf, String)>,
    /// Where `summary.json` goes.
    summary: PathBuf,
    started_at: Instant,
    clock: std::time::Instant,
    command: Option<String>,
    error: Option<String>,
    /// The record covers the whole process (`daemon`): written at its end
    /// even with no command.
    whole: bool,
}

fn now() -> Instant {
    let d = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    Instant {
        secs: d.as_secs(),
        nanos: d.subsec_nanos(),
    }
}

/// A value from the flag, else from the variable, when not empty.
fn chosen(flag: Option<&str>, var: &str) -> Option<String> {
    flag.map(str::to_string)
        .or_else(|| std::env::var(var).ok())
        .filter(|v| !v.is_empty())
}

impl RunLog {
    /// The run's record when a log directory or a summary path was asked
    /// for, by flag or variable; `None` leaves no trace, as morloc's.
    pub fn start(log_dir: Option<&str>, summary: Option<&str>) -> Option<RunLog> {
        let base = chosen(log_dir, "MORLOC_LOG_DIR");
        let summary = chosen(summary, "MORLOC_SUMMARY");
        if base.is_none() && summary.is_none() {
            return None;
        }
        let started_at = now();
        let dir = base.map(|b| {
            let mut random = [0u8; 4];
            // Without randomness the id keeps its shape (the clock's
            // nanoseconds and our pid), as morloc's falls back.
            if getrandom::fill(&mut random).is_err() {
                random = (started_at.nanos ^ std::process::id()).to_le_bytes();
            }
            let id = run_id(started_at, random);
            (PathBuf::from(b).join(&id), id)
        });
        let summary = match (&summary, &dir) {
            (Some(p), _) => PathBuf::from(p),
            (None, Some((d, _))) => d.join("summary.json"),
            (None, None) => return None,
        };
        Some(RunLog {
            dir,
            summary,
            started_at,
            clock: std::time::Instant::now(),
            command: None,
            error: None,
            whole: false,
        })
    }

    /// The variables morloc's nexus publishes to its pools for this run.
    pub fn pool_env(&self) -> Vec<(String, String)> {
        let mut env = vec![(
            "MORLOC_SUMMARY".to_string(),
            self.summary.display().to_string(),
        )];
        if let Some((dir, _)) = &self.dir {
            let base = dir.parent().unwrap_or(dir).display().to_string();
            env.extend([
                ("MORLOC_LOG_DIR".to_string(), base.clone()),
                ("MORLOC_RUN_DIR".to_string(), dir.display().to_string()),
                ("MORLOC_RUN_BASE".to_string(), base),
                (
                    "MORLOC_RUN_PARENT_PID".to_string(),
                    std::process::id().to_string(),
                ),
            ]);
        }
        env
    }

    /// The record of a whole process (`nexus daemon`): written when it
    /// ends, its `command` null.
    pub fn whole_process(mut self) -> RunLog {
        self.whole = true;
        self
    }

    /// Records the command called: `command` in `summary.json`.
    pub fn command(&mut self, name: &str) {
        self.command = Some(name.to_string());
    }

    /// Records why the run failed: `error` in `summary.json`.
    pub fn error(&mut self, message: &str) {
        self.error = Some(message.to_string());
    }

    /// Writes `summary.json` for a run ending with `exit_code`, once its
    /// command was known (morloc's refuses an unknown one before its run
    /// starts, and writes nothing); a file that
    /// cannot be written is said on stderr and leaves the exit code alone
    /// (the result was already delivered).
    pub fn finish(self, exit_code: i32) {
        if self.command.is_none() && !self.whole {
            return;
        }
        let summary = Summary {
            exit_code,
            command: self.command,
            run_id: self
                .dir
                .as_ref()
                .map(|(_, id)| id.clone())
                .unwrap_or_default(),
            started_at: self.started_at,
            finished_at: now(),
            wall_ms: self.clock.elapsed().as_millis() as u64,
            morloc_version: crate::flags::MORLOC_VERSION.to_string(),
            error: match exit_code {
                0 => None,
                _ => self.error,
            },
        };
        let made = match &self.dir {
            // The run directory holds the summary unless --summary moved it.
            Some((dir, _)) if self.summary.starts_with(dir) => std::fs::create_dir_all(dir),
            _ => Ok(()),
        };
        let written = made.and_then(|()| write_atomic(&self.summary, &summary_json(&summary)));
        if let Err(e) = written {
            crate::say!(
                "nexus: cannot write the run summary {}: {e}",
                self.summary.display()
            );
        }
    }
}

/// The record of the whole process (`nexus daemon`), finished by
/// [`finish_process`] wherever the process ends.
static PROCESS: std::sync::Mutex<Option<RunLog>> = std::sync::Mutex::new(None);

/// Keeps `log` as the whole process's record (see [`RunLog::whole_process`]).
pub fn keep_for_process(log: RunLog) {
    let mut slot = PROCESS.lock().unwrap_or_else(|e| e.into_inner());
    *slot = Some(log.whole_process());
}

/// The variables [`RunLog::pool_env`] gives the pools, of the record kept
/// for the whole process (none without one).
pub fn process_pool_env() -> Vec<(String, String)> {
    let slot = PROCESS.lock().unwrap_or_else(|e| e.into_inner());
    slot.as_ref().map(RunLog::pool_env).unwrap_or_default()
}

/// Writes the whole process's record, if one is kept, for `exit_code`.
/// A process killed by a signal writes none: nexus has no signal handlers.
pub fn finish_process(exit_code: i32) {
    let log = PROCESS.lock().unwrap_or_else(|e| e.into_inner()).take();
    if let Some(log) = log {
        log.finish(exit_code);
    }
}

/// Writes `text` to `path` through a temporary file beside it, renamed
/// over it: a reader sees the old file or the whole new one.
fn write_atomic(path: &std::path::Path, text: &str) -> std::io::Result<()> {
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(format!(".tmp{}", std::process::id()));
    let tmp = PathBuf::from(tmp);
    std::fs::write(&tmp, text)?;
    std::fs::rename(&tmp, path).inspect_err(|_| {
        let _ = std::fs::remove_file(&tmp);
    })
}
