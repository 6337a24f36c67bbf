//! The audit record of one call, bounded in bytes whatever the caller
//! sent or the call returned: the audit log is shared by every reader and
//! relayed to every consumer, so no call may grow it by more than a few
//! kilobytes.
//!
//! * Parameters are recorded as sent up to [`AuditBounds::inline_bytes`];
//!   larger ones by size, digest and a short excerpt.
//! * A read's result is recorded by size and digest only: it is a pure
//!   function of the events before the record and of the call, which the
//!   record keeps, so it can always be computed again (an idempotent
//!   replay does exactly that).
//! * A write's result is recorded as returned up to the same bound.
//! * If the record is still over the event limit (a tiny
//!   `--max-event-bytes`), every free part shrinks to its digest.

use decision_events::{DomainEvent, EventMetadata, NewEvent, ToolInvocationRecorded};
use serde::Serialize;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};
use uuid::Uuid;

/// Largest inline parameters or result, whatever the event limit.
const MAX_INLINE_BYTES: usize = 64 * 1024;
/// Characters of an error text or excerpt kept in the record.
const MAX_ERROR_CHARS: usize = 4000;
const EXCERPT_CHARS: usize = 256;
/// What the last-resort shrink keeps of the texts.
const SHRUNK_TEXT_CHARS: usize = 200;

#[derive(Debug, Clone, Copy)]
pub struct AuditBounds {
    /// Parameters and write results up to this size are kept whole.
    pub inline_bytes: usize,
}

impl AuditBounds {
    pub fn for_event_limit(max_event_bytes: usize) -> AuditBounds {
        AuditBounds {
            inline_bytes: (max_event_bytes / 4).min(MAX_INLINE_BYTES),
        }
    }

    /// The parameters as recorded, and whether they are whole.
    pub fn parameters(&self, parameters: &Value) -> (Value, bool) {
        let bytes = decision_events::json_len(parameters);
        if bytes <= self.inline_bytes {
            return (parameters.clone(), true);
        }
        let text = parameters.to_string();
        let mut summary = digest_of(
            text.as_bytes(),
            "parameters larger than the audit keeps whole",
        );
        summary["excerpt"] = json!(decision_catalog::text::bounded(&text, EXCERPT_CHARS));
        (summary, false)
    }

    /// A write's result as recorded: serialized once, into the record's
    /// JSON (an event's payload is JSON at the store's boundary).
    pub fn write_result(&self, data: &impl Serialize) -> Value {
        let value = serde_json::to_value(data).expect("results serialize");
        if decision_events::json_len(&value) <= self.inline_bytes {
            return value;
        }
        digest_of(
            value.to_string().as_bytes(),
            "result larger than the audit keeps whole",
        )
    }

    pub fn error(&self, error: &str) -> String {
        decision_catalog::text::bounded(error, MAX_ERROR_CHARS)
    }

    /// The audit event of `record` under `id`, shrunk ([`Self::shrink`])
    /// if it is over `max_event_bytes`; and the record as stored.
    pub fn event(
        &self,
        mut record: ToolInvocationRecorded,
        id: Uuid,
        metadata: &EventMetadata,
        max_event_bytes: usize,
    ) -> (NewEvent, DomainEvent) {
        let mut event = NewEvent::new(id, &DomainEvent::from(record.clone()), metadata.clone());
        if event.stored_bytes() > max_event_bytes {
            self.shrink(&mut record);
            event = NewEvent::new(id, &DomainEvent::from(record.clone()), metadata.clone());
        }
        (event, DomainEvent::from(record))
    }

    /// The last resort for a record still over the event limit: every
    /// part a caller chose shrinks to its digest or a short excerpt.
    fn shrink(&self, record: &mut ToolInvocationRecorded) {
        let to_digest = |value: &Value, why: &str| match value.get("sha256") {
            Some(_) => value.clone(),
            None => digest_of(value.to_string().as_bytes(), why),
        };
        record.parameters = to_digest(
            &record.parameters,
            "parameters shrunk to fit the event limit",
        );
        record.result_data = record
            .result_data
            .as_ref()
            .map(|data| to_digest(data, "result shrunk to fit the event limit"));
        record.error = record
            .error
            .as_deref()
            .map(|e| decision_catalog::text::bounded(e, SHRUNK_TEXT_CHARS));
        record.trigger_context = record
            .trigger_context
            .as_deref()
            .map(|t| decision_catalog::text::bounded(t, SHRUNK_TEXT_CHARS));
    }
}

/// A read's result as recorded: its size and digest, as returned (the
/// bytes a door sends).
pub fn read_result(data: &impl Serialize) -> Value {
    digest_of(
        &serde_json::to_vec(data).expect("results serialize"),
        "read result: computed again from the events on request",
    )
}

/// Lower-case hexadecimal.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// `{"omitted", "bytes", "sha256"}` of a JSON text.
fn digest_of(text: &[u8], why: &str) -> Value {
    json!({
        "omitted": why,
        "bytes": text.len(),
        "sha256": hex(&Sha256::digest(text)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_parameters_are_kept_whole_large_ones_by_digest() {
        let bounds = AuditBounds::for_event_limit(4096);
        assert_eq!(bounds.inline_bytes, 1024);
        let small = json!({"description": "short"});
        assert_eq!(bounds.parameters(&small), (small.clone(), true));
        let large = json!({"description": "x".repeat(2000)});
        let (recorded, whole) = bounds.parameters(&large);
        assert!(!whole);
        assert_eq!(recorded["bytes"], large.to_string().len());
        assert_eq!(recorded["sha256"].as_str().unwrap().len(), 64);
        assert!(recorded.to_string().len() < 600, "{recorded}");
    }

    #[test]
    fn a_read_result_is_its_size_and_digest() {
        let data = json!({"totals": [1, 2, 3]});
        let recorded = read_result(&data);
        assert_eq!(recorded["bytes"], data.to_string().len());
        assert_ne!(
            read_result(&json!({"totals": [1, 2, 4]}))["sha256"],
            recorded["sha256"]
        );
    }

    #[test]
    fn the_inline_bound_never_exceeds_64_kib() {
        assert_eq!(
            AuditBounds::for_event_limit(10 << 20).inline_bytes,
            MAX_INLINE_BYTES
        );
    }
}
