//! The tool-invocation log: every audited call, accepted or rejected.

use chrono::{DateTime, Utc};
use decision_events::{DomainEvent, EventEnvelope, ToolInvocationRecorded};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// One row of the log (the seed's `tool_invocations` table): the audit
/// record as the agent's call left it, plus where it sits in the store.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct InvocationRecord {
    #[serde(flatten)]
    pub call: ToolInvocationRecorded,
    pub completed_at: DateTime<Utc>,
    /// Feed position and stream version of the audit record.
    pub position: i64,
    pub version: u64,
}

impl InvocationRecord {
    /// The log row as a document: what `serde_json::to_value` makes of
    /// the record, built without its costs. The call's parameters and
    /// result data are moved in, not serialized again, and the call is
    /// serialized on its own: `flatten` would buffer every field first.
    pub fn into_doc(mut self) -> Value {
        let parameters = std::mem::take(&mut self.call.parameters);
        let result_data = self.call.result_data.take();
        let mut doc = serde_json::to_value(&self.call).expect("plain data");
        let Value::Object(fields) = &mut doc else {
            unreachable!("a struct serializes to an object")
        };
        fields.insert("parameters".into(), parameters);
        fields.insert("result_data".into(), result_data.unwrap_or(Value::Null));
        fields.insert(
            "completed_at".into(),
            serde_json::to_value(self.completed_at).expect("a time"),
        );
        fields.insert("position".into(), self.position.into());
        fields.insert("version".into(), self.version.into());
        doc
    }
}

/// The invocation log of the given events, in stream order. Events that are
/// not audit records, or do not decode, are skipped.
pub fn fold(events: &[EventEnvelope]) -> Vec<InvocationRecord> {
    events
        .iter()
        .filter(|e| e.event_type == "ToolInvocationRecorded")
        .filter_map(|e| match e.event() {
            Ok(DomainEvent::ToolInvocationRecorded(call)) => Some(InvocationRecord {
                completed_at: call.invoked_at
                    + chrono::Duration::milliseconds(i64::from(call.duration_ms)),
                call,
                position: e.position,
                version: e.version,
            }),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;
    use decision_events::ToolResultClass;
    use decision_events::values::Component;
    use serde_json::json;

    fn record(parameters: Value, result_data: Option<Value>) -> InvocationRecord {
        let invoked_at = Utc.with_ymd_and_hms(2026, 11, 26, 9, 0, 0).unwrap();
        InvocationRecord {
            call: ToolInvocationRecorded {
                invocation_id: uuid::Uuid::now_v7(),
                tool_name: "rate_consequence".into(),
                component: Component::Consequences,
                parameters,
                result: ToolResultClass::Success,
                result_data,
                error: None,
                events_appended: 1,
                conversation_turn: 3,
                trigger_context: Some("t".into()),
                invoked_at,
                duration_ms: 12,
            },
            completed_at: invoked_at,
            position: 42,
            version: 7,
        }
    }

    #[test]
    fn the_row_document_is_the_serialized_record() {
        for (parameters, result_data) in [
            (
                json!({"alternative_id": "alt_b", "rating": 2, "nested": [1, {"a": null}]}),
                Some(json!({"ok": true})),
            ),
            (json!({}), None),
            (Value::Null, Some(Value::Null)),
            (json!("odd"), Some(json!([1, 2]))),
        ] {
            let record = record(parameters, result_data);
            let expected = serde_json::to_value(&record).unwrap();
            let doc = record.into_doc();
            assert_eq!(doc, expected);
            assert_eq!(doc.to_string(), expected.to_string());
        }
    }
}
