//! What each tool tells the model that reads it, written like a docstring
//! (seed 001): what it does, the conversational signal to use it on, a short
//! example call, the edge cases and what an error means, what it returns.
//! Kept apart from the registry so the texts can be edited without touching
//! the wiring.

/// The description of `tool`; every catalog tool has one (tested).
pub(crate) fn of(tool: &str) -> &'static str {
    match tool {
        // ----- Issue raising ---------------------------------------------
        "add_potential_decision" => {
            "Record a decision the person might need to make. Use it when they mention a choice in front of them, even in passing (\"I might take the VP offer\"). Example: {\"description\": \"Whether to accept the VP offer\"}. Add each candidate separately; pick the one to work on later with set_focal_decision. Returns its id (dec_1, dec_2, …) and how many potential decisions there are."
        }
        "add_objective_idea" => {
            "Capture, in the person's own words, something they want to achieve or avoid, before it is shaped into a formal objective. Use it when they say what matters to them while still exploring the issue (\"I want more time with my kids\"). Example: {\"description\": \"More time with family\"}. Ideas are raw material: turn them into objectives with add_objective in the objectives component. Returns its id (idea_1, …) and the total."
        }
        "add_uncertainty" => {
            "Flag something unknown that matters to the decision, while raising the issue. Use it when the person says \"I don't know whether…\" or hinges a choice on a future event. Example: {\"description\": \"Will the startup close its next round?\", \"resolvable\": true}; resolvable means more information could settle it before deciding. In later components use flag_uncertainty instead. Returns its id (unc_1, …), the open count and how many are resolvable."
        }
        "add_consideration" => {
            "Record a general consideration that is not yet an objective or an alternative: a fact, worry or circumstance to keep in view. Use it for remarks like \"my partner's job is here\". Example: {\"description\": \"Partner's job is local\"}. If it is clearly something to achieve, use add_objective_idea; if it is an option, wait for the alternatives component. Returns its id (consid_1, …) and the total."
        }
        "set_focal_decision" => {
            "Choose which potential decision (dec_N) this cycle focuses on, once the person has said which one they want to work through. Example: {\"decision_id\": \"dec_1\"}. The id must come from add_potential_decision; an unknown id is not_found and the error lists the valid ids with their text. Calling it again replaces the earlier focus. Returns the chosen id and its description."
        }

        // ----- Problem frame ---------------------------------------------
        "set_decision_maker" => {
            "Say who makes the decision and in what capacity. Use it when the person says whose call it is (\"it's my decision, but my manager signs off\"). Example: {\"name\": \"Sam\", \"role\": \"Engineering manager\"}. It replaces any earlier decision maker; others involved belong in add_party. Returns the name and role now recorded."
        }
        "set_focal_statement" => {
            "Set the focal decision statement: the decision phrased as the question being answered. Use it once the person agrees on what exactly is being decided. Example: {\"statement\": \"Which role should I take next year?\"}. It replaces any earlier statement; keep it one question, not a list. Returns the statement."
        }
        "set_scope" => {
            "Define the decision's boundaries: what is in scope and what is deliberately left out. Use it when the person rules things in or out (\"moving city is off the table\"). Example: {\"in_scope\": [\"Role\", \"Pay\"], \"out_scope\": [\"Moving city\"]}. It replaces the whole earlier scope, so send both lists complete; an item in both lists or listed twice is a validation error. Returns both lists."
        }
        "add_constraint" => {
            "Add a constraint every acceptable alternative must respect. Use it when the person names a hard limit: money, time, resources or a rule. Example: {\"constraint_type\": \"time\", \"description\": \"Offer expires 2026-12-15\"}; constraint_type is budget, time, resource, policy or other. Preferences that can be traded off are objectives, not constraints. Returns its id (con_1, …) and the total."
        }
        "add_party" => {
            "Add a stakeholder: a person or group with a role in the decision and the concerns they bring. Use it when someone else is affected, advises, approves or shares the decision. Example: {\"name\": \"Alex\", \"role\": \"affected\", \"concerns\": [\"Commute\"]}. Names are unique: adding the same name again is a conflict. Returns its id (party_1, …), the name and the total."
        }
        "set_deadline" => {
            "Set when the decision is due and whether that date can move. Use it when the person mentions a date or time pressure. Example: {\"deadline\": \"2026-12-15\", \"hard\": true}; give a date YYYY-MM-DD or an RFC 3339 date-time, anything else is a validation error. It replaces any earlier deadline. Returns the deadline and whether it is hard."
        }
        "add_hierarchy_decision" => {
            "Place a related decision in the decision hierarchy: given (already made), focus (decided now) or deferred (decided later). Use it when the person mentions a decision that frames or follows this one (\"we already decided to stay in Berlin\"). Example: {\"description\": \"Which city to live in\", \"level\": \"given\", \"status\": \"decided\"}. Returns its id (hier_1, …) and the total."
        }

        // ----- Objectives ------------------------------------------------
        "add_objective" => {
            "Add an objective: something the person wants to achieve or avoid, how it is measured, and which direction is better. Use it when they state what matters (\"I want to earn more\"). Example: {\"name\": \"Maximize compensation\", \"measure\": \"Total comp ($/year)\", \"direction\": \"higher\", \"is_fundamental\": true}. Fundamental objectives matter in themselves, means objectives serve them (link them with link_means_to_fundamental); a duplicate name is a conflict. Returns its id (obj_1, …), its type and the fundamental/means counts."
        }
        "link_means_to_fundamental" => {
            "Link a means objective to the fundamental objective it serves. Use it when the person explains why something matters (\"a shorter commute gives me more family time\"). Example: {\"means_id\": \"obj_3\", \"fundamental_id\": \"obj_4\"}. means_id must be a means objective and fundamental_id a fundamental one, else a validation error lists the valid ids of each kind (to change an objective's kind use demote_to_means or promote_to_fundamental); linking the same pair twice is a conflict. Returns both names and every fundamental objective the means objective now serves."
        }
        "update_objective_measure" => {
            "Refine how an objective is measured, keeping its id and ratings. Use it when the person sharpens what \"better\" means (\"count hours per week, not days\"). Example: {\"id\": \"obj_2\", \"new_measure\": \"Hours with family per week\"}. An unknown or removed id is an error listing the active objectives. Returns the objective with its new measure."
        }
        "remove_objective" => {
            "Remove an objective that no longer belongs in the decision, with the reason (kept in the log). Use it only when the person says it does not matter or duplicates another. Example: {\"id\": \"obj_2\", \"reason\": \"Duplicate of obj_1\"}. The id is never reused and its ratings stop counting in the Pugh totals; removing it twice is a conflict. Returns the removed objective and the remaining counts."
        }
        "promote_to_fundamental" => {
            "Promote a means objective to fundamental when it turns out to matter in itself. Use it when the person says they would want it even if it achieved nothing else. Example: {\"id\": \"obj_3\", \"reason\": \"Matters in itself\"}. Its links to the fundamental objectives it served are dropped; an objective that is already fundamental is a conflict listing the means ones. Returns the objective with its new type and the fundamental/means counts."
        }
        "demote_to_means" => {
            "Turn a fundamental objective into a means objective that serves another fundamental one. Use it when the person explains that something they said matters is really a way to get something else (\"the commute matters because I want time with my kids\"). Example: {\"id\": \"obj_3\", \"fundamental_id\": \"obj_1\"}. fundamental_id must be another active fundamental objective, so the last fundamental objective cannot be demoted; a means objective is a conflict (link it with link_means_to_fundamental instead). Means objectives that served it keep their link. Returns the objective, the one it now serves, served_by and the fundamental/means counts."
        }

        // ----- Alternatives ----------------------------------------------
        "add_alternative" => {
            "Add an alternative: one option the person could choose. Use it whenever a distinct option comes up, including \"keep things as they are\". Example: {\"name\": \"Accept VP offer\", \"description\": \"Move to the startup as VP\", \"is_status_quo\": false}. At most one status quo: it is the Pugh datum (baseline), else the first alternative is; a duplicate name is a conflict. Returns its id (alt_a, …), its letter (A, …), the total and whether a status quo exists."
        }
        "update_alternative" => {
            "Replace an alternative's description, keeping its id, name and ratings. Use it when the person refines what the option means (\"remote-first, not fully remote\"). Example: {\"id\": \"alt_b\", \"description\": \"Remote-first role\"}. An unknown or removed id is an error listing the active alternatives. Returns the alternative, the remaining count and the current datum."
        }
        "remove_alternative" => {
            "Remove an alternative that is no longer an option, with the reason (kept in the log). Use it only when the person rules it out (\"that offer was withdrawn\"). Example: {\"id\": \"alt_b\", \"reason\": \"Offer withdrawn\"}. The id is never reused; if it was the datum, the first remaining alternative becomes the datum and totals are recomputed against it. Returns the removed alternative, the remaining count and the new datum_id."
        }
        "add_strategy_dimension" => {
            "Add a row to the strategy table: a dimension along which alternatives differ and its distinct options. Use it to generate alternatives systematically (\"where would you work: remote, hybrid or office?\"). Example: {\"dimension\": \"Location\", \"options\": [\"Remote\", \"Hybrid\", \"Office\"]}. Options must be distinct and a dimension name unique. Returns its id (dim_1, …), the options and the total."
        }
        "set_alternative_strategy" => {
            "Choose, for one alternative, one option of a strategy dimension. Use it when the person says how an alternative plays out on that dimension. Example: {\"alternative_id\": \"alt_a\", \"dim_id\": \"dim_1\", \"option\": \"Remote\"}. The option must be one of the dimension's options (the error lists them); setting it again replaces it. Returns the alternative, dimension and option."
        }

        // ----- Consequences ----------------------------------------------
        "rate_consequence" => {
            "Rate one cell of the Pugh matrix: how an alternative performs on an objective compared with the datum, from -2 (much worse) to 2 (much better), with a sentence of reasoning. Use it when the person judges an option on a criterion (\"the VP role pays much more\"). Example: {\"alternative_id\": \"alt_b\", \"objective_id\": \"obj_1\", \"rating\": 2, \"reasoning\": \"40% higher total comp\"}. The datum cannot be rated (its cells are 0; the error lists the ratable alternatives) and re-rating a cell replaces it. Returns the previous rating, matrix completion and cells remaining."
        }
        "batch_rate_consequences" => {
            "Rate several cells of the Pugh matrix in one call (1 to 100 cells). Use it when the person assesses several options or criteria at once. Example: {\"ratings\": [{\"alternative_id\": \"alt_b\", \"objective_id\": \"obj_1\", \"rating\": 2, \"reasoning\": \"More pay\"}]}. Each cell succeeds or fails on its own: the result lists failures with their index and reason, so fix and resend only those. A cell listed twice is rated once, by its first valid copy, and each later copy fails as a duplicate; only when no cell succeeds is the whole call rejected, with every reason. Returns the number updated, the failures, matrix completion and cells remaining."
        }
        "add_consequence_uncertainty" => {
            "Flag an uncertainty about one cell of the matrix (alternative × objective). Use it when the person hesitates on a rating (\"it depends on the bonus\"). Example: {\"alternative_id\": \"alt_b\", \"objective_id\": \"obj_1\", \"uncertainty\": \"Bonus size unknown\"}. The cell need not be rated yet; unknown ids are errors listing the valid ones. Returns its id (unc_N) and the open count."
        }
        "update_rating_reasoning" => {
            "Replace the reasoning of a rated cell without changing its rating. Use it when the person explains a rating better or corrects why. Example: {\"alternative_id\": \"alt_b\", \"objective_id\": \"obj_1\", \"reasoning\": \"Base pay only; bonus excluded\"}. An unrated cell is not_found: rate it with rate_consequence first. Returns the cell and its new reasoning."
        }

        // ----- Tradeoffs -------------------------------------------------
        "mark_dominated" => {
            "Record that an alternative is dominated: another one is at least as good on every counted objective and better on at least one, so it can be set aside. Use it after find_dominated_alternatives reports a pair, or when the person agrees one option is simply worse. Example: {\"alternative_id\": \"alt_c\", \"dominated_by\": \"alt_a\", \"reason\": \"Worse on pay, same elsewhere\"}. It is rejected when the fully rated matrix contradicts it (the error names where the first is better: re-rate, or use add_tension instead); with unrated cells it is your judgement, and an alternative already marked needs clear_dominated first. Returns both names, remaining_alternatives (not dominated) and an analysis_note."
        }
        "mark_irrelevant_objective" => {
            "Mark an objective as irrelevant to the choice because it does not distinguish the alternatives. Use it after find_irrelevant_objectives reports one, or when the person agrees every option is the same on it. Example: {\"objective_id\": \"obj_5\", \"reason\": \"All options have the same commute\"}. From then on it is excluded from the Pugh totals (its ratings are kept); marking it twice is a conflict, and analysis_note warns when the ratings do differ on it. Returns the objective and how many objectives are still counted."
        }
        "add_tension" => {
            "Record a tension: what an alternative excels at and what it sacrifices for it. Use it when the person weighs a real tradeoff (\"the VP role is great for growth but costs family time\"). Example: {\"alternative_id\": \"alt_a\", \"excels_at\": \"Career growth\", \"sacrifices\": \"Family time\"}. An unknown or removed alternative is an error listing the active ones. Returns its id (ten_1, …), the alternative's name and the total."
        }
        "clear_dominated" => {
            "Undo mark_dominated: bring a dominated alternative back into consideration, with the reason. Use it when ratings changed or the person wants the option reconsidered. Example: {\"alternative_id\": \"alt_c\", \"reason\": \"Re-rated after the new offer\"}. An alternative that is not marked dominated is a conflict (nothing to clear). Returns the alternative and remaining_alternatives."
        }

        // ----- Recommendation --------------------------------------------
        "set_synthesis" => {
            "Write the synthesis: the analysis of the decision in a few sentences, drawing on the totals, dominance and tensions. Use it when the matrix and tradeoffs are far enough along to say what they show. Example: {\"synthesis\": \"The VP offer leads on pay and growth but costs family time; staying is the safe option.\"}. It replaces the earlier synthesis; it is analysis, not the decision, which stays with the person. Returns the synthesis."
        }
        "set_standout" => {
            "Name the alternative that stands out, with the rationale, or record that none does. Use it when the analysis points to one option, or clearly to none. Example: {\"alternative_id\": \"alt_b\", \"rationale\": \"Best on both fundamental objectives\"}; send alternative_id null for \"no clear standout\". It replaces the earlier standout; an alternative marked dominated is a conflict (clear_dominated first) and an unknown one an error listing the active ones. Returns the standout's id and name (or null), the rationale and whether it is the Pugh leader."
        }
        "add_key_consideration" => {
            "Add a key consideration to the recommendation: something the person should weigh or do before deciding. Use it when the analysis surfaces a point that could change the choice. Example: {\"consideration\": \"Check whether the start date can move by a month\"}. Each call adds one; blank text is a validation error. Returns its id (kc_1, …) and the total."
        }
        "add_remaining_uncertainty" => {
            "Add an uncertainty that remains at recommendation time, with how it could be resolved. Use it when something still unknown could change the recommendation. Example: {\"uncertainty\": \"Startup runway\", \"resolution_path\": \"Ask the CFO for the burn rate\"}. It joins the cycle's uncertainties (see list_uncertainties) and can be closed with resolve_uncertainty. Returns its id (unc_N) and the open count."
        }

        // ----- Decision quality ------------------------------------------
        "rate_dq_element" => {
            "Rate one of the seven elements of decision quality from 0 to 100, with the rationale. Use it when reviewing how good the decision process was, element by element. Example: {\"element\": \"clear_objectives\", \"score\": 80, \"rationale\": \"Objectives are measurable and agreed\"}; elements: helpful_problem_frame, clear_objectives, creative_alternatives, reliable_consequences, logically_correct_reasoning, clear_tradeoffs, commitment_to_follow_through. Rating an element again replaces its score; a score above 100 is a validation error. Returns overall_dq (the minimum of the rated elements), the weakest element and how many elements remain."
        }
        "add_quality_improvement" => {
            "Add an action that would improve decision quality, with its expected impact. Use it for the weakest elements reported by rate_dq_element or calculate_overall_dq. Example: {\"action\": \"Interview a VP at the new company\", \"impact\": \"More reliable consequences for career growth\"}. Returns its id (imp_1, …) and the total."
        }
        "calculate_overall_dq" => {
            "Compute overall decision quality: the minimum of the rated elements (0 to 100), because a decision is only as good as its weakest element. Use it before the person commits, or to pick what to improve next. Example: {\"response_format\": null}. With no element rated, overall_dq is null and a note says to use rate_dq_element; unrated elements are listed and do not count. Read-only; returns overall_dq, weakest_element, the element scores and the unrated elements (detailed adds rationales)."
        }

        // ----- Cross-cutting ---------------------------------------------
        "flag_uncertainty" => {
            "Flag something unknown that matters, in any component, and say which component it concerns. Use it when the person is unsure about a fact or a future event (\"I don't know if the round will close\"). Example: {\"description\": \"Will the round close?\", \"component\": \"consequences\", \"resolvable\": true, \"impact\": null}; impact (how it affects the decision) is optional. Close it later with resolve_uncertainty. Returns its id (unc_N) and the open count."
        }
        "resolve_uncertainty" => {
            "Record how an open uncertainty was resolved. Use it when the person learns the answer (\"they closed the round last week\"). Example: {\"id\": \"unc_1\", \"resolution\": \"Round closed in March\"}. An unknown id is not_found and an already resolved one a conflict; both errors list the open uncertainties. Returns the uncertainty and the open count."
        }
        "list_uncertainties" => {
            "List the cycle's uncertainties, optionally of one component. Use it before a recommendation, or when the person asks what is still unknown. Example: {\"filter\": \"consequences\", \"response_format\": null}; filter null means every component. concise (default) lists the open ones with id, text, component and status; detailed also lists resolved ones with impact, resolution and the matrix cell. Read-only; returns the list, total_open and resolvable_count."
        }
        "suggest_revisit" => {
            "Suggest going back to an earlier component later, when something said now undermines it. Use it when new information affects a finished part (\"actually, moving abroad is possible\"); the suggestion is queued, not navigated. Example: {\"component\": \"alternatives\", \"reason\": \"Moving abroad is now possible\", \"priority\": \"high\", \"trigger\": \"User mentioned the Lisbon office\"}; priority is low, medium, high or critical. Returns its id (rev_1, …), the pending count and will_prompt_user, true for high and critical."
        }
        "get_pending_revisits" => {
            "List the revisit suggestions still pending. Use it when a component is finished or before moving on, to see what should be looked at again. Example: {\"response_format\": null}. concise (default) gives each suggestion_id, target component, reason and priority; detailed adds the trigger. Read-only; returns the list and has_critical; dismiss one with dismiss_revisit."
        }
        "dismiss_revisit" => {
            "Dismiss a pending revisit suggestion, with the reason. Use it when the person decides the earlier component does not need another look. Example: {\"id\": \"rev_1\", \"reason\": \"Already covered\"}. An unknown id is not_found and one no longer pending a conflict; both errors list the pending suggestions. Returns the suggestion, its new status and the pending count."
        }
        "request_confirmation" => {
            "Ask the user to confirm something before you act, offering labelled options. Use it before any call that discards or overrides what the user said (removing, marking dominated, choosing a standout). Example: {\"summary\": \"Remove obj_2 (Commute)?\", \"options\": [{\"label\": \"Yes\", \"description\": \"Remove it\"}, {\"label\": \"No\", \"description\": \"Keep it\"}], \"default_option\": 1, \"expires_in_minutes\": null}. It stays pending until the user answers (record_user_choice) or it expires (default 60 minutes); duplicate labels or an out-of-range default_option are validation errors. Returns its id (conf_1, …), status and expires_at."
        }
        "record_user_choice" => {
            "Record the user's answer to a pending confirmation. Use it when the user replies in the conversation to a request_confirmation. Example: {\"confirmation_id\": \"conf_1\", \"choice\": \"Yes\"}. The choice is matched to an option label (ignoring case), else kept as free text; an expired or already answered confirmation is a conflict, so ask again with request_confirmation. Returns the status, the chosen option and label if matched, or the free text."
        }
        "get_document_section" => {
            "Get one section of the decision document as markdown. Use it to re-read what was recorded for a component before discussing or changing it. Example: {\"component\": \"objectives\", \"response_format\": null}. concise (default) gives the title, completion status and markdown; detailed adds the suggested next steps. Read-only; use get_document_summary for an overview."
        }
        "get_document_summary" => {
            "Get a compact summary of the decision so far: title, focal decision, current component, completion per component, counts, matrix completion, open uncertainties and pending revisits. Use it at the start of a turn or whenever you need context, instead of re-reading the whole document. Example: {\"response_format\": null}. detailed adds the suggested next steps and more counts (constraints, tensions, notes, pending confirmations). Read-only."
        }
        "add_note" => {
            "Add a free-form note to the decision document, optionally tied to a component. Use it for something worth keeping that fits no other tool (\"revisit after the holidays\"). Example: {\"content\": \"Discuss with Alex on Friday\", \"component\": null}. Blank content is a validation error. Returns its id (note_1, …) and the total."
        }
        "list_objectives" => {
            "List the active objectives with their ids and names. Use it before rating, linking or removing, to get the exact ids (\"obj_1\") instead of guessing. Example: {\"include_details\": null, \"filter\": \"fundamental\"}; filter is fundamental, means or all (the default). include_details true adds measure, direction, type, the fundamental objectives each serves and whether it is marked irrelevant. Read-only; removed objectives are left out."
        }

        // ----- Analysis (read-only, every component) ---------------------
        "compute_pugh_totals" => {
            "Compute the Pugh totals: each alternative's sum of ratings over the counted objectives (removed and irrelevant ones excluded), with positive, negative, neutral and unrated counts; the datum scores 0. Use it when the person asks which option is ahead, or after rating. Example: {\"response_format\": null}. Unrated cells count as 0, so check matrix_completion; with no alternatives it is a validation error. Returns the baseline, the leader (ties broken by the order added) and tied_leaders; detailed adds every rated cell with its reasoning."
        }
        "find_dominated_alternatives" => {
            "Find alternatives dominated by another: at least as good on every counted objective and strictly better on at least one. Use it in tradeoffs to narrow the options before weighing tensions. Example: {\"response_format\": null}. Only fully rated pairs are compared, so analysis_complete is false while cells are unrated; each reason names the objectives where the dominating one is strictly better. Returns the dominated pairs with names (detailed adds objective ids, already_marked and unrated_cells); record one with mark_dominated."
        }
        "find_irrelevant_objectives" => {
            "Find objectives that do not distinguish the alternatives: every alternative, datum included, has the same rating on them. Use it in tradeoffs to simplify the matrix. Example: {\"response_format\": null}. Objectives with unrated cells or already marked are not reported, nor anything with fewer than two alternatives. Returns each objective's id and name (detailed adds the shared rating); exclude one from the totals with mark_irrelevant_objective."
        }
        "sensitivity_check" => {
            "Check how sensitive the ranking is to one cell: for every other rating value, the total change, whether the ranking changes, whether the alternative still leads, and the new leader. Use it when the person doubts a rating (\"what if the commute is not that bad?\"). Example: {\"alternative_id\": \"alt_b\", \"objective_id\": \"obj_3\", \"response_format\": null}. An unrated cell counts as 0; the datum cannot be checked (its cells are 0) and an objective marked irrelevant is a conflict. Returns the current rating, total and leader, and the what-ifs keyed by rating (detailed adds new totals and names)."
        }
        _ => "",
    }
}
