//! What several checks share: a deterministic chunker (so one input byte
//! can choose how a stream arrives), and the reading of JSON that the code
//! under test wrote. Owned here, not in any one target's module, because
//! more than one uses each.

use nexus_core::json::{self, Value};

/// A tiny deterministic generator (xorshift) so that one input byte can
/// choose many chunk sizes without a dependency.
struct Rng(u32);

impl Rng {
    fn new(seed: u8) -> Rng {
        Rng((0x9E37_79B9 ^ u32::from(seed).wrapping_mul(0x0101_0101)) | 1)
    }

    fn below(&mut self, n: u32) -> u32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 17;
        self.0 ^= self.0 << 5;
        self.0 % n
    }
}

/// Cuts `data` into chunks chosen by `seed`: of 1 to 16 bytes when the
/// seed is even (the cuts that find framing bugs: inside a `\r\n`, a
/// chunk-size line or a UTF-8 character), of 1 to 4,096 bytes when it is
/// odd (reads as a pipe or a socket gives them). Half the inputs in big
/// reads halves what the small ones cost the `rpc` target: a call and a
/// copy per chunk (BUILD.md, "The `rpc` target's rate").
pub(crate) fn chunks(data: &[u8], seed: u8) -> Vec<&[u8]> {
    let mut rng = Rng::new(seed);
    let most = if seed.is_multiple_of(2) { 16 } else { 4096 };
    let mut out = Vec::new();
    let mut rest = data;
    while !rest.is_empty() {
        let n = (rng.below(most) as usize + 1).min(rest.len());
        let (chunk, tail) = rest.split_at(n);
        out.push(chunk);
        rest = tail;
    }
    out
}

/// Parses JSON text that the code under test wrote, panicking if it is not
/// valid JSON. Read at the ceiling, not the request limit: a schema nested
/// to [`nexus_core::schema::MAX_SCHEMA_DEPTH`] writes JSON Schema about
/// twice as deep, which is valid output (the corpus keeps such a schema).
pub(crate) fn written_json(what: &str, text: &str) -> Value {
    match json::parse_limited(text, json::MAX_DEPTH_CEILING) {
        Ok(v) => v,
        Err(_) => panic!("{what} is not valid JSON: {text}"),
    }
}
