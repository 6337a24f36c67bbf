//! Time travel: the document, a section and the Pugh view as they stood
//! after a version, a cycle's history and the diff of two versions. Each
//! is a fold of the stream by the `decision` projection's own code
//! (`decision_projections::views::travel`), never separate state.
//!
//! Cost is bounded: folded versions are cached ([`FoldCache`]: at most
//! [`CACHE_ENTRIES`], of which one user holds at most [`USER_SHARE`], so
//! one user cannot evict everyone's), and a user folds at most
//! [`FOLDS_PER_USER`] versions at once (429 past it).

use super::long_lived::PerUser;
use super::reads::{document_view, page_limit};
use super::{App, AppError, Caller, DocumentView, OneSection};
use decision_auth::Scope;
use decision_events::EventEnvelope;
use decision_events::values::Component;
use decision_projections::views::shapes::PughDoc;
use decision_projections::views::travel::diff::{VersionDiff, diff};
use decision_projections::views::travel::history::{HistoryEntry, entries};
use decision_projections::views::travel::{ViewsAt, views_at};
use schemars::JsonSchema;
use serde::Serialize;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use uuid::Uuid;

/// Folded versions kept, over all users.
pub const CACHE_ENTRIES: usize = 256;
/// The most of them one user's reads keep.
pub const USER_SHARE: usize = CACHE_ENTRIES / 4;
/// Folds one user runs at once.
pub const FOLDS_PER_USER: usize = 2;

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

/// The time-travel state an [`App`] shares: the cache and the per-user
/// fold count.
pub(crate) struct TimeTravel {
    pub(crate) cache: FoldCache,
    folds: Arc<PerUser>,
}

impl Default for TimeTravel {
    fn default() -> Self {
        TimeTravel {
            cache: FoldCache::new(CACHE_ENTRIES, USER_SHARE),
            folds: PerUser::new(FOLDS_PER_USER, "time-travel reads", "fixed limit, 2"),
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
    /// whose `version` is `after_version`.
    pub async fn history(
        &self,
        caller: &Caller,
        cycle_id: Uuid,
        after_version: Option<u64>,
        limit: Option<usize>,
    ) -> Result<HistoryPage, AppError> {
        self.authorize(caller, cycle_id, Scope::CyclesRead).await?;
        let limit = page_limit(limit, super::reads::MAX_PAGE)?;
        let events = self
            .store
            .read_stream(cycle_id, after_version.unwrap_or(0))
            .await?;
        let current_version = match events.last() {
            Some(last) if is_tombstone(last) => return Err(AppError::CycleNotFound(cycle_id)),
            Some(last) => last.version,
            None => self.load(cycle_id).await?.version,
        };
        let mut entries = entries(&events);
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
    /// cached, or folded from the stream (on the blocking pool).
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
        let _slot = self.time_travel.folds.take(&caller.user)?;
        let events: Vec<EventEnvelope> = self.store.read_stream(cycle_id, 0).await?;
        if events.last().is_some_and(is_tombstone) {
            return Err(AppError::CycleNotFound(cycle_id));
        }
        let current = events.last().map_or(0, |e| e.version);
        if at_version == 0 || at_version > current {
            return Err(AppError::invalid(format!(
                "`at_version` {at_version} is not a version of this cycle: its current version is {current}; pass 1 to {current}"
            )));
        }
        let views = tokio::task::spawn_blocking(move || views_at(cycle_id, &events, at_version))
            .await
            .map_err(|e| AppError::Internal(format!("a time-travel fold panicked: {e}")))?
            .map_err(|e| AppError::Internal(format!("cycle {cycle_id} does not fold: {e}")))?
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

/// An erased cycle's stream is its tombstone: another instance erased it
/// while this one still knew its owner.
fn is_tombstone(event: &EventEnvelope) -> bool {
    event.event_type == decision_events::CycleErased::EVENT_TYPE
}

/// Folded versions by (cycle, version), least recently used out first; a
/// user at their share evicts their own oldest entry, not someone else's.
pub(crate) struct FoldCache {
    capacity: usize,
    user_share: usize,
    inner: Mutex<CacheInner>,
}

#[derive(Default)]
struct CacheInner {
    tick: u64,
    entries: HashMap<(Uuid, u64), Cached>,
}

struct Cached {
    views: Arc<ViewsAt>,
    /// Whose read put it here (their share counts it).
    user: String,
    used: u64,
}

impl FoldCache {
    pub(crate) fn new(capacity: usize, user_share: usize) -> FoldCache {
        FoldCache {
            capacity: capacity.max(1),
            user_share: user_share.clamp(1, capacity.max(1)),
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
    }

    pub(crate) fn put(&self, cycle_id: Uuid, version: u64, user: &str, views: Arc<ViewsAt>) {
        let mut inner = self.inner.lock().expect("fold cache lock");
        inner.tick += 1;
        let tick = inner.tick;
        if !inner.entries.contains_key(&(cycle_id, version)) {
            let held = inner.entries.values().filter(|e| e.user == user).count();
            let evict = if held >= self.user_share {
                oldest(&inner.entries, |e| e.user == user)
            } else if inner.entries.len() >= self.capacity {
                oldest(&inner.entries, |_| true)
            } else {
                None
            };
            if let Some(key) = evict {
                inner.entries.remove(&key);
            }
        }
        inner.entries.insert(
            (cycle_id, version),
            Cached {
                views,
                user: user.to_owned(),
                used: tick,
            },
        );
    }

    #[cfg(test)]
    fn len_of(&self, user: &str) -> usize {
        let inner = self.inner.lock().expect("fold cache lock");
        inner.entries.values().filter(|e| e.user == user).count()
    }
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
    use decision_events::{CycleCreated, DomainEvent, EventMetadata, values::Component};
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
                invocation_id: None,
                conversation_turn: None,
                trace_context: None,
            },
        };
        Arc::new(views_at(cycle, &[envelope], 1).unwrap().unwrap())
    }

    #[test]
    fn a_user_at_their_share_evicts_their_own_entries_only() {
        let cache = FoldCache::new(4, 2);
        let v = views();
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
    }

    #[test]
    fn a_full_cache_evicts_the_least_recently_used() {
        let cache = FoldCache::new(3, 3);
        let v = views();
        let c = Uuid::now_v7();
        cache.put(c, 1, "a", v.clone());
        cache.put(c, 2, "b", v.clone());
        cache.put(c, 3, "c", v.clone());
        assert!(cache.get(c, 1).is_some());
        cache.put(c, 4, "d", v.clone());
        assert!(cache.get(c, 2).is_none(), "2 was least recently used");
        assert!(cache.get(c, 1).is_some());
    }
}
