//! `audit`: the tool-invocation log (one document per call, keyed so a
//! cycle's calls sort by position) and per-tool statistics per cycle and
//! overall.

use crate::invocation_log::{self, InvocationRecord};
use crate::{Docs, Fold, Projection, ProjectionError, apply_as_one_event_batch};
use decision_events::{EventEnvelope, ToolInvocationRecorded};
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

/// `invocation/<cycle>/<position, zero-padded>`: sorts by position.
pub fn invocation_key(cycle: Uuid, position: i64) -> String {
    format!("{}{position:020}", invocation_prefix(cycle))
}
pub fn invocation_prefix(cycle: Uuid) -> String {
    format!("invocation/{cycle}/")
}
pub fn stats_key(cycle: Option<Uuid>) -> String {
    match cycle {
        Some(c) => format!("stats/{c}"),
        None => "stats/all".into(),
    }
}

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
}

impl ToolStats {
    fn record(&mut self, r: &InvocationRecord) {
        if self.histogram.is_empty() {
            self.histogram = vec![0; BUCKETS_MS.len() + 1];
        }
        self.calls += 1;
        if r.call.result != decision_events::ToolResultClass::Success {
            self.failures += 1;
        }
        *self
            .by_result
            .entry(r.call.result.as_str().to_owned())
            .or_default() += 1;
        self.total_ms += u64::from(r.call.duration_ms);
        self.max_ms = self.max_ms.max(r.call.duration_ms);
        let bucket = BUCKETS_MS
            .iter()
            .position(|b| r.call.duration_ms <= *b)
            .unwrap_or(BUCKETS_MS.len());
        self.histogram[bucket] += 1;
        self.mean_ms = self.total_ms as f64 / self.calls as f64;
        self.p95_ms = self.percentile(0.95);
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

pub struct AuditViews;

/// Whether events of `event_type` change these views: only audit records
/// (every tool call appends one).
pub fn concerns_type(event_type: &str) -> bool {
    event_type == ToolInvocationRecorded::EVENT_TYPE
}

impl Projection for AuditViews {
    fn name(&self) -> &'static str {
        NAME
    }

    /// 2: the statistics count every tool name the catalog lacks under one
    /// `unknown` key (they were keyed by the name as called).
    fn version(&self) -> u32 {
        2
    }

    fn keys(&self, event: &EventEnvelope) -> Vec<String> {
        if !self.concerns(event) {
            return Vec::new();
        }
        // The invocation's own document is only written, never read: a
        // worker need not look for it first.
        vec![stats_key(Some(event.cycle_id)), stats_key(None)]
    }

    fn concerns(&self, event: &EventEnvelope) -> bool {
        concerns_type(&event.event_type)
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
        let record = invocation_log::fold(std::slice::from_ref(event))
            .pop()
            .ok_or_else(|| ProjectionError("ToolInvocationRecorded does not decode".into()))?;
        // Decode both before counting in either, so a failure changes nothing.
        let keys = [stats_key(Some(event.cycle_id)), stats_key(None)];
        for key in &keys {
            self.stats(key.clone(), docs)?;
        }
        // Only catalog tools are keys: a made-up name, however long or
        // many, counts under one `unknown`.
        let tool = match decision_domain::is_tool_name(&record.call.tool_name) {
            true => record.call.tool_name.as_str(),
            false => UNKNOWN_TOOL,
        };
        for key in keys {
            let stats = self.stats(key, docs)?;
            stats.overall.record(&record);
            stats
                .tools
                .entry(tool.to_owned())
                .or_default()
                .record(&record);
        }
        docs.put(
            invocation_key(event.cycle_id, event.position),
            serde_json::to_value(&record).expect("plain data"),
        );
        Ok(())
    }

    fn finish(self: Box<Self>, docs: &mut Docs) {
        for (key, stats) in self.stats {
            docs.put(key, serde_json::to_value(stats).expect("plain data"));
        }
    }
}
