//! Issue 19: a cycle erased everywhere, provably, without breaking the log.
//!
//! A unique marker goes into every free-text field of the career-move
//! scenario (tool parameters by their catalog schema, the title, the
//! trigger context, the idempotency keys). After `DELETE /api/cycles/{id}`
//! the marker is nowhere: not in a full dump of the database (`pg_dump`, or
//! the SQLite file and its WAL, read while the service runs), not in the
//! JetStream stream (every message), not in `/api/events`. The same
//! searches find it before the erasure (they can fail), and find the
//! markers of the user's other cycle and of another user's cycle after it,
//! whose views are unchanged. `decisiond verify` passes, a rebuild gives
//! the same views, and a load of other users' calls during the erasure has
//! no failed call. Real binary, Postgres, SQLite and nats-server.

use async_nats::jetstream;
use async_nats::jetstream::stream::LastRawMessageErrorKind;
use decision_e2e::nats::{NatsServer, serve_args, unique_names};
use decision_e2e::server::{StoreLocation, client_with_token, token};
use decision_e2e::{Server, StoreKind, scenario};
use serde_json::{Value, json};
use std::time::Duration;
use tokio::time::Instant;

/// The person's token: `cycles:confirm` is what erasing needs.
const PERSON_SCOPES: &str = "cycles:read cycles:write events:read cycles:confirm";

struct Tenant {
    client: reqwest::Client,
    base: String,
}

impl Tenant {
    fn new(server: &Server, user: &str, scopes: &str) -> Tenant {
        Tenant {
            client: client_with_token(&token(user, scopes)),
            base: server.base_url.clone(),
        }
    }

    async fn send(&self, request: reqwest::RequestBuilder) -> (u16, Value) {
        let response = request.send().await.expect("request");
        let status = response.status().as_u16();
        let text = response.text().await.expect("body");
        (
            status,
            serde_json::from_str(&text).unwrap_or(Value::String(text)),
        )
    }

    async fn get(&self, path: &str) -> (u16, Value) {
        self.send(self.client.get(format!("{}{path}", self.base)))
            .await
    }

    async fn delete(&self, path: &str) -> (u16, Value) {
        self.send(self.client.delete(format!("{}{path}", self.base)))
            .await
    }

    async fn create(&self, title: &str) -> String {
        let (status, body) = self
            .send(
                self.client
                    .post(format!("{}/api/cycles", self.base))
                    .json(&json!({"title": title})),
            )
            .await;
        assert_eq!(status, 201, "{body}");
        body["cycle_id"].as_str().expect("cycle_id").to_owned()
    }

    async fn navigate(&self, cycle: &str, component: &str) {
        let (status, body) = self
            .send(
                self.client
                    .put(format!("{}/api/cycles/{cycle}/component", self.base))
                    .json(&json!({"component": component})),
            )
            .await;
        assert_eq!(status, 200, "{body}");
    }

    /// One `tools/call` over `/mcp` with this tenant's token: the JSON-RPC answer.
    async fn mcp_call(&self, name: &str, arguments: Value) -> Value {
        let request = self
            .client
            .post(format!("{}/mcp", self.base))
            .header("accept", "application/json, text/event-stream")
            .json(&json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                "params": {"name": name, "arguments": arguments}}));
        let (status, answer) = self.send(request).await;
        assert_eq!(status, 200, "{answer}");
        answer
    }

    async fn call(&self, cycle: &str, tool: &str, body: Value, key: Option<&str>) -> (u16, Value) {
        let mut request = self
            .client
            .post(format!("{}/api/cycles/{cycle}/tools/{tool}", self.base))
            .json(&body);
        if let Some(key) = key {
            request = request.header("Idempotency-Key", key);
        }
        self.send(request).await
    }
}

/// Every tool's parameter schema, by name, from the catalog.
async fn parameter_schemas(tenant: &Tenant) -> std::collections::HashMap<String, Value> {
    let (status, catalog) = tenant.get("/api/tools").await;
    assert_eq!(status, 200, "{catalog}");
    let mut schemas = std::collections::HashMap::new();
    collect_definitions(&catalog, &mut schemas);
    assert!(schemas.len() > 30, "the catalog lists the tools: {catalog}");
    schemas
}

fn collect_definitions(value: &Value, into: &mut std::collections::HashMap<String, Value>) {
    match value {
        Value::Object(map) => {
            if let (Some(Value::String(name)), Some(parameters)) =
                (map.get("name"), map.get("parameters"))
            {
                into.insert(name.clone(), parameters.clone());
            }
            map.values().for_each(|v| collect_definitions(v, into));
        }
        Value::Array(items) => items.iter().for_each(|v| collect_definitions(v, into)),
        _ => {}
    }
}

/// A string the catalog leaves free: plain `string` (no enum, pattern,
/// format or constant), not an id, not a date.
fn free_text(schema: &Value, key: &str, value: &str) -> bool {
    let is_string = match &schema["type"] {
        Value::String(t) => t == "string",
        Value::Array(types) => types.iter().any(|t| t == "string"),
        _ => false,
    };
    let constrained = ["enum", "pattern", "format", "const"]
        .iter()
        .any(|k| schema.get(k).is_some());
    let id_like = value
        .split_once('_')
        .is_some_and(|(a, b)| a.chars().all(|c| c.is_ascii_lowercase()) && !b.contains(' '))
        && !value.contains(' ');
    // A date the tool parses (its schema says only `string`).
    let date = chrono::NaiveDate::parse_from_str(value, "%Y-%m-%d").is_ok();
    is_string && !constrained && !key.ends_with("_id") && !value.is_empty() && !id_like && !date
}

/// `parameters` with ` <marker>` appended to every free-text string.
fn marked(parameters: &Value, schema: &Value, marker: &str, count: &mut usize) -> Value {
    let Value::Object(map) = parameters else {
        return parameters.clone();
    };
    let mut out = serde_json::Map::new();
    for (key, value) in map {
        let property = &schema["properties"][key];
        let new = match value {
            Value::String(s) if free_text(property, key, s) => {
                *count += 1;
                Value::String(format!("{s} {marker}"))
            }
            Value::Array(items) => Value::Array(
                items
                    .iter()
                    .map(|item| match item {
                        Value::String(s) if free_text(&property["items"], key, s) => {
                            *count += 1;
                            Value::String(format!("{s} {marker}"))
                        }
                        Value::Object(_) => marked(item, &property["items"], marker, count),
                        other => other.clone(),
                    })
                    .collect(),
            ),
            Value::Object(_) => marked(value, property, marker, count),
            other => other.clone(),
        };
        out.insert(key.clone(), new);
    }
    Value::Object(out)
}

/// Runs the scenario's first `steps` steps (all: `usize::MAX`) on a new
/// cycle of `tenant`, every free text carrying `marker`. Returns the cycle.
async fn run_marked(tenant: &Tenant, marker: &str, steps: usize) -> String {
    let scenario = scenario::load("career-move");
    let schemas = parameter_schemas(tenant).await;
    let title = scenario["create"]["title"].as_str().expect("title");
    let cycle = tenant.create(&format!("{title} {marker}")).await;
    let mut marked_fields = 0;
    for (n, step) in scenario["steps"]
        .as_array()
        .expect("steps")
        .iter()
        .take(steps)
        .enumerate()
    {
        if let Some(component) = step["navigate"].as_str() {
            tenant.navigate(&cycle, component).await;
            continue;
        }
        let tool = step["tool"].as_str().expect("tool");
        let parameters = marked(
            &step["parameters"],
            &schemas[tool],
            marker,
            &mut marked_fields,
        );
        let body = json!({
            "parameters": parameters,
            "conversation_turn": n,
            "trigger_context": format!("the person said so {marker}"),
        });
        let key = format!("{marker}-{n}");
        let (status, answer) = tenant.call(&cycle, tool, body, Some(&key)).await;
        if step.get("expect_status").is_some() {
            assert!((400..500).contains(&status), "step {n} {tool}: {answer}");
        } else {
            assert_eq!(status, 200, "step {n} {tool}: {answer}");
        }
    }
    assert!(marked_fields > 0, "the marker went into no field");
    cycle
}

fn hits(haystack: &[u8], marker: &str) -> usize {
    haystack
        .windows(marker.len())
        .filter(|w| *w == marker.as_bytes())
        .count()
}

/// Everything the database holds, as bytes: `pg_dump` of the test
/// database, or the SQLite file with its WAL (read while decisiond runs).
fn database_dump(store: &StoreLocation) -> Vec<u8> {
    match store {
        StoreLocation::Postgres(url, _) => {
            let output = std::process::Command::new("pg_dump")
                .args(["--no-owner", "--dbname", url])
                .output()
                .expect("pg_dump must be installed (postgresql-client)");
            assert!(
                output.status.success(),
                "pg_dump: {}",
                String::from_utf8_lossy(&output.stderr)
            );
            output.stdout
        }
        StoreLocation::Embedded(dir, _) => {
            let mut bytes = Vec::new();
            for file in ["decisions.db", "decisions.db-wal", "decisions.db-shm"] {
                if let Ok(content) = std::fs::read(dir.join(file)) {
                    bytes.extend(content);
                }
            }
            assert!(!bytes.is_empty(), "no SQLite file in {}", dir.display());
            bytes
        }
    }
}

/// Every message of the stream, subjects, headers and payloads.
async fn stream_dump(nats: &NatsServer, stream: &str) -> Vec<u8> {
    let js = jetstream::new(nats.client().await);
    let mut stream = js.get_stream(stream).await.expect("the relay's stream");
    let state = stream.info().await.expect("stream info").state.clone();
    let mut bytes = Vec::new();
    for sequence in state.first_sequence.max(1)..=state.last_sequence {
        match stream.get_raw_message(sequence).await {
            Ok(message) => {
                bytes.extend(message.subject.as_bytes());
                bytes.extend(format!("{:?}", message.headers).as_bytes());
                bytes.extend(&message.payload[..]);
            }
            Err(e) if matches!(e.kind(), LastRawMessageErrorKind::NoMessageFound) => {}
            Err(e) => panic!("reading message {sequence}: {e}"),
        }
    }
    bytes
}

/// Waits until the relay has published `subject`'s message (it purged the
/// cycle first, when it is a tombstone).
async fn wait_for_subject(nats: &NatsServer, stream: &str, subject: &str) {
    let js = jetstream::new(nats.client().await);
    let stream = js.get_stream(stream).await.expect("the relay's stream");
    let deadline = Instant::now() + Duration::from_secs(60);
    while stream
        .get_last_raw_message_by_subject(subject)
        .await
        .is_err()
    {
        assert!(
            Instant::now() < deadline,
            "nothing was relayed on {subject}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The views a user reads of one cycle.
async fn views(tenant: &Tenant, cycle: &str, position: i64) -> Vec<(String, Value)> {
    let mut out = Vec::new();
    for view in [
        "document",
        "pugh",
        "tools/stats",
        "tools/invocations",
        "revisits",
    ] {
        let path = format!("/api/cycles/{cycle}/{view}?min_position={position}");
        let (status, body) = tenant.get(&path).await;
        assert_eq!(status, 200, "{path}: {body}");
        out.push((view.to_owned(), body));
    }
    out
}

/// The whole feed as an operator reads it (every user's events).
async fn read_feed(server: &Server) -> Vec<Value> {
    let admin = server.admin();
    let mut events = Vec::new();
    let mut after = 0;
    loop {
        let url = server.url(&format!("/api/events?after={after}&limit=1000"));
        let page: Value = admin
            .get(url)
            .send()
            .await
            .expect("feed")
            .json()
            .await
            .expect("feed page");
        let batch = page["events"].as_array().expect("events").clone();
        if batch.is_empty() {
            return events;
        }
        after = page["next_after"].as_i64().expect("next_after");
        events.extend(batch);
    }
}

fn verify(server: &Server, nats: &[String]) -> String {
    let mut args = vec!["verify"];
    args.extend(nats.iter().map(String::as_str));
    let output = server.cli(&args);
    let report = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "verify failed:\n{report}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    report
}

async fn erase_provably(kind: StoreKind) {
    let nats = NatsServer::start("erasure");
    let (stream, prefix) = unique_names();
    let store = StoreLocation::fresh(kind, "erasure").await;
    let nats_args = serve_args(&nats, &stream, &prefix);
    let server = Server::start_with(store, &nats_args).await;
    let alice = Tenant::new(&server, "alice", PERSON_SCOPES);
    let agent = Tenant::new(&server, "alice", "cycles:read cycles:write");
    let bob = Tenant::new(&server, "bob", PERSON_SCOPES);
    let id = || uuid::Uuid::now_v7().simple().to_string();
    let (erased_mark, kept_mark, others_mark) = (
        format!("ERASEME{}", id()),
        format!("KEEPME{}", id()),
        format!("BOBS{}", id()),
    );

    let erased = run_marked(&alice, &erased_mark, usize::MAX).await;
    let kept = run_marked(&alice, &kept_mark, 12).await;
    let bobs = run_marked(&bob, &others_mark, 12).await;
    let load_cycle = bob.create("Bob's busy cycle").await;
    let before_events = read_feed(&server).await;
    let last = before_events
        .iter()
        .filter_map(|e| e["position"].as_i64())
        .max()
        .expect("events");
    let kept_views = views(&alice, &kept, last).await;
    let bobs_views = views(&bob, &bobs, last).await;
    let last_event = before_events.last().expect("events");
    wait_for_subject(
        &nats,
        &stream,
        &format!(
            "{prefix}.events.{}.{}",
            last_event["cycle_id"].as_str().unwrap(),
            last_event["event_type"].as_str().unwrap()
        ),
    )
    .await;

    // The searches find what is there: they can fail.
    let dump = database_dump(&server.store);
    assert!(hits(&dump, &erased_mark) > 0, "the dump lacks the marker");
    assert!(hits(&stream_dump(&nats, &stream).await, &erased_mark) > 0);
    let feed = serde_json::to_vec(&before_events).unwrap();
    assert!(hits(&feed, &erased_mark) > 0);

    // The person takes their decision with them first: events, document
    // and audit log in one file, agreeing with each other.
    let response = alice
        .client
        .get(server.url(&format!("/api/cycles/{erased}/export")))
        .send()
        .await
        .expect("export");
    assert_eq!(response.status(), 200);
    let disposition = response.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(
        disposition.contains(&format!("cycle-{erased}.json")),
        "{disposition}"
    );
    let export: Value = response.json().await.expect("export JSON");
    let exported = export["events"].as_array().expect("events");
    assert_eq!(
        exported.len() as u64,
        export["version"].as_u64().unwrap(),
        "every version is exported"
    );
    assert!(
        export["document"]["title"]
            .as_str()
            .unwrap()
            .contains(&erased_mark)
    );
    let audited = exported
        .iter()
        .filter(|e| e["event_type"] == "ToolInvocationRecorded")
        .count();
    assert!(audited > 0);
    assert_eq!(export["audit"].as_array().unwrap().len(), audited);
    let (status, _) = bob.get(&format!("/api/cycles/{erased}/export")).await;
    assert_eq!(status, 404, "another user exports nothing");

    // Only the person erases: an agent's token (no `cycles:confirm`) is
    // refused, another user finds no such cycle.
    let (status, body) = agent.delete(&format!("/api/cycles/{erased}")).await;
    assert_eq!(status, 403, "{body}");
    assert!(
        body["error"].as_str().unwrap().contains("cycles:confirm"),
        "{body}"
    );
    let (status, body) = bob.delete(&format!("/api/cycles/{erased}")).await;
    assert_eq!(status, 404, "{body}");

    // The erasure, during a load of another user's calls.
    let load = {
        let bob = Tenant::new(&server, "bob", PERSON_SCOPES);
        let cycle = load_cycle.clone();
        tokio::spawn(async move {
            let mut failures = Vec::new();
            for n in 0..40 {
                let (tool, parameters) = match n % 2 {
                    0 => (
                        "add_potential_decision",
                        json!({"description": format!("option {n}")}),
                    ),
                    _ => ("get_document_summary", json!({})),
                };
                let body = json!({"parameters": parameters, "conversation_turn": n});
                let (status, answer) = bob.call(&cycle, tool, body, None).await;
                if status != 200 {
                    failures.push(format!("{tool}: {status} {answer}"));
                }
            }
            failures
        })
    };
    tokio::time::sleep(Duration::from_millis(50)).await;
    let (status, erasure) = alice.delete(&format!("/api/cycles/{erased}")).await;
    assert_eq!(status, 200, "{erasure}");
    assert_eq!(erasure["erased_by"], "alice");
    assert_eq!(erasure["reason"], "owner");
    assert_eq!(erasure["views_erased"], true, "{erasure}");
    assert!(erasure["events_erased"].as_u64().unwrap() > 50, "{erasure}");
    let failures = load.await.expect("load task");
    assert!(failures.is_empty(), "calls of others failed: {failures:?}");

    // Gone for everyone, a tombstone left.
    for path in [
        "/document",
        "/pugh",
        "/tools/invocations",
        "/history",
        "/settings",
        "/export",
    ] {
        let (status, body) = alice.get(&format!("/api/cycles/{erased}{path}")).await;
        assert_eq!(status, 404, "{path}: {body}");
    }
    let (status, body) = alice.delete(&format!("/api/cycles/{erased}")).await;
    assert_eq!(status, 404, "erasing again: {body}");
    let (_, list) = alice.get("/api/cycles").await;
    assert!(!list.to_string().contains(&erased), "{list}");
    wait_for_subject(
        &nats,
        &stream,
        &format!("{prefix}.events.{erased}.CycleErased"),
    )
    .await;

    let events = read_feed(&server).await;
    let tombstones: Vec<&Value> = events
        .iter()
        .filter(|e| e["cycle_id"] == erased.as_str())
        .collect();
    assert_eq!(tombstones.len(), 1, "{tombstones:?}");
    assert_eq!(tombstones[0]["event_type"], "CycleErased");
    assert_eq!(tombstones[0]["payload"]["erased_by"], "alice");

    // Zero hits everywhere; the other cycles' words are all still there.
    let dump = database_dump(&server.store);
    let relayed = stream_dump(&nats, &stream).await;
    let feed = serde_json::to_vec(&events).unwrap();
    for (place, bytes) in [("database", &dump), ("stream", &relayed), ("feed", &feed)] {
        assert_eq!(
            hits(bytes, &erased_mark),
            0,
            "the erased cycle is in the {place}"
        );
        assert!(
            hits(bytes, &kept_mark) > 0,
            "the kept cycle left the {place}"
        );
        assert!(
            hits(bytes, &others_mark) > 0,
            "bob's cycle left the {place}"
        );
    }
    assert_eq!(views(&alice, &kept, last).await, kept_views);
    assert_eq!(views(&bob, &bobs, last).await, bobs_views);

    // The log is sound: verify, rebuild, verify; the views are the same.
    let report = verify(&server, &nats_args);
    assert!(report.contains("(1 erased)"), "{report}");
    let rebuild = server.cli(&["projections", "rebuild"]);
    assert!(
        rebuild.status.success(),
        "rebuild: {}",
        String::from_utf8_lossy(&rebuild.stderr)
    );
    assert_eq!(views(&alice, &kept, last).await, kept_views);
    assert_eq!(views(&bob, &bobs, last).await, bobs_views);
    verify(&server, &nats_args);
    assert_eq!(hits(&database_dump(&server.store), &erased_mark), 0);
}

#[tokio::test]
async fn an_erased_cycle_leaves_no_byte_on_postgres() {
    erase_provably(StoreKind::Postgres).await;
}

#[tokio::test]
async fn an_erased_cycle_leaves_no_byte_on_the_embedded_store() {
    erase_provably(StoreKind::Embedded).await;
}

/// `decisiond erase --cycle ID` against a running service's store: the
/// tombstone names the operator, the service's projector deletes the
/// views, and the marker is gone from the file.
#[tokio::test]
async fn an_operator_erases_from_the_command_line() {
    let server = Server::start(StoreKind::Embedded, "erasure_cli").await;
    let alice = Tenant::new(&server, "alice", PERSON_SCOPES);
    let mark = format!("CLIERASE{}", uuid::Uuid::now_v7().simple());
    let cycle = run_marked(&alice, &mark, 10).await;
    let output = server.cli(&["erase", "--cycle", &cycle, "--by", "ops-jane"]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let erasure: Value = serde_json::from_slice(&output.stdout).expect("JSON on stdout");
    assert_eq!(erasure["reason"], "operator", "{erasure}");
    assert_eq!(erasure["erased_by"], "ops-jane", "{erasure}");
    // The CLI waited for the service's projectors, then scrubbed the file.
    assert_eq!(erasure["views_erased"], true, "{erasure}");
    // The service still knows the owner (another process erased it): its
    // reads find the tombstone and answer 404 all the same.
    for path in ["document", "pugh", "history", "document?at_version=2"] {
        let (status, body) = alice.get(&format!("/api/cycles/{cycle}/{path}")).await;
        assert_eq!(status, 404, "{path}: {body}");
    }
    let (status, body) = alice
        .call(
            &cycle,
            "get_document_summary",
            json!({"parameters": {}}),
            None,
        )
        .await;
    assert_eq!(status, 404, "{body}");
    assert_eq!(hits(&database_dump(&server.store), &mark), 0);
    let again = server.cli(&["erase", "--cycle", &cycle]);
    assert!(!again.status.success(), "erasing twice must fail");
    verify(&server, &[]);
}

/// The retention policy: a cycle whose decision stays unchanged past
/// `--erase-untouched-after-secs` is erased by the sweeper (reason
/// `retention`); one that keeps changing is kept.
#[tokio::test]
async fn the_retention_policy_erases_untouched_cycles_only() {
    let store = StoreLocation::fresh(StoreKind::Embedded, "erasure_retention").await;
    let args = [
        "--erase-untouched-after-secs",
        "3",
        "--sweep-interval-ms",
        "200",
    ]
    .map(String::from);
    let server = Server::start_with(store, &args).await;
    let alice = Tenant::new(&server, "alice", PERSON_SCOPES);
    let stale = alice.create("Left alone").await;
    let busy = alice.create("Worked on").await;
    let deadline = Instant::now() + Duration::from_secs(30);
    let mut n = 0;
    loop {
        n += 1;
        let body =
            json!({"parameters": {"description": format!("option {n}")}, "conversation_turn": n});
        let (status, answer) = alice
            .call(&busy, "add_potential_decision", body, None)
            .await;
        assert_eq!(status, 200, "{answer}");
        let (status, _) = alice.get(&format!("/api/cycles/{stale}/document")).await;
        if status == 404 {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the untouched cycle was never erased"
        );
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    let (status, body) = alice.get(&format!("/api/cycles/{busy}/document")).await;
    assert_eq!(status, 200, "the busy cycle was erased: {body}");
    let tombstone = read_feed(&server)
        .await
        .into_iter()
        .find(|e| e["cycle_id"] == stale.as_str())
        .expect("the tombstone");
    assert_eq!(tombstone["event_type"], "CycleErased");
    assert_eq!(tombstone["payload"]["reason"], "retention");
    assert_eq!(tombstone["payload"]["erased_by"], "decisiond:retention");
    verify(&server, &[]);
}

/// The agent's door (issue 19): `erase_cycle` over MCP never erases as the
/// agent's call, even with the cycle's gate off: it is a proposal. The
/// agent can neither approve it (its token lacks `cycles:confirm`) nor
/// answer it with `record_user_choice`; the person's rejection keeps the
/// cycle; the person's approval erases it (the tombstone names them) and
/// leaves no marker in the file. Another user's cycle is untouched.
#[tokio::test]
async fn an_agent_proposes_an_erasure_and_only_the_person_erases() {
    let server = Server::start(StoreKind::Embedded, "erasure_mcp").await;
    let alice = Tenant::new(&server, "alice", PERSON_SCOPES);
    let agent = Tenant::new(&server, "alice", "cycles:read cycles:write");
    let bob = Tenant::new(&server, "bob", PERSON_SCOPES);
    let mark = format!("MCPERASE{}", uuid::Uuid::now_v7().simple());
    let cycle = run_marked(&alice, &mark, 10).await;
    let bobs = run_marked(
        &bob,
        &format!("BOBKEEPS{}", uuid::Uuid::now_v7().simple()),
        6,
    )
    .await;
    let (_, settings) = alice.get(&format!("/api/cycles/{cycle}/settings")).await;
    assert_eq!(settings["effective"], false, "the gate is off: {settings}");

    let propose = || async {
        let answer = agent
            .mcp_call("erase_cycle", json!({"cycle_id": cycle}))
            .await;
        assert_eq!(answer["result"]["isError"], false, "{answer}");
        let response = &answer["result"]["structuredContent"];
        assert_eq!(response["confirmation_required"], true, "{answer}");
        assert_eq!(response["tool_name"], "erase_cycle", "{answer}");
        response["confirmation_id"]
            .as_str()
            .expect("a confirmation id")
            .to_owned()
    };
    let first = propose().await;
    // Still there: the call proposed, it did not erase.
    let (status, _) = alice.get(&format!("/api/cycles/{cycle}/document")).await;
    assert_eq!(status, 200);
    // Extra parameters are refused like any tool's.
    let answer = agent
        .mcp_call("erase_cycle", json!({"cycle_id": cycle, "now": true}))
        .await;
    assert_eq!(answer["result"]["isError"], true, "{answer}");

    // The agent cannot answer it, by either door.
    let (status, body) = respond(&agent, &cycle, &first, 0).await;
    assert_eq!(status, 403, "{body}");
    let (status, body) = agent
        .call(
            &cycle,
            "record_user_choice",
            json!({"parameters": {"confirmation_id": first, "choice": "Approve"}}),
            None,
        )
        .await;
    assert_eq!(status, 409, "{body}");

    // The person rejects: nothing is erased.
    let (status, body) = respond(&alice, &cycle, &first, 1).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["data"]["status"], "rejected", "{body}");
    let (status, _) = alice.get(&format!("/api/cycles/{cycle}/document")).await;
    assert_eq!(status, 200);

    // The person approves a second proposal: the cycle is erased.
    let second = propose().await;
    let (status, body) = respond(&alice, &cycle, &second, 0).await;
    assert_eq!(status, 200, "{body}");
    let executed = &body["data"]["executed"];
    assert_eq!(executed["success"], true, "{body}");
    assert_eq!(executed["_meta"]["tool"], "erase_cycle", "{body}");
    assert_eq!(executed["data"]["erased_by"], "alice", "{body}");
    assert_eq!(executed["data"]["reason"], "owner", "{body}");
    assert_eq!(executed["data"]["views_erased"], true, "{body}");
    for path in ["document", "pugh", "history"] {
        let (status, body) = alice.get(&format!("/api/cycles/{cycle}/{path}")).await;
        assert_eq!(status, 404, "{path}: {body}");
    }
    let answer = agent
        .mcp_call("erase_cycle", json!({"cycle_id": cycle}))
        .await;
    assert_eq!(answer["result"]["isError"], true, "gone: {answer}");
    assert_eq!(hits(&database_dump(&server.store), &mark), 0);
    let (status, _) = bob.get(&format!("/api/cycles/{bobs}/document")).await;
    assert_eq!(status, 200, "another user's cycle stays");
    verify(&server, &[]);
}

/// The person's (or anyone's) answer to a confirmation.
async fn respond(tenant: &Tenant, cycle: &str, id: &str, option: usize) -> (u16, Value) {
    let request = tenant
        .client
        .post(format!(
            "{}/api/cycles/{cycle}/confirmations/{id}/respond",
            tenant.base
        ))
        .json(&json!({"option_index": option}));
    tenant.send(request).await
}
