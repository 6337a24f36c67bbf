//! The outbox relay: the events table is the outbox; this crate tails its
//! gap-safe feed and publishes every event to a NATS JetStream stream.
//!
//! * Subject `<prefix>.events.<cycle_id>.<EventType>`, body the envelope
//!   JSON, header `Nats-Msg-Id` = event id plus `Decision-*` headers
//!   ([`headers`]).
//! * Pipelined: a batch is sent, its acks awaited in order, and the
//!   checkpoint (read-model checkpoint `relay`, or `relay:<STREAM>` for
//!   another stream) moves past the acknowledged
//!   events only — an awaited JetStream ack is the only proof of storage.
//! * Every publish names the stream sequence it must follow
//!   (`Nats-Expected-Last-Sequence`), so the stream is always an unbroken
//!   prefix of the feed: consumers get each cycle in order, and after a
//!   crash or a lost ack the relay resumes exactly after the stream's last
//!   message. A retry of a stored event is dropped by `Nats-Msg-Id` dedup.
//! * One active relay: on Postgres the holder of an advisory-lock lease
//!   relays; the others stand by and take over when it dies.
//! * CloudEvents binary mode: `ce-*` headers ([`cloudevents`]); the
//!   request's W3C `traceparent` from the event's metadata, continued by
//!   a `relay publish` span ([`trace`]).
//! * [`RelayHandle::status`] reports position, lag and the last error.

pub mod cloudevents;
mod config;
mod connection;
mod message;
mod publisher;
mod runner;
mod status;
mod stream;
mod target;
mod tls;
pub mod trace;

pub use config::{
    DEFAULT_MAX_BYTES, DEFAULT_STREAM, DEFAULT_SUBJECT_PREFIX, RelayConfig, checkpoint_name,
    event_subject, validate_subject_prefix,
};
pub use connection::{connect, redact_url, server_addrs, server_max_payload};
pub use runner::{Coordination, spawn};
pub use status::{RelayHandle, RelayState, RelayStatus, status};
pub use target::{NatsAuth, NatsTarget, NatsTls};

/// The headers of every published event.
pub mod headers {
    pub use crate::message::{
        CYCLE_ID, CYCLE_VERSION, EVENT_TYPE, MSG_ID, PAYLOAD_OMITTED, POSITION, SCHEMA_VERSION,
    };
}

/// Why one relay attempt stopped (it is retried).
#[derive(Debug, thiserror::Error)]
pub enum RelayError {
    #[error("NATS: {0}")]
    Nats(String),
    #[error("publish failed: {0}")]
    Publish(String),
    #[error(transparent)]
    Store(#[from] decision_store::StoreError),
}

impl RelayError {
    pub(crate) fn nats(e: impl std::fmt::Display) -> RelayError {
        RelayError::Nats(e.to_string())
    }
}
