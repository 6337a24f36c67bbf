//! What a tool is. Each tool is one file under `tools/<component>/`: its
//! parameter struct implements [`Tool`] (how the catalog lists it) and
//! either [`Decide`] (a write: the events it appends and the result it
//! reports) or [`Answer`] (a read: the result it answers).
//!
//! The parameter struct is the tool's wire format: its `JsonSchema` derive
//! is the canonical parameter schema the catalog validates against, and its
//! doc comments are the schema's descriptions. The result type's derive is
//! the published result schema, so neither can drift from the code.

use crate::{Context, Cycle, Rejection, ResponseFormat};
use decision_events::DomainEvent;
use decision_events::values::Component;
use schemars::JsonSchema;
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::fmt;

/// A tool as the catalog lists it.
pub trait Tool: Serialize + DeserializeOwned + JsonSchema {
    /// The name an agent calls, e.g. `rate_consequence`.
    const NAME: &'static str;
    /// The component it belongs to; `None` for cross-cutting tools, which
    /// are callable in every component.
    const COMPONENT: Option<Component>;
    /// Behaviour hints for agents and MCP annotations.
    const HINTS: Hints;
    /// Every call is a proposal the person answers, whatever the
    /// confirmation gate's setting: the tool's effect is theirs alone to
    /// allow (`erase_cycle`). Its `decide` refuses, so nothing but the
    /// app's approval path can run it.
    const PROPOSAL_ONLY: bool = false;
    /// The compact description a model is shown by default: what the tool
    /// does and when to use it, in one or two sentences of its own (bounds,
    /// enums and nullability are schema keywords; no sentence shared with
    /// another tool). The full guidance is [`Tool::DESCRIPTION`].
    const SUMMARY: &'static str;
    /// The full guidance, one call away (`detail=full`, an MCP resource,
    /// docs/tools.md), written like a docstring: what it does, the
    /// conversational signal to use it on, a short example call, the edge
    /// cases and what an error means, what it returns.
    const DESCRIPTION: &'static str;
}

/// A command: what it appends to the cycle, and what the agent gets back.
/// Write tools implement it, and so do the service's own operations
/// (`operations/`), which are not in the catalog.
pub trait Decide {
    /// Every domain event type `decide` can return (`<Event>::EVENT_TYPE`);
    /// tests check each appended event against it.
    const EVENTS: &'static [&'static str];
    /// The result's `data`.
    type Result: Serialize + JsonSchema + fmt::Debug + Clone + PartialEq;

    /// The events that record the command, or why it is refused. Pure: the
    /// same state, command and context always give the same answer.
    fn decide(&self, cycle: &Cycle, ctx: &Context) -> Result<Vec<DomainEvent>, Rejection>;

    /// The result, given the states before and after the accepted events.
    fn report(&self, before: &Cycle, after: &Cycle) -> Self::Result;
}

/// A read tool: answered from the state; it appends only its audit record.
pub trait Answer {
    /// Keys (at any depth) only the `detailed` response format carries; a
    /// concise answer leaves them out, and the published result schema does
    /// not require them.
    const DETAIL_ONLY: &'static [&'static str];
    /// An analysis: its work grows faster than the cycle (samples, what-ifs
    /// over every cell, dominance or swaps over the whole table), so the
    /// service runs it on its analysis pool, a user's share at a time,
    /// never on a request thread.
    const ANALYSIS: bool = false;
    /// The detailed answer's `data`.
    type Result: Serialize + JsonSchema + fmt::Debug + Clone + PartialEq;

    /// The format the call asked for.
    fn response_format(&self) -> ResponseFormat;

    /// The detailed answer (the concise one is derived from it).
    fn answer(&self, cycle: &Cycle, ctx: &Context) -> Result<Self::Result, Rejection>;
}

/// Behaviour hints, for agents and for MCP annotations.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Hints {
    /// The agent should get the user's explicit confirmation first
    /// (request_confirmation), because the call discards or overrides
    /// something the user said.
    pub requires_confirmation: bool,
    /// The call may overwrite or discard earlier state.
    pub destructive: bool,
    /// Repeating the call with the same parameters changes nothing more.
    pub idempotent: bool,
}

impl Hints {
    /// Every read tool's: it changes nothing.
    pub const READ: Hints = Hints {
        requires_confirmation: false,
        destructive: false,
        idempotent: true,
    };
    /// A write with no warning to give: it discards nothing the user said,
    /// and a repeat is not known to change nothing more.
    pub const WRITE: Hints = Hints {
        requires_confirmation: false,
        destructive: false,
        idempotent: false,
    };
    /// A write that replaces a value (`set_…`, `update_…`): a repeat
    /// changes nothing more.
    pub const REPLACES: Hints = Hints {
        requires_confirmation: false,
        destructive: true,
        idempotent: true,
    };
}

/// Sees every catalog tool ([`crate::visit_tools`]): how the catalog
/// builds its table without naming a tool.
pub trait ToolVisitor {
    fn write<T: Tool + Decide + Into<crate::Command>>(&mut self);
    fn read<T: Tool + Answer + Into<crate::Query>>(&mut self);
}
