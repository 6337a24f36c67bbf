//! A fixed call-path workload for instruction counts (callgrind): what
//! every door runs for a tool call between the parsed request and the
//! bytes it sends — `handle_call` (the catalog's boundary, the domain,
//! the audit record) and the response serialized — for N calls on an
//! 8 × 5 matrix.
//!
//! * `write`: `rate_consequence`, re-rating the cells in turn;
//! * `read`: `compute_pugh_totals` in the concise format (its detail-only
//!   `matrix` left out).
//!
//! `valgrind --tool=callgrind target/release/examples/call_path write 2000`,
//! minus the same with 0 calls (the setup), divided by 2000.

use decision_calls::{Call, CallLimits, Gate, handle_call};
use decision_catalog::Catalog;
use decision_domain::*;
use decision_events::EventMetadata;
use serde_json::json;
use uuid::Uuid;

fn main() {
    let mut args = std::env::args().skip(1);
    let mode = args.next().unwrap_or_else(|| "write".into());
    let calls: usize = args
        .next()
        .map_or(2000, |n| n.parse().expect("a number of calls"));
    let now = chrono::DateTime::parse_from_rfc3339("2026-11-21T12:00:00Z")
        .expect("a time")
        .to_utc();
    let ctx = Context::at(now);
    let catalog = Catalog::new();
    let limits = CallLimits {
        max_event_bytes: 512 * 1024,
        max_text_chars: 4000,
        gate: Gate::default(),
    };
    let metadata = EventMetadata {
        correlation_id: Uuid::nil(),
        causation_id: None,
        actor: "bench".into(),
        actor_kind: None,
        invocation_id: None,
        conversation_turn: None,
        trace_context: None,
    };
    let mut state = Cycle::default();
    let setup = |state: &mut Cycle, command: Command| {
        *state = execute(state, &command, &ctx).expect("accepted").state;
    };
    setup(
        &mut state,
        Command::CreateCycle(CreateCycle {
            title: "Bench".into(),
        }),
    );
    for n in 1..=8 {
        setup(
            &mut state,
            Command::AddObjective(AddObjective {
                name: format!("Objective {n}"),
                measure: "m".into(),
                direction: decision_events::values::Direction::Higher,
                is_fundamental: true,
            }),
        );
    }
    for n in 1..=5 {
        setup(
            &mut state,
            Command::AddAlternative(AddAlternative {
                name: format!("Alternative {n}"),
                description: "d".into(),
                is_status_quo: n == 5,
            }),
        );
    }
    setup(
        &mut state,
        Command::Navigate(Navigate {
            component: decision_events::values::Component::Consequences,
        }),
    );
    let letters = ["a", "b", "c", "d"];
    let mut bytes = 0;
    for i in 0..calls {
        let (tool, parameters) = match mode.as_str() {
            "write" => (
                "rate_consequence",
                json!({
                    "alternative_id": format!("alt_{}", letters[i % 4]),
                    "objective_id": format!("obj_{}", 1 + (i / 4) % 8),
                    "rating": (i % 5) as i64 - 2,
                    "reasoning": format!("call {}", i % 7),
                }),
            ),
            "read" => ("compute_pugh_totals", json!({})),
            other => panic!("`{other}`: write or read"),
        };
        let call = Call {
            tool,
            parameters: &parameters,
            conversation_turn: 1,
            trigger_context: None,
            invocation_id: Uuid::from_u128(i as u128 + 1),
            invoked_at: now,
            metadata: &metadata,
            words: &PlainWords,
            approved: false,
        };
        let outcome = handle_call(&catalog, state, &call, &ctx, &limits, &|| 1);
        assert!(outcome.response.success, "{:?}", outcome.response.error);
        // What the door sends.
        bytes += serde_json::to_vec(&outcome.response)
            .expect("responses serialize")
            .len();
        state = outcome.state_after;
    }
    println!("{calls} {mode} calls, {bytes} response bytes");
}
