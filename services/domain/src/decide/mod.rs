//! `decide`: a command against the current state gives events or a rejection.
//!
//! One file per PrOACT component; shared checks live in [`checks`].

mod alternatives;
pub(crate) mod checks;
mod consequences;
mod cross_cutting;
mod decision_quality;
mod issue_raising;
mod objectives;
mod problem_frame;
mod recommendation;
mod tradeoffs;

pub use cross_cutting::DEFAULT_CONFIRMATION_MINUTES;

pub use consequences::check_cell;
pub(crate) use consequences::split_batch;

use crate::{Command, Context, Cycle, Rejection};
use checks::non_blank;
use decision_events::{ComponentNavigated, CycleCreated, DomainEvent, values::Component};

/// Validates `command` against the invariants of `cycle` and returns the
/// events that record it. Pure: the same state, command and context always
/// give the same answer (`ctx.now` is the only notion of time).
pub fn decide(
    cycle: &Cycle,
    command: &Command,
    ctx: &Context,
) -> Result<Vec<DomainEvent>, Rejection> {
    if let Command::CreateCycle(c) = command {
        if cycle.exists {
            return Err(Rejection::conflict(None, "this cycle already exists"));
        }
        return Ok(vec![
            CycleCreated {
                title: non_blank("title", &c.title)?,
                component: Component::IssueRaising,
            }
            .into(),
        ]);
    }
    if !cycle.exists {
        return Err(Rejection::not_found(
            "cycle_id",
            "no such cycle: create one with POST /api/cycles",
        ));
    }
    if let Some(full) = full_list(cycle, command, ctx.limits.max_entries_per_list) {
        return Err(full);
    }
    match command {
        Command::CreateCycle(_) => unreachable!("handled above"),
        Command::Navigate(n) => Ok(match cycle.current_component {
            Some(from) if from == n.component => Vec::new(),
            from => vec![
                ComponentNavigated {
                    from: from.unwrap_or(Component::IssueRaising),
                    to: n.component,
                }
                .into(),
            ],
        }),
        Command::AddPotentialDecision(c) => issue_raising::add_potential_decision(cycle, c),
        Command::AddObjectiveIdea(c) => issue_raising::add_objective_idea(cycle, c),
        Command::AddUncertainty(c) => issue_raising::add_uncertainty(cycle, c),
        Command::AddConsideration(c) => issue_raising::add_consideration(cycle, c),
        Command::SetFocalDecision(c) => issue_raising::set_focal_decision(cycle, c),
        Command::SetDecisionMaker(c) => problem_frame::set_decision_maker(c),
        Command::SetFocalStatement(c) => problem_frame::set_focal_statement(c),
        Command::SetScope(c) => problem_frame::set_scope(c),
        Command::AddConstraint(c) => problem_frame::add_constraint(cycle, c),
        Command::AddParty(c) => problem_frame::add_party(cycle, c),
        Command::SetDeadline(c) => problem_frame::set_deadline(c),
        Command::AddHierarchyDecision(c) => problem_frame::add_hierarchy_decision(cycle, c),
        Command::AddObjective(c) => objectives::add(cycle, c, &ctx.limits),
        Command::LinkMeansToFundamental(c) => objectives::link(cycle, c),
        Command::UpdateObjectiveMeasure(c) => objectives::update_measure(cycle, c),
        Command::RemoveObjective(c) => objectives::remove(cycle, c),
        Command::PromoteToFundamental(c) => objectives::promote(cycle, c),
        Command::DemoteToMeans(c) => objectives::demote(cycle, c),
        Command::AddAlternative(c) => alternatives::add(cycle, c, &ctx.limits),
        Command::UpdateAlternative(c) => alternatives::update(cycle, c),
        Command::RemoveAlternative(c) => alternatives::remove(cycle, c),
        Command::AddStrategyDimension(c) => alternatives::add_dimension(cycle, c),
        Command::SetAlternativeStrategy(c) => alternatives::set_strategy(cycle, c),
        Command::RateConsequence(c) => consequences::rate(cycle, c),
        Command::BatchRateConsequences(c) => consequences::batch_rate(cycle, c),
        Command::AddConsequenceUncertainty(c) => consequences::add_uncertainty(cycle, c),
        Command::UpdateRatingReasoning(c) => consequences::update_reasoning(cycle, c),
        Command::MarkDominated(c) => tradeoffs::mark_dominated(cycle, c),
        Command::MarkIrrelevantObjective(c) => tradeoffs::mark_irrelevant(cycle, c),
        Command::AddTension(c) => tradeoffs::add_tension(cycle, c),
        Command::ClearDominated(c) => tradeoffs::clear_dominated(cycle, c),
        Command::SetSynthesis(c) => recommendation::set_synthesis(c),
        Command::SetStandout(c) => recommendation::set_standout(cycle, c),
        Command::AddKeyConsideration(c) => recommendation::add_key_consideration(cycle, c),
        Command::AddRemainingUncertainty(c) => recommendation::add_remaining_uncertainty(cycle, c),
        Command::RateDqElement(c) => decision_quality::rate_element(c),
        Command::AddQualityImprovement(c) => decision_quality::add_improvement(cycle, c),
        Command::FlagUncertainty(c) => cross_cutting::flag_uncertainty(cycle, c),
        Command::ResolveUncertainty(c) => cross_cutting::resolve_uncertainty(cycle, c),
        Command::SuggestRevisit(c) => cross_cutting::suggest_revisit(cycle, c),
        Command::DismissRevisit(c) => cross_cutting::dismiss_revisit(cycle, c),
        Command::ResolveRevisit(c) => cross_cutting::resolve_revisit(cycle, c),
        Command::RequestConfirmation(c) => cross_cutting::request_confirmation(cycle, c, ctx),
        Command::RecordUserChoice(c) => cross_cutting::record_user_choice(cycle, c, ctx),
        Command::RespondToConfirmation(c) => cross_cutting::respond_to_confirmation(cycle, c, ctx),
        Command::AddNote(c) => cross_cutting::add_note(cycle, c),
    }
}

/// A rejection when `command` would add to a list of `cycle` that holds
/// `limit` entries already: no list of a cycle grows without bound.
/// (Objectives and alternatives have limits of their own.)
fn full_list(cycle: &Cycle, command: &Command, limit: usize) -> Option<Rejection> {
    let (entries, list, advice) = match command {
        Command::AddPotentialDecision(_) => (
            cycle.potential_decisions.len(),
            "potential decisions",
            "focus on one with set_focal_decision",
        ),
        Command::AddObjectiveIdea(_) => (
            cycle.objective_ideas.len(),
            "objective ideas",
            "turn the ideas into objectives",
        ),
        Command::AddConsideration(_) => (
            cycle.considerations.len(),
            "considerations",
            "fold related ones together in a note",
        ),
        Command::AddUncertainty(_)
        | Command::FlagUncertainty(_)
        | Command::AddConsequenceUncertainty(_)
        | Command::AddRemainingUncertainty(_) => (
            cycle.uncertainties.len(),
            "uncertainties",
            "resolve some with resolve_uncertainty first",
        ),
        Command::AddConstraint(_) => (
            cycle.constraints.len(),
            "constraints",
            "combine related constraints",
        ),
        Command::AddParty(_) => (cycle.parties.len(), "parties", "group them by role"),
        Command::AddHierarchyDecision(_) => (
            cycle.hierarchy.len(),
            "hierarchy decisions",
            "group related decisions",
        ),
        Command::AddStrategyDimension(_) => (
            cycle.strategy_dimensions.len(),
            "strategy dimensions",
            "combine related dimensions",
        ),
        Command::AddTension(_) => (
            cycle.tensions.len(),
            "tensions",
            "record the most important ones",
        ),
        Command::AddKeyConsideration(_) => (
            cycle.key_considerations.len(),
            "key considerations",
            "keep the most important ones",
        ),
        Command::AddQualityImprovement(_) => (
            cycle.improvements.len(),
            "quality improvements",
            "keep the most important ones",
        ),
        Command::AddNote(_) => (cycle.notes.len(), "notes", "put more into one note"),
        Command::SuggestRevisit(_) => (
            cycle.revisits.len(),
            "revisit suggestions",
            "act on the pending ones first",
        ),
        Command::RequestConfirmation(_) => (
            cycle.confirmations.len(),
            "confirmation requests",
            "wait for the pending ones to be answered",
        ),
        _ => return None,
    };
    (entries >= limit).then(|| {
        Rejection::validation(
            "parameters",
            format!(
                "this cycle has reached its limit of {limit} {list} (the service's \
                 --max-entries-per-list); {advice}, or start a new cycle"
            ),
        )
    })
}
