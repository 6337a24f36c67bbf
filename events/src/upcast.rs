//! Upcasting: reading a payload stored at an older schema version as the
//! current one.
//!
//! The store is append-only: an event keeps forever the payload and the
//! `schema_version` it was written with. When a payload's shape changes
//! incompatibly, the type's version is bumped (in `domain_events!`), the old
//! struct is frozen in [`crate::history`], and one **upcaster** is added to
//! [`UPCASTERS`]: a pure function from a payload of version `N` to the same
//! event's payload at version `N + 1`.
//!
//! Reading ([`EventEnvelope::event`](crate::EventEnvelope::event),
//! [`DomainEvent::decode`]) runs the chain `stored → stored + 1 → … →
//! current` on the JSON, then deserializes the current struct. So the
//! aggregate, the projections and every other reader only ever see the
//! current shape, and no code matches on versions.
//!
//! * A version newer than this build knows is an error
//!   ([`DecodeError::FutureVersion`]), never decoded as the current one.
//! * An unknown event type is an error ([`DecodeError::UnknownEventType`]).
//! * An upcaster that cannot convert a payload says why
//!   ([`UpcastError`]); the error names the event type and the version.
//!
//! Upcasters are plain functions in a static table: no registration, no
//! global state, nothing to forget at start-up.
//!
//! What is *published* is the event as stored (see
//! [`EventEnvelope::published_body`](crate::EventEnvelope::published_body)):
//! consumers read old versions with the per-version JSON Schemas, or upcast
//! with this module.

use crate::DomainEvent;
use serde_json::{Map, Value};
use std::borrow::Cow;
use std::fmt;

/// Turns the payload of one event type from `from_version` into
/// `from_version + 1`. Pure: JSON in, JSON out.
#[derive(Debug, Clone, Copy)]
pub struct Upcaster {
    pub event_type: &'static str,
    pub from_version: u32,
    pub upcast: fn(Value) -> Result<Value, UpcastError>,
}

/// Every upcaster of the event contract. For each event type at current
/// version `N`, there is exactly one for each of `1..N` (a test checks it).
pub const UPCASTERS: &[Upcaster] = &[
    Upcaster {
        event_type: "UncertaintyFlagged",
        from_version: 1,
        upcast: uncertainty_flagged_v1_to_v2,
    },
    Upcaster {
        event_type: "ToolInvocationRecorded",
        from_version: 1,
        upcast: tool_invocation_recorded_v1_to_v2,
    },
];

/// `ToolInvocationRecorded` v1 → v2: every v1 record is a first call
/// (replays left no record then), so `replay_of` is null.
pub fn tool_invocation_recorded_v1_to_v2(payload: Value) -> Result<Value, UpcastError> {
    let mut fields = into_object(payload)?;
    fields.insert("replay_of".to_owned(), Value::Null);
    Ok(Value::Object(fields))
}

/// `UncertaintyFlagged` v1 → v2: `alternative_id` and `objective_id` (both
/// set, or both null) become one `cell` (an object, or null). A payload with
/// only one of them set was never written; it is refused, not guessed at.
pub fn uncertainty_flagged_v1_to_v2(payload: Value) -> Result<Value, UpcastError> {
    let mut fields = into_object(payload)?;
    let alternative = take_optional_string(&mut fields, "alternative_id")?;
    let objective = take_optional_string(&mut fields, "objective_id")?;
    let cell = match (alternative, objective) {
        (Some(alternative_id), Some(objective_id)) => serde_json::json!({
            "alternative_id": alternative_id,
            "objective_id": objective_id,
        }),
        (None, None) => Value::Null,
        (Some(a), None) => {
            return Err(UpcastError::new(format!(
                "`alternative_id` is \"{a}\" but `objective_id` is null: \
                 a cell needs both, or neither"
            )));
        }
        (None, Some(o)) => {
            return Err(UpcastError::new(format!(
                "`objective_id` is \"{o}\" but `alternative_id` is null: \
                 a cell needs both, or neither"
            )));
        }
    };
    fields.insert("cell".to_owned(), cell);
    Ok(Value::Object(fields))
}

/// The payload as an object, or why not.
fn into_object(payload: Value) -> Result<Map<String, Value>, UpcastError> {
    match payload {
        Value::Object(fields) => Ok(fields),
        other => Err(UpcastError::new(format!(
            "the payload is not a JSON object: {other}"
        ))),
    }
}

/// Removes `key`: a string, or null / absent (`None`); anything else is an
/// error.
fn take_optional_string(
    fields: &mut Map<String, Value>,
    key: &str,
) -> Result<Option<String>, UpcastError> {
    match fields.shift_remove(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(text)) => Ok(Some(text)),
        Some(other) => Err(UpcastError::new(format!(
            "`{key}` must be a string or null, found {other}"
        ))),
    }
}

/// Upcasts `payload`, stored as `event_type` at `stored_version`, to the
/// current version of that type. Returns `(current version, payload)`; the
/// payload is returned unchanged when it is already current.
pub fn upcast(
    event_type: &str,
    stored_version: u32,
    payload: Value,
) -> Result<(u32, Value), DecodeError> {
    let current = DomainEvent::schema_version_of(event_type).ok_or_else(|| {
        DecodeError::UnknownEventType {
            event_type: event_type.to_owned(),
        }
    })?;
    let payload = upcast_with(UPCASTERS, event_type, stored_version, current, payload)?;
    Ok((current, payload))
}

/// The chain runner behind [`upcast`], over any table of upcasters (tests
/// use their own): applies the upcaster from `stored_version`, then the one
/// from `stored_version + 1`, …, up to `current_version`.
pub fn upcast_with(
    upcasters: &[Upcaster],
    event_type: &str,
    stored_version: u32,
    current_version: u32,
    mut payload: Value,
) -> Result<Value, DecodeError> {
    if stored_version == 0 {
        return Err(DecodeError::InvalidVersion {
            event_type: event_type.to_owned(),
        });
    }
    if stored_version > current_version {
        return Err(DecodeError::FutureVersion {
            event_type: event_type.to_owned(),
            stored_version,
            current_version,
        });
    }
    for from_version in stored_version..current_version {
        let step = upcasters
            .iter()
            .find(|u| u.event_type == event_type && u.from_version == from_version)
            .ok_or_else(|| DecodeError::MissingUpcaster {
                event_type: event_type.to_owned(),
                from_version,
            })?;
        payload = (step.upcast)(payload).map_err(|reason| DecodeError::Upcast {
            event_type: event_type.to_owned(),
            from_version,
            reason,
        })?;
    }
    Ok(payload)
}

/// Why an upcaster refused a payload: the reason only (the chain adds the
/// event type and version, see [`DecodeError::Upcast`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UpcastError {
    reason: String,
}

impl UpcastError {
    pub fn new(reason: impl Into<String>) -> UpcastError {
        UpcastError {
            reason: reason.into(),
        }
    }

    pub fn reason(&self) -> &str {
        &self.reason
    }
}

impl fmt::Display for UpcastError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.reason)
    }
}

impl std::error::Error for UpcastError {}

/// Why a stored payload could not be read as its current event.
#[derive(Debug)]
#[non_exhaustive]
pub enum DecodeError {
    /// An event type this build does not know (a newer producer's, or a
    /// typo): skip it or upgrade, never guess.
    UnknownEventType { event_type: String },
    /// Stored at a schema version newer than this build knows: decoding it
    /// as the current one could silently lose or misread data.
    FutureVersion {
        event_type: String,
        stored_version: u32,
        current_version: u32,
    },
    /// `schema_version` 0: versions start at 1.
    InvalidVersion { event_type: String },
    /// A gap in [`UPCASTERS`]: a bug of this build, caught by its tests.
    MissingUpcaster {
        event_type: String,
        from_version: u32,
    },
    /// An upcaster refused the payload.
    Upcast {
        event_type: String,
        from_version: u32,
        reason: UpcastError,
    },
    /// The (upcast) payload does not match the current struct.
    Payload {
        event_type: String,
        /// The version it was stored at (it was decoded at the current one).
        stored_version: u32,
        current_version: u32,
        source: serde_json::Error,
    },
}

impl DecodeError {
    /// The event type the failure is about.
    pub fn event_type(&self) -> &str {
        match self {
            DecodeError::UnknownEventType { event_type }
            | DecodeError::FutureVersion { event_type, .. }
            | DecodeError::InvalidVersion { event_type }
            | DecodeError::MissingUpcaster { event_type, .. }
            | DecodeError::Upcast { event_type, .. }
            | DecodeError::Payload { event_type, .. } => event_type,
        }
    }
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecodeError::UnknownEventType { event_type } => {
                write!(f, "unknown event type `{event_type}`")
            }
            DecodeError::FutureVersion {
                event_type,
                stored_version,
                current_version,
            } => write!(
                f,
                "`{event_type}` is stored at schema version {stored_version}, newer than \
                 version {current_version}, the newest this build knows: upgrade the reader"
            ),
            DecodeError::InvalidVersion { event_type } => write!(
                f,
                "`{event_type}` is stored at schema version 0; versions start at 1"
            ),
            DecodeError::MissingUpcaster {
                event_type,
                from_version,
            } => write!(
                f,
                "no upcaster for `{event_type}` from schema version {from_version} to {}",
                from_version + 1
            ),
            DecodeError::Upcast {
                event_type,
                from_version,
                reason,
            } => write!(
                f,
                "`{event_type}` payload of schema version {from_version} cannot be upcast \
                 to version {}: {reason}",
                from_version + 1
            ),
            DecodeError::Payload {
                event_type,
                stored_version,
                current_version,
                source,
            } if stored_version == current_version => write!(
                f,
                "`{event_type}` payload (schema version {current_version}) does not decode: \
                 {source}"
            ),
            DecodeError::Payload {
                event_type,
                stored_version,
                current_version,
                source,
            } => write!(
                f,
                "`{event_type}` payload (schema version {stored_version}, upcast to \
                 {current_version}) does not decode: {source}"
            ),
        }
    }
}

impl std::error::Error for DecodeError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            DecodeError::Upcast { reason, .. } => Some(reason),
            DecodeError::Payload { source, .. } => Some(source),
            _ => None,
        }
    }
}

impl DomainEvent {
    /// Decodes a payload stored as `event_type` at `schema_version`:
    /// upcasts it to the current version, then deserializes it.
    pub fn decode(
        event_type: &str,
        schema_version: u32,
        payload: Value,
    ) -> Result<DomainEvent, DecodeError> {
        DomainEvent::decode_cow(event_type, schema_version, Cow::Owned(payload))
    }

    /// [`DomainEvent::decode`] of a borrowed payload: copied only when it
    /// must be upcast (an event stored at an older schema version).
    pub fn decode_ref(
        event_type: &str,
        schema_version: u32,
        payload: &Value,
    ) -> Result<DomainEvent, DecodeError> {
        DomainEvent::decode_cow(event_type, schema_version, Cow::Borrowed(payload))
    }

    /// Both of the above: an owned payload is upcast in place, a borrowed
    /// one copied only if it must be upcast.
    fn decode_cow(
        event_type: &str,
        schema_version: u32,
        payload: Cow<'_, Value>,
    ) -> Result<DomainEvent, DecodeError> {
        let unknown = || DecodeError::UnknownEventType {
            event_type: event_type.to_owned(),
        };
        let current_version = DomainEvent::schema_version_of(event_type).ok_or_else(unknown)?;
        let payload = if schema_version == current_version {
            payload
        } else {
            Cow::Owned(upcast(event_type, schema_version, payload.into_owned())?.1)
        };
        DomainEvent::from_current_payload(event_type, &payload)
            .ok_or_else(unknown)?
            .map_err(|source| DecodeError::Payload {
                event_type: event_type.to_owned(),
                stored_version: schema_version,
                current_version,
                source,
            })
    }
}
