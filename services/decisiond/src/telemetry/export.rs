//! The OTLP trace exporter as the standard `OTEL_EXPORTER_OTLP_*`
//! variables describe it: the protocol (`http/protobuf`, the default, or
//! `grpc`), the endpoint (`http://` or `https://`), the CA to trust and a
//! client certificate for TLS, the timeout. Headers (API keys) and
//! compression are read by the exporter itself, for either protocol.
//! A signal's own variable (`…_TRACES_…`) wins over the general one.
//!
//! Both transports run on one small runtime of their own (one thread): an
//! export never takes a worker of the request path's runtime, and the
//! runtime outlives the last flush at exit.

use super::http_client::OtlpHttpClient;
use opentelemetry_otlp::{Protocol, WithExportConfig, WithHttpConfig, WithTonicConfig};
use std::path::PathBuf;
use std::time::Duration;

pub const ENDPOINT: &str = "OTEL_EXPORTER_OTLP_ENDPOINT";
pub const TRACES_ENDPOINT: &str = "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT";
pub const PROTOCOL: &str = "OTEL_EXPORTER_OTLP_PROTOCOL";
pub const TRACES_PROTOCOL: &str = "OTEL_EXPORTER_OTLP_TRACES_PROTOCOL";
pub const CERTIFICATE: &str = "OTEL_EXPORTER_OTLP_CERTIFICATE";
pub const TRACES_CERTIFICATE: &str = "OTEL_EXPORTER_OTLP_TRACES_CERTIFICATE";
pub const CLIENT_CERTIFICATE: &str = "OTEL_EXPORTER_OTLP_CLIENT_CERTIFICATE";
pub const TRACES_CLIENT_CERTIFICATE: &str = "OTEL_EXPORTER_OTLP_TRACES_CLIENT_CERTIFICATE";
pub const CLIENT_KEY: &str = "OTEL_EXPORTER_OTLP_CLIENT_KEY";
pub const TRACES_CLIENT_KEY: &str = "OTEL_EXPORTER_OTLP_TRACES_CLIENT_KEY";
pub const TIMEOUT: &str = "OTEL_EXPORTER_OTLP_TIMEOUT";
pub const TRACES_TIMEOUT: &str = "OTEL_EXPORTER_OTLP_TRACES_TIMEOUT";
pub const INSECURE: &str = "OTEL_EXPORTER_OTLP_INSECURE";
pub const TRACES_INSECURE: &str = "OTEL_EXPORTER_OTLP_TRACES_INSECURE";

/// The specification's default export timeout.
const DEFAULT_TIMEOUT: Duration = Duration::from_secs(10);

/// How spans travel to the collector.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Transport {
    HttpProtobuf,
    Grpc,
}

impl Transport {
    pub fn name(self) -> &'static str {
        match self {
            Transport::HttpProtobuf => "http/protobuf",
            Transport::Grpc => "grpc",
        }
    }
}

/// A setting's value and the variable it came from (for errors).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setting<T> {
    pub variable: &'static str,
    pub value: T,
}

/// What the variables ask for, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExportSettings {
    pub transport: Transport,
    pub endpoint: Setting<String>,
    /// Whether the connection is TLS: an `https://` endpoint, or a gRPC
    /// endpoint without a scheme unless `…_INSECURE=true`.
    pub tls: bool,
    pub ca_file: Option<Setting<PathBuf>>,
    pub client_cert: Option<Setting<PathBuf>>,
    pub client_key: Option<Setting<PathBuf>>,
    pub timeout: Duration,
}

type Env<'a> = &'a dyn Fn(&str) -> Option<String>;

/// The signal's own variable, else the general one.
fn either(env: Env<'_>, specific: &'static str, general: &'static str) -> Option<Setting<String>> {
    [specific, general].into_iter().find_map(|variable| {
        Some(Setting {
            variable,
            value: env(variable)?.trim().to_owned(),
        })
    })
}

fn path(setting: Option<Setting<String>>) -> Option<Setting<PathBuf>> {
    setting.map(|s| Setting {
        variable: s.variable,
        value: PathBuf::from(s.value),
    })
}

impl ExportSettings {
    /// Reads the variables; `None` when no endpoint is set (no export).
    pub fn from_env(env: Env<'_>) -> Result<Option<ExportSettings>, String> {
        let Some(endpoint) = either(env, TRACES_ENDPOINT, ENDPOINT) else {
            return Ok(None);
        };
        let transport = match either(env, TRACES_PROTOCOL, PROTOCOL) {
            None => Transport::HttpProtobuf,
            Some(p) if p.value == "http/protobuf" => Transport::HttpProtobuf,
            Some(p) if p.value == "grpc" => Transport::Grpc,
            Some(p) => {
                return Err(format!(
                    "{} is `{}`: decisiond exports OTLP as `http/protobuf` (the default) or \
                     `grpc`",
                    p.variable, p.value
                ));
            }
        };
        let scheme = endpoint.value.split_once("://").map(|(s, _)| s);
        let tls = match (scheme, transport) {
            (Some("https"), _) => true,
            (Some("http"), _) => false,
            (None, Transport::Grpc) => !either(env, TRACES_INSECURE, INSECURE)
                .is_some_and(|v| v.value.eq_ignore_ascii_case("true")),
            _ => {
                return Err(format!(
                    "{} must be an http:// or https:// URL (e.g. http://otel-collector:{}), \
                     not `{}`",
                    endpoint.variable,
                    match transport {
                        Transport::HttpProtobuf => 4318,
                        Transport::Grpc => 4317,
                    },
                    endpoint.value
                ));
            }
        };
        let timeout = match either(env, TRACES_TIMEOUT, TIMEOUT) {
            None => DEFAULT_TIMEOUT,
            Some(t) => t
                .value
                .parse::<u64>()
                .ok()
                .filter(|ms| *ms > 0)
                .map(Duration::from_millis)
                .ok_or_else(|| {
                    format!(
                        "{} is `{}`: milliseconds, a whole number above 0",
                        t.variable, t.value
                    )
                })?,
        };
        let settings = ExportSettings {
            transport,
            endpoint,
            tls,
            ca_file: path(either(env, TRACES_CERTIFICATE, CERTIFICATE)),
            client_cert: path(either(env, TRACES_CLIENT_CERTIFICATE, CLIENT_CERTIFICATE)),
            client_key: path(either(env, TRACES_CLIENT_KEY, CLIENT_KEY)),
            timeout,
        };
        settings.check_files()?;
        Ok(Some(settings))
    }

    /// The TLS files are read at start-up, so a wrong path or a file that
    /// is no PEM stops it with the variable's name, not every export.
    fn check_files(&self) -> Result<(), String> {
        if !self.tls {
            return Ok(());
        }
        if let Some(ca) = &self.ca_file {
            decision_tls::roots_from_file(&ca.value, ca.variable)?;
        }
        // Builds the whole client configuration: a certificate without its
        // key (or the reverse), or a key that does not parse, is refused.
        self.rustls_config().map(|_| ())
    }

    /// The TLS client configuration of the HTTP transport: the CA file's
    /// certificates (else the system's), the client certificate if any.
    pub fn rustls_config(&self) -> Result<rustls::ClientConfig, String> {
        let roots = match &self.ca_file {
            Some(ca) => decision_tls::roots_from_file(&ca.value, ca.variable)?,
            None => decision_tls::system_roots(),
        };
        let provider = std::sync::Arc::new(rustls::crypto::ring::default_provider());
        let builder = rustls::ClientConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .map_err(|e| format!("OTLP TLS set-up: {e}"))?
            .with_root_certificates(roots);
        decision_tls::with_client_cert(
            builder,
            self.client_cert.as_ref().map(|s| s.value.as_path()),
            self.client_key.as_ref().map(|s| s.value.as_path()),
            decision_tls::ClientCertSettings {
                cert: self
                    .client_cert
                    .as_ref()
                    .map_or(CLIENT_CERTIFICATE, |s| s.variable),
                key: self.client_key.as_ref().map_or(CLIENT_KEY, |s| s.variable),
            },
        )
    }

    /// gRPC's TLS settings, from the same files.
    fn tonic_tls(&self) -> Result<tonic::transport::ClientTlsConfig, String> {
        let read = |setting: &Setting<PathBuf>| {
            std::fs::read(&setting.value)
                .map_err(|e| format!("{} {}: {e}", setting.variable, setting.value.display()))
        };
        let mut config = tonic::transport::ClientTlsConfig::new();
        config = match &self.ca_file {
            Some(ca) => config.ca_certificate(tonic::transport::Certificate::from_pem(read(ca)?)),
            None => config.with_native_roots(),
        };
        if let (Some(cert), Some(key)) = (&self.client_cert, &self.client_key) {
            config = config.identity(tonic::transport::Identity::from_pem(
                read(cert)?,
                read(key)?,
            ));
        }
        Ok(config)
    }

    /// TLS files set for a plain endpoint: they would do nothing.
    pub fn unused_tls_files(&self) -> Vec<&'static str> {
        if self.tls {
            return Vec::new();
        }
        [&self.ca_file, &self.client_cert, &self.client_key]
            .into_iter()
            .flatten()
            .map(|s| s.variable)
            .collect()
    }
}

/// The exporter's runtime and the exporter built on it.
pub struct Exporter {
    pub runtime: tokio::runtime::Runtime,
    pub exporter: opentelemetry_otlp::SpanExporter,
}

/// Builds the exporter `settings` describe, on a runtime of its own.
pub fn build(settings: &ExportSettings) -> Result<Exporter, String> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .thread_name("otlp-export")
        .enable_all()
        .build()
        .map_err(|e| format!("the OTLP export runtime: {e}"))?;
    let built = {
        // tonic's channel starts its worker on the current runtime.
        let _entered = runtime.enter();
        let builder = opentelemetry_otlp::SpanExporter::builder();
        match settings.transport {
            Transport::HttpProtobuf => {
                let tls = settings.tls.then(|| settings.rustls_config()).transpose()?;
                let client = OtlpHttpClient::new(runtime.handle().clone(), tls, settings.timeout)?;
                builder
                    .with_http()
                    .with_protocol(Protocol::HttpBinary)
                    .with_http_client(client)
                    .build()
            }
            Transport::Grpc => {
                let builder = builder.with_tonic().with_protocol(Protocol::Grpc);
                match settings.tls {
                    true => builder.with_tls_config(settings.tonic_tls()?).build(),
                    false => builder.build(),
                }
            }
        }
    };
    let exporter = built.map_err(|e| {
        format!(
            "the OTLP trace exporter ({} {}): {e}",
            settings.endpoint.variable, settings.endpoint.value
        )
    })?;
    Ok(Exporter { runtime, exporter })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(vars: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let vars: Vec<(String, String)> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        move |name| vars.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone())
    }

    fn settings(vars: &[(&str, &str)]) -> Result<Option<ExportSettings>, String> {
        ExportSettings::from_env(&env(vars))
    }

    #[test]
    fn no_endpoint_no_export() {
        assert_eq!(settings(&[(PROTOCOL, "grpc")]), Ok(None));
    }

    #[test]
    fn the_protocol_and_the_scheme_decide_the_transport_and_tls() {
        let s = settings(&[(ENDPOINT, "http://c:4318")]).unwrap().unwrap();
        assert_eq!((s.transport, s.tls), (Transport::HttpProtobuf, false));
        let s = settings(&[(ENDPOINT, "https://c:4318"), (PROTOCOL, "http/protobuf")])
            .unwrap()
            .unwrap();
        assert_eq!((s.transport, s.tls), (Transport::HttpProtobuf, true));
        let s = settings(&[(ENDPOINT, "c:4317"), (PROTOCOL, "grpc")])
            .unwrap()
            .unwrap();
        assert_eq!((s.transport, s.tls), (Transport::Grpc, true));
        let s = settings(&[
            (ENDPOINT, "c:4317"),
            (PROTOCOL, "http/protobuf"),
            (TRACES_PROTOCOL, "grpc"),
            (INSECURE, "TRUE"),
        ])
        .unwrap()
        .unwrap();
        assert_eq!((s.transport, s.tls), (Transport::Grpc, false));
        let s = settings(&[
            (ENDPOINT, "http://a"),
            (TRACES_ENDPOINT, "https://b/v1/traces"),
        ])
        .unwrap()
        .unwrap();
        assert_eq!(s.endpoint.variable, TRACES_ENDPOINT);
        assert!(s.tls);
    }

    #[test]
    fn bad_values_name_their_variable_and_what_is_allowed() {
        let e = settings(&[(ENDPOINT, "http://c:4318"), (PROTOCOL, "http/json")]).unwrap_err();
        assert!(e.contains(PROTOCOL) && e.contains("`grpc`"), "{e}");
        let e = settings(&[(TRACES_ENDPOINT, "c:4318")]).unwrap_err();
        assert!(e.contains(TRACES_ENDPOINT) && e.contains("https://"), "{e}");
        let e = settings(&[(ENDPOINT, "http://c"), (TRACES_TIMEOUT, "soon")]).unwrap_err();
        assert!(
            e.contains(TRACES_TIMEOUT) && e.contains("milliseconds"),
            "{e}"
        );
        let e = settings(&[
            (ENDPOINT, "https://c"),
            (TRACES_CERTIFICATE, "/nonexistent/ca.pem"),
        ])
        .unwrap_err();
        assert!(
            e.contains(TRACES_CERTIFICATE) && e.contains("/nonexistent/ca.pem"),
            "{e}"
        );
    }

    #[test]
    fn tls_files_on_a_plain_endpoint_are_reported_unused() {
        let s = settings(&[(ENDPOINT, "http://c"), (CERTIFICATE, "/nonexistent")])
            .unwrap()
            .unwrap();
        assert_eq!(s.unused_tls_files(), [CERTIFICATE]);
    }
}
