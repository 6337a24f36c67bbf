//! Projections: pure folds from events to read models.
//!
//! * [`invocation_log`] — the audit view of tool calls on a cycle.
//!
//! Architecture invariant: no I/O. A projection is a function of the events
//! it is given; the worker that feeds and checkpoints it lives elsewhere.

pub mod invocation_log;
