//! Tradeoffs: dominated alternatives, irrelevant objectives, tensions,
//! weights and even swaps.

mod add_tension;
mod clear_dominated;
mod mark_dominated;
mod mark_irrelevant_objective;
mod propose_even_swap;
mod record_even_swap;
mod set_aside_in_even_swaps;
mod set_objective_weights;
mod undo_even_swap;

pub use add_tension::*;
pub use clear_dominated::*;
pub use mark_dominated::*;
pub use mark_irrelevant_objective::*;
pub use propose_even_swap::*;
pub use record_even_swap::*;
pub use set_aside_in_even_swaps::*;
pub use set_objective_weights::*;
pub use undo_even_swap::*;

use crate::Cycle;

/// Active alternatives not marked dominated.
pub(crate) fn non_dominated(after: &Cycle) -> usize {
    after
        .active_alternatives()
        .filter(|a| a.dominated.is_none())
        .count()
}
