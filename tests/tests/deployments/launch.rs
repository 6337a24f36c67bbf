//! One decisiond process as a deployment file starts it ([`Launch`]), what
//! this machine puts in place of the file's hosts and secrets ([`Site`]),
//! and the running process ([`Running`]) with its probes.

use decision_store::testing::{TempDir, temp_data_dir};
use std::collections::BTreeMap;
use std::net::{Ipv4Addr, TcpListener};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub type Env = BTreeMap<String, String>;

/// The binary's own default listen address (`serve --listen`).
const DEFAULT_LISTEN: &str = "127.0.0.1:8080";
/// Long enough for a debug build on a busy machine, short enough to fail.
const READY_WITHIN: Duration = Duration::from_secs(30);

/// A process as the file says to start it.
#[derive(Clone, Debug)]
pub struct Launch {
    /// Where it comes from, for messages: `compose.yaml: api`.
    pub name: String,
    /// The exact command line: `decisiond` or its absolute path, then the
    /// arguments.
    pub argv: Vec<String>,
    pub env: Env,
}

/// How the file says to tell that the process is up.
#[derive(Clone, Debug)]
pub enum Probe {
    /// GET `path` on the process's `port` (as the file numbers it): 2xx.
    Http { port: u16, path: String },
    /// This command (argv, `decisiond …`) with the process's environment
    /// exits 0.
    Command(Vec<String>),
}

/// How a process is run: the binary built from source as the test's user
/// (the default), or the one a package installed, as its user.
#[derive(Clone, Debug, Default)]
pub struct Runner {
    /// Run argv[0] as written (an installed binary), not the built one.
    pub installed: bool,
    /// The uid and gid to run as.
    pub user: Option<(u32, u32)>,
    /// The working directory (else a fresh temporary one).
    pub dir: Option<PathBuf>,
}

/// Stands in for the deployment's infrastructure on this machine.
pub struct Site {
    /// A fresh database on the local Postgres.
    pub database_url: String,
    /// A private nats-server on loopback, when the files set `NATS_URL`.
    pub nats_port: Option<u16>,
    /// Replaces the secret's placeholder (a Secret, an env file) or value.
    pub auth_secret: String,
}

pub fn free_port() -> u16 {
    TcpListener::bind((Ipv4Addr::LOCALHOST, 0))
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port()
}

/// `host:port` → the port.
fn port_of(address: &str) -> u16 {
    let (_, port) = address
        .rsplit_once(':')
        .unwrap_or_else(|| panic!("{address:?} has no port"));
    port.parse()
        .unwrap_or_else(|_| panic!("{address:?}: not a port"))
}

/// Every `host:port` in a comma-separated list of NATS URLs replaced with
/// 127.0.0.1:`port`; scheme and credentials kept.
fn local_nats_urls(urls: &str, port: u16) -> String {
    urls.split(',')
        .map(|url| {
            let url = url.trim();
            let (scheme, rest) = url
                .split_once("://")
                .unwrap_or_else(|| panic!("NATS URL without a scheme: {url:?}"));
            let (credentials, host) = match rest.rsplit_once('@') {
                Some((credentials, host)) => (format!("{credentials}@"), host),
                None => (String::new(), rest),
            };
            let path = host.find('/').map(|i| &host[i..]).unwrap_or("");
            format!("{scheme}://{credentials}127.0.0.1:{port}{path}")
        })
        .collect::<Vec<_>>()
        .join(",")
}

impl Site {
    /// The launch as it runs here: the built binary, the local hosts, a
    /// free port for `DECISIOND_LISTEN` (returned with the file's port).
    fn localize(&self, launch: &Launch, runner: &Runner) -> (Vec<String>, Env, u16, u16) {
        let mut argv = launch.argv.clone();
        argv[0] = program(&launch.name, &argv[0], runner);
        let mut env = launch.env.clone();
        if let Some(url) = env.get_mut("DATABASE_URL") {
            assert!(
                url.starts_with("postgres://") || url.starts_with("postgresql://"),
                "{}: DATABASE_URL is not a Postgres URL: {url}",
                launch.name
            );
            *url = self.database_url.clone();
        }
        if let Some(urls) = env.get_mut("NATS_URL") {
            let port = self.nats_port.unwrap_or_else(|| {
                panic!("{}: sets NATS_URL, the test started no NATS", launch.name)
            });
            *urls = local_nats_urls(urls, port);
        }
        if let Some(secret) = env.get_mut("DECISIOND_AUTH_SECRET") {
            *secret = self.auth_secret.clone();
        }
        // The file's cluster may keep several copies; one server here.
        if let Some(replicas) = env.get_mut("DECISIOND_NATS_STREAM_REPLICAS") {
            *replicas = "1".into();
        }
        // JetStream reserves the stream's cap: CI's disk has no room for
        // the 8 GiB default (tests/src/server.rs does the same).
        env.entry("DECISIOND_NATS_STREAM_MAX_BYTES".into())
            .or_insert_with(|| (256u64 << 20).to_string());
        let listen = env
            .get("DECISIOND_LISTEN")
            .cloned()
            .unwrap_or_else(|| DEFAULT_LISTEN.into());
        let (host, _) = listen.rsplit_once(':').expect("host:port");
        let file_port = port_of(&listen);
        let local_port = free_port();
        env.insert("DECISIOND_LISTEN".into(), format!("{host}:{local_port}"));
        (argv, env, file_port, local_port)
    }

    /// Runs a one-shot step (migrate) and asserts it exits 0 in time; its
    /// stdout.
    pub fn run_to_completion(&self, launch: &Launch) -> String {
        self.run_to_completion_as(launch, &Runner::default())
    }

    /// [`Site::run_to_completion`] as `runner` says.
    pub fn run_to_completion_as(&self, launch: &Launch, runner: &Runner) -> String {
        let (argv, env, _, _) = self.localize(launch, runner);
        let made = work_dir(&launch.name);
        let dir = runner.dir.clone().unwrap_or_else(|| made.to_path_buf());
        let child = command(&argv, &env, &dir, runner)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("{}: {e}", launch.name));
        let output = decision_e2e::server::exit_within(child, READY_WITHIN);
        assert!(
            output.status.success(),
            "{} ({}) exited with {}: {}",
            launch.name,
            launch.argv.join(" "),
            output.status,
            String::from_utf8_lossy(&output.stderr)
        );
        String::from_utf8_lossy(&output.stdout).into_owned()
    }

    /// Starts a long-running process.
    pub fn start(&self, launch: &Launch) -> Running {
        self.start_as(launch, Runner::default())
    }

    /// [`Site::start`] as `runner` says.
    pub fn start_as(&self, launch: &Launch, runner: Runner) -> Running {
        let (argv, env, file_port, local_port) = self.localize(launch, &runner);
        let made = work_dir(&launch.name);
        let dir = runner.dir.clone().unwrap_or_else(|| made.to_path_buf());
        // The log is the test's, not in the (maybe unwritable) working dir.
        let log_dir = work_dir(&format!("{}_log", launch.name));
        let log = log_dir.join("process.log");
        let file = std::fs::File::create(&log).expect("log file");
        let child = command(&argv, &env, &dir, &runner)
            .stdout(file.try_clone().expect("log file"))
            .stderr(file)
            .spawn()
            .unwrap_or_else(|e| panic!("{}: {e}", launch.name));
        Running {
            name: launch.name.clone(),
            argv,
            env,
            dir,
            log,
            child,
            file_port,
            local_port,
            runner,
            _dirs: [made, log_dir],
        }
    }
}

/// The program to run for the one a file names: the built decisiond, or
/// the installed file itself.
fn program(name: &str, program: &str, runner: &Runner) -> String {
    if runner.installed {
        assert!(
            std::path::Path::new(program).is_file(),
            "{name}: runs {program}, which is not installed"
        );
        return program.to_owned();
    }
    binary_for(name, program)
}

/// The built decisiond for the binary a file names.
fn binary_for(name: &str, program: &str) -> String {
    assert!(
        program == "decisiond" || program == "/usr/local/bin/decisiond",
        "{name}: runs {program:?}, not decisiond (the image's `decisiond` on PATH, or \
         /usr/local/bin/decisiond where the README installs it)"
    );
    decision_e2e::server::binary().display().to_string()
}

/// A fresh, empty working directory (the image's WORKDIR, a unit's
/// WorkingDirectory): where the embedded store's `./data` lands.
fn work_dir(name: &str) -> TempDir {
    let name: String = name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    temp_data_dir(&format!("deploy_{name}"))
}

/// Exactly `env`: nothing of the test's own environment leaks in.
/// As `runner.user` when given (setpriv: that uid and gid, and no
/// supplementary group of the test's, as systemd's `User=` runs it).
fn command(argv: &[String], env: &Env, dir: &PathBuf, runner: &Runner) -> Command {
    let mut command = match runner.user {
        None => Command::new(&argv[0]),
        Some((uid, gid)) => {
            let mut command = Command::new("/usr/bin/setpriv");
            command.args([
                format!("--reuid={uid}"),
                format!("--regid={gid}"),
                "--clear-groups".to_owned(),
                "--".to_owned(),
                argv[0].clone(),
            ]);
            command
        }
    };
    command
        .args(&argv[1..])
        .env_clear()
        .envs(env)
        .current_dir(dir)
        .stdin(Stdio::null());
    command
}

pub struct Running {
    name: String,
    argv: Vec<String>,
    env: Env,
    pub dir: PathBuf,
    log: PathBuf,
    child: Child,
    /// The port the file gives it, and the free one it has here.
    file_port: u16,
    local_port: u16,
    runner: Runner,
    /// Its working directory (unless the runner gave one) and its log's,
    /// removed once the process is gone.
    _dirs: [TempDir; 2],
}

impl Running {
    /// `http://127.0.0.1:<port>{path}`.
    pub fn url(&self, path: &str) -> String {
        format!("http://127.0.0.1:{}{path}", self.local_port)
    }

    fn log_tail(&self) -> String {
        let log = std::fs::read_to_string(&self.log).unwrap_or_default();
        let lines: Vec<&str> = log.lines().collect();
        lines[lines.len().saturating_sub(30)..].join("\n")
    }

    /// Waits until `probe` passes; fails if the process exits first or the
    /// probe names another port than the process listens on.
    pub async fn wait_ready(&mut self, probe: &Probe) {
        if let Probe::Http { port, path } = probe {
            assert_eq!(
                *port, self.file_port,
                "{}: the probe of {path} uses port {port}, the process listens on {}",
                self.name, self.file_port
            );
        }
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(2))
            .build()
            .expect("an HTTP client");
        let deadline = Instant::now() + READY_WITHIN;
        loop {
            if let Some(status) = self.child.try_wait().expect("poll the process") {
                panic!(
                    "{} exited with {status} before it was ready:\n{}",
                    self.name,
                    self.log_tail()
                );
            }
            let last = match self.probe_once(&http, probe).await {
                Ok(()) => return,
                Err(why) => why,
            };
            assert!(
                Instant::now() < deadline,
                "{} not ready within {READY_WITHIN:?} ({probe:?}: {last}):\n{}",
                self.name,
                self.log_tail()
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// The process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Stops the process (SIGKILL) and waits for it.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// One try of `probe`: Ok, or why it failed.
    pub async fn probe_once(&self, http: &reqwest::Client, probe: &Probe) -> Result<(), String> {
        match probe {
            Probe::Http { path, .. } => {
                let response = http
                    .get(self.url(path))
                    .send()
                    .await
                    .map_err(|e| e.to_string())?;
                match response.status().is_success() {
                    true => Ok(()),
                    false => Err(format!("answered {}", response.status())),
                }
            }
            Probe::Command(argv) => {
                let mut argv = argv.clone();
                argv[0] = match self.runner.installed {
                    // The unit's own binary: the probe runs what it starts.
                    true => self.argv[0].clone(),
                    false => binary_for(&self.name, &argv[0]),
                };
                let output = command(&argv, &self.env, &self.dir, &self.runner)
                    .output()
                    .map_err(|e| e.to_string())?;
                match output.status.success() {
                    true => Ok(()),
                    false => Err(format!(
                        "exited with {}: {}",
                        output.status,
                        String::from_utf8_lossy(&output.stderr).trim()
                    )),
                }
            }
        }
    }
}

impl Running {
    /// With NATS configured, `/readyz` reports NATS connected (the
    /// relay's connection, or an api-only instance's intake's): the file's
    /// `NATS_URL` and its credentials work.
    pub async fn wait_nats_connected_if_configured(&self) {
        if !self.uses_nats() {
            return;
        }
        let deadline = Instant::now() + READY_WITHIN;
        loop {
            let body: serde_json::Value = reqwest::get(self.url("/readyz"))
                .await
                .and_then(|r| r.error_for_status())
                .unwrap_or_else(|e| panic!("{}: /readyz: {e}", self.name))
                .json()
                .await
                .expect("/readyz JSON");
            if body["nats"] == "connected" {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "{}: NATS not connected within {READY_WITHIN:?}: {body}\n{}",
                self.name,
                self.log_tail()
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Whether the file gives this process a NATS server.
    fn uses_nats(&self) -> bool {
        self.env.contains_key("NATS_URL") || self.argv.iter().any(|a| a == "--nats-url")
    }

    /// `/mcp` answers each host `DECISIOND_MCP_ALLOWED_HOSTS` lists and
    /// refuses (403) one it does not: the setting is read and takes effect.
    pub async fn check_mcp_hosts(&self) {
        let allowed = self
            .env
            .get("DECISIOND_MCP_ALLOWED_HOSTS")
            .unwrap_or_else(|| panic!("{}: no DECISIOND_MCP_ALLOWED_HOSTS", self.name));
        let hosts: Vec<&str> = allowed.split(',').map(str::trim).collect();
        let token = decision_e2e::server::token("deploy", "cycles:read");
        let http = reqwest::Client::new();
        for (host, want) in hosts
            .iter()
            .map(|h| (*h, 200))
            .chain([("elsewhere.example", 403)])
        {
            let status = http
                .post(self.url("/mcp"))
                .header("host", host)
                .bearer_auth(&token)
                .header("accept", "application/json, text/event-stream")
                .json(&serde_json::json!({"jsonrpc": "2.0", "id": 1, "method": "tools/list"}))
                .send()
                .await
                .unwrap_or_else(|e| panic!("{}: POST /mcp: {e}", self.name))
                .status();
            assert_eq!(status, want, "{}: POST /mcp with Host: {host}", self.name);
        }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        self.kill();
    }
}

#[test]
fn nats_urls_keep_scheme_and_credentials() {
    assert_eq!(
        local_nats_urls("nats://u:p@nats-1:4222,nats://nats-2:4222", 9),
        "nats://u:p@127.0.0.1:9,nats://127.0.0.1:9"
    );
}
