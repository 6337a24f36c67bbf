//! Alternatives: the options, the status quo, and the strategy table.

mod add_alternative;
mod add_strategy_dimension;
mod remove_alternative;
mod set_alternative_strategy;
mod update_alternative;

pub use add_alternative::*;
pub use add_strategy_dimension::*;
pub use remove_alternative::*;
pub use set_alternative_strategy::*;
pub use update_alternative::*;

use crate::{Cycle, pugh};

// The result of every tool that changes one alternative in place (no doc
// comment: it would become the published schema's description).
#[derive(Debug, Clone, PartialEq, serde::Serialize, schemars::JsonSchema)]
pub struct AlternativeChangedResult {
    pub alternative_id: String,
    pub name: String,
    pub description: String,
    pub remaining_alternatives: usize,
    /// The Pugh datum after the change, if any alternative remains.
    pub datum_id: Option<String>,
}

pub(crate) fn alternative_changed(after: &Cycle, id: &str) -> AlternativeChangedResult {
    let a = after.alternative(id).expect("checked");
    AlternativeChangedResult {
        alternative_id: a.id.clone(),
        name: a.name.clone(),
        description: a.description.clone(),
        remaining_alternatives: after.active_alternatives().count(),
        datum_id: pugh::datum(after).map(|d| d.id.clone()),
    }
}
