//! loadgen: a lean load generator for nexus benchmarks (std only).
//!
//! Modes (see `loadgen help`):
//!   mcp-stdio    spawn an MCP server, handshake, then drive tools/call over stdio
//!   zero-stdio   the same against loadgen's own zero-work responder (the ceiling)
//!   http         keep-alive HTTP/1.1 load, one blocking thread per connection
//!   zero-http    a zero-work HTTP responder, one thread on epoll (the HTTP ceiling)
//!   cpu-ns       CPU time so far of a process tree (for per-request CPU)
//!   mcp-session  open an MCP Streamable HTTP session and print its id (for wrk)
//!
//! Every measuring mode prints one line `RESULT key=value ...` on stdout, so
//! scripts can pick fields with awk.

use std::collections::HashMap;
use std::io::{BufRead, BufReader, BufWriter, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

const HELP: &str = "\
usage:
  loadgen mcp-stdio --cmd \"<server command line>\" [--calls N] [--inflight K]
                    [--warmup W] [--tool NAME] [--args JSON] [--expect TEXT]
                    [--label L] [--timeout SECS]
  loadgen zero-stdio [--calls N] [--inflight K] [--warmup W]
  loadgen http --url http://127.0.0.1:PORT/path [--method M] [--body B]
               [--header 'K: V']... [--conns C] [--duration S] [--warmup S]
               [--mcp-session] [--expect TEXT] [--label L]
  loadgen zero-http [--port P] [--port-file F]
  loadgen cpu-ns --pid P
  loadgen mcp-session --url http://127.0.0.1:PORT/mcp

mcp-stdio spawns `sh -c \"exec <cmd>\"`, measures the time from spawn to the
answer of the first tools/list (after initialize and notifications/initialized,
as a real client does), warms up with W calls, then sends N tools/call
requests keeping K in flight (K=1: sequential), matching replies by id.
Defaults: --calls 20000 --inflight 1 --warmup 2000 --tool fighterDamage
--args '{\"_1\":15}'. The server's stderr is inherited.

http keeps --conns connections alive (one thread each) for --warmup seconds
unmeasured, then --duration seconds measured. In --body, `{id}` is replaced
by a fresh number per request (JSON-RPC ids must be unique within a
session). --mcp-session first sends initialize and notifications/initialized
and adds the Mcp-Session-Id and MCP-Protocol-Version headers to every request.

Output: one line `RESULT key=value ...` (rate in calls/s, latencies in µs,
times in ms, memory in KiB: hwm_kb is the VmHWM of the spawned process,
tree_hwm_kb the sum of VmHWM over it and its descendants; server_cpu_us is
the CPU time of the server and its descendants per measured call (from
/proc/*/task/*/schedstat), cpu_by_process the same split by process name,
client_cpu_us loadgen's own).
";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(mode) = args.first() else {
        eprint!("{HELP}");
        std::process::exit(2);
    };
    let opts = Opts::parse(&args[1..]);
    let code = match mode.as_str() {
        "mcp-stdio" => mcp_stdio(&opts, None),
        "zero-stdio" => {
            let me = std::env::current_exe().expect("current_exe");
            mcp_stdio(
                &opts,
                Some(format!(
                    "{} zero-server",
                    shell_quote(&me.display().to_string())
                )),
            )
        }
        "zero-server" => zero_server(),
        "http" => http_load(&opts),
        "zero-http" => zero_http(&opts),
        "mcp-session" => match mcp_session(&Url::parse(&opts.req("url")), &opts.all("header")) {
            Ok(id) => {
                println!("{id}");
                0
            }
            Err(e) => {
                eprintln!("loadgen: {e}");
                1
            }
        },
        "cpu-ns" => {
            // CPU time so far of a process and its descendants, in ns, by name.
            let pid = opts
                .req("pid")
                .parse::<u32>()
                .unwrap_or_else(|_| die("--pid needs a number"));
            let cpu = cpu_ns(&tree(pid));
            let total: u64 = cpu.values().map(|(_, t)| t).sum();
            let mut by: HashMap<String, u64> = HashMap::new();
            for (comm, t) in cpu.values() {
                *by.entry(comm.replace([' ', ','], "_")).or_default() += t;
            }
            let mut by: Vec<_> = by.into_iter().collect();
            by.sort();
            let by: Vec<String> = by.iter().map(|(c, t)| format!("{c}:{t}")).collect();
            println!("{total} {}", by.join(","));
            0
        }
        "help" | "--help" | "-h" => {
            print!("{HELP}");
            0
        }
        other => {
            eprintln!("loadgen: unknown mode {other:?}\n{HELP}");
            2
        }
    };
    std::process::exit(code);
}

// ---------------------------------------------------------------- options

struct Opts {
    map: HashMap<String, Vec<String>>,
}

impl Opts {
    fn parse(args: &[String]) -> Opts {
        let mut map: HashMap<String, Vec<String>> = HashMap::new();
        let mut i = 0;
        while i < args.len() {
            let a = &args[i];
            let Some(name) = a.strip_prefix("--") else {
                die(&format!("unexpected argument {a:?}"));
            };
            // Flags without a value.
            if matches!(name, "mcp-session") {
                map.entry(name.to_string()).or_default().push(String::new());
                i += 1;
                continue;
            }
            let Some(v) = args.get(i + 1) else {
                die(&format!("--{name} needs a value"))
            };
            map.entry(name.to_string()).or_default().push(v.clone());
            i += 2;
        }
        Opts { map }
    }
    fn get(&self, k: &str) -> Option<&str> {
        self.map.get(k).and_then(|v| v.last()).map(|s| s.as_str())
    }
    fn has(&self, k: &str) -> bool {
        self.map.contains_key(k)
    }
    fn req(&self, k: &str) -> String {
        self.get(k)
            .unwrap_or_else(|| die(&format!("--{k} is required")))
            .to_string()
    }
    fn all(&self, k: &str) -> Vec<String> {
        self.map.get(k).cloned().unwrap_or_default()
    }
    fn num(&self, k: &str, default: f64) -> f64 {
        match self.get(k) {
            None => default,
            Some(v) => v
                .parse()
                .unwrap_or_else(|_| die(&format!("--{k}: {v:?} is not a number"))),
        }
    }
}

fn die(msg: &str) -> ! {
    eprintln!("loadgen: {msg}");
    std::process::exit(2);
}

fn shell_quote(s: &str) -> String {
    format!("'{}'", s.replace('\'', "'\\''"))
}

// ---------------------------------------------------------------- stats

struct Stats {
    count: usize,
    p50_us: f64,
    p99_us: f64,
    max_us: f64,
}

fn stats(mut lat_ns: Vec<u64>) -> Stats {
    lat_ns.sort_unstable();
    let n = lat_ns.len();
    if n == 0 {
        return Stats {
            count: 0,
            p50_us: 0.0,
            p99_us: 0.0,
            max_us: 0.0,
        };
    }
    let at = |q: f64| lat_ns[((n as f64 * q) as usize).min(n - 1)] as f64 / 1000.0;
    Stats {
        count: n,
        p50_us: at(0.50),
        p99_us: at(0.99),
        max_us: lat_ns[n - 1] as f64 / 1000.0,
    }
}

// ---------------------------------------------------------------- MCP over stdio

/// Finds the integer after `"id":` in a JSON-RPC reply line (top level
/// comes first in every server we drive; a nested "id" inside a result would
/// come after it).
fn reply_id(line: &[u8]) -> Option<u64> {
    let key = b"\"id\"";
    let pos = line.windows(key.len()).position(|w| w == key)?;
    let mut i = pos + key.len();
    while i < line.len() && (line[i] == b' ' || line[i] == b':') {
        i += 1;
    }
    let start = i;
    let mut v: u64 = 0;
    while i < line.len() && line[i].is_ascii_digit() {
        v = v * 10 + (line[i] - b'0') as u64;
        i += 1;
    }
    (i > start).then_some(v)
}

fn contains(hay: &[u8], needle: &[u8]) -> bool {
    needle.is_empty() || hay.windows(needle.len()).any(|w| w == needle)
}

struct Stdio_ {
    child: Child,
    out: BufWriter<std::process::ChildStdin>,
    inp: BufReader<std::process::ChildStdout>,
    line: Vec<u8>,
}

impl Stdio_ {
    fn send(&mut self, msg: &str) {
        self.out
            .write_all(msg.as_bytes())
            .and_then(|_| self.out.write_all(b"\n"))
            .unwrap_or_else(|e| die(&format!("write to server: {e}")));
    }
    fn flush(&mut self) {
        self.out
            .flush()
            .unwrap_or_else(|e| die(&format!("write to server: {e}")));
    }
    /// Next reply that carries an id; notifications and requests from the
    /// server are skipped.
    fn recv(&mut self) -> u64 {
        loop {
            self.line.clear();
            match self.inp.read_until(b'\n', &mut self.line) {
                Ok(0) => die("the server closed its stdout"),
                Ok(_) => {}
                Err(e) => die(&format!("read from server: {e}")),
            }
            if contains(&self.line, b"\"method\"") {
                continue;
            }
            if let Some(id) = reply_id(&self.line) {
                return id;
            }
        }
    }
    /// Whether a complete line is already buffered (then we need not flush
    /// before reading it).
    fn line_buffered(&self) -> bool {
        self.inp.buffer().contains(&b'\n')
    }
}

struct Calls {
    prefix: String,
    suffix: String,
    expect: Vec<u8>,
}

impl Calls {
    fn request(&self, id: u64) -> String {
        format!("{}{id}{}", self.prefix, self.suffix)
    }
}

/// Runs `count` calls with ids `base..base+count`, `inflight` at a time.
/// Returns per-call latencies, elapsed time and the number of bad replies.
fn run_calls(
    io: &mut Stdio_,
    calls: &Calls,
    base: u64,
    count: usize,
    inflight: usize,
) -> (Vec<u64>, Duration, usize) {
    let mut sent_at: Vec<Option<Instant>> = vec![None; count];
    let mut lat = Vec::with_capacity(count);
    let mut bad = 0usize;
    let mut sent = 0usize;
    let start = Instant::now();
    while sent < inflight.min(count) {
        let req = calls.request(base + sent as u64);
        io.send(&req);
        sent_at[sent] = Some(Instant::now());
        sent += 1;
    }
    io.flush();
    let mut done = 0usize;
    while done < count {
        let id = io.recv();
        let now = Instant::now();
        let Some(slot) = id
            .checked_sub(base)
            .map(|i| i as usize)
            .filter(|&i| i < count)
        else {
            die(&format!(
                "reply with an unexpected id {id}: {}",
                String::from_utf8_lossy(&io.line)
            ));
        };
        let Some(t) = sent_at[slot].take() else {
            die(&format!("duplicate reply for id {id}"))
        };
        lat.push(now.duration_since(t).as_nanos() as u64);
        if !contains(&io.line, b"\"result\"")
            || contains(&io.line, b"\"isError\":true")
            || !contains(&io.line, &calls.expect)
        {
            if bad == 0 {
                eprintln!(
                    "loadgen: unexpected reply: {}",
                    String::from_utf8_lossy(&io.line).trim_end()
                );
            }
            bad += 1;
        }
        done += 1;
        if sent < count {
            let req = calls.request(base + sent as u64);
            io.send(&req);
            sent_at[sent] = Some(Instant::now());
            sent += 1;
        }
        if !io.line_buffered() {
            io.flush();
        }
    }
    (lat, start.elapsed(), bad)
}

fn mcp_stdio(opts: &Opts, zero_cmd: Option<String>) -> i32 {
    let cmd = zero_cmd.clone().unwrap_or_else(|| opts.req("cmd"));
    let calls_n = opts.num("calls", 20000.0) as usize;
    let inflight = (opts.num("inflight", 1.0) as usize).max(1);
    let warmup = opts.num("warmup", (calls_n / 10).clamp(200, 2000) as f64) as usize;
    let tool = opts.get("tool").unwrap_or("fighterDamage").to_string();
    let targs = opts.get("args").unwrap_or("{\"_1\":15}").to_string();
    let label = opts
        .get("label")
        .unwrap_or(if zero_cmd.is_some() {
            "zero-stdio"
        } else {
            "mcp-stdio"
        })
        .to_string();
    let expect = opts.get("expect").unwrap_or("").as_bytes().to_vec();
    let timeout = opts.num("timeout", 600.0);

    // A watchdog, so a wedged server cannot hang a benchmark script forever.
    std::thread::spawn(move || {
        std::thread::sleep(Duration::from_secs_f64(timeout));
        eprintln!("loadgen: timed out after {timeout} s");
        std::process::exit(3);
    });

    let t0 = Instant::now();
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(format!("exec {cmd}"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap_or_else(|e| die(&format!("cannot spawn {cmd:?}: {e}")));
    let out = BufWriter::with_capacity(1 << 16, child.stdin.take().unwrap());
    let inp = BufReader::with_capacity(1 << 16, child.stdout.take().unwrap());
    let mut io = Stdio_ {
        child,
        out,
        inp,
        line: Vec::with_capacity(512),
    };

    io.send(r#"{"jsonrpc":"2.0","id":1000000000,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"loadgen","version":"0.1.0"}}}"#);
    io.flush();
    io.recv();
    let init_ms = t0.elapsed().as_secs_f64() * 1e3;
    io.send(r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#);
    io.send(r#"{"jsonrpc":"2.0","id":1000000001,"method":"tools/list"}"#);
    io.flush();
    io.recv();
    let list_ms = t0.elapsed().as_secs_f64() * 1e3;
    if zero_cmd.is_none() && !contains(&io.line, format!("\"name\":\"{tool}\"").as_bytes()) {
        die(&format!(
            "tools/list does not name {tool}: {}",
            String::from_utf8_lossy(&io.line)
        ));
    }

    let calls = Calls {
        prefix: r#"{"jsonrpc":"2.0","id":"#.to_string(),
        suffix: format!(
            r#","method":"tools/call","params":{{"name":{},"arguments":{targs}}}}}"#,
            json_str(&tool)
        ),
        expect,
    };
    // The first call alone: on nexus it may include starting the pool.
    let (_, first, _) = run_calls(&mut io, &calls, 0, 1, 1);
    let first_call_ms = t0.elapsed().as_secs_f64() * 1e3;
    let _ = first;
    let (_, _, warm_bad) = run_calls(&mut io, &calls, 1, warmup, inflight);
    let pids = tree(io.child.id());
    let me = std::process::id();
    let (cpu0, self0) = (cpu_ns(&pids), cpu_ns(&[me]));
    let (lat, elapsed, bad) = run_calls(&mut io, &calls, 1 + warmup as u64, calls_n, inflight);
    let (cpu1, self1) = (cpu_ns(&pids), cpu_ns(&[me]));
    let (server_cpu, server_cpu_total) = cpu_per_call(&cpu0, &cpu1, calls_n);
    let (_, client_cpu) = cpu_per_call(&self0, &self1, calls_n);
    let (hwm, tree_hwm, procs) = memory(io.child.id());

    // EOF on stdin: the server should finish and exit.
    drop(io.out);
    let exit_deadline = Instant::now() + Duration::from_secs(10);
    let status = loop {
        match io.child.try_wait() {
            Ok(Some(s)) => {
                break s
                    .code()
                    .map(|c| c.to_string())
                    .unwrap_or_else(|| "signal".into());
            }
            Ok(None) if Instant::now() < exit_deadline => {
                std::thread::sleep(Duration::from_millis(5))
            }
            _ => {
                let _ = io.child.kill();
                let _ = io.child.wait();
                break "killed".into();
            }
        }
    };
    let s = stats(lat);
    let rate = s.count as f64 / elapsed.as_secs_f64();
    println!(
        "RESULT label={label} mode=stdio calls={} inflight={inflight} secs={:.3} rate={rate:.0} p50_us={:.1} p99_us={:.1} max_us={:.0} \
         init_ms={init_ms:.1} first_list_ms={list_ms:.1} first_call_ms={first_call_ms:.1} errors={} hwm_kb={hwm} tree_hwm_kb={tree_hwm} procs={procs} exit={status} \
         server_cpu_us={server_cpu_total:.1} client_cpu_us={client_cpu:.1} cpu_by_process={server_cpu}",
        s.count,
        elapsed.as_secs_f64(),
        s.p50_us,
        s.p99_us,
        s.max_us,
        bad + warm_bad
    );
    if bad + warm_bad > 0 { 1 } else { 0 }
}

fn json_str(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// `pid` and all its descendants.
fn tree(pid: u32) -> Vec<u32> {
    let mut parents: HashMap<u32, Vec<u32>> = HashMap::new();
    if let Ok(dir) = std::fs::read_dir("/proc") {
        for e in dir.flatten() {
            let Ok(p) = e.file_name().to_string_lossy().parse::<u32>() else {
                continue;
            };
            let Ok(stat) = std::fs::read_to_string(format!("/proc/{p}/stat")) else {
                continue;
            };
            // pid (comm) state ppid ...; comm may hold spaces, so cut at the last ')'.
            let Some(rest) = stat.rfind(')').map(|i| &stat[i + 1..]) else {
                continue;
            };
            if let Some(ppid) = rest
                .split_whitespace()
                .nth(1)
                .and_then(|v| v.parse::<u32>().ok())
            {
                parents.entry(ppid).or_default().push(p);
            }
        }
    }
    let mut out = Vec::new();
    let mut stack = vec![pid];
    while let Some(p) = stack.pop() {
        out.push(p);
        if let Some(kids) = parents.get(&p) {
            stack.extend(kids);
        }
    }
    out
}

/// CPU time (ns, all threads, from schedstat) of each process in the tree,
/// keyed by pid, with its comm.
fn cpu_ns(pids: &[u32]) -> HashMap<u32, (String, u64)> {
    let mut out = HashMap::new();
    for &p in pids {
        let comm = std::fs::read_to_string(format!("/proc/{p}/comm"))
            .unwrap_or_default()
            .trim()
            .to_string();
        let mut total = 0u64;
        if let Ok(tasks) = std::fs::read_dir(format!("/proc/{p}/task")) {
            for t in tasks.flatten() {
                if let Ok(s) = std::fs::read_to_string(t.path().join("schedstat")) {
                    total += s
                        .split_whitespace()
                        .next()
                        .and_then(|v| v.parse::<u64>().ok())
                        .unwrap_or(0);
                }
            }
        }
        out.insert(p, (comm, total));
    }
    out
}

/// CPU µs per call by process name, over the measured phase:
/// "nexus:12.3,python3:20.1".
fn cpu_per_call(
    before: &HashMap<u32, (String, u64)>,
    after: &HashMap<u32, (String, u64)>,
    calls: usize,
) -> (String, f64) {
    let mut by: Vec<(String, f64)> = Vec::new();
    let mut total = 0.0;
    for (pid, (comm, t1)) in after {
        let t0 = before.get(pid).map(|b| b.1).unwrap_or(0);
        let us = t1.saturating_sub(t0) as f64 / 1000.0 / calls.max(1) as f64;
        total += us;
        match by.iter_mut().find(|(c, _)| c == comm) {
            Some(e) => e.1 += us,
            None => by.push((comm.clone(), us)),
        }
    }
    by.sort_by(|a, b| b.1.partial_cmp(&a.1).unwrap());
    let s = by
        .iter()
        .filter(|(_, us)| *us >= 0.05)
        .map(|(c, us)| format!("{}:{us:.1}", c.replace([' ', ','], "_")))
        .collect::<Vec<_>>()
        .join(",");
    (if s.is_empty() { "-".into() } else { s }, total)
}

/// VmHWM of `pid`, the sum over it and all its descendants, and how many
/// processes that is.
fn memory(pid: u32) -> (u64, u64, usize) {
    let hwm = |p: u32| -> u64 {
        std::fs::read_to_string(format!("/proc/{p}/status"))
            .ok()
            .and_then(|s| {
                s.lines()
                    .find(|l| l.starts_with("VmHWM:"))
                    .and_then(|l| l.split_whitespace().nth(1).and_then(|v| v.parse().ok()))
            })
            .unwrap_or(0)
    };
    let pids = tree(pid);
    (hwm(pid), pids.iter().map(|&p| hwm(p)).sum(), pids.len())
}

/// The zero-work JSON-RPC responder: one canned result per request line,
/// flushed whenever no further complete line is buffered.
fn zero_server() -> i32 {
    let stdin = std::io::stdin();
    let mut inp = BufReader::with_capacity(1 << 16, stdin.lock());
    let stdout = std::io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut line = Vec::with_capacity(512);
    loop {
        line.clear();
        match inp.read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        if let Some(id) = reply_id(&line) {
            let _ = write!(
                out,
                "{{\"jsonrpc\":\"2.0\",\"id\":{id},\"result\":{{\"content\":[{{\"type\":\"text\",\"text\":\"12\"}}],\"isError\":false}}}}\n"
            );
        }
        if !inp.buffer().contains(&b'\n') && out.flush().is_err() {
            break;
        }
    }
    let _ = out.flush();
    0
}

// ---------------------------------------------------------------- HTTP

#[derive(Clone)]
struct Url {
    host: String,
    port: u16,
    path: String,
}

impl Url {
    fn parse(s: &str) -> Url {
        let rest = s
            .strip_prefix("http://")
            .unwrap_or_else(|| die("only http:// URLs are supported"));
        let (authority, path) = match rest.find('/') {
            Some(i) => (&rest[..i], &rest[i..]),
            None => (rest, "/"),
        };
        let (host, port) = match authority.rsplit_once(':') {
            Some((h, p)) => (h.to_string(), p.parse().unwrap_or_else(|_| die("bad port"))),
            None => (authority.to_string(), 80),
        };
        Url {
            host,
            port,
            path: path.to_string(),
        }
    }
    fn authority(&self) -> String {
        format!("{}:{}", self.host, self.port)
    }
}

struct Response {
    status: u16,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Response {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// A keep-alive HTTP/1.1 connection with its own read buffer.
struct Conn {
    stream: TcpStream,
    buf: Vec<u8>,
    start: usize,
    end: usize,
}

impl Conn {
    fn open(url: &Url) -> std::io::Result<Conn> {
        let stream = TcpStream::connect(url.authority())?;
        stream.set_nodelay(true)?;
        stream.set_read_timeout(Some(Duration::from_secs(30)))?;
        Ok(Conn {
            stream,
            buf: vec![0; 1 << 16],
            start: 0,
            end: 0,
        })
    }

    fn fill(&mut self) -> std::io::Result<()> {
        if self.start > 0 {
            self.buf.copy_within(self.start..self.end, 0);
            self.end -= self.start;
            self.start = 0;
        }
        if self.end == self.buf.len() {
            self.buf.resize(self.buf.len() * 2, 0);
        }
        let n = self.stream.read(&mut self.buf[self.end..])?;
        if n == 0 {
            return Err(std::io::Error::new(
                std::io::ErrorKind::UnexpectedEof,
                "connection closed",
            ));
        }
        self.end += n;
        Ok(())
    }

    fn read_line(&mut self) -> std::io::Result<String> {
        loop {
            if let Some(i) = self.buf[self.start..self.end]
                .windows(2)
                .position(|w| w == b"\r\n")
            {
                let line =
                    String::from_utf8_lossy(&self.buf[self.start..self.start + i]).into_owned();
                self.start += i + 2;
                return Ok(line);
            }
            self.fill()?;
        }
    }

    fn read_exact_into(&mut self, n: usize, out: &mut Vec<u8>) -> std::io::Result<()> {
        while self.end - self.start < n {
            self.fill()?;
        }
        out.extend_from_slice(&self.buf[self.start..self.start + n]);
        self.start += n;
        Ok(())
    }

    /// One request and its response.
    fn exchange(&mut self, request: &[u8], keep_body: bool) -> std::io::Result<Response> {
        self.stream.write_all(request)?;
        let status_line = self.read_line()?;
        let status: u16 = status_line
            .split_whitespace()
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        let mut headers = Vec::new();
        loop {
            let line = self.read_line()?;
            if line.is_empty() {
                break;
            }
            if let Some((k, v)) = line.split_once(':') {
                headers.push((k.trim().to_string(), v.trim().to_string()));
            }
        }
        let mut resp = Response {
            status,
            headers,
            body: Vec::new(),
        };
        let chunked = resp
            .header("transfer-encoding")
            .is_some_and(|v| v.to_ascii_lowercase().contains("chunked"));
        let mut body = Vec::new();
        if chunked {
            loop {
                let size_line = self.read_line()?;
                let size =
                    usize::from_str_radix(size_line.split(';').next().unwrap_or("").trim(), 16)
                        .map_err(|_| {
                            std::io::Error::new(std::io::ErrorKind::InvalidData, "bad chunk size")
                        })?;
                if size == 0 {
                    while !self.read_line()?.is_empty() {}
                    break;
                }
                self.read_exact_into(size, &mut body)?;
                self.read_line()?;
            }
        } else {
            let len: usize = resp
                .header("content-length")
                .and_then(|v| v.parse().ok())
                .unwrap_or(0);
            self.read_exact_into(len, &mut body)?;
        }
        if keep_body {
            resp.body = body;
        }
        Ok(resp)
    }
}

fn build_request(url: &Url, method: &str, headers: &[String], body: &str) -> Vec<u8> {
    let mut r = format!(
        "{method} {} HTTP/1.1\r\nHost: {}\r\n",
        url.path,
        url.authority()
    );
    for h in headers {
        r.push_str(h);
        r.push_str("\r\n");
    }
    if !body.is_empty() || method == "POST" {
        r.push_str(&format!("Content-Length: {}\r\n", body.len()));
    }
    r.push_str("\r\n");
    r.push_str(body);
    r.into_bytes()
}

const MCP_HEADERS: [&str; 2] = [
    "Content-Type: application/json",
    "Accept: application/json, text/event-stream",
];

/// initialize + notifications/initialized; returns the Mcp-Session-Id.
fn mcp_session(url: &Url, extra: &[String]) -> Result<String, String> {
    let mut conn = Conn::open(url).map_err(|e| format!("connect {}: {e}", url.authority()))?;
    let mut headers: Vec<String> = MCP_HEADERS.iter().map(|s| s.to_string()).collect();
    headers.extend(extra.iter().cloned());
    let init = r#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"loadgen","version":"0.1.0"}}}"#;
    let resp = conn
        .exchange(&build_request(url, "POST", &headers, init), true)
        .map_err(|e| e.to_string())?;
    if resp.status != 200 {
        return Err(format!(
            "initialize got HTTP {}: {}",
            resp.status,
            String::from_utf8_lossy(&resp.body)
        ));
    }
    let id = resp
        .header("mcp-session-id")
        .ok_or("initialize returned no Mcp-Session-Id")?
        .to_string();
    headers.push(format!("Mcp-Session-Id: {id}"));
    headers.push("MCP-Protocol-Version: 2025-06-18".into());
    let note = r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#;
    let resp = conn
        .exchange(&build_request(url, "POST", &headers, note), false)
        .map_err(|e| e.to_string())?;
    if resp.status != 202 && resp.status != 200 && resp.status != 204 {
        return Err(format!(
            "notifications/initialized got HTTP {}",
            resp.status
        ));
    }
    Ok(id)
}

fn http_load(opts: &Opts) -> i32 {
    let url = Url::parse(&opts.req("url"));
    let conns = (opts.num("conns", 16.0) as usize).max(1);
    let duration = Duration::from_secs_f64(opts.num("duration", 5.0));
    let warmup = Duration::from_secs_f64(opts.num("warmup", 1.0));
    let label = opts.get("label").unwrap_or("http").to_string();
    let expect = opts.get("expect").unwrap_or("").as_bytes().to_vec();
    let body = opts.get("body").unwrap_or("").to_string();
    let mut headers = opts.all("header");
    let method = opts.get("method").map(str::to_string).unwrap_or_else(|| {
        if body.is_empty() {
            "GET".into()
        } else {
            "POST".into()
        }
    });
    if opts.has("mcp-session") {
        let id = mcp_session(&url, &headers).unwrap_or_else(|e| die(&e));
        headers.extend(MCP_HEADERS.iter().map(|s| s.to_string()));
        headers.push(format!("Mcp-Session-Id: {id}"));
        headers.push("MCP-Protocol-Version: 2025-06-18".into());
    } else if !body.is_empty()
        && !headers
            .iter()
            .any(|h| h.to_ascii_lowercase().starts_with("content-type"))
    {
        headers.push("Content-Type: application/json".into());
    }
    // A body holding `{id}` gets a fresh JSON-RPC id per request: ids must
    // be unique among a session's requests in flight (a server may treat a
    // reused id as a cancel or route the reply to the wrong waiter).
    let template = Arc::new(match body.split_once("{id}") {
        Some((a, b)) => (a.to_string(), Some(b.to_string())),
        None => (String::new(), None),
    });
    let limit = warmup + duration + Duration::from_secs(60);
    std::thread::spawn(move || {
        std::thread::sleep(limit);
        eprintln!("loadgen: timed out");
        std::process::exit(3);
    });
    let request = Arc::new(build_request(&url, &method, &headers, &body));
    let headers = Arc::new(headers);
    let expect = Arc::new(expect);
    let server_pids = opts.get("pid").map(|p| {
        tree(
            p.parse::<u32>()
                .unwrap_or_else(|_| die("--pid needs a number")),
        )
    });
    let barrier = Arc::new(Barrier::new(conns + 1));
    let failed = Arc::new(AtomicBool::new(false));
    let mut threads = Vec::new();
    for _ in 0..conns {
        let (url, request, expect, barrier, failed) = (
            url.clone(),
            request.clone(),
            expect.clone(),
            barrier.clone(),
            failed.clone(),
        );
        let (template, headers, method) = (template.clone(), headers.clone(), method.clone());
        let thread_index = threads.len() as u64;
        threads.push(std::thread::spawn(move || -> (Vec<u64>, usize) {
            let mut next_id = (thread_index + 1) * 1_000_000_000;
            let mut dynamic: Vec<u8>;
            let conn = Conn::open(&url);
            barrier.wait();
            let mut conn = match conn {
                Ok(c) => c,
                Err(e) => {
                    eprintln!("loadgen: connect: {e}");
                    failed.store(true, Ordering::Relaxed);
                    return (Vec::new(), 1);
                }
            };
            let start = Instant::now();
            let (warm_end, end) = (start + warmup, start + warmup + duration);
            let mut lat = Vec::with_capacity(1 << 16);
            let mut bad = 0;
            loop {
                let t = Instant::now();
                if t >= end {
                    break;
                }
                let req: &[u8] = match &template.1 {
                    None => &request,
                    Some(suffix) => {
                        next_id += 1;
                        dynamic = build_request(
                            &url,
                            &method,
                            &headers,
                            &format!("{}{next_id}{suffix}", template.0),
                        );
                        &dynamic
                    }
                };
                match conn.exchange(req, !expect.is_empty()) {
                    Ok(resp) => {
                        let now = Instant::now();
                        let ok = (200..300).contains(&resp.status) && contains(&resp.body, &expect);
                        if t >= warm_end {
                            lat.push(now.duration_since(t).as_nanos() as u64);
                            if !ok {
                                if bad == 0 {
                                    eprintln!(
                                        "loadgen: unexpected response {}: {}",
                                        resp.status,
                                        String::from_utf8_lossy(&resp.body)
                                    );
                                }
                                bad += 1;
                            }
                        }
                        if resp
                            .header("connection")
                            .is_some_and(|v| v.eq_ignore_ascii_case("close"))
                        {
                            match Conn::open(&url) {
                                Ok(c) => conn = c,
                                Err(_) => break,
                            }
                        }
                    }
                    Err(e) => {
                        eprintln!("loadgen: {e}");
                        bad += 1;
                        match Conn::open(&url) {
                            Ok(c) => conn = c,
                            Err(_) => break,
                        }
                    }
                }
            }
            (lat, bad)
        }));
    }
    barrier.wait();
    // The measured phase starts after the warm-up.
    std::thread::sleep(warmup);
    let cpu0 = server_pids.as_ref().map(|p| cpu_ns(p));
    std::thread::sleep(duration);
    let cpu1 = server_pids.as_ref().map(|p| cpu_ns(p));
    let mut all = Vec::new();
    let mut bad = 0;
    for t in threads {
        let (lat, b) = t.join().unwrap();
        all.extend(lat);
        bad += b;
    }
    let s = stats(all);
    let rate = s.count as f64 / duration.as_secs_f64();
    let cpu = match (&cpu0, &cpu1) {
        (Some(a), Some(b)) => {
            let (by, total) = cpu_per_call(a, b, s.count);
            format!(" server_cpu_us={total:.1} cpu_by_process={by}")
        }
        _ => String::new(),
    };
    println!(
        "RESULT label={label} mode=http conns={conns} secs={:.3} requests={} rate={rate:.0} p50_us={:.1} p99_us={:.1} max_us={:.0} errors={bad}{cpu}",
        duration.as_secs_f64(),
        s.count,
        s.p50_us,
        s.p99_us,
        s.max_us
    );
    if bad > 0 || failed.load(Ordering::Relaxed) {
        1
    } else {
        0
    }
}

/// A zero-work HTTP/1.1 responder: one thread, epoll (declared here against
/// the C library that std already links; no crates), keep-alive, a canned
/// 200 reply per request (pipelined requests are answered in order).
fn zero_http(opts: &Opts) -> i32 {
    use std::os::fd::AsRawFd;
    #[cfg_attr(target_arch = "x86_64", repr(C, packed))]
    #[cfg_attr(not(target_arch = "x86_64"), repr(C))]
    #[derive(Clone, Copy)]
    struct EpollEvent {
        events: u32,
        data: u64,
    }
    unsafe extern "C" {
        fn epoll_create1(flags: i32) -> i32;
        fn epoll_ctl(epfd: i32, op: i32, fd: i32, event: *mut EpollEvent) -> i32;
        fn epoll_wait(epfd: i32, events: *mut EpollEvent, maxevents: i32, timeout: i32) -> i32;
    }
    const EPOLLIN: u32 = 0x001;
    const EPOLL_CTL_ADD: i32 = 1;
    const EPOLL_CTL_DEL: i32 = 2;
    const EPOLL_CLOEXEC: i32 = 0o2000000;
    const REPLY: &[u8] = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 15\r\n\r\n{\"status\":\"ok\"}";

    let port = opts.num("port", 0.0) as u16;
    let listener =
        TcpListener::bind(("127.0.0.1", port)).unwrap_or_else(|e| die(&format!("bind: {e}")));
    listener
        .set_nonblocking(true)
        .unwrap_or_else(|e| die(&format!("nonblocking: {e}")));
    let addr = listener.local_addr().unwrap();
    if let Some(f) = opts.get("port-file") {
        let tmp = format!("{f}.tmp");
        std::fs::write(&tmp, format!("{addr}\n"))
            .and_then(|_| std::fs::rename(&tmp, f))
            .unwrap_or_else(|e| die(&format!("{f}: {e}")));
    }
    println!("loadgen: zero-http on http://{addr}");
    let _ = std::io::stdout().flush();

    // Each thread runs its own epoll loop and accepts from the shared listener.
    let threads = (opts.num("threads", 2.0) as usize).max(1);
    let mut handles = Vec::new();
    for _ in 0..threads {
        let listener = listener
            .try_clone()
            .unwrap_or_else(|e| die(&format!("listener: {e}")));
        handles.push(std::thread::spawn(move || serve_loop(listener)));
    }
    for h in handles {
        let _ = h.join();
    }
    return 0;

    fn serve_loop(listener: TcpListener) {
        // SAFETY: plain syscalls on descriptors this function owns; the event
        // array outlives every call that fills it.
        let ep = unsafe { epoll_create1(EPOLL_CLOEXEC) };
        if ep < 0 {
            die("epoll_create1 failed");
        }
        let add = |fd: i32| {
            let mut ev = EpollEvent {
                events: EPOLLIN,
                data: fd as u64,
            };
            unsafe { epoll_ctl(ep, EPOLL_CTL_ADD, fd, &mut ev) }
        };
        let lfd = listener.as_raw_fd();
        add(lfd);
        let mut conns: HashMap<i32, (TcpStream, Vec<u8>)> = HashMap::new();
        let mut events = vec![EpollEvent { events: 0, data: 0 }; 256];
        let mut chunk = vec![0u8; 1 << 16];
        let mut out = Vec::with_capacity(1 << 16);
        loop {
            let n = unsafe { epoll_wait(ep, events.as_mut_ptr(), events.len() as i32, -1) };
            if n < 0 {
                continue; // EINTR
            }
            for i in 0..n as usize {
                let fd = events[i].data as i32;
                if fd == lfd {
                    while let Ok((stream, _)) = listener.accept() {
                        let _ = stream.set_nonblocking(true);
                        let _ = stream.set_nodelay(true);
                        let cfd = stream.as_raw_fd();
                        add(cfd);
                        conns.insert(cfd, (stream, Vec::new()));
                    }
                    continue;
                }
                let Some((stream, buf)) = conns.get_mut(&fd) else {
                    continue;
                };
                let mut closed = false;
                loop {
                    match stream.read(&mut chunk) {
                        Ok(0) => {
                            closed = true;
                            break;
                        }
                        Ok(k) => buf.extend_from_slice(&chunk[..k]),
                        Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => break,
                        Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                        Err(_) => {
                            closed = true;
                            break;
                        }
                    }
                }
                // Answer every complete request in the buffer.
                let mut pos = 0;
                out.clear();
                while let Some(end) = buf[pos..].windows(4).position(|w| w == b"\r\n\r\n") {
                    let head = &buf[pos..pos + end];
                    let mut len = 0usize;
                    for line in head.split(|&b| b == b'\n') {
                        let line = String::from_utf8_lossy(line);
                        if let Some((k, v)) = line.split_once(':')
                            && k.trim().eq_ignore_ascii_case("content-length")
                        {
                            len = v.trim().parse().unwrap_or(0);
                        }
                    }
                    if buf.len() < pos + end + 4 + len {
                        break;
                    }
                    pos += end + 4 + len;
                    out.extend_from_slice(REPLY);
                }
                buf.drain(..pos);
                let mut sent = 0;
                while sent < out.len() && !closed {
                    match stream.write(&out[sent..]) {
                        Ok(k) => sent += k,
                        Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                            std::thread::yield_now()
                        }
                        Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                        Err(_) => closed = true,
                    }
                }
                if closed {
                    unsafe { epoll_ctl(ep, EPOLL_CTL_DEL, fd, std::ptr::null_mut()) };
                    conns.remove(&fd);
                }
            }
        }
    }
}
