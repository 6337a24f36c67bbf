//! The stored form of an event.

use crate::upcast::{self, DecodeError};
use crate::{DomainEvent, TraceContext};
use chrono::{DateTime, Utc};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use uuid::Uuid;

/// Who and what caused an event. Serialized into the `metadata` column and
/// carried unchanged to consumers.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct EventMetadata {
    /// Ties together everything done for one request chain (header
    /// `X-Correlation-Id`, else the invocation id).
    pub correlation_id: Uuid,
    /// What directly caused this event: the tool invocation, or `None` for
    /// events not caused by a tool call (cycle creation, navigation).
    pub causation_id: Option<Uuid>,
    /// The subject the call was made for.
    pub actor: String,
    /// What made the call for `actor`: the person, their agent, a service
    /// acting for them, or decisiond itself (decision 28). Absent from
    /// events stored before it existed, and when the service runs without
    /// authentication (nothing tells the page from an agent there).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub actor_kind: Option<ActorKind>,
    pub invocation_id: Option<Uuid>,
    pub conversation_turn: Option<u32>,
    /// The W3C trace context of the request that appended the event, when
    /// it came with one (or decisiond traces): the relay sets it on the
    /// JetStream message as `traceparent`. Absent from events stored
    /// before it existed and from untraced requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trace_context: Option<TraceContext>,
}

/// Who, of the people and programs that may act for a user, made a call
/// (decision 28), recorded in `EventMetadata::actor_kind`:
/// * `person`: their page (the session cookie), or a token that carries
///   `cycles:confirm`, the scope only the person's tokens get;
/// * `agent`: any other token of the user's (MCP, HTTP or NATS), and
///   `decisiond mcp`;
/// * `service`: a service token acting for the user (`X-Act-As`);
/// * `system`: decisiond itself (the sweeper's expiries).
// The variants carry no doc comments of their own: with them the schema
// becomes a `oneOf` of constants, which client generators read badly.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ActorKind {
    Person,
    Agent,
    Service,
    System,
}

/// An event as stored and published.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct EventEnvelope {
    /// UUID v7, derived from the invocation id (see [`event_id_for`]).
    pub event_id: Uuid,
    pub cycle_id: Uuid,
    /// 1-based version within the cycle's stream.
    pub version: u64,
    /// Position in the global feed (unique, assigned by the store).
    pub position: i64,
    pub event_type: String,
    pub schema_version: u32,
    pub recorded_at: DateTime<Utc>,
    pub payload: Value,
    pub metadata: EventMetadata,
}

/// Which event types a reader of the feed wants decoded (a projection's,
/// see `Projection::event_types`); the others it passes over unread.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventTypes {
    /// These types only.
    Only(&'static [&'static str]),
    /// Every type but these.
    AllBut(&'static [&'static str]),
}

impl EventTypes {
    pub fn contains(&self, event_type: &str) -> bool {
        match self {
            EventTypes::Only(types) => types.contains(&event_type),
            EventTypes::AllBut(types) => !types.contains(&event_type),
        }
    }
}

impl EventEnvelope {
    /// Decodes the payload into its typed event, at the current version:
    /// a payload stored at an older `schema_version` is upcast first (see
    /// [`crate::upcast`]). A newer version, an unknown type or a payload
    /// that does not fit is an error, never a guess.
    pub fn event(&self) -> Result<DomainEvent, DecodeError> {
        DomainEvent::decode_ref(&self.event_type, self.schema_version, &self.payload)
    }

    /// The payload at the current schema version of its type, as JSON:
    /// `(current version, payload)`. For readers that keep JSON rather than
    /// the typed event. The envelope itself is not changed.
    pub fn upcast(&self) -> Result<(u32, Value), DecodeError> {
        upcast::upcast(&self.event_type, self.schema_version, self.payload.clone())
    }

    /// The body the relay publishes for this event: the envelope **as
    /// stored**, with its stored `schema_version` and payload, never upcast
    /// (the `Decision-Schema-Version` header repeats that stored version).
    ///
    /// The log is immutable and the stream is its copy: the same event id
    /// always carries the same bytes, whichever relay or replay publishes
    /// it (JetStream deduplicates by that id), and a consumer reading an
    /// old version uses that version's JSON Schema
    /// (`events/schema/<Type>.v<N>.json`) or upcasts it itself (in Rust,
    /// [`EventEnvelope::event`] does).
    pub fn published_body(&self) -> Vec<u8> {
        // Plain data with string keys: serialization cannot fail.
        serde_json::to_vec(self).expect("envelopes serialize")
    }
}

/// An event ready to append: ids and metadata assigned, version and
/// position still to come from the store.
#[derive(Debug, Clone, PartialEq)]
pub struct NewEvent {
    pub event_id: Uuid,
    pub event_type: &'static str,
    pub schema_version: u32,
    pub payload: Value,
    pub metadata: EventMetadata,
}

impl NewEvent {
    pub fn new(event_id: Uuid, event: &DomainEvent, metadata: EventMetadata) -> NewEvent {
        let payload = match serde_json::to_value(event) {
            Ok(Value::Object(mut tagged)) => tagged.remove("payload").unwrap_or(Value::Null),
            // Every variant is a struct: serialization of plain data cannot fail.
            other => unreachable!("event serialized to {other:?}"),
        };
        NewEvent {
            event_id,
            event_type: event.event_type(),
            schema_version: event.schema_version(),
            payload,
            metadata,
        }
    }
}

/// The id of the `index`-th event appended by one invocation.
///
/// Deterministic, so a retried invocation produces the same event ids: the
/// same id is the store's unique key, JetStream's `Nats-Msg-Id` and the read
/// models' dedup key. The invocation id is a UUID v7; the index is mixed into
/// its random tail, which keeps the timestamp prefix (and so v7 ordering).
pub fn event_id_for(invocation_id: Uuid, index: u16) -> Uuid {
    let mut bytes = *invocation_id.as_bytes();
    // `index + 1`, so no event id equals the invocation id (its causation id).
    let mix = index.wrapping_add(1).wrapping_mul(0x9E37);
    let tail = u16::from_be_bytes([bytes[14], bytes[15]]) ^ mix;
    bytes[14..16].copy_from_slice(&tail.to_be_bytes());
    Uuid::from_bytes(bytes)
}

/// The length of `value` serialized as compact JSON, without keeping it.
pub fn json_len(value: &Value) -> usize {
    struct Counter(usize);
    impl std::io::Write for Counter {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0 += buf.len();
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let mut counter = Counter(0);
    serde_json::to_writer(&mut counter, value).expect("writing to a counter cannot fail");
    counter.0
}

impl NewEvent {
    /// The bytes the event takes when stored: its payload and its
    /// metadata, as JSON (what the per-event byte limit bounds).
    pub fn stored_bytes(&self) -> usize {
        let metadata = serde_json::to_value(&self.metadata).expect("metadata serializes");
        json_len(&self.payload) + json_len(&metadata)
    }
}
