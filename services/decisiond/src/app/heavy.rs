//! Heavy reads — a cycle's history, its export, the diff and the views at
//! a past version — walk a whole stream. Each holds a page of events at a
//! time (see [`super::paged`]) and, when it folds, one folded cycle. Two
//! bounds: how many one user runs at once, and the bytes all of them
//! reserve together (a read reserves what it will hold before it starts:
//! [`PAGE_RESERVE`], plus [`FOLD_FACTOR`] times the cycle's state when it
//! folds). Past either, 429 with Retry-After.

use super::AppError;
use super::long_lived::{PerUser, Slot};
use std::sync::Arc;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// What a heavy read holds besides a fold: two pages of decoded events
/// (one being read while one is written out) with their JSON.
pub const PAGE_RESERVE: usize = 8 * 1024 * 1024;
/// A fold holds its cycle's state several times over (decoded, as the
/// projection's JSON documents, the rendered views): this many times the
/// state's JSON length.
pub const FOLD_FACTOR: usize = 6;

/// Caps on heavy reads (each has a `decisiond serve` flag).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HeavyReadCaps {
    /// At once per user (0: no cap).
    pub per_user: usize,
    /// Bytes all heavy reads reserve together (0: no cap). A read that
    /// needs more than all of it runs alone.
    pub total_bytes: usize,
}

impl Default for HeavyReadCaps {
    fn default() -> Self {
        HeavyReadCaps {
            per_user: 2,
            total_bytes: 256 * 1024 * 1024,
        }
    }
}

pub(crate) struct HeavyReads {
    per_user: Arc<PerUser>,
    /// One permit per KiB.
    budget: Option<Arc<Semaphore>>,
    budget_kib: u32,
}

/// A heavy read in flight; its reservation is given back when dropped (an
/// export moves it into the task that streams its body).
pub(crate) struct HeavySlot {
    _user: Slot,
    _bytes: Option<OwnedSemaphorePermit>,
    kib: u32,
}

impl Drop for HeavySlot {
    fn drop(&mut self) {
        metrics::gauge!("decisiond_heavy_reads_in_flight").decrement(1.0);
        metrics::gauge!("decisiond_heavy_reads_reserved_bytes")
            .decrement(f64::from(self.kib) * 1024.0);
    }
}

impl HeavyReads {
    pub(crate) fn new(caps: HeavyReadCaps) -> HeavyReads {
        let budget_kib = u32::try_from(caps.total_bytes / 1024)
            .unwrap_or(u32::MAX)
            .clamp(1, Semaphore::MAX_PERMITS as u32);
        HeavyReads {
            per_user: PerUser::new(
                caps.per_user,
                "heavy reads (history, export, diff, at_version)",
                "--max-heavy-reads-per-user",
            ),
            budget: (caps.total_bytes > 0).then(|| Arc::new(Semaphore::new(budget_kib as usize))),
            budget_kib,
        }
    }

    /// A turn for `user` that will hold about `bytes`, or a 429 naming the
    /// bound it met.
    #[cfg(test)]
    fn take(&self, user: &str, bytes: usize) -> Result<HeavySlot, AppError> {
        self.reserve(self.per_user.take(user)?, bytes)
    }

    /// The user's turn first (before anything is read to size the read).
    fn user_turn(&self, user: &str) -> Result<Slot, AppError> {
        self.per_user.take(user)
    }

    /// Then the bytes the read will hold.
    fn reserve(&self, user_slot: Slot, bytes: usize) -> Result<HeavySlot, AppError> {
        let kib = u32::try_from(bytes.div_ceil(1024))
            .unwrap_or(u32::MAX)
            .clamp(1, self.budget_kib);
        let permit = match &self.budget {
            None => None,
            Some(budget) => Some(budget.clone().try_acquire_many_owned(kib).map_err(|_| {
                metrics::counter!("decisiond_rejected_requests_total", "reason" => "heavy_read_bytes")
                    .increment(1);
                AppError::RateLimited {
                    message: format!(
                        "the service's heavy reads (history, export, diff, at_version) hold all \
                         the memory they may ({} MiB, the service's --heavy-reads-bytes); this \
                         one needs {} MiB",
                        self.budget_kib / 1024,
                        kib.div_ceil(1024)
                    ),
                    retry_after: 1,
                    instead: None,
                }
            })?),
        };
        metrics::gauge!("decisiond_heavy_reads_in_flight").increment(1.0);
        metrics::gauge!("decisiond_heavy_reads_reserved_bytes").increment(f64::from(kib) * 1024.0);
        Ok(HeavySlot {
            _user: user_slot,
            _bytes: permit,
            kib,
        })
    }
}

impl super::App {
    /// A heavy-read turn for `caller` on `cycle_id`: a page's reserve, plus
    /// a fold's (its state's weight times [`FOLD_FACTOR`]) when it `folds`.
    pub(crate) async fn heavy_turn(
        &self,
        caller: &super::Caller,
        cycle_id: uuid::Uuid,
        folds: bool,
    ) -> Result<HeavySlot, AppError> {
        let user_slot = self.heavy.user_turn(&caller.user)?;
        let mut bytes = PAGE_RESERVE;
        if folds {
            let state = match self.aggregates.bytes_of(cycle_id) {
                Some(bytes) => bytes,
                None => {
                    // Sized by loading the state, on the heavy reads'
                    // thread (a long stream, read a page at a time).
                    let app = self.clone();
                    super::time_travel::on_heavy_pool(async move {
                        let loaded = app.load(cycle_id).await?;
                        Ok(app
                            .aggregates
                            .bytes_of(cycle_id)
                            .unwrap_or_else(|| super::sizes::json_bytes(&loaded.state)))
                    })
                    .await?
                }
            };
            bytes = bytes.saturating_add(state.saturating_mul(FOLD_FACTOR));
        }
        self.heavy.reserve(user_slot, bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIB: usize = 1024 * 1024;

    #[test]
    fn a_user_at_their_cap_is_refused_while_another_is_served() {
        let heavy = HeavyReads::new(HeavyReadCaps {
            per_user: 2,
            total_bytes: 30 * MIB,
        });
        let _a1 = heavy.take("mallory", 10 * MIB).unwrap();
        let _a2 = heavy.take("mallory", 10 * MIB).unwrap();
        let Err(AppError::RateLimited { message, .. }) = heavy.take("mallory", MIB) else {
            panic!("the third is refused");
        };
        assert!(message.contains("--max-heavy-reads-per-user"), "{message}");
        let bob = heavy.take("bob", 10 * MIB).expect("another user is served");
        let Err(AppError::RateLimited { message, .. }) = heavy.take("carol", MIB) else {
            panic!("past the bytes");
        };
        assert!(message.contains("--heavy-reads-bytes"), "{message}");
        drop(bob);
        assert!(
            heavy.take("carol", MIB).is_ok(),
            "bytes come back when dropped"
        );
    }

    #[test]
    fn a_read_larger_than_the_budget_runs_alone() {
        let heavy = HeavyReads::new(HeavyReadCaps {
            per_user: 0,
            total_bytes: 4 * MIB,
        });
        let alone = heavy.take("a", 100 * MIB).expect("runs, alone");
        assert!(heavy.take("b", 1024).is_err());
        drop(alone);
        assert!(heavy.take("b", 1024).is_ok());
    }
}
