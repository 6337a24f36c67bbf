//! `list_uncertainties`: the cycle's uncertainties, optionally of one component.

use crate::{Answer, Context, Cycle, Hints, Rejection, ResponseFormat, Tool};
use decision_events::values::Component;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ListUncertainties {
    /// Only uncertainties of this component.
    pub filter: Option<Component>,
    pub response_format: Option<ResponseFormat>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct UncertaintyItem {
    pub uncertainty_id: String,
    pub description: String,
    pub component: Component,
    pub resolvable: bool,
    /// "open" or "resolved" (resolved ones only in detailed responses).
    pub status: String,
    /// Detailed.
    pub impact: Option<String>,
    /// Detailed.
    pub resolution: Option<String>,
    /// Detailed: how a remaining uncertainty could be resolved.
    pub resolution_path: Option<String>,
    /// Detailed: the consequence cell it is about.
    pub alternative_id: Option<String>,
    /// Detailed.
    pub objective_id: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct UncertaintyList {
    pub uncertainties: Vec<UncertaintyItem>,
    pub total_open: usize,
    pub resolvable_count: usize,
}

impl Tool for ListUncertainties {
    const NAME: &'static str = "list_uncertainties";
    const COMPONENT: Option<Component> = None;
    const HINTS: Hints = Hints::READ;
    const SUMMARY: &'static str = "List the cycle's uncertainties, optionally of one component.";
    const DESCRIPTION: &'static str = "List the cycle's uncertainties, optionally of one component. Use it before a recommendation, or when the person asks what is still unknown. Example: {\"filter\": \"consequences\", \"response_format\": null}; filter null means every component. concise (default) lists the open ones with id, text, component and status; detailed also lists resolved ones with impact, resolution and the matrix cell. Read-only; returns the list, total_open and resolvable_count.";
}

impl Answer for ListUncertainties {
    const DETAIL_ONLY: &'static [&'static str] = &[
        "impact",
        "resolution",
        "resolution_path",
        "alternative_id",
        "objective_id",
    ];
    type Result = UncertaintyList;

    fn response_format(&self) -> ResponseFormat {
        self.response_format.unwrap_or_default()
    }

    fn answer(&self, cycle: &Cycle, _ctx: &Context) -> Result<UncertaintyList, Rejection> {
        let detailed = self.response_format == Some(ResponseFormat::Detailed);
        let in_filter = |c: Component| self.filter.is_none_or(|f| f == c);
        let items = cycle
            .uncertainties
            .iter()
            .filter(|u| in_filter(u.component) && (detailed || u.resolution.is_none()))
            .map(|u| UncertaintyItem {
                uncertainty_id: u.id.clone(),
                description: u.description.clone(),
                component: u.component,
                resolvable: u.resolvable,
                status: if u.resolution.is_some() {
                    "resolved"
                } else {
                    "open"
                }
                .into(),
                impact: u.impact.clone(),
                resolution: u.resolution.clone(),
                resolution_path: u.resolution_path.clone(),
                alternative_id: u.alternative_id.clone(),
                objective_id: u.objective_id.clone(),
            })
            .collect();
        let open: Vec<_> = cycle
            .open_uncertainties()
            .filter(|u| in_filter(u.component))
            .collect();
        Ok(UncertaintyList {
            uncertainties: items,
            total_open: open.len(),
            resolvable_count: open.iter().filter(|u| u.resolvable).count(),
        })
    }
}
