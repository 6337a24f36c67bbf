//! The `decisiond` process under test: started on a free port (a new one
//! each time), SIGKILLed, started again on the same store. Its stderr is
//! appended to one log file per run, with a marker line per start, so a
//! misbehaviour can be traced to its log lines.
//!
//! The current address is published on a watch channel: `None` while the
//! process is down, `Some(endpoint)` with a new `generation` after each
//! start. Clients read it before every attempt.

use crate::server::{binary, serve_command};
use std::fs::File;
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ExitStatus, Stdio};
use std::time::{Duration, Instant};
use tokio::sync::watch;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Endpoint {
    /// 1 for the first process, +1 per start.
    pub generation: u64,
    pub base_url: String,
}

pub struct Service {
    child: Option<Child>,
    args: Vec<String>,
    pub log: PathBuf,
    generation: u64,
    tx: watch::Sender<Option<Endpoint>>,
}

/// How long a start may take before the run fails.
const START_TIMEOUT: Duration = Duration::from_secs(60);

impl Service {
    /// A service that is not running yet; `args` follow `serve` (store,
    /// NATS, limits).
    pub fn new(args: Vec<String>, log: PathBuf) -> (Service, watch::Receiver<Option<Endpoint>>) {
        let (tx, rx) = watch::channel(None);
        (
            Service {
                child: None,
                args,
                log,
                generation: 0,
                tx,
            },
            rx,
        )
    }

    pub fn generation(&self) -> u64 {
        self.generation
    }

    fn note(&self, line: &str) {
        if let Ok(mut file) = File::options().create(true).append(true).open(&self.log) {
            let _ = writeln!(file, "=== faults: {line}");
        }
    }

    /// Starts a process and waits for its `listening` line; returns how
    /// long that took. Fails with the log's tail if it exits first.
    pub async fn start(&mut self) -> Result<Duration, String> {
        assert!(self.child.is_none(), "decisiond is already running");
        let started = Instant::now();
        self.note(&format!("start generation {}", self.generation + 1));
        let stderr = File::options()
            .create(true)
            .append(true)
            .open(&self.log)
            .map_err(|e| format!("open {}: {e}", self.log.display()))?;
        let mut command = serve_command(&self.args);
        command.env("NO_COLOR", "1");
        let mut child = command
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(stderr)
            .spawn()
            .map_err(|e| format!("spawn {}: {e}", binary().display()))?;
        let stdout = child.stdout.take().expect("piped stdout");
        let pid = child.id();
        self.child = Some(child);
        let first_line = tokio::task::spawn_blocking(move || {
            let mut lines = BufReader::new(stdout).lines();
            let first = lines.next();
            std::thread::spawn(move || for _ in lines {});
            first
        });
        let line = match tokio::time::timeout(START_TIMEOUT, first_line).await {
            Ok(Ok(Some(Ok(line)))) => line,
            Ok(_) => {
                let status = self.reap();
                return Err(format!(
                    "decisiond (pid {pid}) exited before listening ({status:?}); log tail:\n{}",
                    self.log_tail(30)
                ));
            }
            Err(_) => {
                self.kill();
                return Err(format!(
                    "decisiond (pid {pid}) did not listen within {START_TIMEOUT:?}; log tail:\n{}",
                    self.log_tail(30)
                ));
            }
        };
        let Some(base_url) = line.strip_prefix("decisiond listening on ") else {
            self.kill();
            return Err(format!("unexpected first line from decisiond: {line}"));
        };
        self.generation += 1;
        self.tx.send_replace(Some(Endpoint {
            generation: self.generation,
            base_url: base_url.to_owned(),
        }));
        Ok(started.elapsed())
    }

    /// Starts, retrying a few times (a start can fail while a dependency
    /// is still coming up); the last error otherwise.
    pub async fn start_retrying(&mut self, attempts: u32) -> Result<Duration, String> {
        let started = Instant::now();
        let mut last = String::new();
        for _ in 0..attempts.max(1) {
            match self.start().await {
                Ok(_) => return Ok(started.elapsed()),
                Err(e) => last = e,
            }
            tokio::time::sleep(Duration::from_millis(500)).await;
        }
        Err(last)
    }

    /// SIGKILL (no chance to clean up), then reap the process.
    pub fn kill(&mut self) {
        self.tx.send_replace(None);
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
            self.note(&format!("SIGKILL generation {}", self.generation));
        }
    }

    /// `Some(status)` if the process has exited on its own.
    pub fn exited(&mut self) -> Option<ExitStatus> {
        let status = self.child.as_mut()?.try_wait().ok().flatten()?;
        self.child = None;
        self.tx.send_replace(None);
        self.note(&format!(
            "generation {} exited by itself: {status}",
            self.generation
        ));
        Some(status)
    }

    fn reap(&mut self) -> Option<ExitStatus> {
        self.tx.send_replace(None);
        let mut child = self.child.take()?;
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            if let Ok(Some(status)) = child.try_wait() {
                return Some(status);
            }
            if Instant::now() > deadline {
                let _ = child.kill();
                return child.wait().ok();
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    pub fn log_tail(&self, lines: usize) -> String {
        let text = std::fs::read_to_string(&self.log).unwrap_or_default();
        let tail: Vec<&str> = text.lines().rev().take(lines).collect();
        tail.into_iter().rev().collect::<Vec<_>>().join("\n")
    }

    /// The log lines that mention `needle` (e.g. an error's reference id).
    pub fn log_lines_with(&self, needle: &str, max: usize) -> Vec<String> {
        std::fs::read_to_string(&self.log)
            .unwrap_or_default()
            .lines()
            .filter(|l| l.contains(needle))
            .take(max)
            .map(str::to_owned)
            .collect()
    }
}

impl Drop for Service {
    fn drop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}
