//! One trace from the agent's call to the consumer: decisiond exports its
//! spans over OTLP/HTTP to a local receiver; an HTTP tool call sent with a
//! W3C `traceparent` gets a server span child of the caller's span, the
//! tool call and its append are children of that, the relay's publish
//! span shares the trace, and the JetStream message carries a
//! `traceparent` of that trace. A NATS command with a `traceparent`
//! continues its caller's trace too. Real binary, Postgres, nats-server.

use decision_e2e::nats::{
    EventConsumer, NatsServer, command, serve_args, stored_events, unique_names,
};
use decision_e2e::otlp::{OtlpReceiver, ReceivedSpan};
use decision_e2e::server::{StoreLocation, TEST_SECRET};
use decision_e2e::{Server, StoreKind};
use serde_json::json;
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
}
