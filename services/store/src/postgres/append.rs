//! Appends: one guarded multi-row INSERT, then the idempotency record, in
//! one transaction; a rejected append is explained on the same connection.

use super::{classify, find_idempotent, response_column};
use crate::{AppendRequest, StoreError};
use chrono::{DateTime, Utc};
use deadpool_postgres::Object;
use decision_events::{EventEnvelope, NewEvent};
use serde_json::Value;
use tokio_postgres::Row;
use tokio_postgres::error::SqlState;
use tokio_postgres::types::ToSql;
use uuid::Uuid;

pub(super) async fn append(
    client: &mut Object,
    request: AppendRequest,
) -> Result<Vec<EventEnvelope>, StoreError> {
    match try_append(client, &request).await {
        Ok(rows) => {
            let cycle_id = request.cycle_id;
            let mut stored: Vec<EventEnvelope> = rows
                .iter()
                .zip(request.events)
                .map(|(row, event)| {
                    let version = row.get::<_, i64>(1) as u64;
                    stored_envelope(cycle_id, version, row.get(0), row.get(2), event)
                })
                .collect();
            stored.sort_by_key(|e| e.version);
            Ok(stored)
        }
        Err(Failure::Store(e)) => Err(e),
        Err(Failure::Conflict(c)) => Err(explain_conflict(client, &request, c).await),
    }
}

/// One transaction whose first write is the events INSERT: its xid is only
/// assigned after the guard saw the stream's previous append committed, so
/// feed order (by xid) matches version order within a stream. Rolls back on
/// any error; returns the RETURNING rows, one per event.
async fn try_append(client: &mut Object, request: &AppendRequest) -> Result<Vec<Row>, Failure> {
    let tx = client.transaction().await?;
    let expected = request.expected_version as i64;
    // Prepared first (a no-op once cached), so that the two statements
    // below go out together, in this order.
    let events_stmt = if request.events.is_empty() {
        tx.prepare_cached(CURRENT_VERSION).await?
    } else {
        tx.prepare_cached(INSERT_EVENTS).await?
    };
    let key_stmt = tx.prepare_cached(INSERT_KEY).await?;
    let events = async {
        if request.events.is_empty() {
            // Nothing to insert: still check the version and keep the
            // record (a command that decided nothing needs doing).
            let row = tx.query_one(&events_stmt, &[&request.cycle_id]).await?;
            return Ok((row.get::<_, i64>(0) == expected).then(Vec::new));
        }
        let columns = EventColumns::new(&request.events);
        let params: [&(dyn ToSql + Sync); 7] = [
            &request.cycle_id,
            &expected,
            &columns.ids,
            &columns.types,
            &columns.schema_versions,
            &columns.payloads,
            &columns.metadata,
        ];
        let rows = tx.query(&events_stmt, &params).await?;
        // Fewer rows: the guard saw another version.
        Ok::<_, tokio_postgres::Error>((rows.len() == request.events.len()).then_some(rows))
    };
    let key = async {
        let Some(record) = &request.idempotency else {
            return Ok(());
        };
        let response = response_column(&record.response);
        let params: [&(dyn ToSql + Sync); 5] = [
            &request.cycle_id,
            &record.key,
            &record.invocation_id,
            &response,
            &record.fingerprint,
        ];
        tx.execute(&key_stmt, &params).await.map(drop)
    };
    // One round trip for both (`biased`: first polled, first sent). The
    // events INSERT stays the transaction's first write; the key's record
    // is rolled back with the events if the guard refused them.
    let (rows, ()) = tokio::try_join!(biased; events, key)?;
    let Some(rows) = rows else {
        tx.rollback().await?;
        return Err(Failure::Conflict(Conflict::Version));
    };
    tx.commit().await?;
    Ok(rows)
}

/// Events as parallel arrays for `unnest` (one append's, or a batch's).
#[derive(Default)]
pub(super) struct EventColumns<'a> {
    pub(super) ids: Vec<Uuid>,
    pub(super) types: Vec<&'a str>,
    pub(super) schema_versions: Vec<i32>,
    pub(super) payloads: Vec<&'a Value>,
    pub(super) metadata: Vec<Value>,
}

impl<'a> EventColumns<'a> {
    pub(super) fn new(events: &'a [NewEvent]) -> Self {
        let mut columns = EventColumns::default();
        columns.extend(events);
        columns
    }

    pub(super) fn extend(&mut self, events: &'a [NewEvent]) {
        for event in events {
            self.ids.push(event.event_id);
            self.types.push(event.event_type);
            self.schema_versions.push(event.schema_version as i32);
            self.payloads.push(&event.payload);
            self.metadata.push(crate::metadata_json(&event.metadata));
        }
    }
}

pub(super) fn stored_envelope(
    cycle_id: Uuid,
    version: u64,
    position: i64,
    recorded_at: DateTime<Utc>,
    event: NewEvent,
) -> EventEnvelope {
    EventEnvelope {
        event_id: event.event_id,
        cycle_id,
        version,
        position,
        event_type: event.event_type.to_owned(),
        schema_version: event.schema_version,
        recorded_at,
        payload: event.payload,
        metadata: event.metadata,
    }
}

/// Explains a rolled-back append, on the same connection (a second one from
/// the pool could deadlock a pool of one). A used idempotency key wins over
/// the version or event-id clash it caused, so a retry learns to fetch the
/// stored response.
async fn explain_conflict(
    client: &Object,
    request: &AppendRequest,
    conflict: Conflict,
) -> StoreError {
    let cycle_id = request.cycle_id;
    if let Some(record) = &request.idempotency {
        let used = match conflict {
            Conflict::IdempotencyKey => Ok(true),
            _ => find_idempotent(client, cycle_id, &record.key)
                .await
                .map(|found| found.is_some()),
        };
        match used {
            Ok(true) => {
                return StoreError::DuplicateIdempotencyKey {
                    cycle_id,
                    key: record.key.clone(),
                };
            }
            Ok(false) => {}
            Err(e) => return e,
        }
    }
    match conflict {
        Conflict::EventId => duplicate_event_id(client, request).await,
        // Only reachable with a key, handled above.
        Conflict::IdempotencyKey => {
            StoreError::Internal("idempotency conflict without a key".into())
        }
        Conflict::Version => match current_version(client, cycle_id).await {
            Ok(actual) => StoreError::VersionConflict {
                cycle_id,
                expected: request.expected_version,
                actual,
            },
            Err(e) => e,
        },
    }
}

async fn duplicate_event_id(client: &Object, request: &AppendRequest) -> StoreError {
    let ids: Vec<Uuid> = request.events.iter().map(|e| e.event_id).collect();
    let found = async {
        let stmt = client
            .prepare_cached("SELECT event_id FROM events WHERE event_id = ANY($1) LIMIT 1")
            .await
            .map_err(classify)?;
        let row = client.query_opt(&stmt, &[&ids]).await.map_err(classify)?;
        Ok::<_, StoreError>(row.map(|r| r.get::<_, Uuid>(0)))
    };
    match found.await {
        // None: the clash was within the request itself.
        Ok(event_id) => StoreError::DuplicateEventId {
            event_id: event_id.unwrap_or(ids[0]),
        },
        Err(e) => e,
    }
}

/// Why an append was rolled back before any lookup.
enum Conflict {
    Version,
    EventId,
    IdempotencyKey,
}

/// Why [`try_append`] rolled back.
enum Failure {
    Conflict(Conflict),
    Store(StoreError),
}

impl From<tokio_postgres::Error> for Failure {
    fn from(e: tokio_postgres::Error) -> Self {
        match conflict_of(&e) {
            Some(conflict) => Failure::Conflict(conflict),
            None => Failure::Store(classify(e)),
        }
    }
}

pub(super) const CURRENT_VERSION: &str =
    "SELECT coalesce(max(version), 0)::bigint FROM events WHERE stream_id = $1";

/// One statement for the whole batch. The guard makes it insert nothing
/// unless the stream is still at the expected version; two appenders that
/// both pass it collide on (stream_id, version) instead. ORDER BY keeps
/// positions in version order.
pub(super) const INSERT_EVENTS: &str = "
INSERT INTO events (stream_id, version, event_id, event_type, schema_version, payload, metadata)
SELECT $1, $2 + e.ord, e.event_id, e.event_type, e.schema_version, e.payload, e.metadata
FROM unnest($3::uuid[], $4::text[], $5::int4[], $6::jsonb[], $7::jsonb[]) WITH ORDINALITY
     AS e(event_id, event_type, schema_version, payload, metadata, ord)
WHERE (SELECT coalesce(max(version), 0) FROM events WHERE stream_id = $1) = $2
ORDER BY e.ord
RETURNING position, version, recorded_at";

const INSERT_KEY: &str = "
INSERT INTO idempotency_keys (stream_id, key, invocation_id, response, fingerprint)
VALUES ($1, $2, $3, $4, $5)";

/// The stream's last version (0: no events).
async fn current_version(client: &Object, cycle_id: Uuid) -> Result<u64, StoreError> {
    let stmt = client
        .prepare_cached(CURRENT_VERSION)
        .await
        .map_err(classify)?;
    let row = client
        .query_one(&stmt, &[&cycle_id])
        .await
        .map_err(classify)?;
    Ok(row.get::<_, i64>(0) as u64)
}

/// The unique violation behind a rejected append, if that is what it was.
fn conflict_of(e: &tokio_postgres::Error) -> Option<Conflict> {
    let db = e.as_db_error()?;
    if db.code() != &SqlState::UNIQUE_VIOLATION {
        return None;
    }
    match db.constraint()? {
        "events_stream_version_key" => Some(Conflict::Version),
        "events_event_id_key" => Some(Conflict::EventId),
        "idempotency_keys_pkey" => Some(Conflict::IdempotencyKey),
        _ => None,
    }
}
