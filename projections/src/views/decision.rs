//! `decision`: the views of one cycle that come from its state — the
//! state itself (from which the decision document and the Pugh view are
//! rendered when read: [`render`]), the pending revisits and
//! confirmations, and the cycle's entry in the cycles list. One
//! projection, so all of them advance together from one folded state.

pub mod render;

use super::View;
use super::shapes::{CycleRow, FlowsDoc, StateDoc};
use crate::{Docs, Fold, Memory, Projection, ProjectionError, apply_as_one_event_batch};
use chrono::{DateTime, Utc};
use decision_domain::sections::sections_touched;
use decision_domain::{CompletionStatus, Cycle, apply, next_steps};
use decision_events::values::Component;
use decision_events::{
    ConfirmationExpired, ConfirmationRequested, ConfirmationResolved, DomainEvent,
    DominatedCleared, DominatedMarked, EventEnvelope, EventTypes, RevisitExpired, RevisitResolved,
    RevisitSuggested, ToolCallProposed, ToolInvocationRecorded,
};
use serde::de::DeserializeOwned;
use serde_json::Value;
use std::collections::btree_map::Entry;
use std::collections::{BTreeMap, BTreeSet};
use uuid::Uuid;

pub const NAME: &str = "decision";

pub fn state_key(cycle: Uuid) -> String {
    format!("state/{cycle}")
}
pub fn flows_key(cycle: Uuid) -> String {
    format!("{FLOWS_PREFIX}{cycle}")
}

/// The cycle's state, which the document and the Pugh view are rendered
/// from.
pub const STATE: View<StateDoc> = View::new(NAME, state_key);
/// The revisits and confirmations.
pub const FLOWS: View<FlowsDoc> = View::new(NAME, flows_key);

/// Every cycle's revisits and confirmations (the sweeper scans them).
pub const FLOWS_PREFIX: &str = "flows/";
pub fn cycle_key(cycle: Uuid) -> String {
    format!("{CYCLES_PREFIX}{cycle}")
}

/// Every cycle's row, by cycle id (creation order: ids are UUID v7).
pub const CYCLES_PREFIX: &str = "cycle/";

/// The prefix of `owner`'s rows: a copy of each of their cycles' rows, so
/// that a user's page of the cycles list reads only their rows. The owner
/// is hex-encoded, so no user name can reach into another's prefix.
pub fn owner_prefix(owner: &str) -> String {
    let hex: String = owner.bytes().map(|b| format!("{b:02x}")).collect();
    format!("owner/{hex}/")
}

pub fn owner_cycle_key(owner: &str, cycle: Uuid) -> String {
    format!("{}{cycle}", owner_prefix(owner))
}

pub struct DecisionViews;

/// The event types that change these views (each one moves the document's
/// version and the cycle's row): all but the audit records.
pub const EVENT_TYPES: EventTypes = EventTypes::AllBut(&[ToolInvocationRecorded::EVENT_TYPE]);

/// Whether events of `event_type` change these views ([`EVENT_TYPES`]).
pub fn concerns_type(event_type: &str) -> bool {
    EVENT_TYPES.contains(event_type)
}

/// The Pugh view changes (its `version` moves) with events that can change
/// the consequences section (the matrix it shows), and with dominance
/// marks (it shows them).
pub fn rewrites_pugh(event_type: &str, sections: &[Component]) -> bool {
    matrix_touched(sections) || marks_dominance(event_type)
}

/// Whether the touched `sections` include the matrix's.
pub fn matrix_touched(sections: &[Component]) -> bool {
    sections.contains(&Component::Consequences)
}

/// Whether events of `event_type` mark or clear a dominated alternative.
pub fn marks_dominance(event_type: &str) -> bool {
    event_type == DominatedMarked::EVENT_TYPE || event_type == DominatedCleared::EVENT_TYPE
}

/// The event types the revisits-and-confirmations view shows.
pub const FLOW_EVENTS: [&str; 7] = [
    RevisitSuggested::EVENT_TYPE,
    RevisitResolved::EVENT_TYPE,
    ConfirmationRequested::EVENT_TYPE,
    ConfirmationResolved::EVENT_TYPE,
    ToolCallProposed::EVENT_TYPE,
    ConfirmationExpired::EVENT_TYPE,
    RevisitExpired::EVENT_TYPE,
];

impl Projection for DecisionViews {
    fn name(&self) -> &'static str {
        NAME
    }

    /// 2: typed documents (`shapes.rs`), and a copy of each cycle's row
    /// under its owner (`owner/<hex user>/<cycle>`), which the cycles list
    /// now reads. 3: the confirmation gate — a confirmation may hold a
    /// proposed call (`proposal`), the state keeps the gate, and expiry is
    /// an event (`expired` is stored, not only computed when read). 4: each
    /// section says what its component still lacks (`missing`), and the
    /// Pugh view carries the dominance marks (`dominated`). 5: the flows
    /// keep when each revisit suggestion was resolved (`revisit_resolved_at`).
    /// 6: the document and the Pugh view are rendered when read, from the
    /// state document (`StateDoc`: the state with its stamps and section
    /// statuses), no longer stored (issue 30).
    fn version(&self) -> u32 {
        6
    }

    fn keys(&self, event: &EventEnvelope) -> Vec<String> {
        if !self.concerns(event) {
            return Vec::new();
        }
        let c = event.cycle_id;
        vec![state_key(c), flows_key(c), cycle_key(c)]
    }

    fn concerns(&self, event: &EventEnvelope) -> bool {
        concerns_type(&event.event_type)
    }

    fn event_types(&self) -> Option<EventTypes> {
        Some(EVENT_TYPES)
    }

    fn apply(&self, event: &EventEnvelope, docs: &mut Docs) -> Result<(), ProjectionError> {
        apply_as_one_event_batch(self, event, docs)
    }

    fn fold(&self) -> Box<dyn Fold + '_> {
        Box::<DecisionFold>::default()
    }

    /// A cycle kept in memory needs no document loaded: the fold starts
    /// from its decoded state and views.
    fn keys_given(&self, event: &EventEnvelope, memory: &Memory) -> Vec<String> {
        if memory.holds::<Memo>(&state_key(event.cycle_id)) {
            return Vec::new();
        }
        self.keys(event)
    }

    fn fold_with<'a>(&'a self, memory: &'a mut Memory) -> Box<dyn Fold + 'a> {
        Box::new(DecisionFold {
            cycles: BTreeMap::new(),
            memory: Some(memory),
        })
    }
}

/// What the fold keeps of a cycle between batches (in the worker's
/// [`Memory`], under the cycle's state key): its documents, decoded, as
/// last written.
struct Memo {
    state: StateDoc,
    flows: FlowsDoc,
    row: CycleRow,
}

/// A batch's pass: each cycle's state is decoded once and folded in
/// memory; its documents are written once, at [`Fold::finish`]. Writing
/// from the final state is what event-by-event application would have
/// written last, because a section's status (and the Pugh view's version,
/// and the flows view) only changes with events that can change it
/// ([`sections_touched`]) — the batch-equals-event-by-event test guards
/// this.
#[derive(Default)]
struct DecisionFold<'a> {
    cycles: BTreeMap<Uuid, Pending>,
    /// Cycles kept from earlier batches, and kept for the next ones.
    memory: Option<&'a mut Memory>,
}

/// One cycle's fold within a batch.
struct Pending {
    state: Cycle,
    /// The documents as stored before the batch (`None`: none yet).
    stored: Stored,
    /// Sections some event of the batch touched.
    touched: BTreeSet<Component>,
    /// The version of the last event that touched the Pugh view.
    pugh_version: Option<u64>,
    /// Revisit and confirmation bookkeeping the batch added.
    flows: FlowsChange,
    first: Stamp,
    last: Stamp,
}

/// What the documents take from an envelope.
#[derive(Clone)]
struct Stamp {
    version: u64,
    position: i64,
    recorded_at: DateTime<Utc>,
    actor: String,
}

impl Stamp {
    fn of(envelope: &EventEnvelope) -> Stamp {
        Stamp {
            version: envelope.version,
            position: envelope.position,
            recorded_at: envelope.recorded_at,
            actor: envelope.metadata.actor.clone(),
        }
    }
}

/// A cycle's documents as they were before the batch, decoded.
#[derive(Default)]
struct Stored {
    statuses: BTreeMap<Component, CompletionStatus>,
    /// `None`: no state stored yet.
    pugh_version: Option<u64>,
    flows: Option<FlowsDoc>,
    row: Option<CycleRow>,
}

#[derive(Default)]
struct FlowsChange {
    changed: bool,
    revisit_created_at: Vec<(String, DateTime<Utc>)>,
    revisit_resolved_at: Vec<(String, DateTime<Utc>)>,
    confirmation_turns: Vec<(String, Option<u32>)>,
}

impl DecisionFold<'_> {
    /// An erased cycle: every view of it goes, its row under its owner too
    /// (the stored row names the owner; a cycle this generation never saw
    /// has none to delete).
    fn erase(&mut self, c: Uuid, docs: &mut Docs) {
        let kept = self
            .memory
            .as_deref_mut()
            .and_then(|m| m.take::<Memo>(&state_key(c)));
        let owner = match (self.cycles.remove(&c), kept) {
            (Some(pending), _) => pending.stored.row.map(|r| r.owner),
            (None, Some(memo)) => Some(memo.row.owner),
            (None, None) => stored::<CycleRow>(docs, &cycle_key(c)).map(|r| r.owner),
        };
        if let Some(owner) = owner {
            docs.remove_prefix(owner_cycle_key(&owner, c));
        }
        for key in [state_key(c), flows_key(c), cycle_key(c)] {
            docs.remove_prefix(key);
        }
    }
}

impl Fold for DecisionFold<'_> {
    fn apply(&mut self, envelope: &EventEnvelope, docs: &mut Docs) -> Result<(), ProjectionError> {
        let event = envelope.event().map_err(|e| {
            ProjectionError(format!("{} does not decode: {e}", envelope.event_type))
        })?;
        let c = envelope.cycle_id;
        if let DomainEvent::CycleErased(_) = event {
            self.erase(c, docs);
            return Ok(());
        }
        let pending = match self.cycles.entry(c) {
            Entry::Occupied(o) => o.into_mut(),
            Entry::Vacant(v) => {
                let kept = self
                    .memory
                    .as_deref_mut()
                    .and_then(|m| m.take::<Memo>(&state_key(c)));
                v.insert(match kept {
                    Some(memo) => Pending::remembered(memo, envelope),
                    None => Pending::start(c, docs, envelope)?,
                })
            }
        };
        let touched = sections_touched(&event, &pending.state);
        if rewrites_pugh(&envelope.event_type, &touched) {
            pending.pugh_version = Some(envelope.version);
        }
        pending.touched.extend(touched);
        pending.flows.record(&event, envelope);
        pending.last = Stamp::of(envelope);
        pending.state = apply(std::mem::take(&mut pending.state), &event);
        Ok(())
    }

    fn finish(self: Box<Self>, docs: &mut Docs) {
        let DecisionFold { cycles, mut memory } = *self;
        for (c, pending) in cycles {
            let memo = pending.write(c, docs);
            if let Some(memory) = memory.as_deref_mut() {
                // Weighed as the documents it stands for (the state
                // dominates).
                let bytes = [state_key(c), flows_key(c)]
                    .iter()
                    .filter_map(|key| docs.get(key))
                    .map(decision_events::json_len)
                    .sum();
                memory.put_weighed(state_key(c), memo, bytes);
            }
        }
    }
}

impl Pending {
    /// The cycle as stored before the batch; fails (changing nothing) when
    /// its state or a view it reads back does not decode (the event is
    /// parked instead of the document being silently replaced).
    fn start(c: Uuid, docs: &Docs, first: &EventEnvelope) -> Result<Pending, ProjectionError> {
        let (state, statuses, pugh_version) = match decoded::<StateDoc>(docs, &state_key(c))? {
            Some(doc) => (doc.state, doc.statuses, Some(doc.pugh_version)),
            None => (Cycle::default(), BTreeMap::new(), None),
        };
        let stored = Stored {
            statuses,
            pugh_version,
            flows: decoded::<FlowsDoc>(docs, &flows_key(c))?,
            row: decoded::<CycleRow>(docs, &cycle_key(c))?,
        };
        Ok(Pending::with(state, stored, first))
    }

    /// The cycle as an earlier batch of this worker left it.
    fn remembered(memo: Memo, first: &EventEnvelope) -> Pending {
        let stored = Stored {
            statuses: memo.state.statuses,
            pugh_version: Some(memo.state.pugh_version),
            flows: Some(memo.flows),
            row: Some(memo.row),
        };
        Pending::with(memo.state.state, stored, first)
    }

    fn with(state: Cycle, stored: Stored, first: &EventEnvelope) -> Pending {
        let first = Stamp::of(first);
        Pending {
            state,
            touched: BTreeSet::new(),
            // A cycle's first batch starts the Pugh view's version and
            // writes the flows view.
            pugh_version: stored.pugh_version.is_none().then_some(first.version),
            flows: FlowsChange {
                changed: stored.flows.is_none(),
                ..FlowsChange::default()
            },
            stored,
            last: first.clone(),
            first,
        }
    }

    /// Writes the documents the batch changed, and returns the cycle as
    /// the next batch starts from it.
    fn write(self, c: Uuid, docs: &mut Docs) -> Memo {
        let Pending {
            state,
            stored,
            touched,
            pugh_version,
            flows,
            first,
            last,
        } = self;
        // Statuses of sections no event of the batch touched are kept as
        // stored; the completion rules (the costliest part: the Tradeoffs
        // rule runs the dominance analysis) run only for the touched ones,
        // since a section's status changes only with its content.
        let mut statuses = stored.statuses;
        for component in Component::ALL {
            if !statuses.contains_key(&component) || touched.contains(&component) {
                statuses.insert(component, next_steps(&state, component).status);
            }
        }
        let row = cycle_row(stored.row, &state, &statuses, c, &first, &last);
        let flows = match (flows.changed, stored.flows) {
            (false, Some(kept)) => kept,
            (_, previous) => {
                let flows = flows_doc(previous, &state, c, flows);
                docs.put(flows_key(c), to_doc(&flows));
                flows
            }
        };
        docs.put(owner_cycle_key(&row.owner, c), to_doc(&row));
        docs.put(cycle_key(c), to_doc(&row));
        // The state is written with every batch: the next worker (after a
        // restart, or another instance) starts from it, and readers render
        // the document and the Pugh view from it.
        let state = StateDoc {
            cycle_id: c,
            version: last.version,
            position: last.position,
            updated_at: last.recorded_at,
            pugh_version: pugh_version
                .or(stored.pugh_version)
                .unwrap_or(first.version),
            statuses,
            state,
        };
        docs.put(state_key(c), to_doc(&state));
        Memo { state, flows, row }
    }
}

/// A stored document of this projection, as its type. Every document this
/// projection writes decodes ([`Pending::start`] checks the ones a batch
/// reads before changing anything), so `None` means none is stored.
fn stored<T: DeserializeOwned>(docs: &Docs, key: &str) -> Option<T> {
    docs.get(key).and_then(|doc| T::deserialize(doc).ok())
}

impl FlowsChange {
    fn record(&mut self, event: &DomainEvent, envelope: &EventEnvelope) {
        if !FLOW_EVENTS.contains(&event.event_type()) {
            return;
        }
        self.changed = true;
        match event {
            DomainEvent::RevisitSuggested(r) => self
                .revisit_created_at
                .push((r.revisit_id.to_string(), envelope.recorded_at)),
            DomainEvent::RevisitResolved(r) => self
                .revisit_resolved_at
                .push((r.revisit_id.to_string(), envelope.recorded_at)),
            DomainEvent::RevisitExpired(r) => self
                .revisit_resolved_at
                .push((r.revisit_id.to_string(), envelope.recorded_at)),
            DomainEvent::ConfirmationRequested(c) => self.confirmation_turns.push((
                c.confirmation_id.to_string(),
                envelope.metadata.conversation_turn,
            )),
            DomainEvent::ToolCallProposed(c) => self
                .confirmation_turns
                .push((c.confirmation_id.to_string(), Some(c.conversation_turn))),
            _ => {}
        }
    }
}

/// A stored document, decoded; fails when it does not decode.
fn decoded<T: DeserializeOwned>(docs: &Docs, key: &str) -> Result<Option<T>, ProjectionError> {
    docs.get(key)
        .map(|doc| {
            T::deserialize(doc)
                .map_err(|e| ProjectionError(format!("stored {key} does not decode: {e}")))
        })
        .transpose()
}

fn to_doc(value: &impl serde::Serialize) -> Value {
    serde_json::to_value(value).expect("read models are plain data")
}

/// Revisits and confirmations with what only the envelopes know: when a
/// suggestion was made, and in which conversation turn a confirmation was
/// requested.
fn flows_doc(
    previous: Option<FlowsDoc>,
    cycle: &Cycle,
    cycle_id: Uuid,
    change: FlowsChange,
) -> FlowsDoc {
    let (mut created_at, mut resolved_at, mut turns) = previous
        .map(|p| {
            (
                p.revisit_created_at,
                p.revisit_resolved_at,
                p.confirmation_turns,
            )
        })
        .unwrap_or_default();
    created_at.extend(change.revisit_created_at);
    resolved_at.extend(change.revisit_resolved_at);
    turns.extend(change.confirmation_turns);
    FlowsDoc {
        cycle_id,
        revisits: cycle.revisits.clone(),
        confirmations: cycle.confirmations.clone(),
        revisit_created_at: created_at,
        revisit_resolved_at: resolved_at,
        confirmation_turns: turns,
    }
}

/// The cycle's row in `GET /api/cycles`; the owner is the creator.
fn cycle_row(
    previous: Option<CycleRow>,
    cycle: &Cycle,
    statuses: &BTreeMap<Component, CompletionStatus>,
    cycle_id: Uuid,
    first: &Stamp,
    last: &Stamp,
) -> CycleRow {
    let (owner, created_at) = previous
        .map(|p| (p.owner, p.created_at))
        .unwrap_or_else(|| (first.actor.clone(), first.recorded_at));
    let complete = statuses
        .values()
        .filter(|s| **s == CompletionStatus::Complete)
        .count();
    CycleRow {
        cycle_id,
        title: cycle.title.clone(),
        owner,
        current_component: cycle.current_component,
        components_complete: complete,
        completion: complete as f64 / Component::ALL.len() as f64,
        created_at,
        updated_at: last.recorded_at,
        version: last.version,
    }
}
