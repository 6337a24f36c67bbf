//! [`ReadModelStore`] on Postgres: the reads, and the trait wiring. The
//! writes (commit, rebuild, activation) are in `projection_writes`.

use super::projection_writes as writes;
use super::{PgStore, classify, internal};
use crate::read_models::{
    Checkpoint, ParkedEvent, ProjectionCommit, ReadModelStore, ScanStart, prefix_end, scan_start,
};
use crate::{Position, StoreError};
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use deadpool_postgres::GenericClient;
use serde_json::Value;
use tokio_postgres::Row;
use tokio_postgres::types::{ToSql, Type};

pub(super) const CHECKPOINT_COLUMNS: &str =
    "projection, generation, position, event_recorded_at, updated_at, active, definition";

/// The active generation of `$1`, as a scalar subquery: evaluated once per
/// statement, so a read sees one generation even while `activate` commits.
const ACTIVE_GENERATION: &str =
    "(SELECT generation FROM projection_checkpoints WHERE projection = $1 AND active)";

/// Feed order is (transaction_id, position), so "passed" compares that
/// pair. Both events must be visible: an uncommitted target has not been
/// passed, and checkpoint 0 (no event) has passed nothing.
const HAS_PASSED: &str = "
SELECT EXISTS (
    SELECT 1 FROM events t, events c
    WHERE t.position = $2 AND c.position = $1
      AND (t.transaction_id, t.position) <= (c.transaction_id, c.position))";

#[async_trait]
impl ReadModelStore for PgStore {
    async fn active_checkpoint(&self, projection: &str) -> Result<Checkpoint, StoreError> {
        writes::active_checkpoint(&self.client().await?, projection).await
    }

    async fn checkpoints(&self, projection: &str) -> Result<Vec<Checkpoint>, StoreError> {
        let sql = format!(
            "SELECT {CHECKPOINT_COLUMNS} FROM projection_checkpoints
             WHERE projection = $1 ORDER BY generation"
        );
        let rows = query(&self.client().await?, &sql, &[&projection]).await?;
        rows.iter().map(checkpoint_from_row).collect()
    }

    async fn load_docs(
        &self,
        projection: &str,
        generation: i64,
        keys: &[String],
    ) -> Result<Vec<(String, Value)>, StoreError> {
        if keys.is_empty() {
            return Ok(Vec::new());
        }
        // Unnamed (planned with these values each time), not prepared: a
        // cached generic plan made while the table was small filters every
        // document of the projection instead of probing the keys (7–18 ms
        // a batch under load on a fresh database, until autovacuum analyzes).
        let rows = self
            .client()
            .await?
            .query_typed(
                "SELECT key, doc FROM read_models
                 WHERE projection = $1 AND generation = $2 AND key = ANY($3)
                 ORDER BY key",
                &[
                    (&projection, Type::TEXT),
                    (&generation, Type::INT8),
                    (&keys, Type::TEXT_ARRAY),
                ],
            )
            .await
            .map_err(classify)?;
        rows.iter().map(doc_from_row).collect()
    }

    async fn commit(
        &self,
        projection: &str,
        generation: i64,
        expected_position: Position,
        commit: &ProjectionCommit,
    ) -> Result<(), StoreError> {
        let mut client = self.client().await?;
        writes::commit(
            &mut client,
            projection,
            generation,
            expected_position,
            commit,
        )
        .await
    }

    async fn get_doc(&self, projection: &str, key: &str) -> Result<Option<Value>, StoreError> {
        let sql = format!(
            "SELECT doc FROM read_models
             WHERE projection = $1 AND generation = {ACTIVE_GENERATION} AND key = $2"
        );
        let rows = query(&self.client().await?, &sql, &[&projection, &key]).await?;
        rows.first()
            .map(|row| row.try_get(0).map_err(internal))
            .transpose()
    }

    async fn get_doc_with_position(
        &self,
        projection: &str,
        key: &str,
    ) -> Result<(Position, Option<Value>), StoreError> {
        let rows = query(
            &self.client().await?,
            "SELECT c.position, d.doc FROM projection_checkpoints c
             LEFT JOIN read_models d
               ON d.projection = c.projection AND d.generation = c.generation AND d.key = $2
             WHERE c.projection = $1 AND c.active",
            &[&projection, &key],
        )
        .await?;
        match rows.first() {
            Some(row) => Ok((
                row.try_get(0).map_err(internal)?,
                row.try_get(1).map_err(internal)?,
            )),
            // First use: no checkpoint yet (creating it is the slow path).
            None => {
                let checkpoint = self.active_checkpoint(projection).await?;
                Ok((checkpoint.position, self.get_doc(projection, key).await?))
            }
        }
    }

    async fn scan_docs(
        &self,
        projection: &str,
        prefix: &str,
        after_key: Option<&str>,
        limit: usize,
    ) -> Result<Vec<(String, Value)>, StoreError> {
        if limit == 0 {
            return Ok(Vec::new());
        }
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        // Both bounds are plain comparisons on the key column, so the scan is
        // one range of the primary key index, stopped by the LIMIT.
        let (start_op, start) = match scan_start(prefix, after_key) {
            ScanStart::AtOrAfter(key) => (">=", key),
            ScanStart::After(key) => (">", key),
        };
        let end = prefix_end(prefix);
        let end_clause = if end.is_some() { "AND key < $4" } else { "" };
        let sql = format!(
            "SELECT key, doc FROM read_models
             WHERE projection = $1 AND generation = {ACTIVE_GENERATION}
               AND key {start_op} $2 {end_clause}
             ORDER BY key LIMIT $3"
        );
        let client = self.client().await?;
        let rows = match &end {
            Some(end) => query(&client, &sql, &[&projection, &start, &limit, end]).await?,
            None => query(&client, &sql, &[&projection, &start, &limit]).await?,
        };
        rows.iter().map(doc_from_row).collect()
    }

    async fn begin_rebuild(&self, projection: &str, definition: u32) -> Result<i64, StoreError> {
        writes::begin_rebuild(&mut self.client().await?, projection, definition).await
    }

    async fn set_definition(
        &self,
        projection: &str,
        generation: i64,
        definition: u32,
    ) -> Result<bool, StoreError> {
        writes::set_definition(&self.client().await?, projection, generation, definition).await
    }

    async fn activate(&self, projection: &str, generation: i64) -> Result<(), StoreError> {
        writes::activate(&mut self.client().await?, projection, generation).await
    }

    async fn parked(&self, projection: &str) -> Result<Vec<ParkedEvent>, StoreError> {
        let rows = query(
            &self.client().await?,
            "SELECT projection, position, event_id, cycle_id, error, attempts, parked_at
             FROM parked_events WHERE projection = $1 ORDER BY parked_at, position",
            &[&projection],
        )
        .await?;
        rows.iter().map(parked_from_row).collect()
    }

    async fn unpark(&self, projection: &str, position: Position) -> Result<(), StoreError> {
        let client = self.client().await?;
        let stmt = client
            .prepare_cached("DELETE FROM parked_events WHERE projection = $1 AND position = $2")
            .await
            .map_err(classify)?;
        client
            .execute(&stmt, &[&projection, &position])
            .await
            .map_err(classify)?;
        Ok(())
    }

    async fn has_passed(&self, checkpoint: Position, target: Position) -> Result<bool, StoreError> {
        if target == 0 {
            return Ok(true);
        }
        let rows = query(&self.client().await?, HAS_PASSED, &[&checkpoint, &target]).await?;
        let row = rows
            .first()
            .ok_or_else(|| internal("EXISTS returned no row"))?;
        row.try_get(0).map_err(internal)
    }

    async fn head(&self) -> Result<Option<(Position, DateTime<Utc>)>, StoreError> {
        let rows = query(
            &self.client().await?,
            "SELECT position, recorded_at FROM events ORDER BY position DESC LIMIT 1",
            &[],
        )
        .await?;
        rows.first()
            .map(|row| {
                Ok((
                    row.try_get(0).map_err(internal)?,
                    row.try_get(1).map_err(internal)?,
                ))
            })
            .transpose()
    }
}

/// Runs a cached prepared statement on a connection or a transaction.
pub(super) async fn query(
    client: &impl GenericClient,
    sql: &str,
    params: &[&(dyn ToSql + Sync)],
) -> Result<Vec<Row>, StoreError> {
    let stmt = client.prepare_cached(sql).await.map_err(classify)?;
    client.query(&stmt, params).await.map_err(classify)
}

/// Decodes a row selected with [`CHECKPOINT_COLUMNS`].
pub(super) fn checkpoint_from_row(row: &Row) -> Result<Checkpoint, StoreError> {
    Ok(Checkpoint {
        projection: row.try_get(0).map_err(internal)?,
        generation: row.try_get(1).map_err(internal)?,
        position: row.try_get(2).map_err(internal)?,
        event_recorded_at: row.try_get(3).map_err(internal)?,
        updated_at: row.try_get(4).map_err(internal)?,
        active: row.try_get(5).map_err(internal)?,
        definition: u32::try_from(row.try_get::<_, i32>(6).map_err(internal)?).map_err(internal)?,
    })
}

fn doc_from_row(row: &Row) -> Result<(String, Value), StoreError> {
    Ok((
        row.try_get(0).map_err(internal)?,
        row.try_get(1).map_err(internal)?,
    ))
}

fn parked_from_row(row: &Row) -> Result<ParkedEvent, StoreError> {
    Ok(ParkedEvent {
        projection: row.try_get(0).map_err(internal)?,
        position: row.try_get(1).map_err(internal)?,
        event_id: row.try_get(2).map_err(internal)?,
        cycle_id: row.try_get(3).map_err(internal)?,
        error: row.try_get(4).map_err(internal)?,
        attempts: row.try_get(5).map_err(internal)?,
        parked_at: row.try_get(6).map_err(internal)?,
    })
}
