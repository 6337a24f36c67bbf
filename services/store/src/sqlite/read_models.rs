//! [`ReadModelStore`] on SQLite: the reads, and the trait wiring. The
//! writes are in `projection_writes`. Every call runs on the store's one
//! connection, so the statements of one call see one state of the file.

use super::projection_writes as writes;
use super::{SqliteStore, classify, internal, parse_uuid};
use crate::read_models::{
    Checkpoint, ParkedEvent, ProjectionCommit, ReadModelStore, ScanStart, last_doc_per_key,
    prefix_end, scan_start,
};
use crate::{Position, StoreError};
use async_trait::async_trait;
use chrono::{DateTime, SecondsFormat, Utc};
use rusqlite::{Connection, OptionalExtension, Row, params};
use serde_json::Value;

pub(super) const CHECKPOINT_COLUMNS: &str =
    "projection, generation, position, event_recorded_at, updated_at, active, definition";

const ACTIVE_GENERATION: &str =
    "(SELECT generation FROM projection_checkpoints WHERE projection = ?1 AND active = 1)";

#[async_trait]
impl ReadModelStore for SqliteStore {
    async fn active_checkpoint(&self, projection: &str) -> Result<Checkpoint, StoreError> {
        let projection = projection.to_owned();
        self.run(move |conn| writes::active_checkpoint(conn, &projection))
            .await
    }

    async fn checkpoints(&self, projection: &str) -> Result<Vec<Checkpoint>, StoreError> {
        let projection = projection.to_owned();
        self.run(move |conn| {
            let sql = format!(
                "SELECT {CHECKPOINT_COLUMNS} FROM projection_checkpoints
                 WHERE projection = ?1 ORDER BY generation"
            );
            let mut stmt = conn.prepare_cached(&sql).map_err(classify)?;
            let rows = stmt
                .query_map([&projection], raw_checkpoint)
                .map_err(classify)?;
            rows.map(|raw| checkpoint(raw.map_err(classify)?)).collect()
        })
        .await
    }

    async fn load_docs(
        &self,
        projection: &str,
        generation: i64,
        keys: &[String],
    ) -> Result<Vec<(String, Value)>, StoreError> {
        let projection = projection.to_owned();
        let mut keys = keys.to_vec();
        // Key order, each key once (as Postgres' ORDER BY key gives).
        keys.sort_unstable();
        keys.dedup();
        self.run(move |conn| {
            let mut stmt = conn
                .prepare_cached(
                    "SELECT doc FROM read_models
                     WHERE projection = ?1 AND generation = ?2 AND key = ?3",
                )
                .map_err(classify)?;
            let mut found = Vec::new();
            for key in keys {
                let doc: Option<String> = stmt
                    .query_row(params![projection, generation, key], |row| row.get(0))
                    .optional()
                    .map_err(classify)?;
                if let Some(doc) = doc {
                    found.push((key, parse_doc(&doc)?));
                }
            }
            Ok(found)
        })
        .await
    }

    async fn commit(
        &self,
        projection: &str,
        generation: i64,
        expected_position: Position,
        commit: &ProjectionCommit,
    ) -> Result<(), StoreError> {
        let projection = projection.to_owned();
        // The connection runs on its own thread: it gets owned text.
        let docs: Vec<(String, String)> = last_doc_per_key(&commit.docs)
            .into_iter()
            .map(|(key, doc)| (key.to_owned(), doc.to_string()))
            .collect();
        let rest = ProjectionCommit {
            docs: Vec::new(),
            deleted_prefixes: commit.deleted_prefixes.clone(),
            parked: commit.parked.clone(),
            unparked: commit.unparked.clone(),
            position: commit.position,
            event_recorded_at: commit.event_recorded_at,
        };
        self.run(move |conn| {
            writes::commit(conn, &projection, generation, expected_position, docs, rest)
        })
        .await
    }

    async fn get_doc(&self, projection: &str, key: &str) -> Result<Option<Value>, StoreError> {
        let (projection, key) = (projection.to_owned(), key.to_owned());
        self.run(move |conn| {
            let sql = format!(
                "SELECT doc FROM read_models
                 WHERE projection = ?1 AND generation = {ACTIVE_GENERATION} AND key = ?2"
            );
            let doc: Option<String> = conn
                .prepare_cached(&sql)
                .and_then(|mut stmt| {
                    stmt.query_row([&projection, &key], |row| row.get(0))
                        .optional()
                })
                .map_err(classify)?;
            doc.as_deref().map(parse_doc).transpose()
        })
        .await
    }

    async fn scan_docs(
        &self,
        projection: &str,
        prefix: &str,
        after_key: Option<&str>,
        limit: usize,
    ) -> Result<Vec<(String, Value)>, StoreError> {
        let (start_op, start) = match scan_start(prefix, after_key) {
            ScanStart::AtOrAfter(key) => (">=", key.to_owned()),
            ScanStart::After(key) => (">", key.to_owned()),
        };
        let end = prefix_end(prefix);
        let projection = projection.to_owned();
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        self.run(move |conn| {
            // Bounds on the key alone: one range of the primary key, in
            // BINARY (bytewise) order.
            let end_clause = if end.is_some() { "AND key < ?4" } else { "" };
            let sql = format!(
                "SELECT key, doc FROM read_models
                 WHERE projection = ?1 AND generation = {ACTIVE_GENERATION}
                   AND key {start_op} ?2 {end_clause}
                 ORDER BY key LIMIT ?3"
            );
            let mut stmt = conn.prepare_cached(&sql).map_err(classify)?;
            let decode = |row: &Row<'_>| Ok((row.get::<_, String>(0)?, row.get::<_, String>(1)?));
            let rows = match &end {
                Some(end) => stmt.query_map(params![projection, start, limit, end], decode),
                None => stmt.query_map(params![projection, start, limit], decode),
            }
            .map_err(classify)?;
            rows.map(|row| {
                let (key, doc) = row.map_err(classify)?;
                Ok((key, parse_doc(&doc)?))
            })
            .collect()
        })
        .await
    }

    async fn begin_rebuild(&self, projection: &str, definition: u32) -> Result<i64, StoreError> {
        let projection = projection.to_owned();
        self.run(move |conn| writes::begin_rebuild(conn, &projection, definition))
            .await
    }

    async fn set_definition(
        &self,
        projection: &str,
        generation: i64,
        definition: u32,
    ) -> Result<bool, StoreError> {
        let projection = projection.to_owned();
        self.run(move |conn| {
            // One statement: its condition and its write see one state.
            let stamped = conn
                .prepare_cached(
                    "UPDATE projection_checkpoints SET definition = ?3
                     WHERE projection = ?1 AND generation = ?2 AND active = 1 AND position = 0",
                )
                .and_then(|mut stmt| stmt.execute(params![projection, generation, definition]))
                .map_err(classify)?;
            Ok(stamped == 1)
        })
        .await
    }

    async fn activate(&self, projection: &str, generation: i64) -> Result<(), StoreError> {
        let projection = projection.to_owned();
        self.run(move |conn| writes::activate(conn, &projection, generation))
            .await
    }

    async fn parked(&self, projection: &str) -> Result<Vec<ParkedEvent>, StoreError> {
        let projection = projection.to_owned();
        self.run(move |conn| parked(conn, &projection)).await
    }

    async fn unpark(&self, projection: &str, position: Position) -> Result<(), StoreError> {
        let projection = projection.to_owned();
        self.run(move |conn| {
            conn.prepare_cached(
                "DELETE FROM parked_events WHERE projection = ?1 AND position = ?2",
            )
            .and_then(|mut stmt| stmt.execute(params![projection, position]))
            .map_err(classify)?;
            Ok(())
        })
        .await
    }

    /// Appends hold the connection's mutex through their commit, so
    /// positions are in commit order and the feed is position order.
    async fn has_passed(&self, checkpoint: Position, target: Position) -> Result<bool, StoreError> {
        Ok(target == 0 || target <= checkpoint)
    }

    async fn head(&self) -> Result<Option<(Position, DateTime<Utc>)>, StoreError> {
        self.run(|conn| {
            let head: Option<(Position, String)> = conn
                .prepare_cached(
                    "SELECT position, recorded_at FROM events ORDER BY position DESC LIMIT 1",
                )
                .and_then(|mut stmt| {
                    stmt.query_row([], |row| Ok((row.get(0)?, row.get(1)?)))
                        .optional()
                })
                .map_err(classify)?;
            head.map(|(position, at)| Ok((position, parse_time(&at)?)))
                .transpose()
        })
        .await
    }
}

fn parked(conn: &Connection, projection: &str) -> Result<Vec<ParkedEvent>, StoreError> {
    type Raw = (String, Position, String, String, String, i32, String);
    let mut stmt = conn
        .prepare_cached(
            "SELECT projection, position, event_id, cycle_id, error, attempts, parked_at
             FROM parked_events WHERE projection = ?1 ORDER BY parked_at, position",
        )
        .map_err(classify)?;
    let rows = stmt
        .query_map([projection], |row| {
            Ok::<Raw, _>((
                row.get(0)?,
                row.get(1)?,
                row.get(2)?,
                row.get(3)?,
                row.get(4)?,
                row.get(5)?,
                row.get(6)?,
            ))
        })
        .map_err(classify)?;
    rows.map(|raw| {
        let (projection, position, event_id, cycle_id, error, attempts, parked_at) =
            raw.map_err(classify)?;
        Ok(ParkedEvent {
            projection,
            position,
            event_id: parse_uuid(&event_id)?,
            cycle_id: parse_uuid(&cycle_id)?,
            error,
            attempts,
            parked_at: parse_time(&parked_at)?,
        })
    })
    .collect()
}

/// Columns of [`CHECKPOINT_COLUMNS`], decoded outside rusqlite's error type.
pub(super) type RawCheckpoint = (String, i64, Position, Option<String>, String, bool, i64);

pub(super) fn raw_checkpoint(row: &Row<'_>) -> rusqlite::Result<RawCheckpoint> {
    Ok((
        row.get(0)?,
        row.get(1)?,
        row.get(2)?,
        row.get(3)?,
        row.get(4)?,
        row.get(5)?,
        row.get(6)?,
    ))
}

pub(super) fn checkpoint(raw: RawCheckpoint) -> Result<Checkpoint, StoreError> {
    let (projection, generation, position, event_recorded_at, updated_at, active, definition) = raw;
    Ok(Checkpoint {
        projection,
        generation,
        position,
        event_recorded_at: event_recorded_at.as_deref().map(parse_time).transpose()?,
        updated_at: parse_time(&updated_at)?,
        active,
        definition: u32::try_from(definition).map_err(internal)?,
    })
}

/// Times are stored as in the events table: RFC 3339 with microseconds
/// (what Postgres keeps, so both stores round-trip the same value).
pub(super) fn time_text(time: DateTime<Utc>) -> String {
    time.to_rfc3339_opts(SecondsFormat::Micros, true)
}

fn parse_time(text: &str) -> Result<DateTime<Utc>, StoreError> {
    Ok(DateTime::parse_from_rfc3339(text)
        .map_err(internal)?
        .with_timezone(&Utc))
}

fn parse_doc(text: &str) -> Result<Value, StoreError> {
    serde_json::from_str(text).map_err(internal)
}
