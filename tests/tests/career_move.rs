//! The career-move scenario through the Consequences component plus
//! compute_pugh_totals, over HTTP, on both stores.

use decision_e2e::{Server, StoreKind, scenario};

async fn career_move_through_pugh_totals(kind: StoreKind) {
    let server = Server::start(kind, "career_move").await;
    let script = scenario::load("career-move");
    let report = scenario::run(&server, &script, "compute_pugh_totals").await;

    // Every call was audited, rejected ones included.
    let (status, log) = server
        .get(&format!(
            "/api/cycles/{}/tools/invocations",
            report.cycle_id
        ))
        .await;
    assert_eq!(status, 200);
    assert_eq!(log["total"], report.tool_calls as u64, "{log}");
    assert_eq!(log["rejected"], report.rejected as u64);
    assert!(report.rejected >= 6, "the scenario's rejections ran");

    // The final Pugh figures of the scenario hold after a restart too.
    let server = server.restart().await;
    let (status, body) = server
        .tool(
            &report.cycle_id,
            "compute_pugh_totals",
            serde_json::json!({}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let mut expected = script["final"]["pugh"].clone();
    expected.as_object_mut().expect("final.pugh").remove("note");
    scenario::matches(&expected, &body["data"]).unwrap_or_else(|d| panic!("{d}: {body}"));
}

#[tokio::test]
async fn career_move_on_postgres() {
    career_move_through_pugh_totals(StoreKind::Postgres).await;
}

#[tokio::test]
async fn career_move_on_embedded_store() {
    career_move_through_pugh_totals(StoreKind::Embedded).await;
}
