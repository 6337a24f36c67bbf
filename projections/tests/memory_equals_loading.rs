//! What a projection keeps decoded between batches (`Memory`) is only a
//! shortcut: folding with it — full, evicting, emptied between batches —
//! writes, byte for byte, what loading every document and applying the
//! events one at a time writes.

use chrono::{DateTime, TimeZone, Utc};
use decision_domain::*;
use decision_events::values::*;
use decision_events::{
    CycleErased, DomainEvent, EventEnvelope, EventMetadata, NewEvent, ToolInvocationRecorded,
    ToolResultClass, event_id_for,
};
use decision_projections::views::{audit, decision};
use decision_projections::{Docs, Memory, Projection, fold_all, fold_all_with};
use serde_json::{Value, json};
use std::collections::BTreeMap;
use uuid::Uuid;

fn at() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 26, 9, 0, 0).unwrap()
}

fn envelope(cycle: Uuid, version: u64, event: &DomainEvent) -> EventEnvelope {
    let metadata = EventMetadata {
        correlation_id: cycle,
        causation_id: None,
        actor: format!("user-{}", cycle.as_u128() % 3),
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
        position: 0,
        event_type: new.event_type.into(),
        schema_version: new.schema_version,
        recorded_at: at() + chrono::Duration::seconds(version as i64),
        payload: new.payload,
        metadata,
    }
}

fn commands() -> Vec<Command> {
    let objective = |name: &str| {
        Command::AddObjective(AddObjective {
            name: name.into(),
            measure: "m".into(),
            direction: Direction::Higher,
            is_fundamental: true,
        })
    };
    let alternative = |name: &str, sq: bool| {
        Command::AddAlternative(AddAlternative {
            name: name.into(),
            description: "d".into(),
            is_status_quo: sq,
        })
    };
    let rate = |a: &str, o: &str, r: i64| {
        Command::RateConsequence(RateConsequence {
            alternative_id: a.into(),
            objective_id: o.into(),
            rating: PughRating::new(r).unwrap(),
            reasoning: format!("{a} on {o}: {r}"),
        })
    };
    let mut commands = vec![
        Command::CreateCycle(CreateCycle {
            title: "Which offer".into(),
        }),
        Command::AddPotentialDecision(AddPotentialDecision {
            description: "Move?".into(),
        }),
        Command::SetFocalDecision(SetFocalDecision {
            decision_id: "dec_1".into(),
        }),
        objective("Pay"),
        objective("Growth"),
        alternative("Stay", true),
        alternative("Go", false),
        alternative("Wait", false),
        Command::SuggestRevisit(SuggestRevisit {
            component: Component::Objectives,
            reason: "r".into(),
            priority: RevisitPriority::High,
            trigger: Some("t".into()),
        }),
    ];
    for round in 0..3 {
        for (a, o) in [("alt_b", "obj_1"), ("alt_b", "obj_2"), ("alt_c", "obj_1")] {
            commands.push(rate(a, o, (round % 5) - 2));
        }
        commands.push(Command::AddNote(AddNote {
            content: format!("note {round}"),
            component: Some(Component::Consequences),
        }));
    }
    commands.push(Command::MarkDominated(MarkDominated {
        alternative_id: "alt_c".into(),
        dominated_by: "alt_b".into(),
        reason: "worse".into(),
    }));
    commands
}

/// Three cycles interleaved, an audit record after each event, the second
/// cycle erased half-way; positions in feed order.
fn feed() -> Vec<EventEnvelope> {
    let ctx = Context::at(at());
    let cycles: Vec<Uuid> = (0..3).map(|_| Uuid::now_v7()).collect();
    let mut histories: Vec<Vec<EventEnvelope>> = Vec::new();
    for cycle in &cycles {
        let mut state = Cycle::default();
        let mut events = Vec::new();
        for command in commands() {
            let accepted = execute(&state, &command, &ctx)
                .unwrap_or_else(|r| panic!("{}: {r}", command.name()));
            for event in &accepted.events {
                events.push(envelope(*cycle, events.len() as u64 + 1, event));
            }
            state = accepted.state;
        }
        histories.push(events);
    }
    let mut feed = Vec::new();
    let longest = histories.iter().map(Vec::len).max().unwrap();
    for i in 0..longest {
        for (c, history) in histories.iter().enumerate() {
            if c == 1 && i == longest / 2 {
                let erased = DomainEvent::CycleErased(CycleErased {
                    erased_by: "operator".into(),
                    reason: decision_events::ErasureReason::Operator,
                    calls: BTreeMap::new(),
                });
                feed.push(envelope(cycles[1], 10_000, &erased));
            }
            if c == 1 && i >= longest / 2 {
                continue;
            }
            let Some(event) = history.get(i) else {
                continue;
            };
            feed.push(event.clone());
            let record = DomainEvent::from(ToolInvocationRecorded {
                invocation_id: Uuid::now_v7(),
                tool_name: ["add_objective", "rate_consequence", "made_up"][i % 3].into(),
                component: Component::Consequences,
                parameters: json!({ "i": i }),
                result: [ToolResultClass::Success, ToolResultClass::ValidationError][i % 2],
                result_data: None,
                error: None,
                events_appended: 1,
                conversation_turn: 1,
                trigger_context: None,
                invoked_at: at(),
                duration_ms: (i * 7) as u32,
                replay_of: None,
            });
            feed.push(envelope(cycles[c], 1_000 + i as u64, &record));
        }
    }
    for (i, event) in feed.iter_mut().enumerate() {
        event.position = i as i64 + 1;
    }
    feed
}

/// A store of documents, written the way the worker commits a batch.
#[derive(Default)]
struct Stored(BTreeMap<String, Value>);

impl Stored {
    fn load(&self, keys: impl IntoIterator<Item = String>) -> Docs {
        Docs::loaded(
            keys.into_iter()
                .filter_map(|k| self.0.get(&k).map(|v| (k, v.clone()))),
        )
    }

    fn commit(&mut self, mut docs: Docs) {
        for prefix in docs.take_deleted() {
            self.0.retain(|k, _| !k.starts_with(&prefix));
        }
        self.0.extend(docs.into_changes());
    }
}

/// Every document after applying the feed one event at a time, each
/// batch loading every key it names.
fn event_by_event(projection: &dyn Projection, feed: &[EventEnvelope]) -> BTreeMap<String, Value> {
    let mut stored = Stored::default();
    for event in feed {
        let mut docs = stored.load(projection.keys(event));
        fold_all(projection, std::slice::from_ref(event), &mut docs).expect("projects");
        stored.commit(docs);
    }
    stored.0
}

/// Every document after folding the feed in batches of `batch` with a
/// memory of `capacity`, emptied before every batch whose index `forget`
/// accepts (another writer, a failed commit).
fn remembering(
    projection: &dyn Projection,
    feed: &[EventEnvelope],
    batch: usize,
    capacity: usize,
    forget: impl Fn(usize) -> bool,
) -> BTreeMap<String, Value> {
    let mut stored = Stored::default();
    let mut memory = Memory::new(capacity);
    for (i, chunk) in feed.chunks(batch).enumerate() {
        if forget(i) {
            memory.clear();
        }
        let keys: Vec<String> = chunk
            .iter()
            .flat_map(|e| projection.keys_given(e, &memory))
            .collect();
        let mut docs = stored.load(keys);
        fold_all_with(projection, chunk, &mut docs, &mut memory).expect("projects");
        stored.commit(docs);
        assert!(memory.len() <= capacity, "memory stays within its bound");
    }
    stored.0
}

fn assert_same(
    name: &str,
    what: &str,
    got: &BTreeMap<String, Value>,
    want: &BTreeMap<String, Value>,
) {
    assert_eq!(
        got.keys().collect::<Vec<_>>(),
        want.keys().collect::<Vec<_>>(),
        "{name}, {what}: the same documents"
    );
    for (key, value) in want {
        assert_eq!(
            serde_json::to_string(&got[key]).unwrap(),
            serde_json::to_string(value).unwrap(),
            "{name}, {what}: {key}"
        );
    }
}

#[test]
fn folding_with_memory_writes_what_loading_every_document_writes() {
    let feed = feed();
    let projections: [&dyn Projection; 2] = [&decision::DecisionViews, &audit::AuditViews];
    for projection in projections {
        let name = projection.name();
        let want = event_by_event(projection, &feed);
        // The audit views: the audited cycles' statistics and the overall;
        // the decision views: each cycle's state, flows and two rows.
        let least = if name == audit::NAME { 2 } else { 8 };
        assert!(want.len() >= least, "{name} wrote documents");
        for batch in [1, 2, 5, 17, feed.len()] {
            for capacity in [0, 1, 2, 256] {
                let got = remembering(projection, &feed, batch, capacity, |_| false);
                assert_same(
                    name,
                    &format!("batch {batch}, memory {capacity}"),
                    &got,
                    &want,
                );
            }
            // Emptied every third batch, as after another writer's commit.
            let got = remembering(projection, &feed, batch, 256, |i| i % 3 == 2);
            assert_same(name, &format!("batch {batch}, emptied"), &got, &want);
        }
    }
}

#[test]
fn a_cycle_in_memory_loads_nothing_and_an_evicted_one_is_loaded_again() {
    let feed = feed();
    let projection = decision::DecisionViews;
    let first = feed
        .iter()
        .find(|e| projection.concerns(e))
        .expect("a decision event");
    let mut memory = Memory::new(1);
    assert_eq!(
        projection.keys_given(first, &memory),
        projection.keys(first),
        "nothing kept: every key is loaded"
    );
    let mut docs = Docs::default();
    fold_all_with(
        &projection,
        std::slice::from_ref(first),
        &mut docs,
        &mut memory,
    )
    .unwrap();
    assert!(
        projection.keys_given(first, &memory).is_empty(),
        "kept: nothing to load"
    );
    // Another cycle's batch takes the only place.
    let other = feed
        .iter()
        .find(|e| projection.concerns(e) && e.cycle_id != first.cycle_id)
        .expect("another cycle");
    fold_all_with(
        &projection,
        std::slice::from_ref(other),
        &mut Docs::default(),
        &mut memory,
    )
    .unwrap();
    assert_eq!(memory.len(), 1);
    assert_eq!(
        projection.keys_given(first, &memory),
        projection.keys(first),
        "evicted: loaded again"
    );
}
