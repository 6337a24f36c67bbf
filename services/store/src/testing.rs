//! Helpers for tests that need a real database (this crate's and others').
//!
//! Tests FAIL when Postgres is down, never skip: a skipped store test would
//! let a broken store land.
//!
//! What a test makes here it unmakes when the test ends, pass or fail: a
//! [`TestDatabase`] drops its database and a [`TempDir`] removes its
//! directory when the last clone of it is dropped (a panic unwinds through
//! them). Their names carry the run's [`RUN_ENV`] tag, so a run can check
//! that it left nothing without counting another run's (`deploy/test.sh`).

use std::ffi::OsStr;
use std::ops::Deref;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, SystemTime};
use uuid::Uuid;

/// Where the tests create their databases (a URL; any database on the
/// server will do, it is only used to run CREATE DATABASE).
pub const ADMIN_URL_ENV: &str = "DECISION_TEST_PG_ADMIN_URL";
pub const DEFAULT_ADMIN_URL: &str = "postgres://postgres@127.0.0.1:5432/postgres";

/// Test databases older than this are left over from earlier runs.
const STALE_AFTER: Duration = Duration::from_secs(3600);

/// A short tag naming the test run (letters and digits, at most 8), set by
/// `deploy/test.sh`: every database and directory made here has
/// `_<tag>_` before its UUID, so the run finds its own leftovers by name.
pub const RUN_ENV: &str = "DECISION_TEST_RUN";

/// A freshly created, empty database, dropped (closing its sessions) when
/// the last clone of it is dropped.
#[derive(Debug, Clone)]
pub struct TestDatabase {
    pub name: String,
    pub url: String,
    _dropped: Arc<DropDatabase>,
}

#[derive(Debug)]
struct DropDatabase {
    admin_url: String,
    name: String,
}

impl Drop for DropDatabase {
    fn drop(&mut self) {
        // Drop runs where a test ends, inside its runtime or unwinding out
        // of it: a thread of its own with its own runtime works in both.
        let (admin_url, name) = (self.admin_url.clone(), self.name.clone());
        let dropped = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("a runtime to drop the test database");
            runtime.block_on(drop_database(&admin_url, &name))
        })
        .join();
        if let Ok(Err(e)) = dropped {
            eprintln!("dropping the test database {}: {e}", self.name);
        }
    }
}

/// `DROP DATABASE … WITH (FORCE)`: its sessions (a server the test left
/// running) are closed first.
async fn drop_database(admin_url: &str, name: &str) -> Result<(), String> {
    let connect = crate::postgres::connect(admin_url);
    let (client, connection) = tokio::time::timeout(Duration::from_secs(10), connect)
        .await
        .map_err(|_| "connecting timed out".to_owned())?
        .map_err(|e| e.to_string())?;
    let connection = tokio::spawn(connection);
    let dropped = client
        .batch_execute(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"))
        .await
        .map_err(|e| e.to_string());
    drop(client);
    let _ = connection.await;
    dropped
}

/// Creates `dl_test_<prefix>_<run>_<uuid>` on the test server; panics with a
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
    let name = test_name(prefix);
    client
        .batch_execute(&format!("CREATE DATABASE \"{name}\""))
        .await
        .unwrap_or_else(|e| panic!("CREATE DATABASE {name} on {admin_url} failed: {e}"));
    TestDatabase {
        url: with_database(admin_url, &name),
        _dropped: Arc::new(DropDatabase {
            admin_url: admin_url.to_owned(),
            name: name.clone(),
        }),
        name,
    }
}

/// A new, empty directory under the system temp dir, removed with
/// everything in it when the last clone is dropped. Hold it as long as
/// anything uses the directory: `&temp_data_dir(…)` in an argument is
/// removed at the end of that statement.
pub fn temp_data_dir(prefix: &str) -> TempDir {
    let path = std::env::temp_dir().join(test_name(prefix));
    std::fs::create_dir_all(&path).unwrap_or_else(|e| panic!("creating {}: {e}", path.display()));
    TempDir(Arc::new(RemoveDir {
        path,
        kept: AtomicBool::new(false),
    }))
}

/// Where to keep what tests share for the whole test binary (a `static`
/// is never dropped): `$DECISION_TEST_RUN_CACHE/<name>_<uuid>` when the run
/// gives one (`deploy/test.sh`, which removes it after the run), else a
/// test directory left in place.
pub fn run_cache_dir(name: &str) -> PathBuf {
    match std::env::var_os(RUN_CACHE_ENV) {
        Some(cache) => {
            let dir = PathBuf::from(cache).join(format!("{name}_{}", Uuid::now_v7().simple()));
            std::fs::create_dir_all(&dir)
                .unwrap_or_else(|e| panic!("creating {}: {e}", dir.display()));
            dir
        }
        None => temp_data_dir(name).keep(),
    }
}

/// The run's directory for what outlives a test (see [`run_cache_dir`]).
pub const RUN_CACHE_ENV: &str = "DECISION_TEST_RUN_CACHE";

/// What a helper made for a test, for the test to hold until it ends.
#[derive(Debug, Clone)]
pub enum Made {
    Dir(TempDir),
    Database(TestDatabase),
}

impl From<TempDir> for Made {
    fn from(dir: TempDir) -> Made {
        Made::Dir(dir)
    }
}

impl From<TestDatabase> for Made {
    fn from(database: TestDatabase) -> Made {
        Made::Database(database)
    }
}

/// A test's directory (see [`temp_data_dir`]).
#[derive(Debug, Clone)]
pub struct TempDir(Arc<RemoveDir>);

#[derive(Debug)]
struct RemoveDir {
    path: PathBuf,
    kept: AtomicBool,
}

impl Drop for RemoveDir {
    fn drop(&mut self) {
        if self.kept.load(Ordering::SeqCst) {
            return;
        }
        if let Err(e) = std::fs::remove_dir_all(&self.path)
            && e.kind() != std::io::ErrorKind::NotFound
        {
            eprintln!("removing the test directory {}: {e}", self.path.display());
        }
    }
}

impl TempDir {
    pub fn path(&self) -> &Path {
        &self.0.path
    }

    /// Leaves the directory in place for whoever removes it (a harness
    /// that keeps a failed run's logs); the run's check still lists it.
    pub fn keep(self) -> PathBuf {
        self.0.kept.store(true, Ordering::SeqCst);
        self.0.path.clone()
    }
}

impl Deref for TempDir {
    type Target = Path;
    fn deref(&self) -> &Path {
        self.path()
    }
}

impl AsRef<Path> for TempDir {
    fn as_ref(&self) -> &Path {
        self.path()
    }
}

impl AsRef<OsStr> for TempDir {
    fn as_ref(&self) -> &OsStr {
        self.path().as_os_str()
    }
}

/// `dl_test_<prefix>_<run>_<uuid>` (no `<run>_` outside a tagged run),
/// under Postgres's 63 bytes. UUID v7: the name carries its creation time,
/// for the stale sweep.
fn test_name(prefix: &str) -> String {
    test_name_in(&std::env::var(RUN_ENV).unwrap_or_default(), prefix)
}

fn test_name_in(run: &str, prefix: &str) -> String {
    let run = run
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .take(8)
        .collect::<String>()
        .to_ascii_lowercase();
    let run = if run.is_empty() {
        run
    } else {
        format!("{run}_")
    };
    let prefix: String = sanitize(prefix).chars().take(20 - run.len()).collect();
    format!("dl_test_{prefix}_{run}{}", Uuid::now_v7().simple())
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
    fn names_fit_postgres_and_carry_the_run() {
        let tagged = test_name_in("R1b2C3d4-extra", "a_prefix_longer_than_twenty");
        assert!(tagged.len() <= 63, "{tagged}");
        assert!(tagged.starts_with("dl_test_a_prefix_lo"), "{tagged}");
        assert!(tagged.contains("_r1b2c3d4_"), "{tagged}");
        assert!(!is_stale(&tagged));
        let plain = test_name_in("", "p");
        assert!(plain.starts_with("dl_test_p_") && plain.len() == 8 + 2 + 32);
    }

    #[test]
    fn a_directory_goes_with_its_last_clone() {
        let dir = temp_data_dir("testing_dir");
        std::fs::write(dir.join("file"), "x").unwrap();
        let clone = dir.clone();
        drop(dir);
        assert!(clone.join("file").exists());
        let path = clone.path().to_owned();
        drop(clone);
        assert!(!path.exists());
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
