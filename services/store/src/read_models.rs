//! The read-model port: projections' documents, checkpoints and parked
//! events, in the same database as the events.
//!
//! Documents are JSON values under string keys, grouped by projection and
//! *generation*: the API reads the active generation while a rebuild fills
//! the next one from position 0; activating it swaps them atomically.

use crate::{Position, StoreError};
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use serde_json::Value;
use uuid::Uuid;

/// Where a projection generation is in the feed.
#[derive(Debug, Clone, PartialEq)]
pub struct Checkpoint {
    pub projection: String,
    pub generation: i64,
    /// The position of the last event processed (0: none yet). Feed order
    /// is commit order, so compare positions with [`ReadModelStore::has_passed`].
    pub position: Position,
    /// When the last processed event was recorded (lag in seconds).
    pub event_recorded_at: Option<DateTime<Utc>>,
    pub updated_at: DateTime<Utc>,
    pub active: bool,
}

/// An event a projection could not apply.
#[derive(Debug, Clone, PartialEq)]
pub struct ParkedEvent {
    pub projection: String,
    pub position: Position,
    pub event_id: Uuid,
    pub cycle_id: Uuid,
    pub error: String,
    pub attempts: i32,
    pub parked_at: DateTime<Utc>,
}

/// One batch's effect, written atomically.
#[derive(Debug, Clone, Default)]
pub struct ProjectionCommit {
    /// Documents to upsert.
    pub docs: Vec<(String, Value)>,
    /// Events parked in this batch.
    pub parked: Vec<ParkedEvent>,
    /// The new checkpoint: the last event of the batch.
    pub position: Position,
    pub event_recorded_at: Option<DateTime<Utc>>,
}

#[async_trait]
pub trait ReadModelStore: Send + Sync + 'static {
    /// The active generation's checkpoint, created (generation 1, position
    /// 0) on first use.
    async fn active_checkpoint(&self, projection: &str) -> Result<Checkpoint, StoreError>;

    /// Every generation's checkpoint of a projection (the active one and a
    /// rebuild in progress, if any).
    async fn checkpoints(&self, projection: &str) -> Result<Vec<Checkpoint>, StoreError>;

    /// The documents stored under `keys` in a generation (missing ones are
    /// left out).
    async fn load_docs(
        &self,
        projection: &str,
        generation: i64,
        keys: &[String],
    ) -> Result<Vec<(String, Value)>, StoreError>;

    /// Upserts the documents, records parked events and moves the
    /// generation's checkpoint to `commit.position`, in one transaction.
    /// Fails with `Internal` if the checkpoint is not at `expected_position`
    /// (another worker moved it): nothing is written then.
    async fn commit(
        &self,
        projection: &str,
        generation: i64,
        expected_position: Position,
        commit: ProjectionCommit,
    ) -> Result<(), StoreError>;

    /// One document of the active generation.
    async fn get_doc(&self, projection: &str, key: &str) -> Result<Option<Value>, StoreError>;

    /// Documents of the active generation whose key starts with `prefix`,
    /// in key order (bytewise), after `after_key` if given, at most `limit`.
    async fn scan_docs(
        &self,
        projection: &str,
        prefix: &str,
        after_key: Option<&str>,
        limit: usize,
    ) -> Result<Vec<(String, Value)>, StoreError>;

    /// Starts a rebuild: a new, inactive generation at position 0 (an
    /// unfinished earlier rebuild is discarded). Returns its number.
    async fn begin_rebuild(&self, projection: &str) -> Result<i64, StoreError>;

    /// Makes `generation` the active one and deletes the others' documents
    /// and checkpoints, in one transaction.
    async fn activate(&self, projection: &str, generation: i64) -> Result<(), StoreError>;

    /// Parked events of a projection, oldest first.
    async fn parked(&self, projection: &str) -> Result<Vec<ParkedEvent>, StoreError>;

    /// Removes a parked event (after a successful retry).
    async fn unpark(&self, projection: &str, position: Position) -> Result<(), StoreError>;

    /// True once a reader whose checkpoint is `checkpoint` has processed the
    /// event at `target` (feed order, not position order). `target` 0 is
    /// always passed.
    async fn has_passed(&self, checkpoint: Position, target: Position) -> Result<bool, StoreError>;

    /// The latest event's position and recorded time of the whole store
    /// (lag = distance from a checkpoint to this).
    async fn head(&self) -> Result<Option<(Position, DateTime<Utc>)>, StoreError>;
}
