//! One async lock per cycle, so requests on the same cycle in this process
//! take turns instead of racing each other's appends. Optimistic
//! concurrency still guards against other processes; without this lock a
//! busy cycle livelocks (the winner of each race immediately races again).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::OwnedMutexGuard;
use uuid::Uuid;

#[derive(Default)]
pub(crate) struct CycleLocks {
    locks: Mutex<HashMap<Uuid, Arc<tokio::sync::Mutex<()>>>>,
}

/// Held while a command on one cycle is decided and appended.
pub(crate) struct CycleGuard {
    _guard: OwnedMutexGuard<()>,
}

impl CycleLocks {
    pub(crate) async fn lock(&self, cycle_id: Uuid) -> CycleGuard {
        let lock = {
            let mut locks = self.locks.lock().expect("cycle lock map poisoned");
            // Forget locks nobody holds or waits for, so the map stays small.
            if locks.len() > 1024 {
                locks.retain(|_, l| Arc::strong_count(l) > 1);
            }
            locks.entry(cycle_id).or_default().clone()
        };
        CycleGuard {
            _guard: lock.lock_owned().await,
        }
    }
}

/// A short random pause before retrying a lost race with another process,
/// growing with the attempt (1–2 ms, 1–4 ms, …, capped at 64 ms).
pub(crate) async fn backoff(attempt: usize) {
    let ceiling_ms = 1u64 << attempt.min(6);
    let random = Uuid::now_v7().as_u128() as u64; // the low 62 bits of a v7 are random
    let pause = std::time::Duration::from_micros(1000 + random % (ceiling_ms * 1000));
    tokio::time::sleep(pause).await;
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[tokio::test]
    async fn same_cycle_takes_turns_other_cycles_do_not_wait() {
        let locks = Arc::new(CycleLocks::default());
        let inside = Arc::new(AtomicUsize::new(0));
        let cycle = Uuid::now_v7();
        let mut tasks = tokio::task::JoinSet::new();
        for _ in 0..8 {
            let (locks, inside) = (locks.clone(), inside.clone());
            tasks.spawn(async move {
                let _g = locks.lock(cycle).await;
                assert_eq!(
                    inside.fetch_add(1, Ordering::SeqCst),
                    0,
                    "two holders at once"
                );
                tokio::task::yield_now().await;
                inside.fetch_sub(1, Ordering::SeqCst);
            });
        }
        tasks.join_all().await;

        let _held = locks.lock(cycle).await;
        let other = tokio::time::timeout(
            std::time::Duration::from_secs(1),
            locks.lock(Uuid::now_v7()),
        )
        .await;
        assert!(other.is_ok(), "another cycle must not wait");
    }
}
