//! morloc's Arrow-table commands served by our nexus (issue 29): the
//! `tables` program (tests/morloc/make-tables.py: a Python pool on pyarrow
//! and a C++ pool on the Arrow C Data Interface, filled from morloc
//! 0.98.2's own templates) through `run`, the daemon's `/call` and MCP,
//! compared with morloc's own nexus byte for byte where it is right, and
//! with the truth where it is not (booleans, nulls).
//!
//! Needs the peer (`../shared/morloc/build-peer.sh`, see
//! tests/it/morloc_interop.rs) and pyarrow in the pools' `python3`; without
//! them these tests skip with a note, unless `CI=true`.

use crate::common;

use common::*;
use std::path::{Path, PathBuf};
use std::time::Duration;

fn peer() -> Option<PathBuf> {
    let dir = crate::common::morloc_peer_dir();
    let pyarrow = std::process::Command::new("python3")
        .args(["-c", "import pyarrow"])
        .status()
        .is_ok_and(|s| s.success());
    if dir.join("home/lib/libcppmorloc.a").is_file() && pyarrow {
        return Some(dir);
    }
    crate::common::skip_outside_ci(&format!(
        "table interop skipped: no peer at {} or no pyarrow in python3 (build the peer: PREFIX={} ../shared/morloc/build-peer.sh; python3 -m pip install pyarrow)",
        dir.display(),
        dir.display()
    ))
}

/// The tables program (tests/morloc/make-tables.py), built once beside the
/// peer per content of its generator (`common::peer_program`).
fn tables(peer: &Path) -> String {
    peer_program(peer, "tables")
}

/// morloc's own nexus: `run CMD ARGS…` → (stdout, stderr).
fn upstream(peer: &Path, manifest: &str, args: &[&str]) -> (String, String) {
    let out = std::process::Command::new(peer.join("home/bin/morloc-nexus"))
        .env("MORLOC_HOME", peer.join("home"))
        .arg("run")
        .arg(manifest)
        .args(args)
        .output()
        .expect("morloc-nexus runs");
    (
        String::from_utf8_lossy(&out.stdout).to_string(),
        String::from_utf8_lossy(&out.stderr).to_string(),
    )
}

fn ours(manifest: &str, args: &[&str]) -> Out {
    let mut argv = vec!["run", manifest];
    argv.extend_from_slice(args);
    nexus(&argv)
}

const ROWS: &str = r#"[{"name":"Smith, J","age":30,"ok":true},{"name":"Zoë \"z\"","age":2,"ok":false},{"name":"q","age":5,"ok":true},{"name":"r","age":6,"ok":true}]"#;
const COLS: &str =
    r#"{"name":["Smith, J","Zoë \"z\""],"age":[30,2],"ok":[true,false],"extra":[1.5,2]}"#;
const CSV: &str =
    "name,age,ok\n\"Smith, J\",30,true\n\"Zoë \"\"z\"\"\",2,false\nq,5,true\nr,6,true\n";

#[test]
fn tables_in_run_print_what_morlocs_nexus_prints() {
    let Some(peer) = peer() else { return };
    let m = tables(&peer);
    let dir = TempDir::new("tables");
    let csv = dir.write("in.csv", CSV).display().to_string();
    for cmd in ["pyEcho", "cppEcho"] {
        for input in [ROWS, COLS, csv.as_str()] {
            let out = ours(&m, &[cmd, input]);
            let (theirs, err) = upstream(&peer, &m, &[cmd, input]);
            assert_eq!(out.code, Some(0), "{cmd} {input}: {out:?}");
            assert_eq!(out.stdout, theirs, "{cmd} {input}: morloc said {err}");
        }
    }
    // The CSV's rows are the JSON rows, quoted comma, doubled quote and all.
    assert_eq!(ours(&m, &["pyEcho", &csv]).stdout.trim(), ROWS);
    // A bare `T`: columns nobody declared keep the order the text or the
    // CSV header gave them, as morloc's nexus keeps it (issue 39).
    let unsorted = dir.write("people.csv", "name,age\n\"Smith, Jane\",34\nLee,5\n");
    let unsorted = unsorted.display().to_string();
    let rows = r#"[{"zed":1,"name":"a"},{"name":"b","zed":2}]"#;
    for input in [COLS, unsorted.as_str(), rows] {
        let (theirs, err) = upstream(&peer, &m, &["pyEchoAny", input]);
        let mine = ours(&m, &["pyEchoAny", input]);
        assert_eq!(mine.stdout, theirs, "{input}: {mine:?}; morloc said {err}");
    }
    assert!(
        ours(&m, &["pyEchoAny", &unsorted])
            .stdout
            .starts_with(r#"[{"name":"Smith, Jane","age":34}"#)
    );
    assert_eq!(ours(&m, &["pyRows", ROWS]).stdout.trim(), "4");
}

/// Where morloc 0.98.2 is wrong: booleans written a byte per row arrive in
/// the pool as bits, and bits from a pool are printed as bytes; nulls
/// become 0. Ours gives the truth, or refuses with the reason.
#[test]
fn booleans_are_right_and_nulls_are_refused_where_morloc_gets_them_wrong() {
    let Some(peer) = peer() else { return };
    let m = tables(&peer);
    // JSON true,false,true,true as Python sees it.
    let seen = ours(&m, &["pyDescribe", ROWS]);
    assert!(
        seen.stdout.contains(r#"\"ok\":true},{\"name\":\"Zoë \\\"z\\\"\",\"age\":2,\"ok\":false},{\"name\":\"q\",\"age\":5,\"ok\":true},{\"name\":\"r\",\"age\":6,\"ok\":true}"#),
        "{seen:?}"
    );
    let (theirs, _) = upstream(&peer, &m, &["pyDescribe", ROWS]);
    assert!(
        theirs.contains(r#"\"age\":6,\"ok\":false"#),
        "morloc's bool bug is gone? {theirs}"
    );
    // …and as C++ counts them.
    assert_eq!(ours(&m, &["cppCountTrue", ROWS]).stdout.trim(), "3");
    assert_eq!(upstream(&peer, &m, &["cppCountTrue", ROWS]).0.trim(), "1");
    // A bool column made in Python: i % 3 == 0.
    let made = ours(&m, &["pyMake", "4"]);
    assert_eq!(
        made.stdout.trim(),
        r#"[{"i":0,"x":0,"s":"r0","b":true},{"i":1,"x":0.5,"s":"r1","b":false},{"i":2,"x":1,"s":"r2","b":false},{"i":3,"x":1.5,"s":"r3","b":true}]"#
    );
    assert!(
        upstream(&peer, &m, &["pyMake", "4"])
            .0
            .contains(r#""s":"r3","b":false"#)
    );
    // Nulls: morloc prints a pool's null as 0; ours refuses, saying why.
    let nulls = ours(&m, &["pyNulls", "1"]);
    assert_eq!(nulls.code, Some(1));
    assert!(nulls.stderr.contains("column \"x\" of the table has 1 null(s), and morloc 0.98.2's shared-memory table layout has no validity bitmap"), "{nulls:?}");
    assert_eq!(
        upstream(&peer, &m, &["pyNulls", "1"]).0.trim(),
        r#"[{"x":1},{"x":0},{"x":3}]"#
    );
    let sent = ours(&m, &["pyEcho", r#"[{"name":"a","age":null,"ok":true}]"#]);
    assert!(sent.stderr.contains("row 0, column \"age\": null, and morloc 0.98.2's shared-memory table layout has no validity bitmap"), "{sent:?}");
}

#[test]
fn every_refusal_names_the_column_and_the_row() {
    let Some(peer) = peer() else { return };
    let m = tables(&peer);
    let dir = TempDir::new("tables");
    let bad_csv = dir
        .write("bad.csv", "name,age,ok\na,1,true\nb,x,false\n")
        .display()
        .to_string();
    // An empty cell outside a string column: not read straight into
    // columns, but by the value path, which names the null.
    let empty_csv = dir
        .write("empty.csv", "name,age,ok\na,1,true\nb,,false\n")
        .display()
        .to_string();
    for (input, says) in [
        (
            r#"[{"name":"a","age":1,"ok":true},{"name":"b","ok":true}]"#,
            "row 1, column \"age\": expected Int, got nothing",
        ),
        (
            r#"[{"name":"a","age":"1","ok":true}]"#,
            "row 0, column \"age\": expected Int",
        ),
        (
            r#"{"name":["a"],"age":[1,2],"ok":[true]}"#,
            "rows where the others have",
        ),
        (
            r#"[{"name":"a","age":1,"ok":true,"n":[1]}]"#,
            "row 0, column \"n\": a nested value",
        ),
        (r#"[1]"#, "row 0"),
        (r#"7"#, "a table: rows"),
        (
            bad_csv.as_str(),
            "CSV line 3, column \"age\": \"x\" does not read as an integer",
        ),
        (empty_csv.as_str(), "row 1, column \"age\": null, and"),
    ] {
        let out = ours(&m, &["pyEcho", input]);
        assert_ne!(out.code, Some(0), "{input}");
        assert!(out.stderr.contains(says), "{input}: {}", out.stderr);
    }
}

#[test]
fn the_daemon_serves_tables_as_rows_or_columns() {
    let Some(peer) = peer() else { return };
    let m = tables(&peer);
    let daemon = Daemon::start(&m, &[]);
    for body in [
        format!("[{ROWS}]"),
        format!(r#"{{"_1":{ROWS}}}"#),
        format!("[{COLS}]"),
    ] {
        let (status, reply) = post(daemon.addr, "/call/cppEcho", &body);
        assert_eq!(status, 200, "{reply}");
        let rows = &reply[reply.find("\"result\":").expect("a result") + 9..reply.len() - 1];
        let (theirs, _) = upstream(
            &peer,
            &m,
            &["cppEcho", &body[1..body.len() - 1].replace(r#""_1":"#, "")],
        );
        if !body.contains("_1") {
            assert_eq!(rows, theirs.trim(), "{body}");
        }
    }
    let (status, reply) = post(daemon.addr, "/call/pyNulls", "[1]");
    assert!(
        status >= 400 && reply.contains("no validity bitmap"),
        "{status} {reply}"
    );
}

/// `POST path body` to a daemon, one connection: (status, body).
fn post(addr: std::net::SocketAddr, path: &str, body: &str) -> (u16, String) {
    use std::io::{Read, Write};
    let mut s = std::net::TcpStream::connect(addr).expect("connect");
    let _ = s.set_read_timeout(Some(Duration::from_secs(120)));
    let req = format!(
        "POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    let _ = s.write_all(req.as_bytes());
    let mut out = String::new();
    let _ = s.read_to_string(&mut out);
    let status = out
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    (
        status,
        out.split_once("\r\n\r\n")
            .map_or("", |(_, b)| b)
            .to_string(),
    )
}

/// MCP over stdio, the daemon's HTTP and the front end's, in both eras, and
/// the front end's JSON API (tests/py/test_tables_mcp.py).
#[test]
fn mcp_clients_of_both_eras_get_the_rows() {
    let Some(peer) = peer() else { return };
    let m = tables(&peer);
    let python = match sdk_python("import mcp; from mcp import Client") {
        Ok(p) => p,
        Err(why) if std::env::var("NEXUS_SKIP_SDK_TESTS").as_deref() == Ok("1") => {
            eprintln!("skipped (NEXUS_SKIP_SDK_TESTS=1): {why}");
            return;
        }
        Err(why) => panic!("{why}"),
    };
    let script = repo().join("tests/py/test_tables_mcp.py");
    let mut cmd = std::process::Command::new(python);
    cmd.arg(&script)
        .env("NEXUS_BIN", nexus_bin())
        .env("TABLES", &m)
        .env_remove("NEXUS_TOKEN")
        .stdin(std::process::Stdio::null());
    let out = spawn_cmd(&mut cmd).finish(Duration::from_secs(300));
    assert!(
        out.code == Some(0) && out.stdout.contains("checks passed"),
        "{out:?}"
    );
}

/// A million rows each way through shared memory, and /dev/shm left clean.
#[test]
fn a_million_rows_round_trip_and_leave_shm_clean() {
    let Some(peer) = peer() else { return };
    let m = tables(&peer);
    let dir = TempDir::new("tables");
    let mut csv = String::from("name,age,ok\n");
    for i in 0..1_000_000 {
        csv.push_str(&format!("n{i},{i},{}\n", i % 2 == 0));
    }
    let path = dir.write("big.csv", &csv).display().to_string();
    let run = spawn(&["run", &m, "pyEcho", &path]);
    let pid = run.pid();
    let out = run.finish(Duration::from_secs(600));
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert!(
        out.stdout
            .starts_with(r#"[{"name":"n0","age":0,"ok":true},{"name":"n1","age":1,"ok":false}"#)
    );
    assert!(
        out.stdout
            .trim_end()
            .ends_with(r#"{"name":"n999999","age":999999,"ok":false}]"#)
    );
    assert_eq!(out.stdout.matches("},{").count(), 999_999);
    assert!(
        shm_of(pid).is_empty(),
        "left in /dev/shm: {:?}",
        shm_of(pid)
    );
}
