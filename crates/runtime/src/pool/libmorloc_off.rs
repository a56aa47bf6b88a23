//! `libmorloc` in a nexus built without the `morloc` feature: the names
//! the pool interface and the serving loops use, with no libmorloc behind
//! them. A manifest pool with `exec` and `socket` (as `morloc make`
//! writes it) still gets a [`Spec`], so [`super::Pool::start`] sends it
//! here, and [`MorlocPool::start`] refuses it, naming the feature; no
//! [`MorlocPool`] or [`LoopWaits`] value can exist, so the code that would
//! call one is never reached.

use super::{Args, CallError, CrashHook, PoolConfig, Reply};
use crate::manifest::Manifest;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

/// That a manifest pool is morloc's (it has `exec` and `socket`).
#[derive(Debug, Clone)]
pub struct Spec {
    /// Kept for the dispatcher, which marks an instance's pool.
    pub instance: bool,
}

impl Spec {
    /// `Some` for a pool morloc built, which this build refuses to start.
    pub fn from_manifest(manifest: &Manifest, index: usize) -> Option<Spec> {
        let pool = manifest.pools.get(index)?;
        (pool.exec.is_some() && pool.socket.is_some()).then_some(Spec { instance: false })
    }
}

/// The environment libmorloc's pools get: none in this build.
pub fn worker_env(_manifest: &Path) -> Vec<(&'static str, PathBuf)> {
    Vec::new()
}

/// A running morloc pool: no value of it exists in this build.
pub enum MorlocPool {}

impl MorlocPool {
    /// Refuses: this build has no libmorloc pools.
    pub async fn start(
        config: PoolConfig,
        _on_crash: Option<CrashHook>,
    ) -> Result<Arc<MorlocPool>, String> {
        Err(crate::features::missing(
            "morloc",
            &format!("{} (a pool morloc built)", config.label),
        ))
    }

    /// Unreachable: no `MorlocPool` exists.
    pub async fn call(
        self: &Arc<Self>,
        _mid: u32,
        _args: Args,
        _waits: Option<&LoopWaits>,
    ) -> Result<Reply, CallError> {
        match **self {}
    }

    /// Unreachable: no `MorlocPool` exists.
    pub fn ready(self: &Arc<Self>) -> Result<(), String> {
        match **self {}
    }

    /// Unreachable: no `MorlocPool` exists.
    pub fn stop(&self) {
        match *self {}
    }

    /// Unreachable: no `MorlocPool` exists.
    pub fn pids(&self) -> Vec<u32> {
        match *self {}
    }

    /// Unreachable: no `MorlocPool` exists.
    pub fn label(&self) -> &str {
        match *self {}
    }
}

/// The longest quick wait (a morloc pool's; unused in this build).
pub const QUICK_WAIT_LIMIT: Duration = Duration::from_millis(100);

/// What a [`LoopWaits::poll`] found.
#[derive(Debug, PartialEq, Eq)]
pub enum Polled {
    /// The input is readable.
    Input,
    /// Only calls' replies came.
    Calls,
    /// Nothing within the limit.
    Nothing,
}

/// A serving loop's offer to wait for morloc pools' replies: no value of
/// it exists in this build (`nexus mcp` makes none).
#[derive(Debug)]
pub enum LoopWaits {}

/// A quick wait allowed, ended when dropped (none exists in this build).
pub enum QuickWait {}

impl Drop for QuickWait {
    fn drop(&mut self) {
        match *self {}
    }
}

impl LoopWaits {
    /// Unreachable: no `LoopWaits` exists.
    pub fn allow_quick(&self, _limit: Duration) -> QuickWait {
        match *self {}
    }

    /// Unreachable: no `LoopWaits` exists.
    pub fn waiting(&self) -> usize {
        match *self {}
    }

    /// Unreachable: no `LoopWaits` exists.
    pub fn set_polling(&self, _on: bool) {
        match *self {}
    }

    /// Unreachable: no `LoopWaits` exists.
    pub fn release(&self) {
        match *self {}
    }

    /// Unreachable: no `LoopWaits` exists.
    pub fn poll(&self, _limit: Duration) -> Polled {
        match *self {}
    }
}
