//! Issue raising: potential decisions, objective ideas, uncertainties,
//! considerations, the focal decision.

mod add_consideration;
mod add_objective_idea;
mod add_potential_decision;
mod add_uncertainty;
mod set_focal_decision;

pub use add_consideration::*;
pub use add_objective_idea::*;
pub use add_potential_decision::*;
pub use add_uncertainty::*;
pub use set_focal_decision::*;
