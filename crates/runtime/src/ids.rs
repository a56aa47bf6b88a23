//! The ids a server mints for its callers to send back (issue 28): legacy
//! MCP session ids, private-instance handles, and task ids. They are minted
//! here, in one place, so that every one of them is unguessable (128 bits
//! from getrandom, as 32 hex digits) and, when the server runs as a named
//! replica (`--replica NAME`), starts with `NAME.`: a load balancer routes a
//! follow-up to the replica that minted its id by that prefix (nginx's
//! `map`), and a replica that receives another's id can say which one owns
//! it instead of a bare "unknown".

/// Longest replica name: the id stays a valid instance key (at most 64
/// bytes) with room to spare.
pub const MAX_REPLICA: usize = 16;

/// Checks a replica name: 1 to [`MAX_REPLICA`] of `A-Z a-z 0-9 _ -` (no
/// dot, which ends the prefix).
pub fn check_replica(name: &str) -> Result<(), String> {
    let ok = !name.is_empty()
        && name.len() <= MAX_REPLICA
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-'));
    if ok {
        Ok(())
    } else {
        Err(format!(
            "replica name {name:?}: use 1 to {MAX_REPLICA} of A-Z a-z 0-9 _ - (it starts every id this replica mints, before a dot), e.g. --replica r1"
        ))
    }
}

/// A fresh id: 32 random hex digits, after `REPLICA.` when the server is a
/// named replica. Fails only when the system has no randomness to give.
pub fn mint(replica: Option<&str>) -> Result<String, String> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).map_err(|e| format!("no randomness for an id: {e}"))?;
    let mut id = String::with_capacity(MAX_REPLICA + 33);
    if let Some(name) = replica {
        id.push_str(name);
        id.push('.');
    }
    for b in bytes {
        id.push(char::from(b"0123456789abcdef"[usize::from(b >> 4)]));
        id.push(char::from(b"0123456789abcdef"[usize::from(b & 15)]));
    }
    Ok(id)
}

/// The replica that minted `id`, when it is not `replica` (this server):
/// the prefix before its first dot, if that prefix is a replica name. An
/// id with no prefix, or with ours, is `None` (ours to know or not).
pub fn foreign<'a>(id: &'a str, replica: Option<&str>) -> Option<&'a str> {
    let (owner, _) = id.split_once('.')?;
    (check_replica(owner).is_ok() && Some(owner) != replica).then_some(owner)
}

/// The message for an id that `owner` minted, arriving at `replica`.
pub fn not_here(what: &str, owner: &str, replica: Option<&str>) -> String {
    let here = match replica {
        Some(name) => format!("replica {name:?}"),
        None => "this server (no --replica)".into(),
    };
    format!(
        "{what} was minted by replica {owner:?}, not {here}: send it to {owner} (a load balancer routes on the prefix before the dot; see README, Scaling out)"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minted_ids_are_32_hex_digits_after_the_replica_prefix() {
        let plain = mint(None).unwrap();
        assert_eq!(plain.len(), 32);
        assert!(plain.bytes().all(|b| b.is_ascii_hexdigit()));
        let named = mint(Some("r1")).unwrap();
        assert!(named.starts_with("r1.") && named.len() == 35, "{named}");
        assert_ne!(mint(Some("r1")).unwrap(), named);
        // The longest stays within an instance key's 64 bytes.
        assert!(mint(Some(&"x".repeat(MAX_REPLICA))).unwrap().len() <= 64);
    }

    #[test]
    fn replica_names_are_short_and_dotless() {
        for good in ["r1", "eu-west_2", &"a".repeat(MAX_REPLICA)] {
            assert!(check_replica(good).is_ok(), "{good}");
        }
        for bad in ["", "r.1", "r 1", "é", &"a".repeat(MAX_REPLICA + 1)] {
            let e = check_replica(bad).unwrap_err();
            assert!(e.contains("A-Z a-z 0-9 _ -"), "{e}");
        }
    }

    #[test]
    fn an_id_with_another_replicas_prefix_is_foreign() {
        assert_eq!(foreign("r2.abc", Some("r1")), Some("r2"));
        assert_eq!(foreign("r2.abc", None), Some("r2"));
        assert_eq!(foreign("r1.abc", Some("r1")), None);
        assert_eq!(foreign("abc", Some("r1")), None);
        // A keyed instance's own key with dots is not a replica's prefix.
        assert_eq!(foreign("a b.c", Some("r1")), None);
        assert!(not_here("session", "r2", Some("r1")).contains("\"r2\""));
    }
}
