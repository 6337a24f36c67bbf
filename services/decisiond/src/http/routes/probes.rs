//! The public operations for operators and hosts: probes, metrics, the
//! API's own description and the OAuth metadata; and the projections'
//! status (`admin`).

use super::Spec;
use crate::app::OpsView;
use crate::http::health::{Health, Readiness};
use crate::http::openapi::vocab::{Named, json_content, ok, one, op, with_errors};
use serde_json::{Value, json};

pub(super) fn livez(_: &Spec<'_>) -> Value {
    let mut livez = op(
        "Liveness: 200 while the process serves HTTP. Asks no dependency, so a database or \
         NATS outage never fails it (a liveness probe that did would restart every instance).",
        vec![],
        None,
        json!({"200": ok::<Health>("Alive.")}),
    )
    .named("livez", "Operations");
    livez["description"] = json!("Public: no token needed.");
    livez
}

pub(super) fn healthz(_: &Spec<'_>) -> Value {
    let mut healthz = op(
        "Store health: 200 when the event store answers (use `/livez` for liveness, `/readyz` \
         for readiness).",
        vec![],
        None,
        json!({"200": ok::<Health>("Healthy."), "503": ok::<Health>("Event store unreachable.")}),
    )
    .named("healthz", "Operations");
    healthz["description"] = json!("Public: no token needed.");
    healthz
}

pub(super) fn readyz(_: &Spec<'_>) -> Value {
    op(
        "Readiness: 200 when the event store answers (NATS is reported; while it is down the \
         instance stays ready, `degraded: true`, since commands are still accepted).",
        vec![],
        None,
        json!({"200": ok::<Readiness>("Ready."),
               "503": {"description": "Event store unreachable.",
                       "headers": {"Retry-After": {"schema": {"type": "integer"}}},
                       "content": json_content("Readiness")}}),
    )
    .named("readyz", "Operations")
}

pub(super) fn metrics(_: &Spec<'_>) -> Value {
    let mut metrics = op(
        "Prometheus metrics (text exposition format).",
        vec![],
        None,
        json!({"200": {"description": "The metrics.", "content": {"text/plain": {"schema": {"type": "string"}}}},
               "401": {"description": "Only when the service runs with `--metrics-token`: the request lacks `Authorization: Bearer <metrics token>`.",
                       "headers": {"WWW-Authenticate": {"schema": {"type": "string"}}},
                       "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorBody"}}}}}),
    )
    .named("metrics", "Operations");
    metrics["description"] = json!(
        "No JWT. Open unless the service runs with `--metrics-token` (`DECISIOND_METRICS_TOKEN`): \
         then it needs that static token as `Authorization: Bearer <token>`. The state gauges are \
         refreshed in the background (`decisiond_metrics_state_age_seconds`), never per scrape."
    );
    metrics
}

pub(super) fn openapi(_: &Spec<'_>) -> Value {
    op("This document; no token needed.", vec![], None,
        json!({"200": {"description": "The OpenAPI 3.1 document.", "content": {"application/json": {"schema": {"type": "object", "description": "An OpenAPI 3.1 document (its own schema is the OpenAPI specification's)."}}}}}))
        .named("getOpenApi", "Operations")
}

pub(super) fn api_docs(_: &Spec<'_>) -> Value {
    op("This document, rendered for people (an HTML page that works offline).", vec![], None,
        json!({"200": {"description": "The documentation page.", "content": {"text/html": {"schema": {"type": "string"}}}}}))
        .named("getApiDocs", "Operations")
}

pub(super) fn api_docs_script(_: &Spec<'_>) -> Value {
    op("The documentation page's script (Redoc, embedded).", vec![], None,
        json!({"200": {"description": "The script.", "content": {"text/javascript": {"schema": {"type": "string"}}}}}))
        .named("getApiDocsScript", "Operations")
}

pub(super) fn resource_metadata(_: &Spec<'_>) -> Value {
    op("This server's OAuth 2.0 protected-resource metadata (RFC 9728): the resource identifier its tokens must name as audience (`DECISIOND_AUTH_RESOURCE`; unset, the listen address), the authorization servers that issue them (`DECISIOND_AUTH_AUTHORIZATION_SERVERS`), the scopes an agent may ask for (`cycles:read cycles:write`; the others are granted deliberately, not advertised) and the bearer method. A 401's `WWW-Authenticate` names this document in `resource_metadata`. When the resource has a path, the document is served at this path plus that path instead.", vec![], None,
        json!({"200": {"description": "The metadata.", "content": json_content("ProtectedResourceMetadata")},
            "404": {"description": "Not this server's document path (its resource has a path).", "content": json_content("ErrorBody")}}))
        .named("getProtectedResourceMetadata", "Operations")
}

pub(super) fn projections(_: &Spec<'_>) -> Value {
    op(
        "Each read model's checkpoint and lag, and the relay's.",
        vec![],
        None,
        with_errors(
            one("200", ok::<OpsView>("The projections' status.")),
            &[500, 503],
        ),
    )
    .named("getProjections", "Operations")
}
