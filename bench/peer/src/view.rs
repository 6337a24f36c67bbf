//! The one read model: a per-cycle Pugh view, kept by cqrs-es's
//! `GenericQuery` in a `PostgresViewRepository` table (the framework's
//! idiomatic query side). Its body has the shape of decisiond's `pugh/{id}`
//! document (projections/src/views/decision.rs).

use crate::aggregate::CycleAggregate;
use cqrs_es::{EventEnvelope, View};
use decision_domain::{Cycle, apply, pugh};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

/// The view table's name (postgres-es: one table per view repository).
pub const TABLE: &str = "peer_pugh_view";

#[derive(Debug, Default, Serialize, Deserialize)]
pub struct PughView {
    /// The cycle folded from every event (what the totals are computed on).
    pub state: Cycle,
    /// The cycle's sequence: the last event folded in.
    pub sequence: usize,
    /// What `GET /api/cycles/{id}/pugh` answers.
    pub pugh: Value,
}

impl View<CycleAggregate> for PughView {
    fn update(&mut self, envelope: &EventEnvelope<CycleAggregate>) {
        let event = &envelope.payload.0;
        self.state = apply(std::mem::take(&mut self.state), event);
        self.sequence = envelope.sequence;
        // Audit records do not change the decision (nor its Pugh matrix).
        if event.is_decision_change() || self.pugh.is_null() {
            self.pugh = pugh_doc(&self.state, &envelope.aggregate_id, envelope.sequence);
        }
    }
}

fn pugh_doc(cycle: &Cycle, cycle_id: &str, version: usize) -> Value {
    let objectives: Vec<Value> = cycle
        .active_objectives()
        .map(|o| json!({"objective_id": o.id, "name": o.name, "counted": o.irrelevant.is_none()}))
        .collect();
    let completion = pugh::completion(cycle);
    json!({
        "cycle_id": cycle_id,
        "version": version,
        "totals": pugh::totals(cycle),
        "objectives": objectives,
        "matrix": pugh::rated_cells(cycle),
        "rated_cells": completion.rated,
        "cells": completion.cells,
    })
}
