//! Seed 000's semantics through the real binary: its first
//! emergent-behaviour example as written (commute added as a fundamental
//! objective, then made a means objective of family time),
//! `document_updated` only when the document changed, and result fields
//! named like the parameters they echo.

use decision_e2e::{Server, StoreKind};
use serde_json::{Value, json};

/// Calls `tool` and checks its status; returns the body.
async fn call(server: &Server, cycle: &str, tool: &str, parameters: Value, status: u16) -> Value {
    let (got, body) = server.tool(cycle, tool, parameters).await;
    assert_eq!(got, status, "{tool}: {body}");
    body
}

#[tokio::test]
async fn the_commute_example_works_as_written() {
    let server = Server::start(StoreKind::Embedded, "seed_commute").await;
    let cycle = server.create_cycle("Career move").await;
    server.navigate(&cycle, "objectives").await;
    let objective = |name: &str| json!({"name": name, "measure": "m", "direction": "higher", "is_fundamental": true});
    call(
        &server,
        &cycle,
        "add_objective",
        objective("Maximize family time"),
        200,
    )
    .await;
    // "I really care about not having a long commute."
    let added = call(
        &server,
        &cycle,
        "add_objective",
        objective("Minimize commute time"),
        200,
    )
    .await;
    assert_eq!(added["data"]["objective_id"], "obj_2");
    // "The commute is important because I want time with my kids."
    let link = json!({"means_id": "obj_2", "fundamental_id": "obj_1"});
    let refused = call(&server, &cycle, "link_means_to_fundamental", link, 422).await;
    let error = refused["error"].as_str().unwrap();
    assert!(
        error.contains(r#"call demote_to_means with {"id": "obj_2", "fundamental_id": "obj_1"}"#),
        "{error}"
    );
    assert_eq!(refused["document_updated"], false);
    let demote = json!({"id": "obj_2", "fundamental_id": "obj_1"});
    let demoted = call(&server, &cycle, "demote_to_means", demote, 200).await;
    assert_eq!(demoted["document_updated"], true, "{demoted}");
    assert_eq!(demoted["data"]["objective_type"], "means");
    assert_eq!(demoted["data"]["serves"], json!(["obj_1"]));
    assert_eq!(demoted["data"]["fundamental_name"], "Maximize family time");

    let position = demoted["position"].as_i64().unwrap();
    let (status, section) = server
        .get_after(
            &format!("/api/cycles/{cycle}/document/sections/objectives"),
            position,
        )
        .await;
    assert_eq!(status, 200, "{section}");
    let markdown = section["markdown"].as_str().unwrap();
    assert!(markdown.contains("→ serves obj_1"), "{markdown}");
    let (_, log) = server
        .get_after(&format!("/api/cycles/{cycle}/tools/invocations"), position)
        .await;
    assert!(log.to_string().contains("demote_to_means"), "{log}");
}

#[tokio::test]
async fn document_updated_only_when_the_document_changed() {
    let server = Server::start(StoreKind::Embedded, "seed_document_updated").await;
    let cycle = server.create_cycle("Career move").await;
    server.navigate(&cycle, "objectives").await;
    let updated = |body: &Value| body["document_updated"].as_bool().expect("a boolean");

    let objective = json!({"name": "Pay", "measure": "$/year", "direction": "higher",
                           "is_fundamental": true});
    assert!(updated(
        &call(&server, &cycle, "add_objective", objective, 200).await
    ));
    let measure = json!({"id": "obj_1", "new_measure": "Base + bonus"});
    assert!(updated(
        &call(
            &server,
            &cycle,
            "update_objective_measure",
            measure.clone(),
            200
        )
        .await
    ));
    // The same measure again appends an event and changes nothing shown.
    let again = call(&server, &cycle, "update_objective_measure", measure, 200).await;
    assert_eq!(again["_meta"]["events_appended"], 1, "{again}");
    assert!(!updated(&again));

    let revisit = json!({"component": "issue_raising", "reason": "r", "priority": "low",
                         "trigger": "t"});
    let suggested = call(&server, &cycle, "suggest_revisit", revisit, 200).await;
    assert_eq!(suggested["_meta"]["events_appended"], 1);
    assert!(!updated(&suggested), "revisits are not in the document");
    let confirmation = json!({"summary": "Remove obj_1?", "options": [
        {"label": "Yes", "description": "Remove it"}], "default_option": null,
        "expires_in_minutes": null});
    assert!(!updated(
        &call(&server, &cycle, "request_confirmation", confirmation, 200).await
    ));
    let note = json!({"content": "Ask HR", "component": null});
    assert!(updated(&call(&server, &cycle, "add_note", note, 200).await));
    let read = call(&server, &cycle, "list_objectives", json!({}), 200).await;
    assert!(!updated(&read));
}

#[tokio::test]
async fn set_alternative_strategy_names_the_dimension_as_the_call_did() {
    let server = Server::start(StoreKind::Embedded, "seed_dim_id").await;
    let cycle = server.create_cycle("Career move").await;
    server.navigate(&cycle, "alternatives").await;
    let alternative = json!({"name": "Stay", "description": "", "is_status_quo": true});
    call(&server, &cycle, "add_alternative", alternative, 200).await;
    let dimension = json!({"dimension": "Location", "options": ["Remote", "Office"]});
    call(&server, &cycle, "add_strategy_dimension", dimension, 200).await;
    let set = json!({"alternative_id": "alt_a", "dim_id": "dim_1", "option": "remote"});
    let body = call(&server, &cycle, "set_alternative_strategy", set, 200).await;
    assert_eq!(
        body["data"],
        json!({"alternative_id": "alt_a", "dim_id": "dim_1", "dimension_id": "dim_1",
               "option": "Remote"})
    );
}
