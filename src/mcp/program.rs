//! One program served directly over MCP (`nexus mcp`, the daemon's `/mcp`):
//! its tool surface and the [`ProgramBackend`] that runs it.
//!
//! The tool surface is seed 000 §7.5: one tool per exported command, its
//! docstring as the description, properties named as in
//! [`crate::arguments::properties`], records returned with
//! `structuredContent` and an `outputSchema`; then the release tools of
//! keyed pools and the open tools of private pools ([`crate::instances`]
//! names them and answers them). The front end ([`crate::serve`]) lists the
//! same tools under a per-program prefix.

use super::{Adapter, Backend, BoxFuture, EVALUATE_TOOL, Options, Outcome, Tool};
use crate::arguments;
use crate::dispatch::{self, Program};
use crate::instances;
use crate::json::{self, Object};
use crate::manifest::{Command, Manifest};
use crate::pool::{CallError, LoopWaits};
use crate::progress::Sink;
use crate::schema::Schema;
use std::sync::Arc;
use std::time::Duration;

/// Builds the `tools/list` entries of a command under a tool name.
pub fn tool_for(name: &str, cmd: &Command) -> Tool {
    let description = cmd.desc.join("\n");
    // A rendering or a media type changes what comes back, so only a plain
    // typed result promises an output schema.
    let plain = cmd.terminals.is_empty() && cmd.ret.mime.is_none();
    let structured = plain && matches!(cmd.ret.schema.strip(), Schema::Record(_));
    let typed = plain && !structured && !matches!(cmd.ret.schema.strip(), Schema::Unit);
    let entry = |output: Option<String>| {
        let mut e = json::Obj::new().str("name", name);
        if let Some(title) = &cmd.mcp.title {
            e = e.str("title", title);
        }
        e = e
            .str("description", &description)
            .raw("inputSchema", &arguments::input_schema(cmd));
        if let Some(output) = output {
            e = e.raw("outputSchema", &output);
        }
        if let Some(annotations) = &cmd.mcp.annotations {
            e = e.raw("annotations", annotations);
        }
        e.finish()
    };
    let schema = cmd.ret.schema.json_schema();
    let wrapped = json::Obj::new()
        .str("type", "object")
        .raw(
            "properties",
            &json::Obj::new().raw("result", &schema).finish(),
        )
        .raw("required", r#"["result"]"#)
        .finish();
    Tool {
        name: name.to_string(),
        entry: entry(structured.then(|| schema.clone())),
        entry_wrapped: entry(match (structured, typed) {
            (true, _) => Some(schema.clone()),
            (_, true) => Some(wrapped),
            _ => None,
        }),
        entry_modern: entry((structured || typed).then(|| schema.clone())),
        structured,
        typed,
        requires: cmd.mcp.client_capabilities.clone(),
        tasks: cmd.remote.is_some() || cmd.mcp.tasks,
    }
}

/// The servable commands of a manifest as tools, named `<prefix>__<command>`
/// when a prefix is given.
pub fn program_tools(
    manifest: &Manifest,
    prefix: Option<&str>,
    notes: bool,
) -> (Vec<Tool>, Vec<Command>) {
    let mut tools = Vec::new();
    let mut commands = Vec::new();
    for cmd in manifest.commands.iter().filter(|c| !c.internal) {
        if let Some(why) = arguments::exclusion(cmd) {
            if notes {
                crate::say!(
                    "nexus: {}.{} is not served as an MCP tool: {why}",
                    manifest.name,
                    cmd.name
                );
            }
            continue;
        }
        let name = match prefix {
            Some(p) => format!("{p}__{}", cmd.name),
            None => cmd.name.clone(),
        };
        tools.push(tool_for(&name, cmd));
        commands.push(cmd.clone());
    }
    (tools, commands)
}

/// The release tools of a manifest's keyed pools, named `<prefix>__<name>`
/// when a prefix is given, with the pool each releases.
pub fn release_tools(manifest: &Manifest, prefix: Option<&str>) -> (Vec<Tool>, Vec<usize>) {
    let mut tools = Vec::new();
    let mut pools = Vec::new();
    for (i, name) in instances::release_names(manifest) {
        let pool = &manifest.pools[i];
        let name = match prefix {
            Some(p) => format!("{p}__{name}"),
            None => name,
        };
        let input = r#"{"type":"object","properties":{"instance":{"type":"string","description":"The key of the keyed instance to release"}},"required":["instance"],"additionalProperties":false}"#;
        let entry = json::Obj::new()
            .str("name", &name)
            .str("description", &format!("Release the keyed instance with this key of pool {i} ({}): its workers stop and its state is discarded.", pool.lang))
            .raw("inputSchema", input)
            .raw("outputSchema", r#"{"type":"object","properties":{"released":{"type":"boolean"}},"required":["released"]}"#)
            .finish();
        tools.push(Tool::new(&name, entry, true));
        pools.push(i);
    }
    (tools, pools)
}

/// The open tools of a manifest's private pools (issue 12: state without
/// sessions), named `<prefix>__<name>` when a prefix is given, with the pool
/// each opens. `idle` is the handle's retention, stated in the description.
pub fn open_tools(
    manifest: &Manifest,
    prefix: Option<&str>,
    idle: Duration,
) -> (Vec<Tool>, Vec<usize>) {
    let mut tools = Vec::new();
    let mut pools = Vec::new();
    for (i, name) in instances::open_names(manifest) {
        let pool = &manifest.pools[i];
        let name = match prefix {
            Some(p) => format!("{p}__{name}"),
            None => name,
        };
        let description = format!(
            "Open a private instance of pool {i} ({}) and return its handle, {{\"instance\": HANDLE}}: an opaque, unguessable string. Pass it as \"instance\" to this pool's tools to keep state across calls. Retention: the instance and its state are discarded after {} without a call, or when the server stops; a call with an expired or unknown handle is an error result, and opening a new one starts empty.",
            pool.lang,
            crate::deadline::show_secs(idle)
        );
        let entry = json::Obj::new()
            .str("name", &name)
            .str("description", &description)
            .raw("inputSchema", r#"{"type":"object","additionalProperties":false}"#)
            .raw("outputSchema", r#"{"type":"object","properties":{"instance":{"type":"string"}},"required":["instance"]}"#)
            .finish();
        tools.push(Tool::new(&name, entry, true));
        pools.push(i);
    }
    (tools, pools)
}

/// The adapter options of a program served on its own. The dry run is on
/// by default; a command named `evaluate` then wins (with a note on stderr
/// when `notes`), while an explicit `--evaluate` is refused for it.
pub fn program_options(
    manifest: &Manifest,
    explicit: bool,
    notes: bool,
) -> Result<Options, String> {
    match check_evaluate(manifest) {
        Err(e) if explicit => Err(e),
        Err(_) => {
            if notes {
                crate::say!(
                    "nexus: {}.evaluate is served as the program's command, so the evaluate dry-run tool is not",
                    manifest.name
                );
            }
            Ok(Options::default())
        }
        Ok(()) => Ok(Options::default()),
    }
}

/// Refuses `--evaluate` when a command already has the name.
pub fn check_evaluate(manifest: &Manifest) -> Result<(), String> {
    if manifest.commands.iter().any(|c| c.name == EVALUATE_TOOL) {
        return Err(format!(
            "{} has a command named 'evaluate', which would collide with the dry-run tool; rename it or drop --evaluate",
            manifest.name
        ));
    }
    Ok(())
}

/// The `tools/list` payload of one program served on its own (`nexus mcp`,
/// the daemon's `/mcp`), built by the very adapter that answers `tools/list`
/// over a program that starts nothing: what `--mcp-tools` prints.
pub fn program_tools_list(manifest: Manifest, options: Options) -> String {
    let program = Arc::new(Program::new(Arc::new(manifest), None, None));
    let adapter = Adapter::new(Arc::new(ProgramBackend::new(program, true)), options);
    adapter.tools_payload()
}

/// One program served directly: tools are its exported commands.
pub struct ProgramBackend {
    pub program: Arc<Program>,
    tools: Vec<Tool>,
    /// `commands[i]` answers `tools[i]`; the release tools of keyed pools
    /// follow, `release_pools[j]` answering `tools[commands.len() + j]`,
    /// then the open tools of private pools, `open_pools[k]` answering
    /// `tools[commands.len() + release_pools.len() + k]`.
    commands: Vec<Command>,
    /// `properties[i]`: how `commands[i]`'s arguments are named and filled,
    /// worked out once.
    properties: Vec<Vec<arguments::Property>>,
    release_pools: Vec<usize>,
    open_pools: Vec<usize>,
    /// The serving loop's offer to wait for replies itself, handed to
    /// every call ([`ProgramBackend::with_waits`]).
    waits: Option<Arc<LoopWaits>>,
}

impl ProgramBackend {
    /// Builds the tool surface, writing a note to stderr for each excluded
    /// command when `notes` is set.
    pub fn new(program: Arc<Program>, notes: bool) -> ProgramBackend {
        let (mut tools, commands) = program_tools(&program.manifest, None, notes);
        let (release, release_pools) = release_tools(&program.manifest, None);
        tools.extend(release);
        let (open, open_pools) = open_tools(&program.manifest, None, program.handle_idle());
        tools.extend(open);
        ProgramBackend {
            program,
            tools,
            properties: commands.iter().map(arguments::properties).collect(),
            commands,
            release_pools,
            open_pools,
            waits: None,
        }
    }

    /// Hands `waits`, a serving loop's offer to wait for its calls'
    /// replies itself (`nexus mcp`'s), to every call this backend makes.
    pub fn with_waits(mut self, waits: Option<Arc<LoopWaits>>) -> ProgramBackend {
        self.waits = waits;
        self
    }
}

impl Backend for ProgramBackend {
    fn replica(&self) -> Option<&str> {
        self.program.replica()
    }

    fn server_name(&self) -> String {
        self.program.manifest.name.clone()
    }

    /// The program's own `version`; else, as morloc's nexus gives it, the
    /// morloc that built it (`build.morloc_version`); else ours.
    fn server_version(&self) -> String {
        let m = &self.program.manifest;
        match (&m.version, &m.morloc_version) {
            (None, Some(built_by)) => built_by.clone(),
            _ => m.version_or_default().to_string(),
        }
    }

    fn tools(&self) -> &[Tool] {
        &self.tools
    }

    fn call(&self, tool: usize, args: Object, connection: u64) -> BoxFuture<'_, Outcome> {
        self.call_reporting(tool, args, connection, None)
    }

    fn call_reporting(
        &self,
        tool: usize,
        args: Object,
        connection: u64,
        sink: Option<Sink>,
    ) -> BoxFuture<'_, Outcome> {
        self.call_traced(tool, args, connection, sink, None)
    }

    fn call_traced(
        &self,
        tool: usize,
        args: Object,
        connection: u64,
        sink: Option<Sink>,
        trace: Option<std::sync::Arc<crate::trace::CallTrace>>,
    ) -> BoxFuture<'_, Outcome> {
        // The checks run before the future is built, so it holds only
        // what the call needs: small enough for glibc's per-thread cache
        // (see `the_futures_every_call_allocates_stay_under_a_thousand_bytes`).
        let ready = |outcome| -> BoxFuture<'_, Outcome> { Box::pin(std::future::ready(outcome)) };
        let Some(cmd) = self.commands.get(tool) else {
            return ready(self.release_tool(tool, &args));
        };
        let render = arguments::render_of(&args).map(str::to_string);
        let instance = arguments::instance_of(&args);
        // The arguments are moved into the call, not copied: a big one is
        // held once.
        let values: crate::pool::Args =
            match arguments::from_properties_owned(cmd, &self.properties[tool], args) {
                Ok(v) => crate::pool::args(v),
                Err(e) => return ready(Outcome::Invalid(e.to_string())),
            };
        let manifest = &self.program.manifest;
        let target = match arguments::render_target(manifest, cmd, render.as_deref(), false) {
            Ok(t) => t,
            Err(e) => return ready(Outcome::Invalid(e)),
        };
        let ctx = dispatch::CallContext {
            connection: Some(connection),
            instance,
            sink,
            waits: self.waits.clone(),
            trace,
        };
        Box::pin(async move {
            match self.program.call_in(target, values, &ctx).await {
                Ok(text) => match &target.ret.mime {
                    Some(mime) => Outcome::Media(mime.clone(), arguments::raw_bytes(&text)),
                    None => Outcome::Ok(text),
                },
                Err(CallError::Failed(m)) => Outcome::Failed(m),
                Err(e) => Outcome::Failed(e.to_string()),
            }
        })
    }

    fn dry_run(&self, tool: usize, args: &Object, connection: u64) -> Result<String, String> {
        let Some(cmd) = self.commands.get(tool) else {
            return Ok(json::Obj::new()
                .str("releases", "a keyed instance")
                .finish());
        };
        let values = arguments::from_properties(cmd, &self.properties[tool], args)
            .map_err(|e| e.to_string())?;
        let ctx = dispatch::CallContext {
            connection: Some(connection),
            instance: arguments::instance_of(args),
            sink: None,
            waits: None,
            trace: None,
        };
        let call = json::Obj::new()
            .str("command", &cmd.name)
            .raw(
                "args",
                &json::array_of_raw(values.iter().map(json::to_string)),
            )
            .str("runs_on", &self.program.describe_target(cmd, &ctx))
            .finish();
        Ok(call)
    }

    fn abandoned(&self, tool: usize) -> &'static str {
        match self.commands.get(tool) {
            Some(cmd) => crate::dispatch::abandoned(&self.program.manifest, cmd),
            None => crate::dispatch::WORKER_REPLACED,
        }
    }

    fn release(&self, connection: u64) {
        self.program.release_connection(connection);
    }

    fn module_of(&self, _tool: usize) -> Option<&str> {
        Some(&self.program.manifest.name)
    }
}

impl ProgramBackend {
    /// `<pool>__release {instance}`: ends a keyed instance;
    /// `<pool>__open {}`: opens a private instance and returns its handle.
    fn release_tool(&self, tool: usize, args: &Object) -> Outcome {
        let extra = tool.saturating_sub(self.commands.len());
        let result = match self.release_pools.get(extra) {
            Some(&pool) => instances::release_in(&self.program, pool, args),
            None => match self.open_pools.get(extra - self.release_pools.len()) {
                Some(&pool) => match instances::open_in(&self.program, pool, args) {
                    Ok(text) => Ok(text),
                    Err(instances::OpenError::Invalid(msg)) => Err(msg),
                    Err(instances::OpenError::Failed(msg)) => return Outcome::Failed(msg),
                },
                None => Err("unknown tool".into()),
            },
        };
        match result {
            Ok(text) => Outcome::Ok(text),
            Err(msg) => Outcome::Invalid(msg),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// glibc serves allocations of up to about 1,000 bytes from its
    /// per-thread cache; a larger one goes to the main heap and, while fast
    /// bins hold chunks, consolidates them first. The two futures each call
    /// allocates (the request's, boxed by the serving loop, and the
    /// backend's) were 1.3 and 3.6 KiB, so every call paid for that.
    #[test]
    fn the_futures_every_call_allocates_stay_under_a_thousand_bytes() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/combat");
        let manifest = crate::programs::load(dir).expect("examples/combat loads");
        let program = Arc::new(Program::new(Arc::new(manifest), None, None));
        let backend = Arc::new(ProgramBackend::new(program, true));
        let tool = backend
            .tools()
            .iter()
            .position(|t| t.name == "rollAdv")
            .expect("combat exports rollAdv");
        // Built, never polled: nothing starts.
        let call = backend.call_reporting(tool, Object::new(), 1, None);
        let backend_bytes = std::mem::size_of_val(&*call);
        drop(call);
        let adapter = Adapter::new(backend, Options::default());
        let line = br#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"rollAdv"}}"#;
        let request = adapter.handle_bytes(line);
        let request_bytes = std::mem::size_of_val(&request);
        drop(request);
        // The serving loop's own block adds its line, channel and adapter.
        assert!(
            request_bytes <= 900,
            "a request's future is {request_bytes} bytes"
        );
        assert!(
            backend_bytes <= 1000,
            "a backend call's future is {backend_bytes} bytes"
        );
    }
}
