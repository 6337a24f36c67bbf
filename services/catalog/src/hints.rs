//! Behaviour hints per tool, for agents and for MCP annotations.

use crate::spec::Access;
use serde::Serialize;

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

/// Tools that discard or override the user's own input.
const NEEDS_CONFIRMATION: &[&str] = &[
    "remove_objective",
    "remove_alternative",
    "demote_to_means",
    "mark_dominated",
    "clear_dominated",
    "mark_irrelevant_objective",
    "set_focal_decision",
    "set_standout",
];

pub(crate) fn of(tool: &str, access: Access) -> Hints {
    if access == Access::Read {
        return Hints {
            requires_confirmation: false,
            destructive: false,
            idempotent: true,
        };
    }
    let overwrites = tool.starts_with("set_") || tool.starts_with("update_");
    Hints {
        requires_confirmation: NEEDS_CONFIRMATION.contains(&tool),
        destructive: overwrites
            || tool.starts_with("remove_")
            || tool.starts_with("mark_")
            || tool.starts_with("clear_")
            || tool == "dismiss_revisit"
            || tool == "resolve_uncertainty"
            // A change of kind drops the objective's links (promote) or
            // overrides the user's own classification (demote).
            || tool == "promote_to_fundamental"
            || tool == "demote_to_means",
        idempotent: overwrites,
    }
}
