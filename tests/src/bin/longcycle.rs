//! Does a command's latency grow with its cycle's history? Grows one cycle
//! to each of `--sizes` events, and at each size times `--calls` sequential
//! `rate_consequence` calls on the server under test (`--url`) and, side by
//! side, on a reference instance on the same database (`--reference-url`,
//! e.g. decisiond with `--aggregate-cache-cycles 0`, which re-reads the
//! whole stream on every command). Prints one JSON report.
//!
//!   target/release/longcycle --url http://127.0.0.1:8080 \
//!       --reference-url http://127.0.0.1:8081 --token "$DECISIOND_TOKEN"

use clap::Parser;
use decision_e2e::load::api::{call_tool, set_up_cycle};
use decision_e2e::load::latencies::Latencies;
use serde_json::{Value, json};
use std::time::{Duration, Instant};

#[derive(Parser)]
struct Args {
    #[arg(long, default_value = "http://127.0.0.1:8080")]
    url: String,
    /// A second instance on the same database to compare with.
    #[arg(long)]
    reference_url: Option<String>,
    #[arg(long, env = "DECISIOND_TOKEN", hide_env_values = true)]
    token: String,
    /// Stream lengths (events) to measure at, ascending.
    #[arg(long, value_delimiter = ',', default_value = "10,100,1000,10000")]
    sizes: Vec<u64>,
    /// Timed calls per size and server.
    #[arg(long, default_value_t = 100)]
    calls: usize,
    /// Concurrent calls while growing the cycle (growing is not timed).
    #[arg(long, default_value_t = 8)]
    grow_concurrency: usize,
}

#[tokio::main]
async fn main() {
    let args = Args::parse();
    let http = reqwest::Client::builder()
        .default_headers(
            [(
                reqwest::header::AUTHORIZATION,
                format!("Bearer {}", args.token).parse().expect("header"),
            )]
            .into_iter()
            .collect(),
        )
        .timeout(Duration::from_secs(60))
        .build()
        .expect("http client");
    let (cycle, position) = set_up(&http, &args.url).await;
    let mut version = current_version(&http, &args.url, &cycle, position).await;
    let mut rows = Vec::new();
    for &size in &args.sizes {
        version = grow(&http, &args, &cycle, version, size).await;
        let mut row = json!({"events": version});
        let (latencies, v) = timed(&http, &args.url, &cycle, args.calls).await;
        row["server"] = latencies;
        version = v;
        if let Some(reference) = &args.reference_url {
            let (latencies, v) = timed(&http, reference, &cycle, args.calls).await;
            row["reference"] = latencies;
            version = v;
        }
        eprintln!("{row}");
        rows.push(row);
    }
    let report = json!({"cycle_id": cycle, "calls_per_size": args.calls, "sizes": rows});
    println!("{}", serde_json::to_string_pretty(&report).expect("report"));
}

/// One rate_consequence call; returns the feed position of its audit record.
async fn rate(http: &reqwest::Client, url: &str, cycle: &str, n: u64) -> i64 {
    let alternative = ["alt_a", "alt_b", "alt_c"][(n % 3) as usize];
    let parameters = json!({
        "alternative_id": alternative,
        "objective_id": format!("obj_{}", n % 5 + 1),
        "rating": (n % 5) as i64 - 2,
        "reasoning": "long cycle",
    });
    let (status, body) = call_tool(http, url, cycle, "rate_consequence", parameters).await;
    assert_eq!(status, 200, "rate_consequence: {body}");
    body["position"].as_i64().expect("position")
}

/// Grows the cycle to at least `size` events with concurrent calls.
async fn grow(
    http: &reqwest::Client,
    args: &Args,
    cycle: &str,
    mut version: u64,
    size: u64,
) -> u64 {
    while version < size {
        // Each call appends two events (the rating and its audit record).
        let batch = ((size - version).div_ceil(2)).min(args.grow_concurrency as u64 * 16);
        let mut calls = tokio::task::JoinSet::new();
        let mut last = 0;
        for n in 0..batch {
            let (http, url, cycle) = (http.clone(), args.url.clone(), cycle.to_owned());
            calls.spawn(async move { rate(&http, &url, &cycle, n).await });
            if calls.len() >= args.grow_concurrency {
                last = last.max(calls.join_next().await.expect("a call").expect("call"));
            }
        }
        last = calls.join_all().await.into_iter().fold(last, i64::max);
        version = current_version(http, &args.url, cycle, last).await;
    }
    version
}

async fn timed(http: &reqwest::Client, url: &str, cycle: &str, calls: usize) -> (Value, u64) {
    let mut latencies = Latencies::default();
    let mut last = 0;
    for n in 0..calls as u64 {
        let started = Instant::now();
        last = rate(http, url, cycle, n).await;
        latencies.record(started.elapsed());
    }
    (
        latencies.summary(),
        current_version(http, url, cycle, last).await,
    )
}

/// The cycle's version once the document has caught up with `position`.
async fn current_version(http: &reqwest::Client, url: &str, cycle: &str, position: i64) -> u64 {
    let document: Value = http
        .get(format!(
            "{url}/api/cycles/{cycle}/document?min_position={position}&wait_ms=5000"
        ))
        .send()
        .await
        .expect("document")
        .json()
        .await
        .expect("json");
    document["version"]
        .as_u64()
        .unwrap_or_else(|| panic!("no version in {document}"))
}

/// A cycle in the consequences component, and the position of its last event.
async fn set_up(http: &reqwest::Client, url: &str) -> (String, i64) {
    let cycle = set_up_cycle(http, url, 0).await;
    let position = rate(http, url, &cycle, 0).await;
    (cycle, position)
}
