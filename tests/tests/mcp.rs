//! MCP driven by a real MCP client: `tests/mcp/client.py` (the official
//! Python SDK) carries a decision through MCP alone against the real binary,
//! over both the stateless 2026-07-28 protocol and the handshake versions,
//! on both transports: `/mcp` (streamable HTTP) and `decisiond mcp`
//! (stdio, launched by the client as a local host does). It reads the
//! decision as resources and gets the prompts (another user's cycle stays
//! invisible, nothing is appended) and, over stdio, subscribes to updates.
//! The HTTP read models then confirm that the MCP calls were the same
//! audited tool calls as over HTTP, and only those.
//!
//! Needs `DECISION_MCP_PYTHON`: an interpreter with the `mcp` package
//! (deploy/test.sh sets it up). Without it this test fails, never skips.
//!
//! And, with plain JSON-RPC: every refusal's way out is worded with MCP's
//! own means (call `navigate` with the cycle and component, call
//! `create_cycle`, retry in N seconds, `_meta.idempotency_key`), never an
//! HTTP route or header.

use decision_e2e::server::StoreLocation;
use decision_e2e::{Server, StoreKind};
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::time::Duration;

const PYTHON_ENV: &str = "DECISION_MCP_PYTHON";
/// Both runs take a few seconds; this only bounds a hung client.
const SCRIPT_TIMEOUT: Duration = Duration::from_secs(180);

fn setup_hint() -> String {
    format!(
        "run deploy/test.sh (it installs the MCP Python SDK into a venv and sets {PYTHON_ENV}), \
         or: python3 -m venv /tmp/dl-venv && /tmp/dl-venv/bin/pip install -r tests/mcp/requirements.txt \
         && export {PYTHON_ENV}=/tmp/dl-venv/bin/python"
    )
}

/// The interpreter to run the client with; panics with the way to get one.
fn python() -> PathBuf {
    let python = std::env::var_os(PYTHON_ENV)
        .map(PathBuf::from)
        .unwrap_or_else(|| panic!("{PYTHON_ENV} is not set: {}", setup_hint()));
    // From elsewhere than tests/, whose mcp/ folder would import as an
    // (empty) namespace package.
    let probe = std::process::Command::new(&python)
        .args([
            "-c",
            "from mcp import Client; from pydantic_ai.mcp import MCPToolset",
        ])
        .current_dir(std::env::temp_dir())
        .output()
        .unwrap_or_else(|e| {
            panic!(
                "cannot run {PYTHON_ENV}={}: {e}; {}",
                python.display(),
                setup_hint()
            )
        });
    assert!(
        probe.status.success(),
        "{} cannot import the `mcp` and `pydantic_ai` packages ({}); {}",
        python.display(),
        String::from_utf8_lossy(&probe.stderr).trim(),
        setup_hint()
    );
    python
}

/// Runs `tests/mcp/client.py` with `args`; its JSON summary.
async fn run_client(python: &Path, args: &[String]) -> Value {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("mcp/client.py");
    let child = tokio::process::Command::new(python)
        .arg(&script)
        .args(args)
        .kill_on_drop(true)
        .output();
    let output = tokio::time::timeout(SCRIPT_TIMEOUT, child)
        .await
        .expect("the MCP client finishes in time")
        .expect("run the MCP client");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "the MCP client failed ({}):\n{stdout}\n{stderr}",
        output.status
    );
    serde_json::from_str(&stdout)
        .unwrap_or_else(|e| panic!("the client prints a JSON summary ({e}):\n{stdout}\n{stderr}"))
}

/// Another user's cycle, made over HTTP: MCP must not show it to alice.
async fn bobs_cycle(server: &Server) -> String {
    let bob = server.client(&decision_e2e::server::token(
        "bob",
        decision_e2e::server::USER_SCOPES,
    ));
    let response = bob
        .post(server.url("/api/cycles"))
        .json(&json!({"title": "Bob's private decision"}))
        .send()
        .await
        .expect("create bob's cycle");
    assert_eq!(response.status(), 201);
    let body: Value = response.json().await.expect("a cycle");
    body["cycle_id"].as_str().expect("cycle_id").to_owned()
}

/// What every run of the client must show, whatever the transport.
fn check_runs(summary: &Value) -> &Vec<Value> {
    assert_eq!(summary["ok"], true, "{summary:#}");
    let runs = summary["runs"].as_array().expect("runs");
    let versions: Vec<&str> = runs
        .iter()
        .map(|r| r["protocol_version"].as_str().unwrap_or_default())
        .collect();
    assert!(
        versions.contains(&"2026-07-28") && versions.iter().any(|v| *v < "2026-07-28"),
        "both the stateless and a handshake protocol were used: {versions:?}"
    );
    for run in runs {
        assert_eq!(run["leader"], "alt_b", "{run:#}");
        assert_eq!(
            run["errors"].as_object().map(|e| e.len()),
            Some(8),
            "{run:#}"
        );
        assert_eq!(
            run["resource_errors"].as_object().map(|e| e.len()),
            Some(6),
            "bad URIs, prompts and another user's cycle were refused: {run:#}"
        );
    }
    runs
}

/// The run's cycle's audit log (as alice) holds exactly the calls the
/// client made: reading resources and getting prompts recorded nothing.
async fn check_audit(server: &Server, run: &Value) -> Value {
    let cycle = run["cycle_id"].as_str().expect("cycle_id");
    let position = run["last_position"].as_i64().expect("last_position");
    let (status, audit) = server
        .get_after(&format!("/api/cycles/{cycle}/tools/invocations"), position)
        .await;
    assert_eq!(status, 200, "{audit}");
    let mut logged: Vec<&str> = audit["invocations"]
        .as_array()
        .expect("invocations")
        .iter()
        .map(|i| i["invocation_id"].as_str().expect("invocation_id"))
        .collect();
    let mut made: Vec<&str> = run["invocations"]
        .as_array()
        .expect("the client's invocations")
        .iter()
        .map(|i| i.as_str().expect("an id"))
        .collect();
    logged.sort_unstable();
    made.sort_unstable();
    assert!(made.len() >= 10, "{made:?}");
    assert_eq!(logged, made, "the audit log is the client's calls, only");
    audit
}

#[tokio::test]
async fn a_real_mcp_client_carries_a_decision_through_mcp() {
    let python = python();
    // Two whole runs back to back, as fast as the SDK goes: past the
    // per-user rate limit this test is not about (a 429 would read as
    // "Server returned an error response").
    let server = Server::start_with(
        decision_e2e::server::StoreLocation::fresh(StoreKind::Embedded, "mcp").await,
        &[
            "--rate-limit-per-second".into(),
            "10000".into(),
            "--rate-limit-burst".into(),
            "10000".into(),
        ],
    )
    .await;
    let foreign = bobs_cycle(&server).await;
    let token = decision_e2e::server::token(
        decision_e2e::server::DEFAULT_USER,
        decision_e2e::server::USER_SCOPES,
    );
    let args = [
        server.base_url.clone(),
        "--token".into(),
        token,
        "--foreign-cycle".into(),
        foreign,
    ];
    let summary = run_client(&python, &args).await;
    println!("{summary:#}");
    let runs = check_runs(&summary);

    // The MCP calls were ordinary tool calls: the read models have them.
    let run = &runs[0];
    let cycle = run["cycle_id"].as_str().expect("cycle_id");
    let position = run["last_position"].as_i64().expect("last_position");
    let (status, pugh) = server
        .get_after(&format!("/api/cycles/{cycle}/pugh"), position)
        .await;
    assert_eq!(status, 200, "{pugh}");
    assert_eq!(pugh["totals"]["leader_id"], "alt_b", "{pugh}");

    let audit = check_audit(&server, run).await;
    let invocations = audit["invocations"].as_array().expect("invocations");
    let find = |tool: &str, result: &str| {
        invocations
            .iter()
            .find(|i| i["tool_name"] == tool && i["result"] == result)
            .unwrap_or_else(|| panic!("no audited {tool} with {result}: {audit:#}"))
    };
    let objective = find("add_objective", "success");
    assert_eq!(
        objective["conversation_turn"], 2,
        "the _meta turn is audited"
    );
    assert!(
        objective["parameters"].get("cycle_id").is_none(),
        "cycle_id addresses the cycle; it is not a parameter: {objective}"
    );
    find("rate_consequence", "validation_error");
    let misplaced = find("add_objective", "validation_error");
    assert_eq!(misplaced["component"], "consequences", "{misplaced}");
}

/// `decisiond mcp` as a local host runs it: launched by the client with
/// nothing but a data directory and the user, on the embedded store. The
/// same checks as over HTTP, plus subscriptions; then `serve` on the same
/// store shows the cycles as alice's and their audit logs as the calls.
#[tokio::test]
async fn a_local_host_runs_a_decision_over_stdio() {
    local_host_runs_a_decision(StoreKind::Embedded, "mcp_stdio").await;

    // A user id that is not one is refused before anything starts.
    let refused = std::process::Command::new(decision_e2e::server::binary())
        .args(["mcp", "--user", "two words", "--data-dir"])
        .arg(decision_store::testing::temp_data_dir("mcp_stdio_bad_user"))
        .env_remove("DECISIOND_MCP_USER")
        .stdin(std::process::Stdio::null())
        .output()
        .expect("run decisiond mcp");
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(!refused.status.success(), "{stderr}");
    assert!(
        stderr.contains("--user / DECISIOND_MCP_USER: the user id is not visible ASCII"),
        "{stderr}"
    );
    assert!(refused.stdout.is_empty(), "stdout is the protocol's alone");
}

/// The same on Postgres (`--database-url`), beside a running `serve`.
#[tokio::test]
async fn decisiond_mcp_runs_on_postgres_beside_serve() {
    local_host_runs_a_decision(StoreKind::Postgres, "mcp_stdio_pg").await;
}

async fn local_host_runs_a_decision(kind: StoreKind, name: &str) {
    let python = python();
    let store = StoreLocation::fresh(kind, name).await;
    let mut server = Server::start_on(store.clone()).await;
    let foreign = bobs_cycle(&server).await;
    let store_args: [String; 2] = match &store {
        StoreLocation::Embedded(dir, _) => {
            // One process on an embedded store at a time, as a host and
            // a person would normally have it.
            server.terminate();
            ["--data-dir".into(), dir.display().to_string()]
        }
        StoreLocation::Postgres(url, _) => ["--database-url".into(), url.clone()],
    };

    let mut args = vec![
        "--stdio".into(),
        "--foreign-cycle".into(),
        foreign.clone(),
        "--".into(),
        decision_e2e::server::binary().display().to_string(),
        "mcp".into(),
        "--user".into(),
        decision_e2e::server::DEFAULT_USER.into(),
    ];
    args.extend(store_args);
    let summary = run_client(&python, &args).await;
    println!("{summary:#}");
    let runs = check_runs(&summary);
    for run in runs {
        let subscribed = if run["mode"] == "legacy" {
            &run["subscribed"]
        } else {
            &run["listened"]
        };
        assert!(
            subscribed
                .as_str()
                .is_some_and(|uri| uri.starts_with("decision://cycles/")),
            "the run subscribed and was notified: {run:#}"
        );
    }

    let server = match store {
        StoreLocation::Embedded(..) => Server::start_on(store).await,
        StoreLocation::Postgres(..) => server,
    };
    for run in runs {
        let audit = check_audit(&server, run).await;
        let invocations = audit["invocations"].as_array().expect("invocations");
        assert!(
            invocations
                .iter()
                .any(|i| i["tool_name"] == "rate_consequence" && i["result"] == "validation_error"),
            "refusals are audited too: {audit:#}"
        );
    }
    // The stdio user owns what it made, and only alice sees it.
    let (status, cycles) = server.get("/api/cycles").await;
    assert_eq!(status, 200, "{cycles}");
    let mine: Vec<&str> = cycles["cycles"]
        .as_array()
        .expect("cycles")
        .iter()
        .map(|c| c["cycle_id"].as_str().expect("cycle_id"))
        .collect();
    for run in runs {
        assert!(
            mine.contains(&run["cycle_id"].as_str().unwrap()),
            "{cycles}"
        );
    }
    assert!(!mine.contains(&foreign.as_str()), "{cycles}");
}

/// One `tools/call` over `/mcp` as plain JSON-RPC: the response's body.
async fn mcp_call(server: &Server, name: &str, arguments: Value, meta: Option<Value>) -> Value {
    let mut params = json!({"name": name, "arguments": arguments});
    if let Some(meta) = meta {
        params["_meta"] = meta;
    }
    let response = server
        .http
        .post(server.url("/mcp"))
        .header("accept", "application/json, text/event-stream")
        .json(&json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": params}))
        .send()
        .await
        .expect("MCP call");
    assert_eq!(response.status(), 200);
    response.json().await.expect("a JSON-RPC answer")
}

/// The text of an `isError` result, checked to name no HTTP mechanism.
fn refusal(answer: &Value) -> String {
    assert_eq!(answer["result"]["isError"], true, "{answer}");
    let text = answer["result"]["content"][0]["text"]
        .as_str()
        .expect("a text")
        .to_owned();
    for http in [
        "/api/",
        "PUT ",
        "POST ",
        "header",
        "Retry-After",
        "Idempotency-Key",
    ] {
        assert!(!text.contains(http), "{http} in an MCP refusal: {text}");
    }
    text
}

/// The remedies of refusals over MCP come from the structured remedy, in
/// MCP's words: the exact `navigate` call to make, `create_cycle`, the
/// seconds to wait, the `_meta` field to fix, `tools/list`.
#[tokio::test]
async fn refusals_over_mcp_say_what_to_call() {
    let server = Server::start_with(
        StoreLocation::fresh(StoreKind::Embedded, "mcp_remedies").await,
        &["--tool-calls-per-cycle-per-hour".into(), "3".into()],
    )
    .await;
    let created = mcp_call(&server, "create_cycle", json!({"title": "Remedies"}), None).await;
    let cycle = created["result"]["structuredContent"]["cycle_id"]
        .as_str()
        .unwrap_or_else(|| panic!("a cycle: {created}"))
        .to_owned();
    // The remedy names every tool callable here (the component's scope),
    // not only the step's.
    let (status, list) = server
        .get(&format!("/api/cycles/{cycle}/tools?scope=component"))
        .await;
    assert_eq!(status, 200, "{list}");
    let here: Vec<&str> = list["tools"]
        .as_array()
        .expect("tools")
        .iter()
        .map(|t| t["name"].as_str().expect("a name"))
        .collect();

    // A tool of another component: the navigate call that gets there.
    let objective = json!({"cycle_id": cycle, "name": "Pay", "measure": "EUR",
        "direction": "higher", "is_fundamental": true});
    let answer = mcp_call(&server, "add_objective", objective.clone(), None).await;
    assert_eq!(
        refusal(&answer),
        format!(
            "`add_objective` belongs to the objectives component, but the cycle is in \
             issue_raising. Navigate first (call navigate with {{\"cycle_id\": \"{cycle}\", \
             \"component\": \"objectives\"}}), or use a tool available in issue_raising: {}",
            here.join(", ")
        )
    );
    // The same text is what the audit log keeps of the call.
    let position = answer["result"]["_meta"]["position"]
        .as_i64()
        .expect("audited");
    let (_, log) = server
        .get_after(&format!("/api/cycles/{cycle}/tools/invocations"), position)
        .await;
    assert_eq!(
        log["invocations"][0]["error"].as_str(),
        Some(refusal(&answer).as_str()),
        "{log}"
    );

    // An unknown cycle: create_cycle.
    let missing = "0190a0a0-0000-7000-8000-000000000000";
    let answer = mcp_call(&server, "add_note", json!({"cycle_id": missing}), None).await;
    assert_eq!(
        refusal(&answer),
        format!("no cycle {missing}: check the cycle_id, or call create_cycle to open a cycle")
    );

    // A malformed key names where it was sent.
    let note = json!({"cycle_id": cycle, "content": "x", "component": null});
    let answer = mcp_call(
        &server,
        "add_note",
        note.clone(),
        Some(json!({"idempotency_key": "two words"})),
    )
    .await;
    assert_eq!(
        refusal(&answer),
        "an idempotency key (`_meta.idempotency_key`) must be 1 to 255 visible ASCII \
         characters, e.g. a UUID"
    );

    // The budget (3 calls, the refused one included): seconds to wait.
    for _ in 0..2 {
        let answer = mcp_call(&server, "add_note", note.clone(), None).await;
        assert_ne!(answer["result"]["isError"], true, "{answer}");
    }
    let answer = mcp_call(&server, "add_note", note.clone(), None).await;
    let text = refusal(&answer);
    let prefix = format!("budget: cycle {cycle} has used its 3 tool calls per hour; retry in ");
    let seconds: u64 = text
        .strip_prefix(&prefix)
        .and_then(|rest| rest.strip_suffix(" s"))
        .unwrap_or_else(|| panic!("{text}"))
        .parse()
        .unwrap();
    assert!((1000..=1200).contains(&seconds), "{text}");

    // An unknown tool is the protocol error, pointing at tools/list.
    let answer = mcp_call(
        &server,
        "compute_pugh_total",
        json!({"cycle_id": cycle}),
        None,
    )
    .await;
    assert_eq!(
        answer["error"]["message"],
        "unknown tool `compute_pugh_total`; did you mean compute_pugh_totals? tools/list names \
         every tool",
        "{answer}"
    );
}

/// The official MCP conformance suite (`@modelcontextprotocol/conformance`,
/// pinned in tests/mcp/conformance; deploy/test.sh runs `npm ci` there).
/// Pinned to 0.1.13, the newest that runs on Node.js 20: 0.1.14 and later
/// import `fs.globSync` (Node 22) at start-up.
const CONFORMANCE_DIR: &str = "mcp/conformance";

/// Every server scenario of the pinned suite, and whether it applies. Most
/// call the fixtures of the suite's own reference server (tools, prompts
/// and resources named `test_…`/`test://…`), which a server with a domain
/// of its own does not have; what they check of the protocol our own
/// Python SDK runs above check on our tools, resources and prompts.
const SCENARIOS: &[(&str, Option<&str>)] = &[
    ("server-initialize", None),
    ("ping", None),
    ("tools-list", None),
    ("resources-list", None),
    ("prompts-list", None),
    ("dns-rebinding-protection", None),
    ("logging-set-level", Some(NO_LOGGING)),
    ("tools-call-with-logging", Some(NO_LOGGING)),
    (
        "completion-complete",
        Some("no completions capability is declared"),
    ),
    ("tools-call-simple-text", Some(FIXTURE)),
    ("tools-call-image", Some(FIXTURE)),
    ("tools-call-audio", Some(FIXTURE)),
    ("tools-call-embedded-resource", Some(FIXTURE)),
    ("tools-call-mixed-content", Some(FIXTURE)),
    ("tools-call-error", Some(FIXTURE)),
    ("tools-call-with-progress", Some(FIXTURE)),
    ("json-schema-2020-12", Some(FIXTURE)),
    ("tools-call-sampling", Some(NO_CLIENT_REQUESTS)),
    ("tools-call-elicitation", Some(NO_CLIENT_REQUESTS)),
    ("elicitation-sep1034-defaults", Some(NO_CLIENT_REQUESTS)),
    ("elicitation-sep1330-enums", Some(NO_CLIENT_REQUESTS)),
    ("resources-read-text", Some(FIXTURE)),
    ("resources-read-binary", Some(FIXTURE)),
    ("resources-templates-read", Some(FIXTURE)),
    ("resources-subscribe", Some(NO_HTTP_SUBSCRIPTIONS)),
    ("resources-unsubscribe", Some(NO_HTTP_SUBSCRIPTIONS)),
    ("prompts-get-simple", Some(FIXTURE)),
    ("prompts-get-with-args", Some(FIXTURE)),
    ("prompts-get-embedded-resource", Some(FIXTURE)),
    ("prompts-get-with-image", Some(FIXTURE)),
    ("server-sse-polling", Some(STATELESS)),
    ("server-sse-multiple-streams", Some(STATELESS)),
];
const FIXTURE: &str = "calls a fixture of the suite's reference server (a `test_…` tool or \
    prompt, a `test://…` resource) that this server does not have";
const NO_LOGGING: &str = "no logging capability is declared: logs go to the operator (stderr, \
    OTLP), not to the client";
const NO_CLIENT_REQUESTS: &str = "sampling and elicitation: the server never asks the client \
    for a completion or for input, and declares neither";
const NO_HTTP_SUBSCRIPTIONS: &str = "/mcp is stateless with JSON responses and declares no \
    resource subscriptions; subscriptions are served over stdio";
const STATELESS: &str = "needs MCP sessions and SSE streams; /mcp is stateless and answers \
    plain JSON by design";

/// `node`, and the suite's entry point installed by `npm ci`; panics with
/// the way to get them.
fn conformance_suite() -> (PathBuf, PathBuf) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(CONFORMANCE_DIR);
    let entry = dir.join("node_modules/@modelcontextprotocol/conformance/dist/index.js");
    let hint = format!(
        "run deploy/test.sh, or: (cd {} && npm ci) with Node.js 20+",
        dir.display()
    );
    let node = PathBuf::from(std::env::var_os("DECISION_NODE").unwrap_or_else(|| "node".into()));
    let version = std::process::Command::new(&node)
        .arg("--version")
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}; {hint}", node.display()));
    assert!(
        version.status.success(),
        "{} --version failed; {hint}",
        node.display()
    );
    assert!(entry.exists(), "{} is missing; {hint}", entry.display());
    (node, entry)
}

/// The conformance suite against `/mcp`: every scenario that applies
/// passes (no failure, no warning); the others are listed above with the
/// reason, and a scenario the pinned suite has that the list lacks fails
/// the test until it is classified.
///
/// Only `/mcp`: the suite's `server` command takes a URL and connects with
/// the TypeScript SDK's streamable HTTP client; it has no stdio transport
/// (neither does its 0.2 line). `decisiond mcp` runs the same handler and
/// is driven over stdio by the Python SDK above. Authentication is off
/// here: the suite sends no credentials (OAuth discovery is tested apart).
#[tokio::test]
async fn the_official_conformance_suite_passes_what_applies_over_http() {
    let (node, entry) = conformance_suite();
    let listed = std::process::Command::new(&node)
        .arg(&entry)
        .args(["list", "--server"])
        .output()
        .expect("list the suite's scenarios");
    assert!(listed.status.success(), "{listed:?}");
    let listed = String::from_utf8_lossy(&listed.stdout);
    let scenarios: Vec<&str> = listed
        .lines()
        .filter_map(|line| line.trim().strip_prefix("- "))
        .collect();
    assert!(scenarios.len() >= 20, "{listed}");
    for scenario in &scenarios {
        assert!(
            SCENARIOS.iter().any(|(name, _)| name == scenario),
            "the suite has a scenario this test does not classify: {scenario}; add it to \
             SCENARIOS (applies, or not with the reason)"
        );
    }

    let server = Server::start_with_env(
        StoreLocation::fresh(StoreKind::Embedded, "mcp_conformance").await,
        &["--insecure-no-auth".into()],
        &[],
    )
    .await;
    let out = decision_store::testing::temp_data_dir("mcp_conformance_results");
    let run = tokio::process::Command::new(&node)
        .arg(&entry)
        .args(["server", "--url", &server.url("/mcp")])
        .arg("--output-dir")
        .arg(&out)
        .kill_on_drop(true)
        .output();
    let run = tokio::time::timeout(SCRIPT_TIMEOUT, run)
        .await
        .expect("the suite finishes in time")
        .expect("run the suite");
    let log = format!(
        "{}\n{}",
        String::from_utf8_lossy(&run.stdout),
        String::from_utf8_lossy(&run.stderr)
    );

    // One folder per scenario run: server-<scenario>-<timestamp>/checks.json.
    let mut results: Vec<(String, Vec<Value>)> = Vec::new();
    for entry in std::fs::read_dir(&out).expect("the suite's results") {
        let path = entry.expect("a result").path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let scenario = scenario_of_result_folder(&name)
            .unwrap_or_else(|| panic!("unexpected result folder {name}"));
        let checks: Vec<Value> =
            serde_json::from_slice(&std::fs::read(path.join("checks.json")).expect("checks.json"))
                .expect("checks are JSON");
        results.push((scenario, checks));
    }
    let mut failures = Vec::new();
    for (scenario, _) in SCENARIOS.iter().filter(|(_, not)| not.is_none()) {
        let Some((_, checks)) = results.iter().find(|(s, _)| s == scenario) else {
            failures.push(format!("{scenario}: did not run"));
            continue;
        };
        let passed = checks.iter().filter(|c| c["status"] == "SUCCESS").count();
        for check in checks {
            if !matches!(check["status"].as_str(), Some("SUCCESS" | "INFO")) {
                failures.push(format!("{scenario}: {check}"));
            }
        }
        if passed == 0 {
            failures.push(format!("{scenario}: no check passed: {checks:?}"));
        }
    }
    for (scenario, reason) in SCENARIOS {
        if let Some(reason) = reason {
            println!("not applicable: {scenario}: {reason}");
        }
    }
    assert!(failures.is_empty(), "{failures:#?}\n{log}");
}

/// The scenario of a result folder, `server-<scenario>-<timestamp>`, whose
/// timestamp is `YYYY-MM-DDTHH-MM-SS-mmmZ`: cut at its fixed length (a
/// scenario name may hold "-20…", and so may the milliseconds).
fn scenario_of_result_folder(name: &str) -> Option<String> {
    const TIMESTAMP: usize = "-2026-11-26T13-07-50-204Z".len();
    let rest = name.strip_prefix("server-")?;
    let cut = rest.len().checked_sub(TIMESTAMP)?;
    let (scenario, stamp) = (rest.get(..cut)?, rest.get(cut..)?);
    let well_formed = stamp.starts_with('-')
        && stamp.ends_with('Z')
        && stamp.as_bytes()[11] == b'T'
        && !scenario.is_empty();
    well_formed.then(|| scenario.to_owned())
}

#[test]
fn result_folders_name_their_scenario() {
    for (folder, scenario) in [
        (
            "server-resources-list-2026-11-26T13-07-50-204Z",
            Some("resources-list"),
        ),
        (
            "server-json-schema-2020-12-2026-11-26T13-07-50-078Z",
            Some("json-schema-2020-12"),
        ),
        ("server-ping-2026-01-02T03-04-05-000Z", Some("ping")),
        ("server--2026-01-02T03-04-05-000Z", None),
        ("server-ping", None),
        ("client-ping-2026-01-02T03-04-05-000Z", None),
    ] {
        assert_eq!(
            scenario_of_result_folder(folder).as_deref(),
            scenario,
            "{folder}"
        );
    }
}

/// Every tool of the catalog, run by the official Python SDK
/// (`tests/mcp/every_tool.py`) and by a pydantic-ai agent
/// (`tests/mcp/pydantic_agent.py`), without the gate and with it: both
/// clients check every result against the tool's published
/// `outputSchema`, so a result or a proposal that does not match fails
/// here (issue 29). The calls are `tests/mcp/plan.py`'s.
#[tokio::test]
async fn every_tool_answers_what_its_definition_promises_to_two_clients() {
    let python = python();
    let catalog = decision_catalog::Catalog::new();
    let names = |keep: &dyn Fn(&decision_catalog::ToolSpec) -> bool| -> Vec<&str> {
        catalog
            .all()
            .iter()
            .filter(|t| keep(t))
            .map(|t| t.name)
            .collect()
    };
    let mut every = names(&|_| true);
    every.extend(["create_cycle", "navigate"]);
    let gated = names(&|t| t.hints.requires_confirmation || t.proposal_only);
    let proposal_only = names(&|t| t.proposal_only);
    assert!(
        gated.contains(&"erase_cycle") && gated.len() >= 9 && every.len() >= 70,
        "{gated:?} {every:?}"
    );
    for client in ["every_tool.py", "pydantic_agent.py"] {
        let data_dir = decision_store::testing::temp_data_dir("mcp_every_tool");
        let script = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("mcp")
            .join(client);
        let child = tokio::process::Command::new(&python)
            .arg(&script)
            .args(["--tools", &every.join(",")])
            .args(["--gated", &gated.join(",")])
            .args(["--proposal-only", &proposal_only.join(",")])
            .arg("--")
            .arg(decision_e2e::server::binary())
            .args(["mcp", "--data-dir"])
            .arg(&data_dir)
            .args(["--user", decision_e2e::server::DEFAULT_USER])
            .kill_on_drop(true)
            .output();
        let output = tokio::time::timeout(SCRIPT_TIMEOUT, child)
            .await
            .unwrap_or_else(|_| panic!("{client} finishes in time"))
            .unwrap_or_else(|e| panic!("run {client}: {e}"));
        let stdout = String::from_utf8_lossy(&output.stdout);
        let summary: Value = serde_json::from_str(&stdout).unwrap_or_else(|e| {
            panic!(
                "{client} prints a JSON summary ({e}):\n{stdout}\n{}",
                String::from_utf8_lossy(&output.stderr)
            )
        });
        assert_eq!(summary["failures"], json!([]), "{client}: {summary:#}");
        let listed = |key: &str| -> Vec<String> {
            summary[key]
                .as_array()
                .unwrap_or_else(|| panic!("{client}: {key}"))
                .iter()
                .filter_map(|v| v.as_str().map(str::to_owned))
                .collect()
        };
        let (validated, proposed) = (listed("validated"), listed("proposed"));
        for name in &every {
            assert!(
                validated.iter().any(|v| v == name),
                "{client}: {name} was never run: {summary:#}"
            );
        }
        for name in &gated {
            assert!(
                proposed.iter().any(|v| v == name),
                "{client}: {name} was not held: {summary:#}"
            );
        }
        assert!(output.status.success(), "{client}: {summary:#}");
    }
}
