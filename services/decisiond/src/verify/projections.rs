//! Each projection's stored documents against a fresh fold of the events
//! up to its checkpoint.

use super::{Report, UpgradePending};
use crate::startup::Stores;
use decision_events::EventEnvelope;
use decision_projections::{Docs, fold_all};
use serde_json::Value;
use std::collections::BTreeMap;

const PAGE: usize = 1000;

pub(super) async fn check(
    stores: &Stores,
    events: &[EventEnvelope],
    report: &mut Report,
) -> anyhow::Result<()> {
    for projection in decision_projections::views::all() {
        let name = projection.name();
        let area = format!("projection:{name}");
        let checkpoint = stores.models.active_checkpoint(name).await?;
        let build = projection.version();
        if checkpoint.definition > build {
            report.found(
                &area,
                format!(
                    "the documents were built with definition {}, newer than this build's \
                     {build}: verify them with the release that wrote them",
                    checkpoint.definition
                ),
            );
            continue;
        }
        // An empty generation is stamped, not rebuilt: nothing pending.
        if checkpoint.definition < build && checkpoint.position != 0 {
            let rebuilding_position = stores
                .models
                .checkpoints(name)
                .await?
                .into_iter()
                .find(|c| !c.active && c.definition == build)
                .map(|c| c.position);
            report.upgrades_pending.push(UpgradePending {
                projection: name.to_owned(),
                definition: checkpoint.definition,
                build_definition: build,
                rebuilding_position,
            });
            continue;
        }
        // Events the projection has processed: the feed up to its checkpoint.
        let processed = match checkpoint.position {
            0 => 0,
            position => {
                match super::processed_upto(stores.models.as_ref(), events, position).await? {
                    Some(count) => count,
                    None => {
                        report.found(
                            &area,
                            format!("checkpoint {position} is not the position of any event"),
                        );
                        continue;
                    }
                }
            }
        };
        if processed < events.len() {
            report.checked.push(format!(
                "{name}: {} events behind (lag, not an error)",
                events.len() - processed
            ));
        }
        let parked: std::collections::HashSet<i64> = stores
            .models
            .parked(name)
            .await?
            .into_iter()
            .map(|p| p.position)
            .collect();
        let mut expected = Docs::default();
        let to_fold: Vec<EventEnvelope> = events[..processed]
            .iter()
            .filter(|e| !parked.contains(&e.position))
            .cloned()
            .collect();
        if let Err((position, error)) = fold_all(projection.as_ref(), &to_fold, &mut expected) {
            report.found(
                &area,
                format!("event at position {position} does not fold: {error}"),
            );
            continue;
        }
        let expected: BTreeMap<String, Value> = expected.changes().into_iter().collect();
        let stored = stored_docs(stores, name).await?;
        let mut differing = 0;
        for (key, doc) in &expected {
            match stored.get(key) {
                None => report.found(&area, format!("document {key} is missing")),
                Some(s) if s != doc => {
                    differing += 1;
                    report.found(&area, format!("document {key} differs from a fresh fold"));
                }
                Some(_) => {}
            }
        }
        for key in stored.keys().filter(|k| !expected.contains_key(*k)) {
            report.found(
                &area,
                format!("document {key} exists but no event produces it"),
            );
        }
        if !parked.is_empty() {
            report.found(
                &area,
                format!(
                    "{} events are parked (see `decisiond projections status`)",
                    parked.len()
                ),
            );
        }
        report.checked.push(format!(
            "{name}: {} documents at checkpoint {} ({differing} differing)",
            stored.len(),
            checkpoint.position
        ));
    }
    Ok(())
}

async fn stored_docs(stores: &Stores, name: &str) -> anyhow::Result<BTreeMap<String, Value>> {
    let mut out = BTreeMap::new();
    let mut after: Option<String> = None;
    loop {
        let page = stores
            .models
            .scan_docs(name, "", after.as_deref(), PAGE)
            .await?;
        let done = page.len() < PAGE;
        for (key, doc) in page {
            after = Some(key.clone());
            out.insert(key, doc);
        }
        if done {
            return Ok(out);
        }
    }
}
