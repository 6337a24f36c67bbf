//! The load: concurrent clients sending tool calls, each with its own
//! `Idempotency-Key`, and the client-side ledger of what was acknowledged.
//!
//! A call is *acknowledged* when the service answered it durably: HTTP 200,
//! or a 4xx tool rejection carrying an `invocation_id` (an audited call).
//! Anything else — a connection error, a timeout, a 503, a 500, a 409 of
//! contention (no `invocation_id`) — leaves it pending, and it is retried
//! with the same key and body: after the restart, or after `Retry-After`.
//! Every attempt is logged with its start, end, the process generation it
//! went to and what came back; the checks classify them afterwards against
//! the fault timeline.

use super::rng::Rng;
use super::service::Endpoint;
use serde_json::{Value, json};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use tokio::sync::watch;

/// One tool call of the ledger.
#[derive(Debug, Clone)]
pub struct Call {
    /// The `Idempotency-Key`, also sent as `trigger_context`, so the audit
    /// record of the call names it.
    pub key: String,
    pub cycle_id: String,
    pub tool: &'static str,
    pub body: Value,
    /// The status the call must get (200, or 404/422 for the rejections
    /// the load makes on purpose).
    pub expect: u16,
    /// `add_note` with `content` = key: its `NoteAdded` must be stored once.
    pub note: bool,
    pub setup: bool,
    pub attempts: u32,
    /// Attempts after the acknowledgement, by [`Load::resend_check`]: each
    /// is a request of its own, so it may fail and be audited as failed.
    pub resends: u32,
    pub ack: Option<Ack>,
}

#[derive(Debug, Clone)]
pub struct Ack {
    pub invocation_id: String,
    pub status: u16,
    /// Answered with `Idempotent-Replayed: true`: an earlier attempt had
    /// committed although its answer never arrived.
    pub replayed: bool,
}

/// What one HTTP attempt got.
#[derive(Debug, Clone)]
pub enum Outcome {
    Acked {
        status: u16,
        replayed: bool,
    },
    /// Any other HTTP answer.
    Status {
        status: u16,
        retry_after: Option<String>,
        error: String,
    },
    /// No answer: refused, reset, closed mid-body.
    Connection(String),
    /// No answer within the client timeout: a hang.
    Timeout,
}

#[derive(Debug, Clone)]
pub struct Attempt {
    pub key: String,
    /// Since the run's start.
    pub start: Duration,
    pub end: Duration,
    pub generation: u64,
    pub outcome: Outcome,
}

impl Attempt {
    pub fn latency(&self) -> Duration {
        self.end.saturating_sub(self.start)
    }
}

/// What every client shares.
pub struct Load {
    pub http: reqwest::Client,
    pub endpoint: watch::Receiver<Option<Endpoint>>,
    pub t0: Instant,
    pub attempts: Mutex<Vec<Attempt>>,
    /// Cleared when no new calls should start (pending ones still finish).
    pub running: AtomicBool,
    /// Pending calls are abandoned (left unacknowledged) after this.
    pub give_up_at: Mutex<Instant>,
    /// Harness-level findings while driving calls (e.g. a replay that
    /// disagrees with the first answer).
    pub findings: Mutex<Vec<String>>,
    pub resends_confirmed: std::sync::atomic::AtomicU64,
}

/// Retry-After in seconds (capped), else `default`.
fn retry_delay(value: Option<&str>, default: Duration) -> Duration {
    value
        .and_then(|v| v.trim().parse::<u64>().ok())
        .map_or(default, |s| Duration::from_secs(s.min(5)))
}

impl Load {
    pub fn now(&self) -> Duration {
        self.t0.elapsed()
    }

    fn give_up_at(&self) -> Instant {
        *self.give_up_at.lock().unwrap()
    }

    fn finding(&self, text: String) {
        self.findings.lock().unwrap().push(text);
    }

    /// The current endpoint, waiting (until give-up) while the service is down.
    async fn endpoint(&self) -> Option<Endpoint> {
        let mut rx = self.endpoint.clone();
        let until = tokio::time::Instant::from_std(self.give_up_at());
        loop {
            if let Some(endpoint) = rx.borrow_and_update().clone() {
                return Some(endpoint);
            }
            match tokio::time::timeout_at(until, rx.changed()).await {
                Ok(Ok(())) => continue,
                _ => return None,
            }
        }
    }

    /// Waits (at most `limit`) for a process other than `generation`.
    async fn next_generation(&self, generation: u64, limit: Duration) {
        let mut rx = self.endpoint.clone();
        let _ = tokio::time::timeout(
            limit,
            rx.wait_for(|e| e.as_ref().is_some_and(|e| e.generation != generation)),
        )
        .await;
    }

    /// One POST of `call` to `endpoint`, logged.
    async fn attempt(&self, endpoint: &Endpoint, call: &Call) -> (Outcome, Option<Value>) {
        let url = format!(
            "{}/api/cycles/{}/tools/{}",
            endpoint.base_url, call.cycle_id, call.tool
        );
        let start = self.now();
        let sent = self
            .http
            .post(&url)
            .header("idempotency-key", &call.key)
            .json(&call.body)
            .send()
            .await;
        let (outcome, body) = match sent {
            Err(e) if e.is_timeout() => (Outcome::Timeout, None),
            Err(e) => (Outcome::Connection(error_chain(&e)), None),
            Ok(response) => {
                let status = response.status().as_u16();
                let header = |name: &str| {
                    response
                        .headers()
                        .get(name)
                        .map(|v| v.to_str().unwrap_or("?").to_owned())
                };
                let replayed = header("idempotent-replayed").as_deref() == Some("true");
                let retry_after = header("retry-after");
                match response.bytes().await {
                    Err(e) if e.is_timeout() => (Outcome::Timeout, None),
                    Err(e) => (Outcome::Connection(error_chain(&e)), None),
                    Ok(bytes) => {
                        let body: Value = serde_json::from_slice(&bytes).unwrap_or_else(
                            |_| json!({"unparsed": String::from_utf8_lossy(&bytes)}),
                        );
                        let audited = body["invocation_id"].is_string();
                        let outcome = if audited && (200..500).contains(&status) && status != 429 {
                            Outcome::Acked { status, replayed }
                        } else {
                            let error = body["error"]
                                .as_str()
                                .map_or_else(|| body.to_string(), str::to_owned);
                            Outcome::Status {
                                status,
                                retry_after,
                                error: error.chars().take(300).collect(),
                            }
                        };
                        (outcome, Some(body))
                    }
                }
            }
        };
        self.attempts.lock().unwrap().push(Attempt {
            key: call.key.clone(),
            start,
            end: self.now(),
            generation: endpoint.generation,
            outcome: outcome.clone(),
        });
        (outcome, body)
    }

    /// Sends `call` until it is acknowledged, or until the give-up time.
    pub async fn drive(&self, call: &mut Call) {
        while call.ack.is_none() && Instant::now() < self.give_up_at() {
            let Some(endpoint) = self.endpoint().await else {
                return;
            };
            call.attempts += 1;
            let (outcome, body) = self.attempt(&endpoint, call).await;
            match outcome {
                Outcome::Acked { status, replayed } => {
                    let body = body.expect("an acknowledged attempt has a body");
                    if replayed && call.attempts == 1 {
                        self.finding(format!(
                            "call {} was answered as an idempotent replay on its first attempt",
                            call.key
                        ));
                    }
                    if status != call.expect {
                        self.finding(format!(
                            "call {} ({}) got {status}, expected {}: {}",
                            call.key, call.tool, call.expect, body["error"]
                        ));
                    }
                    call.ack = Some(Ack {
                        invocation_id: body["invocation_id"].as_str().unwrap_or("").to_owned(),
                        status,
                        replayed,
                    });
                }
                Outcome::Status {
                    status,
                    ref retry_after,
                    ..
                } => {
                    let wait = match status {
                        503 | 409 | 429 => {
                            retry_delay(retry_after.as_deref(), Duration::from_secs(1))
                        }
                        _ => Duration::from_millis(200),
                    };
                    tokio::time::sleep(wait).await;
                }
                Outcome::Connection(_) => {
                    // Most likely killed: wait for the next process.
                    self.next_generation(endpoint.generation, Duration::from_secs(1))
                        .await;
                    tokio::time::sleep(Duration::from_millis(20)).await;
                }
                Outcome::Timeout => {}
            }
        }
    }

    /// Sends an acknowledged call once more with the same key: it must come
    /// back as a replay of the first answer (same status and invocation).
    /// A transient failure skips the check.
    pub async fn resend_check(&self, call: &mut Call) {
        let Some(endpoint) = self.endpoint.borrow().clone() else {
            return;
        };
        call.resends += 1;
        let call = &*call;
        let Some(ack) = &call.ack else { return };
        let (outcome, body) = self.attempt(&endpoint, call).await;
        let Outcome::Acked { status, replayed } = outcome else {
            return;
        };
        let body = body.unwrap_or_default();
        let invocation = body["invocation_id"].as_str().unwrap_or("");
        if !replayed || status != ack.status || invocation != ack.invocation_id {
            self.finding(format!(
                "re-sending acknowledged call {} gave status {status}, replayed={replayed}, invocation {invocation}; the first answer was {}, invocation {}",
                call.key, ack.status, ack.invocation_id
            ));
        } else {
            self.resends_confirmed.fetch_add(1, Ordering::Relaxed);
        }
    }
}

fn error_chain(e: &dyn std::error::Error) -> String {
    let mut text = e.to_string();
    let mut source = e.source();
    while let Some(s) = source {
        text.push_str(": ");
        text.push_str(&s.to_string());
        source = s.source();
    }
    text
}

/// The body of a tool call whose audit record names `key`.
pub fn call_body(parameters: Value, key: &str) -> Value {
    json!({"parameters": parameters, "conversation_turn": 1, "trigger_context": key})
}

/// The next random call of the mix: mostly durable writes, some audited
/// reads, some audited rejections.
pub fn next_call(rng: &mut Rng, key: String, cycle_id: String) -> Call {
    let roll = rng.below(100);
    let alternative = ["alt_a", "alt_b", "alt_c"][rng.below(3) as usize];
    let objective = format!("obj_{}", rng.below(5) + 1);
    let rating = rng.below(5) as i64 - 2;
    let (tool, parameters, expect, note) = match roll {
        0..55 => (
            "rate_consequence",
            json!({"alternative_id": alternative, "objective_id": objective,
                   "rating": rating, "reasoning": "fault load"}),
            200,
            false,
        ),
        55..75 => ("add_note", json!({"content": key}), 200, true),
        75..88 => ("compute_pugh_totals", json!({}), 200, false),
        // An alternative that does not exist: an audited 404.
        88..95 => (
            "rate_consequence",
            json!({"alternative_id": "alt_zz", "objective_id": objective,
                   "rating": rating, "reasoning": "fault load"}),
            404,
            false,
        ),
        // A rating outside -2..2: an audited 422 (schema).
        _ => (
            "rate_consequence",
            json!({"alternative_id": alternative, "objective_id": objective,
                   "rating": 7, "reasoning": "fault load"}),
            422,
            false,
        ),
    };
    Call {
        body: call_body(parameters, &key),
        key,
        cycle_id,
        tool,
        expect,
        note,
        setup: false,
        attempts: 0,
        resends: 0,
        ack: None,
    }
}

/// One client: calls on random cycles until the load stops; every call is
/// driven to an acknowledgement (or the give-up time) before the next.
pub async fn client(
    load: std::sync::Arc<Load>,
    mut rng: Rng,
    cycles: std::sync::Arc<Vec<String>>,
    tag: String,
    index: usize,
    resend_probability: f64,
) -> Vec<Call> {
    let mut calls = Vec::new();
    let mut n = 0u64;
    while load.running.load(Ordering::Relaxed) {
        n += 1;
        let cycle = cycles[rng.below(cycles.len() as u64) as usize].clone();
        let mut call = next_call(&mut rng, format!("{tag}-c{index}-{n}"), cycle);
        load.drive(&mut call).await;
        let given_up = call.ack.is_none();
        if !given_up && rng.chance(resend_probability) {
            load.resend_check(&mut call).await;
        }
        calls.push(call);
        if given_up {
            // Past the give-up time: the run is over for this client.
            break;
        }
    }
    calls
}
