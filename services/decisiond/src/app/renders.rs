//! The decision document and the Pugh view of each cycle's latest state
//! read, rendered once per version (issue 30: the projection stores the
//! state, readers render). A render is a pure function of the state
//! document ([`decision::render`]), so whichever reader renders a version
//! first, every reader gets the same answer.
//!
//! Bounded in cycles and in bytes (a cycle's renders weighed as the state
//! they come from, whose text they repeat), least recently used out first;
//! a render over a quarter of the bytes is not kept. Each cycle keeps its
//! newest version only: a read of an older one (another instance's staler
//! store) renders without replacing it.

use super::sizes::{count_evictions, report_bytes};
use decision_projections::views::decision::render;
use decision_projections::views::shapes::{DocumentDoc, PughDoc, StateDoc};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use uuid::Uuid;

/// Cycles whose renders are kept by default.
pub const DEFAULT_CAPACITY: usize = 1024;
/// Bytes of renders kept by default.
pub const DEFAULT_BYTES: usize = 32 * 1024 * 1024;

const CACHE: &str = "renders";

/// A view rendered from the state document.
pub(crate) trait Rendered: Clone + Send + Sync + 'static {
    fn render(state: &StateDoc) -> Self;
    fn slot(entry: &mut Entry) -> &mut Option<Arc<Self>>;
}

impl Rendered for DocumentDoc {
    fn render(state: &StateDoc) -> Self {
        render::document(state)
    }
    fn slot(entry: &mut Entry) -> &mut Option<Arc<Self>> {
        &mut entry.document
    }
}

impl Rendered for PughDoc {
    fn render(state: &StateDoc) -> Self {
        render::pugh(state)
    }
    fn slot(entry: &mut Entry) -> &mut Option<Arc<Self>> {
        &mut entry.pugh
    }
}

pub(crate) struct Renders {
    capacity: usize,
    max_bytes: usize,
    inner: Mutex<Inner>,
}

#[derive(Default)]
struct Inner {
    by_cycle: HashMap<Uuid, Entry>,
    bytes: usize,
    tick: u64,
}

pub(crate) struct Entry {
    version: u64,
    bytes: usize,
    used: u64,
    document: Option<Arc<DocumentDoc>>,
    pugh: Option<Arc<PughDoc>>,
}

impl Renders {
    pub(crate) fn new(capacity: usize, max_bytes: usize) -> Renders {
        Renders {
            capacity,
            max_bytes,
            inner: Mutex::default(),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        // A panic while holding it leaves a consistent map.
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// `T` of `cycle` at `version`, when rendered before.
    pub(crate) fn get<T: Rendered>(&self, cycle: Uuid, version: u64) -> Option<Arc<T>> {
        let mut inner = self.lock();
        inner.tick += 1;
        let tick = inner.tick;
        let entry = inner.by_cycle.get_mut(&cycle)?;
        if entry.version != version {
            return None;
        }
        entry.used = tick;
        T::slot(entry).clone()
    }

    /// Renders `T` from `state` (weighing `bytes` as JSON) and keeps it.
    pub(crate) fn render<T: Rendered>(&self, state: &StateDoc, bytes: usize) -> Arc<T> {
        let rendered = Arc::new(T::render(state));
        self.keep(state.cycle_id, state.version, bytes, rendered.clone());
        rendered
    }

    fn keep<T: Rendered>(&self, cycle: Uuid, version: u64, bytes: usize, rendered: Arc<T>) {
        if self.capacity == 0 || bytes > self.max_bytes / 4 {
            return;
        }
        let mut inner = self.lock();
        inner.tick += 1;
        let tick = inner.tick;
        let Inner {
            by_cycle,
            bytes: held,
            ..
        } = &mut *inner;
        match by_cycle.get_mut(&cycle) {
            Some(entry) if entry.version > version => return,
            Some(entry) if entry.version == version => {
                entry.used = tick;
                *T::slot(entry) = Some(rendered);
            }
            _ => {
                let mut entry = Entry {
                    version,
                    bytes,
                    used: tick,
                    document: None,
                    pugh: None,
                };
                *T::slot(&mut entry) = Some(rendered);
                *held += bytes;
                if let Some(old) = by_cycle.insert(cycle, entry) {
                    *held -= old.bytes;
                }
            }
        }
        let evicted = inner.evict(self.capacity, self.max_bytes);
        count_evictions(CACHE, evicted);
        report_bytes(CACHE, inner.bytes);
    }
}

impl Inner {
    /// Drops the least recently used cycles until within both bounds.
    fn evict(&mut self, capacity: usize, max_bytes: usize) -> usize {
        let mut evicted = 0;
        while self.by_cycle.len() > capacity || self.bytes > max_bytes {
            let Some(oldest) = self
                .by_cycle
                .iter()
                .min_by_key(|(_, e)| e.used)
                .map(|(c, _)| *c)
            else {
                break;
            };
            if let Some(entry) = self.by_cycle.remove(&oldest) {
                self.bytes -= entry.bytes;
                evicted += 1;
            }
        }
        evicted
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Utc;

    fn state(cycle: Uuid, version: u64, title: &str) -> StateDoc {
        let state = decision_domain::Cycle {
            exists: true,
            title: title.to_owned(),
            ..Default::default()
        };
        StateDoc {
            cycle_id: cycle,
            version,
            position: version as i64,
            updated_at: Utc::now(),
            pugh_version: 1,
            statuses: Default::default(),
            state,
        }
    }

    #[test]
    fn a_version_renders_once_and_a_newer_one_replaces_it() {
        let renders = Renders::new(8, DEFAULT_BYTES);
        let cycle = Uuid::now_v7();
        assert!(renders.get::<DocumentDoc>(cycle, 1).is_none());
        let first: Arc<DocumentDoc> = renders.render(&state(cycle, 1, "First"), 100);
        let again = renders.get::<DocumentDoc>(cycle, 1).expect("kept");
        assert!(Arc::ptr_eq(&first, &again));
        // The Pugh view of the same version is its own render.
        assert!(renders.get::<PughDoc>(cycle, 1).is_none());
        let _: Arc<DocumentDoc> = renders.render(&state(cycle, 2, "Second"), 100);
        assert!(renders.get::<DocumentDoc>(cycle, 1).is_none());
        assert_eq!(
            renders.get::<DocumentDoc>(cycle, 2).unwrap().title,
            "Second"
        );
        // An older version read later does not replace the newer one.
        let old: Arc<DocumentDoc> = renders.render(&state(cycle, 1, "First"), 100);
        assert_eq!(old.title, "First");
        assert_eq!(
            renders.get::<DocumentDoc>(cycle, 2).unwrap().title,
            "Second"
        );
    }

    #[test]
    fn bounded_in_cycles_and_bytes() {
        let renders = Renders::new(2, 1000);
        let cycles: Vec<Uuid> = (0..3).map(|_| Uuid::now_v7()).collect();
        for c in &cycles {
            let _: Arc<PughDoc> = renders.render(&state(*c, 1, "x"), 100);
        }
        assert!(
            renders.get::<PughDoc>(cycles[0], 1).is_none(),
            "least recent out"
        );
        assert!(renders.get::<PughDoc>(cycles[2], 1).is_some());
        // Over a quarter of the bytes: rendered, not kept.
        let big = Uuid::now_v7();
        let _: Arc<PughDoc> = renders.render(&state(big, 1, "x"), 300);
        assert!(renders.get::<PughDoc>(big, 1).is_none());
        assert!(renders.lock().bytes <= 1000);
    }

    /// A tenant whose cycle is huge, or who floods the cache with new
    /// versions of many cycles, costs another tenant a render at most: the
    /// other's kept render survives the huge state, and whatever is evicted,
    /// the other tenant reads its own cycle at its own version.
    #[test]
    fn one_tenants_renders_never_change_anothers_answer() {
        let renders = Renders::new(4, 1000);
        let good = Uuid::now_v7();
        let kept: Arc<DocumentDoc> = renders.render(&state(good, 3, "Good"), 100);
        let huge = Uuid::now_v7();
        for version in 1..50 {
            let _: Arc<DocumentDoc> = renders.render(&state(huge, version, "Huge"), 950);
        }
        let again = renders
            .get::<DocumentDoc>(good, 3)
            .expect("not evicted by a huge state");
        assert!(Arc::ptr_eq(&kept, &again));
        for _ in 0..20 {
            let _: Arc<DocumentDoc> = renders.render(&state(Uuid::now_v7(), 1, "Flood"), 100);
        }
        let answer = match renders.get::<DocumentDoc>(good, 3) {
            Some(kept) => kept,
            None => renders.render(&state(good, 3, "Good"), 100),
        };
        assert_eq!(
            (answer.cycle_id, answer.version, answer.title.as_str()),
            (good, 3, "Good")
        );
        assert!(
            renders.get::<DocumentDoc>(good, 2).is_none(),
            "never another version's"
        );
    }
}
