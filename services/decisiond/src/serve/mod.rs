//! The HTTP accept loop. `axum::serve` has no header-read timeout, no idle
//! timeout and no connection cap, so this is its loop with them: one
//! hyper HTTP/1 connection per accepted socket, and the same graceful
//! shutdown (stop accepting, let in-flight requests finish, close idle
//! keep-alive connections, then return).

mod idle;

use crate::app::Connections;
use axum::Router;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::{Semaphore, watch};
use tokio::task::JoinSet;

/// Serves `router` on `listener` under `limits` until `shutdown` resolves,
/// then drains: returns once every connection has closed.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    limits: Connections,
    shutdown: impl Future<Output = ()>,
) {
    let mut http = http1::Builder::new();
    // hyper restarts this clock whenever a connection waits for a request
    // head, so it bounds keep-alive waits too.
    http.timer(TokioTimer::new())
        .header_read_timeout(nonzero(limits.header_read_timeout));
    let slots =
        (limits.max_connections > 0).then(|| Arc::new(Semaphore::new(limits.max_connections)));
    let (closing, closed) = watch::channel(false);
    let mut connections = JoinSet::new();
    let mut shutdown = std::pin::pin!(shutdown);
    loop {
        // At the cap, stop accepting: the kernel's backlog holds the rest.
        let slot = match &slots {
            None => None,
            Some(slots) => tokio::select! {
                slot = slots.clone().acquire_owned() => Some(slot.expect("never closed")),
                () = &mut shutdown => break,
            },
        };
        let stream = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, _)) => stream,
                Err(e) => {
                    accept_failed(e).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        while connections.try_join_next().is_some() {}
        let io = TokioIo::new(idle::IdleTimeout::new(stream, limits.idle_timeout));
        let connection = http
            .serve_connection(io, TowerToHyperService::new(router.clone()))
            .with_upgrades();
        let mut closed = closed.clone();
        connections.spawn(async move {
            let _slot = slot;
            let _open = OpenConnection::count();
            let mut connection = std::pin::pin!(connection);
            let ended = tokio::select! {
                ended = connection.as_mut() => ended,
                () = closing_signal(&mut closed) => {
                    connection.as_mut().graceful_shutdown();
                    connection.await
                }
            };
            if let Err(e) = ended {
                ended_with(&e);
            }
        });
    }
    drop(listener);
    let _ = closing.send(true);
    while connections.join_next().await.is_some() {}
}

/// Resolves once shutdown begins (the watch guard must not live across
/// an await: it is not `Send`).
async fn closing_signal(closed: &mut watch::Receiver<bool>) {
    let _ = closed.wait_for(|closing| *closing).await;
}

fn nonzero(timeout: Duration) -> Option<Duration> {
    (!timeout.is_zero()).then_some(timeout)
}

/// Counts a timed-out connection by what it was slow at; other endings
/// (a client hanging up mid-response) are routine.
fn ended_with(e: &hyper::Error) {
    let kind = if e.is_timeout() {
        "header"
    } else if is_idle_timeout(e) {
        "idle"
    } else {
        tracing::debug!(error = %e, "connection ended with an error");
        return;
    };
    tracing::debug!(error = %e, kind, "connection timed out");
    metrics::counter!("decisiond_http_connection_timeouts_total", "kind" => kind).increment(1);
}

/// hyper keeps the I/O error as its cause; ours carries [`idle::IdleTimedOut`]
/// inside (`io::Error::source` skips it, `get_ref` does not).
fn is_idle_timeout(e: &hyper::Error) -> bool {
    let mut source = std::error::Error::source(e);
    while let Some(cause) = source {
        if let Some(io) = cause.downcast_ref::<std::io::Error>()
            && io
                .get_ref()
                .is_some_and(|inner| inner.is::<idle::IdleTimedOut>())
        {
            return true;
        }
        source = cause.source();
    }
    false
}

/// `decisiond_http_connections_open`, kept right by drop.
struct OpenConnection;

impl OpenConnection {
    fn count() -> OpenConnection {
        metrics::gauge!("decisiond_http_connections_open").increment(1.0);
        OpenConnection
    }
}

impl Drop for OpenConnection {
    fn drop(&mut self) {
        metrics::gauge!("decisiond_http_connections_open").decrement(1.0);
    }
}

/// As `axum::serve`: a peer that gave up before the accept is nothing; any
/// other failure (out of file descriptors) is logged and waited out.
async fn accept_failed(e: std::io::Error) {
    use std::io::ErrorKind::{ConnectionAborted, ConnectionRefused, ConnectionReset};
    if matches!(
        e.kind(),
        ConnectionAborted | ConnectionRefused | ConnectionReset
    ) {
        return;
    }
    tracing::error!(error = %e, "accept failed; retrying in 1 s");
    tokio::time::sleep(Duration::from_secs(1)).await;
}
