//! A poison event, end to end: an event the decision projection cannot
//! apply (here: a stored payload missing a field) is parked, reported by
//! `decisiond projections status` and by the parked-events metric; other
//! cycles keep flowing; `decisiond projections retry` leaves it parked while
//! it is still broken and applies it once repaired.

use decision_e2e::server::StoreLocation;
use decision_e2e::{Server, StoreKind};
use serde_json::{Value, json};
use std::time::{Duration, Instant};

fn cli_json(server: &Server, args: &[&str]) -> Vec<Value> {
    let output = server.cli(args);
    assert!(
        output.status.success(),
        "decisiond {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

fn decision_line(lines: &[Value]) -> &Value {
    lines
        .iter()
        .find(|l| l["projection"] == "decision")
        .expect("a line for the decision projection")
}

/// Waits (up to 10 s) for the parked-events gauge to read `expected`: the
/// state gauges are refreshed in the background, every `REFRESH` here.
async fn parked_metric_becomes(server: &Server, expected: f64) {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let text = reqwest::get(server.url("/metrics"))
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        let parked: Option<f64> = text
            .lines()
            .find(|l| l.starts_with("decisiond_projection_parked_events{projection=\"decision\"}"))
            .and_then(|l| l.rsplit(' ').next())
            .and_then(|v| v.parse().ok());
        if parked == Some(expected) {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "parked events {parked:?}, expected {expected}:\n{text}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

const REFRESH_MS: &str = "200";

#[tokio::test]
async fn a_poison_event_is_parked_reported_and_retried() {
    let server = Server::start_with(
        StoreLocation::fresh(StoreKind::Postgres, "poison").await,
        &["--metrics-refresh-ms".to_owned(), REFRESH_MS.to_owned()],
    )
    .await;
    let StoreLocation::Postgres(url, _) = &server.store else {
        unreachable!()
    };
    let (db, connection) = decision_store::postgres::connect(url).await.unwrap();
    tokio::spawn(connection);
    let sick = server.create_cycle("Sick").await;
    let healthy = server.create_cycle("Healthy").await;

    // A stored event the projection cannot decode (no `description`),
    // written straight into the log as a broken writer would.
    let sick_id: uuid::Uuid = sick.parse().unwrap();
    db.execute(
        "INSERT INTO events (stream_id, version, event_id, event_type, schema_version, payload, metadata)
         SELECT stream_id, version + 1, $2, 'PotentialDecisionAdded', 1, $3, metadata
         FROM events WHERE stream_id = $1 AND version = 1",
        &[&sick_id, &uuid::Uuid::now_v7(), &json!({"decision_id": "dec_9"})],
    )
    .await
    .unwrap();

    // Other cycles flow past it.
    let (status, call) = server
        .tool(
            &healthy,
            "add_potential_decision",
            json!({"description": "flows"}),
        )
        .await;
    assert_eq!(status, 200, "{call}");
    let position = call["position"].as_i64().unwrap();
    let (status, doc) = server
        .get_after(&format!("/api/cycles/{healthy}/document"), position)
        .await;
    assert_eq!(status, 200);
    assert!(doc["markdown"].as_str().unwrap().contains("flows"), "{doc}");

    let status = cli_json(&server, &["projections", "status"]);
    let decision = decision_line(&status);
    assert_eq!(decision["parked"], 1, "{decision}");
    parked_metric_becomes(&server, 1.0).await;

    // Still broken: retry keeps it parked.
    let retried = cli_json(&server, &["projections", "retry", "decision"]);
    assert_eq!(
        (
            &decision_line(&retried)["recovered"],
            &decision_line(&retried)["still_parked"]
        ),
        (&json!(0), &json!(1))
    );

    // Repaired (the operator's fix), then retried: applied and unparked.
    db.execute(
        "UPDATE events SET payload = $2 WHERE stream_id = $1 AND version = 2",
        &[
            &sick_id,
            &json!({"decision_id": "dec_9", "description": "repaired"}),
        ],
    )
    .await
    .unwrap();
    let retried = cli_json(&server, &["projections", "retry", "decision"]);
    assert_eq!(decision_line(&retried)["recovered"], 1, "{retried:?}");
    assert_eq!(decision_line(&retried)["still_parked"], 0);
    let deadline = Instant::now() + Duration::from_secs(10);
    let markdown = loop {
        let (_, doc) = server.get(&format!("/api/cycles/{sick}/document")).await;
        let markdown = doc["markdown"].as_str().unwrap_or_default().to_owned();
        if markdown.contains("repaired") || Instant::now() > deadline {
            break markdown;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert!(markdown.contains("repaired"), "{markdown}");
    parked_metric_becomes(&server, 0.0).await;
}
