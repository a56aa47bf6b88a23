//! The daemon's routing table (pure): which handler a request's method and
//! path go to ([`route`]), and the answers that need nothing but the
//! route ([`Fixed`]): a method a path does not take, morloc's compiler
//! routes, an unknown path. `Daemon::route` matches on the [`Route`];
//! whether the guard runs first is [`http_modes::guarded`].

use crate::http::response::Response;
use crate::http_modes;

/// Where one request to the daemon goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Route<'a> {
    /// `GET` or `HEAD /health`: one boolean per pool.
    Health,
    /// `GET /discover`: the document with the live instances.
    Discover,
    /// `POST /mcp`: one MCP message.
    McpPost,
    /// `DELETE /mcp`: the end of a session.
    McpDelete,
    /// Any other method on `/mcp`: a 405 worded for the request's era
    /// ([`http_modes::mcp_other_method`]).
    McpOtherMethod,
    /// `POST /call/<command>`: the command's name (possibly a
    /// `<pool>__release` or `<pool>__open`).
    Call(&'a str),
    /// `DELETE /connections/<name>`, only on the front end's channel: the
    /// front end's MCP session `name` ended.
    ReleaseConnection(&'a str),
    /// `/__test/panic`, built only with the `test-panic` feature.
    #[cfg(feature = "test-panic")]
    TestPanic,
    /// An answer that needs nothing but the route.
    Fixed(Fixed<'a>),
}

/// The routes whose answer is known from the method and path alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fixed<'a> {
    /// A path that does not take the method: 405 with `Allow`.
    MethodNotAllowed(&'static str),
    /// `POST /eval`, `/typecheck` or `/bind` (the path): morloc's daemon
    /// compiles expressions there, and no compiler runs here (501).
    Compiler(&'a str),
    /// `GET /bindings`: no binding ever exists here.
    Bindings,
    /// `DELETE /bindings/<name>`: the name, which is not bound.
    NoBinding(&'a str),
    /// Anything else: the path, for the 404.
    NotFound(&'a str),
}

/// The route of `method` on `path`. `front_end_channel`: the daemon
/// listens on the front end's Unix socket, which alone may release a
/// front-end session's instances.
pub fn route<'a>(method: &str, path: &'a str, front_end_channel: bool) -> Route<'a> {
    if path == "/health" {
        return match method {
            "GET" | "HEAD" => Route::Health,
            _ => Route::Fixed(Fixed::MethodNotAllowed("GET")),
        };
    }
    // Issue 40 item 3: a handler's panic in the shipped profile. Built
    // only with the `test-panic` feature (scripts/release-panic.sh).
    #[cfg(feature = "test-panic")]
    if path == "/__test/panic" {
        return Route::TestPanic;
    }
    match (method, path) {
        ("GET", "/discover") => Route::Discover,
        (_, "/discover") => Route::Fixed(Fixed::MethodNotAllowed("GET")),
        ("POST", "/mcp") => Route::McpPost,
        ("DELETE", "/mcp") => Route::McpDelete,
        (_, "/mcp") => Route::McpOtherMethod,
        ("POST", p) if let Some(name) = p.strip_prefix("/call/") => Route::Call(name),
        ("DELETE", p) if front_end_channel && let Some(name) = p.strip_prefix("/connections/") => {
            Route::ReleaseConnection(name)
        }
        (_, p) if p.starts_with("/call/") => Route::Fixed(Fixed::MethodNotAllowed("POST")),
        // morloc's daemon also compiles expressions with the morloc
        // compiler (its `http_ffi.rs`: POST /eval, /typecheck, /bind,
        // GET /bindings, DELETE /bindings/<name>). No compiler runs
        // here, so no binding ever exists; the rest say what to use.
        ("POST", "/eval" | "/typecheck" | "/bind") => Route::Fixed(Fixed::Compiler(path)),
        ("GET", "/bindings") => Route::Fixed(Fixed::Bindings),
        ("DELETE", p) if let Some(name) = p.strip_prefix("/bindings/") => {
            Route::Fixed(Fixed::NoBinding(name))
        }
        _ => Route::Fixed(Fixed::NotFound(path)),
    }
}

impl Fixed<'_> {
    /// The answer.
    pub fn response(self) -> Response {
        match self {
            Fixed::MethodNotAllowed(allow) => http_modes::method_not_allowed(allow),
            Fixed::Compiler(path) => Response::error(
                501,
                &format!(
                    "{path} compiles a morloc expression with the morloc compiler, which this nexus does not run; \
                     call a command with POST /call/<command> (see GET /discover), \
                     or compose commands with the front end's POST /eval (nexus serve; docs/EVAL.md)"
                ),
            ),
            Fixed::Bindings => http_modes::ok_result("{\"bindings\":[]}"),
            Fixed::NoBinding(name) => Response::error(404, &format!("Binding not found: {name}")),
            Fixed::NotFound(path) => http_modes::no_route(path),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(r: &Response) -> &str {
        std::str::from_utf8(&r.body).unwrap()
    }

    fn allow(r: &Response) -> Option<&str> {
        r.headers
            .iter()
            .find(|(k, _)| k == "Allow")
            .map(|(_, v)| v.as_ref())
    }

    #[test]
    fn each_documented_route_goes_to_its_handler() {
        let table = [
            ("GET", "/health", Route::Health),
            ("HEAD", "/health", Route::Health),
            ("GET", "/discover", Route::Discover),
            ("POST", "/mcp", Route::McpPost),
            ("DELETE", "/mcp", Route::McpDelete),
            ("GET", "/mcp", Route::McpOtherMethod),
            ("PUT", "/mcp", Route::McpOtherMethod),
            ("POST", "/call/add", Route::Call("add")),
            ("POST", "/call/p0__release", Route::Call("p0__release")),
            ("POST", "/call/", Route::Call("")),
            ("GET", "/bindings", Route::Fixed(Fixed::Bindings)),
            ("DELETE", "/bindings/x", Route::Fixed(Fixed::NoBinding("x"))),
            ("POST", "/eval", Route::Fixed(Fixed::Compiler("/eval"))),
            (
                "POST",
                "/typecheck",
                Route::Fixed(Fixed::Compiler("/typecheck")),
            ),
            ("POST", "/bind", Route::Fixed(Fixed::Compiler("/bind"))),
        ];
        for (method, path, want) in table {
            assert_eq!(route(method, path, false), want, "{method} {path}");
            assert_eq!(route(method, path, true), want, "{method} {path}");
        }
    }

    #[test]
    fn a_path_named_with_another_method_is_405_with_allow() {
        for (method, path, allowed) in [
            ("POST", "/health", "GET"),
            ("DELETE", "/health", "GET"),
            ("POST", "/discover", "GET"),
            ("HEAD", "/discover", "GET"),
            ("GET", "/call/add", "POST"),
            ("DELETE", "/call/add", "POST"),
        ] {
            let Route::Fixed(fixed) = route(method, path, false) else {
                panic!("{method} {path} is served");
            };
            assert_eq!(fixed, Fixed::MethodNotAllowed(allowed), "{method} {path}");
            let answer = fixed.response();
            assert_eq!(answer.status, 405);
            assert_eq!(allow(&answer), Some(allowed));
            assert_eq!(
                body(&answer),
                format!("{{\"status\":\"error\",\"error\":\"method not allowed; use {allowed}\"}}")
            );
        }
    }

    #[test]
    fn only_the_front_ends_channel_releases_its_sessions() {
        assert_eq!(
            route("DELETE", "/connections/17", true),
            Route::ReleaseConnection("17")
        );
        for (method, front_end) in [("DELETE", false), ("POST", true)] {
            assert_eq!(
                route(method, "/connections/17", front_end),
                Route::Fixed(Fixed::NotFound("/connections/17"))
            );
        }
    }

    #[test]
    fn morlocs_compiler_routes_say_what_to_use_instead() {
        let r = Fixed::Compiler("/typecheck").response();
        assert_eq!(r.status, 501);
        let text = body(&r);
        assert!(
            text.starts_with(
                "{\"status\":\"error\",\"error\":\"/typecheck compiles a morloc expression"
            ),
            "{text}"
        );
        assert!(
            text.contains("POST /call/<command> (see GET /discover)"),
            "{text}"
        );
        // Only POST compiles: GET /eval is an unknown route.
        assert_eq!(
            route("GET", "/eval", false),
            Route::Fixed(Fixed::NotFound("/eval"))
        );
        let r = Fixed::Bindings.response();
        assert_eq!(
            (r.status, body(&r)),
            (200, "{\"status\":\"ok\",\"result\":{\"bindings\":[]}}")
        );
        let r = Fixed::NoBinding("sq").response();
        assert_eq!(
            (r.status, body(&r)),
            (
                404,
                "{\"status\":\"error\",\"error\":\"Binding not found: sq\"}"
            )
        );
    }

    #[test]
    fn an_unknown_path_is_404_pointing_at_discover() {
        for (method, path) in [("GET", "/"), ("GET", "/calls/x"), ("POST", "/health/x")] {
            let Route::Fixed(fixed) = route(method, path, true) else {
                panic!("{method} {path} is served");
            };
            assert_eq!(fixed, Fixed::NotFound(path));
            let answer = fixed.response();
            assert_eq!(answer.status, 404);
            assert_eq!(
                body(&answer),
                format!(
                    "{{\"status\":\"error\",\"error\":\"no route {path}; see GET /discover\"}}"
                )
            );
        }
    }
}
