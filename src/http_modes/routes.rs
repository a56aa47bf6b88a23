//! The routing table both HTTP modes share (pure): `/health`,
//! `/discover`, MCP at `/mcp` and the JSON API's `/call/…`, each with the
//! methods it takes; what a mode serves besides ([`Route::Own`]) comes from
//! its own table, which is asked first. The daemon's is in
//! `daemon::routes`, the front end's in `serve::routes`.

/// Where one request goes; `X` is the mode's own routes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Route<'a, X> {
    /// `/health`, answered without the guard.
    Health,
    /// `GET /discover`.
    Discover,
    /// `POST /mcp`: one MCP message.
    McpPost,
    /// `DELETE /mcp`: the end of a session.
    McpDelete,
    /// Any other method on `/mcp`: a 405 worded for the request's era
    /// ([`super::mcp_other_method`]).
    McpOtherMethod,
    /// `POST /call/<rest>`: what follows `/call/`.
    Call(&'a str),
    /// A path that does not take the method: 405 with `Allow`
    /// ([`super::method_not_allowed`]).
    MethodNotAllowed(&'static str),
    /// A path no route takes, for the 404 ([`super::no_route`]).
    NotFound(&'a str),
    /// A route of the mode's own.
    Own(X),
}

/// The route of `method` on `path`: the mode's own table (`own`) when it
/// takes the request, else the shared one. `/health` takes any method
/// unless the mode's table says otherwise.
pub fn route<'a, X>(
    method: &str,
    path: &'a str,
    own: impl FnOnce(&str, &'a str) -> Option<Route<'a, X>>,
) -> Route<'a, X> {
    if let Some(route) = own(method, path) {
        return route;
    }
    match (method, path) {
        (_, "/health") => Route::Health,
        ("GET", "/discover") => Route::Discover,
        (_, "/discover") => Route::MethodNotAllowed("GET"),
        ("POST", "/mcp") => Route::McpPost,
        ("DELETE", "/mcp") => Route::McpDelete,
        (_, "/mcp") => Route::McpOtherMethod,
        ("POST", p) if let Some(rest) = p.strip_prefix("/call/") => Route::Call(rest),
        (_, p) if p.starts_with("/call/") => Route::MethodNotAllowed("POST"),
        _ => Route::NotFound(path),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The shared table alone.
    fn shared<'a>(method: &str, path: &'a str) -> Route<'a, ()> {
        route(method, path, |_, _| None)
    }

    #[test]
    fn the_shared_routes_go_to_their_handlers() {
        let table = [
            ("GET", "/health", Route::Health),
            ("POST", "/health", Route::Health),
            ("GET", "/discover", Route::Discover),
            ("POST", "/mcp", Route::McpPost),
            ("DELETE", "/mcp", Route::McpDelete),
            ("GET", "/mcp", Route::McpOtherMethod),
            ("PATCH", "/mcp", Route::McpOtherMethod),
            ("POST", "/call/m/f", Route::Call("m/f")),
            ("POST", "/call/", Route::Call("")),
            ("POST", "/discover", Route::MethodNotAllowed("GET")),
            ("HEAD", "/discover", Route::MethodNotAllowed("GET")),
            ("GET", "/call/f", Route::MethodNotAllowed("POST")),
            ("GET", "/", Route::NotFound("/")),
            ("POST", "/calls/f", Route::NotFound("/calls/f")),
            ("GET", "/mcp/", Route::NotFound("/mcp/")),
        ];
        for (method, path, want) in table {
            assert_eq!(shared(method, path), want, "{method} {path}");
        }
    }

    #[test]
    fn the_modes_own_table_is_asked_first() {
        let own = |method: &str, path: &'static str| match (method, path) {
            ("POST", "/health") => Some(Route::MethodNotAllowed("GET")),
            (_, "/x") => Some(Route::Own(7)),
            _ => None,
        };
        assert_eq!(route("GET", "/x", own), Route::Own(7));
        assert_eq!(
            route("POST", "/health", own),
            Route::MethodNotAllowed("GET")
        );
        assert_eq!(route("GET", "/health", own), Route::Health);
        assert_eq!(route("POST", "/call/f", own), Route::Call("f"));
    }
}
