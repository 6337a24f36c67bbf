//! Tool calls over NATS request/reply get the answers HTTP gives (body,
//! result class, status), are audited and idempotent like HTTP calls, and
//! are shared by the instances of the `decisiond` queue group. A request
//! cannot aim decisiond's reply at another subject, and under
//! `deploy/nats/accounts.conf` each NATS user can do only its own part.

use async_nats::jetstream;
use decision_e2e::nats::{EventConsumer, NatsServer, command, serve_args, unique_names};
use decision_e2e::nats_security::{AccountsServer, dropped_for_reply_subject, forge, relayed};
use decision_e2e::server::StoreLocation;
use decision_e2e::{Server, StoreKind};
use futures_util::StreamExt;
use serde_json::{Value, json};
use std::collections::HashSet;
use std::time::Duration;

/// The parts of a tool response that depend on the call, not its outcome.
fn outcome(body: &Value) -> Value {
    let mut body = body.clone();
    let object = body.as_object_mut().expect("an object body");
    for per_call in ["invocation_id", "position"] {
        object.remove(per_call);
    }
    if let Some(meta) = object.get_mut("_meta").and_then(Value::as_object_mut) {
        meta.remove("duration_ms");
    }
    body
}

/// What HTTP answers a body that does not parse, as the NATS intake words
/// it: serde's account (the field, line and column) without the sentence
/// axum puts before it.
fn in_nats_words(http_body: &Value) -> Value {
    let mut body = outcome(http_body);
    if let Some(text) = body["error"].as_str() {
        body["error"] = json!(
            text.replace("Failed to parse the request body as JSON: ", "")
                .replace(
                    "Failed to deserialize the JSON body into the target type: ",
                    ""
                )
        );
    }
    body
}

/// A cycle in the objectives component, ready for `add_objective`.
async fn objectives_cycle(server: &Server) -> String {
    let cycle = server.create_cycle("Which bike to buy").await;
    server.navigate(&cycle, "objectives").await;
    cycle
}

/// An `add_objective` body.
fn objective(name: &str) -> String {
    json!({"parameters": {"name": name, "measure": "score", "direction": "higher",
        "is_fundamental": true}})
    .to_string()
}

async fn http_call(server: &Server, cycle: &str, tool: &str, body: &[u8]) -> (u16, Value) {
    let response = server
        .http
        .post(server.url(&format!("/api/cycles/{cycle}/tools/{tool}")))
        .header("content-type", "application/json")
        .body(body.to_vec())
        .send()
        .await
        .expect("HTTP call");
    let status = response.status().as_u16();
    (status, response.json().await.expect("JSON body"))
}

#[tokio::test]
async fn nats_calls_get_the_http_answers() {
    let nats = NatsServer::start("intake_same");
    let (stream, prefix) = unique_names();
    let server = Server::start_with(
        StoreLocation::fresh(StoreKind::Postgres, "intake_same").await,
        &serve_args(&nats, &stream, &prefix),
    )
    .await;
    let client = nats.client().await;
    let objective = json!({"parameters": {"name": "Low cost", "measure": "EUR",
        "direction": "lower", "is_fundamental": true}, "conversation_turn": 2});
    let invalid = json!({"parameters": {"name": "Speed", "measure": "km/h",
        "direction": "sideways", "is_fundamental": true}});
    let alternative = json!({"parameters": {"name": "Bike", "description": "",
        "is_status_quo": false}});
    let cases: [(&str, Vec<u8>, u16); 6] = [
        ("add_objective", objective.to_string().into(), 200),
        ("add_objective", invalid.to_string().into(), 422),
        // A tool of another component: the way there is the gateway's
        // (the HTTP route), word for word.
        ("add_alternative", alternative.to_string().into(), 422),
        ("no_such_tool", b"{}".to_vec(), 404),
        ("add_objective", b"{\"parameters\": ".to_vec(), 400),
        ("add_objective", br#"{"params": {}}"#.to_vec(), 422),
    ];
    for (tool, body, expected_status) in cases {
        // Twin cycles in the same state, one called over each edge.
        let (over_http, over_nats) = (
            objectives_cycle(&server).await,
            objectives_cycle(&server).await,
        );
        let (http_status, http_body) = http_call(&server, &over_http, tool, &body).await;
        let reply = command(
            &client,
            &format!("{prefix}.commands.{over_nats}.{tool}"),
            &body,
            &[],
        )
        .await;
        let case = format!("{tool} {}", String::from_utf8_lossy(&body));
        assert_eq!(http_status, expected_status, "{case}: HTTP {http_body}");
        assert_eq!(reply.status, http_status, "{case}: NATS {:?}", reply.body);
        assert_eq!(outcome(&reply.body), in_nats_words(&http_body), "{case}");
        assert_eq!(
            reply.headers.get("Decision-Instance").map(String::len),
            Some(36)
        );
        // The NATS service protocol's error headers, besides ours.
        let code = reply.headers.get("Nats-Service-Error-Code");
        if expected_status >= 400 {
            assert_eq!(code, Some(&expected_status.to_string()), "{case}");
            assert!(reply.headers.contains_key("Nats-Service-Error"), "{case}");
        } else {
            assert_eq!(code, None, "{case}");
        }
    }

    // An unknown cycle: the same 404 body, word for word.
    let unknown = uuid::Uuid::now_v7();
    let (http_status, http_body) =
        http_call(&server, &unknown.to_string(), "add_objective", b"{}").await;
    let reply = command(
        &client,
        &format!("{prefix}.commands.{unknown}.add_objective"),
        b"{}",
        &[],
    )
    .await;
    assert_eq!((reply.status, &reply.body), (http_status, &http_body));
    assert_eq!(http_status, 404);
    let reply = command(
        &client,
        &format!("{prefix}.commands.not-a-uuid.add_objective"),
        b"{}",
        &[],
    )
    .await;
    assert_eq!(reply.status, 404, "{:?}", reply.body);
    assert_eq!(reply.body["success"], false);

    // The NATS calls are audited like HTTP calls.
    let cycle = objectives_cycle(&server).await;
    let reply = command(
        &client,
        &format!("{prefix}.commands.{cycle}.add_objective"),
        objective.to_string().as_bytes(),
        &[],
    )
    .await;
    let position = reply.body["position"].as_i64().expect("position");
    let (_, log) = server
        .get_after(&format!("/api/cycles/{cycle}/tools/invocations"), position)
        .await;
    let logged = &log["invocations"][0];
    assert_eq!(
        logged["invocation_id"], reply.body["invocation_id"],
        "{log}"
    );
    assert_eq!(logged["conversation_turn"], 2, "{log}");

    // Discoverable as the NATS service `decisiond`, with its stats.
    let srv = |subject: &'static str| {
        let client = client.clone();
        async move {
            let reply =
                tokio::time::timeout(Duration::from_secs(5), client.request(subject, "".into()))
                    .await
                    .unwrap_or_else(|_| panic!("{subject}: no answer"))
                    .unwrap_or_else(|e| panic!("{subject}: {e}"));
            serde_json::from_slice::<Value>(&reply.payload).expect("JSON")
        }
    };
    let ping = srv("$SRV.PING.decisiond").await;
    assert_eq!(ping["type"], "io.nats.micro.v1.ping_response", "{ping}");
    assert_eq!(ping["name"], "decisiond", "{ping}");
    let info = srv("$SRV.INFO.decisiond").await;
    assert_eq!(info["id"], ping["id"], "{info}");
    let endpoint = &info["endpoints"][0];
    assert_eq!(endpoint["name"], "commands", "{info}");
    assert_eq!(
        endpoint["subject"],
        format!("{prefix}.commands.*.*"),
        "{info}"
    );
    assert_eq!(endpoint["queue_group"], "decisiond", "{info}");
    assert!(
        info["version"].as_str().is_some_and(|v| !v.is_empty()),
        "{info}"
    );
    let stats = srv("$SRV.STATS.decisiond").await;
    let endpoint = &stats["endpoints"][0];
    // Every answered request above (the 200 and the refusals).
    assert!(endpoint["num_requests"].as_u64() >= Some(9), "{stats}");
    // The error replies in the protocol's own fields, which `nats micro
    // stats` and the client libraries read.
    assert!(endpoint["num_errors"].as_u64() >= Some(7), "{stats}");
    assert_eq!(endpoint["data"]["dropped_for_reply_subject"], 0, "{stats}");
    let parsed: async_nats::service::Stats = serde_json::from_value(stats.clone()).expect("stats");
    let last = parsed.endpoints[0]
        .last_error
        .clone()
        .expect("a last error");
    assert!((400..600).contains(&last.code), "{last:?}");
    assert!(!last.status.is_empty(), "{last:?}");
}

#[tokio::test]
async fn an_idempotency_key_replays_the_first_answer_over_both_edges() {
    let nats = NatsServer::start("intake_idem");
    let (stream, prefix) = unique_names();
    let server = Server::start_with(
        StoreLocation::fresh(StoreKind::Embedded, "intake_idem").await,
        &serve_args(&nats, &stream, &prefix),
    )
    .await;
    let client = nats.client().await;
    let cycle = objectives_cycle(&server).await;
    let subject = format!("{prefix}.commands.{cycle}.add_objective");
    let body = json!({"parameters": {"name": "Comfort", "measure": "1-5",
        "direction": "higher", "is_fundamental": true}})
    .to_string();
    let key = [("Idempotency-Key", "intake-retry-1")];

    let first = command(&client, &subject, body.as_bytes(), &key).await;
    assert_eq!(first.status, 200, "{:?}", first.body);
    assert_eq!(first.headers.get("Idempotent-Replayed"), None);
    let retry = command(&client, &subject, body.as_bytes(), &key).await;
    assert_eq!(retry.status, 200);
    assert_eq!(retry.body, first.body, "the retry gets the first answer");
    assert_eq!(
        retry.headers.get("Idempotent-Replayed").map(String::as_str),
        Some("true")
    );

    // The same key over HTTP: the same first answer, nothing appended.
    let response = server
        .http
        .post(server.url(&format!("/api/cycles/{cycle}/tools/add_objective")))
        .header("Idempotency-Key", "intake-retry-1")
        .header("content-type", "application/json")
        .body(body.clone())
        .send()
        .await
        .unwrap();
    assert_eq!(response.headers()["idempotent-replayed"], "true");
    let over_http: Value = response.json().await.unwrap();
    assert_eq!(over_http, first.body);
    let (_, summary) = server.tool(&cycle, "get_document_summary", json!({})).await;
    assert_eq!(summary["data"]["objectives_count"], 1, "{summary}");

    // A key HTTP would refuse is refused alike.
    let long_key = "k".repeat(256);
    let refused = command(
        &client,
        &subject,
        body.as_bytes(),
        &[("idempotency-key", long_key.as_str())],
    )
    .await;
    assert_eq!(refused.status, 400, "{:?}", refused.body);
    assert_eq!(refused.body["success"], false);
}

/// An HTTP call's status, `Retry-After` and body.
async fn http_answer(request: reqwest::RequestBuilder) -> (u16, Option<String>, Value) {
    let response = request.send().await.expect("HTTP call");
    let status = response.status().as_u16();
    let retry_after = response
        .headers()
        .get("retry-after")
        .map(|v| v.to_str().unwrap().to_owned());
    (
        status,
        retry_after,
        response.json().await.expect("JSON body"),
    )
}

/// Refusals before the call reaches its cycle read the same over NATS as
/// over HTTP, word for word, with the same status and `Retry-After`: a
/// malformed idempotency key, a spent budget, the per-user rate limit.
#[tokio::test]
async fn refusals_read_alike_over_nats_and_http() {
    let nats = NatsServer::start("intake_refusals");
    let (stream, prefix) = unique_names();
    let mut args = serve_args(&nats, &stream, &prefix);
    args.extend(
        [
            "--rate-limit-per-second",
            "1",
            "--rate-limit-burst",
            "40",
            "--tool-calls-per-cycle-per-hour",
            "2",
        ]
        .map(String::from),
    );
    let server = Server::start_with(
        StoreLocation::fresh(StoreKind::Embedded, "intake_refusals").await,
        &args,
    )
    .await;
    let client = nats.client().await;
    let (over_http, over_nats) = (
        server.create_cycle("Over HTTP").await,
        server.create_cycle("Over NATS").await,
    );
    let body = json!({"parameters": {"description": "a call"}}).to_string();
    let http_call = |cycle: &str| {
        server
            .http
            .post(server.url(&format!("/api/cycles/{cycle}/tools/add_potential_decision")))
            .header("content-type", "application/json")
            .body(body.clone())
    };
    let nats_subject = format!("{prefix}.commands.{over_nats}.add_potential_decision");

    // A malformed key: refused before anything runs.
    let long_key = "k".repeat(256);
    let (status, _, http_body) =
        http_answer(http_call(&over_http).header("idempotency-key", &long_key)).await;
    let reply = command(
        &client,
        &nats_subject,
        body.as_bytes(),
        &[("Idempotency-Key", long_key.as_str())],
    )
    .await;
    assert_eq!(status, 400, "{http_body}");
    assert_eq!((reply.status, &reply.body), (status, &http_body));
    assert_eq!(
        http_body["error"],
        "an idempotency key (the Idempotency-Key header) must be 1 to 255 visible ASCII \
         characters, e.g. a UUID"
    );

    // The cycle's budget: two calls, then 429 with the wait.
    for _ in 0..2 {
        assert_eq!(http_answer(http_call(&over_http)).await.0, 200);
        let reply = command(&client, &nats_subject, body.as_bytes(), &[]).await;
        assert_eq!(reply.status, 200, "{:?}", reply.body);
    }
    let (status, retry_after, http_body) = http_answer(http_call(&over_http)).await;
    let reply = command(&client, &nats_subject, body.as_bytes(), &[]).await;
    assert_eq!(status, 429, "{http_body}");
    assert_eq!(reply.status, 429, "{:?}", reply.body);
    let budget = |cycle: &str| {
        format!(
            "budget: cycle {cycle} has used its 2 tool calls per hour; retry after the \
             Retry-After seconds"
        )
    };
    assert_eq!(http_body["error"], budget(&over_http));
    assert_eq!(reply.body["error"], budget(&over_nats));
    let wait = |value: Option<&String>| -> u64 { value.expect("Retry-After").parse().unwrap() };
    assert!((1000..=1800).contains(&wait(retry_after.as_ref())));
    assert!((1000..=1800).contains(&wait(reply.headers.get("Retry-After"))));
    let mut http_refusal = http_body.clone();
    http_refusal["error"] = Value::Null;
    let mut nats_refusal = reply.body.clone();
    nats_refusal["error"] = Value::Null;
    assert_eq!(
        nats_refusal, http_refusal,
        "the same body but for the cycle id"
    );

    // The per-user rate limit: one bucket for every door. HTTP spends it,
    // and NATS is refused at once with the same answer (a token refills
    // every second; a slow machine may need another round).
    let rate_limit = "rate limit: at most 1 requests per second per user (bursts of 40); \
        retry after the Retry-After seconds";
    let mut compared = false;
    for _ in 0..3 {
        let (limited, retry_after, http_body) = loop {
            let answer = http_answer(server.http.get(server.url("/api/tools"))).await;
            if answer.0 != 200 {
                break answer;
            }
        };
        let reply = command(&client, &nats_subject, body.as_bytes(), &[]).await;
        assert_eq!(limited, 429, "{http_body}");
        assert_eq!(http_body["error"], rate_limit);
        assert_eq!(retry_after.as_deref(), Some("1"));
        if reply.status == 429 {
            assert_eq!(reply.body, http_body);
            assert_eq!(
                reply.headers.get("Retry-After").map(String::as_str),
                Some("1")
            );
            compared = true;
            break;
        }
    }
    assert!(compared, "NATS met the spent rate limit");
}

#[tokio::test]
async fn instances_in_the_queue_group_share_the_requests() {
    let nats = NatsServer::start("intake_group");
    let (stream, prefix) = unique_names();
    let args = serve_args(&nats, &stream, &prefix);
    let store = StoreLocation::fresh(StoreKind::Postgres, "intake_group").await;
    let first = Server::start_with(store.clone(), &args).await;
    let _second = Server::start_with(store, &args).await;
    let client = nats.client().await;
    let cycle = objectives_cycle(&first).await;
    let subject = format!("{prefix}.commands.{cycle}.get_document_summary");

    let mut answered_by = HashSet::new();
    let mut requests = 0;
    // Each request goes to one member at random: 2 members both answer
    // within a few requests (all 200 to one has odds 2^-199).
    while answered_by.len() < 2 && requests < 200 {
        let reply = command(&client, &subject, b"", &[]).await;
        assert_eq!(reply.status, 200, "{:?}", reply.body);
        answered_by.insert(reply.headers["Decision-Instance"].clone());
        requests += 1;
    }
    assert_eq!(
        answered_by.len(),
        2,
        "one instance answered all {requests} requests"
    );
    // Every request was served once: the audit log has each of them.
    let (_, summary) = first.tool(&cycle, "get_document_summary", json!({})).await;
    let (_, log) = first
        .get_after(
            &format!("/api/cycles/{cycle}/tools/invocations?tool=get_document_summary&limit=500"),
            summary["position"].as_i64().unwrap(),
        )
        .await;
    assert_eq!(
        log["invocations"].as_array().unwrap().len(),
        requests + 1,
        "{log}"
    );
}

/// How many calls of `tool` the cycle's audit log holds (after `position`).
async fn audited(server: &Server, cycle: &str, tool: &str, position: i64) -> usize {
    let path = format!("/api/cycles/{cycle}/tools/invocations?tool={tool}");
    let (status, log) = server.get_after(&path, position).await;
    assert_eq!(status, 200, "{log}");
    log["invocations"].as_array().expect("invocations").len()
}

#[tokio::test]
async fn a_forged_reply_subject_runs_nothing_and_purges_nothing() {
    let nats = NatsServer::start("intake_forged_reply");
    let (stream, prefix) = unique_names();
    let server = Server::start_with(
        StoreLocation::fresh(StoreKind::Embedded, "intake_forged_reply").await,
        &serve_args(&nats, &stream, &prefix),
    )
    .await;
    let client = nats.client().await;
    let js = jetstream::new(client.clone());
    let cycle = objectives_cycle(&server).await;
    let add = format!("{prefix}.commands.{cycle}.add_objective");
    let first = command(&client, &add, objective("Cost").as_bytes(), &[]).await;
    assert_eq!(first.status, 200, "{:?}", first.body);
    let before = relayed(&server, &js, &stream).await;
    assert!(before >= 3, "created, navigated, objective: {before}");
    assert_eq!(dropped_for_reply_subject(&server).await, 0);

    // Replies that would purge the stream or inject an "event" into it.
    let summary = format!("{prefix}.commands.{cycle}.get_document_summary");
    forge(
        &client,
        summary.clone(),
        format!("$JS.API.STREAM.PURGE.{stream}"),
    )
    .await;
    let injected = format!("{prefix}.events.{cycle}.ObjectiveAdded");
    forge(&client, summary, injected).await;
    // Requests are taken in order: once this is answered, both were seen.
    let second = command(&client, &add, objective("Speed").as_bytes(), &[]).await;
    assert_eq!(second.status, 200, "{:?}", second.body);

    let after = relayed(&server, &js, &stream).await;
    assert!(after > before, "{after} messages, {before} before");
    assert_eq!(dropped_for_reply_subject(&server).await, 2);
    let position = second.body["position"].as_i64().expect("position");
    assert_eq!(
        audited(&server, &cycle, "get_document_summary", position).await,
        0,
        "a forged request ran a tool call"
    );
    assert_eq!(audited(&server, &cycle, "add_objective", position).await, 2);
}

/// deploy/nats/accounts.conf as committed: decisiond runs as its user, a
/// gateway only calls tools, a consumer only reads the stream, and none of
/// them can delete it (only decisiond purges: an erased cycle's subjects).
#[tokio::test]
async fn the_committed_nats_accounts_give_each_user_least_privilege() {
    let accounts = AccountsServer::start("intake_accounts");
    let store = StoreLocation::fresh(StoreKind::Postgres, "intake_accounts").await;
    let nats_url = accounts.url_for("decisiond");
    // The defaults: the stream and subjects the file names.
    let server = Server::start_with(store, &["--nats-url".into(), nats_url.clone()]).await;
    let gateway = accounts.login("gateway", "_INBOX.gateway").await;
    let consumer = accounts.login("consumer", "_INBOX.consumer").await;
    let js = jetstream::new(consumer.client.clone());
    let stream = "DECISION_EVENTS";

    // (a) The gateway's call gets its reply; the relay publishes under ACLs.
    let cycle = objectives_cycle(&server).await;
    let add = format!("decisions.commands.{cycle}.add_objective");
    let reply = command(&gateway.client, &add, objective("Cost").as_bytes(), &[]).await;
    assert_eq!(reply.status, 200, "{:?}", reply.body);
    let relayed_before = relayed(&server, &js, stream).await;

    // decisiond's permissions admit every subscription it makes (the
    // server drops a denied one): its discovery subjects, at each level.
    let subscribed: Vec<String> = accounts
        .nats
        .subscriptions("decisiond-intake")
        .await
        .into_iter()
        .flat_map(|(_, subjects)| subjects)
        .collect();
    for verb in ["PING", "INFO", "STATS"] {
        let levels = subscribed
            .iter()
            .filter(|s| s.starts_with(&format!("$SRV.{verb}")))
            .count();
        assert_eq!(levels, 3, "$SRV.{verb}: {subscribed:?}");
    }
    assert!(
        subscribed.contains(&"decisions.commands.*.*".to_owned()),
        "{subscribed:?}"
    );

    // (b) The gateway cannot purge the stream or publish into it.
    let purge = format!("$JS.API.STREAM.PURGE.{stream}");
    gateway.publish_refused(&purge).await;
    let fake_event = format!("decisions.events.{cycle}.ObjectiveAdded");
    gateway.publish_refused(&fake_event).await;
    // Nor ask the service protocol's verbs, which answer any reply subject
    // (the service API has no reply guard): only operators may.
    gateway.publish_refused("$SRV.PING.decisiond").await;

    // (c) Nobody else reads the gateway's replies, nor anyone's requests
    // (they carry bearer tokens).
    let mut spy = consumer.subscribe_refused("_INBOX.gateway.>").await;
    let mut sniffer = gateway.subscribe_refused("decisions.commands.>").await;
    consumer.subscribe_refused("decisions.commands.>").await;
    let reply = command(&gateway.client, &add, objective("Speed").as_bytes(), &[]).await;
    assert_eq!(reply.status, 200, "{:?}", reply.body);
    let quiet = Duration::from_millis(300);
    let leaked = tokio::time::timeout(quiet, spy.next()).await;
    assert!(leaked.is_err(), "a reply leaked: {leaked:?}");
    let leaked = tokio::time::timeout(quiet, sniffer.next()).await;
    assert!(leaked.is_err(), "a request leaked: {leaked:?}");

    // (d) The consumer reads every event, and can neither call nor purge.
    let relayed_now = relayed(&server, &js, stream).await;
    let mut reader = EventConsumer::create_with(consumer.client.clone(), stream).await;
    let patience = Duration::from_secs(30);
    reader
        .collect(relayed_now as usize, patience, Duration::ZERO)
        .await;
    assert_eq!(reader.received.len() as u64, relayed_now);
    consumer.publish_refused(&add).await;
    consumer.publish_refused(&purge).await;

    // (e) decisiond drops a forged reply subject, and its own credentials
    // could not delete the stream anyway (they purge only to erase a
    // cycle's subjects).
    let summary = format!("decisions.commands.{cycle}.get_document_summary");
    forge(&gateway.client, summary, purge.clone()).await;
    let reply = command(&gateway.client, &add, objective("Comfort").as_bytes(), &[]).await;
    assert_eq!(reply.status, 200, "{:?}", reply.body);
    assert_eq!(dropped_for_reply_subject(&server).await, 1);
    let service = accounts.login("decisiond", "_INBOX.decisiond").await;
    service
        .publish_refused(&format!("$JS.API.STREAM.DELETE.{stream}"))
        .await;

    let relayed_after = relayed(&server, &js, stream).await;
    assert!(relayed_after > relayed_before);
    // (f) Erasing a cycle: decisiond's user may purge the cycle's
    // subjects, so the relay gets past the tombstone and publishes it.
    let erased = server
        .admin()
        .delete(server.url(&format!("/api/cycles/{cycle}")))
        .send()
        .await
        .expect("erase");
    assert_eq!(erased.status(), 200, "{:?}", erased.text().await);
    let tombstone = format!("decisions.events.{cycle}.CycleErased");
    let events = js.get_stream(stream).await.expect("stream");
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    while events
        .get_last_raw_message_by_subject(&tombstone)
        .await
        .is_err()
    {
        assert!(
            std::time::Instant::now() < deadline,
            "the relay never published {tombstone}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let first = format!("decisions.events.{cycle}.CycleCreated");
    assert!(
        events
            .get_last_raw_message_by_subject(&first)
            .await
            .is_err(),
        "the cycle's earlier messages were not purged"
    );

    // Only the refusals above: what each user needs raised no error.
    assert_eq!(gateway.errors().len(), 4, "{:?}", gateway.errors());
    assert_eq!(consumer.errors().len(), 4, "{:?}", consumer.errors());
    // `verify` needs no more than decisiond's permissions either.
    let verify = server.cli(&["verify", "--nats-url", &nats_url]);
    let report = String::from_utf8_lossy(&verify.stdout);
    assert!(
        verify.status.success(),
        "{report}{}",
        String::from_utf8_lossy(&verify.stderr)
    );
}

/// A concrete subject a subscription to `subject` receives (each wildcard
/// token filled in); the commands subject names a real read.
fn concrete(subject: &str, commands: &str, cycle: &str) -> String {
    if subject == commands {
        return commands.replace("*.*", &format!("{cycle}.get_document_summary"));
    }
    subject
        .split('.')
        .map(|token| {
            if token == "*" || token == ">" {
                "x"
            } else {
                token
            }
        })
        .collect::<Vec<_>>()
        .join(".")
}

/// Every subscription of the process — the commands, the NATS service's
/// `$SRV.*` discovery at every level, the clients' own inboxes — as the
/// NATS server lists them, sent a message whose reply subject would purge
/// or delete the stream, inject an event, or publish anywhere outside the
/// reply prefix: nothing is purged, deleted, run or published there, and
/// every forged request to the service is counted.
#[tokio::test]
async fn every_subscription_drops_a_forged_reply_subject() {
    let nats = NatsServer::start("intake_every_subscription");
    let (stream, prefix) = unique_names();
    let server = Server::start_with(
        StoreLocation::fresh(StoreKind::Embedded, "intake_every_subscription").await,
        &serve_args(&nats, &stream, &prefix),
    )
    .await;
    let client = nats.client().await;
    let js = jetstream::new(client.clone());
    let cycle = objectives_cycle(&server).await;
    let add = format!("{prefix}.commands.{cycle}.add_objective");
    let first = command(&client, &add, objective("Cost").as_bytes(), &[]).await;
    assert_eq!(first.status, 200, "{:?}", first.body);
    let before = relayed(&server, &js, &stream).await;

    let connections = nats.subscriptions("decisiond").await;
    let subjects: Vec<String> = connections
        .iter()
        .flat_map(|(_, subjects)| subjects.iter().cloned())
        .collect();
    let commands = format!("{prefix}.commands.*.*");
    for expected in [
        "$SRV.PING",
        "$SRV.PING.decisiond",
        "$SRV.INFO",
        "$SRV.INFO.decisiond",
        "$SRV.STATS",
        "$SRV.STATS.decisiond",
        commands.as_str(),
    ] {
        assert!(
            subjects.iter().any(|s| s == expected),
            "{expected} is not among the process's subscriptions: {connections:?}"
        );
    }
    // The per-instance ones too (`$SRV.<verb>.decisiond.<id>`).
    let per_instance = subjects
        .iter()
        .filter(|s| s.starts_with("$SRV.") && s.split('.').count() == 4)
        .count();
    assert_eq!(per_instance, 3, "{connections:?}");

    let outside = format!("outside.{}", uuid::Uuid::now_v7().simple());
    let forged_replies = [
        format!("$JS.API.STREAM.PURGE.{stream}"),
        format!("$JS.API.STREAM.DELETE.{stream}"),
        format!("$JS.API.STREAM.MSG.DELETE.{stream}"),
        format!("{prefix}.events.{cycle}.ObjectiveAdded"),
        outside.clone(),
    ];
    // Whatever decisiond publishes to those subjects, these see.
    let mut spies = futures_util::stream::SelectAll::new();
    for reply in &forged_replies {
        spies.push(client.subscribe(reply.clone()).await.expect("spy"));
    }
    client.flush().await.expect("flush");

    let mut to_the_service = 0;
    for subject in &subjects {
        let target = concrete(subject, &commands, &cycle);
        for reply in &forged_replies {
            forge(&client, target.clone(), reply.clone()).await;
        }
        // The clients' own request inboxes only route answers to their
        // requests: they never reply, so nothing counts a drop there.
        if !subject.starts_with("_INBOX.") {
            to_the_service += forged_replies.len() as u64;
        }
    }
    let deadline = std::time::Instant::now() + Duration::from_secs(15);
    while dropped_for_reply_subject(&server).await < to_the_service {
        assert!(
            std::time::Instant::now() < deadline,
            "{} of {to_the_service} forged requests counted as dropped",
            dropped_for_reply_subject(&server).await
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(dropped_for_reply_subject(&server).await, to_the_service);
    let published = tokio::time::timeout(Duration::from_millis(500), spies.next()).await;
    assert!(
        published.is_err(),
        "decisiond published to a forged reply subject: {published:?}"
    );

    // The stream is whole (`relayed` fails on a purge) and grows as before.
    let second = command(&client, &add, objective("Speed").as_bytes(), &[]).await;
    assert_eq!(second.status, 200, "{:?}", second.body);
    let after = relayed(&server, &js, &stream).await;
    assert!(after > before, "{after} messages, {before} before");
    let position = second.body["position"].as_i64().expect("position");
    assert_eq!(
        audited(&server, &cycle, "get_document_summary", position).await,
        0,
        "a forged request ran a tool call"
    );

    // With a proper inbox, discovery answers as the protocol says (the
    // async-nats client's own types parse it), drops counted.
    let ask = |subject: String| {
        let client = client.clone();
        async move {
            let reply =
                tokio::time::timeout(Duration::from_secs(5), client.request(subject, "".into()))
                    .await
                    .expect("an answer")
                    .expect("a reply");
            reply.payload
        }
    };
    let ping: async_nats::service::PingResponse =
        serde_json::from_slice(&ask("$SRV.PING".into()).await).expect("a ping response");
    assert_eq!(ping.kind, "io.nats.micro.v1.ping_response");
    let info: async_nats::service::Info =
        serde_json::from_slice(&ask(format!("$SRV.INFO.decisiond.{}", ping.id)).await)
            .expect("an info response");
    assert_eq!(info.endpoints[0].subject, commands);
    let stats: async_nats::service::Stats =
        serde_json::from_slice(&ask("$SRV.STATS.decisiond".into()).await).expect("stats");
    let data = stats.endpoints[0].data.clone().expect("data");
    assert_eq!(data["dropped_for_reply_subject"], to_the_service, "{data}");
    assert_eq!(stats.endpoints[0].requests, 2, "the two real calls");
}
