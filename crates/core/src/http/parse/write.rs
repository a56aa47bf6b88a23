//! Writing helpers the response writer (nexus's `http::response`) and the
//! client share: a request line's path for wording a refusal, decimal
//! digits, and reason phrases.

/// The path of the request target on the first line of `buf`
/// (`POST /mcp?x HTTP/1.1` gives `/mcp`), when that line is complete and
/// has the request line's three parts; for wording the refusal of a head
/// that did not parse as a whole (a `Content-Length` over the limit, say).
pub fn request_line_path(buf: &[u8]) -> Option<&str> {
    let end = buf.iter().position(|&b| b == b'\n')?;
    let line = &buf[..end];
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    let mut parts = std::str::from_utf8(line).ok()?.split(' ');
    let (_method, target, _version) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() {
        return None;
    }
    Some(target.split_once('?').map_or(target, |(p, _)| p))
}

/// Appends `n` in decimal.
pub fn push_decimal(out: &mut Vec<u8>, mut n: u64) {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    loop {
        i -= 1;
        digits[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.extend_from_slice(&digits[i..]);
}

/// The reason phrase for a status code (RFC 9110 §15); empty if unknown.
pub fn reason_phrase(status: u16) -> &'static str {
    match status {
        100 => "Continue",
        101 => "Switching Protocols",
        200 => "OK",
        201 => "Created",
        202 => "Accepted",
        204 => "No Content",
        301 => "Moved Permanently",
        302 => "Found",
        304 => "Not Modified",
        307 => "Temporary Redirect",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        406 => "Not Acceptable",
        408 => "Request Timeout",
        409 => "Conflict",
        411 => "Length Required",
        413 => "Content Too Large",
        414 => "URI Too Long",
        415 => "Unsupported Media Type",
        417 => "Expectation Failed",
        422 => "Unprocessable Content",
        429 => "Too Many Requests",
        431 => "Request Header Fields Too Large",
        500 => "Internal Server Error",
        501 => "Not Implemented",
        502 => "Bad Gateway",
        503 => "Service Unavailable",
        504 => "Gateway Timeout",
        505 => "HTTP Version Not Supported",
        _ => "",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_path_of_a_request_line_is_read_without_the_rest_of_the_head() {
        assert_eq!(
            request_line_path(b"POST /mcp?x=1 HTTP/1.1\r\nContent-Length: 99999"),
            Some("/mcp")
        );
        assert_eq!(
            request_line_path(b"GET /health HTTP/1.0\n"),
            Some("/health")
        );
        assert_eq!(request_line_path(b"POST /mcp HTTP/1.1"), None);
        assert_eq!(request_line_path(b"POST  /mcp HTTP/1.1\r\n"), None);
        assert_eq!(request_line_path(b"POST /mcp\r\n"), None);
        assert_eq!(request_line_path(b"\xff /mcp HTTP/1.1\r\n"), None);
    }
}
