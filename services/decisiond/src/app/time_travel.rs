//! Time travel: the document, a section and the Pugh view as they stood
//! after a version, a cycle's history and the diff of two versions. Each
//! is a fold of the stream by the `decision` projection's own code
//! (`decision_projections::views::travel`), never separate state.
//!
//! Memory is bounded: the stream is read a page at a time
//! ([`super::paged`]) and folded page by page, so a read holds one page and
//! one folded cycle; a history page reads only as far as its entries
//! need. Folded versions are cached ([`FoldCache`]), bounded in bytes
//! (`--time-travel-cache-bytes`), of which one user's reads hold at most a
//! quarter, so one user cannot evict everyone's. Every read that folds or
//! walks the stream is a heavy read ([`super::heavy`]: capped per user and
//! in all, 429 past either).

use super::paged::{StreamPages, live_tip};
use super::reads::{document_view, page_limit};
use super::sizes::{count_evictions, json_bytes, report_bytes};
use super::{App, AppError, Caller, DocumentView, OneSection};
use decision_auth::Scope;
use decision_events::values::Component;
use decision_projections::views::shapes::PughDoc;
use decision_projections::views::travel::diff::{VersionDiff, diff};
use decision_projections::views::travel::history::{HistoryBuilder, HistoryEntry};
use decision_projections::views::travel::{TravelFold, ViewsAt};
use decision_store::EventStore;
use schemars::JsonSchema;
use serde::Serialize;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use uuid::Uuid;

/// Bytes of folded versions kept by default, over all users.
pub const DEFAULT_CACHE_BYTES: usize = 64 * 1024 * 1024;

/// `GET /api/cycles/:id/history`.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct HistoryPage {
    pub cycle_id: Uuid,
    /// The cycle's version now (its last event).
    pub current_version: u64,
    /// Oldest first.
    pub entries: Vec<HistoryEntry>,
    /// Pass as `after_version` for the next page; `null` on the last.
    pub next_after_version: Option<u64>,
}

/// The time-travel state an [`App`] shares: the cache.
pub(crate) struct TimeTravel {
    pub(crate) cache: FoldCache,
}

impl TimeTravel {
    /// A cache of `bytes`, a quarter of it per user.
    pub(crate) fn new(bytes: usize) -> TimeTravel {
        TimeTravel {
            cache: FoldCache::new(bytes, bytes / 4),
        }
    }
}

impl App {
    pub async fn document_at(
        &self,
        caller: &Caller,
        cycle_id: Uuid,
        at_version: u64,
    ) -> Result<DocumentView, AppError> {
        let views = self.views_at(caller, cycle_id, at_version).await?;
        Ok(document_view(views.document.clone()))
    }

    pub async fn section_at(
        &self,
        caller: &Caller,
        cycle_id: Uuid,
        component: Component,
        at_version: u64,
    ) -> Result<OneSection, AppError> {
        let views = self.views_at(caller, cycle_id, at_version).await?;
        let doc = &views.document;
        let section = doc.sections.get(&component).ok_or_else(|| {
            AppError::Internal(format!("document {cycle_id} has no {component} section"))
        })?;
        Ok(OneSection {
            cycle_id,
            component,
            title: section.title.clone(),
            status: section.status,
            markdown: section.markdown.clone(),
            missing: section.missing.clone(),
            version: doc.version,
        })
    }

    pub async fn pugh_at(
        &self,
        caller: &Caller,
        cycle_id: Uuid,
        at_version: u64,
    ) -> Result<PughDoc, AppError> {
        Ok(self
            .views_at(caller, cycle_id, at_version)
            .await?
            .pugh
            .clone())
    }

    /// What changed from version `from` to version `to` (either order).
    pub async fn diff(
        &self,
        caller: &Caller,
        cycle_id: Uuid,
        from: u64,
        to: u64,
    ) -> Result<VersionDiff, AppError> {
        let a = self.views_at(caller, cycle_id, from).await?;
        let b = self.views_at(caller, cycle_id, to).await?;
        Ok(diff(cycle_id, &a, &b))
    }

    /// One page of the cycle's history, oldest first, after the entry
    /// whose `version` is `after_version`: the stream is read only as far
    /// as the page's entries (and one more, to know there are more) reach.
    pub async fn history(
        &self,
        caller: &Caller,
        cycle_id: Uuid,
        after_version: Option<u64>,
        limit: Option<usize>,
    ) -> Result<HistoryPage, AppError> {
        self.authorize(caller, cycle_id, Scope::CyclesRead).await?;
        let limit = page_limit(limit, super::reads::MAX_PAGE)?;
        let _turn = self.heavy_turn(caller, cycle_id, false).await?;
        let current_version = live_tip(&*self.store, cycle_id).await?.version;
        // Small pages first: a page of entries is usually a few events.
        let mut pages = StreamPages::new(
            self.store.clone(),
            cycle_id,
            after_version.unwrap_or(0),
            current_version,
        )
        .starting_at(2 * (limit + 1));
        let mut entries = on_heavy_pool(async move {
            let mut builder = HistoryBuilder::default();
            'read: while let Some(page) = pages.next().await? {
                for event in &page {
                    builder.push(event);
                    if builder.started() > limit {
                        break 'read;
                    }
                }
            }
            Ok(builder.finish())
        })
        .await?;
        let more = entries.len() > limit;
        entries.truncate(limit);
        Ok(HistoryPage {
            cycle_id,
            current_version,
            next_after_version: more.then(|| entries.last().map(|e| e.version)).flatten(),
            entries,
        })
    }

    /// The views after `at_version`, for a caller who may read the cycle:
    /// cached, or folded from the stream a page at a time.
    async fn views_at(
        &self,
        caller: &Caller,
        cycle_id: Uuid,
        at_version: u64,
    ) -> Result<Arc<ViewsAt>, AppError> {
        self.authorize(caller, cycle_id, Scope::CyclesRead).await?;
        if let Some(views) = self.time_travel.cache.get(cycle_id, at_version) {
            // Another instance may have erased the cycle since (this
            // instance's cache only forgets its own erasures): one indexed
            // read keeps an erased decision from being served from memory.
            if self.store.read_stream_head(cycle_id).await?.is_none() {
                self.time_travel.cache.forget(cycle_id);
                return Err(AppError::CycleNotFound(cycle_id));
            }
            return Ok(views);
        }
        let _turn = self.heavy_turn(caller, cycle_id, true).await?;
        let current = live_tip(&*self.store, cycle_id).await?.version;
        if at_version == 0 || at_version > current {
            return Err(AppError::invalid(format!(
                "`at_version` {at_version} is not a version of this cycle: its current version is {current}; pass 1 to {current}"
            )));
        }
        let views = on_heavy_pool(fold_views(self.store.clone(), cycle_id, at_version))
            .await?
            .ok_or_else(|| {
                AppError::Internal(format!("cycle {cycle_id} has no view at {at_version}"))
            })?;
        let views = Arc::new(views);
        self.time_travel
            .cache
            .put(cycle_id, at_version, &caller.user, views.clone());
        Ok(views)
    }
}

/// Folds the cycle's stream up to `at_version`, a page at a time (each
/// page on the blocking pool). A stream that ends before `at_version`
/// was erased meanwhile: not found.
pub(crate) async fn fold_views(
    store: Arc<dyn EventStore>,
    cycle_id: Uuid,
    at_version: u64,
) -> Result<Option<ViewsAt>, AppError> {
    let mut fold = TravelFold::new(cycle_id, at_version);
    let mut pages = StreamPages::new(store, cycle_id, 0, at_version);
    while let Some(page) = pages.next().await? {
        fold = fold_page(cycle_id, fold, page).await?;
    }
    if !fold.done() {
        return Err(AppError::CycleNotFound(cycle_id));
    }
    blocking(move || fold.finish())
        .await?
        .map_err(|e| AppError::Internal(format!("cycle {cycle_id} does not fold: {e}")))
}

/// Feeds one page to a fold, on the blocking pool.
pub(crate) async fn fold_page(
    cycle_id: Uuid,
    mut fold: TravelFold,
    page: Vec<decision_events::EventEnvelope>,
) -> Result<TravelFold, AppError> {
    blocking(move || fold.feed(&page).map(|()| fold))
        .await?
        .map_err(|e| AppError::Internal(format!("cycle {cycle_id} does not fold: {e}")))
}

/// The runtime heavy reads run on: one worker thread at the background's
/// lower priority, so that a flood of heavy reads (their page reads,
/// decoding, folds, writing out) takes at most one core, and only the CPU
/// ordinary requests leave. `None` where it cannot be built (logged):
/// then they run on the request runtime.
fn heavy_pool() -> Option<&'static tokio::runtime::Handle> {
    static POOL: std::sync::OnceLock<Option<tokio::runtime::Runtime>> = std::sync::OnceLock::new();
    POOL.get_or_init(|| {
        crate::background::runtime(1, crate::background::heavy_reads_nice())
            .inspect_err(|e| tracing::warn!(error = %e, "heavy reads run on the request runtime"))
            .ok()
    })
    .as_ref()
    .map(|pool| pool.handle())
}

/// Starts a heavy read's async part on the heavy reads' runtime.
pub(crate) fn spawn_heavy<T: Send + 'static>(
    work: impl std::future::Future<Output = T> + Send + 'static,
) -> tokio::task::JoinHandle<T> {
    match heavy_pool() {
        Some(pool) => pool.spawn(work),
        None => tokio::spawn(work),
    }
}

/// Runs a heavy read's async part on the heavy reads' runtime; if the
/// request is dropped (its deadline, a client gone), the work stops with
/// it, so no work outlives the turn that allowed it.
pub(crate) async fn on_heavy_pool<T: Send + 'static>(
    work: impl std::future::Future<Output = Result<T, AppError>> + Send + 'static,
) -> Result<T, AppError> {
    AbortOnDrop(spawn_heavy(work))
        .await
        .map_err(|e| AppError::Internal(format!("a heavy read panicked: {e}")))?
}

/// A spawned task that is aborted when whoever awaits it goes away.
struct AbortOnDrop<T>(tokio::task::JoinHandle<T>);

impl<T> Drop for AbortOnDrop<T> {
    fn drop(&mut self) {
        self.0.abort();
    }
}

impl<T> std::future::Future for AbortOnDrop<T> {
    type Output = Result<T, tokio::task::JoinError>;
    fn poll(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Self::Output> {
        std::pin::Pin::new(&mut self.0).poll(cx)
    }
}

/// Runs a heavy read's CPU work (folding, writing out) on the heavy
/// reads' one thread, one piece at a time (in turn, first come first
/// served), each followed by a rest as long as it took: all heavy reads
/// together take at most half a core, whoever sends them.
pub(crate) async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> Result<T, AppError> {
    static TURN: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());
    let task = match heavy_pool() {
        Some(pool) => pool.spawn(async move {
            let _turn = TURN.lock().await;
            let started = std::time::Instant::now();
            let done = work();
            tokio::time::sleep(started.elapsed()).await;
            done
        }),
        None => tokio::task::spawn_blocking(work),
    };
    AbortOnDrop(task)
        .await
        .map_err(|e| AppError::Internal(format!("a time-travel fold panicked: {e}")))
}

/// Folded versions by (cycle, version), bounded in bytes (their JSON
/// length), least recently used out first; a user at their share evicts
/// their own oldest entries, not someone else's. A version larger than a
/// user's share is served but not kept.
pub(crate) struct FoldCache {
    capacity: usize,
    user_share: usize,
    inner: Mutex<CacheInner>,
}

#[derive(Default)]
struct CacheInner {
    tick: u64,
    bytes: usize,
    entries: HashMap<(Uuid, u64), Cached>,
}

struct Cached {
    views: Arc<ViewsAt>,
    /// Whose read put it here (their share counts it).
    user: String,
    bytes: usize,
    used: u64,
}

const CACHE: &str = "time_travel";

impl FoldCache {
    pub(crate) fn new(capacity: usize, user_share: usize) -> FoldCache {
        FoldCache {
            capacity,
            user_share: user_share.min(capacity),
            inner: Mutex::default(),
        }
    }

    pub(crate) fn get(&self, cycle_id: Uuid, version: u64) -> Option<Arc<ViewsAt>> {
        let mut inner = self.inner.lock().expect("fold cache lock");
        inner.tick += 1;
        let tick = inner.tick;
        let entry = inner.entries.get_mut(&(cycle_id, version))?;
        entry.used = tick;
        Some(entry.views.clone())
    }

    /// Drops every folded version of an erased cycle.
    pub(crate) fn forget(&self, cycle_id: Uuid) {
        let mut inner = self.inner.lock().expect("fold cache lock");
        inner.entries.retain(|(cycle, _), _| *cycle != cycle_id);
        inner.bytes = inner.entries.values().map(|e| e.bytes).sum();
        report_bytes(CACHE, inner.bytes);
    }

    pub(crate) fn put(&self, cycle_id: Uuid, version: u64, user: &str, views: Arc<ViewsAt>) {
        let bytes = weight(&views);
        let mut inner = self.inner.lock().expect("fold cache lock");
        if bytes > self.user_share || inner.entries.contains_key(&(cycle_id, version)) {
            return;
        }
        inner.tick += 1;
        let tick = inner.tick;
        let mut evicted = 0;
        let mut held: usize = inner
            .entries
            .values()
            .filter(|e| e.user == user)
            .map(|e| e.bytes)
            .sum();
        while held + bytes > self.user_share {
            let Some(key) = oldest(&inner.entries, |e| e.user == user) else {
                break;
            };
            held -= inner.remove(key);
            evicted += 1;
        }
        while inner.bytes + bytes > self.capacity {
            let Some(key) = oldest(&inner.entries, |_| true) else {
                break;
            };
            inner.remove(key);
            evicted += 1;
        }
        inner.bytes += bytes;
        inner.entries.insert(
            (cycle_id, version),
            Cached {
                views,
                user: user.to_owned(),
                bytes,
                used: tick,
            },
        );
        count_evictions(CACHE, evicted);
        report_bytes(CACHE, inner.bytes);
    }

    #[cfg(test)]
    fn len_of(&self, user: &str) -> usize {
        let inner = self.inner.lock().expect("fold cache lock");
        inner.entries.values().filter(|e| e.user == user).count()
    }

    #[cfg(test)]
    fn bytes(&self) -> usize {
        self.inner.lock().expect("fold cache lock").bytes
    }
}

impl CacheInner {
    /// Removes an entry; its bytes.
    fn remove(&mut self, key: (Uuid, u64)) -> usize {
        let bytes = self.entries.remove(&key).map_or(0, |e| e.bytes);
        self.bytes -= bytes;
        bytes
    }
}

/// A folded version's bytes: its views as JSON.
fn weight(views: &ViewsAt) -> usize {
    json_bytes(&views.document) + json_bytes(&views.pugh) + json_bytes(&views.flows)
}

fn oldest(
    entries: &HashMap<(Uuid, u64), Cached>,
    which: impl Fn(&Cached) -> bool,
) -> Option<(Uuid, u64)> {
    entries
        .iter()
        .filter(|(_, e)| which(e))
        .min_by_key(|(_, e)| e.used)
        .map(|(k, _)| *k)
}

#[cfg(test)]
mod tests {
    use super::*;
    use decision_events::{
        CycleCreated, DomainEvent, EventEnvelope, EventMetadata, values::Component,
    };
    use decision_projections::views::travel::views_at;

    fn views() -> Arc<ViewsAt> {
        let cycle = Uuid::now_v7();
        let event = DomainEvent::CycleCreated(CycleCreated {
            title: "t".into(),
            component: Component::IssueRaising,
        });
        let (event_type, payload) = match serde_json::to_value(&event).unwrap() {
            serde_json::Value::Object(mut o) => (
                o.remove("event_type").unwrap().as_str().unwrap().to_owned(),
                o.remove("payload").unwrap(),
            ),
            _ => unreachable!(),
        };
        let envelope = EventEnvelope {
            event_id: Uuid::now_v7(),
            cycle_id: cycle,
            version: 1,
            position: 1,
            event_type,
            schema_version: 1,
            recorded_at: chrono::Utc::now(),
            payload,
            metadata: EventMetadata {
                correlation_id: Uuid::now_v7(),
                causation_id: None,
                actor: "a".into(),
                actor_kind: None,
                invocation_id: None,
                conversation_turn: None,
                trace_context: None,
            },
        };
        Arc::new(views_at(cycle, &[envelope], 1).unwrap().unwrap())
    }

    #[test]
    fn a_user_at_their_share_evicts_their_own_entries_only() {
        let v = views();
        let one = weight(&v);
        let cache = FoldCache::new(4 * one, 2 * one);
        let c = Uuid::now_v7();
        cache.put(c, 1, "bob", v.clone());
        cache.put(c, 2, "bob", v.clone());
        cache.put(c, 3, "mallory", v.clone());
        cache.put(c, 4, "mallory", v.clone());
        for version in 5..50 {
            cache.put(c, version, "mallory", v.clone());
        }
        assert_eq!(cache.len_of("mallory"), 2);
        assert!(cache.get(c, 1).is_some() && cache.get(c, 2).is_some());
        assert!(cache.get(c, 49).is_some(), "the newest entry is kept");
        assert_eq!(cache.bytes(), 4 * one, "bytes held are the entries'");
    }

    #[test]
    fn a_full_cache_evicts_the_least_recently_used() {
        let v = views();
        let one = weight(&v);
        let cache = FoldCache::new(3 * one, 3 * one);
        let c = Uuid::now_v7();
        cache.put(c, 1, "a", v.clone());
        cache.put(c, 2, "b", v.clone());
        cache.put(c, 3, "c", v.clone());
        assert!(cache.get(c, 1).is_some());
        cache.put(c, 4, "d", v.clone());
        assert!(cache.get(c, 2).is_none(), "2 was least recently used");
        assert!(cache.get(c, 1).is_some());
        assert!(cache.bytes() <= 3 * one);
    }

    #[test]
    fn the_cache_holds_bytes_not_entries_and_a_version_over_a_share_is_not_kept() {
        let v = views();
        let one = weight(&v);
        assert!(one > 100, "a folded version weighs its JSON: {one}");
        // Room for two and a half versions: the third evicts the first.
        let cache = FoldCache::new(one * 5 / 2, one * 5 / 2);
        let c = Uuid::now_v7();
        for version in 1..=3 {
            cache.put(c, version, "a", v.clone());
        }
        assert!(cache.get(c, 1).is_none() && cache.get(c, 3).is_some());
        assert!(cache.bytes() <= one * 5 / 2);
        let small = FoldCache::new(10 * one, one / 2);
        small.put(c, 1, "a", v.clone());
        assert_eq!((small.len_of("a"), small.bytes()), (0, 0));
    }
}
