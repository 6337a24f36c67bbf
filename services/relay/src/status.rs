//! How far the relay is, for operators: the durable checkpoint (shared by
//! all instances) plus what this process's relay is doing right now.

use crate::RelayConfig;
use chrono::{DateTime, Utc};
use decision_store::read_models::ReadModelStore;
use decision_store::{EventStore, Position, StoreError};
use serde::Serialize;
use std::sync::{Arc, Mutex};

/// What this process's relay task is doing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum RelayState {
    /// Another instance holds the lease; this one takes over if it dies.
    Standby,
    /// Creating or checking the stream, reading where publishing got to.
    Starting,
    /// Holding the lease (if any) and publishing.
    Relaying,
    /// The last attempt failed (NATS or the store); retrying with backoff.
    Retrying,
    Stopped,
}

#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct RelayStatus {
    /// The checkpoint's name (`relay`, or `relay:<STREAM>`).
    pub relay: String,
    pub stream: String,
    pub subject_prefix: String,
    pub state: RelayState,
    pub nats_connected: bool,
    /// The last event acknowledged by JetStream (0: none yet).
    pub position: Position,
    pub head_position: Position,
    /// Positions between the checkpoint and the head (an upper bound: the
    /// feed is in commit order, positions are allocation order); 0 when
    /// every event is published.
    pub lag_positions: i64,
    /// Age of the oldest unpublished event, 0 when caught up.
    pub lag_seconds: f64,
    pub updated_at: DateTime<Utc>,
    /// Events this process published since it started.
    pub published: u64,
    /// Commit-to-ack time of the last event this process published.
    pub last_publish_lag_ms: Option<i64>,
    /// Events this process published without their payload, too large
    /// for the NATS server (`Decision-Payload-Omitted`).
    pub payloads_omitted: u64,
    pub last_error: Option<String>,
    pub last_error_at: Option<DateTime<Utc>>,
}

/// Shared between the relay task and whoever reports on it; cheap to clone.
#[derive(Clone)]
pub struct RelayHandle {
    config: Arc<RelayConfig>,
    runtime: Arc<Mutex<Runtime>>,
    nats: Arc<Mutex<Option<async_nats::Client>>>,
}

#[derive(Debug)]
struct Runtime {
    state: RelayState,
    published: u64,
    payloads_omitted: u64,
    last_publish_lag_ms: Option<i64>,
    last_error: Option<(String, DateTime<Utc>)>,
}

impl RelayHandle {
    /// A handle for a relay not started yet ([`crate::spawn`] starts it);
    /// its status reads the checkpoint meanwhile.
    pub fn new(config: RelayConfig) -> RelayHandle {
        RelayHandle {
            config: Arc::new(config),
            runtime: Arc::new(Mutex::new(Runtime {
                state: RelayState::Starting,
                published: 0,
                payloads_omitted: 0,
                last_publish_lag_ms: None,
                last_error: None,
            })),
            nats: Arc::default(),
        }
    }

    pub fn config(&self) -> &RelayConfig {
        &self.config
    }

    fn runtime(&self) -> std::sync::MutexGuard<'_, Runtime> {
        // A panic while holding this lock leaves plain counters: keep going.
        self.runtime.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub(crate) fn set_state(&self, state: RelayState) {
        self.runtime().state = state;
    }

    /// The connection [`RelayHandle::nats_connected`] reports: the relay's
    /// own, or, on an instance that does not run the relay, its NATS
    /// intake's (so `/readyz` there says whether NATS is reachable too).
    pub fn set_client(&self, client: async_nats::Client) {
        *self.nats.lock().unwrap_or_else(|e| e.into_inner()) = Some(client);
    }

    pub(crate) fn published(&self, count: usize, last_recorded_at: DateTime<Utc>) {
        let mut runtime = self.runtime();
        runtime.published += count as u64;
        runtime.last_publish_lag_ms = Some((Utc::now() - last_recorded_at).num_milliseconds());
        runtime.state = RelayState::Relaying;
    }

    /// One event was published without its payload (too large for NATS).
    pub(crate) fn payload_omitted(&self) {
        self.runtime().payloads_omitted += 1;
        metrics::counter!("decisiond_relay_payloads_omitted_total").increment(1);
    }

    pub(crate) fn failed(&self, error: String) {
        let mut runtime = self.runtime();
        runtime.state = RelayState::Retrying;
        runtime.last_error = Some((error, Utc::now()));
    }

    /// Whether the relay's NATS connection is up (false before it connects).
    pub fn nats_connected(&self) -> bool {
        self.nats
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .as_ref()
            .is_some_and(|c| c.connection_state() == async_nats::connection::State::Connected)
    }

    /// The relay's status: its checkpoint and lag from the store, its state
    /// in this process. Serve it next to the projections' status.
    pub async fn status(
        &self,
        models: &dyn ReadModelStore,
        events: &dyn EventStore,
    ) -> Result<RelayStatus, StoreError> {
        let name = self.config.checkpoint_name();
        let checkpoint = models.active_checkpoint(&name).await?;
        let head_position = models.head().await?.map_or(0, |(p, _)| p);
        // The oldest event not published yet: its age is the lag in seconds.
        let next = events.read_feed(checkpoint.position, 1).await?;
        let lag_seconds = next.first().map_or(0.0, |e| {
            (Utc::now() - e.recorded_at).num_milliseconds().max(0) as f64 / 1000.0
        });
        let runtime = self.runtime();
        Ok(RelayStatus {
            relay: name,
            stream: self.config.stream.clone(),
            subject_prefix: self.config.subject_prefix.clone(),
            state: runtime.state,
            nats_connected: self.nats_connected(),
            position: checkpoint.position,
            head_position,
            lag_positions: if next.is_empty() {
                0
            } else {
                (head_position - checkpoint.position).max(1)
            },
            lag_seconds,
            updated_at: checkpoint.updated_at,
            published: runtime.published,
            last_publish_lag_ms: runtime.last_publish_lag_ms,
            payloads_omitted: runtime.payloads_omitted,
            last_error: runtime.last_error.as_ref().map(|(e, _)| e.clone()),
            last_error_at: runtime.last_error.as_ref().map(|(_, at)| *at),
        })
    }
}

/// The relay's status (see [`RelayHandle::status`]); the counterpart of the
/// projection workers' `status`, for `GET /api/projections`.
pub async fn status(
    models: &dyn ReadModelStore,
    events: &dyn EventStore,
    relay: &RelayHandle,
) -> Result<RelayStatus, StoreError> {
    relay.status(models, events).await
}
