//! Load generator: many cycles, concurrent clients, a mix of tool calls and
//! read-model reads over HTTP against a running server (decisiond, or the
//! benchmark peer, which serves the same routes); prints one JSON report.
//!
//!   target/release/loadgen --url http://127.0.0.1:8080 --token "$DECISIOND_TOKEN" \
//!       --clients 16 --cycles 64 --seconds 10 --server-pid "$(pgrep -f 'decisiond serve')"
//!
//! Run decisiond with `--rate-limit-per-second 0 --tool-calls-per-cycle-per-hour 0`
//! when measuring capacity: the per-user limits are meant to stop this.
//!
//! Set-up: every cycle gets 5 objectives and 4 alternatives and moves to
//! the consequences component. Then each client, until the time is up,
//! draws an operation from `--mix` on a random cycle:
//! * `rate_consequence` re-rates a random cell (a durable write);
//! * `compute_pugh_totals` (a read, audited: also one append);
//! * `add_objective` adds a uniquely named objective to the client's own
//!   cycle in the objectives component (a new one every 40 objectives);
//! * `get_pugh` reads the Pugh view from the read model (no append).
//!
//! Closed loop by default (each client sends its next request when the
//! last is answered); `--rate` paces all clients to a total rate instead,
//! timing each request from when it was due, so a stalled server shows in
//! the latencies (no coordinated omission).
//!
//! After `--`, a command to run instead of the load, with the same CPU
//! readings around it (the benchmark's pgbench: Postgres's CPU per
//! transaction is measured the way decisiond's per tool call is):
//!
//!   target/release/loadgen --token x --watch-comm postgres -- pgbench -T 20 …

use clap::Parser;
use decision_e2e::load::api::{call_tool, create_cycle, get, navigate, set_up_cycle};
use decision_e2e::load::latencies::Latencies;
use decision_e2e::load::mix::{Mix, Operation};
use decision_e2e::load::process;
use serde_json::{Map, Value, json};
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

#[derive(Parser, Clone)]
struct Args {
    /// Base URL of the server.
    #[arg(long, default_value = "http://127.0.0.1:8080")]
    url: String,
    /// Bearer token (cycles:read cycles:write), e.g. from `decisiond token`.
    #[arg(long, env = "DECISIOND_TOKEN", hide_env_values = true)]
    token: String,
    /// Concurrent clients (connections).
    #[arg(long, default_value_t = 16)]
    clients: usize,
    /// Cycles to spread the load over (set up before the run).
    #[arg(long, default_value_t = 64)]
    cycles: usize,
    /// How long to measure, in seconds.
    #[arg(long, default_value_t = 10)]
    seconds: u64,
    /// Load before measuring (not counted), in seconds.
    #[arg(long, default_value_t = 2)]
    warmup_seconds: u64,
    /// Operations and their weights.
    #[arg(
        long,
        default_value = "rate_consequence=70,compute_pugh_totals=20,add_objective=10"
    )]
    mix: Mix,
    /// Total requests per second across all clients (0: as fast as answered).
    #[arg(long, default_value_t = 0.0)]
    rate: f64,
    /// Every Nth accepted write is followed by a read of its Pugh view with
    /// `min_position` (read-your-writes): the wait measures projection lag.
    /// 0 disables.
    #[arg(long, default_value_t = 10)]
    lag_every: u64,
    /// The server's process id: its CPU time and memory are reported.
    #[arg(long)]
    server_pid: Option<u32>,
    /// Also report the CPU time of all processes with this command name
    /// (e.g. `postgres`), summed.
    #[arg(long)]
    watch_comm: Vec<String>,
    /// A name for this run, copied into the report.
    #[arg(long, default_value = "")]
    label: String,
    /// Run this command instead of the load, and report the CPU the
    /// watched processes spent while it ran.
    #[arg(last = true)]
    command: Vec<String>,
}

/// What one client measured.
#[derive(Default)]
struct Measured {
    by_operation: BTreeMap<Operation, Latencies>,
    tool_calls: Latencies,
    lags: Latencies,
    /// Failed requests by status ("connection" when there was none).
    errors: BTreeMap<String, usize>,
}

impl Measured {
    fn merge(&mut self, other: Measured) {
        for (op, l) in other.by_operation {
            self.by_operation.entry(op).or_default().merge(l);
        }
        self.tool_calls.merge(other.tool_calls);
        self.lags.merge(other.lags);
        for (status, n) in other.errors {
            *self.errors.entry(status).or_default() += n;
        }
    }
}

#[tokio::main]
async fn main() {
    let args = Args::parse();
    if !args.command.is_empty() {
        return watch_command(&args);
    }
    let http = http_client(&args);
    let started_setup = Instant::now();
    let cycles = set_up_cycles(&http, &args).await;
    eprintln!(
        "set up {} cycles in {:.1}s; warming up {}s, then {} clients for {}s ({})",
        cycles.len(),
        started_setup.elapsed().as_secs_f64(),
        args.warmup_seconds,
        args.clients,
        args.seconds,
        if args.rate > 0.0 {
            format!("{} requests/s", args.rate)
        } else {
            "closed loop".into()
        }
    );

    let warmup_ends = Instant::now() + Duration::from_secs(args.warmup_seconds);
    let deadline = warmup_ends + Duration::from_secs(args.seconds);
    let mut clients = tokio::task::JoinSet::new();
    for c in 0..args.clients {
        let (http, args, cycles) = (http.clone(), args.clone(), cycles.clone());
        clients.spawn(async move { client(c, http, args, cycles, warmup_ends, deadline).await });
    }
    tokio::time::sleep_until(warmup_ends.into()).await;
    let before = Readings::take(&args);
    let measuring = Instant::now();
    let mut measured = Measured::default();
    for m in clients.join_all().await {
        measured.merge(m);
    }
    let elapsed = measuring.elapsed().as_secs_f64();
    let after = Readings::take(&args);
    println!(
        "{}",
        serde_json::to_string_pretty(&report(&args, measured, elapsed, &before, &after))
            .expect("report")
    );
}

/// Runs `args.command` (its output passes through) and prints what the
/// watched processes spent meanwhile; exits with the command's failure.
fn watch_command(args: &Args) {
    let before = Readings::take(args);
    let started = Instant::now();
    let status = std::process::Command::new(&args.command[0])
        .args(&args.command[1..])
        .status()
        .unwrap_or_else(|e| panic!("cannot run {:?}: {e}", args.command[0]));
    let elapsed = started.elapsed().as_secs_f64();
    // The command's server processes (Postgres backends) exit after it
    // and count in their parent's CPU only once reaped: read after they
    // settle, or a short run can read nothing at all.
    std::thread::sleep(Duration::from_millis(500));
    let after = Readings::take(args);
    let watched = watched_cpu(args, elapsed, &before, &after);
    println!(
        "{}",
        serde_json::to_string_pretty(&json!({
            "label": args.label,
            "command": args.command,
            "seconds": elapsed,
            "exit_status": status.code(),
            "watched_cpu_percent_of_one_core": watched.percent,
            "watched_cpu_seconds": watched.seconds,
        }))
        .expect("report")
    );
    if !status.success() {
        std::process::exit(status.code().unwrap_or(1));
    }
}

/// CPU the watched processes spent between two readings, by command name.
struct WatchedCpu {
    percent: Map<String, Value>,
    seconds: Map<String, Value>,
    total_seconds: f64,
}

fn watched_cpu(args: &Args, elapsed: f64, before: &Readings, after: &Readings) -> WatchedCpu {
    let mut watched = WatchedCpu {
        percent: Map::new(),
        seconds: Map::new(),
        total_seconds: 0.0,
    };
    for (i, comm) in args.watch_comm.iter().enumerate() {
        let (Some(a), Some(b)) = (before.watched_cpu.get(i), after.watched_cpu.get(i)) else {
            continue;
        };
        let spent = b.saturating_sub(*a).as_secs_f64();
        watched.total_seconds += spent;
        watched
            .percent
            .insert(comm.clone(), json!((spent / elapsed * 100.0).round()));
        watched.seconds.insert(comm.clone(), json!(spent));
    }
    watched
}

fn http_client(args: &Args) -> reqwest::Client {
    let mut headers = reqwest::header::HeaderMap::new();
    let mut bearer = reqwest::header::HeaderValue::from_str(&format!("Bearer {}", args.token))
        .expect("the token is a header value");
    bearer.set_sensitive(true);
    headers.insert(reqwest::header::AUTHORIZATION, bearer);
    reqwest::Client::builder()
        .default_headers(headers)
        .pool_max_idle_per_host(args.clients)
        .timeout(Duration::from_secs(30))
        .build()
        .expect("http client")
}

/// The server's and watched processes' CPU time and memory at one moment.
struct Readings {
    server_cpu: Option<Duration>,
    server_memory: Option<(u64, u64)>,
    watched_cpu: Vec<Duration>,
}

impl Readings {
    fn take(args: &Args) -> Readings {
        Readings {
            server_cpu: args.server_pid.and_then(process::cpu_time),
            server_memory: args.server_pid.and_then(process::memory_kib),
            watched_cpu: args
                .watch_comm
                .iter()
                .map(|c| process::cpu_time_of_all(c))
                .collect(),
        }
    }
}

fn report(
    args: &Args,
    mut measured: Measured,
    elapsed: f64,
    before: &Readings,
    after: &Readings,
) -> Value {
    let mut operations = Map::new();
    for (op, latencies) in &mut measured.by_operation {
        let mut summary = latencies.summary();
        summary["per_s"] = json!(latencies.len() as f64 / elapsed);
        operations.insert(op.name().into(), summary);
    }
    let server_seconds = match (before.server_cpu, after.server_cpu) {
        (Some(a), Some(b)) => Some(b.saturating_sub(a).as_secs_f64()),
        _ => None,
    };
    let watched = watched_cpu(args, elapsed, before, after);
    let tool_calls = measured.tool_calls.len();
    // The server's and the watched processes' CPU (Postgres's, in the
    // benchmark) per tool call, GETs and read-your-write reads included.
    let cpu_ms_per_tool_call = server_seconds
        .filter(|_| tool_calls > 0)
        .map(|s| (s + watched.total_seconds) * 1000.0 / tool_calls as f64);
    let errors: usize = measured.errors.values().sum();
    json!({
        "label": args.label,
        "url": args.url,
        "clients": args.clients,
        "cycles": args.cycles,
        "mix": args.mix.to_string(),
        "target_rate_per_s": args.rate,
        "seconds": elapsed,
        "tool_calls": measured.tool_calls.len(),
        "tool_calls_per_s": measured.tool_calls.len() as f64 / elapsed,
        // Kept from the first version of this report: tool calls per second.
        "throughput_per_s": measured.tool_calls.len() as f64 / elapsed,
        "latency_ms": measured.tool_calls.summary(),
        "operations": operations,
        "read_your_write_ms": measured.lags.summary(),
        "errors": errors,
        "errors_by_status": measured.errors,
        "server": {
            "pid": args.server_pid,
            "cpu_percent_of_one_core": server_seconds.map(|s| (s / elapsed * 100.0).round()),
            "cpu_seconds": server_seconds,
            "rss_mib": after.server_memory.map(|(rss, _)| rss / 1024),
            "peak_rss_mib": after.server_memory.map(|(_, peak)| peak / 1024),
        },
        "watched_cpu_percent_of_one_core": watched.percent,
        "watched_cpu_seconds": watched.seconds,
        "cpu_ms_per_tool_call": cpu_ms_per_tool_call,
    })
}

/// A small xorshift generator: each client its own, reproducible stream.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// The client's cycle in the objectives component, and how many it added.
struct ObjectiveCycle {
    id: String,
    added: usize,
}

/// Objectives per cycle before the client starts a new one (the default
/// limit is 50).
const OBJECTIVES_PER_CYCLE: usize = 40;

async fn client(
    number: usize,
    http: reqwest::Client,
    args: Args,
    cycles: Vec<String>,
    warmup_ends: Instant,
    deadline: Instant,
) -> Measured {
    let mut rng = Rng((number as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut measured = Measured::default();
    let mut objective_cycle: Option<ObjectiveCycle> = None;
    let mut writes = 0u64;
    // Open loop: this client's share of the rate, first request staggered.
    let interval =
        (args.rate > 0.0).then(|| Duration::from_secs_f64(args.clients as f64 / args.rate));
    let mut due = Instant::now()
        + interval.map_or(Duration::ZERO, |i| {
            i.mul_f64(number as f64 / args.clients as f64)
        });
    loop {
        // When this request is due: latency counts from here, so a request
        // sent late because the server was slow counts the wait.
        let scheduled = match interval {
            Some(interval) => {
                tokio::time::sleep_until(due.into()).await;
                let scheduled = due;
                due += interval;
                scheduled
            }
            None => Instant::now(),
        };
        if Instant::now() >= deadline {
            break;
        }
        let operation = args.mix.pick(rng.next());
        let cycle = &cycles[(rng.next() % cycles.len() as u64) as usize];
        let (status, body) = match operation {
            Operation::RateConsequence => {
                // alt_d is the status quo: the baseline, never rated.
                let alternative = ["alt_a", "alt_b", "alt_c"][(rng.next() % 3) as usize];
                let parameters = json!({
                    "alternative_id": alternative,
                    "objective_id": format!("obj_{}", rng.next() % 5 + 1),
                    "rating": (rng.next() % 5) as i64 - 2,
                    "reasoning": "load test",
                });
                call_tool(&http, &args.url, cycle, "rate_consequence", parameters).await
            }
            Operation::ComputePughTotals => {
                call_tool(&http, &args.url, cycle, "compute_pugh_totals", json!({})).await
            }
            Operation::AddObjective => {
                if objective_cycle
                    .as_ref()
                    .is_none_or(|c| c.added >= OBJECTIVES_PER_CYCLE)
                {
                    let id = create_cycle(&http, &args.url, &format!("Objectives {number}")).await;
                    navigate(&http, &args.url, &id, "objectives").await;
                    objective_cycle = Some(ObjectiveCycle { id, added: 0 });
                }
                let target = objective_cycle.as_mut().expect("just set");
                target.added += 1;
                let parameters = json!({
                    "name": format!("Objective {number}-{}", target.added),
                    "measure": "points",
                    "direction": "higher",
                    "is_fundamental": true,
                });
                call_tool(&http, &args.url, &target.id, "add_objective", parameters).await
            }
            Operation::GetPugh => {
                get(&http, &format!("{}/api/cycles/{cycle}/pugh", args.url)).await
            }
        };
        let latency = scheduled.elapsed();
        let measuring = scheduled >= warmup_ends;
        if status != 200 {
            if measuring {
                let key = if status == 0 {
                    "connection".into()
                } else {
                    status.to_string()
                };
                *measured.errors.entry(key).or_default() += 1;
            }
            continue;
        }
        if !measuring {
            continue;
        }
        measured
            .by_operation
            .entry(operation)
            .or_default()
            .record(latency);
        if !operation.is_tool_call() {
            continue;
        }
        measured.tool_calls.record(latency);
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
                    measured.lags.record(acknowledged.elapsed())
                }
                Ok(r) => {
                    *measured
                        .errors
                        .entry(format!("lag {}", r.status().as_u16()))
                        .or_default() += 1
                }
                Err(_) => *measured.errors.entry("lag connection".into()).or_default() += 1,
            }
        }
    }
    measured
}

/// Sets up `--cycles` cycles, `--clients` at a time.
async fn set_up_cycles(http: &reqwest::Client, args: &Args) -> Vec<String> {
    let mut cycles = Vec::with_capacity(args.cycles);
    let mut pending = tokio::task::JoinSet::new();
    for i in 0..args.cycles {
        if pending.len() >= args.clients.max(1) {
            cycles.push(
                pending
                    .join_next()
                    .await
                    .expect("a set-up task")
                    .expect("set-up"),
            );
        }
        let (http, url) = (http.clone(), args.url.clone());
        pending.spawn(async move { set_up_cycle(&http, &url, i).await });
    }
    while let Some(done) = pending.join_next().await {
        cycles.push(done.expect("set-up"));
    }
    cycles
}
