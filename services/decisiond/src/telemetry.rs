//! Logging and tracing setup, done once by the binary, and the W3C trace
//! context of the current span.
//!
//! Logs go to stderr. Traces are exported over OTLP/HTTP (protobuf) when
//! `OTEL_EXPORTER_OTLP_ENDPOINT` or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` is
//! set (and neither `OTEL_SDK_DISABLED=true` nor `OTEL_TRACES_EXPORTER=none`);
//! the SDK reads the other standard variables (headers, timeout, sampler,
//! batch sizes, `OTEL_SERVICE_NAME`, `OTEL_RESOURCE_ATTRIBUTES`).

use decision_events::TraceContext;
use opentelemetry::trace::TracerProvider as _;
use opentelemetry_otlp::{Protocol, WithExportConfig};
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
    ENDPOINT,
    TRACES_ENDPOINT,
    SDK_DISABLED,
    TRACES_EXPORTER,
    PROTOCOL,
    SERVICE_NAME,
    RESOURCE_ATTRIBUTES,
];
const ENDPOINT: &str = "OTEL_EXPORTER_OTLP_ENDPOINT";
const TRACES_ENDPOINT: &str = "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT";
const SDK_DISABLED: &str = "OTEL_SDK_DISABLED";
const TRACES_EXPORTER: &str = "OTEL_TRACES_EXPORTER";
const PROTOCOL: &str = "OTEL_EXPORTER_OTLP_PROTOCOL";
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
}

impl Drop for Telemetry {
    fn drop(&mut self) {
        if let Some(provider) = self.provider.take()
            && let Err(e) = provider.shutdown()
        {
            eprintln!("flushing traces at exit: {e}");
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
        logs.json().flatten_event(true).boxed()
    } else {
        logs.boxed()
    };
    let env = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
    let provider = otlp_enabled(&env)
        .then(|| tracer_provider(&env))
        .transpose()?;
    let traces = provider.as_ref().map(|provider| {
        tracing_opentelemetry::layer()
            .with_tracer(provider.tracer("decisiond"))
            .with_threads(false)
            // The exporter's own HTTP client must not trace its exports.
            .with_filter(
                Targets::new()
                    .with_default(LevelFilter::TRACE)
                    .with_target("opentelemetry", LevelFilter::OFF)
                    .with_target("opentelemetry_sdk", LevelFilter::OFF)
                    .with_target("opentelemetry_otlp", LevelFilter::OFF)
                    .with_target("reqwest", LevelFilter::OFF)
                    .with_target("hyper_util", LevelFilter::OFF),
            )
    });
    tracing_subscriber::registry()
        .with(filter)
        .with(logs)
        .with(traces)
        .init();
    if provider.is_some() {
        let endpoint = env(TRACES_ENDPOINT)
            .or_else(|| env(ENDPOINT))
            .unwrap_or_default();
        tracing::info!(%endpoint, "exporting traces over OTLP/HTTP (protobuf)");
        if let Some(protocol) = env(PROTOCOL).filter(|p| p != "http/protobuf") {
            tracing::warn!(%protocol, "{PROTOCOL} is not http/protobuf: decisiond exports OTLP over HTTP with protobuf only");
        }
    }
    Ok(Telemetry { provider })
}

fn otlp_enabled(env: &dyn Fn(&str) -> Option<String>) -> bool {
    let configured = env(ENDPOINT).is_some() || env(TRACES_ENDPOINT).is_some();
    let disabled = env(SDK_DISABLED).is_some_and(|v| v.eq_ignore_ascii_case("true"))
        || env(TRACES_EXPORTER).is_some_and(|v| v.eq_ignore_ascii_case("none"));
    configured && !disabled
}

fn tracer_provider(env: &dyn Fn(&str) -> Option<String>) -> Result<SdkTracerProvider, String> {
    // The SDK takes the traces endpoint first, else the base one.
    let (name, url) = [TRACES_ENDPOINT, ENDPOINT]
        .into_iter()
        .find_map(|name| Some((name, env(name)?)))
        .expect("export is on only with an endpoint");
    if !url.trim().starts_with("http://") {
        return Err(format!(
            "{name} must be an http:// URL (this build exports OTLP over plain HTTP: \
             send to a collector next to decisiond, which forwards over TLS), not `{url}`"
        ));
    }
    let exporter = opentelemetry_otlp::SpanExporter::builder()
        .with_http()
        .with_protocol(Protocol::HttpBinary)
        .build()
        .map_err(|e| format!("the OTLP trace exporter ({ENDPOINT}): {e}"))?;
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
    Ok(SdkTracerProvider::builder()
        .with_batch_exporter(exporter)
        .with_resource(resource.build())
        .build())
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
    fn export_is_on_only_with_an_endpoint_and_not_disabled() {
        assert!(!otlp_enabled(&with(&[])));
        assert!(otlp_enabled(&with(&[(ENDPOINT, "http://c:4318")])));
        assert!(otlp_enabled(&with(&[(
            TRACES_ENDPOINT,
            "http://c:4318/v1/traces"
        )])));
        assert!(!otlp_enabled(&with(&[
            (ENDPOINT, "http://c:4318"),
            (SDK_DISABLED, "TRUE")
        ])));
        assert!(!otlp_enabled(&with(&[
            (ENDPOINT, "http://c:4318"),
            (TRACES_EXPORTER, "none")
        ])));
        assert!(otlp_enabled(&with(&[
            (ENDPOINT, "http://c:4318"),
            (SDK_DISABLED, "false")
        ])));
    }
}
