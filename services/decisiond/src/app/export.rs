//! `GET /api/cycles/{id}/export`: a person takes their decision with them
//! (issue 19) — its events, its document and its audit log in one JSON
//! file, all from the one stream read, so the three agree.

use super::{App, AppError, Caller};
use chrono::{DateTime, Utc};
use decision_auth::Scope;
use decision_events::EventEnvelope;
use decision_projections::invocation_log::{self, InvocationRecord};
use decision_projections::views::shapes::DocumentDoc;
use decision_projections::views::travel;
use serde::Serialize;
use uuid::Uuid;

/// The whole cycle, as of its last event.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct CycleExport {
    pub cycle_id: Uuid,
    pub exported_at: DateTime<Utc>,
    /// The stream's last version: what the document and the audit show.
    pub version: u64,
    /// Every event of the cycle, in version order, as stored.
    pub events: Vec<EventEnvelope>,
    /// The decision document at that version (the read model's own fold).
    pub document: DocumentDoc,
    /// Every audited call, in stream order.
    pub audit: Vec<InvocationRecord>,
}

impl App {
    /// The owner's (or an operator's) export of one cycle.
    pub async fn export_cycle(
        &self,
        caller: &Caller,
        cycle_id: Uuid,
    ) -> Result<CycleExport, AppError> {
        self.authorize(caller, cycle_id, Scope::CyclesRead).await?;
        let events = self.store.read_stream(cycle_id, 0).await?;
        let Some(version) = events
            .last()
            .filter(|e| e.event_type != decision_events::CycleErased::EVENT_TYPE)
            .map(|e| e.version)
        else {
            return Err(AppError::CycleNotFound(cycle_id));
        };
        let (document, events) = tokio::task::spawn_blocking(move || {
            let views = travel::views_at(cycle_id, &events, version);
            (views, events)
        })
        .await
        .map_err(|e| AppError::Internal(format!("an export's fold panicked: {e}")))?;
        let document = document
            .map_err(|e| AppError::Internal(format!("cycle {cycle_id} does not fold: {e}")))?
            .ok_or_else(|| AppError::Internal(format!("cycle {cycle_id} has no document")))?
            .document;
        Ok(CycleExport {
            cycle_id,
            exported_at: Utc::now(),
            version,
            audit: invocation_log::fold(&events),
            events,
            document,
        })
    }
}
