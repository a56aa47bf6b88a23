//! The daemon's own routing table (pure), asked before the one both modes
//! share ([`http_modes::routes`]): `/health` only by `GET` or `HEAD`,
//! the front end's release of a session's instances, and morloc's
//! compiler routes, whose answers need nothing but the route
//! ([`Compiler::response`]).

use crate::http::response::Response;
use crate::http_modes::{self, routes};

/// Where one request to the daemon goes.
pub type Route<'a> = routes::Route<'a, Own<'a>>;

/// The daemon's own routes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Own<'a> {
    /// `DELETE /connections/<name>`, only on the front end's channel: the
    /// front end's MCP session `name` ended.
    ReleaseConnection(&'a str),
    /// `/__test/panic`, built only with the `test-panic` feature.
    #[cfg(feature = "test-panic")]
    TestPanic,
    /// morloc's compiler routes.
    Compiler(Compiler<'a>),
}

/// morloc's daemon also compiles expressions with the morloc compiler (its
/// `http_ffi.rs`: `POST /eval`, `/typecheck`, `/bind`, `GET /bindings`,
/// `DELETE /bindings/<name>`). No compiler runs here, so no binding ever
/// exists; the rest say what to use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Compiler<'a> {
    /// `POST /eval`, `/typecheck` or `/bind` (the path): 501.
    Compile(&'a str),
    /// `GET /bindings`: none.
    Bindings,
    /// `DELETE /bindings/<name>`: the name, which is not bound.
    Unbind(&'a str),
}

/// The route of `method` on `path`. `front_end_channel`: the daemon
/// listens on the front end's Unix socket, which alone may release a
/// front-end session's instances.
pub fn route<'a>(method: &str, path: &'a str, front_end_channel: bool) -> Route<'a> {
    routes::route(method, path, |method, path| {
        let own = match (method, path) {
            ("GET" | "HEAD", "/health") => return None,
            (_, "/health") => return Some(Route::MethodNotAllowed("GET")),
            // Issue 40 item 3: a handler's panic in the shipped profile.
            // Built only with the `test-panic` feature
            // (scripts/release-panic.sh).
            #[cfg(feature = "test-panic")]
            (_, "/__test/panic") => Own::TestPanic,
            ("DELETE", p)
                if front_end_channel && let Some(name) = p.strip_prefix("/connections/") =>
            {
                Own::ReleaseConnection(name)
            }
            ("POST", "/eval" | "/typecheck" | "/bind") => Own::Compiler(Compiler::Compile(path)),
            ("GET", "/bindings") => Own::Compiler(Compiler::Bindings),
            ("DELETE", p) if let Some(name) = p.strip_prefix("/bindings/") => {
                Own::Compiler(Compiler::Unbind(name))
            }
            _ => return None,
        };
        Some(Route::Own(own))
    })
}

impl Compiler<'_> {
    /// The answer.
    pub fn response(self) -> Response {
        match self {
            Compiler::Compile(path) => Response::error(
                501,
                &format!(
                    "{path} compiles a morloc expression with the morloc compiler, which this nexus does not run; \
                     call a command with POST /call/<command> (see GET /discover), \
                     or compose commands with the front end's POST /eval (nexus serve; docs/EVAL.md)"
                ),
            ),
            Compiler::Bindings => http_modes::ok_result("{\"bindings\":[]}"),
            Compiler::Unbind(name) => Response::error(404, &format!("Binding not found: {name}")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(r: &Response) -> &str {
        std::str::from_utf8(&r.body).unwrap()
    }

    #[test]
    fn the_daemons_own_routes_come_before_the_shared_ones() {
        let compiler = |c| Route::Own(Own::Compiler(c));
        for (method, path, want) in [
            ("GET", "/bindings", compiler(Compiler::Bindings)),
            ("DELETE", "/bindings/x", compiler(Compiler::Unbind("x"))),
            ("POST", "/eval", compiler(Compiler::Compile("/eval"))),
            (
                "POST",
                "/typecheck",
                compiler(Compiler::Compile("/typecheck")),
            ),
            ("POST", "/bind", compiler(Compiler::Compile("/bind"))),
            // The shared table's.
            ("HEAD", "/health", Route::Health),
            ("POST", "/call/p0__release", Route::Call("p0__release")),
        ] {
            assert_eq!(route(method, path, false), want, "{method} {path}");
            assert_eq!(route(method, path, true), want, "{method} {path}");
        }
    }

    #[test]
    fn health_takes_only_get_and_head() {
        for method in ["POST", "DELETE", "PUT"] {
            assert_eq!(
                route(method, "/health", false),
                Route::MethodNotAllowed("GET"),
                "{method}"
            );
        }
        assert_eq!(
            route("GET", "/call/add", false),
            Route::MethodNotAllowed("POST")
        );
    }

    #[test]
    fn only_the_front_ends_channel_releases_its_sessions() {
        assert_eq!(
            route("DELETE", "/connections/17", true),
            Route::Own(Own::ReleaseConnection("17"))
        );
        for (method, front_end) in [("DELETE", false), ("POST", true)] {
            assert_eq!(
                route(method, "/connections/17", front_end),
                Route::NotFound("/connections/17")
            );
        }
    }

    #[test]
    fn morlocs_compiler_routes_say_what_to_use_instead() {
        let r = Compiler::Compile("/typecheck").response();
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
        assert_eq!(route("GET", "/eval", false), Route::NotFound("/eval"));
        let r = Compiler::Bindings.response();
        assert_eq!(
            (r.status, body(&r)),
            (200, "{\"status\":\"ok\",\"result\":{\"bindings\":[]}}")
        );
        let r = Compiler::Unbind("sq").response();
        assert_eq!(
            (r.status, body(&r)),
            (
                404,
                "{\"status\":\"error\",\"error\":\"Binding not found: sq\"}"
            )
        );
    }
}
