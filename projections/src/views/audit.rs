//! `audit`: per-tool statistics of the tool calls, per cycle and
//! overall. (The invocation log itself is not copied here: it is the
//! cycle's `ToolInvocationRecorded` events, read from the store.)

use super::View;
use crate::invocation_log::{self, InvocationRecord};
use crate::{Docs, Fold, Projection, ProjectionError, apply_as_one_event_batch};
use decision_events::{
    CallCounts, CycleErased, DomainEvent, EventEnvelope, EventTypes, ToolInvocationRecorded,
    ToolResultClass,
};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::collections::btree_map::Entry;
use uuid::Uuid;

pub const NAME: &str = "audit";

/// The statistics key of every call to a tool the catalog does not have.
pub const UNKNOWN_TOOL: &str = "unknown";

/// Upper bounds (ms) of the duration histogram buckets; the last is open.
pub const BUCKETS_MS: [u32; 12] = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000];

pub fn stats_key(cycle: Option<Uuid>) -> String {
    match cycle {
        Some(c) => format!("stats/{c}"),
        None => "stats/all".into(),
    }
}

/// One cycle's per-tool statistics.
pub const CYCLE_STATS: View<Stats> = View::new(NAME, |cycle| stats_key(Some(cycle)));

/// Counts and durations of one tool (or of all tools together).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolStats {
    pub calls: u64,
    pub failures: u64,
    /// Calls per result class (`success`, `validation_error`, …).
    pub by_result: BTreeMap<String, u64>,
    pub total_ms: u64,
    pub max_ms: u32,
    pub mean_ms: f64,
    /// Upper bound of the bucket holding the 95th percentile.
    pub p95_ms: u32,
    /// Calls per duration bucket (see [`BUCKETS_MS`]; one extra open bucket).
    pub histogram: Vec<u64>,
    /// Of `calls`, the replays of a read (the same idempotency key and
    /// request again): counted like calls, and here on their own
    /// (decision 26). Not kept for an erased cycle.
    #[serde(default)]
    pub replays: u64,
}

/// The histogram bucket of a duration.
fn bucket_of(duration_ms: u32) -> usize {
    BUCKETS_MS
        .iter()
        .position(|b| duration_ms <= *b)
        .unwrap_or(BUCKETS_MS.len())
}

/// The statistics key of a tool name: catalog tools by name, any other
/// under [`UNKNOWN_TOOL`].
fn tool_key(name: &str) -> &str {
    match decision_domain::is_tool_name(name) {
        true => name,
        false => UNKNOWN_TOOL,
    }
}

impl ToolStats {
    fn record(&mut self, r: &InvocationRecord) {
        if self.histogram.is_empty() {
            self.histogram = vec![0; BUCKETS_MS.len() + 1];
        }
        self.calls += 1;
        if r.call.replay_of.is_some() {
            self.replays += 1;
        }
        if r.call.result != ToolResultClass::Success {
            self.failures += 1;
        }
        *self
            .by_result
            .entry(r.call.result.as_str().to_owned())
            .or_default() += 1;
        self.total_ms += u64::from(r.call.duration_ms);
        self.max_ms = self.max_ms.max(r.call.duration_ms);
        self.histogram[bucket_of(r.call.duration_ms)] += 1;
        self.derive();
    }

    /// Mean and p95, from the counts (as `record` computes them).
    fn derive(&mut self) {
        self.mean_ms = self.total_ms as f64 / self.calls as f64;
        self.p95_ms = self.percentile(0.95);
    }

    /// Takes out the calls `other` counted (an erased cycle's, counted
    /// live), keeping the maximum: the erased cycle's own maximum comes
    /// back with [`ToolStats::add`]. Empty afterwards: the default, which
    /// is what a rebuild that never saw those calls holds.
    fn subtract(&mut self, other: &ToolStats) {
        self.calls = self.calls.saturating_sub(other.calls);
        self.failures = self.failures.saturating_sub(other.failures);
        self.replays = self.replays.saturating_sub(other.replays);
        for (class, n) in &other.by_result {
            if let Some(count) = self.by_result.get_mut(class) {
                *count = count.saturating_sub(*n);
                if *count == 0 {
                    self.by_result.remove(class);
                }
            }
        }
        self.total_ms = self.total_ms.saturating_sub(other.total_ms);
        for (mine, theirs) in self.histogram.iter_mut().zip(&other.histogram) {
            *mine = mine.saturating_sub(*theirs);
        }
        if self.calls == 0 {
            *self = ToolStats::default();
        } else {
            self.derive();
        }
    }

    /// Counts an erased cycle's calls, as its tombstone carries them.
    fn add(&mut self, counts: &CallCounts) {
        let calls: u64 = counts.by_result.values().sum();
        if calls == 0 {
            return;
        }
        if self.histogram.is_empty() {
            self.histogram = vec![0; BUCKETS_MS.len() + 1];
        }
        self.calls += calls;
        self.failures += counts
            .by_result
            .iter()
            .filter(|(class, _)| class.as_str() != ToolResultClass::Success.as_str())
            .map(|(_, n)| n)
            .sum::<u64>();
        for (class, n) in &counts.by_result {
            *self.by_result.entry(class.clone()).or_default() += n;
        }
        self.total_ms += counts.total_ms;
        self.max_ms = self.max_ms.max(counts.max_ms);
        for (mine, theirs) in self.histogram.iter_mut().zip(&counts.histogram) {
            *mine += theirs;
        }
        self.derive();
    }

    fn percentile(&self, p: f64) -> u32 {
        let target = (self.calls as f64 * p).ceil() as u64;
        let mut seen = 0;
        for (i, n) in self.histogram.iter().enumerate() {
            seen += n;
            if seen >= target {
                return BUCKETS_MS.get(i).copied().unwrap_or(self.max_ms);
            }
        }
        self.max_ms
    }
}

/// Statistics of a cycle (or of all cycles).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Stats {
    pub overall: ToolStats,
    pub tools: BTreeMap<String, ToolStats>,
}

impl Stats {
    /// The service-wide statistics once a cycle is erased: the calls
    /// counted live for it (`counted`, its own statistics) are replaced by
    /// the counts its tombstone carries. Whatever part of the cycle was
    /// projected before, the result is what a rebuild (which sees only the
    /// tombstone) computes: sums and maxima commute.
    fn replace_erased(&mut self, counted: &Stats, erased: &CycleErased) {
        self.overall.subtract(&counted.overall);
        for (tool, stats) in &counted.tools {
            if let Some(mine) = self.tools.get_mut(tool) {
                mine.subtract(stats);
                if mine.calls == 0 {
                    self.tools.remove(tool);
                }
            }
        }
        for (tool, counts) in &erased.calls {
            self.overall.add(counts);
            if counts.by_result.values().any(|n| *n > 0) {
                self.tools.entry(tool.clone()).or_default().add(counts);
            }
        }
    }
}

/// What an erased cycle's tombstone keeps of its calls: per tool (catalog
/// names, else `unknown`), the counts the service-wide statistics hold.
pub fn erased_calls(events: &[EventEnvelope]) -> BTreeMap<String, CallCounts> {
    let mut calls: BTreeMap<String, CallCounts> = BTreeMap::new();
    for record in invocation_log::fold(events) {
        let counts = calls
            .entry(tool_key(&record.call.tool_name).to_owned())
            .or_default();
        if counts.histogram.is_empty() {
            counts.histogram = vec![0; BUCKETS_MS.len() + 1];
        }
        *counts
            .by_result
            .entry(record.call.result.as_str().to_owned())
            .or_default() += 1;
        counts.total_ms += u64::from(record.call.duration_ms);
        counts.max_ms = counts.max_ms.max(record.call.duration_ms);
        counts.histogram[bucket_of(record.call.duration_ms)] += 1;
    }
    calls
}

pub struct AuditViews;

/// The event types that change these views: audit records (every tool
/// call appends one), and an erasure (its cycle's rows go).
pub const EVENT_TYPES: EventTypes =
    EventTypes::Only(&[ToolInvocationRecorded::EVENT_TYPE, CycleErased::EVENT_TYPE]);

/// Whether events of `event_type` change these views ([`EVENT_TYPES`]).
pub fn concerns_type(event_type: &str) -> bool {
    EVENT_TYPES.contains(event_type)
}

impl Projection for AuditViews {
    fn name(&self) -> &'static str {
        NAME
    }

    /// 2: the statistics count every tool name the catalog lacks under one
    /// `unknown` key (they were keyed by the name as called). 3: no copy
    /// of the invocation log (`invocation/<cycle>/<position>` documents);
    /// the log is read from the store.
    fn version(&self) -> u32 {
        3
    }

    fn keys(&self, event: &EventEnvelope) -> Vec<String> {
        if !self.concerns(event) {
            return Vec::new();
        }
        vec![stats_key(Some(event.cycle_id)), stats_key(None)]
    }

    fn concerns(&self, event: &EventEnvelope) -> bool {
        concerns_type(&event.event_type)
    }

    fn event_types(&self) -> Option<EventTypes> {
        Some(EVENT_TYPES)
    }

    fn apply(&self, event: &EventEnvelope, docs: &mut Docs) -> Result<(), ProjectionError> {
        apply_as_one_event_batch(self, event, docs)
    }

    fn fold(&self) -> Box<dyn Fold + '_> {
        Box::<AuditFold>::default()
    }
}

/// A batch's pass: each statistics document is decoded once, counts every
/// call of the batch, and is written once at [`Fold::finish`].
#[derive(Default)]
struct AuditFold {
    stats: BTreeMap<String, Stats>,
}

impl AuditFold {
    /// An erased cycle: its statistics go, and the
    /// service-wide statistics count its calls from the tombstone.
    fn erase(&mut self, event: &EventEnvelope, docs: &mut Docs) -> Result<(), ProjectionError> {
        let Ok(DomainEvent::CycleErased(erased)) = event.event() else {
            return Err(ProjectionError("CycleErased does not decode".into()));
        };
        let cycle_key = stats_key(Some(event.cycle_id));
        // Both decoded before anything changes.
        let counted = self.stats(cycle_key.clone(), docs)?.clone();
        self.stats(stats_key(None), docs)?
            .replace_erased(&counted, &erased);
        self.stats.remove(&cycle_key);
        docs.remove_prefix(cycle_key);
        Ok(())
    }

    /// The statistics under `key`, decoded from `docs` on first use.
    fn stats(&mut self, key: String, docs: &Docs) -> Result<&mut Stats, ProjectionError> {
        Ok(match self.stats.entry(key) {
            Entry::Occupied(o) => o.into_mut(),
            Entry::Vacant(v) => {
                let stats = match docs.get(v.key()) {
                    Some(doc) => Stats::deserialize(doc).map_err(|e| {
                        ProjectionError(format!("stored {} does not decode: {e}", v.key()))
                    })?,
                    None => Stats::default(),
                };
                v.insert(stats)
            }
        })
    }
}

impl Fold for AuditFold {
    fn apply(&mut self, event: &EventEnvelope, docs: &mut Docs) -> Result<(), ProjectionError> {
        if event.event_type == CycleErased::EVENT_TYPE {
            return self.erase(event, docs);
        }
        let record = invocation_log::record(event)
            .ok_or_else(|| ProjectionError("ToolInvocationRecorded does not decode".into()))?;
        // Decode both before counting in either, so a failure changes nothing.
        let keys = [stats_key(Some(event.cycle_id)), stats_key(None)];
        for key in &keys {
            self.stats(key.clone(), docs)?;
        }
        // Only catalog tools are keys: a made-up name, however long or
        // many, counts under one `unknown`.
        let tool = tool_key(&record.call.tool_name);
        for key in keys {
            let stats = self.stats(key, docs)?;
            stats.overall.record(&record);
            stats
                .tools
                .entry(tool.to_owned())
                .or_default()
                .record(&record);
        }
        Ok(())
    }

    fn finish(self: Box<Self>, docs: &mut Docs) {
        for (key, stats) in self.stats {
            docs.put(key, serde_json::to_value(stats).expect("plain data"));
        }
    }
}
