//! One trace from the agent's call to the consumer: decisiond exports its
//! spans over OTLP/HTTP to a local receiver; an HTTP tool call sent with a
//! W3C `traceparent` gets a server span child of the caller's span, the
//! tool call and its append are children of that, the relay's publish
//! span shares the trace, and the JetStream message carries a
//! `traceparent` of that trace. A NATS command with a `traceparent`
//! continues its caller's trace too. Real binary, Postgres, nats-server.

/// gRPC, https, headers, and the trace ids in the JSON log lines.
#[path = "telemetry/export.rs"]
mod export;

use decision_e2e::nats::{
    EventConsumer, NatsServer, command, serve_args, stored_events, unique_names,
};
use decision_e2e::otlp::{OtlpReceiver, ReceivedSpan};
use decision_e2e::server::{
    DEFAULT_USER, StoreLocation, TEST_SECRET, USER_SCOPES, client_with_token, serve_raw, token,
};
use decision_e2e::{Server, StoreKind};
use serde_json::{Value, json};
use std::time::Duration;

/// The exporter sends a batch every 200 ms here (OTEL_BSP_SCHEDULE_DELAY).
const EXPORTED_WITHIN: Duration = Duration::from_secs(30);
const SERVICE_NAME: &str = "decisiond-telemetry-test";

/// A fresh caller span: (trace id, span id).
fn caller_span() -> (String, String) {
    let trace_id = uuid::Uuid::now_v7().simple().to_string();
    // The random half of another id (the first holds its timestamp).
    let span_id = uuid::Uuid::now_v7().simple().to_string()[16..].to_owned();
    (trace_id, span_id)
}

/// `add_objective` over MCP (stateless JSON-RPC) with a `traceparent`.
async fn mcp_call(client: &reqwest::Client, url: &str, traceparent: &str, cycle: &str) -> Value {
    let params = json!({"name": "add_objective", "arguments": {"cycle_id": cycle,
        "name": "Weight", "measure": "kg", "direction": "lower", "is_fundamental": true}});
    let response = client
        .post(url)
        .header("accept", "application/json, text/event-stream")
        .header("traceparent", traceparent)
        .json(&json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": params}))
        .send()
        .await
        .expect("MCP call");
    assert_eq!(response.status(), 200);
    response.json().await.expect("a JSON-RPC answer")
}

/// The one span named `name` whose parent is `parent` in `trace_id`.
fn child<'a>(
    spans: &'a [ReceivedSpan],
    trace_id: &str,
    parent: &str,
    name: &str,
) -> Option<&'a ReceivedSpan> {
    spans
        .iter()
        .find(|s| s.trace_id == trace_id && s.parent_span_id == parent && s.name == name)
}

#[tokio::test]
async fn one_trace_runs_from_the_call_through_the_append_to_the_consumer() {
    let nats = NatsServer::start("telemetry");
    let (stream, prefix) = unique_names();
    let receiver = OtlpReceiver::start().await;
    let server = Server::start_with_env(
        StoreLocation::fresh(StoreKind::Postgres, "telemetry").await,
        &serve_args(&nats, &stream, &prefix),
        &[
            ("DECISIOND_AUTH_SECRET", TEST_SECRET),
            ("OTEL_EXPORTER_OTLP_ENDPOINT", &receiver.endpoint),
            ("OTEL_SERVICE_NAME", SERVICE_NAME),
            ("OTEL_BSP_SCHEDULE_DELAY", "200"),
        ],
    )
    .await;
    let mut consumer = EventConsumer::create(&nats, &stream).await;
    let cycle = server.create_cycle("Which bike to buy").await;
    server.navigate(&cycle, "objectives").await;

    // An HTTP tool call inside the agent's trace.
    let (trace_id, caller) = caller_span();
    let response = server
        .http
        .post(server.url(&format!("/api/cycles/{cycle}/tools/add_objective")))
        .header("traceparent", format!("00-{trace_id}-{caller}-01"))
        .header("tracestate", "agent=call-1")
        .header("x-request-id", "req-telemetry-1")
        .json(&json!({"parameters": {"name": "Low cost", "measure": "EUR",
            "direction": "lower", "is_fundamental": true}}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(
        response.headers()["x-request-id"],
        "req-telemetry-1",
        "the caller's request id is echoed"
    );

    let http = receiver
        .wait_for(EXPORTED_WITHIN, "the HTTP server span", |spans| {
            child(
                spans,
                &trace_id,
                &caller,
                "POST /api/cycles/{id}/tools/{name}",
            )
            .cloned()
        })
        .await;
    assert_eq!(http.kind, 2, "a server span: {http:?}");
    assert_eq!(http.service_name, SERVICE_NAME);
    assert_eq!(http.attribute("request_id"), Some("req-telemetry-1"));
    let tool_call = receiver
        .wait_for(EXPORTED_WITHIN, "the tool_call span", |spans| {
            child(spans, &trace_id, &http.span_id, "tool_call").cloned()
        })
        .await;
    assert_eq!(tool_call.attribute("tool"), Some("add_objective"));
    receiver
        .wait_for(EXPORTED_WITHIN, "the append span", |spans| {
            child(spans, &trace_id, &tool_call.span_id, "append").cloned()
        })
        .await;

    // The call's events keep the trace context (the tool call's span as
    // their parent) and the relay continues it.
    let stored = stored_events(&server).await;
    let traced: Vec<_> = stored
        .iter()
        .filter(|e| {
            e["metadata"]["trace_context"]["traceparent"]
                .as_str()
                .is_some_and(|tp| tp.contains(&trace_id))
        })
        .collect();
    let types: Vec<&str> = traced
        .iter()
        .map(|e| e["event_type"].as_str().unwrap())
        .collect();
    assert_eq!(
        types,
        ["ObjectiveAdded", "ToolInvocationRecorded"],
        "{stored:#?}"
    );
    for event in &traced {
        assert_eq!(
            event["metadata"]["trace_context"]["traceparent"],
            format!("00-{trace_id}-{}-01", tool_call.span_id)
        );
        assert_eq!(
            event["metadata"]["trace_context"]["tracestate"],
            "agent=call-1"
        );
    }
    let publish = receiver
        .wait_for(EXPORTED_WITHIN, "the relay's publish spans", |spans| {
            let found: Vec<ReceivedSpan> = spans
                .iter()
                .filter(|s| s.trace_id == trace_id && s.name == "relay publish")
                .cloned()
                .collect();
            (found.len() == traced.len()).then_some(found)
        })
        .await;
    for span in &publish {
        assert_eq!(span.parent_span_id, tool_call.span_id, "{span:?}");
        assert_eq!(span.kind, 4, "a producer span: {span:?}");
    }
    consumer
        .collect(
            stored.len(),
            Duration::from_secs(30),
            Duration::from_millis(200),
        )
        .await;
    for event in &traced {
        let id = event["event_id"].as_str().unwrap();
        let message = consumer
            .received
            .iter()
            .find(|m| m.headers.get("Nats-Msg-Id").map(String::as_str) == Some(id))
            .unwrap_or_else(|| panic!("event {id} never arrived"));
        let traceparent = &message.headers["traceparent"];
        let span = publish
            .iter()
            .find(|s| s.attribute("event_id") == Some(id))
            .unwrap_or_else(|| panic!("no publish span for {id}: {publish:?}"));
        assert_eq!(traceparent, &format!("00-{trace_id}-{}-01", span.span_id));
        assert_eq!(message.headers["tracestate"], "agent=call-1");
    }

    // So does an MCP call: its span continues the HTTP request's, on
    // rmcp's own task.
    let (mcp_trace, mcp_caller) = caller_span();
    let answer = mcp_call(
        &server.http,
        &server.url("/mcp"),
        &format!("00-{mcp_trace}-{mcp_caller}-01"),
        &cycle,
    )
    .await;
    assert_eq!(answer["result"]["isError"], false, "{answer}");
    let mcp_http = receiver
        .wait_for(EXPORTED_WITHIN, "the MCP request's HTTP span", |spans| {
            child(spans, &mcp_trace, &mcp_caller, "POST /mcp").cloned()
        })
        .await;
    let mcp = receiver
        .wait_for(EXPORTED_WITHIN, "the MCP call span", |spans| {
            child(spans, &mcp_trace, &mcp_http.span_id, "MCP tools/call").cloned()
        })
        .await;
    receiver
        .wait_for(EXPORTED_WITHIN, "the MCP call's tool_call span", |spans| {
            child(spans, &mcp_trace, &mcp.span_id, "tool_call").cloned()
        })
        .await;

    // Probes are not traced (checked once later spans have arrived).
    let (probe_trace, probe_caller) = caller_span();
    let probe = server
        .http
        .get(server.url("/readyz"))
        .header("traceparent", format!("00-{probe_trace}-{probe_caller}-01"))
        .send()
        .await
        .unwrap();
    assert_eq!(probe.status(), 200);

    // A NATS command continues its caller's trace too.
    let (nats_trace, nats_caller) = caller_span();
    let client = nats.client().await;
    let reply = command(
        &client,
        &format!("{prefix}.commands.{cycle}.add_objective"),
        json!({"parameters": {"name": "Fun", "measure": "stars", "direction": "higher",
            "is_fundamental": true}})
        .to_string()
        .as_bytes(),
        &[("traceparent", &format!("00-{nats_trace}-{nats_caller}-01"))],
    )
    .await;
    assert_eq!(reply.status, 200, "{:?}", reply.body);
    let intake = receiver
        .wait_for(EXPORTED_WITHIN, "the NATS command span", |spans| {
            child(spans, &nats_trace, &nats_caller, "NATS command").cloned()
        })
        .await;
    assert_eq!(intake.kind, 2, "a server span: {intake:?}");
    receiver
        .wait_for(EXPORTED_WITHIN, "the NATS call's tool_call span", |spans| {
            child(spans, &nats_trace, &intake.span_id, "tool_call").cloned()
        })
        .await;
    let probed: Vec<ReceivedSpan> = receiver
        .spans()
        .into_iter()
        .filter(|s| s.trace_id == probe_trace)
        .collect();
    assert!(probed.is_empty(), "a probe was traced: {probed:?}");
}

/// Without export, the caller's own context is what the events keep and
/// the messages carry, on every door; and each HTTP request leaves one
/// access-log line (JSON here), with no token in the log.
#[tokio::test]
async fn without_export_the_callers_context_reaches_the_consumer_and_requests_are_logged() {
    let nats = NatsServer::start("telemetry_off");
    let (stream, prefix) = unique_names();
    // Held to the end: the directory is removed with it.
    let store = StoreLocation::fresh(StoreKind::Embedded, "telemetry_off").await;
    let StoreLocation::Embedded(dir, _) = &store else {
        unreachable!("an embedded store is a directory")
    };
    let mut args = vec!["--data-dir".to_owned(), dir.display().to_string()];
    args.extend(serve_args(&nats, &stream, &prefix));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let mut child = serve_raw(
        &args,
        &[
            ("DECISIOND_AUTH_SECRET", TEST_SECRET),
            ("DECISIOND_LOG_JSON", "true"),
        ],
    );
    let stdout = child.stdout.take().expect("piped stdout");
    let base_url = tokio::task::spawn_blocking(move || {
        use std::io::BufRead;
        let mut lines = std::io::BufReader::new(stdout).lines();
        let line = lines.next().expect("a first line").expect("stdout");
        std::thread::spawn(move || for _ in lines {});
        line.strip_prefix("decisiond listening on ")
            .expect(&line)
            .to_owned()
    })
    .await
    .unwrap();
    let bearer = token(DEFAULT_USER, USER_SCOPES);
    let http = client_with_token(&bearer);
    let post = |path: String, body: Value| {
        let request = http.post(format!("{base_url}{path}")).json(&body);
        async move { request.send().await.unwrap() }
    };
    let created = post("/api/cycles".into(), json!({"title": "Untraced export"})).await;
    assert_eq!(created.status(), 201);
    let cycle = created.json::<Value>().await.unwrap()["cycle_id"]
        .as_str()
        .unwrap()
        .to_owned();
    let moved = http
        .put(format!("{base_url}/api/cycles/{cycle}/component"))
        .json(&json!({"component": "objectives"}))
        .send()
        .await
        .unwrap();
    assert_eq!(moved.status(), 200);

    let (http_trace, http_caller) = caller_span();
    let http_parent = format!("00-{http_trace}-{http_caller}-01");
    let called = http
        .post(format!("{base_url}/api/cycles/{cycle}/tools/add_objective"))
        .header("traceparent", &http_parent)
        .header("x-request-id", "req-untraced-1")
        .json(&json!({"parameters": {"name": "Low cost", "measure": "EUR",
            "direction": "lower", "is_fundamental": true}}))
        .send()
        .await
        .unwrap();
    assert_eq!(called.status(), 200);
    let generated = called.headers()["x-request-id"]
        .to_str()
        .unwrap()
        .to_owned();
    assert_eq!(generated, "req-untraced-1");
    let (mcp_trace, mcp_caller) = caller_span();
    let mcp_parent = format!("00-{mcp_trace}-{mcp_caller}-00");
    let answer = mcp_call(&http, &format!("{base_url}/mcp"), &mcp_parent, &cycle).await;
    assert_eq!(answer["result"]["isError"], false, "{answer}");
    let (nats_trace, nats_caller) = caller_span();
    let nats_parent = format!("00-{nats_trace}-{nats_caller}-01");
    let client = nats.client().await;
    let reply = command(
        &client,
        &format!("{prefix}.commands.{cycle}.add_objective"),
        json!({"parameters": {"name": "Fun", "measure": "stars", "direction": "higher",
            "is_fundamental": true}})
        .to_string()
        .as_bytes(),
        &[("traceparent", &nats_parent)],
    )
    .await;
    assert_eq!(reply.status, 200, "{:?}", reply.body);
    // A malformed traceparent starts no context at all.
    let untraced = http
        .post(format!("{base_url}/api/cycles/{cycle}/tools/add_note"))
        .header("traceparent", "00-not-a-trace-01")
        .json(&json!({"parameters": {"content": "untraced"}}))
        .send()
        .await
        .unwrap();
    let untraced_status = untraced.status();
    assert_eq!(untraced_status, 200, "{}", untraced.text().await.unwrap());

    // Each call's two events (its event and its audit record) keep the
    // caller's context, and their messages carry it.
    let mut consumer = EventConsumer::create(&nats, &stream).await;
    let events: Vec<Value> = reqwest::Client::new()
        .get(format!("{base_url}/api/events?after=0&limit=1000"))
        .bearer_auth(&bearer)
        .send()
        .await
        .unwrap()
        .json::<Value>()
        .await
        .unwrap()["events"]
        .as_array()
        .unwrap()
        .clone();
    consumer
        .collect(
            events.len(),
            Duration::from_secs(30),
            Duration::from_millis(200),
        )
        .await;
    for parent in [&http_parent, &mcp_parent, &nats_parent] {
        let carrying: Vec<&Value> = events
            .iter()
            .filter(|e| e["metadata"]["trace_context"]["traceparent"] == parent.as_str())
            .collect();
        assert_eq!(carrying.len(), 2, "{parent}: {events:#?}");
        for event in carrying {
            let id = event["event_id"].as_str().unwrap();
            let message = consumer
                .received
                .iter()
                .find(|m| m.headers.get("Nats-Msg-Id").map(String::as_str) == Some(id))
                .unwrap_or_else(|| panic!("event {id} never arrived"));
            assert_eq!(message.headers.get("traceparent"), Some(parent));
        }
    }
    let traced = events
        .iter()
        .filter(|e| e["metadata"].get("trace_context").is_some())
        .count();
    assert_eq!(traced, 6, "only the traced calls' events carry a context");

    child.kill().unwrap();
    let output = child.wait_with_output().unwrap();
    let log = String::from_utf8_lossy(&output.stderr);
    assert!(!log.contains(&bearer), "a token reached the log");
    let access: Vec<Value> = log
        .lines()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .filter(|line| line["target"] == "decisiond::access")
        .collect();
    let call = access
        .iter()
        .find(|line| line["request_id"] == "req-untraced-1")
        .unwrap_or_else(|| panic!("no access line for the call: {log}"));
    assert_eq!(call["level"], "INFO", "{call}");
    assert_eq!(call["method"], "POST", "{call}");
    assert_eq!(call["route"], "/api/cycles/{id}/tools/{name}", "{call}");
    assert_eq!(call["status"], 200, "{call}");
    assert!(call["duration_ms"].as_f64().is_some(), "{call}");
    // One line per HTTP request (the NATS command is none): create,
    // navigate, two tool calls, MCP, the events read.
    assert_eq!(access.len(), 6, "{access:#?}");
    assert!(
        access.iter().all(|line| !line.to_string().contains(&cycle)),
        "the route template, never the path: {access:#?}"
    );
}
