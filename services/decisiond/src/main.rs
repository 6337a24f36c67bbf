//! The `decisiond` binary: `serve`, `mcp`, `migrate`, `verify`,
//! `projections`, `token`, `openapi`, `healthcheck`.

use anyhow::Context;
use clap::{Args, Parser, Subcommand};
use decision_store::postgres::GroupCommitConfig;
use decisiond::startup::{Application, StoreConfig, open_store, shutdown_signal};
use std::io::Write;
use std::path::PathBuf;

mod nats_args;

/// Allocation-heavy paths (JSON documents, events, HTTP bodies) run
/// faster on mimalloc than on glibc malloc; see BENCHMARKS.md.
#[cfg(feature = "mimalloc")]
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(
    name = "decisiond",
    version,
    about = "Decision Ledger: event-sourced decision tools for AI agents"
)]
struct Cli {
    /// Log one JSON object per line instead of human-readable text.
    #[arg(long, global = true, env = "DECISIOND_LOG_JSON")]
    log_json: bool,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run the HTTP service.
    Serve(Box<ServeArgs>),
    /// Serve MCP over stdio, for a local agent host (Claude Desktop, Claude
    /// Code, Cursor, VS Code), acting as one user; logs go to stderr.
    Mcp(Box<McpArgs>),
    /// Apply pending database migrations and exit.
    Migrate {
        #[command(flatten)]
        store: StoreArgs,
    },
    /// Reconcile the event store, every projection and (with --nats-url)
    /// the JetStream stream; exits 1 on any discrepancy.
    Verify(Box<VerifyArgs>),
    /// Operate the read models (projections).
    Projections {
        #[command(subcommand)]
        action: ProjectionsAction,
        #[command(flatten)]
        store: StoreArgs,
    },
    /// Erase a cycle everywhere the service keeps it, leaving a tombstone
    /// (docs/decisions/0013-erasure.md); prints the erasure as JSON. The
    /// read models and the JetStream stream are cleaned by the running
    /// service's projectors and relay when they reach the tombstone.
    Erase {
        /// The cycle's id.
        #[arg(long = "cycle")]
        cycle: uuid::Uuid,
        /// Who erases it, as the tombstone records it.
        #[arg(long, default_value = "operator")]
        by: String,
        #[command(flatten)]
        store: StoreArgs,
    },
    /// Mint an HS256 bearer token and print it (nothing else) on stdout.
    Token(TokenArgs),
    /// Print the OpenAPI document of the HTTP API (default limits) on
    /// stdout: what the generated clients in `clients/` are made from.
    Openapi,
    /// GET this instance's liveness probe (exit 0 on a 2xx, else 1): the
    /// container image's HEALTHCHECK, which needs no curl.
    Healthcheck(HealthcheckArgs),
}

#[derive(Args)]
struct HealthcheckArgs {
    /// The instance's listen address (a wildcard one is probed over
    /// loopback): the same setting as `serve --listen`.
    #[arg(long, env = "DECISIOND_LISTEN", default_value = DEFAULT_LISTEN)]
    listen: String,
    /// The probe: `/livez` (alive), `/readyz` (ready for traffic).
    #[arg(long, default_value = "/livez")]
    path: String,
    /// How long to wait for the answer, in ms.
    #[arg(long, default_value_t = 2000)]
    timeout_ms: u64,
}

impl HealthcheckArgs {
    async fn run(&self) -> anyhow::Result<()> {
        let addr = decisiond::healthcheck::target(&self.listen)
            .await
            .map_err(anyhow::Error::msg)?;
        let timeout = std::time::Duration::from_millis(self.timeout_ms);
        let status = decisiond::healthcheck::probe(addr, &self.path, timeout)
            .await
            .map_err(anyhow::Error::msg)?;
        println!("{status}");
        Ok(())
    }
}

const DEFAULT_LISTEN: &str = "127.0.0.1:8080";

#[derive(Args)]
struct ServeArgs {
    /// Address to listen on (port 0 picks a free port).
    #[arg(long, env = "DECISIOND_LISTEN", default_value = DEFAULT_LISTEN)]
    listen: String,
    /// What this instance does: api, projector, relay (comma separated).
    #[arg(long, env = "DECISIOND_ROLES", default_value = "all")]
    roles: decisiond::roles::Roles,
    #[command(flatten)]
    store: StoreArgs,
    #[command(flatten)]
    nats: NatsArgs,
    #[command(flatten)]
    limits: LimitArgs,
    #[command(flatten)]
    metrics: MetricsArgs,
    #[command(flatten)]
    browser: BrowserArgs,
    /// Threads of the background runtime (projections, relay, idempotency
    /// sweep); default: one per core.
    #[arg(long, env = "DECISIOND_BACKGROUND_THREADS",
        value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=64))]
    background_threads: Option<usize>,
    /// Niceness of the background runtime's threads: 0 runs them at the
    /// request path's priority, 1-19 lower (Linux; see ARCHITECTURE.md).
    #[arg(long, env = "DECISIOND_BACKGROUND_NICE",
        default_value_t = decisiond::background::DEFAULT_NICE,
        value_parser = clap::builder::RangedU64ValueParser::<u8>::new().range(0..=19))]
    background_nice: u8,
    /// Serve without authentication: every caller is `anonymous` with
    /// every scope. Only for sealed test setups; logged loudly.
    #[arg(long, env = "DECISIOND_INSECURE_NO_AUTH")]
    insecure_no_auth: bool,
    /// Accept tokens for any audience with a public key or JWKS (no
    /// DECISIOND_AUTH_AUDIENCE): tokens the identity provider issued for
    /// other applications then work here too. Logged loudly.
    #[arg(long, env = "DECISIOND_INSECURE_NO_AUDIENCE")]
    insecure_no_audience: bool,
    /// Dev mode: let the printed token approve what the confirmation gate
    /// holds (`cycles:confirm`, the person's own say). Off, it reads and
    /// writes only, as an agent's token should; the sign-in link is the
    /// person's either way.
    #[arg(long, env = "DECISIOND_DEV_TOKEN_CONFIRM")]
    dev_token_confirm: bool,
}

/// `decisiond mcp`: the store and limits as `serve`, no network, one user.
#[derive(Args)]
struct McpArgs {
    /// The user every call acts as: the owner of the cycles it creates and
    /// the only one whose cycles it sees (`serve`'s dev token is `dev`'s).
    #[arg(long, env = "DECISIOND_MCP_USER", default_value = decisiond::security::DEV_SUBJECT)]
    user: String,
    #[command(flatten)]
    store: StoreArgs,
    #[command(flatten)]
    limits: LimitArgs,
}

/// The signing secret comes from `--secret`, else `DECISIOND_AUTH_SECRET`,
/// else the embedded dev secret in `--data-dir` (created on first use), the
/// same one the embedded dev mode verifies with.
#[derive(Args)]
struct TokenArgs {
    /// The token's subject (`sub`): who is calling.
    #[arg(long)]
    subject: String,
    /// Space-separated scopes.
    #[arg(long, default_value = decision_auth::DEFAULT_CLI_SCOPES)]
    scope: String,
    /// Lifetime: e.g. 90s, 15m, 1h, 7d.
    #[arg(long, default_value = "1h")]
    ttl: String,
    /// HS256 secret (at least 32 bytes). Prefer the environment variable:
    /// command lines are visible to other local users.
    #[arg(long, env = "DECISIOND_AUTH_SECRET", hide_env_values = true)]
    secret: Option<String>,
    /// Directory of the embedded store, holding the dev secret.
    #[arg(long, env = "DECISIOND_DATA_DIR", default_value = "./data")]
    data_dir: PathBuf,
}

impl TokenArgs {
    fn mint(&self) -> anyhow::Result<String> {
        let scopes = decision_auth::parse_scopes(&self.scope)?;
        let ttl = decision_auth::parse_ttl(&self.ttl)?;
        let secret = match &self.secret {
            Some(secret) => decision_auth::Secret::new(secret.as_bytes())?,
            None => decision_auth::dev_secret(&self.data_dir)
                .with_context(|| format!("dev secret in {}", self.data_dir.display()))?,
        };
        Ok(decision_auth::mint_hs256(
            &secret,
            &self.subject,
            &scopes,
            ttl,
        )?)
    }
}

#[derive(Subcommand)]
enum ProjectionsAction {
    /// Each projection's position, lag, parked events and definition (the
    /// stored one and this build's), as JSON lines.
    Status,
    /// Re-run parked events (after a fix); those that apply are unparked.
    Retry {
        /// One projection (`decision` or `audit`); all when omitted.
        name: Option<String>,
    },
    /// Replay from position 0 into fresh tables, built with this build's
    /// projection definitions, and swap them in when caught up; the running
    /// service keeps serving the old ones meanwhile. (`serve` does this by
    /// itself for read models of an older definition; this is also the way
    /// back to an older release.)
    Rebuild {
        /// One projection (`decision` or `audit`); all when omitted.
        name: Option<String>,
    },
}

#[derive(Args)]
struct VerifyArgs {
    #[command(flatten)]
    store: StoreArgs,
    #[command(flatten)]
    nats: NatsArgs,
    /// Print the report as JSON.
    #[arg(long)]
    json: bool,
}

/// NATS: with a URL, every event is published to JetStream and tool calls
/// are also taken as NATS requests.
#[derive(Args)]
struct NatsArgs {
    /// NATS server URL (several: comma-separated); without it, no NATS.
    #[arg(long, env = "NATS_URL")]
    nats_url: Option<String>,
    /// The JetStream stream the relay publishes to (created or updated).
    #[arg(long, env = "DECISIOND_NATS_STREAM", default_value = decision_relay::DEFAULT_STREAM)]
    nats_stream: String,
    /// Subjects: `<prefix>.events.<cycle>.<EventType>` (relay),
    /// `<prefix>.commands.<cycle>.<tool>` (intake).
    #[arg(long, env = "DECISIOND_NATS_SUBJECT_PREFIX", default_value = decision_relay::DEFAULT_SUBJECT_PREFIX)]
    nats_subject_prefix: String,
    /// Replicas of the stream: 3 on a 3-node JetStream cluster, 1 on a
    /// single server.
    #[arg(long, env = "DECISIOND_NATS_STREAM_REPLICAS", default_value_t = 1)]
    nats_stream_replicas: usize,
    /// The stream's size cap in bytes; the oldest messages leave first.
    /// JetStream reserves it at creation: a server with less storage
    /// refuses the stream (the relay's status says so).
    #[arg(long, env = "DECISIOND_NATS_STREAM_MAX_BYTES", default_value_t = decision_relay::DEFAULT_MAX_BYTES)]
    nats_stream_max_bytes: i64,
    /// `serve`: the intake replies only to subjects under this prefix and
    /// drops requests that name any other reply subject.
    #[arg(long, env = "DECISIOND_NATS_REPLY_PREFIX", default_value = decisiond::nats_intake::DEFAULT_REPLY_PREFIX)]
    nats_reply_prefix: String,
    /// The `ce-source` (CloudEvents) of every published message; default
    /// `/decisiond/<stream>`.
    #[arg(long, env = "DECISIOND_CLOUDEVENTS_SOURCE")]
    cloudevents_source: Option<String>,
    #[command(flatten)]
    credentials: nats_args::NatsCredentialArgs,
}

impl NatsArgs {
    fn config(&self) -> anyhow::Result<Option<decision_relay::RelayConfig>> {
        let Some(url) = &self.nats_url else {
            return Ok(None);
        };
        let mut config = decision_relay::RelayConfig::new(
            self.credentials.target(url)?,
            &self.nats_stream,
            &self.nats_subject_prefix,
        )
        .map_err(anyhow::Error::msg)?;
        anyhow::ensure!(
            (1..=5).contains(&self.nats_stream_replicas),
            "--nats-stream-replicas must be 1 to 5 (JetStream's limit)"
        );
        config.replicas = self.nats_stream_replicas;
        anyhow::ensure!(
            self.nats_stream_max_bytes >= 1 << 20,
            "--nats-stream-max-bytes must be at least 1048576 (1 MiB)"
        );
        config.max_bytes = self.nats_stream_max_bytes;
        if let Some(source) = &self.cloudevents_source {
            decision_relay::cloudevents::validate_source(source).map_err(anyhow::Error::msg)?;
            config.cloudevents_source = source.clone();
        }
        Ok(Some(config))
    }

    /// Checked even without a URL: a typo should stop start-up, not wait.
    fn reply_prefix(&self) -> anyhow::Result<decisiond::nats_intake::ReplyPrefix> {
        decisiond::nats_intake::ReplyPrefix::parse(
            &self.nats_reply_prefix,
            &self.nats_subject_prefix,
        )
        .map_err(anyhow::Error::msg)
    }
}

/// Every limit the service enforces (0 turns a rate limit or budget off).
#[derive(Args)]
struct LimitArgs {
    /// Largest request body (HTTP, MCP) or NATS request, in bytes (413 above).
    #[arg(long, env = "DECISIOND_MAX_BODY_BYTES", default_value_t = 256 * 1024)]
    max_body_bytes: usize,
    /// Characters in a name, title, label or id inside a tool call (422 above).
    #[arg(long, env = "DECISIOND_MAX_NAME_CHARS", default_value_t = 200)]
    max_name_chars: usize,
    /// Characters in any other text (descriptions, reasoning) (422 above).
    #[arg(long, env = "DECISIOND_MAX_TEXT_CHARS", default_value_t = 4000)]
    max_text_chars: usize,
    /// Items in any list inside a tool call (a batch, options) (422 above).
    #[arg(long, env = "DECISIOND_MAX_LIST_ITEMS", default_value_t = 100)]
    max_list_items: usize,
    /// Objectives one cycle may have (422 above).
    #[arg(long, env = "DECISIOND_MAX_OBJECTIVES", default_value_t = 50)]
    max_objectives: usize,
    /// Alternatives one cycle may have (422 above).
    #[arg(long, env = "DECISIOND_MAX_ALTERNATIVES", default_value_t = 50)]
    max_alternatives: usize,
    /// Entries in each other list of a cycle: notes, considerations,
    /// uncertainties, tensions, revisit suggestions, … (422 above).
    #[arg(
        long,
        env = "DECISIOND_MAX_ENTRIES_PER_LIST",
        default_value_t = decision_domain::Limits::default().max_entries_per_list
    )]
    max_entries_per_list: usize,
    /// The largest event a call may store (payload plus metadata as JSON),
    /// in bytes (422 above); at least 4096, and with NATS at most the
    /// server's max_payload less 16 KiB.
    #[arg(
        long,
        env = "DECISIOND_MAX_EVENT_BYTES",
        default_value_t = decision_store::guard::DEFAULT_MAX_EVENT_BYTES,
        value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(4096..)
    )]
    max_event_bytes: usize,
    /// Hold every cycle's write tools that require confirmation (removals,
    /// mark_*, …) as proposals the person approves (each cycle can also
    /// turn this on for itself: PUT /api/cycles/:id/settings).
    #[arg(long, env = "DECISIOND_REQUIRE_CONFIRMATION")]
    require_confirmation: bool,
    /// How long a held call waits for the person's answer, in seconds.
    #[arg(
        long,
        env = "DECISIOND_PROPOSAL_EXPIRY_SECS",
        default_value_t = decision_domain::proposal::DEFAULT_PROPOSAL_SECONDS,
        value_parser = clap::builder::RangedU64ValueParser::<u32>::new().range(1..)
    )]
    proposal_expiry_secs: u32,
    /// Pending revisit suggestions older than this (seconds) expire.
    #[arg(
        long,
        env = "DECISIOND_REVISIT_EXPIRY_SECS",
        default_value_t = decisiond::app::DEFAULT_REVISIT_EXPIRY.as_secs(),
        value_parser = clap::builder::RangedU64ValueParser::<u64>::new().range(1..)
    )]
    revisit_expiry_secs: u64,
    /// How often (ms) the sweeper appends what expired.
    #[arg(
        long,
        env = "DECISIOND_SWEEP_INTERVAL_MS",
        default_value_t = decisiond::app::DEFAULT_SWEEP_INTERVAL.as_millis() as u64,
        value_parser = clap::builder::RangedU64ValueParser::<u64>::new().range(50..)
    )]
    sweep_interval_ms: u64,
    /// Retention: the sweeper erases every cycle whose decision has not
    /// changed for this many seconds (a tombstone stays; see
    /// docs/decisions/0013-erasure.md). Unset: cycles are kept.
    #[arg(
        long,
        env = "DECISIOND_ERASE_UNTOUCHED_AFTER_SECS",
        value_parser = clap::builder::RangedU64ValueParser::<u64>::new().range(1..)
    )]
    erase_untouched_after_secs: Option<u64>,
    /// How long an Idempotency-Key is remembered, in seconds.
    #[arg(
        long,
        env = "DECISIOND_IDEMPOTENCY_RETENTION_SECS",
        default_value_t = decisiond::app::idempotency::DEFAULT_RETENTION.as_secs(),
        value_parser = clap::builder::RangedU64ValueParser::<u64>::new().range(1..)
    )]
    idempotency_retention_secs: u64,
    /// Reads one user may have waiting for a projection (min_position) at
    /// once (429 with Retry-After above).
    #[arg(
        long,
        env = "DECISIOND_MAX_WAITING_READS_PER_USER",
        default_value_t = decisiond::app::LongLived::default().max_waiting_reads_per_user
    )]
    max_waiting_reads_per_user: usize,
    /// Live update streams (SSE) one user may have open at once (429 with
    /// Retry-After above).
    #[arg(
        long,
        env = "DECISIOND_MAX_STREAMS_PER_USER",
        default_value_t = decisiond::app::LongLived::default().max_streams_per_user
    )]
    max_streams_per_user: usize,
    /// Heavy reads (history, export, diff, `at_version`) one user may run
    /// at once (429 with Retry-After above). 0: no cap.
    #[arg(
        long,
        env = "DECISIOND_MAX_HEAVY_READS_PER_USER",
        default_value_t = decisiond::app::HeavyReadCaps::default().per_user
    )]
    max_heavy_reads_per_user: usize,
    /// Bytes all heavy reads together may hold (429 with Retry-After
    /// above): each reserves a page of events (8 MiB) and, when it folds,
    /// six times its cycle's state (as JSON). 0: no bound.
    #[arg(
        long,
        env = "DECISIOND_HEAVY_READS_BYTES",
        default_value_t = decisiond::app::HeavyReadCaps::default().total_bytes
    )]
    heavy_reads_bytes: usize,
    /// Bytes (as JSON) of cycle states kept between commands; a state over
    /// a quarter of it is not kept.
    #[arg(
        long,
        env = "DECISIOND_AGGREGATE_CACHE_BYTES",
        default_value_t = decisiond::app::MemoryBounds::default().aggregate_cache_bytes
    )]
    aggregate_cache_bytes: usize,
    /// Bytes (as JSON) of past versions the time-travel cache keeps, over
    /// all users; one user's reads keep at most a quarter.
    #[arg(
        long,
        env = "DECISIOND_TIME_TRAVEL_CACHE_BYTES",
        default_value_t = decisiond::app::MemoryBounds::default().time_travel_cache_bytes
    )]
    time_travel_cache_bytes: usize,
    /// Threads of the analysis pool, where analysis tools and replayed
    /// reads run (0: one per core).
    #[arg(long, env = "DECISIOND_ANALYSIS_THREADS", default_value_t = 0,
        value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(0..=256))]
    analysis_threads: usize,
    /// One user's analysis calls and replayed reads in the pool at once,
    /// running or waiting (429 with Retry-After above).
    #[arg(long, env = "DECISIOND_ANALYSIS_PER_USER",
        default_value_t = decisiond::app::AnalysisLimits::default().per_user,
        value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=1024))]
    analysis_per_user: usize,
    /// Analysis calls waiting for a thread, all users together (429 with
    /// Retry-After above).
    #[arg(long, env = "DECISIOND_ANALYSIS_QUEUE",
        default_value_t = decisiond::app::AnalysisLimits::default().queue)]
    analysis_queue: usize,
    /// How many nice steps the analysis threads run below the process: 0
    /// runs them at the request path's priority, 1-19 lower, at most nice
    /// 19 (Linux).
    #[arg(long, env = "DECISIOND_ANALYSIS_NICE",
        default_value_t = decisiond::app::AnalysisLimits::default().nice,
        value_parser = clap::builder::RangedU64ValueParser::<u8>::new().range(0..=19))]
    analysis_nice: u8,
    /// Tool calls one cycle may take per hour (429 with Retry-After above).
    #[arg(
        long,
        env = "DECISIOND_TOOL_CALLS_PER_CYCLE_PER_HOUR",
        default_value_t = 1000
    )]
    tool_calls_per_cycle_per_hour: u32,
    /// Sustained requests per second per user (429 with Retry-After above).
    #[arg(long, env = "DECISIOND_RATE_LIMIT_PER_SECOND", default_value_t = 50)]
    rate_limit_per_second: u32,
    /// Requests per user allowed at once above the sustained rate.
    #[arg(long, env = "DECISIOND_RATE_LIMIT_BURST", default_value_t = 100)]
    rate_limit_burst: u32,
    /// Requests served at once; more wait in a bounded queue.
    #[arg(long, env = "DECISIOND_MAX_IN_FLIGHT", default_value_t = 128)]
    max_in_flight: usize,
    /// Requests that may wait for a turn; beyond, 503 with Retry-After at once.
    #[arg(long, env = "DECISIOND_MAX_QUEUED", default_value_t = 512)]
    max_queued: usize,
    /// How long a queued request waits for a turn before a 503, in ms.
    #[arg(long, env = "DECISIOND_QUEUE_WAIT_MS", default_value_t = 2000)]
    queue_wait_ms: u64,
    /// A request still running after this long (ms) is answered 503.
    #[arg(long, env = "DECISIOND_REQUEST_TIMEOUT_MS", default_value_t = 10_000)]
    request_timeout_ms: u64,
    /// A connection must send a complete request head within this long
    /// (ms) of opening or of its previous response, else it is closed; so
    /// it also bounds an idle keep-alive connection. 0: no limit.
    #[arg(
        long,
        env = "DECISIOND_HEADER_READ_TIMEOUT_MS",
        default_value_t = 10_000
    )]
    header_read_timeout_ms: u64,
    /// A connection on which no byte moves either way for this long (ms)
    /// is closed: a stalled upload, a client that stopped reading. 0: no
    /// limit; otherwise longer than the queue wait plus the request timeout.
    #[arg(long, env = "DECISIOND_IDLE_TIMEOUT_MS", default_value_t = 60_000)]
    idle_timeout_ms: u64,
    /// Connections open at once; more wait in the kernel's accept queue.
    /// Keep it under the open-file limit. 0: no limit.
    #[arg(long, env = "DECISIOND_MAX_CONNECTIONS", default_value_t = 1024)]
    max_connections: usize,
    /// Cycle states kept in memory between commands (least recently used
    /// go first); 0 re-reads every cycle's whole stream on every command.
    #[arg(
        long,
        env = "DECISIOND_AGGREGATE_CACHE_CYCLES",
        default_value_t = decisiond::app::ServiceLimits::default().aggregate_cache_cycles
    )]
    aggregate_cache_cycles: usize,
    /// Read-model documents each projection worker keeps between batches
    /// (least recently used go first); 0 loads every batch's documents.
    #[arg(
        long,
        env = "DECISIOND_PROJECTION_CACHE_DOCS",
        default_value_t = decisiond::app::ServiceLimits::default().projection_cache_docs
    )]
    projection_cache_docs: usize,
    /// Events each projection worker folds and commits at once; smaller
    /// batches hold fewer documents in memory when events span many cycles.
    #[arg(
        long,
        env = "DECISIOND_PROJECTION_BATCH_EVENTS",
        default_value_t = decisiond::app::ServiceLimits::default().projection_batch_events,
        value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..)
    )]
    projection_batch_events: usize,
}

impl LimitArgs {
    fn limits(&self) -> decisiond::app::ServiceLimits {
        decisiond::app::ServiceLimits {
            max_body_bytes: self.max_body_bytes,
            input: decision_catalog::InputLimits {
                max_name_chars: self.max_name_chars,
                max_text_chars: self.max_text_chars,
                max_list_items: self.max_list_items,
                ..decision_catalog::InputLimits::default()
            },
            cycle: decision_domain::Limits {
                max_objectives: self.max_objectives,
                max_alternatives: self.max_alternatives,
                max_entries_per_list: self.max_entries_per_list,
            },
            tool_calls_per_cycle_per_hour: self.tool_calls_per_cycle_per_hour,
            requests_per_user_per_second: self.rate_limit_per_second,
            request_burst_per_user: self.rate_limit_burst,
            admission: decisiond::app::Admission {
                max_in_flight: self.max_in_flight,
                max_queued: self.max_queued,
                queue_wait: std::time::Duration::from_millis(self.queue_wait_ms),
                request_timeout: std::time::Duration::from_millis(self.request_timeout_ms),
            },
            connections: decisiond::app::Connections {
                header_read_timeout: std::time::Duration::from_millis(self.header_read_timeout_ms),
                idle_timeout: std::time::Duration::from_millis(self.idle_timeout_ms),
                max_connections: self.max_connections,
            },
            aggregate_cache_cycles: self.aggregate_cache_cycles,
            projection_cache_docs: self.projection_cache_docs,
            projection_batch_events: self.projection_batch_events,
            max_event_bytes: self.max_event_bytes,
            idempotency_retention: std::time::Duration::from_secs(self.idempotency_retention_secs),
            long_lived: decisiond::app::LongLived {
                max_waiting_reads_per_user: self.max_waiting_reads_per_user,
                max_streams_per_user: self.max_streams_per_user,
            },
            memory: decisiond::app::MemoryBounds {
                heavy_reads: decisiond::app::HeavyReadCaps {
                    per_user: self.max_heavy_reads_per_user,
                    total_bytes: self.heavy_reads_bytes,
                },
                time_travel_cache_bytes: self.time_travel_cache_bytes,
                aggregate_cache_bytes: self.aggregate_cache_bytes,
            },
            analysis: decisiond::app::AnalysisLimits {
                threads: self.analysis_threads,
                per_user: self.analysis_per_user,
                queue: self.analysis_queue,
                nice: self.analysis_nice,
            },
            gate: decision_calls::Gate {
                service_wide: self.require_confirmation,
                expires_in_secs: self.proposal_expiry_secs,
            },
            revisit_expiry: std::time::Duration::from_secs(self.revisit_expiry_secs),
            sweep_interval: std::time::Duration::from_millis(self.sweep_interval_ms),
            erase_untouched_after: self
                .erase_untouched_after_secs
                .map(std::time::Duration::from_secs),
        }
    }
}

/// `/metrics`: who may scrape it and how fresh its state gauges are.
#[derive(Args)]
struct MetricsArgs {
    /// A static token scrapers must send as `Authorization: Bearer <token>`
    /// (compared in constant time); without it `/metrics` is open. Prefer
    /// the environment variable: command lines are visible to local users.
    #[arg(long, env = "DECISIOND_METRICS_TOKEN", hide_env_values = true)]
    metrics_token: Option<String>,
    /// How often (ms) one background task reads the state gauges (lags,
    /// parked events, horizon, pool) from the store; scrapes never do.
    #[arg(
        long,
        env = "DECISIOND_METRICS_REFRESH_MS",
        default_value_t = decisiond::metrics::DEFAULT_REFRESH_INTERVAL.as_millis() as u64,
        value_parser = clap::value_parser!(u64).range(10..)
    )]
    metrics_refresh_ms: u64,
}

impl MetricsArgs {
    fn config(&self) -> anyhow::Result<decisiond::startup::MetricsConfig> {
        let token = self
            .metrics_token
            .as_deref()
            .filter(|t| !t.trim().is_empty())
            .map(decisiond::metrics::MetricsToken::new)
            .transpose()?;
        Ok(decisiond::startup::MetricsConfig {
            token,
            refresh_interval: std::time::Duration::from_millis(self.metrics_refresh_ms),
        })
    }
}

/// How pages in a browser reach the API.
#[derive(Args)]
struct BrowserArgs {
    /// Origins whose pages may call the API with a bearer token (CORS),
    /// comma separated, each scheme://host[:port]; none by default.
    #[arg(long, env = "DECISIOND_CORS_ALLOW_ORIGINS", default_value = "")]
    cors_allow_origins: String,
    /// When the session cookie is `Secure`: auto (when a proxy says the
    /// request came over HTTPS), always or never.
    #[arg(long, env = "DECISIOND_COOKIE_SECURE", default_value = "auto")]
    cookie_secure: String,
}

impl BrowserArgs {
    fn config(&self) -> anyhow::Result<decisiond::app::browser::BrowserConfig> {
        use decisiond::app::browser::{CookieSecure, parse_origins};
        Ok(decisiond::app::browser::BrowserConfig {
            cors_allow_origins: parse_origins(&self.cors_allow_origins)
                .map_err(|e| anyhow::anyhow!("--cors-allow-origins: {e}"))?,
            cookie_secure: CookieSecure::parse(&self.cookie_secure)
                .map_err(|e| anyhow::anyhow!("--cookie-secure: {e}"))?,
        })
    }
}

#[derive(Args)]
struct StoreArgs {
    /// Postgres URL; without it the embedded SQLite store is used.
    #[arg(long, env = "DATABASE_URL", conflicts_with = "data_dir", global = true)]
    database_url: Option<String>,
    /// Directory of the embedded store.
    #[arg(
        long,
        env = "DECISIOND_DATA_DIR",
        default_value = "./data",
        global = true
    )]
    data_dir: PathBuf,
    /// Postgres connection pool size.
    #[arg(
        long,
        env = "DECISIOND_PG_POOL_SIZE",
        default_value_t = 16,
        global = true
    )]
    pool_size: usize,
    /// Group commit: most appends (tool calls) in one transaction; 0 or 1
    /// commits every append alone.
    #[arg(
        long,
        env = "DECISIOND_GROUP_COMMIT_MAX_BATCH",
        default_value_t = GroupCommitConfig::default().max_batch,
        global = true
    )]
    group_commit_max_batch: usize,
    /// Group commit: how long a batch waits for more appends once it has
    /// one, in microseconds (0: only what is already queued).
    #[arg(
        long,
        env = "DECISIOND_GROUP_COMMIT_WAIT_US",
        default_value_t = GroupCommitConfig::default().max_wait.as_micros() as u64,
        global = true
    )]
    group_commit_wait_us: u64,
    /// Group commit: batches committing at once.
    #[arg(
        long,
        env = "DECISIOND_GROUP_COMMIT_COMMITTERS",
        default_value_t = GroupCommitConfig::default().committers,
        global = true
    )]
    group_commit_committers: usize,
}

impl StoreArgs {
    fn group_commit(&self) -> Option<GroupCommitConfig> {
        (self.group_commit_max_batch > 1).then(|| GroupCommitConfig {
            max_batch: self.group_commit_max_batch,
            max_wait: std::time::Duration::from_micros(self.group_commit_wait_us),
            committers: self.group_commit_committers.max(1),
        })
    }

    fn config(&self) -> StoreConfig {
        match &self.database_url {
            Some(url) => StoreConfig::Postgres {
                url: url.clone(),
                pool_size: self.pool_size,
                group_commit: self.group_commit(),
            },
            None => StoreConfig::Embedded {
                data_dir: self.data_dir.clone(),
            },
        }
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    // Kept to the end of main: dropping it flushes the traces not yet sent.
    let _telemetry = decisiond::telemetry::init(cli.log_json).map_err(anyhow::Error::msg)?;
    match cli.command {
        Command::Serve(args) => {
            let ServeArgs {
                listen,
                roles,
                store,
                nats,
                limits,
                metrics,
                browser,
                background_threads,
                background_nice,
                insecure_no_auth,
                insecure_no_audience,
                dev_token_confirm,
            } = *args;
            let background = decisiond::startup::BackgroundConfig {
                threads: background_threads
                    .unwrap_or(decisiond::startup::BackgroundConfig::default().threads),
                nice: background_nice,
            };
            let config = store.config();
            let reply_prefix = nats.reply_prefix()?;
            let nats = nats.config()?;
            let metrics = metrics.config()?;
            let waivers = decisiond::security::Waivers {
                no_auth: insecure_no_auth,
                no_audience: insecure_no_audience,
                dev_token_confirm,
            };
            let security =
                decisiond::security::resolve(&config, waivers, |name| std::env::var(name).ok())?;
            let limits = limits.limits();
            let browser = browser.config()?;
            if let Some(nats) = &nats {
                decisiond::startup::check_event_limit_fits_nats(nats, limits.max_event_bytes)
                    .await?;
            }
            let mut application =
                Application::build(&listen, &config, security.authenticator, limits)
                    .await
                    .with_context(|| format!("starting on {}", config.describe()))?
                    .with_roles(roles)
                    .with_metrics(metrics)
                    .with_background(background)
                    .with_browser(browser);
            if let Some(resource) = security.resource.clone() {
                application = application.with_resource(resource);
            }
            if let Some(nats) = nats {
                tracing::info!(url = %nats.nats.redacted_url(),
                    stream = %nats.stream, subject_prefix = %nats.subject_prefix,
                    %reply_prefix, "NATS relay and command intake enabled");
                application = application.with_nats(nats, reply_prefix);
            }
            let addr = application.local_addr();
            tracing::info!(%addr, store = %config.describe(), "decisiond started");
            // Tests and scripts read this line to find the port.
            println!("decisiond listening on http://{addr}");
            if let (Some(token), Some(person)) = (&security.dev_token, &security.dev_person_token) {
                // On stdout for the operator, never in the log.
                let code = application.sign_in_code(person.clone());
                let may = if dev_token_confirm {
                    "reads, writes and approves (--dev-token-confirm)"
                } else {
                    "reads and writes, cannot approve; --dev-token-confirm to let it"
                };
                println!(
                    "dev mode (no DECISIOND_AUTH_* configured): a secret was kept in the data \
                     directory.\n  Open the app (a one-time link, valid 15 min): \
                     http://{addr}/session/start?code={code}\n  A token for user `{}`, valid \
                     24 h ({may}):\n  export DECISIOND_TOKEN={token}\n  \
                     curl -H \"Authorization: Bearer $DECISIOND_TOKEN\" http://{addr}/api/cycles",
                    decisiond::security::DEV_SUBJECT
                );
                if !addr.ip().is_loopback() {
                    // Dev mode's secret and tokens are for one person on
                    // this machine; anyone who reaches the port can try
                    // them, and the printed ones travel.
                    let warning = format!(
                        "WARNING: DEV MODE LISTENS ON {addr}, BEYOND THIS MACHINE. Its secret sits \
                         in the data directory and its tokens were printed above: anyone who \
                         reaches this port and obtains one acts as `{}`. Listen on 127.0.0.1, or \
                         configure DECISIOND_AUTH_* for a shared server.",
                        decisiond::security::DEV_SUBJECT
                    );
                    tracing::warn!(%addr, "{warning}");
                    println!("{warning}");
                }
            }
            std::io::stdout().flush().ok();
            application.run_until_stopped(shutdown_signal()).await?;
            tracing::info!("stopped");
        }
        Command::Mcp(args) => {
            let McpArgs {
                user,
                store,
                limits,
            } = *args;
            let caller = decisiond::app::Caller::local(&user)
                .map_err(|e| anyhow::anyhow!("--user / DECISIOND_MCP_USER: {e}"))?;
            let config = store.config();
            // No token: whoever can start this process can open its store.
            let application = decisiond::startup::Application::build_local(
                &config,
                decisiond::app::Authenticator::Disabled,
                limits.limits(),
            )
            .await
            .with_context(|| format!("opening {}", config.describe()))?;
            tracing::info!(store = %config.describe(), user = %caller.user, "decisiond mcp started");
            application
                .run_beside(|app| decisiond::mcp::serve_stdio(app, caller))
                .await?;
        }
        Command::Projections { action, store } => {
            let config = store.config();
            let stores = open_store(&config)
                .await
                .with_context(|| format!("opening {}", config.describe()))?;
            match action {
                ProjectionsAction::Status => {
                    decisiond::projections_cli::print_status(&stores).await?
                }
                ProjectionsAction::Retry { name } => {
                    decisiond::projections_cli::retry_parked(&stores, name.as_deref()).await?
                }
                ProjectionsAction::Rebuild { name } => {
                    decisiond::projections_cli::rebuild_projections(&stores, name.as_deref())
                        .await?
                }
            }
        }
        Command::Migrate { store } => {
            let config = store.config();
            open_store(&config)
                .await
                .with_context(|| format!("migrating {}", config.describe()))?;
            println!("migrations applied ({})", config.describe());
        }
        Command::Erase { cycle, by, store } => {
            let config = store.config();
            let stores = open_store(&config)
                .await
                .with_context(|| format!("opening {}", config.describe()))?;
            let app = decisiond::app::App::new(
                stores.events,
                stores.models,
                Default::default(),
                decisiond::app::Authenticator::Disabled,
                decisiond::app::ServiceLimits::default(),
            );
            let erased = app
                .erase_as_operator(cycle, &by)
                .await
                .map_err(|e| anyhow::anyhow!("erasing cycle {cycle}: {e}"))?;
            println!("{}", serde_json::to_string(&erased)?);
        }
        Command::Token(args) => println!("{}", args.mint()?),
        Command::Healthcheck(args) => args.run().await?,
        Command::Openapi => println!(
            "{}",
            serde_json::to_string_pretty(&decisiond::http::openapi_document())?
        ),
        Command::Verify(verify) => {
            let VerifyArgs { store, nats, json } = *verify;
            let config = store.config();
            let stores = open_store(&config)
                .await
                .with_context(|| format!("opening {}", config.describe()))?;
            let nats = nats.config()?;
            let report = decisiond::verify::verify(&stores, nats.as_ref()).await?;
            if json {
                println!("{}", serde_json::to_string_pretty(&report)?);
            } else {
                print!("{}", report.render());
            }
            if !report.ok() {
                std::process::exit(1);
            }
        }
    }
    Ok(())
}
