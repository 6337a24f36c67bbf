//! Time travel: the `decision` views as they stood after a version of a
//! cycle's stream, folded by the projection itself ([`DecisionViews`]), so
//! a past view and a stored one can never be two definitions; and what
//! changed between two such views ([`diff`]).

use super::decision::{self, DecisionViews};
use super::shapes::{DocumentDoc, FlowsDoc, PughDoc};
use crate::{Docs, ProjectionError, fold_all};
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
    let upto = events.partition_point(|e| e.version <= at_version);
    let mut docs = Docs::default();
    fold_all(&DecisionViews, &events[..upto], &mut docs).map_err(|(position, e)| {
        ProjectionError(format!("event at position {position} does not fold: {e}"))
    })?;
    let Some(document) = doc::<DocumentDoc>(&docs, &decision::document_key(cycle_id))? else {
        return Ok(None);
    };
    let pugh = doc::<PughDoc>(&docs, &decision::pugh_key(cycle_id))?;
    let flows = doc::<FlowsDoc>(&docs, &decision::flows_key(cycle_id))?;
    match (pugh, flows) {
        (Some(pugh), Some(flows)) => Ok(Some(ViewsAt {
            at_version,
            document,
            pugh,
            flows,
        })),
        _ => Err(ProjectionError(format!(
            "cycle {cycle_id} folded to a document without its Pugh or flows view"
        ))),
    }
}

fn doc<T: DeserializeOwned>(docs: &Docs, key: &str) -> Result<Option<T>, ProjectionError> {
    docs.get(key)
        .map(|d| T::deserialize(d).map_err(|e| ProjectionError(format!("{key}: {e}"))))
        .transpose()
}
