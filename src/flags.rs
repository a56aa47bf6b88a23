//! Command-line flags the serving modes share (`nexus run`, `nexus mcp`,
//! `nexus daemon`, `nexus serve`): `--sandbox`, and the instance flags
//! `--max-instances` and `--instance-idle` (issue 7), and morloc's `-z`
//! (`run` and `daemon`), with the morloc version they follow. Each taker looks at
//! one argument and says whether it was its flag, so a mode's own loop
//! stays in charge of the rest; a bad value is an error naming the flag.
//! The flags the HTTP modes share live with them, in [`crate::http_modes`].

/// Takes `--sandbox` out of a mode's arguments, looking at the first
/// `within` only (`nexus run --sandbox <program> …`: what follows belongs to
/// the program). When it was there, turns the sandbox on, or says why it
/// cannot as `Err(exit code)`.
pub fn take_sandbox_flag(args: &[String], within: usize) -> Result<Vec<String>, i32> {
    let mut rest = Vec::with_capacity(args.len());
    let mut found = false;
    for (i, a) in args.iter().enumerate() {
        match i < within && a == "--sandbox" {
            true => found = true,
            false => rest.push(a.clone()),
        }
    }
    if found && !cfg!(feature = "sandbox") {
        return Err(crate::features::refuse("sandbox", "--sandbox"));
    }
    if found && let Err(e) = crate::sandbox::require() {
        crate::say!("nexus: {e}");
        return Err(1);
    }
    Ok(rest)
}

/// The `--help` lines of the instance flags.
pub const INSTANCE_FLAGS_HELP: &str =
    "  --max-instances N        live private plus keyed instances at once; over it a call
                           gets an isError result, or 503 on the JSON API (default 32)
  --instance-idle SECS     a keyed instance idle this long is released (default 600)

A pool's \"instances\" field in the manifest says how callers share it:
  \"shared\"   (default) every caller reaches the same workers
  \"private\"  each connection (an MCP stdio process or HTTP session, or one
             /call request) gets its own workers, released when it ends
  \"keyed\"    each tool takes an \"instance\" key; calls with one key share
             workers until idle or released by <lang>__release {instance}
";

/// Parses `--max-instances` and `--instance-idle`; `Ok(false)` if `flag` is
/// neither.
pub fn take_instance_flag(
    flag: &str,
    next: &mut dyn FnMut() -> Option<String>,
    max: &mut usize,
    idle: &mut std::time::Duration,
) -> Result<bool, String> {
    match flag {
        "--max-instances" => {
            let v = next().ok_or("--max-instances needs a number")?;
            *max = v
                .parse()
                .ok()
                .filter(|&n: &usize| n > 0)
                .ok_or(format!("--max-instances: {v:?} is not a positive number"))?;
        }
        "--instance-idle" => {
            let v = next().ok_or("--instance-idle needs seconds")?;
            let secs: f64 = v
                .parse()
                .ok()
                .filter(|s: &f64| s.is_finite() && *s > 0.0)
                .ok_or(format!("--instance-idle: {v:?} is not a positive number"))?;
            *idle = std::time::Duration::from_secs_f64(secs);
        }
        _ => return Ok(false),
    }
    Ok(true)
}

/// Checks a `--host` value before any bind rule looks at it: an IP address
/// (`127.0.0.1`, `::1`, `[::1]`) or a host name that resolves. `999.1.1.1`
/// is refused as an invalid address, not as a public one that lacks a
/// token. Returns the host, as given.
pub fn check_host(host: &str) -> Result<String, String> {
    let bare = host
        .strip_prefix('[')
        .and_then(|h| h.strip_suffix(']'))
        .unwrap_or(host);
    if bare.parse::<std::net::IpAddr>().is_ok() {
        return Ok(host.to_string());
    }
    let dotted_numbers = !bare.is_empty() && bare.chars().all(|c| c.is_ascii_digit() || c == '.');
    if dotted_numbers || bare.contains(':') {
        return Err(format!(
            "--host {host:?} is not a valid IP address (an IPv4 address is four numbers 0-255, as in 127.0.0.1; an IPv6 one is written as in ::1)"
        ));
    }
    let name_chars = bare
        .split('.')
        .all(|l| !l.is_empty() && l.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'));
    if !name_chars || bare.len() > 253 {
        return Err(format!(
            "--host {host:?} is neither an IP address nor a host name; give one such as 127.0.0.1 or localhost"
        ));
    }
    use std::net::ToSocketAddrs;
    match (bare, 0u16).to_socket_addrs().map(|mut a| a.next()) {
        Ok(Some(_)) => Ok(host.to_string()),
        _ => Err(format!(
            "--host {host:?} does not resolve to an address; give an IP address or a name this machine can resolve"
        )),
    }
}

/// The most workers a pool may have, from `--workers` as from the
/// manifest's `"workers"`.
pub const MAX_WORKERS: usize = 1024;

/// `--workers N`'s value: 1 to [`MAX_WORKERS`], the manifest's cap.
pub fn workers(value: Option<String>) -> Result<usize, String> {
    let v = value.ok_or("--workers needs a number")?;
    v.parse::<usize>()
        .ok()
        .filter(|n| (1..=MAX_WORKERS).contains(n))
        .ok_or_else(|| {
            format!("--workers: {v:?} is not a number of workers from 1 to {MAX_WORKERS} (the manifest's cap)")
        })
}

/// Checks a port number given as `flag`'s value: 0 (any free port) to 65535.
pub fn check_port(flag: &str, value: &str) -> Result<u16, String> {
    value.parse().map_err(|_| {
        format!("{flag}: {value:?} is not a port number (0 to 65535; 0 picks a free port)")
    })
}

/// The morloc release whose runtime this nexus follows (`summary.json`'s
/// `morloc_version`, `--version` as `morloc-nexus`).
pub const MORLOC_VERSION: &str = "0.98.2";

/// The ABI version morloc's dev branch prints for `--abi-version`.
pub const MORLOC_ABI_VERSION: u32 = 1;

/// Why `-z N` above 0 is refused: morloc compresses `-f packet`'s payload
/// with zstd, in frames listed by an index in the metadata, and writes the
/// header's compression byte; none of our six dependencies is a zstd
/// encoder. `-z 0`, morloc's default, is no compression and is accepted.
pub const ZSTD_REFUSAL: &str = "-z N compresses -f packet output with zstd, which this nexus does not have (none of its six dependencies writes zstd); give -z 0 (the default) and compress the packet outside, e.g. `| zstd`, or leave it uncompressed: morloc's readers take plain packets";

/// `-z N`: 0 to 9 as morloc takes it; only 0 is written (see
/// [`ZSTD_REFUSAL`]).
pub fn compression_level(value: &str) -> Result<(), String> {
    match value.parse::<u8>() {
        Ok(0) => Ok(()),
        Ok(1..=9) => Err(ZSTD_REFUSAL.to_string()),
        _ => Err(format!(
            "-z: {value:?} is not a compression level (0 to 9; only 0 is written here)"
        )),
    }
}

/// Why `--eval-timeout` and `--eval-allowed-modules` are refused: they
/// bound morloc's served `/eval`, which runs the morloc compiler; this
/// daemon runs none and answers `/eval` 501.
pub const DAEMON_EVAL_REFUSAL: &str = "bounds morloc's served /eval, which runs the morloc compiler; this daemon runs no compiler and answers /eval 501 (`nexus serve --eval` serves our own sandboxed eval, docs/EVAL.md)";

/// morloc's `--debug-*` flags, which its nexus takes only for a program
/// built with `morloc make --debug` (capability `debug_trace`,
/// `CAPABILITY_FLAGS` in morloc-nexus/src/cli.rs); `Some(refusal)` for one.
pub fn morloc_debug_flag(name: &str) -> Option<String> {
    matches!(
        name,
        "--debug-cache-depth" | "--debug-cache-max" | "--debug-recursion-cap"
    )
    .then(|| {
        format!(
            "{name} is a flag of programs built with `morloc make --debug` (their argument dumps and recursion caps), which this nexus does not write or enforce; for per-call records use `nexus daemon --trace-file FILE`"
        )
    })
}

#[cfg(test)]
mod tests {
    use super::{check_host, check_port};

    #[test]
    fn a_host_is_an_address_or_a_name_that_resolves() {
        for good in ["127.0.0.1", "0.0.0.0", "::1", "[::1]", "localhost"] {
            assert_eq!(check_host(good).as_deref(), Ok(good), "{good}");
        }
        for bad in ["999.1.1.1", "1.2.3", "::zz", "a b", "", "bad_name!"] {
            let e = check_host(bad).unwrap_err();
            assert!(
                !e.contains("NEXUS_TOKEN") && !e.contains("plaintext"),
                "{e}"
            );
        }
        assert!(
            check_host("999.1.1.1")
                .unwrap_err()
                .contains("not a valid IP address")
        );
    }

    #[test]
    fn a_port_is_sixteen_bits() {
        assert_eq!(check_port("--port", "8080"), Ok(8080));
        assert_eq!(check_port("--port", "0"), Ok(0));
        for bad in ["70000", "-1", "x", ""] {
            assert!(
                check_port("--port", bad)
                    .unwrap_err()
                    .contains("not a port number")
            );
        }
    }
}
