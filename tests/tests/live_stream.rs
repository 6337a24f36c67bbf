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

/// Shutdown ends the streams first: an open stream gets `event: shutdown`
/// with a `retry:` hint and closes at once, and the process exits promptly
/// rather than holding the drain open for its live clients.
#[tokio::test]
async fn a_sigterm_ends_open_streams_at_once_with_a_shutdown_event() {
    let mut server = Server::start(StoreKind::Embedded, "live_stream_shutdown").await;
    let cycle = server.create_cycle("Shutdown").await;
    let url = server.url(&format!("/api/cycles/{cycle}/stream"));
    let mut live = server.http.get(&url).send().await.unwrap();
    assert_eq!(live.status(), 200);
    let first = read_until(&mut live, "event: caught_up", 1).await;
    assert!(first.contains("data: {\"version\":1}"), "{first}");

    let asked = std::time::Instant::now();
    server.sigterm();
    let mut rest = String::new();
    let ended = tokio::time::timeout(Duration::from_secs(3), async {
        while let Some(chunk) = live.chunk().await.expect("the stream ends cleanly") {
            rest.push_str(&String::from_utf8_lossy(&chunk));
        }
    })
    .await;
    assert!(
        ended.is_ok(),
        "the stream was still open 3 s after SIGTERM: {rest}"
    );
    assert!(rest.contains("event: shutdown\n"), "{rest}");
    let retry: u64 = rest
        .lines()
        .find_map(|l| l.strip_prefix("retry: "))
        .unwrap_or_else(|| panic!("a retry hint: {rest}"))
        .parse()
        .expect("milliseconds");
    assert!((1000..2000).contains(&retry), "{retry} ms: {rest}");
    assert!(
        rest.contains(&format!("\"retry_ms\":{retry}")),
        "the data repeats it: {rest}"
    );
    let status = tokio::task::spawn_blocking(move || server.exit_within(Duration::from_secs(5)))
        .await
        .expect("waiter");
    assert!(status.success(), "{status}");
    println!(
        "stream ended and process exited {:?} after SIGTERM",
        asked.elapsed()
    );
}

/// A client that reconnects with `Last-Event-ID` after a restart gets what
/// was written while it was away, then `caught_up`.
#[tokio::test]
async fn after_a_restart_the_stream_resumes_with_the_writes_made_in_the_gap() {
    let server = Server::start(StoreKind::Embedded, "live_stream_restart").await;
    let cycle = server.create_cycle("Restart").await;
    let path = format!("/api/cycles/{cycle}/stream");
    let mut live = server.http.get(server.url(&path)).send().await.unwrap();
    read_until(&mut live, "event: caught_up", 1).await;
    let server = server.restart_on_same_port().await;
    let rest = String::from_utf8_lossy(&live.bytes().await.expect("the rest")).into_owned();
    assert!(rest.contains("event: shutdown"), "{rest}");
    let (status, _) = server
        .tool(
            &cycle,
            "add_potential_decision",
            json!({"description": "Written in the gap"}),
        )
        .await;
    assert_eq!(status, 200);
    let mut resumed = server
        .http
        .get(server.url(&path))
        .header("last-event-id", "1")
        .send()
        .await
        .unwrap();
    let text = read_until(&mut resumed, "event: caught_up", 1).await;
    assert!(
        text.contains("Written in the gap") && !text.contains("CycleCreated"),
        "{text}"
    );
    assert!(text.contains("data: {\"version\":3}"), "{text}");
}
