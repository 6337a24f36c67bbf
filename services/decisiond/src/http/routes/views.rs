//! The read models (the document, the Pugh view, the audit log, the
//! statistics, confirmations and revisits), time travel, the live stream
//! and the event feed.

use super::Spec;
use crate::app::{
    AllStatsView, ConfirmationsView, CycleStatsView, DocumentView, FeedPage, HistoryPage,
    InvocationsPage, OneSection, RevisitsView,
};
use crate::http::openapi::vocab::{
    Named, READ, at_version, ok, one, op, param, path_param, query, read_options, reference,
    schema, with_errors,
};
use decision_events::values::Component;
use decision_projections::views::shapes::PughDoc;
use decision_projections::views::travel::diff::VersionDiff;
use schemars::JsonSchema;
use serde_json::{Value, json};

/// A GET of a per-cycle read model (read-your-writes options included),
/// answering a `T`.
fn cycle_view<T: JsonSchema>(id: &str, summary: &str, extra: Vec<Value>) -> Value {
    let mut params = vec![param("CycleId")];
    params.extend(extra);
    params.extend(read_options());
    op(
        summary,
        params,
        None,
        with_errors(one("200", ok::<T>("The view.")), READ),
    )
    .named(id, "Read models")
}

fn flow_status() -> Value {
    query(
        "status",
        "Which ones: `pending` (the default), `answered` (with their outcome) or `all` (expired ones too).",
        json!({"type": "string", "enum": ["pending", "answered", "all"], "default": "pending"}),
    )
}

pub(super) fn all_stats(_: &Spec<'_>) -> Value {
    op(
        "Per-tool statistics over all cycles.",
        read_options().to_vec(),
        None,
        with_errors(
            one("200", ok::<AllStatsView>("The statistics.")),
            &[422, 500, 503],
        ),
    )
    .named("getAllToolStats", "Operations")
}

pub(super) fn events(_: &Spec<'_>) -> Value {
    op(
        "The global event feed, in commit order.",
        vec![
            query(
                "after",
                "Position to read after (0 for the start).",
                json!({"type": "integer", "minimum": 0, "maximum": i64::MAX, "default": 0}),
            ),
            query(
                "limit",
                "Page size (1 to 1000).",
                json!({"type": "integer", "minimum": 1, "maximum": 1000, "default": 100}),
            ),
        ],
        None,
        with_errors(
            one("200", ok::<FeedPage>("A page of events.")),
            &[422, 500, 503],
        ),
    )
    .named("listEvents", "Events")
}

pub(super) fn invocations(_: &Spec<'_>) -> Value {
    let datetime = json!({"type": "string", "format": "date-time"});
    cycle_view::<InvocationsPage>(
        "listInvocations",
        "The audit log of tool calls, paged with `next_cursor`.",
        vec![
            query("tool", "Only this tool.", json!({"type": "string"})),
            query(
                "result",
                "Only this result class.",
                json!({"type": "string", "enum": ["success", "validation_error", "not_found", "conflict", "internal_error"]}),
            ),
            query(
                "component",
                "Only calls made in this component.",
                schema::<Component>(),
            ),
            query("since", "Calls at or after.", datetime.clone()),
            query("until", "Calls before.", datetime),
            query(
                "cursor",
                "The `next_cursor` of the previous page.",
                json!({"type": "integer", "minimum": i64::MIN, "maximum": i64::MAX}),
            ),
            query(
                "limit",
                "Page size (1 to 500).",
                json!({"type": "integer", "minimum": 1, "maximum": 500, "default": 100}),
            ),
        ],
    )
}

pub(super) fn cycle_stats(_: &Spec<'_>) -> Value {
    cycle_view::<CycleStatsView>("getToolStats", "Per-tool statistics for the cycle.", vec![])
}

pub(super) fn pugh(_: &Spec<'_>) -> Value {
    cycle_view::<PughDoc>("getPugh", "The Pugh view.", vec![at_version()])
}

pub(super) fn section(_: &Spec<'_>) -> Value {
    cycle_view::<OneSection>(
        "getDocumentSection",
        "One document section.",
        vec![
            path_param(
                "component",
                "The section's component.",
                schema::<Component>(),
            ),
            at_version(),
        ],
    )
}

pub(super) fn document(_: &Spec<'_>) -> Value {
    let mut document =
        ok::<DocumentView>("The document (JSON, or markdown with `Accept: text/markdown`).");
    document["content"]["text/markdown"] = json!({"schema": {"type": "string"}});
    op(
        "The decision document.",
        [
            vec![param("CycleId"), at_version()],
            read_options().to_vec(),
        ]
        .concat(),
        None,
        with_errors(one("200", document), READ),
    )
    .named("getDocument", "Read models")
}

pub(super) fn revisits(_: &Spec<'_>) -> Value {
    cycle_view::<RevisitsView>(
        "listRevisits",
        "Revisit suggestions, pending ones by default (`has_critical`: a pending one is critical).",
        vec![flow_status()],
    )
}

pub(super) fn confirmations(_: &Spec<'_>) -> Value {
    cycle_view::<ConfirmationsView>(
        "listConfirmations",
        "Confirmation requests, pending ones by default; answered ones with their outcome.",
        vec![flow_status()],
    )
}

pub(super) fn pending_confirmations(_: &Spec<'_>) -> Value {
    cycle_view::<ConfirmationsView>(
        "listPendingConfirmations",
        "Confirmation requests waiting for the user.",
        vec![],
    )
}

pub(super) fn history(_: &Spec<'_>) -> Value {
    op("The cycle's history: one entry per tool call or command, oldest first, with who, which tool, the trigger and a one-line summary of what changed; paged with `next_after_version`.",
        vec![param("CycleId"),
            query("after_version", "The `next_after_version` of the previous page.", json!({"type": "integer", "minimum": 0, "maximum": i64::MAX})),
            query("limit", "Page size (1 to 500).", json!({"type": "integer", "minimum": 1, "maximum": 500, "default": 100}))],
        None, with_errors(one("200", ok::<HistoryPage>("A page of the history.")), READ))
        .named("getHistory", "Time travel")
}

pub(super) fn diff(_: &Spec<'_>) -> Value {
    let version = |name: &str| json!({"name": name, "in": "query", "required": true, "description": "A version (1 to the current one).", "schema": {"type": "integer", "minimum": 1, "maximum": i64::MAX}});
    op("What changed between two versions: sections (both texts and a line diff), Pugh cells, totals and leader.",
        vec![param("CycleId"), version("from"), version("to")],
        None, with_errors(one("200", ok::<VersionDiff>("The changes.")), READ))
        .named("diffVersions", "Time travel")
}

pub(super) fn stream(_: &Spec<'_>) -> Value {
    op("Live updates as server-sent events (`domain_event`, `sections`).",
        vec![param("CycleId"), json!({"name": "Last-Event-ID", "in": "header",
            "description": "Resume after this version (the `id` of the last event seen); a value that is not a version reads as 0, the start.",
            "schema": {"type": "string"}})],
        None, with_errors(one("200", json!({"description": "`event: domain_event` (an `EventEnvelope`, `id: <version>`) and `event: sections`; the stream stays open.",
            "content": {"text/event-stream": {"schema": reference("schemas", "StreamEvent")}}})), &[404, 500, 503]))
        .named("streamCycle", "Read models")
}
