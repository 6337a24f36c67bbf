//! The decision projection updates the document section by section; after
//! any history, in any batching, it must equal a full render of the state.

use chrono::{DateTime, TimeZone, Utc};
use decision_domain::*;
use decision_events::values::*;
use decision_events::{DomainEvent, EventEnvelope, EventMetadata, NewEvent, event_id_for};
use decision_projections::views::decision::render;
use decision_projections::views::shapes::StateDoc;
use decision_projections::views::{audit, decision};
use decision_projections::{Docs, Projection, fold_all};
use serde_json::{Value, json};
use uuid::Uuid;

fn at() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 21, 12, 0, 0).unwrap()
}

/// Runs commands through the real domain and wraps the events as stored.
fn history(cycle: Uuid, commands: Vec<Command>) -> (Cycle, Vec<EventEnvelope>) {
    let ctx = Context::at(at());
    let mut state = Cycle::default();
    let mut envelopes = Vec::new();
    for command in commands {
        let accepted =
            execute(&state, &command, &ctx).unwrap_or_else(|r| panic!("{}: {r}", command.name()));
        for event in &accepted.events {
            envelopes.push(envelope(cycle, envelopes.len() as u64 + 1, event));
        }
        state = accepted.state;
    }
    (state, envelopes)
}

fn envelope(cycle: Uuid, version: u64, event: &DomainEvent) -> EventEnvelope {
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
    EventEnvelope {
        event_id: new.event_id,
        cycle_id: cycle,
        version,
        position: version as i64 * 10,
        event_type: new.event_type.into(),
        schema_version: new.schema_version,
        recorded_at: at() + chrono::Duration::seconds(version as i64),
        payload: new.payload,
        metadata,
    }
}

fn career_move() -> Vec<Command> {
    let objective = |name: &str, fundamental: bool| {
        Command::AddObjective(AddObjective {
            name: name.into(),
            measure: "m".into(),
            direction: Direction::Higher,
            is_fundamental: fundamental,
        })
    };
    let alternative = |name: &str, sq: bool| {
        Command::AddAlternative(AddAlternative {
            name: name.into(),
            description: "d".into(),
            is_status_quo: sq,
        })
    };
    let rate = |a: &str, o: &str, r: i64| ConsequenceRating {
        alternative_id: a.into(),
        objective_id: o.into(),
        rating: PughRating::new(r).unwrap(),
        reasoning: format!("{a} on {o}"),
    };
    vec![
        Command::CreateCycle(CreateCycle {
            title: "Career move".into(),
        }),
        Command::AddPotentialDecision(AddPotentialDecision {
            description: "Accept the VP offer?".into(),
        }),
        Command::SetFocalDecision(SetFocalDecision {
            decision_id: "dec_1".into(),
        }),
        Command::AddUncertainty(AddUncertainty {
            description: "Funding round".into(),
            resolvable: true,
        }),
        Command::SetDecisionMaker(SetDecisionMaker {
            name: "Sam".into(),
            role: "EM".into(),
        }),
        Command::Navigate(Navigate {
            component: Component::Objectives,
        }),
        objective("Compensation", true),
        objective("Growth", true),
        objective("Commute", false),
        Command::LinkMeansToFundamental(LinkMeansToFundamental {
            means_id: "obj_3".into(),
            fundamental_id: "obj_2".into(),
        }),
        alternative("Accept VP", false),
        alternative("Hybrid", false),
        alternative("Stay", true),
        Command::BatchRateConsequences(BatchRateConsequences {
            ratings: vec![
                rate("alt_a", "obj_1", 2),
                rate("alt_a", "obj_2", 2),
                rate("alt_a", "obj_3", -1),
                rate("alt_b", "obj_1", 1),
                rate("alt_b", "obj_2", 0),
                rate("alt_b", "obj_3", -1),
            ],
        }),
        // A value function and measured values (the datum too), one
        // cleared: the consequences section's measured table must follow,
        // and so must it when the weights below change the valued totals.
        Command::SetValueFunction(SetValueFunction {
            objective_id: "obj_1".into(),
            unit: "kEUR".into(),
            kind: ValueFunctionKind::Linear,
            worst: Some(80.0),
            best: Some(120.0),
            steps: None,
        }),
        measure("alt_a", 110.0),
        measure("alt_b", 95.0),
        measure("alt_c", 90.0),
        Command::ClearMeasuredConsequence(ClearMeasuredConsequence {
            alternative_id: "alt_b".into(),
            objective_id: "obj_1".into(),
            reason: "Offer withdrawn".into(),
        }),
        // Weights, then made stale by the objective added next, then fresh
        // again when it is demoted: the matrix sections must follow.
        Command::SetObjectiveWeights(SetObjectiveWeights {
            method: WeightMethod::Swing,
            values: Some(vec![
                WeightValue {
                    objective_id: "obj_1".into(),
                    value: 100.0,
                },
                WeightValue {
                    objective_id: "obj_2".into(),
                    value: 50.0,
                },
            ]),
            ranking: None,
        }),
        // Two raters disagree on a rated cell: the cell becomes their
        // median and the raters paragraph lists the disagreement.
        Command::AddRater(AddRater {
            kind: RaterKind::Partner,
            name: "Sam".into(),
        }),
        Command::AddRater(AddRater {
            kind: RaterKind::Expert,
            name: "Dr Lee".into(),
        }),
        Command::RateConsequenceAs(RateConsequenceAs {
            rater_id: "rater_1".into(),
            alternative_id: "alt_b".into(),
            objective_id: "obj_2".into(),
            rating: PughRating::new(2).expect("in range"),
            reasoning: "Sam sees room to grow".into(),
        }),
        Command::RateConsequenceAs(RateConsequenceAs {
            rater_id: "rater_2".into(),
            alternative_id: "alt_b".into(),
            objective_id: "obj_2".into(),
            rating: PughRating::new(-1).expect("in range"),
            reasoning: "Dr Lee sees a plateau".into(),
        }),
        // Added as fundamental once the matrix exists, then demoted: the
        // matrix sections must follow the change of kind.
        objective("Family dinners", true),
        Command::DemoteToMeans(DemoteToMeans {
            id: "obj_4".into(),
            fundamental_id: "obj_2".into(),
        }),
        Command::AddConsequenceUncertainty(AddConsequenceUncertainty {
            alternative_id: "alt_a".into(),
            objective_id: "obj_2".into(),
            uncertainty: "Scope unclear".into(),
        }),
        // An even swap on Stay, made stale when obj_3 is removed below,
        // then undone: the tradeoffs section must follow the table.
        Command::RecordEvenSwap(RecordEvenSwap {
            alternative_id: "alt_c".into(),
            objective_id: "obj_3".into(),
            change: -1.0,
            compensating_objective_id: "obj_1".into(),
            compensation: 0.5,
            reasoning: "even".into(),
            judged_by: None,
        }),
        Command::MarkDominated(MarkDominated {
            alternative_id: "alt_b".into(),
            dominated_by: "alt_a".into(),
            reason: "worse".into(),
        }),
        Command::AddTension(AddTension {
            alternative_id: "alt_a".into(),
            excels_at: "Growth".into(),
            sacrifices: "Commute".into(),
        }),
        Command::RemoveObjective(RemoveObjective {
            id: "obj_3".into(),
            reason: "means only".into(),
        }),
        Command::UndoEvenSwap(UndoEvenSwap {
            step_id: "es_1".into(),
            reason: "stale".into(),
        }),
        Command::SetSynthesis(SetSynthesis {
            synthesis: "VP leads".into(),
        }),
        Command::SetStandout(SetStandout {
            alternative_id: Some("alt_a".into()),
            rationale: "Highest".into(),
        }),
        Command::RateDqElement(RateDqElement {
            element: DqElement::ClearObjectives,
            score: 70,
            rationale: "ok".into(),
        }),
        Command::AddNote(AddNote {
            content: "Ask HR".into(),
            component: None,
        }),
        Command::AddNote(AddNote {
            content: "Check options".into(),
            component: Some(Component::Alternatives),
        }),
        Command::SuggestRevisit(SuggestRevisit {
            component: Component::Objectives,
            reason: "r".into(),
            priority: RevisitPriority::High,
            trigger: Some("t".into()),
        }),
        Command::ResolveUncertainty(ResolveUncertainty {
            id: "unc_1".into(),
            resolution: "Closed".into(),
        }),
    ]
}

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
    Docs::loaded(stored)
}

#[test]
fn document_sections_equal_a_full_render_in_any_batching() {
    let cycle = Uuid::now_v7();
    let (state, events) = history(cycle, career_move());
    for batch in [1, 3, 7, events.len()] {
        let docs = fold_in_batches(&decision::DecisionViews, &events, batch);
        let stored = state_doc(&docs, cycle);
        let doc = serde_json::to_value(render::document(&stored)).unwrap();
        for component in Component::ALL {
            assert_eq!(
                doc["sections"][component.as_str()]["markdown"],
                json!(document::render_section(&state, component)),
                "section {component}, batches of {batch}"
            );
        }
        let sections: Vec<String> = Component::ALL
            .into_iter()
            .map(|c| {
                doc["sections"][c.as_str()]["markdown"]
                    .as_str()
                    .unwrap()
                    .to_owned()
            })
            .collect();
        let composed = document::compose(
            doc["title"].as_str().unwrap(),
            &sections,
            doc["general_notes"].as_str().unwrap(),
        );
        assert_eq!(composed, document::render(&state));
        assert!(composed.contains("Ask HR") && composed.contains("Check options"));
        assert_eq!(stored.state, state);
        assert_eq!(stored.version, events.last().unwrap().version);
        assert_eq!(render::pugh(&stored).totals, pugh::totals(&state));
        let entry = docs.get(&decision::cycle_key(cycle)).unwrap();
        assert_eq!(entry["owner"], "alice");
        assert_eq!(entry["current_component"], "objectives");
        let flows = docs.get(&decision::flows_key(cycle)).unwrap();
        assert_eq!(flows["revisits"][0]["id"], "rev_1");
        assert!(flows["revisit_created_at"]["rev_1"].is_string());
    }
}

/// After every single event, not just at the end: a later event that
/// happens to re-render a section must not hide a missed update.
#[test]
fn every_prefix_of_the_history_renders_like_its_state() {
    let cycle = Uuid::now_v7();
    let (_, events) = history(cycle, career_move());
    let mut state = Cycle::default();
    let mut docs = Docs::default();
    for event in &events {
        state = apply(state, &event.event().unwrap());
        fold_all(
            &decision::DecisionViews,
            std::slice::from_ref(event),
            &mut docs,
        )
        .unwrap();
        let stored = state_doc(&docs, cycle);
        let doc = serde_json::to_value(render::document(&stored)).unwrap();
        for component in Component::ALL {
            // The statuses the fold keeps (the cycles list counts them)
            // are the document's, whichever events touched which section.
            assert_eq!(
                stored.statuses.get(&component),
                Some(&completion_status(&state, component)),
                "kept status of {component} after {} v{}",
                event.event_type,
                event.version
            );
            assert_eq!(
                doc["sections"][component.as_str()]["markdown"],
                json!(document::render_section(&state, component)),
                "section {component} after {} v{}",
                event.event_type,
                event.version
            );
            assert_eq!(
                doc["sections"][component.as_str()]["status"],
                serde_json::to_value(completion_status(&state, component)).unwrap(),
                "status of {component} after {} v{}",
                event.event_type,
                event.version
            );
        }
    }
}

/// The cycle's state document.
fn state_doc(docs: &Docs, cycle: Uuid) -> StateDoc {
    let doc = docs.get(&decision::state_key(cycle)).expect("state");
    serde_json::from_value(doc.clone()).expect("a state document")
}

#[test]
fn state_round_trips_through_json() {
    let (state, _) = history(Uuid::now_v7(), career_move());
    let json = serde_json::to_value(&state).unwrap();
    let back: Cycle = serde_json::from_value(json).unwrap();
    assert_eq!(back, state);
}

#[test]
fn audit_counts_each_invocation_once_with_stats() {
    let cycle = Uuid::now_v7();
    let record = |tool: &str, result: decision_events::ToolResultClass, ms: u32| {
        DomainEvent::from(decision_events::ToolInvocationRecorded {
            invocation_id: Uuid::now_v7(),
            tool_name: tool.into(),
            component: Component::Objectives,
            parameters: json!({}),
            result,
            result_data: None,
            error: None,
            events_appended: 0,
            conversation_turn: 1,
            trigger_context: None,
            invoked_at: at(),
            duration_ms: ms,
            replay_of: None,
        })
    };
    use decision_events::ToolResultClass::*;
    let events: Vec<EventEnvelope> = [
        record("add_objective", Success, 1),
        record("add_objective", ValidationError, 3),
        record("compute_pugh_totals", Success, 40),
        record("add_objective", NotFound, 700),
    ]
    .iter()
    .enumerate()
    .map(|(i, e)| envelope(cycle, i as u64 + 1, e))
    .collect();
    for batch in [1, 2, 4] {
        let docs = fold_in_batches(&audit::AuditViews, &events, batch);
        let stats = docs.get(&audit::stats_key(Some(cycle))).unwrap();
        assert_eq!(stats["overall"]["calls"], 4);
        assert_eq!(stats["overall"]["failures"], 2);
        assert_eq!(stats["overall"]["by_result"]["validation_error"], 1);
        assert_eq!(stats["tools"]["add_objective"]["calls"], 3);
        assert_eq!(stats["overall"]["max_ms"], 700);
        assert_eq!(
            stats["overall"]["p95_ms"], 1000,
            "the 700 ms call lands in the ≤1000 ms bucket"
        );
        assert_eq!(
            docs.get(&audit::stats_key(None)).unwrap()["overall"]["calls"],
            4
        );
        // Statistics only: the log is the store's audit records, not copied.
        let mut keys: Vec<String> = docs.into_docs().map(|(k, _)| k).collect();
        keys.sort();
        assert_eq!(
            keys,
            [audit::stats_key(Some(cycle)), audit::stats_key(None)]
        );
    }
}

/// Two cycles' histories interleaved, an audit record after every event,
/// positions renumbered in feed order (as the worker reads them).
fn interleaved_feed() -> Vec<EventEnvelope> {
    let (_, first) = history(Uuid::now_v7(), career_move());
    let (_, second) = history(Uuid::now_v7(), career_move());
    let mut feed = Vec::new();
    let mut second = second.into_iter();
    for event in first {
        let cycle = event.cycle_id;
        feed.push(event);
        feed.extend(second.next());
        let record = DomainEvent::from(decision_events::ToolInvocationRecorded {
            invocation_id: Uuid::now_v7(),
            tool_name: ["add_objective", "rate_consequence"][feed.len() % 2].into(),
            component: Component::Objectives,
            parameters: json!({}),
            result: decision_events::ToolResultClass::Success,
            result_data: None,
            error: None,
            events_appended: 1,
            conversation_turn: 1,
            trigger_context: None,
            invoked_at: at(),
            duration_ms: feed.len() as u32,
            replay_of: None,
        });
        feed.push(envelope(cycle, 1000 + feed.len() as u64, &record));
    }
    feed.extend(second);
    for (i, event) in feed.iter_mut().enumerate() {
        event.position = i as i64 + 1;
    }
    feed
}

/// The invariant behind batch folds (`Projection::fold`): documents
/// rendered once per batch from the final state are byte for byte what
/// applying the events one at a time writes, for every batch size.
#[test]
fn every_batching_writes_what_event_by_event_application_writes() {
    let feed = interleaved_feed();
    let projections: [&dyn Projection; 2] = [&decision::DecisionViews, &audit::AuditViews];
    for projection in projections {
        // Every document, including the ones a projection only writes.
        let stored = |batch| {
            fold_in_batches(projection, &feed, batch)
                .into_docs()
                .collect::<Vec<(String, Value)>>()
        };
        let one_by_one = stored(1);
        // The audit views: the audited cycle's statistics and the overall;
        // the decision views: each cycle's state, flows and two rows.
        let least = if projection.name() == audit::NAME {
            2
        } else {
            8
        };
        assert!(
            one_by_one.len() >= least,
            "{} wrote documents",
            projection.name()
        );
        for batch in [2, 3, 5, 8, 13, 64, feed.len()] {
            let batched = stored(batch);
            let keys =
                |docs: &[(String, Value)]| docs.iter().map(|(k, _)| k.clone()).collect::<Vec<_>>();
            assert_eq!(
                keys(&batched),
                keys(&one_by_one),
                "the same documents in batches of {batch}"
            );
            for ((key, batched), (_, expected)) in batched.iter().zip(&one_by_one) {
                assert!(
                    serde_json::to_string(batched).unwrap()
                        == serde_json::to_string(expected).unwrap(),
                    "{key} differs in batches of {batch}"
                );
            }
        }
    }
}

fn measure(alternative_id: &str, value: f64) -> Command {
    Command::RecordMeasuredConsequence(RecordMeasuredConsequence {
        alternative_id: alternative_id.into(),
        objective_id: "obj_1".into(),
        value,
        unit: "kEUR".into(),
        low: Some(value - 10.0),
        high: Some(value + 5.0),
        source: Some("Offer letter".into()),
    })
}
