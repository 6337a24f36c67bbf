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

/// Objective weights and the flip analysis through the real binary, on
/// both stores: the weighted totals sit beside the Pugh totals in the
/// tool result, the Pugh view and the document; flip_analysis ranks the
/// smallest changes. Figures as in services/domain/tests/weights.rs:
/// ratings alt_a 2,-1,-1 (Pugh 0), alt_b 0,1,1 (2), alt_c 1,0,0 (1);
/// swing 100, 25, 25 → weights 2/3, 1/6, 1/6 → weighted 1, 1/3, 2/3.
async fn weights_and_flips(kind: StoreKind, name: &str) {
    let server = Server::start(kind, name).await;
    let cycle = server.create_cycle("Career move").await;
    server.navigate(&cycle, "objectives").await;
    for name in ["Pay", "Growth", "Family time"] {
        let objective =
            json!({"name": name, "measure": "m", "direction": "higher", "is_fundamental": true});
        call(&server, &cycle, "add_objective", objective, 200).await;
    }
    server.navigate(&cycle, "alternatives").await;
    for (name, status_quo) in [
        ("VP", false),
        ("Startup", false),
        ("Hybrid", false),
        ("Stay", true),
    ] {
        let alternative = json!({"name": name, "description": "d", "is_status_quo": status_quo});
        call(&server, &cycle, "add_alternative", alternative, 200).await;
    }
    server.navigate(&cycle, "consequences").await;
    let rows = [
        ("alt_a", [2, -1, -1]),
        ("alt_b", [0, 1, 1]),
        ("alt_c", [1, 0, 0]),
    ];
    let ratings: Vec<Value> = rows
        .iter()
        .flat_map(|(a, row)| {
            row.iter().enumerate().map(move |(i, r)| {
                json!({"alternative_id": a, "objective_id": format!("obj_{}", i + 1), "rating": r, "reasoning": "r"})
            })
        })
        .collect();
    call(
        &server,
        &cycle,
        "batch_rate_consequences",
        json!({"ratings": ratings}),
        200,
    )
    .await;
    server.navigate(&cycle, "tradeoffs").await;

    // A missing objective is refused, naming the field and the valid ids.
    let partial = json!({"method": "swing", "values": [{"objective_id": "obj_1", "value": 100}], "ranking": null});
    let refused = call(&server, &cycle, "set_objective_weights", partial, 422).await;
    let error = refused["error"].as_str().unwrap();
    assert!(
        error.contains("`values` misses obj_2 (Growth), obj_3 (Family time)"),
        "{error}"
    );

    let swing = json!({"method": "swing", "values": [
        {"objective_id": "obj_1", "value": 100},
        {"objective_id": "obj_2", "value": 25},
        {"objective_id": "obj_3", "value": 25},
    ], "ranking": null});
    let set = call(&server, &cycle, "set_objective_weights", swing, 200).await;
    assert_eq!(set["data"]["weighted_leader_id"], "alt_a", "{set}");
    assert_eq!(set["data"]["pugh_leader_id"], "alt_b", "{set}");
    assert_eq!(set["document_updated"], true);
    let position = set["position"].as_i64().unwrap();

    let (status, pugh) = server
        .get_after(&format!("/api/cycles/{cycle}/pugh"), position)
        .await;
    assert_eq!(status, 200, "{pugh}");
    let totals = &pugh["totals"];
    assert_eq!(
        totals["leader_id"], "alt_b",
        "the Pugh leader stays: {pugh}"
    );
    assert_eq!(totals["weighted"]["leader_id"], "alt_a", "{pugh}");
    assert_eq!(totals["weighted"]["weights_stale"], false, "{pugh}");
    let weighted: Vec<f64> = totals["alternatives"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["weighted_total"].as_f64().unwrap())
        .collect();
    assert_eq!(weighted, [1.0, 0.333333, 0.666667, 0.0], "{pugh}");

    let (_, section) = server
        .get_after(
            &format!("/api/cycles/{cycle}/document/sections/consequences"),
            position,
        )
        .await;
    let markdown = section["markdown"].as_str().unwrap();
    assert!(
        markdown.contains("| **Weighted total** | **1.00** | **0.33** | **0.67** | **0.00** |"),
        "{markdown}"
    );

    let flips = call(
        &server,
        &cycle,
        "flip_analysis",
        json!({"response_format": "detailed"}),
        200,
    )
    .await;
    let data = &flips["data"];
    assert_eq!(data["basis"], "weighted", "{flips}");
    assert_eq!(data["cell_flips"][0]["alternative_id"], "alt_a", "{flips}");
    assert_eq!(
        data["cell_flips"][0]["new_leader_name"], "Hybrid",
        "{flips}"
    );
    assert_eq!(data["weight_flips"][0]["objective_id"], "obj_1", "{flips}");
    assert_eq!(data["weight_flips"][0]["flip_at_weight"], 0.5, "{flips}");

    // An objective marked irrelevant makes the weights stale.
    let irrelevant = json!({"objective_id": "obj_2", "reason": "Same everywhere"});
    let marked = call(
        &server,
        &cycle,
        "mark_irrelevant_objective",
        irrelevant,
        200,
    )
    .await;
    let (_, pugh) = server
        .get_after(
            &format!("/api/cycles/{cycle}/pugh"),
            marked["position"].as_i64().unwrap(),
        )
        .await;
    assert_eq!(pugh["totals"]["weighted"]["weights_stale"], true, "{pugh}");
    assert_eq!(
        pugh["totals"]["weighted"]["weights_dropped"],
        json!(["obj_2"])
    );
}

#[tokio::test]
async fn weights_and_flip_analysis_over_http_on_the_embedded_store() {
    weights_and_flips(StoreKind::Embedded, "seed_weights_embedded").await;
}

#[tokio::test]
async fn weights_and_flip_analysis_over_http_on_postgres() {
    weights_and_flips(StoreKind::Postgres, "seed_weights_pg").await;
}
