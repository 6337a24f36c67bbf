//! The background task that records the calls of [`super::PendingAudits`].

use super::{PendingAudit, count};
use crate::app::append::{Appended, Decision};
use crate::app::{App, AppError};
use decision_calls::audit::AuditBounds;
use decision_domain::apply;
use decision_events::values::Component;
use decision_events::{ToolResultClass, event_id_for};
use std::time::Duration;

/// One attempt to record a call gives up after this (a hung store).
const ATTEMPT_TIMEOUT: Duration = Duration::from_secs(30);
/// Backoff between attempts while the store does not answer.
const FIRST_BACKOFF: Duration = Duration::from_millis(100);
const MAX_BACKOFF: Duration = Duration::from_secs(5);
/// A call whose recording fails for another reason than an unavailable
/// store (a stream that does not decode) is dropped after this many
/// attempts, so it cannot hold up the calls behind it.
const MAX_BROKEN_ATTEMPTS: u32 = 10;
/// At shutdown, how long the queue may still be drained.
const SHUTDOWN_DRAIN: Duration = Duration::from_secs(5);

/// What one attempt to record a pending call did.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Recorded {
    /// Its `internal_error` record is stored.
    Stored,
    /// The call's own events were stored after all: nothing to record.
    AlreadyStored,
    /// The store did not answer: try again later.
    Unavailable,
    /// Something else failed (logged): try again, a bounded number of times.
    Failed,
}

impl App {
    /// Records pending calls until `stopped`: waits for one, records it,
    /// backs off while the store does not answer. At shutdown it drains
    /// for a few seconds more, then logs what stays unaudited.
    pub async fn record_pending_audits(self, mut stopped: tokio::sync::watch::Receiver<bool>) {
        let mut backoff = FIRST_BACKOFF;
        let mut current: Option<(PendingAudit, u32)> = None;
        loop {
            let (entry, broken) = match current.take() {
                Some(held) => held,
                None => match self.pending_audits.pop() {
                    Some(entry) => (entry, 0),
                    None => {
                        tokio::select! {
                            _ = self.pending_audits.arrived.notified() => continue,
                            _ = stop_signal(&mut stopped) => return,
                        }
                    }
                },
            };
            let outcome = tokio::select! {
                outcome = self.record_pending(&entry) => outcome,
                _ = stop_signal(&mut stopped) => {
                    self.drain_at_shutdown(entry).await;
                    return;
                }
            };
            match outcome {
                Recorded::Stored | Recorded::AlreadyStored => backoff = FIRST_BACKOFF,
                Recorded::Failed if broken + 1 >= MAX_BROKEN_ATTEMPTS => {
                    count("failed");
                    tracing::error!(
                        cycle_id = %entry.cycle_id,
                        invocation_id = %entry.invocation_id,
                        reference = %entry.reference,
                        "giving up recording a failed call: it stays unaudited"
                    );
                }
                retry => {
                    let broken = broken + u32::from(retry == Recorded::Failed);
                    current = Some((entry, broken));
                    tokio::select! {
                        _ = tokio::time::sleep(backoff) => {}
                        _ = stop_signal(&mut stopped) => {
                            let (entry, _) = current.take().expect("held");
                            self.drain_at_shutdown(entry).await;
                            return;
                        }
                    }
                    backoff = (backoff * 2).min(MAX_BACKOFF);
                }
            }
        }
    }

    /// One more try for `held` and the queue, bounded in time.
    async fn drain_at_shutdown(&self, held: PendingAudit) {
        let drain = async {
            let mut next = Some(held);
            while let Some(entry) = next.take().or_else(|| self.pending_audits.pop()) {
                if matches!(
                    self.record_pending(&entry).await,
                    Recorded::Unavailable | Recorded::Failed
                ) {
                    return 1 + self.pending_audits.len();
                }
            }
            0
        };
        let lost = tokio::time::timeout(SHUTDOWN_DRAIN, drain)
            .await
            .unwrap_or_else(|_| 1 + self.pending_audits.len());
        if lost > 0 {
            tracing::error!(
                calls = lost,
                "shutting down with failed calls the store did not take: they stay unaudited"
            );
        }
    }

    /// One attempt to record `entry`, in its cycle's turn; a lost race
    /// reloads the version and tries again (the one retry loop,
    /// [`App::append_with_retries`]).
    pub(crate) async fn record_pending(&self, entry: &PendingAudit) -> Recorded {
        let attempt = async {
            let _turn = self.locks.lock(entry.cycle_id).await;
            let bounds = AuditBounds::for_event_limit(self.limits.max_event_bytes);
            let appended = self
                .append_with_retries(entry.cycle_id, |loaded| {
                    let component = entry
                        .component
                        .or(loaded.state.current_component)
                        .unwrap_or(Component::IssueRaising);
                    let (event, record) = bounds.event(
                        entry.record(component),
                        event_id_for(entry.invocation_id, 0),
                        &entry.metadata,
                        self.limits.max_event_bytes,
                    );
                    Ok(Decision::Append {
                        events: vec![event],
                        idempotency: None,
                        state_after: apply(loaded.state, &record),
                        answer: (),
                    })
                })
                .await;
            match appended {
                Ok(Appended::Stored { .. }) => {
                    let tool = self
                        .catalog
                        .get(&entry.tool_name)
                        .map_or("unknown", |t| t.name);
                    metrics::counter!("decisiond_tool_calls_total",
                        "tool" => tool, "result" => ToolResultClass::InternalError.as_str())
                    .increment(1);
                    count("recorded");
                    tracing::info!(
                        cycle_id = %entry.cycle_id,
                        invocation_id = %entry.invocation_id,
                        reference = %entry.reference,
                        "recorded a failed call as internal_error"
                    );
                    Recorded::Stored
                }
                Ok(Appended::EventIdTaken) => {
                    count("already_stored");
                    tracing::info!(
                        cycle_id = %entry.cycle_id,
                        invocation_id = %entry.invocation_id,
                        reference = %entry.reference,
                        "a call answered as failed was stored after all; nothing to record"
                    );
                    Recorded::AlreadyStored
                }
                // Lost every race, or no answer: later.
                Err(AppError::Unavailable(_) | AppError::Contended(_)) => Recorded::Unavailable,
                Ok(Appended::Answered(()) | Appended::KeyTaken) => {
                    unreachable!("a record is always appended, without a key")
                }
                Err(e) => {
                    tracing::warn!(invocation_id = %entry.invocation_id, error = ?e,
                        "recording a failed call failed");
                    Recorded::Failed
                }
            }
        };
        tokio::time::timeout(ATTEMPT_TIMEOUT, attempt)
            .await
            .unwrap_or(Recorded::Unavailable)
    }
}

/// Resolves once `stopped` is true (or its sender is gone), holding no
/// borrow of it afterwards.
async fn stop_signal(stopped: &mut tokio::sync::watch::Receiver<bool>) {
    let _ = stopped.wait_for(|stop| *stop).await;
}
