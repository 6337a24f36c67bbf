//! What both stores refuse before writing anything, so that they answer
//! the same input the same way: an event larger than the configured byte
//! limit, and text Postgres cannot store (NUL). The service's edge refuses
//! both first, with an answer for the caller; this is the backstop that
//! keeps a bug elsewhere from reaching one store and not the other.

use crate::{AppendRequest, StoreError};
use decision_events::NewEvent;
use serde_json::Value;

/// The default largest event (payload plus metadata, as JSON): well under
/// NATS's default `max_payload` of 1 MiB, with room for the envelope.
pub const DEFAULT_MAX_EVENT_BYTES: usize = 512 * 1024;

/// Room the published envelope and headers need besides an event's
/// payload and metadata; the relay's start-up check adds it.
pub const ENVELOPE_HEADROOM_BYTES: usize = 16 * 1024;

/// The bytes an event takes as JSON: its payload and its metadata.
pub fn event_bytes(event: &NewEvent) -> usize {
    event.stored_bytes()
}

/// The length of `value` serialized as compact JSON, without keeping it.
pub fn json_bytes(value: &Value) -> usize {
    decision_events::json_len(value)
}

/// `Ok` when every event of `request` fits `max_event_bytes` and nothing
/// it would write holds a NUL.
pub(crate) fn check(request: &AppendRequest, max_event_bytes: usize) -> Result<(), StoreError> {
    for event in &request.events {
        let bytes = event_bytes(event);
        if bytes > max_event_bytes {
            return Err(StoreError::Refused(format!(
                "a {} event of {bytes} bytes is larger than the limit of {max_event_bytes} bytes",
                event.event_type
            )));
        }
        if has_nul(&event.payload) || event.metadata.actor.contains('\0') {
            return Err(StoreError::Refused(format!(
                "a {} event holds a NUL character, which no store keeps",
                event.event_type
            )));
        }
    }
    if let Some(record) = &request.idempotency
        && (record.key.contains('\0') || text_has_nul(record.response.get()))
    {
        return Err(StoreError::Refused(
            "an idempotency record holds a NUL character, which no store keeps".into(),
        ));
    }
    Ok(())
}

fn has_nul(value: &Value) -> bool {
    match value {
        Value::String(s) => s.contains('\0'),
        Value::Array(items) => items.iter().any(has_nul),
        Value::Object(fields) => fields.iter().any(|(k, v)| k.contains('\0') || has_nul(v)),
        _ => false,
    }
}

/// Whether JSON text holds a NUL character: in a string, as the escape
/// `\u0000` (JSON text cannot hold it raw).
fn text_has_nul(text: &str) -> bool {
    let bytes = text.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at] == b'\\' {
            if bytes[at + 1..].starts_with(b"u0000") {
                return true;
            }
            // The escaped character, whatever it is, is not an escape.
            at += 1;
        }
        at += 1;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_nul_in_json_text_is_its_escape_not_an_escaped_backslash() {
        assert!(text_has_nul(&json!({"a": "x\0y"}).to_string()));
        assert!(text_has_nul(&json!({"k\0": 1}).to_string()));
        assert!(!text_has_nul(&json!({"a": "\\u0000"}).to_string()));
        assert!(text_has_nul(&json!({"a": "\\\0"}).to_string()));
        assert!(!text_has_nul(&json!({"a": "\u{1}", "b": "\\"}).to_string()));
    }

    #[test]
    fn json_bytes_is_the_serialized_length() {
        for value in [
            json!(null),
            json!({"a": "é\"\n", "b": [1, 2.5]}),
            json!("x"),
        ] {
            assert_eq!(json_bytes(&value), value.to_string().len());
        }
    }

    #[test]
    fn nul_is_found_in_keys_and_nested_strings() {
        assert!(has_nul(&json!({"a": [{"b": "x\u{0}"}]})));
        assert!(has_nul(&json!({"a\u{0}": 1})));
        assert!(!has_nul(&json!({"a": ["\u{1}", "\t"]})));
    }
}
