//! A local OTLP trace receiver, as a collector is reached: OTLP/HTTP
//! (`POST /v1/traces`, a protobuf `ExportTraceServiceRequest`, plain
//! HTTP/1.1 with keep-alive, just enough of the protocol for one exporter)
//! or OTLP/gRPC (the collector's `TraceService`, generated from the
//! official protos, served by tonic), either over TLS with a certificate
//! from `certs.rs`. It keeps every span and the headers (gRPC metadata)
//! each export came with.

use crate::certs::Issued;
use opentelemetry_proto::tonic::collector::trace::v1::trace_service_server::{
    TraceService, TraceServiceServer,
};
use opentelemetry_proto::tonic::collector::trace::v1::{
    ExportTraceServiceRequest, ExportTraceServiceResponse,
};
use prost::Message;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;

/// One received span, ids in lower-case hex (empty parent: a root span).
#[derive(Debug, Clone)]
pub struct ReceivedSpan {
    pub name: String,
    pub trace_id: String,
    pub span_id: String,
    pub parent_span_id: String,
    /// The OTLP span kind (2 server, 4 producer, …).
    pub kind: i32,
    /// The resource's `service.name`.
    pub service_name: String,
    /// String attributes (others are skipped).
    pub attributes: Vec<(String, String)>,
}

impl ReceivedSpan {
    pub fn attribute(&self, key: &str) -> Option<&str> {
        self.attributes
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }
}

/// How the receiver is reached.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wire {
    /// OTLP/HTTP with protobuf (port 4318 on a collector).
    HttpProtobuf,
    /// OTLP/gRPC (port 4317 on a collector).
    Grpc,
}

#[derive(Default)]
struct Received {
    spans: Mutex<Vec<ReceivedSpan>>,
    /// Requests that were not a decodable trace export.
    bad_requests: Mutex<Vec<String>>,
    /// Each export's headers (lower-case names).
    headers: Mutex<Vec<Vec<(String, String)>>>,
}

pub struct OtlpReceiver {
    /// The base URL to give as `OTEL_EXPORTER_OTLP_ENDPOINT` (`http://` or
    /// `https://`).
    pub endpoint: String,
    received: Arc<Received>,
}

impl OtlpReceiver {
    /// OTLP/HTTP in plain text on a free loopback port.
    pub async fn start() -> OtlpReceiver {
        OtlpReceiver::start_with(Wire::HttpProtobuf, None).await
    }

    /// `wire` on a free loopback port, over TLS with `certificate` (for
    /// `localhost`/`127.0.0.1`) when given.
    pub async fn start_with(wire: Wire, certificate: Option<&Issued>) -> OtlpReceiver {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let scheme = if certificate.is_some() {
            "https"
        } else {
            "http"
        };
        let endpoint = format!("{scheme}://{}", listener.local_addr().unwrap());
        let received = Arc::new(Received::default());
        match wire {
            Wire::HttpProtobuf => serve_http(listener, certificate, received.clone()),
            Wire::Grpc => serve_grpc(listener, certificate, received.clone()),
        }
        OtlpReceiver { endpoint, received }
    }

    pub fn spans(&self) -> Vec<ReceivedSpan> {
        let bad = self.received.bad_requests.lock().unwrap();
        assert!(bad.is_empty(), "the receiver got bad requests: {bad:?}");
        self.received.spans.lock().unwrap().clone()
    }

    /// The headers of every export received so far, in order.
    pub fn export_headers(&self) -> Vec<Vec<(String, String)>> {
        self.received.headers.lock().unwrap().clone()
    }

    /// Waits until `found` finds what it looks for among the spans received,
    /// at most `timeout` (the exporter sends in batches, every few seconds).
    pub async fn wait_for<T>(
        &self,
        timeout: Duration,
        what: &str,
        found: impl Fn(&[ReceivedSpan]) -> Option<T>,
    ) -> T {
        let deadline = Instant::now() + timeout;
        loop {
            let spans = self.spans();
            if let Some(result) = found(&spans) {
                return result;
            }
            assert!(
                Instant::now() < deadline,
                "{what}: not received within {timeout:?}; spans: {:#?}",
                spans
                    .iter()
                    .map(|s| (&s.name, &s.trace_id, &s.span_id, &s.parent_span_id))
                    .collect::<Vec<_>>()
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
}

/// A TLS server configuration for `certificate`.
fn server_tls(certificate: &Issued) -> Arc<rustls::ServerConfig> {
    use rustls_pki_types::pem::PemObject;
    let chain = rustls_pki_types::CertificateDer::pem_file_iter(&certificate.cert)
        .expect("the certificate")
        .collect::<Result<Vec<_>, _>>()
        .expect("the certificate");
    let key = rustls_pki_types::PrivateKeyDer::from_pem_file(&certificate.key).expect("the key");
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .expect("TLS versions")
        .with_no_client_auth()
        .with_single_cert(chain, key)
        .expect("a server certificate");
    Arc::new(config)
}

fn serve_http(listener: TcpListener, certificate: Option<&Issued>, received: Arc<Received>) {
    let acceptor = certificate.map(|c| tokio_rustls::TlsAcceptor::from(server_tls(c)));
    tokio::spawn(async move {
        while let Ok((socket, _)) = listener.accept().await {
            let received = received.clone();
            match acceptor.clone() {
                None => {
                    tokio::spawn(serve(socket, received));
                }
                Some(acceptor) => {
                    tokio::spawn(async move {
                        // A client that does not trust the CA hangs up here.
                        if let Ok(stream) = acceptor.accept(socket).await {
                            serve(stream, received).await;
                        }
                    });
                }
            }
        }
    });
}

/// The collector's gRPC trace service.
struct Collector(Arc<Received>);

#[tonic::async_trait]
impl TraceService for Collector {
    async fn export(
        &self,
        request: tonic::Request<ExportTraceServiceRequest>,
    ) -> Result<tonic::Response<ExportTraceServiceResponse>, tonic::Status> {
        let headers = request
            .metadata()
            .clone()
            .into_headers()
            .iter()
            .map(|(k, v)| (k.as_str().to_owned(), v.to_str().unwrap_or("").to_owned()))
            .collect();
        self.0.headers.lock().unwrap().push(headers);
        let spans = flatten(request.into_inner());
        self.0.spans.lock().unwrap().extend(spans);
        Ok(tonic::Response::new(ExportTraceServiceResponse {
            partial_success: None,
        }))
    }
}

fn serve_grpc(listener: TcpListener, certificate: Option<&Issued>, received: Arc<Received>) {
    let mut server = tonic::transport::Server::builder();
    if let Some(certificate) = certificate {
        let read = |path: &std::path::Path| std::fs::read(path).expect("a PEM file");
        let identity =
            tonic::transport::Identity::from_pem(read(&certificate.cert), read(&certificate.key));
        server = server
            .tls_config(tonic::transport::ServerTlsConfig::new().identity(identity))
            .expect("the receiver's TLS");
    }
    let router = server.add_service(TraceServiceServer::new(Collector(received)));
    let incoming = tonic::transport::server::TcpIncoming::from(listener);
    tokio::spawn(async move {
        router
            .serve_with_incoming(incoming)
            .await
            .expect("the gRPC receiver");
    });
}

async fn serve<S: AsyncRead + AsyncWrite + Unpin>(socket: S, received: Arc<Received>) {
    let mut reader = BufReader::new(socket);
    loop {
        let mut request_line = String::new();
        if reader.read_line(&mut request_line).await.unwrap_or(0) == 0 {
            return;
        }
        let mut length = 0;
        let mut content_type = String::new();
        let mut headers = Vec::new();
        loop {
            let mut line = String::new();
            if reader.read_line(&mut line).await.unwrap_or(0) == 0 {
                return;
            }
            let line = line.trim_end();
            if line.is_empty() {
                break;
            }
            if let Some((name, value)) = line.split_once(':') {
                headers.push((name.trim().to_ascii_lowercase(), value.trim().to_owned()));
                match name.trim().to_ascii_lowercase().as_str() {
                    "content-length" => length = value.trim().parse().unwrap_or(0),
                    "content-type" => content_type = value.trim().to_owned(),
                    _ => {}
                }
            }
        }
        let mut body = vec![0; length];
        if reader.read_exact(&mut body).await.is_err() {
            return;
        }
        let decoded = request_line
            .starts_with("POST /v1/traces ")
            .then(|| ExportTraceServiceRequest::decode(body.as_slice()).ok())
            .flatten();
        received.headers.lock().unwrap().push(headers);
        match decoded {
            Some(export) => received.spans.lock().unwrap().extend(flatten(export)),
            None => received.bad_requests.lock().unwrap().push(format!(
                "{} ({content_type}, {length} bytes)",
                request_line.trim_end()
            )),
        }
        let response =
            "HTTP/1.1 200 OK\r\ncontent-type: application/x-protobuf\r\ncontent-length: 0\r\n\r\n";
        if reader
            .get_mut()
            .write_all(response.as_bytes())
            .await
            .is_err()
        {
            return;
        }
    }
}

fn flatten(export: ExportTraceServiceRequest) -> Vec<ReceivedSpan> {
    use opentelemetry_proto::tonic::common::v1::any_value::Value;
    let text = |value: &Option<opentelemetry_proto::tonic::common::v1::AnyValue>| match value
        .as_ref()
        .and_then(|v| v.value.as_ref())
    {
        Some(Value::StringValue(s)) => Some(s.clone()),
        Some(Value::IntValue(i)) => Some(i.to_string()),
        _ => None,
    };
    let hex = |bytes: &[u8]| bytes.iter().map(|b| format!("{b:02x}")).collect::<String>();
    let mut out = Vec::new();
    for resource_spans in export.resource_spans {
        let service_name = resource_spans
            .resource
            .iter()
            .flat_map(|r| &r.attributes)
            .find(|kv| kv.key == "service.name")
            .and_then(|kv| text(&kv.value))
            .unwrap_or_default();
        for scope in resource_spans.scope_spans {
            for span in scope.spans {
                out.push(ReceivedSpan {
                    name: span.name,
                    trace_id: hex(&span.trace_id),
                    span_id: hex(&span.span_id),
                    parent_span_id: hex(&span.parent_span_id),
                    kind: span.kind,
                    service_name: service_name.clone(),
                    attributes: span
                        .attributes
                        .iter()
                        .filter_map(|kv| Some((kv.key.clone(), text(&kv.value)?)))
                        .collect(),
                });
            }
        }
    }
    out
}
