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
    /// The projection's definition (`Projection::version`) the generation
    /// was built with; 1 for generations from before definitions existed.
    pub definition: u32,
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
    /// Every document whose key starts with one of these is deleted, before
    /// the upserts (an erased cycle's views). Empty prefixes are ignored.
    pub deleted_prefixes: Vec<String>,
    /// Events parked in this batch.
    pub parked: Vec<ParkedEvent>,
    /// Parked events applied now (a retry): no longer parked.
    pub unparked: Vec<Position>,
    /// The new checkpoint: the last event of the batch.
    pub position: Position,
    /// When that event was recorded; `None` keeps the stored time (a retry
    /// does not move the checkpoint).
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
    /// left out), in key order (bytewise), each key once.
    async fn load_docs(
        &self,
        projection: &str,
        generation: i64,
        keys: &[String],
    ) -> Result<Vec<(String, Value)>, StoreError>;

    /// Upserts the documents, records parked events and moves the
    /// generation's checkpoint to `commit.position`, in one transaction.
    /// Fails with `Internal` if the checkpoint is not at `expected_position`
    /// (another worker moved it) or the generation no longer exists (a
    /// rebuild was discarded or superseded): nothing is written then.
    ///
    /// A key repeated in `commit.docs` keeps its last document. Parked
    /// events are keyed by (projection, position), shared by all
    /// generations: parking an already parked position replaces its error
    /// and attempts and keeps its first `parked_at`.
    async fn commit(
        &self,
        projection: &str,
        generation: i64,
        expected_position: Position,
        commit: &ProjectionCommit,
    ) -> Result<(), StoreError>;

    /// One document of the active generation.
    async fn get_doc(&self, projection: &str, key: &str) -> Result<Option<Value>, StoreError>;

    /// The active checkpoint's position and one document of that
    /// generation: what a read without a wait needs, in one query where the
    /// store can (this default takes two).
    async fn get_doc_with_position(
        &self,
        projection: &str,
        key: &str,
    ) -> Result<(Position, Option<Value>), StoreError> {
        let checkpoint = self.active_checkpoint(projection).await?;
        Ok((checkpoint.position, self.get_doc(projection, key).await?))
    }

    /// Documents of the active generation whose key starts with `prefix`,
    /// in key order (bytewise), after `after_key` if given, at most `limit`.
    async fn scan_docs(
        &self,
        projection: &str,
        prefix: &str,
        after_key: Option<&str>,
        limit: usize,
    ) -> Result<Vec<(String, Value)>, StoreError>;

    /// Starts a rebuild: a new, inactive generation at position 0, built
    /// with `definition` (an unfinished earlier rebuild is discarded).
    /// Returns its number, which is higher than any generation the
    /// projection has (so a discarded rebuild's worker cannot write into
    /// the new one). Creates the active generation first if the projection
    /// has none yet.
    async fn begin_rebuild(&self, projection: &str, definition: u32) -> Result<i64, StoreError>;

    /// Records that the active `generation`, still empty (position 0), is
    /// built with `definition`: an empty generation needs no rebuild (a
    /// fresh database, whose first `active_checkpoint` created generation 1
    /// with definition 1). Returns false, changing nothing, when
    /// `generation` is no longer active or its checkpoint has moved (a
    /// worker committed, a rebuild was activated): its documents may then
    /// be of another definition, so the caller reads the checkpoint again.
    async fn set_definition(
        &self,
        projection: &str,
        generation: i64,
        definition: u32,
    ) -> Result<bool, StoreError>;

    /// Makes `generation` the active one and deletes the others' documents
    /// and checkpoints, in one transaction. Fails with `Internal`, changing
    /// nothing, if the generation does not exist.
    async fn activate(&self, projection: &str, generation: i64) -> Result<(), StoreError>;

    /// Parked events of a projection, oldest first (by `parked_at`, then
    /// position).
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

/// The smallest string above every string that starts with `prefix`, in
/// bytewise (UTF-8, code point) order; `None` when no string is (an empty
/// prefix, or one of only `char::MAX`). `key >= prefix AND key < end` is
/// then exactly "starts with prefix" and an index range, whatever bytes the
/// keys hold (no `LIKE` escaping, no assumption that keys avoid `~`).
pub(crate) fn prefix_end(prefix: &str) -> Option<String> {
    let mut chars: Vec<char> = prefix.chars().collect();
    while let Some(last) = chars.pop() {
        // The next scalar value; surrogates are not chars, so skip them.
        let next = match last as u32 {
            0xD7FF => Some('\u{E000}'),
            code => char::from_u32(code + 1),
        };
        if let Some(next) = next {
            chars.push(next);
            return Some(chars.into_iter().collect());
        }
    }
    None
}

/// The deleted prefixes as `[lo, hi)` key ranges (one pair per prefix;
/// `hi` is the largest scalar value for a prefix of only `char::MAX`).
pub(crate) fn prefix_ranges(prefixes: &[String]) -> (Vec<String>, Vec<String>) {
    prefixes
        .iter()
        .filter(|p| !p.is_empty())
        .map(|p| {
            let hi = prefix_end(p).unwrap_or_else(|| char::MAX.to_string().repeat(p.len() + 1));
            (p.clone(), hi)
        })
        .unzip()
}

/// Where a key scan starts: after `after_key` if that is inside or past the
/// prefix range, else at the prefix itself.
pub(crate) enum ScanStart<'a> {
    AtOrAfter(&'a str),
    After(&'a str),
}

pub(crate) fn scan_start<'a>(prefix: &'a str, after_key: Option<&'a str>) -> ScanStart<'a> {
    match after_key {
        Some(after) if after >= prefix => ScanStart::After(after),
        _ => ScanStart::AtOrAfter(prefix),
    }
}

/// The documents of a commit with each key once, its last document winning
/// (one Postgres upsert statement cannot touch a row twice).
pub(crate) fn last_doc_per_key(docs: &[(String, Value)]) -> Vec<(&str, &Value)> {
    let mut by_key = std::collections::BTreeMap::new();
    for (key, doc) in docs {
        by_key.insert(key.as_str(), doc);
    }
    by_key.into_iter().collect()
}

/// The parked events of a commit with each position once, the last winning.
pub(crate) fn last_parked_per_position(parked: &[ParkedEvent]) -> Vec<&ParkedEvent> {
    let mut by_position = std::collections::BTreeMap::new();
    for event in parked {
        by_position.insert(event.position, event);
    }
    by_position.into_values().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefix_end_bounds_exactly_the_prefixed_keys() {
        assert_eq!(prefix_end(""), None);
        assert_eq!(
            prefix_end("invocation/a/").as_deref(),
            Some("invocation/a0")
        );
        assert_eq!(prefix_end("a~").as_deref(), Some("a\u{7f}"));
        assert_eq!(prefix_end("a\u{D7FF}").as_deref(), Some("a\u{E000}"));
        assert_eq!(prefix_end("ab\u{10FFFF}").as_deref(), Some("ac"));
        assert_eq!(prefix_end("\u{10FFFF}"), None);
        let end = prefix_end("p/").unwrap();
        for inside in ["p/", "p/~", "p/\u{7f}", "p/é", "p/\u{10FFFF}\u{10FFFF}"] {
            assert!(inside < end.as_str(), "{inside:?}");
        }
        assert!("p0" >= end.as_str());
    }

    #[test]
    fn scans_start_after_a_key_only_inside_the_range() {
        assert!(matches!(scan_start("b/", None), ScanStart::AtOrAfter("b/")));
        assert!(matches!(
            scan_start("b/", Some("a")),
            ScanStart::AtOrAfter("b/")
        ));
        assert!(matches!(
            scan_start("b/", Some("b/1")),
            ScanStart::After("b/1")
        ));
        assert!(matches!(
            scan_start("b/", Some("b/")),
            ScanStart::After("b/")
        ));
    }

    #[test]
    fn the_last_doc_per_key_wins() {
        let docs = vec![
            ("b".to_owned(), Value::from(1)),
            ("a".to_owned(), Value::from(2)),
            ("b".to_owned(), Value::from(3)),
        ];
        assert_eq!(
            last_doc_per_key(&docs),
            [("a", &Value::from(2)), ("b", &Value::from(3))]
        );
    }
}
