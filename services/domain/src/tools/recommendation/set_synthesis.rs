//! `set_synthesis`: the analysis in a few sentences.

use crate::decide::checks::non_blank;
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{DomainEvent, SynthesisSet};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SetSynthesis {
    /// The analysis in a few sentences.
    #[schemars(length(min = 1, max = 4000))]
    pub synthesis: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct SetSynthesisResult {
    pub synthesis: String,
}

impl Tool for SetSynthesis {
    const NAME: &'static str = "set_synthesis";
    const COMPONENT: Option<Component> = Some(Component::Recommendation);
    const HINTS: Hints = Hints::REPLACES;
    const SUMMARY: &'static str =
        "Write a few sentences of what the analysis shows (the decision stays with the person).";
    const DESCRIPTION: &'static str = "Write the synthesis: the analysis of the decision in a few sentences, drawing on the totals, dominance and tensions. Use it when the matrix and tradeoffs are far enough along to say what they show. Example: {\"synthesis\": \"The VP offer leads on pay and growth but costs family time; staying is the safe option.\"}. It replaces the earlier synthesis; it is analysis, not the decision, which stays with the person. Returns the synthesis.";
}

impl Decide for SetSynthesis {
    const EVENTS: &'static [&'static str] = &[SynthesisSet::EVENT_TYPE];
    type Result = SetSynthesisResult;

    fn decide(&self, _cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        Ok(vec![
            SynthesisSet {
                synthesis: non_blank("synthesis", &self.synthesis)?,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> SetSynthesisResult {
        SetSynthesisResult {
            synthesis: after.synthesis.clone().unwrap_or_default(),
        }
    }
}
