//! One async lock per cycle (on by default, `--no-cycle-locks` to turn it
//! off), so commands on the same cycle in this process take turns, as in
//! decisiond. Without it, concurrent commands on a busy cycle race each
//! other's appends (cqrs-es's optimistic concurrency answers the loser with
//! `AggregateConflict`, retried here), and `GenericQuery`'s read-modify-write
//! of the view can drop a concurrent update (counted as `view_errors`).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::OwnedMutexGuard;

#[derive(Default)]
pub struct CycleLocks {
    locks: Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>,
}

impl CycleLocks {
    pub async fn lock(&self, cycle_id: &str) -> OwnedMutexGuard<()> {
        let lock = {
            let mut locks = self.locks.lock().expect("cycle lock map poisoned");
            // Forget locks nobody holds or waits for, so the map stays small.
            if locks.len() > 1024 {
                locks.retain(|_, l| Arc::strong_count(l) > 1);
            }
            locks.entry(cycle_id.to_owned()).or_default().clone()
        };
        lock.lock_owned().await
    }
}
