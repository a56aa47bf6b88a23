//! The tokens file (issue 44, part 2): which clients a server knows, each
//! with its secret and the tool catalog it may use. This file owns the
//! format and what a client permits, as pure functions over bytes; reading
//! the file (and refusing one others can read) is the server's.
//!
//! The format is one JSON object:
//!
//! ```json
//! {"clients": [
//!   {"name": "team-a", "token": "at-least-16-visible-ascii", "modules": ["combat"]},
//!   {"name": "team-b", "token": "another-secret-of-16+", "tools": ["combat__attack"]}
//! ]}
//! ```
//!
//! - `name`: 1 to 64 of `A-Z a-z 0-9 _ . -`, unique in the file;
//! - `token`: 16 to 4096 visible ASCII characters (RFC 6750's bearer
//!   token is a subset), unique in the file;
//! - `modules`: program names whose every tool the client may use (`"*"`:
//!   every program served);
//! - `tools`: tool names as `tools/list` shows them (`<module>__<command>`
//!   on the front end, `<command>` on a daemon), each one permitted.
//!
//! A client names at least one module or tool. No other field is taken,
//! so a misspelt `module` is an error rather than a client with nothing.
//! An error never shows a token.

use crate::json::{self, Value};

/// One client of the tokens file.
#[derive(Clone, PartialEq, Eq)]
pub struct Client {
    /// Who the client is, for logs and errors (never the secret).
    pub name: String,
    /// The bearer token it presents.
    pub token: String,
    /// Programs whose every tool it may use; `"*"` is every program.
    pub modules: Vec<String>,
    /// Single tools it may use, by their listed names.
    pub tools: Vec<String>,
}

/// The module entry that stands for every program.
pub const EVERY_MODULE: &str = "*";

/// Bounds of a token's length, in bytes.
pub const TOKEN_MIN: usize = 16;
/// See [`TOKEN_MIN`].
pub const TOKEN_MAX: usize = 4096;

impl std::fmt::Debug for Client {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.debug_struct("Client")
            .field("name", &self.name)
            .field("token", &"<secret>")
            .field("modules", &self.modules)
            .field("tools", &self.tools)
            .finish()
    }
}

impl Client {
    /// A client that may use everything served: the single `NEXUS_TOKEN`.
    pub fn everything(name: &str, token: &str) -> Client {
        Client {
            name: name.to_string(),
            token: token.to_string(),
            modules: vec![EVERY_MODULE.to_string()],
            tools: Vec::new(),
        }
    }

    /// Whether the client may use every tool served.
    pub fn permits_all(&self) -> bool {
        self.modules.iter().any(|m| m == EVERY_MODULE)
    }

    /// Whether the client may use the tool listed as `tool`, of the program
    /// `module` (none for a tool of no program, such as the front end's
    /// `eval`, which only `"*"` or its own name permits).
    pub fn permits(&self, module: Option<&str>, tool: &str) -> bool {
        self.permits_all()
            || module.is_some_and(|m| self.modules.iter().any(|x| x == m))
            || self.tools.iter().any(|t| t == tool)
    }

    /// Whether the client may use some tool of the front end's module
    /// `module`: the module, or a tool named `<module>__…`.
    pub fn permits_some_of(&self, module: &str) -> bool {
        self.permits_all()
            || self.modules.iter().any(|m| m == module)
            || self.tools.iter().any(|t| {
                t.strip_prefix(module)
                    .is_some_and(|rest| rest.starts_with("__"))
            })
    }
}

/// Reads a tokens file's bytes: its clients, in order, or one line naming
/// the client and field at fault and how to fix it. The line never shows a
/// token the file holds, even where the fault quotes a name or field that
/// happens to contain one (found by the `tokens` fuzz target,
/// `regress-field-name-holds-the-token`): each is written `[a token]`.
pub fn parse(bytes: &[u8]) -> Result<Vec<Client>, String> {
    read(bytes).map_err(|e| redact(bytes, e))
}

/// `message` with every token of the file's clients (of a length a token
/// may have) written `[a token]`.
fn redact(bytes: &[u8], mut message: String) -> String {
    let Some(Value::Array(items)) = std::str::from_utf8(bytes)
        .ok()
        .and_then(|text| json::parse(text).ok())
        .and_then(|v| json::get(&v, "clients").cloned())
    else {
        return message;
    };
    let tokens: Vec<&str> = items
        .iter()
        .filter_map(|item| json::get_str(item, "token"))
        .filter(|t| t.len() >= TOKEN_MIN)
        .collect();
    // Until none is left: a replacement can meet the text around it and
    // make a token again (`aaaa[a` around `[a token]`). Each round is
    // shorter (a token is 16 bytes or more, its stand-in 9), so it ends.
    while let Some(token) = tokens.iter().find(|t| message.contains(**t)) {
        message = message.replace(token, "[a token]");
    }
    message
}

/// [`parse`] before its error is redacted.
fn read(bytes: &[u8]) -> Result<Vec<Client>, String> {
    let text = std::str::from_utf8(bytes).map_err(|e| {
        format!(
            "not UTF-8 (byte {}); write the file as UTF-8 JSON",
            e.valid_up_to()
        )
    })?;
    let value = json::parse(text).map_err(|e| {
        format!("{e}; the file is one JSON object {{\"clients\": [{{\"name\", \"token\", \"modules\", \"tools\"}}, …]}}")
    })?;
    let Value::Object(top) = &value else {
        return Err(format!(
            "the file is a JSON {}, not an object; write {{\"clients\": […]}}",
            json::kind_name(&value)
        ));
    };
    if let Some(extra) = top.keys().find(|k| *k != "clients") {
        return Err(format!(
            "field {extra:?}: unexpected at the top; the file holds only \"clients\""
        ));
    }
    let Some(Value::Array(items)) = top.get("clients") else {
        return Err(
            "field \"clients\": missing or not an array; write {\"clients\": [...]}".into(),
        );
    };
    if items.is_empty() {
        return Err("field \"clients\": empty; name at least one client".into());
    }
    let mut clients: Vec<Client> = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        let client = client(i + 1, item)?;
        if let Some(other) = clients.iter().position(|c| c.name == client.name) {
            return Err(format!(
                "client {} ({:?}): field \"name\": already used by client {}; give each client its own name",
                i + 1,
                client.name,
                other + 1
            ));
        }
        if let Some(other) = clients.iter().position(|c| c.token == client.token) {
            return Err(format!(
                "client {} ({:?}): field \"token\": the same as client {}'s; give each client its own token",
                i + 1,
                client.name,
                other + 1
            ));
        }
        clients.push(client);
    }
    Ok(clients)
}

/// Client number `n` (from 1) of the file.
fn client(n: usize, item: &Value) -> Result<Client, String> {
    let Value::Object(fields) = item else {
        return Err(format!(
            "client {n}: a JSON {}, not an object {{\"name\", \"token\", \"modules\", \"tools\"}}",
            json::kind_name(item)
        ));
    };
    let name = match fields.get("name") {
        Some(Value::String(s)) if valid_name(s) => s.clone(),
        Some(Value::String(s)) => {
            return Err(format!(
                "client {n}: field \"name\": {s:?} is not 1 to 64 of A-Z a-z 0-9 _ . -"
            ));
        }
        _ => {
            return Err(format!(
                "client {n}: field \"name\": missing or not a string"
            ));
        }
    };
    let at = format!("client {n} ({name:?})");
    if let Some(extra) = fields
        .keys()
        .find(|k| !["name", "token", "modules", "tools"].contains(&k.as_str()))
    {
        return Err(format!(
            "{at}: field {extra:?}: unexpected; a client has name, token, modules and tools"
        ));
    }
    let token = match fields.get("token") {
        Some(Value::String(t)) => t.clone(),
        _ => return Err(format!("{at}: field \"token\": missing or not a string")),
    };
    if !(TOKEN_MIN..=TOKEN_MAX).contains(&token.len()) {
        return Err(format!(
            "{at}: field \"token\": {} bytes; a token has {TOKEN_MIN} to {TOKEN_MAX} (make one with: head -c 24 /dev/urandom | base64)",
            token.len()
        ));
    }
    if let Some(at_byte) = token.bytes().position(|b| !b.is_ascii_graphic()) {
        return Err(format!(
            "{at}: field \"token\": byte {at_byte} is not visible ASCII; a bearer token has no spaces or control characters"
        ));
    }
    let modules = names(&at, "modules", fields.get("modules"))?;
    let tools = names(&at, "tools", fields.get("tools"))?;
    if modules.is_empty() && tools.is_empty() {
        return Err(format!(
            "{at}: names no module or tool; give \"modules\" (\"*\" for all) or \"tools\""
        ));
    }
    Ok(Client {
        name,
        token,
        modules,
        tools,
    })
}

/// A list field: absent is empty; else an array of non-empty strings.
fn names(at: &str, field: &str, value: Option<&Value>) -> Result<Vec<String>, String> {
    let items = match value {
        None => return Ok(Vec::new()),
        Some(Value::Array(items)) => items,
        Some(other) => {
            return Err(format!(
                "{at}: field {field:?}: a JSON {}, not an array of names",
                json::kind_name(other)
            ));
        }
    };
    items
        .iter()
        .enumerate()
        .map(|(i, v)| match v {
            Value::String(s) if !s.is_empty() && s.len() <= 256 => Ok(s.clone()),
            _ => Err(format!(
                "{at}: field {field:?}: item {}: expected a name (a string of 1 to 256 bytes)",
                i + 1
            )),
        })
        .collect()
}

/// 1 to 64 of `A-Z a-z 0-9 _ . -`.
fn valid_name(s: &str) -> bool {
    (1..=64).contains(&s.len())
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"_.-".contains(&b))
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: &str = "aaaaaaaaaaaaaaaa";
    const B: &str = "bbbbbbbbbbbbbbbb";

    fn err(text: &str) -> String {
        parse(text.as_bytes()).unwrap_err()
    }

    /// A name or field that holds a token is quoted with the token written
    /// `[a token]` (`regress-field-name-holds-the-token`).
    #[test]
    fn an_error_never_shows_a_token_even_inside_a_quoted_name() {
        for text in [
            format!(r#"{{"clients":[{{"name":"a","token":"{A}","mo{A}dules":["x"]}}]}}"#),
            format!(r#"{{"clients":[{{"name":"{A}","token":"{A}"}}]}}"#),
            format!(
                r#"{{"clients":[{{"name":"{B}","token":"{A}","tools":["t"]}},{{"name":"{B}","token":"{B}","tools":["t"]}}]}}"#
            ),
            // A stand-in that meets the text around it makes the token
            // again (`regress-redaction-makes-the-token-again`).
            r#"{"clients":[{"name":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa[a!","token":"aaaaaaaaaaaaaa[a","modules":["m"]}]}"#
                .to_string(),
        ] {
            let e = err(&text);
            assert!(!e.contains(A) && !e.contains(B), "{e}");
            assert!(e.contains("[a token]"), "{e}");
        }
    }

    #[test]
    fn a_file_of_two_clients_reads_in_order() {
        let text = format!(
            r#"{{"clients":[{{"name":"a","token":"{A}","modules":["combat"]}},{{"name":"b.2","token":"{B}","tools":["combat__attack","eval"]}}]}}"#
        );
        let clients = parse(text.as_bytes()).unwrap();
        assert_eq!(clients.len(), 2);
        assert_eq!(clients[0].name, "a");
        assert_eq!(clients[0].modules, ["combat"]);
        assert!(clients[0].tools.is_empty());
        assert_eq!(clients[1].tools, ["combat__attack", "eval"]);
        // The secret never shows in Debug.
        assert!(!format!("{clients:?}").contains(A));
    }

    #[test]
    fn a_client_permits_its_modules_tools_or_everything() {
        let a = Client {
            name: "a".into(),
            token: A.into(),
            modules: vec!["combat".into()],
            tools: vec!["other__f".into()],
        };
        assert!(a.permits(Some("combat"), "combat__attack"));
        assert!(a.permits(Some("other"), "other__f"));
        assert!(!a.permits(Some("other"), "other__g"));
        assert!(!a.permits(None, "eval"));
        assert!(!a.permits_all());
        assert!(a.permits_some_of("combat") && a.permits_some_of("other"));
        assert!(!a.permits_some_of("oth") && !a.permits_some_of("nope"));
        let all = Client::everything("NEXUS_TOKEN", A);
        assert!(all.permits_all());
        assert!(all.permits(None, "eval") && all.permits(Some("x"), "x__y"));
    }

    #[test]
    fn each_fault_is_named_by_client_and_field_without_the_token() {
        let cases: &[(&str, &str)] = &[
            ("", "invalid JSON"),
            ("[]", "not an object"),
            (r#"{"client":[]}"#, "field \"client\": unexpected"),
            (
                r#"{"clients":{}}"#,
                "field \"clients\": missing or not an array",
            ),
            (r#"{"clients":[]}"#, "empty"),
            (r#"{"clients":[1]}"#, "client 1: a JSON integer"),
            (
                r#"{"clients":[{"token":"x"}]}"#,
                "client 1: field \"name\": missing",
            ),
            (r#"{"clients":[{"name":"a b"}]}"#, "is not 1 to 64"),
            (
                r#"{"clients":[{"name":"a","modules":["*"]}]}"#,
                "client 1 (\"a\"): field \"token\": missing",
            ),
            (
                r#"{"clients":[{"name":"a","token":"short","modules":["*"]}]}"#,
                "5 bytes",
            ),
            (
                r#"{"clients":[{"name":"a","token":"aaaaaaaa aaaaaaaa","modules":["*"]}]}"#,
                "byte 8 is not visible ASCII",
            ),
            (
                r#"{"clients":[{"name":"a","token":"aaaaaaaaaaaaaaaa"}]}"#,
                "names no module or tool",
            ),
            (
                r#"{"clients":[{"name":"a","token":"aaaaaaaaaaaaaaaa","module":["x"]}]}"#,
                "field \"module\": unexpected",
            ),
            (
                r#"{"clients":[{"name":"a","token":"aaaaaaaaaaaaaaaa","modules":"x"}]}"#,
                "a JSON string, not an array",
            ),
            (
                r#"{"clients":[{"name":"a","token":"aaaaaaaaaaaaaaaa","tools":[""]}]}"#,
                "field \"tools\": item 1",
            ),
            (
                r#"{"clients":[{"name":"a","token":"aaaaaaaaaaaaaaaa","tools":["f"]},{"name":"a","token":"bbbbbbbbbbbbbbbb","tools":["f"]}]}"#,
                "client 2 (\"a\"): field \"name\": already used by client 1",
            ),
            (
                r#"{"clients":[{"name":"a","token":"aaaaaaaaaaaaaaaa","tools":["f"]},{"name":"b","token":"aaaaaaaaaaaaaaaa","tools":["f"]}]}"#,
                "the same as client 1's",
            ),
        ];
        for (text, want) in cases {
            let e = err(text);
            assert!(e.contains(want), "{text}: {e}");
            assert!(!e.contains(A) && !e.contains("aaaaaaaa aaaaaaaa"), "{e}");
            assert!(!e.contains('\n'), "{e}");
        }
        assert!(parse(b"\xff").unwrap_err().contains("not UTF-8"));
    }
}
