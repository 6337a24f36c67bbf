//! Objectives: fundamental and means objectives and the links between them.

mod add_objective;
mod demote_to_means;
mod link_means_to_fundamental;
mod promote_to_fundamental;
mod remove_objective;
mod update_objective_measure;

pub use add_objective::*;
pub use demote_to_means::*;
pub use link_means_to_fundamental::*;
pub use promote_to_fundamental::*;
pub use remove_objective::*;
pub use update_objective_measure::*;

use crate::Cycle;
use crate::report::objective_counts;

// The result of every tool that changes one objective in place (no doc
// comment: it would become the published schema's description).
#[derive(Debug, Clone, PartialEq, serde::Serialize, schemars::JsonSchema)]
pub struct ObjectiveChangedResult {
    pub objective_id: String,
    pub name: String,
    pub measure: String,
    pub objective_type: String,
    pub total_fundamental: usize,
    pub total_means: usize,
}

pub(crate) fn objective_changed(after: &Cycle, id: &str) -> ObjectiveChangedResult {
    let o = after.objective(id).expect("checked");
    let (fundamental, means) = objective_counts(after);
    ObjectiveChangedResult {
        objective_id: o.id.clone(),
        name: o.name.clone(),
        measure: o.measure.clone(),
        objective_type: o.kind().into(),
        total_fundamental: fundamental,
        total_means: means,
    }
}
