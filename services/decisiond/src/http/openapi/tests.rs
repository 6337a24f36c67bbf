//! Drift: the routes declared in `mod.rs` and the documented operations
//! must be the same set.

use std::collections::BTreeSet;

const METHODS: [&str; 5] = ["get", "put", "post", "delete", "patch"];

/// The text of `expr` up to its closing parenthesis (depth 0).
fn until_close(expr: &str) -> &str {
    let mut depth = 0i32;
    for (i, c) in expr.char_indices() {
        match c {
            '(' => depth += 1,
            ')' if depth == 0 => return &expr[..i],
            ')' => depth -= 1,
            _ => {}
        }
    }
    expr
}

/// Method names called at depth 0 of a method router: `post(..).get(..)`.
fn methods(expr: &str) -> Vec<String> {
    let (mut depth, mut ident, mut out) = (0i32, String::new(), Vec::new());
    for c in expr.chars() {
        match c {
            '(' => {
                if depth == 0 && METHODS.contains(&ident.as_str()) {
                    out.push(ident.to_uppercase());
                }
                depth += 1;
                ident.clear();
            }
            ')' => depth -= 1,
            c if c.is_alphanumeric() || c == '_' => ident.push(c),
            _ => ident.clear(),
        }
    }
    out
}

fn declared() -> BTreeSet<(String, String)> {
    let source = include_str!("../mod.rs");
    let body = source
        .split("pub fn router(")
        .nth(1)
        .and_then(|s| s.split("\npub fn ").next())
        .expect("fn router in mod.rs");
    let mut routes = BTreeSet::new();
    for (marker, fixed) in [(".route(", None), (".nest_service(", Some("POST"))] {
        for call in body.split(marker).skip(1) {
            let call = until_close(call);
            let path = call.split('"').nth(1).expect("a path literal").to_owned();
            let (_, handler) = call.split_once(',').expect("a handler");
            let found = match fixed {
                Some(m) => vec![m.to_owned()],
                None => methods(handler),
            };
            assert!(!found.is_empty(), "no method parsed for {path}");
            routes.extend(found.into_iter().map(|m| (m, path.clone())));
        }
    }
    routes
}

fn documented() -> BTreeSet<(String, String)> {
    let doc = super::document(&["some_tool"]);
    let mut ops = BTreeSet::new();
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for method in item.as_object().expect("path item").keys() {
            if METHODS.contains(&method.as_str()) {
                ops.insert((method.to_uppercase(), path.clone()));
            }
        }
    }
    ops
}

#[test]
fn every_route_is_documented_and_nothing_else() {
    let (declared, documented) = (declared(), documented());
    assert!(declared.len() > 20, "parsed too few routes: {declared:?}");
    let missing: Vec<_> = declared.difference(&documented).collect();
    let extra: Vec<_> = documented.difference(&declared).collect();
    assert!(
        missing.is_empty(),
        "routes without documentation: {missing:?}"
    );
    assert!(extra.is_empty(), "documented but not routed: {extra:?}");
}

#[test]
fn method_chains_and_multiline_calls_parse() {
    assert_eq!(methods(" post(a::b).get(c::d)"), ["POST", "GET"]);
    assert_eq!(
        until_close("\n \"/x\",\n get(v::w),\n )\n .route("),
        "\n \"/x\",\n get(v::w),\n "
    );
}

#[test]
fn the_document_is_openapi_3_1_without_claimed_security() {
    let doc = super::document(&["some_tool"]);
    assert_eq!(doc["openapi"], "3.1.0");
    assert!(doc.get("security").is_none());
    assert_eq!(
        doc["components"]["securitySchemes"]["bearerAuth"]["scheme"],
        "bearer"
    );
}
