//! The decision document and the Pugh view, rendered from a cycle's
//! [`StateDoc`] when read (issue 30: rendering left the write path). Pure
//! functions of the state document, so the same version renders the same
//! bytes on every instance, in a rebuild, at a past version and in the
//! export.

use crate::views::shapes::{
    DocumentDoc, DominatedMark, PughDoc, PughObjective, SectionDoc, StateDoc,
};
use decision_domain::{CompletionStatus, Cycle, document, next_steps, pugh, summary_with_statuses};
use decision_events::values::Component;
use std::collections::BTreeMap;

/// The decision document: every section with its status and what it
/// lacks, the summary and the general notes.
pub fn document(doc: &StateDoc) -> DocumentDoc {
    let state = &doc.state;
    let sections: BTreeMap<Component, SectionDoc> = Component::ALL
        .into_iter()
        .map(|component| (component, section(state, component)))
        .collect();
    let statuses: BTreeMap<Component, CompletionStatus> =
        sections.iter().map(|(c, s)| (*c, s.status)).collect();
    DocumentDoc {
        cycle_id: doc.cycle_id,
        title: state.title.clone(),
        version: doc.version,
        position: doc.position,
        updated_at: doc.updated_at,
        summary: summary_with_statuses(state, statuses),
        sections,
        general_notes: document::render_general_notes(state),
    }
}

/// One section of the document.
pub fn section(cycle: &Cycle, component: Component) -> SectionDoc {
    let steps = next_steps(cycle, component);
    SectionDoc {
        title: document::title(component).to_owned(),
        status: steps.status,
        markdown: document::render_section(cycle, component),
        missing: steps.missing,
    }
}

/// The Pugh view: the matrix, its totals, the dominance marks and the
/// raters.
pub fn pugh(doc: &StateDoc) -> PughDoc {
    let cycle = &doc.state;
    let completion = pugh::completion(cycle);
    PughDoc {
        cycle_id: doc.cycle_id,
        version: doc.pugh_version,
        totals: pugh::totals(cycle),
        objectives: cycle
            .active_objectives()
            .map(|o| PughObjective {
                objective_id: o.id.clone(),
                name: o.name.clone(),
                counted: o.irrelevant.is_none(),
            })
            .collect(),
        matrix: pugh::rated_cells(cycle),
        dominated: cycle
            .active_alternatives()
            .filter_map(|a| {
                a.dominated.as_ref().map(|d| DominatedMark {
                    alternative_id: a.id.clone(),
                    by: d.by.clone(),
                    reason: d.reason.clone(),
                })
            })
            .collect(),
        rated_cells: completion.rated,
        cells: completion.cells,
        raters: decision_domain::raters::view(cycle),
    }
}
