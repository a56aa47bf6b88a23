//! Differential test of our HTTP/1.1 request parser against llhttp, the
//! parser of node's http server (issue 15, defect 5).
//!
//! Thousands of requests, mutated deterministically from valid seeds, go
//! through `nexus::http::parse` (`parse_head`, then the `BodyDecoder`) and
//! through node's llhttp (tests/http_differential.js). Each side says
//! accepted (with method, target and decoded body), rejected, or partial
//! (needs more bytes). Every disagreement must either be fixed or fall in
//! one of the explained classes of [`explain`], where we are deliberately
//! stricter or follow the RFC where llhttp does not.
//!
//! Without `node` the test is skipped with a note, except under CI=true.

use std::collections::BTreeMap;
use std::process::Command;

use nexus::http::parse::{self, BodyDecoder, Limits, Status};

/// How many mutated requests per run (besides the seeds themselves).
const CASES: usize = 6000;

// ---------------------------------------------------------------------------
// The cases

/// Valid requests covering every framing and the places parsers differ.
fn seeds() -> Vec<Vec<u8>> {
    let h = "Host: 127.0.0.1\r\n";
    [
        format!("GET /health HTTP/1.1\r\n{h}\r\n"),
        format!("GET /a?b=c HTTP/1.1\r\n{h}Accept: */*\r\nUser-Agent: x/1\r\n\r\n"),
        "GET / HTTP/1.0\r\n\r\n".to_string(),
        "GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n".to_string(),
        format!("POST /call/fighterDamage HTTP/1.1\r\n{h}Content-Length: 4\r\n\r\n[15]"),
        format!("POST /call/f HTTP/1.1\r\n{h}Content-Type: application/json\r\nContent-Length: 0\r\n\r\n"),
        format!("POST /mcp HTTP/1.1\r\n{h}Content-Length: 13\r\nConnection: close\r\n\r\n{{\"a\": [1, 2]}}"),
        format!("POST /c HTTP/1.1\r\n{h}Transfer-Encoding: chunked\r\n\r\n4\r\n[15]\r\n0\r\n\r\n"),
        format!("POST /c HTTP/1.1\r\n{h}Transfer-Encoding: chunked\r\n\r\n2;a=b\r\n[1\r\n1;x;y=\"q s\"\r\n]\r\n0\r\n\r\n"),
        format!("POST /c HTTP/1.1\r\n{h}Transfer-Encoding: chunked\r\n\r\nA\r\n0123456789\r\n0\r\nX-Sum: 1\r\nY: 2\r\n\r\n"),
        format!("POST /c HTTP/1.1\r\nTransfer-Encoding: chunked\r\n{h}\r\n1a\r\nabcdefghijklmnopqrstuvwxyz\r\n0\r\n\r\n"),
        format!("PUT /x HTTP/1.1\r\n{h}Expect: 100-continue\r\nContent-Length: 3\r\n\r\nabc"),
        format!("DELETE /mcp HTTP/1.1\r\n{h}Mcp-Session-Id: abc\r\n\r\n"),
        format!("OPTIONS * HTTP/1.1\r\n{h}\r\n"),
        format!("HEAD /health HTTP/1.1\r\n{h}X-Empty:\r\nX-Tab:\tv\t\r\n\r\n"),
        format!("GET / HTTP/1.1\r\n{h}X-Long: {}\r\n\r\n", "v".repeat(300)),
    ]
    .into_iter()
    .map(String::into_bytes)
    .collect()
}

/// A xorshift generator of our own, seeded, so every run sees the same cases.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Bytes that sit on the boundaries of HTTP's grammar.
const INTERESTING: &[u8] = b"\r\n \t:;=,\"\\\x00\x01\x7f\x80\xffaZ09fF-/?*";

/// Header lines that exercise framing and field rules.
const FIELDS: &[&str] = &[
    "Content-Length: 4",
    "Content-Length: 0",
    "Content-Length: 5",
    "Content-Length: 4, 4",
    "Content-Length: +4",
    "Content-Length: -1",
    "Content-Length:  4 ",
    "Content-Length: 04",
    "Content-Length: 99999999999999999999999",
    "Content-Length: 70000000",
    "Transfer-Encoding: chunked",
    "Transfer-Encoding: Chunked",
    "Transfer-Encoding: gzip, chunked",
    "Transfer-Encoding: chunked, gzip",
    "Transfer-Encoding: chunked, chunked",
    "Transfer-Encoding: identity",
    "Transfer-Encoding: ,chunked",
    "Transfer-Encoding:",
    "Host: other",
    "Host: a b",
    "Connection: close",
    "Connection: keep-alive, Upgrade",
    "Expect: 100-continue",
    "X-Dup: 1",
    "X Space: 1",
    "X-Colon : 1",
    " X-Leading: 1",
    "\tX-Tab-Lead: 1",
    "X-Ctl: a\x01b",
    "X-Del: a\x7fb",
    "X-Obs: caf\u{e9}",
    "X-Obs-Raw: \u{80}",
    ":empty-name",
    "no-colon",
    "X-Fold: a\r\n b",
];

/// What may follow a chunk size.
const CHUNK_EXTS: &[&str] = &[
    ";",
    "; ",
    ";a",
    ";a=",
    ";a=b",
    ";a=\"b c\"",
    ";a=\"b",
    " ;a",
    "; a",
    ";a =b",
    ";a= b",
    ";a=b;",
    ";;",
    ";a=b c",
    ";a=\"\\\"\"",
    ";=b",
    " ",
    "\t",
    ";a\x01",
];

/// What may stand in a trailer section.
const TRAILERS: &[&str] = &[
    "X-Sum: 1",
    "Content-Length: 4",
    "content-length: 0",
    "Transfer-Encoding: chunked",
    "Host: other",
    "no colon",
    " folded",
    "X: \x01",
    "Trailer: X",
];

/// One mutation of `req`.
fn mutate(rng: &mut Rng, req: &mut Vec<u8>) {
    let at = |rng: &mut Rng, req: &Vec<u8>| rng.below(req.len() + 1);
    match rng.below(14) {
        0 => {
            let i = rng.below(req.len());
            if let Some(b) = req.get_mut(i) {
                *b = *rng.pick(INTERESTING);
            }
        }
        1 => {
            let i = at(rng, req);
            req.insert(i, *rng.pick(INTERESTING));
        }
        2 => {
            if !req.is_empty() {
                let i = rng.below(req.len());
                req.remove(i);
            }
        }
        3 => {
            let i = at(rng, req);
            req.truncate(i);
        }
        4 => replace_nth(rng, req, b"\r\n", b"\n"),
        5 => replace_nth(rng, req, b"\r\n", b"\r"),
        6 | 7 => {
            // A field line after the request line.
            if let Some(line_end) = find(req, b"\r\n", 0) {
                let field = format!("{}\r\n", rng.pick(FIELDS));
                let mut lines = field_line_starts(req);
                lines.push(line_end + 2);
                let pos = *rng.pick(&lines);
                req.splice(pos..pos, field.bytes());
            }
        }
        8 => {
            // A chunk extension after a chunk size.
            let ext = rng.pick(CHUNK_EXTS).as_bytes();
            if let Some(pos) = chunk_size_end(rng, req) {
                req.splice(pos..pos, ext.iter().copied());
            }
        }
        9 => {
            // A trailer field after the last chunk.
            if let Some(pos) = find(req, b"\r\n0\r\n", 0).or(find(req, b"\n0\r\n", 0)) {
                let line = format!("{}\r\n", rng.pick(TRAILERS));
                let at = find(req, b"0\r\n", pos).map_or(req.len(), |p| p + 3);
                req.splice(at..at, line.bytes());
            }
        }
        10 => {
            let methods = [
                "GET", "POST", "get", "PATCH", "BREW", "G\x01T", "", "CONNECT",
            ];
            replace_word(req, 0, rng.pick(&methods).as_bytes());
        }
        11 => {
            let targets = ["/x", "*", "http://a/x", "a:80", "/a b", "/\x7f", "/%00", ""];
            replace_word(req, 1, rng.pick(&targets).as_bytes());
        }
        12 => {
            let versions = [
                "HTTP/1.0",
                "HTTP/2.0",
                "HTTP/1.10",
                "http/1.1",
                "HTTP/1.",
                "HTTP/9.9",
            ];
            replace_word(req, 2, rng.pick(&versions).as_bytes());
        }
        _ => {
            // A huge or odd chunk size.
            let sizes = [
                "FFFFFFFFFFFFFFFF",
                "10000000000000000",
                "0x4",
                "-4",
                "4 ",
                " 4",
                "04",
                "g",
            ];
            if let Some(pos) = chunk_size_end(rng, req) {
                let start = req[..pos]
                    .iter()
                    .rposition(|&b| b == b'\n')
                    .map_or(0, |p| p + 1);
                req.splice(start..pos, rng.pick(&sizes).bytes());
            }
        }
    }
}

fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    hay.get(from..)?
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|p| p + from)
}

fn replace_nth(rng: &mut Rng, req: &mut Vec<u8>, from: &[u8], to: &[u8]) {
    let mut hits = Vec::new();
    let mut pos = 0;
    while let Some(p) = find(req, from, pos) {
        hits.push(p);
        pos = p + from.len();
    }
    if !hits.is_empty() {
        let p = *rng.pick(&hits);
        req.splice(p..p + from.len(), to.iter().copied());
    }
}

/// Offsets where the head's field lines start (after the request line).
fn field_line_starts(req: &[u8]) -> Vec<usize> {
    let head_end = find(req, b"\r\n\r\n", 0).unwrap_or(req.len());
    let mut out = Vec::new();
    let mut pos = find(req, b"\r\n", 0).map_or(req.len(), |p| p + 2);
    while pos <= head_end {
        out.push(pos);
        match find(req, b"\r\n", pos) {
            Some(p) => pos = p + 2,
            None => break,
        }
    }
    out
}

/// The end of the hex digits of a chunk-size line in the body, if any.
fn chunk_size_end(rng: &mut Rng, req: &[u8]) -> Option<usize> {
    let body = find(req, b"\r\n\r\n", 0)? + 4;
    find(req, b"chunked", 0)?;
    let mut starts = vec![body];
    let mut pos = body;
    while let Some(p) = find(req, b"\r\n", pos) {
        if req.get(p + 2).is_some_and(u8::is_ascii_hexdigit) {
            starts.push(p + 2);
        }
        pos = p + 2;
    }
    let start = *rng.pick(&starts);
    let digits = req[start..]
        .iter()
        .take_while(|b| b.is_ascii_hexdigit())
        .count();
    (digits > 0).then_some(start + digits)
}

/// Replaces the `index`th space-separated word of the request line.
fn replace_word(req: &mut Vec<u8>, index: usize, word: &[u8]) {
    let line_end = find(req, b"\r\n", 0).unwrap_or(req.len());
    let mut bounds = vec![0];
    bounds.extend(
        req[..line_end]
            .iter()
            .enumerate()
            .filter(|(_, b)| **b == b' ')
            .map(|(i, _)| i + 1),
    );
    let (Some(&start), end) = (
        bounds.get(index),
        bounds.get(index + 1).map_or(line_end, |&e| e - 1),
    ) else {
        return;
    };
    if start <= end {
        req.splice(start..end, word.iter().copied());
    }
}

fn cases() -> Vec<Vec<u8>> {
    let seeds = seeds();
    let mut rng = Rng(0x5eed_1234_abcd_0042);
    let mut out = seeds.clone();
    for _ in 0..CASES {
        let mut req = rng.pick(&seeds).clone();
        for _ in 0..1 + rng.below(3) {
            mutate(&mut rng, &mut req);
        }
        out.push(req);
    }
    out
}

// ---------------------------------------------------------------------------
// The verdicts

#[derive(Clone, Debug, PartialEq, Eq)]
enum Verdict {
    Accepted {
        method: String,
        target: String,
        body: Vec<u8>,
    },
    /// Refused; our error variant or llhttp's error code.
    Rejected(String),
    Partial,
}

/// Our parser's verdict on a whole request, as the server would read it.
fn ours(raw: &[u8]) -> Verdict {
    let limits = Limits::default();
    let (head, used) = match parse::parse_head(raw, &limits) {
        Err(e) => return Verdict::Rejected(format!("{e:?}")),
        Ok(Status::Partial) => return Verdict::Partial,
        Ok(Status::Complete(done)) => done,
    };
    let mut decoder = BodyDecoder::new(head.framing, &limits);
    let mut body = Vec::new();
    match decoder.decode(&raw[used..], &mut body) {
        Err(e) => Verdict::Rejected(format!("{e:?}")),
        Ok(p) if p.done => Verdict::Accepted {
            method: head.method.to_owned(),
            target: head.target.to_owned(),
            body,
        },
        Ok(_) => Verdict::Partial,
    }
}

fn theirs(line: &str) -> Verdict {
    let v = nexus::json::parse(line).unwrap_or_else(|e| panic!("node printed {line:?}: {e}"));
    let field = |name: &str| {
        nexus::json::get_str(&v, name)
            .unwrap_or_default()
            .to_owned()
    };
    match field("v").as_str() {
        "ok" => Verdict::Accepted {
            method: field("method"),
            target: field("url"),
            body: unhex(&field("body")),
        },
        "err" => Verdict::Rejected(field("code")),
        _ => Verdict::Partial,
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(text: &str) -> Vec<u8> {
    text.as_bytes()
        .chunks(2)
        .filter_map(|p| u8::from_str_radix(std::str::from_utf8(p).ok()?, 16).ok())
        .collect()
}

// ---------------------------------------------------------------------------
// The explained disagreements

/// Why `ours` and `theirs` may differ on `raw`, or `None` if they may not.
/// Each class names the rule that makes us differ on purpose.
fn explain(raw: &[u8], ours: &Verdict, theirs: &Verdict) -> Option<&'static str> {
    use Verdict::*;
    let ours_fn = self::ours;
    match (ours, theirs) {
        (Rejected(e), _) => Some(match e.as_str() {
            // RFC 9112 §3.2: a server MUST answer 400 to a second Host or
            // an invalid one; llhttp leaves Host to the application.
            "DuplicateHost" | "InvalidHost" => {
                "stricter: Host must be single and valid (RFC 9112 §3.2)"
            }
            // We are an origin server, not a proxy (RFC 9112 §3.2.2, §3.2.3):
            // no absolute-form, no authority-form, no CONNECT.
            "UnsupportedTargetForm" => "stricter: only origin-form and asterisk-form targets",
            // RFC 9112 §2.3: we answer 505 to versions other than 1.0 and
            // 1.1; llhttp parses any DIGIT.DIGIT and leaves it to node.
            "UnsupportedVersion" | "InvalidVersion" => "stricter: only HTTP/1.0 and HTTP/1.1",
            // llhttp still reads HTTP/0.9 request lines (`GET /x`, no
            // version); RFC 9112 §3 requires the version.
            "MalformedRequestLine" => "stricter: a request line names its version (no HTTP/0.9)",
            // RFC 9112 §6.3 rule 3: any Transfer-Encoding line beside a
            // Content-Length is refused, even an empty one llhttp ignores.
            "ContentLengthWithTransferEncoding" => {
                "stricter: Transfer-Encoding (even empty) with Content-Length"
            }
            // Trailer fields follow the head's field rules.
            "InvalidTrailer" if trailer_has_obs_text_or_ctl(raw) => {
                "stricter: trailer values must be UTF-8 without control bytes"
            }
            // A declared size over our body limit is refused before reading.
            "ContentLengthTooLarge" | "TooLarge" => {
                "stricter: body over max_body_bytes gets 413 at once"
            }
            // RFC 9112 §6.1: an unknown coding SHOULD get 501; llhttp
            // passes the still-coded body to the application.
            "UnsupportedTransferCoding" => "stricter: transfer codings other than chunked get 501",
            // RFC 9110 §5.6.1 ignores empty list elements, but a
            // Transfer-Encoding that lists nothing has no framing at all.
            "EmptyTransferEncoding" => "stricter: an empty Transfer-Encoding gets 400",
            // RFC 9112 §6.1: Transfer-Encoding in an HTTP/1.0 request means
            // faulty framing; llhttp reads it as chunked.
            "TransferEncodingInHttp10" => "stricter: Transfer-Encoding in HTTP/1.0 is refused",
            // RFC 9112 §6.3 rule 5 lets a recipient accept `4, 4`; we refuse
            // any repeat, like llhttp, but also equal repeats over two lines.
            "DuplicateContentLength" | "InvalidContentLength" => {
                "stricter: one Content-Length, plain digits"
            }
            // Field values are handed to handlers as text.
            "ValueNotUtf8" => "stricter: field values must be UTF-8 (obs-text refused)",
            // RFC 9110 §5.5: we refuse every control byte but HTAB; llhttp
            // lets some through in values.
            "ControlInValue" => "stricter: control bytes in field values",
            // Bounds of our own, each a field of `Limits`.
            "RequestLineTooLong" | "HeadTooLarge" | "TooManyHeaders" | "ChunkSizeTooLong"
            | "ChunkLineTooLong" | "TrailerTooLarge" => "stricter: a bound of Limits",
            // RFC 9112 §7.1.1: chunk-ext-name is a token and chunk-ext-val
            // a token or quoted-string, so neither is empty. llhttp refuses
            // `4;` (issue 15) but lets `;;`, `;=b` and `;a=` through.
            "InvalidChunkExtension" if chunk_ext_has_empty_part(raw) => {
                "stricter: empty chunk-ext names and values (RFC 9112 §7.1.1)"
            }
            // Our method rule is RFC 9110's token; llhttp refuses lowercase
            // or unknown methods (below) but accepts none we refuse.
            _ => return None,
        }),
        // RFC 9110 §9.1: a method is any token; llhttp knows a fixed table.
        (Accepted { .. }, Rejected(code)) if code == "HPE_INVALID_METHOD" => Some(ANY_METHOD),
        // llhttp refuses at the first bad byte; we judge a line once it is
        // complete (bounded by the head's size and deadline). Completing
        // the request must not make us accept it.
        (Partial, Rejected(code)) => {
            let mut completed = raw.to_vec();
            completed.extend_from_slice(b"\r\n\r\n");
            match ours_fn(&completed) {
                Accepted { .. } if code == "HPE_INVALID_METHOD" => Some(ANY_METHOD),
                Accepted { .. } => None,
                _ => {
                    Some("later: we judge a line once it is complete, llhttp at its first bad byte")
                }
            }
        }
        // RFC 9112 §7.1.1 and RFC 9110 §5.6.3: BWS around `;` and `=` in a
        // chunk extension MUST be parsed and removed; llhttp refuses it.
        (Accepted { .. }, Rejected(code))
            if (code == "HPE_STRICT" || code == "HPE_INVALID_CHUNK_SIZE") && has_bws_ext(raw) =>
        {
            Some("more lenient: BWS in chunk extensions (RFC 9110 §5.6.3)")
        }
        _ => None,
    }
}

const ANY_METHOD: &str =
    "more lenient: any token is a method (RFC 9110 §9.1); unknown ones get 404 or 405";

/// Whether the trailer section (after the last chunk) holds a byte that a
/// field value may not: obs-text (not UTF-8 for us) or a control byte.
fn trailer_has_obs_text_or_ctl(raw: &[u8]) -> bool {
    let Some(last) = find(raw, b"\r\n0\r\n", 0) else {
        return false;
    };
    raw[last + 5..]
        .iter()
        .any(|&b| b >= 0x80 || (b < 0x20 && b != b'\t' && b != b'\r' && b != b'\n') || b == 0x7f)
}

/// Whether some chunk-size line carries an extension with an empty name or
/// value.
fn chunk_ext_has_empty_part(raw: &[u8]) -> bool {
    chunk_lines(raw).any(|l| {
        let l = l.strip_suffix(b"\r").unwrap_or(l);
        l.ends_with(b"=")
            || [&b";;"[..], b";=", b"=;"]
                .iter()
                .any(|p| find(l, p, 0).is_some())
    })
}

/// Whether some chunk-size line has whitespace in its extensions.
fn has_bws_ext(raw: &[u8]) -> bool {
    chunk_lines(raw).any(|l| l.contains(&b';') && l.iter().any(|&b| b == b' ' || b == b'\t'))
}

/// The lines of the body (after the head) that start with a hex digit.
fn chunk_lines(raw: &[u8]) -> impl Iterator<Item = &[u8]> {
    let body = find(raw, b"\r\n\r\n", 0).map_or(&raw[raw.len()..], |p| &raw[p + 4..]);
    body.split(|&b| b == b'\n')
        .filter(|l| l.first().is_some_and(u8::is_ascii_hexdigit))
}

// ---------------------------------------------------------------------------
// The test

fn node() -> Option<String> {
    let ok = Command::new("node")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    ok.then(|| "node".to_owned())
}

/// Runs every case through llhttp; one verdict per case.
fn llhttp(node: &str, cases: &[Vec<u8>]) -> Vec<Verdict> {
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("nexus-http-diff-{}-{run}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let (input, output) = (dir.join("in"), dir.join("out"));
    let text: String = cases.iter().map(|c| hex(c) + "\n").collect();
    std::fs::write(&input, text).expect("write the cases");
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/http_differential.js");
    let run = Command::new(node)
        .arg(script)
        .arg(&input)
        .arg(&output)
        .output()
        .expect("run node");
    assert!(
        run.status.success(),
        "node failed: {}",
        String::from_utf8_lossy(&run.stderr)
    );
    let verdicts: Vec<Verdict> = std::fs::read_to_string(&output)
        .expect("node's verdicts")
        .lines()
        .map(theirs)
        .collect();
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(verdicts.len(), cases.len(), "one verdict per case");
    verdicts
}

#[test]
fn our_parser_agrees_with_llhttp_or_says_why_not() {
    let Some(node) = node() else {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "node is missing; CI must run the llhttp differential test (apt-get install nodejs)"
        );
        eprintln!("note: node not found; the llhttp differential test is skipped");
        return;
    };
    let cases = cases();
    let verdicts = llhttp(&node, &cases);
    let mut agreed = 0;
    let mut explained: BTreeMap<&str, usize> = BTreeMap::new();
    let mut unexplained = Vec::new();
    for (raw, theirs) in cases.iter().zip(&verdicts) {
        let ours = ours(raw);
        let same = match (&ours, theirs) {
            (Verdict::Rejected(_), Verdict::Rejected(_)) => true,
            (a, b) => a == b,
        };
        if same {
            agreed += 1;
        } else if let Some(reason) = explain(raw, &ours, theirs) {
            *explained.entry(reason).or_default() += 1;
        } else {
            unexplained.push((raw, ours, theirs));
        }
    }
    eprintln!("{} cases: {agreed} agree", cases.len());
    for (reason, n) in &explained {
        eprintln!("  {n:5}  {reason}");
    }
    for (raw, ours, theirs) in unexplained.iter().take(25) {
        eprintln!(
            "UNEXPLAINED {:?}\n    ours: {ours:?}\n    llhttp: {theirs:?}",
            String::from_utf8_lossy(raw)
        );
    }
    assert!(
        unexplained.is_empty(),
        "{} disagreements with llhttp are neither fixed nor explained",
        unexplained.len()
    );
    // The seeds are valid: both accept them.
    for (raw, theirs) in cases.iter().zip(&verdicts).take(seeds().len()) {
        assert!(
            matches!(
                (ours(raw), theirs),
                (Verdict::Accepted { .. }, Verdict::Accepted { .. })
            ),
            "a seed is refused: {:?}",
            String::from_utf8_lossy(raw)
        );
    }
}

#[test]
fn the_issue_15_repro_is_refused_by_both() {
    let raw = b"POST /call/fighterDamage HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n4;\r\n[15]\r\n0;\r\n\r\n";
    assert_eq!(ours(raw), Verdict::Rejected("InvalidChunkExtension".into()));
    if let Some(node) = node() {
        assert!(matches!(
            &llhttp(&node, &[raw.to_vec()])[0],
            Verdict::Rejected(_)
        ));
    }
}
