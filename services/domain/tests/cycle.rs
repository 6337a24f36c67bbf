//! create_cycle, navigate, and commands on a cycle that does not exist.

use crate::support;

use decision_domain::RejectionClass::*;
use decision_domain::*;
use decision_events::values::{
    Component, ConfirmationOption, ConstraintType, DqElement, HierarchyLevel, PartyRole,
    RevisitPriority,
};
use decision_events::{ComponentNavigated, CycleCreated};
use serde_json::json;
use support::commands::*;
use support::events::*;
use support::{given, given_no_cycle};

fn create(title: &str) -> Command {
    Command::CreateCycle(CreateCycle {
        title: title.into(),
    })
}

fn navigate(component: Component) -> Command {
    Command::Navigate(Navigate { component })
}

#[test]
fn create_opens_the_cycle_in_issue_raising_with_a_trimmed_title() {
    let state = given_no_cycle()
        .when(create("  Career move  "))
        .then_events(vec![
            CycleCreated {
                title: "Career move".into(),
                component: Component::IssueRaising,
            }
            .into(),
        ])
        .then_data(json!({"title": "Career move", "current_component": "issue_raising"}))
        .then_state();
    assert!(state.exists);
    assert_eq!(state.current_component, Some(Component::IssueRaising));
}

#[test]
fn create_with_a_blank_title_is_rejected_naming_title() {
    given_no_cycle()
        .when(create(" \t "))
        .then_rejected_blank("title");
}

#[test]
fn create_on_an_existing_cycle_is_a_conflict() {
    given(cycle([]))
        .when(create("Another"))
        .then_rejected(Conflict, &["already exists"]);
}

#[test]
fn navigate_moves_to_another_component() {
    let state = given(cycle([]))
        .when(navigate(Component::Objectives))
        .then_events(vec![
            ComponentNavigated {
                from: Component::IssueRaising,
                to: Component::Objectives,
            }
            .into(),
        ])
        .then_data(json!({
            "previous_component": "issue_raising",
            "current_component": "objectives",
            "changed": true,
        }))
        .then_state();
    assert_eq!(state.current_component, Some(Component::Objectives));
}

#[test]
fn navigate_starts_from_the_component_reached_last() {
    given(cycle([navigated(
        Component::IssueRaising,
        Component::Alternatives,
    )]))
    .when(navigate(Component::Consequences))
    .then_events(vec![
        ComponentNavigated {
            from: Component::Alternatives,
            to: Component::Consequences,
        }
        .into(),
    ]);
}

#[test]
fn navigate_to_the_current_component_changes_nothing() {
    given(cycle([navigated(
        Component::IssueRaising,
        Component::ProblemFrame,
    )]))
    .when(navigate(Component::ProblemFrame))
    .then_no_events()
    .then_data(json!({
        "previous_component": "problem_frame",
        "current_component": "problem_frame",
        "changed": false,
    }));
}

#[test]
fn every_command_on_a_cycle_that_does_not_exist_is_not_found() {
    let commands = every_command_but_create();
    assert_eq!(
        commands.len(),
        59,
        "one sample per command but create_cycle"
    );
    for command in commands {
        let name = command.name();
        let rejection = given_no_cycle()
            .when(command)
            .then_rejected(NotFound, &["no such cycle"]);
        assert_eq!(rejection.field.as_deref(), Some("cycle_id"), "{name}");
        // How to open one is each door's to say.
        assert_eq!(rejection.remedy, Some(Remedy::CreateCycle), "{name}");
    }
}

/// True for the command that needs no existing cycle. Lists every variant
/// without a wildcard, so a new command breaks this file's build until it
/// gets a sample in [`every_command_but_create`].
fn needs_no_cycle(command: &Command) -> bool {
    match command {
        Command::CreateCycle(_) => true,
        Command::Navigate(_)
        | Command::AddPotentialDecision(_)
        | Command::AddObjectiveIdea(_)
        | Command::AddUncertainty(_)
        | Command::AddConsideration(_)
        | Command::SetFocalDecision(_)
        | Command::SetDecisionMaker(_)
        | Command::SetFocalStatement(_)
        | Command::SetScope(_)
        | Command::AddConstraint(_)
        | Command::AddParty(_)
        | Command::SetDeadline(_)
        | Command::AddHierarchyDecision(_)
        | Command::AddObjective(_)
        | Command::LinkMeansToFundamental(_)
        | Command::UpdateObjectiveMeasure(_)
        | Command::RemoveObjective(_)
        | Command::PromoteToFundamental(_)
        | Command::DemoteToMeans(_)
        | Command::AddAlternative(_)
        | Command::UpdateAlternative(_)
        | Command::RemoveAlternative(_)
        | Command::AddStrategyDimension(_)
        | Command::SetAlternativeStrategy(_)
        | Command::RateConsequence(_)
        | Command::BatchRateConsequences(_)
        | Command::AddConsequenceUncertainty(_)
        | Command::UpdateRatingReasoning(_)
        | Command::RecordMeasuredConsequence(_)
        | Command::ClearMeasuredConsequence(_)
        | Command::SetValueFunction(_)
        | Command::AddRater(_)
        | Command::RateConsequenceAs(_)
        | Command::MarkDominated(_)
        | Command::MarkIrrelevantObjective(_)
        | Command::AddTension(_)
        | Command::ClearDominated(_)
        | Command::SetObjectiveWeights(_)
        | Command::EraseCycle(_)
        | Command::RecordEvenSwap(_)
        | Command::SetAsideInEvenSwaps(_)
        | Command::UndoEvenSwap(_)
        | Command::SetSynthesis(_)
        | Command::SetStandout(_)
        | Command::AddKeyConsideration(_)
        | Command::AddRemainingUncertainty(_)
        | Command::RateDqElement(_)
        | Command::AddQualityImprovement(_)
        | Command::FlagUncertainty(_)
        | Command::ResolveUncertainty(_)
        | Command::SuggestRevisit(_)
        | Command::DismissRevisit(_)
        | Command::RequestConfirmation(_)
        | Command::RecordUserChoice(_)
        | Command::AddNote(_)
        | Command::ResolveRevisit(_)
        | Command::RespondToConfirmation(_)
        | Command::SetConfirmationGate(_)
        | Command::ExpireDue(_) => false,
    }
}

fn every_command_but_create() -> Vec<Command> {
    let text = || "text".to_string();
    let commands = vec![
        navigate(Component::Objectives),
        Command::AddPotentialDecision(AddPotentialDecision {
            description: text(),
        }),
        Command::AddObjectiveIdea(AddObjectiveIdea {
            description: text(),
        }),
        Command::AddUncertainty(AddUncertainty {
            description: text(),
            resolvable: true,
        }),
        Command::AddConsideration(AddConsideration {
            description: text(),
        }),
        Command::SetFocalDecision(SetFocalDecision {
            decision_id: "dec_1".into(),
        }),
        Command::SetDecisionMaker(SetDecisionMaker {
            name: text(),
            role: text(),
        }),
        Command::SetFocalStatement(SetFocalStatement { statement: text() }),
        Command::SetScope(SetScope {
            in_scope: vec![text()],
            out_scope: vec![],
        }),
        Command::AddConstraint(AddConstraint {
            constraint_type: ConstraintType::Time,
            description: text(),
        }),
        Command::AddParty(AddParty {
            name: text(),
            role: PartyRole::Advisor,
            concerns: vec![],
        }),
        Command::SetDeadline(SetDeadline {
            deadline: "2026-12-15".into(),
            hard: true,
        }),
        Command::AddHierarchyDecision(AddHierarchyDecision {
            description: text(),
            level: HierarchyLevel::Deferred,
            status: text(),
        }),
        add_objective("Pay", true),
        link("obj_2", "obj_1"),
        Command::UpdateObjectiveMeasure(UpdateObjectiveMeasure {
            id: "obj_1".into(),
            new_measure: text(),
        }),
        Command::RemoveObjective(RemoveObjective {
            id: "obj_1".into(),
            reason: text(),
        }),
        Command::PromoteToFundamental(PromoteToFundamental {
            id: "obj_1".into(),
            reason: text(),
        }),
        Command::DemoteToMeans(DemoteToMeans {
            id: "obj_1".into(),
            fundamental_id: "obj_2".into(),
        }),
        add_alternative("Stay", true),
        Command::UpdateAlternative(UpdateAlternative {
            id: "alt_a".into(),
            description: text(),
        }),
        remove_alternative("alt_a"),
        Command::AddStrategyDimension(AddStrategyDimension {
            dimension: text(),
            options: vec![text()],
        }),
        Command::SetAlternativeStrategy(SetAlternativeStrategy {
            alternative_id: "alt_a".into(),
            dim_id: "dim_1".into(),
            option: text(),
        }),
        rate("alt_b", "obj_1", 1),
        batch(vec![cell("alt_b", "obj_1", 1)]),
        Command::AddConsequenceUncertainty(AddConsequenceUncertainty {
            alternative_id: "alt_a".into(),
            objective_id: "obj_1".into(),
            uncertainty: text(),
        }),
        update_reasoning("alt_b", "obj_1", "why"),
        Command::AddRater(AddRater {
            kind: decision_events::values::RaterKind::Partner,
            name: text(),
        }),
        Command::RateConsequenceAs(RateConsequenceAs {
            rater_id: "rater_1".into(),
            alternative_id: "alt_a".into(),
            objective_id: "obj_1".into(),
            rating: rating(1),
            reasoning: text(),
        }),
        Command::MarkDominated(MarkDominated {
            alternative_id: "alt_c".into(),
            dominated_by: "alt_a".into(),
            reason: text(),
        }),
        Command::MarkIrrelevantObjective(MarkIrrelevantObjective {
            objective_id: "obj_5".into(),
            reason: text(),
        }),
        Command::AddTension(AddTension {
            alternative_id: "alt_a".into(),
            excels_at: text(),
            sacrifices: text(),
        }),
        Command::ClearDominated(ClearDominated {
            alternative_id: "alt_c".into(),
            reason: text(),
        }),
        Command::RecordMeasuredConsequence(RecordMeasuredConsequence {
            alternative_id: "alt_a".into(),
            objective_id: "obj_1".into(),
            value: 1.0,
            unit: "min".into(),
            low: None,
            high: None,
            source: None,
        }),
        Command::ClearMeasuredConsequence(ClearMeasuredConsequence {
            alternative_id: "alt_a".into(),
            objective_id: "obj_1".into(),
            reason: text(),
        }),
        Command::SetValueFunction(SetValueFunction {
            objective_id: "obj_1".into(),
            unit: "min".into(),
            kind: ValueFunctionKind::Linear,
            worst: Some(60.0),
            best: Some(10.0),
            steps: None,
        }),
        Command::SetObjectiveWeights(SetObjectiveWeights {
            method: decision_events::values::WeightMethod::RankOrder,
            values: None,
            ranking: Some(vec!["obj_1".into()]),
        }),
        Command::EraseCycle(EraseCycle {}),
        Command::RecordEvenSwap(RecordEvenSwap {
            alternative_id: "alt_a".into(),
            objective_id: "obj_1".into(),
            change: 1.0,
            compensating_objective_id: "obj_2".into(),
            compensation: -1.0,
            reasoning: text(),
            judged_by: None,
        }),
        Command::SetAsideInEvenSwaps(SetAsideInEvenSwaps {
            alternative_id: Some("alt_a".into()),
            objective_id: None,
            reason: text(),
            judged_by: None,
        }),
        Command::UndoEvenSwap(UndoEvenSwap {
            step_id: "es_1".into(),
            reason: text(),
        }),
        Command::SetSynthesis(SetSynthesis { synthesis: text() }),
        Command::SetStandout(SetStandout {
            alternative_id: None,
            rationale: text(),
        }),
        Command::AddKeyConsideration(AddKeyConsideration {
            consideration: text(),
        }),
        Command::AddRemainingUncertainty(AddRemainingUncertainty {
            uncertainty: text(),
            resolution_path: text(),
        }),
        Command::RateDqElement(RateDqElement {
            element: DqElement::ClearObjectives,
            score: 70,
            rationale: text(),
        }),
        Command::AddQualityImprovement(AddQualityImprovement {
            action: text(),
            impact: text(),
        }),
        Command::FlagUncertainty(FlagUncertainty {
            description: text(),
            component: Component::Tradeoffs,
            resolvable: false,
            impact: None,
        }),
        Command::ResolveUncertainty(ResolveUncertainty {
            id: "unc_1".into(),
            resolution: text(),
        }),
        Command::SuggestRevisit(SuggestRevisit {
            component: Component::Objectives,
            reason: text(),
            priority: RevisitPriority::High,
            trigger: Some(text()),
        }),
        Command::DismissRevisit(DismissRevisit {
            id: "rev_1".into(),
            reason: text(),
        }),
        Command::RequestConfirmation(RequestConfirmation {
            summary: text(),
            options: vec![ConfirmationOption {
                label: "Yes".into(),
                description: String::new(),
            }],
            default_option: None,
            expires_in_minutes: None,
        }),
        Command::RecordUserChoice(RecordUserChoice {
            confirmation_id: "conf_1".into(),
            choice: "Yes".into(),
        }),
        Command::AddNote(AddNote {
            content: text(),
            component: None,
        }),
        Command::ResolveRevisit(ResolveRevisit {
            id: "rev_1".into(),
            accept: true,
            resolution: String::new(),
        }),
        Command::RespondToConfirmation(RespondToConfirmation {
            confirmation_id: "conf_1".into(),
            option_index: Some(0),
            text: None,
            decline: false,
        }),
        Command::SetConfirmationGate(SetConfirmationGate {
            require_confirmation: true,
        }),
        Command::ExpireDue(ExpireDue {
            revisit_ids: vec![],
            revisit_reason: text(),
        }),
    ];
    assert!(commands.iter().all(|c| !needs_no_cycle(c)));
    let mut names: Vec<&str> = commands.iter().map(Command::name).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), commands.len(), "each command appears once");
    commands
}
