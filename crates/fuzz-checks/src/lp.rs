//! The `lp` target: morloc's length-prefixed daemon protocol
//! (`nexus_core::lp`, issue 45 item 3). Owns the rules its reading rests
//! on: the first byte tells a length prefix from HTTP exactly when the
//! prefix is accepted; a frame reads back to its bytes; reading a request
//! never panics, refuses in one line in morloc's words, and accepts only
//! a JSON object (its `args` aside, which is handed on as sent, and must
//! lie inside the message); what it reads agrees with the whole JSON
//! reading of the object; and every reply envelope is JSON echoing the id.

use nexus_core::json::{self, Value};
use nexus_core::lp::{self, Method, Request};

/// `lp` target: the input as a message (and, past its first four bytes,
/// as the message of a frame whose prefix they are).
pub fn check_lp(data: &[u8]) {
    if let Some(prefix) = data.get(..lp::PREFIX_LEN) {
        let prefix: [u8; lp::PREFIX_LEN] = prefix.try_into().expect("four bytes");
        match lp::message_len(prefix) {
            Ok(n) => {
                assert!(n <= lp::MAX_MESSAGE, "an accepted length is at most 64 MiB");
                assert!(
                    lp::starts_message(prefix[0]),
                    "an accepted prefix is not HTTP"
                );
            }
            Err(e) => {
                assert!(
                    e.starts_with("Message too large: ") && !e.contains('\n'),
                    "{e}"
                );
            }
        }
        if !lp::starts_message(prefix[0]) {
            assert!(
                lp::message_len(prefix).is_err(),
                "an HTTP start is no length"
            );
        }
        check_request(&data[lp::PREFIX_LEN..]);
    }
    let framed = lp::frame(data);
    assert_eq!(framed.len(), data.len() + lp::PREFIX_LEN);
    let head: [u8; 4] = framed[..4].try_into().expect("four bytes");
    assert_eq!(
        u32::from_be_bytes(head) as usize,
        data.len(),
        "the prefix says the length"
    );
    assert_eq!(&framed[4..], data, "the frame carries the bytes");
    check_request(data);
}

fn check_request(data: &[u8]) {
    let request = match lp::parse_request(data) {
        Ok(r) => r,
        Err(e) => {
            assert!(!e.is_empty() && !e.contains('\n'), "one line: {e:?}");
            assert!(
                e.starts_with("Failed to parse request JSON: ")
                    || e.starts_with("Invalid UTF-8 in request")
                    || e.starts_with("Unknown method: "),
                "morloc's words first: {e}"
            );
            envelope_reads(None, &e);
            refused_rightly(data, &e);
            return;
        }
    };
    let text = std::str::from_utf8(data).expect("an accepted request is UTF-8");
    // `args` as sent, inside the message; the rest is one JSON object.
    let whole = match &request.args {
        Some(range) => {
            let raw = text
                .get(range.clone())
                .expect("args lies in the message, on characters");
            assert!(!raw.is_empty(), "args has a value");
            format!("{}null{}", &text[..range.start], &text[range.end..])
        }
        None => text.to_string(),
    };
    let Ok(Value::Object(object)) = json::parse(&whole) else {
        panic!("an accepted request is one JSON object: {text:?}");
    };
    agrees(&request, &object);
    assert_eq!(Method::named(request.method.name()), Some(request.method));
    envelope_reads(request.id.as_deref(), "x\n\"y\u{0}");
    let ok = lp::ok(request.id.as_deref(), Some("[1,{\"a\":null}]"));
    let Ok(v) = json::parse(&ok) else {
        panic!("the ok envelope is JSON: {ok}")
    };
    assert_eq!(json::get_str(&v, "status"), Some("ok"));
    assert_eq!(json::get_str(&v, "id"), request.id.as_deref());
}

/// What the request read agrees with the JSON reading of its object.
fn agrees(request: &Request, object: &json::Object) {
    let string = |key: &str| match object.get(key) {
        Some(Value::String(s)) => Some(s.clone()),
        None | Some(Value::Null) => None,
        Some(other) => panic!("`{key}` accepted as {}", json::kind_name(other)),
    };
    assert_eq!(request.id, string("id"), "id");
    assert_eq!(request.command, string("command"), "command");
    assert_eq!(request.expr, string("expr"), "expr");
    assert_eq!(request.name, string("name"), "name");
    let method = string("method").map_or(Some(Method::Call), |m| Method::named(&m));
    assert_eq!(Some(request.method), method, "method");
    assert!(
        matches!(
            object.get("media"),
            None | Some(Value::Null | Value::Bool(_))
        ),
        "media accepted as another kind"
    );
}

/// A refused request: when its whole JSON reading is an object whose
/// members are all of the right kinds and whose method is known, the
/// refusal can only be for a field given twice (that reading keeps the
/// last, and cannot see the others).
fn refused_rightly(data: &[u8], why: &str) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(Value::Object(object)) = json::parse(text) else {
        return;
    };
    let stringy =
        |key: &str| matches!(object.get(key), None | Some(Value::String(_) | Value::Null));
    let fine = ["id", "method", "command", "expr", "name"]
        .iter()
        .all(|k| stringy(k))
        && matches!(
            object.get("media"),
            None | Some(Value::Null | Value::Bool(_))
        )
        && match object.get("method") {
            Some(Value::String(m)) => Method::named(m).is_some(),
            _ => true,
        };
    // A field given twice is refused at the first of them that is wrong,
    // which that reading may not see.
    let mut keys: Vec<String> = json::raw_members(text)
        .unwrap_or_default()
        .into_iter()
        .filter_map(|(k, _)| match json::parse(k) {
            Ok(Value::String(k)) if Method::FIELDS.contains(&k.as_str()) => Some(k),
            _ => None,
        })
        .collect();
    let given = keys.len();
    keys.sort();
    keys.dedup();
    assert!(
        !fine || keys.len() < given,
        "a good object refused: {why} ({text:?})"
    );
}

/// The error envelope of `why` is JSON carrying it and `id`.
fn envelope_reads(id: Option<&str>, why: &str) {
    let text = lp::error(id, why);
    let Ok(v) = json::parse(&text) else {
        panic!("the error envelope is JSON: {text}")
    };
    assert_eq!(json::get_str(&v, "status"), Some("error"));
    assert_eq!(json::get_str(&v, "error"), Some(why));
    assert_eq!(json::get_str(&v, "id"), id);
    assert_eq!(text.starts_with("{\"id\":"), id.is_some(), "id comes first");
}
