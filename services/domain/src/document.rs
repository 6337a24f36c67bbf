//! The decision document as markdown, one section per PrOACT component.
//! A pure function of the state, so the read tool and the document
//! projection render the same text.

use crate::weights::WeightedTotals;
use crate::{Cycle, analysis, pugh};
use decision_events::values::{Component, DqElement};
use std::fmt::Write;

pub fn title(component: Component) -> &'static str {
    match component {
        Component::IssueRaising => "Issue Raising",
        Component::ProblemFrame => "Problem Frame",
        Component::Objectives => "Objectives",
        Component::Alternatives => "Alternatives",
        Component::Consequences => "Consequences",
        Component::Tradeoffs => "Tradeoffs",
        Component::Recommendation => "Recommendation",
        Component::DecisionQuality => "Decision Quality",
    }
}

/// The whole document: the title, then every section in PrOACT order,
/// then the notes filed under no component.
pub fn render(cycle: &Cycle) -> String {
    let sections: Vec<String> = Component::ALL
        .into_iter()
        .map(|c| render_section(cycle, c))
        .collect();
    compose(&cycle.title, &sections, &render_general_notes(cycle))
}

/// Notes filed under no component, as markdown (empty if none).
pub fn render_general_notes(cycle: &Cycle) -> String {
    let mut general = String::new();
    notes(&mut general, cycle, None);
    general
}

/// Joins a title, rendered sections and general notes into the document;
/// the document projection stores the parts and composes them on read.
pub fn compose(title: &str, sections: &[String], general_notes: &str) -> String {
    let mut out = format!("# {title}\n");
    for section in sections {
        out.push('\n');
        out.push_str(section);
    }
    if !general_notes.is_empty() {
        out.push_str("\n## Notes\n\n");
        out.push_str(general_notes);
    }
    out
}

/// `## Title` and the section's content (`_Nothing yet._` when empty).
pub fn render_section(cycle: &Cycle, component: Component) -> String {
    let body = match component {
        Component::IssueRaising => issue_raising(cycle),
        Component::ProblemFrame => problem_frame(cycle),
        Component::Objectives => objectives(cycle),
        Component::Alternatives => alternatives(cycle),
        Component::Consequences => consequences(cycle),
        Component::Tradeoffs => tradeoffs(cycle),
        Component::Recommendation => recommendation(cycle),
        Component::DecisionQuality => decision_quality(cycle),
    };
    let mut body = body;
    notes(&mut body, cycle, Some(component));
    let body = if body.trim().is_empty() {
        "_Nothing yet._\n".to_owned()
    } else {
        body
    };
    format!("## {}\n\n{body}", title(component))
}

/// Text inside a markdown table cell: a `|` would end the cell and a line
/// break the row.
pub(crate) fn cell(text: &str) -> String {
    text.replace('|', "\\|").replace(['\n', '\r'], " ")
}

/// A bulleted list under a bold heading (no heading when `heading` is empty).
fn list(out: &mut String, heading: &str, items: impl IntoIterator<Item = String>) {
    let items: Vec<String> = items.into_iter().collect();
    if !items.is_empty() {
        if !heading.is_empty() {
            let _ = writeln!(out, "**{heading}**\n");
        }
        for item in items {
            let _ = writeln!(out, "- {item}");
        }
        out.push('\n');
    }
}

fn uncertainties(out: &mut String, cycle: &Cycle, component: Component) {
    list(
        out,
        "Uncertainties",
        cycle
            .uncertainties
            .iter()
            .filter(|u| u.component == component)
            .map(|u| {
                let state = match &u.resolution {
                    Some(r) => format!(" — resolved: {r}"),
                    None if u.resolvable => " (resolvable)".into(),
                    None => String::new(),
                };
                let path = u
                    .resolution_path
                    .as_ref()
                    .map(|p| format!(" — resolve by: {p}"))
                    .unwrap_or_default();
                format!("{}: {}{state}{path}", u.id, u.description)
            }),
    );
}

fn issue_raising(cycle: &Cycle) -> String {
    let mut out = String::new();
    list(
        &mut out,
        "Potential decisions",
        cycle.potential_decisions.iter().map(|d| {
            let focal = if cycle.focal_decision.as_deref() == Some(d.id.as_str()) {
                " **(focal)**"
            } else {
                ""
            };
            format!("{}: {}{focal}", d.id, d.description)
        }),
    );
    list(
        &mut out,
        "Objective ideas",
        cycle
            .objective_ideas
            .iter()
            .map(|n| format!("{}: {}", n.id, n.description)),
    );
    list(
        &mut out,
        "Considerations",
        cycle
            .considerations
            .iter()
            .map(|n| format!("{}: {}", n.id, n.description)),
    );
    uncertainties(&mut out, cycle, Component::IssueRaising);
    out
}

fn problem_frame(cycle: &Cycle) -> String {
    let mut out = String::new();
    if let Some(dm) = &cycle.decision_maker {
        let _ = writeln!(out, "**Decision maker:** {} ({})\n", dm.name, dm.role);
    }
    if let Some(s) = &cycle.focal_statement {
        let _ = writeln!(out, "**Focal statement:** {s}\n");
    }
    if let Some(d) = &cycle.deadline {
        let _ = writeln!(
            out,
            "**Deadline:** {}{}\n",
            d.deadline,
            if d.hard { " (hard)" } else { " (soft)" }
        );
    }
    if let Some(scope) = &cycle.scope {
        list(&mut out, "In scope", scope.in_scope.iter().cloned());
        list(&mut out, "Out of scope", scope.out_scope.iter().cloned());
    }
    list(
        &mut out,
        "Constraints",
        cycle.constraints.iter().map(|c| {
            format!(
                "{} ({}): {}",
                c.id,
                serde_json::to_value(c.constraint_type)
                    .ok()
                    .and_then(|v| v.as_str().map(str::to_owned))
                    .unwrap_or_default(),
                c.description
            )
        }),
    );
    list(
        &mut out,
        "Parties",
        cycle.parties.iter().map(|p| {
            let concerns = if p.concerns.is_empty() {
                String::new()
            } else {
                format!(" — concerns: {}", p.concerns.join("; "))
            };
            format!("{}: {} ({}){concerns}", p.id, p.name, enum_name(&p.role))
        }),
    );
    list(
        &mut out,
        "Decision hierarchy",
        cycle.hierarchy.iter().map(|h| {
            format!(
                "{} [{}]: {} — {}",
                h.id,
                enum_name(&h.level),
                h.description,
                h.status
            )
        }),
    );
    out
}

fn enum_name(value: &impl serde::Serialize) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}

fn objectives(cycle: &Cycle) -> String {
    let mut out = String::new();
    for fundamental in [true, false] {
        let heading = if fundamental {
            "Fundamental objectives"
        } else {
            "Means objectives"
        };
        list(
            &mut out,
            heading,
            cycle
                .active_objectives()
                .filter(|o| o.is_fundamental == fundamental)
                .map(|o| {
                    let serves: Vec<String> = o
                        .serves
                        .iter()
                        .filter_map(|id| cycle.objective(id))
                        .map(|f| format!("{} ({})", f.id, f.name))
                        .collect();
                    let serves = if serves.is_empty() {
                        String::new()
                    } else {
                        format!(" → serves {}", serves.join(", "))
                    };
                    let irrelevant = o
                        .irrelevant
                        .as_ref()
                        .map(|r| format!(" _(irrelevant: {r})_"))
                        .unwrap_or_default();
                    format!(
                        "{}: **{}** — {} ({}){serves}{irrelevant}",
                        o.id,
                        o.name,
                        o.measure,
                        enum_name(&o.direction)
                    )
                }),
        );
    }
    list(
        &mut out,
        "Removed",
        cycle.objectives.iter().filter(|o| !o.is_active()).map(|o| {
            format!(
                "{}: {} — {}",
                o.id,
                o.name,
                o.removed.as_deref().unwrap_or("")
            )
        }),
    );
    out
}

fn alternatives(cycle: &Cycle) -> String {
    let mut out = String::new();
    let datum = pugh::datum(cycle).map(|d| d.id.clone());
    list(
        &mut out,
        "Alternatives",
        cycle.active_alternatives().map(|a| {
            let mut tags = Vec::new();
            if a.is_status_quo {
                tags.push("status quo");
            }
            if datum.as_deref() == Some(a.id.as_str()) {
                tags.push("Pugh datum");
            }
            let tags = if tags.is_empty() {
                String::new()
            } else {
                format!(" _({})_", tags.join(", "))
            };
            let description = if a.description.is_empty() {
                String::new()
            } else {
                format!(" — {}", a.description)
            };
            format!("**{}. {}**{tags}{description}", a.letter, a.name)
        }),
    );
    if !cycle.strategy_dimensions.is_empty() {
        let _ = writeln!(out, "**Strategy table**\n");
        let alternatives: Vec<_> = cycle.active_alternatives().collect();
        let _ = writeln!(
            out,
            "| Dimension | {} |",
            alternatives
                .iter()
                .map(|a| a.letter.as_str())
                .collect::<Vec<_>>()
                .join(" | ")
        );
        let _ = writeln!(out, "|---|{}", "---|".repeat(alternatives.len()));
        for d in &cycle.strategy_dimensions {
            let cells: Vec<String> = alternatives
                .iter()
                .map(|a| a.strategy.get(&d.id).map_or(String::new(), |o| cell(o)))
                .collect();
            let _ = writeln!(out, "| {} | {} |", cell(&d.dimension), cells.join(" | "));
        }
        out.push('\n');
    }
    list(
        &mut out,
        "Removed",
        cycle
            .alternatives
            .iter()
            .filter(|a| !a.is_active())
            .map(|a| {
                format!(
                    "{}. {} — {}",
                    a.letter,
                    a.name,
                    a.removed.as_deref().unwrap_or("")
                )
            }),
    );
    out
}

fn consequences(cycle: &Cycle) -> String {
    let mut out = String::new();
    let Some(totals) = pugh::totals(cycle) else {
        return out;
    };
    let objectives: Vec<_> = cycle.active_objectives().collect();
    if objectives.is_empty() {
        return out;
    }
    let _ = writeln!(
        out,
        "| Objective | {} |",
        totals
            .alternatives
            .iter()
            .map(|s| format!("{}. {}", s.letter, cell(&s.name)))
            .collect::<Vec<_>>()
            .join(" | ")
    );
    let _ = writeln!(out, "|---|{}", "---|".repeat(totals.alternatives.len()));
    for o in &objectives {
        let cells: Vec<String> = totals
            .alternatives
            .iter()
            .map(|s| {
                if s.is_datum {
                    return "0 (datum)".into();
                }
                match cycle.ratings.get(&(s.alternative_id.clone(), o.id.clone())) {
                    // Only the number is reformatted: the reasoning is quoted as written.
                    Some(r) => {
                        let value = format!("{:+}", r.rating.value()).replace("+0", "0");
                        format!("{value} — {}", cell(&r.reasoning))
                    }
                    None => "·".into(),
                }
            })
            .collect();
        let counted = if o.irrelevant.is_some() {
            " _(not counted)_".to_owned()
        } else {
            weight_tag(totals.weighted.as_ref(), &o.id)
        };
        let _ = writeln!(
            out,
            "| {}{counted} | {} |",
            cell(&o.name),
            cells.join(" | ")
        );
    }
    let _ = writeln!(
        out,
        "| **Total** | {} |",
        totals
            .alternatives
            .iter()
            .map(|s| format!("**{}**", s.total_score))
            .collect::<Vec<_>>()
            .join(" | ")
    );
    if totals.weighted.is_some() {
        let _ = writeln!(
            out,
            "| **Weighted total** | {} |",
            totals
                .alternatives
                .iter()
                .map(|s| s
                    .weighted_total
                    .map_or("·".into(), |t| format!("**{t:.2}**")))
                .collect::<Vec<_>>()
                .join(" | ")
        );
    }
    let _ = writeln!(
        out,
        "\nMatrix completion: {:.0}%. Leader: {}{}.\n",
        totals.matrix_completion * 100.0,
        totals.leader_name,
        if totals.tied_leaders { " (tied)" } else { "" }
    );
    if let Some(weighted) = &totals.weighted {
        weighted_summary(&mut out, cycle, weighted);
    }
    crate::measured::render(&mut out, cycle, &totals);
    crate::raters::render(&mut out, cycle);
    uncertainties(&mut out, cycle, Component::Consequences);
    out
}

/// " _(weight 0.45)_" for a weighted objective, "" otherwise.
fn weight_tag(weighted: Option<&WeightedTotals>, objective_id: &str) -> String {
    weighted
        .and_then(|w| w.weights.iter().find(|x| x.objective_id == objective_id))
        .map_or_else(String::new, |x| format!(" _(weight {:.2})_", x.weight))
}

/// The weights' method and leader, beside the Pugh leader, and staleness.
fn weighted_summary(out: &mut String, cycle: &Cycle, weighted: &WeightedTotals) {
    let leader = match (&weighted.leader_name, weighted.tied_leaders) {
        (Some(name), false) => name.clone(),
        (Some(name), true) => format!("{name} (tied)"),
        (None, _) => "none (no weighted objective left)".into(),
    };
    let _ = writeln!(
        out,
        "Weights ({} method, over the counted fundamental objectives): weighted leader {leader}.\n",
        weighted.method.as_str().replace('_', " ")
    );
    if weighted.weights_stale {
        let names = |ids: &[String]| {
            ids.iter()
                .map(|id| cycle.objective(id).map_or(id.clone(), |o| cell(&o.name)))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let mut why = Vec::new();
        if !weighted.objectives_without_weight.is_empty() {
            why.push(format!(
                "no weight yet: {}",
                names(&weighted.objectives_without_weight)
            ));
        }
        if !weighted.weights_dropped.is_empty() {
            why.push(format!(
                "no longer weighted: {}",
                names(&weighted.weights_dropped)
            ));
        }
        let _ = writeln!(
            out,
            "_The weights are stale ({}); the weighted totals renormalise the weights still in use. Set them again._\n",
            why.join("; ")
        );
    }
}

fn tradeoffs(cycle: &Cycle) -> String {
    let mut out = String::new();
    list(
        &mut out,
        "Dominated alternatives",
        cycle.active_alternatives().filter_map(|a| {
            let d = a.dominated.as_ref()?;
            let by = cycle
                .alternative(&d.by)
                .map_or(d.by.clone(), |b| b.name.clone());
            Some(format!("{} is dominated by {by}: {}", a.name, d.reason))
        }),
    );
    list(
        &mut out,
        "Irrelevant objectives",
        cycle
            .active_objectives()
            .filter_map(|o| o.irrelevant.as_ref().map(|r| format!("{}: {r}", o.name))),
    );
    list(
        &mut out,
        "Tensions",
        cycle.tensions.iter().map(|t| {
            let name = cycle
                .alternative(&t.alternative_id)
                .map_or(t.alternative_id.clone(), |a| a.name.clone());
            format!(
                "{}: {name} excels at {} but sacrifices {}",
                t.id, t.excels_at, t.sacrifices
            )
        }),
    );
    let detected: Vec<String> = analysis::find_dominated(cycle)
        .dominated
        .into_iter()
        .filter(|d| !d.already_marked)
        .map(|d| d.reason)
        .collect();
    list(&mut out, "Detected, not yet marked", detected);
    out.push_str(&crate::even_swaps::render::render(cycle));
    out
}

fn recommendation(cycle: &Cycle) -> String {
    let mut out = String::new();
    if let Some(s) = &cycle.synthesis {
        let _ = writeln!(out, "{s}\n");
    }
    if let Some(s) = &cycle.standout {
        let who = s
            .alternative_id
            .as_ref()
            .and_then(|id| cycle.alternative(id))
            .map_or("No clear standout".to_owned(), |a| {
                format!("Standout: {}", a.name)
            });
        let _ = writeln!(out, "**{who}** — {}\n", s.rationale);
    }
    list(
        &mut out,
        "Key considerations",
        cycle
            .key_considerations
            .iter()
            .map(|k| format!("{}: {}", k.id, k.description)),
    );
    uncertainties(&mut out, cycle, Component::Recommendation);
    out
}

fn decision_quality(cycle: &Cycle) -> String {
    let mut out = String::new();
    if !cycle.dq_ratings.is_empty() {
        let _ = writeln!(out, "| Element | Score | Rationale |\n|---|---|---|");
        for element in DqElement::ALL {
            match cycle.dq_ratings.get(&element) {
                Some(r) => {
                    let _ = writeln!(
                        out,
                        "| {} | {} | {} |",
                        element.as_str(),
                        r.score,
                        cell(&r.rationale)
                    );
                }
                None => {
                    let _ = writeln!(out, "| {} | · | |", element.as_str());
                }
            }
        }
        if let Some((weakest, score)) = crate::query::overall_dq(cycle) {
            let _ = writeln!(
                out,
                "\n**Overall decision quality: {score}** (weakest: {})\n",
                weakest.as_str()
            );
        }
    }
    list(
        &mut out,
        "Improvements",
        cycle
            .improvements
            .iter()
            .map(|i| format!("{}: {} — {}", i.id, i.action, i.impact)),
    );
    out
}

/// Working notes filed under `component` (`None`: general notes, which go
/// under their own `## Notes` heading, so they need no list heading).
fn notes(out: &mut String, cycle: &Cycle, component: Option<Component>) {
    list(
        out,
        if component.is_some() { "Notes" } else { "" },
        cycle
            .notes
            .iter()
            .filter(|n| n.component == component)
            .map(|n| format!("{}: {}", n.id, n.content)),
    );
}

#[cfg(test)]
mod tests {
    use super::cell;

    #[test]
    fn table_cells_escape_pipes_and_line_breaks() {
        assert_eq!(cell("a | b\nc"), "a \\| b c");
        assert_eq!(cell("plain"), "plain");
    }
}
