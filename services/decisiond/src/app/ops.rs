//! What operators and the live stream read: projection and relay status,
//! store readings, a cycle's new events, its current document. Doors call
//! these instead of reaching into the stores.

use super::{App, AppError, Caller};
use decision_auth::Scope;
use decision_events::EventEnvelope;
use decision_projection_worker::{ProjectionStatus, status};
use decision_projections::views::decision;
use decision_projections::views::shapes::DocumentDoc;
use decision_relay::RelayStatus;
use decision_store::{Position, StoreReadings};
use schemars::JsonSchema;
use serde::Serialize;
use std::sync::Arc;
use std::time::Duration;
use uuid::Uuid;

/// `GET /api/projections`: every projection's checkpoint and lag, and the
/// relay's when NATS is configured.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct OpsView {
    pub projections: Vec<ProjectionStatus>,
    pub relay: Option<RelayStatus>,
}

impl App {
    /// An operator's view (`admin`): it spans every user.
    pub async fn ops(&self, caller: &Caller) -> Result<OpsView, AppError> {
        caller.require(Scope::Admin)?;
        let relay = match self.relay() {
            Some(_) => Some(self.relay_status().await?),
            None => None,
        };
        Ok(OpsView {
            projections: self.projection_statuses().await?,
            relay,
        })
    }

    /// Each projection's status (the metrics' gauges too).
    pub async fn projection_statuses(&self) -> Result<Vec<ProjectionStatus>, AppError> {
        let mut statuses = Vec::new();
        for projection in decision_projections::views::all() {
            let projection = projection.as_ref();
            statuses.push(status(self.models.as_ref(), self.store.as_ref(), projection).await?);
        }
        Ok(statuses)
    }

    /// The relay's status; an error when NATS is not configured.
    pub async fn relay_status(&self) -> Result<RelayStatus, AppError> {
        let relay = self
            .relay()
            .ok_or_else(|| AppError::Internal("no relay is configured".into()))?;
        Ok(relay
            .status(self.models.as_ref(), self.store.as_ref())
            .await?)
    }

    pub async fn store_readings(&self) -> Result<StoreReadings, AppError> {
        Ok(self.store.readings().await?)
    }

    /// Whether the event store answers within `within`.
    pub async fn store_answers(&self, within: Duration) -> Result<(), String> {
        match tokio::time::timeout(within, self.store.ping()).await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(e)) => Err(e.to_string()),
            Err(_) => Err("the event store did not answer in time".into()),
        }
    }

    /// The next page of events of `cycle_id` after `after_version`, for a
    /// live stream (opened by a caller authorized then): a page, never the
    /// whole stream (a stream opened at version 0 of a long cycle reads it
    /// a page at a time).
    pub async fn stream_events(
        &self,
        cycle_id: Uuid,
        after_version: u64,
    ) -> Result<Vec<EventEnvelope>, AppError> {
        Ok(self
            .store
            .read_stream_page(cycle_id, after_version, decision_store::StreamPage::DEFAULT)
            .await?)
    }

    /// The version and position of the cycle's last event (0 and `None`
    /// for a cycle with none), for a subscription that only needs to know
    /// something was appended.
    pub async fn stream_version(&self, cycle_id: Uuid) -> Result<(u64, Option<i64>), AppError> {
        Ok(match self.store.stream_tip(cycle_id).await? {
            Some(tip) => (tip.version, Some(tip.position)),
            None => (0, None),
        })
    }

    /// The cycle's document once the decision projection has passed
    /// `position` (or after `wait`), for a live stream.
    pub async fn document_after(
        &self,
        cycle_id: Uuid,
        position: Position,
        wait: Duration,
    ) -> Result<Option<DocumentDoc>, AppError> {
        let view = &decision::STATE;
        self.wait_for(view.projection, position, wait).await?;
        match self
            .models
            .get_doc(view.projection, &view.key(cycle_id))
            .await?
        {
            Some(doc) => Ok(Some(DocumentDoc::clone(
                &*self
                    .render_state::<DocumentDoc>(cycle_id, Arc::new(doc))
                    .await?,
            ))),
            None => Ok(None),
        }
    }
}
