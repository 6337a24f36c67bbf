//! The decision as MCP resources: the caller's cycles, and each cycle's
//! document, sections and Pugh view ([`ResourceUri`]); and each tool's full
//! guidance (`decision://tools/{name}`: the whole description and schemas
//! a compact definition leaves out). Reads go through
//! the same authorized read models as HTTP's GETs: another user's cycle
//! is not found, and reading appends nothing (no audit event: a resource
//! is the host showing the decision, not the agent acting on it).

use super::door::Door;
use super::remedy::McpWords;
use super::uris::{self, CYCLES, DOCUMENT_TEMPLATE, PUGH_TEMPLATE, ResourceUri, SECTION_TEMPLATE};
use crate::app::{App, AppError, ErrorAnswer, ErrorKind};
use rmcp::ErrorData;
use rmcp::model::{
    ListResourceTemplatesResult, ListResourcesResult, ReadResourceResult, Resource,
    ResourceContents, ResourceTemplate,
};
use serde::Serialize;
use serde_json::json;
use uuid::Uuid;

const MARKDOWN: &str = "text/markdown";
const JSON: &str = "application/json";
/// Cycles per page of `resources/list` (each gives two resources).
const LIST_PAGE: usize = 50;

/// A tool's full guidance: its MCP definition with `detail=full`.
pub(crate) const TOOL_TEMPLATE: &str = "decision://tools/{name}";
const TOOL_PREFIX: &str = "decision://tools/";

pub(crate) fn templates() -> ListResourceTemplatesResult {
    ListResourceTemplatesResult::with_all_items(vec![
        ResourceTemplate::new(TOOL_TEMPLATE, "tool")
            .with_title("Tool guidance")
            .with_description(
                "One tool's full definition: the whole description (example, edge cases, what \
                 it returns) and its schemas with every bound stated.",
            )
            .with_mime_type(JSON),
        ResourceTemplate::new(DOCUMENT_TEMPLATE, "document")
            .with_title("Decision document")
            .with_description(
                "The cycle's whole decision document as markdown, one section per PrOACT \
                 component.",
            )
            .with_mime_type(MARKDOWN),
        ResourceTemplate::new(SECTION_TEMPLATE, "section")
            .with_title("Document section")
            .with_description(format!(
                "One component's section of the document, as markdown. component: {}",
                decision_events::values::Component::names()
            ))
            .with_mime_type(MARKDOWN),
        ResourceTemplate::new(PUGH_TEMPLATE, "pugh")
            .with_title("Pugh matrix")
            .with_description(
                "The consequence (Pugh) matrix: objectives, rated cells with their reasoning, \
                 each alternative's total against the status quo, and the leader.",
            )
            .with_mime_type(JSON),
    ])
}

/// The cycles list, then each cycle's document and Pugh view, a page of
/// cycles at a time (`cursor`: the last cycle id of the previous page).
pub(crate) async fn list(
    app: &App,
    door: &Door,
    context: &rmcp::service::RequestContext<rmcp::RoleServer>,
    cursor: Option<&str>,
) -> Result<ListResourcesResult, ErrorData> {
    let caller = door
        .caller(context)
        .map_err(|e| ErrorData::invalid_request(e, None))?;
    let cursor = cursor
        .map(|c| {
            Uuid::parse_str(c).map_err(|_| {
                ErrorData::invalid_params(
                    format!(
                        "cursor {} is not one resources/list returned",
                        uris::shown(c)
                    ),
                    None,
                )
            })
        })
        .transpose()?;
    let options = door
        .read_options(context)
        .map_err(|e| ErrorData::invalid_params(e, None))?;
    let page = app
        .cycles(&caller, None, cursor, Some(LIST_PAGE), &options)
        .await
        .map_err(protocol_error)?
        .value;
    let mut resources = Vec::new();
    if cursor.is_none() {
        resources.push(
            Resource::new(CYCLES, "cycles")
                .with_title("Your decisions")
                .with_description(
                    "Every decision cycle you own: id, title, current component, completion.",
                )
                .with_mime_type(JSON),
        );
    }
    for cycle in &page.cycles {
        let id = cycle.cycle_id;
        resources.push(
            Resource::new(
                ResourceUri::Document(id).to_string(),
                format!("document {id}"),
            )
            .with_title(format!("{}: document", cycle.title))
            .with_mime_type(MARKDOWN),
        );
        resources.push(
            Resource::new(ResourceUri::Pugh(id).to_string(), format!("pugh {id}"))
                .with_title(format!("{}: Pugh matrix", cycle.title))
                .with_mime_type(JSON),
        );
    }
    let mut result = ListResourcesResult::with_all_items(resources);
    result.next_cursor = page.next_cursor.map(|c| c.to_string());
    Ok(result)
}

pub(crate) async fn read(
    app: &App,
    door: &Door,
    context: &rmcp::service::RequestContext<rmcp::RoleServer>,
    uri: &str,
) -> Result<ReadResourceResult, ErrorData> {
    if let Some(name) = uri.strip_prefix(TOOL_PREFIX) {
        return tool_guidance(app, name);
    }
    let resource = ResourceUri::parse(uri).map_err(|text| {
        ErrorData::invalid_params(
            text,
            Some(json!({"uri": uris::shown(uri), "allowed": uris::allowed()})),
        )
    })?;
    let caller = door
        .caller(context)
        .map_err(|e| ErrorData::invalid_request(e, None))?;
    let options = door
        .read_options(context)
        .map_err(|e| ErrorData::invalid_params(e, None))?;
    let uri = resource.to_string();
    let contents = match resource {
        ResourceUri::Cycles => {
            let page = app
                .cycles(&caller, None, None, None, &options)
                .await
                .map_err(protocol_error)?;
            json_contents(&page.value, uri)
        }
        ResourceUri::Document(id) => {
            let read = app
                .document(&caller, id, &options)
                .await
                .map_err(protocol_error)?;
            ResourceContents::text(read.value.markdown, uri).with_mime_type(MARKDOWN)
        }
        ResourceUri::Section(id, component) => {
            let read = app
                .section(&caller, id, component, &options)
                .await
                .map_err(protocol_error)?;
            ResourceContents::text(read.value.markdown, uri).with_mime_type(MARKDOWN)
        }
        ResourceUri::Pugh(id) => {
            let read = app
                .pugh(&caller, id, &options)
                .await
                .map_err(protocol_error)?;
            json_contents(&read.value, uri)
        }
    };
    Ok(ReadResourceResult::new(vec![contents]))
}

/// `decision://tools/{name}`: the tool's full MCP definition (a catalog
/// tool's, or create_cycle's and navigate's as listed).
fn tool_guidance(app: &App, name: &str) -> Result<ReadResourceResult, ErrorData> {
    let definition = match app.catalog().get(name) {
        Some(spec) => super::toolbox::catalog_tool(spec, decision_catalog::Detail::Full),
        None => super::toolbox::Toolbox::new(app.catalog())
            .get(name)
            .filter(|_| super::toolbox::ENTRY.contains(&name))
            .map(|tool| serde_json::to_value(tool).expect("tools serialize"))
            .ok_or_else(|| {
                ErrorData::resource_not_found(
                    format!(
                        "no tool {}: find_tools finds tools by what they do",
                        uris::shown(name)
                    ),
                    None,
                )
            })?,
    };
    Ok(ReadResourceResult::new(vec![json_contents(
        &definition,
        format!("{TOOL_PREFIX}{name}"),
    )]))
}

fn json_contents(value: &impl Serialize, uri: String) -> ResourceContents {
    let text = serde_json::to_string_pretty(value).expect("views serialize");
    ResourceContents::text(text, uri).with_mime_type(JSON)
}

/// An application failure as a JSON-RPC error (reads and prompts have no
/// `isError` result): a missing (or another user's) cycle is MCP's
/// resource-not-found, bad input invalid params, the rest internal, each
/// with the application's text in MCP's words.
pub(crate) fn protocol_error(e: AppError) -> ErrorData {
    let answer = ErrorAnswer::from(e);
    let text = answer.text(&McpWords::default());
    match answer.kind {
        ErrorKind::NotFound => ErrorData::resource_not_found(text, None),
        ErrorKind::BadRequest | ErrorKind::Invalid | ErrorKind::TooLarge => {
            ErrorData::invalid_params(text, None)
        }
        ErrorKind::Unauthenticated | ErrorKind::Forbidden => ErrorData::invalid_request(text, None),
        ErrorKind::Conflict
        | ErrorKind::RateLimited
        | ErrorKind::Internal
        | ErrorKind::Unavailable => ErrorData::internal_error(text, None),
    }
}
