//! CloudEvents 1.0 binary content mode on NATS: every published message
//! also carries the event's CloudEvents attributes as `ce-*` headers (the
//! body, the envelope JSON, is the event's data), so CloudEvents-aware
//! routers and SDKs read them without knowing this service.

use async_nats::HeaderMap;
use chrono::SecondsFormat;
use decision_events::EventEnvelope;
use decision_events::schema::{ENVELOPE_FILE, ID_PREFIX};

pub const SPECVERSION: &str = "ce-specversion";
pub const ID: &str = "ce-id";
pub const TYPE: &str = "ce-type";
pub const SOURCE: &str = "ce-source";
pub const SUBJECT: &str = "ce-subject";
pub const TIME: &str = "ce-time";
pub const DATASCHEMA: &str = "ce-dataschema";
/// `datacontenttype` maps to the protocol's own content type header.
pub const CONTENT_TYPE: &str = "Content-Type";

/// The namespace of every `ce-type`: `decisions.<EventType>.v<N>`.
pub const TYPE_NAMESPACE: &str = "decisions";

/// The default `ce-source` for a stream.
pub fn default_source(stream: &str) -> String {
    format!("/decisiond/{stream}")
}

/// `ce-type`: the event type and its payload's schema version.
pub fn event_type(event: &EventEnvelope) -> String {
    format!(
        "{TYPE_NAMESPACE}.{}.v{}",
        event.event_type, event.schema_version
    )
}

/// `ce-dataschema`: the data is the envelope, whose schema ties each
/// `event_type` and `schema_version` to its payload schema.
pub fn dataschema() -> String {
    format!("{ID_PREFIX}{}", ENVELOPE_FILE.trim_end_matches(".json"))
}

/// The longest `ce-source` accepted (it rides on every message).
pub const MAX_SOURCE_LEN: usize = 256;

/// A `ce-source` must be a non-empty URI reference: no spaces or controls,
/// at most [`MAX_SOURCE_LEN`] bytes.
pub fn validate_source(source: &str) -> Result<(), String> {
    if source.is_empty()
        || source.len() > MAX_SOURCE_LEN
        || source.chars().any(|c| c.is_whitespace() || c.is_control())
    {
        return Err(format!(
            "invalid CloudEvents source `{source}`: a URI reference of at most {MAX_SOURCE_LEN} bytes without spaces, e.g. /decisiond/DECISION_EVENTS"
        ));
    }
    Ok(())
}

/// Adds the CloudEvents attributes of `event` to `headers`.
pub(crate) fn insert(headers: &mut HeaderMap, event: &EventEnvelope, source: &str) {
    headers.insert(SPECVERSION, "1.0");
    headers.insert(ID, event.event_id.to_string().as_str());
    headers.insert(TYPE, event_type(event).as_str());
    headers.insert(SOURCE, source);
    headers.insert(SUBJECT, event.cycle_id.to_string().as_str());
    headers.insert(
        TIME,
        event
            .recorded_at
            .to_rfc3339_opts(SecondsFormat::AutoSi, true)
            .as_str(),
    );
    headers.insert(DATASCHEMA, dataschema().as_str());
    headers.insert(CONTENT_TYPE, "application/json");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_the_contract() {
        assert_eq!(dataschema(), "urn:decision-ledger:events:EventEnvelope");
        assert_eq!(
            default_source("DECISION_EVENTS"),
            "/decisiond/DECISION_EVENTS"
        );
        assert!(validate_source("/decisiond/X").is_ok());
        assert!(validate_source("urn:acme:decisions").is_ok());
        assert!(validate_source("").is_err());
        assert!(validate_source("/a b").is_err());
        assert!(validate_source(&"/x".repeat(200)).is_err());
    }
}
