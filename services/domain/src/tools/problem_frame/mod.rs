//! Problem frame: who decides, the focal statement, scope, constraints,
//! parties, deadline and the decision hierarchy.

mod add_constraint;
mod add_hierarchy_decision;
mod add_party;
mod set_deadline;
mod set_decision_maker;
mod set_focal_statement;
mod set_scope;

pub use add_constraint::*;
pub use add_hierarchy_decision::*;
pub use add_party::*;
pub use set_deadline::*;
pub use set_decision_maker::*;
pub use set_focal_statement::*;
pub use set_scope::*;
