//! The confirmation gate on the app's side: who may answer what it holds
//! and lift it (the `cycles:confirm` scope, the person's; never an agent's
//! token), running an approved proposal, and the cycle's settings.

use super::{App, AppError, Caller, CommandOutcome, CommandRequest, IdempotencyKey};
use chrono::Utc;
use decision_auth::Scope;
use decision_calls::ToolResponseMeta;
use decision_calls::{Call, CallLimits, Outcome, handle_call};
use decision_calls::{ResultData, ToolResponse};
use decision_domain::proposal::APPROVE;
use decision_domain::{
    Command, Context, Cycle, PlainWords, Proposal, RespondToConfirmation, SetConfirmationGate,
};
use decision_domain::{EraseCycle, Tool, execute};
use decision_events::EventMetadata;
use decision_events::ToolResultClass;
use decision_events::values::Component;
use schemars::JsonSchema;
use serde::Serialize;
use uuid::Uuid;

/// `GET /api/cycles/:id/settings`.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct CycleSettings {
    pub cycle_id: Uuid,
    /// The cycle's own gate (`PUT` sets it).
    pub require_confirmation: bool,
    /// The service holds every cycle's gated tools (`--require-confirmation`);
    /// a cycle cannot lift that.
    pub service_requires_confirmation: bool,
    /// Whether write tools that require confirmation are held here now.
    pub effective: bool,
    /// The cycle's version.
    pub version: u64,
}

impl App {
    /// `POST …/confirmations/:cid/respond`: the person's answer. Approving
    /// an `erase_cycle` proposal erases the cycle instead of appending the
    /// answer (the tombstone records who erased it; an answer appended
    /// first would be erased with the rest, and an erasure is not an
    /// append the approval could share). Every other answer is a command.
    pub async fn respond(
        &self,
        request: CommandRequest<'_>,
    ) -> Result<(CommandOutcome, bool), AppError> {
        if !self.approves_erasure(&request).await? {
            return self.run_command(request).await;
        }
        let CommandRequest {
            cycle_id,
            command,
            caller,
            correlation_id,
            ..
        } = request;
        let loaded = self.load(cycle_id).await?;
        // The answer must be one the cycle takes (open, in range, not
        // expired): the same checks as any answer's.
        let answered = execute(&loaded.state, &command, &self.context())?;
        let started = std::time::Instant::now();
        let erasure = self.erase_cycle(caller, cycle_id, correlation_id).await?;
        let executed = ToolResponse {
            success: true,
            data: Some(ResultData::raw(&erasure)),
            error: None,
            document_updated: true,
            confirmation_required: false,
            invocation_id: Uuid::now_v7(),
            position: Some(erasure.position),
            result: ToolResultClass::Success,
            suggestions: Vec::new(),
            meta: ToolResponseMeta {
                tool: EraseCycle::NAME.to_owned(),
                component: loaded
                    .state
                    .current_component
                    .unwrap_or(Component::IssueRaising),
                duration_ms: u32::try_from(started.elapsed().as_millis()).unwrap_or(u32::MAX),
                events_appended: 1,
            },
        };
        let mut data = serde_json::to_value(&answered.data).expect("results serialize");
        data["executed"] = serde_json::to_value(&executed).expect("responses serialize");
        let outcome = CommandOutcome {
            cycle_id,
            data,
            changed: true,
            version: erasure.version,
            position: Some(erasure.position),
        };
        Ok((outcome, false))
    }

    /// Whether `request` approves a pending `erase_cycle` proposal (only a
    /// caller with `cycles:confirm` may answer a proposal at all).
    async fn approves_erasure(&self, request: &CommandRequest<'_>) -> Result<bool, AppError> {
        if !matches!(request.command, Command::RespondToConfirmation(_)) {
            return Ok(false);
        }
        self.authorize(request.caller, request.cycle_id, Scope::CyclesWrite)
            .await?;
        let loaded = self.load(request.cycle_id).await?;
        Ok(self
            .held_call(&loaded.state, &request.command, request.caller)?
            .is_some_and(|proposal| proposal.tool_name == EraseCycle::NAME))
    }

    /// The proposal `command` would approve, if it answers one; only a
    /// caller with `cycles:confirm` may answer a proposal at all.
    pub(crate) fn held_call(
        &self,
        state: &Cycle,
        command: &Command,
        caller: &Caller,
    ) -> Result<Option<Proposal>, AppError> {
        let Command::RespondToConfirmation(RespondToConfirmation {
            confirmation_id,
            option_index,
            decline,
            ..
        }) = command
        else {
            return Ok(None);
        };
        let Some(proposal) = state
            .confirmations
            .iter()
            .find(|c| &c.id == confirmation_id)
            .and_then(|c| c.proposal.clone())
        else {
            return Ok(None);
        };
        caller.require(Scope::CyclesConfirm)?;
        Ok((!decline && *option_index == Some(APPROVE)).then_some(proposal))
    }

    /// Runs an approved proposal on the state after the approval: exactly
    /// its tool and parameters, audited as a call of the person's (actor)
    /// caused by the agent's invocation that proposed it.
    pub(crate) fn run_approved(
        &self,
        proposal: Proposal,
        state: Cycle,
        approval: &EventMetadata,
        ctx: &Context,
    ) -> Outcome {
        let invocation_id = Uuid::now_v7();
        let metadata = EventMetadata {
            correlation_id: approval.correlation_id,
            causation_id: Some(proposal.proposed_by),
            actor: approval.actor.clone(),
            actor_kind: approval.actor_kind,
            invocation_id: Some(invocation_id),
            conversation_turn: Some(proposal.conversation_turn),
            // The person's approval is the request this call runs in.
            trace_context: approval.trace_context.clone(),
        };
        let trigger = format!("approved by {} (proposal)", approval.actor);
        let call = Call {
            tool: &proposal.tool_name,
            parameters: &proposal.parameters,
            conversation_turn: proposal.conversation_turn,
            trigger_context: Some(&trigger),
            invocation_id,
            invoked_at: Utc::now(),
            metadata: &metadata,
            words: &PlainWords,
            approved: true,
        };
        let limits = CallLimits {
            max_event_bytes: self.limits.max_event_bytes,
            max_text_chars: self.limits.input.max_text_chars,
            gate: self.limits.gate,
        };
        handle_call(&self.catalog, state, &call, ctx, &limits, &|| 0)
    }

    pub async fn settings(
        &self,
        caller: &Caller,
        cycle_id: Uuid,
    ) -> Result<CycleSettings, AppError> {
        self.authorize(caller, cycle_id, Scope::CyclesRead).await?;
        let loaded = self.load(cycle_id).await?;
        Ok(self.settings_of(cycle_id, loaded.state.require_confirmation, loaded.version))
    }

    /// Sets the cycle's gate. Anyone who may write the cycle may turn it
    /// on; turning it off needs `cycles:confirm` (the person's scope).
    pub async fn set_settings(
        &self,
        caller: &Caller,
        cycle_id: Uuid,
        require_confirmation: bool,
        correlation_id: Option<Uuid>,
        idempotency_key: Option<IdempotencyKey>,
    ) -> Result<(CommandOutcome, bool), AppError> {
        if !require_confirmation {
            caller.require(Scope::CyclesConfirm)?;
        }
        self.run_command(CommandRequest {
            cycle_id,
            command: Command::SetConfirmationGate(SetConfirmationGate {
                require_confirmation,
            }),
            caller,
            correlation_id,
            idempotency_key,
        })
        .await
    }

    pub(crate) fn settings_of(
        &self,
        cycle_id: Uuid,
        require_confirmation: bool,
        version: u64,
    ) -> CycleSettings {
        let service = self.limits.gate.service_wide;
        CycleSettings {
            cycle_id,
            require_confirmation,
            service_requires_confirmation: service,
            effective: service || require_confirmation,
            version,
        }
    }
}
