//! The resources' URIs: the one parser and printer of `decision://…`,
//! which reads, listings, templates and subscriptions all go through.

use decision_events::values::Component;
use std::fmt;
use uuid::Uuid;

/// The caller's cycles.
pub(crate) const CYCLES: &str = "decision://cycles";
/// The URI templates (RFC 6570), as `resources/templates/list` gives them.
pub(crate) const DOCUMENT_TEMPLATE: &str = "decision://cycles/{cycle_id}/document";
pub(crate) const SECTION_TEMPLATE: &str = "decision://cycles/{cycle_id}/sections/{component}";
pub(crate) const PUGH_TEMPLATE: &str = "decision://cycles/{cycle_id}/pugh";

/// The longest URI a refusal quotes back (the rest is cut).
const SHOWN_CHARS: usize = 120;

/// One resource.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ResourceUri {
    Cycles,
    Document(Uuid),
    Section(Uuid, Component),
    Pugh(Uuid),
}

impl ResourceUri {
    /// The resource `uri` names, or a refusal that lists the allowed forms.
    pub(crate) fn parse(uri: &str) -> Result<ResourceUri, String> {
        let path = uri.strip_prefix("decision://").unwrap_or("");
        let parts: Vec<&str> = path.split('/').collect();
        let cycle = |id: &str| {
            Uuid::parse_str(id).map_err(|_| {
                format!(
                    "{}: `{}` is not a cycle id (a UUID); {CYCLES} lists your cycles",
                    shown(uri),
                    shown(id)
                )
            })
        };
        match parts.as_slice() {
            ["cycles"] => Ok(ResourceUri::Cycles),
            ["cycles", id, "document"] => Ok(ResourceUri::Document(cycle(id)?)),
            ["cycles", id, "pugh"] => Ok(ResourceUri::Pugh(cycle(id)?)),
            ["cycles", id, "sections", name] => {
                let id = cycle(id)?;
                let component = Component::parse(name).ok_or_else(|| {
                    format!(
                        "{}: `{}` is not a PrOACT component; allowed: {}",
                        shown(uri),
                        shown(name),
                        Component::names()
                    )
                })?;
                Ok(ResourceUri::Section(id, component))
            }
            _ => Err(format!(
                "unknown resource URI {}; allowed: {}",
                shown(uri),
                allowed()
            )),
        }
    }

    /// The cycle the resource belongs to (`None`: the cycles list).
    pub(crate) fn cycle(self) -> Option<Uuid> {
        match self {
            ResourceUri::Cycles => None,
            ResourceUri::Document(id) | ResourceUri::Section(id, _) | ResourceUri::Pugh(id) => {
                Some(id)
            }
        }
    }
}

impl fmt::Display for ResourceUri {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResourceUri::Cycles => f.write_str(CYCLES),
            ResourceUri::Document(id) => write!(f, "{CYCLES}/{id}/document"),
            ResourceUri::Section(id, component) => {
                write!(f, "{CYCLES}/{id}/sections/{}", component.as_str())
            }
            ResourceUri::Pugh(id) => write!(f, "{CYCLES}/{id}/pugh"),
        }
    }
}

/// Every form a URI may take, for refusals.
pub(crate) fn allowed() -> String {
    format!(
        "{CYCLES}, {DOCUMENT_TEMPLATE}, {SECTION_TEMPLATE} (component: {}), {PUGH_TEMPLATE}",
        Component::names()
    )
}

/// `text` quoted for a refusal: escaped (no control characters reach a
/// log or a terminal) and cut to [`SHOWN_CHARS`].
pub(crate) fn shown(text: &str) -> String {
    let cut: String = text.chars().take(SHOWN_CHARS).collect();
    let more = if cut.len() < text.len() { "…" } else { "" };
    format!("{cut:?}{more}")
}

#[cfg(test)]
mod tests {
    use super::*;

    const ID: &str = "0190a0a0-0000-7000-8000-000000000001";

    #[test]
    fn every_resource_prints_as_it_parses() {
        let id = Uuid::parse_str(ID).unwrap();
        let all = [
            ResourceUri::Cycles,
            ResourceUri::Document(id),
            ResourceUri::Pugh(id),
        ]
        .into_iter()
        .chain(Component::ALL.map(|c| ResourceUri::Section(id, c)));
        for uri in all {
            assert_eq!(ResourceUri::parse(&uri.to_string()), Ok(uri), "{uri}");
        }
        assert_eq!(
            ResourceUri::Section(id, Component::ProblemFrame).to_string(),
            format!("decision://cycles/{ID}/sections/problem_frame")
        );
    }

    #[test]
    fn refusals_say_what_is_allowed() {
        let unknown = ResourceUri::parse("file:///etc/passwd").unwrap_err();
        assert!(unknown.starts_with("unknown resource URI \"file:///etc/passwd\"; allowed: decision://cycles, decision://cycles/{cycle_id}/document"), "{unknown}");
        let bad_id = ResourceUri::parse("decision://cycles/42/document").unwrap_err();
        assert!(bad_id.contains("`\"42\"` is not a cycle id"), "{bad_id}");
        let bad_component =
            ResourceUri::parse(&format!("decision://cycles/{ID}/sections/tradeofs")).unwrap_err();
        assert!(
            bad_component.contains("is not a PrOACT component; allowed: issue_raising"),
            "{bad_component}"
        );
        for near_miss in [
            "decision://cycles/",
            "decision://cycles//document",
            "decision://Cycles",
            "decision://cycles?x=1",
        ] {
            assert!(ResourceUri::parse(near_miss).is_err(), "{near_miss}");
        }
    }

    #[test]
    fn a_hostile_uri_is_quoted_escaped_and_cut() {
        let hostile = format!("decision://\u{1b}[31m{}", "x".repeat(10_000));
        let refusal = ResourceUri::parse(&hostile).unwrap_err();
        assert!(!refusal.contains('\u{1b}'), "{refusal}");
        assert!(refusal.len() < 1000, "{}", refusal.len());
    }
}
