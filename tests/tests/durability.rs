//! Acknowledged calls survive SIGKILL; SIGTERM stops cleanly; concurrent
//! writers to one cycle all land (optimistic concurrency retries inside).

use decision_e2e::server::StoreLocation;
use decision_e2e::{Server, StoreKind};
use serde_json::{Value, json};
use std::collections::HashSet;

async fn killed_process_loses_no_acknowledged_call(kind: StoreKind) {
    let mut server = Server::start(kind, "durability").await;
    let cycle = server.create_cycle("Durability").await;
    server.navigate(&cycle, "objectives").await;

    // Concurrent writers on one cycle; every acknowledgement is remembered.
    let mut writers = tokio::task::JoinSet::new();
    for w in 0..4 {
        let http = server.http.clone();
        let url = server.url(&format!("/api/cycles/{cycle}/tools/add_objective"));
        writers.spawn(async move {
            let mut acknowledged = Vec::new();
            for i in 0..10 {
                let response = http
                    .post(&url)
                    .json(&json!({"parameters": {
                        "name": format!("Objective {w}-{i}"), "measure": "units",
                        "direction": "higher", "is_fundamental": true}}))
                    .send()
                    .await
                    .unwrap();
                let status = response.status();
                let body: Value = response.json().await.unwrap();
                assert_eq!(status, 200, "{body}");
                acknowledged.push(body["data"]["objective_id"].as_str().unwrap().to_owned());
            }
            acknowledged
        });
    }
    let acknowledged: Vec<String> = writers.join_all().await.into_iter().flatten().collect();
    let distinct: HashSet<&String> = acknowledged.iter().collect();
    assert_eq!(distinct.len(), 40, "every objective got its own id");

    server.kill();
    let server = Server::start_on(server.store.clone()).await;
    let (status, summary) = server.tool(&cycle, "get_document_summary", json!({})).await;
    assert_eq!(status, 200, "{summary}");
    assert_eq!(summary["data"]["objectives_count"], 40);
    assert_eq!(summary["data"]["current_component"], "objectives");
    // The summary call commits after every earlier write of the cycle, so
    // its position makes the log include them all.
    let seen = summary["position"].as_i64().unwrap();
    let (_, log) = server
        .get_after(
            &format!("/api/cycles/{cycle}/tools/invocations?tool=add_objective"),
            seen,
        )
        .await;
    let logged: HashSet<String> = log["invocations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            r["result_data"]["objective_id"]
                .as_str()
                .unwrap()
                .to_owned()
        })
        .collect();
    assert_eq!(logged, acknowledged.into_iter().collect::<HashSet<_>>());

    // The next id continues after the restart; nothing is reused.
    let (_, next) = server
        .tool(&cycle, "add_objective", json!({"name": "After restart", "measure": "m", "direction": "lower", "is_fundamental": false}))
        .await;
    assert_eq!(next["data"]["objective_id"], "obj_41", "{next}");
}

#[tokio::test]
async fn sigkill_loses_nothing_on_postgres() {
    killed_process_loses_no_acknowledged_call(StoreKind::Postgres).await;
}

#[tokio::test]
async fn sigkill_loses_nothing_on_embedded_store() {
    killed_process_loses_no_acknowledged_call(StoreKind::Embedded).await;
}

#[tokio::test]
async fn sigterm_shuts_down_cleanly() {
    let mut server = Server::start(StoreKind::Embedded, "sigterm").await;
    let cycle = server.create_cycle("Shutdown").await;
    let status = server.terminate();
    assert!(status.success(), "decisiond exited with {status}");
    let server = Server::start_on(server.store.clone()).await;
    let (status, _) = server.tool(&cycle, "get_document_summary", json!({})).await;
    assert_eq!(status, 200);
}

/// The serve loop's drain: a request in flight when SIGTERM arrives still
/// gets its answer, and the process then exits cleanly.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_lets_a_request_in_flight_finish() {
    // No projector: a read waiting for a write's position answers after
    // `wait_ms`, stale — a request that is reliably in flight for 1.5 s.
    let mut server = Server::start_with(
        StoreLocation::fresh(StoreKind::Embedded, "sigterm_in_flight").await,
        &["--roles".to_owned(), "api".to_owned()],
    )
    .await;
    let (status, created) = server
        .post("/api/cycles", &json!({"title": "Draining"}))
        .await;
    assert_eq!(status, 201, "{created}");
    let position = created["position"]
        .as_i64()
        .expect("a create returns its position");
    let slow = server.url(&format!("/api/cycles?min_position={position}&wait_ms=1500"));
    let http = server.http.clone();
    let in_flight = tokio::spawn(async move {
        let response = http.get(slow).send().await.unwrap();
        let stale = response.headers().get("x-read-model-stale").cloned();
        (response.status().as_u16(), stale)
    });
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let url = server.url("/healthz");
    let status = tokio::task::spawn_blocking(move || server.terminate())
        .await
        .unwrap();
    assert!(status.success(), "decisiond exited with {status}");
    let (answered, stale) = in_flight.await.unwrap();
    assert_eq!(answered, 200, "the in-flight request was answered");
    assert_eq!(stale.unwrap(), "true");
    assert!(reqwest::get(url).await.is_err(), "nothing listens any more");
}
