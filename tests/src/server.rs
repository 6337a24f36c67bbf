//! A running `decisiond` process.

use decision_store::testing::{TempDir, TestDatabase, fresh_pg_database, temp_data_dir};
use serde_json::Value;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StoreKind {
    Postgres,
    Embedded,
}

/// Where a server keeps its events; survives restarts of the process.
/// The second field is the store when the test made it
/// ([`StoreLocation::fresh`]): the database is dropped, the directory
/// removed, when the last clone of the location is dropped, pass or fail.
#[derive(Debug, Clone)]
pub enum StoreLocation {
    Postgres(String, Option<TestDatabase>),
    Embedded(PathBuf, Option<TempDir>),
}

impl StoreLocation {
    /// A fresh, empty store of the given kind, private to one test.
    pub async fn fresh(kind: StoreKind, test_name: &str) -> StoreLocation {
        match kind {
            StoreKind::Postgres => {
                let database = fresh_pg_database(test_name).await;
                StoreLocation::Postgres(database.url.clone(), Some(database))
            }
            StoreKind::Embedded => {
                let dir = temp_data_dir(test_name);
                StoreLocation::Embedded(dir.to_path_buf(), Some(dir))
            }
        }
    }

    /// A database the test did not make here (a private cluster's, or
    /// another URL of a fresh one): whoever made it removes it.
    pub fn given_postgres(url: String) -> StoreLocation {
        StoreLocation::Postgres(url, None)
    }
}

pub struct Server {
    child: Child,
    pub base_url: String,
    pub store: StoreLocation,
    /// Sends [`DEFAULT_USER`]'s token (see [`Server::client`] for others).
    pub http: reqwest::Client,
}

/// The HS256 secret every test server verifies tokens with.
pub const TEST_SECRET: &str = "decision-ledger-e2e-secret-0123456789abcdef";

/// The user the default client acts as.
pub const DEFAULT_USER: &str = "alice";

/// A token for `subject` with `scopes` (space-separated), signed with
/// [`TEST_SECRET`], valid for an hour.
pub fn token(subject: &str, scopes: &str) -> String {
    token_with_ttl(subject, scopes, Duration::from_secs(3600))
}

pub fn token_with_ttl(subject: &str, scopes: &str, ttl: Duration) -> String {
    let secret = decision_auth::Secret::new(TEST_SECRET.as_bytes()).expect("test secret");
    let scopes = decision_auth::parse_scopes(scopes).expect("known scopes");
    decision_auth::mint_hs256(&secret, subject, &scopes, ttl).expect("mint token")
}

/// A token that expired two minutes ago (past the verifier's leeway).
pub fn expired_token(subject: &str, scopes: &str) -> String {
    let secret = decision_auth::Secret::new(TEST_SECRET.as_bytes()).expect("test secret");
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("clock after 1970")
        .as_secs() as i64;
    let claims = decision_auth::Claims {
        sub: subject.to_owned(),
        scope: scopes.split_whitespace().map(str::to_owned).collect(),
        exp: now - 120,
        iat: now - 3720,
        act_as: None,
    };
    decision_auth::encode_hs256(&secret, &claims).expect("sign")
}

/// A well-formed token signed with a secret the server does not know.
pub fn forged_token(subject: &str, scopes: &str) -> String {
    let secret = decision_auth::Secret::new(b"not-the-server-secret-0123456789abcdef".to_vec())
        .expect("secret");
    let scopes = decision_auth::parse_scopes(scopes).expect("known scopes");
    decision_auth::mint_hs256(&secret, subject, &scopes, Duration::from_secs(3600)).expect("mint")
}

/// An HTTP client sending `Authorization: Bearer <token>` on every request.
pub fn client_with_token(token: &str) -> reqwest::Client {
    let mut headers = reqwest::header::HeaderMap::new();
    let mut value = reqwest::header::HeaderValue::from_str(&format!("Bearer {token}"))
        .expect("token is a header value");
    value.set_sensitive(true);
    headers.insert(reqwest::header::AUTHORIZATION, value);
    reqwest::Client::builder()
        .timeout(Duration::from_secs(30))
        .default_headers(headers)
        .build()
        .expect("http client")
}

/// The scopes of an ordinary user's token.
pub const USER_SCOPES: &str = "cycles:read cycles:write events:read";

/// `decisiond serve` on a free loopback port with `extra_args`, none of
/// the service's settings inherited from the environment, verifying tokens
/// signed with [`TEST_SECRET`].
pub fn serve_command(extra_args: &[String]) -> Command {
    let mut command = bare_serve_command(extra_args);
    command.env("DECISIOND_AUTH_SECRET", TEST_SECRET);
    command
}

/// [`serve_command`] without any authentication setting.
fn bare_serve_command(extra_args: &[String]) -> Command {
    bare_serve_command_on("127.0.0.1:0", extra_args)
}

/// [`bare_serve_command`] listening on `listen`.
fn bare_serve_command_on(listen: &str, extra_args: &[String]) -> Command {
    let mut command = Command::new(binary());
    command.args(["serve", "--listen", listen]).args(extra_args);
    for (var, _) in std::env::vars() {
        if var.starts_with("DECISIOND_")
            || var.starts_with("OTEL_")
            || var.starts_with("NATS_")
            || var == "DATABASE_URL"
        {
            command.env_remove(var);
        }
    }
    small_stream_cap(&mut command);
    command
}

/// A test's stream holds megabytes, and JetStream reserves a stream's cap
/// when it creates it: the 8 GiB default fails on a machine (CI's) with
/// less free disk, so every decisiond a test starts (server or CLI, on any
/// NATS) caps the streams it creates at 256 MiB. An argument overrides it.
fn small_stream_cap(command: &mut Command) {
    command.env(
        "DECISIOND_NATS_STREAM_MAX_BYTES",
        (256u64 << 20).to_string(),
    );
}

/// `decisiond serve` with `extra` arguments and only `env` of the
/// service's settings (none inherited, no test secret), stdout and stderr
/// piped: for start-up that is meant to fail, or to be read.
pub fn serve_raw(extra: &[&str], env: &[(&str, &str)]) -> Child {
    let extra: Vec<String> = extra.iter().map(|s| s.to_string()).collect();
    let mut command = bare_serve_command(&extra);
    command.envs(env.iter().copied());
    command
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn decisiond")
}

/// Waits for `child` to exit by itself (a start-up meant to fail), at most
/// `limit`; kills it and panics if it is still running then.
pub fn exit_within(mut child: Child, limit: Duration) -> std::process::Output {
    let deadline = std::time::Instant::now() + limit;
    while child.try_wait().expect("poll decisiond").is_none() {
        if std::time::Instant::now() > deadline {
            let _ = child.kill();
            let output = child.wait_with_output().expect("decisiond output");
            panic!(
                "decisiond still running after {limit:?}: {}",
                String::from_utf8_lossy(&output.stderr)
            );
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    child.wait_with_output().expect("decisiond output")
}

/// The `decisiond` binary the tests run.
pub fn binary() -> PathBuf {
    if let Ok(path) = std::env::var("DECISIOND_BIN") {
        return PathBuf::from(path);
    }
    let target = std::env::var("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|_| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target"));
    let path = target.join("debug/decisiond");
    assert!(
        path.exists(),
        "{} does not exist: build it with `cargo build -p decisiond` (deploy/test.sh does) or set DECISIOND_BIN",
        path.display()
    );
    path
}

impl Server {
    /// Starts a server on a fresh store.
    pub async fn start(kind: StoreKind, test_name: &str) -> Server {
        Server::start_on(StoreLocation::fresh(kind, test_name).await).await
    }

    /// Starts a server on an existing store (e.g. after a restart).
    pub async fn start_on(store: StoreLocation) -> Server {
        Server::start_with(store, &[]).await
    }

    /// Starts a server on `store` with extra `serve` arguments (e.g. the
    /// NATS flags); NATS, auth and limit settings from the environment are
    /// not inherited. It verifies tokens signed with [`TEST_SECRET`].
    pub async fn start_with(store: StoreLocation, extra_args: &[String]) -> Server {
        Server::spawn(serve_command(extra_args), store).await
    }

    /// As [`Server::start_with`], with `env` as the only service settings
    /// from the environment: no test secret unless `env` sets one (e.g. a
    /// public key instead, or a metrics token).
    pub async fn start_with_env(
        store: StoreLocation,
        extra_args: &[String],
        env: &[(&str, &str)],
    ) -> Server {
        let mut command = bare_serve_command(extra_args);
        command.envs(env.iter().copied());
        Server::spawn(command, store).await
    }

    /// As [`Server::start_with_env`] (plus the test secret), its log
    /// (stderr) written to `log`: for tests that read what it logs.
    pub async fn start_logged(
        store: StoreLocation,
        extra_args: &[String],
        env: &[(&str, &str)],
        log: &std::path::Path,
    ) -> Server {
        let mut command = serve_command(extra_args);
        command.envs(env.iter().copied());
        let file = std::fs::File::create(log).expect("create the server's log file");
        command.stderr(file);
        Server::spawn_with_stderr(command, store).await
    }

    async fn spawn(mut command: Command, store: StoreLocation) -> Server {
        if std::env::var_os("TEST_LOG").is_none() {
            command.stderr(Stdio::null());
        }
        Server::spawn_with_stderr(command, store).await
    }

    async fn spawn_with_stderr(mut command: Command, store: StoreLocation) -> Server {
        match &store {
            StoreLocation::Postgres(url, _) => command.args(["--database-url", url]),
            StoreLocation::Embedded(dir, _) => command.arg("--data-dir").arg(dir),
        };
        let mut child = command
            .stdout(Stdio::piped())
            .spawn()
            .expect("spawn decisiond");
        let stdout = child.stdout.take().expect("piped stdout");
        let base_url = tokio::task::spawn_blocking(move || {
            let mut lines = BufReader::new(stdout).lines();
            let line = lines
                .next()
                .expect("decisiond exited before listening (run with TEST_LOG=1 to see why)")
                .expect("read decisiond stdout");
            std::thread::spawn(move || for _ in lines {});
            line.strip_prefix("decisiond listening on ")
                .unwrap_or_else(|| panic!("unexpected first line from decisiond: {line}"))
                .to_owned()
        })
        .await
        .expect("reader thread");
        Server {
            child,
            base_url,
            store,
            http: client_with_token(&token(DEFAULT_USER, USER_SCOPES)),
        }
    }

    /// A client for another user or scope set (see [`token`]).
    pub fn client(&self, token: &str) -> reqwest::Client {
        client_with_token(token)
    }

    /// A client with the `admin` scope (operator endpoints, every cycle).
    pub fn admin(&self) -> reqwest::Client {
        client_with_token(&token("ops", "admin"))
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base_url)
    }

    /// The server's process id (e.g. to read its memory from /proc).
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Resident memory of the server process, in KiB (Linux `/proc`).
    pub fn rss_kib(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.pid()))
            .expect("read /proc/<pid>/status");
        status
            .lines()
            .find_map(|l| l.strip_prefix("VmRSS:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .expect("VmRSS in /proc/<pid>/status")
    }

    /// Kills the process with SIGKILL (no chance to clean up).
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Sends SIGTERM and waits for a clean exit; returns the exit status.
    pub fn terminate(&mut self) -> std::process::ExitStatus {
        let status = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .expect("run kill");
        assert!(status.success(), "kill -TERM failed");
        self.child.wait().expect("wait for decisiond")
    }

    /// Sends SIGTERM and returns at once (see [`Server::exit_within`]).
    pub fn sigterm(&self) {
        let status = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .expect("run kill");
        assert!(status.success(), "kill -TERM failed");
    }

    /// Waits for the process to exit, at most `limit`; panics if it is
    /// still running then.
    pub fn exit_within(&mut self, limit: Duration) -> std::process::ExitStatus {
        let deadline = std::time::Instant::now() + limit;
        loop {
            if let Some(status) = self.child.try_wait().expect("poll decisiond") {
                return status;
            }
            assert!(
                std::time::Instant::now() < deadline,
                "decisiond still running {limit:?} after it was asked to stop"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Stops this process as an operator would (SIGTERM, a clean exit)
    /// and starts a new one on the same store and the same address, so a
    /// page open on it sees the service go and come back.
    pub async fn restart_on_same_port(mut self) -> Server {
        self.terminate();
        let listen = self
            .base_url
            .strip_prefix("http://")
            .expect("an http:// base URL")
            .to_owned();
        let mut command = bare_serve_command_on(&listen, &[]);
        command.env("DECISIOND_AUTH_SECRET", TEST_SECRET);
        Server::spawn(command, self.store.clone()).await
    }

    /// Runs `decisiond <args>` against this server's store (e.g. the
    /// projections CLI) and waits for it.
    pub fn cli(&self, args: &[&str]) -> std::process::Output {
        let mut command = Command::new(binary());
        command.args(args);
        command
            .env_remove("DATABASE_URL")
            .env_remove("DECISIOND_DATA_DIR");
        small_stream_cap(&mut command);
        match &self.store {
            StoreLocation::Postgres(url, _) => command.args(["--database-url", url]),
            StoreLocation::Embedded(dir, _) => command.arg("--data-dir").arg(dir),
        };
        command.output().expect("run decisiond")
    }

    /// Kills this process and starts a new one on the same store.
    pub async fn restart(mut self) -> Server {
        self.kill();
        Server::start_on(self.store.clone()).await
    }

    pub async fn create_cycle(&self, title: &str) -> String {
        let (status, body) = self
            .post("/api/cycles", &serde_json::json!({"title": title}))
            .await;
        assert_eq!(status, 201, "create cycle: {body}");
        body["cycle_id"].as_str().expect("cycle_id").to_owned()
    }

    pub async fn navigate(&self, cycle_id: &str, component: &str) -> Value {
        let response = self
            .http
            .put(self.url(&format!("/api/cycles/{cycle_id}/component")))
            .json(&serde_json::json!({"component": component}))
            .send()
            .await
            .expect("navigate");
        assert_eq!(response.status(), 200, "navigate to {component}");
        response.json().await.expect("navigate body")
    }

    /// Calls a tool; returns the HTTP status and the body.
    pub async fn tool(&self, cycle_id: &str, tool: &str, parameters: Value) -> (u16, Value) {
        self.post(
            &format!("/api/cycles/{cycle_id}/tools/{tool}"),
            &serde_json::json!({"parameters": parameters, "conversation_turn": 1}),
        )
        .await
    }

    pub async fn post(&self, path: &str, body: &Value) -> (u16, Value) {
        self.post_with(&self.http, path, body).await
    }

    /// POST with another client (another user, or [`Server::admin`]).
    pub async fn post_with(
        &self,
        client: &reqwest::Client,
        path: &str,
        body: &Value,
    ) -> (u16, Value) {
        let response = client
            .post(self.url(path))
            .json(body)
            .send()
            .await
            .unwrap_or_else(|e| panic!("POST {path}: {e}"));
        let status = response.status().as_u16();
        (status, response.json().await.expect("JSON body"))
    }

    /// POST with an `Idempotency-Key`.
    pub async fn post_with_key(&self, path: &str, body: &Value, key: &str) -> (u16, Value) {
        let response = self
            .http
            .post(self.url(path))
            .header("idempotency-key", key)
            .json(body)
            .send()
            .await
            .unwrap_or_else(|e| panic!("POST {path}: {e}"));
        let status = response.status().as_u16();
        (status, response.json().await.expect("JSON body"))
    }

    /// GET a read model once it includes the write at `position`
    /// (read-your-writes, as a UI does).
    pub async fn get_after(&self, path: &str, position: i64) -> (u16, Value) {
        let sep = if path.contains('?') { '&' } else { '?' };
        self.get(&format!("{path}{sep}min_position={position}"))
            .await
    }

    pub async fn get(&self, path: &str) -> (u16, Value) {
        self.get_with(&self.http, path).await
    }

    /// GET with another client (another user, or [`Server::admin`]).
    pub async fn get_with(&self, client: &reqwest::Client, path: &str) -> (u16, Value) {
        let response = client
            .get(self.url(path))
            .send()
            .await
            .unwrap_or_else(|e| panic!("GET {path}: {e}"));
        let status = response.status().as_u16();
        (status, response.json().await.expect("JSON body"))
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
