//! `add_note`: a free-form note, optionally tied to a component.

use crate::decide::checks::non_blank;
use crate::decide::room_in_list;
use crate::ids::sequential;
use crate::report::last_id;
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{DomainEvent, NoteAdded};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AddNote {
    #[schemars(length(min = 1, max = 4000))]
    pub content: String,
    /// The component it belongs to, if any.
    pub component: Option<Component>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct AddNoteResult {
    pub note_id: String,
    pub total_notes: usize,
}

impl Tool for AddNote {
    const NAME: &'static str = "add_note";
    const COMPONENT: Option<Component> = None;
    const HINTS: Hints = Hints::WRITE;
    const SUMMARY: &'static str = "Add a free-form note to the decision document.";
    const DESCRIPTION: &'static str = "Add a free-form note to the decision document, optionally tied to a component. Use it for something worth keeping that fits no other tool (\"revisit after the holidays\"). Example: {\"content\": \"Discuss with Alex on Friday\", \"component\": null}. Blank content is a validation error. Returns its id (note_1, …) and the total.";
}

impl Decide for AddNote {
    const EVENTS: &'static [&'static str] = &[NoteAdded::EVENT_TYPE];
    type Result = AddNoteResult;

    fn decide(&self, cycle: &Cycle, ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        room_in_list(cycle.notes.len(), "notes", "put more into one note", ctx)?;
        Ok(vec![
            NoteAdded {
                note_id: sequential("note", cycle.notes.len()),
                content: non_blank("content", &self.content)?,
                component: self.component,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> AddNoteResult {
        AddNoteResult {
            note_id: last_id(after.notes.iter().map(|n| &n.id)),
            total_notes: after.notes.len(),
        }
    }
}
