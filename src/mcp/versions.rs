//! MCP's versions and eras: which revisions we serve, how a request claims
//! the 2026-07-28 era (no handshake; its version and the client's
//! capabilities in `_meta`) rather than the 2025 era's `initialize`
//! session, the modern envelope, the era's error codes and the
//! unsupported-version reply. Pure: the adapter (`mcp`) and the HTTP modes
//! (`crate::http_modes`, which reads the era from headers) decide by it.

use crate::json::{self, Object, Value};

/// The protocol version we speak (seed 001) when a client's `initialize`
/// asks for one we do not know.
pub const PROTOCOL_VERSION: &str = "2025-06-18";

/// The legacy-era versions (MCP "legacy" = 2025-11-25 and earlier, chosen by
/// `initialize`): we answer `initialize` with the one a client asks for
/// (MCP lifecycle), and accept them in the HTTP `MCP-Protocol-Version`
/// header of a session.
pub const KNOWN_VERSIONS: &[&str] = &["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"];

/// The newest legacy version: the counter-offer to an `initialize` asking
/// for a revision newer than every legacy one ([`legacy_version`]).
pub const LATEST_LEGACY: &str = KNOWN_VERSIONS[0];

/// The version an `initialize` asking for `asked` is answered with (MCP
/// lifecycle §Version Negotiation: the same one when we serve it, else one
/// we do): a legacy version as asked; a revision dated after every legacy
/// one (`2026-07-28` sent to `initialize`, a future date) gets
/// [`LATEST_LEGACY`], the spec's "SHOULD be the latest" and what the Python
/// SDK offers, since a client that new may have dropped older versions;
/// anything else (an unknown older date, a malformed value, none) gets
/// seed 001's [`PROTOCOL_VERSION`]. Never a refusal: clients that meet one
/// give up (issue 40, item 29).
pub fn legacy_version(asked: Option<&str>) -> &'static str {
    match asked {
        Some(v) => match KNOWN_VERSIONS.iter().find(|k| **k == v) {
            Some(known) => known,
            // The dates compare as text.
            None if is_revision_date(v) && v > LATEST_LEGACY => LATEST_LEGACY,
            None => PROTOCOL_VERSION,
        },
        None => PROTOCOL_VERSION,
    }
}

/// Whether `v` has the shape of a revision, `YYYY-MM-DD`.
fn is_revision_date(v: &str) -> bool {
    v.len() == 10
        && v.bytes().enumerate().all(|(i, b)| {
            if i == 4 || i == 7 {
                b == b'-'
            } else {
                b.is_ascii_digit()
            }
        })
}

/// The modern-era versions (2026-07-28 on: no handshake, each request
/// carries its version and the client's capabilities in `_meta`).
pub const MODERN_VERSIONS: &[&str] = &["2026-07-28"];

/// The first legacy version whose input-validation failures are `isError`
/// results rather than -32602 errors (SEP-1303), and whose `tools/list`
/// may declare non-object results wrapped as `{"result": …}`.
pub(super) const TOOL_ERRORS_SINCE: &str = "2025-11-25";

/// Every protocol version served, modern first (the JSON API's `/discover`).
pub fn served_versions() -> Vec<&'static str> {
    MODERN_VERSIONS
        .iter()
        .chain(KNOWN_VERSIONS)
        .copied()
        .collect()
}

/// [`served_versions`] as a JSON array.
pub fn served_versions_json() -> String {
    json::array_of_raw(served_versions().into_iter().map(json::quote))
}

/// JSON-RPC error codes of MCP 2026-07-28 (`basic/index` §Error Codes).
pub const HEADER_MISMATCH: i64 = -32020;
pub const MISSING_CAPABILITY: i64 = -32021;
pub const UNSUPPORTED_VERSION: i64 = -32022;

/// The request `_meta` keys of the modern era.
pub const META_VERSION: &str = "io.modelcontextprotocol/protocolVersion";
/// The server capabilities both eras declare: tools, and logging (log
/// messages reach a 2025-era client after `logging/setLevel`, a 2026-07-28
/// one only for a request whose `_meta` asks with a log level, SEP-2577).
pub(super) const CAPABILITIES: &str = r#"{"tools":{"listChanged":false},"logging":{}}"#;
pub const META_CAPABILITIES: &str = "io.modelcontextprotocol/clientCapabilities";
/// The result `_meta` key naming the server.
pub const META_SERVER_INFO: &str = "io.modelcontextprotocol/serverInfo";

/// How long a modern client may cache `tools/list` and `server/discover`
/// (`ttlMs`): a program's tools are fixed while it is served, so a minute
/// costs nothing and spares a client a round trip per call.
pub const LIST_TTL_MS: u64 = 60_000;

/// Which era a message, a connection or an HTTP request speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Era {
    /// `initialize`, then requests in its session (2025-11-25 and earlier).
    Legacy,
    /// Self-describing requests (2026-07-28).
    Modern,
}

/// Whether a request claims the modern era: it is not `initialize` and its
/// `params._meta` names a protocol version (a legacy `_meta` carries at
/// most a `progressToken`). This is how both SDKs tell the eras apart.
pub fn claims_modern(method: &str, params: Option<&Value>) -> bool {
    method != "initialize"
        && params
            .and_then(|p| json::get(p, "_meta"))
            .and_then(|m| json::get(m, META_VERSION))
            .is_some()
}

/// The tasks extension's name, in capabilities (`mcp::tasks`; stated
/// only by a nexus built with the `tasks` feature).
pub const TASKS_EXTENSION: &str = "io.modelcontextprotocol/tasks";

/// The per-request fields of a modern request's `_meta`.
#[derive(Debug, Clone)]
pub struct Envelope {
    pub version: String,
    /// The client's capabilities, by name.
    pub capabilities: Object,
}

impl Envelope {
    /// Whether the request's capabilities declare the tasks extension
    /// (`extensions["io.modelcontextprotocol/tasks"]`).
    pub fn wants_tasks(&self) -> bool {
        matches!(
            self.capabilities.get("extensions"),
            Some(Value::Object(e)) if e.contains_key(TASKS_EXTENSION)
        )
    }
}

/// Reads a modern request's `_meta`; a missing or mistyped required key is
/// the -32602 message.
pub fn envelope(params: Option<&Value>) -> Result<Envelope, String> {
    let need = format!(
        "a 2026-07-28 request needs params._meta with \"{META_VERSION}\" (a string) and \"{META_CAPABILITIES}\" (an object, {{}} for none)"
    );
    let Some(meta @ Value::Object(_)) = params.and_then(|p| json::get(p, "_meta")) else {
        return Err(format!("Invalid params: no _meta; {need}"));
    };
    let version = match json::get(meta, META_VERSION) {
        Some(Value::String(v)) => v.clone(),
        _ => return Err(format!("Invalid params: no {META_VERSION}; {need}")),
    };
    let capabilities = match json::get(meta, META_CAPABILITIES) {
        Some(Value::Object(c)) => c.clone(),
        _ => return Err(format!("Invalid params: no {META_CAPABILITIES}; {need}")),
    };
    Ok(Envelope {
        version,
        capabilities,
    })
}

/// A JSON-RPC error reply with `data` (JSON text).
pub fn error_with_data(id: &str, code: i64, message: &str, data: &str) -> String {
    format!(
        "{{\"jsonrpc\":\"2.0\",\"id\":{id},\"error\":{{\"code\":{code},\"message\":{},\"data\":{data}}}}}",
        json::quote(message)
    )
}

/// The -32022 reply to a request for a version we do not serve.
pub fn unsupported_version(id: &str, requested: &str) -> String {
    let supported = json::array_of_raw(MODERN_VERSIONS.iter().map(|v| json::quote(v)));
    let data = json::Obj::new()
        .raw("supported", &supported)
        .str("requested", requested)
        .finish();
    error_with_data(
        id,
        UNSUPPORTED_VERSION,
        &format!(
            "Unsupported protocol version {requested:?}: this server serves {} per request (or 2025-era versions after initialize)",
            MODERN_VERSIONS.join(", ")
        ),
        &data,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn initialize_counter_offers_the_latest_legacy_version_to_newer_clients() {
        for v in KNOWN_VERSIONS {
            assert_eq!(legacy_version(Some(v)), *v);
        }
        // Newer than every legacy revision: the latest legacy one.
        for v in ["2026-07-28", "2099-01-01", "2025-12-01"] {
            assert_eq!(legacy_version(Some(v)), "2025-11-25", "{v}");
        }
        // Older, unknown or malformed: the seeds' version.
        for v in ["2024-10-07", "1999-01-01", "v999.0.0", "", "2026-7-28"] {
            assert_eq!(legacy_version(Some(v)), PROTOCOL_VERSION, "{v}");
        }
        assert_eq!(legacy_version(None), PROTOCOL_VERSION);
    }
}
