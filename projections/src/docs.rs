//! The documents one batch of events reads and writes.

use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet, HashSet};

/// Documents with their keys.
pub type Entries = Vec<(String, Value)>;

/// Read-model documents by key, as loaded before a batch, plus what the
/// batch changed. The worker loads every key the batch's events name, runs
/// the projection, then writes [`Docs::changes`] and the checkpoint in one
/// transaction.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Docs {
    docs: BTreeMap<String, Value>,
    dirty: BTreeSet<String>,
    /// Key prefixes whose documents the batch deletes (an erased cycle's).
    deleted: BTreeSet<String>,
}

impl Docs {
    /// Documents as currently stored (missing keys are simply absent).
    pub fn loaded(docs: impl IntoIterator<Item = (String, Value)>) -> Docs {
        Docs {
            docs: docs.into_iter().collect(),
            dirty: BTreeSet::new(),
            deleted: BTreeSet::new(),
        }
    }

    /// Adds documents as stored (not changes): the ones a later batch of
    /// the same pass needs and did not have yet.
    pub fn load(&mut self, docs: impl IntoIterator<Item = (String, Value)>) {
        self.docs.extend(docs);
    }

    pub fn get(&self, key: &str) -> Option<&Value> {
        self.docs.get(key)
    }

    /// Takes a document out to rework it (no copy); it must be `put`
    /// back, and then counts as written.
    pub fn take(&mut self, key: &str) -> Option<Value> {
        self.docs.remove(key)
    }

    pub fn put(&mut self, key: impl Into<String>, doc: Value) {
        let key = key.into();
        if self.docs.get(&key) != Some(&doc) {
            self.dirty.insert(key.clone());
            self.docs.insert(key, doc);
        }
    }

    /// Deletes every document whose key starts with `prefix` (loaded,
    /// written, or only stored): the store deletes them before it writes
    /// the batch's documents, so one put under the prefix afterwards is
    /// kept. An empty prefix deletes nothing.
    pub fn remove_prefix(&mut self, prefix: impl Into<String>) {
        let prefix = prefix.into();
        if prefix.is_empty() {
            return;
        }
        self.docs.retain(|k, _| !k.starts_with(&prefix));
        self.dirty.retain(|k| !k.starts_with(&prefix));
        self.deleted.insert(prefix);
    }

    /// The prefixes [`Docs::remove_prefix`] deleted, in order; none stay.
    pub fn take_deleted(&mut self) -> Vec<String> {
        std::mem::take(&mut self.deleted).into_iter().collect()
    }

    /// Every document written since loading, in key order, consuming the
    /// set (a batch's documents are large; no copy).
    pub fn into_changes(mut self) -> Entries {
        self.take_changes()
    }

    /// Every document written since loading, in key order, and the others
    /// (as loaded): all the documents, none copied.
    pub fn into_parts(mut self) -> (Entries, Entries) {
        let changes = self.take_changes();
        (changes, self.docs.into_iter().collect())
    }

    /// Every document written since loading, in key order, and the
    /// documents under `keep` as the start of the next pass (as stored once
    /// the changes are committed). Copies only what is both written and
    /// kept.
    pub fn split_changes(mut self, keep: &HashSet<String>) -> (Entries, Docs) {
        let changes = self.take_changes();
        self.docs.retain(|k, _| keep.contains(k));
        for (key, doc) in &changes {
            if keep.contains(key) {
                self.docs.insert(key.clone(), doc.clone());
            }
        }
        (changes, self)
    }

    /// Moves the written documents out, in key order; nothing stays dirty.
    fn take_changes(&mut self) -> Entries {
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

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn into_parts_splits_the_written_from_the_rest() {
        let mut docs = Docs::loaded([
            ("read".to_owned(), json!(1)),
            ("untouched".to_owned(), json!(2)),
        ]);
        docs.put("read", json!(10));
        docs.put("untouched", json!(2)); // same value: not a change
        docs.put("new", json!(3));
        let (changes, rest) = docs.into_parts();
        assert_eq!(
            changes,
            vec![("new".to_owned(), json!(3)), ("read".to_owned(), json!(10))]
        );
        assert_eq!(rest, vec![("untouched".to_owned(), json!(2))]);
    }

    #[test]
    fn split_changes_writes_every_change_and_keeps_only_what_is_asked() {
        let mut docs = Docs::loaded([
            ("read".to_owned(), json!(1)),
            ("untouched".to_owned(), json!(2)),
            ("dropped".to_owned(), json!(3)),
        ]);
        docs.put("read", json!(10));
        docs.put("written_only", json!(20));
        docs.put("untouched", json!(2)); // same value: not a change
        let keep: HashSet<String> = ["read", "untouched", "never_stored"]
            .map(String::from)
            .into();
        let (changes, next) = docs.split_changes(&keep);
        assert_eq!(
            changes,
            vec![
                ("read".to_owned(), json!(10)),
                ("written_only".to_owned(), json!(20))
            ]
        );
        assert_eq!(
            next,
            Docs::loaded([
                ("read".to_owned(), json!(10)),
                ("untouched".to_owned(), json!(2))
            ]),
            "kept as stored, nothing dirty"
        );
    }
}
