//! `event_id_for`: event ids derived from the invocation id, so a retried
//! invocation appends (and deduplicates) the same ids.

use decision_events::event_id_for;
use std::collections::HashSet;
use uuid::{Builder, Uuid, Variant};

/// A UUID v7 as a generator would make it, with a fixed time and tail.
fn invocation(millis: u64, random: [u8; 10]) -> Uuid {
    Builder::from_unix_timestamp_millis(millis, &random).into_uuid()
}

fn sample_invocation() -> Uuid {
    invocation(
        1_795_000_000_000,
        [0x9c, 0x4d, 0x5e, 0x6f, 0x70, 0x81, 0x92, 0xa3, 0xb4, 0xc5],
    )
}

#[test]
fn the_same_invocation_and_index_give_the_same_id() {
    let id = sample_invocation();
    assert_eq!(event_id_for(id, 3), event_id_for(id, 3));
    assert_eq!(
        event_id_for(id, 3),
        event_id_for(Uuid::from_bytes(*id.as_bytes()), 3)
    );
}

#[test]
fn the_first_thousand_indexes_give_distinct_ids() {
    for id in [
        sample_invocation(),
        invocation(0, [0; 10]),
        invocation(u64::from(u32::MAX), [0xff; 10]),
    ] {
        let ids: HashSet<Uuid> = (0..1000).map(|i| event_id_for(id, i)).collect();
        assert_eq!(ids.len(), 1000, "collision among the events of {id}");
    }
}

#[test]
fn different_invocations_give_different_ids_for_the_same_index() {
    let a = sample_invocation();
    let b = invocation(
        1_795_000_000_000,
        [0x9c, 0x4d, 0x5e, 0x6f, 0x70, 0x81, 0x92, 0xa3, 0xb4, 0xc6],
    );
    for i in 0..1000 {
        assert_ne!(event_id_for(a, i), event_id_for(b, i), "index {i}");
    }
}

#[test]
fn event_ids_keep_the_version_variant_and_timestamp_of_the_invocation() {
    let id = sample_invocation();
    assert_eq!(
        (id.get_version_num(), id.get_variant()),
        (7, Variant::RFC4122)
    );
    for i in (0..1000).chain([u16::MAX]) {
        let event_id = event_id_for(id, i);
        assert_eq!(event_id.get_version_num(), 7, "index {i}: {event_id}");
        assert_eq!(
            event_id.get_variant(),
            Variant::RFC4122,
            "index {i}: {event_id}"
        );
        assert_eq!(
            event_id.get_timestamp(),
            id.get_timestamp(),
            "index {i}: v7 time order kept"
        );
        assert_eq!(
            event_id.as_bytes()[..14],
            id.as_bytes()[..14],
            "index {i}: only the tail changes"
        );
    }
}

#[test]
fn no_event_id_equals_its_invocation_id() {
    let id = sample_invocation();
    for i in 0..1000 {
        assert_ne!(
            event_id_for(id, i),
            id,
            "index {i} reuses the invocation id"
        );
    }
}
