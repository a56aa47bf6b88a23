//! The SLURM job's side: what a job runs on a compute node.
//!
//! - `nexus __job MANIFEST COMMAND DIR`: one call of a command of ours with
//!   a `"remote"` object (`crate::slurm` submitted it). It reads the
//!   arguments from `DIR/args.json`, runs the call locally, and writes the
//!   result's JSON text to `DIR/result.json`, or the error to
//!   `DIR/error.txt` with a non-zero exit; each file atomically.
//! - `nexus --call-packet F --socket-base S --output-file O --output-form
//!   packet`: morloc's worker contract, the argv libmorloc 0.98.2's
//!   `remote_call` submits (`slurm_ffi.rs`, `submit_morloc_slurm_job`),
//!   with the manifest from `MORLOC_MANIFEST_PATH`; also morloc's `run
//!   --call-packet … MANIFEST`. Only the pool named by `--socket-base`
//!   starts, on a fresh directory and volume; the CALL packet goes to it
//!   unchanged; the reply is written as a self-contained inline DATA
//!   packet without a metadata block, or a FAIL packet with the message
//!   and exit 1. Everything the worker made is swept at its exit.

use crate::dispatch::Program;
use crate::json::{self, Value};
use crate::manifest;
use crate::morloc::{packet, process};
use crate::pool::CallError;
use crate::slurm;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

/// Writes `bytes` to `path` through a temporary file beside it and a
/// rename, so a reader sees the whole file or none.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("out");
    let tmp = path.with_file_name(format!(".{name}.{}.tmp", std::process::id()));
    std::fs::write(&tmp, bytes)
        .and_then(|()| std::fs::rename(&tmp, path))
        .map_err(|e| {
            let _ = std::fs::remove_file(&tmp);
            format!("cannot write {}: {e}", path.display())
        })
}

/// `nexus __job MANIFEST COMMAND DIR`.
pub fn job_main(args: &[String]) -> i32 {
    slurm::set_mode(slurm::Mode::Off);
    let [manifest_path, command, dir] = args else {
        return crate::exit::usage("__job takes MANIFEST COMMAND DIR (nexus submits it itself)");
    };
    let dir = Path::new(dir);
    let outcome = (|| -> Result<String, String> {
        let m = manifest::load(manifest_path).map_err(|e| e.to_string())?;
        let cmd = m
            .command(command)
            .cloned()
            .ok_or_else(|| format!("{} has no command {command:?}", m.name))?;
        let args_path = dir.join(slurm::ARGS_FILE);
        let text = std::fs::read_to_string(&args_path)
            .map_err(|e| format!("cannot read {}: {e}", args_path.display()))?;
        let Ok(Value::Array(values)) = json::parse(&text) else {
            return Err(format!("{} is not a JSON array", args_path.display()));
        };
        let values: Vec<Value> = values.into_iter().collect();
        let program = Program::new(Arc::new(m), Some(1), None);
        let result = smol::block_on(program.call_reporting(&cmd, &values, None));
        program.stop();
        crate::shm::release_all();
        result.map_err(|e| match e {
            CallError::Failed(msg) => msg,
            other => format!("{}: {other}", cmd.name),
        })
    })();
    match outcome {
        Ok(text) => match write_atomic(&dir.join(slurm::RESULT_FILE), text.as_bytes()) {
            Ok(()) => crate::exit::EXIT_OK,
            Err(e) => {
                eprintln!("nexus: {e}");
                crate::exit::EXIT_FAILED
            }
        },
        Err(msg) => {
            eprintln!("nexus: {msg}");
            let _ = write_atomic(&dir.join(slurm::ERROR_FILE), msg.as_bytes());
            crate::exit::EXIT_FAILED
        }
    }
}

/// morloc's call-packet options.
#[derive(Debug, Default, PartialEq)]
struct PacketArgs {
    packet: String,
    socket: String,
    output: String,
    manifest: Option<String>,
}

fn packet_args(words: &[String]) -> Result<PacketArgs, String> {
    let mut a = PacketArgs::default();
    let mut it = words.iter();
    while let Some(w) = it.next() {
        let (name, attached) = match w.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n, Some(v.to_string())),
            _ => (w.as_str(), None),
        };
        let mut value = || {
            attached
                .clone()
                .or_else(|| it.next().cloned())
                .ok_or(format!("{name} needs a value"))
        };
        match name {
            "--call-packet" | "-c" => a.packet = value()?,
            "--socket-base" | "-s" => a.socket = value()?,
            "--output-file" | "-o" => a.output = value()?,
            "--output-form" | "-f" => {
                let form = value()?;
                if form != "packet" {
                    return Err(format!(
                        "a call packet's result is written as --output-form packet, not {form:?}"
                    ));
                }
            }
            "-q" | "--quiet" | "@" => {}
            _ if !name.starts_with('-') && a.manifest.is_none() => a.manifest = Some(w.clone()),
            _ => return Err(format!("unexpected argument {w:?} with --call-packet")),
        }
    }
    for (given, flag) in [
        (&a.packet, "--call-packet"),
        (&a.socket, "--socket-base"),
        (&a.output, "--output-file"),
    ] {
        if given.is_empty() {
            return Err(format!("{flag} is required with --call-packet"));
        }
    }
    Ok(a)
}

/// The most bytes a call packet file may have.
const MAX_CALL_PACKET: u64 = 1 << 32;

/// `nexus --call-packet …` and `nexus run --call-packet … MANIFEST`.
pub fn packet_main(words: &[String]) -> i32 {
    slurm::set_mode(slurm::Mode::Off);
    let a = match packet_args(words) {
        Ok(a) => a,
        Err(e) => return crate::exit::usage(e),
    };
    let result = run_packet(&a);
    crate::shm::release_all();
    let (bytes, code) = match result {
        Ok(bytes) => (bytes, crate::exit::EXIT_OK),
        Err(msg) => {
            eprintln!("nexus: {msg}");
            (packet::fail(&msg), crate::exit::EXIT_FAILED)
        }
    };
    match write_atomic(Path::new(&a.output), &bytes) {
        Ok(()) => code,
        Err(e) => {
            eprintln!("nexus: {e}");
            crate::exit::EXIT_FAILED
        }
    }
}

fn run_packet(a: &PacketArgs) -> Result<Vec<u8>, String> {
    let manifest_path = match &a.manifest {
        Some(m) => m.clone(),
        None => std::env::var("MORLOC_MANIFEST_PATH").map_err(|_| {
            "MORLOC_MANIFEST_PATH is not set: a call packet's worker finds the program there (the nexus that started the calling pool sets it; sbatch passes it on)".to_string()
        })?,
    };
    let m = manifest::load(&manifest_path).map_err(|e| e.to_string())?;
    let bytes = read_bounded(Path::new(&a.packet), MAX_CALL_PACKET)?;
    let mid = packet::check_call_file(&bytes, MAX_CALL_PACKET)
        .map_err(|e| format!("{}: {e}", a.packet))?;
    let index = m
        .pools
        .iter()
        .position(|p| p.exec.is_some() && p.socket.as_deref() == Some(a.socket.as_str()))
        .ok_or_else(|| {
            format!(
                "{} has no morloc pool with socket {:?} (--socket-base)",
                m.name, a.socket
            )
        })?;
    let spec = process::Spec::from_manifest(&m, index)
        .ok_or_else(|| format!("pool {index} of {} is not a morloc pool", m.name))?;
    let label = format!("{} pool {index} ({})", m.name, a.socket);
    smol::block_on(async {
        let p = process::Process::start(&label, &spec, Duration::from_secs(120), 1 << 32).await?;
        let out = p.forward(bytes).await;
        p.stop();
        out.map_err(|e| match e {
            process::Failure::Failed(msg) => msg,
            process::Failure::Broken(msg) => {
                let tail = p.stderr_tail();
                format!("remote function {mid} of {label}: {msg}; its stderr ends: {tail}")
            }
        })
    })
}

/// A regular file's bytes, at most `max`.
fn read_bounded(path: &Path, max: u64) -> Result<Vec<u8>, String> {
    use std::io::Read;
    let file = std::fs::File::open(path)
        .map_err(|e| format!("cannot read the call packet {}: {e}", path.display()))?;
    let mut bytes = Vec::new();
    file.take(max + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read the call packet {}: {e}", path.display()))?;
    if bytes.len() as u64 > max {
        return Err(format!(
            "the call packet {} is over {max} bytes",
            path.display()
        ));
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(w: &[&str]) -> Vec<String> {
        w.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn libmorlocs_argv_is_read() {
        let a = packet_args(&words(&[
            "--call-packet",
            "c.dat",
            "--socket-base",
            "pipe-py",
            "--output-file",
            "o.dat",
            "--output-form",
            "packet",
        ]))
        .unwrap();
        assert_eq!((a.packet.as_str(), a.socket.as_str()), ("c.dat", "pipe-py"));
        assert_eq!((a.output.as_str(), a.manifest), ("o.dat", None));
        let a = packet_args(&words(&[
            "--call-packet=c",
            "-s",
            "p",
            "-o",
            "o",
            "m.json",
            "@",
        ]))
        .unwrap();
        assert_eq!(a.manifest.as_deref(), Some("m.json"));
        assert!(packet_args(&words(&["--call-packet", "c", "-s", "p"])).is_err());
        assert!(
            packet_args(&words(&[
                "--call-packet",
                "c",
                "-s",
                "p",
                "-o",
                "o",
                "-f",
                "json"
            ]))
            .is_err()
        );
    }
}
