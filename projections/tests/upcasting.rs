//! The projections read events stored at an older schema version.
//!
//! `UncertaintyFlagged` is at schema version 2 (one nullable `cell`); a
//! cycle started before the bump holds version-1 payloads (`alternative_id`
//! and `objective_id`). The decision projection decodes with
//! `EventEnvelope::event()`, which upcasts, so the same history stored with
//! v1 payloads must give exactly the same documents (state, document, Pugh
//! view, flows, cycles-list entry) as stored with v2 payloads, in any
//! batching and also for a rebuild that meets the old events first.

use chrono::{DateTime, TimeZone, Utc};
use decision_domain::*;
use decision_events::history::UncertaintyFlaggedV1;
use decision_events::values::*;
use decision_events::{DomainEvent, EventEnvelope, EventMetadata, NewEvent, event_id_for};
use decision_projections::views::decision;
use decision_projections::{Docs, Projection, fold_all};
use serde_json::Value;
use uuid::Uuid;

fn at() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 21, 12, 0, 0).unwrap()
}

/// Commands with uncertainties of every kind, run through the real domain.
fn events() -> Vec<DomainEvent> {
    let commands = vec![
        Command::CreateCycle(CreateCycle {
            title: "Career move".into(),
        }),
        Command::AddUncertainty(AddUncertainty {
            description: "Funding round".into(),
            resolvable: true,
        }),
        Command::AddObjective(AddObjective {
            name: "Compensation".into(),
            measure: "$/year".into(),
            direction: Direction::Higher,
            is_fundamental: true,
        }),
        Command::AddAlternative(AddAlternative {
            name: "Accept VP".into(),
            description: "d".into(),
            is_status_quo: false,
        }),
        Command::AddAlternative(AddAlternative {
            name: "Stay".into(),
            description: "d".into(),
            is_status_quo: true,
        }),
        Command::RateConsequence(RateConsequence {
            alternative_id: "alt_a".into(),
            objective_id: "obj_1".into(),
            rating: PughRating::new(2).unwrap(),
            reasoning: "Much higher salary".into(),
        }),
        Command::Navigate(Navigate {
            component: Component::Consequences,
        }),
        Command::AddConsequenceUncertainty(AddConsequenceUncertainty {
            alternative_id: "alt_a".into(),
            objective_id: "obj_1".into(),
            uncertainty: "Equity value unknown".into(),
        }),
        Command::FlagUncertainty(FlagUncertainty {
            description: "Will the team stay?".into(),
            component: Component::Tradeoffs,
            resolvable: false,
            impact: Some("Growth depends on it".into()),
        }),
        Command::ResolveUncertainty(ResolveUncertainty {
            id: "unc_1".into(),
            resolution: "Closed".into(),
        }),
    ];
    let ctx = Context::at(at());
    let mut state = Cycle::default();
    let mut events = Vec::new();
    for command in commands {
        let accepted =
            execute(&state, &command, &ctx).unwrap_or_else(|r| panic!("{}: {r}", command.name()));
        events.extend(accepted.events);
        state = accepted.state;
    }
    events
}

/// The envelopes of `events` as stored; with `v1`, every
/// `UncertaintyFlagged` carries its version-1 payload (as before the bump).
fn stored(cycle: Uuid, events: &[DomainEvent], v1: bool) -> Vec<EventEnvelope> {
    (1u64..)
        .zip(events)
        .map(|(version, event)| {
            let metadata = EventMetadata {
                correlation_id: cycle,
                causation_id: None,
                actor: "alice".into(),
                actor_kind: None,
                invocation_id: None,
                conversation_turn: Some(version as u32),
                trace_context: None,
            };
            let new = NewEvent::new(event_id_for(cycle, version as u16), event, metadata.clone());
            let (schema_version, payload) = match event {
                DomainEvent::UncertaintyFlagged(e) if v1 => (1, v1_payload(e)),
                _ => (new.schema_version, new.payload),
            };
            EventEnvelope {
                event_id: new.event_id,
                cycle_id: cycle,
                version,
                position: version as i64 * 10,
                event_type: new.event_type.into(),
                schema_version,
                recorded_at: at() + chrono::Duration::seconds(version as i64),
                payload,
                metadata,
            }
        })
        .collect()
}

/// The payload a build before the bump wrote for `e` (the frozen v1 shape).
fn v1_payload(e: &decision_events::UncertaintyFlagged) -> Value {
    let (alternative_id, objective_id) = e
        .cell
        .clone()
        .map(|c| (c.alternative_id, c.objective_id))
        .unzip();
    serde_json::to_value(UncertaintyFlaggedV1 {
        uncertainty_id: e.uncertainty_id.clone(),
        description: e.description.clone(),
        component: e.component,
        resolvable: e.resolvable,
        impact: e.impact.clone(),
        alternative_id,
        objective_id,
    })
    .unwrap()
}

/// What the worker does across batches: load, fold, keep the changes.
fn fold_in_batches(projection: &dyn Projection, events: &[EventEnvelope], batch: usize) -> Docs {
    let mut stored: Vec<(String, Value)> = Vec::new();
    for chunk in events.chunks(batch) {
        let mut docs = Docs::loaded(stored.clone());
        fold_all(projection, chunk, &mut docs).expect("projects");
        for (k, v) in docs.changes() {
            stored.retain(|(key, _)| *key != k);
            stored.push((k, v));
        }
    }
    stored.sort_by(|a, b| a.0.cmp(&b.0));
    Docs::loaded(stored)
}

#[test]
fn the_decision_projection_gives_the_same_documents_from_v1_and_v2_envelopes() {
    let cycle = Uuid::now_v7();
    let events = events();
    let v2 = stored(cycle, &events, false);
    let v1 = stored(cycle, &events, true);
    let versions = |stream: &[EventEnvelope]| -> Vec<u32> {
        stream
            .iter()
            .filter(|e| e.event_type == "UncertaintyFlagged")
            .map(|e| e.schema_version)
            .collect()
    };
    assert_eq!(versions(&v2), [2, 2, 2]);
    assert_eq!(versions(&v1), [1, 1, 1]);
    assert_ne!(v1, v2, "the stored payloads differ");

    for batch in [1, 4, v1.len()] {
        let from_v2 = fold_in_batches(&decision::DecisionViews, &v2, batch);
        let from_v1 = fold_in_batches(&decision::DecisionViews, &v1, batch);
        assert_eq!(from_v1, from_v2, "batches of {batch}");
    }

    // Not vacuous: the documents show the cell of the consequence
    // uncertainty, which only the upcast v1 payload can provide.
    let docs = fold_in_batches(&decision::DecisionViews, &v1, 1);
    let state = docs.get(&decision::state_key(cycle)).expect("state");
    let on_cell = state["state"]["uncertainties"]
        .as_array()
        .expect("uncertainties")
        .iter()
        .find(|u| u["id"] == "unc_2")
        .expect("unc_2");
    assert_eq!(on_cell["alternative_id"], "alt_a");
    assert_eq!(on_cell["objective_id"], "obj_1");
    let document = serde_json::to_value(decision::render::document(
        &serde_json::from_value(state.clone()).expect("a state document"),
    ))
    .unwrap();
    let consequences = document["sections"]["consequences"]["markdown"]
        .as_str()
        .expect("markdown");
    assert!(
        consequences.contains("Equity value unknown"),
        "{consequences}"
    );
}

/// One event at a time, the v1 envelope and the v2 envelope of the same
/// event make the same change to the same documents.
#[test]
fn each_v1_envelope_applies_like_its_v2_envelope() {
    let cycle = Uuid::now_v7();
    let events = events();
    let v2 = stored(cycle, &events, false);
    let v1 = stored(cycle, &events, true);
    let mut docs = Docs::default();
    for (old, new) in v1.iter().zip(&v2) {
        let projection = decision::DecisionViews;
        assert_eq!(projection.keys(old), projection.keys(new));
        let mut from_old = docs.clone();
        let mut from_new = docs.clone();
        fold_all(&projection, std::slice::from_ref(old), &mut from_old).expect("v1 projects");
        fold_all(&projection, std::slice::from_ref(new), &mut from_new).expect("v2 projects");
        assert_eq!(
            from_old, from_new,
            "{} v{} (schema {} vs {})",
            old.event_type, old.version, old.schema_version, new.schema_version
        );
        docs = from_new;
    }
}

/// A payload from a newer build is not projected with a guess: the event
/// fails (the worker retries it, then parks it).
#[test]
fn a_version_from_the_future_fails_to_project() {
    let cycle = Uuid::now_v7();
    let mut stream = stored(cycle, &events(), false);
    let flagged = stream
        .iter_mut()
        .find(|e| e.event_type == "UncertaintyFlagged")
        .expect("one");
    flagged.schema_version = 3;
    let at = flagged.position;
    let mut docs = Docs::default();
    let (position, error) =
        fold_all(&decision::DecisionViews, &stream, &mut docs).expect_err("refused");
    assert_eq!(position, at);
    assert!(error.0.contains("schema version 3"), "{error}");
}
