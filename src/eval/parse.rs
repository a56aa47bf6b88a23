//! The eval language's parser (SPEC §3.4): a pure function from the text of
//! an expression to a tree whose every node knows its line and column.
//!
//! It performs no I/O and allocates only the tree. Its bounds are named
//! constants: the text is at most [`MAX_EXPR_BYTES`] long and nests at most
//! [`MAX_DEPTH`] deep, so the recursive descent cannot overflow the stack and
//! neither can the checker and evaluator that walk the tree afterwards.
//! Chains of `let` and the arguments of an application are kept flat (a
//! `Vec`), so they cost no depth.
//!
//! The grammar (docs/EVAL.md has it with examples):
//!
//! ```text
//! expr    = let | app ;
//! let     = "let" ident "=" expr "in" expr ;
//! app     = qname { atom } | atom ;
//! atom    = literal | ident | qname | "(" ")" | "(" expr ")"
//!         | "(" expr "," expr { "," expr } ")"
//!         | "[" [ expr { "," expr } ] "]"
//!         | "{" [ field { "," field } ] "}" ;
//! field   = ( ident | string ) "=" expr ;
//! literal = integer | decimal | string | "true" | "false" | "null" ;
//! qname   = ident "." ident ;           (no space around the dot)
//! ```

use crate::json::Number;
use std::fmt;

/// The longest expression text accepted, in bytes.
pub const MAX_EXPR_BYTES: usize = 64 * 1024;

/// The deepest nesting accepted: each bracket, brace or parenthesis and each
/// `let` value nested inside another expression counts one.
pub const MAX_DEPTH: usize = 64;

/// Where a node or an error sits in the text: a byte offset, and the 1-based
/// line and column (columns count characters, not bytes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Pos {
    pub offset: usize,
    pub line: u32,
    pub column: u32,
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.column)
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Expr {
    pub pos: Pos,
    pub kind: ExprKind,
}

#[derive(Debug, Clone, PartialEq)]
pub enum ExprKind {
    /// An integer literal, exact: it lies in `i64::MIN..=u64::MAX`.
    Int(i128),
    /// A literal with a fraction or an exponent.
    Real(f64),
    Str(String),
    Bool(bool),
    /// `null`: the absent value of an optional.
    Null,
    /// `()`: the unit value (JSON `null`, type `Unit`).
    Unit,
    List(Vec<Expr>),
    /// Two or more elements.
    Tuple(Vec<Expr>),
    Record(Vec<Field>),
    /// A name bound by an enclosing `let`.
    Var(String),
    /// `module.command arg…`; the position is that of the name.
    App {
        module: String,
        command: String,
        args: Vec<Expr>,
    },
    /// `let a = … in let b = … in body`, kept flat.
    Let {
        binds: Vec<Bind>,
        body: Box<Expr>,
    },
}

#[derive(Debug, Clone, PartialEq)]
pub struct Field {
    pub pos: Pos,
    pub name: String,
    pub value: Expr,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Bind {
    pub pos: Pos,
    pub name: String,
    pub value: Expr,
}

/// One precise variant per rule the text can break.
#[derive(Debug, Clone, PartialEq)]
pub enum ParseErrorKind {
    TooLong {
        len: usize,
    },
    TooDeep,
    /// The grammar wanted `expected` and the text has `found`.
    Expected {
        expected: String,
        found: String,
    },
    UnterminatedString,
    /// A control character (below U+0020) inside a string; JSON escapes it.
    ControlInString,
    BadEscape(String),
    BadNumber(String),
    IntegerOutOfRange,
    UnexpectedChar(char),
    DuplicateField(String),
    /// A keyword where a name was expected.
    Reserved(String),
}

#[derive(Debug, Clone, PartialEq)]
pub struct ParseError {
    pub pos: Pos,
    pub kind: ParseErrorKind,
}

impl ParseError {
    /// The message without the position.
    pub fn message(&self) -> String {
        match &self.kind {
            ParseErrorKind::TooLong { len } => {
                format!("the expression is {len} bytes long; the limit is {MAX_EXPR_BYTES}")
            }
            ParseErrorKind::TooDeep => format!(
                "the expression nests deeper than {MAX_DEPTH} levels; bind inner parts with let"
            ),
            ParseErrorKind::Expected { expected, found } => {
                format!("expected {expected}, found {found}")
            }
            ParseErrorKind::UnterminatedString => "unterminated string; close it with \"".into(),
            ParseErrorKind::ControlInString => {
                "a control character inside a string; write it as an escape (\\n, \\t, \\u0001)"
                    .into()
            }
            ParseErrorKind::BadEscape(e) => {
                format!(
                    "bad escape {}; strings use JSON escapes (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)",
                    e.escape_debug()
                )
            }
            ParseErrorKind::BadNumber(n) => format!(
                "malformed number {n:?}; numbers are written as in JSON (-12, 0.5, 1e-3; no leading zeros)"
            ),
            ParseErrorKind::IntegerOutOfRange => format!(
                "integer literal out of range; integers must lie in {}..={}",
                i64::MIN,
                u64::MAX
            ),
            ParseErrorKind::UnexpectedChar(c) => format!("unexpected character {c:?}"),
            ParseErrorKind::DuplicateField(name) => format!("field {name:?} is given twice"),
            ParseErrorKind::Reserved(word) => format!("{word:?} is a keyword and cannot be a name"),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}: {}", self.pos, self.message())
    }
}

const KEYWORDS: [&str; 5] = ["let", "in", "true", "false", "null"];

fn is_keyword(word: &str) -> bool {
    KEYWORDS.contains(&word)
}

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Int(i128),
    Real(f64),
    Str(String),
    Ident(String),
    QName(String, String),
    Punct(char),
    End,
}

impl Tok {
    fn describe(&self) -> String {
        match self {
            Tok::Int(n) => format!("the number {n}"),
            Tok::Real(x) => format!("the number {x:?}"),
            Tok::Str(s) if s.chars().count() > 20 => {
                let head: String = s.chars().take(20).collect();
                format!("the string {}…", crate::json::quote(&head))
            }
            Tok::Str(s) => format!("the string {}", crate::json::quote(s)),
            Tok::Ident(w) if is_keyword(w) => format!("the keyword '{w}'"),
            Tok::Ident(w) => format!("the name '{w}'"),
            Tok::QName(m, c) => format!("the command '{m}.{c}'"),
            Tok::Punct(c) => format!("'{c}'"),
            Tok::End => "the end of the expression".into(),
        }
    }

    /// Whether this token can begin an atom (an argument).
    fn starts_atom(&self) -> bool {
        match self {
            Tok::Int(_) | Tok::Real(_) | Tok::Str(_) | Tok::QName(..) => true,
            Tok::Ident(w) => !matches!(w.as_str(), "let" | "in"),
            Tok::Punct(c) => matches!(c, '(' | '[' | '{'),
            Tok::End => false,
        }
    }
}

/// The JSON number of an integer literal (`I64` when it fits, else `U64`).
pub fn int_number(n: i128) -> Number {
    match (i64::try_from(n), u64::try_from(n)) {
        (Ok(i), _) => Number::I64(i),
        (_, Ok(u)) => Number::U64(u),
        // Unreachable for literals the lexer made; kept total.
        _ => Number::F64(n as f64),
    }
}

/// Splits the text into tokens, each with its position.
struct Lexer<'a> {
    text: &'a str,
    at: usize,
    line: u32,
    column: u32,
}

impl<'a> Lexer<'a> {
    fn pos(&self) -> Pos {
        Pos {
            offset: self.at,
            line: self.line,
            column: self.column,
        }
    }

    fn peek(&self) -> Option<char> {
        self.text[self.at..].chars().next()
    }

    fn peek2(&self) -> Option<char> {
        let mut it = self.text[self.at..].chars();
        it.next();
        it.next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += c.len_utf8();
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    fn fail<T>(pos: Pos, kind: ParseErrorKind) -> Result<T, ParseError> {
        Err(ParseError { pos, kind })
    }

    fn tokens(mut self) -> Result<Vec<(Pos, Tok)>, ParseError> {
        let mut out = Vec::new();
        loop {
            while matches!(self.peek(), Some(' ' | '\t' | '\n' | '\r')) {
                self.bump();
            }
            let pos = self.pos();
            let Some(c) = self.peek() else {
                out.push((pos, Tok::End));
                return Ok(out);
            };
            let tok = match c {
                '(' | ')' | '[' | ']' | '{' | '}' | ',' | '=' => {
                    self.bump();
                    Tok::Punct(c)
                }
                '"' => Tok::Str(self.string()?),
                '-' | '0'..='9' => self.number()?,
                c if c.is_ascii_alphabetic() || c == '_' => self.name(),
                other => return Self::fail(pos, ParseErrorKind::UnexpectedChar(other)),
            };
            out.push((pos, tok));
        }
    }

    fn ident(&mut self) -> String {
        let start = self.at;
        while matches!(self.peek(), Some(c) if c.is_ascii_alphanumeric() || c == '_') {
            self.bump();
        }
        self.text[start..self.at].to_string()
    }

    /// An identifier, or `module.command` when a dot and a name follow
    /// directly.
    fn name(&mut self) -> Tok {
        let first = self.ident();
        if self.peek() == Some('.')
            && matches!(self.peek2(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        {
            self.bump();
            let second = self.ident();
            return Tok::QName(first, second);
        }
        Tok::Ident(first)
    }

    /// A JSON number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    fn number(&mut self) -> Result<Tok, ParseError> {
        let pos = self.pos();
        let start = self.at;
        let digits = |lx: &mut Self| {
            let from = lx.at;
            while matches!(lx.peek(), Some('0'..='9')) {
                lx.bump();
            }
            lx.at - from
        };
        if self.peek() == Some('-') {
            self.bump();
        }
        let int_start = self.at;
        let n = digits(self);
        let mut ok = n > 0 && !(n > 1 && self.text.as_bytes()[int_start] == b'0');
        let mut real = false;
        if self.peek() == Some('.') {
            real = true;
            self.bump();
            ok &= digits(self) > 0;
        }
        if matches!(self.peek(), Some('e' | 'E')) {
            real = true;
            self.bump();
            if matches!(self.peek(), Some('+' | '-')) {
                self.bump();
            }
            ok &= digits(self) > 0;
        }
        // A number runs into no letter: `12abc` is one malformed token.
        while matches!(self.peek(), Some(c) if c.is_ascii_alphanumeric() || c == '_' || c == '.') {
            ok = false;
            self.bump();
        }
        let text = &self.text[start..self.at];
        if !ok {
            return Self::fail(pos, ParseErrorKind::BadNumber(text.to_string()));
        }
        if real {
            return match text.parse::<f64>() {
                Ok(x) if x.is_finite() => Ok(Tok::Real(x)),
                _ => Self::fail(pos, ParseErrorKind::BadNumber(text.to_string())),
            };
        }
        match text.parse::<i128>() {
            Ok(n) if n >= i128::from(i64::MIN) && n <= i128::from(u64::MAX) => Ok(Tok::Int(n)),
            _ => Self::fail(pos, ParseErrorKind::IntegerOutOfRange),
        }
    }

    /// A JSON string literal, escapes decoded.
    fn string(&mut self) -> Result<String, ParseError> {
        let open = self.pos();
        self.bump();
        let mut out = String::new();
        loop {
            let pos = self.pos();
            match self.bump() {
                None => return Self::fail(open, ParseErrorKind::UnterminatedString),
                Some('"') => return Ok(out),
                Some(c) if (c as u32) < 0x20 => {
                    return Self::fail(pos, ParseErrorKind::ControlInString);
                }
                Some('\\') => {
                    let decoded = match self.bump() {
                        Some('"') => '"',
                        Some('\\') => '\\',
                        Some('/') => '/',
                        Some('b') => '\u{8}',
                        Some('f') => '\u{c}',
                        Some('n') => '\n',
                        Some('r') => '\r',
                        Some('t') => '\t',
                        Some('u') => self.unicode_escape(pos)?,
                        Some(other) => {
                            return Self::fail(
                                pos,
                                ParseErrorKind::BadEscape(format!("\\{other}")),
                            );
                        }
                        None => return Self::fail(open, ParseErrorKind::UnterminatedString),
                    };
                    out.push(decoded);
                }
                Some(c) => out.push(c),
            }
        }
    }

    fn hex4(&mut self, pos: Pos) -> Result<u32, ParseError> {
        let mut v = 0u32;
        for _ in 0..4 {
            match self.peek().and_then(|c| c.to_digit(16)) {
                Some(d) => {
                    self.bump();
                    v = v * 16 + d;
                }
                None => {
                    let end = self.text[self.at..].chars().take(1).collect::<String>();
                    let text = &self.text[pos.offset..self.at];
                    return Self::fail(pos, ParseErrorKind::BadEscape(format!("{text}{end}")));
                }
            }
        }
        Ok(v)
    }

    /// After `\u`: four hex digits, and for a high surrogate its low half.
    fn unicode_escape(&mut self, pos: Pos) -> Result<char, ParseError> {
        let first = self.hex4(pos)?;
        let code = if (0xD800..0xDC00).contains(&first) {
            if !(self.peek() == Some('\\') && self.peek2() == Some('u')) {
                return Self::fail(
                    pos,
                    ParseErrorKind::BadEscape(format!("\\u{first:04x} (a lone high surrogate)")),
                );
            }
            self.bump();
            self.bump();
            let second = self.hex4(pos)?;
            if !(0xDC00..0xE000).contains(&second) {
                return Self::fail(
                    pos,
                    ParseErrorKind::BadEscape(format!(
                        "\\u{first:04x}\\u{second:04x} (not a surrogate pair)"
                    )),
                );
            }
            0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        } else {
            first
        };
        char::from_u32(code).ok_or_else(|| ParseError {
            pos,
            kind: ParseErrorKind::BadEscape(format!("\\u{first:04x} (a lone low surrogate)")),
        })
    }
}

struct Parser {
    toks: Vec<(Pos, Tok)>,
    at: usize,
}

impl Parser {
    fn peek(&self) -> &Tok {
        self.toks.get(self.at).map(|(_, t)| t).unwrap_or(&Tok::End)
    }

    fn pos(&self) -> Pos {
        self.toks
            .get(self.at)
            .or_else(|| self.toks.last())
            .map(|(p, _)| *p)
            .unwrap_or_default()
    }

    fn next(&mut self) -> (Pos, Tok) {
        let item = self
            .toks
            .get(self.at)
            .cloned()
            .unwrap_or((self.pos(), Tok::End));
        if self.at < self.toks.len() {
            self.at += 1;
        }
        item
    }

    fn expected<T>(&self, expected: &str) -> Result<T, ParseError> {
        Err(ParseError {
            pos: self.pos(),
            kind: ParseErrorKind::Expected {
                expected: expected.to_string(),
                found: self.peek().describe(),
            },
        })
    }

    fn punct(&mut self, c: char, expected: &str) -> Result<(), ParseError> {
        if *self.peek() == Tok::Punct(c) {
            self.next();
            Ok(())
        } else {
            self.expected(expected)
        }
    }

    fn is_punct(&self, c: char) -> bool {
        *self.peek() == Tok::Punct(c)
    }

    fn deeper(&self, depth: usize) -> Result<usize, ParseError> {
        if depth >= MAX_DEPTH {
            return Err(ParseError {
                pos: self.pos(),
                kind: ParseErrorKind::TooDeep,
            });
        }
        Ok(depth + 1)
    }

    /// A name bound by `let` or naming a record field.
    fn binder(&mut self, what: &str) -> Result<(Pos, String), ParseError> {
        let pos = self.pos();
        match self.peek().clone() {
            Tok::Ident(w) if is_keyword(&w) => Err(ParseError {
                pos,
                kind: ParseErrorKind::Reserved(w),
            }),
            Tok::Ident(w) => {
                self.next();
                Ok((pos, w))
            }
            _ => self.expected(what),
        }
    }

    fn expr(&mut self, depth: usize) -> Result<Expr, ParseError> {
        if *self.peek() != Tok::Ident("let".into()) {
            return self.app(depth);
        }
        let pos = self.pos();
        let mut binds = Vec::new();
        while *self.peek() == Tok::Ident("let".into()) {
            self.next();
            let (bpos, name) = self.binder("a name to bind after 'let'")?;
            self.punct('=', &format!("'=' after 'let {name}'"))?;
            let value = self.expr(self.deeper(depth)?)?;
            if *self.peek() != Tok::Ident("in".into()) {
                return self.expected(&format!("'in' after the value of '{name}'"));
            }
            self.next();
            binds.push(Bind {
                pos: bpos,
                name,
                value,
            });
        }
        let body = self.app(depth)?;
        Ok(Expr {
            pos,
            kind: ExprKind::Let {
                binds,
                body: Box::new(body),
            },
        })
    }

    fn app(&mut self, depth: usize) -> Result<Expr, ParseError> {
        let Tok::QName(module, command) = self.peek().clone() else {
            return self.atom(depth);
        };
        let pos = self.pos();
        self.next();
        let mut args = Vec::new();
        while self.peek().starts_atom() {
            args.push(self.atom(depth)?);
        }
        Ok(Expr {
            pos,
            kind: ExprKind::App {
                module,
                command,
                args,
            },
        })
    }

    /// Comma-separated expressions up to `close`; the opener is consumed.
    fn items(&mut self, depth: usize, close: char, what: &str) -> Result<Vec<Expr>, ParseError> {
        let mut items = Vec::new();
        if self.is_punct(close) {
            self.next();
            return Ok(items);
        }
        loop {
            items.push(self.expr(depth)?);
            if self.is_punct(',') {
                self.next();
                continue;
            }
            if self.is_punct(close) {
                self.next();
                return Ok(items);
            }
            return self.expected(&format!("',' or '{close}' in {what}"));
        }
    }

    fn atom(&mut self, depth: usize) -> Result<Expr, ParseError> {
        let pos = self.pos();
        let at = |kind| Ok(Expr { pos, kind });
        match self.peek().clone() {
            Tok::Int(n) => {
                self.next();
                at(ExprKind::Int(n))
            }
            Tok::Real(x) => {
                self.next();
                at(ExprKind::Real(x))
            }
            Tok::Str(s) => {
                self.next();
                at(ExprKind::Str(s))
            }
            Tok::QName(module, command) => {
                self.next();
                at(ExprKind::App {
                    module,
                    command,
                    args: Vec::new(),
                })
            }
            Tok::Ident(w) => match w.as_str() {
                "true" | "false" => {
                    self.next();
                    at(ExprKind::Bool(w == "true"))
                }
                "null" => {
                    self.next();
                    at(ExprKind::Null)
                }
                "let" | "in" => {
                    self.expected("an expression (a 'let' inside an argument needs parentheses)")
                }
                _ => {
                    self.next();
                    at(ExprKind::Var(w))
                }
            },
            Tok::Punct('(') => {
                let inner = self.deeper(depth)?;
                self.next();
                if self.is_punct(')') {
                    self.next();
                    return at(ExprKind::Unit);
                }
                let mut items = self.items(inner, ')', "parentheses")?;
                if items.len() == 1 {
                    // A group: the inner expression keeps its own position.
                    return Ok(items.remove(0));
                }
                at(ExprKind::Tuple(items))
            }
            Tok::Punct('[') => {
                let inner = self.deeper(depth)?;
                self.next();
                let items = self.items(inner, ']', "a list")?;
                at(ExprKind::List(items))
            }
            Tok::Punct('{') => {
                let inner = self.deeper(depth)?;
                self.next();
                self.record(inner)
                    .and_then(|fields| at(ExprKind::Record(fields)))
            }
            _ => self.expected("an expression (a literal, a name, or module.command)"),
        }
    }

    fn record(&mut self, depth: usize) -> Result<Vec<Field>, ParseError> {
        let mut fields: Vec<Field> = Vec::new();
        if self.is_punct('}') {
            self.next();
            return Ok(fields);
        }
        loop {
            let pos = self.pos();
            let name = match self.peek().clone() {
                Tok::Str(s) => {
                    self.next();
                    s
                }
                Tok::Ident(w) => {
                    self.next();
                    w
                }
                _ => return self.expected("a field name in a record"),
            };
            if fields.iter().any(|f| f.name == name) {
                return Err(ParseError {
                    pos,
                    kind: ParseErrorKind::DuplicateField(name),
                });
            }
            self.punct(
                '=',
                &format!("'=' after the field name '{}'", name.escape_debug()),
            )?;
            let value = self.expr(depth)?;
            fields.push(Field { pos, name, value });
            if self.is_punct(',') {
                self.next();
                continue;
            }
            if self.is_punct('}') {
                self.next();
                return Ok(fields);
            }
            return self.expected("',' or '}' in a record");
        }
    }
}

/// Parses a whole expression. Pure: no I/O, bounded by [`MAX_EXPR_BYTES`]
/// and [`MAX_DEPTH`].
pub fn parse(text: &str) -> Result<Expr, ParseError> {
    let start = Pos {
        offset: 0,
        line: 1,
        column: 1,
    };
    if text.len() > MAX_EXPR_BYTES {
        return Err(ParseError {
            pos: start,
            kind: ParseErrorKind::TooLong { len: text.len() },
        });
    }
    let lexer = Lexer {
        text,
        at: 0,
        line: 1,
        column: 1,
    };
    let mut p = Parser {
        toks: lexer.tokens()?,
        at: 0,
    };
    let expr = p.expr(0)?;
    if *p.peek() != Tok::End {
        if p.peek().starts_atom() && !matches!(expr.kind, ExprKind::App { .. }) {
            return p.expected(
                "the end of the expression (only module.command is applied to arguments)",
            );
        }
        return p.expected("the end of the expression");
    }
    Ok(expr)
}

/// The line and column of byte `offset` in `text`, counted as the parser
/// counts them: the [`Pos`] an error at that byte carries.
pub fn position_of(text: &str, offset: usize) -> Pos {
    let mut line = 1;
    let mut column = 1;
    for (i, c) in text.char_indices() {
        if i >= offset {
            break;
        }
        if c == '\n' {
            line += 1;
            column = 1;
        } else {
            column += 1;
        }
    }
    Pos {
        offset,
        line,
        column,
    }
}

impl Expr {
    /// Every `module.command` named in the expression, in order of first
    /// appearance.
    pub fn commands(&self) -> Vec<(String, String)> {
        let mut out: Vec<(String, String)> = Vec::new();
        let mut todo = vec![self];
        while let Some(e) = todo.pop() {
            match &e.kind {
                ExprKind::App {
                    module,
                    command,
                    args,
                } => {
                    if !out.iter().any(|(m, c)| m == module && c == command) {
                        out.push((module.clone(), command.clone()));
                    }
                    todo.extend(args.iter().rev());
                }
                ExprKind::List(items) | ExprKind::Tuple(items) => todo.extend(items.iter().rev()),
                ExprKind::Record(fields) => todo.extend(fields.iter().rev().map(|f| &f.value)),
                ExprKind::Let { binds, body } => {
                    todo.push(body);
                    todo.extend(binds.iter().rev().map(|b| &b.value));
                }
                _ => {}
            }
        }
        out
    }
}

impl fmt::Display for Expr {
    /// Canonical text that parses back to the same tree (positions aside).
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let list = |f: &mut fmt::Formatter, items: &[Expr]| -> fmt::Result {
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "{item}")?;
            }
            Ok(())
        };
        match &self.kind {
            ExprKind::Int(n) => write!(f, "{n}"),
            ExprKind::Real(x) => write!(f, "{x:?}"),
            ExprKind::Str(s) => f.write_str(&crate::json::quote(s)),
            ExprKind::Bool(b) => write!(f, "{b}"),
            ExprKind::Null => f.write_str("null"),
            ExprKind::Unit => f.write_str("()"),
            ExprKind::Var(v) => f.write_str(v),
            ExprKind::List(items) => {
                f.write_str("[")?;
                list(f, items)?;
                f.write_str("]")
            }
            ExprKind::Tuple(items) => {
                f.write_str("(")?;
                list(f, items)?;
                f.write_str(")")
            }
            ExprKind::Record(fields) => {
                f.write_str("{")?;
                for (i, field) in fields.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    if crate::manifest::is_identifier(&field.name) && !is_keyword(&field.name) {
                        write!(f, "{} = {}", field.name, field.value)?;
                    } else {
                        write!(f, "{} = {}", crate::json::quote(&field.name), field.value)?;
                    }
                }
                f.write_str("}")
            }
            ExprKind::App {
                module,
                command,
                args,
            } => {
                write!(f, "{module}.{command}")?;
                for arg in args {
                    let wrap = match &arg.kind {
                        ExprKind::App { args, .. } => !args.is_empty(),
                        ExprKind::Let { .. } => true,
                        _ => false,
                    };
                    if wrap {
                        write!(f, " ({arg})")?;
                    } else {
                        write!(f, " {arg}")?;
                    }
                }
                Ok(())
            }
            ExprKind::Let { binds, body } => {
                for b in binds {
                    write!(f, "let {} = {} in ", b.name, b.value)?;
                }
                write!(f, "{body}")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(text: &str) -> ParseError {
        parse(text).expect_err(text)
    }

    fn at(text: &str) -> (u32, u32) {
        let e = err(text);
        (e.pos.line, e.pos.column)
    }

    #[test]
    fn parses_applications_by_juxtaposition() {
        let e = parse("demo.add (demo.double 2) 3").unwrap();
        let ExprKind::App {
            module,
            command,
            args,
        } = &e.kind
        else {
            panic!("{e:?}")
        };
        assert_eq!(
            (module.as_str(), command.as_str(), args.len()),
            ("demo", "add", 2)
        );
        assert!(matches!(&args[0].kind, ExprKind::App { args, .. } if args.len() == 1));
        assert_eq!(
            args[0].pos.column, 11,
            "the nested application sits at its name"
        );
        assert_eq!(args[1].pos.column, 26);
    }

    #[test]
    fn a_bare_command_is_a_call_without_arguments() {
        let e = parse("demo.add combat.rollAdv 1").unwrap();
        let ExprKind::App { args, .. } = &e.kind else {
            panic!()
        };
        assert!(matches!(&args[0].kind, ExprKind::App { args, .. } if args.is_empty()));
    }

    #[test]
    fn parses_every_literal() {
        let e = parse(r#"[1, -2, 18446744073709551615, -9223372036854775808, 0.5, -1e3, "a\n\u00e9\ud83d\ude00", true, false, null, (), (1, "x"), {name = "orc", "hp" = 7}]"#).unwrap();
        let ExprKind::List(items) = &e.kind else {
            panic!()
        };
        let kinds: Vec<&ExprKind> = items.iter().map(|i| &i.kind).collect();
        assert_eq!(kinds[0], &ExprKind::Int(1));
        assert_eq!(kinds[1], &ExprKind::Int(-2));
        assert_eq!(kinds[2], &ExprKind::Int(u64::MAX.into()));
        assert_eq!(kinds[3], &ExprKind::Int(i64::MIN.into()));
        assert_eq!(kinds[4], &ExprKind::Real(0.5));
        assert_eq!(kinds[5], &ExprKind::Real(-1000.0));
        assert_eq!(kinds[6], &ExprKind::Str("a\né😀".into()));
        assert_eq!(kinds[7], &ExprKind::Bool(true));
        assert_eq!(kinds[9], &ExprKind::Null);
        assert_eq!(kinds[10], &ExprKind::Unit);
        assert!(matches!(kinds[11], ExprKind::Tuple(t) if t.len() == 2));
        assert!(matches!(kinds[12], ExprKind::Record(f) if f[1].name == "hp"));
    }

    #[test]
    fn let_chains_are_flat() {
        let text = (0..2000)
            .map(|i| format!("let x{i} = {i} in "))
            .collect::<String>()
            + "x1";
        let e = parse(&text).unwrap();
        let ExprKind::Let { binds, body } = &e.kind else {
            panic!()
        };
        assert_eq!(binds.len(), 2000);
        assert_eq!(body.kind, ExprKind::Var("x1".into()));
    }

    #[test]
    fn positions_count_lines_and_characters() {
        let e = parse("let s = \"é\" in\n  demo.greet s").unwrap();
        let ExprKind::Let { body, .. } = &e.kind else {
            panic!()
        };
        assert_eq!(
            (body.pos.line, body.pos.column, body.pos.offset),
            (2, 3, 18)
        );
        assert_eq!(
            position_of("let s = \"é\" in\n  demo.greet s", 18),
            body.pos
        );
        // The column after a two-byte character counts it once.
        assert_eq!(at("\"é\" )"), (1, 5));
    }

    #[test]
    fn errors_say_where_and_what_was_expected() {
        let e = err("demo.add 1 )");
        assert_eq!(
            e.to_string(),
            "1:12: expected the end of the expression, found ')'"
        );
        let e = err("let x = 1 x");
        assert_eq!(
            e.to_string(),
            "1:11: expected 'in' after the value of 'x', found the name 'x'"
        );
        let e = err("[1, 2");
        assert_eq!(
            e.to_string(),
            "1:6: expected ',' or ']' in a list, found the end of the expression"
        );
        let e = err("x 1");
        assert!(
            e.to_string().contains("only module.command is applied"),
            "{e}"
        );
        assert_eq!(at("demo.add\n  1 ?"), (2, 5));
        assert_eq!(
            err("let in = 1 in 2").kind,
            ParseErrorKind::Reserved("in".into())
        );
        assert_eq!(
            err("{a = 1, a = 2}").kind,
            ParseErrorKind::DuplicateField("a".into())
        );
        assert_eq!(at("{a = 1, a = 2}"), (1, 9));
        assert_eq!(
            err("demo.f (let x = 1 in x").kind,
            ParseErrorKind::Expected {
                expected: "',' or ')' in parentheses".into(),
                found: "the end of the expression".into(),
            }
        );
    }

    #[test]
    fn numbers_follow_json() {
        assert_eq!(err(".5").kind, ParseErrorKind::UnexpectedChar('.'));
        for bad in ["01", "1.", "1e", "-", "1.5.2", "12abc", "1e999", "- 1"] {
            let e = err(bad);
            assert!(matches!(e.kind, ParseErrorKind::BadNumber(_)), "{bad}: {e}");
        }
        assert_eq!(
            err("18446744073709551616").kind,
            ParseErrorKind::IntegerOutOfRange
        );
        assert_eq!(
            err("-9223372036854775809").kind,
            ParseErrorKind::IntegerOutOfRange
        );
        assert_eq!(parse("0").unwrap().kind, ExprKind::Int(0));
        assert_eq!(parse("-0.0").unwrap().kind, ExprKind::Real(-0.0));
    }

    #[test]
    fn strings_follow_json() {
        assert!(matches!(err(r#""\x""#).kind, ParseErrorKind::BadEscape(_)));
        assert!(matches!(
            err(r#""\u12""#).kind,
            ParseErrorKind::BadEscape(_)
        ));
        assert!(matches!(
            err(r#""\ud800""#).kind,
            ParseErrorKind::BadEscape(_)
        ));
        assert!(matches!(
            err(r#""\udc00""#).kind,
            ParseErrorKind::BadEscape(_)
        ));
        assert_eq!(err("\"abc").kind, ParseErrorKind::UnterminatedString);
        assert_eq!(err("\"a\nb\"").kind, ParseErrorKind::ControlInString);
        assert_eq!(at("  \"a\\qb\""), (1, 5));
        assert_eq!(
            parse(r#""\"\\\/\b\f\n\r\t""#).unwrap().kind,
            ExprKind::Str("\"\\/\u{8}\u{c}\n\r\t".into())
        );
    }

    #[test]
    fn nesting_is_bounded() {
        let ok = "[".repeat(MAX_DEPTH) + &"]".repeat(MAX_DEPTH);
        assert!(parse(&ok).is_ok());
        let deep = "[".repeat(MAX_DEPTH + 1) + &"]".repeat(MAX_DEPTH + 1);
        let e = err(&deep);
        assert_eq!(e.kind, ParseErrorKind::TooDeep);
        assert_eq!(e.pos.column as usize, MAX_DEPTH + 1);
        // Far deeper input fails the same way, without touching the stack.
        let very = "(".repeat(MAX_EXPR_BYTES);
        assert_eq!(err(&very).kind, ParseErrorKind::TooDeep);
        let lets = "let a = ".repeat(MAX_DEPTH + 1) + "1";
        assert_eq!(err(&lets).kind, ParseErrorKind::TooDeep);
    }

    #[test]
    fn length_is_bounded() {
        let long = format!("\"{}\"", "a".repeat(MAX_EXPR_BYTES));
        assert!(matches!(err(&long).kind, ParseErrorKind::TooLong { .. }));
    }

    #[test]
    fn printing_parses_back() {
        for text in [
            "demo.add (demo.double 2) 3",
            "let x = demo.double 2 in let y = [x, 3] in demo.f {a = x, \"b c\" = (y, ()), in = null} (let z = 1 in z)",
            "[1.5, -0.0, 1e-7, \"\\u0001é\", m.c]",
        ] {
            let e = parse(text).unwrap();
            let printed = e.to_string();
            let again = parse(&printed).unwrap_or_else(|err| panic!("{printed}: {err}"));
            assert_eq!(again.to_string(), printed);
        }
    }

    #[test]
    fn commands_lists_each_named_command_once() {
        let e = parse("let a = m.f 1 in n.g (m.f a) [o.h]").unwrap();
        let names: Vec<String> = e
            .commands()
            .into_iter()
            .map(|(m, c)| format!("{m}.{c}"))
            .collect();
        assert_eq!(names, ["m.f", "n.g", "o.h"]);
    }
}
