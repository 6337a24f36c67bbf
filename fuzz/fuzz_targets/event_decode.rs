//! The read side of the store: bytes as a stored event comes back — an
//! `EventEnvelope` (JSON; the SQLite adapter keeps payload and metadata as
//! JSON text) or a bare `{"event_type", "payload"}` `DomainEvent` (the
//! golden fixtures' form) — decoded with `EventEnvelope::event()` and
//! folded into cycle states with `apply`, as `App::load` and the
//! projections do. A decoded event must encode and decode again to itself.
//! Must never panic.
#![no_main]

use decision_domain::apply;
use decision_events::{DomainEvent, EventEnvelope};
use decision_fuzz::{assert_round_trips, world};
use libfuzzer_sys::fuzz_target;
use uuid::Uuid;

fn check(event: &DomainEvent) {
    // The audit record carries the agent's parameters (any JSON, floats
    // included): it must decode again, not necessarily bit for bit.
    let exact = !matches!(event, DomainEvent::ToolInvocationRecorded(_));
    assert_round_trips(event, Uuid::from_u128(7), 0, exact);
    let world = world();
    let last = world.snapshots.len() - 1;
    for index in [0, 1, last / 2, last] {
        let _ = apply(world.snapshots[index].clone(), event);
    }
}

fuzz_target!(
    init: {
        world();
    },
    |data: &[u8]| {
        if let Ok(envelope) = serde_json::from_slice::<EventEnvelope>(data) {
            let _ = serde_json::to_string(&envelope);
            if let Ok(event) = envelope.event() {
                assert_eq!(event.event_type(), envelope.event_type);
                check(&event);
            }
        }
        if let Ok(event) = serde_json::from_slice::<DomainEvent>(data) {
            check(&event);
        }
    }
);
