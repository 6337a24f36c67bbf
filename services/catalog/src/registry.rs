//! The table of every tool. Descriptions are written for the model that
//! reads them: what the tool does, when to use it, what it returns.

use crate::spec::{Access, Parser, ToolCall, ToolSpec};
use decision_domain::pugh::PughTotals;
use decision_domain::*;
use decision_events::values::Component::{self, *};
use schemars::{JsonSchema, schema_for};

/// One row: component (None = cross-cutting), access, name, parameter
/// type, how it becomes a domain call, result type, description.
macro_rules! tool {
    ($component:expr, Write, $name:literal, $params:ident, $result:ty, $doc:literal) => {
        build::<$params, $result>($name, $component, Access::Write, $doc, |v| {
            serde_json::from_value(v).map(|p| ToolCall::Command(Command::$params(p)))
        })
    };
    ($component:expr, Read, $name:literal, $params:ident, $result:ty, $doc:literal) => {
        build::<$params, $result>($name, $component, Access::Read, $doc, |v| {
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
    let cross: Option<Component> = None;
    vec![
        tool!(
            ir,
            Write,
            "add_potential_decision",
            AddPotentialDecision,
            AddPotentialDecisionResult,
            "Add a decision the person might need to make. Use when they mention a choice in front of them. Returns its id (dec_1, dec_2, …) and how many there are."
        ),
        tool!(
            ir,
            Write,
            "add_objective_idea",
            AddObjectiveIdea,
            AddObjectiveIdeaResult,
            "Capture something the person wants to achieve or avoid, in their words, before it is shaped into an objective. Returns its id (idea_1, …)."
        ),
        tool!(
            ir,
            Write,
            "add_uncertainty",
            AddUncertainty,
            UncertaintyAddedResult,
            "Flag something unknown that matters to the decision; resolvable means more information could settle it. Returns its id (unc_1, …) and open counts."
        ),
        tool!(
            ir,
            Write,
            "add_consideration",
            AddConsideration,
            AddConsiderationResult,
            "Record a general consideration that is not yet an objective or an alternative. Returns its id (consid_1, …)."
        ),
        tool!(
            ir,
            Write,
            "set_focal_decision",
            SetFocalDecision,
            SetFocalDecisionResult,
            "Mark which potential decision (dec_N) the cycle focuses on. The id must come from add_potential_decision."
        ),
        tool!(
            pf,
            Write,
            "set_decision_maker",
            SetDecisionMaker,
            SetDecisionMakerResult,
            "Say who makes the decision and in what role. Replaces any earlier decision maker."
        ),
        tool!(
            pf,
            Write,
            "set_focal_statement",
            SetFocalStatement,
            SetFocalStatementResult,
            "Set the focal decision statement, phrased as the question being decided."
        ),
        tool!(
            pf,
            Write,
            "set_scope",
            SetScope,
            SetScopeResult,
            "Define the decision's boundaries: what is in scope and what is out. Replaces the earlier scope; an item cannot be in both lists."
        ),
        tool!(
            pf,
            Write,
            "add_constraint",
            AddConstraint,
            AddConstraintResult,
            "Add a constraint any acceptable alternative must respect (budget, time, resource, policy, other). Returns its id (con_1, …)."
        ),
        tool!(
            pf,
            Write,
            "add_party",
            AddParty,
            AddPartyResult,
            "Add a stakeholder: a person or group with a role and concerns. Names are unique. Returns its id (party_1, …)."
        ),
        tool!(
            pf,
            Write,
            "set_deadline",
            SetDeadline,
            SetDeadlineResult,
            "Set when the decision is due (YYYY-MM-DD or RFC 3339) and whether the deadline is hard."
        ),
        tool!(
            pf,
            Write,
            "add_hierarchy_decision",
            AddHierarchyDecision,
            AddHierarchyDecisionResult,
            "Place a related decision in the decision hierarchy: given (already made), focus (now) or deferred (later). Returns its id (hier_1, …)."
        ),
        tool!(
            ob,
            Write,
            "add_objective",
            AddObjective,
            AddObjectiveResult,
            "Add an objective: something the person wants to achieve or avoid, with how it is measured and which direction is better. Fundamental objectives are what really matters; means objectives are ways to achieve them. Returns its id (obj_1, …) and the fundamental/means counts."
        ),
        tool!(
            ob,
            Write,
            "link_means_to_fundamental",
            LinkMeansToFundamental,
            LinkMeansResult,
            "Link a means objective to the fundamental objective it serves (e.g. shorter commute serves family time)."
        ),
        tool!(
            ob,
            Write,
            "update_objective_measure",
            UpdateObjectiveMeasure,
            ObjectiveChangedResult,
            "Refine how an objective is measured."
        ),
        tool!(
            ob,
            Write,
            "remove_objective",
            RemoveObjective,
            ObjectiveChangedResult,
            "Remove an objective, with the reason (kept in the log). Its id is never reused and its ratings stop counting."
        ),
        tool!(
            ob,
            Write,
            "promote_to_fundamental",
            PromoteToFundamental,
            ObjectiveChangedResult,
            "Promote a means objective to fundamental when it turns out to matter in itself."
        ),
        tool!(
            al,
            Write,
            "add_alternative",
            AddAlternative,
            AddAlternativeResult,
            "Add an alternative (an option to choose). Mark at most one as the status quo; the status quo is the Pugh datum, else the first alternative is. Returns its id (alt_a, …) and letter (A, …)."
        ),
        tool!(
            al,
            Write,
            "update_alternative",
            UpdateAlternative,
            AlternativeChangedResult,
            "Replace an alternative's description."
        ),
        tool!(
            al,
            Write,
            "remove_alternative",
            RemoveAlternative,
            AlternativeChangedResult,
            "Remove an alternative, with the reason. Its id is never reused; if it was the datum, the first remaining alternative becomes the datum."
        ),
        tool!(
            al,
            Write,
            "add_strategy_dimension",
            AddStrategyDimension,
            AddStrategyDimensionResult,
            "Add a row to the strategy table: a dimension and its distinct options. Returns its id (dim_1, …)."
        ),
        tool!(
            al,
            Write,
            "set_alternative_strategy",
            SetAlternativeStrategy,
            SetAlternativeStrategyResult,
            "Choose, for one alternative, one option of a strategy dimension."
        ),
        tool!(
            co,
            Write,
            "rate_consequence",
            RateConsequence,
            RateConsequenceResult,
            "Rate one cell of the Pugh matrix: how an alternative performs on an objective compared with the datum, from -2 (much worse) to 2 (much better), with the reasoning. Re-rating a cell replaces it. The datum itself cannot be rated. Returns matrix completion and cells remaining."
        ),
        tool!(
            co,
            Write,
            "batch_rate_consequences",
            BatchRateConsequences,
            BatchRateResult,
            "Rate several cells at once (1 to 100). Each cell succeeds or fails on its own: the result lists the failures with their index and reason, so fix and resend only those."
        ),
        tool!(
            co,
            Write,
            "add_consequence_uncertainty",
            AddConsequenceUncertainty,
            ConsequenceUncertaintyResult,
            "Flag an uncertainty about one cell (alternative × objective). Returns its id (unc_N)."
        ),
        tool!(
            co,
            Write,
            "update_rating_reasoning",
            UpdateRatingReasoning,
            UpdateRatingReasoningResult,
            "Replace the reasoning of a rated cell without changing its rating."
        ),
        tool!(
            cross,
            Read,
            "compute_pugh_totals",
            ComputePughTotals,
            PughTotals,
            "Compute the Pugh totals: for every alternative the sum of its ratings over the counted objectives, with positive/negative/neutral counts; the datum scores 0. Returns the baseline, the leader (ties broken by the order added) and whether leaders are tied. Callable in every component."
        ),
        tool!(
            cross,
            Read,
            "get_document_summary",
            GetDocumentSummary,
            DocumentSummary,
            "Get a compact summary of the decision so far: title, focal decision, current component, completion per component, counts, matrix completion, open uncertainties. Use it instead of re-reading the whole document. Callable in every component."
        ),
    ]
}

fn build<P: JsonSchema, R: JsonSchema>(
    name: &'static str,
    component: Option<Component>,
    access: Access,
    description: &'static str,
    parser: Parser,
) -> ToolSpec {
    let parameters = schema_for!(P).to_value();
    let returns = schema_for!(R).to_value();
    let validator = jsonschema::options()
        .should_validate_formats(true)
        .build(&parameters)
        .unwrap_or_else(|e| panic!("schema of {name} does not compile: {e}"));
    ToolSpec {
        name,
        component,
        access,
        description,
        parameters,
        returns,
        validator,
        parser,
    }
}
