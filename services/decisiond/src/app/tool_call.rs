//! One tool call, end to end: idempotency, boundary, domain, audit, append.

use super::append::{Appended, Decision};
use super::idempotency::{Fingerprint, IdempotencyKey};
use super::pending_audits::{Cause, InDoubt, PendingAudit};
use super::{App, AppError, Caller};
use chrono::Utc;
use decision_auth::Scope;
use decision_calls::audit::AuditBounds;
use decision_calls::{Call, CallLimits, check_text, handle_call};
use decision_domain::RemedyWords;
use decision_events::values::Component;
use decision_events::{EventMetadata, TraceContext};
use decision_store::IdempotencyRecord;
use serde_json::{Value, json};
use std::sync::Arc;
use std::time::Instant;
use uuid::Uuid;

pub use decision_calls::{ResultData, ToolResponse, ToolResponseMeta};

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
    /// How the caller's door words a rejection's remedy (moving the cycle,
    /// the tools callable here): the response and the audit record keep
    /// exactly what the caller read.
    pub words: Arc<dyn RemedyWords>,
    /// The trace context the request arrived in (its door's span, or the
    /// caller's `traceparent`), kept in the events' metadata when the
    /// call's own span is not traced.
    pub trace: Option<TraceContext>,
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
    /// answered write does not count against the cycle's budget; a
    /// retried read costs what the call did (`replay`).
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
        let limits = CallLimits {
            max_event_bytes: self.limits.max_event_bytes,
            max_text_chars: self.limits.input.max_text_chars,
            gate: self.limits.gate,
        };
        let invocation_id = Uuid::now_v7();
        let metadata = EventMetadata {
            correlation_id: request.correlation_id.unwrap_or(invocation_id),
            causation_id: Some(invocation_id),
            actor: request.caller.user.clone(),
            actor_kind: request.caller.kind,
            invocation_id: Some(invocation_id),
            conversation_turn: Some(request.conversation_turn),
            trace_context: crate::telemetry::current_trace_context()
                .or_else(|| request.trace.clone()),
        };
        let call = Call {
            tool: &request.tool,
            parameters: &request.parameters,
            conversation_turn: request.conversation_turn,
            trigger_context: request.trigger_context.as_deref(),
            invocation_id,
            invoked_at: Utc::now(),
            metadata: &metadata,
            words: request.words.as_ref(),
            approved: false,
        };
        check_text(&call, &limits)?;
        // From here the call has reached its cycle, so it is audited even
        // if the store fails or the call is dropped (see `pending_audits`).
        // The answer and that record name one reference.
        let reference = Uuid::now_v7();
        let mut doubt = self
            .pending_audits
            .in_doubt(|| self.pending_audit(&request, invocation_id, &metadata, reference));
        let outcome = self.run_tool(&request, &call, &limits, &mut doubt).await;
        let failed = |unavailable| AppError::CallFailed {
            unavailable,
            reference,
            invocation_id,
        };
        match outcome {
            Err(AppError::Unavailable(detail)) => {
                doubt.fail(Cause::Store, &detail);
                Err(failed(true))
            }
            Err(AppError::Internal(detail)) => {
                doubt.fail(Cause::Internal, &detail);
                Err(failed(false))
            }
            // Answered and recorded, or refused before the cycle by design
            // (rate limit, budget, a reused key, contention).
            outcome => {
                doubt.settle();
                outcome
            }
        }
    }

    /// The call as owed a record, should it end without one.
    fn pending_audit(
        &self,
        request: &ToolRequest,
        invocation_id: Uuid,
        metadata: &EventMetadata,
        reference: Uuid,
    ) -> PendingAudit {
        let bounds = AuditBounds::for_event_limit(self.limits.max_event_bytes);
        PendingAudit {
            cycle_id: request.cycle_id,
            invocation_id,
            tool_name: self.catalog.recorded_name(&request.tool),
            component: None,
            parameters: bounds.parameters(&request.parameters).0,
            conversation_turn: request.conversation_turn,
            trigger_context: request.trigger_context.clone(),
            metadata: metadata.clone(),
            invoked_at: Utc::now(),
            duration_ms: 0,
            cause: Cause::Abandoned,
            reference,
        }
    }

    /// The call, once it has reached its cycle: the cycle's turn, replay,
    /// the analysis pool's share, budget, decide, append (and retry on a
    /// lost race).
    async fn run_tool(
        &self,
        request: &ToolRequest,
        call: &Call<'_>,
        limits: &CallLimits,
        doubt: &mut InDoubt<impl FnOnce() -> PendingAudit>,
    ) -> Result<(ToolResponse, bool), AppError> {
        let invocation_id = call.invocation_id;
        let fingerprint = request
            .idempotency_key
            .as_ref()
            .map(|_| request.fingerprint());
        // A duplicate of a call still running here waits for its turn, then
        // finds the first call's record.
        let _turn = self.locks.lock(request.cycle_id).await;
        if let Some(first) = self.first_call(request, fingerprint.as_ref()).await? {
            let replayed = self.replay(request, call, limits, first, doubt).await?;
            return Ok((replayed, true));
        }
        // An analysis takes a place in the pool before the budget, so a
        // call the pool refuses costs the cycle nothing.
        let slot = match self.catalog.get(&request.tool) {
            Some(spec) if spec.analysis => Some(self.analysis.admit(&request.caller.user)?),
            _ => None,
        };
        self.throttle.tool_call(request.cycle_id)?;
        let span = tracing::Span::current();
        span.record("invocation_id", tracing::field::display(invocation_id));
        span.record(
            "correlation_id",
            tracing::field::display(call.metadata.correlation_id),
        );
        let started = Instant::now();
        doubt.clock(call.invoked_at, started);
        let stopwatch = move || u32::try_from(started.elapsed().as_millis()).unwrap_or(u32::MAX);
        let (app, place, fingerprint) = (self, slot.as_ref(), fingerprint.as_ref());
        let deciding = &mut *doubt;
        let appended = self
            .append_with_retries_async(request.cycle_id, move |loaded| {
                deciding.decided_in(
                    loaded
                        .state
                        .current_component
                        .unwrap_or(Component::IssueRaising),
                );
                let ctx = app.context();
                async move {
                    let outcome = match place {
                        // Off the request path: the pool's thread gets
                        // what the call borrows, owned.
                        Some(slot) => {
                            let catalog = app.catalog.clone();
                            let owned = OwnedCall::of(call, request.words.clone());
                            let limits = *limits;
                            slot.run(move || {
                                handle_call(
                                    &catalog,
                                    loaded.state,
                                    &owned.call(),
                                    &ctx,
                                    &limits,
                                    &stopwatch,
                                )
                            })
                            .await?
                        }
                        None => {
                            handle_call(&app.catalog, loaded.state, call, &ctx, limits, &stopwatch)
                        }
                    };
                    let mut outcome = outcome;
                    // A read's answer is not kept (see `replay`).
                    let idempotency =
                        request
                            .idempotency_key
                            .as_ref()
                            .map(|key| IdempotencyRecord {
                                key: key.as_str().to_owned(),
                                invocation_id,
                                response: outcome.stored_response(),
                                fingerprint: fingerprint.cloned().map(Fingerprint::into_string),
                            });
                    Ok(Decision::Append {
                        events: outcome.events,
                        idempotency,
                        state_after: outcome.state_after,
                        answer: outcome.response,
                    })
                }
            })
            .await?;
        let (mut response, stored) = match appended {
            Appended::Stored { answer, stored, .. } => (answer, stored),
            Appended::Answered(answer) => (answer, Vec::new()),
            Appended::KeyTaken => {
                // The same key won the race on another instance.
                drop(slot);
                let fingerprint = fingerprint.cloned();
                return match self.first_call(request, fingerprint.as_ref()).await? {
                    Some(first) => Ok((
                        self.replay(request, call, limits, first, doubt).await?,
                        true,
                    )),
                    None => Err(AppError::Internal("idempotency record vanished".into())),
                };
            }
            Appended::EventIdTaken => {
                return Err(AppError::Internal(format!(
                    "an event id of invocation {invocation_id} is stored already"
                )));
            }
        };
        let tool = self.tool_label(&request.tool);
        let class = response.result.as_str();
        metrics::counter!("decisiond_tool_calls_total", "tool" => tool, "result" => class)
            .increment(1);
        metrics::histogram!("decisiond_tool_call_duration_seconds", "tool" => tool)
            .record(started.elapsed().as_secs_f64());
        response.position = stored.last().map(|e| e.position);
        tracing::info!(
            cycle_id = %request.cycle_id,
            tool = %response.meta.tool,
            %invocation_id,
            result = class,
            events = response.meta.events_appended,
            duration_ms = response.meta.duration_ms,
            position = response.position,
            "tool call"
        );
        Ok((response, false))
    }

    /// A tool's name as a metric label: only known names, so a client
    /// cannot mint series.
    pub(super) fn tool_label(&self, tool: &str) -> &'static str {
        match self.catalog.get(tool) {
            Some(spec) => spec.name,
            None => "unknown",
        }
    }
}

/// A [`Call`] that owns what it borrows, for a pool thread.
struct OwnedCall {
    tool: String,
    parameters: Value,
    conversation_turn: u32,
    trigger_context: Option<String>,
    invocation_id: Uuid,
    invoked_at: chrono::DateTime<Utc>,
    metadata: EventMetadata,
    words: Arc<dyn RemedyWords>,
    approved: bool,
}

impl OwnedCall {
    fn of(call: &Call, words: Arc<dyn RemedyWords>) -> OwnedCall {
        OwnedCall {
            tool: call.tool.to_owned(),
            parameters: call.parameters.clone(),
            conversation_turn: call.conversation_turn,
            trigger_context: call.trigger_context.map(str::to_owned),
            invocation_id: call.invocation_id,
            invoked_at: call.invoked_at,
            metadata: call.metadata.clone(),
            words,
            approved: call.approved,
        }
    }

    fn call(&self) -> Call<'_> {
        Call {
            tool: &self.tool,
            parameters: &self.parameters,
            conversation_turn: self.conversation_turn,
            trigger_context: self.trigger_context.as_deref(),
            invocation_id: self.invocation_id,
            invoked_at: self.invoked_at,
            metadata: &self.metadata,
            words: self.words.as_ref(),
            approved: self.approved,
        }
    }
}
