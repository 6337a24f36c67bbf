//! The answer to a tool call (DESIGN §5), accepted or rejected alike: the
//! one shape every door sends (HTTP body, NATS reply, MCP structured
//! content's source).

use decision_catalog::FindToolsResult;
use decision_domain::ToolResult;
use decision_domain::proposal::ProposalResult;
use decision_events::ToolResultClass;
use decision_events::values::Component;
use schemars::{JsonSchema, Schema, SchemaGenerator};
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;
use serde_json::value::RawValue;
use std::borrow::Cow;
use uuid::Uuid;

#[derive(Debug, Clone, Serialize, Deserialize, JsonSchema)]
pub struct ToolResponse {
    pub success: bool,
    /// The tool's result (its `returns` schema); null when rejected.
    pub data: Option<ResultData>,
    /// What went wrong and what to send instead; null when accepted.
    pub error: Option<String>,
    /// True when the call changed what the decision document shows (a
    /// section's markdown or status, or the general notes); a revisit
    /// suggestion, a confirmation request or the same rating again leave
    /// it false.
    pub document_updated: bool,
    /// True when the confirmation gate held the call: it did not run, and
    /// `data` is the proposal (its `confirmation_id`); the person's
    /// approval runs it. Absent otherwise.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub confirmation_required: bool,
    pub invocation_id: Uuid,
    /// Global feed position of the call's audit record (its last event);
    /// pass it as `min_position` to read your write.
    pub position: Option<i64>,
    /// The result class, as audited.
    pub result: ToolResultClass,
    /// What would move the decision on now, compactly (seed 000's
    /// `ToolResponse.suggestions`): the tools `next_steps` names for the
    /// current component, most useful first; empty when it is complete.
    #[serde(default)]
    pub suggestions: Vec<String>,
    #[serde(rename = "_meta")]
    pub meta: ToolResponseMeta,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolResponseMeta {
    pub tool: String,
    pub component: Component,
    pub duration_ms: u32,
    pub events_appended: u32,
}

/// A call's `data`, typed until it is sent: serialized once by the door
/// that answers and once for the records (the audit, an idempotency key).
/// Each variant serializes as its own type (no tag).
// One per call, moved a few times on its way to the door: boxing the
// tool's result would cost an allocation per call for nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, Serialize)]
#[serde(untagged)]
pub enum ResultData {
    /// A tool's (or operation's) result.
    Tool(ToolResult),
    /// A call the confirmation gate held: the proposal.
    Proposed(ProposalResult),
    /// `find_tools`' answer.
    Found(FindToolsResult),
    /// JSON already written: a stored response replayed (sent byte for
    /// byte as the first time), or data the application made.
    Raw(Box<RawValue>),
}

impl ResultData {
    /// `value`'s JSON, written now.
    pub fn raw(value: &impl Serialize) -> ResultData {
        ResultData::Raw(serde_json::value::to_raw_value(value).expect("results serialize"))
    }
}

/// Read back (a stored response), data is kept as the JSON it was.
impl<'de> Deserialize<'de> for ResultData {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Box::<RawValue>::deserialize(deserializer).map(ResultData::Raw)
    }
}

/// Published as any JSON, as `data` always was: the OpenAPI document
/// narrows it per tool (`openapi/typed_data.rs`).
impl JsonSchema for ResultData {
    fn schema_name() -> Cow<'static, str> {
        Value::schema_name()
    }

    fn schema_id() -> Cow<'static, str> {
        Value::schema_id()
    }

    fn inline_schema() -> bool {
        Value::inline_schema()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        Value::json_schema(generator)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Call, CallLimits, Gate, Outcome, handle_call};
    use decision_catalog::Catalog;
    use decision_domain::{Command, Context, CreateCycle, Cycle, PlainWords, execute};
    use decision_events::EventMetadata;
    use serde_json::json;

    fn call(state: Cycle, tool: &str, parameters: Value) -> Outcome {
        let ctx = Context::at(chrono::DateTime::UNIX_EPOCH);
        let metadata = EventMetadata {
            correlation_id: Uuid::nil(),
            causation_id: None,
            actor: "a".into(),
            actor_kind: None,
            invocation_id: None,
            conversation_turn: None,
            trace_context: None,
        };
        let call = Call {
            tool,
            parameters: &parameters,
            conversation_turn: 1,
            trigger_context: None,
            invocation_id: Uuid::from_u128(7),
            invoked_at: ctx.now,
            metadata: &metadata,
            words: &PlainWords,
            approved: false,
        };
        let limits = CallLimits {
            max_event_bytes: 64 * 1024,
            max_text_chars: 1000,
            gate: Gate::default(),
        };
        handle_call(&Catalog::new(), state, &call, &ctx, &limits, &|| 1)
    }

    fn created() -> Cycle {
        let ctx = Context::at(chrono::DateTime::UNIX_EPOCH);
        let create = Command::CreateCycle(CreateCycle { title: "T".into() });
        execute(&Cycle::default(), &create, &ctx).unwrap().state
    }

    #[test]
    fn a_stored_write_replays_byte_for_byte() {
        let mut outcome = call(
            created(),
            "add_potential_decision",
            json!({"description": "Move?"}),
        );
        assert!(outcome.response.success, "{:?}", outcome.response.error);
        let stored = outcome.stored_response();
        outcome.response.position = Some(42);
        let sent = serde_json::to_string(&outcome.response).unwrap();
        let mut replayed: ToolResponse = serde_json::from_str(stored.get()).unwrap();
        assert!(matches!(replayed.data, Some(ResultData::Raw(_))));
        replayed.position = Some(42);
        assert_eq!(serde_json::to_string(&replayed).unwrap(), sent);
    }

    #[test]
    fn a_stored_read_keeps_no_data_and_the_answer_keeps_it() {
        let mut outcome = call(created(), "list_uncertainties", json!({}));
        assert!(outcome.read_answered, "{:?}", outcome.response.error);
        let stored: Value = serde_json::from_str(outcome.stored_response().get()).unwrap();
        assert_eq!(stored["data"], Value::Null);
        let sent = serde_json::to_value(&outcome.response).unwrap();
        assert!(sent["data"].is_object(), "{sent}");
    }

    #[test]
    fn raw_data_is_sent_as_it_was_written() {
        let text = r#"{"z":1,"a":[1.50, "x"]}"#;
        let raw = ResultData::Raw(RawValue::from_string(text.into()).unwrap());
        assert_eq!(serde_json::to_string(&raw).unwrap(), text);
    }
}
