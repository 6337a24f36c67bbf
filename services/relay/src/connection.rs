//! NATS connections that never give up: the service starts and keeps
//! accepting commands while NATS is down, and catches up when it returns.

use async_nats::{Client, ConnectOptions, ServerAddr};
use std::time::Duration;

/// Parses `url` (one URL, or several separated by commas).
pub fn server_addrs(url: &str) -> Result<Vec<ServerAddr>, String> {
    url.split(',')
        .map(|part| {
            part.trim()
                .parse::<ServerAddr>()
                .map_err(|e| format!("invalid NATS URL `{}`: {e}", part.trim()))
        })
        .collect()
}

/// A client that connects in the background and reconnects forever
/// (`name` shows in the server's connection list).
pub async fn connect(url: &str, name: &str) -> Result<Client, String> {
    let addrs = server_addrs(url)?;
    ConnectOptions::new()
        .name(name)
        // Return at once and keep trying: NATS being down at start-up is
        // an outage like any other, not a reason to refuse to start.
        .retry_on_initial_connect()
        .max_reconnects(None)
        // The default backoff grows to 4 s; a relay idle that long after
        // NATS is back only delays consumers.
        .reconnect_delay_callback(|attempts| {
            Duration::from_millis((attempts as u64 * 100).min(1_000))
        })
        .connect(addrs)
        .await
        .map_err(|e| format!("cannot connect to NATS at {url}: {e}"))
}
