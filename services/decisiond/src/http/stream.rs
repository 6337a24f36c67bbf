//! `GET /api/cycles/:id/stream`: live updates as server-sent events.
//!
//! * `event: domain_event`, `id: <version>` — each new event of the cycle
//!   (the envelope as JSON), in stream order;
//! * `event: sections` — after the document projection has caught up with
//!   them, the document sections that changed (all of them first).
//!
//! Resumable: a reconnecting client sends `Last-Event-ID` (the last version
//! it saw) and gets everything after it.
//!
//! * `event: caught_up` (`{"version"}`) — once per connection, when
//!   everything stored before it has been sent: what follows is news (a
//!   page shows "live" from here, not from the connection's opening).
//!
//! Bounded: each user has at most `--max-streams-per-user` open (429
//! beyond); a stream is woken only by appends to its own cycle (a slow
//! poll covers lost cross-process notifications); and it ends, with
//! `event: end` (`{"reason": "token_expired"}`), when the token it was
//! opened with expires.
//!
//! Ended first on shutdown: as the server begins to drain, every stream
//! sends `event: shutdown` (`{"reason": "shutdown", "retry_ms"}`, and the
//! same `retry:` for `EventSource`) and closes, so its client reconnects
//! with `Last-Event-ID` (to another instance, or this one restarted)
//! instead of watching a stream that will carry nothing more.

use super::ApiError;
use super::auth::Authed;
use super::extract::CycleId;
use crate::app::App;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::IntoResponse;
use axum::response::sse::{Event, KeepAlive, Sse};
use chrono::{DateTime, Utc};
use decision_events::values::Component;
use decision_projections::views::shapes::SectionDoc;
use serde::Serialize;
use serde_json::json;
use std::collections::BTreeMap;
use std::convert::Infallible;
use std::time::Duration;
use tokio::sync::mpsc;
use tokio_stream::wrappers::ReceiverStream;
use uuid::Uuid;

/// How long a connection waits for news before asking the store anyway: a
/// safety net under the cross-process notifications, which name the
/// cycles appended to.
const POLL: Duration = Duration::from_secs(30);

/// A comment line this often keeps a quiet stream's connection alive
/// (proxies, and this server's own idle timeout, which must be longer).
pub const SSE_KEEP_ALIVE: Duration = Duration::from_secs(15);

/// How soon a client should reconnect after `event: shutdown`, before the
/// jitter that spreads a whole instance's clients apart.
const RECONNECT_AFTER: Duration = Duration::from_secs(1);

pub(crate) async fn stream(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
    Authed(caller): Authed,
    headers: HeaderMap,
) -> Result<impl IntoResponse, ApiError> {
    let after = headers
        .get("last-event-id")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok())
        .unwrap_or(0);
    let after = super::time_travel::version_after("the `Last-Event-ID` header", after)?;
    let slot = app.open_stream(&caller)?;
    app.load(cycle_id).await?; // 404 for an unknown cycle
    let (tx, rx) = mpsc::channel(64);
    let until = caller.expires_at;
    tokio::spawn(async move {
        let _slot = slot; // held while the stream is open
        pump(app, cycle_id, after, until, tx).await
    });
    Ok(Sse::new(ReceiverStream::new(rx)).keep_alive(KeepAlive::new().interval(SSE_KEEP_ALIVE)))
}

/// Feeds one connection until the client goes away or its token expires.
async fn pump(
    app: App,
    cycle_id: Uuid,
    mut version: u64,
    until: Option<DateTime<Utc>>,
    tx: mpsc::Sender<Result<Event, Infallible>>,
) {
    let mut sent_sections: BTreeMap<Component, SectionDoc> = BTreeMap::new();
    let mut caught_up = false;
    let mut closing = app.streams_closing();
    let watch = app.wakeup().watch_cycle(cycle_id);
    let expiry = until.map(|at| {
        let left = (at - Utc::now()).to_std().unwrap_or_default();
        tokio::time::Instant::now() + left
    });
    loop {
        if *closing.borrow() {
            let _ = tx.send(Ok(shutdown_event())).await;
            return;
        }
        let next_append = watch.next_append();
        let events = match app.stream_events(cycle_id, version).await {
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
                        .json_data(&sections)
                        .expect("sections serialize")))
                    .await
                    .is_err()
            {
                return;
            }
        }
        if !events.is_empty() {
            // Maybe a page of a longer stream: read on before waiting.
            continue;
        }
        if !caught_up {
            caught_up = true;
            let event = Event::default()
                .event("caught_up")
                .json_data(CaughtUp { version })
                .expect("plain data serializes");
            if tx.send(Ok(event)).await.is_err() {
                return;
            }
        }
        let expired = async {
            match expiry {
                Some(at) => tokio::time::sleep_until(at).await,
                None => std::future::pending().await,
            }
        };
        tokio::select! {
            _ = next_append => {}
            _ = tokio::time::sleep(POLL) => {}
            _ = tx.closed() => return,
            // It only ever turns true (and its sender lives in `app`).
            _ = closing.changed() => {
                let _ = tx.send(Ok(shutdown_event())).await;
                return;
            }
            _ = expired => {
                let end = Event::default()
                    .event("end")
                    .data(json!({"reason": "token_expired"}).to_string());
                let _ = tx.send(Ok(end)).await;
                return;
            }
        }
    }
}

/// `event: shutdown`: reconnect in a second or two. The jitter (from the
/// clock, not a secret) keeps an instance's clients from all returning in
/// the same millisecond.
fn shutdown_event() -> Event {
    let jitter = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |t| t.subsec_micros() % 1000);
    let retry = RECONNECT_AFTER + Duration::from_millis(u64::from(jitter));
    Event::default()
        .event("shutdown")
        .retry(retry)
        .json_data(ShuttingDown {
            reason: "shutdown",
            retry_ms: retry.as_millis() as u64,
        })
        .expect("plain data serializes")
}

/// The data of an `event: caught_up` message: the version sent last.
#[derive(Serialize)]
struct CaughtUp {
    version: u64,
}

/// The data of an `event: shutdown` message.
#[derive(Serialize)]
struct ShuttingDown {
    reason: &'static str,
    /// The same as the message's `retry:` field.
    retry_ms: u64,
}

/// The document sections that differ from what this connection last sent,
/// once the projection has passed `position`.
async fn changed_sections(
    app: &App,
    cycle_id: Uuid,
    position: i64,
    sent: &mut BTreeMap<Component, SectionDoc>,
) -> Result<Option<SectionsEvent>, crate::app::AppError> {
    let Some(doc) = app
        .document_after(cycle_id, position, Duration::from_secs(2))
        .await?
    else {
        return Ok(None);
    };
    let mut changed = BTreeMap::new();
    for (component, section) in doc.sections {
        if sent.get(&component) != Some(&section) {
            sent.insert(component, section.clone());
            changed.insert(component, section);
        }
    }
    Ok((!changed.is_empty()).then_some(SectionsEvent {
        version: doc.version,
        sections: changed,
    }))
}

/// The data of an `event: sections` message.
#[derive(Serialize)]
struct SectionsEvent {
    version: u64,
    sections: BTreeMap<Component, SectionDoc>,
}
