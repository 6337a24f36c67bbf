//! Problem frame: decision maker, focal statement, scope, constraints,
//! parties, deadline and the decision hierarchy.

use crate::support;

use decision_domain::RejectionClass::*;
use decision_domain::*;
use decision_events::values::{ConstraintType, HierarchyLevel, PartyRole};
use decision_events::*;
use serde_json::json;
use support::events::*;
use support::given;

fn strings(items: &[&str]) -> Vec<String> {
    items.iter().map(|s| s.to_string()).collect()
}

fn set_scope(in_scope: &[&str], out_scope: &[&str]) -> Command {
    Command::SetScope(SetScope {
        in_scope: strings(in_scope),
        out_scope: strings(out_scope),
    })
}

fn add_party(name: &str, concerns: &[&str]) -> Command {
    Command::AddParty(AddParty {
        name: name.into(),
        role: PartyRole::Stakeholder,
        concerns: strings(concerns),
    })
}

fn set_deadline(deadline: &str) -> Command {
    Command::SetDeadline(SetDeadline {
        deadline: deadline.into(),
        hard: true,
    })
}

fn add_hierarchy_decision(description: &str, status: &str) -> Command {
    Command::AddHierarchyDecision(AddHierarchyDecision {
        description: description.into(),
        level: HierarchyLevel::Deferred,
        status: status.into(),
    })
}

fn party(id: &str, name: &str) -> DomainEvent {
    PartyAdded {
        party_id: id.into(),
        name: name.into(),
        role: PartyRole::Affected,
        concerns: vec![],
    }
    .into()
}

#[test]
fn the_decision_maker_is_set_with_trimmed_name_and_role() {
    given(cycle([]))
        .when(Command::SetDecisionMaker(SetDecisionMaker {
            name: " Sam ".into(),
            role: "Engineering manager ".into(),
        }))
        .then_events(vec![
            DecisionMakerSet {
                name: "Sam".into(),
                role: "Engineering manager".into(),
            }
            .into(),
        ])
        .then_data(json!({"name": "Sam", "role": "Engineering manager"}));
}

#[test]
fn the_decision_maker_needs_a_name_and_a_role() {
    let maker = |name: &str, role: &str| {
        Command::SetDecisionMaker(SetDecisionMaker {
            name: name.into(),
            role: role.into(),
        })
    };
    given(cycle([]))
        .when(maker(" ", "Manager"))
        .then_rejected_blank("name");
    given(cycle([]))
        .when(maker("Sam", ""))
        .then_rejected_blank("role");
}

#[test]
fn the_focal_statement_is_set_and_must_not_be_blank() {
    let statement = |s: &str| {
        Command::SetFocalStatement(SetFocalStatement {
            statement: s.into(),
        })
    };
    given(cycle([]))
        .when(statement("Which role should I take?"))
        .then_events(vec![
            FocalStatementSet {
                statement: "Which role should I take?".into(),
            }
            .into(),
        ])
        .then_data(json!({"statement": "Which role should I take?"}));
    given(cycle([]))
        .when(statement("\t"))
        .then_rejected_blank("statement");
}

#[test]
fn the_scope_keeps_trimmed_items_of_both_lists() {
    given(cycle([]))
        .when(set_scope(&[" Role choice", "Pay"], &["Relocation "]))
        .then_events(vec![
            ScopeSet {
                in_scope: strings(&["Role choice", "Pay"]),
                out_scope: strings(&["Relocation"]),
            }
            .into(),
        ])
        .then_data(json!({"in_scope": ["Role choice", "Pay"], "out_scope": ["Relocation"]}));
}

#[test]
fn a_scope_with_only_exclusions_is_accepted() {
    given(cycle([]))
        .when(set_scope(&[], &["Relocation"]))
        .then_events(vec![
            ScopeSet {
                in_scope: vec![],
                out_scope: strings(&["Relocation"]),
            }
            .into(),
        ]);
}

#[test]
fn a_scope_with_both_lists_empty_is_rejected() {
    given(cycle([]))
        .when(set_scope(&[], &[]))
        .then_rejected(Validation, &["in_scope", "out_scope"]);
}

#[test]
fn an_item_both_in_and_out_of_scope_is_rejected_naming_it() {
    given(cycle([]))
        .when(set_scope(&["Relocation", "Pay"], &["relocation "]))
        .then_rejected_on("out_scope", Validation, &["\"Relocation\"", "in_scope"]);
}

#[test]
fn scope_items_must_be_distinct_and_not_blank() {
    given(cycle([]))
        .when(set_scope(&["Pay", "PAY"], &[]))
        .then_rejected_on("in_scope", Validation, &["twice"]);
    given(cycle([]))
        .when(set_scope(&["Pay"], &["Relocation", " "]))
        .then_rejected_blank("out_scope[1]");
}

#[test]
fn constraints_are_numbered_con_1_con_2() {
    let constraint = |description: &str| {
        Command::AddConstraint(AddConstraint {
            constraint_type: ConstraintType::Time,
            description: description.into(),
        })
    };
    let first = ConstraintAdded {
        constraint_id: "con_1".into(),
        constraint_type: ConstraintType::Time,
        description: "Offer expires on 2026-12-15".into(),
    };
    given(cycle([]))
        .when(constraint("Offer expires on 2026-12-15"))
        .then_events(vec![first.clone().into()])
        .then_data(json!({"constraint_id": "con_1", "total_constraints": 1}));
    given(cycle([first.into()]))
        .when(constraint("Budget for relocation: none"))
        .then_data(json!({"constraint_id": "con_2", "total_constraints": 2}));
    given(cycle([]))
        .when(constraint(""))
        .then_rejected_blank("description");
}

#[test]
fn a_party_gets_the_next_id_and_distinct_concerns() {
    given(cycle([party("party_1", "Alex")]))
        .when(add_party(" Partner ", &["Commute", "Evenings"]))
        .then_events(vec![
            PartyAdded {
                party_id: "party_2".into(),
                name: "Partner".into(),
                role: PartyRole::Stakeholder,
                concerns: strings(&["Commute", "Evenings"]),
            }
            .into(),
        ])
        .then_data(json!({"party_id": "party_2", "name": "Partner", "total_parties": 2}));
}

#[test]
fn a_party_named_like_an_existing_one_is_a_conflict_naming_its_id() {
    given(cycle([party("party_1", "Partner")]))
        .when(add_party("partner", &[]))
        .then_rejected_on("name", Conflict, &["party_1", "\"Partner\""]);
}

#[test]
fn a_party_needs_a_name_and_distinct_concerns() {
    given(cycle([]))
        .when(add_party(" ", &[]))
        .then_rejected_blank("name");
    given(cycle([]))
        .when(add_party("Partner", &["Commute", "commute"]))
        .then_rejected_on("concerns", Validation, &["twice"]);
}

#[test]
fn a_deadline_may_be_a_date_or_an_rfc3339_date_time() {
    for deadline in [
        "2026-12-15",
        "2026-12-15T17:00:00Z",
        "2026-12-15T17:00:00+01:00",
    ] {
        given(cycle([]))
            .when(set_deadline(deadline))
            .then_events(vec![
                DeadlineSet {
                    deadline: deadline.into(),
                    hard: true,
                }
                .into(),
            ])
            .then_data(json!({"deadline": deadline, "hard": true}));
    }
}

#[test]
fn a_deadline_that_is_not_a_date_is_rejected_with_the_formats() {
    for deadline in [
        "next Friday",
        "15/12/2026",
        "2026-02-30",
        "2026-12-15 17:00",
    ] {
        given(cycle([]))
            .when(set_deadline(deadline))
            .then_rejected_on(
                "deadline",
                Validation,
                &[deadline, "`deadline`", "YYYY-MM-DD", "RFC 3339"],
            );
    }
    given(cycle([]))
        .when(set_deadline("  "))
        .then_rejected_blank("deadline");
}

#[test]
fn hierarchy_decisions_are_numbered_hier_1() {
    given(cycle([]))
        .when(add_hierarchy_decision("Which city to live in", "open"))
        .then_events(vec![
            HierarchyDecisionAdded {
                decision_id: "hier_1".into(),
                description: "Which city to live in".into(),
                level: HierarchyLevel::Deferred,
                status: "open".into(),
            }
            .into(),
        ])
        .then_data(json!({"decision_id": "hier_1", "total_hierarchy_decisions": 1}));
}

#[test]
fn a_hierarchy_decision_needs_a_description_and_a_status() {
    given(cycle([]))
        .when(add_hierarchy_decision(" ", "open"))
        .then_rejected_blank("description");
    given(cycle([]))
        .when(add_hierarchy_decision("Which city", ""))
        .then_rejected_blank("status");
}
