//! Command-line flags the serving modes share (`nexus run`, `nexus mcp`,
//! `nexus daemon`, `nexus serve`): `--sandbox`, and the instance flags
//! `--max-instances` and `--instance-idle` (issue 7). Each taker looks at
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
    if found && let Err(e) = crate::sandbox::require() {
        eprintln!("nexus: {e}");
        return Err(1);
    }
    Ok(rest)
}

/// The `--help` lines of the instance flags.
pub const INSTANCE_FLAGS_HELP: &str =
    "  --max-instances N        live private plus keyed instances (issue 7); over it a call
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
