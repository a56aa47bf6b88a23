//! Why a message was refused: [`HeadError`] for a head, [`BodyError`] for a
//! body, one variant per rule, each with the status code a server answers
//! with and a short message. The rules themselves live where they are
//! checked; this file is the list a caller matches on.

use std::fmt;

/// Why a head was refused. One variant per rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeadError {
    /// The request line exceeds [`Limits::max_request_line_bytes`](super::Limits::max_request_line_bytes).
    RequestLineTooLong,
    /// The head exceeds [`Limits::max_head_bytes`](super::Limits::max_head_bytes).
    HeadTooLarge,
    /// More field lines than [`Limits::max_headers`](super::Limits::max_headers).
    TooManyHeaders,
    /// A CR not followed by LF (RFC 9112 §2.2).
    BareCr,
    /// A LF not preceded by CR; we do not accept it as a line terminator.
    BareLf,
    /// The request line is not `method SP target SP version` (RFC 9112 §3).
    MalformedRequestLine,
    /// The method is not a token (RFC 9112 §3.1).
    InvalidMethod,
    /// The target contains a byte that is not a visible ASCII character.
    InvalidTarget,
    /// The target is neither origin-form nor asterisk-form with OPTIONS,
    /// or the method is CONNECT (RFC 9112 §3.2.3: authority-form, proxies).
    UnsupportedTargetForm,
    /// The version is not `HTTP/` DIGIT `.` DIGIT (RFC 9112 §2.3).
    InvalidVersion,
    /// A well-formed version other than 1.0 or 1.1.
    UnsupportedVersion,
    /// The status line is not `version SP 3DIGIT SP reason` (RFC 9112 §4).
    InvalidStatusLine,
    /// Whitespace between the start line and the first field (RFC 9112 §2.2).
    WhitespaceBeforeFirstField,
    /// A field line starting with SP or HTAB: obs-fold (RFC 9112 §5.2).
    ObsFold,
    /// A field line without a colon (RFC 9112 §5).
    MissingColon,
    /// A field name that is empty or not a token (RFC 9110 §5.1).
    InvalidFieldName,
    /// Whitespace between a field name and the colon (RFC 9112 §5.1).
    WhitespaceBeforeColon,
    /// NUL or another control byte other than HTAB in a value (RFC 9110 §5.5).
    ControlInValue,
    /// A field value that is not UTF-8.
    ValueNotUtf8,
    /// An HTTP/1.1 request without `Host` (RFC 9112 §3.2).
    MissingHost,
    /// More than one `Host` field line (RFC 9112 §3.2).
    DuplicateHost,
    /// A `Host` value that is not `host [":" port]` (RFC 9112 §3.2).
    InvalidHost,
    /// More than one `Content-Length` field line, even if equal.
    DuplicateContentLength,
    /// A `Content-Length` that is not one or more digits (RFC 9112 §6.3).
    InvalidContentLength,
    /// A `Content-Length` larger than 2^64 - 1.
    ContentLengthOverflow,
    /// A `Content-Length` larger than [`Limits::max_body_bytes`](super::Limits::max_body_bytes).
    ContentLengthTooLarge,
    /// Both `Transfer-Encoding` and `Content-Length` (RFC 9112 §6.3, rule 3).
    ContentLengthWithTransferEncoding,
    /// `Transfer-Encoding` in an HTTP/1.0 message (RFC 9112 §6.1).
    TransferEncodingInHttp10,
    /// A `Transfer-Encoding` that lists no coding.
    EmptyTransferEncoding,
    /// `chunked` is not the final transfer coding (RFC 9112 §6.3, rule 4).
    ChunkedNotFinal,
    /// `chunked` applied more than once (RFC 9112 §6.1).
    ChunkedRepeated,
    /// A transfer coding other than `chunked` (RFC 9112 §6.1).
    UnsupportedTransferCoding,
}

impl HeadError {
    /// The status code a server answers this error with.
    pub fn status(self) -> u16 {
        use HeadError::*;
        match self {
            RequestLineTooLong => 414,
            HeadTooLarge | TooManyHeaders => 431,
            ContentLengthTooLarge => 413,
            UnsupportedVersion => 505,
            UnsupportedTransferCoding => 501,
            InvalidStatusLine => 502,
            _ => 400,
        }
    }

    /// A short message saying what was wrong.
    pub fn message(self) -> &'static str {
        use HeadError::*;
        match self {
            RequestLineTooLong => "request line too long",
            HeadTooLarge => "request head too large",
            TooManyHeaders => "too many header fields",
            BareCr => "bare CR in head; lines must end with CRLF",
            BareLf => "bare LF in head; lines must end with CRLF",
            MalformedRequestLine => "malformed request line; expected 'METHOD /target HTTP/1.1'",
            InvalidMethod => "method is not a token",
            InvalidTarget => "request target contains a byte that is not visible ASCII",
            UnsupportedTargetForm => {
                "request target must be an absolute path ('/...') or '*' with OPTIONS; CONNECT is for proxies"
            }
            InvalidVersion => "malformed HTTP version",
            UnsupportedVersion => "HTTP version not supported; use HTTP/1.1 or HTTP/1.0",
            InvalidStatusLine => "malformed status line",
            WhitespaceBeforeFirstField => "whitespace before the first header field",
            ObsFold => "obsolete line folding in header field",
            MissingColon => "header field line without a colon",
            InvalidFieldName => "header field name is not a token",
            WhitespaceBeforeColon => "whitespace between header field name and colon",
            ControlInValue => "control character in header field value",
            ValueNotUtf8 => "header field value is not UTF-8",
            MissingHost => "missing Host header",
            DuplicateHost => "more than one Host header",
            InvalidHost => "invalid Host header",
            DuplicateContentLength => "more than one Content-Length header",
            InvalidContentLength => "Content-Length must be decimal digits",
            ContentLengthOverflow => "Content-Length too large to represent",
            ContentLengthTooLarge => "request body too large",
            ContentLengthWithTransferEncoding => "both Transfer-Encoding and Content-Length",
            TransferEncodingInHttp10 => "Transfer-Encoding in an HTTP/1.0 message",
            EmptyTransferEncoding => "empty Transfer-Encoding",
            ChunkedNotFinal => "chunked must be the final transfer coding",
            ChunkedRepeated => "chunked applied more than once",
            UnsupportedTransferCoding => "transfer coding not supported; only chunked is",
        }
    }
}

impl fmt::Display for HeadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for HeadError {}

/// Why a body was refused. One variant per rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BodyError {
    /// The body exceeds [`Limits::max_body_bytes`](super::Limits::max_body_bytes).
    TooLarge,
    /// A chunk-size line with no hex digits (RFC 9112 §7.1).
    EmptyChunkSize,
    /// A chunk size of more than 16 hex digits.
    ChunkSizeTooLong,
    /// A chunk size followed by something other than an extension or CRLF
    /// (`0x10`, `1g`, `5 `).
    InvalidChunkSize,
    /// A chunk extension with a control byte (RFC 9112 §7.1.1).
    InvalidChunkExtension,
    /// A chunk-size line over [`Limits::max_chunk_line_bytes`](super::Limits::max_chunk_line_bytes).
    ChunkLineTooLong,
    /// Chunk data not followed by CRLF (RFC 9112 §7.1).
    MissingChunkCrlf,
    /// A CR not followed by LF in a chunk line or trailer.
    BareCr,
    /// A LF not preceded by CR in a chunk line or trailer.
    BareLf,
    /// A trailer line that is not a valid field line (RFC 9112 §7.1.2).
    InvalidTrailer,
    /// A trailer section over [`Limits::max_trailer_bytes`](super::Limits::max_trailer_bytes).
    TrailerTooLarge,
    /// `Content-Length` or `Transfer-Encoding` in the trailer section
    /// (RFC 9110 §6.5.1: framing fields must not be trailers).
    FramingFieldInTrailer,
    /// The connection closed before the body was complete.
    Truncated,
}

impl BodyError {
    /// The status code a server answers this error with.
    pub fn status(self) -> u16 {
        match self {
            BodyError::TooLarge => 413,
            BodyError::TrailerTooLarge => 431,
            _ => 400,
        }
    }

    /// A short message saying what was wrong.
    pub fn message(self) -> &'static str {
        use BodyError::*;
        match self {
            TooLarge => "request body too large",
            EmptyChunkSize => "empty chunk size",
            ChunkSizeTooLong => "chunk size longer than 16 hex digits",
            InvalidChunkSize => "chunk size is not hexadecimal",
            InvalidChunkExtension => "invalid chunk extension",
            ChunkLineTooLong => "chunk size line too long",
            MissingChunkCrlf => "chunk data not followed by CRLF",
            BareCr => "bare CR in chunked body; lines must end with CRLF",
            BareLf => "bare LF in chunked body; lines must end with CRLF",
            InvalidTrailer => "invalid trailer field",
            TrailerTooLarge => "trailer section too large",
            FramingFieldInTrailer => {
                "Content-Length or Transfer-Encoding in the chunked trailer; send framing fields in the head only"
            }
            Truncated => "connection closed before the body was complete",
        }
    }
}

impl fmt::Display for BodyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for BodyError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_error_maps_to_a_client_or_server_status_and_a_message() {
        let all = [
            HeadError::RequestLineTooLong,
            HeadError::HeadTooLarge,
            HeadError::UnsupportedVersion,
            HeadError::UnsupportedTransferCoding,
            HeadError::ObsFold,
            HeadError::ContentLengthTooLarge,
        ];
        let statuses: Vec<u16> = all.iter().map(|e| e.status()).collect();
        assert_eq!(statuses, [414, 431, 505, 501, 400, 413]);
        assert!(all.iter().all(|e| !e.message().is_empty()));
        assert_eq!(BodyError::TooLarge.status(), 413);
        assert_eq!(
            BodyError::InvalidChunkSize.to_string(),
            "chunk size is not hexadecimal"
        );
    }
}
