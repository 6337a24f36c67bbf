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

/// GET with a retry while a read model catches up (no `min_position`).
async fn status_of(server: &Server, path: &str) -> u16 {
    let mut status = 0;
    for _ in 0..50 {
        // An admin token: operator routes answer too.
        let response = server
            .admin()
            .get(server.url(path))
            .send()
            .await
            .expect("GET");
        status = response.status().as_u16();
        if status == 200 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    status
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
    let (status, _) = server
        .tool(
            &cycle,
            "add_potential_decision",
            serde_json::json!({"description": "Document the API"}),
        )
        .await;
    assert_eq!(status, 200, "tool call");

    let paths = doc["paths"].as_object().expect("paths");
    let mut checked = 0;
    for (path, item) in paths {
        if item.get("get").is_none() {
            continue;
        }
        if !path.contains('{') {
            let status = status_of(&server, path).await;
            assert_ne!(status, 404, "GET {path}");
            assert!(status < 500, "GET {path}: {status}");
        } else {
            let concrete = path
                .replace("{id}", &cycle)
                .replace("{component}", &section);
            assert!(!concrete.contains('{'), "unfilled template {path}");
            assert_eq!(status_of(&server, &concrete).await, 200, "GET {concrete}");
        }
        checked += 1;
    }
    assert!(checked >= 15, "only {checked} GET paths documented");
    let tools = &paths["/api/cycles/{id}/tools/{name}"]["post"]["parameters"];
    let names = tools
        .as_array()
        .and_then(|ps| ps.iter().find(|p| p["name"] == "name"))
        .and_then(|p| p["schema"]["enum"].as_array())
        .expect("tool names enum");
    assert!(names.iter().any(|n| n == "add_potential_decision"));
}
