//! What the worker's tests share: appending one event as a test actor.

use decision_events::{DomainEvent, EventMetadata, NewEvent};
use decision_store::{AppendRequest, EventStore};
use uuid::Uuid;

/// Appends `event` to `cycle` at `version` (the cycle's version before it).
pub async fn append(store: &dyn EventStore, cycle: Uuid, version: u64, event: DomainEvent) {
    let metadata = EventMetadata {
        correlation_id: cycle,
        causation_id: None,
        actor: "test".into(),
        actor_kind: None,
        invocation_id: None,
        conversation_turn: None,
        trace_context: None,
    };
    store
        .append(AppendRequest {
            cycle_id: cycle,
            expected_version: version,
            events: vec![NewEvent::new(Uuid::now_v7(), &event, metadata)],
            idempotency: None,
        })
        .await
        .expect("append");
}
