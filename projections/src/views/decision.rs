//! `decision`: the views of one cycle that come from its state — the
//! decision document (section by section), the Pugh view, the pending
//! revisits and confirmations, and the cycle's entry in the cycles list.
//! One projection, so all of them advance together from one folded state.

use super::sections::sections_touched;
use crate::{Docs, Projection, ProjectionError};
use decision_domain::{Cycle, apply, completion_status, document, pugh, summary};
use decision_events::values::Component;
use decision_events::{DomainEvent, EventEnvelope};
use serde_json::{Map, Value, json};
use uuid::Uuid;

pub const NAME: &str = "decision";

pub fn state_key(cycle: Uuid) -> String {
    format!("state/{cycle}")
}
pub fn document_key(cycle: Uuid) -> String {
    format!("document/{cycle}")
}
pub fn pugh_key(cycle: Uuid) -> String {
    format!("pugh/{cycle}")
}
pub fn flows_key(cycle: Uuid) -> String {
    format!("flows/{cycle}")
}
pub fn cycle_key(cycle: Uuid) -> String {
    format!("cycle/{cycle}")
}

pub struct DecisionViews;

impl Projection for DecisionViews {
    fn name(&self) -> &'static str {
        NAME
    }

    fn keys(&self, event: &EventEnvelope) -> Vec<String> {
        // Audit records do not change the decision.
        if event.event_type == "ToolInvocationRecorded" {
            return Vec::new();
        }
        let c = event.cycle_id;
        vec![
            state_key(c),
            document_key(c),
            pugh_key(c),
            flows_key(c),
            cycle_key(c),
        ]
    }

    fn apply(&self, envelope: &EventEnvelope, docs: &mut Docs) -> Result<(), ProjectionError> {
        let event = envelope.event().map_err(|e| {
            ProjectionError(format!("{} does not decode: {e}", envelope.event_type))
        })?;
        let c = envelope.cycle_id;
        let before: Cycle = match docs.get(&state_key(c)) {
            Some(doc) => serde_json::from_value(doc.clone()).map_err(|e| {
                ProjectionError(format!("stored state of {c} does not decode: {e}"))
            })?,
            None => Cycle::default(),
        };
        let touched = sections_touched(&event, &before);
        let after = apply(before, &event);
        docs.put(state_key(c), to_doc(&after));

        let mut doc = docs
            .get(&document_key(c))
            .cloned()
            .unwrap_or_else(|| json!({"sections": {}}));
        let sections = doc["sections"]
            .as_object_mut()
            .expect("sections is an object");
        for component in Component::ALL {
            let fresh = !sections.contains_key(component.as_str());
            if fresh || touched.contains(&component) {
                sections.insert(component.as_str().into(), section(&after, component));
            }
        }
        doc["cycle_id"] = json!(c);
        doc["title"] = json!(after.title);
        doc["version"] = json!(envelope.version);
        doc["position"] = json!(envelope.position);
        doc["updated_at"] = json!(envelope.recorded_at);
        doc["summary"] = to_doc(&summary(&after));
        doc["general_notes"] = json!(document::render_general_notes(&after));
        docs.put(document_key(c), doc);

        if touched.contains(&Component::Consequences) || docs.get(&pugh_key(c)).is_none() {
            docs.put(pugh_key(c), pugh_doc(&after, envelope));
        }
        if matches!(
            event,
            DomainEvent::RevisitSuggested(_)
                | DomainEvent::RevisitResolved(_)
                | DomainEvent::ConfirmationRequested(_)
                | DomainEvent::ConfirmationResolved(_)
        ) || docs.get(&flows_key(c)).is_none()
        {
            let flows = flows_doc(docs.get(&flows_key(c)), &after, &event, envelope);
            docs.put(flows_key(c), flows);
        }
        docs.put(
            cycle_key(c),
            cycle_entry(docs.get(&cycle_key(c)), &after, envelope),
        );
        Ok(())
    }
}

fn to_doc(value: &impl serde::Serialize) -> Value {
    serde_json::to_value(value).expect("read models are plain data")
}

fn section(cycle: &Cycle, component: Component) -> Value {
    json!({
        "title": document::title(component),
        "status": completion_status(cycle, component),
        "markdown": document::render_section(cycle, component),
    })
}

fn pugh_doc(cycle: &Cycle, envelope: &EventEnvelope) -> Value {
    let totals = pugh::totals(cycle);
    let objectives: Vec<Value> = cycle
        .active_objectives()
        .map(|o| json!({"objective_id": o.id, "name": o.name, "counted": o.irrelevant.is_none()}))
        .collect();
    let completion = pugh::completion(cycle);
    json!({
        "cycle_id": envelope.cycle_id,
        "version": envelope.version,
        "totals": totals,
        "objectives": objectives,
        "matrix": pugh::rated_cells(cycle),
        "rated_cells": completion.rated,
        "cells": completion.cells,
    })
}

/// Revisits and confirmations with what only the envelopes know: when a
/// suggestion was made, and in which conversation turn a confirmation was
/// requested.
fn flows_doc(
    previous: Option<&Value>,
    cycle: &Cycle,
    event: &DomainEvent,
    envelope: &EventEnvelope,
) -> Value {
    let mut created_at = previous
        .and_then(|p| p.get("revisit_created_at").cloned())
        .unwrap_or_else(|| json!({}));
    let mut turns = previous
        .and_then(|p| p.get("confirmation_turns").cloned())
        .unwrap_or_else(|| json!({}));
    match event {
        DomainEvent::RevisitSuggested(r) => {
            created_at[r.revisit_id.as_str()] = json!(envelope.recorded_at)
        }
        DomainEvent::ConfirmationRequested(c) => {
            turns[c.confirmation_id.as_str()] = json!(envelope.metadata.conversation_turn)
        }
        _ => {}
    }
    json!({
        "cycle_id": envelope.cycle_id,
        "revisits": cycle.revisits,
        "confirmations": cycle.confirmations,
        "revisit_created_at": created_at,
        "confirmation_turns": turns,
    })
}

/// The cycle's row in `GET /api/cycles`; the owner is the creator.
fn cycle_entry(previous: Option<&Value>, cycle: &Cycle, envelope: &EventEnvelope) -> Value {
    let owner = previous
        .and_then(|p| p.get("owner").cloned())
        .unwrap_or_else(|| json!(envelope.metadata.actor));
    let created_at = previous
        .and_then(|p| p.get("created_at").cloned())
        .unwrap_or_else(|| json!(envelope.recorded_at));
    let statuses: Map<String, Value> = Component::ALL
        .into_iter()
        .map(|c| (c.as_str().to_owned(), to_doc(&completion_status(cycle, c))))
        .collect();
    let complete = statuses.values().filter(|s| *s == "complete").count();
    json!({
        "cycle_id": envelope.cycle_id,
        "title": cycle.title,
        "owner": owner,
        "current_component": cycle.current_component,
        "components_complete": complete,
        "completion": complete as f64 / Component::ALL.len() as f64,
        "created_at": created_at,
        "updated_at": envelope.recorded_at,
        "version": envelope.version,
    })
}
