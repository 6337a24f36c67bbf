//! Even swaps through the real binary on both stores: the proposal, a
//! refused swap naming its field, the swap with what it reveals, the Pugh
//! totals untouched, the log in the document, a set-aside and an undo.

use decision_e2e::{Server, StoreKind};
use serde_json::{Value, json};

/// Calls `tool` and checks its status; returns the body.
async fn call(server: &Server, cycle: &str, tool: &str, parameters: Value, status: u16) -> Value {
    let (got, body) = server.tool(cycle, tool, parameters).await;
    assert_eq!(got, status, "{tool}: {body}");
    body
}

async fn even_swaps(kind: StoreKind, name: &str) {
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
    // Stay (the datum) is 0 everywhere; family is -1 for the other three.
    let rows = [
        ("alt_a", [2, -1, -1]),
        ("alt_b", [-1, 2, -1]),
        ("alt_c", [1, 0, -1]),
    ];
    let ratings: Vec<Value> = rows
        .iter()
        .flat_map(|(a, row)| {
            row.iter().enumerate().map(move |(i, r)| {
                json!({"alternative_id": a, "objective_id": format!("obj_{}", i + 1), "rating": r, "reasoning": "r"})
            })
        })
        .collect();
    let rated = call(
        &server,
        &cycle,
        "batch_rate_consequences",
        json!({"ratings": ratings}),
        200,
    )
    .await;
    server.navigate(&cycle, "tradeoffs").await;
    let (_, before) = server
        .get_after(
            &format!("/api/cycles/{cycle}/pugh"),
            rated["position"].as_i64().unwrap(),
        )
        .await;
    assert_eq!(before["totals"]["leader_id"], "alt_a", "{before}");

    // Family differs only for Stay: swap it away, paid on pay.
    let proposed = call(
        &server,
        &cycle,
        "propose_even_swap",
        json!({"objective_id": null, "alternative_id": null, "response_format": "concise"}),
        200,
    )
    .await;
    let p = &proposed["data"]["proposal"];
    assert_eq!(
        (
            &p["alternative_id"],
            &p["objective_id"],
            &p["compensating_objective_id"]
        ),
        (&json!("alt_d"), &json!("obj_3"), &json!("obj_1")),
        "{proposed}"
    );
    assert_eq!(
        (p["from"].as_f64(), p["to"].as_f64()),
        (Some(0.0), Some(-1.0))
    );

    // Both changes worse: refused, naming the field and what is allowed.
    let swap = |compensation: f64| {
        json!({"alternative_id": "alt_d", "objective_id": "obj_3", "change": -1,
               "compensating_objective_id": "obj_1", "compensation": compensation,
               "reasoning": "Half a step more pay makes up for it", "judged_by": "Ana"})
    };
    let refused = call(&server, &cycle, "record_even_swap", swap(-0.5), 422).await;
    let error = refused["error"].as_str().unwrap();
    assert!(
        error.contains("`compensation` must go the opposite way of `change`")
            && error.contains("a positive number"),
        "{error}"
    );
    let unknown = json!({"alternative_id": "alt_z", "objective_id": "obj_3", "change": -1,
        "compensating_objective_id": "obj_1", "compensation": 1, "reasoning": "r", "judged_by": null});
    let refused = call(&server, &cycle, "record_even_swap", unknown, 404).await;
    let error = refused["error"].as_str().unwrap();
    assert!(
        error.contains("`alternative_id`: no alternative `alt_z`")
            && error.contains("alt_a (VP), alt_b (Startup), alt_c (Hybrid), alt_d (Stay)"),
        "{error}"
    );

    // Stay becomes [0.5, 0, -1]: dominated by Hybrid [1, 0, -1]; family
    // is -1 everywhere.
    let recorded = call(&server, &cycle, "record_even_swap", swap(0.5), 200).await;
    assert_eq!(recorded["document_updated"], true);
    let data = &recorded["data"];
    assert_eq!(data["step_id"], "es_1", "{recorded}");
    assert_eq!(
        data["revealed"],
        json!({"dominated": [{"alternative_id": "alt_d", "dominated_by": "alt_c", "slightly_better_on": null}],
               "irrelevant_objectives": ["obj_3"]})
    );
    let position = recorded["position"].as_i64().unwrap();
    let (_, after) = server
        .get_after(&format!("/api/cycles/{cycle}/pugh"), position)
        .await;
    assert_eq!(after["totals"], before["totals"], "the Pugh totals stay");
    let (_, section) = server
        .get_after(
            &format!("/api/cycles/{cycle}/document/sections/tradeoffs"),
            position,
        )
        .await;
    let markdown = section["markdown"].as_str().unwrap();
    assert!(
        markdown.contains("judged by Ana: Stay's Family time 0 → -1 for Pay 0 → +0.5. _Half a step more pay makes up for it_ Revealed: alt_d (Stay) is dominated by alt_c (Hybrid)"),
        "{markdown}"
    );

    // Set aside what it revealed, then take it back.
    let aside = json!({"alternative_id": "alt_d", "objective_id": null, "reason": "Hybrid is as good or better", "judged_by": null});
    let set = call(&server, &cycle, "set_aside_in_even_swaps", aside, 200).await;
    assert_eq!(
        set["data"]["remaining_alternatives"],
        json!(["alt_a", "alt_b", "alt_c"])
    );
    let refused = call(
        &server,
        &cycle,
        "undo_even_swap",
        json!({"step_id": "es_1", "reason": "r"}),
        422,
    )
    .await;
    assert!(
        refused["error"]
            .as_str()
            .unwrap()
            .contains("only the latest step in force can be undone: es_2"),
        "{refused}"
    );
    let undone = call(
        &server,
        &cycle,
        "undo_even_swap",
        json!({"step_id": "es_2", "reason": "Ana wants to keep Stay"}),
        200,
    )
    .await;
    assert_eq!(undone["data"]["latest_step_id"], "es_1", "{undone}");
    assert_eq!(undone["data"]["remaining_alternatives"], 4);
    let (_, section) = server
        .get_after(
            &format!("/api/cycles/{cycle}/document/sections/tradeoffs"),
            undone["position"].as_i64().unwrap(),
        )
        .await;
    let markdown = section["markdown"].as_str().unwrap();
    assert!(
        markdown.contains("~~ (undone: Ana wants to keep Stay)"),
        "{markdown}"
    );
}

#[tokio::test]
async fn even_swaps_over_http_on_the_embedded_store() {
    even_swaps(StoreKind::Embedded, "even_swaps_embedded").await;
}

#[tokio::test]
async fn even_swaps_over_http_on_postgres() {
    even_swaps(StoreKind::Postgres, "even_swaps_pg").await;
}
