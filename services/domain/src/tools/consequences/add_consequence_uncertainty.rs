//! `add_consequence_uncertainty`: what is uncertain about one cell of the matrix.

use crate::decide::checks::{active_alternative, active_objective, non_blank};
use crate::decide::room_for_uncertainty;
use crate::ids::sequential;
use crate::report::last_id;
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::{Component, ConsequenceCell};
use decision_events::{DomainEvent, UncertaintyFlagged};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AddConsequenceUncertainty {
    #[schemars(length(min = 1, max = 64))]
    pub alternative_id: String,
    #[schemars(length(min = 1, max = 64))]
    pub objective_id: String,
    /// What is uncertain about this cell.
    #[schemars(length(min = 1, max = 2000))]
    pub uncertainty: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ConsequenceUncertaintyResult {
    pub uncertainty_id: String,
    pub alternative_id: String,
    pub objective_id: String,
    pub total_open_uncertainties: usize,
}

impl Tool for AddConsequenceUncertainty {
    const NAME: &'static str = "add_consequence_uncertainty";
    const COMPONENT: Option<Component> = Some(Component::Consequences);
    const HINTS: Hints = Hints::WRITE;
    const SUMMARY: &'static str =
        "Flag doubt about one cell of the matrix (alternative x objective).";
    const DESCRIPTION: &'static str = "Flag an uncertainty about one cell of the matrix (alternative × objective). Use it when the person hesitates on a rating (\"it depends on the bonus\"). Example: {\"alternative_id\": \"alt_b\", \"objective_id\": \"obj_1\", \"uncertainty\": \"Bonus size unknown\"}. The cell need not be rated yet; unknown ids are errors listing the valid ones. Returns its id (unc_N) and the open count.";
}

impl Decide for AddConsequenceUncertainty {
    const EVENTS: &'static [&'static str] = &[UncertaintyFlagged::EVENT_TYPE];
    type Result = ConsequenceUncertaintyResult;

    fn decide(&self, cycle: &Cycle, ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        room_for_uncertainty(cycle, ctx)?;
        let alternative = active_alternative(cycle, "alternative_id", &self.alternative_id)?;
        let objective = active_objective(cycle, "objective_id", &self.objective_id)?;
        Ok(vec![
            UncertaintyFlagged {
                uncertainty_id: sequential("unc", cycle.uncertainties.len()),
                description: non_blank("uncertainty", &self.uncertainty)?,
                component: Component::Consequences,
                resolvable: true,
                impact: None,
                cell: Some(ConsequenceCell {
                    alternative_id: alternative.id.clone(),
                    objective_id: objective.id.clone(),
                }),
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> ConsequenceUncertaintyResult {
        ConsequenceUncertaintyResult {
            uncertainty_id: last_id(after.uncertainties.iter().map(|u| &u.id)),
            alternative_id: self.alternative_id.clone(),
            objective_id: self.objective_id.clone(),
            total_open_uncertainties: after.open_uncertainties().count(),
        }
    }
}
