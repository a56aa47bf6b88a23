//! The front end's own routing table (pure), asked before the one both
//! modes share ([`http_modes::routes`]): `POST /eval`. Also what a
//! `/call/<module>/<command>` is forwarded as ([`call_target`]).

use crate::http::response::Response;
use crate::http_modes::{self, routes};

/// Where one request to the front end goes.
pub type Route<'a> = routes::Route<'a, Eval>;

/// The front end's own route: `POST /eval {"expr": …}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Eval;

/// The route of `method` on `path`.
pub fn route<'a>(method: &str, path: &'a str) -> Route<'a> {
    routes::route(method, path, |method, path| match (method, path) {
        ("POST", "/eval") => Some(Route::Own(Eval)),
        (_, "/eval") => Some(Route::MethodNotAllowed("POST")),
        _ => None,
    })
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
    fn eval_is_the_front_ends_own_route() {
        for (method, path, want) in [
            ("POST", "/eval", Route::Own(Eval)),
            ("GET", "/eval", Route::MethodNotAllowed("POST")),
            // The shared table's: /health by any method, calls.
            ("DELETE", "/health", Route::Health),
            ("POST", "/call/m/f", Route::Call("m/f")),
            // The daemon's own routes are not the front end's.
            ("POST", "/typecheck", Route::NotFound("/typecheck")),
            (
                "DELETE",
                "/connections/1",
                Route::NotFound("/connections/1"),
            ),
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
