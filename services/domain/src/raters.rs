//! Several raters ([decision 16](../../../docs/decisions/0016-several-raters.md)):
//! the one aggregate rule, the disagreement of a cell, and what tools,
//! the Pugh view and the document show of them.
//!
//! * A cycle names at most [`MAX_RATERS`] raters (`add_rater`); each rates
//!   cells on their own (`rate_consequence_as`), replacing only their own
//!   earlier rating of a cell.
//! * Once a rater has rated a cell, the cell's Pugh rating is the
//!   **median** of the ratings of the raters who rated it, a median halfway
//!   between two ratings rounded toward 0 ([`median_toward_zero`]). It is
//!   still an integer in −2…+2 against the datum, so totals, leader,
//!   dominance, weights and flips read it as before. A cell no rater rated
//!   (and every cell of a cycle without raters) keeps its plain rating.
//! * Disagreement is the spread, highest minus lowest rating (0…4), with
//!   who said what.

use crate::{Cycle, Rater, RaterRating, Rejection, pugh};
use decision_events::values::{PughRating, RaterKind};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Raters a cycle can name.
pub const MAX_RATERS: usize = 8;
/// Characters in a rater's display name.
pub const MAX_NAME_CHARS: usize = 80;
/// The aggregate rule, in words, as every result and view states it.
pub const RULE: &str = "median of the ratings of the raters who rated the cell; a median halfway between two ratings is rounded toward 0";

/// The median of `values`, a half rounded toward 0: {2, 1} → 1,
/// {−1, 2} → 0, {−2, −1} → −1. `None` for no values.
pub fn median_toward_zero(values: &[i8]) -> Option<i8> {
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    let n = sorted.len();
    if n == 0 {
        return None;
    }
    if n % 2 == 1 {
        return Some(sorted[n / 2]);
    }
    // Twice the median is an integer; halving truncates toward 0.
    let twice = i16::from(sorted[n / 2 - 1]) + i16::from(sorted[n / 2]);
    Some((twice / 2) as i8)
}

/// Highest minus lowest rating, 0…4 (0 for one rating).
pub fn spread(values: &[i8]) -> u8 {
    match (values.iter().max(), values.iter().min()) {
        (Some(max), Some(min)) => (max - min) as u8,
        _ => 0,
    }
}

fn values(ratings: &[RaterRating]) -> Vec<i8> {
    ratings.iter().map(|r| r.rating.value()).collect()
}

fn signed(value: i8) -> String {
    format!("{value:+}").replace("+0", "0")
}

/// The cell's Pugh rating and the reasoning the matrix shows for it, from
/// its raters' ratings (at least one).
pub(crate) fn cell_rating(raters: &[Rater], ratings: &[RaterRating]) -> (PughRating, String) {
    let values = values(ratings);
    let median = median_toward_zero(&values).unwrap_or(0);
    let said: Vec<String> = ratings
        .iter()
        .map(|r| {
            let name = raters
                .iter()
                .find(|x| x.id == r.rater_id)
                .map_or(r.rater_id.as_str(), |x| x.name.as_str());
            format!("{name} {}", signed(r.rating.value()))
        })
        .collect();
    let n = ratings.len();
    let reasoning = format!(
        "Median of {n} rater{} (spread {}): {}",
        if n == 1 { "" } else { "s" },
        spread(&values),
        said.join(", ")
    );
    (
        PughRating::new(i64::from(median)).expect("a median of ratings is a rating"),
        reasoning,
    )
}

/// "rater_1 (Ana, person), rater_2 (…)", or "none".
pub(crate) fn rater_list(cycle: &Cycle) -> String {
    if cycle.raters.raters.is_empty() {
        return "none".into();
    }
    cycle
        .raters
        .raters
        .iter()
        .map(|r| format!("{} ({}, {})", r.id, r.name, r.kind.as_str()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The rater `rater_id` names, or a rejection listing the valid ids.
pub(crate) fn check_rater<'a>(cycle: &'a Cycle, rater_id: &str) -> Result<&'a Rater, Rejection> {
    if cycle.raters.raters.is_empty() {
        return Err(Rejection::conflict(
            Some("rater_id"),
            "this cycle names no raters yet: name each one with add_rater (kind person, partner, expert, agent or other, and a display name), then rate as them",
        ));
    }
    let id = rater_id.trim();
    cycle.raters.rater(id).ok_or_else(|| {
        let shown: String = id.chars().take(64).collect();
        Rejection::not_found(
            "rater_id",
            format!(
                "`rater_id`: no rater `{shown}` in this cycle; the raters are: {}",
                rater_list(cycle)
            ),
        )
    })
}

/// A cell its raters rate is theirs: a rating or reasoning without a rater
/// would be replaced by their median at their next rating, so it is refused.
pub(crate) fn check_not_rated_by_raters(
    cycle: &Cycle,
    alternative_id: &str,
    objective_id: &str,
) -> Result<(), Rejection> {
    let ratings = cycle.raters.of_cell(alternative_id, objective_id);
    if ratings.is_empty() {
        return Ok(());
    }
    let by: Vec<&str> = ratings.iter().map(|r| r.rater_id.as_str()).collect();
    Err(Rejection::conflict(
        Some("objective_id"),
        format!(
            "cell {alternative_id} × {objective_id} is rated by raters ({}); its rating is their median, so rate it as one of them with rate_consequence_as (`rater_id` one of: {})",
            by.join(", "),
            rater_list(cycle)
        ),
    ))
}

/// A rater, and how many cells of the matrix they rated.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct RaterSummary {
    pub rater_id: String,
    pub kind: RaterKind,
    pub name: String,
    /// Cells of the current matrix this rater rated.
    pub cells_rated: usize,
}

/// What one rater said of a cell.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct RaterSaid {
    pub rater_id: String,
    pub name: String,
    pub rating: PughRating,
    pub reasoning: String,
}

/// A cell rated by raters: the aggregate, the disagreement and who said what.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct CellAgreement {
    pub alternative_id: String,
    pub alternative_name: String,
    pub objective_id: String,
    pub objective_name: String,
    /// The cell's Pugh rating: the median of the ratings below, a half
    /// rounded toward 0.
    pub aggregate: PughRating,
    /// Highest minus lowest rating, 0 (agreement) to 4.
    pub spread: u8,
    /// In the order the raters were added.
    pub ratings: Vec<RaterSaid>,
    /// Raters who have not rated this cell (they do not count in it).
    pub not_rated_by: Vec<String>,
}

/// The cells of the current matrix (active alternatives but the datum,
/// active objectives) that raters rated, in matrix order.
pub fn cells(cycle: &Cycle) -> Vec<CellAgreement> {
    let datum = pugh::datum(cycle).map(|d| d.id.as_str());
    let mut out = Vec::new();
    for a in cycle
        .active_alternatives()
        .filter(|a| Some(a.id.as_str()) != datum)
    {
        for o in cycle.active_objectives() {
            let ratings = cycle.raters.of_cell(&a.id, &o.id);
            if ratings.is_empty() {
                continue;
            }
            let values = values(ratings);
            let name = |id: &str| cycle.raters.rater(id).map_or("", |r| r.name.as_str());
            out.push(CellAgreement {
                alternative_id: a.id.clone(),
                alternative_name: a.name.clone(),
                objective_id: o.id.clone(),
                objective_name: o.name.clone(),
                aggregate: PughRating::new(i64::from(median_toward_zero(&values).unwrap_or(0)))
                    .expect("a median of ratings is a rating"),
                spread: spread(&values),
                ratings: ratings
                    .iter()
                    .map(|r| RaterSaid {
                        rater_id: r.rater_id.clone(),
                        name: name(&r.rater_id).to_owned(),
                        rating: r.rating,
                        reasoning: r.reasoning.clone(),
                    })
                    .collect(),
                not_rated_by: cycle
                    .raters
                    .raters
                    .iter()
                    .filter(|x| !ratings.iter().any(|r| r.rater_id == x.id))
                    .map(|x| x.id.clone())
                    .collect(),
            });
        }
    }
    out
}

/// How far the raters are from their aggregate: Σ |rating − aggregate|.
fn distance(cell: &CellAgreement) -> u32 {
    let aggregate = i32::from(cell.aggregate.value());
    cell.ratings
        .iter()
        .map(|r| (i32::from(r.rating.value()) - aggregate).unsigned_abs())
        .sum()
}

/// Cells with a spread of at least `min_spread`, most disagreement first:
/// by spread, then by how far the ratings sit from the aggregate, then by
/// how many raters rated it, then in matrix order.
pub fn ranked(cycle: &Cycle, min_spread: u8) -> Vec<CellAgreement> {
    let mut cells: Vec<CellAgreement> = cells(cycle)
        .into_iter()
        .filter(|c| c.spread >= min_spread)
        .collect();
    // A stable sort keeps matrix order among equals.
    cells.sort_by(|a, b| {
        (b.spread, distance(b), b.ratings.len()).cmp(&(a.spread, distance(a), a.ratings.len()))
    });
    cells
}

/// Every rater, with the cells of the current matrix they rated.
pub fn summaries(cycle: &Cycle) -> Vec<RaterSummary> {
    let cells = cells(cycle);
    cycle
        .raters
        .raters
        .iter()
        .map(|r| RaterSummary {
            rater_id: r.id.clone(),
            kind: r.kind,
            name: r.name.clone(),
            cells_rated: cells
                .iter()
                .filter(|c| c.ratings.iter().any(|x| x.rater_id == r.id))
                .count(),
        })
        .collect()
}

/// One rater's rating of a cell, as the Pugh view shows it (the reasoning
/// is in `list_rater_disagreements` and the document).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct RaterMark {
    pub rater_id: String,
    pub rating: PughRating,
}

/// A cell rated by raters, in the Pugh view.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct CellSpread {
    pub alternative_id: String,
    pub objective_id: String,
    /// The cell's Pugh rating (the rule is the view's `rule`).
    pub aggregate: PughRating,
    /// Highest minus lowest rating, 0…4.
    pub spread: u8,
    pub ratings: Vec<RaterMark>,
}

/// The raters in the Pugh view: absent for a cycle without raters.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct RatersView {
    /// How a cell's Pugh rating is aggregated from its raters' ratings.
    pub rule: String,
    pub raters: Vec<RaterSummary>,
    /// Every cell of the matrix raters rated, in matrix order.
    pub cells: Vec<CellSpread>,
}

/// The Pugh view's raters; `None` until a rater is named.
pub fn view(cycle: &Cycle) -> Option<RatersView> {
    if cycle.raters.is_empty() {
        return None;
    }
    Some(RatersView {
        rule: RULE.into(),
        raters: summaries(cycle),
        cells: cells(cycle)
            .into_iter()
            .map(|c| CellSpread {
                alternative_id: c.alternative_id,
                objective_id: c.objective_id,
                aggregate: c.aggregate,
                spread: c.spread,
                ratings: c
                    .ratings
                    .into_iter()
                    .map(|r| RaterMark {
                        rater_id: r.rater_id,
                        rating: r.rating,
                    })
                    .collect(),
            })
            .collect(),
    })
}

/// Cells the document lists under "Where the raters disagree".
pub const DOCUMENT_CELLS: usize = 10;
