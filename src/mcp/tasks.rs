//! MCP tasks (`io.modelcontextprotocol/tasks`, SEP-2663, 2026-07-28): a
//! `tools/call` on a command that supports tasks, from a request whose
//! capabilities declare the extension, returns a task at once; the call
//! runs detached, and `tasks/get` / `tasks/cancel` reach it by id.
//!
//! The records live in one table per process (modern requests carry no
//! session), at most [`MAX_TASKS`] of them, each for its lifetime
//! ([`ttl`], stated as `ttlMs` in every task): past it the record goes and
//! a call still running is cancelled (a SLURM job is `scancel`led). Ids are
//! 128 random bits, minted in [`mint_id`] alone. On a server with a tokens
//! file a task also belongs to the client that made it (issue 44): another
//! client's `tasks/get` finds no such task, as if it had never been made.

use super::CancelSwitch;
use crate::json;
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// The extension's name, in capabilities.
pub use super::versions::TASKS_EXTENSION as EXTENSION;

/// Most task records kept at once; past it, calls run synchronously.
pub const MAX_TASKS: usize = 256;

/// What clients are told to wait between polls.
pub const POLL_INTERVAL_MS: u64 = 500;

/// A task record's lifetime from its creation: `NEXUS_TASK_TTL_MS`, else
/// one hour.
pub fn ttl() -> Duration {
    std::env::var("NEXUS_TASK_TTL_MS")
        .ok()
        .and_then(|ms| ms.parse().ok())
        .map_or(Duration::from_secs(3600), Duration::from_millis)
}

/// A new task id: 128 bits from getrandom as 32 hex digits. The one place
/// ids are made (a replica prefix would go here).
pub fn mint_id(replica: Option<&str>) -> Option<String> {
    crate::ids::mint(replica).ok()
}

#[derive(Debug, Clone, PartialEq)]
pub enum Status {
    Working,
    /// The `result` object, exactly as the synchronous call's.
    Completed(String),
    /// The JSON-RPC error object.
    Failed(String),
    Cancelled,
}

struct State {
    status: Status,
    message: Option<String>,
    updated: SystemTime,
}

pub struct Task {
    pub id: String,
    /// The client that made it (its name in the tokens file), if any.
    owner: Option<String>,
    created: SystemTime,
    ttl: Duration,
    state: Mutex<State>,
    pub(super) cancel: CancelSwitch,
}

static TABLE: Mutex<Vec<Arc<Task>>> = Mutex::new(Vec::new());

/// Drops records past their lifetime, cancelling calls still running.
fn sweep(table: &mut Vec<Arc<Task>>) {
    let now = SystemTime::now();
    table.retain(|t| {
        let alive = now.duration_since(t.created).unwrap_or_default() < t.ttl;
        if !alive {
            t.cancel.throw();
        }
        alive
    });
}

/// A new working task, or `None` when the table is full (the call then
/// runs synchronously) or no id could be made.
pub fn create(message: &str, replica: Option<&str>, owner: Option<&str>) -> Option<Arc<Task>> {
    let mut table = TABLE.lock().ok()?;
    sweep(&mut table);
    if table.len() >= MAX_TASKS {
        return None;
    }
    let now = SystemTime::now();
    let task = Arc::new(Task {
        id: mint_id(replica)?,
        owner: owner.map(str::to_string),
        created: now,
        ttl: ttl(),
        state: Mutex::new(State {
            status: Status::Working,
            message: Some(message.to_string()),
            updated: now,
        }),
        cancel: CancelSwitch::default(),
    });
    table.push(task.clone());
    Some(task)
}

/// The live task `id`, when `asker` (a client's name, if the server has
/// clients) is the client that made it.
pub fn find(id: &str, asker: Option<&str>) -> Option<Arc<Task>> {
    let mut table = TABLE.lock().ok()?;
    sweep(&mut table);
    table
        .iter()
        .find(|t| t.id == id && t.owner.as_deref() == asker)
        .cloned()
}

impl Task {
    fn set(&self, change: impl FnOnce(&mut State)) {
        if let Ok(mut s) = self.state.lock() {
            change(&mut s);
            s.updated = SystemTime::now();
        }
    }

    /// The latest progress message, while working.
    pub fn report(&self, message: String) {
        self.set(|s| {
            if s.status == Status::Working {
                s.message = Some(message);
            }
        });
    }

    /// The call ended (unless it was cancelled first).
    pub fn finish(&self, status: Status, message: &str) {
        self.set(|s| {
            if s.status == Status::Working {
                s.status = status;
                s.message = Some(message.to_string());
            }
        });
    }

    /// `tasks/cancel`: the call is dropped (its SLURM job cancelled).
    pub fn cancel(&self) {
        self.set(|s| {
            if s.status == Status::Working {
                s.status = Status::Cancelled;
                s.message = Some("cancelled by tasks/cancel".into());
            }
        });
        self.cancel.throw();
    }

    /// The task as SEP-2663's `DetailedTask` (no `resultType`).
    pub fn to_json(&self) -> String {
        let Ok(s) = self.state.lock() else {
            return "{}".into();
        };
        let (status, extra) = match &s.status {
            Status::Working => ("working", None),
            Status::Completed(r) => ("completed", Some(("result", r))),
            Status::Failed(e) => ("failed", Some(("error", e))),
            Status::Cancelled => ("cancelled", None),
        };
        let mut o = json::Obj::new()
            .str("taskId", &self.id)
            .str("status", status);
        if let Some(m) = &s.message {
            o = o.str("statusMessage", m);
        }
        o = o
            .str("createdAt", &iso8601(self.created))
            .str("lastUpdatedAt", &iso8601(s.updated))
            .raw("ttlMs", &self.ttl.as_millis().to_string())
            .raw("pollIntervalMs", &POLL_INTERVAL_MS.to_string());
        if let Some((k, v)) = extra {
            o = o.raw(k, v);
        }
        o.finish()
    }
}

/// `2026-12-03T15:04:05.123Z`.
pub fn iso8601(t: SystemTime) -> String {
    let d = t.duration_since(UNIX_EPOCH).unwrap_or_default();
    let secs = d.as_secs();
    let (days, rem) = (secs / 86_400, secs % 86_400);
    let (year, month, day) = nexus_core::http::civil_date(days);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}.{:03}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60,
        d.subsec_millis()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_iso_8601() {
        assert_eq!(iso8601(UNIX_EPOCH), "1970-01-01T00:00:00.000Z");
        let t = UNIX_EPOCH + Duration::from_millis(1_796_303_707_250);
        assert_eq!(iso8601(t), "2026-12-03T13:15:07.250Z");
        let leap = UNIX_EPOCH + Duration::from_secs(951_782_400); // 2000-02-29
        assert_eq!(iso8601(leap), "2000-02-29T00:00:00.000Z");
    }

    #[test]
    fn ids_are_unguessable_and_a_task_ends_once() {
        let a = mint_id(None).unwrap();
        assert_eq!(a.len(), 32);
        assert_ne!(a, mint_id(None).unwrap());
        let named = mint_id(Some("r2")).unwrap();
        assert!(named.starts_with("r2.") && named.len() == 35, "{named}");
        let t = create("started", None, None).unwrap();
        assert!(t.to_json().contains("\"status\":\"working\""));
        t.report("half way".into());
        assert!(t.to_json().contains("\"statusMessage\":\"half way\""));
        t.cancel();
        t.finish(Status::Completed("{}".into()), "done");
        let j = t.to_json();
        assert!(
            j.contains("\"status\":\"cancelled\"") && !j.contains("result"),
            "{j}"
        );
        assert!(find(&t.id, None).is_some());
        assert!(find("nope", None).is_none());
        // Another client's task is not found, nor one's own by a server
        // without clients.
        let red = create("started", None, Some("red")).unwrap();
        assert!(find(&red.id, Some("red")).is_some());
        assert!(find(&red.id, Some("blue")).is_none());
        assert!(find(&red.id, None).is_none());
        assert!(find(&t.id, Some("red")).is_none());
    }
}
