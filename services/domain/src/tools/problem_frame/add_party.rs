//! `add_party`: a stakeholder and their concerns.

use crate::decide::checks::{distinct_items, non_blank, same_name};
use crate::decide::room_in_list;
use crate::ids::sequential;
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::{Component, PartyRole};
use decision_events::{DomainEvent, PartyAdded};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AddParty {
    /// The person or group.
    #[schemars(length(min = 1, max = 200))]
    pub name: String,
    pub role: PartyRole,
    /// What they care about (at most 20).
    #[schemars(length(max = 20))]
    pub concerns: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct AddPartyResult {
    pub party_id: String,
    pub name: String,
    pub total_parties: usize,
}

impl Tool for AddParty {
    const NAME: &'static str = "add_party";
    const COMPONENT: Option<Component> = Some(Component::ProblemFrame);
    const HINTS: Hints = Hints::WRITE;
    const SUMMARY: &'static str =
        "Add a stakeholder with their role in the decision and their concerns.";
    const DESCRIPTION: &'static str = "Add a stakeholder: a person or group with a role in the decision and the concerns they bring. Use it when someone else is affected, advises, approves or shares the decision. Example: {\"name\": \"Alex\", \"role\": \"affected\", \"concerns\": [\"Commute\"]}. Names are unique: adding the same name again is a conflict. Returns its id (party_1, …), the name and the total.";
}

impl Decide for AddParty {
    const EVENTS: &'static [&'static str] = &[PartyAdded::EVENT_TYPE];
    type Result = AddPartyResult;

    fn decide(&self, cycle: &Cycle, ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        room_in_list(cycle.parties.len(), "parties", "group them by role", ctx)?;
        let name = non_blank("name", &self.name)?;
        if let Some(existing) = cycle.parties.iter().find(|p| same_name(&p.name, &name)) {
            return Err(Rejection::conflict(
                Some("name"),
                format!(
                    "a party named \"{}\" already exists as {}; parties must have distinct names",
                    existing.name, existing.id
                ),
            ));
        }
        Ok(vec![
            PartyAdded {
                party_id: sequential("party", cycle.parties.len()),
                name,
                role: self.role,
                concerns: distinct_items("concerns", &self.concerns)?,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> AddPartyResult {
        let p = after.parties.last().expect("just added");
        AddPartyResult {
            party_id: p.id.clone(),
            name: p.name.clone(),
            total_parties: after.parties.len(),
        }
    }
}
