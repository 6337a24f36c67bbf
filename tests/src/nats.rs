//! A private `nats-server -js` per test (loopback, free port, its own store
//! directory), and a durable JetStream consumer that records what it gets.
//!
//! The binary is `$NATS_SERVER_BIN`, else `nats-server` on `PATH`, else
//! `/usr/sbin/nats-server`. Tests fail loudly without it, never skip.

use crate::Server;
use async_nats::jetstream::{self, consumer::pull};
use decision_store::testing::{TempDir, temp_data_dir};
use futures_util::StreamExt;
use serde_json::Value;
use std::collections::HashMap;
use std::net::{Ipv4Addr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub struct NatsServer {
    child: Option<Child>,
    pub port: u16,
    /// The HTTP monitoring port (`/connz`, `/varz`).
    pub monitor_port: u16,
    /// Removed (every stream and KV bucket in it) when the server is dropped.
    pub store_dir: TempDir,
    /// A configuration file (`-c`) and the environment it reads.
    config: Option<(PathBuf, Vec<(String, String)>)>,
}

fn binary() -> PathBuf {
    if let Ok(path) = std::env::var("NATS_SERVER_BIN") {
        return PathBuf::from(path);
    }
    let on_path = std::env::var_os("PATH")
        .into_iter()
        .flat_map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
        .map(|dir| dir.join("nats-server"))
        .find(|p| p.is_file());
    let path = on_path.unwrap_or_else(|| PathBuf::from("/usr/sbin/nats-server"));
    assert!(
        path.is_file(),
        "\n\n*** nats-server not found (looked on PATH and at /usr/sbin/nats-server).\n\
         *** The NATS tests need a real server with JetStream: install it\n\
         *** (`apt-get install nats-server`, or deploy/ensure-services.sh) or set\n\
         *** NATS_SERVER_BIN. They fail rather than skip on purpose.\n\n"
    );
    path
}

fn free_port() -> u16 {
    TcpListener::bind((Ipv4Addr::LOCALHOST, 0))
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port()
}

impl NatsServer {
    /// Starts a fresh server and waits until it accepts connections.
    pub fn start(test_name: &str) -> NatsServer {
        NatsServer::start_configured(test_name, None)
    }

    /// Starts a server with `config` (its port, address and store still
    /// come from the command line, which overrides the file) and `env`.
    pub fn start_with_config(test_name: &str, config: &Path, env: &[(&str, &str)]) -> NatsServer {
        let env = env.iter().map(|(k, v)| (k.to_string(), v.to_string()));
        NatsServer::start_configured(test_name, Some((config.to_owned(), env.collect())))
    }

    fn start_configured(
        test_name: &str,
        config: Option<(PathBuf, Vec<(String, String)>)>,
    ) -> NatsServer {
        let mut server = NatsServer {
            child: None,
            port: free_port(),
            monitor_port: free_port(),
            store_dir: temp_data_dir(&format!("nats_{test_name}")),
            config,
        };
        server.start_again();
        server
    }

    pub fn url(&self) -> String {
        format!("nats://127.0.0.1:{}", self.port)
    }

    /// Starts the server again on the same port and store (after [`stop`]).
    ///
    /// [`stop`]: NatsServer::stop
    pub fn start_again(&mut self) {
        assert!(self.child.is_none(), "nats-server is already running");
        let log = self.store_dir.join("nats-server.log");
        let stderr = self.store_dir.join("nats-server.stderr");
        let mut command = Command::new(binary());
        if let Some((config, env)) = &self.config {
            command.arg("-c").arg(config).envs(env.iter().cloned());
        }
        let child = command
            .args([
                "-js",
                "-a",
                "127.0.0.1",
                "-p",
                &self.port.to_string(),
                "-m",
                &self.monitor_port.to_string(),
                "-sd",
            ])
            .arg(&self.store_dir)
            .arg("-l")
            .arg(&log)
            .stdout(Stdio::null())
            // Configuration errors come before the log file opens.
            .stderr(std::fs::File::create(&stderr).expect("nats-server stderr file"))
            .spawn()
            .expect("spawn nats-server");
        self.child = Some(child);
        let deadline = Instant::now() + Duration::from_secs(15);
        while TcpStream::connect((Ipv4Addr::LOCALHOST, self.port)).is_err() {
            if let Some(status) = self
                .child
                .as_mut()
                .and_then(|c| c.try_wait().ok().flatten())
            {
                let config = self.config.as_ref().map(|(path, _)| path.display());
                panic!(
                    "nats-server (configuration: {config:?}) exited with {status} on port {}: {}",
                    self.port,
                    std::fs::read_to_string(&stderr).unwrap_or_default().trim()
                );
            }
            assert!(
                Instant::now() < deadline,
                "nats-server did not listen on {} within 15 s (log: {})",
                self.port,
                log.display()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Stops the server cleanly (SIGTERM: it flushes its store) and waits
    /// for it to exit; the port and store stay for [`start_again`].
    ///
    /// [`start_again`]: NatsServer::start_again
    pub fn stop(&mut self) {
        let Some(mut child) = self.child.take() else {
            return;
        };
        let _ = Command::new("kill")
            .args(["-TERM", &child.id().to_string()])
            .status();
        let deadline = Instant::now() + Duration::from_secs(10);
        while child.try_wait().ok().flatten().is_none() {
            if Instant::now() > deadline {
                let _ = child.kill();
                break;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = child.wait();
    }

    /// The subjects each client connection named `name…` subscribes to
    /// (the server's `/connz?subs=1`), by connection name.
    pub async fn subscriptions(&self, name: &str) -> Vec<(String, Vec<String>)> {
        let url = format!(
            "http://127.0.0.1:{}/connz?subs=1&limit=1024",
            self.monitor_port
        );
        let connz: Value = reqwest::get(&url)
            .await
            .and_then(|r| r.error_for_status())
            .unwrap_or_else(|e| panic!("GET {url}: {e}"))
            .json()
            .await
            .expect("connz JSON");
        let connections = connz["connections"].as_array().cloned().unwrap_or_default();
        connections
            .iter()
            .filter_map(|c| {
                let named = c["name"].as_str()?;
                named.starts_with(name).then(|| {
                    let subjects = c["subscriptions_list"].as_array().cloned();
                    let subjects = subjects.unwrap_or_default().into_iter();
                    let subjects = subjects.filter_map(|s| s.as_str().map(str::to_owned));
                    (named.to_owned(), subjects.collect())
                })
            })
            .collect()
    }

    pub async fn client(&self) -> async_nats::Client {
        async_nats::ConnectOptions::new()
            .retry_on_initial_connect()
            .connect(self.url())
            .await
            .expect("connect to the test nats-server")
    }
}

impl Drop for NatsServer {
    fn drop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
        // The store directory goes with the last clone of `store_dir`.
    }
}

/// A stream name and subject prefix no other test uses.
pub fn unique_names() -> (String, String) {
    let id = uuid::Uuid::now_v7().simple().to_string();
    (format!("T_{id}"), format!("t{id}"))
}

/// `decisiond serve` arguments that turn the relay and the intake on.
pub fn serve_args(nats: &NatsServer, stream: &str, prefix: &str) -> Vec<String> {
    vec![
        "--nats-url".into(),
        nats.url(),
        "--nats-stream".into(),
        stream.into(),
        "--nats-subject-prefix".into(),
        prefix.into(),
    ]
}

/// Every event of the store, via `GET /api/events` (paged).
pub async fn stored_events(server: &Server) -> Vec<Value> {
    let mut events = Vec::new();
    let mut after = 0;
    loop {
        let (status, page) = server
            .get(&format!("/api/events?after={after}&limit=1000"))
            .await;
        assert_eq!(status, 200, "{page}");
        let batch = page["events"].as_array().expect("events").clone();
        if batch.is_empty() {
            return events;
        }
        after = page["next_after"].as_i64().expect("next_after");
        events.extend(batch);
    }
}

/// One message as the consumer got it.
#[derive(Debug, Clone)]
pub struct Received {
    pub subject: String,
    pub stream_sequence: u64,
    pub headers: HashMap<String, String>,
    pub body: Value,
}

/// A durable pull consumer on the relay's stream, acking what it gets.
pub struct EventConsumer {
    consumer: jetstream::consumer::Consumer<pull::Config>,
    /// Every delivery, redeliveries included, in delivery order.
    pub received: Vec<Received>,
}

impl EventConsumer {
    /// Waits (up to 30 s) for the relay to create `stream`, then creates a
    /// durable consumer on it that starts at the stream's first message.
    pub async fn create(nats: &NatsServer, stream: &str) -> EventConsumer {
        EventConsumer::create_with(nats.client().await, stream).await
    }

    /// [`EventConsumer::create`] over `client` (e.g. logged in as a user).
    pub async fn create_with(client: async_nats::Client, stream: &str) -> EventConsumer {
        let js = jetstream::new(client);
        let deadline = Instant::now() + Duration::from_secs(30);
        let stream = loop {
            match js.get_stream(stream).await {
                Ok(stream) => break stream,
                Err(_) if Instant::now() < deadline => {
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
                Err(e) => panic!("the relay did not create stream {stream} within 30 s: {e}"),
            }
        };
        let consumer = stream
            .create_consumer(pull::Config {
                durable_name: Some("e2e".into()),
                ack_policy: jetstream::consumer::AckPolicy::Explicit,
                deliver_policy: jetstream::consumer::DeliverPolicy::All,
                ..Default::default()
            })
            .await
            .expect("create the durable consumer");
        EventConsumer {
            consumer,
            received: Vec::new(),
        }
    }

    /// Fetches until `expected` distinct stream messages arrived (failing
    /// after `timeout`), then keeps fetching for `settle` so that anything
    /// extra (a duplicate) is seen too.
    pub async fn collect(&mut self, expected: usize, timeout: Duration, settle: Duration) {
        let deadline = Instant::now() + timeout;
        while self.distinct() < expected {
            assert!(
                Instant::now() < deadline,
                "the consumer got {} of {expected} events within {timeout:?}",
                self.distinct()
            );
            self.fetch(Duration::from_millis(500)).await;
        }
        let settle_until = Instant::now() + settle;
        while Instant::now() < settle_until {
            self.fetch(Duration::from_millis(250)).await;
        }
    }

    fn distinct(&self) -> usize {
        let mut seqs: Vec<u64> = self.received.iter().map(|r| r.stream_sequence).collect();
        seqs.sort_unstable();
        seqs.dedup();
        seqs.len()
    }

    async fn fetch(&mut self, expires: Duration) {
        // Connection errors (NATS restarting) are retried by the caller's loop.
        let Ok(mut batch) = self
            .consumer
            .fetch()
            .max_messages(500)
            .expires(expires)
            .messages()
            .await
        else {
            tokio::time::sleep(expires).await;
            return;
        };
        while let Some(Ok(message)) = batch.next().await {
            let info = message.info().expect("a JetStream message");
            let stream_sequence = info.stream_sequence;
            let headers = message
                .headers
                .iter()
                .flat_map(|h| h.iter())
                .map(|(k, v)| {
                    let value = v.first().map(|v| v.as_str().to_owned()).unwrap_or_default();
                    (k.to_string(), value)
                })
                .collect();
            self.received.push(Received {
                subject: message.subject.to_string(),
                stream_sequence,
                headers,
                body: serde_json::from_slice(&message.payload).expect("a JSON body"),
            });
            let _ = message.ack().await;
        }
    }
}

/// A reply of the NATS command intake.
#[derive(Debug)]
pub struct Reply {
    /// The `Decision-Status` header: the HTTP status the call would have had.
    pub status: u16,
    pub body: Value,
    pub headers: HashMap<String, String>,
}

/// Sends a command request (`body` as raw bytes, `headers` as given),
/// retrying while no instance has subscribed yet (start-up), up to 10 s.
///
/// Sends the default user's token unless `headers` has an `Authorization`
/// of its own (see [`command_as`] to send none).
pub async fn command(
    client: &async_nats::Client,
    subject: &str,
    body: &[u8],
    headers: &[(&str, &str)],
) -> Reply {
    let has_auth = headers
        .iter()
        .any(|(name, _)| name.eq_ignore_ascii_case("authorization"));
    let bearer = format!(
        "Bearer {}",
        crate::server::token(crate::server::DEFAULT_USER, crate::server::USER_SCOPES)
    );
    let mut all = headers.to_vec();
    if !has_auth {
        all.push(("Authorization", &bearer));
    }
    command_as(client, subject, body, &all).await
}

/// [`command`] with exactly `headers` (no token added).
pub async fn command_as(
    client: &async_nats::Client,
    subject: &str,
    body: &[u8],
    headers: &[(&str, &str)],
) -> Reply {
    let deadline = Instant::now() + Duration::from_secs(10);
    let message = loop {
        let mut map = async_nats::HeaderMap::new();
        for (name, value) in headers {
            map.insert(*name, *value);
        }
        match client
            .request_with_headers(subject.to_owned(), map, body.to_vec().into())
            .await
        {
            Ok(message) => break message,
            Err(e)
                if e.kind() == async_nats::client::RequestErrorKind::NoResponders
                    && Instant::now() < deadline =>
            {
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            Err(e) => panic!("NATS request to {subject}: {e}"),
        }
    };
    let headers: HashMap<String, String> = message
        .headers
        .iter()
        .flat_map(|h| h.iter())
        .map(|(k, v)| {
            let value = v.first().map(|v| v.as_str().to_owned()).unwrap_or_default();
            (k.to_string(), value)
        })
        .collect();
    Reply {
        status: headers
            .get("Decision-Status")
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("no Decision-Status header in {headers:?}")),
        body: serde_json::from_slice(&message.payload).expect("a JSON reply"),
        headers,
    }
}
