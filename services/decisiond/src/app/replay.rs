//! A call made again with its idempotency key ([decision 4]), and what a
//! replayed read costs ([decision 26]).
//!
//! * A write's replay answers the stored response and appends nothing.
//! * A read's replay answers the first call's answer, computed again from
//!   the events before its audit record (no key stores a read's result),
//!   and costs what the call did: a place in the analysis pool (its share
//!   per user; the fold and the answer run there, off the request path),
//!   the cycle's budget (the user's rate was taken at the door), and an
//!   audit record of its own (`replay_of` names the first call), so the
//!   cycle's statistics count it.
//!
//! [decision 4]: ../../../../docs/decisions/0004-idempotency.md
//! [decision 26]: ../../../../docs/decisions/0026-replayed-reads-count-like-calls.md

use super::append::{Appended, Decision};
use super::idempotency::Fingerprint;
use super::paged::StreamPages;
use super::pending_audits::{InDoubt, PendingAudit};
use super::tool_call::{ResultData, ToolRequest, ToolResponse};
use super::{App, AppError};
use decision_calls::{Call, CallLimits, replay_record};
use decision_catalog::{Access, Catalog, ToolCall};
use decision_domain::{Context, Cycle, answer, apply};
use decision_events::{DomainEvent, EventEnvelope, ToolInvocationRecorded, event_id_for};
use decision_store::IdempotencyRecord;
use std::time::Instant;
use uuid::Uuid;

impl App {
    /// The record of the first call made with this request's key, if any;
    /// a 422 if the key was first used for another request.
    pub(super) async fn first_call(
        &self,
        request: &ToolRequest,
        fingerprint: Option<&Fingerprint>,
    ) -> Result<Option<IdempotencyRecord>, AppError> {
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
            fingerprint.check(key, &record)?;
        }
        Ok(Some(record))
    }

    /// The first call's response to `call`, a replay of it; a read's
    /// replay is counted and recorded like a call (see the module).
    pub(super) async fn replay(
        &self,
        request: &ToolRequest,
        call: &Call<'_>,
        limits: &CallLimits,
        first: IdempotencyRecord,
        doubt: &mut InDoubt<impl FnOnce() -> PendingAudit>,
    ) -> Result<ToolResponse, AppError> {
        // `data` stays the JSON it was: a write's replay sends its bytes.
        let mut response: ToolResponse = serde_json::from_str(first.response.get())
            .map_err(|e| AppError::Internal(format!("stored response does not decode: {e}")))?;
        let tool = self.tool_label(&response.meta.tool);
        let read = self
            .catalog
            .get(&response.meta.tool)
            .is_some_and(|spec| spec.access == Access::Read);
        // The stored body predates its append; the audit record (the call's
        // last event, with a deterministic id) holds the position.
        let audit_id = event_id_for(first.invocation_id, response.meta.events_appended as u16);
        if !read {
            // A page at a time: a replay never holds the whole stream.
            let mut pages = StreamPages::new(self.store.clone(), request.cycle_id, 0, u64::MAX);
            response.position = None;
            while let Some(events) = pages.next().await? {
                if let Some(found) = events.iter().find(|e| e.event_id == audit_id) {
                    response.position = Some(found.position);
                    break;
                }
            }
            metrics::counter!("decisiond_tool_call_replays_total", "tool" => tool, "access" => "write")
                .increment(1);
            return Ok(response);
        }
        // The pool's place first: a refused replay costs the cycle nothing,
        // and one user's replays hold at most their share of stream reads.
        let slot = self.analysis.admit(&request.caller.user)?;
        self.throttle.tool_call(request.cycle_id)?;
        let started = Instant::now();
        doubt.clock(call.invoked_at, started);
        // The state before the first call's audit record, folded a page at
        // a time on the pool (a replay never holds the whole stream).
        let mut pages = StreamPages::new(self.store.clone(), request.cycle_id, 0, u64::MAX);
        let mut state = Cycle::default();
        let mut audit = None;
        while audit.is_none()
            && let Some(events) = pages.next().await?
        {
            let (folded, found) = slot
                .run(move || fold_until(state, events, audit_id))
                .await??;
            state = folded;
            audit = found;
        }
        let Some(audit) = audit else {
            return Err(AppError::Internal(format!(
                "the audit record {audit_id} of a replayed read is missing"
            )));
        };
        response.position = Some(audit.position);
        let DomainEvent::ToolInvocationRecorded(recorded) = decode(&audit)? else {
            return Err(AppError::Internal(format!("{audit_id} is no audit record")));
        };
        doubt.decided_in(recorded.component);
        if response.success && response.data.is_none() {
            let (catalog, cycle_limits, call) =
                (self.catalog.clone(), self.limits.cycle, recorded.clone());
            let again = slot
                .run(move || answer_again(&catalog, cycle_limits, &state, &call))
                .await??;
            response.data = Some(again);
        }
        drop(slot);
        self.record_replay(request, call, limits, &recorded, started)
            .await?;
        metrics::counter!("decisiond_tool_call_replays_total", "tool" => tool, "access" => "read")
            .increment(1);
        metrics::counter!("decisiond_tool_calls_total", "tool" => tool, "result" => response.result.as_str())
            .increment(1);
        Ok(response)
    }

    /// Appends the replay's own audit record.
    async fn record_replay(
        &self,
        request: &ToolRequest,
        call: &Call<'_>,
        limits: &CallLimits,
        first: &ToolInvocationRecorded,
        started: Instant,
    ) -> Result<(), AppError> {
        let appended = self
            .append_with_retries(request.cycle_id, |loaded| {
                let elapsed = u32::try_from(started.elapsed().as_millis()).unwrap_or(u32::MAX);
                let (event, record) = replay_record(first, call, limits, elapsed);
                Ok(Decision::Append {
                    events: vec![event],
                    idempotency: None,
                    state_after: apply(loaded.state, &record),
                    answer: (),
                })
            })
            .await?;
        match appended {
            Appended::Stored { .. } | Appended::Answered(()) => Ok(()),
            Appended::KeyTaken | Appended::EventIdTaken => Err(AppError::Internal(format!(
                "the replay {} is stored already",
                call.invocation_id
            ))),
        }
    }
}

fn decode(envelope: &EventEnvelope) -> Result<DomainEvent, AppError> {
    envelope.event().map_err(|e| {
        AppError::Internal(format!("event {} does not decode: {e}", envelope.event_id))
    })
}

/// A read's answer as it was: the same call on the events before its
/// audit record (`stream[at]`), at the time it was made. CPU: a fold of
/// the stream, so it runs on the analysis pool.
/// `state` with `events` applied up to the event `until` (left out), and
/// that event if this page holds it.
fn fold_until(
    mut state: Cycle,
    events: Vec<EventEnvelope>,
    until: Uuid,
) -> Result<(Cycle, Option<EventEnvelope>), AppError> {
    for envelope in events {
        if envelope.event_id == until {
            return Ok((state, Some(envelope)));
        }
        state = apply(state, &decode(&envelope)?);
    }
    Ok((state, None))
}

/// The first call's answer, computed again on the state it was made on.
fn answer_again(
    catalog: &Catalog,
    limits: decision_domain::Limits,
    state: &Cycle,
    call: &ToolInvocationRecorded,
) -> Result<ResultData, AppError> {
    let ctx = Context {
        now: call.invoked_at,
        limits,
    };
    match catalog.prepare(&call.tool_name, &call.parameters, call.component) {
        Ok(ToolCall::Query(query)) => answer(state, &query, &ctx)
            .map(ResultData::Tool)
            .map_err(|r| AppError::Internal(format!("a replayed read now fails: {r}"))),
        // The catalog's answer depends on the component alone.
        Ok(ToolCall::Find(query)) => Ok(ResultData::Found(catalog.find(&query, call.component))),
        _ => Err(AppError::Internal(format!(
            "the replayed call {} is no read",
            call.invocation_id
        ))),
    }
}
