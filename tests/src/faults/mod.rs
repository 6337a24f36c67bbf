//! Fault injection: the real `decisiond` under a load of idempotent tool
//! calls while it is SIGKILLed, NATS is stopped and Postgres is restarted;
//! then nothing acknowledged may be lost or applied twice, the read models
//! must equal a fresh fold and JetStream must hold every event exactly once.
//!
//! # Running it
//!
//! * **Short form** (part of the test command): `tests/tests/fault_injection.rs`,
//!   50–60 s on two cores: 40 s of load by 8 clients on 16 cycles,
//!   12 SIGKILLs, one NATS outage (6–9 s) and one Postgres restart (down
//!   2–4 s before it is started again).
//!
//!   ```sh
//!   cargo build -p decisiond
//!   cargo test -p decision-e2e --test e2e fault_injection -- --nocapture
//!   ```
//! * **Long form**: the same test with `FAULTS_LONG=1` (600 s of load) or
//!   `FAULTS_SECONDS=<n>`. Kills default to one per 4 s; there is one NATS
//!   outage and one Postgres restart (down 2–8 s) per 120 s, at least one
//!   of each; the cycles grow with the length (up to 200):
//!
//!   ```sh
//!   FAULTS_SECONDS=600 cargo test -p decision-e2e --test e2e fault_injection -- --nocapture
//!   ```
//!   or the binary, which takes the numbers as flags, prints the figures
//!   as JSON on stdout and every finding on stderr (exit status 1 on any):
//!
//!   ```sh
//!   cargo run -p decision-e2e --bin faults -- --seconds 600 --kills 150
//!   ```
//! * **Replaying a run**: every run prints its seed first (`faults: seed
//!   …`) and in its figures; `FAULTS_SEED=<seed>` (or `--seed`) draws the
//!   same plan of faults and the same calls (timings still vary).
//! * **Other knobs** (environment, or the binary's flags): `FAULTS_KILLS`,
//!   `FAULTS_CLIENTS`, `FAULTS_CYCLES`; `FAULTS_PG_FREEZES=<n>` (opt-in:
//!   also freeze Postgres with SIGSTOP for 12–15 s, `n` times, see
//!   [`chaos`]); `FAULTS_KEEP=1` keeps the run directory
//!   (`$TMPDIR/dl_test_faults_*`, with `decisiond.log` and
//!   `pg/postgres.log`) even on success; it is always kept on failure.
//!
//! It needs the PostgreSQL server binaries (`initdb`, `pg_ctl`; as root,
//! also a `postgres` user and `runuser` or `su`) and `nats-server`, as the
//! rest of the suite does. The binary under test is `$DECISIOND_BIN`, else
//! `target/debug/decisiond`. Everything runs on loopback: a private
//! Postgres cluster (`initdb` into the run directory, its own port — the
//! shared server on 5432 is never touched; see [`postgres`]), a private
//! `nats-server` and the service on port 0. The run is bounded in time
//! (every wait has a limit; the test has an overall timeout) and in count
//! (the plan is drawn up front). It needs a multi-threaded Tokio runtime.
//! If a run is interrupted, the binary stops its processes on SIGINT or
//! SIGTERM, and the next run cleans up after one killed outright
//! ([`reaper`]).
//!
//! # What it checks
//!
//! Clients keep a ledger ([`load`]): every call has its own
//! `Idempotency-Key` (also sent as `trigger_context`, so its audit record
//! names it) and is pending until acknowledged: HTTP 200, or a 4xx tool
//! rejection with an `invocation_id`. Unanswered calls (connection error,
//! timeout, 503, 500, 409 contention) are retried with the same key, after
//! the restart or after `Retry-After`. At the end:
//!
//! * every call was acknowledged, and every acknowledged call is in the
//!   store exactly once (`ToolInvocationRecorded` by key, with the
//!   acknowledged invocation id, and its domain events once); no retried
//!   call is there twice; a retry of a call whose first attempt had in fact
//!   committed came back as `Idempotent-Replayed: true` with that id;
//!   an attempt that failed at the store may have an `internal_error`
//!   record of its own (recorded once the store answers), at most one per
//!   failed attempt, never under the acknowledged id;
//!   re-sending an acknowledged call gets the same answer as a replay;
//! * `decisiond verify` passes once the projections and the relay have
//!   caught up: the read models equal a fresh fold, and JetStream holds
//!   every event exactly once (and its message count equals the store's);
//! * during a Postgres outage every refused request is a 503 with
//!   `Retry-After` (never a 500), no request takes 10 s or more (the client
//!   timeout is 20 s, so a hang shows), `/healthz` answers promptly, and the
//!   service acknowledges calls again within 10 s of Postgres being back;
//! * no connection error from a process nobody killed, no 503 while
//!   Postgres is up, no other status.

pub mod chaos;
pub mod checks;
pub mod load;
pub mod ports;
pub mod postgres;
pub mod reaper;
pub mod rng;
pub mod service;

use crate::nats::{NatsServer, serve_args, unique_names};
use crate::server::{USER_SCOPES, token};
use decision_store::testing::temp_data_dir;
use load::{Call, Load};
use serde_json::{Value, json};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// What one run does.
#[derive(Debug, Clone)]
pub struct Config {
    pub seed: u64,
    /// How long new calls are sent (faults that fall due later still run,
    /// and the load continues until they have).
    pub load: Duration,
    pub kills: u32,
    pub nats_outages: u32,
    pub pg_restarts: u32,
    /// How long Postgres stays down, in seconds (drawn in this range).
    pub pg_down: (f64, f64),
    /// Freezes of Postgres (SIGSTOP/SIGCONT); opt-in, 0 by default.
    pub pg_freezes: u32,
    /// How long a freeze lasts, in seconds: longer than `latency_bound`,
    /// so that a request waiting on a frozen connection shows.
    pub pg_freeze: (f64, f64),
    pub clients: usize,
    pub cycles: usize,
    /// Must exceed `latency_bound`, so that a hang is seen, not cut short.
    pub client_timeout: Duration,
    /// No request may take this long during a Postgres outage.
    pub latency_bound: Duration,
    /// The service must acknowledge calls again within this time after
    /// Postgres is back.
    pub recovery_bound: Duration,
    /// How long to wait for that recovery at most.
    pub recovery_limit: Duration,
    /// How long pending calls may still be retried once the load stops.
    pub drain: Duration,
    /// Share of acknowledged calls sent once more to check the replay.
    pub resend_probability: f64,
    pub keep: bool,
}

fn env_number(name: &str) -> Option<u64> {
    let text = std::env::var(name).ok()?;
    Some(
        text.trim()
            .parse()
            .unwrap_or_else(|_| panic!("{name}={text} is not a number")),
    )
}

impl Config {
    /// The form the test command runs: about a minute.
    pub fn short(seed: u64) -> Config {
        Config {
            seed,
            load: Duration::from_secs(40),
            kills: 12,
            nats_outages: 1,
            pg_restarts: 1,
            pg_down: (2.0, 4.0),
            pg_freezes: 0,
            pg_freeze: (12.0, 15.0),
            clients: 8,
            cycles: 16,
            client_timeout: Duration::from_secs(20),
            latency_bound: Duration::from_secs(10),
            recovery_bound: Duration::from_secs(10),
            recovery_limit: Duration::from_secs(30),
            drain: Duration::from_secs(30),
            resend_probability: 0.05,
            keep: false,
        }
    }

    /// `seconds` of load: a kill per 4 s, a NATS outage and a Postgres
    /// restart per 120 s (at least one of each).
    pub fn long(seed: u64, seconds: u64) -> Config {
        let seconds = seconds.max(10);
        Config {
            load: Duration::from_secs(seconds),
            kills: (seconds / 4).max(10) as u32,
            nats_outages: (seconds / 120).max(1) as u32,
            pg_restarts: (seconds / 120).max(1) as u32,
            pg_down: (2.0, 8.0),
            cycles: (seconds as usize / 4).clamp(16, 200),
            drain: Duration::from_secs(60),
            ..Config::short(seed)
        }
    }

    /// `short`, or `long` with `FAULTS_LONG=1` (600 s) or `FAULTS_SECONDS`;
    /// then `FAULTS_SEED`, `FAULTS_KILLS`, `FAULTS_CLIENTS`,
    /// `FAULTS_CYCLES`, `FAULTS_KEEP`.
    pub fn from_env() -> Config {
        let seed = rng::seed_from_env();
        let long = std::env::var("FAULTS_LONG").is_ok_and(|v| !v.is_empty() && v != "0");
        let mut config = match env_number("FAULTS_SECONDS") {
            Some(seconds) => Config::long(seed, seconds),
            None if long => Config::long(seed, 600),
            None => Config::short(seed),
        };
        if let Some(kills) = env_number("FAULTS_KILLS") {
            config.kills = kills as u32;
        }
        if let Some(clients) = env_number("FAULTS_CLIENTS") {
            config.clients = clients.max(1) as usize;
        }
        if let Some(freezes) = env_number("FAULTS_PG_FREEZES") {
            config.pg_freezes = freezes as u32;
        }
        if let Some(cycles) = env_number("FAULTS_CYCLES") {
            config.cycles = cycles.max(1) as usize;
        }
        config.keep = std::env::var("FAULTS_KEEP").is_ok_and(|v| !v.is_empty() && v != "0");
        config
    }

    /// An upper bound on a whole run, for an outer timeout.
    pub fn budget(&self) -> Duration {
        let outages = f64::from(self.pg_restarts) * (self.pg_down.1 + 40.0)
            + f64::from(self.pg_freezes) * (self.pg_freeze.1 + 40.0)
            + f64::from(self.nats_outages) * 10.0
            + f64::from(self.kills) * 5.0;
        self.load + self.drain + Duration::from_secs_f64(outages) + Duration::from_secs(300)
    }
}

/// The result of a run: its figures, and every finding.
#[derive(Debug)]
pub struct RunOutcome {
    pub report: Value,
    pub failures: Vec<String>,
    pub run_dir: PathBuf,
}

impl RunOutcome {
    pub fn ok(&self) -> bool {
        self.failures.is_empty()
    }

    /// Panics with every finding and the figures unless the run was clean.
    pub fn assert_ok(&self) {
        assert!(
            self.ok(),
            "fault injection found {} problem(s) (seed {}; logs in {}):\n  - {}\nfigures:\n{}",
            self.failures.len(),
            self.report["seed"],
            self.run_dir.display(),
            self.failures.join("\n  - "),
            serde_json::to_string_pretty(&self.report).unwrap_or_default()
        );
    }
}

fn http_client(bearer: &str, timeout: Duration, idle: usize) -> reqwest::Client {
    let mut headers = reqwest::header::HeaderMap::new();
    let mut value = reqwest::header::HeaderValue::from_str(&format!("Bearer {bearer}"))
        .expect("token is a header value");
    value.set_sensitive(true);
    headers.insert(reqwest::header::AUTHORIZATION, value);
    reqwest::Client::builder()
        .timeout(timeout)
        // Drop idle connections before the server's own idle limits could
        // close one under a request (which would look like a failure).
        .pool_idle_timeout(Duration::from_secs(5))
        .pool_max_idle_per_host(idle)
        .default_headers(headers)
        .build()
        .expect("http client")
}

/// The text without terminal colour codes.
fn strip_ansi(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for d in chars.by_ref() {
                if d.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

fn ms(d: Duration) -> u64 {
    d.as_millis() as u64
}

/// Creates a cycle with 5 objectives and 4 alternatives (the last the status
/// quo), in the consequences component; the tool calls go in the ledger.
async fn set_up_cycle(load: &Load, tag: &str, i: usize) -> Result<(String, Vec<Call>), String> {
    let endpoint = load
        .endpoint
        .borrow()
        .clone()
        .ok_or("service down during set-up")?;
    let base = endpoint.base_url;
    let response = load
        .http
        .post(format!("{base}/api/cycles"))
        .header("idempotency-key", format!("{tag}-cycle-{i}"))
        .json(&json!({"title": format!("Faults {i}")}))
        .send()
        .await
        .map_err(|e| format!("create cycle: {e}"))?;
    let status = response.status();
    let body: Value = response.json().await.map_err(|e| e.to_string())?;
    let cycle_id = body["cycle_id"]
        .as_str()
        .ok_or_else(|| format!("create cycle: {status} {body}"))?
        .to_owned();
    let navigate = |component: &'static str| {
        let (http, url) = (
            load.http.clone(),
            format!("{base}/api/cycles/{cycle_id}/component"),
        );
        async move {
            let response = http
                .put(url)
                .json(&json!({"component": component}))
                .send()
                .await
                .map_err(|e| format!("navigate: {e}"))?;
            match response.status().as_u16() {
                200 => Ok(()),
                s => Err(format!("navigate to {component}: {s}")),
            }
        }
    };
    let mut calls = Vec::new();
    let mut call = |tool: &'static str, parameters: Value| {
        let key = format!("{tag}-s{i}-{}", calls.len());
        calls.push(Call {
            body: load::call_body(parameters, &key),
            key,
            cycle_id: cycle_id.clone(),
            tool,
            expect: 200,
            note: false,
            setup: true,
            attempts: 0,
            resends: 0,
            ack: None,
        });
    };
    for o in 0..5 {
        call(
            "add_objective",
            json!({"name": format!("Objective {o}"), "measure": "m",
                   "direction": "higher", "is_fundamental": true}),
        );
    }
    for a in 0..4 {
        call(
            "add_alternative",
            json!({"name": format!("Alternative {a}"), "description": "",
                   "is_status_quo": a == 3}),
        );
    }
    navigate("objectives").await?;
    for c in &mut calls[..5] {
        load.drive(c).await;
    }
    navigate("alternatives").await?;
    for c in &mut calls[5..] {
        load.drive(c).await;
    }
    navigate("consequences").await?;
    if let Some(c) = calls
        .iter()
        .find(|c| c.ack.as_ref().is_none_or(|a| a.status != 200))
    {
        return Err(format!(
            "set-up call {} ({}) was not accepted: {:?}",
            c.key, c.tool, c.ack
        ));
    }
    Ok((cycle_id, calls))
}

/// Runs the whole thing: services up, set-up, load under faults, checks.
pub async fn run(config: Config) -> RunOutcome {
    assert_eq!(
        tokio::runtime::Handle::current().runtime_flavor(),
        tokio::runtime::RuntimeFlavor::MultiThread,
        "the fault harness needs a multi-threaded runtime (#[tokio::test(flavor = \"multi_thread\")])"
    );
    let wall = Instant::now();
    eprintln!(
        "faults: seed {seed} (replay with FAULTS_SEED={seed}); {} s of load, {} kills, {} NATS outage(s), {} Postgres restart(s), {} Postgres freeze(s), {} clients on {} cycles",
        config.load.as_secs(),
        config.kills,
        config.nats_outages,
        config.pg_restarts,
        config.pg_freezes,
        config.clients,
        config.cycles,
        seed = config.seed,
    );
    tokio::task::block_in_place(reaper::sweep);
    // Removed below unless the run failed or asked to keep its logs.
    let run_dir = temp_data_dir("faults").keep();
    reaper::record(&run_dir, &[]);
    let mut failures = Vec::new();
    let master = rng::Rng::new(config.seed);
    let tag = format!("fi{:016x}", config.seed);

    // Private Postgres and NATS, on ports that stay ours across restarts.
    let dir = run_dir.clone();
    let pg = tokio::task::block_in_place(|| postgres::PrivatePostgres::start(&dir));
    postgres::create_database(&pg, "decision_faults").await;
    let database_url = pg.url("decision_faults");
    let mut nats = tokio::task::block_in_place(|| NatsServer::start("faults"));
    tokio::task::block_in_place(|| {
        nats.stop();
        nats.port = ports::stable_free_port();
        nats.start_again();
    });
    reaper::record(
        &run_dir,
        &[database_url.clone(), nats.store_dir.display().to_string()],
    );
    let (stream, prefix) = unique_names();
    let mut args = vec!["--database-url".to_owned(), database_url.clone()];
    args.extend(serve_args(&nats, &stream, &prefix));
    args.extend(
        [
            "--rate-limit-per-second",
            "0",
            "--tool-calls-per-cycle-per-hour",
            "0",
            // Under the latency bound, so a frozen database shows as 503s.
            "--request-timeout-ms",
            "5000",
        ]
        .map(String::from),
    );
    let (mut service, endpoint) = service::Service::new(args, run_dir.join("decisiond.log"));
    if let Err(e) = service.start_retrying(3).await {
        panic!("decisiond does not start on the private Postgres: {e}");
    }

    let http = http_client(
        &token(crate::server::DEFAULT_USER, USER_SCOPES),
        config.client_timeout,
        config.clients * 2,
    );
    let admin = http_client(&token("ops", "admin"), Duration::from_secs(60), 4);
    let t0 = Instant::now();
    let load = Arc::new(Load {
        http,
        endpoint,
        t0,
        attempts: Mutex::new(Vec::new()),
        running: AtomicBool::new(true),
        // Moved to the end of the drain once the load stops.
        give_up_at: Mutex::new(t0 + config.budget()),
        findings: Mutex::new(Vec::new()),
        resends_confirmed: AtomicU64::new(0),
    });

    // Set-up, 4 cycles at a time, before any fault.
    let mut cycles = Vec::new();
    let mut calls: Vec<Call> = Vec::new();
    let mut pending = tokio::task::JoinSet::new();
    for i in 0..config.cycles {
        let (load, tag) = (load.clone(), tag.clone());
        pending.spawn(async move { (i, set_up_cycle(&load, &tag, i).await) });
        if pending.len() >= 4 || i + 1 == config.cycles {
            while let Some(joined) = pending.join_next().await {
                match joined.expect("set-up task") {
                    (i, Ok((cycle, setup))) => {
                        cycles.push((i, cycle));
                        calls.extend(setup);
                    }
                    (i, Err(e)) => {
                        panic!("set-up of cycle {i} failed: {e}\n{}", service.log_tail(20))
                    }
                }
            }
        }
    }
    cycles.sort();
    let cycles: Arc<Vec<String>> = Arc::new(cycles.into_iter().map(|(_, c)| c).collect());
    let setup_took = t0.elapsed();

    // The load, and the faults.
    let plan = chaos::plan(&config, &mut master.fork(1));
    let load_start = load.now();
    let mut clients = tokio::task::JoinSet::new();
    for i in 0..config.clients {
        clients.spawn(load::client(
            load.clone(),
            master.fork(100 + i as u64),
            cycles.clone(),
            tag.clone(),
            i,
            config.resend_probability,
        ));
    }
    let mut chaos = chaos::Chaos {
        service,
        nats,
        pg,
        load: load.clone(),
        timeline: chaos::Timeline::default(),
        recovery_limit: config.recovery_limit,
    };
    let planned = plan.clone();
    let faults_rng = master.fork(2);
    let chaos_task = tokio::spawn(async move {
        chaos.execute(planned, load_start, faults_rng).await;
        chaos
    });
    tokio::time::sleep_until(tokio::time::Instant::from_std(
        t0 + load_start + config.load,
    ))
    .await;
    let mut chaos = match chaos_task.await {
        Ok(chaos) => chaos,
        Err(e) => panic!("the fault task failed: {e}"),
    };
    let load_took = load.now() - load_start;
    load.running.store(false, Ordering::Relaxed);
    *load.give_up_at.lock().unwrap() = Instant::now() + config.drain;
    for client_calls in clients.join_all().await {
        calls.extend(client_calls);
    }
    let drained = load.now() - load_start - load_took;

    // Everything is up again: the service must have caught up by itself.
    if chaos.load.endpoint.borrow().is_none()
        && let Err(e) = chaos.service.start_retrying(3).await
    {
        failures.push(format!("decisiond does not start after the run: {e}"));
    }
    let base_url = chaos
        .load
        .endpoint
        .borrow()
        .as_ref()
        .map(|e| e.base_url.clone())
        .unwrap_or_default();
    let caught_up = checks::wait_caught_up(&admin, &base_url, Duration::from_secs(90)).await;
    if let Err(e) = &caught_up {
        failures.push(e.clone());
    }
    let feed = match checks::fetch_feed(&admin, &base_url).await {
        Ok(feed) => feed,
        Err(e) => {
            failures.push(format!("reading the feed: {e}"));
            Vec::new()
        }
    };

    // The ledger.
    let unacknowledged: Vec<&Call> = calls.iter().filter(|c| c.ack.is_none()).collect();
    for call in unacknowledged.iter().take(20) {
        failures.push(format!(
            "call {} ({}) was never acknowledged ({} attempts, the last within {} s after the load)",
            call.key,
            call.tool,
            call.attempts,
            config.drain.as_secs()
        ));
    }
    if unacknowledged.len() > 20 {
        failures.push(format!(
            "… {} unacknowledged calls in all",
            unacknowledged.len()
        ));
    }
    failures.extend(load.findings.lock().unwrap().iter().cloned());
    let store = checks::exactly_once(&calls, &feed, &tag, &mut failures);

    // The attempts against the timeline.
    let attempts = load.attempts.lock().unwrap().clone();
    let timeline = chaos.timeline.clone();
    let figures = checks::classify(
        &attempts,
        &timeline,
        config.latency_bound,
        config.recovery_bound,
        config.recovery_limit,
        &mut failures,
    );
    // The reference of each 500, with what the service logged about it.
    for failure in failures.clone() {
        if let Some(at) = failure.find("(reference ") {
            let reference: String = failure[at + 11..].chars().take(36).collect();
            for line in chaos.service.log_lines_with(&reference, 3) {
                failures.push(format!("  log for {reference}: {line}"));
            }
        }
    }
    // What the service logged: a panic is a finding; other errors are shown.
    let log = strip_ansi(&std::fs::read_to_string(&chaos.service.log).unwrap_or_default());
    let panics: Vec<&str> = log.lines().filter(|l| l.contains("panicked")).collect();
    for line in panics.iter().take(5) {
        failures.push(format!("decisiond panicked: {line}"));
    }
    let log_errors: Vec<&str> = log
        .lines()
        .filter(|l| l.contains(" ERROR ") && !l.contains("Status code: 503"))
        .collect();
    let planned_kills = plan
        .iter()
        .filter(|(_, f)| *f == chaos::Fault::Kill)
        .count();
    if timeline.kills.len() < planned_kills {
        failures.push(format!(
            "only {} of {planned_kills} kills were carried out",
            timeline.kills.len()
        ));
    }
    if timeline
        .nats
        .iter()
        .filter(|o| o.started_at.is_some())
        .count()
        < config.nats_outages as usize
    {
        failures.push("not every NATS outage was carried out".into());
    }
    if timeline.pg.len() < (config.pg_restarts + config.pg_freezes) as usize {
        failures.push("not every Postgres restart or freeze was carried out".into());
    }

    // Read models against a fresh fold, JetStream exactly once.
    let nats_url = chaos.nats.url();
    let verified = checks::verify(
        &database_url,
        &nats_url,
        &stream,
        &prefix,
        Duration::from_secs(60),
    )
    .await;
    let verify_checked = match &verified {
        Ok(report) => report["checked"].clone(),
        Err(e) => {
            failures.push(e.clone());
            Value::Null
        }
    };
    let js_messages = match checks::stream_messages(&nats_url, &stream).await {
        Ok(n) => {
            if n != feed.len() as u64 {
                failures.push(format!(
                    "JetStream holds {n} messages for {} stored events",
                    feed.len()
                ));
            }
            Some(n)
        }
        Err(e) => {
            failures.push(format!("JetStream: {e}"));
            None
        }
    };

    let acknowledged: Vec<&Call> = calls.iter().filter(|c| c.ack.is_some()).collect();
    let restarts: Vec<u64> = timeline.kills.iter().map(|k| ms(k.up_at - k.at)).collect();
    let report = json!({
        "seed": config.seed,
        "replay": format!("FAULTS_SEED={}", config.seed),
        "wall_seconds": wall.elapsed().as_secs_f64(),
        "set_up_seconds": setup_took.as_secs_f64(),
        "load_seconds": load_took.as_secs_f64(),
        "drain_seconds": drained.as_secs_f64(),
        "clients": config.clients,
        "cycles": config.cycles,
        "calls": {
            "total": calls.len(),
            "set_up": calls.iter().filter(|c| c.setup).count(),
            "acknowledged": acknowledged.len(),
            "acknowledged_success": acknowledged.iter().filter(|c| c.ack.as_ref().is_some_and(|a| a.status == 200)).count(),
            "acknowledged_rejections": acknowledged.iter().filter(|c| c.ack.as_ref().is_some_and(|a| a.status != 200)).count(),
            "unacknowledged": unacknowledged.len(),
            "retried_calls": calls.iter().filter(|c| c.attempts > 1).count(),
            "retries": calls.iter().map(|c| u64::from(c.attempts.saturating_sub(1))).sum::<u64>(),
            "replayed_after_lost_answer": acknowledged.iter().filter(|c| c.ack.as_ref().is_some_and(|a| a.replayed)).count(),
            "resends_confirmed_as_replays": load.resends_confirmed.load(Ordering::Relaxed),
        },
        "requests": {
            "total": figures.requests,
            "connection_errors": figures.connection_errors,
            "timeouts": figures.timeouts,
            "status_503": figures.status_503,
            "status_503_without_retry_after": figures.status_503_without_retry_after,
            "status_500": figures.status_500,
            "contended_409": figures.contended_409,
            "other_statuses": figures.other_statuses,
            "max_latency_ms": ms(figures.max_latency),
        },
        "kills": {
            "count": timeline.kills.len(),
            "restart_ms_max": restarts.iter().max(),
            "restart_ms_mean": if restarts.is_empty() { 0 } else { restarts.iter().sum::<u64>() / restarts.len() as u64 },
            "unexpected_exits": timeline.exits.len(),
        },
        "nats_outages": timeline.nats.iter().map(|o| json!({
            "at_s": o.stopped_at.as_secs_f64(),
            "down_ms": o.started_at.map(|s| ms(s - o.stopped_at)),
        })).collect::<Vec<_>>(),
        "postgres_outages": figures.pg.iter().zip(&timeline.pg).map(|(f, o)| json!({
            "kind": o.kind,
            "at_s": o.stop_at.as_secs_f64(),
            "down_ms": ms(f.down),
            "requests_overlapping": f.requests,
            "acknowledged_overlapping": f.acknowledged,
            "status_503": f.status_503,
            "status_503_without_retry_after": f.status_503_without_retry_after,
            "max_latency_ms": ms(f.max_latency),
            "recovery_ms": f.recovery.map(ms),
            "healthz_probes": f.probes,
            "healthz_max_ms": ms(f.max_probe_latency),
        })).collect::<Vec<_>>(),
        "store": {
            "events": store.events,
            "audited_calls_of_this_run": store.invocations,
            "failed_attempts_audited": store.failed_attempts_audited,
            "notes": store.notes,
        },
        "decisiond_log": {
            "panics": panics.len(),
            "errors_besides_503": log_errors.len(),
            "first_errors": log_errors.iter().take(5).collect::<Vec<_>>(),
        },
        "caught_up_after_ms": caught_up.as_ref().ok().map(|d| ms(*d)),
        "verify": verify_checked,
        "jetstream_messages": js_messages,
        "findings": failures.len(),
    });
    eprintln!(
        "faults: {}",
        serde_json::to_string_pretty(&report).unwrap_or_default()
    );
    drop(chaos);
    let keep = config.keep || !failures.is_empty();
    if keep {
        eprintln!("faults: logs kept in {}", run_dir.display());
    } else {
        let _ = std::fs::remove_dir_all(&run_dir);
    }
    RunOutcome {
        report,
        failures,
        run_dir,
    }
}
