//! `spans` in a nexus built without the `tracing` feature: the same names
//! as spans.rs, with no span file behind them. [`Tracer`] has no values,
//! so every `Option<Arc<Tracer>>` the HTTP modes hold is `None` and the
//! code that would begin or end a span is never reached; `--trace-file`
//! and `NEXUS_TRACE_FILE` are refused before one could be opened
//! (`nexus::http_modes`, with `crate::features::missing`).

use crate::trace::{Attrs, CallTrace, TraceContext};
use std::sync::Arc;

/// Where finished spans would go: no value of it exists in this build.
pub enum Tracer {}

/// A span begun and not yet ended (never, in this build).
pub struct Started {
    pub context: TraceContext,
}

impl Tracer {
    /// Refuses: there is no span writer in this build.
    pub fn open(path: &str, _replica: Option<String>) -> Result<Arc<Tracer>, String> {
        Err(crate::features::missing(
            "tracing",
            &format!("--trace-file {path}"),
        ))
    }

    /// Unreachable: no `Tracer` exists.
    pub fn begin(&self, _parent: Option<TraceContext>) -> Started {
        match *self {}
    }

    /// Unreachable: no `Tracer` exists.
    pub fn end(
        &self,
        _span: Started,
        _name: String,
        _error: Option<String>,
        _attributes: Attrs,
        _call: Option<&CallTrace>,
    ) {
        match *self {}
    }

    /// Unreachable: no `Tracer` exists.
    pub fn dropped(&self) -> u64 {
        match *self {}
    }
}

/// No parent: a build without tracing reads no trace context.
pub fn parent_of(_meta: Option<&str>, _header: Option<&str>) -> Option<TraceContext> {
    None
}
