//! Opening and migrating the stores: error mapping, session settings,
//! migrations that race.

use decision_store::postgres::PgStore;
use decision_store::sqlite::{DB_FILE, SqliteStore};
use decision_store::testing::{fresh_pg_database, temp_data_dir};
use decision_store::{EventStore, StoreError, migrations};

#[tokio::test]
async fn pg_connect_to_a_closed_port_is_unavailable() {
    match PgStore::connect("postgres://postgres@127.0.0.1:1/postgres", 2).await {
        Err(StoreError::Unavailable(_)) => {}
        other => panic!("expected Unavailable, got {other:?}"),
    }
}

#[tokio::test]
async fn pg_sessions_end_idle_transactions() {
    let db = fresh_pg_database("idle").await;
    let store = PgStore::connect(&db.url, 1).await.expect("connect");
    let client = store.pool().get().await.expect("client");
    let row = client
        .query_one("SHOW idle_in_transaction_session_timeout", &[])
        .await
        .unwrap();
    assert_eq!(row.get::<_, String>(0), "1min");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pg_concurrent_migrations_apply_each_version_once() {
    let db = fresh_pg_database("migrate").await;
    let mut tasks = Vec::new();
    for _ in 0..4 {
        let url = db.url.clone();
        tasks.push(tokio::spawn(async move {
            let store = PgStore::connect(&url, 1).await.expect("connect");
            store.migrate().await.expect("migrate")
        }));
    }
    let mut applied = Vec::new();
    for task in tasks {
        applied.extend(task.await.unwrap());
    }
    // Each migration takes the lock on its own, so which task applied which
    // version (and so the order of the tasks' lists) varies.
    applied.sort_unstable();
    let all: Vec<i64> = migrations::POSTGRES.iter().map(|m| m.version).collect();
    assert_eq!(applied, all, "each migration applied exactly once overall");

    let store = PgStore::connect(&db.url, 1).await.expect("connect");
    assert!(store.migrate().await.unwrap().is_empty());
    let client = store.pool().get().await.unwrap();
    let recorded: i64 = client
        .query_one("SELECT count(*) FROM schema_migrations", &[])
        .await
        .unwrap()
        .get(0);
    assert_eq!(recorded, all.len() as i64);
}

#[tokio::test]
async fn sqlite_file_is_in_wal_mode_and_migrated_once() {
    let dir = temp_data_dir("sqlite_setup");
    SqliteStore::open(&dir).unwrap().ping().await.unwrap();
    let reopened = SqliteStore::open(&dir).unwrap();
    assert_eq!(reopened.path(), dir.join(DB_FILE));

    let conn = rusqlite::Connection::open(dir.join(DB_FILE)).unwrap();
    let mode: String = conn
        .query_row("PRAGMA journal_mode", [], |row| row.get(0))
        .unwrap();
    assert_eq!(mode, "wal");
    let recorded: i64 = conn
        .query_row("SELECT count(*) FROM schema_migrations", [], |row| {
            row.get(0)
        })
        .unwrap();
    assert_eq!(recorded, migrations::SQLITE.len() as i64);
}

#[tokio::test]
async fn pg_horizon_age_counts_an_open_transaction() {
    let db = fresh_pg_database("horizon").await;
    let store = PgStore::connect(&db.url, 1).await.expect("connect");
    let (mut raw, connection) = decision_store::postgres::connect(&db.url)
        .await
        .expect("connect");
    tokio::spawn(connection);
    let tx = raw.transaction().await.unwrap();
    // Taking a transaction id is what holds the horizon back.
    tx.execute("SELECT pg_current_xact_id()", &[])
        .await
        .unwrap();
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let age = store.horizon_age().await.unwrap();
    tx.rollback().await.unwrap();
    assert!(age >= std::time::Duration::from_millis(250), "{age:?}");
}
