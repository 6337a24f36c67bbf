//! The analysis pool (issue 28, item 2): the reads whose work grows faster
//! than the cycle (`Answer::ANALYSIS`: rank acceptability, flip and
//! sensitivity what-ifs, dominance, even swaps) and every replayed read
//! (a fold of the stream) run here, on threads of their own at a lower
//! OS priority, never on the request path's runtime.
//!
//! Each user has a share: at most `per_user` of their calls in the pool at
//! once (running or waiting); past it, or past the pool's queue, a call is
//! refused with 429 and `Retry-After` before it does anything. A free
//! thread takes the waiting job of the user with the fewest jobs running
//! (the oldest among equals), so one user's loop cannot keep the pool
//! while another's call waits.

use super::AppError;
use std::collections::{HashMap, VecDeque};
use std::panic::AssertUnwindSafe;
use std::sync::{Arc, Condvar, Mutex};

/// The name every pool thread carries (`ps -L`, `/proc/*/task`).
pub const THREAD_NAME: &str = "decisiond-analysis";

/// The pool's size and shares; each has a `decisiond serve` flag.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AnalysisLimits {
    /// Threads running analyses (0: one per core).
    pub threads: usize,
    /// One user's calls in the pool at once, running or waiting.
    pub per_user: usize,
    /// Calls waiting for a thread, all users together.
    pub queue: usize,
    /// How many nice steps the threads run below the process (0: the
    /// request path's priority; at most nice 19).
    pub nice: u8,
}

impl Default for AnalysisLimits {
    fn default() -> Self {
        AnalysisLimits {
            threads: 0,
            per_user: 2,
            queue: 64,
            nice: crate::background::DEFAULT_NICE,
        }
    }
}

impl AnalysisLimits {
    /// The thread count `threads` asks for (0: one per core).
    pub fn thread_count(&self) -> usize {
        match self.threads {
            0 => std::thread::available_parallelism().map_or(2, |n| n.get()),
            n => n,
        }
    }
}

type Job = Box<dyn FnOnce() + Send>;

struct Waiting {
    user: Arc<str>,
    job: Job,
}

#[derive(Default)]
struct State {
    waiting: VecDeque<Waiting>,
    /// Jobs running, per user.
    running: HashMap<Arc<str>, usize>,
    /// Slots held (calls admitted and not finished), per user.
    admitted: HashMap<Arc<str>, usize>,
    admitted_total: usize,
    busy: usize,
    /// The pool was dropped: its threads end once nothing waits.
    closed: bool,
}

struct Shared {
    limits: AnalysisLimits,
    threads: usize,
    state: Mutex<State>,
    ready: Condvar,
}

/// The pool. Cloning shares it; its threads end when the last clone goes.
#[derive(Clone)]
pub struct AnalysisPool {
    shared: Arc<Shared>,
    _closer: Arc<Closer>,
}

/// Ends the threads when the last clone of the pool is dropped.
struct Closer(Arc<Shared>);

impl Drop for Closer {
    fn drop(&mut self) {
        self.0.state.lock().expect("pool lock").closed = true;
        self.0.ready.notify_all();
    }
}

impl AnalysisPool {
    /// Starts the pool's threads.
    pub fn new(limits: AnalysisLimits) -> AnalysisPool {
        let threads = limits.thread_count().max(1);
        let shared = Arc::new(Shared {
            limits,
            threads,
            state: Mutex::default(),
            ready: Condvar::new(),
        });
        for i in 0..threads {
            let shared = shared.clone();
            std::thread::Builder::new()
                .name(format!("{THREAD_NAME}-{i}"))
                .spawn(move || work(&shared))
                .expect("an analysis thread starts");
        }
        AnalysisPool {
            _closer: Arc::new(Closer(shared.clone())),
            shared,
        }
    }

    pub fn limits(&self) -> AnalysisLimits {
        self.shared.limits
    }

    /// A place in the pool for one of `user`'s calls, held until the slot
    /// is dropped; refused (429) when the user's share or the pool's
    /// queue is full.
    pub fn admit(&self, user: &str) -> Result<Slot, AppError> {
        let limits = self.shared.limits;
        let mut state = self.shared.state.lock().expect("pool lock");
        let mine = state.admitted.get(user).copied().unwrap_or(0);
        let refused = |reason: &'static str, message: String| {
            metrics::counter!("decisiond_analysis_pool_refused_total", "reason" => reason)
                .increment(1);
            Err(AppError::RateLimited {
                message,
                retry_after: 1,
                instead: None,
            })
        };
        if mine >= limits.per_user.max(1) {
            return refused(
                "user_share",
                format!(
                    "analysis pool: at most {} analysis calls or replayed reads per user at once; \
                     wait for one to finish",
                    limits.per_user.max(1)
                ),
            );
        }
        if state.admitted_total >= self.shared.threads + limits.queue {
            return refused(
                "full",
                format!(
                    "analysis pool: {} analyses are running or waiting, its limit",
                    state.admitted_total
                ),
            );
        }
        let user: Arc<str> = Arc::from(user);
        *state.admitted.entry(user.clone()).or_default() += 1;
        state.admitted_total += 1;
        Ok(Slot {
            shared: self.shared.clone(),
            user,
        })
    }
}

/// One admitted call's place in the pool.
pub struct Slot {
    shared: Arc<Shared>,
    user: Arc<str>,
}

impl Slot {
    /// Runs `job` on a pool thread and waits for its result. A job whose
    /// caller has gone (the request was dropped) is skipped.
    pub async fn run<R: Send + 'static>(
        &self,
        job: impl FnOnce() -> R + Send + 'static,
    ) -> Result<R, AppError> {
        let (tx, rx) = tokio::sync::oneshot::channel();
        let job: Job = Box::new(move || {
            if !tx.is_closed() {
                let _ = tx.send(job());
            }
        });
        {
            let mut state = self.shared.state.lock().expect("pool lock");
            state.waiting.push_back(Waiting {
                user: self.user.clone(),
                job,
            });
            metrics::gauge!("decisiond_analysis_pool_queued").set(state.waiting.len() as f64);
        }
        self.shared.ready.notify_one();
        rx.await
            .map_err(|_| AppError::Internal("an analysis failed (it panicked)".into()))
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut state = self.shared.state.lock().expect("pool lock");
        if let Some(n) = state.admitted.get_mut(&self.user) {
            *n -= 1;
            if *n == 0 {
                state.admitted.remove(&self.user);
            }
        }
        state.admitted_total -= 1;
    }
}

/// A pool thread: lowers its priority, then runs jobs until the process
/// ends.
fn work(shared: &Shared) {
    if let Some(priority) = crate::background::priority(below_the_process(shared.limits.nice))
        && let Err(e) = priority.set_for_current()
    {
        tracing::warn!(error = ?e, "analysis thread keeps the normal priority");
    }
    loop {
        let (user, job) = {
            let mut state = shared.state.lock().expect("pool lock");
            let next = loop {
                if let Some(i) = fairest(&state) {
                    break i;
                }
                if state.closed {
                    return;
                }
                state = shared.ready.wait(state).expect("pool lock");
            };
            let Waiting { user, job } = state.waiting.remove(next).expect("a waiting job");
            *state.running.entry(user.clone()).or_default() += 1;
            state.busy += 1;
            metrics::gauge!("decisiond_analysis_pool_busy").set(state.busy as f64);
            metrics::gauge!("decisiond_analysis_pool_queued").set(state.waiting.len() as f64);
            (user, job)
        };
        // A panicking analysis drops its sender (its caller gets a 500);
        // the thread carries on.
        let _ = std::panic::catch_unwind(AssertUnwindSafe(job));
        let mut state = shared.state.lock().expect("pool lock");
        if let Some(n) = state.running.get_mut(&user) {
            *n -= 1;
            if *n == 0 {
                state.running.remove(&user);
            }
        }
        state.busy -= 1;
        metrics::gauge!("decisiond_analysis_pool_busy").set(state.busy as f64);
    }
}

/// The niceness `steps` below this process's own (at most 19; 0 steps:
/// unchanged), so the pool stays below the request path even when the
/// whole process runs niced.
fn below_the_process(steps: u8) -> u8 {
    if steps == 0 {
        return 0;
    }
    let own = crate::background::current_nice().unwrap_or(0).clamp(0, 19) as u8;
    own.saturating_add(steps).min(19)
}

/// The waiting job to run next: the oldest of the user with the fewest
/// jobs running.
fn fairest(state: &State) -> Option<usize> {
    state
        .waiting
        .iter()
        .enumerate()
        .min_by_key(|(i, w)| (state.running.get(&w.user).copied().unwrap_or(0), *i))
        .map(|(i, _)| i)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn pool(threads: usize, per_user: usize, queue: usize) -> AnalysisPool {
        AnalysisPool::new(AnalysisLimits {
            threads,
            per_user,
            queue,
            nice: 0,
        })
    }

    #[tokio::test]
    async fn a_job_runs_off_the_calling_thread() {
        let pool = pool(1, 2, 4);
        let slot = pool.admit("alice").unwrap();
        let name = slot
            .run(|| std::thread::current().name().map(str::to_owned))
            .await
            .unwrap();
        assert_eq!(name.as_deref(), Some("decisiond-analysis-0"));
    }

    #[tokio::test]
    async fn a_users_share_is_refused_past_its_cap_and_others_still_get_in() {
        let pool = pool(1, 2, 8);
        let a = pool.admit("mallory").unwrap();
        let b = pool.admit("mallory").unwrap();
        let Err(AppError::RateLimited { retry_after, .. }) = pool.admit("mallory") else {
            panic!("the third slot of one user must be refused");
        };
        assert_eq!(retry_after, 1);
        let alice = pool.admit("alice").expect("another user still gets a slot");
        drop((a, b));
        pool.admit("mallory")
            .expect("slots come back when calls end");
        drop(alice);
    }

    #[tokio::test]
    async fn the_queue_is_bounded_for_everyone() {
        let pool = pool(1, 1, 1);
        let _a = pool.admit("a").unwrap();
        let _b = pool.admit("b").unwrap();
        assert!(matches!(pool.admit("c"), Err(AppError::RateLimited { .. })));
    }

    #[tokio::test]
    async fn a_free_thread_prefers_the_user_with_fewer_jobs_running() {
        let pool = pool(1, 4, 8);
        let (hold_tx, hold_rx) = std::sync::mpsc::channel::<()>();
        let order = Arc::new(Mutex::new(Vec::new()));
        // Mallory's first job holds the only thread; her second and
        // Alice's wait, Mallory's first in line.
        let m1 = pool.admit("mallory").unwrap();
        let running = tokio::spawn(async move { m1.run(move || hold_rx.recv().ok()).await });
        tokio::time::sleep(Duration::from_millis(50)).await;
        let mut waits = Vec::new();
        for user in ["mallory", "alice"] {
            let slot = pool.admit(user).unwrap();
            let order = order.clone();
            waits.push(tokio::spawn(async move {
                slot.run(move || order.lock().unwrap().push(user)).await
            }));
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        hold_tx.send(()).unwrap();
        running.await.unwrap().unwrap();
        for w in waits {
            w.await.unwrap().unwrap();
        }
        // Both had none running when the thread freed: the oldest went
        // first. Fairness shows when one user still has jobs running.
        assert_eq!(*order.lock().unwrap(), vec!["mallory", "alice"]);
        let mut state = State::default();
        let user = |u: &str| Arc::<str>::from(u);
        state.running.insert(user("mallory"), 1);
        for u in ["mallory", "alice"] {
            state.waiting.push_back(Waiting {
                user: user(u),
                job: Box::new(|| {}),
            });
        }
        assert_eq!(fairest(&state), Some(1), "alice, who has nothing running");
    }

    #[tokio::test]
    async fn a_panicking_job_is_an_internal_error_and_the_thread_lives_on() {
        let pool = pool(1, 2, 2);
        let slot = pool.admit("alice").unwrap();
        let failed = slot.run(|| panic!("boom")).await;
        assert!(matches!(failed, Err(AppError::Internal(_))));
        assert_eq!(slot.run(|| 7).await.unwrap(), 7);
    }

    #[test]
    fn the_threads_run_at_the_configured_niceness() {
        let pool = AnalysisPool::new(AnalysisLimits {
            threads: 1,
            per_user: 1,
            queue: 1,
            nice: 10,
        });
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        let nice = runtime.block_on(async {
            let slot = pool.admit("alice").unwrap();
            slot.run(crate::background::current_nice).await.unwrap()
        });
        let own = crate::background::current_nice().unwrap_or(0);
        assert_eq!(
            nice,
            Some((own + 10).min(19)),
            "10 below the process's {own}"
        );
    }
}
