//! The worked scenarios of tests/scenarios/, every step and its `final`
//! block, on both stores: career-move.json over HTTP, family-car.json (the
//! issue 22 analysis: raters, measured consequences, weights, flip
//! analysis, rank acceptability, even swaps) over HTTP and over MCP.

use decision_e2e::{Server, StoreKind, scenario};
use serde_json::{Value, json};

/// Runs scenario `name` over HTTP and checks its `final` block; returns
/// the server (restarted once) for more checks.
async fn scenario_in_full(kind: StoreKind, name: &str) -> Server {
    let server = Server::start(kind, &name.replace('-', "_")).await;
    let script = scenario::load(name);
    let report = scenario::run(&server, &script, None).await;
    let cycle = &report.cycle_id;
    let expected = &script["final"];

    // Every call was audited, rejected ones included.
    let (status, log) = server
        .get_after(
            &format!("/api/cycles/{cycle}/tools/invocations"),
            report.last_position,
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(log["total"], expected["invocations"]["total"]);
    assert_eq!(log["rejected"], expected["invocations"]["rejected"]);
    assert_eq!(
        report.tool_calls as u64,
        expected["invocations"]["total"].as_u64().unwrap()
    );

    // The final Pugh figures hold, after a restart too.
    let server = server.restart().await;
    let (status, body) = server.tool(cycle, "compute_pugh_totals", json!({})).await;
    assert_eq!(status, 200, "{body}");
    scenario::matches(&expected["pugh"], &body["data"]).unwrap_or_else(|d| panic!("{d}: {body}"));

    let response = server
        .http
        .get(server.url(&format!("/api/cycles/{cycle}/document")))
        .header("accept", "text/markdown")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    let markdown = response.text().await.unwrap();
    for text in expected["document_contains"].as_array().unwrap() {
        let text = text.as_str().unwrap();
        assert!(
            markdown.contains(text),
            "document lacks {text:?}:\n{markdown}"
        );
    }
    server
}

async fn career_move_in_full(kind: StoreKind) {
    scenario_in_full(kind, "career-move").await;
}

/// The family-car scenario over HTTP, then again over MCP on a new cycle
/// of the same server: the same figures, the same rejections.
async fn family_car_in_full(kind: StoreKind) {
    let server = scenario_in_full(kind, "family-car").await;
    let script = scenario::load("family-car");
    let expected = &script["final"];
    // The tornado's order: the weight flips ranked by the size of the change.
    let cycle = server.create_cycle("family car, for the flip order").await;
    let prefix = scenario::run_on(&server, &script, cycle, Some("flip_analysis")).await;
    let (status, body) = server
        .tool(&prefix.cycle_id, "flip_analysis", json!({}))
        .await;
    assert_eq!(status, 200, "{body}");
    let order: Vec<&Value> = body["data"]["weight_flips"]
        .as_array()
        .expect("weight_flips")
        .iter()
        .map(|f| &f["objective_id"])
        .collect();
    let expected_order: Vec<&Value> = expected["weight_flip_order"]["order"]
        .as_array()
        .expect("weight_flip_order")
        .iter()
        .collect();
    assert_eq!(order, expected_order, "{body}");

    let report = scenario::run_mcp(&server, &script).await;
    assert_eq!(
        report.tool_calls as u64,
        expected["invocations"]["total"].as_u64().unwrap()
    );
    assert_eq!(
        report.rejected as u64,
        expected["invocations"]["rejected"].as_u64().unwrap()
    );
    let (status, log) = server
        .get_after(
            &format!("/api/cycles/{}/tools/invocations", report.cycle_id),
            report.last_position,
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(log["total"], expected["invocations"]["total"]);
    assert_eq!(log["rejected"], expected["invocations"]["rejected"]);
    let (status, body) = server
        .tool(&report.cycle_id, "compute_pugh_totals", json!({}))
        .await;
    assert_eq!(status, 200, "{body}");
    scenario::matches(&expected["pugh"], &body["data"]).unwrap_or_else(|d| panic!("{d}: {body}"));
}

async fn career_move_through_pugh_totals(kind: StoreKind) {
    let server = Server::start(kind, "career_move_prefix").await;
    let script = scenario::load("career-move");
    let report = scenario::run(&server, &script, Some("compute_pugh_totals")).await;
    let path = format!(
        "/api/cycles/{}/tools/invocations?min_position={}",
        report.cycle_id, report.last_position
    );
    let response = server.http.get(server.url(&path)).send().await.unwrap();
    let header = response.headers().get("x-read-model-position").cloned();
    let stale = response.headers().get("x-read-model-stale").cloned();
    let log: serde_json::Value = response.json().await.unwrap();
    assert!(stale.is_none(), "the log must include the run's last write");
    let checkpoint = header
        .and_then(|h| h.to_str().ok().and_then(|h| h.parse::<i64>().ok()))
        .unwrap_or(0);
    assert!(
        checkpoint >= report.last_position,
        "checkpoint {checkpoint}"
    );
    assert_eq!(log["total"], report.tool_calls as u64, "total");
    assert_eq!(log["rejected"], report.rejected as u64);
}

#[tokio::test]
async fn career_move_on_postgres() {
    career_move_in_full(StoreKind::Postgres).await;
}

#[tokio::test]
async fn career_move_on_embedded_store() {
    career_move_in_full(StoreKind::Embedded).await;
}

#[tokio::test]
async fn family_car_on_postgres() {
    family_car_in_full(StoreKind::Postgres).await;
}

#[tokio::test]
async fn family_car_on_embedded_store() {
    family_car_in_full(StoreKind::Embedded).await;
}

#[tokio::test]
async fn career_move_through_consequences_on_both_stores() {
    career_move_through_pugh_totals(StoreKind::Postgres).await;
    career_move_through_pugh_totals(StoreKind::Embedded).await;
}
