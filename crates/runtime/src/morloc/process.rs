//! Starting a pool that morloc generated, and calling it.
//!
//! As morloc's nexus does (morloc 0.98.2 `morloc-nexus/src/process.rs`,
//! `setup_sockets`, `start_language_server`, `wait_for_daemon`): the argv is
//! the manifest's `exec` (its last element resolved against the manifest's
//! directory) followed by `<tmpdir>/<socket> <tmpdir> <shm basename>`; the
//! environment gains `MORLOC_POOL_HASH`; the pool runs in its own process
//! group; it is ready once it answers a PING on its socket.
//!
//! Every program gets a *session*: a private directory for the sockets and a
//! shared-memory basename, both under this nexus's shared-memory prefix
//! (`nexus.<pid>.<generation>.<random>.`), so the existing sweeper removes
//! the sockets, volume 0, the volumes the pools create (`<basename>_<i>`)
//! and any registry segment at exit, and a recovery's new generation gets
//! fresh names. Volume 0 is created by the nexus with libmorloc's header.
//!
//! A call is one connection: the CALL packet goes out, one DATA packet comes
//! back, the pool closes.
//!
//! ## One call at a time per program (inline calls together): the hand-off rule
//!
//! A pool's worker owns the shared-memory block its result travels in and
//! frees it when it *starts its next job* (`shm_tracker_flush` at the top
//! of `run_job` in lang/py/pool.py, of `cpp_local_dispatch` in
//! lang/cpp/pool.cpp, and in lang/r/rmorloc.c). libmorloc's callers keep it
//! alive with `shincref` as soon as the reply arrives (pymorloc.c
//! `foreign_call`: "Incref the result's SHM so the callee's tracker flush
//! won't destroy data"). That is only safe when no other job can reach the
//! worker between its reply and the caller's `shincref`: libmorloc's pools
//! assume a synchronous caller, as morloc's own nexus is (one call per
//! `run`). Pools accept every connection at once and queue it for the next
//! idle worker (`wait_for_client` in morloc-runtime/src/ipc_ffi.rs), so a
//! second call connected while the first is in flight is that next job,
//! and frees the first one's result before nexus can hold it. The same
//! holds across pools: a pool's foreign call to another is a job there too.
//!
//! So every call to one program's pools takes the session's [`Session`]
//! turn before it connects, and gives it up only once nexus holds its
//! reply (`ResultHold`, an `shincref` of the block) or knows the reply is
//! inline. The pools see exactly the synchronous caller they were written
//! for; calls queue in nexus instead of in the pool (a morloc pool starts
//! one worker, so they queued there anyway).
//!
//! A call that neither places nor gets back a block shares the turn with
//! the others like it: one whose function reaches no other pool (the
//! manifest's `needed_pools` is its own) and whose arguments and result
//! have a voidstar bounded within the inline size (no strings or lists:
//! `voidstar::max_len`). Such a result is always sent inline: libmorloc's
//! `make_data_packet_auto` inlines a value of at most `MORLOC_INLINE_SIZE`
//! bytes, which nexus gives the pools, and each language's `put_value`
//! then frees the block at once instead of tracking it (pymorloc.c
//! `pybinding__put_value`, rmorloc.c, lang/cpp/pool.cpp `_put_value`), so
//! its worker has nothing to free at its next job that nexus still needs.
//! Nexus places nothing for it, so it cannot meet a call placing
//! arguments. Those calls are pipelined to the pool as the least-work
//! relay sends them (bench/morloc_relay.c); a call that needs the turn
//! alone waits for them all to be answered, and goes before any shared
//! call that comes after it.
//!
//! Arguments follow the pool's rule for them: the pool `shincref`s each
//! argument it reads and releases it at its next job; nexus releases its
//! own reference after the reply. A call dropped before its reply (a
//! cancellation, a deadline) keeps its connection, argument blocks and
//! turn until the pool closes the connection ([`InFlight`](exchange::InFlight)): the worker
//! may not have read the arguments yet, and must not read blocks already
//! given to another call.
//!
//! ## The files
//!
//! - this one: what a pool is started from ([`Spec`], [`Signature`]), the
//!   [`Process`] itself, and why a call failed ([`Failure`]);
//! - `session`: a program's session: its directory and shared-memory
//!   basename, the argument blocks it places and the result blocks it
//!   holds, and its turn;
//! - `lifecycle`: starting a pool process (socket directory, environment,
//!   the PING handshake), stopping it, and what goes when it is dropped;
//! - `call`: a call and a forwarded packet, each through the turn, and the
//!   CALL packet its arguments make;
//! - `reply`: a reply packet read into a value of the return type;
//! - `exchange`: one call's round trip on a fresh connection, and what the
//!   call holds until the pool closes that connection.

mod call;
mod exchange;
mod lifecycle;
mod reply;
mod session;

pub use call::{CallArg, Forwarded};
pub use lifecycle::worker_env;
pub use reply::Answer;
pub use session::{Session, session};

use super::{packet, voidstar};
use crate::manifest::Manifest;
use crate::schema::Schema;
use rustix::net::SocketAddrUnix;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// Argument and result types of one function of the pool.
#[derive(Debug, Clone)]
pub struct Signature {
    pub name: String,
    pub args: Vec<Schema>,
    pub ret: Schema,
    /// Each argument's schema metadata block, sent with it as libmorloc
    /// sends it.
    pub arg_metadata: Vec<Vec<u8>>,
    /// The most bytes each argument's voidstar can take, where that is
    /// bounded (`voidstar::max_len`): a bound within the inline size sends
    /// it inline without measuring it per call.
    pub arg_max_len: Vec<Option<usize>>,
    /// Whether a call shares the program's turn (the module doc): it
    /// reaches no other pool, and its arguments and result are inline.
    pub inline_only: bool,
}

impl Signature {
    pub fn new(name: String, args: Vec<Schema>, ret: Schema) -> Signature {
        let arg_metadata = args
            .iter()
            .map(|a| packet::schema_metadata(&a.to_string()))
            .collect();
        let arg_max_len = args.iter().map(voidstar::max_len).collect();
        Signature {
            name,
            args,
            ret,
            arg_metadata,
            arg_max_len,
            inline_only: false,
        }
    }

    /// Whether every argument and the result are inline whatever their
    /// values: each one's voidstar is bounded within `inline_size`.
    pub fn always_inline(&self, inline_size: usize) -> bool {
        let within = |bound: Option<usize>| bound.is_some_and(|b| b <= inline_size);
        self.arg_max_len.iter().all(|&b| within(b)) && within(voidstar::max_len(&self.ret))
    }
}

/// What is needed to start and call one morloc pool.
#[derive(Debug, Clone)]
pub struct Spec {
    pub argv: Vec<String>,
    pub socket: String,
    pub pool_hash: String,
    /// The manifest: one session per program.
    pub program: PathBuf,
    pub functions: Arc<HashMap<u32, Signature>>,
    /// Arguments whose voidstar is larger go through shared memory; the
    /// pools get it as `MORLOC_INLINE_SIZE` for their results, as morloc's
    /// nexus passes it (morloc-nexus/src/main.rs).
    pub inline_size: usize,
    /// The sockets of the program's other morloc pools, which this pool's
    /// functions may call into (morloc's foreign calls find them at
    /// `<tmpdir>/<socket>`).
    pub peers: Vec<String>,
    /// A private or keyed instance: the process gets its own socket
    /// directory (a fresh one at every start), in which the peers' sockets
    /// are symbolic links to the shared pools' sockets.
    pub instance: bool,
}

impl Spec {
    /// The spec of pool `index`, if the manifest gives it `exec` and `socket`.
    pub fn from_manifest(manifest: &Manifest, index: usize) -> Option<Spec> {
        let pool = manifest.pools.get(index)?;
        let (Some(exec), Some(socket)) = (&pool.exec, &pool.socket) else {
            return None;
        };
        let mut argv = exec.clone();
        let n = argv.len();
        if n > 1 && Path::new(&argv[n - 1]).is_relative() {
            argv[n - 1] = manifest.dir().join(&argv[n - 1]).display().to_string();
        }
        if argv.len() == 1 && argv[0].contains('/') && Path::new(&argv[0]).is_relative() {
            argv[0] = manifest.dir().join(&argv[0]).display().to_string();
        }
        let functions = manifest
            .commands
            .iter()
            .filter(|c| c.pool == index && c.expr.is_none())
            .map(|c| {
                let mut sig = Signature::new(
                    c.name.clone(),
                    c.args.iter().map(|a| a.schema()).collect(),
                    c.ret.schema.clone(),
                );
                sig.inline_only = c.needed_pools.iter().all(|&i| i == index)
                    && sig.always_inline(manifest.inline_size);
                (c.mid, sig)
            })
            .collect();
        let peers = manifest
            .pools
            .iter()
            .enumerate()
            .filter(|(i, p)| *i != index && p.exec.is_some())
            .filter_map(|(_, p)| p.socket.clone())
            .filter(|s| s != socket)
            .collect();
        Some(Spec {
            argv,
            socket: socket.clone(),
            pool_hash: pool.pool_hash.clone().unwrap_or_default(),
            program: manifest.path.clone(),
            functions: Arc::new(functions),
            inline_size: manifest.inline_size,
            peers,
            instance: false,
        })
    }
}

/// Why a call failed.
#[derive(Debug, Clone, PartialEq)]
pub enum Failure {
    /// The function raised (the message is its own), or the arguments or
    /// result do not fit the declared types.
    Failed(String),
    /// The pool broke protocol, closed the connection or died.
    Broken(String),
}

/// A running morloc pool process.
pub struct Process {
    pub label: String,
    spec: Spec,
    session: Arc<Session>,
    /// Where its socket is: the session's directory, or an instance's own.
    dir: PathBuf,
    /// Its socket, in `dir` (joined once, not per call).
    socket: PathBuf,
    /// The same as a socket address, made once: a call connects to it
    /// without building a C string (and allocating) each time.
    address: SocketAddrUnix,
    /// The inode of its socket once it answered, so that dropping it never
    /// removes the socket of its replacement at the same path.
    socket_ino: std::sync::atomic::AtomicU64,
    pid: u32,
    child: Mutex<async_process::Child>,
    stderr_tail: crate::stderr_tail::StderrTail,
    max_result: u64,
}
