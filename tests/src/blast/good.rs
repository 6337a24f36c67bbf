//! Well-behaved tenants: each rates its own Pugh matrix, asks for the
//! totals and reads its own writes, at a steady pace. Every call is timed;
//! anything but a 2xx counts as a failure.

use super::user_client;
use crate::Server;
use crate::load::latencies::Latencies;
use serde_json::{Value, json};
use std::time::{Duration, Instant};

/// The share of a tenant's calls that are tool calls (2 of every 3).
pub(super) const TOOL_CALL_SHARE: f64 = 2.0 / 3.0;

#[derive(Clone)]
pub(super) struct Tenant {
    client: reqwest::Client,
    /// Its cycles, used in turn.
    cycles: Vec<String>,
    /// The server's address (`http://…`).
    base_url: String,
}

/// One phase of every tenant's calls.
#[derive(Default)]
pub(super) struct Outcome {
    pub(super) calls: usize,
    pub(super) failures: usize,
    pub(super) first_failure: Option<String>,
    /// Read-your-writes reads answered before the write was projected.
    stale_reads: usize,
    latencies: Latencies,
}

impl Outcome {
    pub(super) fn p99_ms(&self) -> f64 {
        self.latencies.clone().percentile_ms(0.99)
    }

    pub(super) fn summary(&self) -> Value {
        json!({
            "calls": self.calls,
            "failures": self.failures,
            "stale_reads": self.stale_reads,
            "latency_ms": self.latencies.clone().summary(),
        })
    }

    fn merge(&mut self, other: Outcome) {
        self.calls += other.calls;
        self.failures += other.failures;
        self.stale_reads += other.stale_reads;
        if self.first_failure.is_none() {
            self.first_failure = other.first_failure;
        }
        self.latencies.merge(other.latencies);
    }

    fn record(&mut self, started: Instant, status: u16, body: &str) {
        self.calls += 1;
        self.latencies.record(started.elapsed());
        if !(200..300).contains(&status) {
            self.failures += 1;
            let cut = body.char_indices().nth(300).map_or(body.len(), |(i, _)| i);
            self.first_failure
                .get_or_insert_with(|| format!("{status}: {}", &body[..cut]));
        }
    }
}

impl Tenant {
    /// A user with `cycles` cycles of three objectives and three
    /// alternatives each, in the consequences component.
    pub(super) async fn set_up(server: &Server, user: &str, cycles: usize) -> Tenant {
        let client = user_client(user);
        let mut all = Vec::new();
        for n in 0..cycles {
            all.push(Self::set_up_cycle(server, &client, &format!("{user}'s decision {n}")).await);
        }
        Tenant {
            client,
            cycles: all,
            base_url: server.base_url.clone(),
        }
    }

    async fn set_up_cycle(server: &Server, client: &reqwest::Client, title: &str) -> String {
        let send = |method: reqwest::Method, path: String, body: Value| {
            let request = client.request(method, server.url(&path)).json(&body);
            async move {
                let response = request.send().await.expect("set-up request");
                let status = response.status();
                let body: Value = response.json().await.unwrap_or(Value::Null);
                assert!(status.is_success(), "set-up {path}: {status} {body}");
                body
            }
        };
        let created = send(
            reqwest::Method::POST,
            "/api/cycles".into(),
            json!({"title": title}),
        )
        .await;
        let cycle = created["cycle_id"].as_str().expect("cycle_id").to_owned();
        let navigate = |component: &str| {
            send(
                reqwest::Method::PUT,
                format!("/api/cycles/{cycle}/component"),
                json!({"component": component}),
            )
        };
        let tool = |name: &str, parameters: Value| {
            send(
                reqwest::Method::POST,
                format!("/api/cycles/{cycle}/tools/{name}"),
                json!({"parameters": parameters}),
            )
        };
        navigate("objectives").await;
        for name in ["Pay", "Growth", "Commute"] {
            tool(
                "add_objective",
                json!({"name": name, "measure": "score", "direction": "higher", "is_fundamental": true}),
            )
            .await;
        }
        navigate("alternatives").await;
        for (name, status_quo) in [("Stay", true), ("Offer", false), ("Startup", false)] {
            tool(
                "add_alternative",
                json!({"name": name, "description": "", "is_status_quo": status_quo}),
            )
            .await;
        }
        navigate("consequences").await;
        cycle
    }

    /// Rates a cell, asks for the totals, and reads the Pugh view after
    /// its write, in turn, `rate` calls a second, for `length`.
    async fn run(self, rate: f64, length: Duration) -> Outcome {
        let mut outcome = Outcome::default();
        let pace = Duration::from_secs_f64(1.0 / rate);
        let deadline = Instant::now() + length;
        let mut last_position = 0;
        let mut n = 0usize;
        while Instant::now() < deadline {
            let due = Instant::now() + pace;
            // A cycle serves a rate, the totals and a read of the rating.
            let cycle = &self.cycles[(n / 3) % self.cycles.len()];
            let started = Instant::now();
            let (status, body, stale) = match n % 3 {
                0 => {
                    let alternative = ["alt_b", "alt_c"][n % 2];
                    let objective = ["obj_1", "obj_2", "obj_3"][(n / 2) % 3];
                    let cell = json!({
                        "alternative_id": alternative,
                        "objective_id": objective,
                        "rating": (n % 5) as i64 - 2,
                        "reasoning": format!("call {n}"),
                    });
                    self.call(cycle, "rate_consequence", cell).await
                }
                1 => self.call(cycle, "compute_pugh_totals", json!({})).await,
                _ => {
                    let url = format!(
                        "{}/api/cycles/{cycle}/pugh?min_position={last_position}",
                        self.base_url
                    );
                    let response = self.client.get(url).send().await;
                    match response {
                        Ok(r) => {
                            let status = r.status().as_u16();
                            let stale = r.headers().contains_key("x-read-model-stale");
                            (status, r.text().await.unwrap_or_default(), stale)
                        }
                        Err(e) => (0, format!("{e:?}"), false),
                    }
                }
            };
            if let Ok(body) = serde_json::from_str::<Value>(&body)
                && let Some(position) = body["position"].as_i64()
            {
                last_position = position;
            }
            outcome.record(started, status, &body);
            outcome.stale_reads += usize::from(stale);
            n += 1;
            tokio::time::sleep_until(due.into()).await;
        }
        outcome
    }

    async fn call(&self, cycle: &str, tool: &str, parameters: Value) -> (u16, String, bool) {
        let url = format!("{}/api/cycles/{cycle}/tools/{tool}", self.base_url);
        let body = json!({"parameters": parameters, "conversation_turn": 1});
        match self.client.post(url).json(&body).send().await {
            Ok(r) => (
                r.status().as_u16(),
                r.text().await.unwrap_or_default(),
                false,
            ),
            Err(e) => (0, e.to_string(), false),
        }
    }
}

/// Every tenant at once, for one phase.
pub(super) async fn run_all(tenants: &[Tenant], rate: f64, length: Duration) -> Outcome {
    let mut runs = tokio::task::JoinSet::new();
    for tenant in tenants {
        runs.spawn(tenant.clone().run(rate, length));
    }
    let mut total = Outcome::default();
    for outcome in runs.join_all().await {
        total.merge(outcome);
    }
    total
}
