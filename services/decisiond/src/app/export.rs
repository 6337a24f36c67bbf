//! `GET /api/cycles/{id}/export`: a person takes their decision with them
//! (issue 19) — its events, its document and its audit log in one JSON
//! file, all up to the one version the export starts at, so the three
//! agree.
//!
//! Streamed (issue 28): the body is written a page of events at a time
//! while the document is folded from the same pages, then the audit log is
//! read in a second pass up to the same version. The export holds a page
//! and the folded cycle, never the stream; the body waits for the client
//! (a channel of [`CHUNKS_AHEAD`] chunks), and the export is a heavy read
//! until its last byte is sent.

use super::heavy::HeavySlot;
use super::paged::{StreamPages, live_tip};
use super::time_travel::{blocking, spawn_heavy};
use super::{App, AppError, Caller};
use bytes::Bytes;
use chrono::{DateTime, Utc};
use decision_auth::Scope;
use decision_events::EventEnvelope;
use decision_projections::invocation_log::{self, InvocationRecord};
use decision_projections::views::shapes::DocumentDoc;
use decision_projections::views::travel::TravelFold;
use decision_store::EventStore;
use serde::Serialize;
use std::sync::Arc;
use tokio::sync::mpsc;
use uuid::Uuid;

/// The whole cycle, as of its last event (the body's shape, for the
/// OpenAPI document: it is written a piece at a time, in this order).
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct CycleExport {
    pub cycle_id: Uuid,
    pub exported_at: DateTime<Utc>,
    /// The stream's last version: what the document and the audit show.
    pub version: u64,
    /// Every event of the cycle, in version order, as stored.
    pub events: Vec<EventEnvelope>,
    /// The decision document at that version (the read model's own fold).
    pub document: DocumentDoc,
    /// Every audited call, in stream order.
    pub audit: Vec<InvocationRecord>,
}

/// Chunks written ahead of a slow client.
const CHUNKS_AHEAD: usize = 2;

/// A chunk of the body, or the failure that cuts it short (the client
/// sees a truncated body: the status was sent with the first byte).
pub type ExportChunk = Result<Bytes, std::io::Error>;

impl App {
    /// The owner's (or an operator's) export of one cycle: the body, as a
    /// stream of chunks. Refusals (not found, the heavy-read caps) come
    /// before the first byte.
    pub async fn export_cycle(
        &self,
        caller: &Caller,
        cycle_id: Uuid,
    ) -> Result<mpsc::Receiver<ExportChunk>, AppError> {
        self.authorize(caller, cycle_id, Scope::CyclesRead).await?;
        let turn = self.heavy_turn(caller, cycle_id, true).await?;
        let version = live_tip(&*self.store, cycle_id).await?.version;
        let (tx, rx) = mpsc::channel(CHUNKS_AHEAD);
        let store = self.store.clone();
        // On the heavy reads' runtime, until its last byte is sent.
        spawn_heavy(async move {
            if let Err(e) = write_export(store, cycle_id, version, turn, &tx).await {
                tracing::warn!(%cycle_id, error = %e, "an export was cut short");
                let _ = tx.send(Err(std::io::Error::other(e.to_string()))).await;
            }
        });
        Ok(rx)
    }
}

/// The client went away: stop quietly.
#[derive(Debug)]
struct Gone;

async fn write_export(
    store: Arc<dyn EventStore>,
    cycle_id: Uuid,
    version: u64,
    _turn: HeavySlot,
    tx: &mpsc::Sender<ExportChunk>,
) -> Result<(), AppError> {
    let send =
        |bytes: Vec<u8>| async move { tx.send(Ok(Bytes::from(bytes))).await.map_err(|_| Gone) };
    let head = format!(
        "{{\"cycle_id\":\"{cycle_id}\",\"exported_at\":{},\"version\":{version},\"events\":[",
        json(&Utc::now())?
    );
    if send(head.into_bytes()).await.is_err() {
        return Ok(());
    }
    let mut fold = TravelFold::new(cycle_id, version);
    let mut pages = StreamPages::new(store.clone(), cycle_id, 0, version);
    let mut first = true;
    while let Some(page) = pages.next().await? {
        // Written out and folded on the heavy reads' threads.
        let (chunk, next) = blocking(move || {
            let chunk = list_items(&page, &mut first);
            (chunk.map(|c| (c, first)), fold.feed(&page).map(|()| fold))
        })
        .await?;
        let (chunk, still_first) = chunk?;
        first = still_first;
        fold =
            next.map_err(|e| AppError::Internal(format!("cycle {cycle_id} does not fold: {e}")))?;
        if send(chunk).await.is_err() {
            return Ok(());
        }
    }
    if pages.reached() < version {
        return Err(AppError::CycleNotFound(cycle_id));
    }
    let middle = blocking(move || {
        let document: DocumentDoc = fold
            .finish()
            .map_err(|e| AppError::Internal(format!("cycle {cycle_id} does not fold: {e}")))?
            .ok_or_else(|| AppError::Internal(format!("cycle {cycle_id} has no document")))?
            .document;
        let mut middle = b"],\"document\":".to_vec();
        serde_json::to_writer(&mut middle, &document).map_err(internal)?;
        middle.extend_from_slice(b",\"audit\":[");
        Ok::<_, AppError>(middle)
    })
    .await??;
    if send(middle).await.is_err() {
        return Ok(());
    }
    // The audit log: the same pages again, keeping the audit records.
    let mut pages = StreamPages::new(store, cycle_id, 0, version);
    let mut first = true;
    while let Some(page) = pages.next().await? {
        let (chunk, still_first) = blocking(move || {
            let records: Vec<InvocationRecord> = invocation_log::fold(&page);
            (list_items(&records, &mut first), first)
        })
        .await?;
        first = still_first;
        let chunk = chunk?;
        if !chunk.is_empty() && send(chunk).await.is_err() {
            return Ok(());
        }
    }
    if pages.reached() < version {
        return Err(AppError::CycleNotFound(cycle_id));
    }
    let _ = send(b"]}".to_vec()).await;
    Ok(())
}

/// `items` as the continuation of a JSON list (a comma before each but the
/// list's very first).
fn list_items<T: Serialize>(items: &[T], first: &mut bool) -> Result<Vec<u8>, AppError> {
    let mut out = Vec::new();
    for item in items {
        if !std::mem::take(first) {
            out.push(b',');
        }
        serde_json::to_writer(&mut out, item).map_err(internal)?;
    }
    Ok(out)
}

fn json<T: Serialize>(value: &T) -> Result<String, AppError> {
    serde_json::to_string(value).map_err(internal)
}

fn internal(e: serde_json::Error) -> AppError {
    AppError::Internal(format!("an export does not serialize: {e}"))
}
