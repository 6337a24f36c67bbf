//! The person's side (issue 18): time travel through a cycle (views at a
//! past version, the history, the diff of two versions), the revisits and
//! confirmations lists by status, the writes a UI makes, the confirmation
//! gate (a held call, the person's approval running it once, a rejection
//! the agent reads), revisits put to the person when the cycle leaves a
//! component, and expiry as events (once, with two sweepers on Postgres).

#[path = "person/browser_access.rs"]
mod browser_access;

use decision_e2e::{Server, StoreKind};
use serde_json::{Value, json};

async fn call(server: &Server, cycle: &str, tool: &str, parameters: Value) -> Value {
    let (status, body) = server.tool(cycle, tool, parameters).await;
    assert_eq!(status, 200, "{tool}: {body}");
    assert_eq!(body["success"], true, "{tool}: {body}");
    body
}

/// A cycle with two objectives, a status quo and one alternative.
async fn matrix(server: &Server) -> String {
    let cycle = server.create_cycle("Career move").await;
    server.navigate(&cycle, "objectives").await;
    for name in ["Salary", "Commute"] {
        let objective =
            json!({"name": name, "measure": "m", "direction": "higher", "is_fundamental": true});
        call(server, &cycle, "add_objective", objective).await;
    }
    server.navigate(&cycle, "alternatives").await;
    for (name, quo) in [("Stay", true), ("Startup", false)] {
        let alternative = json!({"name": name, "description": "", "is_status_quo": quo});
        call(server, &cycle, "add_alternative", alternative).await;
    }
    server.navigate(&cycle, "consequences").await;
    cycle
}

fn rate(alternative: &str, objective: &str, rating: i64, reasoning: &str) -> Value {
    json!({"alternative_id": alternative, "objective_id": objective, "rating": rating,
           "reasoning": reasoning})
}

async fn total_of(pugh: &Value, alternative: &str) -> i64 {
    pugh["totals"]["alternatives"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["alternative_id"] == alternative)
        .unwrap()["total_score"]
        .as_i64()
        .unwrap()
}

#[tokio::test]
async fn the_views_at_a_past_version_the_history_and_the_diff() {
    let server = Server::start(StoreKind::Embedded, "person_time_travel").await;
    let cycle = matrix(&server).await;
    call(
        &server,
        &cycle,
        "rate_consequence",
        rate("alt_b", "obj_1", 1, "More pay"),
    )
    .await;
    let (status, history) = server.get(&format!("/api/cycles/{cycle}/history")).await;
    assert_eq!(status, 200, "{history}");
    let first_rating = history["entries"]
        .as_array()
        .unwrap()
        .last()
        .unwrap()
        .clone();
    assert_eq!(first_rating["tool"], "rate_consequence", "{first_rating}");
    assert_eq!(first_rating["result"], "success");
    assert_eq!(first_rating["changed"], true);
    assert!(
        first_rating["summary"]
            .as_str()
            .unwrap()
            .starts_with("consequence rated: alternative_id=alt_b, objective_id=obj_1, rating=1"),
        "{first_rating}"
    );
    let then = first_rating["version"].as_u64().unwrap();

    call(
        &server,
        &cycle,
        "rate_consequence",
        rate("alt_b", "obj_1", 2, "Much more pay"),
    )
    .await;
    let last = call(
        &server,
        &cycle,
        "rate_consequence",
        rate("alt_b", "obj_2", -1, "Longer"),
    )
    .await;
    call(&server, &cycle, "list_objectives", json!({})).await;

    // The views at `then` are as they stood, whatever the projection holds now.
    let (status, pugh_then) = server
        .get(&format!("/api/cycles/{cycle}/pugh?at_version={then}"))
        .await;
    assert_eq!(status, 200, "{pugh_then}");
    assert_eq!(total_of(&pugh_then, "alt_b").await, 1, "{pugh_then}");
    assert_eq!(pugh_then["matrix"].as_array().unwrap().len(), 1);
    let (_, pugh_now) = server
        .get_after(
            &format!("/api/cycles/{cycle}/pugh"),
            last["position"].as_i64().unwrap(),
        )
        .await;
    assert_eq!(total_of(&pugh_now, "alt_b").await, 1, "2 - 1: {pugh_now}");
    assert_eq!(pugh_now["matrix"].as_array().unwrap().len(), 2);

    let (status, doc_then) = server
        .get(&format!("/api/cycles/{cycle}/document?at_version={then}"))
        .await;
    assert_eq!(status, 200, "{doc_then}");
    assert_eq!(
        doc_then["version"].as_u64().unwrap(),
        then - 1,
        "the rating, before its audit record"
    );
    let markdown = doc_then["markdown"].as_str().unwrap();
    assert!(
        markdown.contains("More pay") && !markdown.contains("Much more pay"),
        "{markdown}"
    );
    let (status, section) = server
        .get(&format!(
            "/api/cycles/{cycle}/document/sections/consequences?at_version={then}"
        ))
        .await;
    assert_eq!(status, 200, "{section}");
    assert!(section["markdown"].as_str().unwrap().contains("More pay"));
    // Time travel is a fold of the stream: the current version folds to
    // what the projection stored.
    let (_, doc_now) = server
        .get_after(
            &format!("/api/cycles/{cycle}/document"),
            last["position"].as_i64().unwrap(),
        )
        .await;
    let (_, all) = server.get(&format!("/api/cycles/{cycle}/history")).await;
    let current = all["current_version"].as_u64().unwrap();
    let (_, doc_folded) = server
        .get(&format!(
            "/api/cycles/{cycle}/document?at_version={current}"
        ))
        .await;
    assert_eq!(
        doc_folded, doc_now,
        "a fold and the stored read model agree"
    );

    // Past the current version: 422 naming it; 0 is no version either.
    for bad in [current + 1, 0] {
        let (status, body) = server
            .get(&format!("/api/cycles/{cycle}/pugh?at_version={bad}"))
            .await;
        assert_eq!(status, 422, "{body}");
        assert!(
            body["error"]
                .as_str()
                .unwrap()
                .contains(&format!("its current version is {current}")),
            "{body}"
        );
    }
    // The same authorization as the view: another user's cycle is a 404.
    let stranger = server.client(&decision_e2e::server::token("mallory", "cycles:read"));
    let (status, _) = server
        .get_with(
            &stranger,
            &format!("/api/cycles/{cycle}/document?at_version=1"),
        )
        .await;
    assert_eq!(status, 404);
    let (status, _) = server
        .get_with(&stranger, &format!("/api/cycles/{cycle}/history"))
        .await;
    assert_eq!(status, 404);

    // The history: one entry per call or command, paged.
    let entries = all["entries"].as_array().unwrap();
    assert_eq!(entries[0]["version"], 1);
    assert_eq!(entries[0]["tool"], Value::Null);
    assert!(
        entries[0]["summary"]
            .as_str()
            .unwrap()
            .starts_with("cycle created")
    );
    let read = entries.last().unwrap();
    assert_eq!(read["tool"], "list_objectives");
    assert_eq!(read["changed"], false);
    assert_eq!(read["version"].as_u64().unwrap(), current);
    let (_, page) = server
        .get(&format!("/api/cycles/{cycle}/history?limit=3"))
        .await;
    assert_eq!(page["entries"].as_array().unwrap().len(), 3);
    let next = page["next_after_version"].as_u64().unwrap();
    let (_, rest) = server
        .get(&format!("/api/cycles/{cycle}/history?after_version={next}"))
        .await;
    assert_eq!(
        3 + rest["entries"].as_array().unwrap().len(),
        entries.len(),
        "the pages cover the history"
    );
    assert_eq!(rest["next_after_version"], Value::Null);

    // The diff: the cell, the totals and the consequences section.
    let (status, diff) = server
        .get(&format!(
            "/api/cycles/{cycle}/diff?from={then}&to={current}"
        ))
        .await;
    assert_eq!(status, 200, "{diff}");
    let cells = diff["pugh"]["cells"].as_array().unwrap();
    assert_eq!(cells.len(), 2, "{diff}");
    assert_eq!(cells[0]["from"]["rating"], 1);
    assert_eq!(cells[0]["to"]["rating"], 2);
    assert_eq!(cells[1]["from"], Value::Null);
    assert_eq!(diff["pugh"]["totals"], json!([]), "1 then, 2 - 1 now");
    let sections = diff["sections"].as_array().unwrap();
    let consequences = sections
        .iter()
        .find(|s| s["component"] == "consequences")
        .expect("the consequences section changed");
    let lines = consequences["lines"].as_array().unwrap();
    assert!(
        lines
            .iter()
            .any(|l| l["op"] == "removed" && l["text"].as_str().unwrap().contains("More pay"))
    );
    assert!(
        lines
            .iter()
            .any(|l| l["op"] == "added" && l["text"].as_str().unwrap().contains("Much more pay"))
    );
    let (status, _) = server
        .get(&format!(
            "/api/cycles/{cycle}/diff?from=1&to={}",
            current + 5
        ))
        .await;
    assert_eq!(status, 422);
}

#[tokio::test]
async fn revisits_and_confirmations_are_listed_by_status_and_user_writes_return_positions() {
    let server = Server::start(StoreKind::Embedded, "person_status").await;
    let cycle = server.create_cycle("Statuses").await;
    let moved = server.navigate(&cycle, "objectives").await;
    assert!(moved["position"].as_i64().unwrap() > 0, "{moved}");
    for (reason, priority) in [("Commute again", "high"), ("Aside", "low")] {
        let revisit = json!({"component": "issue_raising", "reason": reason,
                             "priority": priority, "trigger": "t"});
        call(&server, &cycle, "suggest_revisit", revisit).await;
    }
    let options = json!([{"label": "Yes", "description": ""}, {"label": "No", "description": ""}]);
    for summary in ["First?", "Second?"] {
        let request = json!({"summary": summary, "options": options});
        call(&server, &cycle, "request_confirmation", request).await;
    }
    let (status, resolved) = server
        .post_with_key(
            &format!("/api/cycles/{cycle}/revisits/rev_1/resolve"),
            &json!({"action": "dismiss", "resolution": "Settled"}),
            "resolve-1",
        )
        .await;
    assert_eq!(status, 200, "{resolved}");
    let position = resolved["position"].as_i64().unwrap();
    let (status, replayed) = server
        .post_with_key(
            &format!("/api/cycles/{cycle}/revisits/rev_1/resolve"),
            &json!({"action": "dismiss", "resolution": "Settled"}),
            "resolve-1",
        )
        .await;
    assert_eq!(
        status, 200,
        "a replay answers the first outcome: {replayed}"
    );
    assert_eq!(replayed["position"], position);
    let (status, answered) = server
        .post_with_key(
            &format!("/api/cycles/{cycle}/confirmations/conf_2/respond"),
            &json!({"option_index": 1, "text": "No thanks"}),
            "respond-2",
        )
        .await;
    assert_eq!(status, 200, "{answered}");
    let position = answered["position"].as_i64().unwrap();

    let list = |path: &str| format!("/api/cycles/{cycle}/{path}");
    let (_, pending) = server.get_after(&list("revisits"), position).await;
    let ids = |v: &Value, key: &str| -> Vec<String> {
        v[key]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["id"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(ids(&pending, "revisits"), ["rev_2"], "{pending}");
    let (_, done) = server.get(&list("revisits?status=answered")).await;
    assert_eq!(ids(&done, "revisits"), ["rev_1"]);
    assert_eq!(done["revisits"][0]["status"], "dismissed");
    assert_eq!(done["revisits"][0]["resolution"], "Settled");
    assert_eq!(done["revisits"][0]["resolved_by"], "user");
    // Seed 000's `resolved_at`: when it was answered, after it was made.
    let (made, resolved) = (
        done["revisits"][0]["created_at"]
            .as_str()
            .expect("created_at"),
        done["revisits"][0]["resolved_at"]
            .as_str()
            .expect("resolved_at"),
    );
    assert!(resolved >= made, "{done}");
    assert!(pending["revisits"][0]["resolved_at"].is_null(), "{pending}");
    let (_, all) = server.get(&list("revisits?status=all")).await;
    assert_eq!(ids(&all, "revisits"), ["rev_1", "rev_2"]);
    let (status, bad) = server.get(&list("revisits?status=maybe")).await;
    assert_eq!(status, 422, "{bad}");

    let (_, pending) = server.get(&list("confirmations")).await;
    assert_eq!(ids(&pending, "confirmations"), ["conf_1"]);
    let (_, legacy) = server.get(&list("confirmations/pending")).await;
    assert_eq!(
        legacy, pending,
        "the first path still answers the pending ones"
    );
    let (_, done) = server.get(&list("confirmations?status=answered")).await;
    assert_eq!(ids(&done, "confirmations"), ["conf_2"]);
    assert_eq!(done["confirmations"][0]["status"], "confirmed");
    assert_eq!(done["confirmations"][0]["chosen_option"], 1);
    assert_eq!(done["confirmations"][0]["user_input"], "No thanks");
    let (_, all) = server.get(&list("confirmations?status=all")).await;
    assert_eq!(ids(&all, "confirmations"), ["conf_1", "conf_2"]);
}

/// The person's client: the same user as the agent's, with `cycles:confirm`.
fn person(server: &Server) -> reqwest::Client {
    server.client(&decision_e2e::server::token(
        decision_e2e::server::DEFAULT_USER,
        "cycles:read cycles:write cycles:confirm",
    ))
}

async fn put(client: &reqwest::Client, server: &Server, path: &str, body: Value) -> (u16, Value) {
    let response = client
        .put(server.url(path))
        .json(&body)
        .send()
        .await
        .expect("PUT");
    let status = response.status().as_u16();
    (status, response.json().await.expect("JSON body"))
}

#[tokio::test]
async fn the_gate_holds_a_write_until_the_person_approves_it_and_runs_it_once() {
    let server = Server::start(StoreKind::Embedded, "person_gate").await;
    let cycle = matrix(&server).await;
    server.navigate(&cycle, "alternatives").await;
    let third = json!({"name": "Abroad", "description": "", "is_status_quo": false});
    call(&server, &cycle, "add_alternative", third).await;
    let settings = format!("/api/cycles/{cycle}/settings");

    // The agent may turn the gate on, never off.
    let (status, on) = put(
        &server.http,
        &server,
        &settings,
        json!({"require_confirmation": true}),
    )
    .await;
    assert_eq!(status, 200, "{on}");
    assert!(on["position"].as_i64().unwrap() > 0, "{on}");
    let (status, refused) = put(
        &server.http,
        &server,
        &settings,
        json!({"require_confirmation": false}),
    )
    .await;
    assert_eq!(status, 403, "{refused}");
    assert!(
        refused["error"]
            .as_str()
            .unwrap()
            .contains("cycles:confirm"),
        "{refused}"
    );
    let (_, read) = server.get(&settings).await;
    assert_eq!(read["require_confirmation"], true);
    assert_eq!(read["effective"], true);

    // A gated write is proposed, not run: 202, the proposal and its id.
    let (status, held) = server
        .tool(
            &cycle,
            "remove_alternative",
            json!({"id": "alt_b", "reason": "Too risky"}),
        )
        .await;
    assert_eq!(status, 202, "{held}");
    assert_eq!(held["success"], true);
    assert_eq!(held["confirmation_required"], true);
    assert_eq!(held["data"]["confirmation_required"], true);
    assert_eq!(held["data"]["confirmation_id"], "conf_1");
    assert_eq!(held["data"]["tool_name"], "remove_alternative");
    assert_eq!(held["document_updated"], false);
    let agent_invocation = held["invocation_id"].clone();
    let (_, summary) = server.tool(&cycle, "get_document_summary", json!({})).await;
    assert_eq!(
        summary["data"]["alternatives_count"], 3,
        "nothing ran: {summary}"
    );
    assert_eq!(
        summary["data"]["pending_proposals"][0]["confirmation_id"],
        "conf_1"
    );
    // An ungated write still runs.
    call(
        &server,
        &cycle,
        "add_note",
        json!({"content": "Ask HR", "component": null}),
    )
    .await;
    // A call that would be refused is refused at once, not proposed.
    let (status, bad) = server
        .tool(
            &cycle,
            "remove_alternative",
            json!({"id": "alt_z", "reason": "?"}),
        )
        .await;
    assert_eq!(status, 404, "{bad}");

    // The agent cannot answer its own proposal, by either door.
    let respond = format!("/api/cycles/{cycle}/confirmations/conf_1/respond");
    let (status, denied) = server.post(&respond, &json!({"option_index": 0})).await;
    assert_eq!(status, 403, "{denied}");
    let (status, choice) = server
        .tool(
            &cycle,
            "record_user_choice",
            json!({"confirmation_id": "conf_1", "choice": "Approve"}),
        )
        .await;
    assert_eq!(status, 409, "{choice}");

    // The person approves: the proposal runs, once, in the same append,
    // wherever the cycle has moved since.
    server.navigate(&cycle, "consequences").await;
    let person = person(&server);
    let approve = |key: &'static str| {
        person
            .post(server.url(&respond))
            .header("idempotency-key", key)
            .json(&json!({"option_index": 0}))
    };
    let first = approve("approve-1").send().await.unwrap();
    assert_eq!(first.status(), 200);
    let first: Value = first.json().await.unwrap();
    assert_eq!(first["data"]["status"], "confirmed", "{first}");
    assert_eq!(first["data"]["executed"]["success"], true, "{first}");
    assert_eq!(
        first["data"]["executed"]["_meta"]["tool"],
        "remove_alternative"
    );
    // The call it ran is the approval's last event: its position.
    assert_eq!(
        first["data"]["executed"]["position"], first["position"],
        "{first}"
    );
    let (_, before_replay) = server.get(&format!("/api/cycles/{cycle}/history")).await;
    let replay = approve("approve-1").send().await.unwrap();
    assert_eq!(replay.status(), 200);
    assert_eq!(replay.headers()["idempotent-replayed"], "true");
    let replay: Value = replay.json().await.unwrap();
    assert_eq!(replay["position"], first["position"]);
    assert_eq!(replay["data"]["executed"]["position"], first["position"]);
    let (_, after_replay) = server.get(&format!("/api/cycles/{cycle}/history")).await;
    assert_eq!(
        before_replay["current_version"], after_replay["current_version"],
        "a replay appends nothing"
    );
    let again = person
        .post(server.url(&respond))
        .json(&json!({"option_index": 0}))
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), 409, "answered once");
    let (_, summary) = server.tool(&cycle, "get_document_summary", json!({})).await;
    assert_eq!(
        summary["data"]["alternatives_count"], 2,
        "ran once: {summary}"
    );

    // Audited as the person's call, caused by the agent's invocation.
    let ran = after_replay["entries"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| {
            e["tool"] == "remove_alternative"
                && e["summary"]
                    .as_str()
                    .unwrap()
                    .starts_with("alternative removed")
        })
        .expect("the approval's entry");
    assert!(
        ran["trigger"].as_str().unwrap().contains("approved by"),
        "{ran}"
    );
    assert!(
        ran["summary"]
            .as_str()
            .unwrap()
            .starts_with("alternative removed: alternative_id=alt_b"),
        "{ran}"
    );
    let (_, feed) = server.get("/api/events?after=0&limit=1000").await;
    let removed = feed["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["event_type"] == "AlternativeRemoved")
        .expect("the removal");
    assert_eq!(removed["metadata"]["causation_id"], agent_invocation);
    assert_eq!(
        removed["metadata"]["actor"],
        decision_e2e::server::DEFAULT_USER
    );

    // A rejection: the agent sees it, and the call never runs.
    server.navigate(&cycle, "alternatives").await;
    let (status, held) = server
        .tool(
            &cycle,
            "remove_alternative",
            json!({"id": "alt_c", "reason": "Far"}),
        )
        .await;
    assert_eq!(status, 202, "{held}");
    let reject = format!("/api/cycles/{cycle}/confirmations/conf_2/respond");
    let rejected = person
        .post(server.url(&reject))
        .json(&json!({"decline": true, "text": "Keep Abroad for now"}))
        .send()
        .await
        .unwrap();
    assert_eq!(rejected.status(), 200);
    let rejected: Value = rejected.json().await.unwrap();
    assert_eq!(rejected["data"]["status"], "rejected");
    assert!(rejected["data"].get("executed").is_none(), "{rejected}");
    let (_, seen) = server
        .tool(&cycle, "get_confirmations", json!({"status": "answered"}))
        .await;
    let answers = seen["data"]["confirmations"].as_array().unwrap();
    assert_eq!(answers.len(), 2, "{seen}");
    assert_eq!(answers[1]["status"], "rejected");
    assert_eq!(answers[1]["proposed_tool"], "remove_alternative");
    assert_eq!(answers[1]["user_input"], "Keep Abroad for now");
    let (_, summary) = server.tool(&cycle, "get_document_summary", json!({})).await;
    assert_eq!(
        summary["data"]["refused_proposals"][0]["confirmation_id"], "conf_2",
        "{summary}"
    );
    assert_eq!(summary["data"]["alternatives_count"], 2);

    // The person lifts the gate: the write runs at once again.
    let (status, off) = put(
        &person,
        &server,
        &settings,
        json!({"require_confirmation": false}),
    )
    .await;
    assert_eq!(status, 200, "{off}");
    let (status, ran) = server
        .tool(
            &cycle,
            "remove_alternative",
            json!({"id": "alt_c", "reason": "Far"}),
        )
        .await;
    assert_eq!(status, 200, "{ran}");
    assert!(ran.get("confirmation_required").is_none(), "{ran}");
}

#[tokio::test]
async fn the_service_wide_gate_and_navigation_prompting_revisits() {
    let server = Server::start_with(
        decision_e2e::server::StoreLocation::fresh(StoreKind::Embedded, "person_service_gate")
            .await,
        &["--require-confirmation".to_owned()],
    )
    .await;
    let cycle = matrix(&server).await;
    let (_, read) = server.get(&format!("/api/cycles/{cycle}/settings")).await;
    assert_eq!(read["service_requires_confirmation"], true, "{read}");
    assert_eq!(read["require_confirmation"], false);
    assert_eq!(read["effective"], true);
    server.navigate(&cycle, "objectives").await;
    let (status, held) = server
        .tool(
            &cycle,
            "remove_objective",
            json!({"id": "obj_2", "reason": "Dup"}),
        )
        .await;
    assert_eq!(status, 202, "{held}");

    for (reason, priority) in [
        ("Pay changed", "critical"),
        ("Minor", "low"),
        ("Scope", "high"),
    ] {
        let revisit = json!({"component": "issue_raising", "reason": reason,
                             "priority": priority, "trigger": "t"});
        call(&server, &cycle, "suggest_revisit", revisit).await;
    }
    let moved = server.navigate(&cycle, "alternatives").await;
    let prompted: Vec<&str> = moved["revisits_to_prompt"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["suggestion_id"].as_str().unwrap())
        .collect();
    assert_eq!(prompted, ["rev_1", "rev_3"], "{moved}");
    assert_eq!(moved["revisits_to_prompt"][0]["priority"], "critical");
    let stay = server.navigate(&cycle, "alternatives").await;
    assert_eq!(stay["revisits_to_prompt"], json!([]));
}

/// Polls `path` until `done` holds (at most 15 s).
async fn eventually(server: &Server, path: &str, done: impl Fn(&Value) -> bool) -> Value {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(15);
    loop {
        let (status, body) = server.get(path).await;
        if status == 200 && done(&body) {
            return body;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "{path} never got there: {body}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
}

fn fast_expiry() -> Vec<String> {
    [
        "--proposal-expiry-secs",
        "1",
        "--revisit-expiry-secs",
        "1",
        "--sweep-interval-ms",
        "200",
    ]
    .map(str::to_owned)
    .to_vec()
}

fn count(feed: &Value, event_type: &str) -> usize {
    feed["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["event_type"] == event_type)
        .count()
}

/// A proposal and a revisit suggestion left unanswered: the sweeper
/// appends their expiry, once, as events every reader sees.
async fn expiring(server: &Server) -> String {
    let cycle = matrix(server).await;
    let settings = format!("/api/cycles/{cycle}/settings");
    let (status, _) = put(
        &server.http,
        server,
        &settings,
        json!({"require_confirmation": true}),
    )
    .await;
    assert_eq!(status, 200);
    server.navigate(&cycle, "alternatives").await;
    let (status, held) = server
        .tool(
            &cycle,
            "remove_alternative",
            json!({"id": "alt_b", "reason": "Risky"}),
        )
        .await;
    assert_eq!(status, 202, "{held}");
    let revisit =
        json!({"component": "objectives", "reason": "Pay", "priority": "low", "trigger": "t"});
    call(server, &cycle, "suggest_revisit", revisit).await;
    cycle
}

#[tokio::test]
async fn unanswered_confirmations_and_revisits_expire_by_event_once() {
    let server = Server::start_with(
        decision_e2e::server::StoreLocation::fresh(StoreKind::Embedded, "person_expiry").await,
        &fast_expiry(),
    )
    .await;
    let cycle = expiring(&server).await;
    let confirmations = format!("/api/cycles/{cycle}/confirmations?status=all");
    let expired = eventually(&server, &confirmations, |b| {
        b["confirmations"]
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["status"] == "expired")
    })
    .await;
    let proposal = expired["confirmations"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["status"] == "expired")
        .unwrap()
        .clone();
    let revisits = format!("/api/cycles/{cycle}/revisits?status=all");
    let gone = eventually(&server, &revisits, |b| {
        b["revisits"][0]["status"] == "expired"
    })
    .await;
    assert!(
        gone["revisits"][0]["resolution"]
            .as_str()
            .unwrap()
            .contains("unanswered for longer than"),
        "{gone}"
    );
    let (_, pending) = server.get(&format!("/api/cycles/{cycle}/revisits")).await;
    assert_eq!(pending["revisits"], json!([]));

    // Answering an expired proposal is a conflict; nothing runs.
    let respond = format!(
        "/api/cycles/{cycle}/confirmations/{}/respond",
        proposal["id"].as_str().unwrap()
    );
    let late = person(&server)
        .post(server.url(&respond))
        .json(&json!({"option_index": 0}))
        .send()
        .await
        .unwrap();
    assert_eq!(late.status(), 409);

    // The agent sees it; the history names the sweeper; each expiry is
    // one event, however many sweeps pass.
    let (_, seen) = server
        .tool(&cycle, "get_confirmations", json!({"status": "all"}))
        .await;
    assert!(
        seen["data"]["confirmations"]
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["status"] == "expired"),
        "{seen}"
    );
    tokio::time::sleep(std::time::Duration::from_millis(800)).await;
    let (_, feed) = server.get("/api/events?after=0&limit=1000").await;
    assert_eq!(count(&feed, "ConfirmationExpired"), 1, "{feed}");
    assert_eq!(count(&feed, "RevisitExpired"), 1);
    let (_, history) = server.get(&format!("/api/cycles/{cycle}/history")).await;
    let sweeps: Vec<&Value> = history["entries"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["actor"] == "decisiond:sweeper")
        .collect();
    assert!(!sweeps.is_empty(), "{history}");
    assert!(
        sweeps.iter().all(|e| e["actor_kind"] == "system"),
        "decisiond's own (decision 28): {history}"
    );
    assert!(
        sweeps.iter().any(|e| e["summary"]
            .as_str()
            .unwrap()
            .contains("confirmation expired")),
        "{history}"
    );
}

#[tokio::test]
async fn two_sweeping_instances_expire_each_item_once_on_postgres() {
    let store =
        decision_e2e::server::StoreLocation::fresh(StoreKind::Postgres, "person_sweepers").await;
    let first = Server::start_with(store.clone(), &fast_expiry()).await;
    let second = Server::start_with(store, &fast_expiry()).await;
    let cycle = expiring(&first).await;
    let revisits = format!("/api/cycles/{cycle}/revisits?status=all");
    eventually(&second, &revisits, |b| {
        b["revisits"][0]["status"] == "expired"
    })
    .await;
    let confirmations = format!("/api/cycles/{cycle}/confirmations?status=all");
    eventually(&second, &confirmations, |b| {
        b["confirmations"]
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["status"] == "expired")
    })
    .await;
    tokio::time::sleep(std::time::Duration::from_millis(800)).await;
    let (_, feed) = first.get("/api/events?after=0&limit=1000").await;
    assert_eq!(count(&feed, "ConfirmationExpired"), 1, "{feed}");
    assert_eq!(count(&feed, "RevisitExpired"), 1, "{feed}");
}

/// Time travel folds streams and keeps the folds in one cache that every
/// user shares: a user flooding it with reads of many versions gets 429s
/// past their share of concurrent folds, and another user's time-travel
/// reads, during the flood, all answer.
#[tokio::test]
async fn one_users_flood_of_time_travel_reads_leaves_another_users_reads_answered() {
    let server = Server::start(StoreKind::Embedded, "person_time_travel_flood").await;
    let good = matrix(&server).await;
    let mallory = server.client(&decision_e2e::server::token(
        "mallory",
        "cycles:read cycles:write",
    ));
    let created: Value = mallory
        .post(server.url("/api/cycles"))
        .json(&json!({"title": "Mallory's long stream"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let hers = created["cycle_id"].as_str().unwrap().to_owned();
    for n in 0..40 {
        let answer = mallory
            .post(server.url(&format!("/api/cycles/{hers}/tools/add_potential_decision")))
            .json(&json!({"parameters": {"description": format!("option {n}")}}))
            .send()
            .await
            .unwrap();
        assert_eq!(answer.status(), 200);
    }

    let flood = (1..=40).map(|version| {
        let (mallory, server, hers) = (&mallory, &server, &hers);
        async move {
            let path = format!("/api/cycles/{hers}/document?at_version={version}");
            server.get_with(mallory, &path).await.0
        }
    });
    // The good user moves a slider: one version after another.
    let reads = async {
        let mut answered = Vec::new();
        for version in 1..=8 {
            let path = format!("/api/cycles/{good}/pugh?at_version={version}");
            answered.push(server.get(&path).await);
        }
        answered
    };
    let (flooded, answered) = tokio::join!(futures_util::future::join_all(flood), reads);
    assert!(
        flooded.iter().all(|s| *s == 200 || *s == 429),
        "{flooded:?}"
    );
    assert!(flooded.contains(&429), "the cap never bound: {flooded:?}");
    for (status, body) in answered {
        assert_eq!(status, 200, "{body}");
    }
}
