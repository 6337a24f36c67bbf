//! Recommendation: synthesis, standout, key considerations, what stays uncertain.

mod add_key_consideration;
mod add_remaining_uncertainty;
mod set_standout;
mod set_synthesis;

pub use add_key_consideration::*;
pub use add_remaining_uncertainty::*;
pub use set_standout::*;
pub use set_synthesis::*;
