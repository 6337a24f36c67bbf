//! What operators see: `/metrics` in Prometheus format with the series the
//! runbook relies on, `/readyz` per dependency, and load shedding that
//! keeps memory bounded and recovers.

use decision_e2e::nats::{NatsServer, serve_args, unique_names};
use decision_e2e::server::StoreLocation;
use decision_e2e::{Server, StoreKind};
use serde_json::{Value, json};
use std::time::{Duration, Instant};

/// The value of the first sample of `series` whose labels contain every
/// `label="value"` in `labels`.
fn sample(text: &str, series: &str, labels: &[&str]) -> Option<f64> {
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .filter(|l| l.starts_with(series) && l[series.len()..].starts_with(['{', ' ']))
        .find(|l| labels.iter().all(|label| l.contains(label)))
        .and_then(|l| l.rsplit(' ').next())
        .and_then(|v| v.parse().ok())
}

async fn scrape(server: &Server) -> String {
    // No token: scrapers carry none.
    let response = reqwest::get(server.url("/metrics")).await.unwrap();
    assert_eq!(response.status(), 200);
    let kind = response.headers()["content-type"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(kind.starts_with("text/plain"), "{kind}");
    response.text().await.unwrap()
}

#[tokio::test]
async fn metrics_expose_every_series_after_real_traffic() {
    let nats = NatsServer::start("observability_metrics");
    let (stream, prefix) = unique_names();
    let mut args = serve_args(&nats, &stream, &prefix);
    args.extend(["--metrics-refresh-ms".to_owned(), "200".to_owned()]);
    let server = Server::start_with(
        StoreLocation::fresh(StoreKind::Postgres, "observability_metrics").await,
        &args,
    )
    .await;
    let cycle = server.create_cycle("Metrics").await;
    let call = format!("/api/cycles/{cycle}/tools/add_potential_decision");
    let mut position = 0;
    for i in 0..5 {
        let (status, body) = server
            .post(
                &call,
                &json!({"parameters": {"description": format!("d{i}")}}),
            )
            .await;
        assert_eq!(status, 200, "{body}");
        position = body["position"].as_i64().unwrap();
    }
    let (status, _) = server
        .post(&call, &json!({"parameters": {"description": ""}}))
        .await;
    assert_eq!(status, 422);
    server
        .get_after(&format!("/api/cycles/{cycle}/document"), position)
        .await;

    // The state gauges come from a background refresh: wait for two more
    // to finish, so the last one started after the traffic (a loaded
    // machine can delay the first past a single scrape).
    let refreshes = |text: &str| sample(text, "decisiond_metrics_refreshes_total", &[]);
    let before = refreshes(&scrape(&server).await).unwrap_or(0.0);
    let deadline = Instant::now() + Duration::from_secs(30);
    let text = loop {
        let text = scrape(&server).await;
        if refreshes(&text).unwrap_or(0.0) >= before + 2.0 {
            break text;
        }
        assert!(
            Instant::now() < deadline,
            "no state refresh in 30 s:\n{text}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let route = r#"route="/api/cycles/{id}/tools/{name}""#;
    assert_eq!(
        sample(
            &text,
            "decisiond_http_requests_total",
            &[route, r#"status="200""#]
        ),
        Some(5.0),
        "requests by route template and status:\n{text}"
    );
    assert!(
        sample(
            &text,
            "decisiond_http_request_duration_seconds_count",
            &[route]
        ) >= Some(6.0),
        "a latency histogram per route"
    );
    let tool = r#"tool="add_potential_decision""#;
    assert_eq!(
        sample(
            &text,
            "decisiond_tool_calls_total",
            &[tool, r#"result="success""#]
        ),
        Some(5.0)
    );
    assert_eq!(
        sample(
            &text,
            "decisiond_tool_calls_total",
            &[tool, r#"result="validation_error""#]
        ),
        Some(1.0)
    );
    for series in [
        "decisiond_tool_call_duration_seconds_bucket",
        "decisiond_append_duration_seconds_bucket",
        "decisiond_append_batch_events_bucket",
        "decisiond_projection_lag_positions",
        "decisiond_projection_lag_seconds",
        "decisiond_projection_parked_events",
        "decisiond_relay_lag_positions",
        "decisiond_relay_lag_seconds",
        "decisiond_relay_nats_connected",
        "decisiond_feed_horizon_age_seconds",
        "decisiond_pool_connections",
        "decisiond_pool_waiting",
        "decisiond_in_flight_requests",
        // At 0 from start-up, so an alert sees the first drop.
        "decisiond_nats_requests_dropped_total",
    ] {
        assert!(
            sample(&text, series, &[]).is_some(),
            "{series} missing:\n{text}"
        );
    }
    assert_eq!(
        sample(
            &text,
            "decisiond_projection_parked_events",
            &[r#"projection="decision""#]
        ),
        Some(0.0)
    );
    assert!(sample(&text, "decisiond_pool_connections", &[r#"state="max""#]) >= Some(1.0));
    // Ids never become labels: the series count stays small.
    assert!(!text.contains(&cycle), "a cycle id leaked into a label");

    // Every series says what it is.
    let described: std::collections::HashSet<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix("# HELP "))
        .filter_map(|l| l.split(' ').next())
        .collect();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let name = line.split(['{', ' ']).next().unwrap();
        let family = ["_bucket", "_sum", "_count"]
            .iter()
            .find_map(|suffix| name.strip_suffix(suffix).filter(|f| described.contains(f)))
            .unwrap_or(name);
        assert!(described.contains(family), "no # HELP for {name}:\n{text}");
    }
    assert_eq!(
        sample(&text, "decisiond_build_info", &[r#"version="0."#]),
        Some(1.0),
        "build_info names the build:\n{text}"
    );
    // The standard process series, read from /proc.
    assert!(
        sample(&text, "process_cpu_seconds_total", &[]) > Some(0.0),
        "{text}"
    );
    assert!(
        sample(&text, "process_resident_memory_bytes", &[]) > Some(1e6),
        "{text}"
    );
    assert!(sample(&text, "process_open_fds", &[]) > Some(3.0), "{text}");
    let started = sample(&text, "process_start_time_seconds", &[]).expect("start time");
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs_f64();
    assert!(
        started <= now && started > now - 600.0,
        "started {started}, now {now}"
    );

    // Rejections by reason.
    let unknown = server
        .post(
            &format!("/api/cycles/{cycle}/tools/no_such_tool"),
            &json!({}),
        )
        .await;
    assert_eq!(unknown.0, 404);
    let text = scrape(&server).await;
    assert_eq!(
        sample(&text, "decisiond_tool_calls_total", &[r#"tool="unknown""#]),
        Some(1.0),
        "an unknown tool name is not a label"
    );
}

#[tokio::test]
async fn readyz_reflects_the_store_and_nats() {
    let mut nats = NatsServer::start("observability_readyz");
    let (stream, prefix) = unique_names();
    let server = Server::start_with(
        StoreLocation::fresh(StoreKind::Embedded, "observability_readyz").await,
        &serve_args(&nats, &stream, &prefix),
    )
    .await;
    let ready = |expect_nats: &'static str| {
        let url = server.url("/readyz");
        async move {
            let deadline = Instant::now() + Duration::from_secs(15);
            loop {
                let response = reqwest::get(&url).await.unwrap();
                let status = response.status().as_u16();
                let body: Value = response.json().await.unwrap();
                if body["nats"] == expect_nats || Instant::now() > deadline {
                    return (status, body);
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
    };
    let (status, body) = ready("connected").await;
    assert_eq!(
        (status, &body["nats"], &body["store"]),
        (200, &json!("connected"), &json!("ok")),
        "{body}"
    );
    nats.stop();
    let (status, body) = ready("disconnected").await;
    // Commands are still accepted without NATS (the relay catches up), so
    // the instance stays in rotation, flagged as degraded.
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        (&body["nats"], &body["degraded"]),
        (&json!("disconnected"), &json!(true)),
        "{body}"
    );
    nats.start_again();
    let (_, body) = ready("connected").await;
    assert_eq!(body["degraded"], false, "{body}");
}

#[tokio::test]
async fn overload_is_shed_with_503_memory_stays_bounded_and_it_recovers() {
    let server = Server::start_with(
        StoreLocation::fresh(StoreKind::Embedded, "observability_overload").await,
        &[
            "--max-in-flight",
            "4",
            "--max-queued",
            "16",
            "--queue-wait-ms",
            "300",
            "--rate-limit-per-second",
            "0",
            "--tool-calls-per-cycle-per-hour",
            "0",
        ]
        .map(String::from),
    )
    .await;
    let cycles: Vec<String> = futures_util::future::join_all((0..8).map(|i| {
        let server = &server;
        async move { server.create_cycle(&format!("Overload {i}")).await }
    }))
    .await;
    let rss_before = server.rss_kib();
    let started = Instant::now();
    let mut calls = Vec::new();
    for i in 0..400 {
        let http = server.http.clone();
        let url = server.url(&format!(
            "/api/cycles/{}/tools/add_potential_decision",
            cycles[i % cycles.len()]
        ));
        calls.push(tokio::spawn(async move {
            let sent = Instant::now();
            let response = http
                .post(url)
                .json(&json!({"parameters": {"description": format!("call {i}")}}))
                .send()
                .await
                .expect("every request gets an answer");
            let retry_after = response.headers().contains_key("retry-after");
            (response.status().as_u16(), retry_after, sent.elapsed())
        }));
    }
    let mut peak_rss = 0;
    let mut outcomes = Vec::new();
    for call in calls {
        peak_rss = peak_rss.max(server.rss_kib());
        outcomes.push(call.await.unwrap());
    }
    let ok = outcomes.iter().filter(|(s, _, _)| *s == 200).count();
    let shed: Vec<_> = outcomes.iter().filter(|(s, _, _)| *s == 503).collect();
    let slowest = outcomes.iter().map(|(_, _, d)| *d).max().unwrap();
    println!(
        "400 concurrent calls in {:?}: {ok} ok, {} shed, slowest {slowest:?}, rss {rss_before} -> peak {peak_rss} KiB",
        started.elapsed(),
        shed.len()
    );
    assert_eq!(ok + shed.len(), 400, "only 200s and 503s");
    assert!(!shed.is_empty(), "past capacity some calls are shed");
    assert!(
        shed.iter().all(|(_, retry, _)| *retry),
        "every 503 says when to retry"
    );
    assert!(ok >= 4, "the admitted calls are served");
    assert!(
        slowest < Duration::from_secs(10),
        "no request hangs: {slowest:?}"
    );
    assert!(
        peak_rss < rss_before + 100 * 1024,
        "memory stays bounded: {rss_before} -> {peak_rss} KiB"
    );
    // It recovers by itself.
    let (status, _) = server
        .post(
            &format!("/api/cycles/{}/tools/add_potential_decision", cycles[0]),
            &json!({"parameters": {"description": "after the storm"}}),
        )
        .await;
    assert_eq!(status, 200);
    let text = scrape(&server).await;
    assert_eq!(
        sample(
            &text,
            "decisiond_rejected_requests_total",
            &[r#"reason="overload""#]
        ),
        Some(shed.len() as f64)
    );
}

/// Issue 21, item 2: in the real process, on both stores, the background
/// threads (projections, relay, idempotency sweep) and the analysis pool's
/// run at nice 10 and the request path's at the normal priority;
/// `--background-nice 0 --analysis-nice 0` turns it off. Read from `/proc/<pid>/task/*/stat` while the service works.
#[tokio::test]
async fn background_work_runs_below_the_request_path() {
    for kind in [StoreKind::Embedded, StoreKind::Postgres] {
        let server = Server::start(kind, "background_nice").await;
        let cycle = server.create_cycle("Priorities").await;
        let (status, _) = server
            .tool(
                &cycle,
                "add_potential_decision",
                serde_json::json!({"description": "Move?"}),
            )
            .await;
        assert_eq!(status, 200);
        let threads = niceness_by_thread(server.pid());
        let background: Vec<i32> = threads
            .iter()
            .filter(|(name, _)| name.starts_with("decisiond-bg"))
            .map(|(_, nice)| *nice)
            .collect();
        let requests: Vec<i32> = threads
            .iter()
            .filter(|(name, _)| name.starts_with("tokio-"))
            .map(|(_, nice)| *nice)
            .collect();
        assert!(
            !background.is_empty(),
            "{kind:?}: no background thread: {threads:?}"
        );
        assert!(
            !requests.is_empty(),
            "{kind:?}: no request thread: {threads:?}"
        );
        assert!(background.iter().all(|n| *n == 10), "{kind:?}: {threads:?}");
        assert!(requests.iter().all(|n| *n == 0), "{kind:?}: {threads:?}");
        // The analysis pool (issue 28): 10 steps below the process.
        let analysis: Vec<i32> = threads
            .iter()
            .filter(|(name, _)| name.starts_with("decisiond-analy"))
            .map(|(_, nice)| *nice)
            .collect();
        assert!(
            !analysis.is_empty() && analysis.iter().all(|n| *n == 10),
            "{kind:?}: {threads:?}"
        );
    }
    let store = StoreLocation::fresh(StoreKind::Embedded, "background_nice_off").await;
    let server = Server::start_with(
        store,
        &[
            "--background-nice".into(),
            "0".into(),
            "--analysis-nice".into(),
            "0".into(),
        ],
    )
    .await;
    let threads = niceness_by_thread(server.pid());
    assert!(
        threads.iter().all(|(_, nice)| *nice == 0),
        "--background-nice 0 --analysis-nice 0: {threads:?}"
    );
}

/// Each thread of `pid`: its name and niceness.
fn niceness_by_thread(pid: u32) -> Vec<(String, i32)> {
    let mut threads = Vec::new();
    for task in std::fs::read_dir(format!("/proc/{pid}/task")).expect("the process's threads") {
        let path = task.expect("a thread").path();
        let Ok(stat) = std::fs::read_to_string(path.join("stat")) else {
            continue; // it ended meanwhile
        };
        let (open, close) = (stat.find('(').unwrap(), stat.rfind(')').unwrap());
        let name = stat[open + 1..close].to_owned();
        let nice: i32 = stat[close + 2..]
            .split(' ')
            .nth(16)
            .and_then(|n| n.parse().ok())
            .expect("a niceness");
        threads.push((name, nice));
    }
    threads
}
