//! Reading the projections' documents, with read-your-writes: a reader
//! that passes the `position` of its own write waits (boundedly) until the
//! projection has processed it.

use super::{App, AppError};
use decision_store::Position;
use serde_json::Value;
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
    pub(crate) async fn wait_for(
        &self,
        projection: &str,
        min_position: Position,
        wait: Duration,
    ) -> Result<(Freshness, Position), AppError> {
        let deadline = Instant::now() + wait.min(self.max_read_wait());
        let mut progress = self.wakeup.progress(projection);
        // This process's worker wakes the wait at once; the store is only
        // asked again for a worker elsewhere, less often the longer it
        // takes (a wait costs a handful of queries, not one per 50 ms).
        let mut poll = Duration::from_millis(50);
        loop {
            let checkpoint = self.models.active_checkpoint(projection).await?;
            if self
                .models
                .has_passed(checkpoint.position, min_position)
                .await?
            {
                return Ok((Freshness::Fresh, checkpoint.position));
            }
            let now = Instant::now();
            if now >= deadline {
                return Ok((Freshness::Stale, checkpoint.position));
            }
            let nap = (deadline - now).min(poll);
            poll = (poll * 2).min(Duration::from_millis(500));
            let _ = tokio::time::timeout(nap, progress.changed()).await;
        }
    }

    /// One document of a projection about `cycle_id`. A missing document of
    /// an existing cycle means the projection has not caught up with it
    /// yet: wait for the cycle's last event rather than answer 404.
    pub(crate) async fn view_doc(
        &self,
        projection: &str,
        key: &str,
        cycle_id: Uuid,
        min_position: Option<Position>,
        wait: Duration,
    ) -> Result<ViewRead<Value>, AppError> {
        // A read that waits for no write of its own, the common case: one
        // query. (A read-your-writes read goes the waiting way at once; it
        // would only repeat this query's work there.)
        if min_position.unwrap_or(0) == 0
            && let (position, Some(doc)) =
                self.models.get_doc_with_position(projection, key).await?
        {
            return Ok(ViewRead {
                value: doc,
                freshness: Freshness::Fresh,
                position,
            });
        }
        let (mut freshness, mut position) = self
            .wait_for(projection, min_position.unwrap_or(0), wait)
            .await?;
        if let Some(doc) = self.models.get_doc(projection, key).await? {
            return Ok(ViewRead {
                value: doc,
                freshness,
                position,
            });
        }
        let stream = self.store.read_stream(cycle_id, 0).await?;
        // No stream, or an erased one (its tombstone alone: another
        // instance erased it while this one still knew its owner).
        let Some(last) = stream
            .last()
            .filter(|e| e.event_type != decision_events::CycleErased::EVENT_TYPE)
        else {
            return Err(AppError::CycleNotFound(cycle_id));
        };
        (freshness, position) = self
            .wait_for(projection, last.position, wait.max(DEFAULT_WAIT))
            .await?;
        match self.models.get_doc(projection, key).await? {
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
}

/// The wait of a read that names no `wait_ms`.
pub fn default_wait() -> Duration {
    DEFAULT_WAIT
}
