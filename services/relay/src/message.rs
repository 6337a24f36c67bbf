//! One event as a JetStream message: subject, headers, body.

use crate::RelayConfig;
use crate::cloudevents;
use crate::config::event_subject;
use crate::trace::{TRACEPARENT, TRACESTATE};
use async_nats::HeaderMap;
use async_nats::jetstream::message::PublishMessage;
use bytes::Bytes;
use decision_events::{EventEnvelope, TraceContext};
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
/// Set on an event too large for the NATS server: the message carries the
/// envelope with `payload: null`, and this header the payload's size in
/// bytes. The whole event is in the store (`GET /api/events`).
pub const PAYLOAD_OMITTED: &str = "Decision-Payload-Omitted";

/// Room for what is added to the headers built here (`Nats-Msg-Id`,
/// `Nats-Expected-Last-Sequence`, `Decision-Payload-Omitted`) and the
/// header block's framing.
const HEADER_FRAMING: usize = 256;

/// The message for `event` (with its CloudEvents attributes, and `trace`
/// as `traceparent`/`tracestate` when given), to be the stream's message number
/// `expected_last_sequence + 1`: the server refuses it otherwise, so the
/// stream never holds a later event without every earlier one.
///
/// An event whose message would be over `max_payload` is published without
/// its payload (see [`PAYLOAD_OMITTED`]): the stream must stay an unbroken
/// prefix of the feed, and one event must never stop every later one.
/// The flag says so.
pub(crate) fn publish_message(
    config: &RelayConfig,
    event: &EventEnvelope,
    trace: Option<&TraceContext>,
    expected_last_sequence: u64,
    max_payload: usize,
) -> (String, PublishMessage, bool) {
    let subject = event_subject(&config.subject_prefix, &event.cycle_id, &event.event_type);
    // As stored: old schema versions are published as they were written
    // (consumers upcast), so an event id always carries the same bytes.
    let mut body = event.published_body();
    let mut headers = HeaderMap::new();
    headers.insert(EVENT_TYPE, event.event_type.as_str());
    headers.insert(SCHEMA_VERSION, event.schema_version.to_string().as_str());
    headers.insert(CYCLE_ID, event.cycle_id.to_string().as_str());
    headers.insert(CYCLE_VERSION, event.version.to_string().as_str());
    headers.insert(POSITION, event.position.to_string().as_str());
    cloudevents::insert(&mut headers, event, &config.cloudevents_source);
    if let Some(trace) = trace {
        headers.insert(TRACEPARENT, trace.traceparent.as_str());
        if let Some(state) = &trace.tracestate {
            headers.insert(TRACESTATE, state.as_str());
        }
    }
    // `max_payload` bounds the headers and the body together.
    let omitted = body.len() + header_bytes(&headers) + HEADER_FRAMING > max_payload;
    if omitted {
        let payload_bytes = serde_json::to_vec(&event.payload).map_or(0, |p| p.len());
        let stub = EventEnvelope {
            payload: serde_json::Value::Null,
            ..event.clone()
        };
        body = stub.published_body();
        headers.insert(PAYLOAD_OMITTED, payload_bytes.to_string().as_str());
    }
    let message = PublishMessage::build()
        .payload(Bytes::from(body))
        .headers(headers)
        .message_id(event.event_id.to_string())
        .expected_last_sequence(expected_last_sequence);
    (subject, message, omitted)
}

/// The bytes `headers` take on the wire (`Name: value\r\n` each).
fn header_bytes(headers: &HeaderMap) -> usize {
    headers
        .iter()
        .map(|(name, values)| {
            let name = name.to_string().len();
            values
                .iter()
                .map(|v| name + v.as_str().len() + 4)
                .sum::<usize>()
        })
        .sum()
}

/// The feed position a stored message carries, if it is one of ours.
pub(crate) fn position_of(headers: &HeaderMap) -> Option<Position> {
    headers.get(POSITION)?.as_str().parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use decision_events::EventMetadata;

    fn event() -> EventEnvelope {
        EventEnvelope {
            event_id: uuid::Uuid::now_v7(),
            cycle_id: uuid::Uuid::now_v7(),
            version: 1,
            position: 1,
            event_type: "NoteAdded".into(),
            schema_version: 1,
            recorded_at: chrono::Utc::now(),
            payload: serde_json::json!({"content": "x".repeat(2000)}),
            metadata: EventMetadata {
                correlation_id: uuid::Uuid::now_v7(),
                causation_id: None,
                actor: "alice".into(),
                actor_kind: None,
                invocation_id: None,
                conversation_turn: None,
                trace_context: None,
            },
        }
    }

    #[test]
    fn the_headers_count_against_max_payload() {
        let config = RelayConfig::new("nats://127.0.0.1:4222", "S", "decisions").unwrap();
        let event = event();
        let body = event.published_body().len();
        let max_payload = body + 1200;
        let (_, _, omitted) = publish_message(&config, &event, None, 0, max_payload);
        assert!(!omitted, "the event and its headers fit");
        let long_state = format!("vendor={}", "v".repeat(500));
        let trace = TraceContext::parse(
            "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
            Some(&long_state),
        )
        .unwrap();
        let (_, _, omitted) = publish_message(&config, &event, Some(&trace), 0, max_payload);
        assert!(omitted, "a long tracestate leaves no room for the payload");
    }
}
