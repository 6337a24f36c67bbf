//! The security table, door by door, against the real binary: every door
//! (HTTP writes and reads, SSE, MCP, NATS intake, the events feed) refuses
//! a missing, expired or forged token, a token without the scope, another
//! user's cycle and a forged act-as — and lets the owner through (the
//! control row, so a refusal is never just a broken call). Then: users'
//! data never cross, act-as records the user, and nothing refused changed
//! anything.

use decision_e2e::idp;
use decision_e2e::nats::{NatsServer, command_as, serve_args, unique_names};
use decision_e2e::server::{
    DEFAULT_USER, StoreLocation, USER_SCOPES, exit_within, expired_token, forged_token, serve_raw,
    token,
};
use decision_e2e::{Server, StoreKind};
use reqwest::header::HeaderValue;
use serde_json::{Value, json};
use std::io::{BufRead, BufReader};
use std::time::Duration;

/// One row of the table: the credentials a request carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Row {
    /// The owner with the right scopes (must pass).
    Owner,
    NoToken,
    Expired,
    WrongSignature,
    /// The owner, without the scope this door needs.
    WrongScope,
    /// Another user, with every user scope, on the owner's cycle.
    OtherUsersCycle,
    /// Another user's token naming the owner in `X-Act-As` without the
    /// `act_as` scope.
    ForgedActor,
}

const ROWS: [Row; 7] = [
    Row::Owner,
    Row::NoToken,
    Row::Expired,
    Row::WrongSignature,
    Row::WrongScope,
    Row::OtherUsersCycle,
    Row::ForgedActor,
];

const OTHER_USER: &str = "bob";

impl Row {
    /// `(Authorization value, X-Act-As)`; `lacking` is the scope set the
    /// door's wrong-scope row uses.
    fn credentials(self, lacking: &str) -> (Option<String>, Option<&'static str>) {
        let bearer = |t: String| Some(format!("Bearer {t}"));
        match self {
            Row::Owner => (bearer(token(DEFAULT_USER, USER_SCOPES)), None),
            Row::NoToken => (None, None),
            Row::Expired => (bearer(expired_token(DEFAULT_USER, USER_SCOPES)), None),
            Row::WrongSignature => (bearer(forged_token(DEFAULT_USER, USER_SCOPES)), None),
            Row::WrongScope => (bearer(token(DEFAULT_USER, lacking)), None),
            Row::OtherUsersCycle => (bearer(token(OTHER_USER, USER_SCOPES)), None),
            Row::ForgedActor => (bearer(token(OTHER_USER, USER_SCOPES)), Some(DEFAULT_USER)),
        }
    }

    /// The status every door answers this row with (MCP answers
    /// authorisation failures as `isError` results; see `mcp_status`).
    fn expected(self) -> u16 {
        match self {
            Row::Owner => 200,
            Row::NoToken | Row::Expired | Row::WrongSignature => 401,
            Row::WrongScope | Row::ForgedActor => 403,
            Row::OtherUsersCycle => 404,
        }
    }
}

fn request(
    client: &reqwest::Client,
    method: reqwest::Method,
    url: String,
    row: Row,
    lacking: &str,
) -> reqwest::RequestBuilder {
    let (authorization, act_as) = row.credentials(lacking);
    let mut builder = client.request(method, url);
    if let Some(value) = authorization {
        builder = builder.header("authorization", value);
    }
    if let Some(user) = act_as {
        builder = builder.header("x-act-as", user);
    }
    builder
}

/// A client that sends no credentials of its own.
fn bare() -> reqwest::Client {
    reqwest::Client::builder()
        .timeout(std::time::Duration::from_secs(30))
        .build()
        .unwrap()
}

async fn http_write(server: &Server, cycle: &str, row: Row) -> (u16, String) {
    let url = server.url(&format!("/api/cycles/{cycle}/tools/add_potential_decision"));
    let response = request(&bare(), reqwest::Method::POST, url, row, "cycles:read")
        .json(&json!({"parameters": {"description": format!("via http as {row:?}")}}))
        .send()
        .await
        .unwrap();
    (response.status().as_u16(), response.text().await.unwrap())
}

async fn http_read(server: &Server, cycle: &str, row: Row) -> (u16, String) {
    let url = server.url(&format!("/api/cycles/{cycle}/document"));
    let response = request(&bare(), reqwest::Method::GET, url, row, "cycles:write")
        .send()
        .await
        .unwrap();
    (response.status().as_u16(), response.text().await.unwrap())
}

async fn sse(server: &Server, cycle: &str, row: Row) -> (u16, String) {
    let url = server.url(&format!("/api/cycles/{cycle}/stream"));
    let response = request(&bare(), reqwest::Method::GET, url, row, "cycles:write")
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    if status == 200 {
        let kind = response.headers()["content-type"]
            .to_str()
            .unwrap()
            .to_owned();
        assert!(kind.starts_with("text/event-stream"), "{kind}");
        return (status, String::new()); // an open stream: drop it
    }
    (status, response.text().await.unwrap())
}

/// A `tools/call` over `/mcp`; failures the HTTP door catches are HTTP
/// statuses, the ones the app catches are `isError` results, read back as
/// the status HTTP would have given.
async fn mcp(server: &Server, cycle: &str, row: Row) -> (u16, String) {
    let call = json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {
        "name": "add_potential_decision",
        "arguments": {"cycle_id": cycle, "description": format!("via mcp as {row:?}")}}});
    let response = request(
        &bare(),
        reqwest::Method::POST,
        server.url("/mcp"),
        row,
        "cycles:read",
    )
    .header("accept", "application/json, text/event-stream")
    .json(&call)
    .send()
    .await
    .unwrap();
    let status = response.status().as_u16();
    let text = response.text().await.unwrap();
    if status != 200 {
        return (status, text);
    }
    let body: Value = serde_json::from_str(&text).unwrap();
    let result = &body["result"];
    if result["isError"] != true {
        return (200, text);
    }
    let message = result["content"][0]["text"].as_str().unwrap_or_default();
    let status = if message.starts_with("no cycle") {
        404
    } else if message.contains("lacks the scope") {
        403
    } else {
        panic!("unexpected MCP error for {row:?}: {message}")
    };
    (status, message.to_owned())
}

async fn nats(client: &async_nats::Client, prefix: &str, cycle: &str, row: Row) -> (u16, String) {
    let (authorization, act_as) = row.credentials("cycles:read");
    let mut headers = Vec::new();
    if let Some(value) = &authorization {
        headers.push(("Authorization", value.as_str()));
    }
    if let Some(user) = act_as {
        headers.push(("X-Act-As", user));
    }
    let body = json!({"parameters": {"description": format!("via nats as {row:?}")}}).to_string();
    let subject = format!("{prefix}.commands.{cycle}.add_potential_decision");
    let reply = command_as(client, &subject, body.as_bytes(), &headers).await;
    (reply.status, reply.body.to_string())
}

/// The feed's rows differ in one place: another user's token is not an
/// error there, it just sees none of the owner's events.
async fn feed(server: &Server, cycle: &str, row: Row) -> (u16, String) {
    let url = server.url("/api/events?after=0&limit=1000");
    let lacking = "cycles:read cycles:write";
    let response = request(&bare(), reqwest::Method::GET, url, row, lacking)
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    let text = response.text().await.unwrap();
    if status != 200 {
        return (status, text);
    }
    let page: Value = serde_json::from_str(&text).unwrap();
    let of_cycle = page["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["cycle_id"] == cycle)
        .count();
    match row {
        Row::Owner => assert!(of_cycle > 0, "the owner sees their events"),
        Row::OtherUsersCycle => {
            assert_eq!(of_cycle, 0, "another user sees none of them: {text}");
            return (404, "none of the owner's events".into());
        }
        other => panic!("{other:?} got a 200 from the feed: {text}"),
    }
    (status, text)
}

#[tokio::test]
async fn every_door_refuses_every_row_of_the_security_table() {
    let nats_server = NatsServer::start("security_table");
    let (stream, prefix) = unique_names();
    let server = Server::start_with(
        StoreLocation::fresh(StoreKind::Postgres, "security_table").await,
        &serve_args(&nats_server, &stream, &prefix),
    )
    .await;
    let nats_client = nats_server.client().await;
    let cycle = server.create_cycle("Alice's private decision").await;
    let unknown = uuid::Uuid::now_v7().to_string();

    let mut failures = Vec::new();
    let mut checked = 0;
    for row in ROWS {
        let answers = [
            ("http write", http_write(&server, &cycle, row).await),
            ("http read", http_read(&server, &cycle, row).await),
            ("sse", sse(&server, &cycle, row).await),
            ("mcp", mcp(&server, &cycle, row).await),
            ("nats", nats(&nats_client, &prefix, &cycle, row).await),
            ("events feed", feed(&server, &cycle, row).await),
        ];
        for (door, (status, body)) in answers {
            checked += 1;
            if status != row.expected() {
                failures.push(format!(
                    "{door} / {row:?}: expected {}, got {status}: {body}",
                    row.expected()
                ));
            }
            if status == 401 && !body.contains("Authorization: Bearer") {
                failures.push(format!(
                    "{door} / {row:?}: a 401 says how to authenticate: {body}"
                ));
            }
            for secret in ["decision-ledger-e2e-secret", "eyJ"] {
                if body.contains(secret) {
                    failures.push(format!(
                        "{door} / {row:?}: the answer echoes a secret or token"
                    ));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{checked} checks:\n{}",
        failures.join("\n")
    );
    assert_eq!(checked, ROWS.len() * 6);

    // Another user's cycle answers exactly like a cycle that does not exist.
    let (_, foreign) = http_read(&server, &cycle, Row::OtherUsersCycle).await;
    let (_, missing) = http_read(&server, &unknown, Row::OtherUsersCycle).await;
    assert_eq!(
        foreign.replace(&cycle, "<id>"),
        missing.replace(&unknown, "<id>"),
        "indistinguishable from a missing cycle"
    );

    // Nothing refused changed anything: the audit log holds the owner's
    // three calls (HTTP, MCP, NATS) and nothing else.
    let position = server.get("/api/events?after=0&limit=1000").await.1["next_after"]
        .as_i64()
        .unwrap();
    let (status, log) = server
        .get_after(&format!("/api/cycles/{cycle}/tools/invocations"), position)
        .await;
    assert_eq!(status, 200, "{log}");
    let triggers: Vec<&str> = log["invocations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["parameters"]["description"].as_str().unwrap_or_default())
        .collect();
    assert_eq!(
        triggers,
        ["via http as Owner", "via mcp as Owner", "via nats as Owner"],
        "{log}"
    );
}

#[tokio::test]
async fn users_data_never_cross_and_act_as_records_the_user() {
    let server = Server::start(StoreKind::Embedded, "security_users").await;
    let alice = server.create_cycle("Alice's move").await;
    let bob_client = server.client(&token(OTHER_USER, USER_SCOPES));
    let response = bob_client
        .post(server.url("/api/cycles"))
        .json(&json!({"title": "Bob's bike"}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 201);
    let bob: Value = response.json().await.unwrap();
    let bob = bob["cycle_id"].as_str().unwrap().to_owned();

    // A gateway acting for alice: allowed, and alice is the recorded actor.
    let gateway = server.client(&token("gateway", "cycles:read cycles:write act_as"));
    let response = gateway
        .post(server.url(&format!("/api/cycles/{alice}/tools/add_potential_decision")))
        .header("x-act-as", DEFAULT_USER)
        .json(&json!({"parameters": {"description": "through the gateway"}}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    let call: Value = response.json().await.unwrap();
    let position = call["position"].as_i64().unwrap();
    // Acting for alice does not open bob's cycle to the gateway.
    let response = gateway
        .get(server.url(&format!("/api/cycles/{bob}/document")))
        .header("x-act-as", DEFAULT_USER)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 404);

    let (_, everything) = server
        .get_with(&server.admin(), "/api/events?after=0&limit=1000")
        .await;
    let events = everything["events"].as_array().unwrap();
    let actor_of = |cycle: &str| -> Vec<String> {
        events
            .iter()
            .filter(|e| e["cycle_id"] == cycle)
            .map(|e| e["metadata"]["actor"].as_str().unwrap().to_owned())
            .collect()
    };
    assert!(
        actor_of(&alice).iter().all(|a| a == DEFAULT_USER),
        "{everything}"
    );
    assert!(
        actor_of(&bob).iter().all(|a| a == OTHER_USER),
        "{everything}"
    );
    assert!(actor_of(&alice).len() >= 3, "create, the call, its audit");
    // …and the gateway's call is recorded as a service's (decision 28).
    let kinds: Vec<&Value> = events
        .iter()
        .filter(|e| e["cycle_id"] == alice)
        .map(|e| &e["metadata"]["actor_kind"])
        .collect();
    assert_eq!(kinds[0], "agent", "created with alice's own token");
    assert!(kinds[1..].iter().all(|k| *k == "service"), "{everything}");

    // Each user lists and streams only their own; admin sees both.
    let ids = |body: &Value| -> Vec<String> {
        body["cycles"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["cycle_id"].as_str().unwrap().to_owned())
            .collect()
    };
    let path = format!("/api/cycles?min_position={position}");
    let (_, mine) = server.get(&path).await;
    assert_eq!(ids(&mine), vec![alice.clone()], "{mine}");
    let (_, theirs) = server.get_with(&bob_client, &path).await;
    assert_eq!(ids(&theirs), vec![bob.clone()], "{theirs}");
    let (_, peeking) = server
        .get_with(&bob_client, &format!("{path}&owner={DEFAULT_USER}"))
        .await;
    assert_eq!(ids(&peeking), Vec::<String>::new(), "{peeking}");
    let (_, all) = server.get_with(&server.admin(), &path).await;
    assert_eq!(ids(&all).len(), 2, "{all}");

    let (_, bobs_feed) = server
        .get_with(&bob_client, "/api/events?after=0&limit=1000")
        .await;
    let cycles: std::collections::HashSet<&str> = bobs_feed["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["cycle_id"].as_str().unwrap())
        .collect();
    assert_eq!(cycles, [bob.as_str()].into(), "{bobs_feed}");

    // Operator routes need admin.
    for path in ["/api/projections", "/api/tools/stats"] {
        assert_eq!(server.get(path).await.0, 403, "{path}");
        assert_eq!(
            server.get_with(&server.admin(), path).await.0,
            200,
            "{path}"
        );
    }
    // Only the probes and the API's description are open.
    for path in ["/healthz", "/api/openapi.json", "/api/docs"] {
        let open = bare().get(server.url(path)).send().await.unwrap();
        assert_eq!(open.status(), 200, "{path}");
    }
    for path in ["/api/tools", "/api/cycles"] {
        let closed = bare().get(server.url(path)).send().await.unwrap();
        assert_eq!(closed.status(), 401, "{path}");
        assert!(closed.headers().contains_key("www-authenticate"), "{path}");
    }
}

/// A gateway token that may act for users.
fn gateway() -> String {
    format!(
        "Bearer {}",
        token("gateway", "cycles:read cycles:write act_as")
    )
}

/// What the gateway's request as `user` answers (`X-Act-As` sent as the
/// raw bytes of `user`, as a proxy forwarding a display name would).
async fn as_user(request: reqwest::RequestBuilder, user: &str) -> (u16, String) {
    let response = request
        .header("authorization", gateway())
        .header(
            "x-act-as",
            HeaderValue::from_bytes(user.as_bytes()).unwrap(),
        )
        .send()
        .await
        .unwrap();
    (response.status().as_u16(), response.text().await.unwrap())
}

fn cycle_ids(list: &str) -> Vec<String> {
    let list: Value = serde_json::from_str(list).unwrap();
    list["cycles"]
        .as_array()
        .unwrap_or_else(|| panic!("a cycle list: {list}"))
        .iter()
        .map(|c| c["cycle_id"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn act_as_outside_visible_ascii_is_400_on_every_door_and_users_stay_apart() {
    let nats_server = NatsServer::start("security_act_as_ascii");
    let (stream, prefix) = unique_names();
    let server = Server::start_with(
        StoreLocation::fresh(StoreKind::Postgres, "security_act_as_ascii").await,
        &serve_args(&nats_server, &stream, &prefix),
    )
    .await;
    let nats_client = nats_server.client().await;
    let some_cycle = uuid::Uuid::now_v7();
    for user in ["josé", "zoë"] {
        let mcp_list = json!({"jsonrpc": "2.0", "id": 1, "method": "tools/list"});
        let doors = [
            (
                "http create",
                bare()
                    .post(server.url("/api/cycles"))
                    .json(&json!({"title": format!("{user}'s move")})),
            ),
            ("http list", bare().get(server.url("/api/cycles"))),
            (
                "sse",
                bare().get(server.url(&format!("/api/cycles/{some_cycle}/stream"))),
            ),
            (
                "mcp",
                bare()
                    .post(server.url("/mcp"))
                    .header("accept", "application/json, text/event-stream")
                    .json(&mcp_list),
            ),
        ];
        for (door, request) in doors {
            let (status, body) = as_user(request, user).await;
            assert_eq!(status, 400, "{door} as {user}: {body}");
            assert!(
                body.contains("`X-Act-As`") && body.contains("1 to 200 visible ASCII"),
                "{door} names the header and what is allowed: {body}"
            );
        }
        let gateway = gateway();
        let reply = command_as(
            &nats_client,
            &format!("{prefix}.commands.{some_cycle}.add_potential_decision"),
            b"{}",
            &[("Authorization", &gateway), ("X-Act-As", user)],
        )
        .await;
        assert_eq!(reply.status, 400, "nats as {user}: {}", reply.body);
        let error = reply.body["error"].as_str().unwrap_or_default();
        assert!(error.contains("`X-Act-As`"), "{error}");
    }

    // The same people under ASCII ids are two users: neither sees the
    // other's cycle (the lossy mapping made them one).
    let create = bare()
        .post(server.url("/api/cycles"))
        .json(&json!({"title": "José's move"}));
    let (status, created) = as_user(create, "jose").await;
    assert_eq!(status, 201, "{created}");
    let created: Value = serde_json::from_str(&created).unwrap();
    let jose_cycle = created["cycle_id"].as_str().unwrap().to_owned();
    // Creating answers no position; the feed's end is at or past it.
    let (_, feed) = server
        .get_with(&server.admin(), "/api/events?after=0&limit=1000")
        .await;
    let position = feed["next_after"].as_i64().unwrap();
    let list = format!("/api/cycles?min_position={position}");
    let (status, zoes) = as_user(bare().get(server.url(&list)), "zoe").await;
    assert_eq!((status, cycle_ids(&zoes)), (200, vec![]), "{zoes}");
    let (status, joses) = as_user(bare().get(server.url(&list)), "jose").await;
    assert_eq!((status, cycle_ids(&joses)), (200, vec![jose_cycle.clone()]));
    let (status, peek) = as_user(
        bare().get(server.url(&format!("/api/cycles/{jose_cycle}/document"))),
        "zoe",
    )
    .await;
    assert_eq!(status, 404, "{peek}");

    // Nothing refused was stored: one cycle in all, all of it José's.
    let (_, all) = server.get_with(&server.admin(), &list).await;
    assert_eq!(cycle_ids(&all.to_string()), vec![jose_cycle], "{all}");
    let actors: Vec<&str> = feed["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["metadata"]["actor"].as_str().unwrap())
        .collect();
    assert!(
        !actors.is_empty() && actors.iter().all(|a| *a == "jose"),
        "{actors:?}"
    );
}

const AUDIENCE: &str = "decision-ledger";

#[tokio::test]
async fn with_a_public_key_a_token_for_another_audience_is_refused() {
    let key = idp::public_key_file();
    let server = Server::start_with_env(
        StoreLocation::fresh(StoreKind::Embedded, "security_audience").await,
        &[],
        &[
            ("DECISIOND_AUTH_PUBLIC_KEY_FILE", key.to_str().unwrap()),
            ("DECISIOND_AUTH_AUDIENCE", AUDIENCE),
        ],
    )
    .await;
    let create = |audience: Value| {
        let token = idp::token_for(audience, DEFAULT_USER, USER_SCOPES);
        let request = bare()
            .post(server.url("/api/cycles"))
            .bearer_auth(token)
            .json(&json!({"title": "Audience check"}));
        async move {
            let response = request.send().await.unwrap();
            (response.status().as_u16(), response.text().await.unwrap())
        }
    };
    assert_eq!(create(json!(AUDIENCE)).await.0, 201, "our audience");
    assert_eq!(
        create(json!(["another-app", AUDIENCE])).await.0,
        201,
        "a token for several audiences, ours among them"
    );
    for (audience, why) in [
        (json!("another-app"), "issued for another application"),
        (json!(["another-app", "a-third-app"]), "for others only"),
        (Value::Null, "no audience at all"),
    ] {
        let (status, body) = create(audience).await;
        assert_eq!(status, 401, "{why}: {body}");
        assert!(
            body.contains("wrong issuer or audience") || body.contains("refused"),
            "{body}"
        );
    }
}

#[tokio::test]
async fn start_up_refuses_a_placeholder_secret_and_a_public_key_without_an_audience() {
    let dir = decision_store::testing::temp_data_dir("security_startup");
    let data_dir = ["--data-dir", dir.to_str().unwrap()];
    let placeholder = "change-me-to-32-or-more-random-bytes";
    let refused = exit_within(
        serve_raw(&data_dir, &[("DECISIOND_AUTH_SECRET", placeholder)]),
        Duration::from_secs(30),
    );
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(!refused.status.success(), "{stderr}");
    for needed in [
        "DECISIOND_AUTH_SECRET",
        "placeholder",
        "openssl rand -hex 32",
    ] {
        assert!(stderr.contains(needed), "names {needed}: {stderr}");
    }
    assert!(!stderr.contains(placeholder), "never echoes the secret");

    let key = idp::public_key_file();
    let key_only = [("DECISIOND_AUTH_PUBLIC_KEY_FILE", key.to_str().unwrap())];
    let refused = exit_within(serve_raw(&data_dir, &key_only), Duration::from_secs(30));
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(!refused.status.success(), "{stderr}");
    assert!(
        stderr.contains("DECISIOND_AUTH_AUDIENCE") && stderr.contains("--insecure-no-audience"),
        "{stderr}"
    );

    // Waived on purpose: it serves any audience, and says so loudly.
    let mut waived = serve_raw(
        &[data_dir[0], data_dir[1], "--insecure-no-audience"],
        &key_only,
    );
    let listening = BufReader::new(waived.stdout.take().unwrap())
        .lines()
        .next()
        .unwrap()
        .unwrap();
    let base = listening.strip_prefix("decisiond listening on ").unwrap();
    let foreign = idp::token_for(json!("another-app"), DEFAULT_USER, USER_SCOPES);
    let response = bare()
        .get(format!("{base}/api/cycles"))
        .bearer_auth(foreign)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    waived.kill().unwrap();
    let log = waived.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&log.stderr);
    assert!(stderr.contains("TOKEN AUDIENCE IS NOT CHECKED"), "{stderr}");
}

const RESOURCE: &str = "https://decisions.example.com";
const METADATA_URL: &str = "https://decisions.example.com/.well-known/oauth-protected-resource";

/// The `WWW-Authenticate` of a response (empty if none).
fn challenge(response: &reqwest::Response) -> String {
    response
        .headers()
        .get("www-authenticate")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned()
}

/// OAuth discovery (RFC 9728) and the audience (RFC 8707), as a hosted
/// MCP client meets them: a 401 from `/api/…` or `/mcp` names the
/// metadata document and the scopes the request needs; the document,
/// public, names the resource, its authorization server and only the
/// scopes an agent may ask for; a token for this resource passes on both
/// doors and one for another resource is a 401 that says why.
#[tokio::test]
async fn oauth_discovery_names_the_resource_and_tokens_must_be_for_it() {
    let key = idp::public_key_file();
    let server = Server::start_with_env(
        StoreLocation::fresh(StoreKind::Embedded, "security_oauth").await,
        &[],
        &[
            ("DECISIOND_AUTH_PUBLIC_KEY_FILE", key.to_str().unwrap()),
            ("DECISIOND_AUTH_RESOURCE", RESOURCE),
            (
                "DECISIOND_AUTH_AUTHORIZATION_SERVERS",
                "https://idp.example.com",
            ),
        ],
    )
    .await;
    let expected_challenge = |door: &str| {
        let scope = match door {
            "mcp" => "cycles:read cycles:write",
            _ => "cycles:write",
        };
        format!(
            "Bearer realm=\"decisiond\", resource_metadata=\"{METADATA_URL}\", scope=\"{scope}\""
        )
    };

    let response = bare()
        .get(server.url("/.well-known/oauth-protected-resource"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200, "public, no token");
    let metadata: Value = response.json().await.unwrap();
    // Not `admin`, `act_as`, `cycles:confirm` (the person's) or
    // `events:read`: a client that asks for everything advertised must
    // not end up holding them.
    let scopes = ["cycles:read", "cycles:write"];
    assert_eq!(
        metadata,
        json!({
            "resource": RESOURCE,
            "authorization_servers": ["https://idp.example.com"],
            "scopes_supported": scopes,
            "bearer_methods_supported": ["header"],
            "resource_name": "Decision Ledger",
        })
    );
    let suffixed = bare()
        .get(server.url("/.well-known/oauth-protected-resource/mcp"))
        .send()
        .await
        .unwrap();
    assert_eq!(suffixed.status(), 404, "`/mcp` is part of the one resource");

    let initialize = json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {},
        "clientInfo": {"name": "security-test", "version": "1"}}});
    let mcp = |token: Option<String>| {
        let mut request = bare()
            .post(server.url("/mcp"))
            .header("accept", "application/json, text/event-stream")
            .json(&initialize);
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        request.send()
    };
    let create = |token: Option<String>| {
        let mut request = bare()
            .post(server.url("/api/cycles"))
            .json(&json!({"title": "OAuth"}));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        request.send()
    };

    for (door, response) in [
        ("http", create(None).await.unwrap()),
        ("mcp", mcp(None).await.unwrap()),
    ] {
        assert_eq!(response.status(), 401, "{door}");
        assert_eq!(challenge(&response), expected_challenge(door), "{door}");
    }

    let ours = || Some(idp::token_for(json!(RESOURCE), DEFAULT_USER, USER_SCOPES));
    assert_eq!(
        create(ours()).await.unwrap().status(),
        201,
        "for this resource"
    );
    assert_eq!(
        mcp(ours()).await.unwrap().status(),
        200,
        "for this resource"
    );

    for (audience, why) in [
        (json!("https://other.example.com"), "another resource"),
        (json!(format!("{RESOURCE}.evil.example")), "a look-alike"),
        (Value::Null, "no audience"),
    ] {
        let token = || Some(idp::token_for(audience.clone(), DEFAULT_USER, USER_SCOPES));
        for (door, response) in [
            ("http", create(token()).await.unwrap()),
            ("mcp", mcp(token()).await.unwrap()),
        ] {
            assert_eq!(response.status(), 401, "{why} on {door}");
            assert_eq!(
                challenge(&response),
                expected_challenge(door),
                "{why} on {door}"
            );
            let body = response.text().await.unwrap();
            assert!(
                body.contains("issued for another resource") && body.contains(RESOURCE),
                "{why} on {door}: says why and names the resource: {body}"
            );
        }
    }
}

/// Without `DECISIOND_AUTH_RESOURCE` the listen address stands in: the
/// challenge names a document that is there, and says it is this server.
#[tokio::test]
async fn unconfigured_the_challenge_names_this_servers_own_document() {
    let server = Server::start(StoreKind::Embedded, "security_oauth_local").await;
    let response = bare().get(server.url("/api/cycles")).send().await.unwrap();
    assert_eq!(response.status(), 401);
    let challenge = challenge(&response);
    let url = challenge
        .split("resource_metadata=\"")
        .nth(1)
        .and_then(|rest| rest.strip_suffix("\", scope=\"cycles:read\""))
        .unwrap_or_else(|| panic!("no resource_metadata then scope in {challenge:?}"));
    let port = server.url("").rsplit(':').next().unwrap().to_owned();
    assert_eq!(
        url,
        format!("http://localhost:{port}/.well-known/oauth-protected-resource")
    );
    let metadata: Value = bare().get(url).send().await.unwrap().json().await.unwrap();
    assert_eq!(metadata["resource"], format!("http://localhost:{port}"));
    assert!(
        metadata.get("authorization_servers").is_none(),
        "{metadata}"
    );
}

/// A resource under a path (a proxy mounts the service at `/decisions`):
/// its document is at the well-known path plus that path (RFC 9728
/// §3.1), and only there. With an HS256 secret the resource is no
/// audience: `decisiond token`'s tokens, which carry none, still pass.
#[tokio::test]
async fn a_resource_with_a_path_has_its_document_under_that_path() {
    let server = Server::start_with_env(
        StoreLocation::fresh(StoreKind::Embedded, "security_oauth_path").await,
        &[],
        &[
            ("DECISIOND_AUTH_SECRET", decision_e2e::server::TEST_SECRET),
            ("DECISIOND_AUTH_RESOURCE", "https://example.com/decisions/"),
        ],
    )
    .await;
    let suffixed = "/.well-known/oauth-protected-resource/decisions";
    let response = bare().get(server.url(suffixed)).send().await.unwrap();
    assert_eq!(response.status(), 200);
    let metadata: Value = response.json().await.unwrap();
    assert_eq!(metadata["resource"], "https://example.com/decisions");

    let root = bare()
        .get(server.url("/.well-known/oauth-protected-resource"))
        .send()
        .await
        .unwrap();
    assert_eq!(root.status(), 404);
    let body = root.text().await.unwrap();
    assert!(
        body.contains(&format!("https://example.com{suffixed}")),
        "{body}"
    );

    let refused = bare().get(server.url("/api/cycles")).send().await.unwrap();
    assert_eq!(
        challenge(&refused),
        format!(
            "Bearer realm=\"decisiond\", resource_metadata=\"https://example.com{suffixed}\", \
             scope=\"cycles:read\""
        )
    );
    let listed = bare()
        .get(server.url("/api/cycles"))
        .bearer_auth(token(DEFAULT_USER, USER_SCOPES))
        .send()
        .await
        .unwrap();
    assert_eq!(listed.status(), 200, "an HS256 token without `aud`");
}

/// RFC 6750 §3: a 401 names the scopes the request needs and a 403 the one
/// the token lacks (`error="insufficient_scope"`); MCP's `tools/list`
/// needs `cycles:read` as `GET /api/tools` does, refused in the same words.
#[tokio::test]
async fn challenges_name_the_scope_and_tools_list_needs_cycles_read() {
    let server = Server::start(StoreKind::Embedded, "security_scope_challenge").await;
    let bearer = |scopes: &str| format!("Bearer {}", token(DEFAULT_USER, scopes));
    let get = |path: &str, scopes: Option<&str>| {
        let mut request = bare().get(server.url(path));
        if let Some(scopes) = scopes {
            request = request.header("authorization", bearer(scopes));
        }
        request.send()
    };
    for (path, needed) in [
        ("/api/cycles", "cycles:read"),
        ("/api/events", "events:read"),
        ("/api/projections", "admin"),
    ] {
        let response = get(path, None).await.unwrap();
        assert_eq!(response.status(), 401, "{path}");
        let challenge = challenge(&response);
        assert!(
            challenge.ends_with(&format!(", scope=\"{needed}\"")),
            "{path}: {challenge}"
        );
    }
    let erase = bare()
        .delete(server.url(&format!("/api/cycles/{}", uuid::Uuid::now_v7())))
        .send()
        .await
        .unwrap();
    assert!(
        challenge(&erase).ends_with(", scope=\"cycles:write cycles:confirm\""),
        "{}",
        challenge(&erase)
    );

    // A valid token without the scope: 403 naming it.
    let created = bare()
        .post(server.url("/api/cycles"))
        .header("authorization", bearer("cycles:read"))
        .json(&json!({"title": "Scopes"}))
        .send()
        .await
        .unwrap();
    assert_eq!(created.status(), 403);
    assert_eq!(
        challenge(&created),
        "Bearer realm=\"decisiond\", error=\"insufficient_scope\", scope=\"cycles:write\""
    );
    let feed = get("/api/events", Some("cycles:read cycles:write"))
        .await
        .unwrap();
    assert_eq!(feed.status(), 403);
    assert!(
        challenge(&feed).ends_with("scope=\"events:read\""),
        "{}",
        challenge(&feed)
    );

    // No scope at all: the catalog is refused on both doors, alike.
    let catalog = get("/api/tools", Some("")).await.unwrap();
    assert_eq!(catalog.status(), 403);
    assert!(challenge(&catalog).ends_with("scope=\"cycles:read\""));
    let http_text = catalog.json::<Value>().await.unwrap()["error"]
        .as_str()
        .unwrap()
        .to_owned();
    let list = json!({"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}});
    let answer: Value = bare()
        .post(server.url("/mcp"))
        .header("authorization", bearer(""))
        .header("accept", "application/json, text/event-stream")
        .json(&list)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert!(answer.get("result").is_none(), "tools listed: {answer}");
    assert_eq!(answer["error"]["message"], http_text, "{answer}");
    assert!(
        http_text.contains("lacks the scope `cycles:read`"),
        "{http_text}"
    );
    // With `cycles:read`, both list.
    let listed: Value = bare()
        .post(server.url("/mcp"))
        .header("authorization", bearer("cycles:read"))
        .header("accept", "application/json, text/event-stream")
        .json(&list)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert!(
        listed["result"]["tools"]
            .as_array()
            .is_some_and(|t| !t.is_empty()),
        "{listed}"
    );
}

/// Dev mode's start-up as an operator reads it: the printed token reads
/// and writes but cannot approve (unless `--dev-token-confirm`), the
/// person's sign-in link can, and listening beyond loopback is a loud
/// warning on stdout and in the log.
#[tokio::test]
async fn dev_mode_prints_a_token_that_cannot_approve_and_warns_off_loopback() {
    let start = |listen: &str, extra: &[&str]| {
        let dir = decision_store::testing::temp_data_dir("security_dev_mode");
        let log = dir.join("stderr.log");
        let mut command = std::process::Command::new(decision_e2e::server::binary());
        command
            .args(["serve", "--listen", listen, "--data-dir"])
            .arg(&dir)
            .args(extra)
            .env_remove("DECISIOND_AUTH_SECRET")
            .env_remove("DECISIOND_DEV_TOKEN_CONFIRM")
            .stdout(std::process::Stdio::piped())
            .stderr(std::fs::File::create(&log).expect("a log file"));
        let mut child = Running {
            child: command.spawn().expect("spawn decisiond"),
            log,
            _dir: dir,
        };
        let stdout = BufReader::new(child.child.stdout.take().unwrap());
        let (lines_tx, lines_rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in stdout.lines().map_while(Result::ok) {
                if lines_tx.send(line).is_err() {
                    return;
                }
            }
        });
        // The address line and the dev-mode block (six lines), then the
        // warning if one comes.
        let mut lines = Vec::new();
        while lines.len() < 6 {
            match lines_rx.recv_timeout(Duration::from_secs(20)) {
                Ok(line) => lines.push(line),
                Err(_) => panic!("decisiond printed only {lines:?}"),
            }
        }
        if let Ok(line) = lines_rx.recv_timeout(Duration::from_secs(2)) {
            lines.push(line);
        }
        (child, lines)
    };
    let scopes_of = |lines: &[String]| {
        let base = lines[0]
            .strip_prefix("decisiond listening on ")
            .unwrap()
            .replace("0.0.0.0", "127.0.0.1");
        let token = lines
            .iter()
            .find_map(|l| l.trim().strip_prefix("export DECISIOND_TOKEN="))
            .unwrap_or_else(|| panic!("a token: {lines:?}"))
            .to_owned();
        async move {
            let session: Value = bare()
                .get(format!("{base}/api/session"))
                .bearer_auth(token)
                .send()
                .await
                .unwrap()
                .json()
                .await
                .unwrap();
            session["data"]["scopes"].clone()
        }
    };

    let (child, lines) = start("0.0.0.0:0", &[]);
    let scopes = scopes_of(&lines).await;
    assert_eq!(
        scopes,
        json!(["cycles:read", "cycles:write", "events:read"]),
        "{lines:?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.contains("cannot approve; --dev-token-confirm")),
        "{lines:?}"
    );
    let warning = lines
        .iter()
        .find(|l| l.starts_with("WARNING: DEV MODE LISTENS ON"));
    assert!(
        warning.is_some_and(|w| w.contains("Listen on 127.0.0.1")),
        "{lines:?}"
    );
    let log = std::fs::read_to_string(&child.log).unwrap_or_default();
    assert!(log.contains("DEV MODE LISTENS ON"), "and in the log: {log}");
    drop(child);

    // On loopback, no warning; asked, the printed token may approve.
    let (child, lines) = start("127.0.0.1:0", &["--dev-token-confirm"]);
    assert!(
        !lines.iter().any(|l| l.contains("DEV MODE LISTENS ON")),
        "{lines:?}"
    );
    let scopes = scopes_of(&lines).await;
    assert!(
        scopes
            .as_array()
            .unwrap()
            .contains(&json!("cycles:confirm")),
        "{scopes}"
    );
    drop(child);
}

/// A decisiond killed when the test ends, passed or failed; and its log
/// (in its data directory, removed then too).
/// A dev-mode decisiond, its log file, and its data directory (removed
/// once the process is killed).
struct Running {
    child: std::process::Child,
    log: std::path::PathBuf,
    _dir: decision_store::testing::TempDir,
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The API docs page runs in the app's origin, where script could read the
/// CSRF token: it carries a strict policy, no framing, no sniffing.
#[tokio::test]
async fn the_docs_page_is_hardened() {
    let server = Server::start(StoreKind::Embedded, "security_docs_headers").await;
    for path in ["/api/docs", "/api/docs/redoc.standalone.js"] {
        let response = bare().get(server.url(path)).send().await.unwrap();
        assert_eq!(response.status(), 200, "{path}");
        let header = |name: &str| {
            response
                .headers()
                .get(name)
                .and_then(|v| v.to_str().ok())
                .unwrap_or_default()
                .to_owned()
        };
        let policy = header("content-security-policy");
        for directive in [
            "default-src 'none'",
            "script-src 'self';",
            "connect-src 'self'",
            "frame-ancestors 'none'",
            "base-uri 'none'",
        ] {
            assert!(
                policy.contains(directive),
                "{path}: {directive} in {policy:?}"
            );
        }
        assert!(!policy.contains("unsafe-eval"), "{policy}");
        assert_eq!(header("x-frame-options"), "DENY", "{path}");
        assert_eq!(header("x-content-type-options"), "nosniff", "{path}");
    }
}

/// A version past the store's bound (`i64::MAX`) is refused naming the
/// bound, on `history` and on the live stream's `Last-Event-ID`, instead
/// of wrapping to -1 and reading the stream from its start; the bound
/// itself reads as beyond the end.
#[tokio::test]
async fn versions_past_the_bound_are_refused_not_wrapped() {
    let server = Server::start(StoreKind::Embedded, "security_version_bound").await;
    let cycle = server.create_cycle("Bounds").await;
    let history = |after: &str| format!("/api/cycles/{cycle}/history?after_version={after}");
    let (status, body) = server.get(&history("18446744073709551615")).await;
    assert_eq!(status, 422, "{body}");
    let error = body["error"].as_str().unwrap_or_default();
    assert!(
        error.contains("`after_version`") && error.contains("9223372036854775807"),
        "{error}"
    );
    let (status, body) = server.get(&history("9223372036854775807")).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["entries"], json!([]), "{body}");

    let stream = server
        .http
        .get(server.url(&format!("/api/cycles/{cycle}/stream")))
        .header("last-event-id", "18446744073709551615")
        .send()
        .await
        .unwrap();
    assert_eq!(stream.status(), 422);
    let body: Value = stream.json().await.unwrap();
    let error = body["error"].as_str().unwrap_or_default();
    assert!(
        error.contains("Last-Event-ID") && error.contains("9223372036854775807"),
        "{error}"
    );
}
