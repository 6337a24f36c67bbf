//! Builders for the commands tests send most often.

use super::events::rating;
use decision_domain::*;
use decision_events::values::Direction;

pub fn add_objective(name: &str, is_fundamental: bool) -> Command {
    Command::AddObjective(AddObjective {
        name: name.into(),
        measure: "Total comp ($/year)".into(),
        direction: Direction::Higher,
        is_fundamental,
    })
}

pub fn link(means_id: &str, fundamental_id: &str) -> Command {
    Command::LinkMeansToFundamental(LinkMeansToFundamental {
        means_id: means_id.into(),
        fundamental_id: fundamental_id.into(),
    })
}

pub fn add_alternative(name: &str, is_status_quo: bool) -> Command {
    Command::AddAlternative(AddAlternative {
        name: name.into(),
        description: String::new(),
        is_status_quo,
    })
}

pub fn remove_alternative(id: &str) -> Command {
    Command::RemoveAlternative(RemoveAlternative {
        id: id.into(),
        reason: "ruled out".into(),
    })
}

pub fn rate(alternative_id: &str, objective_id: &str, value: i64) -> Command {
    Command::RateConsequence(RateConsequence {
        alternative_id: alternative_id.into(),
        objective_id: objective_id.into(),
        rating: rating(value),
        reasoning: "because".into(),
    })
}

pub fn cell(alternative_id: &str, objective_id: &str, value: i64) -> ConsequenceRating {
    ConsequenceRating {
        alternative_id: alternative_id.into(),
        objective_id: objective_id.into(),
        rating: rating(value),
        reasoning: format!("{alternative_id} on {objective_id}"),
    }
}

pub fn batch(cells: Vec<ConsequenceRating>) -> Command {
    Command::BatchRateConsequences(BatchRateConsequences { ratings: cells })
}

pub fn update_reasoning(alternative_id: &str, objective_id: &str, reasoning: &str) -> Command {
    Command::UpdateRatingReasoning(UpdateRatingReasoning {
        alternative_id: alternative_id.into(),
        objective_id: objective_id.into(),
        reasoning: reasoning.into(),
    })
}
