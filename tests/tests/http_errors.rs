//! Bad input gets a clear 4xx with the tool-response shape, never a 500,
//! and changes nothing.

use decision_e2e::{Server, StoreKind};
use serde_json::{Value, json};

async fn raw_post(server: &Server, path: &str, content_type: &str, body: Vec<u8>) -> (u16, Value) {
    let response = server
        .http
        .post(server.url(path))
        .header("content-type", content_type)
        .body(body)
        .send()
        .await
        .expect("send");
    let status = response.status().as_u16();
    (
        status,
        response.json().await.expect("every error has a JSON body"),
    )
}

fn assert_error_shape(body: &Value) {
    assert_eq!(body["success"], false, "{body}");
    assert!(
        body["error"].as_str().is_some_and(|e| !e.is_empty()),
        "{body}"
    );
}

#[tokio::test]
async fn malformed_requests_get_clear_client_errors() {
    let server = Server::start(StoreKind::Postgres, "http_errors").await;
    let cycle = server.create_cycle("Errors").await;
    let tool_path = format!("/api/cycles/{cycle}/tools/add_potential_decision");

    let (status, body) = raw_post(
        &server,
        &tool_path,
        "application/json",
        b"{not json".to_vec(),
    )
    .await;
    assert_eq!(status, 400, "{body}");
    assert_error_shape(&body);
    assert!(body["error"].as_str().unwrap().contains("not valid JSON"));

    let (status, body) = raw_post(&server, &tool_path, "text/plain", b"{}".to_vec()).await;
    assert_eq!(status, 415, "{body}");
    assert!(body["error"].as_str().unwrap().contains("application/json"));

    let (status, body) = raw_post(
        &server,
        &tool_path,
        "application/json",
        br#"{"parameters": 5}"#.to_vec(),
    )
    .await;
    assert_eq!(status, 422, "{body}");
    assert_error_shape(&body);

    let huge = format!(
        r#"{{"parameters": {{"description": "{}"}}}}"#,
        "x".repeat(300_000)
    );
    let (status, body) = raw_post(&server, &tool_path, "application/json", huge.into_bytes()).await;
    assert_eq!(status, 413, "{body}");
    assert!(body["error"].as_str().unwrap().contains("limit"));

    let (status, body) = server
        .tool(
            &cycle,
            "add_potential_decison",
            json!({"description": "typo"}),
        )
        .await;
    assert_eq!(status, 404, "{body}");
    assert!(
        body["error"]
            .as_str()
            .unwrap()
            .contains("did you mean add_potential_decision")
    );

    let (status, body) = server
        .tool(
            &cycle,
            "add_potential_decision",
            json!({"description": "ok", "extra": 1}),
        )
        .await;
    let last_audited = body["position"].as_i64().expect("audited");
    assert_eq!(status, 422, "{body}");
    assert!(body["error"].as_str().unwrap().contains("extra"), "{body}");

    let (status, body) = server
        .tool(
            &uuid::Uuid::now_v7().to_string(),
            "get_document_summary",
            json!({}),
        )
        .await;
    assert_eq!(status, 404, "{body}");
    let (status, _) = server
        .tool("not-a-uuid", "get_document_summary", json!({}))
        .await;
    assert_eq!(status, 404);
    let (status, body) = server.get("/api/nothing/here").await;
    assert_eq!(status, 404, "{body}");
    assert_error_shape(&body);

    let (status, body) = server.post("/api/cycles", &json!({"title": "   "})).await;
    assert_eq!(status, 422, "{body}");
    assert!(body["error"].as_str().unwrap().contains("title"));

    let response = server
        .http
        .put(server.url(&format!("/api/cycles/{cycle}/component")))
        .json(&json!({"component": "finale"}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 422);
    let body: Value = response.json().await.unwrap();
    assert!(
        body["error"].as_str().unwrap().contains("problem_frame"),
        "{body}"
    );

    // None of that changed the cycle. The three calls that reached a tool
    // (parameters not an object, unknown tool, extra field) are audited as
    // rejected; bodies that never parsed are not tool calls.
    let (_, log) = server
        .get_after(
            &format!("/api/cycles/{cycle}/tools/invocations"),
            last_audited,
        )
        .await;
    assert_eq!(log["total"], 3, "{log}");
    assert_eq!(log["rejected"], 3, "{log}");
    let (_, summary) = server.tool(&cycle, "get_document_summary", json!({})).await;
    assert_eq!(
        summary["data"]["completion_status"]["issue_raising"],
        "not_started"
    );
}

#[tokio::test]
async fn tool_list_follows_the_current_component() {
    let server = Server::start(StoreKind::Embedded, "tool_list").await;
    let cycle = server.create_cycle("Tools").await;
    let (status, body) = server.get(&format!("/api/cycles/{cycle}/tools")).await;
    assert_eq!(status, 200);
    assert_eq!(body["current_component"], "issue_raising");
    // What next: the component's gaps and the tools that close them.
    assert_eq!(body["next_steps"]["status"], "not_started");
    assert_eq!(
        body["next_steps"]["suggested_tools"][0],
        "add_potential_decision"
    );
    let (_, catalog) = server.get("/api/tools").await;
    assert_eq!(
        catalog["components"].as_object().unwrap().len(),
        9,
        "8 components + cross_cutting"
    );
    let listed: usize = catalog["components"]
        .as_object()
        .unwrap()
        .values()
        .map(|v| v.as_array().unwrap().len())
        .sum();
    assert_eq!(catalog["total"], listed as u64);
    assert!(
        catalog["components"]["tradeoffs"]
            .as_array()
            .unwrap()
            .iter()
            .any(|t| t["name"] == "mark_dominated")
    );
    let names: Vec<&str> = body["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    assert!(names.contains(&"add_potential_decision"));
    // The step's set: the discovery tool, not every cross-cutting tool
    // (those are `scope=component`'s, and one find_tools call away).
    assert!(names.contains(&"find_tools"), "{names:?}");
    assert!(!names.contains(&"compute_pugh_totals"), "{names:?}");
    assert!(!names.contains(&"add_objective"));
    let (_, component) = server
        .get(&format!("/api/cycles/{cycle}/tools?scope=component"))
        .await;
    assert!(
        component["tools"]
            .as_array()
            .unwrap()
            .iter()
            .any(|t| t["name"] == "compute_pugh_totals"),
        "cross-cutting tools are callable in every component"
    );
    let tool = &body["tools"][0];
    assert_eq!(tool["parameters"]["type"], "object", "{tool}");
    assert!(tool["returns"].is_object());

    server.navigate(&cycle, "objectives").await;
    let (_, body) = server.get(&format!("/api/cycles/{cycle}/tools")).await;
    assert_eq!(body["current_component"], "objectives");
    let names: Vec<&str> = body["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    assert!(names.contains(&"add_objective") && !names.contains(&"add_potential_decision"));
}

#[tokio::test]
async fn global_feed_pages_through_every_event() {
    let server = Server::start(StoreKind::Postgres, "feed").await;
    let a = server.create_cycle("A").await;
    let b = server.create_cycle("B").await;
    for cycle in [&a, &b, &a] {
        let (status, _) = server
            .tool(cycle, "add_potential_decision", json!({"description": "d"}))
            .await;
        assert_eq!(status, 200);
    }
    // 2 creations + 3 calls × (1 domain event + 1 audit record) = 8 events.
    let mut seen = Vec::new();
    let mut after = 0;
    loop {
        let (status, page) = server
            .get(&format!("/api/events?after={after}&limit=3"))
            .await;
        assert_eq!(status, 200, "{page}");
        let events = page["events"].as_array().unwrap();
        if events.is_empty() {
            break;
        }
        for e in events {
            assert!(
                e["event_id"].is_string() && e["metadata"]["actor"].is_string(),
                "{e}"
            );
            seen.push(e["event_id"].as_str().unwrap().to_owned());
        }
        after = page["next_after"].as_i64().unwrap();
    }
    let distinct: std::collections::HashSet<&String> = seen.iter().collect();
    assert_eq!((seen.len(), distinct.len()), (8, 8));

    let (status, body) = server.get("/api/events?after=999999").await;
    assert_eq!(status, 422, "{body}");
    let (status, _) = server.get("/api/events?limit=0").await;
    assert_eq!(status, 422);
}

/// The names of the tools callable now, as the catalog lists them.
async fn tools_here(server: &Server, cycle: &str) -> String {
    // The remedy names every tool callable here (the component's scope).
    let (status, list) = server
        .get(&format!("/api/cycles/{cycle}/tools?scope=component"))
        .await;
    assert_eq!(status, 200, "{list}");
    let names: Vec<&str> = list["tools"]
        .as_array()
        .expect("tools")
        .iter()
        .map(|t| t["name"].as_str().expect("a name"))
        .collect();
    names.join(", ")
}

/// Refusals whose remedy each door words in its own terms (a component to
/// move to, a cycle to create, the tools to call, a key to send) read,
/// over HTTP, exactly as HTTP clients have always read them.
#[tokio::test]
async fn remedies_read_in_http_terms_over_http() {
    let server = Server::start(StoreKind::Embedded, "http_remedies").await;
    let cycle = server.create_cycle("Remedies").await;
    let here = tools_here(&server, &cycle).await;
    let error = |body: &Value| body["error"].as_str().expect("an error text").to_owned();

    let objective = json!({"name": "Pay", "measure": "EUR", "direction": "higher",
        "is_fundamental": true});
    let (status, body) = server.tool(&cycle, "add_objective", objective).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(
        error(&body),
        format!(
            "`add_objective` belongs to the objectives component, but the cycle is in \
             issue_raising. Navigate first (PUT /api/cycles/:id/component with \
             {{\"component\": \"objectives\"}}), or use a tool available in issue_raising: {here}"
        )
    );

    let (status, body) = server.tool(&cycle, "compute_pugh_total", json!({})).await;
    assert_eq!(status, 404, "{body}");
    assert_eq!(
        error(&body),
        format!(
            "unknown tool `compute_pugh_total`; did you mean compute_pugh_totals? tools \
             available in issue_raising: {here}"
        )
    );
    let (status, body) = server.tool(&cycle, "qqqqqqqqqq", json!({})).await;
    assert_eq!(status, 404, "{body}");
    assert_eq!(
        error(&body),
        format!("unknown tool `qqqqqqqqqq`; tools available in issue_raising: {here}")
    );

    let missing = "0190a0a0-0000-7000-8000-000000000000";
    let (status, body) = server.tool(missing, "add_note", json!({})).await;
    assert_eq!(status, 404, "{body}");
    assert_eq!(
        error(&body),
        format!("no cycle {missing}: create one with POST /api/cycles")
    );
    let (status, body) = server.tool("not-a-uuid", "add_note", json!({})).await;
    assert_eq!(status, 404, "{body}");
    assert_eq!(
        error(&body),
        "no cycle `not-a-uuid`: cycle ids are UUIDs, as returned by POST /api/cycles"
    );

    let keyed = |key: &str, description: &str| {
        server
            .http
            .post(server.url(&format!("/api/cycles/{cycle}/tools/add_potential_decision")))
            .header("idempotency-key", key)
            .json(&json!({"parameters": {"description": description}}))
            .send()
    };
    let response = keyed(&"k".repeat(256), "First").await.unwrap();
    assert_eq!(response.status(), 400);
    let body: Value = response.json().await.unwrap();
    assert_eq!(
        error(&body),
        "an idempotency key (the Idempotency-Key header) must be 1 to 255 visible ASCII \
         characters, e.g. a UUID"
    );
    assert_eq!(keyed("remedy-1", "First").await.unwrap().status(), 200);
    let response = keyed("remedy-1", "Second").await.unwrap();
    assert_eq!(response.status(), 422);
    let body: Value = response.json().await.unwrap();
    assert_eq!(
        error(&body),
        "the Idempotency-Key `remedy-1` was first used with a different request (another \
         route, tool, body or caller); a key names exactly one request: send a new key for a \
         new request"
    );
}

/// A client that accepts `application/problem+json` gets errors outside a
/// tool call as RFC 9457 problem documents (with the same explanation and
/// headers); others get the `ErrorBody` they always had, and a tool call
/// keeps its envelope either way.
#[tokio::test]
async fn errors_come_as_problem_documents_to_clients_that_ask() {
    let server = Server::start(StoreKind::Embedded, "problem_json").await;
    let unknown = format!("/api/cycles/{}/pugh", uuid::Uuid::now_v7());
    let problem = "application/problem+json";

    let asked = server
        .http
        .get(server.url(&unknown))
        .header("accept", problem)
        .send()
        .await
        .expect("send");
    assert_eq!(asked.status().as_u16(), 404);
    assert_eq!(asked.headers()["content-type"], problem);
    assert!(asked.headers().contains_key("x-request-id"));
    let body: Value = asked.json().await.expect("a problem document");
    assert_eq!(body["type"], "about:blank", "{body}");
    assert_eq!(body["title"], "Not Found", "{body}");
    assert_eq!(body["status"], 404, "{body}");
    assert_eq!(body["instance"], unknown, "{body}");
    assert!(
        body["detail"].as_str().is_some_and(|d| !d.is_empty()),
        "{body}"
    );
    assert!(body.get("success").is_none(), "{body}");

    let plain = server
        .http
        .get(server.url(&unknown))
        .send()
        .await
        .expect("send");
    assert_eq!(plain.status().as_u16(), 404);
    assert_eq!(plain.headers()["content-type"], "application/json");
    assert_error_shape(&plain.json().await.expect("an ErrorBody"));

    // Without a token: the challenge header stays beside the problem.
    let anonymous = reqwest::Client::new()
        .get(server.url("/api/cycles"))
        .header("accept", format!("application/json;q=0.5, {problem}"))
        .send()
        .await
        .expect("send");
    assert_eq!(anonymous.status().as_u16(), 401);
    assert_eq!(anonymous.headers()["content-type"], problem);
    assert!(anonymous.headers().contains_key("www-authenticate"));

    // A tool call keeps the tool envelope.
    let cycle = server.create_cycle("Problems").await;
    let call = server
        .http
        .post(server.url(&format!("/api/cycles/{cycle}/tools/add_objective")))
        .header("accept", problem)
        .json(&json!({"parameters": {"name": ""}}))
        .send()
        .await
        .expect("send");
    assert_eq!(call.status().as_u16(), 422);
    assert_eq!(call.headers()["content-type"], "application/json");
    assert_error_shape(&call.json().await.expect("the tool envelope"));
}
