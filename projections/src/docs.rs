//! The documents one batch of events reads and writes.

use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};

/// Read-model documents by key, as loaded before a batch, plus what the
/// batch changed. The worker loads every key the batch's events name, runs
/// the projection, then writes [`Docs::changes`] and the checkpoint in one
/// transaction.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Docs {
    docs: BTreeMap<String, Value>,
    dirty: BTreeSet<String>,
}

impl Docs {
    /// Documents as currently stored (missing keys are simply absent).
    pub fn loaded(docs: impl IntoIterator<Item = (String, Value)>) -> Docs {
        Docs {
            docs: docs.into_iter().collect(),
            dirty: BTreeSet::new(),
        }
    }

    pub fn get(&self, key: &str) -> Option<&Value> {
        self.docs.get(key)
    }

    pub fn put(&mut self, key: impl Into<String>, doc: Value) {
        let key = key.into();
        if self.docs.get(&key) != Some(&doc) {
            self.dirty.insert(key.clone());
            self.docs.insert(key, doc);
        }
    }

    /// Every document written since loading, in key order, consuming the
    /// set (a batch's documents are large; no copy).
    pub fn into_changes(mut self) -> Vec<(String, Value)> {
        let dirty = std::mem::take(&mut self.dirty);
        dirty
            .into_iter()
            .filter_map(|k| self.docs.remove(&k).map(|v| (k, v)))
            .collect()
    }

    /// Every document, as loaded or as last written.
    pub fn into_docs(self) -> impl Iterator<Item = (String, Value)> {
        self.docs.into_iter()
    }

    /// Every document written since loading, in key order.
    pub fn changes(&self) -> Vec<(String, Value)> {
        self.dirty
            .iter()
            .filter_map(|k| self.docs.get(k).map(|v| (k.clone(), v.clone())))
            .collect()
    }
}
