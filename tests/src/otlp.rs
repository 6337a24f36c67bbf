//! A local OTLP/HTTP trace receiver: accepts `POST /v1/traces` with a
//! protobuf `ExportTraceServiceRequest` (what decisiond's exporter sends),
//! decodes it and keeps every span. Plain HTTP/1.1 over a loopback socket,
//! keep-alive included; just enough of the protocol for one exporter.

use opentelemetry_proto::tonic::collector::trace::v1::ExportTraceServiceRequest;
use prost::Message;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};

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

pub struct OtlpReceiver {
    pub endpoint: String,
    spans: Arc<Mutex<Vec<ReceivedSpan>>>,
    /// Requests that were not a decodable trace export.
    bad_requests: Arc<Mutex<Vec<String>>>,
}

impl OtlpReceiver {
    /// Listens on a free loopback port; `endpoint` is the base URL to give
    /// as `OTEL_EXPORTER_OTLP_ENDPOINT`.
    pub async fn start() -> OtlpReceiver {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let endpoint = format!("http://{}", listener.local_addr().unwrap());
        let spans = Arc::new(Mutex::new(Vec::new()));
        let bad_requests = Arc::new(Mutex::new(Vec::new()));
        let (kept, bad) = (spans.clone(), bad_requests.clone());
        tokio::spawn(async move {
            while let Ok((socket, _)) = listener.accept().await {
                tokio::spawn(serve(socket, kept.clone(), bad.clone()));
            }
        });
        OtlpReceiver {
            endpoint,
            spans,
            bad_requests,
        }
    }

    pub fn spans(&self) -> Vec<ReceivedSpan> {
        let bad = self.bad_requests.lock().unwrap();
        assert!(bad.is_empty(), "the receiver got bad requests: {bad:?}");
        self.spans.lock().unwrap().clone()
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

async fn serve(
    socket: TcpStream,
    spans: Arc<Mutex<Vec<ReceivedSpan>>>,
    bad: Arc<Mutex<Vec<String>>>,
) {
    let mut reader = BufReader::new(socket);
    loop {
        let mut request_line = String::new();
        if reader.read_line(&mut request_line).await.unwrap_or(0) == 0 {
            return;
        }
        let mut length = 0;
        let mut content_type = String::new();
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
        match decoded {
            Some(export) => spans.lock().unwrap().extend(flatten(export)),
            None => bad.lock().unwrap().push(format!(
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
