//! A private nats-server for the relay crate's tests (loopback, free
//! port, its own store). `$NATS_SERVER_BIN`, `PATH` or /usr/sbin; the
//! tests fail without it.

use decision_store::testing::{TempDir, temp_data_dir};
use std::net::{Ipv4Addr, TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub struct NatsServer {
    child: Child,
    /// Its store (every stream in it), removed after the process is killed.
    _dir: TempDir,
    pub url: String,
}

impl Drop for NatsServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub fn start_nats() -> NatsServer {
    start_nats_with_file_store(None)
}

/// A server whose JetStream may store at most `max_file_store` bytes.
pub fn start_nats_with_file_store(max_file_store: Option<u64>) -> NatsServer {
    let port = TcpListener::bind((Ipv4Addr::LOCALHOST, 0))
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let dir = temp_data_dir("relay_js");
    let bin = std::env::var("NATS_SERVER_BIN").unwrap_or_else(|_| {
        if Command::new("nats-server")
            .arg("--version")
            .output()
            .is_ok()
        {
            "nats-server".into()
        } else {
            "/usr/sbin/nats-server".into()
        }
    });
    let mut command = Command::new(&bin);
    command
        .args(["-js", "-a", "127.0.0.1", "-p", &port.to_string(), "-sd"])
        .arg(&dir);
    if let Some(max) = max_file_store {
        std::fs::create_dir_all(&dir).expect("the store directory");
        let config = dir.join("limits.conf");
        std::fs::write(&config, format!("jetstream {{ max_file_store: {max} }}\n"))
            .expect("the config");
        command.arg("-c").arg(config);
    }
    let child = command
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| {
            panic!("cannot start {bin}: {e}; install nats-server or set NATS_SERVER_BIN")
        });
    let server = NatsServer {
        child,
        _dir: dir,
        url: format!("nats://127.0.0.1:{port}"),
    };
    let deadline = Instant::now() + Duration::from_secs(15);
    while TcpStream::connect((Ipv4Addr::LOCALHOST, port)).is_err() {
        assert!(Instant::now() < deadline, "nats-server did not start");
        std::thread::sleep(Duration::from_millis(50));
    }
    server
}
