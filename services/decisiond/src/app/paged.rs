//! A cycle's stream read a page at a time ([`StreamPage::DEFAULT`]: a
//! megabyte at most, or a few hundred events), up to a version fixed when
//! the read starts: a heavy read holds one page, never the stream.

use super::AppError;
use decision_events::EventEnvelope;
use decision_store::{EventStore, StreamPage, StreamTip};
use std::sync::Arc;
use uuid::Uuid;

pub(crate) struct StreamPages {
    store: Arc<dyn EventStore>,
    cycle_id: Uuid,
    /// The last version read.
    after: u64,
    /// The last version wanted.
    upto: u64,
    /// The next page's size (it doubles up to the default).
    page: StreamPage,
}

impl StreamPages {
    /// The events after `after` up to and including `upto`.
    pub(crate) fn new(store: Arc<dyn EventStore>, cycle_id: Uuid, after: u64, upto: u64) -> Self {
        StreamPages {
            store,
            cycle_id,
            after,
            upto,
            page: StreamPage::DEFAULT,
        }
    }

    /// Reads `events` first, then twice as many each page, up to the
    /// default page: for a reader that may need only a few.
    pub(crate) fn starting_at(mut self, events: usize) -> Self {
        self.page.events = events.clamp(1, StreamPage::DEFAULT.events);
        self
    }

    /// The next page, or `None` past `upto` (or at the stream's end: an
    /// erasure blanks the rows, so a stream erased meanwhile ends early;
    /// see [`StreamPages::reached`]).
    pub(crate) async fn next(&mut self) -> Result<Option<Vec<EventEnvelope>>, AppError> {
        if self.after >= self.upto {
            return Ok(None);
        }
        let mut page = self
            .store
            .read_stream_page(self.cycle_id, self.after, self.page)
            .await?;
        self.page.events = (self.page.events * 2).min(StreamPage::DEFAULT.events);
        let keep = page.partition_point(|e| e.version <= self.upto);
        page.truncate(keep);
        let Some(last) = page.last() else {
            return Ok(None);
        };
        self.after = last.version;
        Ok(Some(page))
    }

    /// The last version read.
    pub(crate) fn reached(&self) -> u64 {
        self.after
    }
}

/// The cycle's last event, unless there is none or it is a tombstone
/// (another instance erased the cycle while this one still knew its owner).
pub(crate) async fn live_tip(
    store: &dyn EventStore,
    cycle_id: Uuid,
) -> Result<StreamTip, AppError> {
    match store.stream_tip(cycle_id).await? {
        Some(tip) if tip.event_type != decision_events::CycleErased::EVENT_TYPE => Ok(tip),
        _ => Err(AppError::CycleNotFound(cycle_id)),
    }
}
