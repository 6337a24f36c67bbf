//! The embedded event store: one SQLite file in a data directory.
//!
//! One connection behind a mutex: SQLite has one writer anyway, and holding
//! the mutex across a whole append makes commit order equal position order,
//! which is what keeps the plain `position > after` feed gap-safe.

mod projection_writes;
mod read_models;

use crate::{AppendRequest, EventStore, IdempotencyRecord, Position, StoreError};
use async_trait::async_trait;
use chrono::{DateTime, SecondsFormat, SubsecRound, Utc};
use decision_events::{EventEnvelope, EventTypes, NewEvent};
use rusqlite::{Connection, ErrorCode, OptionalExtension, Row, TransactionBehavior, params};
use serde_json::value::RawValue;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use uuid::Uuid;

/// The database file inside the data directory.
pub const DB_FILE: &str = "decisions.db";

/// Event store on a SQLite file. Cheap to clone.
#[derive(Debug, Clone)]
pub struct SqliteStore {
    conn: Arc<Mutex<Connection>>,
    path: PathBuf,
    max_event_bytes: usize,
}

impl SqliteStore {
    /// Opens (creating if needed) `data_dir/decisions.db` and migrates it.
    /// Blocking: call at startup, or from `spawn_blocking`.
    pub fn open(data_dir: &Path) -> Result<SqliteStore, StoreError> {
        std::fs::create_dir_all(data_dir).map_err(|e| {
            StoreError::Unavailable(format!("creating {}: {e}", data_dir.display()))
        })?;
        let path = data_dir.join(DB_FILE);
        owner_only(&path)?;
        let mut conn = Connection::open(&path).map_err(classify)?;
        configure(&conn)?;
        crate::migrations::apply_sqlite(&mut conn)?;
        Ok(SqliteStore {
            conn: Arc::new(Mutex::new(conn)),
            path,
            max_event_bytes: crate::guard::DEFAULT_MAX_EVENT_BYTES,
        })
    }

    /// The largest event (payload plus metadata as JSON) an append may
    /// hold; larger ones are refused before anything is written.
    pub fn with_max_event_bytes(mut self, max_event_bytes: usize) -> SqliteStore {
        self.max_event_bytes = max_event_bytes;
        self
    }

    /// The database file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Runs `f` on the connection off the async runtime.
    async fn run<T, F>(&self, f: F) -> Result<T, StoreError>
    where
        T: Send + 'static,
        F: FnOnce(&mut Connection) -> Result<T, StoreError> + Send + 'static,
    {
        let conn = Arc::clone(&self.conn);
        tokio::task::spawn_blocking(move || {
            // A panic mid-transaction rolled it back when the transaction
            // dropped, so a poisoned connection is still consistent.
            let mut conn = conn.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            f(&mut conn)
        })
        .await
        .map_err(|e| StoreError::Internal(format!("sqlite task failed: {e}")))?
    }
}

/// The database file readable by its owner only (0600), created so before
/// SQLite opens it: SQLite gives the WAL and shared-memory files the
/// database file's mode, so they are 0600 too. A file an earlier release
/// left readable by others (and its WAL and SHM) is narrowed.
#[cfg(unix)]
fn owner_only(path: &Path) -> Result<(), StoreError> {
    use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
    let failed = |e: std::io::Error| StoreError::Unavailable(format!("{}: {e}", path.display()));
    match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path)
    {
        Ok(_) => return Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
        Err(e) => return Err(failed(e)),
    }
    let mut files = vec![path.to_path_buf()];
    for suffix in ["-wal", "-shm"] {
        let mut name = path.as_os_str().to_owned();
        name.push(suffix);
        files.push(PathBuf::from(name));
    }
    for file in files {
        let Ok(meta) = std::fs::metadata(&file) else {
            continue;
        };
        if meta.permissions().mode() & 0o077 != 0 {
            std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o600))
                .map_err(failed)?;
            tracing::warn!(file = %file.display(), "narrowed to mode 0600 (owner only)");
        }
    }
    Ok(())
}

#[cfg(not(unix))]
fn owner_only(_path: &Path) -> Result<(), StoreError> {
    Ok(())
}

fn configure(conn: &Connection) -> Result<(), StoreError> {
    let mode: String = conn
        .pragma_update_and_check(None, "journal_mode", "WAL", |row| row.get(0))
        .map_err(classify)?;
    if !mode.eq_ignore_ascii_case("wal") {
        return Err(StoreError::Internal(format!(
            "sqlite refused WAL mode (got {mode})"
        )));
    }
    // FULL: the WAL is synced at every commit, so an acknowledged append
    // survives a killed process or a power cut.
    conn.pragma_update(None, "synchronous", "FULL")
        .map_err(classify)?;
    let synchronous: i64 = conn
        .pragma_query_value(None, "synchronous", |row| row.get(0))
        .map_err(classify)?;
    if synchronous != 2 {
        return Err(StoreError::Internal(format!(
            "sqlite synchronous is {synchronous}, not FULL (2)"
        )));
    }
    // Freed space (a deleted row, the old copy of an updated one, a freed
    // page) is overwritten with zeros, so an erased cycle's bytes do not
    // linger in the file (issue 19).
    conn.pragma_update(None, "secure_delete", "ON")
        .map_err(classify)?;
    conn.busy_timeout(Duration::from_secs(5))
        .map_err(classify)?;
    // Every statement the store prepares stays prepared (the default keeps
    // 16; the store has more, the multi-row upserts among them).
    conn.set_prepared_statement_cache_capacity(64);
    Ok(())
}

const SELECT_COLUMNS: &str = "position, stream_id, version, event_id, event_type, schema_version, payload, metadata, recorded_at";

#[async_trait]
impl EventStore for SqliteStore {
    async fn append(&self, request: AppendRequest) -> Result<Vec<EventEnvelope>, StoreError> {
        crate::guard::check(&request, self.max_event_bytes)?;
        self.run(move |conn| append(conn, request)).await
    }

    async fn read_stream(
        &self,
        cycle_id: Uuid,
        after_version: u64,
    ) -> Result<Vec<EventEnvelope>, StoreError> {
        self.run(move |conn| {
            let sql = format!(
                "SELECT {SELECT_COLUMNS} FROM events WHERE stream_id = ?1 AND version > ?2 AND erased = 0 ORDER BY version"
            );
            let mut stmt = conn.prepare_cached(&sql).map_err(classify)?;
            let rows = stmt
                .query_map(params![cycle_id.to_string(), i64::try_from(after_version).unwrap_or(i64::MAX)], decode)
                .map_err(classify)?;
            collect(rows)
        })
        .await
    }

    async fn read_stream_page_of_type(
        &self,
        cycle_id: Uuid,
        event_type: &'static str,
        after: Position,
        limit: usize,
    ) -> Result<Vec<EventEnvelope>, StoreError> {
        self.run(move |conn| {
            let sql = format!(
                "SELECT {SELECT_COLUMNS} FROM events WHERE stream_id = ?1 AND event_type = ?2 \
                 AND position > ?3 AND erased = 0 ORDER BY version LIMIT ?4"
            );
            let mut stmt = conn.prepare_cached(&sql).map_err(classify)?;
            let limit = i64::try_from(limit).unwrap_or(i64::MAX);
            let rows = stmt
                .query_map(
                    params![cycle_id.to_string(), event_type, after, limit],
                    decode,
                )
                .map_err(classify)?;
            collect(rows)
        })
        .await
    }

    async fn read_stream_page(
        &self,
        cycle_id: Uuid,
        after_version: u64,
        page: crate::StreamPage,
    ) -> Result<Vec<EventEnvelope>, StoreError> {
        self.run(move |conn| {
            // The row loop stops at the byte bound: SQLite reads rows as
            // they are stepped, so the rest of the page is never loaded.
            let sql = format!(
                "SELECT {SELECT_COLUMNS}, length(CAST(payload AS BLOB)) + length(CAST(metadata AS BLOB)) \
                 FROM events WHERE stream_id = ?1 AND version > ?2 AND erased = 0 \
                 ORDER BY version LIMIT ?3"
            );
            let mut stmt = conn.prepare_cached(&sql).map_err(classify)?;
            let limit = i64::try_from(page.events.max(1)).unwrap_or(i64::MAX);
            let mut rows = stmt
                .query(params![
                    cycle_id.to_string(),
                    // A version past i64 is past every stream.
                    i64::try_from(after_version).unwrap_or(i64::MAX),
                    limit
                ])
                .map_err(classify)?;
            let mut events = Vec::new();
            let mut bytes = 0usize;
            while let Some(row) = rows.next().map_err(classify)? {
                if !events.is_empty() && bytes >= page.bytes {
                    break;
                }
                let size: i64 = row.get(9).map_err(classify)?;
                events.push(envelope(decode(row).map_err(classify)?)?);
                bytes = bytes.saturating_add(usize::try_from(size).unwrap_or(usize::MAX));
            }
            Ok(events)
        })
        .await
    }

    async fn stream_tip(&self, cycle_id: Uuid) -> Result<Option<crate::StreamTip>, StoreError> {
        self.run(move |conn| {
            let mut stmt = conn
                .prepare_cached(
                    "SELECT version, position, event_type FROM events \
                     WHERE stream_id = ?1 AND erased = 0 ORDER BY version DESC LIMIT 1",
                )
                .map_err(classify)?;
            let mut rows = stmt
                .query(params![cycle_id.to_string()])
                .map_err(classify)?;
            let Some(row) = rows.next().map_err(classify)? else {
                return Ok(None);
            };
            Ok(Some(crate::StreamTip {
                version: row.get::<_, i64>(0).map_err(classify)? as u64,
                position: row.get(1).map_err(classify)?,
                event_type: row.get(2).map_err(classify)?,
            }))
        })
        .await
    }

    async fn read_stream_head(&self, cycle_id: Uuid) -> Result<Option<EventEnvelope>, StoreError> {
        self.run(move |conn| {
            let sql =
                format!(
                "SELECT {SELECT_COLUMNS} FROM events WHERE stream_id = ?1 AND version = 1 AND erased = 0"
            );
            let mut stmt = conn.prepare_cached(&sql).map_err(classify)?;
            let rows = stmt
                .query_map(params![cycle_id.to_string()], decode)
                .map_err(classify)?;
            Ok(collect(rows)?.into_iter().next())
        })
        .await
    }

    async fn find_idempotent(
        &self,
        cycle_id: Uuid,
        key: &str,
    ) -> Result<Option<IdempotencyRecord>, StoreError> {
        let key = key.to_owned();
        self.run(move |conn| find_idempotent(conn, cycle_id, &key))
            .await
    }

    async fn read_feed(
        &self,
        after: Position,
        limit: usize,
    ) -> Result<Vec<EventEnvelope>, StoreError> {
        self.run(move |conn| {
            let mut stmt = feed_statement(conn, after)?;
            let limit = i64::try_from(limit).unwrap_or(i64::MAX);
            let rows = stmt
                .query_map(params![after, limit], decode)
                .map_err(classify)?;
            collect(rows)
        })
        .await
    }

    async fn read_feed_of_types(
        &self,
        after: Position,
        limit: usize,
        types: EventTypes,
    ) -> Result<crate::FeedPage, StoreError> {
        self.run(move |conn| {
            let mut stmt = feed_statement(conn, after)?;
            let limit = i64::try_from(limit).unwrap_or(i64::MAX);
            let mut rows = stmt.query(params![after, limit]).map_err(classify)?;
            let mut page = crate::FeedPage::default();
            while let Some(row) = rows.next().map_err(classify)? {
                let event_type: String = row.get(4).map_err(classify)?;
                if types.contains(&event_type) {
                    let event = envelope(decode(row).map_err(classify)?)?;
                    page.reached = Some((event.position, event.recorded_at));
                    page.positions.push(event.position);
                    page.events.push(event);
                } else {
                    let position = row.get(0).map_err(classify)?;
                    let at: String = row.get(8).map_err(classify)?;
                    page.reached = Some((position, parse_time(&at)?));
                    page.positions.push(position);
                }
            }
            Ok(page)
        })
        .await
    }

    async fn ping(&self) -> Result<(), StoreError> {
        self.run(|conn| conn.query_row("SELECT 1", [], |_| Ok(())).map_err(classify))
            .await
    }

    async fn last_position(&self) -> Result<Position, StoreError> {
        self.run(|conn| {
            conn.prepare_cached("SELECT coalesce(max(position), 0) FROM events")
                .and_then(|mut stmt| stmt.query_row([], |row| row.get(0)))
                .map_err(classify)
        })
        .await
    }

    async fn erase(&self, request: crate::EraseRequest) -> Result<EventEnvelope, StoreError> {
        self.run(move |conn| erase(conn, request)).await
    }

    async fn scrub(&self) -> Result<(), StoreError> {
        self.run(|conn| {
            // The connection is ours alone (behind the mutex), so no reader
            // holds an old snapshot and the checkpoint can copy every frame
            // back and truncate the WAL to zero bytes.
            let (busy, _, _): (i64, i64, i64) = conn
                .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |row| {
                    Ok((row.get(0)?, row.get(1)?, row.get(2)?))
                })
                .map_err(classify)?;
            match busy {
                0 => Ok(()),
                _ => Err(StoreError::Unavailable(
                    "the WAL checkpoint was blocked by another connection to the database file"
                        .into(),
                )),
            }
        })
        .await
    }

    async fn expire_idempotency_keys(
        &self,
        before: DateTime<Utc>,
        limit: usize,
    ) -> Result<usize, StoreError> {
        let before = before.to_rfc3339_opts(SecondsFormat::Micros, true);
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        self.run(move |conn| {
            conn.prepare_cached(
                "DELETE FROM idempotency_keys WHERE (stream_id, key) IN (
                     SELECT stream_id, key FROM idempotency_keys WHERE created_at < ?1 LIMIT ?2)",
            )
            .and_then(|mut stmt| stmt.execute(params![before, limit]))
            .map_err(classify)
        })
        .await
    }
}

/// Checks and writes under one IMMEDIATE transaction (the write lock is
/// taken before the version is read, so the check cannot go stale).
fn append(conn: &mut Connection, request: AppendRequest) -> Result<Vec<EventEnvelope>, StoreError> {
    let cycle_id = request.cycle_id;
    let tx = conn
        .transaction_with_behavior(TransactionBehavior::Immediate)
        .map_err(classify)?;
    // A used key wins over the version clash it would cause (as in Postgres).
    if let Some(record) = &request.idempotency
        && find_idempotent(&tx, cycle_id, &record.key)?.is_some()
    {
        return Err(StoreError::DuplicateIdempotencyKey {
            cycle_id,
            key: record.key.clone(),
        });
    }
    expect_version(&tx, cycle_id, request.expected_version)?;
    // Truncated to what the column keeps, so the returned envelope equals
    // the one read back later.
    let recorded_at = Utc::now().trunc_subsecs(6);
    let recorded_text = recorded_at.to_rfc3339_opts(SecondsFormat::Micros, true);
    let mut stored = Vec::with_capacity(request.events.len());
    for (index, event) in request.events.into_iter().enumerate() {
        let version = request.expected_version + 1 + index as u64;
        let position = insert_event(&tx, cycle_id, version, &event, &recorded_text)?;
        stored.push(EventEnvelope {
            event_id: event.event_id,
            cycle_id,
            version,
            position,
            event_type: event.event_type.to_owned(),
            schema_version: event.schema_version,
            recorded_at,
            payload: event.payload,
            metadata: event.metadata,
        });
    }
    if let Some(record) = &request.idempotency {
        tx.prepare_cached(
            "INSERT INTO idempotency_keys (stream_id, key, invocation_id, response, created_at, fingerprint)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        )
        .and_then(|mut stmt| {
            stmt.execute(params![
                cycle_id.to_string(),
                record.key,
                record.invocation_id.to_string(),
                record.response.get(),
                recorded_text,
                record.fingerprint,
            ])
        })
        .map_err(classify)?;
    }
    tx.commit().map_err(classify)?;
    Ok(stored)
}

/// `VersionConflict` unless the stream is at `expected` (inside the
/// append's or the erasure's transaction).
fn expect_version(
    tx: &rusqlite::Transaction<'_>,
    cycle_id: Uuid,
    expected: u64,
) -> Result<(), StoreError> {
    let actual: i64 = tx
        .prepare_cached("SELECT coalesce(max(version), 0) FROM events WHERE stream_id = ?1")
        .and_then(|mut stmt| stmt.query_row([cycle_id.to_string()], |row| row.get(0)))
        .map_err(classify)?;
    if actual as u64 != expected {
        return Err(StoreError::VersionConflict {
            cycle_id,
            expected,
            actual: actual as u64,
        });
    }
    Ok(())
}

/// See [`EventStore::erase`]: one IMMEDIATE transaction, so the version
/// read cannot go stale.
fn erase(conn: &mut Connection, request: crate::EraseRequest) -> Result<EventEnvelope, StoreError> {
    let cycle_id = request.cycle_id;
    let tx = conn
        .transaction_with_behavior(TransactionBehavior::Immediate)
        .map_err(classify)?;
    expect_version(&tx, cycle_id, request.expected_version)?;
    let recorded_at = Utc::now().trunc_subsecs(6);
    let recorded_text = recorded_at.to_rfc3339_opts(SecondsFormat::Micros, true);
    let version = request.expected_version + 1;
    let event = request.tombstone;
    let position = insert_event(&tx, cycle_id, version, &event, &recorded_text)?;
    let id = cycle_id.to_string();
    tx.execute(
        "UPDATE events SET event_type = ?3, schema_version = 0, payload = '{}', metadata = '{}', erased = 1
         WHERE stream_id = ?1 AND version <= ?2 AND erased = 0",
        params![id, request.expected_version as i64, crate::ERASED_EVENT_TYPE],
    )
    .map_err(classify)?;
    tx.execute("DELETE FROM idempotency_keys WHERE stream_id = ?1", [&id])
        .map_err(classify)?;
    tx.execute("DELETE FROM parked_events WHERE cycle_id = ?1", [&id])
        .map_err(classify)?;
    tx.commit().map_err(classify)?;
    Ok(EventEnvelope {
        event_id: event.event_id,
        cycle_id,
        version,
        position,
        event_type: event.event_type.to_owned(),
        schema_version: event.schema_version,
        recorded_at,
        payload: event.payload,
        metadata: event.metadata,
    })
}

fn insert_event(
    tx: &rusqlite::Transaction<'_>,
    cycle_id: Uuid,
    version: u64,
    event: &NewEvent,
    recorded_at: &str,
) -> Result<Position, StoreError> {
    let metadata = crate::metadata_json(&event.metadata);
    tx.prepare_cached(
        "INSERT INTO events (stream_id, version, event_id, event_type, schema_version,
                             payload, metadata, recorded_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) RETURNING position",
    )
    .and_then(|mut stmt| {
        stmt.query_row(
            params![
                cycle_id.to_string(),
                version as i64,
                event.event_id.to_string(),
                event.event_type,
                event.schema_version,
                event.payload.to_string(),
                metadata.to_string(),
                recorded_at,
            ],
            |row| row.get(0),
        )
    })
    .map_err(|e| match unique_violation(&e) {
        Some(message) if message.contains("events.event_id") => StoreError::DuplicateEventId {
            event_id: event.event_id,
        },
        _ => classify(e),
    })
}

fn find_idempotent(
    conn: &Connection,
    cycle_id: Uuid,
    key: &str,
) -> Result<Option<IdempotencyRecord>, StoreError> {
    let found = conn
        .prepare_cached(
            "SELECT invocation_id, response, fingerprint FROM idempotency_keys
             WHERE stream_id = ?1 AND key = ?2",
        )
        .and_then(|mut stmt| {
            stmt.query_row(params![cycle_id.to_string(), key], |row| {
                Ok((
                    row.get::<_, String>(0)?,
                    row.get::<_, String>(1)?,
                    row.get::<_, Option<String>>(2)?,
                ))
            })
            .optional()
        })
        .map_err(classify)?;
    let Some((invocation_id, response, fingerprint)) = found else {
        return Ok(None);
    };
    Ok(Some(IdempotencyRecord {
        key: key.to_owned(),
        invocation_id: parse_uuid(&invocation_id)?,
        response: RawValue::from_string(response).map_err(internal)?,
        fingerprint,
    }))
}

/// The feed's page after `after`, prepared (params: `after`, limit);
/// `UnknownPosition` if no event has that position.
fn feed_statement(
    conn: &rusqlite::Connection,
    after: Position,
) -> Result<rusqlite::CachedStatement<'_>, StoreError> {
    if after != 0 {
        let known = conn
            .prepare_cached("SELECT 1 FROM events WHERE position = ?1")
            .and_then(|mut stmt| stmt.exists([after]))
            .map_err(classify)?;
        if !known {
            return Err(StoreError::UnknownPosition(after));
        }
    }
    let sql = format!(
        "SELECT {SELECT_COLUMNS} FROM events WHERE position > ?1 AND erased = 0 ORDER BY position LIMIT ?2"
    );
    conn.prepare_cached(&sql).map_err(classify)
}

/// Raw columns of one row; decoded outside rusqlite's error type.
type RawRow = (
    i64,
    String,
    i64,
    String,
    String,
    i64,
    String,
    String,
    String,
);

fn decode(row: &Row<'_>) -> rusqlite::Result<RawRow> {
    Ok((
        row.get(0)?,
        row.get(1)?,
        row.get(2)?,
        row.get(3)?,
        row.get(4)?,
        row.get(5)?,
        row.get(6)?,
        row.get(7)?,
        row.get(8)?,
    ))
}

fn collect(
    rows: impl Iterator<Item = rusqlite::Result<RawRow>>,
) -> Result<Vec<EventEnvelope>, StoreError> {
    rows.map(|row| envelope(row.map_err(classify)?)).collect()
}

fn envelope(raw: RawRow) -> Result<EventEnvelope, StoreError> {
    let (position, stream_id, version, event_id, event_type, schema_version, payload, metadata, at) =
        raw;
    Ok(EventEnvelope {
        event_id: parse_uuid(&event_id)?,
        cycle_id: parse_uuid(&stream_id)?,
        version: version as u64,
        position,
        event_type,
        schema_version: schema_version as u32,
        recorded_at: parse_time(&at)?,
        payload: serde_json::from_str(&payload).map_err(internal)?,
        metadata: serde_json::from_str(&metadata).map_err(internal)?,
    })
}

fn parse_time(text: &str) -> Result<DateTime<Utc>, StoreError> {
    Ok(DateTime::parse_from_rfc3339(text)
        .map_err(internal)?
        .with_timezone(&Utc))
}

fn parse_uuid(text: &str) -> Result<Uuid, StoreError> {
    Uuid::parse_str(text).map_err(internal)
}

fn internal(e: impl std::fmt::Display) -> StoreError {
    StoreError::Internal(e.to_string())
}

/// The message of a UNIQUE constraint failure ("UNIQUE constraint failed: t.c").
fn unique_violation(e: &rusqlite::Error) -> Option<&str> {
    match e {
        rusqlite::Error::SqliteFailure(err, Some(message))
            if err.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_UNIQUE =>
        {
            Some(message)
        }
        _ => None,
    }
}

/// Lock contention and I/O trouble are `Unavailable`; the rest `Internal`.
pub(crate) fn classify(e: rusqlite::Error) -> StoreError {
    let unavailable = matches!(
        e.sqlite_error_code(),
        Some(
            ErrorCode::DatabaseBusy
                | ErrorCode::DatabaseLocked
                | ErrorCode::CannotOpen
                | ErrorCode::SystemIoFailure
                | ErrorCode::DiskFull
        )
    );
    if unavailable {
        StoreError::Unavailable(e.to_string())
    } else {
        StoreError::Internal(e.to_string())
    }
}

#[cfg(all(test, unix))]
mod file_mode_tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    fn mode(path: &Path) -> u32 {
        std::fs::metadata(path).unwrap().permissions().mode() & 0o777
    }

    #[test]
    fn the_database_its_wal_and_shm_are_owner_only() {
        let dir = crate::testing::temp_data_dir("sqlite_mode");
        let store = SqliteStore::open(&dir).unwrap();
        let db = store.path().to_path_buf();
        let wal = dir.join(format!("{DB_FILE}-wal"));
        let shm = dir.join(format!("{DB_FILE}-shm"));
        for file in [&db, &wal, &shm] {
            assert_eq!(mode(file), 0o600, "{}", file.display());
        }
        drop(store);
        // A file an earlier release left world-readable is narrowed.
        std::fs::set_permissions(&db, std::fs::Permissions::from_mode(0o644)).unwrap();
        let store = SqliteStore::open(&dir).unwrap();
        assert_eq!(mode(&db), 0o600);
        drop(store);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
