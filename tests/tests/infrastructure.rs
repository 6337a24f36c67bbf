//! The infrastructure users run: Postgres over TLS (every `sslmode`), NATS
//! with TLS and credentials, token keys from a JWKS URL that rotates. Real
//! private servers on free ports, certificates made for the run.

use decision_e2e::certs::{Issued, TestCa};
use decision_e2e::faults::postgres::{PrivatePostgres, create_database};
use decision_e2e::nats::NatsServer;
use decision_e2e::server::{StoreLocation, TEST_SECRET, exit_within, serve_raw};
use decision_e2e::{Server, StoreKind};
use decision_store::testing::temp_data_dir;
use serde_json::json;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

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
    let server = Server::start_on(StoreLocation::given_postgres(full.clone())).await;
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
    drop(pg);
}

/// A nats-server with TLS (a certificate for 127.0.0.1 signed by `ca`) and
/// two users: `decisiond` with `password`, and the nkey `nkey_public`.
fn nats_with_tls(dir: &Path, ca: &TestCa, password: &str, nkey_public: &str) -> NatsServer {
    let server = ca.server("nats-server", &["IP:127.0.0.1", "DNS:localhost"]);
    let config = dir.join("nats.conf");
    std::fs::write(
        &config,
        format!(
            "tls {{\n  cert_file: \"{}\"\n  key_file: \"{}\"\n}}\n\
             authorization {{\n  users: [\n    {{ user: \"decisiond\", password: \"{password}\" }}\n    \
             {{ nkey: \"{nkey_public}\" }}\n  ]\n}}\n",
            server.cert.display(),
            server.key.display()
        ),
    )
    .unwrap();
    NatsServer::start_with_config("nats_tls", &config, &[])
}

/// Messages in `stream` once there are at least `want`, within 30 s.
async fn stream_holds(nats: &NatsServer, ca: &TestCa, password: &str, stream: &str, want: u64) {
    let login =
        async_nats::ConnectOptions::with_user_and_password("decisiond".into(), password.into());
    stream_holds_as(login, nats, ca, stream, want).await;
}

/// As [`stream_holds`], logged in with `login`.
async fn stream_holds_as(
    login: async_nats::ConnectOptions,
    nats: &NatsServer,
    ca: &TestCa,
    stream: &str,
    want: u64,
) {
    let client = login
        .add_root_certificates(ca.cert.clone())
        .require_tls(true)
        .connect(format!("tls://127.0.0.1:{}", nats.port))
        .await
        .expect("test client over TLS");
    let js = async_nats::jetstream::new(client);
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let messages = match js.get_stream(stream).await {
            Ok(mut s) => s.info().await.map(|i| i.state.messages).unwrap_or(0),
            Err(_) => 0,
        };
        if messages >= want {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "stream {stream}: {messages} messages, want {want}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nats_over_tls_with_credentials_relays_and_never_logs_the_password() {
    let dir = temp_data_dir("nats_tls");
    let ca = TestCa::new(&dir.join("certs"), "nats-ca");
    let password = format!("pw{}", uuid::Uuid::now_v7().simple());
    let nkey = nkeys::KeyPair::new_user();
    let seed_file = dir.join("user.nk");
    std::fs::write(&seed_file, nkey.seed().unwrap()).unwrap();
    let nats = nats_with_tls(&dir, &ca, &password, &nkey.public_key());
    let tls_url = format!("tls://127.0.0.1:{}", nats.port);
    let ca_file = ca.cert.display().to_string();
    // The CA is ours unless `extra` names another.
    let nats_args = |url: &str, stream: &str, extra: &[&str]| -> Vec<String> {
        let prefix = stream.to_lowercase();
        let mut args = vec![
            "--nats-url",
            url,
            "--nats-stream",
            stream,
            "--nats-subject-prefix",
            &prefix,
        ];
        if !extra.contains(&"--nats-tls-ca") {
            args.extend(["--nats-tls-ca", &ca_file]);
        }
        args.extend(extra);
        args.into_iter().map(str::to_owned).collect()
    };
    let debug_logs = [("RUST_LOG", "debug")];

    // The password in the URL: used, and logged only redacted (debug level).
    let in_url = format!("tls://decisiond:{password}@127.0.0.1:{}", nats.port);
    let log = dir.join("by_url.log");
    let store = StoreLocation::fresh(StoreKind::Embedded, "nats_tls_url").await;
    let server = Server::start_logged(
        store,
        &nats_args(&in_url, "TLS_URL", &[]),
        &debug_logs,
        &log,
    )
    .await;
    let cycle = server.create_cycle("Over TLS").await;
    stream_holds(&nats, &ca, &password, "TLS_URL", 1).await;
    let (status, body) = server
        .tool(&cycle, "add_note", json!({"content": "Relayed over TLS."}))
        .await;
    assert_eq!(status, 200, "{body}");
    stream_holds(&nats, &ca, &password, "TLS_URL", 3).await;
    drop(server);
    let logged = std::fs::read_to_string(&log).unwrap();
    assert!(
        logged.contains("decisiond:***@127.0.0.1"),
        "the redacted URL is not logged:\n{logged}"
    );
    assert!(!logged.contains(&password), "the password is in the log");

    // The password from the environment, then an nkey seed file.
    let log = dir.join("by_env.log");
    let store = StoreLocation::fresh(StoreKind::Embedded, "nats_tls_env").await;
    let env = [
        ("RUST_LOG", "debug"),
        ("NATS_USER", "decisiond"),
        ("NATS_PASSWORD", password.as_str()),
    ];
    let server =
        Server::start_logged(store, &nats_args(&tls_url, "TLS_ENV", &[]), &env, &log).await;
    server.create_cycle("Password from the environment").await;
    stream_holds(&nats, &ca, &password, "TLS_ENV", 1).await;
    drop(server);
    assert!(!std::fs::read_to_string(&log).unwrap().contains(&password));

    let seed = seed_file.display().to_string();
    let store = StoreLocation::fresh(StoreKind::Embedded, "nats_tls_nkey").await;
    let server = Server::start_with(
        store,
        &nats_args(&tls_url, "TLS_NKEY", &["--nats-nkey", &seed]),
    )
    .await;
    server.create_cycle("Logged in with an nkey").await;
    stream_holds(&nats, &ca, &password, "TLS_NKEY", 1).await;
    drop(server);

    // A wrong password: the service says so, without the password.
    let wrong = format!("{password}-wrong");
    let wrong_url = format!("tls://decisiond:{wrong}@127.0.0.1:{}", nats.port);
    let data = temp_data_dir("nats_tls_wrong");
    let mut args = vec!["--data-dir".to_owned(), data.display().to_string()];
    args.extend(nats_args(&wrong_url, "TLS_WRONG", &[]));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let stderr = stderr_after(
        serve_raw(&args, &[("DECISIOND_AUTH_SECRET", TEST_SECRET)]),
        Duration::from_secs(4),
    );
    assert!(
        stderr.contains("NATS refused this service's credentials"),
        "no clear error for a wrong password:\n{stderr}"
    );
    assert!(!stderr.contains(&wrong), "the wrong password is in the log");

    // A CA that did not sign the server's certificate.
    let other = TestCa::new(&dir.join("other"), "other-ca");
    let data = temp_data_dir("nats_tls_ca");
    let mut args = vec!["--data-dir".to_owned(), data.display().to_string()];
    args.extend(nats_args(
        &in_url,
        "TLS_CA",
        &["--nats-tls-ca", &other.cert.display().to_string()],
    ));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let stderr = stderr_after(
        serve_raw(&args, &[("DECISIOND_AUTH_SECRET", TEST_SECRET)]),
        Duration::from_secs(4),
    );
    assert!(
        stderr.contains("NATS server certificate verify failed for host 127.0.0.1")
            && stderr.contains("--nats-tls-ca"),
        "no TLS error:\n{stderr}"
    );
    assert!(!stderr.contains(&password), "the password is in the log");
}

/// What `child` wrote to stderr in its first `wait`, then it is killed.
fn stderr_after(mut child: std::process::Child, wait: Duration) -> String {
    std::thread::sleep(wait);
    let _ = child.kill();
    let output = child.wait_with_output().expect("decisiond output");
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// An identity provider's JWKS endpoint: serves whatever key set it holds
/// now, counting connections (HTTPS, HTTP/1.1, one request per connection).
struct JwksEndpoint {
    url: String,
    keys: Arc<Mutex<String>>,
    fetches: Arc<AtomicUsize>,
}

impl JwksEndpoint {
    /// Serves over HTTPS with `certificate`.
    async fn start(keys: String, certificate: &Issued) -> JwksEndpoint {
        use rustls_pki_types::pem::PemObject;
        let chain = rustls_pki_types::CertificateDer::pem_file_iter(&certificate.cert)
            .unwrap()
            .collect::<Result<Vec<_>, _>>()
            .unwrap();
        let key = rustls_pki_types::PrivateKeyDer::from_pem_file(&certificate.key).unwrap();
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let config = rustls::ServerConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .unwrap()
            .with_no_client_auth()
            .with_single_cert(chain, key)
            .unwrap();
        let acceptor = tokio_rustls::TlsAcceptor::from(Arc::new(config));
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!(
            "https://{}/.well-known/jwks.json",
            listener.local_addr().unwrap()
        );
        let keys = Arc::new(Mutex::new(keys));
        let fetches = Arc::new(AtomicUsize::new(0));
        let (served, counted) = (keys.clone(), fetches.clone());
        tokio::spawn(async move {
            loop {
                let Ok((socket, _)) = listener.accept().await else {
                    return;
                };
                counted.fetch_add(1, Ordering::SeqCst);
                let body = served.lock().unwrap().clone();
                let acceptor = acceptor.clone();
                tokio::spawn(async move {
                    let Ok(mut socket) = acceptor.accept(socket).await else {
                        return;
                    };
                    let mut request = Vec::new();
                    let mut buf = [0u8; 1024];
                    while !request.windows(4).any(|w| w == b"\r\n\r\n") {
                        match socket.read(&mut buf).await {
                            Ok(0) | Err(_) => return,
                            Ok(n) => request.extend_from_slice(&buf[..n]),
                        }
                    }
                    let response = format!(
                        "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
                        body.len()
                    );
                    let _ = socket.write_all(response.as_bytes()).await;
                });
            }
        });
        JwksEndpoint { url, keys, fetches }
    }

    fn serve(&self, keys: String) {
        *self.keys.lock().unwrap() = keys;
    }

    fn fetches(&self) -> usize {
        self.fetches.load(Ordering::SeqCst)
    }
}

/// An Ed25519 signing key made for the run, with its key id.
struct SigningKey {
    kid: String,
    key: jsonwebtoken::EncodingKey,
}

impl SigningKey {
    fn new(dir: &Path, kid: &str) -> SigningKey {
        let path = dir.join(format!("{kid}.pem"));
        let status = std::process::Command::new("openssl")
            .args(["genpkey", "-algorithm", "ed25519", "-out"])
            .arg(&path)
            .status()
            .expect("run openssl");
        assert!(status.success(), "openssl genpkey");
        let key = jsonwebtoken::EncodingKey::from_ed_pem(&std::fs::read(&path).unwrap()).unwrap();
        SigningKey {
            kid: kid.to_owned(),
            key,
        }
    }

    fn jwk(&self) -> serde_json::Value {
        let mut jwk =
            jsonwebtoken::jwk::Jwk::from_encoding_key(&self.key, jsonwebtoken::Algorithm::EdDSA)
                .unwrap();
        jwk.common.key_id = Some(self.kid.clone());
        serde_json::to_value(jwk).unwrap()
    }

    /// A token for `alice`, for audience `decisiond`, naming key id `kid`.
    fn token(&self, kid: &str) -> String {
        let now = chrono::Utc::now().timestamp();
        let claims = json!({
            "sub": "alice", "scope": "cycles:read cycles:write", "aud": "decisiond",
            "iat": now, "exp": now + 600,
        });
        let mut header = jsonwebtoken::Header::new(jsonwebtoken::Algorithm::EdDSA);
        header.kid = Some(kid.to_owned());
        jsonwebtoken::encode(&header, &claims, &self.key).unwrap()
    }
}

fn key_set(keys: &[&SigningKey]) -> String {
    json!({"keys": keys.iter().map(|k| k.jwk()).collect::<Vec<_>>()}).to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tokens_are_checked_with_a_jwks_url_over_https_that_rotates() {
    let dir = temp_data_dir("jwks_url");
    let (first, second) = (
        SigningKey::new(&dir, "key-1"),
        SigningKey::new(&dir, "key-2"),
    );
    let ca = TestCa::new(&dir.join("certs"), "idp-ca");
    let idp = JwksEndpoint::start(key_set(&[&first]), &ca.server("idp", &["IP:127.0.0.1"])).await;
    let ca_file = ca.cert.display().to_string();
    let cooldown = Duration::from_secs(1);
    let store = StoreLocation::fresh(StoreKind::Embedded, "jwks_url").await;
    let env = [
        ("DECISIOND_AUTH_JWKS_URL", idp.url.as_str()),
        ("DECISIOND_AUTH_JWKS_CA_FILE", ca_file.as_str()),
        ("DECISIOND_AUTH_AUDIENCE", "decisiond"),
        ("DECISIOND_AUTH_JWKS_COOLDOWN", "1s"),
        ("DECISIOND_AUTH_JWKS_REFRESH", "1h"),
    ];
    let server = Server::start_with_env(store, &[], &env).await;
    let status_with = |token: String| {
        let client = server.client(&token);
        let url = server.url("/api/cycles");
        async move {
            client
                .get(url)
                .send()
                .await
                .expect("request")
                .status()
                .as_u16()
        }
    };
    assert_eq!(status_with(first.token("key-1")).await, 200);
    let fetched_at_start = idp.fetches();
    assert!(fetched_at_start >= 1);

    // The provider rotates: key-2 replaces key-1. The first token naming
    // key-2 makes the service fetch the set again.
    idp.serve(key_set(&[&second]));
    tokio::time::sleep(cooldown + Duration::from_millis(200)).await;
    assert_eq!(status_with(second.token("key-2")).await, 200);
    assert_eq!(idp.fetches(), fetched_at_start + 1);
    assert_eq!(
        status_with(first.token("key-1")).await,
        401,
        "a retired key still works"
    );

    // A flood of forged key ids: at most one fetch per cooldown.
    tokio::time::sleep(cooldown).await;
    let before = idp.fetches();
    let started = Instant::now();
    let mut flood = tokio::task::JoinSet::new();
    for i in 0..200 {
        flood.spawn(status_with(second.token(&format!("forged-{i}"))));
    }
    while let Some(status) = flood.join_next().await {
        assert_eq!(status.unwrap(), 401);
    }
    let fetched = idp.fetches() - before;
    let allowed = (started.elapsed().as_secs_f64() / cooldown.as_secs_f64()).ceil() as usize + 1;
    assert!(
        (1..=allowed).contains(&fetched),
        "{fetched} fetches for 200 forged key ids in {:?} (cooldown {cooldown:?})",
        started.elapsed()
    );
    // The real key still works afterwards.
    assert_eq!(status_with(second.token("key-2")).await, 200);
}

/// A server that verifies client certificates and takes a token: the
/// service presents both.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nats_with_a_client_certificate_and_a_token() {
    let dir = temp_data_dir("nats_mtls");
    let ca = TestCa::new(&dir.join("certs"), "mtls-ca");
    let server_cert = ca.server("nats-server", &["IP:127.0.0.1"]);
    let client_cert = ca.client("decisiond");
    let token = format!("tok{}", uuid::Uuid::now_v7().simple());
    let config = dir.join("nats.conf");
    std::fs::write(
        &config,
        format!(
            "tls {{\n  cert_file: \"{}\"\n  key_file: \"{}\"\n  ca_file: \"{}\"\n  verify: true\n}}\n\
             authorization {{ token: \"{token}\" }}\n",
            server_cert.cert.display(),
            server_cert.key.display(),
            ca.cert.display(),
        ),
    )
    .unwrap();
    let nats = NatsServer::start_with_config("nats_mtls", &config, &[]);
    let url = format!("tls://127.0.0.1:{}", nats.port);
    let paths = [&ca.cert, &client_cert.cert, &client_cert.key].map(|p| p.display().to_string());
    let args: Vec<String> = [
        "--nats-url",
        &url,
        "--nats-stream",
        "MTLS",
        "--nats-subject-prefix",
        "mtls",
        "--nats-tls-ca",
        &paths[0],
        "--nats-tls-cert",
        &paths[1],
        "--nats-tls-key",
        &paths[2],
    ]
    .map(str::to_owned)
    .to_vec();
    let log = dir.join("mtls.log");
    let store = StoreLocation::fresh(StoreKind::Embedded, "nats_mtls").await;
    let env = [("RUST_LOG", "debug"), ("NATS_TOKEN", token.as_str())];
    let server = Server::start_logged(store, &args, &env, &log).await;
    server.create_cycle("Client certificate and token").await;
    let login = async_nats::ConnectOptions::with_token(token.clone())
        .add_client_certificate(client_cert.cert.clone(), client_cert.key.clone());
    stream_holds_as(login, &nats, &ca, "MTLS", 1).await;
    drop(server);
    assert!(
        !std::fs::read_to_string(&log).unwrap().contains(&token),
        "the token is in the log"
    );
}

/// The benchmark's pgbench step, as `bench/run.sh` runs it
/// (`bench/pgbench.sh` under `loadgen … -- pgbench`), one second long:
/// its files are what `bench/summarize.py` reads, and the CPU per
/// transaction it derives is a real reading.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_benchmarks_pgbench_step_measures_postgres_cpu_per_transaction() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let loadgen = env!("CARGO_BIN_EXE_loadgen");
    let admin = std::env::var(decision_store::testing::ADMIN_URL_ENV)
        .unwrap_or_else(|_| decision_store::testing::DEFAULT_ADMIN_URL.to_owned());
    let server = admin
        .rsplit_once('/')
        .map(|(server, _)| server.to_owned())
        .expect("an admin URL ends in its database");
    let database = decision_store::testing::fresh_pg_database("bench_pgbench").await;
    let out = temp_data_dir("bench_pgbench");
    let run = std::process::Command::new(repo.join("bench/pgbench.sh"))
        .arg(&out)
        .env("PG", &server)
        .env("LOADGEN", loadgen)
        .env("CLIENTS", "2")
        .env("SECONDS_PER_RUN", "1")
        .env("BENCH_PGBENCH_DB", &database.name)
        .output()
        .expect("run bench/pgbench.sh");
    drop(database);
    assert!(run.status.success(), "bench/pgbench.sh: {run:?}");

    let figures = std::process::Command::new("python3")
        .current_dir(repo.join("bench"))
        .args([
            "-c",
            "import json, sys; from pathlib import Path; import summarize as s; \
             out = Path(sys.argv[1]); \
             print(json.dumps({'tps': s.pgbench(out)['per_s'], \
                               'cpu_ms': s.pgbench_cpu_ms_per_transaction(out)}))",
        ])
        .arg(&out)
        .output()
        .expect("run python3");
    assert!(figures.status.success(), "summarize.py: {figures:?}");
    let figures: serde_json::Value =
        serde_json::from_slice(&figures.stdout).expect("the figures are JSON");
    let (tps, cpu_ms) = (
        figures["tps"].as_f64().unwrap(),
        figures["cpu_ms"].as_f64().unwrap(),
    );
    assert!(tps > 10.0, "pgbench ran no transactions: {figures}");
    // Postgres did work for them, and not absurdly much (a reading in
    // seconds instead of ticks, or every process's CPU, would be).
    assert!(cpu_ms > 0.0 && cpu_ms < 50.0, "{figures}");

    // A command that fails fails loadgen, so the benchmark stops there.
    let failed = std::process::Command::new(loadgen)
        .args([
            "--token",
            "unused",
            "--watch-comm",
            "postgres",
            "--",
            "false",
        ])
        .output()
        .expect("run loadgen");
    assert!(!failed.status.success(), "{failed:?}");
}

/// `BENCH_BASELINE`'s table (`bench/summarize.py`): each figure of this
/// build over the baseline's, from the two builds' loadgen reports.
#[test]
fn the_benchmarks_baseline_table_divides_this_build_by_the_baseline() {
    let out = temp_data_dir("bench_baseline");
    let report = |calls_per_s: f64, cpu_ms: f64, p99: f64| {
        json!({
            "tool_calls": 1000, "tool_calls_per_s": calls_per_s, "cpu_ms_per_tool_call": cpu_ms,
            "server": {"cpu_seconds": cpu_ms / 2.0},
            "watched_cpu_seconds": {"postgres": cpu_ms / 2.0},
            "latency_ms": {"p99": p99},
            "operations": {"get_pugh": {"p99": p99 / 10.0}},
            "read_your_write_ms": {"p99": p99 / 2.0},
        })
    };
    for (name, value) in [
        ("baseline-decisiond-max", report(1000.0, 1.0, 20.0)),
        ("baseline-decisiond-half", report(500.0, 2.0, 40.0)),
    ] {
        std::fs::write(out.join(format!("{name}.json")), value.to_string()).unwrap();
    }
    let (max, half) = (report(1500.0, 0.8, 10.0), report(750.0, 1.0, 20.0));
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let table = std::process::Command::new("python3")
        .current_dir(repo.join("bench"))
        .args([
            "-c",
            "import json, sys; from pathlib import Path; import summarize as s; \
             print('\\n'.join(s.against_baseline(Path(sys.argv[1]), json.loads(sys.argv[2]), \
                                                  json.loads(sys.argv[3]))))",
        ])
        .arg(&*out)
        .arg(max.to_string())
        .arg(half.to_string())
        .output()
        .expect("run python3");
    assert!(table.status.success(), "summarize.py: {table:?}");
    let table = String::from_utf8(table.stdout).unwrap();
    for row in [
        "| tool calls/s, maximum rate | 1,000.000 | 1,500.000 | 1.50x |",
        "| CPU ms per tool call (server + Postgres) | 1.000 | 0.800 | 0.80x |",
        "| server CPU ms per tool call | 0.500 | 0.400 | 0.80x |",
        "| CPU ms per tool call at half rate | 2.000 | 1.000 | 0.50x |",
        "| read-model GET p99 ms at half rate | 4.000 | 2.000 | 0.50x |",
        "| read-your-writes lag p99 ms at half rate | 20.000 | 10.000 | 0.50x |",
    ] {
        assert!(table.contains(row), "{row} not in\n{table}");
    }
}
