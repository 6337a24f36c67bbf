//! Leftovers of runs whose harness died without cleaning up (SIGKILL, a CI
//! timeout): their private Postgres, `decisiond` and `nats-server` would
//! otherwise run forever.
//!
//! Each run writes `owner` into its directory: the harness's pid, then
//! strings that only its own processes have on their command line (the
//! database URL, the NATS store directory). A later run stops the cluster
//! of any run whose harness is gone and kills, by pid, the `decisiond` and
//! `nats-server` processes whose command line names that run.

use std::path::Path;
use std::process::Command;

const PREFIX: &str = "dl_test_faults_";

/// Records this process as the owner of `run_dir`, with its `needles`.
pub fn record(run_dir: &Path, needles: &[String]) {
    let mut text = format!("{}\n", std::process::id());
    for needle in needles {
        text.push_str(needle);
        text.push('\n');
    }
    let _ = std::fs::write(run_dir.join("owner"), text);
}

fn alive(pid: &str) -> bool {
    Path::new("/proc").join(pid).exists()
}

/// Cleans up after every earlier run whose harness is no longer running.
pub fn sweep() {
    let Ok(entries) = std::fs::read_dir(std::env::temp_dir()) else {
        return;
    };
    for entry in entries.flatten() {
        let dir = entry.path();
        let named = entry
            .file_name()
            .to_str()
            .is_some_and(|n| n.starts_with(PREFIX));
        let Ok(owner) = std::fs::read_to_string(dir.join("owner")) else {
            continue;
        };
        let mut lines = owner.lines();
        let Some(pid) = lines.next() else { continue };
        if !named || alive(pid) || pid == std::process::id().to_string() {
            continue;
        }
        let needles: Vec<&str> = lines.filter(|l| !l.is_empty()).collect();
        kill_processes_naming(&needles);
        super::postgres::stop_leftover(&dir);
        // The NATS store directory of that run (a needle), if it is one.
        for needle in &needles {
            let path = Path::new(needle);
            let nats_dir = path.parent() == Some(std::env::temp_dir().as_path())
                && path
                    .file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with("dl_test_nats_faults_"));
            if nats_dir {
                let _ = std::fs::remove_dir_all(path);
            }
        }
        let _ = std::fs::remove_file(dir.join("owner"));
        eprintln!(
            "faults: cleaned up after an interrupted run in {}",
            dir.display()
        );
    }
}

/// SIGKILLs `decisiond` and `nats-server` processes whose command line
/// contains one of `needles`.
fn kill_processes_naming(needles: &[&str]) {
    if needles.is_empty() {
        return;
    }
    let Ok(procs) = std::fs::read_dir("/proc") else {
        return;
    };
    for entry in procs.flatten() {
        let Some(pid) = entry.file_name().to_str().map(str::to_owned) else {
            continue;
        };
        if !pid.bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        let Ok(cmdline) = std::fs::read(entry.path().join("cmdline")) else {
            continue;
        };
        let args: Vec<String> = cmdline
            .split(|b| *b == 0)
            .map(|a| String::from_utf8_lossy(a).into_owned())
            .collect();
        let program = args
            .first()
            .and_then(|a| Path::new(a).file_name())
            .and_then(|n| n.to_str())
            .unwrap_or("");
        if !matches!(program, "decisiond" | "nats-server") {
            continue;
        }
        let line = args.join(" ");
        if needles.iter().any(|n| line.contains(n)) {
            let _ = Command::new("kill").args(["-KILL", &pid]).status();
        }
    }
}
