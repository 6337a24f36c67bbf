//! Read tools: answered from the state, no events (the call is still
//! audited). `response_format`: `concise` (default) gives the seed's fields
//! — ids, names, key numbers; `detailed` adds reasoning, cells and texts.

use crate::query_results::*;
use crate::report::to_value;
use crate::{Context, Cycle, Rejection, analysis, document, progress, pugh, sensitivity};
use decision_events::values::{Component, ConfirmationStatus, DqElement, RevisitPriority};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;

pub use progress::{CompletionStatus, NextSteps, completion_status, next_steps};

/// How much a read tool returns: concise (default: ids, names and key
/// numbers) or detailed (also reasoning, cells and full texts).
// No doc comments on variants: schemars would emit `oneOf` and errors
// could no longer list the allowed values.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ResponseFormat {
    #[default]
    Concise,
    Detailed,
}

/// Which objectives `list_objectives` returns: fundamental, means or all.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ObjectiveFilter {
    Fundamental,
    Means,
    #[default]
    All,
}

macro_rules! queries {
    ($( $(#[$doc:meta])* $name:ident = $tool:literal { $($body:tt)* } )+) => {
        $(
            $(#[$doc])*
            #[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
            #[serde(deny_unknown_fields)]
            pub struct $name { $($body)* }
        )+

        /// Every read tool.
        #[derive(Debug, Clone, PartialEq)]
        pub enum Query { $( $name($name), )+ }

        impl Query {
            /// Every read tool's name, in declaration order.
            pub const NAMES: &'static [&'static str] = &[$($tool),+];

            pub fn name(&self) -> &'static str {
                match self { $( Query::$name(_) => $tool, )+ }
            }
        }
    };
}

queries! {
    ComputePughTotals = "compute_pugh_totals" {
        pub response_format: Option<ResponseFormat>,
    }
    GetDocumentSummary = "get_document_summary" {
        pub response_format: Option<ResponseFormat>,
    }
    FindDominatedAlternatives = "find_dominated_alternatives" {
        pub response_format: Option<ResponseFormat>,
    }
    FindIrrelevantObjectives = "find_irrelevant_objectives" {
        pub response_format: Option<ResponseFormat>,
    }
    SensitivityCheck = "sensitivity_check" {
        /// e.g. "alt_a" (not the datum).
        #[schemars(length(min = 1, max = 64))]
        pub alternative_id: String,
        /// e.g. "obj_2" (a counted objective).
        #[schemars(length(min = 1, max = 64))]
        pub objective_id: String,
        pub response_format: Option<ResponseFormat>,
    }
    ListUncertainties = "list_uncertainties" {
        /// Only uncertainties of this component.
        pub filter: Option<Component>,
        pub response_format: Option<ResponseFormat>,
    }
    GetPendingRevisits = "get_pending_revisits" {
        pub response_format: Option<ResponseFormat>,
    }
    GetDocumentSection = "get_document_section" {
        pub component: Component,
        pub response_format: Option<ResponseFormat>,
    }
    ListObjectives = "list_objectives" {
        /// True for measure, direction, type and links; false (default) for ids and names.
        pub include_details: Option<bool>,
        /// fundamental, means or all (default).
        pub filter: Option<ObjectiveFilter>,
    }
    CalculateOverallDq = "calculate_overall_dq" {
        pub response_format: Option<ResponseFormat>,
    }
}

/// A high-level view of the cycle: minimal context for an agent.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct DocumentSummary {
    pub title: String,
    /// The focal decision's text (set_focal_decision), else the focal statement.
    pub focal_decision: Option<String>,
    pub current_component: Option<Component>,
    pub completion_status: BTreeMap<Component, CompletionStatus>,
    pub objectives_count: usize,
    pub alternatives_count: usize,
    pub matrix_completion: f64,
    pub open_uncertainties: usize,
    pub pending_revisits: usize,
}

/// Answers a read tool from the current state at `ctx.now`.
pub fn answer(cycle: &Cycle, query: &Query, ctx: &Context) -> Result<Value, Rejection> {
    let (detailed, format) = match query {
        Query::ComputePughTotals(q) => (pugh_totals(cycle)?, q.response_format),
        Query::GetDocumentSummary(q) => (summary_detailed(cycle, ctx), q.response_format),
        Query::FindDominatedAlternatives(q) => {
            (to_value(analysis::find_dominated(cycle)), q.response_format)
        }
        Query::FindIrrelevantObjectives(q) => (irrelevant(cycle), q.response_format),
        Query::SensitivityCheck(q) => (
            to_value(sensitivity::check(
                cycle,
                &q.alternative_id,
                &q.objective_id,
            )?),
            q.response_format,
        ),
        Query::ListUncertainties(q) => (
            uncertainties(cycle, q.filter, q.response_format),
            q.response_format,
        ),
        Query::GetPendingRevisits(q) => (pending_revisits(cycle), q.response_format),
        Query::GetDocumentSection(q) => (section(cycle, q.component), q.response_format),
        Query::ListObjectives(q) => {
            let format = if q.include_details == Some(true) {
                ResponseFormat::Detailed
            } else {
                ResponseFormat::Concise
            };
            (
                objectives(cycle, q.filter.unwrap_or_default()),
                Some(format),
            )
        }
        Query::CalculateOverallDq(q) => (dq(cycle), q.response_format),
    };
    Ok(match format.unwrap_or_default() {
        ResponseFormat::Detailed => detailed,
        ResponseFormat::Concise => strip(detailed, detail_only(query.name())),
    })
}

/// Keys that only `detailed` responses carry, per read tool (at any depth
/// of the result); the catalog's published result schemas leave them out
/// of `required`, since a concise answer omits them.
pub fn detail_only(tool: &str) -> &'static [&'static str] {
    match tool {
        "compute_pugh_totals" => &["matrix"],
        "get_document_summary" => &["next_steps", "counts"],
        "find_dominated_alternatives" => &["strictly_better_on", "already_marked", "unrated_cells"],
        "find_irrelevant_objectives" => &["rating"],
        "sensitivity_check" => &[
            "new_total",
            "new_leader_name",
            "tied_leaders",
            "alternative_name",
            "objective_name",
        ],
        "list_uncertainties" => &[
            "impact",
            "resolution",
            "resolution_path",
            "alternative_id",
            "objective_id",
        ],
        "get_pending_revisits" => &["trigger"],
        "get_document_section" => &["next_steps"],
        "list_objectives" => &[
            "measure",
            "direction",
            "objective_type",
            "serves",
            "irrelevant",
        ],
        "calculate_overall_dq" => &["rationale"],
        _ => &[],
    }
}

/// Removes `keys` from every object in `value`.
fn strip(value: Value, keys: &[&str]) -> Value {
    match value {
        Value::Object(map) => Value::Object(
            map.into_iter()
                .filter(|(k, _)| !keys.contains(&k.as_str()))
                .map(|(k, v)| (k, strip(v, keys)))
                .collect(),
        ),
        Value::Array(items) => Value::Array(items.into_iter().map(|v| strip(v, keys)).collect()),
        other => other,
    }
}

fn pugh_totals(cycle: &Cycle) -> Result<Value, Rejection> {
    let totals = pugh::totals(cycle).ok_or_else(|| {
        Rejection::validation(
            "alternatives",
            "no alternatives yet, so there is nothing to total: add alternatives with add_alternative (alternatives component), then rate them with rate_consequence",
        )
    })?;
    Ok(to_value(PughTotalsResult {
        totals,
        matrix: Some(pugh::rated_cells(cycle)),
    }))
}

/// The `compute_pugh_totals` result: the totals, and in the `detailed`
/// format every rated cell with its reasoning.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct PughTotalsResult {
    #[serde(flatten)]
    pub totals: pugh::PughTotals,
    /// Every rated cell (`detailed` only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub matrix: Option<Vec<pugh::RatedCell>>,
}

/// The `get_document_summary` result: the summary, and in the `detailed`
/// format what the current component still lacks and a few counts.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct DocumentSummaryResult {
    #[serde(flatten)]
    pub summary: DocumentSummary,
    /// `detailed` only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next_steps: Option<crate::NextSteps>,
    /// `detailed` only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub counts: Option<SummaryCounts>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct SummaryCounts {
    pub potential_decisions: usize,
    pub constraints: usize,
    pub parties: usize,
    pub rated_cells: usize,
    pub tensions: usize,
    pub key_considerations: usize,
    pub dq_elements_rated: usize,
    pub notes: usize,
    pub pending_confirmations: usize,
}

pub fn summary(cycle: &Cycle) -> DocumentSummary {
    let focal_decision = cycle
        .focal_decision
        .as_ref()
        .and_then(|id| cycle.potential_decisions.iter().find(|d| &d.id == id))
        .map(|d| d.description.clone())
        .or_else(|| cycle.focal_statement.clone());
    DocumentSummary {
        title: cycle.title.clone(),
        focal_decision,
        current_component: cycle.current_component,
        completion_status: Component::ALL
            .into_iter()
            .map(|c| (c, completion_status(cycle, c)))
            .collect(),
        objectives_count: cycle.active_objectives().count(),
        alternatives_count: cycle.active_alternatives().count(),
        matrix_completion: pugh::completion(cycle).ratio(),
        open_uncertainties: cycle.open_uncertainties().count(),
        pending_revisits: cycle.pending_revisits().count(),
    }
}

fn summary_detailed(cycle: &Cycle, ctx: &Context) -> Value {
    let current = cycle.current_component.unwrap_or(Component::IssueRaising);
    let pending = cycle
        .confirmations
        .iter()
        .filter(|c| c.status_at(ctx.now) == ConfirmationStatus::Pending)
        .count();
    to_value(DocumentSummaryResult {
        summary: summary(cycle),
        next_steps: Some(next_steps(cycle, current)),
        counts: Some(SummaryCounts {
            potential_decisions: cycle.potential_decisions.len(),
            constraints: cycle.constraints.len(),
            parties: cycle.parties.len(),
            rated_cells: pugh::completion(cycle).rated,
            tensions: cycle.tensions.len(),
            key_considerations: cycle.key_considerations.len(),
            dq_elements_rated: cycle.dq_ratings.len(),
            notes: cycle.notes.len(),
            pending_confirmations: pending,
        }),
    })
}

fn irrelevant(cycle: &Cycle) -> Value {
    to_value(IrrelevantObjectives {
        objectives: analysis::find_irrelevant(cycle),
    })
}

fn uncertainties(
    cycle: &Cycle,
    filter: Option<Component>,
    format: Option<ResponseFormat>,
) -> Value {
    let detailed = format == Some(ResponseFormat::Detailed);
    let in_filter = |c: Component| filter.is_none_or(|f| f == c);
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
    to_value(UncertaintyList {
        uncertainties: items,
        total_open: open.len(),
        resolvable_count: open.iter().filter(|u| u.resolvable).count(),
    })
}

fn pending_revisits(cycle: &Cycle) -> Value {
    to_value(PendingRevisits {
        revisits: cycle
            .pending_revisits()
            .map(|r| RevisitItem {
                suggestion_id: r.id.clone(),
                target_component: r.component,
                reason: r.reason.clone(),
                priority: r.priority,
                trigger: r.trigger.clone(),
            })
            .collect(),
        has_critical: cycle
            .pending_revisits()
            .any(|r| r.priority == RevisitPriority::Critical),
    })
}

fn section(cycle: &Cycle, component: Component) -> Value {
    to_value(DocumentSection {
        component,
        title: document::title(component).into(),
        status: completion_status(cycle, component),
        markdown: document::render_section(cycle, component),
        next_steps: next_steps(cycle, component),
    })
}

fn objectives(cycle: &Cycle, filter: ObjectiveFilter) -> Value {
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
    to_value(ObjectiveList {
        total: objectives.len(),
        objectives,
    })
}

/// The minimum score over rated elements and the element that has it
/// (ties: the first in the standard order).
pub fn overall_dq(cycle: &Cycle) -> Option<(DqElement, u8)> {
    DqElement::ALL
        .into_iter()
        .filter_map(|e| cycle.dq_ratings.get(&e).map(|r| (e, r.score)))
        .min_by_key(|(_, score)| *score)
}

fn dq(cycle: &Cycle) -> Value {
    let overall = overall_dq(cycle);
    to_value(OverallDq {
        overall_dq: overall.map(|(_, s)| s),
        weakest_element: overall.map(|(e, _)| e),
        elements: DqElement::ALL
            .into_iter()
            .filter_map(|e| {
                cycle.dq_ratings.get(&e).map(|r| DqElementScore {
                    element: e,
                    score: r.score,
                    rationale: r.rationale.clone(),
                })
            })
            .collect(),
        elements_rated: cycle.dq_ratings.len(),
        elements_remaining: DqElement::ALL.len() - cycle.dq_ratings.len(),
        unrated: DqElement::ALL
            .into_iter()
            .filter(|e| !cycle.dq_ratings.contains_key(e))
            .collect(),
        note: overall
            .is_none()
            .then(|| "no element rated yet: rate them with rate_dq_element".into()),
    })
}
