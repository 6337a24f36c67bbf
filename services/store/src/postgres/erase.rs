//! Erasing a cycle: the tombstone, the blanked rows and the deleted
//! records, in one transaction (see [`crate::EventStore::erase`]).

use super::append::{CURRENT_VERSION, EventColumns, INSERT_EVENTS, stored_envelope};
use super::classify;
use crate::{ERASED_EVENT_TYPE, EraseRequest, StoreError};
use deadpool_postgres::Object;
use decision_events::EventEnvelope;
use tokio_postgres::error::SqlState;
use tokio_postgres::types::ToSql;

/// Rows of the stream up to the tombstone keep their place in the log and
/// lose everything else. `'{}'`, not NULL: the columns stay NOT NULL, so a
/// release that knows nothing of erasure still reads the table.
const BLANK_EVENTS: &str = "
UPDATE events SET event_type = $3, schema_version = 0, payload = '{}', metadata = '{}', erased = true
WHERE stream_id = $1 AND version <= $2 AND NOT erased";

pub(super) async fn erase(
    client: &mut Object,
    request: EraseRequest,
) -> Result<EventEnvelope, StoreError> {
    let cycle_id = request.cycle_id;
    let expected = request.expected_version as i64;
    let tx = client.transaction().await.map_err(classify)?;
    // The tombstone first: it is the transaction's first write (feed order
    // by xid, as for appends) and its guard is the version check.
    let insert = tx.prepare_cached(INSERT_EVENTS).await.map_err(classify)?;
    let events = std::slice::from_ref(&request.tombstone);
    let columns = EventColumns::new(events);
    let params: [&(dyn ToSql + Sync); 7] = [
        &cycle_id,
        &expected,
        &columns.ids,
        &columns.types,
        &columns.schema_versions,
        &columns.payloads,
        &columns.metadata,
    ];
    let rows = match tx.query(&insert, &params).await {
        Ok(rows) => rows,
        Err(e) if e.code() == Some(&SqlState::UNIQUE_VIOLATION) => Vec::new(),
        Err(e) => return Err(classify(e)),
    };
    let Some(row) = rows.first() else {
        drop(tx);
        let stmt = client
            .prepare_cached(CURRENT_VERSION)
            .await
            .map_err(classify)?;
        let actual: i64 = client
            .query_one(&stmt, &[&cycle_id])
            .await
            .map_err(classify)?
            .get(0);
        return Err(StoreError::VersionConflict {
            cycle_id,
            expected: request.expected_version,
            actual: actual as u64,
        });
    };
    let (position, version, recorded_at) = (row.get(0), row.get::<_, i64>(1), row.get(2));
    tx.execute(BLANK_EVENTS, &[&cycle_id, &expected, &ERASED_EVENT_TYPE])
        .await
        .map_err(classify)?;
    tx.execute(
        "DELETE FROM idempotency_keys WHERE stream_id = $1",
        &[&cycle_id],
    )
    .await
    .map_err(classify)?;
    tx.execute(
        "DELETE FROM parked_events WHERE cycle_id = $1",
        &[&cycle_id],
    )
    .await
    .map_err(classify)?;
    tx.commit().await.map_err(classify)?;
    Ok(stored_envelope(
        cycle_id,
        version as u64,
        position,
        recorded_at,
        request.tombstone,
    ))
}
