//! Folded cycle states kept between commands, so a command on a long cycle
//! reads only the events appended since, not its whole history.
//!
//! Always correct by construction: a stream is append-only and its events
//! never change, so the state folded up to version `v` plus the events
//! after `v` is the state of the whole stream. Entries only move forward
//! (a racing load with an older version never replaces a newer one).

use decision_domain::Cycle;
use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use uuid::Uuid;

/// Cycles kept by default: a busy instance's working set; one state is a
/// few to a few tens of KiB.
pub const DEFAULT_CAPACITY: usize = 1024;

pub(crate) struct Aggregates {
    capacity: usize,
    entries: Mutex<HashMap<Uuid, Entry>>,
    /// A logical clock for least-recently-used eviction.
    tick: AtomicU64,
}

struct Entry {
    state: Cycle,
    version: u64,
    used: u64,
}

impl Aggregates {
    pub(crate) fn new(capacity: usize) -> Aggregates {
        Aggregates {
            capacity,
            entries: Mutex::default(),
            tick: AtomicU64::new(0),
        }
    }

    /// The cached state and its version, if any.
    pub(crate) fn get(&self, cycle_id: Uuid) -> Option<(Cycle, u64)> {
        let used = self.tick.fetch_add(1, Ordering::Relaxed);
        let mut entries = self.entries.lock().expect("aggregates lock");
        let entry = entries.get_mut(&cycle_id)?;
        entry.used = used;
        Some((entry.state.clone(), entry.version))
    }

    /// Drops an erased cycle's state. (Entries otherwise only move
    /// forward; another instance's stale entry is caught by the append's
    /// version check, whose reload finds the tombstone.)
    pub(crate) fn forget(&self, cycle_id: Uuid) {
        self.entries
            .lock()
            .expect("aggregates lock")
            .remove(&cycle_id);
    }

    /// Keeps `state` at `version` unless a newer one is already kept.
    pub(crate) fn put(&self, cycle_id: Uuid, state: Cycle, version: u64) {
        if self.capacity == 0 {
            return;
        }
        let used = self.tick.fetch_add(1, Ordering::Relaxed);
        let mut entries = self.entries.lock().expect("aggregates lock");
        if entries.get(&cycle_id).is_some_and(|e| e.version >= version) {
            return;
        }
        if !entries.contains_key(&cycle_id) && entries.len() >= self.capacity {
            evict_oldest_eighth(&mut entries);
        }
        entries.insert(
            cycle_id,
            Entry {
                state,
                version,
                used,
            },
        );
    }
}

/// Drops the least recently used eighth (at least one), so eviction's scan
/// is paid once per many inserts.
fn evict_oldest_eighth(entries: &mut HashMap<Uuid, Entry>) {
    let mut used: Vec<u64> = entries.values().map(|e| e.used).collect();
    let cut = (used.len() / 8).max(1);
    let (_, threshold, _) = used.select_nth_unstable(cut - 1);
    let threshold = *threshold;
    entries.retain(|_, e| e.used > threshold);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn titled(title: &str) -> Cycle {
        Cycle {
            title: title.into(),
            ..Cycle::default()
        }
    }

    #[test]
    fn entries_only_move_forward() {
        let cache = Aggregates::new(8);
        let id = Uuid::now_v7();
        assert!(cache.get(id).is_none());
        cache.put(id, titled("v5"), 5);
        cache.put(id, titled("v3"), 3);
        assert_eq!(
            cache.get(id).map(|(s, v)| (s.title, v)),
            Some(("v5".into(), 5))
        );
        cache.put(id, titled("v7"), 7);
        assert_eq!(cache.get(id).map(|(_, v)| v), Some(7));
    }

    #[test]
    fn the_least_recently_used_go_first() {
        let cache = Aggregates::new(8);
        let ids: Vec<Uuid> = (0..8).map(|_| Uuid::now_v7()).collect();
        for id in &ids {
            cache.put(*id, Cycle::default(), 1);
        }
        // Touch all but the first: it is the least recently used.
        for id in &ids[1..] {
            cache.get(*id);
        }
        cache.put(Uuid::now_v7(), Cycle::default(), 1);
        assert!(cache.get(ids[0]).is_none());
        assert!(ids[1..].iter().all(|id| cache.get(*id).is_some()));
    }

    #[test]
    fn capacity_zero_keeps_nothing() {
        let cache = Aggregates::new(0);
        let id = Uuid::now_v7();
        cache.put(id, Cycle::default(), 1);
        assert!(cache.get(id).is_none());
    }
}
