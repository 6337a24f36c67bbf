//! Reading the projections' documents, with read-your-writes: a reader
//! that passes the `position` of its own write waits (boundedly) until the
//! projection has processed it.

use super::{App, AppError};
use decision_store::Position;
use serde_json::Value;
use std::sync::Arc;
use std::time::Duration;
use tokio::time::Instant;
use uuid::Uuid;

/// How long a read waits for its projection by default, and at most.
pub const DEFAULT_WAIT: Duration = Duration::from_secs(2);
pub const MAX_WAIT: Duration = Duration::from_secs(10);

/// Whether a read model answer includes a given write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Freshness {
    /// The projection has processed `min_position` (or none was asked).
    Fresh,
    /// It had not by the deadline: the answer may predate the write.
    Stale,
}

/// A document read from a projection, and how fresh it is.
pub struct ViewRead<T> {
    pub value: T,
    pub freshness: Freshness,
    /// The projection's checkpoint when read.
    pub position: Position,
}

impl App {
    /// The longest a read waits for its projection: [`MAX_WAIT`], and
    /// always a second short of the request deadline, so a slow projection
    /// gives a stale answer (as documented), never a timeout.
    pub fn max_read_wait(&self) -> Duration {
        let deadline = self.limits().admission.request_timeout;
        MAX_WAIT.min(deadline.saturating_sub(Duration::from_secs(1)))
    }

    /// Waits until `projection` has processed the event at `min_position`,
    /// up to `wait`. Never fails because of lag: it reports staleness.
    ///
    /// This process's worker wakes the wait with the commit that projects
    /// the event, and says so itself ([`decision_projection_worker::ViewCache::passed`]): no store
    /// round trip. The store is asked at the start when this process does
    /// not know (an older event, or a worker elsewhere), and then only as
    /// a fallback for a worker elsewhere, less often the longer it takes
    /// (a wait costs a handful of queries, not one per 50 ms).
    pub(crate) async fn wait_for(
        &self,
        projection: &str,
        min_position: Position,
        wait: Duration,
    ) -> Result<(Freshness, Position), AppError> {
        let deadline = Instant::now() + wait.min(self.max_read_wait());
        let cache = self.projected.view_cache(projection);
        // Subscribed before the first look: a commit landing in between
        // still wakes the wait.
        let mut progress = self.projected.progress(projection);
        if min_position == 0
            && let Some(position) = cache.synced_position()
        {
            return Ok((Freshness::Fresh, position));
        }
        let mut poll = Duration::from_millis(50);
        // An event past the synced checkpoint is not projected yet: wait
        // for the worker's commit before asking the store.
        let mut ask_store = cache
            .synced_position()
            .is_none_or(|synced| min_position <= synced);
        let mut next_poll = Instant::now() + poll;
        loop {
            if let Some(position) = cache.passed(min_position) {
                return Ok((Freshness::Fresh, position));
            }
            let mut last_known = cache.synced_position();
            if ask_store {
                let checkpoint = self.models.active_checkpoint(projection).await?;
                if self
                    .models
                    .has_passed(checkpoint.position, min_position)
                    .await?
                {
                    return Ok((Freshness::Fresh, checkpoint.position));
                }
                last_known = Some(checkpoint.position);
                next_poll = Instant::now() + poll;
                poll = (poll * 2).min(Duration::from_millis(500));
                ask_store = false;
            }
            let now = Instant::now();
            if now >= deadline {
                let position = match last_known {
                    Some(position) => position,
                    None => self.models.active_checkpoint(projection).await?.position,
                };
                return Ok((Freshness::Stale, position));
            }
            // Woken by this process's commits; the store is asked again
            // only when the fallback's time comes.
            tokio::select! {
                Ok(()) = progress.changed() => {}
                _ = tokio::time::sleep_until(next_poll.min(deadline)) => ask_store = true,
            }
        }
    }

    /// One document of a projection about `cycle_id`. A missing document of
    /// an existing cycle means the projection has not caught up with it
    /// yet: wait for the cycle's last event rather than answer 404.
    ///
    /// A document this process keeps current ([`decision_projection_worker::ViewCache`]) is answered
    /// from memory; one read from the store is kept for the next read.
    pub(crate) async fn view_doc(
        &self,
        projection: &str,
        key: &str,
        cycle_id: Uuid,
        min_position: Option<Position>,
        wait: Duration,
    ) -> Result<ViewRead<Arc<Value>>, AppError> {
        // A read that waits for no write of its own, the common case.
        if min_position.unwrap_or(0) == 0 {
            if let Some((doc, position)) = self.cached_doc(projection, key) {
                return Ok(ViewRead {
                    value: doc,
                    freshness: Freshness::Fresh,
                    position,
                });
            }
            // One query: the document with its checkpoint. (A
            // read-your-writes read goes the waiting way at once; it would
            // only repeat this query's work there.)
            if let (position, Some(doc)) =
                self.models.get_doc_with_position(projection, key).await?
            {
                return Ok(ViewRead {
                    value: self.keep_doc(projection, key, cycle_id, doc, position),
                    freshness: Freshness::Fresh,
                    position,
                });
            }
        }
        let target = min_position.unwrap_or(0);
        let (mut freshness, mut position) = self.wait_for(projection, target, wait).await?;
        if let Some(doc) = self
            .current_doc(projection, key, cycle_id, target, position)
            .await?
        {
            return Ok(ViewRead {
                value: doc,
                freshness,
                position,
            });
        }
        // No stream, or an erased one (its tombstone alone: another
        // instance erased it while this one still knew its owner).
        let last = super::paged::live_tip(&*self.store, cycle_id).await?;
        (freshness, position) = self
            .wait_for(projection, last.position, wait.max(DEFAULT_WAIT))
            .await?;
        match self
            .current_doc(projection, key, cycle_id, last.position, position)
            .await?
        {
            Some(doc) => Ok(ViewRead {
                value: doc,
                freshness,
                position,
            }),
            None => Err(AppError::Unavailable(format!(
                "projection {projection} has not reached cycle {cycle_id}"
            ))),
        }
    }

    /// The document as kept in memory, if current.
    fn cached_doc(&self, projection: &str, key: &str) -> Option<(Arc<Value>, Position)> {
        self.projected.view_cache(projection).get(key)
    }

    /// A document read from the store at checkpoint `position`, kept for
    /// the next read when the cache is synced there.
    fn keep_doc(
        &self,
        projection: &str,
        key: &str,
        cycle_id: Uuid,
        doc: Value,
        position: Position,
    ) -> Arc<Value> {
        let doc = Arc::new(doc);
        self.projected
            .view_cache(projection)
            .fill(key, cycle_id, doc.clone(), position);
        doc
    }

    /// The document after a wait for the event at `target` that saw the
    /// checkpoint at `checkpoint`: from memory when the cache is known to
    /// include the event ([`decision_projection_worker::ViewCache::get_including`]),
    /// else the store.
    async fn current_doc(
        &self,
        projection: &str,
        key: &str,
        cycle_id: Uuid,
        target: Position,
        checkpoint: Position,
    ) -> Result<Option<Arc<Value>>, AppError> {
        let cache = self.projected.view_cache(projection);
        if let Some((doc, _)) = cache.get_including(key, target, checkpoint) {
            return Ok(Some(doc));
        }
        Ok(
            match self.models.get_doc_with_position(projection, key).await? {
                (position, Some(doc)) => {
                    Some(self.keep_doc(projection, key, cycle_id, doc, position))
                }
                (_, None) => None,
            },
        )
    }
}

/// The wait of a read that names no `wait_ms`.
pub fn default_wait() -> Duration {
    DEFAULT_WAIT
}
