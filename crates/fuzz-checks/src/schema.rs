//! The `schema` target: morloc schema strings. Owns the round-trip rules
//! of `Schema::parse` and its printer, and the validity of the JSON Schema
//! it renders, because a schema's text is both what manifests carry and
//! what `tools/list` shows clients.

use crate::support::written_json;
use nexus_core::schema::Schema;

/// `schema` target: the input as a schema string.
pub fn check_schema(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let schema = match Schema::parse(text) {
        Ok(s) => s,
        Err(e) => {
            assert!(
                e.offset <= text.len(),
                "error offset {} past the end: {e}",
                e.offset
            );
            return;
        }
    };
    let printed = schema.to_string();
    assert_eq!(printed, text, "a schema prints back to the same text");
    assert_eq!(
        Schema::parse(&printed).as_ref(),
        Ok(&schema),
        "a printed schema reparses to itself"
    );
    written_json("json_schema", &schema.json_schema());
    written_json("json_schema_with", &schema.json_schema_with(Some(text)));
    let (lo, hi) = schema.int_range();
    assert!(lo <= hi);
    let _ = (schema.type_name(), schema.unservable());
    for value in ["null", "true", "0", "-1", "1.5", "\"s\"", "[]", "{}"] {
        let _ = schema.validate(&written_json("a probe value", value));
    }
}
