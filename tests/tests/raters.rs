//! Several raters through the real binary, on both stores: raters named,
//! each rating cells on their own, the cell taking their median (a half
//! rounded toward 0), the disagreement in the tool results, the Pugh view
//! and the document, and refusals that name the field and the valid ids.

use decision_e2e::{Server, StoreKind};
use serde_json::{Value, json};

/// Calls `tool` and checks its status; returns the body.
async fn call(server: &Server, cycle: &str, tool: &str, parameters: Value, status: u16) -> Value {
    let (got, body) = server.tool(cycle, tool, parameters).await;
    assert_eq!(got, status, "{tool}: {body}");
    body
}

fn rate_as(rater: &str, alternative: &str, objective: &str, rating: i64, why: &str) -> Value {
    json!({"rater_id": rater, "alternative_id": alternative, "objective_id": objective,
           "rating": rating, "reasoning": why})
}

async fn raters(kind: StoreKind, name: &str) {
    let server = Server::start(kind, name).await;
    let cycle = server.create_cycle("Career move").await;
    server.navigate(&cycle, "objectives").await;
    for name in ["Pay", "Growth"] {
        let objective =
            json!({"name": name, "measure": "m", "direction": "higher", "is_fundamental": true});
        call(&server, &cycle, "add_objective", objective, 200).await;
    }
    server.navigate(&cycle, "alternatives").await;
    for (name, status_quo) in [("VP", false), ("Startup", false), ("Stay", true)] {
        let alternative = json!({"name": name, "description": "d", "is_status_quo": status_quo});
        call(&server, &cycle, "add_alternative", alternative, 200).await;
    }
    server.navigate(&cycle, "consequences").await;
    // Plain ratings: VP 2, 0 (total 2); Startup 1, 1 (total 2).
    let plain = json!({"ratings": [
        {"alternative_id": "alt_a", "objective_id": "obj_1", "rating": 2, "reasoning": "r"},
        {"alternative_id": "alt_a", "objective_id": "obj_2", "rating": 0, "reasoning": "r"},
        {"alternative_id": "alt_b", "objective_id": "obj_1", "rating": 1, "reasoning": "r"},
        {"alternative_id": "alt_b", "objective_id": "obj_2", "rating": 1, "reasoning": "r"},
    ]});
    call(&server, &cycle, "batch_rate_consequences", plain, 200).await;

    // Before any rater: rating as one is a conflict naming add_rater.
    let early = call(
        &server,
        &cycle,
        "rate_consequence_as",
        rate_as("rater_1", "alt_a", "obj_1", 1, "r"),
        409,
    )
    .await;
    assert!(
        early["error"].as_str().unwrap().contains("add_rater"),
        "{early}"
    );

    for (kind, name) in [("person", "Ana"), ("partner", "Sam"), ("expert", "Dr Lee")] {
        let added = call(
            &server,
            &cycle,
            "add_rater",
            json!({"kind": kind, "name": name}),
            200,
        )
        .await;
        assert_eq!(added["data"]["name"], name, "{added}");
    }
    // Hostile names: a control character, a duplicate, too long.
    let bell = call(
        &server,
        &cycle,
        "add_rater",
        json!({"kind": "agent", "name": "Bot\u{7}"}),
        422,
    )
    .await;
    assert!(bell["error"].as_str().unwrap().contains("U+0007"), "{bell}");
    let again = call(
        &server,
        &cycle,
        "add_rater",
        json!({"kind": "agent", "name": "SAM"}),
        409,
    )
    .await;
    assert!(
        again["error"].as_str().unwrap().contains("rater_2"),
        "{again}"
    );
    call(
        &server,
        &cycle,
        "add_rater",
        json!({"kind": "agent", "name": "x".repeat(81)}),
        422,
    )
    .await;

    // An unknown rater is not found, with the valid ids.
    let unknown = call(
        &server,
        &cycle,
        "rate_consequence_as",
        rate_as("rater_7", "alt_a", "obj_1", 1, "r"),
        404,
    )
    .await;
    let error = unknown["error"].as_str().unwrap();
    assert!(
        error.contains("rater_1 (Ana, person), rater_2 (Sam, partner), rater_3 (Dr Lee, expert)"),
        "{error}"
    );

    // VP on Pay: Ana +2, Sam −1, Dr Lee 0 → median 0, spread 3. VP's total
    // drops from 2 to 0; Startup (2) leads alone.
    // Ana's rating replaces the plain 2 (her 2 alone: the median is 2).
    let first = call(
        &server,
        &cycle,
        "rate_consequence_as",
        rate_as("rater_1", "alt_a", "obj_1", 2, "Ana: the raise is big"),
        200,
    )
    .await;
    assert_eq!(first["data"]["previous_cell_rating"], 2, "{first}");
    assert_eq!(first["data"]["cell"]["aggregate"], 2, "{first}");
    call(
        &server,
        &cycle,
        "rate_consequence_as",
        rate_as("rater_2", "alt_a", "obj_1", -1, "Sam: the hours eat it"),
        200,
    )
    .await;
    let last = call(
        &server,
        &cycle,
        "rate_consequence_as",
        rate_as("rater_3", "alt_a", "obj_1", 0, "Dr Lee: market rate"),
        200,
    )
    .await;
    let cell = &last["data"]["cell"];
    assert_eq!(cell["aggregate"], 0, "{last}");
    assert_eq!(cell["spread"], 3, "{last}");
    // Before Dr Lee: Ana 2, Sam −1 → 0.5, rounded toward 0: 0.
    assert_eq!(last["data"]["previous_cell_rating"], 0, "{last}");
    assert_eq!(last["document_updated"], true);
    // Startup on Growth: Ana 1, Sam 2 → 1.5, rounded toward 0: 1.
    let growth = call(
        &server,
        &cycle,
        "rate_consequence_as",
        rate_as("rater_2", "alt_b", "obj_2", 2, "Sam: they hire fast"),
        200,
    )
    .await;
    call(
        &server,
        &cycle,
        "rate_consequence_as",
        rate_as("rater_1", "alt_b", "obj_2", 1, "Ana: some growth"),
        200,
    )
    .await;
    assert_eq!(growth["data"]["cell"]["aggregate"], 2, "{growth}");

    // The cell is the raters' now: a plain rating of it is a conflict.
    let plain = call(
        &server,
        &cycle,
        "rate_consequence",
        json!({"alternative_id": "alt_a", "objective_id": "obj_1", "rating": 2, "reasoning": "r"}),
        409,
    )
    .await;
    assert!(
        plain["error"]
            .as_str()
            .unwrap()
            .contains("rate_consequence_as"),
        "{plain}"
    );

    let listed = call(
        &server,
        &cycle,
        "list_rater_disagreements",
        json!({"limit": 5, "min_spread": 1, "response_format": "detailed"}),
        200,
    )
    .await;
    let data = &listed["data"];
    assert_eq!(data["cells_matching"], 2, "{listed}");
    assert_eq!(data["cells"][0]["alternative_id"], "alt_a", "{listed}");
    assert_eq!(
        data["cells"][0]["ratings"][1]["reasoning"], "Sam: the hours eat it",
        "{listed}"
    );
    assert_eq!(data["cells"][1]["spread"], 1, "{listed}");
    let position = listed["position"]
        .as_i64()
        .unwrap_or_default()
        .max(last["position"].as_i64().unwrap_or_default());

    let (status, pugh) = server
        .get_after(&format!("/api/cycles/{cycle}/pugh"), position)
        .await;
    assert_eq!(status, 200, "{pugh}");
    assert_eq!(pugh["totals"]["leader_id"], "alt_b", "{pugh}");
    let totals: Vec<i64> = pugh["totals"]["alternatives"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["total_score"].as_i64().unwrap())
        .collect();
    assert_eq!(totals, [0, 2, 0], "{pugh}");
    assert_eq!(
        pugh["raters"]["raters"].as_array().map(Vec::len),
        Some(3),
        "{pugh}"
    );
    assert_eq!(
        pugh["raters"]["cells"][0],
        json!({"alternative_id": "alt_a", "objective_id": "obj_1", "aggregate": 0, "spread": 3,
               "ratings": [{"rater_id": "rater_1", "rating": 2}, {"rater_id": "rater_2", "rating": -1},
                           {"rater_id": "rater_3", "rating": 0}]}),
        "{pugh}"
    );

    let (_, section) = server
        .get_after(
            &format!("/api/cycles/{cycle}/document/sections/consequences"),
            position,
        )
        .await;
    let markdown = section["markdown"].as_str().unwrap();
    for text in [
        "0 — Median of 3 raters (spread 3): Ana +2, Sam -1, Dr Lee 0",
        "Raters: Ana (person, 2 cells); Sam (partner, 2 cells); Dr Lee (expert, 1 cell)",
        "- VP on Pay: median 0, spread 3 — Ana +2 (Ana: the raise is big); Sam -1 (Sam: the hours eat it); Dr Lee 0 (Dr Lee: market rate)",
    ] {
        assert!(markdown.contains(text), "missing {text:?} in:\n{markdown}");
    }
}

#[tokio::test]
async fn several_raters_over_http_on_the_embedded_store() {
    raters(StoreKind::Embedded, "raters_embedded").await;
}

#[tokio::test]
async fn several_raters_over_http_on_postgres() {
    raters(StoreKind::Postgres, "raters_pg").await;
}
