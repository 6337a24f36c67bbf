//! A retried call with the same Idempotency-Key gets the first response and
//! appends nothing, on both stores.

use decision_e2e::{Server, StoreKind};
use serde_json::{Value, json};

async fn call_with_key(
    server: &Server,
    cycle: &str,
    key: &str,
    description: &str,
) -> (u16, Value, bool) {
    let response = server
        .http
        .post(server.url(&format!("/api/cycles/{cycle}/tools/add_potential_decision")))
        .header("idempotency-key", key)
        .json(&json!({"parameters": {"description": description}, "conversation_turn": 3}))
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    let replayed = response.headers().get("idempotent-replayed").is_some();
    (status, response.json().await.unwrap(), replayed)
}

async fn retry_returns_first_response(kind: StoreKind) {
    let server = Server::start(kind, "idempotency").await;
    let cycle = server.create_cycle("Idempotency").await;

    let (status, first, replayed) = call_with_key(&server, &cycle, "key-1", "First").await;
    assert_eq!(status, 200, "{first}");
    assert!(!replayed);
    // The same call again: the first answer, unchanged.
    let (status, again, replayed) = call_with_key(&server, &cycle, "key-1", "First").await;
    assert_eq!(status, 200);
    assert!(replayed);
    assert_eq!(again, first);
    assert_eq!(again["position"], first["position"]);
    // The key with other parameters is another request: refused.
    let (status, refused, replayed) = call_with_key(&server, &cycle, "key-1", "Second").await;
    assert_eq!((status, replayed), (422, false), "{refused}");

    // A rejected call is idempotent too.
    let (status, rejected, _) = call_with_key(&server, &cycle, "key-2", "  ").await;
    assert_eq!(status, 422);
    let (status, rejected_again, replayed) = call_with_key(&server, &cycle, "key-2", "  ").await;
    assert_eq!((status, replayed), (422, true));
    assert_eq!(rejected_again, rejected);

    // A new key is a new call.
    let (_, other, _) = call_with_key(&server, &cycle, "key-3", "Third").await;
    assert_eq!(other["data"]["decision_id"], "dec_2");

    let (_, log) = server
        .get_after(
            &format!("/api/cycles/{cycle}/tools/invocations"),
            other["position"].as_i64().unwrap(),
        )
        .await;
    assert_eq!(log["total"], 3, "retries append nothing: {log}");

    // Concurrent retries of one call: exactly one is applied.
    let mut racers = tokio::task::JoinSet::new();
    for _ in 0..8 {
        let (http, url) = (
            server.http.clone(),
            server.url(&format!("/api/cycles/{cycle}/tools/add_potential_decision")),
        );
        racers.spawn(async move {
            let response = http
                .post(url)
                .header("idempotency-key", "key-4")
                .json(&json!({"parameters": {"description": "Raced"}}))
                .send()
                .await
                .unwrap();
            assert_eq!(response.status(), 200);
            let body = response.json::<Value>().await.unwrap();
            (
                body["invocation_id"].as_str().unwrap().to_owned(),
                body["position"].as_i64().unwrap(),
            )
        });
    }
    let raced = racers.join_all().await;
    let ids: std::collections::HashSet<&String> = raced.iter().map(|(id, _)| id).collect();
    assert_eq!(ids.len(), 1, "one invocation id for all retries");
    let (_, log) = server
        .get_after(
            &format!("/api/cycles/{cycle}/tools/invocations"),
            raced[0].1,
        )
        .await;
    assert_eq!(log["total"], 4, "{log}");

    // Creating a cycle with a key is idempotent as well.
    let create = || async {
        let r = server
            .http
            .post(server.url("/api/cycles"))
            .header("idempotency-key", "cycle-key")
            .json(&json!({"title": "Once"}))
            .send()
            .await
            .unwrap();
        (r.status().as_u16(), r.json::<Value>().await.unwrap())
    };
    let (s1, c1) = create().await;
    let (s2, c2) = create().await;
    assert_eq!((s1, s2), (201, 200));
    assert_eq!(c1["cycle_id"], c2["cycle_id"]);
}

#[tokio::test]
async fn idempotent_retries_on_postgres() {
    retry_returns_first_response(StoreKind::Postgres).await;
}

#[tokio::test]
async fn idempotent_retries_on_embedded_store() {
    retry_returns_first_response(StoreKind::Embedded).await;
}

/// `find_tools` is a read the catalog answers: a keyed retry recomputes it
/// from its audit record (its answer is not stored) and gets the first
/// answer.
#[tokio::test]
async fn a_retried_find_tools_gets_the_first_answer() {
    let server = Server::start(StoreKind::Embedded, "idempotency_find").await;
    let cycle = server.create_cycle("Find").await;
    let find = || async {
        let response = server
            .http
            .post(server.url(&format!("/api/cycles/{cycle}/tools/find_tools")))
            .header("idempotency-key", "find-1")
            .json(&json!({"parameters": {"query": "what if one rating changed"}}))
            .send()
            .await
            .unwrap();
        let replayed = response.headers().get("idempotent-replayed").is_some();
        (
            response.status().as_u16(),
            response.json::<Value>().await.unwrap(),
            replayed,
        )
    };
    let (status, first, replayed) = find().await;
    assert_eq!((status, replayed), (200, false), "{first}");
    let found = first["data"]["tools"].as_array().expect("tools");
    assert!(
        found.iter().any(|t| t["name"] == "sensitivity_check"),
        "{first}"
    );
    let (status, again, replayed) = find().await;
    assert_eq!((status, replayed), (200, true), "{again}");
    assert_eq!(again, first);
}
