//! Idempotency keys, as in the IETF `Idempotency-Key` draft, the same for
//! every door and every write (tool calls, create, navigate, resolve,
//! respond):
//!
//! * a key is 1 to 255 visible ASCII characters, `!` to `~` (no spaces
//!   inside; spaces and tabs around it are dropped, as HTTP drops them
//!   around a header's value): [`IdempotencyKey::parse`] is the one rule
//!   every door applies, whatever carries the key (the `Idempotency-Key`
//!   header over HTTP and NATS, `_meta.idempotency_key` over MCP), and its
//!   refusals name the carrier in the door's words ([`KeyCarrier`]);
//! * it is bound to a [`Fingerprint`] of its first request (the route,
//!   what was asked, and the caller): the same request again gets the
//!   first response; another request with the key is refused (422);
//! * a duplicate that arrives while the first is still running waits for
//!   it (the cycle's turn, bounded by the request deadline) and then gets
//!   its response — instances in a fleet meet at the store's unique key;
//! * keys expire after the retention ([`sweep_expired_keys`] deletes them
//!   a few at a time, never holding appends up).

use super::{AppError, Caller};
use decision_store::{EventStore, IdempotencyRecord};
use serde_json::Value;
use sha2::{Digest, Sha256};
use std::sync::Arc;
use std::time::Duration;

/// Longest key accepted, in bytes.
pub const MAX_KEY_BYTES: usize = 255;

/// How long a key is remembered by default: enough for an agent's retries
/// of a call, even across a long outage.
pub const DEFAULT_RETENTION: Duration = Duration::from_secs(24 * 3600);

/// What carries a door's idempotency keys, in the door's words: the
/// rule's refusals name it, so each caller reads where to fix the key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeyCarrier {
    /// What the key is called: "the {name} `k` was first used …".
    pub name: &'static str,
    /// Where it was read: "an idempotency key ({place}) must be …".
    pub place: &'static str,
    /// What makes two requests different for this door: "(another …)".
    pub other_request: &'static str,
}

/// A client's idempotency key, checked, and what carried it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IdempotencyKey {
    key: String,
    carrier: KeyCarrier,
}

impl IdempotencyKey {
    /// The key in the raw value `carrier` brought (a header's bytes, a
    /// `_meta` string's); `None` when there is none. The one rule every
    /// door applies.
    pub fn parse(
        raw: Option<&[u8]>,
        carrier: KeyCarrier,
    ) -> Result<Option<IdempotencyKey>, AppError> {
        let Some(raw) = raw else { return Ok(None) };
        let key = trim_spaces_and_tabs(raw);
        let visible = key.iter().all(u8::is_ascii_graphic);
        if key.is_empty() || key.len() > MAX_KEY_BYTES || !visible {
            return Err(AppError::BadRequest(format!(
                "an idempotency key ({}) must be 1 to {MAX_KEY_BYTES} visible ASCII characters, \
                 e.g. a UUID",
                carrier.place
            )));
        }
        Ok(Some(IdempotencyKey {
            key: String::from_utf8(key.to_vec()).expect("visible ASCII is UTF-8"),
            carrier,
        }))
    }

    pub fn as_str(&self) -> &str {
        &self.key
    }

    /// The refusal of this key reused for another request (422).
    pub(crate) fn reused(&self) -> AppError {
        AppError::invalid(format!(
            "the {} `{}` was first used with a different request ({}); a key names exactly \
             one request: send a new key for a new request",
            self.carrier.name, self.key, self.carrier.other_request
        ))
    }
}

/// HTTP's optional whitespace around a value: spaces and tabs.
fn trim_spaces_and_tabs(raw: &[u8]) -> &[u8] {
    let blank = |b: &u8| *b == b' ' || *b == b'\t';
    let start = raw.iter().position(|b| !blank(b)).unwrap_or(raw.len());
    let end = raw
        .iter()
        .rposition(|b| !blank(b))
        .map_or(start, |at| at + 1);
    &raw[start..end]
}

/// What a key is bound to: a digest of the route, the request's content
/// and the caller's user. Objects are hashed with sorted keys, so the same
/// JSON sent with its fields in another order is the same request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Fingerprint(String);

impl Fingerprint {
    pub(crate) fn of(route: &str, caller: &Caller, request: &Value) -> Fingerprint {
        let mut hasher = Sha256::new();
        hasher.update(route.as_bytes());
        hasher.update([0]);
        hasher.update(caller.user.as_bytes());
        hasher.update([0]);
        canonical(request, &mut hasher);
        Fingerprint(hex(&hasher.finalize()))
    }

    pub(crate) fn into_string(self) -> String {
        self.0
    }

    /// `Ok` when `record`, stored under `key`, was written for this
    /// request (or before keys were bound to requests); otherwise the 422
    /// that says so.
    pub(crate) fn check(
        &self,
        key: &IdempotencyKey,
        record: &IdempotencyRecord,
    ) -> Result<(), AppError> {
        match &record.fingerprint {
            Some(first) if *first != self.0 => Err(key.reused()),
            _ => Ok(()),
        }
    }
}

fn canonical(value: &Value, hasher: &mut Sha256) {
    match value {
        Value::Object(fields) => {
            let mut names: Vec<&String> = fields.keys().collect();
            names.sort();
            hasher.update(b"{");
            for name in names {
                canonical(&Value::String(name.clone()), hasher);
                hasher.update(b":");
                canonical(&fields[name], hasher);
                hasher.update(b",");
            }
            hasher.update(b"}");
        }
        Value::Array(items) => {
            hasher.update(b"[");
            for item in items {
                canonical(item, hasher);
                hasher.update(b",");
            }
            hasher.update(b"]");
        }
        scalar => hasher.update(scalar.to_string().as_bytes()),
    }
}

/// Lower-case hexadecimal.
pub(crate) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Records deleted per sweep step: each step is one short transaction.
const SWEEP_STEP: usize = 1000;

/// Deletes expired keys until `shutdown`: every `min(retention, 60 s)`,
/// in steps of [`SWEEP_STEP`] records. Every instance may run it; they
/// skip the rows another is deleting.
pub async fn sweep_expired_keys(
    store: Arc<dyn EventStore>,
    retention: Duration,
    mut shutdown: tokio::sync::watch::Receiver<bool>,
) {
    let every = retention
        .min(Duration::from_secs(60))
        .max(Duration::from_secs(1));
    loop {
        tokio::select! {
            _ = tokio::time::sleep(every) => {}
            _ = shutdown.wait_for(|stop| *stop) => return,
        }
        let Ok(retention) = chrono::Duration::from_std(retention) else {
            return;
        };
        let before = chrono::Utc::now() - retention;
        loop {
            match store.expire_idempotency_keys(before, SWEEP_STEP).await {
                Ok(deleted) => {
                    if deleted > 0 {
                        metrics::counter!("decisiond_idempotency_keys_expired_total")
                            .increment(deleted as u64);
                    }
                    if deleted < SWEEP_STEP {
                        break;
                    }
                }
                Err(e) => {
                    tracing::warn!(error = %e, "sweeping expired idempotency keys failed");
                    break;
                }
            }
            tokio::task::yield_now().await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const HEADER: KeyCarrier = KeyCarrier {
        name: "Idempotency-Key",
        place: "the Idempotency-Key header",
        other_request: "another route, tool, body or caller",
    };

    #[test]
    fn keys_are_visible_ascii_of_bounded_length() {
        let key = IdempotencyKey::parse(Some(b" \t turn-4-call-1 \t"), HEADER).unwrap();
        assert_eq!(key.unwrap().as_str(), "turn-4-call-1");
        assert_eq!(IdempotencyKey::parse(None, HEADER).unwrap(), None);
        for bad in [
            &b""[..],
            b"   ",
            b"caf\xc3\xa9",
            b"a\x00b",
            b"turn 4",
            b"turn\t4",
            b"key\n",
            b"\rkey",
            &[b'x'; 256],
        ] {
            let err = IdempotencyKey::parse(Some(bad), HEADER).unwrap_err();
            let AppError::BadRequest(message) = err else {
                panic!("{bad:?}: {err:?}");
            };
            assert_eq!(
                message,
                "an idempotency key (the Idempotency-Key header) must be 1 to 255 visible ASCII \
                 characters, e.g. a UUID"
            );
        }
        assert!(IdempotencyKey::parse(Some(&[b'~'; 255]), HEADER).is_ok());
        assert!(IdempotencyKey::parse(Some(b"!"), HEADER).is_ok());
    }

    #[test]
    fn the_refusals_name_the_doors_carrier() {
        let meta = KeyCarrier {
            name: "idempotency key",
            place: "`_meta.idempotency_key`",
            other_request: "another tool, other arguments or another caller",
        };
        let AppError::BadRequest(message) = IdempotencyKey::parse(Some(b""), meta).unwrap_err()
        else {
            panic!("a bad request");
        };
        assert!(message.starts_with("an idempotency key (`_meta.idempotency_key`) must"));
        let key = IdempotencyKey::parse(Some(b"k-1"), meta).unwrap().unwrap();
        assert_eq!(
            key.reused().to_string(),
            "the idempotency key `k-1` was first used with a different request (another tool, \
             other arguments or another caller); a key names exactly one request: send a new key \
             for a new request"
        );
    }

    #[test]
    fn a_fingerprint_ignores_field_order_but_not_content_route_or_caller() {
        let alice = Caller::unrestricted();
        let a = Fingerprint::of(
            "tool:x",
            &alice,
            &json!({"a": 1, "b": [1, {"c": "d", "e": 2}]}),
        );
        let reordered = Fingerprint::of(
            "tool:x",
            &alice,
            &json!({"b": [1, {"e": 2, "c": "d"}], "a": 1}),
        );
        assert_eq!(a, reordered);
        for other in [
            Fingerprint::of(
                "tool:y",
                &alice,
                &json!({"a": 1, "b": [1, {"c": "d", "e": 2}]}),
            ),
            Fingerprint::of(
                "tool:x",
                &alice,
                &json!({"a": 2, "b": [1, {"c": "d", "e": 2}]}),
            ),
            Fingerprint::of(
                "tool:x",
                &alice,
                &json!({"a": 1, "b": [{"c": "d", "e": 2}, 1]}),
            ),
            Fingerprint::of(
                "tool:x",
                &alice,
                &json!({"a": "1", "b": [1, {"c": "d", "e": 2}]}),
            ),
        ] {
            assert_ne!(a, other);
        }
        let mut bob = Caller::unrestricted();
        bob.user = "bob".into();
        assert_ne!(
            a,
            Fingerprint::of(
                "tool:x",
                &bob,
                &json!({"a": 1, "b": [1, {"c": "d", "e": 2}]})
            )
        );
    }

    #[test]
    fn records_without_a_fingerprint_match_any_request() {
        let fingerprint = Fingerprint::of("r", &Caller::unrestricted(), &json!({}));
        let key = IdempotencyKey::parse(Some(b"k"), HEADER).unwrap().unwrap();
        let mut record = IdempotencyRecord {
            key: "k".into(),
            invocation_id: uuid::Uuid::nil(),
            response: serde_json::value::to_raw_value(&json!(null)).unwrap(),
            fingerprint: None,
        };
        assert!(fingerprint.check(&key, &record).is_ok());
        record.fingerprint = Some("another".into());
        let err = fingerprint.check(&key, &record).unwrap_err();
        assert!(err.to_string().contains("different request"), "{err}");
    }
}
