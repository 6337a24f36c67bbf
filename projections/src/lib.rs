//! Projections: pure folds from events to read models.
//!
//! * [`Projection`] — the contract: which documents an event touches, and
//!   how it changes them. Documents are JSON values under string keys, so
//!   every store keeps them in one generic table and the worker is the same
//!   for Postgres and the embedded store.
//! * [`views`] — the read models: `decision` (document, Pugh view, pending
//!   revisits/confirmations, cycles list) and `audit` (invocation log, stats).
//! * [`invocation_log`] — the audit record as a log row.
//! * [`Memory`] — what a projection keeps decoded between a live worker's
//!   batches ([`Projection::fold_with`], [`Projection::keys_given`]).
//!
//! Architecture invariant: no I/O. A projection is a deterministic function
//! of the events it is given; the checkpointed worker lives at the edge.

mod docs;
pub mod invocation_log;
pub mod memory;
mod projection;
pub mod views;

pub use docs::Docs;
pub use memory::Memory;
pub use projection::{
    Fold, Projection, ProjectionError, apply_as_one_event_batch, fold_all, fold_all_with,
};
