//! The front end's routing table (pure): which handler a request's method
//! and path go to. `FrontEnd::route` matches on the [`Route`]; whether the
//! guard runs first is [`http_modes::guarded`].

use crate::http::response::Response;
use crate::http_modes;

/// Where one request to the front end goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Route<'a> {
    /// `/health`, by any method: the front end is up (its daemons start on
    /// first use).
    Health,
    /// `GET /discover`: modules, views, tools, eval and live instances.
    Discover,
    /// `POST /mcp`: one MCP message.
    McpPost,
    /// `DELETE /mcp`: the end of a session.
    McpDelete,
    /// Any other method on `/mcp`: a 405 worded for the request's era
    /// ([`http_modes::mcp_other_method`]).
    McpOtherMethod,
    /// `POST /eval`.
    Eval,
    /// `POST /call/<module>/<command>`: what follows `/call/`.
    Call(&'a str),
    /// A path that does not take the method: 405 with `Allow`.
    MethodNotAllowed(&'static str),
    /// Anything else: the path, for the 404.
    NotFound(&'a str),
}

/// The route of `method` on `path`.
pub fn route<'a>(method: &str, path: &'a str) -> Route<'a> {
    if path == "/health" {
        return Route::Health;
    }
    match (method, path) {
        ("GET", "/discover") => Route::Discover,
        ("POST", "/mcp") => Route::McpPost,
        ("DELETE", "/mcp") => Route::McpDelete,
        (_, "/mcp") => Route::McpOtherMethod,
        ("POST", "/eval") => Route::Eval,
        (_, "/eval") => Route::MethodNotAllowed("POST"),
        ("POST", p) if let Some(rest) = p.strip_prefix("/call/") => Route::Call(rest),
        (_, p) if p.starts_with("/call/") => Route::MethodNotAllowed("POST"),
        (_, "/discover") => Route::MethodNotAllowed("GET"),
        _ => Route::NotFound(path),
    }
}

/// `/health`'s answer: the daemon's envelope, `{"status":"ok","result":…}`,
/// whose result here is `true`.
pub fn health() -> Response {
    http_modes::ok_result("true")
}

/// `POST /call/<module>/<command>`'s rest split into the module and what
/// the module's daemon gets (`/call/<command>`, with the query), or the
/// 404 for a path that names no command or a module not on the API view.
pub fn call_target<'a>(
    rest: &'a str,
    query: Option<&str>,
    api: &[String],
) -> Result<(&'a str, String), Response> {
    let Some((module, command)) = rest.split_once('/') else {
        return Err(Response::error(404, "use /call/<module>/<command>"));
    };
    if !api.iter().any(|m| m == module) {
        return Err(Response::error(
            404,
            &format!("module '{module}' is not exposed over the JSON API"),
        ));
    }
    let target = match query {
        Some(q) => format!("/call/{command}?{q}"),
        None => format!("/call/{command}"),
    };
    Ok((module, target))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(r: &Response) -> &str {
        std::str::from_utf8(&r.body).unwrap()
    }

    #[test]
    fn each_documented_route_goes_to_its_handler() {
        let table = [
            ("GET", "/health", Route::Health),
            ("POST", "/health", Route::Health),
            ("DELETE", "/health", Route::Health),
            ("GET", "/discover", Route::Discover),
            ("POST", "/mcp", Route::McpPost),
            ("DELETE", "/mcp", Route::McpDelete),
            ("GET", "/mcp", Route::McpOtherMethod),
            ("POST", "/eval", Route::Eval),
            ("POST", "/call/m/f", Route::Call("m/f")),
            ("POST", "/call/m", Route::Call("m")),
        ];
        for (method, path, want) in table {
            assert_eq!(route(method, path), want, "{method} {path}");
        }
    }

    #[test]
    fn a_path_named_with_another_method_is_405_and_others_404() {
        for (method, path, want) in [
            ("GET", "/eval", Route::MethodNotAllowed("POST")),
            ("GET", "/call/m/f", Route::MethodNotAllowed("POST")),
            ("POST", "/discover", Route::MethodNotAllowed("GET")),
            ("HEAD", "/discover", Route::MethodNotAllowed("GET")),
            ("GET", "/", Route::NotFound("/")),
            ("POST", "/bindings", Route::NotFound("/bindings")),
            ("POST", "/typecheck", Route::NotFound("/typecheck")),
        ] {
            assert_eq!(route(method, path), want, "{method} {path}");
        }
    }

    #[test]
    fn health_is_true_in_the_daemons_envelope() {
        let r = health();
        assert_eq!(r.status, 200);
        assert_eq!(body(&r), "{\"status\":\"ok\",\"result\":true}");
    }

    #[test]
    fn a_call_goes_to_its_modules_daemon_with_the_query() {
        let api = vec!["fe_a".to_string(), "fe_b".to_string()];
        assert_eq!(
            call_target("fe_a/add", None, &api),
            Ok(("fe_a", "/call/add".into()))
        );
        assert_eq!(
            call_target("fe_b/plot", Some("render=svg"), &api),
            Ok(("fe_b", "/call/plot?render=svg".into()))
        );
        let r = call_target("fe_a", None, &api).unwrap_err();
        assert_eq!(
            (r.status, body(&r)),
            (
                404,
                "{\"status\":\"error\",\"error\":\"use /call/<module>/<command>\"}"
            )
        );
        let r = call_target("fe_c/add", None, &api).unwrap_err();
        assert_eq!(r.status, 404);
        assert_eq!(
            body(&r),
            "{\"status\":\"error\",\"error\":\"module 'fe_c' is not exposed over the JSON API\"}"
        );
    }
}
