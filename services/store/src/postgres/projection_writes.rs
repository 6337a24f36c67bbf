//! Read-model writes on Postgres: first-use checkpoints, batch commits,
//! rebuilds and activation.

use super::read_models::{CHECKPOINT_COLUMNS, checkpoint_from_row, query};
use super::{classify, internal};
use crate::read_models::{
    Checkpoint, ProjectionCommit, last_doc_per_key, last_parked_per_position,
};
use crate::{Position, StoreError};
use chrono::{DateTime, Utc};
use deadpool_postgres::{GenericClient, Object, Transaction};
use serde_json::Value;
use tokio_postgres::Statement;
use tokio_postgres::types::ToSql;
use uuid::Uuid;

/// Generation 1, active, at position 0. DO NOTHING covers both a racing
/// first use (the PK) and a projection whose active generation is already
/// a later one (the partial unique index on active rows).
const CREATE_FIRST: &str = "
INSERT INTO projection_checkpoints (projection, generation, position, updated_at, active)
VALUES ($1, 1, 0, now(), true)
ON CONFLICT DO NOTHING";

/// Upserts a batch in one statement (keys are unique in it, see
/// [`last_doc_per_key`]).
const UPSERT_DOCS: &str = "
INSERT INTO read_models (projection, generation, key, doc)
SELECT $1, $2, d.key, d.doc FROM unnest($3::text[], $4::json[]) AS d(key, doc)
ON CONFLICT (projection, generation, key) DO UPDATE SET doc = EXCLUDED.doc";

/// A re-parked event keeps its first `parked_at`, so "oldest first" stays
/// the order in which events first failed.
const PARK: &str = "
INSERT INTO parked_events (projection, position, event_id, cycle_id, error, attempts, parked_at)
SELECT $1, p.* FROM unnest($2::bigint[], $3::uuid[], $4::uuid[], $5::text[], $6::int4[],
                           $7::timestamptz[]) AS p
ON CONFLICT (projection, position)
DO UPDATE SET error = EXCLUDED.error, attempts = EXCLUDED.attempts";

/// Moves the checkpoint if it is still where the batch started; a retry
/// passes its own position (the checkpoint stays) and no time.
const ADVANCE_CHECKPOINT: &str = "
UPDATE projection_checkpoints
SET position = $4, event_recorded_at = coalesce($5, event_recorded_at), updated_at = now()
WHERE projection = $1 AND generation = $2 AND position = $3";

/// Deletes every document under each prefix (`lo <= key < hi`, an index
/// range: see `prefix_end`), before the batch's upserts.
const DELETE_PREFIXES: &str = "
DELETE FROM read_models r USING unnest($3::text[], $4::text[]) AS p(lo, hi)
WHERE r.projection = $1 AND r.generation = $2 AND r.key >= p.lo AND r.key < p.hi";

const UNPARK: &str = "DELETE FROM parked_events WHERE projection = $1 AND position = ANY($2)";

/// Serializes `begin_rebuild` and `activate` per projection (class id
/// "dlrm" in ASCII; the two-int4 form never collides with the migrations'
/// one-bigint lock). Every statement after it sees what the previous holder
/// committed (READ COMMITTED takes a snapshot per statement).
const LOCK_PROJECTION: &str = "SELECT pg_advisory_xact_lock(1684828781, hashtext($1))";

pub(super) async fn active_checkpoint(
    client: &Object,
    projection: &str,
) -> Result<Checkpoint, StoreError> {
    let sql = format!(
        "SELECT {CHECKPOINT_COLUMNS} FROM projection_checkpoints WHERE projection = $1 AND active"
    );
    if let Some(row) = query(client, &sql, &[&projection]).await?.first() {
        return checkpoint_from_row(row);
    }
    // First use. A racing creator's insert makes ours wait for its commit
    // and then do nothing; the second SELECT (a new snapshot) sees its row.
    query(client, CREATE_FIRST, &[&projection]).await?;
    match query(client, &sql, &[&projection]).await?.first() {
        Some(row) => checkpoint_from_row(row),
        None => Err(internal(format!(
            "projection {projection} has no active checkpoint after creating one"
        ))),
    }
}

pub(super) async fn commit(
    client: &mut Object,
    projection: &str,
    generation: i64,
    expected_position: Position,
    commit: &ProjectionCommit,
) -> Result<(), StoreError> {
    if let Some(other) = commit.parked.iter().find(|p| p.projection != projection) {
        return Err(internal(format!(
            "parked event of projection {} in a commit of {projection}",
            other.projection
        )));
    }
    // An early return drops the transaction, which rolls it back.
    let tx = client.transaction().await.map_err(classify)?;
    // Prepared first (a no-op once cached): the statements below are then
    // sent in one go, and Postgres runs them in the order sent.
    let advance = tx
        .prepare_cached(ADVANCE_CHECKPOINT)
        .await
        .map_err(classify)?;
    let upsert = tx.prepare_cached(UPSERT_DOCS).await.map_err(classify)?;
    let delete = tx.prepare_cached(DELETE_PREFIXES).await.map_err(classify)?;
    let park_stmt = tx.prepare_cached(PARK).await.map_err(classify)?;
    let unpark = tx.prepare_cached(UNPARK).await.map_err(classify)?;
    // One round trip for the whole batch (`biased`: first polled, first
    // sent). The checkpoint row is locked first, as `activate` locks it
    // before deleting documents; if it had moved, the writes after it are
    // rolled back with the transaction. Read models are derived: a crash
    // may lose the last few commits (each whole, with its checkpoint) and
    // the worker redoes them, so the commit need not wait for the WAL
    // flush; appends keep theirs.
    let ProjectionCommit {
        docs,
        deleted_prefixes,
        parked,
        unparked,
        position,
        event_recorded_at,
    } = commit;
    let (lows, highs) = crate::read_models::prefix_ranges(deleted_prefixes);
    let (_, advanced, _, _, _, _) = tokio::try_join!(
        biased;
        async {
            tx.batch_execute("SET LOCAL synchronous_commit = off")
                .await
                .map_err(classify)
        },
        async {
            let params: [&(dyn ToSql + Sync); 5] = [
                &projection,
                &generation,
                &expected_position,
                &position,
                &event_recorded_at,
            ];
            tx.execute(&advance, &params).await.map_err(classify)
        },
        async {
            if !lows.is_empty() {
                let params: [&(dyn ToSql + Sync); 4] = [&projection, &generation, &lows, &highs];
                tx.execute(&delete, &params).await.map_err(classify)?;
            }
            Ok(())
        },
        upsert_docs(&tx, &upsert, projection, generation, docs),
        park(&tx, &park_stmt, projection, parked),
        async {
            if !unparked.is_empty() {
                tx.execute(&unpark, &[&projection, unparked])
                    .await
                    .map_err(classify)?;
            }
            Ok(())
        },
    )?;
    if advanced == 0 {
        return Err(not_advanced(&tx, projection, generation, expected_position).await);
    }
    tx.commit().await.map_err(classify)
}

/// Why [`ADVANCE_CHECKPOINT`] matched no row: the generation is gone, or
/// another commit moved its checkpoint.
async fn not_advanced(
    tx: &Transaction<'_>,
    projection: &str,
    generation: i64,
    expected_position: Position,
) -> StoreError {
    let rows = match query(
        tx,
        "SELECT position FROM projection_checkpoints WHERE projection = $1 AND generation = $2",
        &[&projection, &generation],
    )
    .await
    {
        Ok(rows) => rows,
        Err(e) => return e,
    };
    match rows.first().map(|row| row.try_get::<_, Position>(0)) {
        None => internal(format!(
            "no checkpoint for projection {projection} generation {generation}"
        )),
        Some(Ok(actual)) => internal(format!(
            "checkpoint moved: projection {projection} generation {generation} is at \
             {actual}, expected {expected_position}"
        )),
        Some(Err(e)) => internal(e),
    }
}

async fn upsert_docs(
    tx: &Transaction<'_>,
    stmt: &Statement,
    projection: &str,
    generation: i64,
    docs: &[(String, Value)],
) -> Result<(), StoreError> {
    if docs.is_empty() {
        return Ok(());
    }
    let (keys, docs): (Vec<&str>, Vec<&Value>) = last_doc_per_key(docs).into_iter().unzip();
    tx.execute(stmt, &[&projection, &generation, &keys, &docs])
        .await
        .map_err(classify)?;
    Ok(())
}

async fn park(
    tx: &Transaction<'_>,
    stmt: &Statement,
    projection: &str,
    parked: &[crate::read_models::ParkedEvent],
) -> Result<(), StoreError> {
    if parked.is_empty() {
        return Ok(());
    }
    let parked = last_parked_per_position(parked);
    let positions: Vec<Position> = parked.iter().map(|p| p.position).collect();
    let event_ids: Vec<Uuid> = parked.iter().map(|p| p.event_id).collect();
    let cycle_ids: Vec<Uuid> = parked.iter().map(|p| p.cycle_id).collect();
    let errors: Vec<&str> = parked.iter().map(|p| p.error.as_str()).collect();
    let attempts: Vec<i32> = parked.iter().map(|p| p.attempts).collect();
    let parked_at: Vec<DateTime<Utc>> = parked.iter().map(|p| p.parked_at).collect();
    let params: [&(dyn ToSql + Sync); 7] = [
        &projection,
        &positions,
        &event_ids,
        &cycle_ids,
        &errors,
        &attempts,
        &parked_at,
    ];
    tx.execute(stmt, &params).await.map_err(classify)?;
    Ok(())
}

pub(super) async fn begin_rebuild(
    client: &mut Object,
    projection: &str,
    definition: u32,
) -> Result<i64, StoreError> {
    let definition = i32::try_from(definition).map_err(internal)?;
    let tx = client.transaction().await.map_err(classify)?;
    query(&tx, LOCK_PROJECTION, &[&projection]).await?;
    // The active generation exists first, so the rebuild never takes
    // number 1 and first use cannot find an inactive generation 1.
    query(&tx, CREATE_FIRST, &[&projection]).await?;
    lock_checkpoints(&tx, projection).await?;
    // Numbered before the discarded rebuild is deleted: numbers are never
    // reused, so a worker still holding the discarded one gets "no
    // checkpoint" instead of writing into the new one.
    let next: i64 = one_value(
        &tx,
        "SELECT coalesce(max(generation), 0) + 1 FROM projection_checkpoints WHERE projection = $1",
        &[&projection],
    )
    .await?;
    query(
        &tx,
        "DELETE FROM read_models WHERE projection = $1 AND generation IN (
             SELECT generation FROM projection_checkpoints WHERE projection = $1 AND NOT active)",
        &[&projection],
    )
    .await?;
    query(
        &tx,
        "DELETE FROM projection_checkpoints WHERE projection = $1 AND NOT active",
        &[&projection],
    )
    .await?;
    query(
        &tx,
        "INSERT INTO projection_checkpoints
             (projection, generation, position, updated_at, active, definition)
         VALUES ($1, $2, 0, now(), false, $3)",
        &[&projection, &next, &definition],
    )
    .await?;
    tx.commit().await.map_err(classify)?;
    Ok(next)
}

/// One conditional statement: a commit that moves the checkpoint and an
/// activation that deletes the row both lock it first, so the condition is
/// checked against what they committed (READ COMMITTED re-reads a row it
/// waited for).
pub(super) async fn set_definition(
    client: &Object,
    projection: &str,
    generation: i64,
    definition: u32,
) -> Result<bool, StoreError> {
    let definition = i32::try_from(definition).map_err(internal)?;
    let stmt = client
        .prepare_cached(
            "UPDATE projection_checkpoints SET definition = $3
             WHERE projection = $1 AND generation = $2 AND active AND position = 0",
        )
        .await
        .map_err(classify)?;
    let stamped = client
        .execute(&stmt, &[&projection, &generation, &definition])
        .await
        .map_err(classify)?;
    Ok(stamped == 1)
}

pub(super) async fn activate(
    client: &mut Object,
    projection: &str,
    generation: i64,
) -> Result<(), StoreError> {
    let tx = client.transaction().await.map_err(classify)?;
    query(&tx, LOCK_PROJECTION, &[&projection]).await?;
    let generations = lock_checkpoints(&tx, projection).await?;
    if !generations.contains(&generation) {
        return Err(internal(format!(
            "cannot activate projection {projection} generation {generation}: no such generation"
        )));
    }
    query(
        &tx,
        "DELETE FROM read_models WHERE projection = $1 AND generation <> $2",
        &[&projection, &generation],
    )
    .await?;
    // Deleted before the flag is set: the partial unique index is checked
    // row by row, so the old active row must be gone first.
    query(
        &tx,
        "DELETE FROM projection_checkpoints WHERE projection = $1 AND generation <> $2",
        &[&projection, &generation],
    )
    .await?;
    query(
        &tx,
        "UPDATE projection_checkpoints SET active = true WHERE projection = $1 AND generation = $2",
        &[&projection, &generation],
    )
    .await?;
    tx.commit().await.map_err(classify)
}

/// Locks every checkpoint row of the projection, in generation order, and
/// returns their generations. Taken before any document is deleted: a
/// commit locks its checkpoint row before writing documents, so taking the
/// rows in the same order cannot deadlock with it (and a commit waiting on
/// a row deleted here then finds no checkpoint and fails).
async fn lock_checkpoints(tx: &Transaction<'_>, projection: &str) -> Result<Vec<i64>, StoreError> {
    let rows = query(
        tx,
        "SELECT generation FROM projection_checkpoints WHERE projection = $1
         ORDER BY generation FOR UPDATE",
        &[&projection],
    )
    .await?;
    rows.iter()
        .map(|row| row.try_get(0).map_err(internal))
        .collect()
}

async fn one_value<T>(
    client: &impl GenericClient,
    sql: &str,
    params: &[&(dyn ToSql + Sync)],
) -> Result<T, StoreError>
where
    T: for<'a> tokio_postgres::types::FromSql<'a>,
{
    let rows = query(client, sql, params).await?;
    let row = rows
        .first()
        .ok_or_else(|| internal("query returned no row"))?;
    row.try_get(0).map_err(internal)
}
