//! The projection worker: feeds each pure [`Projection`] the gap-safe event
//! feed from its checkpoint, and commits the changed documents together
//! with the new checkpoint (exactly-once effect).
//!
//! * [`Worker::step`] — one batch: read, load documents (those it did not
//!   keep from earlier batches, `doc_cache.rs`), fold, commit. Tests drive
//!   it directly.
//! * [`Worker::run`] — steps until caught up, then sleeps until woken
//!   ([`decision_wakeup::Wakeup`], through [`Projected`]) or the polling
//!   fallback fires; each commit moves [`Projected`]'s checkpoint watch.
//! * [`Worker::retry_parked`] — re-runs parked events (after a fix), and
//!   unparks the ones that apply.
//! * [`rebuild`] — replays from position 0 into a fresh generation while
//!   the live one keeps serving, then swaps it in: a pipeline that reads
//!   ahead, folds windows of many batches and commits each window while
//!   the next one folds (`rebuild.rs`).
//! * [`ViewCache`] — the documents this process's readers read, kept
//!   current by this process's worker's commits (`view_cache.rs`).
//! * [`upgrade`] — before a worker steps, brings the active generation to
//!   the projection's definition ([`Projection::version`]): stamps an
//!   empty one, rebuilds an older one, refuses a newer one
//!   (`definition.rs`).
//!
//! An event a projection cannot apply is retried, then parked with its
//! error; later events of the same cycle are parked behind it (their state
//! would be wrong), and other cycles keep flowing.

mod batch;
mod definition;
mod doc_cache;
mod projected;
mod rebuild;
mod status;
mod view_cache;
mod worker;

pub use definition::{NewerDefinition, Upgrade, WorkerError, check_not_newer, upgrade};
pub use doc_cache::DEFAULT_CAPACITY as DEFAULT_DOC_CACHE_CAPACITY;
pub use projected::Projected;
pub use rebuild::{RebuildConfig, RebuildProgress, rebuild};
pub use status::{ProjectionStatus, status};
pub use view_cache::{
    CommitNotice, DEFAULT_VIEW_CACHE_BYTES, DEFAULT_VIEW_CACHE_CAPACITY, PASSED_BATCHES, ViewCache,
};
pub use worker::{RetryReport, Worker, WorkerConfig};

pub use decision_projections::Projection;
