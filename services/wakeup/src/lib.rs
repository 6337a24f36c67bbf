//! Wakes what follows the event feed when this process appended: the
//! projection workers, the relay, the readers waiting for an append, a
//! cycle's live streams, and the notifier that tells other processes.
//!
//! Its own crate so the relay and the projection worker both use it
//! without depending on each other; it knows no store, projection or
//! NATS, only that a cycle was appended to.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, Weak};
use tokio::sync::Notify;
use tokio::sync::futures::{Notified, OwnedNotified};
use uuid::Uuid;

/// Most cycles one cross-process notification names; past it, it says
/// "every cycle" (a Postgres NOTIFY payload holds under 8,000 bytes).
pub const MAX_NOTIFIED_CYCLES: usize = 200;

/// Shared by the appenders (the app) and the followers of one process.
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
    /// Per cycle: what its live streams wait on (only cycles watched now).
    cycles: Mutex<HashMap<Uuid, Weak<Notify>>>,
    /// Cycles appended to since the last cross-process notification.
    unsent: Mutex<Unsent>,
}

#[derive(Default)]
struct Unsent {
    cycles: HashSet<Uuid>,
    /// More than [`MAX_NOTIFIED_CYCLES`]: the next notification names all.
    overflowed: bool,
}

impl Wakeup {
    /// Called after every successful append to `cycle_id` in this process.
    pub fn events_appended(&self, cycle_id: Uuid) {
        self.wake_readers();
        self.wake_cycle(cycle_id);
        {
            let mut unsent = self.inner.unsent.lock().expect("wakeup lock");
            if !unsent.overflowed {
                unsent.cycles.insert(cycle_id);
                if unsent.cycles.len() > MAX_NOTIFIED_CYCLES {
                    unsent.cycles.clear();
                    unsent.overflowed = true;
                }
            }
        }
        self.inner.local.notify_one();
    }

    /// The cycles appended to since the last call (`None`: too many to
    /// name, or unknown — every cycle), for a cross-process notification.
    pub fn take_unsent(&self) -> Option<Vec<Uuid>> {
        let mut unsent = self.inner.unsent.lock().expect("wakeup lock");
        let taken = std::mem::take(&mut *unsent);
        (!taken.overflowed).then(|| taken.cycles.into_iter().collect())
    }

    /// Another process appended (a NOTIFY arrived) to `cycles` (`None`:
    /// any): wake this process's readers, without echoing a notification
    /// back.
    pub fn remote_events_appended(&self, cycles: Option<&[Uuid]>) {
        self.wake_readers();
        match cycles {
            Some(cycles) => cycles.iter().for_each(|c| self.wake_cycle(*c)),
            None => {
                let watched: Vec<Arc<Notify>> = {
                    let map = self.inner.cycles.lock().expect("wakeup lock");
                    map.values().filter_map(Weak::upgrade).collect()
                };
                watched.iter().for_each(|n| n.notify_waiters());
            }
        }
    }

    /// A watch on one cycle's appends, for a live stream: appends to other
    /// cycles never wake it.
    pub fn watch_cycle(&self, cycle_id: Uuid) -> CycleWatch {
        let mut map = self.inner.cycles.lock().expect("wakeup lock");
        // A watch dropped while a wake-up held its entry leaves a dead one.
        if map.len() >= 1024 && map.len().is_power_of_two() {
            map.retain(|_, watched| watched.strong_count() > 0);
        }
        let notify = match map.get(&cycle_id).and_then(Weak::upgrade) {
            Some(notify) => notify,
            None => {
                let notify = Arc::new(Notify::new());
                map.insert(cycle_id, Arc::downgrade(&notify));
                notify
            }
        };
        CycleWatch {
            wakeup: self.clone(),
            cycle_id,
            notify,
        }
    }

    fn wake_cycle(&self, cycle_id: Uuid) {
        let notify = {
            let map = self.inner.cycles.lock().expect("wakeup lock");
            map.get(&cycle_id).and_then(Weak::upgrade)
        };
        if let Some(notify) = notify {
            notify.notify_waiters();
        }
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

    /// A wake-up of its own for a loop that must not miss an append that
    /// lands while it is busy: `notify_one` keeps a permit for it.
    pub fn register_worker(&self) -> Arc<Notify> {
        let notify = Arc::new(Notify::new());
        self.inner
            .workers
            .lock()
            .expect("wakeup lock")
            .push(notify.clone());
        notify
    }
}

/// One cycle's appends, watched (see [`Wakeup::watch_cycle`]).
pub struct CycleWatch {
    wakeup: Wakeup,
    cycle_id: Uuid,
    notify: Arc<Notify>,
}

impl CycleWatch {
    /// Resolves at the next append to the cycle after this call (counted
    /// from creation, like [`Wakeup::next_append`]).
    pub fn next_append(&self) -> Notified<'_> {
        self.notify.notified()
    }

    /// [`CycleWatch::next_append`] as an owned future, to keep beside the
    /// watch (e.g. armed before a subscription is acknowledged, checked
    /// after the watch's first read).
    pub fn next_append_owned(&self) -> OwnedNotified {
        self.notify.clone().notified_owned()
    }
}

impl Drop for CycleWatch {
    fn drop(&mut self) {
        let mut map = self.wakeup.inner.cycles.lock().expect("wakeup lock");
        // The map holds a weak reference; the last watch removes the entry.
        if Arc::strong_count(&self.notify) == 1 {
            map.remove(&self.cycle_id);
        }
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
        wakeup.events_appended(Uuid::nil());
        tokio::time::timeout(Duration::from_secs(5), woken)
            .await
            .expect("the append landed after next_append() was called");
    }

    #[tokio::test]
    async fn a_wait_created_after_an_append_waits_for_the_next_one() {
        let wakeup = Wakeup::default();
        wakeup.events_appended(Uuid::nil());
        let woken = wakeup.next_append();
        assert!(
            tokio::time::timeout(Duration::from_millis(50), woken)
                .await
                .is_err()
        );
    }

    #[tokio::test]
    async fn a_cycle_watch_wakes_only_for_its_own_cycle() {
        let wakeup = Wakeup::default();
        let (mine, other) = (Uuid::now_v7(), Uuid::now_v7());
        let watch = wakeup.watch_cycle(mine);
        let woken = watch.next_append();
        wakeup.events_appended(other);
        wakeup.remote_events_appended(Some(&[other]));
        let mut woken = std::pin::pin!(woken);
        assert!(
            tokio::time::timeout(Duration::from_millis(50), woken.as_mut())
                .await
                .is_err(),
            "woken by another cycle's append"
        );
        wakeup.remote_events_appended(Some(&[mine]));
        tokio::time::timeout(Duration::from_secs(5), woken)
            .await
            .expect("its own cycle's append wakes it");
        let armed = watch.next_append_owned();
        wakeup.events_appended(mine);
        tokio::time::timeout(Duration::from_secs(5), armed)
            .await
            .expect("an owned wait counts appends from its creation, unpolled");
        let woken = watch.next_append();
        wakeup.remote_events_appended(None);
        tokio::time::timeout(Duration::from_secs(5), woken)
            .await
            .expect("a notification naming no cycle wakes every watch");
    }

    #[test]
    fn watches_leave_nothing_behind_and_unsent_cycles_overflow_to_all() {
        let wakeup = Wakeup::default();
        let cycle = Uuid::now_v7();
        let (a, b) = (wakeup.watch_cycle(cycle), wakeup.watch_cycle(cycle));
        drop(a);
        assert_eq!(wakeup.inner.cycles.lock().unwrap().len(), 1);
        drop(b);
        assert!(wakeup.inner.cycles.lock().unwrap().is_empty());

        wakeup.events_appended(cycle);
        wakeup.events_appended(cycle);
        assert_eq!(wakeup.take_unsent(), Some(vec![cycle]));
        assert_eq!(wakeup.take_unsent(), Some(vec![]));
        for _ in 0..=MAX_NOTIFIED_CYCLES {
            wakeup.events_appended(Uuid::now_v7());
        }
        assert_eq!(wakeup.take_unsent(), None, "too many to name: all");
        assert_eq!(wakeup.take_unsent(), Some(vec![]));
    }
}
