//! `POST /api/cycles/:id/tools/:name`, `GET /api/cycles/:id/tools[?format=…]`,
//! `GET /api/cycles/:id/tools/invocations`.

use super::ApiError;
use super::auth::Authed;
use super::extract::{CycleId, JsonBody, QueryParams, correlation_id, idempotency_key};
use crate::api_words::HttpWords;
use crate::app::{App, RequestTrace, ToolRequest};
use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use decision_catalog::{Detail, ToolCallBody, ToolDefinition, ToolSpec, WireFormat, defer};
use decision_domain::NextSteps;
use decision_events::values::Component;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;
use uuid::Uuid;

pub(crate) async fn call(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
    Path((_, name)): Path<(String, String)>,
    Authed(caller): Authed,
    headers: HeaderMap,
    trace: Option<axum::Extension<RequestTrace>>,
    JsonBody(mut body): JsonBody<ToolCallBody>,
) -> Result<Response, ApiError> {
    let request = ToolRequest {
        cycle_id,
        tool: name,
        parameters: body.take_parameters(),
        conversation_turn: body.conversation_turn,
        trigger_context: body.trigger_context,
        idempotency_key: idempotency_key(&headers)?,
        correlation_id: correlation_id(&headers),
        caller,
        words: std::sync::Arc::new(HttpWords),
        trace: trace.and_then(|axum::Extension(trace)| trace.0),
    };
    let (response, replayed) = app.execute_tool(request).await?;
    // 202 Accepted: the gate held the call; it runs once the person
    // approves (docs/decisions, the confirmation gate).
    let status = if response.confirmation_required {
        axum::http::StatusCode::ACCEPTED
    } else {
        crate::http::status_of_result(response.result)
    };
    let mut http = (status, Json(response)).into_response();
    if replayed {
        http.headers_mut()
            .insert("idempotent-replayed", HeaderValue::from_static("true"));
    }
    Ok(http)
}

/// `GET /api/cycles/:id/tools?format=…&scope=…&detail=…`: the tools
/// offered now (decision 23), as the catalog's definitions (no format, or
/// `dto`) or in a provider's wire format (`openai`, `openai-responses`,
/// `anthropic`, `mcp`), compact unless `detail=full`.
#[derive(Deserialize)]
pub(crate) struct ListQuery {
    #[serde(default)]
    format: Option<String>,
    #[serde(default)]
    detail: Option<String>,
    #[serde(default)]
    scope: Option<String>,
}

/// Which tools a cycle's listing holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub(crate) enum Scope {
    /// The step's set: `find_tools`, the component's tools that apply in
    /// this state and the cross-cutting tools its work uses (the default).
    Step,
    /// Every tool callable in the current component: its own and every
    /// cross-cutting one.
    Component,
    /// Every tool; where the format can (`anthropic`, `openai-responses`),
    /// those outside the step's set carry `defer_loading: true` for the
    /// provider's tool search.
    All,
}

impl Scope {
    const ALL: [(Scope, &'static str); 3] = [
        (Scope::Step, "step"),
        (Scope::Component, "component"),
        (Scope::All, "all"),
    ];
}

fn scope(requested: Option<&str>) -> Result<Scope, ApiError> {
    let Some(name) = requested.map(str::trim).filter(|n| !n.is_empty()) else {
        return Ok(Scope::Step);
    };
    Scope::ALL
        .iter()
        .find(|(_, n)| n.eq_ignore_ascii_case(name))
        .map(|(s, _)| *s)
        .ok_or_else(|| {
            let allowed: Vec<&str> = Scope::ALL.iter().map(|(_, n)| *n).collect();
            ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                format!(
                    "unknown scope `{name}`: `scope` must be one of {} (or omitted for step)",
                    allowed.join(", ")
                ),
            )
        })
}

fn detail(requested: Option<&str>) -> Result<Detail, ApiError> {
    match requested.map(str::trim).filter(|n| !n.is_empty()) {
        None => Ok(Detail::Compact),
        Some(name) => Detail::parse(name).ok_or_else(|| {
            ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                format!(
                    "unknown detail `{name}`: `detail` must be compact or full (or omitted for compact)"
                ),
            )
        }),
    }
}

/// `specs` in `format` (the catalog's definitions when `None`), deferring
/// those not `offered` where the format can.
fn render(
    specs: &[&ToolSpec],
    format: Option<WireFormat>,
    detail: Detail,
    offered: Option<&[&ToolSpec]>,
) -> Tools {
    match format {
        None => Tools::Definitions(specs.iter().map(|t| t.definition(detail)).collect()),
        Some(f) => Tools::Wire(
            specs
                .iter()
                .map(|t| {
                    let mut wire = t.wire(f, detail);
                    if offered.is_some_and(|o| !o.iter().any(|s| s.name == t.name)) {
                        defer(&mut wire, f);
                    }
                    wire
                })
                .collect(),
        ),
    }
}

/// The `format` value for the catalog's own definitions.
const DTO: &str = "dto";

#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct ToolList {
    cycle_id: Uuid,
    current_component: Component,
    /// What the current component still lacks and which tools close it
    /// (seed 002), so an agent loop knows when the component is done.
    next_steps: NextSteps,
    format: &'static str,
    scope: Scope,
    detail: &'static str,
    tools: Tools,
}

/// The catalog's own definitions, or a provider's wire format (whose
/// shape is the provider's).
#[derive(Serialize, schemars::JsonSchema)]
#[serde(untagged)]
enum Tools {
    Definitions(Vec<ToolDefinition>),
    Wire(Vec<Value>),
}

/// `GET /api/tools`: every tool, by component.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct CatalogView {
    format: &'static str,
    detail: &'static str,
    total: usize,
    /// Tools by component; `cross_cutting` for those callable everywhere.
    components: BTreeMap<String, Tools>,
}

/// `None` for the catalog's definitions; an unknown name is a 422 naming
/// the allowed values.
fn wire_format(requested: Option<&str>) -> Result<Option<WireFormat>, ApiError> {
    match requested.map(str::trim) {
        None | Some("") => Ok(None),
        Some(name) if name.eq_ignore_ascii_case(DTO) => Ok(None),
        Some(name) => WireFormat::parse(name).map(Some).ok_or_else(|| {
            let allowed: Vec<&str> = std::iter::once(DTO)
                .chain(WireFormat::ALL.iter().map(|f| f.as_str()))
                .collect();
            ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                format!(
                    "unknown tool format `{name}`: `format` must be one of {} (or omitted for {DTO})",
                    allowed.join(", ")
                ),
            )
        }),
    }
}

pub(crate) async fn list(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
    QueryParams(query): QueryParams<ListQuery>,
) -> Result<Json<ToolList>, ApiError> {
    let format = wire_format(query.format.as_deref())?;
    let detail = detail(query.detail.as_deref())?;
    let scope = scope(query.scope.as_deref())?;
    let now = app.tools_now(cycle_id).await?;
    let current = now.current_component;
    let catalog = app.catalog();
    let tools = match scope {
        Scope::Step => render(&now.offered, format, detail, None),
        Scope::Component => render(&catalog.tools_for(current), format, detail, None),
        Scope::All => {
            let all: Vec<&ToolSpec> = catalog.all().iter().collect();
            render(&all, format, detail, Some(&now.offered))
        }
    };
    Ok(Json(ToolList {
        cycle_id,
        current_component: current,
        next_steps: now.next_steps,
        format: format.map_or(DTO, WireFormat::as_str),
        scope,
        detail: detail.as_str(),
        tools,
    }))
}

/// `GET /api/tools?format=…`: the whole catalog, by component
/// (`cross_cutting` for the tools callable everywhere).
pub(crate) async fn catalog(
    State(app): State<App>,
    Authed(caller): Authed,
    QueryParams(query): QueryParams<ListQuery>,
) -> Result<Json<CatalogView>, ApiError> {
    super::auth::require(&caller, decision_auth::Scope::CyclesRead)?;
    let format = wire_format(query.format.as_deref())?;
    let detail = detail(query.detail.as_deref())?;
    let render = |home: Option<Component>| {
        let specs: Vec<&ToolSpec> = app
            .catalog()
            .all()
            .iter()
            .filter(|t| t.component == home)
            .collect();
        render(&specs, format, detail, None)
    };
    let mut components: BTreeMap<String, Tools> = Component::ALL
        .into_iter()
        .map(|c| (c.as_str().to_owned(), render(Some(c))))
        .collect();
    components.insert("cross_cutting".into(), render(None));
    Ok(Json(CatalogView {
        format: format.map_or(DTO, WireFormat::as_str),
        detail: detail.as_str(),
        total: app.catalog().all().len(),
        components,
    }))
}
