//! The hostile tenant's memory class (issue 28): within its own limits it
//! builds a cycle with a long stream (`batch_rate_consequences`, a hundred
//! ratings of 2,000-character reasoning a call), then floods the reads
//! that walk a stream — `history?limit=1`, `export`, `document?at_version`
//! — in parallel. What must hold: the server's peak RSS stays within the
//! README's bound, and the others' latency as before; these reads are
//! answered 200, 429 (the heavy-read caps) or 503 (the request deadline),
//! each refusal with Retry-After, nothing else.

use serde_json::{Value, json};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The alternatives and objectives of the long-stream cycle: 10 rated
/// alternatives (plus the datum) × 10 objectives = one batch of 100.
const SIDE: usize = 10;

/// Creates a cycle and appends `batches` calls of `batch_rate_consequences`
/// (100 ratings of 2,000 characters each, about 0.4 MB of stream a call);
/// its id and its version.
pub async fn build_long_stream(
    client: &reqwest::Client,
    base: &str,
    title: &str,
    batches: usize,
) -> (String, u64) {
    let created: Value = client
        .post(format!("{base}/api/cycles"))
        .json(&json!({"title": title}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let cycle = created["cycle_id"].as_str().expect("cycle_id").to_owned();
    let put = |component: &str| {
        client
            .put(format!("{base}/api/cycles/{cycle}/component"))
            .json(&json!({"component": component}))
            .send()
    };
    let tool = |name: &str, parameters: Value| {
        client
            .post(format!("{base}/api/cycles/{cycle}/tools/{name}"))
            .json(&json!({"parameters": parameters}))
            .send()
    };
    let ok = |response: reqwest::Response| async move {
        let status = response.status();
        let body: Value = response.json().await.unwrap_or_default();
        assert!(
            status.is_success(),
            "building the long stream: {status} {body}"
        );
        body
    };
    ok(put("objectives").await.unwrap()).await;
    for n in 0..SIDE {
        ok(tool(
            "add_objective",
            json!({"name": format!("Objective {n}"), "measure": "m",
            "direction": "higher", "is_fundamental": true}),
        )
        .await
        .unwrap())
        .await;
    }
    ok(put("alternatives").await.unwrap()).await;
    let mut alternatives = Vec::new();
    for n in 0..=SIDE {
        let body = ok(tool(
            "add_alternative",
            json!({"name": format!("Alternative {n}"),
            "description": "", "is_status_quo": n == 0}),
        )
        .await
        .unwrap())
        .await;
        alternatives.push(
            body["data"]["alternative_id"]
                .as_str()
                .unwrap_or_default()
                .to_owned(),
        );
    }
    ok(put("consequences").await.unwrap()).await;
    let mut version = 0;
    for batch in 0..batches {
        let ratings: Vec<Value> = alternatives[1..]
            .iter()
            .flat_map(|alternative| {
                (1..=SIDE).map(move |objective| {
                    let words = format!("reasoning {batch} {alternative} {objective}; ");
                    json!({"alternative_id": alternative, "objective_id": format!("obj_{objective}"),
                           "rating": (batch % 5) as i64 - 2,
                           "reasoning": words.repeat(2000 / words.len())})
                })
            })
            .collect();
        let body = ok(tool("batch_rate_consequences", json!({"ratings": ratings}))
            .await
            .unwrap())
        .await;
        assert_eq!(body["data"]["updated_count"], 100, "{body}");
        version = version.max(body["position"].as_i64().unwrap_or(0) as u64);
    }
    let history: Value = client
        .get(format!("{base}/api/cycles/{cycle}/history?limit=1"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let version = history["current_version"].as_u64().unwrap_or(version);
    (cycle, version)
}

/// Floods of heavy reads on one long cycle, by status.
#[derive(Debug, Default)]
pub struct Floods {
    pub sent: std::collections::BTreeMap<String, std::collections::BTreeMap<u16, usize>>,
    /// Answers other than 200, 429 and 503 (and those without Retry-After).
    pub unexpected: Vec<String>,
}

/// Sends `parallel` heavy reads at a time (history, export read to its
/// end, document at a version, in turn) on `cycle` for `length`.
pub async fn flood(
    client: &reqwest::Client,
    base: &str,
    cycle: &str,
    version: u64,
    parallel: usize,
    length: Duration,
) -> Floods {
    let floods = Arc::new(Mutex::new(Floods::default()));
    let deadline = Instant::now() + length;
    let workers = (0..parallel).map(|worker| {
        let (client, floods) = (client.clone(), floods.clone());
        let (base, cycle) = (base.to_owned(), cycle.to_owned());
        async move {
            let mut n = worker;
            while Instant::now() < deadline {
                let (class, path) = match n % 3 {
                    0 => ("history", format!("/api/cycles/{cycle}/history?limit=1")),
                    1 => ("export", format!("/api/cycles/{cycle}/export")),
                    _ => (
                        "at_version",
                        format!(
                            "/api/cycles/{cycle}/document?at_version={}",
                            1 + (n as u64 * 7919) % version.max(1)
                        ),
                    ),
                };
                n += parallel;
                let (status, note) = match client.get(format!("{base}{path}")).send().await {
                    Ok(response) => {
                        let status = response.status().as_u16();
                        let retry_after = response.headers().contains_key("retry-after");
                        // Read to the end: an export is streamed.
                        let body = response.bytes().await.map(|b| b.len());
                        match (status, body) {
                            (429 | 503, _) if !retry_after => {
                                (status, Some(format!("{status} without Retry-After")))
                            }
                            // 503: the request deadline (a fold of a long
                            // stream on a slow build), which stops the work.
                            (200 | 429 | 503, Ok(_)) => (status, None),
                            (_, Ok(_)) => (status, Some(format!("{class}: {status}"))),
                            (_, Err(e)) => (599, Some(format!("{class}: body cut: {e}"))),
                        }
                    }
                    Err(e) => (599, Some(format!("{class}: {e}"))),
                };
                if status == 429 {
                    // As a client told to retry later would, briefly.
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
                let mut floods = floods.lock().unwrap();
                *floods
                    .sent
                    .entry(class.to_owned())
                    .or_default()
                    .entry(status)
                    .or_default() += 1;
                if let Some(note) = note
                    && floods.unexpected.len() < 10
                {
                    floods.unexpected.push(note);
                }
            }
        }
    });
    futures_util::future::join_all(workers).await;
    Arc::try_unwrap(floods)
        .expect("every worker ended")
        .into_inner()
        .unwrap()
}

/// The server's peak resident memory (VmHWM), in KiB.
pub fn peak_rss_kib(pid: u32) -> u64 {
    crate::load::process::memory_kib(pid).map_or(0, |(_, peak)| peak)
}

/// The worst-case resident memory of the process under the default
/// settings, as the README's *Security* section states it (MiB): the blast
/// run fails when the server's peak (VmHWM) passes it.
pub const README_RSS_BOUND_MIB: u64 = 1_300;

/// The hostile tenant's second user: builds its long cycle before the
/// run, floods heavy reads beside the well-behaved tenants.
pub(super) struct HeavyTenant {
    client: reqwest::Client,
    base_url: String,
    cycle: String,
    version: u64,
    /// Heavy reads it keeps in flight (above its cap of 2: it meets it).
    parallel: usize,
}

impl HeavyTenant {
    pub(super) async fn set_up(
        server: &crate::Server,
        batches: usize,
        parallel: usize,
    ) -> HeavyTenant {
        // An export of a long stream outlasts the usual 30 s on a debug
        // build: read to its end.
        let client = super::client_builder("mallory-heavy")
            .timeout(Duration::from_secs(300))
            .pool_idle_timeout(Duration::from_secs(5))
            .build()
            .expect("http client");
        let (cycle, version) =
            build_long_stream(&client, &server.base_url, "Mallory's long stream", batches).await;
        HeavyTenant {
            client,
            base_url: server.base_url.clone(),
            cycle,
            version,
            parallel,
        }
    }

    pub(super) async fn run(&self, length: Duration) -> Floods {
        flood(
            &self.client,
            &self.base_url,
            &self.cycle,
            self.version,
            self.parallel,
            length,
        )
        .await
    }

    /// The run's figures and its problems: answers other than 200, 429 and
    /// 503, no read served at all, and a peak RSS over the README's bound.
    pub(super) fn check(&self, floods: &Floods, server: &crate::Server) -> (Value, Vec<String>) {
        let peak_mib = peak_rss_kib(server.pid()) / 1024;
        let mut problems = Vec::new();
        if !floods.unexpected.is_empty() {
            problems.push(format!(
                "the heavy-read flood got answers it should not have: {:?}",
                floods.unexpected
            ));
        }
        // Served at all: a long export can hold both of the user's turns
        // for a short run, so no one class must be.
        let served: usize = floods
            .sent
            .values()
            .filter_map(|by_status| by_status.get(&200))
            .sum();
        if served == 0 {
            problems.push("the heavy-read flood never got a read served".to_owned());
        }
        if peak_mib > README_RSS_BOUND_MIB {
            problems.push(format!(
                "the server's peak RSS was {peak_mib} MiB, over the README's bound of {README_RSS_BOUND_MIB} MiB"
            ));
        }
        let figures = json!({
            "stream_version": self.version,
            "sent": floods.sent,
            "peak_rss_mib": peak_mib,
            "rss_bound_mib": README_RSS_BOUND_MIB,
        });
        (figures, problems)
    }
}
