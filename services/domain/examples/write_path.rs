//! A fixed write-path workload for instruction counts (callgrind): what a
//! tool call does in the domain — `execute` (decide, apply, report) and
//! `document_changed` — for N calls on an 8 × 5 matrix: re-ratings, and
//! an objective added every tenth call until there are 40.
//!
//! `valgrind --tool=callgrind target/release/examples/write_path 2000`,
//! minus the same with 0 calls (the setup), divided by 2000.

use decision_domain::sections::document_changed;
use decision_domain::*;
use decision_events::values::{Direction, PughRating};

fn main() {
    let calls: usize = std::env::args()
        .nth(1)
        .map_or(2000, |n| n.parse().expect("a number of calls"));
    let now = chrono::DateTime::parse_from_rfc3339("2026-11-21T12:00:00Z")
        .expect("a time")
        .to_utc();
    let ctx = Context::at(now);
    let mut state = Cycle::default();
    let run = |state: &mut Cycle, command: Command| -> bool {
        let accepted = execute(state, &command, &ctx).expect("accepted");
        let changed = document_changed(state, &accepted.events, &accepted.state);
        *state = accepted.state;
        changed
    };
    run(
        &mut state,
        Command::CreateCycle(CreateCycle {
            title: "Bench".into(),
        }),
    );
    let objective = |n: usize| {
        Command::AddObjective(AddObjective {
            name: format!("Objective {n}"),
            measure: "m".into(),
            direction: Direction::Higher,
            is_fundamental: true,
        })
    };
    for n in 1..=8 {
        run(&mut state, objective(n));
    }
    for n in 1..=5 {
        run(
            &mut state,
            Command::AddAlternative(AddAlternative {
                name: format!("Alternative {n}"),
                description: "d".into(),
                is_status_quo: n == 5,
            }),
        );
    }
    let letters = ["a", "b", "c", "d"];
    let mut changed = 0;
    let mut added = 8;
    for i in 0..calls {
        let command = if i % 10 == 9 && added < 40 {
            added += 1;
            objective(added)
        } else {
            Command::RateConsequence(RateConsequence {
                alternative_id: format!("alt_{}", letters[i % 4]),
                objective_id: format!("obj_{}", 1 + (i / 4) % 8),
                rating: PughRating::new((i % 5) as i64 - 2).expect("a rating"),
                reasoning: format!("call {}", i % 7),
            })
        };
        changed += usize::from(run(&mut state, command));
    }
    println!("{calls} calls, {changed} changed the document");
}
