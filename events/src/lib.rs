//! The event contract of Decision Ledger.
//!
//! Everything in this crate is serialized forever: it is what the event store
//! keeps, what JetStream carries and what downstream consumers parse.
//!
//! * [`values`] — small value types shared by events and commands
//!   (components, directions, Pugh ratings, …).
//! * [`DomainEvent`] — one variant per domain event; serialized adjacently
//!   tagged as `{"event_type": "ObjectiveAdded", "payload": {…}}`.
//! * [`ToolInvocationRecorded`] — the audit record written for every tool
//!   call, accepted or rejected.
//! * [`EventEnvelope`] — an event as stored: ids, versions, position,
//!   timestamps and [`EventMetadata`].
//! * [`schema`] — the JSON Schemas published for consumers in `events/schema/`.
//! * [`upcast`] — schema evolution: the upcasters that read a payload stored
//!   at an older `schema_version` as the current one; [`history`] keeps the
//!   frozen older shapes.
//!
//! Field names are snake_case and never renamed in place; golden fixtures in
//! `tests/fixtures/` make an accidental rename fail the build.
//!
//! # Schema versions
//!
//! Every event type has a schema version (declared in `domain_events!`,
//! read with [`DomainEvent::schema_version_of`]), stored with each event. A
//! compatible change (a new event type, a new field consumers may ignore)
//! keeps it. An incompatible one (a renamed, removed or retyped field, a new
//! enum value, a new field old events lack) bumps it and comes with:
//!
//! 1. an upcaster in [`upcast::UPCASTERS`], a pure `fn(Value) -> Result<Value,
//!    UpcastError>` from version `N` to `N + 1`;
//! 2. the old struct, frozen in [`history`], from which the old version's
//!    JSON Schema keeps being generated;
//! 3. the old golden fixture kept as `tests/fixtures/<Type>.v<N>.json`.
//!
//! Reading ([`EventEnvelope::event`]) upcasts; writing always uses the
//! current version; the store and the stream keep what was written
//! ([`EventEnvelope::published_body`]). Version history:
//!
//! | type | version | change |
//! | --- | --- | --- |
//! | `UncertaintyFlagged` | 2 | `alternative_id` + `objective_id` (set or null together) became one nullable `cell` ([`values::ConsequenceCell`]) |

mod audit;
mod domain_event;
mod envelope;
mod even_swaps;
pub mod history;
mod measured;
mod raters;
pub mod schema;
mod trace_context;
pub mod upcast;
pub mod values;

pub use audit::{ToolInvocationRecorded, ToolResultClass};
pub use domain_event::*;
pub use envelope::{
    ActorKind, EventEnvelope, EventMetadata, EventTypes, NewEvent, event_id_for, json_len,
};
pub use even_swaps::*;
pub use measured::{
    ConsequenceMeasured, ConsequenceMeasurementCleared, ValueFunction, ValueFunctionSet, ValueStep,
};
pub use trace_context::TraceContext;
pub use upcast::{DecodeError, UpcastError};
