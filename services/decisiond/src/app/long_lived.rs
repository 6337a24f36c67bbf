//! Requests that stay open past an ordinary call — reads waiting for a
//! projection, live streams — count per user, so one user's waits cannot
//! take what another needs; and a wait asks for nothing that cannot come.

use super::{App, AppError, Caller};
use decision_store::Position;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// How many of one kind of open request each user has, against a cap.
pub(crate) struct PerUser {
    /// 0: no cap.
    max: usize,
    /// What is counted, and the flag that sets the cap (for the 429).
    what: &'static str,
    flag: &'static str,
    open: Mutex<HashMap<String, usize>>,
}

/// One open request; its count is given back when it is dropped.
pub struct Slot {
    owner: Arc<PerUser>,
    user: String,
}

impl PerUser {
    pub(crate) fn new(max: usize, what: &'static str, flag: &'static str) -> Arc<PerUser> {
        Arc::new(PerUser {
            max,
            what,
            flag,
            open: Mutex::default(),
        })
    }

    /// A slot for `user`, or a 429 when they hold the cap already.
    pub(crate) fn take(self: &Arc<Self>, user: &str) -> Result<Slot, AppError> {
        let mut open = self.open.lock().expect("per-user lock");
        let count = open.entry(user.to_owned()).or_default();
        if self.max > 0 && *count >= self.max {
            metrics::counter!("decisiond_rejected_requests_total", "reason" => "per_user_cap")
                .increment(1);
            return Err(AppError::RateLimited {
                message: format!(
                    "too many {} at once: at most {} per user (the service's {})",
                    self.what, self.max, self.flag
                ),
                retry_after: 1,
                instead: Some("close one".into()),
            });
        }
        *count += 1;
        Ok(Slot {
            owner: self.clone(),
            user: user.to_owned(),
        })
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut open = self.owner.open.lock().expect("per-user lock");
        if let Some(count) = open.get_mut(&self.user) {
            *count -= 1;
            if *count == 0 {
                open.remove(&self.user);
            }
        }
    }
}

impl App {
    /// A slot for a read that waits for `min_position`, after checking that
    /// some write could have returned it (no stored event is past it).
    pub async fn begin_wait(
        &self,
        caller: &Caller,
        min_position: Position,
    ) -> Result<Slot, AppError> {
        let last = self.store.last_position().await?;
        if min_position > last {
            return Err(AppError::Rejected(decision_domain::Rejection::validation(
                "min_position",
                format!(
                    "`min_position` {min_position} is past the last stored event (position \
                     {last}), so no write returned it: pass the `position` your write returned"
                ),
            )));
        }
        self.waits.take(&caller.user)
    }

    /// A slot for a live stream of `caller`'s.
    pub fn open_stream(&self, caller: &Caller) -> Result<Slot, AppError> {
        self.streams.take(&caller.user)
    }

    /// The server is shutting down: every live stream ends now, telling
    /// its client to reconnect (to another instance, or this one once it
    /// is back), rather than holding the drain open.
    pub fn close_streams(&self) {
        self.closing.send_replace(true);
    }

    /// True once [`App::close_streams`] was called.
    pub(crate) fn streams_closing(&self) -> tokio::sync::watch::Receiver<bool> {
        self.closing.subscribe()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_user_gets_up_to_the_cap_and_a_closed_slot_comes_back() {
        let cap = PerUser::new(2, "streams", "--max-streams-per-user");
        let first = cap.take("alice").unwrap();
        let _second = cap.take("alice").unwrap();
        let Err(AppError::RateLimited { message, .. }) = cap.take("alice") else {
            panic!("the third is refused");
        };
        assert!(message.contains("at most 2 per user"), "{message}");
        assert!(message.contains("--max-streams-per-user"), "{message}");
        let _bob = cap.take("bob").expect("users are counted apart");
        drop(first);
        assert!(cap.take("alice").is_ok());
    }

    #[test]
    fn zero_means_no_cap_and_counts_do_not_leak() {
        let cap = PerUser::new(0, "waits", "--x");
        let slots: Vec<Slot> = (0..1000).map(|_| cap.take("alice").unwrap()).collect();
        drop(slots);
        assert!(cap.open.lock().unwrap().is_empty());
    }
}
