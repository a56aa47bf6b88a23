//! Docstrings: the description, each parameter's text and the return's, from
//! a Python docstring in Google, NumPy or reST style (pure).

/// What a docstring says.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Doc {
    /// The text before the first section, trailing blank lines dropped.
    pub desc: Vec<String>,
    /// Each documented parameter, in order, with its text (joined lines).
    pub params: Vec<(String, String)>,
    /// What the return section says, joined.
    pub returns: String,
}

impl Doc {
    pub fn param(&self, name: &str) -> Option<&str> {
        let bare = name.trim_start_matches('*');
        self.params
            .iter()
            .find(|(n, _)| n.trim_start_matches('*') == bare)
            .map(|(_, d)| d.as_str())
    }
}

const GOOGLE_PARAMS: &[&str] = &[
    "Args",
    "Arguments",
    "Parameters",
    "Params",
    "Keyword Args",
    "Keyword Arguments",
];
const GOOGLE_RETURNS: &[&str] = &["Returns", "Return", "Yields"];
const GOOGLE_OTHER: &[&str] = &[
    "Raises",
    "Examples",
    "Example",
    "Notes",
    "Note",
    "Attributes",
    "See Also",
    "Warnings",
    "Warning",
    "References",
    "Todo",
];

fn indent(line: &str) -> usize {
    line.len() - line.trim_start().len()
}

fn trim_trailing_blank(mut lines: Vec<String>) -> Vec<String> {
    while lines.last().is_some_and(|l| l.trim().is_empty()) {
        lines.pop();
    }
    while lines.first().is_some_and(|l| l.trim().is_empty()) {
        lines.remove(0);
    }
    lines
}

fn join(lines: &[&str]) -> String {
    lines
        .iter()
        .map(|l| l.trim())
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Parses a cleaned docstring (as `ast.get_docstring` returns it).
pub fn parse(text: &str) -> Doc {
    let lines: Vec<&str> = text.lines().collect();
    let numpy_header = |i: usize| {
        let next = lines.get(i + 1).map(|l| l.trim()).unwrap_or("");
        !lines[i].trim().is_empty()
            && next.len() >= 3
            && next.bytes().all(|b| b == b'-')
            && !lines[i].trim().starts_with(':')
    };
    let google_header = |l: &str| {
        let t = l.trim();
        t.strip_suffix(':').is_some_and(|h| {
            GOOGLE_PARAMS.contains(&h) || GOOGLE_RETURNS.contains(&h) || GOOGLE_OTHER.contains(&h)
        })
    };
    let rest_field = |l: &str| l.trim_start().starts_with(':') && l.trim_start()[1..].contains(':');
    let first_section = (0..lines.len())
        .find(|&i| numpy_header(i) || google_header(lines[i]) || rest_field(lines[i]))
        .unwrap_or(lines.len());
    let mut doc = Doc {
        desc: trim_trailing_blank(
            lines[..first_section]
                .iter()
                .map(|l| l.trim_end().to_string())
                .collect(),
        ),
        ..Doc::default()
    };
    let mut i = first_section;
    while i < lines.len() {
        if numpy_header(i) {
            i = numpy_section(&lines, i, &mut doc, &numpy_header);
        } else if google_header(lines[i]) {
            i = google_section(&lines, i, &mut doc);
        } else if rest_field(lines[i]) {
            i = rest_fieldlist(&lines, i, &mut doc);
        } else {
            i += 1;
        }
    }
    doc
}

fn google_section(lines: &[&str], at: usize, doc: &mut Doc) -> usize {
    let header = lines[at].trim().trim_end_matches(':');
    let base = indent(lines[at]);
    let mut end = at + 1;
    while end < lines.len() && (lines[end].trim().is_empty() || indent(lines[end]) > base) {
        end += 1;
    }
    let body = &lines[at + 1..end];
    if GOOGLE_PARAMS.contains(&header) {
        let entry = body
            .iter()
            .find(|l| !l.trim().is_empty())
            .map(|l| indent(l))
            .unwrap_or(0);
        let mut current: Option<(String, Vec<&str>)> = None;
        for line in body {
            if !line.trim().is_empty() && indent(line) == entry {
                if let Some((n, d)) = current.take() {
                    doc.params.push((n, join(&d)));
                }
                let t = line.trim();
                let (head, rest) = t.split_once(':').unwrap_or((t, ""));
                let name = head.split_whitespace().next().unwrap_or("").to_string();
                current = Some((name, vec![rest]));
            } else if let Some((_, d)) = current.as_mut() {
                d.push(line);
            }
        }
        if let Some((n, d)) = current {
            doc.params.push((n, join(&d)));
        }
    } else if GOOGLE_RETURNS.contains(&header) {
        let text = join(body);
        doc.returns = match text.split_once(": ") {
            Some((ty, rest)) if !ty.contains(' ') => rest.to_string(),
            _ => text,
        };
    }
    end
}

fn numpy_section(
    lines: &[&str],
    at: usize,
    doc: &mut Doc,
    is_header: &dyn Fn(usize) -> bool,
) -> usize {
    let header = lines[at].trim();
    let base = indent(lines[at]);
    let mut end = at + 2;
    while end < lines.len() && !is_header(end) {
        end += 1;
    }
    let body = &lines[at + 2..end];
    let mut entries: Vec<(String, Vec<&str>)> = Vec::new();
    for line in body {
        if !line.trim().is_empty() && indent(line) <= base {
            entries.push((line.trim().to_string(), Vec::new()));
        } else if let Some((_, d)) = entries.last_mut() {
            d.push(line);
        }
    }
    match header {
        "Parameters" | "Other Parameters" | "Keyword Arguments" => {
            for (head, d) in entries {
                let names = head.split(':').next().unwrap_or("");
                for name in names.split(',') {
                    doc.params.push((name.trim().to_string(), join(&d)));
                }
            }
        }
        "Returns" | "Yields" => {
            doc.returns = entries
                .iter()
                .map(|(head, d)| if d.is_empty() { head.clone() } else { join(d) })
                .collect::<Vec<_>>()
                .join(" ");
        }
        _ => {}
    }
    end
}

fn rest_fieldlist(lines: &[&str], at: usize, doc: &mut Doc) -> usize {
    let base = indent(lines[at]);
    let mut end = at + 1;
    while end < lines.len() && !lines[end].trim().is_empty() && indent(lines[end]) > base {
        end += 1;
    }
    let mut text: Vec<&str> = Vec::new();
    let field = lines[at].trim_start()[1..].to_string();
    let (head, first) = field.split_once(':').unwrap_or((&field, ""));
    text.push(first);
    text.extend_from_slice(&lines[at + 1..end]);
    let words: Vec<&str> = head.split_whitespace().collect();
    match words.as_slice() {
        [
            "param" | "parameter" | "arg" | "argument" | "key" | "keyword",
            ..,
            name,
        ] => {
            doc.params.push((name.to_string(), join(&text)));
        }
        ["returns" | "return"] => doc.returns = join(&text),
        _ => {}
    }
    end
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params(d: &Doc) -> Vec<(&str, &str)> {
        d.params
            .iter()
            .map(|(a, b)| (a.as_str(), b.as_str()))
            .collect()
    }

    #[test]
    fn google() {
        let d = parse(
            "Add two numbers.\n\nLonger text.\n\nArgs:\n    a (int): the first\n        and more\n    b: the second\n\nReturns:\n    int: the sum\n\nRaises:\n    ValueError: never",
        );
        assert_eq!(d.desc, ["Add two numbers.", "", "Longer text."]);
        assert_eq!(
            params(&d),
            [("a", "the first and more"), ("b", "the second")]
        );
        assert_eq!(d.returns, "the sum");
    }

    #[test]
    fn numpy() {
        let d = parse(
            "Scale a list.\n\nParameters\n----------\nxs : list of float\n    The values.\nk, m : float\n    The factors.\n\nReturns\n-------\nlist of float\n    The scaled values.",
        );
        assert_eq!(d.desc, ["Scale a list."]);
        assert_eq!(
            params(&d),
            [
                ("xs", "The values."),
                ("k", "The factors."),
                ("m", "The factors.")
            ]
        );
        assert_eq!(d.returns, "The scaled values.");
    }

    #[test]
    fn rest() {
        let d = parse(
            "Greet someone.\n\n:param name: who to greet\n    politely\n:param int times: how often\n:type name: str\n:returns: the greeting\n:rtype: str",
        );
        assert_eq!(d.desc, ["Greet someone."]);
        assert_eq!(
            params(&d),
            [("name", "who to greet politely"), ("times", "how often")]
        );
        assert_eq!(d.returns, "the greeting");
    }

    #[test]
    fn plain_text_is_all_description() {
        let d = parse("Just words.\nMore words: with a colon.");
        assert_eq!(d.desc, ["Just words.", "More words: with a colon."]);
        assert!(d.params.is_empty());
    }

    #[test]
    fn starred_names_match_bare_ones() {
        let d = parse("X.\n\nArgs:\n    **kw: extra");
        assert_eq!(d.param("kw"), Some("extra"));
    }
}
