//! The production event store on Postgres.

mod append;
mod erase;
mod group_commit;
pub mod lease;
pub mod notify;
mod projection_writes;
mod read_models;
mod target;
mod tls;

pub use target::{ConnectError, PgConnection, PgTarget, SslMode, connect, with_causes};
pub use tls::{PgTls, PgTlsStream};

use crate::{AppendRequest, EventStore, IdempotencyRecord, Position, StoreError};
use async_trait::async_trait;
use deadpool_postgres::{
    Manager, ManagerConfig, Object, Pool, PoolError, RecyclingMethod, Runtime,
};
use decision_events::{EventEnvelope, EventTypes};
use group_commit::GroupCommit;
pub use group_commit::GroupCommitConfig;
use serde_json::value::RawValue;
use std::time::Duration;
use tokio_postgres::Row;
use tokio_postgres::error::SqlState;
use tokio_postgres::types::Json;
use uuid::Uuid;

/// Connection settings beyond the URL.
#[derive(Debug, Clone)]
pub struct PgOptions {
    pub pool_size: usize,
    /// Postgres ends a session idle inside a transaction after this long: an
    /// abandoned transaction would otherwise hold the feed's horizon back.
    pub idle_in_transaction_timeout: Duration,
    /// Concurrent appends to different cycles share a transaction (one
    /// commit) when set; each append commits alone when `None`.
    pub group_commit: Option<GroupCommitConfig>,
    /// The largest event (payload plus metadata as JSON) an append may
    /// hold; larger ones are refused before anything is written.
    pub max_event_bytes: usize,
}

impl Default for PgOptions {
    fn default() -> Self {
        PgOptions {
            pool_size: 8,
            idle_in_transaction_timeout: Duration::from_secs(60),
            group_commit: Some(GroupCommitConfig::default()),
            max_event_bytes: crate::guard::DEFAULT_MAX_EVENT_BYTES,
        }
    }
}

/// Event store on a pooled set of Postgres connections. Cheap to clone.
#[derive(Clone)]
pub struct PgStore {
    pool: Pool,
    group: Option<GroupCommit>,
    max_event_bytes: usize,
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
        let mut target =
            PgTarget::parse(database_url).map_err(|e| StoreError::Internal(e.to_string()))?;
        let config = target.config_mut();
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
            target.config().clone(),
            target.tls(),
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
        let group = options
            .group_commit
            .map(|config| GroupCommit::start(pool.clone(), config));
        let store = PgStore {
            pool,
            group,
            max_event_bytes: options.max_event_bytes,
        };
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

    /// How long the feed's horizon has been held back: the age of the
    /// oldest transaction in the cluster that has a transaction id. Events
    /// committed after it starts stay invisible to the feed until it ends,
    /// so alert when this grows.
    pub async fn horizon_age(&self) -> Result<Duration, StoreError> {
        let client = self.client().await?;
        let stmt = client
            .prepare_cached(
                "SELECT coalesce(extract(epoch FROM now() - min(xact_start)), 0)::float8
                 FROM pg_stat_activity WHERE backend_xid IS NOT NULL",
            )
            .await
            .map_err(classify)?;
        let seconds: f64 = client.query_one(&stmt, &[]).await.map_err(classify)?.get(0);
        Ok(Duration::from_secs_f64(seconds.max(0.0)))
    }

    async fn client(&self) -> Result<Object, StoreError> {
        self.pool.get().await.map_err(pool_error)
    }
}

/// A pool that cannot hand out a connection: the database's own error, or
/// `Unavailable` (timeouts, closed pool) — except a misbuilt pool.
pub(super) fn pool_error(e: PoolError) -> StoreError {
    match e {
        PoolError::Backend(e) => classify(e),
        PoolError::NoRuntimeSpecified => StoreError::Internal(e.to_string()),
        other => StoreError::Unavailable(other.to_string()),
    }
}

pub(super) async fn find_idempotent(
    client: &Object,
    cycle_id: Uuid,
    key: &str,
) -> Result<Option<IdempotencyRecord>, StoreError> {
    let stmt = client
        .prepare_cached(
            "SELECT invocation_id, response, fingerprint FROM idempotency_keys WHERE stream_id = $1 AND key = $2",
        )
        .await
        .map_err(classify)?;
    let row = client
        .query_opt(&stmt, &[&cycle_id, &key])
        .await
        .map_err(classify)?;
    let Some(row) = row else { return Ok(None) };
    let Json(stored) = row.try_get(1).map_err(internal)?;
    Ok(Some(IdempotencyRecord {
        key: key.to_owned(),
        invocation_id: row.get(0),
        response: stored,
        fingerprint: row.get(2),
    }))
}

/// A response as `idempotency_keys.response` keeps it: its text, which the
/// `json` column stores as it is (migration 6; `jsonb` reordered an
/// object's keys and respaced it), so a replay sends the first answer's
/// bytes.
pub(super) fn response_column(response: &RawValue) -> Json<&RawValue> {
    Json(response)
}

const SELECT_COLUMNS: &str = "position, stream_id, version, event_id, event_type, schema_version, payload, metadata, recorded_at";

/// A page of one stream: the first `$3` events after version `$2` (the
/// innermost query stops the index scan there, so only they are sized),
/// then those whose preceding events' JSON text stays under `$4` bytes (the
/// first always does).
fn read_stream_page_sql() -> String {
    format!(
        "SELECT {SELECT_COLUMNS} FROM ( \
           SELECT *, sum(size) OVER (ORDER BY version) - size AS before FROM ( \
             SELECT {SELECT_COLUMNS}, \
                    octet_length(payload::text) + octet_length(metadata::text) AS size \
             FROM events WHERE stream_id = $1 AND version > $2 AND NOT erased \
             ORDER BY version LIMIT $3) limited) sized \
         WHERE before < $4 ORDER BY version"
    )
}

/// The gap-safe feed in one round trip. `cur` is the cursor's (xid,
/// position), empty if `after` names no event; the LEFT JOIN then yields one
/// all-NULL row when the cursor is valid but nothing is readable yet.
/// `$3`, `$4`: the types whose payload and metadata are wanted (NULL: all),
/// or with `$4` every type but those; the others' come back NULL, so the
/// server does not render them as text nor the client parse them. The last
/// column says which rows are wanted.
const READ_FEED: &str = "
WITH cur AS (
    SELECT transaction_id AS xid, position FROM events WHERE position = $1
    UNION ALL
    SELECT '0'::xid8, 0::bigint WHERE $1 = 0
), page AS (
    SELECT e.*, ($3::text[] IS NULL OR (e.event_type = ANY($3)) <> $4::bool) AS wanted
    FROM cur LEFT JOIN LATERAL (
        SELECT * FROM events e
        WHERE (e.transaction_id, e.position) > (cur.xid, cur.position)
          AND e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
          AND NOT e.erased
        ORDER BY e.transaction_id, e.position
        LIMIT $2
    ) e ON true
)
SELECT position, stream_id, version, event_id, event_type, schema_version,
       CASE WHEN wanted THEN payload END, CASE WHEN wanted THEN metadata END,
       recorded_at, wanted
FROM page";

#[async_trait]
impl EventStore for PgStore {
    async fn append(&self, request: AppendRequest) -> Result<Vec<EventEnvelope>, StoreError> {
        crate::guard::check(&request, self.max_event_bytes)?;
        match &self.group {
            Some(group) => group.append(request).await,
            None => append::append(&mut self.client().await?, request).await,
        }
    }

    async fn read_stream(
        &self,
        cycle_id: Uuid,
        after_version: u64,
    ) -> Result<Vec<EventEnvelope>, StoreError> {
        let client = self.client().await?;
        let sql = format!(
            "SELECT {SELECT_COLUMNS} FROM events WHERE stream_id = $1 AND version > $2 AND NOT erased ORDER BY version"
        );
        let stmt = client.prepare_cached(&sql).await.map_err(classify)?;
        let rows = client
            .query(
                &stmt,
                &[&cycle_id, &i64::try_from(after_version).unwrap_or(i64::MAX)],
            )
            .await
            .map_err(classify)?;
        rows.iter().map(envelope_from_row).collect()
    }

    async fn read_stream_page_of_type(
        &self,
        cycle_id: Uuid,
        event_type: &'static str,
        after: Position,
        limit: usize,
    ) -> Result<Vec<EventEnvelope>, StoreError> {
        let client = self.client().await?;
        // In version order (the stream's index), which is position order
        // within one stream: its appends are serialized.
        let sql = format!(
            "SELECT {SELECT_COLUMNS} FROM events WHERE stream_id = $1 AND event_type = $2 \
             AND position > $3 AND NOT erased ORDER BY version LIMIT $4"
        );
        let stmt = client.prepare_cached(&sql).await.map_err(classify)?;
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let rows = client
            .query(&stmt, &[&cycle_id, &event_type, &after, &limit])
            .await
            .map_err(classify)?;
        rows.iter().map(envelope_from_row).collect()
    }

    async fn read_stream_page(
        &self,
        cycle_id: Uuid,
        after_version: u64,
        page: crate::StreamPage,
    ) -> Result<Vec<EventEnvelope>, StoreError> {
        let client = self.client().await?;
        let stmt = client
            .prepare_cached(&read_stream_page_sql())
            .await
            .map_err(classify)?;
        let limit = i64::try_from(page.events.max(1)).unwrap_or(i64::MAX);
        let bytes = i64::try_from(page.bytes).unwrap_or(i64::MAX);
        // A version past i64 is past every stream (never a wrap to -1).
        let after_version = i64::try_from(after_version).unwrap_or(i64::MAX);
        let rows = client
            .query(&stmt, &[&cycle_id, &after_version, &limit, &bytes])
            .await
            .map_err(classify)?;
        rows.iter().map(envelope_from_row).collect()
    }

    async fn stream_tip(&self, cycle_id: Uuid) -> Result<Option<crate::StreamTip>, StoreError> {
        let client = self.client().await?;
        let stmt = client
            .prepare_cached(
                "SELECT version, position, event_type FROM events \
                 WHERE stream_id = $1 AND NOT erased ORDER BY version DESC LIMIT 1",
            )
            .await
            .map_err(classify)?;
        let row = client
            .query_opt(&stmt, &[&cycle_id])
            .await
            .map_err(classify)?;
        row.map(|row| {
            Ok(crate::StreamTip {
                version: row.try_get::<_, i64>(0).map_err(internal)? as u64,
                position: row.try_get(1).map_err(internal)?,
                event_type: row.try_get(2).map_err(internal)?,
            })
        })
        .transpose()
    }

    async fn read_stream_head(&self, cycle_id: Uuid) -> Result<Option<EventEnvelope>, StoreError> {
        let client = self.client().await?;
        let sql = format!(
            "SELECT {SELECT_COLUMNS} FROM events WHERE stream_id = $1 AND version = 1 AND NOT erased"
        );
        let stmt = client.prepare_cached(&sql).await.map_err(classify)?;
        let row = client
            .query_opt(&stmt, &[&cycle_id])
            .await
            .map_err(classify)?;
        row.as_ref().map(envelope_from_row).transpose()
    }

    async fn readings(&self) -> Result<crate::StoreReadings, StoreError> {
        let status = self.pool.status();
        Ok(crate::StoreReadings {
            horizon_age: Some(self.horizon_age().await?),
            pool: Some(crate::PoolUsage {
                max: status.max_size,
                open: status.size,
                idle: status.available,
                waiting: status.waiting,
            }),
        })
    }

    async fn find_idempotent(
        &self,
        cycle_id: Uuid,
        key: &str,
    ) -> Result<Option<IdempotencyRecord>, StoreError> {
        find_idempotent(&self.client().await?, cycle_id, key).await
    }

    async fn last_position(&self) -> Result<Position, StoreError> {
        let client = self.client().await?;
        let stmt = client
            .prepare_cached("SELECT coalesce(max(position), 0)::bigint FROM events")
            .await
            .map_err(classify)?;
        let row = client.query_one(&stmt, &[]).await.map_err(classify)?;
        Ok(row.get(0))
    }

    async fn expire_idempotency_keys(
        &self,
        before: chrono::DateTime<chrono::Utc>,
        limit: usize,
    ) -> Result<usize, StoreError> {
        let client = self.client().await?;
        // SKIP LOCKED: a record an append is writing right now is left
        // for the next sweep instead of waited for.
        let stmt = client
            .prepare_cached(
                "DELETE FROM idempotency_keys WHERE (stream_id, key) IN (
                     SELECT stream_id, key FROM idempotency_keys WHERE created_at < $1
                     LIMIT $2 FOR UPDATE SKIP LOCKED)",
            )
            .await
            .map_err(classify)?;
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let deleted = client
            .execute(&stmt, &[&before, &limit])
            .await
            .map_err(classify)?;
        Ok(deleted as usize)
    }

    async fn read_feed(
        &self,
        after: Position,
        limit: usize,
    ) -> Result<Vec<EventEnvelope>, StoreError> {
        Ok(self.feed_page(after, limit, None).await?.events)
    }

    async fn read_feed_of_types(
        &self,
        after: Position,
        limit: usize,
        types: EventTypes,
    ) -> Result<crate::FeedPage, StoreError> {
        self.feed_page(after, limit, Some(types)).await
    }

    async fn erase(&self, request: crate::EraseRequest) -> Result<EventEnvelope, StoreError> {
        // Past the group commit: an erasure is rare, and its transaction
        // holds more than appends.
        erase::erase(&mut self.client().await?, request).await
    }

    async fn ping(&self) -> Result<(), StoreError> {
        let client = self.client().await?;
        client.simple_query("SELECT 1").await.map_err(classify)?;
        Ok(())
    }
}

impl PgStore {
    /// One page of [`READ_FEED`]: every event, or those of `types`.
    async fn feed_page(
        &self,
        after: Position,
        limit: usize,
        types: Option<EventTypes>,
    ) -> Result<crate::FeedPage, StoreError> {
        let client = self.client().await?;
        let stmt = client.prepare_cached(READ_FEED).await.map_err(classify)?;
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let (listed, all_but) = match types {
            None => (None, false),
            Some(EventTypes::Only(types)) => (Some(types), false),
            Some(EventTypes::AllBut(types)) => (Some(types), true),
        };
        let rows = client
            .query(&stmt, &[&after, &limit, &listed, &all_but])
            .await
            .map_err(classify)?;
        if rows.is_empty() {
            return Err(StoreError::UnknownPosition(after));
        }
        let mut page = crate::FeedPage::default();
        for row in &rows {
            let Some(position) = row.try_get::<_, Option<i64>>(0).map_err(internal)? else {
                continue;
            };
            page.reached = Some((position, row.try_get(8).map_err(internal)?));
            page.positions.push(position);
            if row.try_get::<_, bool>(9).map_err(internal)? {
                page.events.push(envelope_from_row(row)?);
            }
        }
        Ok(page)
    }
}

/// Decodes a row selected with [`SELECT_COLUMNS`] (or [`READ_FEED`]).
fn envelope_from_row(row: &Row) -> Result<EventEnvelope, StoreError> {
    // Straight from the row's bytes into the typed metadata.
    let Json(metadata) = row.try_get(7).map_err(internal)?;
    Ok(EventEnvelope {
        position: row.try_get(0).map_err(internal)?,
        cycle_id: row.try_get(1).map_err(internal)?,
        version: row.try_get::<_, i64>(2).map_err(internal)? as u64,
        event_id: row.try_get(3).map_err(internal)?,
        event_type: row.try_get(4).map_err(internal)?,
        schema_version: row.try_get::<_, i32>(5).map_err(internal)? as u32,
        payload: row.try_get(6).map_err(internal)?,
        metadata,
        recorded_at: row.try_get(8).map_err(internal)?,
    })
}

pub(super) fn internal(e: impl std::fmt::Display) -> StoreError {
    StoreError::Internal(e.to_string())
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
    // tokio-postgres prints a server error as just "db error": keep the
    // server's message (for logs; clients never see it).
    let detail = match e.as_db_error() {
        Some(db) => format!("{}: {} ({})", e, db.message(), db.code().code()),
        // The cause says what failed (a refused connection, a
        // certificate that did not verify).
        None => with_causes(&e),
    };
    if unavailable {
        StoreError::Unavailable(detail)
    } else {
        StoreError::Internal(detail)
    }
}
