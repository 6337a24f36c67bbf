//! The application service: the only place that combines the catalog, the
//! domain and the store.

mod access;
mod aggregates;
pub mod analysis;
mod answer;
mod append;
pub mod browser;
mod cycle_locks;
mod cycles;
mod erase;
mod errors;
mod export;
mod gate;
mod heavy;
pub mod idempotency;
mod limits;
mod long_lived;
mod ops;
mod paged;
mod pending_audits;
mod reads;
mod renders;
mod replay;
mod sizes;
mod steps;
mod sweeper;
mod time_travel;
mod tool_call;
mod trace;
mod views;

pub use access::{
    ACT_AS_HEADER, ANONYMOUS, Authenticator, Caller, Denied, MAX_ACT_AS_CHARS, parse_act_as,
};
pub use analysis::AnalysisLimits;
pub use idempotency::IdempotencyKey;
pub use limits::{
    Admission, Connections, DEFAULT_REVISIT_EXPIRY, DEFAULT_SWEEP_INTERVAL, LongLived,
    MemoryBounds, ServiceLimits,
};
pub use long_lived::Slot;
pub use ops::OpsView;
pub use reads::{
    AllStatsView, ConfirmationsView, CycleStatsView, CyclesPage, DocumentView, FeedPage,
    FlowFilter, InvocationFilter, InvocationsPage, OneSection, PendingConfirmation, PendingRevisit,
    ReadOptions, RevisitsView, SectionView,
};

pub use answer::{ErrorAnswer, ErrorBody, ErrorKind, status_of_result};
pub use cycles::{CommandOutcome, CommandRequest, CycleCreated, Navigated};
pub use erase::CycleErasure;
pub use errors::AppError;
pub use export::CycleExport;
pub use gate::CycleSettings;
pub use heavy::HeavyReadCaps;
pub use idempotency::KeyCarrier;
pub use steps::{Navigation, ToolsNow};
pub use sweeper::SWEEPER_ACTOR;
pub use time_travel::HistoryPage;
pub use tool_call::{ResultData, ToolRequest, ToolResponse, ToolResponseMeta};
pub use trace::RequestTrace;
pub use views::{Freshness, ViewRead, default_wait as views_default_wait};

use decision_catalog::Catalog;
use decision_domain::{Cycle, apply};
use decision_events::EventMetadata;
use decision_projection_worker::Projected;
use decision_store::EventStore;
use decision_store::read_models::ReadModelStore;
use decision_wakeup::Wakeup;
use std::sync::Arc;
use uuid::Uuid;

/// How often a command is re-decided after losing an append race before
/// the caller is told to retry.
const MAX_APPEND_ATTEMPTS: usize = 8;

/// Shared by every request; cheap to clone: one reference count, since
/// axum's state and every middleware layer clone it per request.
#[derive(Clone)]
pub struct App {
    shared: Arc<Shared>,
}

/// What every clone of an [`App`] shares (its fields read as `App`'s).
#[derive(Clone)]
pub struct Shared {
    store: Arc<dyn EventStore>,
    models: Arc<dyn ReadModelStore>,
    projected: Projected,
    catalog: Arc<Catalog>,
    locks: Arc<cycle_locks::CycleLocks>,
    /// The JetStream relay, when NATS is configured (for its status).
    relay: Option<decision_relay::RelayHandle>,
    auth: Authenticator,
    /// This server as an OAuth protected resource (its metadata, the 401
    /// challenge); `None` only in tests that build an `App` by hand.
    resource: Option<Arc<decision_auth::ProtectedResource>>,
    owners: Arc<access::Owners>,
    limits: ServiceLimits,
    throttle: Arc<limits::Throttle>,
    aggregates: Arc<aggregates::Aggregates>,
    /// The document and the Pugh view, rendered once per version.
    renders: Arc<renders::Renders>,
    /// Reads waiting for a projection, and live streams, per user.
    waits: Arc<long_lived::PerUser>,
    streams: Arc<long_lived::PerUser>,
    /// Turns true when the server begins to shut down: live streams end.
    closing: Arc<tokio::sync::watch::Sender<bool>>,
    /// Calls that ended without their audit record, to record.
    pending_audits: Arc<pending_audits::PendingAudits>,
    /// Folded past versions.
    time_travel: Arc<time_travel::TimeTravel>,
    /// Reads that walk a whole stream, per user and in all.
    heavy: Arc<heavy::HeavyReads>,
    /// Where analyses and replayed reads run, a user's share at a time.
    analysis: analysis::AnalysisPool,
    /// How pages reach the API, and the one-time sign-in links.
    browser: Arc<browser::BrowserConfig>,
    sign_in_links: Arc<browser::SignInLinks>,
}

impl std::ops::Deref for App {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.shared
    }
}

/// A cycle's state and the stream version it was folded up to.
pub struct Loaded {
    pub state: Cycle,
    pub version: u64,
}

impl App {
    /// An app that authenticates callers with `auth` and enforces `limits`
    /// (the catalog's validators are compiled once, here).
    pub fn new(
        store: Arc<dyn EventStore>,
        models: Arc<dyn ReadModelStore>,
        projected: Projected,
        auth: Authenticator,
        limits: ServiceLimits,
    ) -> App {
        let shared = Shared {
            store,
            models,
            projected,
            catalog: Arc::new(Catalog::new().with_limits(limits.input)),
            locks: Arc::default(),
            relay: None,
            auth,
            resource: None,
            owners: Arc::default(),
            limits,
            throttle: Arc::new(limits::Throttle::new(limits)),
            aggregates: Arc::new(aggregates::Aggregates::new(
                limits.aggregate_cache_cycles,
                limits.memory.aggregate_cache_bytes,
            )),
            renders: Arc::new(renders::Renders::new(
                renders::DEFAULT_CAPACITY,
                renders::DEFAULT_BYTES,
            )),
            waits: long_lived::PerUser::new(
                limits.long_lived.max_waiting_reads_per_user,
                "reads waiting for min_position",
                "--max-waiting-reads-per-user",
            ),
            streams: long_lived::PerUser::new(
                limits.long_lived.max_streams_per_user,
                "live streams",
                "--max-streams-per-user",
            ),
            closing: Arc::new(tokio::sync::watch::Sender::new(false)),
            pending_audits: Arc::default(),
            time_travel: Arc::new(time_travel::TimeTravel::new(
                limits.memory.time_travel_cache_bytes,
            )),
            heavy: Arc::new(heavy::HeavyReads::new(limits.memory.heavy_reads)),
            analysis: analysis::AnalysisPool::new(limits.analysis),
            browser: Arc::default(),
            sign_in_links: Arc::default(),
        };
        App {
            shared: Arc::new(shared),
        }
    }

    /// The shared fields, to set while the app is being composed (before
    /// it has clones: later it would copy them).
    fn composing(&mut self) -> &mut Shared {
        Arc::make_mut(&mut self.shared)
    }

    pub fn with_browser(mut self, browser: browser::BrowserConfig) -> App {
        self.composing().browser = Arc::new(browser);
        self
    }

    pub fn browser(&self) -> &browser::BrowserConfig {
        &self.browser
    }

    pub fn sign_in_links(&self) -> &browser::SignInLinks {
        &self.sign_in_links
    }

    pub fn limits(&self) -> &ServiceLimits {
        &self.limits
    }

    pub fn authenticator(&self) -> &Authenticator {
        &self.auth
    }

    /// Counts one request of `caller` against the per-user rate limit.
    pub fn admit(&self, caller: &Caller) -> Result<(), AppError> {
        self.throttle.request(&caller.user)
    }

    /// Counts one request of the person's page (signed in by the session
    /// cookie) against the page's own per-user budget: an agent acting as
    /// the same user cannot starve the page, nor the page the agent
    /// (decision 27). The service-wide bounds hold for both.
    pub fn admit_page(&self, caller: &Caller) -> Result<(), AppError> {
        self.throttle.page_request(&caller.user)
    }

    /// The decision context now, under this service's cycle limits.
    fn context(&self) -> decision_domain::Context {
        decision_domain::Context {
            now: chrono::Utc::now(),
            limits: self.limits.cycle,
        }
    }

    pub fn with_resource(mut self, resource: decision_auth::ProtectedResource) -> App {
        self.composing().resource = Some(Arc::new(resource));
        self
    }

    pub fn resource(&self) -> Option<&decision_auth::ProtectedResource> {
        self.resource.as_deref()
    }

    pub fn with_relay(mut self, relay: decision_relay::RelayHandle) -> App {
        self.composing().relay = Some(relay);
        self
    }

    pub fn relay(&self) -> Option<&decision_relay::RelayHandle> {
        self.relay.as_ref()
    }

    pub fn wakeup(&self) -> &Wakeup {
        self.projected.wakeup()
    }

    /// Each projection's committed checkpoint and view cache in this process.
    pub fn projected(&self) -> &Projected {
        &self.projected
    }

    pub fn catalog(&self) -> &Catalog {
        &self.catalog
    }

    /// The state a command decides on. On its first attempt that is the
    /// cached fold as it is, without reading the store: the append's
    /// expected version validates it, so a stale state (another instance
    /// appended) costs one conflict, and the retry [`App::load`]s.
    pub(crate) async fn load_for_command(
        &self,
        cycle_id: Uuid,
        first_attempt: bool,
    ) -> Result<Loaded, AppError> {
        if first_attempt && let Some((state, version)) = self.aggregates.get(cycle_id) {
            return Ok(Loaded { state, version });
        }
        self.load(cycle_id).await
    }

    /// The cycle's current state: the cached fold plus the events appended
    /// since (the whole stream on a miss, read a page at a time). `NotFound`
    /// if it has none.
    pub async fn load(&self, cycle_id: Uuid) -> Result<Loaded, AppError> {
        let (mut state, cached_version) = self.aggregates.get(cycle_id).unwrap_or_default();
        let mut pages =
            paged::StreamPages::new(self.store.clone(), cycle_id, cached_version, u64::MAX);
        while let Some(events) = pages.next().await? {
            for envelope in &events {
                let event = envelope.event().map_err(|e| {
                    AppError::Internal(format!(
                        "event {} of cycle {cycle_id} does not decode: {e}",
                        envelope.event_id
                    ))
                })?;
                state = apply(state, &event);
            }
        }
        if !state.exists {
            return Err(AppError::CycleNotFound(cycle_id));
        }
        let version = pages.reached();
        self.aggregates.put(cycle_id, state.clone(), version);
        Ok(Loaded { state, version })
    }
}

/// Metadata for events not caused by a tool call.
fn plain_metadata(
    actor: &str,
    actor_kind: Option<decision_events::ActorKind>,
    correlation_id: Option<Uuid>,
) -> EventMetadata {
    EventMetadata {
        correlation_id: correlation_id.unwrap_or_else(Uuid::now_v7),
        causation_id: None,
        actor: actor.to_owned(),
        actor_kind,
        invocation_id: None,
        conversation_turn: None,
        trace_context: crate::telemetry::current_trace_context(),
    }
}
