//! A cycle's history: one entry per tool call or user-side command, with a
//! one-line summary of what its events changed. The summary is derived
//! from the events' payloads by one rule ([`summarize`]), so every event
//! type, a future one included, is described the same way.

use chrono::{DateTime, Utc};
use decision_events::{
    ActorKind, DomainEvent, EventEnvelope, ToolInvocationRecorded, ToolResultClass,
};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use uuid::Uuid;

/// One tool call or command, as its events recorded it.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct HistoryEntry {
    /// The cycle's version after it: pass as `at_version` to see the
    /// views as they stood then.
    pub version: u64,
    /// The version of its first event (equal to `version` for one event).
    pub first_version: u64,
    /// Feed position of its last event.
    pub position: i64,
    pub recorded_at: DateTime<Utc>,
    /// Who made the call or gave the command.
    pub actor: String,
    /// Whether that was the person, their agent, a service acting for
    /// them or decisiond itself (decision 28); `null` for events stored
    /// before it was recorded, or without authentication.
    pub actor_kind: Option<ActorKind>,
    /// The tool called; `null` for a user-side command (create, navigate,
    /// resolve, respond, settings) or the sweeper's expiry.
    pub tool: Option<String>,
    /// How the tool call ended; `null` for a command.
    pub result: Option<ToolResultClass>,
    /// The call's trigger context, when the caller gave one.
    pub trigger: Option<String>,
    pub conversation_turn: Option<u32>,
    pub invocation_id: Option<Uuid>,
    /// Whether it changed the decision (a read tool's call, or a rejected
    /// one, only adds its audit record).
    pub changed: bool,
    /// One line: what changed, or why nothing did.
    pub summary: String,
    /// One line per domain event it appended.
    pub changes: Vec<String>,
}

/// Longest quoted text in a summary.
const QUOTE_CHARS: usize = 60;

/// The entries of a stream's events (in version order), grouping the
/// events of one invocation (or, for commands, of one correlation).
pub fn entries(events: &[EventEnvelope]) -> Vec<HistoryEntry> {
    let mut builder = HistoryBuilder::default();
    for envelope in events {
        builder.push(envelope);
    }
    builder.finish()
}

/// [`entries`] built as the stream is read, a page at a time: an entry is
/// complete once the next one has started (or the stream ended).
#[derive(Debug, Default)]
pub struct HistoryBuilder {
    entries: Vec<HistoryEntry>,
    group: Option<Uuid>,
}

impl HistoryBuilder {
    /// The entries started so far (the last may still grow).
    pub fn started(&self) -> usize {
        self.entries.len()
    }

    /// Adds the stream's next event.
    pub fn push(&mut self, envelope: &EventEnvelope) {
        let meta = &envelope.metadata;
        let id = meta.invocation_id.unwrap_or(meta.correlation_id);
        if self.group != Some(id) || self.entries.is_empty() {
            self.entries.push(HistoryEntry {
                version: envelope.version,
                first_version: envelope.version,
                position: envelope.position,
                recorded_at: envelope.recorded_at,
                actor: meta.actor.clone(),
                actor_kind: meta.actor_kind,
                tool: None,
                result: None,
                trigger: None,
                conversation_turn: meta.conversation_turn,
                invocation_id: meta.invocation_id,
                changed: false,
                summary: String::new(),
                changes: Vec::new(),
            });
        }
        self.group = Some(id);
        let entry = self.entries.last_mut().expect("an entry per group");
        entry.version = envelope.version;
        entry.position = envelope.position;
        entry.recorded_at = envelope.recorded_at;
        if envelope.event_type == ToolInvocationRecorded::EVENT_TYPE {
            if let Ok(record) = ToolInvocationRecorded::deserialize(&envelope.payload) {
                if record.result != ToolResultClass::Success {
                    entry.summary = format!(
                        "{} ({}): nothing changed",
                        record.tool_name,
                        record.result.as_str()
                    );
                }
                entry.tool = Some(record.tool_name);
                entry.result = Some(record.result);
                entry.trigger = record.trigger_context;
            }
        } else {
            entry.changed = true;
            entry.changes.push(match envelope.event() {
                Ok(event) => summarize(&event),
                Err(_) => format!("{} (not readable by this version)", envelope.event_type),
            });
        }
    }

    /// The entries, each summarized.
    pub fn finish(self) -> Vec<HistoryEntry> {
        let mut entries = self.entries;
        for entry in &mut entries {
            if entry.summary.is_empty() {
                entry.summary = if entry.changes.is_empty() {
                    format!(
                        "{}: read, nothing changed",
                        entry.tool.as_deref().unwrap_or("?")
                    )
                } else {
                    entry.changes.join("; ")
                };
            }
        }
        entries
    }
}

/// One event in one line: its type in words, then its identifying fields
/// (ids, names, ratings, statuses) as `field=value`, text cut short.
pub fn summarize(event: &DomainEvent) -> String {
    let words = in_words(event.event_type());
    let payload = match serde_json::to_value(event) {
        Ok(Value::Object(mut tagged)) => tagged.remove("payload"),
        _ => None,
    };
    let Some(Value::Object(fields)) = payload else {
        return words;
    };
    let shown: Vec<String> = fields
        .iter()
        .filter(|(name, _)| identifies(name))
        .filter_map(|(name, value)| shown_value(value).map(|v| format!("{name}={v}")))
        .collect();
    if shown.is_empty() {
        words
    } else {
        format!("{words}: {}", shown.join(", "))
    }
}

/// `ObjectiveAdded` → `objective added`.
fn in_words(event_type: &str) -> String {
    let mut words = String::with_capacity(event_type.len() + 4);
    for (i, c) in event_type.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            words.push(' ');
        }
        words.extend(c.to_lowercase());
    }
    words
}

fn identifies(field: &str) -> bool {
    field.ends_with("_id")
        || matches!(
            field,
            "name"
                | "title"
                | "rating"
                | "status"
                | "component"
                | "to"
                | "priority"
                | "element"
                | "score"
                | "dominated_by"
                | "tool_name"
                | "require_confirmation"
        )
}

fn shown_value(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => {
            let cut: String = s.chars().take(QUOTE_CHARS).collect();
            let more = if cut.len() < s.len() { "…" } else { "" };
            Some(
                if !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                    format!("{cut}{more}")
                } else {
                    format!("\"{cut}{more}\"")
                },
            )
        }
        Value::Number(n) => Some(n.to_string()),
        Value::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use decision_events::ObjectiveAdded;
    use decision_events::values::Direction;

    #[test]
    fn an_event_is_summarized_by_its_identifying_fields() {
        let event = DomainEvent::ObjectiveAdded(ObjectiveAdded {
            objective_id: "obj_1".into(),
            name: "Salary growth".into(),
            measure: "€ per year".into(),
            direction: Direction::Higher,
            is_fundamental: true,
        });
        assert_eq!(
            summarize(&event),
            "objective added: objective_id=obj_1, name=\"Salary growth\""
        );
    }
}
