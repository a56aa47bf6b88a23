//! Field lines (RFC 9112 §5) and what they imply: the framing of the body
//! (`Content-Length`, `Transfer-Encoding`, RFC 9112 §6), `Host`, and whether
//! the connection persists (RFC 9112 §9.3). Request heads, response heads
//! and chunked trailers all read their fields here.

use super::error::HeadError;
use super::syntax::{
    HOST_BYTE, Line, has_class, is_field_byte, is_ows, is_token, list_elements, next_line, trim_ows,
};
use super::{Framing, Limits, Status, Version};

/// One field line: the name as received, and the value without surrounding
/// whitespace (RFC 9112 §5.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field<'b> {
    /// Field name, a token; compare it case-insensitively.
    pub name: &'b str,
    /// Field value with leading and trailing OWS removed.
    pub value: &'b str,
}

/// Parses field lines from `pos` up to and including the empty line that
/// ends the section. Returns the fields and the offset after that line.
pub(super) fn parse_fields<'b>(
    window: &'b [u8],
    mut pos: usize,
    out_of_room: bool,
    limits: &Limits,
) -> Result<Status<(Vec<Field<'b>>, usize)>, HeadError> {
    let mut fields = Vec::with_capacity(16);
    loop {
        let (end, next) = match next_line(window, pos)? {
            Line::Complete { end, next } => (end, next),
            Line::Partial if out_of_room => return Err(HeadError::HeadTooLarge),
            Line::Partial => return Ok(Status::Partial),
        };
        if end == pos {
            return Ok(Status::Complete((fields, next)));
        }
        if fields.len() == limits.max_headers {
            return Err(HeadError::TooManyHeaders);
        }
        fields.push(parse_field(&window[pos..end], fields.is_empty())?);
        pos = next;
    }
}

/// `field-line = field-name ":" OWS field-value OWS` (RFC 9112 §5).
pub(super) fn parse_field(line: &[u8], first: bool) -> Result<Field<'_>, HeadError> {
    if line.first().is_some_and(|&b| is_ows(b)) {
        // RFC 9112 §2.2 (before the first field) and §5.2 (obs-fold):
        // a server MUST reject or unfold; we reject.
        return Err(if first {
            HeadError::WhitespaceBeforeFirstField
        } else {
            HeadError::ObsFold
        });
    }
    let colon = line
        .iter()
        .position(|&b| b == b':')
        .ok_or(HeadError::MissingColon)?;
    let (name, rest) = line.split_at(colon);
    // RFC 9112 §5.1: no whitespace between field name and colon; 400.
    if name.last().is_some_and(|&b| is_ows(b)) {
        return Err(HeadError::WhitespaceBeforeColon);
    }
    if !is_token(name) {
        return Err(HeadError::InvalidFieldName);
    }
    let value = trim_ows(rest.get(1..).unwrap_or_default());
    // RFC 9110 §5.5: CR, LF and NUL are invalid; we refuse every CTL but HTAB.
    if !value.iter().all(|&b| is_field_byte(b)) {
        return Err(HeadError::ControlInValue);
    }
    let name = std::str::from_utf8(name).map_err(|_| HeadError::InvalidFieldName)?;
    let value = std::str::from_utf8(value).map_err(|_| HeadError::ValueNotUtf8)?;
    Ok(Field { name, value })
}

/// What the framing and connection rules need from the field lines.
#[derive(Default)]
pub(super) struct FieldMeta {
    content_length: Option<u64>,
    transfer_encoding: Option<TransferCodings>,
    pub(super) hosts: usize,
    close: bool,
    keep_alive_token: bool,
    pub(super) expect_continue: bool,
}

/// A summary of every coding listed in all `Transfer-Encoding` lines.
#[derive(Default)]
struct TransferCodings {
    count: usize,
    chunked: usize,
    last_is_chunked: bool,
}

impl FieldMeta {
    pub(super) fn collect(fields: &[Field<'_>]) -> Result<FieldMeta, HeadError> {
        let mut meta = FieldMeta::default();
        for f in fields {
            let name = f.name.as_bytes();
            if name.eq_ignore_ascii_case(b"content-length") {
                // RFC 9112 §6.3 rule 5; we refuse even equal repeats.
                if meta.content_length.is_some() {
                    return Err(HeadError::DuplicateContentLength);
                }
                meta.content_length = Some(parse_content_length(f.value)?);
            } else if name.eq_ignore_ascii_case(b"transfer-encoding") {
                // RFC 9110 §5.3: repeated lines form one list, in order.
                let te = meta
                    .transfer_encoding
                    .get_or_insert_with(TransferCodings::default);
                for coding in list_elements(f.value) {
                    te.count += 1;
                    // RFC 9112 §7: coding names are case-insensitive.
                    te.last_is_chunked = coding.eq_ignore_ascii_case("chunked");
                    te.chunked += usize::from(te.last_is_chunked);
                }
            } else if name.eq_ignore_ascii_case(b"host") {
                meta.hosts += 1;
                if meta.hosts > 1 {
                    return Err(HeadError::DuplicateHost);
                }
                if !is_valid_host(f.value) {
                    return Err(HeadError::InvalidHost);
                }
            } else if name.eq_ignore_ascii_case(b"connection") {
                for option in list_elements(f.value) {
                    meta.close |= option.eq_ignore_ascii_case("close");
                    meta.keep_alive_token |= option.eq_ignore_ascii_case("keep-alive");
                }
            } else if name.eq_ignore_ascii_case(b"expect") {
                meta.expect_continue |= f.value.eq_ignore_ascii_case("100-continue");
            }
        }
        Ok(meta)
    }

    /// RFC 9112 §9.3: HTTP/1.1 persists unless `close`; HTTP/1.0 persists
    /// only with `keep-alive`.
    pub(super) fn keep_alive(&self, version: Version) -> bool {
        match version {
            Version::Http11 => !self.close,
            Version::Http10 => self.keep_alive_token && !self.close,
        }
    }

    /// The shared `Transfer-Encoding` / `Content-Length` rules of
    /// RFC 9112 §6.1 and §6.3. `None` when neither field is present.
    pub(super) fn framing_fields(
        &self,
        version: Version,
        max_body: u64,
    ) -> Result<Option<Framing>, HeadError> {
        if let Some(te) = &self.transfer_encoding {
            // §6.3 rule 3: both fields may be a smuggling attempt; refuse.
            if self.content_length.is_some() {
                return Err(HeadError::ContentLengthWithTransferEncoding);
            }
            // §6.1: HTTP/1.0 framing with Transfer-Encoding is faulty.
            if version == Version::Http10 {
                return Err(HeadError::TransferEncodingInHttp10);
            }
            return te.framing().map(Some);
        }
        match self.content_length {
            Some(n) if n > max_body => Err(HeadError::ContentLengthTooLarge),
            Some(n) => Ok(Some(Framing::Length(n))),
            None => Ok(None),
        }
    }
}

impl TransferCodings {
    fn framing(&self) -> Result<Framing, HeadError> {
        if self.count == 0 {
            return Err(HeadError::EmptyTransferEncoding);
        }
        // RFC 9112 §6.3 rule 4: chunked not final → 400.
        if !self.last_is_chunked {
            return Err(HeadError::ChunkedNotFinal);
        }
        // RFC 9112 §6.1: chunked MUST NOT be applied more than once.
        if self.chunked > 1 {
            return Err(HeadError::ChunkedRepeated);
        }
        // RFC 9112 §6.1: an unknown coding SHOULD get 501.
        if self.count > 1 {
            return Err(HeadError::UnsupportedTransferCoding);
        }
        Ok(Framing::Chunked)
    }
}

/// `Content-Length = 1*DIGIT` (RFC 9110 §8.6). No sign, no list, no spaces.
fn parse_content_length(value: &str) -> Result<u64, HeadError> {
    if value.is_empty() || !value.bytes().all(|b| b.is_ascii_digit()) {
        return Err(HeadError::InvalidContentLength);
    }
    value.bytes().try_fold(0u64, |n, d| {
        n.checked_mul(10)
            .and_then(|n| n.checked_add(u64::from(d - b'0')))
            .ok_or(HeadError::ContentLengthOverflow)
    })
}

/// `Host = uri-host [ ":" port ]` (RFC 9112 §3.2, RFC 3986 §3.2.2): only
/// the characters of a reg-name, an IP literal and a port. An empty value is
/// allowed (RFC 9112 §3.2, target without authority).
fn is_valid_host(value: &str) -> bool {
    value.bytes().all(|b| has_class(b, HOST_BYTE))
}
