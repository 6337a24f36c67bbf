//! Slow clients cannot hold connections: a request head must arrive within
//! `--header-read-timeout-ms`, so a slowloris is cut off while everyone
//! else is served, and a keep-alive connection that sends nothing more is
//! closed after the same time.

use decision_e2e::server::StoreLocation;
use decision_e2e::{Server, StoreKind};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

const HEADER_TIMEOUT: Duration = Duration::from_millis(800);

async fn server(test: &str) -> Server {
    let timeout = HEADER_TIMEOUT.as_millis().to_string();
    Server::start_with(
        StoreLocation::fresh(StoreKind::Embedded, test).await,
        &["--header-read-timeout-ms".to_owned(), timeout],
    )
    .await
}

async fn connect(server: &Server) -> TcpStream {
    TcpStream::connect(server.base_url.trim_start_matches("http://"))
        .await
        .unwrap()
}

/// Reads until the server closes the connection (EOF or reset); returns
/// what it sent. Panics if it is still open after `limit`.
async fn until_closed(stream: &mut TcpStream, limit: Duration) -> String {
    let mut received = Vec::new();
    let closed = tokio::time::timeout(limit, async {
        let mut chunk = [0u8; 4096];
        loop {
            match stream.read(&mut chunk).await {
                Ok(0) | Err(_) => break,
                Ok(n) => received.extend_from_slice(&chunk[..n]),
            }
        }
    })
    .await;
    assert!(
        closed.is_ok(),
        "the connection is still open after {limit:?}"
    );
    String::from_utf8_lossy(&received).into_owned()
}

fn timeouts(metrics: &str) -> f64 {
    metrics
        .lines()
        .find(|l| l.starts_with("decisiond_http_connection_timeouts_total{kind=\"header\"}"))
        .and_then(|l| l.rsplit(' ').next())
        .and_then(|v| v.parse().ok())
        .unwrap_or(0.0)
}

#[tokio::test]
async fn a_stalled_request_head_is_cut_off_while_other_clients_are_served() {
    let server = server("slow_header").await;
    let mut slow = connect(&server).await;
    slow.write_all(b"GET /healthz HTTP/1.1\r\nHost: decisiond\r\nX-Slow: ")
        .await
        .unwrap();
    let stalled = Instant::now();

    // Meanwhile, on other connections, requests are answered as usual.
    let mut served = 0;
    while stalled.elapsed() < HEADER_TIMEOUT / 2 {
        assert_eq!(server.get("/api/tools").await.0, 200);
        served += 1;
    }
    assert!(served >= 1);

    let answer = until_closed(&mut slow, Duration::from_secs(10)).await;
    let held = stalled.elapsed();
    assert!(
        held >= HEADER_TIMEOUT - Duration::from_millis(50),
        "closed after the timeout, not before: {held:?}"
    );
    assert!(held < HEADER_TIMEOUT * 4, "closed soon after it: {held:?}");
    assert!(
        !answer.contains("200 OK"),
        "the stalled request got no answer: {answer}"
    );

    assert_eq!(server.get("/api/tools").await.0, 200, "still serving");
    let metrics = reqwest::get(server.url("/metrics")).await.unwrap();
    assert!(timeouts(&metrics.text().await.unwrap()) >= 1.0);
}

#[tokio::test]
async fn a_silent_keep_alive_connection_is_closed_after_the_header_timeout() {
    let server = server("slow_keep_alive").await;
    let mut idle = connect(&server).await;
    idle.write_all(b"GET /healthz HTTP/1.1\r\nHost: decisiond\r\n\r\n")
        .await
        .unwrap();
    // The answer arrives, and the connection stays open for another request
    // for as long as the timeout allows, then closes.
    let mut answer = Vec::new();
    let mut chunk = [0u8; 4096];
    while !String::from_utf8_lossy(&answer).contains("\"status\":\"ok\"") {
        let n = idle.read(&mut chunk).await.unwrap();
        assert!(n > 0, "closed before answering");
        answer.extend_from_slice(&chunk[..n]);
    }
    let answered = Instant::now();
    assert!(String::from_utf8_lossy(&answer).starts_with("HTTP/1.1 200"));
    let rest = until_closed(&mut idle, Duration::from_secs(10)).await;
    let held = answered.elapsed();
    assert!(rest.is_empty(), "{rest}");
    assert!(
        held >= HEADER_TIMEOUT - Duration::from_millis(50) && held < HEADER_TIMEOUT * 4,
        "{held:?}"
    );
}
