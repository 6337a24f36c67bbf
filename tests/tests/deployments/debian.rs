//! The Debian package (`deploy/package/deb.sh`, made by the release
//! script): `dpkg -i` on this machine, then each unit it installed started
//! as systemd would (no systemd runs here): its `ExecStartPre` and
//! `ExecStart` as the `decisiond` user the postinst made, with the
//! installed `/etc/decisiond/env` (only hosts, ports and the secret
//! replaced, as for deploy/systemd), ready by `decisiond healthcheck`.
//! Purged at the end, failure included; the purge takes the user away.
//! Needs root (dpkg); a lock keeps two runs on one machine apart.

use super::launch::{Probe, Runner, Site};
use super::release::{artifacts, run};
use super::systemd::Unit;
use decision_e2e::nats::NatsServer;
use decision_e2e::server::TEST_SECRET;
use decision_store::testing::fresh_pg_database;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

const PACKAGE: &str = "decisiond";
const UNITS: &str = "/lib/systemd/system";

/// `dpkg` with `args`, retried while another dpkg or apt holds its lock.
fn dpkg(args: &[&str]) -> String {
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        let output = Command::new("dpkg")
            .args(args)
            .env("DEBIAN_FRONTEND", "noninteractive")
            .output()
            .expect("dpkg runs (a Debian machine)");
        let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
        if output.status.success() {
            return String::from_utf8_lossy(&output.stdout).into_owned() + &stderr;
        }
        assert!(
            stderr.contains("lock") && Instant::now() < deadline,
            "dpkg {} failed: {stderr}",
            args.join(" ")
        );
        std::thread::sleep(Duration::from_millis(500));
    }
}

fn installed() -> bool {
    Command::new("dpkg-query")
        .args(["-W", "-f=${Status}", PACKAGE])
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).contains("install ok installed"))
}

/// Purges the package when dropped, so a failing test leaves the machine
/// as it found it too.
struct Installed(#[allow(dead_code)] std::fs::File);

impl Drop for Installed {
    fn drop(&mut self) {
        dpkg(&["--purge", PACKAGE]);
    }
}

/// The `decisiond` user's uid and gid.
fn account(name: &str) -> Option<(u32, u32)> {
    let passwd = std::fs::read_to_string("/etc/passwd").expect("/etc/passwd");
    passwd.lines().find_map(|line| {
        let fields: Vec<&str> = line.split(':').collect();
        (fields.first() == Some(&name)).then(|| {
            (
                fields[2].parse().expect("a uid"),
                fields[3].parse().expect("a gid"),
            )
        })
    })
}

#[tokio::test]
async fn the_debian_package_installs_runs_its_units_as_its_user_and_purges_clean() {
    assert_eq!(
        run(Path::new("/"), "id", &["-u"], &[]).trim(),
        "0",
        "installing a Debian package needs root"
    );
    let release = artifacts();
    // One package test per machine at a time (dpkg is machine-wide).
    let lock = std::fs::File::create("/run/lock/decision-ledger-deb-test.lock").expect("a lock");
    lock.lock().expect("the package test lock");
    if installed() {
        dpkg(&["--purge", PACKAGE]);
    }
    assert!(
        account(PACKAGE).is_none(),
        "a decisiond user exists before the install"
    );

    let deb = release.deb.display().to_string();
    let info = run(
        Path::new("/"),
        "dpkg-deb",
        &["--field", &deb, "Version", "Depends"],
        &[],
    );
    assert!(
        info.contains(&format!("Version: {}", release.version)),
        "{info}"
    );
    let conffiles = run(
        Path::new("/"),
        "dpkg-deb",
        &["--info", &deb, "conffiles"],
        &[],
    );
    assert_eq!(conffiles.trim(), "/etc/decisiond/env");
    dpkg(&["-i", &deb]);
    let _installed = Installed(lock);
    assert!(installed());

    let (uid, gid) = account(PACKAGE).expect("the postinst made the decisiond user");
    assert_ne!(uid, 0);
    let state = std::fs::metadata("/var/lib/decisiond").expect("the state directory");
    assert!(state.is_dir());
    {
        use std::os::unix::fs::MetadataExt;
        assert_eq!((state.uid(), state.gid()), (uid, gid), "owned by decisiond");
        let env = std::fs::metadata("/etc/decisiond/env").expect("the env file");
        assert_eq!(env.mode() & 0o777, 0o600, "the env file holds secrets");
        assert_eq!(env.uid(), 0);
    }
    let version = run(Path::new("/"), "/usr/bin/decisiond", &["--version"], &[]);
    assert_eq!(version.trim(), format!("decisiond {}", release.version));

    let nats = NatsServer::start("deploy_deb");
    // Held to the end: the database is dropped with it.
    let database = fresh_pg_database("deploy_deb").await;
    let site = Site {
        database_url: database.url.clone(),
        nats_port: Some(nats.port),
        auth_secret: TEST_SECRET.into(),
    };
    let names = [
        "decisiond.service",
        "decisiond-api.service",
        "decisiond-workers.service",
    ];
    for name in names {
        let unit = Unit::load_installed(&Path::new(UNITS).join(name));
        assert_eq!(
            unit.one("User"),
            Some(PACKAGE),
            "{name} runs as the package's user"
        );
        assert_eq!(unit.one("DynamicUser"), None, "{name}");
        let runner = Runner {
            installed: true,
            user: Some((uid, gid)),
            dir: unit.one("WorkingDirectory").map(Into::into),
        };
        let (pre, start) = unit.launches();
        assert_eq!(start.argv[0], "/usr/bin/decisiond", "{name}");
        for step in &pre {
            site.run_to_completion_as(step, &runner);
        }
        let mut process = site.start_as(&start, runner);
        let probe = ["decisiond", "healthcheck", "--path", "/readyz"].map(String::from);
        process.wait_ready(&Probe::Command(probe.to_vec())).await;
        process.wait_nats_connected_if_configured().await;
        let status = super::read(Path::new(&format!("/proc/{}/status", process.pid())));
        let real_uid = status
            .lines()
            .find_map(|l| l.strip_prefix("Uid:"))
            .and_then(|ids| ids.split_whitespace().next())
            .expect("the process's uid");
        assert_eq!(
            real_uid,
            uid.to_string(),
            "{name}: runs as the decisiond user"
        );
        process.kill();
    }

    drop(_installed);
    assert!(!installed(), "purged");
    assert!(account(PACKAGE).is_none(), "the purge removed the user");
    assert!(
        !Path::new("/etc/decisiond/env").exists(),
        "the purge removed the conffile"
    );
    assert!(
        !Path::new("/var/lib/decisiond").exists(),
        "the empty state directory went too"
    );
    for name in names {
        assert!(!Path::new(UNITS).join(name).exists(), "{name} removed");
    }
}
