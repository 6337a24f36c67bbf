//! The standard process series (Prometheus' `process_*`), read from
//! `/proc/self` at each scrape: a few small file reads, no store query.
//! On other systems they are absent.

use std::fmt::Write;

/// Clock ticks per second of `/proc/<pid>/stat` (`USER_HZ`): 100 on every
/// Linux architecture's ABI.
const TICKS_PER_SECOND: f64 = 100.0;

/// The exposition text of the process series.
pub(super) fn render() -> String {
    let mut out = String::new();
    let Some(stat) = Stat::read() else {
        return out;
    };
    let mut series = |name: &str, kind: &str, help: &str, value: f64| {
        let _ = writeln!(
            out,
            "# HELP {name} {help}\n# TYPE {name} {kind}\n{name} {value}"
        );
    };
    series(
        "process_cpu_seconds_total",
        "counter",
        "Total user and system CPU time spent in seconds.",
        stat.cpu_ticks / TICKS_PER_SECOND,
    );
    if let Some(start) = boot_time().map(|boot| boot + stat.start_ticks / TICKS_PER_SECOND) {
        series(
            "process_start_time_seconds",
            "gauge",
            "Start time of the process since unix epoch in seconds.",
            start,
        );
    }
    if let Some(rss) = status_kib("VmRSS:") {
        series(
            "process_resident_memory_bytes",
            "gauge",
            "Resident memory size in bytes.",
            rss * 1024.0,
        );
    }
    if let Some(virt) = status_kib("VmSize:") {
        series(
            "process_virtual_memory_bytes",
            "gauge",
            "Virtual memory size in bytes.",
            virt * 1024.0,
        );
    }
    if let Ok(fds) = std::fs::read_dir("/proc/self/fd") {
        series(
            "process_open_fds",
            "gauge",
            "Number of open file descriptors.",
            fds.count() as f64,
        );
    }
    if let Some(max) = max_fds() {
        series(
            "process_max_fds",
            "gauge",
            "Maximum number of open file descriptors.",
            max,
        );
    }
    out
}

struct Stat {
    cpu_ticks: f64,
    start_ticks: f64,
}

impl Stat {
    fn read() -> Option<Stat> {
        let text = std::fs::read_to_string("/proc/self/stat").ok()?;
        // The command name (field 2) is in parentheses and may hold spaces:
        // the fields after its closing one are numbered from 3.
        let rest = &text[text.rfind(')')? + 2..];
        let fields: Vec<&str> = rest.split_whitespace().collect();
        let field = |n: usize| fields.get(n - 3)?.parse::<f64>().ok();
        Some(Stat {
            cpu_ticks: field(14)? + field(15)?,
            start_ticks: field(22)?,
        })
    }
}

/// Seconds since the epoch at boot (`btime` in `/proc/stat`).
fn boot_time() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/stat").ok()?;
    text.lines()
        .find_map(|line| line.strip_prefix("btime "))?
        .trim()
        .parse()
        .ok()
}

/// A `kB` line of `/proc/self/status`.
fn status_kib(key: &str) -> Option<f64> {
    let text = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = text.lines().find_map(|line| line.strip_prefix(key))?;
    line.split_whitespace().next()?.parse().ok()
}

/// The soft limit on open files (`Max open files` in `/proc/self/limits`).
fn max_fds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/self/limits").ok()?;
    let line = text
        .lines()
        .find_map(|line| line.strip_prefix("Max open files"))?;
    line.split_whitespace().next()?.parse().ok()
}

#[cfg(test)]
mod tests {
    #[test]
    fn linux_process_series_are_read() {
        if !cfg!(target_os = "linux") {
            return;
        }
        let text = super::render();
        for name in [
            "process_cpu_seconds_total",
            "process_start_time_seconds",
            "process_resident_memory_bytes",
            "process_open_fds",
        ] {
            assert!(text.contains(&format!("# HELP {name} ")), "{text}");
            assert!(text.contains(&format!("\n{name} ")), "{text}");
        }
    }
}
