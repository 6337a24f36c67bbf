//! Tradeoffs: dominated alternatives, irrelevant objectives, tensions.

mod add_tension;
mod clear_dominated;
mod mark_dominated;
mod mark_irrelevant_objective;
mod set_objective_weights;

pub use add_tension::*;
pub use clear_dominated::*;
pub use mark_dominated::*;
pub use mark_irrelevant_objective::*;
pub use set_objective_weights::*;

use crate::Cycle;

/// Active alternatives not marked dominated.
pub(crate) fn non_dominated(after: &Cycle) -> usize {
    after
        .active_alternatives()
        .filter(|a| a.dominated.is_none())
        .count()
}
