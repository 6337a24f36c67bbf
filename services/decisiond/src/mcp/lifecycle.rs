//! `create_cycle` and `navigate`: HTTP has them as routes, not catalog
//! tools, so MCP offers them as tools of its own and an agent needs nothing
//! else to carry a cycle through the components.

use super::calls::{CallMeta, take_cycle_id};
use super::results::{self, Failure};
use super::toolbox::{CREATE_CYCLE, CYCLE_ID, NAVIGATE, component_tools};
use crate::app::App;
use decision_domain::NextSteps;
use decision_events::values::Component;
use rmcp::model::{CallToolResult, JsonObject};
use serde::Serialize;
use serde_json::{Map, Value, json};
use uuid::Uuid;

/// `create_cycle`'s result (its `outputSchema` in the toolbox).
#[derive(Serialize)]
struct CycleOpened {
    cycle_id: Uuid,
    title: String,
    current_component: Component,
    version: u64,
    /// Feed position of the creation.
    position: i64,
    component_tools: Vec<&'static str>,
}

/// `navigate`'s result (its `outputSchema` in the toolbox).
#[derive(Serialize)]
struct Moved {
    cycle_id: Uuid,
    previous_component: Option<Component>,
    current_component: Component,
    changed: bool,
    version: u64,
    /// Feed position of the move (`None`: nothing moved).
    position: Option<i64>,
    component_tools: Vec<&'static str>,
    /// What the component still lacks: where to start, and when it is done.
    next_steps: NextSteps,
}

/// A lifecycle result as structured content, with `idempotent_replayed`.
fn answered(data: &impl Serialize, replayed: bool) -> CallToolResult {
    let data = serde_json::to_value(data).expect("lifecycle results serialize");
    let mut meta = Map::new();
    meta.insert("idempotent_replayed".into(), json!(replayed));
    results::success(data, Some(meta))
}

pub(crate) async fn create_cycle(
    app: &App,
    mut arguments: JsonObject,
    meta: &CallMeta,
) -> Result<CallToolResult, Failure> {
    let title = take_string(&mut arguments, "title", "what the decision is about")?;
    only(&arguments, CREATE_CYCLE, &["title"])?;
    let created = app
        .create_cycle(
            &title,
            &meta.caller,
            meta.idempotency_key.as_ref(),
            meta.correlation_id,
        )
        .await?;
    let opened = CycleOpened {
        cycle_id: created.cycle_id,
        component_tools: component_tools(app.catalog(), created.current_component),
        title: created.title,
        current_component: created.current_component,
        version: created.version,
        position: created.position,
    };
    Ok(answered(&opened, !created.created))
}

pub(crate) async fn navigate(
    app: &App,
    mut arguments: JsonObject,
    meta: &CallMeta,
) -> Result<CallToolResult, Failure> {
    let cycle_id = take_cycle_id(&mut arguments)?;
    let name = take_string(&mut arguments, "component", "the component to move to")?;
    only(&arguments, NAVIGATE, &[CYCLE_ID, "component"])?;
    let Some(component) = Component::parse(name.trim()) else {
        return Err(Failure::rejected(format!(
            "`component` \"{name}\" is not a PrOACT component; allowed: {}",
            Component::names()
        )));
    };
    let moved = app
        .navigate_with_next_steps(
            cycle_id,
            component,
            &meta.caller,
            meta.correlation_id,
            meta.idempotency_key.clone(),
        )
        .await?;
    let navigated = moved.navigated;
    let result = Moved {
        cycle_id: navigated.cycle_id,
        previous_component: navigated.previous_component,
        current_component: navigated.current_component,
        changed: navigated.changed,
        version: navigated.version,
        position: navigated.position,
        component_tools: component_tools(app.catalog(), component),
        next_steps: moved.next_steps,
    };
    Ok(answered(&result, moved.replayed))
}

/// A required, non-null string argument.
fn take_string(arguments: &mut JsonObject, key: &str, what: &str) -> Result<String, Failure> {
    match arguments.remove(key) {
        Some(Value::String(s)) => Ok(s),
        None | Some(Value::Null) => Err(Failure::rejected(format!(
            "`{key}` is required: {what} (a string)"
        ))),
        Some(other) => Err(Failure::rejected(format!(
            "`{key}` must be a string ({what}), not {other}"
        ))),
    }
}

/// The strict schemas allow no other arguments; say which one to drop.
fn only(rest: &JsonObject, tool: &str, takes: &[&str]) -> Result<(), Failure> {
    match rest.keys().next() {
        None => Ok(()),
        Some(extra) => Err(Failure::rejected(format!(
            "unknown argument `{extra}`: {tool} takes only {}",
            takes.join(" and ")
        ))),
    }
}
