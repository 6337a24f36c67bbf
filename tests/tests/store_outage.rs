//! A call that ends in a store failure or a timeout is audited as
//! `internal_error` once the store answers again, exactly once. Each test
//! runs on a private Postgres cluster it can stop or freeze (never the
//! shared server on 5432).

use decision_e2e::Server;
use decision_e2e::faults::postgres::{PrivatePostgres, create_database};
use decision_e2e::server::StoreLocation;
use decision_store::testing::temp_data_dir;
use serde_json::{Value, json};
use std::time::{Duration, Instant};

/// A private cluster, stopped and deleted when dropped.
struct Cluster {
    pg: Option<PrivatePostgres>,
    _dir: decision_store::testing::TempDir,
}

impl Cluster {
    fn pg(&mut self) -> &mut PrivatePostgres {
        self.pg.as_mut().expect("running until dropped")
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        // The cluster stops before its directory goes (with `_dir`).
        drop(self.pg.take());
    }
}

/// The service on a private cluster of its own.
async fn start(name: &str, extra: &[&str]) -> (Cluster, Server) {
    let dir = temp_data_dir(name);
    let pg = PrivatePostgres::start(&dir);
    create_database(&pg, "decisions").await;
    let extra: Vec<String> = extra.iter().map(|s| s.to_string()).collect();
    let server =
        Server::start_with(StoreLocation::given_postgres(pg.url("decisions")), &extra).await;
    let cluster = Cluster {
        pg: Some(pg),
        _dir: dir,
    };
    (cluster, server)
}

fn add_objective(name: &str, trigger: &str) -> Value {
    json!({
        "parameters": {"name": name, "measure": "Minutes per day", "direction": "lower",
                       "is_fundamental": true},
        "conversation_turn": 7,
        "trigger_context": trigger,
    })
}

/// Every event of the user's cycles, from the event feed.
async fn feed(server: &Server) -> Vec<Value> {
    let (mut events, mut after) = (Vec::new(), 0);
    loop {
        let (status, page) = server
            .get(&format!("/api/events?after={after}&limit=1000"))
            .await;
        assert_eq!(status, 200, "{page}");
        let batch = page["events"].as_array().cloned().unwrap_or_default();
        if batch.is_empty() {
            return events;
        }
        after = page["next_after"].as_i64().expect("next_after");
        events.extend(batch);
    }
}

/// The audit records carrying `trigger`.
fn records<'a>(events: &'a [Value], trigger: &str) -> Vec<&'a Value> {
    events
        .iter()
        .filter(|e| e["event_type"] == "ToolInvocationRecorded")
        .map(|e| &e["payload"])
        .filter(|p| p["trigger_context"] == trigger)
        .collect()
}

/// A counter or gauge of `/metrics`, summed over the label sets that
/// contain `labels` (0 when absent).
async fn metric(server: &Server, name: &str, labels: &str) -> f64 {
    let text = server
        .http
        .get(server.url("/metrics"))
        .send()
        .await
        .expect("scrape")
        .text()
        .await
        .expect("metrics text");
    text.lines()
        .filter(|l| l.starts_with(name) && l.contains(labels))
        .filter(|l| l[name.len()..].starts_with(['{', ' ']))
        .filter_map(|l| l.rsplit(' ').next()?.parse::<f64>().ok())
        .sum()
}

/// Waits for an audit record carrying `trigger` to reach the event feed.
async fn wait_for_record(server: &Server, trigger: &str) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while records(&feed(server).await, trigger).is_empty() {
        assert!(
            Instant::now() < deadline,
            "no audit record of the call {trigger:?} within 60 s of the store's return"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// Waits until every queued failed call is recorded or found stored.
async fn pending_audits_settled(server: &Server) {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let queued = metric(server, "decisiond_pending_audits_total", "queued").await;
        let recorded = metric(server, "decisiond_pending_audits_total", "\"recorded\"").await;
        let stored = metric(server, "decisiond_pending_audits_total", "already_stored").await;
        if queued > 0.0 && recorded + stored == queued {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "pending audits not settled: {queued} queued, {recorded} recorded, {stored} stored"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_call_refused_during_a_store_outage_is_audited_once_it_returns() {
    let (mut pg, server) = start("store_outage_stop", &[]).await;
    let cycle = server.create_cycle("Outage").await;
    server.navigate(&cycle, "objectives").await;
    let path = format!("/api/cycles/{cycle}/tools/add_objective");
    let (status, before) = server
        .post(&path, &add_objective("Maximize family time", "before"))
        .await;
    assert_eq!(status, 200, "{before}");

    pg.pg().stop_immediate();
    let (status, refused) = server
        .post(
            &path,
            &add_objective("Minimize commute", "during the outage"),
        )
        .await;
    assert_eq!(status, 503, "{refused}");
    pg.pg().start_again();
    // The answer names the reference and the invocation its record will.
    let answered = refused["error"].as_str().expect("an error text");
    let reference = answered
        .split("(reference ")
        .nth(1)
        .and_then(|rest| rest.split(')').next())
        .unwrap_or_else(|| panic!("no reference in {answered}"))
        .to_owned();
    let invocation = refused["invocation_id"]
        .as_str()
        .unwrap_or_else(|| panic!("the failed call's invocation: {refused}"))
        .to_owned();

    wait_for_record(&server, "during the outage").await;
    pending_audits_settled(&server).await;
    let events = feed(&server).await;
    let audited = records(&events, "during the outage");
    assert_eq!(audited.len(), 1, "exactly once: {audited:?}");
    let record = audited[0];
    assert_eq!(record["result"], "internal_error", "{record}");
    assert_eq!(record["tool_name"], "add_objective");
    assert_eq!(record["component"], "objectives");
    assert_eq!(record["conversation_turn"], 7);
    assert_eq!(record["events_appended"], 0);
    assert_eq!(record["parameters"]["name"], "Minimize commute");
    let error = record["error"].as_str().unwrap();
    assert!(
        error.starts_with("the event store failed while recording this call (reference "),
        "{error}"
    );
    assert!(
        error.contains(&reference),
        "one reference: {error} / {answered}"
    );
    assert_eq!(record["invocation_id"], invocation.as_str(), "{record}");
    assert!(
        !events
            .iter()
            .any(|e| e["payload"]["name"] == "Minimize commute"),
        "the refused call stored nothing"
    );

    // The audit log shows it, and the retry of the call now succeeds.
    let position = events.last().unwrap()["position"].as_i64().unwrap();
    let (_, log) = server
        .get_after(
            &format!("/api/cycles/{cycle}/tools/invocations?result=internal_error"),
            position,
        )
        .await;
    assert_eq!(log["invocations"].as_array().unwrap().len(), 1, "{log}");
    let (status, retried) = server
        .post(&path, &add_objective("Minimize commute", "the retry"))
        .await;
    assert_eq!(status, 200, "{retried}");
}

/// A frozen store answers nothing: the request deadline drops the call,
/// whose append may still commit once the store thaws. Either way the
/// call is in the store exactly once: its own record, or `internal_error`.
#[tokio::test(flavor = "multi_thread")]
async fn a_call_abandoned_on_a_frozen_store_is_stored_or_audited_exactly_once() {
    let (mut pg, server) = start("store_outage_freeze", &["--request-timeout-ms", "1500"]).await;
    let cycle = server.create_cycle("Freeze").await;
    server.navigate(&cycle, "objectives").await;
    let path = format!("/api/cycles/{cycle}/tools/add_objective");

    pg.pg().freeze();
    let (status, abandoned) = server
        .post(&path, &add_objective("Minimize commute", "frozen"))
        .await;
    assert_eq!(status, 503, "{abandoned}");
    pg.pg().thaw();

    wait_for_record(&server, "frozen").await;
    pending_audits_settled(&server).await;
    let events = feed(&server).await;
    let audited = records(&events, "frozen");
    assert_eq!(audited.len(), 1, "exactly once: {audited:?}");
    let added = events
        .iter()
        .filter(|e| e["event_type"] == "ObjectiveAdded")
        .count();
    match audited[0]["result"].as_str() {
        Some("success") => assert_eq!(added, 1, "its append committed after the deadline"),
        Some("internal_error") => {
            assert_eq!(
                added, 0,
                "an internal_error record means nothing was stored"
            );
            let error = audited[0]["error"].as_str().unwrap();
            assert!(error.contains("abandoned"), "{error}");
        }
        other => panic!("unexpected result {other:?}"),
    }
}
