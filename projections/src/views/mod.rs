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

use std::marker::PhantomData;
use uuid::Uuid;

/// One cycle's document in a read model: the projection that writes it,
/// the key it is kept under and the type it decodes to, named once (a
/// reader cannot pair a key with another projection or another type).
pub struct View<T> {
    pub projection: &'static str,
    key: fn(Uuid) -> String,
    doc: PhantomData<fn() -> T>,
}

impl<T> View<T> {
    pub const fn new(projection: &'static str, key: fn(Uuid) -> String) -> Self {
        View {
            projection,
            key,
            doc: PhantomData,
        }
    }

    /// The key of `cycle`'s document.
    pub fn key(&self, cycle: Uuid) -> String {
        (self.key)(cycle)
    }
}
