//! Folded cycle states kept between commands, so a command on a long cycle
//! reads only the events appended since, not its whole history.
//!
//! Always correct by construction: a stream is append-only and its events
//! never change, so the state folded up to version `v` plus the events
//! after `v` is the state of the whole stream. Entries only move forward
//! (a racing load with an older version never replaces a newer one).
//!
//! Bounded in entries (`--aggregate-cache-cycles`) and in bytes
//! (`--aggregate-cache-bytes`, a state weighed as its JSON), least recently
//! used out first; a state over a quarter of the bytes is not kept. The
//! weight is also what a heavy read of the cycle reserves against
//! ([`Aggregates::bytes_of`]). Serializing a whole state to weigh it after
//! every command cost more than the command's own work, so after an append
//! the weight is the previous one plus the appended payloads' bytes, and
//! the state is weighed again every [`REWEIGH_EVERY`] appends.

use super::sizes::{count_evictions, json_bytes, report_bytes};
use decision_domain::Cycle;
use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use uuid::Uuid;

/// Cycles kept by default: a busy instance's working set; one state is a
/// few to a few tens of KiB.
pub const DEFAULT_CAPACITY: usize = 1024;
/// Bytes of states kept by default.
pub const DEFAULT_BYTES: usize = 128 * 1024 * 1024;

const CACHE: &str = "aggregates";

/// Appends after which a kept state's estimated weight is measured again.
const REWEIGH_EVERY: u32 = 16;

pub(crate) struct Aggregates {
    capacity: usize,
    max_bytes: usize,
    entries: Mutex<Entries>,
    /// A logical clock for least-recently-used eviction.
    tick: AtomicU64,
}

#[derive(Default)]
struct Entries {
    by_cycle: HashMap<Uuid, Entry>,
    bytes: usize,
}

struct Entry {
    state: Cycle,
    version: u64,
    bytes: usize,
    used: u64,
    /// Appends since `bytes` was measured (it is estimated since).
    estimated: u32,
}

impl Aggregates {
    pub(crate) fn new(capacity: usize, max_bytes: usize) -> Aggregates {
        Aggregates {
            capacity,
            max_bytes,
            entries: Mutex::default(),
            tick: AtomicU64::new(0),
        }
    }

    /// The cached state and its version, if any.
    pub(crate) fn get(&self, cycle_id: Uuid) -> Option<(Cycle, u64)> {
        let used = self.tick.fetch_add(1, Ordering::Relaxed);
        let mut entries = self.entries.lock().expect("aggregates lock");
        let entry = entries.by_cycle.get_mut(&cycle_id)?;
        entry.used = used;
        Some((entry.state.clone(), entry.version))
    }

    /// The weight of the cycle's kept state (its JSON length), if kept.
    pub(crate) fn bytes_of(&self, cycle_id: Uuid) -> Option<usize> {
        let entries = self.entries.lock().expect("aggregates lock");
        entries.by_cycle.get(&cycle_id).map(|e| e.bytes)
    }

    /// Drops an erased cycle's state. (Entries otherwise only move
    /// forward; another instance's stale entry is caught by the append's
    /// version check, whose reload finds the tombstone.)
    pub(crate) fn forget(&self, cycle_id: Uuid) {
        let mut entries = self.entries.lock().expect("aggregates lock");
        if let Some(gone) = entries.by_cycle.remove(&cycle_id) {
            entries.bytes -= gone.bytes;
        }
        report_bytes(CACHE, entries.bytes);
    }

    /// Keeps `state` at `version` unless a newer one is already kept.
    pub(crate) fn put(&self, cycle_id: Uuid, state: Cycle, version: u64) {
        self.keep(cycle_id, state, version, None);
    }

    /// [`Aggregates::put`] for the state an append of `appended_bytes` (the
    /// payloads it folds in) led to: weighed as the kept state plus those.
    pub(crate) fn put_appended(
        &self,
        cycle_id: Uuid,
        state: Cycle,
        version: u64,
        appended_bytes: usize,
    ) {
        self.keep(cycle_id, state, version, Some(appended_bytes));
    }

    fn keep(&self, cycle_id: Uuid, state: Cycle, version: u64, appended_bytes: Option<usize>) {
        if self.capacity == 0 {
            return;
        }
        let estimate = appended_bytes.and_then(|grown| {
            let entries = self.entries.lock().expect("aggregates lock");
            entries
                .by_cycle
                .get(&cycle_id)
                .filter(|e| e.version < version && e.estimated < REWEIGH_EVERY)
                .map(|e| (e.bytes + grown, e.estimated + 1))
        });
        // Weighed outside the lock: a large state takes a while.
        let (bytes, estimated) = estimate.unwrap_or_else(|| (json_bytes(&state), 0));
        let used = self.tick.fetch_add(1, Ordering::Relaxed);
        let mut entries = self.entries.lock().expect("aggregates lock");
        if entries
            .by_cycle
            .get(&cycle_id)
            .is_some_and(|e| e.version >= version)
        {
            return;
        }
        if let Some(old) = entries.by_cycle.remove(&cycle_id) {
            entries.bytes -= old.bytes;
        }
        if bytes > self.max_bytes / 4 {
            report_bytes(CACHE, entries.bytes);
            return;
        }
        let mut evicted = 0;
        while !entries.by_cycle.is_empty()
            && (entries.by_cycle.len() >= self.capacity || entries.bytes + bytes > self.max_bytes)
        {
            evicted += evict_oldest_eighth(&mut entries);
        }
        entries.bytes += bytes;
        entries.by_cycle.insert(
            cycle_id,
            Entry {
                state,
                version,
                bytes,
                used,
                estimated,
            },
        );
        count_evictions(CACHE, evicted);
        report_bytes(CACHE, entries.bytes);
    }

    #[cfg(test)]
    fn bytes(&self) -> usize {
        self.entries.lock().expect("aggregates lock").bytes
    }
}

/// Drops the least recently used eighth (at least one), so eviction's scan
/// is paid once per many inserts; how many it dropped.
fn evict_oldest_eighth(entries: &mut Entries) -> usize {
    let mut used: Vec<u64> = entries.by_cycle.values().map(|e| e.used).collect();
    let cut = (used.len() / 8).max(1);
    let (_, threshold, _) = used.select_nth_unstable(cut - 1);
    let threshold = *threshold;
    let before = entries.by_cycle.len();
    entries.by_cycle.retain(|_, e| e.used > threshold);
    entries.bytes = entries.by_cycle.values().map(|e| e.bytes).sum();
    before - entries.by_cycle.len()
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
        let cache = Aggregates::new(8, DEFAULT_BYTES);
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
        let cache = Aggregates::new(8, DEFAULT_BYTES);
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
    fn an_appended_state_is_estimated_then_weighed_again() {
        let cache = Aggregates::new(8, DEFAULT_BYTES);
        let id = Uuid::now_v7();
        cache.put(id, titled("a"), 1);
        let measured = json_bytes(&titled("a"));
        assert_eq!(cache.bytes_of(id), Some(measured));
        let grown = titled(&"b".repeat(100));
        let mut expected = measured;
        for n in 0..REWEIGH_EVERY {
            cache.put_appended(id, grown.clone(), 2 + u64::from(n), 10);
            expected += 10;
            assert_eq!(
                cache.bytes_of(id),
                Some(expected),
                "estimated: kept plus appended"
            );
            assert_eq!(cache.bytes(), expected, "the total follows the estimate");
        }
        cache.put_appended(id, grown.clone(), 100, 10);
        assert_eq!(
            cache.bytes_of(id),
            Some(json_bytes(&grown)),
            "weighed again after {REWEIGH_EVERY} estimates"
        );
        let other = Uuid::now_v7();
        cache.put_appended(other, grown.clone(), 1, 10);
        assert_eq!(
            cache.bytes_of(other),
            Some(json_bytes(&grown)),
            "nothing kept to estimate from: weighed"
        );
    }

    #[test]
    fn capacity_zero_keeps_nothing() {
        let cache = Aggregates::new(0, DEFAULT_BYTES);
        let id = Uuid::now_v7();
        cache.put(id, Cycle::default(), 1);
        assert!(cache.get(id).is_none());
    }

    #[test]
    fn the_states_kept_are_bounded_in_bytes() {
        let big = Cycle {
            title: "x".repeat(10_000),
            ..Cycle::default()
        };
        let one = json_bytes(&big);
        let cache = Aggregates::new(1000, 10 * one);
        let ids: Vec<Uuid> = (0..30).map(|_| Uuid::now_v7()).collect();
        for id in &ids {
            cache.put(*id, big.clone(), 1);
        }
        assert!(
            cache.bytes() <= 10 * one,
            "{} > {}",
            cache.bytes(),
            10 * one
        );
        assert_eq!(cache.bytes_of(ids[29]), Some(one), "the newest is kept");
        assert!(cache.get(ids[0]).is_none(), "the oldest went");
        // A state over a quarter of the bytes is not kept.
        let huge = Cycle {
            title: "x".repeat(30_000),
            ..Cycle::default()
        };
        cache.put(ids[29], huge, 2);
        assert_eq!(cache.bytes_of(ids[29]), None);
    }
}
