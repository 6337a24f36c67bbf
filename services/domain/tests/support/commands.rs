//! Builders for the commands tests send most often.

use super::events::rating;
use decision_domain::*;
use decision_events::values::{Component, Direction, DqElement, RevisitPriority};

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

pub fn mark_dominated(alternative_id: &str, dominated_by: &str) -> Command {
    Command::MarkDominated(MarkDominated {
        alternative_id: alternative_id.into(),
        dominated_by: dominated_by.into(),
        reason: "Equal or better everywhere".into(),
    })
}

pub fn clear_dominated(alternative_id: &str) -> Command {
    Command::ClearDominated(ClearDominated {
        alternative_id: alternative_id.into(),
        reason: "Re-rated".into(),
    })
}

pub fn mark_irrelevant(objective_id: &str) -> Command {
    Command::MarkIrrelevantObjective(MarkIrrelevantObjective {
        objective_id: objective_id.into(),
        reason: "Every option keeps the same plan".into(),
    })
}

pub fn add_tension(alternative_id: &str, excels_at: &str, sacrifices: &str) -> Command {
    Command::AddTension(AddTension {
        alternative_id: alternative_id.into(),
        excels_at: excels_at.into(),
        sacrifices: sacrifices.into(),
    })
}

pub fn set_standout(alternative_id: Option<&str>, rationale: &str) -> Command {
    Command::SetStandout(SetStandout {
        alternative_id: alternative_id.map(str::to_owned),
        rationale: rationale.into(),
    })
}

pub fn rate_dq(element: DqElement, score: u8, rationale: &str) -> Command {
    Command::RateDqElement(RateDqElement {
        element,
        score,
        rationale: rationale.into(),
    })
}

pub fn flag_uncertainty(description: &str, component: Component, resolvable: bool) -> Command {
    Command::FlagUncertainty(FlagUncertainty {
        description: description.into(),
        component,
        resolvable,
        impact: None,
    })
}

pub fn resolve_uncertainty(id: &str, resolution: &str) -> Command {
    Command::ResolveUncertainty(ResolveUncertainty {
        id: id.into(),
        resolution: resolution.into(),
    })
}

pub fn suggest_revisit(component: Component, priority: RevisitPriority) -> Command {
    Command::SuggestRevisit(SuggestRevisit {
        component,
        reason: "Learning may be a missing objective".into(),
        priority,
        trigger: Some("User said they mostly want to learn".into()),
    })
}

pub fn add_note(content: &str, component: Option<Component>) -> Command {
    Command::AddNote(AddNote {
        content: content.into(),
        component,
    })
}
