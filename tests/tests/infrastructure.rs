//! The infrastructure users run: Postgres over TLS (every `sslmode`), NATS
//! with TLS and credentials, token keys from a JWKS URL that rotates. Real
//! private servers on free ports, certificates made for the run.

use decision_e2e::Server;
use decision_e2e::certs::TestCa;
use decision_e2e::faults::postgres::{PrivatePostgres, create_database};
use decision_e2e::server::{StoreLocation, exit_within, serve_raw};
use decision_store::testing::temp_data_dir;
use serde_json::json;
use std::time::Duration;

/// A private cluster that accepts TCP only over TLS (`hostssl`), with a
/// certificate for `localhost` signed by `ca`.
fn postgres_with_tls(dir: &std::path::Path, ca: &TestCa) -> PrivatePostgres {
    let server = ca.server("pg-server", &["DNS:localhost"]);
    let pg = PrivatePostgres::init(dir);
    pg.install("server.crt", &std::fs::read(&server.cert).unwrap(), 0o644);
    pg.install("server.key", &std::fs::read(&server.key).unwrap(), 0o600);
    pg.install(
        "pg_hba.conf",
        b"local all all trust\nhostssl all all 127.0.0.1/32 trust\nhostssl all all ::1/128 trust\n",
        0o600,
    );
    pg.configure("ssl = on\nssl_cert_file = 'server.crt'\nssl_key_file = 'server.key'");
    pg
}

async fn connects(url: &str, what: &str) {
    if let Err(e) = decision_store::postgres::connect(url).await {
        panic!("{what}: {e}");
    }
}

async fn connect_error(url: &str) -> String {
    match decision_store::postgres::connect(url).await {
        Ok(_) => panic!("connected with {url}, which should fail"),
        Err(e) => e.to_string(),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_over_tls_honours_every_sslmode() {
    let dir = temp_data_dir("pg_tls");
    let ca = TestCa::new(&dir.join("certs"), "test-ca");
    let other_ca = TestCa::new(&dir.join("other"), "other-ca");
    let mut pg = postgres_with_tls(&dir, &ca);
    pg.start_again();
    create_database(&pg, "ledger").await;
    let port = pg.port;
    let root = ca.cert.display().to_string();
    let url = |host: &str, query: &str| format!("postgres://postgres@{host}:{port}/ledger?{query}");

    // Verified end to end: the chain and the host name.
    let full = url(
        "localhost",
        &format!("sslmode=verify-full&sslrootcert={root}"),
    );
    let (client, connection) = decision_store::postgres::connect(&full)
        .await
        .expect("verify-full");
    tokio::spawn(connection);
    let row = client
        .query_one(
            "SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()",
            &[],
        )
        .await
        .unwrap();
    assert!(row.get::<_, bool>(0), "the session is not encrypted");

    // A name the certificate does not hold: refused by verify-full only.
    let by_ip = |mode: &str| url("127.0.0.1", &format!("sslmode={mode}&sslrootcert={root}"));
    let error = connect_error(&by_ip("verify-full")).await;
    assert!(
        error.contains("certificate verify failed")
            && error.contains("not valid for host `127.0.0.1`")
            && error.contains("verify-ca"),
        "{error}"
    );
    connects(&by_ip("verify-ca"), "verify-ca ignores the name").await;
    // require: encrypted, and (with sslrootcert) the chain checked as libpq does.
    connects(&by_ip("require"), "require").await;
    connects(&url("127.0.0.1", "sslmode=require"), "require").await;
    connects(&url("127.0.0.1", ""), "prefer, the default").await;

    // Another CA: the chain fails, whatever the name.
    let wrong_ca = url(
        "localhost",
        &format!(
            "sslmode=verify-full&sslrootcert={}",
            other_ca.cert.display()
        ),
    );
    let error = connect_error(&wrong_ca).await;
    assert!(
        error.contains("certificate verify failed")
            && error.contains("not signed by a CA")
            && error.contains("check sslrootcert"),
        "{error}"
    );
    let error = connect_error(&url(
        "127.0.0.1",
        &format!("sslmode=require&sslrootcert={}", other_ca.cert.display()),
    ))
    .await;
    assert!(error.contains("not signed by a CA"), "{error}");

    // Plain TCP against a hostssl-only server: the server's own refusal.
    let error = connect_error(&url("127.0.0.1", "sslmode=disable")).await;
    assert!(
        error.contains("no pg_hba.conf entry") && error.contains("no encryption"),
        "{error}"
    );

    // The service itself: ready, and a tool call works over verify-full.
    let server = Server::start_on(StoreLocation::Postgres(full.clone())).await;
    let (status, ready) = server.get("/readyz").await;
    assert_eq!(status, 200, "{ready}");
    let cycle = server.create_cycle("TLS all the way").await;
    let (status, body) = server
        .tool(
            &cycle,
            "add_note",
            json!({"content": "Stored over verify-full."}),
        )
        .await;
    assert_eq!(status, 200, "{body}");

    // The service with the wrong CA stops at start-up and says why.
    let child = serve_raw(&["--database-url", &wrong_ca, "--insecure-no-auth"], &[]);
    let output = exit_within(child, Duration::from_secs(30));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success());
    assert!(
        stderr.contains("certificate verify failed") && stderr.contains("check sslrootcert"),
        "{stderr}"
    );
    drop(server);
    pg.stop_immediate();
}
