//! The HTTP client of the OTLP http/protobuf exporter: reqwest (rustls on
//! ring, the TLS configuration of `export.rs`) on the export runtime. The
//! batch processor awaits each export on a thread of its own; the request
//! runs as a task of the export runtime.

use opentelemetry_http::{Bytes, HttpClient, HttpError, Request, Response};
use std::time::Duration;
use tokio::runtime::Handle;

/// A collector's answer is a small protobuf message: more is refused.
const MAX_RESPONSE_BYTES: usize = 4 << 20;

#[derive(Debug, Clone)]
pub struct OtlpHttpClient {
    client: reqwest::Client,
    runtime: Handle,
}

impl OtlpHttpClient {
    /// `tls`: the configuration for `https://` endpoints (`None` for a
    /// plain endpoint). `timeout` bounds a whole export, response included.
    pub fn new(
        runtime: Handle,
        tls: Option<rustls::ClientConfig>,
        timeout: Duration,
    ) -> Result<OtlpHttpClient, String> {
        let builder = reqwest::Client::builder().timeout(timeout);
        let builder = match tls {
            Some(config) => builder.use_preconfigured_tls(config),
            None => builder,
        };
        let client = builder
            .build()
            .map_err(|e| format!("the OTLP HTTP client: {e}"))?;
        Ok(OtlpHttpClient { client, runtime })
    }
}

#[async_trait::async_trait]
impl HttpClient for OtlpHttpClient {
    async fn send_bytes(&self, request: Request<Bytes>) -> Result<Response<Bytes>, HttpError> {
        let client = self.client.clone();
        let url = request.uri().to_string();
        let sent = self
            .runtime
            .spawn(async move { send(&client, request).await })
            .await?;
        if let Err(error) = &sent {
            // The exporter reports only "network error": say why (an
            // untrusted certificate, a refused connection) once here.
            tracing::warn!(%url, error = %chain(error.as_ref()), "OTLP export failed");
        }
        sent
    }
}

/// An error and its sources, `a: b: c`.
fn chain(error: &(dyn std::error::Error + 'static)) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text
}

async fn send(
    client: &reqwest::Client,
    request: Request<Bytes>,
) -> Result<Response<Bytes>, HttpError> {
    let request = reqwest::Request::try_from(request)?;
    let mut response = client.execute(request).await?;
    let mut answer = Response::builder().status(response.status());
    if let Some(headers) = answer.headers_mut() {
        *headers = std::mem::take(response.headers_mut());
    }
    let mut body = Vec::new();
    while let Some(chunk) = response.chunk().await? {
        if body.len() + chunk.len() > MAX_RESPONSE_BYTES {
            return Err(
                format!("the collector's answer exceeds {MAX_RESPONSE_BYTES} bytes").into(),
            );
        }
        body.extend_from_slice(&chunk);
    }
    Ok(answer.body(Bytes::from(body))?)
}
