//! Load generator: many cycles, concurrent clients, a mix of tool calls
//! over HTTP against a running decisiond; reports throughput and latency.
//!
//!   cargo run --release -p decision-e2e --bin loadgen -- --url http://127.0.0.1:8080 \
//!       --token "$(decisiond token --subject loadgen)"
//!
//! Run the server with `--rate-limit-per-second 0 --tool-calls-per-cycle-per-hour 0`
//! when measuring capacity: the per-user rate limit is meant to stop this.
//!
//! Each cycle is set up with 5 objectives and 4 alternatives and moved to
//! the consequences component; clients then re-rate random cells
//! (`rate_consequence`, durable writes) and ask for `compute_pugh_totals`
//! (reads, audited: also one append each).

use clap::Parser;
use serde_json::{Value, json};
use std::time::{Duration, Instant};

#[derive(Parser, Clone)]
struct Args {
    /// Base URL of a running decisiond.
    #[arg(long, default_value = "http://127.0.0.1:8080")]
    url: String,
    /// Bearer token (cycles:read cycles:write), e.g. from `decisiond token`.
    #[arg(long, env = "DECISIOND_TOKEN", hide_env_values = true)]
    token: String,
    /// Concurrent clients.
    #[arg(long, default_value_t = 16)]
    clients: usize,
    /// Cycles to spread the load over.
    #[arg(long, default_value_t = 64)]
    cycles: usize,
    /// How long to run, in seconds.
    #[arg(long, default_value_t = 10)]
    seconds: u64,
    /// Share of calls that are compute_pugh_totals (the rest rate cells), 0–100.
    #[arg(long, default_value_t = 20)]
    read_percent: u64,
    /// Every Nth write is followed by a read of its Pugh view with
    /// `min_position` (read-your-writes): the wait measures projection lag.
    /// 0 disables.
    #[arg(long, default_value_t = 10)]
    lag_every: u64,
}

#[tokio::main]
async fn main() {
    let args = Args::parse();
    let mut headers = reqwest::header::HeaderMap::new();
    let mut bearer = reqwest::header::HeaderValue::from_str(&format!("Bearer {}", args.token))
        .expect("the token is a header value");
    bearer.set_sensitive(true);
    headers.insert(reqwest::header::AUTHORIZATION, bearer);
    let http = reqwest::Client::builder()
        .default_headers(headers)
        .pool_max_idle_per_host(args.clients)
        .timeout(Duration::from_secs(30))
        .build()
        .expect("http client");
    let mut cycles = Vec::new();
    for i in 0..args.cycles {
        cycles.push(setup_cycle(&http, &args.url, i).await);
    }
    eprintln!(
        "set up {} cycles; running {} clients for {}s",
        cycles.len(),
        args.clients,
        args.seconds
    );

    let deadline = Instant::now() + Duration::from_secs(args.seconds);
    let started = Instant::now();
    let mut clients = tokio::task::JoinSet::new();
    for c in 0..args.clients {
        let (http, args, cycles) = (http.clone(), args.clone(), cycles.clone());
        clients.spawn(async move { client(c as u64, http, args, cycles, deadline).await });
    }
    let mut latencies: Vec<Duration> = Vec::new();
    let mut lags: Vec<Duration> = Vec::new();
    let mut errors = 0usize;
    for (l, g, e) in clients.join_all().await {
        latencies.extend(l);
        lags.extend(g);
        errors += e;
    }
    lags.sort();
    let lag_pct = |p: f64| {
        let i = ((lags.len() as f64 * p).ceil() as usize).clamp(1, lags.len().max(1)) - 1;
        lags.get(i).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    let elapsed = started.elapsed().as_secs_f64();
    latencies.sort();
    let pct = |p: f64| {
        let i = ((latencies.len() as f64 * p).ceil() as usize).clamp(1, latencies.len().max(1)) - 1;
        latencies.get(i).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    let report = json!({
        "clients": args.clients,
        "cycles": args.cycles,
        "seconds": elapsed,
        "requests": latencies.len(),
        "errors": errors,
        "throughput_per_s": latencies.len() as f64 / elapsed,
        "latency_ms": {"p50": pct(0.50), "p99": pct(0.99), "p999": pct(0.999), "max": pct(1.0)},
        "read_your_write_ms": {"samples": lags.len(), "p50": lag_pct(0.50), "p99": lag_pct(0.99), "max": lag_pct(1.0)},
    });
    println!("{}", serde_json::to_string_pretty(&report).expect("report"));
}

async fn client(
    seed: u64,
    http: reqwest::Client,
    args: Args,
    cycles: Vec<String>,
    deadline: Instant,
) -> (Vec<Duration>, Vec<Duration>, usize) {
    let mut rng = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = move || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
    let (mut latencies, mut lags, mut errors) = (Vec::new(), Vec::new(), 0);
    let mut writes = 0u64;
    while Instant::now() < deadline {
        let cycle = &cycles[(next() % cycles.len() as u64) as usize];
        let (tool, parameters) = if next() % 100 < args.read_percent {
            ("compute_pugh_totals", json!({}))
        } else {
            let alternative = ["alt_a", "alt_b", "alt_c"][(next() % 3) as usize];
            let objective = format!("obj_{}", next() % 5 + 1);
            let rating = (next() % 5) as i64 - 2;
            (
                "rate_consequence",
                json!({"alternative_id": alternative, "objective_id": objective,
                       "rating": rating, "reasoning": "load test"}),
            )
        };
        let started = Instant::now();
        let url = format!("{}/api/cycles/{cycle}/tools/{tool}", args.url);
        let response = post(&http, &url, &json!({"parameters": parameters})).await;
        latencies.push(started.elapsed());
        let Some((200, body)) = response else {
            errors += 1;
            continue;
        };
        writes += 1;
        if args.lag_every > 0 && writes.is_multiple_of(args.lag_every) {
            let position = body["position"].as_i64().unwrap_or(0);
            let acknowledged = Instant::now();
            let url = format!(
                "{}/api/cycles/{cycle}/pugh?min_position={position}&wait_ms=5000",
                args.url
            );
            match http.get(&url).send().await {
                Ok(r) if r.status() == 200 && r.headers().get("x-read-model-stale").is_none() => {
                    lags.push(acknowledged.elapsed())
                }
                _ => errors += 1,
            }
        }
    }
    (latencies, lags, errors)
}

async fn post(http: &reqwest::Client, url: &str, body: &Value) -> Option<(u16, Value)> {
    let response = http.post(url).json(body).send().await.ok()?;
    let status = response.status().as_u16();
    Some((status, response.json().await.ok()?))
}

async fn setup_cycle(http: &reqwest::Client, url: &str, i: usize) -> String {
    let (_, created) = post(
        http,
        &format!("{url}/api/cycles"),
        &json!({"title": format!("Load {i}")}),
    )
    .await
    .expect("create cycle");
    let id = created["cycle_id"].as_str().expect("cycle_id").to_owned();
    let navigate = |component: &'static str| {
        let (http, url, id) = (http.clone(), url.to_owned(), id.clone());
        async move {
            http.put(format!("{url}/api/cycles/{id}/component"))
                .json(&json!({"component": component}))
                .send()
                .await
                .expect("navigate");
        }
    };
    let tool = |name: &'static str, parameters: Value| {
        let (http, url, id) = (http.clone(), url.to_owned(), id.clone());
        async move {
            let (status, body) = post(
                &http,
                &format!("{url}/api/cycles/{id}/tools/{name}"),
                &json!({"parameters": parameters}),
            )
            .await
            .expect("setup call");
            assert_eq!(status, 200, "setup {name}: {body}");
        }
    };
    navigate("objectives").await;
    for o in 0..5 {
        tool("add_objective", json!({"name": format!("Objective {o}"), "measure": "m", "direction": "higher", "is_fundamental": true})).await;
    }
    navigate("alternatives").await;
    for a in 0..4 {
        tool(
            "add_alternative",
            json!({"name": format!("Alternative {a}"), "description": "", "is_status_quo": a == 3}),
        )
        .await;
    }
    navigate("consequences").await;
    id
}
