//! Every limit the service enforces, in one configurable place, and the
//! token buckets behind the per-user rate limit and the per-cycle budget.

use super::AppError;
use decision_catalog::InputLimits;
use std::collections::HashMap;
use std::hash::Hash;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Pending revisit suggestions expire after a week unanswered.
pub const DEFAULT_REVISIT_EXPIRY: Duration = Duration::from_secs(7 * 24 * 3600);
/// The sweeper looks every 10 seconds.
pub const DEFAULT_SWEEP_INTERVAL: Duration = Duration::from_secs(10);

/// The service's limits; each has a `decisiond serve` flag.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ServiceLimits {
    /// Largest request body (HTTP, MCP) or NATS request payload.
    pub max_body_bytes: usize,
    /// Sizes of strings and lists inside a tool call's parameters.
    pub input: InputLimits,
    /// Objectives and alternatives per cycle.
    pub cycle: decision_domain::Limits,
    /// Tool calls one cycle may take per hour (0: unlimited): stops a
    /// runaway agent loop from growing a cycle without end.
    pub tool_calls_per_cycle_per_hour: u32,
    /// Sustained requests per second per user (0: unlimited).
    pub requests_per_user_per_second: u32,
    /// Requests a user may make at once above the sustained rate.
    pub request_burst_per_user: u32,
    /// How many requests run and wait at once (load shedding).
    pub admission: Admission,
    /// How long a connection may dawdle, and how many may be open.
    pub connections: Connections,
    /// Cycle states kept in memory between commands (0: none; every
    /// command re-reads its cycle's whole stream).
    pub aggregate_cache_cycles: usize,
    /// Read-model documents each projection worker keeps between batches
    /// (0: none; every batch loads its documents).
    pub projection_cache_docs: usize,
    /// Events each projection worker folds and commits at once: bounds the
    /// documents a batch holds in memory when its events span many cycles.
    pub projection_batch_events: usize,
    /// The largest event (payload plus metadata, as JSON) a call may store.
    pub max_event_bytes: usize,
    /// How long an idempotency key is remembered.
    pub idempotency_retention: Duration,
    /// Requests that outlive an ordinary call, per user.
    pub long_lived: LongLived,
    /// What bounds the process's memory: the heavy reads at once and the
    /// caches' bytes.
    pub memory: MemoryBounds,
    /// The analysis pool: its threads and each user's share.
    pub analysis: super::AnalysisLimits,
    /// The confirmation gate (service-wide, and how long a proposal waits).
    pub gate: decision_calls::Gate,
    /// Pending revisit suggestions older than this expire (the sweeper).
    pub revisit_expiry: Duration,
    /// How often the sweeper looks for what expired.
    pub sweep_interval: Duration,
    /// The retention policy: the sweeper erases cycles whose decision has
    /// not changed for this long (`None`: never).
    pub erase_untouched_after: Option<Duration>,
}

/// Caps on the requests that stay open (per user): a user's waits and
/// streams hold nothing another user needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LongLived {
    /// Reads waiting for a projection (`min_position`) at once.
    pub max_waiting_reads_per_user: usize,
    /// Live update streams (SSE) open at once.
    pub max_streams_per_user: usize,
}

impl Default for LongLived {
    fn default() -> Self {
        LongLived {
            max_waiting_reads_per_user: 16,
            max_streams_per_user: 8,
        }
    }
}

/// What bounds memory (README, *Security*: the worst case under the
/// defaults is the sum of these and a baseline).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MemoryBounds {
    /// Reads that walk a whole stream (history, export, diff,
    /// `at_version`): at once per user, and the bytes all of them may
    /// reserve (each a page of events, and a fold its cycle's weight).
    pub heavy_reads: super::heavy::HeavyReadCaps,
    /// Folded past versions kept (their JSON bytes), a quarter per user.
    pub time_travel_cache_bytes: usize,
    /// Cycle states kept between commands (their JSON bytes).
    pub aggregate_cache_bytes: usize,
}

impl Default for MemoryBounds {
    fn default() -> Self {
        MemoryBounds {
            heavy_reads: super::heavy::HeavyReadCaps::default(),
            time_travel_cache_bytes: super::time_travel::DEFAULT_CACHE_BYTES,
            aggregate_cache_bytes: super::aggregates::DEFAULT_BYTES,
        }
    }
}

/// Load shedding: at most `max_in_flight` requests run at once, up to
/// `max_queued` more wait at most `queue_wait` for a turn; the rest get 503.
/// A request running longer than `request_timeout` (a hung database) is
/// abandoned with 503, so no request hangs past it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Admission {
    pub max_in_flight: usize,
    pub max_queued: usize,
    pub queue_wait: Duration,
    pub request_timeout: Duration,
}

impl Default for Admission {
    fn default() -> Self {
        Admission {
            max_in_flight: 128,
            max_queued: 512,
            queue_wait: Duration::from_secs(2),
            request_timeout: Duration::from_secs(10),
        }
    }
}

/// Slow and idle clients: a request head must arrive within
/// `header_read_timeout` of the connection opening or of its previous
/// response (so it also bounds a keep-alive connection waiting for its next
/// request); a connection on which no byte moves either way for
/// `idle_timeout` is closed (a stalled upload, a client that stopped
/// reading); at most `max_connections` are open at once, more wait in the
/// kernel's accept queue. Zero turns each off.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Connections {
    pub header_read_timeout: Duration,
    pub idle_timeout: Duration,
    pub max_connections: usize,
}

impl Default for Connections {
    fn default() -> Self {
        Connections {
            header_read_timeout: Duration::from_secs(10),
            idle_timeout: Duration::from_secs(60),
            max_connections: 1024,
        }
    }
}

impl Default for ServiceLimits {
    fn default() -> Self {
        ServiceLimits {
            max_body_bytes: 256 * 1024,
            input: InputLimits::default(),
            cycle: decision_domain::Limits::default(),
            tool_calls_per_cycle_per_hour: 1000,
            requests_per_user_per_second: 50,
            request_burst_per_user: 100,
            admission: Admission::default(),
            connections: Connections::default(),
            aggregate_cache_cycles: super::aggregates::DEFAULT_CAPACITY,
            projection_cache_docs: decision_projection_worker::DEFAULT_DOC_CACHE_CAPACITY,
            projection_batch_events: decision_projection_worker::WorkerConfig::default().batch_size,
            max_event_bytes: decision_store::guard::DEFAULT_MAX_EVENT_BYTES,
            idempotency_retention: super::idempotency::DEFAULT_RETENTION,
            long_lived: LongLived::default(),
            memory: MemoryBounds::default(),
            analysis: super::AnalysisLimits::default(),
            gate: decision_calls::Gate::default(),
            revisit_expiry: DEFAULT_REVISIT_EXPIRY,
            sweep_interval: DEFAULT_SWEEP_INTERVAL,
            erase_untouched_after: None,
        }
    }
}

/// `Ok` when `value` is text (no control character but newline and tab:
/// `decision_catalog::text`) of at most `limit` characters; otherwise a 422
/// that names the field and what is wrong (`kind`: "names", …).
pub(crate) fn checked_text(
    field: &str,
    value: &str,
    limit: usize,
    kind: &str,
) -> Result<(), AppError> {
    decision_catalog::text::check_text(field, value)?;
    let chars = value.chars().count();
    if chars <= limit {
        return Ok(());
    }
    Err(AppError::Rejected(decision_domain::Rejection::validation(
        field,
        format!(
            "`{field}` is {chars} characters long; the limit for {kind} is {limit}: shorten it"
        ),
    )))
}

/// A token bucket per key: `capacity` tokens, refilled at `per_second`.
/// Idle keys are dropped once the map passes its bound (a full bucket
/// carries no information).
pub(crate) struct Buckets<K> {
    capacity: f64,
    per_second: f64,
    state: Mutex<HashMap<K, Bucket>>,
}

struct Bucket {
    tokens: f64,
    at: Instant,
}

const MAX_TRACKED_KEYS: usize = 100_000;

impl<K: Eq + Hash + Clone> Buckets<K> {
    /// `None` when `per_second` is 0 (no limit).
    pub(crate) fn new(capacity: u32, per_second: f64) -> Option<Buckets<K>> {
        (per_second > 0.0 && capacity > 0).then(|| Buckets {
            capacity: f64::from(capacity),
            per_second,
            state: Mutex::default(),
        })
    }

    /// Takes a token for `key`, or says how long until one is free.
    pub(crate) fn take(&self, key: &K, now: Instant) -> Result<(), Duration> {
        let mut state = self.state.lock().expect("buckets lock");
        if state.len() >= MAX_TRACKED_KEYS && !state.contains_key(key) {
            let (capacity, per_second) = (self.capacity, self.per_second);
            state.retain(|_, b| refilled(b, now, capacity, per_second) < capacity);
        }
        let bucket = state.entry(key.clone()).or_insert(Bucket {
            tokens: self.capacity,
            at: now,
        });
        bucket.tokens = refilled(bucket, now, self.capacity, self.per_second);
        bucket.at = now;
        if bucket.tokens >= 1.0 {
            bucket.tokens -= 1.0;
            Ok(())
        } else {
            Err(Duration::from_secs_f64(
                (1.0 - bucket.tokens) / self.per_second,
            ))
        }
    }
}

fn refilled(bucket: &Bucket, now: Instant, capacity: f64, per_second: f64) -> f64 {
    let elapsed = now.saturating_duration_since(bucket.at).as_secs_f64();
    (bucket.tokens + elapsed * per_second).min(capacity)
}

/// The rate limit and the budget, built from [`ServiceLimits`].
pub(crate) struct Throttle {
    per_user: Option<Buckets<String>>,
    /// The person's page (the session cookie): a bucket per user of its
    /// own, the same size, so an agent cannot starve it (decision 27).
    per_page: Option<Buckets<String>>,
    per_cycle: Option<Buckets<uuid::Uuid>>,
    limits: ServiceLimits,
}

impl Throttle {
    pub(crate) fn new(limits: ServiceLimits) -> Throttle {
        let per_user = || {
            Buckets::new(
                limits
                    .request_burst_per_user
                    .max(limits.requests_per_user_per_second),
                f64::from(limits.requests_per_user_per_second),
            )
        };
        Throttle {
            per_user: per_user(),
            per_page: per_user(),
            per_cycle: Buckets::new(
                limits.tool_calls_per_cycle_per_hour,
                f64::from(limits.tool_calls_per_cycle_per_hour) / 3600.0,
            ),
            limits,
        }
    }

    pub(crate) fn request(&self, user: &str) -> Result<(), AppError> {
        self.take_request(&self.per_user, user)
    }

    /// A request of the person's page (signed in by the session cookie).
    pub(crate) fn page_request(&self, user: &str) -> Result<(), AppError> {
        self.take_request(&self.per_page, user)
    }

    fn take_request(&self, buckets: &Option<Buckets<String>>, user: &str) -> Result<(), AppError> {
        let Some(buckets) = buckets else {
            return Ok(());
        };
        buckets
            .take(&user.to_owned(), Instant::now())
            .inspect_err(|_| {
                metrics::counter!("decisiond_rejected_requests_total", "reason" => "rate_limit")
                    .increment(1);
            })
            .map_err(|wait| AppError::RateLimited {
                message: format!(
                    "rate limit: at most {} requests per second per user (bursts of {})",
                    self.limits.requests_per_user_per_second, self.limits.request_burst_per_user
                ),
                retry_after: whole_seconds(wait),
                instead: None,
            })
    }

    pub(crate) fn tool_call(&self, cycle_id: uuid::Uuid) -> Result<(), AppError> {
        let Some(buckets) = &self.per_cycle else {
            return Ok(());
        };
        buckets
            .take(&cycle_id, Instant::now())
            .inspect_err(|_| {
                metrics::counter!("decisiond_rejected_requests_total", "reason" => "budget")
                    .increment(1);
            })
            .map_err(|wait| AppError::RateLimited {
                message: format!(
                    "budget: cycle {cycle_id} has used its {} tool calls per hour",
                    self.limits.tool_calls_per_cycle_per_hour
                ),
                retry_after: whole_seconds(wait),
                instead: None,
            })
    }
}

/// `Retry-After` is in whole seconds: round up, so a client that waits
/// exactly that long finds a token.
fn whole_seconds(wait: Duration) -> u32 {
    let rounded_up = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
    u32::try_from(rounded_up).unwrap_or(u32::MAX).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_allows_its_burst_then_refills() {
        let buckets = Buckets::new(3, 1.0).unwrap();
        let t0 = Instant::now();
        for _ in 0..3 {
            assert!(buckets.take(&"alice", t0).is_ok());
        }
        let wait = buckets.take(&"alice", t0).unwrap_err();
        assert!(
            wait <= Duration::from_secs(1) && wait > Duration::ZERO,
            "{wait:?}"
        );
        assert!(buckets.take(&"bob", t0).is_ok(), "keys are independent");
        assert!(
            buckets
                .take(&"alice", t0 + Duration::from_millis(1001))
                .is_ok()
        );
    }

    #[test]
    fn zero_means_unlimited() {
        assert!(Buckets::<String>::new(10, 0.0).is_none());
        let throttle = Throttle::new(ServiceLimits {
            requests_per_user_per_second: 0,
            tool_calls_per_cycle_per_hour: 0,
            ..ServiceLimits::default()
        });
        for _ in 0..10_000 {
            throttle.request("alice").unwrap();
            throttle.tool_call(uuid::Uuid::nil()).unwrap();
        }
    }

    #[test]
    fn the_page_and_the_agent_have_budgets_of_their_own() {
        let throttle = Throttle::new(ServiceLimits {
            requests_per_user_per_second: 1,
            request_burst_per_user: 3,
            ..ServiceLimits::default()
        });
        for _ in 0..3 {
            throttle.request("alice").unwrap();
        }
        assert!(
            throttle.request("alice").is_err(),
            "the agent's burst is spent"
        );
        for _ in 0..3 {
            throttle
                .page_request("alice")
                .expect("the page's budget is its own");
        }
        assert!(throttle.page_request("alice").is_err(), "and bounded too");
        throttle.request("bob").expect("users are independent");
    }

    #[test]
    fn the_budget_names_the_cycle_and_a_retry_after() {
        let throttle = Throttle::new(ServiceLimits {
            tool_calls_per_cycle_per_hour: 2,
            ..ServiceLimits::default()
        });
        let cycle = uuid::Uuid::now_v7();
        throttle.tool_call(cycle).unwrap();
        throttle.tool_call(cycle).unwrap();
        let Err(AppError::RateLimited {
            message,
            retry_after,
            ..
        }) = throttle.tool_call(cycle)
        else {
            panic!("expected the budget to run out");
        };
        assert!(message.contains(&cycle.to_string()) && message.contains("2 tool calls per hour"));
        // 2 per hour: one token every 30 minutes.
        assert!((1790..=1801).contains(&retry_after), "{retry_after}");
    }

    #[test]
    fn retry_after_rounds_up_to_whole_seconds() {
        assert_eq!(whole_seconds(Duration::from_millis(10)), 1);
        assert_eq!(whole_seconds(Duration::from_millis(1500)), 2);
        assert_eq!(whole_seconds(Duration::from_secs(3)), 3);
    }
}
