//! The pure decision domain: one PrOACT decision cycle as an event-sourced
//! aggregate.
//!
//! * [`Cycle`] — the aggregate's state, rebuilt by [`apply`]ing events.
//! * [`Command`] — one variant per write tool (plus cycle creation and
//!   navigation); its parameter structs are the tools' wire formats.
//! * [`decide`] — validates a command against the state's invariants and
//!   returns the events it produces, or a [`Rejection`] saying how to fix it.
//! * [`report`] — the tool result an agent gets once the events are applied.
//! * [`Query`] / [`answer`] — the read tools (Pugh totals, document summary).
//! * [`pugh`] — the Pugh matrix semantics (datum, totals, completion).
//!
//! Architecture invariant: no I/O, no clock, no randomness. Everything that
//! varies (ids of cycles and events, timestamps) arrives from outside; the
//! short ids inside a cycle (`obj_1`, `alt_a`, …) are derived from the state,
//! so the same history always yields the same ids.

mod command;
mod decide;
pub mod ids;
pub mod pugh;
mod query;
mod rejection;
mod report;
mod state;

pub use command::*;
pub use decide::decide;
pub use query::{
    CompletionStatus, ComputePughTotals, DocumentSummary, GetDocumentSummary, Query, answer,
    completion_status, summary,
};
pub use rejection::{Rejection, RejectionClass};
pub use report::*;
pub use state::*;

use decision_events::DomainEvent;
use serde_json::Value;

/// A command that was accepted: the events to append, the state they lead
/// to, and the tool result for the agent.
#[derive(Debug, Clone)]
pub struct Accepted {
    pub events: Vec<DomainEvent>,
    pub state: Cycle,
    pub data: Value,
}

/// `decide`, then `apply` and `report`: the whole write path of one command.
pub fn execute(state: &Cycle, command: &Command) -> Result<Accepted, Rejection> {
    let events = decide(state, command)?;
    let after = events.iter().fold(state.clone(), apply);
    let data = report(state, &after, command, &events);
    Ok(Accepted {
        events,
        state: after,
        data,
    })
}
