//! `set_alternative_strategy`: an alternative's option on one strategy dimension.

use crate::decide::checks::{active_alternative, same_name};
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{AlternativeStrategySet, DomainEvent};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SetAlternativeStrategy {
    /// e.g. "alt_a".
    #[schemars(length(min = 1, max = 64))]
    pub alternative_id: String,
    /// The strategy dimension, e.g. "dim_1".
    #[schemars(length(min = 1, max = 64))]
    pub dim_id: String,
    /// One of the dimension's options.
    #[schemars(length(min = 1, max = 200))]
    pub option: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct SetAlternativeStrategyResult {
    pub alternative_id: String,
    /// The dimension, named like the call's parameter.
    pub dim_id: String,
    /// The same dimension, under the name the result first had (kept:
    /// clients read it).
    pub dimension_id: String,
    pub option: String,
}

impl Tool for SetAlternativeStrategy {
    const NAME: &'static str = "set_alternative_strategy";
    const COMPONENT: Option<Component> = Some(Component::Alternatives);
    const HINTS: Hints = Hints::REPLACES;
    const SUMMARY: &'static str = "Choose an alternative's option on a strategy dimension.";
    const DESCRIPTION: &'static str = "Choose, for one alternative, one option of a strategy dimension. Use it when the person says how an alternative plays out on that dimension. Example: {\"alternative_id\": \"alt_a\", \"dim_id\": \"dim_1\", \"option\": \"Remote\"}. The option must be one of the dimension's options (the error lists them); setting it again replaces it. Returns the alternative, dimension and option.";
}

impl Decide for SetAlternativeStrategy {
    const EVENTS: &'static [&'static str] = &[AlternativeStrategySet::EVENT_TYPE];
    type Result = SetAlternativeStrategyResult;

    fn decide(&self, cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let alternative = active_alternative(cycle, "alternative_id", &self.alternative_id)?;
        let Some(dimension) = cycle
            .strategy_dimensions
            .iter()
            .find(|d| d.id == self.dim_id)
        else {
            let valid: Vec<String> = cycle
                .strategy_dimensions
                .iter()
                .map(|d| format!("{} ({})", d.id, d.dimension))
                .collect();
            let hint = if valid.is_empty() {
                "no strategy dimensions yet; add one with add_strategy_dimension".into()
            } else {
                format!("valid dimensions: {}", valid.join(", "))
            };
            return Err(Rejection::not_found(
                "dim_id",
                format!("`dim_id`: no strategy dimension `{}`; {hint}", self.dim_id),
            ));
        };
        let Some(option) = dimension
            .options
            .iter()
            .find(|o| same_name(o, &self.option))
        else {
            return Err(Rejection::validation(
                "option",
                format!(
                    "`option` \"{}\" is not an option of {} ({}); allowed: {}",
                    self.option.trim(),
                    dimension.id,
                    dimension.dimension,
                    dimension.options.join(", ")
                ),
            ));
        };
        Ok(vec![
            AlternativeStrategySet {
                alternative_id: alternative.id.clone(),
                dimension_id: dimension.id.clone(),
                option: option.clone(),
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> SetAlternativeStrategyResult {
        SetAlternativeStrategyResult {
            alternative_id: self.alternative_id.clone(),
            dim_id: self.dim_id.clone(),
            dimension_id: self.dim_id.clone(),
            option: after
                .alternative(&self.alternative_id)
                .and_then(|a| a.strategy.get(&self.dim_id).cloned())
                .unwrap_or_default(),
        }
    }
}
