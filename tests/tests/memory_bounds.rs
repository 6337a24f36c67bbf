//! Issue 28: no user can take the server's memory. The reads that walk a
//! whole stream (history, export, diff, `at_version`) hold a page of it at
//! a time, their answers are streamed, they are capped per user (429 with
//! Retry-After) and in bytes, and the time-travel cache is bounded in
//! bytes with a metric.

use decision_e2e::blast::heavy_reads::{build_long_stream, peak_rss_kib};
use decision_e2e::server::{StoreLocation, token};
use decision_e2e::{Server, StoreKind};
use serde_json::Value;
use std::time::Duration;

const MIB: u64 = 1024;

/// A long stream (~13 MB); then 32 parallel `history?limit=1` calls and 8
/// parallel exports with the caps lifted, so that only the paging bounds
/// what they hold. Before the paging, each held the whole stream: 32
/// history calls took a 27 MB stream's server from 121 MB to 729 MB.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn parallel_history_and_exports_of_a_long_stream_hold_a_page_each_not_the_stream() {
    let store = StoreLocation::fresh(StoreKind::Postgres, "memory_paged_reads").await;
    let args: Vec<String> = [
        "--max-heavy-reads-per-user",
        "0",
        "--heavy-reads-bytes",
        "0",
    ]
    .map(String::from)
    .to_vec();
    let server = Server::start_with(store, &args).await;
    let client = server.client(&token("mallory", "cycles:read cycles:write"));
    let (cycle, version) = build_long_stream(&client, &server.base_url, "long", 50).await;
    let stream_bytes = stream_json_bytes(&server, &client, &cycle).await;
    assert!(
        stream_bytes > 10_000_000,
        "the stream is {stream_bytes} bytes"
    );

    let before = peak_rss_kib(server.pid());
    let history = (0..32).map(|_| {
        let (client, url) = (
            client.clone(),
            server.url(&format!("/api/cycles/{cycle}/history?limit=1")),
        );
        async move {
            let response = client.get(url).send().await.unwrap();
            let status = response.status().as_u16();
            let page: Value = response.json().await.unwrap();
            (
                status,
                page["entries"].as_array().map_or(0, Vec::len),
                page["current_version"].clone(),
            )
        }
    });
    let answers = futures_util::future::join_all(history).await;
    for (status, entries, current) in &answers {
        assert_eq!(
            (*status, *entries, current.as_u64()),
            (200, 1, Some(version))
        );
    }
    let after_history = peak_rss_kib(server.pid());
    // Eight exports take turns on the heavy reads' thread: longer than
    // the usual client timeout on a busy debug build.
    let patient = patient_client(&token("mallory", "cycles:read cycles:write"));
    let exports = (0..8).map(|_| {
        let (client, url) = (
            patient.clone(),
            server.url(&format!("/api/cycles/{cycle}/export")),
        );
        async move {
            let response = client.get(url).send().await.unwrap();
            assert_eq!(response.status(), 200);
            response.bytes().await.unwrap().len()
        }
    });
    let sizes = futures_util::future::join_all(exports).await;
    let after_exports = peak_rss_kib(server.pid());
    println!(
        "stream {} MB; peak RSS {} MB before, {} MB after 32 history calls, {} MB after 8 exports of {} MB",
        stream_bytes / 1_000_000,
        before / MIB,
        after_history / MIB,
        after_exports / MIB,
        sizes[0] / 1_000_000
    );
    assert!(
        after_history - before < 96 * MIB,
        "32 history?limit=1 calls grew the peak RSS by {} MB",
        (after_history - before) / MIB
    );
    assert!(
        after_exports - before < 128 * MIB,
        "8 exports grew the peak RSS by {} MB",
        (after_exports - before) / MIB
    );

    // The streamed export is the whole cycle, in one JSON document.
    let export: Value = patient
        .get(server.url(&format!("/api/cycles/{cycle}/export")))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let events = export["events"].as_array().unwrap();
    assert_eq!(export["version"], version);
    assert_eq!(events.len() as u64, version);
    assert!(
        events
            .windows(2)
            .all(|w| w[0]["version"].as_u64() < w[1]["version"].as_u64())
    );
    let calls = events
        .iter()
        .filter(|e| e["event_type"] == "ToolInvocationRecorded")
        .count();
    assert_eq!(export["audit"].as_array().unwrap().len(), calls);
    assert_eq!(export["document"]["cycle_id"], cycle.as_str());
}

/// With the default caps, a user's heavy reads past two at once are
/// answered 429 with Retry-After and an error naming the cap, while
/// another user's heavy read is served.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn heavy_reads_past_a_users_cap_are_429_while_another_user_is_served() {
    let server = Server::start(StoreKind::Postgres, "memory_heavy_cap").await;
    let mallory = server.client(&token("mallory", "cycles:read cycles:write"));
    let (hers, _) = build_long_stream(&mallory, &server.base_url, "hers", 8).await;
    let bob = server.client(&token("bob", "cycles:read cycles:write"));
    let (his, _) = build_long_stream(&bob, &server.base_url, "his", 1).await;

    let flood = (0..12).map(|_| {
        let (client, url) = (
            mallory.clone(),
            server.url(&format!("/api/cycles/{hers}/export")),
        );
        async move {
            let response = client.get(url).send().await.unwrap();
            let status = response.status().as_u16();
            let retry_after = response.headers().get("retry-after").cloned();
            let body = response.bytes().await.unwrap();
            (status, retry_after, body)
        }
    });
    let his_read = async {
        tokio::time::sleep(Duration::from_millis(20)).await;
        let response = bob
            .get(server.url(&format!("/api/cycles/{his}/history?limit=5")))
            .send()
            .await
            .unwrap();
        response.status().as_u16()
    };
    let (answers, his_status) = tokio::join!(futures_util::future::join_all(flood), his_read);
    assert_eq!(his_status, 200, "another user's heavy read is served");
    let refused: Vec<_> = answers.iter().filter(|(s, _, _)| *s == 429).collect();
    assert!(answers.iter().all(|(s, _, _)| *s == 200 || *s == 429));
    assert!(!refused.is_empty(), "the cap never bound");
    assert!(answers.iter().filter(|(s, _, _)| *s == 200).count() >= 2);
    let (_, retry_after, body) = refused[0];
    assert_eq!(retry_after.as_ref().map(|v| v.to_str().unwrap()), Some("1"));
    let body: Value = serde_json::from_slice(body).unwrap();
    let error = body["error"].as_str().unwrap();
    assert!(error.contains("at most 2 per user"), "{error}");
    assert!(error.contains("--max-heavy-reads-per-user"), "{error}");
}

/// Past versions are cached by their bytes: reading many versions of a
/// cycle keeps at most a user's share of `--time-travel-cache-bytes`, and
/// `/metrics` says what it holds and what it evicted.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_time_travel_cache_holds_bytes_not_entries_and_says_so() {
    let store = StoreLocation::fresh(StoreKind::Embedded, "memory_time_travel_cache").await;
    let share = 2_000_000u64;
    let args = vec![
        "--time-travel-cache-bytes".to_owned(),
        (4 * share).to_string(),
    ];
    let server = Server::start_with(store, &args).await;
    let client = server.client(&token("mallory", "cycles:read cycles:write"));
    let (cycle, version) = build_long_stream(&client, &server.base_url, "versions", 6).await;
    let mut largest = 0;
    for at in (version - 5)..=version {
        let response = client
            .get(server.url(&format!("/api/cycles/{cycle}/document?at_version={at}")))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 200);
        largest = largest.max(response.bytes().await.unwrap().len() as u64);
    }
    for at in [
        version - 40,
        version - 80,
        version - 120,
        version - 160,
        version - 200,
    ] {
        let status = client
            .get(server.url(&format!("/api/cycles/{cycle}/pugh?at_version={at}")))
            .send()
            .await
            .unwrap()
            .status();
        assert_eq!(status, 200);
    }
    let metrics = server
        .admin()
        .get(server.url("/metrics"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let held = series(&metrics, "decisiond_cache_bytes{cache=\"time_travel\"}");
    let evicted = series(
        &metrics,
        "decisiond_cache_evictions_total{cache=\"time_travel\"}",
    );
    println!("a document is {largest} bytes; the cache holds {held} bytes, evicted {evicted}");
    assert!(largest > 300_000, "the versions are large: {largest}");
    assert!(
        held > 0.0 && held <= share as f64,
        "held {held}, share {share}"
    );
    assert!(evicted > 0.0, "nothing evicted");
}

/// The cycle's events as JSON, through the operators' stream read.
async fn stream_json_bytes(server: &Server, _client: &reqwest::Client, cycle: &str) -> usize {
    let response = server
        .admin()
        .get(server.url(&format!("/api/cycles/{cycle}/export")))
        .send()
        .await
        .unwrap();
    response.bytes().await.unwrap().len()
}

/// A series' value in a Prometheus text exposition (0 when absent).
fn series(text: &str, name: &str) -> f64 {
    text.lines()
        .find_map(|line| line.strip_prefix(name)?.trim().parse().ok())
        .unwrap_or(0.0)
}

/// A client that waits up to five minutes for a whole answer.
fn patient_client(token: &str) -> reqwest::Client {
    let mut headers = reqwest::header::HeaderMap::new();
    let value = reqwest::header::HeaderValue::from_str(&format!("Bearer {token}")).unwrap();
    headers.insert(reqwest::header::AUTHORIZATION, value);
    reqwest::Client::builder()
        .timeout(Duration::from_secs(300))
        .default_headers(headers)
        .build()
        .unwrap()
}
