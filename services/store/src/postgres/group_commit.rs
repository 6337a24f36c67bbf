//! Group commit: concurrent appends to different cycles share one
//! transaction, so one WAL flush makes many tool calls durable.
//!
//! Appends queue on a channel; a collector takes everything queued (up to
//! `max_batch`, waiting at most `max_wait` for more) whenever a committer
//! is free, so batches grow exactly when commits are the bottleneck. Each
//! batch runs as one transaction:
//!
//! 1. one read of every stream's version and whether its idempotency key
//!    is used; requests that fail either check get the same error a single
//!    append would, and are left out;
//! 2. one INSERT of all remaining events, with explicit versions;
//! 3. one INSERT of their idempotency records; COMMIT.
//!
//! Per-cycle optimistic concurrency holds: a writer outside the batch that
//! raced us collides on `(stream_id, version)` (or the key), which rolls the
//! whole batch back; every request of it is then appended alone through the
//! single-append path, which explains each conflict exactly. A batch holds
//! at most one request per stream. The events INSERT is the batch's first
//! write, so its xid is assigned after step 1 saw each stream's previous
//! append committed: feed order still matches version order per stream.

use super::append::{self, EventColumns};
use super::classify;
use crate::{AppendRequest, StoreError};
use chrono::{DateTime, Utc};
use deadpool_postgres::{Object, Pool};
use decision_events::EventEnvelope;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{Semaphore, mpsc, oneshot};
use tokio::time::Instant;
use tokio_postgres::error::SqlState;
use tokio_postgres::types::ToSql;
use uuid::Uuid;

/// How appends are grouped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GroupCommitConfig {
    /// Most requests in one transaction.
    pub max_batch: usize,
    /// How long a batch waits for more requests once it has its first.
    /// Zero: take only what is already queued (no added latency when idle;
    /// batches still form while committers are busy).
    pub max_wait: Duration,
    /// Batches committing at once (each on its own connection).
    pub committers: usize,
}

impl Default for GroupCommitConfig {
    fn default() -> Self {
        GroupCommitConfig {
            max_batch: 256,
            max_wait: Duration::ZERO,
            committers: 2,
        }
    }
}

type Reply = oneshot::Sender<Result<Vec<EventEnvelope>, StoreError>>;

struct Pending {
    request: AppendRequest,
    reply: Reply,
    queued_at: Instant,
}

/// The handle appenders use; the collector runs until every handle is gone.
#[derive(Clone)]
pub(super) struct GroupCommit {
    queue: mpsc::Sender<Pending>,
}

impl GroupCommit {
    pub(super) fn start(pool: Pool, config: GroupCommitConfig) -> GroupCommit {
        // Bounded: admission control upstream caps requests in flight; this
        // only keeps a runaway caller from queuing without limit.
        let (queue, receiver) = mpsc::channel(config.max_batch.max(1) * 16);
        tokio::spawn(collect(pool, config, receiver));
        GroupCommit { queue }
    }

    pub(super) async fn append(
        &self,
        request: AppendRequest,
    ) -> Result<Vec<EventEnvelope>, StoreError> {
        let (reply, answer) = oneshot::channel();
        let pending = Pending {
            request,
            reply,
            queued_at: Instant::now(),
        };
        let stopped = || StoreError::Unavailable("the group committer has stopped".into());
        self.queue.send(pending).await.map_err(|_| stopped())?;
        answer.await.map_err(|_| stopped())?
    }
}

/// Forms batches whenever a committer is free.
async fn collect(pool: Pool, config: GroupCommitConfig, mut queue: mpsc::Receiver<Pending>) {
    let committers = Arc::new(Semaphore::new(config.committers.max(1)));
    let mut carried: Option<Pending> = None;
    loop {
        let Ok(permit) = committers.clone().acquire_owned().await else {
            return;
        };
        let first = match carried.take() {
            Some(pending) => pending,
            None => match queue.recv().await {
                Some(pending) => pending,
                None => return,
            },
        };
        let (batch, carry) = fill(first, &mut queue, &config).await;
        carried = carry;
        let pool = pool.clone();
        tokio::spawn(async move {
            commit(&pool, batch).await;
            drop(permit);
        });
    }
}

/// Adds what is queued (waiting up to `max_wait`) to a batch; stops at the
/// first request for a stream already in it, which is returned to start
/// the next batch.
async fn fill(
    first: Pending,
    queue: &mut mpsc::Receiver<Pending>,
    config: &GroupCommitConfig,
) -> (Vec<Pending>, Option<Pending>) {
    let deadline = Instant::now() + config.max_wait;
    let mut streams = HashSet::from([first.request.cycle_id]);
    let mut batch = vec![first];
    while batch.len() < config.max_batch {
        let next = match queue.try_recv() {
            Ok(next) => next,
            Err(_) if config.max_wait.is_zero() => break,
            Err(_) => match tokio::time::timeout_at(deadline, queue.recv()).await {
                Ok(Some(next)) => next,
                _ => break,
            },
        };
        if !streams.insert(next.request.cycle_id) {
            return (batch, Some(next));
        }
        batch.push(next);
    }
    (batch, None)
}

/// Commits one batch and answers each request.
async fn commit(pool: &Pool, batch: Vec<Pending>) {
    let started = Instant::now();
    metrics::histogram!("decisiond_group_commit_batch_size").record(batch.len() as f64);
    for pending in &batch {
        metrics::histogram!("decisiond_group_commit_wait_seconds")
            .record((started - pending.queued_at).as_secs_f64());
    }
    let mut client = match pool.get().await {
        Ok(client) => client,
        Err(e) => {
            let error = super::pool_error(e);
            for pending in batch {
                let _ = pending.reply.send(Err(error.clone()));
            }
            return;
        }
    };
    if batch.len() == 1 {
        let pending = batch.into_iter().next().expect("one request");
        let _ = pending
            .reply
            .send(append::append(&mut client, pending.request).await);
        return;
    }
    let requests: Vec<&AppendRequest> = batch.iter().map(|p| &p.request).collect();
    match try_batch(&mut client, &requests).await {
        Ok(outcomes) => {
            for (pending, outcome) in batch.into_iter().zip(outcomes) {
                let _ = pending.reply.send(outcome.answer(pending.request));
            }
        }
        Err(failure @ (BatchFailure::Collision | BatchFailure::Statement(_))) => {
            // A writer outside the batch raced one of its streams, or one
            // request's rows broke a statement (a value the database
            // refuses): the batch rolled back, so append each alone, and
            // only the request at fault sees its error.
            let reason = match &failure {
                BatchFailure::Collision => "collision",
                _ => "statement",
            };
            if let BatchFailure::Statement(error) = &failure {
                tracing::warn!(%error, requests = batch.len(),
                    "a group-commit batch failed; appending each request alone");
            }
            metrics::counter!("decisiond_group_commit_fallbacks_total", "reason" => reason)
                .increment(1);
            for pending in batch {
                let outcome = append::append(&mut client, pending.request).await;
                let _ = pending.reply.send(outcome);
            }
        }
        Err(BatchFailure::Unsettled(error)) => {
            // The connection failed or COMMIT went unanswered: the batch
            // may or may not be stored, so nothing is re-run (that could
            // store a call twice). Each caller learns the truth on retry,
            // by its idempotency key.
            for pending in batch {
                let _ = pending.reply.send(Err(error.clone()));
            }
        }
    }
}

/// What the batch did with one request.
enum Outcome {
    /// The check refused it (or its events went missing): this error.
    Refused(StoreError),
    /// Stored: each event's position and commit time, in order.
    Stored(Vec<(i64, DateTime<Utc>)>),
}

impl Outcome {
    /// The answer a lone append would give; the request's events move into
    /// the envelopes (no copy of their payloads).
    fn answer(self, request: AppendRequest) -> Result<Vec<EventEnvelope>, StoreError> {
        let stamps = match self {
            Outcome::Refused(error) => return Err(error),
            Outcome::Stored(stamps) => stamps,
        };
        let first = request.expected_version + 1;
        Ok(request
            .events
            .into_iter()
            .zip(stamps)
            .enumerate()
            .map(|(n, (event, (position, recorded_at)))| {
                append::stored_envelope(
                    request.cycle_id,
                    first + n as u64,
                    position,
                    recorded_at,
                    event,
                )
            })
            .collect())
    }
}

/// Why a batch did not commit.
enum BatchFailure {
    /// A unique violation: a writer outside the batch, or a repeated id.
    Collision,
    /// A statement failed on the batch's data and the transaction rolled
    /// back: nothing is stored.
    Statement(StoreError),
    /// The connection failed, or COMMIT itself did: the outcome is unknown.
    Unsettled(StoreError),
}

impl From<tokio_postgres::Error> for BatchFailure {
    fn from(e: tokio_postgres::Error) -> Self {
        if e.code() == Some(&SqlState::UNIQUE_VIOLATION) {
            return BatchFailure::Collision;
        }
        match classify(e) {
            error @ StoreError::Unavailable(_) => BatchFailure::Unsettled(error),
            error => BatchFailure::Statement(error),
        }
    }
}

async fn try_batch(
    client: &mut Object,
    requests: &[&AppendRequest],
) -> Result<Vec<Outcome>, BatchFailure> {
    let tx = client.transaction().await?;
    let mut outcomes: Vec<Option<Outcome>> = Vec::with_capacity(requests.len());
    let check = tx.prepare_cached(CHECK).await?;
    let streams: Vec<Uuid> = requests.iter().map(|r| r.cycle_id).collect();
    let keys: Vec<Option<&str>> = requests
        .iter()
        .map(|r| r.idempotency.as_ref().map(|i| i.key.as_str()))
        .collect();
    let rows = tx.query(&check, &[&streams, &keys]).await?;
    for (request, row) in requests.iter().zip(&rows) {
        let actual = row.get::<_, i64>(0) as u64;
        let key_used: bool = row.get(1);
        outcomes.push(if key_used {
            Some(Outcome::Refused(StoreError::DuplicateIdempotencyKey {
                cycle_id: request.cycle_id,
                key: key_of(request),
            }))
        } else if actual != request.expected_version {
            Some(Outcome::Refused(StoreError::VersionConflict {
                cycle_id: request.cycle_id,
                expected: request.expected_version,
                actual,
            }))
        } else {
            None
        });
    }
    let accepted: Vec<usize> = (0..requests.len())
        .filter(|&i| outcomes[i].is_none())
        .collect();
    if accepted.is_empty() {
        tx.rollback().await?;
        return Ok(outcomes.into_iter().map(|o| o.expect("decided")).collect());
    }
    let columns = BatchColumns::new(accepted.iter().map(|&i| requests[i]));
    let keyed: Vec<&AppendRequest> = accepted
        .iter()
        .map(|&i| requests[i])
        .filter(|r| r.idempotency.is_some())
        .collect();
    // Prepared first (a no-op once cached), so that the two INSERTs go out
    // together, events first (`biased`: first polled, first sent): it
    // stays the transaction's first write.
    let insert_events = tx.prepare_cached(INSERT_EVENTS).await?;
    let insert_keys = tx.prepare_cached(INSERT_KEYS).await?;
    let events = async {
        if columns.streams.is_empty() {
            return Ok(Vec::new());
        }
        let events = &columns.events;
        let params: [&(dyn ToSql + Sync); 7] = [
            &columns.streams,
            &columns.versions,
            &events.ids,
            &events.types,
            &events.schema_versions,
            &events.payloads,
            &events.metadata,
        ];
        tx.query(&insert_events, &params).await
    };
    let keys = async {
        if keyed.is_empty() {
            return Ok(0);
        }
        let records = keyed.iter().filter_map(|r| r.idempotency.as_ref());
        let streams: Vec<Uuid> = keyed.iter().map(|r| r.cycle_id).collect();
        let keys: Vec<&str> = records.clone().map(|i| i.key.as_str()).collect();
        let invocations: Vec<Uuid> = records.clone().map(|i| i.invocation_id).collect();
        let responses: Vec<_> = records
            .clone()
            .map(|i| super::response_column(&i.response))
            .collect();
        let fingerprints: Vec<Option<&str>> = records.map(|i| i.fingerprint.as_deref()).collect();
        tx.execute(
            &insert_keys,
            &[&streams, &keys, &invocations, &responses, &fingerprints],
        )
        .await
    };
    let (rows, _) = tokio::try_join!(biased; events, keys)?;
    let stored: HashMap<(Uuid, i64), (i64, DateTime<Utc>)> = rows
        .iter()
        .map(|row| ((row.get(0), row.get(1)), (row.get(2), row.get(3))))
        .collect();
    tx.commit()
        .await
        .map_err(|e| BatchFailure::Unsettled(classify(e)))?;
    for i in accepted {
        let request = requests[i];
        let stamps: Result<Vec<_>, StoreError> = (1..=request.events.len() as i64)
            .map(|n| {
                stored
                    .get(&(request.cycle_id, request.expected_version as i64 + n))
                    .copied()
                    .ok_or_else(|| StoreError::Internal("a batched event was not returned".into()))
            })
            .collect();
        outcomes[i] = Some(match stamps {
            Ok(stamps) => Outcome::Stored(stamps),
            Err(error) => Outcome::Refused(error),
        });
    }
    Ok(outcomes.into_iter().map(|o| o.expect("decided")).collect())
}

fn key_of(request: &AppendRequest) -> String {
    request
        .idempotency
        .as_ref()
        .map(|i| i.key.clone())
        .unwrap_or_default()
}

/// Every accepted request's events, with their streams and versions.
struct BatchColumns<'a> {
    streams: Vec<Uuid>,
    versions: Vec<i64>,
    events: EventColumns<'a>,
}

impl<'a> BatchColumns<'a> {
    fn new(requests: impl Iterator<Item = &'a AppendRequest>) -> Self {
        let mut columns = BatchColumns {
            streams: Vec::new(),
            versions: Vec::new(),
            events: EventColumns::default(),
        };
        for request in requests {
            let first = request.expected_version as i64 + 1;
            let count = request.events.len() as i64;
            columns
                .streams
                .extend(std::iter::repeat_n(request.cycle_id, count as usize));
            columns.versions.extend(first..first + count);
            columns.events.extend(&request.events);
        }
        columns
    }
}

/// Each request's stream version and whether its key is used, in order.
const CHECK: &str = "
SELECT coalesce((SELECT max(e.version) FROM events e WHERE e.stream_id = s.stream_id), 0)::bigint,
       s.key IS NOT NULL AND EXISTS (
           SELECT 1 FROM idempotency_keys k WHERE k.stream_id = s.stream_id AND k.key = s.key)
FROM unnest($1::uuid[], $2::text[]) WITH ORDINALITY AS s(stream_id, key, ord)
ORDER BY s.ord";

/// All accepted events; ORDER BY keeps positions in request then version
/// order.
const INSERT_EVENTS: &str = "
INSERT INTO events (stream_id, version, event_id, event_type, schema_version, payload, metadata)
SELECT e.stream_id, e.version, e.event_id, e.event_type, e.schema_version, e.payload, e.metadata
FROM unnest($1::uuid[], $2::int8[], $3::uuid[], $4::text[], $5::int4[], $6::jsonb[], $7::jsonb[])
     WITH ORDINALITY AS e(stream_id, version, event_id, event_type, schema_version, payload, metadata, ord)
ORDER BY e.ord
RETURNING stream_id, version, position, recorded_at";

const INSERT_KEYS: &str = "
INSERT INTO idempotency_keys (stream_id, key, invocation_id, response, fingerprint)
SELECT * FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::json[], $5::text[])";
