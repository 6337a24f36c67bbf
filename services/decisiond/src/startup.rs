//! Building and running the service: store selection, binding, serving
//! with graceful shutdown. Tests use the same path through the binary.

use crate::app::App;
use decision_store::postgres::PgStore;
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

/// Opens the store and applies pending migrations.
pub async fn open_store(config: &StoreConfig) -> Result<Arc<dyn EventStore>, StoreError> {
    match config {
        StoreConfig::Postgres { url, pool_size } => {
            let store = PgStore::connect(url, *pool_size).await?;
            store.migrate().await?;
            Ok(Arc::new(store))
        }
        StoreConfig::Embedded { data_dir } => Ok(Arc::new(SqliteStore::open(data_dir)?)),
    }
}

pub struct Application {
    listener: TcpListener,
    app: App,
}

impl Application {
    pub async fn build(listen: &str, store: &StoreConfig) -> Result<Application, StartupError> {
        let store = open_store(store).await?;
        let listener = TcpListener::bind(listen)
            .await
            .map_err(|source| StartupError::Bind {
                addr: listen.to_owned(),
                source,
            })?;
        Ok(Application {
            listener,
            app: App::new(store),
        })
    }

    pub fn local_addr(&self) -> SocketAddr {
        self.listener
            .local_addr()
            .expect("a bound listener has an address")
    }

    /// Serves until `shutdown` completes, then stops accepting connections
    /// and lets in-flight requests finish.
    pub async fn run_until_stopped(
        self,
        shutdown: impl Future<Output = ()> + Send + 'static,
    ) -> std::io::Result<()> {
        axum::serve(self.listener, crate::http::router(self.app))
            .with_graceful_shutdown(shutdown)
            .await
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
