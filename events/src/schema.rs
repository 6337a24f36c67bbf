//! JSON Schemas of the event contract, for downstream consumers.
//!
//! Generated from the serde types with schemars and checked in under
//! `events/schema/` (see [`all_schemas`]); `tests/schema.rs` fails when the
//! checked-in files differ from what the code generates, and
//! `BLESS=1 cargo test -p decision-events --test events schema` rewrites them.
//!
//! * `<EventType>.json` — the schema of one event type's `payload` at its
//!   current version, with `x-event-type` and `x-schema-version`.
//! * `<EventType>.v<N>.json` — the same for each older version `N` still in
//!   the store and on the stream (generated from the frozen structs in
//!   [`crate::history`]; see [`crate::upcast`]).
//! * `EventEnvelope.json` — the message body (an [`EventEnvelope`]), self
//!   contained: every payload schema, of every version, sits in its `$defs`,
//!   and an `allOf` of `if event_type == X then schema_version is one of X's
//!   versions and payload is X at that version` ties the payload to its type.
//!   Unknown event types (added after the file was generated) pass with an
//!   object payload, so consumers validating with an older copy keep
//!   working; known types are checked strictly.
//! * `index.json` — event type → schema file → schema version, with the
//!   files of the older versions.
//!
//! The schemas describe what the producer *writes* (schemars' serialize
//! contract): optional values are present as `null`, so every property is
//! `required`, but `metadata.trace_context`, which is left out when absent
//! (events stored before it existed have none). They do not forbid extra properties: consumers must ignore
//! fields they do not know.

use crate::history::{OLDER_VERSIONS, OlderVersion};
use crate::{DomainEvent, EventEnvelope};
use schemars::generate::SchemaSettings;
use serde_json::{Map, Value, json};
use std::sync::OnceLock;

/// The JSON Schema dialect of every generated file.
pub const DIALECT: &str = "https://json-schema.org/draft/2020-12/schema";

/// Prefix of every schema's `$id`: `urn:decision-ledger:events:<Name>`.
/// A URN, not a URL: the schemas are shipped as files, not served.
pub const ID_PREFIX: &str = "urn:decision-ledger:events:";

/// The file name of the envelope schema.
pub const ENVELOPE_FILE: &str = "EventEnvelope.json";

/// The file name of the index.
pub const INDEX_FILE: &str = "index.json";

/// The NATS subject an event is published on, with placeholders.
pub const SUBJECT_PATTERN: &str = "decisions.events.<cycle_id>.<event_type>";

/// Every generated file as `(file name, JSON)`, in a stable order: one
/// payload schema per event type (in [`DomainEvent::TYPES`] order), then one
/// per older version (see [`older_versions`]), then `EventEnvelope.json`,
/// then `index.json`.
pub fn all_schemas() -> Vec<(String, Value)> {
    let contract = Contract::generate();
    let mut files: Vec<(String, Value)> = contract
        .events
        .iter()
        .map(|event| (schema_file(event.name), contract.payload_schema(event)))
        .collect();
    files.extend(contract.older.iter().map(|older| {
        (
            schema_file_at(older.event_type, older.schema_version),
            contract.older_payload_schema(older),
        )
    }));
    files.push((ENVELOPE_FILE.to_owned(), contract.envelope_schema()));
    files.push((INDEX_FILE.to_owned(), contract.index()));
    files
}

/// The payload schema of `event_type`, or `None` for an unknown type.
pub fn payload_schema(event_type: &str) -> Option<Value> {
    let contract = Contract::generate();
    let event = contract.events.iter().find(|e| e.name == event_type)?;
    Some(contract.payload_schema(event))
}

/// The payload schema of `event_type` at `schema_version` (the current one
/// or an older one), or `None` if there is no such type or version.
pub fn payload_schema_at(event_type: &str, schema_version: u32) -> Option<Value> {
    if schema_version_of(event_type) == Some(schema_version) {
        return payload_schema(event_type);
    }
    let contract = Contract::generate();
    let older = contract
        .older
        .iter()
        .find(|o| o.event_type == event_type && o.schema_version == schema_version)?;
    Some(contract.older_payload_schema(older))
}

/// `(event type, schema version)` of every superseded payload version that
/// may still be stored (and published), by type then version.
pub fn older_versions() -> Vec<(&'static str, u32)> {
    OLDER_VERSIONS
        .iter()
        .map(|o| (o.event_type, o.schema_version))
        .collect()
}

/// The envelope schema (the body of every published message).
pub fn envelope_schema() -> Value {
    Contract::generate().envelope_schema()
}

/// The schema version this build writes and reads for `event_type`, or
/// `None` for a type it does not know (one added by a newer producer).
pub fn schema_version_of(event_type: &str) -> Option<u32> {
    schema_versions()
        .iter()
        .find(|(name, _)| *name == event_type)
        .map(|&(_, version)| version)
}

/// `(event type, schema version)` of every event type, in
/// [`DomainEvent::TYPES`] order.
pub fn schema_versions() -> &'static [(&'static str, u32)] {
    static VERSIONS: OnceLock<Vec<(&'static str, u32)>> = OnceLock::new();
    VERSIONS.get_or_init(|| {
        Contract::generate()
            .events
            .iter()
            .map(|e| (e.name, e.schema_version))
            .collect()
    })
}

/// The file an event type's payload schema is kept in.
pub fn schema_file(event_type: &str) -> String {
    format!("{event_type}.json")
}

/// The file of an older version's payload schema: `<EventType>.v<N>.json`.
pub fn schema_file_at(event_type: &str, schema_version: u32) -> String {
    format!("{event_type}.v{schema_version}.json")
}

/// One event type as the generator sees it.
struct EventSchema {
    name: &'static str,
    schema_version: u32,
    /// The variant's doc comment on [`DomainEvent`], if any.
    description: Option<String>,
}

/// The schemars output for [`DomainEvent`], split into per-type parts.
struct Contract {
    events: Vec<EventSchema>,
    /// The superseded versions, from [`crate::history`].
    older: &'static [OlderVersion],
    /// Every named schema: one per payload struct plus the value types.
    defs: Map<String, Value>,
    /// The schemars schema of [`EventEnvelope`] (payload still untyped).
    envelope: Map<String, Value>,
}

impl Contract {
    fn generate() -> Contract {
        let mut generator = SchemaSettings::draft2020_12()
            .for_serialize()
            .into_generator();
        let envelope = generator.root_schema_for::<EventEnvelope>().to_value();
        let root = generator.root_schema_for::<DomainEvent>().to_value();
        for older in OLDER_VERSIONS {
            (older.register)(&mut generator);
        }
        let mut defs = generator.take_definitions(true);
        if let Some(Value::Object(more)) = root.get("$defs") {
            defs.extend(more.clone());
        }
        if let Some(Value::Object(more)) = envelope.get("$defs") {
            defs.extend(more.clone());
        }
        let variants = root
            .get("oneOf")
            .and_then(Value::as_array)
            .expect("DomainEvent is an adjacently tagged enum: its schema is a oneOf");
        let events = DomainEvent::TYPES
            .iter()
            .map(|&name| {
                let variant = variants
                    .iter()
                    .find(|v| v.pointer("/properties/event_type/const") == Some(&json!(name)))
                    .unwrap_or_else(|| panic!("no schema for the DomainEvent variant {name}"));
                let payload_ref = variant.pointer("/properties/payload/$ref");
                assert_eq!(
                    payload_ref,
                    Some(&json!(def_ref(name))),
                    "the payload of {name} must be the struct named {name}"
                );
                EventSchema {
                    name,
                    schema_version: DomainEvent::schema_version_of(name)
                        .expect("every name comes from DomainEvent::TYPES"),
                    description: variant
                        .get("description")
                        .and_then(Value::as_str)
                        .map(str::to_owned),
                }
            })
            .collect();
        let Value::Object(envelope) = envelope else {
            panic!("the EventEnvelope schema is an object");
        };
        Contract {
            events,
            older: OLDER_VERSIONS,
            defs,
            envelope,
        }
    }

    /// The older versions of `event_type`, oldest first.
    fn older_of(&self, event_type: &str) -> Vec<&OlderVersion> {
        let mut older: Vec<&OlderVersion> = self
            .older
            .iter()
            .filter(|o| o.event_type == event_type)
            .collect();
        older.sort_by_key(|o| o.schema_version);
        older
    }

    /// `<EventType>.json`: the payload schema with the definitions it uses.
    fn payload_schema(&self, event: &EventSchema) -> Value {
        self.versioned_payload_schema(
            event.name,
            event.name,
            event.schema_version,
            event.description.clone(),
            None,
        )
    }

    /// `<EventType>.v<N>.json`: an older version's payload schema.
    fn older_payload_schema(&self, older: &OlderVersion) -> Value {
        let current = self
            .events
            .iter()
            .find(|e| e.name == older.event_type)
            .unwrap_or_else(|| panic!("older version of an unknown type {}", older.event_type));
        self.versioned_payload_schema(
            older.event_type,
            older.def_name,
            older.schema_version,
            current.description.clone(),
            Some(current.schema_version),
        )
    }

    /// A payload schema: the definition `def_name` as the payload of
    /// `event_type` at `version`; `current` is set for an older version.
    fn versioned_payload_schema(
        &self,
        event_type: &str,
        def_name: &str,
        version: u32,
        variant_description: Option<String>,
        current: Option<u32>,
    ) -> Value {
        let Some(Value::Object(body)) = self.defs.get(def_name) else {
            panic!("no definition for the payload {def_name}");
        };
        let mut schema = Map::new();
        schema.insert("$schema".into(), json!(DIALECT));
        schema.insert(
            "$id".into(),
            json!(format!("{ID_PREFIX}{event_type}:v{version}")),
        );
        schema.insert("title".into(), json!(event_type));
        let description = body
            .get("description")
            .and_then(Value::as_str)
            .map(str::to_owned)
            .or(variant_description)
            .unwrap_or_else(|| format!("The payload of a `{event_type}` event."));
        let superseded = match current {
            Some(current) => format!(
                " An older version: events written before version {current} keep this \
                 shape in the store and on the stream (see `{}`).",
                schema_file(event_type)
            ),
            None => String::new(),
        };
        schema.insert(
            "description".into(),
            json!(format!(
                "{description}\n\nPublished as the `payload` of an EventEnvelope with \
                 `event_type` = \"{event_type}\" and `schema_version` = {version}, on subject \
                 `decisions.events.<cycle_id>.{event_type}`.{superseded}",
            )),
        );
        schema.insert("x-event-type".into(), json!(event_type));
        schema.insert("x-schema-version".into(), json!(version));
        for (key, value) in body {
            if key != "title" && key != "description" {
                schema.insert(key.clone(), value.clone());
            }
        }
        let used = self.referenced_defs(&Value::Object(body.clone()));
        if !used.is_empty() {
            schema.insert("$defs".into(), Value::Object(used));
        }
        Value::Object(schema)
    }

    /// `EventEnvelope.json`: the envelope, with `payload` checked per type.
    fn envelope_schema(&self) -> Value {
        let mut schema = Map::new();
        schema.insert("$schema".into(), json!(DIALECT));
        schema.insert("$id".into(), json!(format!("{ID_PREFIX}EventEnvelope")));
        schema.insert("title".into(), json!("EventEnvelope"));
        schema.insert(
            "description".into(),
            json!(format!(
                "An event as stored and published: the body of every message on \
                 `{SUBJECT_PATTERN}` (stream DECISION_EVENTS). For every known \
                 `event_type` the `allOf` below requires a `schema_version` this \
                 file describes (the current one, or an older one that stored \
                 events still carry) and the payload schema of that version in \
                 `$defs` (the same schema as `<event_type>.json`, or \
                 `<event_type>.v<N>.json`). Event types added after this file was \
                 generated pass with any object payload: skip what you do not know."
            )),
        );
        for (key, value) in &self.envelope {
            match key.as_str() {
                "$schema" | "$id" | "title" | "description" | "$defs" => {}
                "properties" => {
                    let mut properties = value.as_object().cloned().unwrap_or_default();
                    properties.insert(
                        "event_type".into(),
                        json!({
                            "description": "The event type, e.g. `ObjectiveAdded`; also the last \
                                            subject token and the `Decision-Event-Type` header.",
                            "type": "string",
                            "pattern": "^[A-Z][A-Za-z0-9]*$",
                        }),
                    );
                    properties.insert(
                        "schema_version".into(),
                        json!({
                            "description": "The version of the payload's shape (also the \
                                            `Decision-Schema-Version` header); see index.json.",
                            "type": "integer",
                            "minimum": 1,
                        }),
                    );
                    properties.insert(
                        "payload".into(),
                        json!({
                            "description": "The event's data; its schema depends on \
                                            `event_type` (see `allOf`).",
                            "type": "object",
                        }),
                    );
                    schema.insert(key.clone(), Value::Object(properties));
                }
                _ => {
                    schema.insert(key.clone(), value.clone());
                }
            }
        }
        let dispatch: Vec<Value> = self
            .events
            .iter()
            .flat_map(|event| self.dispatch(event))
            .collect();
        schema.insert("allOf".into(), Value::Array(dispatch));
        let mut defs = self.referenced_defs(&Value::Object(self.envelope.clone()));
        let def_names = self
            .events
            .iter()
            .map(|e| e.name)
            .chain(self.older.iter().map(|o| o.def_name));
        for name in def_names {
            defs.insert(name.to_owned(), self.defs[name].clone());
            defs.extend(self.referenced_defs(&self.defs[name]));
        }
        defs.sort_keys();
        schema.insert("$defs".into(), Value::Object(defs));
        Value::Object(schema)
    }

    /// The envelope's rules for one event type. With only the current
    /// version: one rule (that version and its payload). With older ones:
    /// one rule listing the versions, then one per version for the payload.
    fn dispatch(&self, event: &EventSchema) -> Vec<Value> {
        let is_type = json!({
            "properties": { "event_type": { "const": event.name } },
            "required": ["event_type"],
        });
        let older = self.older_of(event.name);
        if older.is_empty() {
            return vec![json!({
                "if": is_type,
                "then": {
                    "properties": {
                        "schema_version": { "const": event.schema_version },
                        "payload": { "$ref": def_ref(event.name) },
                    },
                },
            })];
        }
        let versions: Vec<(u32, &str)> = older
            .iter()
            .map(|o| (o.schema_version, o.def_name))
            .chain([(event.schema_version, event.name)])
            .collect();
        let mut rules = vec![json!({
            "if": is_type,
            "then": {
                "properties": {
                    "schema_version": {
                        "enum": versions.iter().map(|(v, _)| *v).collect::<Vec<_>>(),
                    },
                },
            },
        })];
        rules.extend(versions.iter().map(|(version, def)| {
            json!({
                "if": {
                    "properties": {
                        "event_type": { "const": event.name },
                        "schema_version": { "const": version },
                    },
                    "required": ["event_type", "schema_version"],
                },
                "then": {
                    "properties": { "payload": { "$ref": def_ref(def) } },
                },
            })
        }));
        rules
    }

    /// `index.json`: event type → schema file → schema version, and the
    /// files of older versions.
    fn index(&self) -> Value {
        let event_types: Map<String, Value> = self
            .events
            .iter()
            .map(|event| {
                let older: Vec<Value> = self
                    .older_of(event.name)
                    .into_iter()
                    .map(|o| {
                        json!({
                            "schema_version": o.schema_version,
                            "schema": schema_file_at(event.name, o.schema_version),
                            "$id": format!("{ID_PREFIX}{}:v{}", event.name, o.schema_version),
                        })
                    })
                    .collect();
                (
                    event.name.to_owned(),
                    json!({
                        "schema": schema_file(event.name),
                        "schema_version": event.schema_version,
                        "$id": format!("{ID_PREFIX}{}:v{}", event.name, event.schema_version),
                        "subject_filter": format!("decisions.events.*.{}", event.name),
                        "older_versions": older,
                    }),
                )
            })
            .collect();
        json!({
            "$comment": "Generated by events/src/schema.rs; regenerate with \
                         BLESS=1 cargo test -p decision-events --test events schema",
            "stream": "DECISION_EVENTS",
            "subject": SUBJECT_PATTERN,
            "envelope": ENVELOPE_FILE,
            "event_types": event_types,
        })
    }

    /// The definitions `schema` references, transitively, sorted by name.
    fn referenced_defs(&self, schema: &Value) -> Map<String, Value> {
        let mut found = Map::new();
        let mut pending = vec![schema.clone()];
        while let Some(next) = pending.pop() {
            for name in refs_in(&next) {
                if !found.contains_key(&name) {
                    let def = self
                        .defs
                        .get(&name)
                        .unwrap_or_else(|| panic!("dangling $ref to {name}"))
                        .clone();
                    pending.push(def.clone());
                    found.insert(name, def);
                }
            }
        }
        found.sort_keys();
        found
    }
}

fn def_ref(name: &str) -> String {
    format!("#/$defs/{name}")
}

/// The names of the `#/$defs/…` references anywhere in `schema`.
fn refs_in(schema: &Value) -> Vec<String> {
    match schema {
        Value::Object(map) => map
            .iter()
            .flat_map(|(key, value)| match (key.as_str(), value) {
                ("$ref", Value::String(target)) => target
                    .strip_prefix("#/$defs/")
                    .map(|name| vec![name.to_owned()])
                    .unwrap_or_default(),
                _ => refs_in(value),
            })
            .collect(),
        Value::Array(items) => items.iter().flat_map(refs_in).collect(),
        _ => Vec::new(),
    }
}
