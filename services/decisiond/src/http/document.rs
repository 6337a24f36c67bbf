//! `GET /api/cycles/:id/document`: the decision document, markdown with
//! `Accept: text/markdown`, JSON otherwise. Rendered from the cycle's state
//! by the domain's one document definition.

use super::ApiError;
use super::extract::CycleId;
use crate::app::App;
use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, header};
use axum::response::{IntoResponse, Response};
use decision_domain::{CompletionStatus, DocumentSummary, completion_status, document, summary};
use decision_events::values::Component;
use serde::Serialize;
use uuid::Uuid;

#[derive(Serialize)]
struct Section {
    component: Component,
    title: &'static str,
    status: CompletionStatus,
    markdown: String,
}

#[derive(Serialize)]
struct Document {
    cycle_id: Uuid,
    version: u64,
    summary: DocumentSummary,
    sections: Vec<Section>,
    markdown: String,
}

pub(crate) async fn get(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let loaded = app.load(cycle_id).await?;
    let markdown = document::render(&loaded.state);
    let wants_markdown = headers
        .get(header::ACCEPT)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.contains("text/markdown"));
    if wants_markdown {
        return Ok((
            [(header::CONTENT_TYPE, "text/markdown; charset=utf-8")],
            markdown,
        )
            .into_response());
    }
    let sections = Component::ALL
        .into_iter()
        .map(|c| Section {
            component: c,
            title: document::title(c),
            status: completion_status(&loaded.state, c),
            markdown: document::render_section(&loaded.state, c),
        })
        .collect();
    Ok(Json(Document {
        cycle_id,
        version: loaded.version,
        summary: summary(&loaded.state),
        sections,
        markdown,
    })
    .into_response())
}
