//! The container engine behind `nexus start --container IMAGE` (issue 44;
//! seed 001: `start` records "its process or container", and a container
//! server "runs with a read-only root file system").
//!
//! This module owns the engine's command lines and what its errors mean;
//! the lifecycle (`manage`) owns when to call them. The engine is podman or
//! docker, driven through its CLI, whose options both share (`run --detach
//! --read-only --tmpfs --shm-size -v -p --env`, `inspect --format`, `port`,
//! `logs --tail`, `stop --time`, `rm --force`).
//!
//! What the container gets:
//! - a read-only root; the only writable places are a tmpfs on `/tmp`, a
//!   sized `/dev/shm` (values of 1 MiB and more pass through it), and the
//!   state directory `$NEXUS_HOME/container`, mounted on purpose at
//!   `$NEXUS_HOME` inside (the server records its socket directory there);
//! - the nexus binary at `/nexus` and the installed programs and views at
//!   their own paths, all mounted read-only from the host: the image holds
//!   only the language runtimes (`deploy/image.sh`) and not nexus;
//! - every capability dropped, no new privileges, the caller's uid and gid;
//! - one published port, on the host address the operator chose (loopback
//!   unless told), and the token through the environment (`--env
//!   NEXUS_TOKEN`, without a value: the engine copies it from ours, so it
//!   is never on a command line).
//!
//! Inside, `nexus serve` binds the container's wildcard (the published
//! port reaches only that) with `--published-as HOST`, so seed 001's rules
//! (the plaintext acknowledgement, the token, the Host guard, eval's lock)
//! judge the address the operator exposed, unchanged.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The engines `--engine` accepts, in the order the default tries them.
pub const ENGINES: [&str; 2] = ["podman", "docker"];
/// The port the server binds inside the container.
pub const INNER_PORT: u16 = 8080;
/// Where the nexus binary is mounted inside the container.
pub const BIN_INSIDE: &str = "/nexus";
/// The size of the container's `/dev/shm` unless `--shm-size` says.
pub const DEFAULT_SHM: &str = "256m";
/// The state directory under `$NEXUS_HOME` the container may write.
pub const STATE_DIR: &str = "container";

/// What the operator asked for on `start`'s command line.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Request {
    pub image: String,
    /// `--engine podman|docker`; none means the first on PATH.
    pub engine: Option<String>,
    /// `--engine-arg ARG` (repeatable): passed to `ENGINE run` as given.
    pub engine_args: Vec<String>,
    /// `--nexus FILE`: the binary to mount; none means the running one.
    pub nexus: Option<PathBuf>,
    /// `--shm-size SIZE`.
    pub shm_size: Option<String>,
}

/// A running container, as `server.json` records it.
#[derive(Debug, Clone, PartialEq)]
pub struct Container {
    pub engine: String,
    pub id: String,
    pub image: String,
}

/// Everything one `ENGINE run` line is made from.
#[derive(Debug, Clone)]
pub struct Plan<'a> {
    pub engine: &'a str,
    pub image: &'a str,
    pub name: &'a str,
    pub nexus: &'a Path,
    pub home: &'a Path,
    pub host: &'a str,
    pub port: &'a str,
    pub shm_size: &'a str,
    pub user: (u32, u32),
    pub token: bool,
    pub engine_args: &'a [String],
    /// The tokens file (absolute), mounted read-only at its own path.
    pub tokens: Option<&'a Path>,
    /// `nexus serve`'s options besides home, host, port and published-as.
    pub serve_args: &'a [String],
}

/// The full path of `name` on `$PATH`, if it is there.
pub fn on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|p| p.is_file())
}

/// The engine to use: the one asked for, or the first of [`ENGINES`] on PATH.
pub fn choose_engine(requested: Option<&str>) -> Result<String, String> {
    match requested {
        Some(e) if !ENGINES.contains(&e) => Err(format!(
            "--engine takes podman or docker; got {e:?}"
        )),
        Some(e) => match on_path(e) {
            Some(_) => Ok(e.to_string()),
            None => Err(format!(
                "{e} is not installed (not on PATH); install it (apt-get install {}) or choose the other engine with --engine",
                if e == "podman" { "podman runc" } else { "docker.io" }
            )),
        },
        None => ENGINES
            .iter()
            .find(|e| on_path(e).is_some())
            .map(|e| e.to_string())
            .ok_or_else(|| {
                "no container engine: neither podman nor docker is on PATH; install one (apt-get install podman runc) or start without --container".to_string()
            }),
    }
}

/// A stable container name for a state directory (FNV-1a of its path), so
/// a container left behind by a crash is found and replaced by the next
/// `start` of the same home, and two homes never share one.
pub fn name_for(home: &Path) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for b in home.as_os_str().as_encoded_bytes() {
        hash ^= u64::from(*b);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("nexus-{hash:016x}")
}

/// A bind mount's `-v` value: paths holding `:` or `,` cannot be said in
/// that syntax, so they are refused rather than misread by the engine.
fn volume(from: &Path, to: &Path, mode: &str) -> Result<String, String> {
    for p in [from, to] {
        let s = p.display().to_string();
        if s.contains(':') || s.contains(',') {
            return Err(format!(
                "cannot mount {s} into a container: its path holds ':' or ','; move it (or $NEXUS_HOME) to a plainer path"
            ));
        }
    }
    Ok(format!("{}:{}:{mode}", from.display(), to.display()))
}

/// The `-p` value: the host address (bracketed when IPv6), the host port
/// (empty for `0`: the engine picks one) and the inner port.
fn publish(host: &str, port: &str) -> String {
    let host = if host.contains(':') && !host.starts_with('[') {
        format!("[{host}]")
    } else {
        host.to_string()
    };
    let port = if port == "0" { "" } else { port };
    format!("{host}:{port}:{INNER_PORT}")
}

/// The arguments of `ENGINE run` for a plan (after the engine's name).
pub fn run_args(p: &Plan) -> Result<Vec<String>, String> {
    let home = p.home;
    let state = home.join(STATE_DIR);
    let mut a: Vec<String> = vec!["run".into(), "--detach".into(), "--name".into()];
    a.push(p.name.into());
    a.extend(["--label".into(), format!("nexus.home={}", home.display())]);
    // Never a registry: the image is local (deploy/image.sh) or missing.
    a.extend(["--pull".into(), "never".into()]);
    a.push("--read-only".into());
    if p.engine == "podman" {
        // podman adds writable tmpfs on /run and /var/tmp to a read-only
        // root unless told not to; only /tmp is wanted.
        a.push("--read-only-tmpfs=false".into());
    }
    a.extend([
        "--tmpfs".into(),
        "/tmp:rw,nosuid,nodev,mode=1777".into(),
        "--shm-size".into(),
        p.shm_size.into(),
        "--cap-drop".into(),
        "all".into(),
        "--security-opt".into(),
        "no-new-privileges".into(),
        "--user".into(),
        format!("{}:{}", p.user.0, p.user.1),
        "-v".into(),
        volume(p.nexus, Path::new(BIN_INSIDE), "ro")?,
        "-v".into(),
        volume(&state, home, "rw")?,
        "-v".into(),
        volume(&home.join("programs"), &home.join("programs"), "ro")?,
        "-v".into(),
        volume(&home.join("views.json"), &home.join("views.json"), "ro")?,
        "-p".into(),
        publish(p.host, p.port),
    ]);
    if let Some(tokens) = p.tokens {
        a.extend(["-v".into(), volume(tokens, tokens, "ro")?]);
    }
    if p.token {
        a.extend(["--env".into(), "NEXUS_TOKEN".into()]);
    }
    a.extend(p.engine_args.iter().cloned());
    a.push(p.image.into());
    a.extend([
        BIN_INSIDE.into(),
        "serve".into(),
        "--home".into(),
        home.display().to_string(),
        "--host".into(),
        "0.0.0.0".into(),
        "--port".into(),
        INNER_PORT.to_string(),
        "--published-as".into(),
        p.host.into(),
    ]);
    a.extend(p.serve_args.iter().cloned());
    Ok(a)
}

/// The engine's error as one line that names the fix.
pub fn explain(engine: &str, image: &str, host: &str, port: &str, stderr: &str) -> String {
    // Without the engines' pointers to their help.
    let lines: Vec<&str> = stderr
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with("See '") && !l.starts_with("Run '"))
        .collect();
    let said = lines
        .iter()
        .find(|l| l.starts_with("Error") || l.contains("error"))
        .or(lines.last())
        .copied()
        .unwrap_or("(no message)");
    let has = |needles: &[&str]| {
        let low = stderr.to_ascii_lowercase();
        needles.iter().any(|n| low.contains(n))
    };
    if has(&[
        "image not known",
        "no such image",
        "manifest unknown",
        "unable to find image",
        "pull access denied",
    ]) {
        format!(
            "the image {image} is not in {engine}'s store; build it with deploy/image.sh (no registry needed) or {engine} pull it"
        )
    } else if has(&["address already in use", "port is already allocated"]) {
        format!(
            "port {port} on {host} is taken; pick another --port, or stop what holds it ({engine} said: {said})"
        )
    } else if has(&["cannot connect to the docker daemon"]) {
        format!("docker's daemon is not running; start it, or use --engine podman ({said})")
    } else if has(&["exec /nexus", "\"/nexus\"", "stat /nexus"])
        && has(&["no such file", "exec format", "not found"])
    {
        format!(
            "the nexus binary cannot run in {image} (a dynamic build needs the image's C library and loader); build the static one with scripts/build-static.sh and pass --nexus target/static/nexus ({said})"
        )
    } else if has(&[
        "unknown flag",
        "unknown shorthand flag",
        "invalid argument",
        "invalid option",
    ]) {
        format!(
            "{engine} refused an option: {said}; check the --engine-arg values against {engine} run --help"
        )
    } else if has(&[
        "cgroup",
        "rlimit",
        "oci runtime",
        "runc create failed",
        "crun:",
    ]) {
        format!(
            "{engine} could not create the container: {said}; on this kind of host set runtime = \"runc\", cgroup_manager = \"cgroupfs\" and default_ulimits in /etc/containers/containers.conf (README, Containers), or pass the options with --engine-arg"
        )
    } else {
        format!("{engine} run failed: {said}")
    }
}

/// Why a container that the engine started exited at once, when its log
/// says: the mounted nexus could not be executed in the image.
pub fn exit_hint(log: &str, image: &str) -> Option<String> {
    let line = log.lines().find(|l| l.contains("exec /nexus"))?;
    Some(format!(
        "the nexus binary cannot run in {image} ({}): a dynamic build needs the image's C library and loader; build the static one with scripts/build-static.sh and pass --nexus target/static/nexus",
        line.trim()
    ))
}

/// Runs `ENGINE args…`; its stdout, or its stderr as the error.
pub fn engine(engine: &str, args: &[String]) -> Result<String, String> {
    let out = Command::new(engine)
        .args(args)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run {engine}: {e}"))?;
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).to_string())
    }
}

fn words(args: &[&str]) -> Vec<String> {
    args.iter().map(|s| s.to_string()).collect()
}

/// Whether the container runs, and its main process's pid on the host.
pub fn state(c: &Container) -> Option<(bool, u32)> {
    let out = engine(
        &c.engine,
        &words(&[
            "inspect",
            "--format",
            "{{.State.Running}} {{.State.Pid}}",
            &c.id,
        ]),
    )
    .ok()?;
    let (running, pid) = out.split_once(' ')?;
    Some((running == "true", pid.trim().parse().ok()?))
}

/// The host address the engine published the inner port on.
pub fn published(c: &Container) -> Option<String> {
    let out = engine(
        &c.engine,
        &words(&["port", &c.id, &format!("{INNER_PORT}/tcp")]),
    )
    .ok()?;
    // One line per binding: `127.0.0.1:41234`, `[::1]:41234`, `0.0.0.0:41234`.
    Some(out.lines().next()?.trim().to_string())
}

/// The last `lines` lines of the container's log (its stdout and stderr).
pub fn logs(c: &Container, lines: usize) -> String {
    let out = Command::new(&c.engine)
        .args(["logs", "--tail", &lines.to_string(), &c.id])
        .stdin(Stdio::null())
        .output();
    match out {
        Ok(o) => {
            let mut text = String::from_utf8_lossy(&o.stdout).to_string();
            text.push_str(&String::from_utf8_lossy(&o.stderr));
            text.trim_end().to_string()
        }
        Err(e) => format!("cannot run {} logs: {e}", c.engine),
    }
}

/// Stops the container (SIGTERM, then SIGKILL after `wait_secs`) and
/// removes it, with its mounts and its `/dev/shm`.
pub fn remove(c: &Container, wait_secs: u64) -> Result<(), String> {
    let _ = engine(
        &c.engine,
        &words(&["stop", "--time", &wait_secs.to_string(), &c.id]),
    );
    match engine(&c.engine, &words(&["rm", "--force", &c.id])) {
        Ok(_) => Ok(()),
        Err(e) if gone(&e) => Ok(()),
        Err(e) => Err(format!(
            "{} rm {} failed: {}",
            c.engine,
            c.id,
            e.lines().next().unwrap_or("").trim()
        )),
    }
}

/// Whether an engine's error says the container does not exist.
fn gone(stderr: &str) -> bool {
    let low = stderr.to_ascii_lowercase();
    low.contains("no such container") || low.contains("no container with name or id")
}

/// Removes a container of that name left behind (by a crash, or a `start`
/// killed midway), so `run --name` can reuse the name.
pub fn remove_leftover(engine_name: &str, name: &str) {
    let _ = engine(engine_name, &words(&["rm", "--force", name]));
}

/// The id shortened as engines show it.
pub fn short(id: &str) -> &str {
    id.get(..12).unwrap_or(id)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plan<'a>(engine: &'a str, token: bool, host: &'a str, port: &'a str) -> Plan<'a> {
        Plan {
            engine,
            image: "localhost/nexus-runtime:python",
            name: "nexus-x",
            nexus: Path::new("/opt/nexus"),
            home: Path::new("/h"),
            host,
            port,
            shm_size: DEFAULT_SHM,
            user: (1000, 1000),
            token,
            engine_args: &[],
            tokens: None,
            serve_args: &[],
        }
    }

    #[test]
    fn the_run_line_makes_the_root_read_only_and_mounts_nexus_and_programs_read_only() {
        let a = run_args(&plan("podman", true, "127.0.0.1", "8080")).expect("args");
        let line = a.join(" ");
        for want in [
            "--read-only --read-only-tmpfs=false",
            "--tmpfs /tmp:rw,nosuid,nodev,mode=1777",
            "--shm-size 256m",
            "--cap-drop all",
            "-v /opt/nexus:/nexus:ro",
            "-v /h/container:/h:rw",
            "-v /h/programs:/h/programs:ro",
            "-v /h/views.json:/h/views.json:ro",
            "-p 127.0.0.1:8080:8080",
            "--env NEXUS_TOKEN localhost/",
            "--pull never",
            "/nexus serve --home /h --host 0.0.0.0 --port 8080 --published-as 127.0.0.1",
        ] {
            assert!(line.contains(want), "{want:?} in {line}");
        }
        // The token's value is never on the line, only its name.
        assert!(!a.iter().any(|w| w.starts_with("NEXUS_TOKEN=")));
        let docker = run_args(&plan("docker", false, "::1", "0"))
            .expect("args")
            .join(" ");
        assert!(!docker.contains("read-only-tmpfs"), "{docker}");
        assert!(!docker.contains("NEXUS_TOKEN"), "{docker}");
        assert!(docker.contains("-p [::1]::8080"), "{docker}");
    }

    #[test]
    fn paths_the_mount_syntax_cannot_say_are_refused() {
        let mut p = plan("podman", false, "127.0.0.1", "1");
        p.home = Path::new("/a:b");
        let e = run_args(&p).expect_err("refused");
        assert!(e.contains("':' or ','"), "{e}");
    }

    #[test]
    fn engine_errors_become_one_line_naming_the_fix() {
        let cases = [
            (
                "Error: localhost/nope:x: image not known\n",
                "build it with deploy/image.sh",
            ),
            (
                "Error: rootlessport listen tcp 127.0.0.1:8080: bind: address already in use\n",
                "port 8080 on 127.0.0.1 is taken",
            ),
            (
                "Error: unknown flag: --bogus\nSee 'podman run --help'\n",
                "podman refused an option: Error: unknown flag: --bogus",
            ),
            (
                "Error: runc: runc create failed: error setting rlimits for ready process: operation not permitted: OCI permission denied\n",
                "/etc/containers/containers.conf",
            ),
            (
                "Error: crun: cgroups in hybrid mode not supported, use runc: OCI runtime error\n",
                "runtime = \"runc\"",
            ),
            (
                "Error: runc create failed: exec: \"/nexus\": stat /nexus: no such file or directory\n",
                "--nexus target/static/nexus",
            ),
            (
                "Error: something else\n",
                "podman run failed: Error: something else",
            ),
            (
                "docker: Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?\nRun 'docker run --help' for more information\n",
                "(docker: Cannot connect",
            ),
        ];
        for (stderr, want) in cases {
            let line = explain("podman", "localhost/nope:x", "127.0.0.1", "8080", stderr);
            assert!(line.contains(want), "{want:?} in {line:?}");
            assert!(!line.contains('\n'), "{line:?}");
        }
    }

    #[test]
    fn a_binary_the_image_cannot_run_is_named_with_the_fix() {
        let hint = exit_hint("exec /nexus: no such file or directory\n", "img").expect("a hint");
        assert!(hint.contains("--nexus target/static/nexus"), "{hint}");
        assert!(exit_hint("nexus: serving the front end", "img").is_none());
    }

    #[test]
    fn names_are_stable_per_home_and_ids_shorten() {
        assert_eq!(name_for(Path::new("/a")), name_for(Path::new("/a")));
        assert_ne!(name_for(Path::new("/a")), name_for(Path::new("/b")));
        assert_eq!(short("0123456789abcdef"), "0123456789ab");
        assert_eq!(short("abc"), "abc");
        assert!(choose_engine(Some("lxc")).is_err());
    }
}
