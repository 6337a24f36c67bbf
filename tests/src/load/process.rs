//! CPU time and memory of processes, read from /proc (Linux), so a load
//! run can say what the server spent, not only what the client saw.

use std::time::Duration;

/// Clock ticks per second of /proc's CPU times (USER_HZ; 100 on Linux).
const TICKS_PER_SECOND: f64 = 100.0;

/// CPU time (user + system) of one process so far.
pub fn cpu_time(pid: u32) -> Option<Duration> {
    stat_ticks(pid, false)
}

/// CPU time of a process and of the children it has reaped.
fn cpu_time_with_reaped(pid: u32) -> Option<Duration> {
    stat_ticks(pid, true)
}

fn stat_ticks(pid: u32, reaped: bool) -> Option<Duration> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command name (field 2) may hold spaces: count fields after its ')'.
    let after_name = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    // utime, stime, cutime and cstime are fields 14 to 17 of the line, 11
    // to 14 here.
    let columns = if reaped { 11..15 } else { 11..13 };
    let mut ticks = 0u64;
    for column in columns {
        ticks += fields.get(column)?.parse::<u64>().ok()?;
    }
    Some(Duration::from_secs_f64(ticks as f64 / TICKS_PER_SECOND))
}

/// CPU time of every process whose command name is `comm` (e.g. all
/// `postgres` backends), summed, with the children they reaped: a
/// Postgres backend that exits (pgbench's, at the end of its run) moves
/// its time into the postmaster's, so the sum only grows.
pub fn cpu_time_of_all(comm: &str) -> Duration {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Duration::ZERO;
    };
    entries
        .filter_map(|e| e.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            std::fs::read_to_string(format!("/proc/{pid}/comm")).is_ok_and(|c| c.trim() == comm)
        })
        .filter_map(cpu_time_with_reaped)
        .sum()
}

/// Resident memory now and at its peak (VmRSS, VmHWM), in KiB.
pub fn memory_kib(pid: u32) -> Option<(u64, u64)> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))?
            .split_whitespace()
            .nth(1)?
            .parse::<u64>()
            .ok()
    };
    Some((field("VmRSS:")?, field("VmHWM:")?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_this_process() {
        let pid = std::process::id();
        // Burn a little CPU so the reading cannot be a constant.
        let mut x = 0u64;
        for i in 0..20_000_000u64 {
            x = x.wrapping_mul(31).wrapping_add(i);
        }
        assert!(x != 1);
        assert!(cpu_time(pid).is_some_and(|t| t > Duration::ZERO));
        let (rss, peak) = memory_kib(pid).expect("status");
        assert!(rss > 0 && peak >= rss, "{rss} {peak}");
    }

    #[test]
    fn counts_the_children_a_process_reaped() {
        let pid = std::process::id();
        let before = cpu_time_with_reaped(pid).expect("stat");
        // A child that burns CPU, waited for (reaped) here.
        let status = std::process::Command::new("sh")
            .args(["-c", "i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done"])
            .status()
            .expect("sh");
        assert!(status.success());
        let after = cpu_time_with_reaped(pid).expect("stat");
        assert!(
            after >= before + Duration::from_millis(50),
            "the reaped child's time is missing: {before:?} -> {after:?}"
        );
    }
}
