//! Decision quality: element scores and improvements.

use super::checks::non_blank;
use crate::ids::sequential;
use crate::{AddQualityImprovement, Cycle, RateDqElement, Rejection};
use decision_events::*;

pub(super) fn rate_element(c: &RateDqElement) -> Result<Vec<DomainEvent>, Rejection> {
    if c.score > 100 {
        return Err(Rejection::validation(
            "score",
            format!("`score` must be 0 to 100, got {}", c.score),
        ));
    }
    Ok(vec![
        DqElementRated {
            element: c.element,
            score: c.score,
            rationale: non_blank("rationale", &c.rationale)?,
        }
        .into(),
    ])
}

pub(super) fn add_improvement(
    cycle: &Cycle,
    c: &AddQualityImprovement,
) -> Result<Vec<DomainEvent>, Rejection> {
    Ok(vec![
        QualityImprovementAdded {
            improvement_id: sequential("imp", cycle.improvements.len()),
            action: non_blank("action", &c.action)?,
            impact: non_blank("impact", &c.impact)?,
        }
        .into(),
    ])
}
