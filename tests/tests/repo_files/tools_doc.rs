//! `docs/tools.md` is generated: every tool, its component and access,
//! the events it can append and the read-model views those can change.
//! The facts come from where the service takes them (the catalog's tool
//! specs, the domain's section rules, the projections' own rules); this
//! file only words them. `BLESS=1 cargo test -p decision-e2e --test
//! repo_files` rewrites the page; without it a stale page fails.

use super::{read, repo};
use decision_catalog::{Access, Catalog, ToolSpec};
use decision_domain::sections::{SectionRule, section_rule};
use decision_events::values::Component;
use decision_events::{CycleErased, DomainEvent};
use decision_projections::views::{audit, decision};
use std::collections::BTreeSet;
use std::fmt::Write;

const PAGE: &str = "docs/tools.md";
const BLESS: &str = "BLESS=1 cargo test -p decision-e2e --test e2e repo_files";

#[test]
fn the_tools_page_is_what_the_catalog_generates() {
    let path = repo().join(PAGE);
    let generated = render(&Catalog::new());
    if std::env::var("BLESS").is_ok_and(|v| v == "1") {
        std::fs::write(&path, &generated).expect("write the page");
        return;
    }
    let committed = read(&path);
    if committed != generated {
        let line = committed
            .lines()
            .zip(generated.lines())
            .position(|(a, b)| a != b)
            .map_or_else(|| "the end".to_string(), |n| format!("line {}", n + 1));
        panic!("{PAGE} differs from the catalog at {line}: run `{BLESS}`");
    }
}

#[test]
fn every_event_a_tool_declares_is_known_and_changes_some_view() {
    let catalog = Catalog::new();
    for tool in catalog.all() {
        for event in tool.events {
            assert!(
                DomainEvent::TYPES.contains(event),
                "{}: {event} is no event type",
                tool.name
            );
            assert!(
                decision::concerns_type(event) || audit::concerns_type(event),
                "{}: {event} changes no view",
                tool.name
            );
        }
        assert_eq!(
            tool.events.is_empty(),
            tool.access == Access::Read,
            "{}: a write tool appends events, a read tool none",
            tool.name
        );
    }
}

/// What events of some types can change.
#[derive(Default)]
struct Views {
    sections: BTreeSet<Component>,
    /// The section of the component the event names (an uncertainty's or
    /// a note's).
    named_section: bool,
    pugh: bool,
    /// The Pugh view, when the named component is consequences.
    pugh_if_named: bool,
    flows: bool,
    decision: bool,
    audit: bool,
    /// An erasure: the cycle's views are deleted, not changed.
    erases: bool,
}

impl Views {
    fn of<'a>(event_types: impl IntoIterator<Item = &'a str>) -> Views {
        let mut views = Views::default();
        for event_type in event_types {
            if event_type == CycleErased::EVENT_TYPE {
                views.erases = true;
                continue;
            }
            views.decision |= decision::concerns_type(event_type);
            views.audit |= audit::concerns_type(event_type);
            views.flows |= decision::FLOW_EVENTS.contains(&event_type);
            views.pugh |= decision::marks_dominance(event_type);
            match section_rule(event_type).expect("a known event type") {
                SectionRule::Every => views.sections.extend(Component::ALL),
                SectionRule::Fixed(sections) => views.sections.extend(sections.iter().copied()),
                SectionRule::Named => views.named_section = true,
            }
        }
        let sections: Vec<Component> = views.sections.iter().copied().collect();
        views.pugh |= decision::matrix_touched(&sections);
        views.pugh_if_named = views.named_section && !views.pugh;
        views
    }

    fn describe(&self) -> String {
        let mut parts = Vec::new();
        if self.decision {
            let mut sections: Vec<String> = self
                .sections
                .iter()
                .map(|c| c.as_str().to_string())
                .collect();
            if self.named_section {
                sections.push("the component it names".into());
            }
            parts.push(if sections.is_empty() {
                "document version, cycles row".to_string()
            } else {
                format!("document ({}), cycles row", sections.join(", "))
            });
        }
        if self.pugh {
            parts.push("Pugh".into());
        }
        if self.pugh_if_named {
            parts.push("Pugh (when it names consequences)".into());
        }
        if self.flows {
            parts.push("revisits and confirmations".into());
        }
        if self.audit {
            parts.push("invocation log, statistics".into());
        }
        if self.erases {
            parts.push(
                "deletes every view of the cycle (the service-wide statistics keep its counts)"
                    .into(),
            );
        }
        parts.join("; ")
    }
}

fn render(catalog: &Catalog) -> String {
    let tools = catalog.all();
    let mut page = String::new();
    let _ = writeln!(
        page,
        "# Tools\n\n\
         <!-- Generated from the catalog by `{BLESS}`: change the tools, not this page. -->\n\n\
         The {} tools an agent can call, by the component they belong to. A \
         tool of a component is callable while the cycle is in it; \
         cross-cutting tools in every component. The parameters and result of \
         each are published as JSON Schemas (`GET /api/tools`); a tool's code \
         is `services/domain/src/tools/<component>/<tool>.rs` (`find_tools`, \
         the discovery tool the catalog answers, `services/catalog/src/find.rs`). \
         A model is shown a step's tools, compact, by default; *Guidance* \
         below has each tool's full description (`detail=full`, MCP's \
         `decision://tools/{{name}}`).\n\n\
         **Views** are the read models the events can change:\n\n\
         * *document*: the decision document's sections \
         (`GET /api/cycles/:id/document`); every event moves its version, \
         and the *cycles row* (`GET /api/cycles`);\n\
         * *Pugh*: the Pugh view (`GET /api/cycles/:id/pugh`);\n\
         * *revisits and confirmations*: `GET /api/cycles/:id/revisits` and \
         `GET /api/cycles/:id/confirmations/pending`;\n\
         * *invocation log, statistics*: `GET /api/cycles/:id/tools/invocations` \
         and the `tools/stats` endpoints.\n\n\
         Every call, accepted or refused, read or write, also appends one \
         `ToolInvocationRecorded` (its audit record), which changes the \
         invocation log and the statistics; the tables leave it out. An \
         accepted write whose events leave every section as it was answers \
         `document_updated: false`. A *gated* write requires confirmation: \
         while the cycle's confirmation gate (or the service's) is on, a call \
         appends `ToolCallProposed` instead, and its events come once the \
         person approves it.",
        tools.len()
    );
    let groups = Component::ALL.map(Some).into_iter().chain([None]);
    for component in groups {
        let members: Vec<&ToolSpec> = tools.iter().filter(|t| t.component == component).collect();
        if members.is_empty() {
            continue;
        }
        let title = component.map_or("Cross-cutting", |c| c.as_str());
        let _ = writeln!(
            page,
            "\n## {title}\n\n\
             | Tool | Access | Events it can append | Views they can change |\n\
             |---|---|---|---|"
        );
        for tool in members {
            let (access, events, views) = match tool.access {
                Access::Read => ("read", "none".to_string(), "none".to_string()),
                Access::Write => (
                    if tool.hints.requires_confirmation {
                        "write, gated"
                    } else {
                        "write"
                    },
                    tool.events
                        .iter()
                        .map(|e| format!("`{e}`"))
                        .collect::<Vec<_>>()
                        .join(", "),
                    Views::of(tool.events.iter().copied()).describe(),
                ),
            };
            let _ = writeln!(page, "| `{}` | {access} | {events} | {views} |", tool.name);
        }
    }
    let _ = writeln!(
        page,
        "\n## Guidance\n\n\
         Each tool's compact description (what a model is shown by default), \
         then its full guidance."
    );
    for tool in tools {
        let _ = writeln!(
            page,
            "\n### `{}`\n\n*{}*\n\n{}",
            tool.name,
            tool.summary,
            decision_catalog::wire_description(tool)
        );
    }
    let _ = writeln!(
        page,
        "\n## Events\n\n\
         Every event type, and the views it can change.\n\n\
         | Event | Views it can change |\n\
         |---|---|"
    );
    for event_type in DomainEvent::TYPES {
        let _ = writeln!(
            page,
            "| `{event_type}` | {} |",
            Views::of([*event_type]).describe()
        );
    }
    page
}
