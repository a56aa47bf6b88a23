//! The `tokens` target: the tokens file of `--tokens` (issue 44). Owns the
//! rules a server's credentials rest on: reading never panics; an error is
//! one line and never shows a token it read; an accepted file has clients
//! with valid names, tokens in bounds and unique, each naming something it
//! may use; written back as JSON it reads to the same clients; and what a
//! client permits follows its lists alone.

use nexus_core::json;
use nexus_core::tokens::{self, Client, EVERY_MODULE, TOKEN_MAX, TOKEN_MIN};

/// `tokens` target: the input as a tokens file.
pub fn check_tokens(data: &[u8]) {
    let clients = match tokens::parse(data) {
        Ok(c) => c,
        Err(e) => {
            assert!(
                !e.is_empty() && !e.contains('\n'),
                "an error is one line: {e:?}"
            );
            // No string of the input that could be a token shows in it.
            if let Ok(text) = std::str::from_utf8(data)
                && let Ok(value) = json::parse(text)
            {
                for token in candidate_tokens(&value) {
                    assert!(!e.contains(&token), "an error shows a token: {e}");
                }
            }
            return;
        }
    };
    assert!(!clients.is_empty(), "an accepted file names a client");
    for (i, c) in clients.iter().enumerate() {
        assert!((1..=64).contains(&c.name.len()), "name length: {c:?}");
        assert!((TOKEN_MIN..=TOKEN_MAX).contains(&c.token.len()));
        assert!(c.token.bytes().all(|b| b.is_ascii_graphic()));
        assert!(!c.modules.is_empty() || !c.tools.is_empty());
        // Debug writes the token field hidden; the other fields are shown
        // as they are, so a name that holds the token text shows it
        // (`regress-module-name-holds-the-token`).
        let elsewhere = c.name.contains(&c.token)
            || c.modules
                .iter()
                .chain(&c.tools)
                .any(|n| n.contains(&c.token));
        assert!(
            elsewhere || !format!("{c:?}").contains(&c.token),
            "Debug hides the token"
        );
        for other in &clients[..i] {
            assert_ne!(other.name, c.name, "names are unique");
            assert_ne!(other.token, c.token, "tokens are unique");
        }
        assert_eq!(c.permits_all(), c.modules.iter().any(|m| m == EVERY_MODULE));
        for tool in &c.tools {
            assert!(c.permits(None, tool), "a listed tool is permitted");
        }
        for module in &c.modules {
            assert!(c.permits(Some(module), "\u{0}never-a-tool"));
        }
        if !c.permits_all() {
            let unlisted = "\u{0}unlisted";
            let listed = c.modules.iter().chain(&c.tools).any(|n| n == unlisted);
            assert_eq!(c.permits(Some(unlisted), unlisted), listed);
        }
    }
    let written = write(&clients);
    assert_eq!(
        tokens::parse(written.as_bytes()).as_ref(),
        Ok(&clients),
        "an accepted file written back reads the same"
    );
}

/// The file that holds `clients`.
fn write(clients: &[Client]) -> String {
    let list = |names: &[String]| json::array_of_raw(names.iter().map(|n| json::quote(n)));
    let items = clients.iter().map(|c| {
        json::Obj::new()
            .str("name", &c.name)
            .str("token", &c.token)
            .raw("modules", &list(&c.modules))
            .raw("tools", &list(&c.tools))
            .finish()
    });
    json::Obj::new()
        .raw("clients", &json::array_of_raw(items))
        .finish()
}

/// Every `token` string in a parsed file long enough to be one.
fn candidate_tokens(value: &json::Value) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(json::Value::Array(items)) = json::get(value, "clients") {
        for item in items {
            if let Some(t) = json::get_str(item, "token")
                && t.len() >= TOKEN_MIN
            {
                out.push(t.to_string());
            }
        }
    }
    out
}
