//! `decision-peer`: Decision Ledger's tool calls served through the
//! cqrs-es framework and its Postgres store postgres-es, behind a thin axum
//! endpoint — the benchmark's peer for decisiond. See README.md.

mod aggregate;
mod http;
mod locks;
mod outcomes;
mod view;

use aggregate::{CycleAggregate, PeerServices};
use clap::Parser;
use cqrs_es::persist::{GenericQuery, PersistedEventStore};
use cqrs_es::{CqrsFramework, Query};
use decision_catalog::{Catalog, InputLimits};
use postgres_es::{PostgresEventRepository, PostgresViewRepository};
use sqlx::postgres::PgPoolOptions;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::Ordering;

/// The event and snapshot tables (postgres-es's documented schema, under
/// names that cannot clash with decisiond's own `events` table).
const EVENTS_TABLE: &str = "peer_events";
const SNAPSHOTS_TABLE: &str = "peer_snapshots";

#[derive(Parser)]
#[command(
    name = "decision-peer",
    about = "Decision Ledger's tool calls on cqrs-es + postgres-es"
)]
struct Args {
    /// Address to serve HTTP on.
    #[arg(long, default_value = "127.0.0.1:8090")]
    listen: SocketAddr,
    /// Postgres to keep events and the view in (its own database).
    #[arg(long, env = "DATABASE_URL")]
    database_url: String,
    /// Connections in the pool.
    #[arg(long, default_value_t = 16)]
    pool_size: u32,
    /// Let commands on the same cycle race (cqrs-es optimistic concurrency
    /// alone, conflicts retried) instead of taking turns in this process.
    #[arg(long)]
    no_cycle_locks: bool,
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args = Args::parse();
    let pool = PgPoolOptions::new()
        .max_connections(args.pool_size)
        .connect(&args.database_url)
        .await?;
    create_tables(&pool).await?;

    let stats = Arc::new(http::Stats::default());
    let views = Arc::new(
        PostgresViewRepository::<view::PughView, CycleAggregate>::new(view::TABLE, pool.clone()),
    );
    let mut pugh_query = GenericQuery::new(views.clone());
    let view_errors = stats.clone();
    pugh_query.use_error_handler(Box::new(move |e| {
        view_errors.view_errors.fetch_add(1, Ordering::Relaxed);
        eprintln!("pugh view update failed: {e}");
    }));
    let outcomes = Arc::new(outcomes::Outcomes::default());
    let queries: Vec<Box<dyn Query<CycleAggregate>>> = vec![
        Box::new(pugh_query),
        Box::new(outcomes::OutcomeQuery(outcomes.clone())),
    ];
    // postgres-es's default: an event-sourced store (every command folds
    // the aggregate from all its events; no snapshots), as `postgres_cqrs`
    // builds it, but on our table names.
    let repo = PostgresEventRepository::new(pool).with_tables(EVENTS_TABLE, SNAPSHOTS_TABLE);
    let store = PersistedEventStore::new_event_store(repo);
    let input = InputLimits::default();
    let services = PeerServices {
        catalog: Catalog::new().with_limits(input),
        limits: decision_domain::Limits::default(),
    };
    let cqrs = Arc::new(CqrsFramework::new(store, queries, services));

    let peer = http::Peer {
        cqrs,
        views,
        outcomes,
        locks: (!args.no_cycle_locks).then(Arc::default),
        stats: stats.clone(),
        input,
    };
    let listener = tokio::net::TcpListener::bind(args.listen).await?;
    eprintln!(
        "decision-peer listening on http://{} (pool {}, cycle locks {})",
        args.listen,
        args.pool_size,
        if args.no_cycle_locks { "off" } else { "on" }
    );
    axum::serve(listener, http::router(peer))
        .with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await?;
    eprintln!("decision-peer stopped: {}", stats.snapshot());
    Ok(())
}

/// postgres-es expects its tables to exist; this is its documented SQL
/// (db/init.sql), made idempotent.
async fn create_tables(pool: &sqlx::PgPool) -> Result<(), sqlx::Error> {
    let statements = [
        format!(
            "CREATE TABLE IF NOT EXISTS {EVENTS_TABLE} (
                aggregate_type text NOT NULL,
                aggregate_id text NOT NULL,
                sequence bigint CHECK (sequence >= 0) NOT NULL,
                event_type text NOT NULL,
                event_version text NOT NULL,
                payload json NOT NULL,
                metadata json NOT NULL,
                PRIMARY KEY (aggregate_type, aggregate_id, sequence)
            )"
        ),
        format!(
            "CREATE TABLE IF NOT EXISTS {SNAPSHOTS_TABLE} (
                aggregate_type text NOT NULL,
                aggregate_id text NOT NULL,
                last_sequence bigint CHECK (last_sequence >= 0) NOT NULL,
                current_snapshot bigint CHECK (current_snapshot >= 0) NOT NULL,
                payload json NOT NULL,
                PRIMARY KEY (aggregate_type, aggregate_id, last_sequence)
            )"
        ),
        format!(
            "CREATE TABLE IF NOT EXISTS {} (
                view_id text NOT NULL,
                version bigint CHECK (version >= 0) NOT NULL,
                payload json NOT NULL,
                PRIMARY KEY (view_id)
            )",
            view::TABLE
        ),
    ];
    for sql in &statements {
        sqlx::query(sql).execute(pool).await?;
    }
    Ok(())
}
