//! morloc's `run` flags and its dev branch's additions (issue 45): each
//! checked against morloc's own nexus on the same manifest where the peer
//! writes the same thing (`-f packet`/`voidstar` bytes, `-f csv` bytes,
//! `summary.json`'s layout and fields, the table-form refusal), and
//! against its documented reason where ours refuses (`-f arrow`,
//! `-f parquet`, `-z N`).
//!
//! Needs the peer (`../shared/morloc/build-peer.sh`, see
//! tests/it/morloc_interop.rs); without it the peer comparisons skip with a
//! note, unless `CI=true`. The dev additions need no peer.

use crate::common;

use common::*;
use std::path::{Path, PathBuf};
use std::process::Command;

fn peer() -> Option<PathBuf> {
    crate::common::morloc_peer("morloc flags")
}

fn polyglot(peer: &Path) -> String {
    peer.join("polyglot/polyglot-build/manifest.json")
        .display()
        .to_string()
}

fn combat_peer(peer: &Path) -> String {
    peer.join("combat/combat-build/manifest.json")
        .display()
        .to_string()
}

/// `nexus run ARGS…` or morloc's `morloc-nexus run ARGS…`, bytes and all.
fn run(theirs: Option<&Path>, args: &[&str], env: &[(&str, &str)]) -> std::process::Output {
    let mut cmd = match theirs {
        Some(peer) => {
            let mut c = Command::new(peer.join("home/bin/morloc-nexus"));
            c.env("MORLOC_HOME", peer.join("home"));
            c
        }
        None => Command::new(nexus_bin()),
    };
    cmd.arg("run").args(args).stdin(std::process::Stdio::null());
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.output().expect("the nexus runs")
}

#[test]
fn the_dev_additions_abi_version_version_and_morloc_state() {
    assert_eq!(nexus(&["--abi-version"]).ok(), "1");
    assert!(nexus(&["--version"]).ok().starts_with("nexus "));
    // Swapped in under morloc's name, it says what morloc-dev says.
    let dir = TempDir::new("flags-version");
    let link = dir.join("morloc-nexus");
    std::os::unix::fs::symlink(nexus_bin(), &link).expect("symlink");
    let out = spawn_cmd(Command::new(&link).arg("--version")).finish(TIMEOUT);
    assert_eq!(out.ok(), "morloc-nexus 0.98.2");
    let out = spawn_cmd(Command::new(&link).arg("--abi-version")).finish(TIMEOUT);
    assert_eq!(out.ok(), "1");

    // MORLOC_STATE is the state directory when NEXUS_HOME is not set…
    let state = TempDir::new("flags-state");
    let install = |env: &[(&str, &Path)]| {
        let mut cmd = Command::new(nexus_bin());
        cmd.args(["install", &combat()]).env_remove("NEXUS_HOME");
        for (k, v) in env {
            cmd.env(k, v);
        }
        spawn_cmd(&mut cmd).finish(TIMEOUT)
    };
    install(&[("MORLOC_STATE", &state.path)]).ok();
    assert!(state.join("programs/combat/manifest.json").is_file());
    // …and NEXUS_HOME, ours, wins over it.
    let ours = TempDir::new("flags-home");
    let other = TempDir::new("flags-state2");
    install(&[("MORLOC_STATE", &other.path), ("NEXUS_HOME", &ours.path)]).ok();
    assert!(ours.join("programs/combat/manifest.json").is_file());
    assert!(!other.join("programs").exists());
}

#[test]
fn a_missing_interpreter_is_named_in_one_line_before_any_pool_starts() {
    // Our pools: no python3 on PATH.
    let empty = TempDir::new("flags-nopath");
    let out = spawn_cmd(
        Command::new(nexus_bin())
            .args(["run", &combat(), "fighterDamage", "15"])
            .env("PATH", empty.display()),
    )
    .finish(TIMEOUT);
    assert_eq!(out.code, Some(1), "{out:?}");
    assert_eq!(out.stderr_lines().len(), 1, "{out:?}");
    assert!(
        out.stderr
            .contains("needs python3, which is not on PATH: install Python 3"),
        "{out:?}"
    );
    let Some(peer) = peer() else { return };
    // morloc's pools: python3 there but no Rscript, for the R pool.
    let only_python = TempDir::new("flags-pyonly");
    // The interpreter itself, not a shim (pyenv's are bash scripts).
    let python = String::from_utf8(
        Command::new("python3")
            .args(["-c", "import sys; print(sys.executable)"])
            .output()
            .expect("python3")
            .stdout,
    )
    .expect("a path");
    std::os::unix::fs::symlink(python.trim(), only_python.join("python3")).expect("symlink");
    let m = polyglot(&peer);
    let path = only_python.display();
    let r = run(None, &[&m, "rAdd", "2", "3"], &[("PATH", &path)]);
    let err = String::from_utf8_lossy(&r.stderr);
    assert_eq!(r.status.code(), Some(1), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("needs Rscript, which is not on PATH: install R"),
        "{err}"
    );
    // The Python pool of the same program still runs.
    let py = run(None, &[&m, "pyAdd", "2", "3"], &[("PATH", &path)]);
    assert_eq!(String::from_utf8_lossy(&py.stdout), "5\n");
}

/// `summary.json`'s fields, in order, with their JSON kinds.
fn shape(text: &str) -> Vec<(String, &'static str)> {
    let mut out = Vec::new();
    for line in text.lines() {
        let Some((k, v)) = line.trim().split_once("\": ") else {
            continue;
        };
        let kind = match v.trim_end_matches(',') {
            "null" => "null",
            v if v.starts_with('"') => "string",
            _ => "number",
        };
        out.push((k.trim_start_matches('"').to_string(), kind));
    }
    out
}

/// The one run directory under `base`, and the files in it.
fn run_dir(base: &Path) -> (String, Vec<String>) {
    let dirs: Vec<_> = std::fs::read_dir(base)
        .expect("the log directory")
        .flatten()
        .collect();
    assert_eq!(dirs.len(), 1, "{dirs:?}");
    let name = dirs[0].file_name().to_string_lossy().to_string();
    let files = std::fs::read_dir(dirs[0].path())
        .expect("the run directory")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().to_string())
        .collect();
    (name, files)
}

fn is_run_id(id: &str) -> bool {
    let b = id.as_bytes();
    b.len() == 25
        && b[..8].iter().all(u8::is_ascii_digit)
        && b[8] == b'T'
        && b[9..15].iter().all(u8::is_ascii_digit)
        && &b[15..17] == b"Z-"
        && b[17..]
            .iter()
            .all(|c| c.is_ascii_digit() || (b'a'..=b'f').contains(c))
}

#[test]
fn log_dir_and_summary_write_what_morloc_writes() {
    let Some(peer) = peer() else { return };
    let m = combat_peer(&peer);
    let mut texts = Vec::new();
    for theirs in [Some(peer.as_path()), None] {
        let logs = TempDir::new("flags-logs");
        let l = logs.display();
        let out = run(theirs, &[&m, "--log-dir", &l, "fighterDamage", "15"], &[]);
        assert_eq!(String::from_utf8_lossy(&out.stdout), "10\n");
        let (id, files) = run_dir(&logs.path);
        assert!(is_run_id(&id), "{id}");
        assert_eq!(files, ["summary.json"]);
        let text = std::fs::read_to_string(logs.path.join(&id).join("summary.json")).unwrap();
        assert!(text.contains(&format!("\"run_id\": \"{id}\"")), "{text}");
        assert!(text.ends_with('}'), "no newline after the object: {text:?}");
        texts.push(text);
    }
    assert_eq!(shape(&texts[0]), shape(&texts[1]));
    let fixed = |t: &str| -> Vec<String> {
        t.lines()
            .filter(|l| !["run_id", "started_at", "finished_at", "wall_ms"].iter().any(|k| l.contains(k)))
            .map(str::to_string)
            .collect()
    };
    assert_eq!(fixed(&texts[0]), fixed(&texts[1]));
    for t in &texts {
        for key in ["started_at", "finished_at"] {
            let line = t.lines().find(|l| l.contains(key)).unwrap();
            assert!(
                line.contains("T") && line.ends_with("+00:00\","),
                "{line}"
            );
        }
    }

    // --summary PATH alone (and MORLOC_SUMMARY, MORLOC_LOG_DIR), on ours:
    // no run directory, an empty run id; a failure says why.
    let dir = TempDir::new("flags-summary");
    let path = dir.join("s.json").display().to_string();
    let out = run(None, &[&m, "--summary", &path, "fighterDamage", "x"], &[]);
    assert_eq!(out.status.code(), Some(2));
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("\"status\": \"fail\""), "{text}");
    assert!(text.contains("\"exit_code\": 2"), "{text}");
    assert!(text.contains("\"run_id\": \"\""), "{text}");
    assert!(text.contains("\"error\": \"fighterDamage: argument 1"), "{text}");
    let by_env = dir.join("env.json").display().to_string();
    run(None, &[&m, "fighterDamage", "3"], &[("MORLOC_SUMMARY", &by_env)]);
    assert!(std::fs::read_to_string(&by_env).unwrap().contains("\"status\": \"ok\""));
    let logs = TempDir::new("flags-envlogs");
    run(None, &[&m, "fighterDamage", "3"], &[("MORLOC_LOG_DIR", &logs.display())]);
    assert_eq!(run_dir(&logs.path).1, ["summary.json"]);
    // A command line refused before its command is known leaves nothing.
    let none = dir.join("none.json");
    run(None, &[&m, "--summary", &none.display().to_string(), "nope"], &[]);
    assert!(!none.exists());
}

#[test]
fn packet_and_voidstar_are_morlocs_bytes() {
    let Some(peer) = peer() else { return };
    let m = polyglot(&peer);
    let big = (1 << 20) + 17;
    let big = big.to_string();
    let calls: &[&[&str]] = &[
        &["pyAdd", "2", "3"],
        &["pyGreet", "Zoë"],
        &["pyStats", "[1,2,3.5]"],
        &["rRev", "[1,2,3]"],
        &["cppLen", "hello"],
        // A result through shared memory: a string over 1 MiB.
        &["cppBig", &big],
    ];
    let jobs: Vec<(&[&str], &str)> = calls
        .iter()
        .flat_map(|c| [(*c, "packet"), (*c, "voidstar")])
        .collect();
    let results = parallel(&jobs, 2, |(call, form)| {
        let mut args = vec![m.as_str(), "-f", form];
        args.extend_from_slice(call);
        (run(Some(&peer), &args, &[]), run(None, &args, &[]))
    });
    for ((call, form), (theirs, ours)) in jobs.iter().zip(&results) {
        assert_eq!(ours.status.code(), Some(0), "{call:?} {form}: {ours:?}");
        assert!(theirs.stdout.len() > 32, "{call:?}: {theirs:?}");
        assert!(
            ours.stdout == theirs.stdout,
            "{call:?} -f {form}: {} bytes against morloc's {}",
            ours.stdout.len(),
            theirs.stdout.len()
        );
    }
    // -o FILE holds the same bytes; -z 0 is morloc's default.
    let dir = TempDir::new("flags-packet");
    let file = dir.join("out.pkt").display().to_string();
    let out = run(None, &[&m, "-f", "packet", "-z", "0", "-o", &file, "pyAdd", "2", "3"], &[]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(std::fs::read(&file).unwrap(), results[0].0.stdout);
    // A big result to a regular file: morloc streams its own with a
    // random volume index in its relptrs (not the same bytes twice); ours
    // is the piped form, which morloc's `view` reads back.
    let file = dir.join("big.pkt").display().to_string();
    let out = run(None, &[&m, "-f", "packet", "-o", &file, "cppBig", &big], &[]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let view = Command::new(peer.join("home/bin/morloc-nexus"))
        .env("MORLOC_HOME", peer.join("home"))
        .args(["view", &file])
        .output()
        .unwrap();
    let shown = String::from_utf8_lossy(&view.stdout);
    assert_eq!(shown.trim().len(), (1 << 20) + 17 + 2, "{:?}", view.stderr);
    // Before the program, as `morloc-nexus run -f packet <program> …`.
    for theirs in [Some(peer.as_path()), None] {
        let out = run(theirs, &["-f", "packet", &m, "pyAdd", "2", "3"], &[]);
        assert_eq!(out.stdout, results[0].0.stdout, "{theirs:?}");
    }
    let twice = run(None, &["-f", "packet", &m, "-f", "voidstar", "pyAdd", "2", "3"], &[]);
    assert_eq!(twice.status.code(), Some(2));
}

#[test]
fn csv_is_morlocs_csv_and_other_table_forms_say_why_not() {
    let Some(peer) = peer() else { return };
    let m = combat_peer(&peer);
    // A command that returns no table: both refuse the table forms.
    for (theirs, form) in [
        (Some(peer.as_path()), "csv"),
        (None, "csv"),
        (Some(peer.as_path()), "arrow"),
        (None, "arrow"),
    ] {
        let out = run(theirs, &[&m, "-f", form, "fighterDamage", "3"], &[]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{err}");
        assert!(err.contains("requires a Table return type"), "{err}");
        assert!(out.stdout.is_empty());
    }
    for (args, says) in [
        (&["-f", "parquet"][..], "Parquet writer"),
        (&["-z", "3"], "zstd"),
        (&["--compression-level=9"], "zstd"),
        (&["--debug-cache-depth", "1"], "morloc make --debug"),
        (&["--json-help"], "GET /discover"),
    ] {
        let mut argv = vec![m.as_str()];
        argv.extend_from_slice(args);
        argv.extend(["fighterDamage", "3"]);
        let out = run(None, &argv, &[]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(says) && !err.contains("unknown option"), "{args:?}: {err}");
    }
    // The tables program (tests/morloc/make-tables.py) needs pyarrow.
    let pyarrow = Command::new("python3")
        .args(["-c", "import pyarrow"])
        .status()
        .is_ok_and(|s| s.success());
    if !peer.join("home/lib/libcppmorloc.a").is_file() || !pyarrow {
        eprintln!("csv against morloc skipped: no C++ runtime or pyarrow");
        return;
    }
    let t = peer_program(&peer, "tables");
    let rows = r#"[{"name":"Smith, J","age":30,"ok":true},{"name":"Zoë \"z\"","age":2,"ok":false},{"name":"","age":5,"ok":true}]"#;
    // pyMake's boolean column is where morloc 0.98.2 is wrong (bits read
    // as bytes, tests/it/morloc_tables.rs): its reals are compared, and
    // its booleans against the truth (i % 3 == 0).
    let made = run(None, &[t.as_str(), "-f", "csv", "pyMake", "5"], &[]);
    assert_eq!(
        String::from_utf8_lossy(&made.stdout),
        "i,x,s,b\n0,0.0,r0,true\n1,0.5,r1,false\n2,1.0,r2,false\n3,1.5,r3,true\n4,2.0,r4,false\n"
    );
    for call in [
        &["pyEcho", rows][..],
        &["cppEcho", rows],
        &["pyEchoAny", r#"{"b":[1.5,2],"a":["x\ny","q"]}"#],
    ] {
        let mut args = vec![t.as_str(), "-f", "csv"];
        args.extend_from_slice(call);
        let theirs = run(Some(&peer), &args, &[]);
        let ours = run(None, &args, &[]);
        assert_eq!(ours.status.code(), Some(0), "{call:?}: {ours:?}");
        assert_eq!(
            String::from_utf8_lossy(&ours.stdout),
            String::from_utf8_lossy(&theirs.stdout),
            "{call:?}"
        );
    }
}

#[test]
fn the_daemon_takes_morlocs_flags_or_says_why_not() {
    // -f json, -z 0, -q and --log-dir are taken; the record is written
    // when the daemon stops (here at once: --watch-stdin on a closed stdin).
    let logs = TempDir::new("flags-daemon");
    let out = spawn_cmd(Command::new(nexus_bin()).args([
        "daemon",
        &combat(),
        "--port",
        "0",
        "--watch-stdin",
        "-q",
        "-f",
        "json",
        "-z",
        "0",
        "--log-dir",
        &logs.display(),
    ]))
    .finish(TIMEOUT);
    assert_eq!(out.code, Some(0), "{out:?}");
    let (id, files) = run_dir(&logs.path);
    assert!(is_run_id(&id) && files == ["summary.json"], "{id} {files:?}");
    let text = std::fs::read_to_string(logs.path.join(&id).join("summary.json")).unwrap();
    assert!(text.contains("\"status\": \"ok\""), "{text}");
    assert!(text.contains("\"command\": null"), "{text}");
    // The rest are refused with the reason, never as an unknown option.
    for (args, says) in [
        (&["-z", "4"][..], "zstd"),
        (&["--eval-timeout", "3"], "runs no compiler"),
        (&["--eval-allowed-modules=base"], "runs no compiler"),
        (&["-f", "arrow"], "forms are json and packet"),
        (&["--debug-recursion-cap", "3"], "morloc make --debug"),
    ] {
        let mut argv = vec!["daemon", "/nonexistent"];
        argv.extend_from_slice(args);
        let out = nexus(&argv);
        assert_eq!(out.code, Some(2), "{args:?}: {out:?}");
        assert!(
            out.stderr.contains(says) && !out.stderr.contains("unknown option"),
            "{args:?}: {}",
            out.stderr
        );
    }
}

/// pyarrow's reading of Arrow IPC files: each file's rows as JSON lines.
fn pyarrow_rows(files: &[&Path]) -> Vec<String> {
    let script = r#"
import sys, json, pyarrow.ipc as ipc
for f in sys.argv[1:]:
    t = ipc.open_file(f).read_all()
    print(json.dumps([str(t.schema.types), t.schema.names, [f.nullable for f in t.schema], t.to_pylist()]))
"#;
    let out = Command::new("python3")
        .arg("-c")
        .arg(script)
        .args(files)
        .output()
        .expect("python3 runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).lines().map(str::to_string).collect()
}

#[test]
fn arrow_is_a_file_pyarrow_reads_as_morlocs() {
    let Some(peer) = peer() else { return };
    let pyarrow = Command::new("python3")
        .args(["-c", "import pyarrow"])
        .status()
        .is_ok_and(|s| s.success());
    if !peer.join("home/lib/libcppmorloc.a").is_file() || !pyarrow {
        eprintln!("arrow against morloc skipped: no C++ runtime or pyarrow");
        return;
    }
    let t = peer_program(&peer, "tables");
    let dir = TempDir::new("flags-arrow");
    let rows = r#"[{"name":"Smith, J","age":30,"ok":true},{"name":"Zoë \"z\"","age":2,"ok":false},{"name":"","age":5,"ok":true}]"#;
    let calls: &[&[&str]] = &[
        &["pyEcho", rows],
        &["cppEcho", rows],
        &["pyEchoAny", r#"{"b":[1.5,2],"a":["x\ny","q"]}"#],
    ];
    for (i, call) in calls.iter().enumerate() {
        let mut files = Vec::new();
        for (who, theirs) in [("theirs", Some(peer.as_path())), ("ours", None)] {
            let file = dir.join(&format!("{who}{i}.arrow"));
            let mut args = vec![t.as_str(), "-f", "arrow", "-o"];
            let f = file.display().to_string();
            args.push(&f);
            args.extend_from_slice(call);
            let out = run(theirs, &args, &[]);
            assert_eq!(out.status.code(), Some(0), "{who} {call:?}: {out:?}");
            files.push(file);
        }
        let read = pyarrow_rows(&[&files[0], &files[1]]);
        assert_eq!(read[0], read[1], "{call:?}");
    }
    // Booleans right where morloc's are not, in a table over 1 MiB that
    // comes back through shared memory: b is i % 3 == 0.
    let big = dir.join("big.arrow");
    let out = run(
        None,
        &[&t, "-f", "arrow", "-o", &big.display().to_string(), "pyMake", "60000"],
        &[],
    );
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(std::fs::metadata(&big).unwrap().len() > 1 << 20);
    let check = r#"
import sys, pyarrow.ipc as ipc
t = ipc.open_file(sys.argv[1]).read_all().to_pydict()
assert t['b'] == [i % 3 == 0 for i in range(60000)], 'booleans'
assert t['x'] == [i / 2 for i in range(60000)], 'reals'
assert t['s'][59999] == 'r59999'
print(len(t['i']))
"#;
    let out = Command::new("python3").arg("-c").arg(check).arg(&big).output().unwrap();
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        "60000",
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // A table's packet is refused with the reason.
    let out = run(None, &[&t, "-f", "packet", "pyMake", "2"], &[]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("use -f arrow, csv or json"));
}

/// Copies `from` (a directory) to `to`, as `cp -r` would.
fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap().flatten() {
        let target = to.join(e.file_name());
        if e.path().is_dir() {
            copy_tree(&e.path(), &target);
        } else {
            std::fs::copy(e.path(), &target).unwrap();
        }
    }
}

/// Issue 45 item 5: a morloc build whose pools import sources from beside
/// it, with no `*.loc` there to mark the project, installs with what its
/// pools load, and the installed program runs from any directory.
#[test]
fn install_takes_what_a_morloc_builds_pools_load_from_beside_it() {
    let Some(peer) = peer() else { return };
    let project = TempDir::new("flags-project");
    copy_tree(
        &peer.join("combat/combat-build"),
        &project.join("combat-build"),
    );
    std::fs::copy(peer.join("combat/combat.py"), project.join("combat.py")).unwrap();
    let home = TempDir::new("flags-install");
    let nx = |args: &[&str], cwd: &Path| {
        spawn_cmd(
            Command::new(nexus_bin())
                .args(args)
                .current_dir(cwd)
                .env("NEXUS_HOME", &home.path)
                .env("MORLOC_HOME", peer.join("home")),
        )
        .finish(TIMEOUT)
    };
    let build = project.join("combat-build").display().to_string();
    nx(&["install", &build], &project.path).ok();
    let installed = home.join("programs/combat");
    assert!(installed.join("combat.py").is_file());
    assert!(installed.join("combat-build/pools/py/pool.py").is_file());
    // The project moved away: only the installed copy is left.
    drop(project);
    let program = installed.display().to_string();
    let out = nx(&["run", &program, "fighterDamage", "15"], Path::new("/"));
    assert_eq!(out.ok(), "10");
}

/// Issue 45 item 5: a command labelled `remote` whose pool keeps state per
/// instance is refused with the reason where SLURM would run it (it ran
/// locally before, against its label), and runs here with SLURM off.
#[test]
fn a_remote_command_on_an_instance_is_refused_with_the_reason() {
    let dir = TempDir::new("flags-remote");
    dir.write("st.py", "def square(x):\n    return x * x\n");
    for instances in ["private", "keyed"] {
        let manifest = format!(
            r#"{{"name":"st","pools":[{{"lang":"py","source":"st.py","workers":1,"instances":"{instances}"}}],
"commands":[{{"name":"square","type":"remote","pool":0,"mid":0,
"args":[{{"kind":"pos","schema":"j","type":"Int","metavar":"X"}}],
"return":{{"schema":"j","type":"Int"}},"remote":{{"threads":1,"memory":1,"time":60,"gpus":0}}}}]}}"#
        );
        dir.write("manifest.json", &manifest);
        // An sbatch that must not be called: it leaves a mark.
        let bin = TempDir::new("flags-sbatch");
        let mark = bin.join("called");
        let sbatch = bin.write(
            "sbatch",
            &format!("#!/bin/sh\ntouch {}\nexit 1\n", mark.display()),
        );
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&sbatch, std::fs::Permissions::from_mode(0o755)).unwrap();
        let path = format!(
            "{}:{}",
            bin.display(),
            std::env::var("PATH").unwrap_or_default()
        );
        // Over MCP stdio (a keyed call names its instance there), and
        // through `run` for a private pool (a one-off instance).
        let mcp = |slurm: &str| -> String {
            let mut child = Command::new(nexus_bin())
                .args(["mcp", dir.path.to_str().unwrap()])
                .env("PATH", &path)
                .env("NEXUS_SLURM", slurm)
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::null())
                .spawn()
                .expect("nexus mcp starts");
            let call = match instances {
                "keyed" => r#"{"_1":3,"instance":"k1"}"#,
                _ => r#"{"_1":3}"#,
            };
            let init = r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"0"}}}"#;
            let done = r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#;
            let lines = format!(
                "{init}\n{done}\n{{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{{\"name\":\"square\",\"arguments\":{call}}}}}\n"
            );
            use std::io::Write;
            let mut stdin = child.stdin.take().unwrap();
            stdin.write_all(lines.as_bytes()).unwrap();
            drop(stdin);
            let out = child.wait_with_output().expect("nexus mcp ends");
            String::from_utf8_lossy(&out.stdout).to_string()
        };
        let refused = mcp("on");
        assert!(
            refused.contains(&format!(
                "square is labelled remote (a SLURM job on another node), but its pool keeps state per {instances} instance"
            )),
            "{instances}: {refused}"
        );
        assert!(refused.contains(r#""isError":true"#), "{refused}");
        assert!(!mark.exists(), "{instances}: sbatch was called");
        let local = mcp("off");
        assert!(local.contains(r#""text":"9""#), "{instances}: {local}");
        if instances == "private" {
            let out = spawn_cmd(
                Command::new(nexus_bin())
                    .args(["--slurm", "on", "run", dir.path.to_str().unwrap(), "square", "3"])
                    .env("PATH", &path),
            )
            .finish(TIMEOUT);
            assert_eq!(out.code, Some(1), "{out:?}");
            assert!(out.stderr.contains("labelled remote"), "{}", out.stderr);
            assert!(!mark.exists(), "sbatch was called");
        }
    }
}

/// Issue 45 item 5: a table result of a remote call (`--call-packet`, what
/// libmorloc's `remote_call` runs on the node) comes back: an Arrow IPC
/// file beside the output file, named by a FILE+DATA packet, which
/// libmorloc's `load_morloc_data_file` reads into a table (morloc's own
/// `view` reads it here).
#[test]
fn a_table_result_comes_back_from_a_remote_worker() {
    use nexus::morloc::{packet, voidstar};
    let Some(peer) = peer() else { return };
    let pyarrow = Command::new("python3")
        .args(["-c", "import pyarrow"])
        .status()
        .is_ok_and(|s| s.success());
    if !peer.join("home/lib/libcppmorloc.a").is_file() || !pyarrow {
        eprintln!("remote tables skipped: no C++ runtime or pyarrow");
        return;
    }
    let t = peer_program(&peer, "tables");
    let dir = TempDir::new("flags-remote-table");
    // pyMake(7), mid 3 of the Python pool, as remote_call writes the call.
    let int = nexus::schema::Schema::parse("j").unwrap();
    let arg = packet::data_with_metadata(
        packet::SOURCE_MESG,
        packet::FORMAT_VOIDSTAR,
        &packet::schema_metadata("j"),
        &voidstar::encode(&int, &nexus::json::parse("7").unwrap()).unwrap(),
    );
    let call = dir.join("call.dat");
    std::fs::write(&call, packet::call(3, &[arg])).unwrap();
    let output = dir.join("result.dat");
    let out = spawn_cmd(
        Command::new(nexus_bin())
            .args(["--call-packet", &call.display().to_string()])
            .args(["--socket-base", "pipe-py", "--output-file"])
            .arg(&output)
            .args(["--output-form", "packet", &t])
            .env("MORLOC_HOME", peer.join("home")),
    )
    .finish(TIMEOUT);
    assert_eq!(out.code, Some(0), "{out:?}");
    let bytes = std::fs::read(&output).unwrap();
    let header = packet::Header::decode(bytes[..32].try_into().unwrap(), u64::MAX).unwrap();
    assert_eq!(
        (header.source, header.format, header.offset),
        (packet::SOURCE_FILE, packet::FORMAT_DATA, 0)
    );
    let named = String::from_utf8(bytes[32..].to_vec()).unwrap();
    assert_eq!(Path::new(&named), dir.join("result.dat.arrow"));
    // A morloc pool reads such a packet as libmorloc's generic reader
    // does (`get_morloc_data_packet_value`, FILE+DATA): the C++ pool's
    // cppEcho (mid 6) takes a table written by `run -f arrow` so, and its
    // table result comes back the same way. (pymorloc 0.98.2's get_value
    // takes a table only from shared memory, so a Python caller cannot.)
    let rows = r#"[{"name":"a","age":1,"ok":true},{"name":"b","age":20,"ok":false}]"#;
    let given = dir.join("given.arrow");
    let made = spawn_cmd(
        Command::new(nexus_bin())
            .args(["run", &t, "-f", "arrow", "-o"])
            .arg(&given)
            .args(["pyEcho", rows])
            .env("MORLOC_HOME", peer.join("home")),
    )
    .finish(TIMEOUT);
    assert_eq!(made.code, Some(0), "{made:?}");
    let name = given.display().to_string();
    let arg = packet::data(packet::SOURCE_FILE, packet::FORMAT_DATA, name.as_bytes());
    let call = dir.join("call2.dat");
    std::fs::write(&call, packet::call(6, &[arg])).unwrap();
    let output = dir.join("result2.dat");
    let out = spawn_cmd(
        Command::new(nexus_bin())
            .args(["--call-packet", &call.display().to_string()])
            .args(["--socket-base", "pipe-cpp", "--output-file"])
            .arg(&output)
            .args(["--output-form", "packet", &t])
            .env("MORLOC_HOME", peer.join("home")),
    )
    .finish(TIMEOUT);
    assert_eq!(out.code, Some(0), "{out:?}");
    let back = dir.join("result2.dat.arrow");
    let check = r#"
import sys, pyarrow.ipc as ipc
t = ipc.open_file(sys.argv[1]).read_all().to_pydict()
print(t['name'], t['age'])
"#;
    let out = Command::new("python3").arg("-c").arg(check).arg(&back).output().unwrap();
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        "['a', 'b'] [1, 20]",
        "{out:?}"
    );
    // pyarrow reads the file: the booleans right (i % 3 == 0).
    let check = r#"
import sys, pyarrow.ipc as ipc
t = ipc.open_file(sys.argv[1]).read_all().to_pydict()
assert t['b'] == [i % 3 == 0 for i in range(7)], t
print(t['s'][6])
"#;
    let out = Command::new("python3").arg("-c").arg(check).arg(&named).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "r6", "{out:?}");
}

/// The pools of a run with a log directory get morloc's run variables,
/// as morloc's pools inherit them (their per-label logs go there).
#[test]
fn the_pools_get_the_run_directory() {
    let dir = TempDir::new("flags-runenv");
    dir.write(
        "env.py",
        "import os\n\ndef rundir():\n    return os.environ.get('MORLOC_RUN_DIR', '') + '|' + os.environ.get('MORLOC_SUMMARY', '')\n",
    );
    dir.write(
        "manifest.json",
        r#"{"name":"env","pools":[{"lang":"py","source":"env.py","workers":1}],
"commands":[{"name":"rundir","pool":0,"mid":0,"args":[],"return":{"schema":"s","type":"Str"}}]}"#,
    );
    let logs = TempDir::new("flags-runenv-logs");
    let program = dir.display();
    let out = nexus(&["run", &program, "--log-dir", &logs.display(), "rundir"]);
    let (id, _) = run_dir(&logs.path);
    let run = logs.join(&id);
    assert_eq!(
        out.ok(),
        format!(
            "\"{}|{}\"",
            run.display(),
            run.join("summary.json").display()
        )
    );
}
