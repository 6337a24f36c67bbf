//! The aggregate reads events stored at an older schema version.
//!
//! `UncertaintyFlagged` is at schema version 2 (one nullable `cell`); a
//! cycle started before the bump holds version-1 payloads (`alternative_id`
//! and `objective_id`). `App::load` folds `apply` over `envelope.event()`,
//! which upcasts, so a stream that mixes both versions must fold to the
//! same state as the stream written entirely at version 2.

use decision_domain::*;
use decision_events::history::UncertaintyFlaggedV1;
use decision_events::values::{Component, Direction, PughRating};
use decision_events::{DomainEvent, EventEnvelope};
use serde_json::{Value, json};

const CYCLE: &str = "0193a5b0-1a2b-7c3d-8e4f-a0b1c2d3e4f5";

fn ctx() -> Context {
    Context::at(
        chrono::DateTime::parse_from_rfc3339("2026-11-21T12:00:00Z")
            .expect("valid time")
            .to_utc(),
    )
}

/// A history written by the real domain (so at the current versions), with
/// uncertainties of every kind: without a cell (two tools) and about a cell.
fn history() -> (Cycle, Vec<DomainEvent>) {
    let commands = vec![
        Command::CreateCycle(CreateCycle {
            title: "Career move".into(),
        }),
        Command::AddUncertainty(AddUncertainty {
            description: "Will the startup close its round?".into(),
            resolvable: true,
        }),
        Command::Navigate(Navigate {
            component: Component::Objectives,
        }),
        Command::AddObjective(AddObjective {
            name: "Compensation".into(),
            measure: "$/year".into(),
            direction: Direction::Higher,
            is_fundamental: true,
        }),
        Command::Navigate(Navigate {
            component: Component::Alternatives,
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
        Command::Navigate(Navigate {
            component: Component::Consequences,
        }),
        Command::RateConsequence(RateConsequence {
            alternative_id: "alt_a".into(),
            objective_id: "obj_1".into(),
            rating: PughRating::new(2).expect("in range"),
            reasoning: "Much higher salary".into(),
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
            resolution: "The round closed".into(),
        }),
    ];
    let mut state = Cycle::default();
    let mut events = Vec::new();
    for command in commands {
        let accepted =
            execute(&state, &command, &ctx()).unwrap_or_else(|r| panic!("{}: {r}", command.name()));
        events.extend(accepted.events);
        state = accepted.state;
    }
    (state, events)
}

/// `event` as the store returns it, at its current schema version.
fn stored(version: u64, event: &DomainEvent) -> EventEnvelope {
    let tagged = serde_json::to_value(event).expect("events serialize");
    envelope(
        version,
        event.event_type(),
        event.schema_version(),
        tagged["payload"].clone(),
    )
}

/// `event` as it was stored before the bump, if its type has changed since:
/// an `UncertaintyFlagged` at version 1 (the frozen v1 struct, fed from v2).
fn stored_as_v1(version: u64, event: &DomainEvent) -> EventEnvelope {
    let DomainEvent::UncertaintyFlagged(e) = event else {
        return stored(version, event);
    };
    let (alternative_id, objective_id) = e
        .cell
        .clone()
        .map(|c| (c.alternative_id, c.objective_id))
        .unzip();
    let v1 = UncertaintyFlaggedV1 {
        uncertainty_id: e.uncertainty_id.clone(),
        description: e.description.clone(),
        component: e.component,
        resolvable: e.resolvable,
        impact: e.impact.clone(),
        alternative_id,
        objective_id,
    };
    let payload = serde_json::to_value(v1).expect("serializes");
    envelope(version, "UncertaintyFlagged", 1, payload)
}

fn envelope(version: u64, event_type: &str, schema_version: u32, payload: Value) -> EventEnvelope {
    serde_json::from_value(json!({
        "event_id": format!("0193a5c4-3f1e-7b2a-9c4d-{version:012x}"),
        "cycle_id": CYCLE,
        "version": version,
        "position": version * 10,
        "event_type": event_type,
        "schema_version": schema_version,
        "recorded_at": "2026-11-21T12:00:00Z",
        "payload": payload,
        "metadata": {
            "correlation_id": CYCLE,
            "causation_id": null,
            "actor": "alice",
            "invocation_id": null,
            "conversation_turn": null,
        },
    }))
    .expect("an envelope")
}

/// What `App::load` does: fold `apply` over the decoded envelopes.
fn load(stream: &[EventEnvelope]) -> Cycle {
    stream.iter().fold(Cycle::default(), |state, envelope| {
        let event = envelope
            .event()
            .unwrap_or_else(|e| panic!("v{} does not decode: {e}", envelope.version));
        apply(state, &event)
    })
}

fn uncertainty_versions(stream: &[EventEnvelope]) -> Vec<u32> {
    stream
        .iter()
        .filter(|e| e.event_type == "UncertaintyFlagged")
        .map(|e| e.schema_version)
        .collect()
}

#[test]
fn a_stream_mixing_v1_and_v2_folds_to_the_same_state_as_the_all_v2_stream() {
    let (expected, events) = history();
    let all_v2: Vec<EventEnvelope> = (1..)
        .zip(&events)
        .map(|(version, event)| stored(version, event))
        .collect();
    // Every other UncertaintyFlagged was stored before the bump.
    let mut flagged = 0;
    let mixed: Vec<EventEnvelope> = (1..)
        .zip(&events)
        .map(|(version, event)| {
            if matches!(event, DomainEvent::UncertaintyFlagged(_)) {
                flagged += 1;
                if flagged % 2 == 0 {
                    return stored_as_v1(version, event);
                }
            }
            stored(version, event)
        })
        .collect();
    let all_v1: Vec<EventEnvelope> = (1..)
        .zip(&events)
        .map(|(version, event)| stored_as_v1(version, event))
        .collect();

    assert_eq!(uncertainty_versions(&all_v2), [2, 2, 2]);
    assert_eq!(uncertainty_versions(&mixed), [2, 1, 2]);
    assert_eq!(uncertainty_versions(&all_v1), [1, 1, 1]);
    // The v1 payloads really are the old shape.
    let old = &mixed
        .iter()
        .find(|e| e.event_type == "UncertaintyFlagged" && e.schema_version == 1)
        .expect("one v1")
        .payload;
    assert_eq!(old["alternative_id"], "alt_a");
    assert_eq!(old["objective_id"], "obj_1");
    assert!(old.get("cell").is_none());

    let from_v2 = load(&all_v2);
    assert_eq!(from_v2, expected, "the stored stream folds like execute");
    assert_eq!(load(&mixed), from_v2);
    assert_eq!(load(&all_v1), from_v2);

    // Not vacuous: the cell of the consequence uncertainty made it through.
    let on_cell = from_v2
        .uncertainties
        .iter()
        .find(|u| u.id == "unc_2")
        .expect("unc_2");
    assert_eq!(
        (
            on_cell.alternative_id.as_deref(),
            on_cell.objective_id.as_deref()
        ),
        (Some("alt_a"), Some("obj_1"))
    );
    let elsewhere = from_v2
        .uncertainties
        .iter()
        .find(|u| u.id == "unc_3")
        .expect("unc_3");
    assert_eq!(
        (
            elsewhere.alternative_id.as_ref(),
            elsewhere.objective_id.as_ref()
        ),
        (None, None)
    );
    assert_eq!(
        from_v2
            .uncertainties
            .iter()
            .find(|u| u.id == "unc_1")
            .and_then(|u| u.resolution.as_deref()),
        Some("The round closed")
    );
}

/// A cycle written by a newer build (a version this one does not know) is
/// refused, not folded with a guess.
#[test]
fn a_stream_with_a_version_from_the_future_does_not_load() {
    let (_, events) = history();
    let mut stream: Vec<EventEnvelope> = (1..)
        .zip(&events)
        .map(|(version, event)| stored(version, event))
        .collect();
    let flagged = stream
        .iter_mut()
        .find(|e| e.event_type == "UncertaintyFlagged")
        .expect("one");
    flagged.schema_version = 3;
    let error = flagged.event().expect_err("version 3");
    assert!(error.to_string().contains("schema version 3"), "{error}");
}
