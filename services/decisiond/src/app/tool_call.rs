//! One tool call, end to end: idempotency, boundary, domain, audit, append.

use super::audit::{self, AuditBounds};
use super::cycle_locks::backoff;
use super::idempotency::{Fingerprint, IdempotencyKey};
use super::pending_audits::{Cause, InDoubt, PendingAudit};
use super::{App, AppError, Caller, MAX_APPEND_ATTEMPTS};
use chrono::Utc;
use decision_auth::Scope;
use decision_catalog::ToolCall;
use decision_domain::sections::document_changed;
use decision_domain::{Context, Cycle, Rejection, answer, apply, execute};
use decision_events::values::Component;
use decision_events::{
    DomainEvent, EventEnvelope, EventMetadata, NewEvent, ToolInvocationRecorded, ToolResultClass,
    event_id_for,
};
use decision_store::{AppendRequest, IdempotencyRecord, StoreError};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use std::time::Instant;
use uuid::Uuid;

/// A tool invocation as the edges receive it.
#[derive(Debug, Clone)]
pub struct ToolRequest {
    pub cycle_id: Uuid,
    pub tool: String,
    pub parameters: Value,
    pub conversation_turn: u32,
    pub trigger_context: Option<String>,
    pub idempotency_key: Option<IdempotencyKey>,
    pub correlation_id: Option<Uuid>,
    /// Who calls; their user is recorded as the actor and must own the cycle.
    pub caller: Caller,
    /// How the caller's door moves a cycle between components, for the
    /// allow-list's advice (the audit keeps exactly what the caller read).
    pub navigation: Navigation,
}

/// How a caller navigates: HTTP (and NATS gateways) use the component
/// route; MCP clients call the `navigate` tool.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Navigation {
    #[default]
    HttpRoute,
    NavigateTool,
}

impl Navigation {
    fn advice(self, cycle_id: Uuid, home: Component) -> String {
        match self {
            Navigation::HttpRoute => decision_catalog::http_navigation(home),
            Navigation::NavigateTool => format!(
                "call navigate with {{\"cycle_id\": \"{cycle_id}\", \"component\": \"{home}\"}}"
            ),
        }
    }
}

/// The answer to a tool call (DESIGN §5), accepted or rejected alike.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ToolResponse {
    pub success: bool,
    pub data: Option<Value>,
    pub error: Option<String>,
    /// The call changed what the decision document shows (a section's
    /// markdown or status, or the general notes); appending events alone
    /// (a revisit suggestion, the same rating again) does not count.
    pub document_updated: bool,
    pub invocation_id: Uuid,
    /// Global feed position of the call's audit record (its last event).
    pub position: Option<i64>,
    /// The result class, as audited.
    pub result: ToolResultClass,
    #[serde(rename = "_meta")]
    pub meta: ToolResponseMeta,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ToolResponseMeta {
    pub tool: String,
    pub component: Component,
    pub duration_ms: u32,
    pub events_appended: u32,
}

/// What a call's audit record keeps of its request, fixed when the call
/// reaches its cycle.
struct Invocation {
    id: Uuid,
    /// The tool as recorded (an unknown name cut).
    tool_name: String,
    bounds: AuditBounds,
    /// As recorded: whole, or by size and digest past the bound.
    parameters: Value,
    parameters_whole: bool,
    metadata: EventMetadata,
}

impl Invocation {
    /// The call as owed a record, should it end without one.
    fn pending_audit(&self, request: &ToolRequest) -> PendingAudit {
        PendingAudit {
            cycle_id: request.cycle_id,
            invocation_id: self.id,
            tool_name: self.tool_name.clone(),
            component: None,
            parameters: self.parameters.clone(),
            conversation_turn: request.conversation_turn,
            trigger_context: request.trigger_context.clone(),
            metadata: self.metadata.clone(),
            invoked_at: Utc::now(),
            duration_ms: 0,
            cause: Cause::Abandoned,
            reference: Uuid::now_v7(),
        }
    }
}

/// What the catalog and the domain made of a call.
struct Decided {
    events: Vec<DomainEvent>,
    result: Result<Value, Rejection>,
    /// A read tool's answer: audited by digest, computed again on replay.
    read: bool,
    /// The events change what the decision document shows
    /// (`decision_domain::sections::document_changed`).
    document_changed: bool,
}

impl ToolRequest {
    /// What this call's idempotency key is bound to: the tool, the whole
    /// body and the caller.
    fn fingerprint(&self) -> Fingerprint {
        let body = json!({
            "parameters": self.parameters,
            "conversation_turn": self.conversation_turn,
            "trigger_context": self.trigger_context,
        });
        Fingerprint::of(&format!("tool:{}", self.tool), &self.caller, &body)
    }
}

impl App {
    /// Runs a tool call. Every call on an existing cycle is audited, accepted
    /// or rejected; a rejected call appends its audit record and nothing else.
    /// A retry with the same idempotency key returns the first response.
    ///
    /// Every tool call, reads included, is audited, so it needs
    /// `cycles:write` on a cycle the caller's user owns. A retry of an
    /// answered call does not count against the cycle's budget.
    #[tracing::instrument(name = "tool_call", skip_all, fields(
        cycle_id = %request.cycle_id,
        tool = %request.tool,
        user = %request.caller.user,
        invocation_id = tracing::field::Empty,
        correlation_id = tracing::field::Empty,
    ))]
    pub async fn execute_tool(
        &self,
        request: ToolRequest,
    ) -> Result<(ToolResponse, bool), AppError> {
        self.authorize(&request.caller, request.cycle_id, Scope::CyclesWrite)
            .await?;
        self.check_call_text(&request)?;
        let call = self.invocation(&request);
        // From here the call has reached its cycle, so it is audited even
        // if the store fails or the call is dropped (see `pending_audits`).
        let mut doubt = self
            .pending_audits
            .in_doubt(|| call.pending_audit(&request));
        let outcome = self.run_tool(&request, &call, &mut doubt).await;
        match &outcome {
            Err(AppError::Unavailable(detail)) => doubt.fail(Cause::Store, detail),
            Err(AppError::Internal(detail)) => doubt.fail(Cause::Internal, detail),
            // Answered and recorded, or refused before the cycle by design
            // (rate limit, budget, a reused key, contention).
            _ => doubt.settle(),
        }
        outcome
    }

    /// What the call's audit record keeps of the request.
    fn invocation(&self, request: &ToolRequest) -> Invocation {
        let id = Uuid::now_v7();
        let span = tracing::Span::current();
        span.record("invocation_id", tracing::field::display(id));
        span.record(
            "correlation_id",
            tracing::field::display(request.correlation_id.unwrap_or(id)),
        );
        let bounds = AuditBounds::for_event_limit(self.limits.max_event_bytes);
        let (parameters, parameters_whole) = bounds.parameters(&request.parameters);
        Invocation {
            id,
            tool_name: self.catalog.recorded_name(&request.tool),
            bounds,
            parameters,
            parameters_whole,
            metadata: EventMetadata {
                correlation_id: request.correlation_id.unwrap_or(id),
                causation_id: Some(id),
                actor: request.caller.user.clone(),
                invocation_id: Some(id),
                conversation_turn: Some(request.conversation_turn),
            },
        }
    }

    /// The call, once it has reached its cycle: the cycle's turn, replay,
    /// budget, decide, append.
    async fn run_tool(
        &self,
        request: &ToolRequest,
        call: &Invocation,
        doubt: &mut InDoubt<impl FnOnce() -> PendingAudit>,
    ) -> Result<(ToolResponse, bool), AppError> {
        let fingerprint = request
            .idempotency_key
            .as_ref()
            .map(|_| request.fingerprint());
        // A duplicate of a call still running here waits for its turn, then
        // finds the first call's record.
        let _turn = self.locks.lock(request.cycle_id).await;
        if let Some(replayed) = self.replay(request, fingerprint.as_ref()).await? {
            return Ok((replayed, true));
        }
        self.throttle.tool_call(request.cycle_id)?;
        let invocation_id = call.id;
        let invoked_at = Utc::now();
        let started = Instant::now();
        doubt.clock(invoked_at, started);
        let (tool_name, bounds) = (&call.tool_name, call.bounds);
        for attempt in 0..MAX_APPEND_ATTEMPTS {
            let loaded = self
                .load_for_command(request.cycle_id, attempt == 0)
                .await?;
            let component = loaded
                .state
                .current_component
                .unwrap_or(Component::IssueRaising);
            doubt.decided_in(component);
            let ctx = self.context();
            let decided = self.decide(&loaded.state, request, component, &ctx);
            let (read, document_changed, mut events) =
                (decided.read, decided.document_changed, Vec::new());
            let mut result = decided.result;
            for (i, event) in decided.events.iter().enumerate() {
                let new = NewEvent::new(
                    event_id_for(invocation_id, i as u16),
                    event,
                    call.metadata.clone(),
                );
                if let Err(too_large) = self.within_event_limit(&new) {
                    (result, events) = (Err(too_large), Vec::new());
                    break;
                }
                events.push(new);
            }
            let domain_events = if events.is_empty() {
                &[][..]
            } else {
                &decided.events[..]
            };
            let duration_ms = u32::try_from(started.elapsed().as_millis()).unwrap_or(u32::MAX);
            let events_appended = events.len() as u32;
            let (class, data, error) = match result {
                Ok(data) => (ToolResultClass::Success, Some(data), None),
                Err(r) => (r.class.result_class(), None, Some(bounds.error(&r.message))),
            };
            let record = ToolInvocationRecorded {
                invocation_id,
                tool_name: tool_name.clone(),
                component,
                parameters: call.parameters.clone(),
                result: class,
                result_data: data.as_ref().map(|d| match read {
                    true => audit::read_result(d),
                    false => bounds.write_result(d),
                }),
                error: error.clone(),
                events_appended,
                conversation_turn: request.conversation_turn,
                trigger_context: request.trigger_context.clone(),
                invoked_at,
                duration_ms,
            };
            let (audit_event, audit) = bounds.event(
                record,
                event_id_for(invocation_id, events_appended as u16),
                &call.metadata,
                self.limits.max_event_bytes,
            );
            events.push(audit_event);
            let mut response = ToolResponse {
                success: class == ToolResultClass::Success,
                data,
                error,
                // Events refused by the byte limit are not appended.
                document_updated: document_changed && events_appended > 0,
                invocation_id,
                position: None,
                result: class,
                meta: ToolResponseMeta {
                    tool: tool_name.clone(),
                    component,
                    duration_ms,
                    events_appended,
                },
            };
            let idempotency = request.idempotency_key.as_ref().map(|key| {
                let mut stored = serde_json::to_value(&response).expect("responses serialize");
                // A read's answer can be computed again from the events
                // before its record (see `replay`); storing it could cost
                // megabytes per key.
                if read && response.success && call.parameters_whole {
                    stored["data"] = Value::Null;
                }
                IdempotencyRecord {
                    key: key.as_str().to_owned(),
                    invocation_id,
                    response: stored,
                    fingerprint: fingerprint.clone().map(Fingerprint::into_string),
                }
            });
            let append = AppendRequest {
                cycle_id: request.cycle_id,
                expected_version: loaded.version,
                events,
                idempotency,
            };
            let appending = Instant::now();
            let appended = self.store.append(append).await;
            metrics::histogram!("decisiond_append_duration_seconds")
                .record(appending.elapsed().as_secs_f64());
            if attempt > 0 {
                metrics::counter!("decisiond_append_retries_total").increment(1);
            }
            match appended {
                Ok(stored) => {
                    self.wakeup.events_appended(request.cycle_id);
                    metrics::histogram!("decisiond_append_batch_events")
                        .record(stored.len() as f64);
                    // Only known names become labels: a client must not be
                    // able to mint series.
                    let tool = match self.catalog.get(&request.tool) {
                        Some(spec) => spec.name,
                        None => "unknown",
                    };
                    metrics::counter!("decisiond_tool_calls_total",
                        "tool" => tool, "result" => class.as_str())
                    .increment(1);
                    metrics::histogram!("decisiond_tool_call_duration_seconds", "tool" => tool)
                        .record(started.elapsed().as_secs_f64());
                    response.position = stored.last().map(|e| e.position);
                    let version = stored.last().map_or(loaded.version, |e| e.version);
                    let appended = domain_events.iter().chain(std::iter::once(&audit));
                    self.remember_appended(request.cycle_id, loaded, appended, version);
                    tracing::info!(
                        cycle_id = %request.cycle_id,
                        tool = %tool_name,
                        %invocation_id,
                        result = class.as_str(),
                        events = events_appended,
                        duration_ms,
                        position = response.position,
                        "tool call"
                    );
                    return Ok((response, false));
                }
                // Another process appended first: decide again on fresh state.
                Err(StoreError::VersionConflict { .. }) => {
                    metrics::counter!("decisiond_append_conflicts_total").increment(1);
                    backoff(attempt).await
                }
                Err(StoreError::DuplicateIdempotencyKey { .. }) => {
                    // The same key won the race on another instance.
                    if let Some(first) = self.replay(request, fingerprint.as_ref()).await? {
                        return Ok((first, true));
                    }
                    return Err(AppError::Internal("idempotency record vanished".into()));
                }
                Err(e) => return Err(e.into()),
            }
        }
        Err(AppError::Contended(request.cycle_id))
    }

    /// Text is data (see `decision_catalog::text`): a tool name, parameter
    /// or trigger context with a control character is refused before the
    /// call reaches the cycle, so it is not audited (like a malformed body).
    fn check_call_text(&self, request: &ToolRequest) -> Result<(), AppError> {
        decision_catalog::text::check_text("tool", &request.tool)?;
        decision_catalog::text::check_parameters(&request.parameters)?;
        if let Some(context) = &request.trigger_context {
            let limit = self.limits.input.max_text_chars;
            super::limits::checked_text("trigger_context", context, limit, "text fields")?;
        }
        Ok(())
    }

    /// A rejection when `event` is over the per-event byte limit: the call
    /// is refused (and audited) instead of failing at the store.
    fn within_event_limit(&self, event: &NewEvent) -> Result<(), Rejection> {
        let bytes = decision_store::guard::event_bytes(event);
        let limit = self.limits.max_event_bytes;
        if bytes <= limit {
            return Ok(());
        }
        Err(Rejection::validation(
            "parameters",
            format!(
                "this call would store a {} event of {bytes} bytes; the limit is {limit} bytes \
                 (the service's --max-event-bytes): shorten the text or split the call",
                event.event_type
            ),
        ))
    }

    /// The first response to this idempotency key, if the call was made
    /// before; a 422 if the key was first used for another request.
    async fn replay(
        &self,
        request: &ToolRequest,
        fingerprint: Option<&Fingerprint>,
    ) -> Result<Option<ToolResponse>, AppError> {
        let Some(key) = &request.idempotency_key else {
            return Ok(None);
        };
        let Some(record) = self
            .store
            .find_idempotent(request.cycle_id, key.as_str())
            .await?
        else {
            return Ok(None);
        };
        if let Some(fingerprint) = fingerprint {
            fingerprint.check(&record)?;
        }
        let mut response: ToolResponse = serde_json::from_value(record.response)
            .map_err(|e| AppError::Internal(format!("stored response does not decode: {e}")))?;
        // The stored body predates its append; the audit record (the call's
        // last event, with a deterministic id) holds the position.
        let audit_id = event_id_for(record.invocation_id, response.meta.events_appended as u16);
        let stream = self.store.read_stream(request.cycle_id, 0).await?;
        let audit = stream.iter().find(|e| e.event_id == audit_id);
        response.position = audit.map(|e| e.position);
        if response.success && response.data.is_none() {
            let audit = audit.ok_or_else(|| {
                AppError::Internal(format!(
                    "the audit record {audit_id} of a replayed read is missing"
                ))
            })?;
            response.data = Some(self.answer_again(&stream, audit)?);
        }
        Ok(Some(response))
    }

    /// A read's answer as it was: the same call on the events before its
    /// audit record, at the time it was made.
    fn answer_again(
        &self,
        stream: &[EventEnvelope],
        audit: &EventEnvelope,
    ) -> Result<Value, AppError> {
        let decode = |envelope: &EventEnvelope| {
            envelope.event().map_err(|e| {
                AppError::Internal(format!("event {} does not decode: {e}", envelope.event_id))
            })
        };
        let DomainEvent::ToolInvocationRecorded(call) = decode(audit)? else {
            return Err(AppError::Internal(format!(
                "{} is no audit record",
                audit.event_id
            )));
        };
        let mut state = Cycle::default();
        for envelope in stream.iter().take_while(|e| e.version < audit.version) {
            state = apply(state, &decode(envelope)?);
        }
        let ctx = Context {
            now: call.invoked_at,
            limits: self.limits.cycle,
        };
        match self
            .catalog
            .prepare(&call.tool_name, &call.parameters, call.component)
        {
            Ok(ToolCall::Query(query)) => answer(&state, &query, &ctx)
                .map_err(|r| AppError::Internal(format!("a replayed read now fails: {r}"))),
            _ => Err(AppError::Internal(format!(
                "the replayed call {} is no read",
                call.invocation_id
            ))),
        }
    }

    /// The boundary (catalog) then the domain; pure.
    fn decide(
        &self,
        state: &Cycle,
        request: &ToolRequest,
        component: Component,
        ctx: &Context,
    ) -> Decided {
        let how_to_navigate = |home| request.navigation.advice(request.cycle_id, home);
        let call = match self.catalog.prepare_with(
            &request.tool,
            &request.parameters,
            component,
            &how_to_navigate,
        ) {
            Ok(call) => call,
            Err(rejection) => {
                return Decided {
                    events: Vec::new(),
                    result: Err(rejection),
                    read: false,
                    document_changed: false,
                };
            }
        };
        match call {
            ToolCall::Command(command) => match execute(state, &command, ctx) {
                Ok(accepted) => Decided {
                    document_changed: document_changed(state, &accepted.events, &accepted.state),
                    events: accepted.events,
                    result: Ok(accepted.data),
                    read: false,
                },
                Err(rejection) => Decided {
                    events: Vec::new(),
                    result: Err(rejection),
                    read: false,
                    document_changed: false,
                },
            },
            ToolCall::Query(query) => Decided {
                events: Vec::new(),
                result: answer(state, &query, ctx),
                read: true,
                document_changed: false,
            },
        }
    }
}
