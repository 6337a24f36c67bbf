//! The `sweeper` role: confirmations past their expiry and revisit
//! suggestions unanswered past `--revisit-expiry-secs` become `expired` by
//! an event (`ConfirmationExpired`, `RevisitExpired`), so the read models,
//! the relay's consumers and the agent see it, not only readers that
//! compare times.
//!
//! Exactly once: on Postgres one instance holds the `sweeper` lease (like
//! the relay's and the projectors'); on the embedded store the single
//! process sweeps. Even two sweepers could not expire an item twice: the
//! domain appends an expiry only for what is still pending in the state the
//! append's expected version validates.

use super::append::Decision;
use super::{App, AppError, plain_metadata};
use chrono::Utc;
use decision_domain::{Command, ExpireDue, execute};
use decision_events::values::{ConfirmationStatus, RevisitStatus};
use decision_events::{ActorKind, ErasureReason, NewEvent, event_id_for};
use decision_projections::views::decision;
use decision_projections::views::shapes::{CycleRow, FlowsDoc};
use uuid::Uuid;

/// The actor the sweeper's events record.
pub const SWEEPER_ACTOR: &str = "decisiond:sweeper";

/// Who erases a cycle past the retention, as its tombstone says.
pub const RETENTION_ACTOR: &str = "decisiond:retention";

/// Flows documents read per page while looking for what is due.
const PAGE: usize = 500;

impl App {
    /// Sweeps every `--sweep-interval-ms` until `stopped`.
    pub async fn sweep_periodically(self, mut stopped: tokio::sync::watch::Receiver<bool>) {
        loop {
            tokio::select! {
                _ = tokio::time::sleep(self.limits.sweep_interval) => {}
                _ = stopped.wait_for(|stop| *stop) => return,
            }
            if let Err(e) = self.sweep().await {
                tracing::warn!(error = %e, "sweeping expired confirmations and revisits failed");
            }
            if let Some(age) = self.limits.erase_untouched_after
                && let Err(e) = self.sweep_retention(age).await
            {
                tracing::warn!(error = %e, "erasing cycles past the retention failed");
            }
        }
    }

    /// One sweep: finds the cycles with something due (from the flows read
    /// model; the domain checks again on the current state) and appends
    /// their expiries. Returns how many cycles got events.
    pub async fn sweep(&self) -> Result<usize, AppError> {
        let now = Utc::now();
        let revisit_age =
            chrono::Duration::from_std(self.limits.revisit_expiry).unwrap_or(chrono::Duration::MAX);
        let mut after: Option<String> = None;
        let mut swept = 0;
        loop {
            let rows = self
                .models
                .scan_docs(
                    decision::NAME,
                    decision::FLOWS_PREFIX,
                    after.as_deref(),
                    PAGE,
                )
                .await?;
            let full = rows.len() == PAGE;
            for (key, doc) in rows {
                after = Some(key);
                let Ok(flows) = serde_json::from_value::<FlowsDoc>(doc) else {
                    continue;
                };
                let confirmations_due = flows
                    .confirmations
                    .iter()
                    .any(|c| c.status == ConfirmationStatus::Pending && now >= c.expires_at);
                let revisits_due: Vec<String> = flows
                    .revisits
                    .iter()
                    .filter(|r| r.status == RevisitStatus::Pending)
                    .filter(|r| {
                        flows
                            .revisit_created_at
                            .get(&r.id)
                            .is_some_and(|at| now - *at >= revisit_age)
                    })
                    .map(|r| r.id.clone())
                    .collect();
                if confirmations_due || !revisits_due.is_empty() {
                    let reason = format!(
                        "unanswered for longer than {} (the service's revisit expiry)",
                        humanized(self.limits.revisit_expiry)
                    );
                    if self.expire(flows.cycle_id, revisits_due, reason).await? {
                        swept += 1;
                    }
                }
            }
            if !full {
                return Ok(swept);
            }
        }
    }

    /// The retention policy: erases every cycle whose decision has not
    /// changed for `age` (its row in the cycles list: the last event that
    /// changed the views; reads do not count). Returns how many.
    pub async fn sweep_retention(&self, age: std::time::Duration) -> Result<usize, AppError> {
        let cutoff = Utc::now() - chrono::Duration::from_std(age).unwrap_or(chrono::Duration::MAX);
        let mut after: Option<String> = None;
        let mut erased = 0;
        loop {
            let rows = self
                .models
                .scan_docs(
                    decision::NAME,
                    decision::CYCLES_PREFIX,
                    after.as_deref(),
                    PAGE,
                )
                .await?;
            let full = rows.len() == PAGE;
            for (key, doc) in rows {
                after = Some(key);
                let Ok(row) = serde_json::from_value::<CycleRow>(doc) else {
                    continue;
                };
                if row.updated_at >= cutoff {
                    continue;
                }
                match self
                    .erase(
                        row.cycle_id,
                        RETENTION_ACTOR,
                        ErasureReason::Retention,
                        None,
                    )
                    .await
                {
                    Ok(_) => erased += 1,
                    // Erased meanwhile (its row goes when the projection
                    // passes the tombstone).
                    Err(AppError::CycleNotFound(_)) => {}
                    Err(e) => return Err(e),
                }
            }
            if !full {
                return Ok(erased);
            }
        }
    }

    /// Appends the cycle's expiries; false when nothing was due after all.
    async fn expire(
        &self,
        cycle_id: Uuid,
        revisit_ids: Vec<String>,
        revisit_reason: String,
    ) -> Result<bool, AppError> {
        let command = Command::ExpireDue(ExpireDue {
            revisit_ids,
            revisit_reason,
        });
        let _turn = self.locks.lock(cycle_id).await;
        let appended = self
            .append_with_retries(cycle_id, |loaded| {
                let accepted = execute(&loaded.state, &command, &self.context())?;
                if accepted.events.is_empty() {
                    return Ok(Decision::Answer(false));
                }
                let metadata = plain_metadata(SWEEPER_ACTOR, Some(ActorKind::System), None);
                let id_seed = Uuid::now_v7();
                Ok(Decision::Append {
                    events: accepted
                        .events
                        .iter()
                        .enumerate()
                        .map(|(i, e)| {
                            NewEvent::new(event_id_for(id_seed, i as u16), e, metadata.clone())
                        })
                        .collect(),
                    idempotency: None,
                    state_after: accepted.state,
                    answer: true,
                })
            })
            .await?;
        let expired = matches!(appended, super::append::Appended::Stored { .. });
        if expired {
            metrics::counter!("decisiond_sweeper_cycles_swept_total").increment(1);
        }
        Ok(expired)
    }
}

/// `604800s` → `7 days`; others in the largest whole unit.
fn humanized(d: std::time::Duration) -> String {
    let secs = d.as_secs();
    let (n, unit) = match secs {
        s if s >= 86_400 && s % 86_400 == 0 => (s / 86_400, "day"),
        s if s >= 3600 && s % 3600 == 0 => (s / 3600, "hour"),
        s => (s, "second"),
    };
    let plural = if n == 1 { "" } else { "s" };
    format!("{n} {unit}{plural}")
}

#[cfg(test)]
mod tests {
    use super::humanized;
    use std::time::Duration;

    #[test]
    fn ages_are_said_in_whole_units() {
        assert_eq!(humanized(Duration::from_secs(604_800)), "7 days");
        assert_eq!(humanized(Duration::from_secs(3600)), "1 hour");
        assert_eq!(humanized(Duration::from_secs(1)), "1 second");
        assert_eq!(humanized(Duration::from_secs(90)), "90 seconds");
    }
}
