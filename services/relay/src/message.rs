//! One event as a JetStream message: subject, headers, body.

use crate::config::event_subject;
use async_nats::HeaderMap;
use async_nats::jetstream::message::PublishMessage;
use bytes::Bytes;
use decision_events::EventEnvelope;
use decision_store::Position;

/// JetStream's dedup key; the event id, so a retried publish of the same
/// event is dropped by the server within the duplicate window.
pub const MSG_ID: &str = "Nats-Msg-Id";
pub const EVENT_TYPE: &str = "Decision-Event-Type";
pub const SCHEMA_VERSION: &str = "Decision-Schema-Version";
pub const CYCLE_ID: &str = "Decision-Cycle-Id";
/// The event's version in its cycle (consumers order a cycle by it).
pub const CYCLE_VERSION: &str = "Decision-Cycle-Version";
/// The event's global feed position; the relay reads it back from the
/// stream's last message to resume exactly.
pub const POSITION: &str = "Decision-Position";

/// The message for `event`, to be the stream's message number
/// `expected_last_sequence + 1`: the server refuses it otherwise, so the
/// stream never holds a later event without every earlier one.
pub(crate) fn publish_message(
    prefix: &str,
    event: &EventEnvelope,
    expected_last_sequence: u64,
) -> (String, PublishMessage) {
    let subject = event_subject(prefix, &event.cycle_id, &event.event_type);
    // As stored: old schema versions are published as they were written
    // (consumers upcast), so an event id always carries the same bytes.
    let body = event.published_body();
    let mut headers = HeaderMap::new();
    headers.insert(EVENT_TYPE, event.event_type.as_str());
    headers.insert(SCHEMA_VERSION, event.schema_version.to_string().as_str());
    headers.insert(CYCLE_ID, event.cycle_id.to_string().as_str());
    headers.insert(CYCLE_VERSION, event.version.to_string().as_str());
    headers.insert(POSITION, event.position.to_string().as_str());
    let message = PublishMessage::build()
        .payload(Bytes::from(body))
        .headers(headers)
        .message_id(event.event_id.to_string())
        .expected_last_sequence(expected_last_sequence);
    (subject, message)
}

/// The feed position a stored message carries, if it is one of ours.
pub(crate) fn position_of(headers: &HeaderMap) -> Option<Position> {
    headers.get(POSITION)?.as_str().parse().ok()
}
