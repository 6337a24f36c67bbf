//! The user's side of revisits and confirmations, over HTTP: what the agent
//! queues, the UI lists and answers; the agent sees the answer.

use decision_e2e::{Server, StoreKind};
use serde_json::json;

#[tokio::test]
async fn revisits_are_listed_and_resolved_by_the_user() {
    let server = Server::start(StoreKind::Postgres, "revisits").await;
    let cycle = server.create_cycle("Revisits").await;
    let (status, body) = server
        .tool(
            &cycle,
            "suggest_revisit",
            json!({"component": "objectives", "reason": "Commute came up again",
            "priority": "critical", "trigger": "user mentioned the drive"}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["data"]["suggestion_id"], "rev_1");
    assert_eq!(body["data"]["will_prompt_user"], true);
    let (_, second) = server
        .tool(
            &cycle,
            "suggest_revisit",
            json!({"component": "alternatives", "reason": "A fourth option",
            "priority": "low", "trigger": "aside"}),
        )
        .await;

    let written = second["position"].as_i64().unwrap();
    let (status, list) = server
        .get_after(&format!("/api/cycles/{cycle}/revisits"), written)
        .await;
    assert_eq!(status, 200, "{list}");
    assert_eq!(list["has_critical"], true);
    assert_eq!(list["revisits"].as_array().unwrap().len(), 2);
    assert_eq!(list["revisits"][0]["target_component"], "objectives");
    assert!(list["revisits"][0]["created_at"].is_string(), "{list}");

    let (status, resolved) = server
        .post(
            &format!("/api/cycles/{cycle}/revisits/rev_1/resolve"),
            &json!({"action": "accept", "resolution": "Will revisit after alternatives"}),
        )
        .await;
    assert_eq!(status, 200, "{resolved}");
    assert_eq!(resolved["data"]["status"], "accepted");
    let (status, again) = server
        .post(
            &format!("/api/cycles/{cycle}/revisits/rev_1/resolve"),
            &json!({"action": "dismiss"}),
        )
        .await;
    assert_eq!(status, 409, "{again}");
    let (status, unknown) = server
        .post(
            &format!("/api/cycles/{cycle}/revisits/rev_9/resolve"),
            &json!({"action": "dismiss"}),
        )
        .await;
    assert_eq!(status, 404, "{unknown}");
    assert!(
        unknown["error"].as_str().unwrap().contains("rev_2"),
        "lists the pending ones: {unknown}"
    );
    let (status, bad) = server
        .post(
            &format!("/api/cycles/{cycle}/revisits/rev_2/resolve"),
            &json!({"action": "maybe"}),
        )
        .await;
    assert_eq!(status, 422, "{bad}");

    let (_, pending) = server.tool(&cycle, "get_pending_revisits", json!({})).await;
    assert_eq!(pending["data"]["revisits"].as_array().unwrap().len(), 1);
    assert_eq!(pending["data"]["has_critical"], false);
}

#[tokio::test]
async fn confirmations_are_answered_once() {
    let server = Server::start(StoreKind::Embedded, "confirmations").await;
    let cycle = server.create_cycle("Confirmations").await;
    let options = json!([{"label": "Remove it", "description": "Drop the objective"},
                         {"label": "Keep it", "description": "Leave it as is"}]);
    let (status, asked) = server
        .tool(&cycle, "request_confirmation", json!({"summary": "Remove the health-plan objective?", "options": options, "default_option": 1}))
        .await;
    assert_eq!(status, 200, "{asked}");
    assert_eq!(asked["data"]["confirmation_id"], "conf_1");
    assert_eq!(asked["data"]["status"], "pending");

    let written = asked["position"].as_i64().unwrap();
    let (status, pending) = server
        .get_after(
            &format!("/api/cycles/{cycle}/confirmations/pending"),
            written,
        )
        .await;
    assert_eq!(status, 200);
    let first = &pending["confirmations"][0];
    assert_eq!(first["id"], "conf_1");
    assert_eq!(first["conversation_turn"], 1);
    assert_eq!(first["options"][1]["label"], "Keep it");

    let path = format!("/api/cycles/{cycle}/confirmations/conf_1/respond");
    let (status, bad) = server.post(&path, &json!({"option_index": 5})).await;
    assert_eq!(status, 422, "{bad}");
    assert!(bad["error"].as_str().unwrap().contains("Keep it"), "{bad}");
    let (status, answered) = server.post(&path, &json!({"option_index": 0})).await;
    assert_eq!(status, 200, "{answered}");
    assert_eq!(answered["data"]["status"], "confirmed");
    assert_eq!(answered["data"]["chosen_label"], "Remove it");

    // Answered once: the agent cannot record another choice.
    let (status, late) = server
        .tool(
            &cycle,
            "record_user_choice",
            json!({"confirmation_id": "conf_1", "choice": "Keep it"}),
        )
        .await;
    assert_eq!(status, 409, "{late}");
    // The answer was a user command (no position in its body): the rejected
    // call after it commits later, so its position covers the answer.
    let written = late["position"].as_i64().unwrap();
    let (_, pending) = server
        .get_after(
            &format!("/api/cycles/{cycle}/confirmations/pending"),
            written,
        )
        .await;
    assert_eq!(pending["confirmations"].as_array().unwrap().len(), 0);

    // A second request, declined by the user.
    server
        .tool(&cycle, "request_confirmation", json!({"summary": "Mark B dominated?", "options": [{"label": "Yes", "description": ""}]}))
        .await;
    let (status, declined) = server
        .post(
            &format!("/api/cycles/{cycle}/confirmations/conf_2/respond"),
            &json!({"decline": true, "text": "Not yet"}),
        )
        .await;
    assert_eq!(status, 200, "{declined}");
    assert_eq!(declined["data"]["status"], "rejected");
}
