//! How the HTTP API words a remedy and names the idempotency key: its
//! routes and headers, nothing of MCP's. These are the texts HTTP clients
//! have always read (the HTTP contract), and what a NATS gateway reads too:
//! it opens and moves cycles over the HTTP API, so the intake words its
//! remedies the same way. Shared by two doors, owned by neither.

use crate::app::KeyCarrier;
use decision_domain::rejection::{known_tools, navigate_first, or_instead};
use decision_domain::{Remedy, RemedyWords};

/// The HTTP API's words (the HTTP door's and the NATS intake's).
#[derive(Debug, Clone, Copy, Default)]
pub struct HttpWords;

impl RemedyWords for HttpWords {
    fn remedy(&self, remedy: &Remedy) -> String {
        match remedy {
            Remedy::CreateCycle => "create one with POST /api/cycles".into(),
            Remedy::Navigate {
                component,
                current,
                here,
            } => navigate_first(
                &format!("PUT /api/cycles/:id/component with {{\"component\": \"{component}\"}}"),
                *current,
                here,
            ),
            Remedy::KnownTools { .. } => known_tools(remedy),
            Remedy::RetryAfter { instead, .. } => {
                or_instead(instead, "retry after the Retry-After seconds")
            }
        }
    }
}

/// The `Idempotency-Key` header.
pub const KEY_HEADER: KeyCarrier = KeyCarrier {
    name: "Idempotency-Key",
    place: "the Idempotency-Key header",
    other_request: "another route, tool, body or caller",
};

#[cfg(test)]
mod tests {
    use super::*;
    use decision_events::values::Component;

    /// Every remedy names HTTP's own way (a route, a header), and nothing
    /// of MCP's tools or NATS's subjects.
    #[test]
    fn every_remedy_is_worded_with_http_mechanisms_only() {
        for remedy in Remedy::samples() {
            let text = HttpWords.remedy(&remedy);
            for other in [
                "call navigate",
                "create_cycle",
                "tools/list",
                "_meta",
                ".commands.",
            ] {
                assert!(!text.contains(other), "{other} in {text}");
            }
        }
    }

    #[test]
    fn the_words_are_the_http_contract() {
        let words = |remedy| HttpWords.remedy(&remedy);
        assert_eq!(
            words(Remedy::CreateCycle),
            "create one with POST /api/cycles"
        );
        assert_eq!(
            words(Remedy::Navigate {
                component: Component::Objectives,
                current: Component::IssueRaising,
                here: vec!["add_note".into(), "add_uncertainty".into()],
            }),
            "Navigate first (PUT /api/cycles/:id/component with {\"component\": \"objectives\"}), \
             or use a tool available in issue_raising: add_note, add_uncertainty"
        );
        assert_eq!(
            words(Remedy::KnownTools {
                suggestions: vec!["a".into(), "b".into()],
                current: Component::Tradeoffs,
                here: vec!["c".into()],
            }),
            "did you mean a or b? tools available in tradeoffs: c"
        );
        assert_eq!(
            words(Remedy::RetryAfter {
                seconds: 3,
                instead: None
            }),
            "retry after the Retry-After seconds"
        );
        assert_eq!(
            words(Remedy::RetryAfter {
                seconds: 1,
                instead: Some("close one".into())
            }),
            "close one, or retry after the Retry-After seconds"
        );
    }
}
