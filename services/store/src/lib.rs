//! Event stores: the durable log of every cycle's events.
//!
//! * [`EventStore`] — the port the service uses: append with optimistic
//!   concurrency and idempotency, read one stream, read the global feed.
//! * [`postgres::PgStore`] — production store (tokio-postgres + deadpool).
//! * [`sqlite::SqliteStore`] — embedded store, one SQLite file in a data
//!   directory, used when no database is configured.
//!
//! Both pass the same contract suite (`tests/contract.rs`).
//!
//! Architecture invariant: this crate knows nothing of the domain beyond the
//! event envelope; it never interprets payloads.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use decision_events::{EventEnvelope, EventTypes, NewEvent};
use serde_json::Value;
use serde_json::value::RawValue;
use uuid::Uuid;

pub mod guard;
pub mod migrations;
pub mod postgres;
pub mod read_models;
pub mod sqlite;
pub mod testing;

/// A position in the global feed. Positions are unique and never reused,
/// but the feed is ordered by commit (see [`EventStore::read_feed`]), so a
/// later page may hold a lower position than an earlier one.
pub type Position = i64;

/// A page of the feed holding only some event types
/// ([`EventStore::read_feed_of_types`]).
#[derive(Debug, Clone, Default)]
pub struct FeedPage {
    /// The page's events of the asked types, in feed order.
    pub events: Vec<EventEnvelope>,
    /// The last event the page passed, kept or not, with its time: the
    /// next page starts after it. `None`: the feed has nothing more yet.
    pub reached: Option<(Position, DateTime<Utc>)>,
    /// The positions of every event the page passed, kept or not, in feed
    /// order (a read-your-writes wait may name any of them).
    pub positions: Vec<Position>,
}

impl From<Vec<EventEnvelope>> for FeedPage {
    /// A page that kept every event it passed.
    fn from(events: Vec<EventEnvelope>) -> FeedPage {
        FeedPage {
            reached: events.last().map(|e| (e.position, e.recorded_at)),
            positions: events.iter().map(|e| e.position).collect(),
            events,
        }
    }
}

/// How much of a stream one [`EventStore::read_stream_page`] returns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StreamPage {
    /// At most this many events.
    pub events: usize,
    /// At most this many bytes of payload and metadata (JSON text), but
    /// always at least one event.
    pub bytes: usize,
}

impl StreamPage {
    /// What the service's long reads (history, export, time travel) take
    /// at once: a megabyte, or a few hundred ordinary events.
    pub const DEFAULT: StreamPage = StreamPage {
        events: 256,
        bytes: 1024 * 1024,
    };
}

/// The last event of a stream ([`EventStore::stream_tip`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StreamTip {
    pub version: u64,
    pub position: Position,
    pub event_type: String,
}

/// One append: all events land in one transaction, or none do.
#[derive(Debug, Clone)]
pub struct AppendRequest {
    pub cycle_id: Uuid,
    /// The stream version the caller decided on (0: the stream must not exist).
    pub expected_version: u64,
    /// Events to append, in order; they get versions expected_version+1, …
    pub events: Vec<NewEvent>,
    /// When set, the response is stored under (cycle_id, key) in the same
    /// transaction; a second append with the same key fails with
    /// [`StoreError::DuplicateIdempotencyKey`] and appends nothing.
    pub idempotency: Option<IdempotencyRecord>,
}

/// What a retried call with the same idempotency key gets back.
#[derive(Debug, Clone)]
pub struct IdempotencyRecord {
    pub key: String,
    pub invocation_id: Uuid,
    /// The full HTTP response body (and anything else the caller needs to
    /// answer the retry exactly as the first time), as JSON text: the
    /// store gives back the bytes it was given.
    pub response: Box<RawValue>,
    /// What identifies the request the key was first used with (a digest
    /// of its route, body and caller); `None` for records written before
    /// keys were bound to requests.
    pub fingerprint: Option<String>,
}

impl PartialEq for IdempotencyRecord {
    fn eq(&self, other: &Self) -> bool {
        (
            &self.key,
            self.invocation_id,
            self.response.get(),
            &self.fingerprint,
        ) == (
            &other.key,
            other.invocation_id,
            other.response.get(),
            &other.fingerprint,
        )
    }
}

/// An erasure: the tombstone and the version it follows.
#[derive(Debug, Clone)]
pub struct EraseRequest {
    pub cycle_id: Uuid,
    /// The stream version the erasure covers; the tombstone follows it.
    pub expected_version: u64,
    /// The `CycleErased` event, appended at `expected_version + 1`.
    pub tombstone: NewEvent,
}

/// What an erased event's row keeps of its type: nothing.
pub const ERASED_EVENT_TYPE: &str = "Erased";

#[derive(Debug, Clone, thiserror::Error)]
pub enum StoreError {
    /// Another writer appended to the stream first: reload and decide again.
    #[error("cycle {cycle_id} is at version {actual}, expected {expected}")]
    VersionConflict {
        cycle_id: Uuid,
        expected: u64,
        actual: u64,
    },
    /// The idempotency key was already used on this cycle: fetch its record.
    #[error("idempotency key already used on cycle {cycle_id}")]
    DuplicateIdempotencyKey { cycle_id: Uuid, key: String },
    /// An event id in the append is already stored (or repeated in it):
    /// nothing was appended. Ids derive from the invocation id, so this is
    /// a replayed invocation that did not carry its idempotency key.
    #[error("event {event_id} is already stored")]
    DuplicateEventId { event_id: Uuid },
    /// `read_feed` was given a position that no event has.
    #[error("no event at position {0}")]
    UnknownPosition(Position),
    /// The store will not keep this append (too large, or text no store
    /// keeps): nothing was written. See [`guard`].
    #[error("the store refuses this append: {0}")]
    Refused(String),
    /// The database cannot be reached right now (retry later).
    #[error("event store unavailable: {0}")]
    Unavailable(String),
    /// Anything else: a bug or a broken database. Never shown to clients.
    #[error("event store failure: {0}")]
    Internal(String),
}

#[async_trait]
pub trait EventStore: Send + Sync + 'static {
    /// Appends atomically; returns the stored envelopes (versions, positions
    /// and `recorded_at` filled in).
    async fn append(&self, request: AppendRequest) -> Result<Vec<EventEnvelope>, StoreError>;

    /// The events of one cycle with version > `after_version`, in version order.
    /// An unknown cycle gives an empty list.
    async fn read_stream(
        &self,
        cycle_id: Uuid,
        after_version: u64,
    ) -> Result<Vec<EventEnvelope>, StoreError>;

    /// One page of a cycle's stream: the events with version >
    /// `after_version`, in version order, at most `page.events` of them and
    /// no more than `page.bytes` of payload and metadata (as JSON text) —
    /// but always the next event if there is one, whatever its size. A
    /// reader walks a long stream this way holding one page at a time.
    /// An unknown cycle gives none.
    async fn read_stream_page(
        &self,
        cycle_id: Uuid,
        after_version: u64,
        page: StreamPage,
    ) -> Result<Vec<EventEnvelope>, StoreError>;

    /// The last event of a cycle's stream (its version, position and type,
    /// not its payload), or `None` for an unknown cycle. An erased cycle's
    /// is its tombstone.
    async fn stream_tip(&self, cycle_id: Uuid) -> Result<Option<StreamTip>, StoreError>;

    /// Up to `limit` events of one cycle of type `event_type` after
    /// position `after` (0: from the start), in stream order: one kind of
    /// a cycle's events, a page at a time (the invocation log is its
    /// `ToolInvocationRecorded` events). An unknown cycle gives none.
    async fn read_stream_page_of_type(
        &self,
        cycle_id: Uuid,
        event_type: &'static str,
        after: Position,
        limit: usize,
    ) -> Result<Vec<EventEnvelope>, StoreError>;

    /// The first event of a cycle's stream (its `CycleCreated`, which names
    /// the owner), or `None` for an unknown cycle.
    async fn read_stream_head(&self, cycle_id: Uuid) -> Result<Option<EventEnvelope>, StoreError>;

    /// The record stored with an idempotency key on a cycle, if any.
    async fn find_idempotent(
        &self,
        cycle_id: Uuid,
        key: &str,
    ) -> Result<Option<IdempotencyRecord>, StoreError>;

    /// Deletes up to `limit` idempotency records written before `before`
    /// (their keys have expired); returns how many. Each call is one short
    /// transaction, so sweeping never holds appends up for long.
    async fn expire_idempotency_keys(
        &self,
        before: chrono::DateTime<chrono::Utc>,
        limit: usize,
    ) -> Result<usize, StoreError>;

    /// Up to `limit` events of the global feed that come after the event at
    /// position `after` (0: from the start), in commit order.
    ///
    /// Gap-safe: an event is returned only once every transaction that could
    /// still commit an event before it in this order has finished, so a
    /// reader that pages with the last position it saw never skips an event
    /// and never waits on a gap that will not fill.
    async fn read_feed(
        &self,
        after: Position,
        limit: usize,
    ) -> Result<Vec<EventEnvelope>, StoreError>;

    /// [`EventStore::read_feed`] keeping only events of `types`: up to
    /// `limit` events are passed and the others dropped without decoding
    /// their payloads, so a reader of few types (a projection) does not
    /// parse the rest. Same order and gap-safety.
    async fn read_feed_of_types(
        &self,
        after: Position,
        limit: usize,
        types: EventTypes,
    ) -> Result<FeedPage, StoreError>;

    /// A page of the feed for a reader of `types` (`None`: every event).
    async fn read_feed_page(
        &self,
        after: Position,
        limit: usize,
        types: Option<EventTypes>,
    ) -> Result<FeedPage, StoreError> {
        match types {
            Some(types) => self.read_feed_of_types(after, limit, types).await,
            None => Ok(FeedPage::from(self.read_feed(after, limit).await?)),
        }
    }

    /// The position of the last stored event (0: none). No write answered
    /// with a position past it, so a reader waiting for one would wait for
    /// nothing.
    async fn last_position(&self) -> Result<Position, StoreError>;

    /// Erases a cycle in one transaction: appends the tombstone (a version
    /// conflict, like an append, when the stream moved past
    /// `expected_version`), blanks every earlier event of the stream (its
    /// row keeps position, transaction, version, id and time, so readers'
    /// cursors stay valid, and loses type, payload and metadata; feed and
    /// stream reads skip it), and deletes the cycle's idempotency records
    /// and parked events. Returns the stored tombstone.
    async fn erase(&self, request: EraseRequest) -> Result<EventEnvelope, StoreError>;

    /// Makes what was deleted or overwritten unreadable from the store's
    /// own files, where the store can: SQLite checkpoints its WAL into the
    /// database file (whose freed space `secure_delete` zeroes) and
    /// truncates it. Postgres: nothing here — dead row versions are
    /// invisible to every query and dump, and VACUUM reclaims them.
    async fn scrub(&self) -> Result<(), StoreError> {
        Ok(())
    }

    /// Cheap liveness check of the underlying database.
    async fn ping(&self) -> Result<(), StoreError>;

    /// Operational readings for metrics (none by default).
    async fn readings(&self) -> Result<StoreReadings, StoreError> {
        Ok(StoreReadings::default())
    }
}

/// What an adapter can tell operators about itself.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct StoreReadings {
    /// How long the feed's horizon has been held back by the oldest open
    /// transaction (Postgres).
    pub horizon_age: Option<std::time::Duration>,
    pub pool: Option<PoolUsage>,
}

/// A connection pool's state.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PoolUsage {
    pub max: usize,
    /// Connections open (idle or in use).
    pub open: usize,
    pub idle: usize,
    /// Callers waiting for a connection.
    pub waiting: usize,
}

/// Metadata as stored in the `metadata` column.
pub(crate) fn metadata_json(metadata: &decision_events::EventMetadata) -> Value {
    // Plain data with string keys: serialization cannot fail.
    serde_json::to_value(metadata).expect("metadata serializes")
}
