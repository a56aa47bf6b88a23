//! The progress bar of `nexus run` (issue 13): when stderr is a terminal, a
//! pool function's progress shows as one line redrawn in place (its message,
//! a bar, the count, and an ETA when the total is known), with its log lines
//! printed above it. Elsewhere there is no bar, the worker sends no progress
//! at all, and log lines are plain (the dispatcher's structured line).
//! stdout is never touched: it carries exactly the result.

use crate::progress::{self, Progress, Report, Sink};
use std::io::{IsTerminal, Write};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Cells of the bar itself.
const WIDTH: usize = 24;
/// Characters of the message shown before the bar.
const MESSAGE_CHARS: usize = 40;

/// The bar of one call, drawn on stderr.
pub struct Bar {
    program: String,
    tool: String,
    state: Mutex<State>,
}

#[derive(Default)]
struct State {
    started: Option<Instant>,
    shown: bool,
    last: Option<Progress>,
}

impl Bar {
    /// A bar for `tool` of `program` when stderr is a terminal, else `None`.
    pub fn for_stderr(program: &str, tool: &str) -> Option<Arc<Bar>> {
        if !std::io::stderr().is_terminal() {
            return None;
        }
        Some(Arc::new(Bar {
            program: program.to_string(),
            tool: tool.to_string(),
            state: Mutex::new(State {
                started: Some(Instant::now()),
                ..State::default()
            }),
        }))
    }

    /// The sink to give the call: progress redraws the bar, a log line goes
    /// above it.
    pub fn sink(self: &Arc<Self>) -> Sink {
        let bar = self.clone();
        Sink::new(true, move |report| bar.report(report)).rendering_logs()
    }

    fn report(&self, report: Report) {
        let Ok(mut state) = self.state.lock() else {
            return;
        };
        let mut out = Vec::new();
        if state.shown {
            out.extend_from_slice(b"\r\x1b[2K");
        }
        match report {
            Report::Log(level, message) => {
                let line = progress::stderr_line(&self.program, &self.tool, level, &message);
                out.extend_from_slice(line.as_bytes());
                out.push(b'\n');
            }
            Report::Progress(p) => {
                state.started.get_or_insert_with(Instant::now);
                state.last = Some(p);
            }
        }
        if let (Some(p), Some(started)) = (&state.last, state.started) {
            out.extend_from_slice(line(p, started.elapsed()).as_bytes());
            state.shown = true;
        }
        let mut err = std::io::stderr().lock();
        let _ = err.write_all(&out).and_then(|()| err.flush());
    }

    /// Erases the bar, before the result is printed.
    pub fn clear(&self) {
        if let Ok(mut state) = self.state.lock()
            && state.shown
        {
            state.shown = false;
            let mut err = std::io::stderr().lock();
            let _ = err.write_all(b"\r\x1b[2K").and_then(|()| err.flush());
        }
    }
}

/// The bar's line: `message [#####-----]  42% 21/50 ETA 0:12`, or with no
/// total a count and the time so far.
pub fn line(p: &Progress, elapsed: Duration) -> String {
    let mut out = String::new();
    if let Some(m) = &p.message {
        out.extend(m.chars().filter(|c| !c.is_control()).take(MESSAGE_CHARS));
        out.push(' ');
    }
    let done = progress::number(p.done);
    match p.total.filter(|t| *t > 0.0) {
        Some(total) => {
            let fraction = (p.done / total).clamp(0.0, 1.0);
            let filled = (fraction * WIDTH as f64).round() as usize;
            out.push('[');
            out.push_str(&"#".repeat(filled));
            out.push_str(&"-".repeat(WIDTH - filled));
            out.push_str(&format!(
                "] {:3.0}% {done}/{}",
                fraction * 100.0,
                progress::number(total)
            ));
            if fraction > 0.0 && fraction < 1.0 {
                let left = elapsed.as_secs_f64() * (1.0 - fraction) / fraction;
                out.push_str(&format!(" ETA {}", clock(left)));
            }
        }
        None => out.push_str(&format!("{done} ({})", clock(elapsed.as_secs_f64()))),
    }
    out
}

/// `m:ss`, or `h:mm:ss` past an hour.
fn clock(secs: f64) -> String {
    let s = secs.clamp(0.0, 359_999.0) as u64;
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_shows_message_bar_count_and_eta() {
        let p = Progress {
            done: 5.0,
            total: Some(20.0),
            message: Some("aligning\nreads".into()),
        };
        let l = line(&p, Duration::from_secs(10));
        assert_eq!(
            l,
            "aligningreads [######------------------]  25% 5/20 ETA 0:30"
        );
        let open = Progress {
            done: 7.0,
            total: None,
            message: None,
        };
        assert_eq!(line(&open, Duration::from_secs(3725)), "7 (1:02:05)");
        let full = Progress {
            done: 3.0,
            total: Some(3.0),
            message: None,
        };
        assert!(!line(&full, Duration::from_secs(1)).contains("ETA"));
    }
}
