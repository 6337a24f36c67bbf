//! The cqrs-es aggregate: our `decision_domain::Cycle`, commanded by our
//! tool calls, deciding with our catalog and domain exactly as decisiond's
//! `app/tool_call.rs` and `app/cycles.rs` do.

use chrono::{DateTime, Utc};
use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use decision_catalog::{Catalog, ToolCall};
use decision_domain::{
    Command, Context, CreateCycle, Cycle, Navigate, Rejection, Remedy, RemedyWords, answer, execute,
};
use decision_events::values::Component;
use decision_events::{DomainEvent, ToolInvocationRecorded, ToolResultClass};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::fmt;
use std::time::Instant;
use uuid::Uuid;

/// One decision cycle as a cqrs-es aggregate (the id is the cycle's UUID).
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CycleAggregate(pub Cycle);

/// Our domain event, as cqrs-es stores it: `event_type` is our type name,
/// `event_version` our schema version, the payload our adjacently tagged
/// JSON (`{"event_type": …, "payload": {…}}`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PeerEvent(pub DomainEvent);

impl cqrs_es::DomainEvent for PeerEvent {
    fn event_type(&self) -> String {
        self.0.event_type().to_owned()
    }

    fn event_version(&self) -> String {
        self.0.schema_version().to_string()
    }
}

/// The commands of the HTTP subset the load generator uses.
#[derive(Debug, Clone)]
pub enum PeerCommand {
    /// `POST /api/cycles`.
    CreateCycle { title: String },
    /// `PUT /api/cycles/{id}/component`.
    Navigate { component: Component },
    /// `POST /api/cycles/{id}/tools/{tool}`.
    CallTool(ToolInvocation),
}

#[derive(Debug, Clone)]
pub struct ToolInvocation {
    pub invocation_id: Uuid,
    pub tool: String,
    pub parameters: Value,
    pub conversation_turn: u32,
    pub trigger_context: Option<String>,
    pub invoked_at: DateTime<Utc>,
    /// When the request arrived (for the audit's `duration_ms`).
    pub started: Instant,
}

/// What a command may fail with before anything is stored. A rejected tool
/// call is not an error: it is stored as its audit record.
#[derive(Debug)]
pub enum PeerError {
    CycleNotFound,
    Rejected(Rejection),
}

impl fmt::Display for PeerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PeerError::CycleNotFound => {
                f.write_str("no such cycle: create one with POST /api/cycles")
            }
            PeerError::Rejected(r) => f.write_str(&r.text(&HttpWords)),
        }
    }
}

/// The remedies in decisiond's HTTP words (its `http/remedy.rs`), so the
/// peer answers rejections as decisiond's HTTP door does.
#[derive(Debug)]
pub struct HttpWords;

impl RemedyWords for HttpWords {
    fn remedy(&self, remedy: &Remedy) -> String {
        use decision_domain::rejection::{known_tools, navigate_first, or_instead};
        match remedy {
            Remedy::CreateCycle => "create one with POST /api/cycles".into(),
            Remedy::Navigate {
                component,
                current,
                here,
            } => navigate_first(
                &format!("PUT /api/cycles/:id/component with {{\"component\": \"{component}\"}}"),
                *current,
                here,
            ),
            Remedy::KnownTools { .. } => known_tools(remedy),
            Remedy::RetryAfter { instead, .. } => {
                or_instead(instead, "retry after the Retry-After seconds")
            }
        }
    }
}

impl std::error::Error for PeerError {}

/// Shared by every command: the catalog (validators compiled once) and the
/// cycle limits, as decisiond's defaults.
pub struct PeerServices {
    pub catalog: Catalog,
    pub limits: decision_domain::Limits,
}

impl PeerServices {
    fn context(&self) -> Context {
        Context {
            now: Utc::now(),
            limits: self.limits,
        }
    }
}

impl Aggregate for CycleAggregate {
    const TYPE: &'static str = "Cycle";
    type Command = PeerCommand;
    type Event = PeerEvent;
    type Error = PeerError;
    type Services = PeerServices;

    async fn handle(
        &mut self,
        command: PeerCommand,
        services: &PeerServices,
        sink: &EventSink<Self>,
    ) -> Result<(), PeerError> {
        let events = match command {
            PeerCommand::CreateCycle { title } => {
                let command = Command::CreateCycle(CreateCycle { title });
                decision_domain::decide(&self.0, &command, &services.context())
                    .map_err(PeerError::Rejected)?
            }
            PeerCommand::Navigate { component } => {
                if !self.0.exists {
                    return Err(PeerError::CycleNotFound);
                }
                let command = Command::Navigate(Navigate { component });
                execute(&self.0, &command, &services.context())
                    .map_err(PeerError::Rejected)?
                    .events
            }
            PeerCommand::CallTool(call) => {
                if !self.0.exists {
                    return Err(PeerError::CycleNotFound);
                }
                tool_call(&self.0, &call, services)
            }
        };
        for event in events {
            sink.write(PeerEvent(event), self).await;
        }
        Ok(())
    }

    fn apply(&mut self, event: PeerEvent) {
        self.0 = decision_domain::apply(std::mem::take(&mut self.0), &event.0);
    }
}

/// The boundary (catalog), then the domain, then the audit record: the
/// events one tool call stores, accepted or rejected (tool_call.rs).
fn tool_call(state: &Cycle, call: &ToolInvocation, services: &PeerServices) -> Vec<DomainEvent> {
    let component = state.current_component.unwrap_or(Component::IssueRaising);
    let ctx = services.context();
    let (mut events, result) = decide(state, call, component, &services.catalog, &ctx);
    let duration_ms = u32::try_from(call.started.elapsed().as_millis()).unwrap_or(u32::MAX);
    let events_appended = events.len() as u32;
    let (class, data, error) = match result {
        Ok(data) => (ToolResultClass::Success, Some(data), None),
        Err(r) => (r.class.result_class(), None, Some(r.text(&HttpWords))),
    };
    events.push(DomainEvent::from(ToolInvocationRecorded {
        invocation_id: call.invocation_id,
        tool_name: call.tool.clone(),
        component,
        parameters: call.parameters.clone(),
        result: class,
        result_data: data,
        error,
        events_appended,
        conversation_turn: call.conversation_turn,
        trigger_context: call.trigger_context.clone(),
        invoked_at: call.invoked_at,
        duration_ms,
        replay_of: None,
    }));
    events
}

fn decide(
    state: &Cycle,
    call: &ToolInvocation,
    component: Component,
    catalog: &Catalog,
    ctx: &Context,
) -> (Vec<DomainEvent>, Result<Value, Rejection>) {
    let prepared = catalog.prepare(&call.tool, &call.parameters, component);
    match prepared {
        Err(rejection) => (Vec::new(), Err(rejection)),
        Ok(ToolCall::Command(command)) => match execute(state, &command, ctx) {
            Ok(accepted) => (accepted.events, Ok(json_of(&accepted.data))),
            Err(rejection) => (Vec::new(), Err(rejection)),
        },
        Ok(ToolCall::Query(query)) => (Vec::new(), answer(state, &query, ctx).map(|d| json_of(&d))),
        // The catalog's answer: it depends on the component alone.
        Ok(ToolCall::Find(query)) => (Vec::new(), Ok(json_of(&catalog.find(&query, component)))),
    }
}

/// A result as the peer keeps it: JSON, like the stack it stands in for.
fn json_of(result: &impl serde::Serialize) -> Value {
    serde_json::to_value(result).expect("results serialize")
}
