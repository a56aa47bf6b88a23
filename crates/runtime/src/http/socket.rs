//! An accepted socket as its connection task uses it: reads, writes, and
//! waiting for bytes without reading.
//!
//! A connection reads at two moments when its client has almost never sent
//! anything yet: right after a response (a keep-alive client sends its
//! next request only once it has the answer) and while a request is
//! handled (watching for the client to hang up). `async_net`'s streams try
//! a read first, a `recv` that fails with `EAGAIN`, and only then register
//! for readiness. [`Socket::poll_readable`] lets those two reads wait for
//! readiness first and read once it comes: two system calls fewer on each
//! keep-alive request of the daemon (issue 30).
//!
//! The socket is shared with the connection table's closer, which shuts it
//! down to evict the connection; hence the `Arc`.

use std::io;
use std::os::fd::AsFd;
use std::os::unix::net::UnixStream;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

use smol::Async;
use smol::io::{AsyncRead, AsyncWrite};

/// A socket registered with the event loop; `T` is a TCP or Unix stream.
pub(super) struct Socket<T>(Arc<Async<T>>);

impl<T> Socket<T> {
    #[cfg(test)]
    fn new(inner: Arc<Async<T>>) -> Socket<T> {
        Socket(inner)
    }

    /// Another handle on the same socket (for the closer).
    pub(super) fn handle(&self) -> Arc<Async<T>> {
        Arc::clone(&self.0)
    }

    /// Ready once the event loop has seen the socket readable since this
    /// task last got `Pending` here; the first call registers the wait.
    /// Readiness is a hint: the read that follows may still find nothing.
    pub(super) fn poll_readable(&self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        self.0.poll_readable(cx)
    }
}

impl From<async_net::TcpStream> for Socket<std::net::TcpStream> {
    fn from(stream: async_net::TcpStream) -> Self {
        Socket(stream.into())
    }
}

impl From<async_net::unix::UnixStream> for Socket<UnixStream> {
    fn from(stream: async_net::unix::UnixStream) -> Self {
        Socket(stream.into())
    }
}

impl<T> AsyncRead for Socket<T>
where
    for<'a> &'a T: io::Read,
{
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut [u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut &*self.0).poll_read(cx, buf)
    }
}

impl<T: AsFd> AsyncWrite for Socket<T>
where
    for<'a> &'a T: io::Write,
{
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut &*self.0).poll_write(cx, buf)
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut &*self.0).poll_flush(cx)
    }

    /// Shuts the write side down, so the client sees the end of the
    /// stream (`Async`'s own close only flushes).
    fn poll_close(self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<io::Result<()>> {
        Poll::Ready(
            rustix::net::shutdown(&*self.0, rustix::net::Shutdown::Write).map_err(io::Error::from),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use smol::future;
    use smol::io::{AsyncReadExt, AsyncWriteExt};
    use std::io::{Read, Write};

    fn pair() -> (Socket<UnixStream>, UnixStream) {
        let (ours, theirs) = UnixStream::pair().unwrap();
        (Socket::new(Arc::new(Async::new(ours).unwrap())), theirs)
    }

    #[test]
    fn a_wait_for_bytes_is_pending_until_they_come() {
        let (mut socket, mut peer) = pair();
        smol::block_on(async {
            let waiting = future::poll_once(future::poll_fn(|cx| socket.poll_readable(cx))).await;
            assert!(waiting.is_none(), "readable before anything was sent");
            peer.write_all(b"next").unwrap();
            // Bounded: a wait that misses the bytes fails instead of hanging.
            let ready = async { Some(future::poll_fn(|cx| socket.poll_readable(cx)).await) };
            let late = async {
                smol::Timer::after(std::time::Duration::from_secs(5)).await;
                None
            };
            let ready = future::or(ready, late).await;
            assert!(
                matches!(ready, Some(Ok(()))),
                "not readable 5 s after bytes were sent: {ready:?}"
            );
            let mut got = [0u8; 8];
            let n = socket.read(&mut got).await.unwrap();
            assert_eq!(&got[..n], b"next");
        });
    }

    #[test]
    fn closing_ends_the_stream_for_the_peer() {
        let (mut socket, mut peer) = pair();
        smol::block_on(async {
            socket.write_all(b"bye").await.unwrap();
            socket.close().await.unwrap();
        });
        // Without the shutdown the peer would wait for more: bounded here.
        peer.set_read_timeout(Some(std::time::Duration::from_secs(5)))
            .unwrap();
        let mut got = Vec::new();
        peer.read_to_end(&mut got)
            .expect("the end of the stream, not a timeout");
        assert_eq!(got, b"bye");
    }
}
