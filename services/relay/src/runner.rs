//! The relay task: take the lease, then publish until stopped, retrying
//! with backoff through NATS and database outages.

use crate::publisher::Publisher;
use crate::status::{RelayHandle, RelayState};
use crate::{RelayConfig, RelayError};
use async_nats::jetstream;
use decision_store::EventStore;
use decision_store::postgres::lease::Lease;
use decision_store::read_models::ReadModelStore;
use decision_wakeup::Wakeup;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::watch;
use tokio::task::JoinHandle;

/// How instances agree on which one relays.
#[derive(Debug, Clone)]
pub enum Coordination {
    /// A session advisory lock in this database: the holder relays, the
    /// others retry and take over when its connection closes.
    Postgres { url: String },
    /// One process owns the store (embedded SQLite): no lease.
    SingleProcess,
}

/// Starts the relay of `handle`; it runs until `shutdown` turns true.
pub fn spawn(
    handle: RelayHandle,
    events: Arc<dyn EventStore>,
    models: Arc<dyn ReadModelStore>,
    wakeup: Wakeup,
    coordination: Coordination,
    shutdown: watch::Receiver<bool>,
) -> JoinHandle<()> {
    let runner = Runner {
        config: Arc::new(handle.config().clone()),
        events,
        models,
        wakeup,
        coordination,
        handle: handle.clone(),
    };
    tokio::spawn(runner.run(shutdown))
}

struct Runner {
    config: Arc<RelayConfig>,
    events: Arc<dyn EventStore>,
    models: Arc<dyn ReadModelStore>,
    wakeup: Wakeup,
    coordination: Coordination,
    handle: RelayHandle,
}

impl Runner {
    async fn run(self, mut shutdown: watch::Receiver<bool>) {
        // Stopping anywhere is safe: the checkpoint moves in one
        // transaction, and the stream itself says what was published.
        tokio::select! {
            _ = self.lead_while_leased() => {}
            _ = shutdown.wait_for(|stop| *stop) => {}
        }
        self.handle.set_state(RelayState::Stopped);
        tracing::info!(stream = %self.config.stream, "relay stopped");
    }

    async fn lead_while_leased(&self) {
        let client = match crate::connect(&self.config.nats, "decisiond-relay").await {
            Ok(client) => client,
            Err(e) => {
                // Only a malformed URL gets here (checked at start-up).
                self.handle.failed(e.clone());
                tracing::error!(error = %e, "relay not started");
                return;
            }
        };
        self.handle.set_client(client.clone());
        loop {
            let lease = match &self.coordination {
                Coordination::Postgres { url } => {
                    self.handle.set_state(RelayState::Standby);
                    let name = self.config.checkpoint_name();
                    Some(Lease::acquire(url, &name, self.config.lease_retry).await)
                }
                Coordination::SingleProcess => None,
            };
            let lost = async {
                match &lease {
                    Some(lease) => lease.lost().await,
                    None => std::future::pending().await,
                }
            };
            tokio::select! {
                _ = self.relay(&client) => return,
                _ = lost => self.handle.failed("lost the relay lease".into()),
            }
        }
    }

    /// Publishes forever, restarting the publisher after every failure.
    async fn relay(&self, client: &async_nats::Client) {
        let js = jetstream::ContextBuilder::new()
            .timeout(self.config.ack_timeout)
            .max_ack_inflight(self.config.batch_size * 4)
            .backpressure_on_inflight(true)
            .build(client.clone());
        let mut failures = 0u32;
        loop {
            self.handle.set_state(RelayState::Starting);
            let started = Publisher::start(
                js.clone(),
                self.config.clone(),
                self.events.clone(),
                self.models.clone(),
            )
            .await;
            let error = match started {
                Ok(publisher) => {
                    self.handle.set_state(RelayState::Relaying);
                    self.publish_until_error(publisher, &mut failures).await
                }
                Err(e) => e,
            };
            failures += 1;
            let backoff = Duration::from_millis(100 * 2u64.pow(failures.min(5)));
            tracing::warn!(error = %error, ?backoff, stream = %self.config.stream, "relay failed; retrying");
            self.handle.failed(error.to_string());
            tokio::time::sleep(backoff).await;
        }
    }

    async fn publish_until_error(
        &self,
        mut publisher: Publisher,
        failures: &mut u32,
    ) -> RelayError {
        let mut backlog: Option<(Instant, usize)> = None;
        loop {
            // Created before the feed is read, so an append that lands in
            // between still wakes us (`next_append` counts from creation).
            let woken = self.wakeup.next_append();
            let step_started = Instant::now();
            match publisher.step(&self.handle).await {
                Ok(0) => {
                    *failures = 0;
                    if let Some((since, events)) = backlog.take() {
                        self.log_caught_up(since, events);
                    }
                    tokio::select! {
                        _ = woken => {}
                        _ = tokio::time::sleep(self.config.poll_interval) => {}
                    }
                }
                Ok(n) => {
                    *failures = 0;
                    backlog.get_or_insert((step_started, 0)).1 += n;
                }
                Err(e) => return e,
            }
        }
    }

    /// One line per catch-up, with its rate (an operator's throughput gauge).
    fn log_caught_up(&self, since: Instant, events: usize) {
        let seconds = since.elapsed().as_secs_f64();
        let rate = events as f64 / seconds.max(1e-6);
        if events >= self.config.batch_size {
            tracing::info!(events, seconds, rate = rate.round(), stream = %self.config.stream, "relay caught up");
        } else {
            tracing::debug!(events, seconds, "relay caught up");
        }
    }
}
