//! `report`: the result an agent gets after an accepted command — ids,
//! counts, and names next to ids. Each command reports in its own file;
//! the pieces several share live here.

use crate::{Command, Cycle, ToolResult};
use schemars::JsonSchema;
use serde::Serialize;

/// The tool result for `command`, given the state before and after its
/// events were applied.
pub fn report(before: &Cycle, after: &Cycle, command: &Command) -> ToolResult {
    command.report_by_kind(before, after)
}

// What the tools that add an uncertainty report (no doc comment: it would
// become the published schema's description).
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct UncertaintyAddedResult {
    pub uncertainty_id: String,
    pub total_open_uncertainties: usize,
    pub resolvable_count: usize,
}

pub(crate) fn uncertainty_added(after: &Cycle) -> UncertaintyAddedResult {
    UncertaintyAddedResult {
        uncertainty_id: last_id(after.uncertainties.iter().map(|u| &u.id)),
        total_open_uncertainties: after.open_uncertainties().count(),
        resolvable_count: after.open_uncertainties().filter(|u| u.resolvable).count(),
    }
}

/// (fundamental, means) among active objectives.
pub(crate) fn objective_counts(cycle: &Cycle) -> (usize, usize) {
    let fundamental = cycle
        .active_objectives()
        .filter(|o| o.is_fundamental)
        .count();
    (fundamental, cycle.active_objectives().count() - fundamental)
}

pub(crate) fn last_id<'a>(ids: impl Iterator<Item = &'a String>) -> String {
    ids.last().cloned().unwrap_or_default()
}
