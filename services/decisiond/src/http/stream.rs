//! `GET /api/cycles/:id/stream`: live updates as server-sent events.
//!
//! * `event: domain_event`, `id: <version>` — each new event of the cycle
//!   (the envelope as JSON), in stream order;
//! * `event: sections` — after the document projection has caught up with
//!   them, the document sections that changed (all of them first).
//!
//! Resumable: a reconnecting client sends `Last-Event-ID` (the last version
//! it saw) and gets everything after it.

use super::ApiError;
use super::extract::CycleId;
use crate::app::App;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::IntoResponse;
use axum::response::sse::{Event, KeepAlive, Sse};
use decision_projections::views::decision;
use serde_json::{Map, Value, json};
use std::convert::Infallible;
use std::time::Duration;
use tokio::sync::mpsc;
use tokio_stream::wrappers::ReceiverStream;
use uuid::Uuid;

/// How long a connection waits for news before polling the store (for
/// writes made by other processes).
const POLL: Duration = Duration::from_secs(1);

/// A comment line this often keeps a quiet stream's connection alive
/// (proxies, and this server's own idle timeout, which must be longer).
pub const SSE_KEEP_ALIVE: Duration = Duration::from_secs(15);

pub(crate) async fn stream(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
    headers: HeaderMap,
) -> Result<impl IntoResponse, ApiError> {
    app.load(cycle_id).await?; // 404 for an unknown cycle
    let after = headers
        .get("last-event-id")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok())
        .unwrap_or(0);
    let (tx, rx) = mpsc::channel(64);
    tokio::spawn(pump(app, cycle_id, after, tx));
    Ok(Sse::new(ReceiverStream::new(rx)).keep_alive(KeepAlive::new().interval(SSE_KEEP_ALIVE)))
}

/// Feeds one connection until the client goes away.
async fn pump(
    app: App,
    cycle_id: Uuid,
    mut version: u64,
    tx: mpsc::Sender<Result<Event, Infallible>>,
) {
    let mut sent_sections: Map<String, Value> = Map::new();
    loop {
        let woken = app.wakeup().clone();
        let next_append = woken.next_append();
        let events = match app.store().read_stream(cycle_id, version).await {
            Ok(events) => events,
            Err(e) => {
                tracing::warn!(%cycle_id, error = %e, "stream read failed");
                Vec::new()
            }
        };
        let mut last_position = None;
        for envelope in &events {
            let event = Event::default()
                .id(envelope.version.to_string())
                .event("domain_event")
                .json_data(envelope)
                .expect("envelopes serialize");
            if tx.send(Ok(event)).await.is_err() {
                return;
            }
            version = envelope.version;
            last_position = Some(envelope.position);
        }
        if last_position.is_some() || sent_sections.is_empty() {
            let target = last_position.unwrap_or(0);
            if let Ok(Some(sections)) =
                changed_sections(&app, cycle_id, target, &mut sent_sections).await
                && tx
                    .send(Ok(Event::default()
                        .event("sections")
                        .data(sections.to_string())))
                    .await
                    .is_err()
            {
                return;
            }
        }
        if tx.is_closed() {
            return;
        }
        let _ = tokio::time::timeout(POLL, next_append).await;
    }
}

/// The document sections that differ from what this connection last sent,
/// once the projection has passed `position`.
async fn changed_sections(
    app: &App,
    cycle_id: Uuid,
    position: i64,
    sent: &mut Map<String, Value>,
) -> Result<Option<Value>, crate::app::AppError> {
    app.wait_for(decision::NAME, position, Duration::from_secs(2))
        .await?;
    let Some(doc) = app
        .models()
        .get_doc(decision::NAME, &decision::document_key(cycle_id))
        .await?
    else {
        return Ok(None);
    };
    let mut changed = Map::new();
    for (component, section) in doc["sections"].as_object().into_iter().flatten() {
        if sent.get(component) != Some(section) {
            changed.insert(component.clone(), section.clone());
            sent.insert(component.clone(), section.clone());
        }
    }
    Ok((!changed.is_empty()).then(|| json!({"version": doc["version"], "sections": changed})))
}
