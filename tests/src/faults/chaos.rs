//! The faults: a plan drawn from the seed before the load starts, then
//! carried out in time order by one task that owns the processes.
//!
//! * **Kill** — SIGKILL `decisiond` at a random moment, keep it down for a
//!   random moment (0–300 ms), start it again on the same store.
//! * **NATS outage** — stop the private `nats-server` (clients keep
//!   calling), start it again 6 s or more later (past the relay's 5 s ack
//!   timeout).
//! * **Postgres restart** — `pg_ctl stop -m immediate` on the private
//!   cluster, keep it down for a few seconds while the load continues, start
//!   it again, then wait for the first acknowledged call that was sent after
//!   it came back: that is the recovery time. `/healthz` is probed
//!   throughout, to see whether it answers promptly too.
//!
//! * **Postgres freeze** (opt-in, `FAULTS_PG_FREEZES` / `--pg-freezes`) —
//!   SIGSTOP every process of the cluster for longer than the latency
//!   bound, then SIGCONT: connections stay open but nothing answers, as
//!   with a hung database or a network partition. Same expectations as a
//!   restart: 503 with `Retry-After`, no request past the bound, recovery.
//!
//! Kills are not interleaved with a Postgres outage (the plan is executed
//! in order, and a restart needs the store): a kill that falls due during
//! one happens right after the recovery.

use super::Config;
use super::load::{Load, Outcome};
use super::postgres::PrivatePostgres;
use super::rng::Rng;
use super::service::Service;
use crate::nats::NatsServer;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

#[derive(Debug, Clone, PartialEq)]
pub enum Fault {
    Kill,
    NatsStop,
    NatsStart,
    PgRestart { down: Duration },
    PgFreeze { down: Duration },
}

#[derive(Clone, Copy)]
enum Slot {
    Nats,
    PgRestart,
    PgFreeze,
}

/// When (after the load starts) each fault is due, in time order.
pub fn plan(config: &Config, rng: &mut Rng) -> Vec<(Duration, Fault)> {
    let length = config.load.as_secs_f64();
    let mut faults = Vec::new();
    // Outages get slots of their own across the middle 80 % of the load,
    // alternating NATS and Postgres.
    let mut kinds = Vec::new();
    let most = config
        .nats_outages
        .max(config.pg_restarts)
        .max(config.pg_freezes);
    for i in 0..most {
        for (n, slot) in [
            (config.nats_outages, Slot::Nats),
            (config.pg_restarts, Slot::PgRestart),
            (config.pg_freezes, Slot::PgFreeze),
        ] {
            if i < n {
                kinds.push(slot);
            }
        }
    }
    let width = 0.8 * length / kinds.len().max(1) as f64;
    for (slot, kind) in kinds.into_iter().enumerate() {
        let begin = 0.1 * length + slot as f64 * width;
        let at = Duration::from_secs_f64(begin + rng.between(0.0, 0.3 * width));
        match kind {
            Slot::PgRestart => {
                let down = rng.secs(config.pg_down.0, config.pg_down.1);
                faults.push((at, Fault::PgRestart { down }));
            }
            Slot::PgFreeze => {
                let down = rng.secs(config.pg_freeze.0, config.pg_freeze.1);
                faults.push((at, Fault::PgFreeze { down }));
            }
            Slot::Nats => {
                let down = rng.between(6.0, 9.0).min((0.6 * width).max(6.0)).max(6.0);
                faults.push((at, Fault::NatsStop));
                faults.push((at + Duration::from_secs_f64(down), Fault::NatsStart));
            }
        }
    }
    for _ in 0..config.kills {
        let at = rng.between(0.03 * length, 0.97 * length);
        faults.push((Duration::from_secs_f64(at), Fault::Kill));
    }
    faults.sort_by_key(|a| a.0);
    faults
}

#[derive(Debug, Clone)]
pub struct Kill {
    pub generation: u64,
    pub at: Duration,
    /// When the next process was listening.
    pub up_at: Duration,
}

#[derive(Debug, Clone)]
pub struct NatsOutage {
    pub stopped_at: Duration,
    pub started_at: Option<Duration>,
}

/// One `/healthz` probe during a Postgres outage.
#[derive(Debug, Clone)]
pub struct Probe {
    pub start: Duration,
    pub latency: Duration,
    /// The status, or the error.
    pub answer: Result<u16, String>,
}

#[derive(Debug, Clone)]
pub struct PgOutage {
    /// `restart` or `freeze`.
    pub kind: &'static str,
    /// `pg_ctl stop` was called (or SIGSTOP sent).
    pub stop_at: Duration,
    /// `pg_ctl start -w` returned (or SIGCONT was sent): Postgres answers again.
    pub ready_at: Duration,
    /// The end of the first acknowledged call sent after `ready_at`.
    pub recovered_at: Option<Duration>,
    pub probes: Vec<Probe>,
}

/// What the faults did, when.
#[derive(Debug, Default, Clone)]
pub struct Timeline {
    pub kills: Vec<Kill>,
    /// `decisiond` exits nobody caused: (generation, when, status).
    pub exits: Vec<(u64, Duration, String)>,
    pub nats: Vec<NatsOutage>,
    pub pg: Vec<PgOutage>,
    /// The harness could not carry out a step (e.g. a restart failed).
    pub errors: Vec<String>,
}

pub struct Chaos {
    pub service: Service,
    pub nats: NatsServer,
    pub pg: PrivatePostgres,
    pub load: Arc<Load>,
    pub timeline: Timeline,
    pub recovery_limit: Duration,
}

impl Chaos {
    /// Restarts `decisiond` if it died on its own (recorded as a finding).
    async fn check_exit(&mut self) {
        let generation = self.service.generation();
        if let Some(status) = self.service.exited() {
            let at = self.load.now();
            self.timeline
                .exits
                .push((generation, at, status.to_string()));
            if let Err(e) = self.service.start_retrying(10).await {
                self.timeline
                    .errors
                    .push(format!("restart after an unexpected exit failed: {e}"));
            }
        }
    }

    /// Sleeps until `at` (since the run's start), watching the process.
    async fn wait_until(&mut self, at: Duration) {
        loop {
            self.check_exit().await;
            let now = self.load.now();
            if now >= at {
                return;
            }
            tokio::time::sleep((at - now).min(Duration::from_millis(100))).await;
        }
    }

    /// Carries out the plan; `offset` is when the load started.
    pub async fn execute(&mut self, plan: Vec<(Duration, Fault)>, offset: Duration, mut rng: Rng) {
        let mut not_before = Duration::ZERO;
        for (at, fault) in plan {
            let due = (offset + at).max(not_before);
            self.wait_until(due).await;
            match fault {
                Fault::Kill => {
                    let generation = self.service.generation();
                    let at = self.load.now();
                    self.service.kill();
                    tokio::time::sleep(rng.secs(0.0, 0.3)).await;
                    match self.service.start_retrying(5).await {
                        Ok(_) => {
                            let up_at = self.load.now();
                            self.timeline.kills.push(Kill {
                                generation,
                                at,
                                up_at,
                            });
                            // Let the new process serve some load first.
                            not_before = up_at + Duration::from_millis(200);
                        }
                        Err(e) => {
                            self.timeline.errors.push(format!(
                                "restart after kill #{} failed: {e}",
                                self.timeline.kills.len() + 1
                            ));
                            return;
                        }
                    }
                }
                Fault::NatsStop => {
                    let stopped_at = self.load.now();
                    tokio::task::block_in_place(|| self.nats.stop());
                    self.timeline.nats.push(NatsOutage {
                        stopped_at,
                        started_at: None,
                    });
                }
                Fault::NatsStart => {
                    tokio::task::block_in_place(|| self.nats.start_again());
                    let now = self.load.now();
                    if let Some(outage) = self.timeline.nats.last_mut() {
                        outage.started_at = Some(now);
                    }
                }
                Fault::PgRestart { down } => self.postgres_outage(down, false).await,
                Fault::PgFreeze { down } => self.postgres_outage(down, true).await,
            }
        }
        self.check_exit().await;
    }

    async fn postgres_outage(&mut self, down: Duration, freeze: bool) {
        let stop_at = self.load.now();
        let probing = Arc::new(AtomicBool::new(true));
        let prober = tokio::spawn(probe_health(self.load.clone(), probing.clone()));
        if freeze {
            tokio::task::block_in_place(|| self.pg.freeze());
            tokio::time::sleep(down).await;
            tokio::task::block_in_place(|| self.pg.thaw());
        } else {
            tokio::task::block_in_place(|| self.pg.stop_immediate());
            tokio::time::sleep(down).await;
            tokio::task::block_in_place(|| self.pg.start_again());
        }
        let ready_at = self.load.now();
        // The process may have died meanwhile (a finding); it can start now.
        self.check_exit().await;
        let from = self.load.attempts.lock().unwrap().len();
        let deadline = ready_at + self.recovery_limit;
        let mut recovered_at = None;
        while recovered_at.is_none() && self.load.now() < deadline {
            tokio::time::sleep(Duration::from_millis(50)).await;
            let attempts = self.load.attempts.lock().unwrap();
            recovered_at = attempts[from.min(attempts.len())..]
                .iter()
                .filter(|a| a.start >= ready_at && matches!(a.outcome, Outcome::Acked { .. }))
                .map(|a| a.end)
                .min();
        }
        probing.store(false, Ordering::Relaxed);
        let probes = prober.await.unwrap_or_default();
        self.timeline.pg.push(PgOutage {
            kind: if freeze { "freeze" } else { "restart" },
            stop_at,
            ready_at,
            recovered_at,
            probes,
        });
    }
}

/// GET /healthz every 250 ms while `probing` (no token needed).
async fn probe_health(load: Arc<Load>, probing: Arc<AtomicBool>) -> Vec<Probe> {
    let http = reqwest::Client::builder()
        .timeout(Duration::from_secs(20))
        .build()
        .expect("http client");
    let mut probes = Vec::new();
    while probing.load(Ordering::Relaxed) {
        let endpoint = load.endpoint.borrow().clone();
        if let Some(endpoint) = endpoint {
            let start = load.now();
            let answer = http
                .get(format!("{}/healthz", endpoint.base_url))
                .send()
                .await
                .map(|r| r.status().as_u16())
                .map_err(|e| e.to_string());
            probes.push(Probe {
                start,
                latency: load.now() - start,
                answer,
            });
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    probes
}
