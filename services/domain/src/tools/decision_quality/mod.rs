//! Decision quality: element scores and improvements.

mod add_quality_improvement;
mod calculate_overall_dq;
mod rate_dq_element;

pub use add_quality_improvement::*;
pub use calculate_overall_dq::*;
pub use rate_dq_element::*;
