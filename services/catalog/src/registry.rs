//! The table of every tool: component, access, parameter and result types.
//! Descriptions live in `descriptions.rs`, behaviour hints in `hints.rs`.

use crate::spec::{Access, Parser, ToolCall, ToolSpec};
use decision_domain::*;
use decision_events::values::Component::{self, *};
use schemars::{JsonSchema, schema_for};

/// One row: component (None = cross-cutting), access, name, parameter
/// type, how it becomes a domain call, result type, description.
macro_rules! tool {
    ($component:expr, Write, $name:literal, $params:ident, $result:ty) => {
        build::<$params, $result>($name, $component, Access::Write, |v| {
            serde_json::from_value(v).map(|p| ToolCall::Command(Command::$params(p)))
        })
    };
    ($component:expr, Read, $name:literal, $params:ident, $result:ty) => {
        build::<$params, $result>($name, $component, Access::Read, |v| {
            serde_json::from_value(v).map(|p| ToolCall::Query(Query::$params(p)))
        })
    };
}

pub(crate) fn all_tools() -> Vec<ToolSpec> {
    let ir = Some(IssueRaising);
    let pf = Some(ProblemFrame);
    let ob = Some(Objectives);
    let al = Some(Alternatives);
    let co = Some(Consequences);
    let tr = Some(Tradeoffs);
    let re = Some(Recommendation);
    let dq = Some(DecisionQuality);
    let cross: Option<Component> = None;
    vec![
        tool!(
            ir,
            Write,
            "add_potential_decision",
            AddPotentialDecision,
            AddPotentialDecisionResult
        ),
        tool!(
            ir,
            Write,
            "add_objective_idea",
            AddObjectiveIdea,
            AddObjectiveIdeaResult
        ),
        tool!(
            ir,
            Write,
            "add_uncertainty",
            AddUncertainty,
            UncertaintyAddedResult
        ),
        tool!(
            ir,
            Write,
            "add_consideration",
            AddConsideration,
            AddConsiderationResult
        ),
        tool!(
            ir,
            Write,
            "set_focal_decision",
            SetFocalDecision,
            SetFocalDecisionResult
        ),
        tool!(
            pf,
            Write,
            "set_decision_maker",
            SetDecisionMaker,
            SetDecisionMakerResult
        ),
        tool!(
            pf,
            Write,
            "set_focal_statement",
            SetFocalStatement,
            SetFocalStatementResult
        ),
        tool!(pf, Write, "set_scope", SetScope, SetScopeResult),
        tool!(
            pf,
            Write,
            "add_constraint",
            AddConstraint,
            AddConstraintResult
        ),
        tool!(pf, Write, "add_party", AddParty, AddPartyResult),
        tool!(pf, Write, "set_deadline", SetDeadline, SetDeadlineResult),
        tool!(
            pf,
            Write,
            "add_hierarchy_decision",
            AddHierarchyDecision,
            AddHierarchyDecisionResult
        ),
        tool!(ob, Write, "add_objective", AddObjective, AddObjectiveResult),
        tool!(
            ob,
            Write,
            "link_means_to_fundamental",
            LinkMeansToFundamental,
            LinkMeansResult
        ),
        tool!(
            ob,
            Write,
            "update_objective_measure",
            UpdateObjectiveMeasure,
            ObjectiveChangedResult
        ),
        tool!(
            ob,
            Write,
            "remove_objective",
            RemoveObjective,
            ObjectiveChangedResult
        ),
        tool!(
            ob,
            Write,
            "promote_to_fundamental",
            PromoteToFundamental,
            ObjectiveChangedResult
        ),
        tool!(
            ob,
            Write,
            "demote_to_means",
            DemoteToMeans,
            DemoteToMeansResult
        ),
        tool!(
            al,
            Write,
            "add_alternative",
            AddAlternative,
            AddAlternativeResult
        ),
        tool!(
            al,
            Write,
            "update_alternative",
            UpdateAlternative,
            AlternativeChangedResult
        ),
        tool!(
            al,
            Write,
            "remove_alternative",
            RemoveAlternative,
            AlternativeChangedResult
        ),
        tool!(
            al,
            Write,
            "add_strategy_dimension",
            AddStrategyDimension,
            AddStrategyDimensionResult
        ),
        tool!(
            al,
            Write,
            "set_alternative_strategy",
            SetAlternativeStrategy,
            SetAlternativeStrategyResult
        ),
        tool!(
            co,
            Write,
            "rate_consequence",
            RateConsequence,
            RateConsequenceResult
        ),
        tool!(
            co,
            Write,
            "batch_rate_consequences",
            BatchRateConsequences,
            BatchRateResult
        ),
        tool!(
            co,
            Write,
            "add_consequence_uncertainty",
            AddConsequenceUncertainty,
            ConsequenceUncertaintyResult
        ),
        tool!(
            co,
            Write,
            "update_rating_reasoning",
            UpdateRatingReasoning,
            UpdateRatingReasoningResult
        ),
        tool!(
            tr,
            Write,
            "mark_dominated",
            MarkDominated,
            MarkDominatedResult
        ),
        tool!(
            tr,
            Write,
            "mark_irrelevant_objective",
            MarkIrrelevantObjective,
            MarkIrrelevantResult
        ),
        tool!(tr, Write, "add_tension", AddTension, AddTensionResult),
        tool!(
            tr,
            Write,
            "clear_dominated",
            ClearDominated,
            ClearDominatedResult
        ),
        tool!(re, Write, "set_synthesis", SetSynthesis, SetSynthesisResult),
        tool!(re, Write, "set_standout", SetStandout, SetStandoutResult),
        tool!(
            re,
            Write,
            "add_key_consideration",
            AddKeyConsideration,
            AddKeyConsiderationResult
        ),
        tool!(
            re,
            Write,
            "add_remaining_uncertainty",
            AddRemainingUncertainty,
            UncertaintyAddedResult
        ),
        tool!(
            dq,
            Write,
            "rate_dq_element",
            RateDqElement,
            RateDqElementResult
        ),
        tool!(
            dq,
            Write,
            "add_quality_improvement",
            AddQualityImprovement,
            AddQualityImprovementResult
        ),
        tool!(
            dq,
            Read,
            "calculate_overall_dq",
            CalculateOverallDq,
            OverallDq
        ),
        tool!(
            cross,
            Write,
            "flag_uncertainty",
            FlagUncertainty,
            UncertaintyAddedResult
        ),
        tool!(
            cross,
            Write,
            "resolve_uncertainty",
            ResolveUncertainty,
            ResolveUncertaintyResult
        ),
        tool!(
            cross,
            Read,
            "list_uncertainties",
            ListUncertainties,
            UncertaintyList
        ),
        tool!(
            cross,
            Write,
            "suggest_revisit",
            SuggestRevisit,
            SuggestRevisitResult
        ),
        tool!(
            cross,
            Read,
            "get_pending_revisits",
            GetPendingRevisits,
            PendingRevisits
        ),
        tool!(
            cross,
            Write,
            "dismiss_revisit",
            DismissRevisit,
            RevisitResolvedResult
        ),
        tool!(
            cross,
            Write,
            "request_confirmation",
            RequestConfirmation,
            RequestConfirmationResult
        ),
        tool!(
            cross,
            Write,
            "record_user_choice",
            RecordUserChoice,
            ConfirmationResolvedResult
        ),
        tool!(
            cross,
            Read,
            "get_document_section",
            GetDocumentSection,
            DocumentSection
        ),
        tool!(cross, Write, "add_note", AddNote, AddNoteResult),
        tool!(
            cross,
            Read,
            "list_objectives",
            ListObjectives,
            ObjectiveList
        ),
        tool!(
            cross,
            Read,
            "find_dominated_alternatives",
            FindDominatedAlternatives,
            analysis::DominatedAlternativesResult
        ),
        tool!(
            cross,
            Read,
            "find_irrelevant_objectives",
            FindIrrelevantObjectives,
            IrrelevantObjectives
        ),
        tool!(
            cross,
            Read,
            "sensitivity_check",
            SensitivityCheck,
            sensitivity::SensitivityResult
        ),
        tool!(
            cross,
            Read,
            "compute_pugh_totals",
            ComputePughTotals,
            PughTotalsResult
        ),
        tool!(
            cross,
            Read,
            "get_document_summary",
            GetDocumentSummary,
            DocumentSummaryResult
        ),
    ]
}

fn build<P: JsonSchema, R: JsonSchema>(
    name: &'static str,
    component: Option<Component>,
    access: Access,
    parser: Parser,
) -> ToolSpec {
    let parameters = schema_for!(P).to_value();
    let mut returns = schema_for!(R).to_value();
    if access == Access::Read {
        detailed_only(&mut returns, decision_domain::detail_only(name));
    }
    let validator = jsonschema::options()
        .should_validate_formats(true)
        .build(&parameters)
        .unwrap_or_else(|e| panic!("schema of {name} does not compile: {e}"));
    let description = crate::descriptions::of(name);
    assert!(!description.is_empty(), "tool {name} has no description");
    ToolSpec {
        name,
        component,
        access,
        description,
        hints: crate::hints::of(name, access),
        parameters,
        returns,
        validator,
        parser,
    }
}

/// A concise answer leaves out the fields only `detailed` carries: they
/// are not `required`, and their descriptions say so.
fn detailed_only(schema: &mut serde_json::Value, keys: &[&str]) {
    use serde_json::Value;
    match schema {
        Value::Object(map) => {
            if let Some(Value::Array(required)) = map.get_mut("required") {
                required.retain(|k| !k.as_str().is_some_and(|k| keys.contains(&k)));
            }
            if let Some(Value::Object(properties)) = map.get_mut("properties") {
                for (name, property) in properties.iter_mut() {
                    if keys.contains(&name.as_str()) && property.is_object() {
                        let text = property["description"].as_str().unwrap_or_default();
                        let note = "Only in the `detailed` response format.";
                        if !text.contains(note) {
                            property["description"] = format!("{text} {note}").trim().into();
                        }
                    }
                }
            }
            map.values_mut().for_each(|v| detailed_only(v, keys));
        }
        Value::Array(items) => items.iter_mut().for_each(|v| detailed_only(v, keys)),
        _ => {}
    }
}
