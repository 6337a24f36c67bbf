//! How far behind each projection is.

use chrono::{DateTime, Utc};
use decision_projections::Projection;
use decision_store::read_models::ReadModelStore;
use decision_store::{EventStore, StoreError};
use serde::Serialize;

#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct ProjectionStatus {
    pub projection: String,
    pub generation: i64,
    /// The definition of the projection the served documents were built
    /// with (`Projection::version`).
    pub definition: u32,
    /// The definition this build writes. Older `definition`: an automatic
    /// rebuild is pending or under way (`rebuilding`); newer: this build
    /// does not run the projection.
    pub build_definition: u32,
    pub position: i64,
    pub head_position: i64,
    /// Positions between the checkpoint and the head (an upper bound: the
    /// feed is in commit order, positions are allocation order).
    pub lag_positions: i64,
    /// Age of the oldest unprocessed event, 0 when caught up.
    pub lag_seconds: f64,
    pub updated_at: DateTime<Utc>,
    pub parked: usize,
    /// A rebuild in progress: (generation, position).
    pub rebuilding: Option<(i64, i64)>,
}

pub async fn status(
    models: &dyn ReadModelStore,
    events: &dyn EventStore,
    projection: &dyn Projection,
) -> Result<ProjectionStatus, StoreError> {
    let name = projection.name();
    let active = models.active_checkpoint(name).await?;
    let head_position = models.head().await?.map_or(0, |(p, _)| p);
    // The oldest event not processed yet: its age is the lag in seconds.
    let next = events.read_feed(active.position, 1).await?;
    let caught_up = next.is_empty();
    let lag_seconds = next.first().map_or(0.0, |e| {
        (Utc::now() - e.recorded_at).num_milliseconds().max(0) as f64 / 1000.0
    });
    let rebuilding = models
        .checkpoints(name)
        .await?
        .into_iter()
        .find(|c| !c.active)
        .map(|c| (c.generation, c.position));
    Ok(ProjectionStatus {
        projection: name.to_owned(),
        generation: active.generation,
        definition: active.definition,
        build_definition: projection.version(),
        position: active.position,
        head_position,
        lag_positions: if caught_up {
            0
        } else {
            (head_position - active.position).max(1)
        },
        lag_seconds,
        updated_at: active.updated_at,
        parked: models.parked(name).await?.len(),
        rebuilding,
    })
}
