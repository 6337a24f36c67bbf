//! The background runtime (issue 21, item 2): the projections, the relay
//! and the idempotency sweep run on their own threads at a lower OS
//! priority (nice 10 on Linux), so when they and the request path both
//! want the CPU the scheduler prefers the requests, and when the request
//! path is idle the background work still gets every core. It does not
//! starve: CFS gives a nice-10 thread about a tenth of a contended core.
//!
//! On Postgres the background work has its own connection pool: a
//! connection's driver runs on the runtime that opened it, and a request
//! must never wait on a driver at the lower priority.

use thread_priority::{ThreadPriority, ThreadPriorityValue};
use tokio::runtime::{Builder, Runtime};

/// The niceness the background threads run at unless configured.
pub const DEFAULT_NICE: u8 = 10;

/// The niceness of the heavy reads' runtime (`app::time_travel`): the
/// background's, as `serve` configured it before the first heavy read.
static HEAVY_READS_NICE: std::sync::atomic::AtomicU8 =
    std::sync::atomic::AtomicU8::new(DEFAULT_NICE);

/// Sets [`heavy_reads_nice`] (at start-up).
pub fn set_heavy_reads_nice(nice: u8) {
    HEAVY_READS_NICE.store(nice, std::sync::atomic::Ordering::Relaxed);
}

/// The niceness heavy reads run at.
pub fn heavy_reads_nice() -> u8 {
    HEAVY_READS_NICE.load(std::sync::atomic::Ordering::Relaxed)
}

/// The name every background thread carries (`ps -L`, `/proc/*/task`).
pub const THREAD_NAME: &str = "decisiond-bg";

/// A multi-threaded runtime whose threads (workers and blocking pool) run
/// at `nice` (0: the request path's priority, 1–19: lower). Failing to
/// lower it (a platform without per-thread niceness) is logged, not fatal.
pub fn runtime(threads: usize, nice: u8) -> std::io::Result<Runtime> {
    let priority = crossplatform(nice);
    Builder::new_multi_thread()
        .worker_threads(threads.max(1))
        .thread_name(THREAD_NAME)
        .enable_all()
        .on_thread_start(move || {
            if let Some(priority) = priority
                && let Err(e) = priority.set_for_current()
            {
                tracing::warn!(error = ?e, "background thread keeps the normal priority");
            }
        })
        .build()
}

/// The priority of a thread at `nice` (`None` for 0): the analysis pool's
/// threads use it too.
pub(crate) fn priority(nice: u8) -> Option<ThreadPriority> {
    crossplatform(nice)
}

/// The crate's 0–99 scale for a niceness 1–19: on Linux it sets nice
/// `19 - ceil(value * 40 / 100)`, so `floor((19 - nice) * 5 / 2)` gives
/// `nice`; the tests read the niceness the threads actually get. `None`
/// for 0 (leave the priority alone).
fn crossplatform(nice: u8) -> Option<ThreadPriority> {
    if nice == 0 {
        return None;
    }
    let below_top = u32::from(19 - nice.min(19));
    let value = (below_top * 5 / 2).min(99) as u8;
    ThreadPriorityValue::try_from(value)
        .ok()
        .map(ThreadPriority::Crossplatform)
}

/// This thread's niceness, from `/proc/thread-self/stat` (Linux).
pub fn current_nice() -> Option<i32> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    // Field 19 (nice) counts from after the command's closing parenthesis.
    let after = &stat[stat.rfind(')')? + 2..];
    after.split(' ').nth(16)?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn background_threads_run_at_the_configured_niceness_and_requests_do_not() {
        let before = current_nice();
        let background = runtime(1, DEFAULT_NICE).expect("a runtime");
        let (nice, name) = background.block_on(async {
            tokio::spawn(async {
                (
                    current_nice(),
                    std::thread::current().name().map(str::to_owned),
                )
            })
            .await
            .expect("the task runs")
        });
        assert_eq!(nice, Some(i32::from(DEFAULT_NICE)));
        assert_eq!(name.as_deref(), Some(THREAD_NAME));
        let blocking = background.block_on(async {
            tokio::task::spawn_blocking(current_nice)
                .await
                .expect("runs")
        });
        assert_eq!(
            blocking,
            Some(i32::from(DEFAULT_NICE)),
            "the blocking pool too"
        );
        // The calling thread (the request path's) is untouched.
        assert_eq!(current_nice(), before);
        background.shutdown_background();
    }

    #[test]
    fn each_configured_niceness_is_the_one_the_threads_get() {
        for nice in [1u8, 5, 10, 19] {
            let background = runtime(1, nice).expect("a runtime");
            let got = background
                .block_on(async { tokio::spawn(async { current_nice() }).await.expect("runs") });
            assert_eq!(got, Some(i32::from(nice)), "nice {nice}");
            background.shutdown_background();
        }
        let normal = runtime(1, 0).expect("a runtime");
        let got =
            normal.block_on(async { tokio::spawn(async { current_nice() }).await.expect("runs") });
        assert_eq!(got, current_nice(), "0 leaves the priority alone");
        normal.shutdown_background();
    }
}
