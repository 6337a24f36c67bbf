//! Prometheus metrics: counters and histograms are recorded where things
//! happen (through the `metrics` facade); gauges that describe the state of
//! the system (projection and relay lag, the feed's horizon, the pool,
//! parked events) are refreshed by one background task every
//! `--metrics-refresh-ms` ([`state`]), so a scrape costs no store query
//! however many scrapers there are, and answers while the store hangs.
//! `/metrics` can require a static bearer token ([`MetricsToken`]).
//!
//! Series (all prefixed `decisiond_`):
//! * `http_requests_total{route,method,status}`,
//!   `http_request_duration_seconds{route,method}`
//! * `tool_calls_total{tool,result}`, `tool_call_duration_seconds{tool}`
//! * `append_duration_seconds`, `append_batch_events`,
//!   `append_conflicts_total`, `append_retries_total`
//! * `rejected_requests_total{reason}` (rate limit, budget, shed load,
//!   request deadline)
//! * `nats_requests_dropped_total{reason}` (`reply_subject`: a NATS
//!   command asked for a reply outside `--nats-reply-prefix`)
//! * `projection_lag_positions{projection}`, `projection_lag_seconds`,
//!   `projection_parked_events`, `relay_lag_positions`, `relay_lag_seconds`,
//!   `relay_nats_connected`, `feed_horizon_age_seconds`,
//!   `pool_connections{state}`, `pool_waiting`, `in_flight_requests`
//! * `metrics_refreshes_total`, `metrics_state_age_seconds` (how old the
//!   state gauges are)
//! * `http_connections_open`, `http_connection_timeouts_total{kind}`
//!   (`header`, `idle`)
//! * `build_info{version}` (always 1), and the standard `process_*`
//!   series (CPU, memory, file descriptors, start time; [`process`])
//!
//! Every series has its `# HELP` text ([`describe`]).

mod describe;
mod process;
mod state;
mod token;

pub use state::{DEFAULT_REFRESH_INTERVAL, refresh_periodically};
pub use token::{MetricsToken, MetricsTokenError};

use axum::extract::{MatchedPath, Request};
use axum::middleware::Next;
use axum::response::Response;
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use std::sync::OnceLock;
use std::time::Instant;

/// Latency buckets (seconds): 0.5 ms to 10 s.
const LATENCY_BUCKETS: &[f64] = &[
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];
/// Events per append: a tool call appends its events plus the audit record.
const BATCH_BUCKETS: &[f64] = &[1.0, 2.0, 3.0, 5.0, 8.0, 13.0, 21.0, 50.0, 100.0];

/// The process-wide recorder, installed on first use.
pub fn handle() -> &'static PrometheusHandle {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    HANDLE.get_or_init(|| {
        let recorder = PrometheusBuilder::new()
            .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), LATENCY_BUCKETS)
            .and_then(|b| {
                b.set_buckets_for_metric(
                    Matcher::Full("decisiond_append_batch_events".into()),
                    BATCH_BUCKETS,
                )
            })
            .expect("static bucket lists are non-empty")
            .build_recorder();
        let handle = recorder.handle();
        // Another recorder (a test harness) may already be installed; the
        // handle still renders this one's series.
        let _ = metrics::set_global_recorder(recorder);
        describe::describe_all();
        handle
    })
}

/// The route template that matched, as [`track_requests`] counted it, set
/// on the response for the access log (`unmatched` when none did).
#[derive(Debug, Clone)]
pub(crate) struct MatchedRoute(pub String);

/// Counts and times every request by its route template (never the raw
/// path: ids would explode the series).
pub(crate) async fn track_requests(request: Request, next: Next) -> Response {
    let route = request
        .extensions()
        .get::<MatchedPath>()
        .map_or("unmatched", |p| p.as_str())
        .to_owned();
    let method = request.method().as_str().to_owned();
    let started = Instant::now();
    metrics::gauge!("decisiond_in_flight_requests").increment(1.0);
    let mut response = next.run(request).await;
    metrics::gauge!("decisiond_in_flight_requests").decrement(1.0);
    response
        .extensions_mut()
        .insert(MatchedRoute(route.clone()));
    let status = response.status().as_u16().to_string();
    metrics::histogram!("decisiond_http_request_duration_seconds",
        "route" => route.clone(), "method" => method.clone())
    .record(started.elapsed().as_secs_f64());
    metrics::counter!("decisiond_http_requests_total",
        "route" => route, "method" => method, "status" => status)
    .increment(1);
    response
}

/// The exposition text. It reads no store: the state gauges are what the
/// last background refresh ([`state`]) found, and their age says when.
pub fn render() -> String {
    state::record_age();
    let mut text = handle().render();
    text.push_str(&process::render());
    text
}
