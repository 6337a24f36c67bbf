//! One prompt per PrOACT component, named after it (`objectives`,
//! `consequences`, …): given a `cycle_id`, a user message that sets the
//! agent to work on that component of that cycle, with the cycle's current
//! summary, the component's section so far, what it still lacks and the
//! tools to use. Getting a prompt reads; it appends nothing.

use super::door::Door;
use super::resources::protocol_error;
use super::toolbox::{CYCLE_ID, component_tools};
use super::uris::{CYCLES, shown};
use crate::app::App;
use decision_domain::{CompletionStatus, DocumentSummary, document};
use decision_events::values::Component;
use rmcp::model::{
    GetPromptResult, JsonObject, ListPromptsResult, Prompt, PromptArgument, PromptMessage, Role,
};
use rmcp::service::RequestContext;
use rmcp::{ErrorData, RoleServer};
use serde_json::Value;
use std::fmt::Write;
use uuid::Uuid;

/// What working on each component means, for the agent.
fn goal(component: Component) -> &'static str {
    match component {
        Component::IssueRaising => {
            "Find out what decisions this situation could call for: list the potential \
             decisions, the considerations and the first ideas of what matters, then choose \
             the focal decision with the person."
        }
        Component::ProblemFrame => {
            "Frame the focal decision: who decides, the scope and its boundaries, the \
             constraints, what is already decided and the horizon."
        }
        Component::Objectives => {
            "Find out what the person cares about: the fundamental objectives (each with a \
             measure and a direction), told apart from the means of achieving them."
        }
        Component::Alternatives => {
            "Lay out genuinely different courses of action, including the status quo, so \
             the choice is not between one idea and doing nothing."
        }
        Component::Consequences => {
            "Rate every alternative against every objective relative to the status quo \
             (-2 to +2), each rating with its reasoning; flag the uncertain ones."
        }
        Component::Tradeoffs => {
            "Look at the matrix: dominated alternatives, objectives that do not tell the \
             alternatives apart, and the tensions where gaining on one objective costs \
             another; settle what the person would give up for what."
        }
        Component::Recommendation => {
            "Say which alternative to choose and why, what would change the choice, and \
             what to do next."
        }
        Component::DecisionQuality => {
            "Assess the quality of the decision process element by element and say what \
             would improve the weakest one."
        }
    }
}

pub(crate) fn list() -> ListPromptsResult {
    ListPromptsResult::with_all_items(Component::ALL.map(prompt).to_vec())
}

fn prompt(component: Component) -> Prompt {
    Prompt::new(
        component.as_str(),
        Some(format!(
            "Work on the {} component of a decision: {}",
            component.as_str(),
            goal(component)
        )),
        Some(vec![
            PromptArgument::new(CYCLE_ID)
                .with_title("Cycle")
                .with_description(format!(
                    "The decision cycle's UUID (create_cycle returns it; {CYCLES} lists yours)."
                ))
                .with_required(true),
        ]),
    )
    .with_title(document::title(component))
}

pub(crate) async fn get(
    app: &App,
    door: &Door,
    context: &RequestContext<RoleServer>,
    name: &str,
    arguments: Option<JsonObject>,
) -> Result<GetPromptResult, ErrorData> {
    let component = Component::parse(name).ok_or_else(|| {
        ErrorData::invalid_params(
            format!(
                "unknown prompt {}; allowed: {}",
                shown(name),
                Component::names()
            ),
            None,
        )
    })?;
    let cycle_id = cycle_argument(name, arguments)?;
    let caller = door
        .caller(context)
        .map_err(|e| ErrorData::invalid_request(e, None))?;
    let options = door
        .read_options(context)
        .map_err(|e| ErrorData::invalid_params(e, None))?;
    let read = app
        .document(&caller, cycle_id, &options)
        .await
        .map_err(protocol_error)?
        .value;
    // What is missing comes from the state (as `navigate` says it); the
    // document read above has checked that the caller may see the cycle.
    let steps = app
        .next_steps(cycle_id, component)
        .await
        .map_err(protocol_error)?;
    let section = read
        .sections
        .iter()
        .find(|s| s.component == component)
        .map(|s| s.markdown.as_str())
        .unwrap_or_default();

    let mut text = format!(
        "We are working on the decision \"{}\" (cycle_id {cycle_id}) with Decision Ledger's \
         tools, in the {} component of PrOACT.\n\nGoal: {}\n\n",
        read.title,
        component.as_str(),
        goal(component)
    );
    summary(&mut text, &read.summary, component);
    let _ = write!(text, "\nStill missing here: ");
    if steps.missing.is_empty() {
        text.push_str("nothing; the component is complete.\n");
    } else {
        let _ = writeln!(text, "{}.", steps.missing.join("; "));
    }
    let _ = write!(text, "\nThe section so far:\n\n{}\n\n", section.trim_end());
    let _ = writeln!(
        text,
        "Use this component's tools ({}) and the cross-cutting ones, passing cycle_id \
         \"{cycle_id}\". Ask the person for what only they know rather than inventing it, and \
         explain each result in a sentence.",
        component_tools(app.catalog(), component).join(", ")
    );
    Ok(
        GetPromptResult::new(vec![PromptMessage::new_text(Role::User, text)])
            .with_description(format!("{}: {}", document::title(component), read.title)),
    )
}

/// The cycle's summary, as lines of the prompt.
fn summary(text: &mut String, summary: &DocumentSummary, component: Component) {
    let status = |c: Component| {
        summary
            .completion_status
            .get(&c)
            .copied()
            .unwrap_or(CompletionStatus::NotStarted)
    };
    let here = summary.current_component.unwrap_or_default();
    let _ = writeln!(text, "Where the cycle stands:");
    let _ = write!(text, "- current component: {}", here.as_str());
    if here != component {
        let _ = write!(
            text,
            " (call navigate with component \"{}\" before this component's tools)",
            component.as_str()
        );
    }
    let _ = writeln!(
        text,
        "\n- focal decision: {}",
        summary
            .focal_decision
            .as_deref()
            .unwrap_or("not chosen yet")
    );
    let _ = writeln!(
        text,
        "- {} objectives, {} alternatives; consequence matrix {:.0}% rated",
        summary.objectives_count,
        summary.alternatives_count,
        summary.matrix_completion * 100.0
    );
    let _ = writeln!(
        text,
        "- open uncertainties: {}, pending revisits: {}",
        summary.open_uncertainties, summary.pending_revisits
    );
    let statuses: Vec<String> = Component::ALL
        .into_iter()
        .map(|c| format!("{} {}", c.as_str(), status_name(status(c))))
        .collect();
    let _ = writeln!(text, "- components: {}", statuses.join(", "));
}

fn status_name(status: CompletionStatus) -> &'static str {
    match status {
        CompletionStatus::NotStarted => "not started",
        CompletionStatus::InProgress => "in progress",
        CompletionStatus::Complete => "complete",
    }
}

/// The prompt's one argument, `cycle_id`, checked.
fn cycle_argument(name: &str, arguments: Option<JsonObject>) -> Result<Uuid, ErrorData> {
    let mut arguments = arguments.unwrap_or_default();
    let refuse = |text: String| ErrorData::invalid_params(text, None);
    let id = match arguments.remove(CYCLE_ID) {
        None | Some(Value::Null) => {
            return Err(refuse(format!(
                "prompt `{name}` needs the argument `cycle_id`: the cycle's UUID (create_cycle \
                 returns it; {CYCLES} lists yours)"
            )));
        }
        Some(Value::String(id)) => id,
        Some(other) => {
            return Err(refuse(format!(
                "`cycle_id` must be a string (the cycle's UUID), not {}",
                shown(&other.to_string())
            )));
        }
    };
    if let Some(extra) = arguments.keys().next() {
        return Err(refuse(format!(
            "unknown argument {} for prompt `{name}`: it takes only cycle_id",
            shown(extra)
        )));
    }
    Uuid::parse_str(id.trim()).map_err(|_| {
        refuse(format!(
            "`cycle_id` {} is not a UUID: pass the cycle_id create_cycle returned",
            shown(&id)
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn args(value: Value) -> Option<JsonObject> {
        value.as_object().cloned()
    }

    #[test]
    fn the_cycle_argument_is_required_alone_and_a_uuid() {
        let id = "0190a0a0-0000-7000-8000-000000000001";
        assert_eq!(
            cycle_argument("objectives", args(json!({"cycle_id": id}))).unwrap(),
            Uuid::parse_str(id).unwrap()
        );
        let refusal = |value| {
            cycle_argument("objectives", args(value))
                .unwrap_err()
                .message
        };
        assert!(refusal(json!({})).contains("needs the argument `cycle_id`"));
        assert!(refusal(json!({"cycle_id": 7})).contains("must be a string"));
        assert!(refusal(json!({"cycle_id": "x\u{1b}"})).contains("is not a UUID"));
        assert!(!refusal(json!({"cycle_id": "x\u{1b}"})).contains('\u{1b}'));
        assert!(refusal(json!({"cycle_id": id, "more": 1})).contains("takes only cycle_id"));
    }

    #[test]
    fn there_is_one_prompt_per_component_named_after_it() {
        let names: Vec<String> = list().prompts.into_iter().map(|p| p.name).collect();
        assert_eq!(
            names,
            Component::ALL.map(|c| c.as_str().to_owned()).to_vec()
        );
    }
}
