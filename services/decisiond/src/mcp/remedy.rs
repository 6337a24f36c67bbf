//! How the MCP door words a remedy and names the idempotency key: its own
//! tools (`create_cycle`, `navigate`, `tools/list`) and `_meta`, never an
//! HTTP route or header (an MCP client sees neither).

use crate::app::KeyCarrier;
use decision_domain::rejection::{did_you_mean, navigate_first, or_instead};
use decision_domain::{Remedy, RemedyWords};
use uuid::Uuid;

/// The MCP door's words, for a call on `cycle_id` when there is one (the
/// `navigate` call it suggests names it).
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct McpWords {
    pub(crate) cycle_id: Option<Uuid>,
}

impl McpWords {
    pub(crate) fn on(cycle_id: Uuid) -> McpWords {
        McpWords {
            cycle_id: Some(cycle_id),
        }
    }
}

impl RemedyWords for McpWords {
    fn remedy(&self, remedy: &Remedy) -> String {
        match remedy {
            Remedy::CreateCycle => {
                "check the cycle_id, or call create_cycle to open a cycle".into()
            }
            Remedy::Navigate {
                component,
                current,
                here,
            } => {
                let cycle = match self.cycle_id {
                    Some(id) => id.to_string(),
                    None => "<the cycle_id>".into(),
                };
                navigate_first(
                    &format!(
                        "call navigate with {{\"cycle_id\": \"{cycle}\", \"component\": \"{component}\"}}"
                    ),
                    *current,
                    here,
                )
            }
            // The client has every tool from tools/list: point there rather
            // than at one component's list.
            Remedy::KnownTools { suggestions, .. } => {
                format!("{}tools/list names every tool", did_you_mean(suggestions))
            }
            Remedy::RetryAfter { seconds, instead } => {
                or_instead(instead, &format!("retry in {seconds} s"))
            }
        }
    }
}

/// `_meta.idempotency_key`.
pub(crate) const KEY_META: KeyCarrier = KeyCarrier {
    name: "idempotency key",
    place: "`_meta.idempotency_key`",
    other_request: "another tool, other arguments or another caller",
};

#[cfg(test)]
mod tests {
    use super::*;
    use decision_events::values::Component;

    /// Every remedy names MCP's own way (a tool, `tools/list`, seconds to
    /// wait), and nothing of HTTP's routes and headers or NATS's subjects.
    #[test]
    fn every_remedy_is_worded_with_mcp_mechanisms_only() {
        for remedy in Remedy::samples() {
            let text = McpWords::on(Uuid::nil()).remedy(&remedy);
            for other in [
                "/api/",
                "PUT ",
                "POST ",
                "header",
                "Retry-After",
                ".commands.",
            ] {
                assert!(!text.contains(other), "{other} in {text}");
            }
        }
        for other in ["/api/", "header", "Idempotency-Key"] {
            assert!(!KEY_META.place.contains(other) && !KEY_META.name.contains(other));
        }
    }

    #[test]
    fn the_way_out_is_a_tool_call() {
        let cycle = Uuid::now_v7();
        let navigate = McpWords::on(cycle).remedy(&Remedy::Navigate {
            component: Component::Objectives,
            current: Component::Alternatives,
            here: vec!["add_alternative".into()],
        });
        assert_eq!(
            navigate,
            format!(
                "Navigate first (call navigate with {{\"cycle_id\": \"{cycle}\", \"component\": \
                 \"objectives\"}}), or use a tool available in alternatives: add_alternative"
            )
        );
        let create = McpWords::default().remedy(&Remedy::CreateCycle);
        assert!(create.contains("call create_cycle"), "{create}");
        let retry = McpWords::default().remedy(&Remedy::RetryAfter {
            seconds: 12,
            instead: None,
        });
        assert_eq!(retry, "retry in 12 s");
    }
}
