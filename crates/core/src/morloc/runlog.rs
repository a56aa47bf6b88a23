//! morloc's run record, `summary.json`, as text: what `--log-dir DIR` and
//! `--summary PATH` write, in morloc 0.98.2's layout and field names, and
//! the pieces it is built from (the run id, RFC 3339 times). Pure: the
//! clock's reading and the random suffix come in as numbers.
//!
//! Facts from morloc 0.98.2, `data/rust/morloc-runtime/src/run.rs`
//! (`gen_id`, `write_summary_json`), checked against its nexus's output:
//! - a run id is `<UTC yyyymmddThhmmssZ>-<8 hex>`, and the run directory
//!   is `DIR/<run id>/`, holding `summary.json`;
//! - `summary.json` is a pretty-printed object (two-space indent, no
//!   newline after the closing brace) with, in this order, `status`
//!   (`"ok"` or `"fail"`), `exit_code`, `command` (the name, or null),
//!   `run_id` (`""` without a run directory), `started_at`, `finished_at`
//!   (RFC 3339 in UTC, `+00:00`, sub-second digits as chrono's
//!   `to_rfc3339` shows them: none, 3, 6 or 9, whichever keeps every
//!   non-zero digit), `wall_ms`, `morloc_version` and `error` (null when
//!   the run succeeded, else the message, or `nexus exited with status N`).

use crate::json::quote;

/// A moment, as seconds and nanoseconds since the Unix epoch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Instant {
    /// Whole seconds since 1970-01-01T00:00:00Z.
    pub secs: u64,
    /// Nanoseconds past `secs`, below 1,000,000,000.
    pub nanos: u32,
}

/// The civil UTC date and time of `secs`: (year, month, day, hour,
/// minute, second), by the days-from-civil arithmetic of the proleptic
/// Gregorian calendar (eras of 400 years, 146,097 days).
fn civil(secs: u64) -> (u64, u64, u64, u64, u64, u64) {
    let days = secs / 86_400;
    let rem = secs % 86_400;
    // Shift the epoch to 0000-03-01 so leap days end each year.
    let z = days + 719_468;
    let era = z / 146_097;
    let doe = z % 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + u64::from(month <= 2);
    (year, month, day, rem / 3_600, rem % 3_600 / 60, rem % 60)
}

/// `2026-12-06T22:45:46.695428294+00:00`, as chrono's `to_rfc3339` writes
/// a UTC time: the sub-second part to 3, 6 or 9 digits, the fewest that
/// keep every non-zero one, or none when it is zero.
pub fn rfc3339(at: Instant) -> String {
    let (y, mo, d, h, mi, s) = civil(at.secs);
    let n = at.nanos % 1_000_000_000;
    let fraction = match n {
        0 => String::new(),
        _ if n.is_multiple_of(1_000_000) => format!(".{:03}", n / 1_000_000),
        _ if n.is_multiple_of(1_000) => format!(".{:06}", n / 1_000),
        _ => format!(".{n:09}"),
    };
    format!("{y:04}-{mo:02}-{d:02}T{h:02}:{mi:02}:{s:02}{fraction}+00:00")
}

/// A run id, `20261206T224546Z-0c5ff7fc`: the UTC second it started and
/// four random bytes in hex.
pub fn run_id(at: Instant, random: [u8; 4]) -> String {
    let (y, mo, d, h, mi, s) = civil(at.secs);
    let hex: String = random.iter().map(|b| format!("{b:02x}")).collect();
    format!("{y:04}{mo:02}{d:02}T{h:02}{mi:02}{s:02}Z-{hex}")
}

/// What a run's `summary.json` says.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Summary {
    /// The process's exit code: 0 is `"status": "ok"`.
    pub exit_code: i32,
    /// The command called, once it was known.
    pub command: Option<String>,
    /// The run id, or empty without a run directory (`--summary` alone).
    pub run_id: String,
    /// When the run started.
    pub started_at: Instant,
    /// When it finished.
    pub finished_at: Instant,
    /// Milliseconds between the two, by a monotonic clock.
    pub wall_ms: u64,
    /// The morloc version whose runtime this one follows.
    pub morloc_version: String,
    /// Why the run failed, when it did and said why.
    pub error: Option<String>,
}

/// The text of `summary.json`, byte for byte as morloc's nexus writes it.
pub fn summary_json(s: &Summary) -> String {
    let (status, error) = match s.exit_code {
        0 => ("ok", "null".to_string()),
        code => (
            "fail",
            quote(
                &s.error
                    .clone()
                    .unwrap_or_else(|| format!("nexus exited with status {code}")),
            ),
        ),
    };
    let command = s.command.as_deref().map_or("null".to_string(), quote);
    format!(
        "{{\n  \"status\": {},\n  \"exit_code\": {},\n  \"command\": {command},\n  \"run_id\": {},\n  \"started_at\": {},\n  \"finished_at\": {},\n  \"wall_ms\": {},\n  \"morloc_version\": {},\n  \"error\": {error}\n}}",
        quote(status),
        s.exit_code,
        quote(&s.run_id),
        quote(&rfc3339(s.started_at)),
        quote(&rfc3339(s.finished_at)),
        s.wall_ms,
        quote(&s.morloc_version),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_written_as_chrono_writes_them() {
        let at = |secs, nanos| rfc3339(Instant { secs, nanos });
        assert_eq!(at(0, 0), "1970-01-01T00:00:00+00:00");
        // What morloc's nexus wrote here for a run.
        assert_eq!(
            at(1_796_597_146, 695_428_294),
            "2026-12-06T22:45:46.695428294+00:00"
        );
        assert_eq!(at(951_782_400, 5_000_000), "2000-02-29T00:00:00.005+00:00");
        assert_eq!(at(951_868_799, 120_000), "2000-02-29T23:59:59.000120+00:00");
        assert_eq!(at(4_107_542_400, 1), "2100-03-01T00:00:00.000000001+00:00");
        assert_eq!(
            run_id(
                Instant {
                    secs: 1_796_597_146,
                    nanos: 9
                },
                [0x0c, 0x5f, 0xf7, 0xfc]
            ),
            "20261206T224546Z-0c5ff7fc"
        );
    }

    #[test]
    fn a_summary_has_morlocs_fields_in_morlocs_order() {
        let mut s = Summary {
            exit_code: 0,
            command: Some("fighterDamage".into()),
            run_id: "20261206T224546Z-0c5ff7fc".into(),
            started_at: Instant {
                secs: 1_796_597_146,
                nanos: 695_428_294,
            },
            finished_at: Instant {
                secs: 1_796_597_148,
                nanos: 65_461_212,
            },
            wall_ms: 1370,
            morloc_version: "0.98.2".into(),
            error: None,
        };
        assert_eq!(
            summary_json(&s),
            "{\n  \"status\": \"ok\",\n  \"exit_code\": 0,\n  \"command\": \"fighterDamage\",\n  \"run_id\": \"20261206T224546Z-0c5ff7fc\",\n  \"started_at\": \"2026-12-06T22:45:46.695428294+00:00\",\n  \"finished_at\": \"2026-12-06T22:45:48.065461212+00:00\",\n  \"wall_ms\": 1370,\n  \"morloc_version\": \"0.98.2\",\n  \"error\": null\n}"
        );
        s.exit_code = 1;
        s.command = None;
        let text = summary_json(&s);
        assert!(text.contains("\"status\": \"fail\""), "{text}");
        assert!(text.contains("\"command\": null"), "{text}");
        assert!(
            text.contains("\"error\": \"nexus exited with status 1\""),
            "{text}"
        );
        s.error = Some("bad \"x\"\n".into());
        assert!(summary_json(&s).contains(r#""error": "bad \"x\"\n""#));
    }
}
