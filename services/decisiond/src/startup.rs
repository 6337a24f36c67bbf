//! Building and running the service: store selection, binding, serving
//! with graceful shutdown. Tests use the same path through the binary.

use crate::app::{App, Authenticator, ServiceLimits};
use crate::metrics::MetricsToken;
use crate::nats_intake::ReplyPrefix;
use crate::roles::Roles;
use decision_projection_worker::{
    NewerDefinition, Projected, Worker, WorkerConfig, WorkerError, check_not_newer,
};
use decision_relay::{Coordination, RelayConfig, RelayHandle};
use decision_store::postgres::lease::Lease;
use decision_store::postgres::{GroupCommitConfig, PgOptions, PgStore};
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
    Postgres {
        url: String,
        pool_size: usize,
        /// `None`: every append commits alone.
        group_commit: Option<GroupCommitConfig>,
    },
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
    #[error("{0}")]
    Limits(String),
    /// This build would serve documents whose shape it does not know.
    #[error("{0}")]
    Definition(#[from] NewerDefinition),
}

impl From<WorkerError> for StartupError {
    fn from(error: WorkerError) -> StartupError {
        match error {
            WorkerError::Store(e) => StartupError::Store(e),
            WorkerError::NewerDefinition(e) => StartupError::Definition(e),
        }
    }
}

/// How long start-up waits for NATS to learn its `max_payload`.
const NATS_CHECK_WAIT: std::time::Duration = std::time::Duration::from_secs(5);

/// Refuses to start when an event of `max_event_bytes` could not be
/// published whole to the NATS server (its `max_payload`, less room for
/// the envelope and headers). If NATS cannot be reached now, start-up goes
/// on (an outage is no reason not to start) and the relay publishes any
/// event too large for the server without its payload, so it never blocks.
pub async fn check_event_limit_fits_nats(
    config: &RelayConfig,
    max_event_bytes: usize,
) -> Result<(), StartupError> {
    let client = decision_relay::connect(&config.nats, "decisiond-startup-check")
        .await
        .map_err(StartupError::Limits)?;
    let checked = decision_relay::server_max_payload(&client, NATS_CHECK_WAIT).await;
    let _ = client.drain().await;
    let Some(max_payload) = checked else {
        tracing::warn!(
            "NATS is not reachable at start-up: --max-event-bytes is checked against its \
             max_payload when it is; a larger event is published without its payload"
        );
        return Ok(());
    };
    let needed = max_event_bytes + decision_store::guard::ENVELOPE_HEADROOM_BYTES;
    if needed > max_payload {
        return Err(StartupError::Limits(format!(
            "--max-event-bytes {max_event_bytes} does not fit the NATS server's max_payload of \
             {max_payload} bytes (an event needs {} bytes more for its envelope): lower \
             --max-event-bytes to at most {}, or raise max_payload on the server",
            decision_store::guard::ENVELOPE_HEADROOM_BYTES,
            max_payload.saturating_sub(decision_store::guard::ENVELOPE_HEADROOM_BYTES)
        )));
    }
    Ok(())
}

/// `/metrics`: an optional static token, and how often its state gauges
/// are read from the store.
#[derive(Debug, Clone)]
pub struct MetricsConfig {
    pub token: Option<MetricsToken>,
    pub refresh_interval: std::time::Duration,
}

impl Default for MetricsConfig {
    fn default() -> Self {
        MetricsConfig {
            token: None,
            refresh_interval: crate::metrics::DEFAULT_REFRESH_INTERVAL,
        }
    }
}

/// The idle timeout must outlast every legitimate silence on a
/// connection: a request waiting its turn and running to its deadline,
/// and the live stream between keep-alives.
fn check_limits(limits: &ServiceLimits) -> Result<(), StartupError> {
    let idle = limits.connections.idle_timeout;
    let admission = limits.admission;
    let longest_silence =
        (admission.queue_wait + admission.request_timeout).max(crate::http::SSE_KEEP_ALIVE);
    if idle.is_zero() || idle > longest_silence {
        return Ok(());
    }
    Err(StartupError::Limits(format!(
        "--idle-timeout-ms ({} ms) must be 0 (off) or longer than {} ms: a request may wait \
         --queue-wait-ms and then run --request-timeout-ms without a byte on its connection, \
         and the live stream sends a keep-alive only every {} ms",
        idle.as_millis(),
        longest_silence.as_millis(),
        crate::http::SSE_KEEP_ALIVE.as_millis()
    )))
}

/// The event store and the read-model store: one database, two ports.
#[derive(Clone)]
pub struct Stores {
    pub events: Arc<dyn EventStore>,
    pub models: Arc<dyn ReadModelStore>,
}

/// Opens the store and applies pending migrations (with the default event
/// size limit: what the CLI's commands need).
pub async fn open_store(config: &StoreConfig) -> Result<Stores, StoreError> {
    open_store_with(config, decision_store::guard::DEFAULT_MAX_EVENT_BYTES).await
}

/// [`open_store`], refusing appends of events over `max_event_bytes`.
pub async fn open_store_with(
    config: &StoreConfig,
    max_event_bytes: usize,
) -> Result<Stores, StoreError> {
    match config {
        StoreConfig::Postgres {
            url,
            pool_size,
            group_commit,
        } => {
            let options = PgOptions {
                pool_size: *pool_size,
                group_commit: *group_commit,
                max_event_bytes,
                ..PgOptions::default()
            };
            let store = Arc::new(PgStore::connect_with(url, &options).await?);
            store.migrate().await?;
            Ok(Stores {
                events: store.clone(),
                models: store,
            })
        }
        StoreConfig::Embedded { data_dir } => {
            let store =
                Arc::new(SqliteStore::open(data_dir)?.with_max_event_bytes(max_event_bytes));
            Ok(Stores {
                events: store.clone(),
                models: store,
            })
        }
    }
}

/// Connections the background work's own Postgres pool keeps: the two
/// projection workers, the relay, and a spare for the idempotency sweep.
const BACKGROUND_POOL_SIZE: usize = 4;

/// The stores the background runtime uses: on Postgres a second, small
/// pool (a connection's driver runs on the runtime that opened it, and a
/// request must not wait on one at the background's lower priority); the
/// embedded store is one file with one writer, shared.
async fn open_background_stores(
    config: &StoreConfig,
    stores: &Stores,
    max_event_bytes: usize,
) -> Result<Stores, StoreError> {
    match config {
        StoreConfig::Postgres {
            url, group_commit, ..
        } => {
            let options = PgOptions {
                pool_size: BACKGROUND_POOL_SIZE,
                group_commit: *group_commit,
                max_event_bytes,
                ..PgOptions::default()
            };
            let store = Arc::new(PgStore::connect_with(url, &options).await?);
            Ok(Stores {
                events: store.clone(),
                models: store,
            })
        }
        StoreConfig::Embedded { .. } => Ok(stores.clone()),
    }
}

/// The background runtime's threads and their niceness
/// ([`crate::background`]).
#[derive(Debug, Clone, Copy)]
pub struct BackgroundConfig {
    /// Worker threads (default: one per core, so an idle request path
    /// leaves every core to the projections).
    pub threads: usize,
    /// 0: the request path's priority; 1-19: lower (default 10).
    pub nice: u8,
}

impl Default for BackgroundConfig {
    fn default() -> Self {
        BackgroundConfig {
            threads: std::thread::available_parallelism().map_or(2, usize::from),
            nice: crate::background::DEFAULT_NICE,
        }
    }
}

/// The background work of a running instance: its tasks and the runtime
/// the projections, relay and idempotency sweep run on.
struct Background {
    tasks: tokio::task::JoinSet<()>,
    runtime: tokio::runtime::Runtime,
}

impl Background {
    /// Waits for every task (they stop when told), then lets the runtime go
    /// without blocking this one.
    async fn join(self) {
        self.tasks.join_all().await;
        self.runtime.shutdown_background();
    }
}

/// How often a standby instance tries to take over a lease.
const LEASE_RETRY: std::time::Duration = std::time::Duration::from_secs(2);

pub struct Application {
    /// `None` for a process without HTTP (`decisiond mcp`, see
    /// [`Application::build_local`]).
    listener: Option<TcpListener>,
    app: App,
    /// What the background runtime's work reads and writes through: on
    /// Postgres its own pool ([`crate::background`]), else the App's.
    background_stores: Stores,
    background: BackgroundConfig,
    store_config: StoreConfig,
    projected: Projected,
    /// Set by [`Application::with_nats`]: the relay and the command intake,
    /// which replies only under `reply_prefix`.
    relay: Option<RelayHandle>,
    reply_prefix: ReplyPrefix,
    roles: Roles,
    workers: WorkerConfig,
    metrics: MetricsConfig,
}

impl Application {
    /// Opens the store and binds `listen`; every door authenticates with
    /// `auth` and enforces `limits`.
    pub async fn build(
        listen: &str,
        store: &StoreConfig,
        auth: Authenticator,
        limits: ServiceLimits,
    ) -> Result<Application, StartupError> {
        let listener = TcpListener::bind(listen)
            .await
            .map_err(|source| StartupError::Bind {
                addr: listen.to_owned(),
                source,
            })?;
        let bound = listener.local_addr().map_err(|source| StartupError::Bind {
            addr: listen.to_owned(),
            source,
        })?;
        let mut application = Application::build_local(store, auth, limits).await?;
        application.listener = Some(listener);
        // Until `with_resource` names one, the listen address stands in.
        let local = decision_auth::ProtectedResource::local(bound);
        application.app = application.app.clone().with_resource(local);
        Ok(application)
    }

    /// Opens the store like [`Application::build`], without binding an
    /// address: the background work for a door that is not HTTP
    /// ([`Application::run_beside`]).
    pub async fn build_local(
        store: &StoreConfig,
        auth: Authenticator,
        limits: ServiceLimits,
    ) -> Result<Application, StartupError> {
        check_limits(&limits)?;
        let stores = open_store_with(store, limits.max_event_bytes).await?;
        let background_stores =
            open_background_stores(store, &stores, limits.max_event_bytes).await?;
        // Read models of a newer release: refuse to serve them rather than
        // answer reads this build may not decode, with frozen projections.
        check_not_newer(stores.models.as_ref(), &decision_projections::views::all()).await?;
        let projected = Projected::default();
        if let StoreConfig::Postgres { url, .. } = store {
            // Other instances' appends wake this one's workers and streams.
            use decision_store::postgres::notify;
            let local = projected.wakeup().clone();
            notify::spawn_notifier(url.clone(), local.local_appends(), move || {
                notify::payload_of(local.take_unsent())
            });
            let remote = projected.wakeup().clone();
            notify::spawn_listener(url.clone(), move |payload| {
                remote.remote_events_appended(notify::cycles_of(payload).as_deref())
            });
        }
        let workers = WorkerConfig {
            doc_cache_capacity: limits.projection_cache_docs,
            batch_size: limits.projection_batch_events,
            ..WorkerConfig::default()
        };
        Ok(Application {
            listener: None,
            app: App::new(
                stores.events.clone(),
                stores.models.clone(),
                projected.clone(),
                auth,
                limits,
            ),
            background_stores,
            background: BackgroundConfig::default(),
            store_config: store.clone(),
            projected,
            relay: None,
            reply_prefix: ReplyPrefix::default(),
            roles: Roles::ALL,
            workers,
            metrics: MetricsConfig::default(),
        })
    }

    /// The background runtime's threads and niceness (default: one thread
    /// per core at nice 10).
    pub fn with_background(mut self, background: BackgroundConfig) -> Application {
        self.background = background;
        self
    }

    /// The `/metrics` token and refresh interval (default: open, 5 s).
    pub fn with_metrics(mut self, metrics: MetricsConfig) -> Application {
        self.metrics = metrics;
        self
    }

    /// Publishes every event to JetStream and takes tool calls over NATS
    /// (see [`decision_relay`] and [`crate::nats_intake`]). Both start with
    /// [`Application::run_until_stopped`] and ride out NATS outages: the
    /// HTTP API never waits for NATS.
    pub fn with_nats(mut self, config: RelayConfig, reply_prefix: ReplyPrefix) -> Application {
        let handle = RelayHandle::new(config);
        self.app = self.app.clone().with_relay(handle.clone());
        self.relay = Some(handle);
        self.reply_prefix = reply_prefix;
        self
    }

    /// The CORS allow-list and the session cookie's `Secure` mode.
    pub fn with_browser(mut self, browser: crate::app::browser::BrowserConfig) -> Application {
        self.app = self.app.clone().with_browser(browser);
        self
    }

    /// A one-time sign-in link's code for `token` (`/session/start?code=`):
    /// dev mode prints one, so the person opens the page signed in.
    pub fn sign_in_code(&self, token: String) -> String {
        self.app.sign_in_links().issue(token)
    }

    /// This server as an OAuth protected resource (RFC 9728); without
    /// one, the listen address stands in ([`ProtectedResource::local`]).
    ///
    /// [`ProtectedResource::local`]: decision_auth::ProtectedResource::local
    pub fn with_resource(mut self, resource: decision_auth::ProtectedResource) -> Application {
        self.app = self.app.clone().with_resource(resource);
        self
    }

    /// Which parts this instance runs (default: all).
    pub fn with_roles(mut self, roles: Roles) -> Application {
        self.roles = roles;
        self
    }

    /// The relay's handle, for its status (`RelayHandle::status`).
    pub fn relay(&self) -> Option<RelayHandle> {
        self.relay.clone()
    }

    pub fn local_addr(&self) -> SocketAddr {
        self.listener
            .as_ref()
            .and_then(|listener| listener.local_addr().ok())
            .expect("Application::build binds an address")
    }

    /// Runs the projection workers (and the NATS relay and intake, if
    /// configured) and the metrics refresh, and serves until `shutdown`
    /// completes, then stops accepting connections, lets in-flight requests
    /// finish and stops the workers (an unfinished batch is simply redone
    /// next time).
    pub async fn run_until_stopped(
        self,
        shutdown: impl Future<Output = ()> + Send + 'static,
    ) -> std::io::Result<()> {
        let (stop_workers, stopped) = tokio::sync::watch::channel(false);
        let workers = self.start_background(&stopped).await;
        let connections = self.app.limits().connections;
        let token = self.metrics.token.map(Arc::new);
        let app = self.app.clone();
        let router = if self.roles.api {
            // The composition root: the HTTP door mounts the MCP door's
            // transport; neither imports the other.
            let mcp = crate::http::mounted(crate::mcp::service(self.app.clone()));
            crate::http::router(self.app, token, mcp)
        } else {
            crate::http::ops_router(self.app, token)
        };
        let listener = self
            .listener
            .expect("run_until_stopped needs Application::build's listener");
        // Live streams end first, as shutdown begins: an open stream
        // would otherwise hold the drain until its client gave up.
        let shutdown = async move {
            shutdown.await;
            app.close_streams();
        };
        crate::serve::serve(listener, router, connections, shutdown).await;
        let _ = stop_workers.send(true);
        workers.join().await;
        Ok(())
    }

    /// Runs the background work (the projections, so reads are fresh; the
    /// sweeper; the idempotency sweep) while `door` runs with the app, and
    /// stops it when `door` ends.
    pub async fn run_beside<F, T>(self, door: impl FnOnce(App) -> F) -> T
    where
        F: Future<Output = T>,
    {
        let (stop_workers, stopped) = tokio::sync::watch::channel(false);
        let workers = self.start_background(&stopped).await;
        let outcome = door(self.app.clone()).await;
        let _ = stop_workers.send(true);
        workers.join().await;
        outcome
    }

    /// Spawns everything but the HTTP door that this instance's roles ask
    /// for; it all stops when `stopped` turns true.
    async fn start_background(&self, stopped: &tokio::sync::watch::Receiver<bool>) -> Background {
        let mut workers = tokio::task::JoinSet::new();
        // On the request path's runtime: what serves requests (the NATS
        // intake, the audits owed to failed calls) and the App's own
        // periodic work, which uses the App's pool.
        workers.spawn(crate::metrics::refresh_periodically(
            self.app.clone(),
            self.metrics.refresh_interval,
            stopped.clone(),
        ));
        if let Some(relay) = &self.relay
            && self.roles.api
        {
            self.spawn_nats_intake(relay, &mut workers, stopped).await;
        }
        if self.roles.sweeper {
            self.spawn_sweeper(&mut workers, stopped);
        }
        if self.roles.api {
            // Calls that failed at the store are audited once it answers.
            workers.spawn(self.app.clone().record_pending_audits(stopped.clone()));
        }
        // At the lower priority: the projections, the relay and the
        // idempotency sweep (everything spawned while `_entered` lives, and
        // everything those tasks spawn, runs there).
        crate::background::set_heavy_reads_nice(self.background.nice);
        let runtime = crate::background::runtime(self.background.threads, self.background.nice)
            .expect("the background runtime starts");
        {
            let _entered = runtime.enter();
            if self.roles.projector {
                for projection in decision_projections::views::all() {
                    self.spawn_projector(projection, &mut workers, stopped);
                }
            }
            if let Some(relay) = &self.relay
                && self.roles.relay
            {
                self.spawn_relay(relay, &mut workers, stopped);
            }
            if self.roles.api {
                workers.spawn(crate::app::idempotency::sweep_expired_keys(
                    self.background_stores.events.clone(),
                    self.app.limits().idempotency_retention,
                    stopped.clone(),
                ));
            }
        }
        tracing::info!(roles = %self.roles, background_threads = self.background.threads,
            background_nice = self.background.nice, "roles");
        Background {
            tasks: workers,
            runtime,
        }
    }

    /// One projection's worker. On Postgres it runs only while this
    /// instance holds the projection's lease, so instances with the
    /// projector role stand by for each other. The worker first brings the
    /// read models to this build's definition (a rebuild, if they are
    /// older); if they are newer it refuses, and this instance lets go of
    /// the lease for good (until restarted), so a newer instance can take
    /// it.
    fn spawn_projector(
        &self,
        projection: Arc<dyn decision_projections::Projection>,
        tasks: &mut tokio::task::JoinSet<()>,
        stopped: &tokio::sync::watch::Receiver<bool>,
    ) {
        let make_worker = {
            let (events, models, projected, config) = (
                self.background_stores.events.clone(),
                self.background_stores.models.clone(),
                self.projected.clone(),
                self.workers.clone(),
            );
            let projection = projection.clone();
            move || {
                Worker::new(
                    projection.clone(),
                    events.clone(),
                    models.clone(),
                    projected.clone(),
                    config.clone(),
                )
            }
        };
        let mut stopped = stopped.clone();
        match &self.store_config {
            StoreConfig::Embedded { .. } => {
                tasks.spawn(async move {
                    // A refusal is logged by the worker.
                    let _ = make_worker().run(stopped).await;
                });
            }
            StoreConfig::Postgres { url, .. } => {
                let (url, name) = (url.clone(), format!("projection:{}", projection.name()));
                tasks.spawn(async move {
                    loop {
                        let lease = tokio::select! {
                            lease = Lease::acquire(&url, &name, LEASE_RETRY) => lease,
                            _ = stopped.changed() => return,
                        };
                        let (stop, stop_rx) = tokio::sync::watch::channel(false);
                        let mut running = tokio::spawn(make_worker().run(stop_rx));
                        let (ended, shutting_down) = tokio::select! {
                            _ = lease.lost() => (None, false),
                            _ = stopped.changed() => (None, true),
                            ended = &mut running => (Some(ended), false),
                        };
                        if ended.is_none() {
                            let _ = stop.send(true);
                            let _ = running.await;
                        }
                        drop(lease);
                        // Unasked, the worker ends only by refusing (logged)
                        // or by panicking (the next lease holder restarts it).
                        let refused = matches!(ended, Some(Ok(Err(_))));
                        if shutting_down || refused {
                            return;
                        }
                    }
                });
            }
        }
    }

    /// The sweeper: one active across instances (a Postgres lease); on the
    /// embedded store, this process.
    fn spawn_sweeper(
        &self,
        tasks: &mut tokio::task::JoinSet<()>,
        stopped: &tokio::sync::watch::Receiver<bool>,
    ) {
        let app = self.app.clone();
        let mut stopped = stopped.clone();
        match &self.store_config {
            StoreConfig::Embedded { .. } => {
                tasks.spawn(app.sweep_periodically(stopped));
            }
            StoreConfig::Postgres { url, .. } => {
                let url = url.clone();
                tasks.spawn(async move {
                    loop {
                        let lease = tokio::select! {
                            lease = Lease::acquire(&url, "sweeper", LEASE_RETRY) => lease,
                            _ = stopped.changed() => return,
                        };
                        let (stop, stop_rx) = tokio::sync::watch::channel(false);
                        let mut running = tokio::spawn(app.clone().sweep_periodically(stop_rx));
                        let shutting_down = tokio::select! {
                            _ = lease.lost() => false,
                            _ = stopped.changed() => true,
                            _ = &mut running => false,
                        };
                        let _ = stop.send(true);
                        let _ = running.await;
                        drop(lease);
                        if shutting_down {
                            return;
                        }
                    }
                });
            }
        }
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
            self.background_stores.events.clone(),
            self.background_stores.models.clone(),
            self.projected.wakeup().clone(),
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
        relay: &RelayHandle,
        tasks: &mut tokio::task::JoinSet<()>,
        stopped: &tokio::sync::watch::Receiver<bool>,
    ) {
        let config = relay.config();
        // The URL was checked by `RelayConfig::new`, and the client connects
        // in the background, so this only fails on a broken configuration.
        match decision_relay::connect(&config.nats, "decisiond-intake").await {
            Ok(client) => {
                if !self.roles.relay {
                    // `/readyz` reports this instance's NATS connection.
                    relay.set_client(client.clone());
                }
                tasks.spawn(crate::nats_intake::run(
                    self.app.clone(),
                    client,
                    config.subject_prefix.clone(),
                    self.reply_prefix.clone(),
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn with_idle(ms: u64) -> ServiceLimits {
        let mut limits = ServiceLimits::default();
        limits.connections.idle_timeout = Duration::from_millis(ms);
        limits
    }

    #[test]
    fn the_idle_timeout_must_outlast_every_legitimate_silence() {
        assert!(check_limits(&ServiceLimits::default()).is_ok());
        assert!(check_limits(&with_idle(0)).is_ok(), "0 turns it off");
        // Defaults: a 2 s queue wait plus a 10 s request, and the stream's
        // 15 s keep-alive: the longest silence is 15 s.
        let Err(err) = check_limits(&with_idle(15_000)) else {
            panic!("15 s cuts a quiet live stream");
        };
        let err = err.to_string();
        assert!(err.contains("--idle-timeout-ms (15000 ms)"), "{err}");
        assert!(err.contains("longer than 15000 ms"), "{err}");
        let mut slow_requests = with_idle(20_000);
        slow_requests.admission.request_timeout = Duration::from_secs(30);
        assert!(check_limits(&slow_requests).is_err());
        assert!(check_limits(&with_idle(15_001)).is_ok());
    }
}
