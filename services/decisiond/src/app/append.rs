//! The one retry loop of every append to an existing cycle (a tool call,
//! navigation, the user's answers, the record of a failed call): load,
//! decide, append; when another
//! instance appended first (`VersionConflict`), back off, load what it
//! appended and decide again, up to [`MAX_APPEND_ATTEMPTS`] times, then
//! answer `Contended` (409, retry). The caller holds the cycle's turn.
//!
//! The first attempt decides on the cached state (`load_for_command`);
//! after a commit the state the decision led to is cached at the version
//! the append reached. Every append is timed and counted alike:
//! `decisiond_append_duration_seconds`, `…_batch_events`,
//! `…_conflicts_total` and `…_retries_total`.

use super::cycle_locks::backoff;
use super::{App, AppError, Loaded, MAX_APPEND_ATTEMPTS};
use decision_domain::Cycle;
use decision_events::{EventEnvelope, NewEvent, ToolInvocationRecorded, json_len};
use decision_store::{AppendRequest, IdempotencyRecord, StoreError};
use std::time::Instant;
use tracing::Instrument;
use uuid::Uuid;

/// What one attempt decided on the state it was given.
// One lives per attempt, moved straight into the append: boxing the state
// would only add an allocation.
#[allow(clippy::large_enum_variant)]
pub(crate) enum Decision<T> {
    /// Append `events` (and the key's record) on the loaded version;
    /// `state_after` is the state with them applied; `answer` is what to
    /// answer once they are stored.
    Append {
        events: Vec<NewEvent>,
        idempotency: Option<IdempotencyRecord>,
        state_after: Cycle,
        answer: T,
    },
    /// Nothing to store: answer at once.
    Answer(T),
}

/// How the loop ended (other than with an error).
pub(crate) enum Appended<T> {
    /// The append committed: the events as stored (none when only a
    /// key's record was), and the version the cycle reached.
    Stored {
        answer: T,
        stored: Vec<EventEnvelope>,
        version: u64,
    },
    /// The decision stored nothing.
    Answered(T),
    /// The idempotency key was stored meanwhile by the same request on
    /// another instance: replay its answer.
    KeyTaken,
    /// An event with one of these ids is stored already (ids derive from
    /// the invocation: the call, or the record of its failure, is in).
    EventIdTaken,
}

impl App {
    /// Runs `decide` on the cycle's state and appends what it decided,
    /// deciding again on a lost race. `decide` may run up to
    /// [`MAX_APPEND_ATTEMPTS`] times.
    pub(crate) async fn append_with_retries<T>(
        &self,
        cycle_id: Uuid,
        mut decide: impl FnMut(Loaded) -> Result<Decision<T>, AppError>,
    ) -> Result<Appended<T>, AppError> {
        self.append_with_retries_async(cycle_id, |loaded| std::future::ready(decide(loaded)))
            .await
    }

    /// [`App::append_with_retries`] with a `decide` that waits: an
    /// analysis decides on the analysis pool.
    pub(crate) async fn append_with_retries_async<T, F>(
        &self,
        cycle_id: Uuid,
        mut decide: impl FnMut(Loaded) -> F,
    ) -> Result<Appended<T>, AppError>
    where
        F: Future<Output = Result<Decision<T>, AppError>>,
    {
        for attempt in 0..MAX_APPEND_ATTEMPTS {
            let loaded = self.load_for_command(cycle_id, attempt == 0).await?;
            let expected_version = loaded.version;
            let (events, idempotency, state_after, answer) = match decide(loaded).await? {
                Decision::Answer(answer) => return Ok(Appended::Answered(answer)),
                Decision::Append {
                    events,
                    idempotency,
                    state_after,
                    answer,
                } => (events, idempotency, state_after, answer),
            };
            // What the cached state grows by, roughly (see `aggregates`):
            // the payloads it folds in; the audit record only counts.
            let appended_bytes = events
                .iter()
                .filter(|e| e.event_type != ToolInvocationRecorded::EVENT_TYPE)
                .map(|e| json_len(&e.payload))
                .sum();
            let request = AppendRequest {
                cycle_id,
                expected_version,
                events,
                idempotency,
            };
            let span = tracing::info_span!("append", %cycle_id, expected_version,
                events = request.events.len(), attempt);
            let appending = Instant::now();
            let appended = self.store.append(request).instrument(span).await;
            metrics::histogram!("decisiond_append_duration_seconds")
                .record(appending.elapsed().as_secs_f64());
            if attempt > 0 {
                metrics::counter!("decisiond_append_retries_total").increment(1);
            }
            match appended {
                Ok(stored) => {
                    if !stored.is_empty() {
                        self.wakeup().events_appended(cycle_id);
                    }
                    metrics::histogram!("decisiond_append_batch_events")
                        .record(stored.len() as f64);
                    let version = stored.last().map_or(expected_version, |e| e.version);
                    self.aggregates
                        .put_appended(cycle_id, state_after, version, appended_bytes);
                    return Ok(Appended::Stored {
                        answer,
                        stored,
                        version,
                    });
                }
                // Another process appended first: decide again on fresh state.
                Err(StoreError::VersionConflict { .. }) => {
                    metrics::counter!("decisiond_append_conflicts_total").increment(1);
                    backoff(attempt).await
                }
                Err(StoreError::DuplicateIdempotencyKey { .. }) => return Ok(Appended::KeyTaken),
                Err(StoreError::DuplicateEventId { .. }) => return Ok(Appended::EventIdTaken),
                Err(e) => return Err(e.into()),
            }
        }
        Err(AppError::Contended(cycle_id))
    }
}
