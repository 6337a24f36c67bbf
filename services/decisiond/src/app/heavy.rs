//! Heavy reads — a cycle's history, its export, the diff and the views at
//! a past version — walk a whole stream and fold it. Each holds a page of
//! events and one folded cycle at a time (see [`super::paged`]); how many
//! run at once is capped per user and in all, so neither one user's flood
//! nor many users together can hold more than the caps times that.

use super::AppError;
use super::long_lived::{PerUser, Slot};
use std::sync::Arc;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// Caps on heavy reads at once (each has a `decisiond serve` flag).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HeavyReadCaps {
    /// Per user (429 with Retry-After above it).
    pub per_user: usize,
    /// In all (429 with Retry-After above it).
    pub total: usize,
}

impl Default for HeavyReadCaps {
    fn default() -> Self {
        HeavyReadCaps {
            per_user: 2,
            total: 8,
        }
    }
}

pub(crate) struct HeavyReads {
    per_user: Arc<PerUser>,
    total: Arc<Semaphore>,
    caps: HeavyReadCaps,
}

/// A heavy read in flight; its turn is given back when dropped (an export
/// moves it into the task that streams its body).
pub(crate) struct HeavySlot {
    _user: Slot,
    _total: OwnedSemaphorePermit,
}

impl Drop for HeavySlot {
    fn drop(&mut self) {
        metrics::gauge!("decisiond_heavy_reads_in_flight").decrement(1.0);
    }
}

impl HeavyReads {
    pub(crate) fn new(caps: HeavyReadCaps) -> HeavyReads {
        HeavyReads {
            per_user: PerUser::new(
                caps.per_user,
                "heavy reads (history, export, diff, at_version)",
                "--max-heavy-reads-per-user",
            ),
            // 0: no cap (as the per-user one).
            total: Arc::new(Semaphore::new(if caps.total == 0 {
                Semaphore::MAX_PERMITS
            } else {
                caps.total
            })),
            caps,
        }
    }

    /// A turn for `user`, or a 429 naming the cap they met.
    pub(crate) fn take(&self, user: &str) -> Result<HeavySlot, AppError> {
        let user_slot = self.per_user.take(user)?;
        let Ok(total) = self.total.clone().try_acquire_owned() else {
            metrics::counter!("decisiond_rejected_requests_total", "reason" => "heavy_reads_cap")
                .increment(1);
            return Err(AppError::RateLimited {
                message: format!(
                    "the service is running its most heavy reads (history, export, diff, \
                     at_version) at once: {} in all (the service's --max-heavy-reads)",
                    self.caps.total
                ),
                retry_after: 1,
                instead: None,
            });
        };
        metrics::gauge!("decisiond_heavy_reads_in_flight").increment(1.0);
        Ok(HeavySlot {
            _user: user_slot,
            _total: total,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_user_at_their_cap_is_refused_while_another_is_served() {
        let heavy = HeavyReads::new(HeavyReadCaps {
            per_user: 2,
            total: 3,
        });
        let _a1 = heavy.take("mallory").unwrap();
        let _a2 = heavy.take("mallory").unwrap();
        let Err(AppError::RateLimited { message, .. }) = heavy.take("mallory") else {
            panic!("the third is refused");
        };
        assert!(message.contains("--max-heavy-reads-per-user"), "{message}");
        let bob = heavy.take("bob").expect("another user is served");
        let Err(AppError::RateLimited { message, .. }) = heavy.take("carol") else {
            panic!("past the total");
        };
        assert!(message.contains("--max-heavy-reads"), "{message}");
        drop(bob);
        assert!(heavy.take("carol").is_ok(), "a turn comes back when dropped");
    }
}
