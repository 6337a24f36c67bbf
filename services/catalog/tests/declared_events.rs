//! Each write tool declares the domain event types it can append
//! (`Decide::EVENTS`), so a listing of the tools (and later a generated
//! docs/tools.md) can say what each one records. The career-move
//! scenario is run through the boundary and the domain, and after every
//! step every write tool's example call is tried too, alone and chained: every event a call appends
//! must be declared, and every declared event must be seen.
//! (The domain's given/when/then harness checks every call of its tests
//! the same way.)

use crate::support;

use chrono::{TimeZone, Utc};
use decision_catalog::{Access, ToolCall};
use decision_domain::{Command, Context, CreateCycle, Cycle, Navigate, execute};
use decision_events::values::Component;
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use support::{catalog, examples};

/// The event types each command appended, by command name.
#[derive(Default)]
struct Seen(BTreeMap<&'static str, BTreeSet<&'static str>>);

impl Seen {
    /// Runs `command`; on success records (and checks) what it appended.
    fn run(&mut self, state: &Cycle, command: &Command, ctx: &Context) -> Option<Cycle> {
        let accepted = execute(state, command, ctx).ok()?;
        let seen = self.0.entry(command.name()).or_default();
        for event in &accepted.events {
            assert!(
                command.declared_events().contains(&event.event_type()),
                "{} appended {}, which it does not declare (it declares {:?})",
                command.name(),
                event.event_type(),
                command.declared_events()
            );
            seen.insert(event.event_type());
        }
        Some(accepted.state)
    }
}

fn command(tool: &str, parameters: &Value, current: Component) -> Option<Command> {
    match catalog().prepare(tool, parameters, current) {
        Ok(ToolCall::Command(command)) => Some(command),
        _ => None,
    }
}

#[test]
fn every_event_a_tool_appends_is_one_it_declares_and_every_declared_one_is_seen() {
    let text = include_str!("../../../tests/scenarios/career-move.json");
    let scenario: Value = serde_json::from_str(text).expect("the scenario parses");
    let ctx = Context::at(Utc.with_ymd_and_hms(2026, 11, 25, 12, 0, 0).unwrap());
    let writes: Vec<(&str, Value)> = examples()
        .into_iter()
        // A proposal-only tool appends nothing of its own: the gate's
        // proposal, then the app's erasure on approval.
        .filter(|(name, ..)| {
            let spec = catalog().get(name).unwrap();
            spec.access == Access::Write && !spec.proposal_only
        })
        .map(|(name, parameters, _)| (name, parameters))
        .collect();
    let mut seen = Seen::default();
    let create = Command::CreateCycle(CreateCycle {
        title: scenario["create"]["title"].as_str().unwrap().to_owned(),
    });
    let mut state = seen.run(&Cycle::default(), &create, &ctx).unwrap();
    for step in scenario["steps"].as_array().unwrap() {
        let current = state.current_component.unwrap();
        let next = match step["navigate"].as_str() {
            Some(component) => Command::Navigate(Navigate {
                component: Component::parse(component).unwrap(),
            }),
            None => {
                let tool = step["tool"].as_str().unwrap();
                match command(tool, &step["parameters"], current) {
                    Some(command) => command,
                    None => continue,
                }
            }
        };
        // Every write tool's example from here, each alone and then one
        // after the other (so one can use what an earlier one added); the
        // scenario goes on from its own state.
        let mut chained = state.clone();
        for (tool, parameters) in &writes {
            let home = catalog().get(tool).unwrap().component.unwrap_or(current);
            if let Some(example) = command(tool, parameters, home) {
                seen.run(&state, &example, &ctx);
                if let Some(after) = seen.run(&chained, &example, &ctx) {
                    chained = after;
                }
            }
        }
        if let Some(after) = seen.run(&state, &next, &ctx) {
            state = after;
        }
    }

    // What the catalog says each tool appends, all of it seen.
    let mut unseen = Vec::new();
    for (tool, _) in &writes {
        let events = catalog().get(tool).unwrap().events;
        assert!(!events.is_empty(), "{tool} declares no events");
        for event in events {
            if !seen.0.get(tool).is_some_and(|s| s.contains(event)) {
                unseen.push(format!("{tool}: {event}"));
            }
        }
    }
    for read in catalog().all().iter().filter(|t| t.access == Access::Read) {
        assert!(read.events.is_empty(), "{} is a read tool", read.name);
    }
    assert!(unseen.is_empty(), "declared but never appended: {unseen:?}");
    for operation in ["create_cycle", "navigate"] {
        assert!(seen.0.contains_key(operation), "{operation} never ran");
    }
}
