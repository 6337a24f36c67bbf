//! `GET /api/cycles/:id/stream`: live events and changed sections over
//! server-sent events, resumable with Last-Event-ID.

use decision_e2e::{Server, StoreKind};
use serde_json::json;
use std::time::Duration;

/// Reads the SSE body until `needle` has appeared `times` times (or fails
/// after a few seconds); returns everything read.
async fn read_until(response: &mut reqwest::Response, needle: &str, times: usize) -> String {
    let mut text = String::new();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(5);
    while text.matches(needle).count() < times {
        let chunk = tokio::time::timeout_at(deadline, response.chunk())
            .await
            .unwrap_or_else(|_| panic!("no {times}× {needle:?} in:\n{text}"))
            .expect("stream read")
            .expect("stream open");
        text.push_str(&String::from_utf8_lossy(&chunk));
    }
    text
}

#[tokio::test]
async fn the_stream_carries_new_events_and_sections_and_resumes() {
    let server = Server::start(StoreKind::Postgres, "live_stream").await;
    let cycle = server.create_cycle("Live").await;
    let url = server.url(&format!("/api/cycles/{cycle}/stream"));
    let mut live = server.http.get(&url).send().await.unwrap();
    assert_eq!(live.status(), 200);
    assert!(
        live.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/event-stream")
    );
    let first = read_until(&mut live, "event: sections", 1).await;
    assert!(
        first.contains("event: domain_event") && first.contains("CycleCreated"),
        "{first}"
    );
    assert!(first.contains("id: 1"), "{first}");

    let (status, _) = server
        .tool(
            &cycle,
            "add_potential_decision",
            json!({"description": "Stay or go"}),
        )
        .await;
    assert_eq!(status, 200);
    let more = read_until(&mut live, "event: sections", 1).await;
    assert!(
        more.contains("PotentialDecisionAdded") && more.contains("ToolInvocationRecorded"),
        "{more}"
    );
    assert!(
        more.contains("Stay or go"),
        "the changed issue-raising section: {more}"
    );
    assert!(!more.contains("CycleCreated"), "nothing twice: {more}");
    drop(live);

    // Resume after version 2: only what came later.
    let mut resumed = server
        .http
        .get(&url)
        .header("last-event-id", "2")
        .send()
        .await
        .unwrap();
    let rest = read_until(&mut resumed, "event: sections", 1).await;
    assert!(
        rest.contains("id: 3")
            && !rest.contains("id: 2\n")
            && !rest.contains("PotentialDecisionAdded"),
        "{rest}"
    );

    let (status, _) = server
        .get(&format!("/api/cycles/{}/stream", uuid::Uuid::now_v7()))
        .await;
    assert_eq!(status, 404);
}
