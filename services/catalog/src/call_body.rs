//! The body of a tool call as every door receives it (HTTP, NATS; the
//! fuzz targets and the benchmark peer parse the same shape).

use serde::Deserialize;
use serde_json::{Map, Value};

/// `{"parameters": {...}, "conversation_turn": n, "trigger_context": "..."}`;
/// every field optional, unknown fields refused.
#[derive(Debug, Clone, Default, PartialEq, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ToolCallBody {
    /// Omitted or null means `{}` (tools without parameters).
    #[serde(default)]
    pub parameters: Option<Value>,
    #[serde(default)]
    pub conversation_turn: u32,
    #[serde(default)]
    pub trigger_context: Option<String>,
}

impl ToolCallBody {
    /// The parameters, `{}` when omitted or null.
    pub fn take_parameters(&mut self) -> Value {
        self.parameters
            .take()
            .unwrap_or_else(|| Value::Object(Map::new()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn omitted_fields_default_and_unknown_fields_are_refused() {
        let mut body: ToolCallBody = serde_json::from_value(json!({})).unwrap();
        assert_eq!(body, ToolCallBody::default());
        assert_eq!(body.take_parameters(), json!({}));
        let mut body: ToolCallBody =
            serde_json::from_value(json!({"parameters": {"a": 1}, "conversation_turn": 3}))
                .unwrap();
        assert_eq!(body.take_parameters(), json!({"a": 1}));
        assert_eq!(body.conversation_turn, 3);
        assert!(serde_json::from_value::<ToolCallBody>(json!({"params": {}})).is_err());
    }
}
