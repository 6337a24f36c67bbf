//! Wakes idle workers when events were appended, and tells waiting readers
//! when a projection advanced.

use decision_store::Position;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::futures::Notified;
use tokio::sync::{Notify, watch};

/// Shared by the appenders (the app) and the workers of one process.
#[derive(Clone, Default)]
pub struct Wakeup {
    inner: Arc<Inner>,
}

#[derive(Default)]
struct Inner {
    /// One per worker: `notify_one` keeps a permit, so a wake-up that
    /// arrives while the worker is busy is not lost.
    workers: Mutex<Vec<Arc<Notify>>>,
    /// New events were appended (for live streams).
    appended: Notify,
    /// This process appended: tell other processes (Postgres NOTIFY).
    local: Arc<Notify>,
    /// Per projection: the last committed checkpoint position.
    progress: Mutex<HashMap<String, watch::Sender<Position>>>,
}

impl Wakeup {
    /// Called after every successful append in this process.
    pub fn events_appended(&self) {
        self.wake_readers();
        self.inner.local.notify_one();
    }

    /// Another process appended (a NOTIFY arrived): wake this process's
    /// readers, without echoing a notification back.
    pub fn remote_events_appended(&self) {
        self.wake_readers();
    }

    /// Raised after each local append; a notifier forwards it to other
    /// processes.
    pub fn local_appends(&self) -> Arc<Notify> {
        self.inner.local.clone()
    }

    fn wake_readers(&self) {
        for worker in self.inner.workers.lock().expect("wakeup lock").iter() {
            worker.notify_one();
        }
        self.inner.appended.notify_waiters();
    }

    /// Resolves at the next append after this call (or never; callers add
    /// a timeout). Not an `async fn`: the returned future counts appends
    /// from the moment it is created, before its first poll, so a caller
    /// can create it, read the feed, then wait without missing an append
    /// that landed in between.
    pub fn next_append(&self) -> Notified<'_> {
        self.inner.appended.notified()
    }

    pub(crate) fn register_worker(&self) -> Arc<Notify> {
        let notify = Arc::new(Notify::new());
        self.inner
            .workers
            .lock()
            .expect("wakeup lock")
            .push(notify.clone());
        notify
    }

    pub(crate) fn advanced(&self, projection: &str, position: Position) {
        self.progress_sender(projection).send_replace(position);
    }

    /// Watches the projection's committed checkpoint in this process.
    pub fn progress(&self, projection: &str) -> watch::Receiver<Position> {
        self.progress_sender(projection).subscribe()
    }

    fn progress_sender(&self, projection: &str) -> watch::Sender<Position> {
        self.inner
            .progress
            .lock()
            .expect("wakeup lock")
            .entry(projection.to_owned())
            .or_insert_with(|| watch::channel(0).0)
            .clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[tokio::test]
    async fn an_append_between_creating_and_awaiting_the_wait_is_not_missed() {
        let wakeup = Wakeup::default();
        let woken = wakeup.next_append();
        wakeup.events_appended();
        tokio::time::timeout(Duration::from_secs(5), woken)
            .await
            .expect("the append landed after next_append() was called");
    }

    #[tokio::test]
    async fn a_wait_created_after_an_append_waits_for_the_next_one() {
        let wakeup = Wakeup::default();
        wakeup.events_appended();
        let woken = wakeup.next_append();
        assert!(
            tokio::time::timeout(Duration::from_millis(50), woken)
                .await
                .is_err()
        );
    }
}
