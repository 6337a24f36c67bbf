//! `decisiond verify`: reconciles the event store, every projection and
//! (when configured) the JetStream stream, and reports each discrepancy.
//!
//! * store — every stream starts with `CycleCreated`, versions run 1..n
//!   without gaps, every event decodes into its type;
//! * projections — each checkpoint is a real position; re-folding the
//!   events up to the checkpoint with the same pure projection gives
//!   exactly the stored documents (missing, extra and differing keys are
//!   listed); lag is reported; documents built with an older definition of
//!   the projection are an upgrade pending, reported but not compared (this
//!   build's fold writes another shape), and a newer one is a discrepancy
//!   (this build cannot vouch for them);
//! * JetStream (see `jetstream.rs`) — every event present exactly once, in
//!   per-cycle order, with `Nats-Msg-Id` = event id.

mod jetstream;
mod projections;
mod store;

use crate::startup::Stores;
use serde::Serialize;

/// One finding; any finding makes verify exit non-zero.
#[derive(Debug, Clone, Serialize)]
pub struct Discrepancy {
    /// `store`, `projection:<name>` or `jetstream`.
    pub area: String,
    pub what: String,
}

/// A projection whose documents were built with an older definition than
/// this build's: not data loss, they are rebuilt when this build's
/// projector starts (or by `decisiond projections rebuild`).
#[derive(Debug, Clone, Serialize)]
pub struct UpgradePending {
    pub projection: String,
    /// The definition the stored documents were built with.
    pub definition: u32,
    pub build_definition: u32,
    /// How far the rebuild with this build's definition has come, if one
    /// is under way.
    pub rebuilding_position: Option<i64>,
}

/// What verify checked and found.
#[derive(Debug, Default, Serialize)]
pub struct Report {
    pub events: u64,
    pub cycles: u64,
    pub checked: Vec<String>,
    pub discrepancies: Vec<Discrepancy>,
    /// Not discrepancies, but these projections' documents were not
    /// compared.
    pub upgrades_pending: Vec<UpgradePending>,
}

impl Report {
    pub fn ok(&self) -> bool {
        self.discrepancies.is_empty()
    }

    pub(crate) fn found(&mut self, area: &str, what: impl Into<String>) {
        self.discrepancies.push(Discrepancy {
            area: area.to_owned(),
            what: what.into(),
        });
    }

    /// Human-readable summary, one line per finding (capped per area).
    pub fn render(&self) -> String {
        let mut out = format!(
            "verified {} events in {} cycles: {}\n",
            self.events,
            self.cycles,
            self.checked.join("; ")
        );
        for u in &self.upgrades_pending {
            let under_way = match u.rebuilding_position {
                Some(position) => format!("a rebuild is under way, at position {position}"),
                None => format!(
                    "they are rebuilt when this build's service starts, or by `decisiond \
                     projections rebuild {}`",
                    u.projection
                ),
            };
            out.push_str(&format!(
                "UPGRADE PENDING: projection {}: its documents were built with definition {}, \
                 this build writes {}; not compared (not data loss: {under_way})\n",
                u.projection, u.definition, u.build_definition
            ));
        }
        if self.ok() {
            out.push_str("OK: no discrepancies\n");
            return out;
        }
        out.push_str(&format!(
            "FAILED: {} discrepancies\n",
            self.discrepancies.len()
        ));
        for d in self.discrepancies.iter().take(200) {
            out.push_str(&format!("  [{}] {}\n", d.area, d.what));
        }
        if self.discrepancies.len() > 200 {
            out.push_str(&format!(
                "  … and {} more\n",
                self.discrepancies.len() - 200
            ));
        }
        out
    }
}

/// Runs every check against the configured stores (and the JetStream
/// stream when `nats` is given).
pub async fn verify(
    stores: &Stores,
    nats: Option<&decision_relay::RelayConfig>,
) -> anyhow::Result<Report> {
    let mut report = Report::default();
    let events = store::check(stores.events.as_ref(), &mut report).await?;
    projections::check(stores, &events, &mut report).await?;
    if let Some(config) = nats {
        jetstream::check(config, stores.models.as_ref(), &events, &mut report).await?;
    }
    Ok(report)
}

/// How many of `events` (the feed, in feed order) a reader whose
/// checkpoint is `checkpoint` has processed; `None` when the checkpoint is
/// no stored row at all. A checkpoint may name an erased event's row (the
/// feed skips it, its place stays): the store's feed order then tells,
/// by binary search (processing is a prefix of the feed).
pub(super) async fn processed_upto(
    models: &dyn decision_store::read_models::ReadModelStore,
    events: &[decision_events::EventEnvelope],
    checkpoint: decision_store::Position,
) -> anyhow::Result<Option<usize>> {
    if let Some(i) = events.iter().position(|e| e.position == checkpoint) {
        return Ok(Some(i + 1));
    }
    let (mut lo, mut hi) = (0, events.len());
    while lo < hi {
        let mid = (lo + hi) / 2;
        match models.has_passed(checkpoint, events[mid].position).await {
            Ok(true) => lo = mid + 1,
            Ok(false) => hi = mid,
            // Not a stored position: nothing to compare with.
            Err(decision_store::StoreError::UnknownPosition(_)) => return Ok(None),
            Err(e) => return Err(e.into()),
        }
    }
    Ok(Some(lo))
}
