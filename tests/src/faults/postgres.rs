//! A private PostgreSQL cluster for one run: its own data directory, its
//! own port on 127.0.0.1, its own socket directory. Stopping it
//! (`pg_ctl stop -m immediate`, a crash as far as Postgres is concerned)
//! never touches the machine's shared server on 5432.
//!
//! The binaries come from `$PG_BIN_DIR`, else the newest
//! `/usr/lib/postgresql/*/bin`, else `pg_config --bindir`. `initdb` refuses
//! to run as root, so as root every command runs as the `postgres` user
//! (`runuser -u postgres --`, or `su postgres` without runuser), in a
//! directory that user owns.

use super::ports;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Duration;

pub struct PrivatePostgres {
    bin: PathBuf,
    /// Owned by the server's user: data, socket, log.
    root: PathBuf,
    data: PathBuf,
    pub port: u16,
    /// `Some("postgres")` when this process runs as root.
    run_as: Option<String>,
    running: bool,
    /// The processes SIGSTOPped by [`PrivatePostgres::freeze`].
    frozen: Vec<String>,
}

fn bin_dir() -> PathBuf {
    if let Ok(dir) = std::env::var("PG_BIN_DIR") {
        return PathBuf::from(dir);
    }
    let mut candidates: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let version = entry.file_name().to_str()?.parse::<u32>().ok()?;
            let bin = entry.path().join("bin");
            bin.join("initdb").is_file().then_some((version, bin))
        })
        .collect();
    candidates.sort();
    if let Some((_, bin)) = candidates.pop() {
        return bin;
    }
    let output = Command::new("pg_config").arg("--bindir").output();
    match output {
        Ok(out) if out.status.success() => {
            PathBuf::from(String::from_utf8_lossy(&out.stdout).trim())
        }
        _ => panic!(
            "\n\n*** No PostgreSQL server binaries (initdb, pg_ctl) found: looked in\n\
             *** /usr/lib/postgresql/*/bin and `pg_config --bindir`. Install the\n\
             *** server (deploy/ensure-services.sh) or set PG_BIN_DIR.\n\n"
        ),
    }
}

fn text_of(command: &str) -> String {
    let output = Command::new("sh")
        .args(["-c", command])
        .output()
        .unwrap_or_else(|e| panic!("run {command}: {e}"));
    String::from_utf8_lossy(&output.stdout).trim().to_owned()
}

fn shell_quote(arg: &str) -> String {
    format!("'{}'", arg.replace('\'', r"'\''"))
}

impl PrivatePostgres {
    /// `initdb` a fresh cluster under `parent` and start it.
    pub fn start(parent: &Path) -> PrivatePostgres {
        let mut pg = PrivatePostgres::init(parent);
        pg.start_again();
        pg
    }

    /// `initdb` a fresh cluster under `parent`, not started: configure it
    /// ([`PrivatePostgres::install`]), then [`PrivatePostgres::start_again`].
    pub fn init(parent: &Path) -> PrivatePostgres {
        let bin = bin_dir();
        let root = parent.join("pg");
        std::fs::create_dir_all(&root).expect("create the cluster directory");
        let run_as = (text_of("id -u") == "0").then(|| "postgres".to_owned());
        if let Some(user) = &run_as {
            let uid: u32 = text_of(&format!("id -u {user}"))
                .parse()
                .unwrap_or_else(|_| {
                    panic!("running as root, but there is no `{user}` user to run Postgres as")
                });
            let gid: u32 = text_of(&format!("id -g {user}")).parse().expect("gid");
            std::os::unix::fs::chown(&root, Some(uid), Some(gid))
                .expect("hand the cluster directory to postgres");
        }
        let pg = PrivatePostgres {
            data: root.join("data"),
            root,
            bin,
            port: ports::stable_free_port(),
            run_as,
            running: false,
            frozen: Vec::new(),
        };
        let data = pg.data.display().to_string();
        pg.run_checked(
            "initdb",
            &[
                "-D",
                &data,
                "-U",
                "postgres",
                "--auth=trust",
                "-E",
                "UTF8",
                "--no-sync",
                "--no-instructions",
            ],
        );
        pg
    }

    /// Writes `contents` to `name` in the data directory, owned by the
    /// server's user with `mode` (a TLS key must be 0600 and the server's).
    pub fn install(&self, name: &str, contents: &[u8], mode: u32) {
        use std::os::unix::fs::PermissionsExt;
        let path = self.data.join(name);
        std::fs::write(&path, contents).unwrap_or_else(|e| panic!("write {}: {e}", path.display()));
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(mode))
            .expect("set the file's mode");
        if let Some(user) = &self.run_as {
            let uid: u32 = text_of(&format!("id -u {user}")).parse().expect("uid");
            let gid: u32 = text_of(&format!("id -g {user}")).parse().expect("gid");
            std::os::unix::fs::chown(&path, Some(uid), Some(gid)).expect("chown");
        }
    }

    /// Appends `lines` to the cluster's `postgresql.conf`.
    pub fn configure(&self, lines: &str) {
        let path = self.data.join("postgresql.conf");
        let mut conf = std::fs::read_to_string(&path).expect("read postgresql.conf");
        conf.push('\n');
        conf.push_str(lines);
        conf.push('\n');
        std::fs::write(&path, conf).expect("write postgresql.conf");
    }

    pub fn url(&self, database: &str) -> String {
        format!("postgres://postgres@127.0.0.1:{}/{database}", self.port)
    }

    pub fn log_path(&self) -> PathBuf {
        self.root.join("postgres.log")
    }

    /// Starts the cluster (again) on the same port and waits until it
    /// accepts connections (crash recovery included).
    pub fn start_again(&mut self) {
        assert!(!self.running, "the private Postgres is already running");
        let options = format!(
            "-p {} -k {} -c listen_addresses=127.0.0.1 -c max_connections=200",
            self.port,
            self.root.display()
        );
        let data = self.data.display().to_string();
        let log = self.log_path().display().to_string();
        self.run_checked(
            "pg_ctl",
            &[
                "-D", &data, "-o", &options, "-l", &log, "-w", "-t", "60", "start",
            ],
        );
        self.running = true;
    }

    /// `pg_ctl stop -m immediate`: every backend dies at once, nothing is
    /// flushed; the next start runs crash recovery.
    pub fn stop_immediate(&mut self) {
        if !self.running {
            return;
        }
        let data = self.data.display().to_string();
        self.run_checked("pg_ctl", &["-D", &data, "-m", "immediate", "-w", "stop"]);
        self.running = false;
    }

    /// SIGSTOPs the postmaster and every backend: connections stay open,
    /// nothing answers (a hung server, or a network partition).
    pub fn freeze(&mut self) {
        assert!(
            self.running && self.frozen.is_empty(),
            "freeze a running cluster once"
        );
        let pid_file = std::fs::read_to_string(self.data.join("postmaster.pid"))
            .expect("postmaster.pid of a running cluster");
        let postmaster = pid_file.lines().next().unwrap_or("").trim().to_owned();
        let mut pids = vec![postmaster.clone()];
        pids.extend(children_of(&postmaster));
        let _ = Command::new("kill").arg("-STOP").args(&pids).status();
        self.frozen = pids;
    }

    /// SIGCONTs what [`PrivatePostgres::freeze`] stopped.
    pub fn thaw(&mut self) {
        if !self.frozen.is_empty() {
            let _ = Command::new("kill")
                .arg("-CONT")
                .args(&self.frozen)
                .status();
            self.frozen.clear();
        }
    }

    fn command(&self, program: &str, args: &[&str]) -> Command {
        pg_command(&self.bin, self.run_as.as_deref(), program, args)
    }

    fn run_checked(&self, program: &str, args: &[&str]) -> Output {
        let output = self
            .command(program, args)
            .current_dir(&self.root)
            .output()
            .unwrap_or_else(|e| panic!("run {program}: {e}"));
        if !output.status.success() {
            let log = std::fs::read_to_string(self.log_path()).unwrap_or_default();
            let tail: Vec<&str> = log.lines().rev().take(20).collect();
            panic!(
                "{program} {args:?} failed ({}):\n{}\n{}\nlog tail:\n{}",
                output.status,
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr),
                tail.into_iter().rev().collect::<Vec<_>>().join("\n")
            );
        }
        output
    }
}

/// `program` of the server binaries, as `run_as` if given.
fn pg_command(bin: &Path, run_as: Option<&str>, program: &str, args: &[&str]) -> Command {
    let program = bin.join(program);
    match run_as {
        None => {
            let mut command = Command::new(program);
            command.args(args);
            command
        }
        Some(user) if which("runuser") || Path::new("/usr/sbin/runuser").exists() => {
            let mut command = Command::new("runuser");
            command.args(["-u", user, "--"]).arg(program).args(args);
            command
        }
        Some(user) => {
            let line: Vec<String> = std::iter::once(program.display().to_string())
                .chain(args.iter().map(|a| (*a).to_owned()))
                .map(|a| shell_quote(&a))
                .collect();
            let mut command = Command::new("su");
            command.args([user, "-s", "/bin/sh", "-c", &line.join(" ")]);
            command
        }
    }
}

/// Stops the cluster of an earlier run under `parent` if it is still up
/// (its harness was killed before it could), and deletes its data.
pub fn stop_leftover(parent: &Path) {
    let data = parent.join("pg").join("data");
    if data.join("postmaster.pid").exists() {
        let run_as = (text_of("id -u") == "0").then_some("postgres");
        let data_arg = data.display().to_string();
        let _ = pg_command(
            &bin_dir(),
            run_as,
            "pg_ctl",
            &["-D", &data_arg, "-m", "immediate", "-w", "stop"],
        )
        .output();
    }
    let _ = std::fs::remove_dir_all(&data);
}

fn which(program: &str) -> bool {
    std::env::var_os("PATH")
        .into_iter()
        .flat_map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
        .any(|dir| dir.join(program).is_file())
}

/// Creates `database` on the cluster (it must be running).
pub async fn create_database(pg: &PrivatePostgres, database: &str) {
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    let client = loop {
        match decision_store::postgres::connect(&pg.url("postgres")).await {
            Ok((client, connection)) => {
                tokio::spawn(connection);
                break client;
            }
            Err(e) if std::time::Instant::now() < deadline => {
                let _ = e;
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            Err(e) => panic!("connect to the private Postgres on {}: {e}", pg.port),
        }
    };
    client
        .batch_execute(&format!("CREATE DATABASE \"{database}\""))
        .await
        .unwrap_or_else(|e| panic!("CREATE DATABASE {database}: {e}"));
}

/// The pids whose parent is `pid` (from /proc/*/stat).
fn children_of(pid: &str) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|entry| {
            let stat = std::fs::read_to_string(entry.path().join("stat")).ok()?;
            // "pid (comm) state ppid ...": comm may hold spaces and parens.
            let after = &stat[stat.rfind(')')? + 1..];
            let ppid = after.split_whitespace().nth(1)?;
            (ppid == pid).then(|| entry.file_name().to_string_lossy().into_owned())
        })
        .collect()
}

impl Drop for PrivatePostgres {
    fn drop(&mut self) {
        self.thaw();
        if self.running {
            let data = self.data.display().to_string();
            let _ = self
                .command("pg_ctl", &["-D", &data, "-m", "immediate", "-w", "stop"])
                .output();
            self.running = false;
        }
    }
}
