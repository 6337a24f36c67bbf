//! `sensitivity_check`: what if one cell had another rating?

use crate::pugh::{self, PughTotals};
use crate::{Cycle, Rating, Rejection, decide::checks};
use decision_events::values::PughRating;
use schemars::JsonSchema;
use serde::Serialize;
use serde_json::{Map, Value};

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct WhatIf {
    pub rating: i8,
    pub new_total: i32,
    pub total_change: i32,
    /// The order of alternatives by total (ties: order added) changes.
    pub ranking_change: bool,
    /// The alternative leads after the change.
    pub still_leads: bool,
    pub new_leader: String,
    pub new_leader_name: String,
    pub tied_leaders: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct SensitivityResult {
    pub alternative_id: String,
    pub alternative_name: String,
    pub objective_id: String,
    pub objective_name: String,
    /// `null` when the cell is unrated (it counts as 0).
    pub current_rating: Option<i8>,
    pub current_total: i32,
    pub current_leader: String,
    /// Keyed by the other rating values "2", "1", "0", "-1", "-2".
    #[schemars(with = "std::collections::BTreeMap<String, WhatIf>")]
    pub if_changed_to: Map<String, Value>,
}

pub fn check(
    cycle: &Cycle,
    alternative_id: &str,
    objective_id: &str,
) -> Result<SensitivityResult, Rejection> {
    let (alternative, objective) = crate::check_cell(cycle, alternative_id, objective_id)?;
    if objective.irrelevant.is_some() {
        return Err(Rejection::conflict(
            Some("objective_id"),
            format!(
                "{} ({}) is marked irrelevant and does not count in totals, so no rating of it can change the ranking; counted objectives: {}",
                objective.id,
                objective.name,
                checks::objective_list(cycle, |o| o.irrelevant.is_none())
            ),
        ));
    }
    let key = (alternative.id.clone(), objective.id.clone());
    let current = cycle.ratings.get(&key).map(|r| r.rating);
    let base = pugh::totals(cycle).expect("the cell's alternative exists");
    let base_total = total_of(&base, &alternative.id);
    let mut if_changed_to = Map::new();
    for value in PughRating::ALL.into_iter().rev() {
        if value == current.unwrap_or(PughRating::SAME) {
            continue;
        }
        let mut changed = cycle.clone();
        changed.ratings.insert(
            key.clone(),
            Rating {
                rating: value,
                reasoning: String::new(),
            },
        );
        let after = pugh::totals(&changed).expect("same alternatives");
        let new_total = total_of(&after, &alternative.id);
        let what_if = WhatIf {
            rating: value.value(),
            new_total,
            total_change: new_total - base_total,
            ranking_change: ranking(&after) != ranking(&base),
            still_leads: after.leader_id == alternative.id,
            new_leader: after.leader_id.clone(),
            new_leader_name: after.leader_name.clone(),
            tied_leaders: after.tied_leaders,
        };
        if_changed_to.insert(
            value.value().to_string(),
            serde_json::to_value(what_if).expect("plain data"),
        );
    }
    Ok(SensitivityResult {
        alternative_id: alternative.id.clone(),
        alternative_name: alternative.name.clone(),
        objective_id: objective.id.clone(),
        objective_name: objective.name.clone(),
        current_rating: current.map(PughRating::value),
        current_total: base_total,
        current_leader: base.leader_id.clone(),
        if_changed_to,
    })
}

fn total_of(totals: &PughTotals, id: &str) -> i32 {
    totals
        .alternatives
        .iter()
        .find(|s| s.alternative_id == id)
        .map_or(0, |s| s.total_score)
}

/// Alternative ids by total, highest first; ties keep the order added.
fn ranking(totals: &PughTotals) -> Vec<&str> {
    let mut scores: Vec<_> = totals.alternatives.iter().enumerate().collect();
    scores.sort_by_key(|(i, s)| (-s.total_score, *i));
    scores
        .into_iter()
        .map(|(_, s)| s.alternative_id.as_str())
        .collect()
}
