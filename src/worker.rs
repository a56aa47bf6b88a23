//! The SLURM job's side: what a job runs on a compute node. Compiled with
//! the `slurm` feature (`__job`) or the `morloc` feature (`--call-packet`),
//! each half with its own.
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

#[cfg(feature = "slurm")]
use crate::dispatch::Program;
#[cfg(feature = "slurm")]
use crate::json::{self, Value};
#[cfg(feature = "morloc")]
use crate::morloc::{packet, process};
#[cfg(feature = "slurm")]
use crate::pool::CallError;
#[cfg(feature = "slurm")]
use crate::slurm;
use std::path::Path;
#[cfg(feature = "slurm")]
use std::sync::Arc;
#[cfg(feature = "morloc")]
use std::time::Duration;

/// Writes `bytes` to `path` through a temporary file beside it and a
/// rename, so a reader sees the whole file or none.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let tmp = path.with_extension("tmp");
    std::fs::write(&tmp, bytes)
        .and_then(|()| std::fs::rename(&tmp, path))
        .map_err(|e| {
            let _ = std::fs::remove_file(&tmp);
            format!("cannot write {}: {e}", path.display())
        })
}

/// `nexus __job MANIFEST COMMAND DIR`.
#[cfg(feature = "slurm")]
pub fn job_main(args: &[String]) -> i32 {
    slurm::set_mode(slurm::Mode::Off);
    let [manifest_path, command, dir] = args else {
        return crate::exit::usage("__job takes MANIFEST COMMAND DIR (nexus submits it itself)");
    };
    let dir = Path::new(dir);
    let outcome = (|| -> Result<String, String> {
        let m = crate::programs::load(manifest_path).map_err(|e| e.to_string())?;
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
        let result = smol::block_on(program.call_reporting(&cmd, crate::pool::args(values), None));
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
                crate::say!("nexus: {e}");
                crate::exit::EXIT_FAILED
            }
        },
        Err(msg) => {
            crate::say!("nexus: {msg}");
            let _ = write_atomic(&dir.join(slurm::ERROR_FILE), msg.as_bytes());
            crate::exit::EXIT_FAILED
        }
    }
}

/// morloc's call-packet options.
#[cfg(feature = "morloc")]
#[derive(Debug, Default, PartialEq)]
struct PacketArgs {
    packet: String,
    socket: String,
    output: String,
    manifest: Option<String>,
}

#[cfg(feature = "morloc")]
fn packet_args(words: &[String]) -> Result<PacketArgs, String> {
    let mut a = PacketArgs::default();
    let mut it = words.iter();
    while let Some(w) = it.next() {
        let slot = match w.as_str() {
            "--call-packet" | "-c" => &mut a.packet,
            "--socket-base" | "-s" => &mut a.socket,
            "--output-file" | "-o" => &mut a.output,
            "--output-form" | "-f" => match it.next().map(String::as_str) {
                Some("packet") => continue,
                _ => return Err("a call packet's result is written as --output-form packet".into()),
            },
            "-q" | "--quiet" | "@" => continue,
            _ if !w.starts_with('-') && a.manifest.is_none() => {
                a.manifest = Some(w.clone());
                continue;
            }
            _ => return Err(format!("unexpected argument {w:?} with --call-packet")),
        };
        *slot = it.next().cloned().ok_or(format!("{w} needs a value"))?;
    }
    if a.packet.is_empty() || a.socket.is_empty() || a.output.is_empty() {
        return Err("--call-packet, --socket-base and --output-file are required together".into());
    }
    Ok(a)
}

/// The most bytes a call packet file may have.
#[cfg(feature = "morloc")]
const MAX_CALL_PACKET: u64 = 1 << 32;

/// `nexus --call-packet …` and `nexus run --call-packet … MANIFEST`.
#[cfg(feature = "morloc")]
pub fn packet_main(words: &[String]) -> i32 {
    #[cfg(feature = "slurm")]
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
            crate::say!("nexus: {msg}");
            (packet::fail(&msg), crate::exit::EXIT_FAILED)
        }
    };
    match write_atomic(Path::new(&a.output), &bytes) {
        Ok(()) => code,
        Err(e) => {
            crate::say!("nexus: {e}");
            crate::exit::EXIT_FAILED
        }
    }
}

#[cfg(feature = "morloc")]
fn run_packet(a: &PacketArgs) -> Result<Vec<u8>, String> {
    let manifest_path = match &a.manifest {
        Some(m) => m.clone(),
        None => std::env::var("MORLOC_MANIFEST_PATH").map_err(|_| {
            "MORLOC_MANIFEST_PATH is not set (the nexus that started the calling pool sets it)"
                .to_string()
        })?,
    };
    let m = crate::programs::load(&manifest_path).map_err(|e| e.to_string())?;
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
    let table_file = format!("{}.arrow", a.output);
    let spec = process::Spec::from_manifest(&m, index)
        .ok_or_else(|| format!("pool {index} of {} is not a morloc pool", m.name))?;
    let label = format!("{} pool {index} ({})", m.name, a.socket);
    smol::block_on(async {
        let p = process::Process::start(&label, &spec, Duration::from_secs(120), 1 << 32).await?;
        let out = p.forward(bytes).await;
        p.stop();
        let out = out.and_then(|forwarded| match forwarded {
            process::Forwarded::Packet(packet) => Ok(packet),
            // A table: its Arrow file beside the output file (morloc's
            // cache, which the calling node sees), named by a FILE+DATA
            // packet, an absolute path.
            process::Forwarded::Table(ipc) => {
                let path = std::path::absolute(&table_file)
                    .map_err(|e| process::Failure::Failed(format!("{table_file}: {e}")))?;
                write_atomic(&path, &ipc).map_err(process::Failure::Failed)?;
                let name = path.display().to_string();
                Ok(packet::data(
                    packet::SOURCE_FILE,
                    packet::FORMAT_DATA,
                    name.as_bytes(),
                ))
            }
        });
        out.map_err(|e| match e {
            process::Failure::Failed(msg) => msg,
            process::Failure::Broken(msg) => {
                let tail = p.stderr_tail();
                format!("remote function {mid} of {label}: {msg}; its stderr ends: {tail}")
            }
        })
    })
}

/// A file's bytes, if it has at most `max`.
#[cfg(feature = "morloc")]
fn read_bounded(path: &Path, max: u64) -> Result<Vec<u8>, String> {
    let fail = |e: std::io::Error| format!("cannot read the call packet {}: {e}", path.display());
    if std::fs::metadata(path).map_err(fail)?.len() > max {
        return Err(format!(
            "the call packet {} is over {max} bytes",
            path.display()
        ));
    }
    std::fs::read(path).map_err(fail)
}

#[cfg(all(test, feature = "morloc"))]
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
        let a = packet_args(&words(&["-c", "c", "-s", "p", "-o", "o", "m.json", "@"])).unwrap();
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
