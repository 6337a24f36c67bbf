//! The `# HELP` text of every series, and `decisiond_build_info`. One
//! table: a series recorded without a line here has no help text, and
//! the observability test fails on it.

use metrics::{Unit, describe_counter, describe_gauge, describe_histogram};

/// Describes every series and sets `decisiond_build_info{version} 1`.
pub(super) fn describe_all() {
    for (name, help) in COUNTERS {
        describe_counter!(*name, *help);
    }
    for (name, help) in GAUGES {
        describe_gauge!(*name, *help);
    }
    for (name, unit, help) in HISTOGRAMS {
        describe_histogram!(*name, *unit, *help);
    }
    metrics::gauge!("decisiond_build_info", "version" => env!("CARGO_PKG_VERSION")).set(1.0);
}

const COUNTERS: &[(&str, &str)] = &[
    (
        "decisiond_cache_evictions_total",
        "Entries a cache dropped to stay within its bounds, by cache (time_travel, aggregates, views by projection).",
    ),
    (
        "decisiond_http_requests_total",
        "HTTP requests answered, by route template, method and status.",
    ),
    (
        "decisiond_tool_calls_total",
        "Tool calls run, by tool and result (ok, rejected, error kinds).",
    ),
    (
        "decisiond_append_conflicts_total",
        "Appends that lost a race with another writer (decided again).",
    ),
    (
        "decisiond_append_retries_total",
        "Append attempts after the first one of a command.",
    ),
    (
        "decisiond_tool_call_replays_total",
        "Tool calls made again with their idempotency key, by tool and access (a read's replay is counted and recorded like a call).",
    ),
    (
        "decisiond_analysis_pool_refused_total",
        "Analysis calls and replayed reads refused by the analysis pool, by reason (user_share, full).",
    ),
    (
        "decisiond_rejected_requests_total",
        "Requests refused before running, by reason (rate limit, budget, shed load, deadline).",
    ),
    (
        "decisiond_nats_requests_dropped_total",
        "NATS commands dropped unanswered, by reason (reply_subject: outside --nats-reply-prefix).",
    ),
    (
        "decisiond_metrics_refreshes_total",
        "Refreshes of the state gauges by the background task.",
    ),
    (
        "decisiond_http_connection_timeouts_total",
        "HTTP connections closed by a timeout, by kind (header, idle).",
    ),
    (
        "decisiond_group_commit_fallbacks_total",
        "Group-commit batches rolled back and re-run one append at a time.",
    ),
    (
        "decisiond_idempotency_keys_expired_total",
        "Idempotency keys deleted after their retention.",
    ),
    (
        "decisiond_pending_audits_total",
        "Calls recorded as internal_error after a store failure or a drop, by tool and result.",
    ),
    (
        "decisiond_relay_payloads_omitted_total",
        "Events published without their payload (larger than the NATS server's max_payload).",
    ),
];

const GAUGES: &[(&str, &str)] = &[
    (
        "decisiond_analysis_pool_busy",
        "Analysis pool threads running an analysis or a replayed read.",
    ),
    (
        "decisiond_analysis_pool_queued",
        "Analysis calls and replayed reads waiting for an analysis pool thread.",
    ),
    (
        "decisiond_cache_bytes",
        "Bytes a cache holds (its entries as JSON), by cache (time_travel, aggregates, views by projection).",
    ),
    (
        "decisiond_heavy_reads_in_flight",
        "Heavy reads (history, export, diff, at_version) running now.",
    ),
    (
        "decisiond_heavy_reads_reserved_bytes",
        "Bytes the heavy reads running now have reserved (--heavy-reads-bytes bounds it).",
    ),
    (
        "decisiond_build_info",
        "Always 1; the version label is the running build's.",
    ),
    (
        "decisiond_in_flight_requests",
        "HTTP requests being served now.",
    ),
    (
        "decisiond_http_connections_open",
        "HTTP connections open now.",
    ),
    (
        "decisiond_pending_audits",
        "Failed or dropped calls waiting for the store to record them.",
    ),
    (
        "decisiond_projection_lag_positions",
        "Feed positions a projection is behind the store's last event.",
    ),
    (
        "decisiond_projection_lag_seconds",
        "How old the oldest event a projection has not applied is, in seconds.",
    ),
    (
        "decisiond_projection_parked_events",
        "Events a projection could not apply and parked.",
    ),
    (
        "decisiond_relay_lag_positions",
        "Feed positions the NATS relay is behind the store's last event.",
    ),
    (
        "decisiond_relay_lag_seconds",
        "How old the oldest event not yet relayed to NATS is, in seconds.",
    ),
    (
        "decisiond_relay_nats_connected",
        "1 when the relay's NATS connection is up, else 0.",
    ),
    (
        "decisiond_feed_horizon_age_seconds",
        "Age of the oldest transaction holding the gap-safe feed back, in seconds.",
    ),
    (
        "decisiond_pool_connections",
        "Postgres pool connections, by state (in_use, idle, max).",
    ),
    (
        "decisiond_pool_waiting",
        "Tasks waiting for a Postgres pool connection.",
    ),
    (
        "decisiond_metrics_state_age_seconds",
        "Seconds since the state gauges were last refreshed.",
    ),
];

const HISTOGRAMS: &[(&str, Unit, &str)] = &[
    (
        "decisiond_http_request_duration_seconds",
        Unit::Seconds,
        "HTTP request duration to the response head, by route template and method.",
    ),
    (
        "decisiond_tool_call_duration_seconds",
        Unit::Seconds,
        "Tool call duration, by tool.",
    ),
    (
        "decisiond_append_duration_seconds",
        Unit::Seconds,
        "Duration of one append to the event store.",
    ),
    (
        "decisiond_append_batch_events",
        Unit::Count,
        "Events stored by one append (a call's events plus its audit record).",
    ),
    (
        "decisiond_group_commit_batch_size",
        Unit::Count,
        "Appends committed together in one group-commit transaction.",
    ),
    (
        "decisiond_group_commit_wait_seconds",
        Unit::Seconds,
        "How long an append waited for its group-commit batch.",
    ),
];
