//! A pool child's stderr, copied to ours as it comes, its last bytes kept
//! for the error that names why the child ended.

/// The last bytes a child wrote to its stderr, kept for error messages
/// while [`StderrTail::forward`] copies the stream to ours.
#[derive(Clone, Default)]
pub struct StderrTail(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

impl StderrTail {
    /// Bytes of a child's stderr kept for messages.
    pub const BYTES: usize = 2048;

    /// Copies `from` to our stderr until it ends, keeping the last
    /// [`StderrTail::BYTES`].
    pub async fn forward(self, mut from: async_process::ChildStderr) {
        use smol::io::AsyncReadExt;
        use std::io::Write;
        let mut buf = [0u8; 4096];
        loop {
            let n = match from.read(&mut buf).await {
                Ok(0) | Err(_) => return,
                Ok(n) => n,
            };
            let chunk = &buf[..n];
            let _ = std::io::stderr().write_all(chunk);
            if let Ok(mut t) = self.0.lock() {
                t.extend_from_slice(chunk);
                let excess = t.len().saturating_sub(Self::BYTES);
                t.drain(..excess);
            }
        }
    }

    /// The tail as one line: trimmed, its lines joined by ` | `.
    pub fn text(&self) -> String {
        let tail = self.0.lock().map(|t| t.clone()).unwrap_or_default();
        String::from_utf8_lossy(&tail).trim().replace('\n', " | ")
    }
}
