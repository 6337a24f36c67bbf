//! The rules every documented operation follows, and the document
//! against the route table it is written from.

use crate::app::ServiceLimits;
use std::collections::BTreeSet;

/// The document of a service with every catalog tool and `limits`.
fn document_with(limits: &ServiceLimits) -> serde_json::Value {
    let catalog = decision_catalog::Catalog::new();
    let tools: Vec<&decision_catalog::ToolSpec> = catalog.all().iter().collect();
    super::document(&tools, limits)
}

const METHODS: [&str; 5] = ["get", "put", "post", "delete", "patch"];

/// The table the router is wired from lists each operation once, and
/// the document has exactly its operations (plus one per tool, the
/// generic call's path with the name filled in). That the live router
/// answers each of them, and no other method on their paths, is
/// `tests/tests/openapi.rs`.
#[test]
fn the_document_has_the_route_tables_operations_and_nothing_else() {
    let mut table = BTreeSet::new();
    for endpoint in super::ENDPOINTS {
        let key = (endpoint.verb.as_str().to_owned(), endpoint.path.to_owned());
        assert!(
            table.insert(key.clone()),
            "{key:?} twice in the route table"
        );
    }
    let doc = document_with(&ServiceLimits::default());
    let catalog = decision_catalog::Catalog::new();
    let mut documented = BTreeSet::new();
    for (path, item) in doc["paths"].as_object().expect("paths") {
        let path = match path.strip_prefix("/api/cycles/{id}/tools/") {
            Some(name) if catalog.get(name).is_some() => super::per_tool::GENERIC_PATH.to_owned(),
            _ => path.clone(),
        };
        for method in item.as_object().expect("path item").keys() {
            if METHODS.contains(&method.as_str()) {
                documented.insert((method.clone(), path.clone()));
            }
        }
    }
    assert_eq!(table, documented);
    assert!(table.len() > 30, "{table:?}");
}

/// A request's 401 challenge names the scopes its operation states: read
/// for reads, write for writes, the person's for answers and erasure, the
/// agent's on `/mcp`, and the operators' on their routes.
#[test]
fn the_challenge_names_what_the_operation_needs() {
    use axum::http::Method;
    use decision_auth::Scope::*;
    let cases: [(Method, &str, &[decision_auth::Scope]); 10] = [
        (Method::GET, "/api/cycles", &[CyclesRead]),
        (Method::POST, "/api/cycles", &[CyclesWrite]),
        (Method::GET, "/api/cycles/0190/pugh", &[CyclesRead]),
        (
            Method::POST,
            "/api/cycles/0190/tools/add_objective",
            &[CyclesWrite],
        ),
        (
            Method::POST,
            "/api/cycles/0190/confirmations/c1/respond",
            &[CyclesWrite, CyclesConfirm],
        ),
        (
            Method::DELETE,
            "/api/cycles/0190",
            &[CyclesWrite, CyclesConfirm],
        ),
        (Method::POST, "/mcp", &[CyclesRead, CyclesWrite]),
        (Method::GET, "/mcp", &[CyclesRead, CyclesWrite]),
        (Method::GET, "/api/events", &[EventsRead]),
        (Method::GET, "/api/projections", &[Admin]),
    ];
    for (method, path, scopes) in cases {
        assert_eq!(
            crate::http::auth::needed_scopes(&method, path),
            scopes,
            "{method} {path}"
        );
    }
}

#[test]
fn the_document_is_openapi_3_1_with_global_bearer_auth() {
    let doc = document_with(&ServiceLimits::default());
    assert_eq!(doc["openapi"], "3.1.0");
    assert_eq!(doc["security"], serde_json::json!([{"bearerAuth": []}]));
    let scheme = &doc["components"]["securitySchemes"]["bearerAuth"];
    assert_eq!(scheme["type"], "http");
    assert_eq!(scheme["scheme"], "bearer");
    assert_eq!(scheme["bearerFormat"], "JWT");
}

/// Every operation with its method and path.
fn operations(doc: &serde_json::Value) -> Vec<(String, String, &serde_json::Value)> {
    let mut out = Vec::new();
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for (method, op) in item.as_object().expect("path item") {
            if METHODS.contains(&method.as_str()) {
                out.push((method.to_uppercase(), path.clone(), op));
            }
        }
    }
    out
}

/// Only the probes, the API's description and the browser's sign-in are
/// public.
const PUBLIC: &[&str] = &[
    "POST /api/session",
    "DELETE /api/session",
    "GET /session/start",
    "/livez",
    "/healthz",
    "/readyz",
    "/metrics",
    "/api/openapi.json",
    "/api/docs",
    "/api/docs/redoc.standalone.js",
    "/.well-known/oauth-protected-resource",
];

fn is_public(method: &str, path: &str) -> bool {
    PUBLIC.contains(&path) || PUBLIC.contains(&format!("{method} {path}").as_str())
}

#[test]
fn only_the_health_check_overrides_security() {
    let doc = document_with(&ServiceLimits::default());
    for (method, path, op) in operations(&doc) {
        if is_public(&method, &path) {
            assert_eq!(op["security"], serde_json::json!([]), "{method} {path}");
            // `/metrics` answers 401 only with its own optional token, and
            // signing in for a bad token.
            let token = path == "/metrics" || (method == "POST" && path == "/api/session");
            assert_eq!(
                op["responses"].get("401").is_some(),
                token,
                "{method} {path}"
            );
        } else {
            assert!(
                op.get("security").is_none(),
                "{method} {path} overrides security"
            );
        }
    }
}

fn resolve<'a>(doc: &'a serde_json::Value, value: &'a serde_json::Value) -> &'a serde_json::Value {
    match value["$ref"].as_str() {
        Some(pointer) => doc
            .pointer(pointer.trim_start_matches('#'))
            .unwrap_or_else(|| panic!("dangling {pointer}")),
        None => value,
    }
}

#[test]
fn every_authenticated_operation_documents_scope_act_as_and_auth_failures() {
    let doc = document_with(&ServiceLimits::default());
    for (method, path, op) in operations(&doc) {
        if is_public(&method, &path) {
            continue;
        }
        let at = format!("{method} {path}");
        let description = op["description"].as_str().unwrap_or_default();
        assert!(
            description.contains("**Scope:**"),
            "{at}: no scope in the description"
        );
        assert!(description.contains("X-Act-As"), "{at}");
        if let Some(scope) = op["x-required-scope"].as_str() {
            assert!(description.contains(&format!("`{scope}`")), "{at}");
        } else {
            // Who a session is needs any valid token, no scope.
            assert_eq!(at, "GET /api/session", "{at}: no x-required-scope");
        }
        let act_as = op["parameters"]
            .as_array()
            .expect("parameters")
            .iter()
            .map(|p| resolve(&doc, p))
            .find(|p| p["name"] == "X-Act-As")
            .unwrap_or_else(|| panic!("{at}: no X-Act-As parameter"));
        assert_eq!(act_as["in"], "header");
        assert_ne!(act_as["required"], true);
        let responses = &op["responses"];
        for code in ["401", "403", "429"] {
            let response = resolve(&doc, &responses[code]);
            assert_eq!(
                response["content"]["application/json"]["schema"]["$ref"],
                "#/components/schemas/ErrorBody",
                "{at} {code}"
            );
        }
        let bad_act_as = resolve(&doc, &responses["400"]);
        let schema = &bad_act_as["content"]["application/json"]["schema"];
        let error = serde_json::json!({"$ref": "#/components/schemas/ErrorBody"});
        assert!(
            *schema == error
                || schema["anyOf"]
                    .as_array()
                    .is_some_and(|a| a.contains(&error)),
            "{at}: a malformed X-Act-As answers 400 with the Error body: {bad_act_as}"
        );
        assert!(
            bad_act_as["description"]
                .as_str()
                .unwrap_or_default()
                .contains("header"),
            "{at}"
        );
        let www = &resolve(&doc, &responses["401"])["headers"]["WWW-Authenticate"];
        assert_eq!(www["required"], true, "{at}");
        let retry = resolve(
            &doc,
            &resolve(&doc, &responses["429"])["headers"]["Retry-After"],
        );
        assert_eq!(retry["required"], true, "{at}");
        assert_eq!(retry["schema"]["type"], "integer", "{at}");
        assert!(
            responses.get("503").is_some(),
            "{at}: no 503 (load shedding)"
        );
        if path.starts_with("/api/cycles/{id}") {
            assert!(responses.get("404").is_some(), "{at}: no 404");
        }
        if op.get("requestBody").is_some() && path != "/mcp" {
            for code in ["413", "422"] {
                assert!(responses.get(code).is_some(), "{at}: no {code}");
            }
        }
    }
}

#[test]
fn scopes_follow_the_access_rules() {
    let doc = document_with(&ServiceLimits::default());
    let scope = |method: &str, path: &str| {
        doc["paths"][path][method]["x-required-scope"]
            .as_str()
            .map(str::to_owned)
    };
    for (method, path) in [
        ("post", "/api/cycles"),
        ("put", "/api/cycles/{id}/component"),
        ("post", "/api/cycles/{id}/tools/{name}"),
        ("post", "/api/cycles/{id}/revisits/{rid}/resolve"),
        ("post", "/api/cycles/{id}/confirmations/{cid}/respond"),
    ] {
        assert_eq!(
            scope(method, path).as_deref(),
            Some("cycles:write"),
            "{path}"
        );
    }
    for path in [
        "/api/cycles",
        "/api/tools",
        "/api/cycles/{id}/tools",
        "/api/cycles/{id}/stream",
        "/api/cycles/{id}/document",
        "/api/cycles/{id}/pugh",
        "/api/cycles/{id}/tools/invocations",
    ] {
        assert_eq!(scope("get", path).as_deref(), Some("cycles:read"), "{path}");
    }
    assert_eq!(scope("get", "/api/events").as_deref(), Some("events:read"));
    assert_eq!(scope("get", "/api/tools/stats").as_deref(), Some("admin"));
    assert_eq!(scope("get", "/api/projections").as_deref(), Some("admin"));
    assert_eq!(scope("get", "/api/openapi.json"), None);
}

/// What a generated client needs: a name and a group per operation, and a
/// typed body for every JSON answer (the document itself excepted).
#[test]
fn every_operation_is_named_tagged_and_answers_typed_bodies() {
    let doc = document_with(&ServiceLimits::default());
    let mut ids = BTreeSet::new();
    for (method, path, op) in operations(&doc) {
        let at = format!("{method} {path}");
        let id = op["operationId"]
            .as_str()
            .unwrap_or_else(|| panic!("{at}: no operationId"));
        assert!(ids.insert(id.to_owned()), "{at}: operationId {id} twice");
        assert!(op["tags"][0].is_string(), "{at}: no tag");
        if path == "/api/openapi.json" {
            continue;
        }
        for (status, response) in op["responses"].as_object().expect("responses") {
            let response = resolve(&doc, response);
            let Some(schema) = response.pointer("/content/application~1json/schema") else {
                continue;
            };
            let refs: Vec<&serde_json::Value> = match schema.get("anyOf").or(schema.get("oneOf")) {
                Some(any) => any.as_array().expect("alternatives").iter().collect(),
                None => vec![schema],
            };
            for schema in refs {
                let named = resolve(&doc, schema);
                assert!(
                    schema.get("$ref").is_some() && named["additionalProperties"] != true,
                    "{at} {status}: untyped body {schema}"
                );
            }
        }
    }
}

#[test]
fn the_stated_sizes_are_the_running_service_limits() {
    let limits = ServiceLimits {
        max_body_bytes: 1000,
        input: decision_catalog::InputLimits {
            max_name_chars: 7,
            max_text_chars: 70,
            ..Default::default()
        },
        ..Default::default()
    };
    let doc = document_with(&limits);
    let schemas = &doc["components"]["schemas"];
    assert_eq!(schemas["CreateBody"]["properties"]["title"]["maxLength"], 7);
    assert_eq!(
        schemas["ToolCallBody"]["properties"]["trigger_context"]["maxLength"],
        70
    );
    let call = &doc["paths"]["/api/cycles/{id}/tools/{name}"]["post"]["responses"];
    assert_eq!(call["413"]["description"], "Body larger than 1000 bytes.");
    let invalid = call["422"]["description"].as_str().expect("422");
    assert!(invalid.contains("7 characters") && invalid.contains("70 for other text"));
}

/// Every tool has its own operation, typed end to end: its body is the
/// tool's parameters (the catalog's schema), its answers the tool's
/// result (or the proposal, when the gate can hold it), so a generated
/// client decodes every result to the tool's own class (issue 32).
#[test]
fn every_tool_has_its_own_typed_operation() {
    use serde_json::json;
    let doc = document_with(&ServiceLimits::default());
    let catalog = decision_catalog::Catalog::new();
    let schemas = &doc["components"]["schemas"];
    let resolve = |reference: &serde_json::Value| -> String {
        reference["$ref"]
            .as_str()
            .and_then(|r| r.strip_prefix("#/components/schemas/"))
            .unwrap_or_else(|| panic!("not a schema reference: {reference}"))
            .to_owned()
    };
    let mut ids = BTreeSet::new();
    for tool in catalog.all() {
        let op = &doc["paths"][super::per_tool::path_of(tool.name)]["post"];
        let id = op["operationId"].as_str().expect("an operationId");
        assert_eq!(id, super::per_tool::operation_id(tool.name));
        assert!(ids.insert(id.to_owned()), "{id} twice");
        assert!(
            op["parameters"]
                .as_array()
                .unwrap()
                .iter()
                .all(|p| p["name"] != "name"),
            "{id}: the name is in the path"
        );
        let call = resolve(&op["requestBody"]["content"]["application/json"]["schema"]);
        assert_eq!(
            op["requestBody"]["content"]["application/json"]["example"],
            json!({"parameters": tool.example().expect("the catalog's example")}),
            "{id}: the example is the catalog's"
        );
        let parameters = resolve(&schemas[&call]["properties"]["parameters"]);
        let mut published = schemas[&parameters].clone();
        let mut own = tool.parameters.clone();
        for schema in [&mut published, &mut own] {
            let object = schema.as_object_mut().unwrap();
            for key in ["$schema", "$id", "title", "$defs"] {
                object.remove(key);
            }
        }
        assert_eq!(
            published["properties"]
                .as_object()
                .map(|p| p.keys().collect::<Vec<_>>()),
            own["properties"]
                .as_object()
                .map(|p| p.keys().collect::<Vec<_>>()),
            "{id}: the parameters are the tool's"
        );
        assert_eq!(published["required"], own["required"], "{id}");
        for status in ["200", "202"] {
            let response =
                resolve(&op["responses"][status]["content"]["application/json"]["schema"]);
            let data = &schemas[&response]["properties"]["data"]["anyOf"];
            let branches: Vec<&serde_json::Value> = data.as_array().unwrap().iter().collect();
            let result = resolve(branches[0]);
            assert!(
                result.ends_with("Result") || schemas[&result].is_object(),
                "{id}: {result}"
            );
            let gated = tool.hints.requires_confirmation || tool.proposal_only;
            assert_eq!(branches.len(), if gated { 3 } else { 2 }, "{id}: {data}");
            assert_eq!(branches.last().unwrap(), &&json!({"type": "null"}), "{id}");
        }
    }
    assert_eq!(ids.len(), catalog.all().len());
}

/// Every tag an operation is listed under is described, once.
#[test]
fn every_tag_is_described() {
    let doc = document_with(&ServiceLimits::default());
    let described: Vec<&str> = doc["tags"]
        .as_array()
        .expect("tags")
        .iter()
        .map(|t| {
            assert!(
                t["description"].as_str().is_some_and(|d| !d.is_empty()),
                "{t}"
            );
            t["name"].as_str().expect("a name")
        })
        .collect();
    let unique: BTreeSet<&str> = described.iter().copied().collect();
    assert_eq!(unique.len(), described.len(), "{described:?}");
    for item in doc["paths"].as_object().expect("paths").values() {
        for op in item.as_object().expect("path item").values() {
            for tag in op["tags"].as_array().into_iter().flatten() {
                let tag = tag.as_str().expect("a tag");
                assert!(unique.contains(tag), "{tag} is not described");
            }
        }
    }
    assert_eq!(doc["servers"][0]["url"], "/");
}
