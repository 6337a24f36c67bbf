//! What a projection keeps, decoded, between the batches of one worker:
//! typed values under string keys, bounded (least recently used first).
//!
//! The worker owns it and decides when it is valid (see the worker's
//! `doc_cache.rs`: only while the checkpoint is where the worker's own last
//! commit left it); a projection only takes values out at the start of a
//! batch and puts the new ones back at its end ([`crate::Fold::finish`]).
//! A value is the projection's own type, so nothing is decoded from JSON or
//! encoded to it to keep it.

use std::any::Any;
use std::collections::HashMap;

/// Values kept by default: a cycle's decoded state and views is one value.
pub const DEFAULT_CAPACITY: usize = 256;
/// Bytes of values kept by default (as weighed by whoever puts them:
/// [`Memory::put_weighed`]).
pub const DEFAULT_BYTES: usize = 64 * 1024 * 1024;

pub struct Memory {
    capacity: usize,
    max_bytes: usize,
    bytes: usize,
    values: HashMap<String, Kept>,
    tick: u64,
}

struct Kept {
    value: Box<dyn Any + Send>,
    bytes: usize,
    used: u64,
}

impl Default for Memory {
    fn default() -> Self {
        Memory::new(DEFAULT_CAPACITY)
    }
}

impl std::fmt::Debug for Memory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Memory")
            .field("capacity", &self.capacity)
            .field("len", &self.values.len())
            .finish()
    }
}

impl Memory {
    /// At most `capacity` values (0: keeps nothing).
    pub fn new(capacity: usize) -> Memory {
        Memory::bounded(capacity, DEFAULT_BYTES)
    }

    /// At most `capacity` values and `max_bytes` of them; a value over a
    /// quarter of the bytes is not kept.
    pub fn bounded(capacity: usize, max_bytes: usize) -> Memory {
        Memory {
            capacity,
            max_bytes,
            bytes: 0,
            values: HashMap::new(),
            tick: 0,
        }
    }

    /// An empty memory with the same bounds.
    pub fn empty_like(&self) -> Memory {
        Memory::bounded(self.capacity, self.max_bytes)
    }

    /// The bytes held, as weighed when put.
    pub fn bytes(&self) -> usize {
        self.bytes
    }

    /// Whether a value of type `T` is kept under `key`.
    pub fn holds<T: Any>(&self, key: &str) -> bool {
        self.values.get(key).is_some_and(|k| k.value.is::<T>())
    }

    /// Takes the value under `key` out (it is put back, changed, at the
    /// end of the batch). A value of another type is dropped.
    pub fn take<T: Any>(&mut self, key: &str) -> Option<T> {
        let kept = self.values.remove(key)?;
        self.bytes -= kept.bytes;
        kept.value.downcast::<T>().ok().map(|v| *v)
    }

    /// Keeps `value` under `key`, evicting the least recently used eighth
    /// when full.
    pub fn put<T: Any + Send>(&mut self, key: String, value: T) {
        self.put_weighed(key, value, 0);
    }

    /// Keeps `value`, which weighs `bytes`, under `key`: least recently
    /// used values go, an eighth at a time, until it fits.
    pub fn put_weighed<T: Any + Send>(&mut self, key: String, value: T, bytes: usize) {
        self.forget(&key);
        if self.capacity == 0 || bytes > self.max_bytes / 4 {
            return;
        }
        while !self.values.is_empty()
            && (self.values.len() >= self.capacity || self.bytes + bytes > self.max_bytes)
        {
            self.evict_oldest_eighth();
        }
        self.tick += 1;
        let used = self.tick;
        self.bytes += bytes;
        self.values.insert(
            key,
            Kept {
                value: Box::new(value),
                bytes,
                used,
            },
        );
    }

    /// Forgets the value under `key`.
    pub fn forget(&mut self, key: &str) {
        if let Some(kept) = self.values.remove(key) {
            self.bytes -= kept.bytes;
        }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.values.clear();
        self.bytes = 0;
    }

    pub fn len(&self) -> usize {
        self.values.len()
    }

    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// Drops the least recently used eighth (at least one), so that
    /// eviction's scan is paid once per many inserts.
    fn evict_oldest_eighth(&mut self) {
        let mut used: Vec<u64> = self.values.values().map(|k| k.used).collect();
        let cut = (used.len() / 8).max(1);
        let (_, threshold, _) = used.select_nth_unstable(cut - 1);
        let threshold = *threshold;
        self.values.retain(|_, k| k.used > threshold);
        self.bytes = self.values.values().map(|k| k.bytes).sum();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_come_back_typed_and_only_once() {
        let mut memory = Memory::new(4);
        memory.put("a".into(), vec![1u8, 2]);
        assert!(memory.holds::<Vec<u8>>("a"));
        assert!(!memory.holds::<String>("a"), "another type is not held");
        assert_eq!(memory.take::<Vec<u8>>("a"), Some(vec![1, 2]));
        assert_eq!(memory.take::<Vec<u8>>("a"), None, "taken");
        memory.put("b".into(), 7u32);
        assert_eq!(memory.take::<String>("b"), None, "the wrong type drops it");
        assert!(memory.is_empty());
    }

    #[test]
    fn never_holds_more_than_its_capacity_and_evicts_the_least_recent() {
        let mut memory = Memory::new(16);
        for i in 0..10_000 {
            memory.put(format!("k{i}"), i);
            assert!(memory.len() <= 16);
            // k0 is used again and again: never the least recent.
            let zero: i32 = memory.take("k0").unwrap_or(0);
            memory.put("k0".into(), zero);
        }
        assert!(memory.holds::<i32>("k0"));
        assert!(memory.holds::<i32>("k9999"));
        assert!(!memory.holds::<i32>("k1"));
    }

    #[test]
    fn capacity_zero_keeps_nothing() {
        let mut memory = Memory::new(0);
        memory.put("a".into(), 1);
        assert!(memory.is_empty());
    }

    #[test]
    fn weighed_values_stay_within_the_bytes() {
        let mut memory = Memory::bounded(1000, 100);
        for i in 0..50 {
            memory.put_weighed(format!("k{i}"), i, 10);
            assert!(memory.bytes() <= 100, "{}", memory.bytes());
        }
        assert_eq!(memory.take::<i32>("k49"), Some(49));
        memory.put_weighed("big".into(), 0, 26);
        assert!(!memory.holds::<i32>("big"), "over a quarter: not kept");
        let empty = memory.empty_like();
        assert!(empty.is_empty() && empty.capacity() == 1000);
    }
}
