//! OTLP as vendors take it: decisiond exports over gRPC and over
//! http/protobuf, in plain text and over TLS (a CA file from
//! `OTEL_EXPORTER_OTLP_CERTIFICATE` / `…_TRACES_CERTIFICATE`), with the
//! headers of `OTEL_EXPORTER_OTLP_HEADERS` (an API key); each request's
//! spans reach a local receiver (tonic's gRPC server, or HTTP/1.1), and
//! the trace id appears in that request's JSON log lines, with the span id
//! of the span each line was logged in. A certificate the CA file does not
//! vouch for is not trusted; a TLS file that cannot be read stops start-up.

use decision_e2e::certs::TestCa;
use decision_e2e::otlp::{OtlpReceiver, ReceivedSpan, Wire};
use decision_e2e::server::{DEFAULT_USER, TEST_SECRET, USER_SCOPES, exit_within, serve_raw, token};
use decision_store::testing::temp_data_dir;
use serde_json::{Value, json};
use std::io::BufRead;
use std::process::Child;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const WITHIN: Duration = Duration::from_secs(30);
const API_KEY: &str = "api-key=k-0a1b2c";

/// decisiond on the embedded store with JSON logs and `env`, its stderr
/// lines kept.
struct Logged {
    child: Child,
    base_url: String,
    lines: Arc<Mutex<Vec<String>>>,
    /// Its data directory, removed after the process is killed.
    _dir: decision_store::testing::TempDir,
}

impl Logged {
    async fn start(name: &str, env: &[(&str, &str)]) -> Logged {
        let dir = temp_data_dir(name);
        let mut all = vec![
            ("DECISIOND_AUTH_SECRET", TEST_SECRET),
            ("DECISIOND_LOG_JSON", "true"),
            // The tool call's own line is logged inside its span.
            ("RUST_LOG", "info"),
            ("OTEL_BSP_SCHEDULE_DELAY", "200"),
            ("OTEL_SERVICE_NAME", "decisiond-export-test"),
        ];
        all.extend_from_slice(env);
        let mut child = serve_raw(&["--data-dir", &dir.display().to_string()], &all);
        let stdout = child.stdout.take().expect("piped stdout");
        let stderr = child.stderr.take().expect("piped stderr");
        let lines = Arc::new(Mutex::new(Vec::new()));
        let kept = lines.clone();
        std::thread::spawn(move || {
            for line in std::io::BufReader::new(stderr)
                .lines()
                .map_while(Result::ok)
            {
                kept.lock().unwrap().push(line);
            }
        });
        let base_url = tokio::task::spawn_blocking(move || {
            let mut lines = std::io::BufReader::new(stdout).lines();
            let line = lines.next().map(|l| l.expect("stdout")).unwrap_or_default();
            std::thread::spawn(move || for _ in lines {});
            line.strip_prefix("decisiond listening on ")
                .map(str::to_owned)
                .unwrap_or_default()
        })
        .await
        .unwrap();
        let logged = Logged {
            child,
            base_url,
            lines,
            _dir: dir,
        };
        assert!(
            !logged.base_url.is_empty(),
            "decisiond did not start:\n{}",
            logged.log()
        );
        logged
    }

    fn log(&self) -> String {
        self.lines.lock().unwrap().join("\n")
    }

    /// The JSON lines logged so far.
    fn json_lines(&self) -> Vec<Value> {
        self.lines
            .lock()
            .unwrap()
            .iter()
            .filter_map(|line| serde_json::from_str(line).ok())
            .collect()
    }

    /// Creates a cycle and adds an objective, the call carrying
    /// `request_id`; the cycle's id.
    async fn call(&self, request_id: &str) -> String {
        let http = reqwest::Client::new();
        let bearer = token(DEFAULT_USER, USER_SCOPES);
        let url = |path: &str| format!("{}{path}", self.base_url);
        let created: Value = http
            .post(url("/api/cycles"))
            .bearer_auth(&bearer)
            .json(&json!({"title": "Exported"}))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let cycle = created["cycle_id"].as_str().expect("a cycle").to_owned();
        let moved = http
            .put(url(&format!("/api/cycles/{cycle}/component")))
            .bearer_auth(&bearer)
            .json(&json!({"component": "objectives"}))
            .send()
            .await
            .unwrap();
        assert_eq!(moved.status(), 200);
        let called = http
            .post(url(&format!("/api/cycles/{cycle}/tools/add_objective")))
            .bearer_auth(&bearer)
            .header("x-request-id", request_id)
            .json(&json!({"parameters": {"name": "Low cost", "measure": "EUR",
                "direction": "lower", "is_fundamental": true}}))
            .send()
            .await
            .unwrap();
        assert_eq!(called.status(), 200);
        cycle
    }
}

impl Drop for Logged {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The request's spans arrive; its access line and the tool call's line
/// carry the trace id and the span id of the span each was logged in; the
/// API key arrived with the export.
async fn exported_and_logged(receiver: &OtlpReceiver, server: &Logged, request_id: &str) {
    let cycle = server.call(request_id).await;
    let http = receiver
        .wait_for(WITHIN, "the request's server span", |spans| {
            spans
                .iter()
                .find(|s| {
                    s.name == "POST /api/cycles/{id}/tools/{name}"
                        && s.attribute("request_id") == Some(request_id)
                })
                .cloned()
        })
        .await;
    assert_eq!(http.service_name, "decisiond-export-test");
    let tool_call: ReceivedSpan = receiver
        .wait_for(WITHIN, "the tool_call span", |spans| {
            spans
                .iter()
                .find(|s| s.parent_span_id == http.span_id && s.name == "tool_call")
                .cloned()
        })
        .await;
    let deadline = Instant::now() + WITHIN;
    let (access, tool_line) = loop {
        let lines = server.json_lines();
        let access = lines
            .iter()
            .find(|l| l["target"] == "decisiond::access" && l["request_id"] == request_id)
            .cloned();
        let tool_line = lines
            .iter()
            .find(|l| l["message"] == "tool call" && l["cycle_id"] == cycle.as_str())
            .cloned();
        if let (Some(access), Some(tool_line)) = (access, tool_line) {
            break (access, tool_line);
        }
        assert!(
            Instant::now() < deadline,
            "the request's log lines:\n{}",
            server.log()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert_eq!(access["trace_id"], http.trace_id.as_str(), "{access}");
    assert_eq!(access["span_id"], http.span_id.as_str(), "{access}");
    assert_eq!(tool_line["trace_id"], http.trace_id.as_str(), "{tool_line}");
    assert_eq!(
        tool_line["span_id"],
        tool_call.span_id.as_str(),
        "{tool_line}"
    );
    // Every line logged inside this request's spans carries its trace.
    for line in server.json_lines() {
        let in_request = line["spans"]
            .as_array()
            .and_then(|spans| spans.first())
            .is_some_and(|root| root["request_id"] == request_id);
        if in_request {
            assert_eq!(line["trace_id"], http.trace_id.as_str(), "{line}");
        }
    }
    let (key, value) = API_KEY.split_once('=').unwrap();
    let headers = receiver.export_headers();
    assert!(
        !headers.is_empty()
            && headers
                .iter()
                .all(|h| h.iter().any(|(k, v)| k == key && v == value)),
        "every export carries {API_KEY}: {headers:?}"
    );
}

#[tokio::test]
async fn spans_go_over_grpc_in_plain_text() {
    let receiver = OtlpReceiver::start_with(Wire::Grpc, None).await;
    let server = Logged::start(
        "otlp_grpc",
        &[
            ("OTEL_EXPORTER_OTLP_ENDPOINT", &receiver.endpoint),
            ("OTEL_EXPORTER_OTLP_PROTOCOL", "grpc"),
            ("OTEL_EXPORTER_OTLP_HEADERS", API_KEY),
        ],
    )
    .await;
    exported_and_logged(&receiver, &server, "req-grpc-1").await;
}

#[tokio::test]
async fn spans_go_over_grpc_and_https_to_a_collector_signed_by_the_ca_file() {
    let dir = temp_data_dir("otlp_tls_certs");
    let ca = TestCa::new(&dir, "otlp-ca");
    let certificate = ca.server("collector", &["DNS:localhost", "IP:127.0.0.1"]);
    let ca_file = ca.cert.display().to_string();

    // gRPC over TLS, the signal's own variables.
    let grpc = OtlpReceiver::start_with(Wire::Grpc, Some(&certificate)).await;
    let server = Logged::start(
        "otlp_grpc_tls",
        &[
            ("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", &grpc.endpoint),
            ("OTEL_EXPORTER_OTLP_TRACES_PROTOCOL", "grpc"),
            ("OTEL_EXPORTER_OTLP_TRACES_CERTIFICATE", &ca_file),
            ("OTEL_EXPORTER_OTLP_HEADERS", API_KEY),
        ],
    )
    .await;
    exported_and_logged(&grpc, &server, "req-grpc-tls-1").await;
    drop(server);

    // http/protobuf over TLS, the general ones.
    let https = OtlpReceiver::start_with(Wire::HttpProtobuf, Some(&certificate)).await;
    assert!(https.endpoint.starts_with("https://"));
    let server = Logged::start(
        "otlp_https",
        &[
            ("OTEL_EXPORTER_OTLP_ENDPOINT", &https.endpoint),
            ("OTEL_EXPORTER_OTLP_PROTOCOL", "http/protobuf"),
            ("OTEL_EXPORTER_OTLP_CERTIFICATE", &ca_file),
            ("OTEL_EXPORTER_OTLP_HEADERS", API_KEY),
        ],
    )
    .await;
    exported_and_logged(&https, &server, "req-https-1").await;
    drop(server);

    // Without the CA file the collector's certificate is not trusted: the
    // export fails, and the log says so.
    let untrusted = OtlpReceiver::start_with(Wire::HttpProtobuf, Some(&certificate)).await;
    let server = Logged::start(
        "otlp_untrusted",
        &[("OTEL_EXPORTER_OTLP_ENDPOINT", &untrusted.endpoint)],
    )
    .await;
    server.call("req-untrusted-1").await;
    let deadline = Instant::now() + WITHIN;
    while !server
        .json_lines()
        .iter()
        .any(|l| l["message"] == "OTLP export failed" && l.to_string().contains("certificate"))
    {
        assert!(
            Instant::now() < deadline,
            "no failed export logged:\n{}",
            server.log()
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert!(
        untrusted.spans().is_empty(),
        "an untrusted collector got spans"
    );
}

#[test]
fn a_tls_file_that_cannot_be_read_stops_start_up_naming_its_variable() {
    let dir = temp_data_dir("otlp_bad_ca");
    let missing = dir.join("missing-ca.pem").display().to_string();
    let child = serve_raw(
        &["--data-dir", &dir.display().to_string()],
        &[
            ("DECISIOND_AUTH_SECRET", TEST_SECRET),
            ("OTEL_EXPORTER_OTLP_ENDPOINT", "https://127.0.0.1:4318"),
            ("OTEL_EXPORTER_OTLP_CERTIFICATE", &missing),
        ],
    );
    let output = exit_within(child, Duration::from_secs(20));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success());
    assert!(
        stderr.contains("OTEL_EXPORTER_OTLP_CERTIFICATE") && stderr.contains(&missing),
        "{stderr}"
    );
    let child = serve_raw(
        &["--data-dir", &dir.display().to_string()],
        &[
            ("DECISIOND_AUTH_SECRET", TEST_SECRET),
            ("OTEL_EXPORTER_OTLP_ENDPOINT", "http://127.0.0.1:4318"),
            ("OTEL_EXPORTER_OTLP_PROTOCOL", "http/json"),
        ],
    );
    let output = exit_within(child, Duration::from_secs(20));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success());
    assert!(
        stderr.contains("OTEL_EXPORTER_OTLP_PROTOCOL") && stderr.contains("grpc"),
        "{stderr}"
    );
}
