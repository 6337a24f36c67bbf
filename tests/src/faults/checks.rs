//! The end-of-run checks: the ledger against the store, the attempts
//! against the fault timeline, and `decisiond verify` (read models equal a
//! fresh fold, JetStream holds every event exactly once).

use super::chaos::Timeline;
use super::load::{Attempt, Call, Outcome};
use crate::server::binary;
use serde_json::Value;
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// Every event of the store, through the admin's view of `/api/events`.
pub async fn fetch_feed(admin: &reqwest::Client, base_url: &str) -> Result<Vec<Value>, String> {
    let mut events = Vec::new();
    let mut after = 0i64;
    loop {
        let url = format!("{base_url}/api/events?after={after}&limit=1000");
        let response = admin
            .get(&url)
            .send()
            .await
            .map_err(|e| format!("GET {url}: {e}"))?;
        let status = response.status();
        let page: Value = response
            .json()
            .await
            .map_err(|e| format!("GET {url}: {e}"))?;
        if status != 200 {
            return Err(format!("GET {url}: {status} {page}"));
        }
        let batch = page["events"].as_array().cloned().unwrap_or_default();
        if batch.is_empty() {
            return Ok(events);
        }
        after = page["next_after"].as_i64().ok_or("no next_after")?;
        events.extend(batch);
    }
}

/// Figures of the store check.
#[derive(Debug, Default, Clone)]
pub struct StoreFigures {
    pub events: usize,
    pub invocations: usize,
    pub notes: usize,
    /// Attempts that failed at the store (503, 500, the deadline) and were
    /// audited as `internal_error` once it answered again.
    pub failed_attempts_audited: usize,
}

/// The starts of the error texts of the `internal_error` records decisiond
/// writes for attempts that ended without a record of their own
/// (`app/pending_audits.rs`): such an attempt stored nothing.
const FAILED_ATTEMPT_ERRORS: [&str; 3] = [
    "the event store failed while recording this call",
    "the service failed while running this call",
    "this call was abandoned before it was recorded",
];

fn is_failed_attempt(payload: &Value) -> bool {
    payload["result"] == "internal_error"
        && payload["error"]
            .as_str()
            .is_some_and(|e| FAILED_ATTEMPT_ERRORS.iter().any(|f| e.starts_with(f)))
}

/// Every acknowledged call is stored exactly once, with the invocation id
/// it was acknowledged with; no call (acknowledged or not) is stored twice;
/// each stored call's domain events are there once; nothing else carries
/// this run's keys. Attempts that failed at the store are audited apart
/// (`internal_error`, nothing else stored): at most one record per failed
/// attempt, never under the acknowledged invocation id.
pub fn exactly_once(
    calls: &[Call],
    feed: &[Value],
    tag: &str,
    failures: &mut Vec<String>,
) -> StoreFigures {
    let mut by_key: HashMap<&str, Vec<&str>> = HashMap::new();
    let mut failed_by_key: HashMap<&str, Vec<&str>> = HashMap::new();
    let mut notes_by_key: HashMap<&str, usize> = HashMap::new();
    let mut events_by_invocation: HashMap<&str, u64> = HashMap::new();
    let mut figures = StoreFigures {
        events: feed.len(),
        ..StoreFigures::default()
    };
    for event in feed {
        if let Some(id) = event["metadata"]["invocation_id"].as_str() {
            *events_by_invocation.entry(id).or_default() += 1;
        }
        let payload = &event["payload"];
        match event["event_type"].as_str() {
            Some("ToolInvocationRecorded") => {
                // A replayed read's own record (decision 26: it costs what
                // the call did) names the call it repeats: not a second
                // storing of that call.
                if payload["replay_of"].is_string() {
                    continue;
                }
                if let Some(key) = payload["trigger_context"].as_str()
                    && key.starts_with(tag)
                {
                    let invocation = payload["invocation_id"].as_str().unwrap_or("?");
                    if is_failed_attempt(payload) {
                        figures.failed_attempts_audited += 1;
                        failed_by_key.entry(key).or_default().push(invocation);
                    } else {
                        figures.invocations += 1;
                        by_key.entry(key).or_default().push(invocation);
                    }
                }
            }
            Some("NoteAdded") => {
                if let Some(content) = payload["content"].as_str()
                    && content.starts_with(tag)
                {
                    figures.notes += 1;
                    *notes_by_key.entry(content).or_default() += 1;
                }
            }
            _ => {}
        }
    }
    let mut problems = Vec::new();
    for call in calls {
        let stored = by_key.remove(call.key.as_str()).unwrap_or_default();
        let failed = failed_by_key.remove(call.key.as_str()).unwrap_or_default();
        // A resend of an acknowledged call is a request of its own: the
        // store can fail it (its replay lookup) and audit it as failed.
        let answered = u32::from(call.ack.is_some());
        let requests = call.attempts + call.resends;
        if failed.len() as u32 > requests.saturating_sub(answered) {
            problems.push(format!(
                "call {} has {} failed attempts audited but made only {} requests \
                 ({} resent after its answer): {failed:?}",
                call.key,
                failed.len(),
                requests,
                call.resends
            ));
        }
        if let Some(ack) = &call.ack
            && failed.contains(&ack.invocation_id.as_str())
        {
            problems.push(format!(
                "call {} is audited both as acknowledged and as failed (invocation {})",
                call.key, ack.invocation_id
            ));
        }
        match &call.ack {
            Some(ack) => {
                if stored.is_empty() {
                    problems.push(format!(
                        "LOST: acknowledged call {} ({}, invocation {}) is not in the store",
                        call.key, call.tool, ack.invocation_id
                    ));
                } else if stored.len() > 1 {
                    problems.push(format!(
                        "DUPLICATED: call {} ({} attempts) is stored {} times: {stored:?}",
                        call.key,
                        call.attempts,
                        stored.len()
                    ));
                } else if stored[0] != ack.invocation_id {
                    problems.push(format!(
                        "call {} was acknowledged as invocation {} but the store has {}",
                        call.key, ack.invocation_id, stored[0]
                    ));
                }
                if call.note && ack.status == 200 {
                    let n = notes_by_key.get(call.key.as_str()).copied().unwrap_or(0);
                    if n != 1 {
                        problems.push(format!(
                            "the note of acknowledged call {} is stored {n} times",
                            call.key
                        ));
                    }
                }
            }
            None if stored.len() > 1 => problems.push(format!(
                "DUPLICATED: unacknowledged call {} is stored {} times",
                call.key,
                stored.len()
            )),
            None => {}
        }
    }
    for (key, ids) in by_key.iter().chain(&failed_by_key) {
        problems.push(format!(
            "the store has call {key} ({ids:?}), which no client made"
        ));
    }
    for event in feed {
        let payload = &event["payload"];
        if event["event_type"] == "ToolInvocationRecorded"
            && payload["trigger_context"]
                .as_str()
                .is_some_and(|k| k.starts_with(tag))
        {
            let id = payload["invocation_id"].as_str().unwrap_or("?");
            let expected = payload["events_appended"].as_u64().unwrap_or(0) + 1;
            let found = events_by_invocation.get(id).copied().unwrap_or(0);
            if found != expected {
                problems.push(format!(
                    "invocation {id} should have {expected} events (its domain events and its audit record), the store has {found}"
                ));
            }
        }
    }
    let total = problems.len();
    failures.extend(problems.into_iter().take(50));
    if total > 50 {
        failures.push(format!("… and {} more store problems", total - 50));
    }
    figures
}

/// Figures of the attempts, by fault.
#[derive(Debug, Default, Clone)]
pub struct AttemptFigures {
    pub requests: usize,
    pub connection_errors: usize,
    pub timeouts: usize,
    pub status_503: usize,
    pub status_503_without_retry_after: usize,
    pub status_500: usize,
    pub contended_409: usize,
    pub other_statuses: usize,
    pub max_latency: Duration,
    /// Per Postgres outage: requests overlapping it, their 503s, the
    /// slowest, the recovery time, the slowest /healthz probe.
    pub pg: Vec<PgFigures>,
}

#[derive(Debug, Default, Clone)]
pub struct PgFigures {
    pub down: Duration,
    pub requests: usize,
    pub acknowledged: usize,
    pub status_503: usize,
    pub status_503_without_retry_after: usize,
    pub max_latency: Duration,
    pub recovery: Option<Duration>,
    pub probes: usize,
    pub max_probe_latency: Duration,
}

/// Classifies every attempt against the timeline: what was expected from
/// the faults, and what was a misbehaviour of the service.
pub fn classify(
    attempts: &[Attempt],
    timeline: &Timeline,
    latency_bound: Duration,
    recovery_bound: Duration,
    recovery_limit: Duration,
    failures: &mut Vec<String>,
) -> AttemptFigures {
    let slack = Duration::from_millis(500);
    let killed_at: HashMap<u64, Duration> = timeline
        .kills
        .iter()
        .map(|k| (k.generation, k.at))
        .chain(timeline.exits.iter().map(|(g, at, _)| (*g, *at)))
        .collect();
    let windows: Vec<(Duration, Duration)> = timeline
        .pg
        .iter()
        .map(|p| {
            let end = p.recovered_at.unwrap_or(p.ready_at + recovery_limit);
            (
                p.stop_at.saturating_sub(slack),
                end + Duration::from_secs(1),
            )
        })
        .collect();
    let in_outage = |a: &Attempt| -> Option<usize> {
        windows
            .iter()
            .position(|(from, to)| a.start <= *to && a.end >= *from)
    };
    let mut figures = AttemptFigures {
        requests: attempts.len(),
        pg: timeline
            .pg
            .iter()
            .map(|p| PgFigures {
                down: p.ready_at - p.stop_at,
                recovery: p.recovered_at.map(|r| r - p.ready_at),
                probes: p.probes.len(),
                max_probe_latency: p.probes.iter().map(|x| x.latency).max().unwrap_or_default(),
                ..PgFigures::default()
            })
            .collect(),
        ..AttemptFigures::default()
    };
    let mut problems = Vec::new();
    let at = |a: &Attempt| {
        format!(
            "{} (sent at +{:.3}s to process {}, answered after {} ms)",
            a.key,
            a.start.as_secs_f64(),
            a.generation,
            a.latency().as_millis()
        )
    };
    for a in attempts {
        figures.max_latency = figures.max_latency.max(a.latency());
        let outage = in_outage(a);
        if let Some(i) = outage {
            let pg = &mut figures.pg[i];
            pg.requests += 1;
            pg.max_latency = pg.max_latency.max(a.latency());
        }
        match &a.outcome {
            Outcome::Acked { .. } => {
                if let Some(i) = outage {
                    figures.pg[i].acknowledged += 1;
                }
            }
            Outcome::Timeout => {
                figures.timeouts += 1;
                problems.push(format!(
                    "HANG: no answer within the client timeout: {}",
                    at(a)
                ));
            }
            Outcome::Connection(error) => {
                figures.connection_errors += 1;
                let expected = killed_at
                    .get(&a.generation)
                    .is_some_and(|k| *k <= a.end + slack);
                if !expected {
                    problems.push(format!(
                        "connection error from a process nobody killed: {}: {error}",
                        at(a)
                    ));
                }
            }
            Outcome::Status {
                status,
                retry_after,
                error,
            } => match status {
                503 => {
                    figures.status_503 += 1;
                    if let Some(i) = outage {
                        figures.pg[i].status_503 += 1;
                    }
                    if retry_after.is_none() {
                        figures.status_503_without_retry_after += 1;
                        if let Some(i) = outage {
                            figures.pg[i].status_503_without_retry_after += 1;
                        }
                        problems.push(format!("503 without Retry-After: {}: {error}", at(a)));
                    }
                    if outage.is_none() {
                        problems.push(format!(
                            "503 while Postgres was up (no outage): {}: {error}",
                            at(a)
                        ));
                    }
                }
                500 => {
                    figures.status_500 += 1;
                    problems.push(format!(
                        "500{}: {}: {error}",
                        if outage.is_some() {
                            " during the Postgres outage (expected 503 + Retry-After)"
                        } else {
                            ""
                        },
                        at(a)
                    ));
                }
                409 => {
                    figures.contended_409 += 1;
                    if retry_after.is_none() {
                        problems.push(format!(
                            "409 without invocation nor Retry-After: {}: {error}",
                            at(a)
                        ));
                    }
                }
                _ => {
                    figures.other_statuses += 1;
                    problems.push(format!("unexpected status {status}: {}: {error}", at(a)));
                }
            },
        }
    }
    for (i, (pg, outage)) in figures.pg.iter().zip(&timeline.pg).enumerate() {
        let (n, kind) = (i + 1, outage.kind);
        if pg.max_latency >= latency_bound {
            let slow: Vec<&Attempt> = attempts
                .iter()
                .filter(|a| in_outage(a) == Some(i) && a.latency() >= latency_bound)
                .collect();
            let examples: Vec<String> = slow
                .iter()
                .take(3)
                .map(|a| format!("{} → {}", at(a), describe(&a.outcome)))
                .collect();
            problems.push(format!(
                "Postgres {kind} {n} ({} ms down): {} request(s) took {} ms or more, the slowest {} ms (bound {} ms); e.g. {}",
                pg.down.as_millis(),
                slow.len(),
                latency_bound.as_millis(),
                pg.max_latency.as_millis(),
                latency_bound.as_millis(),
                examples.join("; ")
            ));
        }
        if pg.status_503 == 0 {
            problems.push(format!(
                "Postgres {kind} {n}: {} requests overlapped it and none was answered 503",
                pg.requests
            ));
        }
        match pg.recovery {
            None => problems.push(format!(
                "Postgres {kind} {n}: no call was acknowledged within {} s after Postgres was back",
                recovery_limit.as_secs()
            )),
            Some(r) if r >= recovery_bound => problems.push(format!(
                "Postgres {kind} {n}: the service took {} ms to recover (bound {} ms)",
                r.as_millis(),
                recovery_bound.as_millis()
            )),
            Some(_) => {}
        }
        for probe in &outage.probes {
            let bad = match &probe.answer {
                Ok(200 | 503) => None,
                Ok(status) => Some(format!("status {status}")),
                Err(e) => Some(e.clone()),
            };
            if let Some(bad) = bad {
                problems.push(format!(
                    "Postgres {kind} {n}: /healthz at +{:.3}s answered {bad}",
                    probe.start.as_secs_f64()
                ));
            }
            if probe.latency >= latency_bound {
                problems.push(format!(
                    "Postgres {kind} {n}: /healthz at +{:.3}s took {} ms",
                    probe.start.as_secs_f64(),
                    probe.latency.as_millis()
                ));
            }
        }
    }
    for (generation, at, status) in &timeline.exits {
        problems.push(format!(
            "decisiond (process {generation}) exited by itself at +{:.3}s: {status}",
            at.as_secs_f64()
        ));
    }
    problems.extend(timeline.errors.iter().cloned());
    let total = problems.len();
    failures.extend(problems.into_iter().take(60));
    if total > 60 {
        failures.push(format!("… and {} more attempt problems", total - 60));
    }
    figures
}

fn describe(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Acked { status, replayed } => {
            format!("{status}{}", if *replayed { " (replay)" } else { "" })
        }
        Outcome::Status {
            status,
            retry_after,
            error,
        } => format!("{status} (Retry-After {retry_after:?}): {error}"),
        Outcome::Connection(e) => format!("connection error: {e}"),
        Outcome::Timeout => "timeout".into(),
    }
}

/// Waits until every projection and the relay have caught up with the
/// store (lag 0, nothing parked), or fails with the last status.
pub async fn wait_caught_up(
    admin: &reqwest::Client,
    base_url: &str,
    limit: Duration,
) -> Result<Duration, String> {
    let started = Instant::now();
    let mut last = Value::Null;
    while started.elapsed() < limit {
        if let Ok(response) = admin
            .get(format!("{base_url}/api/projections"))
            .send()
            .await
            && let Ok(status) = response.json::<Value>().await
        {
            let projections = status["projections"]
                .as_array()
                .cloned()
                .unwrap_or_default();
            let parked: u64 = projections
                .iter()
                .map(|p| p["parked"].as_u64().unwrap_or(0))
                .sum();
            if parked > 0 {
                return Err(format!(
                    "events were parked (a projection failed on them): {status}"
                ));
            }
            let caught_up = !projections.is_empty()
                && projections.iter().all(|p| p["lag_positions"] == 0)
                && status["relay"]["lag_positions"] == 0;
            if caught_up {
                return Ok(started.elapsed());
            }
            last = status;
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    Err(format!(
        "projections and relay did not catch up within {} s: {last}",
        limit.as_secs()
    ))
}

/// `decisiond verify --json`: store, projections against a fresh fold,
/// JetStream exactly once. Retried while it only reports lag.
pub async fn verify(
    database_url: &str,
    nats_url: &str,
    stream: &str,
    prefix: &str,
    limit: Duration,
) -> Result<Value, String> {
    let started = Instant::now();
    loop {
        let output = tokio::process::Command::new(binary())
            .args(["verify", "--json", "--database-url", database_url])
            .args(["--nats-url", nats_url, "--nats-stream", stream])
            .args(["--nats-subject-prefix", prefix])
            .env_remove("DATABASE_URL")
            .env_remove("NATS_URL")
            .output()
            .await
            .map_err(|e| format!("run decisiond verify: {e}"))?;
        let stdout = String::from_utf8_lossy(&output.stdout);
        let report: Value = serde_json::from_str(&stdout).unwrap_or(Value::Null);
        let lagging = report["checked"].as_array().into_iter().flatten().any(|c| {
            let c = c.as_str().unwrap_or("");
            c.contains("not relayed yet") || c.contains("behind")
        });
        if output.status.success() && !lagging {
            return Ok(report);
        }
        if !output.status.success() || started.elapsed() > limit {
            return Err(format!(
                "decisiond verify failed ({}):\n{}\n{}",
                output.status,
                if report.is_null() {
                    stdout.to_string()
                } else {
                    serde_json::to_string_pretty(&report).unwrap_or_default()
                },
                String::from_utf8_lossy(&output.stderr)
            ));
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
}

/// How many messages the stream holds (JetStream's own count).
pub async fn stream_messages(nats_url: &str, stream: &str) -> Result<u64, String> {
    let client = async_nats::connect(nats_url)
        .await
        .map_err(|e| format!("connect to {nats_url}: {e}"))?;
    let js = async_nats::jetstream::new(client);
    let mut stream = js
        .get_stream(stream)
        .await
        .map_err(|e| format!("stream {stream}: {e}"))?;
    let info = stream
        .info()
        .await
        .map_err(|e| format!("stream info: {e}"))?;
    Ok(info.state.messages)
}
