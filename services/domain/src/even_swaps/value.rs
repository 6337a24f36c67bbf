//! What one cell of the even-swap working table holds, and on which scale:
//! the one place a cell's starting value is read. Today it is the Pugh
//! rating (−2…+2 against the datum, higher is better, the datum 0); when
//! cells carry measured values with units, [`scale`] and [`initial`] read
//! those instead (with the objective's direction and range) and nothing
//! else in the even swaps changes.

use crate::{Cycle, pugh};

/// The unit of a Pugh rating on the working table.
pub const RATING_UNIT: &str = "rating";

/// The scale of one objective's column in the working table.
#[derive(Debug, Clone, PartialEq)]
pub struct Scale {
    /// The lowest and highest value a swap may reach.
    pub min: f64,
    pub max: f64,
    /// Whether a higher value is better (ratings: always).
    pub higher_is_better: bool,
    /// e.g. "rating", or a measured unit such as "k$/year".
    pub unit: String,
}

impl Scale {
    /// How much better `a` is than `b` on this scale (negative: worse).
    pub fn advantage(&self, a: f64, b: f64) -> f64 {
        if self.higher_is_better { a - b } else { b - a }
    }

    /// The largest advantage that still counts as "only slightly better"
    /// for practical dominance: a quarter of the scale's range, one rating
    /// step on −2…+2 (the smallest difference the Pugh scale can state).
    pub fn slight(&self) -> f64 {
        (self.max - self.min) / 4.0
    }

    /// An advantage as a share of the scale's range (comparable across
    /// objectives with different units).
    pub fn share(&self, advantage: f64) -> f64 {
        advantage / (self.max - self.min)
    }

    pub fn contains(&self, value: f64) -> bool {
        value >= self.min - crate::weights::EPSILON && value <= self.max + crate::weights::EPSILON
    }
}

/// The scale of `objective_id`'s column.
pub fn scale(_cycle: &Cycle, _objective_id: &str) -> Scale {
    Scale {
        min: -2.0,
        max: 2.0,
        higher_is_better: true,
        unit: RATING_UNIT.into(),
    }
}

/// The starting value of a cell (before any swap): the Pugh rating (the
/// datum 0); `None` for an unrated cell.
pub fn initial(cycle: &Cycle, alternative_id: &str, objective_id: &str) -> Option<f64> {
    if pugh::datum(cycle).is_some_and(|d| d.id == alternative_id) {
        return Some(0.0);
    }
    cycle
        .rating(alternative_id, objective_id)
        .map(|r| f64::from(r.rating.value()))
}

/// A value as the log and the document show it: "+1", "0", "-0.5".
pub fn show(value: f64, unit: &str) -> String {
    let value = crate::weights::round(value);
    let number = if unit == RATING_UNIT && value > 0.0 {
        format!("+{value}")
    } else {
        format!("{value}")
    };
    if unit == RATING_UNIT {
        number
    } else {
        format!("{number} {unit}")
    }
}
