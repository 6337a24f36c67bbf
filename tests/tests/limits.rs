//! Every limit, against the real binary with small settings: each refusal
//! names the limit and changes nothing; the per-user rate limit and the
//! per-cycle budget answer 429 with `Retry-After`. And start-up: Postgres
//! refuses to run without auth config unless told `--insecure-no-auth`;
//! the embedded store's dev mode prints a token that works.

use decision_e2e::nats::{NatsServer, command, serve_args, unique_names};
use decision_e2e::server::{StoreLocation, USER_SCOPES, exit_within, serve_raw, token};
use decision_e2e::{Server, StoreKind};
use serde_json::{Value, json};
use std::io::{BufRead, BufReader};
use std::time::Duration;

fn args(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

fn error(body: &Value) -> &str {
    body["error"].as_str().unwrap_or_default()
}

#[tokio::test]
async fn size_limits_name_the_limit_and_change_nothing() {
    let nats = NatsServer::start("limits_sizes");
    let (stream, prefix) = unique_names();
    let mut extra = serve_args(&nats, &stream, &prefix);
    extra.extend(args(&[
        "--max-body-bytes",
        "2048",
        "--max-name-chars",
        "20",
        "--max-text-chars",
        "100",
        "--max-list-items",
        "3",
        "--max-objectives",
        "2",
    ]));
    let server = Server::start_with(
        StoreLocation::fresh(StoreKind::Embedded, "limits_sizes").await,
        &extra,
    )
    .await;
    let cycle = server.create_cycle("Limits").await;
    let call = |tool: &str| format!("/api/cycles/{cycle}/tools/{tool}");

    // 413: the body, over HTTP, MCP and NATS alike.
    let huge = json!({"parameters": {"description": "x".repeat(3000)}});
    let (status, body) = server.post(&call("add_potential_decision"), &huge).await;
    assert_eq!(status, 413, "{body}");
    assert!(error(&body).contains("2048 bytes"), "{body}");
    let mcp = server
        .http
        .post(server.url("/mcp"))
        .header("accept", "application/json, text/event-stream")
        .json(
            &json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {
            "name": "add_potential_decision",
            "arguments": {"cycle_id": cycle, "description": "x".repeat(3000)}}}),
        )
        .send()
        .await
        .unwrap();
    assert_eq!(mcp.status(), 413);
    let client = nats.client().await;
    let reply = command(
        &client,
        &format!("{prefix}.commands.{cycle}.add_potential_decision"),
        huge.to_string().as_bytes(),
        &[],
    )
    .await;
    assert_eq!(reply.status, 413, "{:?}", reply.body);

    // 422: a text field, a name, a title, a trigger context.
    let long_text = json!({"parameters": {"description": "y".repeat(101)}});
    let (status, body) = server
        .post(&call("add_potential_decision"), &long_text)
        .await;
    assert_eq!(status, 422, "{body}");
    assert!(
        error(&body)
            .contains("`description` is 101 characters long; the limit for text fields is 100"),
        "{body}"
    );
    let (status, body) = server
        .post("/api/cycles", &json!({"title": "t".repeat(21)}))
        .await;
    assert_eq!(status, 422, "{body}");
    assert!(error(&body).contains("limit for names is 20"), "{body}");
    let context = json!({"parameters": {"description": "ok"}, "trigger_context": "z".repeat(101)});
    let (status, body) = server.post(&call("add_potential_decision"), &context).await;
    assert_eq!(status, 422, "{body}");
    assert!(error(&body).contains("`trigger_context`"), "{body}");

    // A list, in the problem frame.
    server.navigate(&cycle, "problem_frame").await;
    let scope = json!({"parameters": {"in_scope": ["a", "b", "c", "d"], "out_scope": []}});
    let (status, body) = server.post(&call("set_scope"), &scope).await;
    assert_eq!(status, 422, "{body}");
    assert!(
        error(&body).contains("`in_scope` has 4 items; the limit for a list is 3"),
        "{body}"
    );

    // Objectives per cycle, and a name.
    server.navigate(&cycle, "objectives").await;
    let objective = |name: &str| {
        json!({"parameters": {"name": name, "measure": "1-5", "direction": "higher",
            "is_fundamental": true}})
    };
    let (status, body) = server
        .post(&call("add_objective"), &objective(&"n".repeat(21)))
        .await;
    assert_eq!(status, 422, "{body}");
    assert!(
        error(&body).contains("limit for names and ids is 20"),
        "{body}"
    );
    for name in ["Cost", "Comfort"] {
        assert_eq!(
            server
                .post(&call("add_objective"), &objective(name))
                .await
                .0,
            200
        );
    }
    let (status, body) = server
        .post(&call("add_objective"), &objective("Speed"))
        .await;
    assert_eq!(status, 422, "{body}");
    assert!(error(&body).contains("limit of 2 objectives"), "{body}");

    // Nothing refused was applied: two objectives, no description.
    let position = body["position"].as_i64().unwrap();
    let (_, doc) = server
        .get_after(&format!("/api/cycles/{cycle}/document"), position)
        .await;
    let markdown = doc["markdown"].as_str().unwrap();
    assert!(
        markdown.contains("Cost") && markdown.contains("Comfort"),
        "{markdown}"
    );
    assert!(
        !markdown.contains("Speed") && !markdown.contains("yyy"),
        "{markdown}"
    );
}

#[tokio::test]
async fn the_rate_limit_and_the_budget_answer_429_with_retry_after() {
    let server = Server::start_with(
        StoreLocation::fresh(StoreKind::Embedded, "limits_rates").await,
        &args(&[
            "--rate-limit-per-second",
            "1",
            "--rate-limit-burst",
            "20",
            "--tool-calls-per-cycle-per-hour",
            "3",
        ]),
    )
    .await;
    let cycle = server.create_cycle("Budget").await;
    let other = server.create_cycle("Another").await;
    let describe = json!({"parameters": {"description": "a call"}});
    let path = |c: &str| format!("/api/cycles/{c}/tools/add_potential_decision");
    for _ in 0..3 {
        assert_eq!(server.post(&path(&cycle), &describe).await.0, 200);
    }
    let response = server
        .http
        .post(server.url(&path(&cycle)))
        .json(&describe)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 429);
    let wait: u64 = response.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!(
        (1000..=1201).contains(&wait),
        "3 per hour: one every 20 min, got {wait}"
    );
    let body: Value = response.json().await.unwrap();
    assert!(error(&body).contains("3 tool calls per hour"), "{body}");
    assert_eq!(
        server.post(&path(&other), &describe).await.0,
        200,
        "per cycle"
    );

    // The per-user limit: alice's burst runs out (with 1/s refill), bob's
    // bucket is his own.
    let mut limited = None;
    for _ in 0..30 {
        let response = server
            .http
            .get(server.url("/api/tools"))
            .send()
            .await
            .unwrap();
        if response.status() == 429 {
            limited = Some(response);
            break;
        }
        assert_eq!(response.status(), 200);
    }
    let limited = limited.expect("alice hits the rate limit within 30 requests");
    assert_eq!(limited.headers()["retry-after"], "1");
    let body: Value = limited.json().await.unwrap();
    assert!(
        error(&body).contains("1 requests per second per user"),
        "{body}"
    );
    let bob = server.client(&token("bob", USER_SCOPES));
    assert_eq!(server.get_with(&bob, "/api/tools").await.0, 200);
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    assert_eq!(server.get("/api/tools").await.0, 200, "alice recovers");
}

#[tokio::test]
async fn postgres_needs_auth_config_and_dev_mode_prints_a_working_token() {
    // Held to the end: the database is dropped with it.
    let store = StoreLocation::fresh(StoreKind::Postgres, "limits_startup").await;
    let StoreLocation::Postgres(url, _) = &store else {
        unreachable!()
    };
    let refused = exit_within(
        serve_raw(&["--database-url", url.as_str()], &[]),
        Duration::from_secs(30),
    );
    assert!(!refused.status.success());
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(
        stderr.contains("DECISIOND_AUTH_SECRET") && stderr.contains("--insecure-no-auth"),
        "{stderr}"
    );

    // Explicitly insecure: it serves, anonymously, and says so in the log.
    let mut open = serve_raw(&["--database-url", url.as_str(), "--insecure-no-auth"], &[]);
    let mut stdout = BufReader::new(open.stdout.take().unwrap()).lines();
    let listening = stdout.next().unwrap().unwrap();
    let base = listening
        .strip_prefix("decisiond listening on ")
        .unwrap()
        .to_owned();
    let response = reqwest::get(format!("{base}/api/cycles")).await.unwrap();
    assert_eq!(response.status(), 200);
    open.kill().unwrap();
    let log = open.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&log.stderr);
    assert!(stderr.contains("AUTHENTICATION IS DISABLED"), "{stderr}");

    // Dev mode: the printed token works, and the secret stays out of the log.
    let dir = decision_store::testing::temp_data_dir("limits_dev_mode");
    let mut dev = serve_raw(&["--data-dir", dir.to_str().unwrap()], &[]);
    let mut stdout = BufReader::new(dev.stdout.take().unwrap()).lines();
    let base = stdout
        .next()
        .unwrap()
        .unwrap()
        .strip_prefix("decisiond listening on ")
        .unwrap()
        .to_owned();
    let printed: Vec<String> = stdout.by_ref().take(4).map(Result::unwrap).collect();
    let token = printed
        .iter()
        .find_map(|line| line.trim().strip_prefix("export DECISIOND_TOKEN="))
        .unwrap_or_else(|| panic!("a ready token: {printed:?}"))
        .to_owned();
    let http = reqwest::Client::new();
    let created = http
        .post(format!("{base}/api/cycles"))
        .bearer_auth(&token)
        .json(&json!({"title": "Dev mode"}))
        .send()
        .await
        .unwrap();
    assert_eq!(created.status(), 201);
    let anonymous = http.get(format!("{base}/api/cycles")).send().await.unwrap();
    assert_eq!(anonymous.status(), 401);
    // The printed one-time link opens the app signed in, once.
    let link = printed
        .iter()
        .find_map(|line| {
            line.split_once("valid 15 min): ")
                .map(|(_, url)| url.trim())
        })
        .unwrap_or_else(|| panic!("a sign-in link: {printed:?}"))
        .to_owned();
    assert!(
        link.starts_with(&format!("{base}/session/start?code=")),
        "{link}"
    );
    let browser = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let opened = browser.get(&link).send().await.unwrap();
    assert_eq!(opened.status(), 303);
    assert_eq!(opened.headers()["location"], "/");
    let cookie = opened.headers()["set-cookie"].to_str().unwrap().to_owned();
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"),
        "{cookie}"
    );
    let pair = cookie.split(';').next().unwrap().to_owned();
    let listed = browser
        .get(format!("{base}/api/cycles"))
        .header("cookie", &pair)
        .send()
        .await
        .unwrap();
    assert_eq!(
        listed.status(),
        200,
        "the link's cookie is the dev user's session"
    );
    // Used again: the person signed in goes on to the app…
    let again = browser
        .get(&link)
        .header("cookie", &pair)
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), 303, "signed in already: on to the app");
    assert_eq!(again.headers()["location"], "/");
    assert!(again.headers().get("set-cookie").is_none());
    // …anyone else reads what happened and how to sign in, under the CSP.
    let again = browser.get(&link).send().await.unwrap();
    assert_eq!(again.status(), 400, "a link works once");
    assert!(again.headers().get("set-cookie").is_none());
    let headers = again.headers().clone();
    assert!(
        headers["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/html"),
        "{headers:?}"
    );
    let app = browser.get(format!("{base}/")).send().await.unwrap();
    assert_eq!(
        headers["content-security-policy"],
        app.headers()["content-security-policy"],
        "the app's own CSP"
    );
    assert_eq!(headers["cache-control"], "no-store");
    let page = again.text().await.unwrap();
    assert!(
        page.contains("This sign-in link no longer works")
            && page.contains("href=\"/\"")
            && page.contains("decisiond token --subject"),
        "{page}"
    );
    // A stale cookie is no sign-in: the page, not the app.
    let stale = browser
        .get(format!("{base}/session/start?code=unknown"))
        .header("cookie", "decisiond_session=not.a.token")
        .send()
        .await
        .unwrap();
    assert_eq!(stale.status(), 400);
    dev.kill().unwrap();
    let log = dev.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&log.stderr);
    let secret = std::fs::read(dir.join(decision_auth::DEV_SECRET_FILE)).unwrap();
    assert!(!stderr.contains(&token), "the token is not logged");
    assert!(
        !stderr.contains(&String::from_utf8_lossy(&secret).to_string()),
        "the secret is not logged"
    );
}
