//! Building and running the service: store selection, binding, serving
//! with graceful shutdown. Tests use the same path through the binary.

use crate::app::App;
use decision_projection_worker::{Wakeup, Worker, WorkerConfig};
use decision_relay::{Coordination, RelayConfig, RelayHandle};
use decision_store::postgres::PgStore;
use decision_store::read_models::ReadModelStore;
use decision_store::sqlite::SqliteStore;
use decision_store::{EventStore, StoreError};
use std::future::Future;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use tokio::net::TcpListener;

/// Where events are kept.
#[derive(Debug, Clone)]
pub enum StoreConfig {
    /// Production: a Postgres database.
    Postgres { url: String, pool_size: usize },
    /// Default: a SQLite file in a data directory; nothing to install.
    Embedded { data_dir: PathBuf },
}

impl StoreConfig {
    pub fn describe(&self) -> String {
        match self {
            StoreConfig::Postgres { .. } => "postgres".into(),
            StoreConfig::Embedded { data_dir } => {
                format!("embedded sqlite in {}", data_dir.display())
            }
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum StartupError {
    #[error("cannot open the event store: {0}")]
    Store(#[from] StoreError),
    #[error("cannot listen on {addr}: {source}")]
    Bind {
        addr: String,
        source: std::io::Error,
    },
}

/// The event store and the read-model store: one database, two ports.
#[derive(Clone)]
pub struct Stores {
    pub events: Arc<dyn EventStore>,
    pub models: Arc<dyn ReadModelStore>,
}

/// Opens the store and applies pending migrations.
pub async fn open_store(config: &StoreConfig) -> Result<Stores, StoreError> {
    match config {
        StoreConfig::Postgres { url, pool_size } => {
            let store = Arc::new(PgStore::connect(url, *pool_size).await?);
            store.migrate().await?;
            Ok(Stores {
                events: store.clone(),
                models: store,
            })
        }
        StoreConfig::Embedded { data_dir } => {
            let store = Arc::new(SqliteStore::open(data_dir)?);
            Ok(Stores {
                events: store.clone(),
                models: store,
            })
        }
    }
}

pub struct Application {
    listener: TcpListener,
    app: App,
    stores: Stores,
    store_config: StoreConfig,
    wakeup: Wakeup,
    /// Set by [`Application::with_nats`]: the relay and the command intake.
    relay: Option<RelayHandle>,
}

impl Application {
    pub async fn build(listen: &str, store: &StoreConfig) -> Result<Application, StartupError> {
        let stores = open_store(store).await?;
        let wakeup = Wakeup::default();
        if let StoreConfig::Postgres { url, .. } = store {
            // Other instances' appends wake this one's workers and streams.
            decision_store::postgres::notify::spawn_notifier(url.clone(), wakeup.local_appends());
            let remote = wakeup.clone();
            decision_store::postgres::notify::spawn_listener(url.clone(), move || {
                remote.remote_events_appended()
            });
        }
        let listener = TcpListener::bind(listen)
            .await
            .map_err(|source| StartupError::Bind {
                addr: listen.to_owned(),
                source,
            })?;
        Ok(Application {
            listener,
            app: App::new(stores.events.clone(), stores.models.clone(), wakeup.clone()),
            stores,
            store_config: store.clone(),
            wakeup,
            relay: None,
        })
    }

    /// Publishes every event to JetStream and takes tool calls over NATS
    /// (see [`decision_relay`] and [`crate::nats_intake`]). Both start with
    /// [`Application::run_until_stopped`] and ride out NATS outages: the
    /// HTTP API never waits for NATS.
    pub fn with_nats(mut self, config: RelayConfig) -> Application {
        self.relay = Some(RelayHandle::new(config));
        self
    }

    /// The relay's handle, for its status (`RelayHandle::status`).
    pub fn relay(&self) -> Option<RelayHandle> {
        self.relay.clone()
    }

    pub fn local_addr(&self) -> SocketAddr {
        self.listener
            .local_addr()
            .expect("a bound listener has an address")
    }

    /// Runs the projection workers (and the NATS relay and intake, if
    /// configured) and serves until `shutdown` completes, then stops
    /// accepting connections, lets in-flight requests finish and stops the
    /// workers (an unfinished batch is simply redone next time).
    pub async fn run_until_stopped(
        self,
        shutdown: impl Future<Output = ()> + Send + 'static,
    ) -> std::io::Result<()> {
        let (stop_workers, stopped) = tokio::sync::watch::channel(false);
        let mut workers = tokio::task::JoinSet::new();
        for projection in decision_projections::views::all() {
            let worker = Worker::new(
                projection,
                self.stores.events.clone(),
                self.stores.models.clone(),
                self.wakeup.clone(),
                WorkerConfig::default(),
            );
            workers.spawn(worker.run(stopped.clone()));
        }
        if let Some(relay) = &self.relay {
            self.spawn_relay(relay, &mut workers, &stopped);
            self.spawn_nats_intake(relay.config(), &mut workers, &stopped)
                .await;
        }
        let served = axum::serve(self.listener, crate::http::router(self.app))
            .with_graceful_shutdown(shutdown)
            .await;
        let _ = stop_workers.send(true);
        workers.join_all().await;
        served
    }

    /// The relay: one active across instances (a Postgres lease).
    fn spawn_relay(
        &self,
        relay: &RelayHandle,
        tasks: &mut tokio::task::JoinSet<()>,
        stopped: &tokio::sync::watch::Receiver<bool>,
    ) {
        let coordination = match &self.store_config {
            StoreConfig::Postgres { url, .. } => Coordination::Postgres { url: url.clone() },
            StoreConfig::Embedded { .. } => Coordination::SingleProcess,
        };
        let task = decision_relay::spawn(
            relay.clone(),
            self.stores.events.clone(),
            self.stores.models.clone(),
            self.wakeup.clone(),
            coordination,
            stopped.clone(),
        );
        tasks.spawn(async move {
            let _ = task.await;
        });
    }

    /// The command intake: every instance, one queue group.
    async fn spawn_nats_intake(
        &self,
        config: &RelayConfig,
        tasks: &mut tokio::task::JoinSet<()>,
        stopped: &tokio::sync::watch::Receiver<bool>,
    ) {
        // The URL was checked by `RelayConfig::new`, and the client connects
        // in the background, so this only fails on a broken configuration.
        match decision_relay::connect(&config.nats_url, "decisiond-intake").await {
            Ok(client) => {
                tasks.spawn(crate::nats_intake::run(
                    self.app.clone(),
                    client,
                    config.subject_prefix.clone(),
                    stopped.clone(),
                ));
            }
            Err(e) => tracing::error!(error = %e, "NATS command intake not started"),
        }
    }
}

/// Resolves on SIGTERM or Ctrl-C.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = terminate => {},
    }
    tracing::info!("shutdown signal received; finishing in-flight requests");
}
