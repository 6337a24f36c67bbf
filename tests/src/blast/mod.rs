//! The blast-radius run (issue 15): well-behaved tenants run a steady
//! load against the real binary on Postgres with a private nats-server,
//! first alone, then beside a hostile tenant who sends every class of bad
//! input at its full rate, and a CPU-hostile one (`cpu.rs`: read-replay
//! loops and analysis floods at 10,000 samples). What it shows:
//!
//! * no well-behaved call fails;
//! * their p99 beside the hostile tenant stays within `p99_factor` of
//!   their p99 alone (plus a small absolute slack, see [`P99_SLACK_MS`]):
//!   2× in the long form, whose p99 is hundreds of calls; 5× in the
//!   suite's 8-second form, whose p99 is its fourth-slowest call;
//! * the projections and the relay are back to zero lag within seconds;
//! * `decisiond verify` is clean (store, read models, JetStream).
//!
//! `tests/tenants.rs` runs the short form in the suite;
//! `cargo run -p decision-e2e --bin blast -- --seconds 300` the long one.

mod cpu;
mod forged_replies;
mod good;
pub mod heavy_reads;
mod hostile;

use crate::nats::{NatsServer, serve_args, unique_names};
use crate::server::{StoreLocation, USER_SCOPES, client_with_token, token};
use crate::{Server, StoreKind};
use serde_json::{Value, json};
use std::time::{Duration, Instant};

/// A p99 this close to the baseline's passes whatever the ratio: on two
/// shared cores one scheduling hiccup moves a short run's p99 by a few ms.
pub const P99_SLACK_MS: f64 = 15.0;

#[derive(Debug, Clone)]
pub struct BlastConfig {
    /// Well-behaved tenants, each its own user with its own cycle.
    pub good_tenants: usize,
    /// Calls per second each of them makes.
    pub good_rate: f64,
    /// Length of each phase (alone, then beside the hostile tenant).
    pub phase: Duration,
    /// Cycles each well-behaved tenant spreads its calls over, so that none
    /// of them runs out of its hourly budget of tool calls.
    pub cycles_per_tenant: usize,
    /// Requests per second the hostile tenant sends (above the per-user
    /// rate limit of 50, so it also meets that).
    pub hostile_rate: f64,
    /// How long the hostile tenant runs before the second phase's
    /// measurement starts. Its rate limit lets a burst of 100 requests
    /// through first (megabyte reads among them): a short phase would
    /// measure mostly that burst, which the long form (none) measures as
    /// the small part of a run it is.
    pub hostile_head_start: Duration,
    /// How many times their p99 alone the well-behaved tenants' p99 beside
    /// the hostile tenant may be (plus [`P99_SLACK_MS`]).
    pub p99_factor: f64,
    /// The heavy-read flood (issue 28, `heavy_reads.rs`): the calls of
    /// 100 long ratings that build its long stream (~0.26 MB each), and the
    /// reads it keeps in flight.
    pub heavy_batches: usize,
    pub heavy_parallel: usize,
}

impl BlastConfig {
    /// The form the test suite runs.
    pub fn short() -> BlastConfig {
        BlastConfig {
            good_tenants: 6,
            good_rate: 8.0,
            phase: Duration::from_secs(8),
            cycles_per_tenant: 1,
            hostile_rate: 100.0,
            // The burst, sent at 100/s against a refill of 50/s, is spent
            // in 2 s.
            hostile_head_start: Duration::from_secs(3),
            // A p99 of 384 calls is four calls: the short form bounds
            // gross harm; the 2x claim is the long form's
            // (`cargo run -p decision-e2e --bin blast -- --seconds 300`).
            p99_factor: 5.0,
            heavy_batches: 20,
            heavy_parallel: 6,
        }
    }

    /// The cycles a tenant needs so that no cycle takes more than 800 tool
    /// calls (the default budget is 1,000 an hour) over both phases.
    pub fn cycles_needed(good_rate: f64, phase: Duration) -> usize {
        let tool_calls = good_rate * good::TOOL_CALL_SHARE * 2.0 * phase.as_secs_f64();
        (tool_calls / 800.0).ceil().max(1.0) as usize
    }
}

/// What one run saw; `problems` lists every failed check.
#[derive(Debug)]
pub struct BlastReport {
    pub figures: Value,
    pub problems: Vec<String>,
}

impl BlastReport {
    /// Whether the latency comparison is the run's only problem: on a short
    /// run the p99 is a handful of calls, which one scheduling stall of a
    /// shared machine can move, so the suite measures such a run again.
    pub fn only_latency_failed(&self) -> bool {
        !self.problems.is_empty() && self.problems.iter().all(|p| p.starts_with(LATENCY_PROBLEM))
    }
}

/// How the latency problem starts (see [`BlastReport::only_latency_failed`]).
const LATENCY_PROBLEM: &str = "well-behaved p99 went from";

/// Runs both phases and checks the outcome (see the module doc).
pub async fn run(config: &BlastConfig) -> BlastReport {
    let nats = NatsServer::start("blast");
    let (stream, prefix) = unique_names();
    let store = StoreLocation::fresh(StoreKind::Postgres, "blast").await;
    let server = Server::start_with(store, &serve_args(&nats, &stream, &prefix)).await;
    let mut tenants = Vec::new();
    for n in 0..config.good_tenants {
        let user = format!("good-{n}");
        tenants.push(good::Tenant::set_up(&server, &user, config.cycles_per_tenant).await);
    }
    let hostile = hostile::Hostile::set_up(&server, &nats, &stream, &prefix).await;
    let heavy =
        heavy_reads::HeavyTenant::set_up(&server, config.heavy_batches, config.heavy_parallel)
            .await;
    let cpu_hostile = cpu::CpuHostile::set_up(&server).await;

    let alone = good::run_all(&tenants, config.good_rate, config.phase).await;
    let stream_before = hostile.stream_messages().await;
    let (beside, attacks, floods, cpu_attacks) = tokio::join!(
        async {
            tokio::time::sleep(config.hostile_head_start).await;
            good::run_all(&tenants, config.good_rate, config.phase).await
        },
        hostile.run(
            &server,
            config.hostile_rate,
            config.hostile_head_start + config.phase
        ),
        heavy.run(config.hostile_head_start + config.phase),
        cpu_hostile.run(config.hostile_head_start + config.phase),
    );
    let (heavy_figures, heavy_problems) = heavy.check(&floods, &server);
    let recovered = lag_back_to_zero(&server, Duration::from_secs(20)).await;
    let stream_after = hostile.stream_messages().await;
    let verify = server.cli(&[
        "verify",
        "--nats-url",
        &nats.url(),
        "--nats-stream",
        &stream,
        "--nats-subject-prefix",
        &prefix,
    ]);
    let verified = verify.status.success();

    let mut problems = heavy_problems;
    for (phase, outcome) in [("alone", &alone), ("beside the hostile tenant", &beside)] {
        if outcome.failures > 0 {
            problems.push(format!(
                "{} of {} well-behaved calls failed {phase}, e.g. {}",
                outcome.failures,
                outcome.calls,
                outcome.first_failure.as_deref().unwrap_or("?")
            ));
        }
    }
    let (p99_alone, p99_beside) = (alone.p99_ms(), beside.p99_ms());
    if p99_beside > (config.p99_factor * p99_alone).max(p99_alone + P99_SLACK_MS) {
        problems.push(format!(
            "{LATENCY_PROBLEM} {p99_alone:.1} ms alone to {p99_beside:.1} ms beside the hostile tenant"
        ));
    }
    if let Some(missing) = attacks.missing_classes() {
        problems.push(format!("the hostile tenant never got to send: {missing}"));
    }
    if !attacks.unexpected.is_empty() {
        problems.push(format!(
            "the hostile tenant got answers it should not have: {:?}",
            attacks.unexpected
        ));
    }
    problems.extend(cpu_attacks.problems());
    if let Err(state) = &recovered {
        problems.push(format!("lag not back to 0 within 20 s: {state}"));
    }
    if stream_after < stream_before {
        problems.push(format!(
            "the JetStream stream shrank from {stream_before} to {stream_after} messages"
        ));
    }
    let forged = hostile.forged_replies();
    if forged.published() > 0 {
        problems.push(format!(
            "decisiond published {} messages to forged reply subjects",
            forged.published()
        ));
    }
    if !verified {
        problems.push(format!(
            "decisiond verify failed:\n{}",
            String::from_utf8_lossy(&verify.stdout)
        ));
    }
    BlastReport {
        figures: json!({
            "good_tenants": config.good_tenants,
            "good_rate_per_tenant": config.good_rate,
            "phase_seconds": config.phase.as_secs_f64(),
            "hostile_head_start_seconds": config.hostile_head_start.as_secs_f64(),
            "alone": alone.summary(),
            "beside_hostile": beside.summary(),
            "hostile": attacks.summary(),
            "hostile_transport_errors": attacks.transport_errors,
            "heavy_reads": heavy_figures,
            "cpu_hostile": cpu_attacks.summary(),
            "lag_back_to_zero_seconds": recovered.ok().map(|d| d.as_secs_f64()),
            "stream_messages": {"before_hostile": stream_before, "after": stream_after},
            "forged_replies": {"targets": forged.targets(), "published": forged.published()},
            "verify": verified,
        }),
        problems,
    }
}

/// Polls `/api/projections` until every projection and the relay are at
/// lag 0; how long that took, or the last state seen.
async fn lag_back_to_zero(server: &Server, within: Duration) -> Result<Duration, String> {
    let started = Instant::now();
    let admin = client_with_token(&token("blast-ops", "admin"));
    loop {
        let (_, ops) = server.get_with(&admin, "/api/projections").await;
        let projections_caught_up = ops["projections"]
            .as_array()
            .is_some_and(|all| all.iter().all(|p| p["lag_positions"] == 0));
        if projections_caught_up && ops["relay"]["lag_positions"] == 0 {
            return Ok(started.elapsed());
        }
        if started.elapsed() > within {
            return Err(ops.to_string());
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// A client with an ordinary user's token. Its pooled connections idle
/// for at most 5 s: the server closes one idle for its header-read timeout
/// (10 s), and a request sent on a connection just closed fails in transit
/// — the keep-alive race every HTTP client must avoid this way.
fn user_client(user: &str) -> reqwest::Client {
    client_builder(user)
        .pool_idle_timeout(Duration::from_secs(5))
        .build()
        .expect("http client")
}

/// A client that opens a new connection for every request.
fn user_client_without_pool(user: &str) -> reqwest::Client {
    client_builder(user)
        .pool_max_idle_per_host(0)
        .build()
        .expect("http client")
}

fn client_builder(user: &str) -> reqwest::ClientBuilder {
    let mut headers = reqwest::header::HeaderMap::new();
    let bearer = format!("Bearer {}", token(user, USER_SCOPES));
    let mut value = reqwest::header::HeaderValue::from_str(&bearer).expect("a header value");
    value.set_sensitive(true);
    headers.insert(reqwest::header::AUTHORIZATION, value);
    reqwest::Client::builder()
        .timeout(Duration::from_secs(30))
        .default_headers(headers)
}
