//! Running as a fleet: `decisiond verify` on a healthy system and on a
//! tampered one, and two instances against one Postgres and one NATS, one
//! killed under load, with nothing lost.

use async_nats::jetstream;
use decision_e2e::nats::{NatsServer, serve_args, unique_names};
use decision_e2e::server::StoreLocation;
use decision_e2e::{Server, StoreKind, scenario};
use serde_json::{Value, json};
use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};

fn verify_args<'a>(nats: &'a str, stream: &'a str, prefix: &'a str) -> Vec<&'a str> {
    vec![
        "verify",
        "--nats-url",
        nats,
        "--nats-stream",
        stream,
        "--nats-subject-prefix",
        prefix,
    ]
}

/// Runs verify until it passes (projections and relay catch up), or fails
/// after 20 s with the last report.
fn verify_eventually(server: &Server, args: &[&str]) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let output = server.cli(args);
        let report = String::from_utf8_lossy(&output.stdout).into_owned();
        if output.status.success()
            && !report.contains("not relayed yet")
            && !report.contains("behind")
        {
            return report;
        }
        assert!(
            Instant::now() < deadline,
            "verify never passed:\n{report}\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
        std::thread::sleep(Duration::from_millis(300));
    }
}

#[tokio::test]
async fn verify_passes_when_healthy_and_reports_tampering() {
    let nats = NatsServer::start("verify");
    let (stream, prefix) = unique_names();
    let store = StoreLocation::fresh(StoreKind::Postgres, "verify").await;
    let server = Server::start_with(store.clone(), &serve_args(&nats, &stream, &prefix)).await;
    scenario::run(&server, &scenario::load("career-move"), None).await;
    let url = nats.url();
    let args = verify_args(&url, &stream, &prefix);
    let healthy = verify_eventually(&server, &args);
    let (_, ops) = server.get_with(&server.admin(), "/api/projections").await;
    assert_eq!(ops["projections"].as_array().unwrap().len(), 2, "{ops}");
    assert_eq!(ops["relay"]["lag_positions"], 0, "{ops}");
    assert!(ops["relay"]["state"].is_string(), "{ops}");
    assert!(healthy.contains("OK: no discrepancies"), "{healthy}");
    assert!(
        healthy.contains("jetstream:")
            && healthy.contains("decision:")
            && healthy.contains("audit:"),
        "{healthy}"
    );

    // A read-model row goes missing.
    let StoreLocation::Postgres(db, _) = &store else {
        unreachable!()
    };
    let (client, connection) = decision_store::postgres::connect(db).await.unwrap();
    tokio::spawn(connection);
    let deleted = client
        .execute("DELETE FROM read_models WHERE key LIKE 'state/%'", &[])
        .await
        .unwrap();
    assert_eq!(deleted, 1);
    let output = server.cli(&args);
    let report = String::from_utf8_lossy(&output.stdout);
    assert!(!output.status.success(), "verify must fail:\n{report}");
    assert!(
        report.contains("[projection:decision] document state/") && report.contains("is missing"),
        "{report}"
    );

    // A rebuild repairs it; then a JetStream message goes missing.
    assert!(
        server
            .cli(&["projections", "rebuild", "decision"])
            .status
            .success()
    );
    let js = jetstream::new(nats.client().await);
    let js_stream = js.get_stream(&stream).await.unwrap();
    assert!(
        js_stream.delete_message(5).await.unwrap(),
        "message 5 deleted"
    );
    let output = server.cli(&args);
    let report = String::from_utf8_lossy(&output.stdout);
    assert!(!output.status.success(), "verify must fail:\n{report}");
    assert!(report.contains("is missing from the stream"), "{report}");
    assert!(
        !report.contains("[projection:"),
        "the rebuild repaired the projection:\n{report}"
    );
}

#[tokio::test]
async fn two_instances_share_the_work_and_one_dies_under_load() {
    let nats = NatsServer::start("fleet");
    let (stream, prefix) = unique_names();
    let store = StoreLocation::fresh(StoreKind::Postgres, "fleet").await;
    let args = serve_args(&nats, &stream, &prefix);
    let mut a = Server::start_with(store.clone(), &args).await;
    let b = Server::start_with(store.clone(), &args).await;
    let cycle = a.create_cycle("Fleet").await;

    // Writers alternate between the instances; every call has a key, and a
    // call that got no answer is retried (same key) on the survivor.
    let mut writers = tokio::task::JoinSet::new();
    for w in 0..4 {
        let (http, urls) = (a.http.clone(), [a.url(""), b.url("")]);
        let cycle = cycle.clone();
        writers.spawn(async move {
            let mut acknowledged = HashMap::new();
            for i in 0..25 {
                let key = format!("w{w}-{i}");
                let body = json!({"parameters": {"description": format!("idea {key}")}});
                for attempt in 0..10 {
                    let base = &urls[(i + attempt) % 2];
                    let url = format!("{base}/api/cycles/{cycle}/tools/add_objective_idea");
                    match http
                        .post(&url)
                        .header("idempotency-key", &key)
                        .json(&body)
                        .send()
                        .await
                    {
                        Ok(r) if r.status() == 200 => {
                            let v: Value = r.json().await.unwrap();
                            acknowledged.insert(
                                key.clone(),
                                v["invocation_id"].as_str().unwrap().to_owned(),
                            );
                            break;
                        }
                        _ => tokio::time::sleep(Duration::from_millis(50)).await,
                    }
                }
            }
            acknowledged
        });
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    a.kill(); // one instance dies mid-load, leases and all
    let acknowledged: HashMap<String, String> =
        writers.join_all().await.into_iter().flatten().collect();
    assert_eq!(
        acknowledged.len(),
        100,
        "every call eventually acknowledged by the survivor"
    );

    // Every acknowledged call is in the store exactly once.
    let (_, summary) = b.tool(&cycle, "get_document_summary", json!({})).await;
    let seen = summary["position"].as_i64().unwrap();
    let (_, log) = b
        .get_after(
            &format!("/api/cycles/{cycle}/tools/invocations?tool=add_objective_idea&limit=500"),
            seen,
        )
        .await;
    let logged: Vec<&str> = log["invocations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["invocation_id"].as_str().unwrap())
        .collect();
    assert_eq!(logged.len(), 100, "no call applied twice");
    let logged: HashSet<&str> = logged.into_iter().collect();
    for id in acknowledged.values() {
        assert!(logged.contains(id.as_str()), "acknowledged {id} lost");
    }

    // The survivor took over the projections and the relay: all converge.
    let url = nats.url();
    let report = verify_eventually(&b, &verify_args(&url, &stream, &prefix));
    assert!(report.contains("OK: no discrepancies"), "{report}");
}

#[tokio::test]
async fn roles_split_the_work() {
    let store = StoreLocation::fresh(StoreKind::Postgres, "roles").await;
    let api = Server::start_with(store.clone(), &["--roles".into(), "api".into()]).await;
    let workers = Server::start_with(store.clone(), &["--roles".into(), "projector".into()]).await;
    let cycle = api.create_cycle("Roles").await;
    let (status, body) = api
        .tool(
            &cycle,
            "add_potential_decision",
            json!({"description": "d"}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    // The api-only instance projects nothing itself: the projector does.
    let position = body["position"].as_i64().unwrap();
    let (status, section) = api
        .get_after(
            &format!("/api/cycles/{cycle}/document/sections/issue_raising"),
            position,
        )
        .await;
    assert_eq!(status, 200);
    assert!(
        section["markdown"].as_str().unwrap().contains("dec_1"),
        "{section}"
    );
    // A projector-only instance serves operations, not the API.
    let (status, _) = workers.get_with(&workers.admin(), "/api/projections").await;
    assert_eq!(status, 200);
    let (status, _) = workers
        .tool(&cycle, "get_document_summary", json!({}))
        .await;
    assert_eq!(status, 404);
}

/// Each instance decides on its cached state of a cycle without reading
/// the store; when the other instance appended meanwhile, the append's
/// version check catches it and the call is decided again on fresh state.
#[tokio::test]
async fn an_instance_with_a_stale_cached_cycle_decides_again_on_fresh_state() {
    let store = StoreLocation::fresh(StoreKind::Postgres, "stale_cache").await;
    let a = Server::start_on(store.clone()).await;
    let b = Server::start_on(store.clone()).await;
    let cycle = a.create_cycle("Two instances").await;
    a.navigate(&cycle, "objectives").await;
    let add = |name: &str| json!({"name": name, "measure": "m", "direction": "higher", "is_fundamental": true});
    let (status, first) = a.tool(&cycle, "add_objective", add("Cost")).await;
    assert_eq!(status, 200, "{first}");
    // B appends behind A's back: A's cache is now a version behind.
    let (status, second) = b.tool(&cycle, "add_objective", add("Time")).await;
    assert_eq!(status, 200, "{second}");
    // A name that clashes with B's objective must be refused by A, which
    // only happens if A decides on a state that includes B's append.
    let (status, clash) = a.tool(&cycle, "add_objective", add("time")).await;
    assert_eq!(status, 409, "A decided on stale state: {clash}");
    assert!(
        clash["error"].as_str().unwrap().contains("\"Time\""),
        "{clash}"
    );
    let (status, third) = a.tool(&cycle, "add_objective", add("Risk")).await;
    assert_eq!(status, 200, "{third}");
    assert_eq!(third["success"], true, "{third}");
    let (_, listed) = a.tool(&cycle, "list_objectives", json!({})).await;
    let names: Vec<&str> = listed["data"]["objectives"]
        .as_array()
        .unwrap_or_else(|| panic!("{listed}"))
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Cost", "Time", "Risk"], "{listed}");
}
