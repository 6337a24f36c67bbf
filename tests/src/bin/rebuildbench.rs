//! How fast does a projection rebuild? Fills a fresh store with realistic
//! cycle histories (made by the real domain, see `load::history`), then
//! replays them per projection three ways, side by side on the same events:
//!
//! * `worker` — the first reference: the live projection worker catching
//!   up from position 0 (read a batch, fold it, commit it, repeat), what a
//!   new deployment does without a rebuild;
//! * `event_by_event` — the second: the rebuild pipeline with every event
//!   decoded, folded and rendered on its own (the projection's `apply`);
//! * `rebuild` — `decisiond projections rebuild`: the pipeline with the
//!   projection's fold over windows of many batches.
//!
//! Prints one JSON line per projection with the rates and the ratios.
//!
//!   target/release/rebuildbench --events 200000            # Postgres
//!   target/release/rebuildbench --events 200000 --embedded # SQLite

/// decisiond's allocator, so the rebuild here runs as `decisiond
/// projections rebuild` does.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use clap::Parser;
use decision_e2e::load::history::cycle_history;
use decision_events::EventEnvelope;
use decision_projection_worker::{Projected, RebuildConfig, Worker, WorkerConfig, rebuild};
use decision_projections::{Docs, Projection, ProjectionError};
use decision_store::postgres::PgStore;
use decision_store::read_models::ReadModelStore;
use decision_store::sqlite::SqliteStore;
use decision_store::testing::{Made, fresh_pg_database_on, temp_data_dir};
use decision_store::{AppendRequest, EventStore};
use serde_json::json;
use std::sync::Arc;
use std::time::Instant;
use uuid::Uuid;

#[derive(Parser)]
struct Args {
    /// Server to create the benchmark database on (`dl_test_rebuildbench_*`,
    /// dropped afterwards).
    #[arg(long, default_value = "postgres://postgres@127.0.0.1:5432/postgres")]
    database_url: String,
    /// Use the embedded store in a temporary directory instead.
    #[arg(long)]
    embedded: bool,
    /// Events to store (about; whole calls).
    #[arg(long, default_value_t = 200_000)]
    events: usize,
    /// Events per cycle; cycles are appended interleaved, as live traffic is.
    #[arg(long, default_value_t = 400)]
    events_per_cycle: usize,
    /// Events per feed read, for the rebuild and the worker alike
    /// (`decisiond projections rebuild` reads 5,000).
    #[arg(long, default_value_t = RebuildConfig::default().read_batch)]
    batch: usize,
    /// Events per rebuild window (rendered and committed once).
    #[arg(long, default_value_t = RebuildConfig::default().window_events)]
    window: usize,
    /// Skip both references (to profile the rebuild).
    #[arg(long)]
    skip_reference: bool,
    /// Only these projections (default: all).
    #[arg(long, value_delimiter = ',')]
    projections: Vec<String>,
}

/// The reference: a projection without its batch fold.
struct EventByEvent(Arc<dyn Projection>);

impl Projection for EventByEvent {
    fn name(&self) -> &'static str {
        self.0.name()
    }
    fn keys(&self, event: &EventEnvelope) -> Vec<String> {
        self.0.keys(event)
    }
    fn concerns(&self, event: &EventEnvelope) -> bool {
        self.0.concerns(event)
    }
    fn event_types(&self) -> Option<decision_events::EventTypes> {
        self.0.event_types()
    }
    fn apply(&self, event: &EventEnvelope, docs: &mut Docs) -> Result<(), ProjectionError> {
        self.0.apply(event, docs)
    }
}

#[tokio::main]
async fn main() {
    let args = Args::parse();
    let (events, models, place) = open(&args).await;
    let stored = fill(events.as_ref(), &args).await;
    for projection in decision_projections::views::all() {
        let name = projection.name();
        if !args.projections.is_empty() && !args.projections.iter().any(|p| p == name) {
            continue;
        }
        let (worker, event_by_event) = if args.skip_reference {
            (f64::NAN, f64::NAN)
        } else {
            let worker = caught_up(projection.clone(), &events, &models, &args).await;
            let one_by_one = Arc::new(EventByEvent(projection.clone()));
            (worker, timed(one_by_one, &events, &models, &args).await)
        };
        let rebuilt = timed(projection, &events, &models, &args).await;
        println!(
            "{}",
            json!({
                "projection": name,
                "store": if args.embedded { "embedded" } else { "postgres" },
                "events": stored,
                "batch": args.batch,
                "window": args.window,
                "rebuild_per_second": rebuilt,
                "worker_per_second": worker,
                "event_by_event_per_second": event_by_event,
                "ratio_to_worker": rebuilt / worker,
                "ratio_to_event_by_event": rebuilt / event_by_event,
            })
        );
    }
    drop((events, models));
    drop(place); // the database or the directory goes with it
}

/// The benchmark's store, and its fresh database or temporary directory
/// (dropped afterwards).
async fn open(args: &Args) -> (Arc<dyn EventStore>, Arc<dyn ReadModelStore>, Made) {
    if args.embedded {
        let dir = temp_data_dir("rebuildbench");
        let store = Arc::new(SqliteStore::open(&dir).expect("open the embedded store"));
        return (store.clone(), store, dir.into());
    }
    let database = fresh_pg_database_on(&args.database_url, "rebuildbench").await;
    let store = Arc::new(PgStore::connect(&database.url, 4).await.expect("connect"));
    store.migrate().await.expect("migrate");
    (store.clone(), store, database.into())
}

/// Appends every cycle's history, a few calls of each cycle in turn.
async fn fill(events: &dyn EventStore, args: &Args) -> usize {
    const CHUNK: usize = 40;
    let cycles = (args.events / args.events_per_cycle).max(1);
    let mut histories: Vec<(Uuid, Vec<_>)> = (0..cycles)
        .map(|_| {
            let cycle = Uuid::now_v7();
            (cycle, cycle_history(cycle, args.events_per_cycle))
        })
        .collect();
    let total = histories.iter().map(|(_, h)| h.len()).sum();
    let started = Instant::now();
    let mut version = vec![0u64; cycles];
    while histories.iter().any(|(_, h)| !h.is_empty()) {
        for (i, (cycle, history)) in histories.iter_mut().enumerate() {
            let chunk: Vec<_> = history.drain(..CHUNK.min(history.len())).collect();
            if chunk.is_empty() {
                continue;
            }
            let n = chunk.len() as u64;
            events
                .append(AppendRequest {
                    cycle_id: *cycle,
                    expected_version: version[i],
                    events: chunk,
                    idempotency: None,
                })
                .await
                .expect("append");
            version[i] += n;
        }
    }
    eprintln!(
        "stored {total} events in {cycles} cycles in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    total
}

/// Rebuilds `projection` from position 0; events per second.
async fn timed(
    projection: Arc<dyn Projection>,
    events: &Arc<dyn EventStore>,
    models: &Arc<dyn ReadModelStore>,
    args: &Args,
) -> f64 {
    let config = RebuildConfig {
        read_batch: args.batch,
        window_events: args.window,
        ..RebuildConfig::default()
    };
    let started = Instant::now();
    let replayed = rebuild(projection, events.clone(), models.clone(), config, |_| {})
        .await
        .expect("rebuild");
    replayed as f64 / started.elapsed().as_secs_f64()
}

/// Runs the live worker of `projection` from its active generation's
/// checkpoint (position 0: filling the store runs no worker) until it has
/// caught up; events per second.
async fn caught_up(
    projection: Arc<dyn Projection>,
    events: &Arc<dyn EventStore>,
    models: &Arc<dyn ReadModelStore>,
    args: &Args,
) -> f64 {
    let config = WorkerConfig {
        batch_size: args.batch,
        ..WorkerConfig::default()
    };
    let worker = Worker::new(
        projection,
        events.clone(),
        models.clone(),
        Projected::default(),
        config,
    );
    let started = Instant::now();
    let mut replayed = 0;
    loop {
        match worker.step().await.expect("worker step") {
            0 => break,
            n => replayed += n,
        }
    }
    replayed as f64 / started.elapsed().as_secs_f64()
}
