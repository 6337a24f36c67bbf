//! Time travel: the `decision` views as they stood after a version of a
//! cycle's stream, folded by the projection itself ([`DecisionViews`]), so
//! a past view and a stored one can never be two definitions; and what
//! changed between two such views ([`diff`]).

use super::decision::{self, DecisionViews, render};
use super::shapes::{DocumentDoc, FlowsDoc, PughDoc, StateDoc};
use crate::{Docs, Memory, ProjectionError, fold_all_with};
use decision_events::EventEnvelope;
use serde::de::DeserializeOwned;
use uuid::Uuid;

pub mod diff;
pub mod history;

/// The views of one cycle after one of its versions.
#[derive(Debug, Clone, PartialEq)]
pub struct ViewsAt {
    /// The version asked for (the document's own `version` is that of the
    /// last event at or before it that changed the views).
    pub at_version: u64,
    pub document: DocumentDoc,
    pub pugh: PughDoc,
    pub flows: FlowsDoc,
}

/// Folds `events` (one cycle's stream, in version order) up to and
/// including `at_version`, as the projection worker would have folded them
/// by then. `None`: no event at or before that version concerns the views.
pub fn views_at(
    cycle_id: Uuid,
    events: &[EventEnvelope],
    at_version: u64,
) -> Result<Option<ViewsAt>, ProjectionError> {
    let mut fold = TravelFold::new(cycle_id, at_version);
    fold.feed(events)?;
    fold.finish()
}

/// [`views_at`] fed a page of the stream at a time, so that a long stream
/// is never held whole: it keeps only the views and the decoded state.
/// Pages are batches to the projection, and batching is invisible to it.
pub struct TravelFold {
    cycle_id: Uuid,
    at_version: u64,
    docs: Docs,
    memory: Memory,
    /// The last version fed.
    reached: u64,
}

impl TravelFold {
    pub fn new(cycle_id: Uuid, at_version: u64) -> TravelFold {
        TravelFold {
            cycle_id,
            at_version,
            docs: Docs::default(),
            // One cycle: its decoded state between pages.
            memory: Memory::new(4),
            reached: 0,
        }
    }

    /// Folds the next page (events in version order, after those fed
    /// before); events past `at_version` are left out.
    pub fn feed(&mut self, events: &[EventEnvelope]) -> Result<(), ProjectionError> {
        let upto = events.partition_point(|e| e.version <= self.at_version);
        let page = &events[..upto];
        if page.is_empty() {
            return Ok(());
        }
        fold_all_with(&DecisionViews, page, &mut self.docs, &mut self.memory).map_err(
            |(position, e)| {
                ProjectionError(format!("event at position {position} does not fold: {e}"))
            },
        )?;
        self.reached = page.last().map_or(self.reached, |e| e.version);
        Ok(())
    }

    /// Whether every event up to `at_version` has been fed.
    pub fn done(&self) -> bool {
        self.reached >= self.at_version
    }

    /// The views after the events fed.
    pub fn finish(self) -> Result<Option<ViewsAt>, ProjectionError> {
        let cycle_id = self.cycle_id;
        let docs = &self.docs;
        let Some(state) = doc::<StateDoc>(docs, &decision::state_key(cycle_id))? else {
            return Ok(None);
        };
        let Some(flows) = doc::<FlowsDoc>(docs, &decision::flows_key(cycle_id))? else {
            return Err(ProjectionError(format!(
                "cycle {cycle_id} folded to a state without its flows view"
            )));
        };
        Ok(Some(ViewsAt {
            at_version: self.at_version,
            document: render::document(&state),
            pugh: render::pugh(&state),
            flows,
        }))
    }
}

fn doc<T: DeserializeOwned>(docs: &Docs, key: &str) -> Result<Option<T>, ProjectionError> {
    docs.get(key)
        .map(|d| T::deserialize(d).map_err(|e| ProjectionError(format!("{key}: {e}"))))
        .transpose()
}
