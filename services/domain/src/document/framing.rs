//! The framing sections: Issue Raising and Problem Frame.

use super::text::{UncertaintyLine, list, uncertainties, uncertainties_markdown};
use crate::{
    Constraint, Cycle, Deadline, DecisionMaker, HierarchyDecision, Note, Party, PotentialDecision,
    Scope,
};
use decision_events::values::Component;
use std::fmt::Write;

#[derive(Debug, Clone, PartialEq)]
pub struct IssueRaising<'a> {
    /// Each potential decision, and whether it is the focal one.
    potential_decisions: Vec<(&'a PotentialDecision, bool)>,
    objective_ideas: &'a [Note],
    considerations: &'a [Note],
    uncertainties: Vec<UncertaintyLine<'a>>,
}

impl<'a> IssueRaising<'a> {
    pub fn of(cycle: &'a Cycle) -> IssueRaising<'a> {
        IssueRaising {
            potential_decisions: cycle
                .potential_decisions
                .iter()
                .map(|d| (d, cycle.focal_decision.as_deref() == Some(d.id.as_str())))
                .collect(),
            objective_ideas: &cycle.objective_ideas,
            considerations: &cycle.considerations,
            uncertainties: uncertainties(cycle, Component::IssueRaising),
        }
    }

    pub fn markdown(&self, out: &mut String) {
        list(
            out,
            "Potential decisions",
            self.potential_decisions.iter().map(|(d, focal)| {
                let focal = if *focal { " **(focal)**" } else { "" };
                format!("{}: {}{focal}", d.id, d.description)
            }),
        );
        list(
            out,
            "Objective ideas",
            self.objective_ideas
                .iter()
                .map(|n| format!("{}: {}", n.id, n.description)),
        );
        list(
            out,
            "Considerations",
            self.considerations
                .iter()
                .map(|n| format!("{}: {}", n.id, n.description)),
        );
        uncertainties_markdown(out, &self.uncertainties);
    }
}

/// Every entity here is shown whole, so the model borrows them.
#[derive(Debug, Clone, PartialEq)]
pub struct ProblemFrame<'a> {
    decision_maker: Option<&'a DecisionMaker>,
    focal_statement: Option<&'a str>,
    deadline: Option<&'a Deadline>,
    scope: Option<&'a Scope>,
    constraints: &'a [Constraint],
    parties: &'a [Party],
    hierarchy: &'a [HierarchyDecision],
}

impl<'a> ProblemFrame<'a> {
    pub fn of(cycle: &'a Cycle) -> ProblemFrame<'a> {
        ProblemFrame {
            decision_maker: cycle.decision_maker.as_ref(),
            focal_statement: cycle.focal_statement.as_deref(),
            deadline: cycle.deadline.as_ref(),
            scope: cycle.scope.as_ref(),
            constraints: &cycle.constraints,
            parties: &cycle.parties,
            hierarchy: &cycle.hierarchy,
        }
    }

    pub fn markdown(&self, out: &mut String) {
        if let Some(dm) = self.decision_maker {
            let _ = writeln!(out, "**Decision maker:** {} ({})\n", dm.name, dm.role);
        }
        if let Some(s) = self.focal_statement {
            let _ = writeln!(out, "**Focal statement:** {s}\n");
        }
        if let Some(d) = self.deadline {
            let _ = writeln!(
                out,
                "**Deadline:** {}{}\n",
                d.deadline,
                if d.hard { " (hard)" } else { " (soft)" }
            );
        }
        if let Some(scope) = self.scope {
            list(out, "In scope", scope.in_scope.iter().cloned());
            list(out, "Out of scope", scope.out_scope.iter().cloned());
        }
        list(
            out,
            "Constraints",
            self.constraints.iter().map(|c| {
                format!(
                    "{} ({}): {}",
                    c.id,
                    enum_name(&c.constraint_type),
                    c.description
                )
            }),
        );
        list(
            out,
            "Parties",
            self.parties.iter().map(|p| {
                let concerns = if p.concerns.is_empty() {
                    String::new()
                } else {
                    format!(" — concerns: {}", p.concerns.join("; "))
                };
                format!("{}: {} ({}){concerns}", p.id, p.name, enum_name(&p.role))
            }),
        );
        list(
            out,
            "Decision hierarchy",
            self.hierarchy.iter().map(|h| {
                format!(
                    "{} [{}]: {} — {}",
                    h.id,
                    enum_name(&h.level),
                    h.description,
                    h.status
                )
            }),
        );
    }
}

/// An enum value's wire name ("hard_constraint").
pub(super) fn enum_name(value: &impl serde::Serialize) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}
