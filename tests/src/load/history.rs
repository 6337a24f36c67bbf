//! Realistic cycle histories made without a server, for store-level
//! benchmarks (`src/bin/rebuildbench.rs`): the real domain decides each
//! command, and every call is followed by its audit record, as decisiond
//! writes them.

use chrono::Utc;
use decision_domain::{
    AddAlternative, AddObjective, Command, Context, CreateCycle, Cycle, RateConsequence, execute,
};
use decision_events::values::{Component, Direction, PughRating};
use decision_events::{
    DomainEvent, EventMetadata, NewEvent, ToolInvocationRecorded, ToolResultClass,
};
use serde_json::json;
use uuid::Uuid;

const OBJECTIVES: usize = 5;
const ALTERNATIVES: usize = 4;

/// About `events` events of one cycle: it is created, gets objectives and
/// alternatives, then its cells are rated and re-rated.
pub fn cycle_history(cycle: Uuid, events: usize) -> Vec<NewEvent> {
    let ctx = Context::at(Utc::now());
    let mut state = Cycle::default();
    let mut out = Vec::with_capacity(events + 2);
    for (turn, command) in commands().enumerate() {
        if out.len() >= events {
            break;
        }
        let accepted =
            execute(&state, &command, &ctx).unwrap_or_else(|r| panic!("{}: {r}", command.name()));
        let metadata = EventMetadata {
            correlation_id: cycle,
            causation_id: None,
            actor: "bench".into(),
            actor_kind: None,
            invocation_id: None,
            conversation_turn: Some(turn as u32),
            trace_context: None,
        };
        for event in &accepted.events {
            out.push(NewEvent::new(Uuid::now_v7(), event, metadata.clone()));
        }
        let record = DomainEvent::from(ToolInvocationRecorded {
            invocation_id: Uuid::now_v7(),
            tool_name: command.name().into(),
            component: state.current_component.unwrap_or(Component::IssueRaising),
            parameters: json!({}),
            result: ToolResultClass::Success,
            result_data: Some(serde_json::to_value(&accepted.data).expect("results serialize")),
            error: None,
            events_appended: accepted.events.len() as u32,
            conversation_turn: turn as u32,
            trigger_context: None,
            invoked_at: ctx.now,
            duration_ms: (turn % 40) as u32,
            replay_of: None,
        });
        out.push(NewEvent::new(Uuid::now_v7(), &record, metadata));
        state = accepted.state;
    }
    out
}

/// Set-up, then ratings forever (the rating cycles through -2..=2 so every
/// call changes the matrix).
fn commands() -> impl Iterator<Item = Command> {
    let create = Command::CreateCycle(CreateCycle {
        title: "Benchmark cycle".into(),
    });
    let objectives = (1..=OBJECTIVES).map(|i| {
        Command::AddObjective(AddObjective {
            name: format!("Objective {i}"),
            measure: "score".into(),
            direction: Direction::Higher,
            is_fundamental: true,
        })
    });
    let alternatives = (1..=ALTERNATIVES).map(|i| {
        Command::AddAlternative(AddAlternative {
            name: format!("Alternative {i}"),
            description: "d".into(),
            is_status_quo: i == 1,
        })
    });
    // The first alternative is the datum and cannot be rated.
    let cells = (ALTERNATIVES - 1) * OBJECTIVES;
    let ratings = (0..).map(move |n: usize| {
        let cell = n % cells;
        Command::RateConsequence(RateConsequence {
            alternative_id: format!("alt_{}", (b'b' + (cell / OBJECTIVES) as u8) as char),
            objective_id: format!("obj_{}", cell % OBJECTIVES + 1),
            rating: PughRating::new((n / cells % 5) as i64 - 2).expect("in range"),
            reasoning: format!("round {}", n / cells),
        })
    });
    std::iter::once(create)
        .chain(objectives)
        .chain(alternatives)
        .chain(ratings)
}
