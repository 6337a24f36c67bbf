//! `GET /api/openapi.json` on the real binary: the document is OpenAPI
//! 3.1.0, its `$ref`s resolve, and its GET paths answer.

use decision_e2e::{Server, StoreKind};
use serde_json::Value;
use std::time::Duration;

/// Every `$ref` in `node`, in document order.
fn refs<'a>(node: &'a Value, out: &mut Vec<&'a str>) {
    match node {
        Value::Object(map) => {
            if let Some(r) = map.get("$ref").and_then(Value::as_str) {
                out.push(r);
            }
            map.values().for_each(|v| refs(v, out));
        }
        Value::Array(items) => items.iter().for_each(|v| refs(v, out)),
        _ => {}
    }
}

/// GET with a retry while a read model catches up (no `min_position`):
/// the status and, for a JSON answer, the body.
async fn get_view(server: &Server, path: &str) -> (u16, Option<Value>) {
    let mut answer = (0, None);
    for _ in 0..50 {
        // An admin token: operator routes answer too.
        let response = server
            .admin()
            .get(server.url(path))
            .send()
            .await
            .expect("GET");
        let status = response.status().as_u16();
        let json = response
            .headers()
            .get("content-type")
            .is_some_and(|t| t.as_bytes().starts_with(b"application/json"));
        let body = if json {
            response.json().await.ok()
        } else {
            None
        };
        answer = (status, body);
        if status == 200 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    answer
}

/// Checks `body` against the schema the document gives `path`'s 200
/// answer: what the service publishes is what it sends.
fn check_against_document(doc: &Value, template: &str, path: &str, body: &Value) {
    if let Err(errors) = check_answer(doc, template, "get", body) {
        panic!("GET {path} answers outside its schema: {errors:?}\n{body}");
    }
}

/// `body` against the 200 schema of `method template` (nothing to check
/// when it has none); the first errors if it does not fit.
fn check_answer(
    doc: &Value,
    template: &str,
    method: &str,
    body: &Value,
) -> Result<(), Vec<String>> {
    let Some(schema) = doc["paths"][template][method]["responses"]["200"]
        .pointer("/content/application~1json/schema")
    else {
        return Ok(());
    };
    let root = serde_json::json!({"$ref": schema["$ref"], "components": doc["components"]});
    let root = if schema.get("$ref").is_some() {
        root
    } else {
        schema.clone()
    };
    let validator = jsonschema::validator_for(&root)
        .unwrap_or_else(|e| panic!("{method} {template}: the schema does not compile: {e}"));
    let errors: Vec<String> = validator
        .iter_errors(body)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .take(5)
        .collect();
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

#[tokio::test]
async fn the_openapi_document_describes_the_live_api() {
    let server = Server::start(StoreKind::Embedded, "openapi").await;
    let (status, doc) = server.get("/api/openapi.json").await;
    assert_eq!(status, 200, "{doc}");
    assert_eq!(doc["openapi"], "3.1.0");
    assert_eq!(
        doc["components"]["securitySchemes"]["bearerAuth"]["scheme"], "bearer",
        "the auth scheme is documented"
    );
    assert!(doc["security"].is_array(), "bearer auth applies by default");
    assert_eq!(
        doc["paths"]["/healthz"]["get"]["security"],
        serde_json::json!([]),
        "/healthz is the public route"
    );

    let mut all = Vec::new();
    refs(&doc, &mut all);
    assert!(!all.is_empty());
    for r in all {
        let pointer = r
            .strip_prefix('#')
            .unwrap_or_else(|| panic!("external $ref {r}"));
        assert!(doc.pointer(pointer).is_some(), "unresolved $ref {r}");
    }

    let cycle = server.create_cycle("OpenAPI").await;
    let section = doc["components"]["schemas"]["Component"]["enum"][0]
        .as_str()
        .expect("a component")
        .to_owned();
    let (status, answer) = server
        .tool(
            &cycle,
            "add_potential_decision",
            serde_json::json!({"description": "Document the API"}),
        )
        .await;
    assert_eq!(status, 200, "tool call");
    // A tool call's `data` is typed (any of the tools' results): the answer
    // fits, and one with another tool's result does not.
    let template = "/api/cycles/{id}/tools/{name}";
    check_answer(&doc, template, "post", &answer).expect("a tool call's answer");
    let mut foreign = answer.clone();
    foreign["data"] = serde_json::json!({"no_such_result": true});
    assert!(check_answer(&doc, template, "post", &foreign).is_err());
    // So is the user's answer to a revisit suggestion.
    let (status, revisit) = server
        .tool(
            &cycle,
            "suggest_revisit",
            serde_json::json!({"component": "objectives", "reason": "check", "priority": "low", "trigger": "t"}),
        )
        .await;
    assert_eq!(status, 200, "{revisit}");
    let rid = revisit["data"]["suggestion_id"].as_str().expect("an id");
    let (status, resolved) = server
        .post(
            &format!("/api/cycles/{cycle}/revisits/{rid}/resolve"),
            &serde_json::json!({"action": "dismiss", "resolution": "not now"}),
        )
        .await;
    assert_eq!(status, 200, "{resolved}");
    let template = "/api/cycles/{id}/revisits/{rid}/resolve";
    check_answer(&doc, template, "post", &resolved).expect("a resolve's answer");

    let paths = doc["paths"].as_object().expect("paths");
    let (mut checked, mut validated) = (0, 0);
    for (path, item) in paths {
        if item.get("get").is_none() {
            continue;
        }
        let mut concrete = path
            .replace("{id}", &cycle)
            .replace("{component}", &section);
        if path.ends_with("/diff") {
            concrete.push_str("?from=1&to=2"); // its required query
        }
        if path.ends_with("/stream") {
            checked += 1; // stays open; `live_stream.rs` reads it
            continue;
        }
        let (status, body) = get_view(&server, &concrete).await;
        if !path.contains('{') {
            assert_ne!(status, 404, "GET {path}");
            assert!(status < 500, "GET {path}: {status}");
        } else {
            assert!(!concrete.contains('{'), "unfilled template {path}");
            assert_eq!(status, 200, "GET {concrete}");
        }
        if let (200, Some(body)) = (status, body) {
            check_against_document(&doc, path, &concrete, &body);
            validated += 1;
        }
        checked += 1;
    }
    // Every documented query parameter is one the handler takes (they
    // refuse unknown ones): a sample value of its schema is not refused
    // as an unknown field.
    let mut parameters_tried = 0;
    for (path, item) in paths {
        let Some(op) = item.get("get") else { continue };
        if path.ends_with("/stream") {
            continue;
        }
        for parameter in op["parameters"].as_array().into_iter().flatten() {
            let parameter = match parameter["$ref"].as_str() {
                Some(r) => doc.pointer(r.trim_start_matches('#')).expect("a parameter"),
                None => parameter,
            };
            if parameter["in"] != "query" {
                continue;
            }
            let name = parameter["name"].as_str().expect("a name");
            let mut concrete = path
                .replace("{id}", &cycle)
                .replace("{component}", &section);
            concrete.push_str(&format!("?{name}={}", sample(&doc, &parameter["schema"])));
            if path.ends_with("/diff") && name != "from" && name != "to" {
                concrete.push_str("&from=1&to=2");
            } else if path.ends_with("/diff") {
                concrete.push_str(if name == "from" { "&to=2" } else { "&from=1" });
            }
            let response = server
                .admin()
                .get(server.url(&concrete))
                .send()
                .await
                .expect("GET");
            let status = response.status().as_u16();
            let body = response.text().await.unwrap_or_default();
            assert!(
                status != 422 && !body.contains("unknown field"),
                "GET {concrete}: the documented `{name}` is refused: {status} {body}"
            );
            parameters_tried += 1;
        }
    }
    assert!(parameters_tried >= 30, "{parameters_tried}");
    assert!(checked >= 15, "only {checked} GET paths documented");
    assert!(
        validated >= 12,
        "only {validated} answers checked against their schema"
    );
    let tools = &paths["/api/cycles/{id}/tools/{name}"]["post"]["parameters"];
    let names = tools
        .as_array()
        .and_then(|ps| ps.iter().find(|p| p["name"] == "name"))
        .and_then(|p| p["schema"]["enum"].as_array())
        .expect("tool names enum");
    assert!(names.iter().any(|n| n == "add_potential_decision"));
}

/// The router and the document against each other, on the real binary:
/// every documented operation is routed (it answers something other than
/// the "no such endpoint" 404 or a 405), and every other method on a
/// documented path is a 405. Both come from one table; this proves the
/// wiring kept its word (a handler's method router answers the method the
/// table documents).
#[tokio::test]
async fn the_live_router_answers_every_documented_operation_and_no_other_method() {
    let server = Server::start(StoreKind::Embedded, "openapi_router").await;
    let (_, doc) = server.get("/api/openapi.json").await;
    let client = server.admin();
    let cycle = uuid::Uuid::now_v7().to_string();
    let mut checked = 0;
    for (template, item) in doc["paths"].as_object().expect("paths") {
        let path = template
            .replace("{id}", &cycle)
            .replace("{name}", "add_objective")
            .replace("{component}", "objectives")
            .replace("{rid}", "r1")
            .replace("{cid}", "c1");
        assert!(
            !path.contains('{'),
            "{template}: a path parameter left unfilled"
        );
        for method in ["get", "put", "post", "delete", "patch"] {
            let documented = item.get(method).is_some();
            let request = client
                .request(
                    method.to_uppercase().parse().expect("a method"),
                    server.url(&path),
                )
                .timeout(Duration::from_secs(10));
            // A body where one is expected, so the route is reached; an
            // open stream answers its headers at once.
            let request = if method == "get" {
                request
            } else {
                request.json(&serde_json::json!({}))
            };
            let response = request
                .send()
                .await
                .unwrap_or_else(|e| panic!("{method} {path}: {e}"));
            let status = response.status().as_u16();
            let body = if template.ends_with("/stream") && status == 200 {
                String::new()
            } else {
                response.text().await.unwrap_or_default()
            };
            let unrouted = body.contains("no such endpoint");
            if documented {
                assert!(
                    status != 405 && !unrouted,
                    "{} {template} is documented but not routed: {status} {body}",
                    method.to_uppercase()
                );
                checked += 1;
            } else {
                assert_eq!(
                    status,
                    405,
                    "{} {template} is routed but not documented: {body}",
                    method.to_uppercase()
                );
            }
        }
    }
    assert!(checked > 30, "{checked}");
}

/// A value of `schema` for a query string: an enum's first, a bounded
/// integer's least (at least 1), a date-time, a UUID, or some text.
fn sample(doc: &Value, schema: &Value) -> String {
    let schema = match schema["$ref"].as_str() {
        Some(r) => doc.pointer(r.trim_start_matches('#')).expect("a schema"),
        None => schema,
    };
    if let Some(first) = schema["enum"].get(0) {
        return first
            .as_str()
            .map_or_else(|| first.to_string(), str::to_owned);
    }
    match (schema["type"].as_str(), schema["format"].as_str()) {
        (Some("integer"), _) => schema["minimum"].as_i64().unwrap_or(1).max(1).to_string(),
        (_, Some("date-time")) => "2026-01-01T00:00:00Z".into(),
        (_, Some("uuid")) => uuid::Uuid::now_v7().to_string(),
        _ => "x".into(),
    }
}
