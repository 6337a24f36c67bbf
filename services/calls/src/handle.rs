//! [`handle_call`]: one tool call on a cycle's state, from the boundary to
//! the events that record it.

use crate::audit::{self, AuditBounds};
use crate::response::{ResultData, ToolResponse, ToolResponseMeta};
use chrono::{DateTime, Utc};
use decision_catalog::{Catalog, ToolCall};
use decision_domain::proposal::{gated, propose};
use decision_domain::sections::document_changed;
use decision_domain::{Context, Cycle, Rejection, RemedyWords, answer, apply, execute, next_steps};
use decision_events::values::Component;
use decision_events::{
    DomainEvent, EventMetadata, NewEvent, ToolInvocationRecorded, ToolResultClass, event_id_for,
};
use serde_json::Value;
use serde_json::value::RawValue;
use uuid::Uuid;

/// A tool call as a door received it, with what the caller chose for it
/// (ids, time, metadata).
pub struct Call<'a> {
    /// As sent (an unknown name is recorded cut to 64 characters).
    pub tool: &'a str,
    pub parameters: &'a Value,
    pub conversation_turn: u32,
    pub trigger_context: Option<&'a str>,
    pub invocation_id: Uuid,
    pub invoked_at: DateTime<Utc>,
    /// The events' metadata (actor, correlation and causation ids).
    pub metadata: &'a EventMetadata,
    /// How the caller's door words a rejection's remedy (moving the cycle,
    /// the tools callable here): the response and the audit record keep
    /// exactly what the caller read.
    pub words: &'a dyn RemedyWords,
    /// The person approved exactly this call (a proposal's approval): the
    /// confirmation gate does not hold it again.
    pub approved: bool,
}

/// The service's limits a call is held to here.
#[derive(Debug, Clone, Copy)]
pub struct CallLimits {
    /// The largest event (payload plus metadata, as JSON) a call may store.
    pub max_event_bytes: usize,
    /// Characters of `trigger_context`.
    pub max_text_chars: usize,
    /// The confirmation gate's service-wide settings.
    pub gate: Gate,
}

/// The confirmation gate, as the service runs it (each cycle can also turn
/// it on for itself).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Gate {
    /// Hold every cycle's write tools that require confirmation.
    pub service_wide: bool,
    /// How long a proposal waits for the person.
    pub expires_in_secs: u32,
}

impl Default for Gate {
    fn default() -> Self {
        Gate {
            service_wide: false,
            expires_in_secs: decision_domain::proposal::DEFAULT_PROPOSAL_SECONDS,
        }
    }
}

/// What a call comes to.
pub struct Outcome {
    /// The call's domain events, then its audit record, ready to append.
    pub events: Vec<NewEvent>,
    /// The answer (its `position` is the append's to fill in).
    pub response: ToolResponse,
    /// The state after every event of `events`.
    pub state_after: Cycle,
    /// A read tool answered: its result is not worth storing (it can be
    /// computed again from the events before the audit record).
    pub read_answered: bool,
}

impl Outcome {
    /// The response as an idempotency key keeps it, serialized once: a
    /// read's answer is left out, since it can be computed again from the
    /// events before its audit record (storing it could cost megabytes
    /// per key).
    pub fn stored_response(&mut self) -> Box<RawValue> {
        let data = match self.read_answered {
            true => self.response.data.take(),
            false => None,
        };
        let stored = serde_json::value::to_raw_value(&self.response).expect("responses serialize");
        if data.is_some() {
            self.response.data = data;
        }
        stored
    }
}

/// The text rule at the edge (see `decision_catalog::text`): a tool name,
/// parameter or trigger context with a control character is refused before
/// the call reaches the cycle, so it is not audited (like a malformed
/// body).
pub fn check_text(call: &Call, limits: &CallLimits) -> Result<(), Rejection> {
    decision_catalog::text::check_text("tool", call.tool)?;
    decision_catalog::text::check_parameters(call.parameters)?;
    if let Some(context) = call.trigger_context {
        decision_catalog::text::check_text("trigger_context", context)?;
        let chars = context.chars().count();
        if chars > limits.max_text_chars {
            return Err(Rejection::validation(
                "trigger_context",
                format!(
                    "`trigger_context` is {chars} characters long; the limit for text fields is {}: shorten it",
                    limits.max_text_chars
                ),
            ));
        }
    }
    Ok(())
}

/// Runs `call` on `state` at `ctx`: the catalog's boundary, then `decide`
/// or `answer`, then the event byte limit (an oversized change is refused
/// as a rejection), then the audit record every call gets. `stopwatch`
/// gives the milliseconds since the call arrived (the audit's duration).
pub fn handle_call(
    catalog: &Catalog,
    state: Cycle,
    call: &Call,
    ctx: &Context,
    limits: &CallLimits,
    stopwatch: &dyn Fn() -> u32,
) -> Outcome {
    let component = state.current_component.unwrap_or(Component::IssueRaising);
    let bounds = AuditBounds::for_event_limit(limits.max_event_bytes);
    let (parameters, parameters_whole) = bounds.parameters(call.parameters);
    let decided = decide(catalog, &state, call, component, ctx, limits.gate);
    let mut result = decided.result;
    let mut events = Vec::with_capacity(decided.events.len() + 1);
    for (i, event) in decided.events.iter().enumerate() {
        let new = NewEvent::new(
            event_id_for(call.invocation_id, i as u16),
            event,
            call.metadata.clone(),
        );
        if let Err(too_large) = within_event_limit(&new, limits.max_event_bytes) {
            (result, events) = (Err(too_large), Vec::new());
            break;
        }
        events.push(new);
    }
    let mut state = match (&result, decided.after) {
        (Ok(_), Some(after)) if !events.is_empty() => after,
        _ => state,
    };
    let duration_ms = stopwatch();
    let events_appended = events.len() as u32;
    let (class, data, error) = match result {
        Ok(data) => (ToolResultClass::Success, Some(data), None),
        Err(r) => (
            r.class.result_class(),
            None,
            Some(bounds.error(&r.text(call.words))),
        ),
    };
    let tool_name = catalog.recorded_name(call.tool);
    let record = ToolInvocationRecorded {
        invocation_id: call.invocation_id,
        tool_name: tool_name.clone(),
        component,
        parameters,
        result: class,
        result_data: data.as_ref().map(|d| match decided.read {
            true => audit::read_result(d),
            false => bounds.write_result(d),
        }),
        error: error.clone(),
        events_appended,
        conversation_turn: call.conversation_turn,
        trigger_context: call.trigger_context.map(str::to_owned),
        invoked_at: call.invoked_at,
        duration_ms,
        replay_of: None,
    };
    let (audit, record) = bounds.event(
        record,
        event_id_for(call.invocation_id, events_appended as u16),
        call.metadata,
        limits.max_event_bytes,
    );
    events.push(audit);
    state = apply(state, &record);
    let success = class == ToolResultClass::Success;
    let suggestions = next_steps(&state, component).suggested_tools;
    Outcome {
        events,
        response: ToolResponse {
            success,
            data,
            error,
            // Events refused by the byte limit are not appended.
            document_updated: decided.document_changed && events_appended > 0,
            confirmation_required: decided.proposed && success,
            invocation_id: call.invocation_id,
            position: None,
            result: class,
            suggestions,
            meta: ToolResponseMeta {
                tool: tool_name,
                component,
                duration_ms,
                events_appended,
            },
        },
        state_after: state,
        read_answered: decided.read && success && parameters_whole,
    }
}

/// What the catalog and the domain made of a call.
struct Decided {
    events: Vec<DomainEvent>,
    result: Result<ResultData, Rejection>,
    /// The state after `events`, when a command was accepted.
    after: Option<Cycle>,
    /// A read tool's answer: audited by digest, computed again on replay.
    read: bool,
    /// The events change what the decision document shows
    /// ([`decision_domain::sections::document_changed`]).
    document_changed: bool,
    /// The call was held by the confirmation gate: its event is the
    /// proposal.
    proposed: bool,
}

/// The boundary (catalog) then the domain.
fn decide(
    catalog: &Catalog,
    state: &Cycle,
    call: &Call,
    component: Component,
    ctx: &Context,
    gate: Gate,
) -> Decided {
    let rejected = |rejection, read| Decided {
        events: Vec::new(),
        result: Err(rejection),
        after: None,
        read,
        document_changed: false,
        proposed: false,
    };
    let spec = catalog.get(call.tool);
    // A proposal-only tool is never run as a call: its decide refuses.
    let proposal_only = !call.approved && spec.is_some_and(|spec| spec.proposal_only);
    let held =
        || !call.approved && spec.is_some_and(|spec| gated(state, spec.hints, gate.service_wide));
    let proposed = |name: &str| match propose(
        state,
        name,
        call.parameters,
        call.invocation_id,
        call.conversation_turn,
        chrono::Duration::seconds(i64::from(gate.expires_in_secs)),
        ctx,
    ) {
        Ok((event, result)) => Decided {
            after: Some(apply(state.clone(), &event)),
            events: vec![event],
            result: Ok(ResultData::Proposed(result)),
            read: false,
            document_changed: false,
            proposed: true,
        },
        Err(rejection) => rejected(rejection, false),
    };
    // An approved proposal runs where it was proposed: the person's answer
    // does not depend on where the cycle has moved since.
    let allowed_in = match call.approved {
        true => catalog
            .get(call.tool)
            .and_then(|spec| spec.component)
            .unwrap_or(component),
        false => component,
    };
    match catalog.prepare(call.tool, call.parameters, allowed_in) {
        Err(rejection) => rejected(rejection, false),
        Ok(ToolCall::Command(command)) if proposal_only => proposed(command.name()),
        Ok(ToolCall::Command(command)) => match execute(state, &command, ctx) {
            // Held: a call that would be accepted now becomes a proposal
            // (one that would not is refused at once, so the agent can fix
            // it before the person is asked).
            Ok(_) if held() => proposed(command.name()),
            Ok(accepted) => Decided {
                document_changed: document_changed(state, &accepted.events, &accepted.state),
                events: accepted.events,
                result: Ok(ResultData::Tool(accepted.data)),
                after: Some(accepted.state),
                read: false,
                proposed: false,
            },
            Err(rejection) => rejected(rejection, false),
        },
        Ok(ToolCall::Query(query)) => Decided {
            events: Vec::new(),
            result: answer(state, &query, ctx).map(ResultData::Tool),
            after: None,
            read: true,
            document_changed: false,
            proposed: false,
        },
        Ok(ToolCall::Find(query)) => Decided {
            events: Vec::new(),
            result: Ok(ResultData::Found(catalog.find(&query, component))),
            after: None,
            read: true,
            document_changed: false,
            proposed: false,
        },
    }
}

/// A rejection when `event` is over the per-event byte limit: the call is
/// refused (and audited) instead of failing at the store.
fn within_event_limit(event: &NewEvent, limit: usize) -> Result<(), Rejection> {
    let bytes = event.stored_bytes();
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
