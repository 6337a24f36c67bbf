//! The security table, door by door, against the real binary: every door
//! (HTTP writes and reads, SSE, MCP, NATS intake, the events feed) refuses
//! a missing, expired or forged token, a token without the scope, another
//! user's cycle and a forged act-as — and lets the owner through (the
//! control row, so a refusal is never just a broken call). Then: users'
//! data never cross, act-as records the user, and nothing refused changed
//! anything.

use decision_e2e::nats::{NatsServer, command_as, serve_args, unique_names};
use decision_e2e::server::{
    DEFAULT_USER, StoreLocation, USER_SCOPES, expired_token, forged_token, token,
};
use decision_e2e::{Server, StoreKind};
use serde_json::{Value, json};

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
    // Only /healthz is open.
    let open = bare().get(server.url("/healthz")).send().await.unwrap();
    assert_eq!(open.status(), 200);
    for path in ["/api/openapi.json", "/api/tools", "/api/cycles"] {
        let closed = bare().get(server.url(path)).send().await.unwrap();
        assert_eq!(closed.status(), 401, "{path}");
        assert!(closed.headers().contains_key("www-authenticate"), "{path}");
    }
}
