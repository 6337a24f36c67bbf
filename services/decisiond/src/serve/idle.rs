//! Closes a connection on which no byte has moved, either way, for a
//! while: a client that stopped reading its response, or stalled mid-body,
//! would otherwise hold the connection (and the response's memory) forever.

use std::io;
use std::pin::Pin;
use std::task::{Context, Poll, ready};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::time::{Instant, Sleep};

/// `inner` with an inactivity deadline: a read or write that would wait
/// past `idle` since the last byte moved fails with `TimedOut` instead.
/// The timer is only consulted while an operation waits, and re-armed
/// lazily (progress just notes the time), so busy connections pay one
/// clock read per operation.
pub(crate) struct IdleTimeout<T> {
    inner: T,
    /// Zero: never time out.
    idle: Duration,
    last_progress: Instant,
    timer: Pin<Box<Sleep>>,
}

impl<T> IdleTimeout<T> {
    pub(crate) fn new(inner: T, idle: Duration) -> Self {
        let now = Instant::now();
        IdleTimeout {
            inner,
            idle,
            last_progress: now,
            timer: Box::pin(tokio::time::sleep_until(now + idle)),
        }
    }

    fn progressed(&mut self) {
        self.last_progress = Instant::now();
    }

    /// Ready with the error once `idle` has passed without progress.
    fn poll_expired(&mut self, cx: &mut Context<'_>) -> Poll<io::Error> {
        if self.idle.is_zero() {
            return Poll::Pending;
        }
        loop {
            ready!(self.timer.as_mut().poll(cx));
            let due = self.last_progress + self.idle;
            if due <= Instant::now() {
                return Poll::Ready(io::Error::new(
                    io::ErrorKind::TimedOut,
                    IdleTimedOut(self.idle),
                ));
            }
            self.timer.as_mut().reset(due);
        }
    }

    /// What an operation that returned `outcome` should report.
    fn settle<R>(
        &mut self,
        cx: &mut Context<'_>,
        outcome: Poll<io::Result<R>>,
    ) -> Poll<io::Result<R>> {
        match outcome {
            Poll::Ready(result) => {
                self.progressed();
                Poll::Ready(result)
            }
            Poll::Pending => self.poll_expired(cx).map(Err),
        }
    }
}

/// The source of the `TimedOut` error, so the serve loop can tell an idle
/// close from any other I/O failure.
#[derive(Debug, thiserror::Error)]
#[error("no byte moved on the connection for {0:?}")]
pub(crate) struct IdleTimedOut(Duration);

impl<T: AsyncRead + Unpin> AsyncRead for IdleTimeout<T> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let outcome = Pin::new(&mut this.inner).poll_read(cx, buf);
        this.settle(cx, outcome)
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for IdleTimeout<T> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let outcome = Pin::new(&mut this.inner).poll_write(cx, buf);
        this.settle(cx, outcome)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let outcome = Pin::new(&mut this.inner).poll_write_vectored(cx, bufs);
        this.settle(cx, outcome)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let outcome = Pin::new(&mut this.inner).poll_flush(cx);
        this.settle(cx, outcome)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let outcome = Pin::new(&mut this.inner).poll_shutdown(cx);
        this.settle(cx, outcome)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    const IDLE: Duration = Duration::from_millis(200);

    /// The timer wheel counts whole milliseconds.
    fn within_a_tick(elapsed: Duration, expected: Duration) {
        assert!(
            elapsed >= expected && elapsed <= expected + Duration::from_millis(5),
            "{elapsed:?}, expected {expected:?}"
        );
    }

    #[tokio::test(start_paused = true)]
    async fn a_silent_peer_times_out_after_the_idle_time_not_before() {
        let (near, _far) = tokio::io::duplex(64);
        let mut wrapped = IdleTimeout::new(near, IDLE);
        let started = Instant::now();
        let err = wrapped.read_u8().await.unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::TimedOut);
        assert!(err.to_string().contains("no byte moved"), "{err}");
        within_a_tick(started.elapsed(), IDLE);
    }

    #[tokio::test(start_paused = true)]
    async fn each_byte_moved_restarts_the_clock() {
        let (near, mut far) = tokio::io::duplex(64);
        let mut wrapped = IdleTimeout::new(near, IDLE);
        let started = Instant::now();
        let trickle = tokio::spawn(async move {
            for b in 0..5u8 {
                tokio::time::sleep(IDLE / 2).await;
                far.write_u8(b).await.unwrap();
            }
            far
        });
        for b in 0..5u8 {
            assert_eq!(wrapped.read_u8().await.unwrap(), b);
        }
        let _far = trickle.await.unwrap();
        let err = wrapped.read_u8().await.unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::TimedOut);
        within_a_tick(started.elapsed(), IDLE / 2 * 5 + IDLE);
    }

    #[tokio::test(start_paused = true)]
    async fn a_peer_that_stops_reading_times_out_the_writer() {
        let (near, _far) = tokio::io::duplex(16);
        let mut wrapped = IdleTimeout::new(near, IDLE);
        let err = wrapped.write_all(&[0; 1024]).await.unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::TimedOut);
    }

    #[tokio::test(start_paused = true)]
    async fn zero_never_times_out() {
        let (near, _far) = tokio::io::duplex(64);
        let mut wrapped = IdleTimeout::new(near, Duration::ZERO);
        let waited = tokio::time::timeout(Duration::from_secs(3600), wrapped.read_u8()).await;
        assert!(waited.is_err(), "still waiting after an hour");
    }
}
