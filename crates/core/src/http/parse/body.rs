//! The message body (RFC 9112 §6, §7.1): [`BodyDecoder`], an incremental
//! decoder of a `Content-Length`, chunked or close-delimited body whose
//! state is a few integers, and the grammar of chunk-size lines and their
//! extensions.

use super::error::BodyError;
use super::fields::parse_field;
use super::syntax::{Line, is_field_byte, is_ows, is_tchar, next_line, partial_line_len};
use super::{Framing, Limits};

/// Longest chunk-size accepted, in hex digits: 16 digits fill a `u64`.
const MAX_CHUNK_SIZE_DIGITS: usize = 16;

/// How far a [`BodyDecoder::decode`] call got.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Input bytes used; the rest belong to the caller (the next request, or
    /// a partial line to offer again with more bytes after it).
    pub consumed: usize,
    /// Whether the body is complete.
    pub done: bool,
}

/// An incremental body decoder for one message.
///
/// Its state is a few integers; the bytes stay in the caller's buffer.
#[derive(Clone, Debug)]
pub struct BodyDecoder {
    state: BodyState,
    total: u64,
    max_body: u64,
    max_chunk_line: usize,
    max_trailer: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum BodyState {
    Length { remaining: u64 },
    UntilClose,
    ChunkSize,
    ChunkData { remaining: u64 },
    ChunkDataEnd,
    Trailer { bytes: usize },
    Done,
}

impl BodyDecoder {
    /// A decoder for a body framed as `framing`, bounded by `limits`.
    pub fn new(framing: Framing, limits: &Limits) -> BodyDecoder {
        let state = match framing {
            Framing::None | Framing::Length(0) => BodyState::Done,
            Framing::Length(n) => BodyState::Length { remaining: n },
            Framing::Chunked => BodyState::ChunkSize,
            Framing::Close => BodyState::UntilClose,
        };
        BodyDecoder {
            state,
            total: 0,
            max_body: limits.max_body_bytes,
            max_chunk_line: limits.max_chunk_line_bytes,
            max_trailer: limits.max_trailer_bytes,
        }
    }

    /// Whether the whole body has been decoded.
    pub fn is_done(&self) -> bool {
        self.state == BodyState::Done
    }

    /// Decodes as much of `input` as possible, appending content to `out`.
    pub fn decode(&mut self, input: &[u8], out: &mut Vec<u8>) -> Result<Progress, BodyError> {
        let mut pos = 0;
        while !self.is_done() {
            let used = self.step(input.get(pos..).unwrap_or_default(), out)?;
            if used == 0 && !self.is_done() {
                break;
            }
            pos += used;
        }
        Ok(Progress {
            consumed: pos,
            done: self.is_done(),
        })
    }

    /// Tells the decoder the peer closed the connection. A close-delimited
    /// body is then complete; any other unfinished body is truncated.
    pub fn finish_at_eof(&mut self) -> Result<(), BodyError> {
        match self.state {
            BodyState::Done => Ok(()),
            BodyState::UntilClose => {
                self.state = BodyState::Done;
                Ok(())
            }
            _ => Err(BodyError::Truncated),
        }
    }

    /// One state transition; returns the bytes used (0 = need more input).
    fn step(&mut self, input: &[u8], out: &mut Vec<u8>) -> Result<usize, BodyError> {
        match self.state {
            BodyState::Length { remaining } => {
                let n = self.take(input, remaining, out)?;
                self.state = if remaining == n as u64 {
                    BodyState::Done
                } else {
                    BodyState::Length {
                        remaining: remaining - n as u64,
                    }
                };
                Ok(n)
            }
            BodyState::UntilClose => self.take(input, u64::MAX, out),
            BodyState::ChunkSize => self.chunk_size(input),
            BodyState::ChunkData { remaining } => {
                let n = self.take(input, remaining, out)?;
                self.state = if remaining == n as u64 {
                    BodyState::ChunkDataEnd
                } else {
                    BodyState::ChunkData {
                        remaining: remaining - n as u64,
                    }
                };
                Ok(n)
            }
            BodyState::ChunkDataEnd => self.chunk_data_end(input),
            BodyState::Trailer { bytes } => self.trailer_line(input, bytes),
            BodyState::Done => Ok(0),
        }
    }

    /// Copies up to `limit` bytes of content, enforcing the body bound.
    fn take(&mut self, input: &[u8], limit: u64, out: &mut Vec<u8>) -> Result<usize, BodyError> {
        let n = usize::try_from(limit)
            .unwrap_or(usize::MAX)
            .min(input.len());
        let total = self.total.saturating_add(n as u64);
        if total > self.max_body {
            return Err(BodyError::TooLarge);
        }
        self.total = total;
        out.extend_from_slice(&input[..n]);
        Ok(n)
    }

    /// `chunk-size [ chunk-ext ] CRLF` (RFC 9112 §7.1).
    fn chunk_size(&mut self, input: &[u8]) -> Result<usize, BodyError> {
        let (end, next) = match next_line(input, 0)? {
            Line::Complete { end, next } => (end, next),
            Line::Partial if partial_line_len(input) > self.max_chunk_line => {
                return Err(BodyError::ChunkLineTooLong);
            }
            Line::Partial => return Ok(0),
        };
        if end > self.max_chunk_line {
            return Err(BodyError::ChunkLineTooLong);
        }
        let size = parse_chunk_size(&input[..end])?;
        if size == 0 {
            // RFC 9112 §7.1: last-chunk, then the trailer section.
            self.state = BodyState::Trailer { bytes: 0 };
        } else {
            if self.total.saturating_add(size) > self.max_body {
                return Err(BodyError::TooLarge);
            }
            self.state = BodyState::ChunkData { remaining: size };
        }
        Ok(next)
    }

    /// The CRLF after chunk data (RFC 9112 §7.1).
    fn chunk_data_end(&mut self, input: &[u8]) -> Result<usize, BodyError> {
        match input {
            [b'\r', b'\n', ..] => {
                self.state = BodyState::ChunkSize;
                Ok(2)
            }
            [] | [b'\r'] => Ok(0),
            _ => Err(BodyError::MissingChunkCrlf),
        }
    }

    /// One line of the trailer section, which we check and discard
    /// (RFC 9112 §7.1.2: a recipient MAY discard trailer fields).
    fn trailer_line(&mut self, input: &[u8], bytes: usize) -> Result<usize, BodyError> {
        let room = self.max_trailer.saturating_sub(bytes);
        let (end, next) = match next_line(input, 0)? {
            Line::Complete { end, next } => (end, next),
            Line::Partial if partial_line_len(input) > room => {
                return Err(BodyError::TrailerTooLarge);
            }
            Line::Partial => return Ok(0),
        };
        if end == 0 {
            self.state = BodyState::Done;
            return Ok(next);
        }
        if next > room {
            return Err(BodyError::TrailerTooLarge);
        }
        let field = parse_field(&input[..end], false).map_err(|_| BodyError::InvalidTrailer)?;
        if field.name.eq_ignore_ascii_case("content-length")
            || field.name.eq_ignore_ascii_case("transfer-encoding")
        {
            return Err(BodyError::FramingFieldInTrailer);
        }
        self.state = BodyState::Trailer {
            bytes: bytes + next,
        };
        Ok(next)
    }
}

/// `chunk-size = 1*HEXDIG`, then optional `chunk-ext` (RFC 9112 §7.1,
/// §7.1.1). Extensions are checked against their grammar and ignored.
fn parse_chunk_size(line: &[u8]) -> Result<u64, BodyError> {
    if line.is_empty() {
        return Err(BodyError::EmptyChunkSize);
    }
    let digits = line.iter().take_while(|b| b.is_ascii_hexdigit()).count();
    if digits == 0 {
        return Err(BodyError::InvalidChunkSize);
    }
    if digits > MAX_CHUNK_SIZE_DIGITS {
        return Err(BodyError::ChunkSizeTooLong);
    }
    let (hex, rest) = line.split_at(digits);
    if !rest.is_empty() {
        if skip_ows(rest).first() != Some(&b';') {
            return Err(BodyError::InvalidChunkSize);
        }
        if !is_chunk_ext(rest) {
            return Err(BodyError::InvalidChunkExtension);
        }
    }
    Ok(hex.iter().fold(0u64, |n, &d| (n << 4) | hex_value(d)))
}

fn skip_ows(s: &[u8]) -> &[u8] {
    &s[s.iter().take_while(|&&b| is_ows(b)).count()..]
}

/// `chunk-ext = *( BWS ";" BWS chunk-ext-name [ BWS "=" BWS chunk-ext-val ] )`
/// with `chunk-ext-name = token` and `chunk-ext-val = token / quoted-string`
/// (RFC 9112 §7.1.1). An empty name (`4;`) or value (`4;a=`) is refused.
fn is_chunk_ext(mut rest: &[u8]) -> bool {
    while !rest.is_empty() {
        let Some(after_semi) = skip_ows(rest).strip_prefix(b";") else {
            return false;
        };
        let Some(after_name) = strip_token(skip_ows(after_semi)) else {
            return false;
        };
        rest = after_name;
        if let Some(after_eq) = skip_ows(rest).strip_prefix(b"=") {
            let value = skip_ows(after_eq);
            let Some(after_value) = strip_token(value).or_else(|| strip_quoted(value)) else {
                return false;
            };
            rest = after_value;
        }
    }
    true
}

/// The bytes after a leading non-empty token, if `s` starts with one.
fn strip_token(s: &[u8]) -> Option<&[u8]> {
    let n = s.iter().take_while(|&&b| is_tchar(b)).count();
    (n > 0).then(|| &s[n..])
}

/// The bytes after a leading `quoted-string` (RFC 9110 §5.6.4), if `s`
/// starts with a complete one.
fn strip_quoted(s: &[u8]) -> Option<&[u8]> {
    let mut i = 1;
    if s.first() != Some(&b'"') {
        return None;
    }
    loop {
        match *s.get(i)? {
            b'"' => return s.get(i + 1..),
            b'\\' if s.get(i + 1).is_some_and(|&b| is_field_byte(b)) => i += 2,
            b if b != b'\\' && is_field_byte(b) => i += 1,
            _ => return None,
        }
    }
}

/// The value of a hex digit already checked with `is_ascii_hexdigit`.
fn hex_value(d: u8) -> u64 {
    char::from(d).to_digit(16).map_or(0, u64::from)
}

#[cfg(test)]
mod tests {
    use super::*;

    // --- bodies (RFC 9112 §6, §7.1) ---

    fn decode_all(
        framing: Framing,
        input: &[u8],
        limits: &Limits,
    ) -> Result<(Vec<u8>, Progress), BodyError> {
        let mut d = BodyDecoder::new(framing, limits);
        let mut out = Vec::new();
        let p = d.decode(input, &mut out)?;
        Ok((out, p))
    }

    fn chunked(input: &[u8]) -> Result<(Vec<u8>, Progress), BodyError> {
        decode_all(Framing::Chunked, input, &Limits::default())
    }

    fn chunked_err(input: &[u8]) -> BodyError {
        match chunked(input) {
            Err(e) => e,
            Ok(r) => panic!("expected an error, got {r:?}"),
        }
    }

    #[test]
    fn decodes_a_content_length_body_and_leaves_the_next_request() {
        let (out, p) = decode_all(Framing::Length(5), b"helloGET /", &Limits::default()).unwrap();
        assert_eq!(
            (out.as_slice(), p),
            (
                &b"hello"[..],
                Progress {
                    consumed: 5,
                    done: true
                }
            )
        );
    }

    #[test]
    fn decodes_a_content_length_body_in_pieces() {
        let mut d = BodyDecoder::new(Framing::Length(5), &Limits::default());
        let mut out = Vec::new();
        assert_eq!(
            d.decode(b"he", &mut out),
            Ok(Progress {
                consumed: 2,
                done: false
            })
        );
        assert_eq!(
            d.decode(b"llo!", &mut out),
            Ok(Progress {
                consumed: 3,
                done: true
            })
        );
        assert_eq!(out, b"hello");
    }

    #[test]
    fn decodes_a_chunked_body() {
        let raw = b"5\r\nhello\r\n6\r\n world\r\n0\r\n\r\nNEXT";
        let (out, p) = chunked(raw).unwrap();
        assert_eq!(out, b"hello world");
        assert_eq!(
            p,
            Progress {
                consumed: raw.len() - 4,
                done: true
            }
        );
    }

    #[test]
    fn decodes_a_chunked_body_offered_one_byte_at_a_time() {
        let raw = b"A;x=y\r\n0123456789\r\n0\r\nT: v\r\n\r\n";
        let mut d = BodyDecoder::new(Framing::Chunked, &Limits::default());
        let (mut out, mut pending) = (Vec::new(), Vec::new());
        for &b in raw {
            pending.push(b);
            let p = d.decode(&pending, &mut out).unwrap();
            assert!(p.consumed <= pending.len());
            pending.drain(..p.consumed);
        }
        assert!(d.is_done() && pending.is_empty());
        assert_eq!(out, b"0123456789");
    }

    #[test]
    fn accepts_and_ignores_chunk_extensions() {
        // RFC 9112 §7.1.1.
        let (out, _) = chunked(b"3 ; name=\"v a\"; x\r\nabc\r\n0;last\r\n\r\n").unwrap();
        assert_eq!(out, b"abc");
    }

    #[test]
    fn rejects_a_chunk_extension_without_a_name() {
        // RFC 9112 §7.1.1: chunk-ext-name is a token; llhttp refuses `4;` too.
        for raw in [
            &b"4;\r\nabcd\r\n0\r\n\r\n"[..],
            b"4\r\nabcd\r\n0;\r\n\r\n",
            b"4;=v\r\nabcd\r\n0\r\n\r\n",
            b"4;a;\r\nabcd\r\n0\r\n\r\n",
            b"4;a=b c\r\nabcd\r\n0\r\n\r\n",
            b"4;a=\"x\r\nabcd\r\n0\r\n\r\n",
            b"4;a=\"x\"y\r\nabcd\r\n0\r\n\r\n",
            b"4;a@b\r\nabcd\r\n0\r\n\r\n",
        ] {
            assert_eq!(
                chunked_err(raw),
                BodyError::InvalidChunkExtension,
                "{}",
                String::from_utf8_lossy(raw)
            );
        }
    }

    #[test]
    fn accepts_chunk_extensions_of_every_valid_shape() {
        let raw = b"4;a\r\nabcd\r\n1 ; b = c ;d=\"q \\\" ;\"\r\ne\r\n0;z=1\r\n\r\n";
        assert_eq!(chunked(raw).unwrap().0, b"abcde");
    }

    #[test]
    fn rejects_framing_fields_in_the_trailer() {
        // RFC 9110 §6.5.1: a trailer must not carry framing fields; llhttp
        // refuses them, and a proxy that merged them would be smuggled to.
        for field in ["Content-Length: 5", "transfer-encoding: chunked"] {
            let raw = format!("1\r\na\r\n0\r\n{field}\r\n\r\n");
            assert_eq!(
                chunked_err(raw.as_bytes()),
                BodyError::FramingFieldInTrailer,
                "{field}"
            );
        }
    }

    #[test]
    fn rejects_an_empty_chunk_size_line() {
        assert_eq!(chunked_err(b"\r\nabc\r\n"), BodyError::EmptyChunkSize);
    }

    #[test]
    fn rejects_a_chunk_size_of_more_than_16_hex_digits() {
        assert_eq!(
            chunked_err(b"00000000000000001\r\n"),
            BodyError::ChunkSizeTooLong
        );
    }

    #[test]
    fn rejects_a_0x_prefixed_chunk_size() {
        assert_eq!(
            chunked_err(b"0x5\r\nhello\r\n"),
            BodyError::InvalidChunkSize
        );
    }

    #[test]
    fn rejects_a_non_hex_chunk_size() {
        for raw in [
            &b"g\r\n"[..],
            b"-5\r\n",
            b"+5\r\n",
            b"5g\r\n",
            b" 5\r\n",
            b";x\r\n",
        ] {
            assert_eq!(chunked_err(raw), BodyError::InvalidChunkSize, "{raw:?}");
        }
    }

    #[test]
    fn rejects_whitespace_after_a_chunk_size_without_extension() {
        assert_eq!(chunked_err(b"5 \r\nhello\r\n"), BodyError::InvalidChunkSize);
    }

    #[test]
    fn rejects_control_bytes_in_a_chunk_extension() {
        assert_eq!(
            chunked_err(b"5;a=\x01\r\nhello\r\n"),
            BodyError::InvalidChunkExtension
        );
    }

    #[test]
    fn rejects_a_chunk_size_line_over_the_limit() {
        let limits = Limits {
            max_chunk_line_bytes: 8,
            ..Limits::default()
        };
        let e = decode_all(Framing::Chunked, b"5;aaaaaaa", &limits).unwrap_err();
        assert_eq!(e, BodyError::ChunkLineTooLong);
        let e = decode_all(Framing::Chunked, b"5;aaaaaaa\r\n", &limits).unwrap_err();
        assert_eq!(e, BodyError::ChunkLineTooLong);
        assert!(decode_all(Framing::Chunked, b"5;aaaaaa\r\n", &limits).is_ok());
    }

    #[test]
    fn rejects_missing_crlf_after_chunk_data() {
        assert_eq!(
            chunked_err(b"3\r\nabcd\r\n0\r\n\r\n"),
            BodyError::MissingChunkCrlf
        );
        assert_eq!(chunked_err(b"3\r\nabc\rX"), BodyError::MissingChunkCrlf);
        assert_eq!(
            chunked_err(b"3\r\nabc\n0\r\n\r\n"),
            BodyError::MissingChunkCrlf
        );
    }

    #[test]
    fn rejects_bare_lf_and_bare_cr_in_chunk_lines() {
        assert_eq!(chunked_err(b"3\nabc\r\n"), BodyError::BareLf);
        assert_eq!(chunked_err(b"3\rabc\r\n"), BodyError::BareCr);
        assert_eq!(chunked_err(b"0\r\n\n"), BodyError::BareLf);
    }

    #[test]
    fn accepts_and_ignores_bounded_trailers() {
        // RFC 9112 §7.1.2.
        let raw = b"1\r\na\r\n0\r\nX-Sum: 1\r\nY: 2\r\n\r\nZ";
        let (out, p) = chunked(raw).unwrap();
        assert_eq!(
            (out.as_slice(), p.consumed, p.done),
            (&b"a"[..], raw.len() - 1, true)
        );
    }

    #[test]
    fn rejects_an_invalid_trailer_field() {
        assert_eq!(
            chunked_err(b"0\r\nno colon\r\n\r\n"),
            BodyError::InvalidTrailer
        );
        assert_eq!(
            chunked_err(b"0\r\nX: \x00\r\n\r\n"),
            BodyError::InvalidTrailer
        );
        assert_eq!(
            chunked_err(b"0\r\n folded\r\n\r\n"),
            BodyError::InvalidTrailer
        );
    }

    #[test]
    fn rejects_a_trailer_section_over_the_limit() {
        let limits = Limits {
            max_trailer_bytes: 10,
            ..Limits::default()
        };
        let e = decode_all(Framing::Chunked, b"0\r\nX: 12345678\r\n\r\n", &limits).unwrap_err();
        assert_eq!((e, e.status()), (BodyError::TrailerTooLarge, 431));
        let e = decode_all(Framing::Chunked, b"0\r\nA: 1\r\nB: 2\r\n\r\n", &limits).unwrap_err();
        assert_eq!(e, BodyError::TrailerTooLarge);
        assert!(decode_all(Framing::Chunked, b"0\r\nA: 1\r\n\r\n", &limits).is_ok());
    }

    #[test]
    fn rejects_a_chunked_body_over_the_limit_with_413() {
        let limits = Limits {
            max_body_bytes: 4,
            ..Limits::default()
        };
        let e = decode_all(Framing::Chunked, b"3\r\nabc\r\n2\r\n", &limits).unwrap_err();
        assert_eq!((e, e.status()), (BodyError::TooLarge, 413));
        let e = decode_all(Framing::Chunked, b"ffffffffffffffff\r\n", &limits).unwrap_err();
        assert_eq!(e, BodyError::TooLarge);
    }

    #[test]
    fn rejects_a_close_delimited_body_over_the_limit() {
        let limits = Limits {
            max_body_bytes: 4,
            ..Limits::default()
        };
        let e = decode_all(Framing::Close, b"hello", &limits).unwrap_err();
        assert_eq!(e, BodyError::TooLarge);
    }

    #[test]
    fn reports_truncation_at_eof_except_for_close_delimited_bodies() {
        let mut d = BodyDecoder::new(Framing::Length(3), &Limits::default());
        assert_eq!(d.finish_at_eof(), Err(BodyError::Truncated));
        let mut d = BodyDecoder::new(Framing::Close, &Limits::default());
        let mut out = Vec::new();
        assert_eq!(d.decode(b"abc", &mut out).map(|p| p.done), Ok(false));
        assert_eq!(d.finish_at_eof(), Ok(()));
        assert!(d.is_done());
    }
}
