//! Support for the NATS security tests: a private `nats-server` running
//! `deploy/nats/accounts.conf` exactly as committed (only its port, address
//! and store come from the command line); clients logged in as its users
//! that record the permission violations the server reports to them;
//! forged requests; what the stream and the drop counter show.

use crate::Server;
use crate::nats::{NatsServer, stored_events};
use crate::server::{DEFAULT_USER, USER_SCOPES, token};
use async_nats::jetstream;
use async_nats::{Client, ConnectOptions, Event, ServerError};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The users of the committed file, with the environment variable that
/// holds each one's password.
pub const USERS: [(&str, &str); 3] = [
    ("decisiond", "NATS_DECISIOND_PASSWORD"),
    ("gateway", "NATS_GATEWAY_PASSWORD"),
    ("consumer", "NATS_CONSUMER_PASSWORD"),
];

/// The committed configuration file.
pub fn accounts_conf() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../deploy/nats/accounts.conf")
}

pub struct AccountsServer {
    pub nats: NatsServer,
    /// A fresh password per user (a letter, then hex: see the file).
    passwords: Vec<(&'static str, String)>,
}

impl AccountsServer {
    pub fn start(test_name: &str) -> AccountsServer {
        let passwords: Vec<(&str, String)> = USERS
            .iter()
            .map(|(user, _)| (*user, format!("p{}", uuid::Uuid::now_v7().simple())))
            .collect();
        let env: Vec<(&str, &str)> = USERS
            .iter()
            .zip(&passwords)
            .map(|((_, var), (_, password))| (*var, password.as_str()))
            .collect();
        let nats = NatsServer::start_with_config(test_name, &accounts_conf(), &env);
        AccountsServer { nats, passwords }
    }

    fn password(&self, user: &str) -> &str {
        let found = self.passwords.iter().find(|(name, _)| *name == user);
        &found
            .unwrap_or_else(|| panic!("no user {user} in accounts.conf"))
            .1
    }

    /// `nats://user:password@127.0.0.1:<port>`, as decisiond takes it.
    pub fn url_for(&self, user: &str) -> String {
        let password = self.password(user);
        format!("nats://{user}:{password}@127.0.0.1:{}", self.nats.port)
    }

    /// A client logged in as `user`, taking its inboxes under
    /// `inbox_prefix` (the only ones it may subscribe to).
    pub async fn login(&self, user: &str, inbox_prefix: &str) -> Login {
        let errors = Arc::new(Mutex::new(Vec::new()));
        let seen = errors.clone();
        let client =
            ConnectOptions::with_user_and_password(user.into(), self.password(user).into())
                .custom_inbox_prefix(inbox_prefix)
                .request_timeout(Some(Duration::from_secs(5)))
                .event_callback(move |event| {
                    let seen = seen.clone();
                    async move {
                        if let Event::ServerError(ServerError::Other(error)) = event {
                            seen.lock().expect("errors lock").push(error);
                        }
                    }
                })
                .connect(self.nats.url())
                .await
                .unwrap_or_else(|e| panic!("log in to NATS as {user}: {e}"));
        Login {
            user: user.to_owned(),
            client,
            errors,
        }
    }
}

/// A logged-in client and the errors the server sent it.
pub struct Login {
    pub user: String,
    pub client: Client,
    errors: Arc<Mutex<Vec<String>>>,
}

impl Login {
    /// Publishes to `subject` and waits for the server to refuse it.
    pub async fn publish_refused(&self, subject: &str) {
        self.client
            .publish(subject.to_owned(), "{}".into())
            .await
            .expect("publish");
        self.refused(&format!("Publish to \"{subject}\"")).await;
    }

    /// Subscribes to `subject` and waits for the server to refuse it; the
    /// returned subscription must then stay silent.
    pub async fn subscribe_refused(&self, subject: &str) -> async_nats::Subscriber {
        let subscription = self
            .client
            .subscribe(subject.to_owned())
            .await
            .expect("subscribe");
        self.refused(&format!("Subscription to \"{subject}\""))
            .await;
        subscription
    }

    /// Waits (up to 5 s) for the server to refuse `what`, e.g.
    /// `Publish to "x.y"` or `Subscription to "x.>"`.
    async fn refused(&self, what: &str) {
        let expected = format!("Permissions Violation for {what}");
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            let errors = self.errors.lock().expect("errors lock").clone();
            if errors.contains(&expected) {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "NATS did not refuse {} `{what}` within 5 s; errors it sent: {errors:?}",
                self.user
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Every error the server sent so far.
    pub fn errors(&self) -> Vec<String> {
        self.errors.lock().expect("errors lock").clone()
    }
}

/// The stream's message count, once it holds exactly the events the store
/// has (the relay caught up; 30 s at most). Fails at once if the stream
/// lost its first messages.
pub async fn relayed(server: &Server, js: &jetstream::Context, stream: &str) -> u64 {
    let stored = stored_events(server).await.len() as u64;
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        // The relay creates the stream once it connects: wait for it, and
        // say what the service reports if it never comes.
        let state = match js.get_stream(stream).await {
            Ok(mut found) => found.info().await.expect("stream info").state.clone(),
            Err(error) => {
                if Instant::now() >= deadline {
                    let (_, ready) = server.get("/readyz").await;
                    panic!("stream {stream}: {error}; the service's /readyz: {ready}");
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        assert!(
            state.first_sequence <= 1,
            "stream {stream} lost its first messages (purged): {state:?}"
        );
        if state.messages == stored {
            return state.messages;
        }
        assert!(
            Instant::now() < deadline,
            "stream {stream} holds {} messages, the store {stored} events",
            state.messages
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// `decisiond_nats_requests_dropped_total{reason="reply_subject"}`.
pub async fn dropped_for_reply_subject(server: &Server) -> u64 {
    let text = reqwest::get(server.url("/metrics"))
        .await
        .expect("GET /metrics")
        .text()
        .await
        .expect("metrics text");
    let series = r#"decisiond_nats_requests_dropped_total{reason="reply_subject"} "#;
    let value = text.lines().find_map(|line| line.strip_prefix(series));
    value
        .unwrap_or_else(|| panic!("no {series}in:\n{text}"))
        .parse()
        .expect("a count")
}

/// Publishes a well-formed, authorized command whose reply subject is
/// `reply`: what a tenant forging a reply subject sends.
pub async fn forge(client: &async_nats::Client, subject: String, reply: String) {
    let mut headers = async_nats::HeaderMap::new();
    let bearer = format!("Bearer {}", token(DEFAULT_USER, USER_SCOPES));
    headers.insert("Authorization", bearer.as_str());
    client
        .publish_with_reply_and_headers(subject, reply, headers, "{}".into())
        .await
        .expect("publish");
    client.flush().await.expect("flush");
}
