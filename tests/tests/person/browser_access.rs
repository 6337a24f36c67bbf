//! Browser access (issue 18, item 2): a bearer token exchanged for an
//! `HttpOnly`, `SameSite=Strict` session cookie that the API and the live
//! stream accept, CSRF on the writes it authenticates, the CORS allow-list
//! for UIs hosted elsewhere, and one session's CSRF token useless to
//! another's.

use decision_e2e::server::{USER_SCOPES, expired_token, token};
use decision_e2e::{Server, StoreKind};
use reqwest::StatusCode;
use reqwest::header::{HeaderMap, SET_COOKIE};
use serde_json::{Value, json};

/// The `name=value` of the session cookie a response sets, and its
/// attributes.
fn session_cookie(headers: &HeaderMap) -> (String, String) {
    let line = headers
        .get_all(SET_COOKIE)
        .iter()
        .map(|v| v.to_str().unwrap().to_owned())
        .find(|v| v.starts_with("decisiond_session="))
        .unwrap_or_else(|| panic!("no session cookie in {headers:?}"));
    let (pair, attributes) = line.split_once(';').unwrap();
    (pair.to_owned(), attributes.to_owned())
}

/// A browser-like client: no `Authorization` header, only what it sends.
fn browser() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

/// Signs in with `token`: the cookie pair and the CSRF token.
async fn sign_in(server: &Server, token: &str) -> (String, String) {
    let answer = browser()
        .post(server.url("/api/session"))
        .json(&json!({ "token": token }))
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), 200);
    let (cookie, attributes) = session_cookie(answer.headers());
    for attribute in ["HttpOnly", "SameSite=Strict", "Path=/", "Max-Age="] {
        assert!(attributes.contains(attribute), "{attribute}: {attributes}");
    }
    assert!(!attributes.contains("Secure"), "plain HTTP: {attributes}");
    let body: Value = answer.json().await.unwrap();
    assert_eq!(body["data"]["authentication"], "cookie", "{body}");
    let csrf = body["data"]["csrf_token"].as_str().unwrap().to_owned();
    (cookie, csrf)
}

async fn cycles_of(server: &Server, cookie: &str) -> usize {
    cycles_after(server, cookie, None).await
}

/// The cycles list once it includes the write at `position` (the
/// read-your-writes contract: the list is a read model).
async fn cycles_after(server: &Server, cookie: &str, position: Option<i64>) -> usize {
    let path = match position {
        Some(p) => format!("/api/cycles?min_position={p}"),
        None => "/api/cycles".to_owned(),
    };
    let answer = browser()
        .get(server.url(&path))
        .header("cookie", cookie)
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), 200);
    let page: Value = answer.json().await.unwrap();
    page["cycles"].as_array().unwrap().len()
}

#[tokio::test]
async fn a_session_cookie_works_like_its_token_and_guards_writes() {
    let server = Server::start(StoreKind::Embedded, "browser_session").await;
    let alice = token("alice", USER_SCOPES);
    let (cookie, csrf) = sign_in(&server, &alice).await;
    let http = browser();

    // Who: the same answer after a reload.
    let who: Value = http
        .get(server.url("/api/session"))
        .header("cookie", &cookie)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(who["data"]["user"], "alice");
    assert_eq!(who["data"]["csrf_token"], csrf.as_str());
    assert!(who["data"]["expires_at"].is_string(), "{who}");

    // A write without the CSRF header changes nothing.
    let before = cycles_of(&server, &cookie).await;
    for header in [None, Some("0".repeat(64)), Some(String::new())] {
        let mut request = http
            .post(server.url("/api/cycles"))
            .header("cookie", &cookie)
            .json(&json!({"title": "Forged"}));
        if let Some(value) = &header {
            request = request.header("x-csrf-token", value);
        }
        let refused = request.send().await.unwrap();
        assert_eq!(refused.status(), StatusCode::FORBIDDEN, "{header:?}");
        let body: Value = refused.json().await.unwrap();
        assert!(
            body["error"].as_str().unwrap().contains("X-CSRF-Token"),
            "{body}"
        );
    }
    assert_eq!(cycles_of(&server, &cookie).await, before);

    // With it, the write runs as alice and answers its position.
    let created = http
        .post(server.url("/api/cycles"))
        .header("cookie", &cookie)
        .header("x-csrf-token", &csrf)
        .json(&json!({"title": "From the page"}))
        .send()
        .await
        .unwrap();
    assert_eq!(created.status(), 201);
    let created: Value = created.json().await.unwrap();
    let cycle = created["cycle_id"].as_str().unwrap().to_owned();
    let position = created["position"].as_i64();
    assert!(position.is_some(), "{created}");
    assert_eq!(cycles_after(&server, &cookie, position).await, before + 1);
    let (status, owned) = server.get(&format!("/api/cycles/{cycle}/document")).await;
    assert_eq!(
        status, 200,
        "the bearer token of the same user sees it: {owned}"
    );

    // The live stream takes the cookie (EventSource cannot send headers).
    let stream = http
        .get(server.url(&format!("/api/cycles/{cycle}/stream")))
        .header("cookie", &cookie)
        .send()
        .await
        .unwrap();
    assert_eq!(stream.status(), 200);
    assert!(
        stream.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/event-stream")
    );
    drop(stream);

    // Another user's session: its own CSRF token does not carry over, and
    // alice's cycle is not found.
    let (bob_cookie, bob_csrf) = sign_in(&server, &token("bob", USER_SCOPES)).await;
    let crossed = http
        .put(server.url(&format!("/api/cycles/{cycle}/component")))
        .header("cookie", &bob_cookie)
        .header("x-csrf-token", &csrf)
        .json(&json!({"component": "objectives"}))
        .send()
        .await
        .unwrap();
    assert_eq!(crossed.status(), StatusCode::FORBIDDEN);
    let hidden = http
        .put(server.url(&format!("/api/cycles/{cycle}/component")))
        .header("cookie", &bob_cookie)
        .header("x-csrf-token", &bob_csrf)
        .json(&json!({"component": "objectives"}))
        .send()
        .await
        .unwrap();
    assert_eq!(hidden.status(), StatusCode::NOT_FOUND);

    // Signing out clears the cookie.
    let out = http
        .delete(server.url("/api/session"))
        .header("cookie", &cookie)
        .send()
        .await
        .unwrap();
    assert_eq!(out.status(), StatusCode::NO_CONTENT);
    let (cleared, attributes) = session_cookie(out.headers());
    assert_eq!(cleared, "decisiond_session=");
    assert!(attributes.contains("Max-Age=0"), "{attributes}");
}

#[tokio::test]
async fn signing_in_refuses_what_a_bearer_header_would() {
    let server = Server::start(StoreKind::Embedded, "browser_session_refusals").await;
    let http = browser();
    for (body, status) in [
        (json!({"token": expired_token("alice", USER_SCOPES)}), 401),
        (json!({"token": "not-a-jwt"}), 401),
        (json!({"token": "x".repeat(5000)}), 422),
        (json!({"tokn": "x"}), 422),
    ] {
        let answer = http
            .post(server.url("/api/session"))
            .json(&body)
            .send()
            .await
            .unwrap();
        assert_eq!(answer.status().as_u16(), status, "{body}");
        assert!(answer.headers().get(SET_COOKIE).is_none(), "{body}");
    }
    // A cookie holding no valid token is a 401, as a bad bearer token is.
    let stale = http
        .get(server.url("/api/cycles"))
        .header(
            "cookie",
            format!("decisiond_session={}", expired_token("alice", USER_SCOPES)),
        )
        .send()
        .await
        .unwrap();
    assert_eq!(stale.status(), 401);
    assert!(stale.headers().contains_key("www-authenticate"));
    let none = http.get(server.url("/api/session")).send().await.unwrap();
    assert_eq!(none.status(), 401);
}

#[tokio::test]
async fn cors_answers_only_the_listed_origins() {
    let ui = "http://ui.example:5173";
    let server = Server::start_with(
        decision_e2e::server::StoreLocation::fresh(StoreKind::Embedded, "browser_cors").await,
        &[
            "--cors-allow-origins".into(),
            format!("{ui}, https://other.example"),
        ],
    )
    .await;
    let http = browser();
    let preflight = |origin: &'static str| {
        http.request(reqwest::Method::OPTIONS, server.url("/api/cycles"))
            .header("origin", origin)
            .header("access-control-request-method", "POST")
            .header(
                "access-control-request-headers",
                "authorization, content-type, idempotency-key",
            )
            .send()
    };
    let allowed = preflight(ui).await.unwrap();
    assert!(allowed.status().is_success(), "{}", allowed.status());
    let headers = allowed.headers();
    assert_eq!(headers["access-control-allow-origin"], ui);
    let allowed_headers = headers["access-control-allow-headers"].to_str().unwrap();
    assert!(
        allowed_headers.contains("authorization"),
        "{allowed_headers}"
    );
    assert!(
        allowed_headers.contains("idempotency-key"),
        "{allowed_headers}"
    );
    assert!(!headers.contains_key("access-control-allow-credentials"));

    let stranger = preflight("https://evil.example").await.unwrap();
    assert!(
        !stranger
            .headers()
            .contains_key("access-control-allow-origin"),
        "{:?}",
        stranger.headers()
    );

    // A real call from the UI's origin, with a bearer token.
    let listed = http
        .get(server.url("/api/cycles"))
        .header("origin", ui)
        .bearer_auth(token("alice", USER_SCOPES))
        .send()
        .await
        .unwrap();
    assert_eq!(listed.status(), 200);
    assert_eq!(listed.headers()["access-control-allow-origin"], ui);
    let exposed = listed.headers()["access-control-expose-headers"]
        .to_str()
        .unwrap();
    assert!(exposed.contains("x-request-id"), "{exposed}");

    // Without the setting, no CORS header at all.
    let plain = Server::start(StoreKind::Embedded, "browser_no_cors").await;
    let answer = http
        .get(plain.url("/api/cycles"))
        .header("origin", ui)
        .bearer_auth(token("alice", USER_SCOPES))
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), 200);
    assert!(!answer.headers().contains_key("access-control-allow-origin"));
}

#[test]
fn a_bad_origin_list_stops_start_up_with_what_to_write() {
    let child = decision_e2e::server::serve_raw(
        &["--cors-allow-origins", "*"],
        &[("DECISIOND_AUTH_SECRET", decision_e2e::server::TEST_SECRET)],
    );
    let out = decision_e2e::server::exit_within(child, std::time::Duration::from_secs(20));
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("--cors-allow-origins"), "{stderr}");
    assert!(stderr.contains("scheme://host[:port]"), "{stderr}");
}
