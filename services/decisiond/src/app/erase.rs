//! Erasing a cycle (issue 19, docs/decisions/0013-erasure.md): the
//! tombstone and the blanked stream in one store transaction, then this
//! instance's caches, then — once the projections have passed the
//! tombstone and deleted the cycle's views — a scrub of the store's files.

use super::{App, AppError, Caller, cycle_locks::backoff, plain_metadata};
use decision_auth::Scope;
use decision_events::{CycleErased, DomainEvent, ErasureReason, NewEvent, event_id_for};
use decision_projections::views::{audit, decision};
use decision_store::{EraseRequest, Position, StoreError};
use std::time::Duration;
use tokio::time::Instant;
use uuid::Uuid;

/// How long the request waits for the projections to delete the views.
const VIEWS_WAIT: Duration = Duration::from_secs(10);
/// How long a background task keeps waiting after that, to scrub.
const SCRUB_WAIT: Duration = Duration::from_secs(600);

/// What an erasure answers: one definition, the `erase_cycle` tool's result.
pub use decision_domain::CycleErasure;

impl App {
    /// Erases `cycle_id`: its owner with the person's own scope
    /// (`cycles:confirm`, which an agent's token lacks), or an operator
    /// (`admin`). Another user's cycle is a 404, like a missing one.
    pub async fn erase_cycle(
        &self,
        caller: &Caller,
        cycle_id: Uuid,
        correlation_id: Option<Uuid>,
    ) -> Result<CycleErasure, AppError> {
        self.authorize(caller, cycle_id, Scope::CyclesWrite).await?;
        let reason = if caller.is_admin() {
            ErasureReason::Operator
        } else {
            caller
                .require(Scope::CyclesConfirm)
                .map_err(|_| AppError::MissingScope {
                    scope: Scope::CyclesConfirm,
                    message: "erasing a cycle is the person's own say: it needs the scope \
                              `cycles:confirm` (an agent's token lacks it) or `admin`"
                        .into(),
                })?;
            ErasureReason::Owner
        };
        self.erase(cycle_id, &caller.user, reason, correlation_id)
            .await
    }

    /// `decisiond erase --cycle ID`: an operator's erasure, from the
    /// command line (no token: whoever can run the binary against the
    /// store is an operator). `by` names the operator in the tombstone.
    pub async fn erase_as_operator(
        &self,
        cycle_id: Uuid,
        by: &str,
    ) -> Result<CycleErasure, AppError> {
        self.erase(cycle_id, by, ErasureReason::Operator, None)
            .await
    }

    /// The erasure itself, for a caller already allowed (the HTTP door,
    /// the CLI).
    pub(crate) async fn erase(
        &self,
        cycle_id: Uuid,
        erased_by: &str,
        reason: ErasureReason,
        correlation_id: Option<Uuid>,
    ) -> Result<CycleErasure, AppError> {
        let _turn = self.locks.lock(cycle_id).await;
        let mut attempt = 0;
        let (tombstone, events_erased) = loop {
            let events = self.store.read_stream(cycle_id, 0).await?;
            let exists = events
                .first()
                .is_some_and(|e| e.event_type == decision_events::CycleCreated::EVENT_TYPE);
            let Some(last) = events.last().filter(|_| exists) else {
                return Err(AppError::CycleNotFound(cycle_id));
            };
            let event = DomainEvent::CycleErased(CycleErased {
                erased_by: erased_by.to_owned(),
                reason,
                calls: audit::erased_calls(&events),
            });
            let request = EraseRequest {
                cycle_id,
                expected_version: last.version,
                tombstone: NewEvent::new(
                    event_id_for(Uuid::now_v7(), 0),
                    &event,
                    plain_metadata(erased_by, None, correlation_id),
                ),
            };
            match self.store.erase(request).await {
                Ok(tombstone) => break (tombstone, events.len() as u64),
                // Another instance appended meanwhile: erase that too.
                Err(StoreError::VersionConflict { .. })
                    if attempt + 1 < super::MAX_APPEND_ATTEMPTS =>
                {
                    attempt += 1;
                    backoff(attempt).await;
                }
                Err(StoreError::VersionConflict { .. }) => {
                    return Err(AppError::Contended(cycle_id));
                }
                Err(e) => return Err(e.into()),
            }
        };
        self.forget_cycle(cycle_id);
        self.wakeup().events_appended(cycle_id);
        tracing::info!(%cycle_id, erased_by, ?reason, position = tombstone.position,
            events = events_erased, "cycle erased");
        let views_erased = self.views_erased(tombstone.position, VIEWS_WAIT).await;
        if !views_erased {
            let app = self.clone();
            let position = tombstone.position;
            tokio::spawn(async move {
                if !app.views_erased(position, SCRUB_WAIT).await {
                    tracing::warn!(%cycle_id, position,
                        "an erased cycle's views are still waiting for a lagging projection");
                }
            });
        }
        Ok(CycleErasure {
            cycle_id,
            erased_by: erased_by.to_owned(),
            reason,
            erased_at: tombstone.recorded_at,
            version: tombstone.version,
            position: tombstone.position,
            events_erased,
            views_erased,
        })
    }

    /// Drops the cycle from this instance's memory: folded states, owner,
    /// time-travel folds, calls owed a record.
    fn forget_cycle(&self, cycle_id: Uuid) {
        self.aggregates.forget(cycle_id);
        self.owners.forget(cycle_id);
        self.time_travel.cache.forget(cycle_id);
        self.pending_audits.forget(cycle_id);
    }

    /// Waits (up to `wait`) until both projections have passed the
    /// tombstone — they deleted the cycle's views — then scrubs the store's
    /// files. True when both happened.
    async fn views_erased(&self, position: Position, wait: Duration) -> bool {
        let deadline = Instant::now() + wait;
        for projection in [decision::NAME, audit::NAME] {
            let mut progress = self.projected.progress(projection);
            loop {
                let passed = match self.models.active_checkpoint(projection).await {
                    Ok(checkpoint) => self
                        .models
                        .has_passed(checkpoint.position, position)
                        .await
                        .unwrap_or(false),
                    Err(_) => false,
                };
                if passed {
                    break;
                }
                if Instant::now() >= deadline {
                    return false;
                }
                let nap = Duration::from_millis(200).min(deadline - Instant::now());
                let _ = tokio::time::timeout(nap, progress.changed()).await;
            }
        }
        match self.store.scrub().await {
            Ok(()) => true,
            Err(e) => {
                tracing::warn!(error = %e, "scrubbing the store after an erasure failed");
                false
            }
        }
    }
}
