//! The raters a cycle names and their own ratings of the cells
//! ([decision 16](../../../../docs/decisions/0016-several-raters.md)).
//! Built only by `apply`; the aggregate rule is [`crate::raters`]'s.

use super::{Cycle, Rating};
use decision_events::values::{PughRating, RaterKind};
use decision_events::{ConsequenceRatedByRater, RaterAdded};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Someone who rates the cells on their own.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Rater {
    pub id: String,
    pub kind: RaterKind,
    pub name: String,
}

/// One rater's rating of one cell.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct RaterRating {
    pub rater_id: String,
    pub rating: PughRating,
    pub reasoning: String,
}

/// Each cell's raters' ratings, keyed by (alternative id, objective id).
pub type RaterCells = BTreeMap<(String, String), Vec<RaterRating>>;

/// The raters, and each cell's ratings by them (in the order the raters
/// were added).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Raters {
    pub raters: Vec<Rater>,
    /// Keyed by (alternative id, objective id); a list in JSON.
    #[serde(with = "cells_as_list")]
    pub cells: RaterCells,
}

impl Raters {
    pub fn is_empty(&self) -> bool {
        self.raters.is_empty()
    }

    pub fn rater(&self, id: &str) -> Option<&Rater> {
        self.raters.iter().find(|r| r.id == id)
    }

    /// The raters' ratings of a cell; empty when none rated it.
    pub fn of_cell(&self, alternative_id: &str, objective_id: &str) -> &[RaterRating] {
        crate::cells::cell(&self.cells, alternative_id, objective_id).map_or(&[], Vec::as_slice)
    }
}

pub(super) fn add(cycle: &mut Cycle, e: RaterAdded) {
    cycle.raters.raters.push(Rater {
        id: e.rater_id,
        kind: e.kind,
        name: e.name,
    });
}

/// The rater's rating replaces their earlier one; the cell's Pugh rating
/// becomes the aggregate of its raters' ratings.
pub(super) fn rate(cycle: &mut Cycle, e: ConsequenceRatedByRater) {
    let Some(order) = cycle.raters.raters.iter().position(|r| r.id == e.rater_id) else {
        return;
    };
    let key = (e.alternative_id, e.objective_id);
    let ratings = cycle.raters.cells.entry(key.clone()).or_default();
    ratings.retain(|r| r.rater_id != e.rater_id);
    ratings.push(RaterRating {
        rater_id: e.rater_id,
        rating: e.rating,
        reasoning: e.reasoning,
    });
    let raters = &cycle.raters.raters;
    let rank = |id: &str| raters.iter().position(|r| r.id == id).unwrap_or(order);
    ratings.sort_by_key(|r| rank(&r.rater_id));
    let (rating, reasoning) = crate::raters::cell_rating(raters, ratings);
    cycle.ratings.insert(key, Rating { rating, reasoning });
}

/// JSON maps need string keys: cells are stored as a list.
mod cells_as_list {
    use super::{RaterCells, RaterRating};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Serialize, Deserialize)]
    struct Cell {
        alternative_id: String,
        objective_id: String,
        ratings: Vec<RaterRating>,
    }

    pub fn serialize<S: Serializer>(cells: &RaterCells, s: S) -> Result<S::Ok, S::Error> {
        let list: Vec<Cell> = cells
            .iter()
            .map(|((a, o), r)| Cell {
                alternative_id: a.clone(),
                objective_id: o.clone(),
                ratings: r.clone(),
            })
            .collect();
        list.serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<RaterCells, D::Error> {
        Ok(Vec::<Cell>::deserialize(d)?
            .into_iter()
            .map(|c| ((c.alternative_id, c.objective_id), c.ratings))
            .collect())
    }
}
