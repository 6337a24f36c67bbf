//! Builders for "given" histories. Each returns a `DomainEvent` with the
//! details a test does not care about filled in.

use decision_events::values::{Component, Direction, PughRating};
use decision_events::*;

pub const TITLE: &str = "Career move: the VP offer";

/// `CycleCreated`, then `more`.
pub fn cycle(more: impl IntoIterator<Item = DomainEvent>) -> Vec<DomainEvent> {
    std::iter::once(created()).chain(more).collect()
}

pub fn created() -> DomainEvent {
    CycleCreated {
        title: TITLE.into(),
        component: Component::IssueRaising,
    }
    .into()
}

pub fn navigated(from: Component, to: Component) -> DomainEvent {
    ComponentNavigated { from, to }.into()
}

pub fn potential_decision(id: &str, description: &str) -> DomainEvent {
    PotentialDecisionAdded {
        decision_id: id.into(),
        description: description.into(),
    }
    .into()
}

pub fn uncertainty(id: &str, component: Component, resolvable: bool) -> DomainEvent {
    UncertaintyFlagged {
        uncertainty_id: id.into(),
        description: format!("uncertainty {id}"),
        component,
        resolvable,
        impact: None,
        alternative_id: None,
        objective_id: None,
    }
    .into()
}

pub fn fundamental(id: &str, name: &str) -> DomainEvent {
    objective(id, name, true)
}

pub fn means(id: &str, name: &str) -> DomainEvent {
    objective(id, name, false)
}

fn objective(id: &str, name: &str, is_fundamental: bool) -> DomainEvent {
    ObjectiveAdded {
        objective_id: id.into(),
        name: name.into(),
        measure: format!("measure of {name}"),
        direction: Direction::Higher,
        is_fundamental,
    }
    .into()
}

pub fn linked(means_id: &str, fundamental_id: &str) -> DomainEvent {
    MeansLinkedToFundamental {
        means_id: means_id.into(),
        fundamental_id: fundamental_id.into(),
    }
    .into()
}

pub fn objective_removed(id: &str) -> DomainEvent {
    ObjectiveRemoved {
        objective_id: id.into(),
        reason: "no longer relevant".into(),
    }
    .into()
}

/// An alternative; its letter is taken from the id (`alt_b` → `B`).
pub fn alternative(id: &str, name: &str) -> DomainEvent {
    alternative_added(id, name, false)
}

pub fn status_quo(id: &str, name: &str) -> DomainEvent {
    alternative_added(id, name, true)
}

fn alternative_added(id: &str, name: &str, is_status_quo: bool) -> DomainEvent {
    let letter = id.strip_prefix("alt_").expect("alt_ id").to_uppercase();
    AlternativeAdded {
        alternative_id: id.into(),
        letter,
        name: name.into(),
        description: format!("description of {name}"),
        is_status_quo,
    }
    .into()
}

pub fn alternative_removed(id: &str) -> DomainEvent {
    AlternativeRemoved {
        alternative_id: id.into(),
        reason: "ruled out".into(),
    }
    .into()
}

pub fn dimension(id: &str, name: &str, options: &[&str]) -> DomainEvent {
    StrategyDimensionAdded {
        dimension_id: id.into(),
        dimension: name.into(),
        options: options.iter().map(|o| o.to_string()).collect(),
    }
    .into()
}

pub fn rated(alternative_id: &str, objective_id: &str, value: i64) -> DomainEvent {
    ConsequenceRated {
        alternative_id: alternative_id.into(),
        objective_id: objective_id.into(),
        rating: rating(value),
        reasoning: format!("{alternative_id} on {objective_id}"),
    }
    .into()
}

#[track_caller]
pub fn rating(value: i64) -> PughRating {
    PughRating::new(value).expect("rating in -2..2")
}

/// The career-move matrix without ratings: objectives obj_1…obj_3
/// (fundamental), alternatives alt_a…alt_c, alt_d the status quo (datum).
pub fn matrix() -> Vec<DomainEvent> {
    cycle([
        fundamental("obj_1", "Maximize compensation"),
        fundamental("obj_2", "Maximize career growth"),
        fundamental("obj_3", "Maximize family time"),
        alternative("alt_a", "Accept VP offer"),
        alternative("alt_b", "Join startup"),
        alternative("alt_c", "Hybrid role"),
        status_quo("alt_d", "Stay in current role"),
    ])
}

/// `base` followed by `more`.
pub fn then(
    base: Vec<DomainEvent>,
    more: impl IntoIterator<Item = DomainEvent>,
) -> Vec<DomainEvent> {
    base.into_iter().chain(more).collect()
}
