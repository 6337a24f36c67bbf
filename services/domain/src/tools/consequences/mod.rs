//! Consequences: the Pugh matrix cells.

mod add_consequence_uncertainty;
mod add_rater;
mod batch_rate_consequences;
mod clear_measured_consequence;
mod rate_consequence;
mod rate_consequence_as;
mod record_measured_consequence;
mod set_value_function;
mod update_rating_reasoning;

pub use add_consequence_uncertainty::*;
pub use add_rater::*;
pub use batch_rate_consequences::*;
pub use clear_measured_consequence::*;
pub use rate_consequence::*;
pub use rate_consequence_as::*;
pub use record_measured_consequence::*;
pub use set_value_function::*;
pub use update_rating_reasoning::*;

use crate::decide::checks::{active_alternative, active_objective, alternative_list};
use crate::{Alternative, Cycle, Objective, Rejection, pugh};

/// A cell that may be rated: both ids active, and the alternative is not
/// the datum (whose cells are 0 by definition).
pub fn check_cell<'a>(
    cycle: &'a Cycle,
    alternative_id: &str,
    objective_id: &str,
) -> Result<(&'a Alternative, &'a Objective), Rejection> {
    let alternative = active_alternative(cycle, "alternative_id", alternative_id)?;
    let objective = active_objective(cycle, "objective_id", objective_id)?;
    if pugh::datum(cycle).is_some_and(|d| d.id == alternative.id) {
        let ratable = alternative_list(cycle, |a| a.id != alternative.id);
        return Err(Rejection::validation(
            "alternative_id",
            format!(
                "`alternative_id`: {} ({}) is the Pugh datum — the baseline every other alternative is rated against — so its cells are 0 by definition and cannot be rated; rate one of: {ratable}",
                alternative.id, alternative.name
            ),
        ));
    }
    Ok((alternative, objective))
}
