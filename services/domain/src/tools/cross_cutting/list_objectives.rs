//! `list_objectives`: the active objectives with their ids.

use crate::{Answer, Context, Cycle, Hints, Rejection, ResponseFormat, Tool};
use decision_events::values::{Component, Direction};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Which objectives `list_objectives` returns: fundamental, means or all.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ObjectiveFilter {
    Fundamental,
    Means,
    #[default]
    All,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ListObjectives {
    /// True for measure, direction, type and links; false (default) for ids and names.
    pub include_details: Option<bool>,
    /// fundamental, means or all (default).
    pub filter: Option<ObjectiveFilter>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ObjectiveItem {
    pub objective_id: String,
    pub name: String,
    /// With include_details.
    pub measure: String,
    /// With include_details.
    pub direction: Direction,
    /// With include_details: "fundamental" or "means".
    pub objective_type: String,
    /// With include_details: fundamental objectives a means objective serves.
    pub serves: Vec<String>,
    /// With include_details: marked irrelevant (not counted in totals).
    pub irrelevant: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ObjectiveList {
    pub total: usize,
    pub objectives: Vec<ObjectiveItem>,
}

impl Tool for ListObjectives {
    const NAME: &'static str = "list_objectives";
    const COMPONENT: Option<Component> = None;
    const HINTS: Hints = Hints::READ;
    const SUMMARY: &'static str =
        "List the active objectives with their ids, to use exact ids instead of guessing.";
    const DESCRIPTION: &'static str = "List the active objectives with their ids and names. Use it before rating, linking or removing, to get the exact ids (\"obj_1\") instead of guessing. Example: {\"include_details\": null, \"filter\": \"fundamental\"}; filter is fundamental, means or all (the default). include_details true adds measure, direction, type, the fundamental objectives each serves and whether it is marked irrelevant. Read-only; removed objectives are left out.";
}

impl Answer for ListObjectives {
    const DETAIL_ONLY: &'static [&'static str] = &[
        "measure",
        "direction",
        "objective_type",
        "serves",
        "irrelevant",
    ];
    type Result = ObjectiveList;

    fn response_format(&self) -> ResponseFormat {
        // `include_details` chooses the format here.
        if self.include_details == Some(true) {
            ResponseFormat::Detailed
        } else {
            ResponseFormat::Concise
        }
    }

    fn answer(&self, cycle: &Cycle, _ctx: &Context) -> Result<ObjectiveList, Rejection> {
        let filter = self.filter.unwrap_or_default();
        let objectives: Vec<ObjectiveItem> = cycle
            .active_objectives()
            .filter(|o| match filter {
                ObjectiveFilter::All => true,
                ObjectiveFilter::Fundamental => o.is_fundamental,
                ObjectiveFilter::Means => !o.is_fundamental,
            })
            .map(|o| ObjectiveItem {
                objective_id: o.id.clone(),
                name: o.name.clone(),
                measure: o.measure.clone(),
                direction: o.direction,
                objective_type: o.kind().into(),
                serves: o.serves.clone(),
                irrelevant: o.irrelevant.is_some(),
            })
            .collect();
        Ok(ObjectiveList {
            total: objectives.len(),
            objectives,
        })
    }
}
