//! Helpers for tests that need a real database (this crate's and others').
//!
//! Tests FAIL when Postgres is down, never skip: a skipped store test would
//! let a broken store land.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, SystemTime};
use uuid::Uuid;

/// Where the tests create their databases (a URL; any database on the
/// server will do, it is only used to run CREATE DATABASE).
pub const ADMIN_URL_ENV: &str = "DECISION_TEST_PG_ADMIN_URL";
pub const DEFAULT_ADMIN_URL: &str = "postgres://postgres@127.0.0.1:5432/postgres";

/// Test databases older than this are left over from earlier runs.
const STALE_AFTER: Duration = Duration::from_secs(3600);

/// A freshly created, empty database.
#[derive(Debug, Clone)]
pub struct TestDatabase {
    pub name: String,
    pub url: String,
}

/// Creates `dl_test_<prefix>_<uuid>` on the test server; panics with a
/// loud message if the server cannot be reached.
pub async fn fresh_pg_database(prefix: &str) -> TestDatabase {
    let admin_url = std::env::var(ADMIN_URL_ENV).unwrap_or_else(|_| DEFAULT_ADMIN_URL.to_owned());
    fresh_pg_database_on(&admin_url, prefix).await
}

/// [`fresh_pg_database`] on the server of `admin_url` (tools that take the
/// server as an argument).
pub async fn fresh_pg_database_on(admin_url: &str, prefix: &str) -> TestDatabase {
    let client = admin_client(admin_url).await;
    drop_stale_databases(&client).await;
    // UUID v7: the name carries its creation time, for the stale sweep.
    let name = format!("dl_test_{}_{}", sanitize(prefix), Uuid::now_v7().simple());
    client
        .batch_execute(&format!("CREATE DATABASE \"{name}\""))
        .await
        .unwrap_or_else(|e| panic!("CREATE DATABASE {name} on {admin_url} failed: {e}"));
    TestDatabase {
        url: with_database(admin_url, &name),
        name,
    }
}

/// Drops a database made by [`fresh_pg_database_on`] (closing its
/// sessions); best effort, the stale sweep catches what is left.
pub async fn drop_pg_database(admin_url: &str, database: &TestDatabase) {
    let _ = admin_client(admin_url)
        .await
        .batch_execute(&format!(
            "DROP DATABASE IF EXISTS \"{}\" WITH (FORCE)",
            database.name
        ))
        .await;
}

/// A new, empty directory under the system temp dir.
pub fn temp_data_dir(prefix: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "dl_test_{}_{}",
        sanitize(prefix),
        Uuid::now_v7().simple()
    ));
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("creating {}: {e}", dir.display()));
    dir
}

async fn admin_client(admin_url: &str) -> tokio_postgres::Client {
    let unreachable = |e: &dyn std::fmt::Display| -> ! {
        panic!(
            "\n\n*** Postgres is unreachable at {admin_url}: {e}\n\
             *** These tests need a running PostgreSQL server (trust auth or a URL with\n\
             *** credentials). Start it (e.g. `service postgresql start`) or point\n\
             *** {ADMIN_URL_ENV} at one. They fail rather than skip on purpose.\n\n"
        )
    };
    let connect = crate::postgres::connect(admin_url);
    let (client, connection) = match tokio::time::timeout(Duration::from_secs(10), connect).await {
        Ok(Ok(pair)) => pair,
        Ok(Err(e)) => unreachable(&e),
        Err(_) => unreachable(&"timed out after 10 s"),
    };
    tokio::spawn(async move {
        if let Err(e) = connection.await {
            tracing::warn!("test admin connection ended: {e}");
        }
    });
    client
}

/// Best effort, once per process: drops test databases over an hour old.
async fn drop_stale_databases(client: &tokio_postgres::Client) {
    static SWEPT: AtomicBool = AtomicBool::new(false);
    if SWEPT.swap(true, Ordering::SeqCst) {
        return;
    }
    let Ok(rows) = client
        .query(
            "SELECT datname FROM pg_database WHERE datname LIKE 'dl\\_test\\_%'",
            &[],
        )
        .await
    else {
        return;
    };
    for row in rows {
        let name: String = row.get(0);
        if is_stale(&name) {
            // Fails harmlessly if someone is still connected.
            let _ = client
                .batch_execute(&format!("DROP DATABASE IF EXISTS \"{name}\""))
                .await;
        }
    }
}

fn is_stale(name: &str) -> bool {
    let Some(tail) = name.len().checked_sub(32).and_then(|i| name.get(i..)) else {
        return false;
    };
    let Some(created) = Uuid::try_parse(tail).ok().and_then(|id| id.get_timestamp()) else {
        return false;
    };
    let (secs, nanos) = created.to_unix();
    let created = SystemTime::UNIX_EPOCH + Duration::new(secs, nanos);
    created.elapsed().is_ok_and(|age| age > STALE_AFTER)
}

/// Lower-case letters, digits and `_`, at most 20 (names stay under 63 bytes).
fn sanitize(prefix: &str) -> String {
    prefix
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '_'
            }
        })
        .take(20)
        .collect()
}

/// The admin URL with its database replaced by `database`.
fn with_database(admin_url: &str, database: &str) -> String {
    let (base, query) = match admin_url.split_once('?') {
        Some((base, query)) => (base, format!("?{query}")),
        None => (admin_url, String::new()),
    };
    let authority = base.find("://").map_or(0, |i| i + 3);
    let base = match base[authority..].find('/') {
        Some(slash) => &base[..authority + slash],
        None => base,
    };
    format!("{base}/{database}{query}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_the_database_in_a_url() {
        assert_eq!(
            with_database("postgres://postgres@127.0.0.1:5432/postgres", "x"),
            "postgres://postgres@127.0.0.1:5432/x"
        );
        assert_eq!(
            with_database("postgres://u:p@h/db?sslmode=disable", "x"),
            "postgres://u:p@h/x?sslmode=disable"
        );
        assert_eq!(
            with_database("postgresql://h:5432", "x"),
            "postgresql://h:5432/x"
        );
    }

    #[test]
    fn only_old_v7_names_are_stale() {
        let fresh = format!("dl_test_a_{}", Uuid::now_v7().simple());
        assert!(!is_stale(&fresh));
        let old = Uuid::new_v7(uuid::Timestamp::from_unix(uuid::NoContext, 1_000, 0));
        assert!(is_stale(&format!("dl_test_a_b_{}", old.simple())));
        assert!(!is_stale("dl_test_other"));
    }
}
