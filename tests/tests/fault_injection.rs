//! Fault injection against the real binary: SIGKILLs, a NATS outage and a
//! Postgres restart under a load of idempotent tool calls; nothing
//! acknowledged is lost or applied twice, the read models equal a fresh
//! fold, JetStream holds every event once, and the service answers 503 with
//! Retry-After (never hangs) while Postgres is down.
//!
//! Short form by default (about a minute); `FAULTS_LONG=1` or
//! `FAULTS_SECONDS=<n>` for the long form, `FAULTS_SEED=<seed>` to replay.
//! See `decision_e2e::faults` for everything it checks.

use decision_e2e::faults::{Config, run};

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn kills_and_outages_lose_and_duplicate_nothing() {
    let config = Config::from_env();
    let budget = config.budget();
    let seed = config.seed;
    let outcome = tokio::time::timeout(budget, run(config))
        .await
        .unwrap_or_else(|_| panic!("the fault run (seed {seed}) did not finish within {budget:?}"));
    outcome.assert_ok();
}
