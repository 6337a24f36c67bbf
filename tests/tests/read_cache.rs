//! Reads served from memory (issue 21): every read-model GET carries an
//! `ETag` and answers `If-None-Match` with 304; a document kept in memory
//! follows every write (never served stale); a read-your-writes read is
//! woken by the projection's commit; and no user's tag reveals or serves
//! another user's document. Against the real binary, on both stores.

use decision_e2e::server::{USER_SCOPES, client_with_token, token};
use decision_e2e::{Server, StoreKind};
use serde_json::{Value, json};
use std::time::{Duration, Instant};

async fn create_as(client: &reqwest::Client, server: &Server, title: &str) -> String {
    let (status, body) = server
        .post_with(client, "/api/cycles", &json!({"title": title}))
        .await;
    assert_eq!(status, 201, "{body}");
    let cycle = body["cycle_id"].as_str().unwrap().to_owned();
    let response = client
        .put(server.url(&format!("/api/cycles/{cycle}/component")))
        .json(&json!({"component": "objectives"}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    cycle
}

async fn add_objective(client: &reqwest::Client, server: &Server, cycle: &str, name: &str) -> i64 {
    let (status, body) = server
        .post_with(
            client,
            &format!("/api/cycles/{cycle}/tools/add_objective"),
            &json!({"parameters": {"name": name, "measure": "m", "direction": "higher",
                                   "is_fundamental": true}, "conversation_turn": 1}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    body["position"].as_i64().unwrap()
}

/// GET `path` with an optional `If-None-Match`: status, ETag, body.
async fn get(
    client: &reqwest::Client,
    server: &Server,
    path: &str,
    if_none_match: Option<&str>,
) -> (u16, Option<String>, String) {
    let mut request = client.get(server.url(path));
    if let Some(tag) = if_none_match {
        request = request.header("if-none-match", tag);
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    let tag = response
        .headers()
        .get("etag")
        .map(|v| v.to_str().unwrap().to_owned());
    if status == 200 {
        assert_eq!(
            response.headers()["cache-control"],
            "private, no-cache",
            "{path}: never kept by a shared cache"
        );
    }
    (status, tag, response.text().await.unwrap())
}

async fn conditional_reads(kind: StoreKind) {
    let server = Server::start(kind, "read_cache_etag").await;
    let alice = client_with_token(&token("alice", USER_SCOPES));
    let cycle = create_as(&alice, &server, "Alice's").await;
    let at = add_objective(&alice, &server, &cycle, "Pay").await;
    let pugh = format!("/api/cycles/{cycle}/pugh");
    let (status, tag, body) =
        get(&alice, &server, &format!("{pugh}?min_position={at}"), None).await;
    assert_eq!(status, 200, "{body}");
    let tag = tag.expect("an ETag");
    assert!(body.contains("Pay"));

    // Unchanged: 304, no body, the same tag; again from memory.
    for _ in 0..3 {
        let (status, again, body) = get(&alice, &server, &pugh, Some(&tag)).await;
        assert_eq!(status, 304);
        assert_eq!(again.as_deref(), Some(tag.as_str()));
        assert!(body.is_empty());
    }
    // Another tag, or none: the whole answer, with the same tag.
    let (status, same, full) = get(&alice, &server, &pugh, Some("\"0123\"")).await;
    assert_eq!((status, same.as_deref()), (200, Some(tag.as_str())));
    assert_eq!(full, body);

    // A write changes the answer, and the tag: the old one gets a 200.
    let at = add_objective(&alice, &server, &cycle, "Growth").await;
    let (status, changed, body) = get(
        &alice,
        &server,
        &format!("{pugh}?min_position={at}"),
        Some(&tag),
    )
    .await;
    assert_eq!(status, 200);
    assert!(body.contains("Growth"), "{body}");
    let changed = changed.unwrap();
    assert_ne!(changed, tag);
    // Read without waiting, the kept document is the new one too.
    let (status, _, now) = get(&alice, &server, &pugh, Some(&tag)).await;
    assert_eq!(status, 200);
    assert!(now.contains("Growth"), "served stale from memory: {now}");

    // The same document as markdown is another answer, with another tag.
    let document = format!("/api/cycles/{cycle}/document");
    let (_, json_tag, _) = get(&alice, &server, &document, None).await;
    let response = alice
        .get(server.url(&document))
        .header("accept", "text/markdown")
        .send()
        .await
        .unwrap();
    let markdown_tag = response.headers()["etag"].to_str().unwrap().to_owned();
    assert_ne!(json_tag.unwrap(), markdown_tag);

    // Bob: Alice's tag on Alice's cycle is a 404 (as the cycle is to him),
    // never a 304; on his own cycle it is just another tag.
    let bob = client_with_token(&token("bob", USER_SCOPES));
    let (status, bob_tag, body) = get(&bob, &server, &pugh, Some(&changed)).await;
    assert_eq!(status, 404, "{body}");
    assert!(bob_tag.is_none());
    assert!(!body.contains("Growth"));
    let his = create_as(&bob, &server, "Alice's").await;
    let at = add_objective(&bob, &server, &his, "Pay").await;
    add_objective(&bob, &server, &his, "Growth").await;
    let (status, his_tag, body) = get(
        &bob,
        &server,
        &format!("/api/cycles/{his}/pugh?min_position={at}"),
        Some(&changed),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_ne!(his_tag.unwrap(), changed);
    assert!(body.contains(&his) && !body.contains(&cycle));
}

#[tokio::test]
async fn conditional_reads_on_postgres() {
    conditional_reads(StoreKind::Postgres).await;
}

#[tokio::test]
async fn conditional_reads_on_the_embedded_store() {
    conditional_reads(StoreKind::Embedded).await;
}

/// Each write followed at once by a read of it: fresh every time, and
/// woken by the projection's commit (the store is asked only as a
/// fallback, after 50 ms, so waits woken that way would take longer).
async fn read_your_writes_is_woken_by_the_commit(kind: StoreKind) {
    let server = Server::start(kind, "read_cache_ryw").await;
    let cycle = create_as(&server.http, &server, "RYW").await;
    let mut waits: Vec<Duration> = Vec::new();
    for i in 0..30 {
        let name = format!("Objective {i}");
        let position = add_objective(&server.http, &server, &cycle, &name).await;
        let started = Instant::now();
        let response = server
            .http
            .get(server.url(&format!(
                "/api/cycles/{cycle}/document?min_position={position}"
            )))
            .send()
            .await
            .unwrap();
        waits.push(started.elapsed());
        assert!(
            response.headers().get("x-read-model-stale").is_none(),
            "stale after {i}"
        );
        let document: Value = response.json().await.unwrap();
        assert!(
            document["markdown"].as_str().unwrap().contains(&name),
            "write {i} not visible"
        );
    }
    waits.sort();
    let median = waits[waits.len() / 2];
    eprintln!(
        "read-your-writes waits: median {median:?}, max {:?}",
        waits.last().unwrap()
    );
    assert!(
        median < Duration::from_millis(250),
        "median read-your-writes wait {median:?}"
    );
}

#[tokio::test]
async fn read_your_writes_is_woken_by_the_commit_on_postgres() {
    read_your_writes_is_woken_by_the_commit(StoreKind::Postgres).await;
}

#[tokio::test]
async fn read_your_writes_is_woken_by_the_commit_on_the_embedded_store() {
    read_your_writes_is_woken_by_the_commit(StoreKind::Embedded).await;
}
