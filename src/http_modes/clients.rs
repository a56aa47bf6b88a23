//! Who may call an HTTP server, and what each caller may use (issue 44,
//! part 2): the clients of the tokens file (`--tokens FILE` or
//! `NEXUS_TOKENS_FILE`, read once at start; the format is
//! [`crate::tokens`]'s), or the single `NEXUS_TOKEN` as one client that
//! may use everything, or nobody to check. This file owns reading the file
//! (refused when others can read it) and telling which client a bearer
//! token names, in time that does not depend on which one matched or
//! where a wrong one differs.
//!
//! The catalog a client is given then flows as data: into the MCP adapter
//! of its session or request ([`crate::mcp::Adapter::with_client`]) and
//! into the JSON API's `/call` and `/discover`.

use crate::http::guard;
use crate::tokens::Client;
use std::sync::Arc;

/// The tokens file's variable, when `--tokens` is not given.
pub const TOKENS_ENV: &str = "NEXUS_TOKENS_FILE";

/// The name the single `NEXUS_TOKEN` client goes by.
pub const SINGLE_TOKEN_CLIENT: &str = "NEXUS_TOKEN";

/// The callers a server knows; none means requests are not checked.
#[derive(Debug, Default, Clone)]
pub struct Clients(Vec<Arc<Client>>);

impl Clients {
    /// No check: every request is let in, and may use everything.
    pub fn open() -> Clients {
        Clients(Vec::new())
    }

    /// The one client of `NEXUS_TOKEN`, which may use everything.
    pub fn single(token: &str) -> Clients {
        Clients(vec![Arc::new(Client::everything(
            SINGLE_TOKEN_CLIENT,
            token,
        ))])
    }

    /// The clients of a tokens file.
    pub fn of(clients: Vec<Client>) -> Clients {
        Clients(clients.into_iter().map(Arc::new).collect())
    }

    /// Whether requests must present a token.
    pub fn checked(&self) -> bool {
        !self.0.is_empty()
    }

    /// How many clients there are.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there is none ([`Clients::checked`] is false).
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The client whose token an `Authorization` value presents, or `None`.
    /// Every client's token is compared, each in constant time, whichever
    /// matches: the time taken tells nothing of which one did.
    pub fn authenticate(&self, authorization: Option<&str>) -> Option<Arc<Client>> {
        let mut found = None;
        for client in &self.0 {
            if guard::check_bearer(authorization, &client.token) && found.is_none() {
                found = Some(client.clone());
            }
        }
        found
    }
}

/// Reads the tokens file at `path`: refused when group or others may read
/// or write it (it holds secrets), when it cannot be read, or when it is
/// not a valid tokens file; each error one line naming the file and fix.
pub fn load(path: &str) -> Result<Clients, String> {
    use std::os::unix::fs::PermissionsExt;
    let meta = std::fs::metadata(path).map_err(|e| format!("tokens file {path}: {e}"))?;
    let mode = meta.permissions().mode();
    if mode & 0o077 != 0 {
        return Err(format!(
            "tokens file {path}: mode {:o} lets other users read it; run chmod 600 {path}",
            mode & 0o777
        ));
    }
    let bytes = std::fs::read(path).map_err(|e| format!("tokens file {path}: {e}"))?;
    let clients = crate::tokens::parse(&bytes).map_err(|e| format!("tokens file {path}: {e}"))?;
    Ok(Clients::of(clients))
}

/// The clients of a server: the tokens file when one is named (then
/// `NEXUS_TOKEN` must be unset, so a forgotten variable never grants
/// everything beside the file), else the single token, else nobody.
pub fn resolve(tokens_file: Option<&str>, token: Option<String>) -> Result<Clients, String> {
    match (tokens_file, token) {
        (Some(path), Some(_)) => Err(format!(
            "both a tokens file ({path}) and NEXUS_TOKEN are set; unset NEXUS_TOKEN, or give its holder a client with \"modules\": [\"*\"] in the file"
        )),
        (Some(path), None) => load(path),
        (None, Some(token)) => Ok(Clients::single(&token)),
        (None, None) => Ok(Clients::open()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(name: &str, text: &str, mode: u32) -> String {
        use std::os::unix::fs::PermissionsExt;
        let path = std::env::temp_dir().join(format!("nexus-tokens-{}-{name}", std::process::id()));
        std::fs::write(&path, text).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(mode)).unwrap();
        path.display().to_string()
    }

    const TWO: &str = r#"{"clients":[{"name":"a","token":"aaaaaaaaaaaaaaaa","modules":["m"]},{"name":"b","token":"bbbbbbbbbbbbbbbb","tools":["m__f"]}]}"#;

    #[test]
    fn a_token_names_its_client_and_a_wrong_one_none() {
        let path = file("ok", TWO, 0o600);
        let clients = load(&path).unwrap();
        let _ = std::fs::remove_file(&path);
        assert_eq!(clients.len(), 2);
        let who = |auth: Option<&str>| clients.authenticate(auth).map(|c| c.name.clone());
        assert_eq!(who(Some("Bearer aaaaaaaaaaaaaaaa")), Some("a".into()));
        assert_eq!(who(Some("bearer bbbbbbbbbbbbbbbb")), Some("b".into()));
        assert_eq!(who(Some("Bearer aaaaaaaaaaaaaaab")), None);
        assert_eq!(who(None), None);
        assert!(!Clients::open().checked());
        let single = Clients::single("s");
        assert!(single.authenticate(Some("Bearer s")).unwrap().permits_all());
    }

    #[test]
    fn a_file_others_can_read_is_refused_naming_chmod_600() {
        for mode in [0o644, 0o640, 0o604, 0o620] {
            let path = file(&format!("{mode:o}"), TWO, mode);
            let e = load(&path).unwrap_err();
            let _ = std::fs::remove_file(&path);
            assert!(e.contains(&format!("chmod 600 {path}")), "{e}");
        }
        let e = load("/nonexistent/tokens.json").unwrap_err();
        assert!(
            e.starts_with("tokens file /nonexistent/tokens.json:"),
            "{e}"
        );
        let path = file("bad", "{}", 0o600);
        let e = load(&path).unwrap_err();
        let _ = std::fs::remove_file(&path);
        assert!(e.contains("field \"clients\""), "{e}");
    }

    #[test]
    fn a_tokens_file_and_the_single_token_do_not_mix() {
        let e = resolve(Some("/x"), Some("t".into())).unwrap_err();
        assert!(e.contains("unset NEXUS_TOKEN"), "{e}");
        assert!(resolve(None, Some("t".into())).unwrap().checked());
        assert!(!resolve(None, None).unwrap().checked());
    }
}
