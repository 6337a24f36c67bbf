//! The hostile tenant: every class of input issue 15 names, sent in turn
//! at a fixed rate (above the per-user rate limit, so it meets that too).
//! Each class has the answers it may get; anything else (a 5xx above all)
//! is reported.

use super::forged_replies::ForgedReplies;
use super::user_client;
use crate::Server;
use crate::nats::NatsServer;
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

pub(super) struct Hostile {
    client: reqwest::Client,
    /// For bodies the server refuses unread: it then closes the
    /// connection, which must not be one another request reuses.
    one_shot: reqwest::Client,
    nats: async_nats::Client,
    base_url: String,
    /// A full matrix with long reasoning: large reads.
    big: String,
    /// Where the writes go.
    scratch: String,
    stream: String,
    /// Every NATS subject of the process, each with forged reply subjects.
    forged: ForgedReplies,
}

const REUSED_KEY: &str = "mallory-reused-key";

/// The classes, in the order they are sent.
const CLASSES: [&str; 10] = [
    "control_characters",
    "unknown_tool_names",
    "huge_tool_name",
    "huge_reads",
    "oversized_writes",
    "future_waits",
    "stream_floods",
    "forged_reply_subjects",
    "reused_keys",
    "forged_identity",
];

/// The status recorded for a request that got no answer.
const TRANSPORT_ERROR: u16 = 599;

/// What one class may be answered (429: the rate limit or a cap).
fn allowed(class: &str, status: u16) -> bool {
    status == 429
        || match class {
            "control_characters" | "oversized_writes" | "reused_keys" => {
                [413, 422].contains(&status)
            }
            "unknown_tool_names" | "huge_tool_name" => status == 404,
            "huge_reads" => status == 200,
            "future_waits" => status == 422,
            "stream_floods" => status == 200,
            "forged_identity" => [400, 403].contains(&status),
            // Published, never answered: nothing to check here.
            "forged_reply_subjects" => status == 0,
            _ => false,
        }
}

#[derive(Default)]
pub(super) struct Attacks {
    /// Per class: status code → count.
    sent: BTreeMap<&'static str, BTreeMap<u16, usize>>,
    pub(super) unexpected: Vec<String>,
    /// Requests that got no answer at all (connection closed or reset,
    /// status 599 here), the first few with their error chains: reported,
    /// not failed, since the pass criteria are the well-behaved tenants'
    /// and a server may drop an abusive client's connection.
    pub(super) transport_errors: Vec<String>,
}

impl Attacks {
    pub(super) fn missing_classes(&self) -> Option<String> {
        let missing: Vec<&str> = CLASSES
            .into_iter()
            .filter(|c| !self.sent.contains_key(c))
            .collect();
        (!missing.is_empty()).then(|| missing.join(", "))
    }

    pub(super) fn summary(&self) -> Value {
        json!(self.sent)
    }

    fn record(&mut self, class: &'static str, status: u16, body: &str) {
        *self
            .sent
            .entry(class)
            .or_default()
            .entry(status)
            .or_default() += 1;
        if status == TRANSPORT_ERROR {
            if self.transport_errors.len() < 3 {
                self.transport_errors.push(format!("{class}: {body}"));
            }
            return;
        }
        if !allowed(class, status) && self.unexpected.len() < 10 {
            self.unexpected.push(format!(
                "{class}: {status} {}",
                &body[..body.len().min(200)]
            ));
        }
    }
}

impl Hostile {
    pub(super) async fn set_up(
        server: &Server,
        nats: &NatsServer,
        stream: &str,
        prefix: &str,
    ) -> Hostile {
        let client = user_client("mallory");
        let create = |title: &str| {
            let request = client
                .post(server.url("/api/cycles"))
                .json(&json!({"title": title}));
            async move {
                let body: Value = request.send().await.unwrap().json().await.unwrap();
                body["cycle_id"].as_str().expect("cycle_id").to_owned()
            }
        };
        let big = create("Mallory's big matrix").await;
        let scratch = create("Mallory's scratch").await;
        let nats_client = nats.client().await;
        let forged = ForgedReplies::set_up(nats, &nats_client, stream, prefix, &scratch).await;
        let hostile = Hostile {
            one_shot: super::user_client_without_pool("mallory"),
            client,
            nats: nats_client,
            base_url: server.base_url.clone(),
            big,
            scratch,
            stream: stream.to_owned(),
            forged,
        };
        hostile.fill_big_matrix().await;
        // The key every `reused_keys` request reuses with another body.
        let first = hostile
            .client
            .post(format!(
                "{}/api/cycles/{}/tools/add_objective_idea",
                hostile.base_url, hostile.scratch
            ))
            .header("idempotency-key", REUSED_KEY)
            .json(&json!({"parameters": {"description": "the first use"}}))
            .send()
            .await
            .unwrap();
        assert!(first.status().is_success(), "{}", first.status());
        hostile
    }

    async fn fill_big_matrix(&self) {
        let cycle = &self.big;
        let put = |component: &str| {
            self.client
                .put(format!("{}/api/cycles/{cycle}/component", self.base_url))
                .json(&json!({"component": component}))
                .send()
        };
        let tool = |name: &str, parameters: Value| {
            self.client
                .post(format!("{}/api/cycles/{cycle}/tools/{name}", self.base_url))
                .json(&json!({"parameters": parameters}))
                .send()
        };
        put("objectives").await.unwrap();
        for n in 0..5 {
            tool(
                "add_objective",
                json!({"name": format!("Objective {n}"), "measure": "m", "direction": "higher", "is_fundamental": true}),
            )
            .await
            .unwrap();
        }
        put("alternatives").await.unwrap();
        for n in 0..5 {
            tool(
                "add_alternative",
                json!({"name": format!("Alternative {n}"), "description": "", "is_status_quo": n == 0}),
            )
            .await
            .unwrap();
        }
        put("consequences").await.unwrap();
        let reasoning = "long reasoning ".repeat(130);
        for alternative in ["alt_b", "alt_c", "alt_d", "alt_e"] {
            for objective in 1..=5 {
                let status = tool(
                    "rate_consequence",
                    json!({"alternative_id": alternative, "objective_id": format!("obj_{objective}"),
                           "rating": 1, "reasoning": reasoning}),
                )
                .await
                .unwrap()
                .status();
                assert!(status.is_success(), "filling the big matrix: {status}");
            }
        }
    }

    /// What the forged reply subjects drew.
    pub(super) fn forged_replies(&self) -> &ForgedReplies {
        &self.forged
    }

    /// The JetStream stream's message count (a purge would lower it).
    pub(super) async fn stream_messages(&self) -> u64 {
        let js = async_nats::jetstream::new(self.nats.clone());
        let mut stream = js.get_stream(&self.stream).await.expect("the stream");
        stream.info().await.expect("stream info").state.messages
    }

    /// Sends the classes in turn, `rate` requests a second, for `length`;
    /// open streams are held until the end.
    pub(super) async fn run(&self, _server: &Server, rate: f64, length: Duration) -> Attacks {
        let attacks = Arc::new(Mutex::new(Attacks::default()));
        let held_streams = Arc::new(Mutex::new(Vec::new()));
        let pace = Duration::from_secs_f64(1.0 / rate);
        let deadline = Instant::now() + length;
        let mut sending = tokio::task::JoinSet::new();
        let mut n = 0usize;
        while Instant::now() < deadline {
            let due = Instant::now() + pace;
            let class = CLASSES[n % CLASSES.len()];
            let request = self.request(class, n);
            let (attacks, held) = (attacks.clone(), held_streams.clone());
            sending.spawn(async move {
                let (status, body, stream) = request.await;
                if let Some(stream) = stream {
                    held.lock().unwrap().push(stream);
                }
                attacks.lock().unwrap().record(class, status, &body);
            });
            n += 1;
            tokio::time::sleep_until(due.into()).await;
        }
        sending.join_all().await;
        held_streams.lock().unwrap().clear();
        Arc::try_unwrap(attacks)
            .ok()
            .expect("every request finished")
            .into_inner()
            .unwrap()
    }

    /// One request of `class`: its status (0: no answer expected), body,
    /// and an open stream to hold.
    fn request(
        &self,
        class: &'static str,
        n: usize,
    ) -> impl Future<Output = (u16, String, Option<reqwest::Response>)> + Send + 'static {
        let client = self.client.clone();
        let one_shot = self.one_shot.clone();
        let (base, big, scratch) = (
            self.base_url.clone(),
            self.big.clone(),
            self.scratch.clone(),
        );
        // Each round forges the next (subject, reply subject) pair.
        let forged = (class == "forged_reply_subjects")
            .then(|| self.forged.send(self.nats.clone(), n / CLASSES.len()));
        // Each class comes round every `CLASSES.len()` requests; some
        // alternate between two forms from one round to the next.
        let odd_round = (n / CLASSES.len()) % 2 == 1;
        async move {
            let tool_url =
                |cycle: &str, tool: &str| format!("{base}/api/cycles/{cycle}/tools/{tool}");
            let request = match class {
                "control_characters" => client
                    .post(tool_url(&scratch, "add_consideration"))
                    .json(&json!({"parameters": {"description": format!("x{}y", '\u{0}')}})),
                "unknown_tool_names" => client
                    .post(tool_url(&scratch, &format!("made_up_tool_{n}")))
                    .json(&json!({"parameters": {}})),
                "huge_tool_name" => client
                    .post(tool_url(&scratch, &"z".repeat(20_000)))
                    .json(&json!({"parameters": {}})),
                "huge_reads" => client
                    .post(tool_url(&big, "compute_pugh_totals"))
                    .json(&json!({"parameters": {"response_format": "detailed"}})),
                "oversized_writes" if !odd_round => one_shot
                    .post(tool_url(&scratch, "add_consideration"))
                    .header("content-type", "application/json")
                    .body(vec![b' '; 300 * 1024]),
                "oversized_writes" => client
                    .post(tool_url(&scratch, "add_consideration"))
                    .json(&json!({"parameters": {"description": "d", "junk": "x".repeat(60_000)}})),
                "future_waits" => client.get(format!(
                    "{base}/api/cycles/{scratch}/pugh?min_position={}&wait_ms=10000",
                    1_000_000_000_000i64 + n as i64
                )),
                "stream_floods" => client.get(format!("{base}/api/cycles/{big}/stream")),
                "forged_reply_subjects" => {
                    if let Some(send) = forged {
                        send.await;
                    }
                    return (0, String::new(), None);
                }
                "reused_keys" => client
                    .post(tool_url(&scratch, "add_objective_idea"))
                    .header("idempotency-key", REUSED_KEY)
                    .json(&json!({"parameters": {"description": format!("idea {n}")}})),
                "forged_identity" if !odd_round => client
                    .get(format!("{base}/api/cycles"))
                    .header("x-act-as", "good-0"),
                _ => client.get(format!("{base}/api/cycles")).header(
                    "x-act-as",
                    reqwest::header::HeaderValue::from_bytes("jos\u{e9}".as_bytes())
                        .expect("obs-text is a header value"),
                ),
            };
            match request.send().await {
                Ok(response) if class == "stream_floods" && response.status() == 200 => {
                    (200, String::new(), Some(response))
                }
                Ok(response) => {
                    let status = response.status().as_u16();
                    (status, response.text().await.unwrap_or_default(), None)
                }
                Err(e) => (TRANSPORT_ERROR, error_chain(&e), None),
            }
        }
    }
}

/// `e` and its sources, one after the other (reqwest's own text names only
/// the request).
fn error_chain(e: &dyn std::error::Error) -> String {
    let mut text = e.to_string();
    let mut source = e.source();
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text
}
