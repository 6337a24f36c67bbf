//! The state gauges (projection and relay lag, parked events, the feed's
//! horizon, the pool), read from the store by one background task per
//! process on a fixed interval. Scrapes only render what it found: N
//! scrapers, or one scraping in a loop, cost no more queries than none.

use crate::app::App;
use std::sync::Mutex;
use std::time::{Duration, Instant};
use tokio::sync::watch;

/// Fresh enough for a 15 s scrape interval; about ten light queries each.
pub const DEFAULT_REFRESH_INTERVAL: Duration = Duration::from_secs(5);

/// When the last refresh finished. Process-wide, like the recorder the
/// gauges live in.
static REFRESHED_AT: Mutex<Option<Instant>> = Mutex::new(None);

/// Refreshes the state gauges now and then every `interval` until `stop`
/// turns true. A refresh that outlasts `interval` (a hung store) is
/// abandoned: the gauges keep their last values, and
/// `decisiond_metrics_state_age_seconds` shows how old they are.
pub async fn refresh_periodically(app: App, interval: Duration, mut stop: watch::Receiver<bool>) {
    let mut ticks = tokio::time::interval(interval);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            () = stopped(&mut stop) => return,
            _ = ticks.tick() => {}
        }
        let refreshed = tokio::select! {
            () = stopped(&mut stop) => return,
            refreshed = tokio::time::timeout(interval, refresh(&app)) => refreshed,
        };
        match refreshed {
            Ok(()) => {
                *REFRESHED_AT.lock().expect("refresh clock") = Some(Instant::now());
                metrics::counter!("decisiond_metrics_refreshes_total").increment(1);
            }
            Err(_) => tracing::debug!(?interval, "state gauges not refreshed in time"),
        }
    }
}

/// Resolves once `stop` turns true (the watch guard must not live across
/// an await: it is not `Send`).
async fn stopped(stop: &mut watch::Receiver<bool>) {
    let _ = stop.wait_for(|stop| *stop).await;
}

/// Sets `decisiond_metrics_state_age_seconds` (absent before the first
/// refresh).
pub(super) fn record_age() {
    if let Some(at) = *REFRESHED_AT.lock().expect("refresh clock") {
        metrics::gauge!("decisiond_metrics_state_age_seconds").set(at.elapsed().as_secs_f64());
    }
}

async fn refresh(app: &App) {
    match app.projection_statuses().await {
        Ok(statuses) => {
            for status in statuses {
                let name = status.projection;
                let (bytes, evictions) = app.projected().view_cache(&name).bytes_and_evictions();
                metrics::gauge!("decisiond_cache_bytes", "cache" => "views", "projection" => name.clone())
                    .set(bytes as f64);
                metrics::counter!("decisiond_cache_evictions_total", "cache" => "views", "projection" => name.clone())
                    .absolute(evictions);
                metrics::gauge!("decisiond_projection_lag_positions", "projection" => name.clone())
                    .set(status.lag_positions as f64);
                metrics::gauge!("decisiond_projection_lag_seconds", "projection" => name.clone())
                    .set(status.lag_seconds);
                metrics::gauge!("decisiond_projection_parked_events", "projection" => name)
                    .set(status.parked as f64);
            }
        }
        Err(e) => tracing::debug!(error = %e, "projection status unavailable"),
    }
    if app.relay().is_some() {
        match app.relay_status().await {
            Ok(status) => {
                metrics::gauge!("decisiond_relay_lag_positions").set(status.lag_positions as f64);
                metrics::gauge!("decisiond_relay_lag_seconds").set(status.lag_seconds);
                metrics::gauge!("decisiond_relay_nats_connected")
                    .set(f64::from(u8::from(status.nats_connected)));
            }
            Err(e) => tracing::debug!(error = %e, "relay status unavailable"),
        }
    }
    match app.store_readings().await {
        Ok(readings) => {
            if let Some(age) = readings.horizon_age {
                metrics::gauge!("decisiond_feed_horizon_age_seconds").set(age.as_secs_f64());
            }
            if let Some(pool) = readings.pool {
                let in_use = pool.open.saturating_sub(pool.idle);
                metrics::gauge!("decisiond_pool_connections", "state" => "in_use")
                    .set(in_use as f64);
                metrics::gauge!("decisiond_pool_connections", "state" => "idle")
                    .set(pool.idle as f64);
                metrics::gauge!("decisiond_pool_connections", "state" => "max")
                    .set(pool.max as f64);
                metrics::gauge!("decisiond_pool_waiting").set(pool.waiting as f64);
            }
        }
        Err(e) => tracing::debug!(error = %e, "store readings unavailable"),
    }
}
