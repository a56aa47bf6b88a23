//! Reading a manifest's JSON while keeping the path to each value, so
//! that every error names the file, the JSON path and what was expected
//! (`m.json: commands[2].args[0].schema: expected a string, found null`).

use super::ManifestError;
use crate::json::{self, Number, Value};
use crate::schema::Schema;

/// Reads fields from one JSON object while tracking its path for errors.
pub(super) struct At<'a> {
    pub(super) file: &'a str,
    pub(super) path: String,
    pub(super) value: &'a Value,
}

impl<'a> At<'a> {
    pub(super) fn error(&self, message: impl Into<String>) -> ManifestError {
        ManifestError {
            file: self.file.to_string(),
            path: self.path.clone(),
            message: message.into().replace('\n', " "),
        }
    }

    pub(super) fn child(&self, key: &str) -> Option<At<'a>> {
        let value = json::get(self.value, key)?;
        if matches!(value, Value::Null) {
            return None;
        }
        let path = if self.path.is_empty() {
            key.to_string()
        } else {
            format!("{}.{key}", self.path)
        };
        Some(At {
            file: self.file,
            path,
            value,
        })
    }

    pub(super) fn required(&self, key: &str) -> Result<At<'a>, ManifestError> {
        self.child(key).ok_or_else(|| {
            let mut e = self.error(format!("missing required field {key:?}"));
            if e.path.is_empty() {
                e.path = key.to_string();
            } else {
                e.path = format!("{}.{key}", e.path);
            }
            e
        })
    }

    pub(super) fn object(&self) -> Result<(), ManifestError> {
        match self.value {
            Value::Object(_) => Ok(()),
            other => Err(self.error(format!(
                "expected an object, found {}",
                json::kind_name(other)
            ))),
        }
    }

    pub(super) fn string(&self) -> Result<String, ManifestError> {
        match self.value {
            Value::String(s) => Ok(s.clone()),
            other => Err(self.error(format!(
                "expected a string, found {}",
                json::kind_name(other)
            ))),
        }
    }

    pub(super) fn bool(&self) -> Result<bool, ManifestError> {
        match self.value {
            Value::Bool(b) => Ok(*b),
            Value::String(s) if s == "true" || s == "false" => Ok(s == "true"),
            other => Err(self.error(format!(
                "expected true or false, found {}",
                json::kind_name(other)
            ))),
        }
    }

    pub(super) fn uint(&self, max: u64) -> Result<u64, ManifestError> {
        match self.value {
            Value::Number(Number::U64(n)) if *n <= max => Ok(*n),
            other => Err(self.error(format!(
                "expected an integer in 0..={max}, found {}",
                json::to_string(other)
            ))),
        }
    }

    pub(super) fn items(&self) -> Result<Vec<At<'a>>, ManifestError> {
        match self.value {
            Value::Array(items) => Ok(items
                .iter()
                .enumerate()
                .map(|(i, value)| At {
                    file: self.file,
                    path: format!("{}[{i}]", self.path),
                    value,
                })
                .collect()),
            other => Err(self.error(format!(
                "expected an array, found {}",
                json::kind_name(other)
            ))),
        }
    }

    pub(super) fn opt_string(&self, key: &str) -> Result<Option<String>, ManifestError> {
        self.child(key).map(|c| c.string()).transpose()
    }

    pub(super) fn opt_bool(&self, key: &str) -> Result<bool, ManifestError> {
        Ok(self
            .child(key)
            .map(|c| c.bool())
            .transpose()?
            .unwrap_or(false))
    }

    /// A docstring: a list of lines, or one string.
    pub(super) fn desc(&self, key: &str) -> Result<Vec<String>, ManifestError> {
        let Some(c) = self.child(key) else {
            return Ok(Vec::new());
        };
        match c.value {
            Value::String(s) => Ok(s.lines().map(str::to_string).collect()),
            Value::Array(_) => c.items()?.iter().map(At::string).collect(),
            other => Err(c.error(format!(
                "expected a list of lines, found {}",
                json::kind_name(other)
            ))),
        }
    }

    pub(super) fn schema(&self, key: &str) -> Result<Schema, ManifestError> {
        let c = self.required(key)?;
        let text = c.string()?;
        Schema::parse(&text).map_err(|e| {
            c.error(format!(
                "expected a schema string: {e} in {}",
                json::shown(&text)
            ))
        })
    }

    pub(super) fn short(&self) -> Result<Option<char>, ManifestError> {
        let Some(c) = self.child("short") else {
            return Ok(None);
        };
        let s = c.string()?;
        let mut chars = s.chars();
        match (chars.next(), chars.next()) {
            (Some(ch), None) if ch.is_ascii_alphanumeric() => Ok(Some(ch)),
            _ => Err(c.error(format!("expected one letter or digit, found {s:?}"))),
        }
    }

    pub(super) fn long(&self, key: &str) -> Result<Option<String>, ManifestError> {
        let Some(c) = self.child(key) else {
            return Ok(None);
        };
        let s = c.string()?;
        if is_option_name(&s) {
            Ok(Some(s))
        } else {
            Err(c.error(format!(
                "expected an option name ([A-Za-z0-9][A-Za-z0-9_-]*, not starting with '_'), found {s:?}"
            )))
        }
    }
}

/// Option names: never start with `_` (seed 000 reserves `_N` for positionals).
pub(super) fn is_option_name(s: &str) -> bool {
    let mut bytes = s.bytes();
    matches!(bytes.next(), Some(b) if b.is_ascii_alphanumeric())
        && bytes.all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
        && s.len() <= 64
}
