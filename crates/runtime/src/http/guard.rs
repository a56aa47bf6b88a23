//! Pure checks behind the server's security rules (seed 001, SPEC §3.2).
//!
//! This file owns the decisions, not their enforcement: whether a bearer
//! token matches (compared in constant time), whether a `Host` or `Origin`
//! is acceptable. The routes that call these choose the status codes
//! (401 with `WWW-Authenticate: Bearer`, 403). Nothing here does I/O, so each
//! rule is tested on plain strings.
//!
//! The threat the `Host` and `Origin` checks answer is a web page in the
//! operator's browser: it may send requests to a loopback server, either
//! cross-origin (caught by `Origin`) or through DNS rebinding, where an
//! attacker's name resolves to 127.0.0.1 and the browser calls it
//! same-origin (caught by `Host`, which then carries the attacker's name).

use std::net::{Ipv4Addr, Ipv6Addr};

/// Compares two byte strings without an early exit on content.
///
/// The running time depends on the length of `presented` only, never on
/// the bytes of either argument nor on where they first differ, so pass the
/// untrusted value as `presented` and the secret as `secret`. A length
/// mismatch still walks all of `presented`, comparing against the secret
/// cycled, so it reveals nothing about the secret's bytes.
pub fn constant_time_eq(presented: &[u8], secret: &[u8]) -> bool {
    let mut diff = u64::from(presented.len() != secret.len());
    if secret.is_empty() {
        return presented.is_empty();
    }
    for (i, &p) in presented.iter().enumerate() {
        let s = secret[i % secret.len()];
        diff |= u64::from(p ^ s);
    }
    std::hint::black_box(diff) == 0
}

/// Whether an `Authorization` value presents `token` as a Bearer credential
/// (RFC 6750 §2.1). The scheme is case-insensitive (RFC 9110 §11.1); one or
/// more spaces separate it from the token. An empty configured token never
/// matches: a server without a token must not accept `Bearer ` as one.
pub fn check_bearer(authorization: Option<&str>, token: &str) -> bool {
    let Some(value) = authorization else {
        return false;
    };
    if token.is_empty() {
        return false;
    }
    let Some((scheme, rest)) = value.split_once(' ') else {
        return false;
    };
    if !scheme.eq_ignore_ascii_case("bearer") {
        return false;
    }
    constant_time_eq(rest.trim_start_matches(' ').as_bytes(), token.as_bytes())
}

/// Whether a `Host` value (or an origin's authority) names the loopback
/// interface: `localhost`, an address in 127.0.0.0/8, or `[::1]`, each with
/// an optional port. Names are case-insensitive; a port must be decimal
/// digits within 0..=65535.
pub fn is_loopback_host(host: &str) -> bool {
    let Some((name, port)) = split_host_port(host) else {
        return false;
    };
    if port.is_some_and(|p| !is_port(p)) {
        return false;
    }
    if let Some(v6) = name.strip_prefix('[').and_then(|n| n.strip_suffix(']')) {
        return v6.parse::<Ipv6Addr>().is_ok_and(|a| a.is_loopback());
    }
    // The common spelling first: parsing an address costs more than the
    // rest of the check.
    name == "127.0.0.1"
        || name.eq_ignore_ascii_case("localhost")
        || name.parse::<Ipv4Addr>().is_ok_and(|a| a.is_loopback())
}

/// Splits `host[:port]`, where `host` may be a bracketed IPv6 literal.
fn split_host_port(host: &str) -> Option<(&str, Option<&str>)> {
    if host.starts_with('[') {
        let close = host.find(']')?;
        let (name, rest) = host.split_at(close + 1);
        return match rest {
            "" => Some((name, None)),
            _ => rest.strip_prefix(':').map(|p| (name, Some(p))),
        };
    }
    Some(match host.split_once(':') {
        Some((name, port)) => (name, Some(port)),
        None => (host, None),
    })
}

fn is_port(p: &str) -> bool {
    !p.is_empty()
        && p.len() <= 5
        && p.bytes().all(|b| b.is_ascii_digit())
        && p.parse::<u16>().is_ok()
}

/// Whether a request's `Origin` is acceptable (seed 001).
///
/// - absent: yes (not a browser, or a same-origin navigation);
/// - `http://` or `https://` with a loopback host and any port: yes;
/// - otherwise it must equal one of `allowed`, ignoring ASCII case and a
///   trailing `/` on the allowed entry. `null` is accepted only if listed.
pub fn check_origin(origin: Option<&str>, allowed: &[String]) -> bool {
    let Some(origin) = origin else {
        return true;
    };
    let authority = origin
        .strip_prefix("http://")
        .or_else(|| origin.strip_prefix("https://"));
    if authority.is_some_and(is_loopback_host) {
        return true;
    }
    allowed
        .iter()
        .any(|a| a.trim_end_matches('/').eq_ignore_ascii_case(origin))
}

/// Whether a request's `Host` is acceptable (DNS-rebinding defence).
///
/// - Any host in `allowed` is accepted. An entry with a port must match
///   exactly; an entry without one matches that name on any port.
/// - On a loopback bind, otherwise only loopback names are accepted: a
///   rebinding page reaches 127.0.0.1 but its requests carry the attacker's
///   name.
/// - On any other bind, a loopback name is accepted and, if `allowed` is
///   empty, so is every host: clients reach such a server by names we cannot
///   know, and the token (not the Host) is what protects it. An operator who
///   lists names gets them enforced.
pub fn check_host(host: &str, bound_addr_is_loopback: bool, allowed: &[String]) -> bool {
    if allowed.iter().any(|a| host_matches(host, a)) || is_loopback_host(host) {
        return true;
    }
    !bound_addr_is_loopback && allowed.is_empty()
}

fn host_matches(host: &str, allowed: &str) -> bool {
    if host.eq_ignore_ascii_case(allowed) {
        return true;
    }
    let (Some((name, Some(_))), Some((a_name, None))) =
        (split_host_port(host), split_host_port(allowed))
    else {
        return false;
    };
    name.eq_ignore_ascii_case(a_name)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list(items: &[&str]) -> Vec<String> {
        items.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn constant_time_eq_compares_content_and_length() {
        assert!(constant_time_eq(b"secret", b"secret"));
        assert!(!constant_time_eq(b"secreT", b"secret"));
        assert!(!constant_time_eq(b"secret!", b"secret"));
        assert!(!constant_time_eq(b"secre", b"secret"));
        // A prefix repeated to the secret's length must not match either.
        assert!(!constant_time_eq(b"abab", b"ab"));
        assert!(!constant_time_eq(b"", b"secret"));
        assert!(!constant_time_eq(b"x", b""));
        assert!(constant_time_eq(b"", b""));
    }

    #[test]
    fn bearer_token_must_match_exactly() {
        // Seed 001: every request presents `Authorization: Bearer <token>`.
        assert!(check_bearer(Some("Bearer s3cret"), "s3cret"));
        assert!(check_bearer(Some("bearer  s3cret"), "s3cret"));
        assert!(!check_bearer(Some("Bearer s3cre"), "s3cret"));
        assert!(!check_bearer(Some("Bearer s3cret "), "s3cret"));
        assert!(!check_bearer(Some("Basic s3cret"), "s3cret"));
        assert!(!check_bearer(Some("Bearers3cret"), "s3cret"));
        assert!(!check_bearer(Some("s3cret"), "s3cret"));
        assert!(!check_bearer(None, "s3cret"));
    }

    #[test]
    fn an_empty_configured_token_matches_nothing() {
        assert!(!check_bearer(Some("Bearer "), ""));
        assert!(!check_bearer(Some("Bearer"), ""));
    }

    #[test]
    fn loopback_hosts_are_localhost_127_8_and_ipv6_loopback() {
        for h in [
            "localhost",
            "LOCALHOST:8080",
            "127.0.0.1",
            "127.1.2.3:80",
            "[::1]",
            "[::1]:65535",
        ] {
            assert!(is_loopback_host(h), "{h}");
        }
        for h in [
            "example.com",
            "localhost.evil.com",
            "127.0.0.1.nip.io",
            "128.0.0.1",
            "0.0.0.0",
            "::1",
            "[::2]",
            "[::1",
            "localhost:",
            "localhost:99999",
            "localhost:8a",
            "127.0.0.01",
            "",
        ] {
            assert!(!is_loopback_host(h), "{h}");
        }
    }

    #[test]
    fn absent_origin_is_accepted() {
        assert!(check_origin(None, &[]));
    }

    #[test]
    fn loopback_origins_on_any_port_are_accepted() {
        for o in [
            "http://localhost:3000",
            "http://127.0.0.1:8080",
            "http://[::1]:1",
            "http://localhost",
            "https://localhost:1",
        ] {
            assert!(check_origin(Some(o), &[]), "{o}");
        }
    }

    #[test]
    fn other_origins_must_be_allowed_by_the_operator() {
        let allowed = list(&["https://app.example.com/"]);
        assert!(check_origin(Some("https://app.example.com"), &allowed));
        assert!(check_origin(Some("HTTPS://APP.example.com"), &allowed));
        for o in [
            "https://evil.com",
            "http://app.example.com",
            "null",
            "http://localhost.evil.com",
            "http://localhost:1/x",
        ] {
            assert!(!check_origin(Some(o), &allowed), "{o}");
        }
        assert!(check_origin(Some("null"), &list(&["null"])));
    }

    #[test]
    fn loopback_bind_accepts_only_loopback_hosts() {
        // DNS rebinding: the attacker's name arrives in Host.
        assert!(check_host("localhost:8080", true, &[]));
        assert!(check_host("127.0.0.1", true, &[]));
        assert!(!check_host("evil.com", true, &[]));
        assert!(!check_host("evil.com:8080", true, &[]));
    }

    #[test]
    fn allowed_hosts_are_accepted_with_or_without_port() {
        let allowed = list(&["box.lan", "api.example.com:443"]);
        assert!(check_host("box.lan:8080", true, &allowed));
        assert!(check_host("BOX.LAN", true, &allowed));
        assert!(check_host("api.example.com:443", false, &allowed));
        assert!(!check_host("api.example.com:80", false, &allowed));
        assert!(!check_host("evil.com", false, &allowed));
    }

    #[test]
    fn non_loopback_bind_without_allowed_list_accepts_any_host() {
        assert!(check_host("10.0.0.5:8080", false, &[]));
        assert!(check_host("anything", false, &[]));
    }
}
