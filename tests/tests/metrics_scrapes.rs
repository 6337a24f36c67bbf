//! `/metrics` under pressure: its state gauges come from one background
//! refresh per interval, so a storm of scrapes costs no store queries; and
//! with `DECISIOND_METRICS_TOKEN` only scrapers that send it get in.

use decision_e2e::server::{StoreLocation, exit_within, serve_raw};
use decision_e2e::{Server, StoreKind};
use std::time::{Duration, Instant};

const REFRESH: Duration = Duration::from_millis(1000);

fn sample(text: &str, series: &str) -> Option<f64> {
    text.lines()
        .find(|l| l.starts_with(series) && l[series.len()..].starts_with([' ', '{']))
        .and_then(|l| l.rsplit(' ').next())
        .and_then(|v| v.parse().ok())
}

async fn scrape(client: &reqwest::Client, server: &Server) -> String {
    let response = client.get(server.url("/metrics")).send().await.unwrap();
    assert_eq!(response.status(), 200);
    response.text().await.unwrap()
}

fn refreshes(text: &str) -> f64 {
    sample(text, "decisiond_metrics_refreshes_total").unwrap_or(0.0)
}

#[tokio::test]
async fn a_scrape_storm_does_not_multiply_store_queries() {
    let server = Server::start_with(
        StoreLocation::fresh(StoreKind::Postgres, "metrics_storm").await,
        &[
            "--metrics-refresh-ms".to_owned(),
            REFRESH.as_millis().to_string(),
        ],
    )
    .await;
    let client = reqwest::Client::new();
    // The first refresh runs at start-up.
    let deadline = Instant::now() + Duration::from_secs(10);
    let before = loop {
        let text = scrape(&client, &server).await;
        if refreshes(&text) >= 1.0 {
            for series in [
                "decisiond_projection_lag_positions",
                "decisiond_projection_parked_events",
                "decisiond_pool_connections",
                "decisiond_metrics_state_age_seconds",
            ] {
                assert!(sample(&text, series).is_some(), "{series}:\n{text}");
            }
            break text;
        }
        assert!(Instant::now() < deadline, "no refresh within 10 s");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };

    let started = Instant::now();
    let storm = (0..50).map(|_| scrape(&client, &server));
    let texts = futures_util::future::join_all(storm).await;
    let took = started.elapsed();
    let after = scrape(&client, &server).await;
    let refreshed = refreshes(&after) - refreshes(&before);
    // One refresh per interval at most, whatever the scrapes: the storm
    // itself adds none (each scrape reading the store would add 50).
    let allowed = (took.as_secs_f64() / REFRESH.as_secs_f64()).ceil() + 1.0;
    assert!(
        refreshed <= allowed,
        "{refreshed} refreshes during 50 scrapes in {took:?} (at most {allowed})"
    );
    assert!(
        texts
            .iter()
            .all(|t| t.contains("decisiond_pool_connections"))
    );

    // And the gauges do move on by themselves.
    tokio::time::sleep(REFRESH * 2 + REFRESH / 2).await;
    let later = scrape(&client, &server).await;
    assert!(refreshes(&later) >= refreshes(&after) + 1.0, "{later}");
    let age = sample(&later, "decisiond_metrics_state_age_seconds").unwrap();
    assert!(
        age < REFRESH.as_secs_f64() * 2.0,
        "state gauges {age} s old"
    );
}

#[tokio::test]
async fn with_a_metrics_token_only_scrapers_that_send_it_get_in() {
    let token = "9c1e4f7a2b8d3c6e0f5a9b2c7d4e1f8a3b6c9d2e5f8a1b4c7d0e3f6a9b2c5d8e";
    let server = Server::start_with_env(
        StoreLocation::fresh(StoreKind::Embedded, "metrics_token").await,
        &[],
        &[
            ("DECISIOND_AUTH_SECRET", decision_e2e::server::TEST_SECRET),
            ("DECISIOND_METRICS_TOKEN", token),
        ],
    )
    .await;
    let client = reqwest::Client::new();
    let metrics = server.url("/metrics");
    let without = client.get(&metrics).send().await.unwrap();
    assert_eq!(without.status(), 401);
    assert!(without.headers().contains_key("www-authenticate"));
    let refusal = without.text().await.unwrap();
    assert!(refusal.contains("DECISIOND_METRICS_TOKEN"), "{refusal}");
    assert!(!refusal.contains(token), "never echoes the token");
    let wrong = client
        .get(&metrics)
        .bearer_auth(&token[1..])
        .send()
        .await
        .unwrap();
    assert_eq!(wrong.status(), 401);
    // A user's JWT is not the metrics token either.
    let user = client
        .get(&metrics)
        .bearer_auth(decision_e2e::server::token("alice", "cycles:read admin"))
        .send()
        .await
        .unwrap();
    assert_eq!(user.status(), 401);
    let with = client
        .get(&metrics)
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    assert_eq!(with.status(), 200);
    assert!(with.text().await.unwrap().contains("decisiond_"));
    // The probes stay open.
    let health = client.get(server.url("/healthz")).send().await.unwrap();
    assert_eq!(health.status(), 200);
}

#[tokio::test]
async fn a_placeholder_metrics_token_is_refused_at_start_up() {
    let dir = decision_store::testing::temp_data_dir("metrics_token_placeholder");
    let refused = exit_within(
        serve_raw(
            &["--data-dir", dir.to_str().unwrap()],
            &[(
                "DECISIOND_METRICS_TOKEN",
                "replace-me-with-the-output-of-openssl-rand-hex-32",
            )],
        ),
        Duration::from_secs(30),
    );
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(!refused.status.success(), "{stderr}");
    assert!(
        stderr.contains("DECISIOND_METRICS_TOKEN") && stderr.contains("openssl rand -hex 32"),
        "{stderr}"
    );
}
