//! Rebuild: replay from position 0 into a fresh generation, then swap.
//!
//! A pipeline, so that both cores work (one folds, Postgres writes):
//!
//! * a reader fetches the feed a batch ahead of the fold;
//! * one fold runs on a blocking thread over a *window* of many batches:
//!   each cycle's state is decoded once per window and each document
//!   rendered once per window, not once per batch;
//! * a window's documents and checkpoint are committed while the next
//!   window folds. The documents the window read stay in memory for the
//!   next one; any other document the fold needs is loaded only after the
//!   commits before it have landed.
//!
//! This is sound because nothing else writes the new generation: live
//! workers write the active one, and a second rebuild deletes this
//! generation (our next commit then fails with "no checkpoint").

use crate::WorkerConfig;
use crate::batch::Pass;
use crate::worker::passed_parked;
use chrono::{DateTime, Utc};
use decision_events::{EventEnvelope, EventTypes};
use decision_projections::{Docs, Projection};
use decision_store::read_models::{ParkedEvent, ProjectionCommit, ReadModelStore};
use decision_store::{EventStore, FeedPage, Position, StoreError};
use serde_json::Value;
use std::collections::HashSet;
use std::sync::Arc;
use tokio::sync::mpsc;
use tokio::task::JoinHandle;
use uuid::Uuid;

/// Reported after every batch of a rebuild.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RebuildProgress {
    pub events: u64,
    /// The position reached, and the store's head position when it started.
    pub position: i64,
    pub head: i64,
}

/// How a rebuild reads and commits.
#[derive(Debug, Clone)]
pub struct RebuildConfig {
    /// Events per feed read.
    pub read_batch: usize,
    /// Events folded before the window is rendered and committed.
    pub window_events: usize,
    /// Documents read in a window before it is committed early (bounds
    /// memory when many cycles each have few events).
    pub window_docs: usize,
}

impl Default for RebuildConfig {
    fn default() -> Self {
        RebuildConfig {
            read_batch: 5_000,
            window_events: 50_000,
            window_docs: 10_000,
        }
    }
}

/// Replays every event into a new generation of `projection`, built with
/// its definition ([`Projection::version`]), while the active generation
/// keeps serving reads, then activates the new one. Returns the number of
/// events replayed.
pub async fn rebuild(
    projection: Arc<dyn Projection>,
    events: Arc<dyn EventStore>,
    models: Arc<dyn ReadModelStore>,
    config: RebuildConfig,
    mut progress: impl FnMut(RebuildProgress),
) -> Result<u64, StoreError> {
    let name = projection.name();
    let head = models.head().await?.map_or(0, |(p, _)| p);
    let generation = models.begin_rebuild(name, projection.version()).await?;
    let mut feed = read_ahead(events, config.read_batch, projection.event_types());
    let (steps, step_rx) = mpsc::channel::<Step>(2);
    let (window_tx, mut windows) = mpsc::channel::<Window>(1);
    let fold_projection = projection.clone();
    let folder =
        tokio::task::spawn_blocking(move || fold_windows(fold_projection, step_rx, window_tx));
    let mut committer = Committer {
        models: models.clone(),
        name,
        generation,
        position: 0,
        pending: None,
    };
    // Keys whose documents the fold holds (or knows to be absent).
    let mut resident: HashSet<String> = HashSet::new();
    let mut window_keys: HashSet<String> = HashSet::new();
    let mut window_events = 0;
    let mut parked_ahead = models.parked(name).await?;
    let (mut position, mut total) = (0, 0u64);
    let folder_gone = || StoreError::Internal(format!("the rebuild fold of {name} stopped"));
    while let Some(page) = feed.recv().await {
        let FeedPage {
            events: batch,
            reached,
            positions,
        } = page?;
        let Some((last, _)) = reached else {
            break;
        };
        let keys: HashSet<String> = batch.iter().flat_map(|e| projection.keys(e)).collect();
        let missing: Vec<String> = keys.difference(&resident).cloned().collect();
        // Not resident: dropped at the end of an earlier window W, so last
        // written before W (a document written in W was read in W, and is
        // kept); W's commit started only after that one had landed.
        let loaded = if missing.is_empty() {
            Vec::new()
        } else {
            models.load_docs(name, generation, &missing).await?
        };
        let blocked = passed_parked(models.as_ref(), &mut parked_ahead, position).await?;
        resident.extend(keys.iter().cloned());
        window_keys.extend(keys);
        window_events += batch.len();
        total += positions.len() as u64;
        position = last;
        let flush = window_events >= config.window_events || resident.len() >= config.window_docs;
        let step = Step {
            batch,
            reached,
            loaded,
            blocked,
            flush: flush.then(|| window_keys.clone()),
        };
        steps.send(step).await.map_err(|_| folder_gone())?;
        if flush {
            let window = windows.recv().await.ok_or_else(folder_gone)?;
            committer.commit(window).await?;
            resident = std::mem::take(&mut window_keys);
            window_events = 0;
        }
        progress(RebuildProgress {
            events: total,
            position,
            head,
        });
    }
    if window_events > 0 {
        let step = Step {
            batch: Vec::new(),
            reached: None,
            loaded: Vec::new(),
            blocked: Vec::new(),
            flush: Some(HashSet::new()),
        };
        steps.send(step).await.map_err(|_| folder_gone())?;
        let window = windows.recv().await.ok_or_else(folder_gone)?;
        committer.commit(window).await?;
    }
    committer.settle().await?;
    drop(steps);
    folder
        .await
        .map_err(|e| StoreError::Internal(format!("the rebuild fold of {name} panicked: {e}")))?;
    models.activate(name, generation).await?;
    tracing::info!(
        projection = name,
        generation,
        events = total,
        "rebuild activated"
    );
    Ok(total)
}

/// One batch for the fold thread.
struct Step {
    /// The page's events of the projection's types.
    batch: Vec<EventEnvelope>,
    /// The last event the page passed (kept or not): the checkpoint's.
    reached: Option<(Position, DateTime<Utc>)>,
    /// Documents from the database the batch needs and the fold lacks.
    loaded: Vec<(String, Value)>,
    /// Cycles newly found parked at or before the batch's start.
    blocked: Vec<Uuid>,
    /// Ends the window; the documents under these keys stay for the next.
    flush: Option<HashSet<String>>,
}

/// What a window wrote, for one commit.
struct Window {
    changes: Vec<(String, Value)>,
    /// Key prefixes deleted (erased cycles), before the changes.
    deleted: Vec<String>,
    parked: Vec<ParkedEvent>,
    /// The last event folded, where the checkpoint moves.
    last: Option<(Position, DateTime<Utc>)>,
}

/// The fold thread: applies batches as they come, renders and hands over
/// each window's changes at its end.
fn fold_windows(
    projection: Arc<dyn Projection>,
    mut steps: mpsc::Receiver<Step>,
    windows: mpsc::Sender<Window>,
) {
    let projection = projection.as_ref();
    let max_attempts = WorkerConfig::default().max_attempts;
    let mut docs = Docs::default();
    let mut blocked = HashSet::new();
    let mut parked = Vec::new();
    let mut last = None;
    let mut fold = projection.fold();
    while let Some(step) = steps.blocking_recv() {
        docs.load(step.loaded);
        blocked.extend(step.blocked);
        let mut pass = Pass {
            projection,
            max_attempts,
            blocked: &mut blocked,
            parked: &mut parked,
        };
        pass.fold(fold.as_mut(), &step.batch, &mut docs);
        last = step.reached.or(last);
        let Some(keep) = step.flush else {
            continue;
        };
        std::mem::replace(&mut fold, projection.fold()).finish(&mut docs);
        let deleted = docs.take_deleted();
        let (changes, kept) = std::mem::take(&mut docs).split_changes(&keep);
        docs = kept;
        let window = Window {
            changes,
            deleted,
            parked: std::mem::take(&mut parked),
            last: last.take(),
        };
        if windows.blocking_send(window).is_err() {
            return;
        }
    }
}

/// Commits windows in order, each while the next one folds.
struct Committer {
    models: Arc<dyn ReadModelStore>,
    name: &'static str,
    generation: i64,
    /// Where the last window left the checkpoint.
    position: Position,
    pending: Option<JoinHandle<Result<(), StoreError>>>,
}

impl Committer {
    /// Starts committing `window` once the one before it has landed.
    async fn commit(&mut self, window: Window) -> Result<(), StoreError> {
        self.settle().await?;
        let Some((position, recorded_at)) = window.last else {
            return Ok(());
        };
        let commit = ProjectionCommit {
            docs: window.changes,
            deleted_prefixes: window.deleted,
            parked: window.parked,
            unparked: Vec::new(),
            position,
            event_recorded_at: Some(recorded_at),
        };
        let (models, name, generation, expected) = (
            self.models.clone(),
            self.name,
            self.generation,
            self.position,
        );
        self.pending = Some(tokio::spawn(async move {
            models.commit(name, generation, expected, &commit).await
        }));
        self.position = position;
        Ok(())
    }

    /// Waits for the commit in flight, if any.
    async fn settle(&mut self) -> Result<(), StoreError> {
        match self.pending.take() {
            Some(commit) => commit
                .await
                .map_err(|e| StoreError::Internal(format!("a rebuild commit panicked: {e}")))?,
            None => Ok(()),
        }
    }
}

/// Reads the feed from the start, one page ahead of its consumer: every
/// event, or only those of `types`. The channel closes after the last
/// page (or the first error).
fn read_ahead(
    events: Arc<dyn EventStore>,
    batch: usize,
    types: Option<EventTypes>,
) -> mpsc::Receiver<Result<FeedPage, StoreError>> {
    let (tx, rx) = mpsc::channel(1);
    tokio::spawn(async move {
        let mut after = 0;
        loop {
            let read = events.read_feed_page(after, batch, types).await;
            let failed = match &read {
                Ok(page) => match page.reached {
                    Some((last, _)) => {
                        after = last;
                        false
                    }
                    None => return,
                },
                Err(_) => true,
            };
            if tx.send(read).await.is_err() || failed {
                return;
            }
        }
    });
    rx
}
