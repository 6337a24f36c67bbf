//! The queue's bounds and guard alone, and the recording against the real
//! embedded store (no store double: a duplicate id must come from a real
//! unique index).

use super::record::Recorded;
use super::*;
use crate::app::{App, Authenticator, Caller, ServiceLimits, ToolRequest};
use decision_events::{DomainEvent, EventEnvelope, event_id_for};
use decision_projection_worker::Projected;
use decision_store::sqlite::SqliteStore;
use decision_store::testing::{TempDir, temp_data_dir};
use serde_json::json;
use std::time::Duration;

fn entry(cycle_id: Uuid, parameters: Value) -> PendingAudit {
    let invocation_id = Uuid::now_v7();
    PendingAudit {
        cycle_id,
        invocation_id,
        tool_name: "add_potential_decision".into(),
        component: None,
        parameters,
        conversation_turn: 3,
        trigger_context: Some("user: the offer".into()),
        metadata: EventMetadata {
            correlation_id: invocation_id,
            causation_id: Some(invocation_id),
            actor: "anonymous".into(),
            actor_kind: None,
            invocation_id: Some(invocation_id),
            conversation_turn: Some(3),
            trace_context: None,
        },
        invoked_at: Utc::now(),
        duration_ms: 12,
        cause: Cause::Store,
        reference: Uuid::now_v7(),
    }
}

/// An app on a fresh embedded store, with one cycle; the store's
/// directory goes when the test drops it.
async fn app_with_cycle(name: &str) -> (App, Uuid, TempDir) {
    let dir = temp_data_dir(name);
    let store = Arc::new(SqliteStore::open(&dir).expect("open the store"));
    let app = App::new(
        store.clone(),
        store,
        Projected::default(),
        Authenticator::Disabled,
        ServiceLimits::default(),
    );
    let created = app
        .create_cycle("Career move", &Caller::unrestricted(), None, None)
        .await
        .expect("create a cycle");
    (app, created.cycle_id, dir)
}

async fn stream(app: &App, cycle_id: Uuid) -> Vec<EventEnvelope> {
    app.store.read_stream(cycle_id, 0).await.expect("read")
}

fn request(cycle_id: Uuid) -> ToolRequest {
    ToolRequest {
        cycle_id,
        tool: "add_potential_decision".into(),
        parameters: json!({"description": "Whether to accept the VP offer"}),
        conversation_turn: 1,
        trigger_context: None,
        idempotency_key: None,
        correlation_id: None,
        caller: Caller::unrestricted(),
        words: std::sync::Arc::new(decision_domain::PlainWords),
        trace: None,
    }
}

#[test]
fn past_its_bounds_the_queue_drops_the_oldest() {
    let queue = PendingAudits::default();
    let cycle = Uuid::now_v7();
    let first = entry(cycle, json!({}));
    let first_id = first.invocation_id;
    queue.push(first);
    for _ in 0..MAX_ENTRIES {
        queue.push(entry(cycle, json!({})));
    }
    assert_eq!(queue.len(), MAX_ENTRIES);
    assert_ne!(queue.pop().map(|e| e.invocation_id), Some(first_id));

    let bytes = PendingAudits::default();
    let large = json!({"description": "x".repeat(64 * 1024)});
    for _ in 0..(MAX_BYTES / (64 * 1024) + 10) {
        bytes.push(entry(cycle, large.clone()));
    }
    assert!(bytes.len() < MAX_BYTES / (64 * 1024), "{}", bytes.len());
    assert!(
        bytes.len() > MAX_BYTES / (64 * 1024) - 10,
        "{}",
        bytes.len()
    );
}

#[test]
fn a_dropped_guard_queues_the_call_as_abandoned_a_settled_one_does_not() {
    let queue = Arc::new(PendingAudits::default());
    let cycle = Uuid::now_v7();
    queue.in_doubt(|| entry(cycle, json!({}))).settle();
    assert_eq!(queue.len(), 0);
    {
        let mut doubt = queue.in_doubt(|| entry(cycle, json!({})));
        doubt.decided_in(Component::Objectives);
    }
    let abandoned = queue.pop().expect("queued by the drop");
    assert_eq!(abandoned.cause, Cause::Abandoned);
    assert_eq!(abandoned.component, Some(Component::Objectives));
    queue
        .in_doubt(|| entry(cycle, json!({})))
        .fail(Cause::Store, "connection refused");
    assert_eq!(queue.pop().map(|e| e.cause), Some(Cause::Store));
}

#[tokio::test]
async fn a_failed_call_is_recorded_once_as_internal_error() {
    let (app, cycle, _dir) = app_with_cycle("pending_audits_once").await;
    let pending = entry(
        cycle,
        json!({"description": "Whether to accept the VP offer"}),
    );
    assert_eq!(app.record_pending(&pending).await, Recorded::Stored);

    let events = stream(&app, cycle).await;
    let last = events.last().expect("the record");
    assert_eq!(last.event_id, event_id_for(pending.invocation_id, 0));
    let DomainEvent::ToolInvocationRecorded(record) = last.event().expect("decodes") else {
        panic!("{} is no audit record", last.event_type);
    };
    assert_eq!(record.result, ToolResultClass::InternalError);
    assert_eq!(record.component, Component::IssueRaising, "the cycle's");
    assert_eq!(record.events_appended, 0);
    assert_eq!(record.parameters, pending.parameters);
    assert_eq!(record.trigger_context, pending.trigger_context);
    let error = record.error.expect("an error text");
    let expected = format!(
        "the event store failed while recording this call (reference {})",
        pending.reference
    );
    assert!(error.starts_with(&expected), "{error}");
    assert_eq!(last.metadata.invocation_id, Some(pending.invocation_id));

    // A second attempt (a retry after a lost answer) records nothing more.
    assert_eq!(app.record_pending(&pending).await, Recorded::AlreadyStored);
    assert_eq!(stream(&app, cycle).await.len(), events.len());
}

#[tokio::test]
async fn a_call_that_was_stored_after_all_gets_no_second_record() {
    let (app, cycle, _dir) = app_with_cycle("pending_audits_stored").await;
    let (response, _) = app.execute_tool(request(cycle)).await.expect("the call");
    let before = stream(&app, cycle).await.len();
    let mut pending = entry(cycle, json!({}));
    pending.invocation_id = response.invocation_id;
    assert_eq!(app.record_pending(&pending).await, Recorded::AlreadyStored);
    assert_eq!(stream(&app, cycle).await.len(), before);
}

#[tokio::test]
async fn a_call_dropped_while_it_waits_is_recorded_as_abandoned() {
    let (app, cycle, _dir) = app_with_cycle("pending_audits_dropped").await;
    let turn = app.locks.lock(cycle).await;
    // The request deadline drops the call future while it waits its turn.
    let call = tokio::time::timeout(Duration::from_millis(50), app.execute_tool(request(cycle)));
    assert!(call.await.is_err(), "the call waits for the held turn");
    drop(turn);
    let abandoned = app.pending_audits.pop().expect("queued by the drop");
    assert_eq!(abandoned.cause, Cause::Abandoned);
    assert_eq!(app.record_pending(&abandoned).await, Recorded::Stored);
    let events = stream(&app, cycle).await;
    let DomainEvent::ToolInvocationRecorded(record) = events.last().unwrap().event().unwrap()
    else {
        panic!("no audit record");
    };
    assert_eq!(record.tool_name, "add_potential_decision");
    assert!(
        record.error.as_deref().unwrap().contains("abandoned"),
        "{record:?}"
    );
    // No potential decision was added: the call never ran.
    assert!(
        !events
            .iter()
            .any(|e| e.event_type == "PotentialDecisionAdded")
    );
}

#[tokio::test]
async fn the_background_task_records_what_is_queued_and_stops() {
    let (app, cycle, _dir) = app_with_cycle("pending_audits_task").await;
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let task = tokio::spawn(app.clone().record_pending_audits(stopped));
    let queued: Vec<Uuid> = (0..3)
        .map(|_| {
            let pending = entry(cycle, json!({}));
            let id = pending.invocation_id;
            app.pending_audits.push(pending);
            id
        })
        .collect();
    let recorded = async {
        loop {
            let ids: Vec<Uuid> = stream(&app, cycle)
                .await
                .iter()
                .filter_map(|e| e.metadata.invocation_id)
                .collect();
            if queued.iter().all(|q| ids.contains(q)) {
                return ids;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    };
    let ids = tokio::time::timeout(Duration::from_secs(10), recorded)
        .await
        .expect("recorded within 10 s");
    assert_eq!(ids.len(), 3, "each once: {ids:?}");
    stop.send(true).unwrap();
    tokio::time::timeout(Duration::from_secs(10), task)
        .await
        .expect("stops")
        .expect("no panic");
}
