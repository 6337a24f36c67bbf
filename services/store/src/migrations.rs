//! Schema migrations, embedded in the binary and applied at startup.
//!
//! Each pending migration runs in its own transaction together with its row
//! in `schema_migrations`, so a crash leaves it either applied and recorded
//! or neither.

use crate::StoreError;

/// One embedded SQL file.
#[derive(Debug, Clone, Copy)]
pub struct Migration {
    pub version: i64,
    pub name: &'static str,
    pub sql: &'static str,
}

/// Postgres migrations, in version order.
pub const POSTGRES: &[Migration] = &[
    Migration {
        version: 1,
        name: "events",
        sql: include_str!("../../../migrations/postgres/0001_events.sql"),
    },
    Migration {
        version: 2,
        name: "read_models",
        sql: include_str!("../../../migrations/postgres/0002_read_models.sql"),
    },
    Migration {
        version: 3,
        name: "idempotency_fingerprints",
        sql: include_str!("../../../migrations/postgres/0003_idempotency_fingerprints.sql"),
    },
    Migration {
        version: 4,
        name: "projection_definitions",
        sql: include_str!("../../../migrations/postgres/0004_projection_definitions.sql"),
    },
    Migration {
        version: 5,
        name: "erased_events",
        sql: include_str!("../../../migrations/postgres/0005_erased_events.sql"),
    },
    Migration {
        version: 6,
        name: "documents_as_json",
        sql: include_str!("../../../migrations/postgres/0006_documents_as_json.sql"),
    },
];

/// SQLite migrations, in version order.
pub const SQLITE: &[Migration] = &[
    Migration {
        version: 1,
        name: "events",
        sql: include_str!("../../../migrations/sqlite/0001_events.sql"),
    },
    Migration {
        version: 2,
        name: "read_models",
        sql: include_str!("../../../migrations/sqlite/0002_read_models.sql"),
    },
    Migration {
        version: 3,
        name: "idempotency_fingerprints",
        sql: include_str!("../../../migrations/sqlite/0003_idempotency_fingerprints.sql"),
    },
    Migration {
        version: 4,
        name: "projection_definitions",
        sql: include_str!("../../../migrations/sqlite/0004_projection_definitions.sql"),
    },
    Migration {
        version: 5,
        name: "erased_events",
        sql: include_str!("../../../migrations/sqlite/0005_erased_events.sql"),
    },
    Migration {
        version: 6,
        name: "documents_as_json",
        sql: include_str!("../../../migrations/sqlite/0006_documents_as_json.sql"),
    },
];

/// Advisory lock key held while migrating, so two instances starting at
/// once apply each migration once ("dl-migr" in ASCII).
pub const PG_MIGRATION_LOCK: i64 = 0x0064_6c2d_6d69_6772;

const PG_LEDGER: &str = "CREATE TABLE IF NOT EXISTS schema_migrations (
    version bigint PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now())";

const SQLITE_LEDGER: &str = "CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))";

/// Applies every pending Postgres migration; returns the versions applied.
pub async fn apply_postgres(client: &mut tokio_postgres::Client) -> Result<Vec<i64>, StoreError> {
    let mut applied = Vec::new();
    for migration in POSTGRES {
        let tx = client
            .transaction()
            .await
            .map_err(crate::postgres::classify)?;
        // Lock first: the ledger table itself may not exist yet.
        tx.execute("SELECT pg_advisory_xact_lock($1)", &[&PG_MIGRATION_LOCK])
            .await
            .map_err(crate::postgres::classify)?;
        tx.batch_execute(PG_LEDGER)
            .await
            .map_err(crate::postgres::classify)?;
        let done = tx
            .query_opt(
                "SELECT 1 FROM schema_migrations WHERE version = $1",
                &[&migration.version],
            )
            .await
            .map_err(crate::postgres::classify)?
            .is_some();
        if !done {
            tx.batch_execute(migration.sql)
                .await
                .map_err(|e| failed(migration, crate::postgres::classify(e)))?;
            tx.execute(
                "INSERT INTO schema_migrations (version, name) VALUES ($1, $2)",
                &[&migration.version, &migration.name],
            )
            .await
            .map_err(crate::postgres::classify)?;
            applied.push(migration.version);
        }
        tx.commit().await.map_err(crate::postgres::classify)?;
    }
    log_applied(&applied);
    Ok(applied)
}

/// Applies every pending SQLite migration; returns the versions applied.
pub fn apply_sqlite(conn: &mut rusqlite::Connection) -> Result<Vec<i64>, StoreError> {
    use rusqlite::{OptionalExtension, TransactionBehavior};
    let mut applied = Vec::new();
    for migration in SQLITE {
        // IMMEDIATE takes the write lock up front: another process migrating
        // the same file waits (busy_timeout) instead of racing.
        let tx = conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(crate::sqlite::classify)?;
        tx.execute_batch(SQLITE_LEDGER)
            .map_err(crate::sqlite::classify)?;
        let done = tx
            .query_row(
                "SELECT 1 FROM schema_migrations WHERE version = ?1",
                [migration.version],
                |_| Ok(()),
            )
            .optional()
            .map_err(crate::sqlite::classify)?
            .is_some();
        if !done {
            tx.execute_batch(migration.sql)
                .map_err(|e| failed(migration, crate::sqlite::classify(e)))?;
            tx.execute(
                "INSERT INTO schema_migrations (version, name) VALUES (?1, ?2)",
                rusqlite::params![migration.version, migration.name],
            )
            .map_err(crate::sqlite::classify)?;
            applied.push(migration.version);
        }
        tx.commit().map_err(crate::sqlite::classify)?;
    }
    log_applied(&applied);
    Ok(applied)
}

/// Names the migration in a broken-SQL error; connection trouble stays
/// `Unavailable` (worth a retry).
fn failed(migration: &Migration, error: StoreError) -> StoreError {
    match error {
        StoreError::Internal(message) => StoreError::Internal(format!(
            "migration {:04}_{} failed: {message}",
            migration.version, migration.name
        )),
        other => other,
    }
}

fn log_applied(applied: &[i64]) {
    if !applied.is_empty() {
        tracing::info!(?applied, "applied schema migrations");
    }
}
