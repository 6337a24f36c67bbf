//! The event store's own invariants, over the whole feed.

use super::Report;
use decision_events::{CycleErased, DomainEvent, EventEnvelope};
use decision_store::EventStore;
use std::collections::BTreeMap;
use uuid::Uuid;

const PAGE: usize = 1000;

/// Reads the whole feed (commit order) and checks every stream; returns
/// the events for the other checks.
pub(super) async fn check(
    store: &dyn EventStore,
    report: &mut Report,
) -> anyhow::Result<Vec<EventEnvelope>> {
    let mut events = Vec::new();
    let mut after = 0;
    loop {
        let page = store.read_feed(after, PAGE).await?;
        let Some(last) = page.last() else { break };
        after = last.position;
        events.extend(page);
    }
    let mut versions: BTreeMap<Uuid, Vec<&EventEnvelope>> = BTreeMap::new();
    for e in &events {
        if let Err(error) = e.event() {
            report.found(
                "store",
                format!(
                    "event {} ({} at position {}) does not decode: {error}",
                    e.event_id, e.event_type, e.position
                ),
            );
        }
        versions.entry(e.cycle_id).or_default().push(e);
    }
    let mut erased = 0;
    for (cycle, mut stream) in versions.iter().map(|(c, s)| (*c, s.clone())) {
        stream.sort_by_key(|e| e.version);
        // An erased cycle: its tombstone is all the feed shows (the earlier
        // versions are blanked rows the feed skips), and nothing follows it.
        if stream
            .iter()
            .any(|e| e.event_type == CycleErased::EVENT_TYPE)
        {
            erased += 1;
            if stream.len() != 1 {
                report.found(
                    "store",
                    format!(
                        "erased cycle {cycle} shows {} events besides its tombstone",
                        stream.len() - 1
                    ),
                );
            }
            let direct = store.read_stream(cycle, 0).await?;
            if direct.len() != 1 {
                report.found(
                    "store",
                    format!(
                        "erased cycle {cycle}: the stream reads {} events",
                        direct.len()
                    ),
                );
            }
            continue;
        }
        for (i, e) in stream.iter().enumerate() {
            let expected = i as u64 + 1;
            if e.version != expected {
                report.found(
                    "store",
                    format!(
                        "cycle {cycle}: expected version {expected}, found {} (position {})",
                        e.version, e.position
                    ),
                );
                break;
            }
        }
        if !matches!(
            stream.first().and_then(|e| e.event().ok()),
            Some(DomainEvent::CycleCreated(_))
        ) {
            report.found(
                "store",
                format!("cycle {cycle} does not start with CycleCreated"),
            );
        }
        // The stream read directly must hold the same events as the feed.
        let direct = store.read_stream(cycle, 0).await?;
        if direct.len() != stream.len() {
            report.found(
                "store",
                format!(
                    "cycle {cycle}: the feed has {} events, the stream {}",
                    stream.len(),
                    direct.len()
                ),
            );
        }
    }
    report.events = events.len() as u64;
    report.cycles = versions.len() as u64;
    report.checked.push(format!(
        "store: {} streams ({erased} erased)",
        versions.len()
    ));
    Ok(events)
}
