//! How the NATS intake words a remedy and names the idempotency key.
//!
//! NATS carries tool calls only: a gateway opens cycles and moves them
//! over the HTTP API, so those two remedies name its routes — the NATS
//! gateway's own way, and word for word what an HTTP client reads (the
//! intake's contract is the HTTP body). A wait is the reply's
//! `Retry-After` header, the key the request's `Idempotency-Key` header.

use crate::api_words::HttpWords;
use crate::app::KeyCarrier;
use decision_domain::{Remedy, RemedyWords};

/// The NATS intake's words: the HTTP door's, so a gateway reads what an
/// HTTP client reads.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct NatsWords;

impl RemedyWords for NatsWords {
    fn remedy(&self, remedy: &Remedy) -> String {
        HttpWords.remedy(remedy)
    }
}

/// The request's `Idempotency-Key` header.
pub(crate) const KEY_HEADER: KeyCarrier = KeyCarrier {
    name: "Idempotency-Key",
    place: "the Idempotency-Key header",
    other_request: "another subject, body or caller",
};

#[cfg(test)]
mod tests {
    use super::*;

    /// Every remedy names what a NATS gateway has (its headers, and the
    /// HTTP API it opens and moves cycles with), never MCP's tools.
    #[test]
    fn every_remedy_is_worded_with_a_nats_gateways_mechanisms_only() {
        for remedy in Remedy::samples() {
            let text = NatsWords.remedy(&remedy);
            for other in ["call navigate", "create_cycle", "tools/list", "_meta"] {
                assert!(!text.contains(other), "{other} in {text}");
            }
        }
        assert_eq!(
            NatsWords.remedy(&Remedy::RetryAfter {
                seconds: 5,
                instead: None
            }),
            "retry after the Retry-After seconds"
        );
    }
}
