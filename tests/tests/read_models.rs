//! Read models over HTTP: correct after the career-move scenario on both
//! stores, read-your-writes with `min_position`, a rebuild that equals the
//! live read models byte for byte, exactly-once projection across a
//! SIGKILL, and an in-place upgrade that rebuilds read models built with
//! an older projection definition.

use decision_e2e::server::{
    StoreLocation, TEST_SECRET, USER_SCOPES, exit_within, serve_raw, token,
};
use decision_e2e::{Server, StoreKind, scenario};
use serde_json::{Value, json};
use std::collections::HashSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// The read endpoints of one cycle, as raw bodies (compared byte for byte).
async fn snapshot(server: &Server, cycle: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for path in [
        format!("/api/cycles/{cycle}/document"),
        format!("/api/cycles/{cycle}/document/sections/consequences"),
        format!("/api/cycles/{cycle}/pugh"),
        format!("/api/cycles/{cycle}/tools/invocations?limit=500"),
        format!("/api/cycles/{cycle}/tools/stats"),
        format!("/api/cycles/{cycle}/revisits"),
        format!("/api/cycles/{cycle}/confirmations/pending"),
        "/api/cycles".to_owned(),
        "/api/tools/stats".to_owned(),
    ] {
        // The overall stats span every user: an operator's read.
        let client = if path == "/api/tools/stats" {
            server.admin()
        } else {
            server.http.clone()
        };
        let response = client.get(server.url(&path)).send().await.unwrap();
        assert_eq!(response.status(), 200, "{path}");
        out.push((path, response.text().await.unwrap()));
    }
    out
}

async fn scenario_read_models(kind: StoreKind) {
    let server = Server::start(kind, "read_models").await;
    let script = scenario::load("career-move");
    let report = scenario::run(&server, &script, None).await;
    let cycle = &report.cycle_id;
    let expected = &script["final"];
    // Wait for both projections to pass our last write (its own position:
    // the feed's head can trail the newest commit by the xmin horizon).
    let last = report.last_position;

    let (status, doc) = server
        .get(&format!("/api/cycles/{cycle}/document?min_position={last}"))
        .await;
    assert_eq!(status, 200, "{doc}");
    let markdown = doc["markdown"].as_str().unwrap();
    for text in expected["document_contains"].as_array().unwrap() {
        assert!(
            markdown.contains(text.as_str().unwrap()),
            "{text} missing:\n{markdown}"
        );
    }
    assert_eq!(doc["sections"].as_array().unwrap().len(), 8);
    assert_eq!(doc["sections"][4]["component"], "consequences");
    assert_eq!(doc["summary"]["alternatives_count"], 4);
    for heading in [
        "## Objectives",
        "## Consequences",
        "| **Total** |",
        "## Decision Quality",
        "creative_alternatives",
    ] {
        assert!(markdown.contains(heading), "{heading} missing:\n{markdown}");
    }

    let (_, pugh) = server
        .get(&format!("/api/cycles/{cycle}/pugh?min_position={last}"))
        .await;
    scenario::matches(&expected["pugh"], &pugh["totals"]).unwrap_or_else(|d| panic!("{d}: {pugh}"));
    assert_eq!(pugh["rated_cells"], 15);

    // The invocation log, paged with the cursor, holds every call once.
    let mut seen = Vec::new();
    let mut cursor: Option<i64> = None;
    loop {
        let path = match cursor {
            Some(c) => format!(
                "/api/cycles/{cycle}/tools/invocations?limit=10&cursor={c}&min_position={last}"
            ),
            None => format!("/api/cycles/{cycle}/tools/invocations?limit=10&min_position={last}"),
        };
        let (status, page) = server.get(&path).await;
        assert_eq!(status, 200, "{page}");
        assert_eq!(page["total"], expected["invocations"]["total"]);
        assert_eq!(page["rejected"], expected["invocations"]["rejected"]);
        for row in page["invocations"].as_array().unwrap() {
            seen.push(row["invocation_id"].as_str().unwrap().to_owned());
        }
        match page["next_cursor"].as_i64() {
            Some(c) => cursor = Some(c),
            None => break,
        }
    }
    assert_eq!(
        seen.len() as u64,
        expected["invocations"]["total"].as_u64().unwrap()
    );
    assert_eq!(seen.iter().collect::<HashSet<_>>().len(), seen.len());
    let (_, rejected) = server
        .get(&format!(
            "/api/cycles/{cycle}/tools/invocations?result=validation_error&limit=500"
        ))
        .await;
    assert!(
        rejected["invocations"]
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["result"] == "validation_error")
    );

    let (_, stats) = server
        .get(&format!("/api/cycles/{cycle}/tools/stats"))
        .await;
    assert_eq!(
        stats["stats"]["overall"]["calls"],
        expected["invocations"]["total"]
    );
    assert_eq!(
        stats["stats"]["overall"]["failures"],
        expected["invocations"]["rejected"]
    );
    assert_eq!(stats["stats"]["tools"]["rate_dq_element"]["calls"], 4);
    assert!(stats["stats"]["tools"]["rate_dq_element"]["p95_ms"].is_number());

    let (_, cycles) = server.get("/api/cycles").await;
    let entry = cycles["cycles"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["cycle_id"] == json!(cycle))
        .cloned()
        .unwrap();
    assert_eq!(entry["current_component"], "decision_quality");
    assert_eq!(entry["title"], script["create"]["title"]);

    let (status, _) = server
        .get(&format!("/api/cycles/{}/pugh", uuid::Uuid::now_v7()))
        .await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn read_models_after_the_scenario_on_postgres() {
    scenario_read_models(StoreKind::Postgres).await;
}

#[tokio::test]
async fn read_models_after_the_scenario_on_embedded_store() {
    scenario_read_models(StoreKind::Embedded).await;
}

async fn reads_see_own_writes(kind: StoreKind) {
    let server = Server::start(kind, "read_your_writes").await;
    let cycle = server.create_cycle("RYW").await;
    server.navigate(&cycle, "objectives").await;
    // Another tenant's cycle written to all along keeps the workers
    // committing, so reads land between a commit and the moment the worker
    // tells this process's view cache of it (where a document one write
    // old was once served as fresh).
    let bob = server.client(&token("bob", USER_SCOPES));
    let (_, created) = server
        .post_with(&bob, "/api/cycles", &json!({"title": "Busy neighbour"}))
        .await;
    let busy = created["cycle_id"].as_str().unwrap().to_owned();
    let url = |path: &str| server.url(&format!("/api/cycles/{busy}/{path}"));
    let navigate = json!({"component": "objectives"});
    let response = bob.put(url("component")).json(&navigate).send().await;
    assert_eq!(response.unwrap().status(), 200);
    let ideas = url("tools/add_objective_idea");
    let neighbour = tokio::spawn(async move {
        for i in 0.. {
            let body = json!({"parameters": {"description": format!("idea {i}")}});
            let _ = bob.post(&ideas).json(&body).send().await;
        }
    });
    // And every core kept busy, as on a loaded CI machine (where that
    // stale read was found): the worker is descheduled between its commit
    // and telling the cache, and readers that ask the store land there.
    let _busy_cores = SaturatedCores::start();
    for i in 0..25 {
        let name = format!("Objective {i}");
        let (status, body) = server
            .tool(&cycle, "add_objective", json!({"name": name, "measure": "m", "direction": "higher", "is_fundamental": true}))
            .await;
        assert_eq!(status, 200, "{body}");
        let position = body["position"].as_i64().unwrap();
        let response = server
            .http
            .get(server.url(&format!(
                "/api/cycles/{cycle}/document/sections/objectives?min_position={position}"
            )))
            .send()
            .await
            .unwrap();
        assert!(
            response.headers().get("x-read-model-stale").is_none(),
            "stale after {i}"
        );
        let section: Value = response.json().await.unwrap();
        assert!(
            section["markdown"].as_str().unwrap().contains(&name),
            "write {i} not visible: {section}"
        );
        // The same through the header, on another view.
        let response = server
            .http
            .get(server.url(&format!("/api/cycles/{cycle}/tools/stats")))
            .header("x-min-position", position.to_string())
            .send()
            .await
            .unwrap();
        let stats: Value = response.json().await.unwrap();
        assert_eq!(stats["stats"]["overall"]["calls"], i + 1);
    }
    neighbour.abort();
}

/// Spinning threads on every core until dropped.
struct SaturatedCores {
    stop: Arc<AtomicBool>,
    threads: Vec<std::thread::JoinHandle<()>>,
}

impl SaturatedCores {
    fn start() -> SaturatedCores {
        let stop = Arc::new(AtomicBool::new(false));
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        let threads = (0..2 * cores)
            .map(|_| {
                let stop = stop.clone();
                std::thread::spawn(move || {
                    while !stop.load(Ordering::Relaxed) {
                        std::hint::spin_loop();
                    }
                })
            })
            .collect();
        SaturatedCores { stop, threads }
    }
}

impl Drop for SaturatedCores {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        self.threads.drain(..).for_each(|t| t.join().unwrap());
    }
}

#[tokio::test]
async fn read_your_writes_on_postgres() {
    reads_see_own_writes(StoreKind::Postgres).await;
}

#[tokio::test]
async fn read_your_writes_on_embedded_store() {
    reads_see_own_writes(StoreKind::Embedded).await;
}

async fn rebuild_equals_live(kind: StoreKind) {
    let server = Server::start(kind, "rebuild").await;
    let report = scenario::run(&server, &scenario::load("career-move"), None).await;
    let cycle = report.cycle_id;
    let last = report.last_position;
    server
        .get(&format!(
            "/api/cycles/{cycle}/tools/stats?min_position={last}"
        ))
        .await;
    server
        .get(&format!("/api/cycles/{cycle}/pugh?min_position={last}"))
        .await;
    let live = snapshot(&server, &cycle).await;

    // Rebuild with the CLI while the service keeps running and serving.
    let output = server.cli(&["projections", "rebuild"]);
    assert!(
        output.status.success(),
        "rebuild failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let summary = String::from_utf8_lossy(&output.stdout);
    assert!(
        summary.contains("\"projection\":\"decision\"")
            && summary.contains("\"projection\":\"audit\""),
        "{summary}"
    );
    let rebuilt = snapshot(&server, &cycle).await;
    for ((path, a), (_, b)) in live.iter().zip(&rebuilt) {
        assert_eq!(a, b, "{path} differs after rebuild");
    }
    let status = server.cli(&["projections", "status"]);
    let status = String::from_utf8_lossy(&status.stdout);
    assert!(status.contains("\"generation\":2"), "{status}");
}

#[tokio::test]
async fn rebuild_equals_live_on_postgres() {
    rebuild_equals_live(StoreKind::Postgres).await;
}

#[tokio::test]
async fn rebuild_equals_live_on_embedded_store() {
    rebuild_equals_live(StoreKind::Embedded).await;
}

/// SIGKILL while the workers are busy: after a restart every invocation is
/// counted exactly once (a skipped or double-applied event would change
/// the counters), and the read models equal a rebuild.
#[tokio::test]
async fn projections_survive_sigkill_exactly_once() {
    let store = StoreLocation::fresh(StoreKind::Postgres, "projection_kill").await;
    let mut server = Server::start_on(store.clone()).await;
    let cycle = server.create_cycle("Kill").await;
    server.navigate(&cycle, "objectives").await;
    let mut calls = 0u64;
    for round in 0..3 {
        let mut writers = tokio::task::JoinSet::new();
        for w in 0..4 {
            let (http, url) = (
                server.http.clone(),
                server.url(&format!("/api/cycles/{cycle}/tools/add_objective_idea")),
            );
            writers.spawn(async move {
                let mut ok = 0u64;
                for i in 0..15 {
                    let body =
                        json!({"parameters": {"description": format!("idea {round}-{w}-{i}")}});
                    if let Ok(r) = http.post(&url).json(&body).send().await
                        && r.status() == 200
                    {
                        ok += 1;
                    }
                }
                ok
            });
        }
        // Kill mid-load, so the workers are mid-batch too.
        tokio::time::sleep(std::time::Duration::from_millis(40)).await;
        server.kill();
        calls += writers.join_all().await.into_iter().sum::<u64>();
        server = Server::start_on(store.clone()).await;
    }
    // A fence: this call commits after everything before it, so once the
    // audit projection has passed it, every earlier event is visible in the
    // feed too (the feed's horizon is cluster-wide: other tests' open
    // transactions can hold it back for a moment).
    let (_, fence) = server.tool(&cycle, "get_document_summary", json!({})).await;
    let last = fence["position"].as_i64().unwrap();
    let (_, stats) = server
        .get(&format!(
            "/api/cycles/{cycle}/tools/stats?min_position={last}"
        ))
        .await;
    // Audited calls are what the store holds, acknowledged or not.
    let (_, feed) = server.get("/api/events?after=0&limit=1000").await;
    let audited = feed["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["event_type"] == "ToolInvocationRecorded")
        .count();
    assert!(
        audited as u64 > calls,
        "every acknowledged call is stored (plus the fence)"
    );
    assert_eq!(
        stats["stats"]["overall"]["calls"], audited as u64,
        "{stats}"
    );
    let (_, log) = server
        .get(&format!("/api/cycles/{cycle}/tools/invocations?limit=500"))
        .await;
    assert_eq!(log["invocations"].as_array().unwrap().len(), audited);
    let live = snapshot(&server, &cycle).await;
    let output = server.cli(&["projections", "rebuild"]);
    assert!(output.status.success());
    assert_eq!(
        live,
        snapshot(&server, &cycle).await,
        "read models equal a rebuild"
    );
}

/// The definition this build's projection `name` writes (one definition:
/// the projection's own `version()`).
fn definition(name: &str) -> u32 {
    decision_projections::views::all()
        .into_iter()
        .find(|p| p.name() == name)
        .unwrap_or_else(|| panic!("no projection `{name}`"))
        .version()
}

/// What the release before projection definitions left in its database:
/// every checkpoint at definition 1, and no `owner/…` rows (it did not
/// write them), done with SQL while the server is down.
async fn downgrade_to_an_old_release(store: &StoreLocation) {
    const SQL: &str = "UPDATE projection_checkpoints SET definition = 1;
        DELETE FROM read_models WHERE projection = 'decision' AND key LIKE 'owner/%';";
    match store {
        StoreLocation::Postgres(url, _) => {
            let (db, connection) = decision_store::postgres::connect(url).await.unwrap();
            tokio::spawn(connection);
            db.batch_execute(SQL).await.unwrap();
        }
        StoreLocation::Embedded(dir, _) => {
            let path = dir.join(decision_store::sqlite::DB_FILE);
            rusqlite::Connection::open(path)
                .and_then(|db| db.execute_batch(SQL))
                .unwrap();
        }
    }
}

/// Every projection's status, once each runs this build's definition and
/// has caught up (the automatic rebuild is done).
async fn upgraded_statuses(server: &Server) -> Vec<Value> {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let (status, ops) = server.get_with(&server.admin(), "/api/projections").await;
        assert_eq!(status, 200, "{ops}");
        let projections = ops["projections"].as_array().unwrap().clone();
        if projections.iter().all(|p| {
            p["definition"] == p["build_definition"]
                && p["rebuilding"].is_null()
                && p["lag_positions"] == 0
        }) {
            return projections;
        }
        assert!(Instant::now() < deadline, "not upgraded: {ops}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn cycle_ids(server: &Server, query: &str) -> HashSet<String> {
    let (status, page) = server.get(&format!("/api/cycles{query}")).await;
    assert_eq!(status, 200, "{page}");
    page["cycles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["cycle_id"].as_str().unwrap().to_owned())
        .collect()
}

async fn an_upgrade_in_place_rebuilds_older_read_models(kind: StoreKind) {
    let store = StoreLocation::fresh(kind, "definitions_upgrade").await;
    let mut server = Server::start_on(store.clone()).await;
    let (mut created, mut last) = (HashSet::new(), 0);
    for title in ["One", "Two", "Three"] {
        let (status, body) = server.post("/api/cycles", &json!({"title": title})).await;
        assert_eq!(status, 201, "{body}");
        created.insert(body["cycle_id"].as_str().unwrap().to_owned());
        last = last.max(body["position"].as_i64().unwrap());
    }
    let cycle = created.iter().next().unwrap().clone();
    server.navigate(&cycle, "objectives").await;
    let (_, call) = server.tool(&cycle, "no_such_tool", json!({})).await;
    assert_eq!(call["success"], false, "{call}");
    assert_eq!(
        cycle_ids(&server, &format!("?min_position={last}")).await,
        created
    );
    upgraded_statuses(&server).await;
    server.kill();
    downgrade_to_an_old_release(&store).await;

    // Before the new build starts: pending, not data loss.
    let verify = server.cli(&["verify"]);
    let text = String::from_utf8_lossy(&verify.stdout);
    assert!(verify.status.success(), "{text}");
    // This build's definitions, as the projections state them.
    for (name, build) in [
        ("decision", definition("decision")),
        ("audit", definition("audit")),
    ] {
        assert!(
            text.contains(&format!(
                "UPGRADE PENDING: projection {name}: its documents were built with definition 1, \
                 this build writes {build}"
            )),
            "{text}"
        );
    }

    let server = Server::start_on(store).await;
    for status in upgraded_statuses(&server).await {
        let build = definition(status["projection"].as_str().expect("a projection name"));
        assert_eq!(status["definition"], build, "{status}");
        assert_eq!(status["generation"], 2, "rebuilt, not stamped: {status}");
    }
    assert_eq!(
        cycle_ids(&server, "").await,
        created,
        "every cycle listed again"
    );
    let verify = server.cli(&["verify"]);
    let text = String::from_utf8_lossy(&verify.stdout);
    assert!(verify.status.success(), "{text}");
    assert!(text.contains("OK: no discrepancies"), "{text}");
    assert!(!text.contains("UPGRADE PENDING"), "{text}");
}

#[tokio::test]
async fn an_upgrade_in_place_rebuilds_older_read_models_on_postgres() {
    an_upgrade_in_place_rebuilds_older_read_models(StoreKind::Postgres).await;
}

#[tokio::test]
async fn an_upgrade_in_place_rebuilds_older_read_models_on_embedded_store() {
    an_upgrade_in_place_rebuilds_older_read_models(StoreKind::Embedded).await;
}

/// An older release started against a newer release's read models refuses
/// to serve; an explicit rebuild with it is the way back.
#[tokio::test]
async fn serve_refuses_read_models_of_a_newer_definition() {
    let store = StoreLocation::fresh(StoreKind::Embedded, "definitions_newer").await;
    let mut server = Server::start_on(store.clone()).await;
    let cycle = server.create_cycle("Newer").await;
    upgraded_statuses(&server).await;
    server.kill();
    let StoreLocation::Embedded(dir, _) = &store else {
        unreachable!()
    };
    let current = definition("decision");
    let newer = current + 1;
    rusqlite::Connection::open(dir.join(decision_store::sqlite::DB_FILE))
        .and_then(|db| {
            db.execute(
                "UPDATE projection_checkpoints SET definition = ?1 WHERE projection = 'decision'",
                [newer],
            )
        })
        .unwrap();

    let data_dir = dir.to_str().unwrap();
    let refused = exit_within(
        serve_raw(
            &["--data-dir", data_dir],
            &[("DECISIOND_AUTH_SECRET", TEST_SECRET)],
        ),
        Duration::from_secs(30),
    );
    assert!(!refused.status.success());
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(
        stderr.contains(&format!(
            "projection decision: the read models were built with definition {newer}, newer than \
             this build's {current}"
        )),
        "{stderr}"
    );

    let rebuilt = server.cli(&["projections", "rebuild", "decision"]);
    assert!(rebuilt.status.success(), "{rebuilt:?}");
    let status = server.cli(&["projections", "status"]);
    let status = String::from_utf8_lossy(&status.stdout);
    assert!(
        status.contains(&format!(
            r#""projection":"decision","generation":2,"definition":{current},"build_definition":{current}"#
        )),
        "{status}"
    );
    let server = Server::start_on(store).await;
    assert!(cycle_ids(&server, "").await.contains(&cycle));
}
