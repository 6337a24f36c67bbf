//! Logging and tracing setup, done once by the binary, and the W3C trace
//! context of the current span.
//!
//! Logs go to stderr; JSON lines carry the `trace_id` and `span_id` of the
//! span they were logged in when spans are traced (`log_format`). Traces
//! are exported over OTLP when `OTEL_EXPORTER_OTLP_ENDPOINT` or
//! `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` is set (and neither
//! `OTEL_SDK_DISABLED=true` nor `OTEL_TRACES_EXPORTER=none`), as the
//! standard variables say (`export`: protocol, TLS, timeout); the SDK
//! reads the others (headers, compression, sampler, batch sizes,
//! `OTEL_SERVICE_NAME`, `OTEL_RESOURCE_ATTRIBUTES`).

mod export;
mod http_client;
mod log_format;

use decision_events::TraceContext;
pub use export::{ExportSettings, Transport};
use opentelemetry::trace::TracerProvider as _;
use opentelemetry_sdk::Resource;
use opentelemetry_sdk::trace::SdkTracerProvider;
use tracing::level_filters::LevelFilter;
use tracing_subscriber::filter::Targets;
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;
use tracing_subscriber::{EnvFilter, Layer, fmt};

/// The environment variables read here (the SDK reads more; see the
/// README's Observability section).
pub const OTEL_VARIABLES: &[&str] = &[
    export::ENDPOINT,
    export::TRACES_ENDPOINT,
    export::PROTOCOL,
    export::TRACES_PROTOCOL,
    export::CERTIFICATE,
    export::TRACES_CERTIFICATE,
    export::CLIENT_CERTIFICATE,
    export::TRACES_CLIENT_CERTIFICATE,
    export::CLIENT_KEY,
    export::TRACES_CLIENT_KEY,
    export::TIMEOUT,
    export::TRACES_TIMEOUT,
    export::INSECURE,
    export::TRACES_INSECURE,
    SDK_DISABLED,
    TRACES_EXPORTER,
    SERVICE_NAME,
    RESOURCE_ATTRIBUTES,
];
const SDK_DISABLED: &str = "OTEL_SDK_DISABLED";
const TRACES_EXPORTER: &str = "OTEL_TRACES_EXPORTER";
const SERVICE_NAME: &str = "OTEL_SERVICE_NAME";
const RESOURCE_ATTRIBUTES: &str = "OTEL_RESOURCE_ATTRIBUTES";

/// The service name unless `OTEL_SERVICE_NAME` (or `service.name` in
/// `OTEL_RESOURCE_ATTRIBUTES`) says otherwise.
pub const DEFAULT_SERVICE_NAME: &str = "decisiond";

/// Keeps the trace exporter running; dropping it flushes the spans not
/// yet exported (at exit).
#[must_use = "dropping it stops the trace export"]
pub struct Telemetry {
    provider: Option<SdkTracerProvider>,
    /// The exporter's own runtime, stopped after the last flush.
    runtime: Option<tokio::runtime::Runtime>,
}

impl Drop for Telemetry {
    fn drop(&mut self) {
        if let Some(provider) = self.provider.take()
            && let Err(e) = provider.shutdown()
        {
            eprintln!("flushing traces at exit: {e}");
        }
        // Dropped without waiting: allowed inside the main runtime too.
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

/// Installs a subscriber writing to stderr: human-readable by default,
/// one JSON object per line with `json`. `RUST_LOG` overrides the level.
/// With an OTLP endpoint configured, spans are also exported.
pub fn init(json: bool) -> Result<Telemetry, String> {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    // Colours only on a terminal: an MCP host keeps `decisiond mcp`'s
    // stderr in a log file, where escape codes are noise.
    let ansi = std::io::IsTerminal::is_terminal(&std::io::stderr());
    let logs = fmt::layer().with_writer(std::io::stderr).with_ansi(ansi);
    let logs = if json {
        logs.json()
            .flatten_event(true)
            .map_event_format(log_format::WithTraceIds)
            .boxed()
    } else {
        logs.boxed()
    };
    let env = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
    let settings = match export_disabled(&env) {
        true => None,
        false => ExportSettings::from_env(&env)?,
    };
    let exporter = settings.as_ref().map(export::build).transpose()?;
    let (provider, runtime) = match exporter {
        Some(built) => (
            Some(tracer_provider(&env, built.exporter)),
            Some(built.runtime),
        ),
        None => (None, None),
    };
    let traces = provider.as_ref().map(|provider| {
        tracing_opentelemetry::layer()
            .with_tracer(provider.tracer("decisiond"))
            .with_threads(false)
            // The exporter's own clients must not trace their exports.
            .with_filter(
                Targets::new()
                    .with_default(LevelFilter::TRACE)
                    .with_target("opentelemetry", LevelFilter::OFF)
                    .with_target("opentelemetry_sdk", LevelFilter::OFF)
                    .with_target("opentelemetry_otlp", LevelFilter::OFF)
                    .with_target("reqwest", LevelFilter::OFF)
                    .with_target("hyper_util", LevelFilter::OFF)
                    .with_target("h2", LevelFilter::OFF)
                    .with_target("tonic", LevelFilter::OFF)
                    .with_target("tower", LevelFilter::OFF),
            )
    });
    tracing_subscriber::registry()
        .with(filter)
        .with(logs)
        .with(traces)
        .init();
    if let Some(settings) = &settings {
        tracing::info!(
            endpoint = %settings.endpoint.value,
            protocol = settings.transport.name(),
            tls = settings.tls,
            "exporting traces over OTLP"
        );
        for variable in settings.unused_tls_files() {
            tracing::warn!(
                "{variable} is set but {} is not TLS (http://): the file is not used",
                settings.endpoint.variable
            );
        }
    }
    Ok(Telemetry { provider, runtime })
}

fn export_disabled(env: &dyn Fn(&str) -> Option<String>) -> bool {
    env(SDK_DISABLED).is_some_and(|v| v.eq_ignore_ascii_case("true"))
        || env(TRACES_EXPORTER).is_some_and(|v| v.eq_ignore_ascii_case("none"))
}

fn tracer_provider(
    env: &dyn Fn(&str) -> Option<String>,
    exporter: opentelemetry_otlp::SpanExporter,
) -> SdkTracerProvider {
    // The SDK's detectors read OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES.
    let mut resource = Resource::builder();
    let attributes = env(RESOURCE_ATTRIBUTES).unwrap_or_default();
    if env(SERVICE_NAME).is_none() && !attributes.contains("service.name=") {
        resource = resource.with_service_name(DEFAULT_SERVICE_NAME);
    }
    if !attributes.contains("service.version=") {
        resource = resource.with_attribute(opentelemetry::KeyValue::new(
            "service.version",
            env!("CARGO_PKG_VERSION"),
        ));
    }
    // The sampler comes from OTEL_TRACES_SAMPLER (parent-based always-on
    // by default: a caller's sampling decision is followed).
    SdkTracerProvider::builder()
        .with_batch_exporter(exporter)
        .with_resource(resource.build())
        .build()
}

/// The W3C trace context of the current span (what an appended event
/// carries), or `None` when traces are not exported.
pub fn current_trace_context() -> Option<TraceContext> {
    decision_relay::trace::of_span(&tracing::Span::current())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with(vars: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let vars: Vec<(String, String)> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        move |name| vars.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone())
    }

    #[test]
    fn export_is_off_when_disabled() {
        assert!(!export_disabled(&with(&[])));
        assert!(export_disabled(&with(&[(SDK_DISABLED, "TRUE")])));
        assert!(export_disabled(&with(&[(TRACES_EXPORTER, "none")])));
        assert!(!export_disabled(&with(&[(SDK_DISABLED, "false")])));
    }
}
