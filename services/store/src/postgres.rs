//! The production event store on Postgres.

use crate::{AppendRequest, EventStore, IdempotencyRecord, Position, StoreError};
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use deadpool_postgres::{Manager, ManagerConfig, Object, Pool, PoolError, RecyclingMethod, Runtime};
use decision_events::{EventEnvelope, EventMetadata, NewEvent};
use serde_json::Value;
use std::time::Duration;
use tokio_postgres::error::SqlState;
use tokio_postgres::types::ToSql;
use tokio_postgres::{NoTls, Row};
use uuid::Uuid;

/// Connection settings beyond the URL.
#[derive(Debug, Clone)]
pub struct PgOptions {
    pub pool_size: usize,
    /// Postgres ends a session idle inside a transaction after this long: an
    /// abandoned transaction would otherwise hold the feed's horizon back.
    pub idle_in_transaction_timeout: Duration,
}

impl Default for PgOptions {
    fn default() -> Self {
        PgOptions {
            pool_size: 8,
            idle_in_transaction_timeout: Duration::from_secs(60),
        }
    }
}

/// Event store on a pooled set of Postgres connections. Cheap to clone.
#[derive(Clone)]
pub struct PgStore {
    pool: Pool,
}

impl std::fmt::Debug for PgStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PgStore")
            .field("pool", &self.pool.status())
            .finish()
    }
}

impl PgStore {
    /// Connects with default options and `pool_size` connections at most;
    /// fails with `Unavailable` if the database cannot be reached now.
    pub async fn connect(database_url: &str, pool_size: usize) -> Result<PgStore, StoreError> {
        let options = PgOptions {
            pool_size,
            ..PgOptions::default()
        };
        PgStore::connect_with(database_url, &options).await
    }

    pub async fn connect_with(
        database_url: &str,
        options: &PgOptions,
    ) -> Result<PgStore, StoreError> {
        let mut config: tokio_postgres::Config = database_url
            .parse()
            .map_err(|e| StoreError::Internal(format!("invalid database url: {e}")))?;
        // Sent in the startup packet, so every pooled session gets it.
        let timeout_ms = options.idle_in_transaction_timeout.as_millis();
        let session = format!("-c idle_in_transaction_session_timeout={timeout_ms}");
        let merged = match config.get_options() {
            Some(existing) if !existing.is_empty() => format!("{existing} {session}"),
            _ => session,
        };
        config.options(&merged);
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(Duration::from_secs(5));
        }
        if config.get_application_name().is_none() {
            config.application_name("decision-ledger");
        }
        let manager = Manager::from_config(
            config,
            NoTls,
            ManagerConfig {
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = Pool::builder(manager)
            .max_size(options.pool_size.max(1))
            .runtime(Runtime::Tokio1)
            .create_timeout(Some(Duration::from_secs(10)))
            .wait_timeout(Some(Duration::from_secs(30)))
            .recycle_timeout(Some(Duration::from_secs(5)))
            .build()
            .map_err(|e| StoreError::Internal(format!("building the pool: {e}")))?;
        let store = PgStore { pool };
        store.ping().await?;
        Ok(store)
    }

    /// The pool, for callers that must write in their own transactions
    /// (projection checkpoints, relay leases).
    pub fn pool(&self) -> &Pool {
        &self.pool
    }

    /// Applies pending migrations; returns the versions applied.
    pub async fn migrate(&self) -> Result<Vec<i64>, StoreError> {
        let mut client = self.client().await?;
        crate::migrations::apply_postgres(&mut client).await
    }

    async fn client(&self) -> Result<Object, StoreError> {
        self.pool.get().await.map_err(|e| match e {
            PoolError::Backend(e) => classify(e),
            PoolError::NoRuntimeSpecified => StoreError::Internal(e.to_string()),
            other => StoreError::Unavailable(other.to_string()),
        })
    }

}

/// The stream's last version (0: no events).
async fn current_version(client: &Object, cycle_id: Uuid) -> Result<u64, StoreError> {
    let stmt = client.prepare_cached(CURRENT_VERSION).await.map_err(classify)?;
    let row = client.query_one(&stmt, &[&cycle_id]).await.map_err(classify)?;
    Ok(row.get::<_, i64>(0) as u64)
}

async fn find_idempotent(
    client: &Object,
    cycle_id: Uuid,
    key: &str,
) -> Result<Option<IdempotencyRecord>, StoreError> {
    let stmt = client
        .prepare_cached(
            "SELECT invocation_id, response FROM idempotency_keys WHERE stream_id = $1 AND key = $2",
        )
        .await
        .map_err(classify)?;
    let row = client
        .query_opt(&stmt, &[&cycle_id, &key])
        .await
        .map_err(classify)?;
    Ok(row.map(|row| IdempotencyRecord {
        key: key.to_owned(),
        invocation_id: row.get(0),
        response: row.get(1),
    }))
}

/// Explains a rolled-back append, on the same connection (a second one from
/// the pool could deadlock a pool of one). A used idempotency key wins over
/// the version or event-id clash it caused, so a retry learns to fetch the
/// stored response.
async fn explain_conflict(client: &Object, request: &AppendRequest, conflict: Conflict) -> StoreError {
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
        Conflict::IdempotencyKey => StoreError::Internal("idempotency conflict without a key".into()),
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

const CURRENT_VERSION: &str =
    "SELECT coalesce(max(version), 0)::bigint FROM events WHERE stream_id = $1";

/// One statement for the whole batch. The guard makes it insert nothing
/// unless the stream is still at the expected version; two appenders that
/// both pass it collide on (stream_id, version) instead. ORDER BY keeps
/// positions in version order.
const INSERT_EVENTS: &str = "
INSERT INTO events (stream_id, version, event_id, event_type, schema_version, payload, metadata)
SELECT $1, $2 + e.ord, e.event_id, e.event_type, e.schema_version, e.payload, e.metadata
FROM unnest($3::uuid[], $4::text[], $5::int4[], $6::jsonb[], $7::jsonb[]) WITH ORDINALITY
     AS e(event_id, event_type, schema_version, payload, metadata, ord)
WHERE (SELECT coalesce(max(version), 0) FROM events WHERE stream_id = $1) = $2
ORDER BY e.ord
RETURNING position, version, recorded_at";

const INSERT_KEY: &str = "
INSERT INTO idempotency_keys (stream_id, key, invocation_id, response) VALUES ($1, $2, $3, $4)";

const SELECT_COLUMNS: &str =
    "position, stream_id, version, event_id, event_type, schema_version, payload, metadata, recorded_at";

/// The gap-safe feed in one round trip. `cur` is the cursor's (xid,
/// position), empty if `after` names no event; the LEFT JOIN then yields one
/// all-NULL row when the cursor is valid but nothing is readable yet.
const READ_FEED: &str = "
WITH cur AS (
    SELECT transaction_id AS xid, position FROM events WHERE position = $1
    UNION ALL
    SELECT '0'::xid8, 0::bigint WHERE $1 = 0
)
SELECT e.position, e.stream_id, e.version, e.event_id, e.event_type, e.schema_version,
       e.payload, e.metadata, e.recorded_at
FROM cur LEFT JOIN LATERAL (
    SELECT * FROM events e
    WHERE (e.transaction_id, e.position) > (cur.xid, cur.position)
      AND e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    ORDER BY e.transaction_id, e.position
    LIMIT $2
) e ON true";

#[async_trait]
impl EventStore for PgStore {
    async fn append(&self, request: AppendRequest) -> Result<Vec<EventEnvelope>, StoreError> {
        let mut client = self.client().await?;
        match try_append(&mut client, &request).await {
            Ok(rows) => {
                let cycle_id = request.cycle_id;
                let mut stored: Vec<EventEnvelope> = rows
                    .iter()
                    .zip(request.events)
                    .map(|(row, event)| stored_envelope(cycle_id, row, event))
                    .collect();
                stored.sort_by_key(|e| e.version);
                Ok(stored)
            }
            Err(Failure::Store(e)) => Err(e),
            Err(Failure::Conflict(c)) => Err(explain_conflict(&client, &request, c).await),
        }
    }

    async fn read_stream(
        &self,
        cycle_id: Uuid,
        after_version: u64,
    ) -> Result<Vec<EventEnvelope>, StoreError> {
        let client = self.client().await?;
        let sql = format!(
            "SELECT {SELECT_COLUMNS} FROM events WHERE stream_id = $1 AND version > $2 ORDER BY version"
        );
        let stmt = client.prepare_cached(&sql).await.map_err(classify)?;
        let rows = client
            .query(&stmt, &[&cycle_id, &(after_version as i64)])
            .await
            .map_err(classify)?;
        rows.iter().map(envelope_from_row).collect()
    }

    async fn find_idempotent(
        &self,
        cycle_id: Uuid,
        key: &str,
    ) -> Result<Option<IdempotencyRecord>, StoreError> {
        find_idempotent(&self.client().await?, cycle_id, key).await
    }

    async fn read_feed(
        &self,
        after: Position,
        limit: usize,
    ) -> Result<Vec<EventEnvelope>, StoreError> {
        let client = self.client().await?;
        let stmt = client.prepare_cached(READ_FEED).await.map_err(classify)?;
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let rows = client
            .query(&stmt, &[&after, &limit])
            .await
            .map_err(classify)?;
        if rows.is_empty() {
            return Err(StoreError::UnknownPosition(after));
        }
        rows.iter()
            .filter(|row| row.get::<_, Option<i64>>(0).is_some())
            .map(envelope_from_row)
            .collect()
    }

    async fn ping(&self) -> Result<(), StoreError> {
        let client = self.client().await?;
        client.simple_query("SELECT 1").await.map_err(classify)?;
        Ok(())
    }
}

/// One transaction: the events INSERT is its first write, so its xid is
/// taken no earlier than the stream's previous append committed (feed order
/// matches version order). Rolls back on any error; returns the RETURNING
/// rows, one per event.
async fn try_append(client: &mut Object, request: &AppendRequest) -> Result<Vec<Row>, Failure> {
    let tx = client.transaction().await?;
    let expected = request.expected_version as i64;
    let rows = if request.events.is_empty() {
        // Nothing to insert: still check the version and keep the record
        // (a command that decided nothing needs doing).
        let stmt = tx.prepare_cached(CURRENT_VERSION).await?;
        let actual: i64 = tx.query_one(&stmt, &[&request.cycle_id]).await?.get(0);
        if actual != expected {
            tx.rollback().await?;
            return Err(Failure::Conflict(Conflict::Version));
        }
        Vec::new()
    } else {
        let columns = EventColumns::new(&request.events);
        let stmt = tx.prepare_cached(INSERT_EVENTS).await?;
        let params: [&(dyn ToSql + Sync); 7] = [
            &request.cycle_id,
            &expected,
            &columns.ids,
            &columns.types,
            &columns.schema_versions,
            &columns.payloads,
            &columns.metadata,
        ];
        let rows = tx.query(&stmt, &params).await?;
        if rows.len() != request.events.len() {
            // The guard saw another version.
            tx.rollback().await?;
            return Err(Failure::Conflict(Conflict::Version));
        }
        rows
    };
    if let Some(record) = &request.idempotency {
        let stmt = tx.prepare_cached(INSERT_KEY).await?;
        let params: [&(dyn ToSql + Sync); 4] = [
            &request.cycle_id,
            &record.key,
            &record.invocation_id,
            &record.response,
        ];
        tx.execute(&stmt, &params).await?;
    }
    tx.commit().await?;
    Ok(rows)
}

/// The batch as parallel arrays for `unnest`.
struct EventColumns<'a> {
    ids: Vec<Uuid>,
    types: Vec<&'a str>,
    schema_versions: Vec<i32>,
    payloads: Vec<&'a Value>,
    metadata: Vec<Value>,
}

impl<'a> EventColumns<'a> {
    fn new(events: &'a [NewEvent]) -> Self {
        EventColumns {
            ids: events.iter().map(|e| e.event_id).collect(),
            types: events.iter().map(|e| e.event_type).collect(),
            schema_versions: events.iter().map(|e| e.schema_version as i32).collect(),
            payloads: events.iter().map(|e| &e.payload).collect(),
            metadata: events.iter().map(|e| metadata_json(&e.metadata)).collect(),
        }
    }
}

pub(crate) fn metadata_json(metadata: &EventMetadata) -> Value {
    // Plain data with string keys: serialization cannot fail.
    serde_json::to_value(metadata).expect("metadata serializes")
}

fn stored_envelope(cycle_id: Uuid, row: &Row, event: NewEvent) -> EventEnvelope {
    EventEnvelope {
        event_id: event.event_id,
        cycle_id,
        version: row.get::<_, i64>(1) as u64,
        position: row.get(0),
        event_type: event.event_type.to_owned(),
        schema_version: event.schema_version,
        recorded_at: row.get::<_, DateTime<Utc>>(2),
        payload: event.payload,
        metadata: event.metadata,
    }
}

/// Decodes a row selected with [`SELECT_COLUMNS`].
fn envelope_from_row(row: &Row) -> Result<EventEnvelope, StoreError> {
    let metadata: Value = row.try_get(7).map_err(internal)?;
    Ok(EventEnvelope {
        position: row.try_get(0).map_err(internal)?,
        cycle_id: row.try_get(1).map_err(internal)?,
        version: row.try_get::<_, i64>(2).map_err(internal)? as u64,
        event_id: row.try_get(3).map_err(internal)?,
        event_type: row.try_get(4).map_err(internal)?,
        schema_version: row.try_get::<_, i32>(5).map_err(internal)? as u32,
        payload: row.try_get(6).map_err(internal)?,
        metadata: serde_json::from_value(metadata).map_err(internal)?,
        recorded_at: row.try_get(8).map_err(internal)?,
    })
}

fn internal(e: impl std::fmt::Display) -> StoreError {
    StoreError::Internal(e.to_string())
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

/// Connection trouble is `Unavailable` (worth a retry); the rest `Internal`.
pub(crate) fn classify(e: tokio_postgres::Error) -> StoreError {
    let unavailable = e.is_closed()
        || match e.code() {
            Some(code) => {
                code.code().starts_with("08")
                    || [
                        SqlState::ADMIN_SHUTDOWN,
                        SqlState::CRASH_SHUTDOWN,
                        SqlState::CANNOT_CONNECT_NOW,
                        SqlState::TOO_MANY_CONNECTIONS,
                        SqlState::IDLE_IN_TRANSACTION_SESSION_TIMEOUT,
                    ]
                    .contains(code)
            }
            // No server error: an I/O failure, or a client-side encoding bug.
            None => std::error::Error::source(&e).is_some_and(|s| s.is::<std::io::Error>()),
        };
    if unavailable {
        StoreError::Unavailable(e.to_string())
    } else {
        StoreError::Internal(e.to_string())
    }
}
