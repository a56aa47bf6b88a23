//! HTTP/1.1 message syntax (RFC 9112), pure: `parse` reads request heads,
//! response heads and bodies, every bound the caller's. The server, the
//! client and the responses they write are nexus's `http` module.

pub mod parse;

/// The (year, month 1-12, day 1-31) of `days` since 1970-01-01, in the
/// proleptic Gregorian calendar (H. Hinnant's `civil_from_days`): for the
/// HTTP `Date` header and the MCP tasks' ISO 8601 times (here, below both,
/// so the tasks need not build the HTTP server).
pub fn civil_date(days: u64) -> (u64, u64, u64) {
    let z = days + 719_468;
    let era = z / 146_097;
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + u64::from(month <= 2), month, day)
}
