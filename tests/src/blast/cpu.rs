//! The CPU-hostile tenants (issue 28, item 2), two users of their own
//! beside the hostile tenant of `hostile.rs`, one per class:
//!
//! * `read_replay_loops`: loops replaying one idempotency key on a
//!   10,000-sample `rank_acceptability` (each replay is computed again);
//! * `analysis_floods`: loops of fresh 10,000-sample `rank_acceptability`
//!   calls in parallel, on two cycles;
//!
//! all on measured cycles they built themselves, within their limits. Each answer
//! may be 200 (the analysis pool ran it) or 429 (its share of the pool,
//! the rate limit or the cycle's budget); anything else is reported. A
//! loop refused pauses 100 ms, so this tenant measures CPU, not request
//! floods (the other hostile tenant's classes).

use super::user_client;
use crate::Server;
use crate::analysis::{heaviest_rank_acceptability, measured_cycle};
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// The users, one per class.
const REPLAYER: &str = "mallory-replays";
const FLOODER: &str = "mallory-floods";

/// The classes.
const CLASSES: [&str; 2] = ["read_replay_loops", "analysis_floods"];

/// Loops per class.
const LOOPS: usize = 4;

/// The key every replay reuses.
const REPLAYED_KEY: &str = "mallory-cpu-replayed";

pub(super) struct CpuHostile {
    replayer: reqwest::Client,
    flooder: reqwest::Client,
    base_url: String,
    /// Where the replayed call was made.
    replayed: String,
    /// Where the floods go, in turn.
    flooded: [String; 2],
}

/// What its loops were answered.
#[derive(Default)]
pub(super) struct CpuAttacks {
    /// Per class: status code → count.
    sent: BTreeMap<&'static str, BTreeMap<u16, usize>>,
    unexpected: Vec<String>,
}

impl CpuAttacks {
    /// What went wrong: a class never answered 200 (the pool never ran
    /// it), or an answer other than 200 and 429.
    pub(super) fn problems(&self) -> Vec<String> {
        let mut problems = Vec::new();
        for class in CLASSES {
            let ran = self
                .sent
                .get(class)
                .and_then(|answers| answers.get(&200))
                .copied()
                .unwrap_or(0);
            if ran == 0 {
                problems.push(format!("the CPU-hostile tenant's {class} never ran"));
            }
        }
        if !self.unexpected.is_empty() {
            problems.push(format!(
                "the CPU-hostile tenant got answers it should not have: {:?}",
                self.unexpected
            ));
        }
        problems
    }

    pub(super) fn summary(&self) -> Value {
        json!(self.sent)
    }

    fn merge(&mut self, class: &'static str, answers: Vec<(u16, String)>) {
        for (status, body) in answers {
            *self
                .sent
                .entry(class)
                .or_default()
                .entry(status)
                .or_default() += 1;
            if ![200, 429].contains(&status) && self.unexpected.len() < 10 {
                self.unexpected.push(format!(
                    "{class}: {status} {}",
                    &body[..body.len().min(200)]
                ));
            }
        }
    }
}

impl CpuHostile {
    /// Its three measured cycles (6 alternatives × 5 objectives), and the
    /// first call of the key it replays.
    pub(super) async fn set_up(server: &Server) -> CpuHostile {
        let (replayer, flooder) = (user_client(REPLAYER), user_client(FLOODER));
        let base_url = server.base_url.clone();
        let replayed = measured_cycle(&replayer, &base_url, "Replayed", 6, 5).await;
        let mut flooded = Vec::new();
        for n in 0..2 {
            flooded.push(measured_cycle(&flooder, &base_url, &format!("Flood {n}"), 6, 5).await);
        }
        let hostile = CpuHostile {
            replayer,
            flooder,
            base_url,
            replayed,
            flooded: flooded.try_into().expect("two cycles"),
        };
        let (status, body) = hostile.send(&hostile.replayed, 0, true).await;
        assert_eq!(status, 200, "the call the replays repeat: {body}");
        hostile
    }

    /// Runs every loop of both classes for `length`.
    pub(super) async fn run(&self, length: Duration) -> CpuAttacks {
        let deadline = Instant::now() + length;
        let mut loops = tokio::task::JoinSet::new();
        for n in 0..LOOPS * CLASSES.len() {
            let class = CLASSES[n % CLASSES.len()];
            let this = self.clone_parts();
            loops.spawn(async move {
                let mut answers = Vec::new();
                let mut seed = n as u64 * 1_000_000;
                while Instant::now() < deadline {
                    seed += 1;
                    let (status, body) = match class {
                        "read_replay_loops" => this.send(&this.replayed, 0, true).await,
                        _ => this.send(&this.flooded[n / 2 % 2], seed, false).await,
                    };
                    if status != 200 {
                        tokio::time::sleep(Duration::from_millis(100)).await;
                    }
                    answers.push((status, body));
                }
                (class, answers)
            });
        }
        let mut attacks = CpuAttacks::default();
        for (class, answers) in loops.join_all().await {
            attacks.merge(class, answers);
        }
        attacks
    }

    fn clone_parts(&self) -> CpuHostile {
        CpuHostile {
            replayer: self.replayer.clone(),
            flooder: self.flooder.clone(),
            base_url: self.base_url.clone(),
            replayed: self.replayed.clone(),
            flooded: self.flooded.clone(),
        }
    }

    /// One 10,000-sample `rank_acceptability` on `cycle` (with the
    /// replayed key, or without a key); its status (599: no answer) and
    /// body.
    async fn send(&self, cycle: &str, seed: u64, keyed: bool) -> (u16, String) {
        let client = if keyed { &self.replayer } else { &self.flooder };
        let mut request = client
            .post(format!(
                "{}/api/cycles/{cycle}/tools/rank_acceptability",
                self.base_url
            ))
            .json(&heaviest_rank_acceptability(seed));
        if keyed {
            request = request.header("idempotency-key", REPLAYED_KEY);
        }
        match request.send().await {
            Ok(response) => {
                let status = response.status().as_u16();
                (status, response.text().await.unwrap_or_default())
            }
            Err(e) => (599, e.to_string()),
        }
    }
}
