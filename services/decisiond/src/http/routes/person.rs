//! What only the person whose decision it is does: erase, export, the
//! cycle's settings, answering revisits and proposals.

use super::Spec;
use crate::app::{CommandOutcome, CycleErasure, CycleExport, CycleSettings};
use crate::http::cycles::SettingsBody;
use crate::http::flows::{ResolveBody, RespondBody};
use crate::http::openapi::vocab::{
    Named, READ, WRITE, body, ok, one, op, param, path_param, with_errors,
};
use serde_json::{Value, json};

pub(super) fn erase(_: &Spec<'_>) -> Value {
    op("Erases the cycle everywhere the service keeps it: its events keep only their place in the log, its audit records, idempotency records, read models, caches and parked events go, and the relay purges its messages from the JetStream stream. A `CycleErased` tombstone (who, when, why; no content) stays, and consumers are told to delete their copies. Erasing again is a 404.",
        vec![param("CycleId"), param("CorrelationId")], None,
        with_errors(one("200", ok::<CycleErasure>("Erased (`views_erased` false: a lagging projection deletes the views when it catches up).")), &[404, 409, 500, 503]))
        .named("eraseCycle", "Person")
}

pub(super) fn export(_: &Spec<'_>) -> Value {
    op("The whole cycle as one JSON file, to take it elsewhere (before erasing it, say): every event as stored, the document at the last version and the audit log of every call.",
        vec![param("CycleId")], None,
        with_errors(one("200", ok::<CycleExport>("The export (`Content-Disposition: attachment`).")), READ))
        .named("exportCycle", "Person")
}

pub(super) fn settings(_: &Spec<'_>) -> Value {
    op(
        "The cycle's settings: its confirmation gate, and the service's.",
        vec![param("CycleId")],
        None,
        with_errors(one("200", ok::<CycleSettings>("The settings.")), READ),
    )
    .named("getSettings", "Person")
}

pub(super) fn set_settings(_: &Spec<'_>) -> Value {
    op(
        "Turns the cycle's confirmation gate on or off (an event, `ConfirmationGateSet`).",
        vec![
            param("CycleId"),
            param("IdempotencyKey"),
            param("CorrelationId"),
        ],
        Some(body::<SettingsBody>()),
        with_errors(
            one(
                "200",
                ok::<CommandOutcome>("Set (`data.changed` false when it already was)."),
            ),
            WRITE,
        ),
    )
    .named("setSettings", "Person")
}

pub(super) fn resolve_revisit(_: &Spec<'_>) -> Value {
    op(
        "Accepts or dismisses a revisit suggestion.",
        vec![
            param("CycleId"),
            path_param("rid", "The revisit id.", json!({"type": "string"})),
            param("IdempotencyKey"),
            param("CorrelationId"),
        ],
        Some(body::<ResolveBody>()),
        with_errors(one("200", ok::<CommandOutcome>("Resolved.")), WRITE),
    )
    .named("resolveRevisit", "Person")
}

pub(super) fn respond(_: &Spec<'_>) -> Value {
    op(
        "Answers a confirmation request.",
        vec![
            param("CycleId"),
            path_param("cid", "The confirmation id.", json!({"type": "string"})),
            param("IdempotencyKey"),
            param("CorrelationId"),
        ],
        Some(body::<RespondBody>()),
        with_errors(one("200", ok::<CommandOutcome>("Answered.")), WRITE),
    )
    .named("respondToConfirmation", "Person")
}
