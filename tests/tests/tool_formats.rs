//! `GET /api/cycles/:id/tools?format=…` serves the provider wire formats
//! (DESIGN.md §5) from the real binary; an unknown format is a 422 that
//! names the allowed values.

use decision_e2e::{Server, StoreKind};
use serde_json::Value;

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
    let path = |format: &str| format!("/api/cycles/{cycle}/tools?format={format}");

    let (status, dto) = server.get(&format!("/api/cycles/{cycle}/tools")).await;
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

#[tokio::test]
async fn an_unknown_format_is_a_422_naming_the_allowed_values() {
    let server = Server::start(StoreKind::Embedded, "tool_formats_unknown").await;
    let cycle = server.create_cycle("Formats").await;
    let (status, body) = server
        .get(&format!("/api/cycles/{cycle}/tools?format=gemini"))
        .await;
    assert_eq!(status, 422, "{body}");
    let error = body["error"].as_str().expect("an error text");
    for part in ["gemini", "dto", "openai", "anthropic", "mcp"] {
        assert!(error.contains(part), "{part:?} missing from {error}");
    }
}
