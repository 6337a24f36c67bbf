//! A running `decisiond` process.

use decision_store::testing::{fresh_pg_database, temp_data_dir};
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
#[derive(Debug, Clone)]
pub enum StoreLocation {
    Postgres(String),
    Embedded(PathBuf),
}

impl StoreLocation {
    /// A fresh, empty store of the given kind, private to one test.
    pub async fn fresh(kind: StoreKind, test_name: &str) -> StoreLocation {
        match kind {
            StoreKind::Postgres => StoreLocation::Postgres(fresh_pg_database(test_name).await.url),
            StoreKind::Embedded => StoreLocation::Embedded(temp_data_dir(test_name)),
        }
    }
}

pub struct Server {
    child: Child,
    pub base_url: String,
    pub store: StoreLocation,
    pub http: reqwest::Client,
}

fn binary() -> PathBuf {
    if let Ok(path) = std::env::var("DECISIOND_BIN") {
        return PathBuf::from(path);
    }
    let target = std::env::var("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|_| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target"));
    let path = target.join("debug/decisiond");
    assert!(
        path.exists(),
        "{} does not exist: build it with `cargo build -p decisiond` (scripts/test.sh does) or set DECISIOND_BIN",
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
    /// NATS flags); NATS settings from the environment are not inherited.
    pub async fn start_with(store: StoreLocation, extra_args: &[String]) -> Server {
        let mut command = Command::new(binary());
        command
            .args(["serve", "--listen", "127.0.0.1:0"])
            .args(extra_args);
        for var in [
            "DATABASE_URL",
            "DECISIOND_DATA_DIR",
            "NATS_URL",
            "DECISIOND_NATS_STREAM",
            "DECISIOND_NATS_SUBJECT_PREFIX",
            "DECISIOND_NATS_STREAM_REPLICAS",
        ] {
            command.env_remove(var);
        }
        match &store {
            StoreLocation::Postgres(url) => command.args(["--database-url", url]),
            StoreLocation::Embedded(dir) => command.arg("--data-dir").arg(dir),
        };
        if std::env::var_os("TEST_LOG").is_none() {
            command.stderr(Stdio::null());
        }
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
            http: reqwest::Client::builder()
                .timeout(Duration::from_secs(30))
                .build()
                .expect("http client"),
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base_url)
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

    /// Runs `decisiond <args>` against this server's store (e.g. the
    /// projections CLI) and waits for it.
    pub fn cli(&self, args: &[&str]) -> std::process::Output {
        let mut command = Command::new(binary());
        command.args(args);
        command
            .env_remove("DATABASE_URL")
            .env_remove("DECISIOND_DATA_DIR");
        match &self.store {
            StoreLocation::Postgres(url) => command.args(["--database-url", url]),
            StoreLocation::Embedded(dir) => command.arg("--data-dir").arg(dir),
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
        let response = self
            .http
            .post(self.url(path))
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
        let response = self
            .http
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
