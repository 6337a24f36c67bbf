//! One `tools/call`: the tool's name picks `create_cycle`, `navigate` or a
//! catalog tool; the arguments minus `cycle_id` are the tool's parameters.

use super::door::Door;
use super::lifecycle;
use super::remedy::{KEY_META, McpWords};
use super::results::{self, Failure};
use super::toolbox::{CREATE_CYCLE, CYCLE_ID, NAVIGATE};
use crate::app::{App, Caller, IdempotencyKey, RequestTrace, ResultData, ToolRequest};
use decision_catalog::FIND_TOOLS;
use decision_events::TraceContext;
use decision_events::values::Component;
use rmcp::model::{CallToolRequestParams, CallToolResult, JsonObject};
use rmcp::service::RequestContext;
use rmcp::{ErrorData, RoleServer};
use serde_json::{Value, json};
use std::sync::Arc;
use tracing::Instrument;
use uuid::Uuid;

/// What a call carries besides its arguments: request `_meta` keys, the
/// HTTP `X-Correlation-Id`, and the caller the HTTP door authenticated.
pub(crate) struct CallMeta {
    pub(crate) caller: Caller,
    pub(crate) conversation_turn: u32,
    pub(crate) trigger_context: Option<String>,
    pub(crate) idempotency_key: Option<IdempotencyKey>,
    pub(crate) correlation_id: Option<Uuid>,
    /// The HTTP request's trace context (see [`RequestTrace`]).
    pub(crate) trace: Option<TraceContext>,
}

pub(crate) async fn call(
    app: &App,
    door: &Door,
    request: CallToolRequestParams,
    context: &RequestContext<RoleServer>,
) -> Result<CallToolResult, ErrorData> {
    let name = request.name.as_ref();
    // The spec's one protocol error for tools/call: a name that is not
    // listed. The catalog's text still suggests the close names.
    if name != CREATE_CYCLE && name != NAVIGATE && app.catalog().get(name).is_none() {
        return Err(ErrorData::invalid_params(unknown_tool(app, name), None));
    }
    let meta = match CallMeta::read(&request, door, context) {
        Ok(meta) => meta,
        Err(failure) => return Ok(failure.into_result()),
    };
    let arguments = request.arguments.unwrap_or_default();
    let named_cycle = arguments
        .get(CYCLE_ID)
        .and_then(Value::as_str)
        .and_then(|id| Uuid::parse_str(id.trim()).ok());
    // rmcp runs the call on its own task: its span continues the HTTP
    // request's trace explicitly.
    let span = tracing::info_span!("MCP tools/call", tool = name);
    if let Some(parent) = &meta.trace {
        decision_relay::trace::set_parent(&span, parent);
    }
    let outcome = async {
        match name {
            CREATE_CYCLE => lifecycle::create_cycle(app, arguments, &meta).await,
            NAVIGATE => lifecycle::navigate(app, arguments, &meta).await,
            _ => catalog_tool(app, name, arguments, &meta).await,
        }
    }
    .instrument(span)
    .await;
    let result = outcome.unwrap_or_else(Failure::into_result);
    door.wrote(written_position(&result));
    follow(app, door, context, name, named_cycle, &result).await;
    Ok(result)
}

/// A handshake session's list follows its cycle: after a call that worked,
/// the list is computed again and, if it changed, announced.
async fn follow(
    app: &App,
    door: &Door,
    context: &RequestContext<RoleServer>,
    name: &str,
    named_cycle: Option<Uuid>,
    result: &CallToolResult,
) {
    let Door::Local(session) = door else { return };
    if result.is_error == Some(true) || !super::session_tools::may_follow(context) {
        return;
    }
    let data = result.structured_content.as_ref();
    let created = data
        .and_then(|d| d.get(CYCLE_ID))
        .and_then(Value::as_str)
        .and_then(|id| Uuid::parse_str(id).ok());
    let Some(cycle) = named_cycle.or(created) else {
        return;
    };
    let found = match name {
        FIND_TOOLS => super::session_tools::found_in(app, data),
        _ => Vec::new(),
    };
    session.tools.saw(cycle, found);
    if session.tools.changed(app).await {
        // A client that went away misses nothing it could act on.
        let _ = context.peer.notify_tool_list_changed().await;
    }
}

/// The feed position a result reports (a write's, audited refusals'
/// included): `_meta.position` for catalog tools, the data's `position`
/// for `create_cycle` and `navigate`.
fn written_position(result: &CallToolResult) -> Option<i64> {
    let from_meta = result.meta.as_ref().and_then(|m| m.get("position"));
    let from_data = result
        .structured_content
        .as_ref()
        .and_then(|d| d.get("position"));
    from_meta.or(from_data).and_then(Value::as_i64)
}

/// The catalog's refusal of an unknown name, in MCP's words: its "did you
/// mean", and tools/list rather than one component's tools (there is no
/// cycle to pick one here).
fn unknown_tool(app: &App, name: &str) -> String {
    match app
        .catalog()
        .prepare(name, &json!({}), Component::IssueRaising)
    {
        Err(rejection) => rejection.text(&McpWords::default()),
        Ok(_) => format!("unknown tool `{name}`"),
    }
}

/// A catalog tool through [`App::execute_tool`]: audited like an HTTP call,
/// rejections included.
async fn catalog_tool(
    app: &App,
    name: &str,
    mut arguments: JsonObject,
    meta: &CallMeta,
) -> Result<CallToolResult, Failure> {
    let cycle_id = take_cycle_id(&mut arguments)?;
    let request = ToolRequest {
        cycle_id,
        tool: name.to_owned(),
        parameters: Value::Object(arguments),
        conversation_turn: meta.conversation_turn,
        trigger_context: meta.trigger_context.clone(),
        idempotency_key: meta.idempotency_key.clone(),
        correlation_id: meta.correlation_id,
        caller: meta.caller.clone(),
        words: Arc::new(McpWords::on(cycle_id)),
        trace: meta.trace.clone(),
    };
    let (mut response, replayed) = app.execute_tool(request).await?;
    // Over MCP every tool takes the cycle: what was found is ready to
    // call as listed.
    if let Some(ResultData::Found(found)) = response.data.as_mut() {
        for tool in &mut found.tools {
            tool.parameters = super::toolbox::with_cycle_id(&tool.parameters);
        }
    }
    Ok(results::tool_response(response, replayed))
}

/// Removes `cycle_id` from the arguments and parses it.
pub(crate) fn take_cycle_id(arguments: &mut JsonObject) -> Result<Uuid, Failure> {
    match arguments.remove(CYCLE_ID) {
        None | Some(Value::Null) => Err(Failure::rejected(
            "`cycle_id` is required: the UUID create_cycle returned (call create_cycle first if there is no cycle yet)",
        )),
        Some(Value::String(id)) => Uuid::parse_str(id.trim()).map_err(|_| {
            Failure::rejected(format!(
                "`cycle_id` \"{id}\" is not a UUID: pass the cycle_id create_cycle returned"
            ))
        }),
        Some(other) => Err(Failure::rejected(format!(
            "`cycle_id` must be a string (the cycle's UUID), not {other}"
        ))),
    }
}

impl CallMeta {
    fn read(
        request: &CallToolRequestParams,
        door: &Door,
        context: &RequestContext<RoleServer>,
    ) -> Result<CallMeta, Failure> {
        // rmcp moves the request's `_meta` into the context; read both so
        // neither path loses it.
        let get = |key: &str| {
            context
                .meta
                .get(key)
                .or_else(|| request.meta.as_ref().and_then(|m| m.get(key)))
                .filter(|v| !v.is_null())
        };
        let conversation_turn = match get("conversation_turn") {
            None => 0,
            Some(v) => v
                .as_u64()
                .and_then(|n| u32::try_from(n).ok())
                .ok_or_else(|| {
                    Failure::rejected(format!(
                        "`_meta.conversation_turn` must be a non-negative integer, not {v}"
                    ))
                })?,
        };
        let text = |key: &str| match get(key) {
            None => Ok(None),
            Some(Value::String(s)) => Ok(Some(s.clone())),
            Some(v) => Err(Failure::rejected(format!(
                "`_meta.{key}` must be a string, not {v}"
            ))),
        };
        let trigger_context = text("trigger_context")?;
        let idempotency_key = IdempotencyKey::parse(
            text("idempotency_key")?.as_deref().map(str::as_bytes),
            KEY_META,
        )?;
        let parts = context.extensions.get::<axum::http::request::Parts>();
        let caller = door.caller(context).map_err(Failure::rejected)?;
        let correlation_id = parts
            .and_then(|parts| parts.headers.get("x-correlation-id"))
            .and_then(|v| v.to_str().ok())
            .and_then(|v| Uuid::parse_str(v.trim()).ok());
        let trace = parts
            .and_then(|parts| parts.extensions.get::<RequestTrace>())
            .and_then(|trace| trace.0.clone());
        Ok(CallMeta {
            trace,
            caller,
            conversation_turn,
            trigger_context,
            idempotency_key,
            correlation_id,
        })
    }
}

#[cfg(test)]
mod tests;
