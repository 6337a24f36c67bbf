//! `decisiond projections status|retry|rebuild`: operate the read models of
//! the configured store while the service may be running.

use crate::startup::Stores;
use decision_projection_worker::{
    Projected, RebuildConfig, RebuildProgress, Worker, WorkerConfig, rebuild, status,
};
use decision_projections::Projection;
use indicatif::{ProgressBar, ProgressStyle};
use std::io::IsTerminal;
use std::sync::Arc;
use std::time::Instant;

/// Prints every projection's position, lag and parked events (JSON lines).
pub async fn print_status(stores: &Stores) -> anyhow::Result<()> {
    for projection in decision_projections::views::all() {
        let s = status(
            stores.models.as_ref(),
            stores.events.as_ref(),
            projection.as_ref(),
        )
        .await?;
        println!("{}", serde_json::to_string(&s)?);
    }
    Ok(())
}

/// Re-runs the parked events of one projection (or all): after a fix is
/// deployed, the ones that apply now are written and unparked. Prints one
/// JSON line per projection.
pub async fn retry_parked(stores: &Stores, only: Option<&str>) -> anyhow::Result<()> {
    for projection in select(only)? {
        let worker = Worker::new(
            projection.clone(),
            stores.events.clone(),
            stores.models.clone(),
            Projected::default(),
            WorkerConfig::default(),
        );
        let report = worker.retry_parked().await?;
        println!(
            "{}",
            serde_json::json!({"projection": projection.name(), "recovered": report.recovered,
                               "still_parked": report.still_parked})
        );
    }
    Ok(())
}

/// The named projection, or all of them.
fn select(only: Option<&str>) -> anyhow::Result<Vec<Arc<dyn Projection>>> {
    let selected: Vec<Arc<dyn Projection>> = decision_projections::views::all()
        .into_iter()
        .filter(|p| only.is_none_or(|name| p.name() == name))
        .collect();
    if selected.is_empty() {
        let names: Vec<&str> = decision_projections::views::all()
            .iter()
            .map(|p| p.name())
            .collect();
        anyhow::bail!(
            "no projection `{}`; projections: {}",
            only.unwrap_or_default(),
            names.join(", ")
        );
    }
    Ok(selected)
}

/// Rebuilds one projection (or all), showing progress on a terminal and in
/// the logs otherwise. Returns (events, seconds) per projection.
pub async fn rebuild_projections(stores: &Stores, only: Option<&str>) -> anyhow::Result<()> {
    for projection in select(only)? {
        let name = projection.name();
        let started = Instant::now();
        let bar = std::io::stderr().is_terminal().then(|| {
            let bar = ProgressBar::new(0);
            bar.set_style(
                ProgressStyle::with_template("{msg} [{bar:40}] {pos}/{len} positions ({per_sec})")
                    .expect("valid template"),
            );
            bar.set_message(name);
            bar
        });
        let mut last_log = Instant::now();
        let report = |p: RebuildProgress| match &bar {
            Some(bar) => {
                bar.set_length(p.head.max(p.position) as u64);
                bar.set_position(p.position as u64);
            }
            None if last_log.elapsed().as_secs() >= 1 => {
                last_log = Instant::now();
                tracing::info!(
                    projection = name,
                    events = p.events,
                    position = p.position,
                    head = p.head,
                    "rebuilding"
                );
            }
            None => {}
        };
        let events = rebuild(
            projection.clone(),
            stores.events.clone(),
            stores.models.clone(),
            RebuildConfig::default(),
            report,
        )
        .await?;
        if let Some(bar) = bar {
            bar.finish_and_clear();
        }
        let seconds = started.elapsed().as_secs_f64();
        println!(
            "{}",
            serde_json::json!({"projection": name, "events": events, "seconds": seconds,
                               "events_per_second": events as f64 / seconds.max(1e-9)})
        );
    }
    Ok(())
}
