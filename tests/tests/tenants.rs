//! No tenant can hurt another (issue 15): each hostile or careless input
//! from the issue, run against the real binary, answered to its sender
//! alone and leaving every other tenant untouched.
//!
//! The blast-radius run (good tenants under steady load beside a hostile
//! one) is in `blast_radius.rs`; here each class of input has its own test.

use decision_e2e::nats::{EventConsumer, NatsServer, serve_args, stored_events, unique_names};
use decision_e2e::server::{
    StoreLocation, USER_SCOPES, client_with_token, serve_command, token, token_with_ttl,
};
use decision_e2e::{Server, StoreKind};
use serde_json::{Value, json};
use std::time::{Duration, Instant};

fn args(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

fn error(body: &Value) -> &str {
    body["error"].as_str().unwrap_or_default()
}

/// A server on a fresh store of `kind`, with `flags` for `serve`.
async fn serve_with(kind: StoreKind, test_name: &str, flags: &[&str]) -> Server {
    Server::start_with(StoreLocation::fresh(kind, test_name).await, &args(flags)).await
}

async fn create_as(client: &reqwest::Client, server: &Server, title: &str) -> String {
    let (status, body) = server
        .post_with(client, "/api/cycles", &json!({"title": title}))
        .await;
    assert_eq!(status, 201, "{body}");
    body["cycle_id"].as_str().unwrap().to_owned()
}

/// Alice's NUL characters used to fail whole group-commit batches, and so
/// Bob's calls in them, on Postgres (and were stored on SQLite).
#[tokio::test]
async fn a_bad_character_fails_only_its_own_call() {
    // No rate limit: the point is many calls in the same batches.
    let server = serve_with(
        StoreKind::Postgres,
        "tenants_nul",
        &["--rate-limit-per-second", "0"],
    )
    .await;
    let alice = client_with_token(&token("alice", USER_SCOPES));
    let bob = client_with_token(&token("bob", USER_SCOPES));
    let alice_cycle = create_as(&alice, &server, "Alice").await;
    let mut bob_cycles = Vec::new();
    for i in 0..8 {
        bob_cycles.push(create_as(&bob, &server, &format!("Bob {i}")).await);
    }
    let mut calls = tokio::task::JoinSet::new();
    for cycle in &bob_cycles {
        for n in 0..15 {
            let (client, url) = (
                bob.clone(),
                server.url(&format!("/api/cycles/{cycle}/tools/add_consideration")),
            );
            calls.spawn(async move {
                let r = client
                    .post(url)
                    .json(&json!({"parameters": {"description": format!("fine {n}")}}))
                    .send()
                    .await
                    .unwrap();
                ("bob", r.status().as_u16(), r.text().await.unwrap())
            });
        }
    }
    for _ in 0..4 {
        for _ in 0..20 {
            let (client, url) = (
                alice.clone(),
                server.url(&format!(
                    "/api/cycles/{alice_cycle}/tools/add_consideration"
                )),
            );
            calls.spawn(async move {
                let r = client
                    .post(url)
                    .json(&json!({"parameters": {"description": "x\u{0}y"}}))
                    .send()
                    .await
                    .unwrap();
                ("alice", r.status().as_u16(), r.text().await.unwrap())
            });
        }
    }
    let results = calls.join_all().await;
    let bob_failures: Vec<_> = results
        .iter()
        .filter(|(who, status, _)| *who == "bob" && *status != 200)
        .collect();
    assert!(
        bob_failures.is_empty(),
        "{} of Bob's 120 calls failed, e.g. {:?}",
        bob_failures.len(),
        bob_failures.first()
    );
    for (_, status, body) in results.iter().filter(|(who, _, _)| *who == "alice") {
        assert_eq!(*status, 422, "{body}");
        assert!(
            body.contains("`description`") && body.contains("control character"),
            "{body}"
        );
    }
}

/// One answer per input, the same on both stores: control characters
/// (but newline and tab) are refused, naming the field; other text is
/// data, whatever it looks like.
#[tokio::test]
async fn nasty_strings_get_the_same_answer_on_both_stores() {
    let nasty: &[(&str, bool)] = &[
        ("x\u{0}y", false),
        ("bell\u{7}", false),
        ("carriage\rreturn", false),
        ("escape \u{1b}[31m", false),
        ("delete \u{7f}", false),
        ("c1 \u{85} next line", false),
        ("tab\tand\nnewline", true),
        ("emoji 😀 and é", true),
        ("<script>alert(1)</script>", true),
        ("[link](javascript:alert(1))", true),
        ("\u{202e}right-to-left", true),
        ("quote \" backslash \\ ", true),
    ];
    let mut answers = Vec::new();
    for kind in [StoreKind::Postgres, StoreKind::Embedded] {
        let server = Server::start(kind, "tenants_nasty").await;
        let cycle = server.create_cycle("Nasty").await;
        let mut these = Vec::new();
        for (text, accepted) in nasty {
            let (status, body) = server
                .tool(&cycle, "add_consideration", json!({"description": text}))
                .await;
            let expected = if *accepted { 200 } else { 422 };
            assert_eq!(status, expected, "{kind:?} {text:?}: {body}");
            if !accepted {
                assert!(error(&body).contains("`description`"), "{body}");
                assert!(
                    error(&body).contains("only newline and tab"),
                    "{kind:?} {text:?}: {body}"
                );
            }
            these.push((status, body["data"]["description"].clone()));
        }
        // Every other string that reaches an event is checked the same way.
        let (status, body) = server
            .post("/api/cycles", &json!({"title": "bad\u{0}title"}))
            .await;
        assert_eq!(status, 422, "title: {body}");
        assert!(error(&body).contains("`title`"), "{body}");
        let (status, body) = server
            .post(
                &format!("/api/cycles/{cycle}/tools/add_consideration"),
                &json!({"parameters": {"description": "ok"}, "trigger_context": "a\u{0}b"}),
            )
            .await;
        assert_eq!(status, 422, "trigger_context: {body}");
        assert!(error(&body).contains("`trigger_context`"), "{body}");
        let (status, body) = server
            .tool(&cycle, "add_consideration", json!({"descr\u{1}ption": "x"}))
            .await;
        assert_eq!(status, 422, "a field name: {body}");
        let (_, revisit) = server
            .tool(
                &cycle,
                "suggest_revisit",
                json!({"component": "objectives", "reason": "check", "priority": "low", "trigger": "t"}),
            )
            .await;
        let rid = revisit["data"]["suggestion_id"]
            .as_str()
            .unwrap()
            .to_owned();
        let (status, body) = server
            .post(
                &format!("/api/cycles/{cycle}/revisits/{rid}/resolve"),
                &json!({"action": "dismiss", "resolution": "no\u{0}"}),
            )
            .await;
        assert_eq!(status, 422, "resolution: {body}");
        assert!(error(&body).contains("`resolution`"), "{body}");
        let (_, confirmation) = server
            .tool(
                &cycle,
                "request_confirmation",
                json!({"summary": "Proceed?", "options": [{"label": "yes", "description": ""}, {"label": "no", "description": ""}]}),
            )
            .await;
        let cid = confirmation["data"]["confirmation_id"]
            .as_str()
            .unwrap_or_else(|| panic!("{confirmation}"))
            .to_owned();
        let (status, body) = server
            .post(
                &format!("/api/cycles/{cycle}/confirmations/{cid}/respond"),
                &json!({"text": "maybe\u{7}"}),
            )
            .await;
        assert_eq!(status, 422, "text: {body}");
        assert!(error(&body).contains("`text`"), "{body}");
        answers.push(these);
    }
    assert_eq!(answers[0], answers[1], "Postgres and SQLite agree");
}

/// An unknown tool name is recorded bounded and never becomes a key of a
/// shared statistics document.
#[tokio::test]
async fn unknown_tool_names_are_bounded_and_never_become_statistics_keys() {
    let server = Server::start(StoreKind::Postgres, "tenants_unknown_tools").await;
    let cycle = server.create_cycle("Unknown tools").await;
    let long = "z".repeat(30_000);
    let started = Instant::now();
    let (status, body) = server.tool(&cycle, &long, json!({})).await;
    assert_eq!(status, 404, "{}", &body.to_string()[..200]);
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "suggestions for a long name took {:?}",
        started.elapsed()
    );
    let text = error(&body);
    assert!(
        text.len() < 2_000,
        "the rejection echoes {} bytes",
        text.len()
    );
    assert!(text.contains("30000 characters"), "{text}");
    for n in 0..30 {
        let (status, _) = server
            .tool(&cycle, &format!("made_up_{n}"), json!({}))
            .await;
        assert_eq!(status, 404);
    }
    let (_, last) = server.tool(&cycle, "list_objectives", json!({})).await;
    let position = last["position"].as_i64().unwrap();
    let (_, log) = server
        .get_after(
            &format!("/api/cycles/{cycle}/tools/invocations?limit=100"),
            position,
        )
        .await;
    let names: Vec<&str> = log["invocations"]
        .as_array()
        .unwrap_or_else(|| panic!("{log}"))
        .iter()
        .map(|i| i["tool_name"].as_str().unwrap())
        .collect();
    assert_eq!(names.len(), 32, "{log}");
    assert!(names.iter().all(|n| n.chars().count() <= 80), "{names:?}");
    for path in [
        format!("/api/cycles/{cycle}/tools/stats"),
        "/api/tools/stats".to_owned(),
    ] {
        let (status, stats) = server.get_with(&server.admin(), &path).await;
        assert_eq!(status, 200, "{stats}");
        let tools = &stats["stats"]["tools"];
        let mut keys: Vec<&String> = tools
            .as_object()
            .unwrap_or_else(|| panic!("{stats}"))
            .keys()
            .collect();
        keys.sort();
        assert_eq!(
            keys,
            vec!["list_objectives", "unknown"],
            "only catalog tools (and one `unknown`): {stats}"
        );
        assert_eq!(tools["unknown"]["calls"], 31);
    }
}

/// A read's result is returned in full but audited by size and digest.
#[tokio::test]
async fn reads_are_audited_by_size_and_digest() {
    let server = Server::start(StoreKind::Postgres, "tenants_reads").await;
    let cycle = server.create_cycle("Big reads").await;
    server.navigate(&cycle, "objectives").await;
    for name in ["Pay", "Growth", "Balance", "Location"] {
        let (s, b) = server
            .tool(
                &cycle,
                "add_objective",
                json!({"name": name, "measure": "score", "direction": "higher", "is_fundamental": true}),
            )
            .await;
        assert_eq!(s, 200, "{b}");
    }
    server.navigate(&cycle, "alternatives").await;
    for name in ["Stay", "Offer", "Startup", "Sabbatical"] {
        let (s, b) = server
            .tool(
                &cycle,
                "add_alternative",
                json!({"name": name, "description": "d", "is_status_quo": name == "Stay"}),
            )
            .await;
        assert_eq!(s, 200, "{b}");
    }
    server.navigate(&cycle, "consequences").await;
    let reasoning = "because ".repeat(240);
    for alt in ["alt_b", "alt_c", "alt_d"] {
        for obj in ["obj_1", "obj_2", "obj_3", "obj_4"] {
            let (s, b) = server
                .tool(
                    &cycle,
                    "rate_consequence",
                    json!({"alternative_id": alt, "objective_id": obj, "rating": 1, "reasoning": reasoning}),
                )
                .await;
            assert_eq!(s, 200, "{b}");
        }
    }
    let call = |key: &'static str| {
        server
            .http
            .post(server.url(&format!("/api/cycles/{cycle}/tools/compute_pugh_totals")))
            .header("idempotency-key", key)
            .json(&json!({"parameters": {"response_format": "detailed"}}))
            .send()
    };
    let first: Value = call("big-read").await.unwrap().json().await.unwrap();
    let returned = first["data"].to_string().len();
    assert!(returned > 20_000, "the read returns {returned} bytes");
    // A retry gets exactly the first answer, though it was not stored whole.
    let again = call("big-read").await.unwrap();
    assert!(again.headers().contains_key("idempotent-replayed"));
    assert_eq!(again.json::<Value>().await.unwrap(), first);

    let position = first["position"].as_i64().unwrap();
    let (_, page) = server
        .get(&format!("/api/events?after={}&limit=10", position - 1))
        .await;
    let audit = &page["events"][0];
    assert_eq!(audit["event_type"], "ToolInvocationRecorded", "{page}");
    let recorded = &audit["payload"]["result_data"];
    assert!(
        recorded.to_string().len() < 1_000,
        "audited {} bytes of a {returned}-byte result",
        recorded.to_string().len()
    );
    assert_eq!(recorded["bytes"], returned, "{recorded}");
    assert_eq!(
        recorded["sha256"].as_str().map(str::len),
        Some(64),
        "{recorded}"
    );
}

/// Every list a cycle keeps has a cap (notes, considerations, …).
#[tokio::test]
async fn every_per_cycle_list_has_a_cap() {
    let server = serve_with(
        StoreKind::Embedded,
        "tenants_list_caps",
        &["--max-entries-per-list", "3"],
    )
    .await;
    let cycle = server.create_cycle("Caps").await;
    let lists: &[(&str, Value, &str)] = &[
        ("add_note", json!({"content": "n"}), "notes"),
        (
            "add_consideration",
            json!({"description": "c"}),
            "considerations",
        ),
        (
            "add_uncertainty",
            json!({"description": "u", "resolvable": true}),
            "uncertainties",
        ),
        (
            "suggest_revisit",
            json!({"component": "objectives", "reason": "r", "priority": "low", "trigger": "t"}),
            "revisit suggestions",
        ),
    ];
    for (tool, parameters, list) in lists {
        for _ in 0..3 {
            let (status, body) = server.tool(&cycle, tool, parameters.clone()).await;
            assert_eq!(status, 200, "{tool}: {body}");
        }
        let (status, body) = server.tool(&cycle, tool, parameters.clone()).await;
        assert_eq!(status, 422, "{tool}: {body}");
        assert!(
            error(&body).contains(&format!("limit of 3 {list}")),
            "{tool}: {body}"
        );
    }
}

/// An event over the byte limit is refused before anything but the
/// call's (bounded) audit record is stored.
#[tokio::test]
async fn an_oversized_event_is_refused_before_it_is_stored() {
    for kind in [StoreKind::Postgres, StoreKind::Embedded] {
        let server = serve_with(kind, "tenants_event_bytes", &["--max-event-bytes", "4096"]).await;
        let cycle = server.create_cycle("Bytes").await;
        // 1,900 characters, 5,700 bytes: within the schema's 2,000.
        let (status, body) = server
            .tool(
                &cycle,
                "add_consideration",
                json!({"description": "€".repeat(1900)}),
            )
            .await;
        assert_eq!(status, 422, "{kind:?}: {body}");
        assert!(error(&body).contains("limit is 4096 bytes"), "{body}");
        assert_eq!(body["_meta"]["events_appended"], 0);
        let (status, body) = server
            .tool(&cycle, "add_consideration", json!({"description": "small"}))
            .await;
        assert_eq!(status, 200, "{body}");
        assert_eq!(body["data"]["consideration_id"], "consid_1", "{body}");
    }
}

/// A read that waits for a position no write returned is refused at once,
/// and waiting reads count per user, outside the global gate.
#[tokio::test]
async fn waiting_reads_are_bounded_per_user_and_hold_no_request_slot() {
    // No projector: every read-your-writes wait runs to its end.
    let server = serve_with(
        StoreKind::Postgres,
        "tenants_waits",
        &[
            "--roles",
            "api",
            "--max-in-flight",
            "1",
            "--max-waiting-reads-per-user",
            "3",
        ],
    )
    .await;
    let alice = client_with_token(&token("alice", USER_SCOPES));
    let bob = client_with_token(&token("bob", USER_SCOPES));
    let alice_cycle = create_as(&alice, &server, "Alice waits").await;
    let bob_cycle = create_as(&bob, &server, "Bob works").await;

    let started = Instant::now();
    let future = alice
        .get(server.url(&format!(
            "/api/cycles/{alice_cycle}/pugh?min_position=1000000000"
        )))
        .send()
        .await
        .unwrap();
    assert_eq!(future.status(), 422);
    assert!(started.elapsed() < Duration::from_secs(1));
    let body: Value = future.json().await.unwrap();
    assert!(error(&body).contains("min_position"), "{body}");

    let (_, written) = server
        .post_with(
            &alice,
            &format!("/api/cycles/{alice_cycle}/tools/add_consideration"),
            &json!({"parameters": {"description": "wait for me"}}),
        )
        .await;
    let position = written["position"].as_i64().unwrap();
    let wait_url = server.url(&format!(
        "/api/cycles/{alice_cycle}/pugh?min_position={position}&wait_ms=4000"
    ));
    let mut waits = tokio::task::JoinSet::new();
    for _ in 0..3 {
        let (client, url) = (alice.clone(), wait_url.clone());
        waits.spawn(async move { client.get(url).send().await.unwrap().status().as_u16() });
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let fourth = alice.get(&wait_url).send().await.unwrap();
    assert_eq!(fourth.status(), 429);
    assert!(fourth.headers().contains_key("retry-after"));
    // With one request slot, Bob still gets through at once.
    let started = Instant::now();
    let (status, body) = server
        .post_with(
            &bob,
            &format!("/api/cycles/{bob_cycle}/tools/add_consideration"),
            &json!({"parameters": {"description": "not blocked"}}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert!(
        started.elapsed() < Duration::from_secs(1),
        "Bob waited {:?} behind Alice's reads",
        started.elapsed()
    );
    // Each wait ends when its time runs out: no projector here ever
    // writes the view, so it is a 503 that says so, not a hang.
    for status in waits.join_all().await {
        assert_eq!(status, 503);
    }
}

/// Live streams count per user, and end when their token does.
#[tokio::test]
async fn streams_are_capped_per_user_and_end_with_their_token() {
    let server = serve_with(
        StoreKind::Embedded,
        "tenants_streams",
        &["--max-streams-per-user", "2"],
    )
    .await;
    let cycle = server.create_cycle("Streams").await;
    let url = server.url(&format!("/api/cycles/{cycle}/stream"));
    let first = server.http.get(&url).send().await.unwrap();
    let second = server.http.get(&url).send().await.unwrap();
    assert_eq!(
        (first.status().as_u16(), second.status().as_u16()),
        (200, 200)
    );
    let third = server.http.get(&url).send().await.unwrap();
    assert_eq!(third.status(), 429);
    assert!(third.headers().contains_key("retry-after"));
    drop(first);
    // A closed stream frees its slot.
    let mut reopened = None;
    for _ in 0..50 {
        let r = server.http.get(&url).send().await.unwrap();
        if r.status() == 200 {
            reopened = Some(r);
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(reopened.is_some(), "the slot of a closed stream came back");

    // A token that expires in 2 s: the stream ends then, not at the next
    // reconnect.
    let short = client_with_token(&token_with_ttl(
        "carol",
        USER_SCOPES,
        Duration::from_secs(2),
    ));
    let carol_cycle = create_as(&short, &server, "Carol").await;
    let mut stream = short
        .get(server.url(&format!("/api/cycles/{carol_cycle}/stream")))
        .send()
        .await
        .unwrap();
    let started = Instant::now();
    let ended = tokio::time::timeout(Duration::from_secs(10), async {
        while let Ok(Some(_)) = stream.chunk().await {}
    })
    .await;
    assert!(ended.is_ok(), "the stream outlived its token by 10 s");
    assert!(started.elapsed() < Duration::from_secs(6));
}

async fn keyed(
    server: &Server,
    method: reqwest::Method,
    path: &str,
    key: &str,
    body: &Value,
) -> (u16, Value, bool) {
    let response = server
        .http
        .request(method, server.url(path))
        .header("idempotency-key", key)
        .json(body)
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    let replayed = response.headers().contains_key("idempotent-replayed");
    (status, response.json().await.unwrap(), replayed)
}

/// A key is bound to its request: reused with another body or on another
/// route it is a 422; every write route honours keys.
#[tokio::test]
async fn idempotency_keys_are_bound_to_their_request() {
    for kind in [StoreKind::Postgres, StoreKind::Embedded] {
        let server = Server::start(kind, "tenants_keys").await;
        let post = reqwest::Method::POST;
        let (status, created, _) = keyed(
            &server,
            post.clone(),
            "/api/cycles",
            "c-1",
            &json!({"title": "One"}),
        )
        .await;
        assert_eq!(status, 201, "{created}");
        let cycle = created["cycle_id"].as_str().unwrap().to_owned();
        let (status, again, replayed) = keyed(
            &server,
            post.clone(),
            "/api/cycles",
            "c-1",
            &json!({"title": "One"}),
        )
        .await;
        assert_eq!((status, replayed), (200, true), "{again}");
        assert_eq!(again["cycle_id"], created["cycle_id"]);
        let (status, other, _) = keyed(
            &server,
            post.clone(),
            "/api/cycles",
            "c-1",
            &json!({"title": "Two"}),
        )
        .await;
        assert_eq!(status, 422, "{kind:?}: {other}");
        assert!(error(&other).contains("Idempotency-Key"), "{other}");

        let tool = format!("/api/cycles/{cycle}/tools/add_consideration");
        let body = json!({"parameters": {"description": "First"}});
        let (status, first, _) = keyed(&server, post.clone(), &tool, "t-1", &body).await;
        assert_eq!(status, 200, "{first}");
        let (status, replay, replayed) = keyed(&server, post.clone(), &tool, "t-1", &body).await;
        assert_eq!((status, replayed), (200, true));
        assert_eq!(replay, first);
        let changed = json!({"parameters": {"description": "Second"}});
        let (status, refused, _) = keyed(&server, post.clone(), &tool, "t-1", &changed).await;
        assert_eq!(status, 422, "{kind:?}: {refused}");
        assert!(error(&refused).contains("different request"), "{refused}");
        let other_tool = format!("/api/cycles/{cycle}/tools/add_objective_idea");
        let (status, refused, _) = keyed(
            &server,
            post.clone(),
            &other_tool,
            "t-1",
            &json!({"parameters": {"description": "First"}}),
        )
        .await;
        assert_eq!(status, 422, "{refused}");

        // Navigation, revisit answers and confirmation answers: replayed
        // with their position, refused with another body.
        let nav = format!("/api/cycles/{cycle}/component");
        let to = json!({"component": "objectives"});
        let (status, moved, _) = keyed(&server, reqwest::Method::PUT, &nav, "n-1", &to).await;
        assert_eq!(status, 200, "{moved}");
        assert!(moved["position"].as_i64().is_some(), "{moved}");
        let (status, again, replayed) =
            keyed(&server, reqwest::Method::PUT, &nav, "n-1", &to).await;
        assert_eq!((status, replayed), (200, true));
        assert_eq!(again, moved);
        let (status, _, _) = keyed(
            &server,
            reqwest::Method::PUT,
            &nav,
            "n-1",
            &json!({"component": "alternatives"}),
        )
        .await;
        assert_eq!(status, 422);
        let (_, revisit) = server
            .tool(
                &cycle,
                "suggest_revisit",
                json!({"component": "objectives", "reason": "r", "priority": "low", "trigger": "t"}),
            )
            .await;
        let rid = revisit["data"]["suggestion_id"]
            .as_str()
            .unwrap()
            .to_owned();
        let resolve = format!("/api/cycles/{cycle}/revisits/{rid}/resolve");
        let accept = json!({"action": "accept", "resolution": "done"});
        let (status, resolved, _) = keyed(&server, post.clone(), &resolve, "r-1", &accept).await;
        assert_eq!(status, 200, "{resolved}");
        let (status, again, replayed) =
            keyed(&server, post.clone(), &resolve, "r-1", &accept).await;
        assert_eq!((status, replayed), (200, true), "{again}");
        assert_eq!(again, resolved);
        let (_, confirmation) = server
            .tool(
                &cycle,
                "request_confirmation",
                json!({"summary": "Go?", "options": [{"label": "yes", "description": ""}, {"label": "no", "description": ""}]}),
            )
            .await;
        let cid = confirmation["data"]["confirmation_id"]
            .as_str()
            .unwrap()
            .to_owned();
        let respond = format!("/api/cycles/{cycle}/confirmations/{cid}/respond");
        let yes = json!({"option_index": 0});
        let (status, answered, _) = keyed(&server, post.clone(), &respond, "a-1", &yes).await;
        assert_eq!(status, 200, "{answered}");
        let (status, again, replayed) = keyed(&server, post.clone(), &respond, "a-1", &yes).await;
        assert_eq!((status, replayed), (200, true), "{again}");
        assert_eq!(again, answered);
        let (status, _, _) = keyed(
            &server,
            post.clone(),
            &respond,
            "a-1",
            &json!({"option_index": 1}),
        )
        .await;
        assert_eq!(status, 422);
    }
}

/// Keys expire after the configured retention: the same key then runs a
/// new call.
#[tokio::test]
async fn idempotency_keys_expire_after_their_retention() {
    let server = serve_with(
        StoreKind::Postgres,
        "tenants_key_expiry",
        &["--idempotency-retention-secs", "1"],
    )
    .await;
    let cycle = server.create_cycle("Expiry").await;
    let tool = format!("/api/cycles/{cycle}/tools/add_consideration");
    let body = json!({"parameters": {"description": "Once"}});
    let (_, first, _) = keyed(&server, reqwest::Method::POST, &tool, "k", &body).await;
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        tokio::time::sleep(Duration::from_millis(500)).await;
        let (status, again, replayed) =
            keyed(&server, reqwest::Method::POST, &tool, "k", &body).await;
        assert_eq!(status, 200, "{again}");
        if !replayed {
            assert_ne!(again["invocation_id"], first["invocation_id"]);
            assert_eq!(again["data"]["consideration_id"], "consid_2");
            break;
        }
        assert!(Instant::now() < deadline, "the key never expired");
    }
}

/// An event too large for the NATS server (stored before a limit, or by a
/// server with a larger one) is relayed without its payload, reported, and
/// never holds back the events after it; start-up refuses an event limit
/// the server cannot carry.
#[tokio::test]
async fn an_event_too_large_for_nats_never_blocks_the_relay() {
    let dir = decision_store::testing::temp_data_dir("tenants_max_payload_conf");
    let config = dir.join("small.conf");
    std::fs::write(&config, "max_payload: 32768\n").unwrap();
    let nats = NatsServer::start_with_config("tenants_max_payload", &config, &[]);
    let (stream, prefix) = unique_names();
    let store = StoreLocation::fresh(StoreKind::Postgres, "tenants_max_payload").await;

    // The default limit (512 KiB) does not fit a 32 KiB server.
    let mut refused = serve_command(&serve_args(&nats, &stream, &prefix));
    if let StoreLocation::Postgres(url, _) = &store {
        refused.args(["--database-url", url]);
    }
    let output = refused.output().expect("run decisiond");
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("max_payload of 32768 bytes") && stderr.contains("--max-event-bytes"),
        "{stderr}"
    );

    // Without NATS, a rejected call's ~40 KB of parameters are audited.
    let server = Server::start_on(store.clone()).await;
    let cycle = server.create_cycle("Large").await;
    let junk = json!({"description": "fine", "junk": "x".repeat(40_000)});
    let (status, _) = server.tool(&cycle, "add_consideration", junk).await;
    assert_eq!(status, 422);
    drop(server);

    let mut args = serve_args(&nats, &stream, &prefix);
    args.extend(self::args(&["--max-event-bytes", "16384"]));
    let server = Server::start_with(store, &args).await;
    for n in 0..3 {
        let (status, body) = server
            .tool(
                &cycle,
                "add_consideration",
                json!({"description": format!("after {n}")}),
            )
            .await;
        assert_eq!(status, 200, "{body}");
    }
    let stored = stored_events(&server).await;
    let mut consumer = EventConsumer::create(&nats, &stream).await;
    consumer
        .collect(
            stored.len(),
            Duration::from_secs(20),
            Duration::from_millis(300),
        )
        .await;
    let omitted: Vec<_> = consumer
        .received
        .iter()
        .filter(|m| m.headers.contains_key("Decision-Payload-Omitted"))
        .collect();
    assert_eq!(omitted.len(), 1, "one event too large");
    assert_eq!(omitted[0].body["payload"], Value::Null);
    assert_eq!(omitted[0].body["event_type"], "ToolInvocationRecorded");
    // Read again: the feed shows a commit only once every earlier
    // transaction has ended, so the first read may lack the last audit
    // record the relay has since published.
    let stored = stored_events(&server).await;
    let last = consumer.received.last().unwrap();
    assert_eq!(last.body["event_id"], stored.last().unwrap()["event_id"]);
    let (_, ops) = server.get_with(&server.admin(), "/api/projections").await;
    assert_eq!(ops["relay"]["payloads_omitted"], 1, "{ops}");
    let url = nats.url();
    let verify = server.cli(&[
        "verify",
        "--nats-url",
        &url,
        "--nats-stream",
        &stream,
        "--nats-subject-prefix",
        &prefix,
    ]);
    assert!(
        verify.status.success(),
        "{}",
        String::from_utf8_lossy(&verify.stdout)
    );
}

/// The invocation log is read from the store per cycle: a neighbour's many
/// calls are neither listed in another tenant's log nor readable by them,
/// and a filtered read of a small log stays small beside a large one.
#[tokio::test]
async fn a_neighbours_calls_never_reach_another_tenants_invocation_log() {
    let server = Server::start(StoreKind::Embedded, "tenants_invocation_log").await;
    let mine = server.create_cycle("Mine").await;
    server.navigate(&mine, "objectives").await;
    let bob = client_with_token(&token("bob", USER_SCOPES));
    let (status, created) = server
        .post_with(&bob, "/api/cycles", &json!({"title": "Busy"}))
        .await;
    assert_eq!(status, 201, "{created}");
    let busy = created["cycle_id"].as_str().unwrap().to_owned();
    let ideas = server.url(&format!("/api/cycles/{busy}/tools/add_objective_idea"));
    let mut last = 0;
    for i in 0..90 {
        let body = json!({"parameters": {"description": format!("idea {i}")}});
        let reply: Value = bob
            .post(&ideas)
            .json(&body)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        last = last.max(reply["position"].as_i64().unwrap_or(0));
    }
    let (_, refused) = server
        .tool(&mine, "add_objective", json!({"name": ""}))
        .await;
    let (_, listed) = server.tool(&mine, "list_objectives", json!({})).await;
    let position = listed["position"].as_i64().unwrap().max(last);
    assert!(
        refused["position"].is_i64(),
        "a refusal is audited: {refused}"
    );

    let (status, log) = server
        .get_after(
            &format!("/api/cycles/{mine}/tools/invocations?limit=500"),
            position,
        )
        .await;
    assert_eq!(status, 200, "{log}");
    let rows = log["invocations"].as_array().unwrap();
    let tools: Vec<&str> = rows
        .iter()
        .map(|r| r["tool_name"].as_str().unwrap())
        .collect();
    assert_eq!(tools, ["add_objective", "list_objectives"], "{log}");
    assert_eq!(
        (log["total"].as_u64(), log["rejected"].as_u64()),
        (Some(2), Some(1))
    );
    let (_, filtered) = server
        .get_after(
            &format!("/api/cycles/{mine}/tools/invocations?result=validation_error&limit=1"),
            position,
        )
        .await;
    assert_eq!(
        filtered["invocations"].as_array().unwrap().len(),
        1,
        "{filtered}"
    );
    assert!(filtered["next_cursor"].is_i64(), "a full page: {filtered}");

    // Bob's log is his alone, whole; mine is a 404 to him.
    let (_, theirs) = server
        .get_with(
            &bob,
            &format!("/api/cycles/{busy}/tools/invocations?limit=500"),
        )
        .await;
    assert_eq!(
        theirs["invocations"].as_array().unwrap().len(),
        90,
        "{theirs}"
    );
    let (status, _) = server
        .get_with(&bob, &format!("/api/cycles/{mine}/tools/invocations"))
        .await;
    assert_eq!(status, 404);
}
