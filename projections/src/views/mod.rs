//! The read models, each a [`crate::Projection`].

pub mod audit;
pub mod decision;
pub mod shapes;
pub mod travel;

use crate::Projection;
use std::sync::Arc;

/// Every projection the service runs, each with its own checkpoint.
pub fn all() -> Vec<Arc<dyn Projection>> {
    vec![
        Arc::new(decision::DecisionViews),
        Arc::new(audit::AuditViews),
    ]
}
