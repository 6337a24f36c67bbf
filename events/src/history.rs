//! Payload shapes of earlier schema versions, frozen.
//!
//! The store never rewrites an event: a payload keeps the shape, and the
//! `schema_version`, it was written with. When a payload changes shape
//! incompatibly, its old struct moves here, under a versioned name, and is
//! never edited again. It serves two purposes:
//!
//! * the JSON Schema of the old version (`events/schema/<Type>.v<N>.json`,
//!   and a branch of `EventEnvelope.json`), for consumers that read old
//!   events as stored;
//! * tests: the frozen golden fixture `tests/fixtures/<Type>.v<N>.json`
//!   must still serialize from it, and must upcast to the current shape.
//!
//! Decoding never goes through these structs: [`crate::upcast`] turns an old
//! payload into the current one, and only the current struct is decoded.
//!
//! A change here changes a published contract. Don't.

use crate::ToolResultClass;
use crate::values::Component;
use chrono::{DateTime, Utc};
use schemars::{JsonSchema, SchemaGenerator};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use uuid::Uuid;

/// Version 1 of the `UncertaintyFlagged` payload (replaced by version 2,
/// whose nullable `cell` holds both ids).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct UncertaintyFlaggedV1 {
    pub uncertainty_id: String,
    pub description: String,
    pub component: Component,
    pub resolvable: bool,
    pub impact: Option<String>,
    /// Set when the uncertainty is about one consequence cell.
    pub alternative_id: Option<String>,
    pub objective_id: Option<String>,
}

/// Version 1 of the `ToolInvocationRecorded` payload (replaced by version
/// 2, whose nullable `replay_of` names the read a replay repeats).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolInvocationRecordedV1 {
    pub invocation_id: Uuid,
    pub tool_name: String,
    pub component: Component,
    pub parameters: Value,
    pub result: ToolResultClass,
    pub result_data: Option<Value>,
    pub error: Option<String>,
    pub events_appended: u32,
    pub conversation_turn: u32,
    pub trigger_context: Option<String>,
    pub invoked_at: DateTime<Utc>,
    pub duration_ms: u32,
}

/// One superseded payload version: which type and version it was, and its
/// frozen struct (as a schema).
pub(crate) struct OlderVersion {
    pub event_type: &'static str,
    pub schema_version: u32,
    /// The struct's name: its key in the generated `$defs`.
    pub def_name: &'static str,
    /// Adds the struct's schema (and what it uses) to the generator.
    pub register: fn(&mut SchemaGenerator),
}

/// Every superseded payload version, by event type then version. For each
/// type at current version `N`, versions `1..N` are all here (a test
/// checks it), next to the upcasters in [`crate::upcast::UPCASTERS`].
pub(crate) const OLDER_VERSIONS: &[OlderVersion] = &[
    OlderVersion {
        event_type: "UncertaintyFlagged",
        schema_version: 1,
        def_name: "UncertaintyFlaggedV1",
        register: |generator| {
            generator.subschema_for::<UncertaintyFlaggedV1>();
        },
    },
    OlderVersion {
        event_type: "ToolInvocationRecorded",
        schema_version: 1,
        def_name: "ToolInvocationRecordedV1",
        register: |generator| {
            generator.subschema_for::<ToolInvocationRecordedV1>();
        },
    },
];
