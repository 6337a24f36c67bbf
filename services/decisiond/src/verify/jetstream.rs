//! The JetStream stream against the event store: every event the relay
//! has passed is in the stream exactly once (by `Nats-Msg-Id`), on its
//! subject, and each cycle's events are in version order.

use super::Report;
use async_nats::jetstream;
use async_nats::jetstream::stream::LastRawMessageErrorKind;
use decision_events::EventEnvelope;
use decision_relay::RelayConfig;
use decision_relay::headers::MSG_ID;
use decision_store::read_models::ReadModelStore;
use std::collections::{BTreeMap, HashMap};

pub(super) async fn check(
    config: &RelayConfig,
    models: &dyn ReadModelStore,
    events: &[EventEnvelope],
    report: &mut Report,
) -> anyhow::Result<()> {
    let area = format!("jetstream:{}", config.stream);
    let client = decision_relay::connect(&config.nats, "decisiond-verify")
        .await
        .map_err(anyhow::Error::msg)?;
    let js = jetstream::new(client);
    let mut stream = js
        .get_stream(&config.stream)
        .await
        .map_err(|e| anyhow::anyhow!("stream {} not found: {e}", config.stream))?;
    let state = stream.info().await?.state.clone();

    // What the stream holds, by message id, in stream order.
    let mut seen: HashMap<String, Vec<u64>> = HashMap::new();
    let mut versions_by_cycle: BTreeMap<String, Vec<(u64, u64)>> = BTreeMap::new();
    let mut cycle_of: HashMap<String, String> = HashMap::new();
    for sequence in state.first_sequence.max(1)..=state.last_sequence {
        let message = match stream.get_raw_message(sequence).await {
            Ok(m) => m,
            Err(e) if matches!(e.kind(), LastRawMessageErrorKind::NoMessageFound) => continue,
            Err(e) => return Err(e.into()),
        };
        let Some(id) = message.headers.get(MSG_ID).map(|v| v.as_str().to_owned()) else {
            report.found(&area, format!("message {sequence} has no {MSG_ID} header"));
            continue;
        };
        seen.entry(id.clone()).or_default().push(sequence);
        if let Ok(envelope) = serde_json::from_slice::<EventEnvelope>(&message.payload) {
            cycle_of.insert(id.clone(), envelope.cycle_id.to_string());
            let expected = decision_relay::event_subject(
                &config.subject_prefix,
                &envelope.cycle_id,
                &envelope.event_type,
            );
            if message.subject.as_str() != expected {
                report.found(
                    &area,
                    format!(
                        "message {sequence} is on {} instead of {expected}",
                        message.subject
                    ),
                );
            }
            versions_by_cycle
                .entry(envelope.cycle_id.to_string())
                .or_default()
                .push((sequence, envelope.version));
        } else {
            report.found(
                &area,
                format!("message {sequence} ({id}) is not an event envelope"),
            );
        }
    }

    // Only events the relay has passed must be there; the rest is lag.
    let checkpoint = models
        .active_checkpoint(&config.checkpoint_name())
        .await?
        .position;
    let relayed = match checkpoint {
        0 => 0,
        p => super::processed_upto(models, events, p).await?.unwrap_or(0),
    };
    // Cycles erased past the checkpoint: the relay purges their messages
    // when it reaches their tombstones; until then those are lag.
    let purge_pending: std::collections::HashSet<String> = events[relayed..]
        .iter()
        .filter(|e| e.event_type == decision_events::CycleErased::EVENT_TYPE)
        .map(|e| e.cycle_id.to_string())
        .collect();
    let stored: HashMap<String, &EventEnvelope> =
        events.iter().map(|e| (e.event_id.to_string(), e)).collect();
    for event in &events[..relayed] {
        match seen.get(&event.event_id.to_string()).map(Vec::len) {
            None => report.found(
                &area,
                format!(
                    "event {} ({} v{} of cycle {}, position {}) is missing from the stream",
                    event.event_id, event.event_type, event.version, event.cycle_id, event.position
                ),
            ),
            Some(1) => {}
            Some(n) => report.found(
                &area,
                format!("event {} is in the stream {n} times", event.event_id),
            ),
        }
    }
    for (id, sequences) in &seen {
        let awaiting_purge = cycle_of
            .get(id)
            .is_some_and(|cycle| purge_pending.contains(cycle));
        if !stored.contains_key(id) && !awaiting_purge {
            report.found(
                &area,
                format!("message(s) {sequences:?} carry {id}, which is no stored event"),
            );
        }
    }
    for (cycle, versions) in &versions_by_cycle {
        if versions.windows(2).any(|w| w[1].1 <= w[0].1) {
            report.found(
                &area,
                format!("cycle {cycle}: events out of version order in the stream"),
            );
        }
    }
    let behind = events.len() - relayed;
    report.checked.push(format!(
        "{area}: {} messages for {relayed} relayed events{}",
        seen.values().map(Vec::len).sum::<usize>(),
        if behind > 0 {
            format!(" ({behind} not relayed yet: lag, not an error)")
        } else {
            String::new()
        }
    ));
    Ok(())
}
