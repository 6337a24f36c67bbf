//! Which tools a step offers (docs/decisions, disclosure): the set follows
//! the cycle, so a model is shown what can move the decision on now, not
//! the whole catalog. At each step: the current component's own tools that
//! can do something in this state (nothing to link before there is a means
//! objective, nothing to un-mark before a mark), what `next_steps` says
//! closes the component, and the cross-cutting tools the component's work
//! uses. The catalog adds the discovery tool; everything else is one
//! search away. Disclosure is not permission: every tool callable in the
//! component stays callable (the allow-list is the catalog's).

use crate::{Cycle, even_swaps, next_steps, pugh};
use decision_events::values::Component;

/// The tools offered in `component` in this state, in catalog order
/// within each group: own tools that apply now, then the cross-cutting
/// tools the component's work uses.
pub fn offered(cycle: &Cycle, component: Component) -> Vec<&'static str> {
    let steps = next_steps(cycle, component);
    let mut names: Vec<&'static str> = own(component)
        .iter()
        .filter(|(name, applies)| applies(cycle) || steps.suggested_tools.iter().any(|t| t == name))
        .map(|(name, _)| *name)
        .collect();
    names.extend(related(cycle, component));
    names
}

/// A rule: whether a tool can do something in this state.
type Applies = fn(&Cycle) -> bool;

fn always(_: &Cycle) -> bool {
    true
}

fn has_objectives(c: &Cycle) -> bool {
    c.active_objectives().next().is_some()
}

fn has_alternatives(c: &Cycle) -> bool {
    c.active_alternatives().next().is_some()
}

fn has_cells(c: &Cycle) -> bool {
    pugh::completion(c).cells > 0
}

fn has_means(c: &Cycle) -> bool {
    c.active_objectives().any(|o| !o.is_fundamental)
}

fn has_means_and_fundamental(c: &Cycle) -> bool {
    has_means(c) && c.active_objectives().any(|o| o.is_fundamental)
}

fn two_fundamental(c: &Cycle) -> bool {
    c.active_objectives().filter(|o| o.is_fundamental).count() >= 2
}

fn has_ratings(c: &Cycle) -> bool {
    !c.ratings.is_empty()
}

fn has_measurements(c: &Cycle) -> bool {
    !crate::measured::active_measurements(c).is_empty()
}

fn has_raters(c: &Cycle) -> bool {
    !c.raters.is_empty()
}

fn has_potential_decisions(c: &Cycle) -> bool {
    !c.potential_decisions.is_empty()
}

fn has_strategy(c: &Cycle) -> bool {
    !c.strategy_dimensions.is_empty() && has_alternatives(c)
}

fn has_dominated_mark(c: &Cycle) -> bool {
    c.active_alternatives().any(|a| a.dominated.is_some())
}

fn has_even_swap_steps(c: &Cycle) -> bool {
    even_swaps::latest_in_force(c).is_some()
}

fn two_alternatives(c: &Cycle) -> bool {
    c.active_alternatives()
        .filter(|a| a.dominated.is_none())
        .count()
        >= 2
}

fn has_dq_ratings(c: &Cycle) -> bool {
    !c.dq_ratings.is_empty()
}

/// Each component's own tools, in catalog order, with when they apply.
fn own(component: Component) -> &'static [(&'static str, Applies)] {
    match component {
        Component::IssueRaising => &[
            ("add_potential_decision", always),
            ("add_objective_idea", always),
            ("add_uncertainty", always),
            ("add_consideration", always),
            ("set_focal_decision", has_potential_decisions),
        ],
        Component::ProblemFrame => &[
            ("set_decision_maker", always),
            ("set_focal_statement", always),
            ("set_scope", always),
            ("add_constraint", always),
            ("add_party", always),
            ("set_deadline", always),
            ("add_hierarchy_decision", always),
        ],
        Component::Objectives => &[
            ("add_objective", always),
            ("link_means_to_fundamental", has_means_and_fundamental),
            ("update_objective_measure", has_objectives),
            ("remove_objective", has_objectives),
            ("promote_to_fundamental", has_means),
            ("demote_to_means", two_fundamental),
        ],
        Component::Alternatives => &[
            ("add_alternative", always),
            ("update_alternative", has_alternatives),
            ("remove_alternative", has_alternatives),
            ("add_strategy_dimension", always),
            ("set_alternative_strategy", has_strategy),
        ],
        Component::Consequences => &[
            ("rate_consequence", has_cells),
            ("batch_rate_consequences", has_cells),
            ("add_consequence_uncertainty", has_cells),
            ("update_rating_reasoning", has_ratings),
            ("record_measured_consequence", has_cells),
            ("clear_measured_consequence", has_measurements),
            ("set_value_function", has_objectives),
            ("add_rater", has_cells),
            ("rate_consequence_as", has_raters),
        ],
        Component::Tradeoffs => &[
            ("mark_dominated", two_alternatives),
            ("mark_irrelevant_objective", has_cells),
            ("add_tension", has_alternatives),
            ("clear_dominated", has_dominated_mark),
            ("set_objective_weights", two_fundamental),
            ("propose_even_swap", has_cells),
            ("record_even_swap", has_cells),
            ("set_aside_in_even_swaps", has_cells),
            ("undo_even_swap", has_even_swap_steps),
        ],
        Component::Recommendation => &[
            ("set_synthesis", always),
            ("set_standout", has_alternatives),
            ("add_key_consideration", always),
            ("add_remaining_uncertainty", always),
        ],
        Component::DecisionQuality => &[
            ("rate_dq_element", always),
            ("add_quality_improvement", has_dq_ratings),
            ("calculate_overall_dq", has_dq_ratings),
        ],
    }
}

/// The cross-cutting tools a component's work uses: the analysis reads
/// that tell whether it is done.
fn related(cycle: &Cycle, component: Component) -> Vec<&'static str> {
    let mut names = Vec::new();
    match component {
        Component::Consequences if has_cells(cycle) => {
            names.push("compute_pugh_totals");
            if has_raters(cycle) {
                names.push("list_rater_disagreements");
            }
        }
        Component::Tradeoffs if has_cells(cycle) => {
            names.extend([
                "find_dominated_alternatives",
                "find_irrelevant_objectives",
                "sensitivity_check",
                "flip_analysis",
                "compute_pugh_totals",
            ]);
            if has_measurements(cycle) {
                names.push("rank_acceptability");
            }
        }
        Component::Recommendation if has_cells(cycle) => names.push("compute_pugh_totals"),
        _ => {}
    }
    names
}

/// Every tool [`offered`] can name for `component` (its own, then the
/// related cross-cutting ones): the most a step can offer.
pub fn candidates(component: Component) -> Vec<&'static str> {
    let mut names: Vec<&'static str> = own(component).iter().map(|(n, _)| *n).collect();
    for extra in [
        "compute_pugh_totals",
        "list_rater_disagreements",
        "find_dominated_alternatives",
        "find_irrelevant_objectives",
        "sensitivity_check",
        "flip_analysis",
        "rank_acceptability",
    ] {
        let used = match component {
            Component::Consequences => {
                matches!(extra, "compute_pugh_totals" | "list_rater_disagreements")
            }
            Component::Tradeoffs => extra != "list_rater_disagreements",
            Component::Recommendation => extra == "compute_pugh_totals",
            _ => false,
        };
        if used {
            names.push(extra);
        }
    }
    names
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tools::TOOL_NAMES;

    #[test]
    fn every_name_is_a_tool_and_every_component_tool_is_listed() {
        for component in Component::ALL {
            for name in candidates(component) {
                assert!(TOOL_NAMES.contains(&name), "{name} is not a tool");
            }
        }
        struct Homes(Vec<(&'static str, Option<Component>)>);
        impl crate::ToolVisitor for Homes {
            fn write<T: crate::Tool + crate::Decide + Into<crate::Command>>(&mut self) {
                self.0.push((T::NAME, T::COMPONENT));
            }
            fn read<T: crate::Tool + crate::Answer + Into<crate::Query>>(&mut self) {
                self.0.push((T::NAME, T::COMPONENT));
            }
        }
        let mut homes = Homes(Vec::new());
        crate::tools::visit_tools(&mut homes);
        for (name, home) in homes.0 {
            if let Some(component) = home {
                assert!(
                    own(component).iter().any(|(n, _)| *n == name),
                    "{name} ({component}) has no disclosure rule"
                );
            }
        }
    }

    #[test]
    fn an_empty_cycle_offers_what_can_start_each_component() {
        let empty = Cycle::default();
        // next_steps names promote_to_fundamental while there is no
        // fundamental objective.
        assert_eq!(
            offered(&empty, Component::Objectives),
            vec!["add_objective", "promote_to_fundamental"]
        );
        // set_focal_decision has nothing to choose yet, but next_steps
        // names it as what closes the component.
        assert_eq!(
            offered(&empty, Component::IssueRaising),
            vec![
                "add_potential_decision",
                "add_objective_idea",
                "add_uncertainty",
                "add_consideration",
                "set_focal_decision"
            ]
        );
        assert_eq!(offered(&empty, Component::Tradeoffs), vec!["add_tension"]);
    }
}
