//! Read-model writes on SQLite. Each runs in one IMMEDIATE transaction: the
//! write lock is taken before the checkpoint is read, so a check cannot go
//! stale (even against another process on the same file).

use super::read_models::{CHECKPOINT_COLUMNS, checkpoint, raw_checkpoint, time_text};
use super::{classify, internal};
use crate::read_models::{Checkpoint, ParkedEvent, ProjectionCommit, last_parked_per_position};
use crate::{Position, StoreError};
use chrono::Utc;
use rusqlite::{Connection, OptionalExtension, TransactionBehavior, params};

/// Generation 1, active, at position 0; a no-op once the projection has an
/// active generation (the partial unique index) or a generation 1 (the PK).
const CREATE_FIRST: &str = "
INSERT INTO projection_checkpoints (projection, generation, position, updated_at, active)
VALUES (?1, 1, 0, ?2, 1)
ON CONFLICT DO NOTHING";

pub(super) fn active_checkpoint(
    conn: &mut Connection,
    projection: &str,
) -> Result<Checkpoint, StoreError> {
    if let Some(found) = select_active(conn, projection)? {
        return Ok(found);
    }
    conn.prepare_cached(CREATE_FIRST)
        .and_then(|mut stmt| stmt.execute(params![projection, now()]))
        .map_err(classify)?;
    select_active(conn, projection)?.ok_or_else(|| {
        internal(format!(
            "projection {projection} has no active checkpoint after creating one"
        ))
    })
}

fn select_active(conn: &Connection, projection: &str) -> Result<Option<Checkpoint>, StoreError> {
    let sql = format!(
        "SELECT {CHECKPOINT_COLUMNS} FROM projection_checkpoints WHERE projection = ?1 AND active = 1"
    );
    let raw = conn
        .prepare_cached(&sql)
        .and_then(|mut stmt| stmt.query_row([projection], raw_checkpoint).optional())
        .map_err(classify)?;
    raw.map(checkpoint).transpose()
}

pub(super) fn commit(
    conn: &mut Connection,
    projection: &str,
    generation: i64,
    expected_position: Position,
    docs: Vec<(String, String)>,
    commit: ProjectionCommit,
) -> Result<(), StoreError> {
    if let Some(other) = commit.parked.iter().find(|p| p.projection != projection) {
        return Err(internal(format!(
            "parked event of projection {} in a commit of {projection}",
            other.projection
        )));
    }
    // An early return drops the transaction, which rolls it back.
    let tx = conn
        .transaction_with_behavior(TransactionBehavior::Immediate)
        .map_err(classify)?;
    let actual: Option<Position> = tx
        .prepare_cached(
            "SELECT position FROM projection_checkpoints WHERE projection = ?1 AND generation = ?2",
        )
        .and_then(|mut stmt| {
            stmt.query_row(params![projection, generation], |row| row.get(0))
                .optional()
        })
        .map_err(classify)?;
    let Some(actual) = actual else {
        return Err(internal(format!(
            "no checkpoint for projection {projection} generation {generation}"
        )));
    };
    if actual != expected_position {
        return Err(internal(format!(
            "checkpoint moved: projection {projection} generation {generation} is at \
             {actual}, expected {expected_position}"
        )));
    }
    {
        let (lows, highs) = crate::read_models::prefix_ranges(&commit.deleted_prefixes);
        let mut delete = tx
            .prepare_cached(
                "DELETE FROM read_models WHERE projection = ?1 AND generation = ?2 AND key >= ?3 AND key < ?4",
            )
            .map_err(classify)?;
        for (lo, hi) in lows.iter().zip(&highs) {
            delete
                .execute(params![projection, generation, lo, hi])
                .map_err(classify)?;
        }
    }
    upsert_docs(&tx, projection, generation, &docs)?;
    park(&tx, projection, commit.parked)?;
    {
        let mut unpark = tx
            .prepare_cached("DELETE FROM parked_events WHERE projection = ?1 AND position = ?2")
            .map_err(classify)?;
        for position in commit.unparked {
            unpark
                .execute(params![projection, position])
                .map_err(classify)?;
        }
    }
    tx.prepare_cached(
        "UPDATE projection_checkpoints SET position = ?3,
           event_recorded_at = coalesce(?4, event_recorded_at), updated_at = ?5
         WHERE projection = ?1 AND generation = ?2",
    )
    .and_then(|mut stmt| {
        stmt.execute(params![
            projection,
            generation,
            commit.position,
            commit.event_recorded_at.map(time_text),
            now(),
        ])
    })
    .map_err(classify)?;
    tx.commit().map_err(classify)
}

/// Rows per multi-row upsert: a batch's documents go in statements of
/// this many rows (then of [`SMALL_ROWS`], then one by one), each prepared
/// once per connection.
const ROWS: usize = 64;
const SMALL_ROWS: usize = 8;

/// `INSERT … VALUES (?1, ?2, ?3, ?4), (?1, ?2, ?5, ?6), …` for `rows` rows:
/// the projection and generation are shared, each row binds a key and a
/// document.
fn upsert_sql(rows: usize) -> String {
    let values: Vec<String> = (0..rows)
        .map(|i| format!("(?1, ?2, ?{}, ?{})", 2 * i + 3, 2 * i + 4))
        .collect();
    format!(
        "INSERT INTO read_models (projection, generation, key, doc) VALUES {}
         ON CONFLICT (projection, generation, key) DO UPDATE SET doc = excluded.doc",
        values.join(", ")
    )
}

/// Upserts the documents in multi-row statements. Keys are unique (the
/// caller keeps the last document per key), as a multi-row upsert needs.
fn upsert_docs(
    tx: &Connection,
    projection: &str,
    generation: i64,
    docs: &[(String, String)],
) -> Result<(), StoreError> {
    let mut rest = docs;
    for rows in [ROWS, SMALL_ROWS, 1] {
        if rest.len() < rows {
            continue;
        }
        let mut stmt = tx.prepare_cached(&upsert_sql(rows)).map_err(classify)?;
        while rest.len() >= rows {
            let (chunk, tail) = rest.split_at(rows);
            let mut values: Vec<&dyn rusqlite::ToSql> = Vec::with_capacity(2 + 2 * rows);
            values.push(&projection);
            values.push(&generation);
            for (key, doc) in chunk {
                values.push(key);
                values.push(doc);
            }
            stmt.execute(values.as_slice()).map_err(classify)?;
            rest = tail;
        }
    }
    Ok(())
}

/// A re-parked event keeps its first `parked_at` (as on Postgres).
fn park(tx: &Connection, projection: &str, parked: Vec<ParkedEvent>) -> Result<(), StoreError> {
    let mut stmt = tx
        .prepare_cached(
            "INSERT INTO parked_events
                 (projection, position, event_id, cycle_id, error, attempts, parked_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
             ON CONFLICT (projection, position)
             DO UPDATE SET error = excluded.error, attempts = excluded.attempts",
        )
        .map_err(classify)?;
    for event in last_parked_per_position(&parked) {
        stmt.execute(params![
            projection,
            event.position,
            event.event_id.to_string(),
            event.cycle_id.to_string(),
            event.error,
            event.attempts,
            time_text(event.parked_at),
        ])
        .map_err(classify)?;
    }
    Ok(())
}

pub(super) fn begin_rebuild(
    conn: &mut Connection,
    projection: &str,
    definition: u32,
) -> Result<i64, StoreError> {
    let tx = conn
        .transaction_with_behavior(TransactionBehavior::Immediate)
        .map_err(classify)?;
    // The active generation exists first, so the rebuild never takes 1.
    tx.execute(CREATE_FIRST, params![projection, now()])
        .map_err(classify)?;
    // Numbered before the discarded rebuild is deleted: numbers are never
    // reused, so its worker gets "no checkpoint" instead of writing here.
    let next: i64 = tx
        .query_row(
            "SELECT coalesce(max(generation), 0) + 1 FROM projection_checkpoints
             WHERE projection = ?1",
            [projection],
            |row| row.get(0),
        )
        .map_err(classify)?;
    tx.execute(
        "DELETE FROM read_models WHERE projection = ?1 AND generation IN (
             SELECT generation FROM projection_checkpoints WHERE projection = ?1 AND active = 0)",
        [projection],
    )
    .map_err(classify)?;
    tx.execute(
        "DELETE FROM projection_checkpoints WHERE projection = ?1 AND active = 0",
        [projection],
    )
    .map_err(classify)?;
    tx.execute(
        "INSERT INTO projection_checkpoints
             (projection, generation, position, updated_at, active, definition)
         VALUES (?1, ?2, 0, ?3, 0, ?4)",
        params![projection, next, now(), definition],
    )
    .map_err(classify)?;
    tx.commit().map_err(classify)?;
    Ok(next)
}

pub(super) fn activate(
    conn: &mut Connection,
    projection: &str,
    generation: i64,
) -> Result<(), StoreError> {
    let tx = conn
        .transaction_with_behavior(TransactionBehavior::Immediate)
        .map_err(classify)?;
    let exists = tx
        .query_row(
            "SELECT 1 FROM projection_checkpoints WHERE projection = ?1 AND generation = ?2",
            params![projection, generation],
            |_| Ok(()),
        )
        .optional()
        .map_err(classify)?
        .is_some();
    if !exists {
        return Err(internal(format!(
            "cannot activate projection {projection} generation {generation}: no such generation"
        )));
    }
    tx.execute(
        "DELETE FROM read_models WHERE projection = ?1 AND generation <> ?2",
        params![projection, generation],
    )
    .map_err(classify)?;
    // The old active row goes before the flag is set (one active per
    // projection is a unique index).
    tx.execute(
        "DELETE FROM projection_checkpoints WHERE projection = ?1 AND generation <> ?2",
        params![projection, generation],
    )
    .map_err(classify)?;
    tx.execute(
        "UPDATE projection_checkpoints SET active = 1 WHERE projection = ?1 AND generation = ?2",
        params![projection, generation],
    )
    .map_err(classify)?;
    tx.commit().map_err(classify)
}

fn now() -> String {
    time_text(Utc::now())
}
