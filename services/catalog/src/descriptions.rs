//! What each tool tells the model that reads it: purpose, when to use it,
//! an example, edge cases. Kept apart from the registry so the texts can
//! be edited without touching the wiring.

/// The description of `tool`; every catalog tool has one (tested).
pub(crate) fn of(tool: &str) -> &'static str {
    match tool {
        "add_potential_decision" => "Add a decision the person might need to make. Use when they mention a choice in front of them. Returns its id (dec_1, dec_2, …) and how many there are.",
        "add_objective_idea" => "Capture something the person wants to achieve or avoid, in their words, before it is shaped into an objective. Returns its id (idea_1, …).",
        "add_uncertainty" => "Flag something unknown that matters to the decision; resolvable means more information could settle it. Returns its id (unc_1, …) and open counts.",
        "add_consideration" => "Record a general consideration that is not yet an objective or an alternative. Returns its id (consid_1, …).",
        "set_focal_decision" => "Mark which potential decision (dec_N) the cycle focuses on. The id must come from add_potential_decision.",
        "set_decision_maker" => "Say who makes the decision and in what role. Replaces any earlier decision maker.",
        "set_focal_statement" => "Set the focal decision statement, phrased as the question being decided.",
        "set_scope" => "Define the decision's boundaries: what is in scope and what is out. Replaces the earlier scope; an item cannot be in both lists.",
        "add_constraint" => "Add a constraint any acceptable alternative must respect (budget, time, resource, policy, other). Returns its id (con_1, …).",
        "add_party" => "Add a stakeholder: a person or group with a role and concerns. Names are unique. Returns its id (party_1, …).",
        "set_deadline" => "Set when the decision is due (YYYY-MM-DD or RFC 3339) and whether the deadline is hard.",
        "add_hierarchy_decision" => "Place a related decision in the decision hierarchy: given (already made), focus (now) or deferred (later). Returns its id (hier_1, …).",
        "add_objective" => "Add an objective: something the person wants to achieve or avoid, with how it is measured and which direction is better. Fundamental objectives are what really matters; means objectives are ways to achieve them. Returns its id (obj_1, …) and the fundamental/means counts.",
        "link_means_to_fundamental" => "Link a means objective to the fundamental objective it serves (e.g. shorter commute serves family time).",
        "update_objective_measure" => "Refine how an objective is measured.",
        "remove_objective" => "Remove an objective, with the reason (kept in the log). Its id is never reused and its ratings stop counting.",
        "promote_to_fundamental" => "Promote a means objective to fundamental when it turns out to matter in itself.",
        "add_alternative" => "Add an alternative (an option to choose). Mark at most one as the status quo; the status quo is the Pugh datum, else the first alternative is. Returns its id (alt_a, …) and letter (A, …).",
        "update_alternative" => "Replace an alternative's description.",
        "remove_alternative" => "Remove an alternative, with the reason. Its id is never reused; if it was the datum, the first remaining alternative becomes the datum.",
        "add_strategy_dimension" => "Add a row to the strategy table: a dimension and its distinct options. Returns its id (dim_1, …).",
        "set_alternative_strategy" => "Choose, for one alternative, one option of a strategy dimension.",
        "rate_consequence" => "Rate one cell of the Pugh matrix: how an alternative performs on an objective compared with the datum, from -2 (much worse) to 2 (much better), with the reasoning. Re-rating a cell replaces it. The datum itself cannot be rated. Returns matrix completion and cells remaining.",
        "batch_rate_consequences" => "Rate several cells at once (1 to 100). Each cell succeeds or fails on its own: the result lists the failures with their index and reason, so fix and resend only those.",
        "add_consequence_uncertainty" => "Flag an uncertainty about one cell (alternative × objective). Returns its id (unc_N).",
        "update_rating_reasoning" => "Replace the reasoning of a rated cell without changing its rating.",
        "compute_pugh_totals" => "Compute the Pugh totals: for every alternative the sum of its ratings over the counted objectives, with positive/negative/neutral counts; the datum scores 0. Returns the baseline, the leader (ties broken by the order added) and whether leaders are tied. Callable in every component.",
        "get_document_summary" => "Get a compact summary of the decision so far: title, focal decision, current component, completion per component, counts, matrix completion, open uncertainties. Use it instead of re-reading the whole document. Callable in every component.",
        _ => "",
    }
}
