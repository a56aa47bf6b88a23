//! The content of a `tools/call` result (MCP 2025-06-18 "Tool Result"): a
//! text block, the blocks of a result with a media type (seed 001: image,
//! audio, text or an embedded resource, one per part of a
//! `multipart/mixed` body), an `isError` result, and the standard base64
//! these carry binary in. Pure: text in, text out.

use crate::json;

/// A content array of one text block holding `text`.
pub fn text_content(text: &str) -> String {
    let mut out = String::with_capacity(2 * text.len() + 32);
    push_text_content(&mut out, text);
    out
}

/// [`text_content`] written at the end of `out`.
pub fn push_text_content(out: &mut String, text: &str) {
    out.push_str("[{\"type\":\"text\",\"text\":");
    json::push_quoted(out, text);
    out.push_str("}]");
}

/// The content of a media-typed result (MCP 2025-06-18 "Tool Result"):
/// `image/*` and `audio/*` as base64 image and audio blocks, `text/*` as
/// text, anything else as an embedded resource with a base64 blob. A
/// `multipart/mixed` result (RFC 2046 §5.1.3) gives one block per part,
/// each by its own `Content-Type`, a resource's URI from its
/// `Content-Location`.
pub fn media_content(mime: &str, bytes: &[u8]) -> String {
    if mime == "multipart/mixed"
        && let Some(parts) = multipart_parts(bytes)
    {
        let blocks = parts
            .iter()
            .map(|p| media_block(&p.mime, &p.body, p.location.as_deref()));
        return json::array_of_raw(blocks);
    }
    format!("[{}]", media_block(mime, bytes, None))
}

/// One content block. A part with a `Content-Location` is an embedded
/// resource under that URI, its bytes as `text` when textual.
fn media_block(mime: &str, bytes: &[u8], location: Option<&str>) -> String {
    let kind = mime.split('/').next().unwrap_or("");
    if let Some(uri) = location {
        let textual = kind == "text" || mime == "application/json" || mime.ends_with("+json");
        let resource = json::Obj::new().str("uri", uri).str("mimeType", mime);
        let resource = match std::str::from_utf8(bytes) {
            Ok(text) if textual => resource.str("text", text),
            _ => resource.str("blob", &base64(bytes)),
        };
        return json::Obj::new()
            .str("type", "resource")
            .raw("resource", &resource.finish())
            .finish();
    }
    match kind {
        "image" | "audio" => json::Obj::new()
            .str("type", kind)
            .str("data", &base64(bytes))
            .str("mimeType", mime)
            .finish(),
        "text" => json::Obj::new()
            .str("type", "text")
            .str("text", &String::from_utf8_lossy(bytes))
            .finish(),
        _ => {
            let resource = json::Obj::new()
                .str("uri", location.unwrap_or("nexus://result"))
                .str("mimeType", mime)
                .str("blob", &base64(bytes))
                .finish();
            json::Obj::new()
                .str("type", "resource")
                .raw("resource", &resource)
                .finish()
        }
    }
}

/// One part of a `multipart/mixed` body.
#[derive(Debug, PartialEq)]
struct Part {
    mime: String,
    location: Option<String>,
    body: Vec<u8>,
}

/// The parts of a `multipart/mixed` body whose first line is the
/// delimiter `--BOUNDARY` (the boundary is read from there, as the media
/// type carries no parameters here); lines end in CRLF or LF. A part
/// without `Content-Type` is `text/plain` (RFC 2046 §5.1.1). `None` when
/// the body is not of that shape.
fn multipart_parts(bytes: &[u8]) -> Option<Vec<Part>> {
    let first_end = bytes.iter().position(|&b| b == b'\n')?;
    let first = bytes[..first_end]
        .strip_suffix(b"\r")
        .unwrap_or(&bytes[..first_end]);
    let boundary = first.strip_prefix(b"--").filter(|b| !b.is_empty())?;
    let mut delimiter = b"\n--".to_vec();
    delimiter.extend_from_slice(boundary);
    let mut parts = Vec::new();
    let mut rest = &bytes[first_end + 1..];
    loop {
        let at = find(rest, &delimiter)?;
        let chunk = &rest[..at];
        parts.push(part(chunk.strip_suffix(b"\r").unwrap_or(chunk))?);
        rest = &rest[at + delimiter.len()..];
        if rest.starts_with(b"--") {
            return Some(parts);
        }
        let eol = rest.iter().position(|&b| b == b'\n')?;
        rest = &rest[eol + 1..];
    }
}

fn part(chunk: &[u8]) -> Option<Part> {
    let mut mime = "text/plain".to_string();
    let mut location = None;
    let mut rest = chunk;
    loop {
        let eol = rest.iter().position(|&b| b == b'\n')?;
        let line = rest[..eol].strip_suffix(b"\r").unwrap_or(&rest[..eol]);
        rest = &rest[eol + 1..];
        if line.is_empty() {
            break;
        }
        let line = std::str::from_utf8(line).ok()?;
        let (name, value) = line.split_once(':')?;
        let value = value.trim();
        if name.eq_ignore_ascii_case("content-type") {
            mime = value.split(';').next().unwrap_or("").trim().to_string();
        } else if name.eq_ignore_ascii_case("content-location") {
            location = Some(value.to_string());
        }
    }
    Some(Part {
        mime,
        location,
        body: rest.to_vec(),
    })
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// Standard base64 with padding (RFC 4648 §4).
pub fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | (b as u32) << (16 - 8 * i));
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// Decodes standard base64 (RFC 4648 §4), padding optional; `None` for any
/// character outside the alphabet or a dangling sextet.
pub fn base64_decode(text: &str) -> Option<Vec<u8>> {
    let digits = text.trim_end_matches('=').as_bytes();
    let mut out = Vec::with_capacity(digits.len() * 3 / 4);
    let mut acc = 0u32;
    let mut bits = 0;
    for &c in digits {
        let v = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => return None,
        };
        acc = (acc << 6) | v as u32;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    (bits < 6).then_some(out)
}

/// A `tools/call` result flagged `isError`, holding `message`.
pub fn error_result(message: &str) -> String {
    json::Obj::new()
        .raw("content", &text_content(message))
        .raw("isError", "true")
        .finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_matches_the_rfc_4648_vectors() {
        // RFC 4648 §10.
        let cases = [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ];
        for (plain, encoded) in cases {
            assert_eq!(base64(plain.as_bytes()), encoded, "{plain:?}");
        }
        assert_eq!(base64(&[0xff, 0xfe, 0x00]), "//4A");
    }

    #[test]
    fn base64_decodes_what_it_encodes() {
        for plain in [
            "",
            "f",
            "fo",
            "foo",
            "foob",
            "fooba",
            "foobar",
            "tools/call ü",
        ] {
            assert_eq!(
                base64_decode(&base64(plain.as_bytes())).unwrap(),
                plain.as_bytes()
            );
        }
        assert_eq!(base64_decode("Zm9v YQ"), None);
        assert_eq!(base64_decode("Z"), None);
    }

    #[test]
    fn media_results_become_image_text_or_resource_blocks() {
        let image = media_content("image/png", &[0x89, b'P', b'N', b'G']);
        assert_eq!(
            image,
            r#"[{"type":"image","data":"iVBORw==","mimeType":"image/png"}]"#
        );
        let text = media_content("text/html", b"<b>hi</b>");
        assert_eq!(text, r#"[{"type":"text","text":"<b>hi</b>"}]"#);
        let mixed = media_content(
            "multipart/mixed",
            b"--b1\r\nContent-Type: text/plain\r\n\r\nhi\r\n--b1\r\nContent-Type: image/png\r\n\r\n\x89P\r\n--b1\nContent-Type: application/json\nContent-Location: test://r\n\n{}\n--b1--\r\n",
        );
        assert_eq!(
            mixed,
            r#"[{"type":"text","text":"hi"},{"type":"image","data":"iVA=","mimeType":"image/png"},{"type":"resource","resource":{"uri":"test://r","mimeType":"application/json","text":"{}"}}]"#
        );
        assert_eq!(multipart_parts(b"no delimiter\r\n"), None);
        let other = media_content("application/pdf", b"%PDF");
        assert_eq!(
            other,
            r#"[{"type":"resource","resource":{"uri":"nexus://result","mimeType":"application/pdf","blob":"JVBERg=="}}]"#
        );
    }
}
