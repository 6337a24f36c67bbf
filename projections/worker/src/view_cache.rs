//! Documents the readers of this process read recently, kept current by
//! this process's worker: a read whose document is here needs no store
//! round trip, and a read-your-writes wait learns here that its event was
//! projected the moment the batch holding it is committed.
//!
//! **When it serves.** Only while it is *synced*: this process's worker
//! committed last, and the cache saw that commit and every one before it
//! since it last emptied. Each commit moves it (documents it holds that the
//! batch wrote are replaced, deleted ones dropped); the worker empties it
//! when it finds the checkpoint anywhere else than its own last commit left
//! it (another instance's worker, a rebuild's activation) or when a commit
//! fails. A process that does not run the projection's worker (another
//! instance holds the lease) never syncs: its reads go to the store.
//!
//! **Filling.** A reader that read a document from the store puts it here
//! with the checkpoint position it was read at; it is kept only when that
//! is the position the cache is synced at (else a commit may have landed
//! in between, which the cache would not apply to it). Documents of cycles
//! with parked events are never kept: `projections retry` rewrites them
//! without moving the checkpoint.
//!
//! Bounded: at most `capacity` documents and `max_bytes` of them (their
//! JSON length; least recently used go first, a document over a quarter of
//! the bytes is not kept), and the positions of the last
//! [`PASSED_BATCHES`] batches.

use decision_store::Position;
use serde_json::Value;
use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::{Arc, Mutex};
use uuid::Uuid;

/// Documents kept per projection by default.
pub const DEFAULT_VIEW_CACHE_CAPACITY: usize = 1024;
/// Bytes of documents kept per projection by default.
pub const DEFAULT_VIEW_CACHE_BYTES: usize = 32 * 1024 * 1024;

/// Batches whose event positions are remembered (a read-your-writes wait
/// whose event is older asks the store).
pub const PASSED_BATCHES: usize = 64;

/// One projection's cache (see the module).
pub struct ViewCache {
    inner: Mutex<Inner>,
}

struct Inner {
    capacity: usize,
    max_bytes: usize,
    /// The documents' bytes, as JSON.
    bytes: usize,
    /// Documents dropped to stay within the bounds, ever.
    evictions: u64,
    /// The generation and position of the last local commit, while synced.
    synced: Option<(i64, Position)>,
    docs: HashMap<String, Entry>,
    tick: u64,
    /// Cycles with parked events: never kept.
    blocked: HashSet<Uuid>,
    /// The event positions of the last batches committed, newest last.
    passed: VecDeque<Vec<Position>>,
}

struct Entry {
    cycle: Uuid,
    doc: Arc<Value>,
    bytes: usize,
    used: u64,
}

/// What one local commit changed, for [`ViewCache::committed`].
pub struct CommitNotice<'a> {
    pub generation: i64,
    /// Where the checkpoint was before the commit, and where it is now.
    pub from: Position,
    pub to: Position,
    /// The documents written (replaced here when held).
    pub docs: &'a [(String, Value)],
    pub deleted_prefixes: &'a [String],
    /// Every cycle with a parked event after the commit.
    pub blocked: HashSet<Uuid>,
    /// The positions of the batch's events.
    pub positions: Vec<Position>,
}

impl Default for ViewCache {
    fn default() -> Self {
        ViewCache::new(DEFAULT_VIEW_CACHE_CAPACITY)
    }
}

impl ViewCache {
    pub fn new(capacity: usize) -> ViewCache {
        ViewCache::bounded(capacity, DEFAULT_VIEW_CACHE_BYTES)
    }

    /// At most `capacity` documents and `max_bytes` of them.
    pub fn bounded(capacity: usize, max_bytes: usize) -> ViewCache {
        ViewCache {
            inner: Mutex::new(Inner {
                capacity,
                max_bytes,
                bytes: 0,
                evictions: 0,
                synced: None,
                docs: HashMap::new(),
                tick: 0,
                blocked: HashSet::new(),
                passed: VecDeque::new(),
            }),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        // A panic while holding it leaves a consistent map.
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The document under `key` and the checkpoint position it is current
    /// at, when held and synced.
    pub fn get(&self, key: &str) -> Option<(Arc<Value>, Position)> {
        let mut inner = self.lock();
        let (_, synced) = inner.synced?;
        Some((inner.touch(key)?, synced))
    }

    /// The document under `key` for a reader that needs the event at
    /// `target` (0: none) and saw the projection's checkpoint at
    /// `checkpoint`: held, and known to include that event — it is in a
    /// batch this cache saw committed, or the cache is synced at that very
    /// checkpoint. (The store shows a commit before the worker tells the
    /// cache: a cache synced short of `checkpoint` still holds the
    /// documents from before it.)
    pub fn get_including(
        &self,
        key: &str,
        target: Position,
        checkpoint: Position,
    ) -> Option<(Arc<Value>, Position)> {
        let mut inner = self.lock();
        let (_, synced) = inner.synced?;
        let includes = target == 0 || synced == checkpoint || inner.saw(target);
        includes
            .then(|| inner.touch(key))
            .flatten()
            .map(|doc| (doc, synced))
    }

    /// Keeps `doc`, read from the store at checkpoint `read_at`, if the
    /// cache is synced at that very position and its cycle has no parked
    /// event.
    pub fn fill(&self, key: &str, cycle: Uuid, doc: Arc<Value>, read_at: Position) {
        let mut inner = self.lock();
        if inner.capacity == 0
            || inner.synced.map(|(_, p)| p) != Some(read_at)
            || inner.blocked.contains(&cycle)
        {
            return;
        }
        inner.insert(key.to_owned(), cycle, doc);
    }

    /// The checkpoint position, when synced and the event at `target` is
    /// in one of the last batches committed: it has been projected.
    pub fn passed(&self, target: Position) -> Option<Position> {
        let inner = self.lock();
        let (_, position) = inner.synced?;
        inner.saw(target).then_some(position)
    }

    /// The position the cache is synced at, if it is.
    pub fn synced_position(&self) -> Option<Position> {
        self.lock().synced.map(|(_, p)| p)
    }

    /// After a local commit. A commit that does not continue from where
    /// the cache is synced (the first one, or after a gap) empties it
    /// first.
    pub fn committed(&self, notice: CommitNotice<'_>) {
        let mut inner = self.lock();
        if inner.synced != Some((notice.generation, notice.from)) {
            inner.docs.clear();
            inner.passed.clear();
        }
        for prefix in notice.deleted_prefixes {
            if !prefix.is_empty() {
                inner.docs.retain(|k, _| !k.starts_with(prefix.as_str()));
            }
        }
        let mut grew = false;
        for (key, doc) in notice.docs {
            if let Some(entry) = inner.docs.get_mut(key) {
                entry.doc = Arc::new(doc.clone());
                entry.bytes = decision_events::json_len(doc);
                grew = true;
            }
        }
        if !notice.blocked.is_empty() {
            inner.docs.retain(|_, e| !notice.blocked.contains(&e.cycle));
        }
        inner.recount();
        if grew {
            // A replaced document may have grown past the bytes.
            inner.make_room(0);
        }
        inner.blocked = notice.blocked;
        inner.passed.push_back(notice.positions);
        while inner.passed.len() > PASSED_BATCHES {
            inner.passed.pop_front();
        }
        inner.synced = Some((notice.generation, notice.to));
    }

    /// Another writer may have written: nothing here is known current.
    pub fn invalidate(&self) {
        let mut inner = self.lock();
        inner.synced = None;
        inner.docs.clear();
        inner.passed.clear();
        inner.bytes = 0;
    }

    pub fn len(&self) -> usize {
        self.lock().docs.len()
    }

    /// The bytes held (the documents' JSON length), and the documents
    /// dropped to stay within the bounds, ever (for the metrics).
    pub fn bytes_and_evictions(&self) -> (usize, u64) {
        let inner = self.lock();
        (inner.bytes, inner.evictions)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl Inner {
    /// The document under `key`, marked as just used.
    fn touch(&mut self, key: &str) -> Option<Arc<Value>> {
        self.tick += 1;
        let tick = self.tick;
        let entry = self.docs.get_mut(key)?;
        entry.used = tick;
        Some(entry.doc.clone())
    }

    /// Whether the event at `target` is in one of the batches remembered.
    fn saw(&self, target: Position) -> bool {
        self.passed.iter().any(|batch| batch.contains(&target))
    }

    fn insert(&mut self, key: String, cycle: Uuid, doc: Arc<Value>) {
        let bytes = decision_events::json_len(&doc);
        if let Some(old) = self.docs.remove(&key) {
            self.bytes -= old.bytes;
        }
        if bytes > self.max_bytes / 4 {
            return;
        }
        self.make_room(bytes);
        self.tick += 1;
        let used = self.tick;
        self.bytes += bytes;
        self.docs.insert(
            key,
            Entry {
                cycle,
                doc,
                bytes,
                used,
            },
        );
    }

    /// Drops the least recently used documents, an eighth at a time, until
    /// one more of `bytes` fits.
    fn make_room(&mut self, bytes: usize) {
        let incoming = usize::from(bytes > 0);
        while !self.docs.is_empty()
            && (self.docs.len() + incoming > self.capacity || self.bytes + bytes > self.max_bytes)
        {
            let mut used: Vec<u64> = self.docs.values().map(|e| e.used).collect();
            let cut = (used.len() / 8).max(1);
            let (_, threshold, _) = used.select_nth_unstable(cut - 1);
            let threshold = *threshold;
            let before = self.docs.len();
            self.docs.retain(|_, e| e.used > threshold);
            self.evictions += (before - self.docs.len()) as u64;
            self.recount();
        }
    }

    fn recount(&mut self) {
        self.bytes = self.docs.values().map(|e| e.bytes).sum();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn notice<'a>(from: Position, to: Position, docs: &'a [(String, Value)]) -> CommitNotice<'a> {
        CommitNotice {
            generation: 1,
            from,
            to,
            docs,
            deleted_prefixes: &[],
            blocked: HashSet::new(),
            positions: ((from + 1)..=to).collect(),
        }
    }

    #[test]
    fn serves_only_while_synced_and_only_what_was_read_at_the_synced_position() {
        let cache = ViewCache::new(8);
        let cycle = Uuid::now_v7();
        cache.fill("a", cycle, Arc::new(json!(1)), 0);
        assert!(cache.get("a").is_none(), "not synced: nothing kept");
        cache.committed(notice(0, 5, &[]));
        cache.fill("a", cycle, Arc::new(json!(1)), 4);
        assert!(cache.get("a").is_none(), "read before the last commit");
        cache.fill("a", cycle, Arc::new(json!(1)), 5);
        assert_eq!(cache.get("a").map(|(d, _)| (*d).clone()), Some(json!(1)));
        assert_eq!(cache.get("a").map(|(_, p)| p), Some(5));
        // A commit replaces what it wrote.
        let written = [("a".to_owned(), json!(2))];
        cache.committed(notice(5, 9, &written));
        assert_eq!(
            cache.get("a").map(|(d, p)| ((*d).clone(), p)),
            Some((json!(2), 9))
        );
        // A gap (another writer committed 9 → 12): emptied, then synced anew.
        cache.committed(notice(12, 15, &[]));
        assert!(cache.get("a").is_none());
        cache.fill("a", cycle, Arc::new(json!(3)), 15);
        cache.invalidate();
        assert!(cache.get("a").is_none(), "invalidated");
        assert_eq!(cache.passed(14), None);
    }

    #[test]
    fn a_reader_past_the_synced_checkpoint_is_not_served_the_older_document() {
        let cache = ViewCache::new(8);
        let cycle = Uuid::now_v7();
        cache.committed(notice(0, 8, &[]));
        cache.fill("a", cycle, Arc::new(json!("at 8")), 8);
        // The store shows checkpoint 10 before the worker tells the cache.
        assert!(cache.get_including("a", 10, 10).is_none());
        assert!(cache.get_including("a", 9, 10).is_none());
        // Known to include: no event needed, synced at what the reader
        // saw, or the event is in a batch the cache saw.
        assert!(cache.get_including("a", 0, 10).is_some());
        assert!(cache.get_including("a", 3, 8).is_some());
        assert!(cache.get_including("a", 7, 10).is_some());
        let written = [("a".to_owned(), json!("at 10"))];
        cache.committed(notice(8, 10, &written));
        assert_eq!(
            cache
                .get_including("a", 10, 10)
                .map(|(d, p)| ((*d).clone(), p)),
            Some((json!("at 10"), 10))
        );
    }

    #[test]
    fn knows_which_events_were_projected_in_recent_batches() {
        let cache = ViewCache::new(8);
        cache.committed(notice(0, 3, &[]));
        assert_eq!(cache.passed(2), Some(3));
        assert_eq!(cache.passed(4), None, "not yet");
        for i in 0..PASSED_BATCHES as i64 {
            cache.committed(notice(3 + i, 4 + i, &[]));
        }
        assert_eq!(cache.passed(2), None, "too old to know: the store is asked");
        assert!(cache.passed(4 + PASSED_BATCHES as i64 - 1).is_some());
    }

    #[test]
    fn parked_cycles_and_deleted_prefixes_are_not_kept_and_size_is_bounded() {
        let cache = ViewCache::new(4);
        let (mine, parked) = (Uuid::now_v7(), Uuid::now_v7());
        cache.committed(notice(0, 1, &[]));
        cache.fill("doc/mine", mine, Arc::new(json!(1)), 1);
        cache.fill("doc/parked", parked, Arc::new(json!(1)), 1);
        let mut blocked = notice(1, 2, &[]);
        blocked.blocked = HashSet::from([parked]);
        let deleted = ["doc/mine".to_owned()];
        blocked.deleted_prefixes = &deleted;
        cache.committed(blocked);
        assert!(cache.get("doc/mine").is_none(), "deleted");
        assert!(cache.get("doc/parked").is_none(), "parked");
        cache.fill("doc/parked", parked, Arc::new(json!(1)), 2);
        assert!(cache.get("doc/parked").is_none(), "parked: never kept");
        for i in 0..100 {
            cache.fill(&format!("k{i}"), mine, Arc::new(json!(i)), 2);
            assert!(cache.len() <= 4);
        }
    }

    #[test]
    fn the_documents_kept_are_bounded_in_bytes() {
        let doc = json!({"text": "x".repeat(1000)});
        let one = decision_events::json_len(&doc);
        let cache = ViewCache::bounded(1000, 10 * one);
        cache.committed(notice(0, 5, &[]));
        for n in 0..40 {
            cache.fill(&format!("d{n}"), Uuid::now_v7(), Arc::new(doc.clone()), 5);
        }
        let (bytes, evictions) = cache.bytes_and_evictions();
        assert!(bytes <= 10 * one && bytes > 0, "{bytes}");
        assert!(evictions >= 30, "{evictions}");
        assert!(cache.get("d39").is_some(), "the newest is kept");
        // Replaced by a commit with a larger one: still within the bytes.
        let bigger = json!({"text": "y".repeat(2400)});
        let written: Vec<(String, Value)> = (30..40)
            .map(|n| (format!("d{n}"), bigger.clone()))
            .collect();
        cache.committed(notice(5, 6, &written));
        assert!(cache.bytes_and_evictions().0 <= 10 * one);
    }
}
