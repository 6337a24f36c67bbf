//! The decision document: one typed model per PrOACT section, derived from
//! the state, and its markdown. The only place the domain renders: the
//! aggregate (`state`, `decide`, `apply`, the maths) never imports this
//! module, so the import graph has no cycle (`tests/module_graph.rs`).
//!
//! * [`Section::of`] builds a section's model: what it shows, names looked
//!   up and analysis run, numbers kept at the precision they are shown
//!   ([`Fixed`], [`Trimmed`]). Two models are equal exactly when their
//!   markdown is, so a write compares models, never text
//!   ([`crate::sections::document_changed`]).
//! * [`Section::markdown`] renders it; [`render`] and [`render_section`]
//!   are the read tool's and the document projection's entry points.

mod closing;
mod consequences;
mod even_swaps;
mod framing;
mod measured;
mod options;
mod raters;
mod text;
mod tradeoffs;

pub use text::{Fixed, Trimmed};

use crate::{Cycle, WorkingNote};
use decision_events::values::Component;
use text::list;

pub fn title(component: Component) -> &'static str {
    match component {
        Component::IssueRaising => "Issue Raising",
        Component::ProblemFrame => "Problem Frame",
        Component::Objectives => "Objectives",
        Component::Alternatives => "Alternatives",
        Component::Consequences => "Consequences",
        Component::Tradeoffs => "Tradeoffs",
        Component::Recommendation => "Recommendation",
        Component::DecisionQuality => "Decision Quality",
    }
}

/// One section of the document: its component's content and the working
/// notes filed under the component.
#[derive(Debug, Clone, PartialEq)]
pub struct Section<'a> {
    pub component: Component,
    pub content: Content<'a>,
    pub notes: Notes<'a>,
}

/// What each section shows, by component.
#[derive(Debug, Clone, PartialEq)]
pub enum Content<'a> {
    IssueRaising(framing::IssueRaising<'a>),
    ProblemFrame(framing::ProblemFrame<'a>),
    Objectives(options::Objectives<'a>),
    Alternatives(options::Alternatives<'a>),
    Consequences(consequences::Consequences<'a>),
    Tradeoffs(tradeoffs::Tradeoffs<'a>),
    Recommendation(closing::Recommendation<'a>),
    DecisionQuality(closing::DecisionQuality<'a>),
}

/// Working notes filed under one component, or under none.
#[derive(Debug, Clone, PartialEq)]
pub struct Notes<'a>(Vec<&'a WorkingNote>);

impl<'a> Notes<'a> {
    pub fn of(cycle: &'a Cycle, component: Option<Component>) -> Notes<'a> {
        Notes(
            cycle
                .notes
                .iter()
                .filter(|n| n.component == component)
                .collect(),
        )
    }

    /// Under a section: a "Notes" list; general notes go under their own
    /// `## Notes` heading, so they need no list heading.
    fn markdown(&self, out: &mut String, heading: &str) {
        list(
            out,
            heading,
            self.0.iter().map(|n| format!("{}: {}", n.id, n.content)),
        );
    }
}

impl<'a> Section<'a> {
    pub fn of(cycle: &'a Cycle, component: Component) -> Section<'a> {
        let content = match component {
            Component::IssueRaising => Content::IssueRaising(framing::IssueRaising::of(cycle)),
            Component::ProblemFrame => Content::ProblemFrame(framing::ProblemFrame::of(cycle)),
            Component::Objectives => Content::Objectives(options::Objectives::of(cycle)),
            Component::Alternatives => Content::Alternatives(options::Alternatives::of(cycle)),
            Component::Consequences => Content::Consequences(consequences::Consequences::of(cycle)),
            Component::Tradeoffs => Content::Tradeoffs(tradeoffs::Tradeoffs::of(cycle)),
            Component::Recommendation => {
                Content::Recommendation(closing::Recommendation::of(cycle))
            }
            Component::DecisionQuality => {
                Content::DecisionQuality(closing::DecisionQuality::of(cycle))
            }
        };
        Section {
            component,
            content,
            notes: Notes::of(cycle, Some(component)),
        }
    }

    /// `## Title` and the section's content (`_Nothing yet._` when empty).
    pub fn markdown(&self) -> String {
        let mut body = String::new();
        match &self.content {
            Content::IssueRaising(s) => s.markdown(&mut body),
            Content::ProblemFrame(s) => s.markdown(&mut body),
            Content::Objectives(s) => s.markdown(&mut body),
            Content::Alternatives(s) => s.markdown(&mut body),
            Content::Consequences(s) => s.markdown(&mut body),
            Content::Tradeoffs(s) => s.markdown(&mut body),
            Content::Recommendation(s) => s.markdown(&mut body),
            Content::DecisionQuality(s) => s.markdown(&mut body),
        }
        self.notes.markdown(&mut body, "Notes");
        let body = if body.trim().is_empty() {
            "_Nothing yet._\n".to_owned()
        } else {
            body
        };
        format!("## {}\n\n{body}", title(self.component))
    }
}

/// The whole document: the title, then every section in PrOACT order,
/// then the notes filed under no component.
pub fn render(cycle: &Cycle) -> String {
    let sections: Vec<String> = Component::ALL
        .into_iter()
        .map(|c| render_section(cycle, c))
        .collect();
    compose(&cycle.title, &sections, &render_general_notes(cycle))
}

/// Notes filed under no component, as markdown (empty if none).
pub fn render_general_notes(cycle: &Cycle) -> String {
    let mut general = String::new();
    Notes::of(cycle, None).markdown(&mut general, "");
    general
}

/// Joins a title, rendered sections and general notes into the document;
/// the document projection stores the parts and composes them on read.
pub fn compose(title: &str, sections: &[String], general_notes: &str) -> String {
    let mut out = format!("# {title}\n");
    for section in sections {
        out.push('\n');
        out.push_str(section);
    }
    if !general_notes.is_empty() {
        out.push_str("\n## Notes\n\n");
        out.push_str(general_notes);
    }
    out
}

/// `## Title` and the section's content (`_Nothing yet._` when empty).
pub fn render_section(cycle: &Cycle, component: Component) -> String {
    Section::of(cycle, component).markdown()
}
