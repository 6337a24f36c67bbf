//! What this process's workers have projected, shared with its readers:
//! each projection's committed checkpoint (a read-your-writes wait wakes on
//! it) and its view cache, beside the [`Wakeup`] that runs the workers.

use crate::ViewCache;
use decision_store::Position;
use decision_wakeup::Wakeup;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::watch;

/// Shared by the workers and the readers of one process; cheap to clone.
#[derive(Clone, Default)]
pub struct Projected {
    wakeup: Wakeup,
    inner: Arc<Inner>,
}

#[derive(Default)]
struct Inner {
    /// Per projection: the last committed checkpoint position.
    progress: Mutex<HashMap<String, watch::Sender<Position>>>,
    /// Per projection: the documents this process's readers keep.
    views: Mutex<HashMap<String, Arc<ViewCache>>>,
}

impl Projected {
    /// The wake-up this process's appends raise (and its workers wait on).
    pub fn wakeup(&self) -> &Wakeup {
        &self.wakeup
    }

    pub(crate) fn advanced(&self, projection: &str, position: Position) {
        self.progress_sender(projection).send_replace(position);
    }

    /// The projection's documents as this process's readers keep them,
    /// current while this process's worker is the writer (see
    /// `view_cache.rs`).
    pub fn view_cache(&self, projection: &str) -> Arc<ViewCache> {
        self.inner
            .views
            .lock()
            .expect("projected lock")
            .entry(projection.to_owned())
            .or_default()
            .clone()
    }

    /// Watches the projection's committed checkpoint in this process.
    pub fn progress(&self, projection: &str) -> watch::Receiver<Position> {
        self.progress_sender(projection).subscribe()
    }

    fn progress_sender(&self, projection: &str) -> watch::Sender<Position> {
        self.inner
            .progress
            .lock()
            .expect("projected lock")
            .entry(projection.to_owned())
            .or_insert_with(|| watch::channel(0).0)
            .clone()
    }
}
