//! The documents a worker wrote or read in earlier batches, so the next
//! batch loads from the database only the ones it has not seen.
//!
//! Valid only while this worker is the only writer of the documents it
//! holds. Every writer but one moves the checkpoint: another instance's
//! worker, a rebuild (a new generation). So the cache remembers the
//! generation and position of its own last commit, and is emptied when the
//! checkpoint is found anywhere else. The one writer that does not move the
//! checkpoint is `projections retry`, and it writes only cycles with parked
//! events, whose documents the worker does not put back after a batch.
//!
//! A batch takes its documents out ([`DocCache::take`]) and puts back what
//! it committed ([`DocCache::committed`]): no copy on either side, and a
//! batch that fails before committing simply leaves them to be loaded.

use decision_projections::Memory;
use serde_json::Value;
use std::collections::HashMap;

/// Documents kept by default: a live worker's working set (a cycle's
/// decision views are five documents), bounded so that a fleet of many
/// cycles does not grow memory.
pub const DEFAULT_CAPACITY: usize = 512;
/// Bytes of documents kept by default (their JSON length).
pub const DEFAULT_BYTES: usize = 32 * 1024 * 1024;

pub(crate) struct DocCache {
    capacity: usize,
    max_bytes: usize,
    bytes: usize,
    /// Where the checkpoint was after this worker's last commit.
    at: Option<(i64, i64)>,
    docs: HashMap<String, Entry>,
    tick: u64,
    /// What the projection keeps decoded between batches: valid exactly
    /// when the documents are, so emptied with them.
    memory: Memory,
}

struct Entry {
    doc: Value,
    bytes: usize,
    used: u64,
}

impl DocCache {
    pub(crate) fn new(capacity: usize, memory_capacity: usize) -> DocCache {
        DocCache {
            capacity,
            max_bytes: DEFAULT_BYTES,
            bytes: 0,
            at: None,
            docs: HashMap::new(),
            tick: 0,
            memory: Memory::new(memory_capacity),
        }
    }

    /// Empties the cache unless the checkpoint is where this worker's last
    /// commit left it.
    /// Returns whether it emptied it.
    pub(crate) fn validate(&mut self, generation: i64, position: i64) -> bool {
        let moved = self.at != Some((generation, position));
        if moved {
            self.clear();
        }
        moved
    }

    /// The projection's memory, for a batch's fold: taken out (the cache
    /// holds none meanwhile), and given back with [`DocCache::committed`]
    /// once the batch is committed. A batch that fails never gives it
    /// back: what the fold left in it was not committed.
    pub(crate) fn take_memory(&mut self) -> Memory {
        let empty = self.memory.empty_like();
        std::mem::replace(&mut self.memory, empty)
    }

    /// The memory, for a look before the fold (which keys to load).
    pub(crate) fn memory(&self) -> &Memory {
        &self.memory
    }

    /// Splits `keys` into the cached documents, taken out of the cache,
    /// and the keys to load.
    pub(crate) fn take(&mut self, keys: Vec<String>) -> (Vec<(String, Value)>, Vec<String>) {
        let mut hits = Vec::new();
        let mut misses = Vec::new();
        for key in keys {
            match self.docs.remove(&key) {
                Some(entry) => {
                    self.bytes -= entry.bytes;
                    hits.push((key, entry.doc));
                }
                None => misses.push(key),
            }
        }
        (hits, misses)
    }

    /// After a commit that left the checkpoint at `position`: keeps
    /// `docs`, the batch's documents as committed.
    pub(crate) fn committed(
        &mut self,
        generation: i64,
        position: i64,
        memory: Memory,
        docs: impl IntoIterator<Item = (String, Value)>,
    ) {
        self.at = Some((generation, position));
        self.memory = memory;
        if self.capacity == 0 {
            return;
        }
        for (key, doc) in docs {
            let bytes = decision_events::json_len(&doc);
            if let Some(old) = self.docs.remove(&key) {
                self.bytes -= old.bytes;
            }
            if bytes > self.max_bytes / 4 {
                continue;
            }
            while !self.docs.is_empty()
                && (self.docs.len() >= self.capacity || self.bytes + bytes > self.max_bytes)
            {
                self.evict_oldest_eighth();
            }
            // Every use gets its own tick: with ties, eviction would drop
            // more than an eighth.
            self.tick += 1;
            let used = self.tick;
            self.bytes += bytes;
            self.docs.insert(key, Entry { doc, bytes, used });
        }
    }

    /// After a failed commit: nothing is known.
    pub(crate) fn clear(&mut self) {
        self.docs.clear();
        self.bytes = 0;
        self.memory.clear();
        self.at = None;
    }

    /// Drops the least recently used eighth (at least one), so eviction's
    /// scan is paid once per many inserts.
    fn evict_oldest_eighth(&mut self) {
        let mut used: Vec<u64> = self.docs.values().map(|e| e.used).collect();
        let cut = (used.len() / 8).max(1);
        let (_, threshold, _) = used.select_nth_unstable(cut - 1);
        let threshold = *threshold;
        self.docs.retain(|_, e| e.used > threshold);
        self.bytes = self.docs.values().map(|e| e.bytes).sum();
    }

    #[cfg(test)]
    fn len(&self) -> usize {
        self.docs.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn doc(key: &str) -> (String, Value) {
        (key.to_owned(), json!({ "key": key }))
    }

    #[test]
    fn a_moved_checkpoint_empties_the_cache() {
        let mut cache = DocCache::new(16, 4);
        cache.committed(1, 10, Memory::new(4), [doc("a")]);
        cache.validate(1, 10);
        assert_eq!(cache.take(vec!["a".into()]).0, vec![doc("a")]);
        cache.committed(1, 10, Memory::new(4), [doc("a")]);
        cache.validate(1, 12);
        assert_eq!(cache.take(vec!["a".into()]).1, vec!["a".to_owned()]);
        cache.committed(1, 12, Memory::new(4), [doc("a")]);
        cache.validate(2, 12);
        assert_eq!(cache.len(), 0, "a new generation");
    }

    #[test]
    fn taken_and_evicted_keys_are_loaded_again() {
        let mut cache = DocCache::new(8, 4);
        cache.committed(1, 1, Memory::new(4), (0..8).map(|i| doc(&format!("k{i}"))));
        cache.validate(1, 1);
        let (taken, _) = cache.take(vec!["k0".into()]);
        cache.committed(1, 1, Memory::new(4), taken);
        cache.committed(1, 1, Memory::new(4), [doc("k8")]);
        assert_eq!(cache.len(), 8, "one evicted for one added");
        let (hits, misses) = cache.take(vec!["k0".into(), "k1".into(), "k8".into()]);
        assert_eq!(hits.len(), 2, "the recently used k0 and the new k8 stay");
        assert_eq!(misses, vec!["k1".to_owned()]);
        assert_eq!(
            cache.take(vec!["k0".into()]).1,
            vec!["k0".to_owned()],
            "taken"
        );
    }

    #[test]
    fn capacity_zero_keeps_nothing() {
        let mut cache = DocCache::new(0, 0);
        cache.committed(1, 1, Memory::new(4), [doc("a")]);
        assert_eq!(cache.take(vec!["a".into()]).1, vec!["a".to_owned()]);
    }
}
