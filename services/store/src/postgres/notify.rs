//! Cross-process wake-ups over LISTEN/NOTIFY, on dedicated connections
//! (deadpool's recycling would `UNLISTEN *`). NOTIFY takes a cluster-wide
//! lock at commit, so it is sent outside the append transactions, debounced:
//! one notification covers every append of the last few milliseconds.
//! It is only a hint: readers also poll, and catch up after a reconnect.

use futures_util::{StreamExt, stream};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Notify;
use tokio_postgres::AsyncMessage;

/// The channel every instance listens on.
pub const CHANNEL: &str = "decision_events";
/// Appends within this window share one NOTIFY.
const DEBOUNCE: Duration = Duration::from_millis(5);
const RECONNECT: Duration = Duration::from_millis(500);

/// Sends a NOTIFY shortly after `hint` is raised; runs until the process
/// ends. Its payload is `payload()`: the cycles appended to, so listeners
/// wake only those cycles' readers (see [`cycles_of`]).
pub fn spawn_notifier(
    url: String,
    hint: Arc<Notify>,
    payload: impl Fn() -> String + Send + Sync + 'static,
) {
    tokio::spawn(async move {
        loop {
            let (client, connection) = match super::connect(&url).await {
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
                let sent = client
                    .execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &payload()])
                    .await;
                if let Err(e) = sent {
                    tracing::warn!(error = %e, "NOTIFY failed; reconnecting");
                    break;
                }
            }
            driver.abort();
        }
    });
}

/// Calls `on_wake` with the payload of every notification on [`CHANNEL`],
/// and with `"*"` (every cycle) after every (re)connect, so a reader
/// catches up on what it may have missed.
pub fn spawn_listener(url: String, on_wake: impl Fn(&str) + Send + Sync + 'static) {
    tokio::spawn(async move {
        loop {
            let (client, mut connection) = match super::connect(&url).await {
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
                        Ok(AsyncMessage::Notification(n)) => {
                            if tx.send(n.payload().to_owned()).is_err() {
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
            on_wake(EVERY_CYCLE); // catch up on anything appended while disconnected
            while let Some(payload) = rx.recv().await {
                on_wake(&payload);
            }
            pump.abort();
            tokio::time::sleep(RECONNECT).await;
        }
    });
}

/// The payload that names every cycle.
pub const EVERY_CYCLE: &str = "*";

/// A notification's payload for `cycles` (`None`: every cycle).
pub fn payload_of(cycles: Option<Vec<uuid::Uuid>>) -> String {
    match cycles {
        None => EVERY_CYCLE.to_owned(),
        Some(cycles) => cycles
            .iter()
            .map(uuid::Uuid::to_string)
            .collect::<Vec<_>>()
            .join(","),
    }
}

/// The cycles a payload names (`None`: every cycle — also for a payload
/// this version cannot read).
pub fn cycles_of(payload: &str) -> Option<Vec<uuid::Uuid>> {
    if payload == EVERY_CYCLE {
        return None;
    }
    payload
        .split(',')
        .filter(|id| !id.is_empty())
        .map(|id| uuid::Uuid::parse_str(id).ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payloads_name_the_cycles_or_all() {
        let cycles = vec![uuid::Uuid::now_v7(), uuid::Uuid::now_v7()];
        assert_eq!(cycles_of(&payload_of(Some(cycles.clone()))), Some(cycles));
        assert_eq!(cycles_of(&payload_of(None)), None);
        assert_eq!(cycles_of(""), Some(vec![]));
        assert_eq!(cycles_of("not-a-uuid"), None, "unreadable: wake all");
        // 200 cycles fit a NOTIFY payload (under 8,000 bytes).
        let many: Vec<uuid::Uuid> = (0..200).map(|_| uuid::Uuid::now_v7()).collect();
        assert!(payload_of(Some(many)).len() < 8000);
    }
}
