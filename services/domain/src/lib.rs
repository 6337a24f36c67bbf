//! The pure decision domain: one PrOACT decision cycle as an event-sourced
//! aggregate.
//!
//! * [`Cycle`] — the aggregate's state, rebuilt by [`apply`]ing events.
//! * [`tools`] — every tool, one file each under its component: its
//!   parameters (the wire format), catalog entry ([`Tool`]: name,
//!   component, hints, description), and its [`Decide`] (a write: the
//!   events and the result) or [`Answer`] (a read). One list there
//!   generates [`Command`] (every write tool, plus the service's own
//!   [`operations`]) and [`Query`] (every read tool).
//! * [`decide`] — validates a command against the state's invariants and
//!   returns the events it produces, or a [`Rejection`] saying how to fix it.
//! * [`report`] — the tool result an agent gets once the events are applied.
//! * [`answer`] — the read tools (Pugh totals, document summary, …).
//! * [`pugh`] — the Pugh matrix semantics (datum, totals, completion);
//!   [`weights`] the objective weights and weighted totals beside them;
//!   [`flip`] the flip analysis (the smallest change that changes the leader);
//!   [`even_swaps`] the even-swap working table, its findings and proposals.
//!   [`measured`] measured consequences, value functions and valued totals;
//!   [`acceptability`] the seeded rank-acceptability estimate.
//! * [`document`] — the decision document: a typed model per section and
//!   its markdown, the only code that renders (the aggregate never imports
//!   it); [`sections`] says which of its sections an event can change, and
//!   whether a command changed it (comparing models, rendering nothing).
//!
//! Architecture invariant: no I/O, no clock, no randomness (rank
//! acceptability draws from a small seeded generator: the caller's seed and
//! the events fix every draw). Everything that
//! varies (ids of cycles and events, timestamps) arrives from outside; the
//! short ids inside a cycle (`obj_1`, `alt_a`, …) are derived from the state,
//! so the same history always yields the same ids.

pub mod acceptability;
pub mod analysis;
mod cells;
mod concise;
mod decide;
pub mod disclosure;
pub mod document;
pub mod even_swaps;
pub mod flip;
pub mod ids;
pub mod measured;
pub mod operations;
mod progress;
pub mod proposal;
pub mod pugh;
mod query;
pub mod raters;
pub mod rejection;
mod report;
pub mod sections;
pub mod sensitivity;
mod state;
mod tool;
pub mod tools;
pub mod weights;

pub use decide::decide;
pub use operations::*;
pub use query::*;
pub use rejection::{PlainWords, Rejection, RejectionClass, Remedy, RemedyWords};
pub use report::*;
pub use state::*;
pub use tool::{Answer, Decide, Hints, Tool, ToolVisitor};
pub use tools::*;

use chrono::{DateTime, Utc};
use decision_events::DomainEvent;

/// What a decision may depend on besides the state and the command: the
/// time, supplied by the caller (the domain never reads a clock), and the
/// size limits of a cycle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Context {
    pub now: DateTime<Utc>,
    pub limits: Limits,
}

impl Context {
    /// The context at `now` with the default limits.
    pub fn at(now: DateTime<Utc>) -> Context {
        Context {
            now,
            limits: Limits::default(),
        }
    }
}

/// How big one cycle may grow: a Pugh matrix past these sizes is no longer
/// a decision aid, and an unbounded cycle is a resource risk.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Objectives ever added (removed ones count: ids are never reused).
    pub max_objectives: usize,
    /// Alternatives ever added (removed ones count).
    pub max_alternatives: usize,
    /// Entries in each of a cycle's other lists (notes, considerations,
    /// uncertainties, tensions, revisit suggestions, …).
    pub max_entries_per_list: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_objectives: 50,
            max_alternatives: 50,
            max_entries_per_list: 200,
        }
    }
}

/// A command that was accepted: the events to append, the state they lead
/// to, and the tool result for the agent.
#[derive(Debug, Clone)]
pub struct Accepted {
    pub events: Vec<DomainEvent>,
    pub state: Cycle,
    pub data: ToolResult,
}

/// Whether `name` is a tool of the catalog. Read models key per-tool
/// figures by these names only, so no caller can add a key by calling a
/// made-up tool.
pub fn is_tool_name(name: &str) -> bool {
    TOOL_NAMES.contains(&name) || name == FIND_TOOLS
}

/// The discovery tool: a catalog tool the catalog answers itself (it
/// searches definitions, which the domain does not know), named here so
/// every list of tool names (statistics keys) has it.
pub const FIND_TOOLS: &str = "find_tools";

/// `decide`, then `apply` and `report`: the whole write path of one command.
pub fn execute(state: &Cycle, command: &Command, ctx: &Context) -> Result<Accepted, Rejection> {
    let events = decide(state, command, ctx)?;
    let after = events.iter().fold(state.clone(), apply);
    let data = report(state, &after, command);
    Ok(Accepted {
        events,
        state: after,
        data,
    })
}
