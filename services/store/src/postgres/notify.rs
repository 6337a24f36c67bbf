//! Cross-process wake-ups over LISTEN/NOTIFY, on dedicated connections
//! (deadpool's recycling would `UNLISTEN *`). NOTIFY takes a cluster-wide
//! lock at commit, so it is sent outside the append transactions, debounced:
//! one notification covers every append of the last few milliseconds.
//! It is only a hint: readers also poll, and catch up after a reconnect.

use futures_util::{StreamExt, stream};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Notify;
use tokio_postgres::{AsyncMessage, NoTls};

/// The channel every instance listens on.
pub const CHANNEL: &str = "decision_events";
/// Appends within this window share one NOTIFY.
const DEBOUNCE: Duration = Duration::from_millis(5);
const RECONNECT: Duration = Duration::from_millis(500);

/// Sends a NOTIFY shortly after `hint` is raised; runs until the process ends.
pub fn spawn_notifier(url: String, hint: Arc<Notify>) {
    tokio::spawn(async move {
        loop {
            let (client, connection) = match tokio_postgres::connect(&url, NoTls).await {
                Ok(pair) => pair,
                Err(e) => {
                    tracing::warn!(error = %e, "notifier cannot connect; retrying");
                    tokio::time::sleep(RECONNECT).await;
                    continue;
                }
            };
            let driver = tokio::spawn(connection);
            loop {
                hint.notified().await;
                tokio::time::sleep(DEBOUNCE).await;
                if let Err(e) = client.batch_execute(&format!("NOTIFY {CHANNEL}")).await {
                    tracing::warn!(error = %e, "NOTIFY failed; reconnecting");
                    break;
                }
            }
            driver.abort();
        }
    });
}

/// Calls `on_wake` for every notification on [`CHANNEL`], and once after
/// every (re)connect so a reader catches up on what it may have missed.
pub fn spawn_listener(url: String, on_wake: impl Fn() + Send + Sync + 'static) {
    tokio::spawn(async move {
        loop {
            let (client, mut connection) = match tokio_postgres::connect(&url, NoTls).await {
                Ok(pair) => pair,
                Err(e) => {
                    tracing::warn!(error = %e, "listener cannot connect; retrying");
                    tokio::time::sleep(RECONNECT).await;
                    continue;
                }
            };
            // The connection must be polled for notifications to arrive.
            let mut messages = stream::poll_fn(move |cx| connection.poll_message(cx));
            let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
            let pump = tokio::spawn(async move {
                while let Some(message) = messages.next().await {
                    match message {
                        Ok(AsyncMessage::Notification(_)) => {
                            if tx.send(()).is_err() {
                                return;
                            }
                        }
                        Ok(_) => {}
                        Err(e) => {
                            tracing::warn!(error = %e, "listener connection lost");
                            return;
                        }
                    }
                }
            });
            if let Err(e) = client.batch_execute(&format!("LISTEN {CHANNEL}")).await {
                tracing::warn!(error = %e, "LISTEN failed; reconnecting");
                pump.abort();
                tokio::time::sleep(RECONNECT).await;
                continue;
            }
            on_wake(); // catch up on anything appended while disconnected
            while rx.recv().await.is_some() {
                on_wake();
            }
            pump.abort();
            tokio::time::sleep(RECONNECT).await;
        }
    });
}
