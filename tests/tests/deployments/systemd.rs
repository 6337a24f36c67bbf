//! `deploy/systemd/*.service`, as systemd starts each unit: `Environment=`
//! lines, then the `EnvironmentFile=` (deploy/systemd/decisiond.env is the
//! template the README installs as /etc/decisiond/env; the file wins, as in
//! systemd), `ExecStartPre=` to completion, then `ExecStart=`, ready when
//! `decisiond healthcheck --path /readyz` passes with the unit's
//! environment.

use super::image::shell_words;
use super::launch::{Env, Launch, Probe, Site};
use decision_e2e::nats::NatsServer;
use decision_e2e::server::TEST_SECRET;
use decision_store::testing::fresh_pg_database;
use std::path::Path;

/// Where the README installs the env file template.
const ENV_FILE: &str = "/etc/decisiond/env";
const ENV_TEMPLATE: &str = "systemd/decisiond.env";

/// The `[Service]` section's settings, in order.
pub struct Unit {
    pub name: String,
    settings: Vec<(String, String)>,
    /// A unit a package installed: its `EnvironmentFile=` is read where it
    /// says (the package's conffile), not from deploy/'s template.
    installed: bool,
}

impl Unit {
    pub fn load(path: &Path) -> Unit {
        Unit::parse(
            &path.file_name().unwrap().to_string_lossy(),
            &super::read(path),
        )
    }

    /// A unit file a package installed, reading its installed env file.
    pub fn load_installed(path: &Path) -> Unit {
        Unit {
            installed: true,
            ..Unit::load(path)
        }
    }

    fn parse(name: &str, text: &str) -> Unit {
        let mut settings = Vec::new();
        let mut section = String::new();
        let mut pending = String::new();
        for line in text.lines() {
            let line = line.trim();
            if pending.is_empty() && (line.is_empty() || line.starts_with(['#', ';'])) {
                continue;
            }
            if let Some(continued) = line.strip_suffix('\\') {
                pending.push_str(continued);
                pending.push(' ');
                continue;
            }
            let line = std::mem::take(&mut pending) + line;
            if line.starts_with('[') {
                section = line.trim_matches(['[', ']']).to_owned();
            } else if section == "Service" {
                let (key, value) = line
                    .split_once('=')
                    .unwrap_or_else(|| panic!("{name}: {line:?} is not Key=Value"));
                settings.push((key.trim().to_owned(), value.trim().to_owned()));
            }
        }
        Unit {
            name: name.to_owned(),
            settings,
            installed: false,
        }
    }

    fn all(&self, key: &str) -> Vec<&str> {
        self.settings
            .iter()
            .filter(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
            .collect()
    }

    pub fn one(&self, key: &str) -> Option<&str> {
        self.all(key).last().copied()
    }

    /// `Environment=` assignments, then each `EnvironmentFile=`'s.
    pub fn environment(&self) -> Env {
        let mut env = Env::new();
        for line in self.all("Environment") {
            for word in shell_words(line) {
                let (key, value) = word
                    .split_once('=')
                    .unwrap_or_else(|| panic!("{}: Environment={line}", self.name));
                env.insert(key.to_owned(), value.to_owned());
            }
        }
        for file in self.all("EnvironmentFile") {
            let file = file.trim_start_matches('-');
            assert_eq!(
                file, ENV_FILE,
                "{}: the README installs deploy/{ENV_TEMPLATE} as {ENV_FILE}",
                self.name
            );
            env.extend(match self.installed {
                true => env_file(Path::new(file)),
                false => env_file(&super::deploy_dir().join(ENV_TEMPLATE)),
            });
        }
        env
    }

    /// An `Exec*=` line as argv (systemd's `-@:+!` prefixes dropped).
    fn command(&self, line: &str) -> Vec<String> {
        let line = line.trim_start_matches(['-', '@', ':', '+', '!']);
        shell_words(line)
    }

    pub fn launches(&self) -> (Vec<Launch>, Launch) {
        let env = self.environment();
        let launch = |key: &str, line: &str| Launch {
            name: format!("{} {key}", self.name),
            argv: self.command(line),
            env: env.clone(),
        };
        let pre = self
            .all("ExecStartPre")
            .into_iter()
            .map(|l| launch("ExecStartPre", l));
        let start = self
            .one("ExecStart")
            .unwrap_or_else(|| panic!("{}: no ExecStart", self.name));
        (pre.collect(), launch("ExecStart", start))
    }
}

/// `NAME=value` lines (comments and blanks skipped, quotes removed).
pub fn env_file(path: &Path) -> Env {
    super::read(path)
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| {
            let (key, value) = line
                .split_once('=')
                .unwrap_or_else(|| panic!("{}: {line:?}", path.display()));
            (key.to_owned(), value.trim_matches(['"', '\'']).to_owned())
        })
        .collect()
}

pub fn units() -> Vec<Unit> {
    super::files_in("systemd", ".service")
        .iter()
        .map(|path| Unit::load(path))
        .collect()
}

#[test]
fn the_parser_reads_the_service_section() {
    let unit = Unit::parse(
        "t.service",
        "[Unit]\nDescription=x\n[Service]\nEnvironment=A=1 \"B=two words\"\n\
         # comment\nExecStart=-/usr/local/bin/decisiond serve \\\n  --roles api\n",
    );
    assert_eq!(unit.one("Description"), None);
    let (pre, start) = unit.launches();
    assert!(pre.is_empty());
    assert_eq!(
        start.argv,
        ["/usr/local/bin/decisiond", "serve", "--roles", "api"]
    );
    assert_eq!(start.env["B"], "two words");
}

/// Every unit: its ExecStartPre steps exit 0, its ExecStart becomes ready;
/// each runs as a user of its own, not root.
#[tokio::test]
async fn systemd_units_migrate_then_serve() {
    let nats = NatsServer::start("deploy_systemd");
    // Held to the end: the database is dropped with it.
    let database = fresh_pg_database("deploy_systemd").await;
    let site = Site {
        database_url: database.url.clone(),
        nats_port: Some(nats.port),
        auth_secret: TEST_SECRET.into(),
    };
    let units = units();
    let mut running = Vec::new();
    for unit in &units {
        let dynamic = unit.one("DynamicUser") == Some("yes");
        let user = unit.one("User").filter(|u| *u != "root" && *u != "0");
        assert!(
            dynamic || user.is_some(),
            "{}: not root (DynamicUser= or User=)",
            unit.name
        );
        if let Some(dir) = unit.one("WorkingDirectory") {
            let state = unit.one("StateDirectory").map(|s| format!("/var/lib/{s}"));
            assert_eq!(
                Some(dir.to_owned()),
                state,
                "{}: writable under ProtectSystem=strict",
                unit.name
            );
        }
        let (pre, start) = unit.launches();
        for step in &pre {
            site.run_to_completion(step);
        }
        let mut process = site.start(&start);
        let probe = ["decisiond", "healthcheck", "--path", "/readyz"].map(String::from);
        process.wait_ready(&Probe::Command(probe.to_vec())).await;
        process.wait_nats_connected_if_configured().await;
        running.push(process);
    }
    assert!(
        units.iter().any(|u| !u.all("ExecStartPre").is_empty()),
        "some unit migrates before it serves"
    );
}
