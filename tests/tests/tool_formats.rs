//! `GET /api/cycles/:id/tools?format=…` serves the provider wire formats
//! (DESIGN.md §5) from the real binary; an unknown format is a 422 that
//! names the allowed values.
//!
//! With the providers' own Python SDKs (needs `DECISION_AGENTS_PYTHON`, an
//! interpreter with tests/agents/requirements.txt; deploy/test.sh sets it
//! up; without it these tests fail, never skip): their strict-schema
//! converters leave every tool of every format as it is, and the example
//! agent loop (examples/agent) runs a recorded transcript of each
//! provider's model turns against the real server.

use decision_catalog::WireFormat;
use decision_e2e::server::{DEFAULT_USER, USER_SCOPES, token};
use decision_e2e::{Server, StoreKind};
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::time::Duration;

const PYTHON_ENV: &str = "DECISION_AGENTS_PYTHON";
/// Bounds a hung script; each run takes a few seconds.
const SCRIPT_TIMEOUT: Duration = Duration::from_secs(180);

/// The interpreter with the providers' SDKs; panics with the way to get one.
fn python() -> PathBuf {
    let hint = format!(
        "run deploy/test.sh (it sets {PYTHON_ENV}), or: python3 -m venv /tmp/dl-agents-venv && \
         /tmp/dl-agents-venv/bin/pip install -r tests/agents/requirements.txt && \
         export {PYTHON_ENV}=/tmp/dl-agents-venv/bin/python"
    );
    let python = std::env::var_os(PYTHON_ENV)
        .map(PathBuf::from)
        .unwrap_or_else(|| panic!("{PYTHON_ENV} is not set: {hint}"));
    let probe = std::process::Command::new(&python)
        // Found, not imported: importing them takes seconds.
        .args([
            "-c",
            "import importlib.util as u, sys; \
             sys.exit(any(u.find_spec(m) is None for m in ('openai', 'anthropic', 'agents')))",
        ])
        .current_dir(std::env::temp_dir())
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}; {hint}", python.display()));
    assert!(
        probe.status.success(),
        "{} lacks the providers' SDKs ({}); {hint}",
        python.display(),
        String::from_utf8_lossy(&probe.stderr).trim()
    );
    python
}

/// Runs `script` (under tests/agents) with `args`; its one JSON line.
async fn run_script(script: &str, args: &[&str]) -> Value {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("agents")
        .join(script);
    let child = tokio::process::Command::new(python())
        .arg(&path)
        .args(args)
        .kill_on_drop(true)
        .output();
    let output = tokio::time::timeout(SCRIPT_TIMEOUT, child)
        .await
        .unwrap_or_else(|_| panic!("{script} finishes in time"))
        .expect("run the script");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let report: Value = stdout
        .lines()
        .last()
        .and_then(|line| serde_json::from_str(line).ok())
        .unwrap_or_else(|| panic!("{script} printed no JSON line: {stdout}\n{stderr}"));
    assert!(
        output.status.success(),
        "{script} failed: {}\n{stderr}",
        serde_json::to_string_pretty(&report).unwrap()
    );
    report
}

fn tools(body: &Value) -> &Vec<Value> {
    body["tools"].as_array().expect("a tools array")
}

fn names<'a>(tools: &'a [Value], name_of: impl Fn(&'a Value) -> &'a Value) -> Vec<&'a str> {
    tools
        .iter()
        .map(|t| name_of(t).as_str().expect("a name"))
        .collect()
}

#[tokio::test]
async fn tools_are_served_in_every_wire_format() {
    let server = Server::start(StoreKind::Embedded, "tool_formats").await;
    let cycle = server.create_cycle("Formats").await;
    // Every tool callable here, so the formats are compared on cross-cutting
    // tools too (the step's set is the next test's).
    let path = |format: &str| format!("/api/cycles/{cycle}/tools?format={format}&scope=component");

    let (status, dto) = server
        .get(&format!("/api/cycles/{cycle}/tools?scope=component"))
        .await;
    assert_eq!(status, 200, "{dto}");
    assert_eq!(dto["format"], "dto");
    let expected = names(tools(&dto), |t| &t["name"]);
    assert!(
        expected.contains(&"add_potential_decision") && expected.contains(&"compute_pugh_totals")
    );
    assert!(
        tools(&dto)[0]["parameters"]["$schema"].is_string(),
        "dto keeps the canonical schema"
    );
    let (status, explicit) = server.get(&path("dto")).await;
    assert_eq!((status, &explicit["tools"]), (200, &dto["tools"]));

    let (status, openai) = server.get(&path("openai")).await;
    assert_eq!(status, 200, "{openai}");
    assert_eq!(openai["format"], "openai");
    assert_eq!(openai["cycle_id"], cycle.as_str());
    assert_eq!(openai["current_component"], "issue_raising");
    assert_eq!(names(tools(&openai), |t| &t["function"]["name"]), expected);
    for tool in tools(&openai) {
        assert_eq!(tool["type"], "function", "{tool}");
        assert_eq!(tool["function"]["strict"], true, "{tool}");
        let parameters = &tool["function"]["parameters"];
        assert_eq!(parameters["type"], "object", "{tool}");
        assert_eq!(parameters["additionalProperties"], false, "{tool}");
        assert!(
            parameters.get("$schema").is_none() && parameters.get("$defs").is_none(),
            "{tool}"
        );
    }

    let (status, responses) = server.get(&path("openai-responses")).await;
    assert_eq!(status, 200, "{responses}");
    assert_eq!(responses["format"], "openai-responses");
    assert_eq!(names(tools(&responses), |t| &t["name"]), expected);
    for (flat, nested) in tools(&responses).iter().zip(tools(&openai)) {
        assert_eq!(flat["type"], "function", "{flat}");
        assert_eq!(flat["strict"], true, "{flat}");
        assert_eq!(
            flat["parameters"], nested["function"]["parameters"],
            "the same schema as Chat Completions' form"
        );
        assert_eq!(flat["description"], nested["function"]["description"]);
        assert!(flat.get("function").is_none(), "flat: {flat}");
    }

    let (status, anthropic) = server.get(&path("anthropic")).await;
    assert_eq!(status, 200, "{anthropic}");
    assert_eq!(anthropic["format"], "anthropic");
    assert_eq!(names(tools(&anthropic), |t| &t["name"]), expected);
    for tool in tools(&anthropic) {
        assert_eq!(tool["input_schema"]["type"], "object", "{tool}");
        assert!(
            tool["description"].as_str().is_some_and(|d| !d.is_empty()),
            "{tool}"
        );
    }

    let (status, mcp) = server.get(&path("MCP")).await;
    assert_eq!(status, 200, "{mcp}");
    assert_eq!(mcp["format"], "mcp");
    assert_eq!(names(tools(&mcp), |t| &t["name"]), expected);
    for tool in tools(&mcp) {
        assert_eq!(tool["inputSchema"]["type"], "object", "{tool}");
        assert_eq!(tool["annotations"]["openWorldHint"], false, "{tool}");
    }
    let by_name = |name: &str| {
        tools(&mcp)
            .iter()
            .find(|t| t["name"] == name)
            .unwrap_or_else(|| panic!("{name} is listed"))
    };
    assert_eq!(
        by_name("compute_pugh_totals")["annotations"]["readOnlyHint"],
        true
    );
    assert_eq!(
        by_name("add_potential_decision")["annotations"]["readOnlyHint"],
        false
    );
    assert_eq!(
        by_name("compute_pugh_totals")["title"],
        "Compute Pugh totals"
    );

    // The listing follows the current component in every format.
    server.navigate(&cycle, "objectives").await;
    let (_, openai) = server.get(&path("openai")).await;
    let listed = names(tools(&openai), |t| &t["function"]["name"]);
    assert!(listed.contains(&"add_objective") && !listed.contains(&"add_potential_decision"));
}

/// The listing's default is the step's set, compact (issue 29): the
/// discovery tool first, the component's tools that apply now, summaries
/// for descriptions; `detail=full` the whole guidance; `scope=all` every
/// tool, those outside the step's set deferred where the provider's API
/// has a tool search.
#[tokio::test]
async fn the_listing_offers_the_steps_tools_compact_and_defers_the_rest() {
    let server = Server::start(StoreKind::Embedded, "tool_formats_scope").await;
    let cycle = server.create_cycle("Scope").await;
    let path = |query: &str| format!("/api/cycles/{cycle}/tools?{query}");

    let (status, step) = server.get(&path("format=openai")).await;
    assert_eq!(status, 200, "{step}");
    assert_eq!(
        (&step["scope"], &step["detail"]),
        (&json!("step"), &json!("compact"))
    );
    let listed = names(tools(&step), |t| &t["function"]["name"]);
    assert_eq!(listed[0], "find_tools", "the stable core first");
    assert!(listed.contains(&"add_potential_decision"), "{listed:?}");
    assert!(!listed.contains(&"compute_pugh_totals"), "{listed:?}");
    let catalog = decision_catalog::Catalog::new();
    for tool in tools(&step) {
        let name = tool["function"]["name"].as_str().unwrap();
        assert_eq!(
            tool["function"]["description"],
            catalog.get(name).unwrap().summary,
            "compact: the summary"
        );
    }
    let (_, full) = server.get(&path("format=openai&detail=full")).await;
    for (compact, full) in tools(&step).iter().zip(tools(&full)) {
        let (c, f) = (
            &compact["function"]["description"],
            &full["function"]["description"],
        );
        assert!(f.as_str().unwrap().len() > c.as_str().unwrap().len(), "{f}");
    }

    let (_, all) = server.get(&path("format=anthropic&scope=all")).await;
    assert_eq!(tools(&all).len(), catalog.all().len());
    for tool in tools(&all) {
        let offered = listed.contains(&tool["name"].as_str().unwrap());
        assert_eq!(tool.get("defer_loading").is_some(), !offered, "{tool}");
    }
    let (_, chat) = server.get(&path("format=openai&scope=all")).await;
    assert!(
        tools(&chat)
            .iter()
            .all(|t| t.get("defer_loading").is_none())
    );

    // Once there are decisions, focusing applies; moving on changes the set.
    server
        .tool(
            &cycle,
            "add_potential_decision",
            json!({"description": "Stay or go"}),
        )
        .await;
    server.navigate(&cycle, "objectives").await;
    let (_, objectives) = server.get(&path("format=openai")).await;
    let listed = names(tools(&objectives), |t| &t["function"]["name"]);
    assert!(listed.contains(&"add_objective") && !listed.contains(&"link_means_to_fundamental"));

    for (query, named) in [("scope=everything", "scope"), ("detail=some", "detail")] {
        let (status, body) = server.get(&path(query)).await;
        assert_eq!(status, 422, "{body}");
        assert!(body["error"].as_str().unwrap().contains(named), "{body}");
    }
}

#[tokio::test]
async fn an_unknown_format_is_a_422_naming_the_allowed_values() {
    let server = Server::start(StoreKind::Embedded, "tool_formats_unknown").await;
    let cycle = server.create_cycle("Formats").await;
    let (status, body) = server
        .get(&format!("/api/cycles/{cycle}/tools?format=gemini"))
        .await;
    assert_eq!(status, 422, "{body}");
    let error = body["error"].as_str().expect("an error text");
    for part in [
        "gemini",
        "dto",
        "openai",
        "openai-responses",
        "anthropic",
        "mcp",
    ] {
        assert!(error.contains(part), "{part:?} missing from {error}");
    }
}

/// OpenAI's (`openai`, `openai-agents`) and Anthropic's own strict-schema
/// converters, over every tool of the catalog in every format the server
/// serves: none refuses a schema, none changes one (tests/agents/
/// check_converters.py says which differences it tolerates: one). And
/// pydantic-ai's test model makes valid arguments for each.
#[tokio::test]
async fn the_providers_strict_converters_accept_every_tool_unchanged() {
    let server = Server::start(StoreKind::Embedded, "tool_formats_converters").await;
    let dir = decision_store::testing::temp_data_dir("tool_formats_converters_catalog");
    let mut total = 0;
    for format in WireFormat::ALL {
        let (status, body) = server
            .get(&format!("/api/tools?format={}", format.as_str()))
            .await;
        assert_eq!(status, 200, "{body}");
        total = body["total"].as_u64().expect("a total");
        let file = dir.join(format!("{}.json", format.as_str()));
        std::fs::write(&file, body.to_string()).expect("write the catalog");
    }
    let report = run_script("check_converters.py", &[dir.to_str().unwrap()]).await;
    assert_eq!(report["failures"], json!([]), "{report}");
    let formats = WireFormat::ALL.len() as u64;
    assert!(total >= 50, "the whole catalog: {total}");
    assert_eq!(
        report["checked"],
        total * formats * 3,
        "every tool, every format, three converters: {report}"
    );
    assert_eq!(
        report["generated"],
        total * formats * 2,
        "pydantic-ai made arguments for every tool, every format, twice: {report}"
    );
}

/// examples/agent's loop, its model turns replayed from
/// examples/agent/transcripts (each provider's real response shape, parsed
/// with its SDK's types), against the real server: the calls reach the
/// service, a refused one goes back to the model as an error, `navigate`
/// moves the cycle and the next turn offers the new component's tools.
#[tokio::test]
async fn the_example_agent_loop_replays_each_providers_transcript() {
    let server = Server::start(StoreKind::Embedded, "tool_formats_agent").await;
    let base = server.url("");
    let token = token(DEFAULT_USER, USER_SCOPES);
    let transcripts = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/agent/transcripts");
    for provider in ["openai", "anthropic"] {
        let transcript = transcripts.join(format!("{provider}.json"));
        let report = run_script(
            "replay_agent.py",
            &[
                provider,
                transcript.to_str().unwrap(),
                base.trim_end_matches('/'),
                &token,
            ],
        )
        .await;
        let outcome = &report["outcome"];
        let calls: Vec<(&str, bool)> = outcome["calls"]
            .as_array()
            .expect("calls")
            .iter()
            .map(|c| (c["tool"].as_str().unwrap(), c["success"] == true))
            .collect();
        assert_eq!(
            calls,
            [
                ("add_potential_decision", true),
                ("set_focal_decision", false),
                ("set_focal_decision", true),
                ("navigate", true),
                ("add_objective", true),
            ],
            "{provider}: {report}"
        );
        assert!(outcome["answer"].as_str().is_some_and(|a| !a.is_empty()));
        let offered = report["offered"].as_array().expect("offered per turn");
        let has =
            |turn: usize, tool: &str| offered[turn].as_array().unwrap().contains(&json!(tool));
        assert!(
            has(0, "add_potential_decision") && !has(0, "add_objective"),
            "{provider}"
        );
        assert!(has(3, "add_objective") && has(3, "navigate"), "{provider}");

        let cycle = outcome["cycle_id"].as_str().expect("the cycle");
        let (status, listing) = server.get(&format!("/api/cycles/{cycle}/tools")).await;
        assert_eq!(status, 200, "{listing}");
        assert_eq!(listing["current_component"], "objectives", "{provider}");
        let (status, objectives) = server.tool(cycle, "list_objectives", json!({})).await;
        assert_eq!(status, 200, "{objectives}");
        assert!(
            objectives.to_string().contains("Maximize compensation"),
            "{provider}: {objectives}"
        );
    }
}
