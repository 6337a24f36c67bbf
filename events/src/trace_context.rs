//! The W3C trace context (`traceparent`, `tracestate`) a request arrived
//! with, kept in an event's metadata so the trace that appended it goes on
//! in whoever consumes it (the relay sets it on the JetStream message).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Longest `tracestate` kept (the W3C limit is 32 members; 512 characters
/// is what the specification asks propagators to keep at least).
pub const MAX_TRACESTATE_LEN: usize = 512;

/// A checked W3C trace context.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct TraceContext {
    /// `00-<trace id: 32 hex>-<parent span id: 16 hex>-<flags: 2 hex>`,
    /// lower case (W3C Trace Context, version 00).
    pub traceparent: String,
    /// The vendors' `tracestate`, as received, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tracestate: Option<String>,
}

impl TraceContext {
    /// The context of a `traceparent` (and `tracestate`) header, or `None`
    /// if the `traceparent` does not follow W3C Trace Context (a request
    /// with a malformed one starts a new trace, as the specification says).
    /// A future version is read as version 00 (its first four fields).
    /// A `tracestate` too long or with characters outside printable ASCII
    /// is dropped; the `traceparent` is kept.
    pub fn parse(traceparent: &str, tracestate: Option<&str>) -> Option<TraceContext> {
        let traceparent = traceparent.trim();
        let fields: Vec<&str> = traceparent.splitn(5, '-').collect();
        let [version, trace_id, span_id, flags, rest @ ..] = fields.as_slice() else {
            return None;
        };
        let hex = |s: &str, len: usize| {
            s.len() == len
                && s.bytes()
                    .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
        };
        let zero = |s: &str| s.bytes().all(|b| b == b'0');
        let valid = hex(version, 2)
            && *version != "ff"
            && (*version != "00" || rest.is_empty())
            && hex(trace_id, 32)
            && !zero(trace_id)
            && hex(span_id, 16)
            && !zero(span_id)
            && hex(flags, 2);
        if !valid {
            return None;
        }
        let tracestate = tracestate.map(str::trim).filter(|state| {
            !state.is_empty()
                && state.len() <= MAX_TRACESTATE_LEN
                && state.bytes().all(|b| (b' '..=b'~').contains(&b))
        });
        Some(TraceContext {
            traceparent: format!("00-{trace_id}-{span_id}-{flags}"),
            tracestate: tracestate.map(str::to_owned),
        })
    }

    /// The trace id (32 hex digits).
    pub fn trace_id(&self) -> &str {
        &self.traceparent[3..35]
    }

    /// The parent span id (16 hex digits).
    pub fn span_id(&self) -> &str {
        &self.traceparent[36..52]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const VALID: &str = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";

    #[test]
    fn valid_contexts_are_kept() {
        let context = TraceContext::parse(VALID, Some("congo=t61rcWkgMzE")).unwrap();
        assert_eq!(context.traceparent, VALID);
        assert_eq!(context.trace_id(), "4bf92f3577b34da6a3ce929d0e0e4736");
        assert_eq!(context.span_id(), "00f067aa0ba902b7");
        assert_eq!(context.tracestate.as_deref(), Some("congo=t61rcWkgMzE"));
        let future = format!("cc-{}-extra", &VALID[3..]);
        assert_eq!(
            TraceContext::parse(&future, None).unwrap().traceparent,
            VALID
        );
    }

    #[test]
    fn malformed_contexts_are_refused() {
        for bad in [
            "",
            "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7",
            "00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01",
            "00-00000000000000000000000000000000-00f067aa0ba902b7-01",
            "00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01",
            "ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
            "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-x",
            "00-4bf92f3577b34da6a3ce929d0e0e473-00f067aa0ba902b7-01",
        ] {
            assert_eq!(TraceContext::parse(bad, None), None, "{bad:?}");
        }
        let long = "a=".to_owned() + &"b".repeat(MAX_TRACESTATE_LEN);
        let context = TraceContext::parse(VALID, Some(&long)).unwrap();
        assert_eq!(context.tracestate, None);
    }
}
