//! A cycle ready for the heaviest analysis: objectives with value
//! functions and alternatives measured on every one of them with a range,
//! so `rank_acceptability` samples every cell (at most 10,000 samples a
//! call).

use serde_json::{Value, json};

/// The most samples `rank_acceptability` draws in one call.
pub const MAX_SAMPLES: u32 = 10_000;

/// The parameters of a `rank_acceptability` call at [`MAX_SAMPLES`].
pub fn heaviest_rank_acceptability(seed: u64) -> Value {
    json!({"parameters": {"samples": MAX_SAMPLES, "seed": seed, "weight_spread": 0.3,
                          "response_format": "detailed"}})
}

/// Creates a cycle of `alternatives` × `objectives`, every cell measured
/// with a range, as the user `client` authenticates; its id.
pub async fn measured_cycle(
    client: &reqwest::Client,
    base_url: &str,
    title: &str,
    alternatives: usize,
    objectives: usize,
) -> String {
    let created: Value = patiently(
        client
            .post(format!("{base_url}/api/cycles"))
            .json(&json!({"title": title})),
    )
    .await
    .json()
    .await
    .expect("a JSON body");
    let cycle = created["cycle_id"].as_str().expect("cycle_id").to_owned();
    let navigate = |component: &'static str| {
        let request = client
            .put(format!("{base_url}/api/cycles/{cycle}/component"))
            .json(&json!({"component": component}));
        async move {
            let status = patiently(request).await.status();
            assert!(status.is_success(), "navigating to {component}: {status}");
        }
    };
    let tool = |name: &'static str, parameters: Value| {
        let request = client
            .post(format!("{base_url}/api/cycles/{cycle}/tools/{name}"))
            .json(&json!({"parameters": parameters}));
        async move {
            let response = patiently(request).await;
            let status = response.status();
            let body = response.text().await.unwrap_or_default();
            assert!(status.is_success(), "{name}: {status} {body}");
        }
    };
    navigate("objectives").await;
    for n in 0..objectives {
        tool(
            "add_objective",
            json!({"name": format!("Objective {n}"), "measure": "points",
                   "direction": "higher", "is_fundamental": true}),
        )
        .await;
    }
    navigate("alternatives").await;
    for n in 0..alternatives {
        tool(
            "add_alternative",
            json!({"name": format!("Alternative {n}"), "description": "d", "is_status_quo": n == 0}),
        )
        .await;
    }
    navigate("consequences").await;
    for o in 1..=objectives {
        tool(
            "set_value_function",
            json!({"objective_id": format!("obj_{o}"), "unit": "pt", "kind": "linear",
                   "worst": 0, "best": 100, "steps": null}),
        )
        .await;
    }
    for a in 0..alternatives {
        for o in 1..=objectives {
            let value = 20.0 + ((a * 7 + o * 13) % 60) as f64;
            tool(
                "record_measured_consequence",
                json!({"alternative_id": alternative_id(a), "objective_id": format!("obj_{o}"),
                       "value": value, "unit": "pt", "low": value - 15.0, "high": value + 15.0,
                       "source": null}),
            )
            .await;
        }
    }
    cycle
}

/// The id of the `n`th alternative (0-based): `alt_a` … `alt_z`, `alt_aa` …
fn alternative_id(n: usize) -> String {
    let mut letters = Vec::new();
    let mut n = n + 1;
    while n > 0 {
        n -= 1;
        letters.push(b'a' + (n % 26) as u8);
        n /= 26;
    }
    letters.reverse();
    format!("alt_{}", String::from_utf8(letters).expect("ASCII"))
}

/// CPU seconds (user + system) the threads of process `pid` whose name
/// starts with `prefix` have used (Linux `/proc`; a thread's name is cut
/// to 15 bytes there).
pub fn thread_cpu_seconds(pid: u32, prefix: &str) -> f64 {
    let ticks_per_second = 100.0;
    let mut ticks = 0u64;
    let tasks = std::fs::read_dir(format!("/proc/{pid}/task")).expect("/proc/<pid>/task");
    for task in tasks.flatten() {
        let Ok(stat) = std::fs::read_to_string(task.path().join("stat")) else {
            continue;
        };
        let (Some(open), Some(close)) = (stat.find('('), stat.rfind(')')) else {
            continue;
        };
        let name = &stat[open + 1..close];
        if !name.starts_with(&prefix[..prefix.len().min(15)]) {
            continue;
        }
        // Fields 14 and 15 (utime, stime), counted after the name.
        let fields: Vec<&str> = stat[close + 2..].split(' ').collect();
        ticks += fields[11].parse::<u64>().unwrap_or(0) + fields[12].parse::<u64>().unwrap_or(0);
    }
    ticks as f64 / ticks_per_second
}

/// Sends `request`, waiting out the per-user rate limit: building a big
/// cycle at full speed meets it on an idle machine, and the limit is not
/// what these tests are about.
async fn patiently(request: reqwest::RequestBuilder) -> reqwest::Response {
    loop {
        let attempt = request.try_clone().expect("a body that can be sent again");
        let response = attempt.send().await.expect("a request");
        if response.status() != reqwest::StatusCode::TOO_MANY_REQUESTS {
            return response;
        }
        let seconds = response
            .headers()
            .get("retry-after")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.parse::<u64>().ok())
            .unwrap_or(1);
        tokio::time::sleep(std::time::Duration::from_secs(seconds.clamp(1, 5))).await;
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn alternative_ids_go_on_past_z() {
        assert_eq!(super::alternative_id(0), "alt_a");
        assert_eq!(super::alternative_id(25), "alt_z");
        assert_eq!(super::alternative_id(26), "alt_aa");
    }
}
