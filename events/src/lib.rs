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
//!
//! Field names are snake_case and never renamed; golden fixtures in
//! `tests/fixtures/` make an accidental rename fail the build.

mod audit;
mod domain_event;
mod envelope;
pub mod schema;
pub mod values;

pub use audit::{ToolInvocationRecorded, ToolResultClass};
pub use domain_event::*;
pub use envelope::{EventEnvelope, EventMetadata, NewEvent, event_id_for};
